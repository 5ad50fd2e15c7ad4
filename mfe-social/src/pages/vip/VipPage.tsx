import {
  Button,
  Empty,
  FIGURES,
  formatMoney,
  isLoggedIn,
  Page,
  Section,
  Skeleton,
  Tabs,
  toast,
  useRequest,
} from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type VipBenefits, type VipInfo, vipApi } from '../../api/vip';
import { ProgressBar } from './ProgressBar';
import styles from './vip.module.css';

function LevelCard({ info }: { info: VipInfo }) {
  return (
    <div className={styles.card}>
      <div className={styles.cardTop}>
        <span className={styles.level} data-testid="vip-level">
          VIP{info.vip_level}
        </span>
        <span className={styles.levelName}>{info.name}</span>
      </div>
      <div className={styles.turnover}>
        <span>{FIGURES.totalgame.label}</span>
        <strong>{formatMoney(info.totalgame)}</strong>
      </div>
      <ProgressBar value={info.progress} label="晋级进度" />
      <p className={styles.next} data-testid="vip-progress">
        {info.next_level === null
          ? '您已达到最高等级'
          : `距 ${info.next_level_name} 还需流水 ${formatMoney(info.need_turnover)} 元（${info.progress}%）`}
      </p>
    </div>
  );
}

function Benefits({ levels, current }: { levels: VipBenefits[]; current: number }) {
  const [shown, setShown] = useState(current);
  const entry = levels.find((level) => level.level === shown) ?? levels[0];
  if (!entry) return null;
  const rows = [
    ['晋级礼金', `${entry.upgrade_bonus} 元`],
    ...entry.rebate_rates.map((rebate) => [`${rebate.name}返水`, rebate.rate]),
  ];
  return (
    <>
      <Tabs
        items={levels.map((level) => ({ key: level.level, title: level.level === 0 ? '普通' : level.name }))}
        active={shown}
        onChange={setShown}
      />
      <div className={styles.benefits} data-testid="vip-benefits">
        <div className={`${styles.benefit} ${styles.wide}`}>
          <span className={styles.benefitValue}>{formatMoney(entry.turnover)} 元</span>
          <span className={styles.benefitLabel}>晋级所需累计流水</span>
        </div>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.benefit}>
            <span className={styles.benefitValue}>{value}</span>
            <span className={styles.benefitLabel}>{label}</span>
          </div>
        ))}
      </div>
    </>
  );
}

function MyVip() {
  const request = useRequest(() => vipApi.info(), 'social:VipPage:info');
  const [claiming, setClaiming] = useState(false);

  const claim = async () => {
    setClaiming(true);
    try {
      const result = await vipApi.claimUpgradeBonus();
      toast.success(`晋级礼金 ${formatMoney(result.amount)} 元已到账`);
      await request.reload();
    } catch {
      // Refusal already shown.
    } finally {
      setClaiming(false);
    }
  };

  if (request.status === 'error') return <Empty text="VIP 信息加载失败" />;
  if (request.status === 'loading') return <Skeleton />;
  const info = request.data;
  return (
    <>
      <LevelCard info={info} />
      {Number(info.claimable_bonus) > 0 ? (
        <Button block loading={claiming} onClick={claim} data-testid="vip-claim">
          领取晋级礼金 {info.claimable_bonus} 元
        </Button>
      ) : null}
      <Section title="等级特权">
        <Benefits levels={info.levels} current={info.vip_level} />
      </Section>
    </>
  );
}

/** /minePages/vip: level and progress by game turnover, upgrade bonuses and the benefits of each level. */
export function VipPage() {
  const navigate = useNavigate();
  const levels = useRequest(
    () => (isLoggedIn() ? Promise.resolve([]) : vipApi.levels()),
    'social:VipPage:vip-levels',
  );
  return (
    <Page title="VIP特权" padded>
      {isLoggedIn() ? (
        <MyVip />
      ) : (
        <>
          <Section title="我的等级">
            <Empty text="登录后查看 VIP 等级与晋级进度" />
            <Button block onClick={() => navigate('/pages/login/login')}>
              去登录
            </Button>
          </Section>
          {levels.status === 'ready' && levels.data.length > 0 ? (
            <Section title="等级特权">
              <Benefits levels={levels.data} current={0} />
            </Section>
          ) : null}
        </>
      )}
    </Page>
  );
}
