import type { AppConfig } from '../types/domain';

/**
 * SPEC 3/9 config keys and defaults: switches on, maintenance off, theme #ffb400, app_version 1.0.0.
 * Pure, so the server serves the very defaults the client falls back to.
 */
export const DEFAULT_APP_CONFIG: AppConfig = {
  nav_sports_enabled: true,
  nav_live_ball_enabled: true,
  nav_real_time_enabled: true,
  nav_expert_enabled: true,
  notice_enabled: true,
  banner_enabled: true,
  maintenance_mode: false,
  theme_color: '#ffb400',
  app_version: '1.0.0',
};

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The config's theme_color when it is a hex colour, trimmed; anything else is null (the caller's fallback). */
export function hexThemeColor(value: unknown): string | null {
  const color = typeof value === 'string' ? value.trim() : '';
  return HEX_COLOR.test(color) ? color : null;
}
