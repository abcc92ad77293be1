// `npm start`: builds the web app and the compiled server only when their sources changed, then runs the compiled
// server in this same process (no tsx, no second Node process).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfChanged } from './build-if-changed.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!process.env.SKIP_BUILD) await buildIfChanged();
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
