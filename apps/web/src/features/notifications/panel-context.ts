import type { Notification } from "@repgate/contracts/notifications";
import { createContext, useContext } from "react";

/** What an action of a notification may ask of the panel around it. */
export interface NotificationPanel {
  /** Closes the dropdown and opens the reply dialog for a direct message. */
  openReply(notification: Notification): void;
  /** Closes the dropdown, e.g. when an action takes the hunter to another screen. */
  close(): void;
}

export const NotificationPanelContext = createContext<NotificationPanel>({
  openReply: () => undefined,
  close: () => undefined,
});

export function useNotificationPanel(): NotificationPanel {
  return useContext(NotificationPanelContext);
}
