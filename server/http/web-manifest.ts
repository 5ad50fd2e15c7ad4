import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { hexThemeColor } from '@app/shared/config-defaults';
import type { FastifyInstance } from 'fastify';

/** What an installed app takes from the operator's config: the site's name and its theme colour. */
export interface ManifestBrand {
  siteTitle: unknown;
  themeColor: unknown;
}

/** The built manifest with the operator's name and theme colour; a blank or malformed value keeps the built one. */
export function brandedManifest(
  built: Record<string, unknown>,
  brand: ManifestBrand,
): Record<string, unknown> {
  const title = typeof brand.siteTitle === 'string' ? brand.siteTitle.trim() : '';
  const color = hexThemeColor(brand.themeColor);
  return {
    ...built,
    ...(title ? { name: title, short_name: title.slice(0, 12) } : {}),
    ...(color ? { theme_color: color } : {}),
  };
}

/**
 * Serves the shell's web manifest with the name and theme colour of the config, so a player installing the app
 * sees the site an operator named, not the name it was built with. Read per request (no-cache): a renamed site
 * shows on the next install.
 */
export function registerWebManifest(
  app: FastifyInstance,
  options: { shellDist: string; brand: () => Promise<ManifestBrand> },
): void {
  const file = join(options.shellDist, 'manifest.webmanifest');
  let cached: { mtimeMs: number; manifest: Record<string, unknown> } | null = null;
  const built = async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(await readFile(file, 'utf8')) };
    return cached.manifest;
  };
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    const [manifest, brand] = await Promise.all([built(), options.brand()]);
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(brandedManifest(manifest, brand)));
  });
}
