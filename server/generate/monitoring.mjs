// @ts-check
/**
 * What a cluster's Prometheus operator needs to scrape every server of the site and alert on it,
 * deploy/k8s/monitoring: a
 * PodMonitor for every server the registry lists (each app, the upload function, and the
 * composition engine's log reader), scraping the container port named `metrics` (the server's
 * port + `metrics.portShift`, which no Service lists), and a PrometheusRule holding the alert
 * rules of deploy/monitoring/alerts.yaml, the one file promtool tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

const alerts = path.join(import.meta.dirname, '../../deploy/monitoring/alerts.yaml');

/** @param {string} name @param {string} selected the pods' app.kubernetes.io/name */
const podMonitor = (name, selected) => ({
  apiVersion: 'monitoring.coreos.com/v1',
  kind: 'PodMonitor',
  metadata: { name, labels: { 'app.kubernetes.io/part-of': 'omega-health' } },
  spec: {
    selector: { matchLabels: { 'app.kubernetes.io/name': selected } },
    podMetricsEndpoints: [{ port: 'metrics', path: '/metrics', interval: '15s' }],
  },
});

const HEADER =
  '# npm run generate writes this file from server/registry.json and deploy/monitoring/alerts.yaml.\n';

/** @type {import('./generate.mjs').Outputs} */
export const outputs = ({ registry }) => [
  {
    file: 'deploy/k8s/monitoring/pod-monitors.yaml',
    make: () =>
      HEADER +
      [
        ...registry.apps.map((app) => podMonitor(app.name, app.name)),
        podMonitor('upload', 'upload'),
        podMonitor('engine', 'engine'),
      ]
        .map((object) => YAML.stringify(object))
        .join('---\n'),
  },
  {
    file: 'deploy/k8s/monitoring/alerts.yaml',
    make: () =>
      HEADER +
      YAML.stringify({
        apiVersion: 'monitoring.coreos.com/v1',
        kind: 'PrometheusRule',
        metadata: { name: 'omega-health', labels: { 'app.kubernetes.io/part-of': 'omega-health' } },
        spec: YAML.parse(fs.readFileSync(alerts, 'utf8')),
      }),
  },
];
