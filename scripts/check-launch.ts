/**
 * npm run check:launch
 *
 * Lists every placeholder the site still carries (the fictional firm's details, its people, the
 * reviews they signed, anything else tagged `@placeholder` in `src/config/` or `src/content/`)
 * with its file, line and field, and exits 1 while any remain. The first step of deploying, and
 * the production image build runs it (docs/deploying.md).
 */
import path from 'node:path';
import { findPlaceholders } from './launch/placeholders';

const placeholders = findPlaceholders(path.resolve(__dirname, '..'));
if (placeholders.length === 0) {
  console.log('Launch check: no placeholders left.');
} else {
  console.log(`Launch check: ${placeholders.length} placeholders still to replace before launch.\n`);
  for (const { file, line, field, reason, value } of placeholders) {
    console.log(`  ${file}:${line}  ${field} = ${value}\n      ${reason}`);
  }
  console.log('\nReplace each one and delete its @placeholder tag (docs/editing-content.md, "Making it yours").');
  process.exitCode = 1;
}
