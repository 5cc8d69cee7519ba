// Holds each exchange with the endoflife.date double to the pinned part of its
// API v1 description: the path is the operation's, below the server's /api/v1;
// its parameters fit; the status is one the operation declares; a 200 is JSON
// of its schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 writes it); a 304
// answers a conditional request and has no body. Where the double answers
// otherwise, only a named difference allows it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { EndOfLifeExchange } from '../double/endoflifeDouble.js';
import { ENDOFLIFE_CONTRACT_PATH, type EndOfLifeContract } from './endoflifeDescription.js';
import type { JsonSchema } from './extract.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONTRACT_ID = 'endoflife-api-v1';

/** Where the double answers otherwise than the description, and why; one place. */
export const ENDOFLIFE_DIFFERENCES = {
  notFoundPage:
    "endoflife.date is a static site: a product it does not have is its site's 404 page, HTML (API v1's changelog: 404 JSON answers were reverted); the description declares the 404 without content",
  serverErrors:
    'a test makes the double fail (a server error, a reset connection) to show the retries; the description declares no 5xx',
} as const;
export type EndOfLifeDifference = keyof typeof ENDOFLIFE_DIFFERENCES;

export interface EndOfLifeCheck {
  /** "GET /api/v1/products/go -> 200" */
  exchange: string;
  differences: EndOfLifeDifference[];
  misfits: string[];
}

function sentence(error: ErrorObject, what: string): string {
  const at = error.instancePath ? `${what} at ${error.instancePath}` : what;
  if (error.keyword === 'required')
    return `${at} lacks required field "${String((error.params as { missingProperty?: unknown }).missingProperty)}"`;
  return `${at} ${error.message ?? error.keyword}`;
}

export class EndOfLifeContractCheck {
  readonly contract: EndOfLifeContract;
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(contract?: EndOfLifeContract) {
    this.contract =
      contract ?? (JSON.parse(readFileSync(path.join(ROOT, ENDOFLIFE_CONTRACT_PATH), 'utf8')) as EndOfLifeContract);
    this.ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictTuples: false });
    formats.default(this.ajv);
    this.ajv.addVocabulary(['components']);
    this.ajv.addSchema({ $id: CONTRACT_ID, components: this.contract.components });
  }

  /** The sentences saying how `value` does not fit `schema`; none when it fits. */
  fits(schema: JsonSchema, value: unknown, what: string): string[] {
    const key = JSON.stringify(schema);
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(
        JSON.parse(key.replace(/"#\/components\//g, `"${CONTRACT_ID}#/components/`)) as JsonSchema,
      );
      this.validators.set(key, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, 4).map((error) => sentence(error, what));
  }

  /** A component schema of the description, by name ("ProductResponse"). */
  schema(name: string): JsonSchema {
    const schema = this.contract.components.schemas[name];
    if (!schema) throw new Error(`the pinned description has no schema ${name}`);
    return schema;
  }

  check(exchange: EndOfLifeExchange): EndOfLifeCheck {
    const status = exchange.answer ? String(exchange.answer.status) : 'reset';
    const result: EndOfLifeCheck = {
      exchange: `${exchange.method} ${exchange.path} -> ${status}`,
      differences: [],
      misfits: [],
    };
    const misfit = (text: string): void => void result.misfits.push(text);
    const operation = this.contract.operations.product;
    const template = `${this.contract.description.server}${operation.path}`;
    if (!exchange.route) {
      misfit(`no operation of the description is at ${exchange.path} (the double serves ${template})`);
      return result;
    }
    if (exchange.method !== operation.method) misfit(`product is ${operation.method}, not ${exchange.method}`);
    const expected = template.replace(/\{(\w+)\}/g, (_all, name: string) =>
      encodeURIComponent(exchange.route!.params[name] ?? ''),
    );
    if (exchange.path !== expected) misfit(`product is at ${template}, the double served ${exchange.path}`);
    for (const parameter of operation.parameters.filter((p) => p.in === 'path'))
      for (const text of this.fits(
        parameter.schema,
        exchange.route.params[parameter.name],
        `path parameter ${parameter.name}`,
      ))
        misfit(text);

    const answer = exchange.answer;
    if (!answer || exchange.fault) {
      if (exchange.fault && (!answer || answer.status >= 500)) result.differences.push('serverErrors');
      else if (answer && !operation.responses[String(answer.status)])
        misfit(`product never answers ${answer.status} (it declares ${Object.keys(operation.responses).join(', ')})`);
      else if (answer?.body !== undefined || answer?.text !== undefined) misfit(`a ${status} answer has a body`);
      return result;
    }
    const declared = operation.responses[String(answer.status)];
    if (!declared) {
      misfit(`product never answers ${answer.status} (it declares ${Object.keys(operation.responses).join(', ')})`);
      return result;
    }
    if (answer.status === 304) {
      if (!exchange.headers['if-none-match']) misfit('a 304 answers a request that was not conditional');
      if (answer.body !== undefined || answer.text !== undefined) misfit('a 304 answer has a body');
      return result;
    }
    if (answer.status === 404) {
      result.differences.push('notFoundPage');
      if (answer.body !== undefined || !String(answer.headers['content-type']).startsWith('text/html'))
        misfit('a 404 is the HTML page of the site, not JSON');
      return result;
    }
    if (!declared.schema) {
      if (answer.body !== undefined || answer.text !== undefined)
        misfit(`product ${status} has no body; the double sent one`);
      return result;
    }
    if (answer.body === undefined) {
      misfit(`product ${status} answers ${declared.media.join(', ')}; the double sent no JSON`);
      return result;
    }
    for (const text of this.fits(declared.schema, answer.body, `the ${status} answer`)) misfit(text);
    return result;
  }
}

let shared: EndOfLifeContractCheck | undefined;

/** One check per test file: compiling the schemas once is what costs. */
export function endOfLifeContract(): EndOfLifeContractCheck {
  shared ??= new EndOfLifeContractCheck();
  return shared;
}

/** Each exchange that does not fit, as lines; empty when all fit. */
export function endOfLifeMisfits(exchanges: readonly EndOfLifeExchange[]): string[] {
  const check = endOfLifeContract();
  return exchanges.flatMap((exchange) => {
    const result = check.check(exchange);
    return result.misfits.map((text) => `${result.exchange}: ${text}`);
  });
}

/** Throws, naming each misfit, unless every exchange fits endoflife.date's description. */
export function expectFitsEndOfLife(exchanges: readonly EndOfLifeExchange[]): void {
  const misfits = endOfLifeMisfits(exchanges);
  if (misfits.length === 0) return;
  throw new Error(
    `${misfits.length} misfit(s) with endoflife.date's API v1 description (docs/DEVELOPMENT.md, "The endoflife.date double's contract"):\n` +
      misfits.map((m) => `  ${m}`).join('\n'),
  );
}
