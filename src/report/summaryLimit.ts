// GitHub drops a job summary over 1 MiB whole: a summary that would be larger
// is cut at a line, its open blocks closed, with a note of what was left out.

/** GitHub's limit for one step's summary, in bytes. */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024;

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

function note(total: number, kept: number, lines: number): string {
  const size = (n: number): string => `${(n / 1024).toLocaleString('en-US', { maximumFractionDigits: 0 })} KiB`;
  return (
    `> [!WARNING]\n> This summary was cut: it came to ${size(total)}, over the 1 MiB GitHub shows, so its last ` +
    `${lines.toLocaleString('en-US')} line${lines === 1 ? '' : 's'} (${size(total - kept)}) are left out. ` +
    "Every finding is in the action's `findings` output; the CLI prints the whole report.\n"
  );
}

/** `markdown` as it fits in `limit` bytes: whole when it does, else cut with a note at the end. */
export function limitSummary(markdown: string, limit: number = SUMMARY_LIMIT_BYTES): string {
  const total = bytes(markdown);
  if (total <= limit) return markdown;
  const lines = markdown.split('\n');
  // Room for the note and what closes the blocks left open, with a margin.
  const budget = limit - bytes(note(total, total, lines.length)) - 64;
  let used = 0;
  let kept = 0;
  let fence: string | undefined;
  let details = 0;
  for (const line of lines) {
    const cost = bytes(line) + 1;
    if (used + cost > budget) break;
    used += cost;
    kept += 1;
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || marker.startsWith(fence))) fence = fence === undefined ? marker : undefined;
    else if (fence === undefined)
      details += (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
  }
  const closing = [...(fence !== undefined ? [fence] : []), ...Array<string>(Math.max(details, 0)).fill('</details>')];
  const cut = [...lines.slice(0, kept), ...closing].join('\n');
  return `${cut}\n\n${note(total, used, lines.length - kept)}`;
}
