{
  traefik-crd = {
    url = "https://k3s.io/k3s-charts/assets/traefik-crd/traefik-crd-37.1.1+up37.1.0.tgz";
    sha256 = "lm4kbtwuk226rtfm2gufyczjug52yhcokxdocvrzj4oi7ufylqja";
  };
  traefik = {
    url = "https://k3s.io/k3s-charts/assets/traefik/traefik-37.1.1+up37.1.0.tgz";
    sha256 = "mj4olclkmxndvzvqv2rtjv25wlmrdoieu2v455wshmosqu3do7qa";
  };
}
