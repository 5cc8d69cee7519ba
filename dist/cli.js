#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  PHASE_TEXT,
  SEVERITY_ORDER,
  countsText,
  createGitHubClient,
  findingsToJson,
  githubSources,
  localSources,
  localTree,
  minorRows,
  readRunOptions,
  renderMarkdown,
  runGuard,
  summarizeFindings
} from "./chunks/chunk-WNYCIZEL.js";
import {
  dayOf,
  formatDay
} from "./chunks/chunk-CRPE3TK3.js";
import "./chunks/chunk-T22FKFR4.js";
import "./chunks/chunk-LUOQS4NQ.js";

// src/cli/main.ts
import path from "node:path";
import { parseArgs } from "node:util";

// src/domain/runLog.ts
var silentLog = { group: (_title, work) => work(), info: () => void 0, warning: () => void 0 };

// src/report/upcomingDates.ts
function upcomingDates(report, limits = { eols: 3, nixos: 4 }) {
  const today = dayOf(report.now).getTime();
  const isUpcoming = (fact) => fact.date.getTime() >= today;
  const soonest = (dates, n) => dates.sort((a, b) => a.date.getTime() - b.date.getTime()).slice(0, n);
  const packaged = new Set(report.audits.flatMap((audit) => audit.packaged.minors.map((m) => m.minor)));
  const eols = [];
  for (const minor of packaged) {
    const eol = report.upstream.minors.get(minor)?.eol;
    if (eol && isUpcoming(eol))
      eols.push({ date: eol.date, label: `${report.family.name} ${minor} end of life`, estimated: eol.estimated });
  }
  const nixos = [];
  for (const release of report.calendar.releases) {
    const events = [
      [release.featureFreeze, "feature freeze"],
      [release.branchOff, "branch-off"],
      [release.release, "release"],
      [release.endOfSupport, "end of support"]
    ];
    for (const [fact, what] of events) {
      if (isUpcoming(fact))
        nixos.push({ date: fact.date, label: `NixOS ${release.name} ${what}`, estimated: fact.estimated });
    }
  }
  return soonest([...soonest(eols, limits.eols), ...soonest(nixos, limits.nixos)], limits.eols + limits.nixos);
}

// src/report/terminal.ts
var SEVERITY_COLOR = { error: "31", warning: "33", notice: "36" };
var STATUS_TEXT = {
  "up-to-date": "up to date",
  behind: "behind",
  eol: "EOL",
  unknown: "no upstream release"
};
function renderTerminal(report, options) {
  const paint = (code, text) => options.color ? `\x1B[${code}m${text}\x1B[0m` : text;
  const out = [];
  for (const audit of report.audits) {
    out.push(...branchLines(report, audit, paint), "");
  }
  const upcoming = upcomingDates(report);
  if (upcoming.length > 0) {
    out.push(paint("1", "Upcoming dates"));
    for (const date of upcoming) {
      out.push(`  ${formatDay(date.date)}  ${termText(date.label)}${date.estimated ? " (estimated)" : ""}`);
    }
    out.push("");
  }
  const overall = summarizeFindings(report.audits.flatMap((audit) => audit.findings));
  const n = report.audits.length;
  const verdict = overall.status === "clean" ? paint("32", "clean") : countsText(overall);
  const notes = overall.status === "clean" && overall.notices > 0 ? ` (${countsText(overall)})` : "";
  out.push(`${n} branch${n === 1 ? "" : "es"} audited: ${verdict}${notes}`);
  return out.join("\n") + "\n";
}
function branchLines(report, audit, paint) {
  const summary = summarizeFindings(audit.findings);
  const verdict = summary.status === "clean" ? paint("32", "clean") : countsText(summary);
  const notes = summary.status === "clean" && summary.notices > 0 ? ` (${countsText(summary)})` : "";
  const lines = [`${paint("1", branchTitle(audit))}: ${verdict}${notes}`];
  const rows = minorRows(audit.packaged, report.upstream, report.now);
  if (rows.length === 0) lines.push(`  no ${report.family.name} attribute found`);
  else lines.push(...alignedTable(["ATTRIBUTE", "VERSION", "LATEST", "EOL", "STATUS"], rows.map(rowCells)));
  for (const severity of SEVERITY_ORDER) {
    for (const finding of audit.findings.filter((f) => f.severity === severity)) {
      lines.push(findingLine(report.family, finding, paint));
    }
  }
  return lines;
}
function branchTitle(audit) {
  const parts = [termText(audit.branch.name)];
  if (audit.branch.kind === "unstable") parts.push("unstable");
  else parts.push(audit.phase ? `stable, ${PHASE_TEXT[audit.phase]}` : "stable");
  const release = audit.release?.name ?? audit.branch.release;
  if (release) parts.push(`${audit.branch.kind === "unstable" ? "next " : ""}NixOS ${termText(release)}`);
  return parts.join(" \xB7 ");
}
function rowCells(row) {
  const latest = row.latest ? `${row.latest.version.text} (${formatDay(row.latest.publishedAt)})` : "-";
  const eol = row.eol ? `${formatDay(row.eol.date)}${row.eol.estimated ? " (estimated)" : ""}` : "-";
  const status = STATUS_TEXT[row.status] + (row.isDefault ? ", default" : "");
  return [row.packaged.attr, row.packaged.version.text, latest, eol, status].map(termText);
}
function alignedTable(header, rows) {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ""))));
  const line = (cells) => "  " + cells.map((c, i) => i === cells.length - 1 ? c : c + " ".repeat(widths[i] - width(c))).join("  ");
  return [line(header), ...rows.map(line)];
}
function findingLine(family, finding, paint) {
  const tag = paint(SEVERITY_COLOR[finding.severity], finding.severity.padEnd(7));
  const subject = finding.attr ?? (finding.minor ? `${family.name} ${finding.minor}` : void 0);
  const where = finding.file ? ` (${finding.file}${finding.line !== void 0 ? `:${finding.line}` : ""})` : "";
  return `  ${tag}  ${finding.rule}${termText(subject ? ` ${subject}` : "")}: ${termText(finding.message)}${termText(where)}`;
}
function width(text) {
  return [...text].length;
}
function termText(text) {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");
}

