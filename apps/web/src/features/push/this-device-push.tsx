import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { serverMessageOr } from "../../lib/api-client.ts";
import { useTurnOffPush, useTurnOnPush } from "./api.ts";
import { currentSubscription, PermissionNotGranted, type PushDevice } from "./push-device.ts";

type DeviceState = "loading" | "on" | "off" | "denied";

const BLOCKED_HELP =
  "Notifications are blocked for RepGate in this browser. To allow them, open the site's settings (the icon left of the address bar), set Notifications to Allow, then reload this page.";

/** Whether this device gets reminders now: the browser's permission and its subscription. */
function useDeviceState(device: PushDevice) {
  const [state, setState] = useState<DeviceState>("loading");
  useEffect(() => {
    let live = true;
    if (device.permission() === "denied") {
      setState("denied");
      return;
    }
    currentSubscription(device).then(
      (subscription) => live && setState(subscription ? "on" : "off"),
      // No worker yet (it starts after the first screen): turning on will wait for it.
      () => live && setState("off"),
    );
    return () => {
      live = false;
    };
  }, [device]);
  return [state, setState] as const;
}

/** Turns reminders on or off for this browser; the switches below are the hunter's, everywhere. */
export function ThisDevicePush({ device }: { device: PushDevice }) {
  const [state, setState] = useDeviceState(device);
  const [error, setError] = useState<string | null>(null);
  const turnOn = useTurnOnPush(device);
  const turnOff = useTurnOffPush(device);

  function on() {
    setError(null);
    turnOn.mutate(undefined, {
      onSuccess: (reply) => {
        setState("on");
        toast({ title: "Reminders On", description: reply.message });
      },
      onError: (failure) => {
        if (failure instanceof PermissionNotGranted && failure.permission === "denied") {
          setState("denied");
          return;
        }
        setError(
          failure instanceof PermissionNotGranted
            ? failure.message
            : serverMessageOr(failure, "Could not turn reminders on. Please try again."),
        );
      },
    });
  }

  function off() {
    setError(null);
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setState("off");
        toast({ title: "Reminders Off", description: "This device will get no more reminders." });
      },
      onError: (failure) =>
        setError(serverMessageOr(failure, "Could not turn reminders off. Please try again.")),
    });
  }

  return (
    <div className="mt-3 flex flex-col gap-3">
      {state === "loading" ? (
        <p role="status" className="text-sm text-slate-300">
          Checking this device...
        </p>
      ) : state === "denied" ? (
        <p role="status" className="text-sm text-amber-200">
          {BLOCKED_HELP}
        </p>
      ) : state === "on" ? (
        <>
          <p role="status" className="text-sm text-emerald-200">
            Reminders are on for this device.
          </p>
          <Button
            variant="secondary"
            className="self-start"
            disabled={turnOff.isPending}
            onClick={off}
          >
            {turnOff.isPending ? "Turning off..." : "Turn off on this device"}
          </Button>
        </>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-300">
            This device gets no reminders. Your browser will ask to allow notifications.
          </p>
          <Button className="self-start" disabled={turnOn.isPending} onClick={on}>
            {turnOn.isPending ? "Turning on..." : "Turn on for this device"}
          </Button>
        </>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
