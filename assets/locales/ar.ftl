# Modiar, Arabic. $who is one of: you, computer, friend (by link), south, north.
# Modern Standard Arabic, plain, the player addressed as أنت (masculine
# singular). Western digits. Every selector on a number writes CLDR's six
# categories: zero (0), one (1), two (2), few (3–10), many (11–99),
# other (100 and up). After a digit the noun is plural for 3–10
# (3 أحجار), singular accusative for 11–99 (11 حجرًا), singular
# otherwise (100 حجر); 1 and 2 are written as words (حجر واحد، حجران).

language-name = العربية

## Title screen
tagline = لعبة منقلة من التلال المحيطة بطنجة
mode-heading = العب
mode-computer = ضد الحاسوب
mode-two-players = لاعبان
face-to-face = وجهًا لوجه
face-to-face-note = لجهاز لوحي موضوع بينكما على الطاولة
# Face to face, under the title turned to North.
title-north-first = أنت الشمال، في هذه الجهة: تبدأ أنت.
title-north-second = أنت الشمال، في هذه الجهة: يبدأ الجنوب.
level-beginner = مبتدئ
level-casual = هاوٍ
level-club = متمرّس
level-expert = خبير
level-master = أستاذ
level-perfect = مثالي
starts-heading = من يبدأ
starts-you = أنت
starts-computer = الحاسوب
starts-south = الجنوب (أسفل)
starts-north = الشمال (أعلى)
starts-alternate = بالتناوب
button-learn = تعلُّم اللعب
button-puzzles = ألغاز
button-fullscreen = ملء الشاشة
button-install = تثبيت
offer-title = أول مرة تلعب موديار؟
offer-body = تعلّمها في دقيقتين، وأنت تلعب.
offer-learn = تعلُّم
offer-skip = تخطٍّ
invite-title = دعاك صديقك إلى مباراة موديار
invite-body = لعبة منقلة من التلال المحيطة بطنجة، تُلعب بالرابط: نقلة صديقك على اللوحة، ونقلتك تعود إليه بزر «إرسال». أول مرة تلعب موديار؟ تعلّمها في دقيقتين ثم عُد إلى هذه المباراة.
invite-play = اللعب الآن

## Buttons
button-play = بدء المباراة
button-continue = متابعة
button-rules = القواعد
button-settings = الإعدادات
button-close = إغلاق
button-undo = تراجع
button-restart = البدء من جديد
button-menu = القائمة
button-hint = تلميح
button-rematch = مباراة أخرى
button-review = مراجعة
speed-slow = بطيئة
speed-normal = عادية
speed-fast = سريعة

## Players
player-you = أنت
player-computer = الحاسوب
player-friend = صديقك
player-south = الجنوب
player-north = الشمال
player-with-level = { $player } ({ $level })

## The line under the scores
turn-yours = دورك: اختر حفرة
turn-to-move = { $who ->
    [south] دور الجنوب
   *[north] دور الشمال
}
turn-thinking = { $who ->
    [computer] الحاسوب يفكّر…
    [south] الجنوب يفكّر…
   *[north] الشمال يفكّر…
}
turn-solving = جارٍ حساب اللعب المثالي: { $percent }%
turn-sowing = توزيع الأحجار… (اضغط للإسراع)
turn-over = انتهت المباراة
turn-gathering = { $who ->
    [you] ليست لديك
    [computer] ليست لدى الحاسوب
    [south] ليست لدى الجنوب
    [friend] ليست لدى صديقك
   *[north] ليست لدى الشمال
} أي نقلة مسموحة: يأخذ كل لاعب الأحجار الباقية في صفه.
turn-sharing = تكررت الوضعية نفسها للمرة الثالثة: تُقسم أحجار اللوحة بالتساوي.
last-move = { $who ->
    [you] لعبتَ الحفرة { $pit }
    [computer] لعب الحاسوب الحفرة { $pit }
    [south] لعب الجنوب الحفرة { $pit }
    [friend] لعب صديقك الحفرة { $pit }
   *[north] لعب الشمال الحفرة { $pit }
}
last-move-captured = { $who ->
    [you] لعبتَ الحفرة { $pit } وأخذتَ
    [computer] لعب الحاسوب الحفرة { $pit } وأخذ
    [south] لعب الجنوب الحفرة { $pit } وأخذ
    [friend] لعب صديقك الحفرة { $pit } وأخذ
   *[north] لعب الشمال الحفرة { $pit } وأخذ
} { $stones ->
    [zero] { $stones } حجر
    [one] حجرًا واحدًا
    [two] حجرين
    [few] { $stones } أحجار
    [many] { $stones } حجرًا
   *[other] { $stones } حجر
}.
# Closes a sentence that is followed by another on the same line.
sentence-end = .
forfeit-note = أول نقلة في المباراة: لا يُؤخذ فيها شيء.
repetition-warning = انتبه: { $count ->
    [zero] الحفر { $pits } تؤدي
    [one] الحفرة { $pits } تؤدي
    [two] الحفرتان { $pits } تؤديان
    [few] الحفر { $pits } تؤدي
    [many] الحفر { $pits } تؤدي
   *[other] الحفر { $pits } تؤدي
} إلى وضعية تكررت مرتين من قبل. { $count ->
    [zero] لعب إحداها
    [one] لعبها
    [two] لعب إحداهما
    [few] لعب إحداها
    [many] لعب إحداها
   *[other] لعب إحداها
} ينهي المباراة، وتُقسَم أحجار اللوحة بالتساوي: { $stones ->
    [zero] لا أحجار
    [one] حجر واحد
    [two] حجران
    [few] { $stones } أحجار
    [many] { $stones } حجرًا
   *[other] { $stones } حجر
}.

