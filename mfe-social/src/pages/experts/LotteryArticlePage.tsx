import { Empty, formatDateTime, Page, Skeleton, useRequest, useSession } from '@app/shared';
import { expertsApi, promoApi } from '../../api/experts';
import { SafeHtml } from '../../components/SafeHtml';
import { useIdParam } from '../../components/useIdParam';
import { useRouteTitle } from '../titles';
import styles from './experts.module.css';

/** /expertPages/LotteryArticleDetail?id=: one lottery recommendation (promo endpoint for visitors). */
export function LotteryArticlePage() {
  const id = useIdParam();
  const loggedIn = useSession((state) => !!state.token);
  const article = useRequest(
    () => (loggedIn ? expertsApi.lotteryArticle(id) : promoApi.lotteryArticle(id)),
    `social:LotteryArticlePage:${id}-${loggedIn}`,
  );
  return (
    <Page title={useRouteTitle()}>
      {article.status === 'loading' && <Skeleton />}
      {article.status === 'error' && <Empty text="文章不存在或已下架" />}
      {article.status === 'ready' && (
        <article className={styles.detail}>
          <h2 className={styles.detailTitle}>
            {article.data.badge && <span className={styles.badge}>{article.data.badge}</span>}
            {article.data.title}
          </h2>
          <div className={styles.fixture}>
            <span>
              {article.data.category_name} {article.data.expect}
            </span>
            <span>{article.data.author}</span>
          </div>
          <SafeHtml html={article.data.content} testId="article-content" />
          <div className={styles.meta}>
            发布于 {formatDateTime(article.data.published_at)} · 阅读 {article.data.views}
          </div>
        </article>
      )}
    </Page>
  );
}
