// minor-eol as the kinds of families declared as data follow it: a kernel
// leaves release branches too, Electron is marked on master too, Nextcloud's
// releases keep an ended major marked; an end upstream has not decided is not
// ended; a lifecycle unknown this run is said once for the branch.
import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import { stableBranch } from '../../../__tests__/evaluate/builders.js';
import {
  type DeclaredFamily,
  cycles,
  declaredInput,
  family,
  lifecycle,
  said,
  unknownLifecycle,
  type CycleSpec,
} from '../../../__tests__/evaluate/declaredBuilders.js';
import type { Branch } from '../../domain/types.js';

const KINDS = {
  before: family({ kind: 'before-branch-off' }),
  kernel: family({ kind: 'at-end-everywhere', lts: 'before-branch-off' }),
  marked: family({ kind: 'mark-at-end' }),
  upgrade: family({ kind: 'upgrade-path' }),
};

/** Cycle 31 ended on 2025-01-14; 33 is supported to 2025-12-31. */
function run(of: DeclaredFamily, branch: Branch, now: string, spec: CycleSpec = {}) {
  return evaluate(
    declaredInput({
      family: of,
      now,
      branch,
      packaged: cycles(of, { '31': spec, '33': {} }, branch.release ?? '25.05'),
      upstream: lifecycle(of, {
        '31': { release: '2024-06-11', eol: '2025-01-14' },
        '33': { release: '2024-10-15', eol: '2025-12-31' },
      }),
    }),
  ).findings.filter((f) => f.rule === 'minor-eol');
}

const MASTER: Branch = { name: 'master', kind: 'unstable' };
const SUPPORTED = stableBranch('24.11');

describe('what each kind does with an ended cycle', () => {
  it.each([
    ['before-branch-off: master removes it', KINDS.before, MASTER, 'minor-eol error pg_31', 'remove'],
    ['before-branch-off: a released branch marks it', KINDS.before, SUPPORTED, 'minor-eol warning pg_31', 'mark'],
    ['at-end-everywhere: master removes it', KINDS.kernel, MASTER, 'minor-eol error pg_31', 'remove'],
    ['at-end-everywhere: a released branch removes it too', KINDS.kernel, SUPPORTED, 'minor-eol error pg_31', 'remove'],
    ['mark-at-end: master marks it', KINDS.marked, MASTER, 'minor-eol warning pg_31', 'mark'],
    ['mark-at-end: a released branch marks it', KINDS.marked, SUPPORTED, 'minor-eol warning pg_31', 'mark'],
    ['upgrade-path: master removes it', KINDS.upgrade, MASTER, 'minor-eol error pg_31', 'remove'],
    ['upgrade-path: a released branch keeps it, marked', KINDS.upgrade, SUPPORTED, 'minor-eol warning pg_31', 'mark'],
  ])('%s', (_case, of, branch, expected, edit) => {
    const findings = run(of, branch, '2025-03-27');
    expect(said(findings)).toEqual([expected]);
    expect(findings[0].fix?.edits[0]?.kind).toBe(edit);
  });

  it.each([
    ['master keeps it a while, marked', MASTER, 'end of life 2025-01-14; kept a while, marked'],
    ['a released branch keeps it as a release does', SUPPORTED, 'end of life 2025-01-14; a release keeps it'],
  ])('mark-at-end, its short reason: %s', (_case, branch, reason) => {
    expect(run(KINDS.marked, branch, '2025-03-27')[0]?.fix?.reason).toBe(reason);
  });

  it('a kernel leaves a release branch with its companions, and no throw there', () => {
    const [finding] = run(KINDS.kernel, SUPPORTED, '2025-03-27', { companion: true });
    expect(finding.message).toBe(
      'pg_31 reached its end of life on 2025-01-14. Remove pg_31 and pg_31_extra from release-24.11.',
    );
  });

  it("Electron's master: marked already, a notice that says nothing is left to do but to move its users", () => {
    const [finding] = run(KINDS.marked, MASTER, '2025-03-27', { marked: true });
    expect(finding).toMatchObject({ severity: 'notice', attr: 'pg_31' });
    expect(finding.message).toBe(
      'pg_31 reached its end of life on 2025-01-14. It is marked with meta.knownVulnerabilities ' +
        '(pkgs/top-level/all-packages.nix line 50): nothing more to do but tell its users to move to pg_33.',
    );
  });

  it('unmarked on master, it is to be marked where its attribute is written', () => {
    const [finding] = run(KINDS.marked, MASTER, '2025-03-27');
    expect(finding.message).toBe(
      'pg_31 reached its end of life on 2025-01-14. nixpkgs keeps an ended cycle of it a while, marked: mark it and ' +
        'tell its users to move to pg_33. Mark pg_31 with meta.knownVulnerabilities in its package (bound in pkgs/top-level/all-packages.nix).',
    );
  });

  it("a family's own form of the mark: a flag set in the binding, or a version threshold", () => {
    const flagged = family({ kind: 'upgrade-path' }, { name: 'cloud', marked: { flag: 'eol' } });
    const threshold = family(
      { kind: 'mark-at-end' },
      { name: 'shell', marked: { threshold: 'pkgs/development/tools/electron/binary/generic.nix' } },
    );
    expect(run(flagged, SUPPORTED, '2025-03-27')[0].message).toMatch(
      / Mark cloud_31: set eol = true; in its binding in pkgs\/top-level\/all-packages\.nix\.$/,
    );
    expect(run(threshold, SUPPORTED, '2025-03-27')[0].message).toMatch(
      / Mark shell_31: raise the version threshold of meta\.knownVulnerabilities in pkgs\/development\/tools\/electron\/binary\/generic\.nix past 31\.$/,
    );
  });
});

