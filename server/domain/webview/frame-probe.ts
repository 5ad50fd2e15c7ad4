import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { type FrameVerdict, frameVerdict } from './frame-policy';

/** The whole probe, redirects included: a player waits for it before a refusing page is explained. */
export const PROBE_TIMEOUT_MS = 3000;
const MAX_REDIRECTS = 3;
/** Headers only, never a body; Node refuses a header block past this. */
const MAX_HEADER_BYTES = 16 * 1024;

export type ProbeResult = FrameVerdict | { framable: null; reason: string };

/** Addresses a probe must never reach (SSRF): loopback, private, link-local, CGNAT, multicast, reserved. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are judged as the IPv4 address they carry. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface ProbeOptions {
  /** The origin the frame would sit in (the shell's page). */
  parent: URL;
  /** Host names allowed although they resolve to private addresses (WEBVIEW_PROBE_PRIVATE_HOSTS). */
  privateHosts?: readonly string[];
  timeoutMs?: number;
}

class Refused extends Error {}

/** DNS through the SSRF check: the connection uses the address that was checked (no rebinding window). */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = addresses.filter((entry) => allowPrivate || !isPrivateAddress(entry.address));
      if (usable.length === 0) return callback(new Refused('private address'), '', 0);
      if (options.all) return callback(null, usable as never, 0);
      const first = usable[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}

function headersOf(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, {
      method: 'GET',
      headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (webview frame check)' },
      lookup: guardedLookup(allowPrivate),
      maxHeaderSize: MAX_HEADER_BYTES,
      signal,
    });
    outgoing.on('response', (response) => {
      resolve(response);
      // Only the headers matter: the body is never read.
      response.destroy();
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const headerList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Reads the response headers of `target` (following up to 3 redirects) and answers whether the browser
 * would frame it in `parent`. Only http(s); a host resolving to a private or loopback address is refused
 * unless listed; 3 s in all; never a body. `framable: null` when the page could not be checked.
 */
export async function probeFrame(target: URL, options: ProbeOptions): Promise<ProbeResult> {
  const allowed = new Set((options.privateHosts ?? []).map((host) => host.toLowerCase()));
  const signal = AbortSignal.timeout(options.timeoutMs ?? PROBE_TIMEOUT_MS);
  let url = target;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { framable: null, reason: 'scheme' };
      if (url.username || url.password) return { framable: null, reason: 'credentials' };
      const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
      const allowPrivate = allowed.has(host);
      if (isIP(host) && !allowPrivate && isPrivateAddress(host)) return { framable: null, reason: 'private' };
      const response = await headersOf(url, allowPrivate, signal);
      const location = response.headers.location;
      if (response.statusCode && response.statusCode >= 300 && response.statusCode < 400 && location) {
        url = new URL(location, url);
        continue;
      }
      return frameVerdict(
        {
          xFrameOptions: headerList(response.headers['x-frame-options']).join(','),
          contentSecurityPolicies: headerList(response.headers['content-security-policy']),
        },
        url,
        options.parent,
      );
    }
    return { framable: null, reason: 'redirects' };
  } catch (error) {
    if (error instanceof Refused || (error as { cause?: unknown }).cause instanceof Refused) {
      return { framable: null, reason: 'private' };
    }
    return { framable: null, reason: signal.aborted ? 'timeout' : 'unreachable' };
  }
}
