import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type OpsArticle, opsArticlesApi } from '../../api/articles';
import { ArticlesPage } from './ArticlesPage';

const article: OpsArticle = {
  id: 9,
  expert_id: 2,
  expert_name: '老K',
  category_id: 1,
  category_name: '足球',
  title: '英超焦点',
  summary: '看好主胜',
  content: '<p>看好主胜</p>',
  match_info: '',
  badge: '',
  is_hot: false,
  is_recommended: false,
  views: 12,
  published_at: '2026-11-21T16:30:00.000Z',
};

beforeEach(() => {
  vi.spyOn(opsArticlesApi, 'options').mockResolvedValue({
    experts: [
      { id: 1, name: '球探阿明', category_id: 1 },
      { id: 2, name: '老K', category_id: 2 },
    ],
    categories: [
      { id: 1, name: '足球' },
      { id: 2, name: '篮球' },
    ],
  });
  vi.spyOn(opsArticlesApi, 'list').mockResolvedValue({ list: [article], total: 1, page: 1, per_page: 30 });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('专家文章 (operators)', () => {
  it('previews the HTML as the server cleaned it, then publishes under the chosen expert', async () => {
    const preview = vi
      .spyOn(opsArticlesApi, 'preview')
      .mockResolvedValue({ html: '<p>看好<strong>主胜</strong></p>' });
    const publish = vi.spyOn(opsArticlesApi, 'publish').mockResolvedValue(article);
    render(<ArticlesPage />);
    const form = await screen.findByRole('form', { name: '发布文章' });
    fireEvent.change(within(form).getByLabelText('专家'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '湖人 vs 勇士' } });
    const html = '<p>看好<strong>主胜</strong></p><script>alert(1)</script>';
    fireEvent.change(within(form).getByLabelText(/正文 HTML/), { target: { value: html } });
    fireEvent.click(within(form).getByRole('button', { name: '预览' }));
    const shown = await screen.findByTestId('article-preview');
    expect(preview).toHaveBeenCalledWith(html);
    expect(shown.querySelector('strong')?.textContent).toBe('主胜');
    expect(shown.querySelector('script')).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: '发布文章' }));
    await waitFor(() =>
      expect(publish).toHaveBeenCalledWith(
        expect.objectContaining({ expert_id: 2, category_id: 2, title: '湖人 vs 勇士', content: html }),
      ),
    );
  });

  it('edits an article from the list', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const edit = vi.spyOn(opsArticlesApi, 'edit').mockResolvedValue(article);
    render(<ArticlesPage />);
    fireEvent.click(within(await screen.findByTestId('article-row')).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑文章' });
    // The editor sits above a long list: it comes into view with the focus in it.
    expect(scrolled.mock.contexts).toContain(form);
    expect(form.contains(document.activeElement)).toBe(true);
    fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '英超焦点（更新）' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存修改' }));
    await waitFor(() =>
      expect(edit).toHaveBeenCalledWith(9, expect.objectContaining({ title: '英超焦点（更新）' })),
    );
  });
});
