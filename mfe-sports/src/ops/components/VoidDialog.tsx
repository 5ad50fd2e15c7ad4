import { formatMoney } from '@app/shared';
import { kit, OpsDialog, useAction } from '@app/shared/ops-ui';
import { type OpsMatch, opsMatchesApi } from '../api/opsMatches';
import { versus } from './matchText';

interface Props {
  match: OpsMatch;
  onClose: () => void;
  onDone: () => void;
  /** The match is settled: voiding it is a request another operator approves. */
  resettle?: boolean;
}

/** 取消比赛: every order's leg on it counts at odds 1.00; asked once more because it cannot be undone. */
export function VoidDialog({ match, onClose, onDone, resettle = false }: Props) {
  const { busy, run } = useAction(onDone);
  return (
    <OpsDialog
      title={resettle ? '申请取消已结算比赛' : '取消比赛'}
      confirmText={resettle ? '提交改判申请' : '确认取消比赛'}
      danger
      busy={busy}
      onClose={onClose}
      onConfirm={() =>
        resettle
          ? run(
              () => opsMatchesApi.resettle(match.id, { void: true }),
              (request) => `已提交改判申请 #${request.id}，需另一位运营复核`,
            )
          : run(
              () => opsMatchesApi.void(match.id),
              (result) => `比赛已取消，退还/派奖 ${formatMoney(result.paid)} 元`,
            )
      }
    >
      <p className={kit.summary}>
        {match.league_name} {match.match_no}：{versus(match)}
      </p>
      <p className={kit.muted}>
        {resettle
          ? '须由另一位有取消权限的运营复核；通过后该场按赔率 1.00 重算已结算注单，退还本金并扣回已派奖金。'
          : `取消后 ${match.open_orders} 笔待结算注单中该场按赔率 1.00 计算（单关全额退款），每场只能处理一次，无法撤销。`}
      </p>
    </OpsDialog>
  );
}
