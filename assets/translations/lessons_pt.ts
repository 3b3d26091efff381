<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>lesson</name>
    <message>
        <location filename="../../lessons/betting/holdem.yaml"/>
        <source>Hold&apos;em: run the betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem.yaml"/>
        <source>Forced bets (non-banked rules 81-83; ruling R8-1): the seat holding the marker (&quot;a mão&quot;)
posts the small blind, half the big blind rounded down to the chip unit; the seat to its
left posts the big blind. A seat with fewer chips posts what it has and is all in; the
call in the first round is still the full big blind.

Order (rules 84-85, 42-46; ruling R8-2): in the first round the seat after the big
blind acts first and the big blind last; in the later rounds the seat holding the marker,
or the first seat still in clockwise from it, acts first. Play goes clockwise, one seat at
a time, passing over folded and all-in seats. A round ends when every seat still able to
act has acted since the last full bet or raise and has matched the highest total (rule
48; ruling R8-3). If nobody raised in the first round, the big blind may still check or
raise: its option (ruling R8-3).

Amounts are each seat&apos;s total for the round (&quot;raise to 600&quot;). A bet or raise adds at
least the table minimum, the big blind, whatever the last raise was (rule 86; ruling
R8-6); a seat may always go all in for less. The table is pot-limit unless it says
otherwise (rules 86, 92): &quot;Pot!&quot; is the highest total plus the pot after the call —
every chip already in, this round&apos;s included, plus what this seat must call (rule 21 b;
ruling R8-5). At most three raises a round (rule 87), but no cap while two seats are
left (rule 88; ruling R8-7).

When a round is over, the pot is every chip put in; a bet nobody called goes back first,
and all-ins make side pots (rules 38, 49-50; rulings R1-1, R1-2).

Words on the floor: to fold is &quot;desistir&quot; (rule 39 a), to check &quot;passar&quot; (rule 39 b),
to call &quot;acompanhar&quot; (rule 39 c), to raise &quot;repicar&quot; or &quot;subir a aposta&quot; (rule 39 d).
The small and big blinds are the &quot;pequena aposta&quot; and the &quot;grande aposta&quot; (rules 81-83),
and the marker seat has &quot;a mão&quot; (rules 80-85). Pot limit is &quot;limite de pote&quot;, half-pot
&quot;com limite&quot; (metade do pote) and no limit &quot;sem limite&quot; (rule 21). The pot is &quot;o pote&quot;, a
side pot a &quot;pote lateral&quot; (rule 38), a seat all in an &quot;encavado&quot; (rule 49), its chips
its &quot;cave&quot; (rule 52); a bet &quot;fora da sua vez&quot; is out of turn (rule 71 f).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem.yaml"/>
        <source>Seat 3 holds the marker and posts the small blind, 10; seat 4, on its left, posts the
