# Modiar, French. $who is one of: you, computer, friend (by link), south, north.
# Typographie : espace insécable U+00A0 avant : ; ! ? % et à l’intérieur des « » ; apostrophe ’.
# On tutoie le joueur. Nord et Sud sont des noms, sans article (comme au bridge).

language-name = Français

## Écran d’accueil
tagline = Un mancala des collines de Tanger
mode-heading = Jouer
mode-computer = Contre l’ordinateur
mode-two-players = À deux
face-to-face = Face à face
face-to-face-note = pour une tablette posée à plat entre vous
# Face to face, under the title turned to North.
title-north-first = Tu joues Nord, de ce côté : tu commences.
title-north-second = Tu joues Nord, de ce côté : Sud commence.
level-beginner = Débutant
level-casual = Amateur
level-club = Confirmé
level-expert = Expert
level-master = Maître
level-perfect = Parfait
starts-heading = Qui commence
starts-you = Toi
starts-computer = L’ordinateur
starts-south = Sud (en bas)
starts-north = Nord (en haut)
starts-alternate = À tour de rôle
button-learn = Apprendre à jouer
button-puzzles = Énigmes
button-fullscreen = Plein écran
button-install = Installer
offer-title = Tu découvres Modiar ?
offer-body = Apprends les règles en deux minutes, en jouant.
offer-learn = Apprendre
offer-skip = Passer
invite-title = Ton ami t’invite à une partie de Modiar
invite-body = Un mancala des collines de Tanger, joué par lien : le coup de ton ami est sur le plateau, et le tien lui repart avec « Envoyer ». Tu ne connais pas le jeu ? Apprends-le en deux minutes, puis reviens à cette partie.
invite-play = Jouer

## Boutons
button-play = Jouer
button-continue = Continuer
button-rules = Règles
button-settings = Réglages
button-close = Fermer
button-undo = Annuler
button-restart = Recommencer
button-menu = Menu
button-hint = Indice
button-rematch = Revanche
button-review = Bilan
speed-slow = Lente
speed-normal = Normale
speed-fast = Rapide

## Joueurs
player-you = Toi
player-computer = Ordinateur
player-friend = Ami
player-south = Sud
player-north = Nord
player-with-level = { $player } ({ $level })

## La ligne sous les scores
turn-yours = À toi de jouer : choisis une case
turn-to-move = { $who ->
    [south] Au tour de Sud
   *[north] Au tour de Nord
}
turn-thinking = { $who ->
    [computer] L’ordinateur réfléchit…
    [south] Sud réfléchit…
   *[north] Nord réfléchit…
}
turn-solving = Calcul du jeu parfait : { $percent } %
turn-sowing = Semis en cours… (touche pour accélérer)
turn-over = Partie terminée
turn-gathering = { $who ->
    [you] Tu n’as
    [computer] L’ordinateur n’a
    [south] Sud n’a
    [friend] Ton ami n’a
   *[north] Nord n’a
} plus aucun coup permis : chacun prend les pierres restées dans sa rangée.
turn-sharing = La même position s’est présentée une troisième fois : les pierres du plateau sont partagées à parts égales.
last-move = { $who ->
    [you] Tu as joué la case { $pit }
    [computer] L’ordinateur a joué la case { $pit }
    [south] Sud a joué la case { $pit }
    [friend] Ton ami a joué la case { $pit }
   *[north] Nord a joué la case { $pit }
}
last-move-captured = { $who ->
    [you] Tu as joué la case { $pit }
    [computer] L’ordinateur a joué la case { $pit }
    [south] Sud a joué la case { $pit }
    [friend] Ton ami a joué la case { $pit }
   *[north] Nord a joué la case { $pit }
} { $stones ->
    [0] sans rien prendre
    [one] et pris une pierre
   *[other] et pris { $stones } pierres
}.
# Closes a sentence that is followed by another on the same line.
sentence-end = .
forfeit-note = Premier coup de la partie : on ne prend rien.
repetition-warning = Attention : { $count ->
    [0] aucune case ne mène
    [one] la case { $pits } mène
   *[other] les cases { $pits } mènent
} à une position qui s’est déjà présentée deux fois. { $count ->
    [0] Jouer une telle case
    [one] La jouer
   *[other] En jouer une
} met fin à la partie, et { $stones ->
    [0] il ne reste aucune pierre à partager.
    [one] la pierre du plateau est partagée à parts égales.
   *[other] les { $stones } pierres du plateau sont partagées à parts égales.
}

