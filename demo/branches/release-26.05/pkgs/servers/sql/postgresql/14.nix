# Example excerpt for the demo: each major's own file sets its version.
import ./generic.nix {
  version = "14.24";
  rev = "refs/tags/REL_14_24";
  hash = "sha256-demo000000000000000000000000000000000000014=";
}
