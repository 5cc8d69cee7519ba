{
  traefik-crd = {
    url = "https://k3s.io/k3s-charts/assets/traefik-crd/traefik-crd-37.1.1+up37.1.0.tgz";
    sha256 = "hkbxpniqqzo242q5pmdas2lphzqaasijg2uztircyrg7bz24nnwa";
  };
  traefik = {
    url = "https://k3s.io/k3s-charts/assets/traefik/traefik-37.1.1+up37.1.0.tgz";
    sha256 = "37khp22rqjrwqkjwq2je6ylxcgseloqzbpocbh5m232hqv5ecbja";
  };
}
