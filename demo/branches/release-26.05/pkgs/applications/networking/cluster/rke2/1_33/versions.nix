{
  rke2Version = "1.33.14+rke2r1";
  rke2Commit = "719e6ba594a8f69f4765bc1aca45718801465c24";
  rke2TarballHash = "sha256-hVbFJplAZcDtOg/fqaxI3Hh4xDcG9EV9XomIiv1PD5U=";
  rke2VendorHash = "sha256-ufXpVaCBemmZz3tIV2COPz7uw6EUBjb7q4XrhHlj/T0=";
  k8sVersion = "v1.33.14";
  k8sImageTag = "v1.33.14-rke2r1-build20265248";
  etcdVersion = "v3.6.5-k3s1-build20260315";
  pauseVersion = "3.6";
  ccmVersion = "v1.33.0-0.20260302101010-45efa5c9ae9a-build20260303";
  dockerizedVersion = "v1.33.14-rke2r1";
  golangVersion = "go1.25.3";
  eol = "2026-06-28";
}
