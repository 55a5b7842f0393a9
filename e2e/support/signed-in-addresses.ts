import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { decideAccess, type AccessArea } from '@lp/contract';

// The signed-in half of the route table (packages/app/src/routes/signed-in-routes.ts), read as
// source: the module itself needs Vite (`import.meta.glob`), which Playwright does not run. Each
// entry's `path` and `area` are literals there, so the syntax tree is enough.

const ROUTES_FILE = path.join(
  import.meta.dirname,
  '..',
  '..',
  'packages',
  'app',
  'src',
  'routes',
  'signed-in-routes.ts',
);

/** Real ids of the demo seed for each parameter of a path (packages/contract/src/samples). */
const SEED_IDS: Record<string, string> = {
  courseId: 'course-1',
  lessonId: 'lesson-1-2',
  programId: 'courts-of-heaven',
  teacherId: 'sarah-chen',
};

/** The signed-in home is named, not written, in the table (public-routes.ts). */
const NAMED_PATHS: Record<string, string> = { SIGNED_IN_HOME: '/dashboard' };

/** The demo roles tried in this order: the first one the access rule lets in opens a page. */
const ROLES = ['admin', 'teacher', 'superuser', 'university_admin', 'student'] as const;
export type DemoRole = (typeof ROLES)[number];

export interface SignedInAddress {
  name: string;
  address: string;
  role: DemoRole;
}

function literal(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isIdentifier(node)) return NAMED_PATHS[node.text];
  return undefined;
}

function entryProperty(entry: ts.ObjectLiteralExpression, key: string) {
  const property = entry.properties.find(
    (candidate): candidate is ts.PropertyAssignment =>
      ts.isPropertyAssignment(candidate) && candidate.name.getText() === key,
  );
  return literal(property?.initializer);
}

function tableLiteral(source: ts.SourceFile): ts.ObjectLiteralExpression {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'signedInRoutes') {
      let value = node.initializer;
      while (value && (ts.isSatisfiesExpression(value) || ts.isAsExpression(value)))
        value = value.expression;
      if (value && ts.isObjectLiteralExpression(value)) found = value;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!found) throw new Error(`no signedInRoutes table in ${ROUTES_FILE}`);
  return found;
}

/** Every signed-in page of the route table: its address with seeded ids and a role that may open it. */
export function signedInAddresses(): SignedInAddress[] {
  const source = ts.createSourceFile(
    ROUTES_FILE,
    readFileSync(ROUTES_FILE, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  return tableLiteral(source)
    .properties.filter(ts.isPropertyAssignment)
    .map((property) => {
      const name = property.name.getText();
      const entry = property.initializer as ts.ObjectLiteralExpression;
      const pattern = entryProperty(entry, 'path');
      if (!pattern) throw new Error(`route ${name}: no literal path`);
      const address = pattern.replace(/:(\w+)/g, (_, parameter: string) => {
        const id = SEED_IDS[parameter];
        if (!id) throw new Error(`route ${name}: no seeded id for :${parameter}`);
        return id;
      });
      const area = (entryProperty(entry, 'area') ?? 'signed-in') as AccessArea;
      const role = ROLES.find((candidate) => decideAccess(area, candidate) === 'allow');
      if (!role) throw new Error(`route ${name}: no demo role may open area ${area}`);
      return { name, address, role };
    });
}
