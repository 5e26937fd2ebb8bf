import { esAttacks } from "./attacks/es.ts";
import type { ContentCatalogue } from "./content-text.ts";
import { exerciseGuideEs } from "./exercise-guide/es.ts";
import { gearEntries } from "./gear-words.ts";
import { questsEs } from "./quests/es.ts";

/** The tables' words in Spanish (cazador, portal, mazmorra, rango E). */
export const es: ContentCatalogue = {
  ...questsEs,
  ...exerciseGuideEs,

  // Monsters and bosses
  "Mana Slime": "Slime de maná",
  "Goblin Scout": "Goblin explorador",
  "Grey Cave Wolf": "Lobo gris de las cavernas",
  "Goblin Spearman": "Goblin lancero",
  "Stone Beetle": "Escarabajo de piedra",
  "Goblin Chieftain Grukk": "Grukk, cacique goblin",
  "Grey Wolf Alpha": "Lobo gris alfa",
  "Ironhide Wolf": "Lobo piel de hierro",
  "Swamp Lizardman": "Hombre lagarto del pantano",
  "Hobgoblin Brute": "Hobgoblin bruto",
  "Giant Cave Spider": "Araña gigante de las cavernas",
  "Skeleton Soldier": "Soldado esqueleto",
  "Broodmother Silkwyn": "Silkwyn, madre de la camada",
  "Hobgoblin Warlord Razz": "Razz, señor de la guerra hobgoblin",
  "Crypt Lord Morvane": "Morvane, señor de la cripta",
  "Orc Raider": "Orco saqueador",
  "Orc Shaman": "Chamán orco",
  "Stone Golem": "Gólem de piedra",
  "Undead Knight": "Caballero no muerto",
  "Ogre Bruiser": "Ogro pendenciero",
  "Orc Warchief Gorrath": "Gorrath, jefe de guerra orco",
  "Warden of the Sealed Vault": "Guardián de la cámara sellada",
  "Ice Elf Archer": "Elfo arquero de hielo",
  "Ice Elf Sentinel": "Elfo centinela de hielo",
  "Frost Bear": "Oso de escarcha",
  "Giant Soldier Ant": "Hormiga soldado gigante",
  "Snow Wraith": "Espectro de nieve",
  "Frost Elf Queen Sylvaine": "Sylvaine, reina de los elfos de escarcha",
  "Hive Matriarch Zerraka": "Zerraka, matriarca de la colmena",
  "Hill Giant": "Gigante de las colinas",
  "Demon Hound": "Sabueso demoníaco",
  "Lava Salamander": "Salamandra de lava",
  "Demon Knight": "Caballero demoníaco",
  "Cliff Wyvern": "Guiverno de los acantilados",
  "Frost Giant Jarl Hrodvar": "Hrodvar, jarl de los gigantes de escarcha",
  "Demon Baron Malgrith": "Malgrith, barón demoníaco",
  "Storm Giant": "Gigante de la tormenta",
  "Shadow Drake": "Draco de las sombras",
  "Abyssal Knight": "Caballero abisal",
  "Elder Wyrmling": "Cría de sierpe anciana",
  "Void Colossus": "Coloso del vacío",
  "Ancient Flame Dragon Ignivar": "Ignivar, antiguo dragón de fuego",
  "Frost Sovereign Hrimgard": "Hrimgard, soberano de la escarcha",
  "Herald of the Endless Rift": "Heraldo de la grieta sin fin",

  // Plain weapons
  "Rusty Short Sword": "Espada corta oxidada",
  "Hunter's Short Bow": "Arco corto de cazador",
  "Oak Staff": "Bastón de roble",
  "Iron Knife": "Cuchillo de hierro",
  "Stone Mallet": "Mazo de piedra",
  "Steel Longsword": "Espada larga de acero",
  "Recurve Bow": "Arco recurvo",
  "Silver-Capped Staff": "Bastón con remate de plata",
  "Scale Dagger": "Daga de escamas",
  "Steel Warhammer": "Martillo de guerra de acero",
  "Guardian Blade": "Hoja del guardián",
  "Shadow Longbow": "Arco largo de las sombras",
  "Mystic Rod": "Vara mística",
  "Shadow Kris": "Kris de las sombras",
  "Guardian Maul": "Maza del guardián",
  "Dragon Scale Sword": "Espada de escamas de dragón",
  "Paladin's Bow": "Arco del paladín",
  "Divine Staff": "Bastón divino",
  "Dragon Fang": "Colmillo de dragón",
  "Paladin's Hammer": "Martillo del paladín",
  "Hero's Greatsword": "Mandoble del héroe",
  "Legendary Longbow": "Arco largo legendario",
  "Hero's Staff": "Bastón del héroe",
  "Legendary Stiletto": "Estilete legendario",
  "Hero's Warhammer": "Martillo de guerra del héroe",
  "Sovereign's Blade": "Hoja del soberano",
  "Void Bow": "Arco del vacío",
  "Sovereign's Sceptre": "Cetro del soberano",
  "Void Fang": "Colmillo del vacío",
  "Sovereign's Hammer": "Martillo del soberano",

  // Potions, battle items, quest items, chests
  "Minor Healing Potion": "Poción de curación menor",
  "A small red vial. Restores 50 HP.": "Un pequeño frasco rojo. Restaura 50 PS.",
  "Healing Potion": "Poción de curación",
  "A hunter's standard remedy. Restores 150 HP.":
    "El remedio habitual de un cazador. Restaura 150 PS.",
  "Greater Healing Potion": "Poción de curación mayor",
  "Brewed from a high-rank mana stone. Restores 300 HP.":
    "Destilada de una piedra de maná de rango alto. Restaura 300 PS.",
  "Field Bandage": "Venda de campaña",
  "Quick to wrap between reps. Restores 50 HP.":
    "Se pone rápido entre repeticiones. Restaura 50 PS.",
  "Hunter's Ration": "Ración de cazador",
  "Dense food for long gates. Restores 150 HP.":
    "Comida contundente para portales largos. Restaura 150 PS.",
  "Elixir of Vigor": "Elixir de vigor",
  "A shimmering draught from deep inside a gate. Restores 300 HP.":
    "Un brebaje reluciente de lo más hondo de un portal. Restaura 300 PS.",
  "Gate Key Fragment": "Fragmento de llave de portal",
  "A shard of a gate's seal. Guild clerks pay attention to it.":
    "Un trozo del sello de un portal. Los escribas del gremio se fijan en él.",
  "Red Gate Sigil": "Sello del portal rojo",
  "Proof that you walked out of a red gate alive.":
    "Prueba de que saliste con vida de un portal rojo.",
  "Worn Treasure Chest": "Cofre del tesoro gastado",
  "A battered box from a low-rank gate. Open it for loot.":
    "Una caja maltrecha de un portal de rango bajo. Ábrela para obtener botín.",
  "Hunter's Treasure Chest": "Cofre del tesoro de cazador",
  "Iron-banded and heavy. Open it for C-rank loot.":
    "Pesado y con bandas de hierro. Ábrelo para obtener botín de rango C.",
  "Sovereign's Treasure Chest": "Cofre del tesoro del soberano",
  "It hums with mana. Open it for A-rank loot.":
    "Zumba de maná. Ábrelo para obtener botín de rango A.",

  // Set names
  Cloth: "Tela",
  Leather: "Cuero",
  Bone: "Hueso",
  Steel: "Acero",
  Scale: "Escamas",
  Silver: "Plata",
  Guardian: "Guardián",
  Shadow: "Sombra",
  Mystic: "Místico",
  "Dragon Scale": "Escamas de dragón",
  Paladin: "Paladín",
  Divine: "Divino",
  Hero: "Héroe",
  Legendary: "Legendario",
  Sovereign: "Soberano",
  Void: "Vacío",

  // Set pieces, built from their parts
  ...gearEntries({
    sets: {
      Cloth: "de tela",
      Leather: "de cuero",
      Bone: "de hueso",
      Steel: "de acero",
      Scale: "de escamas",
      Silver: "de plata",
      Guardian: "del guardián",
      Shadow: "de las sombras",
      Mystic: { m: "místico", f: "mística" },
      "Dragon Scale": "de escamas de dragón",
      Paladin: "del paladín",
      Divine: { m: "divino", f: "divina" },
      Hero: "del héroe",
      Legendary: { m: "legendario", f: "legendaria" },
      Sovereign: "del soberano",
      Void: "del vacío",
    },
    pieces: {
      Helm: { word: "Yelmo", gender: "m" },
      Cuirass: { word: "Coraza", gender: "f" },
      Gauntlets: { word: "Guanteletes", gender: "m", plural: true },
      Greaves: { word: "Grebas", gender: "f", plural: true },
      Boots: { word: "Botas", gender: "f", plural: true },
      Amulet: { word: "Amuleto", gender: "m" },
      Ring: { word: "Anillo", gender: "m" },
      Saber: { word: "Sable", gender: "m" },
      Warbow: { word: "Arco de guerra", gender: "m" },
      Wand: { word: "Varita", gender: "f" },
      Shiv: { word: "Puñal", gender: "m" },
      Warhammer: { word: "Martillo de guerra", gender: "m" },
    },
    subTypes: { sword: "espada", bow: "arco", staff: "bastón", dagger: "daga", hammer: "martillo" },
    name: (set, piece) => `${piece} ${set}`,
    pieceDescription: (piece, rank, set) => `${piece} del conjunto ${set} de rango ${rank}.`,
    setWeaponDescription: (subType, rank, set) =>
      `Arma (${subType}) del conjunto ${set} de rango ${rank}.`,
    weaponDescription: (subType, rank) =>
      `Arma (${subType}) de rango ${rank} hallada en un portal.`,
  }),

  // Attacks
  ...esAttacks,

  // Dungeons
  "Goblin Warren": "Madriguera goblin",
  "A blue gate opened under an old bridge. Goblins have dug in behind it.":
    "Un portal azul se abrió bajo un puente viejo. Los goblins se han atrincherado tras él.",
  "Grey Wolf Den": "Guarida del lobo gris",
  "Howls echo from a cave mouth glowing faint blue. The pack hunts together.":
    "Los aullidos resuenan desde una cueva de tenue brillo azul. La manada caza unida.",
  "Slime Cellar": "Sótano de slimes",
  "A flooded cellar where mana pools into slimes. Slow, soft, and many.":
    "Un sótano inundado donde el maná se estanca en slimes. Lentos, blandos y muchos.",
  "Riverside Patrol": "Patrulla del río",
  "Sweep the riverside path before the gate's scouts reach the town.":
    "Recorre el camino del río antes de que los exploradores del portal lleguen al pueblo.",
  "Park Gate Run": "Carrera del portal del parque",
  "A gate flickers in the park. Circle it at a run to seal its edges.":
    "Un portal parpadea en el parque. Rodéalo corriendo para sellar sus bordes.",
  "Spider Nest": "Nido de arañas",
  "Silk covers every wall of this gate. Something large waits at its heart.":
    "La seda cubre cada muro de este portal. Algo grande espera en su centro.",
  "Hobgoblin Fort": "Fuerte hobgoblin",
  "Hobgoblins have built a palisade inside the gate and trained wolves to guard it.":
    "Los hobgoblins levantaron una empalizada dentro del portal y adiestraron lobos para guardarla.",
  "Sunken Crypt": "Cripta hundida",
  "Water drips through a crypt where the dead still stand their watch.":
    "El agua gotea en una cripta donde los muertos aún montan guardia.",
  "Old Town Loop": "Circuito del casco antiguo",
  "Monsters leak from a gate in the old town. Run the loop to drive them back.":
    "Los monstruos salen de un portal en el casco antiguo. Corre el circuito para hacerlos retroceder.",
  "Orc Stronghold": "Bastión orco",
  "War drums beat behind a red-rimmed gate. The orcs here answer to one chief.":
    "Tambores de guerra retumban tras un portal de borde rojo. Aquí los orcos obedecen a un solo jefe.",
  "Sealed Vault": "Cámara sellada",
  "An ancient vault of golems and fallen knights, sealed until today.":
    "Una antigua cámara de gólems y caballeros caídos, sellada hasta hoy.",
  "Ogre Quarry": "Cantera de ogros",
  "Ogres haul stone in a quarry that should not exist. Their chief is watching.":
    "Los ogros acarrean piedra en una cantera que no debería existir. Su jefe vigila.",
  "Ridge March": "Marcha por la cresta",
  "Carry the warning along the ridge before the orc raiders crest it.":
    "Lleva el aviso por la cresta antes de que los orcos saqueadores la coronen.",
  "Frozen Citadel": "Ciudadela helada",
  "Ice elves hold a citadel of glass-blue ice. Their queen never leaves the throne.":
    "Los elfos de hielo defienden una ciudadela de hielo azul cristal. Su reina nunca deja el trono.",
  "Ant Hive": "Hormiguero",
  "A gate on an island has become a hive. The soldiers guard their matriarch.":
    "Un portal en una isla se ha vuelto un hormiguero. Las soldado protegen a su matriarca.",
  "Frost Hollow": "Hondonada de escarcha",
  "Bears and wraiths roam a snowed-in hollow below the elves' citadel.":
    "Osos y espectros vagan por una hondonada nevada bajo la ciudadela élfica.",
  "Glacier Trek": "Travesía del glaciar",
  "Cross the glacier on foot before the frost closes the gate behind you.":
    "Cruza el glaciar a pie antes de que la escarcha cierre el portal tras de ti.",
  "Giants' Pass": "Paso de los gigantes",
  "Giants block a mountain pass under a storm of wyverns. Their jarl waits above.":
    "Los gigantes cierran un paso de montaña bajo una tormenta de guivernos. Su jarl espera arriba.",
  "Demon Keep": "Torreón demoníaco",
  "A keep of black stone where demon knights and hounds serve a baron.":
    "Un torreón de piedra negra donde caballeros y sabuesos demoníacos sirven a un barón.",
  "Ember Caldera": "Caldera de brasas",
  "Salamanders swim in lava under a caldera sky. The baron's hounds patrol its rim.":
    "Las salamandras nadan en lava bajo el cielo de una caldera. Los sabuesos del barón patrullan su borde.",
  "Summit Ascent": "Ascenso a la cumbre",
  "The gate sits on a summit. Climb to it and back before the giants wake.":
    "El portal está en una cumbre. Sube y vuelve antes de que despierten los gigantes.",
  "Dragon's Lair": "Guarida del dragón",
  "Heat pours from a crimson gate. An ancient dragon sleeps on its hoard.":
    "El calor brota de un portal carmesí. Un dragón antiguo duerme sobre su tesoro.",
  "Throne of Frost": "Trono de escarcha",
  "Storm giants kneel before a throne of ice. Its sovereign has waited an age.":
    "Los gigantes de la tormenta se arrodillan ante un trono de hielo. Su soberano ha esperado una era.",
  "The Endless Rift": "La grieta sin fin",
  "A purple rift that swallows light. What comes through it has no name.":
    "Una grieta púrpura que devora la luz. Lo que sale de ella no tiene nombre.",
  "The Long Road": "El largo camino",
  "A half marathon between two gates. Only the tireless reach the second one.":
    "Una media maratón entre dos portales. Solo los incansables llegan al segundo.",

  // Exercises and form cues
  "Push-ups": "Flexiones",
  "Knee push-ups": "Flexiones de rodillas",
  "Decline push-ups": "Flexiones declinadas",
  Squats: "Sentadillas",
  "Chair squats": "Sentadillas a la silla",
  "Jump squats": "Sentadillas con salto",
  "Sit-ups": "Abdominales",
  Crunches: "Crunches",
  "Weighted sit-ups": "Abdominales con peso",
  Plank: "Plancha",
  "Knee plank": "Plancha de rodillas",
  "Side plank": "Plancha lateral",
  Running: "Correr",
  "Run and walk": "Correr y caminar",
  Intervals: "Intervalos",
  "Go lower": "Baja más",
  "Straighten your arms": "Estira los brazos",
  "Stand all the way up": "Ponte de pie del todo",
  "Sit up higher": "Sube más",
  "Lie all the way back": "Túmbate del todo",

  // Titles
  None: "Ninguno",
  "No title displayed.": "No se muestra ningún título.",
  "Shadow Hunter": "Cazador de las sombras",
  "Moves unseen through the gates.": "Se mueve sin ser visto por los portales.",
  Architect: "Arquitecto",
  "Builds the system others train in.": "Construye el sistema en el que otros entrenan.",
  "Gate Breaker": "Rompeportales",
  "Among the top hunters who felled a Gate Break's boss.":
    "Entre los mejores cazadores que derribaron al jefe de una Ruptura de Portal.",
  "Clear 25 dungeons.": "Supera 25 mazmorras.",
  "Complete 100 quests.": "Completa 100 misiones.",
  "Be among the top 3 hunters by damage when a Gate Break's boss falls.":
    "Queda entre los 3 cazadores con más daño cuando caiga el jefe de una Ruptura de Portal.",

  // Classes
  Fighter: "Luchador",
  "A front-line brawler who turns raw strength into heavy blows.":
    "Un peleador de primera línea que convierte la fuerza bruta en golpes demoledores.",
  Tank: "Tanque",
  "An unbreakable wall who outlasts any monster and shields the party.":
    "Un muro irrompible que aguanta más que cualquier monstruo y protege al grupo.",
  Assassin: "Asesino",
  "A shadow that strikes fast and first, then vanishes.":
    "Una sombra que golpea rápido y primero, y luego desaparece.",
  Ranger: "Explorador",
  "A keen-eyed hunter who keeps monsters at a distance.":
    "Un cazador de vista aguda que mantiene a los monstruos a distancia.",
  Mage: "Mago",
  "A scholar of mana whose spells break what blades cannot.":
    "Un erudito del maná cuyos hechizos rompen lo que las espadas no pueden.",
  Healer: "Sanador",
  "A steady hand who keeps the party standing through any gate.":
    "Una mano firme que mantiene en pie al grupo en cualquier portal.",

  // Regions
  "North America": "Norteamérica",
  "South America": "Sudamérica",
  Europe: "Europa",
  Asia: "Asia",
  Africa: "África",
  Oceania: "Oceanía",

  // Achievements
  "First Quest": "Primera misión",
  "Complete your first quest.": "Completa tu primera misión.",
  "Clear 10 dungeons.": "Supera 10 mazmorras.",
  Dedicated: "Constante",
  "Complete 50 quests.": "Completa 50 misiones.",
  Powerhouse: "Potencia",
  "Reach 500 total stats.": "Alcanza 500 estadísticas en total.",
  "Veteran Hunter": "Cazador veterano",
  "Reach level 25.": "Alcanza el nivel 25.",
  "Elite Hunter": "Cazador de élite",
  "Reach rank A or S.": "Alcanza el rango A o S.",

  // Skills
  Berserk: "Furia",
  "Your next attack deals double damage.": "Tu próximo ataque inflige el doble de daño.",
  "Iron Wall": "Muro de hierro",
  "Blocks the next counter-attack that would hit you.":
    "Bloquea el próximo contraataque que te alcanzaría.",
  "Shadow Strike": "Golpe sombrío",
  "Strike from the shadows for triple damage. The monster cannot counter.":
    "Ataca desde las sombras con el triple de daño. El monstruo no puede contraatacar.",
  Volley: "Andanada",
  "Loose three arrows at once, each hitting like a light attack.":
    "Dispara tres flechas a la vez; cada una golpea como un ataque ligero.",
  Fireball: "Bola de fuego",
  "Hurl a fireball powered by your intelligence for triple damage.":
    "Lanza una bola de fuego impulsada por tu inteligencia con el triple de daño.",
  Heal: "Curar",
  "Restore 30% of your max HP plus your intelligence.":
    "Recupera el 30 % de tus PS máximos más tu inteligencia.",

  // Match labels
  "Too Dangerous": "Demasiado peligroso",
  Challenging: "Exigente",
  "Perfect Match!": "¡Ideal!",
  Comfortable: "Cómodo",
  "Easy Clear": "Victoria fácil",
};
