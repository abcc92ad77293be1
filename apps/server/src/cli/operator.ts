/**
 * `npm run operator:create -- --email ops@example.jp --phone +819012345678 [--name 運営 太郎]`,
 * `npm run operator:list`, `npm run operator:disable -- --email ops@example.jp`.
 * Runs against the configured database (DATABASE_URL, or PGlite under DATA_DIR: stop the server first, it holds
 * the lock). Prints the one-time set-password link (24 h); nothing is mailed.
 */
import { parseArgs } from 'node:util';
import {
  createOperator,
  disableOperator,
  listOperators,
  OPERATOR_LINK_HOURS,
  OperatorError,
} from '../modules/operators/index.ts';
import { fail, loadConfigOrFail, openConfiguredDatabase } from './command-line.ts';

const USAGE = `usage:
  npm run operator:create -- --email <address> --phone <+81…> [--name <name>]
  npm run operator:list
  npm run operator:disable -- --email <address>`;

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: { email: { type: 'string' }, phone: { type: 'string' }, name: { type: 'string' } },
  strict: true,
});

const config = loadConfigOrFail();
if (!['create', 'list', 'disable'].includes(command ?? '')) fail(USAGE);

const database = await openConfiguredDatabase(config);

try {
  if (command === 'create') {
    if (!values.email || !values.phone) fail(USAGE);
    const made = await createOperator(database.db, {
      email: values.email,
      phone: values.phone,
      name: values.name,
      publicUrl: config.publicUrl,
    });
    console.log(
      [
        '',
        `  ${made.reissued ? 'New link for the operator' : 'Operator created'}: ${values.email.toLowerCase()} (${values.phone})`,
        `  Set-password link (valid ${OPERATOR_LINK_HOURS} h, single use — give it to the operator only):`,
        '',
        `  ${made.link}`,
        '',
        `  Then sign in at ${config.publicUrl}/login/admin with the password and the SMS code.`,
        '',
      ].join('\n'),
    );
  } else if (command === 'list') {
    const rows = await listOperators(database.db);
    if (rows.length === 0) console.log('no operators');
    for (const r of rows) {
      const state = r.disabled ? 'disabled' : r.hasPassword ? 'active' : 'password not set';
      console.log(`${r.email}\t${r.phone ?? '-'}\t${r.name}\t${state}\t${r.createdAt.toISOString()}`);
    }
  } else {
    if (!values.email) fail(USAGE);
    await disableOperator(database.db, values.email);
    console.log(`operator disabled: ${values.email.toLowerCase()} (sessions ended, sign-in refused)`);
  }
} catch (e) {
  await database.close();
  fail(e instanceof OperatorError ? e.message : String(e));
}
await database.close();
