import { formatDateTime, formatMoney, toast, useRequest } from '@app/shared';
import { ConfirmDialog, kit, OpsPage, useCan } from '@app/shared/ops-ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type PlayerDetail, playersApi } from '../api/players';
import { PlayerStatus } from '../components/PlayerStatus';
import { LedgerTable, OrdersTable, SessionsTable } from '../components/PlayerTables';
import { ProtectionCard } from '../components/ProtectionCard';

function Facts({ player }: { player: PlayerDetail }) {
  const facts: Array<[string, string]> = [
    ['余额', formatMoney(player.balance)],
    ['用户 ID', String(player.id)],
    ['手机号', player.phone || '未绑定'],
    ['VIP 等级', `VIP${player.vip_level}`],
    ['账号类型', player.is_agent ? '代理' : '玩家'],
    ['注册时间', formatDateTime(player.created_at)],
  ];
  return (
    <div className={`${kit.card} ${kit.grid}`}>
      {facts.map(([label, value]) => (
        <div key={label} className={kit.stat}>
          <span className={kit.muted}>{label}</span>
          <span className={kit.statValue} data-testid={`fact-${label}`}>
            {value}
          </span>
        </div>
      ))}
    </div>
  );
}

/** 玩家详情: money, orders and sessions of one player, and the switch that disables or enables them. */
export function PlayerDetailPage() {
  const username = useParams().username ?? '';
  const detail = useRequest(() => playersApi.detail(username), `console:PlayerDetailPage:${username}`);
  const [confirming, setConfirming] = useState(false);
  const canBlock = useCan('players.block');
  const canUnlock = useCan('players.unlock');
  const canReadAudit = useCan('audit.read');
  if (detail.status !== 'ready')
    return (
      <OpsPage title={username} subtitle={<Link to="/players/list">返回玩家列表</Link>}>
        <div className={kit.empty}>{detail.status === 'loading' ? '加载中…' : '加载失败，请重试'}</div>
      </OpsPage>
    );
  const player = detail.data;
  const disabling = player.enabled === 1;
  const flip = async (reason: string) => {
    await (disabling ? playersApi.disable(username, reason) : playersApi.enable(username, reason));
    toast.success(disabling ? '已禁用，该玩家的登录已全部结束' : '已启用，玩家需重新登录');
    detail.reload();
  };
  return (
    <OpsPage
      title={`${player.username}${player.nickname ? `（${player.nickname}）` : ''}`}
      subtitle={
        <>
          <Link className={kit.link} to="/players/list">
            玩家
          </Link>{' '}
          / 详情 <PlayerStatus enabled={player.enabled} />{' '}
          {canReadAudit && (
            <Link className={kit.link} to={`/audit/log?target=${encodeURIComponent(player.username)}`}>
              查看该玩家的审计记录
            </Link>
          )}
        </>
      }
      actions={
        (disabling ? canBlock : canUnlock) && (
          <button
            type="button"
            className={`${kit.button} ${disabling ? kit.danger : kit.primary}`}
            onClick={() => setConfirming(true)}
          >
            {disabling ? '禁用账号' : '启用账号'}
          </button>
        )
      }
    >
      <Facts player={player} />
      <div className={kit.card}>
        <h2 className={kit.cardTitle}>最近账变</h2>
        <LedgerTable rows={player.ledger} />
      </div>
      <div className={kit.card}>
        <h2 className={kit.cardTitle}>最近订单（体育与彩票）</h2>
        <OrdersTable rows={player.orders} />
      </div>
      <div className={kit.card}>
        <h2 className={kit.cardTitle}>有效登录会话</h2>
        <SessionsTable rows={player.sessions} />
      </div>
      <ProtectionCard username={player.username} />
      {confirming && (
        <ConfirmDialog
          title={disabling ? `禁用 ${player.username}？` : `启用 ${player.username}？`}
          confirmText={disabling ? '确认禁用' : '确认启用'}
          danger={disabling}
          askReason
          onConfirm={flip}
          onClose={() => setConfirming(false)}
        >
          {disabling
            ? `禁用后该玩家的 ${player.sessions.length} 个登录会话立即结束，且无法再登录。`
            : '启用后玩家可重新登录。'}
        </ConfirmDialog>
      )}
    </OpsPage>
  );
}
