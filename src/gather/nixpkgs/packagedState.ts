// Reads which k3s minors a nixpkgs tree packages, and what plain `k3s` points to.
// Nix is parsed, never evaluated: the few assignments that matter are found by
// scanning the k3s folder, its minor folders and all-packages.nix. The tree is
// never walked, so the cost does not grow with the size of nixpkgs.
import { minorOf, parseK3sVersion } from '../../domain/k3sVersion.js';
import { attrOfMinor, compareMinors, minorOfAttr } from '../../domain/minor.js';
import type { K3sVersion, LayoutProblem, Minor, NixpkgsLayout, PackagedMinor, PackagedState, SourceLocation } from '../../domain/types.js';
import { UnreadableEntry, type NixpkgsTree } from './tree.js';

/** The only paths the reader touches (plus entries of the k3s folder). */
export const NIXPKGS_PATHS = {
  k3sDir: 'pkgs/applications/networking/cluster/k3s',
  allPackages: 'pkgs/top-level/all-packages.nix',
  libVersion: 'lib/.version'
} as const;

const K3S_DIR = NIXPKGS_PATHS.k3sDir;
const ALL_PACKAGES = NIXPKGS_PATHS.allPackages;
/** How all-packages.nix refers to the k3s folder. */
const K3S_REF = '../applications/networking/cluster/k3s';

// Entries of the k3s folder that are packaging, not minors (seen in nixpkgs history).
const KNOWN_NON_MINOR = new Set([
  'default.nix',
  'builder.nix',
  'builders',
  'versions.nix',
  'chart-versions.nix',
  'images-versions.json',
  'update-script.sh',
  'update.sh',
  'docs',
  'patches',
  'README.md'
]);
const KNOWN_NON_MINOR_SUFFIX = /\.(?:patch|diff|md)$/;
const MINOR_FOLDER = /^(\d+)_(\d+)$/;

// ------------------------------------------------------------------ Nix text

export interface ScannedNix {
  /** [start, end) offsets of comments, in order, flattened: [s0, e0, s1, e1, ...]. */
  comments: number[];
  /** [start, end) offsets of top-level string literals (quotes included), flattened likewise. */
  strings: number[];
}

/**
 * Finds comments (`# ...`, `/* ... *\/`) and string literals in one linear
 * pass. Strings are tracked with their `${}` nesting, so a `#` inside
 * "https://...#L47" is no comment and a `"` inside a comment opens no string.
 * Ranges instead of a blanked copy: copying tens of MB costs more than the scan.
 */
export function scanNix(text: string): ScannedNix {
  // The innermost open construct is `frame`: STRING, INDENTED, or (>= 0) code
  // with its own `{` depth, to find the `}` that ends an interpolation. The
  // enclosing ones wait in `outer`.
  let frame = 0;
  const outer: number[] = [];
  const strings: number[] = [];
  const comments: number[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    // Most characters mean nothing to the scanner.
    if (c >= 128 || SPECIAL[c] === 0) {
      i += 1;
      continue;
    }
    const next = text.charCodeAt(i + 1);
    if (frame >= 0) {
      if (c === HASH) {
        const end = text.indexOf('\n', i);
        let stop = end === -1 ? n : end;
        if (text.charCodeAt(stop - 1) === CR) stop -= 1;
        comments.push(i, stop);
        i = stop;
      } else if (c === SLASH && next === STAR) {
        const end = text.indexOf('*/', i + 2);
        const stop = end === -1 ? n : end + 2;
        comments.push(i, stop);
        i = stop;
      } else if (c === QUOTE || (c === APOSTROPHE && next === APOSTROPHE)) {
        if (outer.length === 0) strings.push(i);
        outer.push(frame);
        frame = c === QUOTE ? STRING : INDENTED;
        i += c === QUOTE ? 1 : 2;
      } else if (c === OPEN) {
        frame += 1;
        i += 1;
      } else if (c === CLOSE) {
        if (frame > 0) frame -= 1;
        else if (outer.length > 0) frame = outer.pop() ?? 0; // end of an interpolation
        i += 1;
      } else i += 1;
    } else if (c === DOLLAR && next === OPEN) {
      outer.push(frame);
      frame = 0;
      i += 2;
    } else if (frame === STRING) {
      if (c === BACKSLASH) i += 2;
      else if (c === QUOTE) {
        frame = outer.pop() ?? 0;
        if (outer.length === 0) strings.push(i + 1);
        i += 1;
      } else i += c === DOLLAR && next === DOLLAR ? 2 : 1; // `$${` is a literal
    } else if (c === APOSTROPHE && next === APOSTROPHE) {
      const after = text.charCodeAt(i + 2);
      if (after === APOSTROPHE || after === DOLLAR) i += 3; // ''' and ''$ are escapes
      else if (after === BACKSLASH) i += 4; // ''\n and friends
      else {
        frame = outer.pop() ?? 0;
        if (outer.length === 0) strings.push(i + 2);
        i += 2;
      }
    } else i += 1;
  }
  // An unterminated string runs to the end of the text.
  if (strings.length % 2 === 1) strings.push(n);
  return { comments, strings };
}

