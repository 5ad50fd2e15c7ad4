/**
 * `@app/shared/remotes-contract`: the query parameter that carries a signed dev override of one remote
 * (`pnpm dev:remote`). The server reads it from the shell page's URL and from the shell's manifest re-reads,
 * and honours only a token it signed itself (an operator with releases.deploy asked for it), so the flag never
 * lets a stranger's link load code into a player's page.
 */
export const REMOTE_DEV_PARAM = 'remote_dev';
