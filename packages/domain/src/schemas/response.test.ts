import { describe, expect, it } from 'vitest';
import { adminConfigView, announcementView, clientPageSchema } from './admin-response.ts';
import { regainTrustOverviewSchema } from './regain-trust-response.ts';
import {
  type TalentDetail,
  type TalentPage,
  talentDetailSchema,
  talentPageSchema,
  talentStatsSchema,
} from './talent-response.ts';
import { type TemplateListItem, templateDetailSchema, templateListItemSchema } from './template-response.ts';
import type { Wire } from './wire.ts';

const at = new Date('2026-04-01T00:00:00.000Z');

describe('response schemas (one contract for the server and the web)', () => {
  it('read the server side: dates are Date objects, unknown fields are stripped', () => {
    const row = {
      id: 't1',
      name: 'A',
      email: 'a@example.com',
      status: 'mailSend',
      deadline: at,
      createdAt: at,
    };
    const page = talentPageSchema.parse({
      items: [{ ...row, left: false, declined: false, password: 'never leaves' }],
      nextCursor: null,
      counts: null,
    });
    expect(page.items[0]).not.toHaveProperty('password');
    expect(page.items[0]?.deadline).toBeInstanceOf(Date);
    expect(() => talentPageSchema.parse({ items: [row], nextCursor: null, counts: null })).toThrow();
  });

  it('template list and detail keep every language of the question sets', () => {
    const base = { id: 'x', name: 'n', templateType: 'fulltime', createdAt: at, updatedAt: at };
    expect(templateListItemSchema.parse({ ...base, descriptionCount: 1, selectionCount: 0 }).name).toBe('n');
    const set = { descriptions: [{ key: 'd1', text: 'D' }], selections: [] };
    const detail = templateDetailSchema.parse({ ...base, questions: { jp: set, en: set, cn: set } });
    expect(Object.keys(detail.questions)).toEqual(['jp', 'en', 'cn']);
    expect(() => templateDetailSchema.parse({ ...base, questions: { jp: set } })).toThrow();
  });

  it('the stats series only take the known evaluation keys', () => {
    const stats = { range: { from: '2026-01', to: '2026-03' }, total: 0, bySite: [], byOccupation: [] };
    expect(talentStatsSchema.parse({ ...stats, byEvaluation: [{ key: 'left', count: 1 }] }).total).toBe(0);
    expect(() => talentStatsSchema.parse({ ...stats, byEvaluation: [{ key: 'nope', count: 1 }] })).toThrow();
    expect(talentDetailSchema.shape.status.options).toContain('refereesAnswered');
  });

  it('the browser reads dates as strings (Wire), so the web and the server share one shape', () => {
    const wire: Wire<{ at: Date; list: { when: Date | null }[]; n: number }> = {
      at: at.toISOString(),
      list: [{ when: null }],
      n: 1,
    };
    const item: TemplateListItem = {
      id: 'x',
      name: 'n',
      templateType: 'rookie',
      createdAt: wire.at,
      updatedAt: wire.at,
      descriptionCount: 0,
      selectionCount: 0,
    };
    const page: TalentPage = { items: [], nextCursor: null, counts: null };
    const completedAt: TalentDetail['completedAt'] = null;
    expect([item.createdAt, page.items.length, completedAt]).toEqual([wire.at, 0, null]);
  });

  it('admin and regain-trust responses keep only their listed fields', () => {
    expect(
      adminConfigView.parse({ shopId: 's', mail: 'm@example.com', usingDefault: true, secret: 'x' }),
    ).toEqual({
      shopId: 's',
      mail: 'm@example.com',
      usingDefault: true,
    });
    const news = {
      id: 'a',
      category: 'info',
      title: 't',
      date: '2026-04-01',
      href: null,
      text: '',
      createdAt: at,
    };
    expect(announcementView.parse(news).category).toBe('info');
    expect(clientPageSchema.parse({ items: [], total: 0, page: 1, pageSize: 20 }).items).toEqual([]);
    const overview = regainTrustOverviewSchema.parse({
      companyName: 'C',
      talent: { name: 'T', language: 'jp' },
      deadline: at,
      state: 'waiting',
      canAnswer: true,
      revision: 0,
      fromReferees: [{ questionKey: null, text: 'q', answers: [{ refereeId: null, text: 'a', excuse: '' }] }],
      fromCompany: null,
    });
    expect(overview.fromReferees[0]?.answers).toHaveLength(1);
  });
});
