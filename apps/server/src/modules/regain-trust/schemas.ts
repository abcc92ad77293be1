export {
  REGAIN_TRUST_STATES,
  regainTrustOverviewSchema,
  regainTrustViewSchema,
} from '@refcheck/domain/schemas/regain-trust-response';

export { problemSchema } from '../../lib/problem.ts';