big blind, 20. The first round starts with the seat after the big blind: seat 6
(rules 81-84; rulings R8-1, R8-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem.yaml"/>
        <source>Seat 1 faces 80 with nothing in front of it: to call, 80. A raise adds at least the big
blind, 20: to 100. The pot is 10 + 20 + 20 + 80 = 130; with the call of 80 it is 210,
so &quot;Pot!&quot; is a raise to 80 + 210 = 290 (rules 21 b, 86; rulings R8-5, R8-6).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem.yaml"/>
        <source>Everyone has only called the big blind, so the big blind, seat 4, acts last with its
option (ruling R8-3): its 20 already matches the highest total, nothing to call, it may
check. A raise adds at least the table minimum, 20: to 40 (rule 86; ruling R8-6). The
pot is 5 × 20 = 100 and there is no call, so &quot;Pot!&quot; is a raise to 20 + 100 = 120
(rule 21 b; ruling R8-5).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem.yaml"/>
        <source>Seat 4 has only 15 for its big blind: it posts 15 and is all in, but the call is still
the full big blind, 20 (ruling R8-1). Seat 6 raises to 60, seat 8 calls, seats 1 and 3
fold. In all 10 + 15 + 60 + 60 = 145. The main pot takes every seat&apos;s chips up to seat
4&apos;s 15: 10 (seat 3, folded) + 15 + 15 + 15 = 55; the side pot takes the rest, 45 + 45
= 90, and only seats 6 and 8 can win it (rules 38, 49-50; ruling R1-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem.yaml"/>
        <source>Seat 6 raised to 70, a raise of 50. In hold&apos;em a raise need only add the table
minimum, the big blind of 20, whatever the last raise was (rules 83, 86; ruling R8-6):
the smallest raise is to 90, so seat 8&apos;s &quot;Raise to 90&quot; is legal. It is well under
&quot;Pot!&quot;: 70 + (10 + 20 + 70 + 70) = 240 (rule 21 b; ruling R8-5).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem.yaml"/>
        <source>Seats 6, 8 and 1 have raised: three raises, the most a round may have (rule 87; the
blinds are not raises, ruling R8-7). Five seats are still in, so the cap holds: seat 3
may call 130 more or fold, not raise.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem.yaml"/>
        <source>Four raises already, but only seats 3 and 4 are left: with two players the raises are
unlimited (rules 47, 88; ruling R8-7). Seat 3 has 140 in and 40 to call; a raise adds
at least 20, to 200, and &quot;Pot!&quot; is 180 + (140 + 180 + 40) = 540 (rules 21 b, 86;
rulings R8-5, R8-6): &quot;Raise to 220&quot; is legal.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem.yaml"/>
        <source>Round 1: four seats put in 20 each, 80. Round 2: seat 4 bets 80, the pot; seat 8 has
only 50 left and calls all in for 50; the others fold. Seat 4&apos;s bet is matched only up
to 50: the 30 above goes back to seat 4 first and is in no pot (ruling R1-1). The pot
is 80 + 50 + 50 = 180 (rule 38; ruling R1-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem.yaml"/>
        <source>The big blind checked its option and every seat in has matched 20: round 1 is over
(rule 48; ruling R8-3). The later rounds start with the seat that has &quot;a mão&quot; (rule
85), seat 3 — but it folded, so the first seat still in clockwise from it opens: seat 4
(ruling R8-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau.yaml"/>
        <source>Omaha (Macau 2010): run the betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau.yaml"/>
        <source>Forced bets (Despacho 97/2010 art. 5; ruling R8-1): the first seat clockwise after the
marker posts the small blind, the next seat the big blind (at the non-banked hold&apos;em and
Omaha tables, by contrast, the marker seat itself posts the small blind: non-banked rule
81). A seat with fewer chips posts what it has and is all in; the call in the first
round is still the full big blind.

Order (art. 6.3-6.5, 7.2, 8.2; ruling R8-2): in the first round the seat after the big
blind acts first and the big blind last; in the later rounds the first seat clockwise
after the marker acts first and the marker last. Play goes clockwise, passing over folded
and all-in seats. A round ends when every seat still able to act has acted since the last
full bet or raise and has matched the highest total (ruling R8-3); if nobody raised in the
first round, the big blind may still check or raise (art. 6.4).

Amounts are each seat&apos;s total for the round (&quot;raise to 600&quot;). A raise adds at least the
last full bet or raise of the round, the big blind counting as the first round&apos;s bet
(art. 12.1; ruling R8-6); a seat may always go all in for less, and an all-in raise short
of a full raise does not reopen the betting to seats that have acted. The table is
pot-limit unless it says otherwise (art. 11.2): &quot;Pot!&quot; is the highest total plus the pot
after the call — every chip already in, this round&apos;s included, plus what this seat must
call (ruling R8-5). At a table with a limit at most three raises a round (art. 12.2); no
cap at no-limit (art. 12.3), nor while only two players are in: art. 12.4 (&quot;head up&quot;)
puts no limit on the raise, which ruling R8-7 reads as no cap on the raises.

When a round is over, the pot is every chip put in; a bet nobody called goes back first,
and all-ins make side pots (art. 10; rulings R1-1, R1-2).

Words on the floor: the &quot;marcador&quot; (art. 1) marks the dealing seat; the blinds are the
&quot;aposta prévia menor&quot; and the &quot;aposta prévia maior&quot; (art. 5); to check is &quot;preferir&quot; (art.
6.4, 7.3); all the chips a player has left, bet at a no-limit table, are &quot;all-in&quot; (art.
11.3); all the bets on the table are &quot;o pote&quot; (art. 10.2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau.yaml"/>
        <source>Seat 4 (after the marker) posted the small blind, 50, and seat 5 the big blind, 100.
Seat 2 raised to 400, a raise of 300: the next raise adds at least 300, to 700. The
pot is 50 + 100 + 100 + 400 = 650; with seat 5&apos;s call of 300 it is 950, so &quot;Pot!&quot; is
a raise to 400 + 950 = 1,350 (art. 11.2, 12.1; rulings R8-5, R8-6).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau.yaml"/>
        <source>Everyone has called the big blind and nobody raised: the big blind, seat 5, acts last
and has the option to check or raise (art. 6.4; rulings R8-2, R8-3).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau.yaml"/>
        <source>Seat 2 raised the big blind of 100 to 400: a raise of 300. A raise must add at least
the bet or raise before it in the round (art. 12.1; ruling R8-6), so seat 4 may raise
to 700 at the least; &quot;Raise to 600&quot; adds only 200 and seat 4 is not all in (it has
2,950 left): the croupier refuses it.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau.yaml"/>
        <source>Round 2: seat 4 bets 200; seat 5 has only 250 and goes all in for it, a raise of 50 —
less than the full 200, so it is incomplete. Seat 1 calls 250, seat 2 folds. Back at
seat 4, the highest total has risen by 50 since it bet, not by a full raise: the
betting is not reopened for it, and it may only call 50 or fold (ruling R8-6; art. 12.1
sets the full raise).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau.yaml"/>
        <source>Round 1 is over: everyone matched the big blind and seat 5 checked its option (art.
6.4; ruling R8-3). The second round starts with the first seat clockwise after the
marker (art. 7.2): seat 4 — but it folded, so seat 5 opens; the marker, seat 2, acts
last (art. 6.5; ruling R8-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau.yaml"/>
        <source>A pot-limit table: seats 1, 2 and 4 have each raised, three raises, the most a round
may have (art. 12.2; ruling R8-7 — the big blind is not a raise). Four seats are in, so
the cap holds: seat 5 may call 1,100 more or fold, not raise.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau.yaml"/>
        <source>The same betting at a no-limit table: there is no cap on the raises (art. 12.3; ruling
R8-7). The last raise was 600 (600 to 1,200), so a raise goes to at least 1,200 + 600
= 1,800 (art. 12.1; ruling R8-6), and at most all seat 5 has, 100 + 2,400 = 2,500
(art. 11.3; ruling R8-5): &quot;Raise to 2,000&quot; is legal.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau.yaml"/>
        <source>Seat 4, first after the marker, has only 30 for the small blind: it posts 30 and is all
in (ruling R8-1). Seat 2 raises to 300 and seats 5 and 1 call. The main pot takes every
seat&apos;s chips up to 30: 4 × 30 = 120, which seat 4 can win. The side pot takes the rest
from seats 1, 2 and 5: 3 × 270 = 810 (ruling R1-2). Check: 120 + 810 = 930 = 30 + 3 ×
300.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau.yaml"/>
        <source>Round 1: four seats in for 100 each, 400. Round 2: seat 5 bets 400, the pot (art. 11.2);
seat 2 has only 200 left and calls all in; seats 1 and 4 fold. Only 200 of seat 5&apos;s
400 was matched: the other 200 goes back to seat 5 first and is in no pot (ruling
R1-1). The pot is 400 + 200 + 200 = 800 (ruling R1-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha.yaml"/>
        <source>Omaha: run the betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha.yaml"/>
        <source>Seats 9, 2 and 5 called the big blind of 40 and nobody raised: the big blind, seat 7,
acts last with its option, to check or raise (ruling R8-3, which reads Despacho 97/2010
art. 6.4 into rules 84-85). Its 40 matches the highest total: nothing to call, so
&quot;Check&quot; is legal and ends the round (rule 48).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha.yaml"/>
        <source>Round 2 opens with the seat that has &quot;a mão&quot;, seat 5 (rule 85): it checks. Seat 7 bets
120. Seat 9 now has 120 to call: it may call, raise or fold, but not check — a seat may
pass only when no seat before it has bet (rule 39 b; ruling R8-4).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha.yaml"/>
        <source>A half-pot table (&quot;com limite&quot;, rule 21 a). Seat 10 faces the big blind, 40: to call,
40. A raise adds at least the table minimum, 40: to 80 (rule 86; ruling R8-6). The
pot is 20 + 40 + 40 = 100; with the call it is 140, half of it 70, so the largest raise
is to 40 + 70 = 110 (ruling R8-5).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha.yaml"/>
        <source>Seat 9 raised to 140, a raise of 100. Seat 10 has nothing in: to call, 140. A re-raise
need only add the table minimum, 40, whatever the last raise was (rules 83, 86; ruling
R8-6): to 180. The pot is 20 + 40 + 140 = 200; with the call 340, so &quot;Pot!&quot; is a raise
to 140 + 340 = 480 (rule 21 b; ruling R8-5).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha.yaml"/>
        <source>Round 2: seat 5 bets 100 — an opening bet, not a raise — then seats 7, 9 and 10 raise:
three raises, the most a round may have while more than two seats are in (rules 87-88;
ruling R8-7). Seat 2 has nothing in this round: to call, 700; it may not raise, so
there is no smallest or largest raise.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha.yaml"/>
        <source>Seat 9 (100 in all) and seat 10 (160 in all) are all in; seats 2 and 7 put in 220 each,
and seat 5 only its small blind, 20. The main pot takes every seat&apos;s chips up to 100:
20 + 4 × 100 = 420. Side pot 1 takes from 100 up to 160: 3 × 60 = 180 (seats 2, 7, 10).
Side pot 2 takes from 160 up to 220: 2 × 60 = 120 (seats 2 and 7). One side pot per
all-in amount (rules 38, 49-50; ruling R1-2); 420 + 180 + 120 = 720, every chip put in.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha.yaml"/>
        <source>Seat 10 raises all in to 90; seat 7, the big blind, raises to 300 and seat 9 folds.
Nobody has matched seat 7&apos;s 300: the most anyone else put in is seat 10&apos;s 90, so 300 −
90 = 210 goes back to seat 7 first and is in no pot (ruling R1-1). The pot is 20 + 40
+ 90 + 90 = 240. Seat 10 is all in and seat 7 has nobody left to bet against: the
cards are dealt to the end with no more betting (ruling R8-3).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha.yaml"/>
        <source>Round 2 ended when seats 9 and 5 called seat 7&apos;s 160 and seat 10 folded (rule 48;
ruling R8-3). Every later round opens with the seat that has &quot;a mão&quot; (rules 44, 46,
85): seat 5, the marker, still in the hand (ruling R8-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico.yaml"/>
        <source>Póquer sintético: run the betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico.yaml"/>
        <source>Forced bets (non-banked rule 102; ruling R8-1): before the first round every seat puts
the ante into the pot. There are five betting rounds, one after each board card (ruling
R8-2).

Order (rules 107-108; ruling R8-2): the first round starts with the seat to the left of
the marker (&quot;a mão&quot;). Each later round starts with the seat that made the highest bet of
the round before — its last bettor or raiser; if nobody bet then, with the seat to the
left of the marker; if that seat is out or all in, with the next seat able to act,
clockwise. Play goes clockwise, passing over folded and all-in seats, until every seat
still able to act has acted since the last full bet or raise and has matched the highest
total (rule 48; ruling R8-3).

Amounts are each seat&apos;s total for the round. No bet may be less than the table minimum
(rule 20); ruling R8-6 takes it, by default the ante, as the smallest bet and as the
least a raise adds, whatever the last raise was; a seat may always go all in for less
(rule 49). The maximum is set one of rule 21&apos;s three ways; unless the table says
otherwise ruling R8-5 takes sintético as no-limit, reading rule 106 a (the &quot;estardilho&quot;
may be raised up to the player&apos;s &quot;cave&quot;): the largest bet is everything the seat has.
Rule 47 leaves a cap on the raises to the variant, and sintético&apos;s rules set none
(ruling R8-7).

When a round is over, the pot is every chip put in, antes included; a bet nobody called
goes back first, and all-ins make side pots (rules 38, 49-50; rulings R1-1, R1-2).

Words on the floor: the ante is the &quot;aposta inicial&quot; (rule 102); the marker seat has &quot;a
mão&quot; (rules 29, 107). To fold is &quot;desistir&quot; (rule 39 a), to check &quot;passar&quot; (rule 39 b), to
call &quot;acompanhar&quot; (rule 39 c), to raise &quot;repicar&quot; or &quot;subir a aposta&quot; (rule 39 d). Pot
limit is &quot;limite de pote&quot;, half-pot &quot;com limite&quot; (metade do pote) and no limit &quot;sem
limite&quot; (rule 21). The pot is &quot;o pote&quot;, a side pot a &quot;pote lateral&quot; (rule 38), a seat all
in an &quot;encavado&quot; (rule 49), its chips its &quot;cave&quot; (rule 52); a bet &quot;fora da sua vez&quot; is out
of turn (rule 71 f).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico.yaml"/>
        <source>Every seat has put its ante of 10 in. The first round starts with the seat to the
left of the marker (seat 4): seat 6 (rules 102, 107; rulings R8-1, R8-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico.yaml"/>
        <source>Seat 9 made the highest bet of the first round and everyone called it, so the round is
over (rule 48; ruling R8-3) and seat 9 starts the second (rule 108; ruling R8-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico.yaml"/>
        <source>Every seat has put in its ante of 10 (rule 102); nobody has bet this round, so seat 6
has nothing to call. The smallest bet is the table minimum, by default the ante: 10
(ruling R8-6). The table is no-limit by default, so the largest bet is all seat 6 has
left: 900 − 10 = 890 (rule 21 c; ruling R8-5).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico.yaml"/>
        <source>Seat 6 bet 100 and seat 9 raised to 400, a raise of 300. In sintético a raise need only
add the table minimum, the ante of 10, whatever the last raise was (ruling R8-6): the
smallest raise is to 410, and &quot;Raise to 420&quot; is legal. Seat 1 has 800 − 10 = 790 left,
enough for it.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico.yaml"/>
        <source>Seat 6 checked, then seat 9 bet 40 and seats 1 and 4 called. Back at seat 6: in the flop
games a seat that checked may still raise when its turn comes back (rule 39 d): no rule
forbids it, unlike stud (ruling R8-4). A raise adds at least 10, to 50 (ruling R8-6),
and at no-limit may go up to all seat 6 has: &quot;Raise to 120&quot; is legal.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico.yaml"/>
        <source>Seat 9 made the highest bet of round 1, all in for 190, and seats 1 and 6 called: the
round is over (rule 48; ruling R8-3). Round 2 should start with seat 9 (rule 108), but
an all-in seat cannot act, so the next seat able to act clockwise from it opens: seat 1
(ruling R8-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico.yaml"/>
        <source>Seat 6 made the highest bet of round 1, so it opened round 2 (rule 108). In round 2
everyone checked: the round is over with nothing bet (ruling R8-3). Rule 108 names no
opener when nobody bet; ruling R8-2 then starts the round, like the first, with the
seat to the left of the marker (rule 107): seat 6 again.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico.yaml"/>
        <source>Seat 9 bet all in, 190; seats 1 and 4 folded. Seat 6 is the only seat left with chips:
a raise would be chips nobody could match, straight back to it. So seat 6 may only call
190 or fold (ruling R8-4).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico.yaml"/>
        <source>Seat 6 bets 400. Seat 9 calls all in for 190 (200 in all with its ante), seat 1 calls
400, seat 4 calls all in for 290 (300 in all). One side pot per all-in amount (rule
38; ruling R1-2): the main pot takes up to 200 from each of the four seats, 800; side
pot 1 from 200 to 300, 3 × 100 = 300 (seats 1, 4, 6); side pot 2 from 300 to 410, 2 ×
110 = 220 (seats 1 and 6). Check: 800 + 300 + 220 = 1,320, every chip put in.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico.yaml"/>
        <source>Seat 6 bets 300; seat 9 has only 140 after its ante and calls all in for it; seats 1
and 4 fold. Seat 6 has 310 in, and the most anyone else has is seat 9&apos;s 150: the 160
above goes back to seat 6 first and is in no pot (ruling R1-1). The pot is the antes
of seats 1 and 4 and the 10 + 140 that each of seats 6 and 9 has in: 10 + 10 + 150 +
150 = 320 (ruling R1-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud.yaml"/>
        <source>Five-card stud: run the betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud.yaml"/>
        <source>Forced bets (Portaria 104/85/M art. 6, 8 and 10 a, the &quot;bolo de entrada&quot;; ruling R8-1):
before the first card every seat puts the ante into the pot. The house commission of
art. 8 is separate and never in the pot. There are four betting rounds (&quot;lanços de
apostas&quot;), one for each open card.

Order (art. 10 b, c; rulings R8-2, R4): the seat with the best open cards opens each
round; in the first round it must bet or fold (art. 10 b). Until somebody bets, the turn
passes in the order of the open boards, the second best next, and so on. Once a seat has
bet, play goes counterclockwise, starting with the seat on the bettor&apos;s right, and
nobody may check any more (art. 10 c iii). A seat that checked may, in that round, only
call or fold after a bet, never raise (art. 10 c i 2; ruling R8-4).

Amounts are each seat&apos;s total for the round. A bet is at least the table minimum, by
default the ante; a raise adds at least the last full bet or raise of the round (art. 10
b 3; ruling R8-6), and a seat may always go all in for less (&quot;capital desfalcado&quot;). An
all-in raise short of a full raise does not reopen the betting to a seat that has acted
(ruling R8-6). The regulation sets no maximum bet — art. 6 only says a player&apos;s starting
capital has no maximum — and ruling R8-5 reads stud as no-limit: the largest bet is
everything the seat has. It sets no cap on the raises either (ruling R8-7).

When a round is over, the pot is every chip put in, antes included; a bet nobody called
goes back first, and all-ins make side pots (art. 9, 11 a; rulings R1-1, R1-2).

Words on the floor: the ante is the &quot;bolo de entrada&quot; (art. 8, 10 a), the pot &quot;o bolo&quot;
(art. 4, 7), a player&apos;s chips his &quot;capital&quot; (art. 6); a betting round is a &quot;lanço de
apostas&quot; (art. 10 b-d). To fold is &quot;desistir&quot; (art. 10 b 1), to call &quot;aceitar a aposta&quot;
(art. 10 b 2) or &quot;jogar&quot; (art. 10 c iii 1), to raise &quot;elevar&quot; the bet (art. 10 b 3) or
&quot;aumentar&quot; (art. 10 c iii 3), to raise again &quot;redobrar&quot; (art. 10 b 4), to check &quot;passar a
voz&quot; (art. 10 c i 2). A player all in is &quot;com capital desfalcado&quot;, and the bets he cannot
share make the &quot;bolo separado&quot; (art. 11 a).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud.yaml"/>
        <source>Every seat has put in its ante of 10. Seat 5 shows the highest open card, an ace: it
opens the first round, and must bet or fold (art. 10 b; rulings R8-2, R4-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud.yaml"/>
        <source>Nothing has been bet this round: nothing to call. The smallest bet is the table
minimum, by default the ante: 10 (ruling R8-6). The regulation sets no maximum bet, so
the largest is everything seat 5 has left after its ante: 490 (ruling R8-5). It may
not check: the opener of the first round must bet or fold (art. 10 b; ruling R8-4).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud.yaml"/>
        <source>Seat 5&apos;s ace opened and bet 50 (art. 10 b). Once a bet is made, play goes
counterclockwise, starting with the seat on the bettor&apos;s right (art. 10 b; ruling
R8-2): seat 2, the next lower seat number, then seat 7.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud.yaml"/>
        <source>The same betting: seat 2 raised 50 to 150, adding 100. &quot;Raise to 200&quot; adds only 50,
less than the raise before it, and seat 7 is not &quot;capital desfalcado&quot; (it has 490):
the smallest raise is to 250 (art. 10 b 3; ruling R8-6). The croupier refuses it.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud.yaml"/>
        <source>Seat 5 bet 50 and seat 2 raised to 150, adding 100. Seat 7 has nothing in this round:
to call, 150. Another raise must add at least the last raise, 100 (art. 10 b 3; ruling
R8-6): to 250. The regulation sets no maximum bet, so the largest is everything seat 7
has after its ante: 490 (ruling R8-5).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud.yaml"/>
        <source>Round 1 ended with everyone calling seat 5&apos;s 20 (ruling R8-3). In round 2 the pair of
kings showing opens (art. 10 c i; ruling R4-3): seat 2, who checks. Until somebody bets
the turn passes in the order of the open boards, not round the table (art. 10 c ii;
ruling R8-2): with no other pair, the higher second open card is next — seat 5&apos;s queen
before seat 7&apos;s jack. Seat 5 acts.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud.yaml"/>
        <source>In round 2 seat 2 &quot;passed the voice&quot; (checked), then seat 5 bet 40; play goes
counterclockwise from seat 5, so seat 2 is next. Having checked, it keeps only the right
to call or fold in this round: it lost the right to raise (art. 10 c i 2; ruling R8-4).
The croupier refuses &quot;Raise to 100&quot;: seat 2 calls 40 or folds.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud.yaml"/>
        <source>Round 2: seat 2 checks, seat 5 bets 100, seat 2 calls. Seat 7 has only 130 left and
raises all in to 130 — 30 more, less than the full 100, as art. 10 b 3 allows only a
&quot;capital desfalcado&quot;. Play goes on counterclockwise to seat 5. Since seat 5 bet, the
total has risen by only 30, not a full raise: the betting is not reopened for it, and
it may only call 30 or fold (ruling R8-6).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud.yaml"/>
        <source>Every seat put in its ante, 10 (the &quot;bolo de entrada&quot;). Seat 5 bets 200; seat 2 has only
140 left and calls all in for it, 150 in all; seat 7 calls 200. Seat 2 is &quot;capital
desfalcado&quot;: it plays only for the pot up to its 150, 3 × 150 = 450, and the rest, 2 ×
60 = 120, is the &quot;bolo separado&quot; that only seats 5 and 7 can win (art. 11 a; rulings
R8-1, R1-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud.yaml"/>
        <source>Seat 5 bets 200; seat 2 folds; seat 7 has only 90 after its ante and calls all in for
it. Seat 5&apos;s bet is matched only up to 90: the other 110 goes back to seat 5 first, is
in no pot and bears no commission (ruling R1-1). The pot is seat 2&apos;s ante and the 10 +
90 that each of seats 5 and 7 has in: 10 + 100 + 100 = 210 (ruling R1-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/holdem.yaml"/>
        <source>Hold&apos;em: certification exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/holdem.yaml"/>
        <source>25 items on Hold&apos;em: running the betting (whose turn, the call, the smallest and largest raise, the pot), who wins, reading the hands, the showdown order, building and
paying the pots, the commission, and the procedure articles (the general rules 1-71 and the Omaha rules 72-91 that rule 92 applies to Hold&apos;em).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha-macau.yaml"/>
        <source>Omaha (Macau 2010): certification exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha-macau.yaml"/>
        <source>25 items on Omaha (Macau 2010): running the betting (whose turn, the call, the smallest and largest raise, the pot), who wins, reading the hands, the showdown order, building and
paying the pots, the commission, and the procedure articles.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha.yaml"/>
        <source>Omaha: certification exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha.yaml"/>
        <source>25 items on Omaha: running the betting (whose turn, the call, the smallest and largest raise, the pot), who wins, reading the hands, the showdown order, building and
paying the pots, the commission, and the procedure articles (the general rules 1-71 and the Omaha rules 72-91).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/qpoker.yaml"/>
        <source>Q Poker: certification exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/qpoker.yaml"/>
        <source>20 items on Q Poker (Despacho 89/2004): whether the croupier qualifies, paying
the spots (pair plus, the bet and the net), and the procedure articles.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/sintetico.yaml"/>
        <source>Póquer sintético: certification exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/sintetico.yaml"/>
        <source>25 items on Póquer sintético: running the betting (whose turn, the call, the smallest and largest raise, the pot), who wins, reading the hands, the showdown order, building and
paying the pots, the commission, and the procedure articles (the general rules 1-71 and sintético&apos;s own rules 95-112).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/stud.yaml"/>
        <source>Five-card stud: certification exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/stud.yaml"/>
        <source>27 items on five-card stud: running the betting (whose turn, the call, the smallest and largest raise, the pot), who speaks first on each street, who wins,
reading the hands, the showdown order, building and paying the pots, the
commission, and the procedure articles of Portaria 104/85/M.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/thirteen.yaml"/>
        <source>Thirteen cards: certification exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/exams/thirteen.yaml"/>
        <source>20 items on thirteen cards (Portaria 51/89/M): the dice, fouled hands,
naturals, settling the seats against the banker, and the procedure articles.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Hold&apos;em: take the commission</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>The pot is 10 + 680 + 680 = 1,370. 5 % of it is 68.5; the house never takes
a fraction of a chip and rounds down: 68.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Seat 9 could call only 640, so 860 of seat 5&apos;s 1,500 is returned first. The
pot is 640 + 640 + 20 = 1,300 and the commission is 5 % of that: 65, not 5 %
of all 2,160 chips on the table.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>The main pot is 330 x 3 + 20 = 1,010: 5 % is 50.5, rounded down to 50. The
side pot is 165 x 2 = 330: 5 % is 16.5, rounded down to 16. The hand pays
66. Under the house ruling R1-5 each pot is charged on its own, so 5 % of
the 1,340 total (67) is not the answer (here the two pots have different
winners, so rule 65&apos;s &quot;each payment&quot; gives 66 too).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>The smallest chip at this table is 25. The pot is 2,375 and 5 % of it is
118.75. Rounded down to a whole number of 25-chips, that is 100.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>5 % of the 5,000 pot would be 250, but this table caps the commission at
150 a hand, so 150 is taken.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>This table takes 3 % with a cap of 200 a hand. The main pot is 1,000 x 4 +
100 = 4,100: 3 % is 123. The side pot is 1,000 x 3 = 3,000: 3 % would be 90,
but only 77 is left under the cap. The hand pays 123 + 77 = 200.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>This table was opened without a per-hand commission, so nothing is taken.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Seat 6 raised to 150 and both blinds folded. The 100 above the big blind was
never called and goes back. The pot is 25 + 50 + 50 = 125; it is won without
a showdown but still pays 5 %: 6.25, rounded down to 6.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Seat 3 bet 1,100 on the flop and seat 5 folded: 1,100 goes back. The pot of
100 + 200 + 600 + 600 = 1,500 pays 5 % = 75, even though no cards were shown.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Seat 5 bet 1,000 and folded to seat 9&apos;s raise, so seat 9 gets back 1,000.
The main pot is 450 x 3 + 50 = 1,400 and pays 70. The side pot, 550 from
seat 5 and 550 from seat 9, is 1,100; only seat 9 can win it, but it is a
real pot made of seat 5&apos;s chips and pays 55. Total 125.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Hold&apos;em: read every hand</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 2&apos;s A-2-3-4-5 is all hearts: a straight flush, the lowest one. Seat 4
has the same ranks in mixed suits: a straight. Seat 7 makes 3-4-5-6-7.
Seat 9&apos;s kings and the board king make three of a kind.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>The five board cards are a royal flush, and a player can always use all five
board cards. Seat 3&apos;s 9d only makes a lower straight flush and seat 6&apos;s aces
make three aces, so both play the board: a royal flush each.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 5 has three sevens and three jacks; five cards make jacks full of
sevens. Seat 8&apos;s pocket twos and the board two make three twos, which with
the jacks make a full house. Seat 1 has only the board&apos;s two pairs with an
ace: two pair (its three clubs are not a flush).
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 2 has a straight (J-10-9-8-7) and a flush (five hearts); the flush is
the higher category. It is not a straight flush because the seven is a club.
Seat 7 also has both a straight (9-8-7-6-5) and a flush: name the flush.
Seat 5 has only the straight Q-J-10-9-8.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 8 holds 2-3-4-5 but needs an ace or a six for a straight: high card.
Seat 3 has no pair either. Seat 6 pairs the board&apos;s nine.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 1 sees three pairs (queens, nines, fives), but a hand is five cards:
two pair. Seat 4&apos;s pocket fives and the two on the board are four of a kind.
Seat 9 plays the board&apos;s two pair with an ace.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>The same ace makes both ends of a straight. Seat 3 makes A-K-Q-J-10, the
highest straight; seat 7 makes A-2-3-4-5, the lowest. Seat 10 has kings and
fours.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Name the hands of seat 4 and seat 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>The board holds three tens. Seat 4&apos;s sixes join the board six: three sixes
and three tens make tens full of sixes. Seat 6 has four clubs, not a flush,
so it plays three tens with ace and king. (Seat 2, not asked, has four tens.)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Hold&apos;em: build the pots and pay them</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Seat 4 bet 1,200 but seat 8 could only call 500: the 700 nobody matched goes
back to seat 4 before anything else. The pot is 25 + 50 + 500 + 500 = 1,075.
The commission is 5 % of 1,075 = 53.75, rounded down to 53, and seat 8&apos;s
three nines take 1,022. Check: 700 + 1,022 + 53 = 1,775, everything put in.
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Both players make the same king-high straight and tie. The commission comes
off first (5 % of 2,000 = 100); the remaining 1,900 is shared equally, 950
each.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>The chip unit at this table is 5 (taken as the split unit of rule 67). The commission is 5 % of 1,350 = 67.5,
rounded down to the chip unit: 65. The 1,285 left is 257 chips of 5; three
winners get 85 chips (425) each and 2 chips are left over. They go one each
to the winners starting from the marker seat 7 and going clockwise: seat 9
first, then round past the croupier to seat 3. Seat 5 gets no odd chip.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>The main pot is 165 from seats 4, 6 and 9 plus seat 8&apos;s 10 = 505; seat 4&apos;s
full house wins it, less 25 commission. The side pot is 335 from seats 6 and
9 = 670; they both play kings and sevens with an ace and tie. After 33
commission, 637 is split 318 each with one chip over. It goes to the first
winner clockwise from the marker (seat 8): that is seat 9, not seat 6.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Both players play kings and eights with an ace and tie. The commission is
5 % of 1,575 = 78.75, so 78; 1,497 is left, 748 each and one chip over.
The odd chip goes to the winner in the marker seat if there is one: seat 6
holds the marker and is a winner, so seat 6 takes it, although seat 3 has
the lower number.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>This table takes no commission. Seat 3&apos;s 750 above seat 6&apos;s 1,250 is
uncalled and goes back. The main pot (700 from seats 1, 3 and 6 plus 50 from
seat 10 = 2,150) is tied by the two queen-high straights, 1,075 each. The
side pot (550 from seats 3 and 6 = 1,100) is seat 6&apos;s. Check: 1,075 + 750 +
2,175 = 4,000, exactly what was put in.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>The house caps its commission at 100 a hand. The main pot of 5,700 would pay
285, so only the cap, 100, is taken, and seat 7&apos;s three sixes win 5,600. The
cap is then used up, so the side pot of 2,400 pays nothing and goes whole
to seat 2&apos;s pair of aces.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Seat 5 bet 400 on the turn and nobody called: those 400 go back. The pot of
200 + 600 + 600 = 1,400 is won without a showdown, and the commission is
still taken: 70. Seat 5 receives 1,330 + 400 = 1,730.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Hold&apos;em: who shows first?</source>
        <translation type="unfinished"></translation>
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
apostas&quot;, the showdown &quot;revelação do jogo&quot;; a player all in is &quot;encavado&quot; (rule
49).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Seat 3 holds the marker and is still in, so it opened the river betting and
shows first. Then clockwise: seat 6, seat 9, and round past the croupier to
seat 1. Seats 4 and 8 folded and do not show.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>The marker is at seat 5, but seat 5 folded. The first seat still in
clockwise from it is seat 7, which opened the river betting and shows
first; then seat 9 and, past the croupier, seat 2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>The marker seat 9 and seat 10 have folded. Going clockwise from seat 9 we
pass seat 10, then the croupier, then reach seat 2: seat 2 shows first,
then seat 5 and seat 7.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Seat 4 has the marker and shows first. Seats 1 and 7 are all-in but still
in the hand, so they show in their own places: seat 7 after seat 4, and
seat 1 last, after seat 10. Seat 6 folded.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Everyone went all-in before the flop, so there was no river betting. The
order is the same as if there had been: the marker seat 6 first, then seat
8, then seat 2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Seat 9 made the last raise, but that does not decide the order in hold&apos;em.
The river round was opened by seat 2, which holds the marker (it checked),
so seat 2 shows first, then seat 5 and seat 9.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>With two players left, seat 7 holds the marker, spoke first on the river and
shows first. Seat 3 follows.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Seat 10 holds the marker and shows first. The next seat to its left is seat
1, on the other side of the croupier, then seat 4.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>The marker seat 1 folded, and so did seats 2 and 3. The first seat still in
clockwise from the marker is seat 4; then seat 6, seat 9 and seat 10.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Hold&apos;em: who wins the pot?</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Seat 2 and seat 8 both hold a straight. Seat 2&apos;s straight is A-2-3-4-5, where
the ace plays low: it is the lowest straight there is. Seat 8&apos;s 2-3-4-5-6 is
one step higher, so seat 8 wins. Seat 6&apos;s three nines lose to any straight.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Every player has the four nines of the board. In hold&apos;em the fifth card of
four of a kind decides (non-banked rule 18 a): seat 3&apos;s king beats seat 5&apos;s
queen and seat 7&apos;s four. Seat 7 has no full house: four nines and a four are
only five cards, and the extra fours cannot be used.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>The board is a straight from ace down to ten (the 10h is the same card as Th).
Nobody can make a higher hand: seat 4&apos;s nine only makes a lower straight and
seat 9&apos;s ace adds nothing. All three play the board and tie.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Every player has three kings. Seat 6 and seat 7 complete the full house with
the fives of the board: kings full of fives. Seat 2&apos;s pair of queens is
higher than the fives, so kings full of queens wins (non-banked rule 18 b).
Seat 7&apos;s third five does not help: a full house uses only two of them.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>All three have three eights. The side cards decide (non-banked rule 18 e):
seat 3 and seat 8 both play 8-8-8-A-J, which beats seat 5&apos;s 8-8-8-K-Q. Seat
3&apos;s nine is a sixth card and does not count, so seat 3 and seat 8 tie.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>With two pair, compare the higher pair, then the second pair, and only then
the fifth card (non-banked rule 18 f). Seat 9 plays queens and nines; seats 2
and 4 play queens and sevens. The nines beat the sevens before anyone looks
at seat 4&apos;s ace.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Seat 5 holds three pairs, but a hand is five cards: kings, sixes and the best
remaining card. For seat 5 that card is a three. Seat 2 plays kings, sixes and
a queen, seat 8 kings, sixes and a jack. The queen wins.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>The board is a heart flush. Each player with a heart may swap it in for a
lower board card. Seat 5 makes A-K-J-9-6, seat 7 K-Q-J-9-6 and seat 1
K-J-10-9-6. Flushes are compared by the highest card first (non-banked rule
18 d), so the ace wins. Seat 7&apos;s pair of queens does not matter: a flush
beats a pair.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Each player may use one pocket card, two, or none. Seat 6 makes 10-9-8-7-6,
seat 3 makes J-10-9-8-7 with one card, and seat 10 makes Q-J-10-9-8 with
both. The straight with the highest top card wins (non-banked rule 18 c).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>Omaha: take the commission</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The pot is 50 + 100 + 990 + 990 = 2,130. 5 % of it is 106.5, rounded down
to 106.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>Seat 7 could call only 1,200, so 1,800 of seat 2&apos;s bet goes back. The pot is
1,200 + 1,200 + 100 = 2,500, and 5 % of it is 125.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The main pot is 660 x 3 + 50 = 2,030: 5 % is 101.5, so 101. The side pot is
245 x 2 = 490: 5 % is 24.5, so 24. Together 125 under the house ruling R1-5, which charges each pot on its own.
Seat 8 wins both pots, so one payment of 2,520; read literally, rule 65
(&quot;de cada um dos pagamentos&quot;) would give 126. The trainer follows R1-5.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The pot is 1,990 and 5 % of it is 99.5. The smallest chip is 10, so the
commission is rounded down to 90.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The cap is 250 a hand. The main pot of 3,000 pays 150. The side pot of 2,400
would pay 120, but only 100 is left under the cap. Total 250.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>This table takes 4 %. The pot is 1,850, and 4 % of it is exactly 74.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The table plays without a per-hand commission: nothing is taken.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>Seat 8 raised to 350 and both blinds folded: the 250 above the big blind is
returned. The pot is 50 + 100 + 100 = 250, and even with no flop it pays
5 %: 12.5, rounded down to 12.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Omaha: read every hand</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Seat 2&apos;s ace of spades is its only spade: no flush, just a pair of queens.
Seat 5 has two spades, enough for a flush with three board spades. Seat 7
uses 9-7 with 10-8-6 for a straight. Seat 10 looks like kings full of threes,
but that would take three pocket cards (K-K-3): it has three kings.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Only two of seat 2&apos;s four aces may play: one pair. Seat 6 uses 4-6 with
5-3-2 for 2-3-4-5-6. Seat 9 can make three kings or three nines, but not a
full house: K-K-9-9 are four pocket cards.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Three of the four sixes is the most anyone can use. Seat 4 has three sixes
with A-K. Seat 8&apos;s queens with three sixes make a full house. Seat 1 makes
aces full of sixes with its two aces, the board ace and two sixes.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>The board shows 5-6-7-8. Seat 2&apos;s single nine would be a straight in
hold&apos;em, but here it needs a second pocket card that fits: pair of aces
only. Seat 5 uses 9-10 with 6-7-8; seat 8 uses 4-3 with 5-6-7. Seat 10&apos;s nine
and four do not fit in any straight together (5-6-7-8-9 would need four
board cards), so it plays three kings.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Seat 3&apos;s ace of hearts is a single heart: a pair of queens. Seat 6&apos;s two
hearts make a flush. Seat 9&apos;s king of hearts is also alone; its two kings
with the board king make three of a kind.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Seat 4&apos;s 10-J of diamonds with 7-8-9 of diamonds make a straight flush.
Seat 7&apos;s two diamonds make an ace-high flush, better than its three kings.
Seat 2 has three nines or three twos, never a full house, because 9-9-2-2
would be four pocket cards.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Seat 2 uses 2-5 with A-3-4: A-2-3-4-5, a straight with the ace low. Seat 8&apos;s
five would need a two to make the same straight; it plays three aces. Seat 5
has only a pair.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>The board shows queens and eights, but seat 1 can use only three board
cards: Q-Q-8 with A-K is one pair. Seat 4 makes three queens (its nines give
only two pair). Seat 7 uses 8-3 with 8-8-3: eights full of threes.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Omaha: build the pots and pay them</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seat 9 was all-in for 1,100, so 1,300 of seat 3&apos;s 2,400 goes back to seat 3.
The pot is 50 + 100 + 1,100 + 1,100 = 2,350. Seat 3&apos;s king of spades is its
only spade (no flush); it has a pair of queens. Seat 9&apos;s eights with the
board eight make three of a kind. Commission: 5 % of 2,350 = 117.5, so 117;
seat 9 takes 2,233.
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seats 3 and 8 both make Q-J-10-9-8 and tie. The commission is 5 % of 1,975
= 98.75, so 98; 1,877 remains, 938 each with one chip over. The odd chip
goes to the first winner clockwise from the marker seat 6: seat 8 (seat 7
folded), not seat 3.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>All three make the ace-high straight with J-10. The pot is 1,825; 5 % is
91.25, rounded down to the chip unit of 5: 90. That leaves 1,735, or 347 chips of 5:
115 chips (575) each and 2 chips over. From the marker seat 7 clockwise, the
first winner is seat 9, then, past the croupier, seat 2. Each gets one extra
5-chip.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seat 3 bet 600 and folded to seat 5&apos;s raise to 1,400, so 800 goes back to
seat 5. Seat 1 is all-in for 250: the main pot is 250 from seats 1, 3 and 5
plus the blinds 25 and 50 = 825, and seat 1&apos;s three nines win it (41
commission). The rest of seat 3&apos;s bet, 350, and 350 from seat 5 make a side
pot of 700 that only seat 5 can win (35 commission).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>No commission at this table. Seat 4&apos;s kings full of eights win the main pot
(800 from three players plus 50 = 2,450). Seats 6 and 7 both make three
eights with ace and king and split the side pot of 1,400. Check: 2,450 +
700 + 700 = 3,850, everything that was put in.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seat 8&apos;s four aces play as one pair of aces; seat 10&apos;s kings with the board
king are three of a kind. 5 % of 8,300 would be 415, but the table caps the
commission at 150, so seat 10 receives 8,150.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seat 4 bet 600 on the flop and everyone folded: the 600 goes back. The pot
of 300 + 300 + 300 + 50 = 950 pays 47 commission even without a showdown,
and seat 4 receives 903 + 600 = 1,503.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Omaha: who shows first?</source>
        <translation type="unfinished"></translation>
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
apostas&quot;, the showdown &quot;revelação do jogo&quot;; a player all in is &quot;encavado&quot; (rule
49).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 2 holds the marker and stayed in: it opened the river round and shows
first. Then clockwise: seats 5, 6 and 9. Seat 3 folded.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>The marker seat 6 folded, and so did seat 7. The first seat still in
clockwise from the marker is seat 8; after it come seat 1 and seat 3, on the
other side of the croupier.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 9 holds the marker and shows first; seat 3 is next clockwise, past the
croupier.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 3 holds the marker and shows first. All-in players still show in their
places: seat 5 after seat 3, and seat 1, the first all-in, only at the end,
after seat 8. Seats 4 and 9 folded and do not show.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 7 made the last raise, but in omaha under these rules the order comes
from who opened the river round: the marker seat 4, which checked. Seat 4
shows first, then seats 7 and 9.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>All three players were all-in, so nobody bet on the river. The order is the
same as usual: the marker seat 7 folded, so seat 8, the first seat still in
to its left, shows first, then seats 1 and 5.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Ten seats: the marker seat 1 and seats 2 and 3 folded. Seat 4 is the first
still in clockwise from the marker and shows first, then 6, 9 and 10.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 10, the last seat before the croupier, holds the marker and shows
first. The next seat to its left is seat 2, then seat 4 and seat 7.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Omaha: who wins the pot?</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Four hearts are on the board and seat 3 holds the queen of hearts, but it
must use exactly two pocket cards with three board cards: at most four
hearts, so no flush. Its best hand is a pair of queens. Seat 6 uses its two
nines with the board nine: three of a kind wins.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seat 4 sees 7-8-9-10-J, but that straight uses three pocket cards and only
two from the board. With exactly two pocket cards it has no straight; its
best is the board&apos;s pair of threes. Seat 7 uses A-Q with A-3-3 from the
board: aces and threes, two pair, and wins.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seat 2 holds four aces, but only two of them can be used: a pair of aces.
Seat 9 pairs its king. Seat 5 uses its two nines with the board nine: three
of a kind beats both pairs.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Nobody has four nines: only three board cards may be used. Seats 3 and 10
make three nines with two pocket cards as side cards; seat 10 cannot add the
board king to its king, because that would be four board cards. Seat 6 puts
its pair of eights with three nines: a full house, the winner.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seats 3 and 5 both make aces and sevens with the board&apos;s A-7-7. Those are
the three board cards, so the fifth card must be their second pocket card:
seat 3&apos;s queen beats seat 5&apos;s six. (In hold&apos;em both would play the board
king and tie.) Seat 8&apos;s queens and sevens are lower.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seat 2 makes A-2-3-4-5, the lowest straight. Seat 7 makes 3-4-5-6-7 with its
six and seven, which is higher. Seat 9&apos;s three kings lose to both straights.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seat 1 holds the ace of spades, but it is its only spade: no flush. Seats 4
and 6 each hold two spades and make a flush with the three on the board.
Seat 4&apos;s K-Q-9-6-4 beats seat 6&apos;s Q-9-7-5-4. (Seat 4&apos;s K-10 also makes a
straight, but the flush is higher.)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seats 3 and 5 both make Q-J-10-9-8. Seat 5&apos;s queen of spades gives it only
one spade, so no flush. Seat 9&apos;s 10-9-8-7-6 is lower. Seats 3 and 5 tie and
share the pot.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Omaha (Macau): the house commission and its cap</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>The pot is 520 + 520 + 100 = 1,140. 5 % is 57; the smallest chip is 5, so the
house takes 55.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Blinds 25/50. How much commission does the house take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>5 % of 7,000 is 350, but the cap is five big blinds: 5 x 50 = 250.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Blinds 50/100. How much commission does the house take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>At this table the cap is 5 x 100 = 500. 5 % of 8,000 is 400, under the cap, so
the full 400 is taken. Do not carry the 250 cap of a 25/50 table over.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>This table charges 3 %, blinds 25/50. How much commission does the house take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>3 % of 10,000 is 300; the cap of five big blinds (250) still applies whatever the
rate.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Main pot 3 x 1,800 = 5,400: 5 % is 270, more than the cap, so 250 is taken from
the main pot. The side pot of 1,000 pays nothing because the hand&apos;s cap is used
up.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Main pot 3 x 1,000 = 3,000 pays 150. Side pot 2 x 2,000 = 4,000 would pay 200, but
only 100 is left under the cap of 250. The hand pays 250.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Seat 5 bets 1,000 on the river and seat 9 folds. How much commission does the
house take?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>The 1,000 was not called and goes back to seat 5 without commission. The pot is
50 + 800 + 800 = 1,650; 5 % is 82.5, rounded down to 80.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Seat 9 raises to 150 before the flop and both blinds fold. How much commission
does the house take?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>The 100 that nobody matched goes back to seat 9. The pot is 25 + 50 + 50 = 125.
Commission is charged on every hand, flop or no flop: 5 % of 125 is 6.25,
rounded down to 5.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>This table charges 4 % and its smallest chip is 25. How much commission does the
house take?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>4 % of 2,450 is 98. The house rounds down to whole 25-unit chips: 75.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Omaha (Macau): reading a hand with exactly two hole cards</source>
        <translation type="unfinished"></translation>
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
a paired board two pair, and with three of a kind on the board aces full (a full
house). A board with
four of a kind gives nobody four of a kind, because only three board cards can
play. Work through the pairs of hole cards one at a time and keep the best.

The categories (art. 15), highest first: royal flush, straight flush, four of a
kind, full house, flush, straight, three of a kind, two pair, one pair, and five
odd cards (&quot;cinco cartas diferentes&quot;, art. 15.10; the trainer&apos;s answer list calls
it high card). The deck has 52 cards and the ace plays high or low: A-2-3-4-5 is
the lowest straight (art. 14.3).

Words of the regulation: &quot;cartas de mão&quot; / &quot;hole cards&quot; (the four private cards),
&quot;flop&quot;, &quot;turn&quot;, &quot;river&quot;, &quot;inutilizar uma carta&quot; (burn a card).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 2 has only one heart, so it cannot make a flush; its best is the two jacks
with A-K-9 from the board. Seat 5 plays its two hearts with three board hearts.
Seat 8 plays its two kings with the king on the board.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 1&apos;s nine would need four board cards (5-6-7-8) to make a straight, and only
three may play: its best is a pair of aces. Seat 4 plays 9-T with 6-7-8; seat 6
plays 3-4 with 5-6-7.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Three board kings plus two hole cards: a hole pair makes a full house (seat 2),
the fourth king makes four of a kind (seat 6), and two odd cards leave three of
a kind (seat 9).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Only two of seat 3&apos;s aces can play, so four aces in the hand are one pair of
aces. Seat 7 plays T-8 with Q-J-9 for a queen-high straight.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 1 looks strong but has nothing: the board has only two spades, so no flush;
K-Q-J-T-9 would need three hole cards; no card pairs. Ace high. Seat 5 plays 5-6
with 2-3-4; seat 10 plays A-5 with 2-3-4, the lowest straight.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 2&apos;s queens with Q-8-8 make queens full of eights. Seat 8&apos;s fours with
4-8-8 make fours full of eights. Seat 4&apos;s kings with the board&apos;s eights are two
pair. Seat 11 has no straight (3-5 with 2-4 needs a six or an ace on the board)
and only the board pair of eights.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 3 plays Q-8 of diamonds with 9-T-J of diamonds: a straight flush. Seat 5
plays A-3 of diamonds for a flush (its Q-J straight ranks lower). Seat 8 has
only one diamond, so its K-Q with J-T-9 is a straight.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Only three of the four board sevens can play. Seat 1 adds its aces: sevens full
of aces. Seat 6 has no pair to add, so three sevens with ace-king is its best
hand. Nobody has four of a kind.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Omaha (Macau): pots, commission and split pots</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The pot is 1,250, folded seat 7&apos;s big blind included. 5 % is 62.5, rounded down
to 60 with 5-unit chips. Seat 5&apos;s three eights beat seat 1&apos;s kings and eights
and take 1,190.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>5 % of 6,000 would be 300, but art. 16 caps the commission at five big blinds:
5 x 50 = 250. Seat 8&apos;s queens full beat seat 2&apos;s straight and take 5,750.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The smallest chip at this table is 25. Seats 3 and 8 hold the same straight.
Build the pot and the payouts.
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Main pot 3 x 500 = 1,500, commission 75; seat 2&apos;s three aces take 1,425. Side pot
2 x 1,000 = 2,000, commission 100 (the hand&apos;s total, 175, is under the 250 cap);
seat 6&apos;s three kings beat seat 9&apos;s eights for 1,900.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Commission: 5 % of 1,650 is 82.5, so 80. The 1,570 left is 314 chips of 5: 104
each and 2 left over. The house reads art. 10.5 as one participant
(ruling R1-4): both go to the first tied winner from the croupier&apos;s left,
seat 2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Seat 4 bets 1,000 on the river and seat 7 folds. Build the pot and say what seat
4 is paid.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The 1,000 nobody called goes back to seat 4 untouched. The pot is 50 + 800 +
800 = 1,650; the commission is 5 % of it, 82.5 rounded down to 80, even though
nobody showed. Seat 4 gets 1,570 from the pot plus its 1,000.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The main pot is 3 x 2,000 = 6,000: 5 % would be 300, so the cap of 250 applies
and is used up. The side pot of 2,000 pays no commission. Seat 1&apos;s jacks full win
the main pot; for the side pot seat 10&apos;s eights full beat seat 5&apos;s aces and
jacks.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Blinds 50/100, 25-unit chips. Build the pots and the payouts.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The cap here is 5 x 100 = 500. The main pot of 4,500 pays 225. The side pot of
7,000 would pay 350, but only 275 of the cap is left, so it pays 275. Seat 2&apos;s
ace-high flush takes the main pot; seat 6&apos;s ten-high flush beats seat 3&apos;s three
kings for the side pot.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>This table charges 3 % commission. Seats 4 and 7 both hold an ace-high
straight. Build the pot and the payouts.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>3 % of 2,600 is 78, rounded down to 75. The 2,525 left is 505 chips: 252 each and
one over, which goes to seat 4, the tied winner nearest the croupier&apos;s left.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Omaha (Macau): who shows first</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Everyone checked on the river. In which order do the players show?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>With no bet on the river, the first seat still in to the left of the marker
(seat 4) shows first: seat 5. Then clockwise: seat 8, then seat 2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seats 3 and 4, just to the left of the marker, posted the blinds and folded.
Counting clockwise from the marker, the first seat still in is seat 6, so it
shows first; then seat 9 and seat 1.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 7 bet the river and everyone called. In which order do the players show?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 7 made the only bet of the river, so it shows first, and the order goes on
clockwise: 9, then round to 2 and 4.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>On the river seat 8 bets 200, seat 3 raises to 600, and both others call. In
which order do the players show?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>The raise makes seat 3 the last aggressor, so seat 3 shows first, not seat 8
who bet first. Then clockwise: seat 6, seat 8.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>On the river seat 3 bets 500 and seat 5 moves all-in for 1,200; both others
call. In which order do the players show?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>An all-in that raises the bet is a raise (ruling R2-2), so seat 5 is the last
aggressor and shows first. Then clockwise: seat 10, then round to seat 3.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>On the river seat 9 bets 800, seat 1 calls all-in for 350, and seat 4 calls.
In which order do the players show?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 1&apos;s all-in was a call for less, not a raise, so seat 9 is still the last
aggressor and shows first. The all-in seat shows in its place, clockwise after
seat 9.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>No bet, so the first seat still in to the left of the marker shows first: seat
10. Clockwise the order wraps round to seat 1, and the marker&apos;s own seat, 9,
shows last.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>On the river seat 4 bets, seat 6 raises, seat 8 folds, seat 11 calls, seat 4
re-raises, seat 6 folds and seat 11 calls. In which order do the players show?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 4&apos;s re-raise was the last aggressive action, so seat 4 shows first. Seat 6
raised too, but then folded: folded seats never show (ruling R2-4).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Three players were all-in before the river and seat 7 had called them; there
was no betting on the river. In which order do the players show?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Nobody bet on the final street, so the first seat still in to the left of the
marker (seat 5) shows first: seat 6. All-in seats show in their places,
clockwise: 7, then round to 1 and 3.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>A twelve-seat table. On the river seat 7 bets 400, seat 11 raises to 1,000, seat
12 calls, seat 2 folds and seat 7 calls. In which order do the players show?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 11 raised last and shows first. Clockwise from seat 11 come seat 12, then
(wrapping past the folded seat 2) seat 7.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Omaha (Macau): who wins the pot</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Both players show. Which seat wins?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seat 2 holds one heart, so it has no flush: its best hand is a pair of fives.
Seat 6 plays 9-7 with A-7-9 from the board: two pair, nines and sevens.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Both hold three kings with a pair: seat 3 kings full of nines, seat 7 kings full
of fives. The trios are equal, so the pair decides (art. 15.4): nines beat
fives. Under stud rules these would tie; not in this game.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Both have three queens. Seat 1 plays Q-A with the board&apos;s Q-Q-8; seat 5 plays
Q-K with Q-Q-8. The odd cards decide (art. 15.7): the ace beats the king.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>All three players show. Which seat or seats win?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seats 4 and 9 both play K-Q with J-T-9: the same king-high straight, so they
split the pot (art. 10.4). Seat 1&apos;s 8-7 makes only a jack-high straight.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seat 3&apos;s aces make only aces and queens (A-A with Q-Q-8). Seat 6 plays its two
threes with 3-Q-Q from the board: threes full of queens, a full house.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>All three players show. Which seat wins?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seats 2 and 5 each play two hearts with K-9-4 of hearts. Seat 2&apos;s flush is ace
high, seat 5&apos;s is king high. Seat 8&apos;s single heart makes no flush at all.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seat 1&apos;s A-2 with 3-4-5 is a straight, but the ace plays low: five high, the
lowest straight (art. 14.3). Seat 7&apos;s 6-7 with 3-4-5 is a seven-high straight
and wins. Seat 4&apos;s three kings are below both straights.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seats 2 and 8 both make jacks full, using the three board jacks with their own
pair. The trios are the same, so the pair decides: aces beat kings (art. 15.4).
Seat 10 has no straight, because any three board cards it plays include a jack;
it plays three jacks with 9-8.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Non-banked poker: the deal, the bets at the table, misdeals and player errors</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>After the deal you realise you started with the wrong player, so the cards
were not dealt in the regulation order. What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: the hand is void and a new hand is dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The cards are moved so each player gets the ones he should have had.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The hand is valid, because no player has looked at his cards yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 a): cards not dealt in the regulation order are a misdeal; the hand
is declared void and a new hand begins.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 6 receives a card that belongs to seat 7 and looks at it. What
happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 6 passes it to seat 7 and the deal goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 6&apos;s hand is dead; the others play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: the hand is void and dealt again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 c): a player who receives a card that does not belong to him and
sees it causes a misdeal; the hand is void and dealt again.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>During the hand it is found that one card is missing from the deck. What
happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The hand is played out; a new deck comes in afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The player who spotted it may fold and take back his bets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 e): a card missing from the deck, or a deck wrongly made up for any
other reason, is a misdeal: the hand is void and a new one begins.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>After the deal you find that one card dealt to seat 2 is torn at a corner.
What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 2 gets the next card instead, and play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The card stays in play; the deck is changed after the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 f): a damaged card makes the deal a misdeal; the hand is void and
dealt again (with a sound deck: rule 31 has the pagador check the deck is
&quot;em perfeitas condições&quot;).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>While dealing, you turn over two cards. What happens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Both cards become burn cards and the deal goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Both players get their other cards last, as for one card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 g): the pagador turning over more than one card during the deal is a
misdeal. A single card turned over is rule 70 c) in Hold&apos;em and Omaha (and a
void hand in sintético, rule 109 d).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The pagador announces the wrong hand as the winner. What happens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The announcement stands once the pot has been pushed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It is corrected from the cards shown on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The hand is void and the bets are returned to all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 70 a): if the pagador wrongly announces a winning hand, the combination
of cards exposed on the table is what counts, and the result is corrected.
The cards speak (rule 64).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>You dealt cards to seat 9, who had stepped away. His turn to bet comes and he
is still not back. What do you do?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: the cards were dealt to an empty seat, so deal again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Take his cards away: the hand is valid and he is out of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Leave his cards and let him act when he returns to the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 70 b): if the pagador deals cards to an absent player and he does not
arrive in time to bet in his turn, the hand is valid; his cards are taken
away and he loses the right to take part in that hand.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>How does the pagador shuffle before the cut?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Once, face down, after checking the deck is complete and sound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>At least three times, so that the players cannot see the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>At least three times, face up, so the players can check the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 31: after checking that the deck is complete and in perfect condition,
the pagador shuffles at least three times, so that the cards are not seen by
the players.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A card is seen just after the cut. What do you do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Shuffle the cards again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Put that card at the bottom and deal on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Burn that card, then deal as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 33: if any card is seen during or after the cut, the cards must be
shuffled again.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>How are the cards dealt to the players?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Clockwise, slid along the table, never lifted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Clockwise, lifted and pitched face down to each seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Counterclockwise, slid along the table, never lifted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 34: after the cut the cards go to the players clockwise, so that no
other player sees them; the pagador may not lift the cards, he slides them
on the table.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player pushes chips past the line of his space, then says he only meant to
count them. Is it a bet?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: a bet counts only once it has been announced aloud.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes: chips placed past the line are a bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: a bet counts only once the pagador puts it in the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 53: a player has made his bet when he places his chips beyond the lines
of his space (or, where that is unclear, when the pagador joins them to the
pot without objection from the player).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player announces &quot;400&quot; and puts a single 500 chip forward. What does the
pagador do?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Takes the 500 as the bet: the chips count, not the words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Gives change so that exactly 400 is bet; he may not refuse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Asks him to choose: bet 500, or take the chip back and rebet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 53: announced bets must be matched by chips in the betting space; when
the amount announced differs from the chips placed, the pagador changes them
for chips that make the exact bet, and the player cannot object.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 4 bets 200, watches the others&apos; faces, then adds 400 more &quot;as a raise&quot;
before anyone acts. Is it allowed?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: after betting and seeing the reactions he may not raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes: nobody else has acted yet, so he may still change his bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes, if he announces the raise aloud as &apos;jogo mais 400&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 55: a player who has bet and seen the reaction of the other players may
not raise the bet. Bets must be made clearly and at once, without feints.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Two players in the hand agree between themselves to call off the play
between them, so that neither risks more. What does the regulation say?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It is allowed while only two players are left in the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It is allowed if the pagador and the fiscal both agree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It is forbidden: such an agreement is the «parol».</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 56: players in a hand speak only as strictly needed, may not influence
or criticise another&apos;s play, and the agreement between players to cancel
plays, known as «parol», is especially forbidden.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player looks at his hole cards again. For what may he do so?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>To call a bet, never to raise it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>To raise a bet, never to call it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Never: once seen, cards stay down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 57: a player may look at his cards again to match a bet, but never to
raise it.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>At the showdown seat 3 says &quot;flush&quot; but his cards make only a pair. What
counts?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The flush he announced, since it was said aloud.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His cards: a pair. What a player announces does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Nothing: a false announcement makes his own hand dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 63: players need not announce their hand when they show it, and if one
does, what he announces is not taken into account. The pagador reads the
cards (rule 64).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>During a hand, a player takes more chips from his pocket and adds them to his
cave. What does the regulation say?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed, if he does it before the next betting round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Forbidden: no chips are added once the hand has begun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed, if he only adds up to the table&apos;s maximum cave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 e): players may not add chips to the cave after the hand has begun.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Two players left in the hand offer to share the pot without a showdown. May
they?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes, if the pagador first takes the commission.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: players may not divide the pot voluntarily.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes, provided both of them are already all in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 c): it is forbidden to divide the pot voluntarily (and 14 d forbids
any agreement between players).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 5 keeps taking a long time over every decision, holding up the game.
What does rule 71 a) say?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He is warned; if he keeps doing it he must leave the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His hand is dead at once; he may stay for the next hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The pagador gives him one minute, then his hand is folded for him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 a): a player who does not make his decisions at once, holding up the
hand (&quot;atrasando o desenrolar da jogada&quot;), is warned by the pagador; if he
does it repeatedly he must leave the table. (This is stalling, not &quot;slow
play&quot; in the betting sense.)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Thinking nobody called him, seat 2 throws his cards onto the discards. Seat 6
did call. What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His hand is dead and seat 6 wins the pot without showing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rebuild his hand; if that fails or is doubtful, he loses the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: the hand is void and all the bets are returned to everyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 b): if a player mixes his cards with those of the folded players
because he thought nobody called, the hand is rebuilt if possible; where it
cannot be rebuilt, or doubts remain, he loses his right to the pot.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Facing 600, a player puts 400 into the pot as a call, then wants his 400 back
to fold. What applies?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He may take the 400 back and fold, as the call was short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He may complete the call, but not take the 400 back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The 400 stands as an all-in call for that amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 c): a player who puts in too little to call may complete the bet but
may not withdraw it. (An all-in call for less is only for a player who has no
more chips, rule 49.)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Facing a bet of 200, a player silently pushes 500 into the pot without
announcing a raise. How is it treated?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>As a raise to 500, since the chips are past the line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>As a call of 200; the excess 300 is returned to him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>As a bet of 500 out of turn, which stands as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 d): a player who raises without announcing it is considered to have
called the previous bet, and the excess is returned to him. A raise must be
announced (&quot;jogo mais ...&quot;, rule 39 d).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>During the betting a player turns his own hole cards face up. What happens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His hand is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The hand stays valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: deal again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 e): a player who uncovers his own cards during the hand does not
void anything; the hand remains valid. (A card exposed by the pagador is a
different case: rule 70 c, or rule 109 in sintético.)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player bets before his turn. What happens when his turn comes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His bet is void and is taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It stands; he may not increase it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It stands, and he may raise on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 f): a bet made out of turn (&quot;fora da sua vez&quot;) is valid, but it
cannot be increased when the player&apos;s turn arrives.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 4 pushes his hole cards into seat 5&apos;s cards and they get mixed. What
happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Both hands are void.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Sort the cards back out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal for every seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 g): if a player, voluntarily or not, mixes his cards with another
player&apos;s, both hands are cancelled. Ruling R8-11: the rule is about a
player&apos;s act; cards mixed by the pagador are a pagador&apos;s error.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>After the first betting round, a player says he was dealt one card too many
and asks for a misdeal. What applies?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Too late: he is out of the hand and loses his bets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His extra card is taken away and play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 h): a player who finds a misdeal of rule 69 in his cards must
announce it immediately. If he has not done so by the time the first betting
round begins, he may not take part in the rest of the hand and loses his
bet, if he has made one, and his right to the pot. Betting without looking
at one&apos;s cards is no excuse.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 7 let his turn go by; the action has moved on. He tells the pagador at
once. Who decides, and what may he do if let back in?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The pagador decides; if let back in, he may call or raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The fiscal decides; if let back in, he may call, never raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Nobody: a turn let go by is a fold, and his hand is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 i): a player who let his turn to bet go by must tell the pagador at
once; the fiscal looks at the situation and decides; if the decision favours
the player, he may never raise the previous bet (ruling R8-11: he may only
call).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Omaha Poker (Macau 2010): procedure and irregularities</source>
        <translation type="unfinished"></translation>
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
a round with a limit, none without one, and none heads-up (rulings R8-2 to
R8-7 apply these articles). Before the flop, the turn and the river the
croupier burns a card (art. 7.1, 8.1, 8.3).

