// `npm run dev`: the API with reload (port 3000) and Vite with HMR (port 5173, proxying /api to the API).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@refcheck/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@refcheck/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
