import {
  attackRequestSchema,
  battleIdParamSchema,
  createNextRequestSchema,
  skillRequestSchema,
} from "@repgate/contracts/battles";
import type { FastifyInstance } from "fastify";
import { signedInUser } from "../../lib/auth-hook.ts";
import { type AppDeps, diceOf } from "../../lib/deps.ts";
import { parseInput } from "../../lib/validate.ts";
import { authenticate } from "../auth/authenticate.ts";
import { findActiveBattleOf } from "./active.ts";
import { attackBattle } from "./attack.ts";
import { createNextBattle } from "./create-next.ts";
import { findPendingNextOf } from "./pending-next.ts";
import { runAway } from "./run-away.ts";
import { completeBattle } from "./settle.ts";
import { castSkill } from "./skill.ts";

export async function battleRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const { db, clock } = deps;
  const random = diceOf(deps);
  app.addHook("preHandler", authenticate(deps));

  // 200 with the battle, or 200 with `null` when there is none: one shape, never a 404.
  app.get("/api/battles/active", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return reply.send(await findActiveBattleOf(db, signedInUser(request), clock.now()));
  });

  // Between `complete` and `create-next`: the next monster and what is left of its countdown,
  // or `null`. Lets another tab or a reopened app resume the run (active answers null then).
  app.get("/api/battles/pending-next", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return reply.send(await findPendingNextOf(db, signedInUser(request), clock.now()));
  });

  // Registered before the :id routes so "create-next" is never read as an id.
  app.post("/api/battles/create-next", async (request, reply) => {
    const body = parseInput(createNextRequestSchema, request.body);
    const userId = signedInUser(request).id;
    const next = await createNextBattle(db, { userId, request: body, now: clock.now() });
    return reply.status(next.created ? 201 : 200).send(next.reply);
  });

  app.patch("/api/battles/:id", async (request) => {
    const { id } = parseInput(battleIdParamSchema, request.params);
    const { attack, reps } = parseInput(attackRequestSchema, request.body);
    const userId = signedInUser(request).id;
    return attackBattle(db, random, { userId, battleId: id, attack, reps, now: clock.now() });
  });

  app.post("/api/battles/:id/skill", async (request) => {
    const { id } = parseInput(battleIdParamSchema, request.params);
    const { reps } = parseInput(skillRequestSchema, request.body);
    const userId = signedInUser(request).id;
    return castSkill(db, random, { userId, battleId: id, reps, now: clock.now() });
  });

  app.post("/api/battles/:id/complete", async (request) => {
    const { id } = parseInput(battleIdParamSchema, request.params);
    const userId = signedInUser(request).id;
    return completeBattle(db, random, { userId, battleId: id, now: clock.now() });
  });

  app.post("/api/battles/:id/run-away", async (request) => {
    const { id } = parseInput(battleIdParamSchema, request.params);
    const userId = signedInUser(request).id;
    return runAway(db, random, { userId, battleId: id, now: clock.now() });
  });
}
