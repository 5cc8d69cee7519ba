import { describe, expect, it } from '@jest/globals';
import { branchFromContext, parseBranch, versionAfterDay } from '../../src/calendar/branch.js';
import { cliWords } from '../../src/cli/words.js';
import { buildReleaseCalendar } from '../../src/calendar/releaseCalendar.js';

describe('parseBranch', () => {
  it.each([
    ['master', 'master', 'unstable', undefined],
    ['nixos-unstable', 'nixos-unstable', 'unstable', undefined],
    ['nixos-unstable-small', 'nixos-unstable-small', 'unstable', undefined],
    ['nixpkgs-unstable', 'nixpkgs-unstable', 'unstable', undefined],
    ['staging', 'staging', 'unstable', undefined],
    ['staging-next', 'staging-next', 'unstable', undefined],
    ['refs/heads/master', 'master', 'unstable', undefined],
    ['release-24.05', 'release-24.05', 'stable', '24.05'],
    ['refs/heads/release-24.05', 'release-24.05', 'stable', '24.05'],
    ['nixos-24.05', 'nixos-24.05', 'stable', '24.05'],
    ['nixos-24.05-small', 'nixos-24.05-small', 'stable', '24.05'],
    ['nixpkgs-24.05', 'nixpkgs-24.05', 'stable', '24.05'],
    ['nixpkgs-24.05-darwin', 'nixpkgs-24.05-darwin', 'stable', '24.05'],
    ['staging-24.11', 'staging-24.11', 'stable', '24.11'],
    ['staging-next-24.11', 'staging-next-24.11', 'stable', '24.11'],
    [' release-24.05\n', 'release-24.05', 'stable', '24.05'],
  ])('%s is %s (%s %s)', (text, name, kind, release) => {
    expect(parseBranch(text)).toEqual({ name, kind, ...(release ? { release } : {}) });
  });

  it.each([
    'main',
    'feature/k3s-1.31',
    'refs/pull/123/merge',
    'release-24.5',
    'release-24.05-extra',
    'release-refs/heads/24.05',
    'my-release-24.05',
    '',
  ])('%p is not a nixpkgs branch', (text) => {
    expect(parseBranch(text)).toBeUndefined();
  });
});

