// Property: re-rendering an issue body with the same findings is a fixed point.
// For any findings (hostile messages included), any ticks a maintainer sets,
// and the line endings GitHub's editor may save, the next run renders the same
// body, the ticks survive, the markers stay intact, and the sync plans no write.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Finding, Minor, RuleId, Severity } from '../../src/domain/types.js';
import { renderDashboardBody } from '../../src/publish/issues/dashboardBody.js';
import { dashboardIssue } from '../../src/publish/issues/dashboardIssue.js';
import type { ExistingIssue } from '../../src/publish/issues/issueStore.js';
import { comparableBody, dashboardMarker, parseMentions, parseTicks } from '../../src/publish/issues/markers.js';
import { planIssueSync } from '../../src/publish/issues/syncIssue.js';
import { reportItemsOf } from '../report/builders.js';
import { K3S } from '../families/builtIn.js';

const BRANCH = 'release-26.05';
const NOW = new Date('2026-11-29T00:00:00Z');
const RULES: RuleId[] = [
  'patch-behind',
  'minor-missing',
  'default-not-newest',
  'minor-eol',
  'eol-soon',
  'minor-superseded',
  'layout-unrecognized',
  'backport-missing',
];
const SEVERITIES: Severity[] = ['error', 'warning', 'notice'];
/** Characters that could forge a checkbox, a marker, a mention or a table if they were not made inert. */
const TEXT = fc.string({
  unit: fc.constantFrom(
    '@',
    '<',
    '>',
    '!',
    '-',
    '[',
    ']',
    'x',
    ' ',
    '`',
    '|',
    '#',
    '\n',
    '\r',
    'k',
    'e',
    'y',
    ':',
    '1',
  ),
  maxLength: 40,
});

const findingArb: fc.Arbitrary<Finding> = fc
  .record({
    rule: fc.constantFrom(...RULES),
    severity: fc.constantFrom(...SEVERITIES),
    minor: fc.option(
      fc.integer({ min: 20, max: 40 }).map((n): Minor => `1.${n}`),
      { nil: undefined },
    ),
    message: TEXT,
    line: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
    withFile: fc.boolean(),
  })
  .map(({ rule, severity, minor, message, line, withFile }) => {
    const finding: Finding = { rule, severity, branch: BRANCH, message };
    if (minor) {
      finding.minor = minor;
      finding.attr = `k3s_${minor.replace('.', '_')}`;
    }
    if (withFile) {
      finding.file = minor
        ? `pkgs/applications/networking/cluster/k3s/${minor.replace('.', '_')}/versions.nix`
        : 'pkgs/top-level/all-packages.nix';
      if (line !== undefined) finding.line = line;
    }
    return finding;
  });

const CHECKBOX = /^- \[([ xX])\] .*<!-- key:(\S+) -->$/;

/** A maintainer ticks the boxes at `picks` (indexes into the boxes, modulo their count): `[x]` as GitHub's UI does, or `[X]` typed by hand. */
function tick(body: string, picks: readonly number[], mark: 'x' | 'X' = 'x'): { body: string; keys: Set<string> } {
  const lines = body.split('\n');
  const boxes = lines.flatMap((line, index) => (CHECKBOX.test(line) ? [index] : []));
  const keys = new Set<string>();
  if (boxes.length === 0) return { body, keys };
  for (const pick of picks) {
    const index = boxes[pick % boxes.length];
    keys.add(CHECKBOX.exec(lines[index])![2]);
    lines[index] = lines[index].replace(/^- \[ \]/, `- [${mark}]`);
  }
  return { body: lines.join('\n'), keys };
}

function issueWith(body: string): ExistingIssue {
  return {
    number: 7,
    title: '',
    body,
    state: 'open',
    labels: ['k3s'],
    createdAt: '2026-11-01T00:00:00Z',
    url: 'https://github.com/o/r/issues/7',
  };
}

const SUMMARY = '| Attribute | Version |\n| --- | --- |\n| `k3s_1_30` | `1.30.2+k3s1` |';

function desiredFor(findings: Finding[], now: Date, mention: boolean) {
  return dashboardIssue({
    family: K3S,
    branch: BRANCH,
    items: reportItemsOf(findings),
    summaryMarkdown: SUMMARY,
    labels: ['k3s'],
    now,
    ...(mention ? { mention: { team: 'NixOS/k3s', eventKey: 'branch-off:26.11', text: 'please look' } } : {}),
  });
}

/** The issue after the first run: created (findings) or rewritten and closed (clean). */
function firstRun(findings: Finding[], mention: boolean): ExistingIssue {
  const desired = desiredFor(findings, NOW, mention);
  const stale = { ...issueWith(`old text\n\n${dashboardMarker(BRANCH)}`), title: 'old', state: 'closed' as const };
  const plan = planIssueSync(desired.clean ? [stale] : [], desired);
  const write = plan.steps.find((s) => s.kind === 'create' || s.kind === 'update');
  if (write?.kind === 'create') return { ...issueWith(write.body), title: write.title };
  if (write?.kind === 'update' && write.body !== undefined && write.title !== undefined)
    return { ...stale, body: write.body, title: write.title };
  throw new Error(`unexpected first plan: ${JSON.stringify(plan.steps)}`);
}

describe('re-rendering an issue body with the same findings', () => {
  it('is a fixed point: same body, ticks kept, markers intact, no write planned', () => {
    fc.assert(
      fc.property(
        fc.array(findingArb, { maxLength: 12 }),
        fc.array(fc.nat({ max: 50 }), { maxLength: 6 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<'x' | 'X'>('x', 'X'),
        (findings, picks, crlf, mention, mark) => {
          const issue = firstRun(findings, mention);

          // The maintainer ticks some boxes; GitHub's editor may save CRLF.
          const ticked = tick(issue.body, picks, mark);
          const stored = crlf ? ticked.body.replace(/\n/g, '\r\n') : ticked.body;
          expect(parseTicks(stored)).toEqual(ticked.keys);

          // Next run (another day), same findings: the re-render equals what is stored, ticks included.
          const rerendered = renderDashboardBody({
            family: K3S,
            branch: BRANCH,
            summaryMarkdown: SUMMARY,
            items: reportItemsOf(findings),
            previousBody: stored,
          });
          expect(comparableBody(rerendered)).toBe(comparableBody(stored));
          expect(parseTicks(rerendered)).toEqual(ticked.keys);
          // And again: a fixed point, not a slow drift.
          expect(
            renderDashboardBody({
              family: K3S,
              branch: BRANCH,
              summaryMarkdown: SUMMARY,
              items: reportItemsOf(findings),
              previousBody: rerendered,
            }),
          ).toBe(rerendered);

          // The sync plans no write at all, and mentions nobody a second time.
          const plan = planIssueSync(
            [{ ...issue, body: stored }],
            desiredFor(findings, new Date('2026-12-24T00:00:00Z'), mention),
          );
          expect(plan.steps).toEqual([]);
          expect(plan.outcome).toBe('none');
          expect(plan.mention).toBeUndefined();

          // The markers later runs rely on are intact: the issue marker once, the mention recorded when one was made.
          expect(stored.split(dashboardMarker(BRANCH)).length - 1).toBe(1);
          expect(parseMentions(stored)).toEqual(
            mention && findings.some((f) => f.severity !== 'notice') ? ['branch-off:26.11'] : [],
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
