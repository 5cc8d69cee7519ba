import { describe, expect, it } from '@jest/globals';
import { endedIssues } from '../../src/publish/issues/endedIssues.js';
import type { ExistingIssue } from '../../src/publish/issues/issueStore.js';
import { dashboardMarker, issueMarker, keyComment } from '../../src/publish/issues/markers.js';
import { planIssueSync } from '../../src/publish/issues/syncIssue.js';
import { calendar } from './checklists/scenario.js';
import { K3S } from '../families/builtIn.js';

// The test calendar: FF(25.05) 2025-04-25, REL(25.05) 2025-05-23, EOS(24.11) 2025-06-30, EOS(24.05) 2024-12-31.
const ended = (now: string) => endedIssues({ family: K3S, calendar: calendar(), now: new Date(now), labels: ['k3s'] });

function own(number: number, body: string, extra: Partial<ExistingIssue> = {}): ExistingIssue {
  return {
    number,
    title: 'k3s branch-off checklist for NixOS 25.05',
    body,
    state: 'open',
    labels: ['k3s'],
    createdAt: `2025-05-0${number}T00:00:00Z`,
    url: `https://github.com/o/r/issues/${number}`,
    author: 'github-actions[bot]',
    ...extra,
  };
}

describe('endedIssues', () => {
  it('names each event that has passed and each retired branch, with its day', () => {
    const byMarker = new Map(ended('2025-05-23T06:00:00Z').map((issue) => [issue.marker, issue]));
    expect(byMarker.get(issueMarker('feature-freeze', '25.05'))?.ended?.reason).toBe(
      'The feature freeze of NixOS 25.05 was on 2025-04-25',
    );
    // Released today: its branch-off checklist is over.
    expect(byMarker.get(issueMarker('branch-off', '25.05'))?.ended?.reason).toBe(
      'NixOS 25.05 was released on 2025-05-23',
    );
    expect(byMarker.get(dashboardMarker('release-24.05'))).toMatchObject({
      title: 'k3s release guard: release-24.05',
      ended: { reason: 'release-24.05 reached end of support on 2024-12-31' },
    });
    // Still supported (its end-of-support day is still supported), and the next freeze to come.
    expect(byMarker.has(dashboardMarker('release-24.11'))).toBe(false);
    expect(byMarker.has(issueMarker('feature-freeze', '25.11'))).toBe(false);
    expect(byMarker.has(dashboardMarker('master'))).toBe(false);
    for (const issue of byMarker.values()) expect(issue).toMatchObject({ clean: true, labels: ['k3s'] });
  });

  it('the day before: the branch-off checklist of 25.05 is still alive', () => {
    const markers = ended('2025-05-22T23:00:00Z').map((issue) => issue.marker);
    expect(markers).toContain(issueMarker('feature-freeze', '25.05'));
    expect(markers).not.toContain(issueMarker('branch-off', '25.05'));
  });
});

describe('closing an ended issue', () => {
  const [checklist] = ended('2025-05-23T06:00:00Z').filter((i) => i.marker === issueMarker('branch-off', '25.05'));
  const marker = issueMarker('branch-off', '25.05');
  const body = [
    '- [x] `extra-at-release` `k3s_1_31`: drop it ' + keyComment('extra-at-release:1.31'),
    '- [ ] `backport-missing` `k3s_1_32`: backport it, ask @NixOS/security ' + keyComment('backport-missing:1.32'),
    '',
    marker,
  ].join('\n');

  it('closes the open issue as it stands, naming what was left undone, inert', () => {
    const plan = planIssueSync([own(3, body)], checklist);
    expect(plan.outcome).toBe('close');
    expect(plan.steps).toEqual([
      { kind: 'update', issue: 3, why: 'close', state: 'closed', stateReason: 'not_planned' },
      {
        kind: 'comment',
        issue: 3,
        why: 'close-reason',
        body:
          'NixOS 25.05 was released on 2025-05-23; 1 item left undone:\n\n' +
          '- backport-missing `k3s_1_32`: backport it, ask `@NixOS/security`\n\nClosing.',
      },
    ]);
  });

  it('with every box ticked: completed; an issue found by its exact title when the marker is gone', () => {
    const ticked = body.replace('- [ ]', '- [x]').replace(marker, '');
    const plan = planIssueSync([own(4, ticked)], checklist);
    expect(plan.steps[0]).toMatchObject({ issue: 4, stateReason: 'completed' });
    expect(plan.steps[1]).toMatchObject({
      body: 'NixOS 25.05 was released on 2025-05-23; nothing was left undone. Closing.',
    });
  });

  it.each([
    ['no issue', []],
    ['a closed one (never reopened)', [own(3, body, { state: 'closed' })]],
  ])('writes nothing for %s', (_what, issues) => {
    expect(planIssueSync(issues, checklist).steps).toEqual([]);
  });

  it('leaves a locked issue alone, with a warning; one already closed needs nothing and says nothing', () => {
    const plan = planIssueSync([own(3, body, { locked: true })], checklist);
    expect(plan.steps).toEqual([]);
    expect(plan.warnings).toEqual([expect.stringMatching(/^Issue #3 .* is locked, so k3s-release-guard leaves it/)]);
    expect(planIssueSync([own(3, body, { locked: true, state: 'closed' })], checklist)).toMatchObject({
      steps: [],
      warnings: [],
    });
  });
});
