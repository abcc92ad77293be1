import { encodeShiftJis } from '@refcheck/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionSetItems, questionSets, talents } from '../src/db/schema/index.ts';
import type { TestApp } from './helpers.ts';
import { ALL_DEMO, openDemoApp } from './support/demo-app.ts';
import { candidateBody } from './talent-helpers.ts';

let t: TestApp;
let owner: string, staff: string, light: string, admin: string;
let companyId: string;

beforeAll(async () => {
  ({ t, owner, staff, light, admin, acmeId: companyId } = await openDemoApp(ALL_DEMO));
});
afterAll(() => t.close());

const CUSTOM = 'original_1767225600000';
const templateBody = (name = '営業職テンプレート', extra = '前職での最大の成果は何ですか？') => ({
  name,
  templateType: 'fulltime',
  questions: {
    jp: {
      descriptions: [
        { key: 'description_1', text: 'ignored' },
        { key: CUSTOM, text: extra },
      ],
      selections: [{ key: 'selection_compliance_1', text: 'ignored' }],
    },
    en: { descriptions: [{ key: CUSTOM, text: 'What was their greatest achievement?' }], selections: [] },
  },
});

async function createTemplate(cookie = owner, body: unknown = templateBody()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/templates',
    headers: { cookie },
    payload: body as object,
  });
}

async function createTalent(body: Record<string, unknown>, cookie = owner) {
  return t.app.inject({
    method: 'POST',
    url: '/api/talents',
    headers: { cookie },
    payload: candidateBody(body),
  });
}

async function setOf(talentId: string) {
  const [row] = await t.database.db
    .select({ id: talents.questionSetId })
    .from(talents)
    .where(eq(talents.id, talentId));
  return row!.id;
}

async function companySets() {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(questionSets)
    .where(eq(questionSets.companyId, companyId));
  return row!.n;
}

