// The files a removed binding names that no edited file names any more.
import { expect, test } from '@jest/globals';
import { filesNoLongerNamed, pathsNamed, pathsNamedInFile } from '../../src/edit/namedFiles.js';
import { removeBindings } from '../../src/edit/removeBinding.js';

const AP = 'pkgs/top-level/all-packages.nix';

test('path literals resolved from the folder of the file that holds them; a climb out of the tree left out', () => {
  expect(pathsNamed(AP, 'callPackage ../development/web/nodejs/v20.nix { }')).toEqual([
    'pkgs/development/web/nodejs/v20.nix',
  ]);
  expect(pathsNamed('pkgs/servers/sql/postgresql/default.nix', 'postgresql_13 = ./13.nix;')).toEqual([
    'pkgs/servers/sql/postgresql/13.nix',
  ]);
  expect(pathsNamed('a.nix', 'x = ../../etc/passwd; z = a./b;')).toEqual([]);
  expect(pathsNamedInFile('a.nix', '{ x = "./in-a-string.nix"; # ./in-a-comment.nix\n y = ./real.nix; }')).toEqual([
    'real.nix',
  ]);
});

test('a removal reports the paths its code names, not those of its strings and comments', () => {
  const text = '{\n  a = f ./a.nix { doc = "./doc.nix"; }; # ./old.nix\n  b = ./b.nix;\n}\n';
  expect(removeBindings('d/f.nix', text, [{ name: 'a' }])).toMatchObject({ namedPaths: ['./a.nix'] });
});

test('v20.nix goes when the last line naming it goes; corepack.nix stays while corepack_22 names it; a folder never', () => {
  const removed = [
    {
      file: AP,
      paths: [
        '../development/web/nodejs/v20.nix',
        '../development/web/nodejs/corepack.nix',
        '../applications/networking/cluster/k3s',
      ],
    },
  ];
  const remaining = (more: string) => [
    {
      file: AP,
      text: `{\n  corepack_22 = hiPrio (callPackage ../development/web/nodejs/corepack.nix { });\n${more}}\n`,
    },
  ];
  expect(filesNoLongerNamed(removed, remaining(''))).toEqual(['pkgs/development/web/nodejs/v20.nix']);
  expect(
    filesNoLongerNamed(removed, remaining('  nodejs-slim_20 = callPackage ../development/web/nodejs/v20.nix { };\n')),
  ).toEqual([]);
});
