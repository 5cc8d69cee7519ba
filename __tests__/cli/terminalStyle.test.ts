// Whether the CLI paints its report and how wide it wraps it: NO_COLOR,
// FORCE_COLOR, TERM=dumb and --no-color, a terminal's columns and COLUMNS.
import { describe, expect, test } from '@jest/globals';
import { DEFAULT_WIDTH, terminalStyle, type TerminalFacts } from '../../src/cli/terminalStyle.js';

const tty = (env: Record<string, string> = {}, more: Partial<TerminalFacts> = {}): TerminalFacts => ({
  noColorFlag: false,
  env,
  isTTY: true,
  columns: 120,
  ...more,
});
const pipe = (env: Record<string, string> = {}, more: Partial<TerminalFacts> = {}): TerminalFacts => ({
  ...tty(env, more),
  isTTY: false,
  columns: undefined,
  ...more,
});

describe('colour', () => {
  test('on in a terminal, off into a pipe', () => {
    expect(terminalStyle(tty()).color).toBe(true);
    expect(terminalStyle(pipe()).color).toBe(false);
  });

  test.each([
    ['NO_COLOR=1', { NO_COLOR: '1' }],
    ['TERM=dumb', { TERM: 'dumb' }],
  ])('%s turns it off in a terminal', (_case, env) => {
    expect(terminalStyle(tty(env)).color).toBe(false);
  });

  test('an empty NO_COLOR is not set, as no-color.org says', () => {
    expect(terminalStyle(tty({ NO_COLOR: '' })).color).toBe(true);
  });

  test.each([['1'], ['true'], ['3']])('FORCE_COLOR=%s turns it on into a pipe, and on a dumb terminal', (value) => {
    expect(terminalStyle(pipe({ FORCE_COLOR: value })).color).toBe(true);
    expect(terminalStyle(tty({ FORCE_COLOR: value, TERM: 'dumb' })).color).toBe(true);
  });

  test.each([['0'], ['false']])('FORCE_COLOR=%s turns it off in a terminal', (value) => {
    expect(terminalStyle(tty({ FORCE_COLOR: value })).color).toBe(false);
  });

  test("--no-color wins over everything; FORCE_COLOR over NO_COLOR, as in Node's own rule", () => {
    expect(terminalStyle(pipe({ FORCE_COLOR: '1', NO_COLOR: '1' })).color).toBe(true);
    expect(terminalStyle(tty({ FORCE_COLOR: '0', NO_COLOR: '1' })).color).toBe(false);
    expect(terminalStyle(pipe({ FORCE_COLOR: '1', NO_COLOR: '1' }, { noColorFlag: true })).color).toBe(false);
    expect(terminalStyle(pipe({ FORCE_COLOR: '1' }, { noColorFlag: true })).color).toBe(false);
    expect(terminalStyle(tty({}, { noColorFlag: true })).color).toBe(false);
  });
});

describe('width', () => {
  test("a terminal's own columns, else COLUMNS, else 80", () => {
    expect(terminalStyle(tty({ COLUMNS: '50' })).width).toBe(120);
    expect(terminalStyle(tty({ COLUMNS: '50' }, { columns: undefined })).width).toBe(50);
    expect(terminalStyle(tty({}, { columns: 0 })).width).toBe(DEFAULT_WIDTH);
    expect(DEFAULT_WIDTH).toBe(80);
  });

  test('into a pipe, COLUMNS when it is a number, else no wrapping', () => {
    expect(terminalStyle(pipe()).width).toBeUndefined();
    expect(terminalStyle(pipe({ COLUMNS: 'wide' })).width).toBeUndefined();
    expect(terminalStyle(pipe({ COLUMNS: '72' })).width).toBe(72);
  });

  test('never narrower than 40 columns', () => {
    expect(terminalStyle(tty({}, { columns: 20 })).width).toBe(40);
  });
});
