/**
 * @jest-environment node
 *
 * No cluster runs here: these tests render deploy/k8s's base and each overlay with
 * `kubectl kustomize` (kustomize.ts; skipped, saying why, where it is absent), validate every object against the
 * Kubernetes schemas (kubernetes-models), and hold the manifests to the app registry and to the
 * composition engine's templates.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Deployment, type IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import {
  HorizontalPodAutoscaler,
  type IHorizontalPodAutoscaler,
} from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress, type IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import {
  NetworkPolicy,
  type INetworkPolicy,
} from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import {
  PodDisruptionBudget,
  type IPodDisruptionBudget,
} from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap, type IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import type { IContainer } from 'kubernetes-models/v1/Container';
import {
  PersistentVolumeClaim,
  type IPersistentVolumeClaim,
} from 'kubernetes-models/v1/PersistentVolumeClaim';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { Service, type IService } from 'kubernetes-models/v1/Service';
import registry from '../registry.json';
import { kustomize, kustomizeMissing, type KubeObject } from './kustomize';

const root = path.resolve(__dirname, '../..');
const k8s = path.join(root, 'deploy/k8s');
const templatesDir = path.join(root, 'server/compose/nginx');
const kustomizations = ['base', 'overlays/staging', 'overlays/production'];
const overlays = kustomizations.filter((dir) => dir.startsWith('overlays/'));

/** The schema of each kind deploy/k8s uses: an object of any other kind fails the test. */
const models: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Service': Service,
};

// Where kubectl is absent every test is skipped, and each block's name says why.
const rendered = Object.fromEntries(
  kustomizations.map((dir) => [dir, kustomizeMissing ? [] : kustomize(path.join(k8s, dir))]),
);
const eachKustomization = (dirs: string[]) =>
  (kustomizeMissing ? describe.skip : describe).each(dirs);
const title = `deploy/k8s/%s${kustomizeMissing ? ` (${kustomizeMissing})` : ''}`;

interface Kinds {
  ConfigMap: IConfigMap;
  Deployment: IDeployment;
  HorizontalPodAutoscaler: IHorizontalPodAutoscaler;
  Ingress: IIngress;
  NetworkPolicy: INetworkPolicy;
  PersistentVolumeClaim: IPersistentVolumeClaim;
  PodDisruptionBudget: IPodDisruptionBudget;
  Service: IService;
}
const ofKind = <K extends keyof Kinds>(objects: KubeObject[], kind: K) =>
  objects.filter((object) => object.kind === kind) as unknown as Kinds[K][];

/** One rendered object, by kind and the name it was written with (before a generator's hash). */
function find<K extends keyof Kinds>(objects: KubeObject[], kind: K, name: string) {
  const found = ofKind(objects, kind).find(
    ({ metadata }) => metadata?.name === name || metadata?.name?.startsWith(`${name}-`),
  );
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found;
}

const podSpec = (deployment: IDeployment): IPodSpec => deployment.spec!.template.spec!;
const container = (deployment: IDeployment): IContainer => podSpec(deployment).containers[0]!;
const env = (deployment: IDeployment, name: string) =>
  container(deployment).env?.find((variable) => variable.name === name);
/** A container port by its name or number. */
const portNumber = (deployment: IDeployment, port: unknown) =>
  typeof port === 'number'
    ? port
    : container(deployment).ports?.find((candidate) => candidate.name === port)?.containerPort;
/** A ConfigMap key the Deployment reads, as rendered. */
const configMapValue = (objects: KubeObject[], deployment: IDeployment, variable: string) => {
  const ref = env(deployment, variable)?.valueFrom?.configMapKeyRef;
  return ofKind(objects, 'ConfigMap').find(({ metadata }) => metadata?.name === ref?.name)?.data?.[
    ref!.key
  ];
};

const apps = registry.apps.map((app) => ({ ...app, image: `omega-health/${app.dir}` }));
const remotes = apps.filter((app) => app.name !== 'shell');
const autoscaled = registry.apps.filter((app) => app.autoscaled).map((app) => app.name);
const upload = registry.services.upload;

