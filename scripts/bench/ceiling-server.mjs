// The ceiling of `npm run bench:api`: a bare Hono JSON route on the same Node adapter as the
// Rinn server, with no database and no middleware. What Rinn's routes reach is read as a share
// of what this reaches on the same machine in the same run.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/ceiling', (c) => c.json({ data: { ok: true }, message: 'Ceiling', status_code: 200 }));

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0) }, (info) => {
  console.log(`Ceiling is running at http://localhost:${info.port}`);
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