Errors in the deal (art. 9): any error, with the first cards or the common
ones, is corrected at once; only if it cannot be corrected at all is the hand
invalid, and then the bets go back to the players. The pot is never shared by
agreement (art. 10.3). A folding player pushes his cards face down to the
croupier; what he bet stays in the pot (art. 13).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>While dealing the hole cards, you see that seat 4 has received five cards
and seat 5 only three. The cards can be traced. What do you do?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Correct the error at once, giving each player the cards he should have had.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Declare the hand invalid at once and give every player his bet back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Let seat 4 keep the four cards he likes best, and let seat 5 play with three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Void the hands of seats 4 and 5 only, and let the others play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 9.1: any error detected in the deal — &quot;both the first cards and the
additional ones&quot; — must be corrected immediately. Only an error that cannot
be corrected voids the hand (art. 9.2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>An error in the deal cannot be corrected in any way; 2 400 is already in
the pot. What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The hand is played on as it is, and the pot goes to the best hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The hand is invalid and each player gets back what he bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The hand is invalid and the 2 400 stays in the middle for the next hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The hand is invalid and the house keeps the 2 400 as its commission.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 9.2: where it is totally impossible to correct the error, the game is
declared invalid and the amounts bet are returned to the players.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The croupier shuffles with the shuffling machine. Must the cards be cut?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: with the machine no cut is needed; a hand shuffle is cut with a cut card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: the player on the croupier&apos;s left always cuts, whatever the shuffle was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: the croupier cuts with a cut card, machine or no machine, every hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 3.1: the croupier either shuffles by hand, cuts with a cut card and
puts the cards in the shoe (or in his hand) with the cut card at the end of
the deck, or uses the shuffling machine, in which case no cut is needed.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The marker is at seat 6. Who posts the small blind and the big blind?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 6, at the marker, the small blind; seat 7 the big blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 7 the small blind, seat 8 the big blind: the two seats left of the marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 5 the small blind, seat 4 the big blind: the two seats right of the marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 5: the first and the second player to the left of the marker post the
small blind (as a rule half the big blind) and the big blind. The first
choice is the non-banked rule (rules 81-83), where a mão posts the small
blind: the two regulations differ here (ruling R8-1).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Marker at seat 2, blinds at seats 3 and 4. The hole cards are dealt. Who
decides first, and who decides last, in the first round?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 3 first, at the small blind; seat 2, at the marker, last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 5 first, left of the blinds; seat 4, the big blind, last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 3 first, left of the marker; seat 4, the big blind, last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.3: the first round begins with the seat to the left of the two
players of art. 5 (the blinds) and goes on clockwise. Art. 6.4: the player
who posted the big blind is the last to decide (ruling R8-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>First round: every player only calls the big blind of 100. It is the big
blind&apos;s turn. What may he do?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nothing: everybody called, so the round is over and the flop comes out now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Check, raise or fold: the big blind has the last word in the first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Call only: he has matched the bet already, so he may not raise now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.4: in the first betting round the player who posted the big blind
has the prerogative of deciding last, and may fold, raise or check
(&quot;preferir&quot;). Nobody raised, so he may check — the round then ends — or
raise (ruling R8-3).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>After the flop, who is the last to bet, raise or fold?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The player who posted the big blind, as in the first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The player at the marker; the seat to his left speaks first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The player who made the last bet or raise of the first round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.5: in the rounds after the first, the player at the marker is the
last to bet, raise or fold; the first still in to his left speaks first
(art. 7.2, 8.2; ruling R8-2).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>A player says &quot;raise, five hundred&quot;, then changes his mind before putting
any chips forward. What stands?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nothing: a bet counts only when the chips are on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The raise of 500: a spoken bet is valid and binds the player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Only a call: a spoken raise without chips is taken as a call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 11.1: players may bet by word or by putting the chips on the table in
front of them; a spoken bet is valid and binds the player who made it
(ruling R8-8).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No-limit game, big blind 100. Seat 5 raises to 400. What is the smallest
re-raise seat 6 may make (all-in for less apart)?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To 500: a raise adds at least the big blind, the table minimum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To 700: it adds at least the 300 of the previous raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To 800: a raise at least doubles the bet it answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 12.1: a raise must be at least equal to the previous bet or raise in
the same round. Seat 5 raised by 300 (from 100 to 400), so seat 6 raises by
at least 300, to 700 (ruling R8-6). Under the non-banked rules (rule 86) the
minimum would be the table minimum instead.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Pot-limit game, five players in. This round has had a bet and three
raises. The next player wants to raise again: may he?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>He may: in a pot-limit game there is no limit to the number of raises.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>He may not: three raises a round at most; he may call or fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>He may, if the raise is all his chips: an all-in is never capped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 12.2: in games with a limit a bet may be raised three times at most
per round; the opening bet is not a raise (ruling R8-7).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>In a no-limit game, how large may a bet or a raise be?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Up to the pot, as in pot limit; only the number of raises is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Any amount from the minimum up to all his chips on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Up to three times the previous bet, and three raises a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 11.3 and 12.3: without a limit a player bets any amount in chips on
the table from the minimum up, all-in included, and the amount of a bet or
raise is unlimited (ruling R8-5).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Pot-limit game: only two players are left, and they have raised each other
three times this round. May the fourth raise stand?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: three raises a round is the most, however many are playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: with only two players in (heads up) the raises are not capped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes, but only if the raise puts in all the raiser&apos;s chips on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 12.4: with only two players in the hand (heads up) there is no limit
on raising, so the cap of art. 12.2 does not apply (ruling R8-7).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>A player lifts his hole cards off the table and shows them to a friend behind him. What does this break?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nothing: a player may show his own cards to anyone who asks to see them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Players see only their own cards and may not hold them off the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nothing, as long as he has already folded or is all in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.2: players may only see their own cards and may not hold the cards
outside the gaming table.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>On the river, the two players left offer to share the pot and not show
their hands. What do you say?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>They may, if both agree out loud and the croupier hears it said.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: the pot is never shared by agreement; both play to the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>They may, once the house has taken its commission.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 10.3: the pot cannot be shared between players by agreement, so all
hands must stay in play until the final result. Then every active player
shows his cards (art. 8.5).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seats 2 and 7 tie for a pot of 1 010 after commission, and the smallest
chip in play is 10. Each gets 500. Where do the remaining 10 go?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To the tied winner nearest the croupier&apos;s left: seat 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To the tied winner nearest the marker&apos;s left, whoever he is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To the house, with the commission of the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>It stays in the middle of the table for the next hand.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>How does a player fold, and what happens to the chips he has already bet?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Cards face down, pushed to the croupier; his bets stay in the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>He shows his cards, and takes back his last bet if nobody called it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Cards face down in front of him; his bets come back after the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 13: a player who folds puts his cards on the table face down and
pushes them toward the croupier; the amount he bet becomes part of the pot
owed to the winning player.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Hold&apos;em and Omaha: the cut, the flop games&apos; dealing errors, blinds, order of betting, raises and missed bets</source>
        <translation type="unfinished"></translation>
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

Raises (&quot;repiques&quot;): at least the table minimum; at most the total of the bets
made so far, counting the last player&apos;s bet (rule 86; ruling R8-5 reads it as the
pot after the call). Only three raises in a round (rule 87), unlimited with two
players left (rule 88).

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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>How are the players&apos; cards dealt in Omaha?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Four each, face down, one at a time, clockwise from the first bettor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Two each, face down, then two more each after the first betting round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Four each, face down, all four to one player before the next one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 35: the cards are dealt one at a time, clockwise, starting with the
player who made the first bet (the small blind, &quot;a mão&quot;, rule 81). Rule 77
changes only the number: four each in Omaha.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Which rules govern Hold&apos;em at a non-banked table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Only the general rules 1-71 and Hold&apos;em&apos;s own rules 93-94.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The general rules 1-71 and the Omaha rules 72-91, as changed by 93-94.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The Omaha rules 72-91 alone; the general rules are for sintético.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 92: Hold&apos;em is governed by the general rules of subsection I and by the
Omaha rules of the previous subsection, with the changes of rules 93-94 (two
pocket cards, the best five of seven). So blinds, order of betting, raises
and missed blinds (rules 80-91) apply to Hold&apos;em too.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Who cuts the deck at a Hold&apos;em or Omaha table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The pagador, and only the pagador.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the right of a mão.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player on the pagador&apos;s right, each hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player holding the big blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 32: once the shuffle is over, the cut is exclusively the pagador&apos;s. (In
póquer sintético rule 101 gives the cut to a player instead.)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The table minimum is 100. Who posts the small blind, and how much?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player with the marker (a mão), 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the left of the marker, 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player with the marker (a mão), 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the right of the marker, 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player who has &quot;a mão&quot; makes the small blind (&quot;pequena aposta&quot;), half the
table minimum (rules 81-82). Careful: in Omaha Macau 2010 it is the player to
the left of the marker who posts the smaller blind (art. 5.1).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The table minimum is 200. How much is the big blind, and who posts it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>200, by the player to the left of a mão.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>400, by the player to the left of a mão.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>200, by the player to the right of a mão.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 81: the player immediately to the left of a mão makes the &quot;grande
aposta&quot;; rule 83: it equals the table minimum.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Before the flop, who is the first player to decide?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the left of the big blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player holding a mão (the marker).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player who posted the big blind (the grande aposta).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 84: the first to fold, check, call or raise (rule 39) is the player
just to the left of the player who made the big blind.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>On the flop, the turn and the river, who speaks first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player with a mão, or the next one still in on his left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the left of the big blind, or the next one still in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player who made the last raise in the round before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 85: in the rounds after the first, the first to speak is the player who
has &quot;a mão&quot; (rules 42, 44 and 46 say so for the flop, turn and river rounds).
Ruling R8-2: if he is out or all in, the next seat still able to act on his
left opens.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Five players are still in. There have been a bet and three raises in this
round, and a player wants to raise again. What does the pagador say?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>No: only three raises are allowed in a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes: if it is at least the table minimum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes: if it is no more than the total of the bets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 87 allows only three raises in each round. The limit falls away only
when two players are left (rule 88).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Only two players are left and they have raised each other four times in
this round. Can the fifth raise be made?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes: with two players left, raises are unlimited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>No: three raises is the limit in every round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes, but only if the fiscal allows it there and then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 88 (and rule 47 in general): when only two players are in the hand
the number of raises is unlimited.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The pot holds 200. Seat A bets 100 and seat B calls 100. Seat C wants to
raise. What are his smallest and largest raises?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>At least the table minimum; at most 500 on top of the call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>At least the last raise; at most his whole stack (the cave).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>At least double the bet; at most 400 on top of the call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 86: a raise is at least the table minimum, and at most the total of the
bets made so far, counting the last player&apos;s bet. Ruling R8-5 reads this as
the pot after C&apos;s own call: 200 + 100 + 100 + 100 = 500, so C may call 100
and raise by at most 500 (a total of 600). &quot;At least the last raise&quot; is the
Omaha Macau 2010 rule (art. 12.1), not the non-banked one.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>A new player sits down in the seat that has &quot;a mão&quot; for the coming hand.
What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He plays from the next hand; a mão passes to the seat on his left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He posts the small blind as a mão and plays the hand at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He posts both blinds at once and plays the hand straight away from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 80: a new player cannot take the seat that has &quot;a mão&quot; in that hand.
If he does, he plays from the next hand, and a mão moves to the seat
occupied immediately on his left.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>A seated player has not bet for five hands. What happens in the next hand?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He posts a big blind; the order of betting does not change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He posts a big blind and speaks first in every betting round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He takes a mão and posts the small blind in the next hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 89: he must make a big blind in the following hand, without any change
to the order of betting in that hand. Ruling R8-9: in Hold&apos;em and Omaha rule
89, the variant&apos;s own rule, governs a seated player who does not bet; rule
13&apos;s &quot;three or more hands&quot; does not apply, though a player may still ask to
rest two hands (rule 13).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>A player was away from the table and missed his big blind. He comes back
and wants to play the next hand. What does the pagador do?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He makes it up; it does not count towards his bets this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He makes it up, and it counts as his first bet of this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He waits out one hand as a penalty, then plays on without making it up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 90: on his return he pays what he did not post, and that amount is not
counted in the bets he makes in that hand.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>After the deal the pagador sees that some players did not make the first
bet, but nobody can tell which ones. What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The hand is valid and is played with the smaller pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Misdeal: the hand is void and is dealt again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Every player puts his first bet in once more, then the hand goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 91: the hand stands. Players known to have missed it must make the
first bet to take part; if they cannot be identified, the hand is played
with the reduced pot. Rule 91 speaks of the &quot;primeira aposta&quot;; the regulation
does not say more, and the house reads it as the forced bets of these
games, the blinds of rules 81-83.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Dealing the hole cards, you find two cards lying face up in the deck. What
happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take both cards out as burn cards and deal on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Deal on; the two cards are shuffled back in at the next hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 69 d): more than one card face up in the deck is a misdeal. (In
sintético even one face-up card voids the hand, rule 109 c.)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Dealing the hole cards, you accidentally turn one of seat 3&apos;s cards face
up. What is the procedure?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Misdeal: void the hand and deal the hand again from a new shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Deal on; complete seat 3 last; that card is the next burn card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave the card face up in seat 3&apos;s hand and carry on with the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 c): if the pagador involuntarily turns over a card while dealing, he
continues the deal to the other players in the set order and, at the end,
completes the hand of the player whose card was turned. That card is the
card burned in the next phase of the game. Two or more cards turned over
would be a misdeal (rule 69 g).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>You put out the flop before the last player has acted on the first betting
round. What do you do?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take the flop back, finish the betting, shuffle it in, deal a new flop, no burn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take the flop back, finish the betting, then put the same three cards out again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave the flop out, let the player act; he may then only call the bets before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 d): the flop cards exposed too early are withdrawn and the betting
is completed. Then those cards go back into the rest of the deck, it is
shuffled, and three cards are dealt for the flop without burning first.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>You expose the turn card before the betting on the flop is over. What is the procedure?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take it back; after the betting burn, and the next card is the turn; then shuffle it in and deal the river, no burn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take it back; after the betting burn one card and put the same card out again as the turn, then burn and deal the river.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave the turn card out; the players who have not acted may only call the bets made before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 e): the early turn card is withdrawn and the players finish their
bets. The next card is burned and the card that would have been the river is
exposed as the turn. The withdrawn card is then returned to the deck, which
is shuffled, and the first card is taken as the river without a burn.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>You expose the river before the betting on the turn is over. What is the procedure?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take it back; after the betting burn a card, then deal the river.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take it back; after the betting shuffle it in; first card is the river, no burn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave it out as the river; the players who have not acted may only call.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 f): for the river the pagador follows the second part of rule 70 e):
the exposed card is withdrawn, the players finish their bets, the card goes
back into the rest of the deck, it is shuffled, and the first card is taken
as the river without burning.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>You turn the turn card without burning first. What now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>That card counts as the burn card; a new card goes out as the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>That card stays as the turn; burn two cards before dealing the river.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Misdeal: the hand is void, and a new hand is dealt from a new shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 g): if the pagador does not burn a card where rules 41, 43 and 45
require it, the card turned is considered the burn card, and a new card is
drawn for the table.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The flop was exposed before seat 8 had acted; you have taken the three cards
back. It is seat 8&apos;s turn in the pre-flop round and he wants to raise. May he?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes: the exposed flop changes nothing in the pre-flop round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>No: a player who had not yet bet may only call the bets before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>No: having seen part of the flop, he must now fold his hand at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 h): in the cases of rule 70 d), e) and f), the players who had not
yet bet may only match the earlier bets, never raise them. This limits the
round in progress when the card was exposed; the new flop is dealt only after
that round ends (rule 70 d), and its round is played normally.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Q Poker: procedure and irregularities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The cards are shuffled either by hand, then cut by the croupier with the blank
card and placed in the shoe with the blank card at the end, or by the
shuffling machine, with no cut (Despacho 89/2004 art. 3). Bets may be placed on
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>You notice that the cards were dealt in the wrong sequence. What happens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Put the cards right by giving each hand the cards it should have had.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round is invalid, the bets are void, and a new round is dealt with new cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round goes on as dealt: the order of the deal does not change the hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Only the hands that received their cards out of order are void; the rest play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.1: if the cards were dealt in an incorrect sequence, the round is
considered invalid, the bets are null, and a new round begins with new
cards. Q Poker does not correct a misdeal the way 13 cards does.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>A player&apos;s hand turns out to hold four cards. What happens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Take the extra card away at random, face down, and let the round play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>That player&apos;s hand alone is void, with its bets; the other hands play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round is invalid, all bets are void, and a new round is dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.1: a hand dealt the wrong number of cards makes the whole round
invalid; the bets are null and new cards are dealt for a new round.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>While dealing the players&apos; hands, you accidentally expose one of seat 4&apos;s
cards. What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round is invalid, every bet is void, and the cards are dealt again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Seat 4&apos;s hand is void; the others play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Nothing: the round is valid, and the bets and the game go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Seat 4 may withdraw its bets, since its hand is known to everyone now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.2: one or more cards exposed by accident while dealing the players&apos;
hands do not invalidate the round; the bets and the game continue.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>While dealing, you accidentally expose one of your own (the croupier&apos;s) cards. What happens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Nothing: the round is valid, and play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round is invalid, and all bets are void.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The exposed card is burned and replaced with the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The players may fold without losing half their bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.3: a card exposed by accident in the croupier&apos;s hand makes the round
invalid, and all bets are considered null. Compare art. 11.2: a player&apos;s
exposed card does not.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>You deal three cards by mistake to a spot where nobody has placed a bet.
What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>That hand is void, and the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The hand is played for the house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The next player may place a bet on that hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.4: cards dealt by mistake to a hand that has no bet of any kind make
that hand null, and the game goes on.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The card shuffler breaks down in the middle of the deal. What happens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The game is void; the shuffler is replaced, or a shoe is used to deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The croupier finishes the deal by hand from the cards in the shuffler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The hands already dealt play on; the others are void.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.5: if the shuffler malfunctions during the deal, the game is null,
and the shuffler is replaced or the cards are dealt from a shoe instead.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The first card of the round has been dealt when a player puts chips on his
spot. What do you do?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Accept the bet, as long as his own cards have not been dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Refuse it: once the first card is dealt, no new bet is accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Accept it, but as a pair plus bet only, since the round has begun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 6.2: when the first card of a round has already been dealt, new bets
are not accepted.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>A player standing behind seat 5 has a bet on that hand and reaches for its
cards. Who may hold the cards?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Any player who has a bet on the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Only the seated players, and never away from the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The player with the highest bet on the hand, seated or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 6.3: only seated players have the right to hold the cards, and they
may not hold them outside the table. Several players may bet on the same
hand (art. 6.1), but that does not give them the cards. When several seated
players bet on the same hand, art. 6.3 does not say which of them holds the
cards (13 cards art. 5 gives them to the highest bet; Q Poker has no such
rule): the croupier lets them agree, and calls the floor if they do not.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>How are the cards dealt from a shoe?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Clockwise from left to right, face down, one at a time, only to hands with a bet, the croupier last, until everyone has three cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Counterclockwise from the croupier&apos;s right, three cards at a time, face down, to every spot with a bet, the croupier first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Clockwise, one at a time, face down, to every spot whether it has a bet or not, the croupier first, until all have three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 7.1: with a shoe, cards go from left to right, clockwise, face down,
one at a time, to each player who has placed a bet, the last card going to
the croupier, until all have three cards. With a shuffler (art. 7.2) the
order is the same but three cards are dealt at a time.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The cards come from the shuffling machine. Must they be cut?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Yes, by the croupier with the blank card, every round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Yes, by a player at the table, with one hand only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>No: with the shuffler there is no need to cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 3: cards shuffled by hand are cut by the croupier with a blank card and
placed in the shoe with the blank card at the end; cards shuffled by the
machine need no cut.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>A player folds. When the croupier&apos;s hand is opened it does not qualify, and
the player asks to take back his fold. What do you answer?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>He may: the croupier did not qualify, so every seat still playing is paid half its bet, and so is he.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>He may not: the decision is made before the croupier&apos;s hand is opened and cannot be revoked; he loses half his bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>He may not, and having folded he loses his whole bet, the pair plus bet included, like a losing hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 9.3: a player who gives up playing against the croupier loses half his
bet. He must decide before the croupier&apos;s hand is opened, and once taken
the decision cannot be revoked.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>In what order are the bets settled after the players&apos; hands are opened?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Pair plus first; then the players decide to play or fold; then the bets against the croupier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The bets against the croupier first, then pair plus, once the hands are shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Both at once, after the croupier&apos;s hand is opened and every decision is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 9.1 and 9.2: once the players&apos; hands are opened, the croupier settles
the pair plus bets (three odd cards lose them). Only then do the players
decide whether to play against the croupier&apos;s hand.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Póquer sintético: the cut, the ante, estardilho, and irregularities</source>
        <translation type="unfinished"></translation>
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
aposta inicial (ante), at least the minimum the concessionaire sets (rule 102).

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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>In a sintético game, a card turns over as you deal it to seat 5. What happens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is void (jogada nula).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Deal on; complete seat 5 last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 5 keeps the card, face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 109 d): if a card turns over while the pagador is dealing, the hand is
void. Rule 109 is sintético&apos;s own rule, and rule 112 applies the general
rules only &quot;no restante&quot;, so the Hold&apos;em and Omaha procedure of rule 70 c)
does not apply; it could not anyway, as sintético has no burn card (rule 100).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>While dealing, you find a single face-up card in the deck. What happens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Put it aside and keep on dealing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Deal on: it takes two to void it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 109 c): if any uncovered card appears during the deal, the hand is
void. In Hold&apos;em and Omaha one face-up card in the deck is not a misdeal:
rule 69 d) needs &quot;mais de uma carta virada para cima&quot;.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The players did not receive their cards in the normal order. What happens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Move the cards to the players who should have had them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand stands if no player has looked at his cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 109 a): a deal in which the players did not receive the cards in the
normal order is a void hand.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 9 has been dealt three hole cards. What happens?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Take the last card back and play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 9 keeps two of the three cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 109 b): a player who receives more or fewer cards than he should makes
the hand void. Each player must hold exactly two cards (rule 96).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After the first common card and its betting round, you uncover the second and
the third together, before the betting round on the second card. What
happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is void (jogada nula) and dealt again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The third card goes back into the deck, which is reshuffled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Both cards stay; one betting round is lost and play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Both cards stay; two betting rounds are lost and play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 110: if the pagador uncovers more of the five common cards than he
should, as many betting rounds are lost as cards uncovered. Ruling R8-10:
only the cards turned beyond the one that was due count (here the third
card); they stay on the board, and the round that should have come before
it (the round on the second card) is lost. The hand is not void.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The cards have been dealt, and you notice that seat 2 has not put in the
ante. What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is void, and it is dealt again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is valid; he antes to take part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 2&apos;s cards are dead; the hand goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 111: if one or more players did not make the initial bet when the cards
were dealt, the hand is valid, and they must make it if they want to take
part in the hand.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The ante pot is short, and nobody can tell which players failed to put in
their ante. What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand stays valid and is played with the smaller pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is void and all the antes are returned to all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Every player puts in his ante once again, and then deal on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 111: when it is not possible to determine which players made the
initial bet, the hand remains valid and is played with the reduced pot.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>When do the players put in the aposta inicial (ante)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After the cut and before the deal begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After the deal, before the first common card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Before the cut, as soon as the shuffle ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 102: after the cut and before the cards are dealt, the players make
their initial bet (ante), at least the minimum set by the concessionaire.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Is a card burned in sintético before the common cards are exposed?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Yes, before each common card, as in Hold&apos;em.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Only once, before the first common card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>No: there is no carta queimada in sintético.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 100: after the shuffle, the cards are presented to the player entitled
to cut, and there is no burned card. The common cards are taken from the
bottom of the deck (rule 107).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Who cuts the cards for the second hand of the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The pagador, as in Hold&apos;em and Omaha.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The player on the pagador&apos;s right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The player who won the last pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 101: at the start of the game, the player seated on the pagador&apos;s right
cuts. In the following hands, the cards are given to be cut to the player on
the right of the one who has &quot;a mão&quot;.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 6 made the highest bet in the round on the first common card. Who
starts the betting round after the second common card?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The player to the left of a mão.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 6, the highest bettor before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The player holding a mão himself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 108: the first betting round starts with the player to the left of the
one who has &quot;a mão&quot; (rule 107); every later round is begun by the player who
made the highest bet in the round before. Ruling R8-2: if nobody bet in that
round, it starts again from the player to the left of a mão; a seat out of
the hand or all in is passed over.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The house allows estardilho. Seat 3 has not looked at his cards and, before
the first common card, puts 200 on the table announcing &quot;estardilho&quot;. What
follows?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Others who play bet 400; seat 3 doubles his to 400 too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Others who play bet 200; seat 3&apos;s 200 stays just as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Others who play bet 400; seat 3&apos;s 200 stays as it is.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After seat 3&apos;s estardilho of 200, seat 8 wants to &quot;restardilhar&quot;. What must
be true, and what does he do?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He has seen his cards; he doubles seat 3&apos;s 200.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He has not seen his cards; he doubles seat 3&apos;s 200.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He has not seen his cards; he adds 200 to the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 106 b): the restardilho is another player, before seeing his cards,
doubling the amount put forward by the player who made the estardilho; the
rest is as for the estardilho (106 a). A player without enough cave to
follow is all in under rules 38 and 49 (106 c).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>At a sintético table a seated player has not bet for three hands and has not
asked to rest. What does the regulation say?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He must leave the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He posts an extra ante.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Nothing until five hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 13: a player may ask to rest for two hands without losing his seat, but
one who does not bet for three or more hands, or rests repeatedly, must leave
the table. Ruling R8-9: in sintético rule 13 applies whole; the &quot;five hands,
then a big blind&quot; rule 89 is Hold&apos;em&apos;s and Omaha&apos;s, not sintético&apos;s.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 32 says the cut belongs to the pagador alone. Does that hold at a
sintético table?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Yes: rule 32 is a general rule and applies to every variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>No: here a player cuts (rule 101); rule 32 gives way to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Only at the start; later the player right of a mão cuts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 112 applies the general rules to sintético only &quot;no restante&quot;, where
the variant has no rule of its own. Rule 101 gives the cut to a player (on
the pagador&apos;s right at the start, then on the right of &quot;a mão&quot;), and rule
100 presents the cards to him; so rule 32&apos;s &quot;exclusivamente ao pagador&quot;
does not apply here.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>In Hold&apos;em a river exposed early is taken back and replaced (rule 70 f). At
a sintético table you uncover the fifth common card before the betting on
the fourth has ended. What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Take it back, finish the betting, shuffle it in, draw again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>It stays on the board; the round on the fourth card is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Misdeal: the hand is void (jogada nula) and dealt again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 70 f) is the flop games&apos; procedure; sintético has its own rule for a
common card uncovered too early, rule 110, and rule 112 applies the general
rules only where the variant has none. Under rule 110 and ruling R8-10 the
card stays, and the betting round that should have come before it (the round
on the fourth card) is lost; the last round follows.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Five-card stud: procedure and irregularities</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>During the deal, the dealer accidentally turns up a player&apos;s closed card
(the &quot;carta chave&quot;). What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The card stays face up and the hand goes on for everyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>That hand is dead, and the player gets his pot-money entry back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>That hand is dead, and his pot-money entry stays in the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The whole deal is void, and the cards are shuffled and dealt again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 d): a closed card revealed by accident during the deal kills that
player&apos;s hand, and the player recovers the money he put in as pot money.
The other players&apos; hands are not affected.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>A card goes to the wrong player during the deal, and the dealer notices it.
What must he do?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Leave it: the player who received it keeps it, and the deal goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Declare the whole deal void, collect every card and deal the hand again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Correct it: give the cards to the players they belong to, in dealing order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Burn the misdealt card and give the player the next card of the box instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 e): a card dealt by mistake is corrected when the error is seen, by
giving the card or cards to the players who should have had them in the
normal order of the deal.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Seat 3 puts his last chips in the pot. Two other players keep betting.
What is seat 3 playing for?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The pot up to when his capital ran out; later bets form a pot he cannot win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The whole pot, including every later bet, if his five cards are the best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Nothing: a player who cannot match the bet must fold and lose what he put in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The whole pot, if he buys more chips at once from the cage to match the bets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 a): the player with exhausted capital keeps receiving cards to the
end, but plays only for the pot up to the point where his capital ran out.
The other players&apos; further bets are set apart, and go to the best hand
among them. Capital may never be increased during a hand (art. 6).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>A player who still has chips in front of him says he is &quot;all-in&quot; for the
chips he has pushed forward and wants to play only for the main pot. What
do you tell him?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Allowed: the chips he did not push stay out of play until the next hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Allowed on the last betting round only, when no more cards are to come.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Not allowed: nobody is all-in while he has money on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 a) ends: no player may call himself short of capital while he has
money on the table. All-in means all of his capital is in the pot.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>It is a player&apos;s turn and he has been thinking for more than two minutes.
What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The dealer warns him and gives him another two minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>His hand is killed: he is made to fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The dealer checks for him, and play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Nothing: stud sets no time limit for a decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 b): no player may take more than two minutes to decide. If he does
not act within two minutes of his turn, his hand is killed, that is, he is
forced to fold.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Before his turn, a player says out loud that he is going to fold. Which is
correct?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Not allowed: a player acts only in his turn and may not show before it that he will fold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Allowed: he is folded at once, his closed card goes on his open cards, and the play goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Allowed as long as he keeps his closed card hidden until his turn actually comes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 c): every player may act only when his turn comes. A player who
wants to give up the pot may not indicate it, in words or in any other way,
before his turn. The regulation does not make such a word binding: the
dealer stops him, and the action continues in turn.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The last two players in a hand propose to split the pot between them
whatever their cards. What do you say?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>They may, once the house has taken its commission from the whole pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>They may, but only after all five cards are dealt and none has folded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Forbidden: the pot goes to the best hand at the showdown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 f): any agreement between two or more players to divide the pot,
regardless of who wins, is absolutely prohibited.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>How are the first two cards dealt in five-card stud?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Clockwise from the player on the dealer&apos;s left: the closed card to all, then the open card to all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Counterclockwise from the player on the dealer&apos;s right: an open card to all, then the closed card to all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Counterclockwise from the player on the dealer&apos;s right: both cards face down, one round each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Counterclockwise from the player with the best open card, as for the third to fifth cards of the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 a): once everyone has paid the pot money and the first card has
been burned, the dealer gives each player an open card, counterclockwise,
starting with the player on his right; then the closed card (&quot;carta
chave&quot;), the same way. Only the later open cards (3rd to 5th) start with the
player who must speak first (art. 10 b, c ii; ruling R4-1).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>On the first round, the player with the highest open card does not want to
make the opening bet. What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He is taken to have folded; the duty to open passes to the second highest open card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He may check on the first round, and then the player on his right has to speak instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The dealer puts in the minimum bet for him from his capital, and he stays in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 b): the player whose open card is highest must open. If he does not,
he is considered to have dropped out of the hand, and the right to open
goes to the player with the second highest open card.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>On the second round the first player checks (&quot;passa a voz&quot;). A later player
bets. When the action comes back, what may the first player do?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Call or fold only: by checking he gave up the right to raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Call, raise or fold: after a bet every player has all four options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Check again or fold: he already passed the voice this round.</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>After the last betting round, who turns up his closed card first?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player with the best four open cards, then the others counterclockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player right of the best four open cards; counterclockwise, the best last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The last player who bet or raised on the last round, then the others clockwise from him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player on the dealer&apos;s right, then the others counterclockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 e): showing starts with the player seated to the right of the
player whose four open cards are best, and goes counterclockwise, so the
best open board shows last. Suits do not rank for this purpose (art. 10 b).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>A player asks to cut the cards. Which of these is right for five-card stud?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He cuts with one hand, at least six cards; at most two players cut in a hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He cuts with both hands, any number of cards, and every player may cut in turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Only the dealer cuts; a player may ask for a new deck, never cut himself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He cuts once, at least ten cards; the deck is then changed every hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 2: one deck is used for at most ten hands and is shuffled by the
dealer. Players may cut as they like, but with one hand only, at least six
cards at a time, and at most two players cut in each hand. The cut deck goes
into the metal box, and the first card is taken out and set aside before
the deal (the house may change the deck after any hand).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Seven players are seated. An eighth wants to bet on a place too, and a
seated player wants to move to a better place in the middle of a hand.
Which may you allow?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Neither: a table has at most seven places, and nobody changes place during a hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Both: a table takes up to ten places, and a player may move between rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The eighth may join at the next hand; the move is allowed once the cards are all out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 3: each table has at least two places and at most seven. No player may
bet on more than one place or change place in the middle of a hand.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>At a $20 pot-money table a player&apos;s capital falls to $400 in the middle of
a hand. He wants to add $2,000 now. What do you say?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Not now: capital never changes during a hand; after it he tops up to $2,000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Yes: he may add chips whenever his capital falls below $500, even in mid-hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>No, and he must leave the table, since his capital fell below the minimum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 6: the minimum starting capital is $2,000 (pot money $20) or $5,000
(pot money $100), with no maximum. A player whose capital falls below $500
(or $1,000) during a hand must bring it back up to the minimum after that
hand. Nobody may increase or reduce his capital once a hand has begun.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>On the second round every player still in checks. Where does the dealer
start dealing the fourth card?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>With the player on the dealer&apos;s right, counterclockwise, as for the first two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>With the player who had the right to bet first on that round, counterclockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>With the player who checked last, then clockwise round the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 c) ii): when everybody checks, the dealer gives each player the
fourth card face up, in the same direction as before, starting with the
player who had the right to make the first bet on the second round (ruling
R4-1). Only the first two cards start from the dealer&apos;s right (art. 10 a).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>On the third round the player who had to speak first folded. The others
called a bet. Who gets the next open card first?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player who folded: his place still gets its card, but face down, to keep the count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player on the dealer&apos;s right, since the opener is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player showing the second best open cards, then counterclockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 c) iv): the next open card is dealt in the same direction, and if
the player who should have been first to act has folded, the dealer starts
with the player showing the second best open cards (ruling R4-1). A player
who folded gets no more cards.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>13 cards: procedure and irregularities</source>
        <translation type="unfinished"></translation>
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
another place&apos;s cards (art. 3).

