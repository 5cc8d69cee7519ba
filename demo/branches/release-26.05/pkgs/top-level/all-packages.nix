/* Example excerpt of pkgs/top-level/all-packages.nix for the demo. */
{ lib, noSysDirs, config, overlays }:
res: pkgs: super:

with pkgs;

{
  jq = callPackage ../development/tools/jq { };

  inherit (callPackage ../applications/networking/cluster/k3s {
    buildGoModule = buildGo125Module;
    go = go_1_25;
  }) k3s_1_35;
  k3s = k3s_1_35;

  inherit (callPackage ../applications/networking/cluster/rke2 { })
    rke2_1_33
    rke2_1_34
    rke2_1_35
    rke2_1_36
    rke2_stable
    rke2_latest
    ;
  rke2 = rke2_stable;

  k9s = callPackage ../applications/networking/cluster/k9s { };
}
