import { pushEndpoints } from "@repgate/contracts/endpoints/push";
import type { PushSettings } from "@repgate/contracts/push";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, isApiStatus } from "../../lib/api-client.ts";
import { queryKeyOf } from "../../lib/query-keys.ts";
import { type PushDevice, subscribeThisDevice, unsubscribeThisDevice } from "./push-device.ts";

const pushSettingsQueryKey = queryKeyOf(pushEndpoints.settings);

const pushSettingsQueryOptions = queryOptions({
  queryKey: pushSettingsQueryKey,
  queryFn: () => call(pushEndpoints.settings),
});

/** Which reminders the hunter wants, on every device (the server's defaults until saved). */
export function usePushSettings() {
  return useQuery(pushSettingsQueryOptions);
}

export function useSavePushSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSettings) => call(pushEndpoints.updateSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(pushSettingsQueryKey, saved),
  });
}

/**
 * Turns reminders on for this device: the browser's permission, a subscription made with the
 * server's VAPID key, and the server told where to push.
 */
export function useTurnOnPush(device: PushDevice) {
  return useMutation({
    mutationFn: async () => {
      const { publicKey } = await call(pushEndpoints.publicKey);
      const subscription = await subscribeThisDevice(device, publicKey);
      return call(pushEndpoints.subscribe, { body: subscription });
    },
  });
}

/** Turns reminders off for this device: the server forgets it, then the browser does. */
export function useTurnOffPush(device: PushDevice) {
  return useMutation({
    mutationFn: () =>
      unsubscribeThisDevice(device, async (endpoint) => {
        try {
          await call(pushEndpoints.unsubscribe, { body: { endpoint } });
        } catch (error) {
          // Already unknown to the server (another hunter took this device over): off is off.
          if (!isApiStatus(error, 404)) throw error;
        }
      }),
  });
}
