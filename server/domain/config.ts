import { DEFAULT_APP_CONFIG } from '@app/shared/config-defaults';
import { eq, inArray, sql } from 'drizzle-orm';
import { whenCommitted } from '../db/ambient';
import type { Db, Queryable } from '../db/client';
import { appConfig } from '../db/schema';
import { domainEvent } from './events';
import { FINANCE_CONFIG_DEFAULTS } from './finance/config-defaults';
import { DEFAULT_REBATE_RATES } from './rebate/rates';
import { SITE_LOGO_PATH } from './site-logo';

export type ConfigValue = string | number | boolean | null | ConfigValue[] | { [key: string]: ConfigValue };

/** SPEC defaults; a row in app_config overrides the value of its key. */
export const CONFIG_DEFAULTS: Record<string, ConfigValue> = {
  ...(DEFAULT_APP_CONFIG as Record<string, ConfigValue>),
  ...FINANCE_CONFIG_DEFAULTS,
  // The released client's version (shell settings/appVersion.ts), so 应用设置 says 已是最新 and means it.
  app_version: '1.9.7',
  site_state: 1,
  site_title: '星辰体育',
  site_logo: SITE_LOGO_PATH,
  repair_tips: '系统维护中，请稍后再试',
  // Pages this server serves (http/platform/service-pages.ts); operators set their real ones.
  kf_url: '/kf',
  sms_open: 1,
  redpacket_switch: 0,
  fanshui: 1,
  index_modal: 1,
  index_modal_images: [],
  // Install pages this server serves; operators set their real download links.
  // An empty ios_download_qrcode makes the client draw the QR code of ios_download_url itself.
  ios_download_qrcode: '',
  ios_download_url: '/install/ios',
  android_download_url: '/install/android',
  rebate_rates: DEFAULT_REBATE_RATES,
  // 滚球: seconds an in-play bet is held before it is accepted (domain/sports/inplay/submit-inplay.ts).
  inplay_bet_delay_seconds: 5,
  // 跟单: the highest commission (percent of a follower's profit) a publisher may ask (domain/plans/rules.ts).
  plan_commission_max_percent: 10,
  // 跟单: 1 every player may publish plans; 0 only the usernames in plan_publishers.
  plan_publish_open: 1,
  plan_publishers: [],
  // 合买: 1 players may start syndicates; 0 none (those already selling still sell, close and pay out).
  syndicate_open: 1,
  game_categories: [
    { id: 1, key: 'sports', name: '体育', icon: 'sports', sort: 1 },
    { id: 2, key: 'lottery', name: '彩票', icon: 'lottery', sort: 2 },
    { id: 3, key: 'live', name: '真人', icon: 'live', sort: 3 },
    { id: 4, key: 'slot', name: '电子', icon: 'slot', sort: 4 },
    { id: 5, key: 'chess', name: '棋牌', icon: 'chess', sort: 5 },
  ],
};

/** Values earlier seeds wrote that were placeholders; seeding replaces them with today's defaults. */
export const SUPERSEDED_SEED_VALUES: Record<string, ConfigValue> = {
  site_logo: '/logo.svg',
  app_version: '1.0.0',
  kf_url: 'https://kf.example.com/chat',
  ios_download_url: 'https://dl.example.com/xingchen/ios/install.html',
  android_download_url: 'https://dl.example.com/xingchen/android/xingchen-1.9.7.apk',
};

export async function readAllConfig(db: Queryable): Promise<Record<string, ConfigValue>> {
  const rows = await db.select().from(appConfig);
  const merged: Record<string, ConfigValue> = { ...CONFIG_DEFAULTS };
  for (const row of rows) merged[row.key] = row.value as ConfigValue;
  return merged;
}

// Every app start and every config check reads the whole config, which changes a few times a day.
export const CONFIG_CACHE_TTL_MS = 1000;
const cached = new WeakMap<
  Db,
  { at: number; version: number; config: Promise<Record<string, ConfigValue>> }
>();
let writes = 0;

/**
 * readAllConfig for the hot public reads: at most 1 s old on other server nodes, and fresh at once on the
 * node that wrote (writeConfig invalidates). Callers must not mutate the result.
 */
export function readAllConfigCached(db: Db): Promise<Record<string, ConfigValue>> {
  const hit = cached.get(db);
  if (hit && hit.version === writes && Date.now() - hit.at < CONFIG_CACHE_TTL_MS) return hit.config;
  const config = readAllConfig(db);
  cached.set(db, { at: Date.now(), version: writes, config });
  // A failed read is not kept.
  config.catch(() => cached.delete(db));
  return config;
}

