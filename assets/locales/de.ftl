# Modiar, Deutsch. $who ist you, computer, south oder north.

language-name = Deutsch

## Titelbildschirm
tagline = Ein Mancala aus den Hügeln rund um Tanger
mode-heading = Spielen
mode-computer = Gegen den Computer
mode-two-players = Zu zweit
face-to-face = Gegenüber
face-to-face-note = für ein Tablet flach zwischen euch
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
button-learn = Spielen lernen
button-puzzles = Rätsel
button-fullscreen = Vollbild
offer-title = Neu bei Modiar?
offer-body = Lerne es in zwei Minuten, beim Spielen.
offer-learn = Lernen
offer-skip = Überspringen

## Schaltflächen
button-play = Spielen
button-continue = Weiterspielen
button-rules = Regeln
button-settings = Einstellungen
button-close = Schließen
button-undo = Zurücknehmen
button-restart = Neu beginnen
button-menu = Menü
button-hint = Tipp
button-rematch = Revanche
button-review = Rückblick
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
# Closes a sentence that is followed by another on the same line.
sentence-end = .
forfeit-note = Erster Zug der Partie: Es wird nichts geschlagen.
repetition-warning = Vorsicht: { $count ->
    [one] Mulde { $pits } führt
   *[other] Die Mulden { $pits } führen
} zu einer Stellung, die schon zweimal da war. Wer { $count ->
    [one] sie
   *[other] eine davon
} spielt, beendet das Spiel, und { $stones ->
    [one] der eine Stein auf dem Brett wird
   *[other] die { $stones } Steine auf dem Brett werden
} gleichmäßig geteilt.

## Warum eine Mulde nicht gespielt werden kann
refuse-not-yours = Nicht deine Mulde: Diese Reihe gehört { $owner ->
    [you] dir
    [computer] dem Computer
    [south] Süd
   *[north] Nord
}.
refuse-empty = Diese Mulde ist leer.
refuse-singleton = Eine Mulde mit nur einem Stein darf nicht gespielt werden.
refuse-feeding = Damit bliebe { $opponent ->
    [you] dir
    [computer] dem Computer
    [south] Süd
   *[north] Nord
} nichts: Diese Reihe ist leer, also muss dein Zug Steine hineinsäen.
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
# Why a pit of the player left without a move could not be played:
# $who is that player (you, computer, south, north), $pit the pit's
# number, $why the refusal sentence of that pit.
reason-blocked-pit = { $who ->
    [you] Deine Mulde { $pit }
    [computer] Die Mulde { $pit } des Computers
    [south] Süds Mulde { $pit }
   *[north] Nords Mulde { $pit }
}: { $why }
reason-repetition = Dieselbe Stellung kam zum dritten Mal vor, also { $stones ->
    [one] wurde der eine Stein auf dem Brett
   *[other] wurden die { $stones } Steine auf dem Brett
} gleichmäßig geteilt: { $each } für jeden.

## Analyse
review-title = Rückblick auf die Partie
review-intro = Jeder Zug und was er bei perfektem Spiel gegenüber dem besten Zug verschenkt hat.
review-sides = { $you ->
    [south] Du hast Süd gespielt, der Computer Nord.
   *[north] Du hast Nord gespielt, der Computer Süd.
}
review-line = { $ply }. { $player }: Mulde { $pit }
review-best = bester Zug
review-lost = verschenkte { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
} (bester Zug: Mulde { $best })
review-perfect = Jeder Zug war optimal.
review-waiting = Für den Rückblick wird das perfekte Spiel gebraucht; es wird noch berechnet ({ $percent } %).

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
notice-puzzles-reset = Dein Rätselfortschritt ließ sich nicht lesen und beginnt von vorn. Die alte Datei wurde als { $kept } aufbewahrt.
notice-puzzles-stuck = Dein Rätselfortschritt ließ sich weder lesen noch beiseitelegen. Er beginnt von vorn und wird diesmal nicht gespeichert.
notice-records-reset = Deine Bilanz ließ sich nicht lesen und beginnt von vorn. Die alte Datei wurde als { $kept } aufbewahrt.
notice-records-stuck = Deine Bilanz ließ sich weder lesen noch beiseitelegen. Sie beginnt von vorn und wird diesmal nicht gespeichert.
notice-bad-code = Dieser Partiecode ließ sich nicht lesen: vertippt, abgeschnitten oder nicht von Modiar. Die Partie auf dem Brett bleibt.
notice-fullscreen-refused = Dieser Browser lässt das Spiel nicht den ganzen Bildschirm füllen. Vielleicht bietet sein eigenes Menü den Vollbildmodus an.
notice-code-copied = Der Code der Partie wurde kopiert: { $kept }
notice-code-shown = Der Code der Partie: { $kept }

