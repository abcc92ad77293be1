import type { SessionResponse } from '@refcheck/domain/schemas/session-response';

/** `GET /api/session`: the signed-in user and, for clients, their company (the schema the server answers with). */
export type Session = SessionResponse;
export type SessionUser = Session['user'];
export type SessionCompany = NonNullable<Session['company']>;

/** The parts a production site runs embedded or as sandboxes (ALLOW_SANDBOX). */
export type { SandboxPart } from '@refcheck/domain/schemas/session-response';
