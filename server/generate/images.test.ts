/**
 * @jest-environment node
 *
 * The Dockerfile that builds every image, held to the repository: no Docker engine runs here, so
 * it is linted (dockerfile-utils, the validator of the Dockerfile language server), parsed
 * (dockerfile-ast) and checked rule by rule. Each rule is shown to catch a broken copy too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import registry from '../registry.json';
import { parseStages, type Stage } from './dockerfile-stages';

const root = path.resolve(__dirname, '../..');
const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');

/** Each image the Dockerfile builds (its target) and the path its HEALTHCHECK asks. */
const images: Record<string, string> = {
  'app-server': '/health',
  'upload-function': registry.services.upload.health,
  'reviews-stub': registry.services.reviewsStub.health,
  engine: '/health',
};

/** What a final stage may take from the build context: the runtime files that are no build's. */
const runtimeFiles = [
  'server/app-server',
  'server/app-server/request-target.cjs',
  'mf-reviews/stub/avatars',
  'server/compose/nginx/site.conf.template',
  'server/compose/nginx/fragment-proxy.inc.template',
  'server/compose/nginx/security-headers.inc',
  'server/compose/nginx/cache-zone.inc.template',
  'server/compose/nginx/cache-front.inc.template',
  'server/compose/nginx/cache.inc',
  'server/compose/image/remote-origins.conf.template',
];

const workspaces = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

const copies = (stage: Stage) => stage.instructions.filter((i) => i.keyword === 'COPY');
/** What a COPY takes: every argument but the last, its destination. */
const sources = (copy: { args: string[] }) => copy.args.slice(0, -1);

