// A family declared as data becomes a PackageFamily like k3s and rke2: its
// traits from the declaration, its reader the declared attributes' (gather/
// nixpkgs/declaredState.ts), its upstream an endoflife.date product with its
// projection, its rule table built from its policy's kind (ruleTables.ts).
import path from 'node:path';
import type { DeclarationFiles, FamilyTraits, MarkForm } from '../../domain/family.js';
import { teamName } from '../../domain/team.js';
import { declaredReads, readDeclaredState, type DeclaredReading } from '../../gather/nixpkgs/declaredState.js';
import type { EndProjection } from '../../gather/upstream/cycleEnds.js';
import type { PackageFamily } from '../family.js';
import type { CompleteDeclaration, ProjectionDeclaration } from './declarations.js';
import { declaredRuleTable } from './ruleTables.js';

export function declaredFamily(declaration: CompleteDeclaration, declaredIn?: DeclarationFiles): PackageFamily {
  const { id, name, attributes, files, lifecycle, policy, marked } = declaration;
  const mark: MarkForm | undefined =
    marked?.flag !== undefined
      ? { flag: marked.flag }
      : marked?.threshold !== undefined
        ? { threshold: marked.threshold }
        : undefined;
  const traits: FamilyTraits = {
    id,
    name,
    // Where its first file is: what a pull request changing the family touches first.
    folder: path.posix.dirname(files[0]),
    allPackagesRef: '',
    // The text every item attribute starts with (postgresql_, python3): how a `keep` line's attribute is told.
    attrPrefix: /^[A-Za-z0-9_'-]*/.exec(attributes[0])?.[0] ?? '',
    // No plain alias, no versions read: a declared family's rules need neither.
    alias: '',
    versionVariable: '',
    buildTag: '',
    packagingEntries: [],
    upstreamRepository: `endoflife.date ${lifecycle.endoflife}`,
    team: teamName(declaration.team ?? '') ?? '',
    // Its issues are its own: postgresql:dashboard, never k3s's.
    issueScope: id,
    // nixpkgs leaves a throw when a cycle goes, and writes no release note for it.
    releaseNoteOnRemoval: false,
    // Its release work is the trim list's, not k3s's checklists.
    releaseEvents: [],
    policyChoices: false,
    templates: attributes,
    endOfLifeProduct: lifecycle.endoflife,
    ...(mark ? { mark } : {}),
    ...(declaration['throws-in'] !== undefined ? { throwsIn: declaration['throws-in'] } : {}),
    ...(declaration['policy-text'] !== undefined ? { policyText: declaration['policy-text'] } : {}),
    ...(declaredIn ? { declaredIn } : {}),
  };
  const reading: DeclaredReading = { templates: attributes, files, ...(mark ? { mark } : {}) };
  return {
    traits,
    readPackagedState: (tree) => readDeclaredState(tree, reading),
    reads: declaredReads(reading),
    rules: declaredRuleTable(policy),
    lifecycle: { endoflife: lifecycle.endoflife, projection: projectionOf(lifecycle.projection) },
    ...(declaration.labels ? { labels: declaration.labels } : {}),
    ...(declaration.evidence ? { evidence: declaration.evidence } : {}),
  };
}

function projectionOf(declared: ProjectionDeclaration | undefined): EndProjection {
  switch (declared?.kind) {
    case undefined:
    case 'none':
      return { kind: 'none' };
    case 'newer-releases':
      return {
        kind: 'newer-releases',
        count: declared.count ?? 1,
        ...(declared['cadence-months'] !== undefined ? { cadenceMonths: declared['cadence-months'] } : {}),
      };
    case 'months-after-release':
      return {
        kind: 'months-after-release',
        months: declared.months ?? 1,
        includeLts: declared['include-lts'] ?? false,
      };
  }
}
