import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import { addDays, formatDay, parseDay } from '../../calendar/releaseCalendar.js';
import type { Branch, OtherBranchFacts, PolicyName } from '../../domain/types.js';
import {
  ALIAS_FILE,
  ALIASES_FILE,
  branchDefault,
  day,
  input,
  line,
  MASTER,
  notesFile,
  only,
  packaged,
  stableBranch,
  summary,
  upstream,
  versionsFile,
  type MinorSpec,
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';

const NOW = '2024-09-01';
const plus = (days: number): string => formatDay(addDays(day(NOW), days));
const stableDefault: OtherBranchFacts = {
  currentStableDefault: branchDefault('release-24.05', '1.29', ['1.29', '1.30']),
};

function run(
  pkg: PackagedSpec,
  up: Record<string, MinorSpec>,
  options: { branch?: Branch; now?: string; others?: OtherBranchFacts; policy?: PolicyName } = {},
) {
  const { branch = MASTER, now = NOW, others = stableDefault, policy = 'nixpkgs' } = options;
  return evaluate(input({ now, branch, packaged: packaged(pkg), upstream: upstream(up), others, options: { policy } }))
    .findings;
}
const TWO = { minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' };

describe('minor-eol and eol-soon on unstable, on the boundary days', () => {
  it.each([
    ['EOL 10 days ago', -10, ['minor-eol error 1.29']],
    ['EOL today (EOL == t)', 0, ['minor-eol error 1.29']],
    ['EOL tomorrow (t = EOL - 1 day)', 1, ['eol-soon warning 1.29']],
    ['EOL in 30 days (t + 30)', 30, ['eol-soon warning 1.29']],
    ['EOL in 31 days', 31, []],
    ['EOL in a year', 365, []],
  ])('%s', (_case, offset, expected) => {
    const findings = run(TWO, { '1.29': line('1.29.8+k3s1', plus(offset)), '1.30': line('1.30.4+k3s1', '2025-06-28') });
    expect(summary(findings.filter((f) => f.rule === 'minor-eol' || f.rule === 'eol-soon'))).toEqual(expected);
  });

  it('names the date, the file and what to do: remove it with a throw and a release note', () => {
    const findings = run(TWO, { '1.29': line('1.29.8+k3s1', plus(-3)), '1.30': line('1.30.4+k3s1', plus(12)) });
    const [eol] = only(findings, 'minor-eol');
    expect(eol).toMatchObject({ file: versionsFile('1.29'), line: 2, packaged: '1.29.8+k3s1' });
    expect(eol.message).toBe(
      `k3s_1_29 (1.29.8+k3s1) reached its end of life on ${plus(-3)}. ` +
        `Remove k3s_1_29 from master: leave a throw for it in ${ALIASES_FILE} and a line in ${notesFile('24.11')} that names k3s 1.29.`,
    );
    expect(eol.fix).toEqual({
      edits: [
        { kind: 'remove', minor: '1.29', attr: 'k3s_1_29' },
        { kind: 'throw', minor: '1.29', attr: 'k3s_1_29' },
        { kind: 'release-note', minor: '1.29', file: notesFile('24.11') },
      ],
      reason: `end of life ${plus(-3)}`,
    });
    const [soon] = only(findings, 'eol-soon');
    expect(soon.message).toContain(`on ${plus(12)}, in 12 days`);
  });

  it('says "in 1 day" the day before', () => {
    const findings = run(TWO, { '1.29': line('1.29.8+k3s1', plus(1)), '1.30': line('1.30.4+k3s1', '2025-06-28') });
    expect(only(findings, 'eol-soon')[0].message).toContain('in 1 day.');
  });

  it('says "(estimated)" when EOL is estimated, also when derived from GA + 14 months', () => {
    const findings = run(TWO, {
      '1.29': { releases: [['1.29.8+k3s1', '2023-06-01']], eol: plus(-1), eolEstimated: true },
      // GA 2023-07-01 + 14 months = 2024-09-01 = today
      '1.30': { releases: [['1.30.4+k3s1', '2023-07-01']] },
      '1.31': line('1.31.0+k3s1', '2025-10-28'),
    });
    expect(summary(only(findings, 'minor-eol'))).toEqual(['minor-eol error 1.29', 'minor-eol error 1.30']);
    for (const f of only(findings, 'minor-eol')) expect(f.message).toContain('(estimated)');
  });

  it('removing the default first points k3s at the newest living minor', () => {
    const findings = run(
      { minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.29' },
      { '1.29': line('1.29.8+k3s1', plus(-1)), '1.30': line('1.30.4+k3s1', '2025-06-28') },
    );
    const [eol] = only(findings, 'minor-eol');
    expect(eol.fix?.edits.slice(0, 2)).toEqual([
      { kind: 'point-default', minor: '1.30', attr: 'k3s_1_30' },
      { kind: 'remove', minor: '1.29', attr: 'k3s_1_29' },
    ]);
    expect(eol.message).toContain(`Point k3s to k3s_1_30 in ${ALIAS_FILE}. Then remove k3s_1_29 from master`);
  });

  it('removing the only packaged minor, the default, first adds the newest supported one and points k3s at it', () => {
    const findings = run(
      { minors: { '1.29': '1.29.8+k3s1' }, default: '1.29' },
      { '1.29': line('1.29.8+k3s1', plus(-1)), '1.30': line('1.30.4+k3s1', '2025-06-28') },
    );
    expect(only(findings, 'minor-eol')[0].fix?.edits.slice(0, 3)).toEqual([
      { kind: 'add', minor: '1.30', attr: 'k3s_1_30', version: '1.30.4+k3s1' },
      { kind: 'point-default', minor: '1.30', attr: 'k3s_1_30' },
      { kind: 'remove', minor: '1.29', attr: 'k3s_1_29' },
    ]);
  });

  it('with nothing supported to point k3s to, says to package a newer minor first and gives no edits', () => {
    const findings = run(
      { minors: { '1.29': '1.29.8+k3s1' }, default: '1.29' },
      { '1.29': line('1.29.8+k3s1', plus(-1)) },
    );
    const [eol] = only(findings, 'minor-eol');
    expect(eol.severity).toBe('error');
    expect(eol.fix).toBeUndefined();
    expect(eol.message).toContain('no supported k3s minor is there to point k3s to instead: package a newer minor');
  });

  it('says once per minor when no end of life is known for it, and does not crash', () => {
    const findings = run(TWO, { '1.30': line('1.30.4+k3s1', '2025-06-28') });
    expect(summary(only(findings, 'minor-eol'))).toEqual(['minor-eol notice 1.29']);
    expect(only(findings, 'minor-eol')[0].message).toBe(
      'Not checked whether k3s_1_29 has reached its end of life: neither the Kubernetes lifecycle data nor the ' +
        'upstream k3s releases know 1.29.',
    );
    expect(only(findings, 'eol-soon')).toEqual([]);
  });
});

describe('minor-eol before a release: it cannot ship, under every policy (release-24.11 on 2024-11-20)', () => {
  const pkg = { minors: { '1.28': '1.28.15+k3s1', '1.31': '1.31.2+k3s1' }, default: '1.31' };
  const up = { '1.28': line('1.28.15+k3s1', '2024-10-28'), '1.31': line('1.31.2+k3s1', '2025-10-28') };
  it.each<PolicyName>(['nixpkgs', 'full-lifecycle', 'all-supported'])('under %s', (policy) => {
    const findings = run(pkg, up, { branch: stableBranch('24.11'), now: '2024-11-20', others: {}, policy });
    const [eol] = only(findings, 'minor-eol');
    expect(eol).toMatchObject({ severity: 'error', minor: '1.28' });
    expect(eol.message).toContain('It cannot ship with the release.');
    expect(eol.message).toContain('Remove k3s_1_28 from release-24.11 before the release on 2024-11-30.');
    expect(eol.fix?.edits).toEqual([{ kind: 'remove', minor: '1.28', attr: 'k3s_1_28' }]);
  });

  it('removing the default of the release first points k3s at the newest living minor of the branch', () => {
    const findings = run({ ...pkg, default: '1.28' }, up, {
      branch: stableBranch('24.11'),
      now: '2024-11-20',
      others: {},
    });
    expect(only(findings, 'minor-eol')[0].fix?.edits).toEqual([
      { kind: 'point-default', minor: '1.31', attr: 'k3s_1_31' },
      { kind: 'remove', minor: '1.28', attr: 'k3s_1_28' },
    ]);
  });
});

describe('minor-eol on a supported release (release-24.05 on 2024-11-01)', () => {
  const branch: Branch = stableBranch('24.05');
  const others = { unstableDefault: branchDefault('master', '1.29'), defaultAtRelease: branchDefault('24.05', '1.29') };
  const up = { '1.28': line('1.28.15+k3s1', '2024-10-28'), '1.29': line('1.29.10+k3s1', '2025-02-28') };
  const pkg = { minors: { '1.28': '1.28.15+k3s1', '1.29': '1.29.10+k3s1' }, default: '1.29' };

  it('is a warning: mark it with meta.knownVulnerabilities, keep it, tell users to move on', () => {
    const findings = run(pkg, up, { branch, now: '2024-11-01', others });
    expect(summary(findings)).toEqual(['minor-eol warning 1.28']);
    expect(findings[0].message).toContain('move to k3s_1_29');
    expect(findings[0].message).toContain('a release keeps it all the same');
    expect(findings[0].message).toContain(
      'Mark k3s_1_28 with meta.knownVulnerabilities in pkgs/applications/networking/cluster/k3s/default.nix.',
    );
    expect(findings[0].fix).toEqual({
      edits: [{ kind: 'mark', minor: '1.28', attr: 'k3s_1_28', endOfLife: parseDay('2024-10-28') }],
      reason: 'end of life 2024-10-28; a release keeps it',
    });
  });

  it('says once when no end of life is known for a packaged minor, as on master', () => {
    const findings = run({ ...pkg, minors: { ...pkg.minors, '1.99': '1.99.0+k3s1' } }, up, {
      branch,
      now: '2024-11-01',
      others,
    });
    expect(summary(findings)).toEqual(['minor-eol warning 1.28', 'minor-eol notice 1.99']);
    expect(findings[1].message).toMatch(/^Not checked whether k3s_1_99 has reached its end of life/);
    expect(findings[1]).toMatchObject({ attr: 'k3s_1_99', packaged: '1.99.0+k3s1' });
  });

  it('is a notice once the minor is marked, naming where', () => {
    const findings = run({ ...pkg, marked: ['1.28'] }, up, { branch, now: '2024-11-01', others });
    expect(summary(findings)).toEqual(['minor-eol notice 1.28']);
    expect(findings[0].message).toBe(
      'k3s_1_28 (1.28.15+k3s1) reached its end of life on 2024-10-28. It is marked with meta.knownVulnerabilities ' +
        '(pkgs/applications/networking/cluster/k3s/default.nix line 20), as a release keeps its minors: nothing more ' +
        'to do but tell its users to move to k3s_1_29.',
    );
    expect(findings[0].fix).toBeUndefined();
  });

  it('names the file alone when the line of the mark is unknown', () => {
    const state = packaged({ ...pkg, marked: ['1.28'] });
    const minors = state.minors.map((pm) =>
      pm.knownVulnerabilities ? { ...pm, knownVulnerabilities: { ...pm.knownVulnerabilities, line: 0 } } : pm,
    );
    const findings = evaluate(
      input({ now: '2024-11-01', branch, packaged: { ...state, minors }, upstream: upstream(up), others }),
    ).findings;
    expect(findings[0].message).toContain(
      'It is marked with meta.knownVulnerabilities (pkgs/applications/networking/cluster/k3s/default.nix), as',
    );
  });

  it('tells users to move to the next packaged minor, and the path through ended ones to a supported one', () => {
    // Kubernetes cannot skip a minor: k3s_1_27's users go through k3s_1_28, ended too, to k3s_1_29.
    const findings = run(
      { minors: { '1.27': '1.27.16+k3s1', '1.28': '1.28.15+k3s1', '1.29': '1.29.10+k3s1' }, default: '1.29' },
      { ...up, '1.27': line('1.27.16+k3s1', '2024-06-28') },
      { branch, now: '2024-11-01', others },
    );
    expect(summary(findings)).toEqual(['minor-eol warning 1.27', 'minor-eol warning 1.28']);
    expect(findings[0].message).toContain(
      'mark it and tell its users to move to k3s_1_28, one minor at a time: k3s_1_27 → k3s_1_28 → k3s_1_29. Mark',
    );
    expect(findings[1].message).toContain('mark it and tell its users to move to k3s_1_29. Mark');
  });

  it('with no newer minor supported, names the climb through the packaged ones and on to a supported minor', () => {
    const findings = run(
      { minors: { '1.27': '1.27.16+k3s1', '1.28': '1.28.15+k3s1' }, default: '1.28' },
      { ...up, '1.27': line('1.27.16+k3s1', '2024-06-28') },
      { branch, now: '2024-11-01', others: { unstableDefault: branchDefault('master', '1.28') } },
    );
    expect(only(findings, 'minor-eol')[0].message).toContain(
      'tell its users to move to k3s_1_28, one minor at a time: k3s_1_27 → k3s_1_28, then to a supported minor. Mark',
    );
    expect(only(findings, 'minor-eol')[1].message).toContain('tell its users to move to a supported minor. Mark');
  });

  it('a marked minor that has not reached its end of life is nothing to report', () => {
    const findings = run({ ...pkg, marked: ['1.29'] }, up, { branch, now: '2024-11-01', others });
    expect(summary(findings)).toEqual(['minor-eol warning 1.28']);
  });

  it('never tells users to move back to an older minor, even one supported longer', () => {
    // An estimated end of life can put an older minor past a newer one.
    const findings = run(
      { minors: { '1.27': '1.27.16+k3s1', '1.28': '1.28.15+k3s1', '1.29': '1.29.10+k3s1' }, default: '1.29' },
      { ...up, '1.27': { ...line('1.27.16+k3s1', '2025-12-31'), eolEstimated: true } },
      { branch, now: '2024-11-01', others },
    );
    expect(summary(findings)).toEqual(['minor-eol warning 1.28']);
    expect(findings[0].message).toContain('tell its users to move to k3s_1_29.');
  });

  it('names "a supported minor" when no newer packaged minor is supported', () => {
    const findings = run({ minors: { '1.28': '1.28.15+k3s1' }, default: '1.28' }, up, {
      branch,
      now: '2024-11-01',
      others: { unstableDefault: branchDefault('master', '1.28') },
    });
    expect(only(findings, 'minor-eol')[0].message).toContain('tell its users to move to a supported minor');
  });
});
