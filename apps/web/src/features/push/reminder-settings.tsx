import { useId, useMemo } from "react";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { browserPushDevice, type PushDevice } from "./push-device.ts";
import { ReminderSwitches } from "./reminder-switches.tsx";
import { ThisDevicePush } from "./this-device-push.tsx";

const NOT_SUPPORTED =
  "This browser cannot show reminders. On an iPhone or iPad, add RepGate to the Home Screen (Share, then Add to Home Screen) and open it from there.";

/**
 * Settings → Reminders (Web Push, docs/decisions/024-web-push.md): this device on or off, and
 * which reminders the hunter wants. `device` is the browser's push (null where it has none).
 */
export function ReminderSettings({ device }: { device?: PushDevice | null }) {
  const headingId = useId();
  const browser = useMemo(() => (device === undefined ? browserPushDevice() : device), [device]);
  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId}>Reminders</PanelHeading>
      <p className="mt-2 text-sm text-slate-300">
        Notifications on this device when the app is closed. Nothing comes while you have RepGate
        open.
      </p>
      {browser ? (
        <ThisDevicePush device={browser} />
      ) : (
        <p role="status" className="mt-3 text-sm text-amber-200">
          {NOT_SUPPORTED}
        </p>
      )}
      <ReminderSwitches />
    </Panel>
  );
}
