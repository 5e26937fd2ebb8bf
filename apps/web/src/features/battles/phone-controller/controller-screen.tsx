import { Gamepad2 } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Panel } from "../../../components/ui/panel.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { serverMessageOr } from "../../../lib/api-client.ts";
import { useT } from "../../../lib/i18n/i18n.ts";
import { vibrate } from "../../../lib/sfx.ts";
import { useClaimController, useControllerState, useReleaseController } from "./api.ts";
import { ControllerPad } from "./controller-pad.tsx";
import { useControllerSocket } from "./controller-socket.ts";

function CodeForm({ onClaim, pending }: { onClaim: (code: string) => void; pending: boolean }) {
  const [code, setCode] = useState("");
  const t = useT();
  function submit(event: FormEvent) {
    event.preventDefault();
    onClaim(code);
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        label={t("controller.codeLabel")}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={6}
      />
      <Button type="submit" disabled={pending}>
        {t("controller.connect")}
      </Button>
    </form>
  );
}

/** The buzz of a blow taken, where the phone can buzz (the battle screen's own pattern). */
const HIT_TAKEN_BUZZ = [0, 250, 120];

/** Buzzes when the hunter's HP drops, whoever's blow it was: the phone is face-up on the floor. */
function useBuzzOnHitTaken(hp: number | undefined) {
  const last = useRef(hp);
  useEffect(() => {
    if (hp !== undefined && last.current !== undefined && hp < last.current) {
      vibrate(HIT_TAKEN_BUZZ);
    }
    last.current = hp;
  }, [hp]);
}

function Controlling() {
  const state = useControllerState(true);
  const live = state.data?.battle != null;
  const socket = useControllerSocket(live);
  const release = useReleaseController();
  useBuzzOnHitTaken(state.data?.battle?.playerCurrentHP);
  const t = useT();
  if (state.isPending) return <p>{t("controller.connecting")}</p>;
  if (state.isError) {
    return (
      <p role="alert" className="text-rose-300">
        {serverMessageOr(state.error, t("controller.lost"))}
      </p>
    );
  }
  const { battle, endedReason } = state.data;
  if (!battle) return <p role="status">{endedReason}</p>;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-300" data-testid="controller-link-state">
        {socket.connected ? t("controller.linked") : t("controller.linking")}
      </p>
      <ControllerPad key={battle.id} battle={battle} strike={socket.strike} />
      <Button variant="secondary" disabled={release.isPending} onClick={() => release.mutate()}>
        {t("controller.stop")}
      </Button>
    </div>
  );
}

/**
 * The phone as a controller (`/#controller=<token>` or `/#controller` and the code): claims the
 * pairing once, forgets the link (it is spent), then counts reps for the big screen's battle.
 * The phone is never signed in by this: its credential plays that one battle only.
 */
export function ControllerScreen({ token }: { token: string | null }) {
  const claim = useClaimController();
  const claimedFromLink = useRef(false);
  const t = useT();
  useEffect(() => {
    if (!token || claimedFromLink.current) return;
    claimedFromLink.current = true;
    claim.mutate({ token });
    // The token is spent: it should not stay in the address bar or the history.
    window.history.replaceState(null, "", "/#controller");
  }, [token, claim]);

  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col gap-4 p-4">
      <Panel aria-labelledby="controller-screen-title" className="flex flex-col gap-4">
        <h1 id="controller-screen-title" className="system-heading flex items-center gap-2">
          <Gamepad2 aria-hidden="true" className="size-6" /> {t("controller.title")}
        </h1>
        {claim.isSuccess ? (
          <Controlling />
        ) : (
          <>
            {claim.isError ? (
              <p role="alert" className="text-rose-300">
                {serverMessageOr(claim.error, t("controller.connectFailed"))}
              </p>
            ) : null}
            {token && !claim.isError ? (
              <p>{t("controller.connecting")}</p>
            ) : (
              <CodeForm onClaim={(code) => claim.mutate({ code })} pending={claim.isPending} />
            )}
          </>
        )}
      </Panel>
    </main>
  );
}
