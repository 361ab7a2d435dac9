import { connect, type Socket } from 'node:net';

/*
 * HTTP/1.1 spoken by hand over one TCP connection, for what fetch and node:http hide: a body
 * that ends early, several requests on one keep-alive connection, and how the server ends the
 * connection (a close it announced, or a reset).
 */

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

export interface RawConnection {
  /** Writes the bytes as they are. */
  send(bytes: Buffer | string): Promise<void>;
  /** The next whole response on the connection; rejects if the connection ends first. */
  response(): Promise<RawResponse>;
  /** Resolves when the server has ended the connection: 'closed' cleanly, or 'reset'. */
  ended(): Promise<'closed' | 'reset'>;
  close(): void;
}

/** Parses one response off the front of `data`, or null when it has not all arrived. */
function parseResponse(data: Buffer): { response: RawResponse; rest: Buffer } | null {
  const headEnd = data.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const [statusLine = '', ...lines] = data.subarray(0, headEnd).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.split(' ')[1]);
  let at = headEnd + 4;
  if (headers['transfer-encoding']?.toLowerCase() === 'chunked') {
    const chunks: Buffer[] = [];
    for (;;) {
      const lineEnd = data.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
      if (data.length < lineEnd + 2 + size + 2) return null;
      chunks.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
      if (size === 0) break;
    }
    return {
      response: { status, headers, body: Buffer.concat(chunks).toString('utf8') },
      rest: data.subarray(at),
    };
  }
  const length = Number(headers['content-length'] ?? '0');
  if (data.length < at + length) return null;
  return {
    response: { status, headers, body: data.subarray(at, at + length).toString('utf8') },
    rest: data.subarray(at + length),
  };
}

export async function rawConnection(port: number): Promise<RawConnection> {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received: Buffer = Buffer.alloc(0);
  let end: 'closed' | 'reset' | undefined;
  const waiting: Array<() => void> = [];
  const wake = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  // ECONNRESET or EPIPE: the server dropped the connection rather than closing it.
  socket.on('error', () => {
    end ??= 'reset';
    wake();
  });
  socket.on('close', () => {
    end ??= 'closed';
    wake();
  });
  const changed = () => new Promise<void>((resolve) => waiting.push(resolve));

  return {
    send: (bytes) =>
      new Promise<void>((resolve) => {
        // A write to a connection the server has closed is seen as its end, not thrown here.
        socket.write(bytes, () => resolve());
      }),
    async response() {
      for (;;) {
        const parsed = parseResponse(received);
        if (parsed) {
          received = parsed.rest;
          return parsed.response;
        }
        if (end) throw new Error(`The connection ended (${end}) before a whole response`);
        await changed();
      }
    },
    async ended() {
      while (!end) await changed();
      return end;
    },
    close: () => socket.destroy(),
  };
}

/** A request's bytes: the request line, the headers given (Host added) and the body. */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | string = '',
): Buffer {
  const head = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1']
    .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    .join('\r\n');
  return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), Buffer.from(body)]);
}

/** `bytes` in HTTP/1.1 chunked framing, in chunks of `size`, with the last (empty) chunk. */
export function chunked(bytes: Buffer, size = 16 * 1024): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) {
    const piece = bytes.subarray(at, at + size);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}
