import type { PasswordResetRequestReply } from "@repgate/contracts/accounts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { serverMessageOr } from "../../lib/api-client.ts";
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return setError("Please enter your email address.");
    setError(null);
    request.mutate(
      { email: address },
      {
        onSuccess: setReply,
        onError: (failure) =>
          setError(serverMessageOr(failure, "Could not ask for a reset link. Please try again.")),
      },
    );
  }

  if (reply) {
    return (
      <div className="mt-4 flex flex-col gap-4">
        <p role="status" className="text-sm text-slate-200">
          {reply.delivery === "operator"
            ? "This server does not send email. Ask the operator of this server for a password reset link."
            : reply.message}
        </p>
        <Button variant="secondary" onClick={onBack}>
          Back to Log In
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <p className="text-sm text-slate-300">
        Enter your email and we will send you a link to set a new password.
      </p>
      <TextField
        label="Email"
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
          {request.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}
