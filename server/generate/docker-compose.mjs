// @ts-check
/**
 * docker-compose.yml's per-app parts: each app's service (a new one made like the first remote's),
 * the engine's published ports, server addresses and dependencies, the shell's REMOTE_SERVERS and
 * the runtime config's remotes. Edited in the parsed document, so that its comments, anchors and
 * everything no registry entry says stay as written.
 */
import { isMap, isScalar } from 'yaml';
import { serverVariable } from '../registry.mjs';
import { withRemotes } from './runtime-config-remotes.mjs';
import { asMap, editYaml, mapIn, seqIn } from './yaml-documents.mjs';

/** Sets a scalar's value keeping its quotes, or adds the key. */
function set(
  /** @type {import('yaml').YAMLMap<unknown, unknown>} */ map,
  /** @type {string} */ key,
  /** @type {string} */ value,
) {
  const node = map.get(key, true);
  if (isScalar(node)) node.value = value;
  else map.set(key, value);
}

/** @type {import('./generate.mjs').Outputs} */
export const outputs = (sources) => [
  {
    file: 'docker-compose.yml',
    make: (text = '') => editYaml(text, ([doc]) => doc && edit(sources, doc)),
  },
];

/** @param {import('./generate.mjs').Sources} sources @param {import('yaml').Document} doc */
function edit({ registry }, doc) {
  const services = mapIn(doc, ['services']);
  const remotes = registry.apps.filter((app) => app.name !== 'shell');
  /** @param {import('yaml').Pair<unknown, unknown>} pair */
  const isAppServer = (pair) =>
    isMap(pair.value) && pair.value.getIn(['build', 'target']) === 'app-server';
  const appServers = services.items.filter(isAppServer);
  const prototype = appServers.find((pair) => String(pair.key) !== 'shell')?.value;
  if (!prototype) throw new Error('docker-compose.yml: no remote service to make a new one like');

  // Each app's service, in the registry's order, where the apps' services are now.
  const made = registry.apps.map((app) => {
    const existing = appServers.find((pair) => String(pair.key) === app.name);
    const service = asMap(existing?.value ?? asMap(prototype).clone());
    const args = mapIn(service, ['build', 'args']);
    set(args, 'APP', app.dir);
    set(args, 'PORT', String(app.port));
    if (app.name === 'shell') set(args, 'SERVER', 'shell');
    const tag = `${app.name.toUpperCase().replace(/-/g, '_')}_TAG`;
    set(service, 'image', `\${IMAGE_PREFIX:-omega-health}/${app.dir}:\${${tag}:-latest}`);
    if (app.name !== 'shell')
      set(mapIn(service, ['environment']), 'PUBLIC_URL', `http://localhost:${app.port}/`);
    if (existing) return existing;
    const pair = doc.createPair(app.name, service);
    // A blank line before it, as before every service.
    if (isScalar(pair.key)) pair.key.spaceBefore = true;
    return pair;
  });
  const at = services.items.findIndex(isAppServer);
  const others = services.items.filter((pair) => !isAppServer(pair));
  services.items = [...others.slice(0, at), ...made, ...others.slice(at)];

  // The engine: the site's port and each remote's public one, each app's servers, started after them.
  const ports = seqIn(doc, ['services', 'engine', 'ports']);
  ports.items = [
    ports.items[0],
    ...remotes.map((app) => {
      const port = doc.createNode(`${app.port}:${app.port}`);
      port.type = 'QUOTE_SINGLE';
      return port;
    }),
  ];
  const environment = mapIn(doc, ['services', 'engine', 'environment']);
  environment.items = [
    ...registry.apps.map((app) =>
      doc.createPair(serverVariable(app.name), `${app.name}:${app.port}`),
    ),
    ...environment.items.filter((pair) => !String(pair.key).endsWith('_SERVER')),
  ];
  const dependsOn = mapIn(doc, ['services', 'engine', 'depends_on']);
  const healthy = dependsOn.items[0]?.value;
  dependsOn.items = registry.apps.map((app) => doc.createPair(app.name, healthy));

  // The shell asks each remote's service for pages and the sitemap.
  const remoteServers = Object.fromEntries(
    remotes.map((app) => [app.name, `http://${app.name}:${app.port}`]),
  );
  set(
    mapIn(doc, ['services', 'shell', 'environment']),
    'REMOTE_SERVERS',
    JSON.stringify(remoteServers),
  );

  // The runtime config: each remote's manifest at its public port on the engine.
  const config = doc.getIn(['configs', 'runtime-config', 'content'], true);
  if (!isScalar(config)) throw new Error('docker-compose.yml: no runtime-config content');
  config.value = withRemotes(
    String(config.value),
    remotes.map((app) => ({
      name: app.name,
      entry: `http://localhost:${app.port}/mf-manifest.json`,
    })),
  );
}
