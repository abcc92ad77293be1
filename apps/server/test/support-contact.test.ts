/**
 * The support contact (issue 27): the operator sets the phone and mail in the admin settings; the public
 * `GET /api/contact` (privacy policy, footers, error pages) and every mail's footer read them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES } from '../src/platform/mail/registry.ts';
import type { TestApp } from './helpers.ts';
import { openDemoApp } from './support/demo-app.ts';

let t: TestApp;
let admin: string, owner: string;
beforeAll(async () => {
  ({ t, admin, owner } = await openDemoApp(['admin', 'owner']));
});
afterAll(() => t.close());

const api = (method: 'GET' | 'PUT', url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('support contact', () => {
  it('serves the config defaults until the operator sets one', async () => {
    const contact = await api('GET', '/api/contact', null);
    expect(contact.statusCode).toBe(200);
    expect(contact.json()).toEqual({ phone: t.config.SUPPORT_PHONE, mail: t.config.SUPPORT_MAIL });
    const settings = await api('GET', '/api/admin/contact', admin);
    expect(settings.json()).toEqual({
      phone: t.config.SUPPORT_PHONE,
      mail: t.config.SUPPORT_MAIL,
      usingDefault: true,
    });
  });

  it('is set by the operator only: 401 signed out, 403 for a company user', async () => {
    const body = { phone: '03-1111-2222', mail: 'x@example.jp' };
    expect((await api('GET', '/api/admin/contact', null)).statusCode).toBe(401);
    expect((await api('PUT', '/api/admin/contact', null, body)).statusCode).toBe(401);
    const client = await api('PUT', '/api/admin/contact', owner, body);
    expect(client.statusCode).toBe(403);
    expect(client.json().code).toBe('forbidden');
    expect((await api('GET', '/api/admin/contact', owner)).statusCode).toBe(403);
    expect((await api('GET', '/api/contact', null)).json().phone).toBe(t.config.SUPPORT_PHONE);
  });

  it('refuses an invalid phone or mail with the localized messages', async () => {
    const phone = await api('PUT', '/api/admin/contact', admin, { phone: 'お電話ください', mail: 'a@b.jp' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toEqual([
      expect.objectContaining({ path: 'phone', message: '電話番号の形式が無効です' }),
    ]);
    const mail = await api('PUT', '/api/admin/contact', admin, { phone: '03-1111-2222', mail: 'nope' });
    expect(mail.statusCode).toBe(400);
    expect(mail.json().errors[0].message).toBe('メールアドレスの形式が無効です');
  });

  it('once saved, the public contact and every mail footer show it; the change is audited', async () => {
    const saved = await api('PUT', '/api/admin/contact', admin, {
      phone: ' 0120-123-456 ',
      mail: 'help@refcheck.example',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      phone: '0120-123-456',
      mail: 'help@refcheck.example',
      usingDefault: false,
    });
    expect((await api('GET', '/api/contact', null)).json()).toEqual({
      phone: '0120-123-456',
      mail: 'help@refcheck.example',
    });

    const to = 'contact-footer@example.test';
    const id = await t.app.services.outbox.sendMail('emailChanged', {
      to,
      language: 'jp',
      data: MAIL_TEMPLATES.emailChanged.sample.jp,
    });
    const [mail] = await t.app.services.outbox.list({ to, limit: 1 });
    expect(mail?.id).toBe(id);
    expect(mail?.text).toContain('help@refcheck.example');
    expect(mail?.text).toContain('0120-123-456');
    expect(mail?.html).toContain('mailto:help@refcheck.example');

    const audit = await t.app.services.database.db.execute(
      "select target from audit_log where action = 'admin-contact'",
    );
    expect(JSON.stringify(audit)).toContain('phone=0120-123-456');
  });
});
