// default-unknown (a family declared as data): a declared default that the
// layout cannot read, because the tree sets it through an indirection
// (`linuxPackages = linuxKernel.packageAliases.linux_default;`, `inherit
// (beam.interpreters) erlang;`) that only evaluating Nix would follow. Which
// cycle it points to is unknown: nothing is guessed, and no removal moves it.
// A notice, said once a run, on the checkout's branch, from what the run found
// on every branch it audited (DeclarationFacts.unreadDefaults).
import type { Finding } from '../../domain/types.js';
import { listed } from '../fixText.js';
import type { RuleContext } from '../ruleContext.js';

export function defaultUnknown(context: RuleContext): Finding[] {
  const facts = context.declaration;
  const unread = facts?.unreadDefaults ?? [];
  if (!facts || facts.checkout !== context.branch.name || unread.length === 0) return [];
  const { name, words } = context.family;
  const one = unread.length === 1;
  const names = listed(unread.map((u) => u.alias));
  return [
    context.finding({
      rule: 'default-unknown',
      severity: 'notice',
      message:
        `Not read which ${name} ${words.cycle} ${names} ${one ? 'points' : 'point'} to: ` +
        `${unread.map((u) => `${u.alias} is ${u.why}`).join('; ')}, which only evaluating Nix would follow. ` +
        `No removal advice moves ${one ? 'it' : 'them'}: before removing a ${words.cycle}, check that ${one ? 'it does' : 'they do'} not point to it.`,
    }),
  ];
}
