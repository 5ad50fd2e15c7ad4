// Demo content of the expert pages: categories, experts, their match analyses and lottery recommendations.
// Articles are HTML (sanitised again by the seed), each with a pick and, when settled, its result.

export const EXPERT_CATEGORIES = [
  { name: '足球', icon: 'football', description: '五大联赛、欧冠与竞彩足球深度分析', sort: 1 },
  { name: '篮球', icon: 'basketball', description: 'NBA、CBA 让分与大小分推荐', sort: 2 },
  { name: '彩票', icon: 'lottery', description: '双色球、大乐透、福彩3D 号码分析', sort: 3 },
];

export interface ExpertFixture {
  name: string;
  category: string;
  title: string;
  intro: string;
  followers: number;
  isHot: boolean;
}

export const EXPERTS: ExpertFixture[] = [
  {
    name: '绿茵老周',
    category: '足球',
    title: '英超专家',
    intro: '前职业球探，专注英超十二年，擅长从伤停与赛程密度判断强队爆冷。',
    followers: 12860,
    isHot: true,
  },
  {
    name: '亚盘观察者',
    category: '足球',
    title: '竞彩名家',
    intro: '盘口与基本面结合，主攻欧冠、西甲让球与大小球。',
    followers: 9342,
    isHot: true,
  },
  {
    name: '意甲小林',
    category: '足球',
    title: '意甲分析师',
    intro: '意甲防守体系研究者，小比分推荐稳定。',
    followers: 4210,
    isHot: false,
  },
  {
    name: '篮板王',
    category: '篮球',
    title: 'NBA数据派',
    intro: '以回合数与节奏模型预测总分，NBA大小分长期命中率领先。',
    followers: 10577,
    isHot: true,
  },
  {
    name: 'CBA老炮',
    category: '篮球',
    title: 'CBA名嘴',
    intro: '跟队记者出身，熟悉各队外援状态与轮换。',
    followers: 3688,
    isHot: false,
  },
  {
    name: '彩海明灯',
    category: '彩票',
    title: '双色球专家',
    intro: '十年走势研究，冷热号与区间比分析。',
    followers: 7821,
    isHot: true,
  },
];

export interface ExpertArticleFixture {
  expert: string;
  title: string;
  matchInfo: string;
  /** Kick-off relative to the seed time, in hours (negative: already played). */
  matchInHours: number;
  summary: string;
  analysis: string[];
  /** [label, home, away] rows of the data table. */
  table: Array<[string, string, string]>;
  pick: string;
  badge: string;
  isHot: boolean;
  isRecommended: boolean;
  /** 0 待开奖, 1 红, 2 黑. */
  result: number;
  views: number;
}

const article = (fixture: ExpertArticleFixture) => fixture;

