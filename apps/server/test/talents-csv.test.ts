import { encodeShiftJis } from '@refcheck/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: string;
let light: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, light] = await Promise.all([signIn(t.app, 'owner'), signIn(t.app, 'light')]);
});
afterAll(() => t.close());

const header = '氏名,メールアドレス,国際コード,電話番号,会社名,職種大分類,職種小分類,応募媒体,企業担当者';
const csv = [
  header,
  '一括 一郎,ichiro@example.jp,+81,09011110001,株式会社A,,,,',
  '',
  ',bad-email,+81,123,,,,,',
  '一括 二郎,jiro@example.jp,81,09011110002,,,,,人事 佐藤',
].join('\r\n');
const common = {
  deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  refereeBreakdown: [{ relationship: 'colleague', timeWorkingTogether: 'currentJub', numberOfPeople: 2 }],
};

describe('bulk add by CSV', () => {
  it('previews every row with its errors (Shift-JIS too)', async () => {
    const file = Buffer.from(encodeShiftJis(csv)).toString('base64');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/talents/csv/preview',
      headers: { cookie: owner },
      payload: { file },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rows.map((r: { name: string }) => r.name)).toEqual(['一括 一郎', '一括 二郎']);
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.errors.every((e: { line: number }) => e.line === 4)).toBe(true);
    expect(body.errors.map((e: { message: string }) => e.message)).toContain('氏名を入力してください');
  });

  it('saves the valid rows with the common settings in one go', async () => {
    const file = Buffer.from(csv).toString('base64');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/talents/csv',
      headers: { cookie: owner },
      payload: { file, common },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created).toBe(2);
    const detail = (
      await t.app.inject({ url: `/api/talents/${res.json().ids[1]}`, headers: { cookie: owner } })
    ).json();
    expect(detail.name).toBe('一括 二郎');
    expect(detail.countryCode).toBe('+81');
    expect(detail.refereeBreakdown[0].numberOfPeople).toBe(2);
    expect(detail.questions.length).toBe(24);
    const other = (
      await t.app.inject({ url: '/api/talents?search=一括', headers: { cookie: light } })
    ).json();
    expect(other.items).toHaveLength(0);
  });

  it('refuses a file without valid rows, a bad header and a missing breakdown', async () => {
    const none = Buffer.from([header, ',x,,,,,,,'].join('\n')).toString('base64');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/talents/csv',
      headers: { cookie: owner },
      payload: { file: none, common },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('candidateBulkNotSaved');
    const badHeader = Buffer.from('a,b\n1,2').toString('base64');
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/talents/csv/preview',
      headers: { cookie: owner },
      payload: { file: badHeader },
    });
    expect(preview.json().errors[0].code).toBe('validation.csvHeaderInvalid');
    const noBreakdown = await t.app.inject({
      method: 'POST',
      url: '/api/talents/csv',
      headers: { cookie: owner },
      payload: { file: Buffer.from(csv).toString('base64'), common: { ...common, refereeBreakdown: [] } },
    });
    expect(noBreakdown.statusCode).toBe(400);
    expect(noBreakdown.json().errors[0].message).toBe('推薦者内訳を1件以上設定してください');
  });

  it('serves the sample file and needs a client session', async () => {
    const sample = await t.app.inject({ url: '/api/talents/csv/sample?lang=jp', headers: { cookie: owner } });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toContain('text/csv');
    expect(sample.body).toContain('name,email');
    expect(sample.body).toContain('山田 太郎');
    expect((await t.app.inject({ url: '/api/talents/csv/sample' })).statusCode).toBe(401);
  });
});
