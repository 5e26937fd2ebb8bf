import { userEndpoints } from "@repgate/contracts/endpoints/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { toast, toastFailure } from "../../components/ui/toast-store.ts";
import { call } from "../../lib/api-client.ts";
import { activateLanguage, useT } from "../../lib/i18n/i18n.ts";
import {
  pickedLanguage,
  rememberLanguage,
  wantedLanguage,
} from "../../lib/i18n/language-choice.ts";
import {
  isWebLanguage,
  LANGUAGE_NAMES,
  PSEUDO_LANGUAGE,
  PSEUDO_NAME,
  SHIPPED_LANGUAGES,
  type WebLanguage,
} from "../../lib/i18n/languages.ts";
import { applyUserReply, useUser } from "../auth/api.ts";

const BROWSER = "browser";

/** Settings → Language: the app switches at once; the account keeps it for mail and pushes. */
export function LanguagePicker() {
  const t = useT();
  const id = useId();
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  const accountLanguage = user?.language ?? null;
  const chosen = isWebLanguage(accountLanguage) ? accountLanguage : (pickedLanguage() ?? BROWSER);
  const save = useMutation({
    mutationFn: async (language: WebLanguage | null) => {
      rememberLanguage(language);
      await activateLanguage(wantedLanguage(null));
      // The pseudo-locale is a test of this browser's screens, not an account's language.
      if (language === PSEUDO_LANGUAGE) return;
      applyUserReply(queryClient, await call(userEndpoints.setLanguage, { body: { language } }));
    },
    onSuccess: () => toast({ title: t("settings.languageSaved") }),
    onError: (error) =>
      toastFailure(t("settings.languageFailed"), error, t("settings.languageFailed")),
  });

  return (
    <Panel aria-labelledby={`${id}-heading`}>
      <PanelHeading id={`${id}-heading`}>{t("settings.language")}</PanelHeading>
      <p id={`${id}-hint`} className="mt-2 text-sm text-slate-300">
        {t("settings.languageHint")}
      </p>
      <label htmlFor={id} className="sr-only">
        {t("settings.language")}
      </label>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={chosen}
        disabled={save.isPending}
        onChange={(event) => {
          const value = event.target.value;
          save.mutate(isWebLanguage(value) ? value : null);
        }}
        className="mt-3 min-h-11 w-full rounded-md border border-slate-600 bg-slate-900 px-3 text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-300"
      >
        <option value={BROWSER}>{t("settings.languageBrowser")}</option>
        {SHIPPED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
        {import.meta.env.DEV ? <option value={PSEUDO_LANGUAGE}>{PSEUDO_NAME}</option> : null}
      </select>
    </Panel>
  );
}
