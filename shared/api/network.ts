import { ApiError, NETWORK_ERROR_MESSAGES, type NetworkErrorType } from './errors';

interface LowLevelError {
  code?: string | undefined;
  message?: string | undefined;
}

/** Classifies a failure that produced no response (its error code and message) into SPEC 8 classes. */
export function classifyNetworkError(error: LowLevelError, online = isOnline()): NetworkErrorType {
  const code = error.code ?? '';
  const message = (error.message ?? '').toLowerCase();
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT' || message.includes('timeout'))
    return 'NETWORK_TIMEOUT';
  if (!online) return 'NETWORK_UNAVAILABLE';
  if (/ssl|tls|certificate|cert_/.test(message) || code.startsWith('CERT_')) return 'SSL_ERROR';
  if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || /refused|connection (failed|reset)/.test(message)) {
    return 'CONNECTION_FAILED';
  }
  return 'NETWORK_ERROR';
}

export function networkApiError(error: LowLevelError): ApiError {
  const type = classifyNetworkError(error);
  return new ApiError({
    code: 0,
    status: 0,
    message: NETWORK_ERROR_MESSAGES[type],
    type,
    detail: error.message,
  });
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
