/** Settings pages for any signed-in user. */
import { Stack } from '@mantine/core';
import { useSession } from '../../session/get-session.ts';
import { Heading } from '../../ui/heading.tsx';
import { useRouteTitle } from '../../ui/use-route-title.ts';
import { AdminSettingsCard, SupportContactCard } from '../admin/index.ts';
import { ApiKeysCard } from '../api-keys/index.ts';
import { CardResultNotice, CardSettingsCard, WithdrawalCard } from '../customer/index.ts';
import { CompanyInvoicesCard } from '../invoices/index.ts';
import { MailLanguageCard } from '../mail/index.ts';
import { ProvisionExportCard } from '../privacy-records/index.ts';
import { ReminderSettingsCard } from '../reminders/index.ts';
import { SecurityCard } from '../security/index.ts';
import { DeviceSessionsCard } from '../sessions/index.ts';
import { SsoCard } from '../sso/index.ts';
import { StepUpSettingsCard } from '../trust-signals/index.ts';
import { WebhooksCard } from '../webhooks/index.ts';
import { CompanySettingsCard } from './components/company-settings-card.tsx';
import { IpAllowListCard } from './components/ip-allow-list-card.tsx';
import { LoginHistoryCard } from './components/login-history-card.tsx';
import { PasswordChangeCard } from './components/password-change-card.tsx';
import { ProfileCard } from './components/profile-card.tsx';
import { RetentionCard } from './components/retention-card.tsx';

export function ConfigPage() {
  const title = useRouteTitle();
  const session = useSession().data;
  return (
    <Stack gap="lg">
      <Heading order={1} title={title} />
      <CardResultNotice />
      {session?.user.role === 'admin' && <AdminSettingsCard />}
      {session?.user.role === 'admin' && <SupportContactCard />}
      {session && <ProfileCard />}
      {session?.user.role === 'client' && session.company && (
        <CompanySettingsCard isSubAccount={session.user.isSubAccount} companyName={session.company.name} />
      )}
      {session?.user.role === 'client' && <CardSettingsCard isSubAccount={session.user.isSubAccount} />}
      {session?.user.role === 'client' && <CompanyInvoicesCard isSubAccount={session.user.isSubAccount} />}
      {session && <MailLanguageCard />}
      <PasswordChangeCard />
      {session && <DeviceSessionsCard />}
      {session && <SecurityCard />}
      {session?.user.role === 'client' && <IpAllowListCard readOnly={session.user.isSubAccount} />}
      {session?.user.role === 'client' && <SsoCard />}
      {session?.user.role === 'client' && !session.user.isSubAccount && <ReminderSettingsCard />}
      {session?.user.role === 'client' && !session.user.isSubAccount && <StepUpSettingsCard />}
      {session?.user.role === 'client' && !session.user.isSubAccount && <RetentionCard />}
      {session?.user.role === 'client' && !session.user.isSubAccount && <WebhooksCard />}
      {session?.user.role === 'client' && !session.user.isSubAccount && <ApiKeysCard />}
      {session?.user.role === 'client' && !session.user.isSubAccount && <LoginHistoryCard />}
      {session?.user.role === 'client' && !session.user.isSubAccount && <ProvisionExportCard />}
      {session?.user.role === 'client' && !session.user.isSubAccount && <WithdrawalCard />}
    </Stack>
  );
}
