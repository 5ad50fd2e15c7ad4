import { fenToYuan, toFen } from '@app/shared/format';
import {
  checkBetCodes,
  estimateLotteryBet,
  FAMILIES,
  findLotteryPlay,
  LOTTERY_TYPES,
  type LotteryType,
  playGroupsOf,
} from '@app/shared/lottery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '../../domain/errors';
import { enabledLotteries, findExpect, requireLottery } from '../../domain/lottery/expects';
import {
  currentExpectJson,
  historyPage,
  latestDrawn,
  lotteryJson,
  openCodeJson,
  playerExpectTotals,
  playJson,
} from '../../domain/lottery/views';
import { bearerToken, requireSession } from '../auth-guard';
import type { RouteDeps } from '../deps';
import { ok } from '../envelope';
import {
  currentExpectEnvelope,
  historyEnvelope,
  itemCountEnvelope,
  latestOpenCodeEnvelope,
  lotteryDetailEnvelope,
  lotteryListEnvelope,
  openCodeEnvelope,
  playDetailEnvelope,
  playListEnvelope,
  settlementStatsEnvelope,
  validCodesEnvelope,
} from './lottery-board-schemas';
import {
  codesBody,
  historyQuery,
  lotteryQuery,
  onlyHotQuery,
  openCodeQuery,
  playDetailQuery,
  playListQuery,
  settlementQuery,
} from './lottery-schemas';

const tags = ['lottery'];
const publicSecurity: Array<Record<string, string[]>> = [{}, { bearerAuth: [] }];

