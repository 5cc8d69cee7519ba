import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import { stableBranch } from '../../../__tests__/evaluate/builders.js';
import {
  cycles,
  declaredInput,
  family,
  lifecycle,
  said,
  unknownLifecycle,
} from '../../../__tests__/evaluate/declaredBuilders.js';
import type { Branch } from '../../domain/types.js';

const BEFORE = family({ kind: 'before-branch-off' });
const POSTGRES = family({ kind: 'before-branch-off', 'removal-month': 11 });

function run(
  of = BEFORE,
  options: {
    now?: string;
    branch?: Branch;
    nixosVersion?: string;
    ends?: Record<string, string | undefined>;
    keep?: Record<string, string>;
  } = {},
) {
  const ends = options.ends ?? { '13': '2025-11-13' };
  const audit = evaluate(
    declaredInput({
      family: of,
      now: options.now ?? '2025-03-27',
      ...(options.branch ? { branch: options.branch } : {}),
      packaged: cycles(
        of,
        Object.fromEntries(Object.keys(ends).map((c) => [c, { companion: true }])),
        options.nixosVersion ?? '25.05',
      ),
      upstream: lifecycle(
        of,
        Object.fromEntries(
          Object.entries(ends).map(([c, eol]) => [c, { release: '2020-09-24', ...(eol ? { eol } : {}) }]),
        ),
      ),
      ...(options.keep ? { keep: options.keep } : {}),
    }),
  );
  return audit.findings.filter((f) => f.rule === 'ends-during-release');
}

describe('ends-during-release on master: a cycle ending before the end of support of the release it heads for leaves before the branch-off', () => {
  it.each([
    ['ends during 25.05 (2025-10-31)', '2025-10-31', ['ends-during-release warning pg_13']],
    ['ends the day before 25.05 ends (2025-12-30)', '2025-12-30', ['ends-during-release warning pg_13']],
    ["ends on 25.05's last day (php81: 2025-12-31): it lasts the release", '2025-12-31', []],
    ['ends after 25.05', '2026-06-30', []],
    ["has already ended: minor-eol's", '2025-03-01', []],
    ['ends today: ended', '2025-03-27', []],
  ])('%s', (_case, eol, expected) => {
    expect(said(run(BEFORE, { ends: { '13': eol } }))).toEqual(expected);
  });

  it('an end upstream has not decided is not asked about: an unknown end never ends', () => {
    expect(run(BEFORE, { ends: { '13': undefined } })).toEqual([]);
  });

  it('a cycle that has ended is said by minor-eol alone, once', () => {
    const audit = evaluate(
      declaredInput({
        family: BEFORE,
        now: '2025-03-27',
        packaged: cycles(BEFORE, { '13': {} }, '25.05'),
        upstream: lifecycle(BEFORE, { '13': { release: '2020-09-24', eol: '2025-03-01' } }),
      }),
    );
    expect(said(audit.findings)).toEqual(['minor-eol error pg_13']);
  });

  it('names the version the tree packages, as every finding about a packaged cycle does', () => {
    const packaged = cycles(BEFORE, { '13': {} }, '25.05');
    const [pg13] = packaged.minors;
    packaged.minors[0] = { ...pg13, version: { major: 13, minor: 20, patch: 0, build: 0, text: '13.20' } };
    const audit = evaluate(
      declaredInput({
        family: BEFORE,
        now: '2025-03-27',
        packaged,
        upstream: lifecycle(BEFORE, { '13': { release: '2020-09-24', eol: '2025-10-31' } }),
      }),
    );
    expect(audit.findings.find((f) => f.rule === 'ends-during-release')).toMatchObject({ packaged: '13.20' });
  });

  it('says the days it rests on, and removes the cycle with its companions, a throw for each, no release note', () => {
    const [finding] = run(BEFORE, { ends: { '13': '2025-10-31' } });
    expect(finding.message).toBe(
      'pg_13 reaches its end of life on 2025-10-31, before NixOS 25.05 ends its support on 2025-12-31: it leaves ' +
        'master before the branch-off on 2025-05-16. Remove pg_13 and pg_13_extra from master: leave a throw for each ' +
        'in pkgs/top-level/aliases.nix.',
    );
    expect(finding.fix?.edits).toEqual([
      { kind: 'remove', minor: '13', attr: 'pg_13', companions: ['pg_13_extra'] },
      { kind: 'throw', minor: '13', attr: 'pg_13', companions: ['pg_13_extra'] },
    ]);
    expect(finding.fix?.reason).toBe(
      'end of life 2025-10-31, before NixOS 25.05 ends on 2025-12-31; the branch-off on 2025-05-16',
    );
  });

  it.each([
    ['four weeks before the feature freeze', '2025-03-27', 'warning'],
    ['the day before the window opens', '2025-04-08', 'warning'],
    ['two weeks before the feature freeze (2025-04-23): its window opens', '2025-04-09', 'error'],
    ['between the feature freeze and the branch-off', '2025-05-01', 'error'],
  ])('%s: %s', (_case, now, severity) => {
    expect(run(BEFORE, { now, ends: { '13': '2025-10-31' } })[0]?.severity).toBe(severity);
  });

  it('a pin softens it into a notice quoting the reason, with no fix', () => {
    const [finding] = run(BEFORE, { ends: { '13': '2025-10-31' }, keep: { '13': 'the upgrade of our fleet' } });
    expect(finding).toMatchObject({ severity: 'notice' });
    expect(finding.fix).toBeUndefined();
    expect(finding.message).toMatch(/^Kept on purpose \(keep pg 13: "the upgrade of our fleet"\)\. Without the pin: /);
  });

  it('says nothing when the lifecycle is unknown this run: minor-eol says it once', () => {
    const audit = evaluate(
      declaredInput({
        family: BEFORE,
        now: '2025-03-27',
        packaged: cycles(BEFORE, { '13': {} }, '25.05'),
        upstream: unknownLifecycle(BEFORE),
      }),
    );
    expect(said(audit.findings)).toEqual(['minor-eol notice']);
  });
});

