import { and, eq } from 'drizzle-orm';
import type { Profile, ProfileChange } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { uploadedFiles } from '../uploads/index.js';
import { maskPhone } from './user-info.js';
import { users, type User } from './schema.js';

export function toProfile(account: User): Profile {
  return {
    username: account.username,
    nickname: account.nickname,
    avatar: account.avatar,
    phone: maskPhone(account.phone),
    email: account.email ?? '',
    contact_name: account.contactName,
    company: account.company,
    wechat: account.wechat,
    created_at: account.createdAt.toISOString(),
  };
}

/**
 * 账户信息: the signed-in account's own profile. The avatar must be a picture uploaded as an avatar
 * by the account it acts for; another file or another account's is "not found".
 */
export async function updateProfile(
  db: Db,
  account: User,
  owner: User,
  change: ProfileChange,
  urlOf: (key: string) => string,
): Promise<Profile> {
  let avatar: string | undefined;
  if (change.avatar_file_id !== undefined) {
    const [file] = await db
      .select()
      .from(uploadedFiles)
      .where(
        and(
          eq(uploadedFiles.id, change.avatar_file_id),
          eq(uploadedFiles.siteId, owner.siteId),
          eq(uploadedFiles.userId, owner.id),
        ),
      )
      .limit(1);
    if (!file) throw notFound('头像图片');
    if (file.kind !== 'avatar') throw invalid('请上传头像图片（type=avatar）');
    avatar = urlOf(file.key);
  }
  const values = {
    ...(change.nickname === undefined ? {} : { nickname: change.nickname.trim() }),
    ...(change.contact_name === undefined ? {} : { contactName: change.contact_name.trim() }),
    ...(change.company === undefined ? {} : { company: change.company.trim() }),
    ...(change.wechat === undefined ? {} : { wechat: change.wechat.trim() }),
    ...(avatar === undefined ? {} : { avatar }),
  };
  if (Object.keys(values).length === 0) return toProfile(account);
  const [saved] = await db.update(users).set(values).where(eq(users.id, account.id)).returning();
  return toProfile(saved as User);
}
