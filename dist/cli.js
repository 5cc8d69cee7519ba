#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DateInputError,
  DeclarationError,
  GITHUB_API,
  LocalFileError,
  MAX_FAMILIES_FILE_BYTES,
  NAME_LIMIT,
  NIXPKGS_FOLDERS,
  NIXPKGS_PATHS,
  NOT_FOUND,
  OptionError,
  PHASE_TEXT,
  PROSE_LIMIT,
  auditedFamilies,
  builtInCatalogue,
  countsText,
  createEndOfLifeClient,
  createGitHubClient,
  createIssueStore,
  defaultFamily,
  familiesWithInputs,
  familyIn,
  familyOption,
  familyOptionNames,
  fixRun,
  foundNowhere,
  githubSources,
  isQuiet,
  isReleaseName,
  itemPullRequestLines,
  lineText,
  listText,
  loadCatalogue,
  localSources,
  localTree,
  parseBranch,
  pullRequestTerminalLines,
  readNixosVersion,
  readRunOptions,
  renderJson,
  repository,
  runGuard,
  sameBranch,
  sharedNoticeText,
  shownPath,
  storeIssuePublisher,
  unreachableCause
} from "./chunks/chunk-5J7GO3AW.js";
import {
  formatDay
} from "./chunks/chunk-XLFTFZD3.js";
import "./chunks/chunk-T22FKFR4.js";
import "./chunks/chunk-LUOQS4NQ.js";

// src/cli/runCli.ts
import path5 from "node:path";

// src/publish/preview.ts
function previewIssuePublisher(options) {
  const inner = storeIssuePublisher(options.existing?.store ?? noIssues(), {
    dryRun: true,
    author: options.author,
    createLabels: options.createLabels,
    askTokenLogin: options.existing !== void 0,
    ...options.words ? { words: options.words } : {}
  });
  return {
    dryRun: true,
    async publish(desired, log) {
      const published = await inner.publish(desired, log);
      options.show(renderPreview(published, options.existing?.repository));
      return published;
    }
  };
}
function noIssues() {
  const refuse = async () => {
    throw new Error("A preview writes nothing.");
  };
  return {
    list: async () => [],
    get: async () => ({ gone: "not found" }),
    comments: async () => [],
    tokenLogin: async () => void 0,
    labelExists: async () => false,
    create: refuse,
    update: refuse,
    comment: refuse,
    createLabel: refuse
  };
}
function renderPreview(published, repository2) {
  const source = repository2 ? `compared with the issues of ${repository2} now` : "no issue was read (no GITHUB_TOKEN, or offline): shown as if none existed yet";
  const out = [`Preview of the issues this run would write; ${source}. Nothing was written.`];
  if (published.refused) out.push("", published.refused);
  const shown = published.results.filter((r) => !(r.plan.ended && !r.plan.canonical && r.actions.length === 0));
  shown.forEach((result, index) => {
    out.push("", `=== Issue ${index + 1} of ${shown.length}: ${headline(result)} ===`);
    out.push(...resultLines(result));
  });
  if (shown.length === 0 && !published.refused) out.push("", "This run keeps no issue.");
  return out.join("\n") + "\n";
}
function headline(result) {
  const issue = result.plan.canonical;
  const known = issue ? `#${issue.number} ${issue.url}` : "";
  switch (result.outcome) {
    case "create":
      return "create a new issue";
    case "edit":
      return `edit ${known}`;
    case "close":
      return `close ${known}`;
    case "reopen":
      return `reopen ${known}`;
    case "none":
      if (!issue) return "no issue needed: nothing to act on";
      return result.plan.steps.length > 0 ? known : `${known} is up to date`;
  }
}
function resultLines(result) {
  const lines = [];
  for (const action of result.actions.filter((a) => a.what === "create-label"))
    lines.push(`Label: ${inert(action.text.replace(/^would /, ""))}`);
  const labels = result.actions.find((a) => a.what === "create")?.labels;
  for (const step of result.plan.steps) lines.push(...stepLines(step, labels));
  if (result.plan.steps.length === 0) lines.push("Nothing would be written.");
  for (const warning of result.warnings) lines.push(`Note: ${inert(warning)}`);
  return lines;
}
var UPDATE_WORDS = {
  edit: "Edit",
  close: "Close (completed)",
  reopen: "Reopen",
  "close-duplicate": "Close as a duplicate (not planned)"
};
function stepLines(step, labels) {
  switch (step.kind) {
    case "ensure-labels":
      return [];
    case "create":
      return [
        `Labels: ${(labels ?? step.labels).join(", ") || "none"}`,
        `Title: ${inert(step.title)}`,
        ...block("body", step.body)
      ];
    case "update":
      return [
        `${UPDATE_WORDS[step.why]} #${step.issue}`,
        ...step.title !== void 0 ? [`Title: ${inert(step.title)}`] : [],
        ...step.body !== void 0 ? block("body", step.body) : ["Body: unchanged"]
      ];
    case "comment": {
      const on = step.issue === "new" ? "the new issue" : `#${step.issue}`;
      return [`Comment on ${on}:`, ...block("comment", step.body)];
    }
  }
}
function block(what, text) {
  return [`--- ${what} (${[...text].length} characters) ---`, inert(text), `--- end of ${what} ---`];
}
function inert(text) {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "\uFFFD");
}

