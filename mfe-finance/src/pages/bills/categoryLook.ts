import type { BillCategory } from '../../api/bills';

/** Badge glyph and colour of each bill category. */
export const CATEGORY_LOOK: Record<BillCategory, { badge: string; color: string }> = {
  deposit: { badge: '充', color: '#22c55e' },
  withdraw: { badge: '提', color: '#ff7a45' },
  bet: { badge: '投', color: '#4f8cff' },
  win: { badge: '奖', color: '#ffb400' },
  refund: { badge: '撤', color: '#8b95a7' },
  rebate: { badge: '返', color: '#13c2c2' },
  bonus: { badge: '红', color: '#ff4d6d' },
  transfer: { badge: '转', color: '#a78bfa' },
  adjust: { badge: '调', color: '#9aa0ab' },
};
