{
  k3sVersion = "1.37.3+k3s1";
  k3sCommit = "eb098db2355880566ac859f44e360456d1540ab2";
  k3sRepoSha256 = "uf3oltjpiypfplualmsnaqpjdqhpcsh5ogb64tgoblsmlg4cak5q";
  k3sVendorHash = "sha256-gKDVx0fOmgKtgRy7LedcED3SyMndxgDwUlARCqqnIFQ=";
  chartVersions = import ./chart-versions.nix;
  imagesVersions = builtins.fromJSON (builtins.readFile ./images-versions.json);
  k3sRootVersion = "0.15.0";
  k3sRootSha256 = "poskfkfoaysflxon5zzn5jutdof2yw5jv73ftyspsthgjcjn42bq";
  k3sCNIVersion = "1.7.1-k3s1";
  k3sCNISha256 = "myoyqmhkwj6itrk53sfpdmy55sljvxubhh6u2qlpu5hsroxhcgqa";
  containerdVersion = "2.1.4-k3s1";
  containerdSha256 = "azvij6v3wi7nxipqbebz5gqp435equtr5yx7glhmypitqunxtizq";
  criCtlVersion = "1.37.0-k3s1";
}