## Pourquoi une case ne peut pas être jouée
refuse-not-yours = Ce n’est pas ta case : cette rangée est à { $owner ->
    [you] toi
    [computer] l’ordinateur
    [south] Sud
    [friend] ton ami
   *[north] Nord
}.
refuse-empty = Cette case est vide.
refuse-singleton = On ne peut pas jouer une case qui n’a qu’une pierre.
refuse-feeding = { $opponent ->
    [you] Ce coup ne te laisserait rien
    [computer] Ce coup ne laisserait rien à l’ordinateur
    [south] Ce coup ne laisserait rien à Sud
    [friend] Ce coup ne laisserait rien à ton ami
   *[north] Ce coup ne laisserait rien à Nord
} : cette rangée est vide, ton coup doit donc y semer des pierres.
refuse-grand-slam = { $opponent ->
    [you] Ce coup ne te laisserait rien
    [computer] Ce coup ne laisserait rien à l’ordinateur
    [south] Ce coup ne laisserait rien à Sud
    [friend] Ce coup ne laisserait rien à ton ami
   *[north] Ce coup ne laisserait rien à Nord
} : il est interdit de prendre toute une rangée.
refuse-over = La partie est terminée.

## Indices
hint-best = Meilleur coup : case { $pit }. { $worth ->
    [more] D’ici la fin, il te rapporte { $stones ->
        [0] autant qu’à ton adversaire
        [one] une pierre de plus qu’à ton adversaire
       *[other] { $stones } pierres de plus qu’à ton adversaire
    }.
    [even] D’ici la fin, ton adversaire et toi gagnerez autant de pierres.
   *[less] D’ici la fin, ton adversaire peut gagner { $stones ->
        [0] autant que toi
        [one] une pierre de plus que toi
       *[other] { $stones } pierres de plus que toi
    }, quoi que tu joues ; ce coup l’empêche d’en gagner davantage.
}
hint-plain = Meilleur coup : case { $pit }. Aucun autre coup ne te garde plus de pierres.
hint-waiting = L’ordinateur calcule encore le jeu parfait ({ $percent } %). Redemande dans un instant.

## La fin de la partie
result-draw = Partie nulle, { $winner }–{ $loser }
result-you-win = Tu as gagné, { $winner }–{ $loser }
result-computer-wins = L’ordinateur a gagné, { $winner }–{ $loser }
result-side-wins = { $who ->
    [south] Sud a gagné
   *[north] Nord a gagné
}, { $winner }–{ $loser }
reason-no-moves = { $who ->
    [you] Tu n’avais
    [computer] L’ordinateur n’avait
    [south] Sud n’avait
    [friend] Ton ami n’avait
   *[north] Nord n’avait
} plus aucun coup permis { $rule ->
    [feeding] (l’autre rangée était vide, et aucun coup ne pouvait y laisser de pierres)
    [grand-slam] (tout coup aurait pris l’autre rangée en entier)
   *[few] (aucune case n’avait 2 pierres ou plus)
}, donc chacun a gardé les pierres de sa propre rangée.
reason-repetition = La même position s’est présentée une troisième fois, donc { $stones ->
    [0] il n’y avait aucune pierre à partager
    [one] la pierre du plateau a été partagée à parts égales
   *[other] les { $stones } pierres du plateau ont été partagées à parts égales
} : { $each } chacun.

## Bilan de la partie
review-title = Bilan de la partie
review-intro = Chaque coup, et ce qu’il a coûté par rapport au meilleur coup en jeu parfait.
review-sides = { $you ->
    [south] Tu jouais Sud, l’ordinateur Nord.
   *[north] Tu jouais Nord, l’ordinateur Sud.
}
review-line = { $ply }. { $player } : case { $pit }
review-best = meilleur coup
review-lost = { $stones ->
    [0] n’a rien coûté
    [one] a coûté une pierre
   *[other] a coûté { $stones } pierres
} (meilleur : case { $best })
review-perfect = Tous les coups étaient les meilleurs.
review-waiting = Le bilan a besoin du jeu parfait, qui est encore en cours de calcul ({ $percent } %).

