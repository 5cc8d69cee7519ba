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

// Zabbix as issue #256991 stated its policy: only LTS cycles in a release.
const ZABBIX = family({ kind: 'lts-only' }, { name: 'zabbix' });
const CYCLES = {
  '60': { release: '2022-02-08', eol: '2027-02-28', lts: true },
  '70': { release: '2024-06-04', eol: '2029-06-30', lts: true },
  '72': { release: '2024-12-10', eol: '2026-12-31' },
  '64': { release: '2023-03-06', eol: '2024-12-31' },
};

function run(packagedCycles: string[], options: { now?: string; branch?: Branch } = {}) {
  return evaluate(
    declaredInput({
      family: ZABBIX,
      now: options.now ?? '2025-03-27',
      ...(options.branch ? { branch: options.branch } : {}),
      packaged: cycles(ZABBIX, Object.fromEntries(packagedCycles.map((c) => [c, {}])), '25.05'),
      upstream: lifecycle(ZABBIX, CYCLES),
    }),
  ).findings;
}

describe('not-lts: a release keeps only long-term support cycles', () => {
  it('asks a non-LTS cycle to leave before the branch-off, whatever its end', () => {
    const findings = run(['60', '70', '72']);
    expect(said(findings)).toEqual(['not-lts warning zabbix_72']);
    expect(findings[0].message).toBe(
      'zabbix_72 is not a long-term support cycle of zabbix, and NixOS 25.05 keeps only those: it leaves master ' +
        'before the branch-off on 2025-05-16. Remove zabbix_72 from master: leave a throw for it in pkgs/top-level/aliases.nix.',
    );
  });

  it('its short reason, and the version the tree packages', () => {
    const packaged = cycles(ZABBIX, { '72': {} }, '25.05');
    packaged.minors[0] = { ...packaged.minors[0], version: { major: 7, minor: 2, patch: 4, build: 0, text: '7.2.4' } };
    const [finding] = evaluate(
      declaredInput({ family: ZABBIX, now: '2025-03-27', packaged, upstream: lifecycle(ZABBIX, CYCLES) }),
    ).findings;
    expect(finding).toMatchObject({ rule: 'not-lts', packaged: '7.2.4' });
    expect(finding.fix?.reason).toBe(
      'not a long-term support cycle; NixOS 25.05 keeps only those, from its branch-off on 2025-05-16',
    );
  });

  it('a lifecycle unknown this run judges no cycle: minor-eol says once that it is unknown', () => {
    const findings = evaluate(
      declaredInput({
        family: ZABBIX,
        now: '2025-03-27',
        packaged: cycles(ZABBIX, { '70': {}, '72': {} }, '25.05'),
        upstream: unknownLifecycle(ZABBIX),
      }),
    ).findings;
    expect(said(findings)).toEqual(['minor-eol notice']);
  });

  it('LTS flags from a lifecycle that is not endoflife.date are judged all the same', () => {
    const { endOfLife: _read, ...facts } = lifecycle(ZABBIX, CYCLES);
    const findings = evaluate(
      declaredInput({
        family: ZABBIX,
        now: '2025-03-27',
        packaged: cycles(ZABBIX, { '70': {}, '72': {} }, '25.05'),
        upstream: facts,
      }),
    ).findings;
    expect(said(findings.filter((f) => f.rule === 'not-lts'))).toEqual(['not-lts warning zabbix_72']);
  });

  it("an ended non-LTS cycle is minor-eol's alone", () => {
    expect(said(run(['64', '70']))).toEqual(['minor-eol error zabbix_64']);
  });

  it('a cycle upstream says nothing of is not judged by it', () => {
    expect(said(run(['70', '80']).filter((f) => f.rule === 'not-lts'))).toEqual([]);
  });

  it('an error inside the feature-freeze window, and on a release branch before its release', () => {
    expect(said(run(['72'], { now: '2025-04-20' }))).toEqual(['not-lts error zabbix_72']);
    const onRelease = run(['72'], { now: '2025-05-20', branch: stableBranch('25.05') });
    expect(said(onRelease)).toEqual(['not-lts error zabbix_72']);
    expect(onRelease[0].message).toMatch(
      /^zabbix_72 is not a long-term support cycle of zabbix, and NixOS 25\.05 keeps only those: it cannot ship with the release\. Remove zabbix_72 from release-25\.05 /,
    );
  });

  it('a released branch is not asked again', () => {
    expect(said(run(['72'], { now: '2025-06-02', branch: stableBranch('25.05') }))).toEqual([]);
  });
});

describe("not-lts in the family's own word", () => {
  it('names a non-LTS major release of Zabbix as such', () => {
    const zabbix = family({ kind: 'lts-only' }, { name: 'zabbix', cycleWord: 'major release' });
    const findings = evaluate(
      declaredInput({
        family: zabbix,
        now: '2025-03-27',
        packaged: cycles(zabbix, { '70': {}, '72': {} }, '25.05'),
        upstream: lifecycle(zabbix, CYCLES),
      }),
    ).findings.filter((f) => f.rule === 'not-lts');
    expect(findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^zabbix_72 is not a long-term support major release of zabbix, and NixOS 25.05/),
    ]);
  });
});
