import { Button, Modal, ScrollArea, Stack } from '@mantine/core';
import { termsOfService } from '@refcheck/domain/legal/index';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { LegalDocumentView } from '../../../ui/legal-document.tsx';

/** The terms of service in the user's language, article by article. */
export function TermsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const terms = termsOfService(currentLanguage());
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={terms.title}
      size="45rem"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <Stack gap="sm">
        <LegalDocumentView document={terms} />
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </Stack>
    </Modal>
  );
}