## Réglages
settings-title = Réglages
settings-language = Langue
settings-sound = Son
sound-on = Oui
sound-off = Non
settings-volume = Volume sonore
settings-text-size = Taille du texte
settings-motion = Animations
motion-full = Complètes
motion-reduced = Réduites
settings-speed = Vitesse d’animation

## Avis
notice-settings-reset = Impossible de lire tes réglages : les réglages par défaut sont utilisés. L’ancien fichier a été conservé sous le nom { $kept }.
notice-game-reset = Impossible de lire la partie enregistrée : une nouvelle partie commence. L’ancien fichier a été conservé sous le nom { $kept }.
notice-newer = Ce fichier a été enregistré par une version plus récente de Modiar, le jeu ne l’utilise donc pas. Il a été conservé sous le nom { $kept }.
notice-settings-stuck = Impossible de lire ou de mettre de côté ton fichier de réglages : les réglages par défaut sont utilisés, et tes changements ne seront pas enregistrés cette fois-ci.
notice-game-stuck = Impossible de lire ou de mettre de côté la partie enregistrée : une nouvelle partie commence, et elle ne sera pas enregistrée cette fois-ci.
notice-puzzles-reset = Impossible de lire ta progression dans les énigmes : elle repart de zéro. L’ancien fichier a été conservé sous le nom { $kept }.
notice-puzzles-stuck = Impossible de lire ou de mettre de côté ta progression dans les énigmes : elle repart de zéro et ne sera pas enregistrée cette fois-ci.
notice-records-reset = Impossible de lire tes statistiques : elles repartent de zéro. L’ancien fichier a été conservé sous le nom { $kept }.
notice-records-stuck = Impossible de lire ou de mettre de côté tes statistiques : elles repartent de zéro et ne seront pas enregistrées cette fois-ci.
notice-bad-code = Impossible de lire ce code de partie : il est mal tapé, incomplet ou ne vient pas de Modiar. La partie en cours reste sur le plateau.
notice-fullscreen-refused = Ce navigateur n’a pas laissé le jeu passer en plein écran. Son propre menu le propose peut-être.
notice-code-copied = Le code de la partie a été copié : { $kept }
notice-code-shown = Le code de la partie : { $kept }

## Nombres de pierres (dans le message après un coup, et ailleurs)
stones = { $stones ->
    [0] aucune pierre
    [1] une pierre
    [one] { $stones } pierre
   *[other] { $stones } pierres
}

## Page des règles
rules-title = Comment jouer à Modiar
rules-1 = Ta rangée est celle des trois cases les plus proches de toi. Au début, chaque case contient 7 pierres. Les petits numéros comptent les cases de chaque rangée à partir de la gauche de son joueur, dans le sens où avancent les pierres.
rules-2 = Prends toutes les pierres d’une de tes cases qui en contient 2 ou plus. Remets la première dans la même case, puis une dans chaque case suivante, dans le sens inverse des aiguilles d’une montre.
rules-3 = Si, avec ta dernière pierre, une case contient 2, 4 ou 6 pierres, d’un côté comme de l’autre, tu les prends. Tu prends aussi celles de la case précédente si elle en contient 2, 4 ou 6, et ainsi de suite en remontant.
rules-4 = Le tout premier coup d’une partie ne prend rien.
rules-5 = Ne laisse jamais la rangée de ton adversaire vide : si elle est vide, ton coup doit y mettre des pierres, et tu ne peux jamais prendre toutes ses pierres.
rules-6 = Quand le joueur dont c’est le tour n’a aucun coup permis, la partie s’arrête et chacun garde les pierres de sa rangée. Une position qui revient pour la troisième fois y met fin aussi : les pierres du plateau sont partagées à parts égales.
rules-7 = Celui qui a le plus de pierres gagne. À 21–21, la partie est nulle.
rules-key = Les cercles sur le plateau : fin et pâle, une case que tu peux jouer ; doré, la case qui vient d’être jouée (en pointillés sur le plateau) ; blanc, celle où est tombée sa dernière pierre ; violet, allumé un instant pendant le coup, les cases où il prend des pierres. Les images utilisent les mêmes couleurs. Un cercle vert est un indice ; un rouge, une case qui ne peut pas être jouée. Face à face, un nombre qui se lirait autrement à l’envers (6, 9) est souligné.