describe('branchFromContext', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  // Built in each test, so that mutation testing sees which tests exercise the calendar.
  const calendar = () => buildReleaseCalendar({ now });

  it.each([
    [
      'the input first',
      { input: 'release-26.05', baseRef: 'master', ref: 'refs/heads/master' },
      'release-26.05',
      'input',
    ],
    [
      'then the pull request base',
      { baseRef: 'release-25.11', ref: 'refs/pull/7/merge', nixosVersion: '27.05' },
      'release-25.11',
      'GITHUB_BASE_REF',
    ],
    [
      'then the pushed ref',
      { baseRef: '', ref: 'refs/heads/nixos-unstable', nixosVersion: '26.05' },
      'nixos-unstable',
      'GITHUB_REF',
    ],
    [
      'then lib/.version of a released release',
      { ref: 'refs/pull/7/merge', nixosVersion: '26.05' },
      'release-26.05',
      'lib/.version is 26.05',
    ],
    [
      'then lib/.version of a release that has branched off (26.11, estimated 2026-11-20)',
      { nixosVersion: '26.11' },
      'release-26.11',
      'has branched off',
    ],
    [
      'then lib/.version of a release not branched off yet',
      { nixosVersion: '27.05\n' },
      'master',
      'has not branched off',
    ],
    ['then lib/.version beyond the calendar', { nixosVersion: '31.05' }, 'master', 'has not branched off'],
  ])('uses %s', (_case, context, name, reason) => {
    const chosen = branchFromContext({ ...context, calendar: calendar(), now });
    expect(chosen.branch.name).toBe(name);
    expect(chosen.reason).toContain(reason);
  });

  // lib/.version of 26.11 (estimated branch-off 2026-11-20) and 26.05 (branch-off on record 2026-05-24).
  it.each([
    [
      '26.11',
      '2026-11-19T23:59:59Z',
      'master',
      'lib/.version is 26.11, a release that has not branched off yet (NixOS 26.11 branches off on 2026-11-20), so this is unstable (master).',
    ],
    [
      '26.11',
      '2026-11-20T00:00:00Z',
      'release-26.11',
      'lib/.version is 26.11, a release that has branched off, so this is release-26.11.',
    ],
    [
      '26.05',
      '2026-05-23T23:59:59Z',
      'master',
      'lib/.version is 26.05, a release that has not branched off yet (NixOS 26.05 branches off on 2026-05-24), so this is unstable (master).',
    ],
    [
      '26.05',
      '2026-05-24T00:00:00Z',
      'release-26.05',
      'lib/.version is 26.05, a release that has branched off, so this is release-26.05.',
    ],
    // Past the calendar's last release (26.11 on that day): not branched off, no date to quote.
    [
      '28.05',
      '2026-05-24T00:00:00Z',
      'master',
      'lib/.version is 28.05, a release that has not branched off yet, so this is unstable (master).',
    ],
  ])('lib/.version %s at %s is %s', (version, at, name, reason) => {
    const now = new Date(at);
    const chosen = branchFromContext({ nixosVersion: version, calendar: buildReleaseCalendar({ now }), now });
    expect(chosen.branch).toEqual(
      name === 'master' ? { name, kind: 'unstable' } : { name, kind: 'stable', release: version },
    );
    expect(chosen.reason).toBe(reason);
  });

  it('takes lib/.version as a release branch when the calendar is empty', () => {
    const chosen = branchFromContext({ nixosVersion: '26.05', calendar: { releases: [] }, now });
    expect(chosen.branch).toEqual({ name: 'release-26.05', kind: 'stable', release: '26.05' });
  });

  it('takes lib/.version of the last release in the calendar, once it has branched off, as that release', () => {
    // horizon 1 on 2026-11-25: the calendar ends at 26.11, which branched off on 2026-11-20 (estimated).
    const at = new Date('2026-11-25T00:00:00Z');
    const chosen = branchFromContext({
      nixosVersion: '26.11',
      calendar: buildReleaseCalendar({ now: at, horizon: 1 }),
      now: at,
    });
    expect(chosen.branch.name).toBe('release-26.11');
  });

  it('skips a blank branch input', () => {
    expect(branchFromContext({ input: '  ', baseRef: 'master', calendar: calendar(), now }).branch.name).toBe('master');
  });

  it.each(['26.5', 'next', 'v26.05', '26.05.1', ''])('does not take lib/.version %p', (version) => {
    expect(() => branchFromContext({ nixosVersion: version, calendar: calendar(), now })).toThrow(
      'Set the input branch (master or release-YY.MM).',
    );
  });

  it('rejects an input that is not a nixpkgs branch', () => {
    expect(() => branchFromContext({ input: ' main ', calendar: calendar(), now })).toThrow(
      'Input branch "main" is not a nixpkgs branch this action knows: use master, nixos-unstable, ' +
        'nixpkgs-unstable, staging, release-YY.MM, nixos-YY.MM or nixpkgs-YY.MM.',
    );
  });

  it('says what is missing when nothing names a branch', () => {
    expect(() => branchFromContext({ ref: 'refs/tags/v1', calendar: calendar(), now })).toThrow(
      'Cannot tell which nixpkgs branch to audit: no pull request base or pushed branch names one, and the ' +
        'checkout has no readable lib/.version. Set the input branch (master or release-YY.MM).',
    );
  });

  it("words its asks in the front end's words: the CLI names --branch", () => {
    const words = cliWords(false);
    expect(() => branchFromContext({ input: 'main', calendar: calendar(), now, words })).toThrow(
      '--branch "main" is not a nixpkgs branch',
    );
    expect(branchFromContext({ input: 'master', calendar: calendar(), now, words }).reason).toBe(
      'Branch master was given (--branch).',
    );
    expect(() => branchFromContext({ calendar: calendar(), now, words })).toThrow(
      'Give --branch (master or release-YY.MM).',
    );
  });
});

describe('versionAfterDay: a checkout whose lib/.version no branch had yet on the day audited', () => {
  const heading = (version: string, day: string): string | undefined => {
    const now = new Date(`${day}T00:00:00Z`);
    return versionAfterDay(version, buildReleaseCalendar({ now }), now)?.name;
  };

  it.each([
    // A tree of 2027 audited as of 1999: master then headed for the first release the calendar knows.
    ['27.05', '1999-01-01', '20.09'],
    // 26.05 branched off on 2026-05-24 (on record): master named 26.05 until then.
    ['26.11', '2026-05-01', '26.05'],
    // 26.11's branch-off is only estimated (2026-11-20): 27.05 is one release too far all the same.
    ['27.11', '2026-11-18', '26.11'],
  ])('%s on %s: master headed for %s', (version, day, release) => {
    expect(heading(version, day)).toBe(release);
  });

  it.each([
    // The release master heads for, and the branches of releases before it.
    ['26.11', '2026-11-18'],
    ['26.05', '2026-11-29'],
    ['25.05', '2026-11-29'],
    ['26.11', '2026-05-24'],
    // An estimated branch-off may come early: master may name the next release before the estimate,
    // whether the calendar of the day reaches that release (2026-11-18) or not yet (2026-05-24).
    ['27.05', '2026-11-18'],
    ['27.05', '2026-05-24'],
    // Not a release name: not this question's to answer.
    ['unstable', '2026-11-29'],
  ])('%s on %s: no contradiction', (version, day) => {
    expect(heading(version, day)).toBeUndefined();
  });
});
