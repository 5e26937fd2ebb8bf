import type { ContentCatalogue } from "../content-text.ts";
import { customQuestEntries } from "./custom-quest-words.ts";

/** Quest and task texts in Korean; `{count}`, `{km}`, `{plank}`, `{target}` are numbers. */
export const questsKo: ContentCatalogue = {
  "Daily Quest: Strength Training": "일일 퀘스트: 근력 훈련",
  "Preparations to become powerful. Complete every task before midnight.":
    "강해지기 위한 준비. 자정 전에 모든 과제를 완료하세요.",
  Cardio: "유산소",
  Run: "달리기",
  "Do {count} push-ups.": "팔굽혀펴기 {count}회를 하세요.",
  "Do {count} sit-ups.": "윗몸일으키기 {count}회를 하세요.",
  "Do {count} squats.": "스쿼트 {count}회를 하세요.",
  "Run {km} km.": "{km}km를 달리세요.",

  "Weekly Quest: Hunter's Trial": "주간 퀘스트: 헌터의 시련",
  "A week of training in one trial. Finish it before Monday.":
    "일주일의 훈련을 하나의 시련에 담았다. 월요일이 되기 전에 끝내세요.",
  Strength: "근력",
  Endurance: "지구력",
  "Do {count} push-ups this week.": "이번 주에 팔굽혀펴기 {count}회를 하세요.",
  "Do {count} sit-ups this week.": "이번 주에 윗몸일으키기 {count}회를 하세요.",
  "Do {count} squats this week.": "이번 주에 스쿼트 {count}회를 하세요.",
  "Run {km} km this week.": "이번 주에 {km}km를 달리세요.",
  "Hold a plank for {plank} s.": "플랭크 자세를 {plank}초 동안 버티세요.",

  // Custom quests
  Burpees: "버피",
  "Mountain climbers": "마운틴 클라이머",
  "Wall sit": "월 시트",
  "Focused breathing": "집중 호흡",
  "Cross crawls": "크로스 크롤",
  "Jumping jacks": "팔벌려뛰기",
  "Single-leg balance": "한 발 균형 잡기",
  "Shadow-boxing punches": "섀도복싱 펀치",
  "Chest to the floor, arms locked at the top.": "가슴은 바닥까지, 올라와서는 팔을 끝까지 펴세요.",
  "Thighs parallel to the floor.": "허벅지가 바닥과 평행이 되도록.",
  "Chest down, jump up, clap overhead.": "가슴을 바닥에 대고, 뛰어올라 머리 위로 박수.",
  "Knees to chest, fast and steady.": "무릎을 가슴으로, 빠르고 일정하게.",
  "Straight line, head to heels.": "머리부터 발뒤꿈치까지 일직선으로.",
  "Back flat, knees at 90 degrees.": "등은 벽에 붙이고, 무릎은 90도로.",
  "Breathe in 4 s, hold 4 s, out 4 s.": "4초 들이쉬고, 4초 멈추고, 4초 내쉬세요.",
  "Opposite elbow to knee, with control.": "반대쪽 팔꿈치를 무릎에, 천천히 조절하며.",
  "Any pace you can hold.": "유지할 수 있는 속도라면 무엇이든.",
  "Arms fully overhead each rep.": "매번 팔을 머리 위로 끝까지 올리세요.",
  "Eyes closed if you can; switch legs halfway.":
    "가능하면 눈을 감고, 절반이 지나면 다리를 바꾸세요.",
  "Track an imaginary opponent.": "가상의 상대를 따라가며 치세요.",
  "{target} reps: {description}": "{target}회: {description}",
  "{target} s: {description}": "{target}초: {description}",
  "{target} km: {description}": "{target}km: {description}",
  ...customQuestEntries({
    stats: {
      strength: "근력",
      agility: "민첩",
      vitality: "체력",
      intelligence: "지능",
      endurance: "지구력",
      perception: "감각",
    },
    difficulties: { easy: "쉬움", medium: "보통", hard: "어려움" },
    name: (stat, difficulty) => `${stat} 훈련 (${difficulty})`,
    section: (stat) => `${stat} 훈련`,
    // Every stat word ends in a final consonant (근력, 민첩...), so its particle is 을.
    description: (stat) => `${stat}을 단련하는 맞춤 퀘스트. 5시간 안에 끝내세요.`,
  }),
};
