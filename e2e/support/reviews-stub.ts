import fs from 'node:fs';
import path from 'node:path';

const registry = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../server/registry.json'), 'utf8'),
) as { services: { reviewsStub: { port: number } } };

/**
 * The reviews-provider stub of the suite's site (PORT_OFFSET applied): the third party the
 * reviews remote's relay fetches from, which no browser should ever reach.
 */
export const reviewsStubOrigin = `http://localhost:${
  registry.services.reviewsStub.port + Number(process.env.PORT_OFFSET ?? 0)
}`;