const STRING = -1;
const INDENTED = -2;
const [HASH, SLASH, STAR, QUOTE, APOSTROPHE, OPEN, CLOSE, DOLLAR, BACKSLASH, CR] = [...`#/*"'{}$\\\r`].map((ch) => ch.charCodeAt(0));
const SPECIAL = new Uint8Array(128);
for (const code of [HASH, SLASH, QUOTE, APOSTROPHE, OPEN, CLOSE, DOLLAR, BACKSLASH]) SPECIAL[code] = 1;

/** Index of the first boundary in sorted flat ranges that is greater than offset (odd: inside a range). */
function boundaryAfter(ranges: number[], offset: number): number {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (ranges[mid] <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Maps string offsets to 1-based line numbers (LF and CRLF alike). */
class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.starts.push(at + 1);
  }
  lineOf(offset: number): number {
    return boundaryAfter(this.starts, offset);
  }
}

/** One Nix file: where its code is (not comment, not string), and its lines. */
class NixSource {
  private readonly ranges: ScannedNix;
  private lines?: LineIndex;
  constructor(
    readonly file: string,
    readonly text: string
  ) {
    this.ranges = scanNix(text);
  }
  /** Whether an offset is code: a match in a comment or string is no assignment. */
  inCode(offset: number): boolean {
    return boundaryAfter(this.ranges.comments, offset) % 2 === 0 && boundaryAfter(this.ranges.strings, offset) % 2 === 0;
  }
  /** Matches of a global regex that start in code. */
  *codeMatches(pattern: RegExp): Generator<RegExpExecArray> {
    for (const match of this.text.matchAll(pattern)) if (this.inCode(match.index)) yield match;
  }
  /** The text from `from` (at most `length` characters) with its comments blanked, offsets kept. */
  code(from: number, length: number): string {
    const to = Math.min(this.text.length, from + length);
    const { comments } = this.ranges;
    let k = boundaryAfter(comments, from);
    if (k % 2 === 1) k -= 1; // `from` is inside a comment: start with that comment
    let out = '';
    let at = from;
    for (; k < comments.length && comments[k] < to; k += 2) {
      const start = Math.max(comments[k], from);
      const end = Math.min(comments[k + 1], to);
      out += this.text.slice(at, start) + this.text.slice(start, end).replace(/[^\r\n]/g, ' ');
      at = end;
    }
    return out + this.text.slice(at, to);
  }
  at(offset: number): SourceLocation {
    this.lines ??= new LineIndex(this.text);
    return { file: this.file, line: this.lines.lineOf(offset) };
  }
}

/** Text quoted from the tree into a message: one short line (the tree may come from an untrusted PR). */
function excerpt(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > max ? `${line.slice(0, max)}...` : line;
}

// An attribute name must not continue a longer name or a path (`foo.k3s`, `k3s-foo`).
const NOT_AFTER_NAME = String.raw`(?<![\w'.-])`;

// ------------------------------------------------------------------ versions files

type VersionRead = { version: K3sVersion; location: SourceLocation } | { problem: LayoutProblem };

