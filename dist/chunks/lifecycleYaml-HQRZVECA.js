#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  normalizeMinor,
  require_dist,
  tryParseDay
} from "./chunk-XLFTFZD3.js";
import {
  __toESM
} from "./chunk-LUOQS4NQ.js";

// src/gather/upstream/lifecycleYaml.ts
var import_yaml = __toESM(require_dist(), 1);
function parseEndOfLifeList(text, file, topKey) {
  const document = (0, import_yaml.parseDocument)(text, { schema: "failsafe" });
  if (document.errors.length > 0) {
    throw new Error(`${file}: not valid YAML: ${document.errors[0].message}`);
  }
  const root = document.contents;
  if (!(0, import_yaml.isMap)(root)) throw new Error(`${file}: expected a mapping with a "${topKey}" list at the top.`);
  const list = root.get(topKey, true);
  if (!(0, import_yaml.isSeq)(list)) throw new Error(`${file}: expected a "${topKey}" list at the top.`);
  const dates = /* @__PURE__ */ new Map();
  list.items.forEach((item, index) => {
    const where = `${file}: ${topKey}[${index}]`;
    if (!(0, import_yaml.isMap)(item)) throw new Error(`${where} is not a mapping.`);
    const release = scalarText(item.get("release", true), `${where}.release`);
    if (release === void 0) throw new Error(`${where} has no release.`);
    const minor = normalizeMinor(release);
    if (!minor) throw new Error(`${where}.release "${release}" is not a minor such as 1.30.`);
    const eolText = scalarText(item.get("endOfLifeDate", true), `${where}.endOfLifeDate`);
    if (eolText === void 0 || eolText === "") return;
    const day = tryParseDay(eolText);
    if (!day) throw new Error(`${where}.endOfLifeDate "${eolText}" (release ${minor}) is not a date YYYY-MM-DD.`);
    const known = dates.get(minor);
    if (!known || known < day) dates.set(minor, day);
  });
  return dates;
}
function scalarText(node, where) {
  if (node === void 0 || node === null) return void 0;
  if (!(0, import_yaml.isScalar)(node)) throw new Error(`${where} is not a single value.`);
  const value = node.value;
  if (value === null || value === void 0) return void 0;
  if (typeof value !== "string") throw new Error(`${where} is not text.`);
  return value;
}
function parseSchedule(text, file) {
  return parseEndOfLifeList(text, file, "schedules");
}
function parseEol(text, file) {
  return parseEndOfLifeList(text, file, "branches");
}
export {
  parseEol,
  parseSchedule
};
//# sourceMappingURL=lifecycleYaml-HQRZVECA.js.map
