/* Example excerpt of pkgs/top-level/all-packages.nix for the demo. */
{ lib, noSysDirs, config, overlays }:
res: pkgs: super:

with pkgs;

{
  jq = callPackage ../development/tools/jq { };

  inherit (callPackage ../applications/networking/cluster/k3s {
    buildGoModule = buildGo125Module;
    go = go_1_25;
  }) k3s_1_36 k3s_1_37;
  k3s = k3s_1_37;

  inherit (callPackage ../applications/networking/cluster/rke2 { })
    rke2_1_35
    rke2_1_36
    rke2_1_37
    rke2_stable
    rke2_latest
    ;
  rke2 = rke2_stable;

  pythonInterpreters = callPackage ./../development/interpreters/python { };
  inherit (pythonInterpreters)
    python311
    python312
    python313
    python314
    python3Minimal
    ;

  python3 = python313;

  nodejs = nodejs_22;
  nodejs-slim = nodejs-slim_22;

  nodejs_22 = callPackage ../development/web/nodejs/v22.nix { };
  nodejs-slim_22 = callPackage ../development/web/nodejs/v22.nix { enableNpm = false; };
  corepack_22 = hiPrio (callPackage ../development/web/nodejs/corepack.nix { nodejs = nodejs_22; });

  nodejs_24 = callPackage ../development/web/nodejs/v24.nix { };
  nodejs-slim_24 = callPackage ../development/web/nodejs/v24.nix { enableNpm = false; };
  corepack_24 = hiPrio (callPackage ../development/web/nodejs/corepack.nix { nodejs = nodejs_24; });

  # Moves with every new nodejs major.
  nodejs_latest = nodejs_24;
  nodejs-slim_latest = nodejs-slim_24;

  inherit (import ../servers/sql/postgresql pkgs)
    postgresqlVersions
    postgresqlJitVersions
    libpq
    ;

  inherit (postgresqlVersions)
    postgresql_15
    postgresql_16
    postgresql_17
    postgresql_18
    ;

  inherit (postgresqlJitVersions)
    postgresql_15_jit
    postgresql_16_jit
    postgresql_17_jit
    postgresql_18_jit
    ;

  postgresql = postgresql_17;
  postgresql_jit = postgresql_17_jit;

  k9s = callPackage ../applications/networking/cluster/k9s { };
}
