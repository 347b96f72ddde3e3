# Modiar، اردو۔ $who کی قدریں: you، computer، friend (لنک پر)، south، north۔

language-name = اردو

## پہلی اسکرین
tagline = طنجہ کے گرد پہاڑیوں کا ایک منکالا کھیل
mode-heading = کھیلیں
mode-computer = کمپیوٹر کے خلاف
mode-two-players = دو کھلاڑی
face-to-face = آمنے سامنے
face-to-face-note = آپ کے درمیان میز پر رکھے ٹیبلٹ کے لیے
# Face to face, under the title turned to North.
title-north-first = آپ شمال ہیں: پہلے آپ کھیلیں گے۔
title-north-second = آپ شمال ہیں: پہلے جنوب کھیلے گا۔
level-beginner = نوآموز
level-casual = شوقیہ
level-club = کلب
level-expert = ماہر
level-master = استاد
level-perfect = کامل
starts-heading = پہلے کون کھیلے گا
starts-you = آپ
starts-computer = کمپیوٹر
starts-south = جنوب (نیچے)
starts-north = شمال (اوپر)
starts-alternate = باری باری
button-learn = کھیلنا سیکھیں
button-puzzles = پہیلیاں
button-fullscreen = پوری اسکرین
button-install = انسٹال
offer-title = موڈیار میں نئے ہیں؟
offer-body = کھیلتے کھیلتے دو منٹ میں سیکھ لیں۔
offer-learn = سیکھیں
offer-skip = چھوڑیں
invite-title = آپ کے دوست نے آپ کو موڈیار کے ایک کھیل کی دعوت دی ہے
invite-body = طنجہ کے گرد پہاڑیوں کا ایک منکالا کھیل، جو لنک پر کھیلا جاتا ہے: آپ کے دوست کی چال بورڈ پر ہے، اور آپ کی چال «بھیجیں» سے ان تک واپس جاتی ہے۔ پہلی بار کھیل رہے ہیں؟ دو منٹ میں سیکھیں اور پھر اس کھیل پر واپس آئیں۔
invite-play = ابھی کھیلیں

## بٹن
button-play = کھیلیں
button-continue = جاری رکھیں
button-rules = قواعد
button-settings = ترتیبات
button-close = بند کریں
button-undo = چال واپس
button-restart = نئے سرے سے
button-menu = مینیو
button-hint = اشارہ
button-rematch = ایک اور بازی
button-review = جائزہ
speed-slow = آہستہ
speed-normal = معمول کی
speed-fast = تیز

## کھلاڑی
player-you = آپ
player-computer = کمپیوٹر
player-friend = دوست
player-south = جنوب
player-north = شمال
player-with-level = { $player } ({ $level })

## اسکور کے نیچے کی سطر
turn-yours = آپ کی باری: ایک خانہ چنیں
turn-to-move = { $who ->
    [south] جنوب کی باری
   *[north] شمال کی باری
}
turn-thinking = { $who ->
    [computer] کمپیوٹر سوچ رہا ہے…
    [south] جنوب سوچ رہا ہے…
   *[north] شمال سوچ رہا ہے…
}
turn-solving = کامل کھیل کا حساب ہو رہا ہے: { $percent }٪
turn-sowing = بوائی جاری ہے… (تیز کرنے کے لیے چھوئیں)
turn-over = کھیل ختم
turn-gathering = { $who ->
    [you] آپ کے پاس
    [computer] کمپیوٹر کے پاس
    [south] جنوب کے پاس
    [friend] آپ کے دوست کے پاس
   *[north] شمال کے پاس
} کوئی جائز چال نہیں: ہر کھلاڑی اپنی قطار میں بچے ہوئے پتھر لے لیتا ہے۔
turn-sharing = ایک ہی صورتِ حال تیسری بار آئی: بورڈ کے پتھر برابر بانٹے جاتے ہیں۔
last-move = { $who ->
    [you] آپ نے خانہ { $pit } کھیلا
    [computer] کمپیوٹر نے خانہ { $pit } کھیلا
    [south] جنوب نے خانہ { $pit } کھیلا
    [friend] آپ کے دوست نے خانہ { $pit } کھیلا
   *[north] شمال نے خانہ { $pit } کھیلا
}
last-move-captured = { $who ->
    [you] آپ نے خانہ { $pit } کھیلا
    [computer] کمپیوٹر نے خانہ { $pit } کھیلا
    [south] جنوب نے خانہ { $pit } کھیلا
    [friend] آپ کے دوست نے خانہ { $pit } کھیلا
   *[north] شمال نے خانہ { $pit } کھیلا
} { $stones ->
    [one] اور ایک پتھر پکڑ لیا
   *[other] اور { $stones } پتھر پکڑ لیے
}۔
# Closes a sentence that is followed by another on the same line.
sentence-end = ۔
forfeit-note = کھیل کی پہلی چال: اس میں کچھ نہیں پکڑا جاتا۔
repetition-warning = خبردار: { $count ->
    [one] خانہ { $pits } ایسی صورتِ حال پر لے جاتا ہے
   *[other] خانے { $pits } ایسی صورتِ حال پر لے جاتے ہیں
} جو پہلے ہی دو بار آ چکی ہے۔ { $count ->
    [one] اسے
   *[other] ان میں سے کوئی بھی خانہ
} کھیلنے سے کھیل ختم ہو جائے گا اور بورڈ پر موجود { $stones ->
    [one] ایک پتھر برابر بانٹ دیا جائے گا
   *[other] { $stones } پتھر برابر بانٹ دیے جائیں گے
}۔