/** The one `k3sVersion = "...";` of a versions.nix or default.nix. */
function readK3sVersion(source: NixSource, expectedMinor?: Minor): VersionRead {
  const assignment = new RegExp(`${NOT_AFTER_NAME}k3sVersion\\s*=\\s*`, 'g');
  const found = [...source.codeMatches(assignment)];
  const example = `k3sVersion = "${expectedMinor ?? '1.30'}.2+k3s1";`;
  if (found.length === 0) {
    return { problem: { file: source.file, message: `no k3sVersion assignment found; expected a line such as ${example}` } };
  }
  if (found.length > 1) {
    const lines = found.map((m) => source.at(m.index).line);
    return {
      problem: {
        file: source.file,
        line: lines[1],
        message: `k3sVersion is assigned ${found.length} times (lines ${lines.join(', ')}); expected exactly one`
      }
    };
  }
  const match = found[0];
  const location = source.at(match.index);
  const rhs = source.code(match.index + match[0].length, 500).split(/[;\r\n]/)[0].trim();
  const literal = /^"([^"\\$]*)"$/.exec(rhs);
  if (!literal) {
    return {
      problem: { ...location, message: `k3sVersion is set to ${excerpt(rhs) || 'nothing'}, not a string literal; expected ${example}` }
    };
  }
  const version = parseK3sVersion(literal[1]);
  if (!version) {
    return {
      problem: {
        ...location,
        message: `k3sVersion "${excerpt(literal[1])}" is not a stable k3s version; expected the form "1.30.2+k3s1"`
      }
    };
  }
  if (expectedMinor !== undefined && minorOf(version) !== expectedMinor) {
    return {
      problem: {
        ...location,
        message: `k3sVersion "${version.text}" belongs to minor ${minorOf(version)}, but this folder is for minor ${expectedMinor}; expected ${expectedMinor}.x`
      }
    };
  }
  return { version, location };
}

// ------------------------------------------------------------------ all-packages.nix

interface Exposure {
  attr: string;
  /** Minor folder named by `k3s_1_26 = callPackage .../k3s/1_26`; absent for the inherit form. */
  folder?: string;
  location: SourceLocation;
}

type AliasTarget = { kind: 'attr'; attr: string } | { kind: 'package' } | { kind: 'other'; text: string };

interface AliasDeclaration {
  target: AliasTarget;
  location: SourceLocation;
}

