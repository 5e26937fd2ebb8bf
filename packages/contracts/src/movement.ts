import { z } from "zod";

export const runIdParamSchema = z.object({
  runId: z.uuid({ error: "That run id is not valid." }),
});

const LAT = "Latitude must be a number from -90 to 90.";
const LON = "Longitude must be a number from -180 to 180.";
const ACCURACY = "Accuracy must be a number of metres from 0 to 100000.";
const TIMESTAMP = "Timestamp must be the reading's time in milliseconds since 1970.";

/** One Geolocation reading sent from the movement dungeon screen. */
export const positionSampleRequestSchema = z.object({
  lat: z.number({ error: LAT }).min(-90, { error: LAT }).max(90, { error: LAT }),
  lon: z.number({ error: LON }).min(-180, { error: LON }).max(180, { error: LON }),
  /** Metres, from the Geolocation API; readings worse than the limit are ignored. */
  accuracy: z
    .number({ error: ACCURACY })
    .min(0, { error: ACCURACY })
    .max(100_000, { error: ACCURACY })
    .optional(),
  /** Milliseconds since the epoch when the reading was taken (position.timestamp). */
  timestamp: z
    .number({ error: TIMESTAMP })
    .int({ error: TIMESTAMP })
    .positive({ error: TIMESTAMP }),
});
export type PositionSampleRequest = z.infer<typeof positionSampleRequestSchema>;

export const movementRunSchema = z.object({
  id: z.string(),
  dungeonId: z.string(),
  dungeonName: z.string(),
  status: z.enum(["active", "completed", "expired", "abandoned"]),
  requiredDistance: z.number(),
  distanceCovered: z.number(),
  startedAt: z.string(),
  /** Seconds the run may last (movementTimeLimitSeconds). */
  timeLimit: z.number().int(),
  /** Whole seconds left when the server answered (clock skew proof). */
  secondsLeft: z.number().int(),
  /** Seconds per km so far, or null before any distance. */
  paceSecondsPerKm: z.number().nullable(),
  lastSampleAccepted: z.boolean().nullable(),
  lastSampleReason: z.string().nullable(),
  rewards: z
    .object({ xp: z.number().int(), gold: z.number().int(), itemDropped: z.string().nullable() })
    .nullable(),
});
export type MovementRun = z.infer<typeof movementRunSchema>;
