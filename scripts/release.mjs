// The steps of a release that are not build or test (.github/workflows/release.yml
// runs them; docs/RELEASING.md says when):
//   check vX.Y.Z        the tag is package.json's version, and CHANGELOG.md has its dated section
//   notes vX.Y.Z        that section, the release's notes
//   pin vX.Y.Z COMMIT   the examples and the README name the release by its commit
//                       (`@<commit> # vX.Y.Z`, as nixpkgs asks), and the README's status says it is out
// In the current folder; a problem is one line on stderr and exit code 1.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ACTION = 'k3s-release-guard/k3s-release-guard';
const STATUS = /<!-- release-status -->[\s\S]*?<!-- \/release-status -->/;

function fail(message) {
  process.stderr.write(`release: ${message}\n`);
  process.exit(1);
}

const read = (file) => readFileSync(file, 'utf8');

function version(tag) {
  const match = /^v(\d+\.\d+\.\d+)$/.exec(tag ?? '');
  if (!match) fail(`"${tag ?? ''}" is not a release tag; give vMAJOR.MINOR.PATCH, e.g. v1.0.0.`);
  return match[1];
}

/** The dated section of CHANGELOG.md for a version: `## [1.0.0] - 2027-01-15`, up to the next `## `. */
function section(number) {
  const lines = read('CHANGELOG.md').split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## [${number}] - `));
  if (start < 0) fail(`CHANGELOG.md has no section "## [${number}] - YYYY-MM-DD"; move the Unreleased notes there.`);
  const date = /^## \[[^\]]+\] - (\d{4}-\d{2}-\d{2})$/.exec(lines[start])?.[1];
  if (!date) fail(`CHANGELOG.md: "${lines[start]}" has no date; write it "## [${number}] - YYYY-MM-DD".`);
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const notes = lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim();
  if (!notes) fail(`CHANGELOG.md: the section of ${number} is empty.`);
  return { date, notes };
}

function check(tag) {
  const number = version(tag);
  const { version: declared } = JSON.parse(read('package.json'));
  if (declared !== number) fail(`the tag ${tag} is not the version of package.json (${declared}).`);
  section(number);
  process.stdout.write(`${tag}: package.json and CHANGELOG.md agree.\n`);
}

function pin(tag, commit) {
  const number = version(tag);
  if (!/^[0-9a-f]{40}$/.test(commit ?? '')) fail(`"${commit ?? ''}" is not a commit; give its 40 hex digits.`);
  const { date } = section(number);
  const uses = new RegExp(`^(\\s*(?:- )?uses: ${ACTION})@\\S+(?: #.*)?$`, 'gm');
  const files = [
    ...readdirSync('examples')
      .filter((file) => /\.ya?ml$/.test(file))
      .map((file) => path.join('examples', file)),
    'README.md',
  ];
  for (const file of files) {
    const text = read(file);
    let pinned = text.replace(uses, `$1@${commit} # ${tag}`);
    if (file === 'README.md') {
      if (!STATUS.test(pinned)) fail('README.md has no release status between <!-- release-status --> markers.');
      pinned = pinned.replace(
        STATUS,
        `<!-- release-status -->\n\n**Status: ${tag}, released ${date}.** Pin it by its commit, as nixpkgs asks: ` +
          `\`uses: ${ACTION}@${commit} # ${tag}\` (the examples do); \`@v${number.split('.')[0]}\` follows the ` +
          `newest release of that major version. What changed: [CHANGELOG.md](CHANGELOG.md).\n\n<!-- /release-status -->`,
      );
    }
    if (pinned !== text) writeFileSync(file, pinned);
  }
  process.stdout.write(`The examples and the README use ${ACTION}@${commit} # ${tag}.\n`);
}

const [command, ...args] = process.argv.slice(2);
if (command === 'check') check(args[0]);
else if (command === 'notes') process.stdout.write(`${section(version(args[0])).notes}\n`);
else if (command === 'pin') pin(args[0], args[1]);
else fail('give one of: check vX.Y.Z, notes vX.Y.Z, pin vX.Y.Z COMMIT.');
