// declaration-mismatch: a declared family whose declaration names what is not
// there would pass as clean with nothing of it audited. It is said once a run,
// on the checkout's branch (where the families file was read), from what the
// run found on every branch it audited:
//   - an endoflife.date product that endoflife.date does not have (HTTP 404):
//     an error, whichever file named it;
//   - of a repository's own file, warnings: a template that matches no
//     attribute on any branch audited, a declared file no branch audited has,
//     and attributes whose cycles are none of the product's.
// The shipped catalogue's templates and files that a tree lacks stay the
// notices of layout-unrecognized: a tree need not package every family.
import type { DeclaredIn } from '../../domain/family.js';
import type { Finding, ReadNotice } from '../../domain/types.js';
import type { RuleContext } from '../ruleContext.js';

/** At most this many of the product's cycles are quoted in a message. */
const CYCLES_QUOTED = 4;

export function declarationMismatch(context: RuleContext): Finding[] {
  const facts = context.declaration;
  if (facts && facts.checkout !== context.branch.name) return [];
  const declaredIn = context.family.declaredIn;
  const name = context.family.name;
  const findings: Finding[] = [];
  const say = (severity: 'error' | 'warning', from: DeclaredIn | undefined, message: string): void => {
    findings.push(
      context.finding({
        rule: 'declaration-mismatch',
        severity,
        message,
        // A repository's own file is in the tree: the item is that file's.
        ...(from?.own ? { file: from.file } : {}),
      }),
    );
  };
  const product = context.endOfLife?.product;
  if (context.endOfLife?.notFound && product !== undefined) {
    const from = declaredIn?.lifecycle;
    const fix = from?.own
      ? `Name the product as endoflife.date does: the end of its page's address (https://endoflife.date/postgresql is postgresql).`
      : `Name its product in a families file of your own (${context.words.option('families-file')}), and report it to k3s-release-guard.`;
    say(
      'error',
      from,
      `endoflife.date has no product "${product}" (HTTP 404), which ${from?.file ?? 'its declaration'} names as the ` +
        `lifecycle of ${name}: no end of its cycles is known this run, so nothing that needs one is decided. ${fix}`,
    );
  }
  if (!facts || !declaredIn) return findings;
  const branches = joined(facts.branches, 'or');
  if (declaredIn.files.own && facts.missing.length > 0)
    say(
      'warning',
      declaredIn.files,
      `${declaredIn.files.file} declares ${joined(facts.missing, 'and')} for ${name}, and no branch audited has ` +
        `${facts.missing.length === 1 ? 'it' : 'them'} (${branches}): what ${facts.missing.length === 1 ? 'it binds' : 'they bind'} ` +
        `is not read. Give the nixpkgs files that bind its attributes, relative to the nixpkgs root.`,
    );
  if (declaredIn.attributes.own && facts.unmatched.length > 0) {
    const one = facts.unmatched.length === 1;
    say(
      'warning',
      declaredIn.attributes,
      `${one ? 'The template' : 'The templates'} ${joined(facts.unmatched, 'and')} of ${declaredIn.attributes.file} ` +
        `${one ? 'matches' : 'match'} no attribute on ${branches}, so nothing of ${name} that ${one ? 'it names' : 'they name'} ` +
        `is audited. Write a template as the attributes are named, such as postgresql_{cycle} for postgresql_16 or ` +
        `zabbix{major:1}{minor} for zabbix60.`,
    );
  }
  if (cycleNamesMismatch(context)) {
    const known = context.upstreamCycles;
    const newest = known.slice(-CYCLES_QUOTED).reverse();
    const more = known.length - newest.length;
    say(
      'warning',
      declaredIn.attributes.own ? declaredIn.attributes : declaredIn.lifecycle,
      `None of the cycles the attributes of ${name} name (${joined(facts.cycles, 'and', CYCLES_QUOTED)}) is a cycle of endoflife.date's ` +
        `${product} (${more > 0 ? `${newest.join(', ')} and ${more} older` : joined(newest, 'and')}), so no end ` +
        `of them is known. Write the templates of ${declaredIn.attributes.file} so that they name a cycle as ` +
        `endoflife.date does: zabbix{major:1}{minor} makes zabbix60 the cycle 6.0.`,
    );
  }
  return findings;
}

/**
 * Whether the attributes of a family declared in part by a repository's own
 * file name cycles, and none is one of its product's: said once by
 * declaration-mismatch, not once a cycle by minor-eol.
 */
export function cycleNamesMismatch(context: RuleContext): boolean {
  const { declaredIn } = context.family;
  const facts = context.declaration;
  if (!facts || !declaredIn || !(declaredIn.attributes.own || declaredIn.lifecycle.own)) return false;
  if (context.upstreamUnknown !== undefined || context.upstreamCycles.length === 0) return false;
  return facts.cycles.length > 0 && !facts.cycles.some((cycle) => context.knowsCycle(cycle));
}

/** Whether a reader's notice on this branch is one declaration-mismatch says for the run (own templates and files). */
export function saidByDeclaration(context: RuleContext, notice: ReadNotice): boolean {
  const { declaredIn } = context.family;
  const facts = context.declaration;
  if (!facts || !declaredIn) return false;
  if (notice.template !== undefined) return declaredIn.attributes.own && facts.unmatched.includes(notice.template);
  return notice.missing === true && declaredIn.files.own && facts.missing.includes(notice.file ?? '');
}

/** "master", "master or release-26.05", "a, b and c"; past `max`, "a, b and 3 more". */
function joined(items: readonly string[], word: 'and' | 'or', max = Infinity): string {
  if (items.length > max) return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)!}`;
}
