import { http } from '@app/shared';
import type { WireData } from '@app/shared/wire';

/** framable: false when the page refuses to be framed here; null when the server could not check it. */
type FrameCheck = WireData<'get', '/v1/webview/frame-check'>;

/**
 * A browser hides why a frame of another origin stayed empty, so the server reads the page's X-Frame-Options
 * and CSP frame-ancestors for us (GET /v1/webview/frame-check). Quiet: no toast, no overlay.
 */
export const frameCheckApi = {
  check: (url: string, origin: string) =>
    http.get<FrameCheck>('/v1/webview/frame-check', { url, origin }, { silent: true, loading: false }),
};
