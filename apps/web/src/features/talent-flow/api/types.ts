export type {
  FlowBreakdown,
  FlowReferee,
  RefereeLink,
  TalentFlowOverview,
} from '@refcheck/domain/schemas/talent-flow-response';

export const talentFlowKeys = {
  me: ['talent-flow', 'me'] as const,
};
