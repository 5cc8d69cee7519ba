{
  rke2Version = "1.34.15+rke2r1";
  rke2Commit = "90afe4fa4e930de172ffc668b65006be2b3b4df4";
  rke2TarballHash = "sha256-mTlmExvZsDXrqqGb9Bld/ARXvgBNNsC100CKepOQ4k8=";
  rke2VendorHash = "sha256-j1V7zrxOo1rDsccwaEzXDfJf/TjXHjDOWGzYbaoGI+M=";
  k8sVersion = "v1.34.15";
  k8sImageTag = "v1.34.15-rke2r1-build20260455";
  etcdVersion = "v3.6.5-k3s1-build20260415";
  pauseVersion = "3.6";
  ccmVersion = "v1.34.0-0.20260402101010-257e2093ed44-build20260403";
  dockerizedVersion = "v1.34.15-rke2r1";
  golangVersion = "go1.25.4";
  eol = "2026-10-27";
}
