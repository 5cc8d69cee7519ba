// A local data file (the CLI's --releases, --kubernetes-schedule, --channel ...)
// that exists but cannot be used: the user gave it, so the run stops and says
// which file, what is wrong with it and what to give instead. Reports name
// such files as `shownPath` does.
import path from 'node:path';

export class LocalFileError extends Error {
  constructor(
    readonly file: string,
    /** What is wrong: "not valid JSON (Unexpected end of JSON input)". */
    readonly problem: string,
    /** What the file should be: "a JSON array of GitHub release objects". */
    readonly expected: string,
  ) {
    super(`${file}: ${problem}; give ${expected}.`);
    this.name = 'LocalFileError';
  }
}

/**
 * A local file or folder as reports and logs name it: relative to the folder
 * the run works in (the workspace in Actions, the current directory of the
 * CLI) when it lies inside, else by its base name. Never an absolute path of
 * the machine's disk: a job summary and a dashboard are read by strangers.
 */
export function shownPath(file: string, from: string = process.cwd()): string {
  const absolute = path.resolve(from, file);
  const relative = path.relative(from, absolute);
  const inside =
    relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
  const shown = inside ? relative : path.basename(absolute);
  return (shown || '.').split(path.sep).join('/');
}
