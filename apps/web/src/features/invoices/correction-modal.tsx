import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { invoiceTotals } from '@refcheck/domain/billing/invoice';
import { isMessageKey } from '@refcheck/domain/messages/catalog';
import {
  INVOICE_CORRECTION_MAX_LINES,
  type InvoiceLines,
  invoiceCorrectionBodySchema,
  type LedgerItem,
} from '@refcheck/domain/schemas/invoices';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { useSave } from '../../ui/use-save.ts';
import { useErrorText, yen } from './admin-shared.ts';
import { correctInvoice, useInvoiceLines } from './api.ts';

/**
 * 「訂正」 on a ledger row (issue 35): the invoice's lines as issued (excluding tax), editable (quantities, prices, lines added or
 * removed), and the reason (備考); validated with the server's schema. The server issues 修正した適格請求書 and
 * marks the original 訂正済. A failure leaves the dialog open with everything entered.
 */
export function CorrectionModal({ invoice, onClose }: { invoice: LedgerItem | null; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const lines = useInvoiceLines(invoice?.id ?? null);
  return (
    <Modal
      opened={!!invoice}
      onClose={onClose}
      title={invoice ? t('admin.correctTitle', { number: invoice.number }) : ''}
      centered
    >
      {invoice && lines.data ? (
        <CorrectionForm key={invoice.id} invoice={invoice} issued={lines.data} onClose={onClose} />
      ) : lines.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('loadFailed')}
        </Text>
      ) : (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{t('admin.linesLoading')}</Text>
        </Group>
      )}
    </Modal>
  );
}

interface DraftLine {
  key: number;
  label: string;
  quantity: number | string;
  unitPrice: number | string;
}

const asNumber = (v: number | string) =>
  typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);

