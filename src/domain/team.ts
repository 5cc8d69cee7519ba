// A GitHub team, as the inputs (`k3s-team`) and the families files may write
// it, `NixOS/k3s` or `@NixOS/k3s`: made one shape where it is read, and
// mentioned always as `@NixOS/k3s`.

/** organization/team-slug, with or without a mention's @ (the families schema's `team` pattern). */
const TEAM = /^@?([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9][A-Za-z0-9_.-]*)$/;

/** The team as the action keeps it, `NixOS/k3s`, however it was written; undefined when the text is no team. */
export function teamName(text: string): string | undefined {
  return TEAM.exec(text.trim())?.[1];
}

/** How a mention names a team that teamName made (`NixOS/k3s`): `@NixOS/k3s`. */
export function mentionOf(team: string): string {
  return `@${team}`;
}
