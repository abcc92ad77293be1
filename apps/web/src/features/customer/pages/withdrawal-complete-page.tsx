import { Stack, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { authKeys } from '../../../session/keys.ts';
import { signOut } from '../../../session/sign-out.ts';
import { Heading } from '../../../ui/heading.tsx';
import { PublicCard } from '../../../ui/layout/public-card.tsx';
import { ButtonLink } from '../../../ui/links.tsx';

/** /withdrawal/complete: signs the user out (the server already ended every session) and links back to login. */
export function WithdrawalCompletePage() {
  const { t } = useTranslation(['customer', 'common']);
  const queryClient = useQueryClient();
  // The server ended every session with the withdrawal: nobody is signed in from the first paint on, so
  // 「ログイン画面へ」 opens the login page even when it is clicked before the sign-out request (which only clears the
  // cookie) has answered. Cleared after that answer, a quick click found the old session and went to /company.
  useLayoutEffect(() => {
    queryClient.clear();
    queryClient.setQueryData(authKeys.session, null);
    void signOut().catch(() => undefined);
  }, [queryClient]);
  return (
    <PublicCard ta="center" data-testid="withdrawal-complete">
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Heading
          order={1}
          size="h3"
          title={t('withdrawal.completeTitle')}
          lead={t('withdrawal.completeText')}
        />
        <ButtonLink to="/login" fullWidth mt="xs">
          {t('common:actions.backToLogin')}
        </ButtonLink>
      </Stack>
    </PublicCard>
  );
}
