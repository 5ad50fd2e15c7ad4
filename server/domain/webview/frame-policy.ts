/**
 * Whether a browser would show a page inside a frame of `parent`, from the page's response headers, as
 * Chromium decides it: CSP `frame-ancestors` when any enforced policy has it (X-Frame-Options is then
 * ignored), else X-Frame-Options DENY / SAMEORIGIN. The parent is a single ancestor (the shell is the top).
 */
export interface FrameHeaders {
  xFrameOptions?: string | undefined;
  /** Every enforced Content-Security-Policy header (Report-Only ones never block). */
  contentSecurityPolicies: string[];
}

export type FrameVerdict = { framable: true } | { framable: false; reason: string };

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The frame-ancestors source lists of every policy that has one (policies may be comma-joined). */
function frameAncestorLists(policies: string[]): string[][] {
  const lists: string[][] = [];
  for (const policy of policies.flatMap((header) => header.split(','))) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name?.toLowerCase() === 'frame-ancestors') {
        lists.push(sources.map((source) => source.toLowerCase()));
        break; // a repeated directive in one policy is ignored
      }
    }
  }
  return lists;
}

/** CSP3 host-source matching of one source expression against the parent's origin. */
function sourceMatches(source: string, parent: URL, target: URL): boolean {
  if (source === "'self'") return parent.origin === target.origin;
  if (source === '*') return parent.protocol === 'http:' || parent.protocol === 'https:';
  if (/^[a-z][a-z0-9+.-]*:$/.test(source)) {
    return source === parent.protocol || (source === 'http:' && parent.protocol === 'https:');
  }
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([a-z0-9.-]+|\*)(?::(\d+|\*))?(?:\/.*)?$/.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (scheme) {
    const allowed = `${scheme}:`;
    if (allowed !== parent.protocol && !(allowed === 'http:' && parent.protocol === 'https:')) return false;
  } else if (
    parent.protocol !== target.protocol &&
    !(target.protocol === 'http:' && parent.protocol === 'https:')
  ) {
    return false;
  }
  const parentHost = parent.hostname.toLowerCase();
  if (host === '*') {
    // `*` alone is handled above; `scheme://*` matches any host of the scheme.
  } else if (wildcard) {
    if (!parentHost.endsWith(`.${host}`)) return false;
  } else if (parentHost !== host) {
    return false;
  }
  if (port === '*') return true;
  if (port) return port === (parent.port || DEFAULT_PORTS[parent.protocol]);
  // No port in the source: only the scheme's default port (URL leaves it empty).
  return parent.port === '';
}

function ancestorsAllow(sources: string[], parent: URL, target: URL): boolean {
  // 'none' only counts alone; an empty list blocks every ancestor too.
  const effective = sources.filter((source) => source !== "'none'");
  return effective.some((source) => sourceMatches(source, parent, target));
}

export function frameVerdict(headers: FrameHeaders, target: URL, parent: URL): FrameVerdict {
  const lists = frameAncestorLists(headers.contentSecurityPolicies);
  if (lists.length > 0) {
    const allowed = lists.every((sources) => ancestorsAllow(sources, parent, target));
    return allowed ? { framable: true } : { framable: false, reason: 'csp-frame-ancestors' };
  }
  const options = (headers.xFrameOptions ?? '')
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  if (options.includes('deny')) return { framable: false, reason: 'x-frame-options' };
  if (options.includes('sameorigin') && parent.origin !== target.origin) {
    return { framable: false, reason: 'x-frame-options' };
  }
  return { framable: true };
}
