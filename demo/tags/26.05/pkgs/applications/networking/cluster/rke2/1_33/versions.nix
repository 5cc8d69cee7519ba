{
  rke2Version = "1.33.13+rke2r1";
  rke2Commit = "54ebe3e8887e030c75625e70d4eea203a21ad695";
  rke2TarballHash = "sha256-MP2dVoVcNNUL5Bs4nyKVT4bTXC0YQ7BGoFbMkpnARh0=";
  rke2VendorHash = "sha256-3jo0Ul+O5Jqd0gUjSuSjtyRiUMuSuNjvdyD6WVAYyXo=";
  k8sVersion = "v1.33.13";
  k8sImageTag = "v1.33.13-rke2r1-build20264051";
  etcdVersion = "v3.6.5-k3s1-build20260315";
  pauseVersion = "3.6";
  ccmVersion = "v1.33.0-0.20260302101010-08b70a4f4603-build20260303";
  dockerizedVersion = "v1.33.13-rke2r1";
  golangVersion = "go1.25.3";
  eol = "2026-06-28";
}
