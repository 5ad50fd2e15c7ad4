import { isBuiltInRole, isPermission } from '@app/shared/ops';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { operatorRoles, operators } from '../../db/schema';
import { DomainError, rejectWith } from '../errors';

export const listCustomRoles = (db: Queryable) => db.select().from(operatorRoles).orderBy(operatorRoles.name);

/** Creates or replaces a custom role: a name and a set of permissions. */
export async function saveCustomRole(db: Queryable, name: string, permissions: string[]) {
  if (isBuiltInRole(name)) throw rejectWith('内置角色不能修改');
  const unknown = permissions.find((permission) => !isPermission(permission));
  if (unknown) throw rejectWith(`没有这个权限：${unknown}`);
  const [role] = await db
    .insert(operatorRoles)
    .values({ name, permissions })
    .onConflictDoUpdate({ target: operatorRoles.name, set: { permissions } })
    .returning();
  if (!role) throw new DomainError(500);
  return role;
}

/** Deletes a custom role that no operator holds any more. */
export async function deleteCustomRole(db: Queryable, name: string) {
  const [holder] = await db
    .select({ username: operators.username })
    .from(operators)
    .where(sql`${operators.roles} ? ${name}`)
    .limit(1);
  if (holder) throw rejectWith(`角色仍被 ${holder.username} 使用，不能删除`);
  const [deleted] = await db.delete(operatorRoles).where(eq(operatorRoles.name, name)).returning();
  if (!deleted) throw new DomainError(404, '角色不存在');
  return deleted;
}
