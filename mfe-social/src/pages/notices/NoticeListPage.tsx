import { NOTICE_CATEGORY, Page, Tabs, useRequest } from '@app/shared';
import { useState } from 'react';
import { noticesApi } from '../../api/notices';
import { NoticeList } from './NoticeList';
import styles from './notices.module.css';

const CATEGORY_TABS = [
  { key: 0, title: '全部' },
  { key: NOTICE_CATEGORY.home, title: '首页' },
  { key: NOTICE_CATEGORY.betting, title: '体育' },
  { key: NOTICE_CATEGORY.lottery, title: '彩票' },
  { key: NOTICE_CATEGORY.recharge, title: '充值' },
  { key: NOTICE_CATEGORY.withdrawal, title: '提现' },
];

/** /noticePages/list: notices by category (home, sports betting, lottery, recharge, withdrawal) and search. */
export function NoticeListPage() {
  const [category, setCategory] = useState(0);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const state = useRequest(() => {
    if (keyword) return noticesApi.search(keyword, 50);
    return noticesApi
      .list(category ? { category_id: category, per_page: 50 } : { per_page: 50 })
      .then((page) => page.list);
  }, `social:NoticeListPage:notices-${category}-${keyword}`);

  return (
    <Page title="公告">
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(draft.trim());
        }}
      >
        <input
          type="search"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (!event.target.value) setKeyword('');
          }}
          placeholder="搜索公告标题或内容"
          maxLength={50}
          aria-label="搜索公告"
        />
        <button type="submit">搜索</button>
      </form>
      {keyword ? null : <Tabs items={CATEGORY_TABS} active={category} onChange={setCategory} />}
      <div className={styles.list}>
        <NoticeList state={state} />
      </div>
    </Page>
  );
}
