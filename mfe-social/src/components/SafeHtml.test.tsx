import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, stripUnsafeHtml } from './SafeHtml';

afterEach(cleanup);

describe('SafeHtml', () => {
  it('renders the article structure', () => {
    render(<SafeHtml html="<h3>赛事分析</h3><p>曼城<strong>主场</strong></p>" testId="body" />);
    expect(screen.getByRole('heading', { name: '赛事分析' })).toBeTruthy();
    expect(screen.getByTestId('body').querySelector('strong')?.textContent).toBe('主场');
  });

  it.each([
    ['<p onclick="x()">正文</p>', '<p>正文</p>'],
    ['<script>alert(1)</script><p>正文</p>', '<p>正文</p>'],
    ['<iframe src="https://evil.example"></iframe><p>正文</p>', '<p>正文</p>'],
    ['<a href="javascript:alert(1)">领奖</a>', '<a>领奖</a>'],
    ['<img src="//evil.example/x.png" onerror="x()">', '<img>'],
    ['<p style="width:expression(alert(1))">正文</p>', '<p>正文</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('strips %s even if the server let it through', (hostile, safe) => {
    expect(stripUnsafeHtml(hostile)).toBe(safe);
  });

  it('keeps safe links and images', () => {
    expect(stripUnsafeHtml('<a href="https://a.cn/x" target="_blank" rel="noopener">x</a>')).toBe(
      '<a href="https://a.cn/x" target="_blank" rel="noopener">x</a>',
    );
  });
});
