import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import { addDays, formatDay } from '../../calendar/releaseCalendar.js';
import type { OtherBranchFacts } from '../../domain/types.js';
import {
  ALIAS_FILE,
  branchDefault,
  day,
  input,
  line,
  only,
  packaged,
  stableChannel,
  summary,
  upstream,
  versionsFile,
  type MinorSpec,
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';

// On master at 2024-09-01; the current stable, 24.05, defaults to 1.29 unless a row says otherwise.
const NOW = '2024-09-01';
const plus = (days: number): string => formatDay(addDays(day(NOW), days));
const stableDefault = { currentStableDefault: branchDefault('release-24.05', '1.29', ['1.29']) };

function run(
  pkg: PackagedSpec,
  up: Record<string, MinorSpec>,
  others: OtherBranchFacts = stableDefault,
  extra: Parameters<typeof upstream>[1] = {},
  options = {},
) {
  return evaluate(input({ now: NOW, packaged: packaged(pkg), upstream: upstream(up, extra), others, options }))
    .findings;
}

const UP: Record<string, MinorSpec> = {
  '1.28': line('1.28.9+k3s1', '2024-10-28'),
  '1.29': line('1.29.8+k3s1', '2025-02-28'),
  '1.30': line('1.30.4+k3s1', '2025-06-28'),
  '1.31': { releases: [['1.31.0+k3s1', '2024-08-20']], eol: '2025-10-28' },
  '1.32': { releases: [['1.32.0+k3s1', plus(10)]] },
};

describe('minor-missing', () => {
  it.each([
    ['a brand-new minor', { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, ['1.31']],
    ['a gap between packaged minors', { '1.29': '1.29.8+k3s1', '1.31': '1.31.0+k3s1' }, ['1.30']],
    ['a gap and a new minor', { '1.29': '1.29.8+k3s1' }, ['1.30', '1.31']],
    [
      'nothing: every supported newer minor is packaged',
      { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1', '1.31': '1.31.0+k3s1' },
      [],
    ],
    [
      'nothing for minors older than the oldest packaged (1.28), or not released yet (1.32)',
      { '1.30': '1.30.4+k3s1', '1.31': '1.31.0+k3s1' },
      [],
    ],
  ])('%s', (_case, minors, missing) => {
    const findings = only(run({ minors, default: Object.keys(minors).at(-1) }, UP), 'minor-missing');
    expect(findings.map((f) => f.minor)).toEqual(missing);
    for (const f of findings) {
      const attr = `k3s_${f.minor!.replace('.', '_')}`;
      expect(f).toMatchObject({ severity: 'error', attr, file: ALIAS_FILE });
      expect(f.message).toContain(`has no ${attr}`);
    }
  });

  it('says where the new minor goes and at which version', () => {
    const [finding] = only(
      run({ minors: { '1.29': '1.29.8+k3s1', '1.31': '1.31.0+k3s1' }, default: '1.31' }, UP),
      'minor-missing',
    );
    expect(finding.expected).toBe('1.30.4+k3s1');
    expect(finding.message).toContain(
      `Add k3s_1_30 in ${versionsFile('1.30').replace('versions.nix', '')} at 1.30.4+k3s1.`,
    );
    expect(finding.message).toContain('GA 2023-01-15, latest 1.30.4+k3s1');
    expect(finding.fix).toEqual({
      edits: [{ kind: 'add', minor: '1.30', attr: 'k3s_1_30', version: '1.30.4+k3s1' }],
      reason: 'supported upstream since 2023-01-15',
    });
  });

  it('adding the minor that becomes the newest also says to point k3s at it', () => {
    const [finding] = only(
      run({ minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' }, UP),
      'minor-missing',
    );
    expect(finding.fix?.edits).toEqual([
      { kind: 'add', minor: '1.31', attr: 'k3s_1_31', version: '1.31.0+k3s1' },
      { kind: 'point-default', minor: '1.31', attr: 'k3s_1_31' },
    ]);
    expect(finding.message).toContain(`Then point k3s to k3s_1_31 in ${ALIAS_FILE}.`);
  });

  it.each([
    ['the stable channel names it', '1.30', true],
    ['the stable channel names another minor', '1.29', false],
  ])('with default-target stable-channel, points k3s at the added minor only when %s', (_case, channel, points) => {
    const [finding] = only(
      run(
        { minors: { '1.29': '1.29.8+k3s1', '1.31': '1.31.0+k3s1' }, default: '1.29' },
        UP,
        stableDefault,
        { stableChannel: stableChannel(channel) },
        { defaultTarget: 'stable-channel' },
      ),
      'minor-missing',
    );
    expect(finding.fix?.edits.some((e) => e.kind === 'point-default')).toBe(points);
  });

  it('does not ask for a supported-looking minor that is past its EOL', () => {
    const findings = run(
      { minors: { '1.29': '1.29.8+k3s1', '1.31': '1.31.0+k3s1' }, default: '1.31' },
      { ...UP, '1.30': line('1.30.4+k3s1', plus(-1)) },
    );
    expect(only(findings, 'minor-missing')).toEqual([]);
  });

  it('does not ask for a minor older than the default of the current stable (minor-superseded would remove it)', () => {
    const findings = run({ minors: { '1.28': '1.28.9+k3s1', '1.31': '1.31.0+k3s1' }, default: '1.31' }, UP, {
      currentStableDefault: branchDefault('release-24.05', '1.30', ['1.30']),
    });
    expect(summary(only(findings, 'minor-missing'))).toEqual(['minor-missing error 1.30']);
  });

  it('orders minors numerically: 1.10 is newer than 1.9', () => {
    const findings = run(
      { minors: { '1.9': '1.9.5+k3s1' }, default: '1.9' },
      { '1.9': line('1.9.5+k3s1', '2025-01-01'), '1.10': line('1.10.1+k3s1', '2025-06-01') },
      {},
    );
    expect(summary(only(findings, 'minor-missing'))).toEqual(['minor-missing error 1.10']);
    expect(only(findings, 'minor-missing')[0].message).toContain(`${versionsFile('1.10').replace('versions.nix', '')}`);
  });

  it('finds nothing missing when nothing is packaged', () => {
    expect(only(run({ minors: {} }, UP), 'minor-missing')).toEqual([]);
  });
});

describe('minor-missing on the supported(t) boundary days: GA(m) <= t < EOL(m)', () => {
  it.each([
    ['GA tomorrow', { releases: [['1.30.0+k3s1', plus(1)]], eol: '2025-06-28' }, false],
    ['GA today', { releases: [['1.30.0+k3s1', NOW]], eol: '2025-06-28' }, true],
    ['GA recorded as today', { releases: [['1.30.0+k3s1', plus(-3)]], ga: NOW, eol: '2025-06-28' }, true],
    ['GA recorded as tomorrow', { releases: [['1.30.0+k3s1', plus(-3)]], ga: plus(1), eol: '2025-06-28' }, false],
    ['EOL tomorrow', line('1.30.4+k3s1', plus(1)), true],
    ['EOL today', line('1.30.4+k3s1', NOW), false],
  ] as Array<[string, MinorSpec, boolean]>)('%s', (_case, spec, missing) => {
    const findings = run(
      { minors: { '1.29': '1.29.8+k3s1', '1.31': '1.31.0+k3s1' }, default: '1.31' },
      { ...UP, '1.30': spec },
    );
    expect(only(findings, 'minor-missing').map((f) => f.minor)).toEqual(missing ? ['1.30'] : []);
  });
});

describe('minor-missing for a minor the Kubernetes lifecycle data does not know', () => {
  // The lifecycle data knows 1.29 to 1.31; an estimated EOL means the minor is unknown to it.
  const unknown = (latest: string): MinorSpec => ({
    releases: [[latest, '2024-08-25']],
    eolEstimated: true,
    eol: '2025-10-25',
  });
  const pkg = { minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1', '1.31': '1.31.0+k3s1' }, default: '1.31' };

  it.each([
    ['one minor past the newest known one (1.32): an error, as a new minor', '1.32', 'minor-missing error 1.32'],
    ['two minors past it (1.33): a notice, not policy', '1.33', 'minor-missing notice 1.33'],
    ['a major past it (2.0): a notice', '2.0', 'minor-missing notice 2.0'],
  ])('%s', (_case, minor, expected) => {
    const findings = only(run(pkg, { ...UP, [minor]: unknown(`${minor}.0+k3s1`) }), 'minor-missing');
    expect(summary(findings)).toEqual([expected]);
    if (expected.includes('notice')) {
      expect(findings[0].message).toBe(
        `k3s ${minor} has a release upstream (${minor}.0+k3s1), but the Kubernetes lifecycle data knows no minor ` +
          `after 1.31, so ${minor} is not asked for. Check that release upstream; once Kubernetes lists ${minor}, ` +
          `a missing k3s_${minor.replace('.', '_')} is an error.`,
      );
      expect(findings[0].fix).toBeUndefined();
    }
  });

  it('asks as usual for a minor of an older major than the newest one the data knows', () => {
    const findings = only(
      run(pkg, { ...UP, '1.33': unknown('1.33.0+k3s1'), '2.0': line('2.0.0+k3s1', '2026-06-28', '2024-08-25') }),
      'minor-missing',
    );
    expect(summary(findings)).toEqual(['minor-missing error 1.33', 'minor-missing error 2.0']);
  });

  it('asks for a minor two past the newest known one once the lifecycle data lists it', () => {
    const findings = only(
      run(pkg, { ...UP, '1.33': line('1.33.0+k3s1', '2026-06-28', '2024-08-25') }),
      'minor-missing',
    );
    expect(summary(findings)).toEqual(['minor-missing error 1.33']);
  });

  it('asks as usual when the lifecycle data knows no minor at all', () => {
    const findings = only(
      run(
        { minors: { '1.29': '1.29.8+k3s1' }, default: '1.29' },
        { '1.29': unknown('1.29.8+k3s1'), '1.33': unknown('1.33.0+k3s1') },
      ),
      'minor-missing',
    );
    expect(summary(findings)).toEqual(['minor-missing error 1.33']);
  });
});
