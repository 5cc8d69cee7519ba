// Families declared as data: the YAML of families/catalogue.yaml (shipped with
// the action) and of a repository's own file (input families-file, CLI
// --families-file), checked against the shipped schema
// (families/families.schema.json) with ajv, then for what a schema cannot say
// (a template that is no template, a parameter of another kind). A mistake is
// one line naming the file, the family, the field and what is allowed. A file is
// data a stranger may write: it is bounded in size, its YAML aliases are
// bounded, its templates are a small language and its paths stay in the tree.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { parseDocument } from 'yaml';
import { parseAttributePattern, sharedAttribute } from '../../domain/attributePattern.js';
import { schema } from './embedded.js';

/** A families file larger than this is refused: the catalogue is about 20 KB. */
export const MAX_FAMILIES_FILE_BYTES = 256 * 1024;
/** YAML aliases a file may expand, at most: enough to share a block, never a billion laughs. */
export const MAX_YAML_ALIASES = 50;

export const POLICY_KINDS = [
  'before-branch-off',
  'at-end-everywhere',
  'mark-at-end',
  'upgrade-path',
  'lts-only',
] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

/** A family's policy: its kind and the parameters of that kind. */
export interface PolicyDeclaration {
  kind: PolicyKind;
  /** before-branch-off, lts-only: the month a cycle ending in it leaves master (PostgreSQL: 11). */
  'removal-month'?: number;
  /** at-end-everywhere: what long-term support cycles follow instead. */
  lts?: 'before-branch-off' | 'at-end';
}

export interface ProjectionDeclaration {
  kind: 'none' | 'newer-releases' | 'months-after-release';
  count?: number;
  'cadence-months'?: number;
  months?: number;
  'include-lts'?: boolean;
}

export interface EvidenceDeclaration {
  pr?: number;
  issue?: number;
  doc?: string;
  url?: string;
  what: string;
}

/** One entry of a families file, as written (kebab-case fields); only `id` is required of an override. */
export interface FamilyDeclaration {
  id: string;
  name?: string;
  attributes?: string[];
  files?: string[];
  lifecycle?: { endoflife?: string; projection?: ProjectionDeclaration; code?: 'k3s' | 'rke2' };
  policy?: PolicyDeclaration;
  marked?: { flag?: string; threshold?: string };
  'throws-in'?: string;
  team?: string;
  labels?: string[];
  'policy-text'?: string;
  evidence?: EvidenceDeclaration[];
}

/** A family declared in full: what a declared (not code) family needs to be audited. */
export type CompleteDeclaration = FamilyDeclaration &
  Required<Pick<FamilyDeclaration, 'name' | 'attributes' | 'files' | 'policy'>> & {
    lifecycle: { endoflife: string; projection?: ProjectionDeclaration };
  };

/** A families file that cannot be used: one line, naming the file, the family, the field and what is allowed. */
export class DeclarationError extends Error {
  constructor(
    readonly file: string,
    line: string,
  ) {
    super(line);
    this.name = 'DeclarationError';
  }
}

/** The fields a code family's entry may give: the rest is its code's. */
const CODE_FAMILY_FIELDS: readonly (keyof FamilyDeclaration)[] = [
  'id',
  'lifecycle',
  'team',
  'labels',
  'policy-text',
  'evidence',
];
const NEEDED_FIELDS = ['name', 'attributes', 'files', 'lifecycle', 'policy'] as const;
/** Ids an issue marker reserves: `mentioned` marks the team mentions, never an issue (publish/issues/markers.ts). */
const RESERVED_IDS: readonly string[] = ['mentioned'];

let validator: ValidateFunction | undefined;

function validate(data: unknown): ErrorObject[] {
  validator ??= new Ajv({ allErrors: false, verbose: true }).compile(schema);
  return validator(data) ? [] : (validator.errors ?? []);
}

/** Where a mistake is, for its line. */
interface Place {
  file: string;
  /** The family's id when known, else its place in the list. */
  family?: string;
  field?: string;
}

