import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { badRequest } from '../../../lib/problem.ts';

/** The web page the SAML popup ends on: it tells the opener how it went and closes. */
export const SSO_COMPLETE_PATH = '/sso/complete';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What a company registers about its IdP (Entra ID: "Microsoft Entra Identifier", "Login URL", the certificate). */
export interface IdpSettings {
  entityId: string;
  ssoUrl: string;
  /** PEM, one certificate (Entra's "Certificate (Base64)"). */
  certificate: string;
}

/** The SP side a company's admin copies into Entra ID. */
export function serviceProviderFor(publicUrl: string, providerId: string) {
  return {
    entityId: `${publicUrl}/api/auth/sso/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`,
    acsUrl: `${publicUrl}/api/auth/sso/saml2/sp/acs/${encodeURIComponent(providerId)}`,
    signOnUrl: `${publicUrl}/login`,
  };
}

/** PEM or bare base64 → a PEM that parses as an X.509 certificate; anything else is `ssoCertificateInvalid`. */
export function normalizeCertificate(input: string): string {
  const body = input
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
  if (body === '' || !/^[A-Za-z0-9+/=]+$/.test(body)) throw badRequest('ssoCertificateInvalid');
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
  } catch {
    throw badRequest('ssoCertificateInvalid');
  }
  return pem;
}

function httpsOrHttpUrl(value: string, code: string): string {
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    // fall through
  }
  throw badRequest(code);
}

export function manualSettings(input: {
  entityId: string;
  ssoUrl: string;
  certificate: string;
}): IdpSettings {
  const entityId = input.entityId.trim();
  if (entityId === '') throw badRequest('ssoEntityIdInvalid');
  return {
    entityId,
    ssoUrl: httpsOrHttpUrl(input.ssoUrl, 'ssoUrlInvalid'),
    certificate: normalizeCertificate(input.certificate),
  };
}

/**
 * Entra ID's federation metadata XML → the IdP settings. The file may start with a byte-order mark (facts.md);
 * only the IDPSSODescriptor's signing certificate and its redirect sign-on URL are used.
 */
export function settingsFromMetadata(xml: string): IdpSettings {
  const text = xml.replace(/^\uFEFF/, '').trim();
  let doc: ReturnType<DOMParser['parseFromString']>;
  try {
    doc = new DOMParser({ onError: () => undefined }).parseFromString(text, 'text/xml');
  } catch {
    throw badRequest('ssoMetadataInvalid');
  }
  const entity = doc.getElementsByTagNameNS(MD, 'EntityDescriptor')[0];
  const idp = entity?.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  const entityId = entity?.getAttribute('entityID')?.trim();
  if (!entity || !idp || !entityId) throw badRequest('ssoMetadataInvalid');
  const services = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService'));
  const service = services.find((s) => s.getAttribute('Binding') === REDIRECT_BINDING) ?? services[0];
  const location = service?.getAttribute('Location');
  const keys = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor')).filter(
    (k) => (k.getAttribute('use') ?? 'signing') === 'signing',
  );
  const certificate = keys[0]?.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent;
  if (!location || !certificate) throw badRequest('ssoMetadataInvalid');
  return {
    entityId,
    ssoUrl: httpsOrHttpUrl(location, 'ssoMetadataInvalid'),
    certificate: normalizeCertificate(certificate),
  };
}
