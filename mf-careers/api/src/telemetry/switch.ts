/** TELEMETRY=off leaves out the function's traces, metrics server and request log lines. */
export const telemetryOn = process.env.TELEMETRY !== 'off';
