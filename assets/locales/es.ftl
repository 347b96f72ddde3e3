# Modiar, Spanish. $who is one of: you, computer, friend (by link), south, north.
# Tuteo. Norte y Sur van sin artículo, como nombres de jugador (así en el bridge).

language-name = Español

## Pantalla de inicio
tagline = Un mancala de las colinas de Tánger
mode-heading = Jugar
mode-computer = Contra el ordenador
mode-two-players = Dos jugadores
face-to-face = Frente a frente
face-to-face-note = con la tableta sobre la mesa, entre los dos
# Face to face, under the title turned to North.
title-north-first = Juegas con Norte, en este lado: empiezas tú.
title-north-second = Juegas con Norte, en este lado: empieza Sur.
level-beginner = Principiante
level-casual = Aficionado
level-club = Avanzado
level-expert = Experto
level-master = Maestro
level-perfect = Perfecto
starts-heading = Quién empieza
starts-you = Tú
starts-computer = Ordenador
starts-south = Sur (abajo)
starts-north = Norte (arriba)
starts-alternate = Por turnos
button-learn = Aprender a jugar
button-puzzles = Retos
button-fullscreen = Pantalla completa
button-install = Instalar
offer-title = ¿No conoces Modiar?
offer-body = Apréndelo en dos minutos, jugando.
offer-learn = Aprender
offer-skip = Saltar
invite-title = Tu amigo te invita a una partida de Modiar
invite-body = Un mancala de las colinas de Tánger que se juega por enlace: la jugada de tu amigo está en el tablero, y la tuya le vuelve con «Enviar». ¿No lo conoces? Apréndelo en dos minutos y vuelve a esta partida.
invite-play = Jugar ya

## Botones
button-play = Jugar
button-continue = Continuar
button-rules = Reglas
button-settings = Ajustes
button-close = Cerrar
button-undo = Deshacer
button-restart = Reiniciar
button-menu = Menú
button-hint = Pista
button-rematch = Revancha
button-review = Revisar
speed-slow = Lenta
speed-normal = Normal
speed-fast = Rápida

## Jugadores
player-you = Tú
player-computer = Ordenador
player-friend = Amigo
player-south = Sur
player-north = Norte
player-with-level = { $player } ({ $level })

## La línea bajo el marcador
turn-yours = Tu turno: elige una casilla
turn-to-move = { $who ->
    [south] Turno de Sur
   *[north] Turno de Norte
}
turn-thinking = { $who ->
    [computer] El ordenador está pensando…
    [south] Sur está pensando…
   *[north] Norte está pensando…
}
turn-solving = Calculando el juego perfecto: { $percent } %
turn-sowing = Sembrando… (toca para acelerar)
turn-over = Fin de la partida
turn-gathering = { $who ->
    [you] Te has quedado
    [computer] El ordenador se ha quedado
    [south] Sur se ha quedado
    [friend] Tu amigo se ha quedado
   *[north] Norte se ha quedado
} sin jugadas válidas: cada jugador se queda con las piedras de su fila.
turn-sharing = La misma posición se ha dado por tercera vez: las piedras del tablero se reparten a partes iguales.
last-move = { $who ->
    [you] Has jugado la casilla { $pit }
    [computer] El ordenador ha jugado la casilla { $pit }
    [south] Sur ha jugado la casilla { $pit }
    [friend] Tu amigo ha jugado la casilla { $pit }
   *[north] Norte ha jugado la casilla { $pit }
}
last-move-captured = { $who ->
    [you] Has jugado la casilla { $pit } y has capturado
    [computer] El ordenador ha jugado la casilla { $pit } y ha capturado
    [south] Sur ha jugado la casilla { $pit } y ha capturado
    [friend] Tu amigo ha jugado la casilla { $pit } y ha capturado
   *[north] Norte ha jugado la casilla { $pit } y ha capturado
} { $stones ->
    [one] una piedra
   *[other] { $stones } piedras
}.
# Cierra una frase a la que sigue otra en la misma línea.
sentence-end = .
forfeit-note = Primera jugada de la partida: no se captura nada.
repetition-warning = Cuidado: { $count ->
    [one] la casilla { $pits } lleva
   *[other] las casillas { $pits } llevan
} a una posición que ya se ha dado dos veces. { $count ->
    [one] Si la juegas
   *[other] Si juegas una de ellas
}, se acaba la partida y { $stones ->
    [one] la única piedra del tablero se reparte
   *[other] las { $stones } piedras del tablero se reparten
} a partes iguales.

