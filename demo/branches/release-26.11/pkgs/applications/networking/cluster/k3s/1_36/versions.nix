{
  k3sVersion = "1.36.6+k3s2";
  k3sCommit = "53f40a37a60267137c641331cfb8b43f55b6ff77";
  k3sRepoSha256 = "wfahl445vcc2r4eqpq66fhotowmxwtcr2jumqpjkuz7uhobge2aq";
  k3sVendorHash = "sha256-lo3H/odoexJ2YarumFeFNzOypquCZfK3DX7hWheN6+g=";
  chartVersions = import ./chart-versions.nix;
  imagesVersions = builtins.fromJSON (builtins.readFile ./images-versions.json);
  k3sRootVersion = "0.15.0";
  k3sRootSha256 = "ortx55pqjzqey2qo2rsqqv2zusmobccbpgdzsg4g4kdufw7s5ena";
  k3sCNIVersion = "1.7.1-k3s1";
  k3sCNISha256 = "uxq6ornw55akut3bbo5reac7vtuue3irmi6alel7orsqtinglarq";
  containerdVersion = "2.1.4-k3s1";
  containerdSha256 = "2k4tnkhw7wrozyz2o2yaakyqebizdzypfl47nc4hkxmt6czt3irq";
  criCtlVersion = "1.36.0-k3s1";
}
