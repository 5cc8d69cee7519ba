{
  rke2Version = "1.37.3+rke2r1";
  rke2Commit = "6bfac6ab743d8fd3cb94498689940b26c5160170";
  rke2TarballHash = "sha256-+gSVW2TSdH4Nv4+23dQWSqUP+bknrBX+rSrnzlYu5ag=";
  rke2VendorHash = "sha256-lB8HE1nmGpWssEk+/dIxJXAsDaZ7YE9CxRTDEUQ8OjQ=";
  k8sVersion = "v1.37.3";
  k8sImageTag = "v1.37.3-rke2r1-build20265549";
  etcdVersion = "v3.6.5-k3s1-build20260715";
  pauseVersion = "3.6";
  ccmVersion = "v1.37.0-0.20260702101010-cc14a37445ee-build20260703";
  dockerizedVersion = "v1.37.3-rke2r1";
  golangVersion = "go1.25.7";
  eol = "2027-10-28";
}