/** SPEC 7 Lottery: lotteries, expects, open codes and plays (public); bets and chases have their own files. */
export const lotteryRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  const { db } = deps;
  const lotteryOf = (id: number) => requireLottery(db, id);

  app.get(
    '/v1/liujiu/lottery/list',
    {
      schema: {
        tags,
        security: publicSecurity,
        querystring: onlyHotQuery,
        description: '彩种列表；only_hot=1 只返回热门',
        response: { 200: lotteryListEnvelope },
      },
    },
    async (request) => {
      const rows = (await enabledLotteries(db)).filter((row) => !request.query.only_hot || row.isHot === 1);
      const now = new Date();
      const list = await Promise.all(rows.map((row) => lotteryJson(db, row, now)));
      const groups = LOTTERY_TYPES.map((type) => ({
        type,
        type_name: FAMILIES[type].name,
        list: list.filter((item) => item.type === type),
      })).filter((group) => group.list.length > 0);
      return ok({ list, groups });
    },
  );

  app.get(
    '/v1/liujiu/lottery/detail',
    {
      schema: {
        tags,
        security: publicSecurity,
        querystring: lotteryQuery,
        response: { 200: lotteryDetailEnvelope },
      },
    },
    async (request) => {
      const lottery = await lotteryOf(request.query.lottery_id);
      const groups = playGroupsOf(lottery.type as LotteryType).map((group) => ({
        group: group.group,
        name: group.name,
        play_count: group.plays.length,
      }));
      return ok({ ...(await lotteryJson(db, lottery)), play_groups: groups });
    },
  );

  app.get(
    '/v1/liujiu/lottery/current-expect',
    {
      schema: {
        tags,
        security: publicSecurity,
        querystring: lotteryQuery,
        description: '当前可投注期号与封盘倒计时',
        response: { 200: currentExpectEnvelope },
      },
    },
    async (request) => ok(await currentExpectJson(db, await lotteryOf(request.query.lottery_id))),
  );

  app.get(
    '/v1/liujiu/lottery/open-code',
    {
      schema: {
        tags,
        security: publicSecurity,
        querystring: openCodeQuery,
        description: '某一期的开奖号码',
        response: { 200: openCodeEnvelope },
      },
    },
    async (request) => {
      const lottery = await lotteryOf(request.query.lottery_id);
      const row = await findExpect(db, lottery.id, request.query.expect);
      if (!row) throw new DomainError(404, '期号不存在');
      return ok(openCodeJson(lottery, row));
    },
  );

  app.get(
    '/v1/liujiu/lottery/history-open-codes',
    {
      schema: {
        tags,
        security: publicSecurity,
        querystring: historyQuery,
        description: '历史开奖号码（新到旧）',
        response: { 200: historyEnvelope },
      },
    },
    async (request) => {
      const { lottery_id, page, per_page } = request.query;
      return ok(await historyPage(db, await lotteryOf(lottery_id), page, per_page));
    },
  );

  app.get(
    '/v1/liujiu/lottery/latest-open-code',
    {
      schema: {
        tags,
        security: publicSecurity,
        querystring: lotteryQuery,
        description: '最新一期开奖号码',
        response: { 200: latestOpenCodeEnvelope },
      },
    },
    async (request) => {
      const lottery = await lotteryOf(request.query.lottery_id);
      const row = await latestDrawn(db, lottery.id);
      return ok(row ? openCodeJson(lottery, row) : null);
    },
  );

  app.get(
    '/v1/liujiu/lottery/settlement-stats',
    {
      schema: {
        tags,
        security: publicSecurity,
        querystring: settlementQuery,
        description: '某期（默认最新开奖期）的结算统计；登录时含本人部分（mine）',
        response: { 200: settlementStatsEnvelope },
      },
    },
    async (request) => {
      const lottery = await lotteryOf(request.query.lottery_id);
      const row = request.query.expect
        ? await findExpect(db, lottery.id, request.query.expect)
        : await latestDrawn(db, lottery.id);
      if (!row) throw new DomainError(404, '期号不存在');
      const userId = bearerToken(request) ? (await requireSession(db, request)).user.id : null;
      const mine = userId ? await playerExpectTotals(db, userId, lottery.id, row.expect) : null;
      return ok({
        ...openCodeJson(lottery, row),
        settled: row.status === 2,
        bet_count: row.betCount,
        win_count: row.winCount,
        stake: fenToYuan(row.stake),
        payout: fenToYuan(row.payout),
        mine,
      });
    },
  );

  app.get(
    '/v1/liujiu/play/list',
    {
      schema: {
        tags,
        security: publicSecurity,
        querystring: playListQuery,
        description: '彩种的玩法分组与赔率',
        response: { 200: playListEnvelope },
      },
    },
    async (request) => {
      const lottery = await lotteryOf(request.query.lottery_id);
      const groups = playGroupsOf(lottery.type as LotteryType).map((group) => ({
        group: group.group,
        name: group.name,
        plays: group.plays.map(playJson),
      }));
      return ok({ lottery_id: lottery.id, type: lottery.type, groups });
    },
  );

  app.get(
    '/v1/liujiu/play/detail',
    {
      schema: {
        tags,
        security: publicSecurity,
        querystring: playDetailQuery,
        response: { 200: playDetailEnvelope },
      },
    },
    async (request) => {
      const play = findLotteryPlay(request.query.play_id);
      if (!play) throw new DomainError(404, '玩法不存在');
      return ok({ ...playJson(play), type: play.type });
    },
  );

  const playFor = (id: string) => {
    const play = findLotteryPlay(id);
    if (!play) throw new DomainError(404, '玩法不存在');
    return play;
  };

  app.post(
    '/v1/liujiu/play/calculate-item-count',
    {
      schema: {
        tags,
        security: publicSecurity,
        body: codesBody,
        description: '计算注数；给出 amount（元/注）与 multiple 时同时计算投注金额',
        response: { 200: itemCountEnvelope },
      },
    },
    async (request) => {
      const { play_id, codes, amount, multiple } = request.body;
      const play = playFor(play_id);
      const check = checkBetCodes(play, codes);
      const estimate =
        check.valid && amount !== undefined
          ? estimateLotteryBet(play, check.codes, toFen(amount), multiple ?? 1)
          : null;
      return ok({
        play_id,
        item_count: check.itemCount,
        valid: check.valid && (estimate?.valid ?? true),
        message: check.valid ? (estimate?.message ?? '') : check.message,
        stake: estimate?.valid ? fenToYuan(estimate.stakeFen) : null,
      });
    },
  );

  app.post(
    '/v1/liujiu/play/validate-bet-codes',
    {
      schema: {
        tags,
        security: publicSecurity,
        body: codesBody,
        description: '校验投注号码；返回规范化的号码与注数',
        response: { 200: validCodesEnvelope },
      },
    },
    async (request) => {
      const check = checkBetCodes(playFor(request.body.play_id), request.body.codes);
      return ok(
        check.valid
          ? { valid: true, message: '', codes: check.codes, item_count: check.itemCount }
          : { valid: false, message: check.message, codes: null, item_count: 0 },
      );
    },
  );
};
