# Modiar, English. $who is one of: you, computer, friend (by link), south, north.
# British spelling: analyse, anticlockwise, colour, centre.

language-name = English

## Title screen
tagline = A mancala from the hills around Tangier
mode-heading = Play
mode-computer = Against the computer
mode-two-players = Two players
face-to-face = Face to face
face-to-face-note = for a tablet lying flat between you
# Face to face, under the name turned to North: their side, and who starts.
title-north-first = You play North, on this side: you start.
title-north-second = You play North, on this side: South starts.
level-beginner = Beginner
level-casual = Casual
level-club = Club
level-expert = Expert
level-master = Master
level-perfect = Perfect
starts-heading = Who starts
starts-you = You
starts-computer = Computer
starts-south = South (bottom)
starts-north = North (top)
starts-alternate = Take turns
button-learn = Learn to play
button-puzzles = Puzzles
button-fullscreen = Full screen
button-install = Install
offer-title = New to Modiar?
offer-body = Learn it in two minutes, by playing.
offer-learn = Learn
offer-skip = Skip
# A friend's first link on a device that has never played.
invite-title = Your friend invited you to a game of Modiar
invite-body = A mancala from the hills around Tangier, played by link: your friend’s move is on the board, and yours goes back to them with Send. New to it? Learn it in two minutes and come back to this game.
invite-play = Play now

## Buttons
button-play = Play
button-continue = Continue
button-rules = Rules
button-settings = Settings
button-close = Close
button-undo = Undo
button-restart = Restart
button-menu = Menu
button-hint = Hint
button-rematch = Rematch
button-review = Review
speed-slow = Slow
speed-normal = Normal
speed-fast = Fast

## Players
player-you = You
player-computer = Computer
player-friend = Friend
player-south = South
player-north = North
player-with-level = { $player } ({ $level })

## The line under the scores
turn-yours = Your turn: choose a pit
turn-to-move = { $who ->
    [south] South to move
   *[north] North to move
}
turn-thinking = { $who ->
    [computer] The computer is thinking…
    [south] South is thinking…
   *[north] North is thinking…
}
turn-solving = Working out perfect play: { $percent }%
turn-sowing = Sowing… (tap to hurry)
turn-over = Game over
# While the last move's stones go to the players who keep them, before
# the result: why the game ended.
turn-gathering = { $who ->
    [you] You have
    [computer] The computer has
    [south] South has
    [friend] Your friend has
   *[north] North has
} no legal move: each player takes the stones left in their own row.
turn-sharing = The same position came up a third time: the stones on the board are shared equally.
last-move = { $who ->
    [you] You played pit { $pit }
    [computer] The computer played pit { $pit }
    [south] South played pit { $pit }
    [friend] Your friend played pit { $pit }
   *[north] North played pit { $pit }
}
last-move-captured = { $who ->
    [you] You played pit { $pit }
    [computer] The computer played pit { $pit }
    [south] South played pit { $pit }
    [friend] Your friend played pit { $pit }
   *[north] North played pit { $pit }
} and captured { $stones ->
    [one] one stone
   *[other] { $stones } stones
}.
# Closes a sentence that is followed by another on the same line.
sentence-end = .
forfeit-note = First move of the game: nothing is captured.
repetition-warning = Careful: { $count ->
    [one] pit { $pits } leads
   *[other] pits { $pits } lead
} to a position that has come up twice already. Playing { $count ->
    [one] it
   *[other] one
} ends the game, and { $stones ->
    [one] the one stone
   *[other] the { $stones } stones
} on the board are shared equally.

## Why a pit cannot be played
refuse-not-yours = Not your pit: that row belongs to { $owner ->
    [you] you
    [computer] the computer
    [south] South
    [friend] your friend
   *[north] North
}.
refuse-empty = That pit is empty.
refuse-singleton = A pit with only one stone can't be played.
refuse-feeding = That would leave { $opponent ->
    [you] you
    [computer] the computer
    [south] South
    [friend] your friend
   *[north] North
} with nothing: that row is empty, so your move must sow stones into it.
refuse-grand-slam = That would leave { $opponent ->
    [you] you
    [computer] the computer
    [south] South
    [friend] your friend
   *[north] North
} with nothing: capturing a whole row is not allowed.
refuse-over = The game is over.