// src/report/wrapLine.ts
var COLOUR_CODE = /\u001b\[[0-9;]*m/y;
function spaces(line) {
  const found = [];
  let column = 0;
  for (let i = 0; i < line.length; ) {
    COLOUR_CODE.lastIndex = i;
    const code = COLOUR_CODE.exec(line);
    if (code) {
      i += code[0].length;
      continue;
    }
    const char = String.fromCodePoint(line.codePointAt(i));
    if (char === " ") found.push([i, column]);
    column += 1;
    i += char.length;
  }
  return found;
}
function visibleWidth(line) {
  return [...line.replace(new RegExp(COLOUR_CODE.source, "g"), "")].length;
}
function wrapLine(line, width2, indent) {
  const pad = " ".repeat(indent);
  const out = [];
  let rest = line.trimEnd();
  while (visibleWidth(rest) > width2) {
    const candidates = spaces(rest).filter(([, column]) => column > indent);
    const fits = candidates.filter(([, column]) => column <= width2).at(-1) ?? candidates[0];
    if (!fits) break;
    out.push(rest.slice(0, fits[0]).trimEnd());
    rest = pad + rest.slice(fits[0]).trimStart();
  }
  out.push(rest);
  return out;
}

// src/report/terminal.ts
var SEVERITY_COLOR = { error: "31", warning: "33", notice: "36" };
var STATUS_TEXT = {
  "up-to-date": "up to date",
  supported: "supported",
  behind: "behind",
  eol: "EOL",
  unknown: "no upstream release",
  "upstream-unknown": "upstream unknown",
  unreadable: "unreadable"
};
var ITEM_INDENT = 11;
var UNDER_INDENT = ITEM_INDENT + 2;
var DATE_INDENT = 14;
function styleOf(options) {
  return {
    paint: (code, text) => options.color ? `\x1B[${code}m${text}\x1B[0m` : text,
    wrap: (line, indent) => options.width === void 0 ? [line] : wrapLine(line, options.width, indent)
  };
}
function renderTerminal(run2, options, next) {
  const style = styleOf(options);
  const named = run2.families.length > 1;
  const out = [];
  const notInTree = new Set(
    run2.shared.filter((n) => n.kind === "not-in-tree").flatMap((n) => n.families.map((f) => f.id))
  );
  const quietLines = [];
  for (const family of run2.families) {
    if (named && isQuiet(family)) {
      if (!(foundNowhere(family) && notInTree.has(family.family.id))) quietLines.push(...quietLine(family, style));
      continue;
    }
    if (family.check?.compared) out.push(...verdictLines(family.check, family.family, style, named), "");
    for (const branch of family.branches)
      out.push(...branchLines(family, branch, style, named ? family.family.name : void 0), "");
  }
  if (quietLines.length > 0) out.push(...quietLines, "");
  if (run2.shared.length > 0)
    out.push(
      style.paint("1", "Notices for the run"),
      ...run2.shared.flatMap((notice) => style.wrap(sharedLine(notice, style), ITEM_INDENT)),
      ""
    );
  const upcoming = upcomingLines(run2.families);
  if (upcoming.length > 0)
    out.push(style.paint("1", "Upcoming dates"), ...upcoming.flatMap((line) => style.wrap(line, DATE_INDENT)), "");
  out.push(...style.wrap(runVerdict(run2, style), 0));
  if (next) out.push(...style.wrap(next, 0));
  return out.join("\n") + "\n";
}
function verdictText(counts, style) {
  if (counts.status !== "clean") return countsText(counts);
  return `${style.paint("32", "clean")}${counts.notices > 0 ? ` (${countsText(counts)})` : ""}`;
}
var NAMED_FAMILIES = 3;
function runVerdict(run2, style) {
  const count = run2.families.length;
  const families = count > NAMED_FAMILIES ? ` for ${count} families` : count > 1 ? ` for ${run2.families.map((f) => f.family.name).join(" and ")}` : "";
  return `${run2.branches} branch${run2.branches === 1 ? "" : "es"} audited${families}: ${verdictText(run2.counts, style)}`;
}
function quietLine(family, style) {
  const branches = family.branches.map((branch) => lineText(branch.branch.name, NAME_LIMIT));
  const [head] = family.branches;
  const attrs = head && head.rows.length > 0 ? ` (${listText(head.rows.map((row) => lineText(row.attr, NAME_LIMIT)))})` : "";
  const where = branches.length > 0 ? ` on ${listText(branches)}` : "";
  return style.wrap(`${style.paint("1", family.family.name)}: ${style.paint("32", "clean")}${where}${attrs}`, 2);
}
function sharedLine(notice, style) {
  const tag = `  ${severityTag("notice", style, 7)}  `;
  return `${tag}${sharedNoticeText(
    notice,
    (why) => lineText(why, PROSE_LIMIT),
    (b) => lineText(b, NAME_LIMIT)
  )}`;
}
function upcomingLines(families) {
  const byDay = /* @__PURE__ */ new Map();
  for (const date of families.flatMap((family) => family.upcoming)) {
    const label = `${lineText(date.label, NAME_LIMIT)}${date.estimated ? " (estimated)" : ""}`;
    const day = formatDay(date.date);
    const labels = byDay.get(day) ?? [];
    if (!labels.includes(label)) labels.push(label);
    byDay.set(day, labels);
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, labels]) => `  ${day}  ${labels.join("; ")}`);
}
function branchLines(family, branch, style, familyName) {
  const title = branchTitle(branch, familyName);
  const lines = style.wrap(`${style.paint("1", title)}: ${verdictText(branch.counts, style)}`, 2);
  if (branch.rows.length === 0) lines.push(`  no ${family.family.name} attribute found`);
  else {
    const versions = branch.rows.some((row) => row.version !== void 0);
    const header = versions ? ["ATTRIBUTE", "VERSION", "EOL", "STATUS"] : ["ATTRIBUTE", "EOL", "STATUS"];
    lines.push(
      ...alignedTable(
        header,
        branch.rows.map((row) => rowCells(row, versions))
      )
    );
  }
  for (const item of branch.items) lines.push(...itemLines(item, style));
  lines.push(
    ...pullRequestTerminalLines(branch.pullRequests, branch.branch.name, family.family.name).flatMap(
      (line) => style.wrap(line, 4)
    )
  );
  return lines;
}
function branchTitle(branch, familyName) {
  const { kind } = branch.branch;
  const parts = [...familyName ? [familyName] : [], lineText(branch.branch.name, NAME_LIMIT)];
  if (kind === "unstable") parts.push("unstable");
  else parts.push(branch.phase ? `stable, ${PHASE_TEXT[branch.phase]}` : "stable");
  if (branch.releaseName)
    parts.push(`${kind === "unstable" ? "next " : ""}NixOS ${lineText(branch.releaseName, NAME_LIMIT)}`);
  return parts.join(" \xB7 ");
}
function rowCells(row, versions) {
  const eol = row.eol ? `${formatDay(row.eol.date)}${row.eol.estimated ? " (estimated)" : ""}` : "-";
  const behind = row.status === "behind" && row.latest && !row.latestAsked ? [`latest ${row.latest.version.text}`] : [];
  const status = [
    STATUS_TEXT[row.status],
    ...behind,
    ...row.isDefault ? ["default"] : [],
    ...row.channelAliases
  ].join(", ");
  const version = versions ? [row.version?.text ?? "-"] : [];
  return [row.attr, ...version, eol, status].map((cell) => lineText(cell, NAME_LIMIT));
}
function alignedTable(header, rows) {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ""))));
  const line = (cells) => "  " + cells.map((c, i) => i === cells.length - 1 ? c : c + " ".repeat(widths[i] - width(c))).join("  ");
  return [line(header), ...rows.map(line)];
}
function itemLines({ item, why }, style) {
  const subject = item.subject !== void 0 ? `${lineText(item.subject, NAME_LIMIT)}: ` : "";
  const head = `  ${severityTag(item.severity, style, 7)}  ${subject}${lineText(item.fix, PROSE_LIMIT)}`;
  const answers = itemPullRequestLines(item, "terminal").map((line) => " ".repeat(ITEM_INDENT) + line);
  const said = /* @__PURE__ */ new Set();
  const under = why.map((line) => " ".repeat(ITEM_INDENT) + whyLine(item.fix, line, said, style));
  return [
    ...style.wrap(head, ITEM_INDENT),
    ...[...answers, ...under].flatMap((line) => style.wrap(line, UNDER_INDENT))
  ];
}
function whyLine(fix, why, said, style) {
  const severity = why.severity ? `${severityTag(why.severity, style)} ` : "";
  const place = placeOf(why);
  let where = "";
  if (place && !said.has(place)) {
    said.add(place);
    const named = why.file !== void 0 && fix.includes(why.file);
    const short = named ? place.slice(why.file.lastIndexOf("/") + 1) : place;
    if (!(named && why.line === void 0)) where = ` (${lineText(short, NAME_LIMIT)})`;
  }
  return `${severity}${why.rule}${why.text ? `: ${lineText(why.text, PROSE_LIMIT)}` : ""}${where}`;
}
function placeOf(place) {
  if (place.file === void 0) return void 0;
  return `${place.file}${place.line !== void 0 ? `:${place.line}` : ""}`;
}
function severityTag(severity, style, pad = 0) {
  return style.paint(SEVERITY_COLOR[severity], severity.padEnd(pad));
}
function width(text) {
  return [...text].length;
}
function verdictLines(check, family, style, named) {
  const { introduced, fixed, preExisting } = check.compared;
  const base = lineText(check.base, NAME_LIMIT);
  const adds = introduced.counts.total > 0 ? `adds ${countsText(introduced.counts)}` : style.paint("32", `adds no ${family.name} finding`);
  const title = `${named ? `${family.name} \xB7 ` : ""}Pull request against ${base}`;
  const lines = style.wrap(
    `${style.paint("1", title)}: ${adds}; fixes ${fixed.counts.total}; leaves ${preExisting.counts.total} that ${base} already has`,
    2
  );
  const section = (title2, items) => {
    if (items.length === 0) return;
    lines.push(`${title2}:`, ...items.flatMap((item) => itemLines(item, style)));
  };
  section("Introduced by this pull request", introduced.items);
  section("Fixed by this pull request", fixed.items);
  for (const needed of check.backportLabels)
    lines.push(
      ...style.wrap(
        `  ${severityTag("notice", style, 7)}  changes ${family.name} ${needed.minors.join(", ")}, which ${lineText(needed.branch, NAME_LIMIT)} also packages: once merged, it will need the label "${lineText(needed.label, NAME_LIMIT)}"`,
        ITEM_INDENT
      )
    );
  return lines;
}

