import type { ContentCatalogue } from "../content-text.ts";

/** The exercise guide's steps, muscles and variants in Korean. */
export const exerciseGuideKo: ContentCatalogue = {
  // Push-ups
  "Hands on the floor a little wider than your shoulders, legs straight behind you.":
    "손은 어깨보다 조금 넓게 바닥에 짚고, 다리는 뒤로 곧게 뻗으세요.",
  "Keep a straight line from head to heels and tighten your stomach.":
    "머리부터 발뒤꿈치까지 일직선을 유지하고 배에 힘을 주세요.",
  "Bend your elbows until your chest is a fist's height from the floor.":
    "가슴이 바닥에서 주먹 하나 높이가 될 때까지 팔꿈치를 굽히세요.",
  "Push back up until your arms are straight. That is one rep.":
    "팔이 곧게 펴질 때까지 밀어 올리세요. 이것이 1회입니다.",
  "Keep your knees on the floor; the rest is the same.":
    "무릎을 바닥에 대고, 나머지는 똑같이 하세요.",
  "Put your feet on a step or a chair.": "발을 계단이나 의자 위에 올리세요.",
  // Squats
  "Stand with your feet shoulder-width apart, toes turned out a little.":
    "발을 어깨너비로 벌리고 서서, 발끝은 살짝 바깥으로 향하게 하세요.",
  "Push your hips back and bend your knees as if sitting on a chair; keep your heels down.":
    "의자에 앉듯 엉덩이를 뒤로 빼며 무릎을 굽히세요. 발뒤꿈치는 바닥에 붙이세요.",
  "Go down until your thighs are level with the floor, chest up.":
    "허벅지가 바닥과 수평이 될 때까지 내려가고, 가슴은 펴세요.",
  "Stand all the way up. That is one rep.": "끝까지 일어서세요. 이것이 1회입니다.",
  "Sit down to a chair and stand up again.": "의자에 앉았다가 다시 일어서세요.",
  "Jump from the bottom of each squat.": "스쿼트의 가장 낮은 자세에서 매번 뛰어오르세요.",
  // Sit-ups
  "Lie on your back, knees bent, feet flat on the floor.":
    "등을 대고 누워 무릎을 굽히고, 발바닥은 바닥에 붙이세요.",
  "Cross your arms on your chest.": "팔을 가슴 위에서 교차하세요.",
  "Curl up until your chest is close to your thighs.":
    "가슴이 허벅지에 가까워질 때까지 몸을 말아 올리세요.",
  "Lie all the way back down. That is one rep.": "끝까지 다시 누우세요. 이것이 1회입니다.",
  "Lift only your shoulders off the floor.": "어깨만 바닥에서 들어 올리세요.",
  "Hold a weight or a full bottle on your chest.": "가슴 위에 무게추나 가득 찬 물병을 드세요.",
  // Plank
  "Forearms on the floor, elbows under your shoulders.":
    "아래팔을 바닥에 대고, 팔꿈치는 어깨 바로 아래에 두세요.",
  "Legs straight behind you, on your toes.": "다리는 뒤로 곧게 뻗고, 발끝으로 버티세요.",
  "Hold a straight line from head to heels; do not let your hips sag or rise.":
    "머리부터 발뒤꿈치까지 일직선을 유지하세요. 엉덩이가 처지거나 솟지 않게 하세요.",
  "Breathe steadily and hold for the time asked.": "일정하게 숨 쉬며 정해진 시간 동안 버티세요.",
  "Rest your knees on the floor.": "무릎을 바닥에 대세요.",
  "On one forearm, body turned to the side.": "한쪽 아래팔로 버티며 몸을 옆으로 돌리세요.",
  // Running
  "Start with five minutes of brisk walking.": "5분 동안 빠르게 걷는 것으로 시작하세요.",
  "Run at a pace at which you could still speak in short sentences.":
    "짧은 문장으로 말할 수 있을 정도의 속도로 달리세요.",
  "Land under your hips with short steps; keep your shoulders relaxed.":
    "짧은 보폭으로 엉덩이 바로 아래에 착지하고, 어깨의 힘을 빼세요.",
  "Walk for a few minutes at the end, then stretch your calves and thighs.":
    "마지막에는 몇 분 걷고, 종아리와 허벅지를 스트레칭하세요.",
  "Alternate one minute of running with two of walking.": "1분 달리기와 2분 걷기를 번갈아 하세요.",
  "Run fast for a minute, easy for two, six times over.":
    "1분은 빠르게, 2분은 가볍게 달리기를 여섯 번 반복하세요.",
  // Muscles
  Chest: "가슴",
  Shoulders: "어깨",
  Triceps: "삼두근",
  Core: "코어",
  Thighs: "허벅지",
  Glutes: "둔근",
  Abdominals: "복근",
  "Hip flexors": "고관절 굴곡근",
  Legs: "다리",
  "Heart and lungs": "심장과 폐",
};
