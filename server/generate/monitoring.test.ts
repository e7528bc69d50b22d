/**
 * @jest-environment node
 *
 * The site's monitoring as shipped: the alert rules checked and unit-tested by promtool (Debian's
 * `prometheus` package), and deploy/k8s/monitoring rendered by `kubectl kustomize`: a PodMonitor
 * for every server, each scraping a `metrics` port that server's pods have, and the rules as a
 * PrometheusRule.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import registry from '../registry.json';
import { kustomize, kustomizeMissing } from './kustomize';

const root = path.resolve(__dirname, '../..');
const monitoring = path.join(root, 'deploy/monitoring');
const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((f) => fs.existsSync(f));

(promtool ? describe : describe.skip)('the alert rules (promtool)', () => {
  it('are valid rules', () => {
    const out = execFileSync(promtool!, ['check', 'rules', 'alerts.yaml'], {
      cwd: monitoring,
      encoding: 'utf8',
    });
    // The four alerts of issue 33 (fallbacks, slow pages, dead letters, 5xx) and the fallback
    // share the first watches, recorded.
    expect(out).toContain('SUCCESS: 5 rules found');
  });

  it('fire on what they must and not on less (alerts.test.yaml)', () => {
    const out = execFileSync(promtool!, ['test', 'rules', 'alerts.test.yaml'], {
      cwd: monitoring,
      encoding: 'utf8',
    });
    expect(out).toContain('SUCCESS');
  });
});

(kustomizeMissing ? describe.skip : describe)('deploy/k8s/monitoring', () => {
  const objects = kustomizeMissing ? [] : kustomize(path.join(root, 'deploy/k8s/monitoring'));
  const site = kustomizeMissing ? [] : kustomize(path.join(root, 'deploy/k8s/base'));

  it('scrapes every server: each app, the upload function and the composition engine', () => {
    const monitors = objects.filter((o) => o.kind === 'PodMonitor');
    expect(monitors.map((m) => m.metadata.name).sort()).toEqual(
      [...registry.apps.map((app) => app.name), 'upload', 'engine'].sort(),
    );
    for (const monitor of monitors) {
      const { spec } = monitor as unknown as {
        spec: {
          selector: { matchLabels: Record<string, string> };
          podMetricsEndpoints: { port: string }[];
        };
      };
      const selected = spec.selector.matchLabels['app.kubernetes.io/name'];
      const deployment = site.find((o) => o.kind === 'Deployment' && o.metadata.name === selected);
      const ports = (
        deployment as unknown as {
          spec: {
            template: {
              spec: { containers: { ports?: { name: string; containerPort: number }[] }[] };
            };
          };
        }
      ).spec.template.spec.containers.flatMap((c) => c.ports ?? []);
      const metrics = ports.find((p) => p.name === spec.podMetricsEndpoints[0]!.port);
      expect([selected, metrics?.containerPort]).toEqual([
        selected,
        (registry.apps.find((a) => a.name === selected)?.port ??
          (selected === 'upload' ? registry.services.upload.port : registry.site.port)) +
          registry.metrics.portShift,
      ]);
    }
  });

  it('ships the alert rules promtool tests, as a PrometheusRule', () => {
    const rule = objects.find((o) => o.kind === 'PrometheusRule') as unknown as { spec: unknown };
    expect(rule.spec).toEqual(
      YAML.parse(fs.readFileSync(path.join(monitoring, 'alerts.yaml'), 'utf8')),
    );
  });
});

describe("docker-compose.yml's monitoring profile", () => {
  interface Service {
    image?: string;
    build?: unknown;
    profiles?: string[];
    ports?: string[];
    networks?: string[];
    configs?: { source: string; target: string }[];
  }
  const compose = YAML.parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
    merge: true,
  }) as {
    services: Record<string, Service>;
    configs: Record<string, { file?: string }>;
  };
  const prometheus = compose.services.prometheus;
  /** The file a config the service mounts at `target` comes from, relative to the repository. */
  const mountedFile = (target: string) => {
    const source = prometheus?.configs?.find((config) => config.target === target)?.source;
    const file = source === undefined ? undefined : compose.configs[source]?.file;
    return file === undefined ? undefined : path.relative(root, path.resolve(root, file));
  };

  it('runs Prometheus in that profile alone, its version pinned, its page on loopback only', () => {
    expect(prometheus?.profiles).toEqual(['monitoring']);
    expect(prometheus?.image).toMatch(/^prom\/prometheus:v\d+\.\d+\.\d+$/);
    expect(prometheus?.ports?.every((port) => port.startsWith('127.0.0.1:'))).toBe(true);
  });

  it("mounts deploy/monitoring's config and alert rules, where the config names them", () => {
    expect(mountedFile('/etc/prometheus/prometheus.yml')).toBe('deploy/monitoring/prometheus.yml');
    expect(mountedFile('/etc/prometheus/alerts.yaml')).toBe('deploy/monitoring/alerts.yaml');
  });

  it("scrapes every server's metrics port on compose's network, each replica of an app", () => {
    const config = YAML.parse(fs.readFileSync(path.join(monitoring, 'prometheus.yml'), 'utf8')) as {
      rule_files: string[];
      scrape_configs: {
        job_name: string;
        dns_sd_configs?: { names: string[]; type: string; port: number }[];
        static_configs?: { targets: string[] }[];
      }[];
    };
    expect(config.rule_files).toEqual(['alerts.yaml']);
    const shift = registry.metrics.portShift;
    const jobs = Object.fromEntries(config.scrape_configs.map((job) => [job.job_name, job]));
    for (const app of registry.apps) {
      // Every replica: compose's DNS answers a service's name with each replica's address.
      expect(jobs[app.name]?.dns_sd_configs).toEqual([
        { names: [app.name], type: 'A', port: app.port + shift },
      ]);
      expect(compose.services[app.name]).toBeDefined();
    }
    const { upload } = registry.services;
    expect(jobs[upload.name]?.static_configs).toEqual([
      { targets: [`${upload.name}:${upload.port + shift}`] },
    ]);
    // Prometheus shares a network with each: the app servers' internal one (the reviews server's
    // way out to its provider is not Prometheus's), the upload function's default.
    const joined = (service?: Service) => service?.networks ?? ['default'];
    for (const target of [...registry.apps.map((app) => app.name), upload.name])
      expect([
        target,
        joined(compose.services[target]).some((network) => joined(prometheus).includes(network)),
      ]).toEqual([target, true]);
  });

  (promtool ? it : it.skip)('mounts a config promtool checks, its rules included', () => {
    const out = execFileSync(promtool!, ['check', 'config', 'prometheus.yml'], {
      cwd: monitoring,
      encoding: 'utf8',
    });
    expect(out).toMatch(/SUCCESS: 5 rules found/);
  });
});
