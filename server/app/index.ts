import fs from 'node:fs';
import path from 'node:path';
import { createApp, createServer } from './app';
import { SiteService } from './service';
import { loadServiceConfig } from './service-config';
import { listenProblem, portFromEnv } from '../platform/port';

const distDir = path.resolve(__dirname, '..', '..', 'dist');
const host = process.env.HOST ?? '127.0.0.1';

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build found in ${distDir}. Run "npm run build" first, or "npm start" to build and serve.`);
  }
  const port = portFromEnv(3000);
  // The enquiry and booking API runs in this process, on the embedded database in var/ (DATA_DIR)
  // unless DATABASE_URL names a PostgreSQL one.
  const service = await SiteService.start(loadServiceConfig());
  const server = createServer(createApp({ distDir, service })).listen(port, host, () => {
    console.log(`Serving ${distDir} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(listenProblem(error, port, 'preview server', 'npm run serve'));
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
