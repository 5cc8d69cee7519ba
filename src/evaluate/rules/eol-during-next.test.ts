import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import type { PolicyOptions, StableChannel } from '../../domain/types.js';
import {
  ALIAS_FILE,
  ALIASES_FILE,
  branchDefault,
  input,
  line,
  notesFile,
  only,
  packaged,
  stableChannel,
  summary,
  upstream,
  type MinorSpec,
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';

// Next is 24.11 (test calendar): feature freeze 2024-10-24, window 2024-10-10 to 2024-10-24,
// end of support 2025-06-30.
const IN_WINDOW = '2024-10-17';
const UP: Record<string, MinorSpec> = {
  '1.29': line('1.29.9+k3s1', '2025-02-28'),
  '1.30': line('1.30.5+k3s1', '2025-06-28'),
  '1.31': line('1.31.1+k3s1', '2025-10-28'),
};
const PKG = { minors: { '1.29': '1.29.9+k3s1', '1.30': '1.30.5+k3s1', '1.31': '1.31.1+k3s1' }, default: '1.31' };

interface Given {
  now?: string;
  pkg?: PackagedSpec;
  up?: Record<string, MinorSpec>;
  options?: Partial<PolicyOptions>;
}

function run(given: Given = {}, channel?: StableChannel) {
  const { now = IN_WINDOW, pkg = PKG, up = UP, options = {} } = given;
  const others = { currentStableDefault: branchDefault('release-24.05', '1.29', ['1.29']) };
  const facts = upstream(up, channel ? { stableChannel: channel } : {});
  return only(
    evaluate(input({ now, packaged: packaged(pkg), upstream: facts, others, options })).findings,
    'eol-during-next',
  );
}

describe('eol-during-next (unstable): inside the feature-freeze window of next', () => {
  it.each([
    ['the day before the window opens', '2024-10-09', []],
    ['the day it opens (FF - 14)', '2024-10-10', ['eol-during-next warning 1.29', 'eol-during-next warning 1.30']],
    ['the feature-freeze day', '2024-10-24', ['eol-during-next warning 1.29', 'eol-during-next warning 1.30']],
    ['the day after the feature freeze', '2024-10-25', []],
  ])('%s (%s)', (_case, now, expected) => {
    expect(summary(run({ now }))).toEqual(expected);
  });

  it.each([
    ['one day before the end of support of next', '2025-06-29', ['eol-during-next warning 1.30']],
    ['on the end-of-support day (still supported)', '2025-06-30', []],
  ])('EOL %s: %j', (_case, eol, expected) => {
    const findings = run({
      up: { ...UP, '1.29': line('1.29.9+k3s1', '2025-10-01'), '1.30': line('1.30.5+k3s1', eol) },
    });
    expect(summary(findings)).toEqual(expected);
  });

  it('never names the target default, even when it dies during next', () => {
    const findings = run({ up: { ...UP, '1.31': line('1.31.1+k3s1', '2025-05-01') } });
    expect(findings.map((f) => f.minor)).toEqual(['1.29', '1.30']);
  });

  it('says when and why, and removes with the older minors, a throw and a release note', () => {
    const [, second] = run();
    expect(second.message).toContain(
      'k3s_1_30 reaches its end of life on 2025-06-28, before NixOS 24.11 ends its support on 2025-06-30. The feature ' +
        'freeze of 24.11 is on 2024-10-24: drop it now, while breaking changes are allowed. Remove',
    );
    expect(second.fix?.edits).toEqual([
      { kind: 'remove', minor: '1.29', attr: 'k3s_1_29' },
      { kind: 'throw', minor: '1.29', attr: 'k3s_1_29' },
      { kind: 'release-note', minor: '1.29', file: notesFile('24.11') },
      { kind: 'remove', minor: '1.30', attr: 'k3s_1_30' },
      { kind: 'throw', minor: '1.30', attr: 'k3s_1_30' },
      { kind: 'release-note', minor: '1.30', file: notesFile('24.11') },
    ]);
    expect(second.message).toContain(
      `Remove k3s_1_29 and k3s_1_30 from master: leave a throw for each in ${ALIASES_FILE}`,
    );
    expect(second.fix?.reason).toBe(
      'end of life 2025-06-28, before NixOS 24.11 ends; its feature freeze is on 2024-10-24',
    );
  });

  it('removing the current default first points k3s at the target default', () => {
    const [first] = run({ pkg: { ...PKG, default: '1.29' } });
    expect(first.fix?.edits[0]).toEqual({ kind: 'point-default', minor: '1.31', attr: 'k3s_1_31' });
    expect(first.message).toContain(`Point k3s to k3s_1_31 in ${ALIAS_FILE}. Then remove k3s_1_29 from master`);
  });

  it('a pinned minor becomes a notice quoting the pin, and a newer one stays as its upgrade path', () => {
    const findings = run({ options: { keep: new Map([['1.29', 'Rancher 2.8']]) } });
    expect(summary(findings)).toEqual(['eol-during-next notice 1.29', 'eol-during-next notice 1.30']);
    expect(findings[0].message).toContain('Kept on purpose (keep 1.29: "Rancher 2.8")');
    expect(findings[1].message).toContain(
      'k3s_1_29 stays (keep 1.29: "Rancher 2.8"), and its users upgrade through k3s_1_30',
    );
  });

  it('skips a minor whose end of life is unknown', () => {
    const findings = run({ up: { '1.30': UP['1.30'], '1.31': UP['1.31'] } });
    expect(summary(findings)).toEqual(['eol-during-next warning 1.30']);
  });
});

describe('eol-during-next with default-target stable-channel', () => {
  const options = { defaultTarget: 'stable-channel' as const };

  it('keeps the channel minor, and the minors after it as its upgrade path (notices)', () => {
    const findings = run({ options, pkg: { ...PKG, default: '1.29' } }, stableChannel('1.29'));
    expect(summary(findings)).toEqual(['eol-during-next notice 1.30']);
    expect(findings[0].message).toContain("k3s_1_29 stays (it is the minor of k3s's stable channel)");
  });

  it('keeps a minor newer than the channel minor even when the channel minor is not packaged yet', () => {
    const findings = run(
      { options, pkg: { minors: { '1.30': '1.30.5+k3s1', '1.31': '1.31.1+k3s1' }, default: '1.31' } },
      stableChannel('1.29'),
    );
    expect(summary(findings)).toEqual(['eol-during-next notice 1.30']);
  });

  it('a channel minor that cannot be the default (older than the current stable default) keeps the newest that can', () => {
    const findings = only(
      evaluate(
        input({
          now: IN_WINDOW,
          packaged: packaged(PKG),
          upstream: upstream(UP, { stableChannel: stableChannel('1.29') }),
          others: { currentStableDefault: branchDefault('release-24.05', '1.30', ['1.30']) },
          options,
        }),
      ).findings,
      'eol-during-next',
    );
    expect(summary(findings)).toEqual(['eol-during-next warning 1.29', 'eol-during-next warning 1.30']);
  });

  it('when the channel cannot be read: keeps the newest packaged minor, as under newest (POLICY 2.2)', () => {
    // default-not-newest says once that the newest minor stands in for the channel.
    const findings = run({ options }, stableChannel(undefined));
    expect(summary(findings)).toEqual(['eol-during-next warning 1.29', 'eol-during-next warning 1.30']);
  });

  it('when nothing is packaged there is no minor to keep: one notice that it could not decide', () => {
    const findings = run({ options, pkg: { minors: {} } }, stableChannel(undefined));
    expect(summary(findings)).toEqual(['eol-during-next notice']);
    expect(findings[0].message).toBe(
      'Not checked which minors die during NixOS 24.11 before its feature freeze: the minor to keep, the newest ' +
        'packaged minor, is unknown (no minor is packaged).',
    );
  });
});
