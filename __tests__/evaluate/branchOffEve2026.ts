// 2026-05-21, three days before NixOS 26.05 branched off (2026-05-24): master packages k3s_1_34, k3s_1_35 and
// k3s_1_36, `k3s = k3s_1_35;`, and k3s' stable channel names 1.35 (v1.35.5+k3s1, the latest 1.35 then).
// NixOS 26.05 shipped k3s_1_35. Releases and end-of-life days as upstream and Kubernetes had them that day.
import type { AuditReport } from '../../src/domain/audit.js';
import type { DefaultTarget } from '../../src/domain/types.js';
import { buildReleaseCalendar, upcomingRelease } from '../../src/calendar/releaseCalendar.js';
import { evaluate } from '../../src/evaluate/evaluate.js';
import { checklistPlans } from '../../src/evaluate/releasePlan.js';
import { branchDefault, input, packaged, policy, upstream } from './builders.js';
import { K3S } from '../families/builtIn.js';
import { branchesThatMatter } from '../../src/calendar/otherBranches.js';

export const EVE_2605 = '2026-05-21';

/** The run of that day on master, under `default-target` `target`, with the channel as read (absent: not read). */
export function branchOffEve2605(target: DefaultTarget, channelRead = true): AuditReport {
  const now = new Date(`${EVE_2605}T09:30:00Z`);
  const calendar = buildReleaseCalendar({ now });
  const facts = upstream(
    {
      '1.34': { releases: [['1.34.9+k3s1', '2026-04-26']], ga: '2025-08-27', eol: '2026-10-27' },
      '1.35': { releases: [['1.35.5+k3s1', '2026-05-05']], ga: '2025-12-17', eol: '2027-02-28' },
      '1.36': { releases: [['1.36.0+k3s1', '2026-04-28']], ga: '2026-04-28', eol: '2027-06-28' },
    },
    channelRead
      ? {
          stableChannel: {
            minor: '1.35',
            version: 'v1.35.5+k3s1',
            source: 'k3s-io/k3s channel.yaml at 5e1f0c2, 2026-05-06',
          },
        }
      : {},
  );
  const options = policy({ defaultTarget: target });
  const stable = branchDefault('release-25.11', '1.34', ['1.34']);
  const master = evaluate({
    ...input({
      now: EVE_2605,
      packaged: packaged({
        minors: { '1.34': '1.34.9+k3s1', '1.35': '1.35.5+k3s1', '1.36': '1.36.0+k3s1' },
        default: '1.35',
        nixosVersion: '26.05',
      }),
      upstream: facts,
      calendar,
      others: { currentStableDefault: stable, liveReleases: [stable] },
      options,
    }),
  });
  const report = {
    family: K3S,
    now,
    upstream: facts,
    calendar,
    branchesThatMatter: branchesThatMatter(calendar, now),
    options,
    audits: [master],
  };
  // The branch-off checklist's plan: the run plans it the day before the branch-off.
  return { ...report, plans: checklistPlans(report, [upcomingRelease(calendar, now)]) };
}