function fail(place: Place, what: string): never {
  const parts = [
    place.file,
    ...(place.family !== undefined ? [`family ${place.family}`] : []),
    ...(place.field !== undefined ? [`field "${place.field}"`] : []),
  ];
  throw new DeclarationError(place.file, sentence(`${parts.join(': ')}: ${what}`));
}

/** A line that ends with exactly one full stop, whatever the text it ends with (a schema's description has its own). */
export function sentence(line: string): string {
  return `${line.replace(/[.\s]+$/, '')}.`;
}

/** A value as a message quotes it: short, one line. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/**
 * The declarations of one families file, in its order, each checked; or a
 * DeclarationError. `file` names it in messages. `schema: false` skips the
 * schema's check (ajv's compilation costs a run about 80 ms) for the shipped
 * catalogue alone, which its test holds to the schema.
 */
export function readDeclarations(text: string, file: string, options: { schema?: boolean } = {}): FamilyDeclaration[] {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_FAMILIES_FILE_BYTES)
    fail({ file }, `${bytes} bytes, over the ${MAX_FAMILIES_FILE_BYTES} bytes a families file may have`);
  const document = parseDocument(text, { uniqueKeys: true });
  const [error] = document.errors;
  if (error) fail({ file }, `not YAML: ${error.message.split('\n')[0]}`);
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (thrown) {
    const why = thrown instanceof Error ? thrown.message.split('\n')[0] : String(thrown);
    fail({ file }, `its YAML aliases expand past what a families file may (${why}); write the entries out`);
  }
  // Nothing but comments, or nothing at all: no document to check.
  if (data === null || data === undefined) throw new DeclarationError(file, `${file} is empty.`);
  const problem = options.schema === false ? undefined : firstProblem(validate(data));
  if (problem) fail(schemaPlace(file, data, problem.instancePath, problem), schemaWhat(problem));
  const declarations = (data as { families: FamilyDeclaration[] }).families;
  const seen = new Set<string>();
  for (const declaration of declarations) {
    const place = { file, family: `"${declaration.id}"` };
    if (seen.has(declaration.id)) fail({ ...place, field: 'id' }, `"${declaration.id}" is declared twice in this file`);
    seen.add(declaration.id);
    checkDeclaration(declaration, place);
  }
  return declarations;
}

/** The error to report: the first that is not a branch of a oneOf (its oneOf error says what is allowed). */
function firstProblem(errors: readonly ErrorObject[]): ErrorObject | undefined {
  return errors.find((e) => !/\/oneOf\/\d+\//.test(e.schemaPath)) ?? errors[0];
}

/** The family and the field of a JSON pointer into the file's data. */
function schemaPlace(file: string, data: unknown, pointer: string, error: ErrorObject): Place {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra =
    error.keyword === 'required'
      ? (error.params as { missingProperty: string }).missingProperty
      : error.keyword === 'additionalProperties'
        ? (error.params as { additionalProperty: string }).additionalProperty
        : undefined;
  if (extra !== undefined) segments.push(extra);
  if (segments[0] !== 'families' || segments.length < 2) return { file, field: segments.join('.') || undefined };
  const index = Number(segments[1]);
  const entry = (data as { families: unknown[] }).families[index];
  const id =
    typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string'
      ? `"${entry.id}"`
      : `${index + 1} of the list`;
  const field = segments
    .slice(2)
    .map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`))
    .join('');
  return { file, family: id, ...(field ? { field } : {}) };
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'a mapping of fields',
  array: 'a list',
};

/** What is allowed, in words, for a schema's complaint. */
function schemaWhat(error: ErrorObject): string {
  const parent = error.parentSchema as { description?: string; properties?: object } | undefined;
  const described = parent?.description ? `; ${parent.description.replace(/\.$/, '')}` : '';
  const value: unknown = error.data;
  switch (error.keyword) {
    case 'required':
      return 'is missing';
    case 'additionalProperties':
      return `is not a field here; the fields are ${Object.keys(parent?.properties ?? {}).join(', ')}`;
    case 'enum':
      return `${shown(value)} is not one of ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
    case 'type': {
      const type = String((error.params as { type: string }).type);
      return `${shown(value)} is not ${TYPE_WORDS[type] ?? type}${described}`;
    }
    case 'minimum':
    case 'maximum': {
      const { minimum, maximum } = error.parentSchema as { minimum?: number; maximum?: number };
      return `${shown(value)} is not between ${minimum ?? '-'} and ${maximum ?? '-'}`;
    }
    case 'minItems':
    case 'maxItems': {
      const { minItems, maxItems } = error.parentSchema as { minItems?: number; maxItems?: number };
      const count = Array.isArray(value) ? value.length : 0;
      return `has ${count} item${count === 1 ? '' : 's'}; give ${minItems ?? 0} to ${maxItems ?? 'any number of'}`;
    }
    case 'oneOf':
      return `give one of its forms${described}`;
    default:
      return `${shown(value)} is not allowed${described || `: ${error.message ?? error.keyword}`}`;
  }
}

