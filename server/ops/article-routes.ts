import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  type ArticleInput,
  articleOptions,
  cleanArticleHtml,
  editArticle,
  pageOfOpsArticles,
  publishArticle,
} from '../domain/content-admin/articles';
import { ok } from '../http/envelope';
import { idParams } from '../http/schemas';
import {
  articleOptionsEnvelope,
  articlePreviewEnvelope,
  opsArticleEnvelope,
  opsArticlePageEnvelope,
} from './content-schemas';

const tags = ['ops'];
const security = [{ opsToken: [] }];
const config = { permission: 'content.articles' as const };

const content = z
  .string({ error: '请输入文章内容' })
  .trim()
  .min(1, '请输入文章内容')
  .max(50_000, '文章内容不能超过50000个字符');
const articleFields = {
  expert_id: z.number({ error: '请选择专家' }).int('请选择专家').positive('请选择专家'),
  category_id: z.number({ error: '请选择文章分类' }).int('请选择文章分类').positive('请选择文章分类'),
  title: z
    .string({ error: '请输入文章标题' })
    .trim()
    .min(1, '请输入文章标题')
    .max(80, '文章标题不能超过80个字'),
  summary: z.string({ error: '摘要须为文字' }).trim().max(200, '摘要不能超过200个字'),
  content,
  match_info: z.string({ error: '赛事信息须为文字' }).trim().max(100, '赛事信息不能超过100个字'),
  badge: z.string({ error: '标签须为文字' }).trim().max(10, '标签不能超过10个字'),
  is_hot: z.boolean({ error: '热门标记须为是或否' }),
  is_recommended: z.boolean({ error: '推荐标记须为是或否' }),
};
type ArticleBody = { [K in keyof typeof articleFields]?: z.infer<(typeof articleFields)[K]> };

const NAMES: Record<keyof ArticleBody, keyof ArticleInput> = {
  expert_id: 'expertId',
  category_id: 'categoryId',
  title: 'title',
  summary: 'summary',
  content: 'content',
  match_info: 'matchInfo',
  badge: 'badge',
  is_hot: 'isHot',
  is_recommended: 'isRecommended',
};
const toInput = (body: ArticleBody): Partial<ArticleInput> =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [NAMES[name as keyof ArticleBody], value]),
  );

/** 专家文章: operators publish and edit articles under an expert's name; the HTML is sanitised on the server. */
export function registerArticleOps(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/articles',
    {
      config,
      schema: {
        tags,
        security,
        description: '专家文章，最新在前（含正文 HTML，供编辑）',
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          per_page: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: opsArticlePageEnvelope },
      },
    },
    async (request) => ok(await pageOfOpsArticles(db, request.query.page, request.query.per_page)),
  );

  typed.get(
    '/articles/options',
    {
      config,
      schema: {
        tags,
        security,
        description: '可选的专家与分类',
        response: { 200: articleOptionsEnvelope },
      },
    },
    async () => ok(await articleOptions(db)),
  );

  typed.post(
    '/articles/preview',
    {
      config,
      schema: {
        tags,
        security,
        description: '预览：返回清理后的 HTML，即玩家将看到的内容（不保存）',
        body: z.strictObject({ content }),
        response: { 200: articlePreviewEnvelope },
      },
    },
    async (request) => ok({ html: cleanArticleHtml(request.body.content) }),
  );

  typed.post(
    '/articles',
    {
      config,
      schema: {
        tags,
        security,
        description:
          '发布专家文章；正文 HTML 经服务端清理（脚本、事件属性、外部协议一律去除），摘要留空则取正文开头',
        body: z.strictObject({
          ...articleFields,
          summary: articleFields.summary.default(''),
          match_info: articleFields.match_info.default(''),
          badge: articleFields.badge.default(''),
          is_hot: articleFields.is_hot.default(false),
          is_recommended: articleFields.is_recommended.default(false),
        }),
        response: { 200: opsArticleEnvelope },
      },
    },
    async (request) => {
      const article = await publishArticle(db, toInput(request.body) as ArticleInput);
      request.audit({ target: `article:${article.id}`, after: article });
      return ok(article);
    },
  );

  typed.put(
    '/articles/:id',
    {
      config,
      schema: {
        tags,
        security,
        description: '修改专家文章（只改给出的字段；PUT 为部分更新）',
        params: idParams,
        body: z.strictObject({
          expert_id: articleFields.expert_id.optional(),
          category_id: articleFields.category_id.optional(),
          title: articleFields.title.optional(),
          summary: articleFields.summary.optional(),
          content: articleFields.content.optional(),
          match_info: articleFields.match_info.optional(),
          badge: articleFields.badge.optional(),
          is_hot: articleFields.is_hot.optional(),
          is_recommended: articleFields.is_recommended.optional(),
        }),
        response: { 200: opsArticleEnvelope },
      },
    },
    async (request) => {
      const { before, after } = await editArticle(db, request.params.id, toInput(request.body));
      request.audit({ target: `article:${after.id}`, before, after });
      return ok(after);
    },
  );
}
