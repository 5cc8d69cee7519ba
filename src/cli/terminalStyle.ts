// How the CLI writes its report to the terminal: in colour or not, and how
// wide. The one place the CLI decides either.

/** What the decision reads: the --no-color flag, the environment, and stdout. */
export interface TerminalFacts {
  noColorFlag: boolean;
  env: Readonly<Record<string, string | undefined>>;
  isTTY: boolean;
  /** stdout's columns, when it is a terminal that says. */
  columns?: number;
}

export interface TerminalStyle {
  color: boolean;
  /** Where prose wraps; absent: not wrapped. */
  width?: number;
}

/** Columns when a terminal does not say how wide it is. */
export const DEFAULT_WIDTH = 80;
/** Narrower than this, a hanging indent leaves too little room: wrapped at this width anyway. */
const MIN_WIDTH = 40;

/**
 * Colour: --no-color turns it off; FORCE_COLOR (set and not empty) decides next,
 * on even into a pipe unless it is "0" or "false"; then NO_COLOR (set and not
 * empty) and TERM=dumb turn it off; else colour when stdout is a terminal.
 * FORCE_COLOR wins over NO_COLOR as it does for Node itself, which says so on
 * stderr when both are set: our output must not contradict that line.
 *
 * Width: a terminal's own columns (else COLUMNS, else 80); into a pipe or a file,
 * COLUMNS when set to a number, else no wrapping, so that each item and finding
 * stays on a line of its own for grep.
 */
export function terminalStyle(facts: TerminalFacts): TerminalStyle {
  const { env } = facts;
  const forced = env.FORCE_COLOR;
  let color: boolean;
  if (facts.noColorFlag) color = false;
  else if (forced !== undefined && forced !== '') color = forced !== '0' && forced.toLowerCase() !== 'false';
  else if ((env.NO_COLOR ?? '') !== '' || env.TERM === 'dumb') color = false;
  else color = facts.isTTY;

  const fromEnv = /^\d+$/.test(env.COLUMNS ?? '') ? Number(env.COLUMNS) : undefined;
  const columns = facts.isTTY ? facts.columns || fromEnv || DEFAULT_WIDTH : fromEnv;
  const width = columns === undefined || columns === 0 ? undefined : Math.max(MIN_WIDTH, columns);
  return width === undefined ? { color } : { color, width };
}