## Hints
hint-best = Best move: pit { $pit }. { $worth ->
    [more] From here on it gains you { $stones ->
        [one] one stone
       *[other] { $stones } stones
    } more than your opponent.
    [even] From here on you and your opponent gain the same.
   *[less] From here on your opponent can gain { $stones ->
        [one] one stone
       *[other] { $stones } stones
    } more than you, however you play; this move makes sure they gain no more than that.
}
hint-plain = Best move: pit { $pit }. No other move keeps more stones for you.
hint-waiting = The computer is still working out perfect play ({ $percent }%). Ask again in a moment.

## The end of a game
result-draw = A draw, { $winner }–{ $loser }
result-you-win = You win, { $winner }–{ $loser }
result-computer-wins = The computer wins, { $winner }–{ $loser }
result-side-wins = { $who ->
    [south] South wins
   *[north] North wins
}, { $winner }–{ $loser }
# Why the game ended for lack of a move: $who had none, and $rule says
# why: feeding (the other row was empty and no move could feed it),
# grand-slam (every move would capture the whole other row), or few (no
# pit held 2 stones or more).
reason-no-moves = { $who ->
    [you] You had
    [computer] The computer had
    [south] South had
    [friend] Your friend had
   *[north] North had
} no legal move { $rule ->
    [feeding] (the other row was empty, and no move could leave stones in it)
    [grand-slam] (any move would have captured the whole other row)
   *[few] (no pit held 2 stones or more)
}, so each player kept the stones in their own row.
reason-repetition = The same position came up a third time, so { $stones ->
    [one] the one stone on the board was
   *[other] the { $stones } stones on the board were
} shared equally: { $each } each.

## Review
review-title = Review of the game
review-intro = Each move, and what it gave away against the best move under perfect play.
review-sides = { $you ->
    [south] You played South, the computer North.
   *[north] You played North, the computer South.
}
review-line = { $ply }. { $player }: pit { $pit }
review-best = best move
review-lost = gave away { $stones ->
    [one] one stone
   *[other] { $stones } stones
} (best: pit { $best })
review-perfect = Every move was a best move.
review-waiting = The review needs perfect play, which is still being worked out ({ $percent }%).

## Settings
settings-title = Settings
settings-language = Language
settings-sound = Sound
sound-on = On
sound-off = Off
settings-volume = Volume
settings-text-size = Text size
settings-motion = Motion
motion-full = Animated
motion-reduced = Reduced
settings-speed = Animation speed

## Notices
notice-settings-reset = Your settings could not be read, so the defaults are used. The old file was kept as { $kept }.
notice-game-reset = The saved game could not be read, so a new game starts. The old file was kept as { $kept }.
notice-newer = This file was saved by a newer version of Modiar, so the game does not use it. It was kept as { $kept }.
notice-settings-stuck = Your settings file could not be read or moved aside, so the defaults are used, and changes will not be saved this time.
notice-game-stuck = The saved game could not be read or moved aside, so a new game starts, and it will not be saved this time.
notice-puzzles-reset = Your puzzle progress could not be read, so it starts again. The old file was kept as { $kept }.
notice-puzzles-stuck = Your puzzle progress could not be read or moved aside, so it starts again and will not be saved this time.
notice-records-reset = Your records could not be read, so they start again. The old file was kept as { $kept }.
notice-records-stuck = Your records could not be read or moved aside, so they start again and will not be saved this time.
notice-bad-code = That game code could not be read: it is mistyped, cut short or not from Modiar. The game on the board is kept.
notice-fullscreen-refused = This browser did not let the game fill the screen. Its own menu may offer full screen.
notice-code-copied = The game's code has been copied: { $kept }
notice-code-shown = The game's code: { $kept }

## Counts of stones (in the message after a move, and elsewhere)
stones = { $stones ->
    [one] one stone
   *[other] { $stones } stones
}

