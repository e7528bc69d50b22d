// @ts-check
/**
 * Articles as modules, compiled at build time (webpack's loader.mjs, jest's jest-transform.mjs):
 * `<endpoint>.md` becomes its body (a React component and the media after the text), and `_index.md`
 * beside them becomes every article's summary, for lists and cards that need no body.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileSync } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import { endpointFromTitle } from './endpoint.cjs';
import { checkedFrontmatter } from './frontmatter.mjs';
import { rehypeArticle, remarkArticleDirectives } from './plugins.mjs';

export const INDEX_FILE = '_index.md';

/** Fields the lists and cards need; the rest of the frontmatter travels with the body. */
const SUMMARY_FIELDS = /** @type {const} */ ([
  'title',
  'seoTitle',
  'tagline',
  'description',
  'date',
  'category',
  'tags',
  'link',
  'image',
  'imageAlt',
  'tallCarousel',
  'noPopup',
  'formerEndpoints',
]);
const BODY_FIELDS = /** @type {const} */ ([
  'video',
  'carousel',
  'bodyVideo',
  'pdf',
  'endLine',
  'crisisLine',
]);

const shown = (/** @type {string} */ file) => path.relative(process.cwd(), file);

/** The file's frontmatter, checked, and its Markdown without it. */
function readArticle(/** @type {string} */ file) {
  const vfile = new VFile({ path: shown(file), value: fs.readFileSync(file, 'utf8') });
  try {
    matter(vfile, { strip: true });
  } catch (error) {
    throw new Error(
      `${vfile.path}: frontmatter is not valid YAML: ${/** @type {Error} */ (error).message}`,
    );
  }
  const frontmatter = checkedFrontmatter(vfile.data.matter, vfile.path);
  return { endpoint: path.basename(file, '.md'), frontmatter, vfile };
}

const pick = (/** @type {Record<string, unknown>} */ from, /** @type {readonly string[]} */ keys) =>
  Object.fromEntries(keys.filter((key) => from[key] !== undefined).map((key) => [key, from[key]]));

/**
 * Image paths become imports, so the bundler hashes and copies the images: the module's code
 * holds placeholders for them until this turns them into identifiers.
 */
class Images {
  /** @type {string[]} */ paths = [];
  placeholder(/** @type {string} */ src) {
    this.paths.push(src);
    return `__ARTICLE_IMAGE_${this.paths.length - 1}__`;
  }
  /** The code with its placeholders' strings replaced by the imported images. */
  module(/** @type {string} */ code) {
    const imports = this.paths.map(
      (src, n) => `import _articleImage${n} from ${JSON.stringify(src)};`,
    );
    return [...imports, code.replace(/(["'])__ARTICLE_IMAGE_(\d+)__\1/gu, '_articleImage$2')].join(
      '\n',
    );
  }
}

/** `<endpoint>.md`: `default` is the text as a component, `media` what follows it. */
function bodyModule(/** @type {string} */ file) {
  const { frontmatter, vfile } = readArticle(file);
  const images = new Images();
  const compiled = compileSync(vfile, {
    format: 'md',
    remarkPlugins: [remarkDirective, remarkArticleDirectives],
    rehypePlugins: [
      [rehypeArticle, { keywords: frontmatter.keywords }],
      // After the shape is settled: every image's file becomes an import.
      () => (/** @type {import('hast').Root} */ tree) => {
        const visitImages = (/** @type {any} */ node) => {
          if (node.tagName === 'img') node.properties.src = images.placeholder(node.properties.src);
          node.children?.forEach(visitImages);
        };
        visitImages(tree);
      },
    ],
  });
  const media = pick(frontmatter, BODY_FIELDS);
  if (frontmatter.carousel) {
    media.carousel = frontmatter.carousel.map((slide) => ({
      ...slide,
      image: images.placeholder(slide.image),
    }));
  }
  return images.module(`${compiled}\nexport const media = ${JSON.stringify(media)};\n`);
}

/** The articles of a folder, by file name. */
const articleFiles = (/** @type {string} */ dir) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== INDEX_FILE)
    .sort()
    .map((name) => path.join(dir, name));

/**
 * Every article's address is its title's endpoint, and an earlier one answers for it: a file not
 * named by its title, or an old endpoint that is another article's (or listed twice), fails the
 * build, one line each.
 * @param {{ file: string, endpoint: string, frontmatter: import('./frontmatter.mjs').ArticleFrontmatter }[]} read
 */
function checkEndpoints(read) {
  const errors = [];
  const owners = new Map(read.map(({ endpoint, file }) => [endpoint.toLowerCase(), file]));
  for (const { file, endpoint, frontmatter } of read) {
    const expected = endpointFromTitle(frontmatter.title);
    if (endpoint !== expected) {
      errors.push(
        `${shown(file)}: the file must be named by its title's endpoint: ${expected}.md ` +
          `(list "${endpoint}" under formerEndpoints if it was published)`,
      );
    }
    for (const former of frontmatter.formerEndpoints ?? []) {
      const owner = owners.get(former.toLowerCase());
      if (owner) {
        errors.push(`${shown(file)}: formerEndpoints "${former}" is taken by ${shown(owner)}`);
      } else owners.set(former.toLowerCase(), file);
    }
  }
  if (errors.length > 0) throw new Error(errors.join('\n'));
}

/** `_index.md`: `summaries`, one per article of its folder, each with its endpoint (the file name). */
function indexModule(/** @type {string} */ indexFile) {
  const images = new Images();
  const files = articleFiles(path.dirname(indexFile));
  const read = files.map((file) => ({ file, ...readArticle(file) }));
  checkEndpoints(read);
  const summaries = read.map(({ endpoint, frontmatter }) => ({
    endpoint,
    ...pick(frontmatter, SUMMARY_FIELDS),
    image: images.placeholder(frontmatter.image),
  }));
  return {
    files,
    code: images.module(`export const summaries = ${JSON.stringify(summaries, null, 1)};\n`),
  };
}

/** The module a Markdown file compiles to, and the files it was read from. */
export function articleModule(/** @type {string} */ file) {
  if (path.basename(file) === INDEX_FILE) return indexModule(file);
  return { files: [file], code: bodyModule(file) };
}