// src/cli/demo.ts
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// src/cli/usage.ts
import { parseArgs } from "node:util";
var EXIT = {
  /** Ran; nothing reaches --fail-on. */
  ok: 0,
  /** Ran; findings reach --fail-on (in a pull request check: findings the pull request adds). */
  findings: 1,
  /** The command line is wrong: an unknown option, a value not accepted, a path that is not there, a local file that cannot be used. */
  usage: 2,
  /** The run could not finish: no network, the GitHub API failed or refused, or an unexpected error. */
  environment: 3
};
var UsageError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "UsageError";
  }
};
function familyOptionHelp(family) {
  return {
    "upstream-repository": ["OWNER/NAME", `where ${family.name} releases are read (${family.upstream.repository})`],
    labels: ["A,B", `labels of its new issues (none)`],
    team: ["ORG/TEAM", `team its checklists mention (${family.team || "none"})`],
    policy: ["NAME", "nixpkgs | full-lifecycle | all-supported (default nixpkgs)"],
    "backport-through": ["WHICH", "next-release | before-next (default next-release)"],
    "default-target": [
      "WHICH",
      "stable-channel | newest (default stable-channel): what its default on master and a release follow"
    ]
  };
}
function familyOptions(family) {
  const help = familyOptionHelp(family);
  const { repository: repository2, channelFile } = family.upstream;
  return [
    ...familyOptionNames(family).map((name) => {
      const [value, text] = help[name];
      return { name: familyOption(family, name), value, group: "run", help: text };
    }),
    ...repository2 !== void 0 ? [
      {
        name: familyOption(family, "releases"),
        value: "FILE",
        group: "data",
        help: `${family.name} releases: a JSON array of GitHub release objects`
      }
    ] : [],
    ...channelFile !== void 0 ? [
      {
        name: familyOption(family, "channel"),
        value: "FILE",
        group: "data",
        help: `upstream ${channelFile} (its stable channel), read as is`
      }
    ] : []
  ];
}
var OPTIONS = [
  {
    name: "packages",
    value: "LIST",
    group: "run",
    help: `package families to audit, e.g. "k3s,rke2,postgresql", or all (default ${defaultFamily().id}; known: those of families/catalogue.yaml and --families-file)`
  },
  {
    name: "families-file",
    value: "FILE",
    group: "run",
    help: "families of your own, or fields of catalogue ones overridden by id (docs/FAMILIES.md)"
  },
  { name: "branch", value: "NAME", group: "run", help: "master, release-26.05 ... (default: from lib/.version)" },
  {
    name: "mode",
    value: "MODE",
    group: "run",
    help: "auto | audit | feature-freeze | branch-off | pr-check (default auto): the work a run in Actions would do"
  },
  {
    name: "all-branches",
    group: "run",
    help: "audit every branch that matters now, not only the checkout: the others from --tree, else the API"
  },
  {
    name: "preview",
    group: "run",
    help: "print every issue, checklist and comment the run would write, in full; writes nothing (implies --all-branches)"
  },
  {
    name: "fix",
    group: "run",
    help: "write into NIXPKGS_PATH the mechanical edits of every item of the checkout's branch (bindings, dated throws, the cycle's files, release notes, defaults), after Nix's parser and a second audit accept them; the summary lists what needs a person"
  },
  {
    name: "diff",
    group: "run",
    help: "print the change --fix would write, as a unified diff git apply takes; writes nothing"
  },
  {
    name: "repository",
    value: "OWNER/NAME",
    group: "run",
    help: "where the issues are kept, read by --preview when GITHUB_TOKEN is set (default: --nixpkgs-repository)"
  },
  {
    name: "keep",
    value: '"[FAMILY] 1.25: reason"',
    multiple: true,
    group: "run",
    help: `keep a minor despite removal rules (repeatable); without FAMILY, of ${defaultFamily().name}`
  },
  { name: "now", value: "YYYY-MM-DD", group: "run", help: "audit as of that day" },
  { name: "feature-freeze-date", value: "YYYY-MM-DD", group: "run", help: "feature freeze of the upcoming release" },
  { name: "branch-off-date", value: "YYYY-MM-DD", group: "run", help: "branch-off of the upcoming release" },
  { name: "release-date", value: "YYYY-MM-DD", group: "run", help: "release day of the upcoming release" },
  ...familiesWithInputs().flatMap(familyOptions),
  {
    name: "nixpkgs-repository",
    value: "OWNER/NAME",
    group: "run",
    help: "where other branches are read (NixOS/nixpkgs)"
  },
  {
    name: "endoflife-url",
    value: "URL",
    group: "run",
    help: "where upstream lifecycles are read: endoflife.date's API v1 (https://endoflife.date), or a mirror"
  },
  {
    name: "create-labels",
    group: "run",
    help: "a label named that the repository lacks would be created (default: the issue goes without it)"
  },
  {
    name: "commit",
    value: "SHA",
    group: "run",
    help: "the commit the checkout is, for links to its files in issues and --markdown (default: GITHUB_SHA, as in Actions)"
  },
  {
    name: "own-issues-author",
    value: "LOGIN",
    group: "run",
    help: "whose issues count as the action's own, for --preview (github-actions[bot]; a token's own login wins)"
  },
  {
    name: "fail-on",
    value: "LEVEL",
    group: "run",
    help: "error | warning | never (default error): exit code 1 when findings reach it"
  },
  { name: "kubernetes-schedule", value: "FILE", group: "data", help: "a copy of data/releases/schedule.yaml" },
  { name: "kubernetes-eol", value: "FILE", group: "data", help: "a copy of data/releases/eol.yaml" },
  {
    name: "tree",
    value: "BRANCH=PATH",
    multiple: true,
    group: "data",
    help: "a checkout of another nixpkgs branch (release-26.05=PATH), or of a release tag (26.05=PATH: the release as it shipped, for default-changed) (repeatable)"
  },
  {
    name: "endoflife",
    value: "DIR",
    group: "data",
    help: "endoflife.date's answers, recorded: PRODUCT.json each, the body of GET /api/v1/products/PRODUCT"
  },
  {
    name: "pulls",
    value: "FILE",
    group: "data",
    help: "nixpkgs' pull requests in flight: a recorded answer of the search, their pages, files and heads (docs/PULL-REQUESTS.md)"
  },
  {
    name: "offline",
    group: "data",
    help: "never use the network: what no file gives is unknown, and the report says so"
  },
  {
    name: "demo",
    group: "data",
    help: "the bundled example of 2026-11-29, offline; --branch picks its master, release-26.05 or release-26.11"
  },
  {
    name: "sparse-paths",
    group: "output",
    help: "print what a run of --packages reads of a checkout, one path a line, for actions/checkout's sparse-checkout (cone mode off), and stop"
  },
  { name: "json", group: "output", help: "print the findings as JSON" },
  { name: "markdown", group: "output", help: "print the job summary (Markdown, Mermaid timeline included)" },
  {
    name: "no-color",
    group: "output",
    help: "no ANSI colours; nor with NO_COLOR or TERM=dumb (FORCE_COLOR=1 gives them, even into a pipe)"
  },
  { name: "verbose", short: "v", group: "output", help: "progress on stderr, every retry included" },
  { name: "version", group: "output", help: "the version of k3s-release-guard" },
  { name: "help", short: "h", group: "output", help: "this text" }
];
var GROUP_TITLES = {
  run: "Options (the action has an input of the same name for most):",
  data: "Local data, read instead of the GitHub API:",
  output: "Output:"
};
var HELP_WIDTH = 100;
function wrap(text, width2) {
  const lines = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width2) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}