## کوئی خانہ کیوں نہیں کھیلا جا سکتا
refuse-not-yours = یہ آپ کا خانہ نہیں: یہ قطار { $owner ->
    [you] آپ کی
    [computer] کمپیوٹر کی
    [south] جنوب کی
    [friend] آپ کے دوست کی
   *[north] شمال کی
} ہے۔
refuse-empty = یہ خانہ خالی ہے۔
refuse-singleton = جس خانے میں صرف ایک پتھر ہو وہ نہیں کھیلا جا سکتا۔
refuse-feeding = اس طرح { $opponent ->
    [you] آپ کے پاس
    [computer] کمپیوٹر کے پاس
    [south] جنوب کے پاس
    [friend] آپ کے دوست کے پاس
   *[north] شمال کے پاس
} کچھ نہیں بچے گا: وہ قطار خالی ہے، اس لیے آپ کو اپنی چال سے اس میں پتھر بونے ہوں گے۔
refuse-grand-slam = اس طرح { $opponent ->
    [you] آپ کے پاس
    [computer] کمپیوٹر کے پاس
    [south] جنوب کے پاس
    [friend] آپ کے دوست کے پاس
   *[north] شمال کے پاس
} کچھ نہیں بچے گا: پوری قطار پکڑ لینے کی اجازت نہیں۔
refuse-over = کھیل ختم ہو چکا ہے۔

## اشارے
hint-best = بہترین چال: خانہ { $pit }۔ { $worth ->
    [more] یہاں سے آگے یہ آپ کو مخالف سے { $stones ->
        [one] ایک پتھر
       *[other] { $stones } پتھر
    } زیادہ دلاتی ہے۔
    [even] یہاں سے آگے آپ اور آپ کا مخالف برابر حاصل کرتے ہیں۔
   *[less] یہاں سے آگے آپ جیسے بھی کھیلیں، مخالف { $stones ->
        [one] ایک پتھر
       *[other] { $stones } پتھر
    } زیادہ حاصل کر سکتا ہے؛ یہ چال فرق کو اسی حد پر روکتی ہے۔
}
hint-plain = بہترین چال: خانہ { $pit }۔ کوئی اور چال آپ کے لیے زیادہ پتھر نہیں بچاتی۔
hint-waiting = کمپیوٹر ابھی کامل کھیل کا حساب لگا رہا ہے ({ $percent }٪)۔ تھوڑی دیر بعد دوبارہ پوچھیں۔

## کھیل کا اختتام
result-draw = برابر، { $winner } بمقابلہ { $loser }
result-you-win = آپ جیت گئے، { $winner } بمقابلہ { $loser }
result-computer-wins = کمپیوٹر جیت گیا، { $winner } بمقابلہ { $loser }
result-side-wins = { $who ->
    [south] جنوب جیت گیا
   *[north] شمال جیت گیا
}، { $winner } بمقابلہ { $loser }
reason-no-moves = { $who ->
    [you] آپ کے پاس
    [computer] کمپیوٹر کے پاس
    [south] جنوب کے پاس
    [friend] آپ کے دوست کے پاس
   *[north] شمال کے پاس
} کوئی جائز چال نہیں تھی { $rule ->
    [feeding] (دوسری قطار خالی تھی، اور کوئی چال اس میں پتھر نہیں چھوڑ سکتی تھی)
    [grand-slam] (ہر چال پوری دوسری قطار پکڑ لیتی)
   *[few] (کسی خانے میں دو یا زیادہ پتھر نہیں تھے)
}، اس لیے ہر کھلاڑی نے اپنی قطار کے پتھر رکھ لیے۔
reason-repetition = ایک ہی صورتِ حال تیسری بار آئی، اس لیے بورڈ پر موجود { $stones ->
    [one] ایک پتھر برابر بانٹ دیا گیا
   *[other] { $stones } پتھر برابر بانٹ دیے گئے
}: ہر ایک کو { $each }۔

## جائزہ
review-title = کھیل کا جائزہ
review-intro = ہر چال، اور کامل کھیل کے حساب سے بہترین چال کے مقابلے میں اس نے کتنا گنوایا۔
review-sides = { $you ->
    [south] آپ جنوب کی طرف سے کھیلے، اور کمپیوٹر شمال کی طرف سے۔
   *[north] آپ شمال کی طرف سے کھیلے، اور کمپیوٹر جنوب کی طرف سے۔
}
review-line = { $ply }۔ { $player }: خانہ { $pit }
review-best = بہترین چال
review-lost = { $stones ->
    [one] ایک پتھر گنوایا
   *[other] { $stones } پتھر گنوائے
} (بہترین: خانہ { $best })
review-perfect = ہر چال بہترین چالوں میں سے تھی۔
review-waiting = جائزے کے لیے کامل کھیل درکار ہے، جس کا حساب ابھی جاری ہے ({ $percent }٪)۔

## ترتیبات
settings-title = ترتیبات
settings-language = زبان
settings-sound = آواز
sound-on = چالو
sound-off = بند
settings-volume = والیوم
settings-text-size = متن کا سائز
settings-motion = حرکت
motion-full = مکمل
motion-reduced = کم
settings-speed = حرکت کی رفتار

