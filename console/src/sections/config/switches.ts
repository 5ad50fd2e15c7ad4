// The operator switches of the app config (SPEC 3: nav switches, maintenance; app info flags) and what each
// one hides or changes for players, as the shell and the remotes read them (shell/src/layout/tabs.ts etc.).

/** boolean keys hold true/false; flag keys hold 1/0 (the app-info contract). */
export type SwitchKind = 'boolean' | 'flag';

export interface ConfigSwitch {
  key: string;
  kind: SwitchKind;
  label: string;
  /** What players see change when the switch is off (or on, for the inverted ones). */
  effect: string;
  /** true: "on" closes something (maintenance), so turning it on is the dangerous direction. */
  inverted?: boolean;
}

export interface SwitchGroup {
  title: string;
  switches: ConfigSwitch[];
}

export const SWITCH_GROUPS: SwitchGroup[] = [
  {
    title: '站点',
    switches: [
      {
        key: 'maintenance_mode',
        kind: 'boolean',
        label: '维护模式',
        effect: '开启后所有玩家看到维护页（维护提示 repair_tips），无法使用任何功能',
        inverted: true,
      },
      {
        key: 'site_state',
        kind: 'flag',
        label: '站点开放',
        effect: '关闭（0）与维护模式同效：全站显示维护页',
      },
    ],
  },
  {
    title: '导航与入口',
    switches: [
      {
        key: 'nav_sports_enabled',
        kind: 'boolean',
        label: '体育竞猜',
        effect: '关闭后隐藏底部「竞猜」标签，体育投注页、投注单与比赛直播页都不可进入',
      },
      {
        key: 'nav_live_ball_enabled',
        kind: 'boolean',
        label: '滚球',
        effect: '关闭后竞猜页不再显示滚球入口；与即时比分都关闭时比赛直播页不可进入',
      },
      {
        key: 'nav_real_time_enabled',
        kind: 'boolean',
        label: '即时比分',
        effect: '关闭后竞猜页不再显示即时比分入口；与滚球都关闭时比赛直播页不可进入',
      },
      {
        key: 'nav_expert_enabled',
        kind: 'boolean',
        label: '专家推荐',
        effect: '关闭后专家推荐的入口与页面都不可进入（深链接回到首页并提示已关闭）',
      },
    ],
  },
  {
    title: '首页内容',
    switches: [
      {
        key: 'banner_enabled',
        kind: 'boolean',
        label: '轮播图',
        effect: '关闭后首页与各页面顶部不再显示轮播图',
      },
      {
        key: 'notice_enabled',
        kind: 'boolean',
        label: '公告',
        effect: '关闭后首页滚动公告与各分类公告不再显示',
      },
      {
        key: 'redpacket_switch',
        kind: 'flag',
        label: '红包浮标',
        effect: '开启时首页显示浮动红包入口（点击进入活动）；关闭后隐藏',
      },
    ],
  },
  {
    title: '功能',
    switches: [
      {
        key: 'fanshui',
        kind: 'flag',
        label: '返水',
        effect: '关闭后返水页不可进入，玩家无法申请或领取返水',
      },
      {
        key: 'sms_open',
        kind: 'flag',
        label: '短信验证',
        effect: '关闭后注册不再要求短信验证码',
      },
    ],
  },
];

/** Whether a stored value means "on" (true, 1 or "1"). */
export const isOn = (value: unknown): boolean => value === true || Number(value) === 1;

/** The value to store for "on"/"off" in the key's own form. */
export const valueFor = (kind: SwitchKind, on: boolean): boolean | number =>
  kind === 'boolean' ? on : on ? 1 : 0;
