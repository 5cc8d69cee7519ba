import { test } from '@jest/globals';
import { GitHubDouble } from '../../src/double/githubDouble.js';
import { runAction } from './support/actionProcess.js';
import { filesOf, FIXTURES, perMinorBranch, serveBranch, serveUpstream } from './support/upstreamData.js';
import path from 'node:path';

test('probe', async () => {
  const double = new GitHubDouble();
  serveUpstream(double);
  serveBranch(double, 'NixOS/nixpkgs', 'release-24.11', perMinorBranch('24.11', { '1.30': '1.30.6+k3s1', '1.31': '1.31.2+k3s1' }, '1.31'));
  serveBranch(double, 'NixOS/nixpkgs', 'master', filesOf(path.join(FIXTURES, '2023')));
  const url = await double.start();
  const runs: Record<string, Parameters<typeof runAction>[0]> = {
    current: { apiUrl: url, inputs: { 'github-token': 'ghs_probe1', now: '2025-05-10', 'nixpkgs-path': 'nixpkgs' }, checkout: { fixture: 'current', at: 'nixpkgs' } },
    y2023: { apiUrl: url, inputs: { 'github-token': 'ghs_probe2', now: '2023-05-29' }, checkout: { fixture: '2023', at: '' } },
    bad: { apiUrl: url, inputs: { 'github-token': 'ghs_probe3', now: '2025-05-10', 'nixpkgs-path': 'nixpkgs' }, checkout: { fixture: 'bad-version', at: 'nixpkgs' } },
    mode: { apiUrl: url, inputs: { 'github-token': 'ghs_probe4', mode: 'nope' }, checkout: { fixture: 'current', at: '' } },
  };
  for (const [name, opts] of Object.entries(runs)) {
    const r = await runAction(opts);
    require('fs').writeFileSync(`/tmp/e2eprobe/${name}.json`, JSON.stringify(r, null, 1));
  }
  require('fs').writeFileSync(`/tmp/e2eprobe/requests.txt`, double.requests.map((r) => `${r.method} ${r.path}?${r.query} ${r.status} ${r.headers.authorization}`).join('\n'));
  await double.stop();
});
