/** Passkeys through @better-auth/passkey (`/api/auth/passkey/*`) and the browser's WebAuthn (@simplewebauthn). */
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { securityKeys } from './factors.ts';

export interface PasskeyRow {
  id: string;
  name?: string | null;
  createdAt: string;
  deviceType: string;
  backedUp: boolean;
}

export { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill };

export function usePasskeys() {
  return useQuery({
    queryKey: securityKeys.passkeys,
    queryFn: () => apiRequest<PasskeyRow[]>('/api/auth/passkey/list-user-passkeys'),
  });
}

/** Creates a discoverable passkey on this device (user verification required) and registers it under `name`. */
export async function addPasskey(name: string, account: string) {
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
    `/api/auth/passkey/generate-register-options?name=${encodeURIComponent(account)}`,
  );
  const response = await startRegistration({ optionsJSON });
  return apiRequest<PasskeyRow>('/api/auth/passkey/verify-registration', {
    method: 'POST',
    body: { response, name },
  });
}

export function renamePasskey(id: string, name: string) {
  return apiRequest<unknown>('/api/auth/passkey/update-passkey', { method: 'POST', body: { id, name } });
}

export function deletePasskey(id: string) {
  return apiRequest<unknown>('/api/auth/passkey/delete-passkey', { method: 'POST', body: { id } });
}

/**
 * Signs in with a passkey: `autofill` waits for the person to pick one in the email field's suggestions
 * (conditional UI), else the browser's passkey dialog opens now. The session cookie is set on success.
 */
export async function signInWithPasskey(autofill: boolean) {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    '/api/auth/passkey/generate-authenticate-options',
  );
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return apiRequest<unknown>('/api/auth/passkey/verify-authentication', {
    method: 'POST',
    body: { response },
  });
}
