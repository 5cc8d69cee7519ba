# Example excerpt for the demo: each major's own file sets its version.
import ./generic.nix {
  version = "16.15";
  rev = "refs/tags/REL_16_15";
  hash = "sha256-demo000000000000000000000000000000000000016=";
}
