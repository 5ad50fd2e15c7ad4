import { describe, expect, it } from 'vitest';
import { articleText, sanitizeArticleHtml } from './sanitize';

describe('article HTML sanitising', () => {
  it('keeps the structure of a match analysis', () => {
    const html =
      '<h3>阵容</h3><p><strong>曼城</strong>主场<em>12连胜</em></p><table><tr><th>场次</th><td>3</td></tr></table>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it.each([
    ['script', '<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['script in other casing', '<ScRiPt>fetch("/steal")</ScRiPt><p>ok</p>', '<p>ok</p>'],
    [
      'on* handlers',
      '<img src="https://a.cn/x.png" onerror="alert(1)" />',
      '<img src="https://a.cn/x.png" />',
    ],
    ['handler on text', '<p onclick="steal()" onmouseover="x()">点我</p>', '<p>点我</p>'],
    [
      'javascript: URL',
      '<a href="javascript:alert(1)">领奖</a>',
      '<a target="_blank" rel="noopener noreferrer nofollow">领奖</a>',
    ],
    [
      'obfuscated javascript: URL',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    ],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" />', '<img />'],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>正文</p>', '<p>正文</p>'],
    ['style expression', '<p style="width: expression(alert(1))">文字</p>', '<p>文字</p>'],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>正文</p>', '<p>正文</p>'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf" /><p>正文</p>', '<p>正文</p>'],
    ['svg with script', '<svg><script>alert(1)</script></svg><p>正文</p>', '<p>正文</p>'],
    ['form', '<form action="https://evil.example"><input name="pwd" /></form><p>正文</p>', '<p>正文</p>'],
  ])('drops %s', (_name, hostile, safe) => {
    expect(sanitizeArticleHtml(hostile)).toBe(safe);
  });

  it('forces links to open safely and keeps http(s) targets', () => {
    expect(sanitizeArticleHtml('<a href="https://news.example/a" target="_self" rel="opener">来源</a>')).toBe(
      '<a href="https://news.example/a" target="_blank" rel="noopener noreferrer nofollow">来源</a>',
    );
  });

  it('gives plain text for summaries', () => {
    expect(articleText('<p>主队<b>强势</b></p>\n<script>x()</script><p>看好</p>')).toBe('主队强势 看好');
  });
});
