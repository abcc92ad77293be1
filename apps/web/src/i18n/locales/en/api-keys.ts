import type { CatalogShape } from '../../types.ts';
import type { apiKeys as jp } from '../jp/api-keys.ts';

export const apiKeys: CatalogShape<typeof jp> = {
  title: 'API keys',
  lead: 'Keys for calling the public API (/api/v1) from your applicant tracking system (ATS) or other tools. A key is shown once when it is created; the server keeps only its hash.',
  createButton: 'Create API key',
  createTitle: 'Create API key',
  createdTitle: 'API key created',
  name: 'Name',
  nameHint: 'A name that tells what it is for (e.g. ATS integration)',
  create: 'Create',
  cancel: 'Cancel',
  createFailed: 'The API key could not be created.',
  onceTitle: 'This key is shown only this once',
  onceWarning:
    'Once this window is closed the key cannot be shown again. Copy it and keep it somewhere safe. Revoke it at once if anyone else learns it.',
  createdName: 'Key “{{name}}”',
  done: 'I have stored the key',
  prefix: 'Key',
  createdBy: 'Created by',
  createdAt: 'Created',
  lastUsedAt: 'Last used',
  state: 'State',
  never: '—',
  empty: 'No API keys yet.',
  loadFailed: 'The API keys could not be loaded.',
  revoke: 'Revoke',
  revokeLabel: 'Revoke “{{name}}”',
  revokeTitle: 'Revoke this API key?',
  revokeConfirm:
    '“{{name}}” will be revoked. Calls with this key are refused at once. This cannot be undone.',
  revoked: '“{{name}}” was revoked.',
  revokeFailed: 'The API key could not be revoked.',
  revokedBadge: 'Revoked',
};
