// version-downgraded: a pull request check compares each minor the head
// packages with the base's version of it, and a lower one is an error that
// names both versions. The real case: a pull request of 2026-11-29 taking
// k3s_1_36 from 1.36.7+k3s1 (released 2026-11-10) back to 1.36.5+k3s1
// (2026-09-15) passed green with a patch-behind warning alone.
import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import { compareWithBase } from '../prComparison.js';
import { buildReleaseCalendar } from '../../calendar/releaseCalendar.js';
import type { Branch, BranchDefault, Finding, OtherBranchFacts } from '../../domain/types.js';
import {
  asMinor,
  branchDefault,
  input,
  MASTER,
  only,
  packaged,
  stableBranch,
  summary,
  upstream,
  version,
  versionsFile,
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';
import {
  MASTER as RKE2_MASTER,
  rke2Findings,
  rke2Upstream,
  shapes,
  version as rke2Version,
} from '../../../__tests__/families/rke2World.js';

const NOW = '2026-11-29';
const UP = upstream({
  '1.35': { releases: [['1.35.12+k3s1', '2026-11-25']], eol: '2027-02-28' },
  '1.36': {
    releases: [
      ['1.36.5+k3s1', '2026-09-15'],
      ['1.36.7+k3s1', '2026-11-10'],
    ],
    eol: '2027-06-28',
  },
  '1.37': {
    releases: [
      ['1.37.0-rc3+k3s1', '2026-08-24'],
      ['1.37.0+k3s1', '2026-08-27'],
      ['1.37.3+k3s1', '2026-11-24'],
    ],
    eol: '2027-10-28',
  },
});
// master that day, as the pull request's base: k3s = k3s_1_36.
const BASE: PackagedSpec = {
  minors: { '1.35': '1.35.12+k3s1', '1.36': '1.36.7+k3s1', '1.37': '1.37.3+k3s1' },
  default: '1.36',
};

/** The base as the pull request check reads it: its minors and their versions. */
function baseOf(spec: PackagedSpec, branch = 'master'): BranchDefault {
  return {
    ...branchDefault(branch, spec.default, Object.keys(spec.minors)),
    versions: Object.entries(spec.minors).map(([minor, text]) => ({
      minor: asMinor(minor),
      version: version(text),
    })),
  };
}

function check(head: PackagedSpec, others: OtherBranchFacts, branch: Branch = MASTER): Finding[] {
  return only(
    evaluate(
      input({
        now: NOW,
        branch,
        packaged: packaged(head),
        upstream: UP,
        calendar: buildReleaseCalendar({ now: new Date(`${NOW}T09:30:00Z`) }),
        others,
      }),
    ).findings,
    'version-downgraded',
  );
}

const withVersion = (minor: string, text: string): PackagedSpec => ({
  ...BASE,
  minors: { ...BASE.minors, [minor]: text },
});

describe('version-downgraded (a pull request check)', () => {
  it('is an error naming both versions when the head takes k3s_1_36 from 1.36.7+k3s1 to 1.36.5+k3s1', () => {
    const findings = check(withVersion('1.36', '1.36.5+k3s1'), { base: baseOf(BASE) });
    expect(findings).toEqual([
      {
        rule: 'version-downgraded',
        severity: 'error',
        branch: 'master',
        minor: '1.36',
        attr: 'k3s_1_36',
        packaged: '1.36.5+k3s1',
        expected: '1.36.7+k3s1',
        file: versionsFile('1.36'),
        line: 2,
        message:
          'This pull request lowers k3s_1_36 from 1.36.7+k3s1 on master to 1.36.5+k3s1. ' +
          `Update ${versionsFile('1.36')} to 1.36.7+k3s1.`,
        fix: {
          edits: [{ kind: 'update', minor: '1.36', attr: 'k3s_1_36', version: '1.36.7+k3s1' }],
          reason: 'lowered from 1.36.7+k3s1 on master to 1.36.5+k3s1',
        },
      },
    ]);
  });

  it.each([
    ['the same version', '1.36.7+k3s1', []],
    ['a higher patch', '1.36.8+k3s1', []],
    ['a lower patch', '1.36.5+k3s1', ['version-downgraded error 1.36']],
    // The k3sN build number orders too: semver alone would call these equal.
    ['a lower build of the same patch', '1.36.7+k3s0', ['version-downgraded error 1.36']],
    ['a higher build of the same patch', '1.36.7+k3s2', []],
    // 1.37.3+k3s1 on the base; a release candidate orders before its release.
    ['a release candidate of a later patch', '1.37.4-rc1+k3s1', []],
  ])('a head with %s of a minor (%s)', (_case, text, expected) => {
    const minor = text.startsWith('1.37') ? '1.37' : '1.36';
    expect(summary(check(withVersion(minor, text), { base: baseOf(BASE) }))).toEqual(expected);
  });

  it('takes a release back to its own release candidate for a downgrade', () => {
    const findings = check(withVersion('1.37', '1.37.3-rc1+k3s1'), { base: baseOf(BASE) });
    expect(summary(findings)).toEqual(['version-downgraded error 1.37']);
    expect(findings[0].message).toContain('lowers k3s_1_37 from 1.37.3+k3s1 on master to 1.37.3-rc1+k3s1.');
  });

  it('asks for upstream latest when it is newer than the base, so one update answers both', () => {
    // The base was behind too: 1.36.6+k3s1, upstream 1.36.7+k3s1.
    const base = withVersion('1.36', '1.36.6+k3s1');
    const [finding] = check(withVersion('1.36', '1.36.5+k3s1'), { base: baseOf(base) });
    expect(finding.expected).toBe('1.36.6+k3s1');
    expect(finding.message).toContain('lowers k3s_1_36 from 1.36.6+k3s1 on master to 1.36.5+k3s1.');
    expect(finding.fix?.edits).toEqual([{ kind: 'update', minor: '1.36', attr: 'k3s_1_36', version: '1.36.7+k3s1' }]);
  });

  it.each([
    // The base packages a patch upstream's data does not list yet.
    ['upstream knows only older patches', '1.36.8+k3s1', UP],
    // Upstream lists no release of the minor at all.
    ['upstream lists no release of the minor', '1.36.7+k3s1', upstream({})],
  ])('asks for the base version again when %s', (_case, baseVersion, facts) => {
    const base = withVersion('1.36', baseVersion);
    const findings = only(
      evaluate(
        input({
          now: NOW,
          packaged: packaged(withVersion('1.36', '1.36.5+k3s1')),
          upstream: facts,
          others: { base: baseOf(base) },
        }),
      ).findings,
      'version-downgraded',
    );
    expect(findings.map((f) => f.fix?.edits)).toEqual([
      [{ kind: 'update', minor: '1.36', attr: 'k3s_1_36', version: baseVersion }],
    ]);
  });

  it('names each lowered minor once, and none that the base does not package', () => {
    const head: PackagedSpec = {
      minors: { '1.35': '1.35.11+k3s1', '1.36': '1.36.5+k3s1', '1.37': '1.37.3+k3s1' },
      default: '1.36',
    };
    const base = baseOf({ minors: { '1.35': '1.35.12+k3s1', '1.36': '1.36.7+k3s1' }, default: '1.36' });
    expect(summary(check(head, { base }))).toEqual(['version-downgraded error 1.35', 'version-downgraded error 1.36']);
  });

  it('says nothing outside a pull request check, where there is no base', () => {
    expect(check(withVersion('1.36', '1.36.5+k3s1'), {})).toEqual([]);
    const findings = evaluate(
      input({ now: NOW, packaged: packaged(withVersion('1.36', '1.36.5+k3s1')), upstream: UP }),
    ).findings;
    expect(findings.every((f) => typeof f.rule === 'string')).toBe(true);
  });

  it("says nothing of a minor whose version the head does not read: that is layout-unrecognized's", () => {
    const head = packaged(BASE);
    head.minors = head.minors.map((pm) => {
      if (pm.minor !== '1.36') return pm;
      const { version: _unread, ...rest } = pm;
      return rest;
    });
    const findings = evaluate(
      input({ now: NOW, packaged: head, upstream: UP, others: { base: baseOf(BASE) } }),
    ).findings;
    expect(only(findings, 'version-downgraded')).toEqual([]);
  });

  it('says in a notice that it could not check when the base versions were not read', () => {
    const findings = check(withVersion('1.36', '1.36.5+k3s1'), { base: branchDefault('master', '1.36', ['1.36']) });
    expect(findings).toEqual([
      {
        rule: 'version-downgraded',
        severity: 'notice',
        branch: 'master',
        message:
          'Not checked whether this pull request lowers a version: the versions packaged on master were not read.',
      },
    ]);
  });

  it('checks a pull request into a release branch alike', () => {
    const release: PackagedSpec = { minors: { '1.35': '1.35.12+k3s1' }, default: '1.35' };
    const head: PackagedSpec = { ...release, minors: { '1.35': '1.35.10+k3s1' } };
    const findings = check(head, { base: baseOf(release, 'release-26.05') }, stableBranch('26.05'));
    expect(summary(findings)).toEqual(['version-downgraded error 1.35']);
    expect(findings[0].message).toContain('lowers k3s_1_35 from 1.35.12+k3s1 on release-26.05 to 1.35.10+k3s1.');
  });

  it('fails the check: the pull request added it, next to the patch-behind warning it had alone', () => {
    const run = (spec: PackagedSpec, others: OtherBranchFacts) =>
      evaluate(input({ now: NOW, packaged: packaged(spec), upstream: UP, others }));
    const facts: OtherBranchFacts = { currentStableDefault: branchDefault('release-26.05', '1.35', ['1.35']) };
    const base = run(BASE, facts);
    const head = run(withVersion('1.36', '1.36.5+k3s1'), { ...facts, base: baseOf(BASE) });
    const introduced = compareWithBase(head, base).introduced.findings;
    expect(summary(introduced)).toEqual(['version-downgraded error 1.36', 'patch-behind warning 1.36']);
  });
});

describe('version-downgraded for rke2 (POLICY-rke2.md follows POLICY.md 2.2)', () => {
  const RKE2_UP = rke2Upstream(
    {
      '1.34': { releases: [['1.34.2+rke2r1', '2025-11-20']], eol: '2026-10-27' },
      '1.35': { releases: [['1.35.0+rke2r1', '2025-12-18']], eol: '2027-02-28' },
    },
    '1.34.2+rke2r1',
  );
  const minors = { '1.34': '1.34.2+rke2r1', '1.35': '1.35.0+rke2r1' };
  const base: BranchDefault = {
    branch: 'master',
    minors: ['1.34', '1.35'],
    versions: Object.entries(minors).map(([minor, text]) => ({
      minor: asMinor(minor),
      version: rke2Version(text),
    })),
    source: 'test base',
  };

  it('is an error for rke2_1_34 taken from 1.34.2+rke2r1 to 1.34.1+rke2r1', () => {
    const findings = rke2Findings({
      now: '2026-01-10',
      branch: RKE2_MASTER,
      packaged: { minors: { ...minors, '1.34': '1.34.1+rke2r1' }, stable: '1.34', latest: '1.35' },
      upstream: RKE2_UP,
      others: { base },
    });
    expect(shapes(findings, 'version-downgraded')).toEqual(['version-downgraded error 1.34']);
    expect(findings.find((f) => f.rule === 'version-downgraded')?.message).toContain(
      'lowers rke2_1_34 from 1.34.2+rke2r1 on master to 1.34.1+rke2r1.',
    );
  });
});
