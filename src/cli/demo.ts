// `--demo`: the example bundled with the program, read from local files like
// any offline run: a nixpkgs master checkout (demo/nixpkgs), the other
// branches' trees (demo/branches/<branch>), nixpkgs' release tags
// (demo/tags/<release>, the default at release), and a snapshot of upstream
// data (demo/recorded). No network is used.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalData } from '../gather/sources.js';

/** The snapshot's day: the example's findings are those of that day. */
export const DEMO_DAY = '2026-11-29';

export interface Demo {
  nixpkgsPath: string;
  local: LocalData;
  /** Options the example is recorded for (the day of the snapshot, its branch); what the user types wins. */
  options: Record<string, string>;
}

/** The demo/ folder beside the program (dist/cli.js) or its source (src/cli/demo.ts). */
export function demoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(path.join(dir, 'demo', 'recorded', 'releases.json'))) return path.join(dir, 'demo');
    dir = path.dirname(dir);
  }
  throw new Error('The demo data (demo/recorded/releases.json) is missing next to this program.');
}

export function demo(root: string = demoRoot()): Demo {
  const recorded = path.join(root, 'recorded');
  const branches = path.join(root, 'branches');
  const tags = path.join(root, 'tags');
  return {
    nixpkgsPath: path.join(root, 'nixpkgs'),
    local: {
      releases: path.join(recorded, 'releases.json'),
      lifecycle: { schedule: path.join(recorded, 'schedule.yaml'), eol: path.join(recorded, 'eol.yaml') },
      // Each folder under demo/branches is a nixpkgs branch of that name, each under demo/tags a release tag.
      trees: new Map(
        [branches, tags].flatMap((folder) =>
          readdirSync(folder).map((name) => [name, path.join(folder, name)] as const),
        ),
      ),
    },
    options: { now: DEMO_DAY, branch: 'master' },
  };
}
