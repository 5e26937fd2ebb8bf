import { z } from "zod";
import {
  type AttackReply,
  attackRequestSchema,
  battleSchema,
  type SkillReply,
  skillRequestSchema,
} from "./battles.ts";

/** A pairing link's token: 32 random bytes, base64url (docs/decisions/043-controller-pairing.md). */
const CONTROLLER_TOKEN_LENGTH = 43;
/** The short code's letters: no 0/O, 1/I/L, so it reads and types without doubt. */
export const CONTROLLER_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CONTROLLER_CODE_LENGTH = 6;

export const controllerTokenParamSchema = z.object({
  token: z
    .string()
    .regex(/^[\w-]+$/, { error: "That pairing link is not valid." })
    .length(CONTROLLER_TOKEN_LENGTH, { error: "That pairing link is not valid." }),
});

const codeMessage = `The code is ${CONTROLLER_CODE_LENGTH} letters and digits.`;
export const claimByCodeSchema = z.object({
  code: z
    .string({ error: codeMessage })
    .trim()
    .toUpperCase()
    .length(CONTROLLER_CODE_LENGTH, { error: codeMessage }),
});

/** What "Use my phone as controller" shows: the link's token (in the QR code) and the code. */
export const controllerPairingSchema = z.object({
  token: z.string(),
  code: z.string(),
  battleId: z.string(),
  /** When the link and the code stop working (ISO). */
  expiresAt: z.string(),
});
export type ControllerPairing = z.infer<typeof controllerPairingSchema>;

export const controllerClaimedSchema = z.object({
  battleId: z.string(),
  message: z.string(),
});
export type ControllerClaimed = z.infer<typeof controllerClaimedSchema>;

/**
 * The big screen's view of its controller. "connected": the phone's socket is open;
 * "disconnected": paired, but the phone's socket closed (or was never opened).
 */
export const controllerStatusSchema = z.object({
  status: z.enum(["none", "waiting", "connected", "disconnected"]),
  /** While waiting: the code still to type, and until when. */
  code: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ControllerStatus = z.infer<typeof controllerStatusSchema>;

/** The phone's view: the battle it controls, or null once the controller has ended. */
export const controllerStateSchema = z.object({
  battle: battleSchema.nullable(),
  /** Why there is no battle any more, for the phone to say. */
  endedReason: z.string().nullable(),
});
export type ControllerState = z.infer<typeof controllerStateSchema>;

/**
 * The phone's socket (GET /ws/controller, its controller cookie only): the one move it
 * sends is a strike, the reps of an attack or of the class skill, judged like the battle
 * screen's. `id` comes back on the answer, so the phone knows which strike it was.
 */
export const controllerClientMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("strike"),
    id: z.number().int(),
    move: z.discriminatedUnion("kind", [
      z.object({
        kind: z.literal("attack"),
        ...attackRequestSchema.pick({ attack: true, reps: true }).shape,
      }),
      z.object({ kind: z.literal("skill"), ...skillRequestSchema.shape }),
    ]),
  }),
  z.object({ type: z.literal("ping") }),
]);
export type ControllerClientMessage = z.infer<typeof controllerClientMessageSchema>;
export type ControllerMove = Extract<ControllerClientMessage, { type: "strike" }>["move"];

/**
 * What the phone's socket receives: a strike's outcome (the attack's reply, or why it was
 * refused), "changed" when its battle or controller changed (read GET /api/controller again:
 * a blow taken, a teammate's hit, the controller ended), and pong.
 */
export type ControllerServerMessage =
  | { type: "struck"; id: number; reply: AttackReply | SkillReply }
  | { type: "refused"; id: number | null; message: string }
  | { type: "changed" }
  | { type: "pong" };

/** The phone's socket was closed because its controller has ended or never was: pair again. */
export const WS_CLOSE_NOT_A_CONTROLLER = 4403;
