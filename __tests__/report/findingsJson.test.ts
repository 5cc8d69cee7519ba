import { describe, expect, test } from '@jest/globals';
import type { Finding } from '../../src/domain/types.js';
import { renderJson, toJsonFinding } from '../../src/report/findingsJson.js';
import { familyReport } from '../../src/report/model.js';
import { runReport } from '../../src/report/runReport.js';
import { buildReport, masterAudit } from './builders.js';

const findingsToJson = (findings: readonly Finding[]): string => JSON.stringify(findings.map((f) => toJsonFinding(f)));

const ORDER = ['rule', 'severity', 'branch', 'minor', 'attr', 'packaged', 'expected', 'message', 'file', 'line'];

describe('findings JSON', () => {
  test('keys come in the documented order whatever order the finding was built in', () => {
    const scrambled: Finding = {
      line: 3,
      file: 'pkgs/applications/networking/cluster/k3s/1_30/versions.nix',
      message: 'k3s_1_30 is at 1.30.2+k3s1, upstream has 1.30.10+k3s1',
      expected: '1.30.10+k3s1',
      packaged: '1.30.2+k3s1',
      attr: 'k3s_1_30',
      minor: '1.30',
      branch: 'master',
      severity: 'warning',
      rule: 'patch-behind',
    };
    const [parsed] = JSON.parse(findingsToJson([scrambled])) as Record<string, unknown>[];
    expect(Object.keys(parsed)).toEqual(ORDER);
    expect(parsed).toEqual(scrambled);
  });

  test('absent and undefined fields are omitted, not null', () => {
    const finding: Finding = {
      rule: 'branch-retired',
      severity: 'notice',
      branch: 'release-23.11',
      minor: undefined,
      message: 'release-23.11 is retired',
    };
    const json = findingsToJson([finding]);
    expect(json).not.toContain('minor');
    expect(json).not.toContain('null');
    expect(Object.keys(toJsonFinding(finding))).toEqual(['rule', 'severity', 'branch', 'message']);
  });

  test('every finding is kept, in order, and the output is a JSON array', () => {
    const findings: Finding[] = [
      { rule: 'minor-eol', severity: 'error', branch: 'master', minor: '1.29', message: 'first' },
      { rule: 'eol-soon', severity: 'warning', branch: 'master', minor: '1.30', message: 'second', line: 0 },
    ];
    const parsed = JSON.parse(findingsToJson(findings)) as Finding[];
    expect(parsed.map((f) => f.message)).toEqual(['first', 'second']);
    // line 0 is a value, not an absence.
    expect(parsed[1].line).toBe(0);
    expect(findingsToJson([])).toBe('[]');
  });

  test('each finding names its family and the work item it belongs to, last: the item the reports show it under', () => {
    const audit = masterAudit();
    const [behind, pinned, superseded] = audit.findings;
    // One item holds both findings about k3s_1_30, as evaluate groups them.
    audit.workItems = [
      {
        subject: 'k3s_1_30',
        minor: '1.30',
        severity: 'error',
        step: 'remove',
        fix: 'Remove k3s_1_30.',
        findings: [superseded, behind],
      },
      { severity: 'notice', step: 'check', fix: pinned.message, findings: [pinned] },
    ];
    const parsed = JSON.parse(renderJson(runReport([familyReport(buildReport({ audits: [audit] }))]))) as Record<
      string,
      unknown
    >[];
    // One object per finding, in the audit's order, every field kept.
    expect(parsed.map((f) => f.rule)).toEqual(['patch-behind', 'eol-soon', 'minor-superseded']);
    expect(Object.keys(parsed[0])).toEqual([...ORDER, 'family', 'item']);
    expect(parsed[0]).toMatchObject({ message: behind.message, family: 'k3s' });
    expect(parsed[0].item).toEqual({ subject: 'k3s_1_30', fix: 'Remove k3s_1_30.' });
    expect(parsed[2].item).toEqual(parsed[0].item);
    // An item of the branch as a whole has no subject.
    expect(parsed[1].item).toEqual({ fix: pinned.message });
  });
});
