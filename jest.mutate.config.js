// The tests mutation testing runs: those of the policy and the calendar.
import base from './jest.config.js';

// Fewer generated cases per property than `npm test` runs: every mutant runs them again.
process.env.PROPERTY_RUNS ??= '30';

/** @type {import('jest').Config} */
export default {
  ...base,
  testMatch: [
    '<rootDir>/src/**/*.test.ts',
    '<rootDir>/__tests__/evaluate/**/*.test.ts',
    '<rootDir>/__tests__/calendar/**/*.test.ts',
  ],
};
