{
  k3sVersion = "1.35.10+k3s1";
  k3sCommit = "6fb65ce9f0326802fc4abf096162faf5267561b4";
  k3sRepoSha256 = "lkh4lymzw4qkxp5jxoufw6jaymm5jkq6twwxrtu37i4fsijksopa";
  k3sVendorHash = "sha256-D6fen3Q3QOVaR6R+IIUoLejJh73JCuxde7cM8vmrAl0=";
  chartVersions = import ./chart-versions.nix;
  imagesVersions = builtins.fromJSON (builtins.readFile ./images-versions.json);
  k3sRootVersion = "0.15.0";
  k3sRootSha256 = "ds5lj3zjf35mbwczw4gmlgced42zvvtdw3fxjpyg4hboh2ox3qiq";
  k3sCNIVersion = "1.7.1-k3s1";
  k3sCNISha256 = "vt2kwpv5j554zg76ewo7xwdyq7plsgempv4vuwxjqkokdqqrk5ga";
  containerdVersion = "2.1.4-k3s1";
  containerdSha256 = "wz53rp22pjezktnfbxtuc3b7ihx7nktjjnt44iglvbd34kq7ejca";
  criCtlVersion = "1.35.0-k3s1";
}