## Leçons
lesson-count = Leçon { $n } sur { $total }
lesson-sowing = Tu joues Sud, en bas. Pour gagner, prends plus de pierres que Nord ; à 21 partout, la partie est nulle. Touche la case qui brille. Ses pierres sont semées une à une, dans le sens inverse des aiguilles d’une montre, et la première retourne dans la case d’où elles viennent. Le nombre sur le disque de chaque case indique combien de pierres elle contient ; le petit chiffre à côté est le numéro de la case, de 1 à 3 dans chaque rangée.
lesson-lap = Une grosse poignée fait le tour du plateau. Joue la case qui brille et regarde où tombent ses neuf pierres.
lesson-capture = Si, avec ta dernière pierre, une case contient 2, 4 ou 6 pierres, tu les prends. Joue la case qui brille.
lesson-chain = La prise continue en remontant : tu prends aussi les pierres de la case précédente si elle en contient 2, 4 ou 6. Joue la case qui brille.
lesson-own-side = Tu prends aussi dans ton propre camp. Joue la case qui brille.
lesson-preview = Avant de jouer, tu peux voir ce que fera un coup : { $input ->
    [touch] garde le doigt appuyé sur une case
   *[pointer] garde le doigt appuyé sur une case, ou survole-la avec la souris
}, et des chiffres verts indiquent ce que contiendra alors chaque case. Essaie sur la case qui brille, puis touche-la pour la jouer.
lesson-singleton = Une case qui n’a qu’une seule pierre ne peut jamais être jouée. Touche la case qui brille pour voir.
lesson-feeding = La rangée de Nord est vide. Ton coup doit y mettre des pierres, donc seuls certains coups sont permis. Joue la case qui brille.
lesson-grand-slam = Tu ne peux jamais prendre toutes les pierres de la rangée de Nord. C’est ce que ferait la case qui brille : touche-la pour voir.
lesson-first-move = Voici une nouvelle partie. Le tout premier coup d’une partie ne prend rien, même si, avec la dernière pierre, une case contient 2, 4 ou 6 pierres. Joue la case qui brille.
lesson-end = Quand le joueur dont c’est le tour n’a aucun coup permis, la partie s’arrête. Joue la case qui brille et regarde ce qu’il reste à Nord.
lesson-repetition = La case qui brille mène à une position qui s’est déjà présentée deux fois. Quand une position revient pour la troisième fois, la partie s’arrête et les pierres du plateau sont partagées à parts égales. Joue la case qui brille pour voir.
lesson-try-again = Réessayer
lesson-next = Suivant
lesson-skip = Quitter les leçons
lesson-play = Jouer contre Débutant
lesson-back-to-game = Retour à la partie
lesson-declined = Cette case peut être jouée, mais cette leçon porte sur celle qui brille. Touche-la.
lesson-finished = Tu connais maintenant les règles de Modiar. Essaie-les contre l’adversaire le plus facile.
lesson-well-done = Bien joué ! { $last ->
    [yes] Touche « Suivant » pour terminer les leçons.
   *[no] Touche « Suivant » pour la prochaine leçon.
}
lesson-seen = { $last ->
    [yes] Touche « Suivant » pour terminer les leçons.
   *[no] Touche « Suivant » pour la prochaine leçon.
}
pit-name = { $owner ->
    [you] ta case { $number }
    [south] la case { $number } de Sud
    [computer] la case { $number } de l’ordinateur
    [friend] la case { $number } de ton ami
   *[north] la case { $number } de Nord
}
explain-sown = { $stones ->
    [0] Tu n’as semé aucune pierre
    [one] Tu as semé une pierre
   *[other] Tu as semé { $stones } pierres
} à partir de { $pit }, en remettant la première dans cette même case.
explain-lap = Elles ont fait le tour du plateau : cette case en a reçu { $back }.
explain-last = Avec ta dernière pierre, { $pit } en contient { $count } : ni 2, ni 4, ni 6, donc tu ne prends rien.
explain-captured = Avec ta dernière pierre, { $pit } en contient { $count } : tu les prends.
explain-chain = La case précédente, { $pit }, en contient { $count } : tu les prends aussi.
explain-forfeit = Avec ta dernière pierre, { $pit } en contient { $count }, mais le premier coup d’une partie ne prend rien.
explain-fed = La rangée de Nord était vide, tu devais donc y mettre des pierres : elle en contient maintenant { $stones }.
explain-ended = { $who ->
    [you] Tu n’as
   *[north] Nord n’a
} plus aucun coup permis, donc la partie s’arrête et chacun garde sa rangée : toi { $south }, Nord { $north }.
explain-repeated = La position est revenue une troisième fois, donc le plateau a été partagé : toi { $south }, Nord { $north }.

