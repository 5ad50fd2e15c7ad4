import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { uploadedImages } from '../../db/schema';
import { DomainError, rejectWith } from '../errors';

/** What an operator may upload, and how big: banners are shown at phone width, 2 MB is plenty. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TOO_LARGE = '图片不能超过2MB';
export const IMAGE_TYPE_REFUSED = '图片格式仅支持 PNG、JPEG、WebP';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The type the bytes really are (their signature), whatever the upload claimed: a renamed HTML or SVG file
 * must never be served as an image from the site's own origin.
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Where players' apps load an uploaded image from (public, served by content-routes.ts). */
export const imageUrl = (id: number) => `/api/v1/images/${id}`;

/** Checks and keeps an uploaded image; returns its public address. */
export async function storeImage(db: Queryable, bytes: Buffer, uploadedBy: string): Promise<string> {
  if (bytes.length === 0) throw new DomainError(400, '请选择图片');
  if (bytes.length > MAX_IMAGE_BYTES) throw new DomainError(400, IMAGE_TOO_LARGE);
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw new DomainError(400, IMAGE_TYPE_REFUSED);
  const [row] = await db
    .insert(uploadedImages)
    .values({ mimeType, bytes, size: bytes.length, uploadedBy })
    .returning({ id: uploadedImages.id });
  if (!row) throw rejectWith('图片保存失败');
  return imageUrl(row.id);
}

export async function findImage(db: Queryable, id: number) {
  const [row] = await db
    .select({ mimeType: uploadedImages.mimeType, bytes: uploadedImages.bytes })
    .from(uploadedImages)
    .where(eq(uploadedImages.id, id))
    .limit(1);
  if (!row) throw new DomainError(404, '图片不存在');
  return row;
}
