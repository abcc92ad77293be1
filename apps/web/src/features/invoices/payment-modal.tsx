import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { LedgerItem } from '@refcheck/domain/schemas/invoices';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSave } from '../../ui/use-save.ts';
import { todayTokyo, useErrorText } from './admin-shared.ts';
import { recordPayment } from './api.ts';

/** 入金消込: the date and amount received (partial allowed); the server issues the receipt. */
export function PaymentModal({ invoice, onClose }: { invoice: LedgerItem | null; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [receivedOn, setReceivedOn] = useState(todayTokyo);
  const [amount, setAmount] = useState<number | string>('');
  const { saving: busy, save } = useSave();
  const remaining = invoice ? invoice.total - invoice.paidAmount : 0;
  useEffect(() => {
    if (invoice) {
      setAmount(invoice.total - invoice.paidAmount);
      setReceivedOn(todayTokyo());
    }
  }, [invoice]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!invoice) return;
    await save(() => recordPayment(invoice.id, { receivedOn, amount: Number(amount) }), {
      success: (result) => t('admin.recorded', { number: result.receiptNumber }),
      afterSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: ['admin', 'invoices'] });
        onClose();
      },
      failure: errorText,
    });
  };
  return (
    <Modal
      opened={!!invoice}
      onClose={onClose}
      title={invoice ? t('admin.payTitle', { number: invoice.number }) : ''}
      centered
    >
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="md">
          <Text size="sm">{t('admin.remaining', { amount: remaining.toLocaleString('ja-JP') })}</Text>
          <TextInput
            type="date"
            label={t('admin.receivedOn')}
            value={receivedOn}
            onChange={(e) => setReceivedOn(e.currentTarget.value)}
            required
            data-testid="payment-date"
          />
          <NumberInput
            label={t('admin.payAmount')}
            value={amount}
            onChange={setAmount}
            min={1}
            max={remaining}
            allowDecimal={false}
            thousandSeparator=","
            required
            data-testid="payment-amount"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="payment-submit">
              {t('admin.record')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
