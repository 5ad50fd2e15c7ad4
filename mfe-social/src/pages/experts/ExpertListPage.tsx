import { expertsApi, InfiniteList, Page, Tabs, useSession } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useLoad } from '../../components/useLoad';
import { usePaged } from '../../components/usePaged';
import { useRouteTitle } from '../titles';
import styles from './experts.module.css';

/** /expertPages/ExpertList: experts by category (足球/篮球/彩票) with win rates, searchable by name. */
export function ExpertListPage() {
  const loggedIn = useSession((state) => !!state.token);
  return (
    <Page title={useRouteTitle()}>
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
  const categories = useLoad(() => expertsApi.categories({ silent: true }), 'categories');
  const [category, setCategory] = useState(0);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const experts = usePaged(
    (page, per_page) =>
      expertsApi.experts(
        { page, per_page, ...(category ? { category_id: category } : {}), ...(keyword ? { keyword } : {}) },
        { silent: true },
      ),
    `${category}-${keyword}`,
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
  };
  const tabs = [
    { key: 0, title: '全部' },
    ...(categories.status === 'ready' ? categories.data : []).map((item) => ({
      key: item.id,
      title: item.name,
    })),
  ];
  return (
    <>
      <Tabs items={tabs} active={category} onChange={setCategory} />
      <form className={styles.search} onSubmit={search}>
        <input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="搜索专家"
          aria-label="搜索专家"
          maxLength={50}
        />
      </form>
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
