# Example excerpt for the demo: each major's own file sets its version.
import ./generic.nix {
  version = "15.19";
  rev = "refs/tags/REL_15_19";
  hash = "sha256-demo000000000000000000000000000000000000015=";
}
