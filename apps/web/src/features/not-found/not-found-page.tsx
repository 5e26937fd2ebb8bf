import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";
import { useT } from "../../lib/i18n/i18n.ts";

/** Any path the route table does not know. */
export function NotFoundPage() {
  const t = useT();
  return (
    <Panel aria-labelledby="not-found-title" className="mx-auto mt-6 max-w-lg text-center">
      <h1 id="not-found-title" className="glow-text text-2xl font-bold text-sky-50">
        {t("notFound.title")}
      </h1>
      <p className="mt-2 text-slate-300">{t("notFound.text")}</p>
      <Link href="/" className={`${buttonClasses("primary", "md")} mt-6`}>
        {t("notFound.returnHome")}
      </Link>
    </Panel>
  );
}
