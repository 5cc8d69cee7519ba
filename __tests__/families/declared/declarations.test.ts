// The families declared as data: the catalogue shipped with the action checks
// against the shipped schema, each family complete with the evidence of its
// policy; a repository's own file adds families or overrides fields by id; and
// every kind of mistake is one line naming the file, the family, the field and
// what is allowed.
import { afterAll, describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { catalogueOf } from '../../../src/cli/localPaths.js';
import { UsageError } from '../../../src/cli/usage.js';
import { builtInCatalogue, catalogueWithFile, familyIn, loadCatalogue } from '../../../src/families/catalogue.js';
import { DeclarationError, MAX_FAMILIES_FILE_BYTES } from '../../../src/families/declared/declarations.js';
import { localTree } from '../../../src/gather/nixpkgs/tree.js';
import { tempDir } from '../../gather/nixpkgs/fixtureTrees.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CATALOGUE = readFileSync(path.join(ROOT, 'families/catalogue.yaml'), 'utf8');
const SCHEMA: unknown = JSON.parse(readFileSync(path.join(ROOT, 'families/families.schema.json'), 'utf8'));

/** The one line a families file named own.yaml gives. */
function mistake(text: string): string {
  try {
    loadCatalogue({ file: 'own.yaml', text });
  } catch (error) {
    if (error instanceof DeclarationError) return error.message;
    throw error;
  }
  throw new Error('no mistake found');
}

const FULL = `families:
  - id: garage
    name: Garage
    attributes: ['garage_{major}_{minor}']
    files: [pkgs/top-level/all-packages.nix]
    lifecycle: { endoflife: garage }
    policy: { kind: before-branch-off }
`;

describe('the catalogue shipped with the action', () => {
  it('checks against the schema shipped beside it, as an editor would check it', () => {
    const validate = new Ajv({ allErrors: true }).compile(SCHEMA as object);
    expect(validate(parse(CATALOGUE))).toBe(true);
    expect(validate.errors ?? []).toEqual([]);
    // The editor finds the schema from the file's first line.
    expect(CATALOGUE.split('\n')[0]).toBe('# yaml-language-server: $schema=./families.schema.json');
  });

  it('holds k3s and rke2 as entries like the rest, and at least ten nixpkgs families, each complete with the evidence of its policy', () => {
    const { families } = builtInCatalogue();
    // k3s and rke2 read their folders' versions and their repositories' releases, and have their own inputs.
    expect(
      families.slice(0, 2).map((f) => [f.id, f.layout.versions, f.upstream.reads, f.upstream.repository, f.inputs]),
    ).toEqual([
      ['k3s', true, 'releases', 'k3s-io/k3s', true],
      ['rke2', true, 'releases', 'rancher/rke2', true],
    ]);
    const declared = families.slice(2);
    expect(declared.map((f) => f.id)).toEqual([
      'postgresql',
      'php',
      'nodejs',
      'python',
      'go',
      'linux',
      'ruby',
      'erlang',
      'mariadb',
      'zabbix',
      'electron',
      'nextcloud',
    ]);
    for (const family of declared) {
      expect(family.upstream.reads).toBe('lifecycle');
      expect(family.evidence?.length).toBeGreaterThan(0);
      expect(family.layout.attributes.length).toBeGreaterThan(0);
      expect(family.inputs).toBeUndefined();
    }
  });

  it("gives k3s its team, policy link and its policy's rule table", () => {
    const k3s = familyIn(builtInCatalogue(), 'k3s')!;
    expect(k3s.team).toBe('NixOS/k3s');
    expect(k3s.policyText).toMatch(/k3s\/docs\/VERSIONING\.md$/);
    expect(k3s.policy.rules.unstable.length).toBeGreaterThan(5);
  });

  it("mentions only the GitHub teams nixpkgs' team list gives (maintainers/team-list.nix): none where a team lists members only", () => {
    expect(Object.fromEntries(builtInCatalogue().families.map((f) => [f.id, f.team]))).toEqual({
      k3s: 'NixOS/k3s',
      rke2: '',
      postgresql: 'NixOS/postgres',
      php: 'NixOS/php',
      nodejs: '',
      python: '',
      go: 'NixOS/golang',
      linux: 'NixOS/linux-kernel',
      ruby: '',
      erlang: 'NixOS/beam',
      mariadb: '',
      zabbix: '',
      electron: '',
      nextcloud: '',
    });
  });
});

describe("a repository's own file", () => {
  it('adds a family after the catalogue ones', () => {
    const catalogue = loadCatalogue({ file: 'own.yaml', text: FULL });
    expect(catalogue.families.at(-1)).toMatchObject({
      id: 'garage',
      layout: { attributes: ['garage_{major}_{minor}'] },
      upstream: { reads: 'lifecycle' },
    });
    expect(catalogue.ownFile).toBe('own.yaml');
  });

  it('overrides fields of a catalogue family by id, keeping the others, in its place', () => {
    const catalogue = loadCatalogue({
      file: 'own.yaml',
      text: 'families:\n  - id: zabbix\n    team: "@my-org/monitoring"\n    policy: { kind: lts-only }\n  - id: k3s\n    labels: [k3s]\n',
    });
    const zabbix = familyIn(catalogue, 'zabbix')!;
    expect(zabbix).toMatchObject({ team: 'my-org/monitoring', layout: { attributes: ['zabbix{major:1}{minor}'] } });
    expect(zabbix.policy.rules.unstable.some((rule) => rule.name === 'notLts')).toBe(true);
    expect(familyIn(catalogue, 'k3s')?.labels).toEqual(['k3s']);
    expect(catalogue.families.map((f) => f.id)).toEqual(builtInCatalogue().families.map((f) => f.id));
  });
});

describe('a team, written with or without its @', () => {
  it.each(['NixOS/zabbix', '@NixOS/zabbix'])('%j is kept as NixOS/zabbix', (team) => {
    const catalogue = loadCatalogue({ file: 'own.yaml', text: `families:\n  - id: zabbix\n    team: "${team}"\n` });
    expect(familyIn(catalogue, 'zabbix')?.team).toBe('NixOS/zabbix');
  });
});

describe('which file wrote each field a run checks', () => {
  it("the catalogue's, unless a repository's own file gives the field", () => {
    const catalogue = loadCatalogue({
      file: 'own.yaml',
      text: "families:\n  - id: zabbix\n    attributes: ['zabbix_{major}_{minor}']\n  - id: postgresql\n    team: '@x/y'\n",
    });
    const own = { file: 'own.yaml', own: true };
    const shipped = { file: 'families/catalogue.yaml', own: false };
    expect(familyIn(catalogue, 'zabbix')?.declaredIn).toEqual({
      lifecycle: shipped,
      attributes: own,
      files: shipped,
    });
    expect(familyIn(catalogue, 'postgresql')?.declaredIn).toEqual({
      lifecycle: shipped,
      attributes: shipped,
      files: shipped,
    });
    expect(loadCatalogue({ file: 'own.yaml', text: FULL }).families.at(-1)?.declaredIn).toEqual({
      lifecycle: own,
      attributes: own,
      files: own,
    });
  });
});

describe('a mistake is one line: the file, the family, the field and what is allowed', () => {
  it.each([
    [
      'a kind that is none',
      'families:\n  - id: postgresql\n    policy: { kind: remove-soon }\n',
      'own.yaml: family "postgresql": field "policy.kind": "remove-soon" is not one of before-branch-off, at-end-everywhere, mark-at-end, upgrade-path, lts-only, k3s, rke2.',
    ],
    [
      'a field that is none',
      'families:\n  - id: postgresql\n    teams: "@NixOS/postgres"\n',
      'own.yaml: family "postgresql": field "teams": is not a field here; the fields are id, name, layout, upstream, attributes, files, lifecycle, policy, marked, throws-in, removal, team, labels, policy-text, evidence, issue-scope, cycle-word, inputs.',
    ],
    [
      'a team that is no @org/team',
      'families:\n  - id: postgresql\n    team: "@someone"\n',
      'own.yaml: family "postgresql": field "team": "@someone" is not allowed; the GitHub team told of the family\'s work, organization/team-slug with or without its @, such as @NixOS/postgres: the only one a declaration can make the action mention.',
    ],
    [
      'a path that leaves the checkout',
      FULL.replace('[pkgs/top-level/all-packages.nix]', '[../../etc/passwd]'),
      'own.yaml: family "garage": field "files[0]": "../../etc/passwd" is not allowed; a path relative to the nixpkgs root and inside it, such as pkgs/top-level/all-packages.nix.',
    ],
    [
      'an absolute path',
      FULL.replace('[pkgs/top-level/all-packages.nix]', '[/etc/passwd]'),
      'own.yaml: family "garage": field "files[0]": "/etc/passwd" is not allowed; a path relative to the nixpkgs root and inside it, such as pkgs/top-level/all-packages.nix.',
    ],
    [
      'a template that is a regular expression',
      FULL.replace("'garage_{major}_{minor}'", "'garage_[0-9]+'"),
      'own.yaml: family "garage": field "attributes[0]": attribute pattern "garage_[0-9]+": "[" at 8 is not allowed; write name characters (letters, digits, _ \' -) and holes such as {cycle} or {minor:2}.',
    ],
    [
      'a template whose hole ends where a guess would say',
      FULL.replace("'garage_{major}_{minor}'", "'garage{major}{minor}'"),
      'own.yaml: family "garage": field "attributes[0]": attribute pattern "garage{major}{minor}": where {major} ends is a guess; give it a width such as {major:1}.',
    ],
    [
      'a parameter of another kind',
      'families:\n  - id: go\n    policy: { kind: mark-at-end, removal-month: 11 }\n',
      'own.yaml: family "go": field "policy.removal-month": a mark-at-end policy has no removal month; before-branch-off and lts-only have.',
    ],
    [
      'a projection without its count',
      'families:\n  - id: go\n    lifecycle: { endoflife: go, projection: { kind: newer-releases } }\n',
      'own.yaml: family "go": field "lifecycle.projection.count": is missing; newer-releases needs a count.',
    ],
    [
      'a new family declared in part',
      'families:\n  - id: garage\n    name: Garage\n',
      'own.yaml: family "garage": field "attributes": is missing; a family new to the catalogue needs name, attributes and files (or a layout), lifecycle (or an upstream), policy.',
    ],
    [
      'a lifecycle without its product',
      'families:\n  - id: go\n    lifecycle: { projection: { kind: none } }\n',
      'own.yaml: family "go": field "lifecycle.endoflife": is missing.',
    ],
    [
      "k3s's files, which its layout does not have",
      'families:\n  - id: k3s\n    files: [pkgs/top-level/all-packages.nix]\n',
      'own.yaml: family "k3s": field "files": k3s is laid out as minor-folders, which has no files; write its layout whole.',
    ],
    [
      'a parameter of another kind of upstream',
      'families:\n  - id: go\n    upstream: { kind: endoflife, product: go, repository: golang/go }\n',
      'own.yaml: family "go": field "upstream.repository": an upstream of kind endoflife has no repository; its parameters are product, projection.',
    ],
    [
      'a layout without a parameter its kind needs',
      'families:\n  - id: k3s\n    layout: { kind: minor-folders, folder: pkgs/k3s, attribute: "k3s_{major}_{minor}" }\n',
      'own.yaml: family "k3s": field "layout.default": is missing; a layout of kind minor-folders needs folder, attribute, default, version-variable, build-tag, packaging-entries.',
    ],
    [
      'the short form beside a layout',
      'families:\n  - id: go\n    layout: { kind: attributes, attributes: ["go_1_{minor}"], files: [pkgs/top-level/all-packages.nix] }\n    files: [pkgs/top-level/all-packages.nix]\n',
      'own.yaml: family "go": field "files": is a field of an attributes layout; write it in layout, or leave layout out.',
    ],
    [
      'an id the issue markers reserve',
      FULL.replace('id: garage', 'id: mentioned'),
      'own.yaml: family "mentioned": field "id": "mentioned" is reserved by the action\'s issue markers; choose another id.',
    ],
    [
      'a family declared twice',
      `${FULL}  - id: garage\n    team: "@x/y"\n`,
      'own.yaml: family "garage": field "id": "garage" is declared twice in this file.',
    ],
    [
      'a number where text goes',
      'families:\n  - id: go\n    name: 12\n',
      'own.yaml: family "go": field "name": 12 is not text; how messages name the family, such as PostgreSQL.',
    ],
    [
      'an entry without its id',
      'families:\n  - name: Garage\n',
      'own.yaml: family 1 of the list: field "id": is missing.',
    ],
    ['no families at all', 'family: []\n', 'own.yaml: field "families": is missing.'],
    ['an empty file', '', 'own.yaml is empty.'],
    ['a file of comments alone', '# families of our own, to come\n', 'own.yaml is empty.'],
    [
      'a file without its list',
      'families:\n',
      'own.yaml: field "families": null is not a list; one entry per family. In a repository\'s own file, an entry whose id is in the catalogue replaces the fields it gives and keeps the others.',
    ],
    [
      "a family new to the catalogue claiming a catalogue family's attributes",
      "families:\n  - id: zabbix-lts\n    name: Zabbix LTS\n    attributes: ['zabbix{major:1}{minor}']\n    files: [pkgs/top-level/all-packages.nix]\n    lifecycle: { endoflife: zabbix }\n    policy: { kind: lts-only }\n",
      'own.yaml: family "zabbix-lts": field "attributes[0]": zabbix{major:1}{minor} claims zabbix11, which family "zabbix" (families/catalogue.yaml) claims with zabbix{major:1}{minor}; an attribute is one family\'s: to change zabbix, override it by its id.',
    ],
    [
      "a catalogue family overridden to claim another's attributes",
      "families:\n  - id: mariadb\n    attributes: ['postgresql_{cycle}']\n",
      'own.yaml: family "mariadb": field "attributes[0]": postgresql_{cycle} claims postgresql_1, which family "postgresql" (families/catalogue.yaml) claims with postgresql_{cycle}; an attribute is one family\'s: to change postgresql, override it by its id.',
    ],
    [
      'two families of one file claiming one attribute',
      `${FULL}  - id: garage-lts\n    name: Garage LTS\n    attributes: ['garage_{major}_{minor:1}']\n    files: [pkgs/top-level/all-packages.nix]\n    lifecycle: { endoflife: garage }\n    policy: { kind: lts-only }\n`,
      'own.yaml: family "garage-lts": field "attributes[0]": garage_{major}_{minor:1} claims garage_1_1, which family "garage" (own.yaml) claims with garage_{major}_{minor}; an attribute is one family\'s: make the templates tell them apart, or declare one family.',
    ],
    ['text that is not YAML', 'families: [\n', expect.stringMatching(/^own\.yaml: not YAML: /) as unknown as string],
    [
      'a key twice',
      'families:\n  - id: go\n    id: php\n',
      expect.stringMatching(/^own\.yaml: not YAML: Map keys must be unique/) as unknown as string,
    ],
  ])('%s', (_case, text, line) => {
    const message = mistake(text);
    expect(message).toEqual(line);
    expect(message).not.toContain('\n');
    // One full stop, however the line ends (a schema's description ends with its own).
    expect(message).toMatch(/[^.]\.$/);
  });

  it('YAML aliases that expand past the bound are refused, not expanded', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 8 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
            .fill(`*${String.fromCharCode(97 + i)}`)
            .join(', ')}]`,
      ),
      'families: []',
    ].join('\n');
    expect(mistake(bomb)).toMatch(
      /^own\.yaml: its YAML aliases expand past what a families file may \(.+\); write the entries out\.$/,
    );
  });

  it('a file larger than the bound is refused before it is parsed', () => {
    const large = `families: []\n# ${'x'.repeat(MAX_FAMILIES_FILE_BYTES)}\n`;
    expect(mistake(large)).toBe(
      `own.yaml: ${Buffer.byteLength(large)} bytes, over the ${MAX_FAMILIES_FILE_BYTES} bytes a families file may have.`,
    );
  });
});

