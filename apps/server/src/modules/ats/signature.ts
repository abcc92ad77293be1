/** HMAC-SHA256 signatures of ATS pushes (`Signature: sha256 <hex>` over the raw JSON body). */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatAtsSignature, parseAtsSignature } from '@refcheck/domain';

export function signAtsBody(secret: string, body: string): string {
  return formatAtsSignature(createHmac('sha256', secret).update(body).digest('hex'));
}

/** Whether the header is the signature of `body` with `secret` (constant-time comparison). */
export function verifyAtsSignature(secret: string, body: string, header: string | null | undefined): boolean {
  const given = parseAtsSignature(header);
  if (!given) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** The secret of a company that set none, for the embedded receiver: derived from the server's secret. */
export function derivedAtsSecret(serverSecret: string, companyId: string): string {
  return createHmac('sha256', serverSecret).update(`ats:${companyId}`).digest('hex');
}
