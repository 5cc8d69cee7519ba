import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../../src/evaluate/evaluate.js';
import type { OtherBranchFacts } from '../../src/domain/types.js';
import { addDays, formatDay } from '../../src/calendar/releaseCalendar.js';
import {
  ALIAS_FILE,
  ALIAS_LINE,
  branchDefault,
  day,
  input,
  line,
  only,
  packaged,
  summary,
  upstream,
  versionsFile,
  type MinorSpec,
  type PackagedSpec,
} from './builders.js';

// On master at 2024-09-01 (current stable: 24.05, whose default is 1.29 unless a row says otherwise).
const NOW = '2024-09-01';
const stableDefault = { currentStableDefault: branchDefault('release-24.05', '1.29') };
const plus = (days: number): string => formatDay(addDays(day(NOW), days));

function run(pkg: PackagedSpec, up: Record<string, MinorSpec>, others: OtherBranchFacts = stableDefault) {
  return evaluate(input({ now: NOW, packaged: packaged(pkg), upstream: upstream(up), others })).findings;
}

describe('unstable: patch-behind', () => {
  it.each([
    ['older patch', '1.30.2+k3s1', [['1.30.4+k3s1', '2024-08-20']], '1.30.4+k3s1'],
    ['same patch, newer k3sN (k3s2 > k3s1)', '1.30.2+k3s1', [['1.30.2+k3s2', '2024-07-01']], '1.30.2+k3s2'],
    [
      'newest of unordered releases',
      '1.30.2+k3s1',
      [
        ['1.30.3+k3s1', '2024-07-20'],
        ['1.30.4+k3s1', '2024-08-20'],
        ['1.30.1+k3s1', '2024-06-01'],
      ],
      '1.30.4+k3s1',
    ],
  ] as const)('fires for %s', (_case, packagedVersion, releases, expected) => {
    const findings = run(
      { minors: { '1.30': packagedVersion }, default: '1.30' },
      {
        '1.30': { releases: releases.map(([v, d]) => [v, d] as [string, string]), eol: '2025-06-28', ga: '2024-04-25' },
      },
    );
    const [finding] = only(findings, 'patch-behind');
    expect(finding).toMatchObject({
      severity: 'warning',
      branch: 'master',
      minor: '1.30',
      attr: 'k3s_1_30',
      packaged: packagedVersion,
      expected,
      file: versionsFile('1.30'),
      line: 2,
    });
    expect(finding.message).toContain(`k3s_1_30 is ${packagedVersion}; upstream has ${expected}`);
    expect(finding.message).toContain(`Update ${versionsFile('1.30')}`);
  });

  it.each([
    ['packaged is the latest', '1.30.4+k3s1', [['1.30.4+k3s1', '2024-08-20']]],
    ['packaged is newer than what upstream lists', '1.30.5+k3s1', [['1.30.4+k3s1', '2024-08-20']]],
    [
      'the newer release is published after now',
      '1.30.4+k3s1',
      [
        ['1.30.4+k3s1', '2024-08-20'],
        ['1.30.5+k3s1', plus(1)],
      ],
    ],
  ] as const)('does not fire when %s', (_case, packagedVersion, releases) => {
    const findings = run(
      { minors: { '1.30': packagedVersion }, default: '1.30' },
      {
        '1.30': { releases: releases.map(([v, d]) => [v, d] as [string, string]), eol: '2025-06-28', ga: '2024-04-25' },
      },
    );
    expect(only(findings, 'patch-behind')).toEqual([]);
  });

  it('does not take a release published later the same day as latest', () => {
    const findings = evaluate(
      input({
        now: NOW, // 09:30 UTC
        packaged: packaged({ minors: { '1.30': '1.30.4+k3s1' }, default: '1.30' }),
        upstream: upstream({
          '1.30': {
            releases: [
              ['1.30.4+k3s1', '2024-08-20'],
              ['1.30.5+k3s1', NOW],
            ],
            eol: '2025-06-28',
          },
        }),
        others: stableDefault,
      }),
    ).findings;
    expect(only(findings, 'patch-behind')).toEqual([]);
  });
});

