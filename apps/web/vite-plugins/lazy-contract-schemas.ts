import path from "node:path";
import { type Plugin, parseAst } from "vite";

/** The contracts' modules, as the web's build sees them (not their tests). */
const CONTRACT_MODULE = /[\\/]packages[\\/]contracts[\\/]src[\\/](?!.*\.test\.ts$).+\.ts$/;
const LAZY_SCHEMA = path.resolve(import.meta.dirname, "../src/lib/lazy-schema.ts");

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The identifier a chain of calls and member reads starts from: `z` in `z.object({}).strict()`. */
function rootName(node: Node): string | null {
  let at: Node = node;
  for (;;) {
    if (at.type === "CallExpression") at = at.callee as Node;
    else if (at.type === "MemberExpression") at = at.object as Node;
    else if (at.type === "ParenthesizedExpression") at = at.expression as Node;
    else return at.type === "Identifier" ? (at.name as string) : null;
  }
}

/**
 * Rewrites each module-level `const name = <call>` whose chain starts at `z`, at a name ending
 * in "Schema" or at a const already deferred, as `lazySchema(() => <call>)`: built on first use.
 * A call that ends in a member read (`fooSchema.options`) is left alone: it is not a schema.
 * A test checks that every const this defers is a zod schema (lazy-contract-schemas.test.ts).
 */
export function deferSchemas(
  code: string,
  helper = LAZY_SCHEMA,
): { code: string; deferred: string[] } {
  const program = parseAst(code) as unknown as { body: Node[] };
  const deferred: string[] = [];
  const edits: { start: number; end: number }[] = [];
  for (const statement of program.body) {
    const declaration =
      statement.type === "ExportNamedDeclaration"
        ? (statement.declaration as Node | null)
        : statement;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      const init = declarator.init as Node | null;
      if (id.type !== "Identifier" || init?.type !== "CallExpression") continue;
      const root = rootName(init);
      if (root === null || !(root === "z" || root.endsWith("Schema") || deferred.includes(root))) {
        continue;
      }
      deferred.push(id.name as string);
      edits.push({ start: init.start, end: init.end });
    }
  }
  if (edits.length === 0) return { code, deferred };
  let out = code;
  for (const { start, end } of edits.reverse()) {
    out = `${out.slice(0, start)}/* @__PURE__ */ __lazySchema(() => (${out.slice(start, end)}))${out.slice(end)}`;
  }
  return {
    code: `import { lazySchema as __lazySchema } from ${JSON.stringify(helper)};\n${out}`,
    deferred,
  };
}

/**
 * The web's production build defers building the contracts' schemas to their first use
 * (docs/decisions/045-contract-schemas-built-on-first-use.md). The server, the tests and the
 * dev server import the contracts as written.
 */
export function lazyContractSchemas(): Plugin {
  return {
    name: "repgate:lazy-contract-schemas",
    apply: "build",
    // After TypeScript is stripped: the parser reads JavaScript.
    enforce: "post",
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id)) return null;
      const result = deferSchemas(code);
      return result.deferred.length > 0 ? { code: result.code, map: null } : null;
    },
  };
}
