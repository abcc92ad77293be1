import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconBrandWindows } from '@tabler/icons-react';
import { useState } from 'react';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { startSsoSignIn } from '../api.ts';
import { SSO_ERROR_MESSAGES, USER_SIDE_ERRORS } from '../messages.ts';
import { runSsoPopup, SsoError } from '../popup.ts';

/**
 * The login page's "Microsoft でログイン" (spec 2): SAML in a popup for the IdP of the email's domain; on success
 * the page goes on like a password sign-in (`onSignedIn`). The email field is validated first (`getEmail`).
 */
export function SsoLoginButton(props: {
  label: string;
  getEmail: () => string | null;
  onSignedIn: () => Promise<void>;
}) {
  const { m: message } = useDomainText();
  const [busy, setBusy] = useState(false);

  const click = async () => {
    const email = props.getEmail();
    if (!email) return;
    notifications.hide('login-error');
    setBusy(true);
    try {
      await runSsoPopup('sign-in', () => startSsoSignIn(email));
      await props.onSignedIn();
    } catch (error) {
      const code = error instanceof SsoError ? error.code : 'unexpected';
      const detail = message(SSO_ERROR_MESSAGES[code]);
      const userSide = USER_SIDE_ERRORS.has(code) || code === 'ipNotAllowed';
      notifications.show({
        id: 'login-error',
        color: 'red',
        icon: <IconAlertCircle size={20} />,
        title: userSide ? undefined : message('auth.samlFailed'),
        message: (
          <Text size="sm">{userSide || code !== 'unexpected' ? detail : message('auth.ssoDefault')}</Text>
        ),
        autoClose: 8000,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="default"
      size="md"
      fullWidth
      leftSection={<IconBrandWindows size={18} />}
      loading={busy}
      onClick={click}
      data-testid="login-sso"
    >
      {props.label}
    </Button>
  );
}
