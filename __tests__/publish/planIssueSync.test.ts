import { describe, expect, it } from '@jest/globals';
import type { ExistingIssue } from '../../src/publish/issues/issueStore.js';
import { issueMarker, mentionMarker } from '../../src/publish/issues/markers.js';
import { planIssueSync, type DesiredIssue } from '../../src/publish/issues/syncIssue.js';

const marker = issueMarker('branch-off', '26.11');

function desired(body: string, clean: boolean, extra: Partial<DesiredIssue> = {}): DesiredIssue {
  return {
    marker,
    title: 'Branch-off checklist 26.11',
    body,
    clean,
    labels: ['k3s'],
    closeReason: 'Done; closing.',
    ...extra,
  };
}

/** An issue as the action would have written it for `body`. */
function written(
  number: number,
  body: string,
  state: 'open' | 'closed',
  extra: Partial<ExistingIssue> = {},
): ExistingIssue {
  const plan = planIssueSync([], desired(body, false));
  const create = plan.steps.find((s) => s.kind === 'create');
  if (create?.kind !== 'create') throw new Error('expected a create step');
  return {
    number,
    title: create.title,
    body: create.body,
    state,
    labels: ['k3s'],
    createdAt: `2026-01-0${number}T00:00:00Z`,
    url: `https://github.com/o/r/issues/${number}`,
    ...extra,
  };
}

describe('planning an issue sync', () => {
  it.each([
    // existing state, same body, clean -> outcome, write kinds
    ['none', true, true, 'none', []],
    ['none', true, false, 'create', ['ensure-labels', 'create']],
    ['open', true, false, 'none', []],
    ['open', false, false, 'edit', ['update']],
    ['open', true, true, 'close', ['update', 'comment']],
    ['open', false, true, 'close', ['update', 'comment']],
    ['closed', true, true, 'none', []],
    ['closed', false, true, 'edit', ['update']],
    ['closed', true, false, 'reopen', ['update']],
    ['closed', false, false, 'reopen', ['update']],
  ] as const)('issue %s, same body %s, clean %s: %s', (state, sameBody, clean, outcome, kinds) => {
    const existing = state === 'none' ? [] : [written(1, '- [ ] old item <!-- key:a -->', state)];
    const plan = planIssueSync(
      existing,
      desired(sameBody ? '- [ ] old item <!-- key:a -->' : '- [ ] new item <!-- key:b -->', clean),
    );
    expect(plan.outcome).toBe(outcome);
    expect(plan.steps.map((s) => s.kind)).toEqual(kinds);
  });

  it('closes as completed and rewrites the body in the same request, then says why', () => {
    const plan = planIssueSync([written(1, 'findings', 'open')], desired('all clear', true));
    expect(plan.steps[0]).toMatchObject({ kind: 'update', issue: 1, state: 'closed', stateReason: 'completed' });
    expect(plan.steps[0]).toHaveProperty('body', expect.stringContaining('all clear'));
    expect(plan.steps[1]).toMatchObject({ kind: 'comment', issue: 1, why: 'close-reason', body: 'Done; closing.' });
  });

  it('treats CRLF and trailing blanks written by the web editor as no change', () => {
    const issue = written(1, 'line one\nline two', 'open');
    const edited = { ...issue, body: `${issue.body.replace(/\n/g, '\r\n')}  \r\n` };
    expect(planIssueSync([edited], desired('line one\nline two', false)).steps).toEqual([]);
  });

  it('records the mention in the body before the comment that makes it', () => {
    const plan = planIssueSync(
      [written(1, 'body', 'open')],
      desired('body', false, { mention: { team: 'NixOS/k3s', eventKey: 'branch-off:26.11', text: 'please review' } }),
    );
    expect(plan.steps.map((s) => s.kind)).toEqual(['update', 'comment']);
    expect(plan.steps[0]).toHaveProperty('body', expect.stringContaining(mentionMarker('branch-off:26.11')));
    expect(plan.steps[1]).toMatchObject({ why: 'mention', body: expect.stringMatching(/^@NixOS\/k3s please review/) });
    expect(plan.mention).toEqual({ team: 'NixOS/k3s', eventKey: 'branch-off:26.11' });
  });

  it.each([
    ['an empty team', { team: '', eventKey: 'e:1', text: 'x' }, false],
    ['a clean issue', { team: 'NixOS/k3s', eventKey: 'e:1', text: 'x' }, true],
  ])('mentions nobody for %s', (_name, mention, clean) => {
    const plan = planIssueSync([written(1, 'body', 'open')], desired('body', clean, { mention }));
    expect(plan.steps.some((s) => s.kind === 'comment' && s.why === 'mention')).toBe(false);
    expect(plan.mention).toBeUndefined();
  });

  it('gives the labels to a new issue only, and never puts back one a person removed', () => {
    const created = planIssueSync([], desired('body', false, { labels: ['k3s', 'dashboard'] }));
    expect(created.steps.slice(0, 2)).toEqual([
      { kind: 'ensure-labels', labels: ['k3s', 'dashboard'] },
      expect.objectContaining({ kind: 'create', labels: ['k3s', 'dashboard'] }),
    ]);
    // Someone took both labels off, and the findings changed: the body is edited, the labels left as they are.
    const unlabelled = written(1, 'body', 'open', { labels: [] });
    expect(planIssueSync([unlabelled], desired('body', false, { labels: ['k3s', 'dashboard'] })).steps).toEqual([]);
    const edited = planIssueSync([unlabelled], desired('new body', false, { labels: ['k3s', 'dashboard'] }));
    expect(edited.steps.map((s) => s.kind)).toEqual(['update']);
  });

  it('refuses a body GitHub would reject rather than sending it', () => {
    expect(() => planIssueSync([], desired('x'.repeat(70_000), false))).toThrow(/65536/);
  });
});
