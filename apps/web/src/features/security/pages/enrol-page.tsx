/**
 * /signup/security (issue 34): right after a sign-in, a person whose company requires a passkey or an authenticator
 * app and who has neither enrols one here; the rest of the product answers 403 until they do.
 */
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/get-session.ts';
import { authKeys } from '../../../session/keys.ts';
import { signOut } from '../../../session/sign-out.ts';
import { Heading } from '../../../ui/heading.tsx';
import { PublicCard } from '../../../ui/layout/public-card.tsx';
import { useFactors } from '../api/factors.ts';
import { SecurityCard } from '../components/security-card.tsx';

export function EnrolPage() {
  const { t } = useTranslation('security');
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const factors = useFactors();

  useEffect(() => {
    if (session.isSuccess && !session.data) void router.navigate({ to: '/login', replace: true });
  }, [session.isSuccess, session.data, router]);

  const done = factors.data !== undefined && !factors.data.mustEnrol;

  const proceed = async () => {
    await queryClient.invalidateQueries({ queryKey: authKeys.session });
    await router.navigate({ to: '/', replace: true });
  };

  const leave = async () => {
    await signOut().catch(() => undefined);
    queryClient.setQueryData(authKeys.session, null);
    await router.navigate({ to: '/login', replace: true });
  };

  return (
    <PublicCard maw={640}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Heading order={1} title={t('enrol.title')} lead={t('enrol.lead')} />
        </Stack>
        <SecurityCard />
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => void leave()}>
            {t('enrol.signOut')}
          </Button>
          <Button onClick={() => void proceed()} disabled={!done} data-testid="enrol-continue">
            {t('enrol.continue')}
          </Button>
        </Group>
      </Stack>
    </PublicCard>
  );
}
