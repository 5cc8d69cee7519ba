import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GitHubDouble } from '../../double/githubDouble.js';
import { createGitHubClient, type GitHubClient } from '../../../src/github/client.js';
import { EOL_PATH, SCHEDULE_PATH, fetchKubernetesLifecycle } from '../../../src/gather/upstream/kubernetesLifecycle.js';
import { parseEol, parseSchedule } from '../../../src/gather/upstream/lifecycleYaml.js';
import { tryParseDay as parseDay } from '../../../src/domain/day.js';

const fixture = (name: string): string => fileURLToPath(new URL(`../../fixtures/upstream/${name}`, import.meta.url));
const scheduleFile = fixture('schedule.yaml');
const eolFile = fixture('eol.yaml');
const scheduleText = readFileSync(scheduleFile, 'utf8');
const eolText = readFileSync(eolFile, 'utf8');

const days = (map: Map<string, Date>): Record<string, string> =>
  Object.fromEntries([...map].map(([minor, day]) => [minor, day.toISOString().slice(0, 10)]));

describe('parseSchedule', () => {
  it('reads planned end-of-life dates per minor', () => {
    expect(days(parseSchedule(scheduleText, 'schedule.yaml'))).toEqual({
      '1.33': '2026-06-28',
      '1.32': '2026-02-28',
      '1.31': '2025-10-28',
      '1.30': '2025-06-28',
    });
  });

  it('keeps an unquoted release 1.30 as the minor 1.30, not the float 1.3', () => {
    const text =
      'schedules:\n- release: 1.30\n  endOfLifeDate: 2025-06-28\n- release: 1.3\n  endOfLifeDate: 2016-11-01\n';
    const parsed = parseSchedule(text, 'schedule.yaml');
    expect(days(parsed)).toEqual({ '1.30': '2025-06-28', '1.3': '2016-11-01' });
  });

  it('reads the quoted style schedule-builder writes', () => {
    const text = [
      'schedules:',
      '- endOfLifeDate: "2025-10-28"',
      '  maintenanceModeStartDate: "2025-08-28"',
      '  next:',
      '    cherryPickDeadline: "2024-10-11"',
      '    release: 1.31.2',
      '    targetDate: "2024-10-15"',
      '  release: "1.31"',
      '  releaseDate: "2024-08-13"',
      'upcoming_releases:',
      '- cherryPickDeadline: "2024-10-11"',
      '  targetDate: "2024-10-15"',
    ].join('\n');
    expect(days(parseSchedule(text, 'schedule.yaml'))).toEqual({ '1.31': '2025-10-28' });
  });

  it('skips a minor whose end of life is not scheduled yet', () => {
    const text =
      'schedules:\n- release: 1.36\n  releaseDate: 2026-04-22\n- release: 1.35\n  endOfLifeDate: 2027-02-28\n';
    expect(days(parseSchedule(text, 'schedule.yaml'))).toEqual({ '1.35': '2027-02-28' });
  });
});

describe('parseEol', () => {
  it('reads actual end-of-life dates; a minor listed twice ends on its last date', () => {
    expect(days(parseEol(eolText, 'eol.yaml'))).toEqual({
      '1.30': '2025-07-15',
      '1.29': '2025-02-28',
      '1.28': '2024-10-22',
      '1.27': '2024-07-16',
      '1.22': '2022-12-08',
      '1.10': '2019-02-13',
      '1.9': '2018-09-29',
    });
  });

  it.each([
    ['not YAML at all', 'branches: [unclosed', /eol\.yaml.*not valid YAML/],
    ['a file without the top key', 'schedules:\n- release: "1.30"\n', /eol\.yaml.*"branches"/],
    ['a list at the top', '- release: "1.30"\n', /eol\.yaml.*"branches"/],
    ['an entry that is not a mapping', 'branches:\n- 1.30\n', /eol\.yaml: branches\[0\] is not a mapping/],
    [
      'an entry without release',
      'branches:\n- endOfLifeDate: "2025-07-15"\n',
      /eol\.yaml: branches\[0\] has no release/,
    ],
    [
      'a release that is no minor',
      'branches:\n- release: "1.30.1"\n  endOfLifeDate: "2025-07-15"\n',
      /"1\.30\.1" is not a minor/,
    ],
    [
      'a date that does not exist',
      'branches:\n- release: "1.29"\n  endOfLifeDate: "2025-02-30"\n',
      /"2025-02-30" \(release 1\.29\)/,
    ],
    [
      'a date in another format',
      'branches:\n- release: "1.29"\n  endOfLifeDate: 28.02.2025\n',
      /eol\.yaml.*28\.02\.2025/,
    ],
  ])('refuses %s, naming the file', (_case, text, message) => {
    expect(() => parseEol(text, 'eol.yaml')).toThrow(message);
  });
});

