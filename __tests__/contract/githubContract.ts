// Holds one exchange with the double (a recorded request and the answer it got)
// to the pinned part of GitHub's REST description: the route serves a described
// operation at its path; every path and query parameter and every body field
// sent is declared, with a value of its schema, and what is required is there;
// the answer's status is one the operation declares and its body fits the
// schema. Where the double may differ, only a named difference allows it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019, type ErrorObject, type ValidateFunction } from 'ajv/dist/2019.js';
import formats from 'ajv-formats';
import type { DoubleResponse, RecordedRequest } from '../double/githubDouble.js';
import type { CheckedDifference } from './differences.js';
import type { ContractOperation, GitHubContract, JsonSchema } from './extract.js';
import { CONTRACT_PATH } from './operations.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The pinned description, with its schemas, as `ajv` refers to it. */
const CONTRACT_ID = 'github-rest';

export interface ExchangeCheck {
  /** "GET /repos/NixOS/nixpkgs/issues -> 200" */
  exchange: string;
  operationId?: string;
  /** The differences this exchange was allowed through. */
  differences: CheckedDifference[];
  /** What does not fit the description, each a sentence. */
  misfits: string[];
}

/** `schema` with the fields of every object in it closed: a body field GitHub does not declare is a misfit. */
function closed(schema: JsonSchema): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const copy: JsonSchema = Object.fromEntries(
      Object.entries(node).map(([key, value]): [string, unknown] => [
        key,
        // Property names are names, not keywords: only their schemas are walked.
        key === 'properties'
          ? Object.fromEntries(Object.entries(value as object).map(([name, s]) => [name, walk(s)]))
          : walk(value),
      ]),
    );
    if (copy.type === 'object' && copy.properties && copy.additionalProperties === undefined)
      copy.unevaluatedProperties = false;
    return copy;
  };
  return walk(schema) as JsonSchema;
}

/** An ajv error as a sentence about the value: where, and what is wrong. */
function sentence(error: ErrorObject, what: string): string {
  const at = error.instancePath ? `${what} at ${error.instancePath}` : what;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') return `${at} lacks required field "${String(params.missingProperty)}"`;
  if (error.keyword === 'unevaluatedProperties' || error.keyword === 'additionalProperties') {
    const field = String(params.unevaluatedProperty ?? params.additionalProperty);
    return `${at} has "${field}", which GitHub does not declare`;
  }
  return `${at} ${error.message ?? error.keyword}${error.keyword === 'enum' ? ` ${JSON.stringify(params.allowedValues)}` : ''}`;
}

function headerValue(headers: Record<string, string> | undefined, name: string): string | undefined {
  return headers?.[name] ?? headers?.[name.toLowerCase()];
}

export class GitHubContractCheck {
  readonly contract: GitHubContract;
  private readonly ajv: Ajv2019;
  /** Parameters arrive as text: this instance reads "100" as the integer a schema may want. */
  private readonly coercing: Ajv2019;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(contract?: GitHubContract) {
    this.contract = contract ?? (JSON.parse(readFileSync(path.join(ROOT, CONTRACT_PATH), 'utf8')) as GitHubContract);
    const options = { allErrors: true, strict: true, strictTypes: false, strictTuples: false } as const;
    this.ajv = new Ajv2019(options);
    this.coercing = new Ajv2019({ ...options, coerceTypes: true });
    for (const ajv of [this.ajv, this.coercing]) {
      formats.default(ajv);
      // Not a keyword: the place the description's references point into.
      ajv.addVocabulary(['components']);
      ajv.addSchema({ $id: CONTRACT_ID, components: this.contract.components });
    }
  }

  /** The operations of the pinned description, by operationId. */
  get operations(): Record<string, ContractOperation> {
    return this.contract.operations;
  }

