// @ts-check
/**
 * Where deploy/k8s reaches each app's servers (its Service): the composition engine's BLOG_SERVER
 * and so on (engine.yaml), the shell's REMOTE_SERVERS (shell.yaml).
 */
import { isMap, isScalar } from 'yaml';
import { serverVariable } from '../registry.mjs';
import { asMap, editYaml, replaceItems, seqIn } from './yaml-documents.mjs';

/** The env of a manifest's Deployment. @param {import('yaml').Document[]} docs */
function env(docs) {
  const deployment = docs.find((doc) => doc.get('kind') === 'Deployment');
  if (!deployment) throw new Error('No Deployment in the manifest');
  return seqIn(deployment, ['spec', 'template', 'spec', 'containers', 0, 'env']);
}

/** @type {import('./generate.mjs').Outputs} */
export const outputs = ({ registry }) => {
  const remotes = registry.apps.filter((app) => app.name !== 'shell');
  return [
    {
      file: 'deploy/k8s/base/engine.yaml',
      make: (text = '') =>
        editYaml(text, (docs) => {
          const list = env(docs);
          const isServer = (/** @type {unknown} */ item) =>
            isMap(item) && String(item.get('name')).endsWith('_SERVER');
          const prototype = list.items.find(isServer);
          list.items = replaceItems(
            list.items,
            isServer,
            registry.apps.map((app) => {
              const item = asMap(prototype).clone();
              item.set('name', serverVariable(app.name));
              item.set('value', `${app.name}:${app.port}`);
              return item;
            }),
          );
        }),
    },
    {
      file: 'deploy/k8s/base/shell.yaml',
      make: (text = '') =>
        editYaml(text, (docs) => {
          const list = env(docs);
          const item = list.items.find((each) => asMap(each).get('name') === 'REMOTE_SERVERS');
          const value = asMap(item).get('value', true);
          if (!isScalar(value)) throw new Error('shell.yaml: no REMOTE_SERVERS value');
          value.value = JSON.stringify(
            Object.fromEntries(remotes.map((app) => [app.name, `http://${app.name}:${app.port}`])),
          );
        }),
    },
  ];
};
