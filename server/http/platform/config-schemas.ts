import { z } from 'zod';
import { envelopeOf } from '../envelope';

// Response shapes of the app config routes and appinfo (domain/config.ts builds them).

const navigationSwitches = {
  nav_sports_enabled: z.boolean(),
  nav_live_ball_enabled: z.boolean(),
  nav_real_time_enabled: z.boolean(),
  nav_expert_enabled: z.boolean(),
};
const tab = z.strictObject({
  key: z.string(),
  title: z.string(),
  path: z.string(),
  icon: z.string(),
  enabled: z.boolean(),
});

export const navigationEnvelope = envelopeOf(
  z.strictObject({ ...navigationSwitches, tabs: z.array(tab).describe('the enabled bottom tabs') }),
);
export const bottomNavigationEnvelope = envelopeOf(z.array(tab));
export const featuresEnvelope = envelopeOf(
  z.strictObject({
    notice_enabled: z.boolean(),
    banner_enabled: z.boolean(),
    maintenance_mode: z.boolean(),
    sms_open: z.boolean(),
    redpacket_switch: z.boolean(),
  }),
);
// Operators set game_categories to any JSON array (PUT /api/ops/config/game_categories): nothing narrower holds.
export const gameCategoriesEnvelope = envelopeOf(
  z.array(z.unknown()).describe('operator-set entries; the defaults are {id, key, name, icon, sort}'),
);

const flag = (meaning: string) => z.number().describe(meaning);
export const appInfoEnvelope = envelopeOf(
  z.strictObject({
    site_state: flag('1 open, 0 closed for maintenance'),
    redpacket_switch: flag('1 red packets on, 0 off'),
    fanshui: flag('1 rebates on, 0 off'),
    index_modal: flag('1 show the home pop-up, 0 not; null when the operator set no number').nullable(),
    repair_tips: z.string(),
    sms_open: flag('1 SMS forms offered, 0 not (always 0 without an SMS provider)'),
    site_logo: z.string(),
    title: z.string(),
    kf_url: z.string(),
    index_modal_images: z.array(z.string()),
    ios_download_qrcode: z.string().describe('empty: the client draws the QR code of ios_download_url'),
    ios_download_url: z.string(),
    android_download_url: z.string(),
    timestamp: z.number().int().describe('server time, Unix seconds'),
  }),
);
