// @ts-check
/**
 * A remote's origin in an environment of deploy/k8s: its own host under the site's domain (the
 * site's host without its `www.`), as blog.omegahealth.example beside www.omegahealth.example.
 * @param {string} siteUrl @param {string} name
 */
export function remoteOrigin(siteUrl, name) {
  const site = new URL(siteUrl);
  return `${site.protocol}//${name}.${site.host.replace(/^www\./, '')}`;
}
