import { describe, expect, it } from '@jest/globals';
import { scanCodeSpans } from '../../report/markdownScan.js';
import { branchOffChecklist } from '../../../src/publish/issues/checklists/branchOff.js';
import { applyTicks, issueMarker, keyComment, parseTicks } from '../../../src/publish/issues/markers.js';
import { branchOffEve2605 } from '../../evaluate/branchOffEve2026.js';
import { AFTER_BRANCH_OFF, boxedItems, itemListing, NEXT_EXTRA, release, scenario, section } from './scenario.js';

const R = release('25.05');
const OPTIONS = { team: 'NixOS/k3s', labels: ['k3s'] };

describe('branchOffChecklist', () => {
  it('is titled and marked for the release, and mentions the team once for its branch-off', () => {
    const issue = branchOffChecklist(scenario({ now: AFTER_BRANCH_OFF, next: NEXT_EXTRA }), R, OPTIONS);
    expect(issue.title).toBe('k3s branch-off checklist for NixOS 25.05');
    expect(issue.marker).toBe(issueMarker('branch-off', '25.05'));
    expect(issue.body).toContain(issue.marker);
    expect(issue.mention?.eventKey).toBe('branch-off:25.05');
    // Made after the branch exists, the mention speaks of the branch-off in the past.
    expect(issue.mention?.text).toMatch(/^@NixOS\/k3s the branch-off of NixOS 25\.05 was on 2025-05-16/);
  });

  it('lists every extra-at-release and eol-before-eos finding of release-R as a checkbox with attribute and file', () => {
    // 1.32 dies 30 days before EOS(25.05): eol-before-eos on top of the extra 1.31.
    const report = scenario({ now: AFTER_BRANCH_OFF, next: NEXT_EXTRA, eols: { '1.32': '2025-12-01' } });
    const audit = report.audits.find((a) => a.branch.name === 'release-25.05')!;
    const relevant = audit.findings.filter((f) => f.rule === 'extra-at-release' || f.rule === 'eol-before-eos');
    expect(relevant.map((f) => `${f.rule} ${f.minor}`).sort()).toEqual([
      'eol-before-eos 1.32',
      'extra-at-release 1.31',
    ]);

    const issue = branchOffChecklist(report, R, OPTIONS);
    const items = boxedItems(section(issue.body, 'On `release-25.05`'));
    expect(items).toHaveLength(relevant.length);
    for (const finding of relevant) expect(itemListing(items, finding)?.box).toContain(`**\`${finding.attr}\`**`);
    // patch-behind on release-R is the dashboard's business, not the branch-off's.
    expect(issue.body).not.toContain('`patch-behind`');
    expect(issue.clean).toBe(false);
  });

  it('lists the backport-missing findings of the previous stable when it was audited', () => {
    const report = scenario({ now: AFTER_BRANCH_OFF, next: NEXT_EXTRA });
    const previous = report.audits.find((a) => a.branch.name === 'release-24.11')!;
    const owed = previous.findings.filter((f) => f.rule === 'backport-missing');
    expect(owed.map((f) => f.minor)).toEqual(['1.31', '1.32']);

    const items = boxedItems(section(branchOffChecklist(report, R, OPTIONS).body, 'Backports owed to `release-24.11`'));
    expect(items).toHaveLength(owed.length);
    for (const finding of owed) {
      const item = itemListing(items, finding);
      expect(item?.box).toContain(`**\`${finding.attr}\`**`);
      expect(item?.box).toContain(keyComment(`backport:${finding.attr}`));
    }
  });

  it.each([
    ['next-release', ['k3s_1_31', 'k3s_1_32']],
    ['before-next', ['k3s_1_31']],
  ] as const)(
    'computes the backports from the plan when the previous stable was not audited (%s)',
    (backportThrough, attrs) => {
      const report = scenario({ now: AFTER_BRANCH_OFF, next: NEXT_EXTRA, backportThrough, previous: null });
      const backports = section(branchOffChecklist(report, R, OPTIONS).body, 'Backports owed to');
      expect(backports.join('\n')).toContain('it was not audited in this run');
      const boxed = backports.filter((l) => l.startsWith('- [ ] Backport')).map((l) => /`(k3s_\d+_\d+)`/.exec(l)![1]);
      expect(boxed).toEqual(attrs);
    },
  );

  it('says release-R could not be read and lists the plan instead, without closing', () => {
    const report = scenario({ now: AFTER_BRANCH_OFF });
    const issue = branchOffChecklist(report, R, OPTIONS);
    const onRelease = section(issue.body, 'On `release-25.05`').join('\n');
    expect(onRelease).toContain('`release-25.05` could not be read in this run');
    expect(onRelease).toMatch(/\*\*Ships:\*\* `k3s_1_32`/);
    expect(onRelease).toContain(keyComment('remove:k3s_1_30'));
    // The backports are listed once, in their own section.
    expect(issue.body.split(keyComment('backport:k3s_1_31')).length - 1).toBe(1);
    expect(issue.clean).toBe(false);
  });

  it('keeps a tick when the plan gives way to the real finding', () => {
    const before = branchOffChecklist(scenario({ now: AFTER_BRANCH_OFF }), R, OPTIONS).body;
    const ticked = before.replace(/- \[ \](.*<!-- key:remove:k3s_1_31 -->)/, '- [x]$1');
    expect(parseTicks(ticked)).toEqual(new Set(['remove:k3s_1_31']));
    const after = branchOffChecklist(scenario({ now: AFTER_BRANCH_OFF, next: NEXT_EXTRA }), R, OPTIONS).body;
    const lines = applyTicks(after, parseTicks(ticked)).split('\n');
    const at = lines.findIndex((l) => l.includes(keyComment('remove:k3s_1_31')));
    expect(lines[at]).toMatch(/^- \[x\] ❌ \*\*`k3s_1_31`\*\*/);
    expect(lines[at + 1]).toMatch(/^ {2}- `extra-at-release`: /);
  });

  it('is clean once release-R ships one minor and the previous stable has every backport', () => {
    const report = scenario({
      now: AFTER_BRANCH_OFF,
      next: { minors: { '1.32': '1.32.2+k3s1' }, default: '1.32', nixosVersion: '25.05' },
      previous: {
        minors: { '1.30': '1.30.10+k3s1', '1.31': '1.31.6+k3s1', '1.32': '1.32.2+k3s1' },
        default: '1.30',
        nixosVersion: '24.11',
      },
    });
    const issue = branchOffChecklist(report, R, OPTIONS);
    expect(issue.body).toContain('Nothing left: `release-25.05` passes every branch-off check.');
    expect(issue.body).toContain('None: `release-24.11` has every minor on its upgrade path.');
    expect(issue.clean).toBe(true);
  });

  it('keeps hostile finding text inert', () => {
    const report = scenario({
      now: AFTER_BRANCH_OFF,
      next: NEXT_EXTRA,
      inject: {
        'release-25.05': [
          {
            rule: 'extra-at-release',
            severity: 'error',
            branch: 'release-25.05',
            minor: '1.28',
            attr: 'k3s_1_28',
            message: 'cc @NixOS/everyone <!-- hidden -->\n## Heading',
          },
        ],
      },
    });
    const body = branchOffChecklist(report, R, OPTIONS).body;
    const { prose, reading } = scanCodeSpans(body);
    expect(reading).toContain('cc @NixOS/everyone ‹!-- hidden --> ## Heading');
    expect(prose).not.toContain('@NixOS/everyone');
    expect(prose).not.toContain('<!-- hidden');
    expect(body.split('\n').some((l) => l.startsWith('## Heading'))).toBe(false);
  });
});