## Why a pit cannot be played
refuse-not-yours = ليست حفرتك: هذا الصف { $owner ->
    [you] لك
    [computer] للحاسوب
    [south] للجنوب
    [friend] لصديقك
   *[north] للشمال
}.
refuse-empty = هذه الحفرة فارغة.
refuse-singleton = لا يمكن لعب حفرة فيها حجر واحد فقط.
refuse-feeding = بهذا لن يبقى { $opponent ->
    [you] لك
    [computer] للحاسوب
    [south] للجنوب
    [friend] لصديقك
   *[north] للشمال
} شيء: ذلك الصف فارغ، فعليك أن تلعب نقلة تضع فيه أحجارًا.
refuse-grand-slam = بهذا لن يبقى { $opponent ->
    [you] لك
    [computer] للحاسوب
    [south] للجنوب
    [friend] لصديقك
   *[north] للشمال
} شيء: لا يُسمح بأخذ صف كامل.
refuse-over = المباراة انتهت.

## Hints
hint-best = أفضل نقلة: الحفرة { $pit }. { $worth ->
    [more] من الآن فصاعدًا تُكسبك { $stones ->
        [zero] { $stones } حجر
        [one] حجرًا واحدًا
        [two] حجرين
        [few] { $stones } أحجار
        [many] { $stones } حجرًا
       *[other] { $stones } حجر
    } أكثر من خصمك.
    [even] من الآن فصاعدًا تكسب أنت وخصمك القدر نفسه.
   *[less] من الآن فصاعدًا يستطيع خصمك أن يكسب { $stones ->
        [zero] { $stones } حجر
        [one] حجرًا واحدًا
        [two] حجرين
        [few] { $stones } أحجار
        [many] { $stones } حجرًا
       *[other] { $stones } حجر
    } أكثر منك مهما لعبت؛ وهذه النقلة تضمن ألا يكسب أكثر من ذلك.
}
hint-plain = أفضل نقلة: الحفرة { $pit }. لا نقلة أخرى تُبقي لك أحجارًا أكثر.
hint-waiting = ما زال الحاسوب يحسب اللعب المثالي ({ $percent }%). اسأل مجددًا بعد لحظة.

## The end of a game
result-draw = تعادل، { $winner }–{ $loser }
result-you-win = فزتَ، { $winner }–{ $loser }
result-computer-wins = فاز الحاسوب، { $winner }–{ $loser }
result-side-wins = { $who ->
    [south] فاز الجنوب
   *[north] فاز الشمال
}، { $winner }–{ $loser }
reason-no-moves = { $who ->
    [you] لم تكن لديك
    [computer] لم تكن لدى الحاسوب
    [south] لم تكن لدى الجنوب
    [friend] لم تكن لدى صديقك
   *[north] لم تكن لدى الشمال
} أي نقلة مسموحة { $rule ->
    [feeding] (كان الصف الآخر فارغًا، ولا نقلة تترك فيه أحجارًا)
    [grand-slam] (كانت أي نقلة ستأخذ الصف الآخر كله)
   *[few] (لم يكن في أي حفرة حجران أو أكثر)
}، فاحتفظ كل لاعب بالأحجار التي في صفه.
reason-repetition = تكررت الوضعية نفسها للمرة الثالثة، فقُسمت أحجار اللوحة ({ $stones ->
    [zero] لا أحجار
    [one] حجر واحد
    [two] حجران
    [few] { $stones } أحجار
    [many] { $stones } حجرًا
   *[other] { $stones } حجر
}) بالتساوي: { $each } لكل لاعب.

## Review
review-title = مراجعة المباراة
review-intro = كل نقلة، وما أضاعته من أحجار مقارنةً بأفضل نقلة في اللعب المثالي.
review-sides = { $you ->
    [south] كنتَ الجنوب، وكان الحاسوب الشمال.
   *[north] كنتَ الشمال، وكان الحاسوب الجنوب.
}
review-line = { $ply }. { $player }: الحفرة { $pit }
review-best = أفضل نقلة
review-lost = نقلة أضاعت { $stones ->
    [zero] { $stones } حجر
    [one] حجرًا واحدًا
    [two] حجرين
    [few] { $stones } أحجار
    [many] { $stones } حجرًا
   *[other] { $stones } حجر
} (الأفضل: الحفرة { $best })
review-perfect = كل نقلة كانت من أفضل النقلات.
review-waiting = تحتاج المراجعة إلى اللعب المثالي، وما زال حسابه جاريًا ({ $percent }%).

