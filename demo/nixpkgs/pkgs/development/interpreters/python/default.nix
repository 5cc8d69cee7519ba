{
  __splicedPackages,
  callPackage,
  config,
  lib,
  makeScopeWithSplicing',
  pythonPackagesExtensions,
  stdenv,
}@args:

# Example excerpt for the demo: the CPython interpreters, each its own attribute.
(
  let
    passthruFun = import ./passthrufun.nix args;
  in
  {
    python310 = callPackage ./cpython {
      self = __splicedPackages.python310;
      sourceVersion = {
        major = "3";
        minor = "10";
        patch = "19";
        suffix = "";
      };
      hash = "sha256-ut6ptHpg6ySna5awMPZvDfZzGbtt/OOvWONCZqJt+fY=";
      inherit passthruFun;
    };

    python311 = callPackage ./cpython {
      self = __splicedPackages.python311;
      sourceVersion = {
        major = "3";
        minor = "11";
        patch = "14";
        suffix = "";
      };
      hash = "sha256-wW/UIqsfZ6WjkWw09g743KJcnc2VZAQ9fedac3JREl8=";
      inherit passthruFun;
    };

    python312 = callPackage ./cpython {
      self = __splicedPackages.python312;
      sourceVersion = {
        major = "3";
        minor = "12";
        patch = "12";
        suffix = "";
      };
      hash = "sha256-mrFquEM+e5mZISd4c1C76J/iOUFJ3GPy2b4RNig6zQA=";
      inherit passthruFun;
    };

    python313 = callPackage ./cpython {
      self = __splicedPackages.python313;
      sourceVersion = {
        major = "3";
        minor = "13";
        patch = "9";
        suffix = "";
      };
      hash = "sha256-DpL00HWKVklkZKR1cp97jykXP5Et9I2t2a6rIHx2u1w=";
      inherit passthruFun;
    };

    python314 = callPackage ./cpython {
      self = __splicedPackages.python314;
      sourceVersion = {
        major = "3";
        minor = "14";
        patch = "1";
        suffix = "";
      };
      hash = "sha256-zbZcz05sPOGMXUtbxym6up1eNNIeErgaIO3BFSzYmGs=";
      inherit passthruFun;
    };

    # Without optional dependencies; not a cycle of its own.
    python3Minimal = (
      callPackage ./cpython {
        self = __splicedPackages.python3Minimal;
        inherit passthruFun;
        pythonAttr = "python3Minimal";
        sourceVersion = {
          major = "3";
          minor = "13";
          patch = "9";
          suffix = "";
        };
        hash = "sha256-DpL00HWKVklkZKR1cp97jykXP5Et9I2t2a6rIHx2u1w=";
        openssl = null;
        readline = null;
      }
    ).overrideAttrs (old: {
      pname = "python3-minimal";
    });
  }
)
