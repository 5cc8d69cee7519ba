// minor-eol in the rke2 table (POLICY-rke2.md), the shared rule with rke2's
// policy for release branches (always-marked): on unstable an error (remove
// it); on a release branch, before and after the release alike, a warning
// until marked with meta.knownVulnerabilities, then a notice, never removed;
// with eol-soon on unstable, on their boundary days.
import { describe, expect, it } from '@jest/globals';
import { buildReleaseCalendar, parseDay } from '../../calendar/releaseCalendar.js';
import {
  DEFAULT_NIX,
  MASTER,
  plus,
  rke2Fact,
  rke2Findings,
  rke2Items,
  rke2Upstream,
  shapes,
  stableBranch,
  versionsFile,
  type Rke2Branch,
} from '../../../__tests__/families/rke2World.js';

const EOL = '2025-02-28';
const UPSTREAM = rke2Upstream(
  {
    '1.29': { releases: [['1.29.12+rke2r1', '2024-12-12']], eol: EOL },
    '1.30': { releases: [['1.30.8+rke2r1', '2024-12-12']], eol: '2025-10-28' },
  },
  '1.30.8+rke2r1',
);
const BRANCH: Rke2Branch = {
  minors: { '1.29': '1.29.12+rke2r1', '1.30': '1.30.8+rke2r1' },
  stable: '1.30',
  latest: '1.30',
};
const MARKED: Rke2Branch = { ...BRANCH, marked: ['1.29'] };
const eolRules = (findings: ReturnType<typeof rke2Findings>) => [
  ...shapes(findings, 'minor-eol'),
  ...shapes(findings, 'eol-soon'),
];

describe('on unstable: removed from master, announced a month ahead', () => {
  it.each([
    ['31 days before the end of life', -31, []],
    ['30 days before (t + 30 = EOL)', -30, ['eol-soon warning 1.29']],
    ['the day before', -1, ['eol-soon warning 1.29']],
    ['the day of the end of life (EOL = t)', 0, ['minor-eol error 1.29']],
    ['a month after', 30, ['minor-eol error 1.29']],
  ])('%s', (_case, offset, expected) => {
    const findings = rke2Findings({ now: plus(EOL, offset), branch: MASTER, packaged: BRANCH, upstream: UPSTREAM });
    expect(eolRules(findings)).toEqual(expected);
  });
});

describe('a packaged minor whose end of life nothing tells', () => {
  const unknown: Rke2Branch = { ...BRANCH, minors: { ...BRANCH.minors, '1.99': '1.99.0+rke2r1' } };
  it('is said to be unchecked on master, once', () => {
    const findings = rke2Findings({ now: '2025-01-10', branch: MASTER, packaged: unknown, upstream: UPSTREAM });
    expect(shapes(findings, 'minor-eol')).toEqual(['minor-eol notice 1.99']);
  });

  it('is not spoken of on a release branch, which drops nothing whatever its end of life', () => {
    const findings = rke2Findings({
      now: '2025-01-10',
      branch: stableBranch('24.11'),
      packaged: unknown,
      upstream: UPSTREAM,
      others: { defaultAtRelease: rke2Fact('24.11', unknown) },
    });
    expect(findings).toEqual([]);
  });
});

describe('on a supported release (24.11, released 2024-11-30): marked, never removed', () => {
  const supported = (now: string, branch: Rke2Branch, keep?: Record<string, string>) =>
    rke2Findings({
      now,
      branch: stableBranch('24.11'),
      packaged: branch,
      upstream: UPSTREAM,
      others: { defaultAtRelease: rke2Fact('24.11', BRANCH) },
      keep,
    });

  it.each([
    ['the day before the end of life, unmarked', plus(EOL, -1), BRANCH, []],
    ['the day of the end of life, unmarked', EOL, BRANCH, ['minor-eol warning 1.29']],
    ['the day of the end of life, marked', EOL, MARKED, ['minor-eol notice 1.29']],
    ['its last supported day (2025-06-30), unmarked', '2025-06-30', BRANCH, ['minor-eol warning 1.29']],
  ])('%s', (_case, now, branch, expected) => {
    expect(eolRules(supported(now, branch))).toEqual(expected);
  });

  it('asks to mark it on its package block, not to remove it, on the line of its version', () => {
    const [finding] = supported(EOL, BRANCH).filter((f) => f.rule === 'minor-eol');
    expect(finding).toMatchObject({
      attr: 'rke2_1_29',
      packaged: '1.29.12+rke2r1',
      file: versionsFile('1.29'),
      line: 2,
    });
    expect(finding.message).toBe(
      `rke2_1_29 (1.29.12+rke2r1) reached its end of life on ${EOL}. A release keeps it: do not remove it from release-24.11; ` +
        `mark it and tell its users to move to rke2_1_30. Mark rke2_1_29 with meta.knownVulnerabilities in ${DEFAULT_NIX}.`,
    );
    expect(finding.fix?.edits).toEqual([
      { kind: 'mark', minor: '1.29', attr: 'rke2_1_29', endOfLife: parseDay('2025-02-28') },
    ]);
  });

  it('says where it is marked once it is', () => {
    const [finding] = supported(EOL, MARKED).filter((f) => f.rule === 'minor-eol');
    expect(finding.message).toContain(`It is marked with meta.knownVulnerabilities (${DEFAULT_NIX} line 12)`);
  });

  it('turns into a notice quoting the reason when the minor is kept with `keep`', () => {
    const [finding] = supported(EOL, BRANCH, { '1.29': 'Rancher 2.9 needs it' }).filter((f) => f.rule === 'minor-eol');
    expect(finding.severity).toBe('notice');
    expect(finding.message).toMatch(/^Kept on purpose \(keep 1\.29: "Rancher 2\.9 needs it"\)\./);
  });
});

