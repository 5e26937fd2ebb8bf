import { partyEndpoints } from "@repgate/contracts/endpoints/parties";
import { queryKeyOf } from "../../lib/query-keys.ts";

export const partyQueryKey = queryKeyOf(partyEndpoints.party);
export const partyPermissionsQueryKey = queryKeyOf(partyEndpoints.permissions);
