export const refereeKeys = {
  all: ['referee-flow'] as const,
  me: ['referee-flow', 'me'] as const,
  answers: ['referee-flow', 'answers'] as const,
};
export const BASE = '/api/referee-flow';
