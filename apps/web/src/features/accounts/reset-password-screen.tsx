import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { PasswordField } from "../../components/ui/password-field.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { serverMessageOr } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useConfirmPasswordReset } from "./api.ts";

const PASSWORD_MIN = 6;

/** Takes the token out of the address bar, so it is not left in history or bookmarks. */
function clearHash() {
  const url = new URL(window.location.href);
  url.hash = "";
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
}

/**
 * Opened from the reset mail's link: sets a new password, which signs this browser in and
 * every other one out, then goes home.
 */
export function ResetPasswordScreen({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  const headingId = useId();
  const errorId = useId();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reset = useConfirmPasswordReset();
  const [, navigate] = useLocation();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setError(t("settings.newPasswordMissing"));
    if (password.length < PASSWORD_MIN) {
      return setError(t("settings.passwordShort", { min: PASSWORD_MIN }));
    }
    if (password !== confirm) return setError(t("settings.passwordsDiffer"));
    setError(null);
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          clearHash();
          navigate("/");
          toast({
            title: t("settings.passwordReset"),
            description: t("settings.passwordResetText"),
          });
          onDone();
        },
        onError: (failure) => setError(serverMessageOr(failure, t("settings.passwordResetFailed"))),
      },
    );
  }

  function cancel() {
    clearHash();
    onDone();
  }

  return (
    <main className="flex min-h-dvh items-center justify-center px-3 py-8">
      <Panel aria-labelledby={headingId} className="w-full max-w-sm">
        <h1
          id={headingId}
          className="glow-text text-lg font-bold tracking-wide text-sky-100 uppercase"
        >
          {t("settings.setNewPassword")}
        </h1>
        <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <PasswordField
            label={t("settings.newPassword")}
            autoComplete="new-password"
            autoFocus
            value={password}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
          <PasswordField
            label={t("settings.repeatPassword")}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-red-300">
              {error}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" disabled={reset.isPending}>
              {reset.isPending ? t("settings.saving") : t("settings.setPassword")}
            </Button>
            <Button variant="secondary" onClick={cancel}>
              {t("common.cancel")}
            </Button>
          </div>
        </form>
      </Panel>
    </main>
  );
}
