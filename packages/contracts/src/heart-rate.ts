import {
  BPM_RANGE,
  HEART_RATE_ZONES,
  MAX_HEART_RATE_RANGE,
  summaryInconsistency,
  ZONE_COUNT,
} from "@repgate/game/rules/heart-rate-zones";
import { z } from "zod";

/** A battle's timer is 30 minutes; a summary may not claim more than that and a minute. */
const HEART_RATE_MAX_SECONDS = 1860;

function bpm(name: string, range: { min: number; max: number }) {
  const message = `${name} must be a whole number from ${range.min} to ${range.max}.`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(range.min, { error: message })
    .max(range.max, { error: message });
}

const zoneSecondsMessage = `zoneSeconds must list ${ZONE_COUNT} whole numbers of seconds (${HEART_RATE_ZONES.map((z) => z.name).join(", ")}), each from 0 to ${HEART_RATE_MAX_SECONDS}.`;

/**
 * A battle's heart rate as the browser summarised it (docs/decisions/022): the only heart-rate
 * data that leaves the device. It changes nothing in play; it is checked only for sense.
 */
export const heartRateSummarySchema = z
  .object({
    averageBpm: bpm("averageBpm", BPM_RANGE),
    maxBpm: bpm("maxBpm", BPM_RANGE),
    zoneMaxBpm: bpm("zoneMaxBpm", MAX_HEART_RATE_RANGE),
    zoneSeconds: z
      .array(
        z
          .number({ error: zoneSecondsMessage })
          .int({ error: zoneSecondsMessage })
          .min(0, { error: zoneSecondsMessage })
          .max(HEART_RATE_MAX_SECONDS, { error: zoneSecondsMessage }),
        { error: zoneSecondsMessage },
      )
      .length(ZONE_COUNT, { error: zoneSecondsMessage }),
  })
  .superRefine((summary, ctx) => {
    const total = summary.zoneSeconds.reduce((a, b) => a + b, 0);
    if (total > HEART_RATE_MAX_SECONDS) {
      ctx.addIssue({
        code: "custom",
        message: `A battle lasts at most ${HEART_RATE_MAX_SECONDS} seconds; the zones add up to ${total}.`,
      });
      return;
    }
    const why = summaryInconsistency(summary);
    if (why) ctx.addIssue({ code: "custom", message: why });
  });
export type HeartRateSummaryBody = z.infer<typeof heartRateSummarySchema>;

export const heartRateRecordedSchema = z.object({
  message: z.string(),
  battleId: z.string(),
  summary: heartRateSummarySchema,
});
export type HeartRateRecorded = z.infer<typeof heartRateRecordedSchema>;

/** One battle's summary as the activity charts show it. */
export const battleHeartRateSchema = z.object({
  battleId: z.string(),
  monsterName: z.string(),
  /** When the summary was stored (ISO). */
  recordedAt: z.string(),
  averageBpm: z.number().int(),
  maxBpm: z.number().int(),
  zoneMaxBpm: z.number().int(),
  zoneSeconds: z.array(z.number().int()),
});
export type BattleHeartRate = z.infer<typeof battleHeartRateSchema>;
