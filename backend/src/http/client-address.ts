/**
 * Who the client is, by address. The TCP peer, unless the peer is a reverse proxy named in
 * TRUSTED_PROXIES (docs/deploy.md, "Behind a reverse proxy"): then the address the proxy appended to
 * X-Forwarded-For, read from the right past every trusted hop. Without that setting forwarded headers
 * are ignored (anyone can send them), and the demo doors treat their presence as "a proxy is in front,
 * the real client is unknown" and stay closed.
 */
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { isLoopbackHost, type StackConfig } from '../config.ts';

type AddressConfig = Pick<StackConfig, 'trustedProxies'>;

/** Headers by which a proxy says who its client was. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'cf-connecting-ip'];

const blockLists = new WeakMap<readonly string[], net.BlockList>();

/** TRUSTED_PROXIES entries (addresses or CIDR ranges) as a BlockList, built once per configuration. */
function trustedList(entries: readonly string[]): net.BlockList {
  let list = blockLists.get(entries);
  if (!list) {
    list = new net.BlockList();
    for (const entry of entries) {
      const [address = '', bits] = entry.split('/');
      const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    }
    blockLists.set(entries, list);
  }
  return list;
}

function bare(address: string): string {
  return address.trim().replace(/^::ffff:(?=\d+\.)/, '');
}

function isTrusted(address: string, config: AddressConfig): boolean {
  const entries = config.trustedProxies ?? [];
  const type = net.isIP(address);
  if (entries.length === 0 || type === 0) return false;
  return trustedList(entries).check(address, type === 6 ? 'ipv6' : 'ipv4');
}

/** The TCP peer, IPv4-mapped addresses written as IPv4. */
export function peerAddress(req: IncomingMessage): string {
  return bare(req.socket.remoteAddress ?? '');
}

/** The client's address: the peer, or behind trusted proxies the nearest untrusted X-Forwarded-For hop. */
export function clientAddress(req: IncomingMessage, config: AddressConfig): string {
  const peer = peerAddress(req);
  if (!isTrusted(peer, config)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map(bare)
    .filter((hop) => net.isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!isTrusted(hop, config)) return hop;
  }
  return hops[0] ?? peer;
}

/** Whether the request carries forwarding headers its peer was not trusted to set. */
export function forwardedByUntrustedPeer(req: IncomingMessage, config: AddressConfig): boolean {
  if (isTrusted(peerAddress(req), config)) return false;
  return FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
}

/**
 * The demo doors (the Google stand-in, the mailbox) answer this machine only: a loopback client, and no
 * forwarding header an untrusted peer sent (a proxy on this machine would otherwise make every
 * visitor look local).
 */
export function isLocalClient(req: IncomingMessage, config: AddressConfig): boolean {
  return !forwardedByUntrustedPeer(req, config) && isLoopbackHost(clientAddress(req, config));
}
