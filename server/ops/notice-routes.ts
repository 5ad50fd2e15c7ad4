import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { NOTICE_CATEGORIES } from '../domain/content';
import {
  editNotice,
  pageOfOpsNotices,
  publishNotice,
  setNoticeWithdrawn,
} from '../domain/content-admin/notices';
import { ok } from '../http/envelope';
import { noticeCategoriesEnvelope } from '../http/platform/content-schemas';
import { idParams } from '../http/schemas';
import { opsNoticeEnvelope, opsNoticePageEnvelope } from './content-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];

const categoryId = z
  .number({ error: '请选择公告分类' })
  .int()
  .refine((id) => NOTICE_CATEGORIES.some((category) => category.id === id), '公告分类不正确');
const noticeFields = {
  category_id: categoryId,
  title: z
    .string({ error: '请输入公告标题' })
    .trim()
    .min(1, '请输入公告标题')
    .max(60, '公告标题不能超过60个字'),
  content: z
    .string({ error: '请输入公告内容' })
    .trim()
    .min(1, '请输入公告内容')
    .max(2000, '公告内容不能超过2000个字'),
  is_hot: z.boolean({ error: '热门标记须为是或否' }),
  sort: z
    .number({ error: '排序须为整数' })
    .int('排序须为整数')
    .min(0, '排序不能小于0')
    .max(9999, '排序不能大于9999'),
};

type NoticeBody = Partial<{ [K in keyof typeof noticeFields]: z.infer<(typeof noticeFields)[K]> }>;
const toInput = (body: NoticeBody) => ({
  ...(body.category_id === undefined ? {} : { categoryId: body.category_id }),
  ...(body.title === undefined ? {} : { title: body.title }),
  ...(body.content === undefined ? {} : { content: body.content }),
  ...(body.is_hot === undefined ? {} : { isHot: body.is_hot }),
  ...(body.sort === undefined ? {} : { sort: body.sort }),
});

/** 公告: operators publish, edit, withdraw and publish again the notices players read (SPEC categories). */
export function registerNoticeOps(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/notices',
    {
      config: { permission: 'content.notices' },
      schema: {
        tags,
        security,
        description: '全部公告（含已撤回），最新在前；可按分类与状态筛选',
        querystring: z.object({
          category_id: z.coerce.number().int().min(1).max(NOTICE_CATEGORIES.length).optional(),
          status: z.enum(['published', 'withdrawn'], { error: '状态不正确' }).optional(),
          page: z.coerce.number().int().min(1).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: opsNoticePageEnvelope },
      },
    },
    async (request) => {
      const { category_id, status, page, per_page } = request.query;
      return ok(
        await pageOfOpsNotices(db, {
          ...(category_id ? { categoryId: category_id } : {}),
          ...(status ? { status } : {}),
          page,
          perPage: per_page,
        }),
      );
    },
  );

  typed.get(
    '/notices/categories',
    {
      config: { permission: 'content.notices' },
      schema: { tags, security, response: { 200: noticeCategoriesEnvelope } },
    },
    async () => ok(NOTICE_CATEGORIES),
  );

  typed.post(
    '/notices',
    {
      config: { permission: 'content.notices' },
      schema: {
        tags,
        security,
        description: '发布公告：玩家的公告列表与首页滚动公告立即可见',
        body: z.strictObject({
          ...noticeFields,
          is_hot: noticeFields.is_hot.default(false),
          sort: noticeFields.sort.default(0),
        }),
        response: { 200: opsNoticeEnvelope },
      },
    },
    async (request) => {
      const notice = await publishNotice(db, {
        categoryId: request.body.category_id,
        title: request.body.title,
        content: request.body.content,
        isHot: request.body.is_hot,
        sort: request.body.sort,
      });
      request.audit({ target: `notice:${notice.id}`, after: notice });
      return ok(notice);
    },
  );

  typed.put(
    '/notices/:id',
    {
      config: { permission: 'content.notices' },
      schema: {
        tags,
        security,
        description: '修改公告（只改给出的字段；PUT 为部分更新）；已发布的公告对玩家立即更新',
        params: idParams,
        body: z.strictObject({
          category_id: noticeFields.category_id.optional(),
          title: noticeFields.title.optional(),
          content: noticeFields.content.optional(),
          is_hot: noticeFields.is_hot.optional(),
          sort: noticeFields.sort.optional(),
        }),
        response: { 200: opsNoticeEnvelope },
      },
    },
    async (request) => {
      const { before, after } = await editNotice(db, request.params.id, toInput(request.body));
      request.audit({ target: `notice:${after.id}`, before, after });
      return ok(after);
    },
  );

  const toggle = (action: 'withdraw' | 'publish') =>
    typed.post(
      `/notices/:id/${action}`,
      {
        config: { permission: 'content.notices' },
        schema: {
          tags,
          security,
          description: action === 'withdraw' ? '撤回公告：玩家不再看到' : '重新发布已撤回的公告',
          params: idParams,
          response: { 200: opsNoticeEnvelope },
        },
      },
      async (request) => {
        const { before, after } = await setNoticeWithdrawn(db, request.params.id, action === 'withdraw');
        request.audit({
          target: `notice:${after.id}`,
          before: { status: before.status },
          after: { status: after.status },
        });
        return ok(after);
      },
    );
  toggle('withdraw');
  toggle('publish');
}
