import { InfiniteList, Page, usePagedList, useRequest, useSession } from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { expertsApi } from '../../api/experts';
import { Avatar } from '../../components/Avatar';
import { CategorySearch } from '../../components/CategorySearch';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useRouteTitle } from '../titles';
import styles from './experts.module.css';

/** /expertPages/ExpertList: experts by category (足球/篮球/彩票) with win rates, searchable by name. */
export function ExpertListPage() {
  const loggedIn = useSession((state) => !!state.token);
  return (
    <Page title={useRouteTitle()}>
      <Link to="/planPages/hall" className={styles.planEntry}>
        <b>跟单大厅</b>
        <span>跟高手同买一张单，中奖才付佣金 ›</span>
      </Link>
      <Link to="/syndicatePages/hall" className={styles.planEntry}>
        <b>合买大厅</b>
        <span>大家凑钱买一张大单，按份分奖 ›</span>
      </Link>
      {loggedIn ? (
        <ExpertList />
      ) : (
        <div className={styles.list}>
          <LoginPrompt title="专家列表" text="登录后查看全部专家与战绩" />
        </div>
      )}
    </Page>
  );
}

function ExpertList() {
  const categories = useRequest(
    () => expertsApi.categories({ silent: true }),
    'social:ExpertListPage:categories',
  );
  const [category, setCategory] = useState(0);
  const [keyword, setKeyword] = useState('');
  const experts = usePagedList(
    (page, per_page) =>
      expertsApi.experts(
        { page, per_page, ...(category ? { category_id: category } : {}), ...(keyword ? { keyword } : {}) },
        { silent: true },
      ),
    `social:ExpertListPage:experts-${category}-${keyword}`,
  );
  return (
    <>
      <CategorySearch
        categories={categories}
        category={category}
        onCategory={setCategory}
        onSearch={setKeyword}
        placeholder="搜索专家"
        label="搜索专家"
      />
      <div className={styles.list} style={{ paddingTop: 12 }}>
        <InfiniteList
          items={experts.items}
          hasMore={experts.hasMore}
          onLoadMore={experts.loadMore}
          itemKey={(expert) => expert.id}
          emptyText="没有找到专家"
          renderItem={(expert) => (
            <Link to={`/expertPages/NewExpertDetail?id=${expert.id}`} className={styles.expertRow}>
              <Avatar name={expert.name} />
              <span className={styles.expertInfo}>
                <b>
                  {expert.name} {expert.is_hot === 1 && <span className={styles.hot}>热门</span>}
                </b>
                <span>
                  {expert.category_name} · {expert.title} · {expert.recent_label || '暂无战绩'}
                </span>
                <span>{expert.intro}</span>
              </span>
              <span className={styles.rate}>
                <b>{expert.win_rate}%</b>
                胜率
              </span>
            </Link>
          )}
        />
      </div>
    </>
  );
}
