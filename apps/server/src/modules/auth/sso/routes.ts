import { ssoSettingsSchema, ssoStartSchema } from '@refcheck/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { badRequest, conflict, forbidden, HttpProblem, notFound } from '../../../lib/problem.ts';
import { isSubAccountUser } from '../../access/index.ts';
import { toHeaders } from '../bridge.ts';
import { recordAuthEvent } from '../events.ts';
import {
  type IdpSettings,
  manualSettings,
  SSO_COMPLETE_PATH,
  serviceProviderFor,
  settingsFromMetadata,
} from './config.ts';
import { ENTRA_CLAIMS, linkIntentIdentifier, providerIdFor } from './context.ts';
import type { SsoProviderService } from './providers.ts';

const settingsBody = z.object({
  metadataXml: z.string().max(200_000).optional(),
  entityId: z.string().max(1000).optional(),
  ssoUrl: z.string().max(2000).optional(),
  certificate: z.string().max(20_000).optional(),
});

/**
 * The pages the SSO popup goes through after the IdP (the ACS redirect, /sso/complete) must stay reachable from its
 * opener: no opener isolation there (everything else is `same-origin-allow-popups`, see plugins/security.ts).
 */
export async function ssoPopupHeaders(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  // The ACS redirect counts too: a COOP switch on any hop of the navigation severs the opener.
  if (path === SSO_COMPLETE_PATH || path.startsWith('/api/auth/sso/saml2/sp/acs/')) {
    reply.header('cross-origin-opener-policy', 'unsafe-none');
  }
}

/** How long a linking popup may take between its start and the IdP's answer. */
const LINK_INTENT_MINUTES = 10;

interface StoredSamlConfig {
  entryPoint?: string;
  idpMetadata?: { entityID?: string };
}

/**
 * SAML single sign-on (Entra ID): the main account registers the company's IdP, every company user links their
 * own account through a popup, and the login page's SSO button signs linked users in. See docs/decisions.md.
 */
