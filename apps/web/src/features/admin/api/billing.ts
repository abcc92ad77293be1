import type {
  BillingMonths,
  BillingPreview,
  CardResults,
  RiskUsage,
  SmsUsage,
} from '@refcheck/domain/schemas/billing-response';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** A row of the export, the preview, the uploads' results and the months: the schemas the server answers with. */
export type {
  BillingMonths,
  BillingPreview,
  BillingRow,
  CardResults,
  RiskUsage,
} from '@refcheck/domain/schemas/billing-response';

export const billingKeys = {
  months: ['admin', 'billing', 'months'] as const,
  preview: (month: string) => ['admin', 'billing', 'export', month] as const,
};

export const useBillingMonths = () =>
  useQuery({
    queryKey: billingKeys.months,
    queryFn: ({ signal }) => apiRequest<BillingMonths>('/api/admin/billing/months', { signal }),
  });

export const useSmsUsage = (month: string | null) =>
  useQuery({
    queryKey: ['admin', 'billing', 'sms-usage', month ?? ''] as const,
    enabled: month !== null,
    queryFn: ({ signal }) => apiRequest<SmsUsage>(`/api/admin/billing/sms-usage?month=${month}`, { signal }),
  });

export const useBillingPreview = (month: string | null) =>
  useQuery({
    queryKey: billingKeys.preview(month ?? ''),
    enabled: month !== null,
    queryFn: ({ signal }) =>
      apiRequest<BillingPreview>(`/api/admin/billing/export?month=${month}`, { signal }),
  });

/** The file's bytes as base64 (the upload's JSON body). */
async function base64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export const previewRiskUsage = async (month: string, file: File) =>
  apiRequest<RiskUsage>('/api/admin/billing/risk-usage/preview', {
    method: 'POST',
    body: { month, content: await base64(file) },
  });

export const uploadRiskUsage = async (month: string, file: File) =>
  apiRequest<RiskUsage>('/api/admin/billing/risk-usage', {
    method: 'POST',
    body: { month, content: await base64(file) },
  });

export const billingCsvUrl = (month: string) => `/api/admin/billing/export.csv?month=${month}`;
export const invoiceCsvUrl = (month: string) => `/api/admin/billing/invoice.csv?month=${month}`;

export const previewCardResults = async (file: File) =>
  apiRequest<CardResults>('/api/admin/billing/card-results/preview', {
    method: 'POST',
    body: { content: await base64(file) },
  });

export const uploadCardResults = async (file: File) =>
  apiRequest<CardResults>('/api/admin/billing/card-results', {
    method: 'POST',
    body: { content: await base64(file) },
  });
