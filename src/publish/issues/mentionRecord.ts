// The run's own record of the team mentions made, kept between runs where only
// the action writes (the action keeps it in the Actions cache, saved by trusted
// runs only). Issue bodies and the action's comments record mentions too; this
// record is what remains when the issue that carried one was deleted or moved.
import { isMentionKey } from './markers.js';

export interface MentionRecord {
  /** Release events the team was mentioned for in earlier runs. */
  readonly made: ReadonlySet<string>;
  /** Records a mention this run made. */
  add(eventKey: string, issue: number): void;
}

interface RecordFile {
  version: 1;
  mentions: Record<string, { issue: number }>;
}

/** A record kept in memory; `dirty` says whether this run added to it. */
export class KeptMentions implements MentionRecord {
  private readonly entries = new Map<string, { issue: number }>();
  dirty = false;

  get made(): ReadonlySet<string> {
    return new Set(this.entries.keys());
  }

  add(eventKey: string, issue: number): void {
    if (!isMentionKey(eventKey) || this.entries.has(eventKey)) return;
    this.entries.set(eventKey, { issue });
    this.dirty = true;
  }

  serialize(): string {
    const file: RecordFile = { version: 1, mentions: Object.fromEntries([...this.entries].sort()) };
    return `${JSON.stringify(file, null, 1)}\n`;
  }

  /**
   * The record in `text`, or an empty one with the reason when it is not in the
   * record's shape: not JSON, or with an entry that is not a release
   * event and an issue number. A dropped record only risks a mention made twice
   * after the issue that carried it was deleted.
   */
  static parse(text: string | undefined): { record: KeptMentions; dropped?: string } {
    const record = new KeptMentions();
    if (text === undefined) return { record };
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return { record, dropped: 'it is not JSON' };
    }
    const mentions: unknown = typeof data === 'object' && data !== null ? (data as RecordFile).mentions : undefined;
    if ((data as RecordFile | null)?.version !== 1 || typeof mentions !== 'object' || mentions === null)
      return { record, dropped: 'it is not a version 1 record' };
    for (const [key, value] of Object.entries(mentions)) {
      const issue: unknown =
        typeof value === 'object' && value !== null ? (value as { issue?: unknown }).issue : undefined;
      if (!isMentionKey(key) || typeof issue !== 'number' || !Number.isInteger(issue))
        return { record: new KeptMentions(), dropped: 'an entry is not a release event with its issue number' };
      record.entries.set(key, { issue });
    }
    return { record };
  }
}