## Settings
settings-title = الإعدادات
settings-language = اللغة
settings-sound = الصوت
sound-on = تشغيل
sound-off = إيقاف
settings-volume = مستوى الصوت
settings-text-size = حجم النص
settings-motion = الحركة
motion-full = كاملة
motion-reduced = مخففة
settings-speed = سرعة العرض

## Notices
notice-settings-reset = تعذّرت قراءة إعداداتك، لذا تُستخدم الإعدادات الافتراضية. حُفظ الملف القديم باسم { $kept }.
notice-game-reset = تعذّرت قراءة المباراة المحفوظة، لذا تبدأ مباراة جديدة. حُفظ الملف القديم باسم { $kept }.
notice-newer = هذا الملف كتبه إصدار أحدث من موديار، لذا لا تستخدمه اللعبة. حُفظ باسم { $kept }.
notice-settings-stuck = تعذّرت قراءة ملف إعداداتك أو نقله جانبًا، لذا تُستخدم الإعدادات الافتراضية، ولن تُحفظ التغييرات هذه المرة.
notice-game-stuck = تعذّرت قراءة المباراة المحفوظة أو نقلها جانبًا، لذا تبدأ مباراة جديدة، ولن تُحفظ هذه المرة.
notice-puzzles-reset = تعذّرت قراءة تقدّمك في الألغاز، لذا يبدأ من جديد. حُفظ الملف القديم باسم { $kept }.
notice-puzzles-stuck = تعذّرت قراءة تقدّمك في الألغاز أو نقله جانبًا، لذا يبدأ من جديد ولن يُحفظ هذه المرة.
notice-records-reset = تعذّرت قراءة سجلاتك، لذا تبدأ من جديد. حُفظ الملف القديم باسم { $kept }.
notice-records-stuck = تعذّرت قراءة سجلاتك أو نقلها جانبًا، لذا تبدأ من جديد ولن تُحفظ هذه المرة.
notice-bad-code = تعذّرت قراءة رمز المباراة هذا: فيه خطأ في الكتابة، أو هو ناقص، أو ليس من موديار. المباراة التي على اللوحة باقية كما هي.
notice-fullscreen-refused = لم يسمح هذا المتصفح للعبة بملء الشاشة. قد تجد خيار ملء الشاشة في قائمة المتصفح نفسه.
notice-code-copied = نُسخ رمز المباراة: { $kept }
notice-code-shown = رمز المباراة: { $kept }

## Counts of stones (in the message after a move, and elsewhere)
stones = { $stones ->
    [zero] لا أحجار
    [one] حجر واحد
    [two] حجران
    [few] { $stones } أحجار
    [many] { $stones } حجرًا
   *[other] { $stones } حجر
}

## Rules page
rules-title = كيف تلعب موديار
rules-1 = لك صف الحفر الثلاث الأقرب إليك. في كل حفرة 7 أحجار عند البداية. الأرقام الصغيرة تعدّ حفر كل صف من يسار صاحبه، في الاتجاه الذي تسير فيه الأحجار.
rules-2 = ارفع كل الأحجار من إحدى حفرك التي فيها حجران أو أكثر. ضع أولها في الحفرة نفسها، ثم حجرًا في كل حفرة تالية، عكس اتجاه عقارب الساعة.
rules-3 = إذا جعل حجرك الأخير في حفرة 2 أو 4 أو 6 أحجار، في أي جهة كانت، فإنك تأخذها. وتأخذ أيضًا الحفرة التي قبلها إن كان فيها 2 أو 4 أو 6، وهكذا إلى الخلف.
rules-4 = أول نقلة في المباراة لا تأخذ شيئًا.
rules-5 = لا تترك صف خصمك فارغًا أبدًا: إذا كان فارغًا، فعليك أن تلعب نقلة تضع فيه أحجارًا، ولا يجوز لك أبدًا أن تأخذه كله.
rules-6 = إذا لم تكن لدى اللاعب صاحب الدور أي نقلة مسموحة، تنتهي المباراة ويحتفظ كل لاعب بأحجار صفه. وتنتهي أيضًا إذا تكررت وضعية للمرة الثالثة: عندها تُقسم أحجار اللوحة بالتساوي.
rules-7 = يفوز من لديه أحجار أكثر. وإذا كانت النتيجة 21–21 فهي تعادل.
rules-key = الحلقات على اللوحة: الرفيعة الباهتة حفرة يمكنك لعبها؛ والذهبية الحفرة التي لُعبت للتو (منقّطة على اللوحة)؛ والبيضاء حيث سقط آخر حجر منها؛ والبنفسجية، للحظات أثناء عرض النقلة، الحفر التي تُؤخذ. الصور تستخدم الألوان نفسها. الحلقة الخضراء تلميح، والحمراء حفرة لا يمكن لعبها. وجهًا لوجه، يُسطَّر تحت العدد الذي يُقرأ مقلوبًا كعدد آخر (6، 9).

