import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { attrOfMinor, minorOfAttr } from '../../src/domain/family.js';
import { compareMinors, parseMinor } from '../../src/domain/minor.js';
import type { Minor, PackageVersion } from '../../src/domain/types.js';
import { compareVersions, isRelease, makeVersion, minorOf, parseVersion } from '../../src/domain/version.js';
import { MK8S_FOLDERS as OTHER } from '../families/madeUpFamily.js';
import { K3S_FOLDERS as K3S } from '../families/builtIn.js';

const parseK3sVersion = (text: string): PackageVersion | undefined => parseVersion(K3S, text);
const makeK3sVersion = (
  parts: Pick<PackageVersion, 'major' | 'minor' | 'patch' | 'build' | 'preRelease'>,
): PackageVersion => makeVersion(K3S, parts);
const compareK3sVersions = compareVersions;

const parse = (text: string): PackageVersion => {
  const version = parseK3sVersion(text);
  if (!version) throw new Error(`fixture ${text} did not parse`);
  return version;
};

const part = fc.nat({ max: 400 });
const parts = fc.record({ major: part, minor: part, patch: part, build: part });
const preRelease = fc.option(
  fc.record({ label: fc.constantFrom('alpha' as const, 'beta' as const, 'rc' as const), number: part }),
  {
    nil: undefined,
  },
);
const partsWithPreRelease = fc.record({ major: part, minor: part, patch: part, build: part, preRelease });

describe('parseVersion with the k3s build tag', () => {
  it.each([
    ['1.30.2+k3s2', { major: 1, minor: 30, patch: 2, build: 2, text: '1.30.2+k3s2' }],
    ['v1.30.2+k3s2', { major: 1, minor: 30, patch: 2, build: 2, text: '1.30.2+k3s2' }],
    ['v1.35.0+k3s3', { major: 1, minor: 35, patch: 0, build: 3, text: '1.35.0+k3s3' }],
    ['v1.9.10+k3s1', { major: 1, minor: 9, patch: 10, build: 1, text: '1.9.10+k3s1' }],
  ])('reads %s', (text, expected) => {
    expect(parseK3sVersion(text)).toEqual(expected);
  });

  it.each([
    ['v1.37.0-rc3+k3s1', { major: 1, minor: 37, patch: 0, build: 1, preRelease: { label: 'rc', number: 3 } }],
    ['1.31.0-alpha1+k3s1', { major: 1, minor: 31, patch: 0, build: 1, preRelease: { label: 'alpha', number: 1 } }],
    ['v1.31.0-beta2+k3s2', { major: 1, minor: 31, patch: 0, build: 2, preRelease: { label: 'beta', number: 2 } }],
  ])('reads the pre-release %s, which is no release', (text, expected) => {
    const version = parse(text);
    expect(version).toEqual({ ...expected, text: text.replace(/^v/, '') });
    expect(isRelease(version)).toBe(false);
    expect(minorOf(version)).toBe(`1.${expected.minor}`);
  });

  it('takes a version without pre-release for a release', () => {
    expect(isRelease(parse('1.37.0+k3s1'))).toBe(true);
  });

  it.each([
    'v1.30.2-rc01+k3s1',
    'v1.30.2-rc+k3s1',
    'v1.30.2-rc.1+k3s1',
    'v1.30.2-gamma1+k3s1',
    '1.32.1-k3s1',
    '1.30.2',
    'v1.30.2',
    '1.30.2+k3s',
    '1.30.2+rke2r1',
    '1.30+k3s1',
    '1.030.2+k3s1',
    '1.30.2+k3s01',
    'vv1.30.2+k3s1',
    '=1.30.2+k3s1',
    'k3s_1_30',
    '',
    'latest',
  ])('rejects %j as not a k3s version', (text) => {
    expect(parseK3sVersion(text)).toBeUndefined();
  });

  it('round-trips canonical text, with or without the v of a tag', () => {
    fc.assert(
      fc.property(parts, fc.boolean(), (p, withV) => {
        const version = makeK3sVersion(p);
        const parsed = parseK3sVersion(`${withV ? 'v' : ''}${version.text}`);
        expect(parsed).toEqual(version);
        expect(parsed && { ...parsed, text: undefined }).toEqual({ ...p, text: undefined });
      }),
    );
  });
});

