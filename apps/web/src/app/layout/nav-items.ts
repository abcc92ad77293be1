import {
  IconBuilding,
  IconChartFunnel,
  IconFileDescription,
  IconLayoutDashboard,
  IconListDetails,
  IconMailExclamation,
  type IconProps,
  IconReceiptYen,
  IconSettings,
  IconShieldExclamation,
  IconShieldLock,
  IconSparkles,
  IconSpeakerphone,
  IconUsers,
} from '@tabler/icons-react';
import type { FC } from 'react';

/**
 * Sidebar order and icons. Whether an entry shows comes from its route's static data (`showInSidebar`,
 * `acceptRoles`), so the sidebar and the guard can never disagree.
 */
export const NAV_ITEMS: readonly { to: string; icon: FC<IconProps> }[] = [
  { to: '/company', icon: IconLayoutDashboard },
  { to: '/company/funnel', icon: IconChartFunnel },
  { to: '/template_questions', icon: IconListDetails },
  { to: '/company/accounts', icon: IconUsers },
  { to: '/privacy-requests', icon: IconShieldLock },
  { to: '/company/plan', icon: IconSparkles },
  { to: '/admin', icon: IconBuilding },
  { to: '/admin/payment', icon: IconReceiptYen },
  { to: '/admin/deliveries', icon: IconMailExclamation },
  { to: '/admin/funnel', icon: IconChartFunnel },
  { to: '/admin/announcement', icon: IconSpeakerphone },
  { to: '/admin/plan', icon: IconFileDescription },
  { to: '/admin/privacy-requests', icon: IconShieldExclamation },
  { to: '/config', icon: IconSettings },
];
