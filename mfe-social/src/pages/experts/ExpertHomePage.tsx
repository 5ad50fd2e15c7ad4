import { Empty, InfiniteList, Page, Skeleton, usePagedList, useRequest, useSession } from '@app/shared';
import { expertsApi } from '../../api/experts';
import { ArticleCard } from '../../components/ArticleCard';
import { Avatar } from '../../components/Avatar';
import { LoginPrompt } from '../../components/LoginPrompt';
import { StatGrid } from '../../components/StatGrid';
import { useIdParam } from '../../components/useIdParam';
import { useRouteTitle } from '../titles';
import styles from './experts.module.css';

/** /expertPages/NewExpertDetail?id=: an expert's profile, record (win rate, latest results) and articles. */
export function ExpertHomePage() {
  const loggedIn = useSession((state) => !!state.token);
  return (
    <Page title={useRouteTitle()}>
      {loggedIn ? (
        <ExpertHome />
      ) : (
        <div className={styles.list}>
          <LoginPrompt title="专家主页" text="登录后查看专家战绩与全部分析" />
        </div>
      )}
    </Page>
  );
}

function ExpertHome() {
  const id = useIdParam();
  const expert = useRequest(
    () => Promise.all([expertsApi.expert(id), expertsApi.expertStats(id)]),
    `social:ExpertHomePage:expert-${id}`,
  );
  const feed = usePagedList(
    (page, per_page) => expertsApi.articles({ expert_id: id, page, per_page }, { silent: true }),
    `social:ExpertHomePage:articles-${id}`,
  );
  if (expert.status === 'loading') return <Skeleton />;
  if (expert.status === 'error') return <Empty text="专家不存在" />;
  const [profile, stats] = expert.data;
  return (
    <>
      <section className={styles.profile}>
        <div className={styles.profileHead}>
          <Avatar name={profile.name} size={56} />
          <div>
            <div className={styles.profileName}>{profile.name}</div>
            <span className={styles.profileTitle}>
              {profile.category_name} · {profile.title}
            </span>
          </div>
        </div>
        <p className={styles.intro}>{profile.intro}</p>
        <StatGrid
          items={[
            { label: '胜率', value: `${stats.win_rate}%`, testId: 'expert-win-rate' },
            { label: '红单', value: stats.hits },
            { label: '连红', value: stats.streak },
            { label: '粉丝', value: profile.followers },
          ]}
        />
        {stats.recent.length > 0 && (
          <div className={styles.dots}>
            近期战绩
            {stats.recent.map((result, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: results have no identity of their own, only an order.
                key={index}
                className={styles.dot}
                style={{ background: result === 1 ? '#ff4d4f' : '#3a3f4b' }}
              >
                {result === 1 ? '红' : '黑'}
              </span>
            ))}
          </div>
        )}
      </section>
      <div className={styles.list}>
        <InfiniteList
          items={feed.items}
          hasMore={feed.hasMore}
          onLoadMore={feed.loadMore}
          itemKey={(article) => article.id}
          renderItem={(article) => <ArticleCard article={article} />}
          emptyText="该专家暂无文章"
        />
      </div>
    </>
  );
}