## Aperçu des coups et conseils
preview-takes = prise : { $stones }
preview-forfeit = aucune prise : premier coup
preview-tap = touche pour le jouer
settings-preview = Aperçu des coups
preview-on = Oui
preview-off = Non
settings-coach = Conseils aux niveaux Débutant et Amateur
coach-on = Oui
coach-off = Non
# Once the computer's reply is drawn: the better pit, and what it would
# have kept by the end of a well-played game.
coach-note = { $stones ->
    [0] Ce coup ne t’a coûté aucune pierre
    [one] Ce coup t’a coûté une pierre
   *[other] Ce coup t’a coûté { $stones } pierres
} : ta case { $pit } était meilleure. Touche « Annuler » pour reprendre ton coup.
note-empty = vide
note-singleton = une seule pierre
note-not-allowed = interdit

## Énigmes
puzzle-daily = Aujourd’hui
puzzle-easy = Facile
puzzle-medium = Moyen
puzzle-hard = Difficile
puzzle-of-the-day = Énigme du jour
puzzle-count = Énigme { $tier ->
    [easy] facile
    [medium] moyenne
   *[hard] difficile
} { $n } sur { $total }
puzzle-prompt = Au tour de { $who ->
    [south] Sud
   *[north] Nord
}. Un coup est clairement le meilleur : trouve-le.
puzzle-right = Bravo ! La case { $pit } est le meilleur coup.
puzzle-wrong = Pas tout à fait : la case { $pit } était la meilleure, avec { $stones ->
    [0] autant de pierres
    [one] une pierre de plus
   *[other] { $stones } pierres de plus
}.
puzzle-values = Chaque case montre combien de pierres tu auras à la fin si tu la joues, en jeu parfait des deux côtés.
puzzle-progress = Progression : { $solved } sur { $total } · série quotidienne : { $streak }
puzzle-solved = résolue
puzzle-next = Énigme suivante
puzzle-play-out = Finir contre Parfait

