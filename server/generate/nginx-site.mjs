// @ts-check
/**
 * server/compose/nginx/site.conf.template's per-app blocks: each app's upstream, each remote's
 * fragment location. A committed file, not written when nginx starts: the engine's image and the
 * Kubernetes ConfigMap take the template as it is (the nginx image only fills placeholders).
 */
import { serverVariable } from '../registry.mjs';
import { replaceRegion } from './regions.mjs';

/** @type {import('./generate.mjs').Outputs} */
export const outputs = (sources) => [
  { file: 'server/compose/nginx/site.conf.template', make: (text) => make(sources, text) },
];

/** @param {import('./generate.mjs').Sources} sources @param {string | undefined} text */
function make({ registry }, text = '') {
  const remotes = registry.apps.filter((app) => app.name !== 'shell');
  const upstreams = registry.apps.flatMap((app) => [
    `upstream ${app.name}_servers {`,
    `  server \${${serverVariable(app.name)}} max_fails=1 fail_timeout=1s;`,
    // The shell's only: where every replica is left out, nginx's 502 is the page's.
    ...(app.name === 'shell'
      ? [`  server \${${serverVariable(app.name)}} backup max_fails=0;`]
      : []),
    '}',
  ]);
  const fragments = remotes.flatMap((app) => [
    `location /_fragments/${app.name}/ {`,
    '  internal;',
    `  proxy_pass http://${app.name}_servers/_fragments/;`,
    '  include ${NGINX_SNIPPETS}/fragment-proxy.inc;',
    '}',
  ]);
  return replaceRegion(replaceRegion(text, 'upstreams', upstreams), 'fragments', fragments);
}
