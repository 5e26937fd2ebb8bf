import { heartRateEndpoints } from "@repgate/contracts/endpoints/heart-rate";
import { profileEndpoints } from "@repgate/contracts/endpoints/profiles";
import type { HeartRateSummary } from "@repgate/game/rules/heart-rate-zones";
import type { QueryClient } from "@tanstack/react-query";
import { toastFailure } from "../../../components/ui/toast-store.ts";
import { call, isApiStatus } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { queryKeyOf } from "../../../lib/query-keys.ts";

/**
 * Sends a finished battle's summary, the only heart-rate data that leaves the device. A 409
 * means this battle already has one (the hunter left the screen and came back): nothing to say.
 */
export async function sendHeartRateSummary(
  queryClient: QueryClient,
  battleId: string,
  summary: HeartRateSummary,
): Promise<void> {
  try {
    await call(heartRateEndpoints.record, { params: { id: battleId }, body: summary });
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(profileEndpoints.activity) });
  } catch (error) {
    if (isApiStatus(error, 409)) return;
    toastFailure(t("battle.heart.notSaved"), error, t("battle.heart.notSavedText"));
  }
}