describe('template question sets', () => {
  it('adds a template: default keys keep their wording, the custom question its text per language', async () => {
    const res = await createTemplate();
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.name).toBe('営業職テンプレート');
    expect(body.templateType).toBe('fulltime');
    expect(body.questions.jp.descriptions).toEqual([
      { key: 'description_1', text: expect.not.stringMatching(/^ignored$/) },
      { key: CUSTOM, text: '前職での最大の成果は何ですか？' },
    ]);
    expect(body.questions.en.descriptions[1]).toEqual({
      key: CUSTOM,
      text: 'What was their greatest achievement?',
    });
    // cn was left empty: the jp text stands in.
    expect(body.questions.cn.descriptions[1]).toEqual({
      key: CUSTOM,
      text: '前職での最大の成果は何ですか？',
    });
    expect(body.questions.jp.selections).toHaveLength(1);
    expect(
      (await t.app.inject({ url: `/api/templates/${body.id}`, headers: { cookie: owner } })).json(),
    ).toEqual(body);
  });

  it('rejects a template without a name or with an empty question, with the spec messages', async () => {
    const res = await createTemplate(owner, {
      name: ' ',
      templateType: 'rookie',
      questions: { jp: { descriptions: [{ key: CUSTOM, text: '' }], selections: [] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const messages = (res.json().errors as { message: string }[]).map((e) => e.message);
    expect(messages).toContain('テンプレートの名前を入力してください');
    expect(messages).toContain('質問が入力されていません');
  });

  it('refuses a question on the Employment Security Act topics until the company confirms it (400, jp/en)', async () => {
    const body = templateBody(`出身地 ${Date.now()}`, '出身地はどちらですか');
    const refused = await createTemplate(owner, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        path: 'fairHiringConfirmed',
        code: 'validation.fairHiringConfirm',
        message:
          '職業安定法に関する注意を確認し、「内容を確認し、このまま保存する」にチェックを入れてください',
      },
    ]);
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/templates',
      headers: { cookie: owner, 'accept-language': 'en' },
      payload: body,
    });
    expect(english.json().errors[0].message).toContain('Employment Security Act');
    const saved = await createTemplate(owner, { ...body, fairHiringConfirmed: true });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().questions.jp.descriptions[1].text).toBe('出身地はどちらですか');
    // An edit is checked the same way.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/templates/${saved.json().id}`,
      headers: { cookie: owner },
      payload: templateBody(body.name, '支持政党を教えてください'),
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors[0].path).toBe('fairHiringConfirmed');
  });

  it('lists the templates newest first with their question counts', async () => {
    const first = (await createTemplate(owner, templateBody('一つ目'))).json();
    const second = (await createTemplate(owner, templateBody('二つ目'))).json();
    const list = (await t.app.inject({ url: '/api/templates', headers: { cookie: owner } })).json();
    const ids = list.map((x: { id: string }) => x.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.find((x: { id: string }) => x.id === first.id)).toMatchObject({
      name: '一つ目',
      templateType: 'fulltime',
      descriptionCount: 2,
      selectionCount: 1,
    });
    // Counted per template, whatever other sets the company has.
    const third = (
      await createTemplate(owner, {
        name: '三つ目',
        templateType: 'rookie',
        questions: { jp: { descriptions: [{ key: CUSTOM, text: '質問' }], selections: [] } },
      })
    ).json();
    const again = (await t.app.inject({ url: '/api/templates', headers: { cookie: owner } })).json();
    expect(again[0]).toMatchObject({
      id: third.id,
      templateType: 'rookie',
      descriptionCount: 1,
      selectionCount: 0,
    });
    expect(again.find((x: { id: string }) => x.id === first.id)).toMatchObject({
      descriptionCount: 2,
      selectionCount: 1,
    });
  });

  it('gives a candidate the template questions; selection questions off keeps only the descriptions', async () => {
    const template = (await createTemplate()).json();
    const res = await createTalent({ templateId: template.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().questions.map((q: { key: string }) => q.key)).toEqual([
      'description_1',
      CUSTOM,
      'selection_compliance_1',
    ]);
    expect(res.json().questions[1].texts).toEqual({
      jp: '前職での最大の成果は何ですか？',
      en: 'What was their greatest achievement?',
      cn: '前職での最大の成果は何ですか？',
    });
    const off = await createTalent({ templateId: template.id, selectionQuestion: false });
    expect(off.json().questions.map((q: { key: string }) => q.key)).toEqual(['description_1', CUSTOM]);
  });

  it('stores a question set once: candidates of one template share it, an edit is copy on write', async () => {
    const template = (await createTemplate(owner, templateBody('共有'))).json();
    const a = (await createTalent({ templateId: template.id })).json();
    const b = (await createTalent({ templateId: template.id })).json();
    expect(await setOf(a.id)).toBe(await setOf(b.id));
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/templates/${template.id}`,
      headers: { cookie: owner },
      payload: templateBody('共有（改訂）', '転職理由を教えてください'),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().name).toBe('共有（改訂）');
    expect(edited.json().questions.jp.descriptions[1].text).toBe('転職理由を教えてください');
    // The running checks keep what they were asked; a new candidate gets the edited questions.
    const before = (await t.app.inject({ url: `/api/talents/${a.id}`, headers: { cookie: owner } })).json();
    expect(before.questions[1].texts.jp).toBe('前職での最大の成果は何ですか？');
    const c = (await createTalent({ templateId: template.id })).json();
    expect(c.questions[1].texts.jp).toBe('転職理由を教えてください');
    expect(await setOf(c.id)).not.toBe(await setOf(a.id));
  });

  it('imports CSV rows with a template and without: one set each, however many rows', async () => {
    const template = (await createTemplate(owner, templateBody('CSV用', 'CSVで聞く質問'))).json();
    const lines = [
      '氏名,メールアドレス,国際コード,電話番号,会社名,職種大分類,職種小分類,応募媒体,企業担当者',
    ];
    for (let i = 0; i < 50; i++)
      lines.push(`一括 ${i},bulk-${i}@example.jp,+81,090${String(20000000 + i)},,,,,`);
    const file = Buffer.from(encodeShiftJis(lines.join('\r\n'))).toString('base64');
    const common = {
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      refereeBreakdown: [{ relationship: 'colleague', timeWorkingTogether: 'currentJub', numberOfPeople: 2 }],
    };
    const setsBefore = await companySets();
    const withTemplate = await t.app.inject({
      method: 'POST',
      url: '/api/talents/csv',
      headers: { cookie: owner },
      payload: { file, common: { ...common, templateId: template.id } },
    });
    expect(withTemplate.statusCode, withTemplate.body).toBe(201);
    const ids: string[] = withTemplate.json().ids;
    expect(new Set(await Promise.all(ids.map(setOf))).size).toBe(1);
    const one = (await t.app.inject({ url: `/api/talents/${ids[7]}`, headers: { cookie: owner } })).json();
    expect(one.questions[1].texts.jp).toBe('CSVで聞く質問');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/talents/csv',
      headers: { cookie: owner },
      payload: { file, common },
    });
    expect(plain.statusCode).toBe(201);
    expect(new Set(await Promise.all(plain.json().ids.map(setOf))).size).toBe(1);
    // The template's set already existed; the default set at most once more.
    expect(await companySets()).toBeLessThanOrEqual(setsBefore + 1);
    const [items] = await t.database.db
      .select({ n: count() })
      .from(questionSetItems)
      .where(and(eq(questionSetItems.questionSetId, await setOf(ids[0]!))));
    expect(items!.n).toBe(3);
  });

  it('deletes a template; candidates made from it keep their questions', async () => {
    const template = (await createTemplate(owner, templateBody('削除する'))).json();
    const a = (await createTalent({ templateId: template.id })).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/templates/${template.id}`,
      headers: { cookie: owner },
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: '/api/templates', headers: { cookie: owner } }))
        .json()
        .some((x: { id: string }) => x.id === template.id),
    ).toBe(false);
    expect(
      (await t.app.inject({ url: `/api/templates/${template.id}`, headers: { cookie: owner } })).statusCode,
    ).toBe(404);
    const kept = (await t.app.inject({ url: `/api/talents/${a.id}`, headers: { cookie: owner } })).json();
    expect(kept.questions.map((q: { key: string }) => q.key)).toContain(CUSTOM);
    // A deleted template can no longer be picked.
    expect((await createTalent({ templateId: template.id })).statusCode).toBe(404);
  });
});

