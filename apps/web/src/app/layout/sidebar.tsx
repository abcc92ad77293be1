import { NavLink, ScrollArea, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import type { Role } from '@refcheck/domain';
import {
  IconBook,
  IconChevronsLeft,
  IconChevronsRight,
  IconInbox,
  IconMail,
  type IconProps,
} from '@tabler/icons-react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { FC, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutboxAvailable } from '../../features/dev/api/get-outbox.ts';
import type { RouteTitleKey } from '../../i18n/route-titles.ts';
import { useSession } from '../../session/get-session.ts';
import { useSupportContact } from '../../ui/contact.ts';
import { NavLinkLink } from '../../ui/links.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import classes from './sidebar.module.css';

interface SidebarEntry {
  to: string;
  titleKey: RouteTitleKey;
  icon: FC<IconProps>;
}

/** The sidebar entries for a role: routes marked `showInSidebar` whose `acceptRoles` include it (or have none). */
function useSidebarEntries(role: Role, isSubAccount: boolean): SidebarEntry[] {
  const router = useRouter();
  return NAV_ITEMS.flatMap((item) => {
    const route = (router.routesByPath as Record<string, { options: { staticData?: object } } | undefined>)[
      item.to
    ];
    const data = route?.options.staticData as
      | { titleKey?: RouteTitleKey; acceptRoles?: Role[]; showInSidebar?: boolean; mainAccountOnly?: boolean }
      | undefined;
    if (!data?.titleKey || !data.showInSidebar) return [];
    if (data.acceptRoles && !data.acceptRoles.includes(role)) return [];
    if (data.mainAccountOnly && isSubAccount) return [];
    return [{ to: item.to, titleKey: data.titleKey, icon: item.icon }];
  });
}

/** An entry that becomes an icon with a tooltip when the sidebar is collapsed. */
function Entry({
  collapsed,
  label,
  icon,
  children,
}: {
  collapsed: boolean;
  label: string;
  icon: ReactNode;
  children: (props: { label?: string; leftSection: ReactNode; 'aria-label'?: string }) => ReactNode;
}) {
  if (!collapsed) return children({ label, leftSection: icon });
  return (
    <Tooltip label={label} position="right" withArrow openDelay={150}>
      <div>{children({ leftSection: icon, 'aria-label': label })}</div>
    </Tooltip>
  );
}

export function Sidebar({
  role,
  collapsed,
  onToggleCollapsed,
  onNavigate,
}: {
  role: Role;
  collapsed: boolean;
  /** Absent in the mobile drawer, which has no collapsed state. */
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('layout');
  const session = useSession();
  const entries = useSidebarEntries(role, session.data?.user.isSubAccount ?? false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const outboxAvailable = useOutboxAvailable();
  const contact = useSupportContact();
  const iconSize = 20;
  // The deepest entry containing the current path is the active one (/company/plan is not the dashboard).
  const activeTo = entries
    .map((entry) => entry.to)
    .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
    .sort((a, b) => b.length - a.length)[0];

  return (
    <Stack gap={0} h="100%" className={classes.root} data-collapsed={collapsed || undefined}>
      <ScrollArea style={{ flex: 1 }} scrollbarSize={6} type="hover">
        <nav aria-label={t('nav.mainMenu')}>
          <Stack gap={2} p={collapsed ? 6 : 'xs'}>
            {entries.map((entry) => {
              const label = t(`routes.${entry.titleKey}`);
              return (
                <Entry
                  key={entry.to}
                  collapsed={collapsed}
                  label={label}
                  icon={<entry.icon size={iconSize} stroke={1.7} />}
                >
                  {(props) => (
                    <NavLinkLink
                      to={entry.to}
                      active={entry.to === activeTo}
                      // The router marks only the exact page (aria-current); `active` also covers its sub-pages.
                      activeOptions={{ exact: true }}
                      onClick={onNavigate}
                      className={classes.link}
                      {...props}
                    />
                  )}
                </Entry>
              );
            })}
          </Stack>
        </nav>
      </ScrollArea>
      <Stack gap={2} p={collapsed ? 6 : 'xs'} className={classes.footer}>
        {outboxAvailable && (
          <Entry
            collapsed={collapsed}
            label={t('nav.devOutbox')}
            icon={<IconInbox size={iconSize} stroke={1.7} />}
          >
            {(props) => (
              <NavLinkLink
                to="/dev/outbox"
                onClick={onNavigate}
                className={classes.link}
                c="dimmed"
                activeOptions={{ exact: true }}
                {...props}
              />
            )}
          </Entry>
        )}
        {role === 'client' && (
          <Entry
            collapsed={collapsed}
            label={t('nav.guide')}
            icon={<IconBook size={iconSize} stroke={1.7} />}
          >
            {(props) => (
              <NavLinkLink
                to="/guide"
                active={pathname === '/guide' || pathname.startsWith('/guide/')}
                onClick={onNavigate}
                className={classes.link}
                activeOptions={{ exact: true }}
                data-testid="nav-guide"
                {...props}
              />
            )}
          </Entry>
        )}
        {contact && (
          <Entry
            collapsed={collapsed}
            label={t('nav.support')}
            icon={<IconMail size={iconSize} stroke={1.7} />}
          >
            {(props) => (
              <NavLink
                component="a"
                href={`mailto:${contact.mail}`}
                className={classes.link}
                description={collapsed ? undefined : contact.mail}
                {...props}
              />
            )}
          </Entry>
        )}
        {onToggleCollapsed && (
          <Tooltip label={collapsed ? t('nav.expand') : t('nav.collapse')} position="right" withArrow>
            <UnstyledButton
              onClick={onToggleCollapsed}
              className={classes.toggle}
              aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
              aria-expanded={!collapsed}
            >
              {collapsed ? <IconChevronsRight size={18} /> : <IconChevronsLeft size={18} />}
            </UnstyledButton>
          </Tooltip>
        )}
      </Stack>
    </Stack>
  );
}