function usageText() {
  const flag = (o) => `${o.short ? `-${o.short}, ` : ""}--${o.name}${o.value ? ` ${o.value}` : ""}`;
  const column = Math.max(...OPTIONS.map((o) => flag(o).length)) + 4;
  const entry = (o) => wrap(o.help, HELP_WIDTH - column).map((line, i) => (i === 0 ? `  ${flag(o)}`.padEnd(column) : " ".repeat(column)) + line).join("\n");
  const groups = Object.keys(GROUP_TITLES).map(
    (group) => [GROUP_TITLES[group], ...OPTIONS.filter((o) => o.group === group).map(entry)].join("\n")
  );
  return `Usage: k3s-release-guard [options] [NIXPKGS_PATH]

Audits the k3s packages of a nixpkgs checkout (default: the current folder)
against upstream k3s releases, Kubernetes end-of-life dates and the NixOS
release calendar. Reads GITHUB_TOKEN (optional: raises the API rate limit, and
lets --preview read the existing issues) and GITHUB_API_URL (default
https://api.github.com). The report wraps to the terminal's width; into a pipe,
to COLUMNS when it is set.

${groups.join("\n\n")}

Exit codes: ${EXIT.ok} nothing reaches --fail-on; ${EXIT.findings} findings reach --fail-on; ${EXIT.usage} the command line is wrong;
${EXIT.environment} the run could not finish (no network, GitHub API failure).
With --fix or --diff: ${EXIT.ok} every mechanical edit was written (or printed) and checked;
${EXIT.findings} a check failed and nothing was written; ${EXIT.usage} the command line is wrong, or a file to edit
has uncommitted changes.
`;
}
function parseCommandLine(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: Object.fromEntries(
        OPTIONS.map((o) => [
          o.name,
          {
            type: o.value ? "string" : "boolean",
            ...o.multiple ? { multiple: true } : {},
            ...o.short ? { short: o.short } : {}
          }
        ])
      )
    });
  } catch (error) {
    throw new UsageError(parseProblem(error, argv));
  }
  if (parsed.positionals.length > 1) {
    throw new UsageError(
      `one nixpkgs path at most, got ${parsed.positionals.length}: ${parsed.positionals.map((p) => `"${p}"`).join(" ")}; see --help.`
    );
  }
  return { values: parsed.values, path: parsed.positionals[0] };
}
function optionsEndingIn(unknown) {
  const name = /^--([a-z][a-z0-9-]*)$/.exec(unknown)?.[1];
  return name === void 0 ? [] : OPTIONS.filter((o) => o.name.endsWith(`-${name}`));
}
function listOr(items) {
  return items.length <= 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}
function parseProblem(error, argv) {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : void 0;
  const message = error instanceof Error ? error.message : String(error);
  const named = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const unknown = named ?? argv.find((a) => a.startsWith("-")) ?? "";
    const near = optionsEndingIn(unknown);
    const meant = near.length > 0 ? ` (did you mean ${listOr(near.map((o) => `--${o.name}`))}?)` : "";
    return `unknown option ${unknown}${meant}; see --help for the options.`;
  }
  const spec = OPTIONS.find((o) => named === `--${o.name}` || o.short && named === `-${o.short}`);
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && spec?.value)
    return `--${spec.name} needs a value: --${spec.name} ${spec.value}; see --help.`;
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && spec) return `--${spec.name} takes no value; see --help.`;
  return `${message}; see --help.`;
}

