import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Finding, WorkItem } from '../../src/domain/types.js';
import { findingKey } from '../../src/domain/findingKey.js';
import { BODY_BUDGET, renderDashboardBody } from '../../src/publish/issues/dashboardBody.js';
import { dashboardIssue } from '../../src/publish/issues/dashboardIssue.js';
import { comparableBody, dashboardMarker, parseMentions, parseTicks } from '../../src/publish/issues/markers.js';
import { renderBranchOverview } from '../../src/report/markdown.js';
import { familyReport, reportItems } from '../../src/report/model.js';
import { scanCodeSpans, tableCells } from '../report/markdownScan.js';
import { minorEol, patchBehind, retired } from './findingFixtures.js';
import { buildReport, itemOf, itemsOf, masterAudit, packagedMinor, reportItemsOf } from '../report/builders.js';
import { K3S } from '../families/builtIn.js';

const BRANCH = 'release-26.05';
type BodyInput = Parameters<typeof renderDashboardBody>[0];
/** The body of these findings, each an item of its own unless `extra` gives the items (evaluate's, shown as the report shows them). */
const render = (
  findings: Finding[],
  extra: Partial<Omit<BodyInput, 'items'>> & { items?: WorkItem[] } = {},
): string => {
  const { items, ...rest } = extra;
  return renderDashboardBody({
    family: K3S,
    branch: BRANCH,
    summaryMarkdown: '',
    items: reportItems(items ?? itemsOf(findings)),
    ...rest,
  });
};
const boxes = (body: string): string[] => body.split('\n').filter((l) => /^- \[[ x]\] /.test(l));

