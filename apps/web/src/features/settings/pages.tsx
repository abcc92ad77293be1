/** Settings pages for any signed-in user. */
import { Stack, Title } from '@mantine/core';
import { useRouteTitle } from '../../ui/use-route-title.ts';
import { AdminSettingsCard } from '../admin/components/admin-settings-card.tsx';
import { AtsSettingsCard } from '../ats/ats-settings-card.tsx';
import { useSession } from '../auth/api/get-session.ts';
import { CardResultNotice, CardSettingsCard } from '../customer/config-card.tsx';
import { MailLanguageCard } from '../mail/language-card.tsx';
import { ReminderSettingsCard } from '../reminders/settings-card.tsx';
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
      <CardResultNotice />
      {session?.user.role === 'admin' && <AdminSettingsCard />}
      {session && <ProfileCard />}
      {session?.user.role === 'client' && session.company && (
        <CompanySettingsCard isSubAccount={session.user.isSubAccount} companyName={session.company.name} />
      )}
      {session?.user.role === 'client' && <CardSettingsCard isSubAccount={session.user.isSubAccount} />}
      {session && <MailLanguageCard />}
      <PasswordChangeCard />
      {session?.user.role === 'client' && <IpAllowListCard readOnly={session.user.isSubAccount} />}
      {session?.user.role === 'client' && <SsoCard />}
      {session?.user.role === 'client' && !session.user.isSubAccount && <ReminderSettingsCard />}
      {session?.user.role === 'client' && !session.user.isSubAccount && <AtsSettingsCard />}
      {session?.user.role === 'client' && !session.user.isSubAccount && <LoginHistoryCard />}
    </Stack>
  );
}

export { CardPage } from '../customer/card-page.tsx';
