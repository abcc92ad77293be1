import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { excuseAnswersSchema } from '@refcheck/domain/schemas/excuse';
import { fieldErrors } from '@refcheck/domain/schemas/localize';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { FlowSkeleton } from '../../talent-flow/index.ts';
import { type ExcuseValues, type RegainTrustOverview, regainTrustKeys } from '../api/types.ts';
import { ExcuseItems } from '../components/excuse-items.tsx';
import { SaveIndicator } from '../components/save-indicator.tsx';
import { RegainTrustSteps } from '../components/steps.tsx';
import { useDraftSave } from '../use-draft-save.ts';
import { useRegainSession } from '../use-regain-session.ts';
import { valuesOf, withValues } from '../values.ts';

/** /regain_trust/excuse: one explanation per answer (and the company's question), saved as the candidate types. */
export function RegainTrustExcusePage() {
  const { data } = useRegainSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (data?.state === 'answered') void navigate({ to: '/regain_trust/complete', replace: true });
    else if (data && !data.canAnswer) void navigate({ to: '/regain_trust/instruction', replace: true });
  }, [data, navigate]);
  if (!data || data.state === 'answered' || !data.canAnswer) return <FlowSkeleton />;
  return <ExcuseForm data={data} />;
}

function setAt(values: ExcuseValues, path: string, excuse: string): ExcuseValues {
  if (path === 'fromCompany.excuse') return { ...values, fromCompany: { excuse } };
  const [, i, , j] = path.split('.').map(Number) as [number, number, number, number];
  return {
    ...values,
    fromReferees: values.fromReferees.map((g, gi) =>
      gi !== i ? g : { answers: g.answers.map((a, aj) => (aj === j ? { excuse } : a)) },
    ),
  };
}

function ExcuseForm({ data }: { data: RegainTrustOverview }) {
  const { t } = useTranslation('regainTrust');
  const { t: tl } = useTranslation('layout');
  const { lang } = useDomainText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ExcuseValues>(() => valuesOf(data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const draft = useDraftSave(data.revision);
  const shown = withValues(data, values);

  const validateOne = (path: string, next: ExcuseValues) => {
    const result = excuseAnswersSchema.safeParse(next);
    const all = result.success ? {} : fieldErrors(result.error, lang);
    setErrors((e) => ({ ...e, [path]: all[path] ?? '' }));
  };

  const onChange = (path: string, excuse: string) => {
    const next = setAt(values, path, excuse);
    setValues(next);
    draft.change(next);
    if (errors[path]) validateOne(path, next);
  };

  const next = () => {
    const result = excuseAnswersSchema.safeParse(values);
    if (!result.success) {
      setErrors(fieldErrors(result.error, lang));
      notifications.show({ color: 'red', message: t('excuse.incomplete') });
      return;
    }
    queryClient.setQueryData(regainTrustKeys.me, withValues(data, values));
    void navigate({ to: '/regain_trust/confirm' });
  };

  return (
    <Stack gap="lg">
      <RegainTrustSteps active={1} />
      <Heading order={1} title={tl('routes.regainTrustExcuse')} />
      <Text>{t('excuse.lead')}</Text>
      <ExcuseItemsEditor
        data={shown}
        errors={errors}
        onChange={onChange}
        onBlur={(path) => validateOne(path, values)}
      />
      <Group justify="space-between" align="center">
        <SaveIndicator state={draft.state} />
      </Group>
      <Button fullWidth onClick={next}>
        {t('excuse.next')}
      </Button>
    </Stack>
  );
}

function ExcuseItemsEditor(props: {
  data: RegainTrustOverview;
  errors: Record<string, string>;
  onChange: (path: string, value: string) => void;
  onBlur: (path: string) => void;
}) {
  const { t } = useTranslation('regainTrust');
  return (
    <ExcuseItems
      data={props.data}
      renderExcuse={(path, value, label) => (
        <Textarea
          label={label}
          placeholder={t('excuse.placeholder')}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={2000}
          value={value}
          error={props.errors[path] || undefined}
          onChange={(e) => props.onChange(path, e.currentTarget.value)}
          onBlur={() => props.onBlur(path)}
          data-path={path}
        />
      )}
    />
  );
}
