import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import type { OtherBranchFacts } from '../../domain/types.js';
import {
  ALIAS_FILE,
  branchDefault,
  input,
  line,
  only,
  packaged,
  stableBranch,
  summary,
  upstream,
  type MinorSpec,
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';

// release-24.05 is supported; next(24.05) = 24.11 branches off on 2024-11-14.
const UP: Record<string, MinorSpec> = {
  '1.29': line('1.29.10+k3s1', '2025-02-28'),
  '1.30': line('1.30.6+k3s1', '2025-06-28'),
  '1.31': { releases: [['1.31.2+k3s1', '2024-08-20']], eol: '2025-10-28' },
  '1.32': { releases: [['1.32.0+k3s1', '2024-08-25']], eol: '2026-02-28' },
};
const ONLY_DEFAULT = { minors: { '1.29': '1.29.10+k3s1' }, default: '1.29' };
const FACTS: OtherBranchFacts = {
  unstableDefault: branchDefault('master', '1.32'),
  nextReleaseDefault: branchDefault('release-24.11', '1.31'),
};

function run(
  now: string,
  others: OtherBranchFacts,
  pkg: PackagedSpec = ONLY_DEFAULT,
  backportThrough: 'next-release' | 'before-next' = 'next-release',
) {
  return only(
    evaluate(
      input({
        now,
        branch: stableBranch('24.05'),
        packaged: packaged(pkg),
        upstream: upstream(UP),
        others,
        options: { backportThrough },
      }),
    ).findings,
    'backport-missing',
  );
}

describe('backport-missing (stable R, supported)', () => {
  it.each([
    [
      "before next(R) branches off: the path runs to master's default when its other minors are unknown",
      '2024-09-01',
      { unstableDefault: branchDefault('master', '1.31') },
      'next-release',
      ['1.30', '1.31'],
    ],
    [
      'before next(R) branches off: the path runs to the newest minor packaged on master, past its default',
      '2024-09-01',
      { unstableDefault: branchDefault('master', '1.31', ['1.30', '1.31', '1.32']) },
      'next-release',
      ['1.30', '1.31', '1.32'],
    ],
    [
      'before next(R) branches off, before-next',
      '2024-09-01',
      { unstableDefault: branchDefault('master', '1.31') },
      'before-next',
      ['1.30'],
    ],
    [
      'the day before next(R) branches off: still master',
      '2024-11-13',
      FACTS,
      'next-release',
      ['1.30', '1.31', '1.32'],
    ],
    ['on the branch-off day of next(R): default(next(R))', '2024-11-14', FACTS, 'next-release', ['1.30', '1.31']],
    ['after next(R) branched off', '2024-11-20', FACTS, 'next-release', ['1.30', '1.31']],
    ['after next(R) branched off, before-next', '2024-11-20', FACTS, 'before-next', ['1.30']],
  ] as const)('%s', (_case, now, others, backportThrough, missing) => {
    const findings = run(now, others, ONLY_DEFAULT, backportThrough);
    expect(findings.map((f) => f.minor)).toEqual(missing);
    for (const f of findings)
      expect(f).toMatchObject({ severity: 'error', attr: `k3s_${f.minor!.replace('.', '_')}`, file: ALIAS_FILE });
  });

  it('is clean when the whole path is packaged', () => {
    const pkg = { minors: { '1.29': '1.29.10+k3s1', '1.30': '1.30.6+k3s1', '1.31': '1.31.2+k3s1' }, default: '1.29' };
    expect(run('2024-11-20', FACTS, pkg)).toEqual([]);
  });

  it('says what to backport and why', () => {
    const [finding] = run('2024-11-20', FACTS);
    expect(finding.expected).toBe('1.30.6+k3s1');
    expect(finding.message).toBe(
      'release-24.05 has no k3s_1_30. Users of NixOS 24.05 (default k3s_1_29) must be able to upgrade one minor ' +
        'at a time through k3s 1.31, the default of release-24.11; NixOS 24.11 branched off on 2024-11-14. ' +
        'Backport k3s_1_30 (1.30.6+k3s1) to release-24.05.',
    );
    expect(finding.fix).toEqual({
      edits: [{ kind: 'add', minor: '1.30', attr: 'k3s_1_30', version: '1.30.6+k3s1' }],
      reason: 'on the upgrade path from k3s_1_29 through k3s 1.31',
    });
  });

  it('names the newest minor of master as the end of the path before next(R) branches off', () => {
    const [finding] = run(
      '2024-09-01',
      { unstableDefault: branchDefault('master', '1.31', ['1.31', '1.32']) },
      ONLY_DEFAULT,
      'before-next',
    );
    expect(finding.message).toContain(
      'up to the minor before k3s 1.32, the newest minor packaged on master; NixOS 24.11 has not branched off yet.',
    );
  });

  it.each([
    [
      'before next(R) branches off, without master',
      '2024-09-01',
      { nextReleaseDefault: branchDefault('release-24.11', '1.31') },
      'the newest minor packaged on master',
      'master',
      'NixOS 24.11 has not branched off yet',
    ],
    [
      'after next(R) branched off, without default(next(R))',
      '2024-11-20',
      { unstableDefault: branchDefault('master', '1.32') },
      'the default of release-24.11',
      'release-24.11',
      'NixOS 24.11 branched off on 2024-11-14',
    ],
  ])('%s: a notice naming the missing fact', (_case, now, others, missing, branch, why) => {
    const findings = run(now, others);
    expect(summary(findings)).toEqual(['backport-missing notice']);
    expect(findings[0].message).toBe(
      `Not checked whether release-24.05 has every minor on the upgrade path: ${why}, so the path ends at ${missing}, ` +
        `which is unknown. Give the action a token or a checkout of ${branch} to check it.`,
    );
  });

  it('asks for a minor on the path that upstream has not released yet without a version, not with a wrong one', () => {
    const findings = run('2024-11-20', { ...FACTS, nextReleaseDefault: branchDefault('release-24.11', '1.33') });
    expect(findings.map((f) => f.minor)).toEqual(['1.30', '1.31', '1.32', '1.33']);
    const unreleased = findings.find((f) => f.minor === '1.33')!;
    expect(unreleased.expected).toBeUndefined();
    expect(unreleased.fix?.edits).toEqual([{ kind: 'add', minor: '1.33', attr: 'k3s_1_33' }]);
    expect(unreleased.message).toContain('Backport k3s_1_33 to release-24.05.');
  });

  it('with an unresolvable default: a notice, no crash', () => {
    const findings = run('2024-11-20', FACTS, { minors: { '1.29': '1.29.10+k3s1' }, defaultAttr: 'k3s_1_28' });
    expect(summary(findings)).toEqual(['backport-missing notice']);
    expect(findings[0].message).toContain('could not be resolved to a packaged minor');
  });

  it('with a target that names no minor: a notice, no crash', () => {
    const findings = run('2024-11-20', { nextReleaseDefault: { branch: 'release-24.11', attr: 'k3s', source: 'x' } });
    expect(summary(findings)).toEqual(['backport-missing notice']);
  });
});
