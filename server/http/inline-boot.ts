import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

// The boot script preloads a deep-linked remote's files and starts the page's first reads
// (shell/src/boot.ts). As a file of its own it starts only once its request has come back, a round trip
// after the page (150 ms on Lighthouse's slow 4G), and as a deferred script it also waits for main.css.
// Inline, ahead of the first stylesheet, it runs as soon as the head is parsed. The page's policy still
// allows no inline script but this one: script-src names its hash.
// Only over HTTP/2: there every request shares one connection. Over HTTP/1.1 a browser opens at most 6 per
// host, and a dozen early requests would queue the page's own scripts behind them: Lighthouse, interleaved
// runs on a deep-linked football list, LCP 1.90-2.03 s -> 1.80-2.00 s over HTTP/2, 2.29-2.39 s -> 2.50-2.80 s
// over HTTP/1.1.

/** The boot entry's tag as the shell's build writes it (shared/build/host.ts: entry `boot`, deferred). */
const BOOT_TAG = /<script defer(?:="")? src="\/(boot\.[0-9a-f]+\.js)"><\/script>/;
/** What the boot script reads while it runs; it has to be parsed before it. */
const RUNTIME_META = /<meta name="federation-runtime"[^>]*>/;
const FIRST_STYLESHEET = /<link[^>]*rel="stylesheet"[^>]*>/;

/** A page to send: its HTML and the CSP sources of its inline scripts ('sha256-...'). */
export interface ShellPage {
  html: string;
  scriptSources: string[];
}

/** The built index.html, prepared once per build. */
export interface ShellTemplate {
  /**
   * The page with the JSON data blocks where the boot script finds them, and the boot script inline when
   * `inline` (a multiplexed connection) and it can be.
   */
  page(blocks: string, inline: boolean): ShellPage;
}

/** The page as built, the blocks ending its head. */
function asBuilt(html: string, blocks: string): ShellPage {
  const head = html.indexOf('</head>');
  return {
    html: head === -1 ? html : `${html.slice(0, head)}${blocks}${html.slice(head)}`,
    scriptSources: [],
  };
}

async function readBoot(shellDist: string, file: string): Promise<string | null> {
  try {
    const code = await readFile(join(shellDist, file), 'utf8');
    // Inside <script>, these would end the element or change how the rest is parsed.
    return /<\/script|<!--/i.test(code) ? null : code;
  } catch {
    return null;
  }
}

/** Inline, the boot script follows the data blocks and the runtime meta, all ahead of the first stylesheet. */
export async function shellTemplate(html: string, shellDist: string): Promise<ShellTemplate> {
  const built = { page: (blocks: string) => asBuilt(html, blocks) };
  const boot = BOOT_TAG.exec(html);
  const code = boot?.[1] ? await readBoot(shellDist, boot[1]) : null;
  if (!boot || code === null) return built;
  const withoutBoot = html.replace(boot[0], '');
  const meta = RUNTIME_META.exec(withoutBoot)?.[0] ?? '';
  const rest = withoutBoot.replace(meta, '');
  const at = FIRST_STYLESHEET.exec(rest)?.index ?? rest.indexOf('</head>');
  if (at === -1) return built;
  const scriptSources = [`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`];
  return {
    page: (blocks, inline) =>
      inline
        ? {
            html: `${rest.slice(0, at)}${meta}${blocks}<script>${code}</script>${rest.slice(at)}`,
            scriptSources,
          }
        : asBuilt(html, blocks),
  };
}
