import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shellTemplate } from './inline-boot';

const dist = mkdtempSync(join(tmpdir(), 'inline-boot-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** index.html as the shell's build writes it: launch style, main.css, the runtime meta, deferred scripts. */
const built = (boot: string) =>
  '<!doctype html><html><head><meta charset="utf-8"><style>#app-launch{}</style>' +
  '<link href="/main.1a2b.css" rel="stylesheet"><meta name="federation-runtime" content="/federation-runtime.9f.js" />' +
  `</head><body><div id="root"></div><script defer src="/${boot}"></script><script defer src="/main.3c4d.js"></script></body></html>`;

const BLOCKS = '<script type="application/json" id="app-remotes">{}</script>';

describe('the boot script inline', () => {
  it('runs from the page ahead of the first stylesheet, after what it reads, under its own hash', async () => {
    const code =
      'document.head.append(document.createElement("link"));\n//# sourceMappingURL=boot.aa11.js.map';
    writeFileSync(join(dist, 'boot.aa11.js'), code);
    const template = await shellTemplate(built('boot.aa11.js'), dist);
    const { html: page, scriptSources } = template.page(BLOCKS, true);

    expect(page).not.toContain('src="/boot.aa11.js"');
    const order = [
      'name="federation-runtime"',
      'id="app-remotes"',
      `<script>${code}</script>`,
      'main.1a2b.css',
    ];
    const positions = order.map((part) => page.indexOf(part));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(page).toContain('<script defer src="/main.3c4d.js"></script>');
    const hash = createHash('sha256').update(code).digest('base64');
    expect(scriptSources).toEqual([`'sha256-${hash}'`]);
  });

  it('stays a file over HTTP/1.1, where its early requests would queue the page scripts', async () => {
    writeFileSync(join(dist, 'boot.dd44.js'), 'document.title;');
    const { html, scriptSources } = (await shellTemplate(built('boot.dd44.js'), dist)).page(BLOCKS, false);
    expect(html).toContain('<script defer src="/boot.dd44.js"></script>');
    expect(html.indexOf('id="app-remotes"')).toBeGreaterThan(html.indexOf('main.1a2b.css'));
    expect(scriptSources).toEqual([]);
  });

  it('leaves a boot script that would break out of <script> as a file, and the policy without hashes', async () => {
    writeFileSync(join(dist, 'boot.bb22.js'), 'const end = "</script><script>alert(1)";');
    const { html, scriptSources } = (await shellTemplate(built('boot.bb22.js'), dist)).page(BLOCKS, true);
    expect(html).toContain('<script defer src="/boot.bb22.js"></script>');
    expect(scriptSources).toEqual([]);
  });

  it('serves the page as built when the boot file is missing', async () => {
    const { html, scriptSources } = (await shellTemplate(built('boot.cc33.js'), dist)).page(BLOCKS, true);
    expect(html).toContain('<script defer src="/boot.cc33.js"></script>');
    expect(scriptSources).toEqual([]);
  });
});