describe('parseDay', () => {
  it.each([
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2025-02-28', '2025-02-28T00:00:00.000Z'],
    ['2025-02-29', undefined],
    ['2025-13-01', undefined],
    ['2025-6-28', undefined],
  ])('%s -> %s', (text, iso) => {
    expect(parseDay(text)?.toISOString()).toBe(iso);
  });
});

describe('fetchKubernetesLifecycle', () => {
  const double = new GitHubDouble();
  let client: GitHubClient;
  const contentRequests = () => double.requests.filter((r) => r.path.includes('/contents/'));

  beforeAll(async () => {
    await double.start();
    client = createGitHubClient({ baseUrl: double.url, token: 'test', retries: 0 });
  });
  afterAll(async () => {
    await double.stop();
  });
  beforeEach(() => {
    double.requests.length = 0;
    double.contents.clear();
  });

  it('reads both files from kubernetes/website at main by default', async () => {
    double.setFile('kubernetes/website', 'main', SCHEDULE_PATH, scheduleText);
    double.setFile('kubernetes/website', 'main', EOL_PATH, eolText);
    const lifecycle = await fetchKubernetesLifecycle(client);

    expect(days(lifecycle.schedule)['1.30']).toBe('2025-06-28');
    expect(days(lifecycle.eol)['1.30']).toBe('2025-07-15');
    expect(lifecycle.sources).toEqual({
      schedule: `kubernetes/website@main:${SCHEDULE_PATH}`,
      eol: `kubernetes/website@main:${EOL_PATH}`,
    });
    expect(
      contentRequests()
        .map((r) => r.path)
        .sort(),
    ).toEqual([
      `/repos/kubernetes/website/contents/${EOL_PATH}`,
      `/repos/kubernetes/website/contents/${SCHEDULE_PATH}`,
    ]);
    expect(lifecycle.notes.join('\n')).toMatch(/7 minors from kubernetes\/website@main:data\/releases\/eol\.yaml/);
  });

  it('reads another repository and ref when asked', async () => {
    double.setFile('mirror/website', 'v2025', SCHEDULE_PATH, scheduleText);
    double.setFile('mirror/website', 'v2025', EOL_PATH, eolText);
    const lifecycle = await fetchKubernetesLifecycle(client, { repository: 'mirror/website', ref: 'v2025' });
    expect(lifecycle.schedule.size).toBe(4);
    expect(contentRequests().every((r) => r.query.get('ref') === 'v2025')).toBe(true);
  });

  it('uses a local file instead of the API for that file only', async () => {
    double.setFile(
      'kubernetes/website',
      'main',
      SCHEDULE_PATH,
      'schedules:\n- release: 1.35\n  endOfLifeDate: 2027-02-28\n',
    );
    const lifecycle = await fetchKubernetesLifecycle(client, { eolFile });
    expect(days(lifecycle.schedule)).toEqual({ '1.35': '2027-02-28' });
    expect(days(lifecycle.eol)['1.29']).toBe('2025-02-28');
    // Named relative to the folder the run works in, never by an absolute path of the disk.
    expect(lifecycle.sources.eol).toBe(`local file ${path.relative(process.cwd(), eolFile)}`);
    expect(contentRequests().map((r) => r.path)).toEqual([`/repos/kubernetes/website/contents/${SCHEDULE_PATH}`]);
  });

  it('works offline with both local files and no client', async () => {
    const lifecycle = await fetchKubernetesLifecycle(undefined, { scheduleFile, eolFile });
    expect(lifecycle.schedule.size).toBe(4);
    expect(lifecycle.eol.size).toBe(7);
    expect(double.requests).toHaveLength(0);
  });

  it('names the file that was not found', async () => {
    double.setFile('kubernetes/website', 'main', SCHEDULE_PATH, scheduleText);
    await expect(fetchKubernetesLifecycle(client)).rejects.toThrow(`kubernetes/website@main:${EOL_PATH} was not found`);
  });

  it('names the missing local file', async () => {
    await expect(
      fetchKubernetesLifecycle(undefined, { scheduleFile: '/nonexistent/schedule.yaml', eolFile }),
    ).rejects.toThrow('/nonexistent/schedule.yaml');
  });

  it('names the source of malformed YAML', async () => {
    double.setFile('kubernetes/website', 'main', SCHEDULE_PATH, scheduleText);
    double.setFile('kubernetes/website', 'main', EOL_PATH, 'branches: {release: [}');
    await expect(fetchKubernetesLifecycle(client)).rejects.toThrow(
      `kubernetes/website@main:${EOL_PATH}: not valid YAML`,
    );
  });
});
