// default-changed (stable R, supported): default(R) differs from D(R), its
// default at the release (read from nixpkgs' release tag R): a release keeps
// one default for its whole life (VERSIONING.md). In a pull request check a
// change of the default against the base fails even when the tag cannot be
// read; otherwise an unreadable tag is a notice that it could not decide.
import { defaultName } from '../../domain/family.js';
import type { Finding, FixEdit, Minor } from '../../domain/types.js';
import { withFix } from '../advice.js';
import { aliasPlace, from } from '../findingParts.js';
import { addEdits, attrOf, pointDefaultEdits } from '../fixes.js';
import type { RuleContext } from '../ruleContext.js';
import { missingOnPath, pathTarget } from '../upgradePath.js';

export function defaultChanged(context: RuleContext): Finding[] {
  // The branch names its release (release-24.05); the calendar's entry for it carries the same name.
  const releaseName = context.branch.release ?? context.branch.name;
  const notice = (message: string): Finding[] => [
    context.finding({ rule: 'default-changed', severity: 'notice', message }),
  ];
  const current = context.defaultMinor;
  if (current === undefined) {
    return notice(
      `Not checked whether the default of NixOS ${releaseName} is still the one it was released with: the plain ` +
        `${defaultName(context.family)} attribute on ${context.branch.name} could not be resolved to a packaged minor.`,
    );
  }
  const atRelease = context.others.defaultAtRelease;
  const released = atRelease?.minor;
  if (released !== undefined) {
    return changed(context, current, released, `NixOS ${releaseName} was released with ${attrOf(context, released)}`);
  }
  const base = context.others.base?.minor;
  if (base !== undefined && base !== current) {
    return changed(context, current, base, `${context.others.base!.branch} has it at ${attrOf(context, base)}`);
  }
  return notice(
    `Could not decide whether the default of NixOS ${releaseName} changed since its release: its default at the ` +
      `release is unknown${from(atRelease?.source)}.`,
  );
}

function changed(context: RuleContext, current: Minor, expected: Minor, since: string): Finding[] {
  if (current === expected) return [];
  const alias = defaultName(context.family);
  const attr = attrOf(context, expected);
  return [
    withFix(
      context,
      {
        rule: 'default-changed',
        severity: 'error',
        minor: current,
        attr: alias,
        packaged: attrOf(context, current),
        expected: attr,
        ...aliasPlace(context),
      },
      `${alias} on ${context.branch.name} points to ${attrOf(context, current)}, but ${since}: a release keeps ` +
        `its default for its whole life; users pick a newer minor by its attribute.`,
      [...pointDefaultEdits(context, expected), ...backportsFor(context, expected)],
      `points to ${attrOf(context, current)}; ${since}`,
    ),
  ];
}

/** With its default back, the release needs the upgrade path from it again. */
function backportsFor(context: RuleContext, restored: Minor): FixEdit[] {
  const target = pathTarget(context)?.minor;
  return target === undefined
    ? []
    : missingOnPath(context, restored, target).flatMap((minor) => addEdits(context, minor));
}
