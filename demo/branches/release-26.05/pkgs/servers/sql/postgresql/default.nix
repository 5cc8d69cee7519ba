self:
let
  # Example excerpt for the demo. A major leaves master in November, after its
  # last minor and before the .11 branch-off (nixos/modules/services/databases/postgresql.md).
  versions = {
    postgresql_14 = ./14.nix;
    postgresql_15 = ./15.nix;
    postgresql_16 = ./16.nix;
    postgresql_17 = ./17.nix;
  };

  mkAttributes =
    jitSupport:
    self.lib.mapAttrs' (
      version: path:
      let
        attrName = if jitSupport then "${version}_jit" else version;
        postgresql = import path { inherit self; };
        attrValue = if jitSupport then postgresql.withJIT else postgresql.withoutJIT;
      in
      self.lib.nameValuePair attrName attrValue
    ) versions;

  libpq = self.callPackage ./libpq.nix { };

in
{
  postgresqlVersions = mkAttributes false;
  postgresqlJitVersions = mkAttributes true;

  inherit libpq;
}