describe('unstable: minor-missing', () => {
  const up = {
    '1.28': line('1.28.9+k3s1', '2024-10-28'),
    '1.29': line('1.29.8+k3s1', '2025-02-28'),
    '1.30': line('1.30.4+k3s1', '2025-06-28'),
    '1.31': { releases: [['1.31.0+k3s1', '2024-08-20']], eol: '2025-10-28' } as MinorSpec,
    '1.32': { releases: [['1.32.0+k3s1', plus(10)]] } as MinorSpec,
  };

  it.each([
    ['a brand-new minor', { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, ['1.31']],
    ['a gap between packaged minors', { '1.29': '1.29.8+k3s1', '1.31': '1.31.0+k3s1' }, ['1.30']],
    ['a gap and a new minor', { '1.29': '1.29.8+k3s1' }, ['1.30', '1.31']],
    [
      'nothing: every supported newer minor is packaged',
      { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1', '1.31': '1.31.0+k3s1' },
      [],
    ],
    [
      'nothing for minors older than the oldest packaged (1.28), or not released yet (1.32)',
      { '1.30': '1.30.4+k3s1', '1.31': '1.31.0+k3s1' },
      [],
    ],
  ])('%s', (_case, minors, missing) => {
    const findings = only(run({ minors, default: Object.keys(minors).at(-1) }, up), 'minor-missing');
    expect(findings.map((f) => f.minor)).toEqual(missing);
    for (const f of findings) {
      expect(f).toMatchObject({ severity: 'error', attr: `k3s_${f.minor!.replace('.', '_')}`, file: ALIAS_FILE });
      expect(f.message).toContain(`has no k3s_${f.minor!.replace('.', '_')}`);
    }
  });

  it('does not ask for a supported-looking minor that is past its EOL', () => {
    const findings = run(
      { minors: { '1.29': '1.29.8+k3s1', '1.31': '1.31.0+k3s1' }, default: '1.31' },
      {
        ...up,
        '1.30': line('1.30.4+k3s1', plus(-1)),
      },
    );
    expect(only(findings, 'minor-missing')).toEqual([]);
  });

  it('orders minors numerically: 1.10 is newer than 1.9', () => {
    const findings = run(
      { minors: { '1.9': '1.9.5+k3s1' }, default: '1.9' },
      { '1.9': line('1.9.5+k3s1', '2025-01-01'), '1.10': line('1.10.1+k3s1', '2025-06-01') },
    );
    expect(summary(only(findings, 'minor-missing'))).toEqual(['minor-missing error 1.10']);
    expect(only(findings, 'minor-missing')[0].message).toContain(`${versionsFile('1.10').replace('versions.nix', '')}`);
  });
});

describe('unstable: default-not-newest', () => {
  const up = { '1.9': line('1.9.5+k3s1', '2025-06-01'), '1.10': line('1.10.1+k3s1', '2025-06-01') };

  it.each([
    ['k3s points to an older minor', '1.9', true],
    ['k3s points to the newest minor (1.10, not 1.9)', '1.10', false],
  ])('%s', (_case, defaultMinor, fires) => {
    const findings = only(
      run({ minors: { '1.9': '1.9.5+k3s1', '1.10': '1.10.1+k3s1' }, default: defaultMinor }, up),
      'default-not-newest',
    );
    if (!fires) {
      expect(findings).toEqual([]);
      return;
    }
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'error',
        attr: 'k3s',
        packaged: 'k3s_1_9',
        expected: 'k3s_1_10',
        file: ALIAS_FILE,
        line: ALIAS_LINE,
      }),
    ]);
    expect(findings[0].message).toContain(`Point k3s to k3s_1_10 in ${ALIAS_FILE}`);
  });

  it('fires when k3s points to an attribute that is not packaged', () => {
    const findings = only(run({ minors: { '1.10': '1.10.1+k3s1' }, defaultAttr: 'k3s_1_8' }, up), 'default-not-newest');
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'error', packaged: 'k3s_1_8', expected: 'k3s_1_10' }),
    ]);
  });

  it('says it could not check when the alias was not found', () => {
    const findings = only(run({ minors: { '1.10': '1.10.1+k3s1' } }, up), 'default-not-newest');
    expect(summary(findings)).toEqual(['default-not-newest notice']);
  });
});