describe('where a families file is read from', () => {
  const temp = tempDir();
  afterAll(() => temp.cleanup());
  const folder = (): string => mkdtempSync(path.join(temp.dir, 'families-'));

  it('a path in the nixpkgs tree: one that is not there, or leaves the tree, is a line of its own', async () => {
    const root = folder();
    writeFileSync(path.join(root, 'own.yaml'), FULL);
    const tree = localTree(root);
    expect((await catalogueWithFile(tree, 'own.yaml')).families.at(-1)?.id).toBe('garage');
    await expect(catalogueWithFile(tree, 'missing.yaml')).rejects.toThrow(
      /^missing\.yaml is not in checkout .+; give the path of a families file in the nixpkgs repository, such as \.github\/release-guard-families\.yaml\.$/,
    );
    await expect(catalogueWithFile(tree, '../own.yaml')).rejects.toThrow(
      '../own.yaml: path climbs out with ".."; refused',
    );
  });

  it('the CLI: a file that cannot be used is a usage error (exit 2) naming --families-file', () => {
    const root = folder();
    const file = path.join(root, 'bad.yaml');
    writeFileSync(file, 'families:\n  - id: postgresql\n    policy: { kind: remove-soon }\n');
    const error = (() => {
      try {
        catalogueOf(file, ROOT);
      } catch (thrown) {
        return thrown;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError).message).toMatch(
      /^--families-file .*bad\.yaml: family "postgresql": field "policy\.kind": "remove-soon" is not one of before-branch-off, /,
    );
    expect(() => catalogueOf(path.join(root, 'none.yaml'), ROOT)).toThrow(
      /^--families-file .*none\.yaml: no such file/,
    );
    expect(catalogueOf(undefined, ROOT)).toBe(builtInCatalogue());
  });
});
