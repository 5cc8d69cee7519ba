import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import {
  branchDefault,
  input,
  line,
  MASTER,
  packaged,
  stableBranch,
  summary,
  upstream,
} from '../../../__tests__/evaluate/builders.js';

const UP = {
  '1.9': line('1.9.5+k3s2', '2024-09-10'),
  '1.10': line('1.10.3+k3s1', '2025-06-28'),
  '1.11': line('1.11.1+k3s1', '2025-10-28'),
};
const problems = [
  {
    file: 'pkgs/applications/networking/cluster/k3s/1_11/versions.nix',
    line: 4,
    message: 'k3sVersion is not a string literal',
  },
  { file: 'pkgs/applications/networking/cluster/k3s/default.nix', message: 'no k3s_1_XX attributes found' },
];

describe('layout-unrecognized', () => {
  it.each([
    ['unstable', MASTER, '2024-09-01', {}],
    ['stable pre-release', stableBranch('24.11'), '2024-11-20', {}],
    ['stable supported', stableBranch('24.05'), '2024-09-01', { unstableDefault: branchDefault('master', '1.10') }],
  ])('on %s: one error per unreadable file, and the other rules still run', (_case, branch, now, others) => {
    const result = evaluate(
      input({
        now,
        branch,
        packaged: packaged({ minors: { '1.10': '1.10.2+k3s1' }, default: '1.10', problems }),
        upstream: upstream(UP),
        others,
      }),
    );
    const layout = result.findings.filter((f) => f.rule === 'layout-unrecognized');
    expect(layout).toEqual([
      expect.objectContaining({ severity: 'error', file: problems[0].file, line: 4 }),
      expect.objectContaining({ severity: 'error', file: problems[1].file }),
    ]);
    expect(layout[1]).not.toHaveProperty('line');
    expect(layout[0].message).toBe(
      `Could not read ${problems[0].file} line 4: k3sVersion is not a string literal. What it defines was not checked; ` +
        'fix it, or report the layout to k3s-release-guard if it is right.',
    );
    expect(layout[1].message).toContain(`Could not read ${problems[1].file}: no k3s_1_XX attributes found.`);
    expect(summary(result.findings)).toContain('patch-behind warning 1.10');
    // One item per file (in the order of their paths), to check rather than edit.
    expect(result.workItems.filter((item) => item.subject?.endsWith('.nix'))).toEqual([
      expect.objectContaining({ subject: problems[0].file, step: 'check', severity: 'error' }),
      expect.objectContaining({ subject: problems[1].file, step: 'check', severity: 'error' }),
    ]);
  });
});

// POLICY 2.1, parsing: a minor whose attribute exists but whose files cannot be read gets its
// layout-unrecognized finding alone.
describe('a minor whose attribute exists but whose versions file cannot be read', () => {
  const UP_3 = {
    '1.30': line('1.30.9+k3s1', '2025-06-28'),
    '1.31': line('1.31.5+k3s1', '2025-10-28'),
    '1.32': line('1.32.4+k3s1', '2026-02-28', '2024-12-13'),
  };
  const file = 'pkgs/applications/networking/cluster/k3s/1_32/versions.nix';
  const brokenProblem = { file, line: 2, message: 'k3sVersion is set to "1.32.1+k3s1, not a string literal' };
  const broken = (spec: Parameters<typeof packaged>[0]) => ({
    ...packaged({ ...spec, problems: [brokenProblem] }),
    unreadable: [{ minor: '1.32' as const, attr: 'k3s_1_32', file }],
  });
  const on = (now: string, state: ReturnType<typeof packaged>, branch = MASTER, others = {}) =>
    evaluate(input({ now, branch, packaged: state, upstream: upstream(UP_3), others })).findings;

  it.each([
    ['the default', '1.32'],
    ['an older minor', '1.30'],
  ])('on master, %s: no rule but layout-unrecognized speaks of it', (_case, defaultMinor) => {
    const state = broken({
      minors: { '1.30': '1.30.9+k3s1', '1.31': '1.31.5+k3s1' },
      ...(defaultMinor === '1.32' ? { defaultAttr: 'k3s_1_32' } : { default: defaultMinor }),
      releaseNotes: { release: '25.05', text: '' },
      thrown: [],
    });
    const stable = branchDefault('release-24.11', '1.30', ['1.30', '1.31', '1.32']);
    const findings = on('2025-03-01', state, MASTER, { currentStableDefault: stable, liveReleases: [stable] });
    expect(summary(findings)).toEqual(['layout-unrecognized error']);
    expect(findings[0]).toMatchObject({ file, line: 2 });
  });

  it('on master, the same tree without the unreadable record is asked to add the minor (what it would be without)', () => {
    const state = packaged({ minors: { '1.30': '1.30.9+k3s1', '1.31': '1.31.5+k3s1' }, default: '1.31' });
    expect(summary(on('2025-03-01', state))).toContain('minor-missing error 1.32');
  });

  it('on a supported release branch: no backport is asked for the minor it packages, unreadable', () => {
    const state = broken({ minors: { '1.30': '1.30.9+k3s1', '1.31': '1.31.5+k3s1' }, default: '1.30' });
    const others = {
      unstableDefault: branchDefault('master', '1.32', ['1.31', '1.32']),
      defaultAtRelease: branchDefault('24.11', '1.30'),
    };
    expect(summary(on('2025-03-01', state, stableBranch('24.11'), others))).toEqual(['layout-unrecognized error']);
  });
});

describe('an entry of the k3s folder the reader does not know', () => {
  it('is a notice that names it, and says it was ignored', () => {
    const state = {
      ...packaged({ minors: { '1.10': '1.10.3+k3s1' }, default: '1.10' }),
      unknownEntries: [{ file: 'pkgs/applications/networking/cluster/k3s/notes.txt', expected: 'minor folders' }],
    };
    const findings = evaluate(input({ now: '2024-09-01', packaged: state, upstream: upstream(UP) })).findings;
    const layout = findings.filter((f) => f.rule === 'layout-unrecognized');
    expect(layout).toHaveLength(1);
    const [notice] = layout;
    expect(notice).toMatchObject({ severity: 'notice', file: 'pkgs/applications/networking/cluster/k3s/notes.txt' });
    expect(notice.message).toBe(
      'Unexpected entry pkgs/applications/networking/cluster/k3s/notes.txt in the k3s folder, ignored: the action ' +
        'reads minor folders. Nothing to do if it belongs there; if it packages a k3s minor, report the layout to ' +
        'k3s-release-guard.',
    );
  });
});

describe("what a declared family's reader could not find on the branch", () => {
  it('is a notice for each, naming the file where there is one', () => {
    const state = {
      ...packaged({ minors: { '1.10': '1.10.3+k3s1' }, default: '1.10' }),
      notices: [
        { file: 'pkgs/servers/sql/postgresql/default.nix', message: 'not in the tree' },
        { message: 'no attribute matches postgresql_{cycle}' },
      ],
    };
    const findings = evaluate(input({ now: '2024-09-01', packaged: state, upstream: upstream(UP) })).findings;
    expect(findings.filter((f) => f.rule === 'layout-unrecognized')).toEqual([
      {
        rule: 'layout-unrecognized',
        severity: 'notice',
        branch: 'master',
        message: 'k3s reads pkgs/servers/sql/postgresql/default.nix: not in the tree.',
        file: 'pkgs/servers/sql/postgresql/default.nix',
      },
      {
        rule: 'layout-unrecognized',
        severity: 'notice',
        branch: 'master',
        message: 'k3s: no attribute matches postgresql_{cycle}.',
      },
    ]);
  });
});
