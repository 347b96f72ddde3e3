# Modiar, English. $who is one of: you, computer, south, north.

language-name = English

## Title screen
tagline = A mancala from the hills around Tangier
mode-heading = Play
mode-computer = Against the computer
mode-two-players = Two players
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

## Buttons
button-play = Play
button-rules = Rules
button-settings = Settings
button-close = Close
button-undo = Undo
button-restart = Restart
button-menu = Menu
button-hint = Hint
button-rematch = Rematch
button-review = Review
speed-slow = slow
speed-normal = normal
speed-fast = fast

## Players
player-you = You
player-computer = Computer
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
last-move = { $who ->
    [you] You played pit { $pit }
    [computer] The computer played pit { $pit }
    [south] South played pit { $pit }
   *[north] North played pit { $pit }
}
last-move-captured = { $who ->
    [you] You played pit { $pit }
    [computer] The computer played pit { $pit }
    [south] South played pit { $pit }
   *[north] North played pit { $pit }
} and captured { $stones ->
    [one] one stone
   *[other] { $stones } stones
}.
forfeit-note = First move of the game: nothing is captured.
repetition-warning = Careful: { $count ->
    [one] pit { $pits } brings
   *[other] pits { $pits } bring
} this position back a third time. The game would end, and the { $stones } stones on the board would be shared equally.

## Why a pit cannot be played
refuse-not-yours = Not your pit: that row belongs to { $owner ->
    [you] you
    [computer] the computer
    [south] South
   *[north] North
}.
refuse-empty = That pit is empty.
refuse-singleton = Singleton: a pit with one stone can't be played.
refuse-feeding = That would leave { $opponent ->
    [you] you
    [computer] the computer
    [south] South
   *[north] North
} with nothing: the row is empty, so you must give it stones to keep.
refuse-grand-slam = That would leave { $opponent ->
    [you] you
    [computer] the computer
    [south] South
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
    } more than you, however you play; this move holds it to that.
}
hint-waiting = The computer is still working out perfect play ({ $percent }%). Ask again in a moment.

## The end of a game
result-draw = A draw, { $winner }–{ $loser }
result-you-win = You win, { $winner }–{ $loser }
result-computer-wins = The computer wins, { $winner }–{ $loser }
result-side-wins = { $who ->
    [south] South wins
   *[north] North wins
}, { $winner }–{ $loser }
reason-no-moves = { $who ->
    [you] You had
    [computer] The computer had
    [south] South had
   *[north] North had
} no legal move, so each player kept the stones in their own row.
reason-repetition = The same position came up a third time, so the { $stones } stones on the board were shared equally: { $each } each.

## Review
review-title = Review of the game
review-intro = Each move, and what it gave away against the best move under perfect play.
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
notice-newer = These were saved by a newer version of Modiar, so they are not used. The file was kept as { $kept }.
notice-settings-stuck = Your settings file could not be read or moved aside, so the defaults are used, and changes will not be saved this time.
notice-game-stuck = The saved game could not be read or moved aside, so a new game starts, and it will not be saved this time.

## Counts of stones (in the message after a move, and elsewhere)
stones = { $stones ->
    [one] one stone
   *[other] { $stones } stones
}

## Rules page
rules-title = How to play Modiar
rules-1 = Each player owns the row of three pits nearest them. Every pit starts with 7 stones.
rules-2 = On your turn, take all the stones from one of your pits that holds at least 2. Drop the first back into that same pit, then one into each following pit, counter-clockwise. A big handful goes round the board and keeps dropping into the pit it came from.
rules-3 = If your last stone makes a pit, on either side, hold 2, 4 or 6 stones, you capture them. Then the pit before it, if it also holds 2, 4 or 6, and so on backwards until a pit does not.
rules-4 = The very first move of the game captures nothing.
rules-5 = You may never leave your opponent's row empty: if it is empty, you must give it stones to keep, and you may never capture everything in it.
rules-6 = When the player to move has no legal move, the game ends and each player keeps the stones in their own row. If the same position comes up a third time, the game ends and the stones on the board are shared equally.
rules-7 = Whoever has more stones wins. 21–21 is a draw.
