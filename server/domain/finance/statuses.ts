export const PAYMENT_STATUS = {
  pending: 0,
  submitted: 1,
  paid: 2,
  cancelled: 3,
  failed: 4,
  expired: 5,
} as const;

export const PAYMENT_STATUS_TEXT: Record<number, string> = {
  0: '待支付',
  1: '待确认',
  2: '已到账',
  3: '已取消',
  4: '支付失败',
  5: '已过期',
};

export const WITHDRAW_STATUS = { pending: 0, approved: 1, rejected: 2, cancelled: 3 } as const;

export const WITHDRAW_STATUS_TEXT: Record<number, string> = {
  0: '审核中',
  1: '已到账',
  2: '已驳回',
  3: '已取消',
};

export const METHOD_TEXT: Record<string, string> = {
  online: '在线支付',
  bank: '银行转账',
  usdt: 'USDT (TRC20)',
};
