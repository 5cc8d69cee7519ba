// rke2 as the GitHub double serves it to the end-to-end tests, and nixpkgs
// trees of rke2 in both of its layouts, written in nixpkgs' formats.
//
// Upstream (rancher/rke2): each minor's first release on its day below, then a
// patch every 28 days until a month past its Kubernetes end of life
// (KUBERNETES_EOL), each .0 after a release candidate; so latestOn() says
// which release was newest on a day. channels.yaml changed on the days of
// STABLE_CHANNEL, its stable channel then naming the newest patch of the minor.
import type { GitHubDouble, ReleaseJson } from '../../double/githubDouble.js';
import { releaseJson } from '../../double/githubDouble.js';
import { ALL_PACKAGES, KUBERNETES_EOL } from './upstreamData.js';

export const RKE2_REPOSITORY = 'rancher/rke2';
export const RKE2_DIR = 'pkgs/applications/networking/cluster/rke2';
export const RKE2_DEFAULT = `${RKE2_DIR}/default.nix`;
export const ALIASES = 'pkgs/top-level/aliases.nix';

/** The day of each minor's first rke2 release (1.34's is the day Kubernetes released it). */
const FIRST_RELEASE: Readonly<Record<string, string>> = {
  '1.27': '2023-04-20',
  '1.28': '2023-08-24',
  '1.29': '2023-12-20',
  '1.30': '2024-04-25',
  '1.31': '2024-08-22',
  '1.32': '2024-12-19',
  '1.33': '2025-04-30',
  '1.34': '2025-08-27',
};
/** No release after this day: the tests' upstream stops there. */
const LAST_DAY = '2025-12-31';

/** Days on which the stable channel moved, and the minor it moved to. */
export const STABLE_CHANNEL: ReadonlyArray<[day: string, minor: string]> = [
  ['2024-06-10', '1.28'],
  ['2024-10-20', '1.29'],
  ['2025-05-01', '1.31'],
  ['2025-08-01', '1.32'],
];

const DAY = 86_400_000;
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** Every release of a minor as [version, day], oldest first. */
function releasesOf(minor: string): Array<[string, string]> {
  const first = FIRST_RELEASE[minor];
  const until = [addDays(KUBERNETES_EOL[minor], 30), LAST_DAY].sort()[0];
  const list: Array<[string, string]> = [];
  for (let patch = 0; addDays(first, 28 * patch) <= until; patch++)
    list.push([`${minor}.${patch}+rke2r1`, addDays(first, 28 * patch)]);
  return list;
}

/** The newest release of a minor published on or before `day`. */
export function latestOn(minor: string, day: string): string {
  const released = releasesOf(minor).filter(([, published]) => published <= day);
  if (released.length === 0) throw new Error(`rke2 ${minor} has no release on ${day}`);
  return released[released.length - 1][0];
}

