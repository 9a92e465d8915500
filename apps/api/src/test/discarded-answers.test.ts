// No API test sends a request and drops its answer: a setup write that fails (a 400, a 404) would
// leave the test passing on data it never made. Each request's answer is assigned or asserted
// (`expectStatus(await c.send(…), 200)` from ./status.ts). Syntax only, so it stays cheap: a
// statement `await <request>(…);` whose callee is inject or one of the suites' request helpers.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The names the API tests give to a function that sends a request and answers its response. */
const REQUEST_HELPERS = new Set([
  'inject',
  'send',
  'get',
  'call',
  'post',
  'put',
  'upload',
  'create',
  'review',
  'notify',
]);
/** On an object (`c.send`, `h.app.inject`) only these are requests: `store.put` is not. */
const CLIENT_METHODS = new Set(['inject', 'send', 'get']);

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? testFiles(join(dir, d.name)) : d.name.endsWith('.test.ts') ? [join(dir, d.name)] : [],
  );

/** The file's own function of that name (a declaration or a const arrow), if it has one. */
function localDefinition(source: ts.SourceFile, name: string): ts.FunctionLikeDeclaration | undefined {
  let found: ts.FunctionLikeDeclaration | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isFunctionDeclaration(node) && node.name?.text === name) found = node;
    else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    )
      found = node.initializer;
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A helper of the file that checks the status itself, answers nothing, or calls one that does. */
function checksItself(source: ts.SourceFile, name: string, depth = 0): boolean {
  const def = localDefinition(source, name);
  if (!def || depth > 3) return false;
  if (def.getText().includes('statusCode') || def.type?.getText().includes('void')) return true;
  const body = def.body;
  const call = body && ts.isCallExpression(body) ? body : undefined;
  return !!call && ts.isIdentifier(call.expression) && checksItself(source, call.expression.text, depth + 1);
}

function isRequest(source: ts.SourceFile, call: ts.CallExpression): boolean {
  const e = call.expression;
  if (ts.isPropertyAccessExpression(e)) return CLIENT_METHODS.has(e.name.text);
  return ts.isIdentifier(e) && REQUEST_HELPERS.has(e.text) && !checksItself(source, e.text);
}

function discarded(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isExpressionStatement(node) &&
      ts.isAwaitExpression(node.expression) &&
      ts.isCallExpression(node.expression.expression) &&
      isRequest(source, node.expression.expression)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${relative(SRC, file)}:${line}: ${node.getText().split('\n')[0]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it('no API test awaits a request and ignores its answer', () => {
  const files = testFiles(SRC);
  expect(files.length).toBeGreaterThan(50);
  expect(files.flatMap(discarded)).toEqual([]);
});