## Après la partie : statistiques, analyse, codes
button-analyse = Analyser
button-open-code = Ouvrir un code
records-legend = Sous chaque niveau, tes parties : gagnées–nulles–perdues
settings-records = Statistiques
records-reset = Tout effacer
records-reset-confirm = Effacer toutes les statistiques ? Impossible de revenir en arrière.
records-reset-yes = Oui, effacer
records-reset-no = Les garder
record-best-margin = Ton meilleur écart au niveau { $opponent } : +{ $margin }
record-streak = { $wins ->
    [0] Aucune victoire
    [one] { $wins } victoire
   *[other] { $wins } victoires
} d’affilée au niveau { $opponent } !
record-first-win = Ta première victoire au niveau { $opponent } !
record-standing = Au niveau { $opponent } : { $won ->
    [0] { $won } victoire
    [one] { $won } victoire
   *[other] { $won } victoires
}, { $drawn ->
    [0] { $drawn } nul
    [one] { $drawn } nul
   *[other] { $drawn } nuls
}, { $lost ->
    [0] { $lost } défaite
    [one] { $lost } défaite
   *[other] { $lost } défaites
}.
record-two-players = Sur cet appareil : { $won ->
    [0] { $won } victoire
    [one] { $won } victoire
   *[other] { $won } victoires
} pour Sud, { $lost } pour Nord et { $drawn ->
    [0] { $drawn } nul
    [one] { $drawn } nul
   *[other] { $drawn } nuls
}.
analysis-position = Coup { $n } sur { $total } · au tour de { $who ->
    [south] Sud
   *[north] Nord
}
analysis-over = Coup { $n } sur { $total } · la partie est terminée
analysis-waiting = Le jeu parfait est encore en cours de calcul ({ $percent } %) : la valeur de chaque coup s’affichera dès qu’il sera prêt.
analysis-played = Coup joué ici : case { $pit }, { $lost ->
    [0] ce qui n’a rien coûté.
    [one] ce qui a coûté une pierre.
   *[other] ce qui a coûté { $lost } pierres.
}
analysis-turning-point = Le tournant : le coup { $n }, { $stones ->
    [0] qui n’a rien coûté
    [one] qui a coûté une pierre
   *[other] qui a coûté { $stones } pierres
} à { $who ->
    [south] Sud
   *[north] Nord
}.
analysis-legend = Les nombres sur les cases : ce que donne chaque coup en jeu parfait, en pierres, pour le joueur dont c’est le tour (+ en avance, – en retard).
analysis-frames = Dans la liste : un cadre doré marque un coup qui a coûté des pierres, un rouge le tournant, un bleu le coup affiché sur le plateau.
analysis-back = ‹ Coup précédent
analysis-next = Coup suivant ›
analysis-turning = Tournant
analysis-play = Reprendre d’ici
analysis-share = Copier le code
code-title = Ouvrir une partie
code-hint = Tape ou colle le code d’une partie (ou un lien vers elle), puis appuie sur « Ouvrir ».
code-paste = Coller
code-nothing-pasted = Rien à coller : le presse-papiers ne contient aucun code de partie, ou le navigateur n’a pas laissé le jeu le lire. Tape plutôt le code.
code-open = Ouvrir

## Jouer à l’oreille : ce que dit un lecteur d’écran
say-pit = { $owner ->
    [you] Ta case { $number }
    [south] La case { $number } de Sud
    [computer] La case { $number } de l’ordinateur
    [friend] La case { $number } de ton ami
   *[north] La case { $number } de Nord
}, { $count ->
    [0] aucune pierre
    [one] une pierre
   *[other] { $count } pierres
}
say-playable = jouable
say-move = { $who ->
    [you] Ton coup
    [computer] Coup de l’ordinateur
    [south] Coup de Sud
    [friend] Coup de ton ami
   *[north] Coup de Nord
} : { $stones ->
    [0] aucune pierre semée
    [one] une pierre semée
   *[other] { $stones } pierres semées
} à partir de { $pit }.
say-last = Avec la dernière pierre, { $pit } en contient { $count } : rien n’est pris.
say-took = { $who ->
    [you] Tu prends
    [computer] L’ordinateur prend
    [south] Sud prend
    [friend] Ton ami prend
   *[north] Nord prend
} { $count ->
    [0] zéro pierre
    [one] une pierre
   *[other] { $count } pierres
} dans { $pit }.
say-forfeit = Le premier coup d’une partie ne prend rien.
say-fed = La rangée vide { $stones ->
    [0] n’a reçu aucune pierre
    [one] a reçu une pierre
   *[other] a reçu { $stones } pierres
}.
say-score = Score : { $first } { $a }, { $second } { $b }.
say-row = { $who ->
    [you] Tes cases
    [computer] Les cases de l’ordinateur
    [south] Les cases de Sud
    [friend] Les cases de ton ami
   *[north] Les cases de Nord
}, de 1 à 3 : { $counts }.
say-read-board = Lire le plateau
say-volume-down = Baisser le volume
say-volume-up = Monter le volume

