// Where the CLI says how a run goes: on stderr, so that stdout is the report
// alone. A warning is always said, one line each; the progress (each phase
// and what it read) only with --verbose.
import type { RunLog } from '../domain/runLog.js';
import { lineText } from '../report/inertText.js';

export function stderrLog(
  verbose: boolean,
  write: (text: string) => void = (text) => process.stderr.write(text),
): RunLog {
  // Progress and warnings quote the checkout and upstream: one inert line each, as in the report.
  if (!verbose)
    return {
      group: (_title, work) => work(),
      info: () => undefined,
      warning: (message) => write(`k3s-release-guard: warning: ${lineText(message)}\n`),
    };
  return {
    group: async (title, work) => {
      write(`• ${lineText(title)}\n`);
      return work();
    },
    info: (message) => write(`  ${lineText(message)}\n`),
    warning: (message) => write(`  warning: ${lineText(message)}\n`),
  };
}
