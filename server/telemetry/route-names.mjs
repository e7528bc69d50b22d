// @ts-check
/**
 * What each response answers, as its log line, metrics and span name it: a name from a fixed
 * list (`page`, `file`, `health`, or an exposed module and part such as `LatestArticles body`),
 * never the request's path or query: a search can be health information.
 */

/** @type {WeakMap<import('node:http').ServerResponse, string>} */
const routes = new WeakMap();

/** @param {import('node:http').ServerResponse} res @param {string} route */
export const nameRoute = (res, route) => void routes.set(res, route);

/** @param {import('node:http').ServerResponse} res */
export const routeOf = (res) => routes.get(res) ?? 'other';