## Face à face : les lignes propres à chaque place
refuse-wait = { $who ->
    [you] C’est ton tour.
    [computer] C’est au tour de l’ordinateur : attends son coup.
    [south] C’est au tour de Sud : attends son coup.
    [friend] C’est au tour de ton ami : attends le lien avec son coup.
   *[north] C’est au tour de Nord : attends son coup.
}
undo-nothing-yours = Tu n’as encore joué aucun coup, tu n’as donc rien à reprendre.
undo-took-back = { $who ->
    [you] Tu as repris ton dernier coup.
    [computer] L’ordinateur a repris son dernier coup.
    [south] Sud a repris son dernier coup.
   *[north] Nord a repris son dernier coup.
}
undo-kept = { $who ->
    [you] Tu as gardé ton coup : rien n’a été repris.
    [computer] L’ordinateur a gardé son coup : rien n’a été repris.
    [south] Sud a gardé son coup : rien n’a été repris.
   *[north] Nord a gardé son coup : rien n’a été repris.
}
undo-allowed = { $who ->
    [you] Tu as accepté : les deux coups ont été repris.
    [computer] L’ordinateur a accepté : les deux coups ont été repris.
    [south] Sud a accepté : ton coup et le sien ont été repris.
   *[north] Nord a accepté : ton coup et le sien ont été repris.
}
hint-your-turn = Les indices ne sont disponibles que pendant ton tour.
# Face to face, while one seat is asked about the other's Undo: the
# asked seat reads [asked]; $who is the seat that answers.
turn-undo-asked = { $reader ->
    [asked] À toi de répondre d’abord : accepter l’annulation, ou garder ton coup
   *[other] { $who ->
        [you] Tu réfléchis à la demande d’annulation…
        [computer] L’ordinateur réfléchit à la demande d’annulation…
        [south] Sud réfléchit à la demande d’annulation…
       *[north] Nord réfléchit à la demande d’annulation…
    }
}
undo-ask-title = Reprendre un coup ?
undo-ask = { $who ->
    [you] Tu demandes à reprendre ton dernier coup.
    [computer] L’ordinateur demande à reprendre son dernier coup.
    [south] Sud demande à reprendre son dernier coup.
   *[north] Nord demande à reprendre son dernier coup.
} Ton coup joué ensuite serait repris aussi.
undo-allow = Accepter
undo-keep = Garder mon coup
records-legend-two = Sous « À deux », les parties de Sud : gagnées–nulles–perdues

## La page web, avant le lancement du jeu (web/index.html reprend ces messages
## d’une ligne à la construction ; $reason, ce sont les mots du navigateur lui-même)
page-board = Le plateau de Modiar
page-loading = Chargement… { $percent } %
page-starting = Démarrage…
page-stopped = Modiar s’est arrêté : { $reason }. Recharge la page pour le relancer.
page-no-webgl = Modiar a besoin de WebGL2, que ce navigateur ne prend pas en charge. Les versions récentes de Chrome, Firefox, Safari et Edge le prennent en charge.
page-not-downloaded = Le jeu n’a pas pu être téléchargé ({ $reason }). Vérifie la connexion et recharge la page.
page-damaged = Le jeu téléchargé est arrivé endommagé. Recharge la page pour le télécharger à nouveau.
page-download-stopped = Le téléchargement s’est interrompu ({ $reason }). Vérifie la connexion et recharge la page.

## À propos : version, origine des règles, licences
button-about = À propos
settings-about = À propos du jeu
about-title = À propos de Modiar
about-version = Version { $version }
about-rules = Les règles sont celles de l’article de Mancala World consacré au Modiar, d’après ce que Jordi Climent a recueilli en décembre 2012 : les enfants du village de Chrarba, près de Tanger, y jouent avec des cailloux, dans six trous creusés dans un sol dur. Là où ce récit ne dit rien, le jeu a fait son propre choix, que ses règles précisent.
about-made = Réalisé par l’équipe de Modiar, en logiciel libre sous licence MIT ou Apache 2.0.
about-fonts = Polices : Noto Sans et Noto Naskh Arabic, de Google, sous licence SIL Open Font License 1.1.
about-crates = Le jeu est construit avec ces bibliothèques Rust libres, classées par licence. Leurs mentions complètes se trouvent dans le fichier { $file }, fourni avec le jeu.