describe("PostgreSQL's November: a cycle ending in the removal month leaves master that month", () => {
  it('a .05 release keeps it though it ends during its support: not asked to leave before the 25.05 branch-off', () => {
    const audit = evaluate(
      declaredInput({
        family: POSTGRES,
        now: '2025-03-27',
        packaged: cycles(POSTGRES, { '13': {} }, '25.05'),
        upstream: lifecycle(POSTGRES, { '13': { release: '2020-09-24', eol: '2025-11-13' } }),
      }),
    );
    expect(audit.findings).toEqual([]);
  });

  it('it is asked to leave before the 25.11 branch-off, in its end month', () => {
    const [finding] = run(POSTGRES, { now: '2025-10-02', nixosVersion: '25.11' });
    expect(finding?.message).toMatch(
      /^pg_13 reaches its end of life on 2025-11-13, before NixOS 25\.11 ends its support on 2026-06-30: it leaves master in November 2025, after its last release, before the branch-off on 2025-11-20\. /,
    );
  });

  // A family may declare any month (a families file): each is named in the message.
  it.each([
    [1, 'January 2025', '2025-01-15', '2025-01-02', '25.11'],
    [2, 'February 2025', '2025-02-15', '2025-02-02', '25.11'],
    [3, 'March 2025', '2025-03-15', '2025-03-02', '25.11'],
    [4, 'April 2025', '2025-04-15', '2025-04-02', '25.11'],
    [5, 'May 2025', '2025-05-15', '2025-05-02', '25.11'],
    [6, 'June 2025', '2025-06-15', '2025-06-02', '25.11'],
    [7, 'July 2025', '2025-07-15', '2025-07-02', '25.11'],
    [8, 'August 2025', '2025-08-15', '2025-08-02', '25.11'],
    [9, 'September 2025', '2025-09-15', '2025-09-02', '25.11'],
    [10, 'October 2025', '2025-10-15', '2025-10-02', '25.11'],
    [12, 'December 2024', '2024-12-15', '2024-12-02', '25.05'],
  ])('removal month %i: it leaves master in %s', (month, named, eol, now, nixosVersion) => {
    const of = family({ kind: 'before-branch-off', 'removal-month': month });
    const [finding] = run(of, { now, nixosVersion, ends: { '13': eol } });
    expect(finding?.message).toContain(`: it leaves master in ${named}, after its last release, before the branch-off`);
  });

  it('a cycle ending in another month is no exception', () => {
    expect(said(run(POSTGRES, { nixosVersion: '25.05', ends: { '13': '2025-10-31' } }))).toEqual([
      'ends-during-release warning pg_13',
    ]);
  });

  it('a release branch before its release keeps it as master did', () => {
    expect(run(POSTGRES, { now: '2025-05-20', branch: stableBranch('25.05'), nixosVersion: '25.05' })).toEqual([]);
  });
});

