import fs from 'node:fs';
import path from 'node:path';
import { createApp, createServer } from './app';
import { loadEnquiryConfig } from './enquiries/config';
import { EnquiryService } from './enquiries/service';

const distDir = path.resolve(__dirname, '..', 'dist');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No build found in ${distDir}. Run "npm run build" first, or "npm start" to build and serve.`);
  }
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${process.env.PORT}".`);
  }
  // The enquiry API runs in this process: enquiries land in var/enquiries (ENQUIRY_SPOOL_DIR).
  const enquiries = await EnquiryService.start(loadEnquiryConfig());
  const server = createServer(createApp({ distDir, enquiries })).listen(port, host, () => {
    console.log(`Serving ${distDir} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is already in use. Stop whatever is using it, or choose another: PORT=3001 npm run serve`
        : `The preview server could not start: ${error.message}`,
    );
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
