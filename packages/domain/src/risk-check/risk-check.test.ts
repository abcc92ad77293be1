import { describe, expect, it } from 'vitest';
import {
  hasRiskArticles,
  normalizeRiskKeyword,
  sandboxArticles,
  sandboxRiskCounts,
  stableHash,
} from './sandbox.ts';
import { RISK_SEARCHES_PER_FETCH, riskUsageMonth } from './usage.ts';

describe('sandbox risk check', () => {
  it('hashes deterministically', () => {
    expect(stableHash('')).toBe(0x811c9dc5);
    expect(stableHash('山田 太郎')).toBe(stableHash('山田 太郎'));
    expect(stableHash('山田 太郎')).not.toBe(stableHash('山田 次郎'));
  });

  it('normalizes white space, full-width included', () => {
    expect(normalizeRiskKeyword('  山田\u3000\u3000太郎 ')).toBe('山田 太郎');
  });

  it('gives the same bounded counts for the same name, whatever its spacing', () => {
    for (const name of ['山田 太郎', '佐藤 花子', 'John Smith', '李 明', '']) {
      const counts = sandboxRiskCounts(name);
      expect(counts).toEqual(sandboxRiskCounts(` ${name.replace(' ', '\u3000')} `));
      expect(counts.paperClipCount).toBeGreaterThanOrEqual(0);
      expect(counts.paperClipCount).toBeLessThanOrEqual(3);
      expect(counts.webClipCount).toBeGreaterThanOrEqual(0);
      expect(counts.webClipCount).toBeLessThanOrEqual(5);
    }
  });

  it('lists as many articles as the counts, newest first, naming the person', () => {
    const names = ['山田 太郎', '佐藤 花子', 'John Smith', '高橋 一郎', '田中 美咲'];
    for (const name of names) {
      const counts = sandboxRiskCounts(name);
      const articles = sandboxArticles(name);
      expect(articles.filter((a) => a.kind === 'paper')).toHaveLength(counts.paperClipCount);
      expect(articles.filter((a) => a.kind === 'web')).toHaveLength(counts.webClipCount);
      for (const a of articles) {
        expect(a.title).toContain(name);
        expect(a.publishedOn).toMatch(/^20(1[5-9]|2[0-4])-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])$/);
      }
      const dates = articles.map((a) => a.publishedOn);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(sandboxArticles(name)).toEqual(articles);
    }
  });

  it('shows the article list when any count is at least 1', () => {
    expect(hasRiskArticles(null)).toBe(false);
    expect(hasRiskArticles({ paperClipCount: 0, webClipCount: 0 })).toBe(false);
    expect(hasRiskArticles({ paperClipCount: 1, webClipCount: 0 })).toBe(true);
    expect(hasRiskArticles({ paperClipCount: 0, webClipCount: 2 })).toBe(true);
    expect(hasRiskArticles({})).toBe(false);
  });
});

describe('risk-check usage month', () => {
  it('is the Tokyo month of the search', () => {
    expect(riskUsageMonth(new Date('2026-03-31T14:59:59Z'))).toBe('202603');
    expect(riskUsageMonth(new Date('2026-03-31T15:00:00Z'))).toBe('202604');
    expect(riskUsageMonth(new Date('2026-12-31T15:00:00Z'))).toBe('202701');
    expect(RISK_SEARCHES_PER_FETCH).toBe(2);
  });
});
