// The CLI's words for what its user can give: its options and GITHUB_TOKEN,
// where the action would name its inputs and its token.
import type { OptionWords } from '../domain/optionWords.js';

export function cliWords(offline: boolean): OptionWords {
  return {
    option: (name) => `--${name}`,
    set: (name) => `Give --${name}`,
    dates: 'date options',
    readBranch: (branch) => {
      // A branch the message could only describe ("the stable branch") gets the form of one.
      const tree = `--tree ${/^[\w.-]+$/.test(branch) ? branch : 'release-YY.MM'}=PATH`;
      return offline ? `Give ${tree}` : `Set GITHUB_TOKEN or give ${tree}`;
    },
  };
}