## Por qué no se puede jugar una casilla
refuse-not-yours = No es tu casilla: esa fila es { $owner ->
    [you] tuya
    [computer] del ordenador
    [south] de Sur
    [friend] de tu amigo
   *[north] de Norte
}.
refuse-empty = Esa casilla está vacía.
refuse-singleton = Una casilla con una sola piedra no se puede jugar.
refuse-feeding = Eso { $opponent ->
    [you] te dejaría
    [computer] dejaría al ordenador
    [south] dejaría a Sur
    [friend] dejaría a tu amigo
   *[north] dejaría a Norte
} sin nada: esa fila está vacía, así que tu jugada tiene que sembrar piedras en ella.
refuse-grand-slam = Eso { $opponent ->
    [you] te dejaría
    [computer] dejaría al ordenador
    [south] dejaría a Sur
    [friend] dejaría a tu amigo
   *[north] dejaría a Norte
} sin nada: no se puede capturar una fila entera.
refuse-over = La partida ha terminado.

## Pistas
hint-best = Mejor jugada: casilla { $pit }. { $worth ->
    [more] Jugándola, de aquí al final consigues { $stones ->
        [one] una piedra
       *[other] { $stones } piedras
    } más que tu rival.
    [even] Jugándola, de aquí al final tu rival y tú conseguís el mismo número de piedras.
   *[less] De aquí al final, tu rival puede conseguir { $stones ->
        [one] una piedra
       *[other] { $stones } piedras
    } más que tú, juegues como juegues; jugándola, te aseguras de que la diferencia no sea mayor.
}
hint-plain = Mejor jugada: casilla { $pit }. Ninguna otra jugada te deja más piedras.
hint-waiting = El ordenador aún está calculando el juego perfecto ({ $percent } %). Vuelve a intentarlo dentro de un momento.

## El final de la partida
result-draw = Empate, { $winner }–{ $loser }
result-you-win = Has ganado, { $winner }–{ $loser }
result-computer-wins = Ha ganado el ordenador, { $winner }–{ $loser }
result-side-wins = { $who ->
    [south] Ha ganado Sur
   *[north] Ha ganado Norte
}, { $winner }–{ $loser }
reason-no-moves = { $who ->
    [you] No tenías
    [computer] El ordenador no tenía
    [south] Sur no tenía
    [friend] Tu amigo no tenía
   *[north] Norte no tenía
} ninguna jugada válida { $rule ->
    [feeding] (la otra fila estaba vacía y ninguna jugada podía darle piedras)
    [grand-slam] (cualquier jugada habría capturado toda la otra fila)
   *[few] (ninguna casilla tenía 2 piedras o más)
}, así que cada jugador se ha quedado con las piedras de su fila.
reason-repetition = La misma posición se ha dado por tercera vez, así que { $stones ->
    [one] la única piedra del tablero se ha repartido
   *[other] las { $stones } piedras del tablero se han repartido
} a partes iguales: { $each } para cada uno.

## Repaso
review-title = Repaso de la partida
review-intro = Cada jugada y lo que pierde frente a la mejor, con juego perfecto.
review-sides = { $you ->
    [south] Has jugado con Sur; el ordenador, con Norte.
   *[north] Has jugado con Norte; el ordenador, con Sur.
}
review-line = { $ply }. { $player }: casilla { $pit }
review-best = mejor jugada
review-lost = pierde { $stones ->
    [one] una piedra
   *[other] { $stones } piedras
} (mejor: casilla { $best })
review-perfect = Cada jugada fue una de las mejores.
review-waiting = El repaso necesita el juego perfecto, que aún se está calculando ({ $percent } %).

