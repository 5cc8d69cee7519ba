import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import { addDays, formatDay } from '../../calendar/releaseCalendar.js';
import {
  branchDefault,
  day,
  input,
  line,
  only,
  packaged,
  stableBranch,
  summary,
  upstream,
  versionsFile,
} from '../../../__tests__/evaluate/builders.js';

const NOW = '2024-09-01';
const plus = (days: number): string => formatDay(addDays(day(NOW), days));
const pkg = packaged({ minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' });

function soon(eol: string, options = {}) {
  const up = upstream({ '1.29': line('1.29.8+k3s1', eol), '1.30': line('1.30.4+k3s1', '2025-06-28') });
  const others = { currentStableDefault: branchDefault('release-24.05', '1.29', ['1.29', '1.30']) };
  return only(evaluate(input({ now: NOW, packaged: pkg, upstream: up, others, options })).findings, 'eol-soon');
}

describe('eol-soon (unstable): t < EOL(m) <= t + 30 days', () => {
  it.each([
    [0, []],
    [1, ['eol-soon warning 1.29']],
    [30, ['eol-soon warning 1.29']],
    [31, []],
  ])('EOL in %i days', (offset, expected) => {
    expect(summary(soon(plus(offset)))).toEqual(expected);
  });

  it('says when, where, and to plan the removal; the removal itself comes with minor-eol', () => {
    const [finding] = soon(plus(5));
    expect(finding).toMatchObject({ attr: 'k3s_1_29', packaged: '1.29.8+k3s1', file: versionsFile('1.29'), line: 2 });
    expect(finding.message).toBe(
      `k3s_1_29 reaches its end of life on ${plus(5)}, in 5 days. Plan its removal from master and tell its users to move to k3s_1_30.`,
    );
    expect(finding.fix).toBeUndefined();
  });

  it('counts a single day in the singular', () => {
    expect(soon(plus(1))[0].message).toContain(`reaches its end of life on ${plus(1)}, in 1 day. Plan its removal`);
  });

  it('skips a packaged minor whose end of life nothing tells', () => {
    const unknown = packaged({ minors: { '1.30': '1.30.4+k3s1', '1.99': '1.99.0+k3s1' }, default: '1.30' });
    const up = upstream({ '1.30': line('1.30.4+k3s1', plus(10)) });
    const findings = evaluate(input({ now: NOW, packaged: unknown, upstream: up })).findings;
    expect(summary(only(findings, 'eol-soon'))).toEqual(['eol-soon warning 1.30']);
  });

  it('is not softened by a keep pin', () => {
    expect(summary(soon(plus(5), { keep: new Map([['1.29', 'Rancher']]) }))).toEqual(['eol-soon warning 1.29']);
  });

  it('does not run on release branches', () => {
    const up = upstream({ '1.29': line('1.29.8+k3s1', plus(5)), '1.30': line('1.30.4+k3s1', '2025-06-28') });
    const findings = evaluate(
      input({ now: NOW, branch: stableBranch('24.05'), packaged: pkg, upstream: up, others: {} }),
    ).findings;
    expect(only(findings, 'eol-soon')).toEqual([]);
  });
});
