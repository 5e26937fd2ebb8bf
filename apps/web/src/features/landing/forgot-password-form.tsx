import type { PasswordResetRequestReply } from "@repgate/contracts/accounts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { serverMessageOr } from "../../lib/api-client.ts";
import { useT } from "../../lib/i18n/i18n.ts";
import { useRequestPasswordReset } from "../accounts/api.ts";

/**
 * 'Forgot password?' on the login card: asks for a reset link. The reply reads the same
 * whatever the address; when the server sends no mail it says to ask the operator.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const errorId = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [reply, setReply] = useState<PasswordResetRequestReply | null>(null);
  const request = useRequestPasswordReset();
  const t = useT();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError(t("reset.noEmail"));
    setError(null);
    request.mutate(
      { email: address },
      {
        onSuccess: setReply,
        onError: (failure) => setError(serverMessageOr(failure, t("reset.failed"))),
      },
    );
  }

  if (reply) {
    return (
      <div className="mt-4 flex flex-col gap-4">
        <p role="status" className="text-sm text-slate-200">
          {reply.delivery === "operator" ? t("reset.operator") : reply.message}
        </p>
        <Button variant="secondary" onClick={onBack}>
          {t("reset.backToLogin")}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-slate-300">{t("reset.intro")}</p>
      <TextField
        label={t("common.email")}
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" className="flex-1" disabled={request.isPending}>
          {request.isPending ? t("reset.sending") : t("reset.send")}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t("common.back")}
        </Button>
      </div>
    </form>
  );
}
