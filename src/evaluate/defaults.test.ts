// A declared family's defaults in the rules, by the table: on master and on a
// release branch before its release, a cycle a default points to is removed
// only by an item that first points every default the layout read to the
// newest packaged cycle the family's policy keeps through the release's end of
// support (an LTS one under lts-only); none such: no fix, and the message says
// what to package first. A released branch keeps the default's cycle, marked
// once ended, a kernel too. A default the layout could not read is said once a
// run and never moved; defaults that disagree are a warning.
import { describe, expect, it } from '@jest/globals';
import { evaluate } from './evaluate.js';
import { parseDay } from '../calendar/releaseCalendar.js';
import { stableBranch } from '../../__tests__/evaluate/builders.js';
import {
  ALL_PACKAGES,
  cycles,
  declaredInput,
  family,
  lifecycle,
  said,
  type DeclaredFamily,
  type LifecycleSpec,
} from '../../__tests__/evaluate/declaredBuilders.js';
import type { DeclarationFacts } from '../domain/audit.js';
import type { Branch, DefaultState, FixEdit, PolicyOptions } from '../domain/types.js';
import type { PolicyDeclaration } from '../families/declared/declarations.js';
import { familyOf } from '../families/registry.js';

/** A family `pg_{cycle}` with its companion `pg_{cycle}_extra`, and two defaults that move together: pg and pgx. */
function withDefaults(policy: PolicyDeclaration): DeclaredFamily {
  const base = family(policy);
  const entry = {
    ...base.entry,
    layout: { ...base.entry.layout, defaults: ['pg', 'pgx'] },
  } as DeclaredFamily['entry'];
  return { ...familyOf(entry), entry };
}

const BEFORE = withDefaults({ kind: 'before-branch-off' });
const LTS_ONLY = withDefaults({ kind: 'lts-only' });
const KERNELS = withDefaults({ kind: 'at-end-everywhere' });

/** pg and pgx as a tree binds them, pointing to `minor` (pgx to another when given); `unknown` for an indirection. */
function defaults(minor: string, pgx: string = minor): DefaultState[] {
  const one = (alias: string, template: string, cycle: string, line: number): DefaultState =>
    cycle === 'unknown'
      ? { alias, location: { file: ALL_PACKAGES, line }, unknown: 'set to "pgSets.default"' }
      : {
          alias,
          target: template.replace('{cycle}', cycle),
          minor: cycle as DefaultState['minor'] & string,
          template,
          location: { file: ALL_PACKAGES, line },
        };
  return [one('pg', 'pg_{cycle}', minor, 5), one('pgx', 'pg_{cycle}_extra', pgx, 6)];
}

interface Spec {
  of?: DeclaredFamily;
  now?: string;
  branch?: Branch;
  nixosVersion?: string;
  /** Its cycles with their ends (and LTS flags), all packaged with their companion. */
  ends: Record<string, Partial<LifecycleSpec>>;
  defaults: DefaultState[];
  marked?: string[];
  declaration?: DeclarationFacts;
  options?: Partial<PolicyOptions>;
}

function audit(spec: Spec) {
  const of = spec.of ?? BEFORE;
  const packaged = cycles(
    of,
    Object.fromEntries(
      Object.keys(spec.ends).map((c) => [c, { companion: true, marked: spec.marked?.includes(c) ?? false }]),
    ),
    spec.nixosVersion ?? '25.05',
  );
  const lead = spec.defaults.find((d) => d.target !== undefined);
  packaged.defaults = spec.defaults;
  if (lead) {
    packaged.defaultAttr = lead.target;
    packaged.defaultMinor = lead.minor;
    packaged.defaultLocation = lead.location;
  }
  const input = declaredInput({
    family: of,
    now: spec.now ?? '2025-03-27',
    ...(spec.branch ? { branch: spec.branch } : {}),
    packaged,
    upstream: lifecycle(
      of,
      Object.fromEntries(Object.entries(spec.ends).map(([c, s]) => [c, { release: '2020-09-24', ...s }])),
    ),
  });
  return evaluate({
    ...input,
    ...(spec.declaration ? { declaration: spec.declaration } : {}),
    ...(spec.options ? { options: { ...input.options, ...spec.options } } : {}),
  });
}

const point = (minor: string): FixEdit[] => [
  { kind: 'point-default', minor: minor as FixEdit['minor'], attr: `pg_${minor}`, alias: 'pg' },
  { kind: 'point-default', minor: minor as FixEdit['minor'], attr: `pg_${minor}_extra`, alias: 'pgx' },
];

