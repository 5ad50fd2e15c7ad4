import { Empty, formatDateTime, Page, Skeleton, toast, useRequest, useSession } from '@app/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type ExpertArticleDetail, expertsApi, promoApi } from '../../api/experts';
import { Avatar } from '../../components/Avatar';
import { SafeHtml } from '../../components/SafeHtml';
import { useIdParam } from '../../components/useIdParam';
import { useRouteTitle } from '../titles';
import styles from './experts.module.css';

/**
 * /expertPages/ExpertDetail?id=: one expert analysis. Logged-in players read through /v1/expert-articles
 * and can like and favourite; visitors read the same article through the promo endpoints.
 */
export function ExpertArticlePage() {
  const id = useIdParam();
  const loggedIn = useSession((state) => !!state.token);
  const article = useRequest(
    () => (loggedIn ? expertsApi.article(id) : promoApi.expertArticle(id)),
    `social:ExpertArticlePage:${id}-${loggedIn}`,
  );
  useEffect(() => {
    if (!id) return;
    const counted = loggedIn
      ? expertsApi.incrementViews(id, { silent: true })
      : promoApi.incrementViews(id, { silent: true });
    counted.catch(() => undefined);
  }, [id, loggedIn]);

  return (
    <Page title={useRouteTitle()}>
      {article.status === 'loading' && <Skeleton />}
      {article.status === 'error' && <Empty text="文章不存在或已下架" />}
      {article.status === 'ready' && <ArticleBody article={article.data} loggedIn={loggedIn} />}
    </Page>
  );
}

function ArticleBody({ article, loggedIn }: { article: ExpertArticleDetail; loggedIn: boolean }) {
  const navigate = useNavigate();
  const [liked, setLiked] = useState({ on: article.is_liked === 1, count: article.likes });
  const [favorited, setFavorited] = useState({ on: article.is_favorited === 1, count: article.favorites });
  const [busy, setBusy] = useState(false);

  const needLogin = () => {
    toast.show('登录后即可点赞和收藏');
    navigate('/pages/login/login');
  };
  const toggleLike = async () => {
    if (!loggedIn) return needLogin();
    setBusy(true);
    try {
      const state = liked.on ? await expertsApi.unlike(article.id) : await expertsApi.like(article.id);
      setLiked({ on: state.liked, count: state.likes });
    } finally {
      setBusy(false);
    }
  };
  const toggleFavorite = async () => {
    if (!loggedIn) return needLogin();
    setBusy(true);
    try {
      const state = favorited.on
        ? await expertsApi.unfavorite(article.id)
        : await expertsApi.favorite(article.id);
      setFavorited({ on: state.favorited, count: state.favorites });
      toast.success(state.favorited ? '已收藏' : '已取消收藏');
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.detail}>
      <h2 className={styles.detailTitle}>
        {article.badge && <span className={styles.badge}>{article.badge}</span>}
        {article.title}
      </h2>
      <Link to={`/expertPages/NewExpertDetail?id=${article.expert.id}`} className={styles.author}>
        <Avatar name={article.expert.name} size={40} />
        <span className={styles.authorText}>
          <b>{article.expert.name}</b>
          <span>
            {article.expert.title} · 胜率 {article.expert.win_rate}%
          </span>
        </span>
        {article.expert.recent_label && <span className={styles.hot}>{article.expert.recent_label}</span>}
      </Link>
      <div className={styles.fixture}>
        <span>{article.match_info}</span>
        {article.match_time && <span>{formatDateTime(article.match_time)} 开赛</span>}
        <span
          className={article.result === 1 ? styles.red : article.result === 2 ? styles.black : styles.pending}
        >
          {article.result_text}
        </span>
      </div>
      <SafeHtml html={article.content} testId="article-content" />
      <div className={styles.meta}>
        发布于 {formatDateTime(article.published_at)} · 阅读 {article.views + 1}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={liked.on ? styles.actionOn : styles.action}
          onClick={toggleLike}
          disabled={busy}
          aria-pressed={liked.on}
          data-testid="article-like"
        >
          {liked.on ? '已赞' : '点赞'} <span data-testid="article-likes">{liked.count}</span>
        </button>
        <button
          type="button"
          className={favorited.on ? styles.actionOn : styles.action}
          onClick={toggleFavorite}
          disabled={busy}
          aria-pressed={favorited.on}
          data-testid="article-favorite"
        >
          {favorited.on ? '已收藏' : '收藏'} {favorited.count}
        </button>
      </div>
    </article>
  );
}
