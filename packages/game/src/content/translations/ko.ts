import { koAttacks } from "./attacks/ko.ts";
import type { ContentCatalogue } from "./content-text.ts";
import { exerciseGuideKo } from "./exercise-guide/ko.ts";
import { gearEntries } from "./gear-words.ts";
import { questsKo } from "./quests/ko.ts";

/** The tables' words in Korean (natural game Korean: 헌터, 게이트, 던전, E랭크). */
export const ko: ContentCatalogue = {
  ...questsKo,
  ...exerciseGuideKo,

  // Monsters and bosses
  "Mana Slime": "마나 슬라임",
  "Goblin Scout": "고블린 정찰병",
  "Grey Cave Wolf": "회색 동굴 늑대",
  "Goblin Spearman": "고블린 창병",
  "Stone Beetle": "바위 딱정벌레",
  "Goblin Chieftain Grukk": "고블린 족장 그루크",
  "Grey Wolf Alpha": "회색 늑대 우두머리",
  "Ironhide Wolf": "강철가죽 늑대",
  "Swamp Lizardman": "늪지 리자드맨",
  "Hobgoblin Brute": "홉고블린 난폭자",
  "Giant Cave Spider": "거대 동굴 거미",
  "Skeleton Soldier": "해골 병사",
  "Broodmother Silkwyn": "여왕거미 실크윈",
  "Hobgoblin Warlord Razz": "홉고블린 군주 라즈",
  "Crypt Lord Morvane": "지하묘지의 군주 모르반",
  "Orc Raider": "오크 약탈자",
  "Orc Shaman": "오크 주술사",
  "Stone Golem": "스톤 골렘",
  "Undead Knight": "언데드 기사",
  "Ogre Bruiser": "오우거 투사",
  "Orc Warchief Gorrath": "오크 대족장 고라스",
  "Warden of the Sealed Vault": "봉인된 금고의 수호자",
  "Ice Elf Archer": "아이스 엘프 궁수",
  "Ice Elf Sentinel": "아이스 엘프 파수꾼",
  "Frost Bear": "서리 곰",
  "Giant Soldier Ant": "거대 병정개미",
  "Snow Wraith": "눈의 망령",
  "Frost Elf Queen Sylvaine": "서리 엘프 여왕 실바인",
  "Hive Matriarch Zerraka": "개미굴의 여왕 제라카",
  "Hill Giant": "언덕 거인",
  "Demon Hound": "악마 사냥개",
  "Lava Salamander": "용암 샐러맨더",
  "Demon Knight": "악마 기사",
  "Cliff Wyvern": "절벽 와이번",
  "Frost Giant Jarl Hrodvar": "서리 거인 족장 흐로드바르",
  "Demon Baron Malgrith": "악마 남작 말그리스",
  "Storm Giant": "폭풍 거인",
  "Shadow Drake": "그림자 드레이크",
  "Abyssal Knight": "심연의 기사",
  "Elder Wyrmling": "고룡의 새끼",
  "Void Colossus": "공허의 거상",
  "Ancient Flame Dragon Ignivar": "고대 화염룡 이그니바르",
  "Frost Sovereign Hrimgard": "서리의 군주 흐림가르드",
  "Herald of the Endless Rift": "끝없는 균열의 전령",

  // Plain weapons
  "Rusty Short Sword": "녹슨 단검",
  "Hunter's Short Bow": "헌터의 단궁",
  "Oak Staff": "참나무 지팡이",
  "Iron Knife": "철 나이프",
  "Stone Mallet": "돌망치",
  "Steel Longsword": "강철 장검",
  "Recurve Bow": "리커브 보우",
  "Silver-Capped Staff": "은장식 지팡이",
  "Scale Dagger": "비늘 단도",
  "Steel Warhammer": "강철 전투망치",
  "Guardian Blade": "수호자의 검",
  "Shadow Longbow": "그림자 장궁",
  "Mystic Rod": "신비의 로드",
  "Shadow Kris": "그림자 크리스",
  "Guardian Maul": "수호자의 대형 망치",
  "Dragon Scale Sword": "용비늘 검",
  "Paladin's Bow": "성기사의 활",
  "Divine Staff": "신성한 지팡이",
  "Dragon Fang": "용의 송곳니",
  "Paladin's Hammer": "성기사의 망치",
  "Hero's Greatsword": "영웅의 대검",
  "Legendary Longbow": "전설의 장궁",
  "Hero's Staff": "영웅의 지팡이",
  "Legendary Stiletto": "전설의 스틸레토",
  "Hero's Warhammer": "영웅의 전투망치",
  "Sovereign's Blade": "군주의 검",
  "Void Bow": "공허의 활",
  "Sovereign's Sceptre": "군주의 홀",
  "Void Fang": "공허의 송곳니",
  "Sovereign's Hammer": "군주의 망치",

  // Potions, battle items, quest items, chests
  "Minor Healing Potion": "하급 회복 포션",
  "A small red vial. Restores 50 HP.": "작은 붉은 약병. HP를 50 회복한다.",
  "Healing Potion": "회복 포션",
  "A hunter's standard remedy. Restores 150 HP.": "헌터의 기본 회복약. HP를 150 회복한다.",
  "Greater Healing Potion": "상급 회복 포션",
  "Brewed from a high-rank mana stone. Restores 300 HP.":
    "고랭크 마정석으로 빚은 약. HP를 300 회복한다.",
  "Field Bandage": "야전 붕대",
  "Quick to wrap between reps. Restores 50 HP.": "세트 사이에 재빨리 감는다. HP를 50 회복한다.",
  "Hunter's Ration": "헌터의 전투식량",
  "Dense food for long gates. Restores 150 HP.": "긴 게이트를 위한 든든한 식량. HP를 150 회복한다.",
  "Elixir of Vigor": "활력의 엘릭서",
  "A shimmering draught from deep inside a gate. Restores 300 HP.":
    "게이트 깊은 곳에서 얻은 반짝이는 물약. HP를 300 회복한다.",
  "Gate Key Fragment": "게이트 열쇠 조각",
  "A shard of a gate's seal. Guild clerks pay attention to it.":
    "게이트 봉인의 파편. 길드 직원들이 눈여겨본다.",
  "Red Gate Sigil": "레드 게이트 인장",
  "Proof that you walked out of a red gate alive.": "레드 게이트에서 살아 나왔다는 증표.",
  "Worn Treasure Chest": "낡은 보물상자",
  "A battered box from a low-rank gate. Open it for loot.":
    "저랭크 게이트에서 나온 낡은 상자. 열면 전리품이 나온다.",
  "Hunter's Treasure Chest": "헌터의 보물상자",
  "Iron-banded and heavy. Open it for C-rank loot.":
    "철테를 두른 무거운 상자. 열면 C랭크 전리품이 나온다.",
  "Sovereign's Treasure Chest": "군주의 보물상자",
  "It hums with mana. Open it for A-rank loot.": "마나로 웅웅거린다. 열면 A랭크 전리품이 나온다.",

  // Set names
  Cloth: "천",
  Leather: "가죽",
  Bone: "뼈",
  Steel: "강철",
  Scale: "비늘",
  Silver: "은",
  Guardian: "수호자",
  Shadow: "그림자",
  Mystic: "신비",
  "Dragon Scale": "용비늘",
  Paladin: "성기사",
  Divine: "신성",
  Hero: "영웅",
  Legendary: "전설",
  Sovereign: "군주",
  Void: "공허",

  // Set pieces, built from their parts
  ...gearEntries({
    sets: {
      Cloth: "천",
      Leather: "가죽",
      Bone: "뼈",
      Steel: "강철",
      Scale: "비늘",
      Silver: "은",
      Guardian: "수호자의",
      Shadow: "그림자",
      Mystic: "신비의",
      "Dragon Scale": "용비늘",
      Paladin: "성기사의",
      Divine: "신성한",
      Hero: "영웅의",
      Legendary: "전설의",
      Sovereign: "군주의",
      Void: "공허의",
    },
    pieces: {
      Helm: "투구",
      Cuirass: "흉갑",
      Gauntlets: "건틀릿",
      Greaves: "각반",
      Boots: "장화",
      Amulet: "목걸이",
      Ring: "반지",
      Saber: "세이버",
      Warbow: "전투활",
      Wand: "완드",
      Shiv: "단도",
      Warhammer: "전투망치",
    },
    subTypes: { sword: "검", bow: "활", staff: "지팡이", dagger: "단검", hammer: "망치" },
    name: (set, piece) => `${set} ${piece}`,
    pieceDescription: (piece, rank, set) => `${rank}랭크 ${set} 세트의 ${piece}.`,
    setWeaponDescription: (subType, rank, set) => `${rank}랭크 ${set} 세트의 ${subType}.`,
    weaponDescription: (subType, rank) => `게이트에서 발견한 ${rank}랭크 ${subType}.`,
  }),

  // Attacks
  ...koAttacks,

  // Dungeons
  "Goblin Warren": "고블린 소굴",
  "A blue gate opened under an old bridge. Goblins have dug in behind it.":
    "낡은 다리 아래 푸른 게이트가 열렸다. 고블린들이 그 뒤에 진을 쳤다.",
  "Grey Wolf Den": "회색 늑대 굴",
  "Howls echo from a cave mouth glowing faint blue. The pack hunts together.":
    "희미하게 푸른빛이 도는 동굴 입구에서 울음소리가 울린다. 무리는 함께 사냥한다.",
  "Slime Cellar": "슬라임 지하실",
  "A flooded cellar where mana pools into slimes. Slow, soft, and many.":
    "마나가 고여 슬라임이 된 물에 잠긴 지하실. 느리고, 말랑하고, 많다.",
  "Riverside Patrol": "강변 순찰",
  "Sweep the riverside path before the gate's scouts reach the town.":
    "게이트의 정찰병이 마을에 닿기 전에 강변 길을 훑어라.",
  "Park Gate Run": "공원 게이트 러닝",
  "A gate flickers in the park. Circle it at a run to seal its edges.":
    "공원에서 게이트가 깜빡인다. 달리며 주위를 돌아 가장자리를 봉인하라.",
  "Spider Nest": "거미 둥지",
  "Silk covers every wall of this gate. Something large waits at its heart.":
    "이 게이트의 모든 벽을 거미줄이 덮고 있다. 그 중심에서 거대한 무언가가 기다린다.",
  "Hobgoblin Fort": "홉고블린 요새",
  "Hobgoblins have built a palisade inside the gate and trained wolves to guard it.":
    "홉고블린들이 게이트 안에 목책을 세우고 늑대를 길들여 지키게 했다.",
  "Sunken Crypt": "가라앉은 지하묘지",
  "Water drips through a crypt where the dead still stand their watch.":
    "죽은 자들이 아직 보초를 서는 지하묘지에 물이 떨어진다.",
  "Old Town Loop": "구시가지 순환로",
  "Monsters leak from a gate in the old town. Run the loop to drive them back.":
    "구시가지의 게이트에서 몬스터가 새어 나온다. 순환로를 달려 몰아내라.",
  "Orc Stronghold": "오크 거점",
  "War drums beat behind a red-rimmed gate. The orcs here answer to one chief.":
    "붉은 테두리의 게이트 너머로 전쟁 북이 울린다. 이곳의 오크들은 한 족장을 따른다.",
  "Sealed Vault": "봉인된 금고",
  "An ancient vault of golems and fallen knights, sealed until today.":
    "골렘과 쓰러진 기사들이 있는 고대의 금고. 오늘까지 봉인되어 있었다.",
  "Ogre Quarry": "오우거 채석장",
  "Ogres haul stone in a quarry that should not exist. Their chief is watching.":
    "존재해서는 안 될 채석장에서 오우거들이 돌을 나른다. 그들의 우두머리가 지켜보고 있다.",
  "Ridge March": "능선 행군",
  "Carry the warning along the ridge before the orc raiders crest it.":
    "오크 약탈자들이 능선을 넘기 전에 경고를 전하라.",
  "Frozen Citadel": "얼어붙은 성채",
  "Ice elves hold a citadel of glass-blue ice. Their queen never leaves the throne.":
    "아이스 엘프들이 유리처럼 푸른 얼음 성채를 지킨다. 그들의 여왕은 왕좌를 떠나지 않는다.",
  "Ant Hive": "개미굴",
  "A gate on an island has become a hive. The soldiers guard their matriarch.":
    "섬의 게이트가 개미굴이 되었다. 병정개미들이 여왕을 지킨다.",
  "Frost Hollow": "서리 분지",
  "Bears and wraiths roam a snowed-in hollow below the elves' citadel.":
    "엘프 성채 아래 눈에 갇힌 분지에 곰과 망령이 떠돈다.",
  "Glacier Trek": "빙하 횡단",
  "Cross the glacier on foot before the frost closes the gate behind you.":
    "서리가 뒤의 게이트를 닫기 전에 걸어서 빙하를 건너라.",
  "Giants' Pass": "거인의 고개",
  "Giants block a mountain pass under a storm of wyverns. Their jarl waits above.":
    "와이번이 몰아치는 산 고개를 거인들이 막고 있다. 그들의 족장이 위에서 기다린다.",
  "Demon Keep": "악마의 성",
  "A keep of black stone where demon knights and hounds serve a baron.":
    "악마 기사와 사냥개가 남작을 섬기는 검은 돌의 성.",
  "Ember Caldera": "잿불 칼데라",
  "Salamanders swim in lava under a caldera sky. The baron's hounds patrol its rim.":
    "칼데라 하늘 아래 샐러맨더가 용암 속을 헤엄친다. 남작의 사냥개가 가장자리를 순찰한다.",
  "Summit Ascent": "정상 등반",
  "The gate sits on a summit. Climb to it and back before the giants wake.":
    "게이트는 산 정상에 있다. 거인들이 깨어나기 전에 올라갔다 돌아와라.",
  "Dragon's Lair": "용의 둥지",
  "Heat pours from a crimson gate. An ancient dragon sleeps on its hoard.":
    "진홍빛 게이트에서 열기가 쏟아진다. 고대의 용이 보물 위에서 잠들어 있다.",
  "Throne of Frost": "서리의 왕좌",
  "Storm giants kneel before a throne of ice. Its sovereign has waited an age.":
    "폭풍 거인들이 얼음 왕좌 앞에 무릎 꿇는다. 그 군주는 한 시대를 기다려 왔다.",
  "The Endless Rift": "끝없는 균열",
  "A purple rift that swallows light. What comes through it has no name.":
    "빛을 삼키는 보랏빛 균열. 그곳을 지나오는 것에는 이름이 없다.",
  "The Long Road": "머나먼 길",
  "A half marathon between two gates. Only the tireless reach the second one.":
    "두 게이트 사이의 하프 마라톤. 지치지 않는 자만이 두 번째 게이트에 닿는다.",

  // Exercises and form cues
  "Push-ups": "팔굽혀펴기",
  "Knee push-ups": "무릎 대고 팔굽혀펴기",
  "Decline push-ups": "디클라인 팔굽혀펴기",
  Squats: "스쿼트",
  "Chair squats": "의자 스쿼트",
  "Jump squats": "점프 스쿼트",
  "Sit-ups": "윗몸일으키기",
  Crunches: "크런치",
  "Weighted sit-ups": "중량 윗몸일으키기",
  Plank: "플랭크",
  "Knee plank": "무릎 플랭크",
  "Side plank": "사이드 플랭크",
  Running: "달리기",
  "Run and walk": "달리기와 걷기",
  Intervals: "인터벌",
  "Go lower": "더 내려가세요",
  "Straighten your arms": "팔을 끝까지 펴세요",
  "Stand all the way up": "끝까지 일어서세요",
  "Sit up higher": "더 높이 일어나세요",
  "Lie all the way back": "끝까지 누우세요",

  // Titles
  None: "없음",
  "No title displayed.": "칭호를 표시하지 않습니다.",
  "Shadow Hunter": "그림자 헌터",
  "Moves unseen through the gates.": "보이지 않게 게이트를 누빈다.",
  Architect: "설계자",
  "Builds the system others train in.": "다른 이들이 수련하는 시스템을 만든다.",
  "Gate Breaker": "게이트 브레이커",
  "Among the top hunters who felled a Gate Break's boss.":
    "게이트 브레이크의 보스를 쓰러뜨린 상위 헌터 중 하나.",
  "Clear 25 dungeons.": "던전 25개를 클리어하세요.",
  "Complete 100 quests.": "퀘스트 100개를 완료하세요.",
  "Be among the top 3 hunters by damage when a Gate Break's boss falls.":
    "게이트 브레이크의 보스가 쓰러질 때 피해량 상위 3명의 헌터 안에 드세요.",

  // Classes
  Fighter: "전사",
  "A front-line brawler who turns raw strength into heavy blows.":
    "타고난 힘을 묵직한 일격으로 바꾸는 최전선의 격투가.",
  Tank: "탱커",
  "An unbreakable wall who outlasts any monster and shields the party.":
    "어떤 몬스터보다 오래 버티며 파티를 지키는 무너지지 않는 벽.",
  Assassin: "암살자",
  "A shadow that strikes fast and first, then vanishes.": "가장 먼저, 빠르게 베고 사라지는 그림자.",
  Ranger: "궁수",
  "A keen-eyed hunter who keeps monsters at a distance.": "몬스터를 멀리 묶어 두는 눈 밝은 헌터.",
  Mage: "마법사",
  "A scholar of mana whose spells break what blades cannot.":
    "칼날이 못 부수는 것을 주문으로 부수는 마나의 학자.",
  Healer: "힐러",
  "A steady hand who keeps the party standing through any gate.":
    "어떤 게이트에서도 파티를 버티게 하는 든든한 손.",

  // Regions
  "North America": "북아메리카",
  "South America": "남아메리카",
  Europe: "유럽",
  Asia: "아시아",
  Africa: "아프리카",
  Oceania: "오세아니아",

  // Achievements
  "First Quest": "첫 퀘스트",
  "Complete your first quest.": "첫 퀘스트를 완료하세요.",
  "Clear 10 dungeons.": "던전 10개를 클리어하세요.",
  Dedicated: "헌신",
  "Complete 50 quests.": "퀘스트 50개를 완료하세요.",
  Powerhouse: "괴력",
  "Reach 500 total stats.": "스탯 합계 500에 도달하세요.",
  "Veteran Hunter": "베테랑 헌터",
  "Reach level 25.": "레벨 25에 도달하세요.",
  "Elite Hunter": "엘리트 헌터",
  "Reach rank A or S.": "A랭크 또는 S랭크에 도달하세요.",

  // Skills
  Berserk: "광폭화",
  "Your next attack deals double damage.": "다음 공격이 2배의 피해를 준다.",
  "Iron Wall": "철벽",
  "Blocks the next counter-attack that would hit you.": "자신을 노리는 다음 반격을 막아낸다.",
  "Shadow Strike": "그림자 일격",
  "Strike from the shadows for triple damage. The monster cannot counter.":
    "그림자 속에서 3배의 피해를 주는 일격. 몬스터는 반격할 수 없다.",
  Volley: "일제 사격",
  "Loose three arrows at once, each hitting like a light attack.":
    "화살 세 발을 한꺼번에 쏜다. 각각 약공격만큼의 피해를 준다.",
  Fireball: "파이어볼",
  "Hurl a fireball powered by your intelligence for triple damage.":
    "지능의 힘을 담은 화염구를 던져 3배의 피해를 준다.",
  Heal: "힐",
  "Restore 30% of your max HP plus your intelligence.": "최대 HP의 30%와 지능만큼 회복한다.",

  // Match labels
  "Too Dangerous": "너무 위험함",
  Challenging: "도전적",
  "Perfect Match!": "딱 맞음!",
  Comfortable: "여유로움",
  "Easy Clear": "손쉬운 클리어",
};
