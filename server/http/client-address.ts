import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The proxies whose `X-Forwarded-For` the server believes: addresses or subnets
 * ("10.0.0.0/8"), from RINN_TRUSTED_PROXIES. Empty: the socket's own address is the client.
 */
export function trustedProxies(list: readonly string[]): BlockList {
  const trusted = new BlockList();
  for (const entry of list) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (!isIP(address)) throw new Error(`Not an IP address or subnet: "${entry}"`);
    if (prefix === undefined) trusted.addAddress(address, family);
    else {
      const bits = Number(prefix);
      const max = family === 'ipv6' ? 128 : 32;
      if (!Number.isInteger(bits) || bits < 0 || bits > max) {
        throw new Error(`Not an IP address or subnet: "${entry}"`);
      }
      trusted.addSubnet(address, bits, family);
    }
  }
  return trusted;
}

function isTrusted(trusted: BlockList, address: string): boolean {
  const family = isIP(address);
  if (!family) return false;
  return trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** "::ffff:127.0.0.1" is how Node names an IPv4 client on a dual-stack socket. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // a request made in-process (app.request) has no socket
  }
}

export const UNKNOWN_CLIENT = 'unknown';

/**
 * Sets c.var.viaTls (the client reached us over HTTPS) and c.var.clientIp: the socket's address, or, when that is a trusted proxy, the nearest
 * address in X-Forwarded-For that is not itself a trusted proxy. Entries left of that are the
 * client's own claims and are never believed.
 */
export function clientAddress(trusted: BlockList): MiddlewareHandler<{
  Variables: { clientIp: string; viaTls: boolean };
}> {
  return async (c, next) => {
    let address = plain(socketAddress(c) ?? UNKNOWN_CLIENT);
    // HTTPS ends at the proxy in front: only a trusted one may say the client used it.
    const forwardedProto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    c.set(
      'viaTls',
      new URL(c.req.url).protocol === 'https:' ||
        (isTrusted(trusted, address) && forwardedProto === 'https'),
    );
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => plain(hop.trim()))
      .filter(Boolean);
    while (isTrusted(trusted, address) && forwarded.length > 0) {
      const next = forwarded.pop() as string;
      if (!isIP(next)) break;
      address = next;
    }
    c.set('clientIp', address);
    await next();
  };
}
