import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Language, RANKS } from '@refcheck/domain/enums';
import { RANK_LABELS } from '@refcheck/domain/lists/enum-labels';
import { localizeIssues } from '@refcheck/domain/schemas/localize';
import { templateSchema } from '@refcheck/domain/schemas/template';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { FairHiringWarning } from '../../../ui/fair-hiring-warning.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { type TemplateDetail, useSaveTemplate } from '../api.ts';
import {
  type EditedQuestion,
  initialTemplateForm,
  type Kind,
  newQuestion,
  type TemplateFormState,
  toTemplateBody,
  withType,
} from '../template-form.ts';

interface Props {
  /** Edit this template; add a new one when absent. */
  template?: TemplateDetail;
  onClose: () => void;
}

/** Add and edit a template question set (spec 2 Template questions dialog, 5 validation). */
export function TemplateDialog({ template, onClose }: Props) {
  const { t } = useTranslation('templates');
  const { m, lang: uiLang } = useDomainText();
  const [form, setForm] = useState<TemplateFormState>(() => initialTemplateForm(template));
  const [lang, setLang] = useState<Language>('jp');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [fairHiringConfirmed, setFairHiringConfirmed] = useState(false);
  const save = useSaveTemplate();
  const questions = useMemo(() => toTemplateBody(form).questions, [form]);

  const setQuestion = (kind: Kind, key: string, text: string) =>
    setForm((f) => ({
      ...f,
      [kind]: f[kind].map((q) => (q.key === key ? { ...q, texts: { ...q.texts, [lang]: text } } : q)),
    }));
  const remove = (kind: Kind, key: string) =>
    setForm((f) => ({ ...f, [kind]: f[kind].filter((q) => q.key !== key) }));
  const add = (kind: Kind) => {
    setLang('jp');
    setForm((f) => ({ ...f, [kind]: [...f[kind], newQuestion(f)] }));
  };

  const submit = () => {
    const body = { ...toTemplateBody(form), fairHiringConfirmed };
    const parsed = templateSchema.safeParse(body);
    if (!parsed.success) {
      const map: Record<string, string> = {};
      for (const issue of localizeIssues(parsed.error, uiLang)) map[issue.path] ??= issue.message;
      setErrors(map);
      if (Object.keys(map).some((path) => path.startsWith('questions.'))) setLang('jp');
      notifications.show({ color: 'red', message: m('validation.formInvalid') });
      return;
    }
    setErrors({});
    save.mutate(
      { id: template?.id, body },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: m('notify.success'),
            message: template ? m('common.updateSucceeded') : t('added'),
          });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.errors.length > 0) {
            setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.message])));
          }
          notifications.show({ color: 'red', title: m('notify.error'), message: m('common.updateFailed') });
        },
      },
    );
  };

  const section = (kind: Kind, title: string) => (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Heading order={3} title={title} />
        {kind === 'selections' && (
          <Text size="xs" c="dimmed">
            {t('selectionsNote')}
          </Text>
        )}
        {form[kind].length === 0 && kind === 'selections' && (
          <Alert color="yellow" variant="light">
            {t('noSelections')}
          </Alert>
        )}
        {form[kind].map((q, i) => (
          <QuestionRow
            key={q.key}
            index={i}
            question={q}
            lang={lang}
            error={errors[`questions.jp.${kind}.${i}.text`]}
            onText={(text) => setQuestion(kind, q.key, text)}
            onRemove={() => remove(kind, q.key)}
          />
        ))}
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => add(kind)}>
            {t('addQuestion')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );

  return (
    <Modal opened onClose={onClose} title={template ? t('editTitle') : t('addTitle')} centered size="45rem">
      <Stack gap="md">
        <TextInput
          label={t('name')}
          withAsterisk
          value={form.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setForm((f) => ({ ...f, name }));
          }}
          error={errors.name}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('type')}
          </Text>
          <SegmentedControl
            data={RANKS.map((r) => ({ value: r, label: RANK_LABELS[r][uiLang] }))}
            value={form.templateType}
            onChange={(v) => setForm((f) => withType(f, v as TemplateFormState['templateType']))}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('language')}
          </Text>
          <SegmentedControl
            data={(['jp', 'en', 'cn'] as const).map((l) => ({ value: l, label: m(`common.language_${l}`) }))}
            value={lang}
            onChange={(v) => setLang(v as Language)}
          />
          <Text size="xs" c="dimmed">
            {t('languageNote')}
          </Text>
        </Stack>
        {section('descriptions', t('descriptions'))}
        {section('selections', t('selections'))}
        <FairHiringWarning
          questions={questions}
          confirmed={fairHiringConfirmed}
          onConfirm={setFairHiringConfirmed}
          error={errors.fairHiringConfirmed}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m('common.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function QuestionRow(props: {
  index: number;
  question: EditedQuestion;
  lang: Language;
  error?: string;
  onText: (text: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('templates');
  const { question: q, lang } = props;
  return (
    <Group align="flex-start" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed" w={24} ta="right" mt={q.custom ? 30 : 2}>
        {props.index + 1}.
      </Text>
      {q.custom ? (
        <Textarea
          style={{ flex: 1 }}
          autosize
          minRows={1}
          label={t('newQuestion')}
          placeholder={lang === 'jp' ? undefined : q.texts.jp}
          value={q.texts[lang]}
          onChange={(e) => props.onText(e.currentTarget.value)}
          error={props.error}
        />
      ) : (
        <Group style={{ flex: 1 }} gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" style={{ flex: 1 }}>
            {q.texts[lang]}
          </Text>
          <Badge variant="light" color="gray" size="sm">
            {t('defaultBadge')}
          </Badge>
        </Group>
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('removeQuestion')}
        mt={q.custom ? 26 : 0}
        onClick={props.onRemove}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
