{
  rke2Version = "1.36.7+rke2r1";
  rke2Commit = "13141263a5a9345ef7caa3a54fe33d57ad1ec00a";
  rke2TarballHash = "sha256-s1Qt7SXuZkzt1Xq0tEddXh1MMP7qXTgaq4uAEoaurbg=";
  rke2VendorHash = "sha256-ZaVDkqdxjMPb5TzjMqk+bcvQOmNLe4YQ6/J/5zP0/Ac=";
  k8sVersion = "v1.36.7";
  k8sImageTag = "v1.36.7-rke2r1-build20268079";
  etcdVersion = "v3.6.5-k3s1-build20260615";
  pauseVersion = "3.6";
  ccmVersion = "v1.36.0-0.20260602101010-39bc0e50b242-build20260603";
  dockerizedVersion = "v1.36.7-rke2r1";
  golangVersion = "go1.25.6";
  eol = "2027-06-28";
}
