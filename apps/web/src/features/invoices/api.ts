/** Invoices and receipts (server: modules/invoices). */
import type {
  CompanyInvoiceList,
  InvoiceIssuerResponse,
  InvoiceLedger,
  InvoiceLines,
  InvoiceMonthView,
} from '@refcheck/domain/schemas/invoices';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export const invoiceKeys = {
  company: ['company-invoices'] as const,
  issuer: ['admin', 'invoices', 'issuer'] as const,
  ledger: ['admin', 'invoices', 'ledger'] as const,
  month: ['admin', 'invoices', 'month'] as const,
  lines: (id: string) => ['admin', 'invoices', 'lines', id] as const,
};

export const useCompanyInvoices = (enabled = true) =>
  useQuery({
    queryKey: invoiceKeys.company,
    queryFn: ({ signal }) => apiRequest<CompanyInvoiceList>('/api/company/invoices', { signal }),
    enabled,
  });

export const invoicePdfUrl = (id: string) => `/api/company/invoices/${id}/pdf`;
export const receiptPdfUrl = (id: string) => `/api/company/receipts/${id}/pdf`;
export const adminInvoicePdfUrl = (id: string) => `/api/admin/invoices/${id}/pdf`;

export const useIssuer = () =>
  useQuery({
    queryKey: invoiceKeys.issuer,
    queryFn: ({ signal }) => apiRequest<InvoiceIssuerResponse>('/api/admin/invoices/issuer', { signal }),
  });

export const saveIssuer = (body: {
  legalName: string;
  address: string;
  phone: string;
  registrationNumber: string;
  bankAccount: string;
}) => apiRequest<InvoiceIssuerResponse>('/api/admin/invoices/issuer', { method: 'PUT', body });

export const issueMonth = (month: string) =>
  apiRequest<{ month: string; issued: number; alreadyIssued: number }>('/api/admin/invoices/issue', {
    method: 'POST',
    body: { month },
  });

export type LedgerSearch = Partial<
  Record<'issuedFrom' | 'issuedTo' | 'amountMin' | 'amountMax' | 'counterparty', string>
> & { page: number };

export const ledgerQuery = (search: LedgerSearch) =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => v !== '' && v !== undefined)) as Record<
    string,
    string | number
  >;

export const useLedger = (search: LedgerSearch) =>
  useQuery({
    queryKey: [...invoiceKeys.ledger, search],
    queryFn: ({ signal }) =>
      apiRequest<InvoiceLedger>('/api/admin/invoices', { signal, query: ledgerQuery(search) }),
    placeholderData: keepPreviousData,
  });

export const useMonthView = (month: string | null) =>
  useQuery({
    queryKey: [...invoiceKeys.month, month],
    queryFn: ({ signal }) =>
      apiRequest<InvoiceMonthView>('/api/admin/invoices/month', { signal, query: { month } }),
    enabled: !!month,
  });

export const recordPayment = (id: string, body: { receivedOn: string; amount: number }) =>
  apiRequest<{ receiptNumber: string; paidAmount: number; status: string }>(
    `/api/admin/invoices/${id}/payments`,
    { method: 'POST', body },
  );

/** An invoice's lines as issued (the correction dialog starts from them). */
export const useInvoiceLines = (id: string | null) =>
  useQuery({
    queryKey: invoiceKeys.lines(id ?? ''),
    queryFn: ({ signal }) => apiRequest<InvoiceLines>(`/api/admin/invoices/${id}/lines`, { signal }),
    enabled: !!id,
  });

export const correctInvoice = (
  id: string,
  body: { lines: { label: string; quantity: number; unitPrice: number }[]; note: string },
) =>
  apiRequest<{ id: string; number: string }>(`/api/admin/invoices/${id}/corrections`, {
    method: 'POST',
    body,
  });