## اطلاعات
notice-settings-reset = آپ کی ترتیبات پڑھی نہ جا سکیں، اس لیے طے شدہ ترتیبات استعمال ہو رہی ہیں۔ پرانی فائل { $kept } کے نام سے رکھ لی گئی۔
notice-game-reset = محفوظ کیا ہوا کھیل پڑھا نہ جا سکا، اس لیے نیا کھیل شروع ہو رہا ہے۔ پرانی فائل { $kept } کے نام سے رکھ لی گئی۔
notice-newer = یہ فائل موڈیار کے کسی نئے ورژن نے محفوظ کی تھی، اس لیے کھیل اسے استعمال نہیں کرتا۔ یہ فائل { $kept } کے نام سے رکھ لی گئی۔
notice-settings-stuck = ترتیبات کی فائل نہ پڑھی جا سکی نہ ہٹائی جا سکی، اس لیے طے شدہ ترتیبات استعمال ہو رہی ہیں اور اس بار تبدیلیاں محفوظ نہیں ہوں گی۔
notice-game-stuck = محفوظ کیا ہوا کھیل نہ پڑھا جا سکا نہ ہٹایا جا سکا، اس لیے نیا کھیل شروع ہو رہا ہے جو اس بار محفوظ نہیں ہوگا۔
notice-puzzles-reset = پہیلیوں میں آپ کی پیش رفت پڑھی نہ جا سکی، اس لیے وہ دوبارہ شروع ہو رہی ہے۔ پرانی فائل { $kept } کے نام سے رکھ لی گئی۔
notice-puzzles-stuck = پہیلیوں میں آپ کی پیش رفت نہ پڑھی جا سکی نہ ہٹائی جا سکی، اس لیے وہ دوبارہ شروع ہو رہی ہے اور اس بار محفوظ نہیں ہوگی۔
notice-records-reset = آپ کے ریکارڈ پڑھے نہ جا سکے، اس لیے وہ دوبارہ شروع ہو رہے ہیں۔ پرانی فائل { $kept } کے نام سے رکھ لی گئی۔
notice-records-stuck = آپ کے ریکارڈ نہ پڑھے جا سکے نہ ہٹائے جا سکے، اس لیے وہ دوبارہ شروع ہو رہے ہیں اور اس بار محفوظ نہیں ہوں گے۔
notice-bad-code = یہ کوڈ پڑھا نہ جا سکا: غلط لکھا ہے، ادھورا ہے یا موڈیار کا نہیں۔ بورڈ والا کھیل برقرار ہے۔
notice-fullscreen-refused = اس براؤزر نے کھیل کو پوری اسکرین پر آنے نہیں دیا۔ شاید اس کے اپنے مینو میں پوری اسکرین کا اختیار ہو۔
notice-code-copied = کھیل کا کوڈ کاپی ہو گیا: { $kept }
notice-code-shown = کھیل کا کوڈ: { $kept }

stones = { $stones ->
    [one] ایک پتھر
   *[other] { $stones } پتھر
}

## قواعد
rules-title = موڈیار کیسے کھیلیں
rules-1 = آپ کے سب سے قریب تین خانوں کی قطار آپ کی ہے۔ شروع میں ہر خانے میں 7 پتھر ہوتے ہیں۔ چھوٹے نمبر ہر قطار کو اس کے مالک کے بائیں سے گنتے ہیں، اسی سمت میں جس میں پتھر چلتے ہیں۔
rules-2 = اپنے کسی ایسے خانے کے سارے پتھر اٹھائیں جس میں 2 یا زیادہ ہوں۔ پہلا واپس اسی خانے میں ڈالیں، پھر ہر اگلے خانے میں ایک، گھڑی کی سوئیوں کی الٹی سمت میں۔
rules-3 = اگر آپ کا آخری پتھر کسی خانے میں، کسی بھی طرف، 2، 4 یا 6 کر دے تو آپ اسے پکڑ لیتے ہیں۔ اگر اس سے پچھلے خانے میں بھی 2، 4 یا 6 ہوں تو آپ اسے بھی پکڑ لیتے ہیں، اور اسی طرح پیچھے کی طرف۔
rules-4 = کھیل کی بالکل پہلی چال میں کچھ نہیں پکڑا جاتا۔
rules-5 = مخالف کی قطار کبھی خالی نہ چھوڑیں: اگر وہ خالی ہو تو آپ کو اپنی چال سے اسے پتھر دینے ہوں گے، اور آپ کبھی اسے پوری نہیں پکڑ سکتے۔
rules-6 = جب باری والے کھلاڑی کے پاس کوئی جائز چال نہ ہو تو کھیل ختم ہو جاتا ہے اور ہر کھلاڑی اپنی قطار رکھ لیتا ہے۔ کوئی صورتِ حال تیسری بار آئے تو بھی کھیل ختم ہو جاتا ہے: بورڈ برابر بانٹ دیا جاتا ہے۔
rules-7 = جس کے پاس زیادہ پتھر ہوں وہ جیتتا ہے۔ اکیس اکیس پر کھیل برابر رہتا ہے۔
rules-key = بورڈ پر گھیرے: باریک اور ہلکا، وہ خانہ جو آپ کھیل سکتے ہیں؛ سنہری، ابھی کھیلا گیا خانہ (بورڈ پر نقطوں والا)؛ سفید، جہاں اس کا آخری پتھر گرا؛ جامنی، چال دکھائے جانے کے دوران کچھ دیر، وہ خانے جو یہ چال پکڑتی ہے۔ تصویروں میں یہی رنگ ہیں۔ سبز گھیرا اشارہ ہے، اور سرخ گھیرا وہ خانہ جو کھیلا نہیں جا سکتا۔ آمنے سامنے، جو عدد الٹا پڑھنے پر کوئی اور عدد لگے (6، 9)، اس کے نیچے لکیر ہوتی ہے۔

