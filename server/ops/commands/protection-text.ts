// How `ops user:protection` prints what GET /ops/users/:username/protection answers.

const KIND: Record<string, string> = { deposit: '充值', loss: '亏损', stake: '投注', time: '时长' };
const PERIOD: Record<string, string> = { day: '每日', week: '每周', month: '每月', session: '单次登录' };
const EXCLUSION: Record<string, string> = { cooling_off: '冷静期', self_exclusion: '自我排除' };

interface LimitLine {
  kind: string;
  period: string;
  amount: string | null;
  used: string;
  pending: { amount: string | null; effective_at: string } | null;
}

export function protectionText(result: Record<string, unknown>): string {
  const limits = (result.limits as LimitLine[]).filter((limit) => limit.amount !== null || limit.pending);
  const lines = [`${result.username} 理性投注`];
  for (const limit of limits) {
    const unit = limit.kind === 'time' ? '分钟' : '元';
    const pending = limit.pending
      ? `，待确认提高至 ${limit.pending.amount ?? '不限'}（${limit.pending.effective_at} 后可确认）`
      : '';
    lines.push(
      `  ${PERIOD[limit.period]}${KIND[limit.kind]}: ${limit.amount ?? '不限'}${limit.amount ? unit : ''}，本期已用 ${limit.used}${unit}${pending}`,
    );
  }
  if (limits.length === 0) lines.push('  未设置限额');
  lines.push(
    `  现实提醒: ${result.reality_check_minutes ? `每${result.reality_check_minutes}分钟` : '关闭'}`,
  );
  const exclusion = result.exclusion as { kind: string; since: string; until: string } | null;
  lines.push(
    exclusion
      ? `  ${EXCLUSION[exclusion.kind]}: ${exclusion.since} 至 ${exclusion.until}（不可提前解除）`
      : '  无冷静期/自我排除',
  );
  return lines.join('\n');
}
