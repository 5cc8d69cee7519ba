{
  k3sVersion = "1.36.7+k3s1";
  k3sCommit = "026903fde9d0fc764758f26b24a146c4b30803b2";
  k3sRepoSha256 = "jydrt43gwiakv5vcvhhjjkqn2nar4oqhf2l3tanqx6ftwistywla";
  k3sVendorHash = "sha256-cU/ZuDEdifSd7d7sfI3lENzOLbJd7nV6nm89t1ryv8o=";
  chartVersions = import ./chart-versions.nix;
  imagesVersions = builtins.fromJSON (builtins.readFile ./images-versions.json);
  k3sRootVersion = "0.15.0";
  k3sRootSha256 = "iwz5jlczjpw5oyndwhthadm3zv663rwovfanxavrpvpi4crfv5vq";
  k3sCNIVersion = "1.7.1-k3s1";
  k3sCNISha256 = "4gq5masrxxwswacibuaqhfuyh4kthzijxnciobiumcmejqxzk3nq";
  containerdVersion = "2.1.4-k3s1";
  containerdSha256 = "aixfbnf4qlgc6em6zvxm2nslnqljtijwhrhj76tfqiz6ykcgj2ba";
  criCtlVersion = "1.36.0-k3s1";
}
