/** Real-looking leagues and clubs for the simulator (names only; strengths are drawn from the seed). */
export interface LeagueFixture {
  sportType: 1 | 2 | 3 | 4;
  name: string;
  country: string;
  teams: string[];
  /** The league's real kick-off times in Beijing (minutes after midnight of the match's Beijing day). */
  kickoffSlots: readonly number[];
}

const at = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};
/** European evenings and nights seen from Beijing: 19:30 to 03:45. */
const EUROPEAN = [
  '19:30',
  '20:30',
  '21:00',
  '22:00',
  '23:00',
  '00:30',
  '01:45',
  '02:45',
  '03:00',
  '03:45',
].map(at);

export const LEAGUE_FIXTURES: LeagueFixture[] = [
  {
    sportType: 1,
    name: '中超',
    country: '中国',
    teams: [
      '上海海港',
      '上海申花',
      '山东泰山',
      '北京国安',
      '成都蓉城',
      '浙江队',
      '天津津门虎',
      '武汉三镇',
      '长春亚泰',
      '河南队',
      '青岛西海岸',
      '梅州客家',
    ],
    kickoffSlots: ['15:30', '16:00', '17:00', '17:35', '19:00', '19:35', '20:00'].map(at),
  },
  {
    sportType: 1,
    name: '英超',
    country: '英格兰',
    teams: [
      '曼城',
      '阿森纳',
      '利物浦',
      '曼联',
      '切尔西',
      '热刺',
      '纽卡斯尔',
      '阿斯顿维拉',
      '布莱顿',
      '西汉姆联',
      '水晶宫',
      '富勒姆',
    ],
    kickoffSlots: EUROPEAN,
  },
  {
    sportType: 1,
    name: '西甲',
    country: '西班牙',
    teams: [
      '皇家马德里',
      '巴塞罗那',
      '马德里竞技',
      '皇家社会',
      '比利亚雷亚尔',
      '塞维利亚',
      '贝蒂斯',
      '毕尔巴鄂竞技',
      '瓦伦西亚',
      '赫塔费',
      '奥萨苏纳',
      '塞尔塔',
    ],
    kickoffSlots: EUROPEAN,
  },
  {
    sportType: 1,
    name: '意甲',
    country: '意大利',
    teams: [
      '国际米兰',
      'AC米兰',
      '尤文图斯',
      '那不勒斯',
      '罗马',
      '拉齐奥',
      '亚特兰大',
      '佛罗伦萨',
      '博洛尼亚',
      '都灵',
      '乌迪内斯',
      '热那亚',
    ],
    kickoffSlots: EUROPEAN,
  },
  {
    sportType: 1,
    name: '德甲',
    country: '德国',
    teams: [
      '拜仁慕尼黑',
      '多特蒙德',
      '勒沃库森',
      'RB莱比锡',
      '斯图加特',
      '法兰克福',
      '沃尔夫斯堡',
      '门兴格拉德巴赫',
      '弗赖堡',
      '美因茨',
      '霍芬海姆',
      '云达不莱梅',
    ],
    kickoffSlots: EUROPEAN,
  },
  {
    sportType: 2,
    name: 'NBA',
    country: '美国',
    teams: [
      '湖人',
      '勇士',
      '凯尔特人',
      '掘金',
      '雄鹿',
      '太阳',
      '独行侠',
      '76人',
      '尼克斯',
      '热火',
      '快船',
      '森林狼',
    ],
    kickoffSlots: [
      '07:00',
      '07:30',
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ].map(at),
  },
  {
    sportType: 2,
    name: 'CBA',
    country: '中国',
    teams: [
      '广东宏远',
      '辽宁本钢',
      '浙江广厦',
      '上海久事',
      '北京首钢',
      '新疆广汇',
      '深圳马可波罗',
      '山西汾酒',
      '青岛国信',
      '广州龙狮',
      '四川金强',
      '吉林九台',
    ],
    kickoffSlots: ['15:00', '19:35', '20:00'].map(at),
  },
  {
    sportType: 3,
    name: 'ATP巡回赛',
    country: '国际',
    teams: ['德约科维奇', '阿尔卡拉斯', '辛纳', '梅德韦杰夫', '兹维列夫', '鲁德'],
    kickoffSlots: ['18:00', '20:00', '22:30'].map(at),
  },
  {
    sportType: 4,
    name: '中国女排超级联赛',
    country: '中国',
    teams: ['天津女排', '江苏女排', '上海女排', '北京女排', '山东女排', '四川女排'],
    kickoffSlots: ['15:00', '19:30'].map(at),
  },
];

export const INTELLIGENCE_LINES = [
  '近5场比赛保持不败',
  '主力前锋伤愈复出',
  '近期客场战绩不佳',
  '双方近3次交锋主队2胜1平',
  '主教练赛前表示全力争胜',
  '核心球员因累积黄牌停赛',
  '近期密集赛程体能存疑',
  '防守端近4场仅失2球',
];

/** Default simulator seed; SIM_SEED overrides it. */
export const DEFAULT_SIM_SEED = 20260521;
