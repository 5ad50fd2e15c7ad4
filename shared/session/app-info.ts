import type { AppInfo } from '../types';

/** SPEC 9: the cached app info is replaced only when one of these 12 core fields changed. */
export const APP_INFO_CORE_FIELDS = [
  'site_state',
  'redpacket_switch',
  'fanshui',
  'index_modal',
  'repair_tips',
  'sms_open',
  'site_logo',
  'title',
  'kf_url',
  'index_modal_images',
  'ios_download_qrcode',
  'ios_download_url',
] as const satisfies readonly (keyof AppInfo)[];

export function appInfoChanged(previous: AppInfo | null, next: AppInfo): boolean {
  if (!previous) return true;
  return APP_INFO_CORE_FIELDS.some(
    (field) => JSON.stringify(previous[field]) !== JSON.stringify(next[field]),
  );
}
