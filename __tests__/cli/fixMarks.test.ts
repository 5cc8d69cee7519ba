// `--fix` and `--diff` of the marks a released branch asks for, where the
// layout has a mechanical place for them: k3s' and rke2's package blocks on
// release-26.05 of 2026-08-10 (k3s_1_33 and rke2_1_33 ended on 2026-06-28; the
// rke2 README's `.overrideAttrs { meta.knownVulnerabilities = [ ... ]; }`), and
// Nextcloud's `eol = true;` on release-25.05 of 2025-10-02 (nextcloud30 ended
// on 2025-09-30). Each: the diff passes `git apply --check`, the edited files
// parse, the audit of the written tree no longer asks for the mark, and a
// second --fix changes nothing. Electron's mark, a version threshold nixpkgs
// raises with its source build dropped, stays a person's, naming the file.
import { afterEach, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT } from '../../src/cli/usage.js';
import { parseNixFiles } from '../../src/edit/nixParser.js';
import { realDay } from '../e2e/support/realDays.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';
import { git, K3S, NIX } from '../edit/support.js';

if (!NIX.present) console.warn(`Skipping the parse of the marked files: ${NIX.reason}.`);

const RKE2 = 'pkgs/applications/networking/cluster/rke2';
const NEXTCLOUD = 'pkgs/servers/nextcloud/default.nix';
const FAMILIES = fileURLToPath(new URL('../fixtures/families/2025-10-02/', import.meta.url));

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** A tree committed in a fresh repository. */
function checkout(tree: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'k3s-guard-marks-'));
  cleanup = () => rmSync(dir, { recursive: true, force: true });
  cpSync(tree, dir, { recursive: true });
  git(dir, ['init', '-q']);
  git(dir, ['add', '-A']);
  git(dir, ['commit', '-qm', 'the tree']);
  return dir;
}

const status = (dir: string): string => git(dir, ['status', '--porcelain']).output;

async function parsed(dir: string, files: readonly string[]): Promise<string[]> {
  if (!NIX.present) return [];
  const results = await parseNixFiles(files.map((f) => ({ path: f, text: readFileSync(path.join(dir, f), 'utf8') })));
  return results.filter((r) => r.status !== 'parsed').map((r) => r.path);
}

interface Finding {
  rule: string;
  severity: string;
  attr?: string;
  message: string;
}

describe('k3s and rke2 on release-26.05, 2026-08-10', () => {
  const DAY = realDay('2026-08-10', [], { checkout: 'release-26.05' });
  const args = (dir: string, ...more: string[]): string[] => [
    ...DAY.cliArgs().slice(0, -1),
    '--branch',
    'release-26.05',
    ...more,
    dir,
  ];
  const EDITED = [`${K3S}/default.nix`, `${RKE2}/default.nix`];

  test('--diff shows both marks on their package blocks, as a diff git apply takes', async () => {
    const dir = checkout(DAY.checkout);
    const run = await runCliInProcess(args(dir, '--diff'));
    expect(run.code).toBe(EXIT.ok);
    const lines = run.stdout.split('\n');
    for (const line of [
      '-  k3s_1_33 = forVersions ./1_33/versions.nix;',
      '+  k3s_1_33 = (forVersions ./1_33/versions.nix).overrideAttrs {',
      '+    meta.knownVulnerabilities = [ "k3s_1_33 has reached end-of-life on 2026-06-28" ];',
      '-  rke2_1_33 = common (import ./1_33/versions.nix) extraArgs;',
      '+  rke2_1_33 = (common (import ./1_33/versions.nix) extraArgs).overrideAttrs {',
      '+    meta.knownVulnerabilities = [ "rke2_1_33 has reached end-of-life on 2026-06-28" ];',
    ])
      expect(lines).toContain(line);
    expect(git(dir, ['apply', '--check', '-'], run.stdout)).toEqual({ status: 0, output: '' });
    expect(run.stderr).toMatch(new RegExp(`^k3s_1_33 \\(k3s\\): changed ${K3S}/default\\.nix$`, 'm'));
    expect(run.stderr).toMatch(new RegExp(`^rke2_1_33 \\(rke2\\): changed ${RKE2}/default\\.nix$`, 'm'));
    // The patch updates of the same items are still a person's; the marks are not.
    expect(run.stderr).toMatch(/^k3s_1_33 \(k3s\): needs a person: Update k3s_1_33 to /m);
    expect(run.stderr).not.toMatch(/Mark \S+ as vulnerable by hand/);
    expect(status(dir)).toBe('');
  });

  test('--fix writes them; they parse, the audit no longer asks for them, a second --fix changes nothing', async () => {
    const dir = checkout(DAY.checkout);
    const run = await runCliInProcess(args(dir, '--fix'));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toContain('Written into the checkout: 2 files edited, 0 deleted.');
    expect(
      status(dir)
        .split('\n')
        .filter(Boolean)
        .map((l) => l.slice(3))
        .sort(),
    ).toEqual(EDITED);
    expect(await parsed(dir, EDITED)).toEqual([]);

    const audit = await runCliInProcess(args(dir, '--json'));
    const findings = JSON.parse(audit.stdout) as Finding[];
    const eol = findings.filter((f) => f.rule === 'minor-eol');
    expect(eol.map((f) => [f.attr, f.severity])).toEqual([
      ['k3s_1_33', 'notice'],
      ['rke2_1_33', 'notice'],
    ]);
    expect(eol[0].message).toContain(`It is marked with meta.knownVulnerabilities (${K3S}/default.nix line 12)`);

    const before = status(dir);
    const again = await runCliInProcess(args(dir, '--fix'));
    expect(again.code).toBe(EXIT.ok);
    expect(again.stdout).toContain('Nothing to write: the checkout has every mechanical edit already.');
    expect(status(dir)).toBe(before);
  });
});

