import type { SyndicateDetail } from '../../api/syndicates';

/** A basketball single sold in 20 shares: 5 sold (the initiator's 2 and a buyer's 3), ticket shown always. */
export function syndicateDetail(overrides: Partial<SyndicateDetail> = {}): SyndicateDetail {
  return {
    id: 21,
    initiator: { user_id: 7, nickname: '篮球老炮', avatar: '' },
    sport_type: 2,
    title: '单关 · 篮球 · 1场',
    description: '主队主场十连胜',
    total: '20.00',
    share_price: '1.00',
    total_shares: 20,
    sold_shares: 5,
    progress: 25,
    guarantee_shares: 4,
    commission_rate: 10,
    deadline: '2099-11-29T11:25:00.000Z',
    status: 'open',
    status_text: '认购中',
    result: 'pending',
    is_public: true,
    ticket_visibility: 'always',
    buyers: 2,
    payout: '0.00',
    my_shares: 0,
    mine: false,
    created_at: '2026-11-29T09:00:00.000Z',
    ticket: {
      mode: 'single',
      combo_names: [],
      amount: '20.00',
      multiple: 1,
      bet_count: 1,
      legs: [
        {
          match_id: 7,
          league_name: 'NBA',
          home_team: '洛杉矶湖人',
          away_team: '金州勇士',
          start_time: '2099-11-29T11:30:00.000Z',
          play: 'win-lose',
          play_name: '胜负',
          option: 'win',
          option_name: '主胜',
          odds: '1.72',
          banker: false,
        },
      ],
    },
    order: null,
    buyer_list: [
      { name: '篮***炮', shares: 2, initiator: true },
      { name: 'ab***1', shares: 3, initiator: false },
    ],
    share_code: null,
    my_purchases: [],
    commission: '0.00',
    ...overrides,
  };
}

export function listed(overrides: Partial<SyndicateDetail> = {}) {
  const {
    ticket: _ticket,
    order: _order,
    buyer_list: _buyers,
    share_code: _code,
    my_purchases: _purchases,
    commission: _commission,
    ...syndicate
  } = syndicateDetail(overrides);
  return syndicate;
}
