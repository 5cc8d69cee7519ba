// Advice that can be followed: over generated branches, applying the fix of
// one finding (or of one work item) to the packaged state and evaluating again
// makes that finding go, and makes no new error appear.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  addDays,
  buildReleaseCalendar,
  currentStable,
  formatDay,
  liveReleases,
  stablePhase,
} from '../calendar/releaseCalendar.js';
import { attrOfMinor } from '../domain/family.js';
import { findingKey } from '../domain/findingKey.js';
import type {
  Branch,
  BranchDefault,
  Finding,
  FixEdit,
  Minor,
  PackagedState,
  ReleaseCalendar,
  WorkItem,
} from '../domain/types.js';
import { evaluate, type EvaluationInput } from './evaluate.js';
import {
  ALIAS_FILE,
  ALIAS_LINE,
  day,
  MASTER,
  notesFile,
  stableChannel,
  upstream,
  version,
  versionsFile,
  type MinorSpec,
} from '../../__tests__/evaluate/builders.js';
import { k3s } from '../../__tests__/families/builtIn.js';

const MINORS = Array.from({ length: 12 }, (_, i): Minor => `1.${25 + i}`);
/** Roughly the real cadence: a minor every four months from 1.25 (2022-08), supported about 14 months. */
const gaOf = (index: number, jitter: number): string => formatDay(addDays(day('2022-08-23'), index * 122 + jitter));

interface World {
  now: string;
  branch: Branch;
  calendar: ReleaseCalendar;
  input: EvaluationInput;
}

const minorSubset = fc.subarray(MINORS);

