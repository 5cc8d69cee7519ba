// Nix text the toolkit writes itself: names checked, strings escaped, so that
// a wording from a families file stays a string whatever it holds.

const KEYWORDS = new Set(['assert', 'else', 'if', 'in', 'inherit', 'let', 'or', 'rec', 'then', 'with']);

/** Whether `name` can be written as an attribute name without quotes: `k3s_1_33`, `nodejs-slim_18`. */
export function isAttributeName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_'-]*$/.test(name) && !KEYWORDS.has(name);
}

/** `text` as a Nix string literal: `"`, `\` and `${` escaped, line breaks and tabs as escapes. */
export function nixString(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\$\{/g, '\\${')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t');
  return `"${escaped}"`;
}
