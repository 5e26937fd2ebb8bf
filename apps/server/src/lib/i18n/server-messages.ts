import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

/**
 * Every message the server can send to be shown, as catalogue keys: the sentences written in the
 * server's and the contracts' sources (errors, validation texts, notification titles and texts,
 * mail, replies' `{message}`). A sentence is a string that starts with a capital letter and ends
 * with a full stop, "!" or "?"; `${value}` parts become `{name}` placeholders named after the
 * value. The catalogue test (i18n.test.ts) fails when one is missing in any language.
 */
export function collectServerMessages(roots: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const root of roots) {
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, "utf8");
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const where = relative(process.cwd(), file);
      const visit = (node: ts.Node): void => {
        const message = messageOf(node);
        if (message !== null && isSentence(message) && !found.has(message)) {
          found.set(message, where);
        }
        const heading = headingOf(node);
        if (heading !== null && !found.has(heading)) found.set(heading, where);
        // A template's parts are not messages of their own.
        if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}

/** Operator tools, tests and logs are not shown to hunters. */
const SKIPPED = [
  /\.test\.ts$/,
  /\/test\//,
  /\/db\//,
  /admin(-commands)?\.ts$/,
  /\/logging\//,
  /\/api-docs\//,
  /\/i18n\/catalogues\//,
  // Told to the operator when the server starts or a developer forgot a route.
  /\/(env|contract-check|proxy-warning|static-web|vapid)\.ts$/,
  /\/push\/config\.ts$/,
  // Game content (quest, skill and achievement descriptions) is the web app's to show.
  /\/game\/src\/content\//,
  /\/game\/src\/rules\/(achievements|magic|match|quests)\.ts$/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!entry.name.endsWith(".ts") || SKIPPED.some((s) => s.test(path))) return [];
    return [path];
  });
}

/**
 * A notification's title and a mail's subject are headings, with no full stop:
 * `title: "Friend Request"`, `title: \`Message from ${name}\``, `subject: say("...")`. So is a
 * name the server builds from parts, `name: \`Gate Break: ${boss}\`` (a plain `name: "..."`
 * is a table's word, which the content catalogues say).
 */
function headingOf(node: ts.Node): string | null {
  if (!ts.isPropertyAssignment(node)) return null;
  const key = node.name.getText();
  const builtName = key === "name" && ts.isTemplateExpression(node.initializer);
  if (!["title", "subject"].includes(key) && !builtName) return null;
  let value: ts.Node = node.initializer;
  if (ts.isCallExpression(value) && value.arguments[0]) value = value.arguments[0];
  const text = messageOf(value);
  return text !== null && /^[A-Z{]/.test(text) ? text : null;
}

function messageOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  const used = new Map<string, number>();
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const base = placeholderName(span.expression);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    text += `{${seen === 0 ? base : `${base}${seen + 1}`}}${span.literal.text}`;
  }
  return text;
}

/** `${hunter.name}` is {name}, `${count}` is {count}, `${describe(x)}` is {describe}. */
function placeholderName(expression: ts.Expression): string {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  if (ts.isCallExpression(expression)) return placeholderName(expression.expression);
  if (ts.isParenthesizedExpression(expression)) return placeholderName(expression.expression);
  if (ts.isAsExpression(expression) || ts.isNonNullExpression(expression)) {
    return placeholderName(expression.expression);
  }
  if (ts.isElementAccessExpression(expression)) return placeholderName(expression.expression);
  return "value";
}

function isSentence(text: string): boolean {
  return (
    /^[A-Z0-9{]/.test(text) &&
    /[.!?:]$/.test(text) &&
    text.includes(" ") &&
    !/^\{[^}]*\}$/.test(text)
  );
}
