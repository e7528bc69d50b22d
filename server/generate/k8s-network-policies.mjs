// @ts-check
/**
 * deploy/k8s/base/network-policies.yaml: who may open a connection to whom. Nothing reaches a pod
 * of the site unless a policy here lets it: the Ingress controller reaches the composition engine
 * and the upload function (which is what makes X-Forwarded-For trustworthy to them: docs/deploy.md)
 * and each remote's files; the engine reaches the shell; the engine and the shell reach each
 * remote (its fragments and pages). The Ingress sends `/_fragments` on a remote's host to the
 * engine, which serves no fragment from outside (k8s-ingress.mjs), and a remote serves fragments
 * only to a request with the engine's secret.
 */
import { stringify } from 'yaml';

/** Where the Ingress controller runs (ingress-nginx's own namespace); an overlay may patch it. */
const INGRESS_NAMESPACE = 'ingress-nginx';
/** The composition engine's container port (engine.yaml). */
const ENGINE_PORT = 8080;

const pods = (/** @type {string} */ name) => ({
  podSelector: { matchLabels: { 'app.kubernetes.io/name': name } },
});
const ingressController = {
  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': INGRESS_NAMESPACE } },
};

/**
 * @param {string} name @param {string} to the pods' name @param {number} port
 * @param {object[]} from
 */
const policy = (name, to, port, from) => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'NetworkPolicy',
  metadata: { name },
  spec: {
    ...pods(to),
    policyTypes: ['Ingress'],
    ingress: [{ from, ports: [{ protocol: 'TCP', port }] }],
  },
});

/** @type {import('./generate.mjs').Outputs} */
export const outputs = ({ registry }) => [
  {
    file: 'deploy/k8s/base/network-policies.yaml',
    make: () => {
      const remotes = registry.apps.filter((app) => app.name !== 'shell');
      const shell = registry.apps.find((app) => app.name === 'shell');
      if (!shell) throw new Error('server/registry.json: no shell');
      const { upload } = registry.services;
      const documents = [
        {
          apiVersion: 'networking.k8s.io/v1',
          kind: 'NetworkPolicy',
          metadata: { name: 'default-deny-ingress' },
          spec: { podSelector: {}, policyTypes: ['Ingress'] },
        },
        policy('engine', 'engine', ENGINE_PORT, [ingressController]),
        policy(upload.name, upload.name, upload.port, [ingressController]),
        policy(shell.name, shell.name, shell.port, [pods('engine')]),
        // The Ingress controller for a remote's files, which browsers fetch from its host: a
        // connection's peer is all a policy knows, so the Ingress keeps /_fragments from it.
        ...remotes.map((app) =>
          policy(app.name, app.name, app.port, [
            pods('engine'),
            pods(shell.name),
            ingressController,
          ]),
        ),
      ];
      const header =
        '# Written by npm run generate from server/registry.json (server/generate/k8s-network-policies.mjs).\n';
      return header + documents.map((document) => stringify(document)).join('---\n');
    },
  },
];
