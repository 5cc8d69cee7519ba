// The code of each kind of part a catalogue entry names: a layout, an upstream,
// a policy. A new kind is a module of its own beside the others (layouts/,
// upstreams/, policies/), with its test, and one line here.
import type {
  CompleteDeclaration,
  LayoutDeclaration,
  PolicyDeclaration,
  RemovalDeclaration,
  UpstreamDeclaration,
} from './declared/declarations.js';
import type { DeclarationFiles } from '../domain/family.js';
import { teamName } from '../domain/team.js';
import { makeFamily, type Layout, type PackageFamily, type Policy, type Upstream } from './family.js';
import { attributesLayout } from './layouts/attributes.js';
import { channelFoldersLayout } from './layouts/channelFolders.js';
import { minorFoldersLayout } from './layouts/minorFolders.js';
import { catalogueKindPolicy } from './policies/catalogueKinds.js';
import { k3sPolicy } from './policies/k3s.js';
import { rke2Policy } from './policies/rke2.js';
import { endOfLifeUpstream } from './upstreams/endOfLife.js';
import { githubReleases } from './upstreams/githubReleases.js';

/** The family a part is made for, as its messages name it. */
export interface Who {
  id: string;
  name: string;
  /** How its entry says `--fix` writes a removal (its layout's edits). */
  removal?: RemovalDeclaration;
}

/** Each kind's maker, given the entry's parameters of that kind. */
type Makers<D extends { kind: string }, Part> = { [K in D['kind']]: (declaration: D & { kind: K }, who: Who) => Part };

const LAYOUTS: Makers<LayoutDeclaration, Layout> = {
  attributes: attributesLayout,
  'minor-folders': minorFoldersLayout,
  'channel-folders': channelFoldersLayout,
};

const UPSTREAMS: Makers<UpstreamDeclaration, Upstream> = {
  endoflife: endOfLifeUpstream,
  'github-releases': githubReleases,
};

const POLICIES: Makers<PolicyDeclaration, Policy> = {
  k3s: () => k3sPolicy,
  rke2: () => rke2Policy,
  'before-branch-off': catalogueKindPolicy,
  'at-end-everywhere': catalogueKindPolicy,
  'mark-at-end': catalogueKindPolicy,
  'upgrade-path': catalogueKindPolicy,
  'lts-only': catalogueKindPolicy,
};

/** The part of the kind a declaration names, made by that kind's maker. */
function part<Part>(makers: object, declaration: { kind: string }, who: Who): Part {
  // Each maker takes the parameters of its own kind: TypeScript cannot tie a kind to them through an index.
  const make = (makers as Record<string, (declaration: { kind: string }, who: Who) => Part>)[declaration.kind];
  return make(declaration, who);
}

/** The layout its entry names. */
export const layoutOf = (declaration: LayoutDeclaration, who: Who): Layout => part(LAYOUTS, declaration, who);
/** The upstream its entry names. */
export const upstreamOf = (declaration: UpstreamDeclaration, who: Who): Upstream => part(UPSTREAMS, declaration, who);
/** The policy its entry names. */
export const policyOf = (declaration: PolicyDeclaration, who: Who): Policy => part(POLICIES, declaration, who);

/** A family made from its complete entry (declared/declarations.ts), its three parts by their kinds. */
export function familyOf(declaration: CompleteDeclaration, declaredIn?: DeclarationFiles): PackageFamily {
  const { id, name } = declaration;
  const who = { id, name };
  const scope = declaration['issue-scope'];
  return makeFamily(
    {
      id,
      name,
      team: teamName(declaration.team ?? '') ?? '',
      policyText: declaration['policy-text'],
      // Its issues are its own (postgresql:dashboard), unless its entry keeps the markers made before families.
      issueScope: scope === false ? undefined : (scope ?? id),
      words: { cycle: declaration['cycle-word'] ?? 'cycle' },
      labels: declaration.labels,
      evidence: declaration.evidence,
      inputs: declaration.inputs,
      ...(declaredIn ? { declaredIn } : {}),
    },
    {
      layout: layoutOf(declaration.layout, declaration.removal ? { ...who, removal: declaration.removal } : who),
      upstream: upstreamOf(declaration.upstream, who),
      policy: policyOf(declaration.policy, who),
    },
  );
}
