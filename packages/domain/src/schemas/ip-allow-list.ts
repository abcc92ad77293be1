/**
 * The company's IP address allow-list: at least one entry, none empty, none repeated; each an IPv4 or IPv6
 * address or a CIDR range. The first entry cannot be deleted.
 */
import { z } from 'zod';

const validators = [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()];

/** Whether `value` is a single IPv4/IPv6 address or a CIDR range. */
export function isIpAddressOrRange(value: string): boolean {
  return validators.some((schema) => schema.safeParse(value).success);
}

export const ipAddressEntrySchema = z
  .string({ error: 'validation.ipAddressRequired' })
  .trim()
  .min(1, { error: 'validation.ipAddressRequired', abort: true })
  .refine(isIpAddressOrRange, { error: 'validation.ipAddressInvalid' });

export const ipAllowListSchema = z.object({
  ipAddresses: z
    .array(ipAddressEntrySchema, { error: 'validation.ipAddressListEmpty' })
    .min(1, { error: 'validation.ipAddressListEmpty' })
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        const normalized = entry.toLowerCase();
        if (seen.has(normalized)) {
          ctx.addIssue({ code: 'custom', path: [index], message: 'validation.ipAddressDuplicated' });
        }
        seen.add(normalized);
      });
    }),
});
export type IpAllowListInput = z.input<typeof ipAllowListSchema>;
export type IpAllowList = z.output<typeof ipAllowListSchema>;

/** Only entries after the first can be deleted. */
export function canDeleteIpAddress(index: number, entries: readonly unknown[]): boolean {
  return index > 0 && index < entries.length;
}