describe('unstable: minor-eol and eol-soon on the boundary days', () => {
  it.each([
    ['EOL 10 days ago', -10, ['minor-eol error 1.29']],
    ['EOL today (EOL == t)', 0, ['minor-eol error 1.29']],
    ['EOL tomorrow (t = EOL - 1 day)', 1, ['eol-soon warning 1.29']],
    ['EOL in 30 days (t + 30)', 30, ['eol-soon warning 1.29']],
    ['EOL in 31 days', 31, []],
    ['EOL in a year', 365, []],
  ])('%s', (_case, offset, expected) => {
    const findings = run(
      { minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' },
      { '1.29': line('1.29.8+k3s1', plus(offset)), '1.30': line('1.30.4+k3s1', '2025-06-28') },
    );
    expect(summary(findings.filter((f) => f.rule === 'minor-eol' || f.rule === 'eol-soon'))).toEqual(expected);
  });

  it('names the date, the file and what to do', () => {
    const findings = run(
      { minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' },
      { '1.29': line('1.29.8+k3s1', plus(-3)), '1.30': line('1.30.4+k3s1', plus(12)) },
    );
    const [eol] = only(findings, 'minor-eol');
    expect(eol).toMatchObject({ file: versionsFile('1.29'), line: 2, packaged: '1.29.8+k3s1' });
    expect(eol.message).toContain(`reached its end of life on ${plus(-3)}.`);
    expect(eol.message).toContain('Remove it from master');
    const [soon] = only(findings, 'eol-soon');
    expect(soon.message).toContain(`on ${plus(12)}, in 12 days`);
  });

  it('says "(estimated)" when EOL is estimated, also when derived from GA + 14 months', () => {
    const findings = run(
      { minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' },
      {
        '1.29': { releases: [['1.29.8+k3s1', '2023-06-01']], eol: plus(-1), eolEstimated: true },
        // GA 2023-07-01 + 14 months = 2024-09-01 = today
        '1.30': { releases: [['1.30.4+k3s1', '2023-07-01']] },
      },
    );
    expect(summary(only(findings, 'minor-eol'))).toEqual(['minor-eol error 1.29', 'minor-eol error 1.30']);
    for (const f of only(findings, 'minor-eol')) expect(f.message).toContain('(estimated)');
  });
});

describe('unstable: minor-superseded', () => {
  const up = {
    '1.28': line('1.28.9+k3s1', '2024-10-28'),
    '1.29': line('1.29.8+k3s1', '2025-02-28'),
    '1.30': line('1.30.4+k3s1', '2025-06-28'),
  };
  const pkg = { minors: { '1.28': '1.28.9+k3s1', '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' };

  it.each([
    ['stable default 1.29: only 1.28 is superseded', '1.29', ['minor-superseded error 1.28']],
    ['stable default 1.28: nothing is superseded', '1.28', []],
    ['stable default 1.30: 1.28 and 1.29 are', '1.30', ['minor-superseded error 1.28', 'minor-superseded error 1.29']],
  ])('%s', (_case, minor, expected) => {
    const findings = run(pkg, up, { currentStableDefault: branchDefault('release-24.05', minor) });
    expect(summary(only(findings, 'minor-superseded'))).toEqual(expected);
  });

  it('names the stable release and its branch, but not where the fact was read (issue text must not churn)', () => {
    const [finding] = only(run(pkg, up), 'minor-superseded');
    expect(finding.message).toContain('NixOS 24.05');
    expect(finding.message).toContain('on release-24.05');
    expect(finding.message).not.toContain('test release-24.05');
    expect(finding).toMatchObject({ file: versionsFile('1.28'), attr: 'k3s_1_28' });
  });

  it.each([
    ['absent', {}],
    ['without a minor', { currentStableDefault: branchDefault('release-24.05', undefined) }],
  ])('when the current stable default is %s: one notice, no guess', (_case, others) => {
    const findings = only(run(pkg, up, others), 'minor-superseded');
    expect(summary(findings)).toEqual(['minor-superseded notice']);
    expect(findings[0].message).toContain('unknown');
  });
});

describe('unstable: rules of other phases do not run', () => {
  it('never yields stable-only findings', () => {
    const findings = run(
      { minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' },
      { '1.29': line('1.29.8+k3s1', '2024-10-01'), '1.30': line('1.30.4+k3s1', '2025-06-28') },
    );
    const rules = new Set(findings.map((f) => f.rule));
    for (const stableOnly of ['extra-at-release', 'eol-before-eos', 'backport-missing', 'branch-retired'] as const) {
      expect(rules.has(stableOnly)).toBe(false);
    }
  });
});
