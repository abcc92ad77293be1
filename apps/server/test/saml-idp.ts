/**
 * A local SAML identity provider in the style of Microsoft Entra ID, for the API and e2e tests: it reads the
 * SP-initiated AuthnRequest (HTTP-Redirect binding) and answers with a Response whose Assertion is signed with
 * xml-crypto (RSA-SHA256, exclusive c14n), carrying Entra's claims. Options forge the failures the SP must refuse.
 * The key pairs are self-signed test fixtures (fixtures/saml/*.key|crt, made with openssl, valid 100 years).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'saml');

export interface KeyPair {
  key: string;
  cert: string;
}

export function fixtureKeyPair(name: 'idp' | 'other-idp'): KeyPair {
  return {
    key: fs.readFileSync(path.join(FIXTURES, `${name}.key`), 'utf8'),
    cert: fs.readFileSync(path.join(FIXTURES, `${name}.crt`), 'utf8'),
  };
}

export interface AuthnRequestInfo {
  id: string;
  acsUrl: string;
  issuer: string;
  relayState: string | null;
}

/** The AuthnRequest inside an SP's redirect URL (`?SAMLRequest=<deflate+base64>&RelayState=…`). */
export function readAuthnRequest(redirectUrl: string): AuthnRequestInfo {
  const url = new URL(redirectUrl);
  const encoded = url.searchParams.get('SAMLRequest');
  if (!encoded) throw new Error('no SAMLRequest in the URL');
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  const issuer = /<(?:\w+:)?Issuer[^>]*>([^<]*)<\/(?:\w+:)?Issuer>/.exec(xml)?.[1] ?? '';
  return {
    id: attr('ID'),
    acsUrl: attr('AssertionConsumerServiceURL'),
    issuer,
    relayState: url.searchParams.get('RelayState'),
  };
}

