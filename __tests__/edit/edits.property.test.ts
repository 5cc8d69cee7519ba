// For generated aliases.nix- and all-packages.nix-like texts: a throw inserted
// keeps the keep-sorted order and is written once; removing bindings leaves the
// others bound and the braces balanced. Nix's parser judges a bounded number
// of the results where it is installed.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { insertEntries, insertEntry } from '../../src/edit/insertEntry.js';
import { compareEntries, keepSortedOptions } from '../../src/edit/keepSorted.js';
import { parseNix } from '../../src/edit/nixParser.js';
import { removeBindings } from '../../src/edit/removeBinding.js';
import { BindingIndex } from '../../src/gather/nixpkgs/bindingIndex.js';
import { NixSource } from '../../src/gather/nixpkgs/nixSource.js';
import { NIX } from './support.js';

const ORDER = keepSortedOptions('# keep-sorted start case=no numeric=yes block=yes');

/** Names as nixpkgs spells attributes: letters of both cases, digits, `_`, `-`. */
const name = fc
  .tuple(
    fc.constantFrom('a', 'k', 'K', 'p', 'P', 'z', '_'),
    fc.array(fc.constantFrom('a', 'b', 'K', 's', '3', '1', '0', '9', '_', '-'), { maxLength: 8 }),
  )
  .map(([first, rest]) => `${first}${rest.join('')}`)
  .filter((n) => /^[A-Za-z_][A-Za-z0-9_'-]*$/.test(n) && !/^_[0-9-]*$/.test(n));

/** An entry of aliases.nix: a throw on a line, an alias, or a throw over lines, some with a comment above. */
const aliasEntry = fc.tuple(fc.constantFrom('throw', 'alias', 'multi'), fc.boolean()).map(([kind, comment]) => ({
  kind,
  comment,
}));

function aliasesText(entries: { name: string; kind: string; comment: boolean }[]): string {
  const lines = entries.map((e) => {
    const value =
      e.kind === 'throw'
        ? `throw "${e.name} was removed"; # Added 2025-01-01`
        : e.kind === 'alias'
          ? `other; # Added 2024-01-01`
          : `throw ''\n    ${e.name} was removed\n  ''; # Added 2023-01-01`;
    return `${e.comment ? '  # why\n' : ''}  ${e.name} = ${value}`;
  });
  return [
    'lib: self: super:',
    'with self;',
    'let',
    '  mapAliases = aliases: aliases;',
    'in',
    'mapAliases {',
    '  # keep-sorted start case=no numeric=yes block=yes',
    '',
    ...lines,
    '',
    '  # keep-sorted end',
    '}',
    '',
  ].join('\n');
}

/** The entries of the keep-sorted block, each as keep-sorted keys it: its first line. */
function blockKeys(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.includes('keep-sorted start'));
  const end = lines.findIndex((l) => l.includes('keep-sorted end'));
  return lines
    .slice(start + 1, end)
    .filter((l) => /^ {2}[A-Za-z_]/.test(l))
    .map((l) => l.trim());
}

const sortedAliases = fc
  .uniqueArray(fc.record({ name, entry: aliasEntry }), { selector: (e) => e.name.toLowerCase(), maxLength: 25 })
  .map((list) => {
    const entries = list.map(({ name: n, entry }) => ({ name: n, ...entry }));
    const key = (e: { name: string; kind: string }): string =>
      aliasesText([{ ...e, comment: false }])
        .split('\n')[8]
        .trim();
    return entries.sort((a, b) => compareEntries(key(a), key(b), ORDER));
  });

describe('throws inserted in a keep-sorted block', () => {
  test('keep the order, one at a time or several at once, each written once; again, nothing changes', () => {
    fc.assert(
      fc.property(sortedAliases, fc.uniqueArray(name, { minLength: 1, maxLength: 4 }), (entries, names) => {
        fc.pre(!entries.some((e) => names.includes(e.name)));
        const text = aliasesText(entries);
        const asked = names.map((n) => ({ name: n, value: { throw: `${n} was removed` } }));
        const atOnce = insertEntries('aliases.nix', text, asked, { set: 'mapAliases' });
        if ('problem' in atOnce) throw new Error(atOnce.problem.message);
        let oneByOne = text;
        for (const entry of asked) {
          const next = insertEntry('aliases.nix', oneByOne, entry, { set: 'mapAliases' });
          if ('problem' in next) throw new Error(next.problem.message);
          oneByOne = next.text;
        }
        expect(atOnce.text).toBe(oneByOne);
        const keys = blockKeys(atOnce.text);
        expect(keys).toEqual([...keys].sort((a, b) => compareEntries(a, b, ORDER)));
        for (const n of names) expect(keys.filter((k) => k.startsWith(`${n} = `))).toHaveLength(1);
        expect(atOnce.text.split('\n')).toHaveLength(text.split('\n').length + names.length);
        expect(insertEntries('aliases.nix', atOnce.text, asked, { set: 'mapAliases' })).toEqual({
          text: atOnce.text,
          changed: false,
        });
      }),
      { numRuns: 300 },
    );
  });
});

/** A binding of all-packages.nix in one of the forms nixpkgs writes. */
type Form = 'line' | 'block' | 'inherit-lines' | 'inherit-line' | 'commented';

function allPackagesText(groups: { form: Form; names: string[] }[]): string {
  const parts = groups.map(({ form, names }) => {
    switch (form) {
      case 'line':
        return names.map((n) => `  ${n} = callPackage ../x/${n}.nix { };`).join('\n');
      case 'block':
        return names
          .map((n) => `  ${n} = callPackage ../x/${n} {\n    inherit (y) inner;\n    wIn = { vIn = 1; };\n  };`)
          .join('\n');
      case 'inherit-lines':
        return `  inherit (callPackage ../set { })\n${names.map((n) => `    ${n}`).join('\n')}\n    ;`;
      case 'inherit-line':
        return `  inherit (set) ${names.join(' ')};`;
      case 'commented':
        return `  # About ${names[0]}.\n${names.map((n) => `  ${n} = f ${n}; # note`).join('\n')}`;
    }
  });
  return `{ lib }:\nwith lib;\n{\n${parts.join('\n\n')}\n}\n`;
}

const allPackages = fc
  .uniqueArray(name, { minLength: 1, maxLength: 30 })
  .chain((names) =>
    fc
      .array(fc.constantFrom<Form>('line', 'block', 'inherit-lines', 'inherit-line', 'commented'), {
        minLength: names.length,
        maxLength: names.length,
      })
      .chain((forms) => fc.tuple(fc.constant(names), fc.constant(forms), fc.subarray(names))),
  )
  .map(([names, forms, removed]) => {
    // Consecutive names share a group of their form, as an inherit list does.
    const groups: { form: Form; names: string[] }[] = [];
    names.forEach((n, i) => {
      const last = groups[groups.length - 1];
      if (last && last.form === forms[i] && last.names.length < 3) last.names.push(n);
      else groups.push({ form: forms[i], names: [n] });
    });
    return { text: allPackagesText(groups), names, removed };
  });

function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === '{') depth += 1;
    else if (c === '}' && --depth < 0) return false;
  }
  return depth === 0;
}

