// @ts-check
/**
 * TELEMETRY=off leaves out every server's traces, metrics and request log lines, and nginx's
 * telemetry log: `npm run bench:load` measures the site both ways.
 */
export const telemetryOn = process.env.TELEMETRY !== 'off';