## اسباق
lesson-count = سبق { $n } از { $total }
lesson-sowing = آپ جنوب ہیں، نیچے کی طرف۔ جو شمال سے زیادہ پتھر پکڑے وہ جیتتا ہے؛ دونوں کے 21 ہوں تو کھیل برابر ہے۔ چمکتے خانے کو چھوئیں۔ اس کے پتھر ایک ایک کر کے، گھڑی کی سوئیوں کی الٹی سمت میں بوئے جاتے ہیں، اور پہلا پتھر اسی خانے میں واپس جاتا ہے۔ ہر خانے کی ٹکیہ پر لکھا نمبر بتاتا ہے کہ اس میں کتنے پتھر ہیں؛ اس کے ساتھ والا چھوٹا نمبر خانے کا نام ہے، ہر قطار میں 1 سے 3 تک۔
lesson-lap = بڑی مٹھی پورے بورڈ کا چکر لگاتی ہے۔ چمکتا خانہ کھیلیں اور دیکھیں کہ اس کے نو پتھر کہاں گرتے ہیں۔
lesson-capture = اگر آپ کا آخری پتھر کسی خانے میں 2، 4 یا 6 کر دے تو آپ اسے پکڑ لیتے ہیں۔ چمکتا خانہ کھیلیں۔
lesson-chain = پکڑ پیچھے کی طرف چلتی ہے: آخری خانے سے پچھلا خانہ بھی پکڑا جاتا ہے اگر اس میں 2، 4 یا 6 ہوں۔ چمکتا خانہ کھیلیں۔
lesson-own-side = آپ اپنی طرف بھی پکڑتے ہیں۔ چمکتا خانہ کھیلیں۔
lesson-preview = کھیلنے سے پہلے آپ دیکھ سکتے ہیں کہ چال کیا کرے گی: { $input ->
    [touch] کسی خانے پر انگلی رکھے رہیں
   *[pointer] کسی خانے پر انگلی رکھے رہیں یا اس کی طرف اشارہ کریں
}، اور سبز نمبر دکھاتے ہیں کہ پھر ہر خانے میں کتنے پتھر ہوں گے۔ چمکتے خانے پر آزمائیں، پھر کھیلنے کے لیے اسے چھوئیں۔
lesson-singleton = جس خانے میں صرف ایک پتھر ہو وہ کبھی نہیں کھیلا جا سکتا۔ چمکتے خانے کو چھو کر دیکھیں۔
lesson-feeding = شمال کی قطار خالی ہے۔ آپ کو اپنی چال سے اسے پتھر دینے ہوں گے، اس لیے صرف کچھ چالیں جائز ہیں۔ چمکتا خانہ کھیلیں۔
lesson-grand-slam = آپ کبھی شمال کی قطار کے سارے پتھر نہیں پکڑ سکتے۔ چمکتا خانہ یہی کرے گا: اسے چھو کر دیکھیں۔
lesson-first-move = نیا کھیل۔ اس کی بالکل پہلی چال میں کچھ نہیں پکڑا جاتا، چاہے آخری پتھر کسی خانے میں 2، 4 یا 6 کر دے۔ چمکتا خانہ کھیلیں۔
lesson-end = جب باری والے کھلاڑی کے پاس کوئی جائز چال نہ ہو تو کھیل ختم ہو جاتا ہے۔ چمکتا خانہ کھیلیں اور دیکھیں کہ شمال کے پاس کیا بچتا ہے۔
lesson-repetition = چمکتا خانہ ایسی صورتِ حال پر لے جاتا ہے جو پہلے ہی دو بار آ چکی ہے۔ جب کوئی صورتِ حال تیسری بار آئے تو کھیل ختم ہو جاتا ہے اور بورڈ پر موجود پتھر برابر بانٹ دیے جاتے ہیں۔ چمکتا خانہ کھیلیں اور دیکھیں۔
lesson-try-again = دوبارہ
lesson-next = اگلا
lesson-skip = اسباق چھوڑیں
lesson-play = نوآموز کے خلاف کھیلیں
lesson-back-to-game = کھیل پر واپس
lesson-declined = یہ خانہ کھیلا جا سکتا ہے، لیکن یہ سبق چمکتے خانے کے بارے میں ہے۔ اسے چھوئیں۔
lesson-finished = اب آپ موڈیار کے قواعد جانتے ہیں۔ انہیں سب سے آسان مخالف کے خلاف آزمائیں۔
lesson-well-done = شاباش! { $last ->
    [yes] اسباق ختم کرنے کے لیے "اگلا" کو چھوئیں۔
   *[no] اگلے سبق کے لیے "اگلا" کو چھوئیں۔
}
lesson-seen = { $last ->
    [yes] اسباق ختم کرنے کے لیے "اگلا" کو چھوئیں۔
   *[no] اگلے سبق کے لیے "اگلا" کو چھوئیں۔
}
# pit-name is in the oblique case (آپ کے بائیں خانے): every message puts a
# postposition after it (میں، سے).
pit-name = { $owner ->
    [you] آپ کے خانہ نمبر { $number }
    [south] جنوب کے خانہ نمبر { $number }
    [computer] کمپیوٹر کے خانہ نمبر { $number }
    [friend] آپ کے دوست کے خانہ نمبر { $number }
   *[north] شمال کے خانہ نمبر { $number }
}
explain-sown = { $pit } سے { $stones ->
    [one] ایک پتھر بویا گیا
   *[other] { $stones } پتھر بوئے گئے
}، پہلا واپس اسی خانے میں۔
explain-lap = وہ پورے بورڈ کا چکر لگا گئے: اس خانے کو ان میں سے { $back ->
    [one] { $back } ملا
   *[other] { $back } ملے
}۔
explain-last = آپ کے آخری پتھر سے { $pit } میں { $count ->
    [one] { $count } پتھر ہو گیا
   *[other] { $count } پتھر ہو گئے
}: یہ 2، 4 یا 6 نہیں، اس لیے کچھ نہیں پکڑا گیا۔
explain-captured = آپ کے آخری پتھر سے { $pit } میں { $count ->
    [one] { $count } پتھر ہو گیا: آپ نے اسے پکڑ لیا
   *[other] { $count } پتھر ہو گئے: آپ نے انہیں پکڑ لیا
}۔
explain-chain = { $pit } میں، جو اس سے پچھلا خانہ ہے، { $count ->
    [one] { $count } پتھر تھا: آپ نے اسے بھی پکڑ لیا
   *[other] { $count } پتھر تھے: آپ نے انہیں بھی پکڑ لیا
}۔
explain-forfeit = آپ کے آخری پتھر سے { $pit } میں { $count ->
    [one] { $count } پتھر ہو گیا
   *[other] { $count } پتھر ہو گئے
}، لیکن کھیل کی پہلی چال میں کچھ نہیں پکڑا جاتا۔
explain-fed = شمال کی قطار خالی تھی، اس لیے آپ کو اسے پتھر دینے تھے: اب اس میں { $stones ->
    [one] { $stones } ہے
   *[other] { $stones } ہیں
}۔
explain-ended = { $who ->
    [you] آپ کے پاس
   *[north] شمال کے پاس
} اب کوئی جائز چال نہیں، اس لیے کھیل ختم ہو گیا اور ہر ایک نے اپنی قطار رکھ لی: آپ { $south }، شمال { $north }۔
explain-repeated = یہ صورتِ حال تیسری بار آئی، اس لیے بورڈ بانٹ دیا گیا: آپ { $south }، شمال { $north }۔

