/**
 * `kustomize build` for the tests of deploy/k8s, in as few lines as its kustomizations need.
 * Hand-written because npm has no maintained implementation of kustomize, its binary comes from
 * neither npm nor Debian, and Debian's kubectl (1.20) embeds a kustomize (2.0) older than these
 * fields; where a current kubectl is installed, a test holds this renderer's output equal to
 * `kubectl kustomize`. It supports exactly what deploy/k8s uses, and refuses any other
 * kustomization field, so the manifests cannot come to rely on what it does not render:
 * resources (files and folders), configMapGenerator (files, literals, behavior), patches (a file
 * of strategic-merge patches), namespace, images and replicas. Generated ConfigMaps get
 * kustomize's content hash in their names, and the references to them follow.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export type KubeObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [key: string]: unknown };
  [key: string]: unknown;
};

interface Kustomization {
  resources?: string[];
  configMapGenerator?: Array<{
    name: string;
    behavior?: 'create' | 'replace' | 'merge';
    files?: string[];
    literals?: string[];
  }>;
  patches?: Array<{ path: string }>;
  namespace?: string;
  images?: Array<{ name: string; newName?: string; newTag?: string; digest?: string }>;
  replicas?: Array<{ name: string; count: number }>;
}

const SUPPORTED = new Set([
  'apiVersion',
  'kind',
  'resources',
  'configMapGenerator',
  'patches',
  'namespace',
  'images',
  'replicas',
]);

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The YAML documents of a file, empty ones left out. */
export const readObjects = (text: string) =>
  parseAllDocuments(text)
    .map((document) => document.toJS() as KubeObject | null)
    .filter((object): object is KubeObject => object !== null);

/** The rendered objects of the kustomization in `dir`, as `kustomize build dir` prints them. */
export function build(dir: string): KubeObject[] {
  const generated = new Set<KubeObject>();
  const objects = accumulate(path.resolve(dir), generated);
  const names = new Map<string, string>();
  for (const object of generated) {
    const name = `${object.metadata.name}-${configMapHash(object)}`;
    names.set(object.metadata.name, name);
    object.metadata.name = name;
  }
  for (const object of objects) if (!generated.has(object)) renameConfigMapRefs(object, names);
  return objects;
}

function accumulate(dir: string, generated: Set<KubeObject>): KubeObject[] {
  const file = path.join(dir, 'kustomization.yaml');
  const kustomization = readObjects(fs.readFileSync(file, 'utf8'))[0] as unknown as Kustomization;
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length) throw new Error(`${file}: not rendered here: ${unsupported.join(', ')}`);

  const objects: KubeObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const target = path.join(dir, resource);
    objects.push(
      ...(fs.statSync(target).isDirectory()
        ? accumulate(target, generated)
        : readObjects(fs.readFileSync(target, 'utf8'))),
    );
  }
  for (const generator of kustomization.configMapGenerator ?? []) {
    const data = generatorData(dir, generator);
    const existing = objects.find(
      (object) => object.kind === 'ConfigMap' && object.metadata.name === generator.name,
    );
    const behavior = generator.behavior ?? 'create';
    if ((behavior === 'create') !== !existing)
      throw new Error(`${file}: ConfigMap ${generator.name} cannot be ${behavior}d here.`);
    if (existing)
      existing.data = behavior === 'merge' ? { ...(existing.data as Plain), ...data } : data;
    else {
      const configMap = {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: generator.name },
        data,
      };
      generated.add(configMap);
      objects.push(configMap);
    }
  }
  for (const patch of kustomization.patches ?? []) {
    for (const change of readObjects(fs.readFileSync(path.join(dir, patch.path), 'utf8'))) {
      const index = objects.findIndex(
        (object) => object.kind === change.kind && object.metadata.name === change.metadata.name,
      );
      if (index < 0) throw new Error(`${patch.path}: no ${change.kind} ${change.metadata.name}.`);
      const merged = strategicMerge(objects[index], change) as KubeObject;
      if (generated.delete(objects[index]!)) generated.add(merged);
      objects[index] = merged;
    }
  }
  for (const object of objects) {
    // Every kind deploy/k8s uses is namespaced.
    if (kustomization.namespace) object.metadata.namespace = kustomization.namespace;
    for (const container of podContainers(object)) {
      container.image = retag(container.image as string, kustomization.images ?? []);
    }
    const replicas = kustomization.replicas?.find((entry) => entry.name === object.metadata.name);
    if (replicas && object.kind === 'Deployment') (object.spec as Plain).replicas = replicas.count;
  }
  return objects;
}

