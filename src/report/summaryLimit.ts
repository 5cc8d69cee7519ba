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

/** The blocks a cut must close: an open code fence, open `<details>`. */
interface OpenBlocks {
  fence?: string;
  details: number;
}

function after(open: OpenBlocks, line: string): OpenBlocks {
  const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
  if (open.fence !== undefined) return marker?.startsWith(open.fence) ? { details: open.details } : open;
  if (marker) return { ...open, fence: marker };
  const opened = (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
  return { details: Math.max(open.details + opened, 0) };
}

function closing(open: OpenBlocks): string[] {
  return [...(open.fence !== undefined ? [open.fence] : []), ...Array<string>(open.details).fill('</details>')];
}

/** `markdown` as it fits in `limit` bytes: whole when it does, else cut at a line, open blocks closed, with a note at the end. */
export function limitSummary(markdown: string, limit: number = SUMMARY_LIMIT_BYTES): string {
  const total = bytes(markdown);
  if (total <= limit) return markdown;
  const lines = markdown.split('\n');
  // Room for the note, with a margin for the digits of its numbers.
  const budget = limit - bytes(note(total, total, lines.length)) - 16;
  let used = 0;
  let kept = 0;
  let open: OpenBlocks = { details: 0 };
  for (const line of lines) {
    const next = after(open, line);
    const cost = bytes(line) + 1;
    if (used + cost + bytes(closing(next).join('\n')) + 2 > budget) break;
    used += cost;
    kept += 1;
    open = next;
  }
  const cut = [...lines.slice(0, kept), ...closing(open)].join('\n');
  return `${cut}\n\n${note(total, used, lines.length - kept)}`;
}
