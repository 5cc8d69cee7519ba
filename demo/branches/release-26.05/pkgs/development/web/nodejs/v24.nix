# Example excerpt for the demo: each release line's own file sets its version.
{
  callPackage,
  openssl,
  python3,
  enableNpm ? true,
}:

let
  buildNodejs = callPackage ./nodejs.nix {
    inherit openssl;
    python = python3;
  };
in
buildNodejs {
  inherit enableNpm;
  version = "24.12.0";
  sha256 = "demo0000000000000000000000000000000000000000000000000000000024";
}