/** What the schema cannot say of one entry. */
function checkDeclaration(declaration: FamilyDeclaration, place: Place): void {
  const at = (field: string): Place => ({ ...place, field });
  if (RESERVED_IDS.includes(declaration.id))
    fail(at('id'), `"${declaration.id}" is reserved by the action's issue markers; choose another id`);
  for (const [index, template] of (declaration.attributes ?? []).entries()) {
    const parsed = parseAttributePattern(template);
    if ('error' in parsed) fail(at(`attributes[${index}]`), parsed.error);
  }
  const code = declaration.lifecycle?.code;
  if (code !== undefined) {
    if (code !== declaration.id)
      fail(at('lifecycle.code'), `"${code}" is the lifecycle of the family ${code} alone, read by the action's code`);
    const extra = (Object.keys(declaration) as (keyof FamilyDeclaration)[]).find(
      (field) => !CODE_FAMILY_FIELDS.includes(field),
    );
    if (extra !== undefined)
      fail(
        at(extra),
        `${declaration.id}'s attributes, files and rules are the action's code; its entry gives ${CODE_FAMILY_FIELDS.join(', ')} only`,
      );
  } else if (declaration.id === 'k3s' || declaration.id === 'rke2') {
    if (declaration.lifecycle !== undefined)
      fail(at('lifecycle'), `${declaration.id}'s lifecycle is the action's code: write code: ${declaration.id}`);
  }
  const policy = declaration.policy;
  if (policy) {
    if (policy['removal-month'] !== undefined && policy.kind !== 'before-branch-off' && policy.kind !== 'lts-only')
      fail(
        at('policy.removal-month'),
        `a ${policy.kind} policy has no removal month; before-branch-off and lts-only have`,
      );
    if (policy.lts !== undefined && policy.kind !== 'at-end-everywhere')
      fail(at('policy.lts'), `a ${policy.kind} policy has no lts parameter; at-end-everywhere has`);
  }
  const projection = declaration.lifecycle?.projection;
  if (projection) {
    const field = (name: string): Place => at(`lifecycle.projection.${name}`);
    const newer = projection.kind === 'newer-releases';
    const months = projection.kind === 'months-after-release';
    if (newer && projection.count === undefined) fail(field('count'), 'is missing; newer-releases needs a count');
    if (months && projection.months === undefined)
      fail(field('months'), 'is missing; months-after-release needs months');
    for (const [name, allowed] of [
      ['count', newer],
      ['cadence-months', newer],
      ['months', months],
      ['include-lts', months],
    ] as const)
      if (projection[name] !== undefined && !allowed)
        fail(field(name), `a ${projection.kind} projection has no ${name}`);
  }
}

