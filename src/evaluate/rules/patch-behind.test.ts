import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import { addDays, formatDay } from '../../calendar/releaseCalendar.js';
import {
  branchDefault,
  day,
  input,
  line,
  only,
  packaged,
  stableBranch,
  summary,
  upstream,
  versionsFile,
  type MinorSpec,
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';

const escaped = (text: string): string => text.replace(/[.+]/g, '\\$&');

// On master at 2024-09-01 09:30 UTC; the builders publish releases at noon UTC.
const NOW = '2024-09-01';
const plus = (days: number): string => formatDay(addDays(day(NOW), days));
const others = { currentStableDefault: branchDefault('release-24.05', '1.29', ['1.29']) };

function run(pkg: PackagedSpec, up: Record<string, MinorSpec>, now = NOW) {
  return evaluate(input({ now, packaged: packaged(pkg), upstream: upstream(up), others })).findings;
}

const releases = (...list: Array<[string, string]>): MinorSpec => ({
  releases: list,
  eol: '2025-06-28',
  ga: '2024-04-25',
});

describe('patch-behind', () => {
  it.each([
    ['an older patch', '1.30.2+k3s1', releases(['1.30.4+k3s1', '2024-08-20']), '1.30.4+k3s1'],
    [
      'the same patch with a newer k3sN (k3s2 > k3s1)',
      '1.30.2+k3s1',
      releases(['1.30.2+k3s2', '2024-07-01']),
      '1.30.2+k3s2',
    ],
    [
      'the newest of unordered releases',
      '1.30.2+k3s1',
      releases(['1.30.3+k3s1', '2024-07-20'], ['1.30.4+k3s1', '2024-08-20'], ['1.30.1+k3s1', '2024-06-01']),
      '1.30.4+k3s1',
    ],
    // A release counts from the UTC day it is published: noon today is seen at 09:30 today.
    [
      'a release published later today',
      '1.30.4+k3s1',
      releases(['1.30.4+k3s1', '2024-08-20'], ['1.30.5+k3s1', NOW]),
      '1.30.5+k3s1',
    ],
  ])('fires for %s', (_case, packagedVersion, spec, expected) => {
    const [finding, ...rest] = only(
      run({ minors: { '1.30': packagedVersion }, default: '1.30' }, { '1.30': spec }),
      'patch-behind',
    );
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      severity: 'warning',
      branch: 'master',
      minor: '1.30',
      attr: 'k3s_1_30',
      packaged: packagedVersion,
      expected,
      file: versionsFile('1.30'),
      line: 2,
      fix: {
        edits: [{ kind: 'update', minor: '1.30', attr: 'k3s_1_30', version: expected }],
        // The packaged version, upstream's latest and its day.
        reason: expect.stringMatching(
          new RegExp(`^${escaped(packagedVersion)} → ${escaped(expected)}, released \\d{4}-\\d{2}-\\d{2}$`),
        ),
      },
    });
    expect(finding.message).toContain(`k3s_1_30 is ${packagedVersion}; upstream has ${expected}`);
    expect(finding.message).toContain(`Update ${versionsFile('1.30')} to ${expected}.`);
  });

  it.each([
    ['the packaged version is the latest', '1.30.4+k3s1', releases(['1.30.4+k3s1', '2024-08-20'])],
    ['the packaged version is newer than what upstream lists', '1.30.5+k3s1', releases(['1.30.4+k3s1', '2024-08-20'])],
    [
      'the newer release is published tomorrow',
      '1.30.4+k3s1',
      releases(['1.30.4+k3s1', '2024-08-20'], ['1.30.5+k3s1', plus(1)]),
    ],
    ['upstream has no release of the minor', '1.30.4+k3s1', { releases: [], eol: '2025-06-28' }],
  ])('does not fire when %s', (_case, packagedVersion, spec) => {
    expect(
      only(run({ minors: { '1.30': packagedVersion }, default: '1.30' }, { '1.30': spec }), 'patch-behind'),
    ).toEqual([]);
  });

  it('compares every packaged minor with its own latest release', () => {
    const findings = run(
      { minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1', '1.31': '1.31.0+k3s1' }, default: '1.31' },
      {
        '1.29': line('1.29.9+k3s1', '2025-02-28'),
        '1.30': line('1.30.4+k3s1', '2025-06-28'),
        '1.31': { releases: [['1.31.1+k3s1', '2024-08-30']], eol: '2025-10-28' },
      },
    );
    expect(summary(only(findings, 'patch-behind'))).toEqual(['patch-behind warning 1.29', 'patch-behind warning 1.31']);
  });

  it('does not tell a minor that must be removed to take a patch update', () => {
    // 1.28 is older than 24.05's default 1.29 (minor-superseded) and behind upstream.
    const findings = run(
      { minors: { '1.28': '1.28.9+k3s1', '1.29': '1.29.8+k3s1' }, default: '1.29' },
      { '1.28': line('1.28.10+k3s1', '2024-10-28'), '1.29': line('1.29.8+k3s1', '2025-02-28') },
    );
    expect(summary(findings.filter((f) => f.minor === '1.28'))).toEqual(['minor-superseded error 1.28']);
  });

  it('still tells a pinned minor to take its patch update', () => {
    const findings = evaluate(
      input({
        now: NOW,
        packaged: packaged({ minors: { '1.28': '1.28.9+k3s1', '1.29': '1.29.8+k3s1' }, default: '1.29' }),
        upstream: upstream({ '1.28': line('1.28.10+k3s1', '2024-10-28'), '1.29': line('1.29.8+k3s1', '2025-02-28') }),
        others,
        options: { keep: new Map([['1.28', 'Rancher 2.7']]) },
      }),
    ).findings;
    expect(summary(findings.filter((f) => f.minor === '1.28'))).toEqual([
      'patch-behind warning 1.28',
      'minor-superseded notice 1.28',
    ]);
  });

  it.each([
    ['before the release (release-24.11)', '24.11', '2024-11-20'],
    ['on a supported release (release-24.05)', '24.05', '2024-09-01'],
  ])('fires %s: patches are backported', (_case, release, now) => {
    const findings = evaluate(
      input({
        now,
        branch: stableBranch(release),
        packaged: packaged({ minors: { '1.30': '1.30.2+k3s1' }, default: '1.30' }),
        upstream: upstream({ '1.30': releases(['1.30.4+k3s1', '2024-08-20']) }),
        others: { unstableDefault: branchDefault('master', '1.30', ['1.30']) },
      }),
    ).findings;
    const [finding] = only(findings, 'patch-behind');
    expect(finding).toMatchObject({ severity: 'warning', branch: `release-${release}`, expected: '1.30.4+k3s1' });
  });
});
