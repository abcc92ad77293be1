import { Anchor, type AnchorProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { domainText } from '../i18n/domain-text.ts';
import { currentLanguage } from '../i18n/instance.ts';

/**
 * The link to /privacy/request (see or erase one's data): on the candidate's and referee's pages (the flow footer)
 * and the privacy policy. A plain link: the page is its own flow with its own cookie.
 */
export function PrivacyRequestLink(props: AnchorProps) {
  useTranslation('layout'); // re-renders when the language changes
  return (
    <Anchor href="/privacy/request" size="sm" data-testid="privacy-request-link" {...props}>
      {domainText(currentLanguage(), 'privacy.linkLabel')}
    </Anchor>
  );
}
