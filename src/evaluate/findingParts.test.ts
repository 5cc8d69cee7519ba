// Where findings point, and how they quote where a fact came from.
import { describe, expect, it } from '@jest/globals';
import type { PackagedState } from '../domain/types.js';
import { at, from, minorDirectory } from './findingParts.js';
import { buildRuleContext } from './ruleContext.js';
import { input, line, packaged, upstream, version } from '../../__tests__/evaluate/builders.js';

describe('finding parts', () => {
  it.each([
    ['a place with a line', { file: 'a.nix', line: 3 }, { file: 'a.nix', line: 3 }],
    ['a place whose line is unknown (0)', { file: 'a.nix', line: 0 }, { file: 'a.nix' }],
    ['no place', undefined, {}],
  ])('at(%s)', (_case, location, expected) => {
    expect(at(location)).toEqual(expected);
  });

  it('quotes a source only when there is one', () => {
    expect(from('GitHub API')).toBe(' (from GitHub API)');
    expect(from(undefined)).toBe('');
  });

  it('derives the folder of a new minor from a packaged one, and has none in the single layout', () => {
    const context = (state: ReturnType<typeof packaged>) =>
      buildRuleContext(
        input({
          now: '2024-09-01',
          packaged: state,
          upstream: upstream({ '1.30': line('1.30.4+k3s1', '2025-06-28') }),
        }),
        {},
      );
    expect(minorDirectory(context(packaged({ minors: { '1.30': '1.30.4+k3s1' } })), '1.31')).toBe(
      'pkgs/applications/networking/cluster/k3s/1_31/',
    );
    const single: PackagedState = {
      layout: 'single',
      minors: [
        {
          minor: '1.23',
          attr: 'k3s',
          version: version('1.23.6+k3s1'),
          location: { file: 'pkgs/applications/networking/cluster/k3s/default.nix', line: 4 },
        },
      ],
      problems: [],
    };
    expect(minorDirectory(context(single), '1.24')).toBeUndefined();
  });
});
