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
      hash = "sha256-dR9rliZEiWNMmzc3XvbT95oC4eSDl42PNc6HLgmT7tA=";
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
      hash = "sha256-Sv8fsattQVJIQclXXRQtmbDvcsyM00yI1W+lIJvie9g=";
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
      hash = "sha256-4QK0iIs2hKVd4EnNAlwhiM5ysgimOEtIcilasDG5wW8=";
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
      hash = "sha256-iR5vJSynukxXotznpd5y6nlNWqF+rULfZYn2FVMQyxg=";
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
      hash = "sha256-g+BrOu5iSbq+EhzLQ+OF9+f4o4rnpHuJb3vAeA/AP5k=";
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
        hash = "sha256-iR5vJSynukxXotznpd5y6nlNWqF+rULfZYn2FVMQyxg=";
        openssl = null;
        readline = null;
      }
    ).overrideAttrs (old: {
      pname = "python3-minimal";
    });
  }
)
