import type { ContentCatalogue } from "../content-text.ts";
import { customQuestEntries } from "./custom-quest-words.ts";

/** Quest and task texts in Japanese; `{count}`, `{km}`, `{plank}`, `{target}` are numbers. */
export const questsJa: ContentCatalogue = {
  "Daily Quest: Strength Training": "デイリークエスト：筋力トレーニング",
  "Preparations to become powerful. Complete every task before midnight.":
    "強くなるための準備。0時までにすべてのタスクを達成すること。",
  Cardio: "有酸素運動",
  Run: "ランニング",
  "Do {count} push-ups.": "腕立て伏せを{count}回行う。",
  "Do {count} sit-ups.": "上体起こしを{count}回行う。",
  "Do {count} squats.": "スクワットを{count}回行う。",
  "Run {km} km.": "{km}km走る。",

  "Weekly Quest: Hunter's Trial": "ウィークリークエスト：ハンターの試練",
  "A week of training in one trial. Finish it before Monday.":
    "1週間分のトレーニングをひとつの試練に。月曜日までに終えること。",
  Strength: "筋力",
  Endurance: "持久力",
  "Do {count} push-ups this week.": "今週、腕立て伏せを{count}回行う。",
  "Do {count} sit-ups this week.": "今週、上体起こしを{count}回行う。",
  "Do {count} squats this week.": "今週、スクワットを{count}回行う。",
  "Run {km} km this week.": "今週、{km}km走る。",
  "Hold a plank for {plank} s.": "プランクを{plank}秒キープする。",

  // Custom quests
  Burpees: "バーピー",
  "Mountain climbers": "マウンテンクライマー",
  "Wall sit": "ウォールシット",
  "Focused breathing": "集中呼吸",
  "Cross crawls": "クロスクロール",
  "Jumping jacks": "ジャンピングジャック",
  "Single-leg balance": "片足バランス",
  "Shadow-boxing punches": "シャドーボクシングのパンチ",
  "Chest to the floor, arms locked at the top.": "胸を床まで下ろし、上では腕を伸ばし切る。",
  "Thighs parallel to the floor.": "太ももを床と平行に。",
  "Chest down, jump up, clap overhead.": "胸を床へ、跳び上がって頭上で手をたたく。",
  "Knees to chest, fast and steady.": "膝を胸へ、速く一定のリズムで。",
  "Straight line, head to heels.": "頭からかかとまで一直線に。",
  "Back flat, knees at 90 degrees.": "背中を壁につけ、膝は90度に。",
  "Breathe in 4 s, hold 4 s, out 4 s.": "4秒吸って、4秒止めて、4秒吐く。",
  "Opposite elbow to knee, with control.": "反対側のひじを膝へ、ゆっくり確実に。",
  "Any pace you can hold.": "保てるペースならどれでもいい。",
  "Arms fully overhead each rep.": "毎回、腕を頭上まで伸ばし切る。",
  "Eyes closed if you can; switch legs halfway.": "できれば目を閉じて。半分で足を替える。",
  "Track an imaginary opponent.": "架空の相手を追いかける。",
  "{target} reps: {description}": "{target}回：{description}",
  "{target} s: {description}": "{target}秒：{description}",
  "{target} km: {description}": "{target}km：{description}",
  ...customQuestEntries({
    stats: {
      strength: "筋力",
      agility: "敏捷",
      vitality: "体力",
      intelligence: "知力",
      endurance: "持久力",
      perception: "感覚",
    },
    difficulties: { easy: "イージー", medium: "ノーマル", hard: "ハード" },
    name: (stat, difficulty) => `${stat}トレーニング（${difficulty}）`,
    section: (stat) => `${stat}トレーニング`,
    description: (stat) => `${stat}を鍛えるカスタムクエスト。5時間以内に終えること。`,
  }),
};
