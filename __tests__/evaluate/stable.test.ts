import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../../src/evaluate/evaluate.js';
import type { OtherBranchFacts, PolicyName } from '../../src/domain/types.js';
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
} from './builders.js';

// The test calendar: 24.05 (BO 2024-05-22, REL 2024-05-31, EOS 2024-12-31),
// 24.11 (BO 2024-11-14, REL 2024-11-30, EOS 2025-06-30), 25.05.
const UP: Record<string, MinorSpec> = {
  '1.28': line('1.28.15+k3s1', '2024-10-28'),
  '1.29': line('1.29.10+k3s1', '2025-02-28'),
  '1.30': line('1.30.6+k3s1', '2025-06-28'),
  '1.31': { releases: [['1.31.2+k3s1', '2024-08-20']], eol: '2025-10-28' },
  '1.32': { releases: [['1.32.0+k3s1', '2024-11-01']], eol: '2026-02-28' },
};

function audit(
  release: string,
  now: string,
  pkg: PackagedSpec,
  extra: {
    up?: Record<string, MinorSpec>;
    others?: OtherBranchFacts;
    policy?: PolicyName;
    backportThrough?: 'next-release' | 'before-next';
    keep?: Map<string, string>;
  } = {},
) {
  return evaluate(
    input({
      now,
      branch: stableBranch(release),
      packaged: packaged(pkg),
      upstream: upstream(extra.up ?? UP),
      others: extra.others ?? {},
      options: {
        ...(extra.policy ? { policy: extra.policy } : {}),
        ...(extra.backportThrough ? { backportThrough: extra.backportThrough } : {}),
        ...(extra.keep ? { keep: extra.keep } : {}),
      },
    }),
  );
}

const threeMinors = {
  minors: { '1.29': '1.29.10+k3s1', '1.30': '1.30.6+k3s1', '1.31': '1.31.2+k3s1' },
  default: '1.31',
};

describe('stable, pre-release phase (release-24.11 on 2024-11-20)', () => {
  it.each<[PolicyName, Record<string, MinorSpec>, string[]]>([
    ['nixpkgs', UP, ['extra-at-release error 1.29', 'extra-at-release error 1.30']],
    ['full-lifecycle', UP, ['extra-at-release error 1.29', 'extra-at-release error 1.30']],
    // EOL(1.30) == EOS(24.11): it lasts the whole release, so full-lifecycle keeps it.
    ['full-lifecycle', { ...UP, '1.30': line('1.30.6+k3s1', '2025-06-30') }, ['extra-at-release error 1.29']],
    ['all-supported', UP, []],
  ])('extra-at-release under policy %s', (policy, up, expected) => {
    const result = audit('24.11', '2024-11-20', threeMinors, { policy, up });
    expect(result.phase).toBe('pre-release');
    expect(summary(only(result.findings, 'extra-at-release'))).toEqual(expected);
  });

  it('tells what to remove and by when', () => {
    const [finding] = only(audit('24.11', '2024-11-20', threeMinors).findings, 'extra-at-release');
    expect(finding).toMatchObject({
      branch: 'release-24.11',
      attr: 'k3s_1_29',
      file: expect.stringContaining('1_29/versions.nix'),
    });
    expect(finding.message).toContain('Remove k3s_1_29 from release-24.11 before the release on 2024-11-30');
  });

  it.each([
    ['default EOL 2 days before EOS', '1.30', '2025-06-28', ['eol-before-eos warning 1.30']],
    ['default EOL on the EOS day', '1.30', '2025-06-30', []],
    ['default EOL after EOS', '1.31', '2025-10-28', []],
  ])('eol-before-eos: %s', (_case, defaultMinor, eol, expected) => {
    const up = { ...UP, [defaultMinor]: { ...UP[defaultMinor], eol } };
    const pkg = { minors: { [defaultMinor]: UP[defaultMinor].releases[0][0] }, default: defaultMinor };
    const findings = only(audit('24.11', '2024-11-20', pkg, { up }).findings, 'eol-before-eos');
    expect(summary(findings)).toEqual(expected);
    if (expected.length) {
      expect(findings[0]).toMatchObject({ expected: 'k3s_1_31', file: ALIAS_FILE });
      expect(findings[0].message).toContain("before 24.11's end of support on 2025-06-30");
    }
  });

  it('patch-behind fires, minor-eol and the unstable rules do not', () => {
    const up = {
      ...UP,
      '1.31': {
        releases: [
          ['1.31.2+k3s1', '2024-08-20'],
          ['1.31.3+k3s1', '2024-11-18'],
        ],
        eol: '2025-10-28',
      } as MinorSpec,
    };
    const findings = audit(
      '24.11',
      '2024-11-20',
      { minors: { '1.28': '1.28.15+k3s1', '1.31': '1.31.2+k3s1' }, default: '1.31' },
      { up, policy: 'all-supported' },
    ).findings;
    expect(summary(findings)).toEqual(['patch-behind warning 1.31']);
  });
});

describe('stable phases on the boundary days (release-24.11)', () => {
  it.each([
    ['the day before branch-off', '2024-11-13', 'pre-release', true],
    ['the branch-off day', '2024-11-14', 'pre-release', false],
    ['the day before release', '2024-11-29', 'pre-release', false],
    ['the release day', '2024-11-30', 'supported', false],
    ['the day before end of support', '2025-06-29', 'supported', false],
    // POLICY v2: the end-of-support day is still supported.
    ['the end-of-support day', '2025-06-30', 'supported', false],
    ['the day after end of support', '2025-07-01', 'retired', false],
  ])('%s (%s) is %s', (_case, now, phase, calendarNotice) => {
    const result = audit(
      '24.11',
      now,
      { minors: { '1.31': '1.31.2+k3s1' }, default: '1.31' },
      { policy: 'all-supported' },
    );
    expect(result.phase).toBe(phase);
    const notices = result.findings.filter((f) => f.message.includes('branches off on'));
    expect(notices).toHaveLength(calendarNotice ? 1 : 0);
    if (calendarNotice) expect(notices[0].message).toContain('2024-11-14');
  });
});

