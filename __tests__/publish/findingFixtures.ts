// Findings as the evaluator would produce them, for the publish tests.
import type { Finding, Minor, Severity } from '../../src/domain/types.js';

export function patchBehind(branch: string, minor: Minor, packaged: string, latest: string): Finding {
  const attr = `k3s_${minor.replace('.', '_')}`;
  return {
    rule: 'patch-behind',
    severity: 'warning',
    branch,
    minor,
    attr,
    packaged,
    expected: latest,
    message: `${attr} is ${packaged}, upstream latest is ${latest}`,
    file: `pkgs/applications/networking/cluster/k3s/${minor.replace('.', '_')}/versions.nix`,
    line: 2,
    fix: { edits: [{ kind: 'update', minor, attr, version: latest }], reason: `${packaged} → ${latest}` },
  };
}

export function minorEol(branch: string, minor: Minor, severity: Severity = 'error'): Finding {
  const attr = `k3s_${minor.replace('.', '_')}`;
  return {
    rule: 'minor-eol',
    severity,
    branch,
    minor,
    attr,
    message: `${attr}: Kubernetes ${minor} reached end of life`,
    fix: { edits: [{ kind: 'remove', minor, attr }], reason: `Kubernetes ${minor} ended` },
  };
}

export function retired(branch: string): Finding {
  return { rule: 'branch-retired', severity: 'notice', branch, message: `${branch} is retired; nothing is checked` };
}