describe('the dashboard body', () => {
  it('one checkbox per item that asks for work, in the order given; notices after them without a box', () => {
    const notice = itemOf(retired(BRANCH), { fix: 'Nothing to fix: the branch is retired.' });
    const update = itemOf(patchBehind(BRANCH, '1.30', '1.30.2+k3s1', '1.30.4+k3s1'), { step: 'update' });
    const remove = itemOf(minorEol(BRANCH, '1.29'), { step: 'remove' });
    const body = render([], { items: [notice, update, remove] });
    const lines = boxes(body);
    expect(lines.map((l) => /<!-- key:(\S+) -->/.exec(l)![1])).toEqual(['update:k3s_1_30', 'remove:k3s_1_29']);
    expect(body.indexOf('### What to do')).toBeLessThan(body.indexOf('### For information'));
    expect(body.split('### For information')[1]).toContain(`- ℹ️ Nothing to fix: the branch is retired.`);
    expect(body).toContain(dashboardMarker(BRANCH));
    expect(body).toContain('**1 error, 1 warning, 1 notice.**');
  });

  it('says the verdict once: the overview it opens with has it, and the body adds none', () => {
    const findings = [minorEol(BRANCH, '1.29')];
    const overview = '**Verdict:** ❌ 1 error\n\n| Attribute | Status |\n| --- | --- |\n| `k3s_1_29` | ❌ EOL |';
    const body = render(findings, { summaryMarkdown: overview });
    expect(body.match(/1 error/g)).toHaveLength(1);
    expect(body).not.toContain('**1 error.**');
    // Without an overview, the body says it.
    expect(render(findings)).toContain('**1 error.**');
  });

  it('shows work items in the order given, each with its fix and under it why, a line per finding', () => {
    const eol = minorEol(BRANCH, '1.29');
    const behind = patchBehind(BRANCH, '1.29', '1.29.2+k3s1', '1.29.4+k3s1');
    const add: WorkItem = {
      subject: 'k3s_1_31',
      minor: '1.31',
      severity: 'warning',
      step: 'add',
      fix: 'Add k3s_1_31.',
      findings: [],
    };
    const remove: WorkItem = {
      subject: 'k3s_1_29',
      minor: '1.29',
      severity: 'error',
      step: 'remove',
      fix: 'Remove k3s_1_29, leave a throw in aliases.nix.',
      findings: [eol, behind],
    };
    const body = render([eol, behind], { items: [add, remove] });
    const list = body.split('\n').filter((l) => /^\s*- /.test(l));
    expect(list.map((l) => scanCodeSpans(l).reading)).toEqual([
      '- [ ] ⚠️ **k3s_1_31**: Add k3s_1_31. <!-- key:add:k3s_1_31 -->',
      '- [ ] ❌ **k3s_1_29**: Remove k3s_1_29, leave a throw in aliases.nix. <!-- key:remove:k3s_1_29 -->',
      `  - minor-eol: ${eol.fix!.reason}`,
      `  - ⚠️ patch-behind: ${behind.fix!.reason} · ${behind.file}:${behind.line}`,
    ]);
  });

  it('links each place to its line at the audited commit, without an edit when only the commit moves', () => {
    const finding = patchBehind(BRANCH, '1.30', '1.30.2+k3s1', '1.30.4+k3s1');
    const at = (commit: string) =>
      render([finding], { links: { repositoryUrl: 'https://github.com/NixOS/nixpkgs', commit } });
    const body = at('1'.repeat(40));
    expect(body).toContain(
      `[\`${finding.file}:2\`](https://github.com/NixOS/nixpkgs/blob/${'1'.repeat(40)}/${finding.file}#L2)`,
    );
    expect(comparableBody(at('2'.repeat(40)))).toBe(comparableBody(body));
    const moved = render([{ ...finding, line: 3 }], {
      links: { repositoryUrl: 'https://github.com/NixOS/nixpkgs', commit: '2'.repeat(40) },
    });
    expect(comparableBody(moved)).not.toBe(comparableBody(body));
  });

  it("links the table's versions to their lines at the audited commit, without an edit when only the commit moves", () => {
    const repositoryUrl = 'https://github.com/NixOS/nixpkgs';
    const at = (commit: string, line = 2, version = '1.30.2+k3s1'): string => {
      const audit = masterAudit();
      audit.packaged = {
        ...audit.packaged,
        commit,
        minors: audit.packaged.minors.map((m) =>
          m.minor === '1.30' ? { ...packagedMinor(version, line) } : { ...m, location: { ...m.location, line } },
        ),
      };
      const report = buildReport({ audits: [audit], repositoryUrl });
      return renderDashboardBody({
        family: K3S,
        branch: 'master',
        summaryMarkdown: renderBranchOverview(report.family, familyReport(report).branches[0]),
        items: [],
        links: { repositoryUrl, commit },
      });
    };
    const body = at('1'.repeat(40));
    const row = body.split('\n').find((l) => l.startsWith('| `k3s_1_30` |'))!;
    expect(tableCells(row)[2]).toBe(
      `[\`1.30.2+k3s1\`](${repositoryUrl}/blob/${'1'.repeat(40)}/pkgs/applications/networking/cluster/k3s/1_30/versions.nix#L2) <!-- k3s-release-guard:run-link -->`,
    );
    expect(comparableBody(at('2'.repeat(40)))).toBe(comparableBody(body));
    // A line that moved is no reason either: the issue's link names its commit, where the line is still right.
    expect(comparableBody(at('2'.repeat(40), 3))).toBe(comparableBody(body));
    expect(comparableBody(at('2'.repeat(40), 2, '1.30.3+k3s1'))).not.toBe(comparableBody(body));
  });

  it('a tick stays while its item does, whatever its findings, and goes when the work changes', () => {
    const item = (step: WorkItem['step'], findings: Finding[]): WorkItem => ({
      subject: 'k3s_1_29',
      minor: '1.29',
      severity: 'error',
      step,
      fix: `${step} k3s_1_29`,
      findings,
    });
    const eol = minorEol(BRANCH, '1.29');
    const first = render([eol], { items: [item('remove', [eol])] }).replace('- [ ]', '- [x]');
    const behind = patchBehind(BRANCH, '1.29', '1.29.2+k3s1', '1.29.4+k3s1');
    const more = render([eol, behind], { items: [item('remove', [eol, behind])], previousBody: first });
    expect(parseTicks(more)).toEqual(new Set(['remove:k3s_1_29']));
    const other = render([behind], { items: [item('update', [behind])], previousBody: more });
    expect(parseTicks(other)).toEqual(new Set());
  });

  it('shows the timeline whole, or leaves it out when the list needs the room', () => {
    const chart = '```mermaid\ngantt\n    dateFormat YYYY-MM-DD\n```';
    expect(render([minorEol(BRANCH, '1.29')], { timelineMarkdown: chart })).toContain(`### Timeline\n\n${chart}`);
    const many = Array.from({ length: 400 }, (_, i) => ({ ...minorEol(BRANCH, `1.${i}`), message: 'm'.repeat(200) }));
    const full = render(many, { timelineMarkdown: chart });
    expect(full).not.toContain('```mermaid');
    expect(full.length).toBeLessThanOrEqual(BODY_BUDGET);
  });

  it('shows the pull requests whole between the list and the timeline, and never at the cost of an item', () => {
    const pulls =
      '- [#412301](https://github.com/NixOS/nixpkgs/pull/412301), open since 2026-11-26, `r-ryantm`: resolves `k3s_1_29`';
    const chart = '```mermaid\ngantt\n```';
    const body = render([minorEol(BRANCH, '1.29')], { pullRequestsMarkdown: pulls, timelineMarkdown: chart });
    expect(body).toContain(`### Pull requests\n\n${pulls}\n\n### Timeline`);
    expect(body.indexOf('### What to do')).toBeLessThan(body.indexOf('### Pull requests'));
    const many = Array.from({ length: 400 }, (_, i) => ({ ...minorEol(BRANCH, `1.${i}`), message: 'm'.repeat(200) }));
    const full = render(many, { pullRequestsMarkdown: pulls.repeat(20) });
    expect(full).not.toContain('### Pull requests');
    expect(full.length).toBeLessThanOrEqual(BODY_BUDGET);
  });

  it.each([
    [
      'patch-behind keeps its key while upstream moves',
      patchBehind(BRANCH, '1.30', '1.30.2+k3s1', '1.30.4+k3s1'),
      patchBehind(BRANCH, '1.30', '1.30.3+k3s1', '1.30.9+k3s2'),
      true,
    ],
    [
      'another minor is another finding',
      patchBehind(BRANCH, '1.30', '1.30.2+k3s1', '1.30.4+k3s1'),
      patchBehind(BRANCH, '1.31', '1.31.2+k3s1', '1.31.4+k3s1'),
      false,
    ],
    [
      'another rule on the same minor is another finding',
      minorEol(BRANCH, '1.30'),
      patchBehind(BRANCH, '1.30', '1.30.2+k3s1', '1.30.4+k3s1'),
      false,
    ],
  ])('finding keys: %s', (_name, a, b, same) => {
    expect(findingKey(a) === findingKey(b)).toBe(same);
  });

  it('carries ticks over from the previous body for keys still present, only those', () => {
    const first = render([minorEol(BRANCH, '1.29'), patchBehind(BRANCH, '1.30', '1.30.2+k3s1', '1.30.4+k3s1')]);
    const ticked = first
      .replace(/- \[ \] (.*key:check:k3s_1_29)/, '- [x] $1')
      .replace(/- \[ \] (.*key:check:k3s_1_30)/, '- [X] $1');
    const next = render([patchBehind(BRANCH, '1.30', '1.30.2+k3s1', '1.30.5+k3s1')], { previousBody: ticked });
    expect(parseTicks(next)).toEqual(new Set(['check:k3s_1_30']));
    expect(next).not.toContain('minor-eol');
  });

  it('keeps mention markers of the previous body', () => {
    const previous = render([minorEol(BRANCH, '1.29')], { mentions: ['branch-off:26.11'] });
    const next = render([], { previousBody: previous, mentions: ['feature-freeze:27.05'] });
    expect(parseMentions(next).sort()).toEqual(['branch-off:26.11', 'feature-freeze:27.05']);
  });

  it('renders no @mention and no HTML from any finding message outside code spans', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('@', '<', '!', '-', '>', '`', 'a', 'Z', '9', ' ', '\n', '/') }), {
          maxLength: 8,
        }),
        (messages) => {
          const findings = messages.map((message, i) => ({ ...minorEol(BRANCH, `1.${i}`), message }));
          const body = render(findings);
          // The list without our own key comments, which are the only HTML it may hold.
          const list = body
            .slice(body.indexOf('### What to do'), body.indexOf('\n---\n'))
            .replace(/ <!-- key:\S+ -->$/gm, '');
          expect(scanCodeSpans(list).prose).not.toMatch(/@[A-Za-z0-9]|<[A-Za-z!/]/);
          expect(boxes(body)).toHaveLength(findings.length);
          // Every line still ends with its own key, so no message can forge or hide one.
          expect(parseTicks(body.replace(/- \[ \]/g, '- [x]')).size).toBe(findings.length);
        },
      ),
    );
  });

  it('stays under the budget however long the summary, messages and list, counting what it cuts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 3000 }),
        (count, summaryLength, messageLength) => {
          const findings = Array.from({ length: count }, (_, i) => ({
            ...patchBehind(BRANCH, `1.${i}`, '1.0.0+k3s1', '1.0.1+k3s1'),
            message: 'x'.repeat(messageLength),
          }));
          const body = render(findings, {
            summaryMarkdown: 's'.repeat(summaryLength),
            runUrl: 'https://github.com/o/r/actions/runs/123456789',
            mentions: ['a:1', 'b:2'],
          });
          expect(body.length).toBeLessThanOrEqual(BODY_BUDGET);
          const shown = boxes(body).length;
          const cut = /… and (\d+) more item/.exec(body);
          expect(shown + (cut ? Number(cut[1]) : 0)).toBe(count);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('compares bodies without the run link, but with everything else', () => {
    const many = Array.from({ length: 3000 }, (_, i) => patchBehind(BRANCH, `1.${i}`, '1.0.0+k3s1', '1.0.1+k3s1'));
    const a = render(many, { runUrl: 'https://github.com/o/r/actions/runs/1' });
    const b = render(many, { runUrl: 'https://github.com/o/r/actions/runs/2' });
    expect(a).not.toBe(b);
    expect(comparableBody(a)).toBe(comparableBody(b));
    expect(comparableBody(render(many.slice(1), { runUrl: 'https://github.com/o/r/actions/runs/1' }))).not.toBe(
      comparableBody(a),
    );
  });

  it.each([
    ['no findings', [], true],
    ['only notices (a retired branch)', [retired(BRANCH)], true],
    ['a warning', [patchBehind(BRANCH, '1.30', '1.30.2+k3s1', '1.30.4+k3s1')], false],
    ['an error', [minorEol(BRANCH, '1.29')], false],
  ])('a dashboard with %s is clean: %s', (_name, findings, clean) => {
    const desired = dashboardIssue({
      family: K3S,
      branch: BRANCH,
      items: reportItemsOf(findings),
      labels: ['k3s'],
      now: new Date('2026-11-29T00:00:00Z'),
    });
    expect(desired.clean).toBe(clean);
    expect(desired.closeReason).toBe(
      'All k3s findings on release-26.05 are resolved as of 2026-11-29; closing. This issue reopens if a finding returns.',
    );
  });

  it('carries no date, so a quiet day renders the same body', () => {
    const findings = [minorEol(BRANCH, '1.29')];
    const day = (d: string) =>
      dashboardIssue({
        family: K3S,
        branch: BRANCH,
        items: reportItemsOf(findings),
        labels: [],
        now: new Date(d),
      });
    expect(day('2026-11-29T00:00:00Z').body).toBe(day('2026-12-24T00:00:00Z').body);
    expect(day('2026-11-29T00:00:00Z').title).toBe(day('2026-12-24T00:00:00Z').title);
  });
});
