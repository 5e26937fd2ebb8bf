import { hasHiddenCharacters, PARTY_NAME_HIDDEN_MESSAGE } from "@repgate/game/rules/hunter-name";
import { z } from "zod";

/** The spec's party-name refusal (docs/game-rules/parties.md). */
const PARTY_NAME_REQUIRED = "Please enter a party name.";
/** The spec's reply when a confirmation fails (docs/game-rules/parties.md). */
export const PARTY_ENTRY_CANCELLED = "Not all party members confirmed. Dungeon entry cancelled.";

const partyMemberSchema = z.object({
  id: z.string(),
  hunterName: z.string(),
  level: z.number().int(),
  rank: z.string(),
  profileImageUrl: z.string().nullable(),
  vitality: z.number().int(),
  /**
   * The hunter's HP, the very figure their battle shows (not the spec's vitality x 50: one HP
   * figure everywhere, issue 41).
   */
  currentHP: z.number().int(),
  maxHP: z.number().int(),
  isLeader: z.boolean(),
  inDungeon: z.boolean(),
  joinedAt: z.string(),
});
export type PartyMember = z.infer<typeof partyMemberSchema>;

const partyConfirmationStateSchema = z.object({
  id: z.string(),
  dungeonId: z.string(),
  dungeonName: z.string(),
  expiresAt: z.string(),
  /** The server's whole seconds to expiresAt when it answered: what a countdown counts from. */
  secondsLeft: z.number().int().nonnegative(),
  /** Member id to their answer: true, false, or null while waiting. */
  replies: z.record(z.string(), z.boolean().nullable()),
});

export const partySchema = z.object({
  id: z.string(),
  name: z.string(),
  leaderId: z.string(),
  maxMembers: z.number().int(),
  /** Longest-standing first: the order leadership passes in. */
  members: z.array(partyMemberSchema),
  /** The dungeon confirmation waiting for answers, if any. */
  pendingConfirmation: partyConfirmationStateSchema.nullable(),
});
export type Party = z.infer<typeof partySchema>;

export const createPartyRequestSchema = z.object({
  name: z
    .string({ error: PARTY_NAME_REQUIRED })
    // Before trimming, as for hunter names (decision 009): a BOM at either end is refused too.
    .refine((name) => !hasHiddenCharacters(name), { error: PARTY_NAME_HIDDEN_MESSAGE })
    .trim()
    .min(1, { error: PARTY_NAME_REQUIRED })
    .max(40, { error: "A party name has at most 40 characters." }),
});

/** `inviteeId` as the spec sends it; `hunterName` lets the party panel invite by name. */
export const partyInviteRequestSchema = z
  .object({
    inviteeId: z.uuid({ error: "That hunter id is not valid." }).optional(),
    hunterName: z.string().trim().min(1).max(40).optional(),
  })
  .refine((b) => (b.inviteeId === undefined) !== (b.hunterName === undefined), {
    error: "Choose one hunter to invite (inviteeId or hunterName).",
  });

export const partyInviteReplySchema = z.object({
  message: z.string(),
  invitationId: z.string(),
});

export const partyPermissionsSchema = z.object({ canInviteMembers: z.boolean() });
export type PartyPermissions = z.infer<typeof partyPermissionsSchema>;

export const partyIdParamSchema = z.object({
  id: z.uuid({ error: "That id is not valid." }),
});

export const respondInvitationRequestSchema = z.object({
  status: z.enum(["accepted", "declined"], { error: "Answer accepted or declined." }),
});

export const respondInvitationReplySchema = z.object({
  message: z.string(),
  party: partySchema.nullable(),
});

export const leavePartyReplySchema = z.object({ message: z.string() });

export const partyMemberParamSchema = z.object({
  memberId: z.uuid({ error: "That hunter id is not valid." }),
});

export const dungeonConfirmationRequestSchema = z.object({
  dungeonId: z.uuid({ error: "That dungeon id is not valid." }),
});

export const dungeonConfirmationReplySchema = z.object({
  message: z.string(),
  confirmationId: z.string(),
  expiresAt: z.string(),
});

export const respondConfirmationRequestSchema = z.object({
  confirmed: z.boolean({ error: "Answer confirmed: true or false." }),
});

export const respondConfirmationReplySchema = z.object({
  /** entered: everyone is in the dungeon; cancelled: entry called off; waiting: not all answered. */
  status: z.enum(["entered", "cancelled", "waiting"]),
  allConfirmed: z.boolean(),
  dungeonId: z.string(),
  message: z.string(),
});
export type RespondConfirmationReply = z.infer<typeof respondConfirmationReplySchema>;
