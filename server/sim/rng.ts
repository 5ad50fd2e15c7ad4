/** mulberry32: a small seeded PRNG, so the simulator makes the same fixtures from the same seed. */
export function createRng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit hash of a few numbers (per-match, per-tick seeds). */
export function mixSeed(...parts: number[]): number {
  let hash = 2166136261;
  for (const part of parts) {
    hash ^= part >>> 0;
    hash = Math.imul(hash, 16777619) >>> 0;
    hash ^= hash >>> 13;
  }
  // 31 bits: fits the integer column the seed is stored in.
  return hash >>> 1;
}

export const pickInt = (rng: () => number, low: number, high: number) =>
  low + Math.floor(rng() * (high - low + 1));