function CorrectionForm({
  invoice,
  issued,
  onClose,
}: {
  invoice: LedgerItem;
  issued: InvoiceLines;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const { m: message } = useDomainText();
  const errorText = useErrorText('invoices.correctionFailed');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<DraftLine[]>(() =>
    issued.lines.map((l, i) => ({ key: i, label: l.label, quantity: l.quantity, unitPrice: l.unitPrice })),
  );
  const [nextKey, setNextKey] = useState(issued.lines.length);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { saving: busy, save } = useSave();
  const idOf = (key: number, field: string) => `correction-${invoice.id}-${key}-${field}`;
  const focusSoon = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

  const clearError = (path: string) =>
    setErrors((e) => {
      if (!(path in e)) return e;
      const { [path]: _, ...rest } = e;
      return rest;
    });
  const update = (key: number, patch: Partial<DraftLine>) => {
    setDraft((d) => d.map((l) => (l.key === key ? { ...l, ...patch } : l)));
    for (const field of Object.keys(patch)) clearError(`${key}.${field}`);
  };
  const addLine = () => {
    setDraft((d) => [...d, { key: nextKey, label: '', quantity: 1, unitPrice: '' }]);
    focusSoon(idOf(nextKey, 'label'));
    setNextKey((k) => k + 1);
  };
  const removeLine = (index: number) => {
    const rest = draft.filter((_, i) => i !== index);
    setDraft(rest);
    const neighbour = rest[Math.min(index, rest.length - 1)];
    if (neighbour) focusSoon(idOf(neighbour.key, 'label'));
  };
  const amountOf = (l: DraftLine) => {
    const a = asNumber(l.quantity) * asNumber(l.unitPrice);
    return Number.isSafeInteger(a) && a >= 0 ? a : 0;
  };
  const totals = invoiceTotals(draft.map((l) => ({ amount: amountOf(l) })));
  const fmt = (n: number) => n.toLocaleString('ja-JP');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = invoiceCorrectionBodySchema.safeParse({
      lines: draft.map((l) => ({
        label: l.label,
        quantity: asNumber(l.quantity),
        unitPrice: asNumber(l.unitPrice),
      })),
      note,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [head, index, field] = issue.path;
        const path =
          head === 'lines' && typeof index === 'number'
            ? `${draft[index]?.key}.${String(field)}`
            : String(head);
        next[path] ??= message(isMessageKey(issue.message) ? issue.message : 'validation.invalid');
      }
      setErrors(next);
      const first = parsed.error.issues[0]?.path;
      if (first?.[0] === 'note') focusSoon(`correction-${invoice.id}-note`);
      else if (typeof first?.[1] === 'number' && draft[first[1]])
        focusSoon(idOf(draft[first[1]]!.key, String(first[2])));
      return;
    }
    setErrors({});
    // The failure stays in the dialog (beside what was typed), not in a toast.
    await save(() => correctInvoice(invoice.id, parsed.data), {
      success: (result) => t('admin.corrected', { number: result.number }),
      afterSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: ['admin', 'invoices'] });
        onClose();
      },
      failure: (error) => {
        setFailure(errorText(error));
        return undefined;
      },
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="correction-form">
      <Stack gap="md">
        <Text size="sm">{t('admin.correctLead')}</Text>
        {draft.map((line, index) => {
          const n = index + 1;
          return (
            <Fieldset key={line.key} legend={t('admin.lineN', { n })} data-testid="correction-line" p="sm">
              <Group align="flex-start" wrap="wrap" gap="sm">
                <TextInput
                  id={idOf(line.key, 'label')}
                  label={t('admin.lineLabel')}
                  value={line.label}
                  onChange={(e) => update(line.key, { label: e.currentTarget.value })}
                  error={errors[`${line.key}.label`]}
                  withAsterisk
                  style={{ flex: '1 1 200px' }}
                  data-testid="correction-label"
                />
                <NumberInput
                  id={idOf(line.key, 'quantity')}
                  label={t('admin.lineQuantity')}
                  value={line.quantity}
                  onChange={(v) => update(line.key, { quantity: v })}
                  error={errors[`${line.key}.quantity`]}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=","
                  withAsterisk
                  w={80}
                  data-testid="correction-quantity"
                />
                <NumberInput
                  id={idOf(line.key, 'unitPrice')}
                  label={t('admin.lineUnitPrice')}
                  value={line.unitPrice}
                  onChange={(v) => update(line.key, { unitPrice: v })}
                  error={errors[`${line.key}.unitPrice`]}
                  allowDecimal={false}
                  allowNegative={false}
                  thousandSeparator=","
                  withAsterisk
                  w={150}
                  data-testid="correction-unit-price"
                />
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={4} miw={80}>
                    <Text size="sm" fw={500} component="span">
                      {t('admin.lineAmount')}
                    </Text>
                    <Text size="sm" ta="right" pt={6} data-testid="correction-amount">
                      {yen(amountOf(line))}
                    </Text>
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    size="lg"
                    mt={26}
                    aria-label={t('admin.removeLine', { n })}
                    disabled={draft.length <= 1}
                    onClick={() => removeLine(index)}
                    data-testid="correction-remove"
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Fieldset>
          );
        })}
        {errors.lines && (
          <Text size="sm" c="red.8">
            {errors.lines}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={addLine}
            disabled={draft.length >= INVOICE_CORRECTION_MAX_LINES}
            data-testid="correction-add"
          >
            {t('admin.addLine')}
          </Button>
          <Text fw={700} data-testid="correction-total" aria-live="polite">
            {t('admin.newTotal', {
              subject: fmt(totals.subject10),
              tax: fmt(totals.tax10),
              total: fmt(totals.total),
            })}
          </Text>
        </Group>
        <Textarea
          id={`correction-${invoice.id}-note`}
          label={t('admin.note')}
          value={note}
          onChange={(e) => {
            setNote(e.currentTarget.value);
            clearError('note');
          }}
          error={errors.note}
          withAsterisk
          autosize
          minRows={2}
          maxLength={200}
          data-testid="correction-note"
        />
        {(failure || Object.keys(errors).length > 0) && (
          <Alert color="red" role="alert" data-testid="correction-error">
            {failure ?? t('admin.formInvalid')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="correction-submit">
            {t('admin.correctSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
