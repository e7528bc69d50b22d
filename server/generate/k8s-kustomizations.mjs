// @ts-check
/**
 * Each kustomization.yaml of deploy/k8s: the base's resources (each app's manifest), and in each
 * the public-urls (each remote's origin under the site's domain) and, in the overlays, each app's
 * image tag (a new app's as the shell's).
 */
import { remoteOrigin } from './k8s-hosts.mjs';
import { asMap, editYaml, replaceItems, seqIn, textOf } from './yaml-documents.mjs';

/** @type {import('./generate.mjs').Outputs} */
export const outputs = ({ registry, k8sFolders }) => {
  const remotes = registry.apps.filter((app) => app.name !== 'shell');
  const names = new Set(registry.apps.map((app) => app.name));
  const images = registry.apps.map((app) => `omega-health/${app.dir}`);
  return k8sFolders.map((folder) => ({
    file: `${folder}/kustomization.yaml`,
    make: (text = '') =>
      editYaml(text, ([doc]) => {
        if (!doc) return;
        if (folder.endsWith('/base')) {
          const resources = seqIn(doc, ['resources']);
          resources.items = replaceItems(
            resources.items,
            (item) => names.has(textOf(item).replace(/\.yaml$/, '')),
            registry.apps.map((app) => doc.createNode(`${app.name}.yaml`)),
          );
        }

        const publicUrls = seqIn(doc, ['configMapGenerator']).items.find(
          (item) => asMap(item).get('name') === 'public-urls',
        );
        const literals = seqIn(asMap(publicUrls), ['literals']);
        const site = textOf(literals.items.find((item) => textOf(item).startsWith('site='))).slice(
          'site='.length,
        );
        literals.items = replaceItems(
          literals.items,
          (item) => names.has(textOf(item).split('=')[0]),
          remotes.map((app) => doc.createNode(`${app.name}=${remoteOrigin(site, app.name)}/`)),
        );

        if (!doc.has('images')) return;
        const tags = seqIn(doc, ['images']);
        const tagOf = (/** @type {string} */ name) =>
          tags.items.find((item) => asMap(item).get('name') === name);
        const shellEntry = tagOf('omega-health/shell');
        const shellTag = shellEntry && asMap(shellEntry).get('newTag');
        tags.items = replaceItems(
          tags.items,
          (item) => images.includes(String(asMap(item).get('name'))),
          images.map((image) => tagOf(image) ?? doc.createNode({ name: image, newTag: shellTag })),
        );
      }),
  }));
};