// 25.05: branch-off 2025-05-16, release 2025-05-23, end of support 2025-12-31.
const DURING = { eol: '2025-10-31' };
const LASTS = { eol: '2028-11-09' };

describe('master: a removal moves the defaults first, to the newest packaged cycle the policy keeps through the release', () => {
  it('the defaults point to a cycle that ends during 25.05: one item, the defaults moved together, then the removal', () => {
    const { findings, workItems } = audit({
      ends: { '13': DURING, '16': LASTS, '17': LASTS },
      defaults: defaults('13'),
    });
    expect(said(findings)).toEqual(['ends-during-release warning pg_13']);
    expect(findings[0].fix?.edits).toEqual([
      ...point('17'),
      { kind: 'remove', minor: '13', attr: 'pg_13', companions: ['pg_13_extra'] },
      { kind: 'throw', minor: '13', attr: 'pg_13', companions: ['pg_13_extra'] },
    ]);
    expect(workItems.map((i) => i.fix)).toEqual([
      `Point pg and pgx to pg_17 and pg_17_extra in ${ALL_PACKAGES}. Then remove pg_13 and pg_13_extra from master: ` +
        'leave a throw for each in pkgs/top-level/aliases.nix.',
    ]);
    expect(workItems[0].step).toBe('point-default');
  });

  it.each([
    ['the newest lasts', { '13': DURING, '16': LASTS, '17': LASTS }, '17'],
    ['the newest ends during 25.05 too: the newest that lasts', { '13': DURING, '16': LASTS, '17': DURING }, '16'],
    ['the newest has an end upstream has not decided: an unknown end never ends', { '13': DURING, '17': {} }, '17'],
    ["the newest ends on 25.05's last day: it lasts", { '13': DURING, '17': { eol: '2025-12-31' } }, '17'],
  ])('%s', (_case, ends, target) => {
    const [finding] = audit({ ends, defaults: defaults('13') }).findings.filter((f) => f.minor === '13');
    expect(finding.fix?.edits.slice(0, 2)).toEqual(point(target));
  });

  it('no packaged cycle lasts: no fix, and the message says what to package first', () => {
    const [finding] = audit({ ends: { '13': DURING, '14': DURING }, defaults: defaults('14') }).findings.filter(
      (f) => f.minor === '14',
    );
    expect(finding.fix).toBeUndefined();
    expect(finding.message).toContain(
      'pg and pgx point to it on master, and no packaged pg cycle lasts the support of NixOS 25.05 (to 2025-12-31) ' +
        'to point them to instead: package one, point pg and pgx to it, then remove pg_14.',
    );
  });

  it('an ended default cycle (minor-eol) moves the defaults first too', () => {
    const { findings } = audit({ ends: { '12': { eol: '2024-11-14' }, '17': LASTS }, defaults: defaults('12') });
    expect(said(findings)).toEqual(['minor-eol error pg_12']);
    expect(findings[0].fix?.edits.map((e) => e.kind)).toEqual(['point-default', 'point-default', 'remove', 'throw']);
  });

  it('a cycle no default points to is removed alone', () => {
    const { findings } = audit({ ends: { '13': DURING, '17': LASTS }, defaults: defaults('17') });
    expect(findings[0].fix?.edits.map((e) => e.kind)).toEqual(['remove', 'throw']);
  });

  it('under lts-only the defaults move to an LTS cycle that lasts, never to a newer cycle that is not one', () => {
    const ends = {
      '6': { eol: '2025-10-31', lts: true },
      '7': { eol: '2029-06-30', lts: true },
      '8': { eol: '2026-07-31', lts: false },
    };
    const findings = audit({ of: LTS_ONLY, ends, defaults: defaults('6') }).findings;
    expect(said(findings)).toEqual(['ends-during-release warning pg_6', 'not-lts warning pg_8']);
    expect(findings[0].fix?.edits.slice(0, 2)).toEqual(point('7'));
  });

  it('a pin keeps the cycle: a notice quoting it, no fix and no default moved', () => {
    const { findings } = audit({
      ends: { '13': DURING, '17': LASTS },
      defaults: defaults('13'),
      options: { keep: new Map([['13', 'our fleet']]) },
    });
    expect(findings[0]).toMatchObject({ severity: 'notice' });
    expect(findings[0].fix).toBeUndefined();
  });
});

