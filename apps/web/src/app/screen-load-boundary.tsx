import { Component, type ReactNode } from "react";
import { ScreenLoadError } from "../components/ui/load-states.tsx";
import { t } from "../lib/i18n/i18n.ts";

interface State {
  failed: boolean;
}

/**
 * A screen's code that could not be downloaded (the connection dropped before the service
 * worker had it) shows a way out instead of an empty page.
 */
export class ScreenLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ScreenLoadError onRetry={() => window.location.reload()}>
        {t("app.screenLoadFailed")}
      </ScreenLoadError>
    );
  }
}