// src/cli/demo.ts
var DEMO_DAY = "2026-11-29";
var DEMO_PACKAGES = "k3s, rke2, postgresql, nodejs, python";
function demoRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(path.join(dir, "demo", "recorded", "releases.json"))) return path.join(dir, "demo");
    dir = path.dirname(dir);
  }
  throw new Error("The demo data (demo/recorded/releases.json) is missing next to this program.");
}
function demo(root = demoRoot(), branch = "master") {
  const recorded = path.join(root, "recorded");
  const branches = path.join(root, "branches");
  const tags = path.join(root, "tags");
  const below = (folder) => readdirSync(folder).map((name) => [name, path.join(folder, name)]);
  const branchTrees = new Map([["master", path.join(root, "nixpkgs")], ...below(branches)]);
  const checkout = branchTrees.get(branch);
  if (!checkout) {
    throw new UsageError(
      `--demo has no tree of ${branch}; give --branch ${[...branchTrees.keys()].join(", --branch ")}, or drop --branch.`
    );
  }
  const trees = new Map([...branchTrees, ...below(tags)]);
  return {
    nixpkgsPath: checkout,
    local: {
      releases: /* @__PURE__ */ new Map([
        ["k3s", path.join(recorded, "releases.json")],
        ["rke2", path.join(recorded, "rke2-releases.json")]
      ]),
      lifecycle: { schedule: path.join(recorded, "schedule.yaml"), eol: path.join(recorded, "eol.yaml") },
      trees,
      // k3s's channel is its target default (default-target stable-channel, the default); rke2's is read on every run.
      channels: /* @__PURE__ */ new Map([
        ["k3s", path.join(recorded, "channel.yaml")],
        ["rke2", path.join(recorded, "rke2-channels.yaml")]
      ]),
      pulls: path.join(recorded, "pulls.json"),
      // The bodies of GET /api/v1/products/<product> on the demo's day, as --endoflife DIR reads them.
      endoflife: path.join(recorded, "endoflife")
    },
    // k3s and rke2 by their own rules, and the declared families the demo's trees package; each in its own section.
    options: { now: DEMO_DAY, branch, packages: DEMO_PACKAGES }
  };
}

// src/cli/fixSummary.ts
var STATUS_WORDS = {
  changed: "changed",
  done: "already done",
  person: "needs a person",
  blocked: "needs a person first"
};
function problemLine(problem) {
  return lineText(`${problem.file}${problem.line !== void 0 ? `:${problem.line}` : ""}: ${problem.message}`);
}
function parsedAll(outcome) {
  return outcome.parsed.length > 0 && outcome.parsed.every((r) => r.status === "parsed");
}
function checkedLine(outcome) {
  const { parsed } = outcome;
  if (parsed.length === 0) return "Checked: no .nix file edited, nothing to parse.";
  const missing = parsed.find((r) => r.status === "not-parsed");
  if (missing && missing.status === "not-parsed")
    return `Checked: not parsed: ${missing.reason === NOT_FOUND ? NOT_FOUND : lineText(missing.reason)} (Debian: apt-get install nix-bin).`;
  return `Checked: Nix's parser (nix-instantiate --parse) accepts the ${parsed.length} edited .nix file${parsed.length === 1 ? "" : "s"}.`;
}
function fixSummaryText(outcome, write) {
  const lines = [];
  for (const item of outcome.items) {
    const name = lineText(`${item.subject ?? item.family} (${item.family})`);
    if (item.status === "changed") lines.push(`${name}: changed ${lineText(item.files.join(", "))}`);
    else if (item.status === "done") lines.push(`${name}: already done, nothing to change`);
    for (const sentence of item.forAPerson)
      lines.push(`${name}: ${STATUS_WORDS[item.status === "blocked" ? "blocked" : "person"]}: ${lineText(sentence)}`);
  }
  if (outcome.items.length === 0) lines.push("Nothing to fix on the checkout's branch.");
  lines.push(checkedLine(outcome));
  const { before, after } = outcome;
  if (after)
    lines.push(
      `Second audit of the edited tree: ${before.errors} errors, ${before.warnings} warnings before; ${after.errors} errors, ${after.warnings} warnings after.`
    );
  for (const failure2 of outcome.failures) lines.push(`Check failed: ${problemLine(failure2)}`);
  if (outcome.refused) lines.push(`Refused: ${problemLine(outcome.refused)}`);
  const references = outcome.references;
  if (references) {
    for (const name of references.names) {
      if (name.total === 0) {
        lines.push(`${name.name}: no other reference in the ${references.filesSearched} .nix files searched.`);
        continue;
      }
      lines.push(`${name.name}: ${name.total} other reference${name.total === 1 ? "" : "s"} for a person to move:`);
      for (const ref of name.shown) lines.push(`  ${lineText(ref.file)}:${ref.line}`);
      if (name.total > name.shown.length) lines.push(`  and ${name.total - name.shown.length} more`);
    }
    for (const path6 of references.notSearched) lines.push(`Not searched for references: ${lineText(path6)}.`);
  }
  if (outcome.failures.length > 0 || outcome.refused) lines.push("Nothing was written.");
  else if (!write) lines.push("Nothing was written (--diff).");
  else if (outcome.written)
    lines.push(
      `Written into the checkout: ${outcome.written.written.length} file${outcome.written.written.length === 1 ? "" : "s"} edited, ${outcome.written.deleted.length} deleted.`
    );
  else lines.push("Nothing to write: the checkout has every mechanical edit already.");
  return `${lines.join("\n")}
`;
}
function fixSummaryJson(outcome, write) {
  const parsed = parsedAll(outcome);
  return `${JSON.stringify(
    {
      written: write && outcome.written !== void 0,
      items: outcome.items.map((item) => ({
        family: item.family,
        ...item.subject !== void 0 ? { subject: item.subject } : {},
        status: item.status,
        files: item.files,
        forAPerson: item.forAPerson,
        parsed: item.status === "changed" ? parsed : false
      })),
      parsed: outcome.parsed,
      audit: { before: outcome.before, ...outcome.after ? { after: outcome.after } : {} },
      failures: outcome.failures,
      ...outcome.refused ? { refused: outcome.refused } : {},
      ...outcome.references ? {
        references: outcome.references.names,
        notSearched: outcome.references.notSearched
      } : {},
      diff: outcome.diff
    },
    null,
    2
  )}
`;
}

