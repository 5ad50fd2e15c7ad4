import type { AppInfo } from '@app/shared';

/** Own storage key (the session key may hold only userinfo, token and appinfo). */
export const INDEX_MODAL_SEEN_KEY = 'index_modal_seen';

export interface IndexModalContent {
  /** index_modal may be the on/off switch (1/0) or the announcement text itself. */
  text: string;
  images: string[];
  hash: string;
}

/** djb2 over the content: a short stable fingerprint, so a changed popup shows again. */
function fingerprint(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33) ^ text.charCodeAt(index);
  return (hash >>> 0).toString(36);
}

/** What the operator's home popup shows, or null when it is off or empty. */
export function indexModalContent(appInfo: AppInfo | null): IndexModalContent | null {
  if (!appInfo) return null;
  const raw = appInfo.index_modal;
  const isSwitch = typeof raw === 'number' || /^\s*\d+\s*$/.test(String(raw ?? ''));
  if (isSwitch && !Number(raw)) return null;
  const text = isSwitch ? '' : String(raw ?? '').trim();
  const images = (appInfo.index_modal_images ?? []).filter((src) => typeof src === 'string' && src !== '');
  if (!text && images.length === 0) return null;
  return { text, images, hash: fingerprint(JSON.stringify([text, images])) };
}
