{
  traefik-crd = {
    url = "https://k3s.io/k3s-charts/assets/traefik-crd/traefik-crd-37.1.1+up37.1.0.tgz";
    sha256 = "zpzcor3sqxbbsygiuhbgherr3ofxhtaoq6bknhvhp6cduej2cp3a";
  };
  traefik = {
    url = "https://k3s.io/k3s-charts/assets/traefik/traefik-37.1.1+up37.1.0.tgz";
    sha256 = "x62cb4aqptoknbcs7y2d6mvdx2roeqk6c6jmijl4ksvp3hhpptpq";
  };
}
