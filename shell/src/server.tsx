// The shell's server bundle (dist/server/render.js): its pages, rendered per request, and the
// check of the runtime config that its server process applies to every new version of the file.
export { respond } from './server/respond';
export { parseRuntimeConfig } from './server/parse-runtime-config';
