import { it } from '@jest/globals';
import { featureFreezeChecklist } from '../../../src/publish/checklists/featureFreeze.js';
import { branchOffChecklist } from '../../../src/publish/checklists/branchOff.js';
import { scenario, release, BEFORE_FREEZE, AFTER_BRANCH_OFF, NEXT_EXTRA } from './scenario.js';
it('prints', () => {
  const r = scenario({ now: BEFORE_FREEZE });
  const ff = featureFreezeChecklist(r, release('25.05'), { team: 'NixOS/k3s', labels: ['k3s'] });
  const r2 = scenario({ now: AFTER_BRANCH_OFF, next: NEXT_EXTRA, eol132: '2025-12-01' });
  const bo = branchOffChecklist(r2, release('25.05'), { team: 'NixOS/k3s', labels: ['k3s'], runUrl: 'https://x/run/1' });
  const bo2 = branchOffChecklist(scenario({ now: AFTER_BRANCH_OFF, policy: 'full-lifecycle' }), release('25.05'), { team: '', labels: ['k3s'] });
  process.stdout.write([ff.title, ff.body, String(ff.clean), JSON.stringify(ff.mention), '=====', bo.title, bo.body, String(bo.clean), JSON.stringify(bo.mention), '=====', bo2.body, String(bo2.clean)].join('\n'));
});