/** `key=file`, `file` (its name is the key) and `key=value` entries, in kustomize's order. */
function generatorData(dir: string, generator: { files?: string[]; literals?: string[] }) {
  const data: Record<string, string> = {};
  for (const entry of generator.files ?? []) {
    const [key, file] = entry.includes('=') ? entry.split('=', 2) : [path.basename(entry), entry];
    data[key!] = fs.readFileSync(path.join(dir, file!), 'utf8');
  }
  for (const literal of generator.literals ?? []) {
    const at = literal.indexOf('=');
    data[literal.slice(0, at)] = literal.slice(at + 1);
  }
  return data;
}

/**
 * Kubernetes' strategic merge, for the fields deploy/k8s patches: maps merge key by key; a list
 * whose items all have a name merges item by item by name (the merge key of containers, env and
 * volumes); any other list (an Ingress's rules, say) is replaced whole, as its schema says.
 */
function strategicMerge(base: unknown, patch: unknown): unknown {
  const named = (list: unknown[]) => list.every((item) => isPlain(item) && 'name' in item);
  if (Array.isArray(base) && Array.isArray(patch) && named(base) && named(patch)) {
    const merged = [...base] as Plain[];
    for (const item of patch as Plain[]) {
      const at = merged.findIndex((entry) => entry.name === item.name);
      if (at < 0) merged.push(item);
      else merged[at] = strategicMerge(merged[at], item) as Plain;
    }
    return merged;
  }
  if (isPlain(base) && isPlain(patch)) {
    const merged: Plain = { ...base };
    for (const [key, value] of Object.entries(patch))
      merged[key] = strategicMerge(base[key], value);
    return merged;
  }
  return patch;
}

function podContainers(object: KubeObject): Plain[] {
  const spec = (object.spec as Plain | undefined)?.template as Plain | undefined;
  const pod = spec?.spec as Plain | undefined;
  return [...((pod?.initContainers as Plain[]) ?? []), ...((pod?.containers as Plain[]) ?? [])];
}

/** An image reference with the first `images:` entry naming it applied. */
function retag(image: string, images: NonNullable<Kustomization['images']>) {
  const [reference = '', digest] = image.split('@');
  const colon = reference.lastIndexOf(':');
  const hasTag = colon > reference.lastIndexOf('/');
  const name = hasTag ? reference.slice(0, colon) : reference;
  const entry = images.find((candidate) => candidate.name === name);
  if (!entry) return image;
  const newName = entry.newName ?? name;
  if (entry.digest) return `${newName}@${entry.digest}`;
  if (entry.newTag) return `${newName}:${entry.newTag}`;
  return `${newName}${hasTag ? reference.slice(colon) : ''}${digest ? `@${digest}` : ''}`;
}

/**
 * kustomize's name suffix for a generated ConfigMap: the SHA-256 of the JSON of its kind and
 * data (Go's encoding: keys sorted, <, > and & escaped), ten characters with 0, 1, 3, a and e
 * replaced so that no word can be spelt.
 */
function configMapHash(configMap: KubeObject) {
  const sorted = (value: unknown): unknown =>
    isPlain(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted(value[key])]),
        )
      : value;
  const json = JSON.stringify(
    sorted({ kind: 'ConfigMap', name: '', data: configMap.data }),
  ).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const hex = createHash('sha256').update(json).digest('hex').slice(0, 10);
  return hex.replace(/[013ae]/g, (char) => ({ 0: 'g', 1: 'h', 3: 'k', a: 'm', e: 't' })[char]!);
}

/** Every `configMap`, `configMapRef` and `configMapKeyRef` name that names a generated one. */
function renameConfigMapRefs(value: unknown, names: Map<string, string>): void {
  if (Array.isArray(value)) value.forEach((item) => renameConfigMapRefs(item, names));
  if (!isPlain(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const reference = ['configMap', 'configMapRef', 'configMapKeyRef'].includes(key);
    if (reference && isPlain(child) && names.has(child.name as string))
      child.name = names.get(child.name as string);
    renameConfigMapRefs(child, names);
  }
}
