lib:
{
  rke2Version,
  rke2Commit,
  rke2TarballHash,
  rke2VendorHash,
  updateScript,
  k8sVersion,
  k8sImageTag,
  etcdVersion,
  pauseVersion,
  ccmVersion,
  dockerizedVersion,
  golangVersion,
  eol,
}:

# Example excerpt of the rke2 builder for the demo: the reader only needs to know this file is packaging.
{
  lib,
  buildGoModule,
  fetchzip,
}:

buildGoModule (finalAttrs: {
  pname = "rke2";
  version = rke2Version;
  vendorHash = rke2VendorHash;
  passthru = { inherit updateScript; };
  meta.description = "RKE2, also known as RKE Government, is Rancher's next-generation Kubernetes distribution";
})