stones = { $stones ->
    [one] ein Stein
   *[other] { $stones } Steine
}

## Regeln
rules-title = So wird Modiar gespielt
rules-1 = Dir gehört die Reihe aus drei Mulden, die dir am nächsten ist. Zu Beginn liegen in jeder Mulde 7 Steine. Die kleinen Zahlen zählen jede Reihe von links aus der Sicht ihres Besitzers, in der Richtung, in der die Steine wandern.
rules-2 = Nimm alle Steine aus einer deiner Mulden, in der mindestens 2 liegen. Leg den ersten zurück in dieselbe Mulde, dann je einen in jede folgende, gegen den Uhrzeigersinn.
rules-3 = Bringt dein letzter Stein eine Mulde auf 2, 4 oder 6, egal auf welcher Seite, schlägst du sie. Auch die Mulde davor schlägst du, wenn sie 2, 4 oder 6 enthält, und so weiter rückwärts.
rules-4 = Der allererste Zug einer Partie schlägt nichts.
rules-5 = Lass die Reihe deines Gegners nie leer: Ist sie leer, muss dein Zug ihr Steine geben, und du darfst sie nie ganz schlagen.
rules-6 = Hat der Spieler am Zug keinen erlaubten Zug, endet das Spiel, und jeder behält seine eigene Reihe. Auch eine Stellung, die zum dritten Mal vorkommt, beendet es: Das Brett wird gleichmäßig geteilt.
rules-7 = Wer mehr Steine hat, gewinnt. 21:21 ist unentschieden.
rules-key = Ringe auf dem Brett: dünn und blass für eine Mulde, die du spielen darfst; golden für die gerade gespielte Mulde (auf dem Brett gepunktet); weiß, wo ihr letzter Stein gelandet ist; lila für die Mulden, die sie geschlagen hat. Die Bilder zeigen dieselben Farben. Ein grüner Ring ist ein Tipp, ein roter eine Mulde, die nicht gespielt werden kann.

