import { z } from "zod";
import { battleSchema } from "./battles.ts";

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

/** The big screen's view of its controller. "disconnected": paired, but silent for a while. */
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