export const EXPERT_ARTICLES: ExpertArticleFixture[] = [
  article({
    expert: '绿茵老周',
    title: '曼城主场强势，阿森纳客场能否全身而退？',
    matchInfo: '英超 曼城 vs 阿森纳',
    matchInHours: 30,
    summary: '曼城主场近12场不败，阿森纳中场主力伤缺，看好主队不败。',
    analysis: [
      '曼城本赛季主场9胜2平，场均进球2.6个，控球率稳定在六成以上。',
      '阿森纳后腰主力因腿筋伤缺阵，替补缺乏出球能力，面对高位逼抢容易失误。',
      '两队近6次交锋曼城4胜1平1负，主场优势明显。',
    ],
    table: [
      ['近10场战绩', '7胜2平1负', '6胜2平2负'],
      ['场均进球', '2.4', '1.9'],
      ['场均失球', '0.8', '1.1'],
    ],
    pick: '曼城 胜/平（让球 -0.5 谨慎看主胜）',
    badge: '推荐',
    isHot: true,
    isRecommended: true,
    result: 0,
    views: 8640,
  }),
  article({
    expert: '绿茵老周',
    title: '利物浦客战维拉：防线重组后的隐患',
    matchInfo: '英超 阿斯顿维拉 vs 利物浦',
    matchInHours: -48,
    summary: '维拉主场反击犀利，利物浦边后卫助攻留空，大球可期。',
    analysis: [
      '维拉主场场均射门15.2次，反击进球占比联赛第二。',
      '利物浦两名边后卫助攻频繁，身后空档是维拉快马的主要突破口。',
    ],
    table: [
      ['近5场总进球', '14', '12'],
      ['大2.5球比例', '80%', '60%'],
    ],
    pick: '大2.5球',
    badge: '推荐',
    isHot: true,
    isRecommended: false,
    result: 1,
    views: 6120,
  }),
  article({
    expert: '绿茵老周',
    title: '热刺VS切尔西：伦敦德比谁更稳',
    matchInHours: -120,
    matchInfo: '英超 热刺 vs 切尔西',
    summary: '切尔西客场防守提升明显，德比战看好不败。',
    analysis: ['切尔西近8个客场仅丢5球。', '热刺锋线核心停赛，进攻效率下滑。'],
    table: [['近5场客场丢球', '—', '3']],
    pick: '切尔西 +0.25',
    badge: '',
    isHot: false,
    isRecommended: false,
    result: 1,
    views: 3310,
  }),
  article({
    expert: '绿茵老周',
    title: '纽卡斯尔主场能否延续不败',
    matchInHours: -168,
    matchInfo: '英超 纽卡斯尔 vs 布莱顿',
    summary: '纽卡主场气势如虹，布莱顿控球难转化为机会。',
    analysis: ['纽卡主场近10场8胜。', '布莱顿客场射正率仅31%。'],
    table: [['主场胜率', '80%', '—']],
    pick: '纽卡斯尔 胜',
    badge: '',
    isHot: false,
    isRecommended: false,
    result: 2,
    views: 2875,
  }),
  article({
    expert: '亚盘观察者',
    title: '欧冠焦点：皇马坐镇伯纳乌迎战拜仁',
    matchInfo: '欧冠 皇家马德里 vs 拜仁慕尼黑',
    matchInHours: 54,
    summary: '淘汰赛经验加主场，皇马受让后盘口偏向主队，重心看皇马不败。',
    analysis: [
      '皇马欧冠主场近15场不败，淘汰赛阶段心理优势突出。',
      '拜仁客场压上后防线身后空间大，维尼修斯速度可以惩罚。',
      '初盘主让平手，临场升至平半，资金明显流向主队。',
    ],
    table: [
      ['欧冠主/客场战绩', '5胜1平', '3胜2平1负'],
      ['场均射正', '6.1', '5.8'],
    ],
    pick: '皇家马德里 平手盘',
    badge: '重心',
    isHot: true,
    isRecommended: true,
    result: 0,
    views: 9920,
  }),
  article({
    expert: '亚盘观察者',
    title: '西甲：巴萨客场挑战毕尔巴鄂',
    matchInfo: '西甲 毕尔巴鄂竞技 vs 巴塞罗那',
    matchInHours: -30,
    summary: '圣马梅斯魔鬼主场，巴萨让一球偏深，看好小球。',
    analysis: ['毕尔巴鄂主场本季仅丢4球。', '巴萨客场进攻效率较主场下降三成。'],
    table: [['小2.5球比例', '70%', '50%']],
    pick: '小2.5球',
    badge: '推荐',
    isHot: false,
    isRecommended: true,
    result: 1,
    views: 5410,
  }),
  article({
    expert: '亚盘观察者',
    title: '马竞主场对阵塞维利亚，西蒙尼铁桶再现',
    matchInfo: '西甲 马德里竞技 vs 塞维利亚',
    matchInHours: -100,
    summary: '马竞主场防守稳固，一球小胜概率高。',
    analysis: ['马竞主场近6场均未丢球超过1个。', '塞维利亚客场进攻乏力。'],
    table: [['主场零封场次', '5', '—']],
    pick: '马德里竞技 -0.5',
    badge: '',
    isHot: false,
    isRecommended: false,
    result: 1,
    views: 4022,
  }),
  article({
    expert: '意甲小林',
    title: '国米对尤文：意大利德比的小比分剧本',
    matchInfo: '意甲 国际米兰 vs 尤文图斯',
    matchInHours: 75,
    summary: '两队防守均居联赛前三，看好小球与平局。',
    analysis: ['国米三中卫体系稳定，尤文近期客场多以防守反击为主。', '两队近5次交锋有4场总进球不超过2个。'],
    table: [
      ['场均失球', '0.7', '0.8'],
      ['近5次交锋小球', '4', '4'],
    ],
    pick: '小2.5球 / 平局',
    badge: '推荐',
    isHot: false,
    isRecommended: true,
    result: 0,
    views: 3760,
  }),
  article({
    expert: '意甲小林',
    title: 'AC米兰主场迎那不勒斯',
    matchInfo: '意甲 AC米兰 vs 那不勒斯',
    matchInHours: -72,
    summary: '米兰边路突破犀利，那不勒斯客场状态起伏。',
    analysis: ['米兰主场近5场4胜。'],
    table: [['近5场战绩', '4胜1平', '2胜1平2负']],
    pick: 'AC米兰 胜',
    badge: '',
    isHot: false,
    isRecommended: false,
    result: 2,
    views: 2140,
  }),
  article({
    expert: '篮板王',
    title: 'NBA：湖人VS勇士，节奏之战大分可期',
    matchInfo: 'NBA 洛杉矶湖人 vs 金州勇士',
    matchInHours: 20,
    summary: '两队场均回合数均在100以上，模型预测总分232，看好大分。',
    analysis: [
      '勇士近10场场均得分118.6，三分出手占比联盟第一。',
      '湖人背靠背作战，防守强度预计下降，外线轮转会更慢。',
      '节奏模型给出总分232.4，高于盘口226.5。',
    ],
    table: [
      ['场均得分', '115.2', '118.6'],
      ['场均回合', '100.8', '102.1'],
      ['近10场大分', '7', '8'],
    ],
    pick: '总分 大226.5',
    badge: '推荐',
    isHot: true,
    isRecommended: true,
    result: 0,
    views: 7730,
  }),
  article({
    expert: '篮板王',
    title: '凯尔特人主场让分分析',
    matchInfo: 'NBA 波士顿凯尔特人 vs 迈阿密热火',
    matchInHours: -26,
    summary: '绿军主场净胜分联盟第一，让7.5分可跟。',
    analysis: ['凯尔特人主场场均净胜12.3分。', '热火两名主力轮休。'],
    table: [['主场净胜分', '+12.3', '—']],
    pick: '凯尔特人 -7.5',
    badge: '推荐',
    isHot: true,
    isRecommended: false,
    result: 1,
    views: 6655,
  }),
  article({
    expert: '篮板王',
    title: '掘金VS太阳：高原主场的体能优势',
    matchInfo: 'NBA 丹佛掘金 vs 菲尼克斯太阳',
    matchInHours: -80,
    summary: '掘金主场末节得分稳定，看好主胜。',
    analysis: ['掘金主场第四节场均净胜4.1分。'],
    table: [['主场战绩', '18胜4负', '—']],
    pick: '掘金 胜',
    badge: '',
    isHot: false,
    isRecommended: false,
    result: 1,
    views: 3908,
  }),
  article({
    expert: 'CBA老炮',
    title: 'CBA：广东主场迎战辽宁，强强对话',
    matchInfo: 'CBA 广东宏远 vs 辽宁本钢',
    matchInHours: 44,
    summary: '辽宁外援状态回升，受让5.5分有价值。',
    analysis: ['辽宁近5场外援场均28分。', '广东主力后卫伤愈复出，状态待观察。'],
    table: [['近5场战绩', '3胜2负', '4胜1负']],
    pick: '辽宁 +5.5',
    badge: '推荐',
    isHot: false,
    isRecommended: true,
    result: 0,
    views: 2980,
  }),
  article({
    expert: 'CBA老炮',
    title: '北京首钢主场小分预测',
    matchInfo: 'CBA 北京首钢 vs 上海久事',
    matchInHours: -50,
    summary: '首钢防守强度高，比赛节奏偏慢。',
    analysis: ['首钢主场场均失分92.4。'],
    table: [['场均失分', '92.4', '101.7']],
    pick: '总分 小198.5',
    badge: '',
    isHot: false,
    isRecommended: false,
    result: 2,
    views: 1877,
  }),
  article({
    expert: '彩海明灯',
    title: '双色球第2026135期：红球三区冷热分析',
    matchInfo: '双色球 2026135期',
    matchInHours: 28,
    summary: '一区热号持续，三区冷号回补在即，蓝球关注06、11。',
    analysis: [
      '近30期一区出号占比38%，明显偏热，可适当防热号连开。',
      '三区26-33区间已有5期仅出1码，回补概率上升。',
    ],
    table: [
      ['区间', '近10期出号', '遗漏'],
      ['一区(1-11)', '23', '0'],
      ['三区(23-33)', '15', '2'],
    ],
    pick: '红球胆码 05 17 28；蓝球 06 11',
    badge: '独家',
    isHot: true,
    isRecommended: true,
    result: 0,
    views: 5210,
  }),
  article({
    expert: '彩海明灯',
    title: '大乐透第2026134期：前区奇偶比走势',
    matchInfo: '大乐透 2026134期',
    matchInHours: -20,
    summary: '奇偶比3:2连续出现，本期看好回补2:3。',
    analysis: ['近10期奇偶比3:2出现6次。'],
    table: [
      ['奇偶比', '出现次数', '最近一次'],
      ['3:2', '6', '上期'],
    ],
    pick: '前区 03 12 18 24 31；后区 04 09',
    badge: '',
    isHot: false,
    isRecommended: false,
    result: 1,
    views: 2544,
  }),
];

