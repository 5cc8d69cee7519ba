// The paths a command line names, in-process: --tree takes a checkout of a
// branch (release-26.05=PATH) or of nixpkgs' release tag (26.05=PATH), each
// under the name the run asks for it by, and refuses anything else in one
// line that shows both forms.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseTrees } from '../../src/cli/localPaths.js';
import { FIXTURES, ROOT } from '../e2e/support/upstreamData.js';

describe('--tree', () => {
  const checkout = path.join(FIXTURES, 'current');

  test('takes a release tag, under the name the run reads it by', () => {
    expect(parseTrees([`26.05=${checkout}`, `release-26.05=${checkout}`], ROOT)).toEqual(
      new Map([
        ['26.05', checkout],
        ['release-26.05', checkout],
      ]),
    );
  });

  test.each(['26.5', 'v26.05', 'main', 'nixos', ''])('refuses %p, saying both forms', (ref) => {
    expect(() => parseTrees([`${ref}=${checkout}`], ROOT)).toThrow(
      /write it BRANCH=PATH or RELEASE=PATH, e\.g\. --tree release-26\.05=\S+ or, for the release tag, --tree 26\.05=/,
    );
  });

  test('refuses a tag whose folder is no nixpkgs checkout', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'k3s-guard-tag-'));
    expect(() => parseTrees([`26.05=${empty}`], ROOT)).toThrow(/--tree 26\.05=\S+ is not a nixpkgs checkout/);
  });
});
