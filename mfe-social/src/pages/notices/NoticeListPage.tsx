import { Page, Section } from '@app/shared';
import { NoticeList } from './NoticeList';
import { noticesApi } from './noticesApi';
import { useAsync } from './useAsync';

export function NoticeListPage() {
  const state = useAsync(() => noticesApi.list().then((page) => page.list), 'notices');
  return (
    <Page title="公告" padded>
      <Section title="最新公告">
        <NoticeList state={state} />
      </Section>
    </Page>
  );
}
