// Hand-made ItemChanges in the shapes of real removals, for the tests of "The change".
import type { ItemChange } from '../../src/domain/itemChange.js';

/** k3s_1_33 removed from master on 2026-08-10, in the shapes of nixpkgs' files. */
export const K3S_1_33: ItemChange = {
  files: [
    {
      path: 'pkgs/top-level/all-packages.nix',
      removed: ['    k3s_1_33'],
      added: [],
    },
    {
      path: 'pkgs/applications/networking/cluster/k3s/default.nix',
      removed: [
        '  k3s_1_33 = common (',
        '    (import ./1_33/versions.nix)',
        '    // {',
        '      updateScript = [',
        '        ./update-script.sh',
        '        "33"',
        '      ];',
        '    }',
        '  ) extraArgs;',
        '',
      ],
      added: [],
    },
    {
      path: 'pkgs/top-level/aliases.nix',
      removed: [],
      added: [
        '  k3s_1_33 = throw "\'k3s_1_33\' has been removed from nixpkgs as it has reached end of life"; # Added 2026-08-10',
      ],
    },
    {
      path: 'pkgs/applications/networking/cluster/k3s/1_33/versions.nix',
      removed: Array<string>(14).fill('  x = 1;'),
      added: [],
      deleted: true,
    },
  ],
  command: 'node dist/cli.js --fix --packages k3s --now 2026-08-10',
  forAPerson: ['Move the NixOS test of k3s_1_33 (nixos/tests/k3s/default.nix, line 12) to a kept minor.'],
};
