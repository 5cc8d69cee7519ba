// The part of GitHub's REST description (@octokit/openapi's
// generated/api.github.com.json) that the double is held to: the operations it
// serves, each with its method, path, parameters, request body and responses,
// and the schemas they refer to. Only what validates is kept (no prose, no
// examples), so the pinned contract is small and its diff on a version move is
// GitHub's change of shape, nothing else.

/** A JSON Schema as ajv reads it (OpenAPI 3.0 dialect: `nullable` beside `type`). */
export type JsonSchema = { [keyword: string]: unknown };

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface ContractResponse {
  /** The media types GitHub declares for this status; none for a body-less answer (304, 302). */
  media: string[];
  /** The schema of the JSON body, when one is declared. */
  schema?: JsonSchema;
}

export interface ContractOperation {
  method: string;
  /** GitHub's path template, as `/repos/{owner}/{repo}/issues/{issue_number}`. */
  path: string;
  parameters: ContractParameter[];
  requestBody?: { required: boolean; schema: JsonSchema };
  /** By status code, as the description writes it ("200", "404"). */
  responses: Record<string, ContractResponse>;
}

export interface GitHubContract {
  description: { package: string; version: string; file: string; openapi: string };
  operations: Record<string, ContractOperation>;
  components: { schemas: Record<string, JsonSchema> };
}

/** What a description file holds, as far as extraction reads it. */
interface Description {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
}

export const DESCRIPTION_PACKAGE = '@octokit/openapi';
export const DESCRIPTION_FILE = 'generated/api.github.com.json';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Keywords that constrain a value; everything else (description, example, x-github...) is left out. */
const VALIDATING = new Set([
  '$ref',
  'type',
  'nullable',
  'enum',
  'const',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'oneOf',
  'anyOf',
  'allOf',
  'not',
]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a `#/components/...` reference to what it names. */
function resolve(description: Description, ref: string): unknown {
  const [, components, kind, name] = ref.split('/');
  if (components !== 'components' || !kind || !name) throw new Error(`Unexpected reference ${ref}`);
  const target = description.components[kind]?.[name];
  if (target === undefined) throw new Error(`${ref} is not in the description`);
  return target;
}

/** A parameter, response or body: the object itself, or what its `$ref` names. */
function inline(description: Description, value: unknown): Record<string, unknown> {
  const object = isObject(value) && typeof value.$ref === 'string' ? resolve(description, value.$ref) : value;
  if (!isObject(object)) throw new Error(`Expected an object, got ${JSON.stringify(value)}`);
  return object;
}

/**
 * A schema with its validating keywords only, recording the component schemas it
 * refers to. OpenAPI 3.0's `nullable` stays where `type` stands beside it (ajv
 * reads it there). GitHub writes `nullable` to mean "or null" everywhere, which
 * OpenAPI 3.0.3 reads more narrowly: beside `oneOf`/`anyOf` without a `type`
 * (where ajv refuses it) it becomes an `anyOf` with null, and an `enum` beside
 * it takes null among its values (`state_reason` of an open issue is null).
 */
function validatingSchema(schema: unknown, refs: Set<string>): JsonSchema {
  if (!isObject(schema)) throw new Error(`Expected a schema, got ${JSON.stringify(schema)}`);
  const kept: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!VALIDATING.has(keyword)) continue;
    if (keyword === '$ref') {
      refs.add(String(value));
      kept.$ref = value;
    } else if (keyword === 'properties' && isObject(value)) {
      kept.properties = Object.fromEntries(
        Object.entries(value).map(([name, property]) => [name, validatingSchema(property, refs)]),
      );
    } else if ((keyword === 'items' || keyword === 'not' || keyword === 'additionalProperties') && isObject(value)) {
      kept[keyword] = validatingSchema(value, refs);
    } else if (keyword === 'oneOf' || keyword === 'anyOf' || keyword === 'allOf') {
      kept[keyword] = (value as unknown[]).map((member) => validatingSchema(member, refs));
    } else {
      kept[keyword] = value;
    }
  }
  if (kept.nullable !== true) return kept;
  if (kept.type === undefined) {
    delete kept.nullable;
    return { anyOf: [{ type: 'null' }, kept] };
  }
  if (Array.isArray(kept.enum) && !kept.enum.includes(null)) kept.enum = [...(kept.enum as unknown[]), null];
  return kept;
}

function mediaSchema(content: unknown, refs: Set<string>): { media: string[]; schema?: JsonSchema } {
  const media = isObject(content) ? Object.keys(content).sort() : [];
  const json = isObject(content) ? content['application/json'] : undefined;
  const schema = isObject(json) && json.schema !== undefined ? validatingSchema(json.schema, refs) : undefined;
  return schema ? { media, schema } : { media };
}

function extractOperation(
  description: Description,
  method: string,
  path: string,
  operation: Record<string, unknown>,
  refs: Set<string>,
): ContractOperation {
  const parameters = ((operation.parameters as unknown[] | undefined) ?? []).map((raw): ContractParameter => {
    const parameter = inline(description, raw);
    return {
      name: String(parameter.name),
      in: parameter.in as ContractParameter['in'],
      required: parameter.required === true,
      schema: validatingSchema(parameter.schema ?? {}, refs),
    };
  });
  const responses: Record<string, ContractResponse> = {};
  for (const [status, raw] of Object.entries(inline(description, operation.responses))) {
    responses[status] = mediaSchema(inline(description, raw).content, refs);
  }
  const extracted: ContractOperation = { method: method.toUpperCase(), path, parameters, responses };
  if (operation.requestBody !== undefined) {
    const body = inline(description, operation.requestBody);
    const { schema } = mediaSchema(body.content, refs);
    if (schema) extracted.requestBody = { required: body.required === true, schema };
  }
  return extracted;
}

/** The named operations of a parsed description, with every schema they reach. */
export function extractContract(description: Description, operationIds: readonly string[]): GitHubContract {
  const found = new Map<string, ContractOperation>();
  const refs = new Set<string>();
  for (const [path, item] of Object.entries(description.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || !operationIds.includes(String(operation.operationId))) continue;
      found.set(String(operation.operationId), extractOperation(description, method, path, operation, refs));
    }
  }
  const missing = operationIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw new Error(`GitHub's description has no operation ${missing.join(', ')}`);

  // Component schemas refer to others: follow until no new reference turns up.
  const schemas: Record<string, JsonSchema> = {};
  const pending = [...refs];
  for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
    const name = ref.split('/').pop()!;
    if (schemas[name] || !ref.startsWith('#/components/schemas/')) continue;
    const inner = new Set<string>();
    schemas[name] = validatingSchema(resolve(description, ref), inner);
    pending.push(...inner);
  }

  const sorted = <T>(record: Record<string, T> | Map<string, T>): Record<string, T> =>
    Object.fromEntries(
      [...(record instanceof Map ? record : Object.entries(record))].sort(([a], [b]) => a.localeCompare(b)),
    );
  return {
    description: {
      package: DESCRIPTION_PACKAGE,
      version: description.info.version,
      file: DESCRIPTION_FILE,
      openapi: description.openapi,
    },
    operations: sorted(found),
    components: { schemas: sorted(schemas) },
  };
}
