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
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';

// release-24.05, supported on 2024-09-01; released with k3s at 1.30 (D(24.05) from the tag 24.05).
const UP = { '1.30': line('1.30.6+k3s1', '2025-06-28'), '1.31': line('1.31.2+k3s1', '2025-10-28') };
const BOTH = { minors: { '1.30': '1.30.6+k3s1', '1.31': '1.31.2+k3s1' } };
const atRelease = (minor?: string): OtherBranchFacts => ({
  unstableDefault: branchDefault('master', '1.31'),
  defaultAtRelease: {
    ...branchDefault('24.05', minor),
    source: minor ? 'tag 24.05' : 'the tag 24.05 was not found (404)',
  },
});

function run(pkg: PackagedSpec, others: OtherBranchFacts) {
  return only(
    evaluate(
      input({
        now: '2024-09-01',
        branch: stableBranch('24.05'),
        packaged: packaged(pkg),
        upstream: upstream(UP),
        others,
      }),
    ).findings,
    'default-changed',
  );
}

describe('default-changed (stable R, supported)', () => {
  it.each([
    ['the default is the one of the release', '1.30', []],
    ['the default moved to a newer minor', '1.31', ['default-changed error 1.31']],
  ])('%s', (_case, defaultMinor, expected) => {
    expect(summary(run({ ...BOTH, default: defaultMinor }, atRelease('1.30')))).toEqual(expected);
  });

  it('with the default of the release and the whole path packaged, the branch is clean', () => {
    const audit = evaluate(
      input({
        now: '2024-09-01',
        branch: stableBranch('24.05'),
        packaged: packaged({ ...BOTH, default: '1.30' }),
        upstream: upstream(UP),
        others: atRelease('1.30'),
      }),
    );
    expect(audit.findings).toEqual([]);
  });

  it('putting the default back also backports the minors on the path from it that the branch lacks', () => {
    const up = { ...UP, '1.29': line('1.29.10+k3s1', '2025-02-28') };
    const findings = only(
      evaluate(
        input({
          now: '2024-09-01',
          branch: stableBranch('24.05'),
          packaged: packaged({ minors: { '1.29': '1.29.10+k3s1', '1.31': '1.31.2+k3s1' }, default: '1.31' }),
          upstream: upstream(up),
          others: { ...atRelease('1.29'), unstableDefault: branchDefault('master', '1.31') },
        }),
      ).findings,
      'default-changed',
    );
    expect(findings[0].fix?.edits).toEqual([
      { kind: 'point-default', minor: '1.29', attr: 'k3s_1_29' },
      { kind: 'add', minor: '1.30', attr: 'k3s_1_30', version: '1.30.6+k3s1' },
    ]);
  });

  it('without the end of the upgrade path, puts the default back and asks for no backport', () => {
    const [finding] = run(
      { minors: { '1.31': '1.31.2+k3s1' }, default: '1.31' },
      {
        defaultAtRelease: atRelease('1.29').defaultAtRelease,
      },
    );
    expect(finding.fix?.edits).toEqual([
      { kind: 'add', minor: '1.29', attr: 'k3s_1_29' },
      { kind: 'point-default', minor: '1.29', attr: 'k3s_1_29' },
    ]);
  });

  it('says what the release shipped and how to put it back', () => {
    const [finding] = run({ ...BOTH, default: '1.31' }, atRelease('1.30'));
    expect(finding).toMatchObject({ attr: 'k3s', packaged: 'k3s_1_31', expected: 'k3s_1_30', file: ALIAS_FILE });
    expect(finding.message).toBe(
      'k3s on release-24.05 points to k3s_1_31, but NixOS 24.05 was released with k3s_1_30: a release keeps its default ' +
        `for its whole life; users pick a newer minor by its attribute. Point k3s to k3s_1_30 in ${ALIAS_FILE}.`,
    );
    expect(finding.fix).toEqual({
      edits: [{ kind: 'point-default', minor: '1.30', attr: 'k3s_1_30' }],
      reason: 'points to k3s_1_31; NixOS 24.05 was released with k3s_1_30',
    });
  });

  it('brings the release default back when the branch dropped it', () => {
    const [finding] = run({ minors: { '1.31': '1.31.2+k3s1' }, default: '1.31' }, atRelease('1.30'));
    expect(finding.fix?.edits).toEqual([
      { kind: 'add', minor: '1.30', attr: 'k3s_1_30', version: '1.30.6+k3s1' },
      { kind: 'point-default', minor: '1.30', attr: 'k3s_1_30' },
    ]);
  });

  it.each([
    ['the tag could not be read', atRelease(undefined), '(from the tag 24.05 was not found (404))'],
    [
      'the tag was not read',
      { unstableDefault: branchDefault('master', '1.31') },
      'its default at the release is unknown.',
    ],
  ])('when %s: a notice that it could not decide', (_case, others, text) => {
    const findings = run({ ...BOTH, default: '1.31' }, others);
    expect(summary(findings)).toEqual(['default-changed notice']);
    expect(findings[0].message).toContain(text);
  });

  describe('in a pull request check', () => {
    it.each([
      [
        'changing the default fails even when the tag cannot be read',
        atRelease(undefined),
        '1.31',
        ['default-changed error 1.31'],
      ],
      [
        'keeping the base default, without the tag, is a notice',
        atRelease(undefined),
        '1.30',
        ['default-changed notice'],
      ],
      ['the tag wins over the base when it can be read', atRelease('1.31'), '1.31', []],
    ])('%s', (_case, facts, head, expected) => {
      const others = { ...facts, base: branchDefault('release-24.05', '1.30', ['1.30', '1.31']) };
      const findings = run({ ...BOTH, default: head }, others);
      expect(summary(findings)).toEqual(expected);
      if (expected[0]?.includes('error')) expect(findings[0].message).toContain('but release-24.05 has it at k3s_1_30');
    });
  });

  it('with an unresolvable default: a notice, no crash', () => {
    const findings = run({ ...BOTH, defaultAttr: 'k3s_1_29' }, atRelease('1.30'));
    expect(summary(findings)).toEqual(['default-changed notice']);
    expect(findings[0].message).toBe(
      'Not checked whether the default of NixOS 24.05 is still the one it was released with: the plain k3s ' +
        'attribute on release-24.05 could not be resolved to a packaged minor.',
    );
  });
});
