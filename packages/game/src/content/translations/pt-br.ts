import { ptBRAttacks } from "./attacks/pt-br.ts";
import type { ContentCatalogue } from "./content-text.ts";
import { exerciseGuidePtBR } from "./exercise-guide/pt-br.ts";
import { gearEntries } from "./gear-words.ts";
import { questsPtBR } from "./quests/pt-br.ts";

/** The tables' words in Brazilian Portuguese (caçador, portal, masmorra, rank E). */
export const ptBR: ContentCatalogue = {
  ...questsPtBR,
  ...exerciseGuidePtBR,

  // Monsters and bosses
  "Mana Slime": "Slime de mana",
  "Goblin Scout": "Goblin batedor",
  "Grey Cave Wolf": "Lobo-cinzento das cavernas",
  "Goblin Spearman": "Goblin lanceiro",
  "Stone Beetle": "Besouro de pedra",
  "Goblin Chieftain Grukk": "Grukk, chefe goblin",
  "Grey Wolf Alpha": "Lobo-cinzento alfa",
  "Ironhide Wolf": "Lobo couro-de-ferro",
  "Swamp Lizardman": "Homem-lagarto do pântano",
  "Hobgoblin Brute": "Hobgoblin brutamontes",
  "Giant Cave Spider": "Aranha gigante das cavernas",
  "Skeleton Soldier": "Soldado esqueleto",
  "Broodmother Silkwyn": "Silkwyn, mãe da ninhada",
  "Hobgoblin Warlord Razz": "Razz, senhor da guerra hobgoblin",
  "Crypt Lord Morvane": "Morvane, senhor da cripta",
  "Orc Raider": "Orc saqueador",
  "Orc Shaman": "Xamã orc",
  "Stone Golem": "Golem de pedra",
  "Undead Knight": "Cavaleiro morto-vivo",
  "Ogre Bruiser": "Ogro brigão",
  "Orc Warchief Gorrath": "Gorrath, chefe de guerra orc",
  "Warden of the Sealed Vault": "Guardião da câmara selada",
  "Ice Elf Archer": "Elfo arqueiro do gelo",
  "Ice Elf Sentinel": "Elfo sentinela do gelo",
  "Frost Bear": "Urso da geada",
  "Giant Soldier Ant": "Formiga-soldado gigante",
  "Snow Wraith": "Espectro da neve",
  "Frost Elf Queen Sylvaine": "Sylvaine, rainha dos elfos da geada",
  "Hive Matriarch Zerraka": "Zerraka, matriarca da colmeia",
  "Hill Giant": "Gigante das colinas",
  "Demon Hound": "Cão demoníaco",
  "Lava Salamander": "Salamandra de lava",
  "Demon Knight": "Cavaleiro demoníaco",
  "Cliff Wyvern": "Serpe dos penhascos",
  "Frost Giant Jarl Hrodvar": "Hrodvar, jarl dos gigantes da geada",
  "Demon Baron Malgrith": "Malgrith, barão demoníaco",
  "Storm Giant": "Gigante da tempestade",
  "Shadow Drake": "Draco das sombras",
  "Abyssal Knight": "Cavaleiro abissal",
  "Elder Wyrmling": "Filhote de serpe anciã",
  "Void Colossus": "Colosso do vazio",
  "Ancient Flame Dragon Ignivar": "Ignivar, antigo dragão de fogo",
  "Frost Sovereign Hrimgard": "Hrimgard, soberano da geada",
  "Herald of the Endless Rift": "Arauto da fenda sem fim",

  // Plain weapons
  "Rusty Short Sword": "Espada curta enferrujada",
  "Hunter's Short Bow": "Arco curto de caçador",
  "Oak Staff": "Cajado de carvalho",
  "Iron Knife": "Faca de ferro",
  "Stone Mallet": "Marreta de pedra",
  "Steel Longsword": "Espada longa de aço",
  "Recurve Bow": "Arco recurvo",
  "Silver-Capped Staff": "Cajado com ponta de prata",
  "Scale Dagger": "Adaga de escamas",
  "Steel Warhammer": "Martelo de guerra de aço",
  "Guardian Blade": "Lâmina do guardião",
  "Shadow Longbow": "Arco longo das sombras",
  "Mystic Rod": "Vara mística",
  "Shadow Kris": "Kris das sombras",
  "Guardian Maul": "Malho do guardião",
  "Dragon Scale Sword": "Espada de escamas de dragão",
  "Paladin's Bow": "Arco do paladino",
  "Divine Staff": "Cajado divino",
  "Dragon Fang": "Presa de dragão",
  "Paladin's Hammer": "Martelo do paladino",
  "Hero's Greatsword": "Montante do herói",
  "Legendary Longbow": "Arco longo lendário",
  "Hero's Staff": "Cajado do herói",
  "Legendary Stiletto": "Estilete lendário",
  "Hero's Warhammer": "Martelo de guerra do herói",
  "Sovereign's Blade": "Lâmina do soberano",
  "Void Bow": "Arco do vazio",
  "Sovereign's Sceptre": "Cetro do soberano",
  "Void Fang": "Presa do vazio",
  "Sovereign's Hammer": "Martelo do soberano",

  // Potions, battle items, quest items, chests
  "Minor Healing Potion": "Poção de cura menor",
  "A small red vial. Restores 50 HP.": "Um pequeno frasco vermelho. Restaura 50 de HP.",
  "Healing Potion": "Poção de cura",
  "A hunter's standard remedy. Restores 150 HP.":
    "O remédio padrão de um caçador. Restaura 150 de HP.",
  "Greater Healing Potion": "Poção de cura maior",
  "Brewed from a high-rank mana stone. Restores 300 HP.":
    "Preparada com uma pedra de mana de rank alto. Restaura 300 de HP.",
  "Field Bandage": "Bandagem de campo",
  "Quick to wrap between reps. Restores 50 HP.":
    "Rápida de enrolar entre repetições. Restaura 50 de HP.",
  "Hunter's Ration": "Ração de caçador",
  "Dense food for long gates. Restores 150 HP.":
    "Comida reforçada para portais longos. Restaura 150 de HP.",
  "Elixir of Vigor": "Elixir do vigor",
  "A shimmering draught from deep inside a gate. Restores 300 HP.":
    "Uma poção cintilante das profundezas de um portal. Restaura 300 de HP.",
  "Gate Key Fragment": "Fragmento de chave de portal",
  "A shard of a gate's seal. Guild clerks pay attention to it.":
    "Um caco do selo de um portal. Os escrivães da guilda prestam atenção nele.",
  "Red Gate Sigil": "Sigilo do portal vermelho",
  "Proof that you walked out of a red gate alive.":
    "Prova de que você saiu vivo de um portal vermelho.",
  "Worn Treasure Chest": "Baú do tesouro gasto",
  "A battered box from a low-rank gate. Open it for loot.":
    "Uma caixa surrada de um portal de rank baixo. Abra-a para pegar o saque.",
  "Hunter's Treasure Chest": "Baú do tesouro de caçador",
  "Iron-banded and heavy. Open it for C-rank loot.":
    "Pesado e com cintas de ferro. Abra-o para pegar saque de rank C.",
  "Sovereign's Treasure Chest": "Baú do tesouro do soberano",
  "It hums with mana. Open it for A-rank loot.":
    "Vibra de mana. Abra-o para pegar saque de rank A.",

  // Set names
  Cloth: "Tecido",
  Leather: "Couro",
  Bone: "Osso",
  Steel: "Aço",
  Scale: "Escamas",
  Silver: "Prata",
  Guardian: "Guardião",
  Shadow: "Sombra",
  Mystic: "Místico",
  "Dragon Scale": "Escamas de dragão",
  Paladin: "Paladino",
  Divine: "Divino",
  Hero: "Herói",
  Legendary: "Lendário",
  Sovereign: "Soberano",
  Void: "Vazio",

  // Set pieces, built from their parts
  ...gearEntries({
    sets: {
      Cloth: "de tecido",
      Leather: "de couro",
      Bone: "de osso",
      Steel: "de aço",
      Scale: "de escamas",
      Silver: "de prata",
      Guardian: "do guardião",
      Shadow: "das sombras",
      Mystic: { m: "místico", f: "mística" },
      "Dragon Scale": "de escamas de dragão",
      Paladin: "do paladino",
      Divine: { m: "divino", f: "divina" },
      Hero: "do herói",
      Legendary: { m: "lendário", f: "lendária" },
      Sovereign: "do soberano",
      Void: "do vazio",
    },
    pieces: {
      Helm: { word: "Elmo", gender: "m" },
      Cuirass: { word: "Couraça", gender: "f" },
      Gauntlets: { word: "Manoplas", gender: "f", plural: true },
      Greaves: { word: "Grevas", gender: "f", plural: true },
      Boots: { word: "Botas", gender: "f", plural: true },
      Amulet: { word: "Amuleto", gender: "m" },
      Ring: { word: "Anel", gender: "m" },
      Saber: { word: "Sabre", gender: "m" },
      Warbow: { word: "Arco de guerra", gender: "m" },
      Wand: { word: "Varinha", gender: "f" },
      Shiv: { word: "Punhal", gender: "m" },
      Warhammer: { word: "Martelo de guerra", gender: "m" },
    },
    subTypes: { sword: "espada", bow: "arco", staff: "cajado", dagger: "adaga", hammer: "martelo" },
    name: (set, piece) => `${piece} ${set}`,
    pieceDescription: (piece, rank, set) => `${piece} do conjunto ${set} de rank ${rank}.`,
    setWeaponDescription: (subType, rank, set) =>
      `Arma (${subType}) do conjunto ${set} de rank ${rank}.`,
    weaponDescription: (subType, rank) => `Arma (${subType}) de rank ${rank} achada em um portal.`,
  }),

  // Attacks
  ...ptBRAttacks,

  // Dungeons
  "Goblin Warren": "Toca dos goblins",
  "A blue gate opened under an old bridge. Goblins have dug in behind it.":
    "Um portal azul se abriu sob uma ponte velha. Os goblins se entrincheiraram atrás dele.",
  "Grey Wolf Den": "Covil do lobo-cinzento",
  "Howls echo from a cave mouth glowing faint blue. The pack hunts together.":
    "Uivos ecoam de uma caverna de brilho azul fraco. A matilha caça junta.",
  "Slime Cellar": "Porão dos slimes",
  "A flooded cellar where mana pools into slimes. Slow, soft, and many.":
    "Um porão alagado onde a mana se acumula em slimes. Lentos, moles e muitos.",
  "Riverside Patrol": "Patrulha do rio",
  "Sweep the riverside path before the gate's scouts reach the town.":
    "Percorra a margem do rio antes que os batedores do portal cheguem à cidade.",
  "Park Gate Run": "Corrida do portal do parque",
  "A gate flickers in the park. Circle it at a run to seal its edges.":
    "Um portal pisca no parque. Contorne-o correndo para selar suas bordas.",
  "Spider Nest": "Ninho de aranhas",
  "Silk covers every wall of this gate. Something large waits at its heart.":
    "Teias cobrem cada parede deste portal. Algo grande espera no seu centro.",
  "Hobgoblin Fort": "Forte hobgoblin",
  "Hobgoblins have built a palisade inside the gate and trained wolves to guard it.":
    "Os hobgoblins ergueram uma paliçada dentro do portal e treinaram lobos para guardá-la.",
  "Sunken Crypt": "Cripta submersa",
  "Water drips through a crypt where the dead still stand their watch.":
    "A água pinga numa cripta onde os mortos ainda montam guarda.",
  "Old Town Loop": "Circuito do centro histórico",
  "Monsters leak from a gate in the old town. Run the loop to drive them back.":
    "Monstros escapam de um portal no centro histórico. Corra o circuito para fazê-los recuar.",
  "Orc Stronghold": "Fortaleza orc",
  "War drums beat behind a red-rimmed gate. The orcs here answer to one chief.":
    "Tambores de guerra soam atrás de um portal de borda vermelha. Aqui os orcs seguem um só chefe.",
  "Sealed Vault": "Câmara selada",
  "An ancient vault of golems and fallen knights, sealed until today.":
    "Uma câmara antiga de golens e cavaleiros caídos, selada até hoje.",
  "Ogre Quarry": "Pedreira dos ogros",
  "Ogres haul stone in a quarry that should not exist. Their chief is watching.":
    "Ogros carregam pedras numa pedreira que não deveria existir. O chefe deles está de olho.",
  "Ridge March": "Marcha pela serra",
  "Carry the warning along the ridge before the orc raiders crest it.":
    "Leve o aviso pela serra antes que os orcs saqueadores cheguem ao topo.",
  "Frozen Citadel": "Cidadela congelada",
  "Ice elves hold a citadel of glass-blue ice. Their queen never leaves the throne.":
    "Elfos do gelo guardam uma cidadela de gelo azul-vidro. A rainha deles nunca deixa o trono.",
  "Ant Hive": "Formigueiro",
  "A gate on an island has become a hive. The soldiers guard their matriarch.":
    "Um portal numa ilha virou um formigueiro. As soldados protegem sua matriarca.",
  "Frost Hollow": "Vale da geada",
  "Bears and wraiths roam a snowed-in hollow below the elves' citadel.":
    "Ursos e espectros vagam por um vale nevado abaixo da cidadela dos elfos.",
  "Glacier Trek": "Travessia da geleira",
  "Cross the glacier on foot before the frost closes the gate behind you.":
    "Atravesse a geleira a pé antes que a geada feche o portal atrás de você.",
  "Giants' Pass": "Passo dos gigantes",
  "Giants block a mountain pass under a storm of wyverns. Their jarl waits above.":
    "Gigantes bloqueiam um passo na montanha sob uma tempestade de serpes. O jarl deles espera lá em cima.",
  "Demon Keep": "Torre demoníaca",
  "A keep of black stone where demon knights and hounds serve a baron.":
    "Uma torre de pedra negra onde cavaleiros e cães demoníacos servem a um barão.",
  "Ember Caldera": "Caldeira das brasas",
  "Salamanders swim in lava under a caldera sky. The baron's hounds patrol its rim.":
    "Salamandras nadam na lava sob o céu de uma caldeira. Os cães do barão patrulham a borda.",
  "Summit Ascent": "Subida ao cume",
  "The gate sits on a summit. Climb to it and back before the giants wake.":
    "O portal fica num cume. Suba e volte antes que os gigantes acordem.",
  "Dragon's Lair": "Covil do dragão",
  "Heat pours from a crimson gate. An ancient dragon sleeps on its hoard.":
    "O calor jorra de um portal carmesim. Um dragão antigo dorme sobre seu tesouro.",
  "Throne of Frost": "Trono da geada",
  "Storm giants kneel before a throne of ice. Its sovereign has waited an age.":
    "Gigantes da tempestade se ajoelham diante de um trono de gelo. Seu soberano esperou uma era.",
  "The Endless Rift": "A fenda sem fim",
  "A purple rift that swallows light. What comes through it has no name.":
    "Uma fenda roxa que engole a luz. O que passa por ela não tem nome.",
  "The Long Road": "A longa estrada",
  "A half marathon between two gates. Only the tireless reach the second one.":
    "Uma meia maratona entre dois portais. Só os incansáveis chegam ao segundo.",

  // Exercises and form cues
  "Push-ups": "Flexões",
  "Knee push-ups": "Flexões com joelhos",
  "Decline push-ups": "Flexões declinadas",
  Squats: "Agachamentos",
  "Chair squats": "Agachamentos na cadeira",
  "Jump squats": "Agachamentos com salto",
  "Sit-ups": "Abdominais",
  Crunches: "Abdominais curtos",
  "Weighted sit-ups": "Abdominais com peso",
  Plank: "Prancha",
  "Knee plank": "Prancha com joelhos",
  "Side plank": "Prancha lateral",
  Running: "Corrida",
  "Run and walk": "Correr e caminhar",
  Intervals: "Intervalos",
  "Go lower": "Desça mais",
  "Straighten your arms": "Estique os braços",
  "Stand all the way up": "Fique totalmente em pé",
  "Sit up higher": "Suba mais",
  "Lie all the way back": "Deite até o fim",

  // Titles
  None: "Nenhum",
  "No title displayed.": "Nenhum título exibido.",
  "Shadow Hunter": "Caçador das sombras",
  "Moves unseen through the gates.": "Move-se sem ser visto pelos portais.",
  Architect: "Arquiteto",
  "Builds the system others train in.": "Constrói o sistema em que os outros treinam.",
  "Gate Breaker": "Quebra-portais",
  "Among the top hunters who felled a Gate Break's boss.":
    "Entre os melhores caçadores que derrubaram o chefe de uma Ruptura de Portal.",
  "Clear 25 dungeons.": "Conclua 25 masmorras.",
  "Complete 100 quests.": "Complete 100 missões.",
  "Be among the top 3 hunters by damage when a Gate Break's boss falls.":
    "Fique entre os 3 caçadores com mais dano quando o chefe de uma Ruptura de Portal cair.",

  // Classes
  Fighter: "Lutador",
  "A front-line brawler who turns raw strength into heavy blows.":
    "Um combatente da linha de frente que transforma força bruta em golpes pesados.",
  Tank: "Tanque",
  "An unbreakable wall who outlasts any monster and shields the party.":
    "Uma muralha inquebrável que resiste a qualquer monstro e protege o grupo.",
  Assassin: "Assassino",
  "A shadow that strikes fast and first, then vanishes.":
    "Uma sombra que ataca rápido e primeiro, e depois desaparece.",
  Ranger: "Patrulheiro",
  "A keen-eyed hunter who keeps monsters at a distance.":
    "Um caçador de olhar aguçado que mantém os monstros à distância.",
  Mage: "Mago",
  "A scholar of mana whose spells break what blades cannot.":
    "Um estudioso da mana cujos feitiços quebram o que as lâminas não conseguem.",
  Healer: "Curandeiro",
  "A steady hand who keeps the party standing through any gate.":
    "Uma mão firme que mantém o grupo de pé em qualquer portal.",

  // Regions
  "North America": "América do Norte",
  "South America": "América do Sul",
  Europe: "Europa",
  Asia: "Ásia",
  Africa: "África",
  Oceania: "Oceania",

  // Achievements
  "First Quest": "Primeira missão",
  "Complete your first quest.": "Complete sua primeira missão.",
  "Clear 10 dungeons.": "Conclua 10 masmorras.",
  Dedicated: "Dedicado",
  "Complete 50 quests.": "Complete 50 missões.",
  Powerhouse: "Força total",
  "Reach 500 total stats.": "Alcance 500 atributos no total.",
  "Veteran Hunter": "Caçador veterano",
  "Reach level 25.": "Alcance o nível 25.",
  "Elite Hunter": "Caçador de elite",
  "Reach rank A or S.": "Alcance o rank A ou S.",

  // Skills
  Berserk: "Fúria",
  "Your next attack deals double damage.": "Seu próximo ataque causa o dobro de dano.",
  "Iron Wall": "Muralha de ferro",
  "Blocks the next counter-attack that would hit you.":
    "Bloqueia o próximo contra-ataque que acertaria você.",
  "Shadow Strike": "Golpe sombrio",
  "Strike from the shadows for triple damage. The monster cannot counter.":
    "Ataque das sombras com o triplo de dano. O monstro não pode contra-atacar.",
  Volley: "Saraivada",
  "Loose three arrows at once, each hitting like a light attack.":
    "Dispare três flechas de uma vez, cada uma acertando como um ataque leve.",
  Fireball: "Bola de fogo",
  "Hurl a fireball powered by your intelligence for triple damage.":
    "Arremesse uma bola de fogo movida pela sua inteligência com o triplo de dano.",
  Heal: "Cura",
  "Restore 30% of your max HP plus your intelligence.":
    "Recupere 30% do seu HP máximo mais a sua inteligência.",

  // Match labels
  "Too Dangerous": "Perigoso demais",
  Challenging: "Desafiador",
  "Perfect Match!": "Na medida!",
  Comfortable: "Tranquilo",
  "Easy Clear": "Vitória fácil",
};