## Ajustes
settings-title = Ajustes
settings-language = Idioma
settings-sound = Sonido
sound-on = Sí
sound-off = No
settings-volume = Volumen
settings-text-size = Tamaño del texto
settings-motion = Animación
motion-full = Completa
motion-reduced = Reducida
settings-speed = Velocidad de animación

## Avisos
notice-settings-reset = No se han podido leer tus ajustes, así que se usan los predeterminados. El archivo antiguo se ha guardado como { $kept }.
notice-game-reset = No se ha podido leer la partida guardada, así que empieza una nueva. El archivo antiguo se ha guardado como { $kept }.
notice-newer = Este archivo lo guardó una versión más reciente de Modiar, así que el juego no lo usa. Se ha guardado como { $kept }.
notice-settings-stuck = No se ha podido leer ni apartar tu archivo de ajustes, así que se usan los predeterminados y esta vez los cambios no se guardarán.
notice-game-stuck = No se ha podido leer ni apartar la partida guardada, así que empieza una nueva, y esta vez no se guardará.
notice-puzzles-reset = No se ha podido leer tu progreso en los retos, así que empieza de cero. El archivo antiguo se ha guardado como { $kept }.
notice-puzzles-stuck = No se ha podido leer ni apartar tu progreso en los retos, así que empieza de cero y esta vez no se guardará.
notice-records-reset = No se han podido leer tus estadísticas, así que empiezan de cero. El archivo antiguo se ha guardado como { $kept }.
notice-records-stuck = No se han podido leer ni apartar tus estadísticas, así que empiezan de cero y esta vez no se guardarán.
notice-bad-code = No se ha podido leer ese código de partida: está mal escrito, incompleto o no es de Modiar. Se mantiene la partida del tablero.
notice-fullscreen-refused = Este navegador no ha dejado que el juego ocupe toda la pantalla. Quizá su propio menú ofrezca la pantalla completa.
notice-code-copied = Se ha copiado el código de la partida: { $kept }
notice-code-shown = Código de la partida: { $kept }

## Cantidades de piedras (en el mensaje tras una jugada, y en otros sitios)
stones = { $stones ->
    [one] una piedra
   *[other] { $stones } piedras
}

## Página de reglas
rules-title = Cómo se juega a Modiar
rules-1 = Tu fila es la de las tres casillas más cercanas a ti. Cada casilla empieza con 7 piedras. Los números pequeños cuentan cada fila desde la izquierda de su dueño, en el sentido en que avanzan las piedras.
rules-2 = Toma todas las piedras de una de tus casillas que tenga 2 o más. Deja la primera en esa misma casilla y siembra las demás de una en una en las siguientes, en sentido contrario a las agujas del reloj.
rules-3 = Si tu última piedra deja una casilla con 2, 4 o 6 piedras, en cualquiera de los dos lados, las capturas. También capturas la casilla anterior si tiene 2, 4 o 6, y así sucesivamente hacia atrás.
rules-4 = La primera jugada de cada partida no captura nada.
rules-5 = Nunca dejes vacía la fila de tu rival: si está vacía, tu jugada tiene que darle piedras, y nunca puedes capturarla entera.
rules-6 = Cuando al jugador que tiene el turno no le queda ninguna jugada válida, la partida termina y cada uno se queda con su fila. Si una posición se repite por tercera vez, también termina: las piedras del tablero se reparten a partes iguales.
rules-7 = Gana quien tenga más piedras. 21–21 es empate.
rules-key = Los círculos del tablero: fino y tenue, una casilla que puedes jugar; dorado, la casilla que se acaba de jugar (punteado en el tablero); blanco, donde cayó su última piedra; morado, por un momento mientras se ve la jugada, las casillas que captura. Los dibujos usan los mismos colores. Un círculo verde es una pista; uno rojo, una casilla que no se puede jugar. Cara a cara, un número que al revés se leería como otro (6, 9) aparece subrayado.

