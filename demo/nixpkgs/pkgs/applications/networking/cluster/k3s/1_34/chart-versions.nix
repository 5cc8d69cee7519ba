{
  traefik-crd = {
    url = "https://k3s.io/k3s-charts/assets/traefik-crd/traefik-crd-37.1.1+up37.1.0.tgz";
    sha256 = "c63syi3uushpz6nzrl4khrmoeybz7qnvam5mxgsazbovp3ng7t5q";
  };
  traefik = {
    url = "https://k3s.io/k3s-charts/assets/traefik/traefik-37.1.1+up37.1.0.tgz";
    sha256 = "6b5l4cekftp2zos6noqzycnxrnktvitys7htrqpr6rfrgoe5e2qa";
  };
}
