// What the load harnesses (api.mjs, soak.mjs) ask the product before they measure: JSON calls, funded
// players and slips the server accepts.
import { refusalOf } from './answers.mjs';

export async function postJson(url, path, body, headers = {}) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: parseOrNull(text) };
}

export async function getJson(url, path) {
  const response = await fetch(`${url}${path}`);
  const text = await response.text();
  return { status: response.status, text, json: parseOrNull(text) };
}

function parseOrNull(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The answer's data, or an error naming the call and the server's message. */
function dataOf(what, answer) {
  const refusal = refusalOf(answer.status, answer.text);
  if (refusal) throw new Error(`${what}: ${refusal}`);
  return answer.json.data;
}

/** A player's token from the product's own sign-in. */
export async function signIn(url, username, password) {
  return dataOf(`sign-in of ${username}`, await postJson(url, '/api/v1/login', { username, password })).token;
}

/**
 * `count` players created through the ops API (no registration rate limit), each credited `yuan` by the
 * two operators (product.credit) and signed in; returns their tokens.
 */
export async function fundedPlayers(product, { count, prefix, yuan }) {
  const ops = await product.opsHeaders();
  const stamp = Date.now().toString(36);
  const players = [];
  for (let i = 0; i < count; i++) {
    const username = `${prefix}${i}x${stamp}`.slice(0, 16);
    const password = `${prefix}123456`;
    dataOf(
      `creating ${username}`,
      await postJson(product.url, '/api/ops/users', { username, password }, ops),
    );
    await product.credit(username, String(yuan));
    players.push({ username, password, token: await signIn(product.url, username, password) });
  }
  return players;
}

/** Football matches open for betting, each with its plays (`single` says whether the play takes 单关). */
async function openMatches(url) {
  const list = dataOf(
    'the match list',
    await getJson(url, '/api/v1/matches/list?sport_type=1&per_page=100'),
  ).list.filter((match) => match.can_bet);
  const found = [];
  for (const match of list) {
    const plays = dataOf(
      `the plays of match ${match.id}`,
      await getJson(url, `/api/v1/matches/${match.id}/plays`),
    );
    found.push({ id: match.id, plays: plays.plays });
  }
  return found;
}

const STAKE = { amount: 2, multiple: 1 };
/** Yuan one slip below costs: 2 yuan a bet, one bet (a single, or one 2串1). */
export const SLIP_STAKE_YUAN = 2;

/** One slip per option of a play: the load rotates over them as players spread over a match's outcomes. */
function perOption(play, build) {
  return play.options.map((option) => JSON.stringify(build(option.option)));
}

/**
 * Slips the server accepts: `single`, a football single on the first open match whose 胜平负 takes singles
 * (else any play that does), one slip per option; `mixed`, a 2串1 of 胜平负 on the first two open matches,
 * both legs on the same option. Each is null when the fixtures offer none; `label` names what is bet.
 */
export async function bettableSlips(url) {
  const matches = await openMatches(url);
  const singleOf = (match) =>
    match.plays.find((play) => play.single && play.play === 'winDrawLose') ??
    match.plays.find((play) => play.single);
  const singleMatch =
    matches.find((match) => singleOf(match)?.play === 'winDrawLose') ?? matches.find(singleOf);
  const single = singleMatch && singleOf(singleMatch);
  const legs = matches
    .map((match) => ({ id: match.id, play: match.plays.find((play) => play.play === 'winDrawLose') }))
    .filter((leg) => leg.play && leg.play.max_passes >= 2)
    .slice(0, 2);
  const oddsOf = (play, option) => play.options.find((candidate) => candidate.option === option).odds;
  return {
    single: single
      ? {
          label: `single ${single.name}`,
          bodies: perOption(single, (option) => ({
            sport: 'football',
            mode: 'single',
            combos: [],
            selections: [
              { match_id: singleMatch.id, play: single.play, option, odds: oddsOf(single, option) },
            ],
            ...STAKE,
          })),
        }
      : null,
    mixed:
      legs.length === 2
        ? {
            label: `2串1 ${legs[0].play.name}`,
            bodies: perOption(legs[0].play, (option) => ({
              sport: 'football',
              mode: 'mixed',
              combos: ['2x1'],
              selections: legs.map((leg) => ({
                match_id: leg.id,
                play: 'winDrawLose',
                option,
                odds: oddsOf(leg.play, option),
              })),
              ...STAKE,
            })),
          }
        : null,
  };
}
