// One voice per event, over a year of weekly scheduled runs (2026-05-01 to
// 2027-05-31) with `packages: k3s, postgresql`, in the demo world as the year
// of daily runs builds it (yearOfRuns.e2e.test.ts), each run wired as
// src/action/main.ts wires one (runGuard, the issue publisher over the real
// Octokit client, the record of mentions kept between runs) and reading
// nixpkgs and upstream from the demo's files. Every team is mentioned exactly
// once per release event across every issue the action keeps: k3s, which has
// release checklists, by them alone (the feature freeze and the branch-off of
// each release); PostgreSQL, which has none, by the trim list, once a release.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, formatDay, parseDay } from '../../src/calendar/releaseCalendar.js';
import { demo } from '../../src/cli/demo.js';
import type { RunLog } from '../../src/domain/runLog.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { githubSources, localSources, type LocalData } from '../../src/gather/sources.js';
import { createGitHubClient } from '../../src/github/client.js';
import { readRunOptions } from '../../src/pipeline/options.js';
import { runGuard } from '../../src/pipeline/run.js';
import { KeptMentions } from '../../src/publish/issues/mentionRecord.js';
import { parseMentions } from '../../src/publish/issues/markers.js';
import { githubIssuePublisher } from '../../src/publish/publisher.js';
import { DEMO, REPOSITORY, startDemoWorld, type DemoWorld } from './demoWorld.js';

const FIRST_DAY = '2026-05-01';
const LAST_DAY = '2027-05-31';

let world: DemoWorld;
let branches: string;
let local: LocalData;

/** release-`to` as a copy of the demo's release-`from` (its lib/.version says which), as a folder. */
function addBranch(from: string, to: string): [string, string] {
  const folder = path.join(branches, `release-${to}`);
  cpSync(path.join(DEMO, 'branches', `release-${from}`), folder, { recursive: true });
  writeFileSync(path.join(folder, 'lib', '.version'), `${to}\n`);
  return [`release-${to}`, folder];
}

beforeAll(async () => {
  world = await startDemoWorld();
  branches = mkdtempSync(path.join(tmpdir(), 'weekly-branches-'));
  const data = demo(DEMO).local;
  local = { ...data, trees: new Map([...data.trees!, addBranch('26.05', '25.11'), addBranch('26.11', '27.05')]) };
});
afterAll(async () => {
  await world?.stop();
  rmSync(branches, { recursive: true, force: true });
});

const log: RunLog = { group: (_title, work) => work(), info: () => undefined, warning: () => undefined };

async function scheduledRun(day: string, record: KeptMentions): Promise<void> {
  const inputs: Record<string, string> = { mode: 'auto', now: day, packages: 'k3s, postgresql' };
  const client = createGitHubClient({ baseUrl: world.double.url, token: 'ghs_week', retries: 0, writeSpacingMs: 0 });
  await runGuard({
    options: readRunOptions((name) => inputs[name] ?? ''),
    checkout: localTree(world.checkout),
    sources: localSources(local, githubSources(client, 'NixOS/nixpkgs')),
    context: {
      eventName: 'schedule',
      ref: 'refs/heads/master',
      runUrl: 'https://github.com/NixOS/nixpkgs/actions/runs/1',
    },
    log,
    publisher: githubIssuePublisher(
      client,
      { owner: 'NixOS', repo: 'nixpkgs' },
      { dryRun: false, author: world.issues.login, createLabels: false, askTokenLogin: false, record },
    ),
  });
}

test('a year of weekly runs mentions each team exactly once per release event', async () => {
  const record = new KeptMentions();
  for (let day = parseDay(FIRST_DAY); day.getTime() <= parseDay(LAST_DAY).getTime(); day = addDays(day, 7))
    await scheduledRun(formatDay(day), record);

  // Every comment that mentions a team, by the events it records.
  const mentions = world.issues
    .comments(REPOSITORY)
    .filter((comment) => /@NixOS\//.test(comment.body))
    .flatMap((comment) =>
      [...comment.body.matchAll(/@(NixOS\/[\w-]+)/g)].map((m) => ({ team: m[1], events: parseMentions(comment.body) })),
    );
  const perEvent = new Map<string, number>();
  for (const { team, events } of mentions)
    for (const event of events.filter((e) => team === 'NixOS/k3s' || e.endsWith(':postgresql')))
      perEvent.set(`${team} ${event}`, (perEvent.get(`${team} ${event}`) ?? 0) + 1);
  // Once each, and only by the voice of its family: k3s's checklists, PostgreSQL's trim list part.
  expect([...perEvent.values()].every((count) => count === 1)).toBe(true);
  const k3s = [...perEvent.keys()].filter((key) => key.startsWith('NixOS/k3s ')).map((key) => key.split(' ')[1]);
  expect(k3s.every((event) => /^(feature-freeze|branch-off):\d{2}\.\d{2}$/.test(event))).toBe(true);
  expect(k3s).toEqual(expect.arrayContaining(['feature-freeze:26.11', 'branch-off:26.11', 'feature-freeze:27.05']));
  const postgres = [...perEvent.keys()]
    .filter((key) => key.startsWith('NixOS/postgres '))
    .map((key) => key.split(' ')[1]);
  expect(postgres.length).toBeGreaterThan(0);
  expect(postgres.every((event) => /^trim-list:\d{2}\.\d{2}:postgresql$/.test(event))).toBe(true);
  // Each mention comment names one team per event, never the other family's.
  expect(mentions.length).toBe(perEvent.size);
}, 300_000);