## Rules page
rules-title = How to play Modiar
rules-1 = You own the row of three pits nearest you. Every pit starts with 7 stones. The small numbers count each row from its owner's left, the way the stones travel.
rules-2 = Take all the stones from one of your pits holding 2 or more. Drop the first back into the same pit, then one into each next pit, anticlockwise.
rules-3 = If your last stone makes a pit hold 2, 4 or 6, on either side, you capture it. You also capture the pit before it if that holds 2, 4 or 6, and so on backwards.
rules-4 = The very first move of a game captures nothing.
rules-5 = Never leave your opponent's row empty: if it is empty, your move must give it stones, and you may never capture all of it.
rules-6 = When the player to move has no legal move, the game ends and each keeps their own row. A position seen a third time ends it too: the board is shared equally.
rules-7 = The player with more stones wins. 21–21 is a draw.
rules-key = Rings on the board: thin and faint, a pit you may play; gold, the pit just played (dotted on the board); white, where its last stone fell; purple, lit one by one while the move is drawn, the pits it captures. The pictures use the same colours. A green ring is a hint, a red one a pit that cannot be played. Face to face, a count that would read as another number upside down (6, 9) is underlined.

## Lessons
lesson-count = Lesson { $n } of { $total }
lesson-sowing = You play South, at the bottom. You win by capturing more stones than North; 21 each is a draw. Tap the glowing pit. Its stones are sown one by one, anticlockwise, and the first goes back into the pit they came from. The number on each pit's disc is how many stones it holds; the small number beside it is the pit's name, 1 to 3 along each row.
lesson-lap = A big handful goes round the board. Play the glowing pit and watch where its nine stones land.
lesson-capture = If your last stone makes a pit hold 2, 4 or 6, you capture it. Play the glowing pit.
lesson-chain = Captures run backwards: the pit before the last one is taken too if it holds 2, 4 or 6. Play the glowing pit.
lesson-own-side = You capture on your own side too. Play the glowing pit.
# $input: touch when the player last pressed with a finger, pointer
# otherwise; a phone is never told about a mouse.
lesson-preview = Before you play, you can see what a move will do: { $input ->
    [touch] hold your finger on a pit
   *[pointer] hold your finger on a pit, or point at it
}, and green numbers show what each pit will then hold. Try it on the glowing pit, then tap it to play.
lesson-singleton = A pit with a single stone can never be played. Tap the glowing pit and see.
lesson-feeding = North's row is empty. Your move must give it stones, so only some moves are allowed. Play the glowing pit.
lesson-grand-slam = You may never capture every stone in North's row. The glowing pit would do that: tap it and see.
lesson-first-move = A new game. Its very first move captures nothing, even if the last stone makes a pit hold 2, 4 or 6. Play the glowing pit.
lesson-end = When the player to move has no legal move, the game ends. Play the glowing pit and see what North is left with.
lesson-repetition = The glowing pit leads to a position that has come up twice already. When a position comes up a third time, the game ends and the stones on the board are shared equally. Play the glowing pit and see.
lesson-try-again = Try again
lesson-next = Next
lesson-skip = Leave the lessons
lesson-play = Play against Beginner
lesson-back-to-game = Back to the game
lesson-declined = That pit can be played, but this lesson is about the glowing one. Tap it.
lesson-finished = You know the rules of Modiar now. Try them against the easiest opponent.
lesson-well-done = Well done. { $last ->
    [yes] Tap Next to finish the lessons.
   *[no] Tap Next for the next lesson.
}
# After a lesson whose move the rules refuse: no praise, only the way on.
lesson-seen = { $last ->
    [yes] Tap Next to finish the lessons.
   *[no] Tap Next for the next lesson.
}
pit-name = { $owner ->
    [you] your pit { $number }
    [south] South's pit { $number }
    [computer] the computer's pit { $number }
    [friend] your friend's pit { $number }
   *[north] North's pit { $number }
}
explain-sown = You sowed { $stones ->
    [one] one stone
   *[other] { $stones } stones
} from { $pit }, the first back into that same pit.
explain-lap = They went round the board: that pit got { $back } of them.
explain-last = Your last stone brought { $pit } to { $count }: not 2, 4 or 6, so nothing is taken.
explain-captured = Your last stone brought { $pit } to { $count }: you take them.
explain-chain = The pit before it, { $pit }, holds { $count }: you take that too.
explain-forfeit = Your last stone brought { $pit } to { $count }, but the first move of a game captures nothing.
explain-fed = North's row was empty, so you had to give it stones: it now holds { $stones }.
explain-ended = { $who ->
    [you] You have
   *[north] North has
} no legal move now, so the game ends and each keeps their own row: you { $south }, North { $north }.
explain-repeated = The position came up a third time, so the board was shared: you { $south }, North { $north }.

