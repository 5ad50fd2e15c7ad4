// The route table the shell builds at runtime: its own claims plus the claims each remote publishes in its
// mf-manifest.json (metaData.ownedRoutes, written by the remote's build from its src/ownedRoutes.ts). A
// remote that adds a page under a new prefix ships it in its own release; the shell's files stay as built.

/** A claim: an exact path, or every path under a prefix when it ends with '/' ('/' itself is exact). */
export type RouteClaim = string;

/** Who claims what, in the order claims are weighed: the shell first, then the remotes as listed. */
export interface ClaimSet {
  owner: string;
  claims: readonly RouteClaim[];
}

/** A claim refused because another owner holds it already (ARCHITECTURE.md "Who owns which route"). */
export interface RouteConflict {
  claim: RouteClaim;
  /** The owner that keeps it: the shell, or the remote listed first. */
  heldBy: string;
  refused: string;
}

export interface RouteTable {
  exact: ReadonlyMap<string, string>;
  /** Longest first, so the first match is the most specific one. */
  prefixes: readonly (readonly [prefix: string, owner: string])[];
  conflicts: readonly RouteConflict[];
}

const isPrefix = (claim: RouteClaim) => claim.endsWith('/') && claim !== '/';

/**
 * A claim the table accepts: an absolute path without spaces, query or hash. The root prefix '/' would
 * take every path nobody else claims, so it is no remote's to claim (the shell owns '/' as an exact path).
 */
export function isValidClaim(claim: unknown): claim is RouteClaim {
  return (
    typeof claim === 'string' &&
    claim.startsWith('/') &&
    claim.length <= 200 &&
    claim !== '/' &&
    !/[\s?#]/.test(claim)
  );
}

/** Builds the table; a claim someone earlier in the list holds already is refused and listed in conflicts. */
export function buildRouteTable(claimSets: readonly ClaimSet[]): RouteTable {
  const holders = new Map<RouteClaim, string>();
  const conflicts: RouteConflict[] = [];
  for (const { owner, claims } of claimSets) {
    for (const claim of new Set(claims)) {
      const heldBy = holders.get(claim);
      if (heldBy === undefined) holders.set(claim, owner);
      else if (heldBy !== owner) conflicts.push({ claim, heldBy, refused: owner });
    }
  }
  const claimed = [...holders];
  return {
    exact: new Map(claimed.filter(([claim]) => !isPrefix(claim))),
    prefixes: claimed.filter(([claim]) => isPrefix(claim)).sort(([a], [b]) => b.length - a.length),
    conflicts,
  };
}

/** The owner of a path: its exact claim, else the longest prefix it starts with; null when nobody's. */
export function ownerIn(table: RouteTable, path: string): string | null {
  const exact = table.exact.get(path);
  if (exact !== undefined) return exact;
  return table.prefixes.find(([prefix]) => path.startsWith(prefix))?.[1] ?? null;
}
