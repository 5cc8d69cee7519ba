// endoflife.date's double and the client's expectations, held to the pinned
// part of endoflife.date's API v1 description: the pin names its source; the
// extraction keeps shape, never prose; every answer the double gives fits; the
// fields the client reads are there, of the type the description gives them;
// the recorded answers the tests and the demo read are of the described shape; and an
// answer that lacks a required field is named as a misfit.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { END_OF_LIFE_FIELDS, type FieldType } from '../../src/github/cacheableEndpoints.js';
import { createEndOfLifeClient } from '../../src/gather/upstream/endOfLifeClient.js';
import { ResponseCache } from '../../src/github/responseCache.js';
import { EndOfLifeDouble, type EndOfLifeExchange } from '../double/endoflifeDouble.js';
import { endOfLifeContract, endOfLifeMisfits, expectFitsEndOfLife } from './endoflifeContract.js';
import { ENDOFLIFE_CONTRACT_PATH, extractEndOfLifeContract, type EndOfLifeContract } from './endoflifeDescription.js';
import type { JsonSchema } from './extract.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ANSWERS = path.join(ROOT, '__tests__/fixtures/endoflife/answers');
const DEMO_ANSWERS = path.join(ROOT, 'demo/recorded/endoflife');
const pinned = JSON.parse(readFileSync(path.join(ROOT, ENDOFLIFE_CONTRACT_PATH), 'utf8')) as EndOfLifeContract;
const recorded = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(ANSWERS, file), 'utf8')) as Record<string, unknown>;

describe(`the pinned part of endoflife.date's API v1 description (${ENDOFLIFE_CONTRACT_PATH})`, () => {
  test('names its source: the repository, the file, the commit and the API version', () => {
    expect(pinned.description).toEqual({
      repository: 'endoflife-date/endoflife.date',
      file: 'api_v1/openapi.yml',
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      openapi: expect.stringMatching(/^3\.1\./),
      server: '/api/v1',
    });
  });

  test('holds the one operation the action calls, with the statuses it declares', () => {
    expect(Object.keys(pinned.operations)).toEqual(['product']);
    expect(pinned.operations.product).toMatchObject({ method: 'GET', path: '/products/{product}' });
    expect(Object.keys(pinned.operations.product.responses).sort()).toEqual(['200', '304', '404', '429']);
  });

  test('holds shape only: no prose, no examples', () => {
    // Keywords, not property names: a property may be called "description" or "tags".
    const keywords = new Set<string>();
    const walk = (node: unknown, names = false): void => {
      if (Array.isArray(node)) node.forEach((item) => walk(item));
      else if (typeof node === 'object' && node !== null)
        for (const [key, value] of Object.entries(node)) {
          if (!names) keywords.add(key);
          walk(value, !names && key === 'properties');
        }
    };
    walk(pinned.components);
    walk(pinned.operations);
    for (const prose of ['description', 'examples', 'example', 'summary', 'title'])
      expect(keywords).not.toContain(prose);
  });
});

describe('the extraction (npm run endoflife-description)', () => {
  const page = [
    '---',
    'permalink: /docs/api/v1/openapi.yml',
    'layout: null',
    '---',
    'openapi: 3.1.1',
    'info:',
    '  title: A title',
    '  version: "9.9.9"',
    'servers:',
    '  - url: "{{ site.url }}/api/v1"',
    'paths:',
    '  /products/{product}:',
    '    get:',
    '      operationId: product',
    '      summary: Words',
    '      parameters:',
    '        - { name: product, in: path, required: true, description: Words, schema: { type: string } }',
    '      responses:',
    "        '200':",
    '          description: Words',
    '          content:',
    '            application/json:',
    "              schema: { $ref: '#/components/schemas/Answer' }",
    "        '404':",
    '          description: Words',
    '  /other:',
    '    get:',
    '      operationId: other',
    '      responses: {}',
    'components:',
    '  schemas:',
    '    Answer:',
    '      description: Words',
    '      type: object',
    '      required: [when]',
    '      properties:',
    '        when: { type: [string, "null"], format: date, examples: ["2025-01-01"], description: Words }',
    '    Unused: { type: string }',
  ].join('\n');

  test("keeps the operation's shape and the schemas it reaches, with its source; drops the front matter, prose and other operations", () => {
    const contract = extractEndOfLifeContract(page, 'a'.repeat(40));
    expect(contract).toEqual({
      description: {
        repository: 'endoflife-date/endoflife.date',
        file: 'api_v1/openapi.yml',
        commit: 'a'.repeat(40),
        version: '9.9.9',
        openapi: '3.1.1',
        server: '/api/v1',
      },
      operations: {
        product: {
          method: 'GET',
          path: '/products/{product}',
          parameters: [{ name: 'product', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { media: ['application/json'], schema: { $ref: '#/components/schemas/Answer' } },
            '404': { media: [] },
          },
        },
      },
      components: {
        schemas: {
          Answer: {
            type: 'object',
            required: ['when'],
            properties: { when: { type: ['string', 'null'], format: 'date' } },
          },
        },
      },
    });
  });

  test('refuses a source without its commit', () => {
    expect(() => extractEndOfLifeContract(page, 'master')).toThrow(/not a commit hash/);
  });
});

describe("the client's expectations", () => {
  const check = endOfLifeContract();

  /** A property's schema type as a FieldType ("string|null"), from `type` or an anyOf with null. */
  function declaredType(schema: JsonSchema): string {
    const types = (
      Array.isArray(schema.type)
        ? schema.type
        : schema.type !== undefined
          ? [schema.type]
          : ((schema.anyOf as JsonSchema[] | undefined) ?? []).map((member) => (member.$ref ? 'object' : member.type))
    ) as string[];
    return [...types.filter((t) => t !== 'null'), ...(types.includes('null') ? ['null'] : [])].join('|');
  }

  const fields = Object.entries(END_OF_LIFE_FIELDS).flatMap(([schemaName, table]) =>
    Object.entries(table as Record<string, FieldType>).map(([field, type]) => ({ schemaName, field, type })),
  );

  test.each(fields)(
    '$field of $schemaName: the description declares it, as $type, required as the client needs it',
    ({ schemaName, field, type }) => {
      const schema = check.schema(schemaName);
      const property = (schema.properties as Record<string, JsonSchema>)[field];
      expect(property).toBeDefined();
      expect(declaredType(property)).toBe(type.replace('?', ''));
      expect((schema.required as string[]).includes(field)).toBe(!type.endsWith('?'));
    },
  );

  test('the objects it walks through are where the description puts them: result, releases, latest', () => {
    const properties = (name: string) => check.schema(name).properties as Record<string, JsonSchema>;
    expect(properties('ProductResponse').result).toEqual({ $ref: '#/components/schemas/ProductDetails' });
    expect(properties('ProductDetails').releases).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/ProductRelease' },
    });
    expect(declaredType(properties('ProductRelease').latest)).toBe('object|null');
    for (const [schema, field] of [
      ['ProductResponse', 'result'],
      ['ProductDetails', 'releases'],
      ['ProductRelease', 'latest'],
    ] as const)
      expect(check.schema(schema).required).toContain(field);
  });

  test.each(readdirSync(ANSWERS))('the recorded answer %s is of the described shape', (file) => {
    expect(check.fits({ $ref: '#/components/schemas/ProductResponse' }, recorded(file), file)).toEqual([]);
  });

  // The demo's answers are read by `npm run demo` as --endoflife DIR reads any.
  test.each(readdirSync(DEMO_ANSWERS).filter((file) => file.endsWith('.json')))(
    "the demo's recorded answer %s is of the described shape",
    (file) => {
      const answer = JSON.parse(readFileSync(path.join(DEMO_ANSWERS, file), 'utf8')) as unknown;
      expect(check.fits({ $ref: '#/components/schemas/ProductResponse' }, answer, file)).toEqual([]);
    },
  );
});

