# Modiar, Malti. $who huwa you, computer, friend (b'link), south jew north.
#
# Counting: 1 ġebla waħda, 2 żewġ ġebliet, 3–10 ġebliet, 11–19 "-il ġebla",
# 20 and up ġebla. The plural rules in use carry CLDR 37 data, where 2 is
# [few] like 3–10 (so it reads "2 ġebliet") and [two] never fires; newer
# CLDR gives 2 its own [two] ("żewġ ġebliet"). Both read right.
#
# A pit named in words ({ $pit } in the explain- messages) starts with the
# article (il-ħofra): never write f'{ $pit } or b'{ $pit }, which would
# give "f'il-ħofra" for "fil-ħofra".

language-name = Malti

## L-ewwel skrin
tagline = Mankala mill-għoljiet ta' madwar Tanġer
mode-heading = Ilgħab
mode-computer = Kontra l-kompjuter
mode-two-players = Żewġ plejers
face-to-face = Wiċċ imb wiċċ
face-to-face-note = għal tablet imqiegħed ċatt bejnietkom
# Face to face, under the title turned to North.
title-north-first = Int it-Tramuntana, minn din in-naħa: tibda int.
title-north-second = Int it-Tramuntana, minn din in-naħa: jibda n-Nofsinhar.
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
button-learn = Tgħallem tilgħab
button-puzzles = Problemi
button-fullscreen = Skrin sħiħ
button-install = Installa
offer-title = Ġdid għal Modiar?
offer-body = Tgħallmu f'żewġ minuti, billi tilgħab.
offer-learn = Tgħallem
offer-skip = Aqbeż
invite-title = Ħabibek stiednek għal logħba Modiar
invite-body = Mankala mill-għoljiet ta’ madwar Tanġer, tintlagħab b’link: il-mossa ta’ ħabibek qiegħda fuq il-bord, u tiegħek tmur lura għandu b’Ibgħat. L-ewwel darba? Tgħallimha f’żewġ minuti u erġa’ lura għal din il-logħba.
invite-play = Ilgħab issa

## Buttuni
button-play = Ilgħab
button-continue = Kompli
button-rules = Regoli
button-settings = Issettjar
button-close = Agħlaq
button-undo = Ħassar il-mossa
button-restart = Ibda mill-ġdid
button-menu = Menu
button-hint = Ħjiel
button-rematch = Logħba oħra
button-review = Rieżami
speed-slow = Bil-mod
speed-normal = Normali
speed-fast = Malajr

## Il-plejers
player-you = Int
player-computer = Kompjuter
player-friend = Ħabib
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
turn-gathering = { $who ->
    [you] M'għandek l-ebda mossa legali
    [computer] Il-kompjuter m'għandu l-ebda mossa legali
    [south] In-Nofsinhar m'għandu l-ebda mossa legali
    [friend] Ħabibek m'għandu l-ebda mossa legali
   *[north] It-Tramuntana m'għandhiex l-ebda mossa legali
}: kull plejer jieħu l-ġebel li baqa' fil-filliera tiegħu.
turn-sharing = L-istess pożizzjoni ġiet għat-tielet darba: il-ġebel fuq il-bord jinqasam bl-ugwali.
last-move = { $who ->
    [you] Lgħabt il-ħofra { $pit }
    [computer] Il-kompjuter lagħab il-ħofra { $pit }
    [south] In-Nofsinhar lagħab il-ħofra { $pit }
    [friend] Ħabibek lagħab il-ħofra { $pit }
   *[north] It-Tramuntana lagħbet il-ħofra { $pit }
}
last-move-captured = { $who ->
    [you] Lgħabt il-ħofra { $pit } u qbadt
    [computer] Il-kompjuter lagħab il-ħofra { $pit } u qabad
    [south] In-Nofsinhar lagħab il-ħofra { $pit } u qabad
    [friend] Ħabibek lagħab il-ħofra { $pit } u qabad
   *[north] It-Tramuntana lagħbet il-ħofra { $pit } u qabdet
} { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}.
# Closes a sentence that is followed by another on the same line.
sentence-end = .
forfeit-note = L-ewwel mossa tal-logħba: ma jinqabad xejn.
repetition-warning = Oqgħod attent: { $count ->
    [one] il-ħofra { $pits } twassal
   *[other] il-ħofor { $pits } iwasslu
} għal pożizzjoni li diġà ġiet darbtejn. Jekk { $count ->
    [one] tilgħabha
   *[other] tilgħab waħda minnhom
}, il-logħba tintemm, u l-ġebel fuq il-bord, { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}, jinqasam bl-ugwali.

