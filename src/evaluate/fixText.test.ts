// Fixes in words: what each kind of edit tells a maintainer to do.
import { describe, expect, it } from '@jest/globals';
import type { Branch, FixEdit, Minor } from '../domain/types.js';
import { evaluate } from './evaluate.js';
import { describeEdits } from './fixText.js';
import { buildRuleContext } from './ruleContext.js';
import {
  ALIAS_FILE,
  input,
  line,
  MASTER,
  packaged,
  stableBranch,
  upstream,
} from '../../__tests__/evaluate/builders.js';

function contextOn(branch: Branch, now: string, withAlias = true) {
  const state = packaged({ minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.2+k3s1' }, default: '1.30' });
  const given = input({
    now,
    branch,
    packaged: withAlias ? state : { ...state, defaultLocation: undefined },
    upstream: upstream({ '1.30': line('1.30.4+k3s1', '2025-06-28') }),
  });
  const audit = evaluate(given);
  return buildRuleContext(given, { phase: audit.phase, release: audit.release });
}

const add = (minor: Minor, version?: string): FixEdit => ({
  kind: 'add',
  minor,
  attr: `k3s_${minor.replace('.', '_')}`,
  ...(version ? { version } : {}),
});
const attr = (minor: string) => `k3s_${minor.replace('.', '_')}`;
const NOTES = 'nixos/doc/manual/release-notes/rl-2411.section.md';

describe('fixes in words', () => {
  const master = contextOn(MASTER, '2024-09-01');

  it.each<[string, FixEdit[], string]>([
    [
      'an addition',
      [add('1.31', '1.31.0+k3s1')],
      'Add k3s_1_31 in pkgs/applications/networking/cluster/k3s/1_31/ at 1.31.0+k3s1.',
    ],
    [
      'two additions in one sentence',
      [add('1.27', '1.27.9+k3s1'), add('1.28')],
      'Add k3s_1_27 in pkgs/applications/networking/cluster/k3s/1_27/ at 1.27.9+k3s1 and k3s_1_28 in pkgs/applications/networking/cluster/k3s/1_28/.',
    ],
    [
      'pointing the alias',
      [{ kind: 'point-default', minor: '1.29', attr: attr('1.29') }],
      `Point k3s to k3s_1_29 in ${ALIAS_FILE}.`,
    ],
    [
      'a removal with its throw and note',
      [
        { kind: 'remove', minor: '1.29', attr: attr('1.29') },
        { kind: 'throw', minor: '1.29', attr: attr('1.29') },
        { kind: 'release-note', minor: '1.29', file: NOTES },
      ],
      `Remove k3s_1_29 from master: leave a throw for it in pkgs/top-level/aliases.nix and a line in ${NOTES} that names k3s 1.29.`,
    ],
    [
      'a removal of two minors, with a throw for each',
      [
        { kind: 'remove', minor: '1.28', attr: attr('1.28') },
        { kind: 'throw', minor: '1.28', attr: attr('1.28') },
        { kind: 'remove', minor: '1.29', attr: attr('1.29') },
        { kind: 'throw', minor: '1.29', attr: attr('1.29') },
      ],
      'Remove k3s_1_28 and k3s_1_29 from master: leave a throw for each in pkgs/top-level/aliases.nix.',
    ],
    [
      'a removal of three minors',
      [
        { kind: 'remove', minor: '1.27', attr: attr('1.27') },
        { kind: 'remove', minor: '1.28', attr: attr('1.28') },
        { kind: 'remove', minor: '1.29', attr: attr('1.29') },
      ],
      'Remove k3s_1_27, k3s_1_28 and k3s_1_29 from master.',
    ],
    [
      'a removal of two minors where only one has its throw: no paperwork is said to go with both',
      [
        { kind: 'remove', minor: '1.28', attr: attr('1.28') },
        { kind: 'remove', minor: '1.29', attr: attr('1.29') },
        { kind: 'throw', minor: '1.29', attr: attr('1.29') },
      ],
      'Remove k3s_1_28 and k3s_1_29 from master.',
    ],
    ['a removal alone', [{ kind: 'remove', minor: '1.29', attr: attr('1.29') }], 'Remove k3s_1_29 from master.'],
    [
      'a throw alone',
      [{ kind: 'throw', minor: '1.26', attr: attr('1.26') }],
      'Leave a throw for k3s_1_26 in pkgs/top-level/aliases.nix (k3s_1_26 = throw "...";).',
    ],
    [
      'a release note alone',
      [{ kind: 'release-note', minor: '1.30', file: NOTES }],
      `Add a line to ${NOTES} that names k3s 1.30.`,
    ],
    [
      'a mark',
      [{ kind: 'mark', minor: '1.29', attr: attr('1.29') }],
      'Mark k3s_1_29 with meta.knownVulnerabilities in pkgs/applications/networking/cluster/k3s/default.nix.',
    ],
    [
      'an update',
      [{ kind: 'update', minor: '1.30', attr: attr('1.30'), version: '1.30.4+k3s1' }],
      'Update pkgs/applications/networking/cluster/k3s/1_30/versions.nix to 1.30.4+k3s1.',
    ],
    [
      'an update of a minor that is not packaged names the attribute',
      [{ kind: 'update', minor: '1.31', attr: attr('1.31'), version: '1.31.4+k3s1' }],
      'Update k3s_1_31 to 1.31.4+k3s1.',
    ],
    [
      'steps in order, each after the one before',
      [
        add('1.31', '1.31.0+k3s1'),
        { kind: 'point-default', minor: '1.31', attr: attr('1.31') },
        { kind: 'remove', minor: '1.29', attr: attr('1.29') },
      ],
      `Add k3s_1_31 in pkgs/applications/networking/cluster/k3s/1_31/ at 1.31.0+k3s1. Then point k3s to k3s_1_31 in ${ALIAS_FILE}. Then remove k3s_1_29 from master.`,
    ],
  ])('%s', (_case, edits, text) => {
    expect(describeEdits(master, edits)).toBe(text);
  });

  it('words the edits alone: why is each finding’s reason, said under the item', () => {
    const edits: FixEdit[] = [
      { kind: 'point-default', minor: '1.30', attr: attr('1.30') },
      { kind: 'remove', minor: '1.29', attr: attr('1.29') },
    ];
    expect(describeEdits(master, edits)).toBe(
      `Point k3s to k3s_1_30 in ${ALIAS_FILE}. Then remove k3s_1_29 from master.`,
    );
  });

  it('on a single-file layout, names no directory for a new minor', () => {
    const state = packaged({ minors: { '1.30': '1.30.2+k3s1' }, default: '1.30' });
    const single = {
      ...state,
      layout: 'single' as const,
      minors: state.minors.map((pm) => ({ ...pm, location: { file: 'k3s/default.nix', line: 3 } })),
    };
    const given = input({ now: '2024-09-01', packaged: single, upstream: upstream({}) });
    expect(describeEdits(buildRuleContext(given, {}), [add('1.31', '1.31.0+k3s1')])).toBe(
      'Add k3s_1_31 at 1.31.0+k3s1.',
    );
  });

  it('on a release branch: a backport, and a removal before the release', () => {
    const release = contextOn(stableBranch('24.11'), '2024-11-20');
    expect(describeEdits(release, [add('1.31', '1.31.2+k3s1'), add('1.32')])).toBe(
      'Backport k3s_1_31 (1.31.2+k3s1) and k3s_1_32 to release-24.11.',
    );
    expect(describeEdits(release, [{ kind: 'remove', minor: '1.29', attr: attr('1.29') }])).toBe(
      'Remove k3s_1_29 from release-24.11 before the release on 2024-11-30.',
    );
    const supported = contextOn(stableBranch('24.05'), '2024-09-01');
    expect(describeEdits(supported, [{ kind: 'remove', minor: '1.29', attr: attr('1.29') }])).toBe(
      'Remove k3s_1_29 from release-24.05.',
    );
  });

  it('says where to point the alias only when the alias was found', () => {
    expect(
      describeEdits(contextOn(MASTER, '2024-09-01', false), [
        { kind: 'point-default', minor: '1.30', attr: attr('1.30') },
      ]),
    ).toBe('Point k3s to k3s_1_30.');
  });
});
