// default-not-newest (unstable): `k3s` must point to the newest packaged minor.
import type { Finding } from '../../domain/types.js';
import { aliasPlace } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';

export function defaultNotNewest(context: RuleContext): Finding[] {
  const newest = context.packagedMinors.at(-1);
  if (!newest) return [];
  const { defaultAttr, defaultLocation } = context.packaged;
  const where = defaultLocation ? ` in ${defaultLocation.file}` : '';
  const current = context.defaultMinor ? context.packagedMinor(context.defaultMinor) : undefined;
  if (current && current.minor === newest.minor) return [];
  if (!current && !defaultAttr) {
    // Nothing says where `k3s` points; the reader reports unreadable files separately.
    return [
      context.finding({
        rule: 'default-not-newest',
        severity: 'notice',
        message:
          `Could not find what the plain k3s attribute points to on ${context.branch.name}, so whether it is ` +
          `the newest packaged minor (${newest.attr}) was not checked.`,
      }),
    ];
  }
  const pointsTo = current ? `${current.attr} (${current.version.text})` : `${defaultAttr}, which is not a packaged k3s minor`;
  return [
    context.finding({
      rule: 'default-not-newest',
      severity: 'error',
      minor: current?.minor,
      attr: 'k3s',
      packaged: current?.attr ?? defaultAttr,
      expected: newest.attr,
      message: `k3s points to ${pointsTo}, but the newest packaged minor is ${newest.attr}. Point k3s to ${newest.attr}${where}.`,
      ...aliasPlace(context),
    }),
  ];
}
