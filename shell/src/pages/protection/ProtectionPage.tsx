import { Button, Cell, CellGroup, Dialog, Page, Tabs, toast, useRequest, useSession } from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Choice, ChoiceSheet } from './ChoiceSheet';
import { LimitRow } from './LimitRow';
import { LimitSheet } from './LimitSheet';
import styles from './protection.module.css';
import {
  type ExclusionBody,
  type Limit,
  type LimitKind,
  type Protection,
  protectionApi,
} from './protectionApi';
import { EXCLUSION_TEXT, exclusionNotice, KIND_TABS } from './protectionText';
import { useRealityCheckMinutes } from './realityCheckStore';

type ExclusionKind = ExclusionBody['kind'];

const REALITY_CHOICES: Choice[] = [
  { value: 0, label: '关闭' },
  { value: 15, label: '15分钟' },
  { value: 30, label: '30分钟' },
  { value: 60, label: '60分钟' },
  { value: 120, label: '120分钟' },
];

const EXCLUSION_CHOICES: Record<ExclusionKind, Choice[]> = {
  cooling_off: [
    { value: 1, label: '24小时' },
    { value: 7, label: '7天' },
    { value: 30, label: '30天' },
    { value: 42, label: '6周' },
  ],
  self_exclusion: [
    { value: 6, label: '6个月' },
    { value: 12, label: '1年' },
    { value: 36, label: '3年' },
    { value: 60, label: '5年' },
  ],
};

/** /minePages/protection 理性投注: limits per period, reality check, cooling-off and self-exclusion. */
export function ProtectionPage() {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const setReality = useRealityCheckMinutes((state) => state.set);
  const [kind, setKind] = useState<LimitKind>('stake');
  const [editing, setEditing] = useState<Limit | null>(null);
  const [sheet, setSheet] = useState<'reality' | ExclusionKind | null>(null);
  const [excluding, setExcluding] = useState<{ kind: ExclusionKind; choice: Choice } | null>(null);
  const request = useRequest(
    () => (user ? protectionApi.read() : Promise.resolve(null)),
    `shell:ProtectionPage:protection:${user?.id ?? ''}`,
  );
  const protection = request.status === 'ready' ? request.data : null;

  function show(next: Protection) {
    request.patch(() => next);
    setReality(next.reality_check_minutes);
  }

  if (!user) {
    return (
      <Page title="理性投注">
        <div className={styles.signIn}>
          <Button
            variant="primary"
            block
            onClick={() => navigate('/pages/login/login?redirect=/minePages/protection')}
          >
            登录后设置理性投注
          </Button>
        </div>
      </Page>
    );
  }

  async function run(action: () => Promise<Protection>, done: string) {
    try {
      show(await action());
      toast.success(done);
    } catch {
      // Toasted by the http layer.
    }
  }

  const now = Date.now();
  const limits = protection?.limits.filter((limit) => limit.kind === kind) ?? [];
  const reality = protection?.reality_check_minutes ?? 0;
  return (
    <Page title="理性投注">
      <div className={styles.page}>
        {protection?.exclusion && (
          <p className={styles.notice} data-testid="protection-exclusion">
            {exclusionNotice(protection.exclusion)}
          </p>
        )}
        <Tabs items={KIND_TABS} active={kind} onChange={setKind} />
        <div className={styles.limits}>
          {limits.map((limit) => (
            <LimitRow
              key={limit.period}
              limit={limit}
              now={now}
              onSet={() => setEditing(limit)}
              onConfirm={() => run(() => protectionApi.confirm(limit.kind, limit.period), '新的限额已生效')}
            />
          ))}
        </div>
        <CellGroup title="现实提醒">
          <Cell
            title="提醒间隔"
            value={reality ? `每${reality}分钟` : '关闭'}
            onClick={() => setSheet('reality')}
          />
        </CellGroup>
        <CellGroup title="暂停投注（不能提前解除）">
          <Cell title="冷静期" label="24小时至6周" onClick={() => setSheet('cooling_off')} />
          <Cell title="自我排除" label="6个月至5年" onClick={() => setSheet('self_exclusion')} />
        </CellGroup>
      </div>
      {editing && <LimitSheet limit={editing} onClose={() => setEditing(null)} onSaved={show} />}
      {sheet === 'reality' && (
        <ChoiceSheet
          title="现实提醒"
          hint="每隔所选时间提醒本次登录的时长与输赢。"
          choices={REALITY_CHOICES}
          current={reality}
          onClose={() => setSheet(null)}
          onPick={(minutes) => {
            setSheet(null);
            void run(() => protectionApi.setRealityCheck(minutes), '提醒设置已保存');
          }}
        />
      )}
      {(sheet === 'cooling_off' || sheet === 'self_exclusion') && (
        <ChoiceSheet
          title={EXCLUSION_TEXT[sheet]}
          hint="期间可以登录查看，不能投注、充值或转入游戏，任何人都不能提前解除。"
          choices={EXCLUSION_CHOICES[sheet]}
          onClose={() => setSheet(null)}
          onPick={(value) => {
            const choice = EXCLUSION_CHOICES[sheet].find((candidate) => candidate.value === value);
            setSheet(null);
            if (choice) setExcluding({ kind: sheet, choice });
          }}
        />
      )}
      <Dialog
        open={excluding !== null}
        title={excluding ? `确认${EXCLUSION_TEXT[excluding.kind]}${excluding.choice.label}` : ''}
        confirmText="确认"
        cancelText="取消"
        onCancel={() => setExcluding(null)}
        onConfirm={() => {
          if (!excluding) return;
          setExcluding(null);
          void run(
            () => protectionApi.exclude({ kind: excluding.kind, length: excluding.choice.value }),
            `${EXCLUSION_TEXT[excluding.kind]}已生效`,
          );
        }}
      >
        生效后{excluding?.choice.label}内不能投注、充值或转入游戏，且不能提前解除。
      </Dialog>
    </Page>
  );
}