/** A family's declaration once merged: the file that gave it last, and the fields a repository's own file gave. */
export interface MergedDeclaration {
  declaration: FamilyDeclaration;
  file: string;
  /** The fields the repository's own file gave (all of them for a family it adds); empty for the catalogue's alone. */
  ownFields: readonly (keyof FamilyDeclaration)[];
}

/**
 * The catalogue with a repository's own file over it: an entry whose id the
 * catalogue has replaces the fields it gives (lifecycle and policy whole) and
 * keeps the others, in the catalogue's place; a new id joins at the end and
 * must be declared in full. Each family's fields are then checked together,
 * and no two families may claim one attribute.
 */
export function mergeDeclarations(
  catalogue: readonly FamilyDeclaration[],
  own?: { file: string; declarations: readonly FamilyDeclaration[] },
  catalogueFile = 'the catalogue',
): MergedDeclaration[] {
  const merged: MergedDeclaration[] = catalogue.map((declaration) => ({
    declaration,
    file: catalogueFile,
    ownFields: [],
  }));
  for (const declaration of own?.declarations ?? []) {
    const fields = Object.keys(declaration) as (keyof FamilyDeclaration)[];
    const known = merged.find((m) => m.declaration.id === declaration.id);
    if (known) {
      known.declaration = { ...known.declaration, ...declaration };
      known.file = own!.file;
      known.ownFields = fields;
    } else merged.push({ declaration, file: own!.file, ownFields: fields });
  }
  for (const { declaration, file } of merged) {
    const place = { file, family: `"${declaration.id}"` };
    checkDeclaration(declaration, place);
    if (declaration.lifecycle?.code !== undefined) continue;
    if (declaration.id === 'k3s' || declaration.id === 'rke2')
      fail({ ...place, field: 'lifecycle' }, `is missing; write code: ${declaration.id}`);
    const missing = NEEDED_FIELDS.find((field) => declaration[field] === undefined);
    if (missing !== undefined)
      fail({ ...place, field: missing }, `is missing; a family new to the catalogue needs ${NEEDED_FIELDS.join(', ')}`);
  }
  checkClaims(merged, own?.file ?? catalogueFile, catalogueFile);
  return merged;
}

/**
 * Two families whose templates match one attribute would both audit it, and
 * say every finding of it twice: the later one's declaration is refused,
 * naming the other and an attribute both claim.
 */
function checkClaims(merged: readonly MergedDeclaration[], ownFile: string, catalogueFile: string): void {
  const claims = merged.flatMap(({ declaration, ownFields }) =>
    (declaration.attributes ?? []).map((template, index) => {
      const parsed = parseAttributePattern(template);
      // Every template was checked with its declaration.
      if ('error' in parsed) throw new Error(parsed.error);
      return { id: declaration.id, own: ownFields.includes('attributes'), index, pattern: parsed.pattern };
    }),
  );
  for (const [at, later] of claims.entries())
    for (const earlier of claims.slice(0, at)) {
      if (earlier.id === later.id) continue;
      const attribute = sharedAttribute(earlier.pattern, later.pattern);
      if (attribute === undefined) continue;
      // The one a repository's own file wrote is the one to change.
      const [blamed, other] = later.own || !earlier.own ? [later, earlier] : [earlier, later];
      const otherFile = other.own ? ownFile : catalogueFile;
      const fix = other.own
        ? 'make the templates tell them apart, or declare one family'
        : `to change ${other.id}, override it by its id`;
      fail(
        { file: blamed.own ? ownFile : catalogueFile, family: `"${blamed.id}"`, field: `attributes[${blamed.index}]` },
        `${blamed.pattern.template} claims ${attribute}, which family "${other.id}" (${otherFile}) claims with ` +
          `${other.pattern.template}; an attribute is one family's: ${fix}`,
      );
    }
}

/** Whether a declaration is complete: a declared family the action can audit (not a code family). */
export function isComplete(declaration: FamilyDeclaration): declaration is CompleteDeclaration {
  return (
    declaration.lifecycle?.endoflife !== undefined && NEEDED_FIELDS.every((field) => declaration[field] !== undefined)
  );
}