describe('every answer the double gives', () => {
  const double = new EndOfLifeDouble();
  beforeAll(() => double.start());
  afterAll(() => double.stop());

  async function exchanges(work: () => Promise<unknown>): Promise<EndOfLifeExchange[]> {
    const before = double.exchanges.length;
    await work();
    return double.exchanges.slice(before);
  }

  test('200 with an ETag, 304 to it, 404 (HTML) and 429, driven by the production client, fit the description', async () => {
    double.setProduct('go', recorded('go.json'));
    const cache = new ResponseCache();
    const seen = await exchanges(async () => {
      await createEndOfLifeClient({ baseUrl: double.url, cache }).product('go');
      await createEndOfLifeClient({ baseUrl: double.url, cache: ResponseCache.parse(cache.serialize()) }).product('go');
      await createEndOfLifeClient({ baseUrl: double.url }).product('no-such-product');
      double.faults.push({ times: 1, status: 429, retryAfter: 60 });
      await createEndOfLifeClient({ baseUrl: double.url }).product('go');
    });
    expect(seen.map((e) => e.answer?.status)).toEqual([200, 304, 404, 429]);
    expect(seen[0]?.answer?.headers.etag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(seen[2]?.answer?.text).toMatch(/^<!DOCTYPE html>/);
    expectFitsEndOfLife(seen);
  });

  test('an answer missing a required field fails the contract, named by the field', async () => {
    const answer = recorded('postgresql.json');
    const result = answer.result as { releases: Array<Record<string, unknown>> };
    delete result.releases[1].isMaintained;
    double.setProduct('postgresql', answer);
    const seen = await exchanges(() => createEndOfLifeClient({ baseUrl: double.url }).product('postgresql'));
    expect(endOfLifeMisfits(seen)).toEqual([
      'GET /api/v1/products/postgresql -> 200: the 200 answer at /result/releases/1 lacks required field "isMaintained"',
    ]);
    expect(() => expectFitsEndOfLife(seen)).toThrow(/1 misfit\(s\) with endoflife\.date's API v1 description/);
  });

  test('a status the operation does not declare, a 304 not asked for, and a JSON 404 are misfits', () => {
    const exchange = (status: number, extra: Partial<EndOfLifeExchange> = {}, body?: unknown): EndOfLifeExchange => ({
      method: 'GET',
      path: '/api/v1/products/go',
      headers: {},
      route: { operationId: 'product', params: { product: 'go' } },
      answer: { status, headers: {}, ...(body !== undefined ? { body } : {}) },
      ...extra,
    });
    expect(
      endOfLifeMisfits([
        exchange(403),
        exchange(304),
        exchange(404, {}, { message: 'Not Found' }),
        { ...exchange(200), route: undefined, path: '/api/v1/products/go/releases/latest' },
      ]),
    ).toEqual([
      'GET /api/v1/products/go -> 403: product never answers 403 (it declares 200, 304, 404, 429)',
      'GET /api/v1/products/go -> 304: a 304 answers a request that was not conditional',
      'GET /api/v1/products/go -> 404: a 404 is the HTML page of the site, not JSON',
      'GET /api/v1/products/go/releases/latest -> 200: no operation of the description is at /api/v1/products/go/releases/latest (the double serves /api/v1/products/{product})',
    ]);
  });
});
