// The catalogue of families and its schema, shipped inside the bundles:
// esbuild embeds the YAML as its text (scripts/build.mjs: the text loader; the
// tests' transform does the same) and the schema as its JSON.
import catalogueText from '../../../families/catalogue.yaml';
import schema from '../../../families/families.schema.json' with { type: 'json' };

/** How messages name the catalogue. */
export const CATALOGUE_FILE = 'families/catalogue.yaml';

export { catalogueText, schema };
