import { Button, type Chip, Chips, formatMoney, Page, Section, usePagedList } from '@app/shared';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type RebateRecord, rebateApi } from '../../api/rebate';
import { RecordList } from '../../components/list/RecordList';
import { SummaryCard } from '../../components/SummaryCard';
import { useRouteTitle } from '../titles';
import { RebateRecordRow } from './RebateRecordRow';
import styles from './rebate.module.css';
import { useRebateCentre } from './useRebateCentre';

type StatusKey = 'all' | '0' | '1';
const STATUS_CHIPS: Chip<StatusKey>[] = [
  { key: 'all', label: '全部' },
  { key: '0', label: '待领取' },
  { key: '1', label: '已领取' },
];

/** /financePages/rebaterecord: the rebate centre: claimable now, this period's rebate, rates and records. */
export function RebatePage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusKey>('all');
  const fetchPage = useCallback(
    (page: number, perPage: number) =>
      rebateApi.records({ page, per_page: perPage, ...(status === 'all' ? {} : { status: Number(status) }) }),
    [status],
  );
  const list = usePagedList<RebateRecord>(fetchPage, `finance:RebatePage:records-${status}`, 20);
  const { stats, claimable, busy, calculate, apply, claimAll, claim } = useRebateCentre(
    () => void list.reload(),
  );
  const enabled = stats?.enabled ?? true;
  const preview = claimable?.unapplied;
  const pendingCount = claimable?.pending_count ?? 0;

  return (
    <Page title={useRouteTitle()}>
      <SummaryCard
        title="待领取返水（元）"
        figure={claimable?.pending_amount ?? '0.00'}
        testId="rebate-summary"
        action={
          <Button
            onClick={claimAll}
            loading={busy === 'claim-all'}
            disabled={!enabled || pendingCount === 0}
            className={styles.claimAll}
          >
            一键领取
          </Button>
        }
        figures={[
          { label: '累计已领取', value: stats?.total_claimed ?? '0.00', tone: 'up' },
          { label: '待领取笔数', value: pendingCount },
          { label: '会员等级', value: `VIP${stats?.vip_level ?? 0}` },
        ]}
      />
      {!enabled && <p className={styles.closed}>返水功能暂未开放，已生成的返水记录可随时查看</p>}
      <div className={styles.body}>
        <Section title="本期返水">
          {preview && preview.items.length > 0 ? (
            <ul className={styles.preview} data-testid="rebate-preview">
              {preview.items.map((item) => (
                <li key={item.game_type}>
                  <span className={styles.previewName}>{item.game_type_name}</span>
                  <span className={styles.previewMath}>
                    流水 {formatMoney(item.turnover)} × {item.rate_percent}
                  </span>
                  <strong>{formatMoney(item.amount)}</strong>
                </li>
              ))}
              <li className={styles.previewTotal}>
                <span>合计</span>
                <strong>{formatMoney(preview.total_amount)} 元</strong>
              </li>
            </ul>
          ) : (
            <p className={styles.hint}>暂无新的有效流水，投注后即可计算返水</p>
          )}
          <div className={styles.actions}>
            <Button variant="ghost" onClick={calculate} loading={busy === 'calculate'} disabled={!enabled}>
              计算返水
            </Button>
            <Button
              onClick={apply}
              loading={busy === 'apply'}
              disabled={!enabled || !preview || preview.items.length === 0}
            >
              申请返水
            </Button>
          </div>
        </Section>
        <Section title={`返水比例 · VIP${stats?.vip_level ?? 0}`}>
          <div className={styles.rates}>
            {(stats?.rates ?? []).map((rate) => (
              <div key={rate.game_type} className={styles.rate}>
                <strong>{rate.rate_percent}</strong>
                <span>{rate.game_type_name}</span>
              </div>
            ))}
          </div>
          <p className={styles.hint}>按有效投注流水计算，撤单不计；VIP 等级越高比例越高。</p>
        </Section>
      </div>
      <h2 className={styles.listTitle}>返水记录</h2>
      <Chips label="领取状态" chips={STATUS_CHIPS} active={status} onChange={setStatus} />
      <RecordList
        list={list}
        itemKey={(record) => record.id}
        emptyText="暂无返水记录"
        renderItem={(record) => (
          <RebateRecordRow
            record={record}
            claiming={busy === `claim-${record.id}`}
            canClaim={enabled}
            onClaim={() => claim(record.id)}
            onOpen={() => navigate(`/financePages/rebatedetail?id=${record.id}`)}
          />
        )}
      />
    </Page>
  );
}
