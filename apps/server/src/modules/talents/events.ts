/**
 * Live candidate-list updates: every change to a company's candidates is published here and fanned out to that
 * company's server-sent-event streams. In-process on PGlite; on PostgreSQL through LISTEN/NOTIFY so that every
 * instance's streams hear every change.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database } from '../../db/client.ts';

export interface TalentChange {
  /** The company whose streams hear it; `*` for every company (announcements). */
  companyId: string;
  talentId: string;
  kind: 'created' | 'updated' | 'deleted';
  /** What changed: a candidate (default), the company itself (verified, banned…), or the announcements. */
  topic?: 'talent' | 'company' | 'announcement';
}

/** Every company's streams hear a change published for this company id. */
export const ALL_COMPANIES = '*';

const CHANNEL = 'talent_changes';

export class TalentEvents {
  private readonly emitter = new EventEmitter();
  private client: pg.Client | null = null;

  constructor(private readonly database: Database) {
    this.emitter.setMaxListeners(0);
  }

  async start() {
    if (this.database.kind !== 'postgres' || !this.database.connectionString) return;
    const client = new pg.Client({ connectionString: this.database.connectionString });
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        this.emitter.emit('change', JSON.parse(message.payload) as TalentChange);
      } catch {
        // ignore a malformed payload
      }
    });
    client.on('error', () => {});
    await client.query(`listen ${CHANNEL}`);
    this.client = client;
  }

  async stop() {
    await this.client?.end().catch(() => {});
    this.client = null;
  }

  /** Publishes a change (never throws: a lost live update only delays the list until the next refresh). */
  async publish(change: TalentChange) {
    // This instance's caches forget at once, before the notification comes back.
    this.emitter.emit('published', change);
    if (this.client) {
      await this.database
        .executeSql('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(change)])
        .catch(() => this.emitter.emit('change', change));
      return;
    }
    this.emitter.emit('change', change);
  }

  /** Every company's changes (in-process caches drop what a change makes stale). */
  subscribeAll(listener: (change: TalentChange) => void): () => void {
    this.emitter.on('change', listener);
    this.emitter.on('published', listener);
    return () => {
      this.emitter.off('change', listener);
      this.emitter.off('published', listener);
    };
  }

  subscribe(companyId: string, listener: (change: TalentChange) => void): () => void {
    const handler = (change: TalentChange) => {
      if (change.companyId === companyId || change.companyId === ALL_COMPANIES) listener(change);
    };
    this.emitter.on('change', handler);
    return () => this.emitter.off('change', handler);
  }
}
