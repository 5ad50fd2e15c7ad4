import { z } from 'zod';
import { envelopeOf } from '../envelope';
import { isoTime, pagedOf } from '../schemas';

// Response shapes of the match lists, details and catalogues (domain/sports/match-views.ts and live-views.ts).

export const playOdds = z.strictObject({
  play: z.string(),
  name: z.string(),
  line: z.string().describe('the handicap or total line; empty for plays without one'),
  max_passes: z.number().int(),
  single: z.boolean().describe('offered for singles (单关); otherwise bet in 串关 only'),
  options: z.array(z.strictObject({ option: z.string(), name: z.string(), odds: z.string() })),
});

export const matchFields = {
  id: z.number().int(),
  sport_type: z.number().int(),
  sport_name: z.string(),
  league_id: z.number().int(),
  league_name: z.string(),
  match_no: z.string(),
  home_team_id: z.number().int(),
  home_team: z.string(),
  away_team_id: z.number().int(),
  away_team: z.string(),
  start_time: isoTime,
  status: z.number().int().describe('0 未开赛, 1 进行中, 2 已完场, 3 已取消'),
  status_text: z.string(),
  minute: z.number().int(),
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  half_home_score: z.number().int().nullable(),
  half_away_score: z.number().int().nullable(),
  can_bet: z.boolean().describe('bets are taken until kick-off'),
};
const match = z.strictObject(matchFields);
export const matchListItem = z.strictObject({
  ...matchFields,
  play_count: z.number().int(),
  odds: playOdds.nullable().describe("the asked play's odds (the sport's first play by default)"),
});
const matchWithIntelligence = z.strictObject({ ...matchFields, items: z.array(z.string()) });

export const matchPageEnvelope = envelopeOf(pagedOf(matchListItem));
export const plainMatchPageEnvelope = envelopeOf(pagedOf(match));

export const matchDetailEnvelope = envelopeOf(
  z.strictObject({
    ...matchFields,
    statistics: z.record(z.string(), z.array(z.number())).describe('home and away figure per statistic'),
    intelligence: z.array(z.string()),
    plays: z.array(playOdds),
  }),
);

export const matchPlaysEnvelope = envelopeOf(
  z.strictObject({
    match_id: z.number().int(),
    sport_type: z.number().int(),
    can_bet: z.boolean(),
    plays: z.array(playOdds),
  }),
);

export const matchStatisticsEnvelope = envelopeOf(
  z.strictObject({
    total: z.number().int(),
    not_started: z.number().int(),
    live: z.number().int(),
    finished: z.number().int(),
    cancelled: z.number().int(),
    leagues: z.array(
      z.strictObject({ league_id: z.number().int(), league_name: z.string(), count: z.number().int() }),
    ),
  }),
);

const league = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  sport_type: z.number().int(),
  country: z.string(),
  match_count: z.number().int().describe('open and live matches'),
});
export const leaguePageEnvelope = envelopeOf(pagedOf(league));
export const leaguesEnvelope = envelopeOf(z.array(league));

const playInfo = z.strictObject({
  sport_type: z.number().int(),
  play: z.string(),
  name: z.string(),
  has_line: z.boolean(),
  max_passes: z.number().int(),
  options: z.array(z.strictObject({ option: z.string(), name: z.string() })),
});
export const playPageEnvelope = envelopeOf(pagedOf(playInfo));
export const playsEnvelope = envelopeOf(z.array(playInfo));

const countsBySport = z.strictObject({
  total: z.number().int(),
  football: z.number().int(),
  basketball: z.number().int(),
  tennis: z.number().int(),
  volleyball: z.number().int(),
});
export const liveStatisticsEnvelope = envelopeOf(
  z.strictObject({ live: countsBySport, upcoming: countsBySport }),
);

export const intelligenceEnvelope = envelopeOf(
  z
    .union([matchWithIntelligence, pagedOf(matchWithIntelligence)])
    .describe('one match with its items when match_id is given; otherwise a page of every open match'),
);

export const liveOddsEnvelope = envelopeOf(
  z.array(
    z.strictObject({
      match_id: z.number().int(),
      sport_type: z.number().int(),
      home_team: z.string(),
      away_team: z.string(),
      status: z.number().int(),
      minute: z.number().int(),
      home_score: z.number().int().nullable(),
      away_score: z.number().int().nullable(),
      plays: z.array(playOdds),
    }),
  ),
);
