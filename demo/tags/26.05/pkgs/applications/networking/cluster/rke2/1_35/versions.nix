{
  rke2Version = "1.35.5+rke2r1";
  rke2Commit = "559beedc7a41773b3ae705caf4db0f1d75f9daf9";
  rke2TarballHash = "sha256-aVcbyQcdtyA6kHgnRYVTZkcNpFLi9rx2V6a14Rb1+yk=";
  rke2VendorHash = "sha256-jE3QvgmKtgTOoagErGbB0Hcr1s2Cb9lfId5b6NPlN9k=";
  k8sVersion = "v1.35.5";
  k8sImageTag = "v1.35.5-rke2r1-build20263291";
  etcdVersion = "v3.6.5-k3s1-build20260515";
  pauseVersion = "3.6";
  ccmVersion = "v1.35.0-0.20260502101010-aa2814c53f06-build20260503";
  dockerizedVersion = "v1.35.5-rke2r1";
  golangVersion = "go1.25.5";
  eol = "2027-02-28";
}