## Move preview and coach
preview-takes = takes { $stones }
preview-forfeit = takes nothing: first move
# Under a preview a finger's hold opened: lifting it played nothing.
preview-tap = tap to play it
settings-preview = Move preview
preview-on = On
preview-off = Off
settings-coach = Coach in games against Beginner or Casual
coach-on = On
coach-off = Off
# Once the computer's reply is drawn: the better pit, and what it would
# have kept by the end of a well-played game.
coach-note = That move cost you { $stones ->
    [one] one stone
   *[other] { $stones } stones
}: your pit { $pit } was better. Undo takes your move back.
note-empty = empty
note-singleton = single stone
note-not-allowed = not allowed

## Puzzles
puzzle-daily = Today
puzzle-easy = Easy
puzzle-medium = Medium
puzzle-hard = Hard
puzzle-of-the-day = Puzzle of the day
puzzle-count = { $tier ->
    [easy] Easy
    [medium] Medium
   *[hard] Hard
} puzzle { $n } of { $total }
puzzle-prompt = { $who ->
    [south] South
   *[north] North
} to move. One move is clearly best: find it.
puzzle-right = Right! Pit { $pit } is the best move.
puzzle-wrong = Not quite: pit { $pit } was best, { $stones ->
    [one] one stone
   *[other] { $stones } stones
} better.
puzzle-values = Each pit shows the stones you end the game with after its move, if both then play perfectly.
puzzle-progress = Solved { $solved } of { $total } · daily streak { $streak }
puzzle-solved = solved
puzzle-next = Next puzzle
puzzle-play-out = Finish against Perfect

## After the game: records, the analysis board, codes
button-analyse = Analyse
button-open-code = Open a code
records-legend = Under each level: your games, won–drawn–lost
settings-records = Records
records-reset = Reset records
records-reset-confirm = Reset every record? This cannot be undone.
records-reset-yes = Yes, reset
records-reset-no = Keep them
record-best-margin = Your best margin against { $opponent }: +{ $margin }
record-streak = { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} in a row against { $opponent }!
record-first-win = Your first win against { $opponent }!
record-standing = Against { $opponent }: { $won } won, { $drawn } drawn, { $lost } lost.
record-two-players = On this device, South has won { $won } and North { $lost }, with { $drawn } drawn.
analysis-position = Move { $n } of { $total } · { $who ->
    [south] South
   *[north] North
} to move
analysis-over = Move { $n } of { $total } · the game is over
analysis-waiting = Perfect play is still being worked out ({ $percent }%): each move's worth follows when it is ready.
analysis-played = Played from here: pit { $pit }, { $lost ->
    [0] a best move.
    [one] giving away one stone.
   *[other] giving away { $lost } stones.
}
analysis-turning-point = The turning point: move { $n }, where { $who ->
    [south] South
   *[north] North
} gave away { $stones ->
    [one] one stone
   *[other] { $stones } stones
}.
analysis-legend = The numbers on the pits: what each move leads to with perfect play, in stones, for the player to move (+ ahead, – behind).
analysis-frames = In the list: a gold frame marks a move that gave stones away, a red one the turning point, a blue one the move on the board.
analysis-back = ‹ Previous
analysis-next = Next ›
analysis-turning = Turning point
analysis-play = Play from here
analysis-share = Copy code
code-title = Open a game code
code-hint = Type or paste a game's code (or a link to it), then press Open.
code-paste = Paste
code-nothing-pasted = Nothing to paste: the clipboard holds no game code, or the browser did not let the game read it. Type the code instead.
code-open = Open

