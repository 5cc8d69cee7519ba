#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DeclarationError,
  MODES,
  OptionError,
  ResponseCache,
  booleanOption,
  builtInCatalogue,
  catalogueWithFile,
  createEndOfLifeClient,
  createGitHubClient,
  failureMessage,
  fixRun,
  githubIssuePublisher,
  githubSources,
  isMentionKey,
  isPullRequestCheck,
  lineText,
  localTree,
  oneOf,
  readRunOptions,
  remoteTree,
  renderJson,
  repository,
  restoredFileTooLarge,
  runGuard,
  sharedNoticeText,
  summarizeFindings,
  testWriteSpacing
} from "./chunks/chunk-5J7GO3AW.js";
import "./chunks/chunk-XLFTFZD3.js";
import {
  error,
  getInput,
  group,
  info,
  notice,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunks/chunk-EGQRWDIV.js";
import "./chunks/chunk-T22FKFR4.js";
import "./chunks/chunk-LUOQS4NQ.js";

// src/action/main.ts
import { statSync } from "node:fs";
import path4 from "node:path";

// src/pipeline/applyChanges.ts
var ApplyError = class extends Error {
  constructor(problem, message) {
    super(message);
    this.problem = problem;
    this.name = "ApplyError";
  }
  problem;
};
var place = (problem) => `${problem.file}${problem.line !== void 0 ? `, line ${problem.line}` : ""}`;
function appliedChanges(outcome) {
  const [problem] = outcome.refused ? [outcome.refused] : outcome.failures;
  if (problem) {
    const more = outcome.failures.length > 1 ? ` (and ${outcome.failures.length - 1} more)` : "";
    throw new ApplyError(problem, `Nothing was written: ${place(problem)}: ${problem.message}${more}.`);
  }
  return { written: outcome.written?.written ?? [], deleted: outcome.written?.deleted ?? [], diff: outcome.diff };
}

// src/report/summaryLimit.ts
var SUMMARY_LIMIT_BYTES = 1024 * 1024;
var bytes = (text) => Buffer.byteLength(text, "utf8");
function note(total, kept, lines) {
  const size = (n) => `${(n / 1024).toLocaleString("en-US", { maximumFractionDigits: 0 })} KiB`;
  return `> [!WARNING]
> This summary was cut: it came to ${size(total)}, over the 1 MiB GitHub shows, so its last ${lines.toLocaleString("en-US")} line${lines === 1 ? "" : "s"} (${size(total - kept)}) are left out. Every finding is in the action's \`findings\` output; the CLI prints the whole report.
`;
}
function after(open, line) {
  const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
  if (open.fence !== void 0) return marker?.startsWith(open.fence) ? { details: open.details } : open;
  if (marker) return { ...open, fence: marker };
  const opened = (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
  return { details: Math.max(open.details + opened, 0) };
}
function closing(open) {
  return [...open.fence !== void 0 ? [open.fence] : [], ...Array(open.details).fill("</details>")];
}
function limitSummary(markdown, limit = SUMMARY_LIMIT_BYTES) {
  const total = bytes(markdown);
  if (total <= limit) return markdown;
  const lines = markdown.split("\n");
  const budget = limit - bytes(note(total, total, lines.length)) - 16;
  let used = 0;
  let kept = 0;
  let open = { details: 0 };
  for (const line of lines) {
    const next = after(open, line);
    const cost = bytes(line) + 1;
    if (used + cost + bytes(closing(next).join("\n")) + 2 > budget) break;
    used += cost;
    kept += 1;
    open = next;
  }
  const cut = [...lines.slice(0, kept), ...closing(open)].join("\n");
  return `${cut}

${note(total, used, lines.length - kept)}`;
}

// src/action/cacheStore.ts
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
var TRUSTED_EVENTS = ["schedule", "workflow_dispatch", "push"];
var KEY_PREFIX = "k3s-release-guard-http-v2-";
function isTrustedEvent(eventName) {
  return TRUSTED_EVENTS.includes(eventName ?? "");
}
async function actionsCacheService() {
  if (!process.env.ACTIONS_RUNTIME_TOKEN) return void 0;
  const cache = await import("./chunks/cache-6SKQDD6T.js");
  return cache.isFeatureAvailable() ? cache : void 0;
}
function summary2(cache) {
  const { revalidated, fetched } = cache.stats;
  return `${revalidated} of ${revalidated + fetched} cacheable GET request(s) answered 304 from the cache`;
}
function fileCacheStore(file, warn) {
  return {
    async load() {
      const size = await stat(file).then(
        (s) => s.size,
        () => void 0
      );
      if (size === void 0) return new ResponseCache();
      const tooLarge = restoredFileTooLarge(size);
      if (tooLarge) {
        warn(tooLarge);
        return new ResponseCache();
      }
      return ResponseCache.parse(await readFile(file, "utf8").catch(() => void 0), warn);
    },
    async save(cache) {
      if (!cache.dirty) return `${summary2(cache)}; nothing new to keep.`;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, cache.serialize());
      return `${summary2(cache)}; kept in ${file}.`;
    }
  };
}
function actionsCacheStore(file, run2, warn) {
  const local = fileCacheStore(file, warn);
  const trusted = isTrustedEvent(run2.eventName);
  return {
    async load() {
      try {
        const cache = await actionsCacheService();
        const [first, ...others] = TRUSTED_EVENTS.map((event) => `${KEY_PREFIX}${event}-`);
        await cache?.restoreCache([file], first, others);
      } catch (error2) {
        warn(
          `The request cache could not be restored (${error2 instanceof Error ? error2.message : String(error2)}); this run makes full requests.`
        );
      }
      return local.load();
    },
    async save(cache) {
      if (!trusted) {
        const which = run2.eventName ? `a ${run2.eventName} run` : "a run with no event";
        return `${summary2(cache)}; not kept: ${which} does not save the request cache (only ${TRUSTED_EVENTS.join(", ")} runs do).`;
      }
      const line = await local.save(cache);
      if (!cache.dirty) return line;
      try {
        await (await actionsCacheService())?.saveCache([file], `${KEY_PREFIX}${run2.eventName}-${run2.runKey}`);
      } catch (error2) {
        warn(
          `The request cache could not be saved (${error2 instanceof Error ? error2.message : String(error2)}); the next run makes full requests.`
        );
      }
      return line;
    }
  };
}

// src/action/inputs.ts
function commitInput(get, name) {
  const value = get(name).trim();
  if (value === "") return void 0;
  if (!/^[0-9a-f]{40}$/i.test(value))
    throw new OptionError(
      name,
      `"${value}" is not a commit hash; give the 40 hex digits of the base commit (the targetSha of nixpkgs' PR workflow).`
    );
  return value.toLowerCase();
}
function readInputs(get, catalogue) {
  return {
    token: get("github-token").trim(),
    nixpkgsPath: get("nixpkgs-path").trim() || ".",
    baseSha: commitInput(get, "base-sha"),
    ...readRunOptions(get, catalogue),
    cache: booleanOption(get, "cache", true),
    fix: booleanOption(get, "fix", false)
  };
}

// src/action/log.ts
var COMMAND_START = /^(\s*)(::|##\[)/;
function logLine(text) {
  return lineText(text).replace(COMMAND_START, (_all, space, start) => `${space}'${start}`);
}
var actionsLog = {
  group: (title, work) => group(logLine(title), work),
  info: (message) => info(logLine(message)),
  warning: (message) => warning(logLine(message))
};

// src/action/mentionRecordStore.ts
import { mkdir as mkdir2, readFile as readFile2, stat as stat2, writeFile as writeFile2 } from "node:fs/promises";
import path2 from "node:path";

// src/publish/issues/mentionRecord.ts
var KeptMentions = class _KeptMentions {
  entries = /* @__PURE__ */ new Map();
  dirty = false;
  get made() {
    return new Set(this.entries.keys());
  }
  add(eventKey, issue) {
    if (!isMentionKey(eventKey) || this.entries.has(eventKey)) return;
    this.entries.set(eventKey, { issue });
    this.dirty = true;
  }
  serialize() {
    const file = { version: 1, mentions: Object.fromEntries([...this.entries].sort()) };
    return `${JSON.stringify(file, null, 1)}
`;
  }
  /**
   * The record in `text`, or an empty one with the reason when it is not in the
   * record's shape: not JSON, or with an entry that is not a release
   * event and an issue number. A dropped record only risks a mention made twice
   * after the issue that carried it was deleted.
   */
  static parse(text) {
    const record = new _KeptMentions();
    if (text === void 0) return { record };
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      return { record, dropped: "it is not JSON" };
    }
    const mentions = typeof data === "object" && data !== null ? data.mentions : void 0;
    if (data?.version !== 1 || typeof mentions !== "object" || mentions === null)
      return { record, dropped: "it is not a version 1 record" };
    for (const [key, value] of Object.entries(mentions)) {
      const issue = typeof value === "object" && value !== null ? value.issue : void 0;
      if (!isMentionKey(key) || typeof issue !== "number" || !Number.isInteger(issue))
        return { record: new _KeptMentions(), dropped: "an entry is not a release event with its issue number" };
      record.entries.set(key, { issue });
    }
    return { record };
  }
};

// src/action/mentionRecordStore.ts
var KEY_PREFIX2 = "k3s-release-guard-mentions-v1-";
var MAX_RECORD_BYTES = 64 * 1024;
function actionsMentionRecordStore(file, run2, warn) {
  return {
    async load() {
      try {
        await (await actionsCacheService())?.restoreCache([file], KEY_PREFIX2);
      } catch (error2) {
        warn(
          `The record of team mentions could not be restored (${error2 instanceof Error ? error2.message : String(error2)}); mentions are still found in the issues themselves.`
        );
      }
      const size = await stat2(file).then(
        (s) => s.size,
        () => void 0
      );
      if (size === void 0) return new KeptMentions();
      if (size > MAX_RECORD_BYTES) {
        warn(`The restored record of team mentions is over ${MAX_RECORD_BYTES / 1024} KiB; it is not used.`);
        return new KeptMentions();
      }
      const { record, dropped } = KeptMentions.parse(await readFile2(file, "utf8").catch(() => void 0));
      if (dropped) warn(`The restored record of team mentions is not used: ${dropped}.`);
      return record;
    },
    async save(record) {
      if (!record.dirty) return void 0;
      if (!isTrustedEvent(run2.eventName))
        return `Team mentions made in this run are not kept in the run record: only ${TRUSTED_EVENTS.join(", ")} runs save it (the issues record them).`;
      await mkdir2(path2.dirname(file), { recursive: true });
      await writeFile2(file, record.serialize());
      try {
        await (await actionsCacheService())?.saveCache([file], `${KEY_PREFIX2}${run2.eventName}-${run2.runKey}`);
      } catch (error2) {
        warn(
          `The record of team mentions could not be saved (${error2 instanceof Error ? error2.message : String(error2)}); the issues still record them.`
        );
      }
      return `Team mentions made in this run are kept in ${file}.`;
    }
  };
}

// src/action/patchFile.ts
import { mkdir as mkdir3, writeFile as writeFile3 } from "node:fs/promises";
import { tmpdir } from "node:os";
import path3 from "node:path";
async function writePatch(diff, checkoutRoot, runnerTemp) {
  const folder = path3.resolve(runnerTemp ?? tmpdir(), "k3s-release-guard");
  const file = path3.join(folder, "fix.patch");
  const relative = path3.relative(path3.resolve(checkoutRoot), file);
  if (!relative.startsWith("..") && !path3.isAbsolute(relative))
    throw new Error(
      `The runner's temporary folder ${folder} is inside the checkout ${checkoutRoot}: the patch is never written into the checkout; check out nixpkgs elsewhere (the path: of actions/checkout).`
    );
  await mkdir3(folder, { recursive: true });
  await writeFile3(file, diff);
  return file;
}

// src/action/runContext.ts
import { existsSync, readFileSync } from "node:fs";
function pullRequestBase(env) {
  const file = env.GITHUB_EVENT_PATH;
  if (!file || !existsSync(file)) return void 0;
  const payload = JSON.parse(readFileSync(file, "utf8"));
  const base = payload.pull_request?.base;
  return typeof base === "object" && base !== null && "ref" in base && typeof base.ref === "string" ? base.ref : void 0;
}
function readRunContext(env, cwd) {
  const repository2 = env.GITHUB_REPOSITORY?.includes("/") ? env.GITHUB_REPOSITORY : void 0;
  const runId = parseInt(env.GITHUB_RUN_ID ?? "", 10) || void 0;
  const serverUrl = env.GITHUB_SERVER_URL ?? "https://github.com";
  return {
    eventName: env.GITHUB_EVENT_NAME || void 0,
    repository: repository2,
    baseRef: env.GITHUB_BASE_REF || pullRequestBase(env),
    ref: env.GITHUB_REF || void 0,
    sha: env.GITHUB_SHA || void 0,
    runUrl: repository2 && runId ? `${serverUrl}/${repository2}/actions/runs/${runId}` : void 0,
    serverUrl: serverUrl || void 0,
    runKey: `${runId ?? "local"}-${parseInt(env.GITHUB_RUN_ATTEMPT ?? "", 10) || 1}`,
    workspace: env.GITHUB_WORKSPACE || cwd,
    runnerTemp: env.RUNNER_TEMP || void 0
  };
}

// src/action/main.ts
function existingFolder(root) {
  let folder = false;
  try {
    folder = statSync(root).isDirectory();
  } catch {
  }
  if (!folder) {
    throw new OptionError(
      "nixpkgs-path",
      `${root} is not a folder; give the path of the nixpkgs checkout, relative to the workspace (the path: of actions/checkout).`
    );
  }
  return root;
}
async function familiesOf(get, run2, env) {
  const file = get("families-file").trim();
  if (file === "") return builtInCatalogue();
  let tree;
  if (isPullRequestCheck(oneOf(get, "mode", MODES, "auto"), run2.eventName)) {
    const base = commitInput(get, "base-sha") ?? run2.baseRef;
    if (base === void 0)
      throw new OptionError(
        "families-file",
        `a pull request check reads ${file} from its base, and this run names none; give base-sha.`
      );
    const client = createGitHubClient({ token: get("github-token").trim(), baseUrl: env.GITHUB_API_URL });
    tree = remoteTree(client, repository(get, "nixpkgs-repository", "NixOS/nixpkgs"), base);
  } else
    tree = localTree(existingFolder(path4.resolve(run2.workspace, get("nixpkgs-path").trim() || ".")), {
      shownFrom: run2.workspace
    });
  try {
    return await catalogueWithFile(tree, file);
  } catch (error2) {
    if (error2 instanceof DeclarationError) throw new OptionError("families-file", error2.message);
    throw error2;
  }
}
function refuseFixOfPullRequest(inputs, run2) {
  if (!inputs.fix) return;
  if (isPullRequestCheck(inputs.mode, run2.eventName) || run2.eventName?.startsWith("pull_request"))
    throw new OptionError(
      "fix",
      `true is refused in a pull request check (event ${run2.eventName ?? "none"}, mode ${inputs.mode}): a pull request's files and families file are never used to fix; run fix on schedule or workflow_dispatch.`
    );
}
var ANNOTATIONS_PER_SEVERITY = 10;
function blamedItems(family, prCheck) {
  if (prCheck) return family.check?.compared?.introduced.items ?? [];
  return family.branches[0]?.items ?? [];
}
function annotate(report, prCheck, nixpkgsPath) {
  const counts = { error: 0, warning: 0, notice: 0 };
  const say = (severity, message, properties) => {
    if (++counts[severity] > ANNOTATIONS_PER_SEVERITY) return;
    if (severity === "error") error(logLine(message), properties);
    else if (severity === "warning") warning(logLine(message), properties);
    else notice(logLine(message), properties);
  };
  for (const family of report.families)
    for (const { item, why } of blamedItems(family, prCheck)) {
      const properties = {
        title: `${family.family.name} ${[...new Set(why.map((line) => line.rule))].join(", ")}`
      };
      const placed = why.find((line) => line.file !== void 0);
      if (placed?.file) {
        properties.file = path4.posix.normalize(path4.posix.join(nixpkgsPath.split(path4.sep).join("/"), placed.file));
        if (placed.line) properties.startLine = placed.line;
      }
      const reasons = [...new Set(why.flatMap((line) => line.text !== void 0 ? [line.text] : []))];
      say(item.severity, reasons.length > 0 ? `${item.fix} (${reasons.join("; ")})` : item.fix, properties);
    }
  for (const notice2 of report.shared)
    say(
      "notice",
      sharedNoticeText(notice2, (why) => why),
      { title: "k3s-release-guard" }
    );
  const left = Object.values(counts).reduce((sum, n) => sum + Math.max(n - ANNOTATIONS_PER_SEVERITY, 0), 0);
  if (left > 0)
    actionsLog.info(
      `${left} more finding(s) not annotated (GitHub shows ${ANNOTATIONS_PER_SEVERITY} of each kind); the job summary lists them.`
    );
}
function responseCacheStore(inputs, run2) {
  if (!inputs.cache || !run2.runnerTemp) return void 0;
  const file = path4.join(run2.runnerTemp, "k3s-release-guard", "http-cache.json");
  return actionsCacheStore(file, run2, (message) => actionsLog.warning(message));
}
function mentionRecordStore(run2) {
  if (!run2.runnerTemp) return void 0;
  const file = path4.join(run2.runnerTemp, "k3s-release-guard", "mentions.json");
  return actionsMentionRecordStore(file, run2, (message) => warning(message));
}
function issuePublisher(client, inputs, run2, record) {
  const [owner, repo] = run2.repository?.split("/") ?? [];
  if (owner && repo)
    return githubIssuePublisher(
      client,
      { owner, repo },
      {
        dryRun: inputs.dryRun,
        author: inputs.ownIssuesAuthor,
        createLabels: inputs.createLabels,
        // `ghs_` is GitHub's prefix of installation tokens (GITHUB_TOKEN, app tokens): they cannot tell their login.
        askTokenLogin: inputs.token !== "" && !inputs.token.startsWith("ghs_"),
        ...record ? { record } : {}
      }
    );
  return {
    dryRun: true,
    async publish(_desired, log) {
      log.warning("GITHUB_REPOSITORY is not set: no issue can be kept outside a workflow run.");
      return { results: [] };
    }
  };
}
async function run(env = process.env, cwd = process.cwd()) {
  let stage = "inputs";
  let cacheStore;
  let cache;
  let recordStore;
  let record;
  try {
    const get = (name) => getInput(name);
    const runContext = readRunContext(env, cwd);
    const catalogue = await familiesOf(get, runContext, env);
    const inputs = readInputs(get, catalogue);
    if (inputs.token) setSecret(inputs.token);
    refuseFixOfPullRequest(inputs, runContext);
    const checkoutRoot = existingFolder(path4.resolve(runContext.workspace, inputs.nixpkgsPath));
    stage = "audit";
    cacheStore = responseCacheStore(inputs, runContext);
    cache = await cacheStore?.load();
    const writesIssues = !inputs.dryRun && !isPullRequestCheck(inputs.mode, runContext.eventName);
    recordStore = writesIssues ? mentionRecordStore(runContext) : void 0;
    record = await recordStore?.load();
    const client = createGitHubClient({
      token: inputs.token,
      baseUrl: env.GITHUB_API_URL,
      log: (m) => actionsLog.info(m),
      cache,
      // Set by the end-to-end tests; the client ignores it unless the API is on loopback.
      writeSpacingMs: testWriteSpacing(env)
    });
    const request = {
      options: inputs,
      // Reports name the checkout from the workspace, where the workflow's `path:` put it.
      checkout: localTree(checkoutRoot, { shownFrom: runContext.workspace }),
      sources: githubSources(
        client,
        inputs.nixpkgsRepository,
        { schedule: inputs.kubernetesSchedule, eol: inputs.kubernetesEol },
        // endoflife.date's answers are kept in the same cache as GitHub's.
        createEndOfLifeClient({ baseUrl: inputs.endoflifeUrl, cache, log: (m) => actionsLog.info(m) })
      ),
      context: { ...runContext, baseSha: inputs.baseSha },
      log: actionsLog,
      catalogue,
      publisher: issuePublisher(client, inputs, runContext, record),
      onStage: (next) => stage = next
    };
    const fixed = inputs.fix ? await fixRun({ run: request, write: true, root: checkoutRoot }) : void 0;
    const result = fixed?.result ?? await runGuard(request);
    const dashboard = result.families.find((f) => f.dashboardIssue !== void 0)?.dashboardIssue;
    if (dashboard !== void 0) setOutput("issue-number", String(dashboard));
    const left = fixed?.written && fixed.second || result;
    annotate(left.report, left.work.prCheck, inputs.nixpkgsPath);
    for (const { report, backportLabels } of result.families)
      for (const needed of backportLabels ?? [])
        notice(
          logLine(
            `This pull request changes ${report.family.name} ${needed.minors.join(", ")}, which ${needed.branch} also packages: once merged, it will need the label "${needed.label}" for its backport.`
          ),
          { title: `${report.family.name} backport` }
        );
    const reports = result.families.map((f) => f.report);
    setOutput("findings", renderJson(result.report));
    setOutput("status", summarizeFindings(reports.flatMap((r) => r.audits[0].findings)).status);
    if (env.GITHUB_STEP_SUMMARY) await summary.addRaw(limitSummary(result.summary), true).write();
    if (fixed) {
      stage = "fix";
      const applied = appliedChanges(fixed);
      const patch = await writePatch(applied.diff, checkoutRoot, runContext.runnerTemp);
      setOutput("patch", patch);
      actionsLog.info(
        applied.diff === "" ? "Fix: nothing to write, the checkout has every mechanical edit already; the patch is empty." : `Fix: ${applied.written.length} file(s) edited and ${applied.deleted.length} deleted in the checkout; the diff is the patch output.`
      );
    }
    if (left.failing.length > 0)
      setFailed(
        failureMessage(
          left.failing,
          inputs.failOn,
          reports.map((r) => r.family)
        )
      );
  } catch (error2) {
    const text = (error2 instanceof Error ? error2.message : String(error2)).trimEnd();
    const message = /\w$/.test(text) ? `${text}.` : text;
    const issues = {
      inputs: "",
      audit: " No issue was changed.",
      publish: " It failed while updating issues, some of which may have changed; the next run completes them.",
      report: "",
      fix: ""
    }[stage];
    setFailed(logLine(message + issues));
  } finally {
    if (cacheStore && cache) actionsLog.info(`Request cache: ${await cacheStore.save(cache)}`);
    const kept = recordStore && record ? await recordStore.save(record) : void 0;
    if (kept) actionsLog.info(kept);
  }
}

// src/action/index.ts
await run();
//# sourceMappingURL=index.js.map
