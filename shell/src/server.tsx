// The shell's server bundle (dist/server/render.js): its pages, rendered per request.
export { respond } from './server/respond';
