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
    expect(out).toContain('SUCCESS: 4 rules found');
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