## Play by ear: what a screen reader says
say-pit = { $owner ->
    [you] Your pit { $number }
    [south] South's pit { $number }
    [computer] The computer's pit { $number }
    [friend] Your friend's pit { $number }
   *[north] North's pit { $number }
}, { $count ->
    [one] one stone
   *[other] { $count } stones
}
say-playable = playable
say-move = { $who ->
    [you] Your move
    [computer] The computer's move
    [south] South's move
    [friend] Your friend's move
   *[north] North's move
}: { $stones ->
    [one] one stone
   *[other] { $stones } stones
} sown from { $pit }.
say-last = The last stone brought { $pit } to { $count }: nothing is taken.
say-took = { $who ->
    [you] You take
    [computer] The computer takes
    [south] South takes
    [friend] Your friend takes
   *[north] North takes
} { $count ->
    [one] one stone
   *[other] { $count } stones
} from { $pit }.
say-forfeit = The first move of a game captures nothing.
say-fed = The empty row received { $stones ->
    [one] one stone
   *[other] { $stones } stones
}.
say-score = Score: { $first } { $a }, { $second } { $b }.
say-row = { $who ->
    [you] Your pits
    [computer] The computer's pits
    [south] South's pits
    [friend] Your friend's pits
   *[north] North's pits
}, 1 to 3: { $counts }.
say-read-board = Read the board
say-volume-down = Volume down
say-volume-up = Volume up

## Face to face: each seat's own lines
refuse-wait = { $who ->
    [you] It is your turn.
    [computer] It is the computer's turn: wait for its move.
    [south] It is South's turn: wait for South's move.
    [friend] It is your friend's turn: wait for the link with their move.
   *[north] It is North's turn: wait for North's move.
}
undo-nothing-yours = You have made no move yet, so there is nothing of yours to take back.
undo-took-back = { $who ->
    [you] You took back your last move.
    [computer] The computer took back its last move.
    [south] South took back their last move.
   *[north] North took back their last move.
}
undo-kept = { $who ->
    [you] You kept your move: nothing was taken back.
    [computer] The computer kept its move: nothing was taken back.
    [south] South kept their move: nothing was taken back.
   *[north] North kept their move: nothing was taken back.
}
undo-allowed = { $who ->
    [you] You agreed: both moves were taken back.
    [computer] The computer agreed: both moves were taken back.
    [south] South agreed: your move and theirs were taken back.
   *[north] North agreed: your move and theirs were taken back.
}
hint-your-turn = Hints come on your own turn.
# Face to face, while one seat is asked about the other's Undo: the
# asked seat reads [asked]; $who is the seat that answers.
turn-undo-asked = { $reader ->
    [asked] Your answer first: allow the Undo, or keep your move
   *[other] { $who ->
        [you] You are deciding on the Undo…
        [computer] The computer is deciding on the Undo…
        [south] South is deciding on the Undo…
       *[north] North is deciding on the Undo…
    }
}
undo-ask-title = Take back a move?
undo-ask = { $who ->
    [you] You ask to take back your last move.
    [computer] The computer asks to take back its last move.
    [south] South asks to take back their last move.
   *[north] North asks to take back their last move.
} Your move after it would go back too.
undo-allow = Allow
undo-keep = Keep my move
records-legend-two = Under “Two players”: South's games, won–drawn–lost

## The web page, before the game starts (web/index.html takes these one-line
## messages when it is built; $reason is the browser's own words)
page-board = The Modiar game board
page-loading = Loading… { $percent }%
page-starting = Starting…
page-stopped = Modiar stopped: { $reason }. Reloading the page starts it again.
page-no-webgl = Modiar needs WebGL2, which this browser does not offer. An up-to-date Chrome, Firefox, Safari or Edge has it.
page-not-downloaded = The game could not be downloaded ({ $reason }). Check the connection and reload the page.
page-damaged = The game's download arrived damaged. Reloading the page fetches it again.
page-download-stopped = The download stopped ({ $reason }). Check the connection and reload the page.

