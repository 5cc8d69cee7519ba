lib:
# Example builder: the real one builds k3s from the pinned sources.
{ k3sVersion, k3sCommit, k3sRepoSha256, k3sVendorHash, chartVersions, imagesVersions, updateScript ? null, ... }:
{ stdenv, buildGoModule, go, ... }:
stdenv.mkDerivation {
  pname = "k3s";
  version = k3sVersion;
}
