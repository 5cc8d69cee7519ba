// The run's context, read from the environment a run is given (as a runner
// sets it), not from the process's: each run of the action in one process
// (the tests') has its own event, commit, run and workspace.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRunContext } from '../src/action/runContext.js';

describe('readRunContext', () => {
  test('a scheduled run: its repository, commit, run link and cache key', () => {
    expect(
      readRunContext(
        {
          GITHUB_EVENT_NAME: 'schedule',
          GITHUB_REPOSITORY: 'NixOS/nixpkgs',
          GITHUB_REF: 'refs/heads/master',
          GITHUB_SHA: '5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed',
          GITHUB_RUN_ID: '4242',
          GITHUB_RUN_ATTEMPT: '2',
          GITHUB_SERVER_URL: 'https://ghe.example',
          GITHUB_WORKSPACE: '/runner/work',
          RUNNER_TEMP: '/runner/temp',
        },
        '/elsewhere',
      ),
    ).toEqual({
      eventName: 'schedule',
      repository: 'NixOS/nixpkgs',
      baseRef: undefined,
      ref: 'refs/heads/master',
      sha: '5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed',
      runUrl: 'https://ghe.example/NixOS/nixpkgs/actions/runs/4242',
      serverUrl: 'https://ghe.example',
      runKey: '4242-2',
      workspace: '/runner/work',
      runnerTemp: '/runner/temp',
    });
  });

  test("a pull request's base branch comes from the event's payload when GITHUB_BASE_REF is not set", () => {
    const event = path.join(mkdtempSync(path.join(tmpdir(), 'k3s-guard-event-')), 'event.json');
    writeFileSync(event, JSON.stringify({ pull_request: { number: 7, base: { ref: 'release-26.05' } } }));
    const run = readRunContext({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event }, '/here');
    expect(run.baseRef).toBe('release-26.05');
    expect(readRunContext({ GITHUB_BASE_REF: 'master', GITHUB_EVENT_PATH: event }, '/here').baseRef).toBe('master');
  });

  test('outside a workflow run: no run link, a local cache key, the folder it runs in', () => {
    expect(readRunContext({ GITHUB_REPOSITORY: 'no-slash' }, '/here')).toEqual({
      eventName: undefined,
      repository: undefined,
      baseRef: undefined,
      ref: undefined,
      sha: undefined,
      runUrl: undefined,
      serverUrl: 'https://github.com',
      runKey: 'local-1',
      workspace: '/here',
      runnerTemp: undefined,
    });
  });
});