describe('bindings removed from an all-packages-like text', () => {
  test('the removed go, every other name stays bound, the braces stay balanced, and removing again changes nothing', () => {
    fc.assert(
      fc.property(allPackages, ({ text, names, removed }) => {
        const result = removeBindings(
          'all-packages.nix',
          text,
          removed.map((n) => ({ name: n })),
        );
        if ('problem' in result) throw new Error(result.problem.message);
        const bound = new Set(new BindingIndex(new NixSource('a.nix', result.text)).names());
        for (const n of names) expect(bound.has(n)).toBe(!removed.includes(n));
        expect(balanced(result.text)).toBe(true);
        expect(result.text).not.toMatch(/\n\s*\n\s*\n/);
        expect(
          removeBindings(
            'all-packages.nix',
            result.text,
            removed.map((n) => ({ name: n })),
          ),
        ).toMatchObject({
          text: result.text,
          changed: false,
        });
      }),
      { numRuns: 300 },
    );
  });

  (NIX.present ? test : test.skip)(
    `Nix parses the results${NIX.present ? '' : ` (skipped: ${NIX.reason})`}`,
    async () => {
      await fc.assert(
        fc.asyncProperty(allPackages, sortedAliases, name, async ({ text, removed }, entries, added) => {
          fc.pre(!entries.some((e) => e.name === added));
          const removal = removeBindings(
            'all-packages.nix',
            text,
            removed.map((n) => ({ name: n })),
          );
          if ('problem' in removal) throw new Error(removal.problem.message);
          const inserted = insertEntry(
            'aliases.nix',
            aliasesText(entries),
            { name: added, value: { throw: 'gone' } },
            { set: 'mapAliases' },
          );
          if ('problem' in inserted) throw new Error(inserted.problem.message);
          expect(await parseNix('all-packages.nix', removal.text)).toEqual({
            path: 'all-packages.nix',
            status: 'parsed',
          });
          expect(await parseNix('aliases.nix', inserted.text)).toEqual({ path: 'aliases.nix', status: 'parsed' });
        }),
        { numRuns: 15 },
      );
    },
    60_000,
  );
});