/** rancher/rke2's releases, newest first as GitHub lists them, release candidates included. */
export function rke2Releases(): ReleaseJson[] {
  let id = 500_000_000;
  const list: ReleaseJson[] = [];
  for (const minor of Object.keys(FIRST_RELEASE)) {
    const first = FIRST_RELEASE[minor];
    list.push(releaseJson(id++, `v${minor}.0-rc1+rke2r1`, `${addDays(first, -6)}T15:00:00Z`));
    for (const [version, day] of releasesOf(minor)) list.push(releaseJson(id++, `v${version}`, `${day}T18:30:00Z`));
  }
  return list
    .map((r) => ({
      ...r,
      html_url: `https://github.com/${RKE2_REPOSITORY}/releases/tag/${encodeURIComponent(r.tag_name)}`,
    }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** channels.yaml as rancher/rke2 writes it, its stable channel at `version`. */
export function channelsYaml(version: string): string {
  const minors = Object.keys(FIRST_RELEASE);
  return [
    'channels:',
    '- name: stable',
    `  latest: v${version}`,
    '- name: latest',
    '  latestRegexp: .*',
    '  excludeRegexp: ^[^+]+-',
    '- name: testing',
    '  latestRegexp: -(alpha|beta|rc)',
    ...minors.flatMap((m) => [
      `- name: v${m}`,
      `  latestRegexp: v${m.replace('.', '\\.')}\\..*`,
      '  excludeRegexp: ^[^+]+-',
    ]),
    'github:',
    '  owner: rancher',
    '  repo: rke2',
    'redirectBase: https://github.com/rancher/rke2/releases/tag/',
    '',
  ].join('\n');
}

/** Serves rancher/rke2: its releases and the history of its channels.yaml. */
export function serveRke2Upstream(double: GitHubDouble): void {
  double.setReleases(RKE2_REPOSITORY, rke2Releases());
  double.setFileHistory(
    RKE2_REPOSITORY,
    'channels.yaml',
    STABLE_CHANNEL.map(([day, minor]) => ({ date: `${day}T08:12:00Z`, text: channelsYaml(latestOn(minor, day)) })),
  );
}

// ------------------------------------------------------------------ nixpkgs trees

const folderOf = (minor: string): string => minor.replace('.', '_');
const attrOf = (minor: string): string => `rke2_${folderOf(minor)}`;

function versionsNix(version: string): string {
  const k8s = version.replace(/\+.*$/, '');
  const minor = k8s.replace(/^(\d+\.\d+).*$/, '$1');
  return [
    '{',
    `  rke2Version = "${version}";`,
    '  rke2Commit = "3c1f9e0b7d2a48e65f0c9b1a7d3e5f2468ac0b1d";',
    '  rke2TarballHash = "sha256-9rT0bVqJ3kXlY2mN7cP4sD1fG6hJ8kL0zX5cV3bN1mQ=";',
    '  rke2VendorHash = "sha256-Hq2wE4rT6yU8iO0pA1sD3fG5hJ7kL9zX2cV4bN6mQ8w=";',
    `  k8sVersion = "v${k8s}";`,
    `  k8sImageTag = "v${k8s}-rke2r1-build20250101";`,
    '  etcdVersion = "v3.5.21-k3s1-build20250101";',
    '  pauseVersion = "3.6";',
    `  ccmVersion = "v${minor}.0-build20250101";`,
    `  dockerizedVersion = "v${version.replace('+', '-')}";`,
    '  golangVersion = "go1.24.4";',
    `  eol = "${KUBERNETES_EOL[minor]}";`,
    '}',
    '',
  ].join('\n');
}

const HEAD = [
  '{ lib, callPackage, ... }@args:',
  '',
  'let',
  '  common = opts: callPackage (import ./builder.nix lib opts);',
  '  extraArgs = removeAttrs args [ "callPackage" ];',
  'in',
];

/** A package block of rke2/default.nix, marked end of life when `marked` is its day. */
function packageBlock(attr: string, folder: string, updateArg: string, marked?: string): string {
  const common = [
    `(common (`,
    `      (import ./${folder}/versions.nix)`,
    '      // {',
    '        updateScript = [',
    '          ./update-script.sh',
    `          "${updateArg}"`,
    '        ];',
    '      }',
    '    ) extraArgs)',
  ];
  if (!marked) return `  ${attr} = common (import ./${folder}/versions.nix) extraArgs;`;
  return [
    `  ${attr} =`,
    `    ${common.join('\n')}.overrideAttrs`,
    '      {',
    `        meta.knownVulnerabilities = [ "${attr} has reached end-of-life on ${marked}" ];`,
    '      };',
  ].join('\n');
}

function allPackages(exposed: string[]): string {
  return [
    '{ lib, noSysDirs, config, overlays }:',
    'res: pkgs: super:',
    '',
    'with pkgs;',
    '',
    '{',
    '  inherit (callPackage ../applications/networking/cluster/rke2 { })',
    ...exposed.map((a) => `    ${a}`),
    '    ;',
    '  rke2 = rke2_stable;',
    '',
    '  rmapi = callPackage ../applications/misc/remarkable/rmapi { };',
    '}',
    '',
  ].join('\n');
}

function aliasesNix(thrown: Record<string, string>): string {
  return [
    'lib: self: super:',
    '',
    'with self;',
    '',
    'mapAliases {',
    ...Object.entries(thrown).map(
      ([minor, day]) =>
        `  ${attrOf(minor)} = throw "'${attrOf(minor)}' has been removed from nixpkgs as it has reached end of life"; # Added ${day}`,
    ),
    '  rl_json = tclPackages.rl_json; # Added 2025-05-03',
    '}',
    '',
  ].join('\n');
}

export interface PerMinorTree {
  nixosVersion: string;
  /** minor -> packaged version */
  minors: Record<string, string>;
  stable: string;
  latest: string;
  /** minor -> day its package block says it reached end of life (meta.knownVulnerabilities) */
  marked?: Record<string, string>;
  /** minor -> day of its throw in aliases.nix */
  thrown?: Record<string, string>;
}

/** A nixpkgs tree of rke2 in today's layout: 1_XX/versions.nix, rke2_stable and rke2_latest in default.nix. */
export function perMinorTree(spec: PerMinorTree): Record<string, string> {
  const minors = Object.keys(spec.minors);
  const files: Record<string, string> = {
    'lib/.version': `${spec.nixosVersion}\n`,
    [`${RKE2_DIR}/builder.nix`]: 'lib: { rke2Version, ... }: { buildGoModule }: buildGoModule { pname = "rke2"; }\n',
    [`${RKE2_DIR}/update-script.sh`]: '#!/usr/bin/env bash\n',
    [RKE2_DEFAULT]: [
      ...HEAD,
      'rec {',
      ...minors.map((m) => packageBlock(attrOf(m), folderOf(m), folderOf(m).split('_')[1], spec.marked?.[m]) + '\n'),
      "  # Automatically set by update script, changes shouldn't be backported",
      `  rke2_stable = ${attrOf(spec.stable)};`,
      `  rke2_latest = ${attrOf(spec.latest)};`,
      '}',
      '',
    ].join('\n'),
    [ALL_PACKAGES]: allPackages([...minors.map(attrOf), 'rke2_stable', 'rke2_latest']),
    [ALIASES]: aliasesNix(spec.thrown ?? {}),
  };
  for (const [minor, version] of Object.entries(spec.minors))
    files[`${RKE2_DIR}/${folderOf(minor)}/versions.nix`] = versionsNix(version);
  return files;
}

export interface ChannelFoldersTree {
  nixosVersion: string;
  /** channel folder (stable, latest, testing) -> packaged version */
  channels: Record<string, string>;
  /** channel folder -> day its package block says it reached end of life */
  marked?: Record<string, string>;
}

/** A nixpkgs tree of rke2 in its older layout: stable/, latest/, testing/, each a package. */
export function channelFoldersTree(spec: ChannelFoldersTree): Record<string, string> {
  const channels = Object.keys(spec.channels);
  const files: Record<string, string> = {
    'lib/.version': `${spec.nixosVersion}\n`,
    [`${RKE2_DIR}/builder.nix`]: 'lib: { rke2Version, ... }: { buildGoModule }: buildGoModule { pname = "rke2"; }\n',
    [RKE2_DEFAULT]: [
      ...HEAD,
      '{',
      ...channels.map((c) => packageBlock(`rke2_${c}`, c, c, spec.marked?.[c]) + '\n'),
      '}',
      '',
    ].join('\n'),
    [ALL_PACKAGES]: allPackages(channels.map((c) => `rke2_${c}`)),
    [ALIASES]: aliasesNix({}),
  };
  for (const [channel, version] of Object.entries(spec.channels))
    files[`${RKE2_DIR}/${channel}/versions.nix`] = versionsNix(version);
  return files;
}