// POLICY 2.2: the plan ships S(R), and never ticks off the minor k3s points to without moving k3s first.
describe('branchOffChecklist for NixOS 26.05 on 2026-05-21, before release-26.05 exists', () => {
  const checklist = (target: 'stable-channel' | 'newest') => {
    const report = branchOffEve2605(target);
    const r2605 = report.calendar.releases.find((r) => r.name === '26.05')!;
    return section(branchOffChecklist(report, r2605, OPTIONS).body, 'On `release-26.05`');
  };

  it('under the stable channel, ships k3s_1_35 and has no box that removes it', () => {
    const lines = checklist('stable-channel');
    expect(lines.join('\n')).toContain('`release-26.05` could not be read in this run');
    expect(lines.join('\n')).toMatch(/\*\*Ships:\*\* `k3s_1_35`/);
    const removed = lines.filter((l) => l.startsWith('- [ ] ')).map((l) => /`(k3s_\d+_\d+)`/.exec(l)![1]);
    expect(removed).toEqual(['k3s_1_34', 'k3s_1_36']);
  });

  it('under newest, the box for k3s_1_35 says to move k3s first, and the other way out', () => {
    const lines = checklist('newest');
    expect(lines.join('\n')).toMatch(/\*\*Ships:\*\* `k3s_1_36`/);
    const box = lines.find((l) => l.includes(keyComment('remove:k3s_1_35')));
    expect(box).toBeDefined();
    const reading = scanCodeSpans(box!).reading;
    expect(reading).toContain('k3s points to k3s_1_35 on master: point k3s to k3s_1_36 first, then remove k3s_1_35');
    expect(reading).toContain(
      'or keep k3s_1_35 as the default of NixOS 26.05 and remove k3s_1_36 from release-26.05 instead',
    );
  });
});
