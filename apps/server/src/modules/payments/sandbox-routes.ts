/**
 * The sandbox provider's own pages, served by the product as a real provider serves them from its domain:
 * the browser tokenizer (GMO token.js shape: Multipayment.init / getToken), the token endpoint (the only route
 * that ever receives a card number; it keeps none of it) and the 3-D Secure challenge page.
 */
import { passesLuhn } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mediaResponse, noBodyResponse } from '../../lib/media-response.ts';
import { notFound } from '../../lib/problem.ts';
import { SANDBOX_BASE, type SandboxPaymentProvider } from '../../platform/payments/index.ts';

const TOKEN_JS = `(function () {
  var shopId = null;
  window.Multipayment = {
    init: function (id) { shopId = id; },
    getToken: function (card, callback) {
      fetch('${SANDBOX_BASE}/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'omit',
        body: JSON.stringify({ shopId: shopId, cardno: card.cardno, expire: card.expire,
          securitycode: card.securitycode, holdername: card.holdername })
      }).then(function (r) { return r.json(); })
        .then(function (answer) { callback(answer); }, function () { callback({ resultCode: 'E01' }); });
    }
  };
})();
`;

const tokenAnswer = z.object({
  resultCode: z.string(),
  tokenObject: z.object({ token: z.array(z.string()), maskedCardNo: z.string() }).optional(),
});

function challengePage(accessId: string, action: string) {
  const id = escapeHtml(accessId);
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure 本人認証（サンドボックス）</title>
<style>
  body { margin: 0; font-family: system-ui, 'Noto Sans JP', sans-serif; background: #f1f3f5; color: #212529; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border: 1px solid #dee2e6; border-radius: 12px;
    padding: 28px 24px; box-shadow: 0 1px 3px rgba(0,0,0,.06); }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { font-size: 14px; line-height: 1.7; color: #495057; margin: 0 0 16px; }
  .badge { display: inline-block; font-size: 12px; font-weight: 700; color: #1864ab; background: #e7f5ff;
    border-radius: 4px; padding: 2px 8px; margin-bottom: 12px; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  button { flex: 1 1 140px; font: inherit; font-size: 15px; font-weight: 600; border-radius: 8px; padding: 10px 16px;
    cursor: pointer; border: 1px solid #ced4da; background: #fff; color: #212529; }
  button.primary { background: #1971c2; border-color: #1971c2; color: #fff; }
  @media (max-width: 480px) { main { margin: 16px; } }
</style></head>
<body><main>
  <span class="badge">SANDBOX</span>
  <h1>3-D Secure 本人認証</h1>
  <p>カード発行会社の本人認証画面（サンドボックス）です。実際の決済では、カード発行会社が用意する画面でパスワードやワンタイムパスワードを入力します。</p>
  <form method="post" action="${escapeHtml(action)}">
    <input type="hidden" name="AccessID" value="${id}">
    <div class="actions">
      <button class="primary" type="submit" name="result" value="pass">認証する</button>
      <button type="submit" name="result" value="fail">認証しない</button>
    </div>
  </form>
</main></body></html>`;
}

export const sandboxPaymentRoutes: FastifyPluginAsyncZod<{
  provider: SandboxPaymentProvider;
  limitPerMinute: number;
}> = async (app, opts) => {
  const { provider } = opts;

  app.get(
    `${SANDBOX_BASE}/token.js`,
    { schema: { tags: ['payments'], summary: 'Sandbox tokenizer script (GMO token.js shape)', hide: true } },
    async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(TOKEN_JS),
  );

  app.post(
    `${SANDBOX_BASE}/tokens`,
    {
      config: { rateLimit: { max: opts.limitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Sandbox tokenizer: a card number in, a single-use token out (the number is not kept)',
        body: z.object({
          shopId: z.string().nullable().optional(),
          cardno: z.string().max(32),
          expire: z.string().regex(/^[0-9]{6}$/),
          securitycode: z.string().regex(/^[0-9]{3,4}$/),
          holdername: z.string().max(50).optional(),
        }),
        response: { 200: tokenAnswer },
      },
    },
    async (request) => {
      const digits = request.body.cardno.replace(/\D/g, '');
      // GMO's result code 101: the card number is malformed.
      if (digits.length < 14 || digits.length > 16 || !passesLuhn(digits)) return { resultCode: '101' };
      const { token, maskedCardNo } = provider.tokenize(digits, request.body.expire);
      return { resultCode: '000', tokenObject: { token: [token], maskedCardNo } };
    },
  );

  app.get(
    `${SANDBOX_BASE}/challenge/:accessId`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox 3-D Secure challenge page (as an issuer ACS)',
        params: z.object({ accessId: z.string().max(64) }),
        response: {
          200: mediaResponse('text/html; charset=utf-8', 'The challenge page'),
          303: noBodyResponse('No open challenge: to /config with the failure flag'),
        },
      },
    },
    async (request, reply) => {
      const { accessId } = request.params;
      if (!provider.hasOpenChallenge(accessId))
        return reply.redirect('/config?card=CardRegistrationFailed', 303);
      return reply
        .type('text/html; charset=utf-8')
        .send(challengePage(accessId, `${SANDBOX_BASE}/challenge/${encodeURIComponent(accessId)}`));
    },
  );

  app.post(
    `${SANDBOX_BASE}/challenge/:accessId`,
    {
      config: { rateLimit: { max: opts.limitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Sandbox 3-D Secure answer: back to the return URL with the AccessID',
        params: z.object({ accessId: z.string().max(64) }),
        body: z.string(),
      },
    },
    async (request, reply) => {
      const form = new URLSearchParams(request.body);
      const next = provider.answerChallenge(request.params.accessId, form.get('result') === 'pass');
      return reply.redirect(next ?? '/config?card=CardRegistrationFailed', 303);
    },
  );
};

/** Development only: the card the sandbox saved to a member (what a provider's management screen shows). */
export const sandboxMemberRoutes: FastifyPluginAsyncZod<{ provider: SandboxPaymentProvider }> = async (
  app,
  opts,
) => {
  app.get(
    '/api/dev/payments/members/:memberId',
    {
      schema: {
        tags: ['development'],
        summary: 'The card the sandbox provider saved to a member (not in production)',
        params: z.object({ memberId: z.string().max(64) }),
        response: {
          200: z.object({
            memberId: z.string(),
            shopId: z.string(),
            expire: z.string().nullable(),
            maskedCardNo: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const card = opts.provider.members.get(request.params.memberId);
      if (!card) throw notFound();
      return { memberId: request.params.memberId, ...card };
    },
  );
};
