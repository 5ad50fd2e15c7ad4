/** Answers to the questions players ask most, so the common ones need no chat at all. */
export const FAQ: { question: string; answer: string }[] = [
  {
    question: '充值后余额没有到账？',
    answer: '充值一般 1-5 分钟到账。超过 10 分钟未到账，请联系在线客服并提供订单号。',
  },
  { question: '提现需要多久？', answer: '提现审核通过后通常 30 分钟内到账；需完成打码量要求后才可提现。' },
  {
    question: '忘记登录密码怎么办？',
    answer: '请联系在线客服核实身份后重置；登录后可在 账户设置 中修改密码。',
  },
  {
    question: '如何成为代理？',
    answer: '在 我的 → 申请代理 提交申请，审核通过后即可获得代理后台与推广返佣。',
  },
];
