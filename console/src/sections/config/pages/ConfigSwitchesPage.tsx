import { toast, useRequest } from '@app/shared';
import { ConfirmDialog, kit, OpsPage, useCan } from '@app/shared/ops-ui';
import { useState } from 'react';
import { configApi } from '../api/config';
import { SwitchRow } from '../components/SwitchRow';
import { type ConfigSwitch, isOn, SWITCH_GROUPS, valueFor } from '../switches';

const ALL_SWITCHES = SWITCH_GROUPS.flatMap((group) => group.switches);

async function readSwitches(): Promise<Record<string, boolean>> {
  const entries = await Promise.all(ALL_SWITCHES.map((entry) => configApi.read(entry.key)));
  return Object.fromEntries(entries.map((entry) => [entry.key, isOn(entry.value)]));
}

/** 配置开关: every player-facing switch with what it hides, flipped after a confirm (open apps reload at once). */
export function ConfigSwitchesPage() {
  const values = useRequest(readSwitches, 'console:ConfigSwitchesPage:switches');
  const [flipping, setFlipping] = useState<ConfigSwitch | null>(null);
  const canWrite = useCan('config.write');
  const current = values.status === 'ready' ? values.data : {};
  const turningOn = flipping ? !current[flipping.key] : false;
  const flip = async () => {
    if (!flipping) return;
    await configApi.write(flipping.key, valueFor(flipping.kind, turningOn));
    toast.success(`${flipping.label}已${turningOn ? '开启' : '关闭'}，在线玩家即时生效`);
    values.reload();
  };
  return (
    <OpsPage
      title="配置开关"
      subtitle={
        canWrite ? '改动立即推送给在线玩家；每次改动记入审计日志' : '只读：修改开关需要「修改配置开关」权限'
      }
    >
      {values.status === 'loading' && <div className={kit.empty}>加载中…</div>}
      {values.status === 'error' && <div className={kit.empty}>加载失败，请重试</div>}
      {values.status === 'ready' &&
        SWITCH_GROUPS.map((group) => (
          <div key={group.title} className={kit.card}>
            <h2 className={kit.cardTitle}>{group.title}</h2>
            {group.switches.map((entry) => (
              <SwitchRow
                key={entry.key}
                entry={entry}
                on={current[entry.key] ?? false}
                readOnly={!canWrite}
                onFlip={() => setFlipping(entry)}
              />
            ))}
          </div>
        ))}
      {flipping && (
        <ConfirmDialog
          title={`${turningOn ? '开启' : '关闭'}「${flipping.label}」？`}
          confirmText={turningOn ? '确认开启' : '确认关闭'}
          danger={flipping.inverted ? turningOn : !turningOn}
          onConfirm={flip}
          onClose={() => setFlipping(null)}
        >
          <span>{flipping.effect}</span>
          <span className={kit.mono}>
            {flipping.key} → {String(valueFor(flipping.kind, turningOn))}
          </span>
        </ConfirmDialog>
      )}
    </OpsPage>
  );
}
