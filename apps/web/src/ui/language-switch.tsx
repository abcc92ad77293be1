import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/index.ts';
import { BCP47, LANGUAGE_LABELS, LANGUAGES } from '../i18n/languages.ts';

/** Compact language menu (jp, en, cn), remembered in localStorage `lang`. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const active = currentLanguage();

  return (
    <Menu position="bottom-end" shadow="md" width={160}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          px={compact ? 10 : 'sm'}
          h={compact ? 44 : undefined}
          leftSection={<IconLanguage size={18} />}
          aria-label={t('language.label')}
          data-testid="language-switch"
        >
          {compact ? active.toUpperCase() : LANGUAGE_LABELS[active]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={BCP47[language]}
            onClick={() => void changeLanguage(language)}
            rightSection={language === active ? <IconCheck size={16} /> : null}
            fw={language === active ? 600 : undefined}
          >
            {LANGUAGE_LABELS[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
