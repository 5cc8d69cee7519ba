// minor-missing (unstable): a supported upstream minor newer than the oldest
// packaged one has no attribute, whether brand-new or a gap. Not one older than
// the current stable's default (minor-superseded would remove it again), and
// not a minor the Kubernetes lifecycle data does not know that lies more than
// one minor past the newest one it knows: that is no Kubernetes minor yet (a
// notice says so).
import { attrOfMinor } from '../../domain/family.js';
import { compareMinors, parseMinor } from '../../domain/minor.js';
import { formatDay } from '../../calendar/releaseCalendar.js';
import type { Finding, Minor } from '../../domain/types.js';
import { withFix } from '../advice.js';
import { aliasPlace } from '../findingParts.js';
import { addEdits, becomesTargetDefault } from '../fixes.js';
import type { RuleContext } from '../ruleContext.js';

export function minorMissing(context: RuleContext): Finding[] {
  const oldest = context.packagedMinors[0];
  if (!oldest) return [];
  const stableDefault = context.others.currentStableDefault?.minor;
  return context.releasedMinors
    .filter((minor) => compareMinors(minor, oldest.minor) > 0)
    .filter((minor) => stableDefault === undefined || compareMinors(minor, stableDefault) >= 0)
    .filter((minor) => context.isSupported(minor) && !context.packagedMinor(minor))
    .map((minor) => (beyondLifecycle(context, minor) ? unknownMinor(context, minor) : missing(context, minor)));
}

/** Unknown to the lifecycle data and more than one minor past the newest minor it knows. */
function beyondLifecycle(context: RuleContext, minor: Minor): boolean {
  const newestKnown = context.lifecycleMinors.at(-1);
  if (newestKnown === undefined || context.lifecycleKnows(minor)) return false;
  const known = parseMinor(newestKnown)!;
  const asked = parseMinor(minor)!;
  return asked.major !== known.major ? asked.major > known.major : asked.minor - known.minor > 1;
}

function unknownMinor(context: RuleContext, minor: Minor): Finding {
  const newestKnown = context.lifecycleMinors.at(-1)!;
  return context.finding({
    rule: 'minor-missing',
    severity: 'notice',
    minor,
    attr: attrOfMinor(context.family.layout, minor),
    message:
      `${context.family.name} ${minor} has a release upstream (${context.latest(minor)!.version.text}), but the Kubernetes ` +
      `lifecycle data knows no minor after ${newestKnown}, so ${minor} is not asked for. Check that release upstream; ` +
      `once Kubernetes lists ${minor}, a missing ${attrOfMinor(context.family.layout, minor)} is an error.`,
  });
}

function missing(context: RuleContext, minor: Minor): Finding {
  const attr = attrOfMinor(context.family.layout, minor);
  const latest = context.latest(minor)!;
  // Supported: GA(m) is known.
  const ga = formatDay(context.ga(minor)!);
  const edits = addEdits(context, minor);
  if (becomesTargetDefault(context, minor)) edits.push({ kind: 'point-default', minor, attr });
  return withFix(
    context,
    { rule: 'minor-missing', severity: 'error', minor, attr, expected: latest.version.text, ...aliasPlace(context) },
    `${context.family.name} ${minor} is supported upstream (GA ${ga}, latest ` +
      `${latest.version.text}) but ${context.branch.name} has no ${attr}.`,
    edits,
    `supported upstream since ${ga}`,
  );
}
