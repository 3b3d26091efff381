<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_HK">
<context>
    <name>lesson</name>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Hold&apos;em: call and minimum</source>
        <translation>德州撲克：跟注與最低額</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Amounts are each seat&apos;s total for the round (&quot;raise to 600&quot;), as the croupier announces
them.

The call (non-banked rule 39 c; ruling R8-4): a seat matches the highest total of the
round, so it puts in the highest total less what it already has in front of it. In the
first round the big blind counts as a bet: the call is the full big blind even when the
big blind was posted short (ruling R8-1). A seat with fewer chips calls all in for what it
has (rule 49; ruling R8-4).

The smallest raise (rule 86; ruling R8-6): a raise (&quot;repique&quot;) adds at least the table
minimum, the big blind, whatever the last raise was. The regulations are silent on a
raise all in for less (rule 49 is a call for less): the house lets a seat go all in for
less (ruling R8-6). An all-in raise that adds less than a full raise is incomplete: it
does not reopen the betting — a seat that has already acted may raise again only once the
highest total has risen by at least one full raise since it acted (ruling R8-6).

Counting the pot: when a round is over the pot is every chip put in, blinds included; a
bet nobody called goes back to its owner first (ruling R1-1), and each all-in amount
starts a side pot, the &quot;pote lateral&quot; (rules 38, 49-50; ruling R1-2).

Words on the floor: to call is &quot;acompanhar&quot; (rule 39 c), to raise &quot;repicar&quot; or &quot;subir a
aposta&quot; (rule 39 d); the pot is &quot;o pote&quot;, a side pot a &quot;pote lateral&quot; (rule 38), a seat
all in an &quot;encavado&quot; (rule 49), its chips its &quot;cave&quot; (rule 52).
</source>
        <translation>金額都是每個座位本輪的總額（「加注至600」），與荷官宣佈的方式相同。

跟注（非莊家遊戲規則第三十九條c項；解讀 R8-4）：座位要跟上本輪的最高總額，所以投入最高總額減去其面前已有的數額。在第一輪，大盲注算作一次下注：即使大盲注下得不足，跟注額仍是完整的大盲注（解讀 R8-1）。籌碼較少的座位以其所有籌碼全押跟注（規則第四十九條；解讀 R8-4）。

最小加注（規則第八十六條；解讀 R8-6）：一次加注至少要加上枱面最低注，即大盲注，不論上一次加注是多少。規例對以較少數額全押加注未有規定（規則第四十九條說的是以較少數額跟注）：賭場容許座位以較少的數額全押（解讀 R8-6）。全押加注如加上的數額少於一次完整加注，即屬不完整加注：它不會重新開放下注——已行動的座位只有在最高總額自其行動後已上升至少一次完整加注時，才可再加注（解讀 R8-6）。

計算底池：一輪結束時，底池是所有已投入的籌碼，包括盲注；無人跟注的下注先退回其下注者（解讀 R1-1），而每個全押數額都開設一個邊池（規則第三十八條及第四十九條至第五十條；解讀 R1-2）。

葡文用語：跟注——acompanhar（規則第三十九條c項）；加注——repicar 或 subir a aposta（規則第三十九條d項）；底池——o pote；邊池——pote lateral（規則第三十八條）；全押的座位——encavado（規則第四十九條），其籌碼——cave（規則第五十二條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 6 speaks first, after the big blind. The big blind counts as a bet: to call, 20
(ruling R8-4). A raise adds at least the table minimum, 20: to 40 (rule 86; ruling
R8-6). The largest, &quot;Pot!&quot;, is the next lesson&apos;s: 20 + (10 + 20 + 20) = 70.
</source>
        <translation>6號座位在大盲注之後首先行動。大盲注算作一次下注：跟注額為20（解讀 R8-4）。加注至少要加上枱面最低注20：至40（規則第八十六條；解讀 R8-6）。最大額，即「底池！」，屬下一課的內容：20 + (10 + 20 + 20) = 70。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 3, the small blind, already has 10 in front of it: to call the 20, it adds 10
(ruling R8-4). A raise adds at least 20: to 40 (rule 86; ruling R8-6). &quot;Pot!&quot;: the pot
10 + 20 + 20 + 20 + 20 = 90, plus the call 10, is 100: a raise to 20 + 100 = 120.
</source>
        <translation>3號座位是小盲注，面前已有10：要跟20，需再加10（解讀 R8-4）。加注至少要加上20：至40（規則第八十六條；解讀 R8-6）。「底池！」：底池10 + 20 + 20 + 20 + 20 = 90，加上跟注額10，為100：加注至20 + 100 = 120。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Everyone has only called the big blind, so the big blind, seat 4, acts last with its
option (ruling R8-3): its 20 already matches the highest total, nothing to call, it may
check. A raise adds at least the table minimum, 20: to 40 (rule 86; ruling R8-6). The
pot is 5 × 20 = 100 and there is no call, so &quot;Pot!&quot; is a raise to 20 + 100 = 120
(rule 21 b; ruling R8-5).
</source>
        <translation>所有人都只跟了大盲注，因此大盲注（4號座位）以其選擇權最後行動（解讀 R8-3）：它的20已與最高總額相同，無需跟注，可以過牌。加注至少要加上枱面最低注20：至40（規則第八十六條；解讀 R8-6）。底池是5 × 20 = 100，而且沒有跟注額，所以「底池！」即加注至20 + 100 = 120（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 6 raised to 70, adding 50. Seat 8 has nothing in: to call, 70. In hold&apos;em a raise
adds at least the table minimum, 20, whatever the last raise was (rule 86; ruling
R8-6): the smallest raise is to 90, not 120. &quot;Pot!&quot;: 10 + 20 + 70 = 100, plus the
call 70, is 170: a raise to 70 + 170 = 240 (rule 21 b; ruling R8-5).
</source>
        <translation>6號座位加注至70，加了50。8號座位面前沒有籌碼：跟注額為70。在德州撲克中，加注至少要加上枱面最低注20，不論上一次加注是多少（規則第八十六條；解讀 R8-6）：最小加注是至90，而非120。「底池！」：10 + 20 + 70 = 100，加上跟注額70，為170：加注至70 + 170 = 240（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 4 had only 15 for its big blind: it posted 15 and is all in. The call is still
the full big blind, 20 (ruling R8-1), and a raise adds at least 20: to 40 (rule 86;
ruling R8-6). &quot;Pot!&quot;: 10 + 15 = 25 in, plus the call 20, is 45: a raise to 20 + 45 =
65 (rule 21 b; ruling R8-5).
</source>
        <translation>4號座位下大盲注時只有15：它下了15，已全押。跟注額仍是完整的大盲注20（解讀 R8-1），而加注至少要加上20：至40（規則第八十六條；解讀 R8-6）。「底池！」：已投入10 + 15 = 25，加上跟注額20，為45：加注至20 + 45 = 65（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 6 raised to 70. Seat 8 has only 50: it cannot match 70, so its call puts in all
it has, 50, and it is all in, an &quot;encavado&quot; (rule 49; ruling R8-4). It has no chips
beyond the call, so it cannot raise: no smallest or largest raise.
</source>
        <translation>6號座位加注至70。8號座位只有50：不能跟上70，所以它跟注時投入其所有籌碼50，即全押（規則第四十九條；解讀 R8-4）。跟注之外它再沒有籌碼，所以不能加注：沒有最小或最大加注額。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 6 raised to 70. Seat 8 went all in to 80, adding 10: less than a full raise of
20, so it is incomplete. Seat 1 called 80; seats 3 and 4 folded. Back at seat 6: to
call, 80 − 70 = 10. Since seat 6 acted the highest total has risen by only 10, not a
full raise: the betting is not reopened for it, and it may only call or fold (ruling
R8-6).
</source>
        <translation>6號座位加注至70。8號座位全押至80，加了10：少於一次完整加注20，所以是不完整加注。1號座位跟注80；3號和4號座位棄牌。回到6號座位：跟注額為80 − 70 = 10。自6號座位行動以來，最高總額只上升了10，並非一次完整加注：下注沒有為它重新開放，它只可跟注或棄牌（解讀 R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 3&apos;s small blind, 10, stays in the pot when it folds. Seats 4, 6 and 8 each put in
60. The pot: 10 + 3 × 60 = 190 (rule 38; ruling R1-2).
</source>
        <translation>3號座位的小盲注10在其棄牌後仍留在底池中。4號、6號和8號座位各投入60。底池：10 + 3 × 60 = 190（規則第三十八條；解讀 R1-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 4 has only 15 for its big blind: it posts 15 and is all in, but the call is still
the full big blind, 20 (ruling R8-1). Seat 6 raises to 60, seat 8 calls, seats 1 and 3
fold. In all 10 + 15 + 60 + 60 = 145. The main pot takes every seat&apos;s chips up to seat
4&apos;s 15: 10 (seat 3, folded) + 15 + 15 + 15 = 55; the side pot takes the rest, 45 + 45
= 90, and only seats 6 and 8 can win it (rules 38, 49-50; ruling R1-2).
</source>
        <translation>4號座位下大盲注時只有15：它下了15，已全押，但跟注額仍是完整的大盲注20（解讀 R8-1）。6號座位加注至60，8號座位跟注，1號和3號座位棄牌。合共10 + 15 + 60 + 60 = 145。主池收取每個座位最多至4號座位的15的籌碼：10（3號座位，已棄牌）+ 15 + 15 + 15 = 55；邊池收取其餘的45 + 45 = 90，只有6號和8號座位可以贏得（規則第三十八條及第四十九條至第五十條；解讀 R1-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Round 1: four seats put in 20 each, 80. Round 2: seat 4 bets 80, the pot; seat 8 has
only 50 left and calls all in for 50; the others fold. Seat 4&apos;s bet is matched only up
to 50: the 30 above goes back to seat 4 first and is in no pot (ruling R1-1). The pot
is 80 + 50 + 50 = 180 (rule 38; ruling R1-2).
</source>
        <translation>第1輪：四個座位各投入20，共80。第2輪：4號座位下注80，即底池；8號座位只剩50，全押跟注50；其他座位棄牌。4號座位的下注只被跟上至50：多出的30先退回4號座位，不屬於任何底池（解讀 R1-1）。底池是80 + 50 + 50 = 180（規則第三十八條；解讀 R1-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Hold&apos;em: change a bet</source>
        <translation>德州撲克：找換下注籌碼</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>A bet announced must be matched by chips put in the space kept for bets (non-banked
rule 53). When the chips put in differ from the bet announced, the croupier changes
them so that exactly the bet announced stands, and the player may not object (rule
53).

Here the seat to act says &quot;Call&quot; and puts in one chip larger than the call. The call
stays in; the croupier gives back the change, the chip less the call, in the fewest
chips, the largest first (the house&apos;s practice: no rule says how change is made up).

First the call: the highest total of the round less what the seat already has in
front of it (rule 39 c; ruling R8-4). A call of 70 paid with a 100 leaves 30 to give
back: one 25 and one 5.

The right change earns half the marks, the fewest chips the other half.

Words on the floor: the chips are &quot;fichas&quot; (rule 19), and changing them for the
exact bet is &quot;a troca&quot; (rule 53); to call is &quot;acompanhar&quot; (rule 39 c).
</source>
        <translation>宣布的下注必須有相應籌碼放入下注範圍（非莊家遊戲規則第五十三條）。放入的籌碼與所宣布的下注不同時，荷官會把籌碼找換，使所宣布的下注金額準確，玩家不得反對（規則第五十三條）。

這裏輪到行動的座位說「跟注」，並放入一個比跟注額大的籌碼。跟注額留在枱上；荷官以最少籌碼、由最大面值開始找回差額，即籌碼減去跟注額（賭場慣例：規則沒有規定差額如何組成）。

先計跟注額：本輪最高總額減去該座位面前已有的籌碼（規則第三十九條c項；解讀 R8-4）。以一個100跟注70，要找回30：一個25及一個5。

差額正確得一半分數，最少籌碼得另一半。

葡文用語：籌碼——fichas（規則第十九條）；把籌碼找換成準確的下注——a troca（規則第五十三條）；跟注——acompanhar（規則第三十九條c項）。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 6 has 20 to call (ruling R8-4) and puts in one 25: the call stands and the
croupier changes the chip (rule 53). 25 − 20 = 5, given back in the fewest chips:
1 × 5.
</source>
        <translation>6號座位要跟注20（解讀 R8-4），放入一個25：跟注成立，荷官找換籌碼（規則第五十三條）。25 − 20 = 5，以最少籌碼找回：1 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 3 has 10 to call (ruling R8-4) and puts in one 25: the call stands and the
croupier changes the chip (rule 53). 25 − 10 = 15, given back in the fewest chips:
3 × 5.
</source>
        <translation>3號座位要跟注10（解讀 R8-4），放入一個25：跟注成立，荷官找換籌碼（規則第五十三條）。25 − 10 = 15，以最少籌碼找回：3 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 8 has 70 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 70 = 430, given back in the fewest chips:
4 × 100 + 1 × 25 + 1 × 5.
</source>
        <translation>8號座位要跟注70（解讀 R8-4），放入一個500：跟注成立，荷官找換籌碼（規則第五十三條）。500 − 70 = 430，以最少籌碼找回：4 × 100 + 1 × 25 + 1 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 3 has 130 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 130 = 370, given back in the fewest
chips: 3 × 100 + 2 × 25 + 4 × 5.
</source>
        <translation>3號座位要跟注130（解讀 R8-4），放入一個500：跟注成立，荷官找換籌碼（規則第五十三條）。500 − 130 = 370，以最少籌碼找回：3 × 100 + 2 × 25 + 4 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 3 has 40 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier changes the chip (rule 53). 100 − 40 = 60, given back in the fewest chips:
2 × 25 + 2 × 5.
</source>
        <translation>3號座位要跟注40（解讀 R8-4），放入一個100：跟注成立，荷官找換籌碼（規則第五十三條）。100 − 40 = 60，以最少籌碼找回：2 × 25 + 2 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 1 has 80 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 80 = 420, given back in the fewest chips:
4 × 100 + 4 × 5.
</source>
        <translation>1號座位要跟注80（解讀 R8-4），放入一個500：跟注成立，荷官找換籌碼（規則第五十三條）。500 − 80 = 420，以最少籌碼找回：4 × 100 + 4 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 4 has 50 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier changes the chip (rule 53). 100 − 50 = 50, given back in the fewest chips:
2 × 25.
</source>
        <translation>4號座位要跟注50（解讀 R8-4），放入一個100：跟注成立，荷官找換籌碼（規則第五十三條）。100 − 50 = 50，以最少籌碼找回：2 × 25。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 6 has 20 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier changes the chip (rule 53). 100 − 20 = 80, given back in the fewest chips:
3 × 25 + 1 × 5.
</source>
        <translation>6號座位要跟注20（解讀 R8-4），放入一個100：跟注成立，荷官找換籌碼（規則第五十三條）。100 − 20 = 80，以最少籌碼找回：3 × 25 + 1 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-follow.yaml"/>
        <source>Hold&apos;em: follow the action</source>
        <translation>德州撲克：逐步跟進牌局</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-follow.yaml"/>
        <source>Follow a whole hand as the croupier runs it (ruling R8). At each action say whose turn
it is and, for that seat, the amount to call, the smallest raise (or bet) to and the
largest. Then the player acts, the table moves on and you go again: a mistake is shown
with the right answer, and the hand goes on as it was played.

At every step:
- The turn goes clockwise, passing over folded and all-in seats. In the first round the
  seat after the big blind acts first and the big blind last; in the later rounds the
  seat holding the marker, or the first seat still in clockwise from it, acts first
  (rules 84-85; ruling R8-2). A round is over when every seat still able to act has acted
  since the last full bet or raise and has matched the highest total (rule 48; ruling
  R8-3).
- The call is the highest total of the round less what the seat has in front of it, or
  all it has left (ruling R8-4).
- The smallest raise adds at least the table minimum, the big blind, to the highest total
  (rule 86; ruling R8-6). The regulations are silent on a raise all in for less (rule 49
  is a call for less): the house lets a seat go all in for less (ruling R8-6).
- The table is pot-limit by the regulation (rules 86, 92): &quot;Pot!&quot; is the highest total
  plus the pot after the call (rule 21 b; ruling R8-5). A half-pot or no-limit table is a
  house parameter: the concessionaire fixes the table&apos;s limit (rules 21 a, c, 22; ruling R8-5).
- Nobody may raise after three raises in a round (rule 87), except while two seats are
  left (rule 88; ruling R8-7), nor when no other seat could put in more (ruling R8-4).
</source>
        <translation>跟隨荷官主持的一整局牌（解讀 R8）。每次行動時，說出輪到誰，並就該座位說出跟注額、最小加注（或下注）至多少及最大至多少。然後玩家行動，牌局繼續，你再作答：答錯時會顯示正確答案，牌局按實際打法繼續。

每一步：
- 按順時針方向輪流行動，跳過已棄牌及已全押的座位。第一輪由大盲注之後的座位先行動，大盲注最後行動；之後各輪由持有按鈕（莊位）的座位，或由其起順時針方向第一個仍在局中的座位先行動（規則第八十四條至第八十五條；解讀 R8-2）。當每個仍能行動的座位自上一次完整下注或加注以來都已行動，並已跟上最高總額時，該輪結束（規則第四十八條；解讀 R8-3）。
- 跟注額是本輪最高總額減去該座位面前的數額，或其剩餘的全部籌碼（解讀 R8-4）。
- 最小加注要在最高總額上至少加上枱面最低注，即大盲注（規則第八十六條；解讀 R8-6）。規例對以較少數額全押加注未有規定（規則第四十九條說的是以較少數額跟注）：賭場容許座位以較少的數額全押（解讀 R8-6）。
- 按規例，牌枱為底池限注（規則第八十六條及第九十二條）：「底池！」是最高總額加上跟注後的底池（規則第二十一條b項；解讀 R8-5）。半池限注或無限注的牌枱是賭場的參數：由承批公司訂定牌枱的限注（規則第二十一條a、c項及第二十二條；解讀 R8-5）。
- 一輪中有三次加注後，任何人都不可再加注（規則第八十七條），但只剩兩個座位時除外（規則第八十八條；解讀 R8-7）；當沒有其他座位可以再投入更多籌碼時，亦不可加注（解讀 R8-4）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-follow.yaml"/>
        <source>Seat 3 holds the marker and posts the small blind, seat 5 the big blind; seat 7 opens
the first round. From the second round the marker seat, or the first seat still in
after it, acts first (rules 81-85; rulings R8-1, R8-2).
</source>
        <translation>3號座位持有按鈕（莊位）並下小盲注，5號座位下大盲注；7號座位開始第一輪。由第二輪起，由按鈕座位先行動，或由其之後第一個仍在局中的座位先行動（規則第八十一條至第八十五條；解讀 R8-1、R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Hold&apos;em: irregular actions</source>
        <translation>德州撲克：違規行動</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Before taking an action the croupier checks that the seat may make it (ruling R8-4): a
check (&quot;passar&quot;) only with nothing to call (non-banked rule 39 b; ruling R8-4) — in the
first round the big blind counts as a bet; a raise of at least the table minimum (rule 86;
ruling R8-6) and no more than the table&apos;s limit allows (rule 39 d; rule 21; ruling R8-5);
no fourth raise in a round while more than two seats are in (rules 87-88; ruling R8-7); no
raise for a seat the betting was not reopened to after an all-in raise for less than a
full raise (ruling R8-6), nor when no other seat could answer it (ruling R8-4).

What the croupier does with a player&apos;s error (rule 71; ruling R8-8):
- a call short of the amount may be completed, but the chips may not be taken back (rule
  71 c);
- chips for a raise put in without announcing it count as a call, and the excess is
  returned (rule 71 d);
- a bet made out of turn (&quot;fora da sua vez&quot;) stands, but that seat may not raise it when
  its turn comes (rule 71 f);
- a player who let his turn go by must tell the croupier at once; the floor (&quot;fiscal&quot;)
  decides, and if he is let back in he may never raise the previous bet (rule 71 i; ruling
  R8-11).

After a flop, turn or river card shown too early (rule 70 d-f), the seats that had not yet
bet may only match the bets, never raise (rule 70 h). A player who has bet and seen the
others&apos; reactions may not then raise (rule 55). Chips pushed past the line are a bet, and
where the amount announced differs from the chips put out, the croupier changes the chips
to the exact amount announced (rule 53).

Words on the floor: a bet &quot;fora da sua vez&quot; is out of turn (rule 71 f); the floor
supervisor is the &quot;fiscal&quot; (rule 71 i); to check is &quot;passar&quot; (rule 39 b), to raise
&quot;repicar&quot; or &quot;subir a aposta&quot; (rule 39 d).
</source>
        <translation>荷官在接受一個行動之前，先核實該座位可以作出該行動（解讀 R8-4）：過牌只限無需跟注時（非莊家遊戲規則第三十九條b項；解讀 R8-4）——在第一輪，大盲注算作一次下注；加注至少要加上枱面最低注（規則第八十六條；解讀 R8-6），且不得超過牌枱限注所容許的數額（規則第三十九條d項；規則第二十一條；解讀 R8-5）；當仍有多於兩個座位在局中時，一輪中不可有第四次加注（規則第八十七條至第八十八條；解讀 R8-7）；在有人以少於一次完整加注的數額全押加注後，下注未為其重新開放的座位不可加注（解讀 R8-6），當沒有其他座位能回應該加注時亦不可加注（解讀 R8-4）。

荷官如何處理玩家的錯誤（規則第七十一條；解讀 R8-8）：
- 不足數額的跟注可以補足，但籌碼不可收回（規則第七十一條c項）；
- 未作宣佈而放入作加注的籌碼算作跟注，多出的部分退回（規則第七十一條d項）；
- 搶先行動的下注有效，但輪到該座位時，它不可對該下注加注（規則第七十一條f項）；
- 錯過了自己輪次的玩家必須立即告知荷官；由監場主任決定，如准許他重新加入，他永遠不可對之前的下注加注（規則第七十一條i項；解讀 R8-11）。

翻牌、轉牌或河牌過早亮出後（規則第七十條d-f項），尚未下注的座位只可跟上各下注，永遠不可加注（規則第七十條h項）。已下注並看到其他人反應的玩家，之後不可加注（規則第五十五條）。推過界線的籌碼即屬下注；如宣佈的數額與放出的籌碼不同，荷官把籌碼改為所宣佈的準確數額（規則第五十三條）。

葡文用語：搶先行動——fora da sua vez（規則第七十一條f項）；監場主任——fiscal（規則第七十一條i項）；過牌——passar（規則第三十九條b項）；加注——repicar 或 subir a aposta（規則第三十九條d項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Seat 6 speaks first after the blinds. The big blind counts as a bet in the first round
(ruling R8-4), and a seat may pass only when the seats before it have not bet (rule 39
b): seat 6 faces 20, and must call, raise or fold.
</source>
        <translation>6號座位在盲注之後首先行動。在第一輪，大盲注算作一次下注（解讀 R8-4），而座位只有在其之前的座位都未下注時才可過牌（規則第三十九條b項）：6號座位面對20，必須跟注、加注或棄牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>&quot;Raise to 30&quot; adds only 10 to the big blind. A raise adds at least the table minimum,
20 (rule 86; ruling R8-6): the smallest raise is to 40. Seat 6 is far from all in (it
has 1,200), so the raise is too small.
</source>
        <translation>「加注至30」只在大盲注上加了10。加注至少要加上枱面最低注20（規則第八十六條；解讀 R8-6）：最小加注是至40。6號座位遠未全押（它有1,200），所以這次加注太小。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>A pot-limit table (rules 86, 92). &quot;Pot!&quot; for seat 6 is 20 + (10 + 20 + 20) = 70 (rule
21 b; ruling R8-5). A raise to 100 is more than the table&apos;s maximum, which rule 39 d
does not allow.
</source>
        <translation>底池限注的牌枱（規則第八十六條及第九十二條）。6號座位的「底池！」是20 + (10 + 20 + 20) = 70（規則第二十一條b項；解讀 R8-5）。加注至100超過了牌枱的上限，規則第三十九條d項不容許。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Seat 6 raised to 70, a raise of 50. In hold&apos;em a raise need only add the table
minimum, the big blind of 20, whatever the last raise was (rules 83, 86; ruling R8-6):
the smallest raise is to 90, so seat 8&apos;s &quot;Raise to 90&quot; is legal. It is well under
&quot;Pot!&quot;: 70 + (10 + 20 + 70 + 70) = 240 (rule 21 b; ruling R8-5).
</source>
        <translation>6號座位加注至70，即加注50。在德州撲克中，加注只需加上枱面最低注，即大盲注20，不論上一次加注是多少（規則第八十三條及第八十六條；解讀 R8-6）：最小加注是至90，所以8號座位的「加注至90」合規。它遠低於「底池！」：70 + (10 + 20 + 70 + 70) = 240（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Everyone called 20 and nobody raised: the big blind, seat 4, has its option (ruling
R8-3). Its 20 already matches the highest total, so nothing to call: &quot;Check&quot; is legal
and closes the round (rule 48).
</source>
        <translation>所有人都跟注20，無人加注：大盲注（4號座位）有其選擇權（解讀 R8-3）。它的20已與最高總額相同，所以無需跟注：「過牌」合規，並結束該輪（規則第四十八條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Seats 6, 8 and 1 have raised: three raises, the most a round may have (rule 87; the
blinds are not raises, ruling R8-7). Five seats are still in, so the cap holds: seat 3
may call 130 more or fold, not raise.
</source>
        <translation>6號、8號和1號座位都已加注：三次加注，即一輪所容許的最多次數（規則第八十七條；盲注不算加注，解讀 R8-7）。仍有五個座位在局中，所以上限適用：3號座位可再跟注130或棄牌，不可加注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Four raises already, but only seats 3 and 4 are left: with two players the raises are
unlimited (rules 47, 88; ruling R8-7). Seat 3 has 140 in and 40 to call; a raise adds
at least 20, to 200, and &quot;Pot!&quot; is 180 + (140 + 180 + 40) = 540 (rules 21 b, 86;
rulings R8-5, R8-6): &quot;Raise to 220&quot; is legal.
</source>
        <translation>已有四次加注，但只剩3號和4號座位：只有兩名玩家時，加注次數不限（規則第四十七條及第八十八條；解讀 R8-7）。3號座位已投入140，需跟注40；加注至少要加上20，至200，而「底池！」是180 + (140 + 180 + 40) = 540（規則第二十一條b項、第八十六條；解讀 R8-5、R8-6）：「加注至220」合規。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Seat 6 raised to 70; seat 8 went all in to 80, 10 more — less than a full raise of 20
(rule 86). Seat 1 called, seats 3 and 4 folded. The betting has not been reopened for
seat 6 (ruling R8-6): it may call 10 more or fold, not raise to 120.
</source>
        <translation>6號座位加注至70；8號座位全押至80，多了10——少於一次完整加注20（規則第八十六條）。1號座位跟注，3號和4號座位棄牌。下注沒有為6號座位重新開放（解讀 R8-6）：它可再跟注10或棄牌，不可加注至120。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>Hold&apos;em: Pot!</source>
        <translation>德州撲克：「底池！」</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>The largest bet or raise depends on the table&apos;s limit. By the regulation the hold&apos;em
table is pot-limit: non-banked rule 86, which rule 92 applies to hold&apos;em, makes the most
a raise may be &quot;o total das apostas até aí efectuadas&quot; (ruling R8-5).

&quot;Pot!&quot; (rule 21 b, rule 86; ruling R8-5): a bet may be as large as the pot; a raise may go
up to the pot after the call. Largest total = the highest total of the round + (every chip
already in, in the pot and in front of the seats this round + what this seat must call).
The croupier says it in that order: &quot;pot 450 + call 150 = 600: raise to 750&quot;.

Rule 21 lists three ways a table&apos;s maximum may be fixed: half the pot, &quot;com limite&quot; (21
a); the pot, &quot;com limite de pote&quot; (21 b); no limit, the player&apos;s &quot;cave&quot; (21 c). For
hold&apos;em rule 86 fixes the pot, so a half-pot or no-limit hold&apos;em table is a house
parameter, not the regulation&apos;s norm: the concessionaire fixes the table&apos;s limit (rules
21-22) and a lesson may set it (ruling R8-5). Half-pot: the same sum halved, rounded down
to the chip unit. No limit: everything the seat has, its &quot;cave&quot;. At every limit never more
than the seat has; where the largest would be below the smallest, the smallest is allowed
(ruling R8-5).

The raise cap (rules 87-88; ruling R8-7): at most three raises a round; the blinds and the
opening bet are not raises. While only two seats are left in the hand the raises are
unlimited (rules 47, 88). With the cap reached a seat may only call or fold.

Words on the floor: pot limit is &quot;limite de pote&quot;, half-pot &quot;com limite&quot; (metade do pote)
and no limit &quot;sem limite&quot; (rule 21); a raise is a &quot;repique&quot; (rules 86-88).
</source>
        <translation>最大的下注或加注取決於牌枱的限注。按規例，非莊家遊戲的德州撲克牌枱為底池限注：規則第八十六條（規則第九十二條將其適用於德州撲克）把加注的上限定為「至當時為止的全部下注」（解讀 R8-5）。

「底池！」（規則第二十一條b項、規則第八十六條；解讀 R8-5）：下注最多可與底池相同；加注最多可至跟注後的底池。最大總額 = 本輪最高總額 + （所有已投入的籌碼，包括底池內及本輪各座位面前的籌碼 + 該座位須跟注的數額）。荷官按此次序宣佈：「底池450 + 跟注150 = 600：加注至750」。

規則第二十一條列出訂定牌枱上限的三種方式：以底池的一半為限，即半池限注（第二十一條a項）；以底池為限，即底池限注（第二十一條b項）；無限注，以玩家的全部籌碼為限（第二十一條c項）。德州撲克由規則第八十六條定為底池限注，所以半池限注或無限注的德州撲克牌枱是賭場的參數，而非規例的常規：由承批公司訂定牌枱的限注（規則第二十一條至第二十二條），課程可設定之（解讀 R8-5）。半池限注：同一總和減半，向下取整至籌碼單位。無限注：該座位擁有的全部籌碼。在任何限注下都不能超過該座位擁有的籌碼；如最大額會低於最低額，則容許最低額（解讀 R8-5）。

加注上限（規則第八十七條至第八十八條；解讀 R8-7）：每輪最多三次加注；盲注及開局下注不算加注。當局中只剩兩個座位時，加注次數不限（規則第四十七條及第八十八條）。達到上限後，座位只可跟注或棄牌。

葡文用語：底池限注——com limite de pote；半池限注——com limite（metade do pote，底池的一半）；無限注——sem limite（規則第二十一條）；加注——repique（規則第八十六條至第八十八條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>Seat 1 faces 80 with nothing in front of it: to call, 80. A raise adds at least the big
blind, 20: to 100. The pot is 10 + 20 + 20 + 80 = 130; with the call of 80 it is 210,
so &quot;Pot!&quot; is a raise to 80 + 210 = 290 (rules 21 b, 86; rulings R8-5, R8-6).
</source>
        <translation>1號座位面對80，面前沒有籌碼：跟注額為80。加注至少要加上大盲注20：至100。底池是10 + 20 + 20 + 80 = 130；加上跟注額80為210，所以「底池！」即加注至80 + 210 = 290（規則第二十一條b項、第八十六條；解讀 R8-5、R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>Round 1 left 5 × 20 = 100 in the pot. In round 2 seats 3 and 4 checked: seat 6 has
nothing to call. The smallest bet is the table minimum, 20 (rule 86; ruling R8-6); the
largest is the pot, 100, with no call to add (rule 21 b; ruling R8-5).
</source>
        <translation>第1輪在底池留下5 × 20 = 100。在第2輪，3號和4號座位過牌：6號座位無需跟注。最小下注是枱面最低注20（規則第八十六條；解讀 R8-6）；最大是底池100，沒有跟注額要加上（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>The pot from round 1 is 100; seat 3 bets 50 in round 2. Seat 4: to call, 50; a raise
adds at least 20, to 70 (rule 86; ruling R8-6). &quot;Pot!&quot;: pot 100 + 50 in front of seat 3
= 150, + call 50 = 200: raise to 50 + 200 = 250 (rule 21 b; ruling R8-5).
</source>
        <translation>第1輪的底池是100；3號座位在第2輪下注50。4號座位：跟注額為50；加注至少要加上20，至70（規則第八十六條；解讀 R8-6）。「底池！」：底池100 + 3號座位面前的50 = 150，+ 跟注50 = 200：加注至50 + 200 = 250（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>A half-pot table, &quot;com limite&quot; (rule 21 a): a house parameter, since rule 86 makes
hold&apos;em pot-limit (rule 92; ruling R8-5). Seat 6: to call, 20; a raise adds at least
20, to 40 (rule 86). The blinds 10 + 20 = 30, + the call 20 = 50; half of it is 25, so
the largest raise is to 20 + 25 = 45 (ruling R8-5).
</source>
        <translation>半池限注的牌枱（規則第二十一條a項）：這是賭場的參數，因為規則第八十六條把德州撲克定為底池限注（規則第九十二條；解讀 R8-5）。6號座位：跟注額為20；加注至少要加上20，至40（規則第八十六條）。盲注10 + 20 = 30，+ 跟注20 = 50；其一半是25，所以最大加注是至20 + 25 = 45（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>A no-limit table (rule 21 c): a house parameter, since rule 86 makes hold&apos;em pot-limit
(rule 92; ruling R8-5); the largest is the seat&apos;s whole &quot;cave&quot;. Seat 6 has 1,200 and
nothing in front of it, so it may raise to 1,200, all in (ruling R8-5). The call is 20
and the smallest raise 40, as at any limit (rule 86; ruling R8-6).
</source>
        <translation>無限注的牌枱（規則第二十一條c項）：這是賭場的參數，因為規則第八十六條把德州撲克定為底池限注（規則第九十二條；解讀 R8-5）；最大額是該座位的全部籌碼。6號座位有1,200，面前沒有籌碼，所以可以加注至1,200，即全押（解讀 R8-5）。跟注額是20，最小加注是40，與任何限注相同（規則第八十六條；解讀 R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>&quot;Pot!&quot; would be 70 + (10 + 20 + 70 + 70) = 240, but seat 8 has only 150: never more
than the seat has, so the largest is all in, to 150 (ruling R8-5). To call, 70; the
smallest raise, 70 + 20 = 90 (rule 86; ruling R8-6).
</source>
        <translation>「底池！」本應是70 + (10 + 20 + 70 + 70) = 240，但8號座位只有150：永遠不可多於該座位所有，所以最大額是全押，至150（解讀 R8-5）。跟注額為70；最小加注為70 + 20 = 90（規則第八十六條；解讀 R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>Seats 6, 8 and 1 raised: three raises, the most a round may have (rule 87; ruling R8-7;
the blinds are not raises). Five seats are in, so the cap holds. Seat 3 has its small
blind, 10, in front of it: to call 140 it adds 130, and it may not raise.
</source>
        <translation>6號、8號和1號座位加注：三次加注，即一輪所容許的最多次數（規則第八十七條；解讀 R8-7；盲注不算加注）。有五個座位在局中，所以上限適用。3號座位面前有其小盲注10：要跟注140，它需再加130，且不可加注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>Four raises, but only seats 3 and 4 are left: two players, unlimited raises (rules 47,
88; ruling R8-7). Seat 3 has 140 in: to call 180, 40. Smallest raise 180 + 20 = 200
(rule 86). &quot;Pot!&quot;: 140 + 180 = 320 in, + call 40 = 360: raise to 180 + 360 = 540 (rule
21 b; ruling R8-5).
</source>
        <translation>四次加注，但只剩3號和4號座位：兩名玩家，加注次數不限（規則第四十七條及第八十八條；解讀 R8-7）。3號座位已投入140：要跟180，需40。最小加注180 + 20 = 200（規則第八十六條）。「底池！」：已投入140 + 180 = 320，+ 跟注40 = 360：加注至180 + 360 = 540（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Hold&apos;em: blinds and turn</source>
        <translation>德州撲克：盲注與行動次序</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Forced bets (non-banked rules 81-83; ruling R8-1): at the start of each hand the seat
holding the marker (&quot;a mão&quot;) posts the small blind, the &quot;pequena aposta&quot;, half the table
minimum (rule 82); the seat to its left posts the big blind, the &quot;grande aposta&quot;, equal to
the table minimum (rule 83). Ruling R8-1 rounds the small blind down to the chip unit. A
seat with fewer chips than its blind posts what it has and is all in; the call in the
first round is still the full big blind (ruling R8-1).

Order (rules 84-85, 42-46; ruling R8-2): in the first round the seat to the left of the
big blind speaks first (rule 84); in the later rounds the seat that has &quot;a mão&quot; speaks
first (rules 42, 44, 46, 85), or, if it is out, the first seat still in clockwise from it
(ruling R8-2). Play goes clockwise, one seat at a time, passing over folded and all-in
seats (ruling R8-2).

A round ends when every seat still able to act has acted since the last full bet or raise
and has matched the highest total (rule 48; ruling R8-3), or when one seat is left (rule
51). If nobody raised in the first round, the big blind still speaks last and may check or
raise: its option (ruling R8-3, which reads Despacho 97/2010 art. 6.4 into the non-banked
rules).

Words on the floor: the marker seat has &quot;a mão&quot; (rules 80-85); the blinds are the &quot;pequena
aposta&quot; and the &quot;grande aposta&quot; (rules 81-83). To fold is &quot;desistir&quot; (rule 39 a), to check
&quot;passar&quot; (rule 39 b), to call &quot;acompanhar&quot; (rule 39 c), to raise &quot;repicar&quot; or &quot;subir a
aposta&quot; (rule 39 d); a seat all in is an &quot;encavado&quot; (rule 49).
</source>
        <translation>強制下注（非莊家遊戲規則第八十一條至第八十三條；解讀 R8-1）：每局開始時，持有按鈕（莊位）的座位下小盲注，為枱面最低注的一半（規則第八十二條）；其左邊的座位下大盲注，等於枱面最低注（規則第八十三條）。解讀 R8-1 將小盲注向下取整至籌碼單位。籌碼少於其盲注的座位下其所有籌碼，即為全押；第一輪的跟注額仍是完整的大盲注（解讀 R8-1）。

次序（規則第八十四條至第八十五條及第四十二條至第四十六條；解讀 R8-2）：第一輪由大盲注左邊的座位先行動（規則第八十四條）；之後各輪由持有按鈕的座位先行動（規則第四十二條、第四十四條、第四十六條及第八十五條），如該座位已出局，則由其起順時針方向第一個仍在局中的座位先行動（解讀 R8-2）。按順時針方向逐個座位行動，跳過已棄牌及已全押的座位（解讀 R8-2）。

當每個仍能行動的座位自上一次完整下注或加注以來都已行動，並已跟上最高總額時（規則第四十八條；解讀 R8-3），或只剩一個座位時（規則第五十一條），該輪結束。如第一輪無人加注，大盲注仍最後行動，可以過牌或加注：這是它的選擇權（解讀 R8-3，該解讀把經濟財政司司長第97/2010號批示第六條第四款套用於非莊家遊戲規則）。

葡文用語：持有按鈕（莊位）——ter a mão（規則第八十條至第八十五條）；小盲注——pequena aposta，大盲注——grande aposta（規則第八十一條至第八十三條）；棄牌——desistir（規則第三十九條a項）；過牌——passar（規則第三十九條b項）；跟注——acompanhar（規則第三十九條c項）；加注——repicar 或 subir a aposta（規則第三十九條d項）；全押的座位——encavado（規則第四十九條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Seat 3 holds the marker and posts the small blind, 10; seat 4, on its left, posts the
big blind, 20. The first round starts with the seat after the big blind: seat 6
(rules 81-84; rulings R8-1, R8-2).
</source>
        <translation>3號座位持有按鈕（莊位）並下小盲注10；其左邊的4號座位下大盲注20。第一輪由大盲注之後的座位開始：6號座位（規則第八十一條至第八十四條；解讀 R8-1、R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Seats 6, 8 and 1 called 20 and seat 3 completed its small blind to 20. Every seat has
matched the highest total, but nobody raised: the big blind, seat 4, has not yet spoken
and has its option, to check or raise (ruling R8-3). Seat 4 acts.
</source>
        <translation>6號、8號和1號座位跟注20，3號座位把小盲注補足至20。每個座位都已跟上最高總額，但無人加注：大盲注（4號座位）尚未表態，有其選擇權，可過牌或加注（解讀 R8-3）。由4號座位行動。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Seat 8 raised to 60; seats 1 and 3 folded and the big blind, seat 4, called. Seat 6 has
only its first 20 in front of it, less than the highest total, 60: the round is not over
(rule 48; ruling R8-3), and the turn comes back round to seat 6.
</source>
        <translation>8號座位加注至60；1號和3號座位棄牌，大盲注（4號座位）跟注。6號座位面前只有最初的20，少於最高總額60：該輪尚未結束（規則第四十八條；解讀 R8-3），行動輪回到6號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>The big blind checked its option and every seat in has matched 20: round 1 is over
(rule 48; ruling R8-3). The later rounds start with the seat that has &quot;a mão&quot; (rule
85), seat 3 — but it folded, so the first seat still in clockwise from it opens: seat 4
(ruling R8-2).
</source>
        <translation>大盲注以其選擇權過牌，局中每個座位都已跟上20：第1輪結束（規則第四十八條；解讀 R8-3）。之後各輪由持有按鈕（莊位）的座位開始（規則第八十五條），即3號座位——但它已棄牌，所以由其起順時針方向第一個仍在局中的座位開始：4號座位（解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Round 1 is over: everyone matched 20 and the big blind checked its option (ruling R8-3).
From the second round on, the seat that has &quot;a mão&quot; speaks first (rules 42, 85): seat
3, the marker, still in the hand. (At the Macau 2010 Omaha tables it would be the seat
after the marker, Despacho 97/2010 art. 7.2; not here.)
</source>
        <translation>第1輪結束：所有人都跟上20，大盲注以其選擇權過牌（解讀 R8-3）。由第二輪起，持有按鈕（莊位）的座位先行動（規則第四十二條及第八十五條）：3號座位，即按鈕，仍在局中。（在澳門2010奧馬哈牌枱，會是按鈕之後的座位，經濟財政司司長第97/2010號批示第七條第二款；此處不然。）
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Seat 6 went all in for 60 in round 1. In round 2 the marker, seat 3, speaks first and
checks; seat 4 bets 100. Clockwise the next seat is 6, but it is all in and has nothing
more to do: the turn passes over it to seat 8 (ruling R8-2).
</source>
        <translation>6號座位在第1輪全押60。在第2輪，按鈕（莊位，3號座位）先行動並過牌；4號座位下注100。按順時針方向下一個座位是6號，但它已全押，再無事可做：行動輪跳過它，到8號座位（解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Seat 3 has &quot;a mão&quot; but only 5 chips: it posts them as its small blind and is all in
(rule 81; ruling R8-1). Seats 6, 8 and 1 call the full big blind, 20 (ruling R8-1).
Seat 3 cannot act any more and is passed over (ruling R8-2), so the big blind, seat 4,
speaks now with its option (ruling R8-3).
</source>
        <translation>3號座位持有按鈕（莊位），但只有5個籌碼：它把這些籌碼下作小盲注，即為全押（規則第八十一條；解讀 R8-1）。6號、8號和1號座位跟注完整的大盲注20（解讀 R8-1）。3號座位不能再行動，被跳過（解讀 R8-2），所以大盲注（4號座位）現在以其選擇權行動（解讀 R8-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>The big blind, seat 4, used its option to raise, to 60 (ruling R8-3). Every other seat
has 20 in, less than 60: the round goes on (rule 48), clockwise from seat 4 — seat 6
acts first (ruling R8-2).
</source>
        <translation>大盲注（4號座位）使用其選擇權加注，至60（解讀 R8-3）。其他每個座位都只投入了20，少於60：該輪繼續（規則第四十八條），由4號座位起按順時針方向——6號座位先行動（解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Omaha: call and minimum</source>
        <translation>奧馬哈：跟注與最低額</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 9 speaks first, after the big blind. The big blind counts as a bet: to call, 40
(ruling R8-4). A raise adds at least the table minimum, 40: to 80 (rule 86; ruling
R8-6). The largest, &quot;Pot!&quot;, is the next lesson&apos;s: 40 + (20 + 40 + 40) = 140.
</source>
        <translation>9號座位在大盲注之後首先行動。大盲注算作一次下注：跟注額為40（解讀 R8-4）。加注至少要加上枱面最低注40：至80（規則第八十六條；解讀 R8-6）。最大額，即「底池！」，屬下一課的內容：40 + (20 + 40 + 40) = 140。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 5, the small blind, has 20 in front of it: to call the 40, it adds 20 (ruling
R8-4). A raise adds at least 40: to 80 (rule 86; ruling R8-6). &quot;Pot!&quot;: the pot 20 + 4 ×
40 = 180, plus the call 20, is 200: a raise to 40 + 200 = 240.
</source>
        <translation>5號座位是小盲注，面前有20：要跟40，需再加20（解讀 R8-4）。加注至少要加上40：至80（規則第八十六條；解讀 R8-6）。「底池！」：底池20 + 4 × 40 = 180，加上跟注額20，為200：加注至40 + 200 = 240。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 9 raised to 140, a raise of 100. Seat 10 has nothing in: to call, 140. A re-raise
need only add the table minimum, 40, whatever the last raise was (rules 83, 86; ruling
R8-6): to 180. The pot is 20 + 40 + 140 = 200; with the call of 140 it is 340, so
&quot;Pot!&quot; is a raise to 140 + 340 = 480 (rule 21 b; ruling R8-5).
</source>
        <translation>9號座位加注至140，即加注100。10號座位面前沒有籌碼：跟注額為140。再加注只需加上枱面最低注40，不論上一次加注是多少（規則第八十三條及第八十六條；解讀 R8-6）：至180。底池是20 + 40 + 140 = 200；加上140的跟注額後為340，所以「底池！」即加注至140 + 340 = 480（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 7 had only 30 for its big blind: it posted 30 and is all in. The call is still
the full big blind, 40 (ruling R8-1), and a raise adds at least 40: to 80 (rule 86;
ruling R8-6). &quot;Pot!&quot;: 20 + 30 = 50 in, plus the call 40, is 90: a raise to 40 + 90 =
130 (rule 21 b; ruling R8-5).
</source>
        <translation>7號座位下大盲注時只有30：它下了30，已全押。跟注額仍是完整的大盲注40（解讀 R8-1），而加注至少要加上40：至80（規則第八十六條；解讀 R8-6）。「底池！」：已投入20 + 30 = 50，加上跟注額40，為90：加注至40 + 90 = 130（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 9 raised to 140. Seat 10 went all in to 160, adding 20: less than a full raise of
40 (rule 86), so it is incomplete. Seat 2 called 160; seats 5 and 7 folded. Back at
seat 9: to call, 160 − 140 = 20. Since seat 9 acted the highest total has risen by only
20, not a full raise: the betting is not reopened for it, and it may only call or fold
(ruling R8-6).
</source>
        <translation>9號座位加注至140。10號座位全押至160，加了20：少於一次完整加注40（規則第八十六條），所以是不完整加注。2號座位跟注160；5號和7號座位棄牌。回到9號座位：跟注額為160 − 140 = 20。自9號座位行動以來，最高總額只上升了20，並非一次完整加注：下注沒有為它重新開放，它只可跟注或棄牌（解讀 R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 5&apos;s small blind, 20, stays in the pot when it folds. Seats 7, 9 and 10 each put in
120. The pot: 20 + 3 × 120 = 380 (rule 38; ruling R1-2).
</source>
        <translation>5號座位的小盲注20在其棄牌後仍留在底池中。7號、9號和10號座位各投入120。底池：20 + 3 × 120 = 380（規則第三十八條；解讀 R1-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 9 (100 in all) and seat 10 (160 in all) are all in; seats 2 and 7 put in 220 each,
and seat 5 only its small blind, 20. The main pot takes every seat&apos;s chips up to 100:
20 + 4 × 100 = 420. Side pot 1 takes from 100 up to 160: 3 × 60 = 180 (seats 2, 7, 10).
Side pot 2 takes from 160 up to 220: 2 × 60 = 120 (seats 2 and 7). One side pot per
all-in amount (rules 38, 49-50; ruling R1-2); 420 + 180 + 120 = 720, every chip put in.
</source>
        <translation>9號座位（合共100）和10號座位（合共160）已全押；2號和7號座位各投入220，5號座位只投入其小盲注20。主池收取每個座位最多至100的籌碼：20 + 4 × 100 = 420。邊池1收取由100至160之間的籌碼：3 × 60 = 180（2號、7號、10號座位）。邊池2收取由160至220之間的籌碼：2 × 60 = 120（2號和7號座位）。每個全押數額開設一個邊池（規則第三十八條及第四十九條至第五十條；解讀 R1-2）；420 + 180 + 120 = 720，即所有投入的籌碼。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 10 raises all in to 90; seat 7, the big blind, raises to 300 and seat 9 folds.
Nobody has matched seat 7&apos;s 300: the most anyone else put in is seat 10&apos;s 90, so 300 −
90 = 210 goes back to seat 7 first and is in no pot (ruling R1-1). The pot is 20 + 40
+ 90 + 90 = 240. Seat 10 is all in and seat 7 has nobody left to bet against: the
cards are dealt to the end with no more betting (ruling R8-3).
</source>
        <translation>10號座位全押加注至90；7號座位（大盲注）加注至300，9號座位棄牌。無人跟上7號座位的300：其他人投入最多的是10號座位的90，所以300 − 90 = 210先退回7號座位，不屬於任何底池（解讀 R1-1）。底池是20 + 40 + 90 + 90 = 240。10號座位已全押，7號座位再沒有可對其下注的對手：牌一直派到最後，不再下注（解讀 R8-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Omaha: change a bet</source>
        <translation>奧馬哈：找換下注籌碼</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 9 has 40 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier changes the chip (rule 53). 100 − 40 = 60, given back in the fewest chips:
2 × 25 + 2 × 5.
</source>
        <translation>9號座位要跟注40（解讀 R8-4），放入一個100：跟注成立，荷官找換籌碼（規則第五十三條）。100 − 40 = 60，以最少籌碼找回：2 × 25 + 2 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 5 has 20 to call (ruling R8-4) and puts in one 25: the call stands and the
croupier changes the chip (rule 53). 25 − 20 = 5, given back in the fewest chips:
1 × 5.
</source>
        <translation>5號座位要跟注20（解讀 R8-4），放入一個25：跟注成立，荷官找換籌碼（規則第五十三條）。25 − 20 = 5，以最少籌碼找回：1 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 10 has 140 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 140 = 360, given back in the fewest
chips: 3 × 100 + 2 × 25 + 2 × 5.
</source>
        <translation>10號座位要跟注140（解讀 R8-4），放入一個500：跟注成立，荷官找換籌碼（規則第五十三條）。500 − 140 = 360，以最少籌碼找回：3 × 100 + 2 × 25 + 2 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 9 has 120 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 120 = 380, given back in the fewest
chips: 3 × 100 + 3 × 25 + 1 × 5.
</source>
        <translation>9號座位要跟注120（解讀 R8-4），放入一個500：跟注成立，荷官找換籌碼（規則第五十三條）。500 − 120 = 380，以最少籌碼找回：3 × 100 + 3 × 25 + 1 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 5 has 260 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 260 = 240, given back in the fewest
chips: 2 × 100 + 1 × 25 + 3 × 5.
</source>
        <translation>5號座位要跟注260（解讀 R8-4），放入一個500：跟注成立，荷官找換籌碼（規則第五十三條）。500 − 260 = 240，以最少籌碼找回：2 × 100 + 1 × 25 + 3 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 2 has 700 to call (ruling R8-4) and puts in one 1,000: the call stands and the
croupier changes the chip (rule 53). 1,000 − 700 = 300, given back in the fewest
chips: 3 × 100.
</source>
        <translation>2號座位要跟注700（解讀 R8-4），放入一個1,000：跟注成立，荷官找換籌碼（規則第五十三條）。1,000 − 700 = 300，以最少籌碼找回：3 × 100。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 10 has 200 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 200 = 300, given back in the fewest
chips: 3 × 100.
</source>
        <translation>10號座位要跟注200（解讀 R8-4），放入一個500：跟注成立，荷官找換籌碼（規則第五十三條）。500 − 200 = 300，以最少籌碼找回：3 × 100。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-follow.yaml"/>
        <source>Omaha: follow the action</source>
        <translation>奧馬哈：逐步跟進牌局</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-follow.yaml"/>
        <source>Follow a whole hand as the croupier runs it (ruling R8). At each action say whose turn
it is and, for that seat, the amount to call, the smallest raise (or bet) to and the
largest. Then the player acts, the table moves on and you go again: a mistake is shown
with the right answer, and the hand goes on as it was played.

At every step:
- The turn goes clockwise, passing over folded and all-in seats. In the first round the
  seat after the big blind acts first and the big blind last; in the later rounds the
  seat holding the marker, or the first seat still in clockwise from it, acts first
  (rules 84-85; ruling R8-2). A round is over when every seat still able to act has acted
  since the last full bet or raise and has matched the highest total (rule 48; ruling
  R8-3).
- The call is the highest total of the round less what the seat has in front of it, or
  all it has left (ruling R8-4).
- The smallest raise adds at least the table minimum, the big blind, to the highest total
  (rule 86; ruling R8-6). The regulations are silent on a raise all in for less (rule 49
  is a call for less): the house lets a seat go all in for less (ruling R8-6).
- The table is pot-limit by the regulation (rule 86): &quot;Pot!&quot; is the highest total plus the
  pot after the call (rule 21 b; ruling R8-5). A half-pot or no-limit table is a house
  parameter: the concessionaire fixes the table&apos;s limit (rules 21 a, c, 22; ruling R8-5).
- Nobody may raise after three raises in a round (rule 87), except while two seats are
  left (rule 88; ruling R8-7), nor when no other seat could put in more (ruling R8-4).
</source>
        <translation>跟隨荷官主持的一整局牌（解讀 R8）。每次行動時，說出輪到誰，並就該座位說出跟注額、最小加注（或下注）至多少及最大至多少。然後玩家行動，牌局繼續，你再作答：答錯時會顯示正確答案，牌局按實際打法繼續。

每一步：
- 按順時針方向輪流行動，跳過已棄牌及已全押的座位。第一輪由大盲注之後的座位先行動，大盲注最後行動；之後各輪由持有按鈕（莊位）的座位，或由其起順時針方向第一個仍在局中的座位先行動（規則第八十四條至第八十五條；解讀 R8-2）。當每個仍能行動的座位自上一次完整下注或加注以來都已行動，並已跟上最高總額時，該輪結束（規則第四十八條；解讀 R8-3）。
- 跟注額是本輪最高總額減去該座位面前的數額，或其剩餘的全部籌碼（解讀 R8-4）。
- 最小加注要在最高總額上至少加上枱面最低注，即大盲注（規則第八十六條；解讀 R8-6）。規例對以較少數額全押加注未有規定（規則第四十九條說的是以較少數額跟注）：賭場容許座位以較少的數額全押（解讀 R8-6）。
- 按規例，牌枱為底池限注（規則第八十六條）：「底池！」是最高總額加上跟注後的底池（規則第二十一條b項；解讀 R8-5）。半池限注或無限注的牌枱是賭場的參數：由承批公司訂定牌枱的限注（規則第二十一條a、c項及第二十二條；解讀 R8-5）。
- 一輪中有三次加注後，任何人都不可再加注（規則第八十七條），但只剩兩個座位時除外（規則第八十八條；解讀 R8-7）；當沒有其他座位可以再投入更多籌碼時，亦不可加注（解讀 R8-4）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-follow.yaml"/>
        <source>Seat 2 holds the marker and posts the small blind, seat 4 the big blind; seat 6 opens
the first round, and seats 7 and 9 fold. In the second round seat 6 raises all in to
240; seat 2 folds and seat 4 calls. Then nobody is left who could bet against
another seat (seat 6 is all in), and the hand runs to the showdown without more
betting (rules 81-85, 49; rulings R8-1, R8-2, R8-3).
</source>
        <translation>2號座位持有按鈕（莊位）並下小盲注，4號座位下大盲注；6號座位開始第一輪，7號及9號座位棄牌。在第二輪，6號座位全押加注至240；2號座位棄牌，4號座位跟注。之後再沒有人可以與其他座位對賭（6號座位已全押），牌局不再下注，直接進行至攤牌（規則第八十一至八十五條、第四十九條；解讀 R8-1、R8-2、R8-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Omaha: irregular actions</source>
        <translation>奧馬哈：違規行動</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Round 2 opens with the seat that has &quot;a mão&quot;, seat 5 (rule 85): it checks. Seat 7 bets
120. Seat 9 now has 120 to call: it may call, raise or fold, but not check — a seat may
pass only when no seat before it has bet (rule 39 b; ruling R8-4).
</source>
        <translation>第2輪由持有按鈕（莊位）的座位，即5號座位開始（規則第八十五條）：它過牌。7號座位下注120。9號座位現在需跟注120：它可以跟注、加注或棄牌，但不可過牌——座位只有在其之前無座位下注時才可過牌（規則第三十九條b項；解讀 R8-4）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>&quot;Raise to 60&quot; adds only 20 to the big blind. A raise adds at least the table minimum,
40 (rule 86; ruling R8-6): the smallest raise is to 80. Seat 9 has 1,200, far from all
in, so the raise is too small.
</source>
        <translation>「加注至60」只在大盲注上加了20。加注至少要加上枱面最低注40（規則第八十六條；解讀 R8-6）：最小加注是至80。9號座位有1,200，遠未全押，所以這次加注太小。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>A pot-limit table (rule 86). &quot;Pot!&quot; for seat 9 is 40 + (20 + 40 + 40) = 140 (rule 21
b; ruling R8-5). A raise to 200 is more than the table&apos;s maximum, which rule 39 d does
not allow.
</source>
        <translation>底池限注的牌枱（規則第八十六條）。9號座位的「底池！」是40 + (20 + 40 + 40) = 140（規則第二十一條b項；解讀 R8-5）。加注至200超過了牌枱的上限，規則第三十九條d項不容許。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Seat 9 raised to 140, adding 100. A re-raise need only add the table minimum, 40,
whatever the last raise was (rule 86; ruling R8-6): &quot;Raise to 180&quot; is legal, well under
&quot;Pot!&quot;, 480 (rule 21 b; ruling R8-5).
</source>
        <translation>9號座位加注至140，加了100。再加注只需加上枱面最低注40，不論上一次加注是多少（規則第八十六條；解讀 R8-6）：「加注至180」合規，遠低於「底池！」480（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Seats 9, 2 and 5 called the big blind of 40 and nobody raised: the big blind, seat 7,
acts last with its option, to check or raise (ruling R8-3, which reads Despacho 97/2010
art. 6.4 into rules 84-85). Its 40 matches the highest total: nothing to call, so
&quot;Check&quot; is legal and ends the round (rule 48).
</source>
        <translation>9號、2號和5號座位跟大盲注40，無人加注：大盲注（7號座位）以其選擇權最後行動，可過牌或加注（解讀 R8-3，該解讀把經濟財政司司長第97/2010號批示第六條第四款套用於規則第八十四條至第八十五條）。它的40與最高總額相同：無需跟注，所以「過牌」合規，並結束該輪（規則第四十八條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Seats 9, 10 and 2 have raised: three raises, the most a round may have (rule 87; the
blinds are not raises, ruling R8-7). Five seats are still in, so the cap holds: seat 5
may call 260 more or fold, not raise.
</source>
        <translation>9號、10號和2號座位都已加注：三次加注，即一輪所容許的最多次數（規則第八十七條；盲注不算加注，解讀 R8-7）。仍有五個座位在局中，所以上限適用：5號座位可再跟注260或棄牌，不可加注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Seat 9 raised to 140; seat 10 went all in to 160, 20 more — less than a full raise of 40
(rule 86). Seat 2 called, seats 5 and 7 folded. The betting has not been reopened for
seat 9 (ruling R8-6): it may call 20 more or fold, not raise to 300.
</source>
        <translation>9號座位加注至140；10號座位全押至160，多了20——少於一次完整加注40（規則第八十六條）。2號座位跟注，5號和7號座位棄牌。下注沒有為9號座位重新開放（解讀 R8-6）：它可再跟注20或棄牌，不可加注至300。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Seat 5 checked, seat 7 bet 120 and seat 9 called. Back at seat 5: in the flop games a
seat that checked may still raise — no rule forbids it, unlike stud (ruling R8-4). A
raise adds at least 40, to 160 (rule 86), and &quot;Pot!&quot; is 120 + (200 + 120 + 120 + 120) =
680 (rule 21 b; ruling R8-5): &quot;Raise to 400&quot; is legal.
</source>
        <translation>5號座位過牌，7號座位下注120，9號座位跟注。回到5號座位：在翻牌類遊戲中，已過牌的座位仍可加注——沒有規則禁止，這與梭哈不同（解讀 R8-4）。加注至少要加上40，至160（規則第八十六條），而「底池！」是120 + (200 + 120 + 120 + 120) = 680（規則第二十一條b項；解讀 R8-5）：「加注至400」合規。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Omaha (Macau 2010): call and minimum</source>
        <translation>奧馬哈（澳門2010）：跟注與最低額</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Amounts are each seat&apos;s total for the round (&quot;raise to 600&quot;), as the croupier announces
them.

The call (ruling R8-4): a seat matches the highest total of the round, so it puts in the
highest total less what it already has in front of it. In the first round the big blind
counts as a bet, and the call is the full big blind even when it was posted short (ruling
R8-1). A seat with fewer chips calls all in for what it has (ruling R8-4).

The smallest raise: &quot;o montante de subida da aposta deve ser, pelo menos, equivalente à
aposta ou subida anterior na mesma jogada&quot; (Despacho 97/2010 art. 12.1); the house
measures it by the last full bet or raise of the round, the big blind counting as the
first round&apos;s bet (ruling R8-6). The Despacho is silent on an all-in raise for less; the
house lets a seat go all in for less (ruling R8-6). An all-in raise short of a full raise
is incomplete: it does not reopen the betting to a seat that has acted, and the next full
raise is still measured by the last full bet or raise (ruling R8-6).

Counting the pot: when a round is over the pot is every chip put in, blinds included; a
folded seat&apos;s bets stay in the pot (art. 13.3). A bet nobody called goes back to its owner
first, and each all-in amount starts a side pot (rulings R1-1, R1-2).

Words on the floor: all the chips a player has left, bet, are &quot;all-in&quot; (art. 11.3); to
raise is &quot;subir a aposta&quot; (art. 12); all the bets on the table are &quot;o pote&quot; (art. 10.2).
</source>
        <translation>金額都是每個座位本輪的總額（「加注至600」），與荷官宣佈的方式相同。

跟注（解讀 R8-4）：座位要跟上本輪的最高總額，所以投入最高總額減去其面前已有的數額。在第一輪，大盲注算作一次下注，即使大盲注下得不足，跟注額仍是完整的大盲注（解讀 R8-1）。籌碼較少的座位以其所有籌碼全押跟注（解讀 R8-4）。

最小加注：「加注的數額最少須相等於同一局中之前的下注或加注」（經濟財政司司長第97/2010號批示第十二條（一）項）；賭場以本輪上一次完整的下注或加注計算，大盲注算作第一輪的下注（解讀 R8-6）。該批示對以較少數額全押加注未有規定；賭場容許座位以較少的數額全押（解讀 R8-6）。不足一次完整加注的全押加注屬不完整加注：它不會為已行動的座位重新開放下注，而下一次完整加注仍以上一次完整的下注或加注計算（解讀 R8-6）。

計算底池：一輪結束時，底池是所有已投入的籌碼，包括盲注；已棄牌座位的下注留在底池中（第十三條（三）項）。無人跟注的下注先退回其下注者，而每個全押數額都開設一個邊池（解讀 R1-1、R1-2）。

葡文用語：玩家把剩餘的全部籌碼下注（全押）——all-in（第十一條（三）項）；加注——subir a aposta（第十二條）；牌枱上的所有下注（底池）——o pote（第十條第二款）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Seat 1 speaks first, after the blinds of seats 4 and 5. To call, the big blind: 100
(ruling R8-4). A raise adds at least the big blind, the first round&apos;s bet: to 200 (art.
12.1; ruling R8-6). &quot;Pot!&quot;, the next lesson&apos;s: 100 + (50 + 100 + 100) = 350.
</source>
        <translation>1號座位在4號和5號座位的盲注之後首先行動。跟注額為大盲注：100（解讀 R8-4）。加注至少要加上大盲注，即第一輪的下注：至200（第十二條（一）項；解讀 R8-6）。「底池！」屬下一課的內容：100 + (50 + 100 + 100) = 350。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Seat 1 raised the big blind of 100 to 300, adding 200. Seat 2: to call, 300. A raise
adds at least the last raise, 200 (art. 12.1; ruling R8-6): to 500. &quot;Pot!&quot; would be 300
+ (50 + 100 + 300 + 300) = 1,050, but seat 2 has only 800: all in, to 800 (ruling R8-5).
</source>
        <translation>1號座位把大盲注100加注至300，加了200。2號座位：跟注額為300。加注至少要加上上一次加注200（第十二條（一）項；解讀 R8-6）：至500。「底池！」本應是300 + (50 + 100 + 300 + 300) = 1,050，但2號座位只有800：全押，至800（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Seat 5 had only 60 for its big blind: it posted 60 and is all in. The call is still the
full big blind, 100, and the big blind still counts as the first round&apos;s bet: a raise
adds at least 100, to 200 (ruling R8-1; art. 12.1; ruling R8-6). &quot;Pot!&quot;: 50 + 60 = 110
in, plus the call 100, is 210: a raise to 100 + 210 = 310 (art. 11.2; ruling R8-5).
</source>
        <translation>5號座位下大盲注時只有60：它下了60，已全押。跟注額仍是完整的大盲注100，而大盲注仍算作第一輪的下注：加注至少要加上100，至200（解讀 R8-1；第十二條（一）項；解讀 R8-6）。「底池！」：已投入50 + 60 = 110，加上跟注額100，為210：加注至100 + 210 = 310（第十一條（二）項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Round 2: seat 4 bets 200; seat 5 goes all in to 250, only 50 more — an incomplete raise
(ruling R8-6). Seat 1 has not acted this round: to call, 250, and it may raise, by at
least the last full bet, 200, to 450 (art. 12.1; ruling R8-6). &quot;Pot!&quot;: 400 from round 1
+ 200 + 250 = 850, + call 250 = 1,100: raise to 250 + 1,100 = 1,350 (art. 11.2).
</source>
        <translation>第2輪：4號座位下注200；5號座位全押至250，只多了50——屬不完整加注（解讀 R8-6）。1號座位本輪尚未行動：跟注額為250，它可以加注，至少加上上一次完整下注200，至450（第十二條（一）項；解讀 R8-6）。「底池！」：第1輪的400 + 200 + 250 = 850，+ 跟注250 = 1,100：加注至250 + 1,100 = 1,350（第十一條（二）項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Round 2: seat 4 bet 200, seat 5 went all in to 250 (50 more, an incomplete raise), seat
1 called 250 and seat 2 folded. Back at seat 4: to call, 50. The highest total has risen by only 50 since it bet, not a full raise of 200:
the betting is not reopened for it, so it may call or fold, not raise (ruling R8-6).
</source>
        <translation>第2輪：4號座位下注200，5號座位全押至250（多了50，屬不完整加注），1號座位跟注250，2號座位棄牌。回到4號座位：跟注額為50。自它下注以來，最高總額只上升了50，並非一次完整加注200：下注沒有為它重新開放，所以它可以跟注或棄牌，不可加注（解讀 R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Seat 4&apos;s small blind, 50, stays in the pot when it folds (art. 13.3). Seats 1, 2 and 5
each put in 400. The pot: 50 + 3 × 400 = 1,250 (ruling R1-2).
</source>
        <translation>4號座位的小盲注50在其棄牌後仍留在底池中（第十三條（三）項）。1號、2號和5號座位各投入400。底池：50 + 3 × 400 = 1,250（解讀 R1-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Seat 4, first after the marker, has only 30 for the small blind: it posts 30 and is all
in (ruling R8-1). Seat 2 raises to 300 and seats 5 and 1 call. The main pot takes every
seat&apos;s chips up to 30: 4 × 30 = 120, which seat 4 can win. The side pot takes the rest
from seats 1, 2 and 5: 3 × 270 = 810 (ruling R1-2). Check: 120 + 810 = 930 = 30 + 3 ×
300.
</source>
        <translation>4號座位是按鈕（莊位）之後的第一個座位，下小盲注時只有30：它下了30，已全押（解讀 R8-1）。2號座位加注至300，5號和1號座位跟注。主池收取每個座位最多至30的籌碼：4 × 30 = 120，4號座位可以贏得。邊池收取1號、2號和5號座位的其餘籌碼：3 × 270 = 810（解讀 R1-2）。核對：120 + 810 = 930 = 30 + 3 × 300。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Round 1: four seats in for 100 each, 400. Round 2: seat 5 bets 400, the pot (art. 11.2);
seat 2 has only 200 left and calls all in; seats 1 and 4 fold. Only 200 of seat 5&apos;s
400 was matched: the other 200 goes back to seat 5 first and is in no pot (ruling
R1-1). The pot is 400 + 200 + 200 = 800 (ruling R1-2).
</source>
        <translation>第1輪：四個座位各投入100，共400。第2輪：5號座位下注400，即底池（第十一條（二）項）；2號座位只剩200，全押跟注；1號和4號座位棄牌。5號座位的400只有200被跟上：另外的200先退回5號座位，不屬於任何底池（解讀 R1-1）。底池是400 + 200 + 200 = 800（解讀 R1-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Omaha (Macau 2010): change a bet</source>
        <translation>奧馬哈（澳門2010）：找換下注籌碼</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Every bet is made in chips (Despacho 97/2010 art. 4.1), and a bet announced aloud is
valid and binds the player (art. 11.1). The Despacho says nothing of changing chips:
when a seat says &quot;Call&quot; and puts in one chip larger than the call, the call stands
and the croupier gives back the change as the house&apos;s practice.

The change is the chip less the call, given back in the fewest chips, the largest
first (the house&apos;s practice too).

First the call: the highest total of the round less what the seat already has in
front of it (ruling R8-4). A call of 70 paid with a 100 leaves 30 to give back: one
25 and one 5.

The right change earns half the marks, the fewest chips the other half.

Words on the floor: the chips are &quot;fichas de jogo&quot; (Despacho 97/2010 art. 4.1).
</source>
        <translation>所有下注均以籌碼作出（經濟財政司司長第97/2010號批示第四條第一款），口頭宣布的下注有效並約束該玩家（第十一條（一）項）。批示沒有提及找換籌碼：座位說「跟注」並放入一個比跟注額大的籌碼時，跟注成立，荷官按賭場慣例找回差額。

差額即籌碼減去跟注額，以最少籌碼、由最大面值開始找回（同樣是賭場慣例）。

先計跟注額：本輪最高總額減去該座位面前已有的籌碼（解讀 R8-4）。以一個100跟注70，要找回30：一個25及一個5。

差額正確得一半分數，最少籌碼得另一半。

葡文用語：籌碼——fichas de jogo（經濟財政司司長第97/2010號批示第四條第一款）。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 2 has 300 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 300 = 200, given back in the
fewest chips: 2 × 100.
</source>
        <translation>2號座位要跟注300（解讀 R8-4），放入一個500：跟注成立，荷官按賭場慣例找回差額。500 − 300 = 200，以最少籌碼找回：2 × 100。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 1 has 250 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 250 = 250, given back in the
fewest chips: 2 × 100 + 2 × 25.
</source>
        <translation>1號座位要跟注250（解讀 R8-4），放入一個500：跟注成立，荷官按賭場慣例找回差額。500 − 250 = 250，以最少籌碼找回：2 × 100 + 2 × 25。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 4 has 50 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 50 = 450, given back in the
fewest chips: 4 × 100 + 2 × 25.
</source>
        <translation>4號座位要跟注50（解讀 R8-4），放入一個500：跟注成立，荷官按賭場慣例找回差額。500 − 50 = 450，以最少籌碼找回：4 × 100 + 2 × 25。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 4 has 350 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 350 = 150, given back in the
fewest chips: 1 × 100 + 2 × 25.
</source>
        <translation>4號座位要跟注350（解讀 R8-4），放入一個500：跟注成立，荷官按賭場慣例找回差額。500 − 350 = 150，以最少籌碼找回：1 × 100 + 2 × 25。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 5 has 200 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 200 = 300, given back in the
fewest chips: 3 × 100.
</source>
        <translation>5號座位要跟注200（解讀 R8-4），放入一個500：跟注成立，荷官按賭場慣例找回差額。500 − 200 = 300，以最少籌碼找回：3 × 100。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 5 has 400 to call (ruling R8-4) and puts in one 1,000: the call stands and the
croupier gives the change (the house&apos;s practice). 1,000 − 400 = 600, given back in
the fewest chips: 1 × 500 + 1 × 100.
</source>
        <translation>5號座位要跟注400（解讀 R8-4），放入一個1,000：跟注成立，荷官按賭場慣例找回差額。1,000 − 400 = 600，以最少籌碼找回：1 × 500 + 1 × 100。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 1 has 250 to call (ruling R8-4) and puts in one 1,000: the call stands and the
croupier gives the change (the house&apos;s practice). 1,000 − 250 = 750, given back in
the fewest chips: 1 × 500 + 2 × 100 + 2 × 25.
</source>
        <translation>1號座位要跟注250（解讀 R8-4），放入一個1,000：跟注成立，荷官按賭場慣例找回差額。1,000 − 250 = 750，以最少籌碼找回：1 × 500 + 2 × 100 + 2 × 25。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-follow.yaml"/>
        <source>Omaha (Macau 2010): follow the action</source>
        <translation>奧馬哈（澳門2010）：逐步跟進牌局</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-follow.yaml"/>
        <source>Follow a whole hand as the croupier runs it (ruling R8). At each action say whose turn
it is and, for that seat, the amount to call, the smallest raise (or bet) to and the
largest. Then the player acts, the table moves on and you go again: a mistake is shown
with the right answer, and the hand goes on as it was played.

At every step:
- The turn goes clockwise, passing over folded and all-in seats. In the first round the
  seat after the big blind acts first and the big blind last; in the later rounds the
  first seat clockwise after the marker acts first and the marker last (Despacho 97/2010
  art. 6.3-6.5, 7.2, 8.2, the river by analogy with art. 8.2; ruling R8-2). A round is over
  when every seat still able to act has acted since the last full bet or raise and has
  matched the highest total (ruling R8-3).
- The call is the highest total of the round less what the seat has in front of it, or
  all it has left (ruling R8-4).
- The smallest raise adds at least &quot;a aposta ou subida anterior na mesma jogada&quot; (art.
  12.1), which the house reads as the last full bet or raise of the round, the big blind
  counting as the first round&apos;s bet (ruling R8-6). The Despacho is silent on an all-in
  raise for less: the house lets a seat go all in for less, and such a raise short of a
  full raise does not reopen the betting to seats that have acted (ruling R8-6).
- The table is pot-limit unless it says otherwise: that default is the house&apos;s (ruling
  R8-5), the Despacho allowing both the &quot;jogos sujeitos a limite&quot; (art. 11.2) and the
  &quot;jogos sem limite&quot; (art. 11.3). At pot limit &quot;Pot!&quot; is the highest total plus the pot
  after the call (art. 11.2; ruling R8-5).
- At a table with a limit, nobody may raise after three raises in a round (art. 12.2); a
  no-limit table has no cap, since art. 12.2 caps only the &quot;jogos sujeitos a limite&quot;
  (ruling R8-7). While two players are in (&quot;head up&quot;), art. 12.4 lifts the limit on the
  raise&apos;s amount (&quot;não há limite para o montante de subida da aposta&quot;): a raise may go to
  all the seat has (ruling R8-5); the house also lifts the three-raise cap (ruling R8-7).
</source>
        <translation>跟隨荷官主持的一整局牌（解讀 R8）。每次行動時，說出輪到誰，並就該座位說出跟注額、最小加注（或下注）至多少及最大至多少。然後玩家行動，牌局繼續，你再作答：答錯時會顯示正確答案，牌局按實際打法繼續。

每一步：
- 按順時針方向輪流行動，跳過已棄牌及已全押的座位。第一輪由大盲注之後的座位先行動，大盲注最後行動；之後各輪由按鈕（莊位）之後順時針方向的第一個座位先行動，按鈕最後行動（經濟財政司司長第97/2010號批示第六條第三款至第五款、第七條第二款、第八條第二款，河牌一輪類推適用第八條第二款；解讀 R8-2）。當每個仍能行動的座位自上一次完整下注或加注以來都已行動，並已跟上最高總額時，該輪結束（解讀 R8-3）。
- 跟注額是本輪最高總額減去該座位面前的數額，或其剩餘的全部籌碼（解讀 R8-4）。
- 最小加注至少要加上「同一局中之前的下注或加注」（第十二條第一項），賭場將其理解為本輪上一次完整的下注或加注，大盲注算作第一輪的下注（解讀 R8-6）。批示對以較少數額全押加注未有規定：賭場容許座位以較少的數額全押，而這種不足一次完整加注的全押加注不會為已行動的座位重新開放下注（解讀 R8-6）。
- 除非牌枱另有說明，否則為底池限注：這是賭場的預設（解讀 R8-5），因為批示同時容許有限注的牌局（葡文：jogos sujeitos a limite）（第十一條第二項）及無限注的牌局（葡文：jogos sem limite）（第十一條第三項）。底池限注時，「底池！」是最高總額加上跟注後的底池（第十一條第二項；解讀 R8-5）。
- 在有限注的牌枱，一輪中有三次加注後，任何人都不可再加注（第十二條第二項）；無限注的牌枱沒有加注次數上限，因為第十二條第二項只限制有限注的牌局（解讀 R8-7）。只有兩名玩家在局中時（單挑（葡文：head up）），第十二條第四項取消加注數額的限制（「加注數額不設限制」）：加注最多可至該座位的全部籌碼（解讀 R8-5）；賭場亦取消三次加注的上限（解讀 R8-7）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-follow.yaml"/>
        <source>Seat 3, the first seat after the marker, posts the small blind and seat 5 the big
blind; seat 8 opens the first round. Seat 1&apos;s raise to 160 adds 100, so the next raise
must add at least 100 (art. 5, 6.3, 12.1; rulings R8-1, R8-2, R8-6).
</source>
        <translation>3號座位是按鈕（莊位）之後的第一個座位，下小盲注，5號座位下大盲注；8號座位開始第一輪。1號座位加注至160，加了100，所以下一次加注至少要加上100（第五條、第六條第三款、第十二條（一）項；解讀 R8-1、R8-2、R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Omaha (Macau 2010): irregular actions</source>
        <translation>奧馬哈（澳門2010）：違規行動</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Before taking an action the croupier checks that the seat may make it (ruling R8-4). In
the first round a player bets, raises or folds (Despacho 97/2010 art. 6.3): the big blind
counts as a bet (ruling R8-4), and only the big blind may check, with its option (art.
6.4). From the second round on a player bets, checks (&quot;preferir&quot;) or folds (art. 7.3), and
once a bet is made he calls, raises or folds (ruling R8-4).

A raise adds at least &quot;a aposta ou subida anterior na mesma jogada&quot; (art. 12.1); the house
measures it by the last full bet or raise of the round, and lets a seat go all in for
less, on which the Despacho is silent (ruling R8-6). At a table with a limit a raise goes
no higher than the pot after the call (art. 11.2; ruling R8-5), and &quot;a aposta pode subir
três vezes, no máximo, por turno&quot; (art. 12.2). That cap is for the &quot;jogos sujeitos a
limite&quot; only, so a no-limit table has none (art. 12.2 read a contrario; ruling R8-7).
&quot;Head up&quot;, with two players left, art. 12.4 lifts the limit on the raise&apos;s amount (&quot;não
há limite para o montante de subida da aposta&quot;); the house also lifts the three-raise cap
(ruling R8-7). A seat may not raise when an all-in raise for less than a full raise has
not reopened the betting to it (ruling R8-6), nor when no other seat could answer the
raise (ruling R8-4).

A bet may be spoken or put out in chips: a spoken bet is valid and binds the player who
makes it (art. 11.1; ruling R8-8). A player who folds puts his cards face down on the
table and pushes them towards the croupier, and his bets stay in the pot (art. 13.2-13.3).

Words on the floor: to check is &quot;preferir&quot; (art. 6.4, 7.3), to fold &quot;desistir&quot; (art. 13),
to raise &quot;subir a aposta&quot; (art. 12); a spoken bet is an &quot;aposta verbal&quot; (art. 11.1).
</source>
        <translation>荷官在接受一個行動之前，先核實該座位可以作出該行動（解讀 R8-4）。在第一輪，玩家下注、加注或棄牌（經濟財政司司長第97/2010號批示第六條第三款）：大盲注算作一次下注（解讀 R8-4），只有大盲注可以以其選擇權過牌（第六條第四款）。由第二輪起，玩家下注、過牌或棄牌（第七條第三款），而一旦有人下注，他便跟注、加注或棄牌（解讀 R8-4）。

加注至少要加上「同一局中之前的下注或加注」（第十二條（一）項）；賭場以本輪上一次完整的下注或加注計算，並容許座位以較少的數額全押，而該批示對此未有規定（解讀 R8-6）。在有限注的牌枱，加注不得高於跟注後的底池（第十一條（二）項；解讀 R8-5），而「每輪最多可加注三次」（第十二條（二）項）。此上限只適用於有限注的牌局，所以無限注的牌枱沒有此上限（以反面解釋理解第十二條（二）項；解讀 R8-7）。單挑，即只剩兩名玩家時，第十二條（四）項取消加注數額的限制；賭場亦取消三次加注的上限（解讀 R8-7）。當一次少於完整加注的全押加注沒有為某座位重新開放下注時，該座位不可加注（解讀 R8-6）；當沒有其他座位能回應該加注時，亦不可加注（解讀 R8-4）。

下注可以口頭宣佈，也可以放出籌碼：口頭下注有效，並約束作出該下注的玩家（第十一條（一）項；解讀 R8-8）。棄牌的玩家把牌面朝下放在牌枱上，推向荷官，其下注留在底池中（第十三條（二）項至（三）項）。

葡文用語：過牌——preferir（第六條第四款、第七條第三款）；棄牌——desistir（第十三條）；加注——subir a aposta（第十二條）；口頭下注——aposta verbal（第十一條（一）項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>In the first round a player bets, raises or folds (art. 6.3); only the big blind may
check, with its option (art. 6.4). Seat 1 faces the big blind, 100: it calls, raises or
folds (ruling R8-4).
</source>
        <translation>在第一輪，玩家下注、加注或棄牌（第六條第三款）；只有大盲注可以以其選擇權過牌（第六條第四款）。1號座位面對大盲注100：它跟注、加注或棄牌（解讀 R8-4）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Seat 2 raised the big blind of 100 to 400: a raise of 300. A raise must add at least
&quot;a aposta ou subida anterior na mesma jogada&quot; (art. 12.1), which the house reads as the
last full bet or raise of the round (ruling R8-6), so seat 4 may raise to 700 at the
least; &quot;Raise to 600&quot; adds only 200 and seat 4 is not all in (it has 2,950 left): the
croupier refuses it.
</source>
        <translation>2號座位把大盲注100加注至400：加注300。加注至少要加上「同一局中之前的下注或加注」（第十二條（一）項），賭場將其理解為本輪上一次完整的下注或加注（解讀 R8-6），所以4號座位最少要加注至700；「加注至600」只加了200，而4號座位並非全押（它還有2,950）：荷官拒絕接受。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>A pot-limit table (art. 11.2). &quot;Pot!&quot; for seat 1 is 100 + (50 + 100 + 100) = 350
(ruling R8-5): a raise to 500 is beyond the limit of the pot.
</source>
        <translation>底池限注的牌枱（第十一條（二）項）。1號座位的「底池！」是100 + (50 + 100 + 100) = 350（解讀 R8-5）：加注至500超出了底池限額。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Everyone called 100 and nobody raised: the big blind, seat 5, decides last and may
check (&quot;preferir&quot;), raise or fold (art. 6.4; ruling R8-3). &quot;Check&quot; is legal and ends
the round.
</source>
        <translation>所有人都跟注100，無人加注：大盲注（5號座位）最後決定，可以過牌、加注或棄牌（第六條第四款；解讀 R8-3）。「過牌」合規，並結束該輪。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Round 2: seat 4 bets 200; seat 5 has only 250 and goes all in for it, a raise of 50 —
less than the full 200, so it is incomplete. Seat 1 calls 250, seat 2 folds. Back at
seat 4, the highest total has risen by 50 since it bet, not by a full raise: the
betting is not reopened for it, and it may only call 50 or fold (ruling R8-6; art. 12.1
sets the full raise).
</source>
        <translation>第2輪：4號座位下注200；5號座位只有250，全押，即加注50——少於完整的200，所以是不完整加注。1號座位跟注250，2號座位棄牌。回到4號座位，自它下注以來，最高總額只上升了50，並非一次完整加注：下注沒有為它重新開放，它只可跟注50或棄牌（解讀 R8-6；第十二條（一）項訂定完整加注）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>A pot-limit table: seats 1, 2 and 4 have each raised, three raises, the most a round
may have (art. 12.2; ruling R8-7 — the big blind is not a raise). Four seats are in, so
the cap holds: seat 5 may call 1,100 more or fold, not raise.
</source>
        <translation>底池限注的牌枱：1號、2號和4號座位各已加注，三次加注，即一輪所容許的最多次數（第十二條（二）項；解讀 R8-7——大盲注不算加注）。有四個座位在局中，所以上限適用：5號座位可再跟注1,100或棄牌，不可加注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Seats 1, 2 and 4 raised at a no-limit table: art. 12.2 caps the raises at three only
&quot;nos jogos sujeitos a limite&quot;, so here there is no cap (art. 12.2 read a contrario;
ruling R8-7), and art. 12.3 makes the amount unlimited. The last raise was 600 (600 to
1,200), so a raise goes to at least 1,200 + 600
= 1,800 (art. 12.1; ruling R8-6), and at most all seat 5 has, 100 + 2,400 = 2,500
(art. 11.3; ruling R8-5): &quot;Raise to 2,000&quot; is legal.
</source>
        <translation>1號、2號和4號座位在無限注的牌枱加注：第十二條（二）項只在有限注的牌局把加注限於三次，所以這裏加注次數沒有上限（以反面解釋理解第十二條（二）項；解讀 R8-7），而第十二條（三）項使加注數額不設限制。上一次加注是600（由600至1,200），所以加注最少至1,200 + 600 = 1,800（第十二條（一）項；解讀 R8-6），最多為5號座位的全部籌碼，100 + 2,400 = 2,500（第十一條（三）項；解讀 R8-5）：「加注至2,000」合規。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Seat 1 raised the big blind of 100 to 300, adding 200. Seat 2 raises to 500: another
200, exactly the last raise, the least art. 12.1 allows (ruling R8-6). &quot;Pot!&quot; would be
1,050 but seat 2 has 800 (ruling R8-5): 500 is within both. Legal.
</source>
        <translation>1號座位把大盲注100加注至300，加了200。2號座位加注至500：再加200，正好等於上一次加注，是第十二條（一）項容許的最低額（解讀 R8-6）。「底池！」本應是1,050，但2號座位有800（解讀 R8-5）：500在兩者之內。合規。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>Omaha (Macau 2010): Pot!</source>
        <translation>奧馬哈（澳門2010）：「底池！」</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>The table is pot-limit unless it says otherwise (Despacho 97/2010 art. 11.2; ruling R8-5).
At a table with a limit a player may bet any amount up to the pot, call the bet before
him, or raise &quot;até ao limite do valor acrescido do pote&quot; (art. 11.2), which ruling R8-5
reads as up to the pot after the call. &quot;Pot!&quot;: largest total = the highest total of the
round + (every chip already in, in the pot and in front of the seats this round + what
this seat must call) (ruling R8-5). The croupier says it in that order: &quot;pot 450 + call
150 = 600: raise to 750&quot;.

The Despacho knows two tables only: &quot;jogos sujeitos a limite&quot;, at the pot (art. 11.2), and
&quot;jogos sem limite&quot; (art. 11.3) — never a half-pot table (ruling R8-5). At a no-limit
table a player may bet any amount of his chips at the table, at least the minimum, up to
all of them, &quot;all-in&quot; (art. 11.3). Never more than the seat has; where the largest is
below the smallest, the smallest is allowed (ruling R8-5).

The raise cap: &quot;Nos jogos sujeitos a limite, a aposta pode subir três vezes, no máximo,
por turno&quot; (art. 12.2) — at most three raises a round at a table with a limit (the blinds
and the opening bet are not raises, ruling R8-7). At no-limit &quot;o montante da aposta ou da
subida da aposta é ilimitado&quot; (art. 12.3): that is the amount; the number of raises has
no cap there because art. 12.2 caps only the &quot;jogos sujeitos a limite&quot;, read a contrario
(ruling R8-7). While only two players are in (&quot;head up&quot;), art. 12.4 lifts the limit on
the raise&apos;s amount (&quot;não há limite para o montante de subida da aposta&quot;): a raise may go
up to all the seat has, while a bet keeps the pot limit (ruling R8-5); the house also
lifts the three-raise cap (ruling R8-7).

Words on the floor: &quot;all-in&quot; (art. 11.3); &quot;head up&quot;, two players left (art. 12.4); the pot
is &quot;o pote&quot; (art. 10.2).
</source>
        <translation>除非牌枱另有說明，否則為底池限注（經濟財政司司長第97/2010號批示第十一條（二）項；解讀 R8-5）。在有限注的牌枱，玩家可以下注最多至底池的任何數額、跟上之前的下注，或加注「以加上增加數額後的底池為上限」（第十一條（二）項），解讀 R8-5 將其理解為最多至跟注後的底池。「底池！」：最大總額 = 本輪最高總額 + （所有已投入的籌碼，包括底池內及本輪各座位面前的籌碼 + 該座位須跟注的數額）（解讀 R8-5）。荷官按此次序宣佈：「底池450 + 跟注150 = 600：加注至750」。

該批示只有兩種牌枱：有限注的牌局，以底池為限（第十一條（二）項），以及無限注的牌局（第十一條（三）項）——絕無半池限注的牌枱（解讀 R8-5）。在無限注的牌枱，玩家可以下注其在牌枱上籌碼的任何數額，至少為最低注，最多為全部籌碼，即全押（第十一條（三）項）。永遠不可多於該座位所有；如最大額低於最低額，則容許最低額（解讀 R8-5）。

加注上限：「在有限注的牌局，每輪最多可加注三次」（第十二條（二）項）——有限注的牌枱每輪最多三次加注（盲注及開局下注不算加注，解讀 R8-7）。無限注時「下注或加注的數額不設限制」（第十二條（三）項）：這是指數額；加注次數沒有上限，是因為第十二條（二）項只限制有限注的牌局，以反面解釋理解（解讀 R8-7）。只有兩名玩家在局中時（即單挑），第十二條（四）項取消加注數額的限制：加注最多可至該座位的全部籌碼，而下注仍以底池為限（解讀 R8-5）；賭場亦取消三次加注的上限（解讀 R8-7）。

葡文用語：全押——all-in（第十一條（三）項）；只剩兩名玩家（單挑）——head up（第十二條（四）項）；底池——o pote（第十條第二款）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>Seat 4 (after the marker) posted the small blind, 50, and seat 5 the big blind, 100.
Seat 2 raised to 400, a raise of 300: the next raise adds at least 300, to 700. The
pot is 50 + 100 + 100 + 400 = 650; with seat 5&apos;s call of 300 it is 950, so &quot;Pot!&quot; is
a raise to 400 + 950 = 1,350 (art. 11.2, 12.1; rulings R8-5, R8-6).
</source>
        <translation>4號座位（按鈕（莊位）之後）下了小盲注50，5號座位下了大盲注100。2號座位加注至400，即加注300：下一次加注至少要加上300，至700。底池是50 + 100 + 100 + 400 = 650；加上5號座位的跟注額300為950，所以「底池！」即加注至400 + 950 = 1,350（第十一條（二）項、第十二條（一）項；解讀 R8-5、R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>Round 1 left 4 × 100 = 400 in the pot. In round 2 seat 4 checked: seat 5 has nothing to
call. The smallest bet is the big blind, 100 (ruling R8-6); the largest is the pot,
400 (art. 11.2; ruling R8-5).
</source>
        <translation>第1輪在底池留下4 × 100 = 400。在第2輪，4號座位過牌：5號座位無需跟注。最小下注是大盲注100（解讀 R8-6）；最大是底池400（第十一條（二）項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>The pot from round 1 is 400; seat 4 bets 200. Seat 5: to call, 200; a raise adds at
least the bet, 200, to 400 (art. 12.1; ruling R8-6). &quot;Pot!&quot;: pot 400 + 200 in front of
seat 4 = 600, + call 200 = 800: raise to 200 + 800 = 1,000 (art. 11.2; ruling R8-5).
</source>
        <translation>第1輪的底池是400；4號座位下注200。5號座位：跟注額為200；加注至少要加上該下注200，至400（第十二條（一）項；解讀 R8-6）。「底池！」：底池400 + 4號座位面前的200 = 600，+ 跟注200 = 800：加注至200 + 800 = 1,000（第十一條（二）項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>A table with a limit is limited by the pot, never by half of it (art. 11.2; ruling
R8-5). Seat 1: to call, 100; a raise adds at least the big blind, 100, to 200 (art.
12.1; ruling R8-6). The blinds 50 + 100 = 150, + the call 100 = 250, so &quot;Pot!&quot; is a
raise to 100 + 250 = 350 (ruling R8-5).
</source>
        <translation>有限注的牌枱以底池為限，絕不以半個底池為限（第十一條（二）項；解讀 R8-5）。1號座位：跟注額為100；加注至少要加上大盲注100，至200（第十二條（一）項；解讀 R8-6）。盲注50 + 100 = 150，+ 跟注100 = 250，所以「底池！」即加注至100 + 250 = 350（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>A no-limit table: seat 1 may bet all its chips, 5,000, &quot;all-in&quot; (art. 11.3; ruling
R8-5). The call is 100 and the smallest raise 200, as at any limit (art. 12.1; ruling
R8-6).
</source>
        <translation>無限注的牌枱：1號座位可以下注其全部籌碼5,000，即全押（第十一條（三）項；解讀 R8-5）。跟注額是100，最小加注是200，與任何限注相同（第十二條（一）項；解讀 R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>A pot-limit table: seats 1, 2 and 4 raised, three raises, the most a round may have
(art. 12.2; ruling R8-7 — the big blind is not a raise). Four seats are in, so the cap
holds. Seat 5 has its big blind, 100, in front of it: to call 1,200 it adds 1,100, and
it may not raise.
</source>
        <translation>底池限注的牌枱：1號、2號和4號座位加注，三次加注，即一輪所容許的最多次數（第十二條（二）項；解讀 R8-7——大盲注不算加注）。有四個座位在局中，所以上限適用。5號座位面前有其大盲注100：要跟注1,200，它需再加1,100，且不可加注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>Only seats 4 and 5 are in: &quot;head up&quot;. Art. 12.4 lifts the limit on the raise&apos;s amount
(&quot;não há limite para o montante de subida da aposta&quot;), so the largest raise is all seat
4 has, 3,000, not &quot;Pot!&quot; (ruling R8-5); the house also lifts the three-raise cap, so a
fourth raise stands (ruling R8-7). Seat 4 has 700 in: to call 900, 200. A raise adds at
least the last raise, 200: to 1,100 (art. 12.1; ruling R8-6).
</source>
        <translation>只有4號和5號座位在局中：單挑。第十二條（四）項取消加注數額的限制，所以最大加注是4號座位的全部籌碼3,000，而非「底池！」（解讀 R8-5）；賭場亦取消三次加注的上限，所以第四次加注有效（解讀 R8-7）。4號座位已投入700：跟注至900，需200。加注至少要加上上一次加注200：至1,100（第十二條（一）項；解讀 R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>Round 1 left 4 × 100 = 400; everyone checked round 2. In round 3 seat 4 bets the pot,
400 (art. 11.2). Seat 5: to call, 400; a raise adds at least the bet, 400, to 800 (art.
12.1; ruling R8-6). &quot;Pot!&quot;: 400 + 400 = 800, + call 400 = 1,200: raise to 400 + 1,200 =
1,600 (ruling R8-5).
</source>
        <translation>第1輪留下4 × 100 = 400；第2輪所有人都過牌。在第3輪，4號座位下注底池400（第十一條（二）項）。5號座位：跟注額為400；加注至少要加上該下注400，至800（第十二條（一）項；解讀 R8-6）。「底池！」：400 + 400 = 800，+ 跟注400 = 1,200：加注至400 + 1,200 = 1,600（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Omaha (Macau 2010): blinds and turn</source>
        <translation>奧馬哈（澳門2010）：盲注與行動次序</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Forced bets (Despacho 97/2010 art. 5; ruling R8-1): before the cards are dealt, the first
seat on the marker&apos;s left posts the small blind, the &quot;aposta prévia menor&quot;, as a rule half
the big blind; the second seat on its left posts the big blind, the &quot;aposta prévia maior&quot;.
Their limits are posted at the table (art. 4.3). At the non-banked hold&apos;em and Omaha
tables, by contrast, the marker seat itself posts the small blind (non-banked rule 81). A
seat with fewer chips than its blind posts what it has and is all in; the call in the
first round is still the full big blind (ruling R8-1).

Order (art. 6.3-6.5, 7.2, 8.2; ruling R8-2): in the first round the seat to the left of
the two blinds speaks first, and play goes clockwise (art. 6.3); the big blind decides
last (art. 6.4). In the later rounds the first seat on the marker&apos;s left speaks first
(art. 7.2, 8.2) and the marker seat last (art. 6.5); art. 8.4 names no opener for the
river round, so art. 8.2 is applied to it by analogy. Folded and all-in seats are passed
over (ruling R8-2).

A round ends when every seat still able to act has acted since the last full bet or raise
and has matched the highest total, or when one seat is left (ruling R8-3). In the first
round the big blind decides last and may fold, raise or check, &quot;preferir&quot; (art. 6.4) —
check only if nobody raised, as it has nothing to call (ruling R8-3).

Words on the floor: the &quot;marcador&quot; (art. 1) marks the dealing seat; the blinds are the
&quot;aposta prévia menor&quot; and the &quot;aposta prévia maior&quot; (art. 5); to check is &quot;preferir&quot; (art.
6.4, 7.3), to fold &quot;desistir&quot; (art. 6.3, 13), to raise &quot;subir a aposta&quot; (art. 6.3, 12).
</source>
        <translation>強制下注（經濟財政司司長第97/2010號批示第五條；解讀 R8-1）：派牌前，按鈕（莊位）左邊的第一個座位下小盲注，一般為大盲注的一半；其左邊的第二個座位下大盲注。其限額在牌枱上公佈（第四條第三款）。相比之下，在非莊家德州撲克及奧馬哈牌枱，由按鈕座位本身下小盲注（非莊家遊戲規則第八十一條）。籌碼少於其盲注的座位下其所有籌碼，即為全押；第一輪的跟注額仍是完整的大盲注（解讀 R8-1）。

次序（第六條第三款至第五款、第七條第二款、第八條第二款；解讀 R8-2）：第一輪由兩個盲注左邊的座位先行動，按順時針方向進行（第六條第三款）；大盲注最後決定（第六條第四款）。之後各輪由按鈕左邊的第一個座位先行動（第七條第二款、第八條第二款），按鈕座位最後行動（第六條第五款）；第八條第四款沒有指明河牌一輪由誰開始，故類推適用第八條第二款。跳過已棄牌及已全押的座位（解讀 R8-2）。

當每個仍能行動的座位自上一次完整下注或加注以來都已行動，並已跟上最高總額時，或只剩一個座位時，該輪結束（解讀 R8-3）。在第一輪，大盲注最後決定，可以棄牌、加注或過牌（第六條第四款）——只有在無人加注時才可過牌，因為它無需跟注（解讀 R8-3）。

葡文用語：按鈕（標示派牌座位）——marcador（第一條）；小盲注——aposta prévia menor，大盲注——aposta prévia maior（第五條）；過牌——preferir（第六條第四款、第七條第三款）；棄牌——desistir（第六條第三款、第十三條）；加注——subir a aposta（第六條第三款、第十二條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>The marker is at seat 2: seat 4, the first on its left, posts the small blind, 50, and
seat 5 the big blind, 100 (art. 5). The first round starts with the seat to the left of
the two blinds (art. 6.3): after seat 5 comes seat 1.
</source>
        <translation>按鈕（莊位）在2號座位：其左邊第一個座位，即4號座位，下小盲注50，5號座位下大盲注100（第五條）。第一輪由兩個盲注左邊的座位開始（第六條第三款）：5號座位之後是1號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Everyone has called the big blind and nobody raised: the big blind, seat 5, acts last
and has the option to check or raise (art. 6.4; rulings R8-2, R8-3).
</source>
        <translation>所有人都已跟注大盲注，且無人加注：大盲注5號座位最後行動，可選擇過牌或加注（第六條第四款；解讀 R8-2、R8-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Seat 2 raised to 400; seat 4 folded and the big blind, seat 5, called. Seat 1 has only
100 in front of it, less than 400: the round is not over (ruling R8-3), and the turn
comes back to seat 1.
</source>
        <translation>2號座位加注至400；4號座位棄牌，大盲注5號座位跟注。1號座位面前只有100，少於400：本輪尚未結束（解讀 R8-3），行動再次輪到1號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Round 1 is over: everyone matched the big blind and seat 5 checked its option (art.
6.4; ruling R8-3). The second round starts with the first seat clockwise after the
marker (art. 7.2): seat 4 — but it folded, so seat 5 opens; the marker, seat 2, acts
last (art. 6.5; ruling R8-2).
</source>
        <translation>第1輪已結束：所有人都已跟上大盲注，而5號座位行使選擇權過牌（第六條第四款；解讀 R8-3）。第二輪由按鈕（莊位）起順時針方向第一個座位開始（第七條第二款）：即4號座位——但它已棄牌，所以由5號座位開始；按鈕所在的2號座位最後行動（第六條第五款；解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Round 1 ended when the big blind checked its option (art. 6.4). Round 2 starts on the
marker&apos;s left (art. 7.2): seats 4, 5 and 1 checked. The marker seat, seat 2, speaks last
(art. 6.5; ruling R8-2): it acts now.
</source>
        <translation>大盲注行使選擇權過牌時，第1輪結束（第六條第四款）。第2輪由按鈕（莊位）左邊開始（第七條第二款）：4、5及1號座位都已過牌。按鈕座位，即2號座位，最後發言（第六條第五款；解讀 R8-2）：現在輪到它行動。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Seat 4 had only 30 for its small blind: it posted 30 and is all in (ruling R8-1). Seats
1 and 2 called the full big blind, 100. Seat 4 cannot act any more and is passed over
(ruling R8-2): the big blind, seat 5, decides last with its option (art. 6.4).
</source>
        <translation>4號座位下小盲注時只有30：它投入30，已全押（解讀 R8-1）。1號及2號座位跟注了完整的大盲注100。4號座位不能再行動，會被略過（解讀 R8-2）：由大盲注5號座位以其選擇權最後決定（第六條第四款）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>The big blind, seat 5, used its prerogative to raise, to 300 (art. 6.4; ruling R8-3).
Every other seat has 100 in: the round goes on, clockwise from seat 5 — seat 1 acts
first (art. 6.3; ruling R8-2).
</source>
        <translation>大盲注5號座位行使其特權，加注至300（第六條第四款；解讀 R8-3）。其他每個座位都只投入了100：本輪繼續，由5號座位起按順時針方向進行——1號座位先行動（第六條第三款；解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Seat 4 bet all it had left, 200, in round 2, and everyone called. Round 3 starts with
the first seat on the marker&apos;s left (art. 8.2): seat 4 — but it is all in and cannot
act, so the next seat able to act, seat 5, opens (ruling R8-2).
</source>
        <translation>4號座位在第2輪把剩下的全部200下注，所有人都跟注。第3輪由按鈕（莊位）左邊第一個座位開始（第八條第二款）：即4號座位——但它已全押，不能行動，所以由下一個能行動的座位，即5號座位開始（解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>Omaha: Pot!</source>
        <translation>奧馬哈：「底池！」</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>The largest bet or raise depends on the table&apos;s limit. By the regulation the Omaha table
is pot-limit: non-banked rule 86 makes the most a raise may be &quot;o total das apostas até
aí efectuadas&quot; (ruling R8-5).

&quot;Pot!&quot; (rule 21 b, rule 86; ruling R8-5): a bet may be as large as the pot; a raise may go
up to the pot after the call. Largest total = the highest total of the round + (every chip
already in, in the pot and in front of the seats this round + what this seat must call).
The croupier says it in that order: &quot;pot 450 + call 150 = 600: raise to 750&quot;.

Rule 21 lists three ways a table&apos;s maximum may be fixed: half the pot, &quot;com limite&quot; (21
a); the pot, &quot;com limite de pote&quot; (21 b); no limit, the player&apos;s &quot;cave&quot; (21 c). For Omaha
rule 86 fixes the pot, so a half-pot or no-limit Omaha table is a house parameter, not the
regulation&apos;s norm: the concessionaire fixes the table&apos;s limit (rules 21-22) and a lesson
may set it (ruling R8-5). Half-pot: the same sum halved, rounded down to the chip unit. No
limit: everything the seat has, its &quot;cave&quot;. At every limit never more than the seat has;
where the largest would be below the smallest, the smallest is allowed (ruling R8-5).

The raise cap (rules 87-88; ruling R8-7): at most three raises a round; the blinds and the
opening bet are not raises. While only two seats are left in the hand the raises are
unlimited (rules 47, 88). With the cap reached a seat may only call or fold.

Words on the floor: pot limit is &quot;limite de pote&quot;, half-pot &quot;com limite&quot; (metade do pote)
and no limit &quot;sem limite&quot; (rule 21); a raise is a &quot;repique&quot; (rules 86-88).
</source>
        <translation>最大的下注或加注取決於牌枱的限注。按規例，非莊家遊戲的奧馬哈牌枱為底池限注：規則第八十六條把加注的上限定為「至當時為止的全部下注」（解讀 R8-5）。

「底池！」（規則第二十一條b項、規則第八十六條；解讀 R8-5）：下注最多可等於底池；加注最多可在跟注後再加相當於底池的數額。最大總額 = 本輪最高總額 +（已投入的每一枚籌碼，包括底池中的和本輪各座位面前的 + 該座位需跟注的數額）。荷官按此次序宣佈：「底池450 + 跟注150 = 600：加注至750」。

規則第二十一條列出訂定牌枱上限的三種方式：以底池的一半為限，即半池限注（第二十一條a項）；以底池為限，即底池限注（第二十一條b項）；無限注，以玩家的全部籌碼為限（第二十一條c項）。奧馬哈由規則第八十六條定為底池限注，所以半池限注或無限注的奧馬哈牌枱是賭場的參數，而非規例的常規：由承批公司訂定牌枱的限注（規則第二十一條至第二十二條），課程可設定之（解讀 R8-5）。半池限注：同一總和減半，向下取整至籌碼單位。無限注：該座位擁有的全部籌碼。在任何限注下都不能超過該座位擁有的籌碼；如最大額會低於最低額，則容許最低額（解讀 R8-5）。

加注上限（規則第八十七條至第八十八條；解讀 R8-7）：每輪最多三次加注；盲注和開局下注不算加注。局中只剩兩個座位時，加注次數不限（規則第四十七條及第八十八條）。達到上限後，座位只可跟注或棄牌。

葡文用語：底池限注——com limite de pote；半池限注——com limite（metade do pote，底池的一半）；無限注——sem limite（規則第二十一條）；加注——repique（規則第八十六條至第八十八條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>Round 1 left 5 × 40 = 200 in the pot. In round 2 seats 5 and 7 checked: seat 9 has
nothing to call. The smallest bet is the table minimum, 40 (rule 86; ruling R8-6); the
largest is the pot, 200, with no call to add (rule 21 b; ruling R8-5).
</source>
        <translation>第1輪在底池中留下5 × 40 = 200。第2輪中5號及7號座位過牌：9號座位無需跟注。最小下注是枱面最低注40（規則第八十六條；解讀 R8-6）；最大下注是底池200，沒有跟注額要加上（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>The pot from round 1 is 200; seat 5 bets 100 in round 2. Seat 7: to call, 100; a raise
adds at least 40, to 140 (rule 86; ruling R8-6). &quot;Pot!&quot;: pot 200 + 100 in front of seat
5 = 300, + call 100 = 400: raise to 100 + 400 = 500 (rule 21 b; ruling R8-5).
</source>
        <translation>第1輪的底池是200；5號座位在第2輪下注100。7號座位：跟注額100；加注至少加40，即加注至140（規則第八十六條；解讀 R8-6）。「底池！」：底池200 + 5號座位面前的100 = 300，+ 跟注100 = 400：加注至100 + 400 = 500（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>A half-pot table (&quot;com limite&quot;, rule 21 a): a house parameter, since rule 86 makes
Omaha pot-limit (ruling R8-5). Seat 10 faces the big blind, 40: to call,
40. A raise adds at least the table minimum, 40: to 80 (rule 86; ruling R8-6). The
pot is 20 + 40 + 40 = 100; with the call it is 140, half of it 70, so the largest raise
is to 40 + 70 = 110 (ruling R8-5).
</source>
        <translation>半池限注牌枱（規則第二十一條a項）：這是賭場的參數，因為規則第八十六條把奧馬哈定為底池限注（解讀 R8-5）。10號座位面對大盲注40：跟注額40。加注至少加枱面最低注40：即加注至80（規則第八十六條；解讀 R8-6）。底池是20 + 40 + 40 = 100；加上跟注是140，其一半是70，所以最大加注是加注至40 + 70 = 110（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>A no-limit table (rule 21 c): a house parameter, since rule 86 makes Omaha pot-limit
(ruling R8-5); the largest is the seat&apos;s whole &quot;cave&quot;. Seat 9 has 1,200 and nothing in
front of it, so it may raise to 1,200, all in (ruling R8-5). The call is 40 and the
smallest raise 80, as at any limit (rule 86; ruling R8-6).
</source>
        <translation>無限注牌枱（規則第二十一條c項）：這是賭場的參數，因為規則第八十六條把奧馬哈定為底池限注（解讀 R8-5）；最大額是該座位的全部籌碼。9號座位有1,200，面前沒有籌碼，所以可以加注至1,200，即全押（解讀 R8-5）。跟注額是40，最小加注是加注至80，與任何限注相同（規則第八十六條；解讀 R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>Round 2: seat 5 bets 100 — an opening bet, not a raise — then seats 7, 9 and 10 raise:
three raises, the most a round may have while more than two seats are in (rules 87-88;
ruling R8-7). Seat 2 has nothing in this round: to call, 700; it may not raise, so
there is no smallest or largest raise.
</source>
        <translation>第2輪：5號座位下注100——這是開局下注，不是加注——然後7、9及10號座位加注：共三次加注，是局中多於兩個座位時一輪所能有的最多次數（規則第八十七條至第八十八條；解讀 R8-7）。2號座位本輪未投入任何籌碼：跟注額700；它不可加注，所以沒有最小或最大加注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>Four raises, but only seats 5 and 7 are left: two players, unlimited raises (rules 47,
88; ruling R8-7). Seat 5 has 280 in: to call 360, 80. Smallest raise 360 + 40 = 400
(rule 86). &quot;Pot!&quot;: 280 + 360 = 640 in, + call 80 = 720: raise to 360 + 720 = 1,080
(rule 21 b; ruling R8-5).
</source>
        <translation>已有四次加注，但只剩5號及7號座位：兩位玩家，加注次數不限（規則第四十七條及第八十八條；解讀 R8-7）。5號座位已投入280：跟注至360需80。最小加注是360 + 40 = 400（規則第八十六條）。「底池！」：已投入280 + 360 = 640，+ 跟注80 = 720：加注至360 + 720 = 1,080（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>Seat 9 raised to 140. Seat 10 has 150: to call, 140. A full raise, to 180, is more than
it has. The regulations are silent on a raise all in for less (rule 49 is a call for
less); the house allows it (ruling R8-6), and &quot;Pot!&quot;, 480, is beyond its chips too
(ruling R8-5): its only raise is all in, to 150.
</source>
        <translation>9號座位加注至140。10號座位有150：跟注額140。完整加注至180超過它擁有的籌碼。規例對以較少數額全押加注未有規定（規則第四十九條說的是以較少數額跟注）；賭場容許這樣做（解讀 R8-6），而「底池！」480也超出其籌碼（解讀 R8-5）：它唯一可作的加注是全押，加注至150。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Omaha: blinds and turn</source>
        <translation>奧馬哈：盲注與行動次序</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Seat 5 has &quot;a mão&quot; and posted the small blind, 20; seat 7 the big blind, 40 (rules
81-83). Seats 9, 10 and 2 called 40 and seat 5 completed its blind. Nobody raised: the
big blind, seat 7, speaks last with its option, to check or raise (ruling R8-3).
</source>
        <translation>5號座位持有按鈕（莊位），下了小盲注20；7號座位下了大盲注40（規則第八十一條至第八十三條）。9、10及2號座位跟注40，5號座位補足其盲注。無人加注：大盲注7號座位以其選擇權最後發言，可過牌或加注（解讀 R8-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Seat 10 raised to 120; seats 2 and 5 folded and seat 7, the big blind, called. Seat 9
has only 40 in front of it, less than 120: the round is not over (rule 48; ruling
R8-3), and the turn comes back to seat 9.
</source>
        <translation>10號座位加注至120；2號及5號座位棄牌，大盲注7號座位跟注。9號座位面前只有40，少於120：本輪尚未結束（規則第四十八條；解讀 R8-3），行動再次輪到9號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Round 2 ended when seats 9 and 5 called seat 7&apos;s 160 and seat 10 folded (rule 48;
ruling R8-3). Every later round opens with the seat that has &quot;a mão&quot; (rules 44, 46,
85): seat 5, the marker, still in the hand (ruling R8-2).
</source>
        <translation>9號及5號座位跟注7號座位的160、10號座位棄牌時，第2輪結束（規則第四十八條；解讀 R8-3）。之後的每一輪都由持有按鈕（莊位）的座位開始（規則第四十四條、第四十六條及第八十五條）：即按鈕所在、仍在局中的5號座位（解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Round 1 is over: the big blind checked its option (ruling R8-3). From the second round
on the seat that has &quot;a mão&quot; speaks first (rule 85), but seat 5 folded: the first seat
still in clockwise from it, seat 7, opens (ruling R8-2).
</source>
        <translation>第1輪已結束：大盲注行使選擇權過牌（解讀 R8-3）。從第二輪起，持有按鈕（莊位）的座位先發言（規則第八十五條），但5號座位已棄牌：由它起順時針方向第一個仍在局中的座位，即7號座位開始（解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Seat 7 had only 30 for its big blind of 40: it posted 30 and is all in (ruling R8-1).
Seat 10 raised to 120, seat 2 called, seat 5 folded. Seat 7 cannot act any more and is
passed over (ruling R8-2): the turn comes back to seat 9, which has 40 in and must
answer the raise.
</source>
        <translation>7號座位下40的大盲注時只有30：它投入30，已全押（解讀 R8-1）。10號座位加注至120，2號座位跟注，5號座位棄牌。7號座位不能再行動，會被略過（解讀 R8-2）：行動再次輪到9號座位，它已投入40，必須回應這次加注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>The big blind, seat 7, used its option to raise, to 160 (ruling R8-3). Every other seat
has 40 in: the round goes on (rule 48), clockwise from seat 7 — seat 9 acts first
(ruling R8-2).
</source>
        <translation>大盲注7號座位行使選擇權，加注至160（解讀 R8-3）。其他每個座位都只投入了40：本輪繼續（規則第四十八條），由7號座位起按順時針方向進行——9號座位先行動（解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Seat 9 went all in for 100 in round 1 and everyone called. In round 2 seat 5, with &quot;a
mão&quot;, checks (rule 85) and seat 7 bets 200. Clockwise the next seat is 9, but it is all
in: the turn passes over it to seat 10 (ruling R8-2).
</source>
        <translation>9號座位在第1輪以100全押，所有人都跟注。第2輪中，持有按鈕（莊位）的5號座位過牌（規則第八十五條），7號座位下注200。按順時針方向下一個座位是9號，但它已全押：行動略過它，輪到10號座位（解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Póquer sintético: call and minimum</source>
        <translation>Póquer sintético：跟注與最低額</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Amounts are each seat&apos;s total for the round (&quot;raise to 600&quot;), as the croupier announces
them. The antes go into the pot before the first round and are not part of any seat&apos;s
total for the round (ruling R8-1).

The call (non-banked rule 39 c; ruling R8-4): a seat matches the highest total of the
round, so it puts in the highest total less what it already has in front of it. A seat
with fewer chips calls all in for what it has (rule 49; ruling R8-4).

The smallest amount: no bet may be less than the minimum the house posts at the table
(rule 20). Ruling R8-6 takes that minimum, by default the ante, as the smallest bet and as
the least a raise adds, whatever the last raise was; sintético&apos;s own rules (95-112) say
nothing more. The regulations are silent on a raise all in for less (rule 49 is a call
for less): the house lets a seat go all in for less (ruling R8-6). An all-in raise that
adds less than a full raise does not reopen the betting to a seat that has acted (ruling
R8-6).

Counting the pot: when a round is over the pot is every chip put in, antes included; a bet
nobody called goes back to its owner first (ruling R1-1), and each all-in amount starts a
side pot, the &quot;pote lateral&quot; (rules 38, 49-50; ruling R1-2).

Words on the floor: to call is &quot;acompanhar&quot; (rule 39 c), to raise &quot;repicar&quot; or &quot;subir a
aposta&quot; (rule 39 d); the pot is &quot;o pote&quot;, a side pot a &quot;pote lateral&quot; (rule 38), a seat
all in an &quot;encavado&quot; (rule 49), its chips its &quot;cave&quot; (rule 52).
</source>
        <translation>金額是每個座位在本輪的總額（「加注至600」），與荷官宣佈的方式相同。底注在第一輪之前投入底池，不計入任何座位在本輪的總額（解讀 R8-1）。

跟注（非莊家遊戲規則第三十九條c項；解讀 R8-4）：座位要跟上本輪的最高總額，因此投入最高總額減去其面前已有的數額。籌碼較少的座位以其全部籌碼全押跟注（規則第四十九條；解讀 R8-4）。

最低額：任何下注都不得少於賭場在牌枱上標示的最低額（規則第二十條）。解讀 R8-6 把該最低額（預設為底注）作為最小下注，也作為加注最少要加的數額，不論上一次加注是多少；Póquer sintético本身的規則（第九十五條至第一百一十二條）沒有其他規定。規例對以較少數額全押加注未有規定（規則第四十九條說的是以較少數額跟注）：賭場容許座位以較少的數額全押（解讀 R8-6）。加注額不足一次完整加注的全押加注，不會為已行動的座位重新開放下注（解讀 R8-6）。

計算底池：一輪結束時，底池是投入的每一枚籌碼，包括底注；無人跟注的下注先退還給下注者（解讀 R1-1），而每個全押金額各開一個邊池（規則第三十八條及第四十九條至第五十條；解讀 R1-2）。

葡文用語：跟注——acompanhar（規則第三十九條c項）；加注——repicar 或 subir a aposta（規則第三十九條d項）；底池——o pote；邊池——pote lateral（規則第三十八條）；全押的座位——encavado（規則第四十九條），其籌碼——cave（規則第五十二條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Seat 6 bet 50. Seat 9 has nothing in front of it this round: to call, 50 (ruling R8-4).
A raise adds at least the table minimum, by default the ante, 10: to 60 (ruling R8-6).
The table is no-limit by default: the largest is all seat 9 has, 500 − 10 = 490 (rule
21 c; ruling R8-5).
</source>
        <translation>6號座位下注50。9號座位本輪面前沒有籌碼：跟注額50（解讀 R8-4）。加注至少加枱面最低注（預設為底注）10：即加注至60（解讀 R8-6）。該牌枱預設為無限注：最大額是9號座位擁有的全部籌碼，500 − 10 = 490（規則第二十一條c項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Seat 6 bet 100 and seat 9 raised to 400, adding 300. Seat 1: to call, 400. A raise need
only add the table minimum, 10, whatever the last raise was (ruling R8-6): to 410. The
largest is all seat 1 has after its ante: 800 − 10 = 790 (ruling R8-5).
</source>
        <translation>6號座位下注100，9號座位加注至400，加了300。1號座位：跟注額400。加注只需加枱面最低注10，不論上一次加注是多少（解讀 R8-6）：即加注至410。最大額是1號座位扣除底注後擁有的全部籌碼：800 − 10 = 790（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Seat 6 bet 600. Seat 9 has 500 − 10 = 490 left after its ante: it cannot match 600, so
calling puts in all it has, 490, and it is an &quot;encavado&quot; (rule 49; ruling R8-4). It has
nothing beyond the call: it may not raise.
</source>
        <translation>6號座位下注600。9號座位扣除底注後剩下500 − 10 = 490：它無法跟上600，所以跟注便投入其全部490，成為全押玩家（規則第四十九條；解讀 R8-4）。它在跟注之外再無籌碼：不可加注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Seat 6 bet 30. Seat 9 had 45 − 10 = 35 after its ante and raised all in to 35: 5 more,
less than the table minimum of 10, so the raise is incomplete. Seat 1 called 35, seat 4
folded. Back at seat 6: to call, 5. The betting is not reopened for it: it may call or
fold, not raise (ruling R8-6).
</source>
        <translation>6號座位下注30。9號座位扣除底注後有45 − 10 = 35，全押加注至35：只多了5，少於枱面最低注10，所以這次加注不完整。1號座位跟注35，4號座位棄牌。回到6號座位：跟注額5。下注不會為它重新開放：它可以跟注或棄牌，不可加注（解讀 R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Four antes of 10 are in the pot: 40 (rule 102). Seat 6 bet 50 and seats 9 and 4 called;
seat 1 folded, and its ante stays in the pot. The pot: 40 + 3 × 50 = 190 (rule 38;
ruling R1-2).
</source>
        <translation>底池中有四份10的底注：40（規則第一百零二條）。6號座位下注50，9號及4號座位跟注；1號座位棄牌，其底注留在底池中。底池：40 + 3 × 50 = 190（規則第三十八條；解讀 R1-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Seat 6 bets 400. Seat 9 calls all in for 190 (200 in all with its ante), seat 1 calls
400, seat 4 calls all in for 290 (300 in all). One side pot per all-in amount (rule
38; ruling R1-2): the main pot takes up to 200 from each of the four seats, 800; side
pot 1 from 200 to 300, 3 × 100 = 300 (seats 1, 4, 6); side pot 2 from 300 to 410, 2 ×
110 = 220 (seats 1 and 6). Check: 800 + 300 + 220 = 1,320, every chip put in.
</source>
        <translation>6號座位下注400。9號座位以190全押跟注（連同底注共200），1號座位跟注400，4號座位以290全押跟注（共300）。每個全押金額各有一個邊池（規則第三十八條；解讀 R1-2）：主池從四個座位各收取至200為止，共800；邊池1從200至300，3 × 100 = 300（1、4、6號座位）；邊池2從300至410，2 × 110 = 220（1號及6號座位）。核對：800 + 300 + 220 = 1,320，即投入的每一枚籌碼。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Seat 6 bets 300; seat 9 has only 140 after its ante and calls all in for it; seats 1
and 4 fold. Seat 6 has 310 in, and the most anyone else has is seat 9&apos;s 150: the 160
above goes back to seat 6 first and is in no pot (ruling R1-1). The pot is the antes
of seats 1 and 4 and the 10 + 140 that each of seats 6 and 9 has in: 10 + 10 + 150 +
150 = 320 (ruling R1-2).
</source>
        <translation>6號座位下注300；9號座位扣除底注後只有140，以此全押跟注；1號及4號座位棄牌。6號座位已投入310，而其他人投入最多的是9號座位的150：超出的160先退還給6號座位，不屬於任何底池（解讀 R1-1）。底池是1號及4號座位的底注，加上6號及9號座位各自投入的10 + 140：10 + 10 + 150 + 150 = 320（解讀 R1-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Seat 6 made the highest bet of round 1, so it opens round 2 (rule 108). The antes and
round 1&apos;s bets are in the pot; nobody has bet this round: nothing to call. The smallest
bet is the table minimum, the ante, 10 (rule 20; ruling R8-6); no limit, so the largest
is all it has left: 900 − 10 − 20 = 870 (ruling R8-5).
</source>
        <translation>6號座位在第1輪作出最高下注，所以由它開始第2輪（規則第一百零八條）。底注和第1輪的下注都已在底池中；本輪無人下注：無需跟注。最小下注是枱面最低注，即底注10（規則第二十條；解讀 R8-6）；無限注，所以最大額是它剩下的全部籌碼：900 − 10 − 20 = 870（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Póquer sintético: change a bet</source>
        <translation>Póquer sintético：找換下注籌碼</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 9 has 50 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier changes the chip (rule 53). 100 − 50 = 50, given back in the fewest chips:
2 × 25.
</source>
        <translation>9號座位要跟注50（解讀 R8-4），放入一個100：跟注成立，荷官找換籌碼（規則第五十三條）。100 − 50 = 50，以最少籌碼找回：2 × 25。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 1 has 400 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 400 = 100, given back in the fewest
chips: 1 × 100.
</source>
        <translation>1號座位要跟注400（解讀 R8-4），放入一個500：跟注成立，荷官找換籌碼（規則第五十三條）。500 − 400 = 100，以最少籌碼找回：1 × 100。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 6 has 40 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 40 = 460, given back in the fewest chips:
4 × 100 + 2 × 25 + 2 × 5.
</source>
        <translation>6號座位要跟注40（解讀 R8-4），放入一個500：跟注成立，荷官找換籌碼（規則第五十三條）。500 − 40 = 460，以最少籌碼找回：4 × 100 + 2 × 25 + 2 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 6 has 190 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 190 = 310, given back in the fewest
chips: 3 × 100 + 2 × 5.
</source>
        <translation>6號座位要跟注190（解讀 R8-4），放入一個500：跟注成立，荷官找換籌碼（規則第五十三條）。500 − 190 = 310，以最少籌碼找回：3 × 100 + 2 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 9 has 20 to call (ruling R8-4) and puts in one 25: the call stands and the
croupier changes the chip (rule 53). 25 − 20 = 5, given back in the fewest chips:
1 × 5.
</source>
        <translation>9號座位要跟注20（解讀 R8-4），放入一個25：跟注成立，荷官找換籌碼（規則第五十三條）。25 − 20 = 5，以最少籌碼找回：1 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 6 has 60 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 60 = 440, given back in the fewest chips:
4 × 100 + 1 × 25 + 3 × 5.
</source>
        <translation>6號座位要跟注60（解讀 R8-4），放入一個500：跟注成立，荷官找換籌碼（規則第五十三條）。500 − 60 = 440，以最少籌碼找回：4 × 100 + 1 × 25 + 3 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 1 has 160 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 160 = 340, given back in the fewest
chips: 3 × 100 + 1 × 25 + 3 × 5.
</source>
        <translation>1號座位要跟注160（解讀 R8-4），放入一個500：跟注成立，荷官找換籌碼（規則第五十三條）。500 − 160 = 340，以最少籌碼找回：3 × 100 + 1 × 25 + 3 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-follow.yaml"/>
        <source>Póquer sintético: follow the action</source>
        <translation>Póquer sintético：逐步跟進牌局</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-follow.yaml"/>
        <source>Follow a whole hand as the croupier runs it (ruling R8). At each action say whose turn
it is and, for that seat, the amount to call, the smallest raise (or bet) to and the
largest. Then the player acts, the table moves on and you go again: a mistake is shown
with the right answer, and the hand goes on as it was played.

At every step:
- Every seat has put in the ante (rule 102). The first round starts with the seat to the
  left of the marker; each later round with the seat that made the highest bet of the
  round before — if nobody bet then, with the seat to the left of the marker; if that seat
  is out or all in, with the next seat able to act, clockwise (rules 107-108; ruling
  R8-2). Play goes clockwise, passing over folded and all-in seats, until every seat still
  able to act has acted since the last full bet or raise and has matched the highest
  total (rule 48; ruling R8-3). There are five rounds.
- The call is the highest total of the round less what the seat has in front of it, or
  all it has left (ruling R8-4).
- No bet may be less than the table minimum (rule 20); ruling R8-6 takes it, by default
  the ante, as the smallest bet and as the least a raise adds. The regulations are silent
  on a raise all in for less (rule 49 is a call for less): the house lets a seat go all
  in for less (ruling R8-6).
- Sintético&apos;s own rules set no maximum: the concessionaire fixes the table&apos;s limit among
  rule 21&apos;s three, and unless the table says otherwise the house plays no-limit, &quot;pote
  sem limite&quot;, where the largest is everything the seat has (rule 21 c; ruling R8-5).
  Sintético&apos;s rules set no cap on the raises (ruling R8-7).
</source>
        <translation>跟隨荷官主持的一整局（解讀 R8）。每次行動時，說出輪到誰，以及該座位的跟注額、最小加注（或下注）至多少和最大額。然後玩家行動，牌局繼續，你再作答：答錯會顯示正確答案，而牌局按實際打法繼續。

每一步：
- 每個座位都已下了底注（規則第一百零二條）。第一輪由按鈕（莊位）左邊的座位開始；之後每一輪由上一輪作出最高下注的座位開始——如上一輪無人下注，則由按鈕左邊的座位開始；如該座位已出局或已全押，則由順時針方向下一個能行動的座位開始（規則第一百零七條至第一百零八條；解讀 R8-2）。按順時針方向進行，略過已棄牌和已全押的座位，直至每個仍能行動的座位在最後一次完整下注或加注之後都已行動，並已跟上最高總額（規則第四十八條；解讀 R8-3）。共有五輪。
- 跟注額是本輪最高總額減去該座位面前已有的數額，或其剩下的全部籌碼（解讀 R8-4）。
- 任何下注都不得少於枱面最低注（規則第二十條）；解讀 R8-6 把它（預設為底注）作為最小下注，也作為加注最少要加的數額。規例對以較少數額全押加注未有規定（規則第四十九條說的是以較少數額跟注）：賭場容許座位以較少的數額全押（解讀 R8-6）。
- Póquer sintético本身的規則沒有訂定上限：由承批公司在規則第二十一條的三種限注中訂定牌枱的限注；除非牌枱另有標示，賭場以無限注進行，最大額是該座位擁有的全部籌碼（規則第二十一條c項；解讀 R8-5）。Póquer sintético的規則沒有限制加注次數（解讀 R8-7）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-follow.yaml"/>
        <source>Seat 6, to the left of the marker, opens the first round; seats 8 and 10 fold. Seat 4
made the highest bet of the first round and opens the second; nobody bets in the third,
so the fourth starts again to the left of the marker; seat 6 bet in the fourth and
opens the fifth (rules 107-108; ruling R8-2).
</source>
        <translation>按鈕（莊位）左邊的6號座位開始第一輪；8號及10號座位棄牌。4號座位在第一輪作出最高下注，開始第二輪；第三輪無人下注，所以第四輪再次由按鈕左邊開始；6號座位在第四輪下注，開始第五輪（規則第一百零七條至第一百零八條；解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>Póquer sintético: irregular actions</source>
        <translation>Póquer sintético：違規行動</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>Before taking an action the croupier checks that the seat may make it (ruling R8-4): a
check (&quot;passar&quot;) only with nothing to call (non-banked rule 39 b); no bet below the table
minimum (rule 20) and no raise adding less than it (ruling R8-6), unless the seat goes all
in; nothing above the table&apos;s maximum (rule 39 d; rule 21; ruling R8-5). A seat that
checked may raise when the turn comes back to it: no rule forbids it (ruling R8-4). A seat
may not raise when an all-in raise for less than a full raise has not reopened the betting
to it (ruling R8-6), nor when no other seat could answer the raise (ruling R8-4).

What the croupier does with a player&apos;s error (rule 71; ruling R8-8):
- a call short of the amount may be completed, but the chips may not be taken back (rule
  71 c);
- chips for a raise put in without announcing it count as a call, and the excess is
  returned (rule 71 d);
- a bet made out of turn (&quot;fora da sua vez&quot;) stands, but that seat may not raise it when
  its turn comes (rule 71 f);
- a player who let his turn go by must tell the croupier at once; the floor (&quot;fiscal&quot;)
  decides, and if he is let back in he may never raise the previous bet (rule 71 i; ruling
  R8-11).

A player who has bet and seen the others&apos; reactions may not then raise (rule 55). Chips
pushed past the line are a bet, and where the amount announced differs from the chips put
out, the croupier changes the chips to the exact amount announced (rule 53). If the
croupier turns a common card too early, as many betting rounds are lost as cards turned
beyond the one due (rule 110; ruling R8-10).

Words on the floor: a bet &quot;fora da sua vez&quot; is out of turn (rule 71 f); the floor
supervisor is the &quot;fiscal&quot; (rule 71 i); to check is &quot;passar&quot; (rule 39 b), to raise
&quot;repicar&quot; or &quot;subir a aposta&quot; (rule 39 d).
</source>
        <translation>荷官在執行一個行動之前，先核對該座位是否可以作出該行動（解讀 R8-4）：只有在無需跟注時才可過牌（非莊家遊戲規則第三十九條b項）；下注不得低於枱面最低注（規則第二十條），加注所加的數額也不得少於它（解讀 R8-6），除非該座位全押；任何下注都不得超過牌枱的上限（規則第三十九條d項；規則第二十一條；解讀 R8-5）。已過牌的座位在行動再次輪到它時可以加注：沒有規則禁止（解讀 R8-4）。當不足一次完整加注的全押加注沒有為某座位重新開放下注時（解讀 R8-6），或當沒有其他座位能回應加注時（解讀 R8-4），該座位不可加注。

荷官如何處理玩家的錯誤（規則第七十一條；解讀 R8-8）：
- 不足額的跟注可以補足，但籌碼不可取回（規則第七十一條c項）；
- 未宣佈而投入作加注的籌碼當作跟注，多出的部分退還（規則第七十一條d項）；
- 搶先行動作出的下注有效，但該座位輪到它時不可對該下注加注（規則第七十一條f項）；
- 錯過輪次的玩家必須立即告知荷官；由監場主任決定，如准許他重新參與，他永遠不可對之前的下注加注（規則第七十一條i項；解讀 R8-11）。

已下注並看到其他人反應的玩家，之後不可加注（規則第五十五條）。推過界線的籌碼即為下注；如宣佈的金額與投入的籌碼不同，荷官把籌碼調整至所宣佈的準確金額（規則第五十三條）。如荷官過早翻開公共牌，超出應翻那一張而多翻了多少張牌，便失去多少個下注輪（規則第一百一十條；解讀 R8-10）。

葡文用語：搶先行動——fora da sua vez（規則第七十一條f項）；監場主任——fiscal（規則第七十一條i項）；過牌——passar（規則第三十九條b項）；加注——repicar 或 subir a aposta（規則第三十九條d項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>Seat 6 bet 50. Seat 9 may pass only if the seats before it have not bet (rule 39 b):
it calls, raises or folds (ruling R8-4).
</source>
        <translation>6號座位下注50。只有在之前的座位都沒有下注時，9號座位才可過牌（規則第三十九條b項）：它只可跟注、加注或棄牌（解讀 R8-4）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>No bet may be less than the table minimum (rule 20), by default the ante, 10 (ruling
R8-6). Seat 6 has 890 behind its ante, so &quot;Bet 5&quot; is too small.
</source>
        <translation>任何下注都不得少於枱面最低注（規則第二十條），預設為底注10（解讀 R8-6）。6號座位在底注之外還有890，所以「下注5」太少。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>&quot;Raise to 55&quot; adds only 5 to seat 6&apos;s 50. A raise adds at least the table minimum, 10
(ruling R8-6): the smallest raise is to 60, and seat 9 is not all in.
</source>
        <translation>「加注至55」只在6號座位的50之上加了5。加注至少要加枱面最低注10（解讀 R8-6）：最小加注是加注至60，而9號座位並非全押。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>A pot-limit table (rule 21 b): the largest bet is the pot, the four antes, 40 (ruling
R8-5). &quot;Bet 100&quot; is above the table&apos;s maximum, which rule 39 d does not allow.
</source>
        <translation>底池限注牌枱（規則第二十一條b項）：最大下注是底池，即四份底注40（解讀 R8-5）。「下注100」超過牌枱的上限，規則第三十九條d項不容許。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>Seat 6 bet 100 and seat 9 raised to 400, a raise of 300. In sintético a raise need only
add the table minimum, the ante of 10, whatever the last raise was (ruling R8-6): the
smallest raise is to 410, and &quot;Raise to 420&quot; is legal. Seat 1 has 800 − 10 = 790 left,
enough for it.
</source>
        <translation>6號座位下注100，9號座位加注至400，即加注300。在Póquer sintético中，加注只需加枱面最低注，即10的底注，不論上一次加注是多少（解讀 R8-6）：最小加注是加注至410，所以「加注至420」合規。1號座位剩下800 − 10 = 790，足夠。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>Seat 6 checked, then seat 9 bet 40 and seats 1 and 4 called. Back at seat 6: in the flop
games a seat that checked may still raise when its turn comes back (rule 39 d): no rule
forbids it, unlike stud (ruling R8-4). A raise adds at least 10, to 50 (ruling R8-6),
and at no-limit may go up to all seat 6 has: &quot;Raise to 120&quot; is legal.
</source>
        <translation>6號座位過牌，然後9號座位下注40，1號及4號座位跟注。回到6號座位：在翻牌類遊戲中，已過牌的座位在行動再次輪到它時仍可加注（規則第三十九條d項）：沒有規則禁止，這點與梭哈不同（解讀 R8-4）。加注至少加10，即加注至50（解讀 R8-6），在無限注下最多可達6號座位擁有的全部籌碼：「加注至120」合規。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>Seat 9 bet all in, 190; seats 1 and 4 folded. Seat 6 is the only seat left with chips:
a raise would be chips nobody could match, straight back to it. So seat 6 may only call
190 or fold (ruling R8-4).
</source>
        <translation>9號座位全押下注190；1號及4號座位棄牌。6號座位是唯一仍有籌碼的座位：加注的籌碼沒有人能跟上，會直接退還給它。所以6號座位只可跟注190或棄牌（解讀 R8-4）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>A half-pot table, &quot;com limite&quot; (rule 21 a). Antes 40 + bet 20 + call 20 = 80; half is
40, so the largest raise is to 20 + 40 = 60 (ruling R8-5). &quot;Raise to 100&quot; is above the
table&apos;s maximum (rule 39 d).
</source>
        <translation>半池限注牌枱（規則第二十一條a項）。底注40 + 下注20 + 跟注20 = 80；一半是40，所以最大加注是加注至20 + 40 = 60（解讀 R8-5）。「加注至100」超過牌枱的上限（規則第三十九條d項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>Póquer sintético: no limit and Pot!</source>
        <translation>Póquer sintético：無限注與「底池！」</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>The house fixes the maximum bet one of three ways (non-banked rule 21): half the pot, &quot;com
limite&quot; (rule 21 a); the pot, &quot;com limite de pote&quot; (rule 21 b); or no limit, where the
most a player may bet is his &quot;cave&quot; (rule 21 c). Sintético&apos;s own rules (95-112) fix no
maximum, so the choice is the house&apos;s: unless the table says otherwise, the trainer plays
sintético no-limit, by rule 21 c and the house&apos;s choice (ruling R8-5). Rule 106 a, the
&quot;estardilho&quot;, is not a table limit.

&quot;Pot!&quot; at a pot-limit table (rule 21 b; ruling R8-5): a bet up to the pot; a raise up to
the pot after the call. Largest total = the highest total of the round + (every chip
already in, antes and this round&apos;s bets included + what this seat must call). At a
half-pot table the same sum is halved, rounded down to the chip unit (rule 21 a; ruling
R8-5). Never more than the seat has (ruling R8-5).

Raise cap: rule 47 leaves a cap on the raises to each variant, and sintético&apos;s rules set
none (ruling R8-7): at a sintético table the raises go on until every seat still in has
called or folded.

Words on the floor: pot limit is &quot;limite de pote&quot;, half-pot &quot;com limite&quot; (metade do pote)
and no limit &quot;sem limite&quot; (rule 21); a player&apos;s chips are his &quot;cave&quot; (rule 52).
</source>
        <translation>賭場以三種方式之一訂定最高下注（非莊家遊戲規則第二十一條）：以底池的一半為限，即半池限注（規則第二十一條a項）；以底池為限，即底池限注（規則第二十一條b項）；或無限注，玩家最多可下注其全部籌碼（規則第二十一條c項）。Póquer sintético本身的規則（第九十五條至第一百一十二條）沒有訂定上限，所以由賭場選擇：除非牌枱另有標示，本訓練以無限注進行Póquer sintético，依據規則第二十一條c項及賭場的選擇（解讀 R8-5）。規則第一百零六條a項的雙倍注並非牌枱的限注。

底池限注牌枱上的「底池！」（規則第二十一條b項；解讀 R8-5）：下注最多可等於底池；加注最多可在跟注後再加相當於底池的數額。最大總額 = 本輪最高總額 +（已投入的每一枚籌碼，包括底注和本輪的下注 + 該座位需跟注的數額）。在半池限注牌枱，同一總和減半，向下取整至籌碼單位（規則第二十一條a項；解讀 R8-5）。永遠不能超過該座位擁有的籌碼（解讀 R8-5）。

加注上限：規則第四十七條把加注上限留給各變體訂定，而Póquer sintético的規則沒有訂定（解讀 R8-7）：在Póquer sintético牌枱上，加注可一直進行，直至每個仍在局中的座位都已跟注或棄牌。

葡文用語：底池限注——com limite de pote；半池限注——com limite（metade do pote，底池的一半）；無限注——sem limite（規則第二十一條）；玩家的籌碼——cave（規則第五十二條）；雙倍注——estardilho（規則第一百零六條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>Every seat has put in its ante of 10 (rule 102); nobody has bet this round, so seat 6
has nothing to call. The smallest bet is the table minimum, by default the ante: 10
(ruling R8-6). The table is no-limit by default, so the largest bet is all seat 6 has
left: 900 − 10 = 890 (rule 21 c; ruling R8-5).
</source>
        <translation>每個座位都已下了10的底注（規則第一百零二條）；本輪無人下注，所以6號座位無需跟注。最小下注是枱面最低注，預設為底注：10（解讀 R8-6）。該牌枱預設為無限注，所以最大下注是6號座位剩下的全部籌碼：900 − 10 = 890（規則第二十一條c項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>A pot-limit table (rule 21 b). The pot holds the four antes, 4 × 10 = 40; seat 6 has
nothing to call. The smallest bet is the table minimum, 10 (ruling R8-6); the largest
is the pot, 40 (ruling R8-5).
</source>
        <translation>底池限注牌枱（規則第二十一條b項）。底池中有四份底注，4 × 10 = 40；6號座位無需跟注。最小下注是枱面最低注10（解讀 R8-6）；最大下注是底池40（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>Seat 6 bet the pot, 40. Seat 9: to call, 40; a raise adds at least 10, to 50 (ruling
R8-6). &quot;Pot!&quot;: antes 40 + bet 40 = 80, + call 40 = 120: raise to 40 + 120 = 160 (rule
21 b; ruling R8-5).
</source>
        <translation>6號座位下注底池40。9號座位：跟注額40；加注至少加10，即加注至50（解讀 R8-6）。「底池！」：底注40 + 下注40 = 80，+ 跟注40 = 120：加注至40 + 120 = 160（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>A half-pot table, &quot;com limite&quot; (rule 21 a). Seat 6 bet 20. Seat 9: to call, 20; a raise
adds at least 10, to 30 (ruling R8-6). Antes 40 + bet 20 + call 20 = 80; half is 40, so
the largest raise is to 20 + 40 = 60 (ruling R8-5).
</source>
        <translation>半池限注牌枱（規則第二十一條a項）。6號座位下注20。9號座位：跟注額20；加注至少加10，即加注至30（解讀 R8-6）。底注40 + 下注20 + 跟注20 = 80；一半是40，所以最大加注是加注至20 + 40 = 60（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>&quot;Pot!&quot; would be 40 + (40 + 40 + 40) = 160, but seat 9 has only 100 − 10 = 90 after its
ante: never more than the seat has, so the largest is all in, 90 (ruling R8-5). To
call, 40; the smallest raise, 50 (ruling R8-6).
</source>
        <translation>「底池！」會是40 +（40 + 40 + 40）= 160，但9號座位扣除底注後只有100 − 10 = 90：永遠不能超過該座位擁有的籌碼，所以最大額是全押90（解讀 R8-5）。跟注額40；最小加注是加注至50（解讀 R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>Three raises already (seats 9, 1 and 4), but sintético sets no cap (rule 47; ruling
R8-7): seat 6 may raise again. To call 80 it adds 60; a raise adds at least 10, to 90
(ruling R8-6); no limit, so the largest is all it has: 900 − 10 = 890 (ruling R8-5).
</source>
        <translation>已有三次加注（9、1及4號座位），但Póquer sintético不設上限（規則第四十七條；解讀 R8-7）：6號座位可以再加注。跟注至80需加60；加注至少加10，即加注至90（解讀 R8-6）；無限注，所以最大額是它的全部籌碼：900 − 10 = 890（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>Seat 6 bet the pot, 40, and seat 9 raised the pot, to 160. Seat 1: to call, 160; a
raise adds at least 10, to 170 (ruling R8-6). &quot;Pot!&quot;: antes 40 + 40 + 160 = 240, + call
160 = 400: raise to 160 + 400 = 560 (rule 21 b; ruling R8-5).
</source>
        <translation>6號座位下注底池40，9號座位按底池加注至160。1號座位：跟注額160；加注至少加10，即加注至170（解讀 R8-6）。「底池！」：底注40 + 40 + 160 = 240，+ 跟注160 = 400：加注至160 + 400 = 560（規則第二十一條b項；解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>A half-pot table (rule 21 a): the pot holds the four antes, 40; half of it is 20. Seat
6 may bet from the table minimum, 10 (ruling R8-6), up to 20 (ruling R8-5).
</source>
        <translation>半池限注牌枱（規則第二十一條a項）：底池中有四份底注40；其一半是20。6號座位可下注由枱面最低注10（解讀 R8-6）至20（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Póquer sintético: ante and turn</source>
        <translation>Póquer sintético：底注與行動次序</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Forced bets (non-banked rule 102; ruling R8-1): after the cut and before the cards are
dealt, every player puts in his ante, the &quot;aposta inicial&quot;, at the minimum the house sets.
There are no blinds. There are five betting rounds, one after each common card (rules
107-108; ruling R8-2).

Order (rules 107-108; ruling R8-2): the first round starts with the player to the left of
the one who has &quot;a mão&quot; (rule 107). Each later round starts with the player who made the
highest bet in the round before (rule 108) — ruling R8-2 reads it as that round&apos;s last
bettor or raiser. If nobody bet then, the round starts, like the first, with the seat to
the left of the marker; if the seat named is out or all in, with the next seat able to act
clockwise (ruling R8-2). Play goes clockwise, passing over folded and all-in seats.

A round ends when every seat still able to act has acted since the last full bet or raise
and has matched the highest total (rule 48; ruling R8-3), or when one seat is left (rule
51).

Words on the floor: the ante is the &quot;aposta inicial&quot; (rule 102); the marker seat has &quot;a
mão&quot; (rules 29, 107). To fold is &quot;desistir&quot; (rule 39 a), to check &quot;passar&quot; (rule 39 b), to
call &quot;acompanhar&quot; (rule 39 c), to raise &quot;repicar&quot; or &quot;subir a aposta&quot; (rule 39 d).
</source>
        <translation>強制下注（非莊家遊戲規則第一百零二條；解讀 R8-1）：切牌之後、派牌之前，每位玩家按賭場訂定的最低額下底注。沒有盲注。共有五個下注輪，每張公共牌之後一輪（規則第一百零七條至第一百零八條；解讀 R8-2）。

次序（規則第一百零七條至第一百零八條；解讀 R8-2）：第一輪由持有按鈕（莊位）者左邊的玩家開始（規則第一百零七條）。之後每一輪由上一輪作出最高下注的玩家開始（規則第一百零八條）——解讀 R8-2 把它理解為該輪最後一位下注或加注者。如上一輪無人下注，該輪與第一輪一樣，由按鈕左邊的座位開始；如所指的座位已出局或已全押，則由順時針方向下一個能行動的座位開始（解讀 R8-2）。按順時針方向進行，略過已棄牌和已全押的座位。

當每個仍能行動的座位在最後一次完整下注或加注之後都已行動，並已跟上最高總額時（規則第四十八條；解讀 R8-3），或只剩一個座位時（規則第五十一條），該輪結束。

葡文用語：底注——aposta inicial（規則第一百零二條）；持有按鈕（莊位）——ter a mão（規則第二十九條及第一百零七條）；棄牌——desistir（規則第三十九條a項）；過牌——passar（規則第三十九條b項）；跟注——acompanhar（規則第三十九條c項）；加注——repicar 或 subir a aposta（規則第三十九條d項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Every seat has put its ante of 10 in. The first round starts with the seat to the
left of the marker (seat 4): seat 6 (rules 102, 107; rulings R8-1, R8-2).
</source>
        <translation>每個座位都已下了10的底注。第一輪由按鈕（莊位，4號座位）左邊的座位開始：即6號座位（規則第一百零二條及第一百零七條；解讀 R8-1、R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Seat 6 opened the first round and checked; seat 9 bet 40 and seat 1 folded. Play goes
clockwise (ruling R8-2): after seat 1 comes seat 4, the marker, which acts now.
</source>
        <translation>6號座位開始第一輪並過牌；9號座位下注40，1號座位棄牌。按順時針方向進行（解讀 R8-2）：1號座位之後是按鈕（莊位）所在的4號座位，現在輪到它行動。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Seat 9 made the highest bet of the first round and everyone called it, so the round is
over (rule 48; ruling R8-3) and seat 9 starts the second (rule 108; ruling R8-2).
</source>
        <translation>9號座位在第一輪作出最高下注，所有人都跟注，所以該輪結束（規則第四十八條；解讀 R8-3），由9號座位開始第二輪（規則第一百零八條；解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Seat 6 bet 40 and seat 9 raised to 100, the highest bet of the round; seats 1 and 6
called and seat 4 folded, so the round is over (rule 48; ruling R8-3). The second round
starts with the player who made the highest bet (rule 108): seat 9 (ruling R8-2).
</source>
        <translation>6號座位下注40，9號座位加注至100，是本輪的最高下注；1號及6號座位跟注，4號座位棄牌，所以該輪結束（規則第四十八條；解讀 R8-3）。第二輪由作出最高下注的玩家開始（規則第一百零八條）：即9號座位（解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Seat 9 made the highest bet of round 1, all in for 190, and seats 1 and 6 called: the
round is over (rule 48; ruling R8-3). Round 2 should start with seat 9 (rule 108), but
an all-in seat cannot act, so the next seat able to act clockwise from it opens: seat 1
(ruling R8-2).
</source>
        <translation>9號座位以190全押，作出第1輪的最高下注，1號及6號座位跟注：該輪結束（規則第四十八條；解讀 R8-3）。第2輪本應由9號座位開始（規則第一百零八條），但已全押的座位不能行動，所以由它起順時針方向下一個能行動的座位開始：即1號座位（解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Seat 6 made the highest bet of round 1, so it opened round 2 (rule 108). In round 2
everyone checked: the round is over with nothing bet (ruling R8-3). Rule 108 names no
opener when nobody bet; ruling R8-2 then starts the round, like the first, with the
seat to the left of the marker (rule 107): seat 6 again.
</source>
        <translation>6號座位在第1輪作出最高下注，所以由它開始第2輪（規則第一百零八條）。第2輪中所有人都過牌：該輪在無人下注的情況下結束（解讀 R8-3）。無人下注時，規則第一百零八條沒有指明由誰開始；解讀 R8-2 於是與第一輪一樣，由按鈕（莊位）左邊的座位開始該輪（規則第一百零七條）：又是6號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Nobody bet in round 1, so round 2 started, like the first, left of the marker: seat 6
(ruling R8-2). In round 2 seat 1 made the highest bet, 30, and everyone called: round 3
starts with seat 1 (rule 108; ruling R8-2).
</source>
        <translation>第1輪無人下注，所以第2輪與第一輪一樣，由按鈕（莊位）左邊開始：即6號座位（解讀 R8-2）。第2輪中1號座位作出最高下注30，所有人都跟注：第3輪由1號座位開始（規則第一百零八條；解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Seat 9 called all in for its last 50 in round 1; seat 1 raised to 150, the highest bet,
so it opens round 2 (rule 108) and bets 100. Seat 4 calls and seat 6 raises to 200.
Clockwise the next seat is 9, all in: the turn passes over it to seat 1 (ruling R8-2).
</source>
        <translation>9號座位在第1輪以其最後的50全押跟注；1號座位加注至150，是最高下注，所以由它開始第2輪（規則第一百零八條），並下注100。4號座位跟注，6號座位加注至200。按順時針方向下一個座位是9號，它已全押：行動略過它，輪到1號座位（解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Five-card stud: call, minimum, all in</source>
        <translation>梭哈：跟注、最低額、全押</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Amounts are each seat&apos;s total for the round. The ante, the entry or &quot;bolo de entrada&quot; of
$20 or $100 (Portaria 104/85/M art. 6, 8; the entry itself art. 7, 10 a), is in the pot
before the first round and is not part of any seat&apos;s total for the round (ruling R8-1).
A player whose capital falls below $500 ($1,000 at a $100 table) must top it up after the
hand (art. 6), so every seat starts a hand with at least that much: a short stack comes
only from the betting of the hand itself (ruling R0-5).

The call (Portaria 104/85/M art. 10 b 2; ruling R8-4): to accept the bet a player puts in
as much as the bettor — the highest total of the round, less what he already has in front
of him. A player with less calls with all he has and is &quot;com capital desfalcado&quot; (art. 11
a).

The smallest: no article sets a smallest bet; the house takes the table minimum, by
default the entry (ruling R8-6). To raise (&quot;elevar&quot;) a player puts in the bettor&apos;s amount
plus an addition that may not be less than the bet before it, unless he is &quot;com capital
desfalcado&quot; (art. 10 b 3) — ruling R8-6 reads it as the last full bet or raise of the
round. An all-in raise short of a full raise does not reopen the betting to a seat that
has acted, and the next raise is still measured by the last full bet or raise (ruling
R8-6).

The largest: the regulation sets no maximum bet — art. 6 only says a player&apos;s starting
capital has no maximum — and ruling R8-5 reads stud as no-limit: the largest is everything
the seat has. Nor is there a cap on the raises (ruling R8-7). That is all there is to the
largest in stud, so this lesson teaches it with the call and the minimum.

Counting the pot: the &quot;bolo&quot; is every chip put in, antes included (art. 7). A bet nobody
called goes back first (ruling R1-1). A player &quot;com capital desfalcado&quot; plays only for the
pot up to the point where his chips ran out; the bets the others make beyond it go into a
&quot;bolo separado&quot; he cannot win (art. 11 a; ruling R1-2).

Words on the floor: to call is &quot;aceitar a aposta&quot; (art. 10 b 2) or &quot;jogar&quot; (art. 10 c iii
1), to raise &quot;elevar&quot; (art. 10 b 3) or &quot;aumentar&quot; (art. 10 c iii 3), to raise again
&quot;redobrar&quot; (art. 10 b 4); a player&apos;s chips are his &quot;capital&quot; (art. 6).
</source>
        <translation>金額是每個座位在本輪的總額。底注為$20或$100（第104/85/M號訓令第六條、第八條；底注本身見第七條、第十條a項），在第一輪之前已投入底池，不計入任何座位在本輪的總額（解讀 R8-1）。玩家的本金如跌至少於$500（$100的牌枱為$1,000），須在該局之後補足（第六條），所以每個座位開始一局時最少有此數額：本金不足只會因該局本身的下注而出現（解讀 R0-5）。

跟注（第104/85/M號訓令第十條b項第二點；解讀 R8-4）：玩家要接受下注，須投入與下注者相同的金額——即本輪的最高總額，減去他面前已有的數額。籌碼較少的玩家以其全部籌碼跟注，成為全押玩家（第十一條a項）。

最低額：沒有條文訂定最小下注；賭場以枱面最低注為準，預設為底注（解讀 R8-6）。要加注，玩家投入下注者的金額，再加上一個不得少於之前那次下注的數額，除非他是全押玩家（第十條b項第三點）——解讀 R8-6 把「之前那次下注」理解為本輪最後一次完整下注或加注。不足一次完整加注的全押加注，不會為已行動的座位重新開放下注，而下一次加注仍以最後一次完整下注或加注來衡量（解讀 R8-6）。

最大額：規例沒有訂定最高下注——第六條只規定玩家的起始本金沒有上限——而解讀 R8-5 把梭哈視為無限注：最大額是該座位擁有的全部籌碼。加注次數也沒有上限（解讀 R8-7）。梭哈中關於最大額的規定僅此而已，所以本課把它與跟注和最低額一起教授。

計算底池：底池是投入的每一枚籌碼，包括底注（第七條）。無人跟注的下注先退還（解讀 R1-1）。全押玩家只爭奪其籌碼用完之前的底池；其他人在此之外的下注撥入他不能贏取的邊池（第十一條a項；解讀 R1-2）。

葡文用語：跟注——aceitar a aposta（第十條b項第二點）或 jogar（第十條c項iii目第一點）；加注——elevar（第十條b項第三點）或 aumentar（第十條c項iii目第三點）；再加注——redobrar（第十條b項第四點）；玩家的籌碼——capital（本金，第六條）；底注——bolo de entrada（第七條）；底池——bolo；全押玩家——com capital desfalcado；邊池——bolo separado（第十一條a項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Nothing has been bet this round: nothing to call. No article sets a smallest bet; the
house takes the table minimum, by default the entry: 20 (ruling R8-6). The regulation
sets no maximum bet, so the largest is everything seat 5 has left after its entry: 480
(ruling R8-5). It may not check: the opener of the first round must bet or fold (art.
10 b; ruling R8-4).
</source>
        <translation>本輪尚未有任何下注：無需跟注。沒有條文訂定最小下注；賭場以枱面最低注為準，預設為底注：20（解讀 R8-6）。規例沒有訂定最高下注，所以最大額是5號座位扣除底注後剩下的全部籌碼：480（解讀 R8-5）。它不可過牌：第一輪的開注者必須下注或棄牌（第十條b項；解讀 R8-4）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Seat 5 bet 50. Seat 2, on its right, acts: to call, 50 (art. 10 b 2). A raise adds at
least the bet before it, 50 (art. 10 b 3; ruling R8-6): to 100. No maximum: all seat 2
has after its entry, 480 (ruling R8-5).
</source>
        <translation>5號座位下注50。在其右方的2號座位行動：跟注額50（第十條b項第二點）。加注至少要加上之前那次下注的數額50（第十條b項第三點；解讀 R8-6）：即加注至100。沒有上限：2號座位扣除底注後的全部籌碼480（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Seat 5 bet 50 and seat 2 raised to 150, adding 100. Seat 7 has nothing in this round:
to call, 150. Another raise must add at least the last raise, 100 (art. 10 b 3; ruling
R8-6): to 250. The regulation sets no maximum bet, so the largest is everything seat 7
has after its entry: 480 (ruling R8-5).
</source>
        <translation>5號座位下注50，2號座位加注至150，加了100。7號座位本輪未投入任何籌碼：跟注額150。再加注必須至少加上一次加注的數額100（第十條b項第三點；解讀 R8-6）：即加注至250。規例沒有訂定最高下注，所以最大額是7號座位扣除底注後擁有的全部籌碼：480（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>A bet of 20 and three raises of 20 each; stud has no cap on the raises (ruling R8-7), so
seat 2 may raise again. It has 40 in: to call 80, 40. A raise adds at least the last
raise, 20: to 100 (art. 10 b 3; ruling R8-6). The largest: all it has, 480 (ruling
R8-5).
</source>
        <translation>一次20的下注和三次各20的加注；梭哈沒有加注次數上限（解讀 R8-7），所以2號座位可以再加注。它已投入40：跟注至80需40。加注至少加上一次加注的數額20：即加注至100（第十條b項第三點；解讀 R8-6）。最大額：它的全部籌碼480（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Seat 5 bet 400. Seat 2 had 480 after its entry and raised all in to 480: 80 more, less
than the bet, which only a &quot;capital desfalcado&quot; may do (art. 10 b 3). Seat 7: to call,
480. The next raise still adds at least the last full bet, 400: to 880 (ruling R8-6).
The largest: all it has, 980 (ruling R8-5).
</source>
        <translation>5號座位下注400。2號座位扣除底注後有480，全押加注至480：只多了80，少於該次下注，而只有全押玩家才可以這樣做（第十條b項第三點）。7號座位：跟注額480。下一次加注仍須至少加上最後一次完整下注的數額400：即加注至880（解讀 R8-6）。最大額：它的全部籌碼980（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Seat 5 bet 200 and seat 2 raised to 600. Seat 7 has only 500 − 20 = 480 after its
entry: it accepts with all it has, 480, and is &quot;com capital desfalcado&quot; (art. 11 a;
ruling R8-4). Nothing beyond the call: it may not raise.
</source>
        <translation>5號座位下注200，2號座位加注至600。7號座位扣除底注後只有500 − 20 = 480：它以全部480接受下注，成為全押玩家（第十一條a項；解讀 R8-4）。跟注之外再無籌碼：不可加注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Three entries of 20: 60 (art. 7, 10 a). Seat 5 bet 50 and seat 2 called; seat 7
folded, and its entry stays in the &quot;bolo&quot;. The pot: 60 + 2 × 50 = 160 (art. 7; ruling
R1-2).
</source>
        <translation>三份20的底注：60（第七條、第十條a項）。5號座位下注50，2號座位跟注；7號座位棄牌，其底注留在底池中。底池：60 + 2 × 50 = 160（第七條；解讀 R1-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Every seat put in its entry, 20 (the &quot;bolo de entrada&quot;). Seat 5 bets 700; seat 2 has
only 480 left and calls all in for it, 500 in all; seat 7 calls 700. Seat 2 is
&quot;capital desfalcado&quot;: it plays only for the pot up to its 500, 3 × 500 = 1,500, and
the rest, 2 × 220 = 440, is the &quot;bolo separado&quot; that only seats 5 and 7 can win (art.
11 a; rulings R8-1, R1-2).
</source>
        <translation>每個座位都已下了20的底注。5號座位下注700；2號座位只剩480，以此全押跟注，共投入500；7號座位跟注700。2號座位是全押玩家：它只爭奪以其500為限的底池，3 × 500 = 1,500，其餘的2 × 220 = 440是只有5號及7號座位能贏取的邊池（第十一條a項；解讀 R8-1、R1-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Seat 5 bets 700; seat 2 folds; seat 7 has only 480 after its entry and calls all in for
it. Seat 5&apos;s bet is matched only up to 480: the other 220 goes back to seat 5 first, is
in no pot and bears no commission (ruling R1-1). The pot is seat 2&apos;s entry and the 20 +
480 that each of seats 5 and 7 has in: 20 + 500 + 500 = 1,020 (ruling R1-2).
</source>
        <translation>5號座位下注700；2號座位棄牌；7號座位扣除底注後只有480，以此全押跟注。5號座位的下注只被跟上480：其餘220先退還給5號座位，不屬於任何底池，也不付佣金（解讀 R1-1）。底池是2號座位的底注，加上5號及7號座位各自投入的20 + 480：20 + 500 + 500 = 1,020（解讀 R1-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Five-card stud: change a bet</source>
        <translation>梭哈：找換下注籌碼</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>The pot is the total, in chips, put in during the hand (Portaria 104/85/M art. 7).
The Portaria says nothing of changing chips: when a seat says &quot;Call&quot; and puts in one
chip larger than the call, the call stands and the croupier gives back the change as
the house&apos;s practice.

The change is the chip less the call, given back in the fewest chips, the largest
first (the house&apos;s practice too).

First the call: to accept the bet a player puts in as much as the bettor, the
highest total of the round less what he already has in front of him (Portaria
104/85/M art. 10 b 2; ruling R8-4). A call of 70 paid with a 100 leaves 30 to give
back: one 25 and one 5.

The right change earns half the marks, the fewest chips the other half.

Words on the floor: the chips are &quot;fichas&quot; and the pot is &quot;o bolo&quot; (Portaria
104/85/M art. 7).
</source>
        <translation>底池是整手牌中以籌碼投入的總額（第104/85/M號訓令第七條）。訓令沒有提及找換籌碼：座位說「跟注」並放入一個比跟注額大的籌碼時，跟注成立，荷官按賭場慣例找回差額。

差額即籌碼減去跟注額，以最少籌碼、由最大面值開始找回（同樣是賭場慣例）。

先計跟注額：接受下注的玩家須放入與下注者相同的金額，即本輪最高總額減去他面前已有的籌碼（第104/85/M號訓令第十條b項第二點；解讀 R8-4）。以一個100跟注70，要找回30：一個25及一個5。

差額正確得一半分數，最少籌碼得另一半。

葡文用語：籌碼——fichas；底池——o bolo（第104/85/M號訓令第七條）。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 2 has 50 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier gives the change (the house&apos;s practice). 100 − 50 = 50, given back in the
fewest chips: 2 × 25.
</source>
        <translation>2號座位要跟注50（解讀 R8-4），放入一個100：跟注成立，荷官按賭場慣例找回差額。100 − 50 = 50，以最少籌碼找回：2 × 25。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 2 has 40 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier gives the change (the house&apos;s practice). 100 − 40 = 60, given back in the
fewest chips: 2 × 25 + 2 × 5.
</source>
        <translation>2號座位要跟注40（解讀 R8-4），放入一個100：跟注成立，荷官按賭場慣例找回差額。100 − 40 = 60，以最少籌碼找回：2 × 25 + 2 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 5 has 80 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier gives the change (the house&apos;s practice). 100 − 80 = 20, given back in the
fewest chips: 4 × 5.
</source>
        <translation>5號座位要跟注80（解讀 R8-4），放入一個100：跟注成立，荷官按賭場慣例找回差額。100 − 80 = 20，以最少籌碼找回：4 × 5。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 2 has 50 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 50 = 450, given back in the
fewest chips: 4 × 100 + 2 × 25.
</source>
        <translation>2號座位要跟注50（解讀 R8-4），放入一個500：跟注成立，荷官按賭場慣例找回差額。500 − 50 = 450，以最少籌碼找回：4 × 100 + 2 × 25。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 2 has 40 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 40 = 460, given back in the
fewest chips: 4 × 100 + 2 × 25 + 2 × 5.
</source>
        <translation>2號座位要跟注40（解讀 R8-4），放入一個500：跟注成立，荷官按賭場慣例找回差額。500 − 40 = 460，以最少籌碼找回：4 × 100 + 2 × 25 + 2 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 3 has 820 to call (ruling R8-4) and puts in one 1,000: the call stands and the
croupier gives the change (the house&apos;s practice). 1,000 − 820 = 180, given back in
the fewest chips: 1 × 100 + 3 × 25 + 1 × 5.
</source>
        <translation>3號座位要跟注820（解讀 R8-4），放入一個1,000：跟注成立，荷官按賭場慣例找回差額。1,000 − 820 = 180，以最少籌碼找回：1 × 100 + 3 × 25 + 1 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 1 has 4,375 to call (ruling R8-4) and puts in one 5,000: the call stands and
the croupier gives the change (the house&apos;s practice). 5,000 − 4,375 = 625, given
back in the fewest chips: 1 × 500 + 1 × 100 + 1 × 25.
</source>
        <translation>1號座位要跟注4,375（解讀 R8-4），放入一個5,000：跟注成立，荷官按賭場慣例找回差額。5,000 − 4,375 = 625，以最少籌碼找回：1 × 500 + 1 × 100 + 1 × 25。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 2 has 495 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 495 = 5, given back in the
fewest chips: 1 × 5.
</source>
        <translation>2號座位要跟注495（解讀 R8-4），放入一個500：跟注成立，荷官按賭場慣例找回差額。500 − 495 = 5，以最少籌碼找回：1 × 5。</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-follow.yaml"/>
        <source>Five-card stud: follow the action</source>
        <translation>梭哈：逐步跟進牌局</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-follow.yaml"/>
        <source>Follow a whole hand as the dealer runs it (ruling R8). At each action say whose turn it
is and, for that seat, the amount to call, the smallest raise (or bet) to and the
largest. Then the player acts, the table moves on and you go again: a mistake is shown
with the right answer, and the hand goes on as it was played.

At every step:
- Every seat has put in the ante, the &quot;bolo de entrada&quot; (art. 6, 7, 10 a). The seat with the
  best open cards opens each round, ranked as rulings R4-2 to R4-4 read art. 10 b and c
  (with two open cards and no pair showing, the highest second card decides); in the
  first round it must bet or fold (art. 10 b).
  Until somebody bets, the turn passes in the order of the open boards; once a seat has
  bet, play goes counterclockwise from the seat on the bettor&apos;s right (art. 10 b, c;
  ruling R8-2). A seat that checked may, in that round, only call or fold after a bet
  (art. 10 c i 2; ruling R8-4).
- The call is the highest total of the round less what the seat has in front of it, or
  all it has left (ruling R8-4).
- A bet is at least the table minimum, by default the ante (ruling R8-6); a raise adds at
  least the last full bet or raise of the round (art. 10 b 3; ruling R8-6); a seat may
  always go all in for less, &quot;com capital desfalcado&quot; (art. 10 b 3).
- The regulation sets no maximum bet: ruling R8-5 reads stud as no-limit, the largest is
  everything the seat has, and ruling R8-7 finds no cap on the raises.
</source>
        <translation>跟隨荷官主持的一整局（解讀 R8）。每次行動時，說出輪到誰，以及該座位的跟注額、最小加注（或下注）至多少和最大額。然後玩家行動，牌局繼續，你再作答：答錯會顯示正確答案，而牌局按實際打法繼續。

每一步：
- 每個座位都已下了底注（第六條、第七條、第十條a項）。明牌最好的座位開始每一輪，按解讀 R4-2至R4-4對第十條b項及c項的理解排名（有兩張明牌而無人亮出對子時，由最大的第二張牌決定）；第一輪中它必須下注或棄牌（第十條b項）。在有人下注之前，行動按明牌牌面的次序輪轉；一旦有座位下注，便由下注者右方的座位起按逆時針方向進行（第十條b項、c項；解讀 R8-2）。已過牌的座位在該輪遇到下注後只可跟注或棄牌（第十條c項i目第二點；解讀 R8-4）。
- 跟注額是本輪最高總額減去該座位面前已有的數額，或其剩下的全部籌碼（解讀 R8-4）。
- 下注至少為枱面最低注，預設為底注（解讀 R8-6）；加注至少要加上本輪最後一次完整下注或加注的數額（第十條b項第三點；解讀 R8-6）；座位永遠可以以較少的金額全押（第十條b項第三點）。
- 規例沒有訂定最高下注：解讀 R8-5 把梭哈視為無限注，最大額是該座位擁有的全部籌碼，而解讀 R8-7 認為加注次數沒有上限。

葡文用語：底注——bolo de entrada（第十條a項）；本金不足而全押——com capital desfalcado（第十條b項第三點）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-follow.yaml"/>
        <source>Seat 1&apos;s king is the best open card: it opens the first round and must bet or fold.
With two open cards and no pair showing, the highest second card opens: seat 4&apos;s jack.
Seat 4 and seat 1 check and seat 6 bets: they may then only call or fold. With three
open cards seat 1&apos;s pair of sevens, formed with the third card, opens; with four, no
pair is formed with the fourth card and seat 6&apos;s nine, the highest fourth card, opens
(art. 10 b, c; rulings R4-2, R4-3, R4-4, R8-2, R8-4).
</source>
        <translation>1號座位的K是最大的明牌：它開始第一輪，必須下注或棄牌。有兩張明牌而無人亮出對子時，由最大的第二張牌開始：4號座位的J。4號及1號座位過牌，6號座位下注：它們之後只可跟注或棄牌。有三張明牌時，由1號座位以第三張牌組成的一對7開始；有四張明牌時，沒有人以第四張牌組成對子，由第四張牌最大的6號座位的9開始（第十條b項、c項；解讀 R4-2、R4-3、R4-4、R8-2、R8-4）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Five-card stud: irregular actions</source>
        <translation>梭哈：違規行動</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Before taking an action the dealer checks that the player may make it (ruling R8-4):
- in the first round the highest open card must open with a bet; if it does not, it is
  taken to have folded (Portaria 104/85/M art. 10 b) — it may not check;
- nobody may check (&quot;passar a voz&quot;) once a bet has been made (art. 10 c iii);
- a player who checked may afterwards in that round only call or fold, never raise or
  re-raise (art. 10 c i 2; rulings R8-4, R8-8) — art. 10 c iii only stops him checking
  again, it does not give the raise back;
- a raise adds at least the bet before it, unless the player is &quot;com capital desfalcado&quot;
  (art. 10 b 3; ruling R8-6), and an all-in raise short of that does not reopen the
  betting to a player who has acted (ruling R8-6).

The dealer&apos;s procedure (art. 11; ruling R8-8): no player may take more than two minutes to
decide; if he does, his hand is dead and he is forced to fold (art. 11 b). A player acts
only when his turn comes, and may not show, by word or otherwise, that he will fold before
then (art. 11 c). Nobody may call himself &quot;com capital desfalcado&quot; with money on the table
(art. 11 a). A bet is put in view of everyone before it is pushed into the pot (art. 10 c
i 3), and a player folds by putting his hole card on his open cards (art. 10 b 1, c i 1).

Words on the floor: to check is &quot;passar a voz&quot; (art. 10 c i 2), to fold &quot;desistir&quot; (art.
10 b 1), to call &quot;aceitar a aposta&quot; (art. 10 b 2), to raise &quot;elevar&quot; (art. 10 b 3); the
hole card is the &quot;carta chave&quot; (art. 10 a).
</source>
        <translation>荷官在執行一個行動之前，先核對該玩家是否可以作出該行動（解讀 R8-4）：
- 第一輪中，最大的明牌必須以下注開局；如它不下注，即視為已棄牌（第104/85/M號訓令第十條b項）——它不可過牌；
- 一旦有人下注，任何人都不可過牌（第十條c項iii目）；
- 已過牌的玩家在該輪之後只可跟注或棄牌，永不可加注或再加注（第十條c項i目第二點；解讀 R8-4、R8-8）——第十條c項iii目只禁止他再次過牌，並沒有把加注的權利還給他；
- 加注至少要加上之前那次下注的數額，除非該玩家是全押玩家（第十條b項第三點；解讀 R8-6），而不足此數的全押加注不會為已行動的玩家重新開放下注（解讀 R8-6）。

荷官的程序（第十一條；解讀 R8-8）：任何玩家作決定都不可超過兩分鐘；如超過，其牌作廢，並被強制棄牌（第十一條b項）。玩家只在輪到他時才行動，在此之前不可以言語或其他方式表示他會棄牌（第十一條c項）。枱上仍有他的錢時，任何人都不可自稱全押玩家（第十一條a項）。下注先放在眾人看得見的地方，然後才推入底池（第十條c項i目第三點），玩家棄牌時把底牌放在其明牌之上（第十條b項第一點、c項i目第一點）。

葡文用語：過牌——passar a voz（第十條c項i目第二點）；棄牌——desistir（第十條b項第一點）；跟注——aceitar a aposta（第十條b項第二點）；加注——elevar（第十條b項第三點）；底牌——carta chave（第十條a項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Seat 5&apos;s ace is the highest open card: it must make the opening bet, and if it does not
it is taken to have folded (art. 10 b; ruling R8-4). &quot;Check&quot; is not one of its choices.
</source>
        <translation>5號座位的A是最大的明牌：它必須作開局下注，如不下注即視為已棄牌（第十條b項；解讀 R8-4）。「過牌」不是它的選項之一。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Seat 5 bet 50. Seat 2 raises to 100: it puts in the 50 and adds 50, exactly as much as
the bet before it, the least a raise may add (art. 10 b 3; ruling R8-6). Legal.
</source>
        <translation>5號座位下注50。2號座位加注至100：它投入50，再加50，正好等於之前那次下注，是加注最少可加的數額（第十條b項第三點；解讀 R8-6）。合規。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Seat 5 bet 50 and seat 2 raised to 150, adding 100. &quot;Raise to 200&quot; adds only 50,
less than the raise before it, and seat 7 is not &quot;capital desfalcado&quot; (it has 480):
the smallest raise is to 250 (art. 10 b 3; ruling R8-6). The croupier refuses it.
</source>
        <translation>5號座位下注50，2號座位加注至150，加了100。「加注至200」只加了50，少於之前那次加注，而7號座位並非全押玩家（它有480）：最小加注是加注至250（第十條b項第三點；解讀 R8-6）。荷官拒絕此行動。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Seat 2 checked and seat 5 bet 40; the turn comes back to seat 2. Nobody may check once a
bet has been made (art. 10 c iii), and a seat that has checked may then only call or
fold, never raise (art. 10 c i 2; ruling R8-4): seat 2 calls or folds.
</source>
        <translation>2號座位過牌，5號座位下注40；行動再次輪到2號座位。一旦有人下注，任何人都不可過牌（第十條c項iii目），而已過牌的座位之後只可跟注或棄牌，不可加注（第十條c項i目第二點；解讀 R8-4）：2號座位只可跟注或棄牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Having checked, seat 2 may stay in only by calling (art. 10 c i 2; ruling R8-4): &quot;Call&quot;,
40, is legal.
</source>
        <translation>已過牌的2號座位只可以跟注留在局中（第十條c項i目第二點；解讀 R8-4）：「跟注」40合規。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>In round 2 seat 2 &quot;passed the voice&quot; (checked), then seat 5 bet 40; play goes
counterclockwise from seat 5, so seat 2 is next. Having checked, it keeps only the right
to call or fold in this round: it lost the right to raise (art. 10 c i 2; ruling R8-4).
The croupier refuses &quot;Raise to 100&quot;: seat 2 calls 40 or folds.
</source>
        <translation>第2輪中2號座位「讓出發言權」（過牌），然後5號座位下注40；由5號座位起按逆時針方向進行，所以下一個是2號座位。已過牌的它在本輪只保留跟注或棄牌的權利：它失去了加注的權利（第十條c項i目第二點；解讀 R8-4）。荷官拒絕「加注至100」：2號座位跟注40或棄牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Seat 5 bets 400 and seat 2 calls. Seat 7 has only 480 after its entry and raises all in
to 480 — 80 more, less than the full 400, as art. 10 b 3 allows only a &quot;capital
desfalcado&quot;. Play goes on counterclockwise to seat 5. Since seat 5 bet, the total has
risen by only 80, not a full raise: the betting is not reopened for it, and it may only
call 80 or fold (ruling R8-6).
</source>
        <translation>5號座位下注400，2號座位跟注。7號座位扣除底注後只有480，全押加注至480——只多了80，少於完整的400，而第十條b項第三點只容許全押玩家這樣做。按逆時針方向繼續到5號座位。自5號座位下注以來，總額只增加了80，不是一次完整加注：下注不會為它重新開放，它只可跟注80或棄牌（解讀 R8-6）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>The reason is the capital, not a table limit: stud has no maximum bet (ruling R8-5),
but nobody bets more than he has. Seat 2 has 480 after its entry, and no player may add
to his capital once the hand has begun (art. 6). &quot;Raise to 600&quot; is more than it can put
in; all in is a raise to 480.
</source>
        <translation>原因在於本金，而非牌枱的限注：梭哈沒有最高下注（解讀 R8-5），但任何人都不能下注多於其所有。2號座位扣除底注後有480，而牌局開始後任何玩家都不可增加其本金（第六條）。「加注至600」超過它能投入的數額；全押即加注至480。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Five-card stud: ante and turn</source>
        <translation>梭哈：底注與行動次序</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Forced bets (Portaria 104/85/M art. 6, 7, 10 a; ruling R8-1): before the first card every
player contributes to the &quot;bolo de entrada&quot;, the ante, of $20 or $100 a table (art. 6, 8; the entry itself art. 7, 10 a).
The house&apos;s initial commission (art. 8) is separate and never in the pot (ruling R8-1).
There are four betting rounds, the &quot;lanços de apostas&quot;, one after each open card (art. 10
b-d; ruling R8-2).

First round (art. 10 b; rulings R8-2, R4-2): the player whose open card ranks highest must
make the opening bet; if he does not, he is taken to have folded, and the right to open
passes to the second highest open card. Equal cards are ranked by suit for this: spades,
hearts, clubs, diamonds. Once the first bet is made, each player in turn, starting with
the one on the bettor&apos;s right, acts counterclockwise.

Later rounds (art. 10 c-d; ruling R8-2): the best open board, ranked as art. 10 c i, c v
and d say (rulings R4-3, R4-4), speaks first and may fold, check (&quot;passar a voz&quot;) or bet.
If it does not bet, the turn goes to the second best board (art. 10 c ii), and so on:
until somebody bets, the turn passes in the order of the open boards, not round the table.
Once a seat bets, play goes counterclockwise from the seat on its right, and nobody may
check any more (art. 10 c iii). Folded and all-in seats are passed over (ruling R8-2).

A round ends when all the bets have been called by the two or more players still in (art.
10 b), when everyone checked (art. 10 c ii), or when one player is left, who wins the pot
(art. 10 c iii; ruling R8-3).

Words on the floor: the ante is the &quot;bolo de entrada&quot; (art. 10 a), the pot &quot;o bolo&quot; (art.
7); a betting round is a &quot;lanço de apostas&quot; (art. 10 b-d); to check is &quot;passar a voz&quot;
(art. 10 c i 2), to fold &quot;desistir&quot; (art. 10 b 1); the hole card is the &quot;carta chave&quot;
(art. 10 a).
</source>
        <translation>強制下注（第104/85/M號訓令第六條、第七條、第十條a項；解讀 R8-1）：在派第一張牌之前，每位玩家都要投入底注，按牌枱為$20或$100（第六條、第八條；底注本身見第七條、第十條a項）。賭場的初始佣金（第八條）是另外收取的，從不屬於底池（解讀 R8-1）。共有四個下注輪，每張明牌之後一輪（第十條b-d項；解讀 R8-2）。

第一輪（第十條b項；解讀 R8-2、R4-2）：明牌最大的玩家必須作開局下注；如他不下注，即視為已棄牌，開局的權利轉給第二大的明牌。為此，點數相同的牌按花色排名：黑桃、紅心、梅花、方塊。第一次下注作出後，由下注者右方的玩家開始，每位玩家依次按逆時針方向行動。

之後的各輪（第十條c-d項；解讀 R8-2）：按第十條c項i目、c項v目及d項排名（解讀 R4-3、R4-4）的最佳明牌牌面先發言，可以棄牌、過牌或下注。如它不下注，便輪到明牌牌面次佳者（第十條c項ii目），如此類推：在有人下注之前，行動按明牌牌面的次序輪轉，而非沿牌枱輪轉。一旦有座位下注，便由其右方的座位起按逆時針方向進行，之後任何人都不可再過牌（第十條c項iii目）。已棄牌和已全押的座位會被略過（解讀 R8-2）。

當所有下注都已被仍在局中的兩位或以上玩家跟注時（第十條b項），當所有人都過牌時（第十條c項ii目），或當只剩一位玩家、由他贏得底池時（第十條c項iii目；解讀 R8-3），該輪結束。

葡文用語：底注——bolo de entrada（第十條a項）；底池——o bolo（第七條）；下注輪——lanço de apostas（第十條b-d項）；過牌——passar a voz（第十條c項i目第二點）；棄牌——desistir（第十條b項第一點）；底牌——carta chave（第十條a項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Every seat has put in its entry of 20. Seat 5 shows the highest open card, an ace: it
opens the first round, and must bet or fold (art. 10 b; rulings R8-2, R4-2).
</source>
        <translation>每個座位都已下了20的底注。5號座位亮出最大的明牌A：它開始第一輪，必須下注或棄牌（第十條b項；解讀 R8-2、R4-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Seat 5&apos;s ace opened and bet 50 (art. 10 b). Once a bet is made, play goes
counterclockwise, starting with the seat on the bettor&apos;s right (art. 10 b; ruling
R8-2): seat 2, the next lower seat number, then seat 7.
</source>
        <translation>5號座位的A開局並下注50（第十條b項）。一旦有人下注，便由下注者右方的座位開始，按逆時針方向進行（第十條b項；解讀 R8-2）：先是號碼次低的2號座位，然後是7號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Seat 5&apos;s ace had to open and did not bet: it is taken to have folded, and the right to
open passes to the second highest open card (art. 10 b; ruling R8-2): seat 2&apos;s king.
</source>
        <translation>5號座位的A必須開局但沒有下注：它被視為已棄牌，開局的權利轉給第二大的明牌（第十條b項；解讀 R8-2）：即2號座位的K。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Round 1 ended with everyone calling seat 5&apos;s 20 (ruling R8-3). In round 2 the pair of
kings showing opens (art. 10 c i; ruling R4-3): seat 2, who checks. Until somebody bets
the turn passes in the order of the open boards, not round the table (art. 10 c ii;
ruling R8-2): with no other pair, the higher second open card is next — seat 5&apos;s queen
before seat 7&apos;s jack. Seat 5 acts.
</source>
        <translation>第1輪在所有人都跟注5號座位的20後結束（解讀 R8-3）。第2輪由亮出的一對K開始（第十條c項i目；解讀 R4-3）：即2號座位，它過牌。在有人下注之前，行動按明牌牌面的次序輪轉，而非沿牌枱輪轉（第十條c項ii目；解讀 R8-2）：沒有其他對子，所以第二張明牌較大者為下一個——5號座位的Q先於7號座位的J。輪到5號座位行動。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>In round 2 the pair of kings showing (seat 2) opens and checks. Nobody has bet, so the
turn passes by the open boards (art. 10 c ii; ruling R8-2): with no other pair, the
higher second open card comes next (ruling R4-3) — seat 5&apos;s queen, which checks, then
seat 7&apos;s jack. Seat 7 acts now.
</source>
        <translation>第2輪中，亮出一對K的2號座位開始並過牌。無人下注，所以行動按明牌牌面輪轉（第十條c項ii目；解讀 R8-2）：沒有其他對子，第二張明牌較大者為下一個（解讀 R4-3）——5號座位的Q，它過牌，然後是7號座位的J。現在輪到7號座位行動。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Seat 2 (pair of kings) checked and seat 5 bet 40. From now on play goes counterclockwise
from the seat on the bettor&apos;s right (art. 10 c iii; ruling R8-2): seat 2 acts, and having
checked it may only call or fold (art. 10 c i 2).
</source>
        <translation>2號座位（一對K）過牌，5號座位下注40。從此由下注者右方的座位起按逆時針方向進行（第十條c項iii目；解讀 R8-2）：2號座位行動，而它已過牌，只可跟注或棄牌（第十條c項i目第二點）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Round 2: seats 2 and 5 checked, seat 7 bet 40, and seats 5 and 2 called, counterclockwise
from seat 7&apos;s right (ruling R8-3). On three open cards the third round is opened by the
highest trio, else the highest pair formed with the third open card (art. 10 c v; ruling
R4-3): seat 5&apos;s As pairs its Ad and seat 7&apos;s Jd its Jh, while seat 2&apos;s kings, made by its
first two cards, do not count here. The pair of aces opens: seat 5 acts.
</source>
        <translation>第2輪：2號及5號座位過牌，7號座位下注40，然後由7號座位右方起按逆時針方向，5號及2號座位跟注（解讀 R8-3）。有三張明牌時，第三輪由最大的三條開始，否則由以第三張明牌組成的最大對子開始（第十條c項v目；解讀 R4-3）：5號座位的As與其Ad成對，7號座位的Jd與其Jh成對，而2號座位由頭兩張牌組成的一對K在此不計。一對A開始：輪到5號座位行動。
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>In round 2 the pair of kings showing (seat 2) speaks first and folds. Nobody has bet, so
the turn goes to the next best open board (art. 10 c ii; rulings R8-2, R4-5): with no
other pair, the higher second open card — seat 5&apos;s queen (ruling R4-3).
</source>
        <translation>第2輪中，亮出一對K的2號座位先發言並棄牌。無人下注，所以行動輪到明牌牌面次佳者（第十條c項ii目；解讀 R8-2、R4-5）：沒有其他對子，由第二張明牌較大者開始——即5號座位的Q（解讀 R4-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/holdem.yaml"/>
        <source>Hold&apos;em: certification exam</source>
        <translation>德州撲克：認證考試</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/holdem.yaml"/>
        <source>36 items on Hold&apos;em: running the betting (whose turn, the call, the smallest and largest raise, the pot), the blinds, the deal and the burn and board, who wins, reading the hands, the showdown order, building and
paying the pots, the commission, counting a seat&apos;s chips, colouring them up and changing a chip for a call, cutting a split pot, paying a winner&apos;s share in chips, and the procedure articles (the general rules 1-71 and the Omaha rules 72-91 that rule 92 applies to Hold&apos;em).
</source>
        <translation>德州撲克36題：主持下注（輪到誰、跟注額、最小及最大加注額、底池）、盲注、派牌、燒牌及公共牌、誰勝出、判讀牌型、攤牌次序、建立底池及派彩、佣金、點算一個座位的籌碼、兌換大面值籌碼及找換跟注籌碼、分開平手的底池、用籌碼賠付贏家的份額，以及程序條文（一般規則第一條至第七十一條，以及經規則第九十二條適用於德州撲克的奧馬哈規則第七十二條至第九十一條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha-hands.yaml"/>
        <source>Omaha: run the table</source>
        <translation>奧馬哈：主持牌枱</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha-hands.yaml"/>
        <source>Three whole hands of Omaha at a table of six, dealt by the trainer and run step by step as the croupier runs them: the small and big blinds (non-banked rules 81-83), who receives the first card and how many cards each seat receives (rules 34, 35 and 77), each betting action (whose turn, the call, the smallest and largest raise), the pot after each round, the burnt card and the board cards (rules 41, 43 and 45), the showdown order, the winner, the commission and the split of the pots; and four procedure questions on the regulation (rules 1-91), of which at least three must be right.
Each step is one mark, and a hand&apos;s steps come in the order the croupier runs them.
</source>
        <translation>三局完整的奧馬哈牌局，六個座位，由訓練程式派牌，並按荷官主持的方式逐步進行：小盲注及大盲注（非莊家遊戲規則第八十一條至第八十三條）、誰先收到第一張牌及每個座位收到多少張牌（規則第三十四條、第三十五條及第七十七條）、每一個下注行動（輪到誰、跟注額、最小及最大加注額）、每輪下注後的底池、燒牌及公共牌（規則第四十一條、第四十三條及第四十五條）、攤牌次序、勝出者、佣金及底池的分配；另有四條關於規例（規則第一條至第九十一條）的程序題，最少要答對三條。每一步計一分，同一局的各步按荷官主持的次序出現。</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha-macau.yaml"/>
        <source>Omaha (Macau 2010): certification exam</source>
        <translation>奧馬哈（澳門2010）：認證考試</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha-macau.yaml"/>
        <source>36 items on Omaha (Macau 2010): running the betting (whose turn, the call, the smallest and largest raise, the pot), the blinds, the deal and the discard and board, who wins, reading the hands, the showdown order, building and
paying the pots, the commission, counting a seat&apos;s chips, colouring them up and changing a chip for a call, cutting a split pot, paying a winner&apos;s share in chips, and the procedure articles.
</source>
        <translation>奧馬哈（澳門2010）36題：主持下注（輪到誰、跟注額、最小及最大加注額、底池）、盲注、派牌、棄置的牌及公共牌、誰勝出、判讀牌型、攤牌次序、建立底池及派彩、佣金、點算一個座位的籌碼、兌換大面值籌碼及找換跟注籌碼、分開平手的底池、用籌碼賠付贏家的份額，以及程序條文。
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha.yaml"/>
        <source>Omaha: certification exam</source>
        <translation>奧馬哈：認證考試</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha.yaml"/>
        <source>36 items on Omaha: running the betting (whose turn, the call, the smallest and largest raise, the pot), the blinds, the deal and the burn and board, who wins, reading the hands, the showdown order, building and
paying the pots, the commission, counting a seat&apos;s chips, colouring them up and changing a chip for a call, cutting a split pot, paying a winner&apos;s share in chips, and the procedure articles (the general rules 1-71 and the Omaha rules 72-91).
</source>
        <translation>奧馬哈36題：主持下注（輪到誰、跟注額、最小及最大加注額、底池）、盲注、派牌、燒牌及公共牌、誰勝出、判讀牌型、攤牌次序、建立底池及派彩、佣金、點算一個座位的籌碼、兌換大面值籌碼及找換跟注籌碼、分開平手的底池、用籌碼賠付贏家的份額，以及程序條文（一般規則第一條至第七十一條及奧馬哈規則第七十二條至第九十一條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/qpoker.yaml"/>
        <source>Q Poker: certification exam</source>
        <translation>Q Poker：認證考試</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/qpoker.yaml"/>
        <source>25 items on Q Poker (Despacho 89/2004): the deal, pair plus and the folds collected, whether the croupier qualifies, paying
the spots (pair plus, the bet and the net), paying a spot in chips, and the
procedure articles.
</source>
        <translation>Q Poker（經濟財政司司長第89/2004號對外規範性批示）25題：派牌、對子或以上、收取棄牌者的注、荷官合資格與否、結算各投注位（對子或以上、比牌注及淨額）、以籌碼賠付一個投注位，以及程序條文。
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/sintetico.yaml"/>
        <source>Póquer sintético: certification exam</source>
        <translation>Póquer sintético（28張牌）：認證考試</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/sintetico.yaml"/>
        <source>36 items on Póquer sintético: running the betting (whose turn, the call, the smallest and largest raise, the pot), the antes, the deal and the board, who wins, reading the hands, the showdown order, building and
paying the pots, the commission, counting a seat&apos;s chips, colouring them up and changing a chip for a call, cutting a split pot, paying a winner&apos;s share in chips, and the procedure articles (the general rules 1-71 and sintético&apos;s own rules 95-112).
</source>
        <translation>Póquer sintético（28張牌）36題：主持下注（輪到誰、跟注額、最小及最大加注額、底池）、底注、派牌及公共牌、誰勝出、判讀牌型、攤牌次序、建立底池及派彩、佣金、點算一個座位的籌碼、兌換大面值籌碼及找換跟注籌碼、分開平手的底池、用籌碼賠付贏家的份額，以及程序條文（一般規則第一條至第七十一條及Póquer sintético本身的規則第九十五條至第一百一十二條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/stud.yaml"/>
        <source>Five-card stud: certification exam</source>
        <translation>梭哈：認證考試</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/stud.yaml"/>
        <source>37 items on five-card stud: running the betting (whose turn, the call, the smallest and largest raise, the pot), the entry stake and the deal, who speaks first on each street, who wins,
reading the hands, the showdown order, building and paying the pots, the
commission, counting a seat&apos;s chips, colouring them up and changing a chip for a call, cutting a split pot, paying a winner&apos;s share in chips, and the procedure articles of Portaria 104/85/M.
</source>
        <translation>梭哈37題：主持下注（輪到誰、跟注額、最小及最大加注額、底池）、底注及派牌、每一輪誰首先行動、誰勝出、判讀牌型、攤牌次序、建立底池及派彩、佣金、點算一個座位的籌碼、兌換大面值籌碼及找換跟注籌碼、分開平手的底池、用籌碼賠付贏家的份額，以及第104/85/M號訓令的程序條文。
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/thirteen.yaml"/>
        <source>Thirteen cards: certification exam</source>
        <translation>十三張：認證考試</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/thirteen.yaml"/>
        <source>22 items on thirteen cards (Portaria 51/89/M): the dice, fouled hands,
naturals, settling the seats against the banker, paying a seat&apos;s win in
chips, and the procedure articles.
</source>
        <translation>十三張22題（第51/89/M號訓令）：骰子、倒水、報到、各座位與莊家的結算、用籌碼賠付座位贏得的款項，以及程序條文。
</translation>
    </message>
    <message>
        <location filename="../../lessons/hand/holdem-deal.yaml"/>
        <source>Hold&apos;em: the blinds, the deal and the board</source>
        <translation>德州撲克：盲注、派牌與公共牌</translation>
    </message>
    <message>
        <location filename="../../lessons/hand/holdem-deal.yaml"/>
        <source>The steps of a hand that come before and between the betting rounds, each asked at
the moment of a hand dealt for you.

1. The blinds (rules 81-83; ruling R8-1). The seat holding a mão (the marker) posts
   the small blind, half the table minimum; the seat to its left posts the big blind.
   A seat with fewer chips than its blind puts in what it has and is all in. No other
   seat puts anything in, except a player owing a blind under rules 89-90 (the big
   blind after five hands without betting, or a blind missed while away).
2. The deal (rules 34, 35, 93; ruling R8-12). The croupier deals face down, one
   card to each seat at a time, clockwise, starting with the player who made the
   first bet — the seat holding a mão, which posted the small blind (rule 81) —
   until each seat has two cards.
3. The board (rules 41, 43, 45). After the first betting round the croupier burns
   one card (&quot;queima uma carta&quot;, rule 41) and takes three common cards to the middle
   of the table, the flop; after the second he burns the next card and turns the
   fourth, the turn; after the third he burns the next card and lays the fifth and
   last face up, the river. When at most one seat still in can bet, the remaining
   cards come with no betting between them (ruling R8-3).
</source>
        <translation>一局牌在下注輪之前及之間的各個步驟，每一步都在為你派出的一局牌的相應時刻提問。

1. 盲注（規則第八十一條至第八十三條；解讀 R8-1）。持有按鈕（莊位）的座位下小盲注，即枱面最低注的一半；其左邊的座位下大盲注。籌碼少於其盲注的座位放入所有籌碼，成為全押。其他座位不用放入任何籌碼，但按規則第八十九條至第九十條欠下盲注的玩家除外（連續五局沒有下注後須下的大盲注，或離枱時未下的盲注）。
2. 派牌（規則第三十四條、第三十五條及第九十三條；解讀 R8-12）。荷官按順時針方向把牌面向下派出，每次派一張給每個座位，由作出第一注的玩家開始——即持有按鈕、下了小盲注的座位（規則第八十一條）——直至每個座位各有兩張牌。
3. 公共牌（規則第四十一條、第四十三條及第四十五條）。第一輪下注後，荷官燒一張牌（葡文：queimar，規則第四十一條），並把三張公共牌放到枱中央，即翻牌；第二輪後燒下一張牌，翻開第四張，即轉牌；第三輪後燒下一張牌，翻開第五張亦即最後一張，即河牌。當仍在局中而能下注的座位最多只有一個時，餘下的牌一併派出，中間不再下注（解讀 R8-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/hand/omaha-deal.yaml"/>
        <source>Omaha: the blinds, the deal and the board</source>
        <translation>奧馬哈：盲注、派牌與公共牌</translation>
    </message>
    <message>
        <location filename="../../lessons/hand/omaha-deal.yaml"/>
        <source>The steps of a hand that come before and between the betting rounds, each asked at
the moment of a hand dealt for you.

1. The blinds (rules 81-83; ruling R8-1). The seat holding a mão (the marker) posts
   the small blind, half the table minimum; the seat to its left posts the big blind.
   A seat with fewer chips than its blind puts in what it has and is all in. No other
   seat puts anything in, except a player owing a blind under rules 89-90 (the big
   blind after five hands without betting, or a blind missed while away).
2. The deal (rules 34, 35, 77; ruling R8-12). The croupier deals face down, one
   card to each seat at a time, clockwise, starting with the player who made the
   first bet — the seat holding a mão, which posted the small blind (rule 81) —
   until each seat has four cards (rule 77).
3. The board (rules 41, 43, 45). After the first betting round the croupier burns
   one card (&quot;queima uma carta&quot;, rule 41) and takes three common cards to the middle
   of the table, the flop; after the second he burns the next card and turns the
   fourth, the turn; after the third he burns the next card and lays the fifth and
   last face up, the river. When at most one seat still in can bet, the remaining
   cards come with no betting between them (ruling R8-3).
</source>
        <translation>一局牌在下注輪之前及之間的各個步驟，每一步都在為你派出的一局牌的相應時刻提問。

1. 盲注（規則第八十一條至第八十三條；解讀 R8-1）。持有按鈕（莊位）的座位下小盲注，即枱面最低注的一半；其左邊的座位下大盲注。籌碼少於其盲注的座位放入所有籌碼，成為全押。其他座位不用放入任何籌碼，但按規則第八十九條至第九十條欠下盲注的玩家除外（連續五局沒有下注後須下的大盲注，或離枱時未下的盲注）。
2. 派牌（規則第三十四條、第三十五條及第七十七條；解讀 R8-12）。荷官按順時針方向把牌面向下派出，每次派一張給每個座位，由作出第一注的玩家開始——即持有按鈕、下了小盲注的座位（規則第八十一條）——直至每個座位各有四張牌（規則第七十七條）。
3. 公共牌（規則第四十一條、第四十三條及第四十五條）。第一輪下注後，荷官燒一張牌（葡文：queimar，規則第四十一條），並把三張公共牌放到枱中央，即翻牌；第二輪後燒下一張牌，翻開第四張，即轉牌；第三輪後燒下一張牌，翻開第五張亦即最後一張，即河牌。當仍在局中而能下注的座位最多只有一個時，餘下的牌一併派出，中間不再下注（解讀 R8-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/hand/omaha-macau-deal.yaml"/>
        <source>Omaha (Macau 2010): the blinds, the deal and the board</source>
        <translation>奧馬哈（澳門2010）：盲注、派牌與公共牌</translation>
    </message>
    <message>
        <location filename="../../lessons/hand/omaha-macau-deal.yaml"/>
        <source>The steps of a hand that come before and between the betting rounds, each asked at
the moment of a hand dealt for you.

1. The blinds (Despacho 97/2010 art. 5; ruling R8-1). The first seat to the left of the
   marker posts the small blind, the second the big blind. A seat with fewer chips
   than its blind puts in what it has and is all in.
2. The deal (Despacho 97/2010 art. 3.2, 6.1; ruling R8-12). Starting with the seat
   immediately to the left of the marker and going clockwise, the croupier gives each
   seat four cards face down, one at a time.
3. The board (Despacho 97/2010 art. 7.1, 8.1, 8.3). After the first betting round the
   croupier discards one card and lays three face up in the middle of the table, the
   flop; after the second he discards one card and lays one more face up, the turn;
   after the third he discards one card and lays one more face up, the river. When at
   most one seat still in can bet, the remaining cards come with no betting between
   them (ruling R8-3).
</source>
        <translation>一局牌在下注輪之前及之間的各個步驟，每一步都在為你派出的一局牌的相應時刻提問。

1. 盲注（經濟財政司司長第97/2010號批示第五條；解讀 R8-1）。按鈕（莊位）左邊的第一個座位下小盲注，第二個座位下大盲注。籌碼少於其盲注的座位放入所有籌碼，成為全押。
2. 派牌（經濟財政司司長第97/2010號批示第三條第二款、第六條第一款；解讀 R8-12）。荷官由緊接按鈕左邊的座位開始，按順時針方向，每次一張，牌面向下，給每個座位派四張牌。
3. 公共牌（經濟財政司司長第97/2010號批示第七條第一款、第八條第一款、第八條第三款）。第一輪下注後，荷官棄置一張牌，並把三張牌面向上放在枱中央，即翻牌；第二輪後棄置一張牌，再翻開一張，即轉牌；第三輪後棄置一張牌，再翻開一張，即河牌。當仍在局中而能下注的座位最多只有一個時，餘下的牌一併派出，中間不再下注（解讀 R8-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/hand/qpoker-deal.yaml"/>
        <source>Q Poker: the deal, pair plus and the folds</source>
        <translation>Q Poker：派牌、對子或以上與棄牌</translation>
    </message>
    <message>
        <location filename="../../lessons/hand/qpoker-deal.yaml"/>
        <source>The steps of a round before the spots are paid against the croupier, each asked at
the moment of a round dealt for you.

1. The deal (Despacho 89/2004 art. 7.1). From the shoe (&quot;sabot&quot;) the cards go from
   left to right, clockwise, face down, one at a time to each spot with a bet, the
   croupier&apos;s card last in each turn, until every spot and the croupier hold three
   cards. A croupier dealing from the card shuffler (&quot;baralhador&quot;) instead gives
   three cards at a time, still left to right, the croupier last (art. 7.2); the
   rounds here are dealt from the sabot.
2. Pair plus first (art. 9.1, 10; ruling R6-4). After the spots&apos; hands are opened the
   pair plus bets are settled first, on each spot&apos;s own three cards: straight flush
   40 to 1, three of a kind 30 to 1, straight 6 to 1, flush 4 to 1, pair 1 to 1; three
   odd cards lose the pair plus bet.
3. The folds (art. 9.2, 9.3; rulings R6-5, R0-3). A spot decides before the croupier&apos;s
   cards are opened and may not take it back. A spot that folds loses half its bet,
   rounded up to the chip unit: the croupier takes it.
</source>
        <translation>一局在各投注位與荷官比牌結算之前的各個步驟，每一步都在為你派出的一局牌的相應時刻提問。

1. 派牌（經濟財政司司長第89/2004號對外規範性批示第七條（一）項）。從牌靴派牌，由左至右順時針方向，牌面向下，每次一張派給每個有下注的位置，每輪最後一張給荷官，直至每個位置及荷官各有三張牌。荷官如使用洗牌機派牌，則每次派三張，同樣由左至右，最後派給荷官（第七條（二）項）；這裏的牌局都從牌靴派牌。
2. 先結算對子或以上（第九條（一）項、第十條；解讀 R6-4）。各位置的牌打開後，先按每個位置自己的三張牌結算對子或以上：同花順40賠1，三條30賠1，順子6賠1，同花4賠1，對子1賠1；三張不成組合的牌輸掉對子或以上。
3. 棄牌（第九條（二）項、第九條（三）項；解讀 R6-5、R0-3）。位置須在荷官的牌打開前作出決定，不得反悔。棄牌的位置輸掉一半下注，按籌碼單位向上取整：由荷官收取。
</translation>
    </message>
    <message>
        <location filename="../../lessons/hand/sintetico-deal.yaml"/>
        <source>Póquer sintético: the antes, the deal and the board</source>
        <translation>Póquer sintético：底注、派牌與公共牌</translation>
    </message>
    <message>
        <location filename="../../lessons/hand/sintetico-deal.yaml"/>
        <source>The steps of a hand that come before and between the betting rounds, each asked at
the moment of a hand dealt for you.

1. The antes (rule 102; ruling R8-1). After the cut and before the deal every seat
   puts its initial bet (ante) into the pot. A seat with fewer chips than the ante
   puts in what it has and is all in.
2. The deal (rules 34, 35, 96). The croupier deals face down, one card to each seat at
   a time, clockwise, until each seat has two cards (rule 96). Rule 35 starts the deal
   with the player who made the first bet; in sintético every seat antes, and the
   house reads the first bet as the one of the seat holding a mão, who gets the first
   card (ruling R8-12).
3. The board (rules 100, 107, 108). No card is burnt in sintético (rule 100). The
   croupier takes each of the five common cards from the bottom of the deck, one at a
   time, and lays it face up; a betting round follows each card. When at most one seat
   still in can bet, the remaining cards come with no betting between them (ruling
   R8-3).
</source>
        <translation>一局牌在下注輪之前及之間的各個步驟，每一步都在為你派出的一局牌的相應時刻提問。

1. 底注（規則第一百零二條；解讀 R8-1）。切牌後、派牌前，每個座位把底注（葡文：aposta inicial）放入底池。籌碼少於底注的座位放入所有籌碼，成為全押。
2. 派牌（規則第三十四條、第三十五條及第九十六條）。荷官按順時針方向把牌面向下派出，每次派一張給每個座位，直至每個座位各有兩張牌（規則第九十六條）。規則第三十五條由作出第一注的玩家開始派牌；在Póquer sintético中每個座位都下底注，賭場把持有按鈕（莊位）的座位的底注視為第一注，該座位收到第一張牌（解讀 R8-12）。
3. 公共牌（規則第一百條、第一百零七條及第一百零八條）。Póquer sintético不燒牌（規則第一百條）。荷官從那副牌的底部逐張取出五張公共牌，每次一張，牌面向上放好；每張牌之後都有一輪下注。當仍在局中而能下注的座位最多只有一個時，餘下的牌一併派出，中間不再下注（解讀 R8-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/hand/stud-deal.yaml"/>
        <source>Five-card stud: the entry stake and the deal</source>
        <translation>梭哈：底注與派牌</translation>
    </message>
    <message>
        <location filename="../../lessons/hand/stud-deal.yaml"/>
        <source>The steps of a hand that come before and between the betting rounds, each asked at
the moment of a hand dealt for you.

1. The entry stake (Portaria 104/85/M art. 7, 8, 10 a; ruling R8-1). Every seat puts
   the entry stake (&quot;bolo de entrada&quot;) into the pot before the first card; the house&apos;s
   initial commission is taken apart and is not in the pot. A seat never starts a
   hand short of the stake: a player whose capital falls below $500 ($1,000 at a
   $100 table) must top it up to the required minimum after that hand (art. 6).
2. The first cards (art. 10 a; ruling R4-1). The dealer gives every seat its first
   card face up, counterclockwise, always starting with the player at his right; then
   the hole card (&quot;carta chave&quot;) face down the same way: two cards each.
3. The next cards (art. 10 b, 10 c ii, 10 c iv; rulings R4-1, R4-5). When every bet is
   matched and two or more seats are still in, each receives one more card face up,
   in the same direction as before, starting with the seat still in whose open cards
   are the best of the street just ended. When at most one seat still in can bet, the
   remaining cards come with no betting between them (ruling R8-3).
</source>
        <translation>一局牌在下注輪之前及之間的各個步驟，每一步都在為你派出的一局牌的相應時刻提問。

1. 底注（第104/85/M號訓令第七條、第八條、第十條a項；解讀 R8-1）。每個座位在第一張牌之前把底注（葡文：bolo de entrada）放入底池；賭場的初始佣金另外收取，不在底池內。座位開始一局時不會不夠底注：玩家的本金在一局中跌至低於$500（$100枱為$1,000）時，須在該局後補足至規定的最低金額（第六條）。
2. 首兩張牌（第十條a項；解讀 R4-1）。荷官按逆時針方向，總是由其右邊的玩家開始，給每個座位派第一張明牌；然後以同樣方式派底牌（葡文：carta chave），牌面向下：每人兩張。
3. 之後的牌（第十條b項、c項ii目、c項iv目；解讀 R4-1、R4-5）。當所有注碼都已跟齊而仍有兩個或以上座位在局中，每個座位再收一張明牌，方向與之前相同，由仍在局中、剛結束的一輪明牌最好的座位開始。當仍在局中而能下注的座位最多只有一個時，餘下的牌一併派出，中間不再下注（解讀 R8-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Hold&apos;em: colour up</source>
        <translation>德州撲克：兌換大面值籌碼</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Bets are made only in chips (non-banked rule 19), and the chips a player puts in are
whatever he holds. A stack of small chips is slow to count and slow to check: the
croupier colours it up, exchanging it for the fewest chips of the same total, the
largest first. No rule says how chips are made up: the fewest chips is the house&apos;s
practice.

Here a seat hands in its chips as small chips: each chip of the amount&apos;s fewest
make-up changed into the next smaller chips (a 1,000 as two 500s, a 100 as four
25s). The amounts under the chips are hidden: count the stack from the largest chip
down, then build the same total in the fewest chips, largest first. 1,975 handed in
as 2 × 500, 5 × 100, 16 × 25 and 15 × 5 (38 chips) goes back as one 1,000, one 500,
four 100s and three 25s (9 chips).

The right total earns half the marks, the fewest chips the other half. Amounts are
whole multiples of the table&apos;s chip unit, its smallest chip (ruling R0-3).

Words on the floor: the chips are &quot;fichas&quot; (rule 19), the chips a player keeps in
front of the seat &quot;a cave&quot; (rule 52), and the pot &quot;o pote&quot;.
</source>
        <translation>下注只可以籌碼作出（非莊家遊戲規則第十九條），玩家放入的籌碼就是他手上的籌碼。一疊小面值籌碼點算慢、核對也慢：荷官會把它換成大面值籌碼，以同一總額的最少籌碼、由最大面值開始兌換。規則沒有規定籌碼如何組成：以最少籌碼兌換是賭場慣例。

這裏一個座位以小面值籌碼交來：總額最少籌碼組合中的每個籌碼，都換成次一級的較小籌碼（1,000換成兩個500，100換成四個25）。籌碼下的金額會隱藏：由最大的籌碼開始點算整疊，然後以最少籌碼、由最大面值開始砌出同一總額。以2 × 500、5 × 100、16 × 25及15 × 5（38個籌碼）交來的1,975，換回一個1,000、一個500、四個100及三個25（9個籌碼）。

總額正確得一半分數，最少籌碼得另一半。金額都是該枱籌碼單位（即最小的籌碼）的整數倍（解讀 R0-3）。

葡文用語：籌碼——fichas（規則第十九條）；玩家放在座位前的籌碼——a cave（規則第五十二條）；底池——o pote。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 4 hands in 15 × 5 + 20 × 1 = 95, 35 chips. Coloured up from the largest chip:
3 × 25 + 4 × 5, 7 chips.
</source>
        <translation>4號座位交來15 × 5 + 20 × 1 = 95，共35個籌碼。由最大的籌碼開始兌換：3 × 25 + 4 × 5，共7個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 5 hands in 2 × 500 + 5 × 100 + 16 × 25 + 15 × 5 = 1,975, 38 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 500 + 4 × 100 + 3 × 25, 9 chips.
</source>
        <translation>5號座位交來2 × 500 + 5 × 100 + 16 × 25 + 15 × 5 = 1,975，共38個籌碼。由最大的籌碼開始兌換：1 × 1,000 + 1 × 500 + 4 × 100 + 3 × 25，共9個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 2 hands in 5 × 1,000 + 2 × 500 + 16 × 25 = 6,400, 23 chips. Coloured up from
the largest chip: 1 × 5,000 + 1 × 1,000 + 4 × 100, 6 chips.
</source>
        <translation>2號座位交來5 × 1,000 + 2 × 500 + 16 × 25 = 6,400，共23個籌碼。由最大的籌碼開始兌換：1 × 5,000 + 1 × 1,000 + 4 × 100，共6個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 2 hands in 42 × 5,000 = 210,000, 42 chips. Coloured up from the largest chip:
21 × 10,000, 21 chips.
</source>
        <translation>2號座位交來42 × 5,000 = 210,000，共42個籌碼。由最大的籌碼開始兌換：21 × 10,000，共21個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 4 hands in 2 × 5,000 + 4 × 500 + 12 × 25 + 5 × 5 + 20 × 1 = 12,345, 43 chips.
Coloured up from the largest chip: 1 × 10,000 + 2 × 1,000 + 3 × 100 + 1 × 25 +
4 × 5, 11 chips.
</source>
        <translation>4號座位交來2 × 5,000 + 4 × 500 + 12 × 25 + 5 × 5 + 20 × 1 = 12,345，共43個籌碼。由最大的籌碼開始兌換：1 × 10,000 + 2 × 1,000 + 3 × 100 + 1 × 25 + 4 × 5，共11個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 3 hands in 5 × 100 + 5 × 5 + 5 × 1 = 530, 15 chips. Coloured up from the
largest chip: 1 × 500 + 1 × 25 + 1 × 5, 3 chips.
</source>
        <translation>3號座位交來5 × 100 + 5 × 5 + 5 × 1 = 530，共15個籌碼。由最大的籌碼開始兌換：1 × 500 + 1 × 25 + 1 × 5，共3個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 5 hands in 5 × 5 + 19 × 1 = 44, 24 chips. Coloured up from the largest chip:
1 × 25 + 3 × 5 + 4 × 1, 8 chips.
</source>
        <translation>5號座位交來5 × 5 + 19 × 1 = 44，共24個籌碼。由最大的籌碼開始兌換：1 × 25 + 3 × 5 + 4 × 1，共8個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 1 hands in 6 × 500 + 19 × 25 = 3,475, 25 chips. Coloured up from the largest
chip: 3 × 1,000 + 4 × 100 + 3 × 25, 10 chips.
</source>
        <translation>1號座位交來6 × 500 + 19 × 25 = 3,475，共25個籌碼。由最大的籌碼開始兌換：3 × 1,000 + 4 × 100 + 3 × 25，共10個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Hold&apos;em: take the commission</source>
        <translation>德州撲克：收取佣金</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>At a table run in per-hand mode the house takes a percentage of each hand, at
most 5 %, before the pot is handed to the winner. The house may also set a
maximum per hand (non-banked rule 7 a). The percentage and the maximum are fixed
before the game starts; in these drills the table takes 5 % with no maximum
unless the question says otherwise (ruling R1-5).

By ruling R1-5 the commission is taken from each pot separately, main pot first, and each
amount is rounded down to the table&apos;s chip unit (ruling R1-5, the house reading
of non-banked rule 65, which takes the percentage &quot;de cada um dos pagamentos&quot;
before the winner is paid; ruling R0-3). When there is a maximum, stop taking commission once the hand
has paid it. A table in the other mode of rule 7 b (a fee per session of
play, &quot;sessão&quot;) takes no percentage from the hands; drills marked &quot;no
commission&quot; are such tables.

An uncalled bet is returned to its owner before the commission is worked out:
it is not in any pot, so it pays nothing (ruling R1-1). A hand won without a
showdown, because everyone else folded, still pays commission on its pot
(non-banked rule 7 a &quot;in each hand&quot;; ruling R1-5).

Words on the floor: the commission is &quot;a percentagem&quot; destined to the
concessionaire (rule 65), taken by &quot;o pagador&quot; (rule 9); the pot is &quot;o pote&quot;.
</source>
        <translation>在按局收費的牌枱，賭場在把底池交給贏家之前，從每局收取一個百分比，最多5 %。賭場亦可設定每局的上限（非莊家遊戲規則第七條a項）。百分比和上限在遊戲開始前訂定；在這些練習中，除非題目另有說明，牌枱收取5 %且不設上限（解讀 R1-5）。

根據解讀 R1-5，佣金（撲克枱上俗稱「抽水」）從每個底池分別收取，先收主池，每筆金額都向下取整至該枱的籌碼單位（解讀 R1-5，即賭場對非莊家遊戲規則第六十五條的解讀——該條規定在派彩給贏家之前，從每筆派彩中收取百分比；解讀 R0-3）。如設有上限，一局所付佣金達到上限後便停止收取。採用規則第七條b項另一方式的牌枱（按場收取場費，一場即一小時的牌局）不從各局收取百分比；標明「不收佣金」的練習就是這類牌枱。

計算佣金之前，無人跟注的下注先退還給下注者：它不屬於任何底池，所以不付任何費用（解讀 R1-1）。因其他人全部棄牌而未經攤牌贏得的一局，其底池仍要付佣金（非莊家遊戲規則第七條a項「每局」；解讀 R1-5）。

葡文用語：歸承批公司所有的佣金——a percentagem（規則第六十五條）；收取佣金的荷官——o pagador（規則第九條）；底池——o pote。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>The pot is 10 + 680 + 680 = 1,370. 5 % of it is 68.5; the house never takes
a fraction of a chip and rounds down: 68.
</source>
        <translation>底池是10 + 680 + 680 = 1,370。其5 %是68.5；賭場從不收取籌碼的零頭，而是向下取整：68。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Seat 9 could call only 640, so 860 of seat 5&apos;s 1,500 is returned first. The
pot is 640 + 640 + 20 = 1,300 and the commission is 5 % of that: 65, not 5 %
of all 2,160 chips on the table.
</source>
        <translation>9號座位只能跟注640，所以先退還5號座位1,500中的860。底池是640 + 640 + 20 = 1,300，佣金是其5 %：65，而不是枱面上全部2,160籌碼的5 %。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>The main pot is 330 x 3 + 20 = 1,010: 5 % is 50.5, rounded down to 50. The
side pot is 165 x 2 = 330: 5 % is 16.5, rounded down to 16. The hand pays
66. Under the house ruling R1-5 each pot is charged on its own, so 5 % of
the 1,340 total (67) is not the answer (here the two pots have different
winners, so rule 65&apos;s &quot;each payment&quot; gives 66 too).
</source>
        <translation>主池是330 x 3 + 20 = 1,010：5 %是50.5，向下取整為50。邊池是165 x 2 = 330：5 %是16.5，向下取整為16。這一局付66。根據賭場的解讀 R1-5，每個底池分別收費，所以1,340總額的5 %（67）不是答案（這裏兩個底池的贏家不同，所以規則第六十五條的「每筆派彩」同樣得出66）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>The smallest chip at this table is 25. The pot is 2,375 and 5 % of it is
118.75. Rounded down to a whole number of 25-chips, that is 100.
</source>
        <translation>這張牌枱的最小籌碼是25。底池是2,375，其5 %是118.75。向下取整至面值25籌碼的整數倍，即100。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>5 % of the 5,000 pot would be 250, but this table caps the commission at
150 a hand, so 150 is taken.
</source>
        <translation>5,000底池的5 %本應是250，但這張牌枱每局佣金上限為150，所以收取150。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>This table takes 3 % with a cap of 200 a hand. The main pot is 1,000 x 4 +
100 = 4,100: 3 % is 123. The side pot is 1,000 x 3 = 3,000: 3 % would be 90,
but only 77 is left under the cap. The hand pays 123 + 77 = 200.
</source>
        <translation>這張牌枱收取3 %，每局上限200。主池是1,000 x 4 + 100 = 4,100：3 %是123。邊池是1,000 x 3 = 3,000：3 %本應是90，但距上限只剩77。這一局付123 + 77 = 200。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>This table was opened without a per-hand commission, so nothing is taken.
</source>
        <translation>這張牌枱開枱時不設按局佣金，所以不收取任何費用。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Seat 6 raised to 150 and both blinds folded. The 100 above the big blind was
never called and goes back. The pot is 25 + 50 + 50 = 125; it is won without
a showdown but still pays 5 %: 6.25, rounded down to 6.
</source>
        <translation>6號座位加注到150，兩個盲注位都棄牌。超出大盲注的100從未有人跟注，予以退還。底池是25 + 50 + 50 = 125；它未經攤牌而贏得，但仍要付5 %：6.25，向下取整為6。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Seat 3 bet 1,100 on the flop and seat 5 folded: 1,100 goes back. The pot of
100 + 200 + 600 + 600 = 1,500 pays 5 % = 75, even though no cards were shown.
</source>
        <translation>3號座位在翻牌下注輪下注1,100，5號座位棄牌：1,100予以退還。底池100 + 200 + 600 + 600 = 1,500付5 % = 75，即使沒有人亮牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Seat 5 bet 1,000 and folded to seat 9&apos;s raise, so seat 9 gets back 1,000.
The main pot is 450 x 3 + 50 = 1,400 and pays 70. The side pot, 550 from
seat 5 and 550 from seat 9, is 1,100; only seat 9 can win it, but it is a
real pot made of seat 5&apos;s chips and pays 55. Total 125.
</source>
        <translation>5號座位下注1,000，面對9號座位的加注時棄牌，所以9號座位取回1,000。主池是450 x 3 + 50 = 1,400，付70。邊池由5號座位的550和9號座位的550組成，共1,100；只有9號座位能贏得它，但它是由5號座位的籌碼組成的真正底池，付55。共125。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>Hold&apos;em: count the stack</source>
        <translation>德州撲克：點算籌碼疊</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>Bets are made only in chips (non-banked rule 19), and a bet is made when the
chips cross the line in front of the seat (rule 53). Before the pot is
gathered the croupier must know what each seat put in, and counts it at a
glance, without the totals: here the amounts under the chips are hidden
until you answer.

Count from the largest chip down, one denomination at a time: the chip
legend on the table gives each colour&apos;s value, and every chip also shows its
value on its face. A full stack is 20 chips, drawn short and marked &quot;×20&quot;;
smaller stacks of 5 stand beside it, the rest on their own.

Stacks are drawn in the fewest chips of the table&apos;s set, larger
denominations behind: 1,975 is one 1,000, one 500, four 100s and three 25s.
Amounts are whole multiples of the table&apos;s chip unit (ruling R0-3).

Words on the floor: the chips are &quot;fichas&quot; (rule 19), the chips a player
keeps in front of the seat are &quot;a cave&quot; (rule 52), and the pot is &quot;o pote&quot;.
</source>
        <translation>玩家只可以籌碼下注（非莊家遊戲規則第十九條）；玩家把籌碼放過其位置的界線，即視為已下注（規則第五十三條）。在收集底池之前，荷官必須知道每個座位投入了多少，並且一眼點算，不看總數：這裏籌碼下的金額會隱藏，直至你作答。

由最大的籌碼點算至最小，每次一種面值：枱上的籌碼圖例列出每種顏色的面值，每個籌碼的面上亦印有其面值。一整疊是20個籌碼，畫得較矮並標上「×20」；較小的5個一疊放在旁邊，餘下的單獨擺放。

籌碼疊以該枱籌碼組合中最少的籌碼畫出，面值較大的在後：1,975是一個1,000、一個500、四個100及三個25。金額是該枱籌碼單位的整數倍（解讀 R0-3）。

葡文用語：籌碼——fichas（規則第十九條）；玩家放在座位前的籌碼——a cave（規則第五十二條）；底池——o pote。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: three 25s and four 5s: 95.
</source>
        <translation>由最大的籌碼開始：三個25及四個5：95。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 500, four 100s and three 25s: 1,975.
</source>
        <translation>由最大的籌碼開始：一個1,000、一個500、四個100及三個25：1,975。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: one 5,000, one 1,000 and four 100s: 6,400.
</source>
        <translation>由最大的籌碼開始：一個5,000、一個1,000及四個100：6,400。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: twenty-one 10,000s: 210,000.
</source>
        <translation>由最大的籌碼開始：二十一個10,000：210,000。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: one 10,000, two 1,000s, three 100s, one 25 and four 5s: 12,345.
</source>
        <translation>由最大的籌碼開始：一個10,000、兩個1,000、三個100、一個25及四個5：12,345。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: one 500, one 25 and one 5: 530.
</source>
        <translation>由最大的籌碼開始：一個500、一個25及一個5：530。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: one 25, three 5s and four 1s: 44.
</source>
        <translation>由最大的籌碼開始：一個25、三個5及四個1：44。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>This table plays chips of 25, 100, 500 and 1,000 only: three 1,000s, four
100s and three 25s.
</source>
        <translation>此枱只用25、100、500及1,000的籌碼：三個1,000、四個100及三個25。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>Hold&apos;em: cut a split pot</source>
        <translation>德州撲克：分開平手的底池</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>When two or more players hold equal hands they share the pot
(non-banked rule 66): inside one pot every winner put in the same, so the shares are equal
(ruling R1-3). The question tells you who ties and for which pot; the chips
are on the table and close up in the panel, with no totals: count them.

Cut the pot as the croupier does. First count it, from the largest chip down.
Then take the house&apos;s percentage off the pot before it is paid (non-banked
rules 7 a and 65): 5 % unless the table card says otherwise, rounded down to
the chip unit (ruling R1-5; ruling R0-3). What is left is cut into equal
stacks, one per winner, in whole chip units; a chip that does not divide
evenly is changed for smaller ones from the tray (house practice).

Rule 67 cuts the pot so that the smallest chip of each part is the table
minimum, and gives the larger part to &quot;a mão&quot; (the marker), then to the next
players in turn. The trainer takes the table&apos;s chip unit as that smallest
chip: the units left over go one each to the tied winners, starting with the
winner at the marker seat or the first one clockwise from it, going round past
the croupier if need be (ruling R1-4).

Type each winner&apos;s stack: Tab goes to the next winner, Enter hands the cut
in. A click on a winner&apos;s seat takes you to that winner&apos;s stack.

Words on the floor: the pot is &quot;o pote&quot;, a side pot &quot;pote lateral&quot; (rule
38), the commission &quot;a percentagem&quot; (rule 65), the odd chip &quot;ficha
remanescente&quot;.
</source>
        <translation>兩位或以上玩家的牌相同時，他們分享底池（非莊家遊戲規則第六十六條）：在同一個底池內，每位贏家投入的金額相同，所以各份相等（解讀 R1-3）。題目會說明誰平手、在哪個底池；籌碼在枱上，並在面板中近看顯示，不顯示總數：請點算。

像荷官一樣分池。先點算底池，由最大的籌碼點算至最小。然後在派彩前從底池收取賭場的佣金（非莊家遊戲規則第七條a項及第六十五條）：除非枱卡另有規定，收取5 %，並向下取整至籌碼單位（解讀 R1-5；解讀 R0-3）。餘下的分成相等的籌碼疊，每位贏家一疊，以完整的籌碼單位計；不能平分的籌碼以籌碼盤中較小的籌碼兌換（賭場慣例）。

規則第六十七條分配底池時，每份中最小的籌碼等於最低下注額，並把較大的一份給持有按鈕（莊位）的座位，然後給其後的玩家。本訓練程式以該枱的籌碼單位作為這個最小的籌碼：剩餘的單位逐一分給平手的贏家，由按鈕座位上的贏家、或由其順時針方向的第一位贏家開始，如有需要越過荷官繼續計算（解讀 R1-4）。

輸入每位贏家的籌碼疊：Tab移到下一位贏家，Enter提交分池。點擊贏家的座位會前往該贏家的籌碼疊。

葡文用語：底池——o pote；邊池——pote lateral（規則第三十八條）；佣金——a percentagem（規則第六十五條）；餘數籌碼——ficha remanescente。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>The pot is one 1,000, two 100s and two 25s: 1,250. Commission 5 % is
62.50, rounded down to 60; 1,190 is 238 units of 5, 119 each: 595 and
595, nothing left over.
</source>
        <translation>底池是一個1,000、兩個100及兩個25：1,250。5 %佣金是62.50，向下取整為60；1,190是238個5的單位，每人119個：595及595，沒有剩餘。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>The pot is 825; commission 41.25 rounds down to 40, leaving 785: 157
units of 5, 78 each (390) and one unit over. The marker is at seat 6,
which folded: the first winner clockwise from it is seat 7, which takes
the odd chip: 395 to seat 7, 390 to seat 3.
</source>
        <translation>底池是825；佣金41.25向下取整為40，餘下785：157個5的單位，每人78個（390），剩一個單位。按鈕（莊位）在6號座位，該座位已棄牌：由它順時針方向的第一位贏家是7號座位，取得餘數籌碼：7號座位395，3號座位390。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>The pot is 625; commission 31.25 rounds down to 30, leaving 595: 119
units, 59 each (295) and one over. Clockwise from the marker at seat 9
the order goes round past the croupier to seat 2 before seat 5: seat 2
takes the odd chip, 300.
</source>
        <translation>底池是625；佣金31.25向下取整為30，餘下595：119個單位，每人59個（295），剩一個。由9號座位的按鈕（莊位）順時針計算，次序越過荷官，先到2號座位再到5號座位：2號座位取得餘數籌碼，即300。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>The board is a royal flush and every player still in plays it. The pot
is 910; commission 45.50 rounds down to 45, leaving 865: 173 units, 57
each (285) and two over. From the marker the winners come 4, 8, 1: seats
4 and 8 take one unit each, 290, seat 1 keeps 285.
</source>
        <translation>公共牌是皇家同花順，每位仍在局中的玩家都用它。底池是910；佣金45.50向下取整為45，餘下865：173個單位，每人57個（285），剩兩個。由按鈕（莊位）起，贏家次序是4、8、1：4號及8號座位各得一個單位，即290，1號座位得285。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>Seat 2&apos;s four nines take the main pot alone; seats 5 and 9 tie for the
side pot of 2 x 560 = 1,120. Commission 56 rounds down to 55, leaving
1,065: 213 units, 106 each (530) and one over, to seat 5 at the marker.
</source>
        <translation>2號座位的四條9獨得主池；5號及9號座位在2 x 560 = 1,120的邊池平手。佣金56向下取整為55，餘下1,065：213個單位，每人106個（530），剩一個，歸按鈕（莊位）所在的5號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>This table plays chips of 25, 100, 500 and 1,000, and its unit is 25.
The pot is 4,125; commission 206.25 rounds down to the unit: 200. The
3,925 left is 157 chips of 25, 78 each (1,950) and one over: seat 4 is
the first winner clockwise from the marker at seat 1 and takes 1,975.
</source>
        <translation>此枱使用25、100、500及1,000的籌碼，籌碼單位是25。底池是4,125；佣金206.25向下取整至單位：200。餘下的3,925是157個25的籌碼，每人78個（1,950），剩一個：4號座位是由1號座位的按鈕（莊位）順時針方向的第一位贏家，取得1,975。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>The pot is 950; commission 47.50 rounds down to 45, leaving 905: 181 units
of 5, 90 each (450) and one over. Seat 3 holds the marker and is a winner:
rule 67 gives the larger part to &quot;a mão&quot;, so seat 3 takes 455.
</source>
        <translation>底池是950；佣金47.50向下取整為45，餘下905：181個5的單位，每人90個（450），剩一個。3號座位持有按鈕（莊位）並且是贏家：規則第六十七條把較大的一份給持有按鈕的座位，所以3號座位取得455。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>This table charges its percentage by the session (rule 7 b), not from each
hand: nothing comes off the pot. 2,125 is 425 units, 141 each (705) and
two over. Clockwise from the marker at seat 10 the order goes round past
the croupier: 1, 4, 7, so seats 1 and 4 take 710 and seat 7 keeps 705.
</source>
        <translation>此枱按場收取佣金（場費，規則第七條b項），不是每局收取：底池不扣除任何金額。2,125是425個單位，每人141個（705），剩兩個。由10號座位的按鈕（莊位）順時針計算，次序越過荷官：1、4、7，所以1號及4號座位取得710，7號座位得705。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Hold&apos;em: read every hand</source>
        <translation>德州撲克：判讀每一手牌</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Before the croupier can name a winner he must read each hand correctly. In
hold&apos;em a player&apos;s hand is the best five cards he can make from his two pocket
cards and the five board cards, using two, one or none of his own cards
(non-banked rules 93 and 94; ruling R3-1).

The categories, from the highest, are: royal flush, straight flush, four of a
kind, full house, flush, straight, three of a kind, two pair, one pair and high
card (non-banked rule 17). Always name the highest category the seven cards
can make, not the first one you notice.

The ace is high or low in a straight: A-2-3-4-5 is a straight (the lowest one),
and A-2-3-4-5 of one suit is a straight flush (non-banked rule 72, applied to
hold&apos;em by rule 92; ruling R3-1). A hand has only five cards: three pairs are
still two pair, and two sets of three are a full house.

Seats are numbered clockwise from the croupier&apos;s left (ruling R0-1). Cards are
written rank then suit, and 10 may be written for T (ruling R0-2).

Words on the floor (the regulation&apos;s Portuguese): the croupier is &quot;o pagador&quot;,
the pocket cards &quot;cartas pessoais&quot;, the board &quot;as cartas comuns&quot; (flop, turn,
&quot;rio&quot;); the hands are &quot;sequência&quot; (straight), &quot;cor&quot; or &quot;naipe&quot; (flush), &quot;trio&quot;
(three of a kind), &quot;fullen&quot; or &quot;trio-par&quot; (full house), &quot;póquer&quot; (four of a
kind), &quot;dois pares&quot;, &quot;um par&quot;, &quot;carta maior&quot;.
</source>
        <translation>荷官在宣佈贏家之前，必須正確判讀每一手牌。在德州撲克中，玩家的一手牌是他從兩張底牌和五張公共牌中所能組成的最佳五張牌，可用自己的兩張、一張或零張牌（非莊家遊戲規則第九十三條及第九十四條；解讀 R3-1）。

牌型類別由高至低為：皇家同花順、同花順、四條、葫蘆、同花、順子、三條、兩對、一對和高牌（非莊家遊戲規則第十七條）。永遠說出七張牌所能組成的最高類別，而不是你最先注意到的那個。

在順子中A可大可小：A-2-3-4-5是順子（最小的順子），同一花色的A-2-3-4-5是同花順（非莊家遊戲規則第七十二條，經規則第九十二條適用於德州撲克；解讀 R3-1）。一手牌只有五張：三對仍然是兩對，兩組三條是葫蘆。

座位由荷官左方起按順時針方向編號（解讀 R0-1）。牌的寫法是先點數後花色，T也可寫作10（解讀 R0-2）。

葡文用語：荷官——o pagador；底牌——cartas pessoais；公共牌——as cartas comuns（翻牌 flop、轉牌 turn、河牌 rio）；牌型：順子——sequência，同花——cor 或 naipe，三條——trio，葫蘆——fullen 或 trio-par，四條——póquer，兩對——dois pares，一對——um par，高牌——carta maior。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 2&apos;s A-2-3-4-5 is all hearts: a straight flush, the lowest one. Seat 4
has the same ranks in mixed suits: a straight. Seat 7 makes 3-4-5-6-7.
Seat 9&apos;s kings and the board king make three of a kind.
</source>
        <translation>2號座位的A-2-3-4-5全是紅心：同花順，而且是最小的同花順。4號座位點數相同但花色混雜：順子。7號座位組成3-4-5-6-7。9號座位的一對K加公共牌的K組成三條。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>The five board cards are a royal flush, and a player can always use all five
board cards. Seat 3&apos;s 9d only makes a lower straight flush and seat 6&apos;s aces
make three aces, so both play the board: a royal flush each.
</source>
        <translation>五張公共牌組成皇家同花順，而玩家總可以使用全部五張公共牌。3號座位的9d只能組成較小的同花順，6號座位的一對A組成三條A，所以兩者都打公共牌：各自都是皇家同花順。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 5 has three sevens and three jacks; five cards make jacks full of
sevens. Seat 8&apos;s pocket twos and the board two make three twos, which with
the jacks make a full house. Seat 1 has only the board&apos;s two pairs with an
ace: two pair (its three clubs are not a flush).
</source>
        <translation>5號座位有三張7和三張J；五張牌組成三條J帶一對7的葫蘆。8號座位的一對2底牌加公共牌的2組成三條2，再加上一對J便成葫蘆。1號座位只有公共牌的兩對加一張A：兩對（它的三張梅花不是同花）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>In hold&apos;em both pocket aces may be used with the two on the board: four
aces. (In Omaha this hand is four aces too: two pocket cards and three board
cards, rule 73. What Omaha forbids is a single pocket ace with A-A-A on the
board: that is only three aces.) Seat 6 has
three eights and the pair of aces: a full house. Seat 10 has four clubs,
which is not a flush, and plays the board&apos;s pair of aces: one pair.
</source>
        <translation>在德州撲克中，兩張底牌A可與公共牌上的兩張A一起使用：四條A。（在奧馬哈中這手牌也是四條A：兩張底牌加三張公共牌，規則第七十三條。奧馬哈禁止的是用單張底牌A配公共牌上的A-A-A：那只是三條A。）6號座位有三條8和一對A：葫蘆。10號座位有四張梅花，不是同花，所以打公共牌的一對A：一對。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 2 has a straight (J-10-9-8-7) and a flush (five hearts); the flush is
the higher category. It is not a straight flush because the seven is a club.
Seat 7 also has both a straight (9-8-7-6-5) and a flush: name the flush.
Seat 5 has only the straight Q-J-10-9-8.
</source>
        <translation>2號座位有順子（J-10-9-8-7）和同花（五張紅心）；同花的類別較高。它不是同花順，因為7是梅花。7號座位也同時有順子（9-8-7-6-5）和同花：說出同花。5號座位只有順子Q-J-10-9-8。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 8 holds 2-3-4-5 but needs an ace or a six for a straight: high card.
Seat 3 has no pair either. Seat 6 pairs the board&apos;s nine.
</source>
        <translation>8號座位有2-3-4-5，但需要A或6才成順子：高牌。3號座位也沒有對子。6號座位與公共牌的9成對。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 1 sees three pairs (queens, nines, fives), but a hand is five cards:
two pair. Seat 4&apos;s pocket fives and the two on the board are four of a kind.
Seat 9 plays the board&apos;s two pair with an ace.
</source>
        <translation>1號座位看到三對（Q、9、5），但一手牌只有五張：兩對。4號座位的一對5底牌加公共牌上的兩張5是四條。9號座位打公共牌的兩對加一張A。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>The same ace makes both ends of a straight. Seat 3 makes A-K-Q-J-10, the
highest straight; seat 7 makes A-2-3-4-5, the lowest. Seat 10 has kings and
fours.
</source>
        <translation>同一張A可作順子的任一端。3號座位組成A-K-Q-J-10，即最大的順子；7號座位組成A-2-3-4-5，即最小的順子。10號座位有K和4兩對。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Name the hands of seat 4 and seat 6.</source>
        <translation>說出4號座位和6號座位的牌型。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>The board holds three tens. Seat 4&apos;s sixes join the board six: three sixes
and three tens make tens full of sixes. Seat 6 has four clubs, not a flush,
so it plays three tens with ace and king. (Seat 2, not asked, has four tens.)
</source>
        <translation>公共牌有三張10。4號座位的一對6加公共牌的6：三條6和三條10組成三條10帶一對6的葫蘆。6號座位有四張梅花，不是同花，所以用三條10加A和K。（2號座位不在提問之列，它有四條10。）
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>Hold&apos;em: pay it in chips</source>
        <translation>德州撲克：用籌碼賠付</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>Once the pots are settled, the croupier pushes each winner its share,
built from the chips of the table&apos;s set. Work out the share first, then
build it.

1. The share is the regulation&apos;s. Return any uncalled bet first (ruling
   R1-1). Build the pots by all-in levels: one side pot for each all-in
   amount (non-banked rules 38, 49 and 50; ruling R1-2). Take each pot&apos;s
   commission before it is split, rounded down to the chip unit
   (non-banked rules 7 a and 65; ruling R1-5). The rest goes to the best
   hand among the seats that can win that pot; tied winners share it in
   equal parts (ruling R1-3), and the units left over go one each to the
   tied winners from the marker seat clockwise (non-banked rule 67; ruling
   R1-4).
2. The chips are the house&apos;s. No regulation says how a payment is made up:
   the house pays in the fewest chips its set allows, the largest chip
   first. 950 is one 500, four 100s and two 25s (seven chips).
3. The chip legend on the table shows the set; there is no chip smaller
   than the chip unit.

A payment with the right amount but more chips than needed earns half the
marks.

Words on the floor: the chips are &quot;fichas&quot; (rule 19), the pot &quot;o pote&quot;, a
side pot &quot;pote lateral&quot; (rule 38), the commission &quot;a percentagem&quot; (rule 65).
</source>
        <translation>各底池結算後，荷官把每位贏家的份額推給他，用該枱籌碼組合中的籌碼砌出。先計出份額，再砌籌碼。

1. 份額由規例決定。先退回任何無人跟上的下注（解讀 R1-1）。按全押的金額層級建立底池：每一個全押金額設一個邊池（非莊家遊戲規則第三十八條、第四十九條及第五十條；解讀 R1-2）。每個底池在分配前先收取佣金，向下取整至籌碼單位（非莊家遊戲規則第七條a項及第六十五條；解讀 R1-5）。餘下的歸可贏該底池的座位中持牌最好者；平手的贏家均分（解讀 R1-3），剩下的單位由按鈕（莊位）所在的座位起順時針逐一分給平手的贏家（非莊家遊戲規則第六十七條；解讀 R1-4）。
2. 籌碼由賭場決定。規例沒有規定賠付如何組成：賭場以其籌碼組合所能做到的最少籌碼賠付，由最大的籌碼開始。950是一個500、四個100及兩個25（七個籌碼）。
3. 枱上的籌碼圖例列出籌碼組合；沒有比籌碼單位更小的籌碼。

金額正確但用了多於所需的籌碼，只得一半分數。

葡文用語：籌碼——fichas（規則第十九條）；底池——o pote；邊池——pote lateral（規則第三十八條）；佣金——a percentagem（規則第六十五條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>Seat 1&apos;s four makes kings and fours, above the others&apos; kings and threes.
The pot is 2,100; 5 % commission is 105, so seat 1 takes 1,995: one
1,000, one 500, four 100s, three 25s and four 5s.
</source>
        <translation>1號座位的4組成K與4兩對，勝過其他座位的K與3兩對。底池是2,100；5 %佣金是105，所以1號座位贏得1,995：一個1,000、一個500、四個100、三個25及四個5。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>The same hand at a table whose chip unit is 25: 5 % of 2,100 is 105,
rounded down to 100, so seat 1 takes 2,000: two 1,000s.
</source>
        <translation>同一手牌，在籌碼單位為25的牌枱：2,100的5 %是105，向下取整為100，所以1號座位贏得2,000：兩個1,000。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>Seat 4&apos;s 400 that nobody matched goes back first. Side pot 1 takes 800 to
1,000 from seats 2 and 4: 400. Seat 2 folded, so only seat 4 can win it;
4 % of 400 is 16, rounded down to 15: seat 4 takes 385.
</source>
        <translation>無人跟上的4號座位的400先退回。邊池1收取2號及4號座位由800至1,000的籌碼：400。2號座位已棄牌，所以只有4號座位可贏；400的4 %是16，向下取整為15：4號座位贏得385。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>The pot is 10,300; 3 % is 309, leaving 9,991 for seats 3, 6 and 10, who
tie: 3,330 each and one unit over. From the marker (seat 4) clockwise the
first winner is seat 6: it takes 3,331.
</source>
        <translation>底池是10,300；3 %是309，餘下9,991給平手的3號、6號及10號座位：每人3,330，剩一個單位。由按鈕（莊位，4號座位）起順時針，第一位贏家是6號座位：它贏得3,331。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>Side pot 2 takes 2,500 to 3,000 from seats 3 and 4: 1,000. Seat 4&apos;s
straight beats seat 3; 5 % of 1,000 is 50: seat 4 takes 950.
</source>
        <translation>邊池2收取3號及4號座位由2,500至3,000的籌碼：1,000。4號座位的順子勝過3號座位；1,000的5 %是50：4號座位贏得950。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>5 % of 8,300 would be 415, but the cap leaves 300: 8,000 for three tied
seats, 2,666 each and two units over, one each to seats 6 and 10 (from
the marker clockwise). Seat 6 takes 2,667.
</source>
        <translation>8,300的5 %應為415，但上限只剩300：8,000給三個平手的座位，每人2,666，剩兩個單位，由按鈕（莊位）起順時針分給6號及10號座位各一。6號座位贏得2,667。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>3 % of the 330 pot would be 9, but the cap is 5: seat 2&apos;s pair of fours
takes 325, three 100s and one 25.
</source>
        <translation>330底池的3 %應為9，但上限是5：2號座位的一對4贏得325，三個100及一個25。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>5 % of 2,720 is 136, rounded down to the chip unit of 10: 130. Seat 6&apos;s
three eights take 2,590. This set has no 25: two 1,000s, one 500, one 50
and four 10s.
</source>
        <translation>2,720的5 %是136，向下取整至籌碼單位10：130。6號座位的三條8贏得2,590。這套籌碼沒有25：兩個1,000、一個500、一個50及四個10。</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Hold&apos;em: build the pots and pay them</source>
        <translation>德州撲克：建立底池並派彩</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Settle a hand in this order, exactly as the croupier does at the table.

First, return any uncalled bet. If one player has put in more than every other
player, the part nobody matched (his total minus the second-largest total) goes
straight back to him. It belongs to no pot and pays no commission (ruling R1-1).

Second, build the pots. When players are all-in for different amounts, there is
one side pot for each all-in amount (non-banked rules 38, 49 and 50). The main
pot takes from every player, folded or not, up to the smallest all-in; each side
pot takes the next layer. Folded players&apos; chips stay in the pots they reached,
but folded players can never win them (ruling R1-2).

Third (ruling R1-5), take the commission from each pot, main pot first: 5 % unless the table
says otherwise, rounded down to the chip unit (ruling R1-5, the house reading of
non-banked rules 7 a and 65; ruling R0-3).

Fourth, give each pot to the best hand among the players who can win it. Rule 66
has tied winners share &quot;na proporção das suas apostas&quot; (in proportion to their
bets); inside one layered pot every winner put in the same, so the shares are
equal (ruling R1-3). Rule 67 splits in units of the table minimum (&quot;o mínimo da
aposta&quot;) and gives the larger share to &quot;a mão&quot;, then to the next winners;
the trainer takes the table&apos;s chip unit as that unit, so the chips left over go
one at a time to the tied winners, starting with the winner at the marker seat
or the first one clockwise from it (ruling R1-4).

Finally, check your work: what you pay out plus the commission must equal every
chip the players put in (ruling R1-6). Write the pots main pot first, and for
each seat the total it receives, returned bet included.

Words on the floor: the pot is &quot;o pote&quot;, a side pot &quot;pote lateral&quot; (rule 38), an
all-in player &quot;encavado&quot; (rule 49), his stack &quot;a cave&quot;, the commission &quot;a
percentagem&quot; (rule 65), the odd chip &quot;ficha remanescente&quot;.
</source>
        <translation>按以下次序結算一局，與荷官在牌枱上的做法完全相同。

第一，退還任何無人跟注的下注。如某位玩家投入的比其他每位玩家都多，無人跟上的部分，即他的總投入減去第二大的總投入，直接退還給他。它不屬於任何底池，也不付佣金（解讀 R1-1）。

第二，建立底池。玩家以不同金額全押時，每個全押金額各有一個邊池（非莊家遊戲規則第三十八條、第四十九條及第五十條）。主池從每位玩家（不論是否已棄牌）收取至最小的全押金額為止；每個邊池收取再上一層。已棄牌玩家的籌碼留在其已達到的底池中，但已棄牌的玩家永遠不能贏取這些底池（解讀 R1-2）。

第三（解讀 R1-5），從每個底池收取佣金，先收主池：除非牌枱另有規定，收取5 %，並向下取整至籌碼單位（解讀 R1-5，即賭場對非莊家遊戲規則第七條a項及第六十五條的解讀；解讀 R0-3）。

第四，把每個底池派給可贏取該底池的玩家中牌最大者。規則第六十六條規定平手的贏家按其下注比例分配；在同一層底池內，每位贏家投入的金額相同，所以各份相等（解讀 R1-3）。規則第六十七條以最低下注額為單位分配，並把較大的一份給持有按鈕（莊位）的座位，然後給其後的贏家；本訓練程式以該枱的籌碼單位作為這個單位，所以剩餘的籌碼逐一分給平手的贏家，由按鈕座位上的贏家、或由其順時針方向的第一位贏家開始（解讀 R1-4）。

最後，核對你的計算：派出的籌碼加佣金必須等於玩家投入的全部籌碼（解讀 R1-6）。按先主池的次序寫出各底池，並寫出每個座位收到的總額，包括退還的下注。

葡文用語：底池——o pote；邊池——pote lateral（規則第三十八條）；全押玩家——encavado（規則第四十九條），其籌碼——a cave；佣金——a percentagem（規則第六十五條）；餘數籌碼——ficha remanescente。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Seat 4 bet 1,200 but seat 8 could only call 500: the 700 nobody matched goes
back to seat 4 before anything else. The pot is 25 + 50 + 500 + 500 = 1,075.
The commission is 5 % of 1,075 = 53.75, rounded down to 53, and seat 8&apos;s
three nines take 1,022. Check: 700 + 1,022 + 53 = 1,775, everything put in.
</source>
        <translation>4號座位下注1,200，但8號座位只能跟注500：無人跟上的700首先退回4號座位。底池是25 + 50 + 500 + 500 = 1,075。佣金是1,075的5 % = 53.75，向下取整為53，8號座位的三條9取得1,022。核對：700 + 1,022 + 53 = 1,775，即全部投入。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Seat 9 put in 4,000 but the most anyone else put in is 2,800: 1,200 goes
back to seat 9. Then the layers: the main pot is 600 from seats 3, 5, 7 and
9 plus seat 2&apos;s 100 = 2,500; side pot 1 is 900 from seats 5, 7 and 9 =
2,700; side pot 2 is 1,300 from seats 7 and 9 = 2,600. Seat 3&apos;s kings win
the main pot, seat 5&apos;s jacks the first side pot, and seat 9&apos;s eights beat
seat 7&apos;s aces for the last one. Each pot pays 5 % commission: 125, 135 and
130.
</source>
        <translation>9號座位投入4,000，但其他人投入最多的是2,800：1,200退回9號座位。然後分層：主池是3、5、7、9號座位各600，加2號座位的100 = 2,500；邊池1是5、7、9號座位各900 = 2,700；邊池2是7號和9號座位各1,300 = 2,600。3號座位的K-K贏得主池，5號座位的J-J贏得第一個邊池，9號座位的8-8勝過7號座位的A-A，贏得最後一個邊池。每個底池付5 %佣金：125、135和130。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Seat 4 bet 800 and folded to seat 7&apos;s raise to 1,500, so 700 of seat 7&apos;s
chips were never called and go back. Seat 1 is all-in for 300: the main pot
is 300 each from seats 1, 4 and 7 plus seat 6&apos;s 25 = 925, and seat 1&apos;s full
house wins it. The other 500 from seat 4 and 500 from seat 7 form a side pot
of 1,000 that seat 1 cannot win. Seat 4 folded, so seat 7 takes it. The
commission is 46 on the main pot and 50 on the side pot.
</source>
        <translation>4號座位下注800，面對7號座位加注到1,500時棄牌，所以7號座位有700籌碼從未有人跟注，予以退還。1號座位全押300：主池是1、4、7號座位各300加6號座位的25 = 925，由1號座位的葫蘆贏得。4號座位其餘的500和7號座位其餘的500組成1,000的邊池，1號座位不能贏取。4號座位已棄牌，所以由7號座位取得。主池佣金46，邊池佣金50。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Both players make the same king-high straight and tie. The commission comes
off first (5 % of 2,000 = 100); the remaining 1,900 is shared equally, 950
each.
</source>
        <translation>兩位玩家都組成同樣的K高順子，平手。先扣除佣金（2,000的5 % = 100）；餘下的1,900平分，每人950。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>The chip unit at this table is 5 (taken as the split unit of rule 67). The commission is 5 % of 1,350 = 67.5,
rounded down to the chip unit: 65. The 1,285 left is 257 chips of 5; three
winners get 85 chips (425) each and 2 chips are left over. They go one each
to the winners starting from the marker seat 7 and going clockwise: seat 9
first, then round past the croupier to seat 3. Seat 5 gets no odd chip.
</source>
        <translation>這張牌枱的籌碼單位是5（作為規則第六十七條的分配單位）。佣金是1,350的5 % = 67.5，向下取整至籌碼單位：65。餘下的1,285是257枚面值5的籌碼；三位贏家各得85枚（425），剩下2枚。這2枚由按鈕（莊位）所在的7號座位起按順時針方向逐一分給贏家：先是9號座位，然後繞過荷官到3號座位。5號座位沒有餘數籌碼。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>The main pot is 165 from seats 4, 6 and 9 plus seat 8&apos;s 10 = 505; seat 4&apos;s
full house wins it, less 25 commission. The side pot is 335 from seats 6 and
9 = 670; they both play kings and sevens with an ace and tie. After 33
commission, 637 is split 318 each with one chip over. It goes to the first
winner clockwise from the marker (seat 8): that is seat 9, not seat 6.
</source>
        <translation>主池是4、6、9號座位各165加8號座位的10 = 505；4號座位的葫蘆贏得主池，減去25佣金。邊池是6號和9號座位各335 = 670；兩者都是K和7兩對加一張A，平手。扣除33佣金後，637平分，每人318，剩下一枚籌碼。它歸按鈕（莊位，8號座位）順時針方向的第一位贏家：即9號座位，而不是6號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Both players play kings and eights with an ace and tie. The commission is
5 % of 1,575 = 78.75, so 78; 1,497 is left, 748 each and one chip over.
The odd chip goes to the winner in the marker seat if there is one: seat 6
holds the marker and is a winner, so seat 6 takes it, although seat 3 has
the lower number.
</source>
        <translation>兩位玩家都是K和8兩對加一張A，平手。佣金是1,575的5 % = 78.75，所以收78；餘下1,497，每人748，剩下一枚籌碼。如按鈕（莊位）座位上有贏家，餘數籌碼便歸該贏家：6號座位持有按鈕而且是贏家，所以由6號座位取得，儘管3號座位的號碼較小。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>This table takes no commission. Seat 3&apos;s 750 above seat 6&apos;s 1,250 is
uncalled and goes back. The main pot (700 from seats 1, 3 and 6 plus 50 from
seat 10 = 2,150) is tied by the two queen-high straights, 1,075 each. The
side pot (550 from seats 3 and 6 = 1,100) is seat 6&apos;s. Check: 1,075 + 750 +
2,175 = 4,000, exactly what was put in.
</source>
        <translation>這張牌枱不收佣金。3號座位超出6號座位1,250的750無人跟注，予以退還。主池（1、3、6號座位各700加10號座位的50 = 2,150）由兩個Q高順子平分，每人1,075。邊池（3號和6號座位各550 = 1,100）歸6號座位。核對：1,075 + 750 + 2,175 = 4,000，正好等於投入的全部籌碼。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>The house caps its commission at 100 a hand. The main pot of 5,700 would pay
285, so only the cap, 100, is taken, and seat 7&apos;s three sixes win 5,600. The
cap is then used up, so the side pot of 2,400 pays nothing and goes whole
to seat 2&apos;s pair of aces.
</source>
        <translation>賭場的佣金上限是每局100。5,700的主池本應付285，所以只收取上限100，7號座位的三條6贏得5,600。上限隨即用完，所以2,400的邊池不付佣金，全數歸2號座位的一對A。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Seat 5 bet 400 on the turn and nobody called: those 400 go back. The pot of
200 + 600 + 600 = 1,400 is won without a showdown, and the commission is
still taken: 70. Seat 5 receives 1,330 + 400 = 1,730.
</source>
        <translation>5號座位在轉牌下注輪下注400，無人跟注：這400予以退還。底池200 + 600 + 600 = 1,400未經攤牌而贏得，佣金仍要收取：70。5號座位收到1,330 + 400 = 1,730。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Hold&apos;em: who shows first?</source>
        <translation>德州撲克：誰先亮牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>After the last betting round the cards are turned over at the croupier&apos;s call,
not before. The player who opened the last betting round shows first; then each
other player still in the hand shows in turn, starting with the one seated
immediately to his left (non-banked rule 62; ruling R2-1).

In hold&apos;em the player with the marker (&quot;a mão&quot;) opens every betting round from
the flop on: flop, turn and river (non-banked rules 42, 44, 46 and 85). So the
first to show is the marker seat if it is still in the hand and could bet on the
river; if it has folded, or was already all in (&quot;encavado&quot;) when the river round
began, the first seat clockwise from it that could act opened the river and
shows first (ruling R2-1). Example: a mão at seat 4 all in for 300 before the
river, seats 7 and 1 bet it: seat 7 shows first, then 1, then 4. Who bet or raised last on the river does
not matter, and neither does who holds the best hand.

Seats are numbered 1 upwards clockwise from the croupier&apos;s left, so &quot;to the
left&quot; means the next higher seat number, wrapping round from the highest seat
back to seat 1 (non-banked rule 6; ruling R0-1).

Folded seats never show. A player who is all-in is still in the hand: he shows
in his own place in the order (ruling R2-4). When everyone is all-in and nobody
bets on the river, the order is the same (ruling R2-1).

Words on the floor: the marker seat is &quot;a mão&quot;, a betting round a &quot;turno de
apostas&quot;; at the showdown &quot;as cartas são viradas à voz do pagador&quot; (the cards are
turned over at the croupier&apos;s call, rule 62); a player all in is &quot;encavado&quot; (rule
49).
</source>
        <translation>最後一個下注輪結束後，要待荷官宣佈才翻牌，不得提前。開啟最後一個下注輪的玩家首先亮牌；然後其他仍在牌局中的玩家依次亮牌，由緊接在他左方的玩家開始（非莊家遊戲規則第六十二條；解讀 R2-1）。

在德州撲克中，由翻牌起，持有按鈕（莊位）的玩家開啟每一個下注輪：翻牌、轉牌和河牌（非莊家遊戲規則第四十二條、第四十四條、第四十六條及第八十五條）。所以首先亮牌的是按鈕座位——如它仍在牌局中，而且可以在河牌下注輪下注；如它已棄牌，或在河牌下注輪開始時已經是全押玩家，則由其順時針方向第一個可以行動的座位開啟河牌下注輪，並首先亮牌（解讀 R2-1）。例如：按鈕在4號座位，於河牌前全押300，7號和1號座位在河牌下注輪下注：7號座位首先亮牌，然後是1號，再到4號。在河牌下注輪中誰最後下注或加注並不重要，誰的牌最大也不重要。

座位由荷官左方起按順時針方向從1號開始編號，所以「左方」是指號碼次大的座位，由號碼最大的座位繞回1號座位（非莊家遊戲規則第六條；解讀 R0-1）。

已棄牌的座位永不亮牌。全押的玩家仍在牌局中：他在次序中自己的位置亮牌（解讀 R2-4）。當所有人都已全押，河牌下注輪無人下注時，次序相同（解讀 R2-1）。

葡文用語：持有按鈕（莊位）——ter a mão；下注輪——turno de apostas；攤牌時待荷官宣佈才翻牌——as cartas são viradas à voz do pagador（規則第六十二條）；全押玩家——encavado（規則第四十九條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Seat 3 holds the marker and is still in, so it opened the river betting and
shows first. Then clockwise: seat 6, seat 9, and round past the croupier to
seat 1. Seats 4 and 8 folded and do not show.
</source>
        <translation>3號座位持有按鈕（莊位），而且仍在牌局中，所以它開啟河牌下注輪，並首先亮牌。然後按順時針方向：6號座位、9號座位，再繞過荷官到1號座位。4號和8號座位已棄牌，不亮牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>The marker is at seat 5, but seat 5 folded. The first seat still in
clockwise from it is seat 7, which opened the river betting and shows
first; then seat 9 and, past the croupier, seat 2.
</source>
        <translation>按鈕（莊位）在5號座位，但5號座位已棄牌。由它起順時針方向第一個仍在牌局中的座位是7號座位，它開啟河牌下注輪並首先亮牌；然後是9號座位，再繞過荷官到2號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>The marker seat 9 and seat 10 have folded. Going clockwise from seat 9 we
pass seat 10, then the croupier, then reach seat 2: seat 2 shows first,
then seat 5 and seat 7.
</source>
        <translation>按鈕（莊位）所在的9號座位和10號座位都已棄牌。由9號座位起按順時針方向，經過10號座位，再經過荷官，到達2號座位：2號座位首先亮牌，然後是5號座位和7號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Seat 4 has the marker and shows first. Seats 1 and 7 are all-in but still
in the hand, so they show in their own places: seat 7 after seat 4, and
seat 1 last, after seat 10. Seat 6 folded.
</source>
        <translation>4號座位持有按鈕（莊位），首先亮牌。1號和7號座位已全押，但仍在牌局中，所以它們在自己的位置亮牌：7號座位在4號座位之後，1號座位最後，在10號座位之後。6號座位已棄牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Every player still in went all-in before the flop, so there was no river
betting. The order is the same as if there had been: the marker seat 6
first, then seat 8, then seat 2.
</source>
        <translation>所有仍在局中的玩家在翻牌前都已全押，所以沒有河牌下注輪。次序與有下注時相同：按鈕所在的6號座位首先，然後是8號座位，再到2號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Seat 9 made the last raise, but that does not decide the order in hold&apos;em.
The river round was opened by seat 2, which holds the marker (it checked),
so seat 2 shows first, then seat 5 and seat 9.
</source>
        <translation>9號座位最後加注，但在德州撲克中這並不決定次序。河牌下注輪由持有按鈕（莊位）的2號座位開啟（它過牌），所以2號座位首先亮牌，然後是5號座位和9號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>With two players left, seat 7 holds the marker, spoke first on the river and
shows first. Seat 3 follows.
</source>
        <translation>剩下兩位玩家，7號座位持有按鈕（莊位），在河牌下注輪首先行動，並首先亮牌。3號座位隨後。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Seat 10 holds the marker and shows first. The next seat to its left is seat
1, on the other side of the croupier, then seat 4.
</source>
        <translation>10號座位持有按鈕（莊位），首先亮牌。它左方的下一個座位是荷官另一邊的1號座位，然後是4號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>The marker seat 1 folded, and so did seats 2 and 3. The first seat still in
clockwise from the marker is seat 4; then seat 6, seat 9 and seat 10.
</source>
        <translation>按鈕（莊位）所在的1號座位已棄牌，2號和3號座位也已棄牌。由按鈕起順時針方向第一個仍在牌局中的座位是4號座位；然後是6號、9號和10號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Hold&apos;em: who wins the pot?</source>
        <translation>德州撲克：誰贏得底池？</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>In hold&apos;em each player holds two pocket cards and shares five community cards.
Each player makes the best five-card hand from the seven cards he can use: both
pocket cards, one of them, or none at all (non-banked rule 94; ruling R3-1).
When a player&apos;s best five cards are all on the board, we say that he &quot;plays the
board&quot;.

Hands rank from royal flush down to high card (non-banked rule 17). The ace is
high or low: A-2-3-4-5 is a straight, but it is the lowest straight of all, below
2-3-4-5-6 (non-banked rules 72 and 92; ruling R3-1).

When two hands have the same category, compare them card by card as non-banked
rule 18 says. In hold&apos;em the fifth card of four of a kind counts, the pair of a
full house counts, and the two side cards of three of a kind count (ruling R3-4).
Only the best five cards count: a sixth or seventh card never breaks a tie. Hands
that are equal in all five cards tie and share the pot (non-banked rule 66;
ruling R1-3).

Seats are numbered clockwise from the croupier&apos;s left (non-banked rule 6;
ruling R0-1). Cards are written rank then suit, for example Ah or 10h; T and 10
both mean ten (ruling R0-2).

Words on the floor: &quot;o pagador&quot; (the croupier), &quot;cartas pessoais&quot; (pocket
cards), &quot;cartas comuns&quot; (the board), &quot;o pote&quot; (the pot); the player with the
marker has &quot;a mão&quot;.
</source>
        <translation>在德州撲克中，每位玩家持有兩張底牌，並共用五張公共牌。每位玩家從他可用的七張牌中組成最佳的五張牌：用兩張底牌、其中一張或完全不用（非莊家遊戲規則第九十四條；解讀 R3-1）。如玩家最佳的五張牌全在公共牌中，我們說他「打公共牌」。

牌型由皇家同花順排到高牌（非莊家遊戲規則第十七條）。A可大可小：A-2-3-4-5是順子，但它是所有順子中最小的，比2-3-4-5-6還小（非莊家遊戲規則第七十二條及第九十二條；解讀 R3-1）。

兩手牌類別相同時，按非莊家遊戲規則第十八條逐張比較。在德州撲克中，四條的第五張牌要計算，葫蘆中的對子要計算，三條的兩張單張也要計算（解讀 R3-4）。只有最佳的五張牌才計算：第六或第七張牌永不用於打破平局。五張牌全部相同的牌平手，平分底池（非莊家遊戲規則第六十六條；解讀 R1-3）。

座位由荷官左方起按順時針方向編號（非莊家遊戲規則第六條；解讀 R0-1）。牌的寫法是先點數後花色，例如Ah或10h；T和10都代表十（解讀 R0-2）。

葡文用語：荷官——o pagador；底牌——cartas pessoais；公共牌——cartas comuns；底池——o pote；按鈕（莊位）座位——a mão。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Seat 2 and seat 8 both hold a straight. Seat 2&apos;s straight is A-2-3-4-5, where
the ace plays low: it is the lowest straight there is. Seat 8&apos;s 2-3-4-5-6 is
one step higher, so seat 8 wins. Seat 6&apos;s three nines lose to any straight.
</source>
        <translation>2號和8號座位都是順子。2號座位的順子是A-2-3-4-5，A在其中作小牌：它是最小的順子。8號座位的2-3-4-5-6高一級，所以8號座位勝出。6號座位的三條9輸給任何順子。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Every player has the four nines of the board. In hold&apos;em the fifth card of
four of a kind decides (non-banked rule 18 a): seat 3&apos;s king beats seat 5&apos;s
queen and seat 7&apos;s four. Seat 7 has no full house: four nines and a four are
only five cards, and the extra fours cannot be used.
</source>
        <translation>每位玩家都有公共牌的四條9。在德州撲克中，由四條的第五張牌決定（非莊家遊戲規則第十八條a項）：3號座位的K勝過5號座位的Q和7號座位的4。7號座位沒有葫蘆：四條9加一張4就已經是五張牌，多出的4不能使用。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>The board is a straight from ace down to ten (the 10h is the same card as Th).
Nobody can make a higher hand: seat 4&apos;s nine only makes a lower straight and
seat 9&apos;s ace adds nothing. All three play the board and tie.
</source>
        <translation>公共牌是由A到10的順子（10h與Th是同一張牌）。沒有人能組成更大的牌：4號座位的9只能組成較小的順子，9號座位的A毫無幫助。三人都打公共牌，平手。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Every player has three kings. Seat 6 and seat 7 complete the full house with
the fives of the board: kings full of fives. Seat 2&apos;s pair of queens is
higher than the fives, so kings full of queens wins (non-banked rule 18 b).
Seat 7&apos;s third five does not help: a full house uses only two of them.
</source>
        <translation>每位玩家都有三條K。6號和7號座位以公共牌的5湊成葫蘆：三條K帶一對5。2號座位的一對Q比5大，所以三條K帶一對Q的葫蘆勝出（非莊家遊戲規則第十八條b項）。7號座位的第三張5沒有幫助：葫蘆只用其中兩張。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>All three have three eights. The side cards decide (non-banked rule 18 e):
seat 3 and seat 8 both play 8-8-8-A-J, which beats seat 5&apos;s 8-8-8-K-Q. Seat
3&apos;s nine is a sixth card and does not count, so seat 3 and seat 8 tie.
</source>
        <translation>三人都有三條8。由單張決定（非莊家遊戲規則第十八條e項）：3號和8號座位都是8-8-8-A-J，勝過5號座位的8-8-8-K-Q。3號座位的9是第六張牌，不計算，所以3號和8號座位平手。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>With two pair, compare the higher pair, then the second pair, and only then
the fifth card (non-banked rule 18 f). Seat 9 plays queens and nines; seats 2
and 4 play queens and sevens. The nines beat the sevens before anyone looks
at seat 4&apos;s ace.
</source>
        <translation>兩對之間，先比較較大的對子，再比較第二對，最後才比較第五張牌（非莊家遊戲規則第十八條f項）。9號座位是Q和9兩對；2號和4號座位是Q和7兩對。在看4號座位的A之前，9已勝過7。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Seat 5 holds three pairs, but a hand is five cards: kings, sixes and the best
remaining card. For seat 5 that card is a three. Seat 2 plays kings, sixes and
a queen, seat 8 kings, sixes and a jack. The queen wins.
</source>
        <translation>5號座位有三對，但一手牌只有五張：K、6兩對加餘下最大的一張牌。5號座位這張牌是3。2號座位是K、6兩對加一張Q，8號座位是K、6兩對加一張J。Q勝出。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>The board is a heart flush. Each player with a heart may swap it in for a
lower board card. Seat 5 makes A-K-J-9-6, seat 7 K-Q-J-9-6 and seat 1
K-J-10-9-6. Flushes are compared by the highest card first (non-banked rule
18 d), so the ace wins. Seat 7&apos;s pair of queens does not matter: a flush
beats a pair.
</source>
        <translation>公共牌是紅心同花。每位有紅心的玩家都可用它換掉一張較小的公共牌。5號座位組成A-K-J-9-6，7號座位組成K-Q-J-9-6，1號座位組成K-J-10-9-6。同花先比較最大的牌（非莊家遊戲規則第十八條d項），所以A勝出。7號座位的一對Q不重要：同花勝過對子。
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Each player may use one pocket card, two, or none. Seat 6 makes 10-9-8-7-6,
seat 3 makes J-10-9-8-7 with one card, and seat 10 makes Q-J-10-9-8 with
both. The straight with the highest top card wins (non-banked rule 18 c).
</source>
        <translation>每位玩家可用一張、兩張或不用底牌。6號座位組成10-9-8-7-6，3號座位用一張底牌組成J-10-9-8-7，10號座位用兩張底牌組成Q-J-10-9-8。頂端牌最大的順子勝出（非莊家遊戲規則第十八條c項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Omaha: colour up</source>
        <translation>奧馬哈：兌換大面值籌碼</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 1 hands in 2 × 500 + 5 × 100 + 4 × 25 + 16 × 5 = 1,680, 27 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 500 + 1 × 100 + 3 × 25 + 1 × 5, 7 chips.
</source>
        <translation>1號座位交來2 × 500 + 5 × 100 + 4 × 25 + 16 × 5 = 1,680，共27個籌碼。由最大的籌碼開始兌換：1 × 1,000 + 1 × 500 + 1 × 100 + 3 × 25 + 1 × 5，共7個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 5 hands in 5 × 100 + 12 × 25 + 12 × 5 = 860, 29 chips. Coloured up from the
largest chip: 1 × 500 + 3 × 100 + 2 × 25 + 2 × 5, 8 chips.
</source>
        <translation>5號座位交來5 × 100 + 12 × 25 + 12 × 5 = 860，共29個籌碼。由最大的籌碼開始兌換：1 × 500 + 3 × 100 + 2 × 25 + 2 × 5，共8個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 3 hands in 4 × 500 + 5 × 100 + 4 × 25 + 10 × 5 = 2,650, 23 chips. Coloured up
from the largest chip: 2 × 1,000 + 1 × 500 + 1 × 100 + 2 × 25, 6 chips.
</source>
        <translation>3號座位交來4 × 500 + 5 × 100 + 4 × 25 + 10 × 5 = 2,650，共23個籌碼。由最大的籌碼開始兌換：2 × 1,000 + 1 × 500 + 1 × 100 + 2 × 25，共6個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 3 hands in 5 × 1,000 + 2 × 500 + 5 × 100 + 12 × 25 = 6,800, 24 chips. Coloured
up from the largest chip: 1 × 5,000 + 1 × 1,000 + 1 × 500 + 3 × 100, 6 chips.
</source>
        <translation>3號座位交來5 × 1,000 + 2 × 500 + 5 × 100 + 12 × 25 = 6,800，共24個籌碼。由最大的籌碼開始兌換：1 × 5,000 + 1 × 1,000 + 1 × 500 + 3 × 100，共6個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 7 hands in 2 × 500 + 4 × 25 + 10 × 5 + 10 × 1 = 1,160, 26 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 100 + 2 × 25 + 2 × 5, 6 chips.
</source>
        <translation>7號座位交來2 × 500 + 4 × 25 + 10 × 5 + 10 × 1 = 1,160，共26個籌碼。由最大的籌碼開始兌換：1 × 1,000 + 1 × 100 + 2 × 25 + 2 × 5，共6個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 10 hands in 2 × 5,000 + 5 × 1,000 + 2 × 500 + 8 × 25 = 16,200, 17 chips.
Coloured up from the largest chip: 1 × 10,000 + 1 × 5,000 + 1 × 1,000 + 2 × 100, 5
chips.
</source>
        <translation>10號座位交來2 × 5,000 + 5 × 1,000 + 2 × 500 + 8 × 25 = 16,200，共17個籌碼。由最大的籌碼開始兌換：1 × 10,000 + 1 × 5,000 + 1 × 1,000 + 2 × 100，共5個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 6 hands in 16 × 25 + 16 × 5 = 480, 32 chips. Coloured up from the largest chip:
4 × 100 + 3 × 25 + 1 × 5, 8 chips.
</source>
        <translation>6號座位交來16 × 25 + 16 × 5 = 480，共32個籌碼。由最大的籌碼開始兌換：4 × 100 + 3 × 25 + 1 × 5，共8個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 8 hands in 8 × 500 + 5 × 100 + 12 × 25 = 4,800, 25 chips. Coloured up from the
largest chip: 4 × 1,000 + 1 × 500 + 3 × 100, 8 chips.
</source>
        <translation>8號座位交來8 × 500 + 5 × 100 + 12 × 25 = 4,800，共25個籌碼。由最大的籌碼開始兌換：4 × 1,000 + 1 × 500 + 3 × 100，共8個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>Omaha: take the commission</source>
        <translation>奧馬哈：收取佣金</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>Omaha tables in per-hand mode pay the house up to 5 % of each hand, deducted
before the winner is paid; the house may set a maximum per hand (non-banked
rule 7 a). Unless a drill says otherwise, the table takes 5 % with no maximum
(ruling R1-5).

Ruling R1-5: work pot by pot, main pot first. Each pot pays its percentage, rounded down to
the table&apos;s chip unit; when the hand reaches the maximum, the later pots pay
only what is left under it (ruling R1-5, the house
reading of non-banked rule 65 &quot;de cada um dos pagamentos&quot;; ruling R0-3).

Two things never change the commission: an uncalled bet is returned before
anything else and pays nothing (ruling R1-1), and a hand won because everyone
else folded pays commission like any other hand (ruling R1-5).

Words on the floor: the commission is &quot;a percentagem&quot; destined to the
concessionaire (rule 65), taken by &quot;o pagador&quot; (rule 9); the pot is &quot;o pote&quot;.
</source>
        <translation>按局收費的奧馬哈牌枱向賭場支付每局最多5 %，在派彩給贏家前扣除；賭場可設定每局上限（非莊家遊戲規則第七條a項）。除非練習另有說明，該枱收取5 %，不設上限（解讀 R1-5）。

解讀 R1-5：逐個底池計算，先算主池。每個底池付其百分比，向下取整至該枱的籌碼單位；該局達到上限時，之後的底池只付上限餘下的金額（解讀 R1-5，即賭場對非莊家遊戲規則第六十五條每一筆派彩的解讀；解讀 R0-3）。

有兩件事永不改變佣金：無人跟注的下注最先退還，不付任何佣金（解讀 R1-1）；因其他人全部棄牌而贏得的一局，與任何其他一局一樣要付佣金（解讀 R1-5）。

葡文用語：撥歸承批公司的佣金——a percentagem（規則第六十五條）；收取佣金的荷官——o pagador（規則第九條）；底池——o pote。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The pot is 50 + 100 + 990 + 990 = 2,130. 5 % of it is 106.5, rounded down
to 106.
</source>
        <translation>底池是50 + 100 + 990 + 990 = 2,130。其5 %是106.5，向下取整為106。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>Seat 7 could call only 1,200, so 1,800 of seat 2&apos;s bet goes back. The pot is
1,200 + 1,200 + 100 = 2,500, and 5 % of it is 125.
</source>
        <translation>7號座位只能跟注1,200，所以2號座位的下注中有1,800退回。底池是1,200 + 1,200 + 100 = 2,500，其5 %是125。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The main pot is 660 x 3 + 50 = 2,030: 5 % is 101.5, so 101. The side pot is
245 x 2 = 490: 5 % is 24.5, so 24. Together 125 under the house ruling R1-5, which charges each pot on its own.
Seat 8 wins both pots, so one payment of 2,520; read literally, rule 65
(&quot;de cada um dos pagamentos&quot;) would give 126. The trainer follows R1-5.
</source>
        <translation>主池是660 x 3 + 50 = 2,030：5 %是101.5，所以收101。邊池是245 x 2 = 490：5 %是24.5，所以收24。按賭場的解讀 R1-5（每個底池分別收取）合共125。8號座位贏得兩個底池，所以是一筆2,520的派彩；按字面理解，規則第六十五條（每一筆派彩）會得出126。本訓練程式依從解讀 R1-5。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The pot is 1,990 and 5 % of it is 99.5. The smallest chip is 10, so the
commission is rounded down to 90.
</source>
        <translation>底池是1,990，其5 %是99.5。最小的籌碼是10，所以佣金向下取整為90。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The cap is 250 a hand. The main pot of 3,000 pays 150. The side pot of 2,400
would pay 120, but only 100 is left under the cap. Total 250.
</source>
        <translation>上限是每局250。3,000的主池付150。2,400的邊池本應付120，但上限只剩下100。合共250。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>This table takes 4 %. The pot is 1,850, and 4 % of it is exactly 74.
</source>
        <translation>這張牌枱收取4 %。底池是1,850，其4 %正好是74。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The table plays without a per-hand commission: nothing is taken.
</source>
        <translation>這張牌枱不收按局佣金：不收取任何款項。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>Seat 8 raised to 350 and both blinds folded: the 250 above the big blind is
returned. The pot is 50 + 100 + 100 = 250, and even with no flop it pays
5 %: 12.5, rounded down to 12.
</source>
        <translation>8號座位加注至350，兩個盲注都棄牌：超出大盲注的250退回。底池是50 + 100 + 100 = 250，即使沒有翻牌也要付5 %：12.5，向下取整為12。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>Omaha: count the stack</source>
        <translation>奧馬哈：點算籌碼疊</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>Bets are made only in chips (non-banked rule 19), and a bet is made when the
chips cross the line in front of the seat (rule 53). The croupier counts
each seat&apos;s chips at a glance; here the amounts under the chips are hidden
until you answer.

Count from the largest chip down: the chip legend gives each colour&apos;s value
and every chip shows its value on its face. Stacks are drawn in the fewest
chips of the table&apos;s set, larger denominations behind; a full stack is 20
chips, drawn short and marked &quot;×20&quot;. Amounts are whole multiples of the
table&apos;s chip unit (ruling R0-3).

Words on the floor: the chips are &quot;fichas&quot; (rule 19), the chips a player
keeps in front of the seat are &quot;a cave&quot; (rule 52), and the pot is &quot;o pote&quot;.
</source>
        <translation>玩家只可以籌碼下注（非莊家遊戲規則第十九條）；玩家把籌碼放過其位置的界線，即視為已下注（規則第五十三條）。荷官一眼點算每個座位的籌碼；這裏籌碼下的金額會隱藏，直至你作答。

由最大的籌碼點算至最小：枱上的籌碼圖例列出每種顏色的面值，每個籌碼的面上亦印有其面值。籌碼疊以該枱籌碼組合中最少的籌碼畫出，面值較大的在後；一整疊是20個籌碼，畫得較矮並標上「×20」。

金額是該枱籌碼單位的整數倍（解讀 R0-3）。

葡文用語：籌碼——fichas（規則第十九條）；玩家放在座位前的籌碼——a cave（規則第五十二條）；底池——o pote。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 500, one 100, three 25s and one 5: 1,680.
</source>
        <translation>由最大的籌碼開始：一個1,000、一個500、一個100、三個25及一個5：1,680。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: one 500, three 100s, two 25s and two 5s: 860.
</source>
        <translation>由最大的籌碼開始：一個500、三個100、兩個25及兩個5：860。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: two 1,000s, one 500, one 100 and two 25s: 2,650.
</source>
        <translation>由最大的籌碼開始：兩個1,000、一個500、一個100及兩個25：2,650。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: one 5,000, one 1,000, one 500 and three 100s: 6,800.
</source>
        <translation>由最大的籌碼開始：一個5,000、一個1,000、一個500及三個100：6,800。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 100, two 25s and two 5s: 1,160.
</source>
        <translation>由最大的籌碼開始：一個1,000、一個100、兩個25及兩個5：1,160。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: one 10,000, one 5,000, one 1,000 and two 100s: 16,200.
</source>
        <translation>由最大的籌碼開始：一個10,000、一個5,000、一個1,000及兩個100：16,200。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: four 100s, three 25s and one 5: 480.
</source>
        <translation>由最大的籌碼開始：四個100、三個25及一個5：480。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: four 1,000s, one 500 and three 100s: 4,800.
</source>
        <translation>由最大的籌碼開始：四個1,000、一個500及三個100：4,800。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>Omaha: cut a split pot</source>
        <translation>奧馬哈：分開平手的底池</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>Omaha pots are paid under the general non-banked rules. When two or more
players hold equal hands they share the pot (non-banked rule 66): inside one
pot every winner put in the same, so the shares are equal (ruling R1-3). The
question tells you who ties and for which pot; the chips are on the table and
close up in the panel, with no totals: count them.

Cut the pot as the croupier does. First count it, from the largest chip down.
Then take the house&apos;s percentage off the pot before it is paid (non-banked
rules 7 a and 65): 5 % unless the table card says otherwise, and never more
than the table&apos;s cap if it has one, rounded down to the chip unit (ruling
R1-5; ruling R0-3). What is left is cut into equal stacks, one per winner, in
whole chip units; a chip that does not divide evenly is changed for smaller
ones from the tray (house practice).

Rule 67 cuts the pot so that the smallest chip of each part is the table
minimum, and gives the larger part to &quot;a mão&quot; (the marker), then to the next
players in turn. The trainer takes the table&apos;s chip unit as that smallest
chip: the units left over go one each to the tied winners, starting with the
winner at the marker seat or the first one clockwise from it (ruling R1-4).

Type each winner&apos;s stack: Tab goes to the next winner, Enter hands the cut
in. A click on a winner&apos;s seat takes you to that winner&apos;s stack.

Words on the floor: the pot is &quot;o pote&quot;, a side pot &quot;pote lateral&quot; (rule
38), the commission &quot;a percentagem&quot; (rule 65), the odd chip &quot;ficha
remanescente&quot;.
</source>
        <translation>奧馬哈的底池按非莊家遊戲的一般規則派彩。兩位或以上玩家的牌相同時，他們分享底池（非莊家遊戲規則第六十六條）：在同一個底池內，每位贏家投入的金額相同，所以各份相等（解讀 R1-3）。題目會說明誰平手、在哪個底池；籌碼在枱上，並在面板中近看顯示，不顯示總數：請點算。

像荷官一樣分池。先點算底池，由最大的籌碼點算至最小。然後在派彩前從底池收取賭場的佣金（非莊家遊戲規則第七條a項及第六十五條）：除非枱卡另有規定，收取5 %，如該枱設有上限，亦不會超過上限，並向下取整至籌碼單位（解讀 R1-5；解讀 R0-3）。餘下的分成相等的籌碼疊，每位贏家一疊，以完整的籌碼單位計；不能平分的籌碼以籌碼盤中較小的籌碼兌換（賭場慣例）。

規則第六十七條分配底池時，每份中最小的籌碼等於最低下注額，並把較大的一份給持有按鈕（莊位）的座位，然後給其後的玩家。本訓練程式以該枱的籌碼單位作為這個最小的籌碼：剩餘的單位逐一分給平手的贏家，由按鈕座位上的贏家、或由其順時針方向的第一位贏家開始（解讀 R1-4）。

輸入每位贏家的籌碼疊：Tab移到下一位贏家，Enter提交分池。點擊贏家的座位會前往該贏家的籌碼疊。

葡文用語：底池——o pote；邊池——pote lateral（規則第三十八條）；佣金——a percentagem（規則第六十五條）；餘數籌碼——ficha remanescente。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>The pot is 1,650; commission 5 % is 82.50, rounded down to 80, leaving
1,570: 314 units of 5, 157 each: 785 and 785, nothing left over.
</source>
        <translation>底池是1,650；5 %佣金是82.50，向下取整為80，餘下1,570：314個5的單位，每人157個：785及785，沒有剩餘。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>Each tied hand uses its king and queen with the board&apos;s king, nine and
seven. The pot is 1,025; commission 51.25 rounds down to 50, leaving 975:
195 units, 97 each (485) and one over. The marker is at seat 4, which
folded: clockwise from it seat 6 comes first and takes the odd chip, 490.
</source>
        <translation>每手平手的牌都用自己的K和Q，加上公共牌的K、9和7。底池是1,025；佣金51.25向下取整為50，餘下975：195個單位，每人97個（485），剩一個。按鈕（莊位）在4號座位，該座位已棄牌：由它順時針方向6號座位先到，取得餘數籌碼，即490。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>The pot is 710; commission 35.50 rounds down to 35, leaving 675: 135
units, 67 each (335) and one over. Seat 7 holds the marker and is a
winner: rule 67 gives the larger part to &quot;a mão&quot;, so seat 7 takes 340.
</source>
        <translation>底池是710；佣金35.50向下取整為35，餘下675：135個單位，每人67個（335），剩一個。7號座位持有按鈕（莊位）並且是贏家：規則第六十七條把較大的一份給持有按鈕的座位，所以7號座位取得340。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>Each hand makes three kings with its six and five. The pot is 800;
commission 40, leaving 760: 152 units, 50 each (250) and two over.
Clockwise from the marker at seat 5 the winners come 9, 1, 3: seats 9 and
1 take one unit each, 255; seat 3 keeps 250.
</source>
        <translation>每手牌都以自己的6和5組成三條K。底池是800；佣金40，餘下760：152個單位，每人50個（250），剩兩個。由5號座位的按鈕（莊位）順時針計算，贏家次序是9、1、3：9號及1號座位各得一個單位，即255；3號座位得250。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>This table charges 5 % with a cap of 40 a hand. 5 % of 1,815 would be 90.75,
so the cap applies: 40. The 1,775 left is 355 units, 177 each (885) and
one over, to seat 2 at the marker: 890.
</source>
        <translation>此枱收取5 %，每局上限40。1,815的5 %是90.75，所以按上限收取：40。餘下的1,775是355個單位，每人177個（885），剩一個，歸按鈕（莊位）所在的2號座位：890。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>Seat 3&apos;s three aces win the main pot of 450 alone. Seats 6 and 10 hold
equal hands, ace, king, queen, jack, eight, and tie for the side pot of 2
x 490 = 980. Commission 49 rounds down to 45, leaving 935: 187 units, 93
each (465) and one over; from the marker at seat 3, seat 6 comes first and
takes 470.
</source>
        <translation>3號座位的三條A獨得450的主池。6號及10號座位的牌相同，A、K、Q、J、8，在2 x 490 = 980的邊池平手。佣金49向下取整為45，餘下935：187個單位，每人93個（465），剩一個；由3號座位的按鈕（莊位）起，6號座位先到，取得470。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>This table charges its percentage by the session (rule 7 b), not from each
hand: the whole 625 is cut. 125 units, 62 each (310) and one over. From
the marker at seat 8 the order goes round past the croupier to seat 2
before seat 5: seat 2 takes 315.
</source>
        <translation>此枱按場收取佣金（場費，規則第七條b項），不是每局收取：625全數分開。125個單位，每人62個（310），剩一個。由8號座位的按鈕（莊位）起，次序越過荷官，先到2號座位再到5號座位：2號座位取得315。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>Four hands of three kings with six and five. The pot is 815; commission
40.75 rounds down to 40, leaving 775: 155 units, 38 each (190) and three
over. Clockwise from the marker at seat 6 the winners come 7, 9, 1, 3:
seats 7, 9 and 1 take 195, seat 3 keeps 190.
</source>
        <translation>四手牌都是三條K帶6和5。底池是815；佣金40.75向下取整為40，餘下775：155個單位，每人38個（190），剩三個。由6號座位的按鈕（莊位）順時針計算，贏家次序是7、9、1、3：7號、9號及1號座位取得195，3號座位得190。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Omaha: read every hand</source>
        <translation>奧馬哈：判讀每一手牌</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>An omaha hand is always exactly two of the player&apos;s four pocket cards plus
exactly three of the five board cards (non-banked rules 73 and 77; ruling R3-1).
To read a hand, try the pairs of pocket cards one by one with the board cards
they fit, and keep the best five-card hand you find.

Watch for the hands that look better than they are. A single suited pocket card
never makes a flush, even with four of that suit on the board. Four aces in
the hand give only one pair from the hand, since only two of them can play;
the three board cards may still add a second pair or a trio. A board with two
pairs does not give everyone two pair: only three board cards play, so it
gives one pair unless the player&apos;s own cards pair something. A board with four
of a kind gives three of a kind at most. A player needs two of his own cards
in every straight.

Categories are named as in non-banked rule 17: royal flush, straight flush,
four of a kind, full house, flush, straight, three of a kind, two pair, one
pair, high card. The ace plays high or low (non-banked rule 72; ruling R3-1).

Words on the floor (the regulation&apos;s Portuguese): the croupier is &quot;o pagador&quot;,
the pocket cards &quot;cartas pessoais&quot;, the board &quot;as cartas comuns&quot; (flop, turn,
&quot;rio&quot;); the hands are &quot;sequência&quot; (straight), &quot;cor&quot; or &quot;naipe&quot; (flush), &quot;trio&quot;
(three of a kind), &quot;fullen&quot; or &quot;trio-par&quot; (full house), &quot;póquer&quot; (four of a
kind), &quot;dois pares&quot;, &quot;um par&quot;, &quot;carta maior&quot;.
</source>
        <translation>奧馬哈的一手牌永遠正好是玩家四張底牌中的兩張，加五張公共牌中的正好三張（非莊家遊戲規則第七十三條及第七十七條；解讀 R3-1）。判讀一手牌時，逐一嘗試每一對底牌與能配合的公共牌，保留你找到的最佳五張牌。

留意那些看起來比實際好的手牌。單獨一張同花色的底牌永不能成同花，即使公共牌有四張該花色也一樣。手中的四張A只能從手牌中得出一對，因為只有兩張可用；三張公共牌仍可再加一對或成三條。有兩對的公共牌並不會給每個人兩對：只用三張公共牌，所以除非玩家自己的牌與某張牌成對，否則只得一對。有四條的公共牌最多只給三條。每個順子都需要玩家自己的兩張牌。

牌型類別按非莊家遊戲規則第十七條命名：皇家同花順、同花順、四條、葫蘆、同花、順子、三條、兩對、一對、高牌。A可大可小（非莊家遊戲規則第七十二條；解讀 R3-1）。

葡文用語：荷官——o pagador；底牌——cartas pessoais；公共牌——as cartas comuns（翻牌 flop、轉牌 turn、河牌 rio）；牌型：順子——sequência，同花——cor 或 naipe，三條——trio，葫蘆——fullen 或 trio-par，四條——póquer，兩對——dois pares，一對——um par，高牌——carta maior。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Seat 2&apos;s ace of spades is its only spade: no flush, just a pair of queens.
Seat 5 has two spades, enough for a flush with three board spades. Seat 7
uses 9-7 with 10-8-6 for a straight. Seat 10 looks like kings full of threes,
but that would take three pocket cards (K-K-3): it has three kings.
</source>
        <translation>2號座位的黑桃A是它唯一的黑桃：沒有同花，只有一對Q。5號座位有兩張黑桃，加三張公共牌黑桃足以成同花。7號座位用9-7加10-8-6成順子。10號座位看似三條K帶一對3的葫蘆，但那需要三張底牌（K-K-3）：它只有三條K。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Only two of seat 2&apos;s four aces may play: one pair. Seat 6 uses 4-6 with
5-3-2 for 2-3-4-5-6. Seat 9 can make three kings or three nines, but not a
full house: K-K-9-9 are four pocket cards.
</source>
        <translation>2號座位的四張A只可用兩張：一對。6號座位用4-6加5-3-2成2-3-4-5-6。9號座位可成三條K或三條9，但不能成葫蘆：K-K-9-9是四張底牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Three of the four sixes is the most anyone can use. Seat 4 has three sixes
with A-K. Seat 8&apos;s queens with three sixes make a full house. Seat 1 makes
aces full of sixes with its two aces, the board ace and two sixes.
</source>
        <translation>四張6之中，任何人最多只可用三張。4號座位有三條6帶A-K。8號座位的一對Q加三條6成葫蘆。1號座位以它的兩張A、公共牌的A和兩張6，成三條A帶一對6的葫蘆。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>The board shows 5-6-7-8. Seat 2&apos;s single nine would be a straight in
hold&apos;em, but here it needs a second pocket card that fits: pair of aces
only. Seat 5 uses 9-10 with 6-7-8; seat 8 uses 4-3 with 5-6-7. Seat 10&apos;s nine
and four do not fit in any straight together (5-6-7-8-9 would need four
board cards), so it plays three kings.
</source>
        <translation>公共牌是5-6-7-8。2號座位單獨一張9在德州撲克中會成順子，但在這裏需要第二張能配合的底牌：只有一對A。5號座位用9-10加6-7-8；8號座位用4-3加5-6-7。10號座位的9和4無法一起放進任何順子（5-6-7-8-9需要四張公共牌），所以它用三條K。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Seat 3&apos;s ace of hearts is a single heart: a pair of queens. Seat 6&apos;s two
hearts make a flush. Seat 9&apos;s king of hearts is also alone; its two kings
with the board king make three of a kind.
</source>
        <translation>3號座位的紅心A是單獨一張紅心：一對Q。6號座位的兩張紅心成同花。9號座位的紅心K也是單獨一張；它的兩張K加公共牌的K成三條。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Seat 4&apos;s 10-J of diamonds with 7-8-9 of diamonds make a straight flush.
Seat 7&apos;s two diamonds make an ace-high flush, better than its three kings.
Seat 2 has three nines or three twos, never a full house, because 9-9-2-2
would be four pocket cards.
</source>
        <translation>4號座位的方塊10-J加方塊7-8-9成同花順。7號座位的兩張方塊成A高的同花，勝過它的三條K。2號座位有三條9或三條2，永不能成葫蘆，因為9-9-2-2是四張底牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Seat 2 uses 2-5 with A-3-4: A-2-3-4-5, a straight with the ace low. Seat 8&apos;s
five would need a two to make the same straight; it plays three aces. Seat 5
has only a pair.
</source>
        <translation>2號座位用2-5加A-3-4：A-2-3-4-5，A作小牌的順子。8號座位的5需要一張2才成同一個順子；它用三條A。5號座位只有一對。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>The board shows queens and eights, but seat 1 can use only three board
cards: Q-Q-8 with A-K is one pair. Seat 4 makes three queens (its nines give
only two pair). Seat 7 uses 8-3 with 8-8-3: eights full of threes.
</source>
        <translation>公共牌有Q和8兩對，但1號座位只可用三張公共牌：Q-Q-8加A-K是一對。4號座位成三條Q（它的一對9只能成兩對）。7號座位用8-3加8-8-3：三條8帶一對3的葫蘆。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>Omaha: pay it in chips</source>
        <translation>奧馬哈：用籌碼賠付</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>Once the pots are settled, the croupier pushes each winner its share,
built from the chips of the table&apos;s set. Work out the share first, then
build it.

1. The share is the regulation&apos;s. Return any uncalled bet first (ruling
   R1-1). Build the pots by all-in levels: one side pot for each all-in
   amount (non-banked rules 38, 49 and 50; ruling R1-2). Take each pot&apos;s
   commission before it is split, main pot first, rounded down to the chip
   unit; a cap is the hand&apos;s, so the main pot may use it up (non-banked
   rules 7 a and 65; ruling R1-5). The rest goes to the best hand among the
   seats that can win that pot; tied winners share it in equal parts (ruling
   R1-3), and the units left over go one each to the tied winners from the
   marker seat clockwise (non-banked rule 67; ruling R1-4).
2. The chips are the house&apos;s. No regulation says how a payment is made up:
   the house pays in the fewest chips its set allows, the largest chip
   first. 137 is one 100, one 25, two 5s and two 1s (six chips).
3. The chip legend on the table shows the set; there is no chip smaller
   than the chip unit.

A payment with the right amount but more chips than needed earns half the
marks.

Words on the floor: the chips are &quot;fichas&quot; (rule 19), the pot &quot;o pote&quot;, a
side pot &quot;pote lateral&quot; (rule 38), the commission &quot;a percentagem&quot; (rule 65).
</source>
        <translation>各底池結算後，荷官把每位贏家的份額推給他，用該枱籌碼組合中的籌碼砌出。先計出份額，再砌籌碼。

1. 份額由規例決定。先退回任何無人跟上的下注（解讀 R1-1）。按全押的金額層級建立底池：每一個全押金額設一個邊池（非莊家遊戲規則第三十八條、第四十九條及第五十條；解讀 R1-2）。每個底池在分配前先收取佣金，主池先收，向下取整至籌碼單位；佣金上限按整局計算，所以主池可能用盡上限（非莊家遊戲規則第七條a項及第六十五條；解讀 R1-5）。餘下的歸可贏該底池的座位中持牌最好者；平手的贏家均分（解讀 R1-3），剩下的單位由按鈕（莊位）所在的座位起順時針逐一分給平手的贏家（非莊家遊戲規則第六十七條；解讀 R1-4）。
2. 籌碼由賭場決定。規例沒有規定賠付如何組成：賭場以其籌碼組合所能做到的最少籌碼賠付，由最大的籌碼開始。137是一個100、一個25、兩個5及兩個1（六個籌碼）。
3. 枱上的籌碼圖例列出籌碼組合；沒有比籌碼單位更小的籌碼。

金額正確但用了多於所需的籌碼，只得一半分數。

葡文用語：籌碼——fichas（規則第十九條）；底池——o pote；邊池——pote lateral（規則第三十八條）；佣金——a percentagem（規則第六十五條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>Seat 7&apos;s ace makes three aces. 5 % of the 3,050 pot would be 150, but the
cap leaves 25: seat 7 takes 3,025, three 1,000s and one 25.
</source>
        <translation>7號座位的A組成三條A。3,050底池的5 %應為150，但上限只剩25：7號座位贏得3,025，三個1,000及一個25。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>The main pot (155) is charged first: 7 of the cap of 10. Side pot 1 (50 to
120, seats 9 and 10: 140) would owe 7, but only 3 is left: seat 9&apos;s
straight takes 137.
</source>
        <translation>主池（155）先收佣金：用了上限10中的7。邊池1（由50至120，9號及10號座位：140）本應收7，但只剩3：9號座位的順子贏得137。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>Seats 1 and 2 hold the same A-K-Q-J-10 straight. The pot of 730 less the
capped commission of 25 leaves 705: 350 each and one unit of 5 over, to
seat 1, the first winner clockwise from the marker (seat 5). Seat 1
takes 355.
</source>
        <translation>1號及2號座位持相同的A-K-Q-J-10順子。730的底池減去受上限限制的佣金25，餘下705：每人350，剩一個5的單位，歸1號座位，即由按鈕（莊位，5號座位）起順時針的第一位贏家。1號座位贏得355。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>Seat 3&apos;s 30 over seat 7&apos;s 120 goes back first. Side pot 1 takes 46 to 97:
167, for seats 3 and 4. 4 % of 167 is 6: seat 3 takes 161.
</source>
        <translation>3號座位高出7號座位120的30先退回。邊池1收取由46至97的籌碼：167，歸3號及4號座位爭奪。167的4 %是6：3號座位贏得161。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>The same hand with no cap, at a table whose chip unit is 25: 5 % of 3,050
is 152.5, rounded down to 150. Seat 7 takes 2,900: two 1,000s, one 500
and four 100s.
</source>
        <translation>同一手牌沒有上限，在籌碼單位為25的牌枱：3,050的5 %是152.5，向下取整為150。7號座位贏得2,900：兩個1,000、一個500及四個100。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>40 goes back to seat 3. 5 % of the 190 pot is 9: seat 4&apos;s straight takes
181, one 100, three 25s, one 5 and one 1.
</source>
        <translation>40退回3號座位。190底池的5 %是9：4號座位的順子贏得181，一個100、三個25、一個5及一個1。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>4 % of 4,675 would be 175, but the cap is 100: seat 10&apos;s straight takes
4,575, four 1,000s, one 500 and three 25s.
</source>
        <translation>4,675的4 %應為175，但上限是100：10號座位的順子贏得4,575，四個1,000、一個500及三個25。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>80 goes back to seat 3. 5 % of 380 is 19, rounded down to the chip unit of
10: 10. Seat 4 takes 370: three 100s, one 50 and two 10s.
</source>
        <translation>80退回3號座位。380的5 %是19，向下取整至籌碼單位10：10。4號座位贏得370：三個100、一個50及兩個10。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Omaha: build the pots and pay them</source>
        <translation>奧馬哈：建立底池並派彩</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Omaha pots are settled exactly like hold&apos;em pots; only the reading of the
hands differs (two pocket cards and three board cards, non-banked rule 73).

1. Return the uncalled bet: whatever the biggest bettor put in above the
   second-biggest total goes back to him, outside every pot (ruling R1-1).
2. Build one pot per all-in level (non-banked rules 38, 49 and 50; ruling
   R1-2). The main pot takes every player&apos;s chips up to the smallest all-in,
   folded players included; each side pot takes the next layer. Folded players
   pay into the pots but never win them.
3. Ruling R1-5: take the commission from each pot, main pot first, rounded down to the chip
   unit: 5 % unless the table says otherwise, with the table&apos;s cap if it has one
   (ruling R1-5, the house reading of non-banked rules 7 a and 65;
   ruling R0-3).
4. Give each pot to the best hand among the players who can win it. Rule 66 has
   tied winners share &quot;na proporção das suas apostas&quot;; inside one layered pot
   they put in the same, so the shares are equal (ruling R1-3). Rule 67 splits
   in units of the table minimum, the larger share to &quot;a mão&quot;; the trainer
   takes the chip unit as that unit, and the chips left over go one each to the
   tied winners, starting at the marker seat or the first winner clockwise
   from it (ruling R1-4).
5. Check that payouts plus commission equal everything put in (ruling R1-6).

Words on the floor: the pot is &quot;o pote&quot;, a side pot &quot;pote lateral&quot; (rule 38), an
all-in player &quot;encavado&quot; (rule 49), his stack &quot;a cave&quot;, the commission &quot;a
percentagem&quot; (rule 65), the odd chip &quot;ficha remanescente&quot;.
</source>
        <translation>奧馬哈的底池結算方法與德州撲克完全相同；只有手牌的判讀不同（兩張底牌加三張公共牌，非莊家遊戲規則第七十三條）。

1. 退還無人跟注的下注：投入最多的玩家超出第二大投入總額的部分退回給他，不屬於任何底池（解讀 R1-1）。
2. 每個全押層級建立一個底池（非莊家遊戲規則第三十八條、第四十九條及第五十條；解讀 R1-2）。主池收取每位玩家的籌碼至最小的全押金額為止，包括已棄牌的玩家；每個邊池收取再上一層。已棄牌的玩家向底池投入籌碼，但永遠不能贏得底池。
3. 解讀 R1-5：從每個底池收取佣金，先收主池，向下取整至籌碼單位：除非該枱另有說明，否則為5 %，如該枱設有上限則受上限限制（解讀 R1-5，即賭場對非莊家遊戲規則第七條a項及第六十五條的解讀；解讀 R0-3）。
4. 把每個底池派給可贏取該底池的玩家中牌最大者。規則第六十六條規定平手的贏家按其下注的比例分配；在同一分層底池內他們投入的金額相同，所以份額相等（解讀 R1-3）。規則第六十七條以該枱最低限額為單位分配，較大的份額歸持有按鈕（莊位）的座位；本訓練程式以籌碼單位作為該單位，剩下的籌碼由按鈕座位或由它起按順時針方向第一位贏家開始，逐一分給平手的贏家（解讀 R1-4）。
5. 核對派彩加佣金等於投入的全部金額（解讀 R1-6）。

葡文用語：底池——o pote；邊池——pote lateral（規則第三十八條）；全押玩家——encavado（規則第四十九條），其籌碼——a cave；佣金——a percentagem（規則第六十五條）；餘數籌碼——ficha remanescente。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seat 9 was all-in for 1,100, so 1,300 of seat 3&apos;s 2,400 goes back to seat 3.
The pot is 50 + 100 + 1,100 + 1,100 = 2,350. Seat 3&apos;s king of spades is its
only spade (no flush); it has a pair of queens. Seat 9&apos;s eights with the
board eight make three of a kind. Commission: 5 % of 2,350 = 117.5, so 117;
seat 9 takes 2,233.
</source>
        <translation>9號座位以1,100全押，所以3號座位的2,400中有1,300退回3號座位。底池是50 + 100 + 1,100 + 1,100 = 2,350。3號座位的黑桃K是它唯一的黑桃（沒有同花）；它有一對Q。9號座位的一對8加公共牌的8成三條。佣金：2,350的5 % = 117.5，所以收117；9號座位取得2,233。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seat 9&apos;s 1,500 above seat 7&apos;s 2,000 is uncalled and goes back. The all-in
levels are 400, 900 and 2,000. Main pot: 400 from seats 2, 4, 6, 7 and 9
plus seat 1&apos;s 25 = 2,025, won by seat 2 (kings full of sevens). Side pot 1:
500 each from seats 4, 6, 7 and 9 = 2,000, won by seat 4 (queens full).
Side pot 2: 1,100 each from seats 7 and 9 plus the last 300 of folded seat
6 = 2,500, won by seat 7&apos;s aces and sevens over seat 9&apos;s nines and sevens.
Seat 6 put in 1,200 and folded: its chips are in all three pots, but it
can win none. Commissions: 101, 100 and 125.
</source>
        <translation>9號座位超出7號座位2,000的1,500無人跟注，退回給它。全押層級是400、900和2,000。主池：2、4、6、7及9號座位各400，加1號座位的25 = 2,025，由2號座位（三條K帶一對7的葫蘆）贏得。邊池1：4、6、7及9號座位各500 = 2,000，由4號座位（Q葫蘆）贏得。邊池2：7及9號座位各1,100，加已棄牌的6號座位最後的300 = 2,500，由7號座位的A和7兩對勝過9號座位的9和7兩對贏得。6號座位投入了1,200後棄牌：它的籌碼在全部三個底池中，但它一個也不能贏。佣金：101、100和125。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seats 3 and 8 both make Q-J-10-9-8 and tie. The commission is 5 % of 1,975
= 98.75, so 98; 1,877 remains, 938 each with one chip over. The odd chip
goes to the first winner clockwise from the marker seat 6: seat 8 (seat 7
folded), not seat 3.
</source>
        <translation>3號及8號座位都成Q-J-10-9-8，平手。佣金是1,975的5 % = 98.75，所以收98；剩下1,877，每人938，多出一枚籌碼。該枚餘數籌碼歸由按鈕（莊位）6號座位起按順時針方向的第一位贏家：8號座位（7號座位已棄牌），而不是3號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>All three make the ace-high straight with J-10. The pot is 1,825; 5 % is
91.25, rounded down to the chip unit of 5: 90. That leaves 1,735, or 347 chips of 5:
115 chips (575) each and 2 chips over. From the marker seat 7 clockwise, the
first winner is seat 9, then, past the croupier, seat 2. Each gets one extra
5-chip.
</source>
        <translation>三人都用J-10成A高的順子。底池是1,825；5 %是91.25，向下取整至籌碼單位5：90。剩下1,735，即347枚面值5的籌碼：每人115枚（575），多出2枚。由按鈕（莊位）7號座位起按順時針方向，第一位贏家是9號座位，然後繞過荷官是2號座位。兩者各多得一枚面值5的籌碼。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seat 3 bet 600 and folded to seat 5&apos;s raise to 1,400, so 800 goes back to
seat 5. Seat 1 is all-in for 250: the main pot is 250 from seats 1, 3 and 5
plus the blinds 25 and 50 = 825, and seat 1&apos;s three nines win it (41
commission). The rest of seat 3&apos;s bet, 350, and 350 from seat 5 make a side
pot of 700 that only seat 5 can win (35 commission).
</source>
        <translation>3號座位下注600，面對5號座位加注至1,400時棄牌，所以800退回5號座位。1號座位以250全押：主池是1、3及5號座位各250，加盲注25和50 = 825，由1號座位的三條9贏得（佣金41）。3號座位其餘的350下注與5號座位的350組成700的邊池，只有5號座位可以贏得（佣金35）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>No commission at this table. Seat 4&apos;s kings full of eights win the main pot
(800 from three players plus 50 = 2,450). Seats 6 and 7 both make three
eights with ace and king and split the side pot of 1,400. Check: 2,450 +
700 + 700 = 3,850, everything that was put in.
</source>
        <translation>這張牌枱不收佣金。4號座位的三條K帶一對8的葫蘆贏得主池（三位玩家各800加50 = 2,450）。6號及7號座位都成三條8帶A和K，平分1,400的邊池。核對：2,450 + 700 + 700 = 3,850，即投入的全部金額。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seat 8&apos;s four aces play as one pair of aces; seat 10&apos;s kings with the board
king are three of a kind. 5 % of 8,300 would be 415, but the table caps the
commission at 150, so seat 10 receives 8,150.
</source>
        <translation>8號座位的四張A只當作一對A；10號座位的一對K加公共牌的K是三條。8,300的5 %本應是415，但該枱的佣金上限是150，所以10號座位收到8,150。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seat 4 bet 600 on the flop and everyone folded: the 600 goes back. The pot
of 300 + 300 + 300 + 50 = 950 pays 47 commission even without a showdown,
and seat 4 receives 903 + 600 = 1,503.
</source>
        <translation>4號座位在翻牌下注600，所有人都棄牌：那600退回。300 + 300 + 300 + 50 = 950的底池即使沒有攤牌也要付47佣金，4號座位收到903 + 600 = 1,503。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Omaha: who shows first?</source>
        <translation>奧馬哈：誰先亮牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Cards are turned over only at the croupier&apos;s call. The player who opened the
last betting round shows first, and the others follow one by one to his left,
that is clockwise (non-banked rule 62; ruling R2-1).

In omaha the player with the marker (&quot;a mão&quot;) posts the small blind (rule 81),
and from the flop on (flop, turn and river) he is the first to speak in every
round (non-banked rule 85). So the first to show is the marker seat if it is
still in the hand and could bet on the river; otherwise (folded, or already all
in, &quot;encavado&quot;, when the river round began) the first seat clockwise from the
marker that could act (ruling R2-1). It does not
matter who bet or raised last.

Seats are numbered clockwise from the croupier&apos;s left: clockwise means rising
seat numbers, and after the highest seat comes seat 1 again (non-banked rule 6;
ruling R0-1). Folded players never show; all-in players show in their own
place, and if everyone was all-in the order does not change (rulings R2-4 and
R2-1).

Words on the floor: the marker seat is &quot;a mão&quot;, a betting round a &quot;turno de
apostas&quot;; at the showdown &quot;as cartas são viradas à voz do pagador&quot; (the cards are
turned over at the croupier&apos;s call, rule 62); a player all in is &quot;encavado&quot; (rule
49).
</source>
        <translation>牌只在荷官叫牌時才翻開。開始最後一輪下注的玩家先亮牌，其他人從他左邊起逐一跟隨，即按順時針方向（非莊家遊戲規則第六十二條；解讀 R2-1）。

在奧馬哈中，持有按鈕（莊位）的玩家下小盲注（規則第八十一條），而從翻牌起（翻牌、轉牌和河牌），他在每一輪都最先說話（非莊家遊戲規則第八十五條）。因此，如按鈕座位仍在局中並可在河牌下注，便由它先亮牌；否則（已棄牌，或在河牌一輪開始時已全押），由按鈕起按順時針方向第一個可以行動的座位先亮牌（解讀 R2-1）。誰最後下注或加注並不重要。

座位由荷官左邊起按順時針方向編號：順時針即座位號碼遞增，最大的座位之後再到1號座位（非莊家遊戲規則第六條；解讀 R0-1）。已棄牌的玩家永不亮牌；全押的玩家在自己的位置亮牌，即使所有人都已全押，次序也不變（解讀 R2-4及R2-1）。

葡文用語：持有按鈕（莊位）——ter a mão；下注輪——turno de apostas；攤牌時待荷官宣佈才翻牌——as cartas são viradas à voz do pagador（規則第六十二條）；全押玩家——encavado（規則第四十九條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 2 holds the marker and stayed in: it opened the river round and shows
first. Then clockwise: seats 5, 6 and 9. Seat 3 folded.
</source>
        <translation>2號座位持有按鈕（莊位）並留在局中：它開始了河牌一輪，先亮牌。然後按順時針方向：5、6及9號座位。3號座位已棄牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>The marker seat 6 folded, and so did seat 7. The first seat still in
clockwise from the marker is seat 8; after it come seat 1 and seat 3, on the
other side of the croupier.
</source>
        <translation>按鈕（莊位）6號座位已棄牌，7號座位也是。由按鈕起按順時針方向第一個仍在局中的座位是8號座位；之後是荷官另一邊的1號座位和3號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 9 holds the marker and shows first; seat 3 is next clockwise, past the
croupier.
</source>
        <translation>9號座位持有按鈕（莊位），先亮牌；按順時針方向下一個是經過荷官的3號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 3 holds the marker and shows first. All-in players still show in their
places: seat 5 after seat 3, and seat 1, the first all-in, only at the end,
after seat 8. Seats 4 and 9 folded and do not show.
</source>
        <translation>3號座位持有按鈕（莊位），先亮牌。全押玩家仍在自己的位置亮牌：5號座位在3號座位之後，而第一位全押的1號座位直到最後、在8號座位之後才亮牌。4號及9號座位已棄牌，不亮牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 7 made the last raise, but in omaha under these rules the order comes
from who opened the river round: the marker seat 4, which checked. Seat 4
shows first, then seats 7 and 9.
</source>
        <translation>7號座位作出了最後的加注，但在這些規則下的奧馬哈中，次序取決於誰開始了河牌一輪：按鈕（莊位）4號座位，它已過牌。4號座位先亮牌，然後是7號及9號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>All three players were all-in, so nobody bet on the river. The order is the
same as usual: the marker seat 7 folded, so seat 8, the first seat still in
to its left, shows first, then seats 1 and 5.
</source>
        <translation>三位玩家都已全押，所以河牌無人下注。次序與平常相同：按鈕（莊位）7號座位已棄牌，所以由它左邊第一個仍在局中的8號座位先亮牌，然後是1號及5號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Ten seats: the marker seat 1 and seats 2 and 3 folded. Seat 4 is the first
still in clockwise from the marker and shows first, then 6, 9 and 10.
</source>
        <translation>十個座位：按鈕（莊位）1號座位以及2號、3號座位都已棄牌。4號座位是由按鈕起按順時針方向第一個仍在局中的座位，先亮牌，然後是6、9及10號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 10, the last seat before the croupier, holds the marker and shows
first. The next seat to its left is seat 2, then seat 4 and seat 7.
</source>
        <translation>10號座位，即荷官之前的最後一個座位，持有按鈕（莊位），先亮牌。它左邊的下一個座位是2號座位，然後是4號座位和7號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Omaha: who wins the pot?</source>
        <translation>奧馬哈：誰贏得底池？</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>In omaha each player receives four pocket cards (non-banked rule 77) and shares
five board cards. His hand is made of exactly two of his four cards and exactly
three of the board cards: never one or three of his own, never four or five
from the board (non-banked rule 73; ruling R3-1).

This one rule causes most omaha mistakes. With four hearts on the board, a
player holding a single heart has no flush. A player holding all four aces
gets only one pair of aces from his hand (the board may add a second pair or a
trio). Four of a kind on the board gives nobody four of a kind, because only
three board cards can be used. A player holding 7-8-9 with 10-J on the board
cannot make 7-8-9-10-J: that straight would take three of his cards.

The ranking of hands (non-banked rule 17) and the ties (non-banked rule 18) are
the same as in hold&apos;em: the fifth card of four of a kind, the pair of a full
house and the side cards of three of a kind all count (ruling R3-4). The ace
plays high or low, A-2-3-4-5 being the lowest straight (non-banked rule 72;
ruling R3-1). Equal hands share the pot (non-banked rule 66; ruling R1-3).

Words on the floor: &quot;o pagador&quot; (the croupier), &quot;cartas pessoais&quot; (pocket
cards), &quot;cartas comuns&quot; (the board), &quot;o pote&quot; (the pot); the player with the
marker has &quot;a mão&quot;.
</source>
        <translation>在奧馬哈中，每位玩家收到四張底牌（非莊家遊戲規則第七十七條），並共用五張公共牌。他的手牌由他四張牌中的正好兩張，加公共牌中的正好三張組成：永不是一張或三張自己的牌，永不是四張或五張公共牌（非莊家遊戲規則第七十三條；解讀 R3-1）。

奧馬哈的大部分錯誤都源於這一條規則。公共牌有四張紅心時，只持有一張紅心的玩家沒有同花。持有全部四張A的玩家，從手中只得一對A（公共牌可能再加一對或成三條）。公共牌有四條並不會給任何人四條，因為只可用三張公共牌。持有7-8-9而公共牌有10-J的玩家不能成7-8-9-10-J：這個順子要用他三張牌。

手牌的排名（非莊家遊戲規則第十七條）及平手（非莊家遊戲規則第十八條）與德州撲克相同：四條的第五張牌、葫蘆的對子及三條的旁牌都要計算（解讀 R3-4）。A可大可小，A-2-3-4-5是最小的順子（非莊家遊戲規則第七十二條；解讀 R3-1）。相同的手牌平分底池（非莊家遊戲規則第六十六條；解讀 R1-3）。

葡文用語：荷官——o pagador；底牌——cartas pessoais；公共牌——cartas comuns；底池——o pote；按鈕（莊位）座位——a mão。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Four hearts are on the board and seat 3 holds the queen of hearts, but it
must use exactly two pocket cards with three board cards: at most four
hearts, so no flush. Its best hand is a pair of queens. Seat 6 uses its two
nines with the board nine: three of a kind wins.
</source>
        <translation>公共牌有四張紅心，3號座位持有紅心Q，但它必須用正好兩張底牌加三張公共牌：最多四張紅心，所以沒有同花。它最好的手牌是一對Q。6號座位用它的兩張9加公共牌的9：三條勝出。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seat 4 sees 7-8-9-10-J, but that straight uses three pocket cards and only
two from the board. With exactly two pocket cards it has no straight; its
best is the board&apos;s pair of threes. Seat 7 uses A-Q with A-3-3 from the
board: aces and threes, two pair, and wins.
</source>
        <translation>4號座位看到7-8-9-10-J，但這個順子要用三張底牌，只用兩張公共牌。用正好兩張底牌時它沒有順子；它最好的是公共牌的一對3。7號座位用A-Q加公共牌的A-3-3：A和3兩對，勝出。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seat 2 holds four aces, but only two of them can be used: a pair of aces.
Seat 9 pairs its king. Seat 5 uses its two nines with the board nine: three
of a kind beats both pairs.
</source>
        <translation>2號座位持有四張A，但只可用其中兩張：一對A。9號座位的K成對。5號座位用它的兩張9加公共牌的9：三條勝過兩個對子。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Nobody has four nines: only three board cards may be used. Seats 3 and 10
make three nines with two pocket cards as side cards; seat 10 cannot add the
board king to its king, because that would be four board cards. Seat 6 puts
its pair of eights with three nines: a full house, the winner.
</source>
        <translation>沒有人有四條9：只可用三張公共牌。3號及10號座位以三張9成三條，兩張底牌作旁牌；10號座位不能把公共牌的K加到它的K上，因為那會用到四張公共牌。6號座位用它的一對8加三張9：葫蘆，是贏家。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seats 3 and 5 both make aces and sevens with the board&apos;s A-7-7. Those are
the three board cards, so the fifth card must be their second pocket card:
seat 3&apos;s queen beats seat 5&apos;s six. (In hold&apos;em both would play the board
king and tie.) Seat 8&apos;s queens and sevens are lower.
</source>
        <translation>3號及5號座位都以公共牌的A-7-7成A和7兩對。那是三張公共牌，所以第五張牌必須是它們的第二張底牌：3號座位的Q勝過5號座位的6。（在德州撲克中兩者都會用公共牌的K而平手。）8號座位的Q和7兩對較低。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seat 2 makes A-2-3-4-5, the lowest straight. Seat 7 makes 3-4-5-6-7 with its
six and seven, which is higher. Seat 9&apos;s three kings lose to both straights.
</source>
        <translation>2號座位成A-2-3-4-5，最小的順子。7號座位以它的6和7成3-4-5-6-7，較大。9號座位的三條K輸給兩個順子。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seat 1 holds the ace of spades, but it is its only spade: no flush. Seats 4
and 6 each hold two spades and make a flush with the three on the board.
Seat 4&apos;s K-Q-9-6-4 beats seat 6&apos;s Q-9-7-5-4. (Seat 4&apos;s K-10 also makes a
straight, but the flush is higher.)
</source>
        <translation>1號座位持有黑桃A，但那是它唯一的黑桃：沒有同花。4號及6號座位各持有兩張黑桃，加公共牌的三張成同花。4號座位的K-Q-9-6-4勝過6號座位的Q-9-7-5-4。（4號座位的K-10也成順子，但同花較大。）
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seats 3 and 5 both make Q-J-10-9-8. Seat 5&apos;s queen of spades gives it only
one spade, so no flush. Seat 9&apos;s 10-9-8-7-6 is lower. Seats 3 and 5 tie and
share the pot.
</source>
        <translation>3號及5號座位都成Q-J-10-9-8。5號座位的黑桃Q令它只有一張黑桃，所以沒有同花。9號座位的10-9-8-7-6較低。3號及5號座位平手，平分底池。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Omaha (Macau 2010): colour up</source>
        <translation>奧馬哈（澳門2010）：兌換大面值籌碼</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Every bet is made in chips (Despacho 97/2010 art. 4.1), and the chips a player puts
in are whatever he holds. A stack of small chips is slow to count and slow to check:
the croupier colours it up, exchanging it for the fewest chips of the same total,
the largest first. The Despacho says nothing of how chips are made up: the fewest
chips is the house&apos;s practice.

Here a seat hands in its chips as small chips: each chip of the amount&apos;s fewest
make-up changed into the next smaller chips (a 1,000 as two 500s, a 100 as four
25s). The amounts under the chips are hidden: count the stack from the largest chip
down, then build the same total in the fewest chips, largest first. 1,975 handed in
as 2 × 500, 5 × 100, 16 × 25 and 15 × 5 (38 chips) goes back as one 1,000, one 500,
four 100s and three 25s (9 chips).

The right total earns half the marks, the fewest chips the other half. Amounts are
whole multiples of the table&apos;s chip unit, its smallest chip (ruling R0-3).

Words on the floor: the chips are &quot;fichas de jogo&quot; (Despacho 97/2010 art. 4.1).
</source>
        <translation>所有下注均以籌碼作出（經濟財政司司長第97/2010號批示第四條第一款），玩家放入的籌碼就是他手上的籌碼。一疊小面值籌碼點算慢、核對也慢：荷官會把它換成大面值籌碼，以同一總額的最少籌碼、由最大面值開始兌換。批示沒有規定籌碼如何組成：以最少籌碼兌換是賭場慣例。

這裏一個座位以小面值籌碼交來：總額最少籌碼組合中的每個籌碼，都換成次一級的較小籌碼（1,000換成兩個500，100換成四個25）。籌碼下的金額會隱藏：由最大的籌碼開始點算整疊，然後以最少籌碼、由最大面值開始砌出同一總額。以2 × 500、5 × 100、16 × 25及15 × 5（38個籌碼）交來的1,975，換回一個1,000、一個500、四個100及三個25（9個籌碼）。

總額正確得一半分數，最少籌碼得另一半。金額都是該枱籌碼單位（即最小的籌碼）的整數倍（解讀 R0-3）。

葡文用語：籌碼——fichas de jogo（經濟財政司司長第97/2010號批示第四條第一款）。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 5 hands in 2 × 5,000 + 5 × 1,000 + 2 × 500 + 5 × 100 + 12 × 25 = 16,800, 26
chips. Coloured up from the largest chip: 1 × 10,000 + 1 × 5,000 + 1 × 1,000 +
1 × 500 + 3 × 100, 7 chips.
</source>
        <translation>5號座位交來2 × 5,000 + 5 × 1,000 + 2 × 500 + 5 × 100 + 12 × 25 = 16,800，共26個籌碼。由最大的籌碼開始兌換：1 × 10,000 + 1 × 5,000 + 1 × 1,000 + 1 × 500 + 3 × 100，共7個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 1 hands in 5 × 100 + 12 × 25 + 15 × 5 + 5 × 1 = 880, 37 chips. Coloured up from
the largest chip: 1 × 500 + 3 × 100 + 3 × 25 + 1 × 5, 8 chips.
</source>
        <translation>1號座位交來5 × 100 + 12 × 25 + 15 × 5 + 5 × 1 = 880，共37個籌碼。由最大的籌碼開始兌換：1 × 500 + 3 × 100 + 3 × 25 + 1 × 5，共8個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 11 hands in 2 × 500 + 8 × 25 + 5 × 5 + 15 × 1 = 1,240, 30 chips. Coloured up
from the largest chip: 1 × 1,000 + 2 × 100 + 1 × 25 + 3 × 5, 7 chips.
</source>
        <translation>11號座位交來2 × 500 + 8 × 25 + 5 × 5 + 15 × 1 = 1,240，共30個籌碼。由最大的籌碼開始兌換：1 × 1,000 + 2 × 100 + 1 × 25 + 3 × 5，共7個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 8 hands in 2 × 5,000 + 5 × 1,000 + 4 × 500 + 8 × 25 = 17,200, 19 chips.
Coloured up from the largest chip: 1 × 10,000 + 1 × 5,000 + 2 × 1,000 + 2 × 100, 6
chips.
</source>
        <translation>8號座位交來2 × 5,000 + 5 × 1,000 + 4 × 500 + 8 × 25 = 17,200，共19個籌碼。由最大的籌碼開始兌換：1 × 10,000 + 1 × 5,000 + 2 × 1,000 + 2 × 100，共6個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 12 hands in 2 × 500 + 5 × 100 + 4 × 25 + 10 × 5 = 1,650, 21 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 500 + 1 × 100 + 2 × 25, 5 chips.
</source>
        <translation>12號座位交來2 × 500 + 5 × 100 + 4 × 25 + 10 × 5 = 1,650，共21個籌碼。由最大的籌碼開始兌換：1 × 1,000 + 1 × 500 + 1 × 100 + 2 × 25，共5個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 8 hands in 16 × 25 + 10 × 5 + 10 × 1 = 460, 36 chips. Coloured up from the
largest chip: 4 × 100 + 2 × 25 + 2 × 5, 8 chips.
</source>
        <translation>8號座位交來16 × 25 + 10 × 5 + 10 × 1 = 460，共36個籌碼。由最大的籌碼開始兌換：4 × 100 + 2 × 25 + 2 × 5，共8個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 9 hands in 6 × 500 + 5 × 100 + 12 × 25 = 3,800, 23 chips. Coloured up from the
largest chip: 3 × 1,000 + 1 × 500 + 3 × 100, 7 chips.
</source>
        <translation>9號座位交來6 × 500 + 5 × 100 + 12 × 25 = 3,800，共23個籌碼。由最大的籌碼開始兌換：3 × 1,000 + 1 × 500 + 3 × 100，共7個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 8 hands in 2 × 500 + 16 × 25 + 10 × 5 = 1,450, 28 chips. Coloured up from the
largest chip: 1 × 1,000 + 4 × 100 + 2 × 25, 7 chips.
</source>
        <translation>8號座位交來2 × 500 + 16 × 25 + 10 × 5 = 1,450，共28個籌碼。由最大的籌碼開始兌換：1 × 1,000 + 4 × 100 + 2 × 25，共7個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Omaha (Macau 2010): the house commission and its cap</source>
        <translation>奧馬哈（澳門2010）：賭場佣金及其上限</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>&quot;The house may charge a commission of three to five per cent of the pot of each
hand, up to five times the big blind&quot; (Despacho 97/2010 art. 16). Each table posts
its rate; the trainer uses 5 % unless the table says otherwise, and the cap is
always five big blinds: 250 at blinds of 25/50, 500 at 50/100 (ruling R1-5).

Work it out in this order. Return any bet nobody called: it is not in the pot and
pays nothing (ruling R1-1). Build the main pot and any side pots (ruling R1-2).
Then charge each pot in turn, main pot first: the rate times that pot, rounded
DOWN to the table&apos;s chip unit (ruling R0-3), until the total for the hand reaches
the cap. Once the cap is reached the remaining pots pay nothing; a pot that would
go past it pays only what is left of the cap.

Art. 16 gives the house the right (&quot;o direito de cobrar&quot;) to the commission &quot;de
cada jogada&quot; (of each hand): the house charges every hand, including one won
without a showdown, even before the flop (ruling R1-5). There is no &quot;no flop, no
drop&quot; here.

Words of the regulation: &quot;comissão&quot; (commission), &quot;pote&quot; (pot), &quot;aposta prévia
maior&quot; (big blind), &quot;jogada&quot; (hand).
</source>
        <translation>「賭場可就每局的底池收取百分之三至百分之五的佣金，上限為大盲注的五倍」（經濟財政司司長第97/2010號批示第十六條）。每張牌枱會標示其佣金率；除非該枱另有說明，本訓練程式採用5 %，而上限永遠是五個大盲注：盲注25/50時為250，50/100時為500（解讀 R1-5）。

按以下次序計算。退還任何無人跟注的下注：它不在底池中，也不付佣金（解讀 R1-1）。建立主池及任何邊池（解讀 R1-2）。然後逐一向每個底池收取佣金，先收主池：佣金率乘以該底池，向下取整至該枱的籌碼單位（解讀 R0-3），直至該局的總額達到上限。一旦達到上限，其餘的底池便不付佣金；會超過上限的底池只付上限餘下的金額。

第十六條給予賭場就每一局收取佣金的權利：賭場每一局都收取佣金，包括未經攤牌而贏得的一局，即使在翻牌之前也一樣（解讀 R1-5）。這裏沒有不見翻牌不收佣的做法。

葡文用語：佣金——comissão；底池——pote；大盲注——aposta prévia maior；一局——jogada。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>The pot is 520 + 520 + 100 = 1,140. 5 % is 57; the smallest chip is 5, so the
house takes 55.
</source>
        <translation>底池是520 + 520 + 100 = 1,140。5 %是57；最小的籌碼是5，所以賭場收取55。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Blinds 25/50. How much commission does the house take?</source>
        <translation>盲注25/50。賭場收取多少佣金？</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>5 % of 7,000 is 350, but the cap is five big blinds: 5 x 50 = 250.
</source>
        <translation>7,000的5 %是350，但上限是五個大盲注：5 x 50 = 250。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Blinds 50/100. How much commission does the house take?</source>
        <translation>盲注50/100。賭場收取多少佣金？</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>At this table the cap is 5 x 100 = 500. 5 % of 8,000 is 400, under the cap, so
the full 400 is taken. Do not carry the 250 cap of a 25/50 table over.
</source>
        <translation>這張牌枱的上限是5 x 100 = 500。8,000的5 %是400，低於上限，所以全數收取400。不要把25/50牌枱的250上限搬過來。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>This table charges 3 %, blinds 25/50. How much commission does the house take?</source>
        <translation>這張牌枱收取3 %，盲注25/50。賭場收取多少佣金？</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>3 % of 10,000 is 300; the cap of five big blinds (250) still applies whatever the
rate.
</source>
        <translation>10,000的3 %是300；不論佣金率多少，五個大盲注（250）的上限仍然適用。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Main pot 3 x 1,800 = 5,400: 5 % is 270, more than the cap, so 250 is taken from
the main pot. The side pot of 1,000 pays nothing because the hand&apos;s cap is used
up.
</source>
        <translation>主池3 x 1,800 = 5,400：5 %是270，超過上限，所以從主池收取250。1,000的邊池不付佣金，因為該局的上限已用完。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Main pot 3 x 1,000 = 3,000 pays 150. Side pot 2 x 2,000 = 4,000 would pay 200, but
only 100 is left under the cap of 250. The hand pays 250.
</source>
        <translation>主池3 x 1,000 = 3,000，付150。邊池2 x 2,000 = 4,000本應付200，但250的上限只剩下100。該局共付250。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Seat 5 bets 1,000 on the river and seat 9 folds. How much commission does the
house take?
</source>
        <translation>5號座位在河牌下注1,000，9號座位棄牌。賭場收取多少佣金？
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>The 1,000 was not called and goes back to seat 5 without commission. The pot is
50 + 800 + 800 = 1,650; 5 % is 82.5, rounded down to 80.
</source>
        <translation>那1,000無人跟注，不收佣金退回5號座位。底池是50 + 800 + 800 = 1,650；5 %是82.5，向下取整為80。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Seat 9 raises to 150 before the flop and both blinds fold. How much commission
does the house take?
</source>
        <translation>9號座位在翻牌前加注至150，兩個盲注都棄牌。賭場收取多少佣金？
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>The 100 that nobody matched goes back to seat 9. The pot is 25 + 50 + 50 = 125.
Commission is charged on every hand, flop or no flop: 5 % of 125 is 6.25,
rounded down to 5.
</source>
        <translation>無人跟上的100退回9號座位。底池是25 + 50 + 50 = 125。不論有沒有翻牌，每一局都收取佣金：125的5 %是6.25，向下取整為5。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>This table charges 4 % and its smallest chip is 25. How much commission does the
house take?
</source>
        <translation>這張牌枱收取4 %，最小的籌碼是25。賭場收取多少佣金？
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>4 % of 2,450 is 98. The house rounds down to whole 25-unit chips: 75.
</source>
        <translation>2,450的4 %是98。賭場向下取整至完整的面值25籌碼：75。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>Omaha (Macau 2010): count the stack</source>
        <translation>奧馬哈（澳門2010）：點算籌碼疊</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>All bets are made with gaming chips (&quot;Todas as apostas são feitas por meio
de fichas de jogo&quot;, Despacho 97/2010 art. 4.1). The croupier counts each
seat&apos;s chips at a glance; here the amounts under the chips are hidden until
you answer.

Count from the largest chip down: the chip legend gives each colour&apos;s value
and every chip shows its value on its face. Stacks are drawn in the fewest
chips of the table&apos;s set, larger denominations behind; a full stack is 20
chips, drawn short and marked &quot;×20&quot;. Amounts are whole multiples of the
table&apos;s chip unit (ruling R0-3).
</source>
        <translation>所有下注均以博彩籌碼作出（經濟財政司司長第97/2010號批示第四條第一款）。荷官一眼點算每個座位的籌碼；這裏籌碼下的金額會隱藏，直至你作答。

由最大的籌碼點算至最小：枱上的籌碼圖例列出每種顏色的面值，每個籌碼的面上亦印有其面值。籌碼疊以該枱籌碼組合中最少的籌碼畫出，面值較大的在後；一整疊是20個籌碼，畫得較矮並標上「×20」。金額是該枱籌碼單位的整數倍（解讀 R0-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: one 10,000, one 5,000, one 1,000, one 500 and three 100s: 16,800.
</source>
        <translation>由最大的籌碼開始：一個10,000、一個5,000、一個1,000、一個500及三個100：16,800。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: one 500, three 100s, three 25s and one 5: 880.
</source>
        <translation>由最大的籌碼開始：一個500、三個100、三個25及一個5：880。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, two 100s, one 25 and three 5s: 1,240.
</source>
        <translation>由最大的籌碼開始：一個1,000、兩個100、一個25及三個5：1,240。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: one 10,000, one 5,000, two 1,000s and two 100s: 17,200.
</source>
        <translation>由最大的籌碼開始：一個10,000、一個5,000、兩個1,000及兩個100：17,200。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 500, one 100 and two 25s: 1,650.
</source>
        <translation>由最大的籌碼開始：一個1,000、一個500、一個100及兩個25：1,650。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: four 100s, two 25s and two 5s: 460.
</source>
        <translation>由最大的籌碼開始：四個100、兩個25及兩個5：460。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: three 1,000s, one 500 and three 100s: 3,800.
</source>
        <translation>由最大的籌碼開始：三個1,000、一個500及三個100：3,800。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, four 100s and two 25s: 1,450.
</source>
        <translation>由最大的籌碼開始：一個1,000、四個100及兩個25：1,450。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>Omaha (Macau 2010): cut a split pot</source>
        <translation>奧馬哈（澳門2010）：分開平手的底池</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>When two or more players hold equal hands, the pot is divided into equal
parts &quot;até ao valor mínimo susceptível de divisão&quot;, down to the smallest
amount that can be divided (Despacho 97/2010 art. 10.4; ruling R1-3). The
question tells you who ties and for which pot; the chips are on the table and
close up in the panel, with no totals: count them.

Cut the pot as the croupier does. First count it, from the largest chip down.
Then take the house&apos;s commission off the pot before it is split: 3 to 5 % of
the pot, 5 % unless the table card says otherwise, rounded down to the chip
unit, and never more in the whole hand than five times the big blind (art.
16; ruling R1-5; ruling R0-3). Pots are charged main pot first, so when the
main pot has used up the cap a side pot pays nothing. What is left is cut
into equal stacks, one per winner, in whole chip units; a chip that does not
divide evenly is changed for smaller ones from the tray (house practice).

Art. 10.5 gives &quot;o valor remanescente, não divisível&quot; to &quot;the participant
still in play immediately to the croupier&apos;s left&quot;. The article does not say
&quot;tied winner&quot;: the house reads it among the tied winners of that pot, and
gives that one winner the whole remainder, the lowest seat number, whatever
seat holds the marker (ruling R1-4). Three winners of 1,570 in units of 5
take 530, 520, 520, not 525, 525, 520.

Type each winner&apos;s stack: Tab goes to the next winner, Enter hands the cut
in. A click on a winner&apos;s seat takes you to that winner&apos;s stack.

Words of the regulation: &quot;pote&quot; (pot), &quot;comissão&quot; (commission, art. 16),
&quot;aposta prévia maior&quot; (big blind), &quot;valor remanescente&quot; (the remainder).
</source>
        <translation>兩位或以上玩家的牌相同時，底池分成相等的部分，「直至可分割的最小金額」（經濟財政司司長第97/2010號批示第十條第四款；解讀 R1-3）。題目會說明誰平手、在哪個底池；籌碼在枱上，並在面板中近看顯示，不顯示總數：請點算。

像荷官一樣分池。先點算底池，由最大的籌碼點算至最小。然後在分池前從底池收取賭場的佣金：底池的3至5 %，除非枱卡另有規定，收取5 %，並向下取整至籌碼單位，而整局收取的佣金不會超過大盲注的五倍（第十六條；解讀 R1-5；解讀 R0-3）。各底池由主池開始收取佣金，所以當主池已用盡上限時，邊池不付佣金。餘下的分成相等的籌碼疊，每位贏家一疊，以完整的籌碼單位計；不能平分的籌碼以籌碼盤中較小的籌碼兌換（賭場慣例）。

第十條第五款把不能分割的餘數給「荷官左邊緊接仍在局中的參與者」。該條沒有說「平手的贏家」：賭場將其理解為該底池平手的贏家之一，並把全部餘數給這一位贏家，即座位號碼最小者，不論按鈕（莊位）在哪個座位（解讀 R1-4）。三位贏家以5為單位分1,570，得530、520、520，而不是525、525、520。

輸入每位贏家的籌碼疊：Tab移到下一位贏家，Enter提交分池。點擊贏家的座位會前往該贏家的籌碼疊。

葡文用語：底池——pote；佣金——comissão（第十六條）；大盲注——aposta prévia maior；餘數——valor remanescente（第十條第五款）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>The pot is 1,025; commission 5 % is 51.25, rounded down to 50, leaving
975: 195 units of 5, 97 each (485) and one over. The marker is at seat 7,
but art. 10.5 counts from the croupier&apos;s left, not from the marker: of the
winners, seat 4 comes first and takes 490.
</source>
        <translation>底池是1,025；5 %佣金是51.25，向下取整為50，餘下975：195個5的單位，每人97個（485），剩一個。按鈕（莊位）在7號座位，但第十條第五款由荷官左邊起計，而不是由按鈕起計：贏家之中4號座位先到，取得490。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>The pot is 1,005; commission 50.25 rounds down to 50, leaving 955: 191
units, 63 each (315) and two over. Both units go to the one winner first
from the croupier&apos;s left, seat 2: 325, 315, 315. Hold&apos;em&apos;s rule 67 would
give one unit each to seats 6 and 11, the first from the marker; Omaha
(Macau) does not.
</source>
        <translation>底池是1,005；佣金50.25向下取整為50，餘下955：191個單位，每人63個（315），剩兩個。兩個單位都歸由荷官左邊起的第一位贏家，即2號座位：325、315、315。德州撲克的規則第六十七條會把一個單位各分給6號及11號座位，即由按鈕（莊位）起的首兩位；奧馬哈（澳門）則不是這樣。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>The big blind is 100, so the hand&apos;s commission is at most 500. 5 % of
12,555 would be 627.75, so the cap applies: 500. The 12,055 left is 2,411
units, 1,205 each (6,025) and one over, to seat 5, first from the
croupier&apos;s left: 6,030.
</source>
        <translation>大盲注是100，所以這局的佣金最多是500。12,555的5 %是627.75，所以按上限收取：500。餘下的12,055是2,411個單位，每人1,205個（6,025），剩一個，歸由荷官左邊起的第一位，即5號座位：6,030。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>Seat 3&apos;s three aces win the main pot of 4 x 1,800 = 7,200 alone, and its
commission, 360 before the cap, takes the whole cap of 5 x 50 = 250. The
side pot is 605 from each of seats 6 and 10 and 5 from folded seat 1:
1,215, and it pays no commission. Seats 6 and 10 hold equal hands, ace,
king, queen, jack, eight: 243 units, 121 each (605) and one over, to seat
6: 610.
</source>
        <translation>3號座位的三條A獨得4 x 1,800 = 7,200的主池，其佣金未計上限前是360，用盡了5 x 50 = 250的全部上限。邊池是6號及10號座位各605，加上已棄牌的1號座位的5：1,215，不付佣金。6號及10號座位的牌相同，A、K、Q、J、8：243個單位，每人121個（605），剩一個，歸6號座位：610。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>This table charges 4 %. The pot is 3,150; 4 % is 126, rounded down to 125
(under the cap of 500), leaving 3,025: 605 units, 302 each (1,510) and one
over, to seat 3, first from the croupier&apos;s left: 1,515.
</source>
        <translation>此枱收取4 %。底池是3,150；4 %是126，向下取整為125（低於500的上限），餘下3,025：605個單位，每人302個（1,510），剩一個，歸由荷官左邊起的第一位，即3號座位：1,515。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>The pot is 840; commission 42 rounds down to 40, under the cap of 5 x 20 =
100. The 800 left is 160 units, 80 each: 400 and 400, nothing left over.
</source>
        <translation>底池是840；佣金42向下取整為40，低於5 x 20 = 100的上限。餘下的800是160個單位，每人80個：400及400，沒有剩餘。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>The pot is 1,825; commission 91.25 rounds down to 90, under the cap of
250, leaving 1,735: 347 units, 86 each (430) and three over. All three go
to the one winner first from the croupier&apos;s left, seat 3: 445, and 430 to
each of the others.
</source>
        <translation>底池是1,825；佣金91.25向下取整為90，低於250的上限，餘下1,735：347個單位，每人86個（430），剩三個。三個單位都歸由荷官左邊起的第一位贏家，即3號座位：445，其他每人430。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>The pot is 1,475; commission 73.75 rounds down to 70, leaving 1,405: 281
units, 140 each (700) and one over. Seat 9 holds the marker, but the
remainder goes to the winner first from the croupier&apos;s left: seat 2 takes
705.
</source>
        <translation>底池是1,475；佣金73.75向下取整為70，餘下1,405：281個單位，每人140個（700），剩一個。9號座位持有按鈕（莊位），但餘數歸由荷官左邊起的第一位贏家：2號座位取得705。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Omaha (Macau 2010): reading a hand with exactly two hole cards</source>
        <translation>奧馬哈（澳門2010）：以正好兩張底牌判讀手牌</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Each player holds four cards and the board has five. The player&apos;s hand is the
best five cards made of EXACTLY TWO of his own cards and EXACTLY THREE board cards
(Despacho 97/2010 art. 10.1; ruling R3-1). Not one hole card and four board cards,
not three and two: two and three, every time.

This is where croupiers misread hands. Four hearts on the board and one heart in
the hand is no flush: the player needs two hearts of his own. Four cards to a
straight on the board and one card in the hand is no straight. Four aces in the
hand play as two aces only: with an unpaired board that is one pair of aces, with
a paired board two pair, and with three of a kind on the board a full house, the
board&apos;s three of a kind full of aces. A board with four of a kind gives nobody four
of a kind, because only three board cards can play. Work through the pairs of hole cards one at a time and keep the best.

The categories (art. 15), highest first: royal flush, straight flush, four of a
kind, full house, flush, straight, three of a kind, two pair, one pair, and five
odd cards (&quot;cinco cartas diferentes&quot;, art. 15.10; the trainer&apos;s answer list calls
it high card). The deck has 52 cards and the ace plays high or low: A-2-3-4-5 is
the lowest straight (art. 14.3).

Words of the regulation: &quot;hole cards/pocket cards&quot; (the four private cards, art.
6.1), of which the hand uses &quot;duas cartas da sua mão&quot; (art. 10.1),
&quot;flop&quot;, &quot;turn&quot;, &quot;river&quot;, &quot;inutilizar uma carta&quot; (burn a card).
</source>
        <translation>每位玩家持有四張牌，公共牌有五張。玩家的手牌是由他自己「正好兩張」牌和「正好三張」公共牌組成的最佳五張牌（經濟財政司司長第97/2010號批示第十條第一款；解讀 R3-1）。不是一張底牌加四張公共牌，也不是三張加兩張：每一次都是兩張加三張。

荷官就是在這裏看錯手牌。公共牌有四張紅心而手中有一張紅心，並不是同花：玩家自己需要有兩張紅心。公共牌有四張可成順子的牌而手中有一張，並不是順子。手中的四張A只能當作兩張A：公共牌沒有對子時是一對A，公共牌有對子時是兩對，公共牌有三條時是葫蘆：公共牌的三條帶一對A。公共牌有四條，並不會給任何人四條，因為只可用三張公共牌。逐一檢視每一對底牌的組合，保留最好的一手。

牌型類別（第十五條）由高至低為：皇家同花順、同花順、四條、葫蘆、同花、順子、三條、兩對、一對，以及五張散牌（五張不同的牌，第十五條（十）項；本訓練程式的答案列表稱之為高牌）。一副牌有52張，A可大可小：A-2-3-4-5是最小的順子（第十四條第三款）。

葡文用語：底牌（四張私人的牌）——hole cards/pocket cards（第六條第一款），手牌只用其中兩張——duas cartas da sua mão（第十條第一款）；翻牌——flop；轉牌——turn；河牌——river；燒牌——inutilizar uma carta。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 2 has only one heart, so it cannot make a flush; its best is the two jacks
with A-K-9 from the board. Seat 5 plays its two hearts with three board hearts.
Seat 8 plays its two kings with the king on the board.
</source>
        <translation>2號座位只有一張紅心，所以不能成同花；它最好的是一對J加公共牌的A-K-9。5號座位用它的兩張紅心加三張公共牌紅心。8號座位用它的兩張K加公共牌的K。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 1&apos;s nine would need four board cards (5-6-7-8) to make a straight, and only
three may play: its best is a pair of aces. Seat 4 plays 9-T with 6-7-8; seat 6
plays 3-4 with 5-6-7.
</source>
        <translation>1號座位的9需要四張公共牌（5-6-7-8）才能成順子，而只可用三張：它最好的是一對A。4號座位用9-T加6-7-8；6號座位用3-4加5-6-7。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Three board kings plus two hole cards: a hole pair makes a full house (seat 2),
the fourth king makes four of a kind (seat 6), and two odd cards leave three of
a kind (seat 9).
</source>
        <translation>三張公共牌K加兩張底牌：底牌是對子便成葫蘆（2號座位），第四張K成四條（6號座位），兩張散牌則只有三條（9號座位）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Only two of seat 3&apos;s aces can play, so four aces in the hand are one pair of
aces. Seat 7 plays T-8 with Q-J-9 for a queen-high straight.
</source>
        <translation>3號座位的A只可用兩張，所以手中的四張A只是一對A。7號座位用T-8加Q-J-9，成Q高的順子。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 1 looks strong but has nothing: the board has only two spades, so no flush;
K-Q-J-T-9 would need three hole cards; no card pairs. Ace high. Seat 5 plays 5-6
with 2-3-4; seat 10 plays A-5 with 2-3-4, the lowest straight.
</source>
        <translation>1號座位看似很強，但甚麼也沒有：公共牌只有兩張黑桃，所以沒有同花；K-Q-J-T-9需要三張底牌；沒有牌成對。A高。5號座位用5-6加2-3-4；10號座位用A-5加2-3-4，成最小的順子。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 2&apos;s queens with Q-8-8 make queens full of eights. Seat 8&apos;s fours with
4-8-8 make fours full of eights. Seat 4&apos;s kings with the board&apos;s eights are two
pair. Seat 11 has no straight (3-5 with 2-4 needs a six or an ace on the board)
and only the board pair of eights.
</source>
        <translation>2號座位的一對Q加Q-8-8，成三條Q帶一對8的葫蘆。8號座位的一對4加4-8-8，成三條4帶一對8的葫蘆。4號座位的一對K加公共牌的一對8是兩對。11號座位沒有順子（3-5加2-4需要公共牌有6或A），只有公共牌的一對8。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 3 plays Q-8 of diamonds with 9-T-J of diamonds: a straight flush. Seat 5
plays A-3 of diamonds for a flush (its Q-J straight ranks lower). Seat 8 has
only one diamond, so its K-Q with J-T-9 is a straight.
</source>
        <translation>3號座位用方塊Q-8加方塊9-T-J：同花順。5號座位用方塊A-3成同花（它的Q-J順子較低）。8號座位只有一張方塊，所以它的K-Q加J-T-9是順子。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Only three of the four board sevens can play. Seat 1 adds its aces: sevens full
of aces. Seat 6 has no pair to add, so three sevens with ace-king is its best
hand. Nobody has four of a kind.
</source>
        <translation>四張公共牌7之中只可用三張。1號座位加上它的一對A：三條7帶一對A的葫蘆。6號座位沒有對子可加，所以三條7帶A-K是它最好的手牌。沒有人有四條。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>Omaha (Macau 2010): pay it in chips</source>
        <translation>奧馬哈（澳門2010）：用籌碼賠付</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>All bets are made with gaming chips (Despacho 97/2010 art. 4.1). Once the
pots are settled, the croupier pushes each winner its share, built from the
chips of the table&apos;s set. Work out the share first, then build it.

1. The share is the regulation&apos;s. Return any uncalled bet first (ruling
   R1-1). Build a side pot for each all-in amount (art. 10; ruling R1-2).
   Take each pot&apos;s commission before it is split: 5 % unless the table says
   3 % or 4 %, rounded down to the chip unit, and never more than 5 big
   blinds for the hand (art. 16; ruling R1-5). The rest goes to the best
   hand among the seats that can win that pot; tied winners share it in
   equal parts (art. 10.4; ruling R1-3), and the whole remainder goes to one
   winner, the first clockwise from the croupier&apos;s left (art. 10.5, as the
   house reads it; ruling R1-4).
2. The chips are the house&apos;s. No regulation says how a payment is made up:
   the house pays in the fewest chips its set allows, the largest chip
   first. 960 is one 500, four 100s, two 25s and two 5s (nine chips).
3. The chip legend on the table shows the set; there is no chip smaller
   than the chip unit.

A payment with the right amount but more chips than needed earns half the
marks.
</source>
        <translation>所有投注均以博彩籌碼進行（經濟財政司司長第97/2010號批示第四條第一款）。各底池結算後，荷官把每位贏家的份額推給他，用該枱籌碼組合中的籌碼砌出。先計出份額，再砌籌碼。

1. 份額由規例決定。先退回任何無人跟上的下注（解讀 R1-1）。每一個全押金額設一個邊池（第十條；解讀 R1-2）。每個底池在分配前先收取佣金：除非該枱定為3 %或4 %，否則是5 %，向下取整至籌碼單位，而整局不超過5個大盲注（第十六條；解讀 R1-5）。餘下的歸可贏該底池的座位中持牌最好者；平手的贏家均分（第十條第四款；解讀 R1-3），整個餘數歸一位贏家，即由荷官左方起順時針的第一位（第十條第五款，按賭場的理解；解讀 R1-4）。
2. 籌碼由賭場決定。規例沒有規定賠付如何組成：賭場以其籌碼組合所能做到的最少籌碼賠付，由最大的籌碼開始。960是一個500、四個100、兩個25及兩個5（九個籌碼）。
3. 枱上的籌碼圖例列出籌碼組合；沒有比籌碼單位更小的籌碼。

金額正確但用了多於所需的籌碼，只得一半分數。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>Seat 7&apos;s 50 over seat 4&apos;s all-in goes back first. 5 % of the 1,010 pot is
50 (the cap is 5 x 20 = 100). Seat 7&apos;s full house takes 960.
</source>
        <translation>7號座位高出4號座位全押額的50先退回。1,010底池的5 %是50（上限是5 x 20 = 100）。7號座位的葫蘆贏得960。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>80 goes back to seat 4. 5 % of 2,410 would be 120, but the hand&apos;s cap is
5 big blinds, 100: seat 7 takes 2,310.
</source>
        <translation>80退回4號座位。2,410的5 %應為120，但整局上限是5個大盲注，即100：7號座位贏得2,310。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>175 goes back to seat 4. 3 % of 1,075 is 32, leaving 1,043 for seats 4
and 7, who tie: 521 each and 1 over, to seat 4, the first winner
clockwise from the croupier&apos;s left. Seat 4 takes 522.
</source>
        <translation>175退回4號座位。1,075的3 %是32，餘下1,043給平手的4號及7號座位：每人521，剩1，歸4號座位，即由荷官左方起順時針的第一位贏家。4號座位贏得522。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>Side pot 1 takes 3,222 to 3,389 from every seat that reached it: 668, for
seats 4 and 5. 5 % is 33: seat 4 takes 635.
</source>
        <translation>邊池1收取每個到達該層的座位由3,222至3,389的籌碼：668，歸4號及5號座位爭奪。5 %是33：4號座位贏得635。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>5 % of the 5,050 pot is 252.5, rounded down to the chip unit of 25: 250,
under the cap of 500. Seat 7&apos;s full house takes 4,800: four 1,000s, one
500 and three 100s.
</source>
        <translation>5,050底池的5 %是252.5，向下取整至籌碼單位25：250，低於上限500。7號座位的葫蘆贏得4,800：四個1,000、一個500及三個100。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>5 % of the 420 pot is 21 (the cap is 100): seat 8&apos;s three eights take 399,
three 100s, three 25s, four 5s and four 1s.
</source>
        <translation>420底池的5 %是21（上限是100）：8號座位的三條8贏得399，三個100、三個25、四個5及四個1。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>The main pot (21,500) uses the whole cap of 5 big blinds, 500. Side pot 1
(5,375 to 8,000: 7,875) is charged nothing: seat 5&apos;s full house takes all
7,875.
</source>
        <translation>主池（21,500）用盡整個上限，即5個大盲注500。邊池1（由5,375至8,000：7,875）不收佣金：5號座位的葫蘆贏得全部7,875。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>5 % of 3,260 would be 160, but the cap is 5 x 20 = 100: seat 12 takes
3,160, three 1,000s, one 100, one 50 and one 10.
</source>
        <translation>3,260的5 %應為160，但上限是5 x 20 = 100：12號座位贏得3,160，三個1,000、一個100、一個50及一個10。</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Omaha (Macau 2010): pots, commission and split pots</source>
        <translation>奧馬哈（澳門2010）：底池、佣金及平分底池</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Settle the hand in four steps. First, a bet nobody called goes back to the player
who made it: the excess of the seat that put in the most over the second-largest
amount is in no pot and pays no commission (ruling R1-1).

Second, build the pots. The main pot takes from every seat, folded or not, up to
the smallest all-in amount; each side pot takes the next layer. Folded seats&apos; chips
stay in the pots, but folded seats can never win them, and an all-in player can
win only the pots he paid into in full (ruling R1-2).

Third, take the commission, pot by pot, main pot first, before each pot is split:
the house&apos;s percentage (3 to 5 %, 5 % unless the table says otherwise), rounded
DOWN to the chip unit, until the hand&apos;s total reaches the cap of five big blinds
(Despacho 97/2010 art. 16; ruling R1-5; rounding, ruling R0-3). With blinds of
25/50 the cap is 250; at 50/100 it is 500. When the main pot uses up the cap, the
side pots pay nothing.

Fourth, pay each pot to the best hand among the seats eligible for it. Equal hands
share it equally, down to the smallest chip (art. 10.4; ruling R1-3). Art. 10.5
gives the value that cannot be divided to &quot;the participant still in play
immediately to the croupier&apos;s left&quot; (&quot;o participante ainda em jogo imediatamente
à esquerda do «croupier»&quot;). The article does not say &quot;tied winner&quot;: the house
reads it among the tied winners of that pot, and gives that one winner the whole
remainder — the lowest seat number, whatever seat holds the marker (ruling R1-4).
Payouts plus commission always equal what the seats put in (ruling R1-6).

Words of the regulation: &quot;pote&quot; (pot), &quot;composição final&quot; (showdown), &quot;desistir&quot;
(fold), &quot;marcador&quot; (marker).
</source>
        <translation>分四步結算該局。第一，無人跟注的下注退回下注的玩家：投入最多的座位超出第二大投入額的部分不屬於任何底池，也不付佣金（解讀 R1-1）。

第二，建立底池。主池從每個座位（不論是否已棄牌）收取至最小的全押金額為止；每個邊池收取再上一層。已棄牌座位的籌碼留在底池中，但已棄牌的座位永遠不能贏取這些底池，而全押玩家只能贏取他已足額投入的底池（解讀 R1-2）。

第三，在分配每個底池之前逐一收取佣金，先收主池：按賭場的百分比（3至5 %，除非該枱另有說明，否則為5 %），向下取整至籌碼單位，直至該局的總額達到五個大盲注的上限（經濟財政司司長第97/2010號批示第十六條；解讀 R1-5；取整：解讀 R0-3）。盲注25/50時上限是250；50/100時是500。主池用完上限時，邊池便不付佣金。

第四，把每個底池派給有資格贏取該底池的座位中牌最大者。相同的牌平分底池，分至最小的籌碼為止（第十條第四款；解讀 R1-3）。第十條第五款把不能分割的金額給予「荷官左邊緊鄰、仍在局中的參與者」。該條沒有說「平手的贏家」：賭場把它理解為在該底池平手的贏家之中，並把全部餘數給予那一位贏家——座位號碼最小者，不論按鈕（莊位）在哪個座位（解讀 R1-4）。派彩加佣金永遠等於各座位投入的金額（解讀 R1-6）。

葡文用語：底池——pote；攤牌——composição final；棄牌——desistir；按鈕——marcador。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The pot is 1,250, folded seat 7&apos;s big blind included. 5 % is 62.5, rounded down
to 60 with 5-unit chips. Seat 5&apos;s three eights beat seat 1&apos;s kings and eights
and take 1,190.
</source>
        <translation>底池是1,250，包括已棄牌的7號座位的大盲注。5 %是62.5，以面值5的籌碼向下取整為60。5號座位的三條8勝過1號座位的K和8兩對，取得1,190。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>5 % of 6,000 would be 300, but art. 16 caps the commission at five big blinds:
5 x 50 = 250. Seat 8&apos;s queens full beat seat 2&apos;s straight and take 5,750.
</source>
        <translation>6,000的5 %本應是300，但第十六條把佣金上限定為五個大盲注：5 x 50 = 250。8號座位的Q葫蘆勝過2號座位的順子，取得5,750。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The smallest chip at this table is 25. Seats 3 and 8 hold the same straight.
Build the pot and the payouts.
</source>
        <translation>這張牌枱最小的籌碼是25。3號及8號座位持有相同的順子。建立底池並計算派彩。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Seat 1 posted the big blind of 50 and folded to the raise. 5 % of 1,650 is 82.5,
rounded down to 75 in 25-unit chips. The 1,575 left is 63 chips: 31 each and one
left over. Art. 10.5 gives what cannot be divided to &quot;the participant still in
play immediately to the croupier&apos;s left&quot;; the house reads that among the tied
winners (ruling R1-4): the lowest seat number, seat 3. Where the marker sits
does not matter in this game.
</source>
        <translation>1號座位下了50的大盲注，面對加注時棄牌。1,650的5 %是82.5，以面值25的籌碼向下取整為75。剩下的1,575是63枚籌碼：每人31枚，剩下一枚。第十條第五款把不能分割的部分給予「荷官左邊緊鄰、仍在局中的參與者」；賭場把它理解為在平手的贏家之中（解讀 R1-4）：座位號碼最小者，即3號座位。在這個遊戲中，按鈕（莊位）在哪裏並不重要。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Main pot 3 x 500 = 1,500, commission 75; seat 2&apos;s three aces take 1,425. Side pot
2 x 1,000 = 2,000, commission 100 (the hand&apos;s total, 175, is under the 250 cap);
seat 6&apos;s three kings beat seat 9&apos;s eights for 1,900.
</source>
        <translation>主池3 x 500 = 1,500，佣金75；2號座位的三條A取得1,425。邊池2 x 1,000 = 2,000，佣金100（該局總額175，低於250的上限）；6號座位的三條K勝過9號座位的三條8，取得1,900。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Commission: 5 % of 1,650 is 82.5, so 80. The 1,570 left is 314 chips of 5: 104
each and 2 left over. The house reads art. 10.5 as one participant
(ruling R1-4): both go to the first tied winner from the croupier&apos;s left,
seat 2.
</source>
        <translation>佣金：1,650的5 %是82.5，所以收80。剩下的1,570是314枚面值5的籌碼：每人104枚，剩下2枚。賭場把第十條第五款理解為一位參與者（解讀 R1-4）：兩枚都歸由荷官左邊起第一位平手的贏家，即2號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Seat 4 bets 1,000 on the river and seat 7 folds. Build the pot and say what seat
4 is paid.
</source>
        <translation>4號座位在河牌下注1,000，7號座位棄牌。建立底池，並說出4號座位獲派多少。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The 1,000 nobody called goes back to seat 4 untouched. The pot is 50 + 800 +
800 = 1,650; the commission is 5 % of it, 82.5 rounded down to 80, even though
nobody showed. Seat 4 gets 1,570 from the pot plus its 1,000.
</source>
        <translation>無人跟注的1,000原封不動退回4號座位。底池是50 + 800 + 800 = 1,650；佣金是其5 %，82.5向下取整為80，即使無人亮牌也一樣。4號座位從底池取得1,570，加上它的1,000。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The main pot is 3 x 2,000 = 6,000: 5 % would be 300, so the cap of 250 applies
and is used up. The side pot of 2,000 pays no commission. Seat 1&apos;s jacks full win
the main pot; for the side pot seat 10&apos;s eights full beat seat 5&apos;s aces and
jacks.
</source>
        <translation>主池是3 x 2,000 = 6,000：5 %本應是300，所以適用250的上限，上限用完。2,000的邊池不付佣金。1號座位的J葫蘆贏得主池；邊池方面，10號座位的8葫蘆勝過5號座位的A和J兩對。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Blinds 50/100, 25-unit chips. Build the pots and the payouts.
</source>
        <translation>盲注50/100，籌碼單位25。建立底池並計算派彩。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The cap here is 5 x 100 = 500. The main pot of 4,500 pays 225. The side pot of
7,000 would pay 350, but only 275 of the cap is left, so it pays 275. Seat 2&apos;s
ace-high flush takes the main pot; seat 6&apos;s ten-high flush beats seat 3&apos;s three
kings for the side pot.
</source>
        <translation>這裏的上限是5 x 100 = 500。4,500的主池付225。7,000的邊池本應付350，但上限只剩下275，所以付275。2號座位的A高同花取得主池；6號座位的10高同花勝過3號座位的三條K，取得邊池。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>This table charges 3 % commission. Seats 4 and 7 both hold an ace-high
straight. Build the pot and the payouts.
</source>
        <translation>這張牌枱收取3 %佣金。4號及7號座位都持有A高的順子。建立底池並計算派彩。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>3 % of 2,600 is 78, rounded down to 75. The 2,525 left is 505 chips: 252 each and
one over, which goes to seat 4, the tied winner nearest the croupier&apos;s left.
</source>
        <translation>2,600的3 %是78，向下取整為75。剩下的2,525是505枚籌碼：每人252枚，多出一枚，歸4號座位，即最接近荷官左邊的平手贏家。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Omaha (Macau 2010): who shows first</source>
        <translation>奧馬哈（澳門2010）：誰先亮牌</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>After the last betting round every player still in the hand must show his cards
(Despacho 97/2010 art. 8.5). The regulation does not say in what order, so the
house practice of ruling R2-2 applies.

If anyone bet on the final street (the river), the LAST player to bet or raise on
it shows first. A bet followed by a raise means the raiser shows first; a re-raise
moves the duty again. An all-in counts as what it was: an all-in raise is a raise,
so that player shows first, but an all-in call, even for less than the bet, is
only a call. If nobody bet on the final street (everyone checked, or everyone was
already all-in), the first seat still in to the left of the marker shows first.

After the first player, the others show in turn clockwise, that is, in increasing
seat number, wrapping from the highest seat back to seat 1 (ruling R0-1). Players
who folded never show (ruling R2-4), even if they bet or raised before folding.

Words of the regulation: &quot;subir a aposta&quot; (raise), &quot;preferir&quot; (check),
&quot;desistir&quot; (fold), &quot;aposta prévia menor / maior&quot; (small / big blind).
</source>
        <translation>最後一輪下注結束後，每位仍在局中的玩家都必須亮出他的牌（經濟財政司司長第97/2010號批示第八條第五款）。規例沒有說明次序，因此適用解讀 R2-2的賭場慣例。

如有人在最後一輪（河牌）下注，在該輪「最後」下注或加注的玩家先亮牌。下注後有人加注，即由加注者先亮牌；再加注則再次轉移這項責任。全押按其實際性質計算：全押加注是加注，因此該玩家先亮牌；但全押跟注，即使金額少於該注，也只是跟注。如最後一輪無人下注（所有人都過牌，或所有人都已全押），由按鈕（莊位）左邊第一個仍在局中的座位先亮牌。

第一位玩家之後，其他人按順時針方向輪流亮牌，即按座位號碼遞增，由最大的座位號碼繞回1號座位（解讀 R0-1）。已棄牌的玩家永不亮牌（解讀 R2-4），即使他們在棄牌前曾下注或加注。

葡文用語：加注——subir a aposta；過牌——preferir；棄牌——desistir；小盲注／大盲注——aposta prévia menor / maior。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Everyone checked on the river. In which order do the players show?</source>
        <translation>河牌時所有人都過牌。玩家按甚麼次序亮牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>With no bet on the river, the first seat still in to the left of the marker
(seat 4) shows first: seat 5. Then clockwise: seat 8, then seat 2.
</source>
        <translation>河牌無人下注，所以由按鈕（莊位，4號座位）左邊第一個仍在局中的座位先亮牌：5號座位。然後按順時針方向：8號座位，然後2號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seats 3 and 4, just to the left of the marker, posted the blinds and folded.
Counting clockwise from the marker, the first seat still in is seat 6, so it
shows first; then seat 9 and seat 1.
</source>
        <translation>緊接按鈕（莊位）左邊的3號及4號座位下了盲注後棄牌。由按鈕起按順時針方向數，第一個仍在局中的座位是6號座位，所以由它先亮牌；然後是9號座位和1號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 7 bet the river and everyone called. In which order do the players show?</source>
        <translation>7號座位在河牌下注，所有人都跟注。玩家按甚麼次序亮牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 7 made the only bet of the river, so it shows first, and the order goes on
clockwise: 9, then round to 2 and 4.
</source>
        <translation>7號座位作出了河牌唯一的下注，所以由它先亮牌，次序按順時針方向繼續：9，然後繞回2和4。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>On the river seat 8 bets 200, seat 3 raises to 600, and both others call. In
which order do the players show?
</source>
        <translation>在河牌，8號座位下注200，3號座位加注至600，其餘兩人都跟注。玩家按甚麼次序亮牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>The raise makes seat 3 the last aggressor, so seat 3 shows first, not seat 8
who bet first. Then clockwise: seat 6, seat 8.
</source>
        <translation>加注令3號座位成為最後進攻者，所以由3號座位先亮牌，而不是最先下注的8號座位。然後按順時針方向：6號座位、8號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>On the river seat 3 bets 500 and seat 5 moves all-in for 1,200; both others
call. In which order do the players show?
</source>
        <translation>在河牌，3號座位下注500，5號座位以1,200全押；其餘兩人都跟注。玩家按甚麼次序亮牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>An all-in that raises the bet is a raise (ruling R2-2), so seat 5 is the last
aggressor and shows first. Then clockwise: seat 10, then round to seat 3.
</source>
        <translation>提高注額的全押是加注（解讀 R2-2），所以5號座位是最後進攻者，由它先亮牌。然後按順時針方向：10號座位，然後繞回3號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>On the river seat 9 bets 800, seat 1 calls all-in for 350, and seat 4 calls.
In which order do the players show?
</source>
        <translation>在河牌，9號座位下注800，1號座位以350全押跟注，4號座位跟注。玩家按甚麼次序亮牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 1&apos;s all-in was a call for less, not a raise, so seat 9 is still the last
aggressor and shows first. The all-in seat shows in its place, clockwise after
seat 9.
</source>
        <translation>1號座位的全押是金額不足的跟注，不是加注，所以9號座位仍是最後進攻者，由它先亮牌。全押的座位在自己的位置亮牌，即按順時針方向在9號座位之後。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>No bet, so the first seat still in to the left of the marker shows first: seat
10. Clockwise the order wraps round to seat 1, and the marker&apos;s own seat, 9,
shows last.
</source>
        <translation>無人下注，所以由按鈕（莊位）左邊第一個仍在局中的座位先亮牌：10號座位。按順時針方向，次序繞回1號座位，而按鈕本身所在的9號座位最後亮牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>On the river seat 4 bets, seat 6 raises, seat 8 folds, seat 11 calls, seat 4
re-raises, seat 6 folds and seat 11 calls. In which order do the players show?
</source>
        <translation>在河牌，4號座位下注，6號座位加注，8號座位棄牌，11號座位跟注，4號座位再加注，6號座位棄牌，11號座位跟注。玩家按甚麼次序亮牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 4&apos;s re-raise was the last aggressive action, so seat 4 shows first. Seat 6
raised too, but then folded: folded seats never show (ruling R2-4).
</source>
        <translation>4號座位的再加注是最後的進攻性行動，所以由4號座位先亮牌。6號座位也曾加注，但之後棄牌：已棄牌的座位永不亮牌（解讀 R2-4）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Three players were all-in before the river and seat 7 had called them; there
was no betting on the river. In which order do the players show?
</source>
        <translation>有三位玩家在河牌前已全押，7號座位向他們跟注；河牌沒有下注。玩家按甚麼次序亮牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Nobody bet on the final street, so the first seat still in to the left of the
marker (seat 5) shows first: seat 6. All-in seats show in their places,
clockwise: 7, then round to 1 and 3.
</source>
        <translation>最後一輪無人下注，所以由按鈕（莊位，5號座位）左邊第一個仍在局中的座位先亮牌：6號座位。全押的座位在各自的位置按順時針方向亮牌：7，然後繞回1和3。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>A twelve-seat table. On the river seat 7 bets 400, seat 11 raises to 1,000, seat
12 calls, seat 2 folds and seat 7 calls. In which order do the players show?
</source>
        <translation>一張十二個座位的牌枱。在河牌，7號座位下注400，11號座位加注至1,000，12號座位跟注，2號座位棄牌，7號座位跟注。玩家按甚麼次序亮牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 11 raised last and shows first. Clockwise from seat 11 come seat 12, then
(wrapping past the folded seat 2) seat 7.
</source>
        <translation>11號座位最後加注，由它先亮牌。由11號座位起按順時針方向是12號座位，然後（繞過已棄牌的2號座位）是7號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Omaha (Macau 2010): who wins the pot</source>
        <translation>奧馬哈（澳門2010）：誰贏得底池</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Each player makes his best five-card hand from exactly two of his four cards and
exactly three of the five board cards (Despacho 97/2010 art. 10.1; ruling R3-1).
The best hand wins the pot (art. 10.2); equal hands split it (art. 10.4; ruling
R1-3). Read every hand by the two-and-three rule before comparing.

Hands rank as listed in art. 15, from royal flush down to five odd cards. Suits are
all equal (art. 14.1). The ace is high, or low in 5-4-3-2-A, the lowest straight
(art. 14.3).

Within a category this regulation has its own kicker rules (ruling R3-4). For four
of a kind the fifth card never counts (art. 15.3). For a full house the trio is
compared first and, if the trios are equal, the PAIR decides (art. 15.4). For
three of a kind the trio is compared first and, if equal, the two odd cards decide
(art. 15.7). Two pair, one pair, flushes and high cards compare every card in
turn. Croupiers who also deal five-card stud must not carry its rule over: in stud
only the trio counts, here the pair and the kickers do.

Words of the regulation: &quot;composição final&quot; (showdown), &quot;cinco cartas
diferentes&quot; (five odd cards, the lowest hand), &quot;marcador&quot; (marker).
</source>
        <translation>每位玩家以他四張牌中的正好兩張，加五張公共牌中的正好三張，組成最佳的五張牌（經濟財政司司長第97/2010號批示第十條第一款；解讀 R3-1）。最好的手牌贏得底池（第十條第二款）；相同的手牌平分底池（第十條第四款；解讀 R1-3）。比較之前，先按兩張加三張的規則判讀每一手牌。

手牌按第十五條所列排名，由皇家同花順至五張散牌。所有花色都相等（第十四條第一款）。A是最大的牌，或在最小的順子5-4-3-2-A中作小牌（第十四條第三款）。

在同一類別之內，這個規例有自己的踢腳牌規則（解讀 R3-4）。四條的第五張牌永不計算（第十五條（三）項）。葫蘆先比較三條，如三條相同，由「對子」決定（第十五條（四）項）。三條先比較三條，如相同，由兩張散牌決定（第十五條（七）項）。兩對、一對、同花及高牌逐張比較每一張牌。同時派梭哈的荷官不可把梭哈的規則搬過來：梭哈只計三條，這裏對子和踢腳牌都要計。

葡文用語：攤牌——composição final；五張散牌（最小的手牌）——cinco cartas diferentes；按鈕——marcador。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Both players show. Which seat wins?</source>
        <translation>兩位玩家都亮牌。哪個座位贏？</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seat 2 holds one heart, so it has no flush: its best hand is a pair of fives.
Seat 6 plays 9-7 with A-7-9 from the board: two pair, nines and sevens.
</source>
        <translation>2號座位只有一張紅心，所以沒有同花：它最好的手牌是一對5。6號座位用9-7加公共牌的A-7-9：兩對，9和7。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Both hold three kings with a pair: seat 3 kings full of nines, seat 7 kings full
of fives. The trios are equal, so the pair decides (art. 15.4): nines beat
fives. Under stud rules these would tie; not in this game.
</source>
        <translation>兩人都是三條K加一對：3號座位是三條K帶一對9的葫蘆，7號座位是三條K帶一對5的葫蘆。三條相同，所以由對子決定（第十五條（四）項）：9勝過5。按梭哈規則這會是平手；在這個遊戲中不是。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Both have three queens. Seat 1 plays Q-A with the board&apos;s Q-Q-8; seat 5 plays
Q-K with Q-Q-8. The odd cards decide (art. 15.7): the ace beats the king.
</source>
        <translation>兩人都是三條Q。1號座位用Q-A加公共牌的Q-Q-8；5號座位用Q-K加Q-Q-8。由散牌決定（第十五條（七）項）：A勝過K。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>All three players show. Which seat or seats win?</source>
        <translation>三位玩家都亮牌。哪個或哪些座位贏？</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seats 4 and 9 both play K-Q with J-T-9: the same king-high straight, so they
split the pot (art. 10.4). Seat 1&apos;s 8-7 makes only a jack-high straight.
</source>
        <translation>4號及9號座位都用K-Q加J-T-9：相同的K高順子，所以平分底池（第十條第四款）。1號座位的8-7只成J高的順子。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seat 3&apos;s aces make only aces and queens (A-A with Q-Q-8). Seat 6 plays its two
threes with 3-Q-Q from the board: threes full of queens, a full house.
</source>
        <translation>3號座位的一對A只成A和Q兩對（A-A加Q-Q-8）。6號座位用它的兩張3加公共牌的3-Q-Q：三條3帶一對Q，是葫蘆。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>All three players show. Which seat wins?</source>
        <translation>三位玩家都亮牌。哪個座位贏？</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seats 2 and 5 each play two hearts with K-9-4 of hearts. Seat 2&apos;s flush is ace
high, seat 5&apos;s is king high. Seat 8&apos;s single heart makes no flush at all.
</source>
        <translation>2號及5號座位各用兩張紅心加紅心K-9-4。2號座位的同花是A高，5號座位的是K高。8號座位只有一張紅心，根本不成同花。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seat 1&apos;s A-2 with 3-4-5 is a straight, but the ace plays low: five high, the
lowest straight (art. 14.3). Seat 7&apos;s 6-7 with 3-4-5 is a seven-high straight
and wins. Seat 4&apos;s three kings are below both straights.
</source>
        <translation>1號座位的A-2加3-4-5是順子，但A作小牌：5高，是最小的順子（第十四條第三款）。7號座位的6-7加3-4-5是7高的順子，勝出。4號座位的三條K低於這兩個順子。
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seats 2 and 8 both make jacks full, using the three board jacks with their own
pair. The trios are the same, so the pair decides: aces beat kings (art. 15.4).
Seat 10 has no straight, because any three board cards it plays include a jack;
it plays three jacks with 9-8.
</source>
        <translation>2號及8號座位都用三張公共牌J加自己的對子成J葫蘆。三條相同，所以由對子決定：A勝過K（第十五條（四）項）。10號座位沒有順子，因為它所用的任何三張公共牌都包括一張J；它用三條J加9-8。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Non-banked poker: the deal, the bets at the table, misdeals and player errors</source>
        <translation>非莊家撲克：派牌、牌枱上的下注、派牌錯誤及玩家錯誤</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The general rules of non-banked poker (rules 1-71, &quot;regras gerais&quot;) apply to
Hold&apos;em, Omaha and &quot;póquer sintético&quot; alike; this lesson&apos;s questions are asked in
all three games. The regulation calls the croupier &quot;o pagador&quot;, the marker seat
&quot;a mão&quot;, a player&apos;s stack his &quot;cave&quot;, the pot &quot;o pote&quot;, a raise &quot;repicar&quot; and a
misdeal &quot;erro na distribuição&quot;.

The deal (rules 31-34): the pagador checks the deck is complete and sound and
shuffles at least three times so that no player sees the cards (31); a card seen
during or after the cut means shuffling again (33); the cards go clockwise,
unseen by the other players, slid along the cloth, never lifted (34).

At the table: chips placed past the player&apos;s line are a bet; an announced amount
that differs from the chips is made exact by the pagador giving change (53). No
raise after seeing the others&apos; reactions (55); players speak only as needed and
&quot;parol&quot; is forbidden (56); a player may look at his cards again to call, never
to raise (57); a player need not announce his hand and what he announces does
not count (63). Rule 14 lists what players may not do: play in pairs, share or
split the pot, make agreements, add chips to the cave once the hand has begun,
lend, take cards out of view, swap seats, comment, mark cards, and more.

Rule 69, misdeal (&quot;erro na distribuição&quot;): the hand is void and a new hand is
dealt when the cards were not dealt in the regulation order (a); a player got the
wrong number of cards and it cannot be corrected (b); a player received a card
that is not his and saw it (c); a card is missing from the deck or the deck is
otherwise wrong (e); a card is damaged (f); the pagador turns over more than one
card while dealing (g). (69 d, more than one face-up card in the deck, is asked
with the flop games&apos; errors; sintético voids the hand for a single one, rule
109 c.)

Rule 70 a, b: a winning hand announced wrongly is corrected from the cards on
the table (a); cards dealt to an absent player who does not arrive in time to
bet in his turn are taken away, the hand is valid and he is out of it (b).

Rule 71, player errors:
- a) a player who does not decide at once, holding up the game (&quot;atrasando o
  desenrolar da jogada&quot;), is warned by the pagador; if he keeps doing it he must
  leave the table;
- b) a player who threw his cards into the discards thinking nobody had called
  him: the pagador tries to rebuild his hand; if it cannot be done, or doubts
  remain, he loses his right to the pot;
- c) a call short of the amount may be completed, never taken back;
- d) a raise not announced is a call, the excess is returned;
- e) a player who shows his own cards: the hand stays valid;
- f) a bet out of turn (&quot;fora da sua vez&quot;) stands but may not be increased when
  his turn comes;
- g) a player who mixes his cards with another&apos;s, on purpose or not: both hands
  are void (ruling R8-11: when the pagador mixes them it is a pagador&apos;s error);
- h) a misdeal must be announced before the first betting round begins;
- i) a player who let his turn to bet go by (&quot;deixar passar a sua vez&quot;) must tell
  the pagador at once; the fiscal (floor inspector) decides, and if he lets him
  back in, the player may never raise the previous bet (ruling R8-11: he may
  only call).
</source>
        <translation>非莊家撲克的一般規則（規則第一條至第七十一條）同樣適用於德州撲克、奧馬哈及Póquer sintético；本課的問題在這三種遊戲中都會出現。

葡文用語：一般規則——regras gerais；荷官——o pagador；持有按鈕（莊位）——ter a mão；玩家的籌碼——cave；底池——o pote；加注——repicar；派牌錯誤——erro na distribuição（規則第六十九條）；串通取消對局——parol（規則第五十六條）；監場主任——fiscal（規則第七十一條i項）。

派牌（規則第三十一條至第三十四條）：荷官檢查一副牌完整無損，並最少洗牌三次，使任何玩家都看不到牌（第三十一條）；切牌期間或之後有牌被看見，就要重新洗牌（第三十三條）；牌按順時針方向派出，不讓其他玩家看見，沿枱布滑出，絕不可提起（第三十四條）。

在牌枱上：放過玩家界線的籌碼即為下注；宣佈的金額與籌碼不符時，由荷官找換，使下注金額準確（第五十三條）。看過其他玩家的反應後不得加注（第五十五條）；玩家只可在必要時說話，並禁止串通取消對局（第五十六條）；玩家可再看自己的牌以跟注，但絕不可為加注而再看（第五十七條）；玩家無須宣佈自己的牌，其宣佈亦不作準（第六十三條）。規則第十四條列出玩家不得做的事：合夥玩、分享或平分底池、私下協議、牌局開始後往籌碼中加籌碼、借出籌碼、把牌拿離視線範圍、調換座位、評論、在牌上做記號等等。

規則第六十九條，派牌錯誤：出現以下情況時，該局無效並重新派一局：牌沒有按規定次序派出（a項）；玩家收到的牌數目不對且無法更正（b項）；玩家收到不屬於他的牌並看到了（c項）；一副牌中缺了一張牌或在其他方面有誤（e項）；有牌損壞（f項）；荷官派牌時翻開多於一張牌（g項）。（第六十九條d項，即一副牌中有多於一張正面朝上的牌，會在翻牌類遊戲的錯誤中問到；Póquer sintético只要有一張就判該局無效，規則第一百零九條c項。）

規則第七十條a、b項：宣佈錯誤的勝出牌型，按枱上的牌更正（a項）；派給不在場玩家的牌，若他未能及時趕到在輪到他時下注，則收回這些牌，該局有效，他不參與該局（b項）。

規則第七十一條，玩家錯誤：
- a項）玩家不即時作出決定，拖延牌局，由荷官警告；如再犯，他必須離開牌枱；
- b項）玩家以為沒有人跟注而把牌扔進棄牌堆：荷官嘗試重組他的手牌；如無法重組或仍有疑問，他失去分得底池的權利；
- c項）不足額的跟注可以補足，但絕不可收回；
- d項）沒有宣佈的加注當作跟注，多出的籌碼退回；
- e項）玩家亮出自己的牌：該局仍然有效；
- f項）搶先行動的下注有效，但輪到他時不得增加；
- g項）玩家把自己的牌與他人的牌混在一起，不論是否故意：兩手牌均無效（解讀 R8-11：如由荷官混在一起，則屬荷官的錯誤）；
- h項）派牌錯誤必須在第一輪下注開始前宣佈；
- i項）玩家錯過了輪到他下注的時機，必須立即告知荷官；由監場主任決定，如准許他重新加入，該玩家絕不可加注之前的下注（解讀 R8-11：他只可跟注）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>After the deal you realise you started with the wrong player, so the cards
were not dealt in the regulation order. What happens?
</source>
        <translation>派牌後你發現由錯誤的玩家開始派牌，因此牌沒有按規例的順序派出。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: the hand is void and a new hand is dealt.</source>
        <translation>派牌錯誤：該局無效，重新派一局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The cards are moved so each player gets the ones he should have had.</source>
        <translation>調動牌張，讓每位玩家得到他本應得到的牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The hand is valid, because no player has looked at his cards yet.</source>
        <translation>該局有效，因為還沒有玩家看過自己的牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 a): cards not dealt in the regulation order are a misdeal; the hand
is declared void and a new hand begins.
</source>
        <translation>規則第六十九條a項：沒有按規定次序派牌即屬派牌錯誤；該局宣佈無效，重新開始新一局。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 6 receives a card that belongs to seat 7 and looks at it. What
happens?
</source>
        <translation>6號座位收到一張屬於7號座位的牌，並看了那張牌。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 6 passes it to seat 7 and the deal goes on.</source>
        <translation>6號座位把牌交給7號座位，繼續派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 6&apos;s hand alone is dead.</source>
        <translation>只有6號座位的手牌作廢。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: the hand is void and dealt again.</source>
        <translation>派牌錯誤：該局無效，重新派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 c): a player who receives a card that does not belong to him and
sees it causes a misdeal; the hand is void and dealt again.
</source>
        <translation>規則第六十九條c項：玩家收到不屬於他的牌並看到了，即構成派牌錯誤；該局無效，重新派牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>During the hand it is found that one card is missing from the deck. What
happens?
</source>
        <translation>牌局期間發現一副牌中缺了一張牌。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The hand is played out; a new deck comes in afterwards.</source>
        <translation>該局照常玩完；之後換過一副牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The player who spotted it may fold and take back his bets.</source>
        <translation>發現問題的玩家可以棄牌並取回他的下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 e): a card missing from the deck, or a deck wrongly made up for any
other reason, is a misdeal: the hand is void and a new one begins.
</source>
        <translation>規則第六十九條e項：一副牌中缺了一張牌，或因任何其他原因一副牌組成有誤，即屬派牌錯誤：該局無效，重新開始新一局。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>After the deal you find that one card dealt to seat 2 is torn at a corner.
What happens?
</source>
        <translation>派牌後你發現派給2號座位的一張牌缺了一角。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 2 gets the next card instead, and play goes on.</source>
        <translation>改為給2號座位下一張牌，牌局繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The card stays in play; the deck is changed after the hand.</source>
        <translation>該張牌繼續使用；該局結束後才換一副牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 f): a damaged card makes the deal a misdeal; the hand is void and
dealt again (with a sound deck: rule 31 has the pagador check the deck is
&quot;em perfeitas condições&quot;).
</source>
        <translation>規則第六十九條f項：有牌損壞即令派牌成為派牌錯誤；該局無效，重新派牌（用一副完好的牌：規則第三十一條要求荷官檢查一副牌狀況完好）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>While dealing, you turn over two cards. What happens?</source>
        <translation>派牌時你翻開了兩張牌。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Both cards are burned; the deal goes on.</source>
        <translation>兩張牌都當作燒牌；繼續派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Both players get their other cards last, as for one card.</source>
        <translation>兩位玩家都最後才收到他們的其他牌，和只翻開一張牌時一樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 g): the pagador turning over more than one card during the deal is a
misdeal. A single card turned over is rule 70 c) in Hold&apos;em and Omaha (and a
void hand in sintético, rule 109 d).
</source>
        <translation>規則第六十九條g項：荷官在派牌期間翻開多於一張牌，即屬派牌錯誤。只翻開一張牌，在德州撲克及奧馬哈中屬規則第七十條c項的情況（在Póquer sintético中則該局無效，規則第一百零九條d項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The pagador announces the wrong hand as the winner. What happens?</source>
        <translation>荷官宣佈錯誤的手牌為贏家。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The announcement stands once the pot has been pushed.</source>
        <translation>底池推出後，宣佈即為定案。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It is corrected from the cards shown face up on the table.</source>
        <translation>按枱面上翻開的牌更正。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The hand is void and the bets are returned to all.</source>
        <translation>該局無效，所有下注退還給各人。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 70 a): if the pagador wrongly announces a winning hand, the combination
of cards exposed on the table is what counts, and the result is corrected.
The cards speak (rule 64).
</source>
        <translation>規則第七十條a項：如荷官錯誤宣佈勝出牌型，以枱上亮出的牌組合為準，並更正結果。以牌為準（規則第六十四條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>You dealt cards to seat 9, who had stepped away. His turn to bet comes and he
is still not back. What do you do?
</source>
        <translation>你派了牌給9號座位，而他已暫時離開。輪到他下注時他仍未回來。你怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: the cards were dealt to an empty seat, so deal again.</source>
        <translation>派牌錯誤：牌派給了空座位，所以重新派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Take his cards away: the hand is valid and he is out of it.</source>
        <translation>收回他的牌：該局有效，他不參與該局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Leave his cards and let him act when he returns to the table.</source>
        <translation>保留他的牌，待他回到牌枱時讓他行動。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 70 b): if the pagador deals cards to an absent player and he does not
arrive in time to bet in his turn, the hand is valid; his cards are taken
away and he loses the right to take part in that hand.
</source>
        <translation>規則第七十條b項：如荷官把牌派給不在場的玩家，而他未能及時趕到在輪到他時下注，該局有效；收回他的牌，他失去參與該局的權利。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>How does the pagador shuffle before the cut?</source>
        <translation>荷官在切牌前怎樣洗牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Once, face down, after checking the deck is complete and sound.</source>
        <translation>牌面朝下洗一次，之前先檢查一副牌完整無損。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>At least three times, after checking the deck, so that the players cannot see the cards.</source>
        <translation>最少三次，先檢查整副牌，並且不讓玩家看到牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>At least three times, face up, so the players can check the deck.</source>
        <translation>最少三次，牌面朝上，讓玩家可以檢查一副牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 31: after checking that the deck is complete and in perfect condition,
the pagador shuffles at least three times, so that the cards are not seen by
the players.
</source>
        <translation>規則第三十一條：荷官檢查一副牌完整且狀況完好後，最少洗牌三次，使玩家看不到牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A card is seen just after the cut. What do you do?</source>
        <translation>切牌後隨即有一張牌被看見。你怎樣做？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Shuffle the cards again.</source>
        <translation>重新洗牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Put that card at the bottom and deal on.</source>
        <translation>把該張牌放到最底，繼續派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Burn that card, then deal as usual.</source>
        <translation>把該張牌燒掉，然後照常派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 33: if any card is seen during or after the cut, the cards must be
shuffled again.
</source>
        <translation>規則第三十三條：如在切牌期間或之後有任何牌被看見，必須重新洗牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>How are the cards dealt to the players?</source>
        <translation>牌怎樣派給玩家？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Clockwise, slid along the table, never lifted.</source>
        <translation>順時針方向，沿枱面滑出，絕不提起。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Clockwise, lifted and pitched face down to each seat.</source>
        <translation>順時針方向，提起並牌面朝下拋給每個座位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Counterclockwise, slid along the table, never lifted.</source>
        <translation>逆時針方向，沿枱面滑出，絕不提起。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 34: after the cut the cards go to the players clockwise, so that no
other player sees them; the pagador may not lift the cards, he slides them
on the table.
</source>
        <translation>規則第三十四條：切牌後，牌按順時針方向派給玩家，不讓其他玩家看見；荷官不可提起牌，要在枱面上滑出。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player pushes chips past the line of his space, then says he only meant to
count them. Is it a bet?
</source>
        <translation>一位玩家把籌碼推過他位置的界線，然後說他只是想數一數籌碼。這算下注嗎？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: a bet counts only once it has been announced aloud.</source>
        <translation>不是：下注只有在大聲宣佈後才算數。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes: chips placed past the line are a bet.</source>
        <translation>是：放過界線的籌碼即為下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: a bet counts only once the pagador puts it in the pot.</source>
        <translation>不是：下注只有在荷官把籌碼放入底池後才算數。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 53: a player has made his bet when he places his chips beyond the lines
of his space (or, where that is unclear, when the pagador joins them to the
pot without objection from the player).
</source>
        <translation>規則第五十三條：玩家把籌碼放過他所屬區域的界線，即已作出下注（如情況不明確，則以荷官把籌碼併入底池而玩家沒有異議時為準）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player announces &quot;400&quot; and puts a single 500 chip forward. What does the
pagador do?
</source>
        <translation>一位玩家宣佈「400」，並把一枚500的籌碼推前。荷官怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Takes the 500 as the bet: the chips count, not the words.</source>
        <translation>以500作為下注：以籌碼為準，不以說話為準。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Gives change so that exactly 400 is bet; he may not refuse.</source>
        <translation>找換，使下注剛好是400；他不可拒絕。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Asks him to choose: bet 500, or take the chip back and rebet.</source>
        <translation>請他選擇：下注500，或取回籌碼重新下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 53: announced bets must be matched by chips in the betting space; when
the amount announced differs from the chips placed, the pagador changes them
for chips that make the exact bet, and the player cannot object.
</source>
        <translation>規則第五十三條：宣佈的下注必須有下注區內的籌碼相符；宣佈的金額與放出的籌碼不同時，荷官把籌碼換成剛好等於該下注的籌碼，玩家不得反對。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 4 bets 200, watches the others&apos; faces, then adds 400 more &quot;as a raise&quot;
before anyone acts. Is it allowed?
</source>
        <translation>4號座位下注200，看了看其他人的表情，然後在任何人行動前再加400「作為加注」。准許嗎？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: after betting and seeing the reactions he may not raise.</source>
        <translation>不可以：下注後看到其他人的反應，他就不可加注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes: nobody else has acted yet, so he may still change his bet.</source>
        <translation>可以：其他人還沒有行動，所以他仍可改變下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes, if he announces the raise aloud as &apos;jogo mais 400&apos;.</source>
        <translation>可以，只要他大聲宣佈加注，說「加注400」（葡文：jogo mais 400）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 55: a player who has bet and seen the reaction of the other players may
not raise the bet. Bets must be made clearly and at once, without feints.
</source>
        <translation>規則第五十五條：已下注並看到其他玩家反應的玩家不得加注。下注必須清楚、即時作出，不得作假動作。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Two players in the hand agree between themselves to call off the play
between them, so that neither risks more. What does the regulation say?
</source>
        <translation>該局中兩位玩家私下協議取消他們之間的對局，使雙方都不用再冒更多風險。規例怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It is allowed while only two players are left in the hand.</source>
        <translation>只要該局只剩兩位玩家，就准許。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It is allowed if the pagador and the fiscal both agree.</source>
        <translation>只要荷官和監場主任都同意，就准許。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It is forbidden: such an agreement is the «parol».</source>
        <translation>禁止：這種協議就是串通取消對局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 56: players in a hand speak only as strictly needed, may not influence
or criticise another&apos;s play, and the agreement between players to cancel
plays, known as «parol», is especially forbidden.
</source>
        <translation>規則第五十六條：參與該局的玩家只可在絕對必要時說話，不得影響或批評他人的打法，而玩家之間協議取消對局，即所謂串通取消對局，尤其禁止。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player looks at his hole cards again. For what may he do so?</source>
        <translation>一位玩家再看他的底牌。他可以為了甚麼而這樣做？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>To call a bet only, never to raise it.</source>
        <translation>只可用來跟注，絕不可加注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>To raise a bet, never to call it.</source>
        <translation>為了加注，絕不可為了跟注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Never: once seen, cards stay down.</source>
        <translation>絕不可以：牌看過後就要一直蓋着。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 57: a player may look at his cards again to match a bet, but never to
raise it.
</source>
        <translation>規則第五十七條：玩家可再看自己的牌以跟上下注，但絕不可為了加注而再看。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>At the showdown seat 3 says &quot;flush&quot; but his cards make only a pair. What
counts?
</source>
        <translation>攤牌時3號座位說「同花」，但他的牌只組成一對。以甚麼為準？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The flush he announced, since it was said aloud.</source>
        <translation>他宣佈的同花，因為他已大聲說出。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His cards: a pair. What a player announces does not count.</source>
        <translation>他的牌：一對。玩家宣佈的內容不作準。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Nothing: a false announcement makes his own hand dead.</source>
        <translation>甚麼都不算：錯誤宣佈令他自己的手牌作廢。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 63: players need not announce their hand when they show it, and if one
does, what he announces is not taken into account. The pagador reads the
cards (rule 64).
</source>
        <translation>規則第六十三條：玩家亮牌時無須宣佈自己的牌型；如有宣佈，其宣佈的內容不予考慮。由荷官讀牌（規則第六十四條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>During a hand, a player takes more chips from his pocket and adds them to his
cave. What does the regulation say?
</source>
        <translation>牌局期間，一位玩家從口袋取出更多籌碼，加到他的籌碼中。規例怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed, if he does it before the next betting round.</source>
        <translation>准許，只要他在下一輪下注前這樣做。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Forbidden: no chips are added once the hand has begun.</source>
        <translation>禁止：牌局開始後不可再加籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed, if he only adds up to the table&apos;s maximum cave.</source>
        <translation>准許，只要他加到不超過該枱的籌碼上限。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 e): players may not add chips to the cave after the hand has begun.
</source>
        <translation>規則第十四條e項：牌局開始後，玩家不得往籌碼中加籌碼。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Two players left in the hand offer to share the pot without a showdown. May
they?
</source>
        <translation>該局剩下的兩位玩家提出不攤牌而平分底池。他們可以這樣做嗎？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes, if the pagador first takes the commission.</source>
        <translation>可以，只要荷官先收取佣金。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: players may not divide the pot voluntarily.</source>
        <translation>不可以：玩家不得自願平分底池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes, provided both of them are already all in.</source>
        <translation>可以，前提是他們兩人都已經全押。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 c): it is forbidden to divide the pot voluntarily (and 14 d forbids
any agreement between players).
</source>
        <translation>規則第十四條c項：禁止自願平分底池（而第十四條d項禁止玩家之間的任何協議）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 5 keeps taking a long time over every decision, holding up the game.
What does rule 71 a) say?
</source>
        <translation>5號座位每次決定都花很長時間，拖慢牌局。規則第七十一條a項怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He is warned; if he keeps doing it he must leave the table.</source>
        <translation>他會被警告；如再犯，他必須離開牌枱。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His hand is dead at once; he may stay for the next hand.</source>
        <translation>他的手牌立即作廢；他可以留下玩下一局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The pagador gives him one minute, then his hand is folded for him.</source>
        <translation>荷官給他一分鐘，然後代他棄牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 a): a player who does not make his decisions at once, holding up the
hand (&quot;atrasando o desenrolar da jogada&quot;), is warned by the pagador; if he
does it repeatedly he must leave the table. (This is stalling, not &quot;slow
play&quot; in the betting sense.)
</source>
        <translation>規則第七十一條a項：玩家不即時作出決定，拖延牌局，由荷官警告；如屢次再犯，他必須離開牌枱。（這是拖延時間，並非下注意義上的「慢打」。）
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Thinking nobody called him, seat 2 throws his cards onto the discards. Seat 6
did call. What happens?
</source>
        <translation>2號座位以為沒有人跟他的注，把他的牌扔到棄牌堆上。6號座位其實已跟注。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His hand is dead and seat 6 wins the pot without showing.</source>
        <translation>他的手牌作廢，6號座位無須亮牌即贏得底池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rebuild his hand; if that fails or is doubtful, he loses the pot.</source>
        <translation>重組他的手牌；如無法重組或有疑問，他輸掉底池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: the hand is void and all the bets are returned to everyone.</source>
        <translation>派牌錯誤：該局無效，所有下注退還給各人。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 b): if a player mixes his cards with those of the folded players
because he thought nobody called, the hand is rebuilt if possible; where it
cannot be rebuilt, or doubts remain, he loses his right to the pot.
</source>
        <translation>規則第七十一條b項：如玩家以為沒有人跟注而把自己的牌與已棄牌玩家的牌混在一起，可能的話重組該手牌；如無法重組或仍有疑問，他失去分得底池的權利。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Facing 600, a player puts 400 into the pot as a call, then wants his 400 back
to fold. What applies?
</source>
        <translation>面對600，一位玩家把400放入底池作為跟注，然後想取回他的400並棄牌。適用甚麼規定？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He may take the 400 back and fold, as the call was short.</source>
        <translation>他可以取回400並棄牌，因為跟注不足額。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He may complete the call, but not take the 400 back.</source>
        <translation>他可以補足跟注，但不可取回400。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The 400 stands as an all-in call for that amount.</source>
        <translation>這400當作以該金額全押跟注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 c): a player who puts in too little to call may complete the bet but
may not withdraw it. (An all-in call for less is only for a player who has no
more chips, rule 49.)
</source>
        <translation>規則第七十一條c項：為跟注而放入金額不足的玩家可以補足下注，但不可收回。（以較少金額全押跟注，只適用於沒有更多籌碼的玩家，規則第四十九條。）
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Facing a bet of 200, a player silently pushes 500 into the pot without
announcing a raise. How is it treated?
</source>
        <translation>面對200的下注，一位玩家沒有宣佈加注，默默把500推入底池。怎樣處理？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>As a raise to 500, since the chips are past the line.</source>
        <translation>當作加注至500，因為籌碼已放過界線。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>As a call of 200; the excess 300 is returned to him.</source>
        <translation>當作跟注200；多出的300退還給他。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>As a bet of 500 out of turn, which stands as it is.</source>
        <translation>當作搶先行動的500下注，照原樣有效。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 d): a player who raises without announcing it is considered to have
called the previous bet, and the excess is returned to him. A raise must be
announced (&quot;jogo mais ...&quot;, rule 39 d).
</source>
        <translation>規則第七十一條d項：玩家加注而沒有宣佈，視為跟注之前的下注，多出的籌碼退還給他。加注必須宣佈（「加注……」，葡文：jogo mais…，規則第三十九條d項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>During the betting a player turns his own hole cards face up. What happens?</source>
        <translation>下注期間，一位玩家把自己的底牌翻成正面朝上。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His hand is dead.</source>
        <translation>他的手牌作廢。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The hand stays valid.</source>
        <translation>該局仍然有效。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: deal again.</source>
        <translation>派牌錯誤：重新派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 e): a player who uncovers his own cards during the hand does not
void anything; the hand remains valid. (A card exposed by the pagador is a
different case: rule 70 c, or rule 109 in sintético.)
</source>
        <translation>規則第七十一條e項：玩家在牌局中揭開自己的牌，不會令任何東西無效；該局仍然有效。（由荷官翻開的牌是另一種情況：規則第七十條c項，在Póquer sintético中則為規則第一百零九條。）
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player bets before his turn. What happens when his turn comes?</source>
        <translation>一位玩家在未輪到他時下注。輪到他時會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His bet is void and is taken back.</source>
        <translation>他的下注無效，並被收回。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It stands, but he may not increase it.</source>
        <translation>該注有效，但他不可再增加。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It stands, and he may raise on it.</source>
        <translation>下注有效，他還可以在此基礎上加注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 f): a bet made out of turn (&quot;fora da sua vez&quot;) is valid, but it
cannot be increased when the player&apos;s turn arrives.
</source>
        <translation>規則第七十一條f項：搶先行動作出的下注有效，但輪到該玩家時不可增加。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 4 pushes his hole cards into seat 5&apos;s cards and they get mixed. What
happens?
</source>
        <translation>4號座位把他的底牌推到5號座位的牌中，兩者混在一起。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Both hands are void.</source>
        <translation>兩手牌均無效。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Sort the cards back out.</source>
        <translation>把牌重新分開。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal for every seat.</source>
        <translation>所有座位均屬派牌錯誤。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 g): if a player, voluntarily or not, mixes his cards with another
player&apos;s, both hands are cancelled. Ruling R8-11: the rule is about a
player&apos;s act; cards mixed by the pagador are a pagador&apos;s error.
</source>
        <translation>規則第七十一條g項：如玩家不論是否自願，把自己的牌與另一玩家的牌混在一起，兩手牌均取消。解讀 R8-11：此規則針對的是玩家的行為；由荷官混在一起的牌屬荷官的錯誤。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>After the first betting round, a player says he was dealt one card too many
and asks for a misdeal. What applies?
</source>
        <translation>第一輪下注之後，一位玩家說他多收了一張牌，並要求以派牌錯誤處理。適用甚麼規定？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Too late: he is out of the hand and loses his bets.</source>
        <translation>太遲了：他退出該局，並輸掉他的下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His extra card is taken away and play goes on.</source>
        <translation>收回他多出的牌，牌局繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 h): a player who finds a misdeal of rule 69 in his cards must
announce it immediately. If he has not done so by the time the first betting
round begins, he may not take part in the rest of the hand and loses his
bet, if he has made one, and his right to the pot. Betting without looking
at one&apos;s cards is no excuse.
</source>
        <translation>規則第七十一條h項：玩家發現自己的牌有第六十九條所指的派牌錯誤，必須立即宣佈。如到第一輪下注開始時仍未宣佈，他不可參與該局餘下部分，並輸掉他的下注（如已下注）及分得底池的權利。不看自己的牌就下注不能作為藉口。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 7 let his turn go by; the action has moved on. He tells the pagador at
once. Who decides, and what may he do if let back in?
</source>
        <translation>7號座位錯過了輪到他的機會；行動已移到下一位。他立即告知荷官。由誰決定？如准許他重新加入，他可以做甚麼？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The pagador decides; if let back in, he may call or raise.</source>
        <translation>由荷官決定；如准許他重新加入，他可以跟注或加注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The fiscal decides; if let back in, he may call, never raise.</source>
        <translation>由監場主任決定；如准許他重新加入，他可以跟注，但絕不可加注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Nobody: a turn let go by is a fold, and his hand is dead.</source>
        <translation>無人決定：錯過輪次即當作棄牌，他的手牌作廢。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 i): a player who let his turn to bet go by must tell the pagador at
once; the fiscal looks at the situation and decides; if the decision favours
the player, he may never raise the previous bet (ruling R8-11: he may only
call).
</source>
        <translation>規則第七十一條i項：錯過輪到他下注的玩家必須立即告知荷官；由監場主任了解情況並作出決定；如決定對該玩家有利，他絕不可加注之前的下注（解讀 R8-11：他只可跟注）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Only three players are seated at the table when the next hand is due. What
does the pagador do?
</source>
        <translation>下一局開始時，枱上只坐了三位玩家。荷官應怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He deals: three players may play if all of them agree.</source>
        <translation>照常派牌：只要三位玩家都同意，就可以開局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He does not deal: the game is suspended until a fourth player sits.</source>
        <translation>不派牌：牌局暫停，直至有第四位玩家入座。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He deals, and the marker seat posts both blinds.</source>
        <translation>照常派牌，由按鈕（莊位）的座位下兩個盲注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 24: «A partida não pode iniciar-se nem prosseguir sem que haja um
mínimo de quatro jogadores. Quando o número de jogadores se tornar inferior
a quatro, a partida será suspensa.» If the minimum of four players is not
restored within fifteen minutes of the suspension, the game is closed («a
partida será encerrada»). Every hold&apos;em, Omaha and sintético table the
trainer deals has four players or more (ruling R0-5).
</source>
        <translation>規則第二十四條：「少於四位玩家，牌局不得開始或繼續；玩家人數少於四位時，牌局暫停」。如暫停後十五分鐘內未能恢復最少四位玩家的人數（不論由誰補上），牌局即結束（葡文：a partida será encerrada）。本訓練程式派出的每張德州撲克、奧馬哈及Póquer sintético牌枱都有四位或以上玩家（解讀 R0-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A new game is about to start at your table (or play resumes after a break).
What do you do with the deck first?
</source>
        <translation>你的牌枱即將開始新一場牌局（或中斷後恢復遊戲）。你首先怎樣處理這副牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Spread it open on the table, the cards face up.</source>
        <translation>把牌在牌枱上攤開，牌面向上。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Shuffle it face down at once, so that no card is seen.</source>
        <translation>立即牌面向下洗牌，不讓任何一張牌被看見。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Hand it to the fiscal to count, then deal from a new one.</source>
        <translation>交給監場主任（葡文：fiscal）點算，再用一副新牌派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 4: «No início de cada partida ou depois de alguma interrupção, o baralho
deve ser aberto em cima da mesa de jogo, com as cartas de face virada para
cima» (at the start of each game, or after any interruption, the deck is
opened on the gaming table with the cards face up). Then the pagador checks
that it is complete and sound and shuffles at least three times (rule 31).
</source>
        <translation>規則第四條：「每場牌局開始時或任何中斷之後，須把一副牌在賭枱上攤開，牌面向上」。之後荷官（葡文：pagador）確認這副牌齊全而完好，並最少洗牌三次（規則第三十一條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Between hands you notice that a card of the deck in use is bent at a corner.
May that deck stay in play?
</source>
        <translation>兩局之間，你發現正在使用的一副牌中有一張牌的一角摺了。這副牌可以繼續使用嗎？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes, until the end of the session; then the house replaces the deck.</source>
        <translation>可以，用到這一場（葡文：sessão）結束；之後由賭場更換這副牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: the deck is replaced as soon as a damaged card is found.</source>
        <translation>不可以：一發現有損壞的牌，就須更換這副牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes: only the bent card is taken out, and play goes on with the rest.</source>
        <translation>可以：只把摺了的那張牌抽走，用其餘的牌繼續遊戲。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 4: «O baralho pode ser utilizado em mais de uma secção de jogo, devendo
no entanto ser substituído logo que se verifique que há alguma carta
danificada» (a deck may be used in more than one «secção de jogo», but it must
be replaced as soon as any card is found damaged). A damaged card found in
a hand makes that deal a misdeal (rule 69 f); a deck short of a card is one
too (rule 69 e).
</source>
        <translation>規則第四條：「一副牌可用於多於一場遊戲，但一發現有任何損壞的牌，就須更換」（一場遊戲——葡文：secção de jogo）。在牌局中發現損壞的牌，該次派牌即屬派牌錯誤（規則第六十九條f項）；一副牌缺了一張牌亦然（規則第六十九條e項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Before the game the house fixes its percentage by session (rule 7 b), not by
hand. What is charged?
</source>
        <translation>牌局開始前，賭場訂定按場收取（場費）的佣金（葡文：sessão），而非按局收取（規則第七條b項）。收取甚麼？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Each hand, up to 5 % of the amounts bet, taken before the winner is paid.</source>
        <translation>每局收取下注金額最多5%，在派彩給贏家前扣除。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Each session, 5 % of every pot won in that hour of play, taken when it ends.</source>
        <translation>每節收取該小時內每個贏得底池的5%，在節末收取。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Each session, 5 % to 20 % of the table maximum or the cave, by variant.</source>
        <translation>每場收取牌枱上限或籌碼（葡文：cave）的5%至20%，視乎撲克的種類。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 7 fixes the percentage before each game starts, in one of two ways.
a) By hand: up to 5 % of the amounts bet, deducted before the prize is paid.
b) «Em cada sessão, entre 5% e 20% do máximo da mesa ou da cave, conforme a
modalidade de póquer» (each session, between 5 % and 20 % of the table&apos;s
maximum or of the cave, according to the variant of poker). A session is
«o período correspondente a uma hora de jogo, acrescido das jogadas
necessárias para que todos os jogadores completem a mão que estiver em
curso».
</source>
        <translation>規則第七條規定佣金須在每場牌局開始前，按以下其中一種方式訂定。a）每局：最多為下注金額的5%，在派彩前扣除。b）「每場收取牌枱上限或籌碼的5%至20%，視乎撲克的種類」（場——葡文：sessão；籌碼——葡文：cave）。所謂一場是「一小時的遊戲時間，加上讓所有玩家完成進行中的那一局所需的牌局」。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The house charges by session (rule 7 b). A player takes a seat 25 minutes
after the session began. Does he pay the session&apos;s percentage?
</source>
        <translation>賭場按場收取佣金（規則第七條b項）。一位玩家在該節開始後25分鐘才在牌枱坐上座位。他要付該節的佣金嗎？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: only the players seated when the session began pay for it.</source>
        <translation>不用：只有該節開始時已入座的玩家才付。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Half of it, as he plays only part of the session&apos;s hour.</source>
        <translation>付一半：他只玩了該節一小時中的一部分。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes: players seated up to 30 minutes into the session pay it.</source>
        <translation>要付：在該節開始後三十分鐘內入座的玩家都要付。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 7 b): «A percentagem será ainda cobrada dos jogadores que ocupem lugar na
mesa até trinta minutos depois de iniciada a sessão» (the percentage is also
charged of the players who take a seat at the table up to thirty minutes
after the session began). Twenty-five minutes is within that time.
</source>
        <translation>規則第七條b項：「在該場開始後三十分鐘內於牌枱佔用座位的玩家，亦須收取佣金」。二十五分鐘在這時限之內。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Two friends sit down and tell the pagador they will play as partners: they
will play for the pot together and have agreed never to bet against each
other. What does the regulation say?
</source>
        <translation>兩位朋友入座，告訴荷官他們會以拍檔身分遊戲：一起為同一個底池下注，並約定永不互相對賭。規例怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed, if they say so openly before the first hand is dealt.</source>
        <translation>可以，只要他們在派第一局之前公開說明。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Forbidden: no pairs, no joint play for the pot, no agreements.</source>
        <translation>禁止：不可合夥遊戲，不可一起為底池下注，不可訂立任何協議。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed while they are the only two players left in the hand.</source>
        <translation>當他們是該局僅餘的兩位玩家時，可以。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 forbids players «a) Jogar a pares; b) Jogar para o pote
conjuntamente; […] d) Estabelecer entre si qualquer tipo de acordo» (to play
in pairs, to play for the pot jointly, to make any kind of agreement between
themselves). The pagador warns them; a serious or repeated breach means
leaving the table (rule 58).
</source>
        <translation>規則第十四條禁止玩家「合夥遊戲；一起為底池下注；彼此訂立任何協議」。荷官會警告他們；嚴重或屢次違反者須離開牌枱（規則第五十八條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 5 is short of chips and asks seat 6 to lend him some for the next hand.
Seat 6 is willing. What does the pagador say?
</source>
        <translation>5號座位籌碼不多，請6號座位借一些給他打下一局。6號座位願意。荷官怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed between hands, never while a hand is being played.</source>
        <translation>兩局之間可以，牌局進行期間則不可以。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Not allowed: players may not lend money or chips to others.</source>
        <translation>不可以：玩家不可借錢或籌碼給其他玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed, if seat 5 pays them back before he leaves.</source>
        <translation>可以，只要5號座位在離開前歸還。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 f): players may not «Emprestar dinheiro ou fichas a outros
jogadores» (lend money or chips to other players).
</source>
        <translation>規則第十四條f項：禁止玩家「借錢或籌碼給其他玩家」。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player leaves the table for a while. What does rule 14 h) require of him
when he comes back?
</source>
        <translation>一位玩家暫時離開牌枱。他回來時，規則第十四條h項要求他做甚麼？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Nothing: he plays on with whatever chips he had left there.</source>
        <translation>不用做甚麼：他用留下的籌碼繼續遊戲。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>That he first sits out one whole hand before he plays again.</source>
        <translation>他須先坐着不玩一整局，才可再玩。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>That he restores his cave («repor a cave») on his return.</source>
        <translation>他回來時須補回他的籌碼（葡文：repor a cave）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 h) forbids players «Abandonar a mesa temporariamente, sem repor a
cave ao regressar» (to leave the table for a while without restoring the cave
on their return). In Hold&apos;em and Omaha he also makes up any blind he missed
while away (rule 90).
</source>
        <translation>規則第十四條h項禁止玩家「暫時離開牌枱而回來時不補回籌碼」。在德州撲克及奧馬哈，他亦須補回離開期間沒有下的盲注（規則第九十條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 9 has folded. He leans over to look at seat 1&apos;s cards and comments on
how seat 1 is playing the hand. What does the regulation say?
</source>
        <translation>9號座位已棄牌。他探身去看1號座位的牌，並評論1號座位這一局的打法。規例怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed: he is out of the hand, so he can affect nothing now.</source>
        <translation>可以：他已不在牌局中，影響不了甚麼。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Forbidden: no comments during a hand, no peeking at others&apos; cards.</source>
        <translation>禁止：牌局進行期間不可評論，也不可偷看其他玩家的牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed if seat 1 does not object, and if he says nothing aloud.</source>
        <translation>只要1號座位不反對，而他又不大聲說話，就可以。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 j) forbids «Fazer comentários acerca das jogadas durante o decurso das
mesmas, bem como espreitar as cartas dos outros jogadores, mesmo que não se
encontre a participar nessa mão» (to comment on the plays while they go on,
or to peek at the other players&apos; cards, even when not taking part in that
hand). A player who folds may not see the other participants&apos; cards either
(rule 39 a). The pagador warns him (rule 58).
</source>
        <translation>規則第十四條j項禁止「在牌局進行期間評論牌局，以及偷看其他玩家的牌，即使自己沒有參與該局」。棄牌的玩家亦不可看其他參與者的牌（規則第三十九條a項）。荷官會警告他（規則第五十八條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Between hands, seats 3 and 7 ask to swap seats with each other. What does the
pagador say?
</source>
        <translation>兩局之間，3號及7號座位要求彼此對調座位。荷官怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes: seats may be swapped between hands, if both agree.</source>
        <translation>可以：兩局之間，只要雙方同意就可以對調座位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: players may not swap seats with each other.</source>
        <translation>不可以：玩家不可彼此對調座位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes, once the fiscal has drawn lots for the two seats.</source>
        <translation>可以，待監場主任（葡文：fiscal）為兩個座位抽籤後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 k) forbids players «Trocar de lugar com outro jogador» (to change
seats with another player). A player who wants another seat asks to change
it: when seats fall vacant, the players who asked to change have priority
(rule 12 a).
</source>
        <translation>規則第十四條k項禁止玩家「與其他玩家對調座位」。想換座位的玩家可提出要求：有座位空出時，曾要求換座位的玩家可優先補上（規則第十二條a項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 4 has to leave the table and asks a friend standing behind him to bet
for him until he comes back. What does the regulation say?
</source>
        <translation>4號座位要離開牌枱，請站在他身後的朋友代他下注，直至他回來。規例怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Forbidden: no leaving the table with another to bet for him.</source>
        <translation>禁止：不可離開牌枱而讓別人代他下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed, if the friend only calls and never raises for him.</source>
        <translation>可以，只要朋友只跟注，從不代他加注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed for one hand, once the pagador and the fiscal are told.</source>
        <translation>通知荷官及監場主任（葡文：fiscal）後，可以代一局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 l) forbids players «Abandonar a mesa, deixando a outro a função de
apostar por ele» (to leave the table, leaving another to bet for him). Each
seat is taken by one seated player only (rule 6), and nobody outside the
game may stay at the table during the game, apart from authorised casino
staff (rule 16).
</source>
        <translation>規則第十四條l項禁止玩家「離開牌枱，讓別人代他下注」。每個座位只可由一位坐着的玩家佔用（規則第六條），而牌局期間，除獲適當許可的賭場人員外，與遊戲無關的人不得留在牌枱（規則第十六條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 2 holds his hole cards below the edge of the table, where neither the
pagador nor the other players can see them. What does the regulation say?
</source>
        <translation>2號座位把底牌拿到牌枱邊緣以下，荷官和其他玩家都看不見。規例怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed: a player may shield his cards from view as he likes.</source>
        <translation>可以：玩家可隨意遮掩自己的牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed, if he puts them back on the cloth to show.</source>
        <translation>可以，只要他之後把牌放回枱面亮牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Forbidden: the cards must stay in sight of the pagador and players.</source>
        <translation>禁止：牌不可離開荷官及其他玩家的視線。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 i) forbids «Retirar as cartas da mesa de forma a que estas saiam do
campo visual, quer do pagador quer dos demais jogadores» (to take the cards
off the table so that they leave the sight of the pagador or of the other
players). The pagador warns him (rule 58).
</source>
        <translation>規則第十四條i項禁止「把牌從牌枱拿開，以致荷官或其他玩家看不見」。荷官會警告他（規則第五十八條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player keeps criticising the others&apos; play. The pagador has warned him,
and he does it again and again. What does the regulation provide?
</source>
        <translation>一位玩家不斷批評別人的打法。荷官已警告過他，他卻一再重犯。規例怎樣規定？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A warning each time, no more: criticism breaks no rule of the game.</source>
        <translation>每次警告一次，僅此而已：批評並不違反任何規則。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He loses the pot of the hand in play, and may stay at the table.</source>
        <translation>他輸掉進行中那一局的底池，但可留在牌枱。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A warning; as the breach is repeated, he must leave the table.</source>
        <translation>先作警告；由於屢次違反，他必須離開牌枱。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 m) (and rule 56) forbids influencing or criticising another
player&apos;s play. Rule 58: «A violação das regras dos n.os 54 a 57, bem como do
n.º 14 e suas alíneas e do n.º 15, dá lugar à correspondente advertência por
parte do pagador. No caso de violação grave ou reiterada, o jogador ou
jogadores envolvidos terão de abandonar a mesa.» (a breach of rules 54 to 57,
of rule 14 and of rule 15 brings a warning from the pagador; after a serious
or repeated breach the players involved must leave the table.)
</source>
        <translation>規則第十四條m項（以及規則第五十六條）禁止影響或批評其他玩家的打法。規則第五十八條：「違反規則第五十四至五十七條、第十四條及其各項，以及第十五條者，由荷官作出相應警告；如屬嚴重或屢次違反，涉事玩家須離開牌枱」。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The house has authorised a mixed table where two variants of non-banked
poker are played. Who chooses the variant of each hand, and how?
</source>
        <translation>賭場批准了一張混合牌枱，可玩兩種非莊家撲克。每一局玩哪一種由誰決定？怎樣決定？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The player who has a mão, with the Dealer Choice mark.</source>
        <translation>持有莊位（葡文：a mão）的玩家，用「莊家選擇」牌示（葡文：marca Dealer Choice）表示。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The pagador, turning the mark over after each hand.</source>
        <translation>荷官，每局之後把牌示翻轉。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The players, by a show of hands before each deal.</source>
        <translation>玩家們，每次派牌前舉手表決。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 23: the concessionaire may authorise mixed tables, where two variants
are played. «Cabe ao jogador que tem a mão indicar a modalidade de jogo que
pretende para esse golpe, através da marca Dealer Choice, a qual tem duas
faces distintas com a indicação de uma modalidade em cada face» (the player
who has a mão says which variant he wants for that hand with the Dealer
Choice mark, which has two faces, each naming one variant).
</source>
        <translation>規則第二十三條：承批公司可批准混合牌枱，在其上可玩兩種撲克。「由持有莊位的玩家，以「莊家選擇」牌示指明該局想玩的種類；牌示有兩面，每面標示一種」（莊位——葡文：a mão；牌示——葡文：marca Dealer Choice）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player takes a seat at a game already under way. With what cave must he
come in?
</source>
        <translation>一位玩家在已開始的牌局中坐上一個座位。他須帶多少籌碼（葡文：cave）入局？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A cave equal to the average of the capital in play at the table.</source>
        <translation>相等於牌枱上在玩資金平均數的籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The cave that the player whose seat he takes had when he left.</source>
        <translation>他所坐座位的前一位玩家離開時所有的籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The largest cave at the table, so that he can cover any bet made there.</source>
        <translation>牌枱上最大的籌碼，好讓他能跟上任何下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 28: «Quando um jogador toma lugar numa mesa durante o decorrer de uma
partida, é obrigado a entrar com uma cava correspondente à média do capital
em jogo na mesa» (a player who takes a seat while a game is under way must
come in with a cave equal to the average of the capital in play at the
table).
At an Omaha or Hold&apos;em table the casino also fixes the minimum with which a
new player may join the game (rule 78; rule 92).
</source>
        <translation>規則第二十八條：「玩家在牌局進行期間於牌枱佔用座位，須帶相等於牌枱上在玩資金平均數的籌碼入局」。在奧馬哈或德州撲克的牌枱，賭場亦訂定新玩家可以入局的最低金額（規則第七十八條；規則第九十二條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>At the start of the game, who is given a mão, and how does it move afterwards?</source>
        <translation>遊戲開始時，莊位（葡文：a mão）交給誰？之後怎樣轉移？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The player seated on the pagador&apos;s right; counterclockwise at each new deal.</source>
        <translation>交給坐在荷官右方的玩家；每次重新派牌按逆時針方向轉移。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The first player seated on the pagador&apos;s left; clockwise at each deal.</source>
        <translation>交給坐在荷官左方的第一位玩家；每次派牌按順時針方向轉移。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The winner of a card drawn for it; then on to each hand&apos;s winner.</source>
        <translation>交給抽牌抽中的玩家；之後交給每局的贏家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 29: «A mão é dada no início do jogo ao primeiro jogador sentado à
esquerda do pagador e vai rodando no sentido dos ponteiros do relógio» (a mão
is given at the start of the game to the first player seated on the
pagador&apos;s left and goes round clockwise); the pagador puts a marker in front
of the player who has it. Rule 30: each time the cards are dealt anew, a mão
moves on clockwise, and the marker with it.
</source>
        <translation>規則第二十九條：「遊戲開始時，莊位交給坐在荷官左方的第一位玩家，然後按順時針方向轉移」（莊位——葡文：a mão）；荷官在持有莊位的玩家面前放一個按鈕（莊位）。規則第三十條：每次重新派牌，莊位按順時針方向轉移，按鈕亦隨之移動。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>In a betting round seat 3 is the only player to bet: all the others passed,
and nobody covers his bet. What must seat 3 do to take the pot?
</source>
        <translation>在一輪下注中，只有3號座位的玩家下注：其他玩家都過牌，而且沒有人跟上他的注。3號座位要做甚麼才可贏得底池？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Show both of his hole cards face up before the pot is pushed.</source>
        <translation>在底池交給他之前，把兩張底牌亮出。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Nothing more: he wins the pot without having to show his hand.</source>
        <translation>不用再做甚麼：他無須亮牌就贏得底池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Wait: a pot is settled only at the showdown.</source>
        <translation>等待：底池只在攤牌時才決定。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 51: «Quando, terminado o turno das apostas, só um dos jogadores tenha
apostado e todos os outros tenham passado, o jogador que apostou ganha o
pote sem ter de mostrar o seu jogo» (when, at the end of the betting round,
only one player has bet and all the others have passed, the player who bet
wins the pot without having to show his hand). A player who passed stays in
only by covering a bet made after him (rule 39 b).
</source>
        <translation>規則第五十一條：「一輪下注結束時，如只有一位玩家下注而其他人都過牌，下注的玩家無須亮牌即贏得底池」。過了牌的玩家，要跟上其後的下注才可留在牌局中（規則第三十九條b項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player asks to see the cards the folded players threw in, and the cards
not used in the hand. What does the pagador do?
</source>
        <translation>一位玩家要求看棄牌玩家丟下的牌，以及該局沒有用到的牌。荷官怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Shows them, but only once the pot has been pushed to the winner.</source>
        <translation>給他看，但只在把底池交給贏家之後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Refuses: no one may see them; he keeps control of the cards.</source>
        <translation>拒絕：誰都不可看這些牌；荷官須控制好這些牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Shows the folded cards; the deck&apos;s cards stay face down.</source>
        <translation>給他看棄牌玩家的牌；這副牌餘下的牌則保持牌面向下。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 54: «Não é permitido a nenhum jogador ver as cartas dos jogadores que
abandonaram a jogada, nem as cartas que não forem utilizadas. Compete ao
pagador assegurar a observância desta regra, mantendo o controlo sobre as
cartas.» (No player may see the cards of the players who left the hand, nor
the cards not used; the pagador sees to it by keeping control of the cards.)
</source>
        <translation>規則第五十四條：「任何玩家都不可看已退出牌局玩家的牌，亦不可看沒有用到的牌。荷官須控制好這些牌，確保本規則得到遵守」。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>How does the pagador keep and hold the cards still to be dealt during the hand?</source>
        <translation>牌局期間，荷官怎樣保存及拿着尚待派出的牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Spread face down on the cloth, so that the players can count them.</source>
        <translation>牌面向下攤在枱面，讓玩家可以點算。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Together, in order, held as flat as he can, top in view of all.</source>
        <translation>整齊疊好、次序不亂，盡量平放拿着，牌的上面讓所有人看見。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Held upright in his hand and turned towards him, so that no one sees.</source>
        <translation>豎立拿在手中，朝向自己，不讓任何人看見。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 59: the cards the pagador still has to deal «devem estar juntas e
ordenadas durante toda a jogada» (must be kept together and in order all
through the hand). Rule 60: while dealing he holds the deck «na posição mais
próxima possível da horizontal e com a parte superior à vista de todos os
jogadores» (as near horizontal as possible, its top in view of all the
players).
</source>
        <translation>規則第五十九條：荷官尚待派出的牌「在整局期間須疊在一起，次序不亂」。規則第六十條：派牌時荷官拿着這副牌，須「盡量接近水平，牌的上面讓所有玩家看見」。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The pagador puts the deck down to gather the bets into the pot. How must he
protect it?
</source>
        <translation>荷官放下這副牌，去把下注收進底池。他應怎樣保護這副牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>With a chip from the pot laid on top of it.</source>
        <translation>在牌上放一枚底池中的籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>With the discarded cards laid face down on top of it.</source>
        <translation>把棄牌玩家的牌牌面向下蓋在上面。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>By asking the player on his left to keep a hand on it.</source>
        <translation>請他左方的玩家用手按着。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 61: «Quando o pagador não tiver o baralho na mão, deve protegê-lo
mantendo uma ficha do pote por cima do mesmo» (when the pagador does not
have the deck in his hand, he must protect it by keeping a chip from the
pot on top of it).
</source>
        <translation>規則第六十一條：「荷官不是手持這副牌時，須在牌上放一枚底池的籌碼加以保護」。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>All the players still in have shown their cards. Who decides which hand wins?</source>
        <translation>所有仍在牌局中的玩家都已亮牌。誰決定哪一手牌贏？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The players: the one who first names the best hand aloud takes the pot.</source>
        <translation>玩家：最先大聲說出最好的一手牌的人贏得底池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The fiscal, in every hand that reaches a showdown.</source>
        <translation>監場主任（葡文：fiscal），凡到攤牌的牌局都由他決定。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The pagador: he reads them, names the winner, corrects wrong claims.</source>
        <translation>荷官：評定各手牌，宣布贏家，並更正錯誤的宣稱。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 64: «Depois de todos os jogadores terem mostrado as suas cartas, compete
ao pagador avaliar as combinações descobertas para determinar e anunciar
qual a vencedora, bem como corrigir algum anúncio erradamente feito por algum
jogador» (once all the players have shown their cards, the pagador assesses
the hands shown, determines and announces the winner, and corrects any wrong
announcement a player made). What a player announces does not count (rule
63); a wrong announcement by the pagador is corrected from the cards on the
table (rule 70 a).
</source>
        <translation>規則第六十四條：「所有玩家亮牌後，由荷官評定亮出的牌組，決定並宣布贏家，並更正玩家的任何錯誤宣稱」。玩家宣稱的牌不予理會（規則第六十三條）；如荷官宣布錯誤，則以枱上亮出的牌為準更正（規則第七十條a項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>After the deal a player is found to hold one card too many, and nobody can
tell which card should have gone where: the error cannot be corrected. What
happens?
</source>
        <translation>派牌後發現一位玩家多了一張牌，而沒有人說得出哪張牌應派給誰：錯誤無法更正。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He keeps the cards he likes best, and the extra one is burned.</source>
        <translation>他保留自己最想要的牌，多出的一張燒掉。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He plays with the extra card; the others play as dealt.</source>
        <translation>他連多出的牌一起玩；其他人按收到的牌玩。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 b): there is a misdeal when «Um jogador recebeu um número de cartas
indevido, e não se possa proceder à correcção do erro» (a player received the
wrong number of cards, and the error cannot be corrected): the hand is void
and a new one is dealt. Only an error that cannot be corrected is a misdeal
under 69 b). In sintético rule 109 b) voids the hand whenever a player gets
more or fewer cards than he should.
</source>
        <translation>規則第六十九條b項：「玩家收到的牌數不當，而錯誤無法更正」即屬派牌錯誤：該局無效，重新派一局。按b項，只有無法更正的錯誤才屬派牌錯誤。在Póquer sintético，只要玩家收到的牌多於或少於應得的張數，規則第一百零九條b項即令該局無效。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Omaha (Macau 2010): procedure and irregularities</source>
        <translation>奧馬哈（澳門2010）：程序及違規情況</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The marker (&quot;marcador&quot;, the dealer button) starts in front of the player
immediately to the croupier&apos;s left and moves one place clockwise after every
hand (Despacho 97/2010 art. 1.2). The croupier shuffles by hand and cuts with
a cut card, or uses a shuffling machine, and then needs no cut (art. 3.1).
Before the deal the first player to the left of the marker posts the small
blind (&quot;aposta prévia menor&quot;), as a rule half the big blind, and the second
posts the big blind (&quot;aposta prévia maior&quot;) (art. 5) — not the marker himself,
as the marker (&quot;a mão&quot;) does in non-banked Omaha and Hold&apos;em (rules 81-83).
The croupier deals from the player immediately to the left of the marker
(art. 3.2): four cards each, one at a time, face down, clockwise (art. 6.1).
Players may look only at their own cards and may not take them off the table
(art. 6.2).

Betting (art. 6.3-6.5, 11, 12): the first round starts with the seat to the
left of the two blinds, clockwise; the big blind decides last and may fold,
raise or check; later rounds end with the player at the marker. A spoken bet
binds. In a pot-limit game a bet is at most the pot and a raise at most the
pot after the call; in no-limit any amount from the minimum up to all one&apos;s
chips. A raise adds at least the previous bet or raise; at most three raises
a round with a limit (art. 12.2), none without one (art. 12.2 read a contrario;
ruling R8-7). With only two players in
(&quot;head up&quot;) art. 12.4 lifts the limit on the amount of a raise (&quot;não há
limite para o montante de subida da aposta&quot;); the house also lifts the
three-raise cap then (ruling R8-7). Rulings R8-2 to R8-7 apply these
articles. Before the flop, the turn and the river the
croupier burns a card (art. 7.1, 8.1, 8.3).

Errors in the deal (art. 9): any error, with the first cards or the common
ones, is corrected at once; only if it cannot be corrected at all is the hand
invalid, and then the bets go back to the players. The pot is never shared by
agreement (art. 10.3). A folding player pushes his cards face down to the
croupier; what he bet stays in the pot (art. 13).
</source>
        <translation>按鈕（莊位）開始時放在荷官左邊緊鄰的玩家面前，每局結束後按順時針方向移前一個位置（經濟財政司司長第97/2010號批示第一條第二款）。荷官以人手洗牌並用切牌卡切牌，或使用洗牌機，使用洗牌機則無須切牌（第三條第一款）。派牌前，按鈕（莊位）左邊第一位玩家下小盲注，通常為大盲注的一半，第二位下大盲注（第五條）——而不是像非莊家的奧馬哈及德州撲克那樣由按鈕（莊位）本人下注（規則第八十一條至第八十三條）。荷官從按鈕（莊位）左邊緊鄰的玩家開始派牌（第三條第二款）：每人四張，每次一張，牌面朝下，按順時針方向（第六條第一款）。玩家只可看自己的牌，且不可把牌拿離枱面（第六條第二款）。

下注（第六條第三款至第五款、第十一條、第十二條）：第一輪由兩個盲注左邊的座位開始，按順時針方向進行；大盲注最後決定，可以棄牌、加注或過牌；之後各輪由按鈕（莊位）的玩家最後行動。口頭下注具約束力。底池限注遊戲中，下注最多為底池金額，加注最多為跟注後的底池金額；無限注遊戲中，可下由最低金額至自己全部籌碼之間的任何金額。加注至少要加上之前的下注或加注金額；有限注時每輪最多加注三次（第十二條（二）項），無限注時不設此上限（第十二條（二）項的反面解釋；解讀 R8-7）。只剩兩位玩家時，第十二條（四）項取消加注金額的上限；本場同時取消三次加注的上限（解讀 R8-7）。解讀 R8-2至R8-7應用這些條文。翻牌、轉牌及河牌之前，荷官各燒一張牌（第七條第一款、第八條第一款、第八條第三款）。

派牌錯誤（第九條）：任何錯誤，不論是首批牌還是公共牌，都要立即更正；只有在完全無法更正時，該局才無效，屆時下注退還給玩家。底池絕不可按協議平分（第十條第三款）。棄牌的玩家把牌牌面朝下推給荷官；他已下的注留在底池中（第十三條）。

葡文用語：按鈕——marcador（第一條第二款）；小盲注——aposta prévia menor，大盲注——aposta prévia maior（第五條）；過牌——preferir（第六條第四款）；只剩兩名玩家（單挑）——head up（第十二條（四）項）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>While dealing the hole cards, you see that seat 4 has received five cards
and seat 5 only three. The cards can be traced. What do you do?
</source>
        <translation>派底牌時，你發現4號座位收到五張牌，而5號座位只有三張。這些牌可以追查。你怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Correct the error at once, giving each player the cards he should have had.</source>
        <translation>立即更正錯誤，讓每位玩家得到他本應得到的牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Declare the hand invalid at once and give every player his bet back.</source>
        <translation>立即宣佈該局無效，並把下注退還給每位玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Let seat 4 keep the four cards he likes best, and let seat 5 play with three.</source>
        <translation>讓4號座位保留他最喜歡的四張牌，並讓5號座位用三張牌玩。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Void the hands of seats 4 and 5 only, and let the others play on.</source>
        <translation>只判4號及5號座位的手牌無效，其他人繼續玩。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 9.1: any error detected in the deal — &quot;both the first cards and the
additional ones&quot; — must be corrected immediately. Only an error that cannot
be corrected voids the hand (art. 9.2).
</source>
        <translation>第九條第一款：派牌時發現的任何錯誤——「不論是首批牌還是補派的牌」——都必須立即更正。只有無法更正的錯誤才令該局無效（第九條第二款）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>An error in the deal cannot be corrected in any way; 2 400 is already in
the pot. What happens?
</source>
        <translation>派牌錯誤無法以任何方式更正；底池中已有2 400。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The hand is played on as it is, and the pot goes to the best hand.</source>
        <translation>該局照原樣繼續，底池歸最大的手牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The hand is invalid and each player gets back what he bet.</source>
        <translation>該局無效，每位玩家取回他的下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The hand is invalid and the 2 400 stays in the middle for the next hand.</source>
        <translation>該局無效，2 400留在中間撥入下一局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The hand is invalid and the house keeps the 2 400 as its commission.</source>
        <translation>該局無效，賭場保留2 400作為佣金。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 9.2: where it is totally impossible to correct the error, the game is
declared invalid and the amounts bet are returned to the players.
</source>
        <translation>第九條第二款：如完全無法更正錯誤，該局宣佈無效，所下的注退還給玩家。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The croupier shuffles with the shuffling machine. Must the cards be cut?</source>
        <translation>荷官用洗牌機洗牌。牌必須切牌嗎？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: with the machine no cut is needed; a hand shuffle is cut with a cut card.</source>
        <translation>不用：使用洗牌機無須切牌；以人手洗牌則用切牌卡切牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: the player on the croupier&apos;s left always cuts, whatever the shuffle was.</source>
        <translation>要：不論怎樣洗牌，都一定由荷官左邊的玩家切牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: the croupier cuts with a cut card, machine or no machine, every hand.</source>
        <translation>要：不論是否使用洗牌機，荷官每局都用切牌卡切牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 3.1: the croupier either shuffles by hand, cuts with a cut card and
puts the cards in the shoe (or in his hand) with the cut card at the end of
the deck, or uses the shuffling machine, in which case no cut is needed.
</source>
        <translation>第三條第一款：荷官以人手洗牌，用切牌卡切牌，然後把牌放入牌靴（或拿在手中），切牌卡放在整副牌的末端；或使用洗牌機，這樣就無須切牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The marker is at seat 6. Who posts the small blind and the big blind?</source>
        <translation>按鈕（莊位）在6號座位。由誰下小盲注和大盲注？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 6, at the marker, the small blind; seat 7 the big blind.</source>
        <translation>按鈕（莊位）的6號座位下小盲注；7號座位下大盲注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 7 the small blind, seat 8 the big blind: the two seats left of the marker.</source>
        <translation>7號座位下小盲注，8號座位下大盲注：即按鈕（莊位）左邊的兩個座位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 5 the small blind, seat 4 the big blind: the two seats right of the marker.</source>
        <translation>5號座位下小盲注，4號座位下大盲注：即按鈕（莊位）右邊的兩個座位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 5: the first and the second player to the left of the marker post the
small blind (as a rule half the big blind) and the big blind. The first
choice is the non-banked rule (rules 81-83), where a mão posts the small
blind: the two regulations differ here (ruling R8-1).
</source>
        <translation>第五條：按鈕（莊位）左邊第一位及第二位玩家分別下小盲注（通常為大盲注的一半）及大盲注。第一個選項是非莊家遊戲規則（規則第八十一條至第八十三條）的做法，由按鈕（莊位）下小盲注：兩個規例在這一點上不同（解讀 R8-1）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Marker at seat 2, blinds at seats 3 and 4. The hole cards are dealt. Who
decides first, and who decides last, in the first round?
</source>
        <translation>按鈕（莊位）在2號座位，盲注在3號及4號座位。底牌已派出。第一輪由誰最先決定，誰最後決定？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 3 first, at the small blind; seat 2, at the marker, last.</source>
        <translation>小盲注的3號座位最先；按鈕（莊位）的2號座位最後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 5 first, on the left of the blinds; seat 4, the big blind, last.</source>
        <translation>5號座位最先，即兩個盲注的左邊；4號座位（大盲注）最後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 3 first, left of the marker; seat 4, the big blind, last.</source>
        <translation>按鈕（莊位）左邊的3號座位最先；大盲注的4號座位最後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.3: the first round begins with the seat to the left of the two
players of art. 5 (the blinds) and goes on clockwise. Art. 6.4: the player
who posted the big blind is the last to decide (ruling R8-2).
</source>
        <translation>第六條第三款：第一輪由第五條所指兩位玩家（盲注）左邊的座位開始，按順時針方向進行。第六條第四款：下大盲注的玩家最後決定（解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>First round: every player only calls the big blind of 100. It is the big
blind&apos;s turn. What may he do?
</source>
        <translation>第一輪：每位玩家都只跟注大盲注100。輪到大盲注。他可以做甚麼？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nothing: everybody called, so the round is over and the flop comes out now.</source>
        <translation>甚麼都不能做：所有人都已跟注，所以該輪結束，現在派翻牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Check, raise or fold: the big blind has the last word in the first round.</source>
        <translation>過牌、加注或棄牌：大盲注在第一輪有最後決定權。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Call only: he has matched the bet already, so he may not raise now.</source>
        <translation>只可跟注：他已經跟上下注，所以現在不可加注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.4: in the first betting round the player who posted the big blind
has the prerogative of deciding last, and may fold, raise or check
(&quot;preferir&quot;). Nobody raised, so he may check — the round then ends — or
raise (ruling R8-3).
</source>
        <translation>第六條第四款：在第一輪下注中，下大盲注的玩家有最後決定的特權，可以棄牌、加注或過牌。沒有人加注，所以他可以過牌——該輪隨即結束——或加注（解讀 R8-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>After the flop, who is the last to bet, raise or fold?</source>
        <translation>翻牌之後，誰最後下注、加注或棄牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The player who posted the big blind, as in the first round.</source>
        <translation>下大盲注的玩家，和第一輪一樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The player at the marker; the seat to his left speaks first.</source>
        <translation>按鈕（莊位）的玩家；他左邊的座位最先說話。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The last bettor or raiser of the first round.</source>
        <translation>第一輪最後下注或加注的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.5: in the rounds after the first, the player at the marker is the
last to bet, raise or fold; the first still in to his left speaks first
(art. 7.2, 8.2; ruling R8-2).
</source>
        <translation>第六條第五款：第一輪之後的各輪，由按鈕（莊位）的玩家最後下注、加注或棄牌；他左邊第一位仍在局中的玩家最先說話（第七條第二款、第八條第二款；解讀 R8-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>A player says &quot;raise, five hundred&quot;, then changes his mind before putting
any chips forward. What stands?
</source>
        <translation>一位玩家說「加注，五百」，然後在推出任何籌碼前改變主意。以甚麼為準？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nothing: a bet counts only when the chips are on the table.</source>
        <translation>甚麼都不算：下注只有在籌碼放到枱上時才算數。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The raise of 500: a spoken bet is valid and binds the player.</source>
        <translation>加注500：口頭下注有效，並約束該玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Only a call: a spoken raise without chips is taken as a call.</source>
        <translation>只算跟注：沒有籌碼的口頭加注當作跟注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 11.1: players may bet by word or by putting the chips on the table in
front of them; a spoken bet is valid and binds the player who made it
(ruling R8-8).
</source>
        <translation>第十一條（一）項：玩家可以口頭下注，或把籌碼放在自己面前的枱上下注；口頭下注有效，並約束作出下注的玩家（解讀 R8-8）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No-limit game, big blind 100. Seat 5 raises to 400. What is the smallest
re-raise seat 6 may make (all-in for less apart)?
</source>
        <translation>無限注牌局，大盲注100。5號座位加注至400。6號座位最小可再加注至多少（不足額的全押除外）？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To 500: a raise adds at least the big blind, the table minimum.</source>
        <translation>加注至500：加注至少要加上大盲注，即該枱最低限額。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To 700: it adds at least the 300 of the previous raise.</source>
        <translation>加注至700：至少要加上之前加注的300。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To 800: a raise at least doubles the bet it answers.</source>
        <translation>加注至800：加注至少是所回應下注的兩倍。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 12.1: &quot;O montante de subida da aposta deve ser, pelo menos,
equivalente à aposta ou subida anterior na mesma jogada&quot; (the raise is at
least the previous bet or raise in the same hand). The house measures it
within the betting round, the big blind counting as the first round&apos;s bet
(ruling R8-6): seat 5 raised by 300 (from 100 to 400), so seat 6 raises by
at least 300, to 700. Under the non-banked rules (rule 86) the minimum
would be the table minimum instead.
</source>
        <translation>第十二條（一）項：「加注金額最少等於同一局中之前的下注或加注」。本場在同一輪下注之內計算，大盲注算作第一輪的下注（解讀 R8-6）：5號座位加注了300（由100至400），所以6號座位最少加注300，即加至700。按非莊家遊戲的規則（規則第八十六條），最低加注則是枱面最低額。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Pot-limit game, five players in. This round has had a bet and three
raises. The next player wants to raise again: may he?
</source>
        <translation>底池限注牌局，五位玩家在局中。本輪已有一次下注和三次加注。下一位玩家想再加注：他可以嗎？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>He may: in a pot-limit game there is no limit to the number of raises.</source>
        <translation>可以：底池限注遊戲中，加注次數沒有限制。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>He may not: three raises a round at most; he may call or fold.</source>
        <translation>不可以：每輪最多加注三次；他可以跟注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>He may, if the raise is all his chips: an all-in is never capped.</source>
        <translation>可以，只要加注是他的全部籌碼：全押永遠不受上限限制。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 12.2: in games with a limit a bet may be raised three times at most
per round; the opening bet is not a raise (ruling R8-7).
</source>
        <translation>第十二條（二）項：設限注的遊戲中，每輪下注最多可加注三次；開局的下注不算加注（解讀 R8-7）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>In a no-limit game, how large may a bet or a raise be?</source>
        <translation>在無限注牌局中，下注或加注最多可以是多少？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Up to the pot, as in pot limit; only the number of raises is free.</source>
        <translation>最多為底池金額，和底池限注一樣；只是加注次數不受限制。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Any amount from the minimum up to all his chips on the table.</source>
        <translation>由最低金額至他在枱上的全部籌碼之間的任何金額。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Up to three times the previous bet, and at most three raises a round.</source>
        <translation>最多為之前下注的三倍，每輪最多加注三次。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 11.3 and 12.3: without a limit a player bets any amount in chips on
the table from the minimum up, all-in included, and the amount of a bet or
raise is unlimited (ruling R8-5).
</source>
        <translation>第十一條（三）項及第十二條（三）項：無限注時，玩家可用枱上的籌碼下注，金額不低於最低注，亦可把餘下的籌碼全部押上（全押）；下注或加注的金額不受限制（解讀 R8-5）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Pot-limit game: only two players are left, and they have raised each other
three times this round. May the fourth raise stand?
</source>
        <translation>底池限注牌局：只剩兩位玩家，他們在本輪已互相加注三次。第四次加注有效嗎？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: three raises a round is the most, however many are playing.</source>
        <translation>不可以：不論有多少人在玩，每輪最多加注三次。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: with two players in (heads up) the house lifts the cap.</source>
        <translation>可以：只剩兩位玩家（單挑）時，本場取消加注次數上限。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes, but only if the raise puts in all the raiser&apos;s chips on the table.</source>
        <translation>可以，但只限該次加注投入加注者在枱上的全部籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 12.4 lifts the limit on the amount of the raise (&quot;não há limite para o
montante de subida da aposta&quot;) while only two players are in (heads up);
the house also lifts the three-raise cap of art. 12.2 then (ruling R8-7),
so the fourth raise stands.
</source>
        <translation>第十二條（四）項在只剩兩位玩家時取消加注金額的上限；本場同時取消第十二條（二）項三次加注的上限（解讀 R8-7），所以第四次加注有效。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The marker is in front of seat 5; seats 2, 5, 6 and 9 are playing. Which
seat receives the first card?
</source>
        <translation>按鈕（莊位）在5號座位前面；2、5、6、9號座位參與牌局。哪個座位得到第一張牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 5, the player in front of the marker.</source>
        <translation>5號座位，即按鈕前面的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 6, the player immediately to the left of the marker.</source>
        <translation>6號座位，即按鈕左邊緊鄰的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 2, the first player after the big blind.</source>
        <translation>2號座位，即大盲注之後的第一位玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.1: «O «croupier», começando pelo jogador imediatamente à esquerda do
marcador e continuando no sentido dos ponteiros do relógio, distribui a cada
jogador quatro cartas, uma de cada vez» (art. 3.2 says the same of the
first card). Seat 6, who also posts the small blind (art. 5), gets the first
card (ruling R8-12). In the non-banked hold&apos;em and Omaha the house reads the
first card as going to the seat that has a mão itself (ruling R8-12).
</source>
        <translation>第六條第一款：「荷官由按鈕左邊緊鄰的玩家開始，按順時針方向，每次一張，向每位玩家派四張牌；第三條第二款對第一張牌亦有相同規定」。6號座位同時下小盲注（第五條），得到第一張牌（解讀 R8-12）。在非莊家的德州撲克及奧馬哈，本場解讀為第一張牌派給持有按鈕（莊位）的座位本身（解讀 R8-12）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>A player lifts his hole cards off the table and shows them to a friend behind him. What does this break?</source>
        <translation>一位玩家把底牌從枱上拿起，給站在他後面的朋友看。這違反了甚麼？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nothing: a player may show his own cards to anyone who asks to see them.</source>
        <translation>沒有違反：玩家可以把自己的牌給任何要求看的人看。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Players see only their own cards and may not hold them off the table.</source>
        <translation>玩家只可看自己的牌，且不可把牌拿離枱面。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nothing, as long as he has already folded or is all in.</source>
        <translation>沒有違反，只要他已經棄牌或已經全押。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.2: players may only see their own cards and may not hold the cards
outside the gaming table.
</source>
        <translation>第六條第二款：玩家只可看自己的牌，且不可把牌拿到賭枱以外。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>On the river, the two players left offer to share the pot and not show
their hands. What do you say?
</source>
        <translation>在河牌時，剩下的兩位玩家提出平分底池，不亮出手牌。你怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>They may, if both agree out loud.</source>
        <translation>可以，只要雙方大聲表示同意。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: the pot is never shared by agreement; both play to the end.</source>
        <translation>不可以：底池絕不可按協議平分；兩人都要玩到最後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>They may, once the house has taken its commission.</source>
        <translation>可以，在賭場收取佣金之後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 10.3: the pot cannot be shared between players by agreement, so all
hands must stay in play until the final result. Then every active player
shows his cards (art. 8.5).
</source>
        <translation>第十條第三款：底池不可由玩家按協議平分，所以所有手牌都必須留在局中直至最終結果。屆時每位仍在局中的玩家亮出自己的牌（第八條第五款）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seats 2 and 7 tie for a pot of 1 010 after commission, and the smallest
chip in play is 10. Each gets 500. Where do the remaining 10 go?
</source>
        <translation>2號及7號座位平分扣除佣金後1 010的底池，而使用中的最小籌碼是10。各得500。剩下的10歸誰？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To the tied winner nearest the croupier&apos;s left: seat 2.</source>
        <translation>給最接近荷官左邊的平手勝方：2號座位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To the tied winner nearest the marker&apos;s left, whoever he is.</source>
        <translation>給最接近按鈕（莊位）左邊的平手勝方，不論是誰。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To the house, with the commission of the hand.</source>
        <translation>歸賭場，連同該局的佣金。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>It stays in the middle of the table for the next hand.</source>
        <translation>留在枱中間撥入下一局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 10.4 and 10.5: tied hands share the pot in equal parts down to the
smallest divisible value, and what cannot be divided goes to &quot;the
participant still in play immediately to the croupier&apos;s left&quot;. That
participant need not be a winner (seat 1 might still be in, beaten); ruling
R1-4 reads it among the tied winners, and gives him the whole remainder:
here seat 2.
</source>
        <translation>第十條第四款及第十條第五款：平手的手牌平分底池，分至最小可分的面值，不能分的部分歸「荷官左邊緊接、仍在局中的參與者」。該參與者不一定是勝方（1號座位可能仍在局中但已被擊敗）；解讀 R1-4把它理解為在平手勝方之中，並把全部餘數給他：這裏是2號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>How does a player fold, and what happens to the chips he has already bet?</source>
        <translation>玩家怎樣棄牌？他已下注的籌碼會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Cards face down, pushed to the croupier; his bets stay in the pot.</source>
        <translation>牌面朝下推給荷官；他的下注留在底池中。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>He shows his cards, and takes back his last bet if nobody called it.</source>
        <translation>他亮出自己的牌，如沒有人跟他最後的下注，就取回該下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Cards face down in front of him; his bets come back after the hand.</source>
        <translation>牌面朝下放在自己面前；他的下注在該局結束後退還。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 13: a player who folds puts his cards on the table face down and
pushes them toward the croupier; the amount he bet becomes part of the pot
owed to the winning player.
</source>
        <translation>第十三條：棄牌的玩家把牌牌面朝下放在枱上並推向荷官；他所下注的金額成為底池的一部分，歸勝出的玩家所有。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Where is the marker (dealer button) placed at the start, and where does it go after each hand?</source>
        <translation>開始時按鈕（莊位）（葡文：marcador）放在哪裏？每局之後移到哪裏？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>In front of the player on the croupier&apos;s immediate left; then one player clockwise.</source>
        <translation>放在荷官緊接左方的玩家面前；之後按順時針方向移到下一位玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>In front of the player on the croupier&apos;s right; then counterclockwise.</source>
        <translation>放在荷官右方的玩家面前；之後按逆時針方向移動。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>In front of the winner of a card drawn for it; then on to each hand&apos;s winner.</source>
        <translation>放在為此抽牌抽中的玩家面前；之後移到每局的贏家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 1.2: the marker «é colocado em frente do jogador imediatamente à
esquerda do «croupier» e, finda cada uma das jogadas, é deslocado para o
jogador seguinte, no sentido dos ponteiros do relógio» (is placed in front of
the player immediately to the croupier&apos;s left and, after each hand, is moved
to the next player, clockwise).
</source>
        <translation>經濟財政司司長第97/2010號批示第一條第二款：按鈕（莊位）「放在荷官緊接左方的玩家面前，每局結束後按順時針方向移到下一位玩家」。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The house wants an Omaha Poker table with 12 seats for players. Is that allowed?</source>
        <translation>賭場想用一張有12個玩家座位的奧馬哈撲克牌枱。可以嗎？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: the table has 10 seats for the players and one for the croupier.</source>
        <translation>不可以：牌枱有10個玩家座位及一個荷官座位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: the house may choose tables with more than 10 player seats.</source>
        <translation>可以：賭場可選用多於10個玩家座位的牌枱。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Only for a tournament; a cash table keeps its 10 player seats.</source>
        <translation>只限錦標賽；一般牌枱維持10個玩家座位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 2.1: the table has 10 seats for players and one for the croupier. Art.
2.2: «A casa pode optar por tabuleiros com mais de 10 lugares sentados para
jogadores» (the house may choose tables with more than 10 seats for
players).
</source>
        <translation>經濟財政司司長第97/2010號批示第二條第一款：牌枱設有10個玩家座位及一個荷官座位。第二條第二款：「賭場可選用多於10個玩家座位的牌枱」。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Only two players are seated at your Omaha Poker table. May you start the game?</source>
        <translation>你的奧馬哈撲克牌枱只有兩位玩家入座。可以開始遊戲嗎？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: four players are needed, as at the non-banked tables.</source>
        <translation>不可以：要有四位玩家，與非莊家牌枱一樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: at least three, so that two blinds and a caller play.</source>
        <translation>不可以：最少三位，讓兩個盲注加一位跟注者參與。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: two players are the minimum to start the game.</source>
        <translation>可以：兩位玩家是開始遊戲的最低人數。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 2.3: «O número mínimo de jogadores para o início do jogo é de dois» (the
minimum number of players to start the game is two). The non-banked Hold&apos;em
and Omaha need four (rule 24): the two regulations differ.
</source>
        <translation>經濟財政司司長第97/2010號批示第二條第三款：「開始遊戲的最低玩家人數為兩人」。非莊家的德州撲克及奧馬哈則須四人（規則第二十四條）：兩套規例不同。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>In an Omaha Poker tournament, a player who is going on playing wants to take
the chips he has just won off the table. May he?
</source>
        <translation>在奧馬哈撲克錦標賽中，一位會繼續玩的玩家想把剛贏得的籌碼從牌枱拿走。可以嗎？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: the chips he has won are his to take away at any time.</source>
        <translation>可以：他贏得的籌碼屬於他，隨時可拿走。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: in tournaments no chips leave the table while he plays on.</source>
        <translation>不可以：在錦標賽中，他繼續玩期間籌碼都不可離開牌枱。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes, but only the chips above his starting stack.</source>
        <translation>可以，但只限超出他起始籌碼的部分。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 4.2: «Nos torneios, as fichas afectas ao jogo e as fichas ganhas em cada
jogada não podem ser retiradas da mesa enquanto o jogador continuar a jogar»
(in tournaments the chips in play and the chips won in each hand may not be
taken off the table while the player goes on playing).
</source>
        <translation>經濟財政司司長第97/2010號批示第四條第二款：「在錦標賽中，玩家繼續遊戲期間，用於遊戲的籌碼及每局贏得的籌碼都不可從牌枱取走」。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Where must the players find the maximum and minimum of the blinds at an Omaha Poker table?</source>
        <translation>在奧馬哈撲克牌枱，玩家應在哪裏看到盲注的上限及下限？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>In a notice to the players placed on the table.</source>
        <translation>在放在牌枱上給玩家的告示中。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Announced aloud by the croupier before every hand.</source>
        <translation>由荷官在每局前大聲宣布。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nowhere: the house fixes them and need not post them.</source>
        <translation>哪裏都沒有：由賭場訂定，無須公布。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 4.3: «Os limites, máximo e mínimo, das apostas prévias à distribuição de
cartas (blind bets) devem constar de aviso aos jogadores colocado na mesa»
(the maximum and minimum limits of the blind bets must be stated in a notice
to the players placed on the table).
</source>
        <translation>經濟財政司司長第97/2010號批示第四條第三款：「派牌前盲注注額的上限及下限，須載於放在牌枱上給玩家的告示中」。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>On the flop nobody has bet yet, and it is seat 4&apos;s turn. May he check («preferir»)?</source>
        <translation>翻牌圈還沒有人下注，輪到4號座位。他可以過牌（葡文：preferir）嗎？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: only the big blind may check, and that only in the first round.</source>
        <translation>不可以：只有大盲注可以過牌，而且只限第一輪。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: from the second round on, a player may bet, check or fold.</source>
        <translation>可以：由第二輪下注起，每位玩家可下注、過牌或棄牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: as in the first round, he must bet, raise or fold, never check.</source>
        <translation>不可以：與第一輪一樣，他須下注、加注或棄牌，不可過牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 7.3: «A partir do segundo turno de apostas, inclusive, cada um dos
participantes em jogo toma uma das seguintes decisões: 1) Apostar; 2)
Preferir; 3) Desistir.» (From the second betting round on, each player in the
hand bets, checks or folds.) In the first round art. 6.3 lists bet, raise or
fold, and only the big blind may check (art. 6.4).
</source>
        <translation>經濟財政司司長第97/2010號批示第七條第三款：「由第二輪下注起，包括第二輪，每位在局中的玩家作出以下其中一項決定：下注、過牌、棄牌」。第一輪下注時，第六條第三款列出的是下注、加注或棄牌，只有大盲注可以過牌（第六條第四款）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>At the showdown seats 2 and 6 both hold the straight 9-8-7-6-5; seat 2&apos;s nine
is a spade, seat 6&apos;s a heart. Who wins?
</source>
        <translation>攤牌時，2號及6號座位都是9-8-7-6-5順子；2號座位的9是黑桃，6號座位的是紅心。誰贏？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 2: a spade ranks above a heart.</source>
        <translation>2號座位：黑桃大過紅心。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Neither: suits all rank alike; they tie and share the pot.</source>
        <translation>沒有人贏：各花色等級相同；雙方打和，平分底池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 6: a heart ranks above a spade.</source>
        <translation>6號座位：紅心大過黑桃。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 14.1: «Todos os naipes têm a mesma graduação» (all suits have the same
rank). Both straights have the same five ranks, and art. 15.6 says «Se as
cinco cartas forem da mesma graduação, verifica-se um empate» (if the five
cards are of the same rank, it is a tie); the pot is divided in equal parts
(art. 10.4).
</source>
        <translation>經濟財政司司長第97/2010號批示第十四條第一款：「所有花色等級相同」。兩手順子的五張牌點數相同，而第十五條第六項規定：「五張牌等級相同即為和局」；底池平均分配（第十條第四款）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>How does the ace rank in Omaha Poker (Macau 2010)?</source>
        <translation>在奧馬哈撲克（澳門2010）中，A的等級怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Highest card, and lowest only in the straight 5-4-3-2-A.</source>
        <translation>最大的牌，只有在5-4-3-2-A順子中才是最小。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Highest card always, so 5-4-3-2-A is not a straight at all.</source>
        <translation>永遠是最大的牌，所以5-4-3-2-A根本不算順子。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Lowest card always: A-K-Q-J-10 is not a straight.</source>
        <translation>永遠是最小的牌：A-K-Q-J-10不算順子。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 14.2: the cards rank from Ás (A), Rei (K), Dama (Q), Valete (J), 10 down
to 2. Art. 14.3: «O Ás (A) quando forma sequência (straight) com 5, 4, 3, 2
tem a graduação mais baixa» (the ace ranks lowest when it makes a straight
with 5, 4, 3, 2). So 5-4-3-2-A is the lowest straight and A-K-Q-J-10 the
highest (art. 15.6).
</source>
        <translation>經濟財政司司長第97/2010號批示第十四條第二款：牌的等級由大至小為A、K、Q、J、10，以至2。第十四條第三款：「A與5、4、3、2組成順子時等級最低」。因此5-4-3-2-A是最小的順子，A-K-Q-J-10是最大的（第十五條第六項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Hold&apos;em and Omaha: the cut, the flop games&apos; dealing errors, blinds, order of betting, raises and missed bets</source>
        <translation>德州撲克及奧馬哈：切牌、翻牌類遊戲的派牌錯誤、盲注、下注次序、加注及錯過的下注</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Omaha follows the general rules of non-banked poker (rules 1-71) with the
changes of rules 72-91, and Hold&apos;em follows the same rules 72-91 with the
changes of rules 93-94 (rule 92). This lesson&apos;s questions are asked in both
games. The regulation&apos;s words: the croupier is &quot;o pagador&quot;, the marker seat
&quot;a mão&quot;, the small and big blinds &quot;pequena aposta&quot; and &quot;grande aposta&quot;, a raise
&quot;repicar&quot;, the board &quot;as cartas comuns&quot; (flop, turn, &quot;rio&quot;).

The deal: the pagador alone cuts (rule 32; in sintético a player cuts, rule 101).
Each player gets two cards in Hold&apos;em, four in Omaha (rules 35, 77, 93), one at a
time clockwise, starting with the player who made the first bet. A card is burned
before the flop, the turn and the river (rules 41, 43, 45).

Blinds and order: the player with &quot;a mão&quot; posts the small blind, half the table
minimum; the player on his left posts the big blind, the table minimum (rules
81-83). Before the flop the first to decide is the player to the left of the big
blind (rule 84); on the flop, turn and river the player with &quot;a mão&quot; speaks
first (rules 42, 44, 46, 85; ruling R8-2: or the next seat still in on his left).

Raises (&quot;repiques&quot;): at least the table minimum; at most, in rule 86&apos;s words,
«o total das apostas até aí efectuadas, podendo considerar a aposta do último
jogador, simples, a dobrar ou triplicar» (the total of the bets made so far,
which may count the last player&apos;s bet single, doubled or tripled). Ruling R8-5
reads this maximum as the pot after the raiser&apos;s call. Only three raises in a
round (rule 87), unlimited with two players left (rule 88).

Seats and blinds: a new player may not take the seat that has &quot;a mão&quot; in that
hand (rule 80). A player who has not bet for five hands posts a big blind in the
next one, the order of betting unchanged (rule 89; ruling R8-9: in these games
rule 89, not rule 13&apos;s &quot;three hands&quot;, governs it). A player who was away makes up
his missed blinds, and that money does not count towards his bets (rule 90). If
players did not make the first bet at the deal, the hand is valid; if nobody can
tell who, it is played with the smaller pot (rule 91).

Dealing errors of the flop games (rules 69 d, 70 c-h):
- 69 d) more than one card face up in the deck: misdeal;
- 70 c) one card turned over while dealing: finish the deal, complete that
  player&apos;s hand last; the exposed card is the next burn card;
- 70 d) flop exposed before the betting ends: take it back, let the betting
  finish, then shuffle those cards into the deck and deal a new flop without
  burning;
- 70 e) turn exposed early: take it back, let the betting finish, burn, and put
  out as the turn the card that would have been the river; then shuffle the
  withdrawn card into the deck and take the first card as the river, no burn;
- 70 f) river exposed early: only the second part of 70 e) — take it back, let
  the betting finish, shuffle it into the deck and take the first card as the
  river without burning;
- 70 g) no burn card: the card turned up becomes the burn card, a new card goes
  on the board;
- 70 h) in d), e) and f), the players who had not yet bet may only call.
</source>
        <translation>奧馬哈遵從非莊家撲克的一般規則（規則第一至七十一條），並按規則第七十二至九十一條作出修改；德州撲克遵從同樣的規則第七十二至九十一條，並按規則第九十三至九十四條作出修改（規則第九十二條）。本課的問題在這兩種遊戲中都會出現。

葡文用語：荷官——o pagador；按鈕（莊位）座位——a mão；小盲注——pequena aposta，大盲注——grande aposta；加注——repicar；公共牌——as cartas comuns（翻牌——flop，轉牌——turn，河牌——rio）。

派牌：只由荷官切牌（規則第三十二條；Póquer sintético則由玩家切牌，規則第一百零一條）。德州撲克每位玩家得兩張牌，奧馬哈得四張（規則第三十五條、第七十七條、第九十三條），每次一張，按順時針方向，由作出第一注的玩家開始。翻牌、轉牌及河牌之前各燒一張牌（規則第四十一條、第四十三條、第四十五條）。

盲注及次序：持有按鈕的玩家下小盲注，為該枱最低限額的一半；他左邊的玩家下大盲注，即該枱最低限額（規則第八十一至八十三條）。翻牌前，最先決定的是大盲注左邊的玩家（規則第八十四條）；翻牌、轉牌及河牌時，由持有按鈕的玩家最先說話（規則第四十二條、第四十四條、第四十六條、第八十五條；解讀 R8-2：或其左邊下一個仍在局中的座位）。

加注（葡文：repiques）：最少為該枱最低限額；最多按規則第八十六條的字眼為「至今所下注的總額，可把最後一位玩家的下注按一倍、兩倍或三倍計算」。解讀 R8-5把這上限理解為加注者跟注後的底池。每輪只可加注三次（規則第八十七條），只剩兩位玩家時不限次數（規則第八十八條）。

座位及盲注：新玩家不可坐在該局持有按鈕的座位（規則第八十條）。連續五局沒有下注的玩家，在下一局要下一個大盲注，下注次序不變（規則第八十九條；解讀 R8-9：在這些遊戲中，由規則第八十九條而非規則第十三條的「三局」規管）。曾離開的玩家要補回錯過的盲注，這筆錢不計入他的下注（規則第九十條）。如派牌時有玩家沒有作出第一注，該局有效；如無人能說出是誰，該局以較少的底池進行（規則第九十一條）。

翻牌類遊戲的派牌錯誤（規則第六十九條d項、第七十條c至h項）：
- 第六十九條d項）一副牌中有多於一張正面朝上的牌：派牌錯誤；
- 第七十條c項）派牌時翻開了一張牌：完成派牌，最後才補足該玩家的手牌；翻開的牌作為下一張燒牌；
- 第七十條d項）下注未結束便翻開了翻牌：收回翻牌，讓下注完成，然後把這些牌洗入一副牌中，不燒牌，派出新的翻牌；
- 第七十條e項）過早翻開轉牌：收回該牌，讓下注完成，燒牌，並把本應是河牌的那張牌作為轉牌派出；然後把收回的牌洗入一副牌中，取第一張牌作為河牌，不燒牌；
- 第七十條f項）過早翻開河牌：只適用第七十條e項的第二部分——收回該牌，讓下注完成，把它洗入一副牌中，取第一張牌作為河牌，不燒牌；
- 第七十條g項）沒有燒牌：翻開的那張牌成為燒牌，另派一張新牌到公共牌位置；
- 第七十條h項）在d、e及f項的情況下，尚未下注的玩家只可跟注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>At a Hold&apos;em or Omaha table, how are the players&apos; cards dealt?</source>
        <translation>在德州撲克或奧馬哈的牌枱，玩家的牌怎樣派？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Face down, one at a time, clockwise from the first bettor: four each in Omaha, two in Hold&apos;em.</source>
        <translation>牌面朝下，每次一張，由作出第一注的玩家起按順時針方向：奧馬哈每人四張，德州撲克每人兩張。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Face down, two each, then two more each after the first betting round, in both games.</source>
        <translation>牌面朝下，每人先派兩張，第一輪下注後每人再派兩張，兩種遊戲都一樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Face down, all of one player&apos;s cards together before the next player&apos;s.</source>
        <translation>牌面朝下，先把一位玩家的牌全部派完，才派下一位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 35: the cards are dealt one at a time, clockwise, «começando pelo
jogador que efectuou a primeira aposta» (starting with the player who made
the first bet). The house reads that player as the one who has &quot;a mão&quot; and
posts the small blind (rule 81; ruling R8-12). Rule 77 changes only the
number: four each in Omaha; Hold&apos;em has two (rule 93).
</source>
        <translation>規則第三十五條：牌每次派一張，按順時針方向，「由作出第一注的玩家開始」。賭場把這位玩家理解為持有按鈕（莊位）（葡文：a mão）並下小盲注的玩家（規則第八十一條；解讀 R8-12）。規則第七十七條只改變張數：奧馬哈每人四張；德州撲克每人兩張（規則第九十三條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Which rules govern the Hold&apos;em and the Omaha tables?</source>
        <translation>德州撲克及奧馬哈的牌枱受哪些規則規管？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Omaha: only its rules 72-91; Hold&apos;em: the general rules 1-71 with its own rules 93-94.</source>
        <translation>奧馬哈：只受其規則第七十二條至第九十一條規管；德州撲克：一般規則第一條至第七十一條及其本身的規則第九十三條至第九十四條。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Both: the general rules 1-71 and the Omaha rules 72-91; Hold&apos;em as changed by 93-94.</source>
        <translation>兩者：一般規則第一條至第七十一條及奧馬哈規則第七十二條至第九十一條；德州撲克按規則第九十三條至第九十四條修改。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Both: the general rules 1-71 alone; rules 72-94 are for the banked tables.</source>
        <translation>兩者：只受一般規則第一條至第七十一條規管；規則第七十二條至第九十四條適用於莊家遊戲的牌枱。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 3: every variant follows the general rules of subsection I together
with its own rules; Omaha&apos;s are rules 72-91. Rule 92: Hold&apos;em is governed by
the general rules and by the Omaha rules of the previous subsection, with
the changes of rules 93-94 (two pocket cards, the best five of seven). So
blinds, order of betting, raises and missed blinds (rules 80-91) apply to
both games.
</source>
        <translation>規則第三條：每種變化玩法都受第I分節的一般規則連同其本身的規則規管；奧馬哈的是規則第七十二條至第九十一條。規則第九十二條：德州撲克受一般規則及上一分節的奧馬哈規則規管，並按規則第九十三條至第九十四條作出修改（兩張底牌，七張中取最佳五張）。因此盲注、下注次序、加注及錯過的盲注（規則第八十條至第九十一條）適用於兩種遊戲。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Who cuts the deck at a Hold&apos;em or Omaha table?</source>
        <translation>在德州撲克或奧馬哈牌枱上，由誰切牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The pagador, and only the pagador.</source>
        <translation>荷官，而且只有荷官。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the right of a mão.</source>
        <translation>按鈕（莊位）右邊的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player on the pagador&apos;s right, each hand.</source>
        <translation>每局由荷官右邊的玩家切牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player holding the big blind.</source>
        <translation>下大盲注的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 32: once the shuffle is over, the cut is exclusively the pagador&apos;s. (In
póquer sintético rule 101 gives the cut to a player instead.)
</source>
        <translation>規則第三十二條：洗牌完成後，切牌完全由荷官負責。（在Póquer sintético中，規則第一百零一條則把切牌交給一位玩家。）
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The table minimum is 100. Who posts the small blind, and how much?</source>
        <translation>該枱最低限額是100。由誰下小盲注，金額多少？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player with the marker (a mão), 50.</source>
        <translation>持有按鈕（莊位）的玩家，50。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the left of the marker, 50.</source>
        <translation>按鈕（莊位）左邊的玩家，50。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player with the marker (a mão), 100.</source>
        <translation>持有按鈕（莊位）的玩家，100。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the right of the marker, 50.</source>
        <translation>按鈕（莊位）右邊的玩家，50。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player who has &quot;a mão&quot; makes the small blind (&quot;pequena aposta&quot;), half the
table minimum (rules 81-82). Careful: in Omaha Macau 2010 it is the player to
the left of the marker who posts the smaller blind (art. 5.1).
</source>
        <translation>持有按鈕（莊位）的玩家下小盲注，為該枱最低限額的一半（規則第八十一條至第八十二條）。注意：在澳門2010奧馬哈中，下較小盲注的是按鈕左邊的玩家（第五條（一）項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The table minimum is 200. How much is the big blind, and who posts it?</source>
        <translation>該枱最低限額是200。大盲注是多少，由誰下？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>200, by the player to the left of a mão.</source>
        <translation>200，由按鈕（莊位）左邊的玩家下。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>400, twice the minimum, by the player to the left of a mão.</source>
        <translation>400，即最低額的兩倍，由按鈕（莊位）左邊的玩家下。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>200, by the player to the right of a mão.</source>
        <translation>200，由按鈕（莊位）右邊的玩家下。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 81: the player immediately to the left of a mão makes the &quot;grande
aposta&quot;; rule 83: it equals the table minimum.
</source>
        <translation>規則第八十一條：按鈕（莊位）左邊緊鄰的玩家下大盲注；規則第八十三條：其金額等於該枱最低限額。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Before the flop, who is the first player to decide?</source>
        <translation>翻牌前，誰是第一位決定的玩家？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the left of the big blind.</source>
        <translation>大盲注左邊的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player holding a mão (the marker).</source>
        <translation>持有按鈕（莊位）的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The big blind (grande aposta).</source>
        <translation>大盲注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 84: the first to fold, check, call or raise (rule 39) is the player
just to the left of the player who made the big blind.
</source>
        <translation>規則第八十四條：最先棄牌、過牌、跟注或加注（規則第三十九條）的，是下大盲注玩家左邊緊鄰的玩家。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>On the flop, the turn and the river, who speaks first?</source>
        <translation>在翻牌、轉牌和河牌，誰最先說話？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player with a mão, or the next one still in on his left.</source>
        <translation>持有按鈕（莊位）的玩家，或他左邊下一位仍在局中的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the left of the big blind, or the next one still in.</source>
        <translation>大盲注左邊的玩家，或下一位仍在局中的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player who made the last bet or raise in the betting round before.</source>
        <translation>在上一輪下注中最後下注或加注的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 85: in the rounds after the first, the first to speak is the player who
has &quot;a mão&quot; (rules 42, 44 and 46 say so for the flop, turn and river rounds).
Ruling R8-2: if he is out or all in, the next seat still able to act on his
left opens.
</source>
        <translation>規則第八十五條：第一輪之後的各輪，最先說話的是持有按鈕（莊位）的玩家（規則第四十二條、第四十四條及第四十六條就翻牌、轉牌及河牌各輪如此規定）。解讀 R8-2：如他已出局或已全押，由他左邊下一個仍可行動的座位開始。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Five players are still in. There have been a bet and three raises in this
round, and a player wants to raise again. What does the pagador say?
</source>
        <translation>還有五位玩家在局中。本輪已有一次下注和三次加注，一位玩家想再加注。荷官怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>No: only three raises are allowed in a round.</source>
        <translation>不可以：每輪只准加注三次。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes: if it is at least the table minimum.</source>
        <translation>可以：只要至少是該枱最低限額。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes: up to the total of the bets.</source>
        <translation>可以：最多至已下注的總額。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 87 allows only three raises in each round. The limit falls away only
when two players are left (rule 88).
</source>
        <translation>規則第八十七條每輪只准加注三次。只有在剩下兩位玩家時，此限制才取消（規則第八十八條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Only two players are left and they have raised each other four times in
this round. Can the fifth raise be made?
</source>
        <translation>只剩兩位玩家，他們在本輪已互相加注四次。可以作第五次加注嗎？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes: with two players left, raises are unlimited.</source>
        <translation>可以：剩下兩位玩家時，加注不限次數。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>No: three raises is the limit in every round.</source>
        <translation>不可以：每輪的上限都是三次加注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes, if the fiscal allows it.</source>
        <translation>可以，只要監場主任准許。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 88 (and rule 47 in general): when only two players are in the hand
the number of raises is unlimited.
</source>
        <translation>規則第八十八條（以及一般性的規則第四十七條）：該局只剩兩位玩家時，加注次數不受限制。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The pot holds 200. Seat A bets 100 and seat B calls 100. Seat C wants to
raise. What are his smallest and largest raises?
</source>
        <translation>底池有200。A座位下注100，B座位跟注100。C座位想加注。他最小和最大的加注是多少？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>At least the table minimum; at most 500 on top of the call.</source>
        <translation>最少為該枱最低限額；最多在跟注之上再加500。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>At least the last raise; at most his whole stack (the cave).</source>
        <translation>最少為上一次加注的金額；最多為他的全部籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>At least double the bet; at most 400 on top of the call.</source>
        <translation>最少為下注的兩倍；最多在跟注之上再加400。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 86: a raise is at least the table minimum, and at most «o total das
apostas até aí efectuadas, podendo considerar a aposta do último jogador,
simples, a dobrar ou triplicar» (the total of the bets made so far, which may
count the last player&apos;s bet single, doubled or tripled). Ruling R8-5 reads
this maximum as the pot after C&apos;s own call: 200 + 100 + 100 + 100 = 500, so C
may call 100 and raise by at most 500 (a total of 600). &quot;At least the last
raise&quot; is the Omaha Macau 2010 rule (art. 12.1), not the non-banked one.
</source>
        <translation>規則第八十六條：加注最少為該枱最低限額，最多為「至今所下注的總額，可把最後一位玩家的下注按一倍、兩倍或三倍計算」。解讀 R8-5把這上限理解為C座位本人跟注後的底池：200 + 100 + 100 + 100 = 500，所以C座位可以跟注100，並最多加注500（合共600）。「最少為上一次加注的金額」是澳門2010奧馬哈的規則（經濟財政司司長第97/2010號批示第十二條第一項），不是非莊家遊戲的規則。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>A new player sits down in the seat that has &quot;a mão&quot; for the coming hand.
What happens?
</source>
        <translation>一位新玩家坐在下一局持有按鈕（莊位）的座位。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He plays from the next hand; a mão passes to the seat on his left.</source>
        <translation>他由下一局開始玩；按鈕（莊位）移到他左邊的座位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He posts the small blind as a mão and plays the hand at once.</source>
        <translation>他作為按鈕（莊位）下小盲注，並立即參與該局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He posts both blinds at once and plays the hand straight away from there.</source>
        <translation>他立即下兩個盲注，並由此直接參與該局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 80: a new player cannot take the seat that has &quot;a mão&quot; in that hand.
If he does, he plays from the next hand, and a mão moves to the seat
occupied immediately on his left.
</source>
        <translation>規則第八十條：新玩家不可坐在該局持有按鈕（莊位）的座位。如他坐了，他由下一局開始玩，按鈕（莊位）移到他左邊緊鄰有人坐的座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>At a Hold&apos;em or Omaha table, who fixes the least amount a new player may
come into the game with?
</source>
        <translation>在德州撲克或奧馬哈的牌枱，由誰訂定新玩家入局的最低金額？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The casino: it fixes the minimum with which a new player may join.</source>
        <translation>賭場：由賭場訂定新玩家可以入局的最低金額。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The players already seated, agreeing on it before he sits down.</source>
        <translation>已就座的玩家，在他坐下前協議訂定。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The pagador, when the new player sits down at the table.</source>
        <translation>荷官，在新玩家坐下時訂定。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 78: «Compete ainda ao casino fixar a importância mínima com que um novo
jogador poderá entrar na partida» (it is also for the casino to fix the
minimum amount with which a new player may join the game). &quot;Also&quot;: by rule
75 the concessionaire («a concessionária») fixes beforehand each player&apos;s
opening cave and the value of the top-ups. Rule 78 is an Omaha rule, and by
rule 92 a Hold&apos;em one. It does not set aside rule 28, the general rule: a
player who takes a seat at a table while a game is under way must come in
with a cave equal to the average of the capital in play at the table. How
the casino&apos;s minimum and that average combine, the regulation does not say.
</source>
        <translation>規則第七十八條（葡文：«Compete ainda ao casino fixar a importância mínima com que um novo jogador poderá entrar na partida»）：賭場亦負責訂定新玩家可以入局的最低金額。「亦」：按規則第七十五條，承批公司預先訂定每位玩家的起始籌碼及補充籌碼的金額。規則第七十八條是奧馬哈的規則，按規則第九十二條亦適用於德州撲克。它並不排除一般規則第二十八條：玩家在牌局進行期間於牌枱佔用座位，須帶相等於牌枱上在玩資金平均數的籌碼入局。賭場訂定的最低金額與這個平均數如何配合，規例沒有說明。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>A seated player has not bet for five hands. What happens in the next hand?</source>
        <translation>一位就座的玩家已有五局沒有下注。下一局會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He posts a big blind; the order of betting does not change.</source>
        <translation>他下一個大盲注；下注次序不變。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He posts a big blind and speaks first in every betting round.</source>
        <translation>他下一個大盲注，並在每輪下注中最先說話。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He is given a mão and posts the small blind in the next hand.</source>
        <translation>他獲給予按鈕（莊位），並在下一局下小盲注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 89: he must make a big blind in the following hand, without any change
to the order of betting in that hand. Ruling R8-9: in Hold&apos;em and Omaha rule
89, the variant&apos;s own rule, governs a seated player who does not bet; rule
13&apos;s &quot;three or more hands&quot; does not apply, though a player may still ask to
rest two hands (rule 13).
</source>
        <translation>規則第八十九條：他必須在下一局下一個大盲注，該局的下注次序不作任何改變。解讀 R8-9：在德州撲克及奧馬哈中，由該變化玩法本身的規則第八十九條規管坐着而不下注的玩家；規則第十三條的「三局或以上」並不適用，但玩家仍可要求休息兩局（規則第十三條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>A player was away from the table and missed his big blind. He comes back
and wants to play the next hand. What does the pagador do?
</source>
        <translation>一位玩家離開了牌枱，錯過了他的大盲注。他回來後想玩下一局。荷官怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He makes it up; it does not count towards his bets this hand.</source>
        <translation>他要補回；該筆金額不計入他在這一局的下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He makes it up, and it counts as part of his first bet of this hand.</source>
        <translation>他要補回，而該金額算作他這一局第一注的一部分。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He waits out one hand as a penalty, then plays on without making it up.</source>
        <translation>他作為懲罰要等候一局，然後繼續玩，無須補回。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 90: on his return he pays what he did not post, and that amount is not
counted in the bets he makes in that hand.
</source>
        <translation>規則第九十條：他回來時要支付他沒有下的注，而該金額不計入他在該局所下的注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>After the deal the pagador sees that some first bets (&quot;primeira aposta&quot;)
are missing from the pot, and it is not possible to tell which players
did not make them. What happens?
</source>
        <translation>派牌後，荷官發現底池中欠了一些第一注，而且無法確定是哪些玩家沒有下。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The hand is valid and is played with the smaller pot.</source>
        <translation>該局有效，以較少的底池進行。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Misdeal: the hand is void and is dealt again.</source>
        <translation>派牌錯誤：該局無效，重新派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Every player bets his first bet again.</source>
        <translation>每位玩家再下一次第一注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 91: the hand (&quot;golpe&quot;) is valid. Players known to have missed the
first bet must make it to take part; &quot;se não for possível determinar quais
os jogadores que não fizeram a primeira aposta, o golpe mantém-se válido e
joga-se com o pote reduzido&quot; (the hand is played with the reduced pot).
</source>
        <translation>規則第九十一條：該局有效。已知沒有下第一注的玩家，如要參與該局，必須補下；「如無法確定哪些玩家沒有下第一注，該局仍然有效，並以較少的底池進行」。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Dealing the hole cards, you find two cards lying face up in the deck. What
happens?
</source>
        <translation>派底牌時，你發現一副牌中有兩張牌正面朝上。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take both cards out as burn cards and deal on.</source>
        <translation>把兩張牌都取出作為燒牌，繼續派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Deal on; the two cards are shuffled back in at the next hand.</source>
        <translation>繼續派牌；這兩張牌在下一局時洗回牌中。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 69 d): more than one card face up in the deck is a misdeal. (In
sintético even one face-up card voids the hand, rule 109 c.)
</source>
        <translation>規則第六十九條d項：一副牌中有多於一張正面朝上的牌，即屬派牌錯誤。（在Póquer sintético中，即使只有一張正面朝上的牌，該局亦無效，規則第一百零九條c項。）
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Dealing the hole cards, you accidentally turn one of seat 3&apos;s cards face
up. What is the procedure?
</source>
        <translation>派底牌時，你意外把3號座位的一張牌翻成正面朝上。程序是怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Misdeal: void the hand and deal the hand again from a new shuffle.</source>
        <translation>派牌錯誤：該局無效，重新洗牌後再派這一局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Deal on; complete seat 3 last; that card is the next burn card.</source>
        <translation>繼續派牌；最後才補足3號座位；該張牌作為下一張燒牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave the card face up in seat 3&apos;s hand and carry on with the deal.</source>
        <translation>讓該張牌正面朝上留在3號座位的手牌中，繼續派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 c): if the pagador involuntarily turns over a card while dealing, he
continues the deal to the other players in the set order and, at the end,
completes the hand of the player whose card was turned. That card is the
card burned in the next phase of the game. Two or more cards turned over
would be a misdeal (rule 69 g).
</source>
        <translation>規則第七十條c項：如荷官在派牌時無意中翻開了一張牌，他按既定次序繼續向其他玩家派牌，最後才補足被翻開牌的玩家的手牌。該張牌作為牌局下一階段燒掉的牌。翻開兩張或以上的牌則屬派牌錯誤（規則第六十九條g項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>You put out the flop before the last player has acted on the first betting
round. What do you do?
</source>
        <translation>最後一位玩家在第一輪下注中尚未行動，你就派出了翻牌。你怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take the flop back, finish the betting, shuffle it in, deal a new flop, no burn.</source>
        <translation>收回翻牌，完成下注，把牌洗入，派出新的翻牌，不燒牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take the flop back, finish the betting, then put the same three cards out again.</source>
        <translation>收回翻牌，完成下注，然後再派出同樣的三張牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave the flop out, let the player act; he may then only call the bets before.</source>
        <translation>翻牌留在枱上，讓該玩家行動；他之後只可跟注之前的下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 d): the flop cards exposed too early are withdrawn and the betting
is completed. Then those cards go back into the rest of the deck, it is
shuffled, and three cards are dealt for the flop without burning first.
</source>
        <translation>規則第七十條d項：過早翻開的翻牌要收回，並完成下注。然後把這些牌放回其餘的牌中，洗牌，不先燒牌便派出三張牌作為翻牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>You expose the turn card before the betting on the flop is over. What is the procedure?</source>
        <translation>翻牌的下注尚未結束，你就揭開了轉牌。程序是怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take it back; after the betting burn, and the next card is the turn; then shuffle it in and deal the river, no burn.</source>
        <translation>收回該牌；下注完成後燒牌，下一張牌就是轉牌；然後把收回的牌洗入，派出河牌，不燒牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take it back; after the betting burn one card and put the same card out again as the turn, then burn and deal the river.</source>
        <translation>收回該牌；下注完成後燒一張牌，並把同一張牌再作為轉牌派出，然後燒牌並派出河牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave the turn card out; the players who have not acted may only call the bets made before.</source>
        <translation>轉牌留在枱上；尚未行動的玩家只可跟注之前的下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 e): the early turn card is withdrawn and the players finish their
bets. The next card is burned and the card that would have been the river is
exposed as the turn. The withdrawn card is then returned to the deck, which
is shuffled, and the first card is taken as the river without a burn.
</source>
        <translation>規則第七十條e項：過早翻開的轉牌要收回，玩家完成下注。下一張牌燒掉，本應是河牌的那張牌作為轉牌翻開。然後把收回的牌放回一副牌中，洗牌，取第一張牌作為河牌，不燒牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>You expose the river before the betting on the turn is over. What is the procedure?</source>
        <translation>轉牌的下注尚未結束，你就揭開了河牌。程序是怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take it back; after the betting burn a card, then deal the river.</source>
        <translation>收回該牌；下注完成後燒牌，然後派出河牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take it back; after the betting shuffle it in; first card is the river, no burn.</source>
        <translation>收回該牌；下注完成後把它洗入；第一張牌就是河牌，不燒牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave it out as the river; the players who have not acted may only call.</source>
        <translation>把它留作河牌；尚未行動的玩家只可跟注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 f): for the river the pagador follows the second part of rule 70 e):
the exposed card is withdrawn, the players finish their bets, the card goes
back into the rest of the deck, it is shuffled, and the first card is taken
as the river without burning.
</source>
        <translation>規則第七十條f項：河牌方面，荷官按規則第七十條e項的第二部分處理：收回翻開的牌，玩家完成下注，把該牌放回其餘的牌中，洗牌，取第一張牌作為河牌，不燒牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>You turn the turn card without burning first. What now?</source>
        <translation>你沒有先燒牌就翻開了轉牌。現在怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>That card counts as the burn card; a new card goes out as the turn.</source>
        <translation>該張牌當作燒牌；另派一張新牌作為轉牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>That card stays as the turn; burn two cards before dealing the river.</source>
        <translation>該張牌留作轉牌；派河牌前燒兩張牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Misdeal: the hand is void, and a new hand is dealt from a new shuffle.</source>
        <translation>派牌錯誤：該局無效，重新洗牌後派新的一局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 g): if the pagador does not burn a card where rules 41, 43 and 45
require it, the card turned is considered the burn card, and a new card is
drawn for the table.
</source>
        <translation>規則第七十條g項：如荷官在規則第四十一條、第四十三條及第四十五條規定之處沒有燒牌，翻開的那張牌視為燒牌，並另抽一張新牌放到枱上。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The flop was exposed before seat 8 had acted; you have taken the three cards
back. It is seat 8&apos;s turn in the pre-flop round and he wants to raise. May he?
</source>
        <translation>8號座位行動前翻牌已被揭開；你已收回那三張牌。現在輪到8號座位在翻牌前一輪行動，他想加注。他可以嗎？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes: the exposed flop changes nothing in the pre-flop round.</source>
        <translation>可以：翻牌被翻開並不改變翻牌前那一輪的任何事情。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>No: a player who had not yet bet may only call the bets before.</source>
        <translation>不可以：尚未下注的玩家只可跟注之前的下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>No: having seen part of the flop, he must now fold his hand at once.</source>
        <translation>不可以：他已看到部分翻牌，現在必須立即棄牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 h): in the cases of rule 70 d), e) and f), the players who had not
yet bet may only match the earlier bets, never raise them. This limits the
round in progress when the card was exposed; the new flop is dealt only after
that round ends (rule 70 d), and its round is played normally.
</source>
        <translation>規則第七十條h項：在規則第七十條d、e及f項的情況下，尚未下注的玩家只可跟上之前的下注，絕不可加注。這限制的是翻開該牌時正在進行的那一輪；新的翻牌在該輪結束後才派出（規則第七十條d項），而翻牌那一輪照常進行。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>A Hold&apos;em or Omaha game is to be dealt at a table marked with 11 seats. What
does the pagador do?
</source>
        <translation>一場德州撲克或奧馬哈牌局要在一張劃有11個座位的牌枱上進行。荷官怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Deals to all 11 seats: every non-banked table has 11 places.</source>
        <translation>向11個座位派牌：所有非莊家牌枱都有11個座位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Puts the seat on his right out of use: these games use 10 seats.</source>
        <translation>停用他右方的座位：這兩種玩法使用10個座位的牌枱。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Puts the seat on his left out of use, so that seat 1 stays empty.</source>
        <translation>停用他左方的座位，讓1號座位空着。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 6: the table has 10 or 11 seats, numbered from 1 on the pagador&apos;s left.
«Nas modalidades «hold&apos;em» e «omaha» serão utilizadas mesas de 10 lugares,
inutilizando-se, se necessário, o lugar situado à direita do pagador»
(Hold&apos;em and Omaha use 10-seat tables, the seat on the pagador&apos;s right put
out of use if need be). Póquer sintético must have 11 seats (rules 6, 99).
</source>
        <translation>規則第六條：牌枱分為10或11個座位，由荷官左方起以1開始編號。「德州撲克及奧馬哈使用10個座位的牌枱，如有需要，停用荷官右方的座位」。Póquer sintético則必須有11個座位（規則第六條、第九十九條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>A Hold&apos;em player asks to rest («descansar») for the next two hands. What
does the pagador tell him?
</source>
        <translation>一位德州撲克玩家要求在接下來兩局休息（葡文：descansar）。荷官怎樣回答？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He may, and keeps his seat; resting again and again, he must leave.</source>
        <translation>可以，並保留座位；如屢次休息，就必須離開。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He may not: at these tables a seated player must play every hand.</source>
        <translation>不可以：在這些牌枱，坐着的玩家每局都要玩。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He may, for as many hands as he likes, as long as his chips stay there.</source>
        <translation>可以，想休息多少局都可以，只要籌碼留在牌枱上。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 13: «A seu pedido, pode um jogador descansar durante duas mãos ou
jogadas sem que por isso perca o seu lugar na mesa» (at his request a player
may rest for two hands without losing his seat), but one who «utilizar
repetidamente a prerrogativa de descansar durante duas mãos ou jogadas, terá
de abandonar a mesa» (uses the right to rest for two hands again and again
must leave the table). Ruling R8-9: in Hold&apos;em and Omaha this rest rule
applies, while a seated player who does not bet is governed by rule 89 (a
big blind after five hands), not by rule 13&apos;s &quot;três ou mais jogadas&quot;.
</source>
        <translation>規則第十三條：「玩家可應其要求休息兩局而不失去座位」，但「屢次使用休息兩局權利的玩家，須離開牌枱」。解讀 R8-9：在德州撲克及奧馬哈，這條休息規定適用；而坐着不下注的玩家則受規則第八十九條規管（五局後下一個大盲注），不適用規則第十三條的三局或以上（葡文：três ou mais jogadas）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Your Hold&apos;em or Omaha table uses an automatic shuffler. Which cards are dealt?</source>
        <translation>你的德州撲克或奧馬哈牌枱使用自動洗牌機。用甚麼牌派牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>One deck, shuffled by the machine before every hand.</source>
        <translation>只用一副牌，每局前由洗牌機洗牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Two decks of different colours, used in turn.</source>
        <translation>不同顏色的兩副牌，輪流使用。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Two decks of one colour, mixed together in the machine.</source>
        <translation>同色的兩副牌，在洗牌機內混在一起。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 76: «Pode ser utilizado baralhador automático, caso em que serão
utilizados alternadamente dois baralhos de diferentes cores» (an automatic
shuffler may be used, in which case two decks of different colours are used
alternately). Hold&apos;em follows the Omaha rules (rule 92).
</source>
        <translation>規則第七十六條：「可使用自動洗牌機，此時輪流使用不同顏色的兩副牌」。德州撲克依從奧馬哈的規則（規則第九十二條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>A player&apos;s cave has fallen below the table minimum, and he wants to go on
playing. What must he do?
</source>
        <translation>一位玩家的籌碼（葡文：cave）已低於牌枱最低額，而他想繼續遊戲。他須怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Nothing: he plays on all in («encavado») for whatever he has left.</source>
        <translation>不用做甚麼：他以剩下的籌碼作全押玩家（葡文：encavado）繼續玩。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave the table: any player below the table minimum loses his seat.</source>
        <translation>離開牌枱：凡低於牌枱最低額的玩家都失去座位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Top up («reposição»), by the amount the house has fixed in advance.</source>
        <translation>補充籌碼（葡文：reposição），金額由賭場預先訂定。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 79: «O jogador é obrigado a fazer uma reposição se a sua cave for
inferior ao mínimo da mesa e se pretender continuar em jogo» (a player must
top up if his cave is below the table minimum and he wants to go on
playing). Rule 75: the concessionaire fixes in advance each player&apos;s initial
cave and the value of the top-ups («o valor das reposições»). No chips are
added to the cave once a hand has begun (rule 14 e).
</source>
        <translation>規則第七十九條：「玩家的籌碼低於牌枱最低額而又想繼續遊戲，就必須補充籌碼」。規則第七十五條：承批公司預先訂定每位玩家的起始籌碼及補充籌碼的金額（葡文：o valor das reposições）。牌局開始後不可再往籌碼中加籌碼（規則第十四條e項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Q Poker: procedure and irregularities</source>
        <translation>Q Poker：程序及違規情況</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The cards are shuffled either by hand, then cut by the croupier with the blank
card and placed in the shoe (&quot;sabot&quot;) with the blank card at the end, or by
the shuffling machine (&quot;baralhador&quot;), with no cut (Despacho 89/2004 art. 3). Bets may be placed on
one or more hands, and several players may bet on the same hand; no new bet is
accepted once the first card has been dealt; only seated players may hold
cards, and never off the table (art. 6).

With a shoe, cards are dealt clockwise, from left to right, face down, one at
a time, only to the hands with a bet, the croupier last, until everyone has
three. With a shuffler, three cards at a time are dealt the same way
(art. 7). After the players&apos; hands are opened, pair plus is settled first;
then each player decides to play or fold, before the croupier&apos;s hand is
opened, and the decision cannot be revoked (art. 9.1 to 9.3).

Irregularities (art. 11; ruling R6-6):

1. Cards dealt in the wrong order, or a hand with the wrong number of cards:
   the round is invalid, the bets are void, and a new round is dealt.
2. A card exposed by accident while dealing the players&apos; hands: the round is
   valid, and bets and play go on.
3. A card of the croupier&apos;s hand exposed by accident: the round is invalid and
   all bets are void.
4. Cards dealt by mistake to a hand with no bet: that hand is void, and the
   game goes on.
5. A shuffler that breaks down during the deal: the round is void, and the
   shuffler is replaced, or a shoe is used.
</source>
        <translation>牌可以人手洗牌，然後由荷官用空白牌切牌，並連同放在末端的空白牌放入牌靴；或用洗牌機洗牌，無須切牌（經濟財政司司長第89/2004號對外規範性批示第三條）。可以在一手或多手牌上下注，多位玩家可以在同一手牌上下注；第一張牌派出後不再接受新的下注；只有就座的玩家可以持牌，且絕不可把牌拿離枱面（第六條）。

使用牌靴時，牌按順時針方向，由左至右，牌面朝下，每次一張，只派給有下注的手牌，荷官最後，直至每手都有三張。使用洗牌機時，以同樣方式每次派三張牌（第七條）。玩家的手牌打開後，先結算對子或以上；然後每位玩家在荷官的手牌打開前決定比牌或棄牌，而該決定不可撤回（第九條（一）項至（三）項）。

違規情況（第十一條；解讀 R6-6）：

1. 派牌次序錯誤，或某手牌的張數不對：該局無效，下注作廢，重新派新的一局。
2. 派玩家手牌時意外翻開一張牌：該局有效，下注及牌局繼續。
3. 意外翻開荷官手牌中的一張牌：該局無效，所有下注作廢。
4. 誤把牌派給沒有下注的手牌：該手牌無效，遊戲繼續。
5. 洗牌機在派牌期間故障：該局無效，更換洗牌機，或改用牌靴。

葡文用語：牌靴——sabot；洗牌機——baralhador（第三條）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>You notice that the cards were dealt in the wrong sequence. What happens?</source>
        <translation>你發現牌是按錯誤的次序派出的。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Put the cards right by giving each hand the cards it should have had.</source>
        <translation>把牌更正，讓每手牌得到它本應得到的牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round is invalid, the bets are void, and a new round is dealt with new cards.</source>
        <translation>該局無效，下注作廢，用新的牌重新派新的一局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round goes on as dealt: the order of the deal does not change the hands.</source>
        <translation>該局按已派的牌繼續：派牌次序並不改變手牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Only the hands that received their cards out of order are void; the rest play.</source>
        <translation>只有收到次序錯誤的牌的手牌無效；其餘照玩。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.1: if the cards were dealt in an incorrect sequence, the round is
considered invalid, the bets are null, and a new round begins with new
cards. Q Poker does not correct a misdeal the way 13 cards does.
</source>
        <translation>第十一條（一）項：如派牌次序不正確，該局視為無效，下注作廢，並用新的牌開始新的一局。Q Poker不像十三張那樣更正派牌錯誤。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>A player&apos;s hand turns out to hold four cards. What happens?</source>
        <translation>一位玩家的手牌原來有四張牌。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Take the extra card away at random, face down, and let the round play on.</source>
        <translation>隨機抽走多出的一張牌，牌面朝下，讓該局繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>That player&apos;s hand alone is void, with its bets; the other hands play on.</source>
        <translation>只有該玩家的手牌連同其下注無效；其他手牌繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round is invalid, all bets are void, and a new round is dealt.</source>
        <translation>該局無效，所有下注作廢，重新派新的一局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.1: a hand dealt the wrong number of cards makes the whole round
invalid; the bets are null and new cards are dealt for a new round.
</source>
        <translation>第十一條（一）項：某手牌派了錯誤張數的牌，會令整局無效；下注作廢，並為新的一局派新的牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>While dealing the players&apos; hands, you accidentally expose one of seat 4&apos;s
cards. What happens?
</source>
        <translation>派玩家的手牌時，你意外翻開了4號座位的一張牌。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round is invalid, every bet is void, and the cards are dealt again.</source>
        <translation>該局無效，所有下注作廢，重新派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Seat 4&apos;s hand is void; the others play on.</source>
        <translation>4號座位的手牌無效；其他人繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Nothing: the round is valid, and the bets and the game go on.</source>
        <translation>沒有影響：該局有效，下注及牌局繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Seat 4 may withdraw its bets, since its hand is known to everyone now.</source>
        <translation>4號座位可以撤回其下注，因為現在所有人都知道它的手牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.2: one or more cards exposed by accident while dealing the players&apos;
hands do not invalidate the round; the bets and the game continue.
</source>
        <translation>第十一條（二）項：派玩家手牌時意外翻開一張或多張牌，不會令該局無效；下注及牌局繼續。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>While dealing, you accidentally expose one of your own (the croupier&apos;s) cards. What happens?</source>
        <translation>派牌時，你意外翻開了你自己（荷官）的一張牌。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Nothing: the round is valid, and play goes on.</source>
        <translation>沒有影響：該局有效，牌局繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round is invalid, and all bets are void.</source>
        <translation>該局無效，所有下注作廢。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The exposed card is burned and replaced with the next card.</source>
        <translation>翻開的牌燒掉，以下一張牌代替。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The players may fold without losing half their bet.</source>
        <translation>玩家可以棄牌而不輸掉一半的比牌注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.3: a card exposed by accident in the croupier&apos;s hand makes the round
invalid, and all bets are considered null. Compare art. 11.2: a player&apos;s
exposed card does not.
</source>
        <translation>第十一條（三）項：荷官手牌中意外翻開一張牌，會令該局無效，所有下注視為作廢。比較第十一條（二）項：玩家的牌被翻開則不會。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>You deal three cards by mistake to a spot where nobody has placed a bet.
What happens?
</source>
        <translation>你錯誤地派了三張牌到一個沒有人下注的投注位。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>That hand is void, and the game goes on.</source>
        <translation>該手牌無效，遊戲繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The hand is played for the house.</source>
        <translation>該手牌歸賭場玩。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The next player may place a bet on that hand.</source>
        <translation>下一位玩家可以在該手牌上下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.4: cards dealt by mistake to a hand that has no bet of any kind make
that hand null, and the game goes on.
</source>
        <translation>第十一條（四）項：誤把牌派給沒有任何下注的手牌，該手牌作廢，遊戲繼續。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The card shuffler breaks down in the middle of the deal. What happens?</source>
        <translation>洗牌機在派牌途中出現故障。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The game is void; the shuffler is replaced, or a shoe is used to deal.</source>
        <translation>該局無效；更換洗牌機，或改用牌靴派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The croupier finishes the deal by hand from the cards in the shuffler.</source>
        <translation>荷官用洗牌機中的牌以人手完成派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The hands already dealt play on; the others are void.</source>
        <translation>已派好的手牌繼續；其他手牌無效。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.5: if the shuffler malfunctions during the deal, the game is null,
and the shuffler is replaced or the cards are dealt from a shoe instead.
</source>
        <translation>第十一條（五）項：如洗牌機在派牌期間出現故障，該局作廢，並更換洗牌機，或改為從牌靴派牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The first card of the round has been dealt when a player puts chips on his
spot. What do you do?
</source>
        <translation>本局的第一張牌已派出時，一位玩家把籌碼放到他的投注位上。你怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Accept the bet, as long as his own cards have not been dealt.</source>
        <translation>接受該下注，只要他自己的牌還沒派出。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Refuse it: once the first card is dealt, no new bet is accepted.</source>
        <translation>拒絕：第一張牌派出後，不再接受新的下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Accept it, but as a pair plus bet only, since the round has begun.</source>
        <translation>接受，但只作為對子或以上，因為該局已經開始。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 6.2: when the first card of a round has already been dealt, new bets
are not accepted.
</source>
        <translation>第六條（二）項：一局的第一張牌已派出時，不接受新的下注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>A player standing behind seat 5 has a bet on that hand and reaches for its
cards. Who may hold the cards?
</source>
        <translation>一位站在5號座位後面的玩家在該手牌上有下注，並伸手去拿那手牌。誰可以持牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Any player who has a bet on the hand.</source>
        <translation>任何在該手牌上有下注的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Only the seated players, and never away from the table.</source>
        <translation>只有就座的玩家，且絕不可拿離枱面。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The player with the highest bet on the hand, seated or not.</source>
        <translation>在該手牌上下注最多的玩家，不論是否就座。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 6.3: only seated players have the right to hold the cards, and they
may not hold them outside the table. Several players may bet on the same
hand (art. 6.1), but that does not give them the cards. When several seated
players bet on the same hand, art. 6.3 does not say which of them holds the
cards (13 cards art. 5 gives them to the highest bet; Q Poker has no such
rule): as house practice (no ruling), the croupier lets them agree, and
calls the floor if they do not.
</source>
        <translation>第六條（三）項：只有就座的玩家有權持牌，且不可把牌拿到牌枱以外。多位玩家可以在同一手牌上下注（第六條（一）項），但這並不讓他們持牌。多位就座玩家在同一手牌上下注時，第六條（三）項沒有說明由誰持牌（十三張第五條把牌交給下注最多者；Q Poker沒有這樣的規定）：按本場慣例（並無解讀條文），荷官讓他們自行協議，如協議不成，則召喚監場主任。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>How are the cards dealt from a shoe?</source>
        <translation>從牌靴怎樣派牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Clockwise from left to right, face down, one at a time, only to hands with a bet, the croupier last, until everyone has three cards.</source>
        <translation>按順時針方向由左至右，牌面朝下，每次一張，只派給有下注的手牌，荷官最後，直至每人都有三張牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Counterclockwise from the croupier&apos;s right, three cards at a time, face down, to every spot with a bet, the croupier first.</source>
        <translation>由荷官右邊開始按逆時針方向，每次三張，牌面朝下，派給每個有下注的投注位，荷官最先。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Clockwise, one at a time, face down, to every spot whether it has a bet or not, the croupier first, until all have three.</source>
        <translation>按順時針方向，每次一張，牌面朝下，派給每個投注位，不論有沒有下注，荷官最先，直至全部都有三張。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 7.1: with a shoe, cards go from left to right, clockwise, face down,
one at a time, to each player who has placed a bet, the last card going to
the croupier, until all have three cards. With a shuffler (art. 7.2) the
order is the same but three cards are dealt at a time.
</source>
        <translation>第七條（一）項：使用牌靴時，牌由左至右，按順時針方向，牌面朝下，每次一張，派給每位已下注的玩家，最後一張牌派給荷官，直至全部都有三張牌。使用洗牌機時（第七條（二）項），次序相同，但每次派三張牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The cards come from the shuffling machine. Must they be cut?</source>
        <translation>牌來自洗牌機。必須切牌嗎？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Yes, by the croupier with the blank card, every round.</source>
        <translation>要，每局由荷官用空白牌切牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Yes, by a player at the table, with one hand only.</source>
        <translation>要，由枱上一位玩家只用一隻手切牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>No: with the shuffler there is no need to cut.</source>
        <translation>不用：使用洗牌機無須切牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 3: cards shuffled by hand are cut by the croupier with a blank card and
placed in the shoe with the blank card at the end; cards shuffled by the
machine need no cut.
</source>
        <translation>第三條：以人手洗的牌，由荷官用空白牌切牌，並連同放在末端的空白牌放入牌靴；由洗牌機洗的牌無須切牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>A player folds. When the croupier&apos;s hand is opened it does not qualify, and
the player asks to take back his fold. What do you answer?
</source>
        <translation>一位玩家棄牌。荷官的手牌打開後不合資格，該玩家要求收回他的棄牌。你怎樣回答？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>He may: the croupier did not qualify, so every seat still playing is paid half its bet, and so is he.</source>
        <translation>可以：荷官不合資格，所以每個仍在玩的座位都獲付一半比牌注，他也一樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>He may not: the decision is made before the croupier&apos;s hand is opened and cannot be revoked; he loses half his bet.</source>
        <translation>不可以：決定是在荷官手牌打開前作出的，不可撤回；他輸掉一半的比牌注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>He may not, and having folded he loses his whole bet, the pair plus bet included, like a losing hand.</source>
        <translation>不可以，而且他已棄牌，所以輸掉全部注碼——比牌注及對子或以上，和輸的手牌一樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 9.3: a player who gives up playing against the croupier loses half his
bet. He must decide before the croupier&apos;s hand is opened, and once taken
the decision cannot be revoked.
</source>
        <translation>第九條（三）項：放棄與荷官比牌的玩家輸掉一半的比牌注。他必須在荷官的手牌打開前作出決定，而決定一經作出便不可撤回。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>In what order are the bets settled after the players&apos; hands are opened?</source>
        <translation>玩家的手牌打開後，下注按甚麼次序結算？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Pair plus first; then the players decide to play or fold; then the bets against the croupier.</source>
        <translation>先結算對子或以上；然後玩家決定比牌或棄牌；然後結算對荷官手牌的比牌注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The bets against the croupier first, then pair plus, once the hands are shown.</source>
        <translation>先結算對荷官手牌的比牌注，然後在亮出手牌後結算對子或以上。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Both at once, after the croupier&apos;s hand is opened and every decision is made.</source>
        <translation>兩者同時結算，在荷官手牌打開及所有決定作出之後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 9.1 and 9.2: once the players&apos; hands are opened, the croupier settles
the pair plus bets (three odd cards lose them). Only then do the players
decide whether to play against the croupier&apos;s hand.
</source>
        <translation>第九條（一）項及第九條（二）項：玩家的手牌打開後，荷官結算對子或以上（三張散牌輸掉對子或以上）。之後玩家才決定是否與荷官的手牌比牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The croupier deals from the shuffling machine. How are the cards dealt?</source>
        <translation>荷官用洗牌機派牌。牌怎樣派？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Left to right, three cards at a time face down, to hands with bets, the croupier last.</source>
        <translation>由左至右，每次三張，牌面朝下，派給有下注的手牌，荷官最後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Left to right, one card at a time face down, to every hand, the croupier receiving first.</source>
        <translation>由左至右，每次一張，牌面朝下，派給每一手牌，荷官最先。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Right to left, three cards at a time face up, to hands with bets, the croupier last.</source>
        <translation>由右至左，每次三張，牌面朝上，派給有下注的手牌，荷官最後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 7 2): with the shuffling machine (&quot;baralhador&quot;) the cards are also
dealt from left to right, &quot;três cartas de cada vez&quot;, face down, to the
players who have bet, the croupier&apos;s hand last. With the shoe (&quot;sabot&quot;)
they go one at a time (art. 7 1)).
</source>
        <translation>第七條第2項：使用洗牌機時，牌同樣由左至右派出，每次三張，牌面朝下，派給已下注的玩家，荷官的手牌最後。使用牌靴時則每次派一張（第七條第1項）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>How many seated places does a Q Poker table have?</source>
        <translation>一張Q Poker牌枱有多少個座位？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Eight or more, the croupier&apos;s place included.</source>
        <translation>八個或以上，包括荷官的位置。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Exactly seven for the players, plus the croupier&apos;s.</source>
        <translation>玩家剛好七個，另加荷官的位置。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Six or more, not counting the croupier&apos;s place.</source>
        <translation>六個或以上，不計荷官的位置。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 2.1: &quot;Em cada tabuleiro de jogo há oito ou mais lugares sentados,
incluindo o lugar do «croupier»&quot;. Each player&apos;s place has two betting
spaces: the one nearer the croupier for pair plus (&quot;Par (Pair) e
combinações vitoriosas&quot;), the other for the bet against the croupier&apos;s hand
(art. 2.2).
</source>
        <translation>第二條第一款：「每張牌枱有八個或以上座位，包括荷官的位置」。每個玩家位置有兩個下注區：靠近荷官的一個用於對子或以上，另一個用於與荷官手牌比牌的比牌注（第二條第二款）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>A player wants to bet only on pair plus on his hand, with no bet against the
croupier&apos;s hand. Do you accept it?
</source>
        <translation>一位玩家只想在自己的手牌下注對子或以上，而不下與荷官手牌比牌的比牌注。你接受嗎？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Yes: a player may make either bet alone, or both of them.</source>
        <translation>接受：玩家可以只下其中一種下注，或兩種都下。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>No: pair plus is taken only together with a bet against the croupier.</source>
        <translation>不接受：對子或以上只可連同與荷官比牌的下注（比牌注）一起下。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>No: every hand dealt carries both bets, of the same amount.</source>
        <translation>不接受：每手派出的牌都要有兩種下注，金額相同。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 5.2: &quot;Os jogadores na selecção das suas apostas podem optar por uma
aposta simples ou por uma combinação das oportunidades de apostas&quot; — pair
plus alone, the bet against the croupier&apos;s hand alone, or both (art. 5.1).
</source>
        <translation>第五條第二款：「玩家可選擇單一種下注或多種下注的組合」——只下對子或以上、只下與荷官手牌比牌的下注（比牌注），或兩種都下（第五條第一款）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>A player wants to bet on two hands, and another player wants to bet on one
of those two hands as well. What do you allow?
</source>
        <translation>一位玩家想在兩手牌上下注，另一位玩家也想在其中一手牌上下注。你准許甚麼？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Both: a player may bet on more than one hand, and several players on one hand.</source>
        <translation>兩者都准許：一位玩家可以在多於一手牌上下注，多位玩家也可以在同一手牌上下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>One hand each: a player may bet on one hand only, but two players may share a hand.</source>
        <translation>每人一手：一位玩家只可在一手牌上下注，但兩位玩家可以共用一手牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Neither: each player bets on his own hand, and each hand has one player.</source>
        <translation>兩者都不准：每位玩家只在自己的手牌下注，每手牌只有一位玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 6.1: &quot;Podem efectuar a marcação das suas apostas em uma ou mais do que
uma mão, e mais do que um jogador pode apostar na mesma «mão»&quot;. Only the
seated players may hold the cards (art. 6.3).
</source>
        <translation>第六條（一）項：「可在一手或多於一手牌上下注，且多於一位玩家可在同一手牌上下注」。只有就座的玩家可以持牌（第六條（三）項）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>What is Q Poker&apos;s material, as the regulation lists it?</source>
        <translation>規例列明 Q Poker 有哪些用具？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>One 52-card deck only; a shoe (&quot;sabot&quot;) and a blank cutting card; a card shuffler.</source>
        <translation>只有一副牌（52張）；一個牌靴（葡文：sabot）及一張切牌用的白牌；一部洗牌機。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>One or more 52-card decks; a shoe (&quot;sabot&quot;) and a blank cutting card; a card shuffler.</source>
        <translation>一副或多副牌（每副52張）；一個牌靴（葡文：sabot）及一張切牌用的白牌；一部洗牌機。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>One or more 52-card decks; a metal box for the cards and a blank card; four dice and a cover.</source>
        <translation>一副或多副牌（每副52張）；一個放牌的金屬牌盒及一張白牌；四粒骰子及一個骰盅。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 1: &quot;1) Um baralho ou mais de cinquenta e duas cartas; 2) Um «sabot» e
uma carta branca de corte; 3) Um baralhador de cartas.&quot; &quot;Um baralho ou mais&quot;:
a table may use more than one deck. The metal box and the dice are the 13-card
game&apos;s material (Portaria 51/89/M art. 1), not Q Poker&apos;s.
</source>
        <translation>第一條：「一副或多副52張的牌；一個牌靴及一張切牌用的白牌；一部洗牌機」。一副或多副牌（葡文：Um baralho ou mais）：一張牌枱可用多於一副牌。金屬牌盒和骰子是十三張的用具（第51/89/M號訓令第一條），不是Q Poker的。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Each player&apos;s place on the layout has two betting spaces. On which does the
pair plus bet go?
</source>
        <translation>每個玩家位置在牌枱上有兩個下注區。對子或以上的下注放在哪一個？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>On the space nearer the croupier; the other space takes the bet against the croupier&apos;s hand.</source>
        <translation>放在靠近荷官的下注區；另一個下注區用於與荷官手牌比牌的比牌注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>On the space farther from the croupier; the space nearer to him takes the bet against the croupier&apos;s hand.</source>
        <translation>放在離荷官較遠的下注區；靠近荷官的下注區用於與荷官手牌比牌的比牌注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>On either space, as long as the player says aloud which bet he places.</source>
        <translation>兩個下注區都可以，只要玩家大聲說明他下的是哪一種注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>On neither: pair plus is placed on a side circle of its own.</source>
        <translation>兩個都不是：對子或以上另放在一個專用的旁圈。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 2.2: &quot;O tabuleiro de jogo, por cada lugar destinado aos jogadores, tem
dois espaços para a marcação de apostas. O espaço próximo do «croupier» é
para efectuar as apostas no «Par (Pair) e combinações vitoriosas», e o
outro, para apostar contra a «mão» do «croupier».&quot;
</source>
        <translation>第二條第二款：「牌枱上每個玩家位置有兩個下注區：靠近荷官的一個用於對子或以上，另一個用於與荷官手牌比牌的比牌注」。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Póquer sintético: the cut, the ante, estardilho, and irregularities</source>
        <translation>Póquer sintético：切牌、底注、雙倍注及違規情況</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>&quot;Póquer sintético&quot; keeps the general rules of non-banked poker &quot;no restante&quot;
(rule 112), with its own procedure (rules 95-111). The regulation&apos;s words: the
croupier is &quot;o pagador&quot;, the marker seat &quot;a mão&quot;, the ante &quot;aposta inicial&quot;,
a player&apos;s stack his &quot;cave&quot;, a void hand &quot;jogada nula&quot;.

The shuffled cards are offered to a player for the cut, and there is no burn
card, &quot;carta queimada&quot; (rule 100). At the start of the game the player on the
pagador&apos;s right cuts; afterwards, the player to the right of the one who has
&quot;a mão&quot; (rule 101). After the cut and before the deal, every player puts in the
aposta inicial (ante) «no valor mínimo fixado pela concessionária», the minimum
the concessionaire sets (rule 102).

Estardilho and restardilho (rule 106), only where the house allows them: before
the pagador takes the first common card, a player who has not yet looked at his
cards may announce &quot;estardilho&quot;: everyone who wants to play must bet double, and
he doubles what he put on the table, so that all bet the same; if he then drops
out he loses what he put forward. Another player who has not seen his cards may
answer with the &quot;restardilho&quot;, doubling the estardilhador&apos;s amount. A player
without enough cave is treated as all in (&quot;encavado&quot;, rules 38 and 49).

The pagador takes the common cards from the bottom of the deck, one at a time,
face up (rules 107-108); the first betting round starts with the player to the
left of &quot;a mão&quot;, each later round with the player who made the highest bet in
the round before (rules 107-108; ruling R8-2: if nobody bet then, again from
the left of a mão).

Irregularities:

- Rule 109: the hand is void (&quot;jogada nula&quot;) if, during the deal, the players
  do not receive their cards in the normal order, a player gets more or fewer
  cards than he should, a face-up card appears, or a card turns over as the
  pagador deals it.
- Rule 110: if the pagador uncovers more of the five common cards than are due,
  as many betting rounds are lost as cards uncovered. Ruling R8-10: count only
  the cards turned beyond the one that was due; they stay on the board, and for
  each one the round that should have come before it is lost.
- Rule 111: if one or more players have not put in the ante when the cards are
  dealt, the hand is valid, and they must put it in to take part. If it
  cannot be settled who has anted, the hand stays valid and is played with the
  smaller pot.
- Rule 13 (ruling R8-9: it applies whole here, sintético has no rule 89): a
  player may ask to rest two hands and keep his seat; one who does not bet for
  three or more hands, or rests again and again, must leave the table.

Be careful: a card that turns over during the deal voids a sintético hand
(rule 109 d), while in Hold&apos;em and Omaha the deal goes on, that player&apos;s hand
is completed last and the exposed card becomes the next burn card (rule 70 c).
</source>
        <translation>Póquer sintético（28張牌）在其餘方面沿用非莊家撲克的一般規則（規則第一百一十二條），並有其本身的程序（規則第九十五至一百一十一條）。

葡文用語：其餘方面——no restante（規則第一百一十二條）；荷官——o pagador；按鈕（莊位）座位——a mão；底注——aposta inicial；玩家的籌碼——cave；無效的一局——jogada nula。

洗好的牌交給一位玩家切牌，而且不設燒牌（葡文：carta queimada）（規則第一百條）。遊戲開始時由荷官右邊的玩家切牌；之後由持有按鈕的玩家右邊的玩家切牌（規則第一百零一條）。切牌後、派牌前，每位玩家放入底注，「金額為承批公司訂定的最低額」（規則第一百零二條）。

雙倍注及再雙倍注（規則第一百零六條），只在賭場准許時適用：在荷官取第一張公共牌之前，尚未看過自己的牌的玩家可以宣佈雙倍注（葡文：estardilho）：所有想玩的人都必須下雙倍注，而他把自己放在枱上的金額加倍，使所有人的下注相同；如他之後退出，他輸掉他放出的金額。另一位未看過自己牌的玩家可以回應再雙倍注（葡文：restardilho），把叫雙倍注者的金額加倍。籌碼不足的玩家當作全押處理（全押玩家（葡文：encavado），規則第三十八條及第四十九條）。

荷官從一副牌的底部取公共牌，每次一張，牌面朝上（規則第一百零七至一百零八條）；第一輪下注由按鈕左邊的玩家開始，之後每輪由上一輪下注最多的玩家開始（規則第一百零七至一百零八條；解讀 R8-2：如上一輪沒有人下注，則再由按鈕左邊開始）。

違規情況：

- 規則第一百零九條：派牌期間如玩家沒有按正常次序收到牌、玩家收到的牌比應得的多或少、出現正面朝上的牌，或荷官派牌時有牌翻轉，該局無效（無效局）。
- 規則第一百一十條：如荷官翻開五張公共牌中多於應翻的張數，翻開了多少張牌，就失去多少輪下注。解讀 R8-10：只計算應翻那張以外多翻的牌；這些牌留在枱上，每多翻一張，就失去本應在它之前進行的那一輪。
- 規則第一百一十一條：如派牌時有一位或多位玩家沒有放入底注，該局有效，他們必須放入底注才可參與。如無法確定誰已下底注，該局仍然有效，以較少的底池進行。
- 規則第十三條（解讀 R8-9：在此全條適用，Póquer sintético沒有規則第八十九條）：玩家可要求休息兩局並保留座位；連續三局或以上不下注，或屢次休息的玩家，必須離開牌枱。

注意：派牌期間有牌翻轉，在Póquer sintético中會令該局無效（規則第一百零九條d項），而在德州撲克及奧馬哈中則繼續派牌，該玩家的手牌最後才補足，翻開的牌成為下一張燒牌（規則第七十條c項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>In a sintético game, a card turns over as you deal it to seat 5. What happens?</source>
        <translation>在Póquer sintético牌局中，你派牌給5號座位時一張牌翻了過來。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is void (jogada nula).</source>
        <translation>該局無效。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Deal on; complete seat 5 last.</source>
        <translation>繼續派牌；最後才補足5號座位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 5 keeps the card, face up.</source>
        <translation>5號座位保留該張牌，正面朝上。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 109 d): if a card turns over while the pagador is dealing, the hand is
void. Rule 109 is sintético&apos;s own rule, and rule 112 applies the general
rules only &quot;no restante&quot;, so the Hold&apos;em and Omaha procedure of rule 70 c)
does not apply; it could not anyway, as sintético has no burn card (rule 100).
</source>
        <translation>規則第一百零九條d項：如荷官派牌時有牌翻轉，該局無效。規則第一百零九條是Póquer sintético本身的規則，而規則第一百一十二條只在其餘方面適用一般規則，所以德州撲克及奧馬哈在規則第七十條c項下的程序並不適用；事實上也無法適用，因為Póquer sintético不設燒牌（規則第一百條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>While dealing, you find a single face-up card in the deck. What happens?</source>
        <translation>派牌時，你發現一副牌中有一張正面朝上的牌。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Put it aside and keep on dealing.</source>
        <translation>把它放在一旁，繼續派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Deal on: it takes two to void it.</source>
        <translation>繼續派牌：要有兩張才令該局無效。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 109 c): if any uncovered card appears during the deal, the hand is
void. In Hold&apos;em and Omaha one face-up card in the deck is not a misdeal:
rule 69 d) needs &quot;mais de uma carta virada para cima&quot;.
</source>
        <translation>規則第一百零九條c項：如派牌期間出現任何翻開的牌，該局無效。在德州撲克及奧馬哈中，一副牌中有一張正面朝上的牌並不構成派牌錯誤：規則第六十九條d項要求「多於一張正面朝上的牌」。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The players did not receive their cards in the normal order. What happens?</source>
        <translation>玩家沒有按正常次序收到他們的牌。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Move the cards to the players who should have had them.</source>
        <translation>把牌移給本應得到這些牌的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand stands if no player has looked at his cards.</source>
        <translation>如沒有玩家看過自己的牌，該局有效。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 109 a): a deal in which the players did not receive the cards in the
normal order is a void hand.
</source>
        <translation>規則第一百零九條a項：玩家沒有按正常次序收到牌的派牌，該局無效。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 9 has been dealt three hole cards. What happens?</source>
        <translation>9號座位收到了三張底牌。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Take the last card back and play on.</source>
        <translation>收回最後一張牌，繼續玩。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 9 keeps two of the three cards.</source>
        <translation>9號座位保留三張中的兩張。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 109 b): a player who receives more or fewer cards than he should makes
the hand void. Each player must hold exactly two cards (rule 96).
</source>
        <translation>規則第一百零九條b項：玩家收到的牌比應得的多或少，該局無效。每位玩家必須剛好持有兩張牌（規則第九十六條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After the first common card and its betting round, you uncover the second and
the third together, before the betting round on the second card. What
happens?
</source>
        <translation>第一張公共牌及其下注輪之後，你在第二張牌的下注輪之前，把第二張和第三張一起揭開。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is void (jogada nula) and dealt again.</source>
        <translation>該局無效，重新派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The third card goes back into the deck, which is reshuffled.</source>
        <translation>第三張牌放回一副牌中，重新洗牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Both cards stay; one betting round is lost and play goes on.</source>
        <translation>兩張牌都留下；失去一輪下注，牌局繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Both cards stay; two betting rounds are lost and play goes on.</source>
        <translation>兩張牌都留下；失去兩輪下注，牌局繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 110: if the pagador uncovers more of the five common cards than he
should, as many betting rounds are lost as cards uncovered. Ruling R8-10:
only the cards turned beyond the one that was due count (here the third
card); they stay on the board, and the round that should have come before
it (the round on the second card) is lost. The hand is not void.
</source>
        <translation>規則第一百一十條：如荷官翻開五張公共牌中多於應翻的張數，翻開了多少張牌，就失去多少輪下注。解讀 R8-10：只計算應翻那張以外多翻的牌（這裏是第三張牌）；這些牌留在枱上，而本應在它之前進行的那一輪（第二張牌的那一輪）就失去。該局並非無效。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The cards have been dealt, and you notice that seat 2 has not put in the
ante. What happens?
</source>
        <translation>牌已派出，你發現2號座位沒有下底注。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is void, and it is dealt again.</source>
        <translation>該局無效，重新派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is valid; he antes to take part.</source>
        <translation>該局有效；他下底注才可參與。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 2&apos;s cards are dead; the hand goes on.</source>
        <translation>2號座位的牌作廢；該局繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 111: if one or more players did not make the initial bet when the cards
were dealt, the hand is valid, and they must make it if they want to take
part in the hand.
</source>
        <translation>規則第一百一十一條：如派牌時有一位或多位玩家沒有下初始注，該局有效，如他們想參與該局，就必須下注。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The ante pot is short, and nobody can tell which players failed to put in
their ante. What happens?
</source>
        <translation>底注的底池不足，而沒有人能說出是哪些玩家沒有下底注。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand stays valid and is played with the smaller pot.</source>
        <translation>該局仍然有效，以較少的底池進行。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is void and all the antes are returned to all.</source>
        <translation>該局無效，所有底注退還給各人。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Every player puts in his ante once again, and then deal on.</source>
        <translation>每位玩家再下一次底注，然後繼續派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 111: when it is not possible to determine which players made the
initial bet, the hand remains valid and is played with the reduced pot.
</source>
        <translation>規則第一百一十一條：如無法確定哪些玩家已下初始注，該局仍然有效，以減少了的底池進行。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>When do the players put in the aposta inicial (ante)?</source>
        <translation>玩家在甚麼時候下底注？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After the cut and before the deal begins.</source>
        <translation>切牌之後、派牌開始之前。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After the deal, before the first common card.</source>
        <translation>派牌之後、第一張公共牌之前。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Before the cut, as soon as the shuffle ends.</source>
        <translation>切牌之前，洗牌一結束就下。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 102: after the cut and before the cards are dealt, the players make
their initial bet (ante) «no valor mínimo fixado pela concessionária»: at
the minimum the concessionaire has set.
</source>
        <translation>規則第一百零二條：切牌之後、派牌之前，玩家下他們的初始注（底注），「金額為承批公司訂定的最低額」。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Is a card burned in sintético before the common cards are exposed?</source>
        <translation>在Póquer sintético中，揭開公共牌前要燒牌嗎？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Yes, before each common card, as in Hold&apos;em.</source>
        <translation>要，每張公共牌之前都燒牌，和德州撲克一樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Only once, before the first common card.</source>
        <translation>只燒一次，在第一張公共牌之前。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>No: there is no carta queimada in sintético.</source>
        <translation>不燒：Póquer sintético不燒牌（規則第一百條）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 100: after the shuffle, the cards are presented to the player entitled
to cut, and there is no burned card. The common cards are taken from the
bottom of the deck (rule 107).
</source>
        <translation>規則第一百條：洗牌後，把牌交給有權切牌的玩家，而且不設燒牌。公共牌從一副牌的底部取出（規則第一百零七條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Who cuts the cards for the second hand of the game?</source>
        <translation>由誰為該牌局的第二局切牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The pagador, as in Hold&apos;em and Omaha.</source>
        <translation>荷官，和德州撲克及奧馬哈一樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The player on the pagador&apos;s right.</source>
        <translation>荷官右邊的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The player who won the last pot.</source>
        <translation>贏得上一個底池的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 101: at the start of the game, the player seated on the pagador&apos;s right
cuts. In the following hands, the cards are given to be cut to the player on
the right of the one who has &quot;a mão&quot;.
</source>
        <translation>規則第一百零一條：遊戲開始時，由坐在荷官右邊的玩家切牌。之後各局，則把牌交給持有按鈕（莊位）的玩家右邊的玩家切牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 6 made the highest bet in the round on the first common card. Who
starts the betting round after the second common card?
</source>
        <translation>6號座位在第一張公共牌的一輪中下了最高的注。第二張公共牌之後，由誰開始下注輪？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The player to the left of a mão.</source>
        <translation>按鈕（莊位）左邊的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 6, the highest bettor before.</source>
        <translation>6號座位，即上一輪下注最多的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The player holding a mão himself.</source>
        <translation>持有按鈕（莊位）的玩家本人。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 108: the first betting round starts with the player to the left of the
one who has &quot;a mão&quot; (rule 107); every later round is begun by the player who
made the highest bet in the round before. Ruling R8-2: if nobody bet in that
round, it starts again from the player to the left of a mão; a seat out of
the hand or all in is passed over.
</source>
        <translation>規則第一百零八條：第一輪下注由持有按鈕（莊位）的玩家左邊的玩家開始（規則第一百零七條）；之後每一輪由上一輪下注最多的玩家開始。解讀 R8-2：如該輪沒有人下注，則再由按鈕（莊位）左邊的玩家開始；已出局或已全押的座位則跳過。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The house allows estardilho. Seat 3 has not looked at his cards and, before
the first common card, puts 200 on the table announcing &quot;estardilho&quot;. What
follows?
</source>
        <translation>賭場准許雙倍注（葡文：estardilho）。3號座位沒有看過他的牌，並在第一張公共牌之前把200放在枱上，宣佈雙倍注。接着怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Others who play bet 400; seat 3 doubles his to 400 too.</source>
        <translation>其他要玩的人下注400；3號座位也把他的注加倍至400。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Others who play bet 200; seat 3&apos;s 200 stays just as it is.</source>
        <translation>其他要玩的人下注200；3號座位的200維持原樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Others who play bet 400; seat 3&apos;s 200 stays as it is.</source>
        <translation>其他要玩的人下注400；3號座位的200維持原樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 106 a): the estardilho obliges the others who want to take part to bet
double, and the player who made it doubles in turn what he put on the table,
so that all bet the same amount. It must come before the pagador takes the
first card from the deck for the board, and only from a player who has not
seen his cards. If he then drops out of the hand, he loses what he put
forward.
</source>
        <translation>規則第一百零六條a項：雙倍注（葡文：estardilho）規定其他想參與的人下雙倍注，而叫出雙倍注的玩家亦把自己放在枱上的金額加倍，使所有人的下注金額相同。必須在荷官從一副牌中取第一張公共牌之前叫出，且只可由尚未看過自己牌的玩家叫出。如他之後退出該局，他輸掉他放出的金額。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After seat 3&apos;s estardilho of 200, seat 8 wants to &quot;restardilhar&quot;. What must
be true, and what does he do?
</source>
        <translation>3號座位下了200的雙倍注後，8號座位想再雙倍注（葡文：restardilho）。必須符合甚麼條件？他要怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He has seen his cards; he doubles seat 3&apos;s 200.</source>
        <translation>他已看過自己的牌；他把3號座位的200加倍。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He has not seen his cards; he doubles seat 3&apos;s 200.</source>
        <translation>他沒有看過自己的牌；他把3號座位的200加倍。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He has not seen his cards; he adds 200 to the pot.</source>
        <translation>他沒有看過自己的牌；他往底池加200。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 106 b): the restardilho is another player, before seeing his cards,
doubling the amount put forward by the player who made the estardilho; the
rest is as for the estardilho (106 a). A player without enough cave to
follow is all in under rules 38 and 49 (106 c).
</source>
        <translation>規則第一百零六條b項：再雙倍注（葡文：restardilho）是另一位玩家在看自己的牌之前，把叫出雙倍注的玩家所放出的金額加倍；其餘與雙倍注相同（第一百零六條a項）。籌碼不足以跟上的玩家，按規則第三十八條及第四十九條當作全押（第一百零六條c項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>At a sintético table a seated player has not bet for three hands and has not
asked to rest. What does the regulation say?
</source>
        <translation>在Póquer sintético牌枱上，一位就座的玩家已有三局沒有下注，也沒有要求休息。規例怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He must leave the table.</source>
        <translation>他必須離開牌枱。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He posts an extra ante.</source>
        <translation>他要多下一個底注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Nothing until five hands.</source>
        <translation>到五局之前都沒有規定。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 13: a player may ask to rest for two hands without losing his seat, but
one who does not bet for three or more hands, or rests repeatedly, must leave
the table. Ruling R8-9: in sintético rule 13 applies whole; the &quot;five hands,
then a big blind&quot; rule 89 is Hold&apos;em&apos;s and Omaha&apos;s, not sintético&apos;s.
</source>
        <translation>規則第十三條：玩家可要求休息兩局而不失去座位，但連續三局或以上不下注，或屢次休息的玩家，必須離開牌枱。解讀 R8-9：在Póquer sintético中，規則第十三條全條適用；「五局後下一個大盲注」的規則第八十九條屬德州撲克及奧馬哈，不屬Póquer sintético。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 32 says the cut belongs to the pagador alone. Does that hold at a
sintético table?
</source>
        <translation>規則第三十二條說切牌只屬荷官。在Póquer sintético牌枱上也是這樣嗎？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Yes: rule 32 is a general rule and applies to every variant.</source>
        <translation>是：規則第三十二條是一般規則，適用於所有變化玩法。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>No: here a player cuts (rule 101); rule 32 gives way to it.</source>
        <translation>不是：這裏由玩家切牌（規則第一百零一條）；規則第三十二條讓位於它。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Only at the start; later the player right of a mão cuts.</source>
        <translation>只在開始時；之後由按鈕（莊位）右邊的玩家切牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 112 applies the general rules to sintético only &quot;no restante&quot;, where
the variant has no rule of its own. Rule 101 gives the cut to a player (on
the pagador&apos;s right at the start, then on the right of &quot;a mão&quot;), and rule
100 presents the cards to him; so rule 32&apos;s &quot;exclusivamente ao pagador&quot;
does not apply here.
</source>
        <translation>規則第一百一十二條只在其餘方面，即該變化玩法沒有本身規則之處，才把一般規則適用於Póquer sintético。規則第一百零一條把切牌交給一位玩家（開始時是荷官右邊的玩家，之後是按鈕（莊位）右邊的玩家），而規則第一百條把牌交給他；所以規則第三十二條把切牌專屬交給荷官的規定，在此並不適用。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>In Hold&apos;em a river exposed early is taken back and replaced (rule 70 f). At
a sintético table you turn the fourth common card and, before anyone has
acted on it, uncover the fifth as well. What happens?
</source>
        <translation>在德州撲克中，提早揭開的河牌會收回並更換（規則第七十條f項）。在Póquer sintético牌枱上，你翻開第四張公共牌後，在任何人對它行動之前，又揭開了第五張。會怎樣？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Take it back, finish the betting, shuffle it in, draw again.</source>
        <translation>收回該牌，完成下注，把它洗入，再抽一張。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>It stays on the board; the round on the fourth card is lost.</source>
        <translation>該牌留在公共牌中；第四張牌的那一輪失去。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Misdeal: the hand is void (jogada nula) and dealt again.</source>
        <translation>派牌錯誤：該局無效，重新派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 70 f) is the flop games&apos; procedure; sintético has its own rule for a
common card uncovered too early, rule 110 (&quot;perdem-se tantos turnos de
apostas quantas as cartas descobertas&quot;), and rule 112 applies the general
rules only where the variant has none. One card was turned beyond the one
due; under ruling R8-10 it stays, and the betting round that should have
come before it (the round on the fourth card, not yet begun) is lost; the
last round, on the fifth card, follows.
</source>
        <translation>規則第七十條f項是翻牌類遊戲的程序；Póquer sintético對過早揭開的公共牌有其本身的規則，即規則第一百一十條（「揭開多少張牌，便失去多少輪下注」），而規則第一百一十二條只在該變化玩法沒有本身規則之處才適用一般規則。多揭開了一張未到時候的牌；按解讀 R8-10，該牌留下，而本應在它之前進行的那一輪下注（第四張牌的那一輪，尚未開始）失去；接着進行最後一輪，即第五張牌的那一輪。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>How many seats must a sintético table have, and how are they numbered?</source>
        <translation>Póquer sintético的牌枱須有多少個座位？怎樣編號？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>11, numbered in order from the pagador&apos;s left, clockwise.</source>
        <translation>11個，由荷官左方起按順時針方向順序編號。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>10, with the seat on the pagador&apos;s right unused.</source>
        <translation>10個，荷官右方的座位停用。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>11, numbered from the pagador&apos;s right, counterclockwise.</source>
        <translation>11個，由荷官右方起按逆時針方向編號。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 6: «Na modalidade «póquer sintético», estarão obrigatoriamente
disponíveis 11 lugares na mesa» (in póquer sintético 11 seats must be
available at the table). Rule 99: the table has 11 seats marked on the cloth
and numbered in order, starting on the left of the pagador&apos;s place (the
pagador in the centre) and going clockwise. Ten seats, with the seat on the
pagador&apos;s right put out of use if need be, are for Hold&apos;em and Omaha (rule 6).
</source>
        <translation>規則第六條：「Póquer sintético的牌枱必須有11個座位」。規則第九十九條：牌枱有11個在枱布上清楚劃定的座位，由荷官位置（居中）的左方起，按順時針方向順序編號。10個座位、如有需要停用荷官右方座位的，是德州撲克及奧馬哈的牌枱（規則第六條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The house allows estardilho. Seat 3 made an estardilho, and he does not drop
out of the hand. What may he do about the bets made since?
</source>
        <translation>賭場容許雙倍注（葡文：estardilho）。3號座位叫了雙倍注，而且沒有退出牌局。對於其後作出的下注，他可以怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Only call them: a player who made an estardilho may not raise.</source>
        <translation>只可跟注：叫了雙倍注（葡文：estardilho）的玩家不可再加注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Call, or raise them up to his cave; the others must match up to theirs.</source>
        <translation>跟注，或加注至他籌碼（葡文：cave）的全數；其他玩家須跟上，以各自籌碼所有為限。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Raise them, but by no more than double his estardilho, within the limit.</source>
        <translation>加注，但最多只可加至他雙倍注（葡文：estardilho）的兩倍，並在限注之內。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 106 a): «Se o jogador que estardilhou se desinteressar da jogada, perde a
importância que avançou. Caso contrário, pode não só acompanhar o valor das
apostas entretanto feitas como ainda aumentá-lo até ao valor da sua cave,
procedimento que obriga os restantes a igualar a aposta que ele tenha feito
até ao limite do que tenham disponível na sua cave» (if he loses interest in
the hand, he loses what he put forward; otherwise he may not only call the
bets made meanwhile but also raise them up to the value of his cave, which
obliges the others to match his bet up to what they have in their caves). A
player who does not want to match it may still fold (rule 39 a); one without
enough cave plays under rules 38 and 49 (rule 106 c).
</source>
        <translation>規則第一百零六條a項：「叫了雙倍注的玩家如退出牌局，便輸掉他放出的金額；否則，他不但可跟上其間的下注，還可加注至他籌碼的全數，其他玩家則須跟上他的注，以各自籌碼所有為限」（雙倍注——葡文：estardilho）。不想跟注的玩家仍可棄牌（規則第三十九條a項）；籌碼不足的玩家按規則第三十八條及第四十九條處理（規則第一百零六條c項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After seat 3&apos;s estardilho and seat 8&apos;s restardilho, seat 5 wants to play on,
but his cave is less than the bet he must match. What applies?
</source>
        <translation>3號座位叫了雙倍注（葡文：estardilho）、8號座位叫了再雙倍注（葡文：restardilho）之後，5號座位想繼續玩，但他的籌碼（葡文：cave）少於他要跟上的注。按甚麼處理？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He may not play: only those who can cover the estardilho play on.</source>
        <translation>他不可玩：只有能跟上雙倍注（葡文：estardilho）的玩家才可繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The estardilho and restardilho are called off; the bets stand as before.</source>
        <translation>雙倍注（葡文：estardilho）及再雙倍注（葡文：restardilho）作廢；下注維持原狀。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He plays all in (encavado) for his cave, and a side pot is made.</source>
        <translation>他以全部籌碼全押（葡文：encavado），並開設一個邊池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 106 c): «Se algum jogador não tiver cave suficiente para acompanhar o
estardilho e o restardilho, aplicam-se, com as necessárias adaptações, as
regras n.os 38 e 49» (if a player has not enough cave to follow the
estardilho and the restardilho, rules 38 and 49 apply with the necessary
adaptations). He is &quot;encavado&quot;, all in for what he has (rule 49), and a
&quot;pote lateral&quot; is made (rule 38); if he wins, he takes his proportional part
of the pot (rules 49-50).
</source>
        <translation>規則第一百零六條c項：「如有玩家的籌碼不足以跟上雙倍注及再雙倍注，經必要配合後適用規則第三十八條及第四十九條」（雙倍注——葡文：estardilho；再雙倍注——葡文：restardilho）。他成為全押玩家（葡文：encavado），押上所有籌碼（規則第四十九條），並開設一個邊池（葡文：pote lateral）（規則第三十八條）；如他贏，可得底池中按比例的部分（規則第四十九條至第五十條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Five-card stud: procedure and irregularities</source>
        <translation>梭哈：程序及違規情況</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Five-card stud starts from the dealer&apos;s right, counterclockwise: one open card
to every player, then the closed card, the &quot;carta chave&quot;, to every player
(Portaria 104/85/M art. 10 a). The 3rd, 4th and 5th cards are dealt one per
betting round, still counterclockwise, but starting with the player who must
speak first on the round just ended — the best open cards — or, if he has
folded, the next best (art. 10 b last paragraph, 10 c ii, 10 c iv; ruling
R4-1). Before the first card the dealer burns the top card of the box; a deck
serves at most ten hands, and players cut with one hand, at least six cards,
at most two players a hand (art. 2). A table has 2 to 7 places; nobody plays
two places or changes place during a hand (art. 3). The highest open card
must open the first round; a player who will not open is taken to have
folded, and equal ranks are broken by suit, spades, hearts, clubs, diamonds
(art. 10 b; ruling R4-2). From the second round on nobody is obliged to bet:
the first to speak may check (&quot;passar a voz&quot;) and the turn passes by the open
cards; a player who checked may then only call or fold (art. 10 c i 2, ii;
ruling R8-4). A player folds by placing his closed card on his open cards.
A player&apos;s capital (&quot;capital inicial&quot;) is at least $2,000 or $5,000 for a
pot-money entry of $20 or $100; it may not be increased or reduced once a hand
has begun (art. 6).

Article 11 (&quot;additional rules&quot;) settles the irregularities:

- a) A player who has put all his capital in the pot plays only for the pot
  up to that point; later bets go to a separate pot he cannot win (ruling
  R1-2). No player may call himself all-in while he has money on the table.
- b) A player has two minutes to act; after that his hand is killed.
- c) A player acts only in his turn, and may not show that he will fold
  before his turn.
- d) If a closed card is exposed during the deal, that hand is dead and the
  player gets his pot-money entry back.
- e) A misdealt card is put right when the error is seen, by giving the cards
  to the players they belong to in the normal dealing order.
- f) Any agreement between players to share the pot is absolutely forbidden.
</source>
        <translation>梭哈由荷官右邊開始，按逆時針方向：先給每位玩家一張明牌，再給每位玩家一張暗牌，即底牌（第104/85/M號訓令第十條a項）。第3、4及5張牌每輪下注派一張，仍按逆時針方向，但由剛結束的那一輪中必須最先說話的玩家——即明牌最好的玩家——開始，如他已棄牌，則由次好的玩家開始（第十條b項最後一段、第十條c項ii目、第十條c項iv目；解讀 R4-1）。派第一張牌前，荷官燒掉牌盒最上面的一張牌；一副牌最多用十局，玩家以單手切牌，最少切六張，每局最多兩位玩家切牌（第二條）。每張牌枱有2至7個位置；在一局中任何人不得同時玩兩個位置或更換位置（第三條）。明牌最大的玩家必須開始第一輪下注；不肯開注的玩家視為已棄牌，點數相同時以花色定高低，依次為黑桃、紅心、梅花、方塊（第十條b項；解讀 R4-2）。由第二輪起，任何人都沒有下注的義務：最先說話的玩家可以過牌，輪次按明牌傳遞；已過牌的玩家之後只可跟注或棄牌（第十條c項i目第二點、ii目；解讀 R8-4）。玩家棄牌時把暗牌放在自己的明牌上。玩家的本金（初始本金）最少為$2,000或$5,000，分別對應$20或$100的底注；一局開始後不得增加或減少（第六條）。

第十一條（「附加規則」）處理違規情況：

- a項）已把全部本金投入底池的玩家，只爭奪到那時為止的底池；之後的下注撥入另一個他不能贏得的底池（解讀 R1-2）。枱上還有錢的玩家不得自稱全押。
- b項）玩家有兩分鐘時間行動；逾時其手牌作廢。
- c項）玩家只可在輪到他時行動，且不可在輪到他之前表示會棄牌。
- d項）如派牌期間暗牌被翻開，該手牌作廢，該玩家取回他的底注。
- e項）派錯的牌在發現錯誤時更正，按正常派牌次序把牌交給應得的玩家。
- f項）絕對禁止玩家之間任何平分底池的協議。

葡文用語：底牌——carta chave（第十條a項）；過牌——passar a voz（第十條c項i目第二點）；本金——capital（第六條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>During the deal, the dealer accidentally turns up a player&apos;s closed card
(the &quot;carta chave&quot;). What happens?
</source>
        <translation>派牌期間，荷官意外翻開了一位玩家的暗牌（底牌）。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The card stays face up and the hand goes on for everyone.</source>
        <translation>該張牌保持正面朝上，所有人繼續該局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>That hand is dead, and the player gets his pot-money entry back.</source>
        <translation>該手牌作廢，該玩家取回他的底注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>That hand is dead, and his pot-money entry stays in the pot.</source>
        <translation>該手牌作廢，他的底注留在底池中。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The whole deal is void, and the cards are shuffled and dealt again.</source>
        <translation>整次派牌無效，重新洗牌再派。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 d): a closed card revealed by accident during the deal kills that
player&apos;s hand, and the player recovers the money he put in as pot money.
The other players&apos; hands are not affected.
</source>
        <translation>第十一條d項：派牌期間意外翻開的暗牌令該玩家的手牌作廢，該玩家取回他作為底注放入的錢。其他玩家的手牌不受影響。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>A card goes to the wrong player during the deal, and the dealer notices it.
What must he do?
</source>
        <translation>派牌期間一張牌派給了錯誤的玩家，荷官發現了。他必須怎樣做？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Leave it: the player who received it keeps it, and the deal goes on.</source>
        <translation>不理會：收到該牌的玩家保留它，繼續派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Declare the whole deal void, collect every card and deal the hand again.</source>
        <translation>宣佈整次派牌無效，收回所有牌，重新派這一局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Correct it: give the cards to the players they belong to, in dealing order.</source>
        <translation>更正：按派牌次序把牌交給應得的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Burn the misdealt card and give the player the next card of the box instead.</source>
        <translation>把派錯的牌燒掉，改給該玩家牌盒中的下一張牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 e): a card dealt by mistake is corrected when the error is seen, by
giving the card or cards to the players who should have had them in the
normal order of the deal.
</source>
        <translation>第十一條e項：誤派的牌在發現錯誤時更正，按正常派牌次序把該張或該些牌交給本應得到的玩家。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Seat 3 puts his last chips in the pot. Two other players keep betting.
What is seat 3 playing for?
</source>
        <translation>3號座位把他最後的籌碼放入底池。另外兩位玩家繼續下注。3號座位爭奪的是甚麼？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The pot up to when his capital ran out; later bets form a pot he cannot win.</source>
        <translation>到他的本金用完時為止的底池；之後的下注組成一個他不能贏得的底池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The whole pot, including every later bet, if his five cards are the best.</source>
        <translation>整個底池，包括之後所有的下注，只要他的五張牌最好。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Nothing: a player who cannot match the bet must fold and lose what he put in.</source>
        <translation>甚麼都沒有：無法跟上下注的玩家必須棄牌，並輸掉他已放入的錢。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The whole pot, if he buys more chips at once from the cage to match the bets.</source>
        <translation>整個底池，只要他立即從籌碼兌換處買更多籌碼跟上下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 a): the player with exhausted capital keeps receiving cards to the
end, but plays only for the pot up to the point where his capital ran out.
The other players&apos; further bets are set apart, and go to the best hand
among them. Capital may never be increased during a hand (art. 6).
</source>
        <translation>第十一條a項：本金耗盡的玩家繼續收牌直至最後，但只爭奪到他本金用完時為止的底池。其他玩家之後的下注另外分開，歸他們之中最好的手牌。一局中本金絕不可增加（第六條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>A player who still has chips in front of him says he is &quot;all-in&quot; for the
chips he has pushed forward and wants to play only for the main pot. What
do you tell him?
</source>
        <translation>一位面前仍有籌碼的玩家說，他以已推出的籌碼「全押」，並只想爭奪主池。你怎樣跟他說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Allowed: the chips he did not push stay out of play until the next hand.</source>
        <translation>准許：他沒有推出的籌碼在下一局前不參與牌局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Allowed on the last betting round only, when no more cards are to come.</source>
        <translation>只在最後一輪下注、不會再派牌時准許。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Not allowed: nobody is all-in while he has money on the table.</source>
        <translation>不准許：枱上還有錢的人不算全押。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 a) ends: no player may call himself short of capital while he has
money on the table. All-in means all of his capital is in the pot.
</source>
        <translation>第十一條a項的結尾：枱上還有錢的玩家不得自稱本金不足。全押即他的全部本金都已在底池中。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>It is a player&apos;s turn and he has been thinking for more than two minutes.
What happens?
</source>
        <translation>輪到一位玩家，他已考慮了超過兩分鐘。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The dealer warns him and gives him another two minutes.</source>
        <translation>荷官警告他，並再給他兩分鐘。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>His hand is killed: he is made to fold.</source>
        <translation>他的手牌作廢：他被迫棄牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The dealer checks for him, and play goes on.</source>
        <translation>荷官代他過牌，牌局繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Nothing: stud sets no time limit for a decision.</source>
        <translation>沒有影響：梭哈沒有設定作決定的時限。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 b): no player may take more than two minutes to decide. If he does
not act within two minutes of his turn, his hand is killed, that is, he is
forced to fold.
</source>
        <translation>第十一條b項：任何玩家作決定都不得超過兩分鐘。如他在輪到他後兩分鐘內沒有行動，他的手牌作廢，即他被迫棄牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Before his turn, a player says out loud that he is going to fold. Which is
correct?
</source>
        <translation>未輪到他之前，一位玩家大聲說他要棄牌。以下哪項正確？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Not allowed: a player acts only in his turn and may not show before it that he will fold.</source>
        <translation>不准許：玩家只可在輪到他時行動，且不可在輪到他之前表示會棄牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Allowed: he is folded at once, his closed card goes on his open cards, and the play goes on.</source>
        <translation>准許：他立即被當作棄牌，他的暗牌放到明牌上，牌局繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Allowed, as long as he keeps his closed card hidden and his chips still until his turn actually comes.</source>
        <translation>准許，只要他把底牌藏好，並在真正輪到他之前不動籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 c): every player may act only when his turn comes. A player who
wants to give up the pot may not indicate it, in words or in any other way,
before his turn. The regulation does not make such a word binding: the
dealer stops him, and the action continues in turn.
</source>
        <translation>第十一條c項：每位玩家只可在輪到他時行動。想放棄底池的玩家不可在輪到他之前以言語或任何其他方式表示。規例並沒有令這種說話具約束力：荷官制止他，行動按輪次繼續。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The last two players in a hand propose to split the pot between them
whatever their cards. What do you say?
</source>
        <translation>一局中最後兩位玩家提議不論牌面如何都平分底池。你怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>They may, once the house has taken its commission from the whole pot.</source>
        <translation>可以，在賭場從整個底池收取佣金之後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>They may, but only after all five cards are dealt and none has folded.</source>
        <translation>可以，但只限在五張牌全部派出而且沒有人棄牌之後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Forbidden: the pot goes to the best hand at the showdown.</source>
        <translation>禁止：底池在攤牌時歸最好的手牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 f): any agreement between two or more players to divide the pot,
regardless of who wins, is absolutely prohibited.
</source>
        <translation>第十一條f項：兩位或以上玩家之間任何不論誰勝出都平分底池的協議，絕對禁止。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>How are the first two cards dealt in five-card stud?</source>
        <translation>梭哈中頭兩張牌怎樣派？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Clockwise from the player on the dealer&apos;s left: the closed card to all, then the open card to all.</source>
        <translation>由荷官左邊的玩家開始按順時針方向：先給所有人暗牌，再給所有人明牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Counterclockwise from the player on the dealer&apos;s right: an open card to all, then the closed card to all.</source>
        <translation>由荷官右邊的玩家開始按逆時針方向：先給所有人一張明牌，再給所有人暗牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Counterclockwise from the player on the dealer&apos;s right: both cards face down, one round each.</source>
        <translation>由荷官右邊的玩家開始按逆時針方向：兩張牌都牌面朝下，每圈一張。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Counterclockwise from the player with the best open card, as for the third to fifth cards of the hand.</source>
        <translation>由明牌最好的玩家開始按逆時針方向，和該局第三至第五張牌一樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 a): once everyone has paid the pot money and the first card has
been burned, the dealer gives each player an open card, counterclockwise,
starting with the player on his right; then the closed card (&quot;carta
chave&quot;), the same way. Only the later open cards (3rd to 5th) start with the
player who must speak first (art. 10 b, c ii; ruling R4-1).
</source>
        <translation>第十條a項：所有人付了底注，並燒掉第一張牌後，荷官按逆時針方向，由他右邊的玩家開始，給每位玩家一張明牌；然後以同樣方式派暗牌（底牌）。只有之後的明牌（第3至5張）才由必須最先說話的玩家開始派（第十條b項、c項ii目；解讀 R4-1）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>On the first round, the player with the highest open card does not want to
make the opening bet. What happens?
</source>
        <translation>在第一輪，明牌最大的玩家不想下開局注。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He is taken to have folded; the right to open passes to the second highest open card.</source>
        <translation>他視為已棄牌；開注的權利轉給明牌第二大的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He may check on the first round, and then the player on his right has to speak instead.</source>
        <translation>他可以在第一輪過牌，然後改由他右邊的玩家說話。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The dealer puts in the minimum bet for him out of his capital, and he stays in the hand as the opener.</source>
        <translation>荷官從他的本金替他下最低注，而他以開注者身份留在該局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 b): the player whose open card is highest must open. If he does not,
he is considered to have dropped out of the hand, and the right to open
goes to the player with the second highest open card (&quot;o direito de fazer a
aposta de abertura passa, então, a pertencer ao jogador cuja carta aberta
mostre a segunda graduação mais elevada&quot;). That this player must in turn
open or be taken to have folded is ruling R4-5.
</source>
        <translation>第十條b項：明牌最大的玩家必須開注。如他不開注，視為已退出該局，而「開注的權利隨即歸於明牌第二大的玩家」。該玩家其後同樣必須開注，否則視為棄牌，這是解讀 R4-5。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>On the second round the first player checks (&quot;passa a voz&quot;). A later player
bets. When the action comes back, what may the first player do?
</source>
        <translation>在第二輪，第一位玩家過牌。之後一位玩家下注。行動回到第一位玩家時，他可以做甚麼？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Call or fold only: by checking he gave up the right to raise.</source>
        <translation>只可跟注或棄牌：他過牌即放棄了加注的權利。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Call, raise or fold, as every player may.</source>
        <translation>跟注、加注或棄牌，和任何玩家一樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Check again or fold: he already passed the voice this round.</source>
        <translation>再過牌或棄牌：他在本輪已經過牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 c) i) 2): a player who checks stays in the hand, but only by calling
the bet or the raise; he loses the right to raise or re-raise if other
players bet. Art. 10 c) iii) adds that once a bet is made nobody may check,
and that a player who checked &quot;must obey the four rules&quot; (call, fold, raise,
re-raise); the house reads that sentence as forbidding a second check only,
not as giving the raise back (ruling R8-4).
</source>
        <translation>第十條c項i目第二點：過牌的玩家仍留在局中，但只可跟注或跟加注；如其他玩家下注，他失去加注或再加注的權利。第十條c項iii目補充，一旦有人下注，任何人都不可過牌，而已過牌的玩家「必須遵守四項規則」（跟注、棄牌、加注、再加注）；本場把這句理解為只禁止第二次過牌，並非恢復加注的權利（解讀 R8-4）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>After the last betting round, who turns up his closed card first?
</source>
        <translation>最後一輪下注之後，誰最先翻開他的暗牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player with the best four open cards, then the others counterclockwise.</source>
        <translation>四張明牌最好的玩家，然後其他人按逆時針方向。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player right of the best four open cards; counterclockwise, the best last.</source>
        <translation>四張明牌最好的玩家右邊的玩家；按逆時針方向，最好的最後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The last player who bet or raised on the last round, then the others clockwise from him.</source>
        <translation>在最後一輪最後下注或加注的玩家，然後由他開始按順時針方向到其他人。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player on the dealer&apos;s right, then the others counterclockwise.</source>
        <translation>荷官右邊的玩家，然後其他人按逆時針方向。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 e): showing starts with the player seated to the right of the
player whose four open cards are best, and goes counterclockwise, so the
best open board shows last. Suits do not rank for this purpose (art. 10 b).
</source>
        <translation>第十條e項：亮牌由坐在四張明牌最好的玩家右邊的玩家開始，按逆時針方向進行，所以明牌最好的玩家最後亮牌。在此花色不分高低（第十條b項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>A player asks to cut the cards. Which of these is right for five-card stud?
</source>
        <translation>一位玩家要求切牌。以下哪項對梭哈來說是正確的？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He cuts with one hand, at least six cards; at most two players cut in a hand.</source>
        <translation>他以單手切牌，最少六張；每局最多兩位玩家切牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He cuts with both hands, any number of cards, and every player may cut in turn.</source>
        <translation>他以雙手切牌，張數不限，每位玩家都可以輪流切牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Only the dealer cuts; a player may ask for a new deck, never cut himself.</source>
        <translation>只有荷官切牌；玩家可以要求換一副牌，但絕不可自己切牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He cuts once, at least ten cards; the deck is then changed every hand.</source>
        <translation>他切一次，最少十張；之後每局都換一副牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 2: one deck is used for at most ten hands and is shuffled by the
dealer. Players may cut as they like, but with one hand only, at least six
cards at a time, and at most two players cut in each hand. The cut deck goes
into the metal box, and the first card is taken out and set aside before
the deal (the house may change the deck after any hand).
</source>
        <translation>第二條：一副牌最多用十局，由荷官洗牌。玩家可隨意切牌，但只可用單手，每次最少六張，每局最多兩位玩家切牌。切好的牌放入金屬牌盒，派牌前取出第一張牌放在一旁（賭場可在任何一局之後換牌）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Seven players are seated. An eighth wants to bet on a place too, and a
seated player wants to move to a better place in the middle of a hand.
Which may you allow?
</source>
        <translation>有七位玩家就座。第八位玩家也想在一個位置上下注，而一位就座的玩家想在一局中途換到較好的位置。你可以准許哪一項？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Neither: a table has at most seven places, and nobody changes place during a hand.</source>
        <translation>兩者都不可以：每張牌枱最多七個位置，且在一局中任何人都不可更換位置。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Both: a table takes up to ten places, and a player may move between rounds.</source>
        <translation>兩者都可以：每張牌枱最多容納十個位置，而玩家可以在兩輪之間換位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The eighth may join at the next hand; the move is allowed once the cards are all out.</source>
        <translation>第八位玩家可以在下一局加入；牌全部派出後可以換位。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 3: each table has at least two places and at most seven. No player may
bet on more than one place or change place in the middle of a hand.
</source>
        <translation>第三條：每張牌枱最少兩個位置，最多七個。任何玩家不得在多於一個位置下注，或在一局中途更換位置。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>At a $20 pot-money table a player&apos;s capital falls to $400 in the middle of
a hand. He wants to add $2,000 now. What do you say?
</source>
        <translation>在底注$20的牌枱上，一位玩家的本金在一局中途跌至$400。他想現在加$2,000。你怎樣說？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Not now: capital never changes during a hand; after it he tops up to $2,000.</source>
        <translation>現在不可以：一局中本金絕不可改變；該局結束後他補足至$2,000。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Yes: he may add chips at any time.</source>
        <translation>可以：他隨時都可以增加籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>No, and he must leave the table, since his capital fell below the minimum.</source>
        <translation>不可以，而且他必須離開牌枱，因為他的本金已跌至最低金額以下。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 6: the minimum starting capital is $2,000 (pot money $20) or $5,000
(pot money $100), with no maximum. A player whose capital falls below $500
(or $1,000) during a hand must bring it back up to the minimum after that
hand. Nobody may increase or reduce his capital once a hand has begun.
</source>
        <translation>第六條：最低初始本金為$2,000（底注$20）或$5,000（底注$100），不設上限。在一局中本金跌至$500（或$1,000）以下的玩家，必須在該局結束後把本金補回至最低金額。一局開始後，任何人都不可增加或減少自己的本金。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>On the second round every player still in checks. Where does the dealer
start dealing the fourth card?
</source>
        <translation>在第二輪，每位仍在局中的玩家都過牌。荷官從哪裏開始派第四張牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>With the player on the dealer&apos;s right, counterclockwise, as for the first two cards.</source>
        <translation>由荷官右邊的玩家開始，按逆時針方向，和頭兩張牌一樣。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>With the player who had the right to bet first on that round, counterclockwise.</source>
        <translation>由該輪有權最先下注的玩家開始，按逆時針方向。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>With the player who checked last, then clockwise round the table.</source>
        <translation>由最後過牌的玩家開始，然後按順時針方向繞枱派。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 c) ii): when everybody checks, the dealer gives each player the
fourth card face up, in the same direction as before, starting with the
player who had the right to make the first bet on the second round (ruling
R4-1). Only the first two cards start from the dealer&apos;s right (art. 10 a).
</source>
        <translation>第十條c項ii目：所有人都過牌時，荷官按之前同一方向，給每位玩家一張正面朝上的第四張牌，由第二輪有權最先下注的玩家開始（解讀 R4-1）。只有頭兩張牌才由荷官右邊開始派（第十條a項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>On the third round the player who had to speak first folded. The others
called a bet. Who gets the next open card first?
</source>
        <translation>在第三輪，應最先說話的玩家已棄牌。其他人對一次下注跟注。誰最先收到下一張明牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player who folded: his place still gets its card, but face down, to keep the count.</source>
        <translation>已棄牌的玩家：他的位置仍然收牌，但牌面朝下，以保持張數。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player on the dealer&apos;s right, since the opener is gone.</source>
        <translation>荷官右邊的玩家，因為開注者已離開。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player showing the second best open cards, then counterclockwise.</source>
        <translation>明牌第二好的玩家，然後按逆時針方向。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 c) iv): the next open card is dealt in the same direction, and if
the player who should have been first to act has folded, the dealer starts
with the player showing the second best open cards (ruling R4-1). A player
who folded gets no more cards.
</source>
        <translation>第十條c項iv目：下一張明牌按同一方向派出，如本應最先行動的玩家已棄牌，荷官由明牌第二好的玩家開始派（解讀 R4-1）。已棄牌的玩家不再收牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Second round. The player who opens the betting slides his chips straight
into the middle of the pot without showing them first. What do you tell him?
</source>
        <translation>第二輪下注。開注的玩家沒有先展示籌碼，便直接把籌碼推到底池中間。你怎樣跟他說？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Nothing: a bet counts once it lies in the pot, so it may go straight into it.</source>
        <translation>不用說甚麼：注碼一放進底池便算數，所以可以直接推入。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Show the amount of the bet in view of everyone, to be verified, before pushing it into the pot.</source>
        <translation>先把注碼金額放在所有人都看得到的地方，以便核對，然後才推入底池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Hand the chips to the dealer, who alone puts a bet into the pot.</source>
        <translation>把籌碼交給荷官，只有荷官可以把注碼放入底池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 c) i) 3): &quot;O montante de cada aposta deverá ser posto à vista de
todos&quot; — the amount of each bet is put in view of everyone, for ease of
verification, before it is pushed into the pot (&quot;bolo&quot;).
</source>
        <translation>第十條c項i目第三點：「每一注的注碼須放在所有人都看得到的地方」，方便核對，然後才推入底池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>First round: the opener has bet, and the player on his right will not go
on. How does he show that he folds?
</source>
        <translation>第一輪下注：開注者已下注，而他右邊的玩家不想繼續。他怎樣表示棄牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He places his closed card (the &quot;carta chave&quot;) over his open card.</source>
        <translation>他把自己的底牌蓋在明牌上面。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He turns his closed card face up.</source>
        <translation>他把底牌翻成牌面朝上。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He pushes both of his cards face down to the dealer.</source>
        <translation>他把兩張牌牌面朝下推給荷官。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 b) 1): folding &quot;indica-se colocando a carta chave sobre a carta
aberta&quot; — the player places his closed card over his open card. On the
later rounds he places it over his open cards (art. 10 c) i) 1)).
</source>
        <translation>第十條b項第一點：玩家「把底牌蓋在明牌上面」即表示棄牌。之後各輪則把底牌蓋在各張明牌上面（第十條c項i目第一點）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The table&apos;s pot-money entry (&quot;bolo de entrada&quot;) is $100. What initial
commission does the house collect, and when?
</source>
        <translation>本枱的底注是$100。賭場收取多少首次佣金，在甚麼時候收取？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>$100, before the first card of the hand is dealt; it is not part of the pot.</source>
        <translation>$100，在該局派第一張牌之前收取；不計入底池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>$100, out of the pot at the end of the hand.</source>
        <translation>$100，在該局結束時從底池中扣除。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>4 % of the entries, before the first card, added to the pot.</source>
        <translation>底注的4%，在第一張牌之前收取，並加入底池。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 8: &quot;Antes de ser distribuída a primeira carta de cada jogada, a Casa
cobrará uma comissão inicial de $20,00 ou $100,00&quot;, as the entry of that
hand is $20 or $100. It is the house&apos;s and never part of the pot (ruling
R8-1); the commission on the pot is art. 9&apos;s (ruling R1-5).
</source>
        <translation>第八條：「每局派第一張牌之前，賭場收取$20或$100的首次佣金」，視乎該局底注是$20還是$100。這筆佣金屬於賭場，絕不計入底池（解讀 R8-1）；底池的佣金則按第九條（解讀 R1-5）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Thirteen cards: procedure and irregularities</source>
        <translation>十三張：程序及違規情況</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker shuffles by hand, then with the shuffling machine; any player, or
the banker if no player wishes to, cuts with the blank card, with one hand
and at least ten cards at a time (Portaria 51/89/M art. 2 a). The player
seated at the table with the highest bet shakes the four dice; their total
decides which place gets the first card, counted counterclockwise from the
banker (art. 2 b; ruling R5-1). All four places are always dealt, one card at
a time, counterclockwise, face down. Once the dice are shaken no bet is
accepted, withdrawn or moved, and bets are settled on the place where they
lie, even if they were placed there by mistake (art. 2 c).

Players may not touch or look at their cards until the banker has arranged
and shown his own; the banker may rearrange before the players pick up their
cards. Each place then has five minutes, ended by a signal, to arrange its
cards, or it loses the hand (art. 2 d). A player may bet on several places,
but may not change places during a hand, hold cards off the table, or hold
another place&apos;s cards (art. 3). Every stake is 1, 2 or 3 points (&quot;pontos&quot;) of
the table&apos;s bet unit (art. 11; ruling R5-7). The banker is the &quot;banqueiro&quot;; the
rows are the «três escalões» (art. 7); the dice are shaken under the
cover (&quot;campânula&quot;), and the cut is made with the blank card
(&quot;carta branca&quot;). No player may add points to the dice&apos;s total or take
points from it (art. 2 c).

Irregular deal (art. 4): a card that turns face up during the deal is valid
and play goes on. Cards dealt to the wrong place are given, when the error is
seen, to the places they belong to in the normal dealing order. If that is
impossible, every card dealt is cancelled; the banker shuffles by hand and by
machine, the deck is cut with the blank card and put back in the metal box.

Several players on one place (art. 5): the right to hold the cards belongs to
the highest bet, but only a player seated at the table may hold them; the
others may suggest how to arrange the hand.
</source>
        <translation>莊家先以人手洗牌，再用洗牌機洗牌；由任何一位玩家，或如沒有玩家願意則由莊家，用空白牌切牌，只用單手，每次最少十張（第51/89/M號訓令第二條a項）。坐在枱旁而下注最多的玩家搖四顆骰子；骰子總數決定哪個位置得到第一張牌，由莊家起按逆時針方向數（第二條b項；解讀 R5-1）。四個位置都一定會派牌，每次一張，按逆時針方向，牌面朝下。搖骰後不再接受、撤回或移動任何下注，下注按其所在的位置結算，即使是誤放在該處也一樣（第二條c項）。

在莊家排好並亮出自己的牌之前，玩家不得觸碰或看自己的牌；在玩家拿起牌之前，莊家可以重新排牌。之後每個位置有五分鐘排牌，以訊號結束，否則輸掉該局（第二條d項）。玩家可以在多個位置下注，但在一局中不得更換位置、把牌拿離枱面或持有另一位置的牌（第三條）。每注為本枱下注單位的1、2或3分（第十一條；解讀 R5-7）。頭道、中道、尾道合稱三道（第七條）；骰子在骰盅下搖動，切牌則用空白牌。任何玩家都不得在骰子顯示的總數上加點或減點（第二條c項）。

葡文用語：莊家——banqueiro；分——pontos；三道——três escalões（第七條）；骰盅——campânula；空白牌——carta branca。

不正常的派牌（第四條）：派牌期間翻成正面朝上的牌有效，牌局繼續。派到錯誤位置的牌，在發現錯誤時按正常派牌次序交給應得的位置。如無法做到，則取消所有已派出的牌；莊家以人手及洗牌機洗牌，用空白牌切牌，再放回金屬牌盒。

多位玩家在同一位置（第五條）：持牌權屬於下注最多者，但只有坐在枱旁的玩家可以持牌；其他人可以建議如何排牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>During the deal, a card turns face up. What do you do?</source>
        <translation>派牌期間，一張牌翻成正面朝上。你怎樣做？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Cancel the deal, shuffle again and deal a new hand.</source>
        <translation>取消該次派牌，重新洗牌，派新的一局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The card is valid: keep dealing and play the hand.</source>
        <translation>該張牌有效：繼續派牌，照常玩該局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Burn the card and give that place the next card instead.</source>
        <translation>燒掉該張牌，改給該位置下一張牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Void only the hand of the place that received the card.</source>
        <translation>只判收到該張牌的位置的手牌無效。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 4: cards that appear face up during the deal are considered valid, and
the hand goes on. (In Q Poker, by contrast, an exposed card in the
croupier&apos;s hand voids the round.)
</source>
        <translation>第四條：派牌期間正面朝上出現的牌視為有效，該局繼續。（相反，在Q Poker中，荷官手牌中有牌翻開會令該局無效。）
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>While dealing you notice that two cards went to the wrong places. The
error can still be traced. What is the procedure?
</source>
        <translation>派牌時你發現有兩張牌派到了錯誤的位置。錯誤仍可追查。程序是怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Give the cards to the places they should have gone to in the normal dealing order.</source>
        <translation>按正常派牌次序，把牌交給本應派到的位置。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Cancel every card dealt, shuffle the deck again by hand and deal the hand anew.</source>
        <translation>取消所有已派出的牌，再以人手把整副牌洗牌，重新派這一局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Let each place keep the cards it received, even the cards meant for another place.</source>
        <translation>讓每個位置保留它收到的牌，包括本應派給另一位置的牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 4: cards dealt by mistake are corrected, when the error is noticed, by
giving them to the player or players who should have received them in the
normal order of the deal.
</source>
        <translation>第四條：誤派的牌在發現錯誤時更正，按正常派牌次序交給本應收到的一位或多位玩家。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>A misdeal is found that can no longer be put right. What happens?
</source>
        <translation>發現一次已無法更正的派牌錯誤。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The hand is played as dealt: the cards already out stand as they are.</source>
        <translation>該局按已派的牌進行：已派出的牌維持原狀。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The places with the wrong cards lose their bets, and the others play on as dealt.</source>
        <translation>收到錯誤牌的位置輸掉其下注，其他位置按已派的牌繼續。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>All the cards dealt are cancelled; the banker shuffles by hand, then by machine, the deck is cut with the blank card and put back in the box.</source>
        <translation>取消所有已派出的牌；莊家先以人手洗牌，再用洗牌機洗牌，用空白牌切牌，然後放回牌盒。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The cards are collected and dealt again from the box in the same order, without a new shuffle or cut.</source>
        <translation>收回所有牌，按同一次序從牌盒重新派牌，不重新洗牌或切牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 4: if the error cannot be rectified, all the cards already dealt are
cancelled. The deck is shuffled again by the banker, then by the shuffling
machine, and cut with the blank card before it goes back in the metal box.
</source>
        <translation>第四條：如錯誤無法更正，所有已派出的牌取消。由莊家把整副牌重新洗牌，再用洗牌機洗牌，並用空白牌切牌，然後放回金屬牌盒。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Who shakes the four dice?</source>
        <translation>由誰搖那四粒骰子？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker, before he deals: the dice are always shaken by the house.</source>
        <translation>莊家，在派牌之前：骰子一定由賭場搖。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The player seated at the table who has made the highest bet.</source>
        <translation>坐在枱旁而下注最多的玩家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The player on seat 1, on the banker&apos;s left, whatever the bets on the table.</source>
        <translation>莊家左邊1號座位的玩家，不論枱上的下注如何。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Any player at the table who asks to, in turn from the banker&apos;s left.</source>
        <translation>枱旁任何提出要求的玩家，由莊家左邊起輪流。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 b): the right to shake the dice under the cover belongs to the player
occupying a seat at the table who has made the highest bet.
</source>
        <translation>第二條b項：在蓋下搖骰子的權利，屬於佔用枱旁一個座位而下注最多的玩家。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The dice have been shaken. A player asks to move his bet from seat 2 to
seat 3. What do you answer?
</source>
        <translation>骰子已搖過。一位玩家要求把他的下注由2號座位移到3號座位。你怎樣回答？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Yes: bets may be moved until the first card of the deal leaves the box.</source>
        <translation>可以：在派牌的第一張牌離開牌盒之前，都可以移動下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Yes, but only to another place where he already has a bet, before any card is dealt.</source>
        <translation>可以，但只可移到另一個他已有下注的位置，且須在派出任何牌之前。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>No: once the dice are shaken no bet is accepted, withdrawn or moved to another place.</source>
        <translation>不可以：搖骰子後不再接受、撤回或把下注移到另一位置。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 c): once the dice have been shaken, no more bets are accepted, and
bets already made may not be withdrawn or moved from one place to another.
</source>
        <translation>第二條c項：搖骰子後不再接受下注，已作出的下注也不得撤回或由一個位置移到另一個位置。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>After the hand, a player says he placed his chips on seat 1 by mistake and
meant to bet on seat 3, which won. How is his bet settled?
</source>
        <translation>該局結束後，一位玩家說他錯把籌碼放在1號座位，本來想下注在贏了的3號座位。他的下注怎樣結算？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>As a bet on seat 3, where he meant it, if the other players confirm it.</source>
        <translation>如其他玩家確認，當作在3號座位（他本來的意思）的下注。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>As a bet on seat 1, where it lies, despite the mistake.</source>
        <translation>當作在1號座位（籌碼所在之處）的下注，儘管是誤放。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>It is returned: a mistaken bet is void.</source>
        <translation>退還：誤下的注無效。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 c): players must remember their bets, and the banker collects or pays
each bet according to the place where it was made, even if it was put there
by mistake.
</source>
        <translation>第二條c項：玩家必須記住自己的下注，莊家按下注所在的位置收取或支付每注，即使是誤放在該處也一樣。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Only one player is at the table, betting on seat 2. To how many places do
you deal?
</source>
        <translation>枱上只有一位玩家，下注在2號座位。你要派牌到多少個位置？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Two: the banker and seat 2, the only place with a bet on it.</source>
        <translation>兩個：莊家和2號座位，即唯一有下注的位置。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Four: the banker and all three seats, always.</source>
        <translation>四個：莊家和全部三個座位，一定如此。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Only the places with a bet on them, and the banker with them.</source>
        <translation>只派給有下注的位置，連同莊家。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 c): whatever the number of players, the cards are always dealt to
all four places, 13 cards each.
</source>
        <translation>第二條c項：不論玩家人數多少，牌一定派給全部四個位置，每個13張。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker has shown his arranged cards. Seat 1 is still arranging when the
five-minute signal sounds. What happens?
</source>
        <translation>莊家已亮出他排好的牌。五分鐘訊號響起時，1號座位仍在排牌。會怎樣？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Seat 1 loses the hand.</source>
        <translation>1號座位輸掉該局。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker arranges seat 1&apos;s cards for it.</source>
        <translation>莊家替1號座位排牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Seat 1 gets one more minute.</source>
        <translation>1號座位多得一分鐘。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Seat 1&apos;s bet is returned.</source>
        <translation>1號座位的下注退還。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 d): every player must finish arranging his cards within five minutes
of the banker showing his, marked by a sound or electric signal. A place
that has not finished before the signal loses the hand.
</source>
        <translation>第二條d項：每位玩家必須在莊家亮牌後五分鐘內排好自己的牌，以聲響或電子訊號為準。在訊號前還未排好的位置輸掉該局。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>When may the players pick up and look at their cards?</source>
        <translation>玩家在甚麼時候可以拿起並看他們的牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>As soon as the deal is over and every place has its thirteen cards in front of it.</source>
        <translation>派牌一結束，每個位置面前都有十三張牌時。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Only after the banker has arranged his cards and shown them on the table.</source>
        <translation>只有在莊家排好自己的牌並在枱上亮出之後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>As soon as the dice have been shaken and the first place is known.</source>
        <translation>搖骰子後一知道第一個位置時。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 d): no player may take or look at his cards before the banker has
finished arranging his hand and shown it on the table. The banker may
rearrange his hand before the players pick up their cards.
</source>
        <translation>第二條d項：在莊家排好自己的牌並在枱上亮出之前，任何玩家都不得拿起或看自己的牌。在玩家拿起牌之前，莊家可以重新排牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Two players bet on seat 2. The higher bet belongs to a player standing
behind the table; the other one is seated at seat 2. Who holds the cards?
</source>
        <translation>兩位玩家在2號座位下注。較大的注屬於一位站在牌枱後面的玩家；另一位就坐在2號座位。誰持牌？
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The standing player, because his bet on that place is the higher one, and the seated player may only make suggestions.</source>
        <translation>站着的玩家，因為他在該位置的下注較多，而坐着的玩家只可提出建議。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The seated player, because only a player seated at the table may hold the cards; the other may make suggestions.</source>
        <translation>坐着的玩家，因為只有坐在枱旁的玩家可以持牌；另一人可以提出建議。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker arranges that place&apos;s cards, since two players cannot agree on one hand between them.</source>
        <translation>由莊家替該位置排牌，因為兩位玩家無法就同一手牌達成一致。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 5: the right to hold the cards belongs to the player with the highest
bet on the place, but only a player occupying a seat at the table may hold
them. The other players betting on that place may suggest how best to
arrange the hand.
</source>
        <translation>第五條：持牌權屬於在該位置下注最多的玩家，但只有佔用枱旁座位的玩家可以持牌。在該位置下注的其他玩家可以建議如何最好地排牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>How is the deck cut in 13 cards?</source>
        <translation>十三張怎樣切牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>By the banker only, with both hands, and always after the machine shuffle, at least twenty cards each time.</source>
        <translation>只由莊家切牌，用雙手，一定在洗牌機洗牌之後，每次最少二十張。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>By any player, or by the banker if no player wants to, with the blank card, using one hand and at least ten cards each time.</source>
        <translation>由任何一位玩家，或如沒有玩家想切則由莊家，用空白牌切牌，只用單手，每次最少十張。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Not at all: once the shuffling machine has shuffled, the deck goes into the box without a cut by anyone.</source>
        <translation>不用切牌：洗牌機洗好後，整副牌不經任何人切牌便放入牌盒。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 a): after the banker&apos;s hand shuffle and the machine shuffle, the
cards are cut with the blank card by any player, or by the banker if no
player wishes to. The cut is made with one hand only, at least ten cards at
a time, and the cards then go face down into the metal box.
</source>
        <translation>第二條a項：莊家以人手洗牌及洗牌機洗牌後，由任何一位玩家，或如沒有玩家願意則由莊家，用空白牌切牌。切牌只可用單手，每次最少十張，然後牌面朝下放入金屬牌盒。
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>A player sits at seat 1 and has bets on seats 1 and 2. Seat 2 has its own
seated player, who bets more on it. While arranging seat 1 he picks up
seat 2&apos;s cards to compare them. What do you tell him?
</source>
        <translation>一位玩家坐在1號座位，並在1號及2號座位都有下注。2號座位有自己就座的玩家，而且在該座位下注較多。他排1號座位的牌時，拿起2號座位的牌來比較。你怎樣跟他說？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>He may: a player with bets on two places may handle both places&apos; cards.</source>
        <translation>可以：在兩個位置下注的玩家可以處理兩個位置的牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>He may not: nobody holds another place&apos;s cards, even a place he bets on.</source>
        <translation>不可以：任何人都不可持有另一位置的牌，即使是他有下注的位置。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>He may, as long as both places&apos; cards stay on the table in front of him.</source>
        <translation>可以，只要兩個位置的牌都留在他面前的枱上。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 3: every table has four places, the banker&apos;s included, and a player
may bet on more than one place; but nobody may change place during a hand,
hold the cards off the table, or hold the cards of other places. Seat 2&apos;s
cards are its seated player&apos;s, the highest bet on it (art. 5).
</source>
        <translation>第三條：每張牌枱有四個位置，包括莊家的位置，玩家可以在多於一個位置下注；但在一局中任何人都不得更換位置、把牌拿離枱面或持有其他位置的牌。2號座位的牌屬於該座位就座的玩家，即在該座位下注最多者（第五條）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The table&apos;s bet unit (&quot;ponto&quot;) is 100. A player wants to stake 400 on seat 3.
What do you say?
</source>
        <translation>本枱的下注單位（分）是100。一位玩家想在3號座位下注400。你怎樣說？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Refuse it: a stake is 1, 2 or 3 points, so 100, 200 or 300 at this table.</source>
        <translation>拒絕：每注為1、2或3分，即本枱的100、200或300。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Accept it: there is no upper limit on a stake, only the table minimum of 100.</source>
        <translation>接受：每注沒有上限，只有本枱最低額100。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Accept it as two bets of 200 each, as long as both are on seat 3 itself.</source>
        <translation>當作兩個各200的下注接受，只要兩注都放在3號座位本身。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 11: &quot;O jogador poderá apostar em termos de 1, 2 ou 3 pontos&quot; (the
player may bet in terms of 1, 2 or 3 points). A winner is paid half his
stake less a 2 % commission for the house; ruling R5-7: the house takes the
2 % on the prize (half the stake), each rounded down.
</source>
        <translation>第十一條：「玩家可以按1、2或3分下注」。勝出的玩家獲派相等於其注碼一半的獎金，減去賭場2%的佣金；解讀 R5-7：賭場按獎金（注碼的一半）收取2%，各自向下取整。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The four dice show a total of 9. The player who shook them asks you to count
8 instead, so that the first card goes to his own place. What do you say?
</source>
        <translation>四顆骰子的總數是9。搖骰的玩家要求你當作8來數，好讓第一張牌派到他自己的位置。你怎樣說？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>No: nobody may add to the dice&apos;s total or take anything from it.</source>
        <translation>不可以：任何人都不得在骰子顯示的總數上增加或減少。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Yes, once a hand, if the banker agrees to it before the first card is dealt.</source>
        <translation>可以，每局一次，只要莊家在派第一張牌之前同意。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Yes, if no other player at the table objects to counting 8 instead of 9.</source>
        <translation>可以，只要枱上沒有其他玩家反對以8代替9來數。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 c): &quot;Não é permitido a qualquer jogador adicionar pontos à soma
revelada pelos dados, nem dela subtrair pontos.&quot; The total of 9 stands and
decides the place that gets the first card (art. 2 b; ruling R5-1).
</source>
        <translation>第二條c項：「任何玩家都不得在骰子顯示的總數上加點或減點。」總數9不變，並決定哪個位置得到第一張牌（第二條b項；解讀 R5-1）。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The dice have named the place that gets the first card. How do you deal?</source>
        <translation>骰子已決定哪個位置得到第一張牌。你怎樣派牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Face down, counterclockwise, one card at a time, to all four places, until each has 13.</source>
        <translation>牌面朝下，按逆時針方向，每次一張，派給全部四個位置，直至每個位置有13張。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Face down, clockwise, three cards at a time, to the places with a bet on them, the banker last.</source>
        <translation>牌面朝下，按順時針方向，每次三張，派給有下注的位置，莊家最後。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Face down, counterclockwise, all 13 cards to one place, then the next.</source>
        <translation>牌面朝下，按逆時針方向，先把13張牌全部派給一個位置，然後再派下一個。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 b): &quot;As cartas são distribuídas com a face voltada para baixo,
também em sentido oposto ao do ponteiro do relógio, uma a uma, a cada
jogador, até perfazerem o total de 13 cartas para cada lugar&quot;; art. 2 c):
whatever the number of players, all four places are dealt.
</source>
        <translation>第二條b項：「牌面朝下，按逆時針方向，每次一張派給每位玩家，直至每個位置共13張」；第二條c項：不論有多少玩家，四個位置都一定會派牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>You open a 13-card table. What material does the regulation say the table has?
</source>
        <translation>你要開一張十三張牌枱。根據規例，牌枱應有哪些用具？</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Two decks of 52 cards in a shoe, a blank card, three dice with a cover to shake them, and a shuffling machine.</source>
        <translation>兩副牌（每副52張）放在牌靴內、一張白牌、三粒骰子連搖骰用的骰盅，以及一部洗牌機。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>One deck of 52 cards; a metal box and a blank card; four dice and a cover to shake them; a shuffler.</source>
        <translation>一副牌（52張）；一個金屬牌盒及一張白牌；四粒骰子及搖骰用的骰盅；一部洗牌機。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>One deck of 52 cards, a metal box for the cards, and four dice; the banker shuffles by hand only.</source>
        <translation>一副牌（52張）、一個金屬牌盒及四粒骰子；莊家只以人手洗牌。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>One deck of 40 cards, a metal box and a blank card, four dice shaken in the hand, and a shuffler.</source>
        <translation>一副牌（40張）、一個金屬牌盒及一張白牌、四粒用手搖的骰子，以及一部洗牌機。</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 1 (&quot;Material&quot;): &quot;a) Um baralho de 52 cartas; b) Uma caixa metálica para
as cartas e uma carta branca; c) Quatro dados e uma campânula para agitar os
dados; d) Aparelho de baralhar cartas.&quot; The banker shuffles by hand and then
with the machine, and the deck is cut with the blank card (&quot;carta branca&quot;)
(art. 2 a).
</source>
        <translation>第一條（用具（葡文：Material））：「一副52張的牌；一個放牌的金屬牌盒及一張白牌；四粒骰子及一個搖骰用的骰盅；一部洗牌機」。莊家先以人手洗牌，再用洗牌機洗牌，然後用白牌（葡文：carta branca）切牌（第二條a項）。</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>Q Poker: pay it in chips</source>
        <translation>Q Poker：以籌碼賠付</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>Once a spot is settled, the croupier pays it: the winnings go beside the
stake, built from the chips of the table&apos;s set. Work out the amount first,
then build it.

1. The amount is the regulation&apos;s. Pair plus is paid on the seat&apos;s own three
   cards (Despacho 89/2004 art. 9.1, 10; ruling R6-4): straight flush 40 to 1,
   three of a kind 30 to 1, straight 6 to 1, flush 4 to 1, pair 1 to 1. The
   bet is paid by the seat&apos;s hand when the croupier qualifies and loses
   (art. 9.7): straight flush 3 to 1, three of a kind 2 to 1, straight 3 to
   2, anything else 1 to 1; when the croupier does not qualify, half the bet,
   1 to 2 (art. 9.5). A fraction of a chip unit is rounded DOWN (ruling
   R0-3): at a table whose chip unit is 5, a straight on a bet of 25 wins 35,
   not 37.5.
2. The chips are the house&apos;s. No regulation says how a payment is made up:
   the house pays in the fewest chips its set allows, the largest chip first.
   750 is one 500, two 100s and two 25s (five chips), not thirty 25s.
3. The chip legend on the table shows the set; there is no chip smaller
   than the chip unit.

A payment with the right amount but more chips than needed earns half the
marks: the player is paid, but the layout takes longer to verify and the rack
runs short of small chips.
</source>
        <translation>一個投注位結算後，荷官便要賠付：贏得的籌碼放在注碼旁邊，用該枱籌碼組合中的籌碼砌出。先計出金額，再砌籌碼。

1. 金額由規例決定。對子或以上按該座位自己的三張牌賠付（經濟財政司司長第89/2004號對外規範性批示第九條（一）項、第十條；解讀 R6-4）：同花順40賠1，三條30賠1，順子6賠1，同花4賠1，對子1賠1。荷官合資格而輸時，比牌注按該座位的手牌賠付（第九條（七）項）：同花順3賠1，三條2賠1，順子3賠2，其他1賠1；荷官不合資格時，賠比牌注的一半，即1賠2（第九條（五）項）。不足一個籌碼單位的零數向下取整（解讀 R0-3）：在籌碼單位為5的牌枱，順子在25的比牌注上贏35，不是37.5。
2. 籌碼由賭場決定。規例沒有規定賠付如何組成：賭場以其籌碼組合所能做到的最少籌碼賠付，由最大的籌碼開始。750是一個500、兩個100及兩個25（五個籌碼），不是三十個25。
3. 枱上的籌碼圖例列出籌碼組合；沒有比籌碼單位更小的籌碼。

金額正確但用了多於所需的籌碼，只得一半分數：玩家雖已獲賠，但枱面較慢核對，籌碼架的小額籌碼也會不夠用。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>Three fives pay pair plus 30 to 1: 30 x 25 = 750. From the largest chip:
one 500 leaves 250, two 100s leave 50, two 25s: five chips.
</source>
        <translation>三條5的對子或以上30賠1：30 x 25 = 750。由最大的籌碼開始：一個500餘250，兩個100餘50，兩個25：共五個籌碼。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>The croupier qualifies with a queen and the straight beats it: 3 to 2 on
25 is 37.5, rounded down to the chip unit of 5: 35, one 25 and two 5s.
</source>
        <translation>荷官合資格（持Q），順子勝出：25的3賠2是37.5，向下取整至籌碼單位5：35，即一個25及兩個5。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>J-9-8 does not qualify: the bet of 150 is paid 1 to 2, that is 75. The
largest chip not above 75 is the 25: three of them.
</source>
        <translation>J-9-8不合資格：150的比牌注按1賠2賠付，即75。不大於75的最大籌碼是25：三個。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>A flush pays pair plus 4 to 1: 4 x 125 = 500, one chip. Pair plus is paid
on the seat&apos;s own cards, whether or not the croupier qualifies.
</source>
        <translation>同花的對子或以上4賠1：4 x 125 = 500，一個籌碼。對子或以上按該座位自己的牌賠付，不論荷官合資格與否。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>A straight flush pays pair plus 40 to 1: 40 x 30 = 1,200, one 1,000 and two
100s. (The bet is paid too, 3 to 1, but the pair plus is paid first.)
</source>
        <translation>同花順的對子或以上40賠1：40 x 30 = 1,200，一個1,000及兩個100。（比牌注亦以3賠1獲賠，但對子或以上先賠。）
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>The croupier qualifies with a king and the pair of nines beats it: 1 to 1,
175. One 100, then three 25s.
</source>
        <translation>荷官合資格（持K），一對9勝出：1賠1，175。一個100，再加三個25。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>Three of a kind beats the queen-high croupier and is paid 2 to 1: 120. One
100 leaves 20, and no 25 fits in 20: four 5s.
</source>
        <translation>三條勝過荷官的Q高牌，按2賠1賠付：120。一個100餘20，20之內放不下25：四個5。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>At a table whose chip unit is 1, the straight&apos;s 3 to 2 on 25 is 37.5,
rounded down to 37: one 25, two 5s and two 1s.
</source>
        <translation>在籌碼單位為1的牌枱，順子在25上的3賠2是37.5，向下取整為37：一個25、兩個5及兩個1。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Q Poker: paying the spots</source>
        <translation>Q Poker：結算投注位</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Each spot may carry two bets: the pair plus bet (&quot;Par e combinações
vitoriosas&quot;) and the bet against the croupier&apos;s hand (Despacho 89/2004
art. 2.2, 5). Settle them in this order.

1. Pair plus, on the seat&apos;s own three cards, before anything else (art. 9.1,
   10; ruling R6-4): straight flush 40 to 1, three of a kind 30 to 1, straight
   6 to 1, flush 4 to 1, pair 1 to 1; three odd cards lose. Pair plus is paid
   even when the seat then folds its bet.
2. A seat that folds (&quot;desistir&quot;) loses half its bet (art. 9.3). The
   regulation only says &quot;half&quot;; when half is not a whole chip, the house
   rounds the loss UP to the chip unit: a bet of 25 loses 13 (rulings R6-5,
   R0-3).
3. The croupier is &quot;habilitado a jogar&quot; (qualifies) with a queen-high hand or
   better (art. 9.4). If not, every seat still playing is paid half its bet,
   1 to 2 (art. 9.5); the regulation does not say how to round, and the house
   rounds DOWN: a bet of 25 is paid 12 (ruling R0-3).
4. If the croupier qualifies, compare hands (art. 8; rulings R6-1 to R6-3b).
   The order is straight flush, three of a kind, straight, flush, pair, three
   odd cards (&quot;três cartas diferentes&quot;). A-K-Q is the highest sequence and A-2-3 the lowest. When the
   ranks are equal, suits decide, spades above hearts above clubs above
   diamonds (art. 4.1). Art. 8 says the higher suit wins; ruling R6-3 says
   which card&apos;s suit: a straight or straight flush by the suit of its highest
   card (the house takes the 3 as the highest card of A-2-3), a flush by its suit, a pair by the suit of its odd
   card, three odd cards by the suit of the highest card. Three of a kind of
   equal rank, or two identical hands (possible only with several decks), push.
5. A seat that loses pays its bet. A seat that wins is paid by its own hand
   (art. 9.7): straight flush 3 to 1, three of a kind 2 to 1, straight 3 to 2
   (rounded down: 25 wins 37), anything else 1 to 1.
</source>
        <translation>每個投注位可有兩項下注：對子或以上及對荷官手牌的比牌注（經濟財政司司長第89/2004號對外規範性批示第二條第二款、第五條）。按以下次序結算。

1. 對子或以上，按該座位自己的三張牌，最先結算（第九條（一）項、第十條；解讀 R6-4）：同花順40賠1，三條30賠1，順子6賠1，同花4賠1，對子1賠1；三張散牌輸。即使該座位其後放棄其比牌注，對子或以上仍照賠。
2. 放棄（棄牌）的座位輸掉其比牌注的一半（第九條（三）項）。規例只說「一半」；當一半不是完整的籌碼時，賭場把輸掉的金額向上取整至籌碼單位：比牌注25輸13（解讀 R6-5、R0-3）。
3. 荷官持Q高或以上的手牌即合資格（第九條（四）項）。如不合資格，每個仍在參與的座位獲賠其比牌注的一半，即1賠2（第九條（五）項）；規例沒有說明如何取整，賭場向下取整：比牌注25獲賠12（解讀 R0-3）。
4. 如荷官合資格，比較手牌（第八條；解讀 R6-1至R6-3b）。次序是同花順、三條、順子、同花、對子、三張散牌。A-K-Q是最大的順子，A-2-3是最小的。點數相同時由花色決定，黑桃大於紅心大於梅花大於方塊（第四條（一）項）。第八條說花色較大者勝；解讀 R6-3說明以哪張牌的花色為準：順子或同花順按其最大一張牌的花色（賭場把3當作A-2-3中最大的牌），同花按其花色，對子按其散牌的花色，三張散牌按最大一張牌的花色。點數相同的三條，或兩手完全相同的牌（只在使用多副牌時才可能出現），為和局。
5. 輸的座位輸掉其比牌注。贏的座位按自己的手牌獲賠（第九條（七）項）：同花順3賠1，三條2賠1，順子3賠2（向下取整：25贏37），其他1賠1。

葡文用語：對子或以上——Par e combinações vitoriosas（第二條第二款、第十條）；荷官合資格——o croupier está habilitado a jogar（第九條（四）項）；三張散牌——três cartas diferentes。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>The croupier&apos;s 7-8-9 is a straight. Seat 1&apos;s three fives rank above a
straight in Q Poker: pair plus 30 to 1 (300) and the bet 2 to 1 (40). Seat
2&apos;s flush ranks below a straight: pair plus 4 to 1 (40), but the bet of 20
loses.
</source>
        <translation>荷官的7-8-9是順子。在Q Poker中，1號座位的三條5排在順子之上：對子或以上30賠1（300），比牌注2賠1（40）。2號座位的同花排在順子之下：對子或以上4賠1（40），但20的比牌注輸。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Both seats hold straights, paid 6 to 1 on pair plus (30). A-2-3 is the lowest
sequence, below the croupier&apos;s 4-3-2, so seat 1 loses its bet. A-K-Q is the
highest sequence: seat 2 wins 3 to 2 on 10, that is 15.
</source>
        <translation>兩個座位都持有順子，對子或以上按6賠1賠付（30）。A-2-3是最小的順子，低於荷官的4-3-2，所以1號座位輸掉其比牌注。A-K-Q是最大的順子：2號座位以10按3賠2贏，即15。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Seat 1 and the croupier both hold A-2-3. Art. 8.3 says the sequence with
the higher suit wins, without naming the card; ruling R6-3: the house takes
the 3 as the highest card of A-2-3 (the lowest sequence, art. 4.3), so the
suit of the 3 decides: the croupier&apos;s 3 of spades beats the seat&apos;s 3
of hearts, although the seat holds the ace of spades. Seat 2&apos;s 4-3-2 beats
A-2-3 and is paid 3 to 2: 30.
</source>
        <translation>1號座位和荷官都持有A-2-3。第八條（三）項說花色較大的順子勝，但沒有指明是哪張牌；解讀 R6-3：賭場把3當作A-2-3（最小的順子，第四條（三）項）中最大的牌，所以由3的花色決定：荷官的黑桃3勝過該座位的紅心3，雖然該座位持有黑桃A。2號座位的4-3-2勝過A-2-3，按3賠2獲賠：30。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Three flushes with the same ranks: the suit decides. Hearts beat the
croupier&apos;s clubs, so seat 1 wins, paid 1 to 1 (a flush is &quot;other&quot; in art.
9.7). Diamonds lose to clubs, so seat 2 loses its bet. Both flushes are paid
4 to 1 on pair plus.
</source>
        <translation>三個點數相同的同花：由花色決定。紅心勝過荷官的梅花，所以1號座位贏，按1賠1獲賠（在第九條（七）項中同花屬「其他」）。方塊輸給梅花，所以2號座位輸掉其比牌注。兩個同花的對子或以上都按4賠1賠付。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Seat 1 and the croupier both hold 8-8-5. A pair is decided by the suit of
the odd card, not of the pair: the croupier&apos;s 5 of spades beats the seat&apos;s 5
of diamonds, so the seat loses its bet even with the two best eights. Its
pair still wins pair plus 1 to 1. Seat 2&apos;s queens beat the eights: 1 to 1.
Seat 3 bet only pair plus: its pair of jacks is paid 1 to 1.
</source>
        <translation>1號座位和荷官都持有8-8-5。對子按散牌的花色決定，而不是對子的花色：荷官的黑桃5勝過該座位的方塊5，所以即使該座位持有最好的兩張8，仍輸掉其比牌注。它的對子仍以1賠1贏得對子或以上。2號座位的一對Q勝過一對8：1賠1。3號座位只下了對子或以上：它的一對J按1賠1獲賠。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>K-J-7 everywhere. Three odd cards are decided by the suit of the highest
card, the king. The croupier&apos;s king of clubs beats seat 1&apos;s king of diamonds
(seat 1&apos;s jack of spades does not count), and loses to seat 2&apos;s king of
spades. Seat 1&apos;s three odd cards also lose pair plus.
</source>
        <translation>每手都是K-J-7。三張散牌按最大一張牌，即K的花色決定。荷官的梅花K勝過1號座位的方塊K（1號座位的黑桃J不計），輸給2號座位的黑桃K。1號座位的三張散牌也輸掉對子或以上。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Seat 1 folds: half of 25 is 12.5, and a forfeit is rounded up, so it loses
13. Its pair of nines is still paid on pair plus, 1 to 1. Seat 2&apos;s straight
flush wins 40 to 1 on pair plus (200) and 3 to 1 on the bet (75). Seat 3
folds 10 and loses 5.
</source>
        <translation>1號座位棄牌：25的一半是12.5，而輸掉的金額向上取整，所以輸13。它的一對9仍按1賠1獲賠對子或以上。2號座位的同花順以40賠1贏對子或以上（200），以3賠1贏比牌注（75）。3號座位以10棄牌，輸5。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>The croupier holds jack-high: no qualification. Every seat still playing is
paid half its bet, whatever it holds: half of 25 is 12.5, paid as 12. Seat
1&apos;s straight is paid only 12 on the bet, but 6 to 1 on pair plus. Seat 2&apos;s
pair plus loses with three odd cards. Seat 3 folded before the croupier&apos;s
cards were shown and loses half its bet, 10.
</source>
        <translation>荷官持J高：不合資格。每個仍在參與的座位都獲賠其比牌注的一半，不論持有甚麼：25的一半是12.5，賠12。1號座位的順子在比牌注上只獲賠12，但對子或以上按6賠1。2號座位的對子或以上以三張散牌輸掉。3號座位在荷官亮牌前已棄牌，輸掉其比牌注的一半，即10。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>The croupier qualifies with queen-high and every seat beats it. A straight is
paid 3 to 2: 37.5 on 25, rounded down to 37. Three of a kind is paid 2 to 1
(50) and 30 to 1 on pair plus (150). The 5-4-3 straight flush is paid 3 to 1:
75.
</source>
        <translation>荷官合資格（Q高），每個座位都勝過它。順子按3賠2賠付：25的是37.5，向下取整為37。三條按2賠1賠付（50），對子或以上按30賠1（150）。5-4-3同花順按3賠1賠付：75。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>The smallest chip is 5. Seat 1&apos;s straight wins 3 to 2 on 25, that is 37.5,
and what the house pays is rounded down to the chip: 35. Seat 2 folds: the
half bet it forfeits, 12.5, is rounded up to the chip: 15. Its pair of kings
still wins 5 on pair plus.
</source>
        <translation>最小的籌碼是5。1號座位的順子以25按3賠2贏，即37.5，而賭場支付的金額向下取整至籌碼：35。2號座位棄牌：它輸掉的一半比牌注12.5向上取整至籌碼：15。它的一對K仍在對子或以上贏得5。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Jack-high: the croupier does not qualify. Seat 1 is paid half of 25, 12.5,
rounded down to the 5 chip: 10. Seat 2 folded 15: half is 7.5, rounded up
to 10. Its pair plus wins 10, so it nets 0.
</source>
        <translation>J高：荷官不合資格。1號座位獲賠25的一半，即12.5，向下取整至面值5的籌碼：10。2號座位以15棄牌：一半是7.5，向上取整為10。它的對子或以上贏10，所以淨額是0。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>With two decks, seat 1 and the croupier both hold three sevens. Three of a
kind is decided by rank only, and the house pushes equal three of a kind
(ruling R6-3b): the bet is returned,
while pair plus pays 30 to 1. Seat 2&apos;s three eights are higher: 2 to 1.
</source>
        <translation>使用兩副牌時，1號座位和荷官都持有三條7。三條只按點數決定，點數相同的三條由賭場作和局處理（解讀 R6-3b）：下注退還，而對子或以上按30賠1賠付。2號座位的三條8較大：2賠1。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Seat 1 holds exactly the croupier&apos;s cards, from the second deck: identical
hands push, and its straight flush still wins 40 to 1 on pair plus. Seat 2&apos;s
K-Q-J of spades has the same ranks, and the king of spades beats the king of
hearts: 3 to 1 on the bet.
</source>
        <translation>1號座位持有的牌與荷官的完全相同，來自第二副牌：完全相同的手牌為和局，而它的同花順仍以40賠1贏得對子或以上。2號座位的黑桃K-Q-J點數相同，而黑桃K勝過紅心K：比牌注按3賠1。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>Q Poker: does the croupier qualify?</source>
        <translation>Q Poker：荷官合資格嗎？</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>In Q Poker every hand has three cards. The combinations rank, from the
highest: straight flush, three of a kind, straight, flush, one pair, three odd
cards (Despacho 89/2004 art. 8; ruling R6-1). Note that three of a kind ranks
above a straight, and a straight above a flush.

Sequences run from A-K-Q (the highest) down to 4-3-2, and A-2-3 is the lowest
sequence (art. 4.3; ruling R6-2). Q-K-A counts, K-A-2 does not.

The croupier plays against the seats only with a hand of a queen or better:
&quot;o croupier apenas está habilitado a jogar&quot; with such a hand (art. 9.4; ruling
R6-5). Three odd cards are &quot;três cartas diferentes&quot;:

- any combination (pair, flush, straight, three of a kind, straight flush)
  qualifies, however low its cards: a J-high flush qualifies, and so does
  A-2-3;
- three odd cards qualify when the highest card is a queen, king or ace:
  Q-J-9 qualifies, J-10-8 does not.

Before you call &quot;no qualify&quot;, check for a hidden combination: three cards of
one suit, or three cards in sequence.
</source>
        <translation>在Q Poker中，每一手牌都是三張牌。組合由高至低排名為：同花順、三條、順子、同花、一對、三張散牌（經濟財政司司長第89/2004號對外規範性批示第八條；解讀 R6-1）。注意三條排在順子之上，順子排在同花之上。

順子由A-K-Q（最大）至4-3-2，而A-2-3是最小的順子（第四條（三）項；解讀 R6-2）。Q-K-A算，K-A-2不算。

荷官只在持有Q或以上的手牌時才合資格與各座位比牌（第九條（四）項；解讀 R6-5）。三張散牌即不成任何組合的三張牌：

- 任何組合（對子、同花、順子、三條、同花順）都合資格，不論其牌多小：J高的同花合資格，A-2-3也是；
- 三張散牌在最大的牌是Q、K或A時合資格：Q-J-9合資格，J-10-8不合資格。

在宣佈「不合資格」之前，先檢查有沒有隱藏的組合：三張同一花色的牌，或三張連續的牌。

葡文用語：荷官合資格——o croupier está habilitado a jogar（第九條（四）項）；三張散牌——três cartas diferentes。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>The croupier&apos;s highest card is a queen: three odd cards, queen-high, qualify.
</source>
        <translation>荷官最大的牌是Q：三張散牌，Q高，合資格。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>J-9-8 in mixed suits is not a sequence (10 is missing) and not a flush: three
odd cards, jack-high, below the queen. The croupier does not qualify.
</source>
        <translation>花色混雜的J-9-8不是順子（缺10），也不是同花：三張散牌，J高，低於Q。荷官不合資格。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>Q-J-9 is queen-high. The lower cards do not matter; the croupier qualifies.
</source>
        <translation>Q-J-9是Q高。較小的牌不重要；荷官合資格。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>J-10-9 is a sequence: a straight. Any combination qualifies, even though no
card is a queen or higher.
</source>
        <translation>J-10-9是連續的牌：順子。任何組合都合資格，即使沒有一張牌是Q或以上。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>Three hearts make a flush. A flush is a combination, so 8-high still qualifies.
</source>
        <translation>三張紅心成同花。同花是組合，所以8高也合資格。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>The lowest possible pair is still a pair, and any pair qualifies.
</source>
        <translation>最小的對子仍是對子，而任何對子都合資格。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>A-2-3 is the lowest sequence in Q Poker, but it is a straight, and a straight
qualifies.
</source>
        <translation>A-2-3是Q Poker中最小的順子，但它是順子，而順子合資格。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>Jack-high with no pair, no flush and no sequence: the croupier does not qualify.
</source>
        <translation>J高，沒有對子、沒有同花、沒有順子：荷官不合資格。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>King-high is better than queen-high: the croupier qualifies.
</source>
        <translation>K高比Q高好：荷官合資格。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>K-A-2 is not a sequence in Q Poker (art. 4.3), so this is three odd cards,
ace-high. Ace-high is above a queen, so the croupier qualifies anyway.
</source>
        <translation>在Q Poker中K-A-2不是順子（第四條（三）項），所以這是三張散牌，A高。A高在Q之上，所以仍然是荷官合資格。
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>J-10-7 is no sequence (the 9 is missing) and no flush: jack-high does not
qualify.
</source>
        <translation>J-10-7不是順子（缺9），也不是同花：J高不合資格。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Póquer sintético: colour up</source>
        <translation>Póquer sintético：兌換大面值籌碼</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 1 hands in 2 × 500 + 5 × 100 + 8 × 25 + 12 × 5 = 1,760, 27 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 500 + 2 × 100 + 2 × 25 + 2 × 5, 8 chips.
</source>
        <translation>1號座位交來2 × 500 + 5 × 100 + 8 × 25 + 12 × 5 = 1,760，共27個籌碼。由最大的籌碼開始兌換：1 × 1,000 + 1 × 500 + 2 × 100 + 2 × 25 + 2 × 5，共8個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 4 hands in 2 × 5,000 + 5 × 1,000 + 4 × 500 + 5 × 100 + 4 × 25 = 17,600, 20
chips. Coloured up from the largest chip: 1 × 10,000 + 1 × 5,000 + 2 × 1,000 +
1 × 500 + 1 × 100, 6 chips.
</source>
        <translation>4號座位交來2 × 5,000 + 5 × 1,000 + 4 × 500 + 5 × 100 + 4 × 25 = 17,600，共20個籌碼。由最大的籌碼開始兌換：1 × 10,000 + 1 × 5,000 + 2 × 1,000 + 1 × 500 + 1 × 100，共6個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 2 hands in 5 × 100 + 12 × 25 + 12 × 5 = 860, 29 chips. Coloured up from the
largest chip: 1 × 500 + 3 × 100 + 2 × 25 + 2 × 5, 8 chips.
</source>
        <translation>2號座位交來5 × 100 + 12 × 25 + 12 × 5 = 860，共29個籌碼。由最大的籌碼開始兌換：1 × 500 + 3 × 100 + 2 × 25 + 2 × 5，共8個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 2 hands in 2 × 500 + 5 × 100 + 4 × 25 + 4 × 5 = 1,620, 15 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 500 + 1 × 100 + 4 × 5, 7 chips.
</source>
        <translation>2號座位交來2 × 500 + 5 × 100 + 4 × 25 + 4 × 5 = 1,620，共15個籌碼。由最大的籌碼開始兌換：1 × 1,000 + 1 × 500 + 1 × 100 + 4 × 5，共7個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 11 hands in 2 × 500 + 5 × 100 + 8 × 25 + 10 × 5 = 1,750, 25 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 500 + 2 × 100 + 2 × 25, 6 chips.
</source>
        <translation>11號座位交來2 × 500 + 5 × 100 + 8 × 25 + 10 × 5 = 1,750，共25個籌碼。由最大的籌碼開始兌換：1 × 1,000 + 1 × 500 + 2 × 100 + 2 × 25，共6個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 1 hands in 2 × 5,000 + 6 × 500 + 5 × 100 + 4 × 25 = 13,600, 17 chips. Coloured
up from the largest chip: 1 × 10,000 + 3 × 1,000 + 1 × 500 + 1 × 100, 6 chips.
</source>
        <translation>1號座位交來2 × 5,000 + 6 × 500 + 5 × 100 + 4 × 25 = 13,600，共17個籌碼。由最大的籌碼開始兌換：1 × 10,000 + 3 × 1,000 + 1 × 500 + 1 × 100，共6個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 11 hands in 5 × 100 + 16 × 25 + 10 × 5 = 950, 31 chips. Coloured up from the
largest chip: 1 × 500 + 4 × 100 + 2 × 25, 7 chips.
</source>
        <translation>11號座位交來5 × 100 + 16 × 25 + 10 × 5 = 950，共31個籌碼。由最大的籌碼開始兌換：1 × 500 + 4 × 100 + 2 × 25，共7個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 7 hands in 12 × 25 + 15 × 5 + 5 × 1 = 380, 32 chips. Coloured up from the
largest chip: 3 × 100 + 3 × 25 + 1 × 5, 7 chips.
</source>
        <translation>7號座位交來12 × 25 + 15 × 5 + 5 × 1 = 380，共32個籌碼。由最大的籌碼開始兌換：3 × 100 + 3 × 25 + 1 × 5，共7個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Póquer sintético: take the commission</source>
        <translation>Póquer sintético：收取佣金</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Póquer sintético follows the general commission rules of non-banked poker
(non-banked rule 112). In per-hand mode the house takes up to 5 % of each hand
before paying the winner, and it may set a maximum per hand (non-banked rule
7 a). In these drills the table takes 5 % with no maximum unless the question
says otherwise (ruling R1-5).

Ruling R1-5: charge each pot separately, main pot first, and round each amount down to the
table&apos;s chip unit (ruling R1-5, the house
reading of non-banked rule 65 &quot;de cada um dos pagamentos&quot;; ruling R0-3). Stop when the
hand has paid the maximum.

The antes are part of the pot and are charged like any other chips. An uncalled
bet is not: it goes back to its owner first (ruling R1-1). A hand won without a
showdown still pays commission (ruling R1-5).

Words on the floor: &quot;a percentagem&quot; (the commission, rule 65), &quot;o pagador&quot; (the
croupier who takes it, rule 9), &quot;aposta inicial&quot; (the ante, in the pot like any
chips).
</source>
        <translation>Póquer sintético遵從非莊家撲克的一般佣金規則（非莊家遊戲規則第一百一十二條）。按局收費時，賭場在派彩給贏家前收取每局最多5 %，並可設定每局上限（非莊家遊戲規則第七條a項）。在這些練習中，除非題目另有說明，該枱收取5 %，不設上限（解讀 R1-5）。

解讀 R1-5：每個底池分別收取，先收主池，每筆金額向下取整至該枱的籌碼單位（解讀 R1-5，即賭場對非莊家遊戲規則第六十五條每一筆派彩的解讀；解讀 R0-3）。該局付足上限後即停止。

底注是底池的一部分，與其他籌碼一樣收取佣金。無人跟注的下注則不是：它先退回給下注者（解讀 R1-1）。未經攤牌而贏得的一局仍要付佣金（解讀 R1-5）。

葡文用語：佣金——a percentagem（規則第六十五條）；收取佣金的荷官——o pagador（規則第九條）；底注（與其他籌碼一樣屬於底池）——aposta inicial。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>The pot holds three folded antes of 100 and 765 from each of the two
players: 1,830. 5 % is 91.5, rounded down to 91.
</source>
        <translation>底池有三份已棄牌者的底注各100，以及兩位玩家各765：1,830。5 %是91.5，向下取整為91。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Seat 3 was all-in for 900, so 1,100 of seat 7&apos;s 2,000 goes back. The pot is
900 + 900 + 100 + 100 = 2,000 and pays 100, not 5 % of all 3,100 chips.
</source>
        <translation>3號座位以900全押，所以7號座位的2,000中有1,100退回。底池是900 + 900 + 100 + 100 = 2,000，付100，而不是全部3,100籌碼的5 %。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Main pot: 340 x 3 + 50 = 1,070, and 5 % is 53.5, so 53. Side pot: 245 x 2 =
490, and 5 % is 24.5, so 24. The hand pays 77 under ruling R1-5 (each pot on its
own; the two pots have different winners, so rule 65&apos;s &quot;each payment&quot;
also gives 77); 5 % of the 1,560 total (78) is not the answer.
</source>
        <translation>主池：340 x 3 + 50 = 1,070，5 %是53.5，所以收53。邊池：245 x 2 = 490，5 %是24.5，所以收24。按解讀 R1-5（每個底池分別計算），該局付77（兩個底池的贏家不同，所以按規則第六十五條的「每一筆派彩」也是77）；總額1,560的5 %（78）不是答案。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>The smallest chip here is 50. The pot is 2,250 and 5 % is 112.5; rounded down
to a whole number of 50-chips it is 100.
</source>
        <translation>這裏最小的籌碼是50。底池是2,250，5 %是112.5；向下取整至面值50籌碼的整數倍是100。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>5 % of the 3,000 pot would be 150; the house&apos;s maximum is 75 a hand, so 75 is
taken.
</source>
        <translation>3,000底池的5 %本應是150；賭場的上限是每局75，所以收取75。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>This table charges no per-hand commission.
</source>
        <translation>這張牌枱不收按局佣金。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Seat 9 bet 400 and everyone folded: the 400 goes back. The pot is 100 + 300
+ 300 + 300 = 1,000, and 5 % of it, 50, is taken although nobody showed.
</source>
        <translation>9號座位下注400，所有人都棄牌：那400退回。底池是100 + 300 + 300 + 300 = 1,000，雖然無人亮牌，仍收取其5 %，即50。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Seat 5&apos;s last bet of 400 was not called and goes back. The pot is 50 + 250 +
250 + 250 = 800 and pays 40.
</source>
        <translation>5號座位最後那筆400的下注無人跟注，退回給它。底池是50 + 250 + 250 + 250 = 800，付40。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>Póquer sintético: count the stack</source>
        <translation>Póquer sintético：點算籌碼疊</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 500, two 100s, two 25s and two 5s: 1,760.
</source>
        <translation>由最大的籌碼開始：一個1,000、一個500、兩個100、兩個25及兩個5：1,760。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: one 10,000, one 5,000, two 1,000s, one 500 and one 100: 17,600.
</source>
        <translation>由最大的籌碼開始：一個10,000、一個5,000、兩個1,000、一個500及一個100：17,600。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 500, one 100 and four 5s: 1,620.
</source>
        <translation>由最大的籌碼開始：一個1,000、一個500、一個100及四個5：1,620。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 500, two 100s and two 25s: 1,750.
</source>
        <translation>由最大的籌碼開始：一個1,000、一個500、兩個100及兩個25：1,750。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: one 10,000, three 1,000s, one 500 and one 100: 13,600.
</source>
        <translation>由最大的籌碼開始：一個10,000、三個1,000、一個500及一個100：13,600。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: one 500, four 100s and two 25s: 950.
</source>
        <translation>由最大的籌碼開始：一個500、四個100及兩個25：950。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: three 100s, three 25s and one 5: 380.
</source>
        <translation>由最大的籌碼開始：三個100、三個25及一個5：380。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Póquer sintético: cut a split pot</source>
        <translation>Póquer sintético：分開平手的底池</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Póquer sintético pots are paid under the general non-banked rules
(non-banked rule 112). Every player puts in the ante before the deal
(non-banked rule 102), so folded players&apos; antes are in the pot too. When
two or more players hold equal hands they share the pot: from full house
down to one pair, rule 104 divides &quot;o montante correspondente às apostas
perdedoras&quot; equally among them, and the trainer applies this pot by pot, an
equal split of each pot (ruling R1-3). The question tells you who ties and
for which pot; the chips are on the table and close up in the panel, with no
totals: count them.

Cut the pot as the croupier does. First count it, from the largest chip down.
Then take the house&apos;s percentage off the pot before it is paid (non-banked
rules 7 a and 65): 5 % unless the table card says otherwise, rounded down to
the chip unit (ruling R1-5; ruling R0-3). What is left is cut into equal
stacks, one per winner, in whole chip units; a chip that does not divide
evenly is changed for smaller ones from the tray (house practice).

Rule 67 cuts the pot so that the smallest chip of each part is the table
minimum, and gives the larger part to &quot;a mão&quot; (the marker), then to the next
players in turn. The trainer takes the table&apos;s chip unit as that smallest
chip: the units left over go one each to the tied winners, starting with the
winner at the marker seat or the first one clockwise from it (ruling R1-4).

Type each winner&apos;s stack: Tab goes to the next winner, Enter hands the cut
in. A click on a winner&apos;s seat takes you to that winner&apos;s stack.

Words on the floor: the pot is &quot;o pote&quot;, a side pot &quot;pote lateral&quot; (rule
38), the ante &quot;aposta inicial&quot; (rule 102), the commission &quot;a percentagem&quot;
(rule 65), the odd chip &quot;ficha remanescente&quot;.
</source>
        <translation>Póquer sintético的底池按非莊家遊戲的一般規則派彩（非莊家遊戲規則第一百一十二條）。每位玩家在派牌前都要下底注（非莊家遊戲規則第一百零二條），所以已棄牌玩家的底注也在底池中。兩位或以上玩家的牌相同時，他們分享底池：由葫蘆至一對，規則第一百零四條把輸家下注的金額平均分給他們，本訓練程式逐個底池應用此規則，即每個底池平分（解讀 R1-3）。題目會說明誰平手、在哪個底池；籌碼在枱上，並在面板中近看顯示，不顯示總數：請點算。

像荷官一樣分池。先點算底池，由最大的籌碼點算至最小。然後在派彩前從底池收取賭場的佣金（非莊家遊戲規則第七條a項及第六十五條）：除非枱卡另有規定，收取5 %，並向下取整至籌碼單位（解讀 R1-5；解讀 R0-3）。餘下的分成相等的籌碼疊，每位贏家一疊，以完整的籌碼單位計；不能平分的籌碼以籌碼盤中較小的籌碼兌換（賭場慣例）。

規則第六十七條分配底池時，每份中最小的籌碼等於最低下注額，並把較大的一份給持有按鈕（莊位）的座位，然後給其後的玩家。本訓練程式以該枱的籌碼單位作為這個最小的籌碼：剩餘的單位逐一分給平手的贏家，由按鈕座位上的贏家、或由其順時針方向的第一位贏家開始（解讀 R1-4）。

輸入每位贏家的籌碼疊：Tab移到下一位贏家，Enter提交分池。點擊贏家的座位會前往該贏家的籌碼疊。

葡文用語：底池——o pote；邊池——pote lateral（規則第三十八條）；底注——aposta inicial（規則第一百零二條）；佣金——a percentagem（規則第六十五條）；餘數籌碼——ficha remanescente。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Both hands are a pair of nines with ace, queen, jack. Four antes of 50 and
550 more from each winner make 1,300; commission 5 % is 65, leaving 1,235:
247 units of 5, 123 each (615) and one over. The marker is at seat 4,
which folded: clockwise from it seat 6 comes first and takes 620.
</source>
        <translation>兩手牌都是一對9帶A、Q、J。四份50的底注，加上每位贏家再投入的550，共1,300；5 %佣金是65，餘下1,235：247個5的單位，每人123個（615），剩一個。按鈕（莊位）在4號座位，該座位已棄牌：由它順時針方向6號座位先到，取得620。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Both hold the straight from king down to nine. The pot is 1,100;
commission 55, leaving 1,045: 209 units, 104 each (520) and one over.
Clockwise from the marker at seat 10 the order goes round past the
croupier to seat 3 before seat 7: seat 3 takes 525.
</source>
        <translation>兩人都持有K至9的順子。底池是1,100；佣金55，餘下1,045：209個單位，每人104個（520），剩一個。由10號座位的按鈕（莊位）順時針計算，次序越過荷官，先到3號座位再到7號座位：3號座位取得525。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Three hands of a pair of aces with king, queen, jack. The pot is 950;
commission 47.50 rounds down to 45, leaving 905: 181 units, 60 each (300)
and one over. Clockwise from the marker at seat 5 the winners come 8, 2,
4: seat 8 takes 305.
</source>
        <translation>三手牌都是一對A帶K、Q、J。底池是950；佣金47.50向下取整為45，餘下905：181個單位，每人60個（300），剩一個。由5號座位的按鈕（莊位）順時針計算，贏家次序是8、2、4：8號座位取得305。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Both hands are aces and tens with a queen. The pot is 1,750; commission
87.50 rounds down to 85, leaving 1,665: 333 units, 166 each (830) and one
over. Seat 1 holds the marker and is a winner: rule 67 gives it the larger
part, 835.
</source>
        <translation>兩手牌都是A和10兩對帶一張Q。底池是1,750；佣金87.50向下取整為85，餘下1,665：333個單位，每人166個（830），剩一個。1號座位持有按鈕（莊位）並且是贏家：規則第六十七條把較大的一份給它，即835。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Seat 2&apos;s four jacks win the main pot of 800 alone. Seats 6 and 11 both
hold a pair of jacks with ace, king, queen and tie for the side pot of 2 x
650 = 1,300. Commission 65, leaving 1,235: 247 units, 123 each (615) and
one over, to seat 6 at the marker: 620.
</source>
        <translation>2號座位的四條J獨得800的主池。6號及11號座位都持有一對J帶A、K、Q，在2 x 650 = 1,300的邊池平手。佣金65，餘下1,235：247個單位，每人123個（615），剩一個，歸按鈕所在的6號座位：620。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>This table charges 3 %. The pot is 2,450; 3 % is 73.50, rounded down to
70, leaving 2,380: 476 units, 238 each: 1,190 and 1,190, nothing left
over.
</source>
        <translation>此枱收取3 %。底池是2,450；3 %是73.50，向下取整為70，餘下2,380：476個單位，每人238個：1,190及1,190，沒有剩餘。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>This table charges its percentage by the session (rule 7 b), not from each
hand: the whole 925 is cut. 185 units, 92 each (460) and one over. Seat 7
holds the marker and is a winner, so it takes the larger part: 465.
</source>
        <translation>此枱按場收取佣金（場費，規則第七條b項），不是每局收取：925全數分開。185個單位，每人92個（460），剩一個。7號座位持有按鈕（莊位）並且是贏家，所以取得較大的一份：465。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>The pot is 1,305; commission 65.25 rounds down to 65, leaving 1,240: 248
units, 82 each (410) and two over. The marker is at seat 9, which folded;
clockwise from it the order goes round past the croupier: 1, 3, 8. Seats 1
and 3 take 415, seat 8 keeps 410.
</source>
        <translation>底池是1,305；佣金65.25向下取整為65，餘下1,240：248個單位，每人82個（410），剩兩個。按鈕（莊位）在9號座位，該座位已棄牌；由它順時針計算，次序越過荷官：1、3、8。1號及3號座位取得415，8號座位得410。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Póquer sintético: read every hand</source>
        <translation>Póquer sintético：判讀每一手牌</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>The 28-card deck holds only aces, kings, queens, jacks, tens, nines and eights
(non-banked rule 95). Every hand is made of the player&apos;s two pocket cards, both
of them, and three of the five board cards (non-banked rule 97; ruling R3-3).
Read each hand by trying the board cards that fit with BOTH pocket cards.

The categories of non-banked rule 103, from the highest: royal flush, straight
flush, four of a kind, flush, full house, straight, three of a kind, figures
with pairs, simple figures, two pair, one pair, high card. Note the flush above
the full house. &quot;Figures with pairs&quot; is five cards from ace, king, queen and
jack containing two pairs (A-A-K-K-Q); two pairs with a 10, 9 or 8 among the
five cards are ordinary two pair. &quot;Simple figures&quot; would be five cards of jack
or higher with no pair, which needs five different ranks from only four, so it
never happens in this deck: the house reads rule 105 b (&quot;que não formem
pares&quot;) literally as &quot;no pair at all&quot; (ruling R3-3), so five figures with one
pair are graded as one pair (non-banked rule 105).

The ace plays high or low in straights: A-8-9-10-J is the lowest straight and,
in one suit, the lowest straight flush (non-banked rule 95; ruling R3-3). Seats
run from 1 to 11 at this table, clockwise from the croupier&apos;s left (non-banked
rules 6 and 99; ruling R0-1).

Words on the floor: the 28-card game is &quot;póquer sintético&quot;; hands are &quot;figuras
com pares&quot; and &quot;figuras simples&quot; (rule 105), &quot;cor&quot; (flush, above the &quot;fullen&quot;,
full house), &quot;sequência&quot;, &quot;trio&quot;, &quot;dois pares&quot;, &quot;um par&quot;, &quot;carta maior&quot;; the
croupier is &quot;o pagador&quot;.
</source>
        <translation>28張的一副牌只有A、K、Q、J、10、9和8（非莊家遊戲規則第九十五條）。每一手牌都由玩家的兩張底牌（兩張都要用）加五張公共牌中的三張組成（非莊家遊戲規則第九十七條；解讀 R3-3）。判讀每一手牌時，嘗試能與「兩張」底牌配合的公共牌。

非莊家遊戲規則第一百零三條的牌型類別由高至低為：皇家同花順、同花順、四條、同花、葫蘆、順子、三條、大牌兩對、大牌散牌、兩對、一對、高牌。注意同花在葫蘆之上。「大牌兩對」是由A、K、Q和J組成、包含兩對的五張牌（A-A-K-K-Q）；五張牌中有10、9或8的兩對是普通的兩對。「大牌散牌」會是五張J或以上、沒有對子的牌，這需要從僅有的四種點數中取五種不同點數，所以在這副牌中永不會出現：賭場按字面把規則第一百零五條b項（不組成對子）理解為「完全沒有對子」（解讀 R3-3），所以有一對的五張大牌評為一對（非莊家遊戲規則第一百零五條）。

在順子中A可大可小：A-8-9-10-J是最小的順子，同一花色時是最小的同花順（非莊家遊戲規則第九十五條；解讀 R3-3）。這種牌枱的座位由1至11號，由荷官左邊起按順時針方向編號（非莊家遊戲規則第六條及第九十九條；解讀 R0-1）。

葡文用語：28張牌的遊戲——Póquer sintético；大牌兩對——figuras com pares，大牌散牌——figuras simples（規則第一百零五條）；同花——cor（在葫蘆 fullen 之上）；順子——sequência；三條——trio；兩對——dois pares；一對——um par；高牌——carta maior；荷官——o pagador。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 2&apos;s two queens and the two board queens make four of a kind. Seat 5&apos;s
two clubs and three board clubs make a flush. Seat 9&apos;s kings with the board
king and queens make a full house, which here ranks below the flush.
</source>
        <translation>2號座位的兩張Q加兩張公共牌Q成四條。5號座位的兩張梅花加三張公共牌梅花成同花。9號座位的一對K加公共牌的K和一對Q成葫蘆，在這裏葫蘆排在同花之下。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 2 uses A-8 with 9-10-J: a straight with the ace low, the lowest one.
Seat 9 uses A-Q with K-J-10: a straight with the ace high. Seat 6&apos;s eights
with the kings are two pair; the eights are not figures.
</source>
        <translation>2號座位用A-8加9-10-J：A作小牌的順子，是最小的順子。9號座位用A-Q加K-J-10：以A為首的順子。6號座位的一對8加一對K是兩對；8不是大牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 1 plays K-K-Q-Q-A and seat 3 A-A-K-K-Q: all five cards are figures and
there are two pairs, so both are figures with pairs. Seat 7&apos;s queens and
eights are ordinary two pair. Seat 10&apos;s J-J-A-K-Q is five figures but only
one pair.
</source>
        <translation>1號座位用K-K-Q-Q-A，3號座位用A-A-K-K-Q：五張都是大牌，並有兩對，所以兩者都是大牌兩對。7號座位的Q和8兩對是普通的兩對。10號座位的J-J-A-K-Q是五張大牌，但只有一對。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 2&apos;s ten of hearts cannot make the royal flush, because its nine of
spades must play too: 9-10-J-Q-K, a straight. Seat 5 has two hearts: a
flush. Seat 8 has three aces. Seat 11, in the eleventh seat, must play both
tens: one pair.
</source>
        <translation>2號座位的紅心10不能成皇家同花順，因為它的黑桃9也必須用上：9-10-J-Q-K，是順子。5號座位有兩張紅心：同花。8號座位有三條A。位於第十一個座位的11號座位必須用上兩張10：一對。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 4 has one spade and a heart that must play, so no flush: Q-J with
A-K-10 is a straight. Seat 6&apos;s J-10 of spades with A-9-8 of spades make
A-8-9-10-J in one suit: the lowest straight flush, better than its plain
ace-high flush. Seat 9 has nines and eights with an ace.
</source>
        <translation>4號座位有一張黑桃和一張必須用上的紅心，所以沒有同花：Q-J加A-K-10是順子。6號座位的黑桃J-10加黑桃A-9-8成同一花色的A-8-9-10-J：最小的同花順，勝過它普通的A高同花。9號座位有9和8兩對帶A。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 3 makes jacks full of nines and seat 8 jacks full of aces. Seat 5&apos;s two
clubs with J-9-8 of clubs make a flush. Seat 10&apos;s K-Q needs a ten for a
straight; it plays J-J-A-K-Q, five figures with one pair: one pair.
</source>
        <translation>3號座位成三條J帶一對9的葫蘆，8號座位成三條J帶一對A的葫蘆。5號座位的兩張梅花加梅花J-9-8成同花。10號座位的K-Q需要一張10才成順子；它用J-J-A-K-Q，是有一對的五張大牌：一對。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>In hold&apos;em seat 3 would have a straight. Here its king and eight must both
play, and no straight contains both a king and an eight, so it has only high
card: A-K-Q-J-8. Seat 6 makes A-K-Q-J-10; seat 9 has a pair of eights.
</source>
        <translation>在德州撲克中，3號座位會有順子。在這裏它的K和8都必須用上，而沒有順子同時包含K和8，所以它只有高牌：A-K-Q-J-8。6號座位成A-K-Q-J-10；9號座位有一對8。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 4 plays A-8-9-10-J all in hearts: with the ace low it is a straight
flush, the lowest one. Seat 7 makes 8-9-10-J-Q in mixed suits, a straight.
Seat 1 has three kings.
</source>
        <translation>4號座位用全是紅心的A-8-9-10-J：A作小牌，是同花順，而且是最小的同花順。7號座位成花色混雜的8-9-10-J-Q，是順子。1號座位有三條K。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>Póquer sintético: pay it in chips</source>
        <translation>Póquer sintético：用籌碼賠付</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>Once the pots are settled, the croupier pushes each winner its share,
built from the chips of the table&apos;s set. Work out the share first, then
build it.

1. The share is the regulation&apos;s. Return any uncalled bet first (ruling
   R1-1). Build the pots by all-in levels: one side pot for each all-in
   amount (non-banked rules 38, 49 and 50; ruling R1-2). Take each pot&apos;s
   commission before it is split, rounded down to the chip unit
   (non-banked rules 7 a and 65; ruling R1-5). The rest goes to the best
   hand among the seats that can win that pot; tied winners share it in
   equal parts (ruling R1-3), and the units left over go one each to the
   tied winners from the marker seat clockwise (non-banked rule 67; ruling
   R1-4).
2. The chips are the house&apos;s. No regulation says how a payment is made up:
   the house pays in the fewest chips its set allows, the largest chip
   first. 728 is one 500, two 100s, one 25 and three 1s (seven chips).
3. The chip legend on the table shows the set; there is no chip smaller
   than the chip unit.

A payment with the right amount but more chips than needed earns half the
marks.

Words on the floor: the chips are &quot;fichas&quot; (rule 19), the pot &quot;o pote&quot;, a
side pot &quot;pote lateral&quot; (rule 38), the commission &quot;a percentagem&quot; (rule 65).
</source>
        <translation>各底池結算後，荷官把每位贏家的份額推給他，用該枱籌碼組合中的籌碼砌出。先計出份額，再砌籌碼。

1. 份額由規例決定。先退回任何無人跟上的下注（解讀 R1-1）。按全押的金額層級建立底池：每一個全押金額設一個邊池（非莊家遊戲規則第三十八條、第四十九條及第五十條；解讀 R1-2）。每個底池在分配前先收取佣金，向下取整至籌碼單位（非莊家遊戲規則第七條a項及第六十五條；解讀 R1-5）。餘下的歸可贏該底池的座位中持牌最好者；平手的贏家均分（解讀 R1-3），剩下的單位由按鈕（莊位）所在的座位起順時針逐一分給平手的贏家（非莊家遊戲規則第六十七條；解讀 R1-4）。
2. 籌碼由賭場決定。規例沒有規定賠付如何組成：賭場以其籌碼組合所能做到的最少籌碼賠付，由最大的籌碼開始。728是一個500、兩個100、一個25及三個1（七個籌碼）。
3. 枱上的籌碼圖例列出籌碼組合；沒有比籌碼單位更小的籌碼。

金額正確但用了多於所需的籌碼，只得一半分數。

葡文用語：籌碼——fichas（規則第十九條）；底池——o pote；邊池——pote lateral（規則第三十八條）；佣金——a percentagem（規則第六十五條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>Seat 9&apos;s 300 that nobody matched goes back first. The main pot is 31,000,
with the 1,000 seat 5 put in before it folded; 5 % is 1,550. Seat 9&apos;s
straight takes 29,450: two 10,000s, one 5,000, four 1,000s, four 100s and
two 25s.
</source>
        <translation>無人跟上的9號座位的300先退回。主池是31,000，包括5號座位棄牌前放入的1,000；5 %是1,550。9號座位的順子贏得29,450：兩個10,000、一個5,000、四個1,000、四個100及兩個25。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>400 goes back to seat 9. 5 % of the 12,100 pot would be 605, but the cap
leaves 200: seat 9 takes 11,900.
</source>
        <translation>400退回9號座位。12,100底池的5 %應為605，但上限只剩200：9號座位贏得11,900。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>400 goes back to seat 2. Side pot 1 takes 75 to 2,500 from seats 2 and 9:
4,850; 5 % is 242. Seat 2 takes 4,608.
</source>
        <translation>400退回2號座位。邊池1收取2號及9號座位由75至2,500的籌碼：4,850；5 %是242。2號座位贏得4,608。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>300 goes back to seat 9. 3 % of 2,300 is 69, leaving 2,231 for three equal
hands: 743 each and 2 units over, one each to seats 9 and 2 (from the
marker, seat 9, clockwise). Seat 9 takes 744.
</source>
        <translation>300退回9號座位。2,300的3 %是69，餘下2,231給三手相同的牌：每人743，剩2個單位，分給9號及2號座位各一（由按鈕，即9號座位，起順時針）。9號座位贏得744。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>Side pot 2 takes 590 to 800 from seats 3 and 4: 420; 5 % is 21, rounded
down to the chip unit of 5: 20. Seat 4&apos;s straight takes 400, four 100s.
</source>
        <translation>邊池2收取3號及4號座位由590至800的籌碼：420；5 %是21，向下取整至籌碼單位5：20。4號座位的順子贏得400，四個100。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>5 % of 400 is 20, leaving 380 for seats 10 and 11, who hold the same
straight: 190 each, no unit over. One 100, three 25s, three 5s.
</source>
        <translation>400的5 %是20，餘下380給持相同順子的10號及11號座位：每人190，沒有剩餘單位。一個100、三個25、三個5。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>200 goes back to seat 11. 3 % of 10,100 would be 303, but the cap is 150:
seat 11 takes 9,950.
</source>
        <translation>200退回11號座位。10,100的3 %應為303，但上限是150：11號座位贏得9,950。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>1,000 goes back to seat 10. Side pot 1 takes 7,900 to 10,000 from seats 1
and 10: 4,200; 5 % is 210. Seat 10 takes 3,990.
</source>
        <translation>1,000退回10號座位。邊池1收取1號及10號座位由7,900至10,000的籌碼：4,200；5 %是210。10號座位贏得3,990。</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Póquer sintético: build the pots and pay them</source>
        <translation>Póquer sintético：建立底池並派彩</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Póquer sintético uses the general non-banked rules for pots and payments
(non-banked rule 112). Every player puts in the ante before the deal
(non-banked rule 102), so folded players usually have chips in the main pot.

1. Return the uncalled bet: the part of the largest total that nobody matched
   goes back to its owner and is in no pot (ruling R1-1).
2. Build one pot per all-in level (non-banked rules 38, 49 and 50; ruling
   R1-2). The main pot takes everyone&apos;s chips up to the smallest all-in, folded
   players included; each side pot takes the next layer. Folded players never
   win a pot.
3. Ruling R1-5: take the commission from each pot, main pot first, rounded
   down to the chip unit: 5 % unless the table says otherwise (the house
   reading of non-banked rules 7 a and 65; ruling R0-3).
4. Pay each pot to the best hand among the players who can win it, remembering
   the sintético ranking (flush above full house, figures with pairs above two
   pair; non-banked rule 103). Rule 104: in a tie
   from full house down to one pair (103 e-l), &quot;o montante correspondente às
   apostas perdedoras é dividido por igual&quot; among the tied players; the trainer
   applies this pot by pot, which with layered pots is an equal split of each
   pot (ruling R1-3); a tie on high card is split by ruling R3-4. Rule 67 splits
   in units of the minimum bet (the ante minimum, rule 102); the trainer takes
   the chip unit as that unit, and the chips left over go one each to the tied
   winners from the marker seat clockwise (ruling R1-4).
5. Check that payouts plus commission equal all the chips put in (ruling R1-6).

Words on the floor: &quot;o pote&quot; / &quot;pote lateral&quot; (pot / side pot, rule 38),
&quot;encavado&quot; (all in, rule 49), &quot;cave&quot; (stack), &quot;aposta inicial&quot; (ante, rule 102),
&quot;a percentagem&quot; (commission, rule 65).
</source>
        <translation>Póquer sintético的底池和派彩採用非莊家遊戲的一般規則（非莊家遊戲規則第一百一十二條）。每位玩家在派牌前都下底注（非莊家遊戲規則第一百零二條），所以已棄牌的玩家通常在主池中有籌碼。

1. 退還無人跟注的下注：最大投入總額中無人跟上的部分退回給下注者，不屬於任何底池（解讀 R1-1）。
2. 每個全押層級建立一個底池（非莊家遊戲規則第三十八條、第四十九條及第五十條；解讀 R1-2）。主池收取每個人的籌碼至最小的全押金額為止，包括已棄牌的玩家；每個邊池收取再上一層。已棄牌的玩家永遠不能贏得底池。
3. 解讀 R1-5：從每個底池收取佣金，先收主池，向下取整至籌碼單位：除非該枱另有說明，否則為5 %（賭場對非莊家遊戲規則第七條a項及第六十五條的解讀；解讀 R0-3）。
4. 把每個底池派給可贏取該底池的玩家中牌最大者，記住Póquer sintético的排名（同花在葫蘆之上，大牌兩對在兩對之上；非莊家遊戲規則第一百零三條）。規則第一百零四條：由葫蘆至一對（第一百零三條e-l項）出現平手時，「輸家下注的相應金額平均分配」給平手的玩家；本訓練程式逐個底池應用這一點，在分層的底池中即每個底池平分（解讀 R1-3）；高牌平手按解讀 R3-4平分。規則第六十七條以最低注額（底注的最低額，規則第一百零二條）為單位分配；本訓練程式以籌碼單位作為該單位，剩下的籌碼由按鈕（莊位）座位起按順時針方向逐一分給平手的贏家（解讀 R1-4）。
5. 核對派彩加佣金等於投入的全部籌碼（解讀 R1-6）。

葡文用語：底池——o pote；邊池——pote lateral（規則第三十八條）；全押玩家——encavado（規則第四十九條）；玩家的籌碼——cave；底注——aposta inicial（規則第一百零二條）；佣金——a percentagem（規則第六十五條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seat 5 could call only 650, so 600 goes back to seat 3. The pot is three
antes of 50 plus 650 from seats 3 and 5: 1,450. Seat 3&apos;s flush beats seat
5&apos;s full house in póquer sintético. Commission 72 (72.5 rounded down); seat
3 receives 1,378 + 600 = 1,978.
</source>
        <translation>5號座位只能跟注650，所以600退回3號座位。底池是三份50的底注加3號及5號座位各650：1,450。在Póquer sintético中，3號座位的同花勝過5號座位的葫蘆。佣金72（72.5向下取整）；3號座位收到1,378 + 600 = 1,978。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seat 10&apos;s last 500 was never called and goes back. Main pot: 300 from seats
1, 4, 7 and 10 plus seat 6&apos;s 100 = 1,300, won by seat 1&apos;s aces full of
jacks. Side pot 1: 400 from seats 4, 7 and 10 = 1,200, won by seat 4&apos;s
nines full. Side pot 2: 800 from seats 7 and 10 = 1,600. Seat 10 must play
its eight with the jack, so its best hand is A-8-9-10-J, the lowest
straight (better than three jacks); seat 7&apos;s ace-high straight beats it.
Commissions: 65, 60 and 80.
</source>
        <translation>10號座位最後的500從未有人跟注，退回給它。主池：1、4、7及10號座位各300，加6號座位的100 = 1,300，由1號座位的三條A帶一對J的葫蘆贏得。邊池1：4、7及10號座位各400 = 1,200，由4號座位的9葫蘆贏得。邊池2：7及10號座位各800 = 1,600。10號座位必須把它的8和J一起用上，所以它最好的手牌是A-8-9-10-J，即最小的順子（勝過三條J）；7號座位A高的順子勝過它。佣金：65、60和80。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seat 5 bet 700 and folded to seat 8&apos;s raise to 1,800: 1,100 goes back to
seat 8. Seat 2 is all-in for 200: the main pot is 200 from seats 2, 5 and 8
plus seat 9&apos;s ante = 650, and seat 2&apos;s kings full of queens win it (32
commission). Seat 5&apos;s other 500 and 500 from seat 8 make a side pot of
1,000 that only seat 8 can win (50 commission).
</source>
        <translation>5號座位下注700，面對8號座位加注至1,800時棄牌：1,100退回8號座位。2號座位以200全押：主池是2、5及8號座位各200，加9號座位的底注 = 650，由2號座位的三條K帶一對Q的葫蘆贏得（佣金32）。5號座位其餘的500與8號座位的500組成1,000的邊池，只有8號座位可以贏得（佣金50）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seats 4 and 10 make the same straight, 9 to king, and share the pot. After 65
commission, 1,235 is left: 617 each and one chip over. The marker is at seat
9, which folded; the first winner clockwise from it is seat 10, which takes
the odd chip.
</source>
        <translation>4號及10號座位成相同的順子，由9至K，平分底池。扣除65佣金後剩下1,235：每人617，多出一枚籌碼。按鈕（莊位）在9號座位，它已棄牌；由它起按順時針方向第一位贏家是10號座位，取得該枚餘數籌碼。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seats 1, 3 and 6 must all use their ten and eight: each makes 8-9-10-J-Q and
they tie, above seat 7&apos;s three aces. The pot is 2,025; 5 % is 101.25,
rounded down to the 25-chip: 100. The 1,925 left is 77 chips of 25: 25 chips
(625) each and 2 chips over. From the marker seat 5 clockwise, seat 6 gets
the first and seat 1 the second.
</source>
        <translation>1、3及6號座位都必須用上它們的10和8：各自成8-9-10-J-Q而平手，高於7號座位的三條A。底池是2,025；5 %是101.25，向下取整至面值25的籌碼：100。剩下的1,925是77枚面值25的籌碼：每人25枚（625），多出2枚。由按鈕（莊位）5號座位起按順時針方向，6號座位得第一枚，1號座位得第二枚。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>No commission here. Seat 2&apos;s queens full of eights take the main pot (400
from three players plus seat 11&apos;s 100 = 1,300). Seat 5 holds two spades but
only two spades are on the board, so no flush; seat 7&apos;s kings and nines win
the side pot of 1,000. Check: 1,300 + 1,000 = 2,300, all the chips put in.
</source>
        <translation>這裏不收佣金。2號座位的三條Q帶一對8的葫蘆取得主池（三位玩家各400加11號座位的100 = 1,300）。5號座位有兩張黑桃，但公共牌只有兩張黑桃，所以沒有同花；7號座位的K和9兩對贏得1,000的邊池。核對：1,300 + 1,000 = 2,300，即投入的全部籌碼。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seats 3 and 8 must both play their 10-9, so neither can make the ace-high
straight: each makes 9-10-J-Q-K with K-Q-J from the board, and they tie. The
pot of 2,100 would pay 105 commission, but this table&apos;s cap is 50; the 2,050
left is split 1,025 each.
</source>
        <translation>3號及8號座位都必須用上它們的10-9，所以兩者都不能成A高的順子：各自以公共牌的K-Q-J成9-10-J-Q-K，平手。2,100的底池本應付105佣金，但這張牌枱的上限是50；剩下的2,050平分，每人1,025。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seat 6 made a bet of 500 after the third board card and nobody called: it
goes back. The pot is 50 + 350 + 350 + 350 = 1,100; it is won without a
showdown and still pays 5 % commission, 55. Seat 6 receives 1,045 + 500 =
1,545.
</source>
        <translation>6號座位在第三張公共牌之後下注500，無人跟注：退回給它。底池是50 + 350 + 350 + 350 = 1,100；未經攤牌贏得，仍要付5 %佣金，即55。6號座位收到1,045 + 500 = 1,545。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Póquer sintético: who shows first?</source>
        <translation>Póquer sintético：誰先亮牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>As in every non-banked game, the cards are turned over at the croupier&apos;s call:
the player who opened the last betting round shows first, then the others one by
one to his left, clockwise (non-banked rule 62; ruling R2-1).

In póquer sintético the opener is not the marker. The board cards come one at a
time, and each new betting round is opened by the player who made the highest
bet in the round before (non-banked rules 107 and 108). So the player who made
the highest bet in the next-to-last round opened the last round, and he shows
first. If he has folded since, or went all in (&quot;encavado&quot;) before the last
round began, the first player clockwise from his seat who could act opened it
and shows first (ruling R2-1). If nobody bet in the next-to-last round, the
last round starts from the player to the left of &quot;a mão&quot; (ruling R8-2), who
then shows first. Who bet or raised last does not matter.

The table has 11 seats, numbered clockwise from the croupier&apos;s left; after seat
11 comes seat 1 (non-banked rules 6 and 99; ruling R0-1). Folded players never
show; all-in players show in their own place in the order (ruling R2-4).

Words on the floor: &quot;a mão&quot; (the marker seat), &quot;turno de apostas&quot; (betting
round), &quot;aposta inicial&quot; (the ante, rule 102), &quot;encavado&quot; (a player all in, rule
49).
</source>
        <translation>與所有非莊家遊戲一樣，牌在荷官叫牌時翻開：開始最後一輪下注的玩家先亮牌，然後其他人按順時針方向，從他左邊起逐一亮牌（非莊家遊戲規則第六十二條；解讀 R2-1）。

在Póquer sintético中，開始下注的人並不是按鈕（莊位）。公共牌每次來一張，每一新的下注輪由上一輪下了最高注的玩家開始（非莊家遊戲規則第一百零七條及第一百零八條）。因此，在倒數第二輪下了最高注的玩家開始了最後一輪，由他先亮牌。如他其後已棄牌，或在最後一輪開始前已全押，則由他的座位起按順時針方向第一位可以行動的玩家開始了該輪，並先亮牌（解讀 R2-1）。如倒數第二輪無人下注，最後一輪由按鈕左邊的玩家開始（解讀 R8-2），由他先亮牌。誰最後下注或加注並不重要。

牌枱有11個座位，由荷官左邊起按順時針方向編號；11號座位之後是1號座位（非莊家遊戲規則第六條及第九十九條；解讀 R0-1）。已棄牌的玩家永不亮牌；全押的玩家在次序中自己的位置亮牌（解讀 R2-4）。

葡文用語：持有按鈕（莊位）——ter a mão；下注輪——turno de apostas；底注——aposta inicial（規則第一百零二條）；全押玩家——encavado（規則第四十九條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 7 made the highest bet in the round before the last, so it opened the
last round and shows first. Then clockwise: seat 10, round past the croupier
to seat 2, then seat 5. The marker at seat 3 plays no part in this order.
</source>
        <translation>7號座位在最後一輪之前的一輪下了最高注，所以它開始了最後一輪，由它先亮牌。然後按順時針方向：10號座位，繞過荷官到2號座位，然後5號座位。在3號座位的按鈕（莊位）在這個次序中不起作用。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 4 made the highest bet in the round before the last, but it folded in
the last round. The first player still in clockwise from seat 4 is seat 6,
who shows first; then seat 9, seat 11 and seat 1.
</source>
        <translation>4號座位在最後一輪之前的一輪下了最高注，但它在最後一輪棄牌。由4號座位起按順時針方向第一位仍在局中的玩家是6號座位，由它先亮牌；然後是9號座位、11號座位和1號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>In hold&apos;em seat 2, with the marker, would show first. In póquer sintético
seat 9, the highest bettor of the previous round, opened the last round: it
shows first, then seat 2 and seat 5.
</source>
        <translation>在德州撲克中，持有按鈕（莊位）的2號座位會先亮牌。在Póquer sintético中，上一輪下最高注的9號座位開始了最後一輪：由它先亮牌，然後是2號座位和5號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 11 opened the last round and shows first. The next seat to its left is
seat 1, across the croupier; seat 1 is empty here, so seat 3 follows, then
seat 8.
</source>
        <translation>11號座位開始了最後一輪，由它先亮牌。它左邊的下一個座位是荷官另一邊的1號座位；這裏1號座位沒有人，所以接着是3號座位，然後是8號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 5 opened the last round and shows first. Seats 2 and 8 are all-in and
still show, each in its own place: seat 8 right after seat 5, and seat 2
last, after seat 10. Seats 4 and 6 folded.
</source>
        <translation>5號座位開始了最後一輪，由它先亮牌。2號及8號座位已全押，仍要亮牌，各在自己的位置：8號座位緊接5號座位之後，2號座位最後，在10號座位之後。4號及6號座位已棄牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 10, the previous round&apos;s highest bettor, folded, and so did seat 11.
Going clockwise from seat 10 we pass seat 11 and the croupier and reach
seat 2, the first player still in. Then seat 4 and seat 7.
</source>
        <translation>上一輪下最高注的10號座位已棄牌，11號座位也是。由10號座位起按順時針方向，經過11號座位和荷官，到達2號座位，即第一位仍在局中的玩家。然後是4號座位和7號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 8 made the highest bet in the previous round and shows first, even
though seat 3 holds the marker and the better hand.
</source>
        <translation>8號座位在上一輪下了最高注，由它先亮牌，即使按鈕（莊位）和較好的手牌都在3號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 6 opened the last round (it had made the previous round&apos;s highest bet)
and checked. Seat 1 raised last, but that does not change the order: seat 6
shows first, then seat 9, then seat 1.
</source>
        <translation>6號座位開始了最後一輪（它在上一輪下了最高注），並過牌。1號座位最後加注，但這不改變次序：6號座位先亮牌，然後是9號座位，然後是1號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Póquer sintético: who wins the pot?</source>
        <translation>Póquer sintético：誰贏得底池？</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Póquer sintético is played with a short deck of 28 cards: ace, king, queen,
jack, 10, 9 and 8 in each suit (non-banked rule 95; ruling R3-3). Each player
has two pocket cards and there are five board cards. A hand is always exactly
both pocket cards plus three board cards (non-banked rule 97; ruling R3-3). A
player can never play the board, and can never leave one of his cards out.

The order of hands is different from hold&apos;em (non-banked rule 103): royal flush,
straight flush, four of a kind, then the FLUSH, which here beats the full house,
then full house, straight, three of a kind, figures with pairs, simple figures,
two pair, one pair and high card. &quot;Figures with pairs&quot; is five cards all ace,
king, queen or jack that contain two pairs, such as A-A-K-K-Q; it ranks above
ordinary two pair and below three of a kind (non-banked rule 105 a).

The ace is high or low in straights. With no 2 to 7 in the deck, the lowest
straight is A-8-9-10-J, the ace playing below the eight (non-banked rule 95;
ruling R3-3).

Ties are broken card by card as in non-banked rule 18 and ruling R3-4; for ties
from full house down to one pair, rule 104 divides &quot;the amount of the losing
bets&quot; equally among the tied players (&quot;as apostas perdedoras ... dividido por
igual&quot;); the trainer applies it pot by pot, an equal split of each pot (ruling
R1-3), and splits a tie on high card the same way (ruling R3-4).

Words on the floor: &quot;o pagador&quot; (the croupier), &quot;cartas comuns&quot; (the five board
cards, drawn from the bottom of the deck, rules 107-108), &quot;o pote&quot; (the pot), &quot;a
mão&quot; (the marker seat).
</source>
        <translation>Póquer sintético用28張的短牌玩：每種花色有A、K、Q、J、10、9和8（非莊家遊戲規則第九十五條；解讀 R3-3）。每位玩家有兩張底牌，公共牌有五張。一手牌永遠正好是兩張底牌加三張公共牌（非莊家遊戲規則第九十七條；解讀 R3-3）。玩家永遠不能只用公共牌，也永遠不能不用自己的任何一張牌。

手牌的次序與德州撲克不同（非莊家遊戲規則第一百零三條）：皇家同花順、同花順、四條，然後是「同花」，在這裏同花勝過葫蘆，然後是葫蘆、順子、三條、大牌兩對、大牌散牌、兩對、一對和高牌。「大牌兩對」是五張全是A、K、Q或J、包含兩對的牌，例如A-A-K-K-Q；它排在普通兩對之上、三條之下（非莊家遊戲規則第一百零五條a項）。

在順子中A可大可小。這副牌沒有2至7，所以最小的順子是A-8-9-10-J，A作8以下的牌（非莊家遊戲規則第九十五條；解讀 R3-3）。

平手按非莊家遊戲規則第十八條及解讀 R3-4逐張比較；由葫蘆至一對的平手，規則第一百零四條把「輸家下注的金額」平均分給平手的玩家；本訓練程式逐個底池應用這一點，即每個底池平分（解讀 R1-3），高牌平手也同樣平分（解讀 R3-4）。

葡文用語：荷官——o pagador；五張公共牌（從一副牌的底部抽出，規則第一百零七條至第一百零八條）——cartas comuns；底池——o pote；按鈕（莊位）座位——a mão。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 9 has aces full of nines and seat 5 nines full of eights, but seat 2&apos;s
two hearts with the three board hearts make a flush. In póquer sintético the
flush ranks above the full house (non-banked rule 103 d and e), so seat 2
wins.
</source>
        <translation>9號座位是三條A帶一對9的葫蘆，5號座位是三條9帶一對8的葫蘆，但2號座位的兩張紅心加三張公共牌紅心成同花。在Póquer sintético中，同花排在葫蘆之上（非莊家遊戲規則第一百零三條d項及e項），所以2號座位贏。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 2 makes A-8-9-10-J: the ace plays low, below the eight, and this is the
lowest straight in the 28-card deck. Seat 5 makes 8-9-10-J-Q, a higher
straight. Seat 7&apos;s three kings lose to any straight.
</source>
        <translation>2號座位成A-8-9-10-J：A作小牌，在8之下，這是28張牌中最小的順子。5號座位成8-9-10-J-Q，是較大的順子。7號座位的三條K輸給任何順子。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>In hold&apos;em seat 2&apos;s ten of hearts would make a royal flush. Here seat 2 must
also use its nine of spades, so its best hand is the straight 9-10-J-Q-K.
Seat 5 uses both hearts with three board hearts: a flush. Seat 8 has three
aces. The flush wins.
</source>
        <translation>在德州撲克中，2號座位的紅心10會成皇家同花順。在這裏2號座位也必須用上它的黑桃9，所以它最好的手牌是順子9-10-J-Q-K。5號座位用兩張紅心加三張公共牌紅心：同花。8號座位有三條A。同花勝出。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 3 plays A-A-K-K-Q: five figures with two pairs, &quot;figures with pairs&quot;.
Seat 7 has queens and eights, ordinary two pair, which ranks below it. Seat
10 has one pair of jacks.
</source>
        <translation>3號座位用A-A-K-K-Q：有兩對的五張大牌，即「大牌兩對」。7號座位有Q和8兩對，是普通的兩對，排在它之下。10號座位有一對J。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 2 plays A-A-K-K-J, figures with pairs. Seat 6 must use its ten along
with its nine, but the two board nines give it three nines, and three of a
kind ranks above figures with pairs. Seat 8 has queens and nines with an
ace: ordinary two pair, below both.
</source>
        <translation>2號座位用A-A-K-K-J，大牌兩對。6號座位必須把它的10和9一起用上，但兩張公共牌9給它三條9，而三條排在大牌兩對之上。8號座位有Q和9兩對帶A：普通的兩對，低於兩者。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seats 2 and 5 both make 9-10-J-Q-K: equal straights split the losing bets equally
(non-banked rule 104; pot by pot, ruling R1-3). Seat 9&apos;s aces and eights are only two pair; they are not figures
with pairs, because the eights are not figures.
</source>
        <translation>2號及5號座位都成9-10-J-Q-K：相同的順子平分輸家的下注（非莊家遊戲規則第一百零四條；逐個底池，解讀 R1-3）。9號座位的A和8只是兩對；它們不是大牌兩對，因為8不是大牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 3 has an ace-high flush and seat 11 three aces, but seat 6&apos;s J-10 of
spades with K-Q-9 of spades make a straight flush, 9 to king.
</source>
        <translation>3號座位有A高的同花，11號座位有三條A，但6號座位的黑桃J-10加黑桃K-Q-9成同花順，由9至K。
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 2 has four queens, seat 5 an ace-high club flush and seat 9 kings full
of queens. Four of a kind is the best of the three; the flush comes second
and the full house last.
</source>
        <translation>2號座位有四條Q，5號座位有A高的梅花同花，9號座位有三條K帶一對Q的葫蘆。四條是三者中最好的；同花第二，葫蘆最後。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Five-card stud: colour up</source>
        <translation>梭哈：兌換大面值籌碼</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>The pot is the total, in chips, put in during the hand (Portaria 104/85/M art. 7),
and the chips a player puts in are whatever he holds. A stack of small chips is slow
to count and slow to check: the croupier colours it up, exchanging it for the fewest
chips of the same total, the largest first. The Portaria says nothing of how chips
are made up: the fewest chips is the house&apos;s practice.

Here a seat hands in its chips as small chips: each chip of the amount&apos;s fewest
make-up changed into the next smaller chips (a 1,000 as two 500s, a 100 as four
25s). The amounts under the chips are hidden: count the stack from the largest chip
down, then build the same total in the fewest chips, largest first. 1,975 handed in
as 2 × 500, 5 × 100, 16 × 25 and 15 × 5 (38 chips) goes back as one 1,000, one 500,
four 100s and three 25s (9 chips).

The right total earns half the marks, the fewest chips the other half. Amounts are
whole multiples of the table&apos;s chip unit, its smallest chip (ruling R0-3).

Words on the floor: the chips are &quot;fichas&quot; and the pot is &quot;o bolo&quot; (Portaria
104/85/M art. 7).
</source>
        <translation>底池是整手牌中以籌碼投入的總額（第104/85/M號訓令第七條），玩家放入的籌碼就是他手上的籌碼。一疊小面值籌碼點算慢、核對也慢：荷官會把它換成大面值籌碼，以同一總額的最少籌碼、由最大面值開始兌換。訓令沒有規定籌碼如何組成：以最少籌碼兌換是賭場慣例。

這裏一個座位以小面值籌碼交來：總額最少籌碼組合中的每個籌碼，都換成次一級的較小籌碼（1,000換成兩個500，100換成四個25）。籌碼下的金額會隱藏：由最大的籌碼開始點算整疊，然後以最少籌碼、由最大面值開始砌出同一總額。以2 × 500、5 × 100、16 × 25及15 × 5（38個籌碼）交來的1,975，換回一個1,000、一個500、四個100及三個25（9個籌碼）。

總額正確得一半分數，最少籌碼得另一半。金額都是該枱籌碼單位（即最小的籌碼）的整數倍（解讀 R0-3）。

葡文用語：籌碼——fichas；底池——o bolo（第104/85/M號訓令第七條）。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 2 hands in 2 × 500 + 5 × 100 + 4 × 25 + 15 × 5 + 5 × 1 = 1,680, 31 chips.
Coloured up from the largest chip: 1 × 1,000 + 1 × 500 + 1 × 100 + 3 × 25 + 1 × 5, 7
chips.
</source>
        <translation>2號座位交來2 × 500 + 5 × 100 + 4 × 25 + 15 × 5 + 5 × 1 = 1,680，共31個籌碼。由最大的籌碼開始兌換：1 × 1,000 + 1 × 500 + 1 × 100 + 3 × 25 + 1 × 5，共7個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 5 hands in 2 × 5,000 + 5 × 1,000 + 4 × 500 + 5 × 100 + 4 × 25 = 17,600, 20
chips. Coloured up from the largest chip: 1 × 10,000 + 1 × 5,000 + 2 × 1,000 +
1 × 500 + 1 × 100, 6 chips.
</source>
        <translation>5號座位交來2 × 5,000 + 5 × 1,000 + 4 × 500 + 5 × 100 + 4 × 25 = 17,600，共20個籌碼。由最大的籌碼開始兌換：1 × 10,000 + 1 × 5,000 + 2 × 1,000 + 1 × 500 + 1 × 100，共6個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 1 hands in 5 × 100 + 16 × 25 + 12 × 5 = 960, 33 chips. Coloured up from the
largest chip: 1 × 500 + 4 × 100 + 2 × 25 + 2 × 5, 9 chips.
</source>
        <translation>1號座位交來5 × 100 + 16 × 25 + 12 × 5 = 960，共33個籌碼。由最大的籌碼開始兌換：1 × 500 + 4 × 100 + 2 × 25 + 2 × 5，共9個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 7 hands in 5 × 1,000 + 6 × 500 + 5 × 100 + 12 × 25 = 8,800, 28 chips. Coloured
up from the largest chip: 1 × 5,000 + 3 × 1,000 + 1 × 500 + 3 × 100, 8 chips.
</source>
        <translation>7號座位交來5 × 1,000 + 6 × 500 + 5 × 100 + 12 × 25 = 8,800，共28個籌碼。由最大的籌碼開始兌換：1 × 5,000 + 3 × 1,000 + 1 × 500 + 3 × 100，共8個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 3 hands in 2 × 500 + 8 × 25 + 16 × 5 = 1,280, 26 chips. Coloured up from the
largest chip: 1 × 1,000 + 2 × 100 + 3 × 25 + 1 × 5, 7 chips.
</source>
        <translation>3號座位交來2 × 500 + 8 × 25 + 16 × 5 = 1,280，共26個籌碼。由最大的籌碼開始兌換：1 × 1,000 + 2 × 100 + 3 × 25 + 1 × 5，共7個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 7 hands in 4 × 500 + 5 × 100 + 4 × 25 + 10 × 5 = 2,650, 23 chips. Coloured up
from the largest chip: 2 × 1,000 + 1 × 500 + 1 × 100 + 2 × 25, 6 chips.
</source>
        <translation>7號座位交來4 × 500 + 5 × 100 + 4 × 25 + 10 × 5 = 2,650，共23個籌碼。由最大的籌碼開始兌換：2 × 1,000 + 1 × 500 + 1 × 100 + 2 × 25，共6個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 4 hands in 4 × 5,000 + 2 × 500 + 5 × 100 + 4 × 25 = 21,600, 15 chips. Coloured
up from the largest chip: 2 × 10,000 + 1 × 1,000 + 1 × 500 + 1 × 100, 5 chips.
</source>
        <translation>4號座位交來4 × 5,000 + 2 × 500 + 5 × 100 + 4 × 25 = 21,600，共15個籌碼。由最大的籌碼開始兌換：2 × 10,000 + 1 × 1,000 + 1 × 500 + 1 × 100，共5個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 4 hands in 5 × 100 + 16 × 25 + 20 × 1 = 920, 41 chips. Coloured up from the
largest chip: 1 × 500 + 4 × 100 + 4 × 5, 9 chips.
</source>
        <translation>4號座位交來5 × 100 + 16 × 25 + 20 × 1 = 920，共41個籌碼。由最大的籌碼開始兌換：1 × 500 + 4 × 100 + 4 × 5，共9個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Five-card stud: the house commission</source>
        <translation>梭哈：賭場佣金</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Five-card stud has two house charges. The initial commission of art. 8 is a flat
$20 or $100 (the same as the table&apos;s pot-money entry), collected before the first
card is dealt; it is never part of the pot and is not counted again at the end.
The commission of art. 9 is 4 % of the pot (&quot;bolo&quot;), &quot;except the bet made in the
final round that none of the other players called&quot; (Portaria 104/85/M art. 8, 9).
The published text marks art. 9 as amended (&quot;Alterado — Consulte também: Portaria
n.º 118/89/M&quot;); the amendment is not in the trainer&apos;s sources, so 4 % is the house
default here, not the rate in force: a house sets its current rate (ruling R1-5).

Work it out in this order. Return any uncalled bet first: the excess of the seat
that put in the most over the second-largest amount is in no pot and pays no
commission. Art. 9 exempts only the uncalled bet of the final round; the house
treats an uncalled bet in any round the same way (ruling R1-1). Then build the main pot and the side pots (art. 11 a;
ruling R1-2). The trainer charges each pot separately, main pot first: 4 % of
that pot, rounded DOWN to the table&apos;s chip unit (rulings R1-5, R0-3). Rounding
each pot on its own can give less than 4 % of the total. Stud has no cap: a large pot pays the full
4 %. A hand won without a showdown pays commission too. In these drills the
smallest chip is 5.
</source>
        <translation>梭哈有兩項賭場收費。第八條的初始佣金固定為$20或$100（與該枱的底注金額相同），在派第一張牌之前收取；它從不屬於底池，完局時也不會再計算。第九條的佣金是底池的4 %，「但在最後一輪中無任何其他玩家跟注的下注除外」（第104/85/M號訓令第八條、第九條）。已公佈的文本將第九條標示為經修改（「已修改——另見：第118/89/M號訓令」）；本訓練程式的資料來源中沒有該修改，因此4 %在此只是賭場的預設值，而非現行費率：現行費率由賭場自行設定（解讀 R1-5）。

按以下次序計算。先退還任何無人跟注的下注：投入最多的座位超出第二大投入額的部分不屬於任何底池，也不付佣金。第九條只豁免最後一輪無人跟注的下注；賭場對任何一輪無人跟注的下注都作同樣處理（解讀 R1-1）。然後建立主池和邊池（第十一條a項；解讀 R1-2）。本訓練程式對每個底池分別收取佣金，先收主池：收取該底池的4 %，向下取整至該枱的籌碼單位（解讀 R1-5、R0-3）。每個底池分別取整，合計可能少於總額的4 %。梭哈沒有上限：大底池也要付足4 %。未經攤牌而贏得的一局同樣要付佣金。在這些練習中，最小的籌碼是5。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>The pot is 900, folded seat 6&apos;s 100 included. 4 % of 900 is 36, which is not a
whole number of 5-unit chips: the house rounds down and takes 35.
</source>
        <translation>底池是900，包括已棄牌的6號座位的100。900的4 %是36，並非面值5籌碼的整數倍：賭場向下取整，收取35。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>On the last street seat 2 bets 300 and seat 5 folds. How much commission does
the house take?
</source>
        <translation>在最後一輪，2號座位下注300，5號座位棄牌。賭場收取多少佣金？
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>The 300 final bet was called by nobody: it goes back to seat 2 and pays no
commission (art. 9). The pot is 380 + 380 + 60 = 820; 4 % is 32.8, rounded down
to 30.
</source>
        <translation>最後那筆300的下注無人跟注：它退回2號座位，不付佣金（第九條）。底池是380 + 380 + 60 = 820；4 %是32.8，向下取整為30。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Main pot 3 x 540 = 1,620: 4 % is 64.8, so 60. Side pot 2 x 310 = 620: 4 % is
24.8, so 20. The commission is 80. Art. 9&apos;s own words, 4 % of the whole bolo of
2,240 (89.6, so 85), would give 85; the trainer charges each pot on its own
(ruling R1-5), which gives 80.
</source>
        <translation>主池3 x 540 = 1,620：4 %是64.8，所以收60。邊池2 x 310 = 620：4 %是24.8，所以收20。佣金是80。若按第九條本身的字眼，收取整個底池2,240的4 %（89.6，即85），會得出85；本訓練程式對每個底池分別收取（解讀 R1-5），得出80。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>A $100 table. How much commission does the house take from this pot?</source>
        <translation>$100的牌枱。賭場從這個底池收取多少佣金？</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>4 % of 7,400 is 296, rounded down to 295. Stud commission has no ceiling: the cap
some other games use does not apply here.
</source>
        <translation>7,400的4 %是296，向下取整為295。梭哈的佣金沒有上限：某些其他遊戲採用的上限在此不適用。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>A $100 table. On the second street seat 3 bets 300 and everyone else folds.
How much commission does the house take?
</source>
        <translation>$100的牌枱。在第二輪，3號座位下注300，其他人全部棄牌。賭場收取多少佣金？
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>The 300 bet was not called, so it goes back to seat 3 (art. 9 exempts only the
final round&apos;s; the house treats this one the same way, ruling R1-1). The pot is 4 x 300 =
1,200 and the hand pays commission even though nobody showed: 4 % is 48,
rounded down to 45.
</source>
        <translation>這筆300的下注無人跟注，所以退回3號座位（第九條只豁免最後一輪的無人跟注下注；賭場對這一筆作同樣處理，解讀 R1-1）。底池是4 x 300 = 1,200，即使無人亮牌，這一局仍要付佣金：4 %是48，向下取整為45。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Seat 4&apos;s last 100 was matched by nobody and bears no commission. Main pot 1,800
pays 70 (4 % is 72) and side pot 600 pays 20 (4 % is 24), each rounded down.
</source>
        <translation>4號座位最後的100無人跟注，不計佣金。主池1,800付70（4 %是72），邊池600付20（4 %是24），均向下取整。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Chips from seats that folded stay in the pot and pay commission like the rest:
140 + 60 + 460 + 460 = 1,120; 4 % is 44.8, rounded down to 40.
</source>
        <translation>已棄牌座位的籌碼留在底池中，與其餘籌碼一樣要付佣金：140 + 60 + 460 + 460 = 1,120；4 %是44.8，向下取整為40。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>A $20 table: each player put in the $20 pot money, and the house collected its
$20 initial commission before the deal. Seat 4 opens for 40 with the ace and
everyone folds. How much commission does the house take at the end of the hand?
</source>
        <translation>$20的牌枱：每位玩家都投入了$20的底注，賭場在派牌前已收取$20的初始佣金。4號座位憑A開局下注40，其他人全部棄牌。這一局結束時，賭場收取多少佣金？
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>The 40 opening bet was not called and goes back to seat 4 (ruling R1-1: art. 9
names only the final round&apos;s uncalled bet). The pot is the five
entries, 100. 4 % of 100 is 4, less than one 5-unit chip, so the art. 9
commission rounds down to nothing. The initial commission of art. 8 was already
taken and is not charged again.
</source>
        <translation>開局下注的40無人跟注，退回4號座位（解讀 R1-1：第九條只提到最後一輪無人跟注的下注）。底池是五份底注，共100。100的4 %是4，不足一枚面值5的籌碼，因此第九條的佣金向下取整後為零。第八條的初始佣金已經收取，不會再收。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>Five-card stud: count the stack</source>
        <translation>梭哈：點算籌碼疊</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>The pot (&quot;bolo&quot;) is the total, in chips, put in during the hand
(Portaria 104/85/M art. 7). The croupier knows what each seat has put in at a glance;
here each seat&apos;s chips are drawn in front of it, with the amounts hidden
until you answer.

Count from the largest chip down: the chip legend gives each colour&apos;s value
and every chip shows its value on its face. Stacks are drawn in the fewest
chips of the table&apos;s set, larger denominations behind; a full stack is 20
chips, drawn short and marked &quot;×20&quot;. Amounts are whole multiples of the
table&apos;s chip unit (ruling R0-3).
</source>
        <translation>底池是整手牌中以籌碼投入的總額（第104/85/M號訓令第七條）。荷官一眼便知每個座位投入了多少；這裏每個座位的籌碼畫在其前面，金額會隱藏，直至你作答。

由最大的籌碼點算至最小：枱上的籌碼圖例列出每種顏色的面值，每個籌碼的面上亦印有其面值。籌碼疊以該枱籌碼組合中最少的籌碼畫出，面值較大的在後；一整疊是20個籌碼，畫得較矮並標上「×20」。金額是該枱籌碼單位的整數倍（解讀 R0-3）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>From the largest chip: one 500, four 100s, two 25s and two 5s: 960.
</source>
        <translation>由最大的籌碼開始：一個500、四個100、兩個25及兩個5：960。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>From the largest chip: one 5,000, three 1,000s, one 500 and three 100s: 8,800.
</source>
        <translation>由最大的籌碼開始：一個5,000、三個1,000、一個500及三個100：8,800。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, two 100s, three 25s and one 5: 1,280.
</source>
        <translation>由最大的籌碼開始：一個1,000、兩個100、三個25及一個5：1,280。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>From the largest chip: two 10,000s, one 1,000, one 500 and one 100: 21,600.
</source>
        <translation>由最大的籌碼開始：兩個10,000、一個1,000、一個500及一個100：21,600。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>From the largest chip: one 500, four 100s and four 5s: 920.
</source>
        <translation>由最大的籌碼開始：一個500、四個100及四個5：920。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Five-card stud: cut a split pot</source>
        <translation>梭哈：分開平手的底池</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Equal hands share the pot equally (Portaria 104/85/M art. 4; ruling R1-3).
The question tells you who ties and for which pot; the chips are on the table
and close up in the panel, with no totals: count them.

Cut the pot as the croupier does. First count it, from the largest chip down.
Then take the commission off the pot before it is paid: 4 % of the pot,
rounded DOWN to the table&apos;s chip unit (art. 9; ruling R1-5; ruling R0-3).
Art. 9 is marked amended by Portaria 118/89/M, which the trainer does not
have: 4 % is the house default, not the law in force, and the table card
gives the rate in use. What is left is cut into equal stacks, one per winner,
in whole chip units; a chip that does not divide evenly is changed for
smaller ones from the tray (house practice).

The regulation says nothing about odd chips. Under ruling R1-4 the chip
units left over go one each to the tied winners in dealing order: the
croupier deals from his right, counterclockwise, so the highest seat number
comes first (ruling R4-1). In these drills the smallest chip is 5.

Type each winner&apos;s stack: Tab goes to the next winner, Enter hands the cut
in. A click on a winner&apos;s seat takes you to that winner&apos;s stack.

Words of the regulation: &quot;bolo&quot; (the pot, art. 7), &quot;capital desfalcado&quot;
(all in, art. 11 a).
</source>
        <translation>牌相同的玩家平分底池（第104/85/M號訓令第四條；解讀 R1-3）。題目會說明誰平手、在哪個底池；籌碼在枱上，並在面板中近看顯示，不顯示總數：請點算。

像荷官一樣分池。先點算底池，由最大的籌碼點算至最小。然後在派彩前從底池收取佣金：底池的4 %，向下取整至該枱的籌碼單位（第九條；解讀 R1-5；解讀 R0-3）。第九條註明已被第118/89/M號訓令修改，而本訓練程式沒有該訓令：4 %是賭場的預設比率，不是現行法律，枱卡會列出正在使用的比率。餘下的分成相等的籌碼疊，每位贏家一疊，以完整的籌碼單位計；不能平分的籌碼以籌碼盤中較小的籌碼兌換（賭場慣例）。

規例沒有提及餘數籌碼。按解讀 R1-4，剩餘的籌碼單位按派牌次序逐一分給平手的贏家：荷官由其右方開始逆時針派牌，所以座位號碼最大者先得（解讀 R4-1）。在這些練習中，最小的籌碼是5。

輸入每位贏家的籌碼疊：Tab移到下一位贏家，Enter提交分池。點擊贏家的座位會前往該贏家的籌碼疊。

葡文用語：底池——bolo（第七條）；本金不足而全押——capital desfalcado（第十一條a項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Seats 1 and 6 hold the same ace-high straight. 4 % of 720 is 28.80, so the
commission is 25 and 695 is left: 139 units of 5, 69 each (345) and one
over. The croupier deals from his right, counterclockwise, so seat 6 comes
before seat 1 and takes 350.
</source>
        <translation>1號及6號座位持有相同的A高順子。720的4 %是28.80，所以佣金是25，餘下695：139個5的單位，每人69個（345），剩一個。荷官由其右方開始逆時針派牌，所以6號座位先於1號座位，取得350。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Commission: 4 % of 820 is 32.80, so 30. The 790 left is 158 units, 52 each
(260) and two over. In dealing order the winners come 7, 4, 2: seats 7 and
4 take one unit each, 265; seat 2 keeps 260.
</source>
        <translation>佣金：820的4 %是32.80，所以是30。餘下的790是158個單位，每人52個（260），剩兩個。按派牌次序，贏家是7、4、2：7號及4號座位各得一個單位，即265；2號座位得260。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Both hold a pair of queens with nine, seven, six. The pot is 720 with
folded seat 3&apos;s 30; commission 25, leaving 695: 139 units, 69 each (345)
and one over. Seat 5 is dealt before seat 2 and takes 350.
</source>
        <translation>兩人都持有一對Q帶9、7、6。底池是720，包括已棄牌的3號座位的30；佣金25，餘下695：139個單位，每人69個（345），剩一個。5號座位先於2號座位獲派牌，取得350。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Seat 3&apos;s full house wins the main pot of 3 x 605 = 1,815 alone. Seats 2
and 6 hold the same king-high straight and tie for the side pot of 2 x 895
= 1,790: commission 71.60 rounds down to 70, and 1,720 is 344 units, 172
each: 860 and 860, nothing left over.
</source>
        <translation>3號座位的葫蘆獨得3 x 605 = 1,815的主池。2號及6號座位持有相同的K高順子，在2 x 895 = 1,790的邊池平手：佣金71.60向下取整為70，1,720是344個單位，每人172個：860及860，沒有剩餘。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Jacks and eights with an ace, both. The pot is 1,325; commission 53 rounds
down to 50, leaving 1,275: 255 units, 127 each (635) and one over. Seat 4
is dealt before seat 1 and takes 640.
</source>
        <translation>兩人都是J和8兩對帶一張A。底池是1,325；佣金53向下取整為50，餘下1,275：255個單位，每人127個（635），剩一個。4號座位先於1號座位獲派牌，取得640。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Art. 9 is marked amended by a Portaria the trainer does not have, so the
house sets its current rate on the table card: here 5 %. The pot is 1,000;
5 % is 50, leaving 950: 190 units, 95 each: 475 and 475, nothing left
over.
</source>
        <translation>第九條註明已被一份本訓練程式沒有的訓令修改，所以賭場在枱卡上列出正在使用的比率：此處是5 %。底池是1,000；5 %是50，餘下950：190個單位，每人95個：475及475，沒有剩餘。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Four ace-high straights. Commission: 4 % of 1,200 is 48, rounded down to
45, leaving 1,155: 231 units, 57 each (285) and three over. In dealing
order the winners come 6, 4, 2, 1: seats 6, 4 and 2 take 290, seat 1 keeps
285.
</source>
        <translation>四手A高順子。佣金：1,200的4 %是48，向下取整為45，餘下1,155：231個單位，每人57個（285），剩三個。按派牌次序，贏家是6、4、2、1：6號、4號及2號座位取得290，1號座位得285。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>This table&apos;s chip unit is 25. The pot is 2,625; 4 % is 105, rounded down
to the unit: 100, leaving 2,525: 101 chips of 25, 50 each (1,250) and one
over. Seat 7 is dealt before seat 3 and takes 1,275.
</source>
        <translation>此枱的籌碼單位是25。底池是2,625；4 %是105，向下取整至單位：100，餘下2,525：101個25的籌碼，每人50個（1,250），剩一個。7號座位先於3號座位獲派牌，取得1,275。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Five-card stud: who opens the betting on each street</source>
        <translation>梭哈：每一輪由誰開始下注</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>In five-card stud the croupier deals from his right and goes counterclockwise:
each seat gets one open card, then the hole card (&quot;carta chave&quot;)
(Portaria 104/85/M art. 10 a). Each later open card is dealt counterclockwise starting with
the seat that spoke first on the street just ended — or, if it folded, the next
best board (art. 10 b, c ii, c iv; ruling R4-1). Seats are
numbered clockwise from the croupier&apos;s left, so the croupier&apos;s right is the
highest seat number (ruling R0-1). Who opens each round of betting depends only
on the open cards, and the rule changes from street to street.

Only the first round is compulsory: with one open card, the highest card must
open (&quot;obrigado a fazer a aposta de abertura&quot;), or he is taken to have folded
(art. 10 b). From the second round on, the best board only speaks first (&quot;cabe o
direito de ser o primeiro a jogar&quot;): it may fold, check (&quot;passar a voz&quot;) or bet
(art. 10 c i). If it checks, the turn passes to the next best board, and so on
(art. 10 c ii); once someone bets, play goes counterclockwise from the bettor&apos;s
right, and a player who checked may then only call or fold (art. 10 c i 2, iii;
rulings R8-2, R8-4).

With one open card, the highest card opens. When two cards have the same
rank, the suit decides, in this order: spades, hearts, clubs, diamonds. Note that
clubs rank above diamonds, unlike in bridge (art. 10 b; ruling R4-2).

With two open cards, the highest pair showing opens. If nobody shows a pair, the
highest SECOND open card opens; the first card does not count (art. 10 c i;
ruling R4-3). With three open cards, the highest trio opens; otherwise the highest
pair formed WITH THE THIRD card (third with first, or third with second);
otherwise the highest third card. A pair made by the first two cards is an old
pair: it does not count on this street, and that seat is ranked by its third card
alone (art. 10 c v; ruling R4-3). Equal ranks are broken by the suit of the
highest-suited card involved.

With four open cards, the boards rank in this order: possible royal flush, possible
straight flush, four of a kind, possible flush, possible straight, three of a
kind, two pair, a pair formed with the fourth card, and finally the highest fourth
card (art. 10 d; ruling R4-4). &quot;Possible&quot; straights need four consecutive ranks:
T-9-7-6 is never a possible straight (the regulation&apos;s own example), while A-5-6-7
is, because the ace plays below the 5 in this 40-card deck. A seat that has folded
is skipped (ruling R4-5). In the first round, if the seat that must open folds
instead, the right to open passes to the next best open card (art. 10 b), which
by ruling R4-5 must then open in its turn; on a later street the right to speak
first goes to the next best board by the same ranking.
</source>
        <translation>在梭哈中，荷官從其右方開始派牌，按逆時針方向進行：每個座位先得一張明牌，然後是一張底牌（葡文：carta chave）（第104/85/M號訓令第十條a項）。之後的每張明牌都按逆時針方向派發，由剛結束的一輪中首先行動的座位開始——如該座位已棄牌，則由明牌牌面次佳者開始（第十條b項、c項ii目、c項iv目；解讀 R4-1）。座位由荷官左方起按順時針方向編號，因此荷官右方是號碼最大的座位（解讀 R0-1）。每一個下注輪由誰開始下注只取決於明牌，而且規則每一輪都不同。

只有第一輪是強制的：只有一張明牌時，最大的牌「必須作開局下注」，否則視為已棄牌（第十條b項）。從第二輪起，明牌牌面最佳者只是「有權首先行動」：它可以棄牌、過牌（葡文：passar a voz）或下注（第十條c項i目）。如它過牌，便輪到明牌牌面次佳者，如此類推（第十條c項ii目）；一旦有人下注，便由下注者右方起按逆時針方向進行，而已過牌的玩家此後只可跟注或棄牌（第十條c項i目第二點、iii目；解讀 R8-2、R8-4）。

只有一張明牌時，最大的牌開局。兩張牌點數相同時，由花色決定，次序為：黑桃、紅心、梅花、方塊。注意梅花大於方塊，與橋牌不同（第十條b項；解讀 R4-2）。

有兩張明牌時，亮出最大對子者開局。如無人亮出對子，則由最大的「第二張」明牌開局；第一張牌不計（第十條c項i目；解讀 R4-3）。有三張明牌時，最大的三條開局；否則由「包含第三張牌」的最大對子開局（第三張與第一張，或第三張與第二張）；再否則由最大的第三張牌開局。由頭兩張牌組成的對子是舊對子：它在這一輪不計，該座位只按其第三張牌排名（第十條c項v目；解讀 R4-3）。點數相同時，以所涉及的牌中花色最大的一張的花色決定。

有四張明牌時，明牌牌面按以下次序排列：可成皇家同花順、可成同花順、四條、可成同花、可成順子、三條、兩對、以第四張牌組成的對子，最後是最大的第四張牌（第十條d項；解讀 R4-4）。「可成」順子需要四張點數連續的牌：T-9-7-6永遠不是可成順子（規例本身的例子），而A-5-6-7是，因為在這副40張的牌中，A可作為5以下的牌。已棄牌的座位會被略過（解讀 R4-5）。在第一輪，如必須開局的座位改為棄牌，開局的權利便轉給次大的明牌（第十條b項），而按解讀 R4-5，該座位輪到時同樣必須開局；在之後的各輪，首先行動的權利按同一排名轉給明牌牌面次佳者。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Every seat has its first open card. Which seat must make the opening bet?</source>
        <translation>每個座位都已有第一張明牌。哪個座位必須作開局下注？</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Two kings are the highest cards showing. The suit order of art. 10 b is spades,
hearts, clubs, diamonds, so the king of clubs (seat 2) beats the king of
diamonds (seat 4). Bridge players often rank diamonds above clubs; stud in
Macau does not.
</source>
        <translation>亮出的最大牌是兩張K。第十條b項的花色次序是黑桃、紅心、梅花、方塊，所以梅花K（2號座位）大於方塊K（4號座位）。打橋牌的人常把方塊排在梅花之上；澳門的梭哈並非如此。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Rank comes first: the king of spades is the best suit but a lower rank, so it
cannot open against an ace. Between the two aces, hearts rank above clubs, so
seat 5 opens.
</source>
        <translation>先比點數：黑桃K的花色最大，但點數較低，所以不能勝過A而開局。兩張A之間，紅心大於梅花，所以5號座位開局。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Seat 2 shows the ace of spades but refuses to make the opening bet. Who must
open now?
</source>
        <translation>2號座位亮出黑桃A，但拒絕作開局下注。現在誰必須開局？
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>A player who must open and does not is treated as having folded, and the right
to open passes to the next highest open card (art. 10 b); that this player must
open in his turn is ruling R4-5. Of the two kings left, the
king of spades (seat 5) ranks above the king of hearts (seat 3).
</source>
        <translation>必須開局而不開局的玩家視為已棄牌，開局的權利轉給下一張最大的明牌（第十條b項）；該玩家輪到時同樣必須開局，這是解讀 R4-5。餘下的兩張K之中，黑桃K（5號座位）大於紅心K（3號座位）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Each seat now shows two open cards. Which seat speaks first in the second round?</source>
        <translation>每個座位現在都亮出兩張明牌。第二輪由哪個座位首先行動？</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Nobody shows a pair, so only the second open cards are compared: 7, Q, J and T.
The queen of clubs wins. The ace and the king were first cards; on this street
they do not count at all.
</source>
        <translation>無人亮出對子，所以只比較第二張明牌：7、Q、J和T。梅花Q勝出。A和K是第一張牌；在這一輪它們完全不計。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Any pair showing beats any two unpaired cards, so the pair of sixes opens ahead
of ace-king and queen-ace.
</source>
        <translation>任何亮出的對子都勝過任何兩張不成對的牌，所以一對6先於A-K和Q-A開局。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>No pair is showing, so the second cards decide: two jacks tie on rank. The
first cards (king, eight) play no part; the suit of the jacks breaks the tie,
and the jack of spades beats the jack of diamonds.
</source>
        <translation>無人亮出對子，所以由第二張牌決定：兩張J點數相同。第一張牌（K、8）不起作用；由兩張J的花色打破平局，黑桃J勝過方塊J。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Two pairs of nines are showing. They tie on rank, so the highest suit among the
cards involved decides: seat 6 holds the nine of spades.
</source>
        <translation>兩個座位各亮出一對9。點數相同，所以由所涉及牌中的最大花色決定：6號座位有黑桃9。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Each seat now shows three open cards. Which seat speaks first in the third round?</source>
        <translation>每個座位現在都亮出三張明牌。第三輪由哪個座位首先行動？</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>On the third street only a pair formed with the third card counts. Seat 4&apos;s
nines were made by the third card, so they open. Seat 2&apos;s kings were made by the
first two cards: that old pair is ignored and seat 2 is ranked by its third card,
a six.
</source>
        <translation>在第三輪，只有與第三張牌組成的對子才計算。4號座位的一對9是由第三張牌組成的，所以由它開局。2號座位的一對K是由頭兩張牌組成的：這個舊對子不計，2號座位按其第三張牌6排名。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Each seat still in shows three open cards. Which seat speaks first in the third round?</source>
        <translation>每個仍在牌局中的座位都亮出三張明牌。第三輪由哪個座位首先行動？</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>There is no trio and no pair formed with a third card, so the highest third card
opens: the king of diamonds. The pair of queens at seat 1 came from the first two
cards, so seat 1 is ranked by its third card, a five (art. 10 c v).
</source>
        <translation>沒有三條，也沒有與第三張牌組成的對子，所以由最大的第三張牌開局：方塊K。1號座位的一對Q來自頭兩張牌，所以1號座位按其第三張牌5排名（第十條c項v目）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>A trio showing beats every pair, so the three fives open. The queens of seat 6
would come next (a pair formed with the third card); seat 4&apos;s aces are an old
pair and count only by the king dealt third.
</source>
        <translation>亮出的三條勝過任何對子，所以三條5開局。6號座位的一對Q排第二（與第三張牌組成的對子）；4號座位的一對A是舊對子，只按第三張派出的K計算。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Seat 4 paired its eights with the third card but folds rather than act first.
Who speaks first in the third round?
</source>
        <translation>4號座位以第三張牌湊成一對8，但選擇棄牌而不首先行動。第三輪由誰首先行動？
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Seat 4 has folded and is skipped (ruling R4-5): the right to speak first goes to
the next best board by the same ranking. Seat 1 shows a pair of sixes formed
with the third card, which beats seat 7&apos;s ace as a single third card.
</source>
        <translation>4號座位已棄牌，因此被略過（解讀 R4-5）：首先行動的權利按同一排名轉給明牌牌面次佳者。1號座位亮出與第三張牌組成的一對6，勝過7號座位作為單張第三張牌的A。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Each seat now shows four open cards. Which seat speaks first in the last round?</source>
        <translation>每個座位現在都亮出四張明牌。最後一輪由哪個座位首先行動？</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>A-5-6-7 of spades is four consecutive suited cards (the ace plays below the five
in this deck), so it is a possible straight flush, and art. 10 d ranks a possible
straight flush above four of a kind, even four kings showing.
</source>
        <translation>黑桃A-5-6-7是四張連續的同花色牌（在這副牌中A可作為5以下的牌），所以是可成同花順；第十條d項把可成同花順排在四條之上，即使是亮出的四條K也一樣。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>K-Q-J-T of diamonds is four consecutive suited cards within T to A: a possible
royal flush, the top board of art. 10 d. Seat 4 shows a possible straight flush
and seat 7 three aces, both lower.
</source>
        <translation>方塊K-Q-J-T是在T至A範圍內的四張連續同花色牌：可成皇家同花順，是第十條d項中最高的明牌牌面。4號座位亮出可成同花順，7號座位亮出三條A，兩者都較低。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Four spades that are not consecutive make a possible flush, which ranks above
seat 5&apos;s possible straight (Q-J-T-9) and above seat 7&apos;s three eights.
</source>
        <translation>四張不連續的黑桃是可成同花，排在5號座位的可成順子（Q-J-T-9）和7號座位的三條8之上。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>T-9-7-6 has a gap, and art. 10 d says such a board is never a possible straight:
seat 1 is ranked only by its fourth card, a six. Seat 2 paired its sevens with
the fourth card, which beats any board ranked by a single fourth card.
</source>
        <translation>T-9-7-6中間有缺口，第十條d項規定這樣的牌面永遠不是可成順子：1號座位只按其第四張牌6排名。2號座位以第四張牌湊成一對7，勝過任何只按單張第四張牌排名的牌面。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>A-5-6-7 counts as four consecutive cards, so seat 3 shows a possible straight.
That ranks above three of a kind (seat 6) and two pair (seat 1).
</source>
        <translation>A-5-6-7算作四張連續的牌，所以3號座位亮出可成順子。它排在三條（6號座位）和兩對（1號座位）之上。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>On the fourth street a single pair counts only when the fourth card makes it.
Seat 5&apos;s sixes were completed by the fourth card. Seat 2&apos;s jacks were made by
the first two cards, so seat 2 is ranked by its fourth card only (an ace), which
is below any pair formed with the fourth card.
</source>
        <translation>在第四輪，單一對子只在由第四張牌組成時才計算。5號座位的一對6由第四張牌湊成。2號座位的一對J由頭兩張牌組成，所以2號座位只按其第四張牌（A）排名，排在任何與第四張牌組成的對子之下。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Seats 2 and 5 both show a possible straight to the queen. For the betting order
the tie is broken by the suit of the highest card: the queen of spades beats the
queen of hearts. At the showdown the same tie is settled differently (see the
showdown lesson: suits never count there).
</source>
        <translation>2號和5號座位都亮出到Q為止的可成順子。就下注次序而言，平局由最大一張牌的花色打破：黑桃Q勝過紅心Q。在攤牌時，同樣的平局以不同方式解決（見攤牌一課：攤牌時花色永不計算）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>Five-card stud: reading the hands in a 40-card deck</source>
        <translation>梭哈：判讀40張一副牌中的牌型</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>A stud hand is the hole card plus the four open cards: always exactly five cards,
nothing to choose. The deck has only 40 cards, A K Q J T 9 8 7 6 5 in each suit
(Portaria 104/85/M art. 1 a); there are no 2s, 3s or 4s.

The categories are the usual ones, highest first (art. 5): royal flush (A-K-Q-J-T
of one suit), straight flush, four of a kind, full house, flush, straight, three of
a kind, two pair, one pair, high card. Five cards of one suit in sequence are a
straight flush; in sequence but mixed suits, a straight; one suit but not in
sequence, a flush.

The short deck changes the straights. The ace is high (A-K-Q-J-T) or it plays as
the card just below the five: A-5-6-7-8 is a straight, the lowest one, and
A-5-6-7-8 of one suit is the lowest straight flush (art. 5.6; ruling R3-2). The
ace cannot sit in the middle: K-A-5-6-7 is not a straight. Cards are written rank
then suit; &quot;10&quot; may be typed for the ten, and the trainer shows it as &quot;T&quot;
(ruling R0-2).
</source>
        <translation>梭哈的一手牌是底牌加四張明牌：永遠正好五張，無需選擇。一副牌只有40張，每種花色為A K Q J T 9 8 7 6 5（第104/85/M號訓令第一條a項）；沒有2、3或4。

牌型類別與一般相同，由高至低為（第五條）：皇家同花順（同一花色的A-K-Q-J-T）、同花順、四條、葫蘆、同花、順子、三條、兩對、一對、高牌。同一花色且點數連續的五張牌是同花順；點數連續但花色混雜的是順子；同一花色但點數不連續的是同花。

短牌改變了順子。A可以是最大的牌（A-K-Q-J-T），或作為緊接在5之下的牌：A-5-6-7-8是順子，而且是最小的順子；同一花色的A-5-6-7-8是最小的同花順（第五條第六款；解讀 R3-2）。A不能夾在中間：K-A-5-6-7不是順子。牌的寫法是先點數後花色；十可輸入為「10」，本訓練程式則顯示為「T」（解讀 R0-2）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>With no 2, 3 or 4 in the deck, the ace links to the five: A-5-6-7-8 is a
straight (art. 5.6).
</source>
        <translation>一副牌中沒有2、3或4，所以A與5相連：A-5-6-7-8是順子（第五條第六款）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>A-5-6-7-8 of hearts is a straight flush, the lowest one. Seat 4&apos;s three queens
and two fives are a full house.
</source>
        <translation>紅心A-5-6-7-8是同花順，而且是最小的同花順。4號座位的三張Q和兩張5是葫蘆。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>Only A-K-Q-J-T of one suit is a royal flush. K-Q-J-T-9 of spades is the highest
ordinary straight flush.
</source>
        <translation>只有同一花色的A-K-Q-J-T才是皇家同花順。黑桃K-Q-J-T-9是最大的普通同花順。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>A-T-9-7-6 of diamonds has a gap, so it is a flush, not a straight flush. Seat 7&apos;s
hole card completes four jacks.
</source>
        <translation>方塊A-T-9-7-6中間有缺口，所以是同花，而不是同花順。7號座位的底牌湊成四條J。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>K-A-5-6-7 would need the ace to be high and low at once, so it is only ace high.
A-K-Q-J-T in mixed suits is the highest straight.
</source>
        <translation>K-A-5-6-7需要A同時作最大和最小的牌，所以只是A高。花色混雜的A-K-Q-J-T是最大的順子。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>The hole card counts like any other: seat 2&apos;s hidden nine makes three nines and
seat 4&apos;s hidden eight makes a second pair.
</source>
        <translation>底牌與其他牌一樣計算：2號座位暗藏的9湊成三條9，4號座位暗藏的8湊成第二對。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>&quot;10s&quot; and &quot;Ts&quot; are the same card (ruling R0-2). Seat 1 has tens full of aces;
seat 5 has 9-T-J-Q-K of hearts, a straight flush.
</source>
        <translation>「10s」和「Ts」是同一張牌（解讀 R0-2）。1號座位是三條10帶一對A的葫蘆；5號座位是紅心9-T-J-Q-K，即同花順。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>Name the hands of seats 3 and 6.</source>
        <translation>說出3號和6號座位的牌型。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>9-8-7-6-5 is a straight; only A-5-6-7-8 is lower. Seat 6 holds kings full of
eights. Seat 4 folded and is not asked about.
</source>
        <translation>9-8-7-6-5是順子；只有A-5-6-7-8比它小。6號座位是三條K帶一對8的葫蘆。4號座位已棄牌，不在提問之列。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>T-9-8-7-5 misses the six, so it is no straight; seat 2 has only ten high. Seat
5&apos;s A-K-Q of spades do not matter without a pair or flush: one pair of jacks.
</source>
        <translation>T-9-8-7-5缺了6，所以不是順子；2號座位只是10高。5號座位的黑桃A-K-Q在沒有對子或同花時不起作用：是一對J。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>Five-card stud: pay it in chips</source>
        <translation>梭哈：用籌碼賠付</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>The pot (&quot;bolo&quot;) is the total, in chips, put in during the hand
(Portaria 104/85/M art. 7). Once the pots are settled, the croupier pushes each winner
its share, built from the chips of the table&apos;s set. Work out the share
first, then build it.

1. The share is the regulation&apos;s. Return any uncalled bet first: it bears
   no commission (art. 9; ruling R1-1). Build a side pot for each all-in
   amount (art. 11 a; ruling R1-2). Take each pot&apos;s commission before it is
   split, rounded down to the chip unit (art. 9; ruling R1-5): 4 % here, the
   house default, since art. 9 is marked amended by Portaria 118/89/M, which
   the trainer does not have. The rest goes to the best hand among the seats
   that can win that pot; tied winners share it equally (art. 4; ruling
   R1-3). The regulation says nothing about odd chips: the house gives them
   one each in dealing order, from the croupier&apos;s right counterclockwise
   (ruling R1-4).
2. The chips are the house&apos;s. No regulation says how a payment is made up:
   the house pays in the fewest chips its set allows, the largest chip
   first. 3,600 is three 1,000s, one 500 and one 100 (five chips).
3. The chip legend on the table shows the set; there is no chip smaller
   than the chip unit.

A payment with the right amount but more chips than needed earns half the
marks.
</source>
        <translation>底池是該局中投入的籌碼總額（第104/85/M號訓令第七條）。各底池結算後，荷官把每位贏家的份額推給他，用該枱籌碼組合中的籌碼砌出。先計出份額，再砌籌碼。

1. 份額由規例決定。先退回任何無人跟上的下注：它不計佣金（第九條；解讀 R1-1）。每一個全押金額設一個邊池（第十一條a項；解讀 R1-2）。每個底池在分配前先收取佣金，向下取整至籌碼單位（第九條；解讀 R1-5）：這裏是4 %，即賭場的預設值，因為第九條註明已由第118/89/M號訓令修改，而本訓練程式沒有該修訂。餘下的歸可贏該底池的座位中持牌最好者；平手的贏家均分（第四條；解讀 R1-3）。規例沒有提及餘數籌碼：賭場按派牌次序，由荷官右方起逆時針逐一分給平手的贏家（解讀 R1-4）。
2. 籌碼由賭場決定。規例沒有規定賠付如何組成：賭場以其籌碼組合所能做到的最少籌碼賠付，由最大的籌碼開始。3,600是三個1,000、一個500及一個100（五個籌碼）。
3. 枱上的籌碼圖例列出籌碼組合；沒有比籌碼單位更小的籌碼。

金額正確但用了多於所需的籌碼，只得一半分數。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>Seat 2&apos;s pair of tens beats seat 5&apos;s king high. 4 % of the 3,750 pot is
150: seat 2 takes 3,600.
</source>
        <translation>2號座位的一對10勝過5號座位的K高牌。3,750底池的4 %是150：2號座位贏得3,600。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>The same hand at a table that takes no commission: seat 2 takes the
whole 3,750, three 1,000s, one 500, two 100s and two 25s.
</source>
        <translation>同一手牌，在不收佣金的牌枱：2號座位贏得全部3,750，三個1,000、一個500、兩個100及兩個25。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>Seats 1 and 6 hold the same A-K-Q-8-6. 4 % of 450 is 18, rounded down to
15, leaving 435: 215 each and one unit of 5 over, to seat 6, the first of
them in dealing order (from the croupier&apos;s right). Seat 6 takes 220.
</source>
        <translation>1號及6號座位持相同的A-K-Q-8-6。450的4 %是18，向下取整為15，餘下435：每人215，剩一個5的單位，歸6號座位，即按派牌次序（由荷官右方起）兩者中的第一位。6號座位贏得220。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>Seat 6&apos;s 1,100 over seat 2&apos;s 3,900 goes back first. Side pot 1 takes 1,800
to 3,050 from seats 2, 5 and 6: 3,750, for seats 5 and 6. Seat 6&apos;s jacks
beat seat 5&apos;s eights: it takes the 3,750.
</source>
        <translation>6號座位高出2號座位3,900的1,100先退回。邊池1收取2號、5號及6號座位由1,800至3,050的籌碼：3,750，歸5號及6號座位爭奪。6號座位的一對J勝過5號座位的一對8：它贏得3,750。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>4 % of the 2,625 pot is 105, rounded down to the chip unit of 25: 100.
Seat 2 takes 2,525: two 1,000s, one 500 and one 25.
</source>
        <translation>2,625底池的4 %是105，向下取整至籌碼單位25：100。2號座位贏得2,525：兩個1,000、一個500及一個25。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>No commission at this table: seat 1&apos;s three kings take the whole 320,
three 100s and four 5s (no 25 fits in 20).
</source>
        <translation>這張牌枱不收佣金：1號座位的三條K贏得全部320，三個100及四個5（20之內放不下一個25）。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>Side pot 1 takes 4,425 to 10,000 from seats 1, 3, 5 and 6: 22,300. 4 % is
892, rounded down to the chip unit of 25: 875. Seat 6&apos;s kings and jacks
take 21,425.
</source>
        <translation>邊池1收取1號、3號、5號及6號座位由4,425至10,000的籌碼：22,300。4 %是892，向下取整至籌碼單位25：875。6號座位的K與J兩對贏得21,425。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>4 % of 600 is 24, rounded down to the chip unit of 10: 20. Seat 2&apos;s pair
of eights takes 580: one 500, one 50 and three 10s.
</source>
        <translation>600的4 %是24，向下取整至籌碼單位10：20。2號座位的一對8贏得580：一個500、一個50及三個10。</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Five-card stud: pots, side pots and split pots</source>
        <translation>梭哈：底池、邊池和平分底池</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Settle a stud hand in this order. First, a bet nobody called goes back to the
player who made it: if one seat put in more than every other seat, the excess over
the second-largest amount is returned to it and is in no pot (ruling R1-1);
Portaria 104/85/M art. 9 exempts the final round&apos;s uncalled bet from the commission.

Next, build the pots. A player who has put all his money in (&quot;capital desfalcado&quot;)
can win only the part of the pot up to his own stake; whatever the others bet
beyond it goes into a separate pot that he cannot win (art. 11 a). The main pot
takes from every seat, folded or not, up to the smallest all-in amount; each side
pot takes the next layer. Folded seats&apos; chips stay in the pots, but folded seats
can never win them (ruling R1-2).

Then take the commission from each pot: 4 % of that pot, main pot first, rounded
DOWN to the table&apos;s chip unit, before the pot is paid (art. 9; ruling R1-5;
rounding, ruling R0-3). Art. 9 is marked amended by Portaria 118/89/M, which the
trainer does not have: 4 % is the house default, not the law in force (R1-5). The $20 or $100 initial commission of art. 8 was collected
before the deal and is not part of any pot. A hand won without a showdown pays
commission too.

Finally pay each pot to the best hand among the seats that can win it. Equal hands
share it equally (art. 4; ruling R1-3). The regulation says nothing about odd
chips: under ruling R1-4 the chip units left over go one each to the tied winners
in dealing order, starting from the croupier&apos;s right and going counterclockwise,
that is, the highest seat number first (ruling R4-1). Every chip must be
accounted for: payouts plus commission equal everything the seats put in (ruling
R1-6). In these drills the smallest chip is 5.
</source>
        <translation>按以下次序結算梭哈的一局。首先，無人跟注的下注退回下注者：如某座位投入的比其他每個座位都多，超出第二大投入額的部分退回該座位，不屬於任何底池（解讀 R1-1）；第104/85/M號訓令第九條豁免最後一輪無人跟注的下注的佣金。

其次，建立底池。全押玩家，即已投入全部籌碼的玩家，只能贏取底池中以其本身投注額為限的部分；其他人超出此數的下注撥入他不能贏取的另一個底池（第十一條a項）。主池從每個座位（不論是否已棄牌）收取至最小的全押金額為止；每個邊池收取再上一層。已棄牌座位的籌碼留在底池中，但已棄牌的座位永遠不能贏取這些底池（解讀 R1-2）。

然後從每個底池收取佣金：該底池的4 %，先收主池，在派彩前向下取整至該枱的籌碼單位（第九條；解讀 R1-5；取整：解讀 R0-3）。第九條被標示為經第118/89/M號訓令修改，而本訓練程式沒有該文本：4 %是賭場的預設值，不是現行法律規定（R1-5）。第八條$20或$100的初始佣金在派牌前已收取，不屬於任何底池。未經攤牌而贏得的一局同樣要付佣金。

最後，把每個底池派給可贏取該底池的座位中牌最大者。相同的牌平分底池（第四條；解讀 R1-3）。規例沒有提及餘數籌碼：根據解讀 R1-4，剩餘的籌碼單位按派牌順序逐一分給平手的贏家，由荷官右方開始，按逆時針方向，即號碼最大的座位優先（解讀 R4-1）。每一枚籌碼都必須計算清楚：派彩加佣金等於各座位投入的全部籌碼（解讀 R1-6）。在這些練習中，最小的籌碼是5。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>On the last street seat 6 bets 200 and seat 3 folds. Build the pot and say
what seat 6 is paid.
</source>
        <translation>在最後一輪，6號座位下注200，3號座位棄牌。建立底池，並說出6號座位獲派多少。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>The 200 nobody called goes straight back to seat 6. The pot is 60 + 260 + 260 =
580; 4 % of it is 23.2, rounded down to 20 with 5-unit chips. Seat 6 takes 560
from the pot plus its own 200: 760.
</source>
        <translation>無人跟注的200直接退回6號座位。底池是60 + 260 + 260 = 580；其4 %是23.2，以面值5的籌碼向下取整為20。6號座位從底池取得560，加上自己的200：共760。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Seat 2 is all-in for 520, so the main pot is 3 x 520 = 1,560 and the other 400
from seats 4 and 7 make a side pot of 800 that seat 2 cannot win (art. 11 a).
Seat 2&apos;s full house wins the main pot less 60 commission (4 % of 1,560 is 62.4);
seat 7&apos;s two pair beat seat 4&apos;s pair for the side pot, less 30.
</source>
        <translation>2號座位全押520，所以主池是3 x 520 = 1,560，4號和7號座位各自其餘的400組成800的邊池，2號座位不能贏取（第十一條a項）。2號座位的葫蘆贏得主池，減去60佣金（1,560的4 %是62.4）；7號座位的兩對勝過4號座位的一對，贏得邊池，減去30。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>4 % of 720 is 28.8, so the commission is 25 and 695 is left: 139 chips of 5.
Each winner gets 69 chips (345) and one chip is left over. It goes to the winner
first in dealing order: the croupier deals from his right, counterclockwise, so
seat 6 comes before seat 1.
</source>
        <translation>720的4 %是28.8，所以佣金是25，剩下695：即139枚面值5的籌碼。每位贏家得69枚籌碼（345），剩下一枚籌碼。它歸派牌順序中居先的贏家：荷官從其右方開始按逆時針方向派牌，所以6號座位排在1號座位之前。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Commission: 4 % of 820 is 32.8, so 30. The 790 left is 158 chips; three
winners get 52 chips each and 2 chips remain. In dealing order the winners come
7, 4, 2, so seats 7 and 4 get one extra chip each.
</source>
        <translation>佣金：820的4 %是32.8，所以收30。剩下的790是158枚籌碼；三位贏家各得52枚，剩下2枚。按派牌順序，贏家依次為7、4、2，所以7號和4號座位各多得一枚。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>The main pot takes 520 from each of the four seats, folded seat 3 included:
2,080, which seat 1&apos;s full house wins less 80 commission. The side pot holds the
rest: 120 from seat 3 and 320 each from seats 5 and 6, 760 in all. Seat 3 paid
into it but cannot win it; seat 6&apos;s aces and sevens take it less 30.
</source>
        <translation>主池從四個座位各收520，包括已棄牌的3號座位：共2,080，由1號座位的葫蘆贏得，減去80佣金。邊池包含其餘籌碼：3號座位的120，以及5號和6號座位各320，共760。3號座位有投入但不能贏取；6號座位的A和7兩對贏得邊池，減去30。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Nobody matched more than seat 2&apos;s 550, so 250 of seat 5&apos;s 800 goes back to it.
The pot is 550 + 60 + 550 = 1,160; commission 4 % is 46.4, rounded down to 45.
Seat 2&apos;s two pair take the other 1,115.
</source>
        <translation>沒有人跟到超過2號座位的550，所以5號座位的800中有250退回給它。底池是550 + 60 + 550 = 1,160；佣金4 %是46.4，向下取整為45。2號座位的兩對取得其餘的1,115。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>A $100 table. Seat 3 is all-in; seats 2 and 6 both hold a king-high straight.
Build the pots and the payouts.
</source>
        <translation>$100的牌枱。3號座位全押；2號和6號座位都是K高的順子。建立底池並計算派彩。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Main pot 3 x 1,005 = 3,015; commission 120.6 rounds down to 120; 2,895 is 579
chips, 289 each and one odd chip to seat 6 (first in dealing order). Side pot
2 x 895 = 1,790; commission 70; 1,720 splits evenly, 860 each.
</source>
        <translation>主池3 x 1,005 = 3,015；佣金120.6向下取整為120；2,895是579枚籌碼，每人289枚，一枚餘數籌碼歸6號座位（派牌順序居先）。邊池2 x 895 = 1,790；佣金70；1,720平分，每人860。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Seat 4&apos;s last 100 was matched by nobody and goes back to it. The main pot is
3 x 600 = 1,800, charged 70 commission (4 % is 72), and the side pot 2 x 300 =
600, charged 20 (4 % is 24). Seat 1 wins the main pot; seat 4 beats seat 5 for
the side pot and also gets its 100 back.
</source>
        <translation>4號座位最後的100無人跟注，退回給它。主池是3 x 600 = 1,800，收70佣金（4 %是72）；邊池是2 x 300 = 600，收20佣金（4 %是24）。1號座位贏得主池；4號座位勝過5號座位贏得邊池，並取回自己的100。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Five-card stud: the order of the showdown</source>
        <translation>梭哈：攤牌次序</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>When the last round of betting is over comes the showdown (&quot;revelação do jogo&quot;,
Portaria 104/85/M art. 10 e): every player still in turns his hole card (&quot;carta
chave&quot;) face up. The order is fixed by the open cards (each a &quot;carta aberta&quot;,
art. 10 a), not by who bet last: the player
with the best four-card open board shows LAST. Showing starts with the player
seated to his right and goes counterclockwise, like the deal (Portaria 104/85/M
art. 10 e; ruling R2-3). Seats are numbered clockwise from the croupier&apos;s left, so
&quot;to his right&quot; means the next lower seat number still in the hand, wrapping round
from seat 1 to the highest seat (ruling R0-1).

The four-card boards are ranked exactly as for the last betting round: possible
royal flush, possible straight flush, four of a kind, possible flush, possible
straight, three of a kind, two pair, a pair formed with the fourth card, and the
highest fourth card (art. 10 d; ruling R4-4). A pair made earlier, without the
fourth card, does not count as a pair here, and a board is ranked by what it
shows, not by the hand the hole card completes.

Suits do not break ties for this purpose (art. 10 b, last sentence). If two boards
tie, the tied player who comes first in dealing order (from the croupier&apos;s right,
counterclockwise: the highest seat number first) is taken as the best board
(ruling R2-3; dealing order, ruling R4-1). Folded seats never show; a seat that is
all-in shows in its normal place (ruling R2-4).
</source>
        <translation>最後一個下注輪結束後便是攤牌（第104/85/M號訓令第十條e項）：每位仍在牌局中的玩家都要翻開底牌。次序由明牌（第十條a項）決定，而非由最後下注者決定：四張明牌牌面最佳的玩家「最後」亮牌。由坐在他右方的玩家開始亮牌，按逆時針方向進行，與派牌相同（第104/85/M號訓令第十條e項；解讀 R2-3）。座位由荷官左方起按順時針方向編號，所以「在他右方」是指仍在牌局中、號碼次小的座位，由1號座位繞回號碼最大的座位（解讀 R0-1）。

四張明牌牌面的排名與最後一個下注輪時完全相同：可成皇家同花順、可成同花順、四條、可成同花、可成順子、三條、兩對、以第四張牌組成的對子，以及最大的第四張牌（第十條d項；解讀 R4-4）。較早組成而不包含第四張牌的對子，在此不算對子；牌面按其亮出的牌排名，而不是按底牌湊成的牌型排名。

在此花色不用於打破平局（第十條b項最後一句）。如兩個牌面相同，派牌順序（由荷官右方開始，逆時針方向：號碼最大的座位居先）中居先的平手玩家，被視為牌面最佳者（解讀 R2-3；派牌順序：解讀 R4-1）。已棄牌的座位永不亮牌；全押的座位在其正常位置亮牌（解讀 R2-4）。

葡文用語：攤牌——revelação do jogo（第十條e項）；明牌——carta aberta，底牌——carta chave（第十條a項）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>The last round is over. In which order do the players show their hole cards?</source>
        <translation>最後一輪已經結束。玩家按甚麼次序亮出底牌？</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Seat 3 paired its sixes with the fourth card: the best board, so seat 3 shows
last. The player to its right is seat 1 (seat 2 is empty); counterclockwise from
seat 1 the order wraps round to seat 6, then seat 5, and ends with seat 3.
</source>
        <translation>3號座位以第四張牌湊成一對6：這是最佳牌面，所以3號座位最後亮牌。它右方的玩家是1號座位（2號座位無人）；由1號座位按逆時針方向，次序繞回6號座位，然後是5號座位，最後是3號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>The queens of seat 2 were made by the first two open cards, so on four cards
seat 2 is ranked by its fourth card, a five. No board has a pair formed with
the fourth card, so the highest fourth card is the best board: seat 4&apos;s jack.
Seat 4 shows last; the order starts at seat 2, to its right, then wraps to
seat 7.
</source>
        <translation>2號座位的一對Q由頭兩張明牌組成，所以以四張牌計，2號座位按其第四張牌5排名。沒有牌面有與第四張牌組成的對子，所以最大的第四張牌就是最佳牌面：4號座位的J。4號座位最後亮牌；次序由其右方的2號座位開始，然後繞回7號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Three kings showing beat seat 4&apos;s two pair, so seat 1 shows last. To the right
of seat 1 the order wraps round to seat 7. Seat 6 folded in the third round,
before the fourth card, and never shows, so the order goes on with seat 4 and
seat 3.
</source>
        <translation>亮出的三條K勝過4號座位的兩對，所以1號座位最後亮牌。在1號座位右方，次序繞回7號座位。6號座位在第三輪（第四張牌之前）已棄牌，永不亮牌，所以次序接着是4號座位和3號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Seats 2 and 5 both show a possible straight to the queen. For the showdown the
suits do not count, so the boards tie, and the tie goes to the seat dealt first:
the croupier deals from his right, counterclockwise, so seat 5 comes before
seat 2. Seat 5 is taken as the best board and shows last; showing starts at
seat 2, to its right. (For the betting on the fourth street, seat 2&apos;s queen of
spades would have opened.)
</source>
        <translation>2號和5號座位都亮出到Q為止的可成順子。在攤牌時，花色不計，所以兩個牌面相同，而平局歸於先獲派牌的座位：荷官從其右方按逆時針方向派牌，所以5號座位排在2號座位之前。5號座位被視為牌面最佳者，最後亮牌；亮牌由其右方的2號座位開始。（在第四輪下注時，本應由2號座位的黑桃Q開局。）
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>A-5-6-7 is a possible straight, which ranks above three jacks and above two
pair, so seat 2 shows last. Seat 1 is empty, so the order wraps round to seat 6.
Seat 6 is all-in for less but is still in the hand: it shows in its place.
</source>
        <translation>A-5-6-7是可成順子，排在三條J和兩對之上，所以2號座位最後亮牌。1號座位無人，所以次序繞回6號座位。6號座位以較少金額全押，但仍在牌局中：它在自己的位置亮牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Four diamonds that are not consecutive are a possible flush, above three nines,
so seat 3 shows last. Starting to its right: seat 2 has folded, so seat 1 shows
first, then the order wraps to seat 7, seat 6, skips seat 5 (folded) and
reaches seat 4 before seat 3.
</source>
        <translation>四張不連續的方塊是可成同花，勝過三條9，所以3號座位最後亮牌。由其右方開始：2號座位已棄牌，所以1號座位首先亮牌，然後次序繞回7號座位、6號座位，略過5號座位（已棄牌），到4號座位，最後才是3號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Two two-pair boards: kings and fives beat queens and jacks, because the higher
pair is compared first. Seat 4 shows last, and showing starts at seat 2, to its
right.
</source>
        <translation>兩個兩對牌面：K和5兩對勝過Q和J兩對，因為先比較較大的對子。4號座位最後亮牌，亮牌由其右方的2號座位開始。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>A-K-Q-J of hearts is a possible royal flush, which art. 10 d ranks above four of
a kind showing. Seat 2 shows last even though its hole card (a nine of spades)
leaves it with only ace high. Seat 1 is empty, so the order wraps to seat 7,
then seat 3.
</source>
        <translation>紅心A-K-Q-J是可成皇家同花順，第十條d項把它排在亮出的四條之上。即使2號座位的底牌（黑桃9）令它只有A高，它仍最後亮牌。1號座位無人，所以次序繞回7號座位，然後是3號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Three tens beat three sevens and two pair, so seat 1 shows last and the order
starts by wrapping round to seat 6. The all-in seat 3 shows in its normal place,
just before seat 1.
</source>
        <translation>三條10勝過三條7和兩對，所以1號座位最後亮牌，次序由繞回6號座位開始。全押的3號座位在其正常位置亮牌，即緊接在1號座位之前。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Five-card stud: who wins the pot</source>
        <translation>梭哈：誰贏得底池</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Each player&apos;s hand is his hole card and his four open cards. The highest hand wins
the pot; equal hands share it (Portaria 104/85/M art. 4; ruling R1-3). If everyone
else has folded, the last player wins without showing.

The deck has 40 cards: A K Q J T 9 8 7 6 5 in four suits (art. 1 a). The hands rank
as usual: royal flush, straight flush, four of a kind, full house, flush,
straight, three of a kind, two pair, one pair, high card (art. 5). Some short-deck
games put the flush above the full house; the Macau regulation does not. The ace
plays low only in A-5-6-7-8, which is the LOWEST straight and the lowest straight
flush (art. 5.6; ruling R3-2). There is no &quot;wrap-around&quot;: K-A-5-6-7 is not a
straight.

Within a category compare the defining cards, then the other cards, high to low
(ruling R3-4). For four of a kind, a full house and three of a kind only the
four or the trio counts: the other cards never matter (art. 5.3, 5.4, 5.7). For
flushes, two pair, one pair and high card every card counts in turn. Suits never
rank in a showdown.
</source>
        <translation>每位玩家的一手牌是其底牌和四張明牌。最大的牌贏得底池；相同的牌平分底池（第104/85/M號訓令第四條；解讀 R1-3）。如其他人全部棄牌，最後剩下的玩家無需亮牌即贏得底池。

一副牌有40張：四種花色各有A K Q J T 9 8 7 6 5（第一條a項）。牌型排名與一般相同：皇家同花順、同花順、四條、葫蘆、同花、順子、三條、兩對、一對、高牌（第五條）。有些短牌遊戲把同花排在葫蘆之上；澳門的規例並非如此。A只在A-5-6-7-8中作小牌，而A-5-6-7-8是「最小」的順子，也是最小的同花順（第五條第六款；解讀 R3-2）。沒有「首尾相連」的順子：K-A-5-6-7不是順子。

同一類別之內，先比較決定牌型的牌，再由大至小比較其餘的牌（解讀 R3-4）。四條、葫蘆和三條只計算那四張或那三張：其餘的牌永不起作用（第五條第三款、第四款及第七款）。同花、兩對、一對和高牌則每張牌依次計算。攤牌時花色永不分大小。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Both players turn up their hole cards. Which seat wins?</source>
        <translation>兩位玩家都翻開底牌。哪個座位勝出？</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seat 2 has a flush, seat 6 a full house (sixes full of tens). Art. 5 ranks the
full house (no. 4) above the flush (no. 5), as in ordinary poker, even though
the short deck makes flushes hard to get.
</source>
        <translation>2號座位是同花，6號座位是葫蘆（三條6帶一對10）。第五條把葫蘆（第4款）排在同花（第5款）之上，與普通撲克相同，即使短牌令同花難以湊成。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>All three players turn up their hole cards. Which seat wins?</source>
        <translation>三位玩家都翻開底牌。哪個座位勝出？</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seats 1 and 4 both hold straights, which beat seat 5&apos;s three kings. In
A-5-6-7-8 the ace plays as the card below the five, so it is the lowest straight;
seat 4&apos;s 5-6-7-8-9 is higher.
</source>
        <translation>1號和4號座位都是順子，勝過5號座位的三條K。在A-5-6-7-8中，A作為5以下的牌，所以這是最小的順子；4號座位的5-6-7-8-9較大。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>K-A-5-6-7 is not a straight: the ace is either above the king or below the five,
never both. Seat 1 has only ace high, and seat 6&apos;s pair of jacks wins.
</source>
        <translation>K-A-5-6-7不是順子：A要麼在K之上，要麼在5之下，不能兩者兼是。1號座位只有A高，6號座位的一對J勝出。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>A-5-6-7-8 of diamonds is the lowest straight flush, but any straight flush beats
four of a kind.
</source>
        <translation>方塊A-5-6-7-8是最小的同花順，但任何同花順都勝過四條。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>All three players turn up their hole cards. Which seat or seats win?</source>
        <translation>三位玩家都翻開底牌。哪個或哪些座位勝出？</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seats 2 and 5 hold the same straight, ace high. Suits never rank at the
showdown, so they tie and share the pot (art. 4).
</source>
        <translation>2號和5號座位是同樣的A高順子。攤牌時花色永不分大小，所以兩者平手，平分底池（第四條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Two pair beat seat 1&apos;s pair of aces. Seats 3 and 6 both hold kings and nines,
so the odd card decides (art. 5.8): the six beats the five.
</source>
        <translation>兩對勝過1號座位的一對A。3號和6號座位都是K和9兩對，所以由單張決定（第五條第八款）：6勝過5。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seats 1 and 4 turn up their hole cards. Which seat wins?</source>
        <translation>1號和4號座位翻開底牌。哪個座位勝出？</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seat 5 showed three kings but folded, so it has no claim on the pot. Seats 1 and
4 both hold aces with a queen and an eight; the last odd card decides: the seven
beats the six (art. 5.9).
</source>
        <translation>5號座位亮出三條K，但已棄牌，所以無權分得底池。1號和4號座位都是一對A加一張Q和一張8；由最後一張單張決定：7勝過6（第五條第九款）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Both flushes are ace-queen high. The third cards decide: seat 7&apos;s ten beats seat
2&apos;s nine (art. 5.5). Suits play no part.
</source>
        <translation>兩個同花都是A-Q領頭。由第三張牌決定：7號座位的10勝過2號座位的9（第五條第五款）。花色不起作用。
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>On the third street seat 5 bets 100 and seat 2, showing a pair of aces, folds.
Who wins the pot?
</source>
        <translation>在第三輪，5號座位下注100，亮出一對A的2號座位棄牌。誰贏得底池？
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Once every other player has folded, the last one wins the pot at once, without
showing his hole card (art. 4: winning &quot;by forcing the others to give up&quot;). What
the folded seats showed does not matter.
</source>
        <translation>一旦其他所有玩家都已棄牌，最後一位立即贏得底池，無需亮出底牌（第四條：以「迫使其他人放棄」而獲勝）。已棄牌的座位亮出過甚麼牌並不重要。
</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/holdem.yaml"/>
        <source>Hold&apos;em: run the table, three whole hands</source>
        <translation>德州撲克：主持牌枱，三局完整牌局</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/holdem.yaml"/>
        <source>Three whole hands of Hold&apos;em at six seats, dealt for you and run step by step as the
croupier runs them: the blinds (rules 81-83), the deal (rules 34, 35, 93), each betting
action and the pot, the burn and the board (rules 41, 43, 45), then the showdown, the
winner of each pot, the commission (taken pot by pot, ruling R1-5) and the split.

A wrong step is shown at once with the right one and its rule, the table is corrected and
the hand goes on. Each step&apos;s explanation names the rule it rests on.
</source>
        <translation>三局完整的德州撲克牌局，六個座位，為你派牌，並按荷官主持的方式逐步進行：盲注（規則第八十一條至第八十三條）、派牌（規則第三十四條、第三十五條及第九十三條）、每一個下注行動及底池、燒牌與公共牌（規則第四十一條、第四十三條及第四十五條），然後是攤牌、每個底池的贏家、佣金（逐個底池抽取，解讀 R1-5）及分配。

答錯的步驟會即時顯示正確答案及其規則，牌枱隨即更正，這局牌繼續進行。每一步的解說都註明其所依據的規則。
</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/omaha-macau.yaml"/>
        <source>Omaha (Macau 2010): run the table, three whole hands</source>
        <translation>奧馬哈（澳門2010）：主持牌枱，三局完整牌局</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/omaha-macau.yaml"/>
        <source>Three whole hands of Omaha (Macau) at six seats, dealt for you and run step by step as
the croupier runs them: the blinds (Despacho 97/2010 art. 5), the deal of four cards each
(art. 3.2, 6.1), each betting action and the pot, the discards and the board (art. 7.1,
8.1, 8.3), then the showdown, the winner of each pot, the commission (taken pot by pot, ruling R1-5) and the split.

A wrong step is shown at once with the right one and its rule, the table is corrected and
the hand goes on. Each step&apos;s explanation names the rule it rests on.
</source>
        <translation>三局完整的奧馬哈（澳門）牌局，六個座位，為你派牌，並按荷官主持的方式逐步進行：盲注（經濟財政司司長第97/2010號批示第五條）、每人四張牌的派牌（第三條第二款、第六條第一款）、每一個下注行動及底池、棄置的牌與公共牌（第七條第一款、第八條第一款、第八條第三款），然後是攤牌、每個底池的贏家、佣金（逐個底池抽取，解讀 R1-5）及分配。

答錯的步驟會即時顯示正確答案及其規則，牌枱隨即更正，這局牌繼續進行。每一步的解說都註明其所依據的規則。
</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/omaha.yaml"/>
        <source>Omaha: run the table, three whole hands</source>
        <translation>奧馬哈：主持牌枱，三局完整牌局</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/omaha.yaml"/>
        <source>Three whole hands of Omaha at six seats, dealt for you and run step by step as the
croupier runs them: the blinds (rules 81-83), the deal of four cards each (rules 34, 35,
77), each betting action and the pot, the burn and the board (rules 41, 43, 45), then
the showdown, the winner of each pot, the commission (taken pot by pot, ruling R1-5) and the split.

A wrong step is shown at once with the right one and its rule, the table is corrected and
the hand goes on. Each step&apos;s explanation names the rule it rests on.
</source>
        <translation>三局完整的奧馬哈牌局，六個座位，為你派牌，並按荷官主持的方式逐步進行：盲注（規則第八十一條至第八十三條）、每人四張牌的派牌（規則第三十四條、第三十五條及第七十七條）、每一個下注行動及底池、燒牌與公共牌（規則第四十一條、第四十三條及第四十五條），然後是攤牌、每個底池的贏家、佣金（逐個底池抽取，解讀 R1-5）及分配。

答錯的步驟會即時顯示正確答案及其規則，牌枱隨即更正，這局牌繼續進行。每一步的解說都註明其所依據的規則。
</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/qpoker.yaml"/>
        <source>Q Poker: run the table, three whole rounds</source>
        <translation>Q Poker：主持牌枱，三輪完整牌局</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/qpoker.yaml"/>
        <source>Three whole rounds of Q Poker at three spots, dealt for you and run step by step as the
croupier runs them: the deal (Despacho 89/2004 art. 7.1), pair plus first (art. 9.1,
10), the folds (art. 9.2, 9.3), the croupier&apos;s qualification (art. 9.4) and each spot&apos;s
result.

A wrong step is shown at once with the right one and its rule, the table is corrected and
the round goes on. Each step&apos;s explanation names the rule it rests on.
</source>
        <translation>三輪完整的Q Poker牌局，三個投注位置，為你派牌，並按荷官主持的方式逐步進行：派牌（經濟財政司司長第89/2004號對外規範性批示第七條（一）項）、先結算對子或以上（第九條（一）項、第十條）、棄牌（第九條（二）項、第九條（三）項）、荷官是否合資格（第九條（四）項）及每個投注位置的結果。

答錯的步驟會即時顯示正確答案及其規則，牌枱隨即更正，這輪牌繼續進行。每一步的解說都註明其所依據的規則。
</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/sintetico.yaml"/>
        <source>Póquer sintético: run the table, three whole hands</source>
        <translation>Póquer sintético：主持牌枱，三局完整牌局</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/sintetico.yaml"/>
        <source>Three whole hands of sintético at six seats, dealt for you and run step by step as the
croupier runs them: the antes (rule 102), the deal (rules 34, 35, 96; ruling R8-12), the board cards
with no burn (rules 100, 107, 108) and each betting action and the pot, then the
showdown, the winner of each pot, the commission (taken pot by pot, ruling R1-5) and the split.

A wrong step is shown at once with the right one and its rule, the table is corrected and
the hand goes on. Each step&apos;s explanation names the rule it rests on.
</source>
        <translation>三局完整的Póquer sintético牌局，六個座位，為你派牌，並按荷官主持的方式逐步進行：底注（規則第一百零二條）、派牌（規則第三十四條、第三十五條及第九十六條；解讀 R8-12）、不燒牌的公共牌（規則第一百條、第一百零七條及第一百零八條）及每一個下注行動及底池，然後是攤牌、每個底池的贏家、佣金（逐個底池抽取，解讀 R1-5）及分配。

答錯的步驟會即時顯示正確答案及其規則，枱面隨即更正，這局牌繼續進行。每一步的解說都註明其所依據的規則。
</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/stud.yaml"/>
        <source>Five-card stud: run the table, three whole hands</source>
        <translation>梭哈：主持牌枱，三局完整牌局</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/stud.yaml"/>
        <source>Three whole hands of stud at five seats, dealt for you and run step by step as the
croupier runs them: the entry stake (Portaria 104/85/M art. 7, 8, 10 a), the first
cards counterclockwise from the croupier&apos;s right (art. 10 a), each betting action and
the pot, the next cards (art. 10 b, 10 c ii, 10 c iv), then the showdown, the winner of
each pot, the commission (taken pot by pot, ruling R1-5) and the split.

A wrong step is shown at once with the right one and its rule, the table is corrected and
the hand goes on. Each step&apos;s explanation names the rule it rests on.
</source>
        <translation>三局完整的梭哈牌局，五個座位，為你派牌，並按荷官主持的方式逐步進行：底注（第104/85/M號訓令第七條、第八條及第十條a項）、由荷官右方開始按逆時針方向派出的首兩張牌（第十條a項）、每一個下注行動及底池、其後的牌（第十條b項、第十條c項ii及iv），然後是攤牌、每個底池的贏家、佣金（逐個底池抽取，解讀 R1-5）及分配。

答錯的步驟會即時顯示正確答案及其規則，牌枱隨即更正，這局牌繼續進行。每一步的解說都註明其所依據的規則。
</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/thirteen.yaml"/>
        <source>Thirteen cards: run the table, three whole hands</source>
        <translation>十三張：主持牌枱，三局完整牌局</translation>
    </message>
    <message>
        <location filename="../../lessons/tables/thirteen.yaml"/>
        <source>Three whole hands of 13 cards, the banker and three places, dealt for you and run step
by step: the dice and the place that gets the first card, from which 13 cards are dealt
to each of the four places (Portaria 51/89/M art. 2 b, 2 c; ruling R5-1), the naturals
(art. 9 I), then the fouls (art. 7) — a natural is never a foul, so the naturals come
first (ruling R5-5) — then each place settled row by row against the banker (art. 8).

A wrong step is shown at once with the right one and its rule, the table is corrected and
the hand goes on. Each step&apos;s explanation names the rule it rests on.
</source>
        <translation>三局完整的十三張牌局，莊家及三個位置，為你派牌並逐步進行：骰子及先得第一張牌的位置，由該位置起向四個位置各派13張牌（第51/89/M號訓令第二條b項、c項；解讀 R5-1）、報到（第九條I），然後是倒水（第七條）——報到永不算倒水，所以先看報到（解讀 R5-5）——然後每個位置與莊家逐道結算（第八條）。

答錯的步驟會即時顯示正確答案及其規則，牌枱隨即更正，這局牌繼續進行。每一步的解說都註明其所依據的規則。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>Thirteen cards: the dice and the first card</source>
        <translation>十三張：骰子與第一張牌</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The banker shuffles the cards by hand and then in the shuffler; a player, or the
banker if no player wishes to, cuts them with the blank card (&quot;carta branca&quot;), and
they go face down into the metal box (Portaria 51/89/M art. 1, 2 a).

Before the deal, the player seated at the table with the highest bet shakes the
four dice (&quot;dados&quot;) under the cover (&quot;campânula&quot;). The total of the four dice
decides which place receives the first card, counted from the banker
(&quot;banqueiro&quot;) counterclockwise (Portaria 51/89/M art. 2 b). The article does not
say whether the banker counts as 1: ruling R5-1 — the house counts the banker as
1. Nobody may add points to the
total or take points from it (art. 2 c).

The seats are numbered 1 to 3 clockwise from the banker&apos;s left, so counting
counterclockwise from the banker goes: banker, seat 3, seat 2, seat 1, then
the banker again. In short, take the total minus 1 and divide by 4: a
remainder of 0 is the banker, 1 is seat 3, 2 is seat 2 and 3 is seat 1
(ruling R5-1):

- 5, 9, 13, 17, 21: the banker;
- 6, 10, 14, 18, 22: seat 3;
- 7, 11, 15, 19, 23: seat 2;
- 4, 8, 12, 16, 20, 24: seat 1.

The dice total runs from 4 (four ones) to 24 (four sixes). The cards are then
dealt face down one at a time, counterclockwise, until each of the four places
has 13 cards. All four places are always dealt, however many players there
are (art. 2 b, 2 c).
</source>
        <translation>莊家先用手洗牌，再用洗牌機洗牌；然後由一位玩家，或如沒有玩家願意，由莊家，用白牌切牌，再把牌面向下放入金屬牌盒（第51/89/M號訓令第一條、第二條a項）。

派牌前，由坐在枱旁、下注最大的玩家在蓋子（骰盅）下搖四粒骰子。四粒骰子的總點數決定哪個位置收到第一張牌，由莊家起按逆時針方向數（第51/89/M號訓令第二條b項）。該條沒有說明莊家是否算作1：解讀 R5-1——賭場把莊家算作1。任何人都不得在總點數上加點或減點（第二條c項）。

座位由莊家左邊起按順時針方向編為1至3號，所以由莊家起按逆時針方向數是：莊家、3號座位、2號座位、1號座位，然後再到莊家。簡單來說，把總點數減1再除以4：餘數0是莊家，1是3號座位，2是2號座位，3是1號座位（解讀 R5-1）：

- 5、9、13、17、21：莊家；
- 6、10、14、18、22：3號座位；
- 7、11、15、19、23：2號座位；
- 4、8、12、16、20、24：1號座位。

骰子總點數由4（四個一點）至24（四個六點）。然後牌面朝下、每次一張、按逆時針方向派牌，直至四個位置各有13張牌。不論有多少位玩家，四個位置永遠都要派牌（第二條b項、第二條c項）。

葡文用語：莊家——banqueiro；骰子——dados；骰盅——campânula；空白牌——carta branca（第一條、第二條）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 4. Counting counterclockwise from the banker: banker 1, seat 3
is 2, seat 2 is 3, seat 1 is 4. Seat 1 receives the first card.
</source>
        <translation>總點數是4。由莊家起按逆時針方向數：莊家1，3號座位是2，2號座位是3，1號座位是4。1號座位收到第一張牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 5: one full turn of four places brings the count back to the
banker, who receives the first card.
</source>
        <translation>總點數是5：四個位置數完一整圈，再回到莊家，由莊家收到第一張牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 6. The count goes counterclockwise, so after the banker (5)
comes seat 3 (6), the seat on the banker&apos;s right, not seat 1.
</source>
        <translation>總點數是6。按逆時針方向數，所以莊家（5）之後是3號座位（6），即莊家右邊的座位，而不是1號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 7: banker 1, seat 3 is 2, seat 2 is 3; one more turn of four
gives 7 at seat 2.
</source>
        <translation>總點數是7：莊家1，3號座位是2，2號座位是3；再數一圈四個位置，7落在2號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 16. 16 minus 1 is 15, and 15 divided by 4 leaves 3: the fourth
place in the order banker, seat 3, seat 2, seat 1, which is seat 1.
</source>
        <translation>總點數是16。16減1是15，15除以4餘3：即莊家、3號座位、2號座位、1號座位這個次序中的第四個位置，也就是1號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 24, a multiple of 4, like 4, 8, 12 and 16: seat 1 receives the
first card.
</source>
        <translation>總點數是24，是4的倍數，與4、8、12和16一樣：1號座位收到第一張牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 21. 21 minus 1 is 20, which divides by 4 exactly: the count
ends on the banker.
</source>
        <translation>總點數是21。21減1是20，可被4整除：數到莊家為止。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 14. 13 would be the banker, so 14 is the next place
counterclockwise: seat 3.
</source>
        <translation>總點數是14。13會是莊家，所以14是按逆時針方向的下一個位置：3號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 19. 17 is the banker, 18 seat 3 and 19 seat 2.
</source>
        <translation>總點數是19。17是莊家，18是3號座位，19是2號座位。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 9: two full turns of four end on the banker at 9 (as at 1
and 5), so the banker receives the first card.
</source>
        <translation>總點數是9：數完兩整圈四個位置，9落在莊家（與1和5一樣），所以由莊家收到第一張牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Thirteen cards: spotting a foul</source>
        <translation>十三張：找出倒水</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Every place, the banker&apos;s (&quot;banqueiro&quot;) included, arranges its 13 cards in three
rows: the front row of 3 cards (&quot;primeiro escalão&quot;), the middle row of 5
(&quot;segundo escalão&quot;) and the back row of 5 (&quot;terceiro escalão&quot;). The rows must
rise in value from front to back (Portaria 51/89/M art. 7); a hand that does not
is in &quot;falta&quot;, a foul. A place fouls when
its front row beats its middle row, or its middle row beats its back row. A
fouled seat loses its bet automatically, and a fouled banker pays every seat
that did not foul (ruling R5-4).

Check each place in four steps.

1. For comparing rows, read the front row as three of a kind, one pair or high
   card only. Three cards of one suit are not a flush, and three cards in
   sequence are not a straight (ruling R5-2: the regulation defines flushes and
   straights as five cards). The naturals below are another matter: there a
   suited front counts as a &quot;cor&quot; and A-2-3 or Q-K-A as a &quot;sequência&quot;.
2. Compare the front with the middle: category first, then the front&apos;s cards
   against the middle&apos;s cards in the same order (the pair, then the kickers),
   as far as the front has cards. A front pair of nines with an ace beats a
   middle pair of nines with a king. If those cards are equal, it is not a
   foul (ruling R5-4).
3. Compare the middle with the back in the usual way. Remember the straights
   of this game: A-K-Q-J-10 is the highest straight and A-2-3-4-5 is the
   SECOND highest, above K-Q-J-10-9. Suited, A-2-3-4-5 is the highest straight
   flush below the royal flush (art. 9 II.2 and II.6; ruling R5-3).
4. Equal rows are not a foul. A natural (&quot;jogo feito&quot;, art. 9 I) is a hand
   that wins by itself: a dragon (13 different ranks), six pairs and a half,
   three flushes, or three straights; the next lesson teaches them. Art. 7
   would count a badly set natural as a foul and art. 9 I says a natural
   always wins: ruling R5-5 settles it — a natural is judged on its 13 cards
   and never fouls, however its rows compare.

The cards are always dealt to all four places (art. 2 c). The article says no more
about a place nobody bets on; house practice (no ruling): it keeps its 13 cards
unsorted, is not played, and so is neither judged nor settled.
</source>
        <translation>每個位置，包括莊家的位置，都把它的13張牌排成三道：3張的頭道、5張的中道和5張的尾道。各道的大小必須由頭至尾遞升（第51/89/M號訓令第七條）；不符合的手牌屬倒水。當一個位置的頭道勝過中道，或中道勝過尾道，即屬倒水。倒水的座位自動輸掉其下注，而倒水的莊家要賠付每個沒有倒水的座位（解讀 R5-4）。

每個位置分四步檢查。

1. 比較各道時，頭道只可當作三條、一對或高牌。三張同一花色的牌不是同花，三張連續的牌也不是順子（解讀 R5-2：規例把同花和順子定義為五張牌）。下面的報到則是另一回事：報到時，同花色的頭道算作同花，A-2-3或Q-K-A算作順子。
2. 比較頭道與中道：先比類別，然後按相同次序（先比對子，再比踢腳牌）把頭道的牌與中道的牌逐張比較，比到頭道的牌用完為止。頭道一對9帶A勝過中道一對9帶K。如這些牌相同，則不算倒水（解讀 R5-4）。
3. 按一般方法比較中道與尾道。記住這個遊戲的順子：A-K-Q-J-10是最大的順子，A-2-3-4-5是「第二大」的順子，大於K-Q-J-10-9。同花色的A-2-3-4-5是僅次於皇家同花順的最大同花順（第九條II.2及II.6；解讀 R5-3）。
4. 相同的兩道不算倒水。報到（第九條I）是本身就能勝出的手牌：一條龍（13種不同點數）、六對半、三同花或三順子；下一課會講解。第七條會把擺放不當的報到算作倒水，而第九條I則說報到永遠勝出：解讀 R5-5解決了這個矛盾——報到按其13張牌判定，永不算倒水，不論各道比較結果如何。

四個位置永遠都要派牌（第二條c項）。條文對無人下注的位置沒有再作規定；本場慣例（無解讀條文）：該位置保留其13張未經整理的牌，不參與牌局，因此既不判定倒水，也不結算。

葡文用語：莊家——banqueiro；頭道——primeiro escalão，中道——segundo escalão，尾道——terceiro escalão；倒水——falta（第七條）；報到——jogo feito ou natural（第九條I）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Seat 1 holds A-2-3-4-5 in the middle and K-Q-J-10-9 in the back. In 13 cards
A-2-3-4-5 is the second highest straight, so the middle beats the back: foul.
Seat 2 holds the same two straights the other way round, which is in order.
</source>
        <translation>1號座位中道是A-2-3-4-5，尾道是K-Q-J-10-9。在十三張中，A-2-3-4-5是第二大的順子，所以中道勝過尾道：倒水。2號座位持有相同的兩個順子，但擺法相反，順序正確。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Seat 1: both rows hold a pair of nines, so the kickers decide. The front&apos;s
ace beats the middle&apos;s king: the front beats the middle, a foul. Seat 2:
a pair of queens with a 5 in front, a pair of queens with 5-4-2 in the
middle. The front&apos;s three cards equal the middle&apos;s first three, and equal
rows are not a foul.
</source>
        <translation>1號座位：兩道都有一對9，所以由踢腳牌決定。頭道的A勝過中道的K：頭道勝過中道，倒水。2號座位：頭道是一對Q帶5，中道是一對Q帶5-4-2。頭道的三張牌與中道的頭三張相同，而相同的兩道不算倒水。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Three of a kind is the only strong hand a front row can hold. Seat 1&apos;s
three sevens beat the two pair in its middle: foul. Seat 2&apos;s three fives
lose to the three nines in its middle: in order. Seat 3&apos;s three queens
beat the three eights in its middle: foul, even though its back is a flush.
</source>
        <translation>三條是頭道唯一可以有的強牌。1號座位的三條7勝過它中道的兩對：倒水。2號座位的三條5輸給它中道的三條9：順序正確。3號座位的三條Q勝過它中道的三條8：倒水，即使它的尾道是同花也一樣。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Seat 1&apos;s A-K-Q of hearts is not a straight flush: a front row of three
cards counts only as an ace-high card, so the pair of twos in the middle
beats it and the seat is in order. Seat 2&apos;s 8-9-10 is a 10-high card, below
its pair of threes. Seat 3&apos;s pair of fours in front beats its ace-high
middle: foul. The banker&apos;s front A-J-8 of spades is no flush either; it is
an ace-high card, and it beats the queen-high middle: the banker fouls.
</source>
        <translation>1號座位的紅心A-K-Q不是同花順：三張牌的頭道只算作A高的高牌，所以中道的一對2勝過它，該座位順序正確。2號座位的8-9-10是10高的高牌，低於它的一對3。3號座位頭道的一對4勝過它A高的中道：倒水。莊家頭道的黑桃A-J-8也不是同花；它是A高的高牌，勝過Q高的中道：莊家倒水。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>A-2-3-4-5 of one suit is the highest straight flush in this game; only the
royal flush is above it. Seat 1 puts a K-high straight flush in the middle
under A-2-3-4-5 of spades in the back: in order. Seat 2 does the opposite
and fouls. Seat 3&apos;s royal flush in the back beats any straight flush in the
middle: in order.
</source>
        <translation>同一花色的A-2-3-4-5是這個遊戲中最大的同花順；只有皇家同花順在它之上。1號座位中道放K高的同花順，尾道放黑桃A-2-3-4-5：順序正確。2號座位擺法相反，倒水。3號座位尾道的皇家同花順勝過中道的任何同花順：順序正確。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Seat 1&apos;s middle A-2-3-4-5 beats its back K-Q-J-10-9, but all three rows are
straights (Q-K-A counts in the front), so the seat holds three straights, a
natural, and a natural never fouls (ruling R5-5). Seat 2&apos;s three sevens beat the two pair
in its middle, but its 13 cards are six pairs and a half (the three sevens
count as a pair and the odd card, ruling R5-5): a natural, no foul. Seat 3 has no
natural, and its pair of tens in front beats the pair of nines in the
middle: foul.
</source>
        <translation>1號座位中道的A-2-3-4-5勝過它尾道的K-Q-J-10-9，但三道都是順子（頭道的Q-K-A也算），所以該座位持有三順子，屬報到，而報到永不算倒水（解讀 R5-5）。2號座位的三條7勝過它中道的兩對，但它的13張牌是六對半（三條7算作一對加一張散牌，解讀 R5-5）：報到，不算倒水。3號座位沒有報到，它頭道的一對10勝過中道的一對9：倒水。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Seat 1&apos;s front A-K-7 equals the first three cards of its middle A-K-7-4-2.
The front does not beat the middle, so there is no foul. Seat 2&apos;s middle
and back are the same 9-high straight: equal rows, no foul. Seat 3&apos;s front
A-Q-5 against its middle A-J-9-8-3: the aces tie, then the front&apos;s queen
beats the middle&apos;s jack, so the front beats the middle: foul.
</source>
        <translation>1號座位頭道的A-K-7與它中道A-K-7-4-2的頭三張牌相同。頭道沒有勝過中道，所以不算倒水。2號座位的中道和尾道是相同的9高順子：兩道相同，不算倒水。3號座位頭道A-Q-5對中道A-J-9-8-3：A相同，然後頭道的Q勝過中道的J，所以頭道勝過中道：倒水。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>The banker&apos;s middle flush beats its back Q-high straight: the banker
fouls. Seat 1&apos;s middle and back are both kings and fives, so the odd card
decides: the middle&apos;s queen beats the back&apos;s nine, a foul. Seat 2 is in
order. Seat 3&apos;s pair of aces in front beats the pair of fours in its
middle: foul.
</source>
        <translation>莊家中道的同花勝過它尾道Q高的順子：莊家倒水。1號座位的中道和尾道都是K和5兩對，所以由散牌決定：中道的Q勝過尾道的9，倒水。2號座位順序正確。3號座位頭道的一對A勝過它中道的一對4：倒水。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Thirteen cards: naturals</source>
        <translation>十三張：報到</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>A natural (&quot;jogo feito&quot;) is a hand that wins by itself. Portaria 51/89/M
art. 9 I names four, from the highest:

- Dragon (&quot;dragão&quot;): 13 cards of 13 different ranks, ace to king.
- Six pairs and a half (&quot;seis pares e meio&quot;): six pairs and one odd card; art.
  9 I adds that four of a kind may make two pairs. That three of a kind counts
  as a pair and the odd card is the house&apos;s reading (ruling R5-5), not the
  article&apos;s words.
- Three flushes (&quot;três cores&quot;): each of the three rows is of one suit.
- Three straights (&quot;três sequências&quot;): each of the three rows is in sequence. In the 3-card front
  row, A-2-3 and Q-K-A count as sequences; K-A-2 does not (ruling R5-5).

Look at every place, the banker&apos;s included. A hand that qualifies for several
naturals is named by the first in that order: a dragon that is also three
flushes is called a dragon, and three flushes that are also three straights
are called three flushes (ruling R5-5).

A natural beats any hand without one, scoring 3 points to 0, and ties any
other natural, whatever the two naturals are (art. 9 I). Art. 9 I defines three
flushes and three straights row by row; that a natural is judged on the 13
cards however they are laid out, and is never a foul, is ruling R5-5.

In some items a place shows its 13 cards unsorted: decide whether the cards
can make a natural.
</source>
        <translation>報到是本身就能勝出的手牌。第51/89/M號訓令第九條I列出四種，由高至低為：

- 一條龍：13張牌有13種不同點數，由A至K。
- 六對半：六對加一張散牌；第九條I補充說四條可當作兩對。三條算作一對加一張散牌，是賭場的解讀（解讀 R5-5），並非該條的字眼。
- 三同花：三道各自是同一花色。
- 三順子：三道各自是連續的牌。在3張牌的頭道中，A-2-3和Q-K-A算作順子；K-A-2則不算（解讀 R5-5）。

檢查每個位置，包括莊家的位置。符合多種報到的手牌，按上述次序以排最前者命名：同時是三同花的一條龍稱為一條龍，同時是三順子的三同花稱為三同花（解讀 R5-5）。

報到勝過任何沒有報到的手牌，以3分對0分計，而與任何其他報到打和，不論兩者是哪種報到（第九條I）。第九條I逐道定義三同花和三順子；報到按13張牌判定，不論如何擺放，且永不算倒水，這是解讀 R5-5。

在某些題目中，一個位置的13張牌未經整理：判斷這些牌能否組成報到。

葡文用語：報到——jogo feito ou natural；一條龍——dragão；六對半——seis pares e meio；三同花——três cores；三順子——três sequências（第九條I）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seat 1 holds every rank from ace to king: a dragon. Seat 2 has two queens
and no king, so it has only 12 ranks: no dragon, and no other natural
either. Seat 3 has four pairs: not enough for six pairs and a half.
</source>
        <translation>1號座位持有由A至K的每種點數：一條龍。2號座位有兩張Q而沒有K，所以只有12種點數：不是一條龍，也沒有其他報到。3號座位有四對：不足以成六對半。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seat 1: the four kings count as two pairs, with 9-9, 6-6, 4-4 and 2-2 that
makes six pairs and the odd ace (art. 9 I). Seat 2: five pairs plus three
threes, which the house counts as a pair and an odd card (ruling R5-5): six
pairs and a half. Seat 3 has only five
pairs and three odd cards. The banker has pairs of twos, fours, sixes, aces
and sevens, and three fives spread over its rows: the fives give the sixth
pair and the odd card, wherever they sit.
</source>
        <translation>1號座位：四張K算作兩對，加上9-9、6-6、4-4和2-2，成六對加散牌A（第九條I）。2號座位：五對加三張3，賭場把三張3算作一對加一張散牌（解讀 R5-5）：六對半。3號座位只有五對和三張散牌。莊家有一對2、一對4、一對6、一對A和一對7，以及分散在各道的三張5：不論這些5放在哪裏，它們都提供第六對和散牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seats 1 and 3 have one suit in every row, the 3-card front included: three
flushes (seat 1 holds two twos, so it is not a dragon). Seat 2 has two flushes, but its front mixes a heart with two clubs,
and its six hearts and seven clubs cannot be split into rows of 3, 5 and 5
cards of one suit: no natural. The banker has three fours, a pair of fives
and a pair of twos: no natural either.
</source>
        <translation>1號及3號座位每一道都是同一花色，包括3張的頭道：三同花（1號座位有兩張2，所以不是一條龍）。2號座位有兩道同花，但它的頭道混了一張紅心和兩張梅花，而它的六張紅心和七張梅花無法分成3張、5張和5張各自同一花色的三道：沒有報到。莊家有三張4、一對5和一對2：同樣沒有報到。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seat 1&apos;s front A-2-3 and seat 2&apos;s front Q-K-A both count as sequences, and
their middle and back rows are straights: three straights each. Seat 3&apos;s
front K-A-2 does not count as a sequence, so it has two straights and no
natural (and without a queen its king cannot sit in any straight).
</source>
        <translation>1號座位頭道的A-2-3和2號座位頭道的Q-K-A都算作順子，而它們的中道和尾道都是順子：各自是三順子。3號座位頭道的K-A-2不算順子，所以它只有兩個順子，沒有報到（而且沒有Q，它的K無法放進任何順子）。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seat 1 is three flushes and three straights, but it also holds 13
different ranks: the dragon comes first in art. 9 I, so it is a dragon.
Seat 2 is three flushes and three straights: three flushes comes first.
Its middle straight flush beats its back one, but a natural is never a
foul. Seat 3&apos;s royal flush is a strong back row, not a natural.
</source>
        <translation>1號座位是三同花兼三順子，但它也持有13種不同點數：一條龍在第九條I中排最前，所以它是一條龍。2號座位是三同花兼三順子：三同花排在前面。它中道的同花順勝過尾道的同花順，但報到永不算倒水。3號座位的皇家同花順只是很強的尾道，不是報到。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Count pairs, with four of a kind as two pairs (art. 9 I) and three of a kind
as one pair and an odd card (house ruling R5-5). Seat 1: two sets of three give two pairs, with K-K, 9-9 and 3-3 that
is five pairs and three odd cards: no natural. Seat 2: four queens (two
pairs), three sevens (one pair), and J-J, 6-6, 4-4: six pairs and the odd
seven. Seat 3: two fours of a kind (four pairs) with 9-9 and 3-3: six pairs
and the odd ace. The banker has five pairs and three odd cards.
</source>
        <translation>數對子，四條算作兩對（第九條I），三條算作一對加一張散牌（賭場解讀 R5-5）。1號座位：兩組三條提供兩對，加上K-K、9-9和3-3，是五對和三張散牌：沒有報到。2號座位：四張Q（兩對）、三張7（一對），加上J-J、6-6、4-4：六對加散牌7。3號座位：兩組四條（四對）加9-9和3-3：六對加散牌A。莊家有五對和三張散牌。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seat 1 has exactly 3 hearts, 5 spades and 5 clubs: one suit per row, three
flushes. Seat 2 has 4 hearts, 4 spades and 5 diamonds: no way to fill a
3-card row and two 5-card rows with one suit each. Seat 3 can be set as
A-2-3, 3-4-5-6-7 and 8-9-10-J-Q: three straights. The banker has no natural.
</source>
        <translation>1號座位正好有3張紅心、5張黑桃和5張梅花：每道一種花色，三同花。2號座位有4張紅心、4張黑桃和5張方塊：無法以各自同一花色填滿一道3張和兩道5張。3號座位可擺成A-2-3、3-4-5-6-7和8-9-10-J-Q：三順子。莊家沒有報到。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>The banker holds 13 different ranks: a dragon, even though its rows would
otherwise be out of order. Seat 1 (Q-K-A in front) and seat 3 (J-Q-K in
front, A-2-3-4-5 in the middle) hold three straights. Seat 2&apos;s front K-A-2
is not a sequence.
</source>
        <translation>莊家持有13種不同點數：一條龍，即使它的各道本來順序不對。1號座位（頭道Q-K-A）和3號座位（頭道J-Q-K，中道A-2-3-4-5）持有三順子。2號座位頭道的K-A-2不是順子。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>Thirteen cards: pay it in chips</source>
        <translation>十三張：用籌碼賠付</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>The dealer is the banker, and the banker collects or pays every bet
(Portaria 51/89/M art. 2 a, 2 c). Once a seat is settled, the croupier
pays its win beside the stake, built from the chips of the table&apos;s set.
Work out the amount first, then build it.

1. The amount is the regulation&apos;s. A seat that wins is paid a prize of half
   its stake, less a commission of 2 % for the house (art. 11). Ruling R5-7:
   the 2 % is taken on the prize, and both are rounded DOWN to the chip unit
   (ruling R0-3). A stake of 100 wins a prize of 50, less 1: the croupier
   pays 49. At a table whose chip unit is 5, the 1 rounds down to 0 and the
   croupier pays 50. A push returns the stake; a loss is collected.
2. The chips are the house&apos;s. No regulation says how a payment is made up:
   the house pays in the fewest chips its set allows, the largest chip first.
   49 is one 25, four 5s and four 1s (nine chips), not forty-nine 1s.
3. The chip legend on the table shows the set; there is no chip smaller
   than the chip unit.

A payment with the right amount but more chips than needed earns half the
marks.

The cards are always dealt to all four places (art. 2 c). The article says no more
about a place nobody bets on; house practice (no ruling): it keeps its 13 cards
unsorted, is not played, and so is neither judged nor settled.
</source>
        <translation>派牌員就是莊家，莊家收取或賠付每一注（第51/89/M號訓令第二條a項、c項）。一個座位結算後，荷官把它贏得的款項放在注碼旁邊，用該枱籌碼組合中的籌碼砌出。先計出金額，再砌籌碼。

1. 金額由規例決定。贏的座位獲付相當於其注碼一半的獎金，減去賭場2 %的佣金（第十一條）。解讀 R5-7：2 %按獎金計算，兩者均向下取整至籌碼單位（解讀 R0-3）。注碼100贏得獎金50，減1：荷官賠付49。在籌碼單位為5的牌枱，該1向下取整為0，荷官賠付50。和局退回注碼；輸則收取注碼。
2. 籌碼由賭場決定。規例沒有規定賠付如何組成：賭場以其籌碼組合所能做到的最少籌碼賠付，由最大的籌碼開始。49是一個25、四個5及四個1（九個籌碼），不是四十九個1。
3. 枱上的籌碼圖例列出籌碼組合；沒有比籌碼單位更小的籌碼。

金額正確但用了多於所需的籌碼，只得一半分數。

四個位置永遠都要派牌（第二條c項）。條文對無人下注的位置沒有再作規定；本場慣例（無解讀條文）：該位置保留其13張未經整理的牌，不參與牌局，因此既不判定倒水，也不結算。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>Seat 1 wins all three rows. Half of 100 is 50, less 2 % of 50 (1): 49.
One 25 leaves 24, four 5s leave 4, four 1s: nine chips.
</source>
        <translation>1號座位贏全部三道。100的一半是50，減去50的2 %（1）：49。一個25餘24，四個5餘4，四個1：九個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>Seat 2 loses; seat 3 wins 2 rows to 1. Half of 150 is 75; 2 % of 75 is
1.5, rounded down to 1: 74. Two 25s, four 5s, four 1s.
</source>
        <translation>2號座位輸；3號座位以2道對1道贏。150的一半是75；75的2 %是1.5，向下取整為1：74。兩個25、四個5、四個1。</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>Seat 1 pushes 3 to 3 and is paid nothing. Seat 2 wins 12 to 1: half of
100 is 50, and 2 % of 50 is 1, rounded down to the chip unit of 5: 0. The
croupier pays 50, two 25s.
</source>
        <translation>1號座位以3比3和局，不獲賠付。2號座位以12比1贏：100的一半是50，而50的2 %是1，向下取整至籌碼單位5：0。荷官賠付50，兩個25。</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>The A-2-3-4-5 straight flush beats the banker&apos;s K-high one: 5 to 3. Half
of 3,000 is 1,500; 2 % of 1,500 is 30, rounded down to the chip unit of 25:
25. The croupier pays 1,475: one 1,000, four 100s, three 25s.
</source>
        <translation>A-2-3-4-5同花順勝過莊家的K高同花順：5比3。3,000的一半是1,500；1,500的2 %是30，向下取整至籌碼單位25：25。荷官賠付1,475：一個1,000、四個100、三個25。</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>The banker&apos;s front aces beat its middle kings: the banker fouls and pays.
Half of 500 is 250, less 2 % of 250 (5): 245. Two 100s, one 25, four 5s.
</source>
        <translation>莊家頭道的一對A勝過其中道的一對K：莊家倒水，要賠付。500的一半是250，減去250的2 %（5）：245。兩個100、一個25、四個5。</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>Six pairs and a half is a natural: it wins 3 to 0 however strong the
banker&apos;s rows. Half of 2,000 is 1,000, less 2 % (20): 980. One 500, four
100s, three 25s and one 5.
</source>
        <translation>六對半是報到：無論莊家的各道多強，都以3比0贏。2,000的一半是1,000，減去2 %（20）：980。一個500、四個100、三個25及一個5。</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>One unit of 50: the prize is 25, and 2 % of 25 is 0.5, rounded down to 0.
The croupier pays 25, a single chip.
</source>
        <translation>一個單位50：獎金是25，而25的2 %是0.5，向下取整為0。荷官賠付25，只需一個籌碼。</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>Half of 1,500 is 750; 2 % of 750 is 15, rounded down to the chip unit of
25: 0. The croupier pays 750: one 500, two 100s and two 25s.
</source>
        <translation>1,500的一半是750；750的2 %是15，向下取整至籌碼單位25：0。荷官賠付750：一個500、兩個100及兩個25。</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>Thirteen cards: settling the seats</source>
        <translation>十三張：結算各座位</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>Each seat plays its three rows against the banker&apos;s three rows, front against
front, middle against middle, back against back (Portaria 51/89/M art. 8).

1. Fouls and naturals first (ruling R5-4, R5-5). A fouled seat loses its stake
   whatever the banker holds. A fouled banker pays every seat that did not
   foul. A natural beats a hand without one, 3 points to 0, and ties another
   natural; row points are not counted then.
2. Otherwise compare the rows. When the two rows hold cards of identical
   ranks, the banker wins the row (art. 10; ruling R5-6).
3. The winner of a row scores points for the winner&apos;s own combination in that
   row (art. 9 II; ruling R5-6):

   | combination | front | middle | back |
   |---|---|---|---|
   | royal flush or straight flush | - | 10 | 5 |
   | four of a kind | - | 8 | 4 |
   | full house | - | 2 | 1 |
   | three of a kind | 3 | 1 | 1 |
   | anything else | 1 | 1 | 1 |

   Remember the straights of this game: A-2-3-4-5 is the second highest
   straight and, suited, the highest straight flush below the royal flush
   (ruling R5-3).
4. Add the points. The seat wins if its total is higher than the banker&apos;s,
   loses if lower, and pushes if equal (art. 8).
5. Pay. Art. 11 pays a winner &quot;half the value of his bet, less a 2 % commission
   for the house&quot;; it does not say what the 2 % is taken on. Ruling R5-7: the
   house takes 2 % of the prize (half the stake); both are rounded down to the
   chip unit. A stake of 100 wins a prize
   of 50, less 1 commission: net +49. A losing seat loses its stake; a push
   returns it (art. 8; ruling R5-7). The player stakes &quot;em termos de
   1, 2 ou 3 pontos&quot; (art. 11); ruling R5-7 reads a &quot;ponto&quot; as the table&apos;s bet
   unit, so at a table with a unit of 50 the stakes are 50, 100 or 150, nothing
   else. The banker is the
   &quot;banqueiro&quot;; a fouled hand is in &quot;falta&quot; (art. 7); a natural is &quot;jogo feito&quot;.

The cards are always dealt to all four places (art. 2 c). The article says no more
about a place nobody bets on; house practice (no ruling): it keeps its 13 cards
unsorted, is not played, and so is neither judged nor settled.
</source>
        <translation>每個座位以它的三道對莊家的三道，頭道對頭道，中道對中道，尾道對尾道（第51/89/M號訓令第八條）。

1. 先看倒水和報到（解讀 R5-4、R5-5）。倒水的座位不論莊家持有甚麼都輸掉其注碼。倒水的莊家要賠付每個沒有倒水的座位。報到勝過沒有報到的手牌，以3分對0分計，與另一個報到打和；此時不計各道的分數。
2. 否則比較各道。當兩道的牌點數完全相同時，莊家贏該道（第十條；解讀 R5-6）。
3. 贏得一道者按自己在該道的組合得分（第九條II；解讀 R5-6）：

   | 組合 | 頭道 | 中道 | 尾道 |
   |---|---|---|---|
   | 皇家同花順或同花順 | - | 10 | 5 |
   | 四條 | - | 8 | 4 |
   | 葫蘆 | - | 2 | 1 |
   | 三條 | 3 | 1 | 1 |
   | 其他 | 1 | 1 | 1 |

   記住這個遊戲的順子：A-2-3-4-5是第二大的順子，同花色時是僅次於皇家同花順的最大同花順（解讀 R5-3）。
4. 把分數相加。座位的總分高於莊家即贏，低於莊家即輸，相等即和（第八條）。
5. 派彩。第十一條向贏家支付「其下注金額的一半，減去賭場2 %的佣金」；該條沒有說明2 %是按甚麼計算。解讀 R5-7：賭場收取彩金（注碼的一半）的2 %；兩者都向下取整至籌碼單位。注碼100贏得彩金50，減去佣金1：淨額+49。輸的座位輸掉其注碼；和局則退還注碼（第八條；解讀 R5-7）。玩家「以1、2或3分」下注（第十一條）；解讀 R5-7 把分（葡文：ponto）理解為該枱的投注單位，所以在投注單位為50的枱上，注碼只可以是50、100或150。莊家——葡文：banqueiro；倒水——葡文：falta（第七條）；報到——葡文：jogo feito。

四個位置永遠都要派牌（第二條c項）。條文對無人下注的位置沒有再作規定；本場慣例（無解讀條文）：該位置保留其13張未經整理的牌，不參與牌局，因此既不判定倒水，也不結算。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The table&apos;s bet unit is 50 (art. 11; ruling R5-7). Seat 1 wins all three rows (3 to 0):
half of 100 is 50, less 2 % (1): +49.
Seat 2 wins only the back (1 to 2): it loses its 50. Seat 3 wins the middle
and the back (2 to 1): its 3 units of 50 win half of 150, 75, and 2 % of 75 is
1.5, rounded down to 1, so it nets +74.
</source>
        <translation>該枱的投注單位是50（第十一條；解讀 R5-7）。1號座位贏全部三道（3比0）：100的一半是50，減去2 %（1）：+49。2號座位只贏尾道（1比2）：輸掉它的50。3號座位贏中道和尾道（2比1）：它3個單位的50贏得150的一半，即75，而75的2 %是1.5，向下取整為1，所以淨額+74。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>Seat 1&apos;s front K-9-4 has the same ranks as the banker&apos;s: the banker wins that
row (art. 10). With the middle to the banker and the back flush to the seat,
the score is 1 to 2, a loss, not a push. Seat 2 wins the front with its ace,
but its middle J-J-5-5-2 is identical in rank to the banker&apos;s, so the banker
takes it; the banker&apos;s straight wins the back: 1 to 2 again.
</source>
        <translation>1號座位頭道的K-9-4與莊家的點數相同：莊家贏該道（第十條）。中道歸莊家，尾道的同花歸該座位，比分是1比2，是輸，不是和。2號座位以A贏頭道，但它中道的J-J-5-5-2與莊家的點數完全相同，所以由莊家贏得；莊家的順子贏尾道：又是1比2。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>Seat 1 wins the front with three fives: 3 points. The banker wins the middle
with its full house (2 points in the middle) and the back with its full
house (1 point in the back): 3 points. 3 to 3 is a push. Seat 2 loses the
front (1 to the banker) but scores 8 for four sixes in the middle and 4 for
four aces in the back: 12 to 1, a win of +49.
</source>
        <translation>1號座位以三條5贏頭道：3分。莊家以葫蘆贏中道（中道2分），以葫蘆贏尾道（尾道1分）：3分。3比3是和局。2號座位輸頭道（莊家得1分），但中道的四條6得8分，尾道的四條A得4分：12比1，贏+49。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>Seat 1&apos;s A-2-3-4-5 of clubs is the highest straight flush, above the
banker&apos;s K-high one: the seat scores 5 for a straight flush in the back. The
banker scores 1 (front pair) and 2 (full house in the middle): 5 to 3, a
win. Seat 2 scores 1 for its front aces and 5 for its royal flush in the
back; the banker scores 2 for the middle: 6 to 2. Half of 200 is 100, less
2: +98.
</source>
        <translation>1號座位的梅花A-2-3-4-5是最大的同花順，大於莊家K高的同花順：該座位以尾道同花順得5分。莊家得1分（頭道對子）和2分（中道葫蘆）：5比3，贏。2號座位以頭道的一對A得1分，以尾道的皇家同花順得5分；莊家以中道得2分：6比2。200的一半是100，減去2：+98。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The banker&apos;s front pair of aces beats its middle pair of kings: the banker
fouls and pays every seat that did not foul, however weak. Seat 1 wins +49.
Seat 2 fouls too (its front jacks beat its middle tens): a fouled seat loses
its stake whatever the banker holds, so it loses 50. Seat 3 wins: half of
150 is 75, 2 % of 75 is 1.5, rounded down to 1: +74.
</source>
        <translation>莊家頭道的一對A勝過它中道的一對K：莊家倒水，要賠付每個沒有倒水的座位，不論其牌多弱。1號座位贏+49。2號座位也倒水（它頭道的一對J勝過中道的一對10）：倒水的座位不論莊家持有甚麼都輸掉其注碼，所以輸50。3號座位贏：150的一半是75，75的2 %是1.5，向下取整為1：+74。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The banker holds trips, four of a kind and a straight flush, but no
natural. Seat 1 holds six pairs and a half and seat 3 three flushes: each
natural wins 3 points to 0, and rows are not compared. Seat 3&apos;s middle flush
beats its back flush, but a natural is never a foul. Seat 2 has no natural
and loses every row.
</source>
        <translation>莊家持有三條、四條和同花順，但沒有報到。1號座位持有六對半，3號座位持有三同花：每個報到都以3分對0分勝出，不比較各道。3號座位中道的同花勝過尾道的同花，但報到永不算倒水。2號座位沒有報到，每道都輸。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The banker holds six pairs and a half. Seat 1&apos;s dragon is a higher natural
in art. 9 I, but two naturals always tie, whatever they are: push. Seat 2&apos;s
two straight flushes are not a natural, so the banker&apos;s natural wins 3 to 0.
Seat 3 fouls (front threes over middle twos) and loses its stake.
</source>
        <translation>莊家持有六對半。1號座位的一條龍在第九條I中是較高的報到，但兩個報到不論是甚麼都永遠打和：和局。2號座位的兩個同花順不是報到，所以莊家的報到以3比0勝出。3號座位倒水（頭道的三條3大於中道的一對2），輸掉其注碼。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The betting unit is 50, so the seats stake 1, 2 and 3 units. All three win.
1 unit: prize 25, commission 2 % of 25 = 0.5, rounded down to 0: +25.
2 units: prize 50, commission 1: +49. 3 units: prize 75, commission 1.5,
rounded down to 1: +74.
</source>
        <translation>投注單位是50，所以各座位的注碼是1、2和3個單位。三個座位都贏。1個單位：彩金25，佣金為25的2 % = 0.5，向下取整為0：+25。2個單位：彩金50，佣金1：+49。3個單位：彩金75，佣金1.5，向下取整為1：+74。
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The bet unit is 250, so the stakes are 1, 2 and 3 units, and the smallest
chip is 5: the prize and the commission are each rounded down to it.
Stake 250: prize 125, 2 % is 2.5, rounded down to 0: +125. Stake 500:
prize 250, commission 5: +245. Stake 750: prize 375, 2 % is 7.5, rounded
down to 5: +370.
</source>
        <translation>投注單位是250，所以注碼是1、2和3個單位，最小的籌碼是5：彩金和佣金各自向下取整至5。注碼250：彩金125，2 %是2.5，向下取整為0：+125。注碼500：彩金250，佣金5：+245。注碼750：彩金375，2 %是7.5，向下取整為5：+370。
</translation>
    </message>
</context>
<context>
    <name>ruling</name>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R0-1 Seats are numbered 1..N **clockwise from the croupier&apos;s left** (non-banked rule 6). &quot;To the left of seat k&quot; is the next seat clockwise; &quot;to the right of seat k&quot; is the next seat counterclockwise. Counterclockwise order is decreasing seat number.</source>
        <comment>R0-1</comment>
        <translation>R0-1 座位按**由荷官左方起順時針方向**編號為1..N（非莊家遊戲規則第六條）。「座位k的左方」指順時針方向的下一個座位；「座位k的右方」指逆時針方向的下一個座位。逆時針次序即座位號碼遞減的次序。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R0-2 Cards are written rank+suit: ranks `A K Q J T 9 8 7 6 5 4 3 2` (`10` accepted for `T` on input), suits `s h c d`. Output always uses the two-character form.</source>
        <comment>R0-2</comment>
        <translation>R0-2 牌以點數+花色表示：點數 `A K Q J T 9 8 7 6 5 4 3 2`（輸入時接受以 `10` 代替 `T`），花色 `s h c d`。輸出一律使用兩個字元的形式。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R0-3 Amounts are integers, multiples of the table&apos;s chip unit (param `chip_unit`, default 1). Where the rules make an amount fractional: what the house **pays** (a 3:2 or 1:2 payout, a 13-card prize) is rounded **down** to the chip unit; a commission is rounded **down**; the half bet a Q Poker player **forfeits** on a fold is rounded **up**; a split pot leaves whole units that the game&apos;s odd-chip rule hands out (R1-4).</source>
        <comment>R0-3</comment>
        <translation>R0-3 金額為整數，且為該枱籌碼單位的倍數（參數 `chip_unit`，預設為1）。凡規則令金額出現非整數時：賭場**支付**的款項（3:2或1:2的派彩、十三張的獎金）按籌碼單位**向下**取整；佣金**向下**取整；Q Poker玩家棄牌時**輸掉**的半個比牌注**向上**取整；分底池後剩下的整數單位，按該遊戲的餘數籌碼規則分配（R1-4）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R0-4 A scenario with a duplicated card, a card not in the game&apos;s deck, or the wrong number of cards for a seat is invalid input: refuse it with a message naming the seat and card, never guess.</source>
        <comment>R0-4</comment>
        <translation>R0-4 情境中如有重複的牌、不屬於該遊戲所用一副牌的牌，或某座位的牌數不正確，即屬無效輸入：須予拒絕，並以訊息指明有關座位及牌，絕不猜測。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R0-5 **Tables a trainee is shown** must be tables the regulation allows. The engine (`trainer solve`) still solves any well-formed table, so it can check a scenario, but every lesson item, generated item, exam item and hand (`trainer hand`, run the table) stays within: `holdem`, `omaha`, `sintetico` — a hand is dealt to **at least four players** (rule 24: &quot;A partida não pode iniciar-se nem prosseguir sem que haja um mínimo de quatro jogadores&quot;; seats may fold down to two within the hand), at most the rule set&apos;s seats; `omaha-macau` — at least two (art. 2.3), ten seats unless the house chooses more (art. 2.1-2.2); `stud` — 2 to 7 seats (art. 3), an entry (&quot;bolo de entrada&quot;) of **$20 or $100** (art. 6-7), and every seat starts the hand with at least $500 (entry $20) or $1,000 (entry $100), since a player below that must top up after the hand (art. 6); `thirteen` — the banker and three seats, stakes of **1, 2 or 3 points** of the table&apos;s bet unit, which every settle item states (art. 11, R5-7); `qpoker` — one or more spots played, up to the table&apos;s player places (art. 2: eight or more places, the croupier&apos;s included); the limits of R8-5. A board shows the cards its round has dealt (a round-3 hold&apos;em question shows flop and turn). `trainer lessons check` refuses a table outside these bounds, naming the file, item and field.</source>
        <comment>R0-5</comment>
        <translation>R0-5 **向學員展示的牌枱**必須是規例容許的牌枱。引擎（`trainer solve`）仍會解答任何格式正確的牌枱，以便核對情境；但每道課程題目、自動生成的題目、考試題目及每一局（`trainer hand`，主持牌枱）都須在以下範圍之內：`holdem`、`omaha`、`sintetico` ——每局派牌給**至少四位玩家**（規則第二十四條：&quot;A partida não pode iniciar-se nem prosseguir sem que haja um mínimo de quatro jogadores&quot;；局中座位可因棄牌而減至兩個），最多為該規則組所設的座位數；`omaha-macau` ——至少兩位（第二條第三款），十個座位，除非賭場選用更多座位（第二條第一款至第二款）；`stud` ——2至7個座位（第三條），底注（&quot;bolo de entrada&quot;）為**$20或$100**（第六條至第七條），而每個座位開局時最少有$500（底注$20）或$1,000（底注$100），因為本金低於此數的玩家須在該局之後補足本金（第六條）；`thirteen` ——莊家及三個座位，注碼為該枱投注單位的**1、2或3個&quot;pontos&quot;（分）**，每道結算題目均會註明（第十一條，R5-7）；`qpoker` ——參與的投注位一個或以上，最多為該枱的玩家位置數（第二條：八個或以上的位置，包括荷官的位置）；以及R8-5的限注。公共牌只顯示其所屬一輪已派出的牌（德州撲克第3輪的問題顯示翻牌及轉牌）。`trainer lessons check` 會拒絕超出上述範圍的牌枱，並指明檔案、題目及欄位。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R1-1 **Uncalled bet.** If one seat has committed more than every other seat, the excess over the second-largest commitment is returned to it. It is not in any pot and bears no commission (stud art. 9 says so explicitly).</source>
        <comment>R1-1</comment>
        <translation>R1-1 **無人跟注的注額。** 如某座位投入的籌碼多於其他每一個座位，其超出第二大投入額的部分退還該座位。該部分不屬任何底池，亦不收取佣金（梭哈規例第九條對此有明文規定）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R1-2 **Side pots** are built by commitment levels of the seats still in the hand (non-banked rule 38: one side pot per distinct all-in amount; stud art. 11 a): the main pot takes from every seat, folded or not, up to the smallest all-in level; each next pot takes the next layer. Folded seats contribute but are never eligible. Rules 49-50 (&quot;proportional part&quot;) are read as this layering: when every caller matched the full bet it gives the same amounts, and it is the only reading that keeps rule 38.</source>
        <comment>R1-2</comment>
        <translation>R1-2 **邊池**按仍在牌局中各座位的投入額層級建立（非莊家遊戲規則第三十八條：每一個不同的全押金額設一個邊池；梭哈規例第十一條a項）：主池向每一個座位（不論是否已棄牌）收取至最小全押層級為止的金額；其後每個底池收取下一層。已棄牌的座位須計入投入，但永不具資格贏取任何底池。規則第四十九條至第五十條（「按比例部分」）解讀為此分層方式：當每名跟注者均已跟足全額注碼時，兩者得出的金額相同，且這是唯一能維持規則第三十八條的解讀。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R1-3 **Splits.** Each pot goes to the best hand(s) among its eligible seats. Tied winners of a pot share it equally (stud art. 4; non-banked rule 66 &quot;in proportion to their bets&quot; is equal within a layer; Omaha 2010 art. 10.4) in whole chip units.</source>
        <comment>R1-3</comment>
        <translation>R1-3 **分池。** 每個底池歸其具資格座位中牌最大的一手或多手牌。同一底池的平手贏家以整數籌碼單位平分該底池（梭哈規例第四條；非莊家遊戲規則第六十六條所述「按其注額比例」，在同一層內即為平均分配；2010年奧馬哈規例第十條第四款）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R1-4 **Odd chips** (the units left after an equal split) go one unit each to tied winners in this order **(param `odd_chip`)**: - `omaha-macau`: **the whole remainder to one winner**, the first tied winner of that pot clockwise from the croupier&apos;s left (lowest seat number) — art. 10.5: &quot;o valor remanescente … acresce à mão **do participante** ainda em jogo imediatamente à esquerda do «croupier»&quot; (one participant, read among the tied winners). Three winners of 1,570 in units of 5: 530 / 520 / 520, not 525 / 525 / 520. - `holdem`, `omaha`, `sintetico`: starting from the winner at or next clockwise from the seat holding &quot;a mão&quot; (the marker) — rule 67. - `stud`: starting from the winner first in dealing order (from the croupier&apos;s right, counterclockwise: highest seat number first) — regulation silent.</source>
        <comment>R1-4</comment>
        <translation>R1-4 **餘數籌碼**（平分後剩下的單位）按以下次序逐一分給平手贏家，每人一個單位 **（參數 `odd_chip`）**：- `omaha-macau`：**全部餘數歸一名贏家**，即該底池中由荷官左方起順時針方向的第一名平手贏家（座位號碼最小者）——第十條第五款：&quot;o valor remanescente … acresce à mão **do participante** ainda em jogo imediatamente à esquerda do «croupier»&quot;（一名參與者，在平手贏家之中解讀）。三名贏家分1,570，單位為5：530 / 520 / 520，而非525 / 525 / 520。- `holdem`、`omaha`、`sintetico`：由持有&quot;a mão&quot;（按鈕，即莊位）的座位上的贏家開始，或如該座位並非贏家，則由其順時針方向的下一名贏家開始——規則第六十七條。- `stud`：由派牌次序最先的贏家開始（由荷官右方起逆時針方向：座位號碼最大者先）——規例未有規定。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R1-5 **Commission** is computed per pot, main pot first, each pot charged `floor_to_unit(pot × percent)`, until the hand&apos;s cap (if any) is reached, and taken from that pot before it is split (non-banked rule 65: &quot;taken from each payment&quot; — read as each pot&apos;s payment; a seat winning two pots pays the two pots&apos; commissions, each rounded down, which is this ruling, not the regulation&apos;s words: lessons cite R1-5 for it). Parameters per rule set: - `stud`: 4 % of the pot, no cap; the uncalled final bet is excluded (art. 9). The published text marks art. 9 &quot;Alterado — Consulte também: Portaria n.º 118/89/M&quot;; that amendment is not in our sources, so 4 % is the default and a house sets its current rate with `commission`; lessons say so rather than teach 4 % as the law in force. The flat initial commission of art. 8 (equal to the pot-money entry, $20 or $100) is taken before the deal and is not part of any pot. - `omaha-macau`: `percent` 3-5 % (param, default 5 %), cap 5 × big blind (art. 16). - `holdem`/`omaha`/`sintetico`: up to 5 % of each hand (rule 7 a), optional cap (param, default none); session-fee mode (rule 7 b) is not a per-hand commission. A scenario may set `commission: none`. Commission is charged on every hand, also one won without a showdown (stud art. 9 and rule 7 a charge &quot;each hand&quot;).</source>
        <comment>R1-5</comment>
        <translation>R1-5 **佣金**按每個底池計算，由主池開始，每個底池收取 `floor_to_unit(pot × percent)`，直至達到該手牌的上限（如有）為止，並在該底池分配之前從中扣除（非莊家遊戲規則第六十五條：「從每筆派彩中收取」——解讀為每個底池的派彩；贏得兩個底池的座位須支付兩個底池的佣金，各自向下取整，此為本解讀而非規例原文：課程就此引用R1-5）。各規則組的參數：- `stud`：底池的4 %，無上限；最後一筆無人跟注的注額不計在內（第九條）。已公佈的文本在第九條註明&quot;Alterado — Consulte também: 第118/89/M號訓令&quot;（已修改——另見第118/89/M號訓令）；該修改不在我們的資料來源內，故以4 %作為預設值，賭場以 `commission` 設定其現行費率；課程須如此說明，而不應把4 %當作現行有效的法律教授。第八條所定的固定初始佣金（相等於入池款額，$20或$100）在派牌前收取，不屬任何底池。- `omaha-macau`：`percent` 3-5 %（參數，預設5 %），上限為5 × 大盲注（第十六條）。- `holdem`/`omaha`/`sintetico`：每手牌最多5 %（規則第七條a項），可設上限（參數，預設無）；按場收取（場費）的方式（規則第七條b項）並非每手牌的佣金。情境可設定 `commission: none`。每手牌均收取佣金，包括未經攤牌而贏得的牌局（梭哈規例第九條及規則第七條a項均規定「每手牌」收取）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R1-6 Conservation: for every settled hand, sum of payouts + commission = sum of commitments. Any engine result that breaks this is a defect.</source>
        <comment>R1-6</comment>
        <translation>R1-6 守恆原則：每一手已結算的牌局，派彩總額 + 佣金 = 投入總額。任何違反此等式的引擎結果均屬缺陷。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R2-1 `holdem`, `omaha`, `sintetico` (rule 62): the first to show is the player who opened the last betting round, then each active player clockwise (to his left). The opener of the last round is the first seat that could act in it (R8-2): holdem/omaha — the first seat clockwise starting at &quot;a mão&quot; (rules 42-46, 85); sintetico — the player who made the highest bet in the previous round (rule 108), given in the scenario — **skipping seats no longer in the hand and seats already all in when that round began** (an all-in seat cannot open a round). A seat still in was all in before the last round when its `committed` is below the highest commitment of the seats still in (it could not have stayed in otherwise), or when the scenario marks it `allin: true`, and it has no action in `final_round`. If at most one seat still in could bet on the last street (no betting round took place), the opener is the first seat still in from the same starting point, all-in or not. Example: marker 4 all in for 300 before the river, seats 7 and 1 bet the river: seat 7 shows first, then 1, 4. The fallback is for a last street **with no betting round** — a board run out because at most one seat could still bet (`final_round: []`); the last round is then the one on the last street, never an earlier street&apos;s. When a round was played on the last street, its opener is found as above even if the others who bet it have since folded: marker 6, seats 6 and 9 all in before the river, seat 4 checks, seat 5 bets, seat 4 folds — seat 5 shows first, then 6, 9.</source>
        <comment>R2-1</comment>
        <translation>R2-1 `holdem`、`omaha`、`sintetico`（規則第六十二條）：首先攤牌的是開啟最後一個下注輪的玩家，其後為每名仍在牌局中的玩家，按順時針方向（向其左方）依次攤牌。最後一輪的開啟者是該輪中第一個可以行動的座位（R8-2）：德州撲克/奧馬哈（holdem/omaha）——由&quot;a mão&quot;起順時針方向的第一個座位（規則第四十二條至第四十六條及第八十五條）；Póquer sintético——在前一輪下注最高的玩家（規則第一百零八條），由情境給定——**跳過已不在牌局中的座位，以及在該輪開始時已全押的座位**（全押座位不能開啟一輪）。仍在牌局中的座位，如其 `committed` 低於仍在牌局中各座位的最高投入額（否則它不可能仍留在牌局中），或情境將其標示為 `allin: true`，且其在 `final_round` 中沒有任何行動，即屬在最後一輪之前已全押。如仍在牌局中的座位至多只有一個能在最後階段下注（沒有進行下注輪），則開啟者為由同一起點起第一個仍在牌局中的座位，不論是否全押。例子：按鈕（莊位）座位4在河牌前以300全押，座位7及1在河牌下注：座位7先攤牌，其後為1、4。此後備規則只適用於**沒有下注輪**的最後階段——即因至多只有一個座位仍能下注，公共牌直接派完（`final_round: []`）；此時的最後一輪是最後階段的一輪，絕不是較早階段的一輪。如最後階段進行了下注輪，即使其他曾在該輪下注的座位其後已棄牌，該輪的開啟者仍按上述方法確定：按鈕在座位6，座位6及9在河牌前已全押，座位4過牌，座位5下注，座位4棄牌——座位5先攤牌，其後為6、9。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R2-2 `omaha-macau`: the regulation only says every active player shows (art. 8.5). House practice: the **last player to bet or raise on the final street** shows first (an all-in counts as what it was — a bet, a raise or a call); if nobody bet on it, the first active seat clockwise from the marker&apos;s left; then clockwise.</source>
        <comment>R2-2</comment>
        <translation>R2-2 `omaha-macau`：規例只規定每名仍在牌局中的玩家均須攤牌（第八條第五款）。賭場慣例：**在最後一輪最後下注或加注的玩家**首先攤牌（全押按其實際性質計算——下注、加注或跟注）；如該輪無人下注，則由按鈕（莊位）左方起順時針方向第一個仍在牌局中的座位首先攤牌；其後按順時針方向依次攤牌。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R2-3 `stud` (art. 10 e): the player with the best **four-card open board** (ranked as in R4-4) shows **last**: showing starts with the player to his right and goes counterclockwise. Suits do not break a tie for this purpose (art. 10 b, last sentence); if two boards tie, the tied player first in dealing order (croupier&apos;s right, counterclockwise) is taken as the best board.</source>
        <comment>R2-3</comment>
        <translation>R2-3 `stud`（第十條e項）：**四張明牌牌面**最大的玩家（按R4-4排列）**最後**攤牌：攤牌由其右方的玩家開始，按逆時針方向進行。就此目的而言，花色不用以分出高下（第十條b項最後一句）；如兩個牌面相同，則以派牌次序（由荷官右方起逆時針方向）最先的平手玩家作為牌面最大者。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R2-4 Folded seats never show. All-in seats show in their place in the order.</source>
        <comment>R2-4</comment>
        <translation>R2-4 已棄牌的座位永不攤牌。全押座位按其在次序中的位置攤牌。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R3-1 `holdem`, `omaha`, `omaha-macau`: 52 cards; ace high or low (A-2-3-4-5 is the lowest straight and the lowest straight flush). Holdem: best five of seven. Omaha (both): **exactly two** hole cards and **exactly three** board cards (non-banked rule 73; Omaha 2010 art. 10.1).</source>
        <comment>R3-1</comment>
        <translation>R3-1 `holdem`、`omaha`、`omaha-macau`：52張牌；A可作大或小（A-2-3-4-5為最小的順子及最小的同花順）。德州撲克：七張中選最佳五張。奧馬哈（兩者）：**恰好兩張**底牌及**恰好三張**公共牌（非莊家遊戲規則第七十三條；2010年奧馬哈規例第十條第一款）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R3-2 `stud`: 40 cards (A K Q J T 9 8 7 6 5). A-5-6-7-8 is the lowest straight and the lowest straight flush (art. 5.6: the ace plays as a &quot;4&quot;). Four of a kind: the kicker never counts. Full house and three of a kind: only the trio counts (art. 5.4, 5.7).</source>
        <comment>R3-2</comment>
        <translation>R3-2 `stud`：40張牌（A K Q J T 9 8 7 6 5）。A-5-6-7-8為最小的順子及最小的同花順（第五條第六款：A作&quot;4&quot;使用）。四條：踢腳牌一律不計。葫蘆及三條：只計其中的三條（第五條第四款、第五條第七款）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R3-3 `sintetico` (rules 95-105): 28 cards (A K Q J T 9 8); A-8-9-T-J is the lowest straight. Each hand uses **exactly both** hole cards and three board cards (rule 97). Order: royal flush, straight flush, four of a kind, **flush above full house**, full house, straight, three of a kind, **figures with pairs** (five cards all from A K Q J with two pairs), **simple figures** (five cards J or higher, no pair), two pair, one pair, high card. Simple figures cannot occur in this deck (only four ranks are J or higher); the engine keeps the category and proves its count is zero.</source>
        <comment>R3-3</comment>
        <translation>R3-3 `sintetico`（規則第九十五條至第一百零五條）：28張牌（A K Q J T 9 8）；A-8-9-T-J為最小的順子。每手牌須使用**恰好全部兩張**底牌及三張公共牌（規則第九十七條）。牌型次序：皇家同花順、同花順、四條、**同花大於葫蘆**、葫蘆、順子、三條、**大牌兩對**（五張牌全部來自A K Q J，並有兩對）、**大牌散牌**（五張J或以上的牌，無對子）、兩對、一對、高牌。大牌散牌在此副牌中不可能出現（只有四個點數為J或以上）；引擎保留此牌型，並證明其組合數為零。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R3-4 Within a category, compare the defining cards, then kickers, high to low, as the articles describe; identical ranks tie. Kickers: holdem/omaha count the kicker of four of a kind, the pair of a full house and the kickers of three of a kind (rule 18); omaha-macau ignores the four-of-a-kind kicker (art. 15.3) and counts the full house pair and the trio&apos;s kickers (art. 15.4, 15.7); stud ignores all three (art. 5). Sintetico ties split in every category (rule 104 names e)-l) only because a)-d) cannot tie with 28 cards).</source>
        <comment>R3-4</comment>
        <translation>R3-4 同一牌型內，按有關條文所述，先比較構成牌型的牌，再比較踢腳牌，由大至小；點數完全相同即為平手。踢腳牌：德州撲克/奧馬哈（holdem/omaha）計算四條的踢腳牌、葫蘆中的對子及三條的踢腳牌（規則第十八條）；omaha-macau不計四條的踢腳牌（第十五條（三）項），但計算葫蘆中的對子及三條的踢腳牌（第十五條（四）項、第十五條（七）項）；stud三者皆不計（第五條）。Póquer sintético在每個牌型中平手均平分（規則第一百零四條只列出e)-l)，僅因a)-d)在28張牌中不可能平手）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R4-1 The croupier deals from his right, counterclockwise: the first open card and the hole card (&quot;carta chave&quot;) to every seat (art. 10 a). Each later open card (the 3rd, 4th and 5th cards) is dealt counterclockwise **starting with the seat that must speak first on the street just ended** — the best board — or, if that seat has folded, the next best board (art. 10 b last paragraph, 10 c ii, 10 c iv).</source>
        <comment>R4-1</comment>
        <translation>R4-1 荷官由其右方起按逆時針方向派牌：向每個座位派發第一張明牌及底牌（&quot;carta chave&quot;）（第十條a項）。其後每張明牌（第3、第4及第5張牌）均按逆時針方向派發，**由剛結束的一輪中須首先發言的座位開始**——即牌面最大者——如該座位已棄牌，則由牌面次大者開始（第十條b項最後一段、第十條c項ii目、第十條c項iv目）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R4-2 Street with one open card: the highest open card must open; equal ranks are broken by suit, spades &gt; hearts &gt; clubs &gt; diamonds (art. 10 b).</source>
        <comment>R4-2</comment>
        <translation>R4-2 有一張明牌的一輪：明牌最大者須開注；點數相同時以花色分高下，黑桃 &gt; 紅心 &gt; 梅花 &gt; 方塊（第十條b項）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R4-3 Street with two open cards: the highest pair showing; with no pair on the table, the highest **second** open card. Street with three open cards: the highest trio; else the highest pair **formed with the third open card** (third with first, or third with second); else the highest **third** open card. Ties on the same ranks are broken by the suit of the highest-suited card involved.</source>
        <comment>R4-3</comment>
        <translation>R4-3 有兩張明牌的一輪：明牌中最大的對子；如枱面上無對子，則為**第二張**明牌最大者。有三張明牌的一輪：最大的三條；否則為**以第三張明牌組成**的最大對子（第三張與第一張，或第三張與第二張）；否則為**第三張**明牌最大者。點數相同的平手，以所涉及的牌中花色最高的一張的花色分高下。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R4-4 Street with four open cards, ranked: possible royal flush (four consecutive suited cards within T-A), possible straight flush (four consecutive suited cards, A-5-6-7 counts as consecutive), four of a kind, possible flush (four suited, not consecutive), possible straight (four consecutive ranks), three of a kind, two pair, pair **formed with the fourth open card**, highest **fourth** open card. Non-consecutive fours (e.g. T-9-7-6) are never a possible straight. Ties within a category: ranks high to low, then suit of the highest card (betting order only).</source>
        <comment>R4-4</comment>
        <translation>R4-4 有四張明牌的一輪，大小排列如下：可成皇家同花順（T至A之內四張連續同花色的牌）、可成同花順（四張連續同花色的牌，A-5-6-7視為連續）、四條、可成同花（四張同花色但不連續）、可成順子（四張連續點數）、三條、兩對、**以第四張明牌組成**的對子、**第四張**明牌最大者。不連續的四張（例如T-9-7-6）永不視為可成順子。同一類別內的平手：由大至小比較點數，然後比較最大一張牌的花色（僅用於決定下注次序）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R4-5 Folded seats are skipped; if the player who must open folds, the duty passes to the next best board by the same ranking.</source>
        <comment>R4-5</comment>
        <translation>R4-5 已棄牌的座位略過；如須開注的玩家棄牌，開注責任按同一排列方式轉至牌面次大者。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-1 Four places always dealt: the banker and seats 1-3 (clockwise from the banker&apos;s left). The four dice are summed and counted **counterclockwise from the banker, the banker counting as 1** (art. 2 b): sum s gives position (s-1) mod 4 in the order banker, seat 3, seat 2, seat 1 (sum 5 → banker, 6 → seat 3, 16 → seat 1). That place gets the first card; dealing continues counterclockwise one card at a time.</source>
        <comment>R5-1</comment>
        <translation>R5-1 一律派發四個位置：莊家及座位1至3（由莊家左方起順時針方向）。四顆骰子點數相加，並**由莊家起按逆時針方向點算，莊家算作1**（第二條b項）：點數總和s對應於莊家、座位3、座位2、座位1此次序中的位置 (s-1) mod 4（總和5 → 莊家，6 → 座位3，16 → 座位1）。該位置獲派第一張牌；其後按逆時針方向每次一張繼續派牌。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-2 Rows: front 3 cards, middle 5, back 5. Front rows rank only as three of a kind, one pair or high card (no straights or flushes in three cards).</source>
        <comment>R5-2</comment>
        <translation>R5-2 各道：頭道3張，中道5張，尾道5張。頭道只分三條、一對或高牌（三張牌不成順子或同花）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-3 Straights in this game (art. 9 II.2 and II.6): A-K-Q-J-T is the highest straight, **A-2-3-4-5 is the second highest**, then K-Q-J-T-9 down to 6-5-4-3-2. For straight flushes, the royal flush is its own category above, and **A-2-3-4-5 suited is the highest straight flush**, then K-high down to 6-high.</source>
        <comment>R5-3</comment>
        <translation>R5-3 本遊戲的順子（第九條II.2及II.6）：A-K-Q-J-T為最大的順子，**A-2-3-4-5為第二大**，其後為K-Q-J-T-9，以下至6-5-4-3-2。同花順方面，皇家同花順為在其之上的獨立牌型，**同花的A-2-3-4-5為最大的同花順**，其後為K高，以下至6高。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-4 **Foul** (art. 7): a seat fouls when its front beats its middle or its middle beats its back. Equal rows are not a foul. Front vs middle compares category first, then the front&apos;s cards against the middle&apos;s cards in the same order (pair rank, then kickers) as far as the front has cards; if those are equal it is not a foul. A fouled seat loses its bet whatever the banker holds; a fouled banker pays every seat that did not foul.</source>
        <comment>R5-4</comment>
        <translation>R5-4 **倒水**（第七條）：座位的頭道大於中道，或中道大於尾道，即屬倒水。各道相等不屬倒水。頭道與中道比較時，先比較牌型，然後在頭道牌數所及範圍內，按相同次序（對子點數，然後踢腳牌）以頭道的牌與中道的牌比較；如該等牌相同，則不屬倒水。倒水的座位不論莊家持何牌，均輸掉其注碼；倒水的莊家須向每個未倒水的座位派彩。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-5 **Naturals** (art. 9 I), judged on the seat&apos;s 13 cards, **however the rows are laid out** (a seat whose cards can make three flushes or three straights has that natural even if it set its rows otherwise, or fouled them): dragon (13 distinct ranks); six pairs and a half (the 13 cards split into six pairs and one card; four of a kind counts as two pairs, three of a kind as a pair and the odd card); three flushes (every row one suit); three straights (every row consecutive; A-2-3 and Q-K-A count in the front). A natural is never a foul, beats any non-natural for 3 points to 0, and ties any other natural. A hand with several naturals is named by the first in art. 9 I order: dragon, six pairs and a half, three flushes, three straights. Row points are not counted when a natural decides, when a seat fouls, or when a fouled banker pays.</source>
        <comment>R5-5</comment>
        <translation>R5-5 **報到**（第九條I）以座位的13張牌判定，**不論各道如何擺放**（座位的牌如能組成三同花或三順子，即使其各道另作擺放或擺成倒水，仍具有該報到）：一條龍（13個不同點數）；六對半（13張牌分成六對加一張單張；四條算作兩對，三條算作一對加一張單張）；三同花（每道同一花色）；三順子（每道點數連續；A-2-3及Q-K-A在頭道均視為連續）。報到永不屬倒水，以3分對0分勝過任何非報到的牌，並與任何其他報到打和。具有多於一種報到的牌，以第九條I所列次序中的第一種命名：一條龍、六對半、三同花、三順子。由報到決定勝負、座位倒水或倒水的莊家派彩時，均不計算各道分數。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-6 Rows are compared banker vs seat, row by row. **Identical ranks in a row go to the banker** (art. 10). The winner of a row scores its points by the winner&apos;s combination and row (art. 9 II):</source>
        <comment>R5-6</comment>
        <translation>R5-6 各道由莊家與座位逐道比較。**同一道點數完全相同時歸莊家勝**（第十條）。一道的勝方按勝方的牌型及所在牌道計分（第九條II）：</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-7 **Payout** (art. 11) **(param)**: the stake is placed as 1, 2 or 3 betting units (&quot;pontos&quot;; param `bet_unit`, optional — when set, any other stake is invalid); a winning seat is paid half its stake, less a 2 % house commission on that prize, each rounded down to the chip unit; a losing seat loses its stake; a push returns it.</source>
        <comment>R5-7</comment>
        <translation>R5-7 **派彩**（第十一條）**（參數）**：注碼以1、2或3個投注單位（&quot;pontos&quot;；參數 `bet_unit`，可選——如已設定，任何其他注碼均屬無效）下注；贏的座位獲派其注碼的一半，再從該獎金中扣除2 %的賭場佣金，各自按籌碼單位向下取整；輸的座位輸掉其注碼；和局則退回注碼。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-1 Suits rank spades &gt; hearts &gt; clubs &gt; diamonds (art. 4). Order: straight flush, three of a kind, straight, flush, one pair, three odd cards (art. 8).</source>
        <comment>R6-1</comment>
        <translation>R6-1 花色大小：黑桃 &gt; 紅心 &gt; 梅花 &gt; 方塊（第四條）。牌型次序：同花順、三條、順子、同花、一對、三張散牌（第八條）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-2 Sequences high to low: A-K-Q, K-Q-J, ..., 4-3-2, **A-2-3 lowest** (art. 4.3).</source>
        <comment>R6-2</comment>
        <translation>R6-2 順子由大至小：A-K-Q、K-Q-J、...、4-3-2，**A-2-3最小**（第四條（三）項）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-3 Ties: compare ranks as art. 8 says, then suits: a straight flush or straight by the suit of its highest card (the 3 in A-2-3); a flush by its suit; a pair by the suit of the odd card; odd cards by the suit of the highest card. If two hands are still identical (possible only with several decks), it is a push.</source>
        <comment>R6-3</comment>
        <translation>R6-3 平手：先按第八條所述比較點數，再比較花色：同花順或順子以其最大一張牌的花色比較（A-2-3中的3）；同花以其花色比較；對子以單張的花色比較；散牌以最大一張牌的花色比較。如兩手牌仍完全相同（只可能在使用多副牌時出現），即為和局。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-3b Three of a kind: higher rank wins; equal ranks (several decks) push.</source>
        <comment>R6-3b</comment>
        <translation>R6-3b 三條：點數大者勝；點數相同（多副牌）為和局。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-4 Pair-plus (&quot;Par e combinações vitoriosas&quot;, art. 10), settled first, on the seat&apos;s own hand: straight flush 40:1, three of a kind 30:1, straight 6:1, flush 4:1, pair 1:1, three odd cards lose.</source>
        <comment>R6-4</comment>
        <translation>R6-4 對子或以上（&quot;Par e combinações vitoriosas&quot;，第十條）先行結算，以座位本身的牌計算：同花順40:1，三條30:1，順子6:1，同花4:1，對子1:1，三張散牌輸。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-5 Against the croupier (art. 9): a seat that folds loses **half** its bet. The croupier qualifies with **Q-high or better** (any pair or better qualifies). Croupier not qualified: every seat still playing is paid half its bet (1:2). Qualified and croupier higher: the bet loses. Qualified and seat higher: paid by the seat&apos;s hand — straight flush 3:1, three of a kind 2:1, straight 3:2, any other 1:1.</source>
        <comment>R6-5</comment>
        <translation>R6-5 與荷官比牌（第九條）：棄牌的座位輸掉其比牌注的**一半**。荷官以**Q高或以上**合資格（任何一對或以上均合資格）。荷官不合資格：每個仍在遊戲中的座位獲派其比牌注的一半（1:2）。荷官合資格且荷官較大：比牌注輸掉。荷官合資格且座位較大：按座位的牌型派彩——同花順3:1，三條2:1，順子3:2，其他任何牌1:1。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-6 Irregularities (art. 11) are knowledge items for procedure drills.</source>
        <comment>R6-6</comment>
        <translation>R6-6 違規情況（第十一條）屬程序練習的知識項目。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-1 **Forced bets.** `omaha-macau` (art. 5): the first seat clockwise after the marker posts the small blind, the next the big blind. `holdem`, `omaha` (rules 81-83): the seat holding a mão (the marker) posts the small blind, the seat to its left the big blind. Params `big_blind` (required), `small_blind` (default half the big blind, rounded down to the chip unit). `sintetico` (rule 102) and `stud` (art. 7, &quot;bolo de entrada&quot;): every seat puts param `ante` (required) into the pot before the first round; stud&apos;s house commission of art. 8 is separate and never in the pot. A seat with fewer chips than its forced bet posts what it has and is all in; the amount to call in the first round is still the full big blind.</source>
        <comment>R8-1</comment>
        <translation>R8-1 **強制下注。** `omaha-macau`（第五條）：按鈕（莊位）之後順時針方向的第一個座位下小盲注，下一個座位下大盲注。`holdem`、`omaha`（規則第八十一條至第八十三條）：持有 a mão（按鈕）的座位下小盲注，其左方的座位下大盲注。參數 `big_blind`（必需）、`small_blind`（預設為大盲注的一半，按籌碼單位向下取整）。`sintetico`（規則第一百零二條）及 `stud`（第七條，&quot;bolo de entrada&quot;）：每個座位在第一輪前將參數 `ante`（必需）所定金額放入底池；梭哈第八條的賭場佣金另計，永不計入底池。籌碼少於其強制注的座位，投入其所有籌碼，即屬全押；第一輪的跟注金額仍為完整的大盲注。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-2 **Order.** Seats act one at a time, skipping folded and all-in seats. `omaha-macau`: first round from the seat after the big blind (art. 6.3), the big blind last (art. 6.4); later rounds from the first seat clockwise after the marker, the marker last (art. 6.5, 7.2, 8.2). `holdem`, `omaha`: first round from the seat after the big blind (rule 84); later rounds from a mão, or the first seat still in clockwise from it (rules 42, 44, 46, 85). `sintetico`: five rounds, one after each board card; the first from the seat left of a mão (rule 107); each later round from the seat that made the highest bet of the round before — its last bettor or raiser (rule 108); if nobody bet then, from the seat left of a mão; if that seat is out or all in, the next seat able to act clockwise. `stud`: four rounds (one to four open cards). Until somebody bets, the turn passes **in the order of the open boards** (R4: the best board opens, then the second best, and so on, among the seats able to act — art. 10 b, c ii); once a seat bets, play goes **counterclockwise** from that seat&apos;s right (art. 10 b, c iii). Flop games play clockwise.</source>
        <comment>R8-2</comment>
        <translation>R8-2 **行動次序。** 各座位逐一行動，略過已棄牌及已全押的座位。`omaha-macau`：第一輪由大盲注之後的座位開始（第六條第三款），大盲注最後（第六條第四款）；其後各輪由按鈕（莊位）之後順時針方向的第一個座位開始，按鈕最後（第六條第五款、第七條第二款、第八條第二款）。`holdem`、`omaha`：第一輪由大盲注之後的座位開始（規則第八十四條）；其後各輪由 a mão 開始，或由其起順時針方向第一個仍在牌局中的座位開始（規則第四十二條、第四十四條、第四十六條及第八十五條）。`sintetico`：共五輪，每張公共牌之後一輪；第一輪由 a mão 左方的座位開始（規則第一百零七條）；其後每輪由前一輪下注最高的座位開始——即該輪最後下注或加注者（規則第一百零八條）；如前一輪無人下注，則由 a mão 左方的座位開始；如該座位已出局或已全押，則由順時針方向下一個能行動的座位開始。`stud`：共四輪（一至四張明牌）。在有人下注之前，行動權**按明牌牌面的次序**傳遞（R4：牌面最大者開注，然後為次大者，如此類推，只限能行動的座位——第十條b項、c項ii目）；一旦有座位下注，即由該座位的右方起按**逆時針方向**進行（第十條b項、c項iii目）。翻牌類遊戲按順時針方向進行。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-3 **A round ends** when every seat still able to act has acted since the last full bet or raise and has matched the highest total of the round (rule 48), or when one seat is left (it wins without showing, rule 51). If at most one seat can still act and nothing is left for it to call, the remaining cards are dealt with no more betting. In the first round the big blind has the **option**: if nobody raised, it may check or raise (art. 6.4; applied to `holdem`/`omaha` too).</source>
        <comment>R8-3</comment>
        <translation>R8-3 **一輪結束**：當每個仍能行動的座位自最後一次完整下注或加注以來均已行動，並已跟齊該輪的最高總額時（規則第四十八條），或只剩一個座位時（該座位無須攤牌即勝出，規則第五十一條）。如至多只有一個座位仍能行動，且其已無須跟注任何金額，則餘下的牌照常派發，不再進行下注。在第一輪，大盲注享有**選擇權**：如無人加注，可過牌或加注（第六條第四款；亦適用於 `holdem`/`omaha`）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-4 **Actions.** `check` only with nothing to call (the big blind counts as a bet in the first round). `call` matches the highest total, or puts in all the seat&apos;s chips if it has fewer (an all-in call). `bet` puts the first chips of a round where nobody has bet; `raise` goes above the highest total. In `stud`&apos;s first round the opener must bet or fold (art. 10 b). In `stud` a seat that checked in a round may, in that round, only call or fold after someone bets (art. 10 c i 2, iii); flop games allow a check-raise (no rule forbids it). A bet or raise needs someone to answer it: it is allowed only while at least one other seat still in the hand could put in more than the highest total (its chips for the round + its stack exceed it); otherwise the seat may only call (or check) or fold — chips nobody can match would come straight back.</source>
        <comment>R8-4</comment>
        <translation>R8-4 **行動。** `check` 只可在無須跟注時作出（第一輪的大盲注視為一次下注）。`call` 跟齊最高總額，或如座位籌碼不足，則投入其全部籌碼（全押跟注）。`bet` 是在無人下注的一輪中投入首筆籌碼；`raise` 是超過最高總額。在 `stud` 的第一輪，開注者必須下注或棄牌（第十條b項）。在 `stud` 中，在某一輪已過牌的座位，於同一輪有人下注後，只可跟注或棄牌（第十條c項i目第二點、iii目）；翻牌類遊戲容許過牌後加注（沒有規則禁止）。下注或加注須有人能夠回應：僅在至少另一個仍在牌局中的座位能投入超過最高總額的籌碼時（其本輪已投入的籌碼 + 其餘下籌碼超過該總額），方可作出；否則該座位只可跟注（或過牌）或棄牌——無人能跟的籌碼會直接退回。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-5 **Largest amount** (param `limit`): `no-limit` — everything the seat has (rule 21 c, art. 11.3); `pot` — a bet up to the pot, a raise up to the pot **after the call**: largest total = highest total + (every chip already in the pot and in front of the seats this round + the amount this seat must call) (rule 21 b, rule 86, art. 11.2); `half-pot` — the same with half that sum, rounded down to the chip unit (rule 21 a). Where the largest is below the smallest, the smallest is allowed. Never more than the seat has. **Limits each game allows** (a scenario asking another is invalid input, refused with a message naming `params.limit`): `holdem`, `omaha`, `sintetico` — any of rule 21&apos;s three (the concessionaire fixes the table&apos;s, rule 21-22); `omaha-macau` — `pot` (&quot;jogos sujeitos a limite&quot;, art. 11.2) or `no-limit` (art. 11.3), **never half-pot**; `stud` — `no-limit` only (house reading: the Portaria fixes minimums and no maximum bet; cite this ruling, not art. 6, which is about capital). Defaults: `omaha-macau`, `holdem`, `omaha` `pot` (art. 11.2; rules 86, 92); `sintetico` `no-limit` (a house choice among rule 21&apos;s three — rule 106 a is the estardilho, not the limit); `stud` `no-limit`. **Heads-up in `omaha-macau`** (art. 12.4: &quot;Caso estejam em jogo apenas dois jogadores (head up), não há limite para o montante de subida da aposta&quot;): while only two seats are left in the hand, a **raise** has no maximum but the seat&apos;s chips, whatever the table&apos;s limit; a **bet** (nobody has bet yet in the round) keeps art. 11.2&apos;s maximum, since the article speaks of the raise (&quot;subida&quot;) only. The non-banked games have no such rule (rule 88 lifts only the number of raises).</source>
        <comment>R8-5</comment>
        <translation>R8-5 **最高金額**（參數 `limit`）：`no-limit` ——座位擁有的全部籌碼（規則第二十一條c項、第十一條（三）項）；`pot` ——下注最多為底池金額，加注最多為**跟注後**的底池金額：可下最高總額 = 現時最高總額 +（已在底池中及本輪各座位前面的所有籌碼 + 該座位須跟注的金額）（規則第二十一條b項、規則第八十六條、第十一條（二）項）；`half-pot` ——同上，但以該總和的一半計算，按籌碼單位向下取整（規則第二十一條a項）。如最高金額低於最低金額，則容許最低金額。永不超過該座位擁有的籌碼。**各遊戲容許的限注**（情境要求其他限注即屬無效輸入，須予拒絕，並以訊息指明 `params.limit`）：`holdem`、`omaha`、`sintetico` ——規則第二十一條三種限注中的任何一種（由承批公司訂定該枱的限注，規則第二十一條至第二十二條）；`omaha-macau` ——`pot`（&quot;jogos sujeitos a limite&quot;，第十一條（二）項）或 `no-limit`（第十一條（三）項），**永不採用半池限注**；`stud` ——只可 `no-limit`（賭場的解讀：該訓令只訂定最低額，沒有訂定最高下注額；應引用本解讀，而非第六條，第六條講的是本金）。預設值：`omaha-macau`、`holdem`、`omaha` 為 `pot`（第十一條（二）項；規則第八十六條及第九十二條）；`sintetico` 為 `no-limit`（賭場在規則第二十一條三種限注中的選擇——規則第一百零六條a項講的是estardilho，而不是限注）；`stud` 為 `no-limit`。**`omaha-macau` 的兩人對局（head up）**（第十二條（四）項：&quot;Caso estejam em jogo apenas dois jogadores (head up), não há limite para o montante de subida da aposta&quot;）：當牌局中只剩兩個座位時，不論該枱的限注為何，**加注**除該座位的籌碼外再無上限；**下注**（本輪尚未有人下注）則仍受第十一條（二）項的最高額限制，因為該條只講加注（&quot;subida&quot;）。非莊家遊戲沒有此規則（規則第八十八條只取消加注次數的限制）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-6 **Smallest amount.** A bet: param `min_bet` (default: the big blind; `stud`, `sintetico`: the ante). A raise must add at least: `holdem`, `omaha`, `sintetico` — the table minimum, `min_bet` (rule 86), whatever the last raise was; `omaha-macau` and `stud` — the last full bet or raise of the round (art. 12.1; art. 10 b 3), the big blind counting as the first round&apos;s bet. A seat may always go all in for less (art. 10 b 3 &quot;capital desfalcado&quot;; rule 49). An all-in raise that adds less than a full raise is **incomplete**: it does not reopen the betting — a seat that has acted may raise again only once the highest total has risen by at least one full raise since it last acted; it does not count towards the cap of R8-7.</source>
        <comment>R8-6</comment>
        <translation>R8-6 **最低金額。** 下注：參數 `min_bet`（預設：大盲注；`stud`、`sintetico`：底注）。加注最少須增加：`holdem`、`omaha`、`sintetico` ——枱面最低注 `min_bet`（規則第八十六條），不論上一次加注為多少；`omaha-macau` 及 `stud` ——該輪最後一次完整下注或加注的金額（第十二條（一）項；第十條b項第三點），大盲注視為第一輪的下注。座位隨時可以較少金額全押（第十條b項第三點 &quot;capital desfalcado&quot;；規則第四十九條）。增加金額少於一次完整加注的全押加注屬**不完整**：不會重新開放下注——已行動的座位，只有在其上次行動後最高總額已上升至少一次完整加注的金額，方可再加注；該全押加注不計入R8-7的上限。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-7 **Raise cap** (param `max_raises`): at most three raises per round in `holdem` and `omaha` (rule 87) and in `omaha-macau` at pot limit (art. 12.2); no cap in `omaha-macau` no-limit (art. 12.3), `sintetico` (rule 47 leaves it to the variant) and `stud`. The opening bet and the blinds are not raises. The cap does not apply while only two seats are left in the hand: rule 88&apos;s words for `holdem`/`omaha`; for `omaha-macau` art. 12.4 lifts the limit on the raise&apos;s **amount** (R8-5), and the house reads it as lifting the **count** too, since the round is then no longer &quot;sujeito a limite&quot; — explanations cite R8-7 for the count and art. 12.4 for the amount.</source>
        <comment>R8-7</comment>
        <translation>R8-7 **加注上限**（參數 `max_raises`）：`holdem` 及 `omaha`（規則第八十七條），以及採用底池限注的 `omaha-macau`（第十二條（二）項），每輪最多三次加注；無限注的 `omaha-macau`（第十二條（三）項）、`sintetico`（規則第四十七條交由各變體規定）及 `stud` 不設上限。開局下注及盲注不屬加注。當牌局中只剩兩個座位時，上限不適用：`holdem`/`omaha` 依規則第八十八條的明文；`omaha-macau` 則由第十二條（四）項取消加注**金額**的限制（R8-5），而賭場將該條解讀為亦取消加注**次數**的限制，因為此時該輪已不再是&quot;sujeito a limite&quot;——解說就次數引用R8-7，就金額引用第十二條（四）項。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-8 **Irregularities** (knowledge for procedure drills, judged on the engine&apos;s state): a call short of the amount may be completed, never taken back (rule 71 c); chips for a raise put in without announcing it count as a call, the excess is returned (71 d); a bet out of turn stands, but that seat may not raise when its turn comes (71 f); a seat whose turn was skipped may, if the floor allows it back, only call (71 i); after a board card shown too early, seats that had not yet acted may only call (70 h); no raise after seeing the others&apos; reactions (55); chips past the line are a bet, and a spoken bet binds (53; art. 11.1); stud: two minutes to act, else the hand is dead (art. 11 b); no folding out of turn (art. 11 c). A stud seat that checked may call or fold after a bet, never raise (art. 10 c i 2); art. 10 c iii (&quot;obedecer às quatro regras&quot;) only forbids checking again once someone has bet — it does not give the raise back.</source>
        <comment>R8-8</comment>
        <translation>R8-8 **違規情況**（程序練習的知識，以引擎狀態判定）：跟注金額不足時可予補足，但永不可收回（規則第七十一條c項）；未宣佈而放入作加注的籌碼視為跟注，多出部分退回（第七十一條d項）；搶先行動的下注有效，但該座位輪到時不得加注（第七十一條f項）；行動輪次被跳過的座位，如監場主任准許其返回，只可跟注（第七十一條i項）；公共牌過早翻開後，尚未行動的座位只可跟注（第七十條h項）；看過其他玩家的反應後不得加注（第五十五條）；越過界線的籌碼即屬下注，口頭下注具約束力（第五十三條；第十一條（一）項）；梭哈：須於兩分鐘內行動，否則該手牌作廢（第十一條b項）；不得搶先行動棄牌（第十一條c項）。梭哈中已過牌的座位在有人下注後可跟注或棄牌，但永不可加注（第十條c項i目第二點）；第十條c項iii目（&quot;obedecer às quatro regras&quot;）只禁止在有人下注後再次過牌——並未恢復加注權。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-9 **Sitting out.** In `holdem` and `omaha`, rule 89 (the variant&apos;s own rule) governs a seated player who does not bet: after five hands without betting he posts a big blind in the next hand, the order of betting unchanged; rule 13&apos;s &quot;três ou mais jogadas&quot; does not apply to them, but its rest rule does: a player may ask to rest two hands, and one who asks repeatedly must leave. In `sintetico` (no such rule) rule 13 applies whole: three or more hands without betting, or repeated rests, and he leaves.</source>
        <comment>R8-9</comment>
        <translation>R8-9 **暫停參與。** 在 `holdem` 及 `omaha` 中，規則第八十九條（該變體本身的規則）規管已就座但不下注的玩家：連續五手牌未下注後，須在下一手牌下大盲注，下注次序不變；規則第十三條的&quot;três ou mais jogadas&quot;（三手或以上牌局）不適用於該等遊戲，但其休息規定適用：玩家可要求休息兩手牌，屢次要求者須離座。在 `sintetico`（無此規則）中，規則第十三條全部適用：三手或以上牌局未下注，或屢次休息，即須離座。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-10 **Sintético: a common card turned too early** (rule 110). Count only the cards turned beyond the one that was due; they stay on the board; for each such card the betting round that should have come before it is lost. Cards 2 and 3 turned together when only card 2 was due: one round is lost (the one between them).</source>
        <comment>R8-10</comment>
        <translation>R8-10 **Póquer sintético：過早翻開公共牌**（規則第一百一十條）。只計算應翻開的那一張以外多翻的牌；該等牌留在枱面上；每多翻一張，原應在其之前進行的下注輪即不再進行。只應翻第2張時第2及第3張一同翻開：失去一個下注輪（兩者之間的一輪）。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-11 **Player errors are the player&apos;s.** Rule 71 g (cards mixed: both hands void) applies when a player mixes his cards with another&apos;s, on purpose or not; when the croupier mixes them it is a croupier&apos;s error (rule 69/70). Rule 71 i: a player who let his turn go by must say so at once; the floor (&quot;fiscal&quot;) decides; if he is let back in he may only call, never raise the previous bet.</source>
        <comment>R8-11</comment>
        <translation>R8-11 **玩家的錯誤由玩家承擔。** 規則第七十一條g項（牌混在一起：兩手牌均作廢）適用於玩家將其牌與他人的牌混在一起的情況，不論是否有意；如由荷官將牌混在一起，則屬荷官錯誤（規則第六十九條及第七十條）。規則第七十一條i項：讓其行動輪次錯過的玩家必須立即提出；由監場主任（&quot;fiscal&quot;）決定；如准其返回，只可跟注，永不可加注前一個下注。</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-12 **The deal.** `omaha-macau`: the croupier deals four cards one at a time, clockwise, starting with the player immediately left of the marker (art. 6.1). `holdem`, `omaha`, `sintetico`: clockwise (rule 34), starting with the seat holding a mão — house reading (&quot;ter a mão&quot; is to be first in the deal; in `holdem`/`omaha` that is the small blind, as in art. 6.1 of the 2010 Despacho). `stud`: R4-1. Cards are on the table only from the step that deals them; before it, the seats hold none.</source>
        <comment>R8-12</comment>
        <translation>R8-12 **派牌。** `omaha-macau`：荷官由緊接按鈕（莊位）左方的玩家開始，按順時針方向，每次一張，向每位玩家派四張牌（第六條第一款）。`holdem`、`omaha`、`sintetico`：按順時針方向（規則第三十四條），由持有 a mão 的座位開始——賭場的解讀（&quot;ter a mão&quot; 即在派牌中排第一；在 `holdem`/`omaha` 中即下小盲注的座位，與2010年奧馬哈規例第六條第一款相同）。`stud`：R4-1。牌只由派出該等牌的一步起才在枱上；在此之前，各座位沒有牌。</translation>
    </message>
</context>
</TS>