## About: the version, where the rules come from, and every licence
## ($file is the notices file's name; $version is the game's version)
button-about = About
settings-about = About the game
about-title = About Modiar
about-version = Version { $version }
about-rules = The rules follow Mancala World’s article on Modiar, from what Jordi Climent recorded in December 2012: the children of the village of Chrarba, near Tangier, play it with pebbles in six holes dug in hard ground. Where that account is silent, the game’s choice is written down in its rules.
about-made = Made by the Modiar team, as free software under the MIT or Apache 2.0 licence.
about-fonts = Fonts: Noto Sans and Noto Naskh Arabic, by Google, under the SIL Open Font License 1.1.
about-crates = The game is built with these open-source Rust libraries, grouped by licence. Their notices in full are in the file { $file }, which comes with the game.

## A friend far away: a game by link
mode-by-link = A friend by link
starts-friend = Your friend
records-legend-by-link = Under “A friend by link”: your games, won–drawn–lost
button-send = Send
turn-friend = { $sent ->
    [no] Your friend’s move: tap Send to send them the link.
   *[yes] Waiting for your friend’s move: open the link they send back.
}
notice-link-copied = The link to your game has been copied: paste it into a message to your friend. { $kept }
notice-link-shown = Send this link to your friend in a message: { $kept }
notice-link-older = This link is at move { $link }, and your game is at move { $moves }: nothing was changed.
notice-link-diverges = This link does not follow your game: its moves differ from yours (a move taken back, or another game). Your game is kept as it was.
notice-link-wrong-seat = This link is for the other player of the game, not for you. Your game is kept as it was.
notice-link-unreadable = That link could not be read: { $why ->
    [too-long] it is far too long to be a game’s link.
    [damaged] it was changed on the way.
   *[not-a-link] it is cut short or not from Modiar.
} Your games are kept as they were.
notice-links-reset = Your games by link could not be read, so the list starts again. The old file was kept as { $kept }.
notice-links-stuck = Your games by link could not be read or moved aside, so the list starts again and will not be saved this time.
record-by-link = Against friends by link: { $won } won, { $drawn } drawn, { $lost } lost.
link-games-heading = Your games by link
# On the title under A friend by link, before the first game.
title-by-link-how = Play your move, then tap Send: your friend gets it as a link, and their move comes back the same way.
link-remove = Remove
link-remove-sure = Remove it?
# Under the list of games by link, when it holds more than five.
link-games-all = Show all ({ $count })
link-games-fewer = Show only the latest
# One game by link in the title's list: its state, then the score
# with this player's stones first, and when it last moved.
link-game = { $state ->
    [yours] Your turn
    [send] Send it
    [waiting] Their turn
    [won] You won
    [lost] Your friend won
   *[drawn] A draw
}
link-game-detail = { $mine }–{ $theirs } · { $when ->
    [today] today
    [yesterday] yesterday
   *[earlier] earlier
}
notice-link-sent-stays = Your move has gone to your friend, so it stays: a move can be taken back only before it is sent.
# By link, a pit tapped on the friend's turn: whether the move was sent.
notice-link-friends-move = { $sent ->
    [no] Not your move: it is your friend’s. Tap Send to send them the link.
   *[yes] Not your move: it is your friend’s. Open the link they send back.
}
notice-link-your-move = It is your move: play it first, then tap Send to send it to your friend.
notice-nothing-kept = This browser keeps nothing for the game, so your games and settings last only until the page is closed.
notice-game-followed = This game went on in another tab or window: here it is as it stands now.
notice-game-replaced = A new game was begun in another tab or window, in place of this one.
notice-update-ready = A new version of Modiar is ready: it starts the next time you open the game.
result-friend-wins = Your friend wins, { $winner }–{ $loser }
