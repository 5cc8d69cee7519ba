#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import "./chunk-LUOQS4NQ.js";

// src/cli/demo.ts
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
var DEMO_DAY = "2026-11-29";
function demoRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(path.join(dir, "demo", "recorded", "releases.json"))) return path.join(dir, "demo");
    dir = path.dirname(dir);
  }
  throw new Error("The demo data (demo/recorded/releases.json) is missing next to this program.");
}
function demo(root = demoRoot()) {
  const recorded = path.join(root, "recorded");
  const branches = path.join(root, "branches");
  const tags = path.join(root, "tags");
  return {
    nixpkgsPath: path.join(root, "nixpkgs"),
    local: {
      releases: path.join(recorded, "releases.json"),
      lifecycle: { schedule: path.join(recorded, "schedule.yaml"), eol: path.join(recorded, "eol.yaml") },
      // Each folder under demo/branches is a nixpkgs branch of that name, each under demo/tags a release tag.
      trees: new Map(
        [branches, tags].flatMap(
          (folder) => readdirSync(folder).map((name) => [name, path.join(folder, name)])
        )
      )
    },
    options: { now: DEMO_DAY, branch: "master" }
  };
}
export {
  DEMO_DAY,
  demo,
  demoRoot
};
//# sourceMappingURL=demo-EPJWPHP3.js.map
