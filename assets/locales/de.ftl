# Modiar, Deutsch. $who ist you, computer, south oder north.

language-name = Deutsch

## Titelbildschirm
tagline = Ein Mancala aus den Hügeln rund um Tanger
mode-heading = Spielen
mode-computer = Gegen den Computer
mode-two-players = Zu zweit
level-beginner = Anfänger
level-casual = Gelegenheitsspieler
level-club = Vereinsspieler
level-expert = Experte
level-master = Meister
level-perfect = Perfekt
starts-heading = Wer beginnt
starts-you = Du
starts-computer = Computer
starts-south = Süd (unten)
starts-north = Nord (oben)
starts-alternate = Abwechselnd

## Schaltflächen
button-play = Spielen
button-rules = Regeln
button-settings = Einstellungen
button-close = Schließen
button-undo = Zurücknehmen
button-restart = Neu beginnen
button-menu = Menü
button-hint = Tipp
button-rematch = Revanche
button-review = Analyse
speed-slow = langsam
speed-normal = normal
speed-fast = schnell

## Spieler
player-you = Du
player-computer = Computer
player-south = Süd
player-north = Nord
player-with-level = { $player } ({ $level })

## Die Zeile unter dem Spielstand
turn-yours = Du bist am Zug: Wähle eine Mulde
turn-to-move = { $who ->
    [south] Süd ist am Zug
   *[north] Nord ist am Zug
}
turn-thinking = { $who ->
    [computer] Der Computer überlegt …
    [south] Süd überlegt …
   *[north] Nord überlegt …
}
turn-solving = Perfektes Spiel wird berechnet: { $percent } %
turn-sowing = Es wird gesät … (Tippen beschleunigt)
turn-over = Spiel vorbei
last-move = { $who ->
    [you] Du hast Mulde { $pit } gespielt
    [computer] Der Computer hat Mulde { $pit } gespielt
    [south] Süd hat Mulde { $pit } gespielt
   *[north] Nord hat Mulde { $pit } gespielt
}
last-move-captured = { $who ->
    [you] Du hast Mulde { $pit } gespielt und { $stones ->
        [one] einen Stein
       *[other] { $stones } Steine
    } geschlagen.
    [computer] Der Computer hat Mulde { $pit } gespielt und { $stones ->
        [one] einen Stein
       *[other] { $stones } Steine
    } geschlagen.
    [south] Süd hat Mulde { $pit } gespielt und { $stones ->
        [one] einen Stein
       *[other] { $stones } Steine
    } geschlagen.
   *[north] Nord hat Mulde { $pit } gespielt und { $stones ->
        [one] einen Stein
       *[other] { $stones } Steine
    } geschlagen.
}
forfeit-note = Erster Zug der Partie: Es wird nichts geschlagen.
repetition-warning = Vorsicht: { $count ->
    [one] Mulde { $pits } bringt
   *[other] Die Mulden { $pits } bringen
} diese Stellung zum dritten Mal zurück. Dann endet das Spiel, und die { $stones } Steine auf dem Brett werden gleichmäßig geteilt.

## Warum eine Mulde nicht gespielt werden kann
refuse-not-yours = Nicht deine Mulde: Diese Reihe gehört { $owner ->
    [you] dir
    [computer] dem Computer
    [south] Süd
   *[north] Nord
}.
refuse-empty = Diese Mulde ist leer.
refuse-singleton = Einzelstein: Eine Mulde mit nur einem Stein darf nicht gespielt werden.
refuse-feeding = Damit bliebe { $opponent ->
    [you] dir
    [computer] dem Computer
    [south] Süd
   *[north] Nord
} nichts: Die Reihe ist leer, also musst du ihr Steine geben, die dort bleiben.
refuse-grand-slam = Damit bliebe { $opponent ->
    [you] dir
    [computer] dem Computer
    [south] Süd
   *[north] Nord
} nichts: Eine ganze Reihe zu schlagen ist nicht erlaubt.
refuse-over = Das Spiel ist vorbei.

## Tipps
hint-best = Bester Zug: Mulde { $pit }. { $worth ->
    [more] Von hier an bringt er dir { $stones ->
        [one] einen Stein
       *[other] { $stones } Steine
    } mehr als deinem Gegner.
    [even] Von hier an gewinnt ihr beide gleich viel.
   *[less] Von hier an kann dein Gegner, wie du auch spielst, { $stones ->
        [one] einen Stein
       *[other] { $stones } Steine
    } mehr gewinnen als du; dieser Zug begrenzt den Rückstand darauf.
}
hint-waiting = Der Computer berechnet noch das perfekte Spiel ({ $percent } %). Frag gleich noch einmal.