## Lektionen
lesson-count = Lektion { $n } von { $total }
lesson-sowing = Wer mehr Steine schlägt als Nord, gewinnt; 21 zu 21 ist unentschieden. Tippe auf die leuchtende Mulde. Ihre Steine werden einzeln gegen den Uhrzeigersinn gesät, und der erste fällt in die Mulde zurück, aus der sie genommen wurden. Die Zahl auf der Scheibe jeder Mulde sagt, wie viele Steine darin liegen; die kleine Zahl daneben ist der Name der Mulde, von 1 bis 3 in jeder Reihe.
lesson-lap = Eine große Handvoll geht rund um das Brett. Spiele die leuchtende Mulde und sieh, wohin ihre neun Steine fallen.
lesson-capture = Bringt dein letzter Stein eine Mulde auf 2, 4 oder 6, schlägst du sie. Spiele die leuchtende Mulde.
lesson-chain = Geschlagen wird rückwärts: Die Mulde vor der letzten wird auch geschlagen, wenn sie 2, 4 oder 6 enthält. Spiele die leuchtende Mulde.
lesson-own-side = Du schlägst auch auf deiner eigenen Seite. Spiele die leuchtende Mulde.
lesson-preview = Vor dem Spielen siehst du, was ein Zug bewirkt: Lege den Finger auf eine Mulde oder zeige darauf, und grüne Zahlen zeigen, wie viele Steine danach in jeder Mulde liegen. Probiere es an der leuchtenden Mulde und tippe sie dann an, um zu spielen.
lesson-singleton = Eine Mulde mit einem einzigen Stein darf nie gespielt werden. Tippe auf die leuchtende Mulde und sieh selbst.
lesson-feeding = Nords Reihe ist leer. Dein Zug muss ihr Steine geben, also sind nur manche Züge erlaubt. Spiele die leuchtende Mulde.
lesson-grand-slam = Du darfst nie alle Steine in Nords Reihe schlagen. Die leuchtende Mulde würde genau das tun: Tippe darauf und sieh selbst.
lesson-first-move = Eine neue Partie. Ihr allererster Zug schlägt nichts, selbst wenn der letzte Stein eine Mulde auf 2, 4 oder 6 bringt. Spiele die leuchtende Mulde.
lesson-end = Hat der Spieler am Zug keinen erlaubten Zug, endet das Spiel. Spiele die leuchtende Mulde und sieh, was Nord bleibt.
lesson-repetition = Die leuchtende Mulde führt zu einer Stellung, die schon zweimal da war. Kommt eine Stellung zum dritten Mal vor, endet das Spiel, und die Steine auf dem Brett werden gleichmäßig geteilt. Spiele die leuchtende Mulde und sieh selbst.
lesson-try-again = Noch einmal
lesson-next = Weiter
lesson-skip = Überspringen
lesson-play = Gegen Anfänger spielen
lesson-declined = Diese Mulde ist erlaubt, aber in dieser Lektion geht es um die leuchtende. Tippe darauf.
lesson-finished = Jetzt kennst du die Regeln von Modiar. Probiere sie gegen den leichtesten Gegner aus.
lesson-well-done = Gut gemacht! Tippe auf „Weiter“ für die nächste Lektion.
pit-name = { $owner ->
    [you] deine Mulde { $number }
    [south] Süds Mulde { $number }
    [computer] die Mulde { $number } des Computers
   *[north] Nords Mulde { $number }
}
explain-sown = Du hast { $pit } geleert und { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
} gesät, den ersten zurück in dieselbe Mulde.
explain-lap = Sie gingen rund um das Brett: Diese Mulde bekam { $back } davon.
explain-last = Dein letzter Stein brachte { $pit } auf { $count }: nicht 2, 4 oder 6, also wird nichts geschlagen.
explain-captured = Dein letzter Stein brachte { $pit } auf { $count }: Du schlägst sie.
explain-chain = Die Mulde davor, { $pit }, enthält { $count }: Du schlägst auch sie.
explain-forfeit = Dein letzter Stein brachte { $pit } auf { $count }, aber der erste Zug einer Partie schlägt nichts.
explain-fed = Nords Reihe war leer, also musstest du ihr Steine geben: Jetzt { $stones ->
    [one] liegt
   *[other] liegen
} dort { $stones }.
explain-ended = { $who ->
    [you] Du hast
   *[north] Nord hat
} jetzt keinen erlaubten Zug, also endet das Spiel, und jeder behält seine eigene Reihe: du { $south }, Nord { $north }.
explain-repeated = Die Stellung kam zum dritten Mal vor, also wurde das Brett geteilt: du { $south }, Nord { $north }.

## Zugvorschau und Trainer
preview-takes = schlägt { $stones }
preview-forfeit = schlägt nichts: erster Zug
settings-preview = Zugvorschau
preview-on = An
preview-off = Aus
settings-coach = Trainer in Partien gegen Anfänger oder Gelegenheitsspieler
coach-on = An
coach-off = Aus
# Once the computer's reply is drawn: the better pit, and what it would
# have kept by the end of a well-played game.
coach-note = Mulde { $pit } war besser: Bis zum Spielende hätte sie dir { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
} mehr gebracht. „Zurücknehmen“ nimmt deinen Zug zurück.
note-empty = leer
note-singleton = Einzelstein
note-not-allowed = nicht erlaubt