## Għaliex ħofra ma tistax tintlagħab
refuse-not-yours = Mhix il-ħofra tiegħek: dik il-filliera hija { $owner ->
    [you] tiegħek
    [computer] tal-kompjuter
    [south] tan-Nofsinhar
    [friend] ta' ħabibek
   *[north] tat-Tramuntana
}.
refuse-empty = Din il-ħofra vojta.
refuse-singleton = Ħofra b'ġebla waħda biss ma tistax tintlagħab.
refuse-feeding = Hekk { $opponent ->
    [you] tibqa' int mingħajr xejn: il-filliera tiegħek
    [computer] jibqa' l-kompjuter mingħajr xejn: il-filliera tiegħu
    [south] jibqa' n-Nofsinhar mingħajr xejn: il-filliera tiegħu
    [friend] jibqa' ħabibek mingħajr xejn: il-filliera tiegħu
   *[north] tibqa' t-Tramuntana mingħajr xejn: il-filliera tagħha
} vojta, allura l-mossa tiegħek trid tiżra' ġebel fiha.
refuse-grand-slam = Hekk { $opponent ->
    [you] tibqa' int
    [computer] jibqa' l-kompjuter
    [south] jibqa' n-Nofsinhar
    [friend] jibqa' ħabibek
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
hint-plain = L-aħjar mossa: il-ħofra { $pit }. L-ebda mossa oħra ma żżommlok aktar ġebel.
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
    [friend] Ħabibek ma kellu l-ebda mossa legali
   *[north] It-Tramuntana ma kellha l-ebda mossa legali
} { $rule ->
    [feeding] (il-filliera l-oħra kienet vojta, u l-ebda mossa ma setgħet tħalli ġebel fiha)
    [grand-slam] (kull mossa kienet taqbad il-filliera l-oħra kollha)
   *[few] (l-ebda ħofra ma kellha 2 ġebliet jew aktar)
}, allura kull plejer żamm il-ġebel tal-filliera tiegħu.
reason-repetition = L-istess pożizzjoni ġiet għat-tielet darba, allura l-ġebel fuq il-bord, { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}, inqasam bl-ugwali: { $each } kull wieħed.

## Analiżi
review-title = Rieżami tal-logħba
review-intro = Kull mossa, u kemm tilfet meta mqabbla mal-aħjar mossa b'logħob perfett.
review-sides = { $you ->
    [south] Int lgħabt in-Nofsinhar, il-kompjuter it-Tramuntana.
   *[north] Int lgħabt it-Tramuntana, il-kompjuter in-Nofsinhar.
}
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
review-waiting = Ir-rieżami jeħtieġ il-logħob perfett, li għadu qed jinħadem ({ $percent }%).

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
notice-newer = Dan il-fajl ġie ssejvjat minn verżjoni aktar ġdida ta' Modiar, allura l-logħba ma tużahx. Inżamm bħala { $kept }.
notice-settings-stuck = Il-fajl tal-issettjar ma setax jinqara u lanqas jitwarrab, allura qed jintużaw il-valuri standard u l-bidliet mhux se jiġu ssejvjati din id-darba.
notice-game-stuck = Il-logħba ssejvjata ma setgħetx tinqara u lanqas titwarrab, allura qed tibda logħba ġdida li mhix se tiġi ssejvjata din id-darba.
notice-puzzles-reset = Il-progress tiegħek fil-problemi ma setax jinqara, allura qed jibda mill-ġdid. Il-fajl il-qadim inżamm bħala { $kept }.
notice-puzzles-stuck = Il-progress tiegħek fil-problemi ma setax jinqara u lanqas jitwarrab, allura qed jibda mill-ġdid u mhux se jiġi ssejvjat din id-darba.
notice-records-reset = Ir-rekords tiegħek ma setgħux jinqraw, allura qed jibdew mill-ġdid. Il-fajl il-qadim inżamm bħala { $kept }.
notice-records-stuck = Ir-rekords tiegħek ma setgħux jinqraw u lanqas jitwarrbu, allura qed jibdew mill-ġdid u mhux se jiġu ssejvjati din id-darba.
notice-bad-code = Dak il-kodiċi ma setax jinqara: miktub ħażin, maqtugħ jew mhux ta' Modiar. Il-logħba fuq il-bord tibqa'.
notice-fullscreen-refused = Dan il-browser ma ħallax il-logħba timla l-iskrin. Forsi l-menu tiegħu stess joffri skrin sħiħ.
notice-code-copied = Il-kodiċi tal-logħba ġie kkupjat: { $kept }
notice-code-shown = Il-kodiċi tal-logħba: { $kept }