/** undefined when the key has neither a row nor a default. */
export async function readConfig(db: Queryable, key: string): Promise<ConfigValue | undefined> {
  const rows = await db.select().from(appConfig).where(eq(appConfig.key, key)).limit(1);
  if (rows[0]) return rows[0].value as ConfigValue;
  return Object.hasOwn(CONFIG_DEFAULTS, key) ? CONFIG_DEFAULTS[key] : undefined;
}

export async function readConfigKeys(db: Queryable, keys: string[]): Promise<Record<string, ConfigValue>> {
  const result: Record<string, ConfigValue> = {};
  for (const key of keys)
    if (Object.hasOwn(CONFIG_DEFAULTS, key)) result[key] = CONFIG_DEFAULTS[key] as ConfigValue;
  if (keys.length === 0) return result;
  const rows = await db.select().from(appConfig).where(inArray(appConfig.key, keys));
  for (const row of rows) result[row.key] = row.value as ConfigValue;
  return result;
}

export async function writeConfig(db: Queryable, key: string, value: ConfigValue): Promise<void> {
  await db
    .insert(appConfig)
    .values({ key, value })
    .onConflictDoUpdate({ target: appConfig.key, set: { value, updatedAt: sql`now()` } });
  // Once committed: a read in between would cache the old value as the new version.
  whenCommitted(() => {
    writes += 1;
  });
}

const configChanged = domainEvent<{ key: string }>();

/** Every config change an operator makes (the event bridge tells open shells to reload their config). */
export const onConfigChanged = configChanged.on;
export const announceConfigChange = (db: Db, key: string) => configChanged.emit(db, { key });

const truthy = (value: ConfigValue | undefined) =>
  value === true || value === 1 || value === '1' || value === 'true';

/** The five tabs of SPEC section 2, hidden by the nav switches they name. */
export function bottomNavigation(config: Record<string, ConfigValue>) {
  const tabs = [
    { key: 'home', title: '首页', path: '/pages/home/home', icon: 'home', enabled: true },
    { key: 'activity', title: '活动', path: '/pages/activity/activity', icon: 'activity', enabled: true },
    {
      key: 'gameplay',
      title: '体育彩票',
      path: '/pages/gameplay/gameplay',
      icon: 'gameplay',
      enabled: truthy(config.nav_sports_enabled),
    },
    { key: 'customer', title: '客服', path: '/pages/customer/customer', icon: 'customer', enabled: true },
    { key: 'mine', title: '我的', path: '/pages/mine/mine', icon: 'mine', enabled: true },
  ];
  return tabs;
}

export function navigationSwitches(config: Record<string, ConfigValue>) {
  return {
    nav_sports_enabled: truthy(config.nav_sports_enabled),
    nav_live_ball_enabled: truthy(config.nav_live_ball_enabled),
    nav_real_time_enabled: truthy(config.nav_real_time_enabled),
    nav_expert_enabled: truthy(config.nav_expert_enabled),
  };
}

export function featureSwitches(config: Record<string, ConfigValue>) {
  return {
    notice_enabled: truthy(config.notice_enabled),
    banner_enabled: truthy(config.banner_enabled),
    maintenance_mode: truthy(config.maintenance_mode),
    sms_open: truthy(config.sms_open),
    redpacket_switch: truthy(config.redpacket_switch),
  };
}

/**
 * A numeric switch of appinfo: an operator's value that is no number (an object, "abc") reads as `fallback`
 * instead of NaN, which JSON would send as null and the declared response refuse.
 */
function configNumber<Fallback extends number | null>(
  value: ConfigValue | undefined,
  fallback: Fallback,
): number | Fallback {
  const number = Number(value ?? fallback);
  return Number.isFinite(number) ? number : fallback;
}

/** The appinfo object of the contract, read from config. */
export function appInfoFrom(config: Record<string, ConfigValue>) {
  const images = Array.isArray(config.index_modal_images) ? config.index_modal_images.map(String) : [];
  return {
    site_state: configNumber(config.site_state, 1),
    redpacket_switch: configNumber(config.redpacket_switch, 0),
    fanshui: configNumber(config.fanshui, 0),
    // null (as the NaN always reached clients) keeps the home pop-up showing its images when it is text.
    index_modal: configNumber(config.index_modal, null),
    repair_tips: String(config.repair_tips ?? ''),
    sms_open: configNumber(config.sms_open, 0),
    site_logo: String(config.site_logo ?? ''),
    title: String(config.site_title ?? ''),
    kf_url: String(config.kf_url ?? ''),
    index_modal_images: images,
    ios_download_qrcode: String(config.ios_download_qrcode ?? ''),
    ios_download_url: String(config.ios_download_url ?? ''),
    android_download_url: String(config.android_download_url ?? ''),
    timestamp: Math.floor(Date.now() / 1000),
  };
}
