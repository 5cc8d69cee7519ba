{ lib, callPackage, ... }@args:

let
  k3s_builder = import ./builder.nix lib;
  common = opts: callPackage (k3s_builder opts);
  extraArgs = builtins.removeAttrs args [ "callPackage" ];
in
{
  k3s_1_35 = common (
    (import ./1_35/versions.nix)
    // {
      updateScript = [
        ./update-script.sh
        "35"
      ];
    }
  ) extraArgs;
}
