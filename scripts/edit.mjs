// npm run edit: the clinic's editor on this machine, saving straight into this folder. decap-server is Decap CMS's
// local backend (its settings' local_backend: src/model/editor-config.ts); `astro dev` serves the site and the editor at /admin.
import { spawn } from 'node:child_process';

const port = 4321;
const children = [
  spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
    env: { ...process.env, PORT: '8081', GIT_REPO_DIRECTORY: process.cwd() },
    stdio: 'inherit',
  }),
  spawn('npx', ['astro', 'dev', '--port', String(port)], { stdio: 'inherit' }),
];
console.log(`\nThe editor: http://localhost:${port}/admin (changes are saved to src/content; the site reloads)\n`);
const stop = () => children.forEach((child) => child.kill());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
