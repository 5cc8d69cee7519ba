{
  rke2Version = "1.37.2+rke2r1";
  rke2Commit = "3b38274c95b5c592c934928c0c2e8ed7e84fea33";
  rke2TarballHash = "sha256-MihBr52oeB3X1/o5l6lE3ZSC+8AUwHPBCIOB8Z+h8wc=";
  rke2VendorHash = "sha256-qhAaA5VukrLR1oix4YinvJHaP6OQqzq/qQGGU6lD/L4=";
  k8sVersion = "v1.37.2";
  k8sImageTag = "v1.37.2-rke2r1-build20261571";
  etcdVersion = "v3.6.5-k3s1-build20260715";
  pauseVersion = "3.6";
  ccmVersion = "v1.37.0-0.20260702101010-b0c35da990ef-build20260703";
  dockerizedVersion = "v1.37.2-rke2r1";
  golangVersion = "go1.25.7";
  eol = "2027-10-28";
}
