# Modiar، اردو۔ $who کی قدریں: you، computer، south، north۔

language-name = اردو

## پہلی اسکرین
tagline = طنجہ کے گرد پہاڑیوں کا ایک منکالا کھیل
mode-heading = کھیلیں
mode-computer = کمپیوٹر کے خلاف
mode-two-players = دو کھلاڑی
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

## بٹن
button-play = کھیلیں
button-rules = قواعد
button-settings = ترتیبات
button-close = بند کریں
button-undo = چال واپس
button-restart = نئے سرے سے
button-menu = مینیو
button-hint = اشارہ
button-rematch = ایک اور بازی
button-review = جائزہ
speed-button = رفتار: { $speed }
speed-slow = آہستہ
speed-normal = معمول کی
speed-fast = تیز

## کھلاڑی
player-you = آپ
player-computer = کمپیوٹر
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
turn-solving = بہترین کھیل کا حساب ہو رہا ہے: { $percent }٪
turn-sowing = بوائی جاری ہے… (تیز کرنے کے لیے چھوئیں)
turn-over = کھیل ختم
last-move = { $who ->
    [you] آپ نے خانہ { $pit } کھیلا
    [computer] کمپیوٹر نے خانہ { $pit } کھیلا
    [south] جنوب نے خانہ { $pit } کھیلا
   *[north] شمال نے خانہ { $pit } کھیلا
}
last-move-captured = { $who ->
    [you] آپ نے خانہ { $pit } کھیلا
    [computer] کمپیوٹر نے خانہ { $pit } کھیلا
    [south] جنوب نے خانہ { $pit } کھیلا
   *[north] شمال نے خانہ { $pit } کھیلا
} { $stones ->
    [one] اور ایک پتھر جیت لیا
   *[other] اور { $stones } پتھر جیت لیے
}۔
forfeit-note = کھیل کی پہلی چال: اس میں کچھ نہیں جیتا جاتا۔
repetition-warning = خبردار: { $count ->
    [one] خانہ { $pits } یہ صورتِ حال تیسری بار واپس لے آئے گا
   *[other] خانے { $pits } یہ صورتِ حال تیسری بار واپس لے آئیں گے
}۔ تب کھیل ختم ہو جائے گا اور بورڈ پر موجود { $stones } پتھر برابر بانٹ دیے جائیں گے۔

## کوئی خانہ کیوں نہیں کھیلا جا سکتا
refuse-not-yours = یہ آپ کا خانہ نہیں: یہ قطار { $owner ->
    [you] آپ کی
    [computer] کمپیوٹر کی
    [south] جنوب کی
   *[north] شمال کی
} ہے۔
refuse-empty = یہ خانہ خالی ہے۔
refuse-singleton = اکیلا پتھر: جس خانے میں صرف ایک پتھر ہو وہ نہیں کھیلا جا سکتا۔
refuse-feeding = اس طرح { $opponent ->
    [you] آپ کے پاس
    [computer] کمپیوٹر کے پاس
    [south] جنوب کے پاس
   *[north] شمال کے پاس
} کچھ نہیں بچے گا: قطار خالی ہے، اس لیے آپ کو اسے ایسے پتھر دینے ہوں گے جو وہیں رہیں۔
refuse-grand-slam = اس طرح { $opponent ->
    [you] آپ کے پاس
    [computer] کمپیوٹر کے پاس
    [south] جنوب کے پاس
   *[north] شمال کے پاس
} کچھ نہیں بچے گا: پوری قطار جیت لینے کی اجازت نہیں۔
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
hint-waiting = کمپیوٹر ابھی بہترین کھیل کا حساب لگا رہا ہے ({ $percent }٪)۔ تھوڑی دیر بعد دوبارہ پوچھیں۔

