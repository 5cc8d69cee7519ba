// Files the bundles embed as text (scripts/build.mjs; the tests' transform does the same).
declare module '*.yaml' {
  const text: string;
  export default text;
}
