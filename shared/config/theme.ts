import { DEFAULT_APP_CONFIG, hexThemeColor } from './defaults';

/**
 * Applies the config's theme_color to --color-accent (CONTRACT "Look"); anything that is not a hex colour
 * falls back to the default #ffb400 so a bad config value can never break the UI. Returns the colour used.
 */
export function applyThemeColor(color: unknown, root: HTMLElement = document.documentElement): string {
  const value = hexThemeColor(color) ?? DEFAULT_APP_CONFIG.theme_color;
  root.style.setProperty('--color-accent', value);
  return value;
}
