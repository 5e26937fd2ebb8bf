import { useId, useMemo } from "react";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { useT } from "../../lib/i18n/i18n.ts";
import { browserPushDevice, type PushDevice } from "./push-device.ts";
import { ReminderSwitches } from "./reminder-switches.tsx";
import { ThisDevicePush } from "./this-device-push.tsx";

/**
 * Settings → Reminders (Web Push, docs/decisions/024-web-push.md): this device on or off, and
 * which reminders the hunter wants. `device` is the browser's push (null where it has none).
 */
export function ReminderSettings({ device }: { device?: PushDevice | null }) {
  const t = useT();
  const headingId = useId();
  const browser = useMemo(() => (device === undefined ? browserPushDevice() : device), [device]);
  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId}>{t("push.title")}</PanelHeading>
      <p className="mt-2 text-sm text-slate-300">{t("push.intro")}</p>
      {browser ? (
        <ThisDevicePush device={browser} />
      ) : (
        <p role="status" className="mt-3 text-sm text-amber-200">
          {t("push.notSupported")}
        </p>
      )}
      <ReminderSwitches />
    </Panel>
  );
}
