import {
  BANNER_PAGE_TYPE,
  InfiniteList,
  Page,
  PageBanners,
  Tabs,
  usePagedList,
  useRequest,
} from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type ArticleCategory, promoApi } from '../../api/experts';
import { ArticleCard } from '../../components/ArticleCard';
import { Avatar } from '../../components/Avatar';
import { useRouteTitle } from '../titles';
import styles from './promotion.module.css';

/** /pages/expert/promotion-expert: the expert landing page, readable without login (promo endpoints). */
export function PromotionExpertPage() {
  const experts = useRequest(
    () => promoApi.experts(8, { silent: true }),
    'social:PromotionExpertPage:experts',
  );
  const categories = useRequest(
    () => promoApi.expertCategories({ silent: true }),
    'social:PromotionExpertPage:categories',
  );
  const [category, setCategory] = useState(0);
  const feed = usePagedList(
    (page, per_page) =>
      promoApi.expertArticles(
        { page, per_page, ...(category ? { category_id: category } : {}) },
        { silent: true },
      ),
    `social:PromotionExpertPage:feed-${category}`,
  );
  const tabs = [
    { key: 0, title: '全部' },
    ...(categories.status === 'ready' ? categories.data : []).map((item: ArticleCategory) => ({
      key: item.id,
      title: item.name,
    })),
  ];

  return (
    <Page title={useRouteTitle()}>
      <div className={styles.banners}>
        <PageBanners pageType={BANNER_PAGE_TYPE.articles} />
      </div>
      <div className={styles.hero}>
        <div className={styles.heroTitle}>专家推荐</div>
        <div className={styles.heroText}>名家赛前深度分析 · 每日更新 · 免费阅读</div>
        <div className={styles.heroLinks}>
          <Link to="/expertPages/ExpertList">全部专家</Link>
          <Link to="/expertPages/NewLotteryArticleDetail">彩票推荐</Link>
        </div>
      </div>
      <div className={styles.block}>
        <div className={styles.blockTitle}>热门专家</div>
        <div className={styles.strip} data-testid="hot-experts">
          {(experts.status === 'ready' ? experts.data : []).map((expert) => (
            <Link
              key={expert.id}
              to={`/expertPages/NewExpertDetail?id=${expert.id}`}
              className={styles.expert}
            >
              <Avatar name={expert.name} size={48} />
              <b>{expert.name}</b>
              <span className={styles.rate}>胜率 {expert.win_rate}%</span>
              {expert.recent_label && <span className={styles.recent}>{expert.recent_label}</span>}
            </Link>
          ))}
        </div>
      </div>
      <Tabs items={tabs} active={category} onChange={setCategory} />
      <div className={styles.feed}>
        <InfiniteList
          items={feed.items}
          hasMore={feed.hasMore}
          onLoadMore={feed.loadMore}
          itemKey={(article) => article.id}
          renderItem={(article) => <ArticleCard article={article} />}
          emptyText="暂无推荐文章"
        />
      </div>
    </Page>
  );
}
