// A default moved: the outermost binding of its name, a bare name or the one
// attribute `from` names; never a binding of the same name in an argument set.
import { expect, test } from '@jest/globals';
import { pointDefaults } from '../../src/edit/pointDefault.js';
import { ALL_PACKAGES, K3S, readFixture } from './support.js';

test('k3s = k3s_1_35; becomes k3s_1_36, and pointing it again changes nothing', () => {
  const text = readFixture('k3s-2026-08-10', ALL_PACKAGES);
  const moved = pointDefaults(ALL_PACKAGES, text, [{ name: 'k3s', target: 'k3s_1_36' }]);
  if ('problem' in moved) throw new Error(moved.problem.message);
  expect(moved.text).toBe(text.replace('  k3s = k3s_1_35;', '  k3s = k3s_1_36;'));
  expect(pointDefaults(ALL_PACKAGES, moved.text, [{ name: 'k3s', target: 'k3s_1_36' }])).toEqual({
    text: moved.text,
    changed: false,
  });
});

test("several defaults at once; corepack's `hiPrio corepack_22` by the name it holds; corepack_22's own `nodejs =` argument untouched", () => {
  const text = readFixture('nodejs-2026-04-23', ALL_PACKAGES);
  const moves = [
    { name: 'nodejs', target: 'nodejs_24' },
    { name: 'nodejs-slim', target: 'nodejs-slim_24' },
    { name: 'corepack', target: 'corepack_24', from: 'corepack_22' },
  ];
  const moved = pointDefaults(ALL_PACKAGES, text, moves);
  if ('problem' in moved) throw new Error(moved.problem.message);
  expect(moved.text).toContain(
    '  nodejs = nodejs_24;\n  nodejs-slim = nodejs-slim_24;\n  corepack = hiPrio corepack_24;\n',
  );
  expect(moved.text).toContain('corepack.nix { nodejs = nodejs_22; });');
  expect(pointDefaults(ALL_PACKAGES, moved.text, moves)).toEqual({ text: moved.text, changed: false });
});

test('what cannot be moved by rule is a problem that says so', () => {
  expect(pointDefaults('d.nix', '{ a = 1; }\n', [{ name: 'k3s', target: 'k3s_1_36' }])).toEqual({
    problem: { file: 'd.nix', message: 'k3s is not bound in the file; its default cannot be moved to k3s_1_36' },
  });
  expect(pointDefaults('d.nix', '{\n  k3s = f k3s_1_35;\n}\n', [{ name: 'k3s', target: 'k3s_1_36' }])).toEqual({
    problem: { file: 'd.nix', line: 2, message: 'k3s = f k3s_1_35 is not a plain name; point it to k3s_1_36 by hand' },
  });
  expect(pointDefaults('d.nix', '{\n  k3s = a;\n  k3s = b;\n}\n', [{ name: 'k3s', target: 'c' }])).toEqual({
    problem: { file: 'd.nix', line: 3, message: 'k3s is bound 2 times (lines 2, 3); expected once' },
  });
  expect(pointDefaults('d.nix', '{\n  k3s = a;\n}\n', [{ name: 'k3s', target: 'x; y = z' }])).toHaveProperty(
    'problem.message',
    '"x; y = z" is not an attribute name; k3s is left',
  );
  // The folder's own default.nix has no default: nothing to guess.
  expect(
    pointDefaults('k3s.nix', readFixture('k3s-2026-08-10', `${K3S}/default.nix`), [
      { name: 'k3s', target: 'k3s_1_36' },
    ]),
  ).toHaveProperty('problem');
});
