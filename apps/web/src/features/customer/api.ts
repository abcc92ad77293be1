/** The company's card, plan and withdrawal endpoints (server: modules/customer). */
import type { CardRegistrationRequest } from '@refcheck/domain/schemas/card-registration';
import type { WithdrawalInput } from '@refcheck/domain/schemas/withdrawal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export interface CardView {
  cardValid: boolean;
  maskedCardNo: string | null;
  tokenizer: { provider: 'sandbox' | 'gmo'; scriptUrl: string; shopId: string };
}

export type PlanStatus = 'PLAN_STATUS_LIGHT' | 'PLAN_STATUS_ORDERING_STANDARD' | 'PLAN_STATUS_STANDARD';

export interface PlanView {
  planStatus: PlanStatus;
  orderedAt: string | null;
}

export type CardRegistrationAnswer = { result: 'Successfully' } | { result: 'redirect'; redirectUrl: string };

export const customerKeys = { card: ['company-card'] as const, plan: ['company-plan'] as const };

export const cardQueryOptions = () =>
  queryOptions({
    queryKey: customerKeys.card,
    queryFn: ({ signal }) => apiRequest<CardView>('/api/company/card', { signal }),
  });
export const useCard = (enabled = true) => useQuery({ ...cardQueryOptions(), enabled });

export const registerCard = (input: CardRegistrationRequest) =>
  apiRequest<CardRegistrationAnswer>('/api/company/card', { method: 'POST', body: input });

export const usePlan = () =>
  useQuery({
    queryKey: customerKeys.plan,
    queryFn: ({ signal }) => apiRequest<PlanView>('/api/company/plan', { signal }),
  });

export const orderStandardPlan = () =>
  apiRequest<PlanView>('/api/company/plan/order', { method: 'POST', body: { plan: 'STANDARD' } });

export const withdraw = (input: WithdrawalInput) =>
  apiRequest<{ ok: true }>('/api/company/withdrawal', { method: 'POST', body: input });
