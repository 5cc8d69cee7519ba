{
  k3sVersion = "1.34.14+k3s1";
  k3sCommit = "24a9e3808cda428f1953e39e7e0ceefaa27da4f7";
  k3sRepoSha256 = "c4ztcldvwrgkn7in7q7k4bqyvojjctpu7c6fwiwceiakfwibnpla";
  k3sVendorHash = "sha256-O1J0TwcRZHQ8W9RzMZrezVbk0ZEu9otRYqIJblvdhmE=";
  chartVersions = import ./chart-versions.nix;
  imagesVersions = builtins.fromJSON (builtins.readFile ./images-versions.json);
  k3sRootVersion = "0.15.0";
  k3sRootSha256 = "ozk34p65exbmr5ojwm74wsx4ruyrplhhxinmjwksmq3dwam2zgwq";
  k3sCNIVersion = "1.7.1-k3s1";
  k3sCNISha256 = "qnl42pm3j5iwtvqjy4bqjforlkrcrxscq3ewgxsw4ueo7u67ocra";
  containerdVersion = "2.1.4-k3s1";
  containerdSha256 = "uilx3xnv6vzs53vh6ga7zjsghcqbqxbaboljekmfgjzs7dfhyyca";
  criCtlVersion = "1.34.0-k3s1";
}
