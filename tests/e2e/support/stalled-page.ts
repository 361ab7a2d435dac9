import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy in front of the test server that sends the page itself in two parts, with a stall
 * between them, as a weak mobile network does: the browser has half the first screen for a
 * while. Everything else passes straight through.
 */
export interface StalledPage {
  /** The proxy's port; the page's hostname still picks the brand. */
  port: number;
  close(): Promise<void>;
}

export async function stallPageAfter(
  upstreamPort: number,
  splitBefore: string,
  stallMs: number,
): Promise<StalledPage> {
  const server: Server = createServer((incoming, outgoing) => {
    const isPage = incoming.url === '/' || incoming.url?.startsWith('/?');
    const headers = { ...incoming.headers };
    // The page is cut as text, so it must come uncompressed.
    if (isPage) headers['accept-encoding'] = 'identity';
    const upstream = request(
      {
        port: upstreamPort,
        host: '127.0.0.1',
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (answer) => {
        if (!isPage) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const page = Buffer.concat(parts).toString('utf8');
          const cut = page.indexOf(splitBefore);
          if (cut < 0) {
            outgoing.destroy(
              new Error(`The page has no ${JSON.stringify(splitBefore)} to stall before`),
            );
            return;
          }
          const { 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          outgoing.write(page.slice(0, cut));
          setTimeout(() => outgoing.end(page.slice(cut)), stallMs);
        });
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
