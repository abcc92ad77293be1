import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { SSO_MESSAGE_TYPE, type SsoPopupMessage } from '../popup.ts';

/**
 * /sso/complete: where the SAML popup lands (success or error in the query). It tells the opener and closes; opened
 * without an opener (a bookmarked or reloaded page) it only offers the way back.
 */
export function SsoCompletePage() {
  const { t } = useTranslation('auth');
  const [orphan, setOrphan] = useState(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const message: SsoPopupMessage = {
      type: SSO_MESSAGE_TYPE,
      mode: params.get('mode') === 'link' ? 'link' : 'sign-in',
      error: params.get('error'),
    };
    if (window.opener && !window.opener.closed) {
      window.opener.postMessage(message, window.location.origin);
      window.close();
    } else setOrphan(true);
  }, []);
  return (
    <Stack gap="md" ta="center" align="center">
      <Heading order={1} size="h3" title={t('sso.completeTitle')} />
      {orphan && (
        <>
          <Text size="sm" c="dimmed">
            {t('sso.completeText')}
          </Text>
          <ButtonLink to="/login" variant="light">
            {t('sso.completeBack')}
          </ButtonLink>
        </>
      )}
    </Stack>
  );
}