eachKustomization(kustomizations)(title, (dir) => {
  const objects = rendered[dir]!;
  const deployments = ofKind(objects, 'Deployment');

  it('renders to objects that are valid against the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThan(20);
    for (const object of objects) {
      const Model = models[`${object.apiVersion}/${object.kind}`];
      if (!Model) throw new Error(`no schema here for ${object.apiVersion} ${object.kind}`);
      expect(() => new Model(object as never).validate()).not.toThrow();
    }
  });

  it.each(apps)('runs $name as its own Deployment and Service on its registry port', (app) => {
    const deployment = find(objects, 'Deployment', app.name);
    const service = find(objects, 'Service', app.name);
    expect(container(deployment).image).toMatch(new RegExp(`^${app.image}(:|$)`));
    expect(portNumber(deployment, container(deployment).ports?.[0]?.name)).toBe(app.port);
    expect(service.spec?.ports).toHaveLength(1);
    expect(service.spec?.ports?.[0]?.port).toBe(app.port);
    expect(portNumber(deployment, service.spec?.ports?.[0]?.targetPort)).toBe(app.port);
    expect(deployment.spec?.template.metadata?.labels).toMatchObject(service.spec?.selector ?? {});
  });

  it.each([
    ...apps.map((app) => ({ name: app.name, health: '/health' })),
    { name: upload.name, health: upload.health },
    { name: 'engine', health: '/health' },
  ])('probes $name for readiness and liveness on $health', ({ name, health }) => {
    const deployment = find(objects, 'Deployment', name);
    for (const probe of [
      container(deployment).readinessProbe,
      container(deployment).livenessProbe,
    ]) {
      expect(probe?.httpGet?.path).toBe(health);
      expect(portNumber(deployment, probe?.httpGet?.port)).toBe(
        container(deployment).ports?.[0]?.containerPort,
      );
    }
  });

  it('gives every container requests and limits, as a non-root user on a read-only root', () => {
    expect(deployments.length).toBe(apps.length + 2);
    for (const deployment of deployments) {
      const { resources, securityContext } = container(deployment);
      for (const bound of [resources?.requests, resources?.limits]) {
        expect(Object.keys(bound ?? {}).sort()).toEqual(['cpu', 'memory']);
      }
      expect(podSpec(deployment).securityContext?.runAsNonRoot).toBe(true);
      expect(podSpec(deployment).securityContext?.runAsUser).toBeGreaterThan(0);
      expect(securityContext).toMatchObject({
        readOnlyRootFilesystem: true,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      });
    }
  });

  it.each([...apps.map((app) => app.name), 'engine'])(
    'rolls %s out with no downtime: one more replica at a time, none taken first, two or more',
    (name) => {
      const deployment = find(objects, 'Deployment', name);
      expect(deployment.spec?.strategy).toEqual({
        type: 'RollingUpdate',
        rollingUpdate: { maxSurge: 1, maxUnavailable: 0 },
      });
      expect(container(deployment).lifecycle?.preStop).toBeDefined();
      const budget = find(objects, 'PodDisruptionBudget', name);
      expect(budget.spec?.selector?.matchLabels).toEqual(deployment.spec?.selector.matchLabels);
      const autoscaler = ofKind(objects, 'HorizontalPodAutoscaler').find(
        ({ spec }) => spec?.scaleTargetRef.name === name,
      );
      const replicas = (autoscaler ? autoscaler.spec?.minReplicas : deployment.spec?.replicas) ?? 1;
      expect(replicas).toBeGreaterThanOrEqual(2);
      // The budget keeps one serving through a node drain, and lets a drain go on.
      expect(budget.spec?.minAvailable).toBeGreaterThanOrEqual(1);
      expect(budget.spec?.minAvailable).toBeLessThan(replicas);
    },
  );

  it('scales with CPU the apps the registry marks autoscaled, and only them', () => {
    const autoscalers = ofKind(objects, 'HorizontalPodAutoscaler');
    expect(autoscalers.map(({ spec }) => spec?.scaleTargetRef.name).sort()).toEqual(
      autoscaled.sort(),
    );
    for (const { apiVersion, spec } of autoscalers) {
      expect(apiVersion).toBe('autoscaling/v2');
      expect(spec?.scaleTargetRef).toMatchObject({ apiVersion: 'apps/v1', kind: 'Deployment' });
      // The autoscaler sets the replicas: the Deployment leaves them alone.
      expect(find(objects, 'Deployment', spec!.scaleTargetRef.name).spec?.replicas).toBeUndefined();
      expect(spec?.maxReplicas).toBeGreaterThan(spec?.minReplicas ?? Infinity);
      expect(spec?.metrics?.[0]?.resource?.name).toBe('cpu');
    }
  });

  it('keeps the upload function on its port, with its applications on a persistent volume', () => {
    const deployment = find(objects, 'Deployment', upload.name);
    expect(container(deployment).image).toMatch(/^omega-health\/upload-function(:|$)/);
    expect(find(objects, 'Service', upload.name).spec?.ports?.[0]?.port).toBe(upload.port);
    expect(portNumber(deployment, 'http')).toBe(upload.port);
    expect(env(deployment, 'PORT')?.value).toBe(String(upload.port));
    const uploadDir = env(deployment, 'UPLOAD_DIR')?.value;
    const mount = container(deployment).volumeMounts?.find(
      (entry) => entry.mountPath === uploadDir,
    );
    const volume = podSpec(deployment).volumes?.find((entry) => entry.name === mount?.name);
    const claim = find(
      objects,
      'PersistentVolumeClaim',
      volume?.persistentVolumeClaim?.claimName ?? '',
    );
    expect(claim.spec?.accessModes).toEqual(['ReadWriteOnce']);
    // One process delivers the outbox, and a ReadWriteOnce volume is on one node: replaced, not rolled.
    expect(deployment.spec?.replicas).toBe(1);
    expect(deployment.spec?.strategy).toEqual({ type: 'Recreate' });
  });

  it('gives the composition engine and every app server the same fragment secret', () => {
    const secrets = [...apps.map((app) => app.name), 'engine'].map(
      (name) => env(find(objects, 'Deployment', name), 'FRAGMENT_SECRET')?.valueFrom?.secretKeyRef,
    );
    expect(secrets[0]).toEqual({ name: 'fragment-secret', key: 'FRAGMENT_SECRET' });
    for (const secret of secrets) expect(secret).toEqual(secrets[0]);
    expect(objects.some((object) => object.kind === 'Secret')).toBe(false);
  });

  describe('the composition engine', () => {
    const engine = find(objects, 'Deployment', 'engine');
    const mountedAt = (mountPath: string) => {
      const mount = container(engine).volumeMounts?.find((entry) => entry.mountPath === mountPath);
      return podSpec(engine).volumes?.find((volume) => volume.name === mount?.name);
    };
    const templates =
      find(objects, 'ConfigMap', mountedAt('/etc/nginx/templates')?.configMap?.name ?? '').data ??
      {};
    const values = Object.fromEntries(
      (container(engine).env ?? []).map((variable) => [variable.name, variable.value ?? 'secret']),
    );
    /** What the nginx image writes from each template: its placeholders filled from env. */
    const fill = (text: string, from = values) =>
      text.replace(/\$\{(\w+)\}/g, (placeholder, name: string) => from[name] ?? placeholder);

    it("is configured from server/compose/nginx's own files, each one of them", () => {
      const read = (file: string) => fs.readFileSync(path.join(templatesDir, file), 'utf8');
      expect(templates['default.conf.template']).toBe(read('site.conf.template'));
      const files = fs.readdirSync(templatesDir).filter((file) => file !== 'kustomization.yaml');
      const names = (file: string) =>
        file === 'site.conf.template'
          ? 'default.conf.template'
          : file.replace(/(\.template)?$/, '.template');
      expect(Object.keys(templates).sort()).toEqual(files.map(names).sort());
      for (const file of files) expect(templates[names(file)]).toBe(read(file));
    });

    it('has a value for every placeholder, and writes them where the includes look', () => {
      for (const text of Object.values(templates)) {
        expect(fill(text)).not.toMatch(/\$\{\w+\}/);
      }
      expect(values.NGINX_SNIPPETS).toBe('/etc/nginx/conf.d');
      expect(mountedAt('/etc/nginx/conf.d')?.emptyDir).toBeDefined();
      expect(portNumber(engine, 'http')).toBe(Number(values.SITE_LISTEN));
    });

    it.each(apps)('reaches $name through its Service', (app) => {
      const service = find(objects, 'Service', app.name);
      expect(values[`${app.name.toUpperCase()}_SERVER`]).toBe(
        `${service.metadata?.name}:${service.spec?.ports?.[0]?.port}`,
      );
    });

    const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));
    (nginx ? it : it.skip)('is accepted by nginx -t as the image would write it', () => {
      const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'k8s-nginx-'));
      fs.mkdirSync(path.join(prefix, 'logs'));
      // nginx -t resolves upstream names: the Services stand for local addresses here.
      const local = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          name.endsWith('_SERVER') ? value.replace(/^[a-z]+:/, '127.0.0.1:') : value,
        ]),
      );
      Object.assign(local, {
        NGINX_SNIPPETS: prefix,
        SITE_LISTEN: '127.0.0.1:18081',
        COMPOSE_LISTEN: `unix:${prefix}/compose.sock`,
        NGINX_CACHE_DIR: path.join(prefix, 'cache'),
      });
      fs.mkdirSync(path.join(prefix, 'cache'));
      for (const [file, text] of Object.entries(templates)) {
        fs.writeFileSync(path.join(prefix, file.replace(/\.template$/, '')), fill(text, local));
      }
      // The image's nginx.conf includes conf.d/*.conf inside http.
      const main = path.join(prefix, 'logs/nginx.conf');
      fs.writeFileSync(
        main,
        `pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
         events {} http { access_log off; include ${prefix}/*.conf; }`,
      );
      try {
        execFileSync(nginx!, ['-t', '-p', prefix, '-c', main], {
          stdio: 'pipe',
        });
      } finally {
        fs.rmSync(prefix, { recursive: true, force: true });
      }
    });
  });

  describe('what browsers reach', () => {
    const ingress = find(objects, 'Ingress', 'omega-health');
    const hostOf = (url: string) => new URL(url).host;
    /** The Service the Ingress sends a host to. */
    const routed = (host: string) =>
      ingress.spec?.rules?.find((rule) => rule.host === host)?.http?.paths[0]?.backend.service
        ?.name;
    const shell = find(objects, 'Deployment', 'shell');
    const configFile = env(shell, 'RUNTIME_CONFIG_FILE')?.value ?? '';
    const mount = container(shell).volumeMounts?.find(
      (entry) => entry.mountPath === path.dirname(configFile),
    );
    const volume = podSpec(shell).volumes?.find((entry) => entry.name === mount?.name);
    const runtimeConfig = JSON.parse(
      find(objects, 'ConfigMap', volume?.configMap?.name ?? '').data?.[path.basename(configFile)] ??
        '{}',
    ) as {
      remotes: Array<{ name: string; entry: string }>;
      reviews: { apiBase: string };
      uploadUrl: string;
    };

    it.each(remotes)("fetches $name's files from its own host, routed to its Service", (app) => {
      const deployment = find(objects, 'Deployment', app.name);
      const publicUrl = configMapValue(objects, deployment, 'PUBLIC_URL')!;
      expect(routed(hostOf(publicUrl))).toBe(app.name);
      const entry = runtimeConfig.remotes.find((remote) => remote.name === app.name)!.entry;
      expect(entry).toBe(new URL('mf-manifest.json', publicUrl).href);
      expect(JSON.parse(env(shell, 'REMOTE_SERVERS')?.value ?? '{}')[app.name]).toBe(
        `http://${app.name}:${app.port}`,
      );
    });

    it('lists exactly the registry remotes in the runtime config', () => {
      expect(runtimeConfig.remotes.map((remote) => remote.name)).toEqual(
        remotes.map((app) => app.name),
      );
    });

    // docs/product.md, "The calls it makes", call 1: the reviews remote's relay, never the provider.
    it("asks the reviews host's relay for the reviews, which knows the provider", () => {
      expect(routed(hostOf(runtimeConfig.reviews.apiBase))).toBe('reviews');
      const reviews = find(objects, 'Deployment', 'reviews');
      const provider = configMapValue(objects, reviews, 'REVIEWS_PROVIDER_URL');
      expect(provider).toMatch(/^https:\/\//);
      expect(hostOf(provider!)).not.toBe(hostOf(runtimeConfig.reviews.apiBase));
    });

    it('sends the site to the composition engine and the form to the upload function', () => {
      const uploader = find(objects, 'Deployment', upload.name);
      const site = configMapValue(objects, uploader, 'ALLOWED_ORIGINS')!;
      expect(routed(hostOf(site))).toBe('engine');
      expect(routed(hostOf(runtimeConfig.uploadUrl))).toBe(upload.name);
      expect(new URL(runtimeConfig.uploadUrl).pathname).toBe('/upload_form');
    });
  });
});

