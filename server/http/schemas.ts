import { z } from 'zod';
import { hasControlCharacters } from '../domain/control-characters';
import { envelopeOf } from './envelope';

/** Missing field and wrong type get different messages: 请输入用户名 vs 用户名格式不正确. */
const textField = (missing: string, wrongType: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? missing : wrongType) });

/**
 * Free text a player types (names, reasons, vouchers, account details): never control characters, which
 * could rewrite an operator's terminal (`pnpm ops payment:list`) or reorder what a reader sees. Every schema
 * of stored user text starts from this.
 */
export const userText = (label: string, options: { error?: string; multiline?: boolean } = {}) =>
  z
    .string(options.error ? { error: options.error } : undefined)
    .refine((text) => !hasControlCharacters(text, options), `${label}不能包含控制字符`);

// Field rules with the contract's Chinese messages; the error handler shows the first failing one.
export const username = textField('请输入用户名', '用户名格式不正确').regex(
  /^[A-Za-z][A-Za-z0-9]{3,15}$/,
  '用户名须为4-16位字母或数字，以字母开头',
);
export const password = textField('请输入密码', '密码格式不正确')
  .min(6, '密码长度须为6-20位')
  .max(20, '密码长度须为6-20位');
export const phone = textField('请输入手机号', '手机号格式不正确').regex(/^1[3-9]\d{9}$/, '手机号格式不正确');
export const smsCode = textField('请输入验证码', '验证码须为6位数字').regex(/^\d{6}$/, '验证码须为6位数字');
export const inviteCode = z
  .string({ error: '请输入邀请码' })
  .trim()
  .min(1, '请输入邀请码')
  .max(32, '邀请码无效');
export const agentCode = z
  .string({ error: '请输入代理码' })
  .trim()
  .min(1, '请输入代理码')
  .max(32, '代理码无效');
export const domain = z
  .string({ error: '请输入域名' })
  .trim()
  .min(1, '请输入域名')
  .max(253, '域名格式不正确');

const confirmationMatches = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;
const mismatch = { message: '两次输入的密码不一致', path: ['password_confirmation'] };

const registerFields = {
  username,
  password,
  password_confirmation: z.string({ error: '请再次输入密码' }),
  phone: phone.optional(),
  sms_code: smsCode.optional(),
};
export const registerBody = z.strictObject(registerFields).refine(confirmationMatches, mismatch);
export const inviteRegisterBody = z
  .strictObject({ ...registerFields, invite_code: inviteCode })
  .refine(confirmationMatches, mismatch);
export const agentRegisterBody = z
  .strictObject({ ...registerFields, agent_code: agentCode })
  .refine(confirmationMatches, mismatch);
export const domainRegisterBody = z
  .strictObject({ ...registerFields, domain })
  .refine(confirmationMatches, mismatch);
export const smartRegisterBody = z.strictObject({ phone, sms_code: smsCode, password });
export const loginBody = z.strictObject({
  username: z.string({ error: '请输入用户名' }).min(1, '请输入用户名').max(64, '用户名或密码错误'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '用户名或密码错误'),
});

export const changePasswordBody = z
  .strictObject({
    old_password: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(128),
    password,
    password_confirmation: z.string({ error: '请再次输入密码' }),
  })
  .refine(confirmationMatches, mismatch);

export const paymentPasswordBody = z.strictObject({
  password: z.string({ error: '请输入支付密码' }).regex(/^\d{6}$/, '支付密码须为6位数字'),
  old_password: z.string().max(128).optional(),
  login_password: z.string().max(128).optional(),
});

export const updateProfileBody = z.strictObject({
  nickname: userText('昵称').trim().min(1, '昵称不能为空').max(20, '昵称不能超过20个字符').optional(),
  avatar: userText('头像地址').max(500, '头像地址过长').optional(),
  email: z.union([z.literal(''), z.email('邮箱格式不正确')]).optional(),
});

export const smsSendBody = z.strictObject({
  phone,
  type: z
    .string({ error: '请选择验证码类型' })
    .regex(/^[a-z_]{1,20}$/, '验证码类型不正确')
    .default('register'),
});
/** What asking for an SMS code answers; `demo_code` only with the demo provider (shown in the page). */
export const codeSentSchema = z.object({ expires_in: z.number(), demo_code: z.string().optional() });
export const codeSent = (issued: { demoCode?: string }): z.infer<typeof codeSentSchema> => ({
  expires_in: 300,
  ...(issued.demoCode ? { demo_code: issued.demoCode } : {}),
});
export const smsVerifyBody = z.strictObject({ phone, code: smsCode, type: smsSendBody.shape.type });

/** POST endpoints that take no input still refuse unexpected fields. */
export const noBody = z.strictObject({}).nullish();

export const userInfoSchema = z.object({
  id: z.number(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string(),
  email: z.string(),
  avatar: z.string(),
  balance: z.string(),
  codingvolume: z.string(),
  paysum: z.string(),
  totalgame: z.string(),
  total_withdraw: z.string(),
  vip_level: z.number(),
  lottery_token: z.string().nullable(),
  invite_code: z.string(),
  is_mock: z.number(),
  is_online: z.number(),
  is_black: z.number(),
  is_agent: z.number(),
  enabled: z.number(),
  disable_withdraw: z.number(),
  disable_game: z.number(),
  disable_nggame: z.number(),
  has_payment_password: z.number(),
  created_at: z.string(),
});

export const sessionEnvelope = envelopeOf(z.object({ token: z.string(), userinfo: userInfoSchema }));
export const userInfoEnvelope = envelopeOf(userInfoSchema);
export const idParams = z.object({ id: z.coerce.number().int().positive('ID不正确') });

const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
const MONEY_FORMAT = '金额格式不正确，最多两位小数';
/**
 * A positive yuan amount with at most 2 decimals, given as "100.50" or 100.5: the one money input of every
 * route. Convert with `toFen(value)` from @app/shared/format; never do arithmetic on the number itself.
 */
export const moneyAmount = z
  .union(
    [
      z.string().trim().regex(MONEY_PATTERN, MONEY_FORMAT),
      z.number().refine((n) => MONEY_PATTERN.test(String(n)), MONEY_FORMAT),
    ],
    {
      error: (issue) => (issue.input === undefined ? '请输入金额' : MONEY_FORMAT),
    },
  )
  .refine((value) => Number(value) > 0, '金额必须大于0');

/** The Idempotency-Key header every money-moving POST accepts: a retried request never moves money twice. */
export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().max(100).optional() });

/** page / per_page of every list (per_page capped at 100). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, '页码不正确').default(1),
  per_page: z.coerce.number().int().min(1, '每页条数不正确').max(100, '每页最多100条').default(10),
});

/**
 * Response shapes are strict: a field a handler adds without declaring it fails the route's tests (500)
 * instead of being stripped silently, so the OpenAPI document and the clients' wire types stay complete.
 */
export const yuan = z.string().describe('yuan with 2 decimals, e.g. "12.50"');
export const isoTime = z.string().describe('ISO 8601 UTC time');

/** `data` of a paged list (SPEC 7). */
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.strictObject({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

/**
 * A 200 that is a file rather than an envelope (an export, an image, a page): declared by its media type, so
 * the OpenAPI document still says what comes back. Binary bodies are strings of format `binary` there.
 */
export function fileResponse(mediaType: string, description: string, options: { binary?: boolean } = {}) {
  const body = options.binary
    ? z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' })
    : z.string();
  return { description, content: { [mediaType]: { schema: body.describe(description) } } };
}
