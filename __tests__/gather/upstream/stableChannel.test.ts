// channel(t) from the text of channel.yaml: the stable channel's latest, or why it is unknown.
import { describe, expect, it } from '@jest/globals';
import { parseStableChannel } from '../../../src/gather/upstream/stableChannel.js';
import { K3S_RELEASES as K3S } from '../../families/builtIn.js';

const WHERE = 'k3s-io/k3s channel.yaml at 1a2b3c4, 2025-10-02';

describe('parseStableChannel', () => {
  it('reads the latest of the channel named stable, whatever the order of the channels', () => {
    const text = [
      '# Example channels config',
      'channels:',
      '- name: latest',
      '  latestRegexp: .*',
      '  excludeRegexp: ^[^+]+-',
      '- name: stable',
      '  latest: v1.33.5+k3s1',
      '- name: v1.33',
      '  latestRegexp: v1\\.33\\..*',
      'github:',
      '  owner: k3s-io',
      '  repo: k3s',
      '',
    ].join('\n');
    expect(parseStableChannel(K3S, text, WHERE)).toEqual({
      minor: '1.33',
      version: 'v1.33.5+k3s1',
      source: WHERE,
    });
  });

  it.each([
    ['not YAML', 'channels: [', `${WHERE}: not a channel file (no "channels" list)`],
    ['no channels list', 'github:\n  owner: k3s-io\n', `${WHERE}: not a channel file (no "channels" list)`],
    [
      'no stable channel',
      'channels:\n- name: latest\n  latestRegexp: .*\n',
      `${WHERE}: no channel named stable with a latest version`,
    ],
    [
      'a stable channel by regexp only',
      'channels:\n- name: stable\n  latestRegexp: .*\n',
      `${WHERE}: no channel named stable with a latest version`,
    ],
  ])('says why channel(t) is unknown for %s', (_name, text, source) => {
    expect(parseStableChannel(K3S, text, WHERE)).toEqual({ source });
  });

  it.each(['v1.34.0-rc1+k3s1', 'v1.33', 'latest', 'v1.33.5+k3s1 '])(
    'does not take %j, which is no k3s release, for the channel minor',
    (latest) => {
      const channel = parseStableChannel(K3S, `channels:\n- name: stable\n  latest: "${latest}"\n`, WHERE);
      expect(channel.minor).toBeUndefined();
      expect(channel.source).toMatch(/the stable channel names ".*", not a k3s release$/);
    },
  );
});
