{ lib, callPackage, ... }@args:

let
  common = opts: callPackage (import ./builder.nix lib opts);
  extraArgs = removeAttrs args [ "callPackage" ];
in
rec {
  rke2_1_33 =
    (common (
      (import ./1_33/versions.nix)
      // {
        updateScript = [
          ./update-script.sh
          "33"
        ];
      }
    ) extraArgs).overrideAttrs
      {
        meta.knownVulnerabilities = [ "rke2_1_33 has reached end-of-life on 2026-06-28" ];
      };

  rke2_1_34 = common (
    (import ./1_34/versions.nix)
    // {
      updateScript = [
        ./update-script.sh
        "34"
      ];
    }
  ) extraArgs;

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

  # Automatically set by update script, changes shouldn't be backported
  rke2_stable = rke2_1_34;
  rke2_latest = rke2_1_36;
}
