{
  rke2Version = "1.35.12+rke2r1";
  rke2Commit = "0358f8d8471146f96c3c58f150c726a2c22545fe";
  rke2TarballHash = "sha256-c91TCjYceJsvAeIIt5Gr9U++neWlZGymsJWXeJ2lc3w=";
  rke2VendorHash = "sha256-AAn9MLDgNTvLfrE1eBU9AZUrzetQ18JOB+w2/rRV9Mo=";
  k8sVersion = "v1.35.12";
  k8sImageTag = "v1.35.12-rke2r1-build20261904";
  etcdVersion = "v3.6.5-k3s1-build20260515";
  pauseVersion = "3.6";
  ccmVersion = "v1.35.0-0.20260502101010-af21d29e8115-build20260503";
  dockerizedVersion = "v1.35.12-rke2r1";
  golangVersion = "go1.25.5";
  eol = "2027-02-28";
}