## Lessons
lesson-count = الدرس { $n } من { $total }
lesson-sowing = أنت الجنوب، في الأسفل. تفوز إذا أخذت أحجارًا أكثر من الشمال؛ و21 لكل منكما تعادل. اضغط على الحفرة المضيئة. تُوزَّع أحجارها واحدًا واحدًا، عكس اتجاه عقارب الساعة، ويعود أولها إلى الحفرة التي خرجت منها. الرقم على قرص كل حفرة هو عدد الأحجار التي فيها؛ والرقم الصغير بجانبه هو اسم الحفرة، من 1 إلى 3 في كل صف.
lesson-lap = الحفنة الكبيرة تدور حول اللوحة. العب الحفرة المضيئة وانظر أين تسقط أحجارها التسعة.
lesson-capture = إذا جعل حجرك الأخير في حفرة 2 أو 4 أو 6 أحجار، فإنك تأخذها. العب الحفرة المضيئة.
lesson-chain = الأخذ يسير إلى الخلف: الحفرة التي قبل الأخيرة تُؤخذ أيضًا إذا كان فيها 2 أو 4 أو 6. العب الحفرة المضيئة.
lesson-own-side = تأخذ من جهتك أيضًا. العب الحفرة المضيئة.
lesson-preview = قبل أن تلعب، يمكنك أن ترى ما ستفعله النقلة: { $input ->
    [touch] أبقِ إصبعك على حفرة
   *[pointer] أبقِ إصبعك على حفرة، أو أشر إليها
}، فتُظهر الأرقام الخضراء ما سيكون في كل حفرة بعدها. جرّب ذلك على الحفرة المضيئة، ثم اضغط عليها لتلعب.
lesson-singleton = لا يمكن أبدًا لعب حفرة فيها حجر واحد. اضغط على الحفرة المضيئة وانظر.
lesson-feeding = صف الشمال فارغ. يجب أن تضع نقلتك فيه أحجارًا، لذا بعض النقلات فقط مسموحة. العب الحفرة المضيئة.
lesson-grand-slam = لا يجوز لك أبدًا أن تأخذ كل أحجار صف الشمال. والحفرة المضيئة ستفعل ذلك: اضغط عليها وانظر.
lesson-first-move = مباراة جديدة. أول نقلة فيها لا تأخذ شيئًا، حتى لو جعل الحجر الأخير في حفرة 2 أو 4 أو 6 أحجار. العب الحفرة المضيئة.
lesson-end = إذا لم تكن لدى اللاعب صاحب الدور أي نقلة مسموحة، تنتهي المباراة. العب الحفرة المضيئة وانظر ماذا يبقى للشمال.
lesson-repetition = الحفرة المضيئة تؤدي إلى وضعية تكررت مرتين من قبل. عندما تتكرر وضعية للمرة الثالثة، تنتهي المباراة وتُقسم أحجار اللوحة بالتساوي. العب الحفرة المضيئة وانظر.
lesson-try-again = إعادة المحاولة
lesson-next = التالي
lesson-skip = ترك الدروس
lesson-play = اللعب ضد «مبتدئ»
lesson-back-to-game = العودة إلى المباراة
lesson-declined = يمكن لعب هذه الحفرة، لكن هذا الدرس عن الحفرة المضيئة. اضغط عليها.
lesson-finished = أنت تعرف الآن قواعد موديار. جرّبها ضد أسهل خصم.
lesson-well-done = أحسنت. { $last ->
    [yes] اضغط «التالي» لتختم الدروس.
   *[no] اضغط «التالي» لتنتقل إلى الدرس التالي.
}
lesson-seen = { $last ->
    [yes] اضغط «التالي» لتختم الدروس.
   *[no] اضغط «التالي» لتنتقل إلى الدرس التالي.
}
# pit-name is a definite phrase (حفرتك 2، حفرة الشمال 2) that stands after
# a preposition (من، في) or after عدد أحجار.
pit-name = { $owner ->
    [you] حفرتك { $number }
    [south] حفرة الجنوب { $number }
    [computer] حفرة الحاسوب { $number }
    [friend] حفرة صديقك { $number }
   *[north] حفرة الشمال { $number }
}
explain-sown = وزّعتَ { $stones ->
    [zero] { $stones } حجر
    [one] حجرًا واحدًا
    [two] حجرين
    [few] { $stones } أحجار
    [many] { $stones } حجرًا
   *[other] { $stones } حجر
} من { $pit }، وعاد أولها إلى الحفرة نفسها.
explain-lap = دارت الأحجار حول اللوحة: { $back ->
    [zero] لم يعد منها أي حجر إلى تلك الحفرة
    [one] عاد منها إلى تلك الحفرة حجر واحد
    [two] عاد منها إلى تلك الحفرة حجران
    [few] عاد منها إلى تلك الحفرة { $back } أحجار
    [many] عاد منها إلى تلك الحفرة { $back } حجرًا
   *[other] عاد منها إلى تلك الحفرة { $back } حجر
}.
explain-last = رفع حجرك الأخير عدد أحجار { $pit } إلى { $count }: ليس 2 أو 4 أو 6، فلا يُؤخذ شيء.
explain-captured = رفع حجرك الأخير عدد أحجار { $pit } إلى { $count }: فتأخذها.
explain-chain = الحفرة التي قبلها، { $pit }، فيها { $count }: فتأخذها أيضًا.
explain-forfeit = رفع حجرك الأخير عدد أحجار { $pit } إلى { $count }، لكن أول نقلة في المباراة لا تأخذ شيئًا.
explain-fed = كان صف الشمال فارغًا، فكان عليك أن تضع فيه أحجارًا: صار فيه الآن { $stones ->
    [zero] لا شيء
    [one] حجر واحد
    [two] حجران
    [few] { $stones } أحجار
    [many] { $stones } حجرًا
   *[other] { $stones } حجر
}.
explain-ended = { $who ->
    [you] ليست لديك
   *[north] ليست لدى الشمال
} الآن أي نقلة مسموحة، فتنتهي المباراة ويحتفظ كل لاعب بأحجار صفه: أنت { $south }، والشمال { $north }.
explain-repeated = تكررت الوضعية للمرة الثالثة، فقُسمت أحجار اللوحة: أنت { $south }، والشمال { $north }.

