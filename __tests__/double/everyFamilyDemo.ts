// The demo world with every family of the catalogue in it (issue 26's cost
// figures): a copy of demo/ in which each tree (the master checkout, each
// branch, each tag) also holds the nixpkgs files that define the declared
// families (those of __tests__/fixtures/families/2025-10-02/master, written in
// the real format), and an all-packages.nix and aliases.nix of real size
// (__tests__/gather/nixpkgs/realSizeTree.ts) with the demo's own lines in them
// (k3s, rke2, and the families a demo tree binds itself, which the generated
// files then leave out: every attribute is bound once, as Nix's parser asks);
// and endoflife.date's answers for every product, for the loopback double.
// Shared by `npm run bench` and the tests that pin the requests of a scheduled
// run of every family and check its --diff.
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cycleOf, parseAttributePattern } from '../../src/domain/attributePattern.js';
import { NIXPKGS_PATHS } from '../../src/gather/nixpkgs/paths.js';
import { REAL_SIZE_FAMILIES, realSizeAliases, realSizeAllPackages } from '../gather/nixpkgs/realSizeTree.js';
import type { EndOfLifeDouble } from './endoflifeDouble.js';

/** The repository: from __tests__/double/, or from the bench's bundle in .bench/. */
const ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, '__tests__', 'fixtures', 'families'))) {
    if (path.dirname(dir) === dir) throw new Error('__tests__/fixtures/families is not above this file');
    dir = path.dirname(dir);
  }
  return dir;
})();
const FIXTURE = path.join(ROOT, '__tests__', 'fixtures', 'families', '2025-10-02');
/** The files of a tree the copy keeps its own: its release, its end of support, the two files merged below. */
const OWN = new Set([
  NIXPKGS_PATHS.libVersion,
  NIXPKGS_PATHS.versionModule,
  NIXPKGS_PATHS.allPackages,
  NIXPKGS_PATHS.aliases,
]);

/** The attribute set's entries of a demo file: what is between `open` and the file's last `}`. */
function body(text: string, open: string): string {
  const from = text.indexOf(open);
  if (from < 0) throw new Error(`no "${open.trim()}" in a demo file`);
  return text.slice(from + open.length, text.lastIndexOf('}'));
}

/** `generated` with `entries` put in at the start of its attribute set (after `open`). */
function withEntries(generated: string, open: string, entries: string): string {
  const at = generated.indexOf(open) + open.length;
  return `${generated.slice(0, at)}${entries}\n${generated.slice(at)}`;
}

/** The files below a folder, relative to it. */
function filesBelow(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** The templates of the real-size families whose attributes a demo file binds or throws itself. */
function familiesIn(...texts: string[]): Set<string> {
  const names = new Set(texts.flatMap((text) => text.match(/[A-Za-z_][A-Za-z0-9_'-]*/g) ?? []));
  const own = new Set<string>();
  for (const { template } of REAL_SIZE_FAMILIES) {
    const parsed = parseAttributePattern(template);
    if ('error' in parsed) throw new Error(parsed.error);
    if ([...names].some((name) => cycleOf(parsed.pattern, name) !== undefined)) own.add(template);
  }
  return own;
}

/** Makes a tree of the copy hold every family: the fixture's defining files, the real-size shared files. */
function addFamilies(tree: string): void {
  const fixture = path.join(FIXTURE, 'master');
  for (const file of filesBelow(fixture))
    if (!OWN.has(file as never)) cpSync(path.join(fixture, file), path.join(tree, file));
  const allPackages = path.join(tree, NIXPKGS_PATHS.allPackages);
  const aliases = path.join(tree, NIXPKGS_PATHS.aliases);
  const [ownPackages, ownAliases] = [readFileSync(allPackages, 'utf8'), readFileSync(aliases, 'utf8')];
  const own = familiesIn(ownPackages, ownAliases);
  // The real-size all-packages.nix binds php85, which came after the fixture's day: its file, so that its version is read.
  const php = path.join(tree, 'pkgs/development/interpreters/php');
  writeFileSync(
    path.join(php, '8.5.nix'),
    readFileSync(path.join(php, '8.4.nix'), 'utf8').replace(/version = "8\.4\.\d+";/, 'version = "8.5.0";'),
  );
  writeFileSync(
    allPackages,
    withEntries(realSizeAllPackages(own), 'with pkgs;\n\n{\n', body(ownPackages, 'with pkgs;\n\n{\n')),
  );
  writeFileSync(aliases, withEntries(realSizeAliases(own), 'mapAliases {\n', body(ownAliases, 'mapAliases {\n')));
}

export interface EveryFamilyDemo {
  /** The copy of demo/, to load into the GitHub double and to check out. */
  root: string;
  /** The size of the checkout's all-packages.nix, in characters. */
  allPackagesChars: number;
  remove(): void;
}

export function everyFamilyDemo(demo = path.join(ROOT, 'demo')): EveryFamilyDemo {
  const root = mkdtempSync(path.join(tmpdir(), 'k3s-guard-every-family-'));
  cpSync(demo, root, { recursive: true });
  const below = (folder: string): string[] =>
    readdirSync(path.join(root, folder)).map((name) => path.join(root, folder, name));
  for (const tree of [path.join(root, 'nixpkgs'), ...below('branches'), ...below('tags')]) addFamilies(tree);
  return {
    root,
    allPackagesChars: readFileSync(path.join(root, 'nixpkgs', NIXPKGS_PATHS.allPackages), 'utf8').length,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** The folder of endoflife.date's recorded answers, one `<product>.json` per product (--endoflife DIR). */
export const ENDOFLIFE_ANSWERS = path.join(FIXTURE, 'endoflife');

/** Serves every recorded product from the double; returns their names. */
export function loadEndOfLife(double: EndOfLifeDouble): string[] {
  const products = readdirSync(ENDOFLIFE_ANSWERS)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''));
  for (const product of products)
    double.setProduct(product, JSON.parse(readFileSync(path.join(ENDOFLIFE_ANSWERS, `${product}.json`), 'utf8')));
  return products;
}
