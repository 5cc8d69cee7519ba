{ lib, callPackage, ... }@args:

let
  k3s_builder = import ./builder.nix lib;
  common = opts: callPackage (k3s_builder opts);
  extraArgs = builtins.removeAttrs args [ "callPackage" ];
in
{
  k3s_1_36 = common (
    (import ./1_36/versions.nix)
    // {
      updateScript = [
        ./update-script.sh
        "36"
      ];
    }
  ) extraArgs;

  k3s_1_37 = common (
    (import ./1_37/versions.nix)
    // {
      updateScript = [
        ./update-script.sh
        "37"
      ];
    }
  ) extraArgs;
}
