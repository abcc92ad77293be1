import type { CatalogShape } from '../../types.ts';
import type { dev as jp } from '../jp/dev.ts';

export const dev: CatalogShape<typeof jp> = {
  outbox: {
    lead: 'Mail and SMS sent in development. Not available in production.',
    filter: 'Filter by recipient',
    filterPlaceholder: 'Email address or phone number',
    autoRefresh: 'Refreshes every {{seconds}} s',
    refresh: 'Refresh now',
    empty: 'No messages yet.',
    unavailable: 'The dev outbox is not available on this server.',
    noSubject: '(no subject)',
    text: 'Text',
    html: 'HTML',
    error: 'Error',
    count: '{{count}} messages',
    channel: { mail: 'Mail', sms: 'SMS' },
    status: { queued: 'Queued', sent: 'Sent', recorded: 'Recorded only (not sent)', failed: 'Failed' },
  },
};
