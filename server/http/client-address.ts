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

/**
 * Whether an address is a trusted proxy, remembered per address: BlockList.check builds a
 * SocketAddress each time, which costs more than the rest of a tenant-config request. With no
 * proxies configured nothing is checked at all.
 */
function trustCheck(trusted: BlockList): (address: string) => boolean {
  if (trusted.rules.length === 0) return () => false;
  const known = new Map<string, boolean>();
  return (address) => {
    let answer = known.get(address);
    if (answer === undefined) {
      const family = isIP(address);
      answer = family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
      if (known.size >= 10_000) known.clear();
      known.set(address, answer);
    }
    return answer;
  };
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
  const isTrusted = trustCheck(trusted);
  return async (c, next) => {
    let address = plain(socketAddress(c) ?? UNKNOWN_CLIENT);
    const fromProxy = isTrusted(address);
    // HTTPS ends at the proxy in front: only a trusted one may say the client used it.
    const forwardedProto = fromProxy
      ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
      : undefined;
    c.set('viaTls', c.req.url.startsWith('https:') || forwardedProto === 'https');
    if (fromProxy) {
      const forwarded = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((hop) => plain(hop.trim()))
        .filter(Boolean);
      while (isTrusted(address) && forwarded.length > 0) {
        const next = forwarded.pop() as string;
        if (!isIP(next)) break;
        address = next;
      }
    }
    c.set('clientIp', address);
    await next();
  };
}
