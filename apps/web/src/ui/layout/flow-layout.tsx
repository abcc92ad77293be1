import { Box, Container, Group, MantineThemeProvider, Text } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../language-switch.tsx';
import { Logo } from '../logo.tsx';

/** Candidates and referees are on phones: tap targets of at least 44 px (Mantine `lg` is 50 px). */
const flowTheme = {
  components: {
    Button: { defaultProps: { size: 'lg' } },
    Input: { defaultProps: { size: 'lg' } },
    InputWrapper: { defaultProps: { size: 'lg' } },
  },
};

/** Candidate, regain-trust and referee pages: one column (max 560 px), the language switch always at hand. */
export function FlowLayout() {
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
          <Outlet />
        </Container>
        <Text component="footer" ta="center" size="xs" c="dimmed" py="md" px="md">
          {t('flow.footer')}
        </Text>
      </Box>
    </MantineThemeProvider>
  );
}
