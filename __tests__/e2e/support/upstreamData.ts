// What the e2e runs serve through the GitHub double: k3s releases (the demo's
// recorded 2023-2026 snapshot plus hand-written 2022-2023 releases in the same
// shape), Kubernetes end-of-life data, and nixpkgs branches as file maps.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseJson, type GitHubDouble, type ReleaseJson } from '../../double/githubDouble.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const FIXTURES = path.join(ROOT, '__tests__', 'fixtures', 'nixpkgs');
export const K3S_DIR = 'pkgs/applications/networking/cluster/k3s';
export const ALL_PACKAGES = 'pkgs/top-level/all-packages.nix';

/** The CLI offline on the demo's recorded upstream files; `files` gives other paths to some of them. */
export function offlineData(
  files: Partial<Record<'releases' | 'kubernetes-schedule' | 'kubernetes-eol', string>> = {},
): string[] {
  const recorded = path.join(ROOT, 'demo', 'recorded');
  return [
    '--offline',
    '--k3s-releases',
    files.releases ?? path.join(recorded, 'releases.json'),
    '--kubernetes-schedule',
    files['kubernetes-schedule'] ?? path.join(recorded, 'schedule.yaml'),
    '--kubernetes-eol',
    files['kubernetes-eol'] ?? path.join(recorded, 'eol.yaml'),
  ];
}

/**
 * Releases of 2022-2023 (older than the demo's recording). Dates are plausible,
 * not copied; what matters is which of them are published before each test's `now`.
 */
const OLDER_RELEASES: ReadonlyArray<[tag: string, publishedAt: string]> = [
  ['v1.27.3+k3s1', '2023-06-27T18:02:11Z'],
  ['v1.26.5+k3s1', '2023-06-09T16:40:02Z'],
  ['v1.27.2+k3s1', '2023-05-26T19:12:45Z'],
  ['v1.27.1+k3s1', '2023-04-28T21:03:19Z'],
  ['v1.27.1-rc1+k3s1', '2023-04-21T15:30:00Z'],
  ['v1.26.4+k3s1', '2023-04-20T20:11:08Z'],
  ['v1.25.9+k3s1', '2023-04-20T19:47:51Z'],
  ['v1.26.3+k3s1', '2023-03-27T17:20:14Z'],
  ['v1.26.1+k3s1', '2023-01-27T22:05:33Z'],
  ['v1.25.6+k3s1', '2023-01-26T18:15:40Z'],
  ['v1.26.0+k3s1', '2023-01-10T20:44:02Z'],
  ['v1.25.4+k3s1', '2022-11-18T16:30:27Z'],
  ['v1.24.6+k3s1', '2022-09-29T18:52:10Z'],
  ['v1.23.12+k3s1', '2022-09-29T18:21:44Z'],
  ['v1.25.2+k3s1', '2022-09-29T17:58:03Z'],
  ['v1.25.0+k3s1', '2022-09-22T20:35:51Z'],
  ['v1.25.0-rc1+k3s1', '2022-09-08T14:12:00Z'],
  ['v1.23.10+k3s1', '2022-08-26T15:09:38Z'],
  ['v1.24.4+k3s1', '2022-08-25T21:40:17Z'],
  ['v1.24.3+k3s1', '2022-07-21T19:26:55Z'],
  ['v1.23.8+k3s1', '2022-06-28T17:48:02Z'],
  ['v1.24.1+k3s1', '2022-06-10T22:31:09Z'],
  ['v1.23.6+k3s1', '2022-04-29T16:02:48Z'],
  ['v1.23.3+k3s1', '2022-02-01T18:44:26Z'],
];

