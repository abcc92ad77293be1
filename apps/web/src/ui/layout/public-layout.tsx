import '../styles/public.ts';
import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Outlet, useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from '../contact.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { AnchorLink } from '../links.tsx';
import { Logo } from '../logo.tsx';
import { SupportLine } from '../support-line.tsx';

/** Login, sign-up, privacy policy, 404: the logo above a centred card; `wide` pages get a wide column. */
export function PublicLayout() {
  const wide = useMatches({ select: (matches) => matches[matches.length - 1]?.staticData.wide === true });
  return (
    <PublicShell wide={wide}>
      <Outlet />
    </PublicShell>
  );
}

export function PublicShell({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  const { t } = useTranslation('layout');
  const contact = useSupportContact();
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="space-between" px={{ base: 'sm', sm: 'lg' }} py="sm" wrap="nowrap">
        {wide ? (
          <Anchor href="/" underline="never" aria-label="Refcheck">
            <Logo size={26} />
          </Anchor>
        ) : (
          <span />
        )}
        <LanguageSwitch />
      </Group>
      <Container
        component="main"
        size={wide ? 'lg' : 'md'}
        w="100%"
        px={{ base: 'sm', sm: 'md' }}
        pb="xl"
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: wide ? 'flex-start' : 'center',
        }}
      >
        {wide ? (
          children
        ) : (
          <Stack align="center" gap="lg" w="100%">
            <Anchor href="/" underline="never" aria-label="Refcheck">
              <Logo size={36} />
            </Anchor>
            {children}
          </Stack>
        )}
      </Container>
      <Group component="footer" justify="center" gap="lg" py="md" px="sm">
        <AnchorLink to="/privacy_policy" size="xs" c="dimmed">
          {t('routes.privacyPolicy')}
        </AnchorLink>
        <SupportLine contact={contact} />
        <Text size="xs" c="dimmed">
          © Refcheck
        </Text>
      </Group>
    </Box>
  );
}
