// A local data file (the CLI's --releases, --kubernetes-schedule, --channel ...)
// that exists but cannot be used: the user gave it, so the run stops and says
// which file, what is wrong with it and what to give instead.
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