/** All k3s releases, newest created first as GitHub lists them. */
export function k3sReleases(): ReleaseJson[] {
  const recorded = JSON.parse(
    readFileSync(path.join(ROOT, 'demo', 'recorded', 'releases.json'), 'utf8'),
  ) as ReleaseJson[];
  const older = OLDER_RELEASES.map(([tag, date], index) => releaseJson(900_000 + index, tag, date));
  return [...recorded, ...older].sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Kubernetes EOL days of the minors these tests package (eol.yaml keeps retired minors). */
export const KUBERNETES_EOL: Readonly<Record<string, string>> = {
  '1.22': '2022-10-28',
  '1.23': '2023-02-28',
  '1.24': '2023-07-28',
  '1.25': '2023-10-28',
  '1.26': '2024-02-28',
  '1.27': '2024-06-28',
  '1.28': '2024-10-28',
  '1.29': '2025-02-28',
  '1.30': '2025-06-28',
  '1.31': '2025-10-28',
  '1.32': '2026-02-28',
  '1.33': '2026-06-28',
  '1.34': '2026-10-27',
};

/** kubernetes/website's eol.yaml for KUBERNETES_EOL. */
export function eolYaml(): string {
  const entries = Object.entries(KUBERNETES_EOL)
    .reverse()
    .map(([minor, day]) => `- endOfLifeDate: "${day}"\n  finalPatchRelease: ${minor}.99\n  release: "${minor}"`);
  return `branches:\n${entries.join('\n')}\n`;
}

/** The schedule.yaml these tests serve as kubernetes/website's. */
export const SCHEDULE_YAML = path.join(ROOT, 'demo', 'recorded', 'schedule.yaml');

/** Serves the upstream facts: k3s releases and kubernetes/website's two lifecycle files. */
export function serveUpstream(double: GitHubDouble): void {
  double.setReleases('k3s-io/k3s', k3sReleases());
  double.setFile('kubernetes/website', 'main', 'data/releases/eol.yaml', eolYaml());
  double.setFile('kubernetes/website', 'main', 'data/releases/schedule.yaml', readFileSync(SCHEDULE_YAML, 'utf8'));
}

/** Every file below `dir`, by path relative to it with forward slashes. */
export function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[path.relative(dir, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
    }
  };
  walk(dir);
  return files;
}

/** Puts a nixpkgs branch (path -> text) into the double. */
export function serveBranch(
  double: GitHubDouble,
  repository: string,
  ref: string,
  files: Record<string, string>,
): void {
  for (const [file, text] of Object.entries(files)) double.setFile(repository, ref, file, text);
}

/**
 * A nixpkgs branch in today's layout (k3s/1_XX/versions.nix per minor), e.g.
 * { '1.30': '1.30.6+k3s1', '1.31': '1.31.2+k3s1' } with `k3s = k3s_1_31`.
 */
export function perMinorBranch(
  nixosVersion: string,
  versions: Record<string, string>,
  defaultMinor: string,
): Record<string, string> {
  const attr = (minor: string): string => `k3s_${minor.replace('.', '_')}`;
  const folder = (minor: string): string => minor.replace('.', '_');
  const minors = Object.keys(versions);
  const files: Record<string, string> = {
    'lib/.version': `${nixosVersion}\n`,
    [`${K3S_DIR}/default.nix`]:
      '{ lib, callPackage, ... }@args:\n\nlet\n  common = opts: callPackage (import ./builder.nix lib opts);\n' +
      '  extraArgs = builtins.removeAttrs args [ "callPackage" ];\nin\n{\n' +
      minors.map((m) => `  ${attr(m)} = common (import ./${folder(m)}/versions.nix) extraArgs;\n`).join('') +
      '}\n',
    [ALL_PACKAGES]:
      '{ lib, noSysDirs, config, overlays }:\nres: pkgs: super:\n\nwith pkgs;\n\n{\n' +
      `  inherit (callPackage ../applications/networking/cluster/k3s { }) ${minors.map(attr).join(' ')};\n` +
      `  k3s = ${attr(defaultMinor)};\n}\n`,
  };
  for (const [minor, version] of Object.entries(versions)) {
    files[`${K3S_DIR}/${folder(minor)}/versions.nix`] =
      `{\n  k3sVersion = "${version}";\n  k3sCommit = "0000000000000000000000000000000000000000";\n}\n`;
  }
  return files;
}

/** 1-based number of the first line of a fixture file matching `pattern`; throws when none does. */
export function lineOf(fixture: string, file: string, pattern: RegExp): number {
  const lines = readFileSync(path.join(FIXTURES, fixture, file), 'utf8').split(/\r?\n/);
  const index = lines.findIndex((line) => pattern.test(line));
  if (index === -1) throw new Error(`No line of ${fixture}/${file} matches ${pattern}`);
  return index + 1;
}
