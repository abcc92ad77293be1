import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * How the end-to-end tests start a server (node + these arguments, in `cwd`): the TypeScript sources through tsx, or
 * with E2E_SERVER_DIR the compiled server of a directory laid out as the image is (`node scripts/image-size.mjs
 * --keep` leaves one): the tests then run what the image holds, its pruned node_modules and its package.json's
 * operator scripts (`cwd`) included.
 */
export function serverProcess(): { args: string[]; cwd: string } {
  const dir = process.env.E2E_SERVER_DIR;
  if (dir)
    return { args: [path.join(path.resolve(dir), 'apps/server/dist/server.js')], cwd: path.resolve(dir) };
  return { args: [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/server.ts'], cwd: root };
}