## کھیل کا اختتام
result-draw = برابر، { $south } بمقابلہ { $north }
result-you-win = آپ جیت گئے، { $south } بمقابلہ { $north }
result-computer-wins = کمپیوٹر جیت گیا، { $south } بمقابلہ { $north }
result-side-wins = { $who ->
    [south] جنوب جیت گیا
   *[north] شمال جیت گیا
}، { $south } بمقابلہ { $north }
reason-no-moves = { $who ->
    [you] آپ کے پاس
    [computer] کمپیوٹر کے پاس
    [south] جنوب کے پاس
   *[north] شمال کے پاس
} کوئی جائز چال نہیں تھی، اس لیے ہر کھلاڑی نے اپنی قطار کے پتھر رکھ لیے۔
reason-repetition = ایک ہی صورتِ حال تیسری بار آئی، اس لیے بورڈ پر موجود { $stones } پتھر برابر بانٹ دیے گئے: ہر ایک کو { $each }۔

## جائزہ
review-title = کھیل کا جائزہ
review-intro = ہر چال، اور بہترین کھیل میں سب سے اچھی چال کے مقابلے میں اس نے کتنا گنوایا۔
review-line = { $ply }۔ { $player }: خانہ { $pit }
review-best = بہترین چال
review-lost = { $stones ->
    [one] ایک پتھر گنوایا
   *[other] { $stones } پتھر گنوائے
} (بہتر: خانہ { $best })
review-perfect = ہر چال بہترین چالوں میں سے تھی۔
review-waiting = جائزے کے لیے بہترین کھیل درکار ہے، جس کا حساب ابھی جاری ہے ({ $percent }٪)۔

## ترتیبات
settings-title = ترتیبات
settings-language = زبان
settings-sound = آواز
sound-on = آن
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
notice-newer = یہ Modiar کے کسی نئے ورژن نے محفوظ کیا تھا، اس لیے استعمال نہیں ہو رہا۔ فائل { $kept } کے نام سے رکھ لی گئی۔

stones = { $stones ->
    [one] ایک پتھر
   *[other] { $stones } پتھر
}

## قواعد
rules-title = موڈیار کیسے کھیلیں
rules-1 = ہر کھلاڑی کی اپنی قطار ہوتی ہے: اس کے سب سے قریب کے تین خانے۔ شروع میں ہر خانے میں 7 پتھر ہوتے ہیں۔
rules-2 = اپنی باری پر اپنے کسی ایسے خانے کے سارے پتھر اٹھائیں جس میں کم از کم 2 ہوں۔ پہلا پتھر واپس اسی خانے میں ڈالیں، پھر ہر اگلے خانے میں ایک ایک، گھڑی کی سوئیوں کی الٹی سمت میں۔ بڑی مٹھی بورڈ کا پورا چکر لگاتی ہے اور اس خانے میں بھی پتھر ڈالتی جاتی ہے جہاں سے اٹھائی گئی تھی۔
rules-3 = اگر آپ کا آخری پتھر کسی خانے میں، چاہے وہ کسی بھی طرف ہو، 2، 4 یا 6 پتھر کر دے تو آپ وہ پتھر جیت لیتے ہیں۔ پھر اس سے پچھلا خانہ بھی، اگر اس میں بھی 2، 4 یا 6 ہوں، اور اسی طرح پیچھے کی طرف، یہاں تک کہ کوئی خانہ ایسا نہ ہو۔
rules-4 = کھیل کی بالکل پہلی چال میں کچھ نہیں جیتا جاتا۔
rules-5 = آپ اپنے مخالف کی قطار کبھی خالی نہیں چھوڑ سکتے: اگر وہ خالی ہو تو آپ کو اسے ایسے پتھر دینے ہوں گے جو وہیں رہیں، اور آپ کبھی اس کے سارے پتھر نہیں جیت سکتے۔
rules-6 = جب باری والے کھلاڑی کے پاس کوئی جائز چال نہ ہو تو کھیل ختم ہو جاتا ہے اور ہر کھلاڑی اپنی قطار کے پتھر رکھ لیتا ہے۔ اگر ایک ہی صورتِ حال تیسری بار آئے تو کھیل ختم ہو جاتا ہے اور بورڈ پر موجود پتھر برابر بانٹ دیے جاتے ہیں۔
rules-7 = جس کے پاس زیادہ پتھر ہوں وہ جیتتا ہے۔ اکیس اکیس پر کھیل برابر رہتا ہے۔
