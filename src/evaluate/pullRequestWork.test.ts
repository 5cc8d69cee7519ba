// What a pull request resolves is what its head no longer has, evaluated under
// its base's rules with its base's facts; a title decides nothing. A merged
// pull request of master, laid over a release branch, owes that branch what it
// would resolve there, unless an open backport already resolves it.
import { describe, expect, it } from '@jest/globals';
import type { FamilyPullRequest, FamilyPullRequests } from '../domain/pullRequests.js';
import type { BranchAudit, PackagedState, WorkItem } from '../domain/types.js';
import {
  branchDefault,
  day,
  input,
  line,
  packaged,
  stableBranch,
  upstream,
  type PackagedSpec,
} from '../../__tests__/evaluate/builders.js';
import { backportLabelsNeeded } from './backportLabels.js';
import { evaluate } from './evaluate.js';
import { withPullRequests, type EvaluatedBranch } from './pullRequestWork.js';

const NOW = '2024-09-01';
const UP = upstream({
  '1.28': line('1.28.9+k3s1', '2024-06-28'),
  '1.29': line('1.29.9+k3s1', '2025-02-28'),
  '1.30': line('1.30.5+k3s1', '2025-06-28'),
  '1.31': line('1.31.1+k3s1', '2025-10-28'),
});
const RELEASE = stableBranch('24.05');
// release-24.05 (supported) keeps 1.28 and 1.29; master packages 1.28 (end of life), 1.30 (behind) and 1.31.
const MASTER_SPEC: PackagedSpec = {
  minors: { '1.28': '1.28.9+k3s1', '1.30': '1.30.4+k3s1', '1.31': '1.31.1+k3s1' },
  default: '1.31',
  thrown: [],
};
const RELEASE_SPEC: PackagedSpec = {
  minors: { '1.28': '1.28.9+k3s1', '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' },
  default: '1.29',
};
const LIVE = [branchDefault('release-24.05', '1.29', ['1.28', '1.29', '1.30'])];

function branch(spec: PackagedSpec, stable = false): EvaluatedBranch {
  const facts = input({
    now: NOW,
    packaged: packaged(spec),
    upstream: UP,
    ...(stable ? { branch: RELEASE } : { others: { currentStableDefault: LIVE[0], liveReleases: LIVE } }),
  });
  return { input: facts, audit: evaluate(facts) };
}

let next = 412300;
function pull(base: string, head: PackagedState, extra: Partial<FamilyPullRequest> = {}): FamilyPullRequest {
  const number = next++;
  return {
    number,
    title: `k3s_1_30: 1.30.4+k3s1 -> 1.30.5+k3s1`,
    url: `https://github.com/NixOS/nixpkgs/pull/${number}`,
    author: 'r-ryantm',
    base,
    headCommit: 'c'.repeat(40),
    state: 'open',
    opened: day('2024-08-28'),
    labels: [],
    changes: [{ file: 'pkgs/applications/networking/cluster/k3s/1_30/versions.nix', touch: 'folder' }],
    head,
    headSource: `pull request #${number}`,
    ...extra,
  };
}

const inFlight = (...pulls: FamilyPullRequest[]): FamilyPullRequests => ({ pulls, notRead: 0 });
const item = (audit: BranchAudit, subject: string): WorkItem => {
  const found = audit.workItems.find((i) => i.subject === subject);
  if (!found) throw new Error(`no item ${subject} on ${audit.branch.name}`);
  return found;
};
const bumped = (spec: PackagedSpec, minor: string, version: string): PackagedState =>
  packaged({ ...spec, minors: { ...spec.minors, [minor]: version } });

