// SPEC 8: a chunk load failure is a ChunkLoadError of type missing, timeout or error.
export type ChunkErrorType = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly type: ChunkErrorType,
    readonly remote: string,
    override readonly cause: unknown,
  ) {
    super(`${remote}: ${type}: ${describe(cause)}`);
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown error';
}

const TIMEOUT = /time(d)?\s?out/i;
// A script or manifest that is not there: HTTP 404, a <script> error event, a failed fetch of the manifest
// (the MF runtime reports RUNTIME-003 / RUNTIME-008 for those) or a webpack chunk whose file did not load.
const MISSING =
  /\b404\b|not found|ScriptNetworkError|Failed to load script|Failed to fetch|RUNTIME-00[38]|Loading (css )?chunk .* failed/i;

/** Sorts any failure of a remote load into the three SPEC types. */
export function classifyChunkError(error: unknown): ChunkErrorType {
  if (error instanceof ChunkLoadError) return error.type;
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    type?: unknown;
  };
  const text = describe(error);
  if (record.name === 'TimeoutError' || record.type === 'timeout' || TIMEOUT.test(text)) return 'timeout';
  // webpack's own ChunkLoadError: type 'missing' (loaded but empty) or 'error' (the <script> failed).
  if (record.name === 'ChunkLoadError' && (record.type === 'missing' || record.type === 'error'))
    return 'missing';
  if (MISSING.test(text)) return 'missing';
  return 'error';
}

export function toChunkLoadError(remote: string, error: unknown): ChunkLoadError {
  return error instanceof ChunkLoadError
    ? error
    : new ChunkLoadError(classifyChunkError(error), remote, error);
}

export interface SharedVersionMismatch {
  pkg: string;
  provided: string;
  required: string;
}

// The federation runtime's words when a strictVersion singleton does not fit (runtime-core utils/share):
// "Version 1.0.0 from shell of shared singleton module @app/shared does not satisfy the requirement of
// mfe_sports which needs ^1.1.0)".
const MISMATCH =
  /Version (\S+) from .*? of shared singleton module (\S+) does not satisfy the requirement of .*? which needs ([^)\s]+)/;

/** The shared package a remote needs in a newer version than this page provides, if that is the failure. */
export function sharedVersionMismatch(error: unknown): SharedVersionMismatch | null {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const match = MISMATCH.exec(describe(cause));
    if (match) return { provided: match[1] ?? '', pkg: match[2] ?? '', required: match[3] ?? '' };
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}
