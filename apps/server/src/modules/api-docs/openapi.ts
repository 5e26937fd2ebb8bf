import type { Endpoint } from "@repgate/contracts/endpoint";
import { errorReplySchema } from "@repgate/contracts/user";
import { z } from "zod";
import { SESSION_COOKIE } from "../../lib/sessions/session-token.ts";

type Json = Record<string, unknown>;

/** The document's components, filled as operations are made (shared error shape, $defs). */
interface Components {
  schemas: Record<string, Json>;
}

/**
 * A contract schema as JSON Schema (draft 2020-12, what OpenAPI 3.1 speaks), in the direction
 * it travels: what a client sends ("input": defaults optional) or what it gets ("output").
 * Definitions zod hoists for a shared or recursive schema move to components.schemas.
 */
function jsonSchema(
  schema: z.ZodType,
  io: "input" | "output",
  components: Components,
  prefix: string,
): Json {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
  }) as Json & { $defs?: Record<string, Json> };
  const rename = (ref: string) => `#/components/schemas/${prefix}${ref.slice("#/$defs/".length)}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === "$ref" && typeof inner === "string" && inner.startsWith("#/$defs/")
          ? [key, rename(inner)]
          : [key, rewrite(inner)],
      ),
    );
  };
  for (const [name, def] of Object.entries($defs ?? {})) {
    components.schemas[`${prefix}${name}`] = rewrite(def) as Json;
  }
  return rewrite(rest) as Json;
}

/** The fields of an object schema (params, query), each with its own schema. */
function fields(schema: z.ZodType | undefined): [string, z.ZodType][] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, z.ZodType>);
  if (schema instanceof z.ZodPipe) return fields(schema.in as z.ZodType);
  return [];
}

const ERRORS: Record<string, string> = {
  "400": "The input is not valid; `message` says why.",
  "401": "Not signed in, or the access token is not valid.",
  "403": "Not allowed: an unfinished awakening, or a token whose scope does not cover this call.",
  "404": "Not found.",
  "409": "The state does not allow it now.",
  "429": "Too many requests; Retry-After says when to try again.",
};

function operation(endpoint: Endpoint, components: Components): Json {
  const id = `${endpoint.method} ${endpoint.path}`;
  const prefix = id.replace(/[^A-Za-z0-9]+/g, "_");
  const parameters = [
    ...fields(endpoint.params).map(([name, schema]) => ({
      name,
      in: "path",
      required: true,
      schema: jsonSchema(schema, "input", components, prefix),
    })),
    ...fields(endpoint.query).map(([name, schema]) => ({
      name,
      in: "query",
      required: !schema.safeParse(undefined).success,
      schema: jsonSchema(schema, "input", components, prefix),
    })),
  ];
  const errorReply = {
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
  const errors = Object.fromEntries(
    Object.entries(ERRORS)
      .filter(([status]) => endpoint.auth || status !== "401")
      .map(([status, description]) => [status, { description, ...errorReply }]),
  );
  return {
    operationId: prefix,
    summary: id,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: jsonSchema(endpoint.body, "input", components, prefix),
              },
            },
          },
        }
      : {}),
    responses: { ...success(endpoint, components, prefix), ...errors },
    security: !endpoint.auth
      ? []
      : endpoint.token
        ? [{ session: [] }, { accessToken: [endpoint.token] }]
        : [{ session: [] }],
    "x-token-scope": endpoint.token,
  };
}

function success(endpoint: Endpoint, components: Components, prefix: string): Json {
  switch (endpoint.replyKind) {
    case "empty":
      return { "204": { description: "Done; no body." } };
    case "redirect":
      return { "302": { description: "A browser navigation, sent on by Location." } };
    case "page":
      return { "200": { description: "An HTML page (or a 302 to one)." } };
    case "image":
      return { "200": { description: "Image bytes." } };
    case "file":
      return { "200": { description: "A script or stylesheet." } };
    default:
      return {
        "200": {
          description: "Success (201 when something was created).",
          content: {
            "application/json": {
              schema: jsonSchema(endpoint.reply, "output", components, `${prefix}_reply_`),
            },
          },
        },
      };
  }
}

/** The OpenAPI 3.1 document of `endpoints`, generated from their contracts alone. */
export function buildOpenApiDocument(endpoints: readonly Endpoint[]): Json {
  const components: Components = {
    schemas: { Error: jsonSchema(errorReplySchema, "output", { schemas: {} }, "Error") },
  };
  const paths: Record<string, Record<string, Json>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(endpoint, components);
  }
  // The one route that is no endpoint contract: the realtime socket (cookie only).
  paths["/ws"] = {
    get: {
      operationId: "websocket",
      summary: "GET /ws",
      description:
        "The realtime websocket (an Upgrade request, session cookie only): server events and chat messages, as packages/contracts/src/socket.ts declares them.",
      responses: { "101": { description: "Switched to the websocket protocol." } },
      security: [{ session: [] }],
    },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "RepGate API",
      version: "1",
      description:
        "Every call of the RepGate server. Sign in with the session cookie, or send a personal access token (made in Settings) as `Authorization: Bearer rg_...`; `x-token-scope` says which token may call an operation (none: the cookie only). See docs/api.md.",
    },
    paths,
    components: {
      ...components,
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description: "The browser session, set by POST /api/auth/login.",
        },
        accessToken: {
          type: "http",
          scheme: "bearer",
          description:
            'A personal access token; scope "read" (GET calls) or "play" (GET calls and game actions).',
        },
      },
    },
  };
}
