// The program's version, from the package.json it was installed or built with:
// dist/cli.js and src/cli/ both sit a folder or two below it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NAME = 'k3s-release-guard';

export function programVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown };
      if (manifest.name === NAME && typeof manifest.version === 'string') return manifest.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`The package.json of ${NAME} is missing next to this program.`);
}
