import type { CatalogShape } from '../../types.ts';
import type { common as jp } from '../jp/common.ts';

export const common: CatalogShape<typeof jp> = {
  appName: 'Refcheck',
  comingSoon: {
    badge: 'Coming soon',
    text: 'This feature is being built. Thank you for your patience.',
  },
  actions: {
    copy: 'Copy',
    copied: 'Copied',
    backHome: 'Back to home',
    backToLogin: 'Go to log in',
    close: 'Close',
    cancel: 'Cancel',
    retry: 'Reload',
  },
  errors: {
    network: 'A network error occurred',
    unexpected: 'An unexpected error occurred',
    tooManyRequests: 'Too many requests. Please try again in a while.',
    loadFailed: 'Could not load the data',
    errorCode: 'Error code: {{code}}',
  },
  language: { label: 'Language' },
  pagination: { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' },
};
