/** Settings pages for any signed-in user. */
import { Stack, Title } from '@mantine/core';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import { useRouteTitle } from '../../ui/use-route-title.ts';
import { useSession } from '../auth/api/get-session.ts';
import { SsoCard } from '../sso/sso-card.tsx';
import { CompanySettingsCard } from './components/company-settings-card.tsx';
import { IpAllowListCard } from './components/ip-allow-list-card.tsx';
import { LoginHistoryCard } from './components/login-history-card.tsx';
import { PasswordChangeCard } from './components/password-change-card.tsx';
import { ProfileCard } from './components/profile-card.tsx';

export function ConfigPage() {
  const title = useRouteTitle();
  const session = useSession().data;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      {session && <ProfileCard />}
      {session?.user.role === 'client' && session.company && (
        <CompanySettingsCard isSubAccount={session.user.isSubAccount} companyName={session.company.name} />
      )}
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