stones = { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}

## Ir-regoli
rules-title = Kif tilgħab Modiar
rules-1 = Il-filliera tat-tliet ħofor l-eqreb lejk hija tiegħek. Fil-bidu kull ħofra fiha 7 ġebliet. In-numri ż-żgħar jgħoddu kull filliera mix-xellug ta' sidha, fid-direzzjoni li jimxi l-ġebel.
rules-2 = Ħu l-ġebel kollu minn waħda mill-ħofor tiegħek li fiha 2 jew aktar. Poġġi l-ewwel waħda lura fl-istess ħofra, imbagħad waħda f'kull ħofra ta' wara, kontra l-arloġġ.
rules-3 = Jekk l-aħħar ġebla tiegħek tħalli ħofra b'2, 4 jew 6, fi kwalunkwe naħa, taqbadha. Taqbad ukoll il-ħofra ta' qabilha jekk fiha 2, 4 jew 6, u hekk lura.
rules-4 = L-ewwel mossa nett tal-logħba ma taqbad xejn.
rules-5 = Qatt ma għandek tħalli l-filliera tal-avversarju vojta: jekk tkun vojta, il-mossa tiegħek trid tagħtiha ġebel, u qatt ma tista' taqbadha kollha.
rules-6 = Meta l-plejer li jmissu ma jkollu l-ebda mossa legali, il-logħba tintemm u kull wieħed iżomm il-filliera tiegħu. Tintemm ukoll meta pożizzjoni tiġi għat-tielet darba: il-ġebel fuq il-bord jinqasam bl-ugwali.
rules-7 = Jirbaħ min għandu l-aktar ġebel. 21–21 huwa indaqs.
rules-key = Iċ-ċrieki fuq il-bord: irqiq u ċar, ħofra li tista' tilgħab; tad-deheb, il-ħofra li għadha kif intlagħbet (bit-tikek fuq il-bord); abjad, fejn waqgħet l-aħħar ġebla tagħha; vjola, għal ftit waqt li tidher il-mossa, il-ħofor li taqbad. L-istampi għandhom l-istess kuluri. Ċirku aħdar huwa ħjiel, wieħed aħmar ħofra li ma tistax tintlagħab. Wiċċ imb'wiċċ, numru li maqlub jinqara bħal ieħor (6, 9) ikun issottolinjat.

