// Families declared as data: the YAML of families/catalogue.yaml (shipped with
// the action, k3s and rke2 included) and of a repository's own file (input
// families-file, CLI --families-file), checked against the shipped schema
// (families/families.schema.json) with ajv, then for what a schema cannot say
// (a template that is no template, a parameter of another kind). Each entry
// names its three parts, each a kind and its parameters: its layout, its
// upstream and its policy (../registry.ts makes them); the short form of the
// usual family (attributes, files, marked, throws-in, lifecycle at the top) is
// an attributes layout and an endoflife.date upstream. A mistake is one line
// naming the file, the family, the field and what is allowed. A file is data a
// stranger may write: it is bounded in size, its YAML aliases are bounded, its
// templates are a small language and its paths stay in the tree.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { parseDocument } from 'yaml';
import { parseAttributePattern, sharedAttribute } from '../../domain/attributePattern.js';
import { cyclePathError } from '../../domain/cyclePath.js';
import { schema } from './embedded.js';

/** A families file larger than this is refused: the catalogue is about 20 KB. */
export const MAX_FAMILIES_FILE_BYTES = 256 * 1024;
/** YAML aliases a file may expand, at most: enough to share a block, never a billion laughs. */
export const MAX_YAML_ALIASES = 50;

/** The policies of the catalogue's families, as the kinds of nixpkgs' practice. */
export const CATALOGUE_KINDS = [
  'before-branch-off',
  'at-end-everywhere',
  'mark-at-end',
  'upgrade-path',
  'lts-only',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
/** Every policy: the catalogue's kinds, and k3s' (POLICY.md) and rke2's (POLICY-rke2.md) rule tables. */
export type PolicyKind = CatalogueKind | 'k3s' | 'rke2';

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

/** A layout of attribute templates in the files that bind them (the catalogue's families). */
export interface AttributesLayoutDeclaration {
  kind: 'attributes';
  attributes: string[];
  files: string[];
  marked?: { flag?: string; threshold?: string };
  'throws-in'?: string;
  /** Its default attributes, which move together (nodejs, nodejs-slim, corepack), each read where a declared file binds it. */
  defaults?: string[];
  /** Where each cycle's version is written; absent: it reads none. */
  version?: VersionDeclaration;
}

/**
 * Where a cycle's version is written: the first `binding = "17.6";` (or
 * `binding = { major = "3"; minor = "13"; patch = "9"; };`) of the cycle's
 * `file` (a path template, postgresql/{cycle}.nix), inside the binding `in`
 * names (an attribute template, mariadb_{major:2}{minor}) when it is given.
 */
export interface VersionDeclaration {
  file: string;
  in?: string;
  binding: string;
}

/** A family in a folder of its own, a folder per minor (k3s), or before that rke2's channel folders. */
export interface FolderLayoutDeclaration {
  kind: 'minor-folders' | 'channel-folders';
  folder: string;
  /** Its minors' attributes: k3s_{major}_{minor}. */
  attribute: string;
  /** Its plain default attribute: k3s. */
  default: string;
  'version-variable': string;
  'build-tag': string;
  'packaging-entries': string[];
  'single-file-era'?: string;
  'channel-aliases'?: { stable: string; latest: string };
}

export type LayoutDeclaration = AttributesLayoutDeclaration | FolderLayoutDeclaration;
export type LayoutKind = LayoutDeclaration['kind'];

/** The lifecycle of an endoflife.date product, with a projection of the ends it has not decided. */
export interface EndOfLifeDeclaration {
  kind: 'endoflife';
  product: string;
  projection?: ProjectionDeclaration;
}

/** The releases of a GitHub repository, with the Kubernetes lifecycle of their minors (k3s, rke2). */
export interface GitHubReleasesDeclaration {
  kind: 'github-releases';
  repository: string;
  'build-tag': string;
  'channel-file'?: string;
  lifecycle: 'kubernetes';
}

export type UpstreamDeclaration = EndOfLifeDeclaration | GitHubReleasesDeclaration;
export type UpstreamKind = UpstreamDeclaration['kind'];

/** How `--fix` writes a removal of the family (families/families.schema.json says each field). */
export interface RemovalDeclaration {
  /** The throw's message: {attr} the attribute thrown, {item} the cycle's own attribute, {cycle} the cycle. */
  throw?: string;
  /** Its companions as throws (default), or as aliases to the cycle's own attribute (Node.js). */
  companions?: 'throw' | 'alias';
  /** More places the cycle's own attribute is thrown, each inside a `lib.optionalAttrs config.allowAliases` block. */
  'also-throws-in'?: { file: string; within?: string; dated?: boolean }[];
  /** The folder of the release notes a removal gets a line in; none when absent. */
  'release-notes'?: string;
  'release-notes-section'?: string;
}

/** One entry of a families file, as written (kebab-case fields); only `id` is required of an override. */
export interface FamilyDeclaration {
  id: string;
  name?: string;
  layout?: LayoutDeclaration;
  upstream?: UpstreamDeclaration;
  policy?: PolicyDeclaration;
  team?: string;
  labels?: string[];
  'policy-text'?: string;
  evidence?: EvidenceDeclaration[];
  /** How its issue markers are told apart (its id when absent); false: unscoped, as k3s's were before there were families. */
  'issue-scope'?: string | false;
  /** How it names its cycles: minor. */
  'cycle-word'?: string;
  /** Whether it has inputs of its own, which action.yml declares (k3s, rke2). */
  inputs?: boolean;
  /** How `--fix` writes its removals; a neutral throw and no release notes when absent. */
  removal?: RemovalDeclaration;
  // The short form: an attributes layout, and an endoflife.date upstream.
  attributes?: string[];
  files?: string[];
  marked?: { flag?: string; threshold?: string };
  'throws-in'?: string;
  lifecycle?: { endoflife: string; projection?: ProjectionDeclaration };
}

/** A family declared in full, its short form read as its parts: what the action needs to audit it. */
export type CompleteDeclaration = Omit<FamilyDeclaration, ShortField | 'lifecycle'> &
  Required<Pick<FamilyDeclaration, 'name' | 'layout' | 'upstream' | 'policy'>>;

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

/** The short form's fields of an attributes layout, written at the top of an entry. */
const SHORT_FIELDS = ['attributes', 'files', 'marked', 'throws-in'] as const;
type ShortField = (typeof SHORT_FIELDS)[number];
const NEEDED = 'name, attributes and files (or a layout), lifecycle (or an upstream), policy';

/** The parameters of each kind of layout and upstream: those it needs, and those it may have. */
const PARAMETERS: Record<LayoutKind | UpstreamKind, { needs: readonly string[]; may: readonly string[] }> = {
  attributes: { needs: ['attributes', 'files'], may: ['marked', 'throws-in', 'defaults', 'version'] },
  'minor-folders': {
    needs: ['folder', 'attribute', 'default', 'version-variable', 'build-tag', 'packaging-entries'],
    may: ['single-file-era', 'channel-aliases'],
  },
  'channel-folders': {
    needs: ['folder', 'attribute', 'default', 'channel-aliases', 'version-variable', 'build-tag', 'packaging-entries'],
    may: [],
  },
  endoflife: { needs: ['product'], may: ['projection'] },
  'github-releases': { needs: ['repository', 'build-tag', 'lifecycle'], may: ['channel-file'] },
};

/** A layout's or an upstream's parameters, held to its kind's. */
function checkParameters(
  part: 'layout' | 'upstream',
  written: { kind: LayoutKind | UpstreamKind },
  place: Place,
): void {
  const { needs, may } = PARAMETERS[written.kind];
  const at = (name: string): Place => ({ ...place, field: `${part}.${name}` });
  const which = `${part === 'layout' ? 'a layout' : 'an upstream'} of kind ${written.kind}`;
  const missing = needs.find((name) => !(name in written));
  if (missing !== undefined) fail(at(missing), `is missing; ${which} needs ${needs.join(', ')}`);
  const foreign = Object.keys(written).find((name) => name !== 'kind' && !needs.includes(name) && !may.includes(name));
  if (foreign !== undefined)
    fail(at(foreign), `${which} has no ${foreign}; its parameters are ${[...needs, ...may].join(', ')}`);
}
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

/** A version's place: its file a path template, its `in` an attribute template. */
function checkVersion(version: VersionDeclaration, place: Place): void {
  const fileError = cyclePathError(version.file, version.in !== undefined);
  if (fileError !== undefined) fail({ ...place, field: 'layout.version.file' }, fileError);
  const inside = version.in === undefined ? undefined : parseAttributePattern(version.in);
  if (inside !== undefined && 'error' in inside) fail({ ...place, field: 'layout.version.in' }, inside.error);
}

/** What the schema cannot say of one entry, as written. */
function checkDeclaration(declaration: FamilyDeclaration, place: Place): void {
  const at = (field: string): Place => ({ ...place, field });
  if (RESERVED_IDS.includes(declaration.id))
    fail(at('id'), `"${declaration.id}" is reserved by the action's issue markers; choose another id`);
  const { layout, upstream } = declaration;
  const templates = layout?.kind === 'attributes' ? layout.attributes : declaration.attributes;
  const templatesField = layout?.kind === 'attributes' ? 'layout.attributes' : 'attributes';
  for (const [index, template] of (templates ?? []).entries()) {
    const parsed = parseAttributePattern(template);
    if ('error' in parsed) fail(at(`${templatesField}[${index}]`), parsed.error);
  }
  if (layout !== undefined) checkParameters('layout', layout, place);
  if (upstream !== undefined) checkParameters('upstream', upstream, place);
  if (layout?.kind === 'attributes' && layout.version !== undefined) checkVersion(layout.version, place);
  if (layout !== undefined) {
    const short = SHORT_FIELDS.find((field) => declaration[field] !== undefined);
    if (short !== undefined)
      fail(at(short), `is a field of an attributes layout; write it in layout, or leave layout out`);
  }
  if (upstream !== undefined && declaration.lifecycle !== undefined)
    fail(at('lifecycle'), 'is the short form of an endoflife upstream; write the upstream or the lifecycle, not both');
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
  const projection = upstream?.kind === 'endoflife' ? upstream.projection : declaration.lifecycle?.projection;
  if (projection) {
    const prefix = upstream?.kind === 'endoflife' ? 'upstream.projection' : 'lifecycle.projection';
    const field = (name: string): Place => at(`${prefix}.${name}`);
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
  declaration: CompleteDeclaration;
  file: string;
  /** The fields the repository's own file gave (all of them for a family it adds); empty for the catalogue's alone. */
  ownFields: readonly (keyof FamilyDeclaration)[];
}

/**
 * An entry as its parts, over `over` (the catalogue's entry of its id, when
 * it has one): a layout, an upstream and a policy each replace the
 * catalogue's whole; the short form's fields replace those of the catalogue's
 * attributes layout one by one, and its lifecycle is an endoflife upstream.
 */
function asParts(declaration: FamilyDeclaration, over: FamilyDeclaration | undefined, place: Place): FamilyDeclaration {
  const { attributes, files, marked, 'throws-in': throwsIn, lifecycle, ...rest } = declaration;
  const merged: FamilyDeclaration = { ...over, ...rest };
  const short = Object.fromEntries(
    Object.entries({ attributes, files, marked, 'throws-in': throwsIn }).filter(([, value]) => value !== undefined),
  );
  const [shortField] = Object.keys(short);
  if (shortField !== undefined) {
    const base = over?.layout;
    if (base !== undefined && base.kind !== 'attributes')
      fail(
        { ...place, field: shortField },
        `${declaration.id} is laid out as ${base.kind}, which has no ${shortField}; write its layout whole`,
      );
    merged.layout = { kind: 'attributes', ...base, ...short } as AttributesLayoutDeclaration;
  }
  if (lifecycle !== undefined)
    merged.upstream = {
      kind: 'endoflife',
      product: lifecycle.endoflife,
      ...(lifecycle.projection ? { projection: lifecycle.projection } : {}),
    };
  return merged;
}

/**
 * The catalogue with a repository's own file over it: an entry whose id the
 * catalogue has replaces the fields it gives (layout, upstream and policy
 * whole; the short form's fields one by one) and keeps the others, in the
 * catalogue's place; a new id joins at the end and must be declared in full.
 * No two families may claim one attribute.
 */
export function mergeDeclarations(
  catalogue: readonly FamilyDeclaration[],
  own?: { file: string; declarations: readonly FamilyDeclaration[] },
  catalogueFile = 'the catalogue',
): MergedDeclaration[] {
  const merged = catalogue.map((declaration) => ({
    declaration: asParts(declaration, undefined, { file: catalogueFile, family: `"${declaration.id}"` }),
    file: catalogueFile,
    ownFields: [] as (keyof FamilyDeclaration)[],
  }));
  for (const declaration of own?.declarations ?? []) {
    const place = { file: own!.file, family: `"${declaration.id}"` };
    const fields = Object.keys(declaration) as (keyof FamilyDeclaration)[];
    const known = merged.find((m) => m.declaration.id === declaration.id);
    if (known) {
      known.declaration = asParts(declaration, known.declaration, place);
      known.file = own!.file;
      known.ownFields = fields;
    } else merged.push({ declaration: asParts(declaration, undefined, place), file: own!.file, ownFields: fields });
  }
  const completed = merged.map(({ declaration, file, ownFields }) => ({
    declaration: complete(declaration, { file, family: `"${declaration.id}"` }),
    file,
    ownFields,
  }));
  checkClaims(completed, own?.file ?? catalogueFile, catalogueFile);
  return completed;
}

/** A declaration the action can audit, or the one line that says what it lacks. */
function complete(declaration: FamilyDeclaration, place: Place): CompleteDeclaration {
  const { name, layout, upstream, policy } = declaration;
  const templates = layout?.kind === 'attributes' ? layout : undefined;
  // Named as the short form names them, which is how a new family is usually written.
  const missing = [
    ['name', name],
    ['attributes', layout && (templates ? templates.attributes : true)],
    ['files', layout && (templates ? templates.files : true)],
    ['lifecycle', upstream],
    ['policy', policy],
  ].find(([, given]) => given === undefined)?.[0] as string | undefined;
  if (missing !== undefined || !name || !layout || !upstream || !policy)
    fail({ ...place, field: missing }, `is missing; a family new to the catalogue needs ${NEEDED}`);
  return { ...declaration, name, layout, upstream, policy };
}

/** Whether a repository's own file wrote a family's attribute templates (short or in its layout). */
export function ownsAttributes(ownFields: readonly (keyof FamilyDeclaration)[]): boolean {
  return ownFields.includes('attributes') || ownFields.includes('layout');
}

/**
 * Two families whose templates match one attribute would both audit it, and
 * say every finding of it twice: the later one's declaration is refused,
 * naming the other and an attribute both claim.
 */
function checkClaims(merged: readonly MergedDeclaration[], ownFile: string, catalogueFile: string): void {
  const claims = merged.flatMap(({ declaration, ownFields }) => {
    const { layout } = declaration;
    const templates = layout.kind === 'attributes' ? layout.attributes : [layout.attribute];
    const field =
      layout.kind !== 'attributes'
        ? 'layout.attribute'
        : ownFields.includes('layout')
          ? 'layout.attributes'
          : 'attributes';
    return templates.map((template, index) => {
      const parsed = parseAttributePattern(template);
      // Every template was checked with its declaration.
      if ('error' in parsed) throw new Error(parsed.error);
      const at = layout.kind === 'attributes' ? `${field}[${index}]` : field;
      return { id: declaration.id, own: ownsAttributes(ownFields), at, pattern: parsed.pattern };
    });
  });
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
        { file: blamed.own ? ownFile : catalogueFile, family: `"${blamed.id}"`, field: blamed.at },
        `${blamed.pattern.template} claims ${attribute}, which family "${other.id}" (${otherFile}) claims with ` +
          `${other.pattern.template}; an attribute is one family's: ${fix}`,
      );
    }
}