## Lecciones
lesson-count = Lección { $n } de { $total }
lesson-sowing = Juegas con Sur, abajo. Ganas si capturas más piedras que Norte; 21 cada uno es empate. Toca la casilla que brilla. Sus piedras se siembran de una en una, en sentido contrario a las agujas del reloj, y la primera vuelve a la casilla de la que salieron. El número del disco de cada casilla dice cuántas piedras tiene; el número pequeño de al lado es el nombre de la casilla, del 1 al 3 en cada fila.
lesson-lap = Un buen puñado da la vuelta al tablero. Juega la casilla que brilla y mira dónde caen sus nueve piedras.
lesson-capture = Si tu última piedra deja una casilla con 2, 4 o 6, la capturas. Juega la casilla que brilla.
lesson-chain = Las capturas van hacia atrás: la casilla anterior a la última también se captura si tiene 2, 4 o 6. Juega la casilla que brilla.
lesson-own-side = También capturas en tu propio lado. Juega la casilla que brilla.
lesson-preview = Antes de jugar, puedes ver qué hará una jugada: { $input ->
    [touch] mantén el dedo sobre una casilla
   *[pointer] mantén el dedo sobre una casilla, o señálala con el ratón
}, y unos números verdes te muestran cuántas piedras tendrá entonces cada casilla. Pruébalo con la casilla que brilla y luego tócala para jugar.
lesson-singleton = Una casilla con una sola piedra nunca se puede jugar. Toca la casilla que brilla y verás.
lesson-feeding = La fila de Norte está vacía. Tu jugada tiene que darle piedras, así que solo se permiten algunas jugadas. Juega la casilla que brilla.
lesson-grand-slam = Nunca puedes capturar todas las piedras de la fila de Norte. La casilla que brilla lo haría: tócala y verás.
lesson-first-move = Una partida nueva. Su primera jugada no captura nada, aunque la última piedra deje una casilla con 2, 4 o 6. Juega la casilla que brilla.
lesson-end = Cuando al jugador que tiene el turno no le queda ninguna jugada válida, la partida termina. Juega la casilla que brilla y mira con qué se queda Norte.
lesson-repetition = La casilla que brilla lleva a una posición que ya se ha dado dos veces. Cuando una posición se da por tercera vez, la partida termina y las piedras del tablero se reparten a partes iguales. Juega la casilla que brilla y verás.
lesson-try-again = Otra vez
lesson-next = Siguiente
lesson-skip = Salir de las lecciones
lesson-play = Retar a Principiante
lesson-back-to-game = Volver a la partida
lesson-declined = Esa casilla se puede jugar, pero esta lección trata de la que brilla. Tócala.
lesson-finished = Ya conoces las reglas de Modiar. Pruébalas contra el rival más fácil.
lesson-well-done = ¡Muy bien! { $last ->
    [yes] Toca «Siguiente» para terminar las lecciones.
   *[no] Toca «Siguiente» para pasar a la próxima lección.
}
lesson-seen = { $last ->
    [yes] Toca «Siguiente» para terminar las lecciones.
   *[no] Toca «Siguiente» para pasar a la próxima lección.
}
pit-name = { $owner ->
    [you] tu casilla { $number }
    [south] la casilla { $number } de Sur
    [computer] la casilla { $number } del ordenador
    [friend] la casilla { $number } de tu amigo
   *[north] la casilla { $number } de Norte
}
explain-sown = Has sembrado { $stones ->
    [one] una piedra
   *[other] { $stones } piedras
} de { $pit }, empezando por esa misma casilla.
explain-lap = Han dado la vuelta al tablero: esa casilla ha recibido { $back ->
    [one] una
   *[other] { $back }
} de ellas.
explain-last = Tu última piedra ha dejado { $pit } con { $count ->
    [one] una piedra
   *[other] { $count } piedras
}: ni 2, ni 4, ni 6, así que no capturas nada.
explain-captured = Tu última piedra ha dejado { $pit } con { $count ->
    [one] una piedra: la capturas.
   *[other] { $count } piedras: las capturas.
}
explain-chain = La casilla anterior, { $pit }, tiene { $count ->
    [one] una piedra
   *[other] { $count } piedras
}: también la capturas.
explain-forfeit = Tu última piedra ha dejado { $pit } con { $count ->
    [one] una piedra
   *[other] { $count } piedras
}, pero la primera jugada de una partida no captura nada.
explain-fed = La fila de Norte estaba vacía, así que tenías que darle piedras: ahora tiene { $stones ->
    [one] una piedra
   *[other] { $stones } piedras
}.
explain-ended = { $who ->
    [you] Ya no tienes
   *[north] Norte ya no tiene
} ninguna jugada válida, así que la partida termina y cada uno se queda con su fila: tú, { $south }; Norte, { $north }.
explain-repeated = La posición se ha dado por tercera vez, así que el tablero se ha repartido: tú, { $south }; Norte, { $north }.

