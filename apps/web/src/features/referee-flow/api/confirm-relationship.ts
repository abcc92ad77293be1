import type { RelationshipConfirmation } from '@refcheck/domain/schemas/relationship-confirmation';
import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

/** The referee's answer to "is the relationship and period the candidate stated right?" (validated input). */
export const confirmRelationship = (body: RelationshipConfirmation | { answer: 'correct' }) =>
  apiRequest<{ ok: true }>(`${BASE}/relationship`, { method: 'PUT', body });
