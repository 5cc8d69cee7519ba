// What a run finds of a declaration on the branches it audits: each tree read
// says which templates match nothing there and which declared files it lacks
// (readDeclaredState's `unfound`), and the run keeps what holds on every
// branch (declarationFacts), with the cycles named anywhere. Read from the
// Zabbix tree of __tests__/fixtures/declarations/zabbix-lts.
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import {
  declarationFacts,
  readDeclaredState,
  type DeclaredReading,
} from '../../../src/gather/nixpkgs/declaredState.js';
import { localTree } from '../../../src/gather/nixpkgs/tree.js';

const TREES = path.resolve(import.meta.dirname, '../../fixtures/declarations/zabbix-lts');
const ALL_PACKAGES = 'pkgs/top-level/all-packages.nix';
const MISSING = 'pkgs/servers/monitoring/zabbix/default.nix';

async function read(reading: DeclaredReading) {
  return Promise.all(
    ['master', 'release-25.11'].map(async (branch) => ({
      branch,
      state: await readDeclaredState(localTree(path.join(TREES, branch)), reading),
    })),
  );
}

describe('what a declaration matches on each branch, and on every branch audited', () => {
  it('a right declaration: nothing unfound, the cycles packaged or thrown on either branch', async () => {
    const branches = await read({ templates: ['zabbix{major:1}{minor}'], files: [ALL_PACKAGES] });
    expect(branches.map(({ state }) => state.unfound)).toEqual([
      { read: true, templates: [], files: [] },
      { read: true, templates: [], files: [] },
    ]);
    expect(declarationFacts(branches)).toEqual({
      checkout: 'master',
      branches: ['master', 'release-25.11'],
      unmatched: [],
      missing: [],
      cycles: ['5.0', '6.0', '6.4', '7.0', '7.2', '7.4'],
    });
  });

  it('a template that matches nothing, a companion too, and a file no branch has', async () => {
    const branches = await read({
      templates: ['zabbix_{major}_{minor}', 'zabbix{major:1}{minor}-agent'],
      files: [ALL_PACKAGES, MISSING],
    });
    expect(branches[0].state.unfound).toEqual({
      read: true,
      templates: ['zabbix_{major}_{minor}', 'zabbix{major:1}{minor}-agent'],
      files: [MISSING],
    });
    expect(declarationFacts(branches)).toMatchObject({
      unmatched: ['zabbix_{major}_{minor}', 'zabbix{major:1}{minor}-agent'],
      missing: [MISSING],
      cycles: [],
    });
  });

  it('what one branch has is found: a template or a file is unfound only where every branch lacks it', async () => {
    const [master, release] = await read({ templates: ['zabbix{major:1}{minor}'], files: [ALL_PACKAGES] });
    const lacking = {
      ...release,
      state: { ...release.state, unfound: { read: true, templates: ['zabbix{major:1}{minor}'], files: [MISSING] } },
    };
    expect(declarationFacts([master, lacking])).toMatchObject({ unmatched: [], missing: [] });
  });

  it('where no declared file was read, its templates are not said to match nothing: the files say why', async () => {
    const branches = await read({ templates: ['zabbix{major:1}{minor}'], files: [MISSING] });
    expect(branches[0].state.unfound).toEqual({ read: false, templates: [], files: [MISSING] });
    expect(declarationFacts(branches)).toMatchObject({ unmatched: [], missing: [MISSING] });
  });
});