## Vista previa y consejos
preview-takes = captura { $stones }
preview-forfeit = no captura nada: primera jugada
preview-tap = toca para jugarlo
settings-preview = Vista previa
preview-on = Sí
preview-off = No
settings-coach = Consejos contra Principiante o Aficionado
coach-on = Sí
coach-off = No
# Una vez dibujada la respuesta del ordenador: la casilla mejor, y lo que
# habría conservado al final de una partida bien jugada.
coach-note = Esa jugada te ha costado { $stones ->
    [one] una piedra
   *[other] { $stones } piedras
}: tu casilla { $pit } era mejor. «Deshacer» anula tu jugada.
note-empty = vacía
note-singleton = una sola piedra
note-not-allowed = no permitida

## Retos
puzzle-daily = Hoy
puzzle-easy = Fácil
puzzle-medium = Medio
puzzle-hard = Difícil
puzzle-of-the-day = Reto del día
puzzle-count = Reto { $tier ->
    [easy] fácil
    [medium] medio
   *[hard] difícil
} { $n } de { $total }
puzzle-prompt = { $who ->
    [south] Turno de Sur
   *[north] Turno de Norte
}. Hay una jugada claramente mejor que las demás: encuéntrala.
puzzle-right = ¡Correcto! La casilla { $pit } es la mejor jugada.
puzzle-wrong = Casi: la mejor era la casilla { $pit }, que daba { $stones ->
    [one] una piedra más
   *[other] { $stones } piedras más
}.
puzzle-values = Cada casilla muestra cuántas piedras tendrás al final si la juegas, con juego perfecto de ambos lados.
puzzle-progress = Resueltos: { $solved } de { $total } · racha diaria: { $streak }
puzzle-solved = resuelto
puzzle-next = Siguiente reto
puzzle-play-out = Seguir contra Perfecto

