{
  rke2Version = "1.35.11+rke2r1";
  rke2Commit = "78df75bba3658f2e09b1029ee51fba5a42e85d85";
  rke2TarballHash = "sha256-G0+sBOi19fa0LW3E8USTylPKh3yFG+QsXXzMAdQOrYw=";
  rke2VendorHash = "sha256-CtsAA8IiG2dRZ+jYgxfsLLU6g5S3UaBAvFiPQ8BxqT4=";
  k8sVersion = "v1.35.11";
  k8sImageTag = "v1.35.11-rke2r1-build20260584";
  etcdVersion = "v3.6.5-k3s1-build20260515";
  pauseVersion = "3.6";
  ccmVersion = "v1.35.0-0.20260502101010-873020e32226-build20260503";
  dockerizedVersion = "v1.35.11-rke2r1";
  golangVersion = "go1.25.5";
  eol = "2027-02-28";
}
