import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n/instance.ts';
import { BCP47, LANGUAGE_LABELS, LANGUAGES } from '../i18n/languages.ts';
import { LanguageButton } from './language-button.tsx';

/** The language menu (jp, en, cn), remembered in localStorage `lang`; loaded by LanguageSwitch on first use. */
export function LanguageMenu({ compact = false, opened }: { compact?: boolean; opened?: boolean }) {
  const { t } = useTranslation();
  const active = currentLanguage();

  return (
    <Menu position="bottom-end" shadow="md" width={160} defaultOpened={opened}>
      <Menu.Target>
        <LanguageButton compact={compact} />
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
