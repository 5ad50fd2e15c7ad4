// The shell page's Content Security Policy allows the origins its remotes load from. It is derived from the
// very manifest read that goes into the page (shell-document.ts), so a switch to a CDN can never serve the
// new URLs under an older policy. Kept apart from security-headers.ts, whose base policy every page shares.

/** Where a remote's files come from: its scripts, its CSS and the fonts and images that CSS names, and its manifest. */
export const REMOTE_DIRECTIVES = ['script-src', 'style-src', 'font-src', 'img-src', 'connect-src'] as const;

/** Origins (not paths) of remote manifest URLs that live on another host than ours. */
export function remoteOriginsOf(manifest: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifest)) {
    try {
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // An unparseable entry is not served to the shell either.
    }
  }
  return [...origins].sort();
}

/** The policy with the origins added to every directive a remote's files need. */
export function withRemoteOrigins(policy: string, origins: readonly string[]): string {
  if (origins.length === 0) return policy;
  return policy
    .split(';')
    .map((part) => part.trim())
    .map((directive) => {
      const name = directive.split(' ')[0] as (typeof REMOTE_DIRECTIVES)[number];
      return REMOTE_DIRECTIVES.includes(name) ? `${directive} ${origins.join(' ')}` : directive;
    })
    .join('; ');
}

/** The policy with `sources` added to one directive. */
export function withSources(policy: string, directive: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((part) => part.trim())
    .map((part) => (part.startsWith(`${directive} `) ? `${part} ${sources.join(' ')}` : part))
    .join('; ');
}

/** The policy with the origins added to connect-src only (the remote address config's API and socket). */
export const withConnectOrigins = (policy: string, origins: readonly string[]) =>
  withSources(policy, 'connect-src', origins);
