// The order findings are shown in.
import { describe, expect, it } from '@jest/globals';
import type { Finding, Minor } from '../domain/types.js';
import { sortFindings } from './findingOrder.js';

const finding = (minor: Minor | undefined, fields: Partial<Finding> = {}): Finding => ({
  rule: 'patch-behind',
  severity: 'warning',
  branch: 'master',
  message: 'm',
  ...(minor === undefined ? {} : { minor }),
  ...fields,
});

describe('the order of findings', () => {
  it('puts branch-wide findings first, then minors in numeric order', () => {
    const sorted = sortFindings([finding('1.10'), finding(undefined), finding('1.9')]);
    expect(sorted.map((f) => f.minor ?? '(branch)')).toEqual(['(branch)', '1.9', '1.10']);
    expect(sortFindings([finding('1.9'), finding(undefined)]).map((f) => f.minor ?? '(branch)')).toEqual([
      '(branch)',
      '1.9',
    ]);
  });

  it('orders by severity before minor, and by rule, then message, within a minor', () => {
    const sorted = sortFindings([
      finding('1.9', { rule: 'patch-behind', message: 'b' }),
      finding('1.9', { rule: 'patch-behind', message: 'a' }),
      finding('1.9', { rule: 'minor-eol' }),
      finding('1.10', { severity: 'error' }),
      finding(undefined, { severity: 'notice' }),
    ]);
    expect(sorted.map((f) => `${f.severity} ${f.minor ?? '-'} ${f.rule} ${f.message}`)).toEqual([
      'error 1.10 patch-behind m',
      'warning 1.9 minor-eol m',
      'warning 1.9 patch-behind a',
      'warning 1.9 patch-behind b',
      'notice - patch-behind m',
    ]);
  });
});
