// default-not-newest (unstable): the plain alias (`k3s`) must point to the newest packaged minor.
import type { Finding } from '../../domain/types.js';
import { aliasPlace } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';

export function defaultNotNewest(context: RuleContext): Finding[] {
  const newest = context.packagedMinors.at(-1);
  if (!newest) return [];
  const { defaultAttr, defaultLocation } = context.packaged;
  const { alias, name } = context.family;
  const where = defaultLocation ? ` in ${defaultLocation.file}` : '';
  const current = context.defaultMinor ? context.packagedMinor(context.defaultMinor) : undefined;
  if (current && current.minor === newest.minor) return [];
  if (!current && !defaultAttr) {
    // Nothing says where the alias points; the reader reports unreadable files separately.
    return [
      context.finding({
        rule: 'default-not-newest',
        severity: 'notice',
        message:
          `Could not find what the plain ${alias} attribute points to on ${context.branch.name}, so whether it is ` +
          `the newest packaged minor (${newest.attr}) was not checked.`,
      }),
    ];
  }
  const pointsTo = current
    ? `${current.attr} (${current.version.text})`
    : `${defaultAttr}, which is not a packaged ${name} minor`;
  return [
    context.finding({
      rule: 'default-not-newest',
      severity: 'error',
      minor: current?.minor,
      attr: alias,
      packaged: current?.attr ?? defaultAttr,
      expected: newest.attr,
      message: `${alias} points to ${pointsTo}, but the newest packaged minor is ${newest.attr}. Point ${alias} to ${newest.attr}${where}.`,
      ...aliasPlace(context),
    }),
  ];
}
