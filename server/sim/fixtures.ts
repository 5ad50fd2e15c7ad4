// Demo content shown on first start so every page has something real.

export const DEMO_USERS = {
  player: { username: 'demo', password: 'demo123456', inviteCode: 'DEMO01', balanceFen: 1_000_000n },
  agent: { username: 'agent01', password: 'agent123456', inviteCode: 'AGENT1', agentCode: 'AG8888' },
  agentDomain: 'localhost',
};

const image = (label: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="${color}"/><text x="375" y="165" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )}`;

export const BANNERS = [
  {
    title: '新用户首充送豪礼',
    image: image('首充送豪礼', '#b7791f'),
    link: '/activityPages/detail?id=1',
    pageType: 1,
    sort: 1,
  },
  {
    title: '世界杯竞猜火热进行中',
    image: image('足球竞猜', '#2f855a'),
    link: '/pages/gameplay/gameplay',
    pageType: 1,
    sort: 2,
  },
  {
    title: '每日签到领红包',
    image: image('每日签到', '#c53030'),
    link: '/pages/signin/index',
    pageType: 1,
    sort: 3,
  },
  {
    title: '篮球串关加奖',
    image: image('篮球串关加奖', '#2b6cb0'),
    link: '/betPages/basketball/index',
    pageType: 2,
    sort: 1,
  },
  {
    title: '足球单关返水',
    image: image('足球返水', '#276749'),
    link: '/betPages/football/index',
    pageType: 2,
    sort: 2,
  },
  {
    title: '专家推荐',
    image: image('专家推荐', '#6b46c1'),
    link: '/expertPages/ExpertList',
    pageType: 3,
    sort: 1,
  },
];

export const NOTICES = [
  {
    categoryId: 1,
    title: '欢迎来到星辰体育',
    content: '平台全新上线，注册即可体验足球、篮球与彩票玩法。',
    isHot: true,
    sort: 10,
  },
  {
    categoryId: 1,
    title: '系统维护通知',
    content: '本周三凌晨 02:00-04:00 进行例行维护，期间部分功能暂停使用。',
    isHot: true,
    sort: 9,
  },
  {
    categoryId: 1,
    title: '防诈骗提醒',
    content: '平台客服不会索要您的密码与验证码，请勿泄露给任何人。',
    isHot: false,
    sort: 8,
  },
  {
    categoryId: 1,
    title: '新版本发布',
    content: 'App 1.0.0 已发布，优化了投注单与余额实时更新。',
    isHot: false,
    sort: 7,
  },
  {
    categoryId: 1,
    title: '邀请好友得奖励',
    content: '邀请好友注册并完成首充，双方均可获得奖励。',
    isHot: false,
    sort: 6,
  },
  {
    categoryId: 1,
    title: 'VIP 等级调整说明',
    content: 'VIP 等级按累计充值计算，升级后享受更高返水。',
    isHot: false,
    sort: 5,
  },
  // Category 2 shows on the sports betting page, category 5 on the lottery pages: each speaks of its own game.
  {
    categoryId: 2,
    title: '理性投注提示',
    content: '投注前请核对赛事、玩法与金额；开赛后不能撤单。请理性投注，量力而行。',
    isHot: true,
    sort: 11,
  },
  {
    categoryId: 2,
    title: '串关投注规则',
    content: '混合过关最多选择 8 场比赛，同一场比赛不能选择多个玩法。',
    isHot: false,
    sort: 10,
  },
  {
    categoryId: 2,
    title: '投注限额说明',
    content: '单注金额 2-20000 元，倍数 1-99 倍。',
    isHot: false,
    sort: 9,
  },
  {
    categoryId: 2,
    title: '赛果延迟结算说明',
    content: '个别赛事因官方确认延迟，结算可能稍有推迟。',
    isHot: false,
    sort: 8,
  },
  {
    categoryId: 2,
    title: '最高奖金说明',
    content: '单关最高奖金 100000 元，6 关及以上最高 1000000 元。',
    isHot: false,
    sort: 7,
  },
  {
    categoryId: 5,
    title: '彩票理性投注提示',
    content: '投注前请核对期号、玩法、号码与金额；封盘后不能撤单。请理性投注，量力而行。',
    isHot: true,
    sort: 11,
  },
  {
    categoryId: 5,
    title: '开奖与派奖说明',
    content: '每期封盘后按开奖号码自动结算，中奖金额即时派发到账户余额。',
    isHot: false,
    sort: 10,
  },
  {
    categoryId: 5,
    title: '追号说明',
    content: '追号按计划逐期投注，停止追号后未投注期数的金额全部退回余额。',
    isHot: false,
    sort: 9,
  },
  {
    categoryId: 3,
    title: 'USDT 充值上线',
    content: '现已支持 USDT（TRC20）充值，到账快速。',
    isHot: true,
    sort: 10,
  },
  {
    categoryId: 3,
    title: '银行卡充值到账时间',
    content: '银行卡充值一般 1-5 分钟到账，高峰期可能稍有延迟。',
    isHot: false,
    sort: 9,
  },
  {
    categoryId: 3,
    title: '充值渠道维护',
    content: '部分银行渠道维护中，请选择其它渠道充值。',
    isHot: false,
    sort: 8,
  },
  { categoryId: 3, title: '首充优惠', content: '首次充值满 100 元送 20 元彩金。', isHot: false, sort: 7 },
  {
    categoryId: 4,
    title: '提现须知',
    content: '提现需完成充值金额 1 倍打码量，每日可提现 5 次。',
    isHot: true,
    sort: 10,
  },
  { categoryId: 4, title: '提现到账时间', content: '提现审核通过后 5-30 分钟到账。', isHot: false, sort: 9 },
  {
    categoryId: 4,
    title: '绑定钱包提醒',
    content: '提现前请先绑定银行卡或 USDT 钱包地址，并设置支付密码。',
    isHot: false,
    sort: 8,
  },
  {
    categoryId: 4,
    title: '提现手续费调整',
    content: '即日起 USDT 提现手续费调整为 1 USDT。',
    isHot: false,
    sort: 7,
  },
];
