// Mutation testing of the policy (src/evaluate/) and the release calendar
// (src/calendar/): `npm run mutate`, kept out of `npm test` (it takes a while).
// Only the tests that exercise those folders run against each mutant.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'jest',
  testRunnerNodeArgs: ['--experimental-vm-modules'],
  jest: { projectType: 'custom', configFile: 'jest.mutate.config.js', enableFindRelatedTests: false },
  // knownReleases.ts is a table of dates on record with their sources: data, whose every value a test
  // would have to repeat (the calendar's tests check its shape and order instead).
  mutate: ['src/evaluate/**/*.ts', 'src/calendar/**/*.ts', '!src/calendar/knownReleases.ts', '!src/**/*.test.ts'],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'demo', 'examples', 'docs', 'reports', '.bench'],
  // Generous: on a busy machine a slow run is not a mutant that loops.
  timeoutMS: 30000,
  // Later runs test again only the mutants whose code or tests changed (reports/ is not committed).
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
};
