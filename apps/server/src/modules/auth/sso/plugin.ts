import { type SSOOptions, type SSOUserResolution, sso } from '@better-auth/sso';
import {
  companyIdOfProvider,
  linkIntentIdentifier,
  SAML_CLOCK_SKEW_MS,
  type SsoOutcome,
  ssoRequestState,
} from './context.ts';

type ResolveUser = NonNullable<SSOOptions['resolveUser']>;

interface UserRow {
  id: string;
  email: string;
  companyId?: string | null;
}

const reject = (code: string): SSOUserResolution => ({ action: 'reject', code });

/**
 * Who a verified SAML assertion signs in (runs inside better-auth's transaction, so only its adapter is used):
 * - a linking intent bound to the posted RelayState links the assertion's NameID to the user who started it, when
 *   the user belongs to the provider's company and the IdP's email is the user's own;
 * - otherwise the NameID must already be linked to a user of the provider's company; nobody is created.
 */
export const resolveSsoUser: ResolveUser = async (input, { database }) => {
  const state = ssoRequestState.getStore();
  const companyId = companyIdOfProvider(input.providerId);
  if (input.protocol !== 'saml' || !companyId) return reject('ssoOperationNotAllowed');
  const findUser = (id: string) =>
    database.findOne<UserRow>({ model: 'user', where: [{ field: 'id', value: id }] });
  const report = (outcome: SsoOutcome) => {
    if (state) state.outcome = outcome;
  };

  const intent = state?.relayState
    ? await database.findOne<{ id: string; value: string; expiresAt: Date }>({
        model: 'verification',
        where: [{ field: 'identifier', value: linkIntentIdentifier(state.relayState) }],
      })
    : null;
  if (intent) {
    await database.delete({ model: 'verification', where: [{ field: 'id', value: intent.id }] });
    if (new Date(intent.expiresAt).getTime() < Date.now()) return reject('ssoRequestCancelled');
    const { userId, providerId } = JSON.parse(intent.value) as { userId: string; providerId: string };
    const u = await findUser(userId);
    if (providerId !== input.providerId || !u || u.companyId !== companyId) {
      return reject('ssoUnauthorizedDomain');
    }
    if (input.providerUser.email.trim().toLowerCase() !== u.email.toLowerCase()) {
      return reject('ssoUnauthorizedDomain');
    }
    report({ mode: 'link', userId: u.id, companyId, email: u.email });
    return { action: 'link', userId: u.id, profile: 'preserve' };
  }

  const account = await database.findOne<{ userId: string }>({
    model: 'account',
    where: [
      { field: 'providerId', value: input.providerId },
      { field: 'accountId', value: input.accountKey.accountId },
    ],
  });
  if (!account) return reject('ssoNotLinked');
  const u = await findUser(account.userId);
  if (!u || u.companyId !== companyId) return reject('ssoUnauthorizedDomain');
  report({ mode: 'sign-in', userId: u.id, companyId, email: u.email });
  return { action: 'link', userId: u.id, profile: 'preserve' };
};

/** better-auth's SSO plugin as Refcheck uses it: SAML only, SP-initiated, no implicit sign-up. */
export function ssoPlugin() {
  return sso({
    resolveUser: resolveSsoUser,
    disableImplicitSignUp: true,
    // Providers are registered by Refcheck's own endpoint (main account), never through better-auth's route.
    providersLimit: 1,
    saml: {
      enableInResponseToValidation: true,
      allowIdpInitiated: false,
      requestTTL: 10 * 60 * 1000,
      clockSkew: SAML_CLOCK_SKEW_MS,
      requireTimestamps: true,
      algorithms: { onDeprecated: 'reject' },
    },
  });
}
