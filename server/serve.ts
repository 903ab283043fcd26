/**
 * Serves the production build in `dist/` on http://localhost:4321 the way a static host does.
 * `npm start` runs it after the build.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createStaticHandler } from './static-site.ts';

const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? 'localhost';
const root = fileURLToPath(new URL('../dist/', import.meta.url));
const serveStatic = createStaticHandler(root);

const server = createServer((request, response) => {
  serveStatic(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Internal Server Error');
  });
});

server.listen(port, host, () => {
  console.log(`Serving dist/ on http://${host}:${port}`);
});
