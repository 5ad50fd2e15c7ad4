/** The console mounts this module's pages at `/ops/#/sports/<path>` (shared/ops/console.ts). */
export const SECTION = 'sports';
export const MATCHES_PATH = 'matches';
export const LIABILITY_PATH = 'liability';
export const matchesPath = () => `/${SECTION}/${MATCHES_PATH}`;
export const matchPath = (id: number) => `/${SECTION}/${MATCHES_PATH}/${id}`;
