// @ts-check
/**
 * An article's endpoint, derived from its title: spaces turned into hyphens, keeping only
 * characters that need no encoding so every endpoint is URL-safe. An article's file is named by
 * it (its endpoint, the post's path), and the build refuses one that is not (articles.mjs).
 *
 * CommonJS, unlike the compiler beside it: jest's tests require it as it is (jest cannot load an
 * ES module), and the compiler imports it.
 * @param {string} title
 * @returns {string}
 */
function endpointFromTitle(title) {
  return title
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

module.exports = { endpointFromTitle };