describe('before the release (25.05 branched off 2025-05-16, released 2025-05-23)', () => {
  it('is a warning to mark, as after the release: rke2 drops nothing at branch-off', () => {
    const findings = rke2Findings({
      now: '2025-05-20',
      branch: stableBranch('25.05'),
      packaged: BRANCH,
      upstream: UPSTREAM,
    });
    expect(eolRules(findings)).toEqual(['minor-eol warning 1.29']);
    expect(findings.map((f) => f.rule)).not.toContain('extra-at-release');
  });
});

describe('a retired release (24.11, end of support 2025-06-30)', () => {
  it.each([
    ['its last supported day', '2025-06-30', ['minor-eol warning 1.29']],
    ['the day after: one notice and nothing else', '2025-07-01', []],
  ])('%s', (_case, now, expected) => {
    const findings = rke2Findings({ now, branch: stableBranch('24.11'), packaged: BRANCH, upstream: UPSTREAM });
    expect(eolRules(findings)).toEqual(expected);
    if (expected.length === 0) expect(findings.map((f) => f.rule)).toEqual(['branch-retired']);
  });
});

describe('users of an ended minor climb one minor at a time (the demo: release-26.05 on 2026-11-29)', () => {
  // Kubernetes cannot skip a minor: rke2_1_33's users go through rke2_1_34, which has ended too, to rke2_1_35.
  const NOW = '2026-11-29';
  const upstream = rke2Upstream({
    '1.33': {
      releases: [
        ['1.33.0+rke2r1', '2025-05-01'],
        ['1.33.14+rke2r1', '2026-06-06'],
      ],
      eol: '2026-06-28',
    },
    '1.34': {
      releases: [
        ['1.34.1+rke2r1', '2025-09-03'],
        ['1.34.15+rke2r1', '2026-10-21'],
      ],
      eol: '2026-10-27',
    },
    '1.35': {
      releases: [
        ['1.35.0+rke2r1', '2025-12-19'],
        ['1.35.10+rke2r1', '2026-10-21'],
      ],
      eol: '2027-02-28',
    },
    '1.36': {
      releases: [
        ['1.36.0+rke2r1', '2026-04-29'],
        ['1.36.7+rke2r1', '2026-11-11'],
      ],
      eol: '2027-06-28',
    },
  });
  const release2605: Rke2Branch = {
    minors: { '1.33': '1.33.14+rke2r1', '1.34': '1.34.15+rke2r1', '1.35': '1.35.10+rke2r1', '1.36': '1.36.7+rke2r1' },
    stable: '1.34',
    latest: '1.36',
    marked: ['1.33'],
  };
  const items = () =>
    rke2Items({
      now: NOW,
      branch: stableBranch('26.05'),
      packaged: release2605,
      upstream,
      others: { defaultAtRelease: rke2Fact('26.05', release2605) },
      calendar: buildReleaseCalendar({ now: parseDay(NOW) }),
    });

  it('names the next packaged minor, and the path on to the first supported one', () => {
    const item = items().find((i) => i.subject === 'rke2_1_33')!;
    expect(item.severity).toBe('notice');
    expect(item.fix).toBe(
      'rke2_1_33 (1.33.14+rke2r1) reached its end of life on 2026-06-28. It is marked with meta.knownVulnerabilities ' +
        `(${DEFAULT_NIX} line 12), as a release keeps its minors; tell its users to move to rke2_1_34, ` +
        'one minor at a time: rke2_1_33 → rke2_1_34 → rke2_1_35.',
    );
  });

  it('a minor whose next packaged minor is supported names that one alone', () => {
    const item = items().find((i) => i.subject === 'rke2_1_34')!;
    expect(item.fix).toBe(`Mark rke2_1_34 with meta.knownVulnerabilities in ${DEFAULT_NIX}.`);
    expect(item.findings[0].message).toContain('mark it and tell its users to move to rke2_1_35.');
  });
});
