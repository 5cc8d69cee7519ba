import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import type { Minor, PolicyName } from '../../domain/types.js';
import {
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

// release-24.11 on 2024-11-20: branched off 2024-11-14, released 2024-11-30, end of support 2025-06-30.
const UP: Record<string, MinorSpec> = {
  '1.29': line('1.29.10+k3s1', '2025-02-28'),
  '1.30': line('1.30.6+k3s1', '2025-06-28'),
  '1.31': line('1.31.2+k3s1', '2025-10-28'),
};
const THREE = { minors: { '1.29': '1.29.10+k3s1', '1.30': '1.30.6+k3s1', '1.31': '1.31.2+k3s1' }, default: '1.31' };

function audit(
  pkg: PackagedSpec,
  options: { policy?: PolicyName; up?: Record<string, MinorSpec>; keep?: Map<Minor, string> } = {},
) {
  const { policy = 'nixpkgs', up = UP, keep = new Map<Minor, string>() } = options;
  return evaluate(
    input({
      now: '2024-11-20',
      branch: stableBranch('24.11'),
      packaged: packaged(pkg),
      upstream: upstream(up),
      others: { unstableDefault: branchDefault('master', '1.31', ['1.31']) },
      options: { policy, keep },
    }),
  );
}

describe('extra-at-release (stable R, pre-release)', () => {
  it.each<[PolicyName, Record<string, MinorSpec>, string[]]>([
    ['nixpkgs', UP, ['extra-at-release error 1.29', 'extra-at-release error 1.30']],
    ['full-lifecycle', UP, ['extra-at-release error 1.29', 'extra-at-release error 1.30']],
    // EOL(1.30) == EOS(24.11): it lasts the whole release, so full-lifecycle keeps it.
    ['full-lifecycle', { ...UP, '1.30': line('1.30.6+k3s1', '2025-06-30') }, ['extra-at-release error 1.29']],
    // A minor without a known end of life is not known to die during the release.
    ['full-lifecycle', { '1.31': UP['1.31'] }, []],
    ['all-supported', UP, []],
  ])('under policy %s', (policy, up, expected) => {
    const result = audit(THREE, { policy, up });
    expect(result.phase).toBe('pre-release');
    // Nothing else is wrong on this branch: these are all the audit's errors and warnings.
    expect(summary(result.findings.filter((f) => f.severity !== 'notice'))).toEqual(expected);
  });

  it('under all-supported says nothing, even when the default cannot be resolved', () => {
    const result = audit({ minors: THREE.minors, defaultAttr: 'k3s_1_28' }, { policy: 'all-supported' });
    expect(only(result.findings, 'extra-at-release')).toEqual([]);
  });

  it('names the default by its attribute when the alias points to a minor that is not packaged', () => {
    const [finding] = only(
      audit({ minors: { '1.29': '1.29.10+k3s1', '1.31': '1.31.2+k3s1' }, default: '1.30' }).findings,
      'extra-at-release',
    );
    expect(finding.message).toContain('k3s_1_29 is packaged besides the default k3s_1_30, but NixOS 24.11 ships');
  });

  it('on a release the calendar does not know: one minor per release all the same, named by its branch', () => {
    const findings = only(
      evaluate(
        input({
          now: '2024-11-20',
          branch: stableBranch('26.05'),
          packaged: packaged(THREE),
          upstream: upstream(UP),
          others: {},
        }),
      ).findings,
      'extra-at-release',
    );
    expect(summary(findings.filter((f) => f.severity === 'error'))).toEqual([
      'extra-at-release error 1.29',
      'extra-at-release error 1.30',
    ]);
    expect(findings.find((f) => f.minor === '1.29')?.message).toContain(
      'k3s_1_29 is packaged besides the default k3s_1_31, but the release of release-26.05 ships one k3s minor.',
    );
  });

  it('tells what to remove and by when', () => {
    const [finding] = only(audit(THREE).findings, 'extra-at-release');
    expect(finding).toMatchObject({
      branch: 'release-24.11',
      attr: 'k3s_1_29',
      packaged: '1.29.10+k3s1',
      file: expect.stringContaining('1_29/versions.nix'),
    });
    expect(finding.message).toBe(
      'k3s_1_29 is packaged besides the default k3s_1_31, but NixOS 24.11 ships one k3s minor. Remove k3s_1_29 from release-24.11 before the release on 2024-11-30.',
    );
    expect(finding.fix).toEqual({
      edits: [{ kind: 'remove', minor: '1.29', attr: 'k3s_1_29' }],
      reason: 'NixOS 24.11 ships one k3s minor, k3s_1_31',
    });
  });

  it('under full-lifecycle says the minor dies while the release is supported', () => {
    const [finding] = only(audit(THREE, { policy: 'full-lifecycle' }).findings, 'extra-at-release');
    expect(finding.message).toContain(
      "k3s_1_29 reaches its end of life on 2025-02-28, before NixOS 24.11's end of support on 2025-06-30.",
    );
    expect(finding.fix?.reason).toBe('end of life 2025-02-28, before NixOS 24.11 ends on 2025-06-30');
  });

  it('with an unresolvable default: one notice that it was not checked', () => {
    const findings = only(audit({ minors: THREE.minors, defaultAttr: 'k3s_1_28' }).findings, 'extra-at-release');
    expect(summary(findings)).toEqual(['extra-at-release notice']);
    expect(findings[0].message).toBe(
      'Not checked which minors NixOS 24.11 should drop: the plain k3s attribute on release-24.11 could not be ' +
        'resolved to a packaged minor.',
    );
  });

  it('a pinned minor is a notice', () => {
    const findings = only(audit(THREE, { keep: new Map([['1.29', 'Rancher']]) }).findings, 'extra-at-release');
    expect(summary(findings)).toEqual(['extra-at-release error 1.30', 'extra-at-release notice 1.29']);
  });
});
