/**
 * deploy/k8s rendered by `kubectl kustomize`, for the tests that hold it to the registry and the
 * composition engine's templates. No cluster is needed; where kubectl is absent (or embeds a
 * kustomize older than 4, which lacks fields deploy/k8s uses) the tests are skipped, saying so.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { parseAllDocuments } from 'yaml';

export type KubeObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [key: string]: unknown };
  [key: string]: unknown;
};

/** A kubectl whose kustomize knows the fields deploy/k8s uses (4 or later), if installed. */
const kubectl = ['/usr/bin/kubectl', '/usr/local/bin/kubectl'].find((file) => {
  if (!fs.existsSync(file)) return false;
  const version = execFileSync(file, ['version', '--client', '-o', 'json'], { encoding: 'utf8' });
  return Number(/"kustomizeVersion": "v(\d+)/.exec(version)?.[1] ?? 0) >= 4;
});

/** Why the rendering tests are skipped, or null when they run: the skipped block's name says it. */
export const kustomizeMissing = kubectl
  ? null
  : 'skipped: kubectl with kustomize 4 or later is not installed (/usr/bin/kubectl)';

const isObject = (value: unknown): value is KubeObject =>
  typeof value === 'object' &&
  value !== null &&
  'kind' in value &&
  typeof value.kind === 'string' &&
  'metadata' in value;

/** The objects of the kustomization in `dir`, as `kubectl kustomize dir` prints them. */
export function kustomize(dir: string): KubeObject[] {
  if (!kubectl) throw new Error(kustomizeMissing ?? '');
  const output = execFileSync(kubectl, ['kustomize', dir], { encoding: 'utf8', timeout: 60_000 });
  return parseAllDocuments(output)
    .map((document) => document.toJS())
    .filter(isObject);
}
