import type { ContentCatalogue } from "../content-text.ts";

/** The exercise guide's steps, muscles and variants in Spanish. */
export const exerciseGuideEs: ContentCatalogue = {
  // Push-ups
  "Hands on the floor a little wider than your shoulders, legs straight behind you.":
    "Manos en el suelo, algo más abiertas que los hombros, piernas estiradas hacia atrás.",
  "Keep a straight line from head to heels and tighten your stomach.":
    "Mantén una línea recta de la cabeza a los talones y aprieta el abdomen.",
  "Bend your elbows until your chest is a fist's height from the floor.":
    "Dobla los codos hasta que el pecho quede a un puño del suelo.",
  "Push back up until your arms are straight. That is one rep.":
    "Empuja hacia arriba hasta estirar los brazos. Eso es una repetición.",
  "Keep your knees on the floor; the rest is the same.":
    "Apoya las rodillas en el suelo; lo demás es igual.",
  "Put your feet on a step or a chair.": "Pon los pies sobre un escalón o una silla.",
  // Squats
  "Stand with your feet shoulder-width apart, toes turned out a little.":
    "De pie, con los pies a la anchura de los hombros y las puntas un poco hacia fuera.",
  "Push your hips back and bend your knees as if sitting on a chair; keep your heels down.":
    "Lleva la cadera atrás y dobla las rodillas como si te sentaras en una silla; talones en el suelo.",
  "Go down until your thighs are level with the floor, chest up.":
    "Baja hasta que los muslos queden paralelos al suelo, con el pecho erguido.",
  "Stand all the way up. That is one rep.": "Levántate del todo. Eso es una repetición.",
  "Sit down to a chair and stand up again.": "Siéntate en una silla y vuelve a levantarte.",
  "Jump from the bottom of each squat.": "Salta desde el punto más bajo de cada sentadilla.",
  // Sit-ups
  "Lie on your back, knees bent, feet flat on the floor.":
    "Túmbate boca arriba, rodillas dobladas y pies apoyados en el suelo.",
  "Cross your arms on your chest.": "Cruza los brazos sobre el pecho.",
  "Curl up until your chest is close to your thighs.":
    "Enróllate hacia arriba hasta que el pecho quede cerca de los muslos.",
  "Lie all the way back down. That is one rep.":
    "Vuelve a tumbarte del todo. Eso es una repetición.",
  "Lift only your shoulders off the floor.": "Levanta del suelo solo los hombros.",
  "Hold a weight or a full bottle on your chest.":
    "Sujeta una pesa o una botella llena sobre el pecho.",
  // Plank
  "Forearms on the floor, elbows under your shoulders.":
    "Antebrazos en el suelo, codos bajo los hombros.",
  "Legs straight behind you, on your toes.":
    "Piernas estiradas hacia atrás, sobre las puntas de los pies.",
  "Hold a straight line from head to heels; do not let your hips sag or rise.":
    "Mantén una línea recta de la cabeza a los talones; que la cadera no se hunda ni se eleve.",
  "Breathe steadily and hold for the time asked.": "Respira con calma y aguanta el tiempo pedido.",
  "Rest your knees on the floor.": "Apoya las rodillas en el suelo.",
  "On one forearm, body turned to the side.": "Sobre un antebrazo, con el cuerpo de lado.",
  // Running
  "Start with five minutes of brisk walking.": "Empieza con cinco minutos de paseo a paso ligero.",
  "Run at a pace at which you could still speak in short sentences.":
    "Corre a un ritmo que aún te permita hablar con frases cortas.",
  "Land under your hips with short steps; keep your shoulders relaxed.":
    "Apoya bajo la cadera con pasos cortos; mantén los hombros relajados.",
  "Walk for a few minutes at the end, then stretch your calves and thighs.":
    "Camina unos minutos al final y luego estira gemelos y muslos.",
  "Alternate one minute of running with two of walking.":
    "Alterna un minuto corriendo con dos caminando.",
  "Run fast for a minute, easy for two, six times over.":
    "Corre rápido un minuto y suave dos, seis veces seguidas.",
  // Muscles
  Chest: "Pecho",
  Shoulders: "Hombros",
  Triceps: "Tríceps",
  Core: "Core",
  Thighs: "Muslos",
  Glutes: "Glúteos",
  Abdominals: "Abdominales",
  "Hip flexors": "Flexores de la cadera",
  Legs: "Piernas",
  "Heart and lungs": "Corazón y pulmones",
};