## Lezzjonijiet
lesson-count = Lezzjoni { $n } minn { $total }
lesson-sowing = Int in-Nofsinhar, isfel. Tirbaħ jekk taqbad aktar ġebel mit-Tramuntana; 21 kull wieħed tfisser indaqs. Agħfas il-ħofra li tleqq. Il-ġebel tagħha jinżera' wieħed wieħed, kontra l-arloġġ, u l-ewwel waħda terġa' lura fil-ħofra li ħarġu minnha. In-numru fuq id-diska ta' kull ħofra juri kemm fiha ġebel; in-numru ż-żgħir ħdejh huwa l-isem tal-ħofra, minn 1 sa 3 f'kull filliera.
lesson-lap = Ħafna ġebel idur il-bord kollu. Ilgħab il-ħofra li tleqq u ara fejn jaqgħu d-disa' ġebliet tagħha.
lesson-capture = Jekk l-aħħar ġebla tiegħek tħalli ħofra b'2, 4 jew 6, taqbadha. Ilgħab il-ħofra li tleqq.
lesson-chain = Il-qbid imur lura: il-ħofra ta' qabel l-aħħar waħda tinqabad ukoll jekk fiha 2, 4 jew 6. Ilgħab il-ħofra li tleqq.
lesson-own-side = Taqbad ukoll fin-naħa tiegħek. Ilgħab il-ħofra li tleqq.
lesson-preview = Qabel tilgħab, tista' tara x'se tagħmel mossa: { $input ->
    [touch] żomm subgħajk fuq ħofra
   *[pointer] żomm subgħajk fuq ħofra, jew ipponta lejha
}, u numri ħodor juru kemm se jkun hemm ġebel f'kull ħofra wara. Ipprova fuq il-ħofra li tleqq, imbagħad agħfasha biex tilgħab.
lesson-singleton = Ħofra b'ġebla waħda biss qatt ma tista' tintlagħab. Agħfas il-ħofra li tleqq u ara.
lesson-feeding = Il-filliera tat-Tramuntana hija vojta. Il-mossa tiegħek trid tagħtiha ġebel, allura xi mossi biss huma permessi. Ilgħab il-ħofra li tleqq.
lesson-grand-slam = Qatt ma tista' taqbad il-ġebel kollu tal-filliera tat-Tramuntana. Il-ħofra li tleqq tagħmel eżatt hekk: agħfasha u ara.
lesson-first-move = Logħba ġdida. L-ewwel mossa tagħha ma taqbad xejn, anke jekk l-aħħar ġebla tħalli ħofra b'2, 4 jew 6. Ilgħab il-ħofra li tleqq.
lesson-end = Meta l-plejer li jmissu ma jkollu l-ebda mossa legali, il-logħba tintemm. Ilgħab il-ħofra li tleqq u ara x'jibqa' għat-Tramuntana.
lesson-repetition = Il-ħofra li tleqq twassal għal pożizzjoni li diġà ġiet darbtejn. Meta pożizzjoni tiġi għat-tielet darba, il-logħba tintemm u l-ġebel fuq il-bord jinqasam bl-ugwali. Ilgħab il-ħofra li tleqq u ara.
lesson-try-again = Erġa' pprova
lesson-next = Li jmiss
lesson-skip = Ħalli l-lezzjonijiet
lesson-play = Ilgħab mal-Prinċipjant
lesson-back-to-game = Lura għal-logħba
lesson-declined = Dik il-ħofra tista' tintlagħab, imma din il-lezzjoni hija dwar dik li tleqq. Agħfasha.
lesson-finished = Issa taf ir-regoli ta' Modiar. Ippruvahom kontra l-iktar avversarju faċli.
lesson-well-done = Prosit! { $last ->
    [yes] Agħfas "Li jmiss" biex tlesti l-lezzjonijiet.
   *[no] Agħfas "Li jmiss" biex tgħaddi għall-lezzjoni ta' wara.
}
lesson-seen = { $last ->
    [yes] Agħfas "Li jmiss" biex tlesti l-lezzjonijiet.
   *[no] Agħfas "Li jmiss" biex tgħaddi għall-lezzjoni ta' wara.
}
pit-name = { $owner ->
    [you] il-ħofra { $number } tiegħek
    [south] il-ħofra { $number } tan-Nofsinhar
    [computer] il-ħofra { $number } tal-kompjuter
    [friend] il-ħofra { $number } ta' ħabibek
   *[north] il-ħofra { $number } tat-Tramuntana
}
explain-sown = Battalt { $pit } u żrajt { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}, l-ewwel waħda lura fl-istess ħofra.
explain-lap = Daru l-bord kollu: dik il-ħofra ħadet { $back } minnhom.
explain-last = Bl-aħħar ġebla tiegħek, { $pit } telgħet għal { $count }: mhux 2, 4 jew 6, allura ma jinqabad xejn.
explain-captured = Bl-aħħar ġebla tiegħek, { $pit } telgħet għal { $count }: taqbadhom.
explain-chain = Il-ħofra ta' qabilha, { $pit }, fiha { $count }: taqbadha wkoll.
explain-forfeit = Bl-aħħar ġebla tiegħek, { $pit } telgħet għal { $count }, imma l-ewwel mossa tal-logħba ma taqbad xejn.
explain-fed = Il-filliera tat-Tramuntana kienet vojta, allura kellek tagħtiha ġebel: issa fiha { $stones }.
explain-ended = { $who ->
    [you] M'għandekx
   *[north] It-Tramuntana m'għandhiex
} aktar mossa legali, allura l-logħba tintemm u kull wieħed iżomm il-filliera tiegħu: int { $south }, it-Tramuntana { $north }.
explain-repeated = Il-pożizzjoni ġiet għat-tielet darba, allura l-bord inqasam: int { $south }, it-Tramuntana { $north }.

## Dehra tal-mossa u kowċ
preview-takes = taqbad { $stones }
preview-forfeit = ma taqbad xejn: l-ewwel mossa
preview-tap = agħfas biex tilgħabha
settings-preview = Dehra tal-mossa qabel
preview-on = Mixgħula
preview-off = Mitfija
settings-coach = Kowċ f'logħbiet kontra l-Prinċipjant jew id-Dilettant
coach-on = Mixgħul
coach-off = Mitfi
# Once the computer's reply is drawn: the better pit, and what it would
# have kept by the end of a well-played game.
coach-note = Dik il-mossa swietlek { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}: il-ħofra tiegħek { $pit } kienet aħjar. "Ħassar il-mossa" tneħħi l-mossa tiegħek.
note-empty = vojta
note-singleton = ġebla waħda
note-not-allowed = mhux permess

