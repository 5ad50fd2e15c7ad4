import { formatDate, formatMoney, InfiniteList, usePagedList } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { agentApi } from '../../api/agent';
import { AgentPage } from './AgentGate';
import styles from './agent.module.css';

/** /agentPages/members: the agent's downline, searchable by account name. */
export function MembersPage() {
  return (
    <AgentPage>
      <Members />
    </AgentPage>
  );
}

function Members() {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = usePagedList(
    (page, per_page) =>
      agentApi.members({ page, per_page, ...(keyword ? { keyword } : {}) }, { silent: true }),
    `social:MembersPage:members-${keyword}`,
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
  };
  return (
    <>
      <form className={styles.search} onSubmit={search}>
        <input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="搜索成员账号"
          aria-label="搜索成员账号"
          maxLength={50}
          data-testid="member-search"
        />
        <button type="submit">搜索</button>
      </form>
      <div className={styles.count}>共 {list.total} 人</div>
      <InfiniteList
        items={list.items}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        itemKey={(member) => member.id}
        emptyText={keyword ? '没有找到该成员' : '暂无团队成员'}
        renderItem={(member) => (
          <Link
            to={`/agentPages/memberDetail?id=${member.id}`}
            className={styles.member}
            data-testid="member-row"
          >
            <span className={styles.memberMain}>
              <b>{member.username}</b>
              <span>
                {member.source_text} · {formatDate(member.registered_at)}
              </span>
            </span>
            <span className={styles.memberMoney}>
              <span>充值 {formatMoney(member.paysum)}</span>
              <span>投注 {formatMoney(member.totalgame)}</span>
            </span>
          </Link>
        )}
      />
    </>
  );
}
