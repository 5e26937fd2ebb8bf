import { useEffect, useRef } from "react";
import { toast } from "../../components/ui/toast-store.ts";
import { t } from "../../lib/i18n/i18n.ts";

/**
 * Reads the one-shot query parameters the server sends visitors back with, acts on them and
 * takes them out of the address: `login=1` (from GET /api/login) opens the login card and
 * `error=registration_failed` shows a toast.
 */
export function useLandingParams(openLogin: () => void) {
  const open = useRef(openLogin);
  open.current = openLogin;

  useEffect(() => {
    const url = new URL(window.location.href);
    const params = url.searchParams;
    let changed = false;
    if (params.get("login") === "1") {
      params.delete("login");
      changed = true;
      open.current();
    }
    if (params.get("error") === "registration_failed") {
      params.delete("error");
      changed = true;
      toast({
        title: t("awaken.failed"),
        description: t("landingError.registrationFailed"),
        variant: "destructive",
      });
    }
    if (changed) {
      window.history.replaceState(
        window.history.state,
        "",
        `${url.pathname}${url.search}${url.hash}`,
      );
    }
  }, []);
}