const worldArbitrary = fc
  .record({
    nowOffset: fc.integer({ min: 0, max: 1000 }),
    jitters: fc.array(fc.integer({ min: -15, max: 15 }), { minLength: MINORS.length, maxLength: MINORS.length }),
    lifecycleKnown: fc.integer({ min: 6, max: MINORS.length }),
    behind: fc.subarray(MINORS),
    packagedMinors: minorSubset,
    defaultPick: fc.nat(),
    defaultOff: fc.boolean(),
    thrown: fc.option(minorSubset, { nil: undefined }),
    marked: minorSubset,
    notes: fc.constantFrom('not read', 'no file', 'read'),
    notesMinors: minorSubset,
    // Per live release (at most two: from a branch-off until the release before ends), what was read of it.
    liveMinors: fc.array(fc.option(minorSubset, { nil: undefined }), { minLength: 2, maxLength: 2 }),
    livePicks: fc.array(fc.option(fc.nat(), { nil: undefined }), { minLength: 2, maxLength: 2 }),
    stablePick: fc.nat(),
    masterMinors: fc.option(minorSubset, { nil: undefined }),
    nextPick: fc.option(fc.nat(), { nil: undefined }),
    atReleasePick: fc.option(fc.nat(), { nil: undefined }),
    baseMinors: fc.option(minorSubset, { nil: undefined }),
    branchPick: fc.nat(),
    policy: fc.constantFrom('nixpkgs', 'full-lifecycle', 'all-supported'),
    backportThrough: fc.constantFrom('next-release', 'before-next'),
    defaultTarget: fc.constantFrom<Array<'newest' | 'stable-channel'>>('newest', 'stable-channel'),
    channelPick: fc.option(fc.nat(), { nil: undefined }),
    keep: fc.subarray(MINORS, { maxLength: 2 }),
  })
  .map((g): World => {
    const now = formatDay(addDays(day('2023-06-01'), g.nowOffset));
    const calendar = buildReleaseCalendar({ now: day(now) });
    const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

    // Upstream: every minor with its GA, EOL (estimated for the newest the lifecycle data does not know yet) and releases.
    const spec: Record<string, MinorSpec> = {};
    MINORS.forEach((minor, i) => {
      const ga = gaOf(i, g.jitters[i]);
      const eol = formatDay(addDays(day(ga), 426 + g.jitters[(i + 1) % MINORS.length]));
      spec[minor] = {
        releases: [
          [`${minor}.0+k3s1`, ga],
          [`${minor}.3+k3s1`, formatDay(addDays(day(ga), 60))],
        ],
        ga,
        eol,
        eolEstimated: i >= g.lifecycleKnown,
      };
    });
    const releasedByNow = MINORS.filter((m) => day(spec[m].ga!).getTime() <= day(now).getTime());
    const channelMinor = g.channelPick === undefined ? undefined : pick(releasedByNow, g.channelPick);

    // The branch: master, or a release branch before its release or supported.
    const stableReleases = calendar.releases.filter((r) =>
      ['pre-release', 'supported'].includes(stablePhase(r, day(now))),
    );
    const release = g.branchPick % 3 === 0 ? undefined : pick(stableReleases, g.branchPick);
    const branch: Branch = release
      ? { name: `release-${release.name}`, kind: 'stable', release: release.name }
      : MASTER;

    const packagedMinors = g.packagedMinors.filter((m) => day(spec[m].ga!).getTime() <= day(now).getTime());
    const defaultMinor = pick(packagedMinors, g.defaultPick);
    const state: PackagedState = {
      layout: 'per-minor-versions',
      minors: packagedMinors.map((minor) => ({
        minor,
        attr: attrOfMinor(k3s.layout, minor),
        version: version(`${minor}.${g.behind.includes(minor) ? 1 : 3}+k3s1`),
        location: { file: versionsFile(minor), line: 2 },
        ...(g.marked.includes(minor)
          ? { knownVulnerabilities: { file: `${k3s.layout.folder}/default.nix`, line: 9 } }
          : {}),
      })),
      ...(defaultMinor && !g.defaultOff
        ? { defaultAttr: attrOfMinor(k3s.layout, defaultMinor), defaultMinor }
        : defaultMinor
          ? { defaultAttr: 'k3s_1_24' }
          : {}),
      defaultLocation: { file: ALIAS_FILE, line: ALIAS_LINE },
      ...(g.thrown
        ? {
            thrown: g.thrown.map((minor, i) => ({
              attr: attrOfMinor(k3s.layout, minor),
              minor,
              location: { file: 'pkgs/top-level/aliases.nix', line: i + 1 },
            })),
          }
        : {}),
      ...(g.notes === 'not read'
        ? {}
        : {
            releaseNotes: {
              release: '26.11',
              file: notesFile('26.11'),
              ...(g.notes === 'read' ? { text: g.notesMinors.map((m) => `- k3s ${m} is in.`).join('\n') } : {}),
            },
          }),
      problems: [],
    };

    // Other branches package minors that exist by now.
    const fact = (branchName: string, given: Minor[] | undefined, n: number | undefined): BranchDefault | undefined => {
      if (given === undefined && n === undefined) return undefined;
      const minors = given?.filter((m) => releasedByNow.includes(m));
      const chosen = n === undefined ? undefined : pick(minors ?? releasedByNow, n);
      return {
        branch: branchName,
        ...(chosen ? { minor: chosen } : {}),
        ...(minors ? { minors } : {}),
        source: `generated ${branchName}`,
      };
    };
    // The live releases by their branches, as the rules find them by the calendar; the current stable is one of them.
    const stable = currentStable(calendar, day(now));
    const live = liveReleases(calendar, day(now)).flatMap((r, i) => {
      const read = fact(`release-${r.name}`, g.liveMinors[i], g.livePicks[i]);
      return read ? [read] : [];
    });
    const stableFact = live.find((f) => stable !== undefined && f.branch === `release-${stable.name}`);
    const others = {
      ...(stableFact ? { currentStableDefault: stableFact } : {}),
      ...(live.length > 0 ? { liveReleases: live } : {}),
      ...(g.masterMinors ? { unstableDefault: fact('master', g.masterMinors, g.stablePick + 1) } : {}),
      ...(g.nextPick !== undefined ? { nextReleaseDefault: fact('release-next', undefined, g.nextPick) } : {}),
      ...(g.atReleasePick !== undefined ? { defaultAtRelease: fact('tag', undefined, g.atReleasePick) } : {}),
      ...(g.baseMinors ? { base: fact('base', g.baseMinors, g.stablePick) } : {}),
    };

    const input: EvaluationInput = {
      family: k3s.profile,
      rules: k3s.policy.rules,
      now: new Date(`${now}T10:00:00Z`),
      branch,
      packaged: state,
      upstream: upstream(spec, channelMinor ? { stableChannel: stableChannel(channelMinor) } : {}),
      calendar,
      others,
      options: {
        policy: g.policy,
        backportThrough: g.backportThrough,
        defaultTarget: g.defaultTarget,
        keep: new Map(g.keep.map((m) => [m, 'generated pin'])),
      },
    };
    const world: World = { now, branch, calendar, input };
    return Object.assign(world, { [fc.toStringMethod]: () => describeWorld(world, []) });
  });

/** The packaged state once the edits are made, as a maintainer would make them. */
function applyEdits(state: PackagedState, edits: readonly FixEdit[]): PackagedState {
  const next: PackagedState = structuredClone(state);
  for (const edit of edits) {
    switch (edit.kind) {
      case 'add':
        next.minors.push({
          minor: edit.minor,
          attr: edit.attr,
          version: version(edit.version ?? `${edit.minor}.0+k3s1`),
          location: { file: versionsFile(edit.minor), line: 2 },
        });
        break;
      case 'point-default':
        next.defaultAttr = edit.attr;
        next.defaultMinor = edit.minor;
        break;
      case 'remove':
        next.minors = next.minors.filter((pm) => pm.minor !== edit.minor);
        if (next.defaultMinor === edit.minor) delete next.defaultMinor;
        break;
      case 'throw':
        // aliases.nix not read stays not read.
        if (next.thrown)
          next.thrown = [
            ...(next.thrown ?? []),
            { attr: edit.attr, minor: edit.minor, location: { file: 'pkgs/top-level/aliases.nix', line: 1 } },
          ];
        break;
      case 'release-note':
        // Notes not read stay not read; a missing notes file is written.
        if (next.releaseNotes)
          next.releaseNotes = {
            ...next.releaseNotes,
            text: `${next.releaseNotes.text ?? ''}\n- \`k3s_${edit.minor.replace('.', '_')}\` changed.`,
          };
        break;
      case 'mark':
        next.minors = next.minors.map((pm) =>
          pm.minor === edit.minor
            ? { ...pm, knownVulnerabilities: { file: `${k3s.layout.folder}/default.nix`, line: 9 } }
            : pm,
        );
        break;
      case 'update':
        next.minors = next.minors.map((pm) =>
          pm.minor === edit.minor ? { ...pm, version: version(edit.version) } : pm,
        );
        break;
    }
  }
  return next;
}