## Después de la partida: estadísticas, el tablero de análisis, códigos
button-analyse = Analizar
button-open-code = Abrir código
records-legend = Bajo cada nivel: tus victorias–empates–derrotas
settings-records = Estadísticas
records-reset = Borrar estadísticas
records-reset-confirm = ¿Borrar todas las estadísticas? No se puede deshacer.
records-reset-yes = Sí, borrar
records-reset-no = Conservarlas
record-best-margin = Tu mejor diferencia contra { $opponent }: +{ $margin }
record-streak = ¡{ $wins ->
    [one] { $wins } victoria seguida
   *[other] { $wins } victorias seguidas
} contra { $opponent }!
record-first-win = ¡Tu primera victoria contra { $opponent }!
record-standing = Contra { $opponent }: { $won ->
    [one] { $won } victoria
   *[other] { $won } victorias
}, { $drawn ->
    [one] { $drawn } empate
   *[other] { $drawn } empates
}, { $lost ->
    [one] { $lost } derrota
   *[other] { $lost } derrotas
}.
record-two-players = En este dispositivo, Sur lleva { $won ->
    [one] { $won } victoria
   *[other] { $won } victorias
} y Norte { $lost }, con { $drawn ->
    [one] { $drawn } empate
   *[other] { $drawn } empates
}.
analysis-position = Jugada { $n } de { $total } · { $who ->
    [south] turno de Sur
   *[north] turno de Norte
}
analysis-over = Jugada { $n } de { $total } · la partida ha terminado
analysis-waiting = El juego perfecto aún se está calculando ({ $percent } %): lo que vale cada jugada aparecerá cuando esté listo.
analysis-played = Desde aquí se jugó la casilla { $pit }: { $lost ->
    [0] una de las mejores jugadas.
    [one] una jugada que perdió una piedra.
   *[other] una jugada que perdió { $lost } piedras.
}
analysis-turning-point = El momento decisivo: la jugada { $n }, en la que { $who ->
    [south] Sur
   *[north] Norte
} perdió { $stones ->
    [one] una piedra
   *[other] { $stones } piedras
}.
analysis-legend = Cada casilla muestra cuántas piedras más (+) o menos (–) que su rival consigue de aquí al final quien tiene el turno si la juega, con juego perfecto de ambos lados.
analysis-frames = En la lista: un marco dorado señala una jugada que perdió piedras; uno rojo, el momento decisivo; uno azul, la jugada que está en el tablero.
analysis-back = ‹ Anterior
analysis-next = Siguiente ›
analysis-turning = Momento decisivo
analysis-play = Jugar desde aquí
analysis-share = Copiar código
code-title = Abrir código de partida
code-hint = Escribe o pega el código de una partida (o un enlace a ella) y pulsa «Abrir».
code-paste = Pegar
code-nothing-pasted = No hay nada que pegar: el portapapeles no contiene ningún código de partida, o el navegador no ha dejado que el juego lo lea. Escribe el código a mano.
code-open = Abrir

## Jugar de oído: lo que dice el lector de pantalla
say-pit = { $owner ->
    [you] Tu casilla { $number }
    [south] Casilla { $number } de Sur
    [computer] Casilla { $number } del ordenador
    [friend] Casilla { $number } de tu amigo
   *[north] Casilla { $number } de Norte
}, { $count ->
    [one] una piedra
   *[other] { $count } piedras
}
say-playable = se puede jugar
say-move = { $who ->
    [you] Tu jugada
    [computer] Jugada del ordenador
    [south] Jugada de Sur
    [friend] Jugada de tu amigo
   *[north] Jugada de Norte
}: { $stones ->
    [one] una piedra sembrada
   *[other] { $stones } piedras sembradas
} desde { $pit }.
say-last = La última piedra ha dejado { $pit } con { $count ->
    [one] una piedra
   *[other] { $count } piedras
}: no se captura nada.
say-took = { $who ->
    [you] Capturas
    [computer] El ordenador captura
    [south] Sur captura
    [friend] Tu amigo captura
   *[north] Norte captura
} { $count ->
    [one] una piedra
   *[other] { $count } piedras
} de { $pit }.
say-forfeit = La primera jugada de una partida no captura nada.
say-fed = La fila vacía ha recibido { $stones ->
    [one] una piedra
   *[other] { $stones } piedras
}.
say-score = Marcador: { $first } { $a }, { $second } { $b }.
say-row = { $who ->
    [you] Tus casillas
    [computer] Casillas del ordenador
    [south] Casillas de Sur
    [friend] Casillas de tu amigo
   *[north] Casillas de Norte
}, de la 1 a la 3: { $counts }.
say-read-board = Leer el tablero
say-volume-down = Bajar el volumen
say-volume-up = Subir el volumen

