// @ts-check
/**
 * A YAML file edited as parsed documents (the `yaml` package keeps comments, anchors and quoting),
 * then written back as it was but for the edits.
 */
import { isMap, isScalar, isSeq, parseAllDocuments } from 'yaml';

/**
 * @param {string} text @param {(docs: import('yaml').Document.Parsed[]) => void} edit
 * @returns {string}
 */
export function editYaml(text, edit) {
  const docs = parseAllDocuments(text);
  if (!Array.isArray(docs)) throw new Error('Not a stream of YAML documents');
  edit(docs);
  return docs.map((doc) => doc.toString({ lineWidth: 0, flowCollectionPadding: false })).join('');
}

/**
 * Replaces the items of a list that `belongs` picks (the registry's) with `made`, where the first
 * of them was; the others stay in place.
 * @template T @param {T[]} items @param {(item: T) => boolean} belongs @param {T[]} made
 */
export function replaceItems(items, belongs, made) {
  const at = items.findIndex(belongs);
  if (at < 0) throw new Error('No item of the registry in the list to put the new ones with');
  const kept = items.filter((item) => !belongs(item));
  const before = items.slice(0, at).filter((item) => !belongs(item)).length;
  return [...kept.slice(0, before), ...made, ...kept.slice(before)];
}

/**
 * A node that must be a map: a file where it is not is not the one expected.
 * @param {unknown} node @returns {import('yaml').YAMLMap<unknown, unknown>}
 */
export function asMap(node) {
  if (!isMap(node)) throw new Error(`Not a map: ${String(node)}`);
  return node;
}

/** A scalar's text; '' for any other node. @param {unknown} node */
export const textOf = (node) => (isScalar(node) ? String(node.value) : '');

/**
 * The map at `path` in a document or a node of it.
 * @param {import('yaml').Document | import('yaml').YAMLMap<unknown, unknown>} within @param {unknown[]} path
 */
export const mapIn = (within, path) => asMap(within.getIn(path, true));

/**
 * The list at `path`, as mapIn.
 * @param {import('yaml').Document | import('yaml').YAMLMap<unknown, unknown>} within @param {unknown[]} path
 * @returns {import('yaml').YAMLSeq<unknown>}
 */
export function seqIn(within, path) {
  const node = within.getIn(path, true);
  if (!isSeq(node)) throw new Error(`No list at ${path.join('.')}`);
  return node;
}
