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
import { formatDateTime, formatNumber } from "../../lib/format.ts";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";
import { richText } from "../../lib/i18n/rich-text.tsx";
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from "./api.ts";

const SCOPES: { value: AccessToken["scope"]; label: MessageId; hint: MessageId }[] = [
  { value: "read", label: "tokens.scopeRead", hint: "tokens.scopeReadHint" },
  { value: "play", label: "tokens.scopePlay", hint: "tokens.scopePlayHint" },
];

/**
 * Settings → API tokens: personal access tokens for other clients (docs/api.md). A new token is
 * shown once, with a copy button; the list shows names, scopes and last uses, never a token.
 */
export function AccessTokensPanel() {
  const t = useT();
  const headingId = useId();
  const [created, setCreated] = useState<string | null>(null);
  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId}>{t("tokens.title")}</PanelHeading>
      <p className="mt-2 text-sm text-slate-300">
        {richText("tokens.intro", {
          api: (
            <a className="text-sky-300 underline" href={hrefOf(apiDocsEndpoints.page)}>
              {t("tokens.apiLink")}
            </a>
          ),
        })}
      </p>
      <CreateTokenForm onCreated={setCreated} />
      {created ? <NewToken token={created} onDone={() => setCreated(null)} /> : null}
      <TokenList />
    </Panel>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (token: string) => void }) {
  const t = useT();
  const errorId = useId();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<AccessToken["scope"]>("read");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAccessToken();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim()) return setError(t("tokens.nameRequired"));
    setError(null);
    create.mutate(
      { name: name.trim(), scope },
      {
        onSuccess: (reply) => {
          setName("");
          onCreated(reply.token);
        },
        onError: (failure) => setError(serverMessageOr(failure, t("tokens.createFailed"))),
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
        label={t("tokens.name")}
        value={name}
        maxLength={60}
        placeholder={t("tokens.namePlaceholder")}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-200">{t("tokens.scope")}</legend>
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
              <span className="text-sm font-medium text-slate-100">{t(option.label)}</span>
              <span className="text-xs text-slate-400">{t(option.hint)}</span>
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
        {create.isPending ? t("tokens.making") : t("tokens.make")}
      </Button>
    </form>
  );
}

function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useT();
  async function copy() {
    try {
      await navigator.clipboard.writeText(token);
      toast({ title: t("tokens.copied"), description: t("tokens.copiedText") });
    } catch {
      toast({
        title: t("tokens.copyFailed"),
        description: t("tokens.copyFailedText"),
        variant: "destructive",
      });
    }
  }
  return (
    <div
      role="status"
      className="mt-4 flex flex-col gap-3 rounded-md border border-amber-500/60 bg-amber-950/30 p-3"
    >
      <p className="text-sm text-amber-100">{t("tokens.shownOnce")}</p>
      <code
        data-testid="new-access-token"
        className="break-all rounded bg-slate-950 p-2 text-sm text-slate-50"
      >
        {token}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>{t("tokens.copy")}</Button>
        <Button variant="secondary" onClick={onDone}>
          {t("tokens.done")}
        </Button>
      </div>
    </div>
  );
}

function TokenList() {
  const t = useT();
  const tokens = useAccessTokens();
  const revoke = useRevokeAccessToken();
  if (tokens.isPending) return <ScreenLoading>{t("tokens.loading")}</ScreenLoading>;
  if (tokens.isError) {
    return (
      <ScreenLoadError onRetry={() => void tokens.refetch()}>
        {t("tokens.loadError")}
      </ScreenLoadError>
    );
  }
  if (tokens.data.length === 0) {
    return <p className="mt-4 text-sm text-slate-400">{t("tokens.none")}</p>;
  }
  return (
    <>
      <p className="mt-4 text-xs text-slate-400">
        {t("tokens.count", {
          count: formatNumber(tokens.data.length),
          most: formatNumber(MAX_ACCESS_TOKENS),
        })}
      </p>
      <ul className="mt-2 flex flex-col gap-3" aria-label={t("tokens.list")}>
        {tokens.data.map((token) => (
          <li
            key={token.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-700 p-3"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-100">
                {token.name}
                <span className="ml-2 rounded bg-sky-900 px-1.5 py-0.5 text-xs text-sky-100">
                  {token.scope === "read" ? t("tokens.scopeRead") : t("tokens.scopePlay")}
                </span>
              </p>
              <p className="text-xs text-slate-400">
                {t("tokens.made", { when: formatDateTime(token.createdAt) })} ·{" "}
                {token.lastUsedAt
                  ? t("tokens.lastUsed", { when: formatDateTime(token.lastUsedAt) })
                  : t("tokens.neverUsed")}
              </p>
            </div>
            <ConfirmButton
              variant="secondary"
              size="sm"
              aria-label={t("tokens.revokeLabel", { name: token.name })}
              title={t("tokens.revokeTitle")}
              description={t("tokens.revokeText", { name: token.name })}
              confirmLabel={t("tokens.revoke")}
              pendingLabel={t("tokens.revoking")}
              pending={revoke.isPending}
              onConfirm={(close) =>
                revoke.mutate(token.id, {
                  onSuccess: () => toast({ title: t("tokens.revoked"), description: token.name }),
                  onError: (failure) =>
                    toast({
                      title: t("tokens.revokeFailed"),
                      description: serverMessageOr(failure, t("tokens.tryAgain")),
                      variant: "destructive",
                    }),
                  onSettled: close,
                })
              }
            >
              {t("tokens.revoke")}
            </ConfirmButton>
          </li>
        ))}
      </ul>
    </>
  );
}