## Frente a frente: lo que lee cada asiento
refuse-wait = { $who ->
    [you] Es tu turno.
    [computer] Es el turno del ordenador: espera a que juegue.
    [south] Es el turno de Sur: espera a que juegue.
    [friend] Es el turno de tu amigo: espera el enlace con su jugada.
   *[north] Es el turno de Norte: espera a que juegue.
}
undo-nothing-yours = Todavía no has hecho ninguna jugada, así que no tienes nada que deshacer.
undo-took-back = { $who ->
    [you] Has deshecho tu última jugada.
    [computer] El ordenador ha deshecho su última jugada.
    [south] Sur ha deshecho su última jugada.
   *[north] Norte ha deshecho su última jugada.
}
undo-kept = { $who ->
    [you] Has mantenido tu jugada: no se ha deshecho nada.
    [computer] El ordenador ha mantenido su jugada: no se ha deshecho nada.
    [south] Sur ha mantenido su jugada: no se ha deshecho nada.
   *[north] Norte ha mantenido su jugada: no se ha deshecho nada.
}
undo-allowed = { $who ->
    [you] Has aceptado: se han deshecho las dos jugadas.
    [computer] El ordenador ha aceptado: se han deshecho las dos jugadas.
    [south] Sur ha aceptado: se han deshecho tu jugada y la suya.
   *[north] Norte ha aceptado: se han deshecho tu jugada y la suya.
}
hint-your-turn = Solo puedes pedir pistas en tu turno.
# Frente a frente, mientras a un asiento se le pide que acepte el Deshacer
# del otro: el asiento preguntado lee [asked]; $who es el que responde.
turn-undo-asked = { $reader ->
    [asked] Responde tú primero: permite deshacer o mantén tu jugada
   *[other] { $who ->
        [you] Estás decidiendo si aceptas deshacer…
        [computer] El ordenador está decidiendo si acepta deshacer…
        [south] Sur está decidiendo si acepta deshacer…
       *[north] Norte está decidiendo si acepta deshacer…
    }
}
undo-ask-title = ¿Deshacer una jugada?
undo-ask = { $who ->
    [you] Pides deshacer tu última jugada.
    [computer] El ordenador pide deshacer su última jugada.
    [south] Sur pide deshacer su última jugada.
   *[north] Norte pide deshacer su última jugada.
} Tu jugada posterior también se desharía.
undo-allow = Permitir
undo-keep = Mantener mi jugada
records-legend-two = Bajo «Dos jugadores»: victorias–empates–derrotas de Sur

## La página web, antes de que empiece el juego (web/index.html toma estos mensajes
## de una línea al construirse; $reason son las palabras del propio navegador)
page-board = El tablero de Modiar
page-loading = Cargando… { $percent } %
page-starting = Iniciando…
page-stopped = Modiar se ha detenido: { $reason }. Recarga la página para volver a iniciarlo.
page-no-webgl = Modiar necesita WebGL2, y este navegador no lo ofrece. Las versiones actuales de Chrome, Firefox, Safari y Edge lo tienen.
page-not-downloaded = No se ha podido descargar el juego ({ $reason }). Comprueba la conexión y recarga la página.
page-damaged = El juego descargado ha llegado dañado. Recarga la página para descargarlo de nuevo.
page-download-stopped = La descarga se ha detenido ({ $reason }). Comprueba la conexión y recarga la página.

## Acerca de: versión, origen de las reglas, licencias
button-about = Acerca de
settings-about = Acerca del juego
about-title = Acerca de Modiar
about-version = Versión { $version }
about-rules = Las reglas siguen el artículo de Mancala World sobre Modiar, basado en lo que recogió Jordi Climent en diciembre de 2012: los niños de la aldea de Chrarba, cerca de Tánger, lo juegan con guijarros en seis hoyos excavados en la tierra dura. Lo que ese relato deja sin aclarar lo decide el juego, y así consta en sus reglas.
about-made = Hecho por el equipo de Modiar, como software libre con licencia MIT o Apache 2.0.
about-fonts = Tipografías: Noto Sans y Noto Naskh Arabic, de Google, con licencia SIL Open Font License 1.1.
about-crates = El juego está hecho con estas bibliotecas de Rust de código abierto, agrupadas por licencia. Sus avisos completos están en el archivo { $file }, que acompaña al juego.

