import { jaAttacks } from "./attacks/ja.ts";
import type { ContentCatalogue } from "./content-text.ts";
import { exerciseGuideJa } from "./exercise-guide/ja.ts";
import { gearEntries } from "./gear-words.ts";
import { questsJa } from "./quests/ja.ts";

/** The tables' words in Japanese (ハンター, ゲート, ダンジョン, Eランク). */
/** The sets' names, alone and inside every piece's name. */
const SET_NAMES = {
  Cloth: "布",
  Leather: "革",
  Bone: "骨",
  Steel: "鋼",
  Scale: "鱗",
  Silver: "銀",
  Guardian: "守護者",
  Shadow: "影",
  Mystic: "神秘",
  "Dragon Scale": "竜鱗",
  Paladin: "聖騎士",
  Divine: "神聖",
  Hero: "英雄",
  Legendary: "伝説",
  Sovereign: "君主",
  Void: "虚無",
};

export const ja: ContentCatalogue = {
  ...questsJa,
  ...exerciseGuideJa,

  // Monsters and bosses
  "Mana Slime": "マナスライム",
  "Goblin Scout": "ゴブリンスカウト",
  "Grey Cave Wolf": "灰色の洞窟狼",
  "Goblin Spearman": "ゴブリンスピアマン",
  "Stone Beetle": "ストーンビートル",
  "Goblin Chieftain Grukk": "ゴブリン族長グルック",
  "Grey Wolf Alpha": "灰色狼のボス",
  "Ironhide Wolf": "鉄皮の狼",
  "Swamp Lizardman": "沼地のリザードマン",
  "Hobgoblin Brute": "ホブゴブリンブルート",
  "Giant Cave Spider": "巨大洞窟蜘蛛",
  "Skeleton Soldier": "スケルトンソルジャー",
  "Broodmother Silkwyn": "女王蜘蛛シルクウィン",
  "Hobgoblin Warlord Razz": "ホブゴブリン将軍ラズ",
  "Crypt Lord Morvane": "地下墓所の王モルヴェイン",
  "Orc Raider": "オークレイダー",
  "Orc Shaman": "オークシャーマン",
  "Stone Golem": "ストーンゴーレム",
  "Undead Knight": "アンデッドナイト",
  "Ogre Bruiser": "オーガブルーザー",
  "Orc Warchief Gorrath": "オーク大族長ゴラス",
  "Warden of the Sealed Vault": "封印の宝物庫の番人",
  "Ice Elf Archer": "アイスエルフの弓兵",
  "Ice Elf Sentinel": "アイスエルフの哨兵",
  "Frost Bear": "フロストベア",
  "Giant Soldier Ant": "巨大兵隊アリ",
  "Snow Wraith": "スノーレイス",
  "Frost Elf Queen Sylvaine": "氷のエルフ女王シルヴェイン",
  "Hive Matriarch Zerraka": "巣の女王ゼラカ",
  "Hill Giant": "ヒルジャイアント",
  "Demon Hound": "デーモンハウンド",
  "Lava Salamander": "溶岩のサラマンダー",
  "Demon Knight": "デーモンナイト",
  "Cliff Wyvern": "断崖のワイバーン",
  "Frost Giant Jarl Hrodvar": "霜の巨人ヤール・フロドヴァル",
  "Demon Baron Malgrith": "悪魔男爵マルグリス",
  "Storm Giant": "ストームジャイアント",
  "Shadow Drake": "シャドウドレイク",
  "Abyssal Knight": "深淵の騎士",
  "Elder Wyrmling": "古竜の幼竜",
  "Void Colossus": "虚無の巨像",
  "Ancient Flame Dragon Ignivar": "古代炎竜イグニヴァル",
  "Frost Sovereign Hrimgard": "霜の君主フリムガルド",
  "Herald of the Endless Rift": "果てなき裂け目の使者",

  // Plain weapons
  "Rusty Short Sword": "錆びたショートソード",
  "Hunter's Short Bow": "ハンターの短弓",
  "Oak Staff": "樫の杖",
  "Iron Knife": "鉄のナイフ",
  "Stone Mallet": "石の木槌",
  "Steel Longsword": "鋼のロングソード",
  "Recurve Bow": "リカーブボウ",
  "Silver-Capped Staff": "銀飾りの杖",
  "Scale Dagger": "鱗のダガー",
  "Steel Warhammer": "鋼のウォーハンマー",
  "Guardian Blade": "守護者の剣",
  "Shadow Longbow": "影の長弓",
  "Mystic Rod": "神秘のロッド",
  "Shadow Kris": "影のクリス",
  "Guardian Maul": "守護者の大槌",
  "Dragon Scale Sword": "竜鱗の剣",
  "Paladin's Bow": "聖騎士の弓",
  "Divine Staff": "神聖な杖",
  "Dragon Fang": "竜の牙",
  "Paladin's Hammer": "聖騎士のハンマー",
  "Hero's Greatsword": "英雄の大剣",
  "Legendary Longbow": "伝説の長弓",
  "Hero's Staff": "英雄の杖",
  "Legendary Stiletto": "伝説のスティレット",
  "Hero's Warhammer": "英雄のウォーハンマー",
  "Sovereign's Blade": "君主の剣",
  "Void Bow": "虚無の弓",
  "Sovereign's Sceptre": "君主の王笏",
  "Void Fang": "虚無の牙",
  "Sovereign's Hammer": "君主のハンマー",

  // Potions, battle items, quest items, chests
  "Minor Healing Potion": "下級回復ポーション",
  "A small red vial. Restores 50 HP.": "小さな赤い小瓶。HPを50回復する。",
  "Healing Potion": "回復ポーション",
  "A hunter's standard remedy. Restores 150 HP.": "ハンターの定番の回復薬。HPを150回復する。",
  "Greater Healing Potion": "上級回復ポーション",
  "Brewed from a high-rank mana stone. Restores 300 HP.":
    "高ランクの魔石から作られた薬。HPを300回復する。",
  "Field Bandage": "野戦包帯",
  "Quick to wrap between reps. Restores 50 HP.": "レップの合間にすばやく巻ける。HPを50回復する。",
  "Hunter's Ration": "ハンターの携帯食",
  "Dense food for long gates. Restores 150 HP.":
    "長いゲート向けの腹持ちのよい食料。HPを150回復する。",
  "Elixir of Vigor": "活力のエリクサー",
  "A shimmering draught from deep inside a gate. Restores 300 HP.":
    "ゲートの奥深くで見つかる輝く霊薬。HPを300回復する。",
  "Gate Key Fragment": "ゲートの鍵の欠片",
  "A shard of a gate's seal. Guild clerks pay attention to it.":
    "ゲートの封印の欠片。ギルドの職員が注目している。",
  "Red Gate Sigil": "レッドゲートの印章",
  "Proof that you walked out of a red gate alive.": "レッドゲートから生還した証。",
  "Worn Treasure Chest": "古びた宝箱",
  "A battered box from a low-rank gate. Open it for loot.":
    "低ランクゲートで見つかった傷だらけの箱。開けると戦利品が手に入る。",
  "Hunter's Treasure Chest": "ハンターの宝箱",
  "Iron-banded and heavy. Open it for C-rank loot.":
    "鉄の帯が巻かれた重い箱。開けるとCランクの戦利品が手に入る。",
  "Sovereign's Treasure Chest": "君主の宝箱",
  "It hums with mana. Open it for A-rank loot.":
    "マナで低くうなっている。開けるとAランクの戦利品が手に入る。",

  // Set names
  ...SET_NAMES,

  // Set pieces, built from their parts
  ...gearEntries({
    sets: SET_NAMES,
    pieces: {
      Helm: "兜",
      Cuirass: "胸当て",
      Gauntlets: "ガントレット",
      Greaves: "すね当て",
      Boots: "ブーツ",
      Amulet: "アミュレット",
      Ring: "指輪",
      Saber: "サーベル",
      Warbow: "戦弓",
      Wand: "ワンド",
      Shiv: "短刀",
      Warhammer: "ウォーハンマー",
    },
    subTypes: { sword: "剣", bow: "弓", staff: "杖", dagger: "短剣", hammer: "ハンマー" },
    name: (set, piece) => `${set}の${piece}`,
    pieceDescription: (piece, rank, set) => `${rank}ランク「${set}」セットの${piece}。`,
    setWeaponDescription: (subType, rank, set) => `${rank}ランク「${set}」セットの${subType}。`,
    weaponDescription: (subType, rank) => `ゲートで見つかった${rank}ランクの${subType}。`,
  }),

  // Attacks
  ...jaAttacks,

  // Dungeons
  "Goblin Warren": "ゴブリンの巣穴",
  "A blue gate opened under an old bridge. Goblins have dug in behind it.":
    "古い橋の下に青いゲートが開いた。その奥にゴブリンが陣取っている。",
  "Grey Wolf Den": "灰色狼のねぐら",
  "Howls echo from a cave mouth glowing faint blue. The pack hunts together.":
    "かすかに青く光る洞窟の入口から遠吠えが響く。群れは共に狩る。",
  "Slime Cellar": "スライムの地下室",
  "A flooded cellar where mana pools into slimes. Slow, soft, and many.":
    "マナが溜まってスライムになる水浸しの地下室。遅く、柔らかく、数が多い。",
  "Riverside Patrol": "川辺のパトロール",
  "Sweep the riverside path before the gate's scouts reach the town.":
    "ゲートの斥候が町に着く前に川沿いの道を見回れ。",
  "Park Gate Run": "公園ゲートラン",
  "A gate flickers in the park. Circle it at a run to seal its edges.":
    "公園でゲートが揺らめいている。走って周りを回り、縁を封じろ。",
  "Spider Nest": "蜘蛛の巣窟",
  "Silk covers every wall of this gate. Something large waits at its heart.":
    "このゲートの壁はすべて糸に覆われている。その中心で巨大な何かが待つ。",
  "Hobgoblin Fort": "ホブゴブリンの砦",
  "Hobgoblins have built a palisade inside the gate and trained wolves to guard it.":
    "ホブゴブリンがゲートの中に柵を築き、狼を手なずけて守らせている。",
  "Sunken Crypt": "沈んだ地下墓所",
  "Water drips through a crypt where the dead still stand their watch.":
    "死者が今も見張りに立つ地下墓所に水が滴る。",
  "Old Town Loop": "旧市街ループ",
  "Monsters leak from a gate in the old town. Run the loop to drive them back.":
    "旧市街のゲートからモンスターが漏れ出している。周回コースを走って押し返せ。",
  "Orc Stronghold": "オークの要塞",
  "War drums beat behind a red-rimmed gate. The orcs here answer to one chief.":
    "赤い縁のゲートの向こうで戦太鼓が鳴る。ここのオークは一人の族長に従う。",
  "Sealed Vault": "封印の宝物庫",
  "An ancient vault of golems and fallen knights, sealed until today.":
    "ゴーレムと倒れた騎士が眠る古代の宝物庫。今日まで封印されていた。",
  "Ogre Quarry": "オーガの石切り場",
  "Ogres haul stone in a quarry that should not exist. Their chief is watching.":
    "存在するはずのない石切り場でオーガが石を運ぶ。その長が見張っている。",
  "Ridge March": "尾根の行軍",
  "Carry the warning along the ridge before the orc raiders crest it.":
    "オークの略奪者が尾根を越える前に、尾根づたいに警告を届けろ。",
  "Frozen Citadel": "凍てつく城塞",
  "Ice elves hold a citadel of glass-blue ice. Their queen never leaves the throne.":
    "アイスエルフがガラスのように青い氷の城塞を守る。女王は決して玉座を離れない。",
  "Ant Hive": "アリの巣",
  "A gate on an island has become a hive. The soldiers guard their matriarch.":
    "島のゲートが巣になった。兵隊アリが女王を守っている。",
  "Frost Hollow": "霜の窪地",
  "Bears and wraiths roam a snowed-in hollow below the elves' citadel.":
    "エルフの城塞の下、雪に閉ざされた窪地を熊と亡霊がさまよう。",
  "Glacier Trek": "氷河トレック",
  "Cross the glacier on foot before the frost closes the gate behind you.":
    "霜が背後のゲートを閉ざす前に、歩いて氷河を渡れ。",
  "Giants' Pass": "巨人の峠",
  "Giants block a mountain pass under a storm of wyverns. Their jarl waits above.":
    "ワイバーンが吹き荒れる山の峠を巨人がふさぐ。その首領が上で待つ。",
  "Demon Keep": "悪魔の城",
  "A keep of black stone where demon knights and hounds serve a baron.":
    "悪魔の騎士と猟犬が男爵に仕える黒い石の城。",
  "Ember Caldera": "残り火のカルデラ",
  "Salamanders swim in lava under a caldera sky. The baron's hounds patrol its rim.":
    "カルデラの空の下、サラマンダーが溶岩を泳ぐ。男爵の猟犬が縁を巡回している。",
  "Summit Ascent": "山頂への登攀",
  "The gate sits on a summit. Climb to it and back before the giants wake.":
    "ゲートは山頂にある。巨人が目覚める前に登って戻ってこい。",
  "Dragon's Lair": "竜の巣",
  "Heat pours from a crimson gate. An ancient dragon sleeps on its hoard.":
    "深紅のゲートから熱があふれ出す。古代の竜が財宝の上で眠っている。",
  "Throne of Frost": "霜の玉座",
  "Storm giants kneel before a throne of ice. Its sovereign has waited an age.":
    "ストームジャイアントが氷の玉座の前にひざまずく。その君主は一時代を待ち続けた。",
  "The Endless Rift": "果てなき裂け目",
  "A purple rift that swallows light. What comes through it has no name.":
    "光を飲み込む紫の裂け目。そこから来るものに名はない。",
  "The Long Road": "長き道",
  "A half marathon between two gates. Only the tireless reach the second one.":
    "二つのゲートを結ぶハーフマラソン。疲れを知らぬ者だけが二つ目にたどり着く。",

  // Exercises and form cues
  "Push-ups": "腕立て伏せ",
  "Knee push-ups": "膝つき腕立て伏せ",
  "Decline push-ups": "デクライン腕立て伏せ",
  Squats: "スクワット",
  "Chair squats": "チェアスクワット",
  "Jump squats": "ジャンプスクワット",
  "Sit-ups": "上体起こし",
  Crunches: "クランチ",
  "Weighted sit-ups": "加重上体起こし",
  Plank: "プランク",
  "Knee plank": "膝つきプランク",
  "Side plank": "サイドプランク",
  Running: "ランニング",
  "Run and walk": "ランとウォーク",
  Intervals: "インターバル",
  "Go lower": "もっと深く",
  "Straighten your arms": "腕を伸ばし切って",
  "Stand all the way up": "最後まで立ち上がって",
  "Sit up higher": "もっと高く起き上がって",
  "Lie all the way back": "最後まで背中を倒して",

  // Titles
  None: "なし",
  "No title displayed.": "称号を表示しません。",
  "Shadow Hunter": "影のハンター",
  "Moves unseen through the gates.": "人知れずゲートを駆け抜ける。",
  Architect: "アーキテクト",
  "Builds the system others train in.": "皆が鍛えるシステムを築く者。",
  "Gate Breaker": "ゲートブレイカー",
  "Among the top hunters who felled a Gate Break's boss.":
    "ゲートブレイクのボスを倒した上位ハンターの一人。",
  "Clear 25 dungeons.": "ダンジョンを25回クリアする。",
  "Complete 100 quests.": "クエストを100回達成する。",
  "Be among the top 3 hunters by damage when a Gate Break's boss falls.":
    "ゲートブレイクのボスが倒れたとき、与ダメージ上位3人のハンターに入る。",

  // Classes
  Fighter: "ファイター",
  "A front-line brawler who turns raw strength into heavy blows.":
    "生まれ持った力を重い一撃に変える最前線の格闘家。",
  Tank: "タンク",
  "An unbreakable wall who outlasts any monster and shields the party.":
    "どんなモンスターよりも長く耐え、パーティーを守る不落の壁。",
  Assassin: "アサシン",
  "A shadow that strikes fast and first, then vanishes.": "誰よりも速く先に斬り、消える影。",
  Ranger: "レンジャー",
  "A keen-eyed hunter who keeps monsters at a distance.":
    "モンスターを遠ざけておく鋭い目のハンター。",
  Mage: "メイジ",
  "A scholar of mana whose spells break what blades cannot.":
    "刃では砕けぬものを呪文で砕くマナの学者。",
  Healer: "ヒーラー",
  "A steady hand who keeps the party standing through any gate.":
    "どんなゲートでもパーティーを支え続ける確かな手。",

  // Regions
  "North America": "北アメリカ",
  "South America": "南アメリカ",
  Europe: "ヨーロッパ",
  Asia: "アジア",
  Africa: "アフリカ",
  Oceania: "オセアニア",

  // Achievements
  "First Quest": "初めてのクエスト",
  "Complete your first quest.": "初めてのクエストを達成する。",
  "Clear 10 dungeons.": "ダンジョンを10回クリアする。",
  Dedicated: "ひたむき",
  "Complete 50 quests.": "クエストを50回達成する。",
  Powerhouse: "怪力",
  "Reach 500 total stats.": "ステータス合計500に到達する。",
  "Veteran Hunter": "ベテランハンター",
  "Reach level 25.": "レベル25に到達する。",
  "Elite Hunter": "エリートハンター",
  "Reach rank A or S.": "AランクかSランクに到達する。",

  // Skills
  Berserk: "バーサーク",
  "Your next attack deals double damage.": "次の攻撃のダメージが2倍になる。",
  "Iron Wall": "鉄壁",
  "Blocks the next counter-attack that would hit you.": "次に受ける反撃を防ぐ。",
  "Shadow Strike": "シャドウストライク",
  "Strike from the shadows for triple damage. The monster cannot counter.":
    "影から3倍のダメージで斬りつける。モンスターは反撃できない。",
  Volley: "一斉射撃",
  "Loose three arrows at once, each hitting like a light attack.":
    "3本の矢を同時に放つ。1本ごとに軽攻撃と同じダメージ。",
  Fireball: "ファイアボール",
  "Hurl a fireball powered by your intelligence for triple damage.":
    "知力を込めた火球を放ち、3倍のダメージを与える。",
  Heal: "ヒール",
  "Restore 30% of your max HP plus your intelligence.": "最大HPの30%と知力の分だけ回復する。",

  // Match labels
  "Too Dangerous": "危険すぎる",
  Challenging: "手ごわい",
  "Perfect Match!": "ぴったり!",
  Comfortable: "余裕",
  "Easy Clear": "楽勝",
};