## Problemi
puzzle-daily = Illum
puzzle-easy = Faċli
puzzle-medium = Medja
puzzle-hard = Diffiċli
puzzle-of-the-day = Il-problema tal-ġurnata
puzzle-count = Problema { $tier ->
    [easy] faċli
    [medium] medja
   *[hard] diffiċli
} { $n } minn { $total }
puzzle-prompt = { $who ->
    [south] Imiss lin-Nofsinhar.
   *[north] Imiss lit-Tramuntana.
} Mossa waħda hija ċarament l-aħjar: sibha.
puzzle-right = Tajjeb! Il-ħofra { $pit } hija l-aħjar mossa.
puzzle-wrong = Mhux eżatt: l-aħjar kienet il-ħofra { $pit }, { $stones ->
    [one] b'ġebla waħda
    [two] b'żewġ ġebliet
    [few] b'{ $stones } ġebliet
    [many] b'{ $stones }-il ġebla
   *[other] b'{ $stones } ġebla
} aħjar.
puzzle-values = Kull ħofra turi kemm ikollok ġebliet fl-aħħar jekk tilgħabha, u mbagħad it-tnejn tilagħbu perfett.
puzzle-progress = Solvuti { $solved } minn { $total } · sensiela ta' jiem { $streak }
puzzle-solved = solvuta
puzzle-next = Problema oħra
puzzle-play-out = Kompli mal-Perfett

## Wara l-logħba: rekords, il-bord tal-analiżi, kodiċi
button-analyse = Analiżi
button-open-code = Iftaħ kodiċi
records-legend = Taħt kull livell: il-logħbiet tiegħek, rebħiet–indaqs–telfiet
settings-records = Rekords
records-reset = Ħassar ir-rekords
records-reset-confirm = Tħassar ir-rekords kollha? Ma jistax jinġieb lura.
records-reset-yes = Iva, ħassar
records-reset-no = Żommhom
record-best-margin = L-akbar differenza tiegħek kontra { $opponent }: +{ $margin }
record-streak = { $wins ->
    [one] Rebħa waħda
    [two] Żewġ rebħiet
    [few] { $wins } rebħiet
    [many] { $wins }-il rebħa
   *[other] { $wins } rebħa
} wara xulxin kontra { $opponent }!
record-first-win = L-ewwel rebħa tiegħek kontra { $opponent }!
record-standing = Kontra { $opponent }: { $won ->
    [one] { $won } rebħa
    [two] { $won } rebħiet
    [few] { $won } rebħiet
    [many] { $won }-il rebħa
   *[other] { $won } rebħa
}, { $drawn } indaqs, { $lost ->
    [one] { $lost } telfa
    [two] { $lost } telfiet
    [few] { $lost } telfiet
    [many] { $lost }-il telfa
   *[other] { $lost } telfa
}.
record-two-players = F'dan l-apparat, in-Nofsinhar rebaħ { $won } u t-Tramuntana { $lost }, b'{ $drawn } indaqs.
analysis-position = Mossa { $n } minn { $total } · { $who ->
    [south] imiss lin-Nofsinhar
   *[north] imiss lit-Tramuntana
}
analysis-over = Mossa { $n } minn { $total } · il-logħba spiċċat
analysis-waiting = Il-logħob perfett għadu qed jinħadem ({ $percent }%): il-valur ta' kull mossa jidher meta jkun lest.
analysis-played = Intlagħbet minn hawn: il-ħofra { $pit }, { $lost ->
    [0] waħda mill-aħjar mossi.
    [one] li tilfet ġebla waħda.
    [two] li tilfet żewġ ġebliet.
    [few] li tilfet { $lost } ġebliet.
    [many] li tilfet { $lost }-il ġebla.
   *[other] li tilfet { $lost } ġebla.
}
analysis-turning-point = Il-punt tad-dawra: il-mossa { $n }, fejn { $who ->
    [south] in-Nofsinhar tilef
   *[north] it-Tramuntana tilfet
} { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}.
analysis-legend = In-numri fuq il-ħofor: fejn twassal kull mossa b'logħob perfett, f'ġebel, għall-plejer li jmissu (+ quddiem, – lura).
analysis-frames = Fil-lista: qafas tad-deheb jimmarka mossa li tilfet xi ġebel, wieħed aħmar il-punt tad-dawra, u wieħed blu l-mossa li qed juri l-bord.
analysis-back = ‹ Ta' qabel
analysis-next = Li jmiss ›
analysis-turning = Il-punt tad-dawra
analysis-play = Ilgħab minn hawn
analysis-share = Ikkopja l-kodiċi
code-title = Iftaħ kodiċi ta' logħba
code-hint = Ikteb jew waħħal il-kodiċi ta' logħba (jew link għaliha), imbagħad agħfas Iftaħ.
code-paste = Waħħal
code-nothing-pasted = M'hemm xejn x'twaħħal: il-clipboard m'għandux kodiċi ta' logħba, jew il-browser ma ħalliex lill-logħba taqrah. Ikteb il-kodiċi minflok.
code-open = Iftaħ