## Rätsel
puzzle-daily = Heute
puzzle-easy = Leicht
puzzle-medium = Mittel
puzzle-hard = Schwer
puzzle-of-the-day = Rätsel des Tages
puzzle-count = { $tier ->
    [easy] Leichtes
    [medium] Mittleres
   *[hard] Schweres
} Rätsel { $n } von { $total }
puzzle-prompt = { $who ->
    [south] Süd
   *[north] Nord
} ist am Zug. Ein Zug ist klar der beste: Finde ihn.
puzzle-right = Richtig! Mulde { $pit } ist der beste Zug.
puzzle-wrong = Nicht ganz: Mulde { $pit } war am besten, { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
} besser.
puzzle-values = Jede Mulde zeigt, was ihr Zug bei perfektem Spiel wert ist.
puzzle-progress = Gelöst: { $solved } von { $total } · Tagesserie { $streak }
puzzle-solved = gelöst
puzzle-next = Nächstes Rätsel
puzzle-play-out = Gegen Perfekt weiterspielen

## Nach der Partie: Bilanz, Analysebrett, Codes
button-analyse = Analysieren
button-open-code = Code öffnen
records-legend = Unter jeder Spielstärke: deine Partien gewonnen–unentschieden–verloren
settings-records = Bilanz
records-reset = Bilanz zurücksetzen
records-reset-confirm = Die ganze Bilanz zurücksetzen? Das lässt sich nicht rückgängig machen.
records-reset-yes = Ja, zurücksetzen
records-reset-no = Behalten
record-best-margin = Dein bester Vorsprung gegen { $opponent }: +{ $margin }
record-streak = { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} in Folge gegen { $opponent }!
record-first-win = Dein erster Sieg gegen { $opponent }!
record-standing = Gegen { $opponent }: { $won } gewonnen, { $drawn } unentschieden, { $lost } verloren.
record-two-players = Auf diesem Gerät hat Süd { $won } und Nord { $lost } gewonnen, { $drawn } unentschieden.
analysis-position = Zug { $n } von { $total } · { $who ->
    [south] Süd
   *[north] Nord
} ist am Zug
analysis-over = Zug { $n } von { $total } · die Partie ist vorbei
analysis-waiting = Das perfekte Spiel wird noch berechnet ({ $percent } %): Der Wert jedes Zuges folgt, sobald es fertig ist.
analysis-played = Von hier gespielt: Mulde { $pit }, { $lost ->
    [0] ein bester Zug.
    [one] verschenkte einen Stein.
   *[other] verschenkte { $lost } Steine.
}
analysis-turning-point = Der Wendepunkt: Zug { $n }, in dem { $who ->
    [south] Süd
   *[north] Nord
} { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
} verschenkte.
analysis-legend = Die Zahlen an den Mulden: wohin jeder Zug bei perfektem Spiel führt, in Steinen, aus Sicht des Spielers am Zug (+ vorn, – hinten).
analysis-frames = In der Liste: Ein goldener Rahmen markiert einen Zug, der Steine verschenkt hat, ein roter den Wendepunkt, ein blauer den Zug, den das Brett gerade zeigt.
analysis-back = ‹ Zurück
analysis-next = Weiter ›
analysis-turning = Wendepunkt
analysis-play = Von hier spielen
analysis-share = Code kopieren
code-title = Einen Partiecode öffnen
code-hint = Tippe oder füge den Code einer Partie ein (oder einen Link darauf) und drücke dann „Öffnen“.
code-paste = Einfügen
code-nothing-pasted = Nichts zum Einfügen: Die Zwischenablage enthält keinen Partiecode, oder der Browser ließ das Spiel sie nicht lesen. Tippe den Code stattdessen ein.
code-open = Öffnen

