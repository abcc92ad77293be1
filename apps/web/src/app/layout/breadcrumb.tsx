import { Breadcrumbs, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useMatches, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RouteTitleKey } from '../../i18n/route-titles.ts';
import { AnchorLink } from '../../ui/links.tsx';

interface Crumb {
  to: string;
  titleKey: RouteTitleKey;
}

/** Path prefixes of the current page that are pages themselves: /company/talents/$talentId/report → /company. */
function useCrumbs(): Crumb[] {
  const router = useRouter();
  const leaf = useMatches({ select: (matches) => matches[matches.length - 1] });
  if (!leaf?.staticData.titleKey) return [];
  const routesByPath = router.routesByPath as Record<
    string,
    { options: { staticData?: { titleKey?: RouteTitleKey } } }
  >;
  const segments = leaf.fullPath.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 1; i < segments.length; i += 1) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const titleKey = routesByPath[prefix]?.options.staticData?.titleKey;
    if (titleKey && !prefix.includes('$')) crumbs.push({ to: prefix, titleKey });
  }
  crumbs.push({ to: leaf.pathname, titleKey: leaf.staticData.titleKey });
  return crumbs;
}

/** `hideSingle`: on phones a lone crumb only repeats the page title, so it is left out. */
export function Breadcrumb({ hideSingle = false }: { hideSingle?: boolean }) {
  const { t } = useTranslation('layout');
  const crumbs = useCrumbs();
  if (hideSingle && crumbs.length < 2) return null;
  return (
    <nav aria-label={t('header.breadcrumb')} style={{ minWidth: 0 }}>
      <Breadcrumbs
        separator={<IconChevronRight size={14} />}
        separatorMargin={6}
        style={{ flexWrap: 'nowrap' }}
      >
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <Text key={crumb.to} size="sm" fw={600} truncate aria-current="page">
              {t(`routes.${crumb.titleKey}`)}
            </Text>
          ) : (
            <AnchorLink key={crumb.to} to={crumb.to} size="sm" c="dimmed">
              {t(`routes.${crumb.titleKey}`)}
            </AnchorLink>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
