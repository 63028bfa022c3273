"""The generator's own word lists: themes that name a board, its titles and its shelf.

A theme ties a board's name to the drawings on its shelf ("Winter Tea": a mug, a scarf, a
snow globe), so that a generated board reads as one idea, as the shipped boards do. Each
name is composed of a modifier and a noun given in the three languages side by side, with
the word order of each language (en "Winter Tea", fr "Thé d'hiver", ja "冬の紅茶"); the
French modifier is a phrase that needs no agreement ("d'hiver", "au coin du feu"), so any
pair reads right. Every word here was written for this project.

Lists are tuples: their order is part of the generator version (a seed picks by index).
"""

from __future__ import annotations

from typing import NamedTuple

Words3 = tuple[str, str, str]
"""One text in English, French and Japanese."""


class Theme(NamedTuple):
    id: str
    outlines: tuple[str, ...]
    """Drawings of the outline library that fit the theme, the shelf's first picks."""
    modifiers: tuple[Words3, ...]
    nouns: tuple[Words3, ...]
    titles: tuple[Words3, Words3, Words3, Words3]
    """The four title bands, lowest first."""
    fits: tuple[str, ...] = ()
    """Module set codes the theme suits best (empty: any)."""


THEMES: tuple[Theme, ...] = (
    Theme(
        "winter-tea",
        ("mug", "scarf", "snow-globe", "teapot", "teacup", "bobble-hat", "sock", "sled", "snowy-owl",
         "little-fir-tree", "pine-cone", "cookie", "candle"),
        (("Winter", "d'hiver", "冬の"), ("Snowy", "sous la neige", "雪の日の"),
         ("Fireside", "au coin du feu", "暖炉の前の"), ("Frosty", "sous le givre", "霜の降りた")),
        (("Tea", "Thé", "紅茶"), ("Afternoon", "Après-midi", "午後"), ("Cocoa", "Chocolat chaud", "ココア"),
         ("Evening", "Soirée", "夕べ")),
        (("Cold Feet", "Pieds gelés", "冷えた足"), ("Warm Mittens", "Moufles chaudes", "あたたかい手袋"),
         ("Fireside Glow", "Douce flambée", "暖炉のぬくもり"),
         ("Perfect Snow Day", "Jour de neige parfait", "最高の雪の日")),
        ("AD", "A", "D"),
    ),
    Theme(
        "seaside",
        ("beach-flag", "beach-tent", "flip-flop", "sand-bucket", "seashell", "sun-hat", "wave", "lighthouse",
         "ice-cream", "lemonade", "watermelon-slice", "umbrella"),
        (("Seaside", "au bord de la mer", "海辺の"), ("Sunny", "au soleil", "陽だまりの"),
         ("Salty", "au vent du large", "潮風の"), ("Holiday", "de vacances", "休暇の")),
        (("Picnic", "Pique-nique", "ピクニック"), ("Afternoon", "Après-midi", "午後"),
         ("Stroll", "Balade", "散歩"), ("Breeze", "Brise", "そよ風")),
        (("Sunburn", "Coup de soleil", "日焼け"), ("Sandcastle", "Château de sable", "砂のお城"),
         ("Golden Hour", "Heure dorée", "黄金色のひととき"),
         ("Endless Summer", "Été sans fin", "終わらない夏")),
        ("DA", "A", "D"),
    ),
    Theme(
        "night-sky",
        ("star", "shooting-star", "crescent-moon", "planet", "telescope", "toy-rocket", "owl", "lantern",
         "firefly-jar", "nightcap", "dreamcatcher", "cloud"),
        (("Starlit", "sous les astres", "星明かりの"), ("Midnight", "de minuit", "真夜中の"),
         ("Moonlit", "au clair de lune", "月明かりの"), ("Dreamy", "de rêve", "夢見る")),
        (("Watch", "Veillée", "見張り"), ("Journey", "Voyage", "旅"), ("Garden", "Jardin", "庭"),
         ("Sky", "Ciel", "空")),
        (("Overcast", "Ciel couvert", "くもり空"), ("First Star", "Première étoile", "一番星"),
         ("Milky Way", "Voie lactée", "天の川"), ("Star Wish", "Vœu d'étoile", "星への願い")),
        ("BC", "EF", "ABC", "DEF"),
    ),
    Theme(
        "music",
        ("guitar", "harp", "violin", "trumpet", "drum", "maracas", "metronome", "microphone", "music-note",
         "little-piano", "record", "radio", "headphones", "accordion"),
        (("Soft", "en sourdine", "やさしい"), ("Evening", "du soir", "夕暮れの"),
         ("Jazzy", "façon jazz", "ジャズ風の"), ("Street", "de rue", "街角の")),
        (("Serenade", "Sérénade", "セレナーデ"), ("Rehearsal", "Répétition", "リハーサル"),
         ("Concert", "Concert", "コンサート"), ("Tune", "Ritournelle", "メロディー")),
        (("Off Key", "Fausse note", "音はずれ"), ("Humming Along", "Fredonnement", "鼻歌まじり"),
         ("Standing Ovation", "Salle debout", "拍手喝采"),
         ("Encore!", "Bis\u00a0!", "アンコール！")),
        ("ABC",),
    ),
    Theme(
        "garden",
        ("tulip", "sunflower", "potted-plant", "butterfly", "bird", "birdhouse", "leaf", "rabbit",
         "cherries", "pear", "apple", "windmill", "watermelon-slice"),
        (("Spring", "de printemps", "春の"), ("Blooming", "en fleurs", "花咲く"),
         ("Morning", "du matin", "朝の"), ("Green", "de verdure", "緑の")),
        (("Garden", "Jardin", "庭"), ("Orchard", "Verger", "果樹園"), ("Walk", "Promenade", "散歩道"),
         ("Meadow", "Prairie", "草原")),
        (("Muddy Boots", "Bottes crottées", "泥だらけの長靴"), ("First Sprout", "Premier bourgeon", "はじめての芽"),
         ("In Full Bloom", "En pleine floraison", "満開"), ("Secret Garden", "Jardin secret", "ひみつの花園")),
        ("A", "D", "DA"),
    ),
    Theme(
        "studio",
        ("palette", "paintbrush", "paint-pot", "easel", "crayon", "pencil", "picture-frame", "rainbow",
         "ribbon", "vase", "sunflower", "paper-fan"),
        (("Painter's", "du peintre", "画家の"), ("Colourful", "en couleurs", "色とりどりの"),
         ("Sunday", "du dimanche", "日曜日の"), ("Pastel", "pastel", "パステルの")),
        (("Studio", "Atelier", "アトリエ"), ("Sketch", "Croquis", "スケッチ"), ("Dream", "Rêve", "夢"),
         ("Canvas", "Toile", "キャンバス")),
        (("Smudge", "Pâté d'encre", "にじみ"), ("Fine Sketch", "Joli croquis", "すてきな下絵"),
         ("Gallery Piece", "Œuvre de galerie", "画廊の一枚"), ("Masterpiece", "Chef-d'œuvre", "最高傑作")),
        ("DEF",),
    ),
    Theme(
        "breakfast",
        ("croissant", "coffee-pot", "mug", "cupcake", "doughnut", "cookie", "spoon", "glass-of-milk", "teacup",
         "cherries", "apple", "pear"),
        (("Lazy", "paresseux", "のんびり"), ("Sunday", "du dimanche", "日曜日の"),
         ("Early", "de bonne heure", "早起きの"), ("Sweet", "gourmand", "あまい")),
        (("Breakfast", "Petit-déjeuner", "朝ごはん"), ("Brunch", "Brunch", "ブランチ"),
         ("Coffee", "Café", "コーヒー"), ("Morning", "Matin", "朝")),
        (("Burnt Toast", "Tartine brûlée", "焦げたトースト"), ("Warm Croissant", "Croissant tiède", "焼きたてクロワッサン"),
         ("Second Cup", "Deuxième tasse", "おかわりの一杯"), ("Grand Feast", "Festin de roi", "豪華な朝食")),
        ("A", "D"),
    ),
    Theme(
        "cosy-home",
        ("armchair", "table-lamp", "open-book", "cushion", "clock", "cat", "teddy-bear", "little-house",
         "letter", "hourglass", "ball-of-yarn", "candle", "nightcap"),
        (("Cosy", "bien au chaud", "ぬくぬくの"), ("Quiet", "tranquille", "静かな"),
         ("Rainy", "de pluie", "雨の日の"), ("Slow", "au ralenti", "ゆったりした")),
        (("Sunday", "Dimanche", "日曜日"), ("Corner", "Recoin", "すみっこ"), ("Nap", "Sieste", "お昼寝"),
         ("Reading", "Lecture", "読書")),
        (("Restless", "Agité", "そわそわ"), ("Curled Up", "Pelotonné", "まるくなって"),
         ("Purring Cat", "Chat qui ronronne", "のどを鳴らす猫"), ("Pure Comfort", "Confort absolu", "至福のくつろぎ")),
        ("A", "D", "AD"),
    ),
    Theme(
        "fair",
        ("balloon", "hot-air-balloon", "kite", "bow-kite", "bunting", "paper-crown", "gift", "lollipop",
         "heart", "ribbon", "paper-fan", "cupcake"),
        (("Festive", "des grands jours", "お祭りの"), ("Birthday", "d'anniversaire", "誕生日の"),
         ("Village", "du village", "村の"), ("Merry", "en liesse", "にぎやかな")),
        (("Fair", "Kermesse", "縁日"), ("Party", "Fête", "パーティー"), ("Parade", "Défilé", "パレード"),
         ("Carnival", "Carnaval", "カーニバル")),
        (("Rainy Parade", "Défilé sous la pluie", "雨のパレード"), ("Cotton Candy", "Barbe à papa", "わたあめ"),
         ("Fireworks", "Feu d'artifice", "花火"), ("Queen of the Fair", "Reine de la fête", "お祭りの主役")),
        ("DEF", "EF"),
    ),
    Theme(
        "travel",
        ("postcard", "letter", "picture-frame", "paper-plane", "hot-air-balloon", "lighthouse", "windmill",
         "umbrella", "fox", "open-book", "beach-tent", "seashell"),
        (("Faraway", "d'ailleurs", "遠い"), ("Summer", "d'été", "夏の"), ("Old", "d'autrefois", "むかしの"),
         ("Road", "sur la route", "旅先の")),
        (("Memories", "Souvenirs", "思い出"), ("Postcards", "Cartes postales", "絵はがき"),
         ("Journey", "Voyage", "旅"), ("Album", "Album", "アルバム")),
        (("Lost Luggage", "Valise perdue", "なくした荷物"), ("Short Trip", "Petite escapade", "小さな旅"),
         ("Grand Tour", "Grand voyage", "大旅行"), ("Treasured Album", "Album précieux", "宝物のアルバム")),
        ("AD", "DA"),
    ),
)
"""Every theme; a board picks one that suits its module set first."""

FRAME_COLOURS: tuple[tuple[str, Words3], ...] = (
    ("rose", ("Rose frames", "Cadres roses", "バラ色の額縁")),
    ("sky", ("Sky-blue frames", "Cadres bleu ciel", "空色の額縁")),
    ("mint", ("Mint frames", "Cadres menthe", "ミント色の額縁")),
    ("lavender", ("Lavender frames", "Cadres lavande", "ラベンダー色の額縁")),
    ("lemon", ("Lemon frames", "Cadres citron", "レモン色の額縁")),
    ("peach", ("Peach frames", "Cadres pêche", "ピーチ色の額縁")),
)
"""Frame families: the id says the colour the board draws them in (ui/style/board.py reads
the colour word of a family's id)."""