/** Every rule the images must keep, as the problems found in `text`. */
function problems(text: string): string[] {
  const found = validate(text).map(
    (diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`,
  );
  const stages = parseStages(text);
  const byName = new Map(stages.map((stage) => [stage.name, stage]));

  const manifests = byName.get('manifests');
  const copied = manifests ? copies(manifests).flatMap(sources).sort() : [];
  const expected = [
    'package.json',
    'package-lock.json',
    ...workspaces.map((w) => `${w}/package.json`),
  ];
  if (JSON.stringify(copied) !== JSON.stringify(expected.sort()))
    found.push(
      `manifests: copies ${copied.join(', ')}, not the root's and every workspace's manifest`,
    );

  for (const [target, health] of Object.entries(images)) {
    const stage = byName.get(target);
    if (!stage) {
      found.push(`${target}: no such stage`);
      continue;
    }
    const [image, tag = ''] = stage.base.split(':');
    if (byName.has(stage.base))
      found.push(`${target}: built on the stage ${stage.base}, not a base image`);
    else if (!/^\d+\.\d+\.\d+-alpine\d+\.\d+$/.test(tag))
      found.push(`${target}: ${stage.base} is not pinned to an exact version`);
    if (image === 'node' && Number(tag.split('.')[0]) % 2 === 1)
      found.push(`${target}: Node ${tag} is not an LTS line`);

    const users = stage.instructions.filter((i) => i.keyword === 'USER');
    const user = users.at(-1)?.args[0];
    if (!user || ['root', '0'].includes(user.split(':')[0]!))
      found.push(`${target}: runs as ${user ?? 'root (no USER)'}`);

    const healthchecks = stage.instructions.filter((i) => i.keyword === 'HEALTHCHECK');
    if (!healthchecks.some((check) => check.text.includes(`${health}"`)))
      found.push(`${target}: no HEALTHCHECK on ${health}`);

    for (const copy of copies(stage)) {
      if (!copy.from) {
        const extra = sources(copy).filter((source) => !runtimeFiles.includes(source));
        if (extra.length) found.push(`${target}: copies ${extra.join(', ')} from the context`);
      } else if (
        !/-dependencies$/.test(copy.from) &&
        !sources(copy).every((s) => s.endsWith('/dist'))
      )
        found.push(`${target}: copies ${sources(copy).join(', ')} from ${copy.from}`);
    }
    // Production dependencies come from a stage that installed nothing else.
    for (const copy of copies(stage).filter((c) => c.from?.endsWith('-dependencies'))) {
      const install = byName.get(copy.from!)?.instructions.find((i) => i.keyword === 'RUN')?.text;
      if (!install?.includes('--omit=dev'))
        found.push(`${target}: ${copy.from} is no production install`);
    }
  }
  return found;
}

describe('the Dockerfile', () => {
  const stages = parseStages(dockerfile);

  it('keeps every rule: linted clean, pinned LTS bases, non-root, health checks, build output only', () => {
    expect(problems(dockerfile)).toEqual([]);
  });

  it.each([
    [
      'an instruction the linter refuses',
      (t: string) => t.replace('WORKDIR /srv\n', 'workdir /srv\n'),
      /uppercase/,
    ],
    [
      'a base image on latest',
      (t: string) => t.replace(/^ARG NODE_IMAGE=.*$/m, 'ARG NODE_IMAGE=node:latest'),
      /not pinned/,
    ],
    [
      'a base image on a major version only',
      (t: string) => t.replace(/^ARG NGINX_IMAGE=.*$/m, 'ARG NGINX_IMAGE=nginx:1.30-alpine'),
      /engine: .* not pinned/,
    ],
    [
      'a Node line that is never LTS',
      (t: string) => t.replace(/node:26\.\d+\.\d+/, 'node:25.9.0'),
      /not an LTS line/,
    ],
    [
      'an image run as root',
      (t: string) =>
        t.replace(/(FROM \$\{NODE_IMAGE\} AS upload-function[^]*?)USER node/, '$1USER root'),
      /upload-function: runs as root/,
    ],
    ['an image with no USER', (t: string) => t.replace('USER nginx\n', ''), /engine: runs as root/],
    [
      'an image without its HEALTHCHECK',
      (t: string) => t.replace(/HEALTHCHECK[^\n]*\n[^\n]*__stub\/health[^\n]*\n/, ''),
      /reviews-stub: no HEALTHCHECK/,
    ],
    [
      'an image built on a build stage',
      (t: string) =>
        t.replace('FROM ${NODE_IMAGE} AS reviews-stub', 'FROM stub-build AS reviews-stub'),
      /reviews-stub: built on the stage stub-build/,
    ],
    [
      'the dev dependencies in an image',
      (t: string) =>
        t.replace(
          'COPY --from=server-dependencies /repo/ ./',
          'COPY --from=dependencies /repo/node_modules node_modules/',
        ),
      /app-server: copies .* from dependencies/,
    ],
    [
      'the sources in an image',
      (t: string) => t.replace('COPY server/app-server server/app-server/', 'COPY . .'),
      /app-server: copies \. from the context/,
    ],
    [
      'a production install with every dependency',
      (t: string) =>
        t.replace(
          'npm install --omit=dev -w @practice/upload-function',
          'npm install -w @practice/upload-function',
        ),
      /upload-dependencies is no production install/,
    ],
    [
      'a workspace npm would miss',
      (t: string) => t.replace('COPY e2e/package.json e2e/\n', ''),
      /manifests: /,
    ],
  ])('catches %s', (_, breakIt, problem) => {
    const broken = breakIt(dockerfile);
    expect(broken).not.toBe(dockerfile);
    expect(problems(broken).join('\n')).toMatch(problem);
  });

  it('copies only what exists in the repository, each app folder included', () => {
    const apps = registry.apps.map((app) => app.dir);
    const missing = stages
      .flatMap((stage) => copies(stage).filter((copy) => !copy.from))
      .flatMap(sources)
      .flatMap((source) =>
        source.includes('${APP}') ? apps.map((a) => source.replace('${APP}', a)) : [source],
      )
      .filter((source) => !fs.existsSync(path.join(root, source)));
    expect(missing).toEqual([]);
  });

  it.each(registry.apps)("gives $dir's build every workspace it depends on", (app) => {
    const build = stages.find((stage) => stage.name === 'app-build')!;
    const copied = copies(build).flatMap(sources);
    const dirs = new Map<string, string>();
    for (const dir of workspaces) {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      dirs.set(pkg.name, dir);
    }
    const needed = new Set<string>();
    const visit = (dir: string) => {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      for (const name of Object.keys({
        ...pkg.dependencies,
        ...pkg.devDependencies,
        ...pkg.peerDependencies,
      })) {
        const workspace = dirs.get(name);
        if (workspace && !needed.has(workspace)) {
          needed.add(workspace);
          visit(workspace);
        }
      }
    };
    visit(app.dir);
    expect(copied).toEqual(expect.arrayContaining([...needed, '${APP}', 'tsconfig.base.json']));
  });

  it('is sent no checkout output, stored application or secret (.dockerignore)', () => {
    const ignored = fs.readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(
      expect.arrayContaining(['**/node_modules', '**/dist', 'mf-careers/api/data', '.env', '.git']),
    );
  });
});
