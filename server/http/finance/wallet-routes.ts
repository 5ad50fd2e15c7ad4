import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWallet,
  deleteWallet,
  listWallets,
  ownWallet,
  toggleWallet,
  updateWallet,
  WALLET_TYPES,
  walletJson,
} from '../../domain/finance/wallets';
import type { RouteDeps } from '../deps';
import { emptyEnvelope, ok } from '../envelope';
import { idParams, userText } from '../schemas';
import { walletEnvelope, walletListEnvelope, walletTypesEnvelope } from './withdraw-schemas';

const tags = ['wallets'];
const security = [{ bearerAuth: [] }];

const text = (label: string, max: number, message: string) => userText(label).max(max, message);
const createBody = z.strictObject({
  type: z.enum(['bank', 'usdt'], { error: '请选择钱包类型' }),
  account: userText('账号', { error: '请输入账号或地址' })
    .trim()
    .min(1, '请输入账号或地址')
    .max(64, '账号过长'),
  holder: text('姓名', 30, '姓名过长').optional(),
  bank_name: text('银行名称', 30, '银行名称过长').optional(),
  branch: text('支行名称', 60, '支行名称过长').optional(),
});
const updateBody = z.strictObject({
  account: createBody.shape.account.optional(),
  holder: createBody.shape.holder,
  bank_name: createBody.shape.bank_name,
  branch: createBody.shape.branch,
  is_default: z.boolean().optional(),
});

/** SPEC 7 Wallets: the player's payout accounts, bank cards masked, TRC20 addresses checksum-validated. */
export const walletRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/v1/user-wallets',
    { schema: { tags, security, response: { 200: walletListEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok((await listWallets(db, user.id)).map(walletJson));
    },
  );

  app.get(
    '/v1/user-wallets/types',
    { schema: { tags, security, response: { 200: walletTypesEnvelope } } },
    async () => {
      return ok([...WALLET_TYPES]);
    },
  );

  app.get(
    '/v1/user-wallets/:id',
    { schema: { tags, security, params: idParams, response: { 200: walletEnvelope } } },
    async (request) => {
      const { user } = request.session;
      return ok(walletJson(await ownWallet(db, user.id, request.params.id)));
    },
  );

  app.post(
    '/v1/user-wallets',
    { schema: { tags, security, body: createBody, response: { 200: walletEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const { type, account, holder, bank_name, branch } = request.body;
      const row = await createWallet(db, user.id, { type, account, holder, bankName: bank_name, branch });
      return ok(walletJson(row), '绑定成功');
    },
  );

  app.put(
    '/v1/user-wallets/:id',
    { schema: { tags, security, params: idParams, body: updateBody, response: { 200: walletEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const { account, holder, bank_name, branch, is_default } = request.body;
      const row = await updateWallet(db, user.id, request.params.id, {
        account,
        holder,
        bankName: bank_name,
        branch,
        isDefault: is_default,
      });
      return ok(walletJson(row), '已保存');
    },
  );

  app.delete(
    '/v1/user-wallets/:id',
    { schema: { tags, security, params: idParams, response: { 200: emptyEnvelope } } },
    async (request) => {
      const { user } = request.session;
      await deleteWallet(db, user.id, request.params.id);
      return ok(null, '已删除');
    },
  );

  app.post(
    '/v1/user-wallets/:id/toggle-status',
    { schema: { tags, security, params: idParams, response: { 200: walletEnvelope } } },
    async (request) => {
      const { user } = request.session;
      const row = await toggleWallet(db, user.id, request.params.id);
      return ok(walletJson(row), row.status === 1 ? '已启用' : '已停用');
    },
  );
};