## Spielende
result-draw = Unentschieden, { $winner }:{ $loser }
result-you-win = Du gewinnst, { $winner }:{ $loser }
result-computer-wins = Der Computer gewinnt, { $winner }:{ $loser }
result-side-wins = { $who ->
    [south] Süd gewinnt
   *[north] Nord gewinnt
}, { $winner }:{ $loser }
reason-no-moves = { $who ->
    [you] Du hattest
    [computer] Der Computer hatte
    [south] Süd hatte
   *[north] Nord hatte
} keinen erlaubten Zug mehr, also behielt jeder die Steine in seiner eigenen Reihe.
reason-repetition = Dieselbe Stellung kam zum dritten Mal vor, also wurden die { $stones } Steine auf dem Brett gleichmäßig geteilt: { $each } für jeden.

## Analyse
review-title = Analyse der Partie
review-intro = Jeder Zug und was er bei perfektem Spiel gegenüber dem besten Zug verschenkt hat.
review-line = { $ply }. { $player }: Mulde { $pit }
review-best = bester Zug
review-lost = verschenkte { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
} (bester Zug: Mulde { $best })
review-perfect = Jeder Zug war optimal.
review-waiting = Für die Analyse wird das perfekte Spiel gebraucht; es wird noch berechnet ({ $percent } %).

## Einstellungen
settings-title = Einstellungen
settings-language = Sprache
settings-sound = Ton
sound-on = An
sound-off = Aus
settings-volume = Lautstärke
settings-text-size = Textgröße
settings-motion = Bewegung
motion-full = Animiert
motion-reduced = Reduziert
settings-speed = Animationstempo

## Hinweise
notice-settings-reset = Deine Einstellungen ließen sich nicht lesen, daher gelten die Standardwerte. Die alte Datei wurde als { $kept } aufbewahrt.
notice-game-reset = Die gespeicherte Partie ließ sich nicht lesen, daher beginnt eine neue. Die alte Datei wurde als { $kept } aufbewahrt.
notice-newer = Diese Daten stammen von einer neueren Modiar-Version und werden nicht verwendet. Die Datei wurde als { $kept } aufbewahrt.
notice-settings-stuck = Deine Einstellungsdatei ließ sich weder lesen noch beiseitelegen. Es gelten die Standardwerte, und Änderungen werden diesmal nicht gespeichert.
notice-game-stuck = Die gespeicherte Partie ließ sich weder lesen noch beiseitelegen. Eine neue Partie beginnt, die diesmal nicht gespeichert wird.

stones = { $stones ->
    [one] ein Stein
   *[other] { $stones } Steine
}

## Regeln
rules-title = So wird Modiar gespielt
rules-1 = Jedem Spieler gehört die Reihe aus drei Mulden, die ihm am nächsten ist. Zu Beginn liegen in jeder Mulde 7 Steine.
rules-2 = Wenn du am Zug bist, nimmst du alle Steine aus einer deiner Mulden, in der mindestens 2 liegen. Den ersten legst du zurück in dieselbe Mulde, dann je einen in jede folgende Mulde, gegen den Uhrzeigersinn. Eine große Handvoll geht rund um das Brett und fällt auch wieder in die Mulde, aus der sie kam.
rules-3 = Bringt dein letzter Stein eine Mulde, egal auf welcher Seite, auf genau 2, 4 oder 6 Steine, schlägst du sie. Dann die Mulde davor, wenn auch sie 2, 4 oder 6 enthält, und so weiter rückwärts, bis eine Mulde das nicht tut.
rules-4 = Der allererste Zug der Partie schlägt nichts.
rules-5 = Du darfst die Reihe deines Gegners nie leer zurücklassen: Ist sie leer, musst du ihr Steine geben, die dort bleiben, und du darfst nie alles darin schlagen.
rules-6 = Hat der Spieler am Zug keinen erlaubten Zug, endet das Spiel, und jeder behält die Steine in seiner eigenen Reihe. Kommt dieselbe Stellung zum dritten Mal vor, endet das Spiel, und die Steine auf dem Brett werden gleichmäßig geteilt.
rules-7 = Wer mehr Steine hat, gewinnt. 21:21 ist unentschieden.
