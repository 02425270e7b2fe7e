import fs from 'node:fs';
import path from 'node:path';
import { createApp, createServer } from './app';

const distDir = path.resolve(__dirname, '..', 'dist');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No build found in ${distDir}. Run "npm run build" first, or "npm start" to build and serve.`);
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, not "${process.env.PORT}".`);
  process.exit(1);
}

const server = createServer(createApp({ distDir })).listen(port, host, () => {
  console.log(`Serving ${distDir} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EADDRINUSE') {
    console.error(
      `Port ${port} is already in use. Stop whatever is using it, or choose another: PORT=3001 npm run serve`,
    );
  } else {
    console.error(`The preview server could not start: ${error.message}`);
  }
  process.exit(1);
});
