/**
 * Refcheck's support contact (phone and mail): set by the operator in the admin settings, read by the privacy
 * policy, the footers, every mail and the error pages. Until an operator sets one, `SUPPORT_PHONE` and
 * `SUPPORT_MAIL` of the config are used.
 */
import type { SupportContact } from '@refcheck/domain';
import type { Db } from '../../db/client.ts';
import { adminConfig } from '../../db/schema/index.ts';

export interface ContactDefaults {
  phone: string;
  mail: string;
  /** The app's public URL: every mail's footer links to its privacy request page (`/privacy/request`). */
  publicUrl?: string;
}

type Queryable = Pick<Db, 'select'>;

/** The contact as set by the operator, each part falling back to the config's default while unset. */
export async function readSupportContact(
  db: Queryable,
  defaults: ContactDefaults,
): Promise<SupportContact & { usingDefault: boolean }> {
  const [row] = await db
    .select({ phone: adminConfig.supportPhone, mail: adminConfig.supportMail })
    .from(adminConfig)
    .limit(1);
  const phone = row?.phone?.trim() ?? '';
  const mail = row?.mail?.trim() ?? '';
  return {
    phone: phone || defaults.phone,
    mail: mail || defaults.mail,
    usingDefault: !phone && !mail,
  };
}
