import { DEFAULT_APP_CONFIG } from './defaults';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Applies the config's theme_color to --color-accent (CONTRACT "Look"); anything that is not a hex colour
 * falls back to the default #ffb400 so a bad config value can never break the UI. Returns the colour used.
 */
export function applyThemeColor(color: unknown, root: HTMLElement = document.documentElement): string {
  const value =
    typeof color === 'string' && HEX_COLOR.test(color.trim()) ? color.trim() : DEFAULT_APP_CONFIG.theme_color;
  root.style.setProperty('--color-accent', value);
  return value;
}