Irregular deal (art. 4): a card that turns face up during the deal is valid
and play goes on. Cards dealt to the wrong place are given, when the error is
seen, to the places they belong to in the normal dealing order. If that is
impossible, every card dealt is cancelled; the banker shuffles by hand and by
machine, the deck is cut with the blank card and put back in the metal box.

Several players on one place (art. 5): the right to hold the cards belongs to
the highest bet, but only a player seated at the table may hold them; the
others may suggest how to arrange the hand.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>During the deal, a card turns face up. What do you do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Cancel the deal, shuffle again and deal a new hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The card is valid: keep dealing and play the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Burn the card and give that place the next card instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Void only the hand of the place that received the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 4: cards that appear face up during the deal are considered valid, and
the hand goes on. (In Q Poker, by contrast, an exposed card in the
croupier&apos;s hand voids the round.)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>While dealing you notice that two cards went to the wrong places. The
error can still be traced. What is the procedure?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Give the cards to the places they should have gone to in the normal dealing order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Cancel every card dealt, shuffle the deck again by hand and deal the hand anew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Let each place keep the cards it received, even the cards meant for another place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 4: cards dealt by mistake are corrected, when the error is noticed, by
giving them to the player or players who should have received them in the
normal order of the deal.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>A misdeal is found that can no longer be put right. What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The hand is played as dealt: the cards already out stand as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The places with the wrong cards lose their bets, and the others play on as dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>All the cards dealt are cancelled; the banker shuffles by hand, then by machine, the deck is cut with the blank card and put back in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The cards are collected and dealt again from the box in the same order, without a new shuffle or cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 4: if the error cannot be rectified, all the cards already dealt are
cancelled. The deck is shuffled again by the banker, then by the shuffling
machine, and cut with the blank card before it goes back in the metal box.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Who shakes the four dice?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker, before he deals: the dice are always shaken by the house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The player seated at the table who has made the highest bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The player on seat 1, on the banker&apos;s left, whatever the bets on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Any player at the table who asks to, in turn from the banker&apos;s left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 b): the right to shake the dice under the cover belongs to the player
occupying a seat at the table who has made the highest bet.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The dice have been shaken. A player asks to move his bet from seat 2 to
seat 3. What do you answer?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Yes: bets may be moved until the first card of the deal leaves the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Yes, but only to another place where he already has a bet, before any card is dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>No: once the dice are shaken no bet is accepted, withdrawn or moved to another place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 c): once the dice have been shaken, no more bets are accepted, and
bets already made may not be withdrawn or moved from one place to another.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>After the hand, a player says he placed his chips on seat 1 by mistake and
meant to bet on seat 3, which won. How is his bet settled?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>As a bet on seat 3, where he meant it, if the other players confirm it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>As a bet on seat 1, where it lies, despite the mistake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>It is returned to him: a bet placed by mistake is void.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 c): players must remember their bets, and the banker collects or pays
each bet according to the place where it was made, even if it was put there
by mistake.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Only one player is at the table, betting on seat 2. To how many places do
you deal?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Two: the banker and seat 2, the only place with a bet on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Four: the banker and all three seats, always.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Only the places with a bet on them, and the banker with them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 c): whatever the number of players, the cards are always dealt to
all four places, 13 cards each.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker has shown his arranged cards. Seat 1 is still arranging when the
five-minute signal sounds. What happens?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Seat 1 loses the hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker arranges seat 1&apos;s cards for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Seat 1 gets one more minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Seat 1&apos;s bet is returned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 d): every player must finish arranging his cards within five minutes
of the banker showing his, marked by a sound or electric signal. A place
that has not finished before the signal loses the hand.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>When may the players pick up and look at their cards?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>As soon as the deal is over and every place has its thirteen cards in front of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Only after the banker has arranged his cards and shown them on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>As soon as the dice have been shaken and the first place is known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 d): no player may take or look at his cards before the banker has
finished arranging his hand and shown it on the table. The banker may
rearrange his hand before the players pick up their cards.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Two players bet on seat 2. The higher bet belongs to a player standing
behind the table; the other one is seated at seat 2. Who holds the cards?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The standing player, because his bet on that place is the higher one, and the seated player may only make suggestions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The seated player, because only a player seated at the table may hold the cards; the other may make suggestions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker arranges that place&apos;s cards, since two players cannot agree on one hand between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 5: the right to hold the cards belongs to the player with the highest
bet on the place, but only a player occupying a seat at the table may hold
them. The other players betting on that place may suggest how best to
arrange the hand.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>How is the deck cut in 13 cards?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>By the banker only, with both hands, and always after the machine shuffle, at least twenty cards each time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>By any player, or by the banker if no player wants to, with the blank card, using one hand and at least ten cards each time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Not at all: once the shuffling machine has shuffled, the deck goes into the box without a cut by anyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 a): after the banker&apos;s hand shuffle and the machine shuffle, the
cards are cut with the blank card by any player, or by the banker if no
player wishes to. The cut is made with one hand only, at least ten cards at
a time, and the cards then go face down into the metal box.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>A player has bets on seats 1 and 2. While arranging seat 1 he picks up
seat 2&apos;s cards to compare them. What do you tell him?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>He may: a player with bets on two places may handle both places&apos; cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>He may not: nobody holds another place&apos;s cards, even a place he bets on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>He may, as long as both places&apos; cards stay on the table in front of him.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 3: every table has four places, the banker&apos;s included, and a player
may bet on more than one place; but nobody may change place during a hand,
hold the cards off the table, or hold the cards of other places.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Q Poker: paying the spots</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>The croupier&apos;s 7-8-9 is a straight. Seat 1&apos;s three fives rank above a
straight in Q Poker: pair plus 30 to 1 (300) and the bet 2 to 1 (40). Seat
2&apos;s flush ranks below a straight: pair plus 4 to 1 (40), but the bet of 20
loses.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Both seats hold straights, paid 6 to 1 on pair plus (30). A-2-3 is the lowest
sequence, below the croupier&apos;s 4-3-2, so seat 1 loses its bet. A-K-Q is the
highest sequence: seat 2 wins 3 to 2 on 10, that is 15.
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Three flushes with the same ranks: the suit decides. Hearts beat the
croupier&apos;s clubs, so seat 1 wins, paid 1 to 1 (a flush is &quot;other&quot; in art.
9.7). Diamonds lose to clubs, so seat 2 loses its bet. Both flushes are paid
4 to 1 on pair plus.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Seat 1 and the croupier both hold 8-8-5. A pair is decided by the suit of
the odd card, not of the pair: the croupier&apos;s 5 of spades beats the seat&apos;s 5
of diamonds, so the seat loses its bet even with the two best eights. Its
pair still wins pair plus 1 to 1. Seat 2&apos;s queens beat the eights: 1 to 1.
Seat 3 bet only pair plus: its pair of jacks is paid 1 to 1.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>K-J-7 everywhere. Three odd cards are decided by the suit of the highest
card, the king. The croupier&apos;s king of clubs beats seat 1&apos;s king of diamonds
(seat 1&apos;s jack of spades does not count), and loses to seat 2&apos;s king of
spades. Seat 1&apos;s three odd cards also lose pair plus.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Seat 1 folds: half of 25 is 12.5, and a forfeit is rounded up, so it loses
13. Its pair of nines is still paid on pair plus, 1 to 1. Seat 2&apos;s straight
flush wins 40 to 1 on pair plus (200) and 3 to 1 on the bet (75). Seat 3
folds 10 and loses 5.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>The croupier holds jack-high: no qualification. Every seat still playing is
paid half its bet, whatever it holds: half of 25 is 12.5, paid as 12. Seat
1&apos;s straight is paid only 12 on the bet, but 6 to 1 on pair plus. Seat 2&apos;s
pair plus loses with three odd cards. Seat 3 folded before the croupier&apos;s
cards were shown and loses half its bet, 10.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>The croupier qualifies with queen-high and every seat beats it. A straight is
paid 3 to 2: 37.5 on 25, rounded down to 37. Three of a kind is paid 2 to 1
(50) and 30 to 1 on pair plus (150). The 5-4-3 straight flush is paid 3 to 1:
75.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>The smallest chip is 5. Seat 1&apos;s straight wins 3 to 2 on 25, that is 37.5,
and what the house pays is rounded down to the chip: 35. Seat 2 folds: the
half bet it forfeits, 12.5, is rounded up to the chip: 15. Its pair of kings
still wins 5 on pair plus.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Jack-high: the croupier does not qualify. Seat 1 is paid half of 25, 12.5,
rounded down to the 5 chip: 10. Seat 2 folded 15: half is 7.5, rounded up
to 10. Its pair plus wins 10, so it nets 0.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>With two decks, seat 1 and the croupier both hold three sevens. Three of a
kind is decided by rank only, and equal ranks push: the bet is returned,
while pair plus pays 30 to 1. Seat 2&apos;s three eights are higher: 2 to 1.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Seat 1 holds exactly the croupier&apos;s cards, from the second deck: identical
hands push, and its straight flush still wins 40 to 1 on pair plus. Seat 2&apos;s
K-Q-J of spades has the same ranks, and the king of spades beats the king of
hearts: 3 to 1 on the bet.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>Q Poker: does the croupier qualify?</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>The croupier&apos;s highest card is a queen: three odd cards, queen-high, qualify.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>J-9-8 in mixed suits is not a sequence (10 is missing) and not a flush: three
odd cards, jack-high, below the queen. The croupier does not qualify.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>Q-J-9 is queen-high. The lower cards do not matter; the croupier qualifies.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>J-10-9 is a sequence: a straight. Any combination qualifies, even though no
card is a queen or higher.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>Three hearts make a flush. A flush is a combination, so 8-high still qualifies.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>The lowest possible pair is still a pair, and any pair qualifies.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>A-2-3 is the lowest sequence in Q Poker, but it is a straight, and a straight
qualifies.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>Jack-high with no pair, no flush and no sequence: the croupier does not qualify.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>King-high is better than queen-high: the croupier qualifies.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>K-A-2 is not a sequence in Q Poker (art. 4.3), so this is three odd cards,
ace-high. Ace-high is above a queen, so the croupier qualifies anyway.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>J-10-7 is no sequence (the 9 is missing) and no flush: jack-high does not
qualify.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Póquer sintético: take the commission</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>The pot holds three folded antes of 100 and 765 from each of the two
players: 1,830. 5 % is 91.5, rounded down to 91.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Seat 3 was all-in for 900, so 1,100 of seat 7&apos;s 2,000 goes back. The pot is
900 + 900 + 100 + 100 = 2,000 and pays 100, not 5 % of all 3,100 chips.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Main pot: 340 x 3 + 50 = 1,070, and 5 % is 53.5, so 53. Side pot: 245 x 2 =
490, and 5 % is 24.5, so 24. The hand pays 77 under ruling R1-5 (each pot on its
own; the two pots have different winners, so rule 65&apos;s &quot;each payment&quot;
also gives 77); 5 % of the 1,560 total (78) is not the answer.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>The smallest chip here is 50. The pot is 2,250 and 5 % is 112.5; rounded down
to a whole number of 50-chips it is 100.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>5 % of the 3,000 pot would be 150; the house&apos;s maximum is 75 a hand, so 75 is
taken.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>This table charges no per-hand commission.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Seat 9 bet 400 and everyone folded: the 400 goes back. The pot is 100 + 300
+ 300 + 300 = 1,000, and 5 % of it, 50, is taken although nobody showed.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Seat 5&apos;s last bet of 400 was not called and goes back. The pot is 50 + 250 +
250 + 250 = 800 and pays 40.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Póquer sintético: read every hand</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 2&apos;s two queens and the two board queens make four of a kind. Seat 5&apos;s
two clubs and three board clubs make a flush. Seat 9&apos;s kings with the board
king and queens make a full house, which here ranks below the flush.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 2 uses A-8 with 9-10-J: a straight with the ace low, the lowest one.
Seat 9 uses A-Q with K-J-10: a straight with the ace high. Seat 6&apos;s eights
with the kings are two pair; the eights are not figures.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 1 plays K-K-Q-Q-A and seat 3 A-A-K-K-Q: all five cards are figures and
there are two pairs, so both are figures with pairs. Seat 7&apos;s queens and
eights are ordinary two pair. Seat 10&apos;s J-J-A-K-Q is five figures but only
one pair.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 2&apos;s ten of hearts cannot make the royal flush, because its nine of
spades must play too: 9-10-J-Q-K, a straight. Seat 5 has two hearts: a
flush. Seat 8 has three aces. Seat 11, in the eleventh seat, must play both
tens: one pair.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 4 has one spade and a heart that must play, so no flush: Q-J with
A-K-10 is a straight. Seat 6&apos;s J-10 of spades with A-9-8 of spades make
A-8-9-10-J in one suit: the lowest straight flush, better than its plain
ace-high flush. Seat 9 has nines and eights with an ace.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 3 makes jacks full of nines and seat 8 jacks full of aces. Seat 5&apos;s two
clubs with J-9-8 of clubs make a flush. Seat 10&apos;s K-Q needs a ten for a
straight; it plays J-J-A-K-Q, five figures with one pair: one pair.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>In hold&apos;em seat 3 would have a straight. Here its king and eight must both
play, and no straight contains both a king and an eight, so it has only high
card: A-K-Q-J-8. Seat 6 makes A-K-Q-J-10; seat 9 has a pair of eights.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 4 plays A-8-9-10-J all in hearts: with the ace low it is a straight
flush, the lowest one. Seat 7 makes 8-9-10-J-Q in mixed suits, a straight.
Seat 1 has three kings.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Póquer sintético: build the pots and pay them</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seat 5 could call only 650, so 600 goes back to seat 3. The pot is three
antes of 50 plus 650 from seats 3 and 5: 1,450. Seat 3&apos;s flush beats seat
5&apos;s full house in póquer sintético. Commission 72 (72.5 rounded down); seat
3 receives 1,378 + 600 = 1,978.
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seat 5 bet 700 and folded to seat 8&apos;s raise to 1,800: 1,100 goes back to
seat 8. Seat 2 is all-in for 200: the main pot is 200 from seats 2, 5 and 8
plus seat 9&apos;s ante = 650, and seat 2&apos;s kings full of queens win it (32
commission). Seat 5&apos;s other 500 and 500 from seat 8 make a side pot of
1,000 that only seat 8 can win (50 commission).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seats 4 and 10 make the same straight, 9 to king, and share the pot. After 65
commission, 1,235 is left: 617 each and one chip over. The marker is at seat
9, which folded; the first winner clockwise from it is seat 10, which takes
the odd chip.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seats 1, 3 and 6 must all use their ten and eight: each makes 8-9-10-J-Q and
they tie, above seat 7&apos;s three aces. The pot is 2,025; 5 % is 101.25,
rounded down to the 25-chip: 100. The 1,925 left is 77 chips of 25: 25 chips
(625) each and 2 chips over. From the marker seat 5 clockwise, seat 6 gets
the first and seat 1 the second.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>No commission here. Seat 2&apos;s queens full of eights take the main pot (400
from three players plus seat 11&apos;s 100 = 1,300). Seat 5 holds two spades but
only two spades are on the board, so no flush; seat 7&apos;s kings and nines win
the side pot of 1,000. Check: 1,300 + 1,000 = 2,300, all the chips put in.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seats 3 and 8 must both play their 10-9, so neither can make the ace-high
straight: each makes 9-10-J-Q-K with K-Q-J from the board, and they tie. The
pot of 2,100 would pay 105 commission, but this table&apos;s cap is 50; the 2,050
left is split 1,025 each.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seat 6 made a bet of 500 after the third board card and nobody called: it
goes back. The pot is 50 + 350 + 350 + 350 = 1,100; it is won without a
showdown and still pays 5 % commission, 55. Seat 6 receives 1,045 + 500 =
1,545.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Póquer sintético: who shows first?</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 7 made the highest bet in the round before the last, so it opened the
last round and shows first. Then clockwise: seat 10, round past the croupier
to seat 2, then seat 5. The marker at seat 3 plays no part in this order.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 4 made the highest bet in the round before the last, but it folded in
the last round. The first player still in clockwise from seat 4 is seat 6,
who shows first; then seat 9, seat 11 and seat 1.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>In hold&apos;em seat 2, with the marker, would show first. In póquer sintético
seat 9, the highest bettor of the previous round, opened the last round: it
shows first, then seat 2 and seat 5.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 11 opened the last round and shows first. The next seat to its left is
seat 1, across the croupier; seat 1 is empty here, so seat 3 follows, then
seat 8.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 5 opened the last round and shows first. Seats 2 and 8 are all-in and
still show, each in its own place: seat 8 right after seat 5, and seat 2
last, after seat 10. Seat 6 folded.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 10, the previous round&apos;s highest bettor, folded, and so did seat 11.
Going clockwise from seat 10 we pass seat 11 and the croupier and reach
seat 2, the first player still in. Then seat 4 and seat 7.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 8 made the highest bet in the previous round and shows first, even
though seat 3 holds the marker and the better hand.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 6 opened the last round (it had made the previous round&apos;s highest bet)
and checked. Seat 1 raised last, but that does not change the order: seat 6
shows first, then seat 9, then seat 1.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Póquer sintético: who wins the pot?</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 9 has aces full of nines and seat 5 nines full of eights, but seat 2&apos;s
two hearts with the three board hearts make a flush. In póquer sintético the
flush ranks above the full house (non-banked rule 103 d and e), so seat 2
wins.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 2 makes A-8-9-10-J: the ace plays low, below the eight, and this is the
lowest straight in the 28-card deck. Seat 5 makes 8-9-10-J-Q, a higher
straight. Seat 7&apos;s three kings lose to any straight.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>In hold&apos;em seat 2&apos;s ten of hearts would make a royal flush. Here seat 2 must
also use its nine of spades, so its best hand is the straight 9-10-J-Q-K.
Seat 5 uses both hearts with three board hearts: a flush. Seat 8 has three
aces. The flush wins.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 3 plays A-A-K-K-Q: five figures with two pairs, &quot;figures with pairs&quot;.
Seat 7 has queens and eights, ordinary two pair, which ranks below it. Seat
10 has one pair of jacks.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 2 plays A-A-K-K-J, figures with pairs. Seat 6 must use its ten along
with its nine, but the two board nines give it three nines, and three of a
kind ranks above figures with pairs. Seat 8 has queens and nines with an
ace: ordinary two pair, below both.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seats 2 and 5 both make 9-10-J-Q-K: equal straights split the losing bets equally
(non-banked rule 104; pot by pot, ruling R1-3). Seat 9&apos;s aces and eights are only two pair; they are not figures
with pairs, because the eights are not figures.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 3 has an ace-high flush and seat 11 three aces, but seat 6&apos;s J-10 of
spades with K-Q-9 of spades make a straight flush, 9 to king.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 2 has four queens, seat 5 an ace-high club flush and seat 9 kings full
of queens. Four of a kind is the best of the three; the flush comes second
and the full house last.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Five-card stud: the house commission</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>The pot is 900, folded seat 6&apos;s 100 included. 4 % of 900 is 36, which is not a
whole number of 5-unit chips: the house rounds down and takes 35.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>On the last street seat 2 bets 300 and seat 5 folds. How much commission does
the house take?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>The 300 final bet was called by nobody: it goes back to seat 2 and pays no
commission (art. 9). The pot is 380 + 380 + 60 = 820; 4 % is 32.8, rounded down
to 30.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Main pot 3 x 205 = 615: 4 % is 24.6, so 20. Side pot 2 x 310 = 620: 4 % is
24.8, so 20. The commission is 40. Art. 9&apos;s own words, 4 % of the whole bolo of
1,235 (49.4, so 45), would give 45; the trainer charges each pot on its own
(ruling R1-5), which gives 40.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>A $100 table. How much commission does the house take from this pot?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>4 % of 7,400 is 296, rounded down to 295. Stud commission has no ceiling: the cap
some other games use does not apply here.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>A $100 table. On the second street seat 3 bets 300 and everyone else folds.
How much commission does the house take?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>The 300 bet was not called, so it goes back to seat 3 (art. 9 exempts only the
final round&apos;s; the house treats this one the same way, ruling R1-1). The pot is 4 x 300 =
1,200 and the hand pays commission even though nobody showed: 4 % is 48,
rounded down to 45.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Seat 4&apos;s last 100 was matched by nobody and bears no commission. Main pot 600
and side pot 600 pay 20 each (4 % is 24, rounded down).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Chips from seats that folded stay in the pot and pay commission like the rest:
140 + 60 + 460 + 460 = 1,120; 4 % is 44.8, rounded down to 40.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>A $20 table: each player put in the $20 pot money, and the house collected its
$20 initial commission before the deal. Seat 4 opens for 40 with the ace and
everyone folds. How much commission does the house take at the end of the hand?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>The 40 opening bet was not called and goes back to seat 4 (ruling R1-1: art. 9
names only the final round&apos;s uncalled bet). The pot is the five
entries, 100. 4 % of 100 is 4, less than one 5-unit chip, so the art. 9
commission rounds down to nothing. The initial commission of art. 8 was already
taken and is not charged again.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Five-card stud: who opens the betting on each street</source>
        <translation type="unfinished"></translation>
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
is skipped: if the seat that should open folds instead, the duty passes to the
next best board by the same ranking (art. 10 b; ruling R4-5).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Every seat has its first open card. Which seat must make the opening bet?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Two kings are the highest cards showing. The suit order of art. 10 b is spades,
hearts, clubs, diamonds, so the king of clubs (seat 2) beats the king of
diamonds (seat 4). Bridge players often rank diamonds above clubs; stud in
Macau does not.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Rank comes first: the king of spades is the best suit but a lower rank, so it
cannot open against an ace. Between the two aces, hearts rank above clubs, so
seat 5 opens.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Seat 2 shows the ace of spades but refuses to make the opening bet. Who must
open now?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>A player who must open and does not is treated as having folded, and the duty
passes to the next highest open card (art. 10 b). Of the two kings left, the
king of spades (seat 5) ranks above the king of hearts (seat 3).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Each seat now shows two open cards. Which seat speaks first in the second round?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Nobody shows a pair, so only the second open cards are compared: 7, Q, J and T.
The queen of clubs wins. The ace and the king were first cards; on this street
they do not count at all.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Any pair showing beats any two unpaired cards, so the pair of sixes opens ahead
of ace-king and queen-ace.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>No pair is showing, so the second cards decide: two jacks tie on rank. The
first cards (king, eight) play no part; the suit of the jacks breaks the tie,
and the jack of spades beats the jack of diamonds.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Two pairs of nines are showing. They tie on rank, so the highest suit among the
cards involved decides: seat 6 holds the nine of spades.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Each seat now shows three open cards. Which seat speaks first in the third round?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>On the third street only a pair formed with the third card counts. Seat 4&apos;s
nines were made by the third card, so they open. Seat 2&apos;s kings were made by the
first two cards: that old pair is ignored and seat 2 is ranked by its third card,
a six.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Each seat still in shows three open cards. Which seat speaks first in the third round?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>There is no trio and no pair formed with a third card, so the highest third card
opens: the king of diamonds. The pair of queens at seat 1 came from the first two
cards, so seat 1 is ranked by its third card, a five (art. 10 c v).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>A trio showing beats every pair, so the three fives open. The queens of seat 6
would come next (a pair formed with the third card); seat 4&apos;s aces are an old
pair and count only by the king dealt third.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Seat 4 paired its eights with the third card but folds rather than act first.
Who speaks first in the third round?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>The duty passes to the next best board by the same ranking (ruling R4-5). Seat 1
shows a pair of sixes formed with the third card, which beats seat 7&apos;s ace as a
single third card.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Each seat now shows four open cards. Which seat speaks first in the last round?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>A-5-6-7 of spades is four consecutive suited cards (the ace plays below the five
in this deck), so it is a possible straight flush, and art. 10 d ranks a possible
straight flush above four of a kind, even four kings showing.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>K-Q-J-T of diamonds is four consecutive suited cards within T to A: a possible
royal flush, the top board of art. 10 d. Seat 4 shows a possible straight flush
and seat 7 three aces, both lower.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Four spades that are not consecutive make a possible flush, which ranks above
seat 5&apos;s possible straight (Q-J-T-9) and above seat 7&apos;s three eights.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>T-9-7-6 has a gap, and art. 10 d says such a board is never a possible straight:
seat 1 is ranked only by its fourth card, a six. Seat 2 paired its sevens with
the fourth card, which beats any board ranked by a single fourth card.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>A-5-6-7 counts as four consecutive cards, so seat 3 shows a possible straight.
That ranks above three of a kind (seat 6) and two pair (seat 1).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>On the fourth street a single pair counts only when the fourth card makes it.
Seat 5&apos;s sixes were completed by the fourth card. Seat 2&apos;s jacks were made by
the first two cards, so seat 2 is ranked by its fourth card only (an ace), which
is below any pair formed with the fourth card.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Seats 2 and 5 both show a possible straight to the queen. For the betting order
the tie is broken by the suit of the highest card: the queen of spades beats the
queen of hearts. At the showdown the same tie is settled differently (see the
showdown lesson: suits never count there).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>Five-card stud: reading the hands in a 40-card deck</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>With no 2, 3 or 4 in the deck, the ace links to the five: A-5-6-7-8 is a
straight (art. 5.6).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>A-5-6-7-8 of hearts is a straight flush, the lowest one. Seat 4&apos;s three queens
and two fives are a full house.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>Only A-K-Q-J-T of one suit is a royal flush. K-Q-J-T-9 of spades is the highest
ordinary straight flush.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>A-T-9-7-6 of diamonds has a gap, so it is a flush, not a straight flush. Seat 7&apos;s
hole card completes four jacks.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>K-A-5-6-7 would need the ace to be high and low at once, so it is only ace high.
A-K-Q-J-T in mixed suits is the highest straight.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>The hole card counts like any other: seat 2&apos;s hidden nine makes three nines and
seat 4&apos;s hidden eight makes a second pair.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>&quot;10s&quot; and &quot;Ts&quot; are the same card (ruling R0-2). Seat 1 has tens full of aces;
seat 5 has 9-T-J-Q-K of hearts, a straight flush.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>Name the hands of seats 3 and 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>9-8-7-6-5 is a straight; only A-5-6-7-8 is lower. Seat 6 holds kings full of
eights. Seat 4 folded and is not asked about.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>T-9-8-7-5 misses the six, so it is no straight; seat 2 has only ten high. Seat
5&apos;s A-K-Q of spades do not matter without a pair or flush: one pair of jacks.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Five-card stud: pots, side pots and split pots</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>On the last street seat 6 bets 200 and seat 3 folds. Build the pot and say
what seat 6 is paid.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>The 200 nobody called goes straight back to seat 6. The pot is 60 + 260 + 260 =
580; 4 % of it is 23.2, rounded down to 20 with 5-unit chips. Seat 6 takes 560
from the pot plus its own 200: 760.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Seat 2 is all-in for 220, so the main pot is 3 x 220 = 660 and the other 400
from seats 4 and 7 make a side pot of 800 that seat 2 cannot win (art. 11 a).
Seat 2&apos;s full house wins the main pot less 25 commission (4 % of 660 is 26.4);
seat 7&apos;s two pair beat seat 4&apos;s pair for the side pot, less 30.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>4 % of 720 is 28.8, so the commission is 25 and 695 is left: 139 chips of 5.
Each winner gets 69 chips (345) and one chip is left over. It goes to the winner
first in dealing order: the croupier deals from his right, counterclockwise, so
seat 6 comes before seat 1.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Commission: 4 % of 820 is 32.8, so 30. The 790 left is 158 chips; three
winners get 52 chips each and 2 chips remain. In dealing order the winners come
7, 4, 2, so seats 7 and 4 get one extra chip each.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>The main pot takes 100 from each of the four seats, folded seat 3 included:
400, which seat 1&apos;s full house wins less 15 commission. The side pot holds the
rest: 120 from seat 3 and 320 each from seats 5 and 6, 760 in all. Seat 3 paid
into it but cannot win it; seat 6&apos;s aces and sevens take it less 30.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Nobody matched more than seat 2&apos;s 150, so 250 of seat 5&apos;s 400 goes back to it.
The pot is 150 + 60 + 150 = 360; commission 4 % is 14.4, rounded down to 10.
Seat 2&apos;s two pair take the other 350.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>A $100 table. Seat 3 is all-in; seats 2 and 6 both hold a king-high straight.
Build the pots and the payouts.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Main pot 3 x 605 = 1,815; commission 72.6 rounds down to 70; 1,745 is 349 chips,
174 each and one odd chip to seat 6 (first in dealing order). Side pot 2 x 895 =
1,790; commission 70; 1,720 splits evenly, 860 each.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Seat 4&apos;s last 100 was matched by nobody and goes back to it. The main pot is
3 x 200 = 600 and the side pot 2 x 300 = 600, each charged 20 commission (4 % of
600 is 24). Seat 1 wins the main pot; seat 4 beats seat 5 for the side pot and
also gets its 100 back.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Five-card stud: the order of the showdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>When the last round of betting is over, every player still in turns his hole card
face up. The order is fixed by the open cards, not by who bet last: the player
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>The last round is over. In which order do the players show their hole cards?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Seat 3 paired its sixes with the fourth card: the best board, so seat 3 shows
last. The player to its right is seat 1 (seat 2 is empty); counterclockwise from
seat 1 the order wraps round to seat 6, then seat 5, and ends with seat 3.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>The queens of seat 2 were made by the first two open cards, so on four cards
seat 2 is ranked by its fourth card, a five. No board has a pair formed with
the fourth card, so the highest fourth card is the best board: seat 4&apos;s jack.
Seat 4 shows last; the order starts at seat 2, to its right, then wraps to
seat 7.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Three kings showing beat seat 4&apos;s two pair, so seat 1 shows last. To the right
of seat 1 the order wraps round to seat 7. Seat 6 folded in the third round,
before the fourth card, and never shows, so the order goes on with seat 4 and
seat 3.
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>A-5-6-7 is a possible straight, which ranks above three jacks and above two
pair, so seat 2 shows last. Seat 1 is empty, so the order wraps round to seat 6.
Seat 6 is all-in for less but is still in the hand: it shows in its place.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Four diamonds that are not consecutive are a possible flush, above three nines,
so seat 3 shows last. Starting to its right: seat 2 has folded, so seat 1 shows
first, then the order wraps to seat 7, seat 6, skips seat 5 (folded) and
reaches seat 4 before seat 3.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Two two-pair boards: kings and fives beat queens and jacks, because the higher
pair is compared first. Seat 4 shows last, and showing starts at seat 2, to its
right.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>A-K-Q-J of hearts is a possible royal flush, which art. 10 d ranks above four of
a kind showing. Seat 2 shows last even though its hole card (a nine of spades)
leaves it with only ace high. Seat 1 is empty, so the order wraps to seat 7,
then seat 3.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Three tens beat three sevens and two pair, so seat 1 shows last and the order
starts by wrapping round to seat 6. The all-in seat 3 shows in its normal place,
just before seat 1.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Five-card stud: who wins the pot</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Both players turn up their hole cards. Which seat wins?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seat 2 has a flush, seat 6 a full house (sixes full of tens). Art. 5 ranks the
full house (no. 4) above the flush (no. 5), as in ordinary poker, even though
the short deck makes flushes hard to get.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>All three players turn up their hole cards. Which seat wins?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seats 1 and 4 both hold straights, which beat seat 5&apos;s three kings. In
A-5-6-7-8 the ace plays as the card below the five, so it is the lowest straight;
seat 4&apos;s 5-6-7-8-9 is higher.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>K-A-5-6-7 is not a straight: the ace is either above the king or below the five,
never both. Seat 1 has only ace high, and seat 6&apos;s pair of jacks wins.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>A-5-6-7-8 of diamonds is the lowest straight flush, but any straight flush beats
four of a kind.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>All three players turn up their hole cards. Which seat or seats win?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seats 2 and 5 hold the same straight, ace high. Suits never rank at the
showdown, so they tie and share the pot (art. 4).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Two pair beat seat 1&apos;s pair of aces. Seats 3 and 6 both hold kings and nines,
so the odd card decides (art. 5.8): the six beats the five.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seats 1 and 4 turn up their hole cards. Which seat wins?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seat 5 showed three kings but folded, so it has no claim on the pot. Seats 1 and
4 both hold aces with a queen and an eight; the last odd card decides: the seven
beats the six (art. 5.9).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Both flushes are ace-queen high. The third cards decide: seat 7&apos;s ten beats seat
2&apos;s nine (art. 5.5). Suits play no part.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>On the third street seat 5 bets 100 and seat 2, showing a pair of aces, folds.
Who wins the pot?
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Once every other player has folded, the last one wins the pot at once, without
showing his hole card (art. 4: winning &quot;by forcing the others to give up&quot;). What
the folded seats showed does not matter.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>13 cards: the dice and the first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>Before the deal, the player seated at the table with the highest bet shakes the
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 4. Counting counterclockwise from the banker: banker 1, seat 3
is 2, seat 2 is 3, seat 1 is 4. Seat 1 receives the first card.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 5: one full turn of four places brings the count back to the
banker, who receives the first card.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 6. The count goes counterclockwise, so after the banker (5)
comes seat 3 (6), the seat on the banker&apos;s right, not seat 1.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 7: banker 1, seat 3 is 2, seat 2 is 3; one more turn of four
gives 7 at seat 2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 16. 16 minus 1 is 15, and 15 divided by 4 leaves 3: the fourth
place in the order banker, seat 3, seat 2, seat 1, which is seat 1.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 24, a multiple of 4, like 4, 8, 12 and 16: seat 1 receives the
first card.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 21. 21 minus 1 is 20, which divides by 4 exactly: the count
ends on the banker.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 14. 13 would be the banker, so 14 is the next place
counterclockwise: seat 3.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 19. 17 is the banker, 18 seat 3 and 19 seat 2.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 9: two full turns of four end on the banker at 9 (as at 1
and 5), so the banker receives the first card.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>13 cards: spotting a foul</source>
        <translation type="unfinished"></translation>
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
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Seat 1 holds A-2-3-4-5 in the middle and K-Q-J-10-9 in the back. In 13 cards
A-2-3-4-5 is the second highest straight, so the middle beats the back: foul.
Seat 2 holds the same two straights the other way round, which is in order.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Seat 1: both rows hold a pair of nines, so the kickers decide. The front&apos;s
ace beats the middle&apos;s king: the front beats the middle, a foul. Seat 2:
a pair of queens with a 5 in front, a pair of queens with 5-4-2 in the
middle. The front&apos;s three cards equal the middle&apos;s first three, and equal
rows are not a foul.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Three of a kind is the only strong hand a front row can hold. Seat 1&apos;s
three sevens beat the two pair in its middle: foul. Seat 2&apos;s three fives
lose to the three nines in its middle: in order. Seat 3&apos;s three queens
beat the three eights in its middle: foul, even though its back is a flush.
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>A-2-3-4-5 of one suit is the highest straight flush in this game; only the
royal flush is above it. Seat 1 puts a K-high straight flush in the middle
under A-2-3-4-5 of spades in the back: in order. Seat 2 does the opposite
and fouls. Seat 3&apos;s royal flush in the back beats any straight flush in the
middle: in order.
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Seat 1&apos;s front A-K-7 equals the first three cards of its middle A-K-7-4-2.
The front does not beat the middle, so there is no foul. Seat 2&apos;s middle
and back are the same 9-high straight: equal rows, no foul. Seat 3&apos;s front
A-Q-5 against its middle A-J-9-8-3: the aces tie, then the front&apos;s queen
beats the middle&apos;s jack, so the front beats the middle: foul.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>The banker&apos;s middle flush beats its back Q-high straight: the banker
fouls. Seat 1&apos;s middle and back are both kings and fives, so the odd card
decides: the middle&apos;s queen beats the back&apos;s nine, a foul. Seat 2 is in
order. Seat 3&apos;s pair of aces in front beats the pair of fours in its
middle: foul.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>13 cards: naturals</source>
        <translation type="unfinished"></translation>
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
  row, A-2-3 and Q-K-A count as sequences; K-A-2 does not.

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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seat 1 holds every rank from ace to king: a dragon. Seat 2 has two queens
and no king, so it has only 12 ranks: no dragon, and no other natural
either. Seat 3 has four pairs: not enough for six pairs and a half.
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seats 1 and 3 have one suit in every row, the 3-card front included: three
flushes (seat 1 holds two twos, so it is not a dragon). Seat 2 has two flushes, but its front mixes a heart with two clubs,
and its six hearts and seven clubs cannot be split into rows of 3, 5 and 5
cards of one suit: no natural. The banker has three fours, a pair of fives
and a pair of twos: no natural either.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seat 1&apos;s front A-2-3 and seat 2&apos;s front Q-K-A both count as sequences, and
their middle and back rows are straights: three straights each. Seat 3&apos;s
front K-A-2 does not count as a sequence, so it has two straights and no
natural (and without a queen its king cannot sit in any straight).
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seat 1 is three flushes and three straights, but it also holds 13
different ranks: the dragon comes first in art. 9 I, so it is a dragon.
Seat 2 is three flushes and three straights: three flushes comes first.
Its middle straight flush beats its back one, but a natural is never a
foul. Seat 3&apos;s royal flush is a strong back row, not a natural.
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seat 1 has exactly 3 hearts, 5 spades and 5 clubs: one suit per row, three
flushes. Seat 2 has 4 hearts, 4 spades and 5 diamonds: no way to fill a
3-card row and two 5-card rows with one suit each. Seat 3 can be set as
A-2-3, 3-4-5-6-7 and 8-9-10-J-Q: three straights. The banker has no natural.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>The banker holds 13 different ranks: a dragon, even though its rows would
otherwise be out of order. Seat 1 (Q-K-A in front) and seat 3 (J-Q-K in
front, A-2-3-4-5 in the middle) hold three straights. Seat 2&apos;s front K-A-2
is not a sequence.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>13 cards: settling the seats</source>
        <translation type="unfinished"></translation>
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
   returns it (art. 11; rulings R5-7, R0-3). The stake is always 1, 2 or 3
   &quot;pontos&quot; of the table&apos;s bet unit (art. 11): at a table with a unit of 50
   the stakes are 50, 100 or 150, nothing else. The banker is the
   &quot;banqueiro&quot;; a fouled hand is in &quot;falta&quot; (art. 7); a natural is &quot;jogo feito&quot;.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The table&apos;s bet unit is 50 (art. 11). Seat 1 wins all three rows (3 to 0):
