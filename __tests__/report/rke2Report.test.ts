// rke2 in the reports: its rows say where rke2_stable and rke2_latest point,
// its findings and names are rke2's, in the terminal and in Markdown.
import { describe, expect, it } from '@jest/globals';
import { markdownOf, terminalOf } from './builders.js';
import { evaluate } from '../../src/evaluate/evaluate.js';
import { policy, testCalendar } from '../evaluate/builders.js';
import { MASTER, rke2Packaged, rke2Upstream } from '../families/rke2World.js';
import { rke2 } from '../families/builtIn.js';
import { branchesThatMatter } from '../../src/calendar/otherBranches.js';

const NOW = new Date('2025-01-10T09:30:00Z');
const upstream = rke2Upstream(
  {
    '1.30': { releases: [['1.30.8+rke2r1', '2024-12-12']], eol: '2025-06-28' },
    '1.31': { releases: [['1.31.4+rke2r1', '2024-12-12']], eol: '2025-10-28' },
  },
  '1.30.8+rke2r1',
);
const packaged = rke2Packaged({
  minors: { '1.30': '1.30.8+rke2r1', '1.31': '1.31.4+rke2r1' },
  stable: '1.30',
  latest: '1.30',
});
const audit = evaluate({
  family: rke2.profile,
  rules: rke2.policy.rules,
  now: NOW,
  branch: MASTER,
  packaged,
  upstream,
  calendar: testCalendar(),
  others: {},
  options: policy(),
});
const report = {
  family: rke2.profile,
  now: NOW,
  upstream,
  calendar: testCalendar(),
  branchesThatMatter: branchesThatMatter(testCalendar(), NOW),
  options: policy(),
  audits: [audit],
};

describe('an rke2 report', () => {
  it('shows in the terminal which row each channel alias names, and its finding', () => {
    const text = terminalOf(report, { color: false });
    expect(text).toMatch(/^\s+rke2_1_30\s+1\.30\.8\+rke2r1\s.*up to date, rke2_stable, rke2_latest$/m);
    expect(text).toMatch(/^\s+rke2_1_31\s+1\.31\.4\+rke2r1\s.*up to date$/m);
    expect(text).toContain('channel-alias-behind: the newest packaged minor is rke2_1_31 (default.nix:41)');
  });

  it('shows them in Markdown too, titled with its name', () => {
    const markdown = markdownOf(report);
    expect(markdown).toMatch(/^# rke2 release guard/m);
    expect(markdown).toMatch(/\| `rke2_1_30` \| ✅\u00a0up\u00a0to\u00a0date · `rke2_stable` · `rke2_latest` \|/);
    expect(markdown).not.toMatch(/k3s/);
  });

  it('states no policy under Sources: rke2 has one, with no choice to state', () => {
    const sources = markdownOf(report).split('## Sources')[1];
    expect(sources).toContain('- Upstream releases:');
    expect(sources).not.toMatch(/Policy|backports through/);
  });
});
