// Jest's transform of the TypeScript files: esbuild strips the types of each
// file, as it does for dist/ (npm run build) and as isolatedModules allows.
// ts-jest did the same through TypeScript's transpileModule, ten times slower
// and with the compiler loaded in every worker; the type check is its own
// step (npm run typecheck).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { transformSync, version } from 'esbuild';

const tsconfigRaw = readFileSync(new URL('../tsconfig.json', import.meta.url), 'utf8');
const self = readFileSync(new URL(import.meta.url), 'utf8');

export default {
  getCacheKey(sourceText, sourcePath, { configString }) {
    return createHash('sha1')
      .update([version, self, tsconfigRaw, configString, sourcePath, sourceText].join('\0'))
      .digest('hex');
  },
  process(sourceText, sourcePath) {
    const { code, map } = transformSync(sourceText, {
      loader: 'ts',
      format: 'esm',
      // The oldest Node the action supports (package.json engines): it keeps import attributes (with { type: 'json' }).
      target: 'node20.19',
      tsconfigRaw,
      sourcefile: sourcePath,
      sourcemap: 'external',
    });
    return { code, map };
  },
};