  private validator(key: string, schema: () => JsonSchema, coercing = false): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      // Component references resolve in the pinned file.
      const rooted = JSON.parse(
        JSON.stringify(schema()).replace(/"#\/components\//g, `"${CONTRACT_ID}#/components/`),
      ) as JsonSchema;
      validate = (coercing ? this.coercing : this.ajv).compile(rooted);
      this.validators.set(key, validate);
    }
    return validate;
  }

  private fits(key: string, schema: () => JsonSchema, value: unknown, what: string, coercing = false): string[] {
    const validate = this.validator(key, schema, coercing);
    if (validate(value)) return [];
    // oneOf/anyOf failures list every member's errors: the first few say enough.
    return (validate.errors ?? []).slice(0, 4).map((error) => sentence(error, what));
  }

  /** Parameters of one place (path, query) as an object schema, closed: an undeclared one is a misfit. */
  private parameterSchema(operation: ContractOperation, place: 'path' | 'query'): JsonSchema {
    const declared = operation.parameters.filter((p) => p.in === place);
    return {
      type: 'object',
      properties: Object.fromEntries(declared.map((p) => [p.name, p.schema])),
      required: declared.filter((p) => p.required || place === 'path').map((p) => p.name),
      additionalProperties: false,
    };
  }

  check(request: RecordedRequest): ExchangeCheck {
    const query = request.query.size ? `?${request.query.toString()}` : '';
    const status = request.status === -1 ? 'reset' : String(request.status);
    const result: ExchangeCheck = {
      exchange: `${request.method} ${request.path}${query} -> ${status}`,
      differences: [],
      misfits: [],
    };
    if (!request.route) {
      result.misfits.push("no route of the double serves it, so it matches no operation of GitHub's description");
      return result;
    }
    const { operationId } = request.route;
    result.operationId = operationId;
    const operation = this.operations[operationId];
    if (!operation) {
      result.misfits.push(`${operationId} is not in the pinned description (run npm run github-description)`);
      return result;
    }
    const exchange: Exchange = {
      operation,
      operationId,
      request,
      route: request.route,
      misfit: (text) => void result.misfits.push(text),
      allow: (difference) => void result.differences.push(difference),
    };
    this.checkRoute(exchange);
    this.checkRequest(exchange);
    this.checkAnswer(exchange);
    return result;
  }

  private checkRoute({ operation, operationId, request, route, allow, misfit }: Exchange): void {
    const served = route.template.replace(/\{\+/g, '{');
    if (request.method !== operation.method)
      misfit(`${operationId} is ${operation.method}, the double serves it for ${request.method}`);
    if (served === operation.path) return;
    const byId = /^\/repositories\/\{repository_id\}(\/.*)$/.exec(served);
    if (byId && operation.path === `/repos/{owner}/{repo}${byId[1]}`) allow('pagesByRepositoryId');
    else misfit(`${operationId} is at ${operation.path}, the double serves it at ${served}`);
  }

  private checkRequest({ operation, operationId, request, route, misfit }: Exchange): void {
    const pathParams = { ...route.params };
    // The id stands for owner and repo on a repository-id path (a checked difference).
    if ('repository_id' in pathParams) {
      delete pathParams.repository_id;
      Object.assign(pathParams, { owner: 'by-id', repo: 'by-id' });
    }
    const parameters = (place: 'path' | 'query') => () => this.parameterSchema(operation, place);
    for (const text of this.fits(`${operationId} path`, parameters('path'), pathParams, 'the path parameters', true))
      misfit(text);
    const query = Object.fromEntries(request.query);
    for (const text of this.fits(`${operationId} query`, parameters('query'), query, 'the query', true))
      misfit(
        text.replace(/^the query has "(.+)", which GitHub does not declare$/, 'query parameter "$1" is not declared'),
      );

    const body = operation.requestBody;
    if (request.body === undefined) {
      if (body?.required) misfit(`${operationId} requires a request body; none was sent`);
    } else if (!body) {
      misfit(`${operationId} takes no request body; one was sent`);
    } else {
      for (const text of this.fits(`${operationId} body`, () => closed(body.schema), request.body, 'the request body'))
        misfit(text);
    }
  }

  private checkAnswer(exchange: Exchange): void {
    const { operation, operationId, request, allow, misfit } = exchange;
    const answer = request.answer;
    if (request.status === -1 || !answer) {
      if (request.fault) allow('serverErrors');
      else misfit('the double sent no answer');
      return;
    }
    const status = String(answer.status);
    const declared = operation.responses[status];
    if (!declared) {
      this.checkUndeclaredStatus(exchange, answer);
      return;
    }
    if (answer.text !== undefined) {
      // Octokit asks for a media type as application/vnd.github.v3.<format>; the description names it without v3.
      const media = /^application\/vnd\.github(?:\.v3)?\.(\w+)/.exec(String(request.headers.accept ?? ''))?.[1];
      if (media && declared.media.includes(`application/vnd.github.${media}`)) return;
      if (operationId === 'repos/get-content' && media === 'raw') allow('rawContents');
      else misfit(`${operationId} ${status} answers JSON (${declared.media.join(', ')}); the double sent text`);
      return;
    }
    if (!declared.schema) {
      if (answer.body !== undefined) misfit(`${operationId} ${status} has no body; the double sent one`);
      return;
    }
    if (answer.body === undefined) {
      misfit(`${operationId} ${status} has a JSON body; the double sent none`);
      return;
    }
    const schema = declared.schema;
    for (const text of this.fits(`${operationId} ${status}`, () => schema, answer.body, `the ${status} answer`))
      misfit(text);
  }

  /** A status the operation does not declare: allowed only as one of the checked differences, each in its form. */
  private checkUndeclaredStatus(
    { operation, operationId, request, allow, misfit }: Exchange,
    answer: DoubleResponse,
  ): void {
    const status = String(answer.status);
    const basicError = (what: string): void => {
      if (answer.body === undefined) return;
      const schema = () => ({ $ref: '#/components/schemas/basic-error' });
      for (const text of this.fits('basic-error', schema, answer.body, what)) misfit(text);
    };
    const message = (answer.body as { message?: unknown } | undefined)?.message;
    const limited =
      headerValue(answer.headers, 'x-ratelimit-remaining') === '0' ||
      headerValue(answer.headers, 'retry-after') !== undefined;

    if (answer.status === 304 && request.method === 'GET' && request.headers['if-none-match']) {
      allow('conditionalRequests');
      if (answer.body !== undefined || answer.text !== undefined) misfit('a 304 answer has a body');
    } else if ((answer.status === 403 || answer.status === 429) && limited) {
      allow('rateLimits');
      basicError(`the ${status} rate-limit answer`);
    } else if (answer.status === 403 && typeof message === 'string' && /^Resource not accessible by /.test(message)) {
      allow('permissionDenied');
      basicError('the 403 refusal');
    } else if (answer.status === 404 && /\{\w+\}/.test(operation.path)) {
      allow('missingResource');
      basicError('the 404 answer');
    } else if (answer.status >= 500 && request.fault) {
      allow('serverErrors');
      basicError(`the ${status} answer`);
    } else {
      misfit(`${operationId} never answers ${status} (it declares ${Object.keys(operation.responses).join(', ')})`);
    }
  }
}

