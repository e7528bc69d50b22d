// @ts-check
/**
 * server/compose/image/remote-origins.conf.template: one server per remote, on its public port,
 * logged as the site is (site.conf.template); the remote's server sends the security headers.
 */
import { serverVariable } from '../registry.mjs';
import { replaceRegion } from './regions.mjs';

/** @type {import('./generate.mjs').Outputs} */
export const outputs = (sources) => [
  {
    file: 'server/compose/image/remote-origins.conf.template',
    make: (text) => make(sources, text),
  },
];

/** @param {import('./generate.mjs').Sources} sources @param {string | undefined} text */
function make({ registry }, text = '') {
  const lines = registry.apps
    .filter((app) => app.name !== 'shell')
    .flatMap((app) => [
      'server {',
      `  listen ${app.port};`,
      '  server_tokens off;',
      '  location / {',
      `    proxy_pass http://\${${serverVariable(app.name)}};`,
      '    access_log ${NGINX_LOG_DIR}/access.log path_only;',
      '    error_log ${NGINX_LOG_DIR}/error.log crit;',
      '  }',
      '}',
    ]);
  return replaceRegion(text, 'origins', lines);
}
