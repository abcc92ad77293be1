import { ActionIcon, Menu } from '@mantine/core';
import { IconDoorExit, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../session/types.ts';

/** The header's account menu: settings, and for a company's main account the way to withdraw (退会). */
export function AccountMenu({ session }: { session: Session }) {
  const { t } = useTranslation('layout');
  const mainAccount = session.user.role === 'client' && !session.user.isSubAccount;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t('header.accountMenu')}
          data-testid="account-menu"
        >
          <IconUserCircle size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/config" leftSection={<IconSettings size={16} />}>
          {t('header.settings')}
        </Menu.Item>
        {mainAccount && (
          <>
            <Menu.Divider />
            <Menu.Item
              component={Link}
              to="/withdrawal"
              color="red"
              leftSection={<IconDoorExit size={16} />}
              data-testid="menu-withdrawal"
            >
              {t('header.withdrawal')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
