import { type AccessToken, MAX_ACCESS_TOKENS } from "@repgate/contracts/access-tokens";
import { apiDocsEndpoints } from "@repgate/contracts/endpoints/api-docs";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmButton } from "../../components/ui/confirm-button.tsx";
import { ScreenLoadError, ScreenLoading } from "../../components/ui/load-states.tsx";
import { Panel, PanelHeading } from "../../components/ui/panel.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { toast } from "../../components/ui/toast-store.ts";
import { hrefOf, serverMessageOr } from "../../lib/api-client.ts";
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from "./api.ts";

const SCOPES: { value: AccessToken["scope"]; label: string; hint: string }[] = [
  { value: "read", label: "Read", hint: "Reads your hunter, quests, gates and boards." },
  { value: "play", label: "Read and play", hint: "Also fights, quests, shops and invites." },
];

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

/**
 * Settings → API tokens: personal access tokens for other clients (docs/api.md). A new token is
 * shown once, with a copy button; the list shows names, scopes and last uses, never a token.
 */
export function AccessTokensPanel() {
  const headingId = useId();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId}>API tokens</PanelHeading>
      <p className="mt-2 text-sm text-slate-300">
        Let another app use your hunter through the{" "}
        <a className="text-sky-300 underline" href={hrefOf(apiDocsEndpoints.page)}>
          RepGate API
        </a>
        . A token never reaches your account, password or tokens.
      </p>
      <CreateTokenForm onCreated={setCreated} />
      {created ? <NewToken token={created} onDone={() => setCreated(null)} /> : null}
      <TokenList />
    </Panel>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const errorId = useId();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<AccessToken["scope"]>("read");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAccessToken();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return setError("Give the token a name.");
    setError(null);
    create.mutate(
      { name: name.trim(), scope },
      {
        onSuccess: (reply) => {
          setName("");
          onCreated(reply.token);
        },
        onError: (failure) =>
          setError(serverMessageOr(failure, "Could not make the token. Please try again.")),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-4 flex flex-col gap-4"
      aria-describedby={error ? errorId : undefined}
    >
      <TextField
        label="Token name"
        value={name}
        maxLength={60}
        placeholder="My watch"
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-200">Scope</legend>
        {SCOPES.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-700 px-3 py-2"
          >
            <input
              type="radio"
              name="token-scope"
              value={option.value}
              checked={scope === option.value}
              onChange={() => setScope(option.value)}
              className="size-5 accent-sky-400"
            />
            <span className="flex flex-col">
              <span className="text-sm font-medium text-slate-100">{option.label}</span>
              <span className="text-xs text-slate-400">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={create.isPending}>
        {create.isPending ? "Making..." : "Make token"}
      </Button>
    </form>
  );
}

function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      toast({ title: "Token Copied", description: "Paste it into the other app." });
    } catch {
      toast({
        title: "Could Not Copy",
        description: "Select the token and copy it by hand.",
        variant: "destructive",
      });
    }
  }
  return (
    <div
      role="status"
      className="mt-4 flex flex-col gap-3 rounded-md border border-amber-500/60 bg-amber-950/30 p-3"
    >
      <p className="text-sm text-amber-100">
        Your new token. Copy it now: it will not be shown again.
      </p>
      <code
        data-testid="new-access-token"
        className="break-all rounded bg-slate-950 p-2 text-sm text-slate-50"
      >
        {token}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>Copy token</Button>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function TokenList() {
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  if (tokens.isPending) return <ScreenLoading>Loading tokens...</ScreenLoading>;
  if (tokens.isError) {
    return (
      <ScreenLoadError onRetry={() => void tokens.refetch()}>
        Could not load your tokens.
      </ScreenLoadError>
    );
  }
  if (tokens.data.length === 0) {
    return <p className="mt-4 text-sm text-slate-400">No tokens yet.</p>;
  }
  return (
    <>
      <p className="mt-4 text-xs text-slate-400">
        {tokens.data.length} of {MAX_ACCESS_TOKENS} tokens.
      </p>
      <ul className="mt-2 flex flex-col gap-3" aria-label="Your API tokens">
        {tokens.data.map((token) => (
          <li
            key={token.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-700 p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-100">
                {token.name}
                <span className="ml-2 rounded bg-sky-900 px-1.5 py-0.5 text-xs text-sky-100">
                  {token.scope === "read" ? "Read" : "Read and play"}
                </span>
              </p>
              <p className="text-xs text-slate-400">
                Made {formatWhen(token.createdAt)} ·{" "}
                {token.lastUsedAt ? `Last used ${formatWhen(token.lastUsedAt)}` : "Never used"}
              </p>
            </div>
            <ConfirmButton
              variant="secondary"
              size="sm"
              aria-label={`Revoke token: ${token.name}`}
              title="Revoke Token?"
              description={`Apps using "${token.name}" lose access at once.`}
              confirmLabel="Revoke"
              pendingLabel="Revoking..."
              pending={revoke.isPending}
              onConfirm={(close) =>
                revoke.mutate(token.id, {
                  onSuccess: () => toast({ title: "Token Revoked", description: token.name }),
                  onError: (failure) =>
                    toast({
                      title: "Could Not Revoke",
                      description: serverMessageOr(failure, "Please try again."),
                      variant: "destructive",
                    }),
                  onSettled: close,
                })
              }
            >
              Revoke
            </ConfirmButton>
          </li>
        ))}
      </ul>
    </>
  );
}
