import { LANGUAGES, type Language } from '@refcheck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { MAIL_TEMPLATES, type MailName } from '../src/platform/mail/registry.ts';
import { renderMail } from '../src/platform/mail/render.tsx';
import { createTestApp, eventually, signIn, type TestApp } from './helpers.ts';
import { openedRefereeBrowser } from './referee-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NAMES = Object.keys(MAIL_TEMPLATES) as MailName[];
const KANA = /[\u3040-\u30ff]/;
const CJK = /[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]/;
const PLACEHOLDER = /\{|\}|undefined|null|NaN|\[object|%s/;

const render = (name: MailName, language: Language, data: Language = language) =>
  renderMail(name, language, MAIL_TEMPLATES[name].sample[data] as never, {
    phone: '03-0000-0000',
    mail: 'support@refcheck.example',
  });

describe('every mail template in jp, en and cn', () => {
  it('has texts and sample data in the three languages', () => {
    for (const name of NAMES) {
      for (const language of LANGUAGES) {
        expect(MAIL_TEMPLATES[name].texts[language], `${name} ${language}`).toBeTypeOf('function');
        expect(MAIL_TEMPLATES[name].sample[language], `${name} ${language}`).toBeTruthy();
      }
    }
  });

  for (const name of NAMES) {
    for (const language of LANGUAGES) {
      it(`${name} in ${language}: filled, in its own language only, branded`, async () => {
        const mail = await render(name, language);
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.subject).not.toMatch(PLACEHOLDER);
        expect(mail.text).not.toMatch(PLACEHOLDER);
        // No unfilled placeholder survives into the HTML's visible text either.
        expect(mail.html.replace(/<[^>]*>/g, '')).not.toMatch(/undefined|NaN|\[object/);
        expect(mail.html).toContain(`lang="${{ jp: 'ja', en: 'en', cn: 'zh-CN' }[language]}"`);
        expect(mail.html).toContain('Refcheck');
        expect(mail.text).toContain('support@refcheck.example');
        expect(mail.text).toContain('03-0000-0000');
        if (language === 'en') expect(`${mail.subject}\n${mail.text}`).not.toMatch(CJK);
        if (language === 'cn') expect(`${mail.subject}\n${mail.text}`).not.toMatch(KANA);
        if (language === 'jp') expect(mail.text).toMatch(KANA);
        // No sentence of another language's version (with the same data) appears in this one.
        const own = mail.text.split('\n');
        for (const other of LANGUAGES.filter((l) => l !== language)) {
          const theirs = await render(name, other, language);
          for (const line of theirs.text.split('\n')) {
            const sentence = line.replace(/https?:\/\/\S+/g, '').trim();
            if (sentence.length < 4 || own.some((l) => l.includes(sentence))) continue;
            expect(mail.text, `${name} ${language} contains ${other}: ${sentence}`).not.toContain(sentence);
          }
        }
        // Mails a recipient may stop carry the unsubscribe link.
        if (MAIL_TEMPLATES[name].frame?.(MAIL_TEMPLATES[name].sample[language] as never)?.unsubscribeUrl) {
          expect(mail.text).toMatch(/unsubscribe\/remind/);
        }
      });
    }
  }
});

describe('dev preview of the templates', () => {
  it('lists every template and renders one in each language', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/dev/mail-templates' });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((x: { name: string }) => x.name)).toEqual(NAMES);
    const en = await t.app.inject({ method: 'GET', url: '/api/dev/mail-templates/talentInvitation/en' });
    expect(en.statusCode).toBe(200);
    expect(en.json().subject).toContain('reference check');
  });

  it('answers 404 for an unknown template and 400 for an unknown language', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mail-templates/nope/jp' })).statusCode).toBe(
      404,
    );
    const bad = await t.app.inject({ method: 'GET', url: '/api/dev/mail-templates/passwordReset/fr' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('mail language of a company user', () => {
  it('is jp by default, can be changed on /config, and the password-reset mail follows it', async () => {
    const cookie = await signIn(t.app, 'light');
    const get = () => t.app.inject({ method: 'GET', url: '/api/account/language', headers: { cookie } });
    expect((await get()).json()).toEqual({ language: 'jp' });
    const put = (language: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/account/language',
        headers: { cookie },
        payload: { language },
      });
    expect((await put('fr')).statusCode).toBe(400);
    expect((await put('en')).json()).toEqual({ language: 'en' });
    expect((await get()).json()).toEqual({ language: 'en' });

    const since = new Date(Date.now() - 1000);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'owner@light.test' },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(reset.statusCode).toBe(200);
    const mail = await eventually(async () => {
      const [m] = await t.app.services.outbox.list({ to: 'owner@light.test', limit: 1 });
      return m && m.createdAt >= since && m.template === 'passwordReset' ? m : undefined;
    });
    expect(mail.language).toBe('en');
    expect(mail.subject).toBe('[Refcheck] Resetting your password');
    expect(mail.text).toContain('Please set a new password');
    // Only the user's own name (data) may be in another script.
    expect(`${mail.subject}${mail.text.replace(/^Dear .*,$/m, '')}`).not.toMatch(CJK);
    expect(mail.html).toContain('Reset password');
    await put('jp');
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/language' })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'en' },
    });
    expect(put.statusCode).toBe(401);
  });
});

describe('operator notifications', () => {
  it('sends the referee-interest mail to the operator address, not a hard-coded one', async () => {
    const companyId = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
    const seeded = await seedReferenceCheck(t.database.db, { companyId, referees: [{ name: '興味 五郎' }] });
    const b = await openedRefereeBrowser(t.app, companyId, seeded);
    const res = await b('POST', '/api/referee-flow/interest-email', { email: 'goro@example.com' });
    expect(res.statusCode).toBe(200);
    const mail = await eventually(async () => {
      const list = await t.app.services.outbox.list({ to: t.config.ADMIN_NOTIFY_MAIL });
      return list.find((m) => m.template === 'refereeInterested');
    });
    expect(mail.text).toContain('興味 五郎');
    expect(mail.text).toContain('goro@example.com');
    expect(await t.app.services.outbox.list({ to: 'support@refcheck.jp' })).toHaveLength(0);
  });
});
