/** The console mounts this module's pages at `/ops/#/lottery/<path>` (shared/ops/console.ts). */
export const SECTION = 'lottery';
export const DRAWS_PATH = 'draws';
export const CHASES_PATH = 'chases';