interface AllPackagesFacts {
  exposures: Exposure[];
  aliases: AliasDeclaration[];
  problems: LayoutProblem[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Index just after the `}` closing the `{` at index 0 of `code`, or -1 if it is not closed there. */
function closingBrace(code: string): number {
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    if (code[i] === '{') depth += 1;
    else if (code[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

function readAllPackages(source: NixSource): AllPackagesFacts {
  const ref = `${escapeRegExp(K3S_REF)}(?:/default\\.nix)?`;
  const exposures: Exposure[] = [];
  const aliases: AliasDeclaration[] = [];
  const problems: LayoutProblem[] = [];

  // inherit (callPackage ../applications/networking/cluster/k3s { ... }) k3s_1_29 k3s_1_30;
  const inherit = new RegExp(`inherit\\s*\\(\\s*callPackages?\\s+${ref}\\s*`, 'g');
  for (const match of source.codeMatches(inherit)) {
    // The argument set and the name list: a few lines, never the rest of the file.
    const windowStart = match.index + match[0].length;
    const code = source.code(windowStart, 10_000);
    let at = 0;
    if (code[0] === '{') {
      at = closingBrace(code);
      if (at === -1) {
        problems.push({ ...source.at(match.index), message: 'the argument set of this inherit (callPackage .../k3s { ... }) is not closed' });
        continue;
      }
    }
    const rest = /^\s*\)([^;]*);/.exec(code.slice(at));
    if (!rest) {
      problems.push({ ...source.at(match.index), message: 'expected inherit (callPackage .../k3s { ... }) k3s_1_XX ...; with the list ending in ";"' });
      continue;
    }
    const listStart = windowStart + at + rest[0].indexOf(')') + 1;
    for (const name of rest[1].matchAll(/\S+/g)) {
      const location = source.at(listStart + name.index);
      if (/^k3s_\d+_\d+$/.test(name[0])) exposures.push({ attr: name[0], location });
      else problems.push({ ...location, message: `unexpected name "${excerpt(name[0])}" in the k3s inherit list; expected names such as k3s_1_30` });
    }
  }

  // k3s_1_26 = callPackage ../applications/networking/cluster/k3s/1_26 { ... };
  const perMinor = new RegExp(`${NOT_AFTER_NAME}(k3s_\\d+_\\d+)\\s*=\\s*`, 'g');
  const perMinorRhs = new RegExp(`^\\(?\\s*callPackage\\s+${escapeRegExp(K3S_REF)}/(\\d+_\\d+)(?:/default\\.nix)?(?=[\\s{;)])`);
  for (const match of source.codeMatches(perMinor)) {
    const rhs = perMinorRhs.exec(source.code(match.index + match[0].length, 300));
    if (rhs) exposures.push({ attr: match[1], folder: rhs[1], location: source.at(match.index) });
  }

  // k3s = k3s_1_30;   or, before 2023:   k3s = callPackage ../applications/networking/cluster/k3s { ... };
  const alias = new RegExp(`${NOT_AFTER_NAME}k3s\\s*=\\s*`, 'g');
  const aliasAttr = /^([A-Za-z_][\w'-]*)\s*;/;
  const aliasPackage = new RegExp(`^\\(?\\s*callPackage\\s+${ref}(?=[\\s{;)])`);
  for (const match of source.codeMatches(alias)) {
    const rhs = source.code(match.index + match[0].length, 300);
    const attr = aliasAttr.exec(rhs);
    const target: AliasTarget = attr
      ? { kind: 'attr', attr: attr[1] }
      : aliasPackage.test(rhs)
        ? { kind: 'package' }
        : { kind: 'other', text: excerpt(rhs.split(/[;\r\n]/)[0].trim()) };
    aliases.push({ target, location: source.at(match.index) });
  }

  return { exposures, aliases, problems };
}

// ------------------------------------------------------------------ reading the tree

type Attempt<T> = { value: T | undefined } | { problem: LayoutProblem };

/** Runs one tree read; a refused entry becomes a problem naming it, real failures propagate. */
async function attempt<T>(read: () => Promise<T | undefined>): Promise<Attempt<T>> {
  try {
    return { value: await read() };
  } catch (error) {
    if (error instanceof UnreadableEntry) return { problem: { file: error.path, message: `cannot be read: ${error.reason}` } };
    throw error;
  }
}

async function readNixosVersion(tree: NixpkgsTree): Promise<{ nixosVersion?: string; problem?: LayoutProblem }> {
  const file = NIXPKGS_PATHS.libVersion;
  const read = await attempt(() => tree.readText(file));
  if ('problem' in read) return { problem: read.problem };
  if (read.value === undefined) {
    return { problem: { file, message: 'not found; expected the NixOS release of this tree, such as "25.05" (is this the root of a nixpkgs checkout?)' } };
  }
  const text = read.value.trim();
  if (!/^\d{2}\.\d{2}$/.test(text)) {
    return { problem: { file, line: 1, message: `"${excerpt(text)}" is not a NixOS release; expected such as "25.05"` } };
  }
  return { nixosVersion: text };
}

interface MinorFolderRead {
  folder: string;
  minor: Minor;
  /** Which file of the folder held (or should hold) the version. */
  layout?: NixpkgsLayout;
  packaged?: PackagedMinor;
  problem?: LayoutProblem;
}

/** Reads 1_30/versions.nix, or 1_30/default.nix in the 2023 layout. */
async function readMinorFolder(tree: NixpkgsTree, folder: string, minor: Minor): Promise<MinorFolderRead> {
  const dir = `${K3S_DIR}/${folder}`;
  for (const [name, layout] of [
    ['versions.nix', 'per-minor-versions'],
    ['default.nix', 'per-minor-default']
  ] as const) {
    const file = `${dir}/${name}`;
    const read = await attempt(() => tree.readText(file));
    if ('problem' in read) return { folder, minor, problem: read.problem };
    if (read.value === undefined) continue;
    const version = readK3sVersion(new NixSource(file, read.value), minor);
    if ('problem' in version) return { folder, minor, layout, problem: version.problem };
    return { folder, minor, layout, packaged: { minor, attr: attrOfMinor(minor), ...version } };
  }
  return {
    folder,
    minor,
    problem: {
      file: `${dir}/versions.nix`,
      message: `minor folder ${folder}/ has no versions.nix (nor a default.nix); expected ${dir}/versions.nix with k3sVersion = "${minor}.x+k3sN";`
    }
  };
}

/** Sorts the k3s folder entries into minor folders and reports strangers and double claims. */
function classifyEntries(entries: string[], problems: LayoutProblem[]): { folder: string; minor: Minor }[] {
  const byMinor = new Map<Minor, string[]>();
  for (const name of entries) {
    const match = MINOR_FOLDER.exec(name);
    if (match) {
      const minor = `${Number(match[1])}.${Number(match[2])}`;
      byMinor.set(minor, [...(byMinor.get(minor) ?? []), name]);
    } else if (!KNOWN_NON_MINOR.has(name) && !KNOWN_NON_MINOR_SUFFIX.test(name)) {
      problems.push({
        file: `${K3S_DIR}/${name}`,
        message: `unexpected entry "${name}" in the k3s folder, ignored; expected minor folders named like 1_30 and known packaging files (builder.nix, update-script.sh, docs...)`
      });
    }
  }
  const folders: { folder: string; minor: Minor }[] = [];
  for (const [minor, names] of byMinor) {
    if (names.length === 1) {
      folders.push({ folder: names[0], minor });
      continue;
    }
    const canonical = minor.replace('.', '_');
    problems.push({
      file: K3S_DIR,
      message: `folders ${names.map((n) => `${n}/`).join(' and ')} all claim minor ${minor}; expected one folder ${canonical}/${names.includes(canonical) ? ` (reading ${canonical}/ only)` : ''}`
    });
    if (names.includes(canonical)) folders.push({ folder: canonical, minor });
  }
  return folders.sort((a, b) => compareMinors(a.minor, b.minor));
}

/** Reads the packaged k3s minors, their versions and the default `k3s` of a nixpkgs tree. */
export async function readPackagedState(tree: NixpkgsTree): Promise<PackagedState> {
  const [release, listing, allPackagesRead] = await Promise.all([
    readNixosVersion(tree),
    attempt(() => tree.listDir(K3S_DIR)),
    attempt(() => tree.readText(ALL_PACKAGES))
  ]);
  const problems: LayoutProblem[] = [];
  const state: PackagedState = { minors: [], problems };
  if (release.nixosVersion !== undefined) state.nixosVersion = release.nixosVersion;
  if (release.problem) problems.push(release.problem);

  if ('problem' in listing) {
    problems.push(listing.problem);
    return state;
  }
  if (listing.value === undefined) {
    problems.push({
      file: K3S_DIR,
      message: 'no k3s folder; expected pkgs/applications/networking/cluster/k3s/ with minor folders (1_30/versions.nix) or, before 2023, a default.nix setting k3sVersion'
    });
    return state;
  }

  const folders = classifyEntries(listing.value, problems);
  const folderReads = await Promise.all(folders.map(({ folder, minor }) => readMinorFolder(tree, folder, minor)));

  // all-packages.nix: which attributes exist and what `k3s` is.
  let facts: AllPackagesFacts | undefined;
  if ('problem' in allPackagesRead) problems.push(allPackagesRead.problem);
  else if (allPackagesRead.value === undefined) {
    problems.push({ file: ALL_PACKAGES, message: 'not found; expected it to expose the k3s attributes and the k3s alias' });
  } else {
    facts = readAllPackages(new NixSource(ALL_PACKAGES, allPackagesRead.value));
    problems.push(...facts.problems);
  }

  if (listing.value.some((name) => MINOR_FOLDER.test(name))) {
    readPerMinor(folderReads, facts, state);
  } else {
    await readSingle(tree, facts, state);
  }
  return state;
}

function readPerMinor(reads: MinorFolderRead[], facts: AllPackagesFacts | undefined, state: PackagedState): void {
  const { problems } = state;
  const layouts = reads.map((r) => r.layout).filter((l): l is NixpkgsLayout => l !== undefined);
  // Mixed folders happen mid-migration; the newest minor shows where the tree is going.
  if (layouts.length > 0) state.layout = layouts[layouts.length - 1];
  for (const read of reads) if (read.problem) problems.push(read.problem);

  const exposures = facts?.exposures ?? [];
  const byAttr = new Map<string, Exposure[]>();
  for (const exposure of exposures) byAttr.set(exposure.attr, [...(byAttr.get(exposure.attr) ?? []), exposure]);

  for (const [attr, list] of byAttr) {
    if (list.length > 1) {
      problems.push({
        ...list[1].location,
        message: `${attr} is defined ${list.length} times in all-packages.nix (lines ${list.map((e) => e.location.line).join(', ')}); expected once`
      });
    }
  }

  if (facts && exposures.length === 0) {
    problems.push({
      file: ALL_PACKAGES,
      message: `no k3s_1_XX attribute found; expected "inherit (callPackage ${K3S_REF} { ... }) k3s_1_30 ...;" or "k3s_1_30 = callPackage ${K3S_REF}/1_30 { ... };" (minors listed from the folders)`
    });
  }
  // Without readable exposures, the folders are the best evidence of what is packaged.
  const checkExposure = facts !== undefined && exposures.length > 0;

  for (const { packaged: minor, folder } of reads) {
    if (!minor) continue;
    if (!checkExposure) {
      state.minors.push(minor);
      continue;
    }
    const list = byAttr.get(minor.attr) ?? [];
    const wrongFolder = list.find((e) => e.folder !== undefined && e.folder !== folder);
    if (list.length === 0) {
      problems.push({
        file: ALL_PACKAGES,
        message: `${minor.attr} is not exposed although ${K3S_DIR}/${folder}/ exists; expected it in "inherit (callPackage ${K3S_REF} { ... }) ...;" or as "${minor.attr} = callPackage ${K3S_REF}/${folder} { ... };"`
      });
    } else if (wrongFolder) {
      problems.push({ ...wrongFolder.location, message: `${minor.attr} is built from folder ${wrongFolder.folder}/; expected ${K3S_REF}/${folder}` });
    } else {
      state.minors.push(minor);
    }
  }

  // Attributes pointing at folders that are not there at all.
  const folderMinors = new Set(reads.map((r) => r.minor));
  for (const [attr, list] of byAttr) {
    const minor = minorOfAttr(attr);
    if (minor === undefined || !folderMinors.has(minor)) {
      problems.push({ ...list[0].location, message: `${attr} is exposed here but ${K3S_DIR}/${attr.slice(4)}/ does not exist` });
    }
  }

  state.minors.sort((a, b) => compareMinors(a.minor, b.minor));
  // An alias to a minor whose folder was already reported needs no second problem.
  const reported = new Set(reads.filter((r) => r.problem).map((r) => attrOfMinor(r.minor)));
  if (facts) resolveAlias(facts.aliases, state, 'per-minor', reported);
}

async function readSingle(tree: NixpkgsTree, facts: AllPackagesFacts | undefined, state: PackagedState): Promise<void> {
  const { problems } = state;
  const file = `${K3S_DIR}/default.nix`;
  const read = await attempt(() => tree.readText(file));
  if ('problem' in read) {
    problems.push(read.problem);
  } else if (read.value === undefined) {
    problems.push({
      file: K3S_DIR,
      message: 'the k3s folder has neither minor folders (1_30/) nor a default.nix; expected 1_XX/versions.nix files or a default.nix setting k3sVersion'
    });
  } else {
    const version = readK3sVersion(new NixSource(file, read.value));
    if ('problem' in version) {
      problems.push({ ...version.problem, message: `${version.problem.message} (no minor folders 1_XX/ either)` });
    } else {
      state.layout = 'single';
      state.minors.push({ minor: minorOf(version.version), attr: 'k3s', ...version });
    }
  }
  if (!facts) return;
  for (const exposure of facts.exposures) {
    problems.push({ ...exposure.location, message: `${exposure.attr} is exposed here but ${K3S_DIR}/${exposure.attr.slice(4)}/ does not exist` });
  }
  resolveAlias(facts.aliases, state, 'single', new Set());
}

/** Finds what plain `k3s` is: an alias of a packaged minor, or (single layout) the package itself. */
function resolveAlias(aliases: AliasDeclaration[], state: PackagedState, shape: 'per-minor' | 'single', reported: Set<string>): void {
  const { problems } = state;
  const expected = shape === 'single' ? `k3s = callPackage ${K3S_REF} { ... };` : 'k3s = k3s_1_XX; naming a packaged minor';
  if (aliases.length === 0) {
    problems.push({ file: ALL_PACKAGES, message: `no k3s attribute found; expected ${expected}` });
    return;
  }
  if (aliases.length > 1) {
    problems.push({
      ...aliases[1].location,
      message: `k3s is declared ${aliases.length} times (lines ${aliases.map((a) => a.location.line).join(', ')}); expected one ${expected}`
    });
    return;
  }
  const [{ target, location }] = aliases;
  state.defaultLocation = location;
  const packagedAttrs = state.minors.map((m) => m.attr);
  if (target.kind === 'attr') {
    state.defaultAttr = target.attr;
    const minor = state.minors.find((m) => m.attr === target.attr);
    if (minor) state.defaultMinor = minor.minor;
    else if (!reported.has(target.attr)) {
      problems.push({
        ...location,
        message: `k3s points to ${target.attr}, which is not packaged here (packaged: ${packagedAttrs.join(', ') || 'none'}); expected ${expected}`
      });
    }
  } else if (target.kind === 'package' && shape === 'single') {
    state.defaultAttr = 'k3s';
    if (state.minors.length === 1) state.defaultMinor = state.minors[0].minor;
  } else {
    const written = target.kind === 'package' ? `callPackage ${K3S_REF} { ... }` : target.text;
    problems.push({ ...location, message: `k3s = ${written} is not understood; expected ${expected}` });
  }
}
