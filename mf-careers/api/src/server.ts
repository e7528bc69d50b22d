/**
 * The upload function (POST /upload_form). This first version only answers that applications
 * cannot be received yet; issue 6 replaces it with the validating, storing implementation.
 */
import http from 'node:http';

export function createUploadServer(): http.Server {
  return http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Content-Type', 'application/json');
    if (req.method === 'GET' && req.url === '/health') {
      res.writeHead(200);
      res.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    res.writeHead(503);
    res.end(
      JSON.stringify({
        error: 'Online applications are not open yet. Please e-mail your application.',
      }),
    );
  });
}
