import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/index.ts';
import { LANGUAGE_LABELS } from '../i18n/languages.ts';

// The menu (Mantine's Menu, Popover and floating-ui, ~30 KiB gzipped) loads on the first click only: a referee or
// candidate opening a link on a phone does not download it before seeing the page.
const LanguageMenu = lazy(() => import('./language-menu.tsx').then((m) => ({ default: m.LanguageMenu })));

/** The button of the language menu (jp, en, cn). */
export function LanguageButton({
  compact = false,
  ...props
}: { compact?: boolean } & ButtonProps & { onClick?: () => void }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      px={compact ? 10 : 'sm'}
      h={compact ? 44 : undefined}
      leftSection={<IconLanguage size={18} />}
      aria-label={t('language.label')}
      data-testid="language-switch"
      {...props}
    >
      {compact ? active.toUpperCase() : LANGUAGE_LABELS[active]}
    </Button>
  );
}

/** Compact language menu (jp, en, cn), remembered in localStorage `lang`. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const [used, setUsed] = useState(false);
  const button = <LanguageButton compact={compact} onClick={() => setUsed(true)} />;
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu compact={compact} opened />
    </Suspense>
  );
}
