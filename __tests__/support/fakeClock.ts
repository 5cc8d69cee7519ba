// Waits read off a fake clock instead of a watch: the time limits, backoffs and
// spacings of the clients are timers, and under Jest's fake timers they fire
// when the test moves the clock, so a test can say "given up after 0.3 s" to
// the millisecond and a busy machine changes nothing. Promise jobs, Node's
// ticks and setImmediate stay real, and so does I/O (sockets, files): only
// timers and Date follow the clock.
import { afterAll, beforeAll, jest } from '@jest/globals';

/** Jest's fake timers for the whole file: one clock, going on from test to test as time does in a process. */
export function useFakeClock(): void {
  // Once for the file: the throttling plugin's own groups are shared by every client of the process and
  // remember when they last let a request go, so a clock that started over in each test would confuse them.
  beforeAll(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  });
  afterAll(() => {
    jest.useRealTimers();
  });
}

/** One real turn of the event loop: I/O callbacks that are due run before it ends. */
export const realTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Waits, in real time, until `condition` holds: for I/O the clock does not drive (a socket's connection
 * reaching a server). Bounded by turns, not by a watch: a condition that never comes is a failure, not a hang.
 */
export async function until(condition: () => boolean, what: string): Promise<void> {
  for (let turns = 0; !condition(); turns += 1) {
    if (turns > 1_000_000) throw new Error(`still waiting for ${what}`);
    await realTurn();
  }
}

/**
 * Runs `work` on the fake clock: before each move, `ready` (if given) is awaited, so the I/O the work is
 * waiting for has happened; then the clock moves on to the next timer (a time limit, a backoff, a spacing)
 * and fires it, until `work` is done. (Not runAllTimers: Bottleneck's groups keep an interval that never ends.)
 */
export async function onFakeClock<T>(work: Promise<T>, ready?: () => Promise<void>): Promise<T> {
  let done = false;
  const settled = work.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  for (let timers = 0; !done; timers += 1) {
    if (timers > 10_000) throw new Error('the work is still waiting after 10,000 timers');
    await realTurn();
    if (done) break;
    if (ready) await Promise.race([ready(), settled]);
    if (!done) await jest.advanceTimersToNextTimerAsync();
  }
  return work;
}

/**
 * A `ready` for onFakeClock: waits until `server` has received each request `fetches` counts from now on, so
 * that the clock runs out a time limit only once its request has reached the server.
 */
export function eachReached(
  server: { readonly requests: number },
  fetches: { readonly started: number },
): () => Promise<void> {
  const requests = server.requests;
  const started = fetches.started;
  return () => until(() => server.requests - requests >= fetches.started - started, 'the request to reach the server');
}

/** Counts the requests that leave through globalThis.fetch (the clients', GitHub's and endoflife.date's). */
export function countFetches(): { readonly started: number; readonly waiting: number; restore(): void } {
  const realFetch = globalThis.fetch;
  const counter = {
    started: 0,
    /** Requests sent and not yet answered (nor failed). */
    waiting: 0,
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
  globalThis.fetch = (input, init) => {
    counter.started += 1;
    counter.waiting += 1;
    return realFetch(input, init).finally(() => {
      counter.waiting -= 1;
    });
  };
  return counter;
}
