// k3s' and rke2's upstream: the releases of a GitHub repository, their minors'
// ends from the Kubernetes lifecycle (read once a run for every family), and,
// when its policy's rules compare with it, the stable channel of its channel
// file: on the audited day, and on the branch-off day of a release between its
// branch-off and its release (what that release ships follows it). Facts in,
// nothing decided.
import { liveReleases, stablePhase } from '../../calendar/releaseCalendar.js';
import { dayOf } from '../../domain/day.js';
import type { StableChannel } from '../../domain/types.js';
import { buildUpstreamFacts } from '../../gather/upstream/facts.js';
import type { ReleasesFamily } from '../../gather/upstream/releases.js';
import type { GitHubReleasesDeclaration } from '../declared/declarations.js';
import type { Upstream } from '../family.js';

export function githubReleases(declaration: GitHubReleasesDeclaration, who: { id: string; name: string }): Upstream {
  const channelFile = declaration['channel-file'];
  const family: ReleasesFamily = {
    id: who.id,
    name: who.name,
    repository: declaration.repository,
    buildTag: declaration['build-tag'],
    ...(channelFile !== undefined ? { channelFile } : {}),
  };
  return {
    reads: 'releases',
    repository: declaration.repository,
    releasesOf: family,
    channelFile,
    // The lifecycle files depend on nothing the run reads: fetched while the trees are.
    prefetch: (run) => void run.kubernetesLifecycle(),
    async fetch({
      sources,
      log,
      now,
      calendar,
      kubernetesLifecycle,
      repository = family.repository,
      oldestMinor,
      needs,
    }) {
      const branched = needs.branchOffChannel
        ? liveReleases(calendar, now).find((release) => stablePhase(release, now) === 'pre-release')
        : undefined;
      const channelOn = (day: Date): Promise<StableChannel> | undefined =>
        channelFile === undefined
          ? undefined
          : sources.stableChannel({ repository, family: { ...family, channelFile }, now: day });
      const [fetched, lifecycle, stableChannel, branchOffChannel] = await Promise.all([
        sources.releases({
          repository,
          family,
          ...(oldestMinor !== undefined ? { oldestRelevantMinor: oldestMinor } : {}),
          log: (message) => log.info(message),
        }),
        kubernetesLifecycle(),
        needs.stableChannel ? channelOn(now) : undefined,
        // On the branch-off day itself channel(t) is that day's channel: read once.
        branched && !sameDay(branched.branchOff.date, now) ? channelOn(branched.branchOff.date) : undefined,
      ]);
      const facts = buildUpstreamFacts(repository, fetched, lifecycle, now);
      if (fetched.file !== undefined) facts.releasesFile = fetched.file;
      if (stableChannel) {
        facts.stableChannel = stableChannel;
        log.info(
          stableChannel.minor
            ? `${who.name} stable channel: ${stableChannel.minor}, from ${stableChannel.source}.`
            : `${who.name} stable channel unknown: ${stableChannel.source}.`,
        );
      }
      const thenChannel = branchOffChannel ?? (branched ? stableChannel : undefined);
      if (branched && thenChannel) {
        facts.branchOffChannel = { release: branched.name, channel: thenChannel };
        log.info(
          thenChannel.minor
            ? `${who.name} stable channel on the branch-off of NixOS ${branched.name}: ${thenChannel.minor}, from ${thenChannel.source}.`
            : `${who.name} stable channel on the branch-off of NixOS ${branched.name} unknown: ${thenChannel.source}.`,
        );
      }
      return facts;
    },
  };
}

function sameDay(a: Date, b: Date): boolean {
  return dayOf(a).getTime() === dayOf(b).getTime();
}
