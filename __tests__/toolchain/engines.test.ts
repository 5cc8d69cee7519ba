// `npm ci` warns EBADENGINE when an installed package asks for a newer Node
// than the one running it. The Node versions package.json's engines (and the
// README) promise must satisfy every package the lockfile installs, so a fresh
// clone installs without warnings on each of them.
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

const promised = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

/** The oldest Node of each line the range allows: "^20.19.0 || >=24" -> 20.19.0, 24.0.0. */
const oldestPromised = new semver.Range(promised).set.map(
  (comparators) => semver.minVersion(comparators.map((c) => c.value).join(' '))!.version,
);

test('package.json promises at least one Node line', () => {
  expect(oldestPromised.length).toBeGreaterThan(0);
});

test.each(oldestPromised)('every installed package runs on Node %s', (node) => {
  const refusing = Object.entries(lock.packages)
    .filter(([name]) => name !== '')
    .flatMap(([name, entry]) => {
      const wanted = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      return wanted && !semver.satisfies(node, wanted) ? [`${name}@${entry.version} wants node ${wanted}`] : [];
    });
  expect(refusing).toEqual([]);
});

test('the README names the Node versions package.json promises', () => {
  const readme = read('README.md');
  for (const version of oldestPromised) {
    const { major, minor } = semver.parse(version)!;
    expect(readme).toContain(minor === 0 ? `Node.js ${major}` : `${major}.${minor}`);
  }
});
