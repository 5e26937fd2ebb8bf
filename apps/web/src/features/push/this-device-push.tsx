import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { serverMessageOr } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useTurnOffPush, useTurnOnPush } from "./api.ts";
import { currentSubscription, PermissionNotGranted, type PushDevice } from "./push-device.ts";

type DeviceState = "loading" | "on" | "off" | "denied";

/** The labels run long in some languages: the button grows a line rather than spill over. */
const LONG_LABEL = "h-auto! min-h-10 max-w-full self-start py-2 max-sm:min-h-11";

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
  const t = useT();
  const [state, setState] = useDeviceState(device);
  const [error, setError] = useState<string | null>(null);
  const turnOn = useTurnOnPush(device);
  const turnOff = useTurnOffPush(device);

  function on() {
    setError(null);
    turnOn.mutate(undefined, {
      onSuccess: (reply) => {
        setState("on");
        toast({ title: t("push.on"), description: reply.message });
      },
      onError: (failure) => {
        if (failure instanceof PermissionNotGranted && failure.permission === "denied") {
          setState("denied");
          return;
        }
        setError(
          failure instanceof PermissionNotGranted
            ? failure.message
            : serverMessageOr(failure, t("push.turnOnFailed")),
        );
      },
    });
  }

  function off() {
    setError(null);
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setState("off");
        toast({ title: t("push.off"), description: t("push.offText") });
      },
      onError: (failure) => setError(serverMessageOr(failure, t("push.turnOffFailed"))),
    });
  }

  return (
    <div className="mt-3 flex flex-col gap-3">
      {state === "loading" ? (
        <p role="status" className="text-sm text-slate-300">
          {t("push.checking")}
        </p>
      ) : state === "denied" ? (
        <p role="status" className="text-sm text-amber-200">
          {t("push.blockedHelp")}
        </p>
      ) : state === "on" ? (
        <>
          <p role="status" className="text-sm text-emerald-200">
            {t("push.isOn")}
          </p>
          <Button
            variant="secondary"
            className={LONG_LABEL}
            disabled={turnOff.isPending}
            onClick={off}
          >
            {turnOff.isPending ? t("push.turningOff") : t("push.turnOff")}
          </Button>
        </>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-300">
            {t("push.isOff")}
          </p>
          <Button className={LONG_LABEL} disabled={turnOn.isPending} onClick={on}>
            {turnOn.isPending ? t("push.turningOn") : t("push.turnOn")}
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