## Un amigo a distancia: partidas por enlace
mode-by-link = Un amigo a distancia
starts-friend = Tu amigo
records-legend-by-link = Bajo «Un amigo a distancia», tus partidas por enlace: victorias–empates–derrotas
button-send = Enviar
turn-friend = { $sent ->
    [no] Turno de tu amigo: toca «Enviar» para mandarle el enlace.
   *[yes] Esperando la jugada de tu amigo: abre el enlace que te devuelva.
}
notice-link-copied = Se ha copiado el enlace de vuestra partida: pégalo en un mensaje a tu amigo. { $kept }
notice-link-shown = Manda este enlace a tu amigo en un mensaje: { $kept }
notice-link-older = Este enlace va por la jugada { $link } y tu partida por la jugada { $moves }: no ha cambiado nada.
notice-link-diverges = Este enlace no sigue tu partida: sus jugadas difieren de las tuyas (una jugada deshecha, u otra partida). Tu partida se queda como estaba.
notice-link-wrong-seat = Este enlace es para el otro jugador de la partida, no para ti. Tu partida se queda como estaba.
notice-link-unreadable = No se ha podido leer ese enlace: { $why ->
    [too-long] es demasiado largo para ser el enlace de una partida.
    [damaged] se ha alterado por el camino.
   *[not-a-link] está cortado o no es de Modiar.
} Tus partidas se quedan como estaban.
notice-links-reset = No se han podido leer tus partidas por enlace, así que la lista empieza de cero. El archivo antiguo se ha guardado como { $kept }.
notice-links-stuck = No se han podido leer ni apartar tus partidas por enlace, así que la lista empieza de cero y esta vez no se guardará.
record-by-link = Contra amigos por enlace: { $won ->
    [one] { $won } victoria
   *[other] { $won } victorias
}, { $drawn ->
    [one] { $drawn } empate
   *[other] { $drawn } empates
}, { $lost ->
    [one] { $lost } derrota
   *[other] { $lost } derrotas
}.
link-games-heading = Tus partidas por enlace
title-by-link-how = Haz tu jugada y toca «Enviar»: tu amigo la recibe por enlace, y su jugada te llega igual.
link-remove = Quitar
link-remove-sure = ¿Quitarla?
link-games-all = Ver todas ({ $count })
link-games-fewer = Ver solo las últimas
# One game by link in the title's list: its state, then the score
# with this player's stones first, and when it last moved.
link-game = { $state ->
    [yours] Tu turno
    [send] Por enviar
    [waiting] Turno de tu amigo
    [won] Ganaste
    [lost] Ganó tu amigo
   *[drawn] Empate
}
link-game-detail = { $mine }–{ $theirs } · { $when ->
    [today] hoy
    [yesterday] ayer
   *[earlier] antes
}
notice-link-sent-stays = Tu jugada ya ha llegado a tu amigo, así que se queda: una jugada solo se deshace antes de enviarla.
notice-link-friends-move = { $sent ->
    [no] No es tu turno: es el de tu amigo. Toca «Enviar» para mandarle el enlace.
   *[yes] No es tu turno: es el de tu amigo. Abre el enlace que te devuelva.
}
notice-link-your-move = Es tu turno: haz primero tu jugada y luego toca «Enviar» para mandársela a tu amigo.
notice-nothing-kept = Este navegador no guarda nada del juego, así que tus partidas y tus ajustes solo duran hasta que se cierre la página.
notice-game-followed = Esta partida siguió en otra pestaña u otra ventana: aquí está tal como va ahora.
notice-game-replaced = Se empezó una partida nueva en otra pestaña u otra ventana, en lugar de esta.
notice-update-ready = Hay una versión nueva de Modiar lista: empezará la próxima vez que abras el juego.
result-friend-wins = Ha ganado tu amigo, { $winner }–{ $loser }
