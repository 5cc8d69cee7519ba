import { describe, expect, it } from '@jest/globals';
import type { Finding, ReleaseCalendar } from '../../../src/domain/types.js';
import { featureFreezeChecklist, MUST_LAND_RULES } from '../../../src/publish/issues/checklists/featureFreeze.js';
import { issueMarker, keyComment } from '../../../src/publish/issues/markers.js';
import { scanCodeSpans } from '../../report/markdownScan.js';
import {
  BEFORE_FREEZE,
  boxedItems,
  calendar,
  itemListing,
  release,
  scenario,
  section,
  type ScenarioSpec,
} from './scenario.js';

const R = release('25.05');
const OPTIONS = { team: 'NixOS/k3s', labels: ['k3s', 'release'] };

describe('featureFreezeChecklist', () => {
  it('is titled and marked for the release', () => {
    const issue = featureFreezeChecklist(scenario({ now: BEFORE_FREEZE }), R, OPTIONS);
    expect(issue.title).toBe('k3s before the NixOS 25.05 feature freeze');
    expect(issue.marker).toBe(issueMarker('feature-freeze', '25.05'));
    expect(issue.body).toContain(issue.marker);
    expect(issue.labels).toEqual(['k3s', 'release']);
  });

  it('lists every master finding that must land before the freeze as a checkbox with its attribute and file', () => {
    const report = scenario({ now: BEFORE_FREEZE });
    const master = report.audits.find((a) => a.branch.name === 'master')!;
    const mustLand = master.findings.filter((f) => MUST_LAND_RULES.includes(f.rule));
    // The scenario breaks each rule the checklist is about.
    expect(new Set(mustLand.map((f) => f.rule))).toEqual(
      new Set(['minor-missing', 'default-not-newest', 'patch-behind', 'minor-eol', 'minor-superseded']),
    );

    const issue = featureFreezeChecklist(report, R, OPTIONS);
    const items = boxedItems(section(issue.body, 'Must land on'));
    // The evaluator's items, each finding under the item that fixes it, in the evaluator's order.
    const expected = master.workItems.filter((item) => item.findings.some((f) => MUST_LAND_RULES.includes(f.rule)));
    expect(items.map((item) => item.box)).toEqual(
      expected.map((item) => expect.stringContaining(`**\`${item.subject}\`**`) as unknown as string),
    );
    for (const finding of mustLand) {
      const holder = expected.find((item) => item.findings.includes(finding))!;
      expect(itemListing(items, finding)?.box).toContain(`**\`${holder.subject}\`**`);
    }
    expect(section(issue.body, 'Must land on')[0]).toBe('');
    expect(issue.body).toContain('### Must land on `master` before 2025-04-25');
  });

  it('shows the plan: shipped minor, minors dropped at the branch-off and backports owed, as checkboxes', () => {
    const issue = featureFreezeChecklist(scenario({ now: BEFORE_FREEZE }), R, OPTIONS);
    const plan = section(issue.body, 'Plan for NixOS 25.05').join('\n');
    expect(plan).toMatch(/\*\*Ships:\*\* `k3s_1_32`/);
    for (const attr of ['k3s_1_29', 'k3s_1_30', 'k3s_1_31']) expect(plan).toContain(keyComment(`remove:${attr}`));
    for (const minor of ['1.31', '1.32'])
      expect(plan).toMatch(new RegExp(`- \\[ \\] Backport \`k3s_${minor.replace('.', '_')}\`.*release-24\\.11`));
  });

  it('asks the team once per release, naming the freeze date', () => {
    const issue = featureFreezeChecklist(scenario({ now: BEFORE_FREEZE }), R, { ...OPTIONS, team: '@NixOS/k3s' });
    expect(issue.mention).toEqual({
      team: 'NixOS/k3s',
      eventKey: 'feature-freeze:25.05',
      text: '@NixOS/k3s the feature freeze of NixOS 25.05 is on 2025-04-25: the k3s checklist above lists what must land on master first.',
    });
    expect(
      featureFreezeChecklist(scenario({ now: BEFORE_FREEZE }), R, { ...OPTIONS, team: '' }).mention,
    ).toBeUndefined();
  });

  it('marks estimated dates as estimated, in the body and in the mention', () => {
    const known = calendar();
    const cal: ReleaseCalendar = {
      releases: known.releases.map((r) =>
        r.name === '25.05'
          ? { ...r, featureFreeze: { ...r.featureFreeze, estimated: true }, release: { ...r.release, estimated: true } }
          : r,
      ),
    };
    const issue = featureFreezeChecklist(
      scenario({ now: BEFORE_FREEZE, calendar: cal }),
      release('25.05', cal),
      OPTIONS,
    );
    expect(issue.body).toContain('- Feature freeze: 2025-04-25 (estimated)');
    expect(issue.body).toContain('- Release: 2025-05-23 (estimated)');
    expect(issue.body).toContain('- Branch-off: 2025-05-16\n');
    expect(issue.mention?.text).toContain('is on 2025-04-25 (estimated)');
  });

  it('keeps hostile text inert', () => {
    const hostile: Finding = {
      rule: 'patch-behind',
      severity: 'warning',
      branch: 'master',
      minor: '1.28',
      attr: 'k3s_1_28',
      message: 'ping @everyone <img src=x onerror=alert(1)>\n# Injected heading',
      file: 'pkgs/k3s/`evil`.nix',
    };
    const report = scenario({
      now: BEFORE_FREEZE,
      inject: { master: [hostile] },
      keep: new Map([['1.30', '@NixOS/security <script>alert(1)</script>']]),
    });
    const body = featureFreezeChecklist(report, R, OPTIONS).body;
    const { prose, reading } = scanCodeSpans(body);
    // Shown word for word, as code: nobody pinged, nothing rendered.
    expect(reading).toContain('ping @everyone <img src=x onerror=alert(1)> # Injected heading');
    expect(prose).not.toMatch(/@(everyone|NixOS\/security)/);
    expect(prose).not.toMatch(/<(img|script)/i);
    expect(body.split('\n').some((l) => l.startsWith('# Injected'))).toBe(false);
    expect(body).toContain('· ``pkgs/k3s/`evil`.nix``');
  });

  describe('clean', () => {
    const ready: Omit<ScenarioSpec, 'now'> & { previous: NonNullable<ScenarioSpec['previous']> } = {
      master: { minors: { '1.31': '1.31.6+k3s1', '1.32': '1.32.2+k3s1' }, default: '1.32', nixosVersion: '25.05' },
      previous: { minors: { '1.31': '1.31.6+k3s1', '1.32': '1.32.2+k3s1' }, default: '1.31', nixosVersion: '24.11' },
    };

    it.each<{ when: string; spec: Omit<ScenarioSpec, 'now'>; clean: boolean }>([
      { when: 'master has findings and backports are owed', spec: {}, clean: false },
      { when: 'master is ready and the previous stable has every backport', spec: ready, clean: true },
      {
        when: 'master is ready but the previous stable owes 1.32',
        spec: { ...ready, previous: { ...ready.previous, minors: { '1.31': '1.31.6+k3s1' } } },
        clean: false,
      },
      { when: 'master was not read', spec: { ...ready, master: null }, clean: false },
      {
        when: 'the previous stable was not read (its backports are unknown)',
        spec: { ...ready, previous: null },
        clean: false,
      },
    ])('when $when: clean $clean', ({ spec, clean }) => {
      const issue = featureFreezeChecklist(scenario({ now: BEFORE_FREEZE, ...spec }), R, OPTIONS);
      expect(issue.clean).toBe(clean);
      // The plan's branch-off boxes (dropped minors) do not hold the freeze checklist open.
      const mustLand = section(issue.body, 'Must land on').filter((l) => l.startsWith('- ['));
      const owed = section(issue.body, 'Plan for').filter((l) => l.startsWith('- [ ] Backport'));
      if (clean) expect([...mustLand, ...owed]).toEqual([]);
    });
  });

  it('says so when master was not read', () => {
    const issue = featureFreezeChecklist(scenario({ now: BEFORE_FREEZE, master: null }), R, OPTIONS);
    expect(section(issue.body, 'Must land on').join('\n')).toContain('`master` was not read in this run');
  });
});
