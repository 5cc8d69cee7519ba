import { describe, expect, it } from '@jest/globals';
import { scanCodeSpans } from '../../../__tests__/report/markdownScan.js';
import { inertProse } from '../../report/inertText.js';
import { evaluate } from '../evaluate.js';
import type { OtherBranchFacts } from '../../domain/types.js';
import {
  ALIASES_FILE,
  branchDefault,
  input,
  line,
  only,
  packaged,
  summary,
  upstream,
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';

const UP = {
  '1.29': line('1.29.9+k3s1', '2025-02-28'),
  '1.30': line('1.30.5+k3s1', '2025-06-28'),
  '1.31': line('1.31.1+k3s1', '2025-10-28'),
};
// master has dropped 1.29 since 24.05 (default 1.29, also 1.30) branched off.
const MASTER = { minors: { '1.30': '1.30.5+k3s1', '1.31': '1.31.1+k3s1' }, default: '1.31' };
const STABLE = { currentStableDefault: branchDefault('release-24.05', '1.29', ['1.29', '1.30']) };

function run(pkg: PackagedSpec, others: OtherBranchFacts = STABLE) {
  return only(
    evaluate(input({ now: '2024-09-01', packaged: packaged(pkg), upstream: upstream(UP), others })).findings,
    'removal-unannounced',
  );
}

describe('removal-unannounced (unstable)', () => {
  it.each([
    ['aliases.nix has no throw for the removed minor', [], ['removal-unannounced error 1.29']],
    ['aliases.nix throws for it', ['1.29'], []],
    ['aliases.nix throws for another minor only', ['1.26'], ['removal-unannounced error 1.29']],
  ])('%s', (_case, thrown, expected) => {
    expect(summary(run({ ...MASTER, thrown }))).toEqual(expected);
  });

  it('asks for the throw in aliases.nix', () => {
    const [finding] = run({ ...MASTER, thrown: [] });
    expect(finding).toMatchObject({ attr: 'k3s_1_29', file: ALIASES_FILE });
    expect(finding.message).toBe(
      `k3s_1_29 is packaged on release-24.05 but gone from master, and ${ALIASES_FILE} has no throw for it: its ` +
        'users would meet an unknown attribute instead of the reason it went. ' +
        `Leave a throw for k3s_1_29 in ${ALIASES_FILE} (k3s_1_29 = throw "...";).`,
    );
    expect(finding.fix).toEqual({
      edits: [{ kind: 'throw', minor: '1.29', attr: 'k3s_1_29' }],
      reason: 'packaged on release-24.05, gone without a throw',
    });
  });

  it('words the throw so that Markdown shows it as written, no stray backtick', () => {
    const [finding] = run({ ...MASTER, thrown: [] });
    const { reading } = scanCodeSpans(inertProse(finding.message));
    expect(reading).toContain('(k3s_1_29 = throw "...";)');
    expect(reading).not.toContain('`');
  });

  it('is quiet when every minor of the current stable is still packaged', () => {
    expect(run({ ...MASTER, minors: { ...MASTER.minors, '1.29': '1.29.9+k3s1' }, thrown: [] })).toEqual([]);
  });

  it('in a pull request check, a minor the base packages and the head drops needs a throw too', () => {
    const others = { ...STABLE, base: branchDefault('master', '1.31', ['1.30', '1.31']) };
    const findings = run({ minors: { '1.31': '1.31.1+k3s1' }, default: '1.31', thrown: ['1.29'] }, others);
    expect(summary(findings)).toEqual(['removal-unannounced error 1.30']);
    expect(findings[0].message).toContain('packaged on release-24.05');
  });

  it('reads the base alone when the current stable was not read', () => {
    const others = { base: branchDefault('master', '1.31', ['1.30', '1.31']) };
    const findings = run({ minors: { '1.31': '1.31.1+k3s1' }, default: '1.31', thrown: [] }, others);
    expect(findings[0].message).toContain('k3s_1_30 is packaged on master but gone from master');
  });

  it('when aliases.nix was not read: one notice naming what went unchecked', () => {
    const findings = run(MASTER);
    expect(summary(findings)).toEqual(['removal-unannounced notice']);
    expect(findings[0].message).toBe(
      `Not checked whether ${ALIASES_FILE} has a throw for k3s_1_29, gone from master: the file was not read ` +
        '(a sparse checkout must include it).',
    );
  });

  it('when aliases.nix was not read: names every minor gone, oldest first', () => {
    const others = { ...STABLE, base: branchDefault('master', '1.31', ['1.30', '1.31']) };
    const findings = run({ minors: { '1.31': '1.31.1+k3s1' }, default: '1.31' }, others);
    expect(findings[0].message).toContain(`has a throw for k3s_1_29, k3s_1_30, gone from master`);
  });

  it('when aliases.nix was not read but nothing is gone: nothing to say', () => {
    expect(run({ ...MASTER, minors: { ...MASTER.minors, '1.29': '1.29.9+k3s1' } })).toEqual([]);
  });

  it.each([
    ['were not read', { currentStableDefault: branchDefault('release-24.05', '1.29') }, 'release-24.05'],
    ['are unknown, the branch was not read', {}, 'release-24.05'],
  ])('when the minors of the current stable %s: one notice', (_case, others, branch) => {
    const findings = run({ ...MASTER, thrown: [] }, others);
    expect(summary(findings)).toEqual(['removal-unannounced notice']);
    expect(findings[0].message).toBe(
      `Not checked whether the minors removed from master leave a throw in ${ALIASES_FILE}: the minors packaged ` +
        `on ${branch} were not read.`,
    );
  });

  it('before the first release of the calendar: names no release branch', () => {
    const findings = only(
      evaluate(input({ now: '2024-03-01', packaged: packaged({ ...MASTER, thrown: [] }), upstream: upstream(UP) }))
        .findings,
      'removal-unannounced',
    );
    expect(findings[0].message).toContain('the minors packaged on the current stable branch were not read.');
  });
});

// POLICY 2.1: every live release. testCalendar: 24.05 (1.29, 1.30) is supported until 2024-12-31; 24.11
// branches off 2024-11-14 with 1.30, 1.31 and 1.32, and is released 2024-11-30. master has since dropped
// 1.29 and 1.31 (1.32 is its default), with no throw for either.
describe('removal-unannounced against every live release', () => {
  const LIVE = {
    currentStableDefault: branchDefault('release-24.05', '1.30', ['1.29', '1.30']),
    liveReleases: [
      branchDefault('release-24.05', '1.30', ['1.29', '1.30']),
      branchDefault('release-24.11', '1.32', ['1.30', '1.31', '1.32']),
    ],
  };
  const UP_2411 = { ...UP, '1.32': line('1.32.0+k3s1', '2026-02-28', '2024-11-01') };
  const DROPPED = { minors: { '1.30': '1.30.5+k3s1', '1.32': '1.32.0+k3s1' }, default: '1.32', thrown: [] };
  const on = (now: string, others: OtherBranchFacts = LIVE) =>
    only(
      evaluate(input({ now, packaged: packaged(DROPPED), upstream: upstream(UP_2411), others })).findings,
      'removal-unannounced',
    );

  it.each([
    // The day before the branch-off: release-24.11 does not exist yet.
    ['2024-11-13', ['removal-unannounced error 1.29']],
    // The branch-off day: release-24.11 is live, and its users upgrading to master need the throw too.
    ['2024-11-14', ['removal-unannounced error 1.29', 'removal-unannounced error 1.31']],
    ['2024-11-29', ['removal-unannounced error 1.29', 'removal-unannounced error 1.31']],
    ['2024-11-30', ['removal-unannounced error 1.29', 'removal-unannounced error 1.31']],
    // 24.05's end-of-support day is still supported; the day after, only 24.11 is live.
    ['2024-12-31', ['removal-unannounced error 1.29', 'removal-unannounced error 1.31']],
    ['2025-01-01', ['removal-unannounced error 1.31']],
  ])('on %s: %j', (now, expected) => {
    expect(summary(on(now))).toEqual(expected);
  });

  it('names every live release that still packages the minor', () => {
    const others = {
      ...LIVE,
      liveReleases: [LIVE.liveReleases[0], branchDefault('release-24.11', '1.32', ['1.29', '1.30', '1.31', '1.32'])],
    };
    const [finding] = on('2024-11-20', others);
    expect(finding.message).toContain('k3s_1_29 is packaged on release-24.05 and release-24.11 but gone from master');
  });

  it('checks the live releases that were read, and says which were not', () => {
    const findings = on('2024-11-20', { currentStableDefault: LIVE.currentStableDefault });
    expect(summary(findings)).toEqual(['removal-unannounced error 1.29', 'removal-unannounced notice']);
    expect(findings[1].message).toBe(
      `Not checked whether the minors removed from master leave a throw in ${ALIASES_FILE}: the minors packaged ` +
        'on release-24.11 were not read.',
    );
  });

  it('when no live release was read: one notice naming them all', () => {
    const findings = on('2024-11-20', {});
    expect(summary(findings)).toEqual(['removal-unannounced notice']);
    expect(findings[0].message).toContain('the minors packaged on release-24.05 and release-24.11 were not read.');
  });
});
