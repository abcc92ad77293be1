import type { RefereeSession } from '@refcheck/domain/schemas/referee-response';
import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

export interface RefereeLink {
  company: string;
  talent: string;
  token: string;
}

/** The link's company, talent and token, when the address is a referee link. */
export function readLinkQuery(): RefereeLink | null {
  const params = new URLSearchParams(window.location.search);
  const company = params.get('company');
  const talent = params.get('talent');
  const token = params.get('token');
  return company && talent && token ? { company, talent, token } : null;
}

/** The browser's IANA time zone (the referee's reminders go out in their evening there), when it tells one. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Exchanges the link's company, talent and token for the flow cookie (and the referee, as `GET /me` answers); the
 * browser's time zone goes with it (issue 36: no extra round trip; the server ignores an invalid one).
 */
export function startSession(link: RefereeLink): Promise<RefereeSession> {
  return apiRequest<RefereeSession>(`${BASE}/session`, {
    method: 'POST',
    body: { ...link, timeZone: browserTimeZone() },
  });
}

let early: { key: string; session: Promise<RefereeSession> } | null = null;
const keyOf = (link: RefereeLink) => `${link.company}/${link.talent}/${link.token}`;

/**
 * Starts the exchange of the address's link as the flow entry loads (flow-main.tsx), while the page's chunk and
 * texts are still on their way: on a slow network the first page then waits for one round trip, not two in a row.
 */
export function startLinkSessionEarly(): void {
  const link = readLinkQuery();
  if (!link || window.location.pathname !== '/referee') return;
  const session = startSession(link);
  session.catch(() => undefined); // the page that takes it reports the failure
  early = { key: keyOf(link), session };
}

/** The exchange of this link: the one started early when it is the same link, else a new one. */
export function linkSession(link: RefereeLink): Promise<RefereeSession> {
  if (early?.key === keyOf(link)) {
    const { session } = early;
    early = null;
    return session;
  }
  return startSession(link);
}
