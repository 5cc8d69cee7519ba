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
  // Every core: Jest leaves one to itself by default, which on two cores means one file at a time,
  // while much of a file's time is spent waiting on the bundles it runs and on the double.
  maxWorkers: '100%',
  testSequencer: '<rootDir>/scripts/jest-sequencer.mjs',
  // Jest's reporter, plus a line per file started and per slow test where the output is not a terminal.
  reporters: ['default', '<rootDir>/scripts/jest-progress.mjs'],
};
