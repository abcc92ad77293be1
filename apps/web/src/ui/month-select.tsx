import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMonth } from './format-date.ts';

/**
 * A picker of one of `months` (YYYYMM, shown as the language's month: 2026年11月, 11/2026), 180 px wide; once a month
 * is chosen it cannot be cleared.
 */
export function MonthSelect({
  months,
  ...select
}: Omit<SelectProps, 'data' | 'allowDeselect'> & { months: readonly string[]; 'data-testid'?: string }) {
  const { i18n } = useTranslation();
  return (
    <Select
      w={180}
      data={months.map((m) => ({ value: m, label: formatMonth(m, i18n.language) }))}
      allowDeselect={false}
      {...select}
    />
  );
}