/** One exchange under check, with where its findings go. */
interface Exchange {
  operation: ContractOperation;
  operationId: string;
  request: RecordedRequest;
  route: NonNullable<RecordedRequest['route']>;
  misfit: (text: string) => void;
  allow: (difference: CheckedDifference) => void;
}

let shared: GitHubContractCheck | undefined;

/** One check per test file: compiling the schemas once is what costs. */
export function githubContract(): GitHubContractCheck {
  shared ??= new GitHubContractCheck();
  return shared;
}

/** Each exchange that does not fit, as lines for an error message; empty when all fit. */
export function misfitsOf(requests: readonly RecordedRequest[]): string[] {
  const check = githubContract();
  return requests.flatMap((request) => {
    const result = check.check(request);
    const against = result.operationId ? ` (${result.operationId})` : '';
    return result.misfits.map((text) => `${result.exchange}${against}: ${text}`);
  });
}

/** The name of the test an end-to-end file ends with: every request its runs sent fits GitHub's description. */
export const FITS_GITHUB =
  "every request to GitHub is an operation of its REST description, with declared parameters, answered in the operation's shapes";

/** Throws, naming each misfit, unless every exchange fits GitHub's description. */
export function expectFitsGitHub(requests: readonly RecordedRequest[]): void {
  const misfits = misfitsOf(requests);
  if (misfits.length === 0) return;
  throw new Error(
    `${misfits.length} misfit(s) with GitHub's REST description (__tests__/contract/, docs/DEVELOPMENT.md, "The GitHub double's contract"):\n` +
      misfits.map((m) => `  ${m}`).join('\n'),
  );
}
