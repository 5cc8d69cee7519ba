// A pull request is blamed for what it adds, not for what its base has; each
// part of the comparison keeps the items of its side that hold its findings.
import { describe, expect, it } from '@jest/globals';
import type { Finding, Minor, WorkItem } from '../domain/types.js';
import { compareWithBase, type ComparedAudit } from './prComparison.js';

const finding = (rule: Finding['rule'], minor: Minor, packaged = '1.0.0+k3s1'): Finding => ({
  rule,
  severity: 'error',
  branch: 'master',
  minor,
  packaged,
  message: `${rule} ${minor} ${packaged}`,
});

/** The findings, one item per minor, in the order given. */
function audit(findings: Finding[]): ComparedAudit {
  const minors = [...new Set(findings.map((f) => f.minor!))];
  const workItems = minors.map((minor): WorkItem => ({
    subject: `k3s_${minor.replace('.', '_')}`,
    minor,
    severity: 'error',
    step: 'remove',
    fix: `Remove k3s ${minor}.`,
    findings: findings.filter((f) => f.minor === minor),
  }));
  return { findings, workItems };
}

describe('compareWithBase', () => {
  it('splits the head findings into introduced and pre-existing, and names what the base had and the head fixes', () => {
    const head = [finding('minor-eol', '1.29'), finding('minor-missing', '1.33')];
    const base = [finding('minor-eol', '1.29'), finding('patch-behind', '1.30')];
    const split = compareWithBase(audit(head), audit(base));
    expect(split.introduced.findings).toEqual([head[1]]);
    expect(split.preExisting.findings).toEqual([head[0]]);
    expect(split.fixed.findings).toEqual([base[1]]);
  });

  it("keeps each side's items, showing only the part's findings: the base's items for what the head fixes", () => {
    const eol = finding('minor-eol', '1.29');
    const behind = { ...finding('patch-behind', '1.29'), severity: 'warning' as const };
    const superseded = finding('minor-superseded', '1.29');
    const head = audit([eol, behind]);
    const base = audit([eol, superseded]);
    const split = compareWithBase(head, base);
    expect(split.introduced.items).toEqual([{ ...head.workItems[0], severity: 'warning', findings: [behind] }]);
    expect(split.preExisting.items).toEqual([{ ...head.workItems[0], findings: [eol] }]);
    expect(split.fixed.items).toEqual([{ ...base.workItems[0], findings: [superseded] }]);
  });

  it('matches a finding by rule and minor, not by version: a patch bump does not introduce it again', () => {
    const result = compareWithBase(
      audit([finding('patch-behind', '1.30', '1.30.3+k3s1')]),
      audit([finding('patch-behind', '1.30', '1.30.2+k3s1')]),
    );
    expect(result.introduced).toEqual({ findings: [], items: [] });
    expect(result.fixed).toEqual({ findings: [], items: [] });
  });

  it("a head that breaks a minor's files is blamed for the broken file only, and fixes nothing of that minor", () => {
    const broken: Finding = {
      rule: 'layout-unrecognized',
      severity: 'error',
      branch: 'master',
      file: 'pkgs/applications/networking/cluster/k3s/1_30/versions.nix',
      message: 'Could not read it',
    };
    const base = [finding('patch-behind', '1.30'), finding('minor-eol', '1.29')];
    const head = audit([base[1]]);
    const result = compareWithBase({ ...head, findings: [broken, ...head.findings] }, audit(base), ['1.30']);
    expect(result.introduced.findings).toEqual([broken]);
    expect(result.preExisting.findings).toEqual([base[1]]);
    expect(result.fixed).toEqual({ findings: [], items: [] });
  });

  it('blames everything when the base has nothing, and fixes everything when the head has nothing', () => {
    const list = audit([finding('minor-eol', '1.29')]);
    const none = audit([]);
    const all = { findings: list.findings, items: list.workItems };
    const nothing = { findings: [], items: [] };
    expect(compareWithBase(list, none)).toEqual({ introduced: all, preExisting: nothing, fixed: nothing });
    expect(compareWithBase(none, list)).toEqual({ introduced: nothing, preExisting: nothing, fixed: all });
  });
});
