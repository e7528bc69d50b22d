// @ts-check
/**
 * Each runtime-config.json of deploy/k8s: the shell's list of remotes, each at its origin under
 * the site's domain (the upload function's is apply.<domain>, as the Ingress has it).
 */
import { remoteOrigin } from './k8s-hosts.mjs';
import { withRemotes } from './runtime-config-remotes.mjs';

/** @type {import('./generate.mjs').Outputs} */
export const outputs = ({ registry, k8sFolders }) =>
  k8sFolders.map((folder) => ({
    file: `${folder}/runtime-config.json`,
    make: (text = '') => {
      const upload = new URL(JSON.parse(text).uploadUrl);
      // The site's domain, as its URL would name it.
      const site = `${upload.protocol}//${upload.host.replace(/^apply\./, '')}`;
      return withRemotes(
        text,
        registry.apps
          .filter((app) => app.name !== 'shell')
          .map((app) => ({
            name: app.name,
            entry: `${remoteOrigin(site, app.name)}/mf-manifest.json`,
          })),
      );
    },
  }));
