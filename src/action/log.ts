// RunLog for GitHub Actions: one collapsible log group per phase. Every line
// may quote a checkout or upstream (a file name, an attribute, a release), so
// each goes out as one inert line: no line break to start a workflow command
// on, no escape sequence, bounded in length.
import * as core from '@actions/core';
import type { RunLog } from '../domain/runLog.js';
import { lineText } from '../report/inertText.js';

// The runner reads a line as a command when, past leading spaces, it starts with `::` or `##[`.
const COMMAND_START = /^(\s*)(::|##\[)/;

/** `text` as one log line the runner shows as text and never reads as a command. */
export function logLine(text: string): string {
  return lineText(text).replace(COMMAND_START, (_all, space: string, start: string) => `${space}'${start}`);
}

export const actionsLog: RunLog = {
  group: (title, work) => core.group(logLine(title), work),
  info: (message) => core.info(logLine(message)),
  warning: (message) => core.warning(logLine(message)),
};