describe('stable, supported phase: backport-missing (release-24.05)', () => {
  const onlyDefault = { minors: { '1.29': '1.29.10+k3s1' }, default: '1.29' };
  const facts = {
    unstableDefault: branchDefault('master', '1.32'),
    nextReleaseDefault: branchDefault('release-24.11', '1.31'),
  };

  it.each([
    [
      'before next(R) branches off: path to default(unstable)',
      '2024-09-01',
      { unstableDefault: branchDefault('master', '1.31') },
      'next-release',
      ['1.30', '1.31'],
    ],
    [
      'before next(R) branches off, before-next',
      '2024-09-01',
      { unstableDefault: branchDefault('master', '1.31') },
      'before-next',
      ['1.30'],
    ],
    [
      'the day before next(R) branches off: still default(unstable)',
      '2024-11-13',
      facts,
      'next-release',
      ['1.30', '1.31', '1.32'],
    ],
    ['on the branch-off day of next(R): default(next(R))', '2024-11-14', facts, 'next-release', ['1.30', '1.31']],
    ['after next(R) branched off', '2024-11-20', facts, 'next-release', ['1.30', '1.31']],
    ['after next(R) branched off, before-next', '2024-11-20', facts, 'before-next', ['1.30']],
  ] as const)('%s', (_case, now, others, backportThrough, missing) => {
    const findings = only(audit('24.05', now, onlyDefault, { others, backportThrough }).findings, 'backport-missing');
    expect(findings.map((f) => f.minor)).toEqual(missing);
    for (const f of findings) expect(f).toMatchObject({ severity: 'error', attr: `k3s_${f.minor!.replace('.', '_')}` });
  });

  it('is clean when the whole path is packaged', () => {
    const findings = audit('24.05', '2024-11-20', threeMinors, { others: facts }).findings;
    expect(only(findings, 'backport-missing')).toEqual([]);
  });

  it('says what to backport and why', () => {
    const [finding] = only(audit('24.05', '2024-11-20', onlyDefault, { others: facts }).findings, 'backport-missing');
    expect(finding.expected).toBe('1.30.6+k3s1');
    expect(finding.message).toContain('Backport k3s_1_30 (1.30.6+k3s1) to release-24.05');
    expect(finding.message).toContain('release-24.11');
  });

  it.each([
    [
      'before next(R) branches off, without default(unstable)',
      '2024-09-01',
      { nextReleaseDefault: branchDefault('release-24.11', '1.31') },
      'master',
    ],
    [
      'after next(R) branched off, without default(next(R))',
      '2024-11-20',
      { unstableDefault: branchDefault('master', '1.32') },
      'release-24.11',
    ],
  ])('%s: a notice naming the missing fact', (_case, now, others, missingBranch) => {
    const findings = only(audit('24.05', now, onlyDefault, { others }).findings, 'backport-missing');
    expect(summary(findings)).toEqual(['backport-missing notice']);
    expect(findings[0].message).toContain(`default of ${missingBranch}`);
  });

  it('minor-eol is a warning on a supported stable branch', () => {
    const pkg = { minors: { '1.28': '1.28.15+k3s1', '1.29': '1.29.10+k3s1' }, default: '1.29' };
    const findings = audit('24.05', '2024-11-01', pkg, {
      others: { unstableDefault: branchDefault('master', '1.29') },
    }).findings;
    expect(summary(findings)).toEqual(['minor-eol warning 1.28']);
    expect(findings[0].message).toContain('move to k3s_1_29');
  });
});

describe('retired stable branches', () => {
  it.each([
    ['past its end of support', '24.05', '2025-01-01', 'reached its end of support on 2024-12-31'],
    ['older than the calendar', '23.05', '2025-01-01', 'older than the release calendar'],
  ])('%s: exactly one notice, nothing else', (_case, release, now, text) => {
    const result = audit(
      release,
      now,
      {
        minors: { '1.26': '1.26.1+k3s1', '1.27': '1.27.1+k3s1' },
        default: '1.26',
        problems: [{ file: 'pkgs/x.nix', message: 'garbled' }],
      },
      { up: { ...UP, '1.26': line('1.26.15+k3s1', '2024-02-28'), '1.27': line('1.27.16+k3s1', '2024-06-28') } },
    );
    expect(result.phase).toBe('retired');
    expect(summary(result.findings)).toEqual(['branch-retired notice']);
    expect(result.findings[0].message).toContain(text);
  });
});

describe('a stable release the calendar does not know', () => {
  it('is checked as pre-release and says the calendar lacks it', () => {
    const result = audit('26.05', '2024-11-20', threeMinors);
    expect(result.phase).toBe('pre-release');
    expect(result.findings.some((f) => f.severity === 'notice' && f.message.includes('no NixOS 26.05'))).toBe(true);
    expect(summary(only(result.findings, 'extra-at-release').filter((f) => f.severity === 'error'))).toEqual([
      'extra-at-release error 1.29',
      'extra-at-release error 1.30',
    ]);
  });
});
