// Which rules run in which phase of a branch, judged by what each phase
// reports: in every phase's scenario each rule of POLICY.md would find
// something if it ran, so a rule added to (or dropped from) a phase changes
// the findings.
import { describe, expect, it } from '@jest/globals';
import { addDays, formatDay } from '../calendar/releaseCalendar.js';
import type { Branch, NixosRelease, ReleaseCalendar, RuleId } from '../domain/types.js';
import { K3S_RULES } from '../families/policies/k3s.js';
import { evaluate } from './evaluate.js';
import { buildRuleContext } from './ruleContext.js';
import type { Rule } from './ruleContext.js';
import type { RulePhase } from './ruleTable.js';
import {
  branchDefault,
  day,
  input,
  line,
  MASTER,
  packaged,
  stableBranch,
  summary,
  upstream,
  version,
} from '../../__tests__/evaluate/builders.js';

const T = '2025-03-10';
const at = (days: number): string => formatDay(addDays(day(T), days));

function release(name: string, ff: number, bo: number, rel: number, eos: number): NixosRelease {
  const fact = (offset: number) => ({ date: day(at(offset)), estimated: false, source: 'phase test' });
  return { name, featureFreeze: fact(ff), branchOff: fact(bo), release: fact(rel), endOfSupport: fact(eos) };
}

// For each phase a calendar in which `T` falls in that phase of release-24.11 (or on master, heading
// for 24.11) and inside the feature-freeze window of the release after it.
const CALENDARS: Record<RulePhase, { branch: Branch; calendar: ReleaseCalendar }> = {
  unstable: {
    branch: MASTER,
    calendar: { releases: [release('24.05', -300, -110, -100, 60), release('24.11', 3, 20, 30, 200)] },
  },
  'pre-release': {
    branch: stableBranch('24.11'),
    calendar: {
      releases: [
        release('24.05', -300, -200, -190, -30),
        release('24.11', -30, -5, 5, 200),
        release('25.05', 3, 60, 70, 300),
      ],
    },
  },
  supported: {
    branch: stableBranch('24.11'),
    calendar: {
      releases: [
        release('24.05', -300, -200, -190, -30),
        release('24.11', -60, -40, -30, 200),
        release('25.05', 3, 20, 30, 300),
      ],
    },
  },
  retired: {
    branch: stableBranch('24.11'),
    calendar: {
      releases: [
        release('24.11', -260, -230, -200, -1),
        release('25.05', 3, 20, 30, 300),
        release('25.11', 150, 170, 180, 400),
      ],
    },
  },
};

/** Everything wrong at once, relative to T and to the release the branch belongs to. */
function scenario(phase: RulePhase) {
  const { branch, calendar } = CALENDARS[phase];
  const own = calendar.releases.find((r) => r.name === '24.11')!;
  // On master, 24.11 is both the release it becomes and next.
  const next = calendar.releases[calendar.releases.indexOf(own) + 1] ?? own;
  const ends = formatDay(
    addDays(new Date(Math.min(own.endOfSupport.date.getTime(), next.endOfSupport.date.getTime())), -2),
  );
  return input({
    now: T,
    branch,
    calendar,
    packaged: packaged({
      minors: {
        '1.27': '1.27.9+k3s1',
        '1.28': '1.28.9+k3s1',
        '1.29': '1.29.8+k3s1',
        '1.30': '1.30.3+k3s1',
        '1.32': '1.32.1+k3s1',
      },
      default: '1.30',
      problems: [{ file: 'pkgs/applications/networking/cluster/k3s/1_33/versions.nix', message: 'garbled' }],
      thrown: [],
      releaseNotes: { release: '24.11', text: '' },
    }),
    upstream: upstream({
      '1.27': line('1.27.9+k3s1', at(-100)),
      '1.28': line('1.28.9+k3s1', at(10)),
      '1.29': line('1.29.9+k3s1', at(100)),
      '1.30': line('1.30.4+k3s1', ends),
      '1.31': line('1.31.2+k3s1', at(400), at(-30)),
      '1.32': line('1.32.2+k3s1', at(500), at(-10)),
    }),
    others: {
      currentStableDefault: branchDefault('release-24.05', '1.29', ['1.26', '1.29']),
      // Whichever of the calendar's releases is live or branched off last, it packaged what 24.05 did.
      liveReleases: calendar.releases.map((r) => branchDefault(`release-${r.name}`, '1.29', ['1.26', '1.29'])),
      unstableDefault: branchDefault('master', '1.32', ['1.31', '1.32']),
      nextReleaseDefault: branchDefault('release-25.05', '1.32', ['1.32']),
      defaultAtRelease: branchDefault('24.11', '1.29'),
      // The branch checked as a pull request's head: its base had 1.32 at a higher version.
      base: { branch: branch.name, versions: [{ minor: '1.32', version: version('1.32.2+k3s1') }], source: 'base' },
    },
  });
}

