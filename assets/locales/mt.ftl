# Modiar, Malti. $who huwa you, computer, south jew north.

language-name = Malti

## L-ewwel skrin
tagline = Mankala mill-għoljiet ta' madwar Tanġer
mode-heading = Ilgħab
mode-computer = Kontra l-kompjuter
mode-two-players = Żewġ plejers
level-beginner = Prinċipjant
level-casual = Dilettant
level-club = Klabb
level-expert = Espert
level-master = Surmast
level-perfect = Perfett
starts-heading = Min jibda
starts-you = Int
starts-computer = Il-kompjuter
starts-south = In-Nofsinhar (isfel)
starts-north = It-Tramuntana (fuq)
starts-alternate = Darba kull wieħed

## Buttuni
button-play = Ilgħab
button-rules = Regoli
button-settings = Issettjar
button-close = Agħlaq
button-undo = Ħassar il-mossa
button-restart = Ibda mill-ġdid
button-menu = Menu
button-hint = Ħjiel
button-rematch = Logħba oħra
button-review = Analiżi
speed-slow = bil-mod
speed-normal = normali
speed-fast = malajr

## Il-plejers
player-you = Int
player-computer = Kompjuter
player-south = Nofsinhar
player-north = Tramuntana
player-with-level = { $player } ({ $level })

## Il-linja taħt il-punteġġ
turn-yours = Imissek: agħżel ħofra
turn-to-move = { $who ->
    [south] Imiss lin-Nofsinhar
   *[north] Imiss lit-Tramuntana
}
turn-thinking = { $who ->
    [computer] Il-kompjuter qed jaħseb…
    [south] In-Nofsinhar qed jaħseb…
   *[north] It-Tramuntana qed taħseb…
}
turn-solving = Qed jinħadem il-logħob perfett: { $percent }%
turn-sowing = Iż-żrigħ għaddej… (agħfas biex tħaffef)
turn-over = Il-logħba spiċċat
last-move = { $who ->
    [you] Lgħabt il-ħofra { $pit }
    [computer] Il-kompjuter lagħab il-ħofra { $pit }
    [south] In-Nofsinhar lagħab il-ħofra { $pit }
   *[north] It-Tramuntana lagħbet il-ħofra { $pit }
}
last-move-captured = { $who ->
    [you] Lgħabt il-ħofra { $pit } u qbadt
    [computer] Il-kompjuter lagħab il-ħofra { $pit } u qabad
    [south] In-Nofsinhar lagħab il-ħofra { $pit } u qabad
   *[north] It-Tramuntana lagħbet il-ħofra { $pit } u qabdet
} { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}.
forfeit-note = L-ewwel mossa tal-logħba: ma jinqabad xejn.
repetition-warning = Oqgħod attent: { $count ->
    [one] il-ħofra { $pits } ġġib
   *[other] il-ħofor { $pits } iġibu
} din il-pożizzjoni lura għat-tielet darba. Il-logħba kienet tintemm, u l-ġebel fuq il-bord, { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}, kien jinqasam bl-ugwali.

## Għaliex ħofra ma tistax tintlagħab
refuse-not-yours = Mhix il-ħofra tiegħek: dik il-filliera hija { $owner ->
    [you] tiegħek
    [computer] tal-kompjuter
    [south] tan-Nofsinhar
   *[north] tat-Tramuntana
}.
refuse-empty = Din il-ħofra vojta.
refuse-singleton = Ġebla waħda: ħofra b'ġebla waħda biss ma tistax tintlagħab.
refuse-feeding = Hekk { $opponent ->
    [you] tibqa' int
    [computer] jibqa' l-kompjuter
    [south] jibqa' n-Nofsinhar
   *[north] tibqa' t-Tramuntana
} mingħajr xejn: il-filliera hija vojta, allura trid tagħtiha ġebel li jibqa' fiha.
refuse-grand-slam = Hekk { $opponent ->
    [you] tibqa' int
    [computer] jibqa' l-kompjuter
    [south] jibqa' n-Nofsinhar
   *[north] tibqa' t-Tramuntana
} mingħajr xejn: mhuwiex permess taqbad filliera sħiħa.
refuse-over = Il-logħba spiċċat.

## Ħjiel
hint-best = L-aħjar mossa: il-ħofra { $pit }. { $worth ->
    [more] Minn hawn 'il quddiem din iġġiblek { $stones ->
        [one] ġebla waħda
        [two] żewġ ġebliet
        [few] { $stones } ġebliet
        [many] { $stones }-il ġebla
       *[other] { $stones } ġebla
    } aktar mill-avversarju tiegħek.
    [even] Minn hawn 'il quddiem int u l-avversarju tiegħek tirbħu l-istess.
   *[less] Minn hawn 'il quddiem l-avversarju tiegħek jista' jirbaħ { $stones ->
        [one] ġebla waħda
        [two] żewġ ġebliet
        [few] { $stones } ġebliet
        [many] { $stones }-il ġebla
       *[other] { $stones } ġebla
    } aktar minnek, tilgħab kif tilgħab; din il-mossa żżomm id-differenza hemm.
}
hint-waiting = Il-kompjuter għadu qed jaħdem il-logħob perfett ({ $percent }%). Erġa' staqsi ftit wara.