## Il-logħob bis-smigħ: x'jgħid qarrej tal-iskrin
say-pit = { $owner ->
    [you] Il-ħofra { $number } tiegħek
    [south] Il-ħofra { $number } tan-Nofsinhar
    [computer] Il-ħofra { $number } tal-kompjuter
    [friend] Il-ħofra { $number } ta' ħabibek
   *[north] Il-ħofra { $number } tat-Tramuntana
}, { $count ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $count } ġebliet
    [many] { $count }-il ġebla
   *[other] { $count } ġebla
}
say-playable = tista' tintlagħab
say-move = { $who ->
    [you] Il-mossa tiegħek
    [computer] Il-mossa tal-kompjuter
    [south] Il-mossa tan-Nofsinhar
    [friend] Il-mossa ta' ħabibek
   *[north] Il-mossa tat-Tramuntana
}: { $pit } tbattlet u nżergħu { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}.
say-last = Bl-aħħar ġebla, { $pit } telgħet għal { $count }: ma jinqabad xejn.
say-took = { $pit } tbattlet: { $count ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $count } ġebliet
    [many] { $count }-il ġebla
   *[other] { $count } ġebla
} { $who ->
    [you] għalik
    [computer] għall-kompjuter
    [south] għan-Nofsinhar
    [friend] għal ħabibek
   *[north] għat-Tramuntana
}.
say-forfeit = L-ewwel mossa tal-logħba ma taqbad xejn.
say-fed = Il-filliera vojta ħadet { $stones ->
    [one] ġebla waħda
    [two] żewġ ġebliet
    [few] { $stones } ġebliet
    [many] { $stones }-il ġebla
   *[other] { $stones } ġebla
}.
say-score = Punteġġ: { $first } { $a }, { $second } { $b }.
say-row = { $who ->
    [you] Il-ħofor tiegħek
    [computer] Il-ħofor tal-kompjuter
    [south] Il-ħofor tan-Nofsinhar
    [friend] Il-ħofor ta' ħabibek
   *[north] Il-ħofor tat-Tramuntana
}, minn 1 sa 3: { $counts }.
say-read-board = Aqra l-bord
say-volume-down = Naqqas il-volum
say-volume-up = Għolli l-volum