## Move preview and coach
preview-takes = تأخذ { $stones }
preview-forfeit = لا تأخذ شيئًا: أول نقلة
preview-tap = المس لتلعبها
settings-preview = معاينة النقلة
preview-on = تشغيل
preview-off = إيقاف
settings-coach = المدرّب في المباريات ضد مستوى «مبتدئ» أو «هاوٍ»
coach-on = تشغيل
coach-off = إيقاف
# Once the computer's reply is drawn: the better pit, and what it would
# have kept by the end of a well-played game.
coach-note = كلّفتك هذه النقلة { $stones ->
    [zero] { $stones } حجر
    [one] حجرًا واحدًا
    [two] حجرين
    [few] { $stones } أحجار
    [many] { $stones } حجرًا
   *[other] { $stones } حجر
}: كان الأفضل أن تلعب حفرتك { $pit }. ولإلغائها اضغط «تراجع».
note-empty = فارغة
note-singleton = حجر واحد
note-not-allowed = غير مسموحة

## Puzzles
puzzle-daily = اليوم
puzzle-easy = سهل
puzzle-medium = متوسط
puzzle-hard = صعب
puzzle-of-the-day = لغز اليوم
puzzle-count = { $tier ->
    [easy] لغز سهل
    [medium] لغز متوسط
   *[hard] لغز صعب
} { $n } من { $total }
puzzle-prompt = { $who ->
    [south] دور الجنوب.
   *[north] دور الشمال.
} نقلة واحدة هي الأفضل بوضوح: اعثر عليها.
puzzle-right = صحيح! الحفرة { $pit } هي أفضل نقلة.
puzzle-wrong = ليس تمامًا: الحفرة { $pit } كانت الأفضل، بفارق { $stones ->
    [zero] { $stones } حجر
    [one] حجر واحد
    [two] حجرين
    [few] { $stones } أحجار
    [many] { $stones } حجرًا
   *[other] { $stones } حجر
}.
puzzle-values = تُظهر كل حفرة عدد الأحجار التي ستنهي بها اللعبة إن لعبتها، ثم لعب الطرفان لعبًا مثاليًا.
puzzle-progress = حللتَ { $solved } من { $total } · السلسلة اليومية { $streak }
puzzle-solved = محلول
puzzle-next = اللغز التالي
puzzle-play-out = إكمال اللعب ضد «مثالي»

