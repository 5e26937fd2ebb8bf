import { createContext, useContext } from "react";

/** What an action of a notification may ask of the panel around it. */
export interface NotificationPanel {
  /** Closes the dropdown, e.g. when an action takes the hunter to another screen. */
  close(): void;
}

export const NotificationPanelContext = createContext<NotificationPanel>({
  close: () => undefined,
});

export function useNotificationPanel(): NotificationPanel {
  return useContext(NotificationPanelContext);
}
