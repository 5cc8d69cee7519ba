// defaults-disagree (a family declared as data): the family's declared
// defaults move together (`nodejs`, `nodejs-slim`, `corepack`), and on this
// branch they point to different cycles. A warning; its fix points the others
// to the cycle of the group's lead, the first default the layout read (what
// the family's default is). Defaults the layout could not read are
// default-unknown's, and are not compared.
import type { Finding, FixEdit } from '../../domain/types.js';
import { attrOfTemplate } from '../../domain/family.js';
import { withFix } from '../advice.js';
import { listed } from '../fixText.js';
import type { RuleContext } from '../ruleContext.js';

export function defaultsDisagree(context: RuleContext): Finding[] {
  const read = (context.packaged.defaults ?? []).filter((d) => d.minor !== undefined);
  const [lead] = read;
  if (lead === undefined) return [];
  const others = read.filter((d) => d.minor !== lead.minor);
  if (others.length === 0) return [];
  const edits = others.flatMap((d): FixEdit[] => {
    const attr = d.template === undefined ? undefined : attrOfTemplate(d.template, lead.minor!);
    return attr === undefined ? [] : [{ kind: 'point-default', minor: lead.minor!, attr, alias: d.alias }];
  });
  const pointing = others.map((d) => `${d.alias} to ${d.target!}`);
  return [
    withFix(
      context,
      {
        rule: 'defaults-disagree',
        severity: 'warning',
        minor: lead.minor,
        attr: lead.alias,
        ...(lead.location ? { file: lead.location.file, line: lead.location.line } : {}),
      },
      `${lead.alias} points to ${lead.target!}, but ${listed(pointing)}: the defaults of ${context.family.name} move together.`,
      edits,
      `${listed(others.map((d) => d.alias))} ${others.length === 1 ? 'points' : 'point'} elsewhere than ${lead.alias}`,
    ),
  ];
}