describe('Nextcloud and Electron on release-25.05, 2025-10-02', () => {
  const args = (dir: string, ...more: string[]): string[] => [
    ...['--offline', '--now', '2025-10-02', '--packages', 'nextcloud,electron', '--branch', 'release-25.05'],
    ...['--endoflife', path.join(FAMILIES, 'endoflife'), ...more, dir],
  ];

  test("--diff sets eol = true; in nextcloud30's call; Electron's threshold is a person's, named", async () => {
    const dir = checkout(path.join(FAMILIES, 'release-25.05'));
    const run = await runCliInProcess(args(dir, '--diff'));
    expect(run.code).toBe(EXIT.ok);
    expect(run.stdout).toContain('     packages = nextcloud30Packages;\n+    eol = true;\n   };\n');
    expect(git(dir, ['apply', '--check', '-'], run.stdout)).toEqual({ status: 0, output: '' });
    expect(run.stderr).toMatch(/^nextcloud30 \(nextcloud\): changed pkgs\/servers\/nextcloud\/default\.nix$/m);
    expect(run.stderr).toContain(
      'electron_35 (electron): needs a person: Mark electron_35 by hand: raise the version threshold of ' +
        'meta.knownVulnerabilities in pkgs/development/tools/electron/binary/generic.nix past 35.',
    );
  });

  test('--fix writes it; it parses, the audit no longer asks for it, a second --fix changes nothing', async () => {
    const dir = checkout(path.join(FAMILIES, 'release-25.05'));
    const run = await runCliInProcess(args(dir, '--fix'));
    expect(run.code).toBe(EXIT.ok);
    expect(status(dir)).toBe(` M ${NEXTCLOUD}\n`);
    expect(await parsed(dir, [NEXTCLOUD])).toEqual([]);
    const audit = await runCliInProcess(args(dir, '--json'));
    const findings = JSON.parse(audit.stdout) as Finding[];
    expect(findings.filter((f) => f.attr === 'nextcloud30' && f.severity !== 'notice')).toEqual([]);
    expect(findings.filter((f) => f.attr === 'electron_35').map((f) => f.severity)).toEqual(['warning']);
    const again = await runCliInProcess(args(dir, '--fix'));
    expect(again.code).toBe(EXIT.ok);
    expect(status(dir)).toBe(` M ${NEXTCLOUD}\n`);
    expect(again.stdout).not.toMatch(/^nextcloud30 \(nextcloud\): changed/m);
  });
});
