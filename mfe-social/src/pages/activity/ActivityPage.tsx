import { type Entry, EntryGrid, Page, Section } from '@app/shared';
import { NoticeList } from '../notices/NoticeList';
import { noticesApi } from '../notices/noticesApi';
import { useAsync } from '../notices/useAsync';

const ENTRIES: Entry[] = [
  { label: '每日签到', to: '/pages/signin/index', mark: '签' },
  { label: 'VIP特权', to: '/minePages/vip', mark: 'V' },
  { label: '邀请好友', to: '/minePages/invite', mark: '邀' },
  { label: '排行榜', to: '/minePages/ranking', mark: '榜' },
];

/** Tab 2: activity entries and the hot notices from the server. */
export function ActivityPage() {
  const notices = useAsync(() => noticesApi.hot(10), 'hot-notices');
  return (
    <Page title="活动" back={false} padded>
      <Section title="精选活动">
        <EntryGrid entries={ENTRIES} />
      </Section>
      <Section title="活动公告">
        <NoticeList state={notices} />
      </Section>
    </Page>
  );
}