## Tmiem il-logħba
result-draw = Indaqs, { $winner }–{ $loser }
result-you-win = Rbaħt, { $winner }–{ $loser }
result-computer-wins = Rebaħ il-kompjuter, { $winner }–{ $loser }
result-side-wins = { $who ->
    [south] Rebaħ in-Nofsinhar
   *[north] Rebħet it-Tramuntana
}, { $winner }–{ $loser }
reason-no-moves = { $who ->
    [you] Ma kellek l-ebda mossa legali
    [computer] Il-kompjuter ma kellu l-ebda mossa legali
    [south] In-Nofsinhar ma kellu l-ebda mossa legali
   *[north] It-Tramuntana ma kellha l-ebda mossa legali
}, allura kull plejer żamm il-ġebel tal-filliera tiegħu.
reason-repetition = L-istess pożizzjoni ġiet għat-tielet darba, allura l-ġebel fuq il-bord, { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}, inqasam bl-ugwali: { $each } kull wieħed.

## Analiżi
review-title = Analiżi tal-logħba
review-intro = Kull mossa, u kemm tilfet meta mqabbla mal-aħjar mossa b'logħob perfett.
review-line = { $ply }. { $player }: ħofra { $pit }
review-best = l-aħjar mossa
review-lost = tilfet { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
} (l-aħjar: ħofra { $best })
review-perfect = Kull mossa kienet waħda mill-aħjar.
review-waiting = L-analiżi teħtieġ il-logħob perfett, li għadu qed jinħadem ({ $percent }%).

## Issettjar
settings-title = Issettjar
settings-language = Lingwa
settings-sound = Ħoss
sound-on = Mixgħul
sound-off = Mitfi
settings-volume = Volum
settings-text-size = Daqs tat-test
settings-motion = Moviment
motion-full = Animat
motion-reduced = Imnaqqas
settings-speed = Veloċità tal-animazzjoni

## Avviżi
notice-settings-reset = L-issettjar tiegħek ma setax jinqara, allura qed jintużaw il-valuri standard. Il-fajl il-qadim inżamm bħala { $kept }.
notice-game-reset = Il-logħba ssejvjata ma setgħetx tinqara, allura qed tibda logħba ġdida. Il-fajl il-qadim inżamm bħala { $kept }.
notice-newer = Dawn ġew issejvjati minn verżjoni aktar ġdida ta' Modiar, allura mhumiex qed jintużaw. Il-fajl inżamm bħala { $kept }.
notice-settings-stuck = Il-fajl tal-issettjar ma setax jinqara u lanqas jitwarrab, allura qed jintużaw il-valuri standard u l-bidliet mhux se jiġu ssejvjati din id-darba.
notice-game-stuck = Il-logħba ssejvjata ma setgħetx tinqara u lanqas titwarrab, allura qed tibda logħba ġdida li mhix se tiġi ssejvjata din id-darba.

stones = { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}

## Ir-regoli
rules-title = Kif tilgħab Modiar
rules-1 = Kull plejer għandu l-filliera ta' tliet ħofor l-eqreb lejh. Fil-bidu kull ħofra fiha 7 ġebliet.
rules-2 = Meta jmissek, ħu l-ġebel kollu minn waħda mill-ħofor tiegħek li fiha mill-inqas 2. Poġġi l-ewwel waħda lura fl-istess ħofra, imbagħad waħda f'kull ħofra ta' wara, kontra l-arloġġ. Ħafna ġebel idur il-bord kollu u jibqa' jaqa' wkoll fil-ħofra li ħareġ minnha.
rules-3 = Jekk l-aħħar ġebla tiegħek tħalli ħofra, fi kwalunkwe naħa, b'2, 4 jew 6 ġebliet, taqbadhom. Imbagħad taqbad ukoll il-ħofra ta' qabilha jekk fiha 2, 4 jew 6, u hekk lura sakemm tasal f'ħofra li ma fihiex.
rules-4 = L-ewwel mossa nett tal-logħba ma taqbad xejn.
rules-5 = Qatt ma tista' tħalli l-filliera tal-avversarju tiegħek vojta: jekk hija vojta, trid tagħtiha ġebel li jibqa' fiha, u qatt ma tista' taqbad kulma fiha.
rules-6 = Meta l-plejer li jmissu ma jkollu l-ebda mossa legali, il-logħba tintemm u kull plejer iżomm il-ġebel tal-filliera tiegħu. Jekk l-istess pożizzjoni tiġi għat-tielet darba, il-logħba tintemm u l-ġebel fuq il-bord jinqasam bl-ugwali.
rules-7 = Jirbaħ min għandu l-aktar ġebel. 21–21 huwa indaqs.
