// The part of endoflife.date's API v1 description (api_v1/openapi.yml of
// endoflife-date/endoflife.date, OpenAPI 3.1) that the project reads and its
// double is held to: the operation `product` (GET /api/v1/products/{product}),
// its responses and the schemas they reach, with the validating keywords only
// (extract.ts's extraction, as for GitHub's description), and beside them the
// commit and API version it comes from. `npm run endoflife-description --
// FILE COMMIT` writes it from a copy of that file.
import { parse } from 'yaml';
import { extractContract, type ContractOperation, type JsonSchema } from './extract.js';

/** Where the pinned part is kept, from the repository's root. */
export const ENDOFLIFE_CONTRACT_PATH = '__tests__/fixtures/endoflife/api-v1-description.json';

export const ENDOFLIFE_REPOSITORY = 'endoflife-date/endoflife.date';
export const ENDOFLIFE_DESCRIPTION_FILE = 'api_v1/openapi.yml';

/** The operations the action calls, by operationId. */
export const ENDOFLIFE_OPERATIONS = ['product'] as const;
export type EndOfLifeOperationId = (typeof ENDOFLIFE_OPERATIONS)[number];

export interface EndOfLifeContract {
  description: {
    repository: string;
    file: string;
    /** The commit of the repository the file was read at. */
    commit: string;
    /** The API's version (`info.version`). */
    version: string;
    openapi: string;
    /** The path below the host that the operations' paths are under (`/api/v1`). */
    server: string;
  };
  operations: Record<EndOfLifeOperationId, ContractOperation>;
  components: { schemas: Record<string, JsonSchema> };
}

/**
 * The pinned part of a copy of api_v1/openapi.yml at `commit`. The file is a
 * Jekyll page: its front matter goes, and `{{ site.url }}` stands for the site.
 */
export function extractEndOfLifeContract(text: string, commit: string): EndOfLifeContract {
  if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`"${commit}" is not a commit hash (40 hex digits)`);
  const page = text
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replaceAll('{{ site.url }}', 'https://endoflife.date');
  const description = parse(page) as Parameters<typeof extractContract>[0] & { servers?: Array<{ url?: string }> };
  const server = description.servers?.[0]?.url;
  if (!server) throw new Error('the description names no server');
  const { operations, components } = extractContract(description, ENDOFLIFE_OPERATIONS);
  return {
    description: {
      repository: ENDOFLIFE_REPOSITORY,
      file: ENDOFLIFE_DESCRIPTION_FILE,
      commit,
      version: description.info.version,
      openapi: description.openapi,
      server: new URL(server).pathname.replace(/\/+$/, ''),
    },
    operations: operations,
    components,
  };
}

/** The committed form: two-space JSON and a final newline, so that moving the pin diffs line by line. */
export function renderEndOfLifeContract(contract: EndOfLifeContract): string {
  return `${JSON.stringify(contract, null, 2)}\n`;
}