## چال کا پیش منظر اور کوچ
preview-takes = { $stones } پکڑے گی
preview-forfeit = کچھ نہیں پکڑے گی: پہلی چال
preview-tap = کھیلنے کے لیے چھوئیں
settings-preview = چال کا پیش منظر
preview-on = چالو
preview-off = بند
settings-coach = نوآموز یا شوقیہ کے خلاف کھیل میں کوچ
coach-on = چالو
coach-off = بند
# Once the computer's reply is drawn: the better pit, and what it would
# have kept by the end of a well-played game.
coach-note = اس چال سے آپ نے { $stones ->
    [one] ایک پتھر کھو دیا
   *[other] { $stones } پتھر کھو دیے
}: آپ کا خانہ { $pit } بہتر تھا۔ "چال واپس" آپ کی چال واپس لے لیتا ہے۔
note-empty = خالی
note-singleton = اکیلا پتھر
note-not-allowed = جائز نہیں

## پہیلیاں
puzzle-daily = آج
puzzle-easy = آسان
puzzle-medium = درمیانی
puzzle-hard = مشکل
puzzle-of-the-day = آج کی پہیلی
puzzle-count = { $tier ->
    [easy] آسان
    [medium] درمیانی
   *[hard] مشکل
} پہیلی { $n } از { $total }
puzzle-prompt = { $who ->
    [south] جنوب کی باری۔
   *[north] شمال کی باری۔
} ایک چال واضح طور پر بہترین ہے: اسے ڈھونڈیں۔
puzzle-right = درست! خانہ { $pit } بہترین چال ہے۔
puzzle-wrong = پوری طرح نہیں: خانہ { $pit } بہترین تھا، { $stones ->
    [one] ایک پتھر
   *[other] { $stones } پتھر
} بہتر۔
puzzle-values = ہر خانہ دکھاتا ہے کہ اسے کھیلنے کے بعد، اگر دونوں کامل کھیلیں، تو آخر میں آپ کے پاس کتنے پتھر ہوں گے۔
puzzle-progress = حل شدہ { $solved } از { $total } · روزانہ سلسلہ { $streak }
puzzle-solved = حل شدہ
puzzle-next = اگلی پہیلی
puzzle-play-out = کامل کے خلاف کھیلیں

