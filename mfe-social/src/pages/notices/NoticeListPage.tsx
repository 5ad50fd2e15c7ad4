import { Section, SimplePage } from '../common/SimplePage';
import { NoticeList } from './NoticeList';
import { noticesApi } from './noticesApi';
import { useAsync } from './useAsync';

export function NoticeListPage() {
  const state = useAsync(() => noticesApi.list().then((page) => page.list), 'notices');
  return (
    <SimplePage title="公告">
      <Section title="最新公告">
        <NoticeList state={state} />
      </Section>
    </SimplePage>
  );
}
