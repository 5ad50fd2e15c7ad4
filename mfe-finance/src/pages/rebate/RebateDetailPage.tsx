import {
  Button,
  Cell,
  CellGroup,
  Empty,
  formatDateTime,
  formatMoney,
  Page,
  Skeleton,
  useRequest,
} from '@app/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REBATE_STATUS, type RebateRecordDetail, rebateApi } from '../../api/rebate';
import { SummaryCard } from '../../components/SummaryCard';
import { useRouteTitle } from '../titles';
import styles from './rebate.module.css';
import { newRequestKey } from './useRebateCentre';

/** /financePages/rebatedetail?id=: one rebate record, the stakes it came from, and its claim button. */
export function RebateDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const record = useRequest(
    () => (Number.isInteger(id) && id > 0 ? rebateApi.detail(id) : Promise.reject(new Error('no id'))),
    `finance:RebateDetailPage:${id}`,
  );
  const [claiming, setClaiming] = useState(false);

  const claim = async () => {
    setClaiming(true);
    try {
      await rebateApi.claim(id, newRequestKey(`claim-${id}`));
      await record.reload();
    } catch {
      // The reason was toasted by the client.
    } finally {
      setClaiming(false);
    }
  };

  return (
    <Page title={useRouteTitle()}>
      {record.status === 'loading' && <Skeleton rows={8} />}
      {record.status === 'error' && <Empty text="返水记录不存在" />}
      {record.status === 'ready' && <RecordView record={record.data} claiming={claiming} onClaim={claim} />}
    </Page>
  );
}

function RecordView({
  record,
  claiming,
  onClaim,
}: {
  record: RebateRecordDetail;
  claiming: boolean;
  onClaim: () => void;
}) {
  const pending = record.status === REBATE_STATUS.pending;
  return (
    <>
      <SummaryCard
        title={`${record.game_type_name}返水（元）`}
        figure={formatMoney(record.amount)}
        testId="rebate-detail"
        action={
          pending ? (
            <Button onClick={onClaim} loading={claiming} className={styles.claimAll}>
              立即领取
            </Button>
          ) : (
            <span className={styles.claimedBadge}>{record.status_text}</span>
          )
        }
        figures={[
          { label: '有效流水', value: record.turnover },
          { label: '返水比例', value: record.rate_percent },
          { label: '会员等级', value: `VIP${record.vip_level}` },
        ]}
      />
      <div className={styles.body}>
        <CellGroup title="返水信息">
          <Cell title="状态" value={record.status_text} />
          <Cell
            title="统计区间"
            label={`${formatDateTime(record.period_start)} 至`}
            value={formatDateTime(record.period_end)}
          />
          <Cell title="生成时间" value={formatDateTime(record.created_at)} />
          <Cell title="领取时间" value={formatDateTime(record.claimed_at) || '-'} />
        </CellGroup>
        <CellGroup title={`流水明细（共${record.bet_count}笔）`}>
          {record.bets.map((bet) => (
            <Cell
              key={bet.id}
              title={bet.title}
              label={formatDateTime(bet.created_at)}
              value={formatMoney(bet.amount)}
            />
          ))}
        </CellGroup>
        {record.bet_count > record.bets.length && (
          <p className={styles.hint}>仅显示最近{record.bets.length}笔</p>
        )}
      </div>
    </>
  );
}
