import type { CatalogShape } from '../../types.ts';
import type { refereeDecline as jp } from '../jp/referee-decline.ts';

export const refereeDecline: CatalogShape<typeof jp> = {
  open: 'Decline to answer',
  title: 'Decline to answer',
  intro:
    'Choose a reason for declining. The candidate will be asked to register another referee (the reason is not shown to the candidate).',
  reason: 'Reason for declining',
  reasons: {
    unfamiliar: 'I do not know the candidate well',
    noTime: 'I do not have the time',
    companyPolicy: 'My company’s policy does not allow me to answer',
    other: 'Other',
  },
  text: 'Reason (required for Other)',
  submit: 'Decline',
  cancel: 'Cancel',
  failed: 'Could not decline. Please try again later.',
  doneTitle: 'Thank you for letting us know',
  doneText: 'Your decline has been received. You may close this page.',
  declined: 'Declined',
  replace: 'Register another referee',
  replaceTitle: 'Register another referee',
  replaceIntro:
    'Register a referee with the same relationship and period in place of {{name}}. The request mail is sent as soon as you register.',
  replaceLeft: 'Replacements left for this slot: {{count}}',
  replaceReasonDeclined: 'Declined to answer',
  replaceReasonNotOpened: 'Has not opened the request yet',
  replaceDone: 'The request mail was sent to the new referee',
  replaceFailed: 'Could not register. Please check your input.',
};