## کھیل کے بعد: ریکارڈ، تجزیے کا بورڈ، کوڈ
button-analyse = تجزیہ
button-open-code = کوڈ کھولیں
records-legend = ہر درجے کے نیچے: آپ کی بازیاں، جیت–برابر–ہار
settings-records = ریکارڈ
records-reset = ریکارڈ صاف کریں
records-reset-confirm = سارے ریکارڈ صاف کر دیں؟ یہ واپس نہیں ہو سکتا۔
records-reset-yes = ہاں، صاف کریں
records-reset-no = رہنے دیں
record-best-margin = { $opponent } کے خلاف آپ کا سب سے بڑا فرق: +{ $margin }
record-streak = { $opponent } کے خلاف لگاتار { $wins ->
    [one] { $wins } جیت
   *[other] { $wins } جیتیں
}!
record-first-win = { $opponent } کے خلاف آپ کی پہلی جیت!
record-standing = { $opponent } کے خلاف: { $won ->
    [one] { $won } جیت
   *[other] { $won } جیتیں
}، { $drawn } برابر، { $lost ->
    [one] { $lost } ہار
   *[other] { $lost } ہاریں
}۔
record-two-players = اس آلے پر جنوب { $won } بار اور شمال { $lost } بار جیتا، اور { $drawn ->
    [one] { $drawn } کھیل برابر رہا
   *[other] { $drawn } کھیل برابر رہے
}۔
analysis-position = چال { $n } از { $total } · { $who ->
    [south] جنوب کی باری
   *[north] شمال کی باری
}
analysis-over = چال { $n } از { $total } · کھیل ختم ہو چکا
analysis-waiting = کامل کھیل کا حساب ابھی جاری ہے ({ $percent }٪): ہر چال کی قیمت تیار ہوتے ہی دکھائی دے گی۔
analysis-played = یہاں سے کھیلی گئی: خانہ { $pit }، { $lost ->
    [0] بہترین چالوں میں سے۔
    [one] جس نے ایک پتھر گنوایا۔
   *[other] جس نے { $lost } پتھر گنوائے۔
}
analysis-turning-point = فیصلہ کن موڑ: چال { $n }، جس میں { $who ->
    [south] جنوب
   *[north] شمال
} نے { $stones ->
    [one] ایک پتھر گنوایا
   *[other] { $stones } پتھر گنوائے
}۔
# The arrows are turned by hand: the game draws a button's words left to
# right without mirroring ‹ ›, and in Urdu's mirrored row Back sits on the
# right and points right, Next on the left and points left (seen on screen).
analysis-legend = خانوں پر نمبر: کامل کھیل میں ہر چال کا انجام، پتھروں میں، باری والے کھلاڑی کے لحاظ سے (+ آگے، – پیچھے)۔
analysis-frames = فہرست میں: سنہری فریم اس چال کو نمایاں کرتا ہے جس نے پتھر گنوائے، سرخ فریم فیصلہ کن موڑ کو، اور نیلا فریم اس چال کو جو بورڈ پر دکھائی گئی ہے۔
analysis-back = › پچھلی
analysis-next = اگلی ‹
analysis-turning = فیصلہ کن موڑ
analysis-play = یہاں سے کھیلیں
analysis-share = کوڈ کاپی کریں
code-title = کھیل کا کوڈ کھولیں
code-hint = کسی کھیل کا کوڈ (یا اس کا لنک) لکھیں یا چسپاں کریں، پھر کھولیں دبائیں۔
code-paste = چسپاں کریں
code-nothing-pasted = چسپاں کرنے کو کچھ نہیں: کلپ بورڈ میں کسی کھیل کا کوڈ نہیں، یا براؤزر نے گیم کو اسے پڑھنے نہیں دیا۔ اس کے بجائے کوڈ لکھیں۔
code-open = کھولیں

## کان سے کھیلنا: اسکرین ریڈر کیا کہتا ہے
say-pit = { $owner ->
    [you] آپ کا خانہ نمبر { $number }
    [south] جنوب کا خانہ نمبر { $number }
    [computer] کمپیوٹر کا خانہ نمبر { $number }
    [friend] آپ کے دوست کا خانہ نمبر { $number }
   *[north] شمال کا خانہ نمبر { $number }
}، { $count ->
    [one] ایک پتھر
   *[other] { $count } پتھر
}
say-playable = کھیلا جا سکتا ہے
say-move = { $who ->
    [you] آپ کی چال
    [computer] کمپیوٹر کی چال
    [south] جنوب کی چال
    [friend] آپ کے دوست کی چال
   *[north] شمال کی چال
}: { $pit } سے { $stones ->
    [one] ایک پتھر بویا گیا
   *[other] { $stones } پتھر بوئے گئے
}۔
say-last = آخری پتھر سے { $pit } میں { $count ->
    [one] { $count } پتھر ہو گیا
   *[other] { $count } پتھر ہو گئے
}: کچھ نہیں پکڑا گیا۔
say-took = { $pit } سے { $who ->
    [you] آپ نے
    [computer] کمپیوٹر نے
    [south] جنوب نے
    [friend] آپ کے دوست نے
   *[north] شمال نے
} { $count ->
    [one] ایک پتھر پکڑا
   *[other] { $count } پتھر پکڑے
}۔
say-forfeit = کھیل کی پہلی چال میں کچھ نہیں پکڑا جاتا۔
say-fed = خالی قطار کو { $stones ->
    [one] ایک پتھر ملا
   *[other] { $stones } پتھر ملے
}۔
say-score = اسکور: { $first } { $a }، { $second } { $b }۔
say-row = { $who ->
    [you] آپ کے خانے
    [computer] کمپیوٹر کے خانے
    [south] جنوب کے خانے
    [friend] آپ کے دوست کے خانے
   *[north] شمال کے خانے
}، 1 سے 3 تک: { $counts }۔
say-read-board = بورڈ پڑھ کر سنائیں
say-volume-down = آواز کم کریں
say-volume-up = آواز زیادہ کریں

