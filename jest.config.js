import { availableParallelism } from 'node:os';

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // Sources import siblings as './x.js' (NodeNext); jest resolves the .ts file.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  // TypeScript without its types, by esbuild as for dist/ (the type check is npm run typecheck).
  transform: {
    '^.+\\.ts$': '<rootDir>/scripts/jest-transform.mjs',
    // The catalogue of families, embedded as text as scripts/build.mjs embeds it.
    '^.+\\.yaml$': '<rootDir>/scripts/jest-text-transform.mjs',
  },
  // Tests live in __tests__/, and a rule's table of tests beside the rule.
  testMatch: ['**/__tests__/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  // Mutation testing (npm run mutate) copies the project into .stryker-tmp while it runs.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/.stryker-tmp/'],
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
  testTimeout: 30000,
  // Two workers a core: much of an end-to-end file's time is spent waiting on its loopback servers
  // and timers, not computing, so two files a core keep the cores busy (on an idle 2-core machine,
  // 273 s against 364 s with one a core, 2026-12-02).
  // (A number: Jest reads a percentage over 100% as a count of workers.)
  // Kept beside busy processes too: the CPU is shared per process, so four workers get more of it than two.
  // Twelve end-to-end files beside two busy loops (npm run test:loaded, 2026-12-05): 150 and 165 s with four
  // workers, 227 and 212 s with two; each file up to 1.5 times slower with four, which the time limits, each ten
  // times a file's work alone, absorb.
  maxWorkers: 2 * availableParallelism(),
  testSequencer: '<rootDir>/scripts/jest-sequencer.mjs',
  // Jest's reporter, plus a line per file started and per slow test where the output is not a terminal.
  reporters: ['default', '<rootDir>/scripts/jest-progress.mjs'],
};
