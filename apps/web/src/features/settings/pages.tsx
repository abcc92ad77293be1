/** Settings pages for any signed-in user. */
import { Stack, Title } from '@mantine/core';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import { useRouteTitle } from '../../ui/use-route-title.ts';
import { useSession } from '../auth/api/get-session.ts';
import { SsoCard } from '../sso/sso-card.tsx';
import { IpAllowListCard } from './components/ip-allow-list-card.tsx';
import { LoginHistoryCard } from './components/login-history-card.tsx';
import { PasswordChangeCard } from './components/password-change-card.tsx';

export function ConfigPage() {
  const title = useRouteTitle();
  const session = useSession().data;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <PasswordChangeCard />
      {session?.user.role === 'client' && <IpAllowListCard readOnly={session.user.isSubAccount} />}
      {session?.user.role === 'client' && <SsoCard />}
      {session?.user.role === 'client' && !session.user.isSubAccount && <LoginHistoryCard />}
    </Stack>
  );
}

export function CardPage() {
  return <ComingSoon />;
}