export interface AssertionOptions {
  email: string;
  /** NameID (Entra: the user principal name); the email by default. */
  nameId?: string;
  displayName?: string;
  /** Overrides of what a genuine IdP would send. */
  issuer?: string;
  audience?: string;
  inResponseTo?: string;
  /** Shifts every timestamp (ms); -10 minutes makes an expired assertion. */
  timeShiftMs?: number;
  /** Signs with another key than the registered one. */
  signWith?: KeyPair;
  /** Changes the signed XML afterwards (a tampered assertion). */
  tamper?: (xml: string) => string;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export class TestIdp {
  readonly keys: KeyPair;
  /** Entra-style identifiers, the tenant being a fixed test GUID. */
  readonly entityId: string;
  private server: http.Server | null = null;
  private baseUrl = '';
  /** Who signs in at the IdP's sign-on page (the browser flow of the e2e test). */
  userEmail = '';

  constructor(options: { tenant?: string; keys?: KeyPair } = {}) {
    const tenant = options.tenant ?? '8f0b6a3e-5d1c-4c55-9a57-2d4d1f0e7a11';
    this.entityId = `https://sts.windows.net/${tenant}/`;
    this.keys = options.keys ?? fixtureKeyPair('idp');
  }

  get ssoUrl() {
    return `${this.baseUrl}/saml2`;
  }

  /** Entra-style federation metadata (with a byte-order mark, as Entra serves it). */
  metadataXml(): string {
    const certBody = this.keys.cert.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');
    return `\uFEFF<?xml version="1.0" encoding="utf-8"?><EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" ID="_${randomUUID()}" entityID="${esc(this.entityId)}"><IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${certBody}</X509Certificate></X509Data></KeyInfo></KeyDescriptor><SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(this.ssoUrl)}"/><NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</NameIDFormat><SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(this.ssoUrl)}"/><SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${esc(this.ssoUrl)}"/></IDPSSODescriptor></EntityDescriptor>`;
  }

  /** A base64 SAMLResponse answering `request`, signed like Entra ID signs (the Assertion, SHA-256). */
  response(request: AuthnRequestInfo, options: AssertionOptions): string {
    const shift = options.timeShiftMs ?? 0;
    const now = Date.now() + shift;
    const iso = (ms: number) => new Date(ms).toISOString();
    const issuer = esc(options.issuer ?? this.entityId);
    const audience = esc(options.audience ?? request.issuer);
    const inResponseTo = esc(options.inResponseTo ?? request.id);
    const acs = esc(request.acsUrl);
    const nameId = esc(options.nameId ?? options.email);
    const responseId = `_${randomUUID()}`;
    const assertionId = `_${randomUUID()}`;
    const attribute = (name: string, value: string) =>
      `<Attribute Name="${name}"><AttributeValue>${esc(value)}</AttributeValue></Attribute>`;
    const assertion = `<Assertion xmlns="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" IssueInstant="${iso(now)}" Version="2.0"><Issuer>${issuer}</Issuer><Subject><NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${nameId}</NameID><SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><SubjectConfirmationData InResponseTo="${inResponseTo}" NotOnOrAfter="${iso(now + 5 * 60_000)}" Recipient="${acs}"/></SubjectConfirmation></Subject><Conditions NotBefore="${iso(now - 5 * 60_000)}" NotOnOrAfter="${iso(now + 60 * 60_000)}"><AudienceRestriction><Audience>${audience}</Audience></AudienceRestriction></Conditions><AttributeStatement>${attribute('http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress', options.email)}${attribute('http://schemas.microsoft.com/identity/claims/displayname', options.displayName ?? options.email)}</AttributeStatement><AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${assertionId}"><AuthnContext><AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</AuthnContextClassRef></AuthnContext></AuthnStatement></Assertion>`;
    const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="${responseId}" Version="2.0" IssueInstant="${iso(now)}" Destination="${acs}" InResponseTo="${inResponseTo}"><Issuer xmlns="urn:oasis:names:tc:SAML:2.0:assertion">${issuer}</Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
    const keys = options.signWith ?? this.keys;
    const sig = new SignedXml({
      privateKey: keys.key,
      publicCert: keys.cert,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    sig.addReference({
      xpath: "//*[local-name(.)='Assertion']",
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      transforms: [
        'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
        'http://www.w3.org/2001/10/xml-exc-c14n#',
      ],
    });
    sig.computeSignature(xml, {
      prefix: 'ds',
      location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
    });
    const signed = options.tamper ? options.tamper(sig.getSignedXml()) : sig.getSignedXml();
    return Buffer.from(signed, 'utf8').toString('base64');
  }

  /** The form body an IdP's auto-submitting page posts to the ACS. */
  static formBody(samlResponse: string, relayState: string | null): string {
    const params = new URLSearchParams({ SAMLResponse: samlResponse });
    if (relayState) params.set('RelayState', relayState);
    return params.toString();
  }

  /** Serves the sign-on URL on a loopback port: the request is answered at once for `userEmail` (auto-post). */
  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/federationmetadata.xml') {
        res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(this.metadataXml());
        return;
      }
      if (url.pathname !== '/saml2' || !url.searchParams.get('SAMLRequest')) {
        res.writeHead(404).end();
        return;
      }
      const request = readAuthnRequest(url.toString());
      const samlResponse = this.response(request, { email: this.userEmail });
      const hidden = (name: string, value: string | null) =>
        value === null ? '' : `<input type="hidden" name="${name}" value="${esc(value)}">`;
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>Test IdP</title></head><body><p>サインインしています… (${esc(this.userEmail)})</p><form method="post" action="${esc(request.acsUrl)}">${hidden('SAMLResponse', samlResponse)}${hidden('RelayState', request.relayState)}<noscript><button type="submit">Continue</button></noscript></form><script>document.forms[0].submit()</script></body></html>`,
        );
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop() {
    if (!this.server) return;
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }
}
