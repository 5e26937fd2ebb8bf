import { HEART_RATE_ZONES, zoneOf } from "@repgate/game/rules/heart-rate-zones";
import { useQueryClient } from "@tanstack/react-query";
import { HeartPulse } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { Button } from "../../../components/ui/button.tsx";
import { cx } from "../../../lib/cx.ts";
import {
  browserHasBluetooth,
  readHeartRateSettings,
  zoneMaxOf,
} from "../../../lib/heart-rate-settings.ts";
import { type MessageId, useT } from "../../../lib/i18n/i18n.ts";
import { richText } from "../../../lib/i18n/rich-text.tsx";
import { sendHeartRateSummary } from "./send-summary.ts";
import {
  connectStrap,
  finishBattleRecord,
  reconnectStrap,
  type StrapState,
  startBattleRecord,
  useStrap,
} from "./strap.ts";

/** Zone colours, Rest to Maximum, shared with the activity chart's legend order. */
const ZONE_TEXT = [
  "text-slate-300",
  "text-sky-300",
  "text-emerald-300",
  "text-amber-300",
  "text-orange-300",
  "text-red-300",
];

const STATUS_TEXT: Partial<Record<StrapState["status"], MessageId>> = {
  connecting: "battle.heart.connecting",
  live: "battle.heart.live",
  "no-contact": "battle.heart.noContact",
  reconnecting: "battle.heart.reconnecting",
  disconnected: "battle.heart.disconnected",
  failed: "battle.heart.failed",
};

/** The live reading in one line, as big as the battle's HP figures: read at arm's length. */
export function HeartRateReading({
  strap,
  zoneMax,
}: {
  strap: StrapState;
  zoneMax: number | null;
}) {
  const t = useT();
  if (strap.bpm === null) {
    const status = STATUS_TEXT[strap.status];
    return (
      <span role="status" className="text-sm text-amber-200">
        {status ? t(status) : ""}
      </span>
    );
  }
  const zone = zoneMax === null ? null : zoneOf(strap.bpm, zoneMax);
  return (
    <span className="flex items-baseline gap-2">
      <span className="text-2xl font-bold text-red-100 tabular-nums">{strap.bpm}</span>
      <span className="text-xs text-slate-300">{t("battle.heart.bpm")}</span>
      {zone === null ? null : (
        <span className={cx("text-base font-semibold", ZONE_TEXT[zone])}>
          {HEART_RATE_ZONES[zone]?.name}
        </span>
      )}
    </span>
  );
}

/**
 * The strap in battle: connect, the live rate and effort zone, lost contact and reconnection.
 * Absent where the browser has no Web Bluetooth. When the battle screen closes, its summary is
 * sent; it changes nothing in the fight (docs/decisions/022).
 */
export function HeartRatePanel({ battleId }: { battleId: string }) {
  const strap = useStrap();
  const queryClient = useQueryClient();
  const [zoneMax] = useState(() => zoneMaxOf(readHeartRateSettings()));
  const t = useT();

  useEffect(() => {
    startBattleRecord(battleId);
    return () => {
      const summary = finishBattleRecord(battleId);
      if (summary) void sendHeartRateSummary(queryClient, battleId, summary);
    };
  }, [battleId, queryClient]);

  if (!browserHasBluetooth()) return null;
  const connected = strap.status !== "idle" && strap.status !== "failed";
  const status = STATUS_TEXT[strap.status];
  return (
    <section
      aria-label={t("battle.heart.label")}
      className="flex min-h-11 flex-wrap items-center justify-between gap-x-3 gap-y-1"
    >
      <div className="flex min-w-0 items-center gap-2">
        <HeartPulse aria-hidden="true" className="size-5 shrink-0 text-red-300" />
        {connected ? (
          <HeartRateReading strap={strap} zoneMax={zoneMax} />
        ) : (
          <span role="status" className="text-sm text-slate-300">
            {status ? t(status) : t("battle.heart.label")}
          </span>
        )}
      </div>
      {strap.status === "idle" || strap.status === "failed" ? (
        <Button size="sm" variant="secondary" onClick={() => void connectStrap()}>
          {t("battle.heart.connect")}
        </Button>
      ) : strap.status === "disconnected" ? (
        <Button size="sm" variant="secondary" onClick={reconnectStrap}>
          {t("battle.heart.reconnect")}
        </Button>
      ) : null}
      {connected && zoneMax === null ? (
        <p className="w-full text-xs text-slate-400">
          {richText("battle.heart.setZones", {
            settings: (
              <Link href="/profile" className="underline">
                {t("battle.heart.settingsLink")}
              </Link>
            ),
          })}
        </p>
      ) : null}
    </section>
  );
}