const EXPECTED: Record<RulePhase, RuleId[]> = {
  unstable: [
    'layout-unrecognized',
    'patch-behind',
    'version-downgraded',
    'minor-missing',
    'default-not-newest',
    'minor-eol',
    'eol-soon',
    'minor-superseded',
    'eol-during-next',
    'removal-unannounced',
    'release-note-missing',
  ],
  'pre-release': [
    'layout-unrecognized',
    'extra-at-release',
    'release-default-not-newest',
    'minor-eol',
    'patch-behind',
    'version-downgraded',
    'eol-before-eos',
  ],
  supported: [
    'layout-unrecognized',
    'patch-behind',
    'version-downgraded',
    'backport-missing',
    'minor-eol',
    'default-changed',
  ],
  retired: ['branch-retired'],
};

const ALL_RULES: Rule[] = [...new Set(Object.values(K3S_RULES).flat())];

describe('the rules each phase of a branch runs (k3s)', () => {
  it.each(Object.keys(EXPECTED) as RulePhase[])('%s runs exactly its rules', (phase) => {
    const given = scenario(phase);
    const audit = evaluate(given);
    expect(audit.phase ?? 'unstable').toBe(phase);
    expect([...new Set(audit.findings.map((f) => f.rule))].sort()).toEqual([...EXPECTED[phase]].sort());
    // Every rule of the other phases would have reported something here, had it run.
    const context = buildRuleContext(given, { phase: audit.phase, release: audit.release });
    for (const rule of ALL_RULES.filter((r) => !K3S_RULES[phase].includes(r))) {
      expect(rule(context).length).toBeGreaterThan(0);
    }
  });
});

describe('stable phases on the boundary days (release-24.11 of the test calendar)', () => {
  it.each([
    ['the day before branch-off', '2024-11-13', 'pre-release', true],
    ['the branch-off day', '2024-11-14', 'pre-release', false],
    ['the day before release', '2024-11-29', 'pre-release', false],
    ['the release day', '2024-11-30', 'supported', false],
    ['the day before end of support', '2025-06-29', 'supported', false],
    // POLICY v2: the end-of-support day is still supported.
    ['the end-of-support day', '2025-06-30', 'supported', false],
    ['the day after end of support', '2025-07-01', 'retired', false],
  ])('%s (%s) is %s', (_case, now, phase, calendarNotice) => {
    const result = evaluate(
      input({
        now,
        branch: stableBranch('24.11'),
        packaged: packaged({ minors: { '1.31': '1.31.2+k3s1' }, default: '1.31' }),
        upstream: upstream({ '1.31': line('1.31.2+k3s1', '2025-10-28') }),
        options: { policy: 'all-supported' },
      }),
    );
    expect(result.phase).toBe(phase);
    const notices = result.findings.filter((f) => f.message.includes('branches off on'));
    expect(notices).toHaveLength(calendarNotice ? 1 : 0);
    if (calendarNotice) {
      expect(notices[0]).toMatchObject({ rule: 'calendar-mismatch', severity: 'notice', branch: 'release-24.11' });
      expect(notices[0].message).toBe(
        'The release calendar says NixOS 24.11 branches off on 2024-11-14, but release-24.11 exists already; it was ' +
          'checked as a branch before its release. Set the input branch-off-date if the calendar is wrong.',
      );
    }
  });
});

