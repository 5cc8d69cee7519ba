{
  rke2Version = "1.34.10+rke2r1";
  rke2Commit = "9dea73d3db43ffcca1c4cf79f76ec67617a9468b";
  rke2TarballHash = "sha256-VdBjNHDeq68eeQhcZHmB4p4gaqMegOXSOAl//DCAkrE=";
  rke2VendorHash = "sha256-IINxrl0wVH8ADEvdOZIM3DubevjVzbtjgB6lE8V9M8Q=";
  k8sVersion = "v1.34.10";
  k8sImageTag = "v1.34.10-rke2r1-build20260445";
  etcdVersion = "v3.6.5-k3s1-build20260415";
  pauseVersion = "3.6";
  ccmVersion = "v1.34.0-0.20260402101010-01555777f671-build20260403";
  dockerizedVersion = "v1.34.10-rke2r1";
  golangVersion = "go1.25.4";
  eol = "2026-10-27";
}
