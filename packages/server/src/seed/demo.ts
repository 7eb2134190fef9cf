import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sites } from '../modules/sites/schema.js';

/** Seeds the demo site on an empty database; returns false when data already exists. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(sites)) as [
    { count: number },
  ];
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(sites).values({
      name: 'PodKit 演示站',
      domainName: 'podkit.local',
      domainLicenseNo: '粤ICP备00000000号',
      customerPhone: '400-800-8888',
      customerEmail: 'service@podkit.local',
      customerAddress: '广东省深圳市南山区科技园演示大厦 8 楼',
      skipManMachineVerify: true,
      isDefault: true,
    });
  });
  return true;
}
