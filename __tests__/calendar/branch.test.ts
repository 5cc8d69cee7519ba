import { describe, expect, it } from '@jest/globals';
import { branchFromContext, parseBranch } from '../../src/calendar/branch.js';
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
  ])('%s is %s (%s %s)', (text, name, kind, release) => {
    expect(parseBranch(text)).toEqual({ name, kind, ...(release ? { release } : {}) });
  });

  it.each(['main', 'feature/k3s-1.31', 'refs/pull/123/merge', 'release-24.5', 'release-24.05-extra', ''])('%p is not a nixpkgs branch', (text) => {
    expect(parseBranch(text)).toBeUndefined();
  });
});

describe('branchFromContext', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  const calendar = buildReleaseCalendar({ now });

  it.each([
    ['the input first', { input: 'release-26.05', baseRef: 'master', ref: 'refs/heads/master' }, 'release-26.05', 'input'],
    ['then the pull request base', { baseRef: 'release-25.11', ref: 'refs/pull/7/merge', nixosVersion: '27.05' }, 'release-25.11', 'GITHUB_BASE_REF'],
    ['then the pushed ref', { baseRef: '', ref: 'refs/heads/nixos-unstable', nixosVersion: '26.05' }, 'nixos-unstable', 'GITHUB_REF'],
    ['then lib/.version of a released release', { ref: 'refs/pull/7/merge', nixosVersion: '26.05' }, 'release-26.05', 'lib/.version is 26.05'],
    ['then lib/.version of a release that has branched off (26.11, estimated 2026-11-20)', { nixosVersion: '26.11' }, 'release-26.11', 'has branched off'],
    ['then lib/.version of a release not branched off yet', { nixosVersion: '27.05\n' }, 'master', 'has not branched off'],
    ['then lib/.version beyond the calendar', { nixosVersion: '31.05' }, 'master', 'has not branched off'],
  ])('uses %s', (_case, context, name, reason) => {
    const chosen = branchFromContext({ ...context, calendar, now });
    expect(chosen.branch.name).toBe(name);
    expect(chosen.reason).toContain(reason);
  });

  it('rejects an input that is not a nixpkgs branch', () => {
    expect(() => branchFromContext({ input: 'main', calendar, now })).toThrow('"main"');
  });

  it('says what is missing when nothing names a branch', () => {
    expect(() => branchFromContext({ ref: 'refs/tags/v1', calendar, now })).toThrow('Set the "branch" input');
  });
});
