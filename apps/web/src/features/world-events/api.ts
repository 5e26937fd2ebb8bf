import { worldEventEndpoints } from "@repgate/contracts/endpoints/world-events";
import { queryKeyOf } from "../../lib/query-keys.ts";

// The Gate Break's queries (issue 48). The home's card that reads them is not built yet; the
// socket already makes them stale when an event opens, falls, closes or pays.
export const currentWorldEventQueryKey = queryKeyOf(worldEventEndpoints.current);
/** Every page of every event's contributors: what a worldEventChanged makes stale. */
export const contributorsQueryKey = queryKeyOf(worldEventEndpoints.contributors);
