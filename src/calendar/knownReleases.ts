// Dates of NixOS releases that are on record. Anything left out here is
// estimated by the release calendar from the usual cadence and marked so.
//
// Sources:
// - release and end of support: endoflife.date products/nixos.md (maintained
//   with the NixOS release managers) and the nixos.org release announcements;
// - feature freeze and branch-off: the "Release Schedule" issues in
//   NixOS/nixpkgs (#165792 for 22.05, #339153 for 24.11), the release managers'
//   branch-off comments (25.05: #390768, 26.05: #503391) and the NixOS/infra
//   pull requests adding the beta channels.
//
// Feature freeze here means the day all breaking changes are restricted (the
// freeze proper), not the day the discussion about freeze items starts.

export interface KnownRelease {
  /** "24.05" */
  name: string;
  /** All dates are YYYY-MM-DD. */
  featureFreeze?: string;
  branchOff?: string;
  release?: string;
  endOfSupport?: string;
}

export const KNOWN_RELEASES: readonly KnownRelease[] = [
  { name: '20.09', release: '2020-10-27', endOfSupport: '2021-06-30' },
  { name: '21.05', release: '2021-05-31', endOfSupport: '2021-12-31' },
  { name: '21.11', release: '2021-11-30', endOfSupport: '2022-06-30' },
  { name: '22.05', featureFreeze: '2022-05-01', branchOff: '2022-05-22', release: '2022-05-30', endOfSupport: '2022-12-31' },
  { name: '22.11', release: '2022-11-30', endOfSupport: '2023-06-30' },
  { name: '23.05', release: '2023-05-31', endOfSupport: '2023-12-31' },
  { name: '23.11', release: '2023-11-29', endOfSupport: '2024-06-30' },
  { name: '24.05', release: '2024-05-31', endOfSupport: '2024-12-31' },
  { name: '24.11', featureFreeze: '2024-10-25', branchOff: '2024-11-14', release: '2024-11-30', endOfSupport: '2025-06-30' },
  { name: '25.05', branchOff: '2025-05-16', release: '2025-05-23', endOfSupport: '2025-12-31' },
  { name: '25.11', release: '2025-11-30', endOfSupport: '2026-06-30' },
  { name: '26.05', branchOff: '2026-05-24', release: '2026-05-30', endOfSupport: '2026-12-31' },
  // 26.11: no published schedule on record; the calendar estimates it.
];
