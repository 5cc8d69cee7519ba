// Helpers of the editing toolkit's tests: the real-shape trees of
// __tests__/fixtures/edits/, copies of them in git repositories, and Nix's
// parser where the machine has it (the tests that need it say when it is not).
import { spawnSync, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const EDIT_FIXTURES = fileURLToPath(new URL('../fixtures/edits/', import.meta.url));
export const ALL_PACKAGES = 'pkgs/top-level/all-packages.nix';
export const ALIASES = 'pkgs/top-level/aliases.nix';
export const K3S = 'pkgs/applications/networking/cluster/k3s';

/** Whether nix-instantiate runs here; the reason when it does not. */
export const NIX = ((): { present: boolean; reason: string } => {
  const probe = spawnSync('nix-instantiate', ['--version'], { encoding: 'utf8' });
  return probe.status === 0
    ? { present: true, reason: '' }
    : { present: false, reason: 'nix-instantiate not found (Debian: apt-get install nix-bin)' };
})();

export function fixturePath(tree: string): string {
  return path.join(EDIT_FIXTURES, tree);
}

export function readFixture(tree: string, file: string): string {
  return readFileSync(path.join(EDIT_FIXTURES, tree, file), 'utf8');
}

/** Every file of a folder, by tree path. */
export function filesOf(root: string, folder = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(path.join(root, folder))) {
    const treePath = folder === '' ? entry : `${folder}/${entry}`;
    if (entry === '.git') continue;
    if (statSync(path.join(root, treePath)).isDirectory()) Object.assign(files, filesOf(root, treePath));
    else files[treePath] = readFileSync(path.join(root, treePath), 'utf8');
  }
  return files;
}

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

export function git(cwd: string, args: readonly string[], input?: string): { status: number; output: string } {
  const run = spawnSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8', input });
  return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
}

/** A temp copy of a fixture tree, committed in a fresh git repository. */
export function gitCopy(tree: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'k3s-guard-edit-'));
  cpSync(fixturePath(tree), dir, { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: dir, env: GIT_ENV });
  execFileSync('git', ['add', '-A'], { cwd: dir, env: GIT_ENV });
  execFileSync('git', ['commit', '-qm', 'fixture'], { cwd: dir, env: GIT_ENV });
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes `text` to a file of a temp folder (made as needed). */
export function writeIn(dir: string, file: string, text: string): void {
  writeFileSync(path.join(dir, file), text);
}
