import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { privacyDeclarations, privacyPolicyPage as privacyPolicy } from '../../src/app/site-pages';
import { declarationSection } from '../../src/platform/privacy/declaration';
import { mailQueueRetentionDays, notPersonal, serverLogRetentionDays } from '../../src/platform/privacy/servers';
import { loadMailConfig } from '../platform/outbox/config';
import { loadRateLimit } from '../platform/forms/rate-limit';

/*
 * The privacy policy describes the system: every column of every table (read from the typed table
 * declarations the queries are checked against) and every field of the web server's log format is
 * declared exactly once, beside its feature, and the policy's lists are built from those
 * declarations. A column or a log field added without a declaration fails here.
 */

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Each table's columns in a tables module: `table.column`, from its `...Tables` map (or PlatformSchema) and the interfaces it names. */
function tableColumns(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const shapes = new Map<string, string[]>();
  const maps: ts.NodeArray<ts.TypeElement>[] = [];
  const names = (members: ts.NodeArray<ts.TypeElement>) =>
    members.flatMap((member) => (member.name && ts.isIdentifier(member.name) ? [member.name.text] : []));
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement)) {
      shapes.set(statement.name.text, names(statement.members));
      if (statement.name.text === 'PlatformSchema') maps.push(statement.members);
    }
    if (
      ts.isTypeAliasDeclaration(statement) &&
      statement.name.text.endsWith('Tables') &&
      ts.isTypeLiteralNode(statement.type)
    )
      maps.push(statement.type.members);
  }
  return maps.flatMap((members) =>
    members.flatMap((member) => {
      if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type)) return [];
      const table = (member.name as ts.Identifier).text;
      const shape = shapes.get(member.type.typeName.getText(source));
      if (!shape) throw new Error(`${file}: the table ${table}'s columns are not declared in the same file.`);
      return shape.map((column) => `${table}.${column}`);
    }),
  );
}

/** The access log's fields, from nginx.conf's `log_format`, as `nginx:$variable`. */
function logFields(conf: string): string[] {
  const format = /log_format\s+main\s+((?:'[^']*'\s*)+);/.exec(conf);
  if (!format) throw new Error('nginx.conf has no log_format main.');
  return [...new Set([...format[1]!.matchAll(/\$[a-z_0-9]+/g)].map(([variable]) => `nginx:${variable}`))];
}

const tableFiles = [
  'server/platform/db/schema.ts',
  ...fs
    .readdirSync(path.join(root, 'src/features'))
    .map((feature) => `src/features/${feature}/server/tables.ts`)
    .filter((file) => fs.existsSync(path.join(root, file))),
];
const columns = tableFiles.flatMap((file) => tableColumns(file, read(file)));
const conf = read('nginx.conf');
const systemFields = [...columns, ...logFields(conf), 'nginx:error_log'];
const declared = [...privacyDeclarations.flatMap((d) => d.keeps.flatMap((item) => item.fields)), ...notPersonal];

/** What the system holds that no declaration names. */
const undeclared = (fields: readonly string[], names: readonly string[]) => fields.filter((f) => !names.includes(f));

describe('the privacy declarations', () => {
  it('read every feature’s tables and the log format', () => {
    // Each feature's tables module (and the platform's schema) yields columns as `table.column`.
    expect(tableFiles.length).toBeGreaterThan(1);
    for (const file of tableFiles)
      expect(tableColumns(file, read(file))).toContainEqual(expect.stringMatching(/^\w+\.\w+$/));
    expect(columns).toEqual(
      expect.arrayContaining(['enquiries.details', 'bookings.time_zone', 'bookings.network', 'alert_consents.wording']),
    );
    expect(logFields(conf)).toEqual(expect.arrayContaining(['nginx:$remote_addr', 'nginx:$log_referer']));
  });

  it('declare every column and every log field', () => {
    expect(undeclared(systemFields, declared)).toEqual([]);
  });

  it('declare each once, and nothing the system does not hold', () => {
    expect(declared.filter((field, index) => declared.indexOf(field) !== index)).toEqual([]);
    // What is held outside the tables and the log format: in memory, the service's log, backups, the firm's own copies.
    const checkable = declared.filter((field) => !/^(memory|service|backup|copy):/.test(field));
    expect(undeclared(checkable, systemFields)).toEqual([]);
  });

  it('would fail on a column or a log field added without a declaration', () => {
    const added = `${read('src/features/booking/server/tables.ts')}`.replace(
      '  time_zone: string | null;',
      '  time_zone: string | null;\n  postcode: string | null;',
    );
    expect(undeclared(tableColumns('tables.ts', added), declared)).toEqual(['bookings.postcode']);
    const withHost = conf.replace('"$http_user_agent"', '"$http_user_agent" $http_x_forwarded_for');
    const withRequest = conf.replace('$log_request', '$request_uri');
    expect(undeclared(logFields(withRequest), declared)).toEqual(['nginx:$request_uri']);
    expect(undeclared(logFields(withHost), declared)).toEqual(['nginx:$http_x_forwarded_for']);
  });

  // Each feature's own retention is checked beside its declaration (its content/privacy.test.ts).
  it('state the retention the platform applies', () => {
    expect(mailQueueRetentionDays).toBe(loadMailConfig({}).deliveredRetentionDays);
    expect(loadRateLimit({}).windowMs).toBe(10 * 60 * 1000);
  });

  it('keep the logs for the days the policy states, by days not size, in what ships', () => {
    const journald = read('deploy/journald/site-logs.conf');
    expect(journald).toMatch(new RegExp(`^MaxRetentionSec=${serverLogRetentionDays}day$`, 'm'));
    expect(journald).toMatch(/^MaxFileSec=1day$/m);
    const compose = read('docker-compose.yml');
    expect(compose).toMatch(/x-logging: &logging\n\s+driver: journald\n/);
    expect(compose.match(/logging: \*logging/g)).toHaveLength(2);
    expect(compose).not.toMatch(/max-size|max-file/);
    expect(read('docs/deploying.md')).toContain(`keeps it\n  for ${serverLogRetentionDays} days`);
  });

  it('build the privacy policy’s lists', () => {
    for (const declaration of privacyDeclarations)
      expect(privacyPolicy.sections).toContainEqual(declarationSection(declaration));
    const words = JSON.stringify(privacyPolicy);
    expect(words).toContain(`${serverLogRetentionDays} days`);
    expect(words).not.toContain('no one outside the firm');
  });
});
