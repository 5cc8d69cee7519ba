// `keep` pins that change nothing: a pin of a minor that no branch audited
// packages, and a pin of a family the run does not audit. A pin only softens
// the removal findings of its minor (ruleContext.ts), so either would be
// dropped with no word; the run warns of each once instead.
import { aCycle } from '../domain/family.js';
import type { AuditReport } from '../domain/audit.js';
import type { KeepPin, Minor } from '../domain/types.js';
import { sentence, type OptionWords } from '../domain/optionWords.js';

/** Whether a branch audited packages the minor: read, or with its attribute there and its files unreadable. */
function packagedOn(report: AuditReport, minor: Minor): boolean {
  return report.audits.some(
    ({ packaged }) =>
      packaged.minors.some((pm) => pm.minor === minor) || (packaged.unreadable ?? []).some((u) => u.minor === minor),
  );
}

/** One warning a pin that changes nothing, in the order of the reports and then of the families not audited. */
export function idlePinWarnings(
  reports: readonly AuditReport[],
  notAudited: readonly KeepPin[],
  words: OptionWords,
): string[] {
  const keep = sentence(words.option('keep'));
  const unmatched = reports.flatMap((report) => {
    const branches = report.audits.map((audit) => audit.branch.name).join(', ');
    return [...report.options.keep.keys()]
      .filter((minor) => !packagedOn(report, minor))
      .map(
        (minor) =>
          `${keep} pins ${report.family.name} ${minor}, which no branch audited packages (${branches}): ` +
          `the pin changes nothing. Remove it, or pin ${aCycle(report.family)} a branch packages.`,
      );
  });
  const packages = `${words.option('packages')} ${reports.map((report) => report.family.id).join(',')}`;
  const elsewhere = notAudited.map(
    ({ family, minor }) =>
      `${keep} pins ${family.name} ${minor}, but the run does not audit ${family.name} (${packages}): ` +
      `the pin changes nothing. Add ${family.id} to ${words.option('packages')}, or remove the pin.`,
  );
  return [...unmatched, ...elsewhere];
}
