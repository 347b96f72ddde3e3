# Modiar, Deutsch. $who ist you, computer, friend (per Link), south oder north.

language-name = Deutsch

## Titelbildschirm
tagline = Ein Mancala-Spiel aus den Hügeln um Tanger
mode-heading = Spielen
mode-computer = Gegen den Computer
mode-two-players = Zu zweit
face-to-face = Gegenüber
face-to-face-note = für ein Tablet, das flach zwischen euch liegt
# Face to face, under the title turned to North.
title-north-first = Du spielst Nord, auf dieser Seite: Du fängst an.
title-north-second = Du spielst Nord, auf dieser Seite: Süd fängt an.
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
button-install = Installieren
offer-title = Neu bei Modiar?
offer-body = In zwei Minuten spielend gelernt.
offer-learn = Lernen
offer-skip = Überspringen
invite-title = Dein Freund lädt dich zu einer Partie Modiar ein
invite-body = Ein Mancala-Spiel aus den Hügeln um Tanger, per Link gespielt: Der Zug deines Freundes ist auf dem Brett, und deiner geht mit „Senden“ zurück. Neu hier? Lern es in zwei Minuten und komm dann zu dieser Partie zurück.
invite-play = Jetzt spielen

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
speed-slow = Langsam
speed-normal = Normal
speed-fast = Schnell

