/**
 * Runs the upload function on its own (docker-compose): PORT (default 3005), UPLOAD_DIR and
 * ALLOWED_ORIGINS come from the environment.
 */
import { createUploadServer } from './server';

const port = Number(process.env.PORT ?? 3005);
const server = createUploadServer();

server.listen(port, () => {
  console.log(`Upload function listening on http://localhost:${port}/upload_form`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
