/** @type {import('jest').Config} */
export default {
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // Sources import siblings as './x.js' (NodeNext); jest resolves the .ts file.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }],
  },
  // Tests live in __tests__/, and a rule's table of tests beside the rule.
  testMatch: ['**/__tests__/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  // Mutation testing (npm run mutate) copies the project into .stryker-tmp while it runs.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/.stryker-tmp/'],
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
  testTimeout: 30000,
  // Jest's reporter, plus a line per file started and per slow test where the output is not a terminal.
  reporters: ['default', '<rootDir>/scripts/jest-progress.mjs'],
};
