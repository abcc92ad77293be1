import type { CsvImported, CsvPreview } from '@refcheck/domain/schemas/talent-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshAllTalents } from './patch-talent-list.ts';

export type { CsvPreview };

/** Reads a file as base64 (the API takes the raw bytes: UTF-8 or Shift-JIS). */
export async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function previewCsv(file: string) {
  return apiRequest<CsvPreview>('/api/talents/csv/preview', { method: 'POST', body: { file } });
}

export function importCsv(input: { file: string; common: unknown }) {
  return apiRequest<CsvImported>('/api/talents/csv', { method: 'POST', body: input });
}

export function usePreviewCsv() {
  return useMutation({ mutationFn: previewCsv });
}

export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCsv,
    onSuccess: () => refreshAllTalents(queryClient),
  });
}
