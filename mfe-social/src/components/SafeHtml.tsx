import { useMemo } from 'react';
import styles from './SafeHtml.module.css';

const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'HR',
  'H2',
  'H3',
  'H4',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'SPAN',
  'DIV',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'IMG',
  'A',
]);
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  A: ['href', 'title', 'target', 'rel'],
  IMG: ['src', 'alt', 'width', 'height'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan'],
};
const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

function clean(node: Element): void {
  for (const child of Array.from(node.children)) {
    if (!ALLOWED_TAGS.has(child.tagName)) {
      child.remove();
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[child.tagName] ?? [];
    for (const attribute of Array.from(child.attributes)) {
      const name = attribute.name.toLowerCase();
      const urlOk = (name !== 'href' && name !== 'src') || SAFE_URL.test(attribute.value.trim());
      if (!allowed.includes(name) || !urlOk) child.removeAttribute(attribute.name);
    }
    clean(child);
  }
}

/**
 * A second, small allowlist on the client (the server already sanitised with sanitize-html): should a
 * bad row or a compromised proxy ever deliver markup, scripts, handlers and foreign URLs still never run.
 * Parsing happens in an inert <template>, so nothing in it loads or executes while being cleaned.
 */
export function stripUnsafeHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = document.createElement('div');
  root.append(template.content);
  clean(root);
  return root.innerHTML;
}

/** The one place article HTML is rendered: server-sanitised content, stripped again here. */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const safe = useMemo(() => stripUnsafeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised and stripped again by stripUnsafeHtml.
  return <div className={styles.article} data-testid={testId} dangerouslySetInnerHTML={{ __html: safe }} />;
}