eachKustomization(kustomizations)(`${title}: who reaches what`, (dir) => {
  const objects = rendered[dir]!;
  const policies = ofKind(objects, 'NetworkPolicy');
  const podName = (selector: { matchLabels?: Record<string, string> } | undefined) =>
    selector?.matchLabels?.['app.kubernetes.io/name'];
  /**
   * Who may connect to the pods named so, on which ports: 'ingress' for the Ingress controller's
   * namespace, a pod's name otherwise; an empty list for pods no policy selects.
   */
  const peers = (name: string) =>
    policies
      .filter((policy) => podName(policy.spec?.podSelector) === name)
      .flatMap((policy) => policy.spec?.ingress ?? [])
      .flatMap((rule) =>
        (rule.from ?? []).flatMap((peer) =>
          (rule.ports ?? []).map((port) => ({
            from: peer.namespaceSelector
              ? `namespace ${peer.namespaceSelector.matchLabels?.['kubernetes.io/metadata.name']}`
              : podName(peer.podSelector),
            port: port.port,
          })),
        ),
      )
      .sort((a, b) => String(a.from).localeCompare(String(b.from)));
  const ingress = 'namespace ingress-nginx';

  it('denies every connection to every pod that no policy lets in', () => {
    const denyAll = policies.filter(
      (policy) =>
        Object.keys(policy.spec?.podSelector ?? {}).length === 0 &&
        policy.spec?.policyTypes?.includes('Ingress') &&
        !policy.spec?.ingress,
    );
    expect(denyAll).toHaveLength(1);
  });

  it('lets only the Ingress controller reach the composition engine and the upload function', () => {
    const engine = find(objects, 'Deployment', 'engine');
    expect(peers('engine')).toEqual([{ from: ingress, port: portNumber(engine, 'http') }]);
    expect(peers(upload.name)).toEqual([{ from: ingress, port: upload.port }]);
  });

  it("lets only the engine reach the shell, and only the engine and the shell each remote's fragments", () => {
    expect(peers('shell')).toEqual([{ from: 'engine', port: apps[0]!.port }]);
    const rules = find(objects, 'Ingress', 'omega-health').spec?.rules ?? [];
    for (const app of remotes) {
      // The Ingress controller reaches a remote for its files; its fragments it sends to the engine.
      expect(peers(app.name)).toEqual(
        [
          { from: 'engine', port: app.port },
          { from: ingress, port: app.port },
          { from: 'shell', port: app.port },
        ].sort((a, b) => a.from.localeCompare(b.from)),
      );
      const paths = rules.find((rule) => rule.http?.paths[0]?.backend.service?.name === app.name)
        ?.http?.paths;
      expect(
        paths?.find((entry) => entry.path === '/_fragments' && entry.pathType === 'Prefix')?.backend
          .service?.name,
      ).toBe('engine');
    }
  });
});

eachKustomization(overlays)(title, (dir) => {
  const objects = rendered[dir]!;

  it('pins every image to a tag and puts everything in its namespace', () => {
    const images = ofKind(objects, 'Deployment').map((deployment) => container(deployment).image);
    for (const image of images) expect(image).toMatch(/^omega-health\/[\w-]+:(?!latest$)[\w.-]+$/);
    const namespaces = new Set(objects.map((object) => object.metadata.namespace));
    expect([...namespaces]).toEqual([expect.stringMatching(/^omega-health/)]);
  });

  it('serves every host over TLS', () => {
    const ingress = find(objects, 'Ingress', 'omega-health');
    const hosts = ingress.spec?.rules?.map((rule) => rule.host) ?? [];
    expect(ingress.spec?.tls?.flatMap((entry) => entry.hosts).sort()).toEqual(hosts.sort());
    const publicUrls = find(objects, 'ConfigMap', 'public-urls').data ?? {};
    expect(Object.keys(publicUrls)).toHaveLength(apps.length);
    for (const url of Object.values(publicUrls)) expect(url).toMatch(/^https:\/\/[^/]+\.example\b/);
  });
});
