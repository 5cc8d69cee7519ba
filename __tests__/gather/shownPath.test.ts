// How reports name a local file or folder: never by an absolute path of the
// disk the run is on (a job summary and a dashboard are read by strangers).
import { describe, expect, test } from '@jest/globals';
import { shownPath } from '../../src/gather/localFile.js';

describe('shownPath', () => {
  const workspace = '/home/runner/work/nixpkgs/nixpkgs';

  test('inside the folder the run works in: relative to it', () => {
    expect(shownPath(`${workspace}/data/releases.json`, workspace)).toBe('data/releases.json');
    expect(shownPath('data/../data/eol.yaml', workspace)).toBe('data/eol.yaml');
  });

  test('the folder itself, or anywhere else: its base name', () => {
    expect(shownPath(workspace, workspace)).toBe('nixpkgs');
    expect(shownPath('.', workspace)).toBe('nixpkgs');
    expect(shownPath('/tmp/k3s/releases.json', workspace)).toBe('releases.json');
    expect(shownPath('../other/eol.yaml', workspace)).toBe('eol.yaml');
    // A folder whose name starts with two dots is inside.
    expect(shownPath(`${workspace}/..data/x.json`, workspace)).toBe('..data/x.json');
  });
});
