// A pull request is blamed for what it adds, not for what its base has.
import { describe, expect, it } from '@jest/globals';
import type { Finding } from '../domain/types.js';
import { splitByBase } from './prComparison.js';

const finding = (rule: Finding['rule'], minor: string, packaged = '1.0.0+k3s1'): Finding => ({
  rule,
  severity: 'error',
  branch: 'master',
  minor,
  packaged,
  message: `${rule} ${minor} ${packaged}`,
});

describe('splitByBase', () => {
  it('splits the head findings into introduced and pre-existing, and names what the base had and the head fixes', () => {
    const head = [finding('minor-eol', '1.29'), finding('minor-missing', '1.33')];
    const base = [finding('minor-eol', '1.29'), finding('patch-behind', '1.30')];
    expect(splitByBase(head, base)).toEqual({
      introduced: [head[1]],
      preExisting: [head[0]],
      fixed: [base[1]],
    });
  });

  it('matches a finding by rule and minor, not by version: a patch bump does not introduce it again', () => {
    const result = splitByBase(
      [finding('patch-behind', '1.30', '1.30.3+k3s1')],
      [finding('patch-behind', '1.30', '1.30.2+k3s1')],
    );
    expect(result.introduced).toEqual([]);
    expect(result.fixed).toEqual([]);
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
    expect(splitByBase([broken, base[1]], base, ['1.30'])).toEqual({
      introduced: [broken],
      preExisting: [base[1]],
      fixed: [],
    });
  });

  it('blames everything when the base has nothing, and fixes everything when the head has nothing', () => {
    const list = [finding('minor-eol', '1.29')];
    expect(splitByBase(list, [])).toEqual({ introduced: list, preExisting: [], fixed: [] });
    expect(splitByBase([], list)).toEqual({ introduced: [], preExisting: [], fixed: list });
  });
});
