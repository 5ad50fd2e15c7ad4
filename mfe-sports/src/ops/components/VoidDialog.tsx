import { formatMoney } from '@app/shared';
import { type OpsMatch, opsMatchesApi } from '../api/opsMatches';
import dialogStyles from './dialog.module.css';
import { versus } from './matchText';
import { OpsDialog } from './OpsDialog';
import styles from './ops.module.css';
import { useAction } from './useAction';

interface Props {
  match: OpsMatch;
  onClose: () => void;
  onDone: () => void;
}

/** 取消比赛: every order's leg on it counts at odds 1.00; asked once more because it cannot be undone. */
export function VoidDialog({ match, onClose, onDone }: Props) {
  const { busy, run } = useAction(onDone);
  return (
    <OpsDialog
      title="取消比赛"
      confirmText="确认取消比赛"
      danger
      busy={busy}
      onCancel={onClose}
      onConfirm={() =>
        run(
          () => opsMatchesApi.void(match.id),
          (result) => `比赛已取消，退还/派奖 ${formatMoney(result.paid)} 元`,
        )
      }
    >
      <p className={dialogStyles.summary}>
        {match.league_name} {match.match_no}：{versus(match)}
      </p>
      <p className={styles.muted}>
        取消后 {match.open_orders} 笔待结算注单中该场按赔率 1.00
        计算（单关全额退款），每场只能处理一次，无法撤销。
      </p>
    </OpsDialog>
  );
}