## Face to face: each seat's own lines
refuse-wait = { $who ->
    [you] Issa imissek.
    [computer] Imiss lill-kompjuter: stenna l-mossa tiegħu.
    [south] Imiss lin-Nofsinhar: stenna l-mossa tiegħu.
    [friend] Imiss lil ħabibek: stenna l-link bil-mossa tiegħu.
   *[north] Imiss lit-Tramuntana: stenna l-mossa tagħha.
}
undo-nothing-yours = Għadek ma għamilt l-ebda mossa, allura m'hemm xejn tiegħek x'tħassar.
undo-took-back = { $who ->
    [you] Ħassart l-aħħar mossa tiegħek.
    [computer] Il-kompjuter ħassar l-aħħar mossa tiegħu.
    [south] In-Nofsinhar ħassar l-aħħar mossa tiegħu.
   *[north] It-Tramuntana ħassret l-aħħar mossa tagħha.
}
undo-kept = { $who ->
    [you] Żammejt il-mossa tiegħek: ma tħassar xejn.
    [computer] Il-kompjuter żamm il-mossa tiegħu: ma tħassar xejn.
    [south] In-Nofsinhar żamm il-mossa tiegħu: ma tħassar xejn.
   *[north] It-Tramuntana żammet il-mossa tagħha: ma tħassar xejn.
}
undo-allowed = { $who ->
    [you] Qbilt: iż-żewġ mossi tħassru.
    [computer] Il-kompjuter qabel: iż-żewġ mossi tħassru.
    [south] In-Nofsinhar qabel: il-mossa tiegħek u tiegħu tħassru.
   *[north] It-Tramuntana qablet: il-mossa tiegħek u tagħha tħassru.
}
hint-your-turn = Il-ħjiel jingħata meta jkun imissek.
# Face to face, while one seat is asked about the other's Undo: the
# asked seat reads [asked]; $who is the seat that answers.
turn-undo-asked = { $reader ->
    [asked] L-ewwel it-tweġiba tiegħek: tħalli li titħassar il-mossa, jew iżżomm il-mossa tiegħek
   *[other] { $who ->
        [you] Qed tiddeċiedi jekk titħassarx il-mossa…
        [computer] Il-kompjuter qed jiddeċiedi jekk titħassarx il-mossa…
        [south] In-Nofsinhar qed jiddeċiedi jekk titħassarx il-mossa…
       *[north] It-Tramuntana qed tiddeċiedi jekk titħassarx il-mossa…
    }
}
undo-ask-title = Tħassar mossa?
undo-ask = { $who ->
    [you] Trid tħassar l-aħħar mossa tiegħek.
    [computer] Il-kompjuter irid iħassar l-aħħar mossa tiegħu.
    [south] In-Nofsinhar irid iħassar l-aħħar mossa tiegħu.
   *[north] It-Tramuntana trid tħassar l-aħħar mossa tagħha.
} Il-mossa tiegħek ta' wara titħassar ukoll.
undo-allow = Ħallih
undo-keep = Żomm il-mossa tiegħi
records-legend-two = Taħt "Żewġ plejers": il-logħbiet tan-Nofsinhar, rebħiet–indaqs–telfiet

## Il-paġna tal-web, qabel tibda l-logħba (web/index.html jieħu dawn il-messaġġi
## ta' linja waħda meta jinbena; $reason huwa kliem il-browser stess)
page-board = Il-bord ta' Modiar
page-loading = Qed jitgħabba… { $percent }%
page-starting = Qed jibda…
page-stopped = Modiar waqaf: { $reason }. Jekk terġa' tgħabbi l-paġna, jerġa' jibda.
page-no-webgl = Modiar jeħtieġ WebGL2, li dan il-browser ma joffrihx. Verżjoni aġġornata ta' Chrome, Firefox, Safari jew Edge għandha.
page-not-downloaded = Il-logħba ma setgħetx titniżżel ({ $reason }). Iċċekkja l-konnessjoni u erġa' għabbi l-paġna.
page-damaged = Il-logħba waslet imħassra meta tniżżlet. Jekk terġa' tgħabbi l-paġna, titniżżel mill-ġdid.
page-download-stopped = It-tniżżil waqaf ({ $reason }). Iċċekkja l-konnessjoni u erġa' għabbi l-paġna.

## Dwar: il-verżjoni, minn fejn ġejjin ir-regoli, il-liċenzji
button-about = Dwar
settings-about = Dwar il-logħba
about-title = Dwar Modiar
about-version = Verżjoni { $version }
about-rules = Ir-regoli jsegwu l-artiklu ta’ Mancala World dwar Modiar, minn dak li rreġistra Jordi Climent f’Diċembru 2012: it-tfal tar-raħal ta’ Chrarba, qrib Tanġier, jilagħbuha biż-żrar f’sitt ħofor imħaffra f’art iebsa. Fejn dak ir-rakkont ma jgħid xejn, l-għażla tal-logħba hija miktuba fir-regoli tagħha.
about-made = Magħmula mit-tim ta’ Modiar, bħala softwer ħieles taħt il-liċenzja MIT jew Apache 2.0.
about-fonts = Tipi ta’ kitba: Noto Sans u Noto Naskh Arabic, ta’ Google, taħt is-SIL Open Font License 1.1.
about-crates = Il-logħba hija mibnija b’dawn il-libreriji Rust ta’ sors miftuħ, miġbura skont il-liċenzja. L-avviżi sħaħ tagħhom jinsabu fil-fajl { $file }, li jiġi mal-logħba.