## After the game: records, the analysis board, codes
button-analyse = تحليل
button-open-code = فتح رمز
records-legend = تحت كل مستوى: مبارياتك، انتصار–تعادل–خسارة
settings-records = السجلات
records-reset = مسح السجلات
records-reset-confirm = هل تريد مسح كل السجلات؟ لا يمكن التراجع عن ذلك.
records-reset-yes = مسح الكل
records-reset-no = الاحتفاظ بها
record-best-margin = أكبر فارق لك ضد مستوى «{ $opponent }»: +{ $margin }
record-streak = { $wins ->
    [zero] لا انتصارات متتالية
    [one] انتصار واحد
    [two] انتصاران متتاليان
    [few] { $wins } انتصارات متتالية
    [many] { $wins } انتصارًا متتاليًا
   *[other] { $wins } انتصار متتالٍ
} ضد مستوى «{ $opponent }»!
record-first-win = أول انتصار لك ضد مستوى «{ $opponent }»!
record-standing = ضد مستوى «{ $opponent }»: { $won ->
    [zero] لا انتصارات
    [one] انتصار واحد
    [two] انتصاران
    [few] { $won } انتصارات
    [many] { $won } انتصارًا
   *[other] { $won } انتصار
}، { $drawn ->
    [zero] لا تعادلات
    [one] تعادل واحد
    [two] تعادلان
    [few] { $drawn } تعادلات
    [many] { $drawn } تعادلًا
   *[other] { $drawn } تعادل
}، { $lost ->
    [zero] لا خسارات
    [one] خسارة واحدة
    [two] خسارتان
    [few] { $lost } خسارات
    [many] { $lost } خسارةً
   *[other] { $lost } خسارة
}.
record-two-players = على هذا الجهاز: انتصارات الجنوب { $won }، وانتصارات الشمال { $lost }، والتعادلات { $drawn }.
analysis-position = النقلة { $n } من { $total } · { $who ->
    [south] دور الجنوب
   *[north] دور الشمال
}
analysis-over = النقلة { $n } من { $total } · انتهت المباراة
analysis-waiting = ما زال حساب اللعب المثالي جاريًا ({ $percent }%): تظهر قيمة كل نقلة عندما تجهز.
analysis-played = في هذه الوضعية لُعبت الحفرة { $pit }: { $lost ->
    [0] من أفضل النقلات.
    [zero] من أفضل النقلات.
    [one] نقلة أضاعت حجرًا واحدًا.
    [two] نقلة أضاعت حجرين.
    [few] نقلة أضاعت { $lost } أحجار.
    [many] نقلة أضاعت { $lost } حجرًا.
   *[other] نقلة أضاعت { $lost } حجر.
}
analysis-turning-point = نقطة التحول: النقلة { $n }، حيث أضاع { $who ->
    [south] الجنوب
   *[north] الشمال
} { $stones ->
    [zero] { $stones } حجر
    [one] حجرًا واحدًا
    [two] حجرين
    [few] { $stones } أحجار
    [many] { $stones } حجرًا
   *[other] { $stones } حجر
}.
analysis-legend = الأرقام على الحفر: ما تؤدي إليه كل نقلة في اللعب المثالي، بالأحجار، للاعب صاحب الدور (+ متقدم، – متأخر).
analysis-frames = في القائمة: الإطار الذهبي يميّز نقلة أضاعت أحجارًا، والأحمر نقطة التحول، والأزرق النقلة المعروضة على اللوحة.
# The arrows are turned by hand, as in Urdu: the game draws a button's
# words without mirroring ‹ ›, and in the mirrored row Back sits on the
# right and points right, Next on the left and points left.
analysis-back = › السابقة
analysis-next = التالية ‹
analysis-turning = نقطة التحول
analysis-play = اللعب من هنا
analysis-share = نسخ الرمز
code-title = فتح رمز مباراة
code-hint = اكتب رمز مباراة أو الصقه (أو رابطًا إليها)، ثم اضغط «فتح».
code-paste = لصق
code-nothing-pasted = لا شيء للصق: الحافظة لا تحتوي على رمز مباراة، أو لم يسمح المتصفح للعبة بقراءتها. اكتب الرمز بدلًا من ذلك.
code-open = فتح

## Play by ear: what a screen reader says
say-pit = { $owner ->
    [you] حفرتك { $number }
    [south] حفرة الجنوب { $number }
    [computer] حفرة الحاسوب { $number }
    [friend] حفرة صديقك { $number }
   *[north] حفرة الشمال { $number }
}، { $count ->
    [zero] فارغة
    [one] حجر واحد
    [two] حجران
    [few] { $count } أحجار
    [many] { $count } حجرًا
   *[other] { $count } حجر
}
say-playable = يمكن لعبها
say-move = { $who ->
    [you] نقلتك
    [computer] نقلة الحاسوب
    [south] نقلة الجنوب
    [friend] نقلة صديقك
   *[north] نقلة الشمال
}: { $stones ->
    [zero] لم يُوزَّع أي حجر
    [one] وُزّع حجر واحد
    [two] وُزّع حجران
    [few] وُزّعت { $stones } أحجار
    [many] وُزّع { $stones } حجرًا
   *[other] وُزّع { $stones } حجر
} من { $pit }.
say-last = رفع الحجر الأخير عدد أحجار { $pit } إلى { $count }: لم يُؤخذ شيء.
say-took = { $who ->
    [you] أخذتَ
    [computer] أخذ الحاسوب
    [south] أخذ الجنوب
    [friend] أخذ صديقك
   *[north] أخذ الشمال
} { $count ->
    [zero] { $count } حجر
    [one] حجرًا واحدًا
    [two] حجرين
    [few] { $count } أحجار
    [many] { $count } حجرًا
   *[other] { $count } حجر
} من { $pit }.
say-forfeit = أول نقلة في المباراة لا تأخذ شيئًا.
say-fed = تلقّى الصف الفارغ { $stones ->
    [zero] { $stones } حجر
    [one] حجرًا واحدًا
    [two] حجرين
    [few] { $stones } أحجار
    [many] { $stones } حجرًا
   *[other] { $stones } حجر
}.
say-score = النتيجة: { $first } { $a }، { $second } { $b }.
say-row = { $who ->
    [you] حفرك
    [computer] حفر الحاسوب
    [south] حفر الجنوب
    [friend] حفر صديقك
   *[north] حفر الشمال
}، من 1 إلى 3: { $counts }.
say-read-board = قراءة اللوحة
say-volume-down = خفض الصوت
say-volume-up = رفع الصوت

