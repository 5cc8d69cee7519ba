import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import type { PolicyName } from '../../domain/types.js';
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

// release-24.11 on 2024-11-20: end of support 2025-06-30.
const UP: Record<string, MinorSpec> = {
  '1.29': line('1.29.10+k3s1', '2025-02-28'),
  '1.30': line('1.30.6+k3s1', '2025-06-28'),
  '1.31': { releases: [['1.31.2+k3s1', '2024-08-20']], eol: '2025-10-28' },
  '1.32': { releases: [['1.32.0+k3s1', '2024-11-01']], eol: '2026-02-28' },
};

function run(pkg: PackagedSpec, up = UP, policy: PolicyName = 'nixpkgs') {
  return only(
    evaluate(
      input({
        now: '2024-11-20',
        branch: stableBranch('24.11'),
        packaged: packaged(pkg),
        upstream: upstream(up),
        others: { unstableDefault: branchDefault('master', '1.32', ['1.32']) },
        options: { policy },
      }),
    ).findings,
    'eol-before-eos',
  );
}

describe('eol-before-eos (stable R, pre-release)', () => {
  it.each([
    ['default EOL 2 days before EOS', '1.30', '2025-06-28', ['eol-before-eos warning 1.30']],
    ['default EOL the day before EOS', '1.30', '2025-06-29', ['eol-before-eos warning 1.30']],
    ['default EOL on the EOS day', '1.30', '2025-06-30', []],
    ['default EOL after EOS', '1.31', '2025-10-28', []],
  ])('%s', (_case, defaultMinor, eol, expected) => {
    const up = { ...UP, [defaultMinor]: { ...UP[defaultMinor], eol } };
    const findings = run({ minors: { [defaultMinor]: UP[defaultMinor].releases[0][0] }, default: defaultMinor }, up);
    expect(summary(findings)).toEqual(expected);
  });

  it('a default that lasts the release leaves the branch clean', () => {
    const audit = evaluate(
      input({
        now: '2024-11-20',
        branch: stableBranch('24.11'),
        packaged: packaged({ minors: { '1.31': '1.31.2+k3s1' }, default: '1.31' }),
        upstream: upstream(UP),
        others: { unstableDefault: branchDefault('master', '1.31', ['1.31']) },
      }),
    );
    expect(audit.findings).toEqual([]);
  });

  it('never names an older minor as the remedy, even one that lasts longer', () => {
    // An estimated end of life can put an older minor past a newer one.
    const up = { ...UP, '1.29': { ...UP['1.29'], eol: '2025-12-31' }, '1.31': { ...UP['1.31'], eol: '2025-06-01' } };
    const [finding] = run({ minors: { '1.30': '1.30.6+k3s1' }, default: '1.30' }, up);
    expect(finding.expected).toBe('k3s_1_32');
  });

  it('names the default that is not packaged without a packaged version', () => {
    const [finding] = run({ minors: { '1.31': '1.31.2+k3s1' }, default: '1.30' });
    expect(finding).toMatchObject({ minor: '1.30', attr: 'k3s_1_30', expected: 'k3s_1_31' });
    expect(finding.packaged).toBeUndefined();
  });

  it('on a release the calendar does not know: says nothing, since its end of support is unknown', () => {
    const findings = only(
      evaluate(
        input({
          now: '2024-11-20',
          branch: stableBranch('26.05'),
          packaged: packaged({ minors: { '1.30': '1.30.6+k3s1' }, default: '1.30' }),
          upstream: upstream(UP),
          others: {},
        }),
      ).findings,
      'eol-before-eos',
    );
    expect(findings).toEqual([]);
  });

  it('names the gap and a newer minor that lasts the release, and how to make it the default', () => {
    const [finding] = run({ minors: { '1.30': '1.30.6+k3s1' }, default: '1.30' });
    expect(finding).toMatchObject({ packaged: '1.30.6+k3s1', expected: 'k3s_1_31', file: ALIAS_FILE });
    expect(finding.message).toContain(
      "k3s_1_30, the default of NixOS 24.11, reaches its end of life on 2025-06-28, 2 days before 24.11's end of support on 2025-06-30.",
    );
    expect(finding.message).toContain('Consider making k3s_1_31 the default before the release.');
    expect(finding.fix?.edits).toEqual([
      { kind: 'add', minor: '1.31', attr: 'k3s_1_31', version: '1.31.2+k3s1' },
      { kind: 'point-default', minor: '1.31', attr: 'k3s_1_31' },
      { kind: 'remove', minor: '1.30', attr: 'k3s_1_30' },
    ]);
    expect(finding.fix?.reason).toBe('end of life 2025-06-28, 2 days before NixOS 24.11 ends');
  });

  it('under all-supported, the old default stays when the new one takes over', () => {
    const [finding] = run(
      { minors: { '1.30': '1.30.6+k3s1', '1.31': '1.31.2+k3s1' }, default: '1.30' },
      UP,
      'all-supported',
    );
    expect(finding.fix?.edits).toEqual([{ kind: 'point-default', minor: '1.31', attr: 'k3s_1_31' }]);
  });

  it('without a newer minor that lasts, says to tell users when to upgrade, with no edits', () => {
    const up = { '1.30': UP['1.30'], '1.31': { ...UP['1.31'], eol: '2025-06-01' } };
    const [finding] = run({ minors: { '1.30': '1.30.6+k3s1' }, default: '1.30' }, up);
    expect(finding.expected).toBeUndefined();
    expect(finding.message).toContain('Consider a newer default before the release, or tell users when to upgrade.');
    expect(finding.fix).toBeUndefined();
  });

  it.each([
    [
      'the default cannot be resolved',
      { minors: { '1.30': '1.30.6+k3s1' }, defaultAttr: 'k3s_1_28' },
      UP,
      'could not be resolved',
    ],
    [
      'the end of life of the default is unknown',
      { minors: { '1.28': '1.28.1+k3s1' }, default: '1.28' },
      UP,
      'its end of life is unknown',
    ],
  ])('when %s: a notice, no crash', (_case, pkg, up, text) => {
    const findings = run(pkg, up);
    expect(summary(findings)).toEqual(['eol-before-eos notice']);
    expect(findings[0].message).toContain(text);
  });

  it('says which check an unresolvable default skipped', () => {
    const [finding] = run({ minors: { '1.30': '1.30.6+k3s1' }, defaultAttr: 'k3s_1_28' });
    expect(finding.message).toBe(
      'Not checked whether the default of NixOS 24.11 lasts its whole support: the plain k3s attribute on ' +
        'release-24.11 could not be resolved to a packaged minor.',
    );
  });
});
