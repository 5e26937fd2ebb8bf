import { Component, type ReactNode } from "react";
import { ScreenLoadError } from "../components/ui/load-states.tsx";

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
        This screen could not be loaded. Check your connection and try again.
      </ScreenLoadError>
    );
  }
}
