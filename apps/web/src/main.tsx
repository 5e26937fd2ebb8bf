// First: the settings zod needs before the contracts build their schemas.
import "./lib/zod-config.ts";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers.tsx";
import { AppRouter } from "./app/router.tsx";
import "./index.css";
import { activateLanguage } from "./lib/i18n/i18n.ts";
import { wantedLanguage } from "./lib/i18n/language-choice.ts";
import { registerServiceWorker } from "./pwa/register-service-worker.ts";

// The visitor's language starts loading with the app; the account's, if any, follows it.
void activateLanguage(wantedLanguage(null));

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for one long task: a phone stays responsive while the app starts.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
});

registerServiceWorker();
