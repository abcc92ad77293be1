import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { privacyPolicy } from '@refcheck/domain/legal/index';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { supportContactQuery } from '../../ui/contact.ts';
import { ErrorContact } from '../../ui/contact-line.tsx';
import { Heading } from '../../ui/heading.tsx';
import { PublicCard } from '../../ui/layout/public-card.tsx';
import { LegalDocumentView } from '../../ui/legal-document.tsx';
import { ButtonLink } from '../../ui/links.tsx';
import { PrivacyRequestLink } from '../../ui/privacy-request-link.tsx';

/** /404: where unknown paths, missing query parameters and failed loads end up. */
export function NotFoundPage() {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <PublicCard ta="center" data-testid="not-found">
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconMapPinQuestion size={30} />
        </ThemeIcon>
        <Text fw={800} fz={40} lh={1} c="brand.8">
          {t('notFound.code')}
        </Text>
        <Heading order={1} size="h3" title={t('routes.notFound')} lead={t('notFound.text')} />
        <ErrorContact />
        <ButtonLink to="/" mt="xs" fullWidth>
          {t('common:actions.backHome')}
        </ButtonLink>
      </Stack>
    </PublicCard>
  );
}

/** The company privacy policy (2020-09-01) from the domain, in the current language. */
export function PrivacyPolicyPage() {
  useTranslation('layout'); // re-renders when the language changes
  // The contact the operator set in the admin settings (the route's loader fetched it).
  const contact = useSuspenseQuery(supportContactQuery).data;
  const policy = privacyPolicy(currentLanguage(), { phone: contact.phone, email: contact.mail });
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={840} mx="auto" w="100%">
      <Stack gap="lg">
        <Heading order={1} title={policy.title} />
        <LegalDocumentView document={policy} />
        <PrivacyRequestLink size="md" />
      </Stack>
    </Paper>
  );
}
