{ lib, callPackage, ... }@args:

let
  common = opts: callPackage (import ./builder.nix lib opts);
  extraArgs = removeAttrs args [ "callPackage" ];
in
rec {
  rke2_1_35 = common (
    (import ./1_35/versions.nix)
    // {
      updateScript = [
        ./update-script.sh
        "35"
      ];
    }
  ) extraArgs;

  rke2_1_36 = common (
    (import ./1_36/versions.nix)
    // {
      updateScript = [
        ./update-script.sh
        "36"
      ];
    }
  ) extraArgs;

  rke2_1_37 = common (
    (import ./1_37/versions.nix)
    // {
      updateScript = [
        ./update-script.sh
        "37"
      ];
    }
  ) extraArgs;

  # Automatically set by update script, changes shouldn't be backported
  rke2_stable = rke2_1_35;
  rke2_latest = rke2_1_37;
}