// src/cli/main.ts
var USAGE = `Usage: k3s-release-guard [options] [NIXPKGS_PATH]

Audits the k3s packages of a nixpkgs checkout against upstream k3s releases
and the nixpkgs k3s versioning policy. Reads GITHUB_TOKEN (optional, raises
the API rate limit) and GITHUB_API_URL (default https://api.github.com).

Options (same names and values as the action's inputs):
  --branch NAME               master, release-26.05 ... (default: from lib/.version)
  --policy NAME               nixpkgs | full-lifecycle | all-supported
  --backport-through WHICH    next-release | before-next
  --default-target WHICH      newest | stable-channel (what master's k3s should point to)
  --keep "1.25: reason"       keep a minor despite removal rules (repeatable)
  --now YYYY-MM-DD            audit as of that day
  --upstream-repository O/N   default k3s-io/k3s
  --nixpkgs-repository O/N    default NixOS/nixpkgs (other branches' facts)
  --feature-freeze-date, --branch-off-date, --release-date YYYY-MM-DD
  --fail-on LEVEL             error | warning | never (exit code 1 when hit)

Local data, read instead of the GitHub API:
  --releases FILE             upstream releases: a JSON array of GitHub release objects
  --kubernetes-schedule FILE  local data/releases/schedule.yaml
  --kubernetes-eol FILE       local data/releases/eol.yaml
  --tree BRANCH=PATH          a checkout of another nixpkgs branch (repeatable)
  --demo                      the bundled example: all of the above from demo/, no network

Output:
  --json                      print the findings as JSON
  --markdown                  print the Markdown report (the job summary)
  --no-color                  no ANSI colours
  -v, --verbose               progress on stderr
  -h, --help                  this text
`;
var RUN_OPTIONS = [
  "branch",
  "policy",
  "backport-through",
  "default-target",
  "now",
  "upstream-repository",
  "nixpkgs-repository",
  "kubernetes-schedule",
  "kubernetes-eol",
  "feature-freeze-date",
  "branch-off-date",
  "release-date",
  "fail-on"
];
var stderrLog = {
  group: async (title, work) => {
    process.stderr.write(`\u2022 ${title}
`);
    return work();
  },
  info: (message) => process.stderr.write(`  ${message}
`),
  warning: (message) => process.stderr.write(`  warning: ${message}
`)
};
function parseTrees(values) {
  const trees = /* @__PURE__ */ new Map();
  for (const value of values) {
    const at = value.indexOf("=");
    if (at <= 0 || at === value.length - 1)
      throw new Error(`--tree "${value}": write it BRANCH=PATH, e.g. --tree release-26.05=../nixpkgs-26.05.`);
    trees.set(value.slice(0, at), path.resolve(value.slice(at + 1)));
  }
  return trees;
}
async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...Object.fromEntries(RUN_OPTIONS.map((name) => [name, { type: "string" }])),
      keep: { type: "string", multiple: true },
      releases: { type: "string" },
      tree: { type: "string", multiple: true },
      json: { type: "boolean" },
      markdown: { type: "boolean" },
      "no-color": { type: "boolean" },
      verbose: { type: "boolean", short: "v" },
      demo: { type: "boolean" },
      help: { type: "boolean", short: "h" }
    }
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  const example = values.demo ? (await import("./chunks/demo-XR5JW4HC.js")).demo() : void 0;
  const given = values;
  const options = readRunOptions((name) => {
    if (name === "keep") return (values.keep ?? []).join("\n");
    const value = given[name] ?? example?.options[name];
    return typeof value === "string" ? value : "";
  });
  const local = {
    releases: values.releases ?? example?.local.releases,
    lifecycle: {
      schedule: options.kubernetesSchedule ?? example?.local.lifecycle?.schedule,
      eol: options.kubernetesEol ?? example?.local.lifecycle?.eol
    },
    trees: new Map([...example?.local.trees ?? [], ...parseTrees(values.tree ?? [])])
  };
  const api = example ? void 0 : githubSources(
    createGitHubClient({ token: process.env.GITHUB_TOKEN ?? "", baseUrl: process.env.GITHUB_API_URL }),
    options.nixpkgsRepository
  );
  const nixpkgsPath = example?.nixpkgsPath ?? positionals[0] ?? ".";
  const result = await runGuard({
    options,
    checkout: localTree(path.resolve(nixpkgsPath)),
    sources: localSources(local, api),
    context: {},
    log: values.verbose ? stderrLog : silentLog,
    checkoutOnly: true
  });
  const findings = result.report.audits.flatMap((audit) => audit.findings);
  if (values.json) process.stdout.write(findingsToJson(findings) + "\n");
  else if (values.markdown) process.stdout.write(renderMarkdown(result.report) + "\n");
  else
    process.stdout.write(
      renderTerminal(result.report, {
        color: !values["no-color"] && process.stdout.isTTY === true && !process.env.NO_COLOR
      }) + "\n"
    );
  return result.failing.length > 0 ? 1 : 0;
}
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`k3s-release-guard: ${error instanceof Error ? error.message : String(error)}
`);
    process.exit(2);
  }
);
export {
  main
};
//# sourceMappingURL=cli.js.map
