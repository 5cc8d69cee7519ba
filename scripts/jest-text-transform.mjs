// Jest's transform of the files the bundles embed as text (families/catalogue.yaml):
// the module's default export is the file's text, as esbuild's text loader makes it.
export default {
  process(sourceText) {
    return { code: `export default ${JSON.stringify(sourceText)};\n` };
  },
};