// src/cli/localPaths.ts
import { readFileSync, statSync } from "node:fs";
import path2 from "node:path";
function isFolder(file) {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}
function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
function nixpkgsFolder(given, named, branchGiven, cwd) {
  const folder = path2.resolve(cwd, given);
  if (!isFolder(folder))
    throw new UsageError(`${named}: no such folder; give the path of a nixpkgs checkout, or --demo (see --help).`);
  const has = (entry) => isFolder(path2.join(folder, entry)) || isFile(path2.join(folder, entry));
  const marks = [
    NIXPKGS_PATHS.libVersion,
    NIXPKGS_PATHS.allPackages,
    ...familiesWithInputs().map((f) => f.layout.folder)
  ];
  if (!marks.some(has))
    throw new UsageError(
      `${named} is not a nixpkgs checkout (it has none of ${marks.join(", ")}); give the path of one, or --demo (see --help).`
    );
  if (!branchGiven && !has(NIXPKGS_PATHS.libVersion))
    throw new UsageError(
      `${named} has no ${NIXPKGS_PATHS.libVersion}, so its branch is unknown; give --branch master or --branch release-YY.MM.`
    );
  return folder;
}
function dataFile(option, file, cwd) {
  if (file !== void 0 && !isFile(path2.resolve(cwd, file)))
    throw new UsageError(`--${option} ${file}: no such file; give the path of a local copy (see --help).`);
  return file;
}
function dataFolder(option, folder, cwd) {
  if (folder !== void 0 && !isFolder(path2.resolve(cwd, folder)))
    throw new UsageError(`--${option} ${folder}: no such folder; give a folder of recorded answers (see --help).`);
  return folder === void 0 ? void 0 : path2.join(folder, ".");
}
function parseTrees(values, cwd) {
  const trees = /* @__PURE__ */ new Map();
  for (const value of values) {
    const at = value.indexOf("=");
    const ref = value.slice(0, at);
    if (at <= 0 || at === value.length - 1 || !(parseBranch(ref) || isReleaseName(ref)))
      throw new UsageError(
        `--tree "${value}": write it BRANCH=PATH or RELEASE=PATH, e.g. --tree release-26.05=../nixpkgs-26.05 or, for the release tag, --tree 26.05=../nixpkgs-at-26.05.`
      );
    trees.set(ref, nixpkgsFolder(value.slice(at + 1), `--tree ${value}`, true, cwd));
  }
  return trees;
}
function catalogueOf(file, cwd) {
  const given = dataFile("families-file", file, cwd);
  if (given === void 0) return builtInCatalogue();
  const found = path2.resolve(cwd, given);
  const size = statSync(found).size;
  if (size > MAX_FAMILIES_FILE_BYTES)
    throw new UsageError(
      `--families-file ${given}: ${size} bytes, over the ${MAX_FAMILIES_FILE_BYTES} bytes a families file may have.`
    );
  try {
    return loadCatalogue({ file: shownPath(given, cwd), text: readFileSync(found, "utf8") });
  } catch (error) {
    if (error instanceof DeclarationError) throw new UsageError(`--families-file ${error.message}`);
    throw error;
  }
}

// src/cli/nextStep.ts
function whyUnread({ branch, why, detail }) {
  const name = lineText(branch, NAME_LIMIT);
  return why === "no-tree" ? `${name} (no tree given: --tree ${name}=PATH)` : `${name} (${lineText(detail)})`;
}
function nextStep(result, given) {
  const { work } = result;
  const [first] = result.families;
  if (work.prCheck || !first) return void 0;
  const { report } = first;
  const audited = result.families.flatMap((f) => f.report.audits.map((audit) => audit.branch));
  const unread = [...new Map(result.families.flatMap((f) => f.report.unread ?? []).map((u) => [u.branch, u])).values()];
  const others = report.branchesThatMatter.filter(
    (branch) => !audited.some((done) => sameBranch(done, branch)) && !unread.some((u) => u.branch === branch.name)
  );
  const checklists = [
    ...work.featureFreeze ? [`the feature-freeze checklist of NixOS ${work.featureFreeze.name}`] : [],
    ...work.branchOff ? [`the branch-off checklist of NixOS ${work.branchOff.name}`] : []
  ];
  const opens = checklists.length > 0 ? `, with ${listText(checklists)}` : "";
  const notAudited = unread.length > 0 ? `Not audited: ${listText(unread.map(whyUnread))}. ` : "";
  const allBranches = !given.allBranches && others.length > 0 ? `--all-branches audits ${lineText(listText(others.map((branch) => branch.name)), NAME_LIMIT)} too; ` : "";
  return `${notAudited}Next: ${allBranches}--preview shows the issues a scheduled run would write${opens}.`;
}

// src/cli/sparsePaths.ts
import path3 from "node:path";

// src/families/checkoutPaths.ts
var RUN_READS = [
  NIXPKGS_PATHS.libVersion,
  NIXPKGS_PATHS.versionModule,
  `${NIXPKGS_FOLDERS.releaseNotes}/`
];
function checkoutPaths(families, familiesFile) {
  const paths = /* @__PURE__ */ new Set([...RUN_READS, ...families.flatMap((family) => family.layout.reads)]);
  if (familiesFile !== void 0) paths.add(familiesFile);
  const patterns = [...paths].map((read) => `/${read}`);
  return patterns.filter((pattern) => !patterns.some((other) => other !== pattern && matchesPattern(other, pattern.slice(1)))).sort();
}
function matchesPattern(pattern, treePath) {
  const anchored = `/${treePath}`;
  if (pattern.endsWith("/")) return `${anchored}/`.startsWith(pattern);
  if (!pattern.includes("*")) return anchored === pattern;
  const glob = pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join("[^/]*");
  return new RegExp(`^${glob}$`).test(anchored);
}

// src/cli/sparsePaths.ts
function sparsePathsText(values, cwd, checkout = ".") {
  const text = (name) => typeof values[name] === "string" ? values[name] : void 0;
  const file = text("families-file");
  const catalogue = catalogueOf(file, cwd);
  const families = auditedFamilies((name) => text(name) ?? "", catalogue);
  const inside = file === void 0 ? void 0 : path3.relative(path3.resolve(cwd, checkout), path3.resolve(cwd, file));
  const listed = inside !== void 0 && !inside.startsWith("..") && !path3.isAbsolute(inside) ? inside : void 0;
  return `${checkoutPaths(families, listed?.split(path3.sep).join("/")).join("\n")}
`;
}

// src/cli/stderrLog.ts
function stderrLog(verbose, write = (text) => process.stderr.write(text)) {
  if (!verbose)
    return {
      group: (_title, work) => work(),
      info: () => void 0,
      warning: (message) => write(`k3s-release-guard: warning: ${lineText(message)}
`)
    };
  return {
    group: async (title, work) => {
      write(`\u2022 ${lineText(title)}
`);
      return work();
    },
    info: (message) => write(`  ${lineText(message)}
`),
    warning: (message) => write(`  warning: ${lineText(message)}
`)
  };
}

// src/cli/version.ts
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
import path4 from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
var NAME = "k3s-release-guard";
function programVersion() {
  let dir = path4.dirname(fileURLToPath2(import.meta.url));
  for (let i = 0; i < 4; i++) {
    const file = path4.join(dir, "package.json");
    if (existsSync2(file)) {
      const manifest = JSON.parse(readFileSync2(file, "utf8"));
      if (manifest.name === NAME && typeof manifest.version === "string") return manifest.version;
    }
    dir = path4.dirname(dir);
  }
  throw new Error(`The package.json of ${NAME} is missing next to this program.`);
}

