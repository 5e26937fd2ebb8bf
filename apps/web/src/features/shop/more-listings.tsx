import { Button } from "../../components/ui/button.tsx";
import { useT } from "../../lib/i18n/i18n.ts";

/**
 * Below the auction's listings: how many are shown, and 'Show more' while the server has more
 * (the board is read a page at a time). The count is a polite status, so a screen reader hears
 * the new total after a page arrives; focus stays on the button, which loads the next one.
 */
export function MoreListings({
  shown,
  hasMore,
  loading,
  failed,
  onMore,
}: {
  shown: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-2">
      <p role="status" className="text-xs text-slate-400">
        {failed
          ? t("auction.moreFailed")
          : t(hasMore ? "auction.showing" : "auction.showingAll", { count: shown })}
      </p>
      {hasMore ? (
        // aria-disabled, not disabled, while a page loads: a disabled button drops the focus.
        <Button
          variant="secondary"
          aria-disabled={loading}
          onClick={() => {
            if (!loading) onMore();
          }}
        >
          {loading
            ? t("auction.loadingMore")
            : failed
              ? t("auction.tryAgain")
              : t("auction.showMore")}
        </Button>
      ) : null}
    </div>
  );
}