## Spielen nach Gehör: was ein Bildschirmleser sagt
say-pit = { $owner ->
    [you] Deine Mulde { $number }
    [south] Süds Mulde { $number }
    [computer] Die Mulde { $number } des Computers
   *[north] Nords Mulde { $number }
}, { $count ->
    [one] ein Stein
   *[other] { $count } Steine
}
say-playable = spielbar
say-move = { $who ->
    [you] Dein Zug
    [computer] Zug des Computers
    [south] Zug von Süd
   *[north] Zug von Nord
}: Geleert wird { $pit }, gesät { $stones ->
    [one] wird ein Stein
   *[other] werden { $stones } Steine
}.
say-last = Der letzte Stein brachte { $pit } auf { $count }: Es wird nichts geschlagen.
say-took = { $pit } wird geleert: { $count ->
    [one] ein Stein
   *[other] { $count } Steine
} für { $who ->
    [you] dich
    [computer] den Computer
    [south] Süd
   *[north] Nord
}.
say-forfeit = Der erste Zug einer Partie schlägt nichts.
say-fed = Die leere Reihe bekam { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
}.
say-score = Stand: { $first } { $a }, { $second } { $b }.
say-row = { $who ->
    [you] Deine Mulden
    [computer] Die Mulden des Computers
    [south] Süds Mulden
   *[north] Nords Mulden
}, 1 bis 3: { $counts }.
say-read-board = Brett vorlesen
say-volume-down = Leiser
say-volume-up = Lauter

## Face to face: each seat's own lines
refuse-wait = { $who ->
    [you] Du bist am Zug.
    [computer] Der Computer ist am Zug: Warte auf seinen Zug.
    [south] Süd ist am Zug: Warte auf Süds Zug.
   *[north] Nord ist am Zug: Warte auf Nords Zug.
}
undo-nothing-yours = Du hast noch keinen Zug gemacht, also gibt es nichts zurückzunehmen.
undo-took-back = { $who ->
    [you] Du hast deinen letzten Zug zurückgenommen.
    [computer] Der Computer hat seinen letzten Zug zurückgenommen.
    [south] Süd hat den letzten Zug zurückgenommen.
   *[north] Nord hat den letzten Zug zurückgenommen.
}
undo-kept = { $who ->
    [you] Du behältst deinen Zug: Nichts wurde zurückgenommen.
    [computer] Der Computer behält seinen Zug: Nichts wurde zurückgenommen.
    [south] Süd behält seinen Zug: Nichts wurde zurückgenommen.
   *[north] Nord behält seinen Zug: Nichts wurde zurückgenommen.
}
undo-allowed = { $who ->
    [you] Du warst einverstanden: Beide Züge wurden zurückgenommen.
    [computer] Der Computer war einverstanden: Beide Züge wurden zurückgenommen.
    [south] Süd war einverstanden: Dein Zug und der von Süd wurden zurückgenommen.
   *[north] Nord war einverstanden: Dein Zug und der von Nord wurden zurückgenommen.
}
hint-your-turn = Tipps gibt es, wenn du am Zug bist.
# Face to face, while one seat is asked about the other's Undo: the
# asked seat reads [asked]; $who is the seat that answers.
turn-undo-asked = { $reader ->
    [asked] Erst deine Antwort: Zurücknehmen erlauben oder deinen Zug behalten
   *[other] { $who ->
        [you] Du entscheidest über das Zurücknehmen …
        [computer] Der Computer entscheidet über das Zurücknehmen …
        [south] Süd entscheidet über das Zurücknehmen …
       *[north] Nord entscheidet über das Zurücknehmen …
    }
}
undo-ask-title = Zug zurücknehmen?
undo-ask = { $who ->
    [you] Du möchtest deinen letzten Zug zurücknehmen.
    [computer] Der Computer möchte seinen letzten Zug zurücknehmen.
    [south] Süd möchte den letzten Zug zurücknehmen.
   *[north] Nord möchte den letzten Zug zurücknehmen.
} Dein Zug danach würde dann auch zurückgenommen.
undo-allow = Erlauben
undo-keep = Meinen Zug behalten
records-legend-two = Unter „Zu zweit“: Süds Partien gewonnen–unentschieden–verloren
