import '../styles.ts';
import { Group, Input, NativeSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** The card's expiry: month (01–12) and year (this year and the next 9) side by side. */
export function ExpirySelects<T extends { expireMonth: string; expireYear: string }>({
  form,
  years,
  months,
}: {
  form: UseFormReturnType<T>;
  years: readonly string[];
  months: readonly string[];
}) {
  const { t } = useTranslation('customer');
  const error = form.errors.expireMonth ?? form.errors.expireYear;
  return (
    <Input.Wrapper label={t('card.expiry')} required error={error}>
      <Group gap="xs" wrap="nowrap" mt={4}>
        <NativeSelect
          aria-label={t('card.month')}
          w={110}
          data={[{ value: '', label: 'MM' }, ...months.map((m) => ({ value: m, label: m }))]}
          autoComplete="cc-exp-month"
          error={Boolean(error)}
          {...form.getInputProps('expireMonth')}
        />
        <span aria-hidden>/</span>
        <NativeSelect
          aria-label={t('card.year')}
          w={130}
          data={[{ value: '', label: 'YYYY' }, ...years.map((y) => ({ value: y, label: y }))]}
          autoComplete="cc-exp-year"
          error={Boolean(error)}
          {...form.getInputProps('expireYear')}
        />
      </Group>
    </Input.Wrapper>
  );
}
