// @ts-check
/**
 * The few extensions an article's Markdown has beyond CommonMark, and the shape the post's styles
 * expect (class names are the local names of BlogPost.module.css; the page maps them).
 */
import { SKIP, visit } from 'unist-util-visit';
import { splitByKeywords } from './keywords.mjs';

/** @typedef {import('mdast').Root} MdastRoot */
/** @typedef {import('hast').Root} HastRoot */
/** @typedef {import('hast').Element} Element */
/** @typedef {import('vfile').VFile} VFile */

const DIRECTIVES = new Set(['containerDirective', 'leafDirective', 'textDirective']);

/**
 * `:::lead` (a paragraph shown as a lead-in) and `:::images` (a row of images); any other
 * directive is a mistake the build reports (write `\:` for a colon followed by a letter).
 */
export function remarkArticleDirectives() {
  return (/** @type {MdastRoot} */ tree, /** @type {VFile} */ file) => {
    visit(tree, (node, index, parent) => {
      if (!DIRECTIVES.has(node.type) || !parent || index === undefined) return;
      const directive = /** @type {import('mdast-util-directive').ContainerDirective} */ (node);
      const [first] = directive.children;
      if (directive.type === 'containerDirective' && directive.name === 'lead') {
        if (directive.children.length !== 1 || first.type !== 'paragraph')
          file.fail('`:::lead` holds exactly one paragraph', node);
        const lead = {
          type: 'lead',
          children: first.children,
          data: { hName: 'span', hProperties: { className: ['lead'] } },
        };
        parent.children[index] = /** @type {any} */ ({ type: 'paragraph', children: [lead] });
        return SKIP;
      }
      if (directive.type === 'containerDirective' && directive.name === 'images') {
        /** @type {import('mdast').Image[]} */
        const images = [];
        visit(directive, 'image', (image) => void images.push(image));
        if (images.length === 0) file.fail('`:::images` holds at least one image', node);
        const items = images.map((image) => ({
          type: 'imageRowItem',
          children: [image],
          data: { hName: 'li' },
        }));
        parent.children[index] = /** @type {any} */ ({
          type: 'imageRow',
          children: items,
          data: { hName: 'ul', hProperties: { className: ['imageRow'] } },
        });
        return SKIP;
      }
      const colons = { containerDirective: ':::', leafDirective: '::', textDirective: ':' }[
        directive.type
      ];
      file.fail(
        `unknown directive \`${colons}${directive.name}\` (write \\: for a colon before a letter)`,
        node,
      );
    });
  };
}

/** Images keep their place at their final size (1200 by 675, as the SVG illustrations). */
const imageProperties = (/** @type {Element} */ image) => ({
  src: image.properties.src,
  alt: image.properties.alt ?? '',
  width: 1200,
  height: 675,
  loading: 'lazy',
});

const isWhitespace = (/** @type {import('hast').RootContent} */ node) =>
  node.type === 'text' && node.value.trim() === '';

/**
 * Gives the compiled HTML the post's shape: no whitespace between blocks (React writes none),
 * sub-headings and lists with their classes, an image alone on its line as the body image, and
 * the keywords highlighted in paragraphs and list items of plain text.
 * @param {{ keywords?: readonly string[] }} options
 */
export function rehypeArticle({ keywords = [] }) {
  return (/** @type {HastRoot} */ tree, /** @type {VFile} */ file) => {
    visit(tree, (node) => {
      if (
        node.type !== 'root' &&
        !(node.type === 'element' && ['ul', 'ol', 'li'].includes(node.tagName))
      )
        return;
      node.children = /** @type {any} */ (node.children.filter((child) => !isWhitespace(child)));
    });
    tree.children = tree.children.map((node) => {
      if (node.type !== 'element' || node.tagName !== 'p') return node;
      const [only] = node.children;
      if (node.children.length !== 1 || only.type !== 'element' || only.tagName !== 'img')
        return node;
      return { ...only, properties: { className: ['bodyImage'], ...imageProperties(only) } };
    });
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName === 'h2') node.properties = { className: ['subHeading'] };
      if (node.tagName === 'ul' && !node.properties.className)
        node.properties = { className: ['bullets'] };
      if (node.tagName === 'img' && !node.properties.className) {
        if (parent?.type !== 'element' || parent.tagName !== 'li')
          file.fail('an image stands alone on its line, or inside `:::images`', node);
        node.properties = imageProperties(node);
      }
      const [only] = node.children;
      if (
        ['p', 'li'].includes(node.tagName) &&
        node.children.length === 1 &&
        only.type === 'text'
      ) {
        node.children = splitByKeywords(only.value, keywords).map((part) =>
          part.keyword
            ? {
                type: 'element',
                tagName: 'strong',
                properties: { className: ['keyword'] },
                children: [{ type: 'text', value: part.text }],
              }
            : { type: 'text', value: part.text },
        );
        return SKIP;
      }
    });
  };
}
