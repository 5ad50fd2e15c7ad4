import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { IMAGE_TOO_LARGE } from '../domain/content-admin/images';
import { DomainError } from '../domain/errors';

/** The @fastify/multipart refusals an operator can cause, in words they can act on. */
const UPLOAD_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: IMAGE_TOO_LARGE,
  FST_FILES_LIMIT: '每次只能上传一张图片',
  FST_FIELDS_LIMIT: '表单字段过多',
  FST_PARTS_LIMIT: '表单字段过多',
  FST_PROTO_VIOLATION: '表单字段名不正确',
  FST_MP_PREMATURE_CLOSE: '上传中断，请重试',
};

export interface Upload<T> {
  fields: T;
  /** The bytes of the form's `image` file; null when the form sent none. */
  image: Buffer | null;
}

/**
 * Reads a multipart form (fields plus one `image` file) and checks its fields with `schema`, whose messages
 * are the Chinese ones the operator sees: a bad form is a 400 like any bad JSON body.
 */
async function readImageForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<Upload<z.infer<S>>> {
  if (!request.isMultipart()) throw new DomainError(400, '请以表单（multipart/form-data）上传图片');
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') throw new DomainError(400, `不支持的文件字段 ${part.fieldname}`);
        image = await part.toBuffer();
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (UPLOAD_ERRORS[code]) throw new DomainError(400, UPLOAD_ERRORS[code]);
    throw error;
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new DomainError(400, parsed.error.issues[0]?.message ?? '请求参数错误');
  return { fields: parsed.data, image };
}

/**
 * A preHandler reading the route's form before its handler: an operator's write runs in one transaction
 * (db/ambient.ts), which must never stay open while a slow upload arrives.
 */
export const readsImageForm = (schema: z.ZodType) => async (request: FastifyRequest) => {
  request.prepared = await readImageForm(request, schema);
};

/** The form `readsImageForm(schema)` read for this request. */
export function imageFormOf<S extends z.ZodType>(request: FastifyRequest, _schema: S): Upload<z.infer<S>> {
  if (!request.prepared) throw new Error('readsImageForm did not run before this handler');
  return request.prepared as Upload<z.infer<S>>;
}
