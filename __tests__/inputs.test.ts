// The action's inputs (src/inputs.ts): defaults that agree with action.yml,
// a one-line error naming the input and what it accepts for every bad value,
// and the inputs of each family named after it, so that no input does nothing.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import {
  BACKPORT_THROUGH,
  DEFAULT_TARGETS,
  FAIL_ON,
  InputError,
  MODES,
  POLICIES,
  parseKeep,
  readInputs,
  type Inputs,
} from '../src/action/inputs.js';
import { ACTION_YAML } from './e2e/support/actionProcess.js';

/** Every family of the shipped catalogue, in its order: those a message names as known. */
const CATALOGUE_IDS =
  'k3s, rke2, postgresql, php, nodejs, python, go, linux, ruby, erlang, mariadb, zabbix, electron, nextcloud';

/** An input source over a plain record, as core.getInput would answer ('' when unset). */
const source =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? '';

/** The error readInputs throws for `values`; fails the test when it throws none. */
function rejection(values: Record<string, string>): InputError {
  try {
    readInputs(source(values));
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error(`readInputs accepted ${JSON.stringify(values)}`);
}

function keepRejection(text: string): InputError {
  try {
    parseKeep(text);
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error(`parseKeep accepted ${JSON.stringify(text)}`);
}

const K3S_DEFAULTS = {
  family: 'k3s',
  upstreamRepository: 'k3s-io/k3s',
  team: 'NixOS/k3s',
  labels: [],
  // POLICY 2.2: k3s follows its stable channel unless told otherwise.
  policy: { policy: 'nixpkgs', backportThrough: 'next-release', defaultTarget: 'stable-channel', keep: new Map() },
};
const RKE2_DEFAULTS = {
  ...K3S_DEFAULTS,
  family: 'rke2',
  upstreamRepository: 'rancher/rke2',
  team: '',
  // rke2 has no choices; its channel aliases follow the channel by rules of their own.
  policy: { ...K3S_DEFAULTS.policy, defaultTarget: 'newest', keepFamily: 'rke2' },
};

const DAY_INPUTS = [
  ['now', 'now'],
  ['feature-freeze-date', 'featureFreezeDate'],
  ['branch-off-date', 'branchOffDate'],
  ['release-date', 'releaseDate'],
] as const;

describe('defaults', () => {
  test('with no input set, every input takes its documented default', () => {
    const inputs = readInputs(source({}));
    expect(inputs).toEqual({
      token: '',
      nixpkgsPath: '.',
      baseSha: undefined,
      branch: undefined,
      mode: 'auto',
      families: [K3S_DEFAULTS],
      nixpkgsRepository: 'NixOS/nixpkgs',
      kubernetesSchedule: undefined,
      kubernetesEol: undefined,
      endoflifeUrl: 'https://endoflife.date',
      dryRun: false,
      cache: true,
      ownIssuesAuthor: 'github-actions[bot]',
      createLabels: false,
      now: undefined,
      featureFreezeDate: undefined,
      branchOffDate: undefined,
      releaseDate: undefined,
      failOn: 'error',
      fix: false,
    });
  });

  test('fix is true or false, false by default', () => {
    expect(readInputs(source({ fix: 'true' })).fix).toBe(true);
    expect(readInputs(source({ fix: ' False ' })).fix).toBe(false);
    expect(() => readInputs(source({ fix: 'yes' }))).toThrow('Input "fix": "yes" is not a boolean; use true or false.');
  });

  test("action.yml's defaults, as a runner passes them, mean the same as no input at all", () => {
    const runnerValues: Record<string, string> = {};
    for (const [name, spec] of Object.entries(ACTION_YAML.inputs)) {
      // ${{ github.token }} is expanded by the runner; the token itself is not a default to compare.
      if (spec.default !== undefined && !spec.default.includes('${{')) runnerValues[name] = spec.default;
    }
    expect(readInputs(source(runnerValues))).toEqual(readInputs(source({})));
  });

  test('docs/INPUTS.md names every input and output action.yml declares', () => {
    const docs = readFileSync(new URL('../docs/INPUTS.md', import.meta.url), 'utf8');
    const names = [...Object.keys(ACTION_YAML.inputs), ...Object.keys(ACTION_YAML.outputs)];
    expect(names.filter((name) => !docs.includes(`\`${name}\``))).toEqual([]);
  });

  test('reads exactly the inputs action.yml declares', () => {
    const asked = new Set<string>();
    readInputs((name) => {
      asked.add(name);
      return '';
    });
    expect([...asked].sort()).toEqual(Object.keys(ACTION_YAML.inputs).sort());
  });

  test('values are trimmed; team may start with @; labels are split on commas', () => {
    const inputs = readInputs(
      source({
        'github-token': ' ghs_abc \n',
        'nixpkgs-path': ' nixpkgs ',
        branch: ' release-26.05 ',
        mode: ' audit ',
        'k3s-team': '@NixOS/k3s',
        'k3s-labels': ' k3s, nixos ,, ',
        'dry-run': 'TRUE',
        now: ' 2024-02-29 ',
      }),
    );
    expect(inputs).toMatchObject({
      token: 'ghs_abc',
      nixpkgsPath: 'nixpkgs',
      branch: 'release-26.05',
      mode: 'audit',
      families: [{ family: 'k3s', team: 'NixOS/k3s', labels: ['k3s', 'nixos'] }],
      dryRun: true,
    });
    expect(inputs.now).toEqual(new Date(Date.UTC(2024, 1, 29)));
  });
});

describe('choices', () => {
  const enums = [
    { input: 'mode', field: (i: Inputs) => i.mode, accepted: MODES },
    { input: 'k3s-policy', field: (i: Inputs) => i.families[0].policy.policy, accepted: POLICIES },
    {
      input: 'k3s-backport-through',
      field: (i: Inputs) => i.families[0].policy.backportThrough,
      accepted: BACKPORT_THROUGH,
    },
    {
      input: 'k3s-default-target',
      field: (i: Inputs) => i.families[0].policy.defaultTarget,
      accepted: DEFAULT_TARGETS,
    },
    { input: 'fail-on', field: (i: Inputs) => i.failOn, accepted: FAIL_ON },
  ] as const;

  test.each(enums.flatMap(({ input, field, accepted }) => accepted.map((value) => ({ input, field, value }))))(
    '$input accepts $value',
    ({ input, field, value }) => {
      expect(field(readInputs(source({ [input]: value })))).toBe(value);
    },
  );

  test.each(
    enums.flatMap(({ input, accepted }) =>
      ['nope', accepted[0].toUpperCase(), `${accepted[0]}s`].map((value) => ({ input, value, accepted })),
    ),
  )('$input rejects "$value", naming the input and listing what it accepts', ({ input, value, accepted }) => {
    const error = rejection({ [input]: value });
    expect(error.message).toMatch(new RegExp(`^Input "${input}": "${value}" `));
    for (const choice of accepted) expect(error.message).toContain(choice);
    expect(error.message).not.toContain('\n');
  });

  test.each(['yes', '1', 'on', 'no'])('dry-run rejects "%s": only true or false', (value) => {
    const error = rejection({ 'dry-run': value });
    expect(error.message).toMatch(/^Input "dry-run": /);
    expect(error.message).toContain('true or false');
  });

  test.each([
    ['true', true],
    ['True', true],
    ['false', false],
    ['', false],
  ])('dry-run "%s" is %s', (value, expected) => {
    expect(readInputs(source({ 'dry-run': value })).dryRun).toBe(expected);
  });

  test.each([
    ['true', true],
    ['FALSE', false],
    ['', true],
  ])('cache "%s" is %s (on unless turned off)', (value, expected) => {
    expect(readInputs(source({ cache: value })).cache).toBe(expected);
  });

  test.each([
    ['https://endoflife.date/', 'https://endoflife.date'],
    ['http://127.0.0.1:8080/mirror/endoflife', 'http://127.0.0.1:8080/mirror/endoflife'],
  ])('endoflife-url "%s" is read as %s', (value, expected) => {
    expect(readInputs(source({ 'endoflife-url': value })).endoflifeUrl).toBe(expected);
  });

  test.each(['endoflife.date', 'ftp://endoflife.date', 'https://endoflife.date/?product=go'])(
    'endoflife-url rejects "%s", naming the input and what to write',
    (value) => {
      const error = rejection({ 'endoflife-url': value });
      expect(error.message).toMatch(
        /^Input "endoflife-url": ".+" is not the root of a web API; write it as a URL such as https:\/\/endoflife\.date/,
      );
      expect(error.message).not.toContain('\n');
    },
  );

  test('endoflife-url with credentials is refused without repeating them', () => {
    const error = rejection({ 'endoflife-url': 'https://user:secret@mirror.example' });
    expect(error.message).toBe(
      'Input "endoflife-url": a URL with a user name or password is not accepted; write it such as https://endoflife.date.',
    );
  });

  test.each([
    ['true', true],
    ['false', false],
    ['', false],
  ])('create-labels "%s" is %s (off unless asked)', (value, expected) => {
    expect(readInputs(source({ 'create-labels': value })).createLabels).toBe(expected);
  });

  test('cache rejects what is not a boolean', () => {
    expect(rejection({ cache: 'sometimes' }).message).toMatch(/^Input "cache": .*true or false/);
  });

  test.each([
    ['my-app[bot]', 'my-app[bot]'],
    ['@k3s-guard-bot', 'k3s-guard-bot'],
    ['  octocat ', 'octocat'],
  ])('own-issues-author "%s" is the login %s', (value, expected) => {
    expect(readInputs(source({ 'own-issues-author': value })).ownIssuesAuthor).toBe(expected);
  });

  test.each(['two words', 'a--b', '-lead', 'x'.repeat(40), 'app[bot', 'name,other'])(
    'own-issues-author rejects "%s", naming the default and an app bot as examples',
    (value) => {
      expect(rejection({ 'own-issues-author': value }).message).toMatch(
        /^Input "own-issues-author": ".*" is not a GitHub login; .* e\.g\. github-actions\[bot\] or my-app\[bot\]\.$/,
      );
    },
  );
});

describe('base-sha', () => {
  const sha = '0123456789ABCDEF0123456789abcdef01234567';

  test('is the commit a pull request check reads the base at, as 40 hex digits in lower case', () => {
    expect(readInputs(source({ 'base-sha': ` ${sha} ` })).baseSha).toBe(sha.toLowerCase());
  });

  test.each(['master', sha.slice(0, 12), `${sha}0`, 'g'.repeat(40)])('rejects "%s", naming the input', (value) => {
    expect(rejection({ 'base-sha': value }).message).toBe(
      `Input "base-sha": "${value}" is not a commit hash; give the 40 hex digits of the base commit (the targetSha of nixpkgs' PR workflow).`,
    );
  });
});

describe('dates', () => {
  test.each(
    DAY_INPUTS.flatMap(([input, field]) =>
      ['2024-02-29', '2026-05-31', '2026-12-31'].map((value) => ({ input, field, value })),
    ),
  )('$input "$value" is that day at UTC midnight', ({ input, field, value }) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    expect(readInputs(source({ [input]: value }))[field]).toEqual(new Date(Date.UTC(year, month - 1, day)));
  });

  const notDays = [
    '2026-02-30',
    '2025-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-2-3',
    '31.05.2026',
    '2026-05-31T00:00:00Z',
    'tomorrow',
  ];
  test.each(DAY_INPUTS.flatMap(([input]) => notDays.map((value) => ({ input, value }))))(
    '$input rejects "$value", naming the input and the expected form',
    ({ input, value }) => {
      const error = rejection({ [input]: value });
      expect(error.message).toMatch(
        new RegExp(`^Input "${input}": "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" is not a date`),
      );
      expect(error.message).toContain('YYYY-MM-DD');
    },
  );
});

describe('repositories, team and labels', () => {
  const repositoryInputs = [
    ['k3s-upstream-repository', (inputs: Inputs) => inputs.families[0].upstreamRepository],
    ['nixpkgs-repository', (inputs: Inputs) => inputs.nixpkgsRepository],
  ] as const;

  test.each(
    repositoryInputs.flatMap(([input, field]) =>
      ['k3s-io/k3s', 'my-org/nixpkgs.fork', 'a/repo_name-2'].map((value) => ({ input, field, value })),
    ),
  )('$input accepts $value', ({ input, field, value }) => {
    expect(field(readInputs(source({ [input]: value })))).toBe(value);
  });

  const notRepositories = [
    'k3s',
    'k3s-io/',
    '/k3s',
    'k3s-io/k3s/releases',
    'https://github.com/k3s-io/k3s',
    'k3s io/k3s',
    'owner/.',
    'owner/..',
    'own.er/repo',
  ];
  test.each(repositoryInputs.flatMap(([input]) => notRepositories.map((value) => ({ input, value }))))(
    '$input rejects "$value": not owner/name',
    ({ input, value }) => {
      const error = rejection({ [input]: value });
      expect(error.message.startsWith(`Input "${input}": "${value}" is not a GitHub repository`)).toBe(true);
      expect(error.message).toContain('owner/name');
    },
  );

  test.each(['k3s', 'NixOS/', 'NixOS/k3s team', '@NixOS'])(
    'k3s-team rejects "%s", naming the input and the form',
    (value) => {
      const error = rejection({ 'k3s-team': value });
      expect(error.message).toMatch(/^Input "k3s-team": /);
      expect(error.message).toContain('team-slug');
    },
  );

  test.each(['', ',', ' , ,'])('k3s-labels "%s" is no label: the issues are found by author and marker', (value) => {
    expect(readInputs(source({ 'k3s-labels': value })).families[0].labels).toEqual([]);
  });
});

describe('keep', () => {
  const pins = (text: string, family = 'k3s') => parseKeep(text).get(family);

  test('one pin per line; blank lines and # comments skipped; any minor spelling; the reason may hold colons', () => {
    const text = [
      '# pinned for downstream users',
      '',
      '1.25: Rancher 2.7 supports at most 1.25',
      '  k3s_1_26 :  see https://example.org/notes: upgrade blocked  ',
      '1_27: vendor appliance',
    ].join('\r\n');
    expect(pins(text)).toEqual(
      new Map([
        ['1.25', 'Rancher 2.7 supports at most 1.25'],
        ['1.26', 'see https://example.org/notes: upgrade blocked'],
        ['1.27', 'vendor appliance'],
      ]),
    );
    expect(pins(text, 'rke2')).toEqual(new Map());
    expect(pins('')).toEqual(new Map());
  });

  test("a line may name its family first; without one, or with a k3s attribute, it is k3s's", () => {
    const text = [
      'rke2 1.33: Rancher Government pins it',
      'RKE2 1_32: older appliance',
      'rke2_1_31: by attribute',
      '1.33: k3s too',
    ];
    expect(pins(text.join('\n'), 'rke2')).toEqual(
      new Map([
        ['1.33', 'Rancher Government pins it'],
        ['1.32', 'older appliance'],
        ['1.31', 'by attribute'],
      ]),
    );
    expect(pins(text.join('\n'))).toEqual(new Map([['1.33', 'k3s too']]));
    expect(pins('k3s 1.30: named')).toEqual(new Map([['1.30', 'named']]));
  });

  test("each family's pins go to its audit only", () => {
    const families = readInputs(source({ packages: 'k3s, rke2', keep: '1.30: k3s pin\nrke2 1.33: rke2 pin' })).families;
    expect(families.map((f) => [f.family, [...f.policy.keep]])).toEqual([
      ['k3s', [['1.30', 'k3s pin']]],
      ['rke2', [['1.33', 'rke2 pin']]],
    ]);
  });

  test.each([
    { text: '1.25', line: 1, why: 'no colon' },
    { text: '1.25:', line: 1, why: 'no reason' },
    { text: '1.25:   ', line: 1, why: 'blank reason' },
    { text: ': no minor', line: 1, why: 'no minor' },
    {
      text: '# header\n\n1.25.3: a patch version',
      line: 3,
      why: 'a version, not a minor (line counted with comments and blanks)',
    },
    { text: 'v1.25: with a v', line: 1, why: 'a tag-like minor' },
    { text: 'latest: whatever is newest', line: 1, why: 'a word, not a minor' },
    { text: 'rke2: no minor', line: 1, why: 'a family without its minor' },
    { text: '1.25: ok\nRancher 2.7 supports at most 1.25', line: 2, why: 'a reason without its minor' },
  ])('rejects line $line of "$text" ($why), quoting the line and the expected form', ({ text, line }) => {
    const error = keepRejection(text);
    const offending = text.split('\n')[line - 1].trim();
    expect(error.message.startsWith(`Input "keep": line ${line} "${offending}"`)).toBe(true);
    expect(error.message).toContain('"MINOR: reason" or "FAMILY MINOR: reason"');
    expect(error.message).not.toContain('\n');
  });

  test('rejects a family it does not know, naming those it knows', () => {
    expect(keepRejection('k8s 1.30: typo').message).toBe(
      `Input "keep": line 1 "k8s 1.30: typo" names "k8s", which is not a package family; use ${CATALOGUE_IDS}, or no family for k3s.`,
    );
  });

  test('rejects the same minor of a family pinned twice, whatever the spelling; the other family may pin it', () => {
    expect(keepRejection('1.25: first\nk3s_1_25: second').message).toMatch(
      /^Input "keep": line 2 pins k3s 1\.25 a second time/,
    );
    expect(pins('1.33: k3s\nrke2 1.33: rke2', 'rke2')).toEqual(new Map([['1.33', 'rke2']]));
  });

  test('readInputs passes keep errors on as they are', () => {
    expect(rejection({ keep: '1.25' }).message).toMatch(/^Input "keep": line 1 /);
  });
});

test('an InputError is an Error whose one-line message names the input', () => {
  const error = rejection({ mode: 'nope' });
  expect(error).toBeInstanceOf(Error);
  expect(error.name).toBe('InputError');
  expect(error.message).toBe(
    'Input "mode": "nope" is not accepted; use one of auto, audit, feature-freeze, branch-off, pr-check.',
  );
});

describe('packages and the inputs of each family', () => {
  test('"k3s, rke2" audits both, in that order, rke2 with its own upstream and no team', () => {
    expect(readInputs(source({ packages: 'k3s, rke2' })).families).toEqual([K3S_DEFAULTS, RKE2_DEFAULTS]);
  });

  test.each(['rke2 k3s', ' RKE2 ,k3s ', 'rke2,\nk3s'])('"%s" is read as rke2 then k3s', (value) => {
    expect(readInputs(source({ packages: value })).families.map((f) => f.family)).toEqual(['rke2', 'k3s']);
  });

  test("each family's inputs go to that family only", () => {
    const families = readInputs(
      source({
        packages: 'rke2,k3s',
        'k3s-team': 'NixOS/k3s-maintainers',
        'k3s-labels': 'k3s,release',
        'k3s-policy': 'all-supported',
        'k3s-backport-through': 'before-next',
        'k3s-default-target': 'stable-channel',
        'rke2-labels': 'rke2, release',
        'rke2-upstream-repository': 'mirror/rke2',
        'rke2-team': '@NixOS/rke2',
      }),
    ).families;
    expect(families).toEqual([
      { ...RKE2_DEFAULTS, upstreamRepository: 'mirror/rke2', labels: ['rke2', 'release'], team: 'NixOS/rke2' },
      {
        ...K3S_DEFAULTS,
        team: 'NixOS/k3s-maintainers',
        labels: ['k3s', 'release'],
        policy: {
          policy: 'all-supported',
          backportThrough: 'before-next',
          defaultTarget: 'stable-channel',
          keep: new Map(),
        },
      },
    ]);
  });

  test('an input that would do nothing does not exist: rke2 has no policy choices, and a team for its part of the trim list', () => {
    const inputs = Object.keys(ACTION_YAML.inputs);
    expect(inputs.filter((name) => name.startsWith('rke2-')).sort()).toEqual([
      'rke2-labels',
      'rke2-team',
      'rke2-upstream-repository',
    ]);
    expect(inputs.filter((name) => name.startsWith('k3s-')).sort()).toEqual([
      'k3s-backport-through',
      'k3s-default-target',
      'k3s-labels',
      'k3s-policy',
      'k3s-team',
      'k3s-upstream-repository',
    ]);
  });

  test.each([
    ['k8s', `Input "packages": "k8s" is not a package family; use ${CATALOGUE_IDS}, or all.`],
    ['k3s, k3s', /^Input "packages": k3s is named twice\.$/],
  ])('packages rejects "%s"', (value, message) => {
    if (typeof message === 'string') expect(rejection({ packages: value }).message).toBe(message);
    else expect(rejection({ packages: value }).message).toMatch(message);
  });

  test('a family input is checked even when the family is not audited: a typo never waits for the day it is used', () => {
    expect(rejection({ packages: 'rke2', 'k3s-team': 'k3s' }).message).toMatch(
      /^Input "k3s-team": "k3s" is not a team/,
    );
    expect(rejection({ 'rke2-upstream-repository': 'rke2' }).message).toMatch(/^Input "rke2-upstream-repository": /);
  });
});

describe('families declared as data', () => {
  test('packages: all audits every family of the catalogue, k3s and rke2 included, in its order', () => {
    expect(
      readInputs(source({ packages: 'all' }))
        .families.map((f) => f.family)
        .join(', '),
    ).toBe(CATALOGUE_IDS);
    expect(readInputs(source({ packages: ' ALL ' })).families).toHaveLength(14);
  });

  test("a declared family's team and labels are its declaration's; its policy has no choices, its pins are its own", () => {
    const [postgresql, k3s] = readInputs(
      source({ packages: 'postgresql, k3s', keep: 'postgresql 13: our fleet\npostgresql_14: a plugin\n1.30: k3s pin' }),
    ).families;
    // Its upstream reads no repository: there is none to name.
    expect(postgresql).toEqual({
      family: 'postgresql',
      team: 'NixOS/postgres',
      labels: [],
      policy: {
        policy: 'nixpkgs',
        backportThrough: 'next-release',
        defaultTarget: 'newest',
        keep: new Map([
          ['13', 'our fleet'],
          ['14', 'a plugin'],
        ]),
        keepFamily: 'postgresql',
      },
    });
    expect([...k3s.policy.keep]).toEqual([['1.30', 'k3s pin']]);
  });

  test("a k3s minor is two numbers: a cycle's one number is no k3s minor", () => {
    expect(keepRejection('16: reason').message).toMatch(/^Input "keep": line 1 "16: reason" is not "MINOR: reason"/);
  });

  test('families-file is kept as given, for the front end to read before the options', () => {
    expect(readInputs(source({ 'families-file': ' .github/families.yaml ' })).familiesFile).toBe(
      '.github/families.yaml',
    );
    expect(readInputs(source({})).familiesFile).toBeUndefined();
  });
});
