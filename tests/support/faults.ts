import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { expect } from 'vitest';
import { OUTAGE_CODE, OUTAGE_MESSAGE } from '../../server/http/outage';

/*
 * Dependencies that stop answering, for the outage tests (issue 30): a TCP proxy that can freeze
 * (it keeps every connection open and passes nothing either way, as a stopped process or a
 * dropped network does), and a listener that accepts and never says a word (a silent SMTP).
 */

export interface FreezingProxy {
  /** 127.0.0.1:<port> in front of the target. */
  port: number;
  /** While true, nothing passes and new connections hang. */
  frozen: boolean;
  close(): Promise<void>;
}

function closeServer(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function freezingProxy(targetPort: number): Promise<FreezingProxy> {
  const sockets = new Set<Socket>();
  const state = { frozen: false };
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    track(client);
    const upstream = connect(targetPort, '127.0.0.1');
    track(upstream);
    client.on('data', (chunk) => {
      if (!state.frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!state.frozen) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get frozen() {
      return state.frozen;
    },
    set frozen(value: boolean) {
      state.frozen = value;
    },
    close: () => closeServer(server, sockets),
  };
}

/** A listener that accepts every connection and never sends a byte (a mail server gone silent). */
export async function silentListener(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => closeServer(server, sockets),
  };
}

/** What an outage answers (issue 30): 503, a Retry-After in whole seconds, the code, the words. */
export function expectOutageAnswer(answer: {
  status: number;
  text?: string;
  headers: Headers;
  body: unknown;
}): void {
  expect(answer.status, answer.text).toBe(503);
  expect(answer.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  expect(answer.body).toEqual({
    data: null,
    message: OUTAGE_MESSAGE.message,
    status_code: 503,
    code: OUTAGE_CODE,
  });
}
