import { describe, expect, it } from 'vitest';
import { ChunkLoadError, classifyChunkError, sharedVersionMismatch, toChunkLoadError } from './chunkErrors';

function webpackChunkError(type: string) {
  return Object.assign(new Error(`Loading chunk 42 failed.\n(${type}: /remotes/x/42.js)`), {
    name: 'ChunkLoadError',
    type,
  });
}

describe('classifyChunkError', () => {
  it('calls a file that is not there "missing"', () => {
    expect(classifyChunkError(new Error('ScriptNetworkError: Failed to load script "/remoteEntry.js"'))).toBe(
      'missing',
    );
    expect(classifyChunkError(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'))).toBe(
      'missing',
    );
    expect(classifyChunkError(new Error('HTTP 404: 请求失败'))).toBe('missing');
    expect(classifyChunkError(webpackChunkError('error'))).toBe('missing');
    expect(classifyChunkError(webpackChunkError('missing'))).toBe('missing');
  });

  it('calls a load that took too long "timeout"', () => {
    expect(classifyChunkError(webpackChunkError('timeout'))).toBe('timeout');
    expect(classifyChunkError(Object.assign(new Error('slow'), { name: 'TimeoutError' }))).toBe('timeout');
    expect(classifyChunkError(new Error('ScriptNetworkError: Script "/remoteEntry.js" timed out.'))).toBe(
      'timeout',
    );
  });

  it('calls anything else (e.g. a remote that throws while evaluating) "error"', () => {
    expect(classifyChunkError(new TypeError('x is not a function'))).toBe('error');
    expect(classifyChunkError('weird')).toBe('error');
    expect(classifyChunkError(undefined)).toBe('error');
  });

  it('wraps a failure once as a ChunkLoadError that keeps its remote and cause', () => {
    const cause = new Error('Failed to fetch');
    const error = toChunkLoadError('mfe_sports', cause);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'missing', remote: 'mfe_sports', cause });
    expect(toChunkLoadError('mfe_sports', error)).toBe(error);
  });
});

describe('sharedVersionMismatch', () => {
  const runtimeError = new Error(
    '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @app/shared does not satisfy the requirement of mfe_social which needs ^1.1.0)',
  );

  it('reads the package and both versions from the runtime error, also behind a ChunkLoadError', () => {
    const expected = { pkg: '@app/shared', provided: '1.0.0', required: '^1.1.0' };
    expect(sharedVersionMismatch(runtimeError)).toEqual(expected);
    expect(sharedVersionMismatch(new ChunkLoadError('error', 'mfe_social', runtimeError))).toEqual(expected);
  });

  it('is null for every other failure', () => {
    expect(sharedVersionMismatch(new Error('Loading chunk 42 failed.'))).toBeNull();
    expect(sharedVersionMismatch('boom')).toBeNull();
  });
});
