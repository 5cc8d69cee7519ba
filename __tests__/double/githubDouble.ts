// The double lives in src/ because `npm run demo` serves recorded data through it.
export * from '../../src/double/githubDouble.js';
