import { formatDateTime, formatMoney, useRequest } from '@app/shared';
import { type Column, kit, OpsPage, Pager, Table } from '@app/shared/ops-ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { PLAYERS_PER_PAGE, type PlayerSummary, playersApi } from '../api/players';
import { PlayerStatus } from '../components/PlayerStatus';

const columns: Array<Column<PlayerSummary>> = [
  { title: 'ID', cell: (player) => player.id },
  {
    title: '用户名',
    cell: (player) => (
      <Link className={kit.link} to={`/players/detail/${encodeURIComponent(player.username)}`}>
        {player.username}
      </Link>
    ),
  },
  { title: '昵称', cell: (player) => player.nickname || <span className={kit.muted}>—</span> },
  { title: '手机号', cell: (player) => player.phone || <span className={kit.muted}>未绑定</span> },
  { title: '余额', numeric: true, cell: (player) => formatMoney(player.balance) },
  { title: 'VIP', cell: (player) => `VIP${player.vip_level}` },
  { title: '类型', cell: (player) => (player.is_agent ? '代理' : '玩家') },
  { title: '状态', cell: (player) => <PlayerStatus enabled={player.enabled} /> },
  { title: '注册时间', cell: (player) => formatDateTime(player.created_at) },
];

/** 玩家: find a player by username, phone or id, newest accounts first. */
export function PlayersPage() {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const result = useRequest(
    () => playersApi.search(query.q, query.page),
    `console:PlayersPage:${query.q}|${query.page}`,
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ q: draft.trim(), page: 1 });
  };
  return (
    <OpsPage title="玩家" subtitle="按用户名、手机号或用户 ID 查找玩家，查看余额、账变、订单与登录会话">
      <form className={kit.toolbar} onSubmit={search}>
        <label className={kit.label}>
          用户名 / 手机号 / ID
          <input
            className={kit.input}
            style={{ width: 280 }}
            value={draft}
            placeholder="输入关键字，留空显示全部"
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <button type="submit" className={`${kit.button} ${kit.primary}`}>
          搜索
        </button>
      </form>
      {result.status === 'ready' && (
        <>
          <Table
            label="玩家列表"
            rows={result.data.list}
            columns={columns}
            rowKey={(player) => player.id}
            empty="没有找到匹配的玩家"
          />
          <Pager
            page={query.page}
            shown={result.data.list.length}
            perPage={PLAYERS_PER_PAGE}
            total={result.data.total}
            onPage={(page) => setQuery({ ...query, page })}
          />
        </>
      )}
      {result.status === 'loading' && <div className={kit.empty}>加载中…</div>}
      {result.status === 'error' && <div className={kit.empty}>加载失败，请重试</div>}
    </OpsPage>
  );
}
