import { useEffect } from "react";
import { useLocation } from "wouter";
import { onServerMessage } from "../../lib/realtime-channel.ts";

/**
 * Takes the hunter to the battle when their party's run starts. Only the member whose answer
 * completed the confirmation gets "entered" in a reply; the others (the leader included) have
 * said yes earlier and may be on any screen, so the server's `partyRunStarted` brings them in.
 */
export function usePartyRunFollow(): void {
  const [, navigate] = useLocation();
  useEffect(
    () =>
      onServerMessage((message) => {
        if (message.type === "partyRunStarted") navigate("/battle");
      }),
    [navigate],
  );
}