describe('a stable release the calendar does not know', () => {
  it('is checked as pre-release and says the calendar lacks it, naming the inputs as typed', () => {
    const result = evaluate(
      input({
        now: '2024-11-20',
        branch: stableBranch('26.05'),
        packaged: packaged({
          minors: { '1.29': '1.29.10+k3s1', '1.30': '1.30.6+k3s1', '1.31': '1.31.2+k3s1' },
          default: '1.31',
        }),
        upstream: upstream({
          '1.29': line('1.29.10+k3s1', '2025-02-28'),
          '1.30': line('1.30.6+k3s1', '2025-06-28'),
          '1.31': line('1.31.2+k3s1', '2025-10-28'),
        }),
      }),
    );
    expect(result.phase).toBe('pre-release');
    const notice = result.findings.find((f) => f.severity === 'notice' && f.message.includes('no NixOS 26.05'));
    expect(notice).toMatchObject({ rule: 'calendar-mismatch', severity: 'notice' });
    expect(notice?.message).toBe(
      'The release calendar has no NixOS 26.05, so release-26.05 was checked as a branch before its release, ' +
        'without its dates. Set the input release-date (with input branch-off-date) if the calendar is missing it.',
    );

    expect(summary(result.findings.filter((f) => f.rule === 'extra-at-release' && f.severity === 'error'))).toEqual([
      'extra-at-release error 1.29',
      'extra-at-release error 1.30',
    ]);
  });
});

describe('a minor that a finding removes is not also told to take a patch update', () => {
  // Each removal rule alone, with the minor behind on its patch version.
  it.each([
    [
      'minor-eol on master',
      MASTER,
      '2024-09-01',
      { '1.29': line('1.29.9+k3s1', '2024-08-01'), '1.30': line('1.30.4+k3s1', '2025-06-28') },
      { currentStableDefault: branchDefault('release-24.05', '1.29', ['1.29']) },
    ],
    [
      'extra-at-release before a release',
      stableBranch('24.11'),
      '2024-11-20',
      { '1.29': line('1.29.9+k3s1', '2025-02-28'), '1.30': line('1.30.4+k3s1', '2025-06-28') },
      { unstableDefault: branchDefault('master', '1.30', ['1.30']) },
    ],
    [
      'eol-during-next in the feature-freeze window',
      MASTER,
      '2024-10-20',
      { '1.29': line('1.29.9+k3s1', '2025-02-28'), '1.30': line('1.30.4+k3s1', '2025-10-28') },
      { currentStableDefault: branchDefault('release-24.05', '1.29', ['1.29']) },
    ],
  ] as const)('%s', (_case, branch, now, up, others) => {
    const findings = evaluate(
      input({
        now,
        branch,
        packaged: packaged({ minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' }),
        upstream: upstream(up),
        others,
      }),
    ).findings;
    expect(findings.filter((f) => f.minor === '1.29' && f.severity !== 'notice').map((f) => f.rule)).toEqual([
      _case.split(' ')[0],
    ]);
  });
});

describe('a stable release older than the calendar', () => {
  it('is retired: one notice, nothing else', () => {
    const result = evaluate(
      input({
        now: '2024-11-20',
        branch: stableBranch('19.09'),
        packaged: packaged({ minors: { '1.20': '1.20.4+k3s1' }, default: '1.20' }),
        upstream: upstream({ '1.20': line('1.20.4+k3s1', '2022-02-28') }),
      }),
    );
    expect(result.phase).toBe('retired');
    expect(summary(result.findings)).toEqual(['branch-retired notice']);
  });

  it('names where its facts came from, or says they are the packaged state', () => {
    const given = input({ now: '2024-11-20', packaged: packaged({ minors: {} }), upstream: upstream({}) });
    expect(evaluate({ ...given, source: undefined }).source).toBe('packaged state');
  });
});

describe('what master becomes', () => {
  it.each([
    ['lib/.version when the calendar knows it', '24.11', '2024-09-01', '24.11'],
    ['the next release to branch off otherwise', undefined, '2024-09-01', '24.11'],
    ['the next release to branch off, on the branch-off day of 24.11', undefined, '2024-11-14', '25.05'],
    ['the next release to branch off, the day before', undefined, '2024-11-13', '24.11'],
    ['lib/.version as the file has it, with its newline', '24.11\n', '2024-11-20', '24.11'],
  ])('%s', (_case, nixosVersion, now, expected) => {
    const result = evaluate(
      input({
        now,
        packaged: packaged({
          minors: { '1.31': '1.31.2+k3s1' },
          default: '1.31',
          ...(nixosVersion ? { nixosVersion } : {}),
        }),
        upstream: upstream({ '1.31': line('1.31.2+k3s1', '2025-10-28') }),
      }),
    );
    expect(result.release?.name).toBe(expected);
  });
});
