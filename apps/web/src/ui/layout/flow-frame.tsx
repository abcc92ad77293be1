import { Anchor, Box, Container, Group, MantineThemeProvider, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportContact } from '../../api/support-contact.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { Logo } from '../logo.tsx';
import { PrivacyRequestLink } from '../privacy-request-link.tsx';
import { SupportLine } from '../support-line.tsx';

/** Candidates and referees are on phones: tap targets of at least 44 px (Mantine `lg` is 50 px). */
const flowTheme = {
  components: {
    Button: { defaultProps: { size: 'lg' } },
    Input: { defaultProps: { size: 'lg' } },
    InputWrapper: { defaultProps: { size: 'lg' } },
  },
};

/**
 * Candidate, regain-trust and referee pages: one column (max 560 px), the language switch always at hand.
 * Router-free: the company app (flow-layout.tsx) and the flow entry (flow/flow-app.tsx) both frame their pages
 * with it, passing the current path and the support contact.
 */
export function FlowFrame({
  pathname,
  contact,
  children,
}: {
  pathname: string;
  contact: SupportContact | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('layout');
  return (
    <MantineThemeProvider theme={flowTheme}>
      <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
        <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Container size={560} px="md">
            <Group justify="space-between" h={56} wrap="nowrap">
              <Logo size={26} />
              <LanguageSwitch compact />
            </Group>
          </Container>
        </Box>
        <Container component="main" size={560} w="100%" px="md" py="lg" style={{ flex: 1 }}>
          {children}
        </Container>
        <Stack component="footer" align="center" gap="xs" py="md" px="md">
          <FlowFaqLink pathname={pathname} />
          {pathname.startsWith('/privacy/request') ? null : <PrivacyRequestLink />}
          <SupportLine contact={contact} />
          <Text ta="center" size="xs" c="dimmed">
            {t('flow.footer')}
          </Text>
        </Stack>
      </Box>
    </MantineThemeProvider>
  );
}

/**
 * The candidate's and the referee's pages link a short FAQ for their own flow (why the phone code, who sees the
 * answers, how to decline or erase); it opens in a new tab so an answer in progress is never left.
 */
function FlowFaqLink({ pathname }: { pathname: string }) {
  const { t } = useTranslation('layout');
  const flow = pathname.startsWith('/referee')
    ? 'referee'
    : pathname.startsWith('/talent') || pathname.startsWith('/regain_trust')
      ? 'talent'
      : null;
  if (!flow || pathname.startsWith('/faq')) return null;
  return (
    <Anchor href={`/faq/${flow}`} target="_blank" rel="noopener" size="sm" data-testid="flow-faq">
      {t('flow.faq')}
    </Anchor>
  );
}
