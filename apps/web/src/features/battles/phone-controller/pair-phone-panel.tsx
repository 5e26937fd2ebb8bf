import type { ControllerPairing } from "@repgate/contracts/controllers";
import { Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { serverMessageOr } from "../../../lib/api-client.ts";
import { useT } from "../../../lib/i18n/i18n.ts";
import { useControllerStatus, useCreatePairing, useEndController } from "./api.ts";
import { controllerLinkOf } from "./controller-link.ts";

/** The link drawn as a QR code, here in the browser: `qrcode` loads only when one is shown. */
function useQrCode(link: string): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import("qrcode")
      .then((qr) => qr.toDataURL(link, { margin: 1, width: 200, errorCorrectionLevel: "M" }))
      .then((url) => {
        if (current) setImage(url);
      })
      .catch(() => {
        // The code to type is shown beside it: the pairing still works without the picture.
      });
    return () => {
      current = false;
    };
  }, [link]);
  return image;
}

function PairingCode({ pairing }: { pairing: ControllerPairing }) {
  const link = controllerLinkOf(window.location.origin, pairing.token);
  const image = useQrCode(link);
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-2 text-center sm:flex-row sm:text-left">
      {image ? (
        <img
          src={image}
          width={160}
          height={160}
          alt={t("battle.phone.qrAlt")}
          className="rounded bg-white p-1"
        />
      ) : null}
      <div className="flex flex-col gap-1">
        <p className="text-sm text-slate-300">
          {t("battle.phone.scan", { address: `${window.location.host}/#controller` })}
        </p>
        <p
          className="font-mono text-3xl font-bold tracking-[0.3em] text-sky-50"
          data-testid="controller-code"
        >
          {pairing.code}
        </p>
        <p className="text-xs text-slate-400">{t("battle.phone.once")}</p>
        <a href={link} className="sr-only" data-testid="controller-link">
          {t("battle.phone.link")}
        </a>
      </div>
    </div>
  );
}

/**
 * On the battle screen: pairs a phone as this battle's controller and says how it is doing.
 * `onConnected` tells the screen whether the phone is counting (its own +1 rests meanwhile).
 */
export function PairPhonePanel({ onConnected }: { onConnected?: (connected: boolean) => void }) {
  const status = useControllerStatus(true);
  const create = useCreatePairing();
  const end = useEndController();
  const [pairing, setPairing] = useState<ControllerPairing | null>(null);
  const state = status.data?.status ?? "none";
  const connected = state === "connected";
  const t = useT();

  useEffect(() => {
    onConnected?.(connected);
  }, [connected, onConnected]);

  const waiting = state === "waiting" && pairing !== null;
  return (
    <section
      aria-labelledby="controller-title"
      className="flex flex-col gap-2 rounded border border-sky-300/30 p-3"
    >
      <h2
        id="controller-title"
        className="flex items-center gap-2 text-sm font-semibold text-sky-100"
      >
        <Smartphone aria-hidden="true" className="size-4" /> {t("battle.phone.title")}
      </h2>
      <p aria-live="polite" className="text-sm text-slate-200">
        {state === "connected"
          ? t("battle.phone.connected")
          : state === "disconnected"
            ? t("battle.phone.disconnected")
            : ""}
      </p>
      {waiting ? <PairingCode pairing={pairing} /> : null}
      {create.isError ? (
        <p role="alert" className="text-sm text-rose-300">
          {serverMessageOr(create.error, t("battle.phone.pairFailed"))}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {state === "none" || (state === "waiting" && !pairing) ? (
          <Button
            variant="secondary"
            // A long language wraps the label on a phone instead of widening the page.
            className="h-auto! min-h-10 max-w-full py-2 max-sm:min-h-11"
            disabled={create.isPending}
            onClick={() => create.mutate(undefined, { onSuccess: setPairing })}
          >
            {t("battle.phone.use")}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={end.isPending}
            onClick={() => end.mutate(undefined, { onSuccess: () => setPairing(null) })}
          >
            {waiting ? t("battle.phone.cancel") : t("battle.phone.stop")}
          </Button>
        )}
      </div>
    </section>
  );
}
