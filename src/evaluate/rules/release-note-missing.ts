// release-note-missing (unstable): when master's default differs from that of
// the last branched release LB(t) (the minor in question: the new default), or
// a minor of LB(t) is gone from master (that minor), the release notes of next
// must have a line that names k3s and that minor (PKG_UPKEEP.md, post-release).
// Between a branch-off and its release LB(t) is the release just branched:
// rl-(R+1) announces what changed after R, not after R-1 (POLICY 2.1).
// A notes file that is missing or was not read, or a default of LB(t) that is
// unknown: a notice that it could not decide (POLICY 2.2: never silent).
import { defaultName } from '../../domain/family.js';
import { lastBranched } from '../../calendar/releaseCalendar.js';
import type { Finding, FixEdit, Minor } from '../../domain/types.js';
import { withFix } from '../advice.js';
import { from } from '../findingParts.js';
import { attrOf, releaseNotesFile } from '../fixes.js';
import { notesNameMinor } from '../releaseNotes.js';
import { minorsOfFact, releaseFact, type RuleContext } from '../ruleContext.js';

interface Announcement {
  minor: Minor;
  why: string;
  /** `why` in a few words. */
  reason: string;
}

export function releaseNoteMissing(context: RuleContext): Finding[] {
  return [...announced(context), ...branchedDefaultUnknown(context)];
}

/**
 * The notice that the default of the last branched release is unknown, so a
 * new default of master cannot be told: on 2026-09-16 its silence hid the
 * missing rl-2611 line of k3s_1_36.
 */
function branchedDefaultUnknown(context: RuleContext): Finding[] {
  const release = lastBranched(context.calendar, context.now);
  const fact = releaseFact(context, release);
  if (release === undefined || fact?.minor !== undefined) return [];
  const branch = fact?.branch ?? `release-${release.name}`;
  return [
    context.finding({
      rule: 'release-note-missing',
      severity: 'notice',
      message:
        `Not checked whether the release notes must announce a new default of ${defaultName(context.family)}: the default of ` +
        `${branch}, the release branched off last, is unknown${from(fact?.source)}. ${context.words.readBranch(branch)} to check it.`,
    }),
  ];
}

/**
 * The line master's notes owe once its default is `minor`, as this rule would
 * ask it then: a fix that points the alias there asks it too, so that doing
 * the fix leaves nothing behind (2026-08-10: "Point k3s to k3s_1_36", done by
 * nixpkgs #563705 without the rl-2611 line). None when the last branched
 * release has that default, its default is unknown, the notes were not read
 * or name the minor already.
 */
export function newDefaultNoteEdits(context: RuleContext, minor: Minor): FixEdit[] {
  if (context.branch.kind !== 'unstable' || !context.family.policy.releaseNoteOnRemoval) return [];
  const branchedDefault = releaseFact(context, lastBranched(context.calendar, context.now))?.minor;
  const text = context.packaged.releaseNotes?.text;
  if (branchedDefault === undefined || branchedDefault === minor || text === undefined) return [];
  if (notesNameMinor(text, context.family, minor)) return [];
  return [{ kind: 'release-note', minor, file: releaseNotesFile(context) }];
}

function announced(context: RuleContext): Finding[] {
  const announcements = toAnnounce(context);
  if (announcements.length === 0) return [];
  const notes = context.packaged.releaseNotes;
  const file = releaseNotesFile(context);
  const minors = announcements.map((a) => `${context.family.name} ${a.minor}`).join(', ');
  if (notes?.text === undefined) {
    const because = notes ? `${file} does not exist in the tree` : 'they were not read';
    return [
      context.finding({
        rule: 'release-note-missing',
        severity: 'notice',
        message: `Could not decide whether the release notes announce ${minors}: ${because}.`,
        ...(notes ? { file } : {}),
      }),
    ];
  }
  const text = notes.text;
  return announcements
    .filter((a) => !notesNameMinor(text, context.family, a.minor))
    .map((a) =>
      withFix(
        context,
        { rule: 'release-note-missing', severity: 'warning', minor: a.minor, attr: attrOf(context, a.minor), file },
        `${a.why}, but no line of ${file} names ${context.family.name} and ${a.minor}.`,
        [{ kind: 'release-note', minor: a.minor, file }],
        `${a.reason}, not in the release notes`,
      ),
    );
}

function toAnnounce(context: RuleContext): Announcement[] {
  const fact = releaseFact(context, lastBranched(context.calendar, context.now));
  const branchedDefault = fact?.minor;
  const alias = defaultName(context.family);
  const list: Announcement[] = [];
  const current = context.defaultMinor;
  if (
    current !== undefined &&
    !context.isUnreadable(current) &&
    branchedDefault !== undefined &&
    current !== branchedDefault
  ) {
    list.push({
      minor: current,
      why: `${alias} points to ${attrOf(context, current)} on ${context.branch.name}, while ${fact!.branch} has ${alias} at ${context.family.name} ${branchedDefault}`,
      reason: `the default was ${context.family.name} ${branchedDefault} on ${fact!.branch}`,
    });
  }
  for (const minor of minorsOfFact(fact) ?? []) {
    if (!context.packagedMinor(minor) && !context.isUnreadable(minor))
      list.push({
        minor,
        why: `${attrOf(context, minor)} is packaged on ${fact!.branch} but gone from ${context.branch.name}`,
        reason: `gone since ${fact!.branch}`,
      });
  }
  return list;
}
