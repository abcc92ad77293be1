/** Response schemas of the risk-check tab (/api/talents/:id/risk-check) and the sandbox provider's article list. */
import { z } from 'zod';
import type { Wire } from './wire.ts';

/** `GET|POST /api/talents/:id/risk-check`: the stored counts. */
export const riskCheckViewSchema = z.object({
  paperClipCount: z.number().int().nonnegative().nullable(),
  webClipCount: z.number().int().nonnegative().nullable(),
  checkedAt: z.date().nullable(),
  riskCheckIdSet: z.boolean(),
});

/** `POST /api/talents/:id/risk-check/url`: the provider's article list. */
export const riskResultUrlSchema = z.object({ resultUrl: z.string() });

/** `GET /api/risk-check/sandbox/articles`: the sandbox provider's articles behind its signed link. */
export const sandboxArticlesViewSchema = z.object({
  keyword: z.string(),
  paperClipCount: z.number().int(),
  webClipCount: z.number().int(),
  articles: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['paper', 'web']),
      title: z.string(),
      source: z.string(),
      publishedOn: z.string(),
    }),
  ),
});

// What the browser reads (dates as ISO strings).
export type RiskCheck = Wire<z.output<typeof riskCheckViewSchema>>;
export type RiskResultUrl = Wire<z.output<typeof riskResultUrlSchema>>;
export type SandboxArticles = Wire<z.output<typeof sandboxArticlesViewSchema>>;
