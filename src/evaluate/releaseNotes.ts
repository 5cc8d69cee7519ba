// Whether release notes announce a minor: some line names the family and the
// minor, as "1.33", "v1.33" or "k3s_1_33" (1.33.2 names 1.33 too; 1.330 and
// 11.33 do not).
import { attrOfMinor, type FamilyProfile } from '../domain/family.js';
import { parseMinor } from '../domain/minor.js';
import type { Minor } from '../domain/types.js';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function notesNameMinor(text: string, family: FamilyProfile, minor: Minor): boolean {
  const parsed = parseMinor(minor);
  if (!parsed) return false;
  const { major, minor: number } = parsed;
  const attr = new RegExp(`${escape(attrOfMinor(family.layout, `${major}.${number}`))}(?!\\d)`);
  const version = new RegExp(`(?<![\\d.])v?${major}\\.${number}(?!\\d)`);
  const name = new RegExp(`(?<![\\w-])${escape(family.name)}(?![\\w-])`, 'i');
  return text.split(/\r?\n/).some((line) => attr.test(line) || (name.test(line) && version.test(line)));
}
