import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  BANNER_PAGE_TYPES,
  createBanner,
  editBanner,
  listOpsBanners,
  replaceBannerImage,
} from '../domain/content-admin/banners';
import { MAX_IMAGE_BYTES } from '../domain/content-admin/images';
import { DomainError } from '../domain/errors';
import { ok } from '../http/envelope';
import { idParams } from '../http/schemas';
import { bannerPageTypesEnvelope, opsBannerEnvelope, opsBannerListEnvelope } from './content-schemas';
import { imageFormOf, readsImageForm } from './upload';

const tags = ['ops'];
const security = [{ opsToken: [] }];
const config = { permission: 'content.banners' as const };

const title = z
  .string({ error: '请输入轮播图标题' })
  .trim()
  .min(1, '请输入轮播图标题')
  .max(40, '标题不能超过40个字');
/** An in-app route (`/pages/...`) or an http(s) address; empty: the banner opens nothing. */
const link = z
  .string({ error: '跳转链接不正确' })
  .trim()
  .max(500, '跳转链接不能超过500个字符')
  .refine((value) => value === '' || /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/\S+$/i.test(value), {
    error: '跳转链接须为站内路径（以 / 开头）或 http(s) 地址',
  });
const pageType = z.coerce
  .number({ error: '页面类型不正确' })
  .int('页面类型不正确')
  .refine((id) => BANNER_PAGE_TYPES.some((type) => type.id === id), '页面类型不正确');
const agentId = z.coerce.number({ error: '代理ID不正确' }).int('代理ID不正确').min(0, '代理ID不正确');
const sort = z.coerce
  .number({ error: '排序须为整数' })
  .int('排序须为整数')
  .min(0, '排序不能小于0')
  .max(9999, '排序不能大于9999');
const formFlag = z
  .enum(['true', 'false'], { error: '启用状态须为 true 或 false' })
  .transform((value) => value === 'true');

const createForm = z.object({
  title,
  link: link.default(''),
  page_type: pageType,
  agent_id: agentId.default(0),
  sort: sort.default(0),
  enabled: formFlag.default(true),
});

/** 轮播图: operators upload banners (PNG/JPEG/WebP up to 2 MB), order them and switch them on and off. */
export async function registerBannerOps(app: FastifyInstance, db: Db): Promise<void> {
  // Multipart only here: every other /api/ops route keeps taking JSON alone.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 1000 },
    });
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    const imageOnly = z.object({});
    const uploadedBy = (operator: { username: string } | null) => operator?.username ?? '';

    typed.get(
      '/banners',
      {
        config,
        schema: {
          tags,
          security,
          description: '全部轮播图（含已停用），按页面与顺序',
          querystring: z.object({ page_type: pageType.optional() }),
          response: { 200: opsBannerListEnvelope },
        },
      },
      async (request) => ok(await listOpsBanners(db, request.query.page_type)),
    );

    typed.get(
      '/banners/page-types',
      { config, schema: { tags, security, response: { 200: bannerPageTypesEnvelope } } },
      async () => ok([...BANNER_PAGE_TYPES]),
    );

    typed.post(
      '/banners',
      {
        config,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          description:
            '上传轮播图（multipart：image 文件 + title、link、page_type、agent_id、sort、enabled 字段）；启用的立即对玩家可见',
          response: { 200: opsBannerEnvelope },
        },
        preHandler: readsImageForm(createForm),
      },
      async (request) => {
        const { fields, image } = imageFormOf(request, createForm);
        if (!image) throw new DomainError(400, '请选择图片');
        const banner = await createBanner(
          db,
          {
            title: fields.title,
            link: fields.link,
            pageType: fields.page_type,
            agentId: fields.agent_id,
            sort: fields.sort,
            enabled: fields.enabled,
          },
          image,
          uploadedBy(request.operator),
        );
        request.audit({ target: `banner:${banner.id}`, after: banner });
        return ok(banner);
      },
    );

    typed.put(
      '/banners/:id',
      {
        config,
        schema: {
          tags,
          security,
          description: '修改轮播图（只改给出的字段）：标题、链接、页面、顺序、启用或停用',
          params: idParams,
          body: z.strictObject({
            title: title.optional(),
            link: link.optional(),
            page_type: pageType.optional(),
            agent_id: agentId.optional(),
            sort: sort.optional(),
            enabled: z.boolean({ error: '启用状态须为 true 或 false' }).optional(),
          }),
          response: { 200: opsBannerEnvelope },
        },
      },
      async (request) => {
        const { page_type, agent_id, ...rest } = request.body;
        const { before, after } = await editBanner(db, request.params.id, {
          ...rest,
          ...(page_type === undefined ? {} : { pageType: page_type }),
          ...(agent_id === undefined ? {} : { agentId: agent_id }),
        });
        request.audit({ target: `banner:${after.id}`, before, after });
        return ok(after);
      },
    );

    typed.post(
      '/banners/:id/image',
      {
        config,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          description: '更换轮播图图片（multipart：image 文件）',
          params: idParams,
          response: { 200: opsBannerEnvelope },
        },
        preHandler: readsImageForm(imageOnly),
      },
      async (request) => {
        const { image } = imageFormOf(request, imageOnly);
        if (!image) throw new DomainError(400, '请选择图片');
        const { before, after } = await replaceBannerImage(
          db,
          request.params.id,
          image,
          uploadedBy(request.operator),
        );
        request.audit({
          target: `banner:${after.id}`,
          before: { image: before.image },
          after: { image: after.image },
        });
        return ok(after);
      },
    );
  });
}
