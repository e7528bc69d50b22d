// @ts-check
/**
 * Each ingress.yaml of deploy/k8s: a rule per remote, its host under the site's domain sent to its
 * Service (a new one made like the first remote's) but for /_fragments, sent to the engine, and
 * the hosts its TLS covers, where it has any.
 */
import { remoteOrigin } from './k8s-hosts.mjs';
import { asMap, editYaml, replaceItems, seqIn } from './yaml-documents.mjs';

/** Where a rule names its Service. */
const backend = ['http', 'paths', 0, 'backend', 'service', 'name'];

/** @type {import('./generate.mjs').Outputs} */
export const outputs = ({ registry, k8sFolders }) => {
  const remotes = registry.apps.filter((app) => app.name !== 'shell');
  const names = new Set(remotes.map((app) => app.name));
  return k8sFolders.map((folder) => ({
    file: `${folder}/ingress.yaml`,
    make: (text = '') =>
      editYaml(text, ([doc]) => {
        if (!doc) return;
        const rules = seqIn(doc, ['spec', 'rules']);
        const items = rules.items.map(asMap);
        const isRemote = (/** @type {import('yaml').YAMLMap<unknown, unknown>} */ rule) =>
          names.has(String(rule.getIn(backend)));
        const site = items.find((rule) => rule.getIn(backend) === 'engine')?.get('host');
        const host = (/** @type {string} */ name) =>
          new URL(remoteOrigin(`http://${site}`, name)).host;
        const prototype = items.find(isRemote);
        if (!prototype) throw new Error(`${folder}/ingress.yaml: no remote's rule`);
        rules.items = replaceItems(
          items,
          isRemote,
          remotes.map((app) => {
            const rule = asMap(
              items.find((each) => each.getIn(backend) === app.name) ?? prototype.clone(),
            );
            rule.set('host', host(app.name));
            rule.setIn(backend, app.name);
            // The fragments are the engine's to ask (k8s-network-policies.mjs): on a remote's
            // host the Ingress sends them to the engine, which serves none from outside.
            rule.setIn(
              ['http', 'paths', 1],
              doc.createNode({
                path: '/_fragments',
                pathType: 'Prefix',
                backend: { service: { name: 'engine', port: { name: 'http' } } },
              }),
            );
            return rule;
          }),
        );
        if (!doc.hasIn(['spec', 'tls'])) return;
        const hosts = rules.items.map((rule) => String(asMap(rule).get('host')));
        for (const entry of seqIn(doc, ['spec', 'tls']).items)
          asMap(entry).set('hosts', doc.createNode(hosts));
      }),
  }));
};
