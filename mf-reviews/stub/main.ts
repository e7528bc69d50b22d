/**
 * Runs the reviews-provider stub as a process of its own (`npm start`, `npm run dev`): PORT,
 * default 3006, on LISTEN_HOST (default loopback; the image sets every interface).
 */
import { createReviewsStub } from './server';

const port = Number(process.env.PORT ?? 3006);
const server = createReviewsStub();

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} (reviews stub) is already in use.` : error,
  );
  process.exit(1);
});
server.listen(port, process.env.LISTEN_HOST || '127.0.0.1', () => {
  console.log(`Reviews stub listening on http://localhost:${port}/`);
});

const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