half of 100 is 50, less 2 % (1): +49.
Seat 2 wins only the back (1 to 2): it loses its 50. Seat 3 wins the middle
and the back (2 to 1): its 3 units of 50 win half of 150, 75, and 2 % of 75 is
1.5, rounded down to 1, so it nets +74.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>Seat 1&apos;s front K-9-4 has the same ranks as the banker&apos;s: the banker wins that
row (art. 10). With the middle to the banker and the back flush to the seat,
the score is 1 to 2, a loss, not a push. Seat 2 wins the front with its ace,
but its middle J-J-5-5-2 is identical in rank to the banker&apos;s, so the banker
takes it; the banker&apos;s straight wins the back: 1 to 2 again.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>Seat 1 wins the front with three fives: 3 points. The banker wins the middle
with its full house (2 points in the middle) and the back with its full
house (1 point in the back): 3 points. 3 to 3 is a push. Seat 2 loses the
front (1 to the banker) but scores 8 for four sixes in the middle and 4 for
four aces in the back: 12 to 1, a win of +49.
</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The banker&apos;s front pair of aces beats its middle pair of kings: the banker
fouls and pays every seat that did not foul, however weak. Seat 1 wins +49.
Seat 2 fouls too (its front jacks beat its middle tens): a fouled seat loses
its stake whatever the banker holds, so it loses 50. Seat 3 wins: half of
150 is 75, 2 % of 75 is 1.5, rounded down to 1: +74.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The banker holds trips, four of a kind and a straight flush, but no
natural. Seat 1 holds six pairs and a half and seat 3 three flushes: each
natural wins 3 points to 0, and rows are not compared. Seat 3&apos;s middle flush
beats its back flush, but a natural is never a foul. Seat 2 has no natural
and loses every row.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The banker holds six pairs and a half. Seat 1&apos;s dragon is a higher natural
in art. 9 I, but two naturals always tie, whatever they are: push. Seat 2&apos;s
two straight flushes are not a natural, so the banker&apos;s natural wins 3 to 0.
Seat 3 fouls (front threes over middle twos) and loses its stake.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The betting unit is 50, so the seats stake 1, 2 and 3 units. All three win.
1 unit: prize 25, commission 2 % of 25 = 0.5, rounded down to 0: +25.
2 units: prize 50, commission 1: +49. 3 units: prize 75, commission 1.5,
rounded down to 1: +74.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The bet unit is 250, so the stakes are 1, 2 and 3 units, and the smallest
chip is 5: the prize and the commission are each rounded down to it.
Stake 250: prize 125, 2 % is 2.5, rounded down to 0: +125. Stake 500:
prize 250, commission 5: +245. Stake 750: prize 375, 2 % is 7.5, rounded
down to 5: +370.
</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