describe('who may use templates', () => {
  it('a sub-account reads but may not add, edit or delete (403 mainAccountOnly)', async () => {
    const template = (await createTemplate()).json();
    expect((await t.app.inject({ url: '/api/templates', headers: { cookie: staff } })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/api/templates/${template.id}`, headers: { cookie: staff } })).statusCode,
    ).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/api/templates', templateBody()],
      ['PUT', `/api/templates/${template.id}`, templateBody()],
      ['DELETE', `/api/templates/${template.id}`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: staff }, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('mainAccountOnly');
    }
    // A sub-account may still add a candidate with the company's template.
    expect((await createTalent({ templateId: template.id }, staff)).statusCode).toBe(201);
  });

  it("another company gets 404 for this company's template, also when adding candidates with it", async () => {
    const template = (await createTemplate()).json();
    for (const [method, url, payload] of [
      ['GET', `/api/templates/${template.id}`, undefined],
      ['PUT', `/api/templates/${template.id}`, templateBody()],
      ['DELETE', `/api/templates/${template.id}`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: light }, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await t.app.inject({ url: '/api/templates', headers: { cookie: light } }))
        .json()
        .some((x: { id: string }) => x.id === template.id),
    ).toBe(false);
    expect((await createTalent({ templateId: template.id }, light)).statusCode).toBe(404);
    const file = Buffer.from(
      '氏名,メールアドレス,国際コード,電話番号,会社名,職種大分類,職種小分類,応募媒体,企業担当者\r\n他社 太郎,other@example.jp,+81,09033334444,,,,,',
    ).toString('base64');
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/talents/csv',
      headers: { cookie: light },
      payload: {
        file,
        common: {
          deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          refereeBreakdown: [
            { relationship: 'colleague', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
          ],
          templateId: template.id,
        },
      },
    });
    expect(csv.statusCode).toBe(404);
    // Still there for its owner.
    expect(
      (await t.app.inject({ url: `/api/templates/${template.id}`, headers: { cookie: owner } })).statusCode,
    ).toBe(200);
  });

  it('signed out gets 401 and an operator 403', async () => {
    for (const cookie of [undefined, admin]) {
      const list = await t.app.inject({ url: '/api/templates', headers: cookie ? { cookie } : {} });
      expect(list.statusCode).toBe(cookie ? 403 : 401);
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/templates',
        headers: cookie ? { cookie } : {},
        payload: templateBody(),
      });
      expect(add.statusCode).toBe(cookie ? 403 : 401);
    }
  });
});
