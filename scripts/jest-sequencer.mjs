// Jest's order of test files, but for a run that knows no file's time yet (a
// fresh clone, CI): Jest then starts the largest files first, and the slow ones
// (end-to-end runs of the bundles, runs that wait out time limits, generated
// cases) may start last and leave the other workers idle at the end. Here they
// start first, the largest of them first; once Jest has timings, its own order
// (slowest first) stands.
import Sequencer from '@jest/test-sequencer';

const SLOW = /\/__tests__\/(e2e|security|faults|cli)\/|\.property\.test\.ts$/;

export default class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    // A stable sort: within each group, Jest's order by size.
    return [...sorted].sort((a, b) => Number(SLOW.test(b.path)) - Number(SLOW.test(a.path)));
  }
}
