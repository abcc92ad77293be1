/** The company's card, plan and withdrawal endpoints (server: modules/customer). */
import type { CardRegistrationRequest } from '@refcheck/domain/schemas/card-registration';
import type { CardRegistrationAnswer, CardView, PlanView } from '@refcheck/domain/schemas/customer-response';
import type { WithdrawalInput } from '@refcheck/domain/schemas/withdrawal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export type { CardRegistrationAnswer, CardView, PlanView };

export type PlanStatus = PlanView['planStatus'];

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