## Face to face: each seat's own lines
refuse-wait = { $who ->
    [you] الدور لك.
    [computer] الدور للحاسوب: انتظر نقلته.
    [south] الدور للجنوب: انتظر نقلة الجنوب.
    [friend] الدور لصديقك: انتظر الرابط الذي يحمل نقلته.
   *[north] الدور للشمال: انتظر نقلة الشمال.
}
undo-nothing-yours = لم تلعب أي نقلة بعد، فلا شيء لك لتتراجع عنه.
undo-took-back = { $who ->
    [you] تراجعتَ عن نقلتك الأخيرة.
    [computer] تراجع الحاسوب عن نقلته الأخيرة.
    [south] تراجع الجنوب عن نقلته الأخيرة.
   *[north] تراجع الشمال عن نقلته الأخيرة.
}
undo-kept = { $who ->
    [you] احتفظتَ بنقلتك: لم يُلغَ شيء.
    [computer] احتفظ الحاسوب بنقلته: لم يُلغَ شيء.
    [south] احتفظ الجنوب بنقلته: لم يُلغَ شيء.
   *[north] احتفظ الشمال بنقلته: لم يُلغَ شيء.
}
undo-allowed = { $who ->
    [you] وافقتَ: أُلغيت النقلتان.
    [computer] وافق الحاسوب: أُلغيت النقلتان.
    [south] وافق الجنوب: أُلغيت نقلتك ونقلته.
   *[north] وافق الشمال: أُلغيت نقلتك ونقلته.
}
hint-your-turn = تظهر التلميحات في دورك أنت.
# Face to face, while one seat is asked about the other's Undo: the
# asked seat reads [asked]; $who is the seat that answers.
turn-undo-asked = { $reader ->
    [asked] أجب أولًا: اسمح بالتراجع، أو احتفظ بنقلتك
   *[other] { $who ->
        [you] أنت تقرر بشأن التراجع…
        [computer] الحاسوب يقرر بشأن التراجع…
        [south] الجنوب يقرر بشأن التراجع…
       *[north] الشمال يقرر بشأن التراجع…
    }
}
undo-ask-title = التراجع عن نقلة؟
undo-ask = { $who ->
    [you] تطلب التراجع عن نقلتك الأخيرة.
    [computer] يطلب الحاسوب التراجع عن نقلته الأخيرة.
    [south] يطلب الجنوب التراجع عن نقلته الأخيرة.
   *[north] يطلب الشمال التراجع عن نقلته الأخيرة.
} وستُلغى معها أيضًا نقلتك التي بعدها.
undo-allow = السماح
undo-keep = الاحتفاظ بنقلتي
records-legend-two = تحت زر «لاعبان»: مباريات الجنوب، انتصار–تعادل–خسارة

## The web page, before the game starts (web/index.html takes these one-line
## messages when it is built; $reason is the browser's own words)
page-board = لوحة لعبة موديار
page-loading = جارٍ التحميل… { $percent }%
page-starting = جارٍ التشغيل…
page-stopped = توقفت لعبة موديار: { $reason }. أعد تحميل الصفحة لتبدأ من جديد.
page-no-webgl = تحتاج لعبة موديار إلى WebGL2، وهذا المتصفح لا يوفّره. تجده في الإصدارات الحديثة من Chrome أو Firefox أو Safari أو Edge.
page-not-downloaded = تعذّر تنزيل اللعبة ({ $reason }). تحقّق من الاتصال وأعد تحميل الصفحة.
page-damaged = وصلت اللعبة تالفة عند تنزيلها. أعد تحميل الصفحة لتنزيلها من جديد.
page-download-stopped = توقف التنزيل ({ $reason }). تحقّق من الاتصال وأعد تحميل الصفحة.

## حول: الإصدار، مصدر القواعد، التراخيص
button-about = حول
settings-about = حول اللعبة
about-title = حول موديار
about-version = الإصدار { $version }
about-rules = تتبع القواعد مقالة Mancala World عن موديار، ممّا دوّنه Jordi Climent في ديسمبر 2012: يلعبها أطفال قرية الشراربة قرب طنجة بأحجار صغيرة في ست حفر محفورة في أرض صلبة. وحيث تسكت تلك الرواية، فإن اختيار اللعبة مكتوب في قواعدها.
about-made = صنعها فريق موديار، برمجيةً حرة بترخيص MIT أو Apache 2.0.
about-fonts = الخطوط: Noto Sans وNoto Naskh Arabic من Google، بترخيص SIL Open Font License 1.1.
about-crates = بُنيت اللعبة بهذه المكتبات المفتوحة المصدر المكتوبة بلغة Rust، مرتّبةً حسب الترخيص. وإشعاراتها كاملةً في الملف { $file } المرفق باللعبة.

