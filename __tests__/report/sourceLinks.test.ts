import { describe, expect, test } from '@jest/globals';
import { fileUrl, placeText, sourceLinks } from '../../src/report/sourceLinks.js';
import { scanCodeSpans } from './markdownScan.js';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const LINKS = { repositoryUrl: 'https://github.com/NixOS/nixpkgs', commit: SHA };

describe('links to the audited files', () => {
  test('a file and line at the commit', () => {
    expect(fileUrl(LINKS, 'pkgs/applications/networking/cluster/k3s/1_30/versions.nix', 2)).toBe(
      `https://github.com/NixOS/nixpkgs/blob/${SHA}/pkgs/applications/networking/cluster/k3s/1_30/versions.nix#L2`,
    );
  });

  test('each path segment is encoded: a hostile name stays inside the link and inside the tree', () => {
    const url = fileUrl(LINKS, 'pkgs/k3s/x) [y](https://evil.example/#a?b=1\n../../..', 3);
    expect(url).toBe(
      `https://github.com/NixOS/nixpkgs/blob/${SHA}/pkgs/k3s/x%29%20%5By%5D%28https%3A/evil.example/%23a%3Fb%3D1%0A../%2E%2E/%2E%2E#L3`,
    );
    expect(url).not.toMatch(/[\s()<>[\]]/);
  });

  test('the link text is the place as a code span', () => {
    const place = placeText({ file: 'pkgs/`a`\n<b>', line: 4 }, LINKS);
    expect(place.startsWith('[``')).toBe(true);
    expect(scanCodeSpans(place).spans).toEqual(['pkgs/`a` <b>:4']);
    expect(placeText({ file: 'pkgs/a.nix' })).toBe('`pkgs/a.nix`');
  });

  test.each([
    ['a commit that is not a hash', 'https://github.com/NixOS/nixpkgs', 'main'],
    ['a short hash', 'https://github.com/NixOS/nixpkgs', SHA.slice(0, 12)],
    ['a repository address with a path trick', 'https://github.com/NixOS/nixpkgs) [x](y', SHA],
    ['no repository address', undefined, SHA],
  ])('no links from %s', (_name, repositoryUrl, commit) => {
    expect(sourceLinks(repositoryUrl, commit)).toBeUndefined();
  });
});