describe('withPullRequests', () => {
  it('an open pull request whose head updates a minor puts its item in review, and changes no finding', () => {
    const master = branch(MASTER_SPEC);
    const patch = pull('master', bumped(MASTER_SPEC, '1.30', '1.30.5+k3s1'));
    const [audit] = withPullRequests([master], inFlight(patch));
    expect(item(audit, 'k3s_1_30').pullRequests).toEqual([
      { role: 'in-review', pull: expect.objectContaining({ number: patch.number, author: 'r-ryantm' }) },
    ]);
    expect(audit.findings).toEqual(master.audit.findings);
    expect(audit.workItems.map(({ pullRequests: _, ...rest }) => rest)).toEqual(master.audit.workItems);
    expect(audit.pullRequests?.open.map((e) => [e.resolves.map((i) => i.subject), e.adds])).toEqual([
      [['k3s_1_30'], []],
    ]);
  });

  it('a title that claims the update resolves nothing when the head does not change the version', () => {
    const master = branch(MASTER_SPEC);
    const claim = pull('master', packaged(MASTER_SPEC));
    const [audit] = withPullRequests([master], inFlight(claim));
    expect(audit.workItems.filter((i) => i.pullRequests)).toEqual([]);
    expect(audit.pullRequests?.open).toEqual([expect.objectContaining({ resolves: [], adds: [] })]);
  });

  it('a drop without a throw resolves the end-of-life item and adds removal-unannounced', () => {
    const master = branch(MASTER_SPEC);
    const { '1.28': _dropped, ...kept } = MASTER_SPEC.minors;
    const drop = pull('master', packaged({ ...MASTER_SPEC, minors: kept }), { title: 'k3s_1_28: drop' });
    const [audit] = withPullRequests([master], inFlight(drop));
    expect(item(audit, 'k3s_1_28').pullRequests).toEqual([expect.objectContaining({ role: 'in-review' })]);
    const [effect] = audit.pullRequests!.open;
    expect(effect.resolves.map((i) => i.subject)).toEqual(['k3s_1_28']);
    expect(effect.adds.flatMap((i) => i.findings.map((f) => f.rule))).toContain('removal-unannounced');
    // With the throw, it adds no removal-unannounced.
    const withThrow = pull('master', packaged({ ...MASTER_SPEC, minors: kept, thrown: ['1.28'] }));
    const [clean] = withPullRequests([master], inFlight(withThrow));
    expect(clean.pullRequests!.open[0].adds.flatMap((i) => i.findings.map((f) => f.rule))).not.toContain(
      'removal-unannounced',
    );
  });

  it("a merged pull request of master owes a release branch the patch it lacks, and names the backport's label", () => {
    const master = branch({ ...MASTER_SPEC, minors: { ...MASTER_SPEC.minors, '1.30': '1.30.5+k3s1' } });
    const release = branch(RELEASE_SPEC, true);
    const merged = pull('master', bumped(MASTER_SPEC, '1.30', '1.30.5+k3s1'), {
      state: 'merged',
      merged: day('2024-08-30'),
      backports: [{ branch: 'release-24.05', head: bumped(RELEASE_SPEC, '1.30', '1.30.5+k3s1'), headSource: 'over' }],
    });
    const [onMaster, onRelease] = withPullRequests([master, release], inFlight(merged));
    // Merged is no review on its own branch.
    expect(onMaster.workItems.filter((i) => i.pullRequests)).toEqual([]);
    expect(onMaster.pullRequests?.open).toEqual([]);
    expect(item(onRelease, 'k3s_1_30').pullRequests).toEqual([
      {
        role: 'backport-owed',
        pull: expect.objectContaining({ number: merged.number }),
        label: 'backport release-24.05',
        labelled: false,
      },
    ]);
    expect(onRelease.pullRequests?.owed.map((e) => e.resolves.map((i) => i.subject))).toEqual([['k3s_1_30']]);
    // The 1.29 patch it does not bring stays nobody's.
    expect(item(onRelease, 'k3s_1_29').pullRequests).toBeUndefined();

    const labelled = { ...merged, labels: ['backport release-24.05'] };
    const [, again] = withPullRequests([master, release], inFlight(labelled));
    expect(item(again, 'k3s_1_30').pullRequests).toEqual([expect.objectContaining({ labelled: true })]);
  });

  it('an open backport that resolves the item is in review there, and the merged pull request owes it nothing', () => {
    const master = branch(MASTER_SPEC);
    const release = branch(RELEASE_SPEC, true);
    const over = bumped(RELEASE_SPEC, '1.30', '1.30.5+k3s1');
    const merged = pull('master', bumped(MASTER_SPEC, '1.30', '1.30.5+k3s1'), {
      state: 'merged',
      merged: day('2024-08-30'),
      backports: [{ branch: 'release-24.05', head: over, headSource: 'over' }],
    });
    const backport = pull('release-24.05', over, { title: '[Backport release-24.05] k3s_1_30: 1.30.5+k3s1' });
    const [, onRelease] = withPullRequests([master, release], inFlight(backport, merged));
    expect(item(onRelease, 'k3s_1_30').pullRequests).toEqual([
      { role: 'in-review', pull: expect.objectContaining({ number: backport.number }) },
    ]);
    expect(onRelease.pullRequests?.owed).toEqual([]);
  });

  it('a merged pull request that removes a minor over a release branch owes it nothing', () => {
    const release = branch(RELEASE_SPEC, true);
    const { '1.30': _gone, ...kept } = RELEASE_SPEC.minors;
    const merged = pull('master', packaged(MASTER_SPEC), {
      state: 'merged',
      merged: day('2024-08-30'),
      backports: [{ branch: 'release-24.05', head: packaged({ ...RELEASE_SPEC, minors: kept }), headSource: 'over' }],
    });
    const [onRelease] = withPullRequests([release], inFlight(merged));
    expect(onRelease.pullRequests?.owed).toEqual([]);
    expect(onRelease.workItems.filter((i) => i.pullRequests)).toEqual([]);
  });

  it('without pull requests read, or when the search failed, the audits are as evaluated', () => {
    const master = branch(MASTER_SPEC);
    expect(withPullRequests([master], undefined)).toEqual([master.audit]);
    const failed = { pulls: [], notRead: 0, unread: 'The pull requests of NixOS/nixpkgs could not be read: 422.' };
    expect(withPullRequests([master], failed)).toEqual([master.audit]);
  });
});

describe('backportLabelsNeeded', () => {
  const master = branch(MASTER_SPEC);
  const base = master.audit;
  const facts = master.input;
  it('names the label of each live release that packages a minor whose version the pull request changes', () => {
    const head = { ...base, packaged: bumped(MASTER_SPEC, '1.30', '1.30.5+k3s1') };
    expect(backportLabelsNeeded(facts, head, base)).toEqual([
      { branch: 'release-24.05', label: 'backport release-24.05', minors: ['1.30'] },
    ]);
  });

  it('names none for a minor no live release packages, nor for a pull request that changes no version', () => {
    expect(
      backportLabelsNeeded(facts, { ...base, packaged: bumped(MASTER_SPEC, '1.31', '1.31.2+k3s1') }, base),
    ).toEqual([]);
    expect(backportLabelsNeeded(facts, base, base)).toEqual([]);
  });

  it('names none for a pull request of a release branch', () => {
    const release = branch(RELEASE_SPEC, true);
    expect(
      backportLabelsNeeded(
        release.input,
        { ...release.audit, packaged: bumped(RELEASE_SPEC, '1.30', '1.30.5+k3s1') },
        release.audit,
      ),
    ).toEqual([]);
  });
});
