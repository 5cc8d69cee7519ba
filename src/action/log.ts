// RunLog for GitHub Actions: one collapsible log group per phase.
import * as core from '@actions/core';
import type { RunLog } from '../domain/runLog.js';

export const actionsLog: RunLog = {
  group: (title, work) => core.group(title, work),
  info: (message) => core.info(message),
  warning: (message) => core.warning(message),
};