## Face to face: each seat's own lines
refuse-wait = { $who ->
    [you] آپ کی باری ہے۔
    [computer] کمپیوٹر کی باری ہے: اس کی چال کا انتظار کریں۔
    [south] جنوب کی باری ہے: جنوب کی چال کا انتظار کریں۔
    [friend] آپ کے دوست کی باری ہے: اس کی چال والے لنک کا انتظار کریں۔
   *[north] شمال کی باری ہے: شمال کی چال کا انتظار کریں۔
}
undo-nothing-yours = آپ نے ابھی کوئی چال نہیں چلی، اس لیے واپس لینے کو آپ کی کوئی چال نہیں۔
undo-took-back = { $who ->
    [you] آپ نے اپنی آخری چال واپس لے لی۔
    [computer] کمپیوٹر نے اپنی آخری چال واپس لے لی۔
    [south] جنوب نے اپنی آخری چال واپس لے لی۔
   *[north] شمال نے اپنی آخری چال واپس لے لی۔
}
undo-kept = { $who ->
    [you] آپ نے اپنی چال رکھی: کچھ واپس نہیں ہوا۔
    [computer] کمپیوٹر نے اپنی چال رکھی: کچھ واپس نہیں ہوا۔
    [south] جنوب نے اپنی چال رکھی: کچھ واپس نہیں ہوا۔
   *[north] شمال نے اپنی چال رکھی: کچھ واپس نہیں ہوا۔
}
undo-allowed = { $who ->
    [you] آپ مان گئے: دونوں چالیں واپس ہو گئیں۔
    [computer] کمپیوٹر مان گیا: دونوں چالیں واپس ہو گئیں۔
    [south] جنوب مان گیا: آپ کی اور اس کی چال واپس ہو گئیں۔
   *[north] شمال مان گیا: آپ کی اور اس کی چال واپس ہو گئیں۔
}
hint-your-turn = اشارہ آپ کی اپنی باری پر ملتا ہے۔
# Face to face, while one seat is asked about the other's Undo: the
# asked seat reads [asked]; $who is the seat that answers.
turn-undo-asked = { $reader ->
    [asked] پہلے آپ کا جواب: چال واپس لینے دیں یا اپنی چال رکھیں
   *[other] { $who ->
        [you] آپ چال واپس لینے کا فیصلہ کر رہے ہیں…
        [computer] کمپیوٹر چال واپس لینے کا فیصلہ کر رہا ہے…
        [south] جنوب چال واپس لینے کا فیصلہ کر رہا ہے…
       *[north] شمال چال واپس لینے کا فیصلہ کر رہا ہے…
    }
}
undo-ask-title = چال واپس لیں؟
undo-ask = { $who ->
    [you] آپ اپنی آخری چال واپس لینا چاہتے ہیں۔
    [computer] کمپیوٹر اپنی آخری چال واپس لینا چاہتا ہے۔
    [south] جنوب اپنی آخری چال واپس لینا چاہتا ہے۔
   *[north] شمال اپنی آخری چال واپس لینا چاہتا ہے۔
} اس کے بعد کی آپ کی چال بھی واپس ہو جائے گی۔
undo-allow = اجازت ہے
undo-keep = میری چال رہنے دیں
records-legend-two = "دو کھلاڑی" کے نیچے: جنوب کی بازیاں، جیت–برابر–ہار

## ویب صفحہ، کھیل شروع ہونے سے پہلے (web/index.html بنتے وقت یہ ایک سطر والے
## پیغامات لیتا ہے؛ $reason براؤزر کے اپنے الفاظ ہیں)
page-board = موڈیار کا بورڈ
page-loading = لوڈ ہو رہا ہے… { $percent }٪
page-starting = شروع ہو رہا ہے…
page-stopped = موڈیار رک گیا: { $reason }۔ صفحہ دوبارہ لوڈ کرنے سے یہ پھر شروع ہو جائے گا۔
page-no-webgl = موڈیار کو WebGL2 درکار ہے، جو یہ براؤزر فراہم نہیں کرتا۔ Chrome، Firefox، Safari یا Edge کے تازہ ورژن میں یہ موجود ہے۔
page-not-downloaded = کھیل ڈاؤن لوڈ نہ ہو سکا ({ $reason })۔ کنکشن چیک کریں اور صفحہ دوبارہ لوڈ کریں۔
page-damaged = ڈاؤن لوڈ ہونے والا کھیل خراب ہو کر پہنچا۔ صفحہ دوبارہ لوڈ کرنے سے یہ پھر سے ڈاؤن لوڈ ہو جائے گا۔
page-download-stopped = ڈاؤن لوڈ رک گیا ({ $reason })۔ کنکشن چیک کریں اور صفحہ دوبارہ لوڈ کریں۔

## تعارف: ورژن، قواعد کا ماخذ، لائسنس
button-about = تعارف
settings-about = کھیل کے بارے میں
about-title = موڈیار کے بارے میں
about-version = ورژن { $version }
about-rules = قواعد Mancala World کے موڈیار والے مضمون کے مطابق ہیں، جو Jordi Climent کے دسمبر 2012 کے بیان پر مبنی ہے: طنجہ کے قریب گاؤں Chrarba کے بچے اسے سخت زمین میں کھودے گئے چھ گڑھوں میں کنکریوں سے کھیلتے ہیں۔ جہاں یہ بیان خاموش ہے، وہاں کھیل کا فیصلہ اس کے قواعد میں لکھا ہوا ہے۔
about-made = موڈیار ٹیم کا بنایا ہوا، MIT یا Apache 2.0 لائسنس کے تحت آزاد سافٹ ویئر۔
about-fonts = فونٹ: Noto Sans اور Noto Naskh Arabic، جو Google کے ہیں، SIL Open Font License 1.1 کے تحت۔
about-crates = یہ کھیل ان اوپن سورس Rust لائبریریوں سے بنا ہے، جو لائسنس کے لحاظ سے ترتیب دی گئی ہیں۔ ان کے مکمل نوٹس فائل { $file } میں ہیں، جو کھیل کے ساتھ آتی ہے۔