## Spieler
player-you = Du
player-computer = Computer
player-friend = Freund
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
turn-solving = Das perfekte Spiel wird berechnet: { $percent } %
turn-sowing = Es wird gesät … (zum Beschleunigen tippen)
turn-over = Spiel vorbei
turn-gathering = { $who ->
    [you] Du kannst
    [computer] Der Computer kann
    [south] Süd kann
    [friend] Dein Freund kann
   *[north] Nord kann
} nicht mehr ziehen: Jeder bekommt die Steine, die noch in seiner Reihe liegen.
turn-sharing = Dieselbe Stellung ist zum dritten Mal entstanden: Die Steine auf dem Brett werden zu gleichen Teilen aufgeteilt.
last-move = { $who ->
    [you] Du hast Mulde { $pit } gespielt
    [computer] Der Computer hat Mulde { $pit } gespielt
    [south] Süd hat Mulde { $pit } gespielt
    [friend] Dein Freund hat Mulde { $pit } gespielt
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
    [friend] Dein Freund hat Mulde { $pit } gespielt und { $stones ->
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
forfeit-note = Erster Zug der Partie: Hier wird noch nichts geschlagen.
repetition-warning = Vorsicht: { $count ->
    [one] Mulde { $pits } führt
   *[other] Die Mulden { $pits } führen
} zu einer Stellung, die es schon zweimal gab. Spielst du { $count ->
    [one] sie
   *[other] eine davon
}, ist das Spiel vorbei, und { $stones ->
    [one] der eine Stein auf dem Brett wird
   *[other] die { $stones } Steine auf dem Brett werden
} zu gleichen Teilen aufgeteilt.

## Warum eine Mulde nicht gespielt werden kann
refuse-not-yours = Das ist nicht deine Mulde: Diese Reihe gehört { $owner ->
    [you] dir
    [computer] dem Computer
    [south] Süd
    [friend] deinem Freund
   *[north] Nord
}.
refuse-empty = Diese Mulde ist leer.
refuse-singleton = In dieser Mulde liegt nur ein Stein, und solche Mulden dürfen nicht gespielt werden.
refuse-feeding = { $opponent ->
    [you] Damit würdest du leer ausgehen. Deine Reihe
    [computer] Damit würde der Computer leer ausgehen. Seine Reihe
    [south] Damit würde Süd leer ausgehen. Süds Reihe
    [friend] Damit würde dein Freund leer ausgehen. Seine Reihe
   *[north] Damit würde Nord leer ausgehen. Nords Reihe
} ist leer, also muss dein Zug Steine hineinsäen.
refuse-grand-slam = Damit { $opponent ->
    [you] würdest du
    [computer] würde der Computer
    [south] würde Süd
    [friend] würde dein Freund
   *[north] würde Nord
} leer ausgehen. Eine ganze Reihe zu schlagen ist nicht erlaubt.
refuse-over = Das Spiel ist vorbei.

## Tipps
hint-best = Bester Zug: Mulde { $pit }. { $worth ->
    [more] Damit holst du von hier an { $stones ->
        [one] einen Stein
       *[other] { $stones } Steine
    } mehr als dein Gegner.
    [even] Damit holt ihr von hier an beide gleich viele Steine.
   *[less] Dein Gegner kann von hier an { $stones ->
        [one] einen Stein
       *[other] { $stones } Steine
    } mehr holen als du, egal wie du spielst; mit diesem Zug bleibt es dabei.
}
hint-plain = Bester Zug: Mulde { $pit }. Kein anderer Zug bringt dir mehr Steine.
hint-waiting = Der Computer berechnet noch das perfekte Spiel ({ $percent } %). Frag in einem Moment noch einmal.

## Spielende
result-draw = Unentschieden, { $winner }:{ $loser }
result-you-win = Du hast gewonnen, { $winner }:{ $loser }
result-computer-wins = Der Computer hat gewonnen, { $winner }:{ $loser }
result-side-wins = { $who ->
    [south] Süd hat gewonnen
   *[north] Nord hat gewonnen
}, { $winner }:{ $loser }
reason-no-moves = { $who ->
    [you] Du konntest
    [computer] Der Computer konnte
    [south] Süd konnte
    [friend] Dein Freund konnte
   *[north] Nord konnte
} nicht mehr ziehen { $rule ->
    [feeding] (die andere Reihe war leer, und kein Zug konnte Steine darin lassen)
    [grand-slam] (jeder Zug hätte die ganze andere Reihe geschlagen)
   *[few] (keine Mulde hatte 2 Steine oder mehr)
}. Deshalb bekam jeder die Steine, die noch in seiner Reihe lagen.
reason-repetition = Dieselbe Stellung ist zum dritten Mal entstanden. Deshalb { $stones ->
    [one] wurde der eine Stein auf dem Brett
   *[other] wurden die { $stones } Steine auf dem Brett
} zu gleichen Teilen aufgeteilt: { $each } für jeden.

## Analyse
review-title = Rückblick auf die Partie
review-intro = Alle Züge der Partie und wie viel jeder gegenüber dem besten Zug verschenkt hat, wenn danach beide perfekt spielen.
review-sides = { $you ->
    [south] Du hast Süd gespielt, der Computer Nord.
   *[north] Du hast Nord gespielt, der Computer Süd.
}
review-line = { $ply }. { $player }: Mulde { $pit }
review-best = bester Zug
review-lost = { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
} verschenkt (besser: Mulde { $best })
review-perfect = Kein einziger Zug hat etwas verschenkt.
review-waiting = Der Rückblick braucht das perfekte Spiel, und das wird noch berechnet ({ $percent } %).

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
notice-settings-reset = Deine Einstellungen ließen sich nicht lesen, deshalb gelten die Standardwerte. Die alte Datei wurde als { $kept } gesichert.
notice-game-reset = Die gespeicherte Partie ließ sich nicht lesen, deshalb beginnt eine neue. Die alte Datei wurde als { $kept } gesichert.
notice-newer = Diese Datei stammt von einer neueren Modiar-Version, deshalb verwendet das Spiel sie nicht. Sie wurde als { $kept } gesichert.
notice-settings-stuck = Deine Einstellungsdatei ließ sich weder lesen noch verschieben. Es gelten die Standardwerte, und deine Änderungen werden diesmal nicht gespeichert.
notice-game-stuck = Die gespeicherte Partie ließ sich weder lesen noch verschieben. Es beginnt eine neue Partie, die diesmal nicht gespeichert wird.
notice-puzzles-reset = Dein Rätselfortschritt ließ sich nicht lesen, du fängst also wieder von vorn an. Die alte Datei wurde als { $kept } gesichert.
notice-puzzles-stuck = Dein Rätselfortschritt ließ sich weder lesen noch verschieben. Du fängst wieder von vorn an, und dein Fortschritt wird diesmal nicht gespeichert.
notice-records-reset = Deine Bilanz ließ sich nicht lesen und beginnt wieder bei null. Die alte Datei wurde als { $kept } gesichert.
notice-records-stuck = Deine Bilanz ließ sich weder lesen noch verschieben. Sie beginnt wieder bei null und wird diesmal nicht gespeichert.
notice-bad-code = Mit diesem Partiecode kann das Spiel nichts anfangen: Er ist vertippt, unvollständig oder stammt nicht von Modiar. Die Partie auf dem Brett bleibt erhalten.
notice-fullscreen-refused = Dieser Browser hat den Vollbildmodus nicht zugelassen. Vielleicht findest du ihn im Menü des Browsers.
notice-code-copied = Der Partiecode wurde kopiert: { $kept }
notice-code-shown = Der Partiecode: { $kept }

stones = { $stones ->
    [one] ein Stein
   *[other] { $stones } Steine
}

## Regeln
rules-title = So spielt man Modiar
rules-1 = Dir gehört die Reihe mit den drei Mulden auf deiner Seite. Zu Beginn liegen in jeder Mulde 7 Steine. Die kleinen Zahlen nummerieren jede Reihe vom Besitzer aus gesehen von links nach rechts, also in der Richtung, in der die Steine wandern.
rules-2 = Nimm alle Steine aus einer deiner Mulden, in der mindestens 2 liegen. Den ersten legst du in dieselbe Mulde zurück, dann je einen in die folgenden Mulden, gegen den Uhrzeigersinn.
rules-3 = Bringt dein letzter Stein eine Mulde auf 2, 4 oder 6 Steine, egal auf welcher Seite, schlägst du diese Steine. Liegen in der Mulde davor ebenfalls 2, 4 oder 6, schlägst du auch sie, und so geht es rückwärts weiter.
rules-4 = Beim allerersten Zug einer Partie wird nichts geschlagen.
rules-5 = Lass die Reihe deines Gegners nie leer zurück: Ist sie leer, musst du mit deinem Zug Steine hineinsäen, und du darfst nie alle ihre Steine auf einmal schlagen.
rules-6 = Kann der Spieler am Zug nicht mehr ziehen, ist das Spiel vorbei, und jeder bekommt die Steine, die noch in seiner Reihe liegen. Das Spiel endet auch, wenn dieselbe Stellung zum dritten Mal entsteht: Dann werden die Steine auf dem Brett zu gleichen Teilen aufgeteilt.
rules-7 = Wer am Ende mehr Steine hat, gewinnt; bei 21:21 endet die Partie unentschieden.
rules-key = Die Ringe auf dem Brett: Ein dünner, blasser Ring zeigt eine Mulde, die du spielen darfst; ein goldener die gerade gespielte Mulde (auf dem Brett gepunktet); ein weißer, wo ihr letzter Stein gelandet ist; lila Ringe, kurz während der Zug gezeigt wird, die Mulden, deren Steine er schlägt. In den Bildern gelten dieselben Farben. Ein grüner Ring ist ein Tipp, ein roter markiert eine Mulde, die nicht gespielt werden kann. Sitzt ihr euch gegenüber, ist eine Zahl unterstrichen, die umgedreht wie eine andere aussähe (6, 9).

## Lektionen
lesson-count = Lektion { $n } von { $total }
lesson-sowing = Du spielst Süd, unten. Du gewinnst, wenn du mehr Steine schlägst als Nord; bei 21:21 ist es unentschieden. Tippe auf die leuchtende Mulde. Ihre Steine werden einzeln gegen den Uhrzeigersinn gesät, der erste gleich wieder in dieselbe Mulde. Die Zahl auf der Scheibe einer Mulde gibt an, wie viele Steine darin liegen; die kleine Zahl daneben ist die Nummer der Mulde, von 1 bis 3 in jeder Reihe.
lesson-lap = Eine große Handvoll reicht einmal ganz ums Brett herum. Spiele die leuchtende Mulde und schau, wo ihre neun Steine landen.
lesson-capture = Bringt dein letzter Stein eine Mulde auf 2, 4 oder 6 Steine, schlägst du sie. Spiele die leuchtende Mulde.
lesson-chain = Das Schlagen geht rückwärts weiter: Liegen in der Mulde davor ebenfalls 2, 4 oder 6 Steine, schlägst du auch diese. Spiele die leuchtende Mulde.
lesson-own-side = Auch auf deiner eigenen Seite kannst du schlagen. Spiele die leuchtende Mulde.
lesson-preview = Du kannst dir ansehen, was ein Zug bewirkt, bevor du ihn spielst: { $input ->
    [touch] Lass den Finger auf einer Mulde liegen
   *[pointer] Lass den Finger auf einer Mulde liegen oder fahre mit der Maus darüber
}. Grüne Zahlen zeigen dann, wie viele Steine danach in jeder Mulde liegen. Probier es an der leuchtenden Mulde aus und tippe sie dann an, um zu ziehen.
lesson-singleton = Eine Mulde mit nur einem Stein darfst du nie spielen. Tippe auf die leuchtende Mulde und schau, was passiert.
lesson-feeding = Nords Reihe ist leer. Dein Zug muss Steine hineinsäen, deshalb sind nur manche Züge erlaubt. Spiele die leuchtende Mulde.
lesson-grand-slam = Alle Steine in Nords Reihe auf einmal zu schlagen ist nie erlaubt. Die leuchtende Mulde würde genau das tun: Tippe darauf und schau, was passiert.
lesson-first-move = Eine neue Partie. Beim allerersten Zug wird nichts geschlagen, auch wenn der letzte Stein eine Mulde auf 2, 4 oder 6 bringt. Spiele die leuchtende Mulde.
lesson-end = Kann der Spieler am Zug nicht mehr ziehen, ist das Spiel vorbei. Spiele die leuchtende Mulde und schau, was Nord dann noch bleibt.
lesson-repetition = Die leuchtende Mulde führt zu einer Stellung, die es schon zweimal gab. Entsteht dieselbe Stellung zum dritten Mal, ist das Spiel vorbei, und die Steine auf dem Brett werden zu gleichen Teilen aufgeteilt. Spiele die leuchtende Mulde und schau, was passiert.
lesson-try-again = Noch einmal
lesson-next = Weiter
lesson-skip = Lektionen beenden
lesson-play = Gegen Anfänger spielen
lesson-back-to-game = Zurück zur Partie
lesson-declined = Diese Mulde dürftest du spielen, aber in dieser Lektion geht es um die leuchtende. Tippe auf sie.
lesson-finished = Jetzt kennst du alle Regeln von Modiar. Probier sie gegen den schwächsten Gegner aus.
lesson-well-done = Gut gemacht! { $last ->
    [yes] Mit „Weiter“ schließt du die Lektionen ab.
   *[no] Mit „Weiter“ geht es zur nächsten Lektion.
}
lesson-seen = { $last ->
    [yes] Mit „Weiter“ schließt du die Lektionen ab.
   *[no] Mit „Weiter“ geht es zur nächsten Lektion.
}
pit-name = { $owner ->
    [you] deine Mulde { $number }
    [south] Süds Mulde { $number }
    [computer] die Mulde { $number } des Computers
    [friend] die Mulde { $number } deines Freundes
   *[north] Nords Mulde { $number }
}
explain-sown = Du hast { $pit } geleert und { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
} gesät, den ersten gleich wieder in dieselbe Mulde.
explain-lap = Die Steine reichten einmal ganz ums Brett herum, deshalb bekam die geleerte Mulde selbst { $back } davon.
explain-last = Dein letzter Stein hat { $pit } auf { $count } gebracht – nicht auf 2, 4 oder 6, also wird nichts geschlagen.
explain-captured = Dein letzter Stein hat { $pit } auf { $count } gebracht: Diese Steine schlägst du.
explain-chain = Direkt davor liegt { $pit } mit { $count ->
    [one] einem Stein: Auch den schlägst du.
   *[other] { $count } Steinen: Auch die schlägst du.
}
explain-forfeit = Dein letzter Stein hat { $pit } auf { $count } gebracht, aber beim ersten Zug einer Partie wird nichts geschlagen.
explain-fed = Nords Reihe war leer, deshalb musstest du Steine hineinsäen: Jetzt { $stones ->
    [one] liegt dort ein Stein
   *[other] liegen dort { $stones } Steine
}.
explain-ended = { $who ->
    [you] Du kannst
   *[north] Nord kann
} nicht mehr ziehen. Damit ist das Spiel vorbei, und jeder bekommt die Steine in seiner Reihe. Endstand: du { $south }, Nord { $north }.
explain-repeated = Die Stellung ist zum dritten Mal entstanden, deshalb wurden die Steine auf dem Brett zu gleichen Teilen aufgeteilt. Endstand: du { $south }, Nord { $north }.

## Zugvorschau und Trainer
preview-takes = schlägt { $stones }
preview-forfeit = schlägt nichts: erster Zug
preview-tap = zum Spielen tippen
settings-preview = Zugvorschau
preview-on = An
preview-off = Aus
settings-coach = Trainer in Partien gegen Anfänger oder Gelegenheitsspieler
coach-on = An
coach-off = Aus
# Once the computer's reply is drawn: the better pit, and what it would
# have kept by the end of a well-played game.
coach-note = Dieser Zug hat dich { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
} gekostet: Deine Mulde { $pit } war besser. Mit „Zurücknehmen“ machst du deinen Zug rückgängig.
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
} ist am Zug. Ein Zug ist eindeutig der beste – finde ihn.
puzzle-right = Richtig! Mulde { $pit } ist der beste Zug.
puzzle-wrong = Nicht ganz: Mulde { $pit } wäre um { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
} besser gewesen.
puzzle-values = An jeder Mulde steht, wie viele Steine du am Ende hast, wenn du aus ihr ziehst und danach beide perfekt spielen.
puzzle-progress = Gelöst: { $solved } von { $total } · Tagesserie { $streak }
puzzle-solved = gelöst
puzzle-next = Nächstes Rätsel
puzzle-play-out = Weiter gegen Perfekt

## Nach der Partie: Bilanz, Analysebrett, Codes
button-analyse = Analysieren
button-open-code = Code öffnen
records-legend = Unter jeder Spielstärke stehen deine Partien: gewonnen–unentschieden–verloren
settings-records = Bilanz
records-reset = Bilanz zurücksetzen
records-reset-confirm = Die ganze Bilanz zurücksetzen? Das lässt sich nicht rückgängig machen.
records-reset-yes = Ja, zurücksetzen
records-reset-no = Behalten
record-best-margin = Dein höchster Sieg gegen { $opponent }: +{ $margin }
record-streak = { $wins ->
    [one] { $wins } Sieg
   *[other] { $wins } Siege
} in Folge gegen { $opponent }!
record-first-win = Dein erster Sieg gegen { $opponent }!
record-standing = Gegen { $opponent }: { $won } gewonnen, { $drawn } unentschieden, { $lost } verloren.
record-two-players = Auf diesem Gerät steht es Süd gegen Nord { $won }:{ $lost }, bei { $drawn } Unentschieden.
analysis-position = Zug { $n } von { $total } · { $who ->
    [south] Süd
   *[north] Nord
} ist am Zug
analysis-over = Zug { $n } von { $total } · die Partie ist vorbei
analysis-waiting = Das perfekte Spiel wird noch berechnet ({ $percent } %). Sobald es so weit ist, erscheint der Wert jedes Zuges.
analysis-played = In dieser Stellung wurde Mulde { $pit } gespielt. { $lost ->
    [0] Besser ging es nicht.
    [one] Das hat einen Stein verschenkt.
   *[other] Das hat { $lost } Steine verschenkt.
}
analysis-turning-point = Der Wendepunkt war Zug { $n }: Damit hat { $who ->
    [south] Süd
   *[north] Nord
} { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
} verschenkt.
analysis-legend = Die Zahlen an den Mulden zeigen, wie jeder Zug bei perfektem Spiel für den Spieler am Zug ausgeht, in Steinen (+ Vorsprung, – Rückstand).
analysis-frames = In der Liste: Ein goldener Rahmen markiert einen Zug, der Steine verschenkt hat, ein roter den Wendepunkt, ein blauer den Zug, den das Brett gerade zeigt.
analysis-back = ‹ Vorheriger Zug
analysis-next = Nächster Zug ›
analysis-turning = Wendepunkt
analysis-play = Von hier spielen
analysis-share = Code kopieren
code-title = Partiecode öffnen
code-hint = Tippe den Code einer Partie ein oder füge ihn ein (ein Link darauf geht auch) und drücke dann „Öffnen“.
code-paste = Einfügen
code-nothing-pasted = Es gibt nichts einzufügen: In der Zwischenablage ist kein Partiecode, oder der Browser hat dem Spiel den Zugriff verweigert. Tippe den Code einfach ein.
code-open = Öffnen

## Spielen nach Gehör: was ein Bildschirmleser sagt
say-pit = { $owner ->
    [you] Deine Mulde { $number }
    [south] Süds Mulde { $number }
    [computer] Die Mulde { $number } des Computers
    [friend] Die Mulde { $number } deines Freundes
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
    [friend] Zug deines Freundes
   *[north] Zug von Nord
}: Geleert wird { $pit }, { $stones ->
    [one] ein Stein wird
   *[other] { $stones } Steine werden
} gesät.
say-last = Der letzte Stein hat { $pit } auf { $count } gebracht: Es wird nichts geschlagen.
say-took = { $who ->
    [you] Du schlägst { $count ->
        [one] einen Stein
       *[other] { $count } Steine
    } und leerst damit { $pit }.
    [computer] Der Computer schlägt { $count ->
        [one] einen Stein
       *[other] { $count } Steine
    } und leert damit { $pit }.
    [south] Süd schlägt { $count ->
        [one] einen Stein
       *[other] { $count } Steine
    } und leert damit { $pit }.
    [friend] Dein Freund schlägt { $count ->
        [one] einen Stein
       *[other] { $count } Steine
    } und leert damit { $pit }.
   *[north] Nord schlägt { $count ->
        [one] einen Stein
       *[other] { $count } Steine
    } und leert damit { $pit }.
}
say-forfeit = Beim ersten Zug einer Partie wird nichts geschlagen.
say-fed = Die leere Reihe hat { $stones ->
    [one] einen Stein
   *[other] { $stones } Steine
} bekommen.
say-score = Stand: { $first } { $a }, { $second } { $b }.
say-row = { $who ->
    [you] Deine Mulden
    [computer] Die Mulden des Computers
    [south] Süds Mulden
    [friend] Die Mulden deines Freundes
   *[north] Nords Mulden
}, 1 bis 3: { $counts }.
say-read-board = Brett vorlesen
say-volume-down = Leiser
say-volume-up = Lauter

## Face to face: each seat's own lines
refuse-wait = { $who ->
    [you] Du bist am Zug.
    [computer] Der Computer ist am Zug: Warte, bis er gezogen hat.
    [south] Süd ist am Zug: Warte, bis Süd gezogen hat.
    [friend] Dein Freund ist am Zug: Warte auf den Link mit seinem Zug.
   *[north] Nord ist am Zug: Warte, bis Nord gezogen hat.
}
undo-nothing-yours = Du hast noch keinen Zug gemacht, also kannst du nichts zurücknehmen.
undo-took-back = { $who ->
    [you] Du hast deinen letzten Zug zurückgenommen.
    [computer] Der Computer hat seinen letzten Zug zurückgenommen.
    [south] Süd hat den letzten Zug zurückgenommen.
   *[north] Nord hat den letzten Zug zurückgenommen.
}
undo-kept = { $who ->
    [you] Du bleibst bei deinem Zug: Es wurde nichts zurückgenommen.
    [computer] Der Computer bleibt bei seinem Zug: Es wurde nichts zurückgenommen.
    [south] Süd bleibt bei seinem Zug: Es wurde nichts zurückgenommen.
   *[north] Nord bleibt bei seinem Zug: Es wurde nichts zurückgenommen.
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
} Dein Zug danach würde ebenfalls zurückgenommen.
undo-allow = Erlauben
undo-keep = Meinen Zug behalten
records-legend-two = Unter „Zu zweit“ stehen Süds Partien: gewonnen–unentschieden–verloren

## Die Webseite, bevor das Spiel startet (web/index.html übernimmt diese einzeiligen
## Meldungen beim Bauen; $reason sind die eigenen Worte des Browsers)
page-board = Das Spielbrett von Modiar
page-loading = Wird geladen … { $percent } %
page-starting = Wird gestartet …
page-stopped = Modiar ist stehen geblieben: { $reason }. Wenn du die Seite neu lädst, startet das Spiel wieder.
page-no-webgl = Modiar braucht WebGL2, und das bietet dieser Browser nicht. Aktuelle Versionen von Chrome, Firefox, Safari und Edge haben es.
page-not-downloaded = Das Spiel konnte nicht heruntergeladen werden ({ $reason }). Prüfe die Verbindung und lade die Seite neu.
page-damaged = Das Spiel ist beim Herunterladen beschädigt angekommen. Wenn du die Seite neu lädst, wird es noch einmal geholt.
page-download-stopped = Der Download ist abgebrochen ({ $reason }). Prüfe die Verbindung und lade die Seite neu.

## Über das Spiel: Version, Herkunft der Regeln, Lizenzen
button-about = Über
settings-about = Über das Spiel
about-title = Über Modiar
about-version = Version { $version }
about-rules = Die Regeln folgen dem Artikel über Modiar in Mancala World, nach dem, was Jordi Climent im Dezember 2012 aufgezeichnet hat: Die Kinder des Dorfes Chrarba bei Tanger spielen es mit Kieseln in sechs Mulden, die sie in harten Boden graben. Wo dieser Bericht schweigt, hält das Spiel seine Entscheidung in seinen Regeln fest.
about-made = Gemacht vom Modiar-Team, als freie Software unter der MIT- oder der Apache-2.0-Lizenz.
about-fonts = Schriften: Noto Sans und Noto Naskh Arabic von Google, unter der SIL Open Font License 1.1.
about-crates = Das Spiel ist mit diesen quelloffenen Rust-Bibliotheken gebaut, nach Lizenz geordnet. Ihre vollständigen Hinweise stehen in der Datei { $file }, die dem Spiel beiliegt.

## Freund per Link: eine Partie per Link
mode-by-link = Freund per Link
starts-friend = Dein Freund
records-legend-by-link = Unter „Freund per Link“ stehen alle deine Partien per Link: gewonnen–unentschieden–verloren
button-send = Senden
turn-friend = { $sent ->
    [no] Dein Freund ist am Zug: Tippe auf „Senden“ und schick ihm den Link.
   *[yes] Warte auf den Zug deines Freundes: Öffne den Link, den er dir zurückschickt.
}
notice-link-copied = Der Link zu eurer Partie wurde kopiert: Füge ihn in eine Nachricht an deinen Freund ein. { $kept }
notice-link-shown = Schick deinem Freund diesen Link in einer Nachricht: { $kept }
notice-link-older = Dieser Link steht bei Zug { $link }, deine Partie bei Zug { $moves }: Es wurde nichts geändert.
notice-link-diverges = Dieser Link passt nicht zu deiner Partie: Seine Züge weichen von deinen ab (ein zurückgenommener Zug oder eine andere Partie). Deine Partie bleibt, wie sie war.
notice-link-wrong-seat = Dieser Link ist für den anderen Spieler der Partie, nicht für dich. Deine Partie bleibt, wie sie war.
notice-link-unreadable = Dieser Link ließ sich nicht lesen: { $why ->
    [too-long] Er ist viel zu lang für den Link einer Partie.
    [damaged] Er wurde unterwegs verändert.
   *[not-a-link] Er ist abgeschnitten oder nicht von Modiar.
} Deine Partien bleiben, wie sie waren.
notice-links-reset = Deine Partien per Link ließen sich nicht lesen, daher beginnt die Liste neu. Die alte Datei wurde als { $kept } gesichert.
notice-links-stuck = Deine Partien per Link ließen sich weder lesen noch verschieben. Die Liste beginnt neu und wird diesmal nicht gespeichert.
record-by-link = Gegen Freunde per Link: { $won } gewonnen, { $drawn } unentschieden, { $lost } verloren.
link-games-heading = Deine Partien per Link
title-by-link-how = Spiel deinen Zug und tippe auf „Senden“: Dein Freund bekommt ihn als Link, und sein Zug kommt genauso zurück.
link-remove = Entfernen
link-remove-sure = Wirklich entfernen?
link-games-all = Alle zeigen ({ $count })
link-games-fewer = Nur die neuesten
# One game by link in the title's list: its state, then the score
# with this player's stones first, and when it last moved.
link-game = { $state ->
    [yours] Du bist dran
    [send] Noch senden
    [waiting] Dein Freund ist dran
    [won] Gewonnen
    [lost] Verloren
   *[drawn] Unentschieden
}
link-game-detail = { $mine }:{ $theirs } · { $when ->
    [today] heute
    [yesterday] gestern
   *[earlier] früher
}
notice-link-sent-stays = Dein Zug ist schon bei deinem Freund und bleibt: Zurücknehmen geht nur, bevor er gesendet ist.
notice-link-friends-move = { $sent ->
    [no] Du bist nicht dran: Dein Freund ist am Zug. Tippe auf „Senden“, um ihm den Link zu schicken.
   *[yes] Du bist nicht dran: Dein Freund ist am Zug. Öffne den Link, den er dir zurückschickt.
}
notice-link-your-move = Du bist am Zug: Spiel erst deinen Zug und tippe dann auf „Senden“, um ihn deinem Freund zu schicken.
notice-nothing-kept = Dieser Browser speichert nichts für das Spiel: Deine Partien und Einstellungen bleiben nur, bis die Seite geschlossen wird.
notice-game-followed = Diese Partie ging in einem anderen Tab oder Fenster weiter: Hier ist sie, wie sie jetzt steht.
notice-game-replaced = In einem anderen Tab oder Fenster wurde an Stelle dieser Partie eine neue begonnen.
notice-update-ready = Eine neue Version von Modiar ist bereit: Sie startet, wenn du das Spiel das nächste Mal öffnest.
result-friend-wins = Dein Freund hat gewonnen, { $winner }:{ $loser }
