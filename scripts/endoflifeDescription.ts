// `npm run endoflife-description -- FILE COMMIT`: writes the part of
// endoflife.date's API v1 description that the project reads and its double is
// held to (__tests__/fixtures/endoflife/api-v1-description.json) from FILE, a
// copy of api_v1/openapi.yml of endoflife-date/endoflife.date at COMMIT.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ENDOFLIFE_CONTRACT_PATH,
  extractEndOfLifeContract,
  renderEndOfLifeContract,
} from '../__tests__/contract/endoflifeDescription.js';

const [source, commit] = process.argv.slice(2);
if (!source || !commit) {
  process.stderr.write('usage: npm run endoflife-description -- path/to/openapi.yml COMMIT\n');
  process.exit(2);
}
// This file runs bundled from .bench/, one level below the root as scripts/ is.
const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', ENDOFLIFE_CONTRACT_PATH);
const contract = extractEndOfLifeContract(readFileSync(source, 'utf8'), commit);
writeFileSync(file, renderEndOfLifeContract(contract));
process.stdout.write(
  `${ENDOFLIFE_CONTRACT_PATH}: ${Object.keys(contract.operations).length} operation(s) and ${Object.keys(contract.components.schemas).length} schemas of endoflife.date API ${contract.description.version} at ${commit.slice(0, 12)}\n`,
);
