import type { ContentCatalogue } from "../content-text.ts";

/** The exercise guide's steps, muscles and variants in Brazilian Portuguese. */
export const exerciseGuidePtBR: ContentCatalogue = {
  // Push-ups
  "Hands on the floor a little wider than your shoulders, legs straight behind you.":
    "Mãos no chão, um pouco mais abertas que os ombros, pernas esticadas para trás.",
  "Keep a straight line from head to heels and tighten your stomach.":
    "Mantenha uma linha reta da cabeça aos calcanhares e contraia o abdômen.",
  "Bend your elbows until your chest is a fist's height from the floor.":
    "Dobre os cotovelos até o peito ficar a um punho do chão.",
  "Push back up until your arms are straight. That is one rep.":
    "Empurre de volta até os braços ficarem esticados. Isso é uma repetição.",
  "Keep your knees on the floor; the rest is the same.":
    "Mantenha os joelhos no chão; o resto é igual.",
  "Put your feet on a step or a chair.": "Apoie os pés em um degrau ou em uma cadeira.",
  // Squats
  "Stand with your feet shoulder-width apart, toes turned out a little.":
    "Fique em pé com os pés na largura dos ombros, pontas um pouco para fora.",
  "Push your hips back and bend your knees as if sitting on a chair; keep your heels down.":
    "Leve o quadril para trás e dobre os joelhos como se fosse sentar numa cadeira; calcanhares no chão.",
  "Go down until your thighs are level with the floor, chest up.":
    "Desça até as coxas ficarem paralelas ao chão, com o peito erguido.",
  "Stand all the way up. That is one rep.": "Levante-se até o fim. Isso é uma repetição.",
  "Sit down to a chair and stand up again.": "Sente-se em uma cadeira e levante-se de novo.",
  "Jump from the bottom of each squat.": "Salte do ponto mais baixo de cada agachamento.",
  // Sit-ups
  "Lie on your back, knees bent, feet flat on the floor.":
    "Deite de costas, joelhos dobrados, pés apoiados no chão.",
  "Cross your arms on your chest.": "Cruze os braços sobre o peito.",
  "Curl up until your chest is close to your thighs.":
    "Enrole o tronco para cima até o peito chegar perto das coxas.",
  "Lie all the way back down. That is one rep.": "Deite de volta até o fim. Isso é uma repetição.",
  "Lift only your shoulders off the floor.": "Tire do chão apenas os ombros.",
  "Hold a weight or a full bottle on your chest.":
    "Segure um peso ou uma garrafa cheia sobre o peito.",
  // Plank
  "Forearms on the floor, elbows under your shoulders.":
    "Antebraços no chão, cotovelos embaixo dos ombros.",
  "Legs straight behind you, on your toes.": "Pernas esticadas para trás, na ponta dos pés.",
  "Hold a straight line from head to heels; do not let your hips sag or rise.":
    "Mantenha uma linha reta da cabeça aos calcanhares; não deixe o quadril cair nem subir.",
  "Breathe steadily and hold for the time asked.": "Respire com calma e segure pelo tempo pedido.",
  "Rest your knees on the floor.": "Apoie os joelhos no chão.",
  "On one forearm, body turned to the side.": "Sobre um antebraço, com o corpo de lado.",
  // Running
  "Start with five minutes of brisk walking.": "Comece com cinco minutos de caminhada rápida.",
  "Run at a pace at which you could still speak in short sentences.":
    "Corra num ritmo em que ainda daria para falar frases curtas.",
  "Land under your hips with short steps; keep your shoulders relaxed.":
    "Pise embaixo do quadril com passos curtos; mantenha os ombros relaxados.",
  "Walk for a few minutes at the end, then stretch your calves and thighs.":
    "Caminhe alguns minutos no final e depois alongue panturrilhas e coxas.",
  "Alternate one minute of running with two of walking.":
    "Alterne um minuto de corrida com dois de caminhada.",
  "Run fast for a minute, easy for two, six times over.":
    "Corra rápido por um minuto e leve por dois, seis vezes seguidas.",
  // Muscles
  Chest: "Peito",
  Shoulders: "Ombros",
  Triceps: "Tríceps",
  Core: "Core",
  Thighs: "Coxas",
  Glutes: "Glúteos",
  Abdominals: "Abdominais",
  "Hip flexors": "Flexores do quadril",
  Legs: "Pernas",
  "Heart and lungs": "Coração e pulmões",
};
