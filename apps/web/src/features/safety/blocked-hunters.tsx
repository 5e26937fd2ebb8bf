import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { BLOCKED_HUNTERS_ANCHOR, useBlocks, useRemoveBlock } from "./api.ts";

/**
 * Settings: the hunters muted or blocked, each with a button that undoes it. The account menu,
 * the profile's Settings tab and the block dialogs link here (`BLOCKED_HUNTERS_PATH`), so the
 * section scrolls into view when the address names it.
 */
export function BlockedHunters() {
  const t = useT();
  const blocks = useBlocks();
  const remove = useRemoveBlock();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash === `#${BLOCKED_HUNTERS_ANCHOR}`) {
      panel.current?.scrollIntoView?.({ block: "start" });
    }
  }, []);
  return (
    <Panel ref={panel} id={BLOCKED_HUNTERS_ANCHOR} aria-label={t("safety.listTitle")}>
      <PanelHeading>{t("safety.listTitle")}</PanelHeading>
      {blocks.data && blocks.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400">{t("safety.noneBlocked")}</p>
      ) : null}
      <ul className="mt-2 flex flex-col gap-2">
        {blocks.data?.map((b) => (
          <li key={b.userId} className="flex items-center justify-between gap-2 text-sm">
            <span>
              <Link href={`/user/${b.userId}`} className="font-semibold break-words text-sky-200">
                {b.hunterName}
              </Link>{" "}
              <span className="text-slate-400">
                {b.kind === "block" ? t("safety.isBlocked") : t("safety.isMuted")}
              </span>
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(b.userId, {
                  onSuccess: () => {
                    toast({
                      title: b.kind === "block" ? t("safety.unblocked") : t("safety.unmuted"),
                      description:
                        b.kind === "block"
                          ? t("safety.unblockedText", { name: b.hunterName })
                          : t("safety.unmutedText", { name: b.hunterName }),
                    });
                  },
                  onError: (e) =>
                    toastFailure(
                      t("safety.error"),
                      e,
                      t("safety.undoFailed", { name: b.hunterName }),
                    ),
                })
              }
            >
              {b.kind === "block" ? t("safety.unblock") : t("safety.unmute")}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
