// Where the run's record of the team mentions it made lives between runs: a
// small file, carried by the Actions cache from one trusted run to the next, so
// that an issue deleted or moved after its mention is recreated without a
// second ping. Saved only by trusted events, like the request cache.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KeptMentions } from '../publish/issues/mentionRecord.js';
import { actionsCacheService, isTrustedEvent, TRUSTED_EVENTS } from './cacheStore.js';

export interface MentionRecordStore {
  load(): Promise<KeptMentions>;
  /** Saves when this run added a mention; returns one line for the log, or nothing to say. */
  save(record: KeptMentions): Promise<string | undefined>;
}

/**
 * Every trusted run restores the newest record whatever the event that saved it
 * (a mention made by a manual run counts for the scheduled runs after it), and
 * saves under its own key: `k3s-release-guard-mentions-v1-<event>-<run id>-<attempt>`.
 */
const KEY_PREFIX = 'k3s-release-guard-mentions-v1-';
/** A few hundred release events fit in a few KiB; a larger restored file is not the action's. */
const MAX_RECORD_BYTES = 64 * 1024;

export function actionsMentionRecordStore(
  file: string,
  run: { eventName?: string; runKey: string },
  warn: (message: string) => void,
): MentionRecordStore {
  return {
    async load() {
      try {
        await (await actionsCacheService())?.restoreCache([file], KEY_PREFIX);
      } catch (error) {
        warn(
          `The record of team mentions could not be restored (${error instanceof Error ? error.message : String(error)}); ` +
            'mentions are still found in the issues themselves.',
        );
      }
      const size = await stat(file).then(
        (s) => s.size,
        () => undefined,
      );
      if (size === undefined) return new KeptMentions();
      if (size > MAX_RECORD_BYTES) {
        warn(`The restored record of team mentions is over ${MAX_RECORD_BYTES / 1024} KiB; it is not used.`);
        return new KeptMentions();
      }
      const { record, dropped } = KeptMentions.parse(await readFile(file, 'utf8').catch(() => undefined));
      if (dropped) warn(`The restored record of team mentions is not used: ${dropped}.`);
      return record;
    },
    async save(record) {
      if (!record.dirty) return undefined;
      if (!isTrustedEvent(run.eventName))
        return `Team mentions made in this run are not kept in the run record: only ${TRUSTED_EVENTS.join(', ')} runs save it (the issues record them).`;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, record.serialize());
      try {
        await (await actionsCacheService())?.saveCache([file], `${KEY_PREFIX}${run.eventName}-${run.runKey}`);
      } catch (error) {
        warn(
          `The record of team mentions could not be saved (${error instanceof Error ? error.message : String(error)}); the issues still record them.`,
        );
      }
      return `Team mentions made in this run are kept in ${file}.`;
    },
  };
}
