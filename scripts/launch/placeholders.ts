/**
 * The placeholders the site still carries, found where they are declared: a `@placeholder` tag in
 * the doc comment of a property or constant anywhere under `src/config/`, `src/content/` or a
 * feature's `content/`
 * ("/** @placeholder fictional Companies House number *\/"). Adding a placeholder means tagging
 * it there; replacing one means deleting its tag. Nothing lists them by hand.
 *
 * A review is a placeholder too when its reviewer is named in a placeholder (the fictional team):
 * a sign-off by someone who does not exist.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { reviewedPages } from '../../src/app/site-pages';

export const placeholderTag = 'placeholder';

/** Where placeholders may be declared: the firm's config and every content module, the features' too. */
export function placeholderRoots(root: string): string[] {
  const features = fs.readdirSync(path.join(root, 'src/features'));
  return [
    'src/config',
    'src/content',
    ...features
      .map((feature) => `src/features/${feature}/content`)
      .filter((dir) => fs.existsSync(path.join(root, dir))),
  ];
}

export interface Placeholder {
  /** Relative to the project's root, with forward slashes. */
  file: string;
  line: number;
  /** The field's path in the module, e.g. `site.legal.companyNumber`. */
  field: string;
  /** Why it must be replaced: the tag's text. */
  reason: string;
  /** The value as written, shortened to one line. */
  value: string;
  /** The whole value as written: a tagged list's names are in it. */
  declaration: string;
}

function sourceFiles(root: string, dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return sourceFiles(root, relative);
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
    })
    .sort();
}

const nameOf = (node: ts.Node, source: ts.SourceFile): string | undefined =>
  (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) && node.name
    ? node.name.getText(source).replace(/^['"]|['"]$/g, '')
    : undefined;

/** `site.legal.companyNumber`: the names of the node and of the properties and constant around it. */
function fieldPath(node: ts.Node, source: ts.SourceFile): string {
  const names: string[] = [];
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    const name = nameOf(at, source);
    if (name) names.unshift(name);
  }
  return names.join('.');
}

const commentText = (comment: ts.JSDocTag['comment']): string =>
  typeof comment === 'string' ? comment : (comment ?? []).map((part) => part.text).join('');

/** Every tagged property or constant in one module's text. */
export function placeholdersIn(file: string, text: string): Placeholder[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Placeholder[] = [];
  const visit = (node: ts.Node) => {
    // A constant's doc comment belongs to its statement; getJSDocTags finds it from the declaration.
    if (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) {
      for (const tag of ts.getJSDocTags(node)) {
        if (tag.tagName.text !== placeholderTag) continue;
        const target = node;
        const written = (target.initializer?.getText(source) ?? '').replace(/\s+/g, ' ');
        found.push({
          file,
          line: source.getLineAndCharacterOfPosition(target.getStart(source)).line + 1,
          field: fieldPath(target, source),
          reason: commentText(tag.comment).trim(),
          value: written.length > 60 ? `${written.slice(0, 57)}...` : written,
          declaration: written,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The module a page's copy lives in: at its URL's path (the 404 page has none, so its own name),
 * under src/content/pages/ or its feature's content/pages/.
 */
const moduleOf = (root: string, page: object) => {
  const urlPath = 'path' in page && typeof page.path === 'string' ? page.path : undefined;
  const name = `${urlPath === undefined ? 'not-found' : urlPath === '/' ? 'home' : urlPath.slice(1)}.ts`;
  const dirs = placeholderRoots(root).filter((dir) => dir !== 'src/config');
  const dir = dirs.find((candidate) => fs.existsSync(path.join(root, candidate, 'pages', name))) ?? 'src/content';
  return `${dir}/pages/${name}`;
};

/** Every placeholder in the project, declared ones first, then the reviews signed by placeholder people. */
export function findPlaceholders(root: string): Placeholder[] {
  const declared = placeholderRoots(root)
    .flatMap((dir) => sourceFiles(root, dir))
    .flatMap((file) => placeholdersIn(file, fs.readFileSync(path.join(root, file), 'utf8')));
  // A review signed by someone a placeholder names (a fictional director) is a placeholder too.
  const isPlaceholderName = (name: string) =>
    declared.some((placeholder) => placeholder.declaration.includes(`'${name}'`));
  const reviews = reviewedPages
    .filter((page) => isPlaceholderName(page.reviewedBy))
    .map((page): Placeholder => {
      const file = moduleOf(root, page);
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const line = text.split('\n').findIndex((row) => row.includes('reviewedBy:')) + 1;
      return {
        file,
        line,
        field: 'page.reviewedBy',
        reason: 'signed off by a placeholder person: have the page read by the director who will sign it off',
        value: `'${page.reviewedBy}'`,
        declaration: `'${page.reviewedBy}'`,
      };
    });
  return [...declared, ...reviews];
}
