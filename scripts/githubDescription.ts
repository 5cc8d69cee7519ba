// `npm run github-description`: writes the part of GitHub's REST description
// that the double is held to (__tests__/fixtures/github-rest-description.json)
// from the installed @octokit/openapi. Run it after moving that package's
// pinned version or after routing a new operation in the double.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_PATH } from '../__tests__/contract/operations.js';
import { extractInstalled, renderContract } from '../__tests__/contract/installedDescription.js';

// This file runs bundled from .bench/, one level below the root as scripts/ is.
const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', CONTRACT_PATH);
const contract = extractInstalled();
writeFileSync(file, renderContract(contract));
const operations = Object.keys(contract.operations).length;
const schemas = Object.keys(contract.components.schemas).length;
process.stdout.write(
  `${CONTRACT_PATH}: ${operations} operations and ${schemas} schemas of ${contract.description.package} ${contract.description.version}\n`,
);
