import type { GuildRank, MyGuildReply } from "@repgate/contracts/guilds";
import type { Language } from "@repgate/contracts/languages";

/**
 * The default ranks' names in every shipped language, by permission level: the names the
 * creation wizard fills in (the web app's `guild.rank.member`, `.moderator`, `.admin`,
 * `.owner`; a test holds them equal). A guild is created with them in its creator's language.
 */
export const DEFAULT_RANK_NAMES: Readonly<Record<number, Readonly<Record<Language, string>>>> = {
  0: { en: "Member", ko: "길드원", es: "Miembro", "pt-BR": "Membro", ja: "メンバー" },
  1: { en: "Moderator", ko: "운영진", es: "Moderador", "pt-BR": "Moderador", ja: "モデレーター" },
  2: { en: "Admin", ko: "관리자", es: "Administrador", "pt-BR": "Administrador", ja: "管理者" },
  4: {
    en: "Guild Master",
    ko: "길드 마스터",
    es: "Maestro del gremio",
    "pt-BR": "Mestre da guilda",
    ja: "ギルドマスター",
  },
};

/**
 * A rank's name as `language` reads it: a rank still named as a default rank of its level (in
 * any shipped language) is that default in the reader's language; a name the guild chose is
 * its own, as written (docs/i18n.md, "Guild ranks").
 */
export function rankNameIn(name: string, permissionLevel: number, language: Language): string {
  const names = DEFAULT_RANK_NAMES[permissionLevel];
  if (!names || !Object.values(names).includes(name)) return name;
  return names[language];
}

/** A rank as `language` reads it (its name; nothing else changes). */
function rankIn<R extends Pick<GuildRank, "name" | "permissionLevel">>(
  rank: R,
  language: Language,
): R {
  const name = rankNameIn(rank.name, rank.permissionLevel, language);
  return name === rank.name ? rank : { ...rank, name };
}

/** The guild screen's ranks (the caller's, the list, each member's) as `language` reads them. */
export function myGuildIn(reply: MyGuildReply, language: Language): MyGuildReply {
  return {
    ...reply,
    myRank: reply.myRank && rankIn(reply.myRank, language),
    ranks: reply.ranks.map((rank) => rankIn(rank, language)),
    members: reply.members.map((m) => ({ ...m, guildRank: rankIn(m.guildRank, language) })),
  };
}

/** A rank created or edited, as `language` reads it. */
export function rankReplyIn<T extends { rank: GuildRank }>(reply: T, language: Language): T {
  return { ...reply, rank: rankIn(reply.rank, language) };
}
