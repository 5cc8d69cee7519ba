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
    python311 = callPackage ./cpython {
      self = __splicedPackages.python311;
      sourceVersion = {
        major = "3";
        minor = "11";
        patch = "14";
        suffix = "";
      };
      hash = "sha256-1+871w5dhjKwK01PkITWuSGlxfN2QsoesRTw6fnt8iQ=";
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
      hash = "sha256-SjDHxurrcQXI2Ly70enBBEl9oZyuD1SkOZMcX/fnIuA=";
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
      hash = "sha256-kPxkJHAgrR3AonvhDNbdcGxsNZisFvAu/ijkeQ7rpf4=";
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
      hash = "sha256-EHzscNHhPkH2XBTkq6KqNKW0IOXOmnukcqLl2z05Vuo=";
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
        hash = "sha256-kPxkJHAgrR3AonvhDNbdcGxsNZisFvAu/ijkeQ7rpf4=";
        openssl = null;
        readline = null;
      }
    ).overrideAttrs (old: {
      pname = "python3-minimal";
    });
  }
)
