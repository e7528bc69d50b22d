// @ts-check
/** The webpack loader of the blog's articles (see articles.mjs). */
import path from 'node:path';
import { articleModule, INDEX_FILE } from './articles.mjs';

/** @this {import('webpack').LoaderContext<unknown>} */
export default function articleLoader() {
  const { files, code } = articleModule(this.resourcePath);
  files.forEach((file) => this.addDependency(file));
  // A new article file changes the index.
  if (path.basename(this.resourcePath) === INDEX_FILE)
    this.addContextDependency(path.dirname(this.resourcePath));
  return code;
}