// src/cli/terminalStyle.ts
var DEFAULT_WIDTH = 80;
var MIN_WIDTH = 40;
function terminalStyle(facts) {
  const { env } = facts;
  const forced = env.FORCE_COLOR;
  let color;
  if (facts.noColorFlag) color = false;
  else if (forced !== void 0 && forced !== "") color = forced !== "0" && forced.toLowerCase() !== "false";
  else if ((env.NO_COLOR ?? "") !== "" || env.TERM === "dumb") color = false;
  else color = facts.isTTY;
  const fromEnv = /^\d+$/.test(env.COLUMNS ?? "") ? Number(env.COLUMNS) : void 0;
  const columns = facts.isTTY ? facts.columns || fromEnv || DEFAULT_WIDTH : fromEnv;
  const width2 = columns === void 0 || columns === 0 ? void 0 : Math.max(MIN_WIDTH, columns);
  return width2 === void 0 ? { color } : { color, width: width2 };
}

// src/cli/words.ts
function cliWords(offline) {
  return {
    option: (name) => `--${name}`,
    set: (name) => `Give --${name}`,
    dates: "date options",
    readBranch: (branch) => {
      const tree = `--tree ${/^[\w.-]+$/.test(branch) ? branch : "release-YY.MM"}=PATH`;
      return offline ? `Give ${tree}` : `Set GITHUB_TOKEN or give ${tree}`;
    }
  };
}

