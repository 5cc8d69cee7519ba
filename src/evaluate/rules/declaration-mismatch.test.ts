import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import { stableBranch } from '../../../__tests__/evaluate/builders.js';
import {
  ALL_PACKAGES,
  cycles,
  declaredInput,
  lifecycle,
  said,
  type DeclaredFamily,
} from '../../../__tests__/evaluate/declaredBuilders.js';
import type { DeclarationFacts } from '../../domain/audit.js';
import type { DeclarationFiles } from '../../domain/family.js';
import type { Branch, PackagedState, UpstreamFacts } from '../../domain/types.js';
import type { CompleteDeclaration } from '../../families/declared/declarations.js';
import { familyOf } from '../../families/registry.js';
import { endOfLifeFacts } from '../../gather/upstream/endOfLifeFacts.js';

const VERSIONS = 'pkgs/servers/monitoring/zabbix/versions.nix';
const OWN = { file: '.github/release-guard-families.yaml', own: true };
const SHIPPED = { file: 'families/catalogue.yaml', own: false };
const RELEASE = stableBranch('24.11');

/** Zabbix, LTS only, with each field written where `declaredIn` says. */
function zabbix(declaredIn: Partial<DeclarationFiles> = {}, template = 'zabbix{major:1}{minor}'): DeclaredFamily {
  const entry: CompleteDeclaration = {
    id: 'zabbix',
    name: 'Zabbix',
    layout: { kind: 'attributes', attributes: [template], files: [ALL_PACKAGES, VERSIONS] },
    upstream: { kind: 'endoflife', product: 'zabbix' },
    policy: { kind: 'lts-only' },
  };
  return {
    ...familyOf(entry, { lifecycle: SHIPPED, attributes: SHIPPED, files: SHIPPED, ...declaredIn }),
    entry,
  };
}

const CYCLES = {
  '6.0': { release: '2022-02-08', eol: '2027-02-28', lts: true },
  '7.0': { release: '2024-06-04', eol: '2029-06-30', lts: true },
};

/** What the run found on master (the checkout) and release-24.11. */
function facts(found: Partial<DeclarationFacts> = {}): DeclarationFacts {
  return {
    checkout: 'master',
    branches: ['master', 'release-24.11'],
    unmatched: [],
    missing: [],
    cycles: ['6.0', '7.0'],
    ...found,
  };
}

function run(
  family: DeclaredFamily,
  options: { branch?: Branch; packaged?: PackagedState; upstream?: UpstreamFacts; found?: DeclarationFacts } = {},
) {
  return evaluate({
    ...declaredInput({
      family,
      now: '2025-03-27',
      ...(options.branch ? { branch: options.branch } : {}),
      packaged: options.packaged ?? cycles(family, { '6.0': {}, '7.0': {} }, '25.05'),
      upstream: options.upstream ?? lifecycle(family, CYCLES),
    }),
    declaration: options.found ?? facts(),
  }).findings;
}

const notFound = (product: string): UpstreamFacts =>
  endOfLifeFacts(
    { product, known: false, why: `endoflife.date has no product "${product}" (HTTP 404)`, notFound: true },
    { kind: 'none' },
  );

describe('declaration-mismatch: a product endoflife.date does not have', () => {
  it("is one error a run, on the checkout's branch, naming the product and the file that named it", () => {
    const family = zabbix({ lifecycle: OWN });
    const master = run(family, { upstream: notFound('zabix') });
    expect(said(master)).toEqual(['declaration-mismatch error']);
    expect(master[0]).toMatchObject({ branch: 'master', file: OWN.file });
    expect(master[0].message).toBe(
      'endoflife.date has no product "zabix" (HTTP 404), which .github/release-guard-families.yaml names as the ' +
        'lifecycle of Zabbix: no end of its cycles is known this run, so nothing that needs one is decided. Name the ' +
        "product as endoflife.date does: the end of its page's address (https://endoflife.date/postgresql is postgresql).",
    );
    // Another branch says nothing of it: not the error again, nor that its lifecycle is unknown.
    expect(run(family, { branch: RELEASE, upstream: notFound('zabix') })).toEqual([]);
  });

  it("named by the shipped catalogue: the error says how to name it in one's own file, and has no file of the tree", () => {
    const [finding] = run(zabbix(), { upstream: notFound('zabbix') });
    expect(finding.file).toBeUndefined();
    expect(finding.message).toMatch(
      /which families\/catalogue\.yaml names .* Name its product in a families file of your own \(input families-file\), and report it to k3s-release-guard\.$/,
    );
  });

  it('a lifecycle unknown for another reason is no declaration error: minor-eol says it is unknown', () => {
    const upstream = endOfLifeFacts({ product: 'zabbix', known: false, why: 'no recorded answer' }, { kind: 'none' });
    expect(said(run(zabbix({ lifecycle: OWN }), { upstream }))).toEqual(['minor-eol notice']);
  });
});

