import '../../ui/styles/app-shell.ts';
import { ActionIcon, AppShell, Box, Burger, Button, Divider, Drawer, Group } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { GateModals, useGate } from '../../features/auth/components/gate-modals.tsx';
import { useSession } from '../../session/get-session.ts';
import { useLogout } from '../../session/use-logout.ts';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { Logo } from '../../ui/logo.tsx';
import { AccountMenu } from './account-menu.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { SandboxBanner } from './sandbox-banner.tsx';
import { Sidebar } from './sidebar.tsx';
import { UserStatus } from './user-status.tsx';

const HEADER_HEIGHT = 60; // notifications.module.css keeps toasts below it
const SIDEBAR_WIDTH = 210;
const SIDEBAR_COLLAPSED_WIDTH = 54;

/**
 * The signed-in area: header (breadcrumb, plan status, name, admin badge, language, logout) and a sidebar of
 * 210 px, collapsible to 54 px on desktop; under 992 px the sidebar is a drawer opened by the burger.
 */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const sessionQuery = useSession();
  const session = sessionQuery.data;
  const navigate = useNavigate();
  const { logout, pending } = useLogout();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'sidebar-collapsed', defaultValue: false });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A gated company's page would only collect the server's refusals behind the blocking modal: it is not rendered.
  const gate = useGate();

  // Close the mobile drawer after navigating.
  useEffect(() => {
    void pathname;
    drawer.close();
  }, [pathname, drawer.close]);

  // A session that ended under an open page (the operator disabled the company, idle limit…): back to login.
  useEffect(() => {
    if (sessionQuery.isSuccess && sessionQuery.data === null) void navigate({ to: '/login', replace: true });
  }, [sessionQuery.isSuccess, sessionQuery.data, navigate]);

  // The guard guarantees a session; it is only missing for the instant between logout and leaving.
  if (!session) return null;
  const role = session.user.role;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: 'md',
        collapsed: { mobile: true },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('nav.openMenu')}
            />
            <Box
              component={Link}
              to="/"
              aria-label="Refcheck"
              style={{ display: 'flex', textDecoration: 'none' }}
            >
              <Box visibleFrom="sm">
                <Logo size={28} />
              </Box>
              <Box hiddenFrom="sm">
                <Logo size={28} compact />
              </Box>
            </Box>
            <Divider orientation="vertical" my="md" visibleFrom="md" />
            <Box visibleFrom="sm" style={{ minWidth: 0 }}>
              <Breadcrumb />
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="md">
              <UserStatus session={session} />
            </Box>
            <Box visibleFrom="sm">
              <LanguageSwitch />
            </Box>
            <Box hiddenFrom="sm">
              <LanguageSwitch compact />
            </Box>
            <AccountMenu session={session} />
            <Button
              variant="default"
              size="sm"
              visibleFrom="sm"
              leftSection={<IconLogout size={18} />}
              onClick={() => void logout()}
              loading={pending}
              data-testid="logout"
            >
              {t('header.logout')}
            </Button>
            <ActionIcon
              variant="default"
              size={36}
              hiddenFrom="sm"
              onClick={() => void logout()}
              loading={pending}
              aria-label={t('header.logout')}
            >
              <IconLogout size={18} />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar>
        <Sidebar
          role={role}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((value) => !value)}
        />
      </AppShell.Navbar>

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        size={260}
        padding={0}
        hiddenFrom="md"
        title={<Logo size={24} />}
        styles={{
          header: { paddingInline: 'var(--mantine-spacing-md)' },
          content: { display: 'flex', flexDirection: 'column' },
          body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
        }}
      >
        <Box px="md" pb="sm">
          <UserStatus session={session} stacked />
        </Box>
        <Divider />
        <Box style={{ flex: 1, minHeight: 0 }}>
          <Sidebar role={role} collapsed={false} onNavigate={drawer.close} />
        </Box>
      </Drawer>

      <AppShell.Main>
        <Box hiddenFrom="sm" mb="sm">
          <Breadcrumb hideSingle />
        </Box>
        <Box maw={1440} mx="auto">
          {role === 'admin' && <SandboxBanner parts={session.sandboxParts ?? []} />}
          {gate === 'none' ? <Outlet /> : null}
        </Box>
      </AppShell.Main>
      <GateModals />
    </AppShell>
  );
}
