// Where a run writes its progress: grouped by phase in Actions, on stderr in the CLI.
export interface RunLog {
  group<T>(title: string, work: () => Promise<T>): Promise<T>;
  info(message: string): void;
  warning(message: string): void;
}

/** A log that says nothing, for callers that only want the result. */
export const silentLog: RunLog = { group: (_title, work) => work(), info: () => undefined, warning: () => undefined };
