# Example excerpt for the demo: each major's own file sets its version.
import ./generic.nix {
  version = "18.5";
  rev = "refs/tags/REL_18_5";
  hash = "sha256-demo000000000000000000000000000000000000018=";
}
