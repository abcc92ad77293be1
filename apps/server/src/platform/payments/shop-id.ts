/**
 * The one shop ID: the operator's setting on /config (admin_config.shop_id) when set, else the provider's
 * configured one (GMO_SHOP_ID, or the sandbox's). Card registration, the browser tokenizer and the billing CSV all
 * read it here, so the card is saved at the shop the batch charges.
 */
import type { Db } from '../../db/client.ts';
import { adminConfig } from '../../db/schema/index.ts';

export async function paymentShopId(db: Db, providerDefault: string): Promise<string> {
  const [row] = await db.select({ shopId: adminConfig.shopId }).from(adminConfig).limit(1);
  return row?.shopId.trim() || providerDefault;
}
