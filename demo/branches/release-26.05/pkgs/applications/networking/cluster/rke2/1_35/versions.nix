{
  rke2Version = "1.35.10+rke2r1";
  rke2Commit = "e14c3920cf3e8c39067b0458915003fffd6dccad";
  rke2TarballHash = "sha256-5u1Te2rgeSDHHB4VcfxNsvKDekXGcVmj60Ev3NgOkmE=";
  rke2VendorHash = "sha256-Ni8ZLcPy8YGl/RG6aYYoNjLqti9z7CkQ46pYCNC8l28=";
  k8sVersion = "v1.35.10";
  k8sImageTag = "v1.35.10-rke2r1-build20261379";
  etcdVersion = "v3.6.5-k3s1-build20260515";
  pauseVersion = "3.6";
  ccmVersion = "v1.35.0-0.20260502101010-1fc9e2b4ba04-build20260503";
  dockerizedVersion = "v1.35.10-rke2r1";
  golangVersion = "go1.25.5";
  eol = "2027-02-28";
}
