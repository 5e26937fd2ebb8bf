import { type LucideIcon, MessagesSquare, ScrollText, Swords, Trophy } from "lucide-react";

const FEATURES: readonly { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: "Battle System",
    text: "Fight monsters with real push-ups, squats and burpees. Every rep you complete deals damage.",
    icon: Swords,
  },
  {
    title: "Rank System",
    text: "Start as an E-Rank hunter and climb all the way up to S-Rank as your strength grows.",
    icon: Trophy,
  },
  {
    title: "Social Features",
    text: "Add friends, compete on the leaderboards and chat with hunters in your region.",
    icon: MessagesSquare,
  },
  {
    title: "Quests & Dungeons",
    text: "Clear daily quests and dungeons to earn XP, gold and item rewards.",
    icon: ScrollText,
  },
];

export function FeatureCards() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ title, text, icon: Icon }) => (
        <li key={title} className="system-panel flex flex-col gap-3 p-5">
          <Icon aria-hidden="true" className="size-7 text-sky-300" />
          <h2 className="text-base font-bold tracking-wide text-sky-100 uppercase">{title}</h2>
          <p className="text-sm leading-relaxed text-slate-300">{text}</p>
        </li>
      ))}
    </ul>
  );
}