// src/cli/runCli.ts
var CLI_CLIENT = { readTimeoutMs: 4e3, retries: 2, retryAfterBaseMs: 500 };
var OFFLINE_HINT = "to work without it, use --demo, or --offline with --k3s-releases (--rke2-releases), --kubernetes-schedule, --kubernetes-eol and --tree (see --help).";
function retryLog(verbose, io) {
  let said = false;
  return (line) => {
    if (!verbose && said) return;
    said = true;
    io.stderr.write(`k3s-release-guard: ${lineText(line)}
`);
  };
}
function commit(values, env) {
  const given = typeof values.commit === "string" ? values.commit : void 0;
  const sha = (given ?? env.GITHUB_SHA ?? "").trim();
  if (sha === "") return void 0;
  if (!/^[0-9a-f]{40}$/i.test(sha)) {
    throw new UsageError(
      `${given !== void 0 ? "--commit" : "GITHUB_SHA"} "${lineText(sha, 60)}" is not a commit hash; give the 40 hex digits of the checkout's commit (git rev-parse HEAD).`
    );
  }
  return sha.toLowerCase();
}
function accessor(values) {
  return {
    flag: (name) => values[name] === true,
    text: (name) => typeof values[name] === "string" ? values[name] : void 0,
    list: (name) => Array.isArray(values[name]) ? values[name] : []
  };
}
function refuseTogether(flag, pairs) {
  for (const [a, b] of pairs)
    if (flag(a) && flag(b)) throw new UsageError(`--${a} and --${b} do not go together; give one of them.`);
}
function readCommand(values, given, cwd) {
  const { flag, text, list } = accessor(values);
  refuseTogether(flag, [
    ["json", "markdown"],
    ["preview", "json"],
    ["preview", "markdown"],
    ["fix", "diff"],
    ["fix", "preview"],
    ["diff", "preview"],
    ["fix", "markdown"],
    ["diff", "markdown"],
    ["fix", "all-branches"],
    ["diff", "all-branches"]
  ]);
  if (flag("demo") && flag("fix"))
    throw new UsageError("--demo is read-only: --fix writes into a checkout; use --demo --diff to see its change.");
  const branch = text("branch");
  if (branch !== void 0 && !parseBranch(branch))
    throw new UsageError(
      `--branch ${branch} is not a nixpkgs branch; use master or release-YY.MM, e.g. release-26.05.`
    );
  if (flag("demo") && given !== void 0)
    throw new UsageError(`--demo audits its own trees, not ${given}; drop the path or --demo.`);
  const example = flag("demo") ? demo(void 0, branch ?? "master") : void 0;
  const catalogue = catalogueOf(text("families-file"), cwd);
  const options = readRunOptions((name) => {
    if (name === "keep") return list("keep").join("\n");
    if (name === "create-labels") return flag(name) ? "true" : "";
    return text(name) ?? example?.options[name] ?? "";
  }, catalogue);
  const checkoutNamed = given !== void 0 ? `NIXPKGS_PATH ${given}` : "the current folder";
  const checkout = example?.nixpkgsPath ?? nixpkgsFolder(given ?? ".", checkoutNamed, !!branch, cwd);
  const fileOptions = /* @__PURE__ */ new Map();
  const named = (option, file) => {
    if (file !== void 0) fileOptions.set(file, `--${option}`);
    return file;
  };
  const familyFiles = (option, recorded) => new Map(
    familiesWithInputs().flatMap(({ id }) => {
      const name = familyOption({ id }, option);
      const file = named(name, dataFile(name, text(name), cwd)) ?? recorded?.get(id);
      return file === void 0 ? [] : [[id, file]];
    })
  );
  const local = {
    releases: familyFiles("releases", example?.local.releases),
    lifecycle: {
      schedule: named("kubernetes-schedule", dataFile("kubernetes-schedule", options.kubernetesSchedule, cwd)) ?? example?.local.lifecycle?.schedule,
      eol: named("kubernetes-eol", dataFile("kubernetes-eol", options.kubernetesEol, cwd)) ?? example?.local.lifecycle?.eol
    },
    trees: new Map([...example?.local.trees ?? [], ...parseTrees(list("tree"), cwd)]),
    channels: familyFiles("channel", example?.local.channels),
    pulls: named("pulls", dataFile("pulls", text("pulls"), cwd)) ?? example?.local.pulls,
    endoflife: named("endoflife", dataFolder("endoflife", text("endoflife"), cwd)) ?? example?.local.endoflife,
    // Paths as typed are read from the folder the command line was given in.
    folder: cwd,
    optionFor: (id, option) => `--${familyOption({ id }, option)}`
  };
  const { schedule, eol } = local.lifecycle;
  if (schedule === void 0 !== (eol === void 0))
    throw new UsageError(
      `--kubernetes-schedule and --kubernetes-eol go together; give ${schedule === void 0 ? "--kubernetes-schedule" : "--kubernetes-eol"} FILE as well.`
    );
  return {
    options,
    catalogue,
    checkout,
    local,
    issueRepository: repository((name) => text(name) ?? "", "repository", options.nixpkgsRepository),
    // The demo is offline: everything it needs is in its files.
    offline: example !== void 0 || flag("offline"),
    fileOptions,
    checkoutNamed
  };
}
async function checkReleaseFile(command, branchGiven, cwd) {
  if (branchGiven) return;
  const { problem } = await readNixosVersion(localTree(command.checkout, { shownFrom: cwd }));
  if (problem)
    throw new UsageError(
      `${command.checkoutNamed}: ${problem.file} ${problem.message}, so its branch is unknown; give --branch master or --branch release-YY.MM.`
    );
}
function localAsks(options, catalogue) {
  const audited = new Map(options.families.map((chosen) => [chosen.family, chosen]));
  return {
    families: catalogue.families.flatMap(
      ({ id, upstream }) => upstream.releasesOf === void 0 ? [] : [
        {
          family: upstream.releasesOf,
          repository: audited.get(id)?.upstreamRepository ?? upstream.releasesOf.repository
        }
      ]
    ),
    products: options.families.flatMap(({ family }) => familyIn(catalogue, family)?.upstream.product ?? [])
  };
}
function usageOfFile(error, fileOptions) {
  const option = fileOptions.get(error.file) ?? fileOptions.get(path5.dirname(error.file));
  return new UsageError(`${option ? `${option} ` : ""}${error.file}: ${error.problem}; give ${error.expected}.`);
}
function print(result, flag, io) {
  const out = (text) => io.stdout.write(text.endsWith("\n") ? text : `${text}
`);
  if (flag("json")) out(renderJson(result.report));
  else if (flag("markdown")) out(result.summary);
  else {
    const style = terminalStyle({
      noColorFlag: flag("no-color"),
      env: io.env,
      isTTY: io.stdout.isTTY === true,
      columns: io.stdout.columns
    });
    out(renderTerminal(result.report, style, nextStep(result, { allBranches: flag("all-branches") })));
  }
}
async function run(argv, io) {
  const { values, path: given } = parseCommandLine(argv);
  const { flag } = accessor(values);
  if (flag("help")) {
    io.stdout.write(usageText());
    return EXIT.ok;
  }
  if (flag("version")) {
    io.stdout.write(`k3s-release-guard ${programVersion()}
`);
    return EXIT.ok;
  }
  if (flag("sparse-paths")) {
    io.stdout.write(sparsePathsText(values, io.cwd, given));
    return EXIT.ok;
  }
  const command = readCommand(values, given, io.cwd);
  const { options, catalogue, checkout, local, issueRepository, offline } = command;
  await checkReleaseFile(command, options.branch !== void 0, io.cwd);
  const verbose = flag("verbose");
  const token = io.env.GITHUB_TOKEN ?? "";
  const client = offline ? void 0 : createGitHubClient({
    token,
    baseUrl: io.env.GITHUB_API_URL ?? GITHUB_API,
    log: retryLog(verbose, io),
    ...CLI_CLIENT
  });
  const [owner, repo] = issueRepository.split("/");
  const existing = client && token ? { store: createIssueStore(client, { owner, repo }), repository: issueRepository } : void 0;
  let previewShown = false;
  const show = (preview) => {
    previewShown = true;
    io.stdout.write(preview);
  };
  const publisher = flag("preview") ? previewIssuePublisher({
    author: options.ownIssuesAuthor,
    createLabels: options.createLabels,
    existing,
    show,
    words: cliWords(offline)
  }) : void 0;
  const sources = localSources(
    // Without a token, the pull requests (a search, then a few reads each) would spend most of the hour's 60 requests.
    token ? local : { ...local, pullsUnread: "they are read only with GITHUB_TOKEN set; give it, or --pulls FILE" },
    client && githubSources(
      client,
      options.nixpkgsRepository,
      {},
      createEndOfLifeClient({ baseUrl: options.endoflifeUrl, log: retryLog(verbose, io), ...CLI_CLIENT })
    )
  );
  let result;
  try {
    await sources.check(localAsks(options, catalogue));
    const runRequest = {
      options,
      checkout: localTree(checkout, { shownFrom: io.cwd }),
      sources,
      // Links to the checkout's files name its commit on the GitHub server, as the action's do.
      context: { sha: commit(values, io.env), serverUrl: io.env.GITHUB_SERVER_URL || "https://github.com" },
      log: stderrLog(verbose, (text) => io.stderr.write(text)),
      catalogue,
      publisher,
      // A preview shows what a run writes, and a run audits every branch that matters.
      checkoutOnly: !flag("all-branches") && !flag("preview"),
      words: cliWords(offline)
    };
    if (flag("fix") || flag("diff")) return await fixCommand(runRequest, checkout, flag, io);
    result = await runGuard(runRequest);
  } catch (error) {
    throw error instanceof LocalFileError ? usageOfFile(error, command.fileOptions) : error;
  }
  if (!publisher) print(result, flag, io);
  else if (result.work.prCheck) io.stdout.write("A pull request check writes no issue; nothing to preview.\n");
  else if (!previewShown) show(renderPreview({ results: [] }, existing?.repository));
  return result.failing.length > 0 ? EXIT.findings : EXIT.ok;
}
async function fixCommand(run2, checkout, flag, io) {
  const write = flag("fix");
  const outcome = await fixRun({ run: run2, write, root: checkout });
  const summary = flag("json") ? fixSummaryJson(outcome, write) : fixSummaryText(outcome, write);
  if (!write && !flag("json")) {
    io.stdout.write(outcome.diff);
    io.stderr.write(summary);
  } else io.stdout.write(summary);
  if (outcome.refused) {
    io.stderr.write(`k3s-release-guard: ${problemLine(outcome.refused)}
`);
    return EXIT.usage;
  }
  if (outcome.failures.length > 0) {
    for (const failure2 of outcome.failures)
      io.stderr.write(`k3s-release-guard: nothing was written: ${problemLine(failure2)}
`);
    return EXIT.findings;
  }
  return EXIT.ok;
}
function failure(error) {
  if (error instanceof UsageError) return { line: error.message, code: EXIT.usage };
  if (error instanceof OptionError) return { line: `--${error.option}: ${error.problem}`, code: EXIT.usage };
  if (error instanceof DateInputError) return { line: error.message, code: EXIT.usage };
  const unreachable = unreachableCause(error);
  if (unreachable)
    return {
      line: `cannot reach the GitHub API at ${unreachable.host} (${unreachable.reason}); ${OFFLINE_HINT}`,
      code: EXIT.environment
    };
  const message = error instanceof Error ? error.message : String(error);
  return { line: message.split("\n")[0] ?? message, code: EXIT.environment };
}
async function runCli(argv, io) {
  try {
    return await run(argv, io);
  } catch (error) {
    const { line, code } = failure(error);
    io.stderr.write(`k3s-release-guard: ${lineText(line)}
`);
    return code;
  }
}

// src/cli/main.ts
runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd()
}).then(
  (code) => process.exit(code),
  () => process.exit(EXIT.environment)
);
//# sourceMappingURL=cli.js.map
