import { useSession } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ExpertArticleDetail, expertsApi, promoApi } from '../../api/experts';
import { ExpertArticlePage } from './ExpertArticlePage';

const article: ExpertArticleDetail = {
  id: 5,
  title: '湖人VS勇士，节奏之战大分可期',
  summary: '',
  category_id: 2,
  category_name: '篮球',
  expert: {
    id: 4,
    name: '篮板王',
    avatar: '',
    title: 'NBA数据派',
    win_rate: '80.0',
    streak: 3,
    recent_label: '近5中4',
  },
  match_info: 'NBA 洛杉矶湖人 vs 金州勇士',
  match_time: '2026-11-22T03:00:00.000Z',
  badge: '推荐',
  is_hot: 1,
  is_recommended: 1,
  result: 0,
  result_text: '待开奖',
  views: 10,
  likes: 3,
  favorites: 1,
  published_at: '2026-11-21T03:00:00.000Z',
  content: '<h3>赛事分析</h3><p onclick="steal()">节奏模型给出总分232.4</p><script>alert(1)</script>',
  is_liked: 0,
  is_favorited: 0,
};

function show() {
  render(
    <MemoryRouter initialEntries={['/expertPages/ExpertDetail?id=5']}>
      <Routes>
        <Route path="/expertPages/ExpertDetail" element={<ExpertArticlePage />} />
        <Route path="/pages/login/login" element={<p>登录页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useSession.setState({ token: null, user: null });
});

describe('expert article page', () => {
  it('shows the analysis without anything executable, counts the view and likes then unlikes', async () => {
    useSession.setState({ token: 'tok' });
    vi.spyOn(expertsApi, 'article').mockResolvedValue(article);
    const views = vi.spyOn(expertsApi, 'incrementViews').mockResolvedValue({ views: 11 });
    const like = vi.spyOn(expertsApi, 'like').mockResolvedValue({ liked: true, likes: 4 });
    const unlike = vi.spyOn(expertsApi, 'unlike').mockResolvedValue({ liked: false, likes: 3 });
    show();
    const body = await screen.findByTestId('article-content');
    expect(body.textContent).toContain('节奏模型给出总分232.4');
    expect(body.innerHTML).not.toContain('onclick');
    expect(body.querySelector('script')).toBeNull();
    expect(views).toHaveBeenCalledWith(5, { silent: true });

    fireEvent.click(screen.getByTestId('article-like'));
    await waitFor(() => expect(screen.getByTestId('article-like').textContent).toBe('已赞 4'));
    expect(like).toHaveBeenCalledWith(5);
    fireEvent.click(screen.getByTestId('article-like'));
    await waitFor(() => expect(screen.getByTestId('article-like').textContent).toBe('点赞 3'));
    expect(unlike).toHaveBeenCalledWith(5);
  });

  it('lets a visitor read through the promo endpoint; liking sends them to login', async () => {
    const promo = vi.spyOn(promoApi, 'expertArticle').mockResolvedValue(article);
    vi.spyOn(promoApi, 'incrementViews').mockResolvedValue({ views: 11 });
    const like = vi.spyOn(expertsApi, 'like');
    show();
    await screen.findByTestId('article-content');
    expect(promo).toHaveBeenCalledWith(5);
    fireEvent.click(screen.getByTestId('article-like'));
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(like).not.toHaveBeenCalled();
  });
});
