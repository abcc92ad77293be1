import { Button, type ButtonProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/instance.ts';
import { BCP47, LANGUAGE_LABELS } from '../i18n/languages.ts';

/** The button of the language menu (jp, en, cn). */
export function LanguageButton({
  compact = false,
  ...props
}: { compact?: boolean } & ButtonProps & { onClick?: () => void }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const visible = compact ? active.toUpperCase() : LANGUAGE_LABELS[active];
  return (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      px={compact ? 10 : 'sm'}
      h={compact ? 44 : undefined}
      leftSection={<IconLanguage size={18} />}
      // The accessible name starts with the visible text (WCAG 2.5.3 label in name): "JP 表示言語".
      aria-label={`${visible} ${t('language.label')}`}
      data-testid="language-switch"
      {...props}
    >
      <span lang={BCP47[active]}>{visible}</span>
    </Button>
  );
}
