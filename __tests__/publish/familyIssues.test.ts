// The issues of a family other than k3s: markers of its own scope (k3s's stay
// as they were), and checklists only for the release events its policy has
// (rke2: none), neither kept nor closed.
import { describe, expect, it } from '@jest/globals';
import { desiredIssues } from '../../src/publish/issues/desiredIssues.js';
import { endedIssues } from '../../src/publish/issues/endedIssues.js';
import { familyReport } from '../../src/report/model.js';
import { dashboardMarker, familyIssueKind, hasAnyIssueMarker, hasMarker } from '../../src/publish/issues/markers.js';
import { calendar } from './checklists/scenario.js';
import { K3S, RKE2 } from '../families/builtIn.js';
import { branchesThatMatter } from '../../src/calendar/otherBranches.js';

describe('markers by family', () => {
  it("keep k3s's as they always were and scope rke2's, so neither is ever found as the other's", () => {
    expect(dashboardMarker('master', K3S)).toBe('<!-- k3s-release-guard:dashboard:master -->');
    expect(dashboardMarker('master')).toBe(dashboardMarker('master', K3S));
    const rke2 = dashboardMarker('master', RKE2);
    expect(rke2).toBe('<!-- k3s-release-guard:rke2:dashboard:master -->');
    expect(hasMarker(rke2, dashboardMarker('master'))).toBe(false);
    expect(hasMarker(dashboardMarker('master'), rke2)).toBe(false);
    expect(hasAnyIssueMarker(rke2)).toBe(true);
    expect(familyIssueKind(RKE2, 'branch-off')).toBe('rke2:branch-off');
  });
});

describe('the release events of a family', () => {
  // The test calendar: REL(25.05) 2025-05-23, EOS(24.05) 2024-12-31.
  const now = new Date('2025-06-10T06:00:00Z');
  const ended = (family: typeof K3S) =>
    endedIssues({ family, calendar: calendar(), now, labels: [] }).map((i) => i.title);

  it('k3s closes its passed checklists and its retired dashboards; rke2 only its retired dashboards', () => {
    expect(ended(K3S)).toEqual(
      expect.arrayContaining([
        'k3s branch-off checklist for NixOS 25.05',
        expect.stringMatching(/^k3s before the NixOS 25\.05 feature freeze/),
        'k3s release guard: release-24.05',
      ]),
    );
    expect(ended(RKE2)).toEqual(['rke2 release guard: release-24.05']);
  });

  it('rke2 gets no checklist when the work of the run asks for one', () => {
    const release = calendar().releases.find((r) => r.name === '25.05')!;
    const report = {
      family: RKE2,
      now,
      upstream: { repository: 'rancher/rke2', minors: new Map(), notes: [] },
      calendar: calendar(),
      branchesThatMatter: branchesThatMatter(calendar(), now),
      options: { policy: 'nixpkgs' as const, backportThrough: 'next-release' as const, keep: new Map() },
      audits: [],
    };
    const issues = desiredIssues(
      familyReport(report),
      { dashboards: false, featureFreeze: release, branchOff: release },
      { team: 'NixOS/rke2', labels: ['rke2'] },
    );
    expect(issues).toEqual([]);
  });
});