describe('a release branch before its release: what ends during its support cannot ship', () => {
  it('an error, removed from the branch without a throw', () => {
    const [finding] = run(BEFORE, {
      now: '2025-05-20',
      branch: stableBranch('25.05'),
      ends: { '13': '2025-10-31' },
    });
    expect(finding).toMatchObject({ severity: 'error', attr: 'pg_13' });
    expect(finding.message).toBe(
      'pg_13 reaches its end of life on 2025-10-31, before NixOS 25.05 ends its support on 2025-12-31: it cannot ship ' +
        'with the release. Remove pg_13 and pg_13_extra from release-25.05 before the release on 2025-05-23.',
    );
    // The branch-off is behind the branch: its short reason says no more than the two days.
    expect(finding.fix?.reason).toBe('end of life 2025-10-31, before NixOS 25.05 ends on 2025-12-31');
  });

  it('a released branch is not asked: it marks the cycle once it ends (minor-eol)', () => {
    expect(run(BEFORE, { now: '2025-06-02', branch: stableBranch('25.05'), ends: { '13': '2025-10-31' } })).toEqual([]);
  });
});

describe('options of the kinds that use it', () => {
  it('kernels: only long-term support cycles are asked before the branch-off (the others leave at their end)', () => {
    const linux = family({ kind: 'at-end-everywhere', lts: 'before-branch-off' }, { name: 'linux' });
    const audit = evaluate(
      declaredInput({
        family: linux,
        now: '2025-10-02',
        packaged: cycles(linux, { '5': {}, '6': {} }, '25.11'),
        upstream: lifecycle(linux, {
          '5': { release: '2019-11-25', eol: '2025-12-31', lts: true },
          '6': { release: '2025-07-27', eol: '2025-12-01' },
        }),
      }),
    );
    expect(said(audit.findings)).toEqual(['ends-during-release warning linux_5']);
  });

  it('an upgrade path: master keeps what lasts to the branch-off, a release keeps it marked after', () => {
    const cloud = family({ kind: 'upgrade-path' }, { name: 'cloud' });
    const audit = evaluate(
      declaredInput({
        family: cloud,
        now: '2025-03-27',
        packaged: cycles(cloud, { '29': {}, '30': {} }, '25.05'),
        upstream: lifecycle(cloud, {
          '29': { release: '2024-04-24', eol: '2025-04-30' },
          '30': { release: '2024-09-14', eol: '2025-09-30' },
        }),
      }),
    );
    expect(said(audit.findings)).toEqual(['ends-during-release warning cloud_29']);
    expect(audit.findings[0].message).toMatch(
      /^cloud_29 reaches its end of life on 2025-04-30, before NixOS 25\.05 branches off on 2025-05-16: it leaves master before then\. /,
    );
    expect(audit.findings[0].fix?.reason).toBe('end of life 2025-04-30, before NixOS 25.05 branches off on 2025-05-16');
  });

  it.each([
    ['the day before the branch-off', '2025-05-15', ['ends-during-release warning cloud_29']],
    ['the branch-off day itself: it lasts to the branch-off', '2025-05-16', []],
  ])('an upgrade path: a cycle ending %s', (_case, eol, expected) => {
    const cloud = family({ kind: 'upgrade-path' }, { name: 'cloud' });
    const audit = evaluate(
      declaredInput({
        family: cloud,
        now: '2025-03-27',
        packaged: cycles(cloud, { '29': {} }, '25.05'),
        upstream: lifecycle(cloud, { '29': { release: '2024-04-24', eol } }),
      }),
    );
    expect(said(audit.findings.filter((f) => f.rule === 'ends-during-release'))).toEqual(expected);
  });
});
