import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";

/** Any path the route table does not know. */
export function NotFoundPage() {
  return (
    <Panel aria-labelledby="not-found-title" className="mx-auto mt-6 max-w-lg text-center">
      <h1 id="not-found-title" className="glow-text text-2xl font-bold text-sky-50">
        404 Page Not Found
      </h1>
      <p className="mt-2 text-slate-300">The gate you are looking for does not exist.</p>
      <Link href="/" className={`${buttonClasses("primary", "md")} mt-6`}>
        Return Home
      </Link>
    </Panel>
  );
}
