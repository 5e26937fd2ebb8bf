import { Hourglass } from "lucide-react";
import { Link } from "wouter";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Panel } from "../../components/ui/panel.tsx";

/** An honest stand-in for a screen that a later release builds. */
export function ComingSoonPage({ area }: { area: string }) {
  return (
    <Panel aria-labelledby="coming-soon-title" className="mx-auto mt-6 max-w-lg text-center">
      <Hourglass aria-hidden="true" className="mx-auto size-10 text-sky-300" />
      <h1 id="coming-soon-title" className="glow-text mt-4 text-2xl font-bold text-sky-50">
        {area}
      </h1>
      <p className="mt-2 text-slate-300">{area} opens soon. This gate has not appeared yet.</p>
      <Link href="/" className={`${buttonClasses("primary", "md")} mt-6`}>
        Return Home
      </Link>
    </Panel>
  );
}
