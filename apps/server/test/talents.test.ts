import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { eventually, type TestApp } from './helpers.ts';
import { ALL_DEMO, openDemoApp } from './support/demo-app.ts';
import { candidateBody, createTalent } from './talent-helpers.ts';

let t: TestApp;
let owner: string, staff: string, light: string, admin: string;

const create = (cookie: string, overrides: Record<string, unknown> = {}) =>
  createTalent(t.app, cookie, overrides);

beforeAll(async () => {
  ({ t, owner, staff, light, admin } = await openDemoApp(ALL_DEMO));
});
afterAll(() => t.close());

describe('POST /api/talents', () => {
  it('creates the talent, its breakdown and the question snapshot together', async () => {
    const talent = await create(owner, {
      questions: {
        descriptions: [
          { key: 'description_1', text: 'x' },
          { key: 'original_1700000000000', text: '当社の印象を教えてください' },
        ],
        selections: [],
      },
    });
    expect(talent.status).toBe('talentRegistered');
    expect(talent.currentCompany).toBe('未入力');
    expect(talent.refereeBreakdown).toHaveLength(2);
    const questions = talent.questions as { key: string; kind: string; texts: { jp: string; en: string } }[];
    expect(questions.filter((q) => q.kind === 'description').map((q) => q.key)).toEqual([
      'description_1',
      'original_1700000000000',
    ]);
    expect(questions.filter((q) => q.kind === 'selection')).toHaveLength(16);
    expect(questions[1]!.texts.en).toBe('当社の印象を教えてください');
  });

  it('uses the 18 rookie selections, or none when selection questions are off', async () => {
    const rookie = await create(owner, { rank: 'rookie' });
    const qs = rookie.questions as { kind: string }[];
    expect(qs.filter((q) => q.kind === 'selection')).toHaveLength(18);
    expect(qs.filter((q) => q.kind === 'description')).toHaveLength(8);
    const none = await create(owner, { selectionQuestion: false });
    expect((none.questions as { kind: string }[]).filter((q) => q.kind === 'selection')).toHaveLength(0);
  });

  it("refuses the candidate's own question on a fair-hiring topic until confirmed, on add and on edit", async () => {
    const questions = {
      descriptions: [{ key: 'original_1767225600000', text: '支持政党を教えてください' }],
      selections: [],
    };
    const post = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/talents',
        headers: { cookie: owner },
        payload: candidateBody(body),
      });
    const refused = await post({ questions });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.map((e: { path: string }) => e.path)).toEqual(['fairHiringConfirmed']);
    const created = await post({ questions, fairHiringConfirmed: true });
    expect(created.statusCode, created.body).toBe(201);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/talents/${created.json().id}`,
      headers: { cookie: owner },
      payload: candidateBody({ questions }),
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors[0].path).toBe('fairHiringConfirmed');
  });

  it('rejects invalid input with the spec messages and writes nothing', async () => {
    const before = (await t.app.inject({ url: '/api/talents', headers: { cookie: owner } })).json().counts
      .total;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/talents',
      headers: { cookie: owner },
      payload: candidateBody({
        name: '',
        email: 'nope',
        phoneNumber: '123',
        refereeBreakdown: [
          { relationship: 'colleague', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
          { relationship: 'colleague', timeWorkingTogether: 'currentJub', numberOfPeople: 2 },
        ],
      }),
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.json().errors as { message: string }[]).map((e) => e.message);
    expect(messages).toContain('氏名を入力してください');
    expect(messages).toContain('メールアドレスの形式が無効です');
    expect(messages).toContain('9-11桁の半角数字を入力してください');
    expect(messages).toContain('推薦者内訳が重複しています。');
    const after = (await t.app.inject({ url: '/api/talents', headers: { cookie: owner } })).json().counts
      .total;
    expect(after).toBe(before);
  });

  it('needs a client session', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/talents', payload: candidateBody() })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/talents',
      headers: { cookie: admin },
      payload: candidateBody(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('every company route refuses the operator (403) and the signed-out (401) before reading the body', () => {
  it('sweeps the routes', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes = [
      ['GET', '/api/talents'],
      ['POST', '/api/talents'],
      ['GET', `/api/talents/${id}`],
      ['PUT', `/api/talents/${id}`],
      ['DELETE', `/api/talents/${id}`],
      ['POST', `/api/talents/${id}/invitation`],
      ['PUT', `/api/talents/${id}/scheduled-invitation`],
      ['DELETE', `/api/talents/${id}/scheduled-invitation`],
      ['POST', `/api/talents/${id}/referees/${id}/link`],
      ['POST', '/api/talents/csv/preview'],
      ['POST', '/api/talents/csv'],
      ['GET', '/api/talents/csv/sample'],
      ['GET', '/api/talents/events'],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const asAdmin = await t.app.inject({ method, url, headers: { cookie: admin }, payload });
      expect(asAdmin.statusCode, `${method} ${url} as admin`).toBe(403);
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url} signed out`).toBe(401);
    }
  });
});

