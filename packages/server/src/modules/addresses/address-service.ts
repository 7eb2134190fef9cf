import { and, desc, eq, ne } from 'drizzle-orm';
import type { OrderAddress, UserAddress, UserAddressInput } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { notFound } from '../../http/envelope.js';
import { userAddresses, type UserAddressRow } from './schema.js';

export interface Owner {
  siteId: number;
  userId: number;
}

export function toUserAddress(row: UserAddressRow): UserAddress {
  return {
    id: row.id,
    ...toOrderAddress(row),
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

/** The fields an order copies from the address it ships to. */
export function toOrderAddress(row: UserAddressRow): OrderAddress {
  return {
    recipient_name: row.recipientName,
    phone: row.phone,
    country_code: row.countryCode,
    province: row.province,
    city: row.city,
    district: row.district,
    address1: row.address1,
    address2: row.address2,
    postcode: row.postcode,
  };
}

function columnsOf(input: UserAddressInput) {
  return {
    recipientName: input.recipient_name.trim(),
    phone: input.phone.trim(),
    countryCode: input.country_code.toUpperCase(),
    province: input.province.trim(),
    city: input.city.trim(),
    district: input.district.trim(),
    address1: input.address1.trim(),
    address2: input.address2.trim(),
    postcode: input.postcode.trim(),
  };
}

function owned(owner: Owner, id?: number) {
  const scope = [eq(userAddresses.siteId, owner.siteId), eq(userAddresses.userId, owner.userId)];
  if (id !== undefined) scope.push(eq(userAddresses.id, id));
  return and(...scope);
}

/** The reseller's addresses, the default first, then the newest. */
export function listAddresses(db: DbExecutor, owner: Owner): Promise<UserAddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(owned(owner))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.id));
}

const addressOf = statement((db, p: Owner & { id: number }) =>
  db.select().from(userAddresses).where(owned(p, p.id)),
);

/** One of the reseller's addresses; another reseller's id is not found. */
export async function findAddress(
  db: DbExecutor,
  owner: Owner,
  id: number,
): Promise<UserAddressRow> {
  const [row] = await addressOf(db, { siteId: owner.siteId, userId: owner.userId, id });
  if (!row) throw notFound('收货地址');
  return row;
}

/** Makes one address the default and clears the flag on the others, in the caller's transaction. */
async function makeDefault(tx: DbExecutor, owner: Owner, id: number): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ isDefault: false })
    .where(and(owned(owner), ne(userAddresses.id, id)));
  await tx
    .update(userAddresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(owned(owner, id));
}

/** A new address; the first one, or one asked to be, becomes the default. */
export function createAddress(
  db: Db,
  owner: Owner,
  input: UserAddressInput,
): Promise<UserAddressRow> {
  return db.transaction(async (tx) => {
    const existing = await listAddresses(tx, owner);
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...owner, ...columnsOf(input), isDefault: false })
      .returning();
    if (!row) throw new Error('createAddress: no row');
    if (existing.length === 0 || input.is_default) await makeDefault(tx, owner, row.id);
    return findAddress(tx, owner, row.id);
  });
}

export function updateAddress(
  db: Db,
  owner: Owner,
  id: number,
  input: UserAddressInput,
): Promise<UserAddressRow> {
  return db.transaction(async (tx) => {
    await findAddress(tx, owner, id);
    await tx
      .update(userAddresses)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(owned(owner, id));
    if (input.is_default) await makeDefault(tx, owner, id);
    return findAddress(tx, owner, id);
  });
}

export function setDefaultAddress(db: Db, owner: Owner, id: number): Promise<UserAddressRow> {
  return db.transaction(async (tx) => {
    await findAddress(tx, owner, id);
    await makeDefault(tx, owner, id);
    return findAddress(tx, owner, id);
  });
}

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export function deleteAddress(db: Db, owner: Owner, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await findAddress(tx, owner, id);
    await tx.delete(userAddresses).where(owned(owner, id));
    if (!row.isDefault) return;
    const [next] = await listAddresses(tx, owner);
    if (next) await makeDefault(tx, owner, next.id);
  });
}