describe('a release branch before its release', () => {
  it('the day before 25.05 is released: its default cycle is never asked to go without the defaults moved first', () => {
    const { findings, workItems } = audit({
      now: '2025-05-22',
      branch: stableBranch('25.05'),
      ends: { '13': DURING, '17': LASTS },
      defaults: defaults('13'),
    });
    expect(said(findings)).toEqual(['ends-during-release error pg_13']);
    expect(findings[0].fix?.edits).toEqual([
      ...point('17'),
      { kind: 'remove', minor: '13', attr: 'pg_13', companions: ['pg_13_extra'] },
    ]);
    expect(workItems[0].fix).toBe(
      `Point pg and pgx to pg_17 and pg_17_extra in ${ALL_PACKAGES}. ` +
        'Then remove pg_13 and pg_13_extra from release-25.05 before the release on 2025-05-23.',
    );
  });
});

describe('a released branch keeps the cycle its defaults point to, marked once ended', () => {
  it('before-branch-off: the ended default cycle is marked, never removed', () => {
    const { findings } = audit({
      now: '2025-11-05',
      branch: stableBranch('25.05'),
      ends: { '13': DURING, '17': LASTS },
      defaults: defaults('13'),
    });
    expect(said(findings)).toEqual(['minor-eol warning pg_13']);
    expect(findings[0].fix?.edits).toEqual([
      { kind: 'mark', minor: '13', attr: 'pg_13', endOfLife: parseDay('2025-10-31') },
    ]);
  });

  it('at-end-everywhere: an ended kernel leaves a released branch, but not the one its defaults point to', () => {
    const { findings } = audit({
      of: KERNELS,
      now: '2025-11-05',
      branch: stableBranch('25.05'),
      ends: { '12': { eol: '2025-09-01' }, '13': DURING, '17': LASTS },
      defaults: defaults('13'),
    });
    expect(said(findings)).toEqual(['minor-eol error pg_12', 'minor-eol warning pg_13']);
    expect(findings[0].fix?.edits.map((e) => e.kind)).toEqual(['remove']);
    expect(findings[1].message).toContain('pg and pgx point to it, and a release keeps its default: do not remove it');
    expect(findings[1].fix?.edits).toEqual([
      { kind: 'mark', minor: '13', attr: 'pg_13', endOfLife: parseDay('2025-10-31') },
    ]);
  });

  it('marked already: a notice, nothing to do', () => {
    const { findings } = audit({
      of: KERNELS,
      now: '2025-11-05',
      branch: stableBranch('25.05'),
      ends: { '13': DURING, '17': LASTS },
      defaults: defaults('13'),
      marked: ['13'],
    });
    expect(said(findings)).toEqual(['minor-eol notice pg_13']);
  });
});

const FACTS: DeclarationFacts = {
  checkout: 'master',
  branches: ['master', 'release-25.05'],
  unmatched: [],
  missing: [],
  cycles: ['13', '17'],
  unreadDefaults: [{ alias: 'pg', why: 'set to "pgSets.default"' }],
};

describe('a default the layout could not read', () => {
  it('is said once a run, on the checkout branch, and never moved by a guess', () => {
    const spec = { ends: { '13': DURING, '17': LASTS }, defaults: defaults('unknown', '13'), declaration: FACTS };
    const master = audit(spec).findings;
    expect(said(master)).toEqual(['ends-during-release warning pg_13', 'default-unknown notice']);
    expect(master[1].message).toBe(
      'Not read which pg cycle pg points to: pg is set to "pgSets.default", which only evaluating Nix would follow. ' +
        'No removal advice moves it: before removing a cycle, check that it does not point to it.',
    );
    expect(master[0].fix?.edits.filter((e) => e.kind === 'point-default')).toEqual([point('17')[1]]);
    const release = audit({ ...spec, now: '2025-05-22', branch: stableBranch('25.05') }).findings;
    expect(release.filter((f) => f.rule === 'default-unknown')).toEqual([]);
  });
});

describe('defaults that move together and disagree', () => {
  it('a warning whose fix points the others to the cycle of the first', () => {
    const { findings } = audit({ ends: { '16': LASTS, '17': LASTS }, defaults: defaults('17', '16') });
    expect(said(findings)).toEqual(['defaults-disagree warning pg']);
    expect(findings[0].message).toBe(
      'pg points to pg_17, but pgx to pg_16_extra: the defaults of pg move together. ' +
        `Point pgx to pg_17_extra in ${ALL_PACKAGES}.`,
    );
    expect(findings[0].fix?.edits).toEqual([point('17')[1]]);
  });

  it('removing the cycle one of them points to moves them all', () => {
    const { findings } = audit({ ends: { '13': DURING, '17': LASTS }, defaults: defaults('17', '13') });
    const removal = findings.find((f) => f.rule === 'ends-during-release')!;
    expect(removal.fix?.edits.slice(0, 1)).toEqual([point('17')[1]]);
  });
});