export const LOTTERY_CATEGORIES = [
  { name: '双色球', icon: 'ssq', sort: 1 },
  { name: '大乐透', icon: 'dlt', sort: 2 },
  { name: '福彩3D', icon: 'fc3d', sort: 3 },
  { name: '排列三', icon: 'pl3', sort: 4 },
];

export interface LotteryArticleFixture {
  category: string;
  title: string;
  author: string;
  expect: string;
  summary: string;
  paragraphs: string[];
  numbers: string;
  badge: string;
  isHot: boolean;
  isRecommended: boolean;
  views: number;
  hoursAgo: number;
}

export const LOTTERY_ARTICLES: LotteryArticleFixture[] = [
  {
    category: '双色球',
    title: '双色球2026135期：蓝球大小走势与推荐',
    author: '彩海明灯',
    expect: '2026135期',
    summary: '蓝球连续3期开出小号，本期看好大号回补。',
    paragraphs: ['近20期蓝球小号占比65%。', '09-16区间已遗漏4期。'],
    numbers: '蓝球：09 12 15',
    badge: '推荐',
    isHot: true,
    isRecommended: true,
    views: 4120,
    hoursAgo: 3,
  },
  {
    category: '双色球',
    title: '双色球2026135期：和值区间分析',
    author: '数字猎手',
    expect: '2026135期',
    summary: '红球和值近期在90-110区间震荡。',
    paragraphs: ['近10期和值均值101.3。', '本期看好和值回落至85-100。'],
    numbers: '红球：02 08 13 19 25 30',
    badge: '',
    isHot: false,
    isRecommended: false,
    views: 1650,
    hoursAgo: 8,
  },
  {
    category: '大乐透',
    title: '大乐透2026135期：前区断区与连号',
    author: '乐透老王',
    expect: '2026135期',
    summary: '前区二区已断区2期，本期关注回补。',
    paragraphs: ['连号近10期出现7次，本期建议保留一组连号。'],
    numbers: '前区：07 08 15 22 33；后区：02 10',
    badge: '推荐',
    isHot: true,
    isRecommended: true,
    views: 3890,
    hoursAgo: 5,
  },
  {
    category: '大乐透',
    title: '大乐透后区冷热号统计',
    author: '乐透老王',
    expect: '2026134期',
    summary: '后区11、12长期遗漏，可小额防守。',
    paragraphs: ['后区11已遗漏14期，为近一年最长。'],
    numbers: '后区：11 12',
    badge: '',
    isHot: false,
    isRecommended: false,
    views: 980,
    hoursAgo: 30,
  },
  {
    category: '福彩3D',
    title: '福彩3D第2026301期：组六形态推荐',
    author: '3D研究所',
    expect: '2026301期',
    summary: '组三连续开出，本期看好组六形态。',
    paragraphs: ['近15期组三出现6次，高于理论值。', '百位关注大号。'],
    numbers: '百位 5 7 8；十位 1 3 6；个位 0 4 9',
    badge: '独家',
    isHot: true,
    isRecommended: false,
    views: 2760,
    hoursAgo: 2,
  },
  {
    category: '福彩3D',
    title: '福彩3D跨度走势解析',
    author: '3D研究所',
    expect: '2026300期',
    summary: '跨度连续两期为2，回补大跨度。',
    paragraphs: ['跨度6-8区间近期遗漏较多。'],
    numbers: '跨度：6 7 8',
    badge: '',
    isHot: false,
    isRecommended: true,
    views: 1320,
    hoursAgo: 26,
  },
  {
    category: '排列三',
    title: '排列三第2026301期：和值与胆码',
    author: '体彩小张',
    expect: '2026301期',
    summary: '和值在13-16区间最为集中。',
    paragraphs: ['近20期和值13-16出现9次。'],
    numbers: '胆码：3 6；和值：13 14 15',
    badge: '推荐',
    isHot: false,
    isRecommended: true,
    views: 1870,
    hoursAgo: 4,
  },
];
