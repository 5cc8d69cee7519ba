// The job summary of a run: a section per family, each as renderJobSummary
// writes it; with several families, one with nothing to do is collapsed to a
// line (`<details>`, opened on a click), and what several families share is
// said once at the end, naming them. A formatter of the run's report model.
import { codeSpan, inertProse } from './inertText.js';
import type { RunReport } from './runReport.js';
import { renderJobSummary } from './pullRequestSummary.js';
import { foundNowhere, isQuiet, sharedNoticeText, type SharedNotice } from './sharedNotices.js';

export function renderRunSummary(run: RunReport): string {
  const [only] = run.families;
  // One family alone: its job summary as it is, nothing collapsed; what is said for the run after it.
  if (run.families.length === 1)
    return [renderJobSummary(only), ...(run.shared.length > 0 ? [sharedSection(run.shared)] : [])].join('\n');
  const sections = run.families.map((family) => {
    const section = renderJobSummary(family);
    if (!isQuiet(family)) return section;
    // Only our own words and the family's name (its declaration's pattern allows no markup) go in the HTML line.
    const branches = family.branches.length;
    const what = foundNowhere(family)
      ? `<strong>${family.family.name}</strong>: none of its attributes found`
      : `✅ <strong>${family.family.name}</strong>: clean on ${branches} branch${branches === 1 ? '' : 'es'}`;
    return `<details>\n<summary>${what}</summary>\n\n${section}\n</details>\n`;
  });
  if (run.shared.length > 0) sections.push(sharedSection(run.shared));
  return sections.join('\n');
}

function sharedSection(shared: readonly SharedNotice[]): string {
  const lines = shared.map((notice) => `- ℹ️ ${sharedNoticeText(notice, inertProse, (b) => codeSpan(b))}`);
  return `## Notices for the run\n\n${lines.join('\n')}\n`;
}
