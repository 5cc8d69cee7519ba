// Helpers shared by the nixpkgs reader tests: fixture paths, temp copies, recorded reads.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NixpkgsTree } from '../../../src/gather/nixpkgs/tree.js';

export const FIXTURES = fileURLToPath(new URL('../../fixtures/nixpkgs/', import.meta.url));
export const K3S = 'pkgs/applications/networking/cluster/k3s';
export const ALL_PACKAGES = 'pkgs/top-level/all-packages.nix';

export function fixture(name: string): string {
  return path.join(FIXTURES, name);
}

/** 1-based number of the line of `file` (in a fixture tree) that satisfies `test`; fails loudly when none does. */
export function lineOf(root: string, file: string, test: (line: string) => boolean): number {
  const index = readFileSync(path.join(root, file), 'utf8').split(/\r?\n/).findIndex(test);
  if (index === -1) throw new Error(`no such line in ${file}`);
  return index + 1;
}

/** A temp folder removed by the returned cleanup. */
export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'nixpkgs-tree-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Copies a fixture tree into `dir`, optionally rewriting every file's text. */
export function copyFixture(name: string, dir: string, rewrite?: (text: string) => string): string {
  const target = path.join(dir, name);
  cpSync(fixture(name), target, { recursive: true });
  if (rewrite) {
    const walk = (folder: string): void => {
      for (const entry of readdirSync(folder)) {
        const full = path.join(folder, entry);
        if (statSync(full).isDirectory()) walk(full);
        else writeFileSync(full, rewrite(readFileSync(full, 'utf8')));
      }
    };
    walk(target);
  }
  return target;
}

export interface TreeCall {
  op: 'readText' | 'listDir';
  path: string;
}

/** Wraps a tree and records every call, to check what the reader touches. */
export function recording(tree: NixpkgsTree): { tree: NixpkgsTree; calls: TreeCall[] } {
  const calls: TreeCall[] = [];
  return {
    calls,
    tree: {
      describe: tree.describe,
      readText: (p) => {
        calls.push({ op: 'readText', path: p });
        return tree.readText(p);
      },
      listDir: (p) => {
        calls.push({ op: 'listDir', path: p });
        return tree.listDir(p);
      },
    },
  };
}

/** An in-memory tree: file path -> text. Folders are implied by the paths. */
export function memoryTree(files: Record<string, string>): NixpkgsTree {
  return {
    describe: 'memory',
    readText: async (p) => files[p],
    listDir: async (p) => {
      const prefix = `${p}/`;
      const names = new Set(
        Object.keys(files)
          .filter((f) => f.startsWith(prefix))
          .map((f) => f.slice(prefix.length).split('/')[0]),
      );
      return names.size > 0 ? [...names].sort() : undefined;
    },
  };
}
