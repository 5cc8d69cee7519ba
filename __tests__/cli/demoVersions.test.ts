// `--demo --packages all` as a user types it, in process: PostgreSQL's tables
// show the version each major's own file sets and its chart says majors,
// Node.js says release lines, in the terminal and in the job summary
// (--markdown), on every branch the demo has; nothing goes to stderr.
import { describe, expect, test } from '@jest/globals';
import { runCliInProcess } from '../e2e/support/inProcess.js';

/** The lines of the section of `title` (a line starting with it) up to the next blank line. */
function section(text: string, title: RegExp): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => title.test(line));
  if (start === -1) throw new Error(`no section ${String(title)}`);
  const end = lines.findIndex((line, i) => i > start && line.trim() === '');
  return lines.slice(start, end === -1 ? undefined : end);
}

describe('the demo with every family', () => {
  test('the terminal: PostgreSQL on master shows each major with its version', async () => {
    const run = await runCliInProcess(['--demo', '--packages', 'all', '--all-branches', '--fail-on', 'never']);
    expect(run.stderr).toBe('');
    const master = section(run.stdout, /^PostgreSQL · master · /);
    expect(master[1]).toMatch(/^ {2}ATTRIBUTE +VERSION +EOL +STATUS$/);
    expect(master.slice(2, 7).map((line) => line.trim().split(/ {2,}/).slice(0, 2))).toEqual([
      ['postgresql_18', '18.5'],
      ['postgresql_17', '17.11'],
      ['postgresql_16', '16.15'],
      ['postgresql_15', '15.19'],
      ['postgresql_14', '14.24'],
    ]);
    const nodejs = section(run.stdout, /^Node\.js · release-26\.05 · /);
    expect(nodejs.slice(2, 4).map((line) => line.trim().split(/ {2,}/).slice(0, 2))).toEqual([
      ['nodejs_24', '24.12.0'],
      ['nodejs_22', '22.22.0'],
    ]);
    expect(run.stdout).not.toMatch(/^ {2}postgresql_\d+ +- /m);
  }, 60_000);

  test('the job summary: PostgreSQL majors in its tables and its chart, Node.js release lines', async () => {
    const run = await runCliInProcess(['--demo', '--packages', 'all', '--markdown', '--fail-on', 'never']);
    expect(run.stderr).toBe('');
    const summary = run.stdout.replace(/\u00a0/g, ' ');
    expect(summary).toContain('| Attribute | Status | Version | EOL |');
    expect(summary).toMatch(/^\| `postgresql_17` \| ✅ supported upstream · ⭐ default \| `17\.11` \| 2029-11-08 \|$/m);
    expect(summary).toContain('    section PostgreSQL majors\n');
    expect(summary).toContain('<sub>PostgreSQL majors on `master`:');
    expect(summary).toContain('    section Node.js release lines\n');
    expect(summary).toContain('    section Python feature releases\n');
    expect(summary).toContain('    section k3s minors\n');
    expect(summary).not.toMatch(/section PostgreSQL (minors|cycles)/);
  }, 60_000);
});
