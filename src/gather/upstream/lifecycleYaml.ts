// Parsing of the Kubernetes lifecycle files (schedule.yaml, eol.yaml) into
// end-of-life days per minor. A module of its own so the YAML parser is
// loaded once the files have come, not at start-up.
import { isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml';
import { normalizeMinor } from '../../domain/minor.js';
import { tryParseDay as parseDay } from '../../domain/day.js';
import type { Day, Minor } from '../../domain/types.js';

/**
 * Reads `topKey` as a list of {release, endOfLifeDate} and returns minor -> EOL day.
 * The failsafe schema keeps every scalar a string: unquoted `release: 1.30` would be the
 * float 1.3 under the default schema, and unquoted dates stay dates as written.
 */
function parseEndOfLifeList(text: string, file: string, topKey: string): Map<Minor, Day> {
  const document = parseDocument(text, { schema: 'failsafe' });
  if (document.errors.length > 0) {
    throw new Error(`${file}: not valid YAML: ${document.errors[0].message}`);
  }
  const root: unknown = document.contents;
  if (!isMap(root)) throw new Error(`${file}: expected a mapping with a "${topKey}" list at the top.`);
  const list = root.get(topKey, true) as YamlNode | undefined;
  if (!isSeq(list)) throw new Error(`${file}: expected a "${topKey}" list at the top.`);

  const dates = new Map<Minor, Day>();
  list.items.forEach((item, index) => {
    const where = `${file}: ${topKey}[${index}]`;
    if (!isMap(item)) throw new Error(`${where} is not a mapping.`);
    const release = scalarText(item.get('release', true), `${where}.release`);
    if (release === undefined) throw new Error(`${where} has no release.`);
    const minor = normalizeMinor(release);
    if (!minor) throw new Error(`${where}.release "${release}" is not a minor such as 1.30.`);
    const eolText = scalarText(item.get('endOfLifeDate', true), `${where}.endOfLifeDate`);
    // An entry without a date says nothing about the end of life; others may.
    if (eolText === undefined || eolText === '') return;
    const day = parseDay(eolText);
    if (!day) throw new Error(`${where}.endOfLifeDate "${eolText}" (release ${minor}) is not a date YYYY-MM-DD.`);
    // eol.yaml may list a minor several times (out-of-band patches after EOL): the last date holds.
    const known = dates.get(minor);
    if (!known || known < day) dates.set(minor, day);
  });
  return dates;
}

function scalarText(node: unknown, where: string): string | undefined {
  if (node === undefined || node === null) return undefined;
  if (!isScalar(node)) throw new Error(`${where} is not a single value.`);
  const value: unknown = node.value;
  if (value === null || value === undefined) return undefined;
  // The failsafe schema makes every scalar a string.
  if (typeof value !== 'string') throw new Error(`${where} is not text.`);
  return value;
}

/** Planned EOL per minor from schedule.yaml (`schedules:` list). */
export function parseSchedule(text: string, file: string): Map<Minor, Day> {
  return parseEndOfLifeList(text, file, 'schedules');
}

/** Actual EOL per minor from eol.yaml (`branches:` list). */
export function parseEol(text: string, file: string): Map<Minor, Day> {
  return parseEndOfLifeList(text, file, 'branches');
}