describe('GET /api/talents', () => {
  it('lists newest first, searches by name or email, hides deleted ones, per company', async () => {
    const a = await create(owner, { name: '検索 一郎' });
    const b = await create(owner, { name: '検索 二郎', email: 'unique-search@example.jp' });
    const list = (await t.app.inject({ url: '/api/talents', headers: { cookie: owner } })).json().items;
    expect(list[0].id).toBe(b.id);
    expect(list[1].id).toBe(a.id);
    const byName = (
      await t.app.inject({ url: '/api/talents?search=検索', headers: { cookie: owner } })
    ).json().items;
    expect(byName.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
    const byEmail = (
      await t.app.inject({ url: '/api/talents?search=UNIQUE-search', headers: { cookie: owner } })
    ).json().items;
    expect(byEmail.map((x: { id: string }) => x.id)).toEqual([b.id]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/talents/${b.id}`,
      headers: { cookie: owner },
    });
    expect(del.statusCode).toBe(204);
    const after = (await t.app.inject({ url: '/api/talents', headers: { cookie: owner } })).json().items;
    expect(after.map((x: { id: string }) => x.id)).not.toContain(b.id);
    const other = (await t.app.inject({ url: '/api/talents', headers: { cookie: light } })).json().items;
    expect(other.map((x: { id: string }) => x.id)).not.toContain(a.id);
    expect((await t.app.inject({ url: `/api/talents/${b.id}`, headers: { cookie: owner } })).statusCode).toBe(
      404,
    );
  });
});

describe('detail, edit, delete scoped by company', () => {
  it('another company gets 404 on every route', async () => {
    const a = await create(owner);
    for (const [method, url, payload] of [
      ['GET', `/api/talents/${a.id}`, undefined],
      ['PUT', `/api/talents/${a.id}`, candidateBody()],
      ['DELETE', `/api/talents/${a.id}`, undefined],
      ['POST', `/api/talents/${a.id}/invitation`, undefined],
      [
        'PUT',
        `/api/talents/${a.id}/scheduled-invitation`,
        { scheduledAt: new Date(Date.now() + 3600_000).toISOString() },
      ],
      ['DELETE', `/api/talents/${a.id}/scheduled-invitation`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: light }, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (
        await t.app.inject({
          url: '/api/talents/00000000-0000-4000-8000-000000000000',
          headers: { cookie: owner },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('edits fields and breakdown; validation errors are localized', async () => {
    const a = await create(owner);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/talents/${a.id}`,
      headers: { cookie: owner },
      payload: candidateBody({
        name: '変更 後',
        refereeBreakdown: [
          {
            relationship: 'other',
            otherRelationship: '取引先',
            timeWorkingTogether: 'currentJub',
            numberOfPeople: 3,
          },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('変更 後');
    expect(res.json().refereeBreakdown).toEqual([
      expect.objectContaining({ relationship: 'other', otherRelationship: '取引先', numberOfPeople: 3 }),
    ]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/talents/${a.id}`,
      headers: { cookie: owner },
      payload: candidateBody({ email: '', refereeBreakdown: [] }),
    });
    expect(bad.statusCode).toBe(400);
    const messages = (bad.json().errors as { message: string }[]).map((e) => e.message);
    expect(messages).toContain('メールアドレスを入力してください');
    expect(messages).toContain('推薦者内訳を1件以上設定してください');
  });

  it('a sub-account can read and edit but not delete', async () => {
    const a = await create(owner);
    expect((await t.app.inject({ url: `/api/talents/${a.id}`, headers: { cookie: staff } })).statusCode).toBe(
      200,
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/talents/${a.id}`,
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/talents/${a.id}`, headers: { cookie: owner } })).statusCode).toBe(
      200,
    );
  });
});

describe('invitation', () => {
  it('mails the candidate in their language with a working link, sets mailSend; a resend revokes the old link', async () => {
    const a = await create(owner, { language: 'en' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/talents/${a.id}/invitation`,
      headers: { cookie: owner },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('mailSend');
    const mail = await eventually(async () => (await t.app.services.outbox.list({ to: a.email }))[0]);
    expect(mail.subject).toContain('reference check');
    const companyId = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
    const link = mail.text.match(/http\S+\/talent\/instruction\?company=([^&]+)&token=(\S+)/)!;
    expect(link[1]).toBe(companyId);
    const first = decodeURIComponent(link[2]!);
    const exchange = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/talent-flow/session',
        payload: { company: companyId, token },
      });
    expect((await exchange(first)).statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/talents/${a.id}/invitation`,
      headers: { cookie: owner },
    });
    expect(again.statusCode).toBe(200);
    const mails = await eventually(async () => {
      const list = await t.app.services.outbox.list({ to: a.email });
      return list.length >= 2 ? list : undefined;
    });
    const second = decodeURIComponent(mails[0]!.text.match(/token=(\S+)/)![1]!);
    expect((await exchange(first)).statusCode).toBe(404);
    expect((await exchange(second)).statusCode).toBe(200);
    const detail = (await t.app.inject({ url: `/api/talents/${a.id}`, headers: { cookie: owner } })).json();
    expect(detail.status).toBe('mailSend');
  });
});

describe('scheduled invitation', () => {
  it('sends once at the chosen time and marks sendComplete', async () => {
    const a = await create(owner);
    const at = new Date(Date.now() + 1500);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/talents/${a.id}/scheduled-invitation`,
      headers: { cookie: owner },
      payload: { scheduledAt: at.toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('scheduled');
    const detail = await eventually(async () => {
      const d = (await t.app.inject({ url: `/api/talents/${a.id}`, headers: { cookie: owner } })).json();
      // The job claims the schedule (sendComplete) first, then sends and sets mailSend: wait for both.
      return d.sendRemind.state === 'sendComplete' && d.status === 'mailSend' ? d : undefined;
    }, 30_000);
    expect(detail.status).toBe('mailSend');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await t.app.services.outbox.list({ to: a.email })).toHaveLength(1);
  });

  it('a cancelled schedule sends nothing; a past time is refused', async () => {
    const a = await create(owner);
    const at = new Date(Date.now() + 1500);
    await t.app.inject({
      method: 'PUT',
      url: `/api/talents/${a.id}/scheduled-invitation`,
      headers: { cookie: owner },
      payload: { scheduledAt: at.toISOString() },
    });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/talents/${a.id}/scheduled-invitation`,
      headers: { cookie: owner },
    });
    expect(cancel.json().state).toBe('delete');
    await new Promise((r) => setTimeout(r, 3500));
    expect(await t.app.services.outbox.list({ to: a.email })).toHaveLength(0);
    const past = await t.app.inject({
      method: 'PUT',
      url: `/api/talents/${a.id}/scheduled-invitation`,
      headers: { cookie: owner },
      payload: { scheduledAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].message).toBe('送信日時は現在より後の日時を選択してください');
  });
});