## Un ami à distance : les parties par lien
mode-by-link = Un ami à distance
starts-friend = Ton ami
records-legend-by-link = Sous « Un ami à distance », tes parties par lien : gagnées–nulles–perdues
button-send = Envoyer
turn-friend = { $sent ->
    [no] Au tour de ton ami : touche « Envoyer » pour lui envoyer le lien.
   *[yes] En attente du coup de ton ami : ouvre le lien qu’il te renverra.
}
notice-link-copied = Le lien de ta partie a été copié : colle-le dans un message à ton ami. { $kept }
notice-link-shown = Envoie ce lien à ton ami dans un message : { $kept }
notice-link-older = Ce lien en est au coup { $link }, et ta partie au coup { $moves } : rien n’a changé.
notice-link-diverges = Ce lien ne suit pas ta partie : ses coups diffèrent des tiens (un coup repris, ou une autre partie). Ta partie reste telle quelle.
notice-link-wrong-seat = Ce lien est pour l’autre joueur de la partie, pas pour toi. Ta partie reste telle quelle.
notice-link-unreadable = Impossible de lire ce lien : { $why ->
    [too-long] il est bien trop long pour être le lien d’une partie.
    [damaged] il a été modifié en chemin.
   *[not-a-link] il est coupé ou ne vient pas de Modiar.
} Tes parties restent telles quelles.
notice-links-reset = Impossible de lire tes parties par lien : la liste repart de zéro. L’ancien fichier a été conservé sous le nom { $kept }.
notice-links-stuck = Impossible de lire ou de mettre de côté tes parties par lien : la liste repart de zéro et ne sera pas enregistrée cette fois-ci.
record-by-link = Contre des amis par lien : { $won ->
    [0] { $won } victoire
    [one] { $won } victoire
   *[other] { $won } victoires
}, { $drawn ->
    [0] { $drawn } nul
    [one] { $drawn } nul
   *[other] { $drawn } nuls
}, { $lost ->
    [0] { $lost } défaite
    [one] { $lost } défaite
   *[other] { $lost } défaites
}.
link-games-heading = Tes parties par lien
title-by-link-how = Joue ton coup, puis touche « Envoyer » : ton ami le reçoit par lien, et son coup te revient de la même façon.
link-remove = Retirer
link-remove-sure = La retirer ?
link-games-all = Tout afficher ({ $count })
link-games-fewer = Afficher les dernières
# One game by link in the title's list: its state, then the score
# with this player's stones first, and when it last moved.
link-game = { $state ->
    [yours] À toi
    [send] À envoyer
    [waiting] À ton ami
    [won] Gagnée
    [lost] Perdue
   *[drawn] Nulle
}
link-game-detail = { $mine }–{ $theirs } · { $when ->
    [today] aujourd’hui
    [yesterday] hier
   *[earlier] avant
}
notice-link-sent-stays = Ton coup a déjà été envoyé à ton ami, tu ne peux plus le reprendre. Un coup ne se reprend qu’avant l’envoi.
notice-link-friends-move = { $sent ->
    [no] Ce n’est pas à toi : c’est au tour de ton ami. Touche « Envoyer » pour lui envoyer le lien.
   *[yes] Ce n’est pas à toi : c’est au tour de ton ami. Ouvre le lien qu’il te renverra.
}
notice-link-your-move = C’est à toi de jouer : joue d’abord ton coup, puis touche « Envoyer » pour l’envoyer à ton ami.
notice-nothing-kept = Ce navigateur ne garde rien pour le jeu : tes parties et tes réglages ne durent que jusqu’à la fermeture de la page.
notice-game-followed = Cette partie a continué dans un autre onglet ou une autre fenêtre : la voici où elle en est.
notice-game-replaced = Une nouvelle partie a été commencée dans un autre onglet ou une autre fenêtre, à la place de celle-ci.
notice-update-ready = Une nouvelle version de Modiar est prête : elle démarrera la prochaine fois que tu ouvriras le jeu.
result-friend-wins = Ton ami a gagné, { $winner }–{ $loser }
