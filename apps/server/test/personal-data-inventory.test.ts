/**
 * The personal-data inventory (src/db/personal-data.ts) classifies every column of every table exactly once, and a
 * column added without a classification fails here (shown on a temporary table).
 */
import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { DATA_KINDS, INVENTORY, inventoryProblems, kindOf } from '../src/db/personal-data.ts';
import { schemaTables, tablesOf } from '../src/db/schema-columns.ts';

describe('personal-data inventory', () => {
  it('classifies every column of the schema exactly once, and nothing the schema does not have', () => {
    expect(inventoryProblems(schemaTables())).toEqual([]);
  });

  it('fails on a table that gains an unclassified column', () => {
    const temporary = pgTable('talents', {
      id: uuid('id').primaryKey(),
      name: text('name'),
      birthplace: text('birthplace'),
      flagged: boolean('flagged'),
    });
    const tables = tablesOf({ temporary });
    const inventory = { talents: { key: ['id', 'flagged'], candidate: ['name'] } } as const;
    expect(inventoryProblems(tables, inventory)).toEqual([
      { table: 'talents', column: 'birthplace', problem: 'unclassified' },
    ]);
  });

  it('fails, against the real inventory, on a new table and on a real table that gains a column', () => {
    const added = {
      drafts: pgTable('retention_drafts', { id: uuid('id').primaryKey(), note: text('note') }),
      talentsExtra: pgTable('talents', { birthplace: text('birthplace') }),
    };
    const extra = tablesOf(added);
    const real = schemaTables();
    const tables = {
      ...real,
      retention_drafts: extra.retention_drafts!,
      talents: [...real.talents!, ...extra.talents!],
    };
    expect(inventoryProblems(tables)).toEqual([
      { table: 'talents', column: 'birthplace', problem: 'unclassified' },
      { table: 'retention_drafts', column: 'id', problem: 'unclassified' },
      { table: 'retention_drafts', column: 'note', problem: 'unclassified' },
    ]);
  });

  it('fails on a column listed twice or no longer in the schema', () => {
    const tables = { t: ['id', 'email'] };
    expect(inventoryProblems(tables, { t: { key: ['id', 'email'], account: ['email', 'gone'] } })).toEqual([
      { table: 't', column: 'email', problem: 'classified twice' },
      { table: 't', column: 'gone', problem: 'not in the schema' },
    ]);
    expect(inventoryProblems(tables, { t: { key: ['id', 'email'] }, old: { key: ['id'] } })).toEqual([
      { table: 'old', column: '*', problem: 'not in the schema' },
    ]);
  });

  it('puts the personal data the law names in personal kinds', () => {
    expect(kindOf('talents', 'name')).toBe('candidate');
    expect(kindOf('referees', 'phone_number')).toBe('referee');
    expect(kindOf('answers', 'text')).toBe('answers');
    expect(kindOf('referees', 'ip_address')).toBe('network');
    expect(kindOf('messages', 'html')).toBe('messageBody');
    for (const [table, kinds] of Object.entries(INVENTORY)) {
      for (const kind of Object.keys(kinds)) expect(DATA_KINDS, `${table}.${kind}`).toHaveProperty(kind);
    }
  });
});
