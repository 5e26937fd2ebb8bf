import { type LucideIcon, MessagesSquare, ScrollText, Swords, Trophy } from "lucide-react";
import { type MessageId, useT } from "../../lib/i18n/i18n.ts";

const FEATURES: readonly { title: MessageId; text: MessageId; icon: LucideIcon }[] = [
  {
    title: "landing.feature.battle.title",
    text: "landing.feature.battle.text",
    icon: Swords,
  },
  {
    title: "landing.feature.rank.title",
    text: "landing.feature.rank.text",
    icon: Trophy,
  },
  {
    title: "landing.feature.social.title",
    text: "landing.feature.social.text",
    icon: MessagesSquare,
  },
  {
    title: "landing.feature.quests.title",
    text: "landing.feature.quests.text",
    icon: ScrollText,
  },
];

export function FeatureCards() {
  const t = useT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ title, text, icon: Icon }) => (
        <li key={title} className="system-panel flex flex-col gap-3 p-5">
          <Icon aria-hidden="true" className="size-7 text-sky-300" />
          <h2 className="text-base font-bold tracking-wide text-sky-100 uppercase">{t(title)}</h2>
          <p className="text-sm leading-relaxed text-slate-300">{t(text)}</p>
        </li>
      ))}
    </ul>
  );
}