describe('ends that are not known', () => {
  it('an end upstream has not decided is not ended, and not said to be unchecked', () => {
    const of = KINDS.before;
    const audit = evaluate(
      declaredInput({
        family: of,
        now: '2025-03-27',
        packaged: cycles(of, { '24': {} }, '25.05'),
        upstream: lifecycle(of, { '24': { release: '2025-02-11' } }),
      }),
    );
    expect(audit.findings).toEqual([]);
  });

  it('a cycle endoflife.date does not know is said to be unchecked, naming the product', () => {
    const of = KINDS.before;
    const audit = evaluate(
      declaredInput({
        family: of,
        now: '2025-03-27',
        packaged: cycles(of, { '35': {} }, '25.05'),
        upstream: lifecycle(of, { '34': { release: '2025-01-14', eol: '2025-06-24' } }),
      }),
    );
    expect(audit.findings.map((f) => f.message)).toEqual([
      "Not checked whether pg_35 has reached its end of life: endoflife.date's pg has no cycle 35.",
    ]);
  });

  it('a lifecycle unknown this run: one notice for the branch, whatever the number of cycles', () => {
    const of = KINDS.before;
    // Its endoflife.date product is named as the catalogue names it (PostgreSQL's is postgresql).
    const product = { ...of, entry: { ...of.entry, upstream: { kind: 'endoflife' as const, product: 'postgresql' } } };
    const audit = evaluate(
      declaredInput({
        family: of,
        now: '2025-03-27',
        packaged: cycles(of, { '13': {}, '14': {}, '15': {} }, '25.05'),
        upstream: unknownLifecycle(product, 'endoflife.date answered 404'),
      }),
    );
    expect(audit.findings.map((f) => `${f.rule} ${f.severity} ${f.message}`)).toEqual([
      'minor-eol notice Not checked which pg cycles on master have reached their end of life, nor which end during ' +
        'NixOS 25.05: the lifecycle of postgresql is unknown this run (endoflife.date answered 404).',
    ]);
  });
});

describe("in the family's own word for its cycles", () => {
  const majors = family({ kind: 'upgrade-path' }, { cycleWord: 'major' });

  it('a released branch keeps an ended major marked "as a release keeps its majors"', () => {
    const findings = run(majors, SUPPORTED, '2025-03-27', { marked: true });
    expect(findings.map((f) => f.message)).toEqual([expect.stringContaining('as a release keeps its majors; ')]);
  });

  it('a lifecycle unknown this run: "which pg majors"', () => {
    const audit = evaluate(
      declaredInput({
        family: majors,
        now: '2025-03-27',
        packaged: cycles(majors, { '13': {} }, '25.05'),
        upstream: unknownLifecycle(majors, 'endoflife.date answered 404'),
      }),
    );
    expect(audit.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^Not checked which pg majors on master have reached their end of life/),
    ]);
  });
});