describe("declaration-mismatch: what a repository's own file names and no branch audited has", () => {
  const missingNotice = { file: VERSIONS, message: 'not in this tree', missing: true as const };
  const noMatch = {
    message: `no attribute matches zabbix_{major}_{minor} in ${ALL_PACKAGES}`,
    template: 'zabbix_{major}_{minor}',
  };

  it('a template that matches no attribute on any branch: one warning, and no notice of it a branch', () => {
    const family = zabbix({ attributes: OWN }, 'zabbix_{major}_{minor}');
    const found = facts({ unmatched: ['zabbix_{major}_{minor}'], cycles: [] });
    const packaged = { ...cycles(family, {}, '25.05'), notices: [noMatch] };
    const master = run(family, { packaged, found });
    expect(said(master)).toEqual(['declaration-mismatch warning']);
    expect(master[0].message).toBe(
      'The template zabbix_{major}_{minor} of .github/release-guard-families.yaml matches no attribute on master or ' +
        'release-24.11, so nothing of Zabbix that it names is audited. Write a template as the attributes are named, ' +
        'such as postgresql_{cycle} for postgresql_16 or zabbix{major:1}{minor} for zabbix60.',
    );
    expect(said(run(family, { branch: RELEASE, packaged, found }))).toEqual([]);
  });

  it("the shipped catalogue's template that a tree lacks stays a notice of that branch: a tree need not package every family", () => {
    const family = zabbix();
    const found = facts({ unmatched: ['zabbix{major:1}{minor}'], cycles: [] });
    const packaged = { ...cycles(family, {}, '25.05'), notices: [{ ...noMatch, template: 'zabbix{major:1}{minor}' }] };
    expect(said(run(family, { packaged, found }))).toEqual(['layout-unrecognized notice']);
  });

  it('a declared file missing on every branch: one warning; missing on one branch only: its notice there', () => {
    const family = zabbix({ files: OWN });
    const packaged = { ...cycles(family, { '6.0': {}, '7.0': {} }, '25.05'), notices: [missingNotice] };
    const everywhere = run(family, { packaged, found: facts({ missing: [VERSIONS] }) });
    expect(said(everywhere)).toEqual(['declaration-mismatch warning']);
    expect(everywhere[0].message).toBe(
      `.github/release-guard-families.yaml declares ${VERSIONS} for Zabbix, and no branch audited has it (master or ` +
        'release-24.11): what it binds is not read. Give the nixpkgs files that bind its attributes, relative to the nixpkgs root.',
    );
    expect(said(run(family, { packaged, found: facts() }))).toEqual(['layout-unrecognized notice']);
  });

  it("attributes whose cycles are none of the product's: one warning, not a notice a cycle", () => {
    const family = zabbix({ attributes: OWN }, 'zabbix{cycle}');
    const packaged = cycles(family, { '60': {}, '70': {} }, '25.05');
    const found = facts({ cycles: ['60', '70'] });
    const master = run(family, { packaged, found });
    expect(said(master)).toEqual(['declaration-mismatch warning']);
    expect(master[0].message).toBe(
      "None of the cycles the attributes of Zabbix name (60 and 70) is a cycle of endoflife.date's zabbix (7.0 and " +
        '6.0), so no end of them is known. Write the templates of .github/release-guard-families.yaml so that they ' +
        'name a cycle as endoflife.date does: zabbix{major:1}{minor} makes zabbix60 the cycle 6.0.',
    );
    expect(said(run(family, { branch: RELEASE, packaged, found }))).toEqual([]);
    // The shipped catalogue's own mismatch is a notice a cycle, as before.
    const shipped = zabbix({}, 'zabbix{cycle}');
    expect(said(run(shipped, { packaged: cycles(shipped, { '60': {} }, '25.05'), found }))).toEqual([
      'minor-eol notice zabbix60',
    ]);
  });

  it('one cycle upstream knows is enough: the others are notices of their own', () => {
    const family = zabbix({ attributes: OWN });
    const packaged = cycles(family, { '5.0': {}, '6.0': {} }, '25.05');
    expect(said(run(family, { packaged, found: facts({ cycles: ['5.0', '6.0'] }) }))).toEqual([
      'minor-eol notice zabbix50',
    ]);
  });
});
