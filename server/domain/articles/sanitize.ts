import sanitizeHtml from 'sanitize-html';

/**
 * The only HTML an article may carry: text structure, tables for match data, links and images over http(s).
 * No style, class or event attribute survives, so no script, handler, javascript: URL, iframe or CSS
 * expression can reach a player. Applied when content is written (seed, publishing) and again when served,
 * so a row written before a rule change is still cleaned on the way out.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'span',
    'div',
    'blockquote',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'a',
  ],
  allowedAttributes: {
    // target and rel are always the transform's own values (it overwrites whatever the article gave).
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the app in a new tab and pass no referrer or authority to the target.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of an article (summaries, search snippets): every tag dropped. */
export function articleText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
