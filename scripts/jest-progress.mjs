// A Jest reporter for output that is not a terminal (CI logs, pipes): Jest's
// own reporter then prints a line only when a whole file has finished, and the
// slow end-to-end files leave the log silent for a minute. This one says when
// each file starts and when each test that took a second or more ends, so a
// reader sees the run moving. In a terminal Jest's live status already does.
import path from 'node:path';

/** Tests at least this slow get their own line; quicker ones show in the file's PASS line. */
const SLOW_MS = 1000;

export default class ProgressReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.live = Boolean(process.stderr.isTTY) && !process.env.CI;
  }

  onTestStart(test) {
    if (!this.live) this.say(`… ${path.relative(this.rootDir, test.path)}`);
  }

  onTestCaseResult(test, result) {
    if (this.live || (result.status !== 'failed' && (result.duration ?? 0) < SLOW_MS)) return;
    const mark = result.status === 'failed' ? '✕' : '✓';
    const seconds = ((result.duration ?? 0) / 1000).toFixed(1);
    this.say(`  ${mark} ${result.fullName} (${seconds} s)`);
  }

  say(line) {
    process.stderr.write(`${line}\n`);
  }
}
