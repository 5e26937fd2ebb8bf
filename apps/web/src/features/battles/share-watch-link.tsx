import { Copy, Eye, Link2Off, Share2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import {
  useCreateWatchLink,
  useRevokeWatchLink,
  useWatchLinkStatus,
  watchUrlOf,
} from "../watching/api.ts";

/**
 * On the battle screen: share a link anyone can watch this fight from (no account), see how
 * many watch it now, copy the link, or revoke it. The link's secret is shown only here, once:
 * the server keeps only its hash, so after a reload "New link" makes another.
 */
export function ShareWatchLink({ battleId }: { battleId: string }) {
  const status = useWatchLinkStatus(battleId);
  const create = useCreateWatchLink(battleId);
  const revoke = useRevokeWatchLink(battleId);
  const [token, setToken] = useState<string | null>(null);
  const active = status.data?.active ?? false;
  const url = token && active ? watchUrlOf(token) : null;
  const t = useT();

  const share = () =>
    create.mutate(undefined, {
      onSuccess: (created) => setToken(created.token),
      onError: (error) =>
        toastFailure(t("battle.watch.shareFailed"), error, t("battle.watch.tryAgain")),
    });
  const end = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setToken(null);
        toast({ title: t("battle.watch.revoked") });
      },
      onError: (error) =>
        toastFailure(t("battle.watch.revokeFailed"), error, t("battle.watch.tryAgain")),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("battle.watch.copied") });
    } catch {
      toast({ title: t("battle.watch.copyFromBox"), description: url });
    }
  };

  return (
    <section aria-labelledby="watch-link-title" className="flex flex-col gap-2 text-sm">
      <h2 id="watch-link-title" className="sr-only">
        {t("battle.watch.title")}
      </h2>
      {active ? (
        <p
          role="status"
          className="flex items-center gap-1.5 font-semibold text-sky-100"
          data-testid="watcher-count"
        >
          <Eye aria-hidden="true" className="size-4 text-sky-300" />
          {t("battle.watch.watching", { count: status.data?.watchers ?? 0 })}
        </p>
      ) : null}
      {url ? (
        <div className="flex flex-wrap items-center gap-2">
          <label className="sr-only" htmlFor="watch-link-url">
            {t("battle.watch.link")}
          </label>
          <input
            id="watch-link-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-950/70 px-2 text-xs text-slate-100 max-sm:h-11"
          />
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {t("battle.watch.copy")}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {url ? null : (
          <Button size="sm" variant="secondary" onClick={share} disabled={create.isPending}>
            <Share2 aria-hidden="true" className="size-4" />
            {active ? t("battle.watch.new") : t("battle.watch.share")}
          </Button>
        )}
        {active ? (
          <Button size="sm" variant="destructive" onClick={end} disabled={revoke.isPending}>
            <Link2Off aria-hidden="true" className="size-4" />
            {t("battle.watch.revoke")}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
