// @ts-check
/**
 * deploy/k8s/base/<remote>.yaml: each remote's Deployment, Service and PodDisruptionBudget, and a
 * HorizontalPodAutoscaler for one the registry marks `autoscaled`, all from one template
 * (k8s/remote.yaml.template): the remotes are alike but for their name, folder and port. The
 * shell's manifest is its own (shell.yaml).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fillTemplate } from '../compose/nginx.mjs';

const read = (/** @type {string} */ file) =>
  fs.readFileSync(path.join(import.meta.dirname, 'k8s', file), 'utf8');
const remote = read('remote.yaml.template');
const autoscaler = read('autoscaler.yaml.template');

/** @type {import('./generate.mjs').Outputs} */
export const outputs = ({ registry }) =>
  registry.apps
    .filter((app) => app.name !== 'shell')
    .map((app) => ({
      file: `deploy/k8s/base/${app.name}.yaml`,
      make: () => {
        const values = {
          NAME: app.name,
          DIR: app.dir,
          PORT: String(app.port),
          METRICS_PORT: String(app.port + registry.metrics.portShift),
        };
        const replicas = app.autoscaled
          ? '  # No replicas here: its HorizontalPodAutoscaler sets them.'
          : '  replicas: 2';
        const manifest = fillTemplate(remote, { ...values, REPLICAS: replicas });
        return app.autoscaled ? manifest + fillTemplate(autoscaler, values) : manifest;
      },
    }));
