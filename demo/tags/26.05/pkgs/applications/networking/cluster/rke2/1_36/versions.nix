{
  rke2Version = "1.36.1+rke2r1";
  rke2Commit = "0360852a45898f6696357e0bf0c23aae29d8d067";
  rke2TarballHash = "sha256-d8/MDK6qUVeiifC7UXGOr+xak55j8uWpAzeA4+Gcun0=";
  rke2VendorHash = "sha256-Ve0whimCwYUmgh2RHP7IX4bMagufFitP6JpzD5hxgKw=";
  k8sVersion = "v1.36.1";
  k8sImageTag = "v1.36.1-rke2r1-build20264432";
  etcdVersion = "v3.6.5-k3s1-build20260615";
  pauseVersion = "3.6";
  ccmVersion = "v1.36.0-0.20260602101010-8e8d7a06f534-build20260603";
  dockerizedVersion = "v1.36.1-rke2r1";
  golangVersion = "go1.25.6";
  eol = "2027-06-28";
}
