import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Language } from '@refcheck/domain/enums';
import type { MailLanguage } from '@refcheck/domain/schemas/mail-language';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/client.ts';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';

const key = ['account-language'] as const;
const LANGUAGES: Language[] = ['jp', 'en', 'cn'];

/** 「メールの言語」 in /config: the language of the mails the signed-in user receives (jp by default). */
export function MailLanguageCard() {
  const { t } = useTranslation('mail');
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: key,
    queryFn: () => apiRequest<MailLanguage>('/api/account/language'),
  });
  const save = useMutation({
    mutationFn: (language: Language) =>
      apiRequest<MailLanguage>('/api/account/language', { method: 'PUT', body: { language } }),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      notifications.show({ color: 'teal', message: message('common.updateSucceeded') });
    },
    onError: () => notifications.show({ color: 'red', message: message('company.configUpdateFailed') }),
  });
  return (
    <Paper withBorder radius="md" p="lg" data-testid="mail-language-card">
      <Stack gap="sm">
        <Heading order={2} title={t('languageCard.title')} lead={t('languageCard.description')} />
        <SegmentedControl
          aria-label={t('languageCard.label')}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
          disabled={!current.data || save.isPending}
          value={(save.isPending ? save.variables : undefined) ?? current.data?.language ?? 'jp'}
          onChange={(value) => save.mutate(value as Language)}
          data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        />
      </Stack>
    </Paper>
  );
}
