import { InfiniteList, Page, usePagedList, useRequest, useSession } from '@app/shared';
import { useState } from 'react';
import { expertsApi, promoApi } from '../../api/experts';
import { LotteryArticleCard } from '../../components/ArticleCard';
import { CategorySearch } from '../../components/CategorySearch';
import { useRouteTitle } from '../titles';
import styles from './experts.module.css';

/**
 * /expertPages/NewLotteryArticleDetail: lottery recommendations by game (双色球, 大乐透, ...), with search.
 * Visitors read through the promo endpoints.
 */
export function LotteryHubPage() {
  const loggedIn = useSession((state) => !!state.token);
  const categories = useRequest(
    () =>
      loggedIn
        ? expertsApi.lotteryCategories({ silent: true })
        : promoApi.lotteryCategories({ silent: true }),
    `social:LotteryHubPage:categories-${loggedIn}`,
  );
  const [category, setCategory] = useState(0);
  const [keyword, setKeyword] = useState('');
  const feed = usePagedList((page, per_page) => {
    const query = { page, per_page, ...(category ? { category_id: category } : {}) };
    if (!loggedIn)
      return promoApi.lotteryArticles({ ...query, ...(keyword ? { keyword } : {}) }, { silent: true });
    return keyword
      ? expertsApi.lotterySearch({ ...query, keyword }, { silent: true })
      : expertsApi.lotteryArticles(query, { silent: true });
  }, `social:LotteryHubPage:feed-${loggedIn}-${category}-${keyword}`);
  return (
    <Page title={useRouteTitle()}>
      <CategorySearch
        categories={categories}
        category={category}
        onCategory={setCategory}
        onSearch={setKeyword}
        placeholder="搜索彩种、期号或关键词"
        label="搜索推荐"
      />
      <div className={styles.list} style={{ paddingTop: 12 }}>
        <InfiniteList
          items={feed.items}
          hasMore={feed.hasMore}
          onLoadMore={feed.loadMore}
          itemKey={(article) => article.id}
          renderItem={(article) => <LotteryArticleCard article={article} />}
          emptyText={keyword ? '没有找到相关推荐' : '暂无推荐'}
        />
      </div>
    </Page>
  );
}
