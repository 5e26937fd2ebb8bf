import { Button } from "../../components/ui/button.tsx";

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
  return (
    <div className="flex flex-col items-center gap-2">
      <p role="status" className="text-xs text-slate-400">
        {failed
          ? "Could not load more listings right now."
          : `Showing ${shown} ${shown === 1 ? "listing" : "listings"}${hasMore ? "" : ", all there are"}.`}
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
          {loading ? "Loading..." : failed ? "Try again" : "Show more"}
        </Button>
      ) : null}
    </div>
  );
}