export const ssoRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  providers: SsoProviderService;
}> = async (app, opts) => {
  const { db, providers } = opts;
  const publicUrl = opts.config.publicUrl;
  const client = app.requireUser('client');
  const complete = (mode: 'link' | 'sign-in') => `${publicUrl}${SSO_COMPLETE_PATH}?mode=${mode}`;

  const isMainAccount = async (userId: string) => !(await isSubAccountUser(db, userId));

  const providerOf = (companyId: string) => providers.providerOf(companyId);
  const isLinked = (userId: string, providerId: string) => providers.isLinked(userId, providerId);

  async function view(userId: string, companyId: string) {
    const providerId = providerIdFor(companyId);
    const row = await providerOf(companyId);
    const saml = row?.samlConfig ? (JSON.parse(row.samlConfig) as StoredSamlConfig) : null;
    return {
      canManage: await isMainAccount(userId),
      serviceProvider: serviceProviderFor(publicUrl, providerId),
      idp: row
        ? {
            entityId: saml?.idpMetadata?.entityID ?? '',
            ssoUrl: saml?.entryPoint ?? '',
            domain: row.domain,
          }
        : null,
      linked: row ? await isLinked(userId, providerId) : false,
    };
  }

  /** better-auth's SP-initiated request (AuthnRequest ID kept for InResponseTo); the RelayState comes back in the URL. */
  async function startSaml(providerId: string, mode: 'link' | 'sign-in') {
    try {
      const result = await app.auth.api.signInSSO({
        body: {
          providerId,
          providerType: 'saml',
          callbackURL: complete(mode),
          errorCallbackURL: complete(mode),
        },
      });
      return result.url;
    } catch (error) {
      app.log.warn({ err: error, providerId }, 'SAML request not created');
      throw new HttpProblem(502, 'ssoDefault');
    }
  }

  app.get(
    '/api/company/sso',
    {
      preHandler: client,
      schema: {
        tags: ['sso'],
        summary: "The company's SAML IdP, the values to enter at the IdP, and whether the caller is linked",
        response: { 200: ssoSettingsSchema },
      },
    },
    async (request) => view(request.user.id, request.companyId),
  );

  app.put(
    '/api/company/sso',
    {
      preHandler: client,
      schema: {
        tags: ['sso'],
        summary:
          "Register or replace the company's IdP: federation metadata XML, or entity ID + sign-on URL + certificate",
        body: settingsBody,
        response: { 200: ssoSettingsSchema },
      },
    },
    async (request) => {
      const me = request.user;
      if (!(await isMainAccount(me.id))) throw forbidden('mainAccountOnly');
      const body = request.body;
      let settings: IdpSettings;
      if (body.metadataXml?.trim()) settings = settingsFromMetadata(body.metadataXml);
      else if (body.entityId?.trim() && body.ssoUrl?.trim() && body.certificate?.trim()) {
        settings = manualSettings({
          entityId: body.entityId,
          ssoUrl: body.ssoUrl,
          certificate: body.certificate,
        });
      } else throw badRequest('ssoSettingsRequired');

      const companyId = request.companyId;
      const providerId = providerIdFor(companyId);
      const domain = me.email.split('@')[1]?.toLowerCase() ?? '';
      if (await providers.domainTakenByOther(domain, providerId)) throw conflict('ssoDomainTaken');

      const previous = await providerOf(companyId);
      const previousEntity = previous?.samlConfig
        ? (JSON.parse(previous.samlConfig) as StoredSamlConfig).idpMetadata?.entityID
        : undefined;
      const sp = serviceProviderFor(publicUrl, providerId);
      // Links are NameIDs of the previous IdP: a different IdP must not inherit them (a new certificate may).
      await providers.clearForRegistration(providerId, !!previous && previousEntity !== settings.entityId);
      try {
        await app.auth.api.registerSSOProvider({
          headers: toHeaders(request),
          body: {
            providerId,
            issuer: sp.entityId,
            domain,
            samlConfig: {
              entryPoint: settings.ssoUrl,
              cert: settings.certificate,
              idpMetadata: { entityID: settings.entityId },
              wantAssertionsSigned: true,
              authnRequestsSigned: false,
              signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
              digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
              identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
              mapping: ENTRA_CLAIMS,
            },
          },
        });
      } catch (error) {
        request.log.warn({ err: error }, 'SSO provider not registered');
        throw badRequest('ssoSettingsInvalid');
      }
      return view(me.id, request.companyId);
    },
  );

  app.delete(
    '/api/company/sso',
    {
      preHandler: client,
      schema: {
        tags: ['sso'],
        summary: "Remove the company's IdP and every link to it",
        response: { 200: ssoSettingsSchema },
      },
    },
    async (request) => {
      if (!(await isMainAccount(request.user.id))) throw forbidden('mainAccountOnly');
      const providerId = providerIdFor(request.companyId);
      await providers.remove(providerId);
      return view(request.user.id, request.companyId);
    },
  );

  app.post(
    '/api/sso/link',
    {
      preHandler: client,
      config: { rateLimit: { max: opts.config.AUTH_CODE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['sso'],
        summary: "Start linking the caller's account: the IdP URL to open in the popup",
        response: { 200: ssoStartSchema },
      },
    },
    async (request) => {
      const me = request.user;
      const row = await providerOf(request.companyId);
      if (!row) throw notFound('ssoOperationNotAllowed');
      if (await isLinked(me.id, row.providerId)) throw conflict('ssoAlreadyLinked');
      const url = await startSaml(row.providerId, 'link');
      const relayState = new URL(url).searchParams.get('RelayState');
      if (!relayState) throw new HttpProblem(502, 'ssoDefault');
      const ctx = await app.auth.$context;
      await ctx.internalAdapter.createVerificationValue({
        identifier: linkIntentIdentifier(relayState),
        value: JSON.stringify({ userId: me.id, providerId: row.providerId }),
        expiresAt: new Date(Date.now() + LINK_INTENT_MINUTES * 60_000),
      });
      return { url };
    },
  );

  app.delete(
    '/api/sso/link',
    {
      preHandler: client,
      schema: {
        tags: ['sso'],
        summary: "Unlink the caller's account from the company's IdP",
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await providers.unlink(request.user.id, providerIdFor(request.companyId));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/sso/sign-in',
    {
      config: { rateLimit: { max: opts.config.AUTH_SIGN_IN_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['sso'],
        summary: "Start an SSO sign-in: the IdP URL of the company that registered the email's domain",
        body: z.object({ email: z.string().trim().toLowerCase().max(320) }),
        response: { 200: ssoStartSchema },
      },
    },
    async (request) => {
      const email = request.body.email;
      const domain = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/.exec(email)?.[1];
      const row = domain ? await providers.byDomain(domain) : null;
      if (!row) {
        await recordAuthEvent(db, request, { kind: 'sso-sign-in', result: 'fail:ssoNotConfigured', email });
        throw notFound('ssoOperationNotAllowed');
      }
      return { url: await startSaml(row.providerId, 'sign-in') };
    },
  );
};
