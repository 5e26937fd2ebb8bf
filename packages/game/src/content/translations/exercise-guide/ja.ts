import type { ContentCatalogue } from "../content-text.ts";

/** The exercise guide's steps, muscles and variants in Japanese. */
export const exerciseGuideJa: ContentCatalogue = {
  // Push-ups
  "Hands on the floor a little wider than your shoulders, legs straight behind you.":
    "両手を肩幅より少し広く床につき、脚は後ろにまっすぐ伸ばす。",
  "Keep a straight line from head to heels and tighten your stomach.":
    "頭からかかとまで一直線を保ち、お腹に力を入れる。",
  "Bend your elbows until your chest is a fist's height from the floor.":
    "胸が床から拳ひとつ分の高さになるまでひじを曲げる。",
  "Push back up until your arms are straight. That is one rep.":
    "腕がまっすぐになるまで押し上げる。これで1回。",
  "Keep your knees on the floor; the rest is the same.": "膝を床につけたまま行う。ほかは同じ。",
  "Put your feet on a step or a chair.": "足を段差やいすの上にのせる。",
  // Squats
  "Stand with your feet shoulder-width apart, toes turned out a little.":
    "足を肩幅に開いて立ち、つま先は少し外に向ける。",
  "Push your hips back and bend your knees as if sitting on a chair; keep your heels down.":
    "いすに座るようにお尻を後ろに引いて膝を曲げる。かかとは床から離さない。",
  "Go down until your thighs are level with the floor, chest up.":
    "太ももが床と平行になるまで下がり、胸は張ったまま。",
  "Stand all the way up. That is one rep.": "最後まで立ち上がる。これで1回。",
  "Sit down to a chair and stand up again.": "いすに腰を下ろし、また立ち上がる。",
  "Jump from the bottom of each squat.": "毎回、いちばん低い姿勢から跳び上がる。",
  // Sit-ups
  "Lie on your back, knees bent, feet flat on the floor.":
    "あお向けになり、膝を曲げて足の裏を床につける。",
  "Cross your arms on your chest.": "腕を胸の前で組む。",
  "Curl up until your chest is close to your thighs.": "胸が太ももに近づくまで体を丸めて起こす。",
  "Lie all the way back down. That is one rep.": "最後まで背中を倒す。これで1回。",
  "Lift only your shoulders off the floor.": "肩だけを床から浮かせる。",
  "Hold a weight or a full bottle on your chest.": "胸の上でおもりか水の入ったボトルを持つ。",
  // Plank
  "Forearms on the floor, elbows under your shoulders.": "前腕を床につけ、ひじは肩の真下に。",
  "Legs straight behind you, on your toes.": "脚は後ろにまっすぐ伸ばし、つま先で支える。",
  "Hold a straight line from head to heels; do not let your hips sag or rise.":
    "頭からかかとまで一直線を保つ。腰を落としたり上げたりしない。",
  "Breathe steadily and hold for the time asked.": "一定のリズムで呼吸し、指定の時間キープする。",
  "Rest your knees on the floor.": "膝を床につける。",
  "On one forearm, body turned to the side.": "片方の前腕で支え、体を横に向ける。",
  // Running
  "Start with five minutes of brisk walking.": "まず5分間、早歩きをする。",
  "Run at a pace at which you could still speak in short sentences.":
    "短い文なら話せるくらいのペースで走る。",
  "Land under your hips with short steps; keep your shoulders relaxed.":
    "小さな歩幅で腰の真下に着地し、肩の力を抜く。",
  "Walk for a few minutes at the end, then stretch your calves and thighs.":
    "最後に数分歩き、ふくらはぎと太ももをストレッチする。",
  "Alternate one minute of running with two of walking.": "1分走って2分歩くのを交互に繰り返す。",
  "Run fast for a minute, easy for two, six times over.":
    "1分速く、2分ゆっくり走るのを6回繰り返す。",
  // Muscles
  Chest: "胸",
  Shoulders: "肩",
  Triceps: "上腕三頭筋",
  Core: "体幹",
  Thighs: "太もも",
  Glutes: "お尻",
  Abdominals: "腹筋",
  "Hip flexors": "股関節屈筋",
  Legs: "脚",
  "Heart and lungs": "心臓と肺",
};