const errors = (findings: readonly Finding[]): Set<string> =>
  new Set(findings.filter((f) => f.severity === 'error').map(findingKey));
const open = (findings: readonly Finding[]): Set<string> =>
  new Set(findings.filter((f) => f.severity !== 'notice').map(findingKey));

function describeWorld(world: World, edits: readonly FixEdit[]): string {
  const state = world.input.packaged;
  return JSON.stringify({
    now: world.now,
    branch: world.branch.name,
    packaged: state.minors.map((m) => m.version?.text),
    default: state.defaultAttr,
    options: { ...world.input.options, keep: [...world.input.options.keep.keys()] },
    channel: world.input.upstream.stableChannel?.minor,
    others: world.input.others,
    edits,
  });
}

const RUNS = { numRuns: Number(process.env.PROPERTY_RUNS ?? 400), seed: Number(process.env.PROPERTY_SEED ?? 20261105) };

describe('advice that can be followed', () => {
  it('following the fix of one finding makes it go and brings no new error', () => {
    fc.assert(
      fc.property(worldArbitrary, (world) => {
        const before = evaluate(world.input).findings;
        const beforeErrors = errors(before);
        for (const finding of before.filter((f) => f.fix && f.severity !== 'notice')) {
          const edits = finding.fix!.edits;
          const after = evaluate({ ...world.input, packaged: applyEdits(world.input.packaged, edits) }).findings;
          const context = `${findingKey(finding)} ${describeWorld(world, edits)}`;
          expect([context, open(after).has(findingKey(finding))]).toEqual([context, false]);
          const added = [...errors(after)].filter((key) => !beforeErrors.has(key));
          expect([context, added]).toEqual([context, []]);
        }
      }),
      RUNS,
    );
  });

  it('following the combined fix of one work item, after the items it names first, settles the findings it fixes and brings no new error', () => {
    const within = (edit: FixEdit, edits: readonly FixEdit[]): boolean =>
      edits.some((e) => e.kind === edit.kind && e.minor === edit.minor);
    fc.assert(
      fc.property(worldArbitrary, (world) => {
        const audit = evaluate(world.input);
        const beforeErrors = errors(audit.findings);
        // The edits of an item with those of the items it names first, and theirs, in the order the list gives them.
        const needs = (item: WorkItem): WorkItem[] => {
          const first = audit.workItems.filter((other) => item.after?.includes(other.subject!));
          return [...new Set([...first.flatMap(needs), ...first])];
        };
        for (const item of audit.workItems.filter((i) => i.edits?.length && i.severity !== 'notice')) {
          const before = needs(item);
          expect(before.every((other) => audit.workItems.indexOf(other) < audit.workItems.indexOf(item))).toBe(true);
          const edits = [...before, item].flatMap((i) => i.edits ?? []);
          const after = evaluate({ ...world.input, packaged: applyEdits(world.input.packaged, edits) }).findings;
          const context = `${item.subject ?? ''} ${describeWorld(world, edits)}`;
          const settled = item.findings.filter((f) => f.fix?.edits.every((edit) => within(edit, edits)));
          expect([context, settled.length]).not.toEqual([context, 0]);
          expect([context, settled.map(findingKey).filter((key) => open(after).has(key))]).toEqual([context, []]);
          const added = [...errors(after)].filter((key) => !beforeErrors.has(key));
          expect([context, added]).toEqual([context, []]);
        }
      }),
      RUNS,
    );
  });

  it('every error names a fix the tree can take, but for unreadable files', () => {
    fc.assert(
      fc.property(worldArbitrary, (world) => {
        for (const finding of evaluate(world.input).findings.filter((f) => f.severity === 'error')) {
          const context = `${findingKey(finding)} ${finding.message}`;
          expect([context, finding.fix?.edits.length ?? 0]).not.toEqual([context, 0]);
        }
      }),
      RUNS,
    );
  });

  it('every finding is in exactly one work item', () => {
    fc.assert(
      fc.property(worldArbitrary, (world) => {
        const audit = evaluate(world.input);
        const inItems = audit.workItems.flatMap((item) => item.findings);
        expect(inItems).toHaveLength(audit.findings.length);
        expect(new Set(inItems)).toEqual(new Set(audit.findings));
      }),
      RUNS,
    );
  });
});
