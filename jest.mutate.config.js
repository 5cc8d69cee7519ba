// The tests mutation testing runs: those of the policy and the calendar.
import base from './jest.config.js';

// Fewer generated cases per property than `npm test` runs: every mutant runs them again.
process.env.PROPERTY_RUNS ??= '30';

/** @type {import('jest').Config} */
export default {
  ...base,
  // MUTATE_TESTS (comma-separated globs) runs a scoped set, e.g. one rule's own table: every mutant loads
  // every test file, so a scoped run is many times faster, and what it kills the full set kills too.
  testMatch: process.env.MUTATE_TESTS
    ? process.env.MUTATE_TESTS.split(',').map((glob) => `<rootDir>/${glob.trim()}`)
    : [
        '<rootDir>/src/**/*.test.ts',
        '<rootDir>/__tests__/evaluate/**/*.test.ts',
        '<rootDir>/__tests__/calendar/**/*.test.ts',
        // The checklists render the release plan (src/evaluate/releasePlan.ts) item by item.
        '<rootDir>/__tests__/publish/checklists/featureFreeze.test.ts',
        '<rootDir>/__tests__/publish/checklists/branchOff.test.ts',
      ],
};