describe('compareVersions', () => {
  it.each([
    ['1.30.2+k3s2', '1.30.2+k3s1'],
    ['1.30.3+k3s1', '1.30.2+k3s9'],
    ['1.10.0+k3s1', '1.9.11+k3s1'],
    ['1.35.0+k3s3', '1.35.0+k3s2'],
    ['2.0.0+k3s1', '1.99.99+k3s99'],
  ])('%s > %s', (higher, lower) => {
    expect(compareK3sVersions(parse(higher), parse(lower))).toBeGreaterThan(0);
    expect(compareK3sVersions(parse(lower), parse(higher))).toBeLessThan(0);
  });

  it.each([
    ['1.37.0+k3s1', '1.37.0-rc3+k3s1'],
    ['1.37.0-rc3+k3s1', '1.36.9+k3s9'],
    ['1.37.0-rc10+k3s1', '1.37.0-rc9+k3s1'],
    ['1.37.0-rc1+k3s1', '1.37.0-beta9+k3s1'],
    ['1.37.0-beta1+k3s1', '1.37.0-alpha2+k3s1'],
    ['1.37.0-rc3+k3s2', '1.37.0-rc3+k3s1'],
    ['1.37.1-alpha1+k3s1', '1.37.0+k3s9'],
  ])('orders the pre-release: %s > %s', (higher, lower) => {
    expect(compareK3sVersions(parse(higher), parse(lower))).toBeGreaterThan(0);
    expect(compareK3sVersions(parse(lower), parse(higher))).toBeLessThan(0);
  });

  it('sorts a v1.35.0+k3s3 re-release above the k3s2 it replaces', () => {
    const sorted = ['v1.35.0+k3s2', 'v1.35.0+k3s3', 'v1.34.4+k3s1', 'v1.35.0+k3s1'].map(parse).sort(compareK3sVersions);
    expect(sorted.map((v) => v.text)).toEqual(['1.34.4+k3s1', '1.35.0+k3s1', '1.35.0+k3s2', '1.35.0+k3s3']);
  });

  it('agrees with the lexicographic order of (major, minor, patch, k3sN)', () => {
    const tuple = (p: { major: number; minor: number; patch: number; build: number }) => [
      p.major,
      p.minor,
      p.patch,
      p.build,
    ];
    fc.assert(
      fc.property(parts, parts, (a, b) => {
        const [x, y] = [tuple(a), tuple(b)];
        const i = x.findIndex((value, index) => value !== y[index]);
        const expected = i === -1 ? 0 : Math.sign(x[i] - y[i]);
        expect(Math.sign(compareK3sVersions(makeK3sVersion(a), makeK3sVersion(b)))).toBe(expected);
      }),
    );
  });

  it('round-trips pre-releases too', () => {
    fc.assert(
      fc.property(partsWithPreRelease, (p) => {
        const version = makeK3sVersion(p);
        expect(parseK3sVersion(`v${version.text}`)).toEqual(version);
      }),
    );
  });

  it('is a total order: antisymmetric, transitive, equal only for the same version', () => {
    fc.assert(
      fc.property(partsWithPreRelease, partsWithPreRelease, partsWithPreRelease, (pa, pb, pc) => {
        const [a, b, c] = [makeK3sVersion(pa), makeK3sVersion(pb), makeK3sVersion(pc)];
        expect(Math.sign(compareK3sVersions(a, b))).toBe(-Math.sign(compareK3sVersions(b, a)) || 0);
        expect(compareK3sVersions(a, b) === 0).toBe(a.text === b.text);
        if (compareK3sVersions(a, b) <= 0 && compareK3sVersions(b, c) <= 0) {
          expect(compareK3sVersions(a, c)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});

describe('minors', () => {
  it('names the minor of a version', () => {
    expect(minorOf(parse('v1.30.2+k3s2'))).toBe('1.30');
  });

  it.each([
    ['1.30', { major: 1, minor: 30 }],
    ['1_30', { major: 1, minor: 30 }],
    ['k3s_1_30', { major: 1, minor: 30 }],
    ['1.9', { major: 1, minor: 9 }],
  ])('parses %s', (text, expected) => {
    expect(parseMinor(text)).toEqual(expected);
  });

  it.each(['1', '1.30.2', 'k3s', 'k3s_1', 'k3s-1-30', '1.3a', '', '01.30'])('rejects %j as a minor', (text) => {
    expect(parseMinor(text)).toBeUndefined();
  });

  it('orders minors numerically, not as text or floats', () => {
    expect(compareMinors('1.9', '1.10')).toBeLessThan(0);
    expect(compareMinors('1.30', '1.3')).toBeGreaterThan(0);
    expect(compareMinors('1.30', '1_30')).toBe(0);
    expect(['1.10', '1.9', '1.30', '1.3', '1.29'].sort(compareMinors)).toEqual(['1.3', '1.9', '1.10', '1.29', '1.30']);
  });

  it('refuses to compare text that is not a minor', () => {
    expect(() => compareMinors('1.30', 'latest')).toThrow(/latest/);
  });

  it('maps minors to nixpkgs attributes and back', () => {
    expect(attrOfMinor(K3S, '1.30')).toBe('k3s_1_30');
    expect(minorOfAttr(K3S, 'k3s_1_30')).toBe('1.30');
    expect(minorOfAttr(K3S, 'k3s')).toBeUndefined();
    expect(minorOfAttr(K3S, '1_30')).toBeUndefined();
    fc.assert(
      fc.property(part, part, (major, minor) => {
        const text: Minor = `${major}.${minor}`;
        expect(minorOfAttr(K3S, attrOfMinor(K3S, text))).toBe(text);
      }),
    );
  });
});

describe('another family', () => {
  it('parses versions with its build tag, and only those', () => {
    expect(parseVersion(OTHER, 'v1.34.2+mk8sr1')).toEqual({
      major: 1,
      minor: 34,
      patch: 2,
      build: 1,
      text: '1.34.2+mk8sr1',
    });
    expect(parseVersion(OTHER, '1.34.2+k3s1')).toBeUndefined();
    expect(parseVersion(K3S, '1.34.2+mk8sr1')).toBeUndefined();
    expect(parseVersion(OTHER, '1.34.2+mk8sr01')).toBeUndefined();
    expect(parseVersion(OTHER, '1.34.2-rc1+mk8sr1')?.text).toBe('1.34.2-rc1+mk8sr1');
    expect(parseVersion(OTHER, '1.34.2-rc1+k3s1')).toBeUndefined();
  });

  it('orders by its build number too', () => {
    const sorted = ['1.34.2+mk8sr2', '1.34.2+mk8sr10', '1.34.1+mk8sr3']
      .map((t) => parseVersion(OTHER, t)!)
      .sort(compareVersions);
    expect(sorted.map((v) => v.text)).toEqual(['1.34.1+mk8sr3', '1.34.2+mk8sr2', '1.34.2+mk8sr10']);
  });

  it("names its minors with its prefix and does not take another family's attribute for one of its minors", () => {
    expect(attrOfMinor(OTHER, '1.34')).toBe('mk8s_1_34');
    expect(minorOfAttr(OTHER, 'mk8s_1_34')).toBe('1.34');
    expect(minorOfAttr(OTHER, 'k3s_1_34')).toBeUndefined();
    expect(minorOfAttr(K3S, 'mk8s_1_34')).toBeUndefined();
    expect(parseMinor('mk8s_1_34')).toEqual({ major: 1, minor: 34 });
  });
});
