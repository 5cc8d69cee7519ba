// Links from a report to a file and line of nixpkgs at the commit the audit
// read, built by us from parts we check: the repository's web address, a
// commit hash and the path, each segment URL-encoded. The text of a link is a
// code span, so a hostile file name reads as a name and goes nowhere else.
import type { AuditReport } from '../domain/audit.js';
import type { BranchAudit } from '../domain/types.js';
import { codeSpan, linkDestination } from './inertText.js';

export interface SourceLinks {
  /** The repository's web address: "https://github.com/NixOS/nixpkgs". */
  repositoryUrl: string;
  /** The commit the files were read at: 40 (or 64) hex digits. */
  commit: string;
}

const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const REPOSITORY_URL = /^https?:\/\/[A-Za-z0-9.-]+(?::\d+)?(?:\/[A-Za-z0-9_.-]+)+$/;

/** The links of a branch, when its repository and commit are known and well formed. */
export function sourceLinks(repositoryUrl: string | undefined, commit: string | undefined): SourceLinks | undefined {
  if (!repositoryUrl || !commit || !COMMIT.test(commit) || !REPOSITORY_URL.test(repositoryUrl)) return undefined;
  return { repositoryUrl, commit };
}

/** The links of a branch's files, at the commit its tree was read at. */
export function branchLinks(report: AuditReport, audit: BranchAudit): SourceLinks | undefined {
  return sourceLinks(report.repositoryUrl, audit.packaged.commit);
}

// encodeURIComponent leaves ( ) ! * ' as they are, and parentheses would end a Markdown
// link early; a `.` or `..` segment would climb out of the commit's tree.
function encodeSegment(segment: string): string {
  if (/^\.+$/.test(segment)) return segment.replace(/\./g, '%2E');
  return encodeURIComponent(segment).replace(
    /[()!*']/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** The web address of `file` (and `line`) at the commit. */
export function fileUrl(links: SourceLinks, file: string, line?: number): string {
  const path = file.split('/').filter(Boolean).map(encodeSegment).join('/');
  const anchor = line !== undefined && Number.isInteger(line) && line > 0 ? `#L${line}` : '';
  return `${links.repositoryUrl}/blob/${links.commit}/${path}${anchor}`;
}

/** `text` (inert Markdown: a code span) linked to `file` (and `line`) at the commit when links are known. */
export function fileLink(text: string, links: SourceLinks | undefined, file: string, line?: number): string {
  return links ? `[${text}](${linkDestination(fileUrl(links, file, line))})` : text;
}

/** "`file:line`", linked to the file at the commit when links are known. */
export function placeText(place: { file?: string; line?: number }, links?: SourceLinks): string {
  if (!place.file) return '';
  return fileLink(codeSpan(place.line ? `${place.file}:${place.line}` : place.file), links, place.file, place.line);
}

/** The commit as a short code span, linked to it when links are known. */
export function commitText(links: SourceLinks): string {
  return `[${codeSpan(links.commit.slice(0, 12))}](${links.repositoryUrl}/commit/${links.commit})`;
}