## A friend far away: a game by link
mode-by-link = Ma' ħabib b'link
starts-friend = Ħabibek
records-legend-by-link = Taħt "Ma' ħabib b'link": il-logħbiet tiegħek, rebħiet–indaqs–telfiet
button-send = Ibgħat
turn-friend = { $sent ->
    [no] Imiss lil ħabibek: agħfas Ibgħat biex tibagħtlu l-link.
   *[yes] Qed tistenna l-mossa ta' ħabibek: iftaħ il-link li jibagħtlek lura.
}
notice-link-copied = Il-link tal-logħba tagħkom ġie kkupjat: waħħlu f'messaġġ lil ħabibek. { $kept }
notice-link-shown = Ibgħat dan il-link lil ħabibek f'messaġġ: { $kept }
notice-link-older = Dan il-link wasal sal-mossa { $link }, u l-logħba tiegħek sal-mossa { $moves }: ma nbidel xejn.
notice-link-diverges = Dan il-link ma jaqbilx mal-logħba tiegħek: il-mosswiet tiegħu huma differenti minn tiegħek (mossa meħuda lura, jew logħba oħra). Il-logħba tiegħek tibqa' kif kienet.
notice-link-wrong-seat = Dan il-link huwa għall-plejer l-ieħor tal-logħba, mhux għalik. Il-logħba tiegħek tibqa' kif kienet.
notice-link-unreadable = Dan il-link ma setax jinqara: { $why ->
    [too-long] twil wisq biex ikun link ta' logħba.
    [damaged] inbidel fit-triq.
   *[not-a-link] huwa maqtugħ jew mhux ta' Modiar.
} Il-logħob tiegħek jibqa' kif kien.
notice-links-reset = Il-logħob tiegħek b'link ma setax jinqara, allura l-lista qed tibda mill-ġdid. Il-fajl il-qadim inżamm bħala { $kept }.
notice-links-stuck = Il-logħob tiegħek b'link ma setax jinqara u lanqas jitwarrab, allura l-lista qed tibda mill-ġdid u mhux se tiġi ssejvjata din id-darba.
record-by-link = Kontra ħbieb b'link: { $won ->
    [one] { $won } rebħa
    [two] { $won } rebħiet
    [few] { $won } rebħiet
    [many] { $won }-il rebħa
   *[other] { $won } rebħa
}, { $drawn } indaqs, { $lost ->
    [one] { $lost } telfa
    [two] { $lost } telfiet
    [few] { $lost } telfiet
    [many] { $lost }-il telfa
   *[other] { $lost } telfa
}.
link-games-heading = Il-logħob tiegħek b'link
title-by-link-how = Agħmel il-mossa tiegħek, imbagħad agħfas Ibgħat: ħabibek jirċeviha b'link, u l-mossa tiegħu tiġik lura l-istess.
link-remove = Neħħi
link-remove-sure = Żgur li trid tneħħih?
link-games-all = Uri kollha ({ $count })
link-games-fewer = Uri l-aħħar biss
# One game by link in the title's list: its state, then the score
# with this player's stones first, and when it last moved.
link-game = { $state ->
    [yours] Imissek
    [send] Ibagħtu
    [waiting] Imiss lil ħabibek
    [won] Rbaħt
    [lost] Rebaħ ħabibek
   *[drawn] Indaqs
}
link-game-detail = { $mine }–{ $theirs } · { $when ->
    [today] illum
    [yesterday] ilbieraħ
   *[earlier] qabel
}
notice-link-sent-stays = Il-mossa tiegħek diġà marret għand ħabibek, allura tibqa': mossa tittieħed lura biss qabel tintbagħat.
notice-link-friends-move = { $sent ->
    [no] Mhux imissek: imiss lil ħabibek. Agħfas Ibgħat biex tibagħtlu l-link.
   *[yes] Mhux imissek: imiss lil ħabibek. Iftaħ il-link li jibagħtlek lura.
}
notice-link-your-move = Imissek: l-ewwel agħmel il-mossa tiegħek, imbagħad agħfas Ibgħat biex tibgħatha lil ħabibek.
notice-nothing-kept = Dan il-browser ma jżomm xejn għal-logħba, allura l-logħbiet u l-issettjar tiegħek idumu biss sakemm tingħalaq il-paġna.
notice-game-followed = Din il-logħba kompliet f'tab jew f'tieqa oħra: hawn hi kif inhi issa.
notice-game-replaced = Bdiet logħba ġdida f'tab jew f'tieqa oħra, minflok din.
notice-update-ready = Verżjoni ġdida ta' Modiar lesta: tibda l-darba li jmiss li tiftaħ il-logħba.
result-friend-wins = Rebaħ ħabibek, { $winner }–{ $loser }
