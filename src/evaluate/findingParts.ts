// Small pieces the rules use to word and place their findings.
import type { SourceLocation } from '../domain/types.js';
import type { RuleContext } from './ruleContext.js';

/** The file/line fields of a finding, omitted when the place is unknown. */
export function at(location: SourceLocation | undefined): { file?: string; line?: number } {
  if (!location) return {};
  return location.line > 0 ? { file: location.file, line: location.line } : { file: location.file };
}

/** Where a missing minor's attribute belongs: beside the family's plain alias. */
export function aliasPlace(context: RuleContext): { file?: string; line?: number } {
  return at(context.packaged.defaultLocation);
}

/**
 * The directory a new minor goes to, derived from an existing one
 * (…/k3s/1_30/versions.nix -> …/k3s/1_31/), when the layout has one.
 */
export function minorDirectory(context: RuleContext, minor: string): string | undefined {
  const [major, minorNumber] = minor.split('.');
  for (const pm of context.packagedMinors) {
    const match = /^(.*\/)\d+_\d+\/[^/]+$/.exec(pm.location.file);
    if (match) return `${match[1]}${major}_${minorNumber}/`;
  }
  return undefined;
}

/** "the default of NixOS 24.05 (GitHub API NixOS/nixpkgs@release-24.05)" style provenance. */
export function from(source: string | undefined): string {
  return source ? ` (from ${source})` : '';
}