## مع صديق عن بُعد: مباراة بالرابط
mode-by-link = مع صديق عن بُعد
starts-friend = صديقك
records-legend-by-link = تحت زر «مع صديق عن بُعد»: مبارياتك بالرابط، انتصار–تعادل–خسارة
button-send = إرسال
turn-friend = { $sent ->
    [no] دور صديقك: اضغط «إرسال» لترسل إليه الرابط.
   *[yes] في انتظار نقلة صديقك: افتح الرابط الذي يعيده إليك.
}
notice-link-copied = نُسخ رابط مباراتكما: الصقه في رسالة إلى صديقك. { $kept }
notice-link-shown = أرسل هذا الرابط إلى صديقك في رسالة: { $kept }
notice-link-older = هذا الرابط عند النقلة { $link }، ومباراتك عند النقلة { $moves }: لم يتغير شيء.
notice-link-diverges = هذا الرابط لا يتبع مباراتك: نقلاته تختلف عن نقلاتك (نقلة أُلغيت، أو مباراة أخرى). بقيت مباراتك كما كانت.
notice-link-wrong-seat = هذا الرابط للاعب الآخر في المباراة، لا لك. بقيت مباراتك كما كانت.
notice-link-unreadable = تعذّرت قراءة هذا الرابط: { $why ->
    [too-long] إنه أطول بكثير من رابط مباراة.
    [damaged] تغيّر في الطريق.
   *[not-a-link] إنه مقطوع أو ليس من موديار.
} بقيت مبارياتك كما كانت.
notice-links-reset = تعذّرت قراءة مبارياتك بالرابط، لذا تبدأ القائمة من جديد. حُفظ الملف القديم باسم { $kept }.
notice-links-stuck = تعذّرت قراءة مبارياتك بالرابط أو نقلها جانبًا، لذا تبدأ القائمة من جديد ولن تُحفظ هذه المرة.
record-by-link = ضد الأصدقاء بالرابط: { $won ->
    [zero] لا انتصارات
    [one] انتصار واحد
    [two] انتصاران
    [few] { $won } انتصارات
    [many] { $won } انتصارًا
   *[other] { $won } انتصار
}، { $drawn ->
    [zero] لا تعادلات
    [one] تعادل واحد
    [two] تعادلان
    [few] { $drawn } تعادلات
    [many] { $drawn } تعادلًا
   *[other] { $drawn } تعادل
}، { $lost ->
    [zero] لا خسارات
    [one] خسارة واحدة
    [two] خسارتان
    [few] { $lost } خسارات
    [many] { $lost } خسارةً
   *[other] { $lost } خسارة
}.
link-games-heading = مبارياتك بالرابط
title-by-link-how = العب نقلتك ثم اضغط «إرسال»: تصل إلى صديقك برابط، وتعود إليك نقلته بالطريقة نفسها.
link-remove = إزالة
link-remove-sure = أتزيلها حقًا؟
link-games-all = عرض الكل ({ $count })
link-games-fewer = عرض الأحدث فقط
# One game by link in the title's list: its state, then the score
# with this player's stones first, and when it last moved.
link-game = { $state ->
    [yours] دورك
    [send] للإرسال
    [waiting] دور صديقك
    [won] فزتَ
    [lost] فاز صديقك
   *[drawn] تعادل
}
link-game-detail = { $mine }–{ $theirs } · { $when ->
    [today] اليوم
    [yesterday] أمس
   *[earlier] قبل ذلك
}
notice-link-sent-stays = وصلت نقلتك إلى صديقك، فهي باقية: لا تُلغى النقلة إلا قبل إرسالها.
notice-link-friends-move = { $sent ->
    [no] ليس دورك: الدور لصديقك. اضغط «إرسال» لترسل إليه الرابط.
   *[yes] ليس دورك: الدور لصديقك. افتح الرابط الذي يعيده إليك.
}
notice-link-your-move = الدور لك: العب نقلتك أولًا، ثم اضغط «إرسال» لترسلها إلى صديقك.
notice-nothing-kept = هذا المتصفح لا يحفظ شيئًا للعبة، لذا تبقى مبارياتك وإعداداتك إلى أن تُغلق الصفحة فقط.
notice-game-followed = استمرت هذه المباراة في علامة تبويب أو نافذة أخرى، وها هي كما هي الآن.
notice-game-replaced = بدأت مباراة جديدة في علامة تبويب أو نافذة أخرى مكان هذه المباراة.
notice-update-ready = إصدار جديد من موديار جاهز، وسيبدأ في المرة القادمة التي تفتح فيها اللعبة.
result-friend-wins = فاز صديقك، { $winner }–{ $loser }
