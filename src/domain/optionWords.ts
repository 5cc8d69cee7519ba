// How a run's front end names what its user can give: the action's inputs, or
// the CLI's options and environment. Code below the front ends words its hints
// with these, never with one front end's names, so the same hint reads right
// in a workflow log and in a terminal.

export interface OptionWords {
  /** An option as its user names it, by its action.yml name: `input release-date`, `--release-date`. */
  option(name: string): string;
  /** A sentence's start asking for it: `Set the input release-date`, `Give --release-date`. */
  set(name: string): string;
  /** The date options together: `date inputs`, `date options`. */
  dates: string;
  /** A sentence's start asking for what lets the run read another nixpkgs branch or tag it could not read. */
  readBranch(branch: string): string;
}

/** The action's words: its inputs, and the token it reads other branches with. The default. */
export const ACTION_WORDS: OptionWords = {
  option: (name) => `input ${name}`,
  set: (name) => `Set the input ${name}`,
  dates: 'date inputs',
  readBranch: (branch) => `Give the action a token or a checkout of ${branch}`,
};

/** `text` with its first letter in upper case, for a sentence that starts with an option. */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
