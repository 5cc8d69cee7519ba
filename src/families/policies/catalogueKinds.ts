// The policies of the catalogue's families: a rule table from the entry's
// kind and parameters, small tables of the shared rules (src/evaluate/rules/),
// so that adding a family is a declaration and a test, no code. None has a
// release event, a choice or a release-notes line (nixpkgs leaves a throw when
// a cycle goes), and none compares with an upstream channel. Which rules run
// in which phase, per kind:
//
//   kind               master and a release branch before its release        a released branch
//   before-branch-off  minor-eol (remove), ends-during-release                 minor-eol (mark)
//   at-end-everywhere  minor-eol (remove; release branches too), and with      minor-eol (remove)
//                      lts: before-branch-off, ends-during-release of LTS
//   mark-at-end        minor-eol (mark, on master too)                         minor-eol (mark)
//   upgrade-path       master: minor-eol (remove), ends-during-release of    minor-eol (mark)
//                      what ends before the branch-off; release branches
//                      keep an ended cycle marked
//   lts-only           as before-branch-off, and not-lts                      minor-eol (mark)
//
// In a pull request check, cycle-removed holds a release branch to the cycles
// its policy keeps there: a released branch keeps every cycle (a kernel until
// its end), and upgrade-path's release branches keep theirs before their
// release too.
//
// A cycle a declared default points to (`nodejs = nodejs_22;`) is removed on
// master and before a release only by a fix that first points every default of
// the family to the newest packaged cycle the policy keeps through the
// release's end of support (an LTS one under lts-only): evaluate/fixes.ts,
// `cycleRemovalPlan`. A released branch keeps it, marked once ended (a kernel too).
//
// Every table reads the files first (layout-unrecognized: what could not be
// read or found), says once a run what its declaration names and is not there
// (declaration-mismatch) and which defaults it cannot read (default-unknown),
// says where its defaults disagree (defaults-disagree), and a retired branch
// gets its one notice.
import type { RuleTable } from '../../evaluate/ruleTable.js';
import { branchRetired } from '../../evaluate/rules/branch-retired.js';
import { cycleRemovedRule } from '../../evaluate/rules/cycle-removed.js';
import { declarationMismatch } from '../../evaluate/rules/declaration-mismatch.js';
import { defaultUnknown } from '../../evaluate/rules/default-unknown.js';
import { defaultsDisagree } from '../../evaluate/rules/defaults-disagree.js';
import { endsDuringReleaseRule } from '../../evaluate/rules/ends-during-release.js';
import { layoutUnrecognized } from '../../evaluate/rules/layout-unrecognized.js';
import { minorEolRule } from '../../evaluate/rules/minor-eol.js';
import { notLts } from '../../evaluate/rules/not-lts.js';
import type { CatalogueKind, PolicyDeclaration } from '../declared/declarations.js';
import type { Policy } from '../family.js';

export function catalogueKindPolicy(policy: PolicyDeclaration & { kind: CatalogueKind }): Policy {
  return {
    rules: checkedRuleTable(catalogueRuleTable(policy)),
    needs: () => ({}),
    // A removal moves the family's defaults first, to a cycle the policy keeps through the release (an LTS one under lts-only).
    defaultsMoveTo: { lts: policy.kind === 'lts-only' },
  };
}

/**
 * A catalogue kind's table, which also says once a run what the family's
 * declaration names and is not there, and which defaults it cannot read; and
 * on each branch whether its defaults, which move together, disagree.
 */
function checkedRuleTable(table: RuleTable): RuleTable {
  const checked = (rules: RuleTable['unstable']): RuleTable['unstable'] => [
    ...rules,
    declarationMismatch,
    defaultUnknown,
    defaultsDisagree,
  ];
  return {
    ...table,
    unstable: checked(table.unstable),
    'pre-release': checked(table['pre-release']),
    supported: checked(table.supported),
  };
}

function catalogueRuleTable(policy: PolicyDeclaration & { kind: CatalogueKind }): RuleTable {
  const retired = [branchRetired];
  const released = cycleRemovedRule({
    phases: ['supported'],
    until: 'always',
    why: 'to its end of support, as a release keeps its cycles',
  });
  switch (policy.kind) {
    case 'before-branch-off':
    case 'lts-only': {
      const endsDuring = endsDuringReleaseRule({ removalMonth: policy['removal-month'] });
      const ltsOnly = policy.kind === 'lts-only' ? [notLts] : [];
      const before = [layoutUnrecognized, minorEolRule('dropped-before-release'), endsDuring, ...ltsOnly];
      return {
        unstable: before,
        'pre-release': before,
        supported: [layoutUnrecognized, minorEolRule('dropped-before-release'), released],
        retired,
      };
    }
    case 'at-end-everywhere': {
      const removed = minorEolRule('removed');
      const lts = policy.lts === 'before-branch-off' ? [endsDuringReleaseRule({ cycles: 'lts' })] : [];
      return {
        unstable: [layoutUnrecognized, removed, ...lts],
        'pre-release': [layoutUnrecognized, removed, ...lts],
        supported: [
          layoutUnrecognized,
          removed,
          cycleRemovedRule({ phases: ['supported'], until: 'until-end', why: 'until its end' }),
        ],
        retired,
      };
    }
    case 'mark-at-end': {
      const marked = [layoutUnrecognized, minorEolRule('always-marked', 'marked')];
      return { unstable: marked, 'pre-release': marked, supported: [...marked, released], retired };
    }
    case 'upgrade-path': {
      const kept = [
        layoutUnrecognized,
        minorEolRule('always-marked'),
        cycleRemovedRule({ phases: ['pre-release', 'supported'], until: 'always', why: 'for the upgrade path' }),
      ];
      return {
        unstable: [layoutUnrecognized, minorEolRule('always-marked'), endsDuringReleaseRule({ lasts: 'branch-off' })],
        'pre-release': kept,
        supported: kept,
        retired,
      };
    }
  }
}