## A friend far away: a game by link
mode-by-link = لنک پر دوست
starts-friend = آپ کا دوست
records-legend-by-link = "لنک پر دوست" کے نیچے: آپ کی بازیاں، جیت–برابر–ہار
button-send = بھیجیں
turn-friend = { $sent ->
    [no] آپ کے دوست کی باری: «بھیجیں» دبا کر اسے لنک بھیجیں۔
   *[yes] اپنے دوست کی چال کا انتظار کریں: جو لنک وہ واپس بھیجے اسے کھولیں۔
}
notice-link-copied = آپ کے کھیل کا لنک کاپی ہو گیا: اسے اپنے دوست کے نام پیغام میں چسپاں کریں۔ { $kept }
notice-link-shown = یہ لنک پیغام میں اپنے دوست کو بھیجیں: { $kept }
notice-link-older = یہ لنک چال { $link } پر ہے اور آپ کا کھیل چال { $moves } پر: کچھ نہیں بدلا۔
notice-link-diverges = یہ لنک آپ کے کھیل سے میل نہیں کھاتا: اس کی چالیں آپ کی چالوں سے مختلف ہیں (کوئی چال واپس لی گئی، یا یہ کوئی اور کھیل ہے)۔ آپ کا کھیل جیسا تھا ویسا ہی ہے۔
notice-link-wrong-seat = یہ لنک کھیل کے دوسرے کھلاڑی کے لیے ہے، آپ کے لیے نہیں۔ آپ کا کھیل جیسا تھا ویسا ہی ہے۔
notice-link-unreadable = یہ لنک پڑھا نہ جا سکا: { $why ->
    [too-long] یہ کھیل کے لنک کے لیے بہت لمبا ہے۔
    [damaged] یہ راستے میں بدل گیا۔
   *[not-a-link] یہ ادھورا ہے یا موڈیار کا نہیں۔
} آپ کے کھیل جیسے تھے ویسے ہی ہیں۔
notice-links-reset = لنک والے آپ کے کھیل پڑھے نہ جا سکے، اس لیے فہرست دوبارہ شروع ہو رہی ہے۔ پرانی فائل { $kept } کے نام سے رکھ لی گئی۔
notice-links-stuck = لنک والے آپ کے کھیل نہ پڑھے جا سکے نہ ہٹائے جا سکے، اس لیے فہرست دوبارہ شروع ہو رہی ہے اور اس بار محفوظ نہیں ہو گی۔
record-by-link = لنک پر دوستوں کے خلاف: { $won ->
    [one] { $won } جیت
   *[other] { $won } جیتیں
}، { $drawn } برابر، { $lost ->
    [one] { $lost } ہار
   *[other] { $lost } ہاریں
}۔
link-games-heading = لنک والے آپ کے کھیل
title-by-link-how = اپنی چال چلیں، پھر «بھیجیں» دبائیں: آپ کے دوست کو یہ لنک کی صورت میں ملے گی، اور ان کی چال اسی طرح واپس آئے گی۔
link-remove = ہٹائیں
link-remove-sure = واقعی ہٹائیں؟
link-games-all = سب دکھائیں ({ $count })
link-games-fewer = صرف تازہ ترین دکھائیں
# One game by link in the title's list: its state, then the score
# with this player's stones first, and when it last moved.
link-game = { $state ->
    [yours] آپ کی باری
    [send] بھیجنا ہے
    [waiting] دوست کی باری
    [won] آپ جیتے
    [lost] دوست جیتا
   *[drawn] برابر
}
link-game-detail = { $mine }–{ $theirs } · { $when ->
    [today] آج
    [yesterday] کل
   *[earlier] پہلے
}
notice-link-sent-stays = آپ کی چال دوست کو جا چکی ہے، اس لیے رہے گی: چال صرف بھیجنے سے پہلے واپس لی جا سکتی ہے۔
notice-link-friends-move = { $sent ->
    [no] ابھی آپ کی باری نہیں: آپ کے دوست کی باری ہے۔ «بھیجیں» دبا کر اسے لنک بھیجیں۔
   *[yes] ابھی آپ کی باری نہیں: آپ کے دوست کی باری ہے۔ جو لنک وہ واپس بھیجے اسے کھولیں۔
}
notice-link-your-move = آپ کی باری ہے: پہلے اپنی چال چلیں، پھر «بھیجیں» دبا کر اسے اپنے دوست کو بھیجیں۔
notice-nothing-kept = یہ براؤزر کھیل کے لیے کچھ محفوظ نہیں رکھتا، اس لیے آپ کے کھیل اور ترتیبات صرف صفحہ بند ہونے تک رہیں گی۔
notice-game-followed = یہ کھیل کسی اور ٹیب یا ونڈو میں آگے بڑھا: یہ رہا، جیسا اب ہے۔
notice-game-replaced = کسی اور ٹیب یا ونڈو میں اس کی جگہ نیا کھیل شروع کیا گیا۔
notice-update-ready = موڈیار کا نیا ورژن تیار ہے: یہ اگلی بار کھیل کھولنے پر شروع ہوگا۔
result-friend-wins = آپ کا دوست جیت گیا، { $winner } بمقابلہ { $loser }
