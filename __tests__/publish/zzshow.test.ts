import { it } from '@jest/globals';
import { dashboardIssue } from '../../src/publish/dashboardIssue.js';
import { planIssueSync } from '../../src/publish/syncIssue.js';
import { minorEol, patchBehind, retired } from './findingFixtures.js';
it('shows', () => {
  const d = dashboardIssue({ branch: 'release-26.05', findings: [retired('r'), patchBehind('r','1.30','1.30.2+k3s1','1.30.4+k3s1'), {...minorEol('r','1.29'), message: 'by @octocat <b>x</b> `v1.29.1+k3s1`'}], summaryMarkdown: 'Default `k3s_1_30`; phase supported.', labels: ['k3s'], now: new Date(), mention: {team:'NixOS/k3s', eventKey:'branch-off:26.11', text:'branch-off checklist ready'} });
  const p = planIssueSync([], d);
  console.log(d.title); console.log(JSON.stringify(p.steps, null, 1));
});
