{
  k3sVersion = "1.35.5+k3s1";
  k3sCommit = "8c0a4f3e5b19d27c6a90e1fd4b2b7c83e5d0a6f1";
  k3sRepoSha256 = "mzzhrzktzilzexlicn6pxk36u2bn6yzwn36lzxmy2kzp2alfzj4a";
  k3sVendorHash = "sha256-UWnWkYKcTHE8IiXIfz6YGqKEWq8aMGbvbjOOOe+DjWM=";
  chartVersions = import ./chart-versions.nix;
  imagesVersions = builtins.fromJSON (builtins.readFile ./images-versions.json);
  k3sRootVersion = "0.15.0";
  k3sRootSha256 = "wgqdrwu4v5znmdkwhlbwtalpcotz5kgquj277oqghdtv37ia6uga";
  k3sCNIVersion = "1.7.1-k3s1";
  k3sCNISha256 = "wfpqwurjdtxuit7ec4n55kcj26adpaoq3gxvfbqnc36pl2p6egka";
  containerdVersion = "2.1.4-k3s1";
  containerdSha256 = "hx6vhp3zx66g6czjvhgndubwcdyhebydnn3ccq2h73vfkhpacg2a";
  criCtlVersion = "1.35.0-k3s1";
}
