// What --fix reads beyond one audit: its second audit judges the edited tree
// alone, so the pull requests in flight are searched for once, by the first.
import { expect, test } from '@jest/globals';
import { demo } from '../../src/cli/demo.js';
import { cliWords } from '../../src/cli/words.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { localSources, type DataSources } from '../../src/gather/sources.js';
import { fixRun } from '../../src/pipeline/fixRun.js';
import { readRunOptions } from '../../src/pipeline/options.js';

test("the demo's --diff searches the pull requests once: its second audit reads none", async () => {
  const example = demo();
  const options = readRunOptions((name) => example.options[name] ?? '');
  const local = localSources(example.local);
  let searched = 0;
  const sources: DataSources = {
    ...local,
    pullRequests: () => {
      searched += 1;
      return local.pullRequests();
    },
  };
  const outcome = await fixRun({
    run: {
      options,
      checkout: localTree(example.nixpkgsPath),
      sources,
      context: {},
      log: { group: (_title, work) => work(), info: () => undefined, warning: () => undefined },
      checkoutOnly: true,
      words: cliWords(true),
    },
    write: false,
    root: example.nixpkgsPath,
    parse: async (files) => files.map((file) => ({ path: file.path, status: 'parsed' as const })),
  });
  expect(outcome.failures).toEqual([]);
  expect(outcome.second?.report.families.length).toBe(5);
  // The first audit showed the pull requests in flight; the second has none to show.
  expect(outcome.result.families.some((f) => (f.report.pullRequests?.pulls ?? []).length > 0)).toBe(true);
  expect(outcome.second?.families.every((f) => f.report.pullRequests === undefined)).toBe(true);
  expect(searched).toBe(1);
});
