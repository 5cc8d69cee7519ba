# Example excerpt for the demo: each major's own file sets its version.
import ./generic.nix {
  version = "17.11";
  rev = "refs/tags/REL_17_11";
  hash = "sha256-demo000000000000000000000000000000000000017=";
}
