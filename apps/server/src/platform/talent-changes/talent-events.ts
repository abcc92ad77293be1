/**
 * Live candidate-list updates: every change to a company's candidates is published here and fanned out to that
 * company's server-sent-event streams. In-process on PGlite; on PostgreSQL through LISTEN/NOTIFY so that every
 * instance's streams hear every change.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database } from '../../db/client.ts';

export interface TalentChange {
  /** The company whose streams hear it; `*` for every company (announcements). */
  companyId: string;
  talentId: string;
  kind: 'created' | 'updated' | 'deleted';
  /**
   * What changed: a candidate (default), the company itself (verified, banned…), the announcements, one of
   * the company's template question sets (`talentId` then holds the template's id), or one of its sub-accounts
   * (`account`: added, edited, enabled, signed up…; `talentId` holds the sub-account's id, or '' when unknown).
   */
  topic?: 'talent' | 'company' | 'announcement' | 'template' | 'account';
}

/** Every company's streams hear a change published for this company id. */
export const ALL_COMPANIES = '*';

const CHANNEL = 'talent_changes';
/** "Forget remembered sessions": a write on one instance that may end sessions (auth/session.ts; the guards' decisions: access/guards.ts). */
const SESSIONS_CHANNEL = 'sessions_changed';
const RELISTEN_MS = 1000;

export class TalentEvents {
  private readonly emitter = new EventEmitter();
  private client: pg.Client | null = null;
  private stopped = false;
  private relistening = false;
  /** This process, so that it does not act on its own session notifications. */
  private readonly instance = randomUUID();

  constructor(private readonly database: Database) {
    this.emitter.setMaxListeners(0);
  }

  async start() {
    if (this.database.kind !== 'postgres' || !this.database.connectionString) return;
    this.stopped = false;
    await this.listen();
  }

  private async listen() {
    const client = new pg.Client({ connectionString: this.database.connectionString });
    client.on('notification', (message) => {
      if (message.channel === SESSIONS_CHANNEL) {
        if (message.payload !== this.instance) this.emitter.emit('sessions');
        return;
      }
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        this.emitter.emit('change', JSON.parse(message.payload) as TalentChange);
      } catch {
        // ignore a malformed payload
      }
    });
    client.on('error', () => {});
    // A lost connection (database restart, failover, idle kill) is reopened: live updates and the other
    // instances' session notifications must not stop for good.
    client.on('end', () => {
      if (this.client === client) this.client = null;
      if (!this.stopped) this.relisten();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}; listen ${SESSIONS_CHANNEL}`);
    this.client = client;
  }

  private relisten() {
    if (this.relistening) return;
    this.relistening = true;
    const timer = setTimeout(() => {
      this.relistening = false;
      if (this.stopped) return;
      this.listen().then(
        // What was said while this instance was not listening is lost: forget the sessions it remembers.
        () => this.emitter.emit('sessions'),
        () => this.relisten(),
      );
    }, RELISTEN_MS);
    timer.unref();
  }

  async stop() {
    this.stopped = true;
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

  /**
   * Tells the other instances to forget the sessions they remember (this one already has). Awaited before the
   * response of the write leaves, so the notification is on its way before the client can ask elsewhere.
   */
  async publishSessionsChanged() {
    if (!this.client) return;
    await this.database
      .executeSql('select pg_notify($1, $2)', [SESSIONS_CHANNEL, this.instance])
      .catch(() => {});
  }

  /** Another instance made a write that may end sessions. */
  onSessionsChanged(listener: () => void): () => void {
    this.emitter.on('sessions', listener);
    return () => this.emitter.off('sessions', listener);
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
