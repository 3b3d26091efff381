<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>lesson</name>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Hold&apos;em: call and minimum</source>
        <translation>Hold&apos;em: acompanhar e mínimo</translation>
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
minimum, the big blind, whatever the last raise was. A seat may always go all in for less
(rule 49; ruling R8-6). An all-in raise that adds less than a full raise is incomplete: it
does not reopen the betting — a seat that has already acted may raise again only once the
highest total has risen by at least one full raise since it acted (ruling R8-6).

Counting the pot: when a round is over the pot is every chip put in, blinds included; a
bet nobody called goes back to its owner first (ruling R1-1), and each all-in amount
starts a side pot, the &quot;pote lateral&quot; (rules 38, 49-50; ruling R1-2).

Words on the floor: to call is &quot;acompanhar&quot; (rule 39 c), to raise &quot;repicar&quot; or &quot;subir a
aposta&quot; (rule 39 d); the pot is &quot;o pote&quot;, a side pot a &quot;pote lateral&quot; (rule 38), a seat
all in an &quot;encavado&quot; (rule 49), its chips its &quot;cave&quot; (rule 52).
</source>
        <translation>Os montantes são o total de cada lugar no turno («repique para 600»), tal como o pagador
os anuncia.

Acompanhar (regra 39 c dos jogos não bancados; interpretação R8-4): um lugar iguala o
total mais elevado do turno, por isso põe o total mais elevado menos o que já tem à sua
frente. No primeiro turno a grande aposta conta como aposta: para acompanhar é a grande
aposta inteira, mesmo quando a grande aposta foi colocada incompleta (interpretação
R8-1). Um lugar com menos fichas acompanha encavado com o que tem (regra 49;
interpretação R8-4).

O menor repique (regra 86; interpretação R8-6): um repique («repique») acrescenta pelo
menos o mínimo da mesa, a grande aposta, seja qual for o último repique. Um lugar pode
sempre ficar encavado com menos (regra 49; interpretação R8-6). Um repique encavado que
acrescente menos do que um repique completo é incompleto: não reabre as apostas — um
lugar que já jogou só pode voltar a repicar depois de o total mais elevado ter subido
pelo menos um repique completo desde que jogou (interpretação R8-6).

Contar o pote: quando um turno termina, o pote são todas as fichas apostadas, incluindo
a pequena e a grande aposta; uma aposta que ninguém acompanhou volta primeiro ao seu
dono (interpretação R1-1), e cada montante encavado abre um pote lateral, o «pote
lateral» (regras 38, 49-50; interpretação R1-2).

Termos da mesa: «acompanhar» (regra 39 c); «repicar» ou «subir a aposta» (regra 39 d);
«o pote», e um «pote lateral» (regra 38); «encavado», o lugar que apostou tudo (regra
49), e a sua «cave», as suas fichas (regra 52).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 6 speaks first, after the big blind. The big blind counts as a bet: to call, 20
(ruling R8-4). A raise adds at least the table minimum, 20: to 40 (rule 86; ruling
R8-6). The largest, &quot;Pot!&quot;, is the next lesson&apos;s: 20 + (10 + 20 + 20) = 70.
</source>
        <translation>O lugar 6 fala primeiro, depois da grande aposta. A grande aposta conta como aposta:
para acompanhar, 20 (interpretação R8-4). Um repique acrescenta pelo menos o mínimo da
mesa, 20: para 40 (regra 86; interpretação R8-6). O maior, «Pote!», é matéria da lição
seguinte: 20 + (10 + 20 + 20) = 70.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 3, the small blind, already has 10 in front of it: to call the 20, it adds 10
(ruling R8-4). A raise adds at least 20: to 40 (rule 86; ruling R8-6). &quot;Pot!&quot;: the pot
10 + 20 + 20 + 20 + 20 = 90, plus the call 10, is 100: a raise to 20 + 100 = 120.
</source>
        <translation>O lugar 3, a pequena aposta, já tem 10 à sua frente: para acompanhar os 20, acrescenta
10 (interpretação R8-4). Um repique acrescenta pelo menos 20: para 40 (regra 86;
interpretação R8-6). «Pote!»: o pote 10 + 20 + 20 + 20 + 20 = 90, mais os 10 para
acompanhar, dá 100: um repique para 20 + 100 = 120.
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
        <translation>Todos se limitaram a acompanhar a grande aposta, por isso a grande aposta, o lugar 4,
joga em último com a sua opção (interpretação R8-3): os seus 20 já igualam o total mais
elevado, não tem nada a acompanhar e pode passar. Um repique acrescenta pelo menos o
mínimo da mesa, 20: para 40 (regra 86; interpretação R8-6). O pote é 5 × 20 = 100 e não
há nada a acompanhar, por isso «Pote!» é um repique para 20 + 100 = 120 (regra 21 b;
interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 6 raised to 70, adding 50. Seat 8 has nothing in: to call, 70. In hold&apos;em a raise
adds at least the table minimum, 20, whatever the last raise was (rule 86; ruling
R8-6): the smallest raise is to 90, not 120. &quot;Pot!&quot;: 10 + 20 + 70 = 100, plus the
call 70, is 170: a raise to 70 + 170 = 240 (rule 21 b; ruling R8-5).
</source>
        <translation>O lugar 6 repicou para 70, acrescentando 50. O lugar 8 não tem nada à sua frente: para
acompanhar, 70. No hold&apos;em um repique acrescenta pelo menos o mínimo da mesa, 20, seja
qual for o último repique (regra 86; interpretação R8-6): o menor repique é para 90, não
para 120. «Pote!»: 10 + 20 + 70 = 100, mais os 70 para acompanhar, dá 170: um repique
para 70 + 170 = 240 (regra 21 b; interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 4 had only 15 for its big blind: it posted 15 and is all in. The call is still
the full big blind, 20 (ruling R8-1), and a raise adds at least 20: to 40 (rule 86;
ruling R8-6). &quot;Pot!&quot;: 10 + 15 = 25 in, plus the call 20, is 45: a raise to 20 + 45 =
65 (rule 21 b; ruling R8-5).
</source>
        <translation>O lugar 4 só tinha 15 para a sua grande aposta: colocou 15 e ficou encavado. Para
acompanhar continua a ser a grande aposta inteira, 20 (interpretação R8-1), e um repique
acrescenta pelo menos 20: para 40 (regra 86; interpretação R8-6). «Pote!»: 10 + 15 = 25
apostados, mais os 20 para acompanhar, dá 45: um repique para 20 + 45 = 65 (regra 21 b;
interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 6 raised to 70. Seat 8 has only 50: it cannot match 70, so its call puts in all
it has, 50, and it is all in, an &quot;encavado&quot; (rule 49; ruling R8-4). It has no chips
beyond the call, so it cannot raise: no smallest or largest raise.
</source>
        <translation>O lugar 6 repicou para 70. O lugar 8 só tem 50: não pode igualar 70, por isso, ao
acompanhar, põe tudo o que tem, 50, e fica sem cave, um «encavado» (regra 49;
interpretação R8-4). Não tem fichas além das necessárias para acompanhar, por isso não
pode repicar: não há menor nem maior repique.
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
        <translation>O lugar 6 repicou para 70. O lugar 8 ficou encavado em 80, acrescentando 10: menos do
que um repique completo de 20, por isso é incompleto. O lugar 1 acompanhou 80; os
lugares 3 e 4 desistiram. De volta ao lugar 6: para acompanhar, 80 − 70 = 10. Desde que
o lugar 6 jogou, o total mais elevado subiu só 10, não um repique completo: as apostas
não se reabrem para ele, e só pode acompanhar ou desistir (interpretação R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Seat 3&apos;s small blind, 10, stays in the pot when it folds. Seats 4, 6 and 8 each put in
60. The pot: 10 + 3 × 60 = 190 (rule 38; ruling R1-2).
</source>
        <translation>A pequena aposta do lugar 3, 10, fica no pote quando ele desiste. Os lugares 4, 6 e 8
põem 60 cada um. O pote: 10 + 3 × 60 = 190 (regra 38; interpretação R1-2).
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
        <translation>O lugar 4 só tem 15 para a sua grande aposta: coloca 15 e fica encavado, mas para
acompanhar continua a ser a grande aposta inteira, 20 (interpretação R8-1). O lugar 6
repica para 60, o lugar 8 acompanha, os lugares 1 e 3 desistem. Ao todo 10 + 15 + 60 +
60 = 145. O pote principal leva as fichas de cada lugar até aos 15 do lugar 4: 10 (lugar
3, que desistiu) + 15 + 15 + 15 = 55; o pote lateral leva o resto, 45 + 45 = 90, e só os
lugares 6 e 8 o podem ganhar (regras 38, 49-50; interpretação R1-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-amounts.yaml"/>
        <source>Round 1: four seats put in 20 each, 80. Round 2: seat 4 bets 80, the pot; seat 8 has
only 50 left and calls all in for 50; the others fold. Seat 4&apos;s bet is matched only up
to 50: the 30 above goes back to seat 4 first and is in no pot (ruling R1-1). The pot
is 80 + 50 + 50 = 180 (rule 38; ruling R1-2).
</source>
        <translation>Turno 1: quatro lugares põem 20 cada um, 80. Turno 2: o lugar 4 aposta 80, o pote; o
lugar 8 só tem 50 na cave e acompanha encavado com 50; os outros desistem. A aposta do
lugar 4 só é igualada até 50: os 30 acima voltam primeiro ao lugar 4 e não entram em
nenhum pote (interpretação R1-1). O pote é 80 + 50 + 50 = 180 (regra 38; interpretação
R1-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Hold&apos;em: change a bet</source>
        <translation>Hold&apos;em: trocar uma aposta</translation>
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
        <translation>Às apostas anunciadas deve sempre corresponder a colocação das fichas no espaço reservado para tal (regra 53 dos jogos não bancados). Sempre que as fichas colocadas diferem da aposta anunciada, o pagador procede à troca para que fique exactamente a aposta anunciada, sem que o jogador se possa opor (regra 53).

Aqui o lugar que tem a vez diz «Acompanho» e coloca uma ficha maior do que o valor a acompanhar. O valor fica; o pagador devolve o troco, a ficha menos o valor a acompanhar, no menor número de fichas, a maior primeiro (prática da Casa: nenhuma regra diz como se compõe o troco).

Primeiro o valor a acompanhar: o total mais alto da volta menos o que o lugar já tem à sua frente (regra 39 c; interpretação R8-4). Acompanhar 70 com uma ficha de 100 deixa 30 de troco: uma de 25 e uma de 5.

O troco certo vale metade da nota, o menor número de fichas a outra metade.

Palavras da sala: as fichas são «fichas» (regra 19), trocá-las pela aposta exacta é «a troca» (regra 53); acompanhar é «acompanhar» (regra 39 c).</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 6 has 20 to call (ruling R8-4) and puts in one 25: the call stands and the
croupier changes the chip (rule 53). 25 − 20 = 5, given back in the fewest chips:
1 × 5.
</source>
        <translation>O lugar 6 tem 20 a acompanhar (interpretação R8-4) e coloca uma ficha de 25: o valor fica e o pagador troca a ficha (regra 53). 25 − 20 = 5, devolvido no menor número de fichas: 1 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 3 has 10 to call (ruling R8-4) and puts in one 25: the call stands and the
croupier changes the chip (rule 53). 25 − 10 = 15, given back in the fewest chips:
3 × 5.
</source>
        <translation>O lugar 3 tem 10 a acompanhar (interpretação R8-4) e coloca uma ficha de 25: o valor fica e o pagador troca a ficha (regra 53). 25 − 10 = 15, devolvido no menor número de fichas: 3 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 8 has 70 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 70 = 430, given back in the fewest chips:
4 × 100 + 1 × 25 + 1 × 5.
</source>
        <translation>O lugar 8 tem 70 a acompanhar (interpretação R8-4) e coloca uma ficha de 500: o valor fica e o pagador troca a ficha (regra 53). 500 − 70 = 430, devolvido no menor número de fichas: 4 × 100 + 1 × 25 + 1 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 3 has 130 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 130 = 370, given back in the fewest
chips: 3 × 100 + 2 × 25 + 4 × 5.
</source>
        <translation>O lugar 3 tem 130 a acompanhar (interpretação R8-4) e coloca uma ficha de 500: o valor fica e o pagador troca a ficha (regra 53). 500 − 130 = 370, devolvido no menor número de fichas: 3 × 100 + 2 × 25 + 4 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 3 has 40 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier changes the chip (rule 53). 100 − 40 = 60, given back in the fewest chips:
2 × 25 + 2 × 5.
</source>
        <translation>O lugar 3 tem 40 a acompanhar (interpretação R8-4) e coloca uma ficha de 100: o valor fica e o pagador troca a ficha (regra 53). 100 − 40 = 60, devolvido no menor número de fichas: 2 × 25 + 2 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 1 has 80 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 80 = 420, given back in the fewest chips:
4 × 100 + 4 × 5.
</source>
        <translation>O lugar 1 tem 80 a acompanhar (interpretação R8-4) e coloca uma ficha de 500: o valor fica e o pagador troca a ficha (regra 53). 500 − 80 = 420, devolvido no menor número de fichas: 4 × 100 + 4 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 4 has 50 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier changes the chip (rule 53). 100 − 50 = 50, given back in the fewest chips:
2 × 25.
</source>
        <translation>O lugar 4 tem 50 a acompanhar (interpretação R8-4) e coloca uma ficha de 100: o valor fica e o pagador troca a ficha (regra 53). 100 − 50 = 50, devolvido no menor número de fichas: 2 × 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-change.yaml"/>
        <source>Seat 6 has 20 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier changes the chip (rule 53). 100 − 20 = 80, given back in the fewest chips:
3 × 25 + 1 × 5.
</source>
        <translation>O lugar 6 tem 20 a acompanhar (interpretação R8-4) e coloca uma ficha de 100: o valor fica e o pagador troca a ficha (regra 53). 100 − 20 = 80, devolvido no menor número de fichas: 3 × 25 + 1 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-follow.yaml"/>
        <source>Hold&apos;em: follow the action</source>
        <translation>Hold&apos;em: seguir a acção</translation>
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
  (rule 86; ruling R8-6); a seat may always go all in for less.
- The table is pot-limit unless it says otherwise (rules 86, 92): &quot;Pot!&quot; is the highest
  total plus the pot after the call (rule 21 b; ruling R8-5).
- Nobody may raise after three raises in a round (rule 87), except while two seats are
  left (rule 88; ruling R8-7), nor when no other seat could put in more (ruling R8-4).
</source>
        <translation>Siga uma jogada inteira tal como o pagador a conduz (interpretação R8). Em cada acção
diga de quem é a vez e, para esse lugar, o montante para acompanhar, o menor repique (ou
aposta) para quanto e o maior. Depois o jogador joga, a mesa avança e responde de novo:
um erro é mostrado com a resposta certa, e a jogada continua tal como foi jogada.

Em cada passo:
- A vez passa no sentido dos ponteiros do relógio, saltando os lugares que desistiram e
  os encavados. No primeiro turno joga primeiro o lugar a seguir à grande aposta e a
  grande aposta em último; nos turnos seguintes joga primeiro o lugar que tem a mão, ou
  o primeiro lugar ainda em jogo no sentido dos ponteiros do relógio a partir dele
  (regras 84-85; interpretação R8-2). Um turno termina quando todos os lugares que ainda
  podem jogar jogaram desde a última aposta ou repique completo e igualaram o total mais
  elevado (regra 48; interpretação R8-3).
- Para acompanhar é o total mais elevado do turno menos o que o lugar tem à sua frente,
  ou tudo o que lhe resta (interpretação R8-4).
- O menor repique acrescenta pelo menos o mínimo da mesa, a grande aposta, ao total mais
  elevado (regra 86; interpretação R8-6); um lugar pode sempre ficar encavado com menos.
- A mesa é de limite de pote salvo indicação em contrário (regras 86, 92): «Pote!» é o
  total mais elevado mais o pote depois de acompanhar (regra 21 b; interpretação R8-5).
- Ninguém pode repicar depois de três repiques num turno (regra 87), excepto enquanto
  restarem dois lugares (regra 88; interpretação R8-7), nem quando nenhum outro lugar
  puder pôr mais (interpretação R8-4).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-follow.yaml"/>
        <source>Seat 3 holds the marker and posts the small blind, seat 5 the big blind; seat 7 opens
the first round. From the second round the marker seat, or the first seat still in
after it, acts first (rules 81-85; rulings R8-1, R8-2).
</source>
        <translation>O lugar 3 tem a mão e coloca a pequena aposta, o lugar 5 a grande aposta; o lugar 7 abre
o primeiro turno. A partir do segundo turno joga primeiro o lugar que tem a mão, ou o
primeiro lugar ainda em jogo depois dele (regras 81-85; interpretações R8-1, R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Hold&apos;em: irregular actions</source>
        <translation>Hold&apos;em: acções irregulares</translation>
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
        <translation>Antes de aceitar uma acção, o pagador verifica se o lugar a pode fazer (interpretação
R8-4): passar («passar») só sem nada a acompanhar (regra 39 b dos jogos não bancados;
interpretação R8-4) — no primeiro turno a grande aposta conta como aposta; um repique de
pelo menos o mínimo da mesa (regra 86; interpretação R8-6) e não maior do que o limite
da mesa permite (regra 39 d; regra 21; interpretação R8-5); nenhum quarto repique num
turno enquanto estiverem em jogo mais de dois lugares (regras 87-88; interpretação
R8-7); nenhum repique para um lugar a quem as apostas não foram reabertas depois de um
repique encavado inferior a um repique completo (interpretação R8-6), nem quando nenhum
outro lugar lhe puder responder (interpretação R8-4).

O que o pagador faz com um erro de um jogador (regra 71; interpretação R8-8):
- uma aposta para acompanhar inferior ao montante devido pode ser completada, mas as
  fichas não podem ser retiradas (regra 71 c);
- fichas de um repique colocadas sem o anunciar contam como acompanhar, e o excesso é
  devolvido (regra 71 d);
- uma aposta feita fora da vez («fora da sua vez») mantém-se, mas esse lugar não a pode
  repicar quando chegar a sua vez (regra 71 f);
- um jogador que deixou passar a sua vez tem de avisar o pagador de imediato; o
  supervisor da sala («fiscal») decide, e se o deixar voltar ao jogo ele nunca poderá
  repicar a aposta anterior (regra 71 i; interpretação R8-11).

Depois de uma carta do flop, do turn ou do rio exposta cedo demais (regra 70 d-f), os
lugares que ainda não tinham apostado só podem igualar as apostas, nunca repicar (regra
70 h). Um jogador que apostou e viu a reacção dos outros não pode depois repicar (regra
55). Fichas empurradas para lá da linha são uma aposta e, quando o montante anunciado
difere das fichas colocadas, o pagador acerta as fichas para o montante exacto anunciado
(regra 53).

Termos da mesa: «fora da sua vez», uma aposta feita fora da vez (regra 71 f); o
«fiscal», o supervisor da sala (regra 71 i); «passar» (regra 39 b); «repicar» ou «subir
a aposta» (regra 39 d).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Seat 6 speaks first after the blinds. The big blind counts as a bet in the first round
(ruling R8-4), and a seat may pass only when the seats before it have not bet (rule 39
b): seat 6 faces 20, and must call, raise or fold.
</source>
        <translation>O lugar 6 fala primeiro depois da pequena e da grande aposta. A grande aposta conta como
aposta no primeiro turno (interpretação R8-4), e um lugar só pode passar quando os
lugares antes dele não apostaram (regra 39 b): o lugar 6 enfrenta 20 e tem de
acompanhar, repicar ou desistir.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>&quot;Raise to 30&quot; adds only 10 to the big blind. A raise adds at least the table minimum,
20 (rule 86; ruling R8-6): the smallest raise is to 40. Seat 6 is far from all in (it
has 1,200), so the raise is too small.
</source>
        <translation>«Repico para 30» acrescenta só 10 à grande aposta. Um repique acrescenta pelo menos o
mínimo da mesa, 20 (regra 86; interpretação R8-6): o menor repique é para 40. O lugar 6
está longe de ficar encavado (tem 1.200), por isso o repique é pequeno demais.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>A pot-limit table (rules 86, 92). &quot;Pot!&quot; for seat 6 is 20 + (10 + 20 + 20) = 70 (rule
21 b; ruling R8-5). A raise to 100 is more than the table&apos;s maximum, which rule 39 d
does not allow.
</source>
        <translation>Uma mesa de limite de pote (regras 86, 92). «Pote!» para o lugar 6 é 20 + (10 +
20 + 20) = 70 (regra 21 b; interpretação R8-5). Um repique para 100 ultrapassa o
máximo da mesa, o que a regra 39 d não permite.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Seat 6 raised to 70, a raise of 50. In hold&apos;em a raise need only add the table
minimum, the big blind of 20, whatever the last raise was (rules 83, 86; ruling R8-6):
the smallest raise is to 90, so seat 8&apos;s &quot;Raise to 90&quot; is legal. It is well under
&quot;Pot!&quot;: 70 + (10 + 20 + 70 + 70) = 240 (rule 21 b; ruling R8-5).
</source>
        <translation>O lugar 6 repicou para 70, um repique de 50. No hold&apos;em um repique só tem de acrescentar
o mínimo da mesa, a grande aposta de 20, seja qual for o último repique (regras 83, 86;
interpretação R8-6): o menor repique é para 90, por isso o «Repico para 90» do lugar 8 é
legal. Fica bem abaixo de «Pote!»: 70 + (10 + 20 + 70 + 70) = 240 (regra 21 b;
interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Everyone called 20 and nobody raised: the big blind, seat 4, has its option (ruling
R8-3). Its 20 already matches the highest total, so nothing to call: &quot;Check&quot; is legal
and closes the round (rule 48).
</source>
        <translation>Todos acompanharam 20 e ninguém repicou: a grande aposta, o lugar 4, tem a sua opção
(interpretação R8-3). Os seus 20 já igualam o total mais elevado, por isso não há nada a
acompanhar: «Passo» é legal e fecha o turno (regra 48).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Seats 6, 8 and 1 have raised: three raises, the most a round may have (rule 87; the
blinds are not raises, ruling R8-7). Five seats are still in, so the cap holds: seat 3
may call 130 more or fold, not raise.
</source>
        <translation>Os lugares 6, 8 e 1 repicaram: três repiques, o máximo que um turno pode ter (regra 87;
a pequena e a grande aposta não são repiques, interpretação R8-7). Ainda estão em jogo
cinco lugares, por isso o limite aplica-se: o lugar 3 pode acompanhar com mais 130 ou
desistir, não repicar.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Four raises already, but only seats 3 and 4 are left: with two players the raises are
unlimited (rules 47, 88; ruling R8-7). Seat 3 has 140 in and 40 to call; a raise adds
at least 20, to 200, and &quot;Pot!&quot; is 180 + (140 + 180 + 40) = 540 (rules 21 b, 86;
rulings R8-5, R8-6): &quot;Raise to 220&quot; is legal.
</source>
        <translation>Já há quatro repiques, mas só restam os lugares 3 e 4: com dois jogadores os repiques
são ilimitados (regras 47, 88; interpretação R8-7). O lugar 3 tem 140 apostados e 40
para acompanhar; um repique acrescenta pelo menos 20, para 200, e «Pote!» é 180 + (140 +
180 + 40) = 540 (regras 21 b, 86; interpretações R8-5, R8-6): «Repico para 220» é legal.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-irregular.yaml"/>
        <source>Seat 6 raised to 70; seat 8 went all in to 80, 10 more — less than a full raise of 20
(rule 86). Seat 1 called, seats 3 and 4 folded. The betting has not been reopened for
seat 6 (ruling R8-6): it may call 10 more or fold, not raise to 120.
</source>
        <translation>O lugar 6 repicou para 70; o lugar 8 ficou encavado em 80, mais 10 — menos do que um
repique completo de 20 (regra 86). O lugar 1 acompanhou, os lugares 3 e 4 desistiram. As
apostas não foram reabertas para o lugar 6 (interpretação R8-6): pode acompanhar com
mais 10 ou desistir, não repicar para 120.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>Hold&apos;em: Pot!</source>
        <translation>Hold&apos;em: Pote!</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>The largest bet or raise depends on the table&apos;s limit (non-banked rule 21). The non-banked
hold&apos;em table is pot-limit unless it says otherwise (rule 86, applied to hold&apos;em by rule
92; ruling R8-5).

&quot;Pot!&quot; (rule 21 b, rule 86; ruling R8-5): a bet may be as large as the pot; a raise may go
up to the pot after the call. Largest total = the highest total of the round + (every chip
already in, in the pot and in front of the seats this round + what this seat must call).
The croupier says it in that order: &quot;pot 450 + call 150 = 600: raise to 750&quot;.

Half-pot, &quot;com limite&quot; (rule 21 a; ruling R8-5): the same sum halved, rounded down to the
chip unit. No limit, &quot;sem limite&quot; (rule 21 c): everything the seat has, its &quot;cave&quot;. At
every limit never more than the seat has; where the largest would be below the smallest,
the smallest is allowed (ruling R8-5).

The raise cap (rules 87-88; ruling R8-7): at most three raises a round; the blinds and the
opening bet are not raises. While only two seats are left in the hand the raises are
unlimited (rules 47, 88). With the cap reached a seat may only call or fold.

Words on the floor: pot limit is &quot;limite de pote&quot;, half-pot &quot;com limite&quot; (metade do pote)
and no limit &quot;sem limite&quot; (rule 21); a raise is a &quot;repique&quot; (rules 86-88).
</source>
        <translation>A maior aposta ou repique depende do limite da mesa (regra 21 dos jogos não bancados). A
mesa de hold&apos;em dos jogos não bancados é de limite de pote salvo indicação em contrário
(regra 86, aplicada ao hold&apos;em pela regra 92; interpretação R8-5).

«Pote!» (regra 21 b, regra 86; interpretação R8-5): uma aposta pode ser tão grande como
o pote; um repique pode ir até ao pote depois de acompanhar. Maior total = o total mais
elevado do turno + (todas as fichas já apostadas, no pote e à frente dos lugares neste
turno + o que este lugar tem de pôr para acompanhar). O pagador di-lo por essa ordem:
«pote 450 + acompanhar 150 = 600: repique para 750».

Metade do pote, «com limite» (regra 21 a; interpretação R8-5): a mesma soma dividida por
dois, arredondada por defeito à unidade de ficha. Sem limite, «sem limite» (regra 21 c):
tudo o que o lugar tem, a sua «cave». Em qualquer limite, nunca mais do que o lugar tem;
quando o maior ficaria abaixo do menor, o menor é permitido (interpretação R8-5).

O limite de repiques (regras 87-88; interpretação R8-7): no máximo três repiques por
turno; a pequena e a grande aposta e a aposta de abertura não são repiques. Enquanto só
restarem dois lugares na jogada, os repiques são ilimitados (regras 47, 88). Com o
limite atingido, um lugar só pode acompanhar ou desistir.

Termos da mesa: «limite de pote», «com limite» (metade do pote) e «sem limite» (regra
21); um repique é um «repique» (regras 86-88).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>Seat 1 faces 80 with nothing in front of it: to call, 80. A raise adds at least the big
blind, 20: to 100. The pot is 10 + 20 + 20 + 80 = 130; with the call of 80 it is 210,
so &quot;Pot!&quot; is a raise to 80 + 210 = 290 (rules 21 b, 86; rulings R8-5, R8-6).
</source>
        <translation>O lugar 1 enfrenta 80 sem nada à sua frente: para acompanhar, 80. Um repique acrescenta
pelo menos a grande aposta, 20: para 100. O pote é 10 + 20 + 20 + 80 = 130; com os 80
para acompanhar dá 210, por isso «Pote!» é um repique para 80 + 210 = 290 (regras 21 b,
86; interpretações R8-5, R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>Round 1 left 5 × 20 = 100 in the pot. In round 2 seats 3 and 4 checked: seat 6 has
nothing to call. The smallest bet is the table minimum, 20 (rule 86; ruling R8-6); the
largest is the pot, 100, with no call to add (rule 21 b; ruling R8-5).
</source>
        <translation>O turno 1 deixou 5 × 20 = 100 no pote. No turno 2 os lugares 3 e 4 passaram: o lugar 6
não tem nada a acompanhar. A menor aposta é o mínimo da mesa, 20 (regra 86;
interpretação R8-6); a maior é o pote, 100, sem nada a acompanhar para somar (regra 21
b; interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>The pot from round 1 is 100; seat 3 bets 50 in round 2. Seat 4: to call, 50; a raise
adds at least 20, to 70 (rule 86; ruling R8-6). &quot;Pot!&quot;: pot 100 + 50 in front of seat 3
= 150, + call 50 = 200: raise to 50 + 200 = 250 (rule 21 b; ruling R8-5).
</source>
        <translation>O pote do turno 1 é 100; o lugar 3 aposta 50 no turno 2. Lugar 4: para acompanhar, 50;
um repique acrescenta pelo menos 20, para 70 (regra 86; interpretação R8-6). «Pote!»:
pote 100 + 50 à frente do lugar 3 = 150, + acompanhar 50 = 200: repique para 50 + 200 =
250 (regra 21 b; interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>A half-pot table, &quot;com limite&quot; (rule 21 a). Seat 6: to call, 20; a raise adds at least
20, to 40 (rule 86). The blinds 10 + 20 = 30, + the call 20 = 50; half of it is 25, so
the largest raise is to 20 + 25 = 45 (ruling R8-5).
</source>
        <translation>Uma mesa de metade do pote, «com limite» (regra 21 a). Lugar 6: para acompanhar, 20; um
repique acrescenta pelo menos 20, para 40 (regra 86). A pequena e a grande aposta, 10 +
20 = 30, + acompanhar 20 = 50; metade disso é 25, por isso o maior repique é para 20 +
25 = 45 (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>A no-limit table, &quot;sem limite&quot; (rule 21 c): the largest is the seat&apos;s whole &quot;cave&quot;.
Seat 6 has 1,200 and nothing in front of it, so it may raise to 1,200, all in (ruling
R8-5). The call is 20 and the smallest raise 40, as at any limit (rule 86; ruling R8-6).
</source>
        <translation>Uma mesa sem limite, «sem limite» (regra 21 c): o maior é toda a «cave» do lugar. O
lugar 6 tem 1.200 e nada à sua frente, por isso pode repicar para 1.200, ficando
encavado (interpretação R8-5). Para acompanhar são 20 e o menor repique é para 40, como
em qualquer limite (regra 86; interpretação R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>&quot;Pot!&quot; would be 70 + (10 + 20 + 70 + 70) = 240, but seat 8 has only 150: never more
than the seat has, so the largest is all in, to 150 (ruling R8-5). To call, 70; the
smallest raise, 70 + 20 = 90 (rule 86; ruling R8-6).
</source>
        <translation>«Pote!» seria 70 + (10 + 20 + 70 + 70) = 240, mas o lugar 8 só tem 150: nunca mais do
que o lugar tem, por isso o maior é apostar tudo, para 150, ficando encavado
(interpretação R8-5). Para acompanhar, 70; o menor repique, 70 + 20 = 90 (regra 86;
interpretação R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>Seats 6, 8 and 1 raised: three raises, the most a round may have (rule 87; ruling R8-7;
the blinds are not raises). Five seats are in, so the cap holds. Seat 3 has its small
blind, 10, in front of it: to call 140 it adds 130, and it may not raise.
</source>
        <translation>Os lugares 6, 8 e 1 repicaram: três repiques, o máximo que um turno pode ter (regra 87;
interpretação R8-7; a pequena e a grande aposta não são repiques). Estão em jogo cinco
lugares, por isso o limite aplica-se. O lugar 3 tem a sua pequena aposta, 10, à sua
frente: para acompanhar 140 acrescenta 130, e não pode repicar.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-pot.yaml"/>
        <source>Four raises, but only seats 3 and 4 are left: two players, unlimited raises (rules 47,
88; ruling R8-7). Seat 3 has 140 in: to call 180, 40. Smallest raise 180 + 20 = 200
(rule 86). &quot;Pot!&quot;: 140 + 180 = 320 in, + call 40 = 360: raise to 180 + 360 = 540 (rule
21 b; ruling R8-5).
</source>
        <translation>Quatro repiques, mas só restam os lugares 3 e 4: dois jogadores, repiques ilimitados
(regras 47, 88; interpretação R8-7). O lugar 3 tem 140 apostados: para acompanhar
180, 40. Menor repique 180 + 20 = 200 (regra 86). «Pote!»: 140 + 180 = 320
apostados, + acompanhar 40 = 360: repique para 180 + 360 = 540 (regra 21 b;
interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Hold&apos;em: blinds and turn</source>
        <translation>Hold&apos;em: pequena e grande aposta e a vez</translation>
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
        <translation>Apostas obrigatórias (regras 81-83 dos jogos não bancados; interpretação R8-1): no
início de cada jogada o lugar que tem o marcador («a mão») coloca a pequena aposta, a
«pequena aposta», metade do mínimo da mesa (regra 82); o lugar à sua esquerda coloca a
grande aposta, a «grande aposta», igual ao mínimo da mesa (regra 83). A interpretação
R8-1 arredonda a pequena aposta por defeito à unidade de ficha. Um lugar com menos
fichas do que a sua aposta obrigatória coloca o que tem e fica encavado; para acompanhar
no primeiro turno continua a ser a grande aposta inteira (interpretação R8-1).

Ordem (regras 84-85, 42-46; interpretação R8-2): no primeiro turno fala primeiro o lugar
à esquerda da grande aposta (regra 84); nos turnos seguintes fala primeiro o lugar que
tem «a mão» (regras 42, 44, 46, 85) ou, se já não estiver em jogo, o primeiro lugar
ainda em jogo no sentido dos ponteiros do relógio a partir dele (interpretação R8-2). O
jogo segue no sentido dos ponteiros do relógio, um lugar de cada vez, saltando os
lugares que desistiram e os encavados (interpretação R8-2).

Um turno termina quando todos os lugares que ainda podem jogar jogaram desde a última
aposta ou repique completo e igualaram o total mais elevado (regra 48; interpretação
R8-3), ou quando resta um só lugar (regra 51). Se ninguém repicou no primeiro turno, a
grande aposta fala ainda em último e pode passar ou repicar: a sua opção (interpretação
R8-3, que aplica o art. 6.4 do Despacho 97/2010 às regras dos jogos não bancados).

Termos da mesa: «a mão», o lugar do marcador (regras 80-85); a «pequena aposta» e a
«grande aposta», as apostas obrigatórias (regras 81-83); «desistir» (regra 39 a),
«passar» (regra 39 b), «acompanhar» (regra 39 c), «repicar» ou «subir a aposta» (regra
39 d); «encavado», o lugar que apostou tudo (regra 49).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Seat 3 holds the marker and posts the small blind, 10; seat 4, on its left, posts the
big blind, 20. The first round starts with the seat after the big blind: seat 6
(rules 81-84; rulings R8-1, R8-2).
</source>
        <translation>O lugar 3 tem a mão e coloca a pequena aposta, 10; o lugar 4, à sua esquerda, coloca a
grande aposta, 20. O primeiro turno começa pelo lugar a seguir à grande aposta: o lugar
6 (regras 81-84; interpretações R8-1, R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Seats 6, 8 and 1 called 20 and seat 3 completed its small blind to 20. Every seat has
matched the highest total, but nobody raised: the big blind, seat 4, has not yet spoken
and has its option, to check or raise (ruling R8-3). Seat 4 acts.
</source>
        <translation>Os lugares 6, 8 e 1 acompanharam 20 e o lugar 3 completou a sua pequena aposta para 20.
Todos os lugares igualaram o total mais elevado, mas ninguém repicou: a grande aposta, o
lugar 4, ainda não falou e tem a sua opção, passar ou repicar (interpretação R8-3). Joga
o lugar 4.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Seat 8 raised to 60; seats 1 and 3 folded and the big blind, seat 4, called. Seat 6 has
only its first 20 in front of it, less than the highest total, 60: the round is not over
(rule 48; ruling R8-3), and the turn comes back round to seat 6.
</source>
        <translation>O lugar 8 repicou para 60; os lugares 1 e 3 desistiram e a grande aposta, o lugar 4,
acompanhou. O lugar 6 só tem os seus primeiros 20 à sua frente, menos do que o total
mais elevado, 60: o turno não terminou (regra 48; interpretação R8-3), e a vez volta ao
lugar 6.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>The big blind checked its option and every seat in has matched 20: round 1 is over
(rule 48; ruling R8-3). The later rounds start with the seat that has &quot;a mão&quot; (rule
85), seat 3 — but it folded, so the first seat still in clockwise from it opens: seat 4
(ruling R8-2).
</source>
        <translation>A grande aposta passou na sua opção e todos os lugares em jogo igualaram 20: o turno 1
terminou (regra 48; interpretação R8-3). Os turnos seguintes começam pelo lugar que tem
«a mão» (regra 85), o lugar 3 — mas desistiu, por isso abre o primeiro lugar ainda em
jogo no sentido dos ponteiros do relógio a partir dele: o lugar 4 (interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Round 1 is over: everyone matched 20 and the big blind checked its option (ruling R8-3).
From the second round on, the seat that has &quot;a mão&quot; speaks first (rules 42, 85): seat
3, the marker, still in the hand. (At the Macau 2010 Omaha tables it would be the seat
after the marker, Despacho 97/2010 art. 7.2; not here.)
</source>
        <translation>O turno 1 terminou: todos igualaram 20 e a grande aposta passou na sua opção
(interpretação R8-3). A partir do segundo turno fala primeiro o lugar que tem «a mão»
(regras 42, 85): o lugar 3, o marcador, ainda em jogo. (Nas mesas de Omaha de Macau de
2010 seria o lugar a seguir ao marcador, art. 7.2 do Despacho 97/2010; aqui não.)
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Seat 6 went all in for 60 in round 1. In round 2 the marker, seat 3, speaks first and
checks; seat 4 bets 100. Clockwise the next seat is 6, but it is all in and has nothing
more to do: the turn passes over it to seat 8 (ruling R8-2).
</source>
        <translation>O lugar 6 ficou encavado com 60 no turno 1. No turno 2 o marcador, o lugar 3, fala
primeiro e passa; o lugar 4 aposta 100. No sentido dos ponteiros do relógio o lugar
seguinte é o 6, mas está encavado e não tem mais nada a fazer: a vez salta-o e passa
para o lugar 8 (interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>Seat 3 has &quot;a mão&quot; but only 5 chips: it posts them as its small blind and is all in
(rule 81; ruling R8-1). Seats 6, 8 and 1 call the full big blind, 20 (ruling R8-1).
Seat 3 cannot act any more and is passed over (ruling R8-2), so the big blind, seat 4,
speaks now with its option (ruling R8-3).
</source>
        <translation>O lugar 3 tem «a mão» mas só 5 fichas: coloca-as como pequena aposta e fica encavado
(regra 81; interpretação R8-1). Os lugares 6, 8 e 1 acompanham a grande aposta inteira,
20 (interpretação R8-1). O lugar 3 já não pode jogar e é saltado (interpretação R8-2),
por isso a grande aposta, o lugar 4, fala agora com a sua opção (interpretação R8-3).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/holdem-turn.yaml"/>
        <source>The big blind, seat 4, used its option to raise, to 60 (ruling R8-3). Every other seat
has 20 in, less than 60: the round goes on (rule 48), clockwise from seat 4 — seat 6
acts first (ruling R8-2).
</source>
        <translation>A grande aposta, o lugar 4, usou a sua opção para repicar, para 60 (interpretação R8-3).
Todos os outros lugares têm 20 apostados, menos de 60: o turno continua (regra 48), no
sentido dos ponteiros do relógio a partir do lugar 4 — joga primeiro o lugar 6
(interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Omaha: call and minimum</source>
        <translation>Omaha: acompanhar e mínimo</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 9 speaks first, after the big blind. The big blind counts as a bet: to call, 40
(ruling R8-4). A raise adds at least the table minimum, 40: to 80 (rule 86; ruling
R8-6). The largest, &quot;Pot!&quot;, is the next lesson&apos;s: 40 + (20 + 40 + 40) = 140.
</source>
        <translation>O lugar 9 fala primeiro, depois da grande aposta. A grande aposta conta como aposta:
para acompanhar, 40 (interpretação R8-4). Um repique acrescenta pelo menos o mínimo da
mesa, 40: para 80 (regra 86; interpretação R8-6). O maior, «Pote!», é matéria da lição
seguinte: 40 + (20 + 40 + 40) = 140.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 5, the small blind, has 20 in front of it: to call the 40, it adds 20 (ruling
R8-4). A raise adds at least 40: to 80 (rule 86; ruling R8-6). &quot;Pot!&quot;: the pot 20 + 4 ×
40 = 180, plus the call 20, is 200: a raise to 40 + 200 = 240.
</source>
        <translation>O lugar 5, a pequena aposta, tem 20 à sua frente: para acompanhar os 40, acrescenta 20
(interpretação R8-4). Um repique acrescenta pelo menos 40: para 80 (regra 86;
interpretação R8-6). «Pote!»: o pote 20 + 4 × 40 = 180, mais os 20 para acompanhar, dá
200: um repique para 40 + 200 = 240.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 9 raised to 140, a raise of 100. Seat 10 has nothing in: to call, 140. A re-raise
need only add the table minimum, 40, whatever the last raise was (rules 83, 86; ruling
R8-6): to 180. The pot is 20 + 40 + 140 = 200; with the call 340, so &quot;Pot!&quot; is a raise
to 140 + 340 = 480 (rule 21 b; ruling R8-5).
</source>
        <translation>O lugar 9 repicou para 140, um repique de 100. O lugar 10 não tem nada à sua frente:
para acompanhar, 140. Um novo repique só tem de acrescentar o mínimo da mesa, 40, seja
qual for o último repique (regras 83, 86; interpretação R8-6): para 180. O pote é 20 +
40 + 140 = 200; com o montante para acompanhar, 340, por isso «Pote!» é um repique para
140 + 340 = 480 (regra 21 b; interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 7 had only 30 for its big blind: it posted 30 and is all in. The call is still
the full big blind, 40 (ruling R8-1), and a raise adds at least 40: to 80 (rule 86;
ruling R8-6). &quot;Pot!&quot;: 20 + 30 = 50 in, plus the call 40, is 90: a raise to 40 + 90 =
130 (rule 21 b; ruling R8-5).
</source>
        <translation>O lugar 7 só tinha 30 para a sua grande aposta: colocou 30 e ficou encavado. Para
acompanhar continua a ser a grande aposta inteira, 40 (interpretação R8-1), e um repique
acrescenta pelo menos 40: para 80 (regra 86; interpretação R8-6). «Pote!»: 20 + 30 = 50
apostados, mais os 40 para acompanhar, dá 90: um repique para 40 + 90 = 130 (regra 21 b;
interpretação R8-5).
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
        <translation>O lugar 9 repicou para 140. O lugar 10 ficou encavado em 160, acrescentando 20: menos do
que um repique completo de 40 (regra 86), por isso é incompleto. O lugar 2 acompanhou
160; os lugares 5 e 7 desistiram. De volta ao lugar 9: para acompanhar, 160 − 140 = 20.
Desde que o lugar 9 jogou, o total mais elevado subiu só 20, não um repique completo: as
apostas não se reabrem para ele, e só pode acompanhar ou desistir (interpretação R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-amounts.yaml"/>
        <source>Seat 5&apos;s small blind, 20, stays in the pot when it folds. Seats 7, 9 and 10 each put in
120. The pot: 20 + 3 × 120 = 380 (rule 38; ruling R1-2).
</source>
        <translation>A pequena aposta do lugar 5, 20, fica no pote quando ele desiste. Os lugares 7, 9 e 10
põem 120 cada um. O pote: 20 + 3 × 120 = 380 (regra 38; interpretação R1-2).
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
        <translation>O lugar 9 (100 ao todo) e o lugar 10 (160 ao todo) estão encavados; os lugares 2 e 7
põem 220 cada um, e o lugar 5 só a sua pequena aposta, 20. O pote principal leva as
fichas de cada lugar até 100: 20 + 4 × 100 = 420. O pote lateral 1 leva de 100 até 160:
3 × 60 = 180 (lugares 2, 7, 10). O pote lateral 2 leva de 160 até 220: 2 × 60 = 120
(lugares 2 e 7). Um pote lateral por cada montante encavado (regras 38, 49-50;
interpretação R1-2); 420 + 180 + 120 = 720, todas as fichas apostadas.
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
        <translation>O lugar 10 repica encavado para 90; o lugar 7, a grande aposta, repica para 300 e o
lugar 9 desiste. Ninguém igualou os 300 do lugar 7: o máximo que outro lugar pôs são os
90 do lugar 10, por isso 300 − 90 = 210 voltam primeiro ao lugar 7 e não entram em
nenhum pote (interpretação R1-1). O pote é 20 + 40 + 90 + 90 = 240. O lugar 10 está
encavado e o lugar 7 não tem mais ninguém contra quem apostar: as cartas são
distribuídas até ao fim sem mais apostas (interpretação R8-3).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Omaha: change a bet</source>
        <translation>Omaha: trocar uma aposta</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 9 has 40 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier changes the chip (rule 53). 100 − 40 = 60, given back in the fewest chips:
2 × 25 + 2 × 5.
</source>
        <translation>O lugar 9 tem 40 a acompanhar (interpretação R8-4) e coloca uma ficha de 100: o valor fica e o pagador troca a ficha (regra 53). 100 − 40 = 60, devolvido no menor número de fichas: 2 × 25 + 2 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 5 has 20 to call (ruling R8-4) and puts in one 25: the call stands and the
croupier changes the chip (rule 53). 25 − 20 = 5, given back in the fewest chips:
1 × 5.
</source>
        <translation>O lugar 5 tem 20 a acompanhar (interpretação R8-4) e coloca uma ficha de 25: o valor fica e o pagador troca a ficha (regra 53). 25 − 20 = 5, devolvido no menor número de fichas: 1 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 10 has 140 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 140 = 360, given back in the fewest
chips: 3 × 100 + 2 × 25 + 2 × 5.
</source>
        <translation>O lugar 10 tem 140 a acompanhar (interpretação R8-4) e coloca uma ficha de 500: o valor fica e o pagador troca a ficha (regra 53). 500 − 140 = 360, devolvido no menor número de fichas: 3 × 100 + 2 × 25 + 2 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 9 has 120 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 120 = 380, given back in the fewest
chips: 3 × 100 + 3 × 25 + 1 × 5.
</source>
        <translation>O lugar 9 tem 120 a acompanhar (interpretação R8-4) e coloca uma ficha de 500: o valor fica e o pagador troca a ficha (regra 53). 500 − 120 = 380, devolvido no menor número de fichas: 3 × 100 + 3 × 25 + 1 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 5 has 260 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 260 = 240, given back in the fewest
chips: 2 × 100 + 1 × 25 + 3 × 5.
</source>
        <translation>O lugar 5 tem 260 a acompanhar (interpretação R8-4) e coloca uma ficha de 500: o valor fica e o pagador troca a ficha (regra 53). 500 − 260 = 240, devolvido no menor número de fichas: 2 × 100 + 1 × 25 + 3 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 2 has 700 to call (ruling R8-4) and puts in one 1,000: the call stands and the
croupier changes the chip (rule 53). 1,000 − 700 = 300, given back in the fewest
chips: 3 × 100.
</source>
        <translation>O lugar 2 tem 700 a acompanhar (interpretação R8-4) e coloca uma ficha de 1.000: o valor fica e o pagador troca a ficha (regra 53). 1.000 − 700 = 300, devolvido no menor número de fichas: 3 × 100.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-change.yaml"/>
        <source>Seat 10 has 200 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 200 = 300, given back in the fewest
chips: 3 × 100.
</source>
        <translation>O lugar 10 tem 200 a acompanhar (interpretação R8-4) e coloca uma ficha de 500: o valor fica e o pagador troca a ficha (regra 53). 500 − 200 = 300, devolvido no menor número de fichas: 3 × 100.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-follow.yaml"/>
        <source>Omaha: follow the action</source>
        <translation>Omaha: seguir a acção</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-follow.yaml"/>
        <source>Seat 2 holds the marker and posts the small blind, seat 4 the big blind; seat 6 opens
the first round. In the second round seat 6 raises all in to 240: nobody is left who
could act, and the hand runs to the showdown without more betting (rules 81-85, 49;
rulings R8-1, R8-2, R8-3).
</source>
        <translation>O lugar 2 tem a mão e coloca a pequena aposta, o lugar 4 a grande aposta; o lugar 6 abre
o primeiro turno. No segundo turno o lugar 6 repica encavado para 240: não resta ninguém
que possa jogar, e a jogada segue até à revelação do jogo sem mais apostas (regras
81-85, 49; interpretações R8-1, R8-2, R8-3).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Omaha: irregular actions</source>
        <translation>Omaha: acções irregulares</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Round 2 opens with the seat that has &quot;a mão&quot;, seat 5 (rule 85): it checks. Seat 7 bets
120. Seat 9 now has 120 to call: it may call, raise or fold, but not check — a seat may
pass only when no seat before it has bet (rule 39 b; ruling R8-4).
</source>
        <translation>O turno 2 abre com o lugar que tem «a mão», o lugar 5 (regra 85): passa. O lugar 7
aposta 120. O lugar 9 tem agora 120 para acompanhar: pode acompanhar, repicar ou
desistir, mas não passar — um lugar só pode passar quando nenhum lugar antes dele
apostou (regra 39 b; interpretação R8-4).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>&quot;Raise to 60&quot; adds only 20 to the big blind. A raise adds at least the table minimum,
40 (rule 86; ruling R8-6): the smallest raise is to 80. Seat 9 has 1,200, far from all
in, so the raise is too small.
</source>
        <translation>«Repico para 60» acrescenta só 20 à grande aposta. Um repique acrescenta pelo menos o
mínimo da mesa, 40 (regra 86; interpretação R8-6): o menor repique é para 80. O lugar 9
tem 1.200, longe de ficar encavado, por isso o repique é pequeno demais.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>A pot-limit table (rule 86). &quot;Pot!&quot; for seat 9 is 40 + (20 + 40 + 40) = 140 (rule 21
b; ruling R8-5). A raise to 200 is more than the table&apos;s maximum, which rule 39 d does
not allow.
</source>
        <translation>Uma mesa de limite de pote (regra 86). «Pote!» para o lugar 9 é 40 + (20 + 40 + 40) =
140 (regra 21 b; interpretação R8-5). Um repique para 200 ultrapassa o máximo da mesa, o
que a regra 39 d não permite.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Seat 9 raised to 140, adding 100. A re-raise need only add the table minimum, 40,
whatever the last raise was (rule 86; ruling R8-6): &quot;Raise to 180&quot; is legal, well under
&quot;Pot!&quot;, 480 (rule 21 b; ruling R8-5).
</source>
        <translation>O lugar 9 repicou para 140, acrescentando 100. Um novo repique só tem de acrescentar o
mínimo da mesa, 40, seja qual for o último repique (regra 86; interpretação R8-6):
«Repico para 180» é legal, bem abaixo de «Pote!», 480 (regra 21 b; interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Seats 9, 2 and 5 called the big blind of 40 and nobody raised: the big blind, seat 7,
acts last with its option, to check or raise (ruling R8-3, which reads Despacho 97/2010
art. 6.4 into rules 84-85). Its 40 matches the highest total: nothing to call, so
&quot;Check&quot; is legal and ends the round (rule 48).
</source>
        <translation>Os lugares 9, 2 e 5 acompanharam a grande aposta de 40 e ninguém repicou: a grande
aposta, o lugar 7, joga em último com a sua opção, passar ou repicar (interpretação
R8-3, que aplica o art. 6.4 do Despacho 97/2010 às regras 84-85). Os seus 40 igualam o
total mais elevado: nada a acompanhar, por isso «Passo» é legal e termina o turno (regra
48).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Seats 9, 10 and 2 have raised: three raises, the most a round may have (rule 87; the
blinds are not raises, ruling R8-7). Five seats are still in, so the cap holds: seat 5
may call 260 more or fold, not raise.
</source>
        <translation>Os lugares 9, 10 e 2 repicaram: três repiques, o máximo que um turno pode ter (regra 87;
a pequena e a grande aposta não são repiques, interpretação R8-7). Ainda estão em jogo
cinco lugares, por isso o limite aplica-se: o lugar 5 pode acompanhar com mais 260 ou
desistir, não repicar.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Seat 9 raised to 140; seat 10 went all in to 160, 20 more — less than a full raise of 40
(rule 86). Seat 2 called, seats 5 and 7 folded. The betting has not been reopened for
seat 9 (ruling R8-6): it may call 20 more or fold, not raise to 300.
</source>
        <translation>O lugar 9 repicou para 140; o lugar 10 ficou encavado em 160, mais 20 — menos do que um
repique completo de 40 (regra 86). O lugar 2 acompanhou, os lugares 5 e 7 desistiram. As
apostas não foram reabertas para o lugar 9 (interpretação R8-6): pode acompanhar com
mais 20 ou desistir, não repicar para 300.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-irregular.yaml"/>
        <source>Seat 5 checked, seat 7 bet 120 and seat 9 called. Back at seat 5: in the flop games a
seat that checked may still raise — no rule forbids it, unlike stud (ruling R8-4). A
raise adds at least 40, to 160 (rule 86), and &quot;Pot!&quot; is 120 + (200 + 120 + 120 + 120) =
680 (rule 21 b; ruling R8-5): &quot;Raise to 400&quot; is legal.
</source>
        <translation>O lugar 5 passou, o lugar 7 apostou 120 e o lugar 9 acompanhou. De volta ao lugar 5: nos
jogos com flop, um lugar que passou pode ainda repicar — nenhuma regra o proíbe, ao
contrário do póquer de cinco cartas (interpretação R8-4). Um repique acrescenta pelo
menos 40, para 160 (regra 86), e «Pote!» é 120 + (200 + 120 + 120 + 120) = 680 (regra 21
b; interpretação R8-5): «Repico para 400» é legal.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Omaha (Macau): call and minimum</source>
        <translation>Omaha (Macau): igualar e mínimo</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Amounts are each seat&apos;s total for the round (&quot;raise to 600&quot;), as the croupier announces
them.

The call (ruling R8-4): a seat matches the highest total of the round, so it puts in the
highest total less what it already has in front of it. In the first round the big blind
counts as a bet, and the call is the full big blind even when it was posted short (ruling
R8-1). A seat with fewer chips calls all in for what it has (ruling R8-4).

The smallest raise (Despacho 97/2010 art. 12.1; ruling R8-6): a raise adds at least the
bet or raise before it in the round — the last full bet or raise, the big blind counting
as the first round&apos;s bet. A seat may always go all in for less (ruling R8-6). An all-in
raise short of a full raise is incomplete: it does not reopen the betting to a seat that
has acted, and the next full raise is still measured by the last full bet or raise (ruling
R8-6).

Counting the pot: when a round is over the pot is every chip put in, blinds included; a
folded seat&apos;s bets stay in the pot (art. 13.3). A bet nobody called goes back to its owner
first, and each all-in amount starts a side pot (rulings R1-1, R1-2).

Words on the floor: all the chips a player has left, bet, are &quot;all-in&quot; (art. 11.3); to
raise is &quot;subir a aposta&quot; (art. 12); all the bets on the table are &quot;o pote&quot; (art. 10.2).
</source>
        <translation>Os montantes são o total de cada lugar no turno («sobe para 600»), tal como o croupier
os anuncia.

Igualar a aposta (interpretação R8-4): um lugar iguala o total mais elevado do turno,
por isso põe o total mais elevado menos o que já tem à sua frente. No primeiro turno a
aposta prévia maior conta como aposta, e para igualar é a aposta prévia maior inteira,
mesmo quando foi colocada incompleta (interpretação R8-1). Um lugar com menos fichas
iguala all-in com o que tem (interpretação R8-4).

A menor subida (Despacho 97/2010 art. 12.1; interpretação R8-6): uma subida acrescenta
pelo menos a aposta ou subida anterior no turno — a última aposta ou subida completa,
contando a aposta prévia maior como a aposta do primeiro turno. Um lugar pode sempre
ficar all-in com menos (interpretação R8-6). Uma subida all-in inferior a uma subida
completa é incompleta: não reabre as apostas a um lugar que já jogou, e a subida
completa seguinte continua a ser medida pela última aposta ou subida completa
(interpretação R8-6).

Contar o pote: quando um turno termina, o pote são todas as fichas apostadas, incluindo
as apostas prévias; as apostas de um lugar que desistiu ficam no pote (art. 13.3). Uma
aposta que ninguém igualou volta primeiro ao seu dono, e cada montante all-in abre um
pote lateral (interpretações R1-1, R1-2).

Termos da mesa: «all-in», todas as fichas que restam a um jogador, apostadas (art.
11.3); «subir a aposta» (art. 12); «o pote», todas as apostas da mesa (art. 10.2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Seat 1 speaks first, after the blinds of seats 4 and 5. To call, the big blind: 100
(ruling R8-4). A raise adds at least the big blind, the first round&apos;s bet: to 200 (art.
12.1; ruling R8-6). &quot;Pot!&quot;, the next lesson&apos;s: 100 + (50 + 100 + 100) = 350.
</source>
        <translation>O lugar 1 fala primeiro, depois das apostas prévias dos lugares 4 e 5. Para igualar, a
aposta prévia maior: 100 (interpretação R8-4). Uma subida acrescenta pelo menos a aposta
prévia maior, a aposta do primeiro turno: para 200 (art. 12.1; interpretação R8-6).
«Pote!», matéria da lição seguinte: 100 + (50 + 100 + 100) = 350.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Seat 1 raised the big blind of 100 to 300, adding 200. Seat 2: to call, 300. A raise
adds at least the last raise, 200 (art. 12.1; ruling R8-6): to 500. &quot;Pot!&quot; would be 300
+ (50 + 100 + 300 + 300) = 1,050, but seat 2 has only 800: all in, to 800 (ruling R8-5).
</source>
        <translation>O lugar 1 subiu a aposta prévia maior de 100 para 300, acrescentando 200. Lugar 2: para
igualar, 300. Uma subida acrescenta pelo menos a última subida, 200 (art. 12.1;
interpretação R8-6): para 500. «Pote!» seria 300 + (50 + 100 + 300 + 300) = 1.050, mas o
lugar 2 só tem 800: all-in, para 800 (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Seat 5 had only 60 for its big blind: it posted 60 and is all in. The call is still the
full big blind, 100, and the big blind still counts as the first round&apos;s bet: a raise
adds at least 100, to 200 (ruling R8-1; art. 12.1; ruling R8-6). &quot;Pot!&quot;: 50 + 60 = 110
in, plus the call 100, is 210: a raise to 100 + 210 = 310 (art. 11.2; ruling R8-5).
</source>
        <translation>O lugar 5 só tinha 60 para a sua aposta prévia maior: colocou 60 e ficou all-in. Para
igualar continua a ser a aposta prévia maior inteira, 100, e a aposta prévia maior
continua a contar como a aposta do primeiro turno: uma subida acrescenta pelo menos 100,
para 200 (interpretação R8-1; art. 12.1; interpretação R8-6). «Pote!»: 50 + 60 = 110
apostados, mais os 100 para igualar, dá 210: uma subida para 100 + 210 = 310 (art. 11.2;
interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Round 2: seat 4 bets 200; seat 5 goes all in to 250, only 50 more — an incomplete raise
(ruling R8-6). Seat 1 has not acted this round: to call, 250, and it may raise, by at
least the last full bet, 200, to 450 (art. 12.1; ruling R8-6). &quot;Pot!&quot;: 400 from round 1
+ 200 + 250 = 850, + call 250 = 1,100: raise to 250 + 1,100 = 1,350 (art. 11.2).
</source>
        <translation>Turno 2: o lugar 4 aposta 200; o lugar 5 fica all-in em 250, só mais 50 — uma subida
incompleta (interpretação R8-6). O lugar 1 ainda não jogou neste turno: para igualar,
250, e pode subir a aposta, pelo menos na última aposta completa, 200, para 450 (art.
12.1; interpretação R8-6). «Pote!»: 400 do turno 1 + 200 + 250 = 850, + igualar 250 =
1.100: subida para 250 + 1.100 = 1.350 (art. 11.2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Round 2: seat 4 bet 200, seat 5 went all in to 250 (50 more, an incomplete raise), seat
1 called 250 and seat 2 folded. Back at seat 4: to call, 50. The highest total has risen by only 50 since it bet, not a full raise of 200:
the betting is not reopened for it, so it may call or fold, not raise (ruling R8-6).
</source>
        <translation>Turno 2: o lugar 4 apostou 200, o lugar 5 ficou all-in em 250 (mais 50, uma subida
incompleta), o lugar 1 igualou 250 e o lugar 2 desistiu. De volta ao lugar 4: para
igualar, 50. O total mais elevado subiu só 50 desde que apostou, não uma subida completa
de 200: as apostas não se reabrem para ele, por isso pode igualar ou desistir, não subir
a aposta (interpretação R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Seat 4&apos;s small blind, 50, stays in the pot when it folds (art. 13.3). Seats 1, 2 and 5
each put in 400. The pot: 50 + 3 × 400 = 1,250 (ruling R1-2).
</source>
        <translation>A aposta prévia menor do lugar 4, 50, fica no pote quando ele desiste (art. 13.3). Os
lugares 1, 2 e 5 põem 400 cada um. O pote: 50 + 3 × 400 = 1.250 (interpretação R1-2).
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
        <translation>O lugar 4, o primeiro depois do marcador, só tem 30 para a aposta prévia menor: coloca
30 e fica all-in (interpretação R8-1). O lugar 2 sobe para 300 e os lugares 5 e 1
igualam. O pote principal leva as fichas de cada lugar até 30: 4 × 30 = 120, que o lugar
4 pode ganhar. O pote lateral leva o resto dos lugares 1, 2 e 5: 3 × 270 = 810
(interpretação R1-2). Verificação: 120 + 810 = 930 = 30 + 3 × 300.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-amounts.yaml"/>
        <source>Round 1: four seats in for 100 each, 400. Round 2: seat 5 bets 400, the pot (art. 11.2);
seat 2 has only 200 left and calls all in; seats 1 and 4 fold. Only 200 of seat 5&apos;s
400 was matched: the other 200 goes back to seat 5 first and is in no pot (ruling
R1-1). The pot is 400 + 200 + 200 = 800 (ruling R1-2).
</source>
        <translation>Turno 1: quatro lugares com 100 cada um, 400. Turno 2: o lugar 5 aposta 400, o pote
(art. 11.2); o lugar 2 só tem 200 e iguala all-in; os lugares 1 e 4 desistem. Só 200 dos
400 do lugar 5 foram igualados: os outros 200 voltam primeiro ao lugar 5 e não entram em
nenhum pote (interpretação R1-1). O pote é 400 + 200 + 200 = 800 (interpretação R1-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Omaha (Macau): change a bet</source>
        <translation>Omaha (Macau): trocar uma aposta</translation>
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
        <translation>Todas as apostas são feitas por meio de fichas de jogo (Despacho 97/2010 art. 4.1), e a aposta verbal é válida e vincula o jogador (art. 11.1). O Despacho nada diz sobre a troca de fichas: quando um lugar diz «Igualo» e coloca uma ficha maior do que o valor a igualar, a aposta fica e o croupier devolve o troco por prática da Casa.

O troco é a ficha menos o valor a acompanhar, devolvido no menor número de fichas, a maior primeiro (também prática da Casa).

Primeiro o valor a igualar: o total mais alto da volta menos o que o lugar já tem à sua frente (interpretação R8-4). Igualar 70 com uma ficha de 100 deixa 30 de troco: uma de 25 e uma de 5.

O troco certo vale metade da nota, o menor número de fichas a outra metade.

Palavras da sala: as fichas são «fichas de jogo» (Despacho 97/2010 art. 4.1).</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 2 has 300 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 300 = 200, given back in the
fewest chips: 2 × 100.
</source>
        <translation>O lugar 2 tem 300 a igualar (interpretação R8-4) e coloca uma ficha de 500: a aposta fica e o croupier dá o troco por prática da Casa. 500 − 300 = 200, devolvido no menor número de fichas: 2 × 100.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 1 has 250 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 250 = 250, given back in the
fewest chips: 2 × 100 + 2 × 25.
</source>
        <translation>O lugar 1 tem 250 a igualar (interpretação R8-4) e coloca uma ficha de 500: a aposta fica e o croupier dá o troco por prática da Casa. 500 − 250 = 250, devolvido no menor número de fichas: 2 × 100 + 2 × 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 4 has 50 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 50 = 450, given back in the
fewest chips: 4 × 100 + 2 × 25.
</source>
        <translation>O lugar 4 tem 50 a igualar (interpretação R8-4) e coloca uma ficha de 500: a aposta fica e o croupier dá o troco por prática da Casa. 500 − 50 = 450, devolvido no menor número de fichas: 4 × 100 + 2 × 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 4 has 350 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 350 = 150, given back in the
fewest chips: 1 × 100 + 2 × 25.
</source>
        <translation>O lugar 4 tem 350 a igualar (interpretação R8-4) e coloca uma ficha de 500: a aposta fica e o croupier dá o troco por prática da Casa. 500 − 350 = 150, devolvido no menor número de fichas: 1 × 100 + 2 × 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 5 has 200 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 200 = 300, given back in the
fewest chips: 3 × 100.
</source>
        <translation>O lugar 5 tem 200 a igualar (interpretação R8-4) e coloca uma ficha de 500: a aposta fica e o croupier dá o troco por prática da Casa. 500 − 200 = 300, devolvido no menor número de fichas: 3 × 100.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 5 has 400 to call (ruling R8-4) and puts in one 1,000: the call stands and the
croupier gives the change (the house&apos;s practice). 1,000 − 400 = 600, given back in
the fewest chips: 1 × 500 + 1 × 100.
</source>
        <translation>O lugar 5 tem 400 a igualar (interpretação R8-4) e coloca uma ficha de 1.000: a aposta fica e o croupier dá o troco por prática da Casa. 1.000 − 400 = 600, devolvido no menor número de fichas: 1 × 500 + 1 × 100.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-change.yaml"/>
        <source>Seat 1 has 250 to call (ruling R8-4) and puts in one 1,000: the call stands and the
croupier gives the change (the house&apos;s practice). 1,000 − 250 = 750, given back in
the fewest chips: 1 × 500 + 2 × 100 + 2 × 25.
</source>
        <translation>O lugar 1 tem 250 a igualar (interpretação R8-4) e coloca uma ficha de 1.000: a aposta fica e o croupier dá o troco por prática da Casa. 1.000 − 250 = 750, devolvido no menor número de fichas: 1 × 500 + 2 × 100 + 2 × 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-follow.yaml"/>
        <source>Omaha (Macau): follow the action</source>
        <translation>Omaha (Macau): seguir a acção</translation>
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
  art. 6.3-6.5, 7.2, 8.2; ruling R8-2). A round is over when every seat still able to act
  has acted since the last full bet or raise and has matched the highest total (ruling
  R8-3).
- The call is the highest total of the round less what the seat has in front of it, or
  all it has left (ruling R8-4).
- The smallest raise adds at least the last full bet or raise of the round, the big blind
  counting as the first round&apos;s bet (art. 12.1; ruling R8-6); a seat may always go all in
  for less, and an all-in raise short of a full raise does not reopen the betting to seats
  that have acted.
- The table is pot-limit unless it says otherwise (art. 11.2): &quot;Pot!&quot; is the highest total
  plus the pot after the call (ruling R8-5).
- At a table with a limit, nobody may raise after three raises in a round (art. 12.2);
  there is no cap at no-limit (art. 12.3), nor while two players are in (art. 12.4, read
  by ruling R8-7).
</source>
        <translation>Siga uma jogada inteira tal como o croupier a conduz (interpretação R8). Em cada acção
diga de quem é a vez e, para esse lugar, o montante para igualar, a menor subida (ou
aposta) para quanto e a maior. Depois o jogador joga, a mesa avança e responde de novo:
um erro é mostrado com a resposta certa, e a jogada continua tal como foi jogada.

Em cada passo:
- A vez passa no sentido dos ponteiros do relógio, saltando os lugares que desistiram e
  os que estão all-in. No primeiro turno joga primeiro o lugar a seguir à aposta prévia
  maior e a aposta prévia maior em último; nos turnos seguintes joga primeiro o primeiro
  lugar no sentido dos ponteiros do relógio depois do marcador e o marcador em último
  (Despacho 97/2010 art. 6.3-6.5, 7.2, 8.2; interpretação R8-2). Um turno termina quando
  todos os lugares que ainda podem jogar jogaram desde a última aposta ou subida
  completa e igualaram o total mais elevado (interpretação R8-3).
- Para igualar é o total mais elevado do turno menos o que o lugar tem à sua frente, ou
  tudo o que lhe resta (interpretação R8-4).
- A menor subida acrescenta pelo menos a última aposta ou subida completa do turno,
  contando a aposta prévia maior como a aposta do primeiro turno (art. 12.1;
  interpretação R8-6); um lugar pode sempre ficar all-in com menos, e uma subida all-in
  inferior a uma subida completa não reabre as apostas aos lugares que já jogaram.
- A mesa é de limite de pote salvo indicação em contrário (art. 11.2): «Pote!» é o total
  mais elevado mais o pote depois de igualar (interpretação R8-5).
- Numa mesa com limite, ninguém pode subir a aposta depois de três subidas num turno
  (art. 12.2); não há máximo numa mesa sem limite (art. 12.3), nem enquanto estiverem em
  jogo dois jogadores (art. 12.4, lido pela interpretação R8-7).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-follow.yaml"/>
        <source>Seat 3, the first seat after the marker, posts the small blind and seat 5 the big
blind; seat 8 opens the first round. Seat 1&apos;s raise to 160 adds 100, so the next raise
must add at least 100 (art. 5, 6.3, 12.1; rulings R8-1, R8-2, R8-6).
</source>
        <translation>O lugar 3, o primeiro lugar depois do marcador, coloca a aposta prévia menor e o lugar 5
a aposta prévia maior; o lugar 8 abre o primeiro turno. A subida do lugar 1 para 160
acrescenta 100, por isso a subida seguinte tem de acrescentar pelo menos 100 (art. 5,
6.3, 12.1; interpretações R8-1, R8-2, R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Omaha (Macau): irregular actions</source>
        <translation>Omaha (Macau): acções irregulares</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Before taking an action the croupier checks that the seat may make it (ruling R8-4). In
the first round a player bets, raises or folds (Despacho 97/2010 art. 6.3): the big blind
counts as a bet (ruling R8-4), and only the big blind may check, with its option (art.
6.4). From the second round on a player bets, checks (&quot;preferir&quot;) or folds (art. 7.3), and
once a bet is made he calls, raises or folds (ruling R8-4).

A raise adds at least the bet or raise before it (art. 12.1), unless the seat goes all in
for less (ruling R8-6); at a table with a limit it goes no higher than the pot after the
call (art. 11.2; ruling R8-5), and no more than three raises a round (art. 12.2), except
at no-limit (art. 12.3) and &quot;head up&quot; (art. 12.4; ruling R8-7). A seat may not raise when
an all-in raise for less than a full raise has not reopened the betting to it (ruling
R8-6), nor when no other seat could answer the raise (ruling R8-4).

A bet may be spoken or put out in chips: a spoken bet is valid and binds the player who
makes it (art. 11.1; ruling R8-8). A player who folds puts his cards face down on the
table and pushes them towards the croupier, and his bets stay in the pot (art. 13.2-13.3).

Words on the floor: to check is &quot;preferir&quot; (art. 6.4, 7.3), to fold &quot;desistir&quot; (art. 13),
to raise &quot;subir a aposta&quot; (art. 12); a spoken bet is an &quot;aposta verbal&quot; (art. 11.1).
</source>
        <translation>Antes de aceitar uma acção, o croupier verifica se o lugar a pode fazer (interpretação
R8-4). No primeiro turno um jogador aposta, sobe a aposta ou desiste (Despacho 97/2010
art. 6.3): a aposta prévia maior conta como aposta (interpretação R8-4), e só a aposta
prévia maior pode preferir, com a sua opção (art. 6.4). A partir do segundo turno um
jogador aposta, prefere («preferir») ou desiste (art. 7.3) e, feita uma aposta, iguala,
sobe a aposta ou desiste (interpretação R8-4).

Uma subida acrescenta pelo menos a aposta ou subida anterior (art. 12.1), salvo se o
lugar ficar all-in com menos (interpretação R8-6); numa mesa com limite não vai além do
pote depois de igualar (art. 11.2; interpretação R8-5), e não há mais de três subidas
por turno (art. 12.2), excepto sem limite (art. 12.3) e em «head up» (art. 12.4;
interpretação R8-7). Um lugar não pode subir a aposta quando uma subida all-in inferior
a uma subida completa não lhe reabriu as apostas (interpretação R8-6), nem quando nenhum
outro lugar poderia responder à subida (interpretação R8-4).

Uma aposta pode ser anunciada verbalmente ou colocada em fichas: a aposta verbal é
válida e vincula o jogador que a apresenta (art. 11.1; interpretação R8-8). Um jogador
que desiste coloca as cartas na mesa, de face para baixo, e empurra-as na direcção do
croupier, e as suas apostas ficam no pote (art. 13.2-13.3).

Termos da mesa: «preferir» (art. 6.4, 7.3); «desistir» (art. 13); «subir a aposta» (art.
12); a aposta anunciada de viva voz é a «aposta verbal» (art. 11.1).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>In the first round a player bets, raises or folds (art. 6.3); only the big blind may
check, with its option (art. 6.4). Seat 1 faces the big blind, 100: it calls, raises or
folds (ruling R8-4).
</source>
        <translation>No primeiro turno um jogador aposta, sobe a aposta ou desiste (art. 6.3); só a aposta
prévia maior pode preferir, com a sua opção (art. 6.4). O lugar 1 enfrenta a aposta
prévia maior, 100: iguala, sobe a aposta ou desiste (interpretação R8-4).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Seat 2 raised the big blind of 100 to 400: a raise of 300. A raise must add at least
the bet or raise before it in the round (art. 12.1; ruling R8-6), so seat 4 may raise
to 700 at the least; &quot;Raise to 600&quot; adds only 200 and seat 4 is not all in (it has
2,950 left): the croupier refuses it.
</source>
        <translation>O lugar 2 subiu a aposta prévia maior de 100 para 400: uma subida de 300. Uma subida tem
de acrescentar pelo menos a aposta ou subida anterior no turno (art. 12.1; interpretação
R8-6), por isso o lugar 4 pode subir no mínimo para 700; «Repico para 600» acrescenta só
200 e o lugar 4 não está all-in (restam-lhe 2.950): o croupier recusa-a.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>A pot-limit table (art. 11.2). &quot;Pot!&quot; for seat 1 is 100 + (50 + 100 + 100) = 350
(ruling R8-5): a raise to 500 is beyond the limit of the pot.
</source>
        <translation>Uma mesa de limite de pote (art. 11.2). «Pote!» para o lugar 1 é 100 + (50 +
100 + 100) = 350 (interpretação R8-5): uma subida para 500 ultrapassa o limite
do pote.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Everyone called 100 and nobody raised: the big blind, seat 5, decides last and may
check (&quot;preferir&quot;), raise or fold (art. 6.4; ruling R8-3). &quot;Check&quot; is legal and ends
the round.
</source>
        <translation>Todos igualaram 100 e ninguém subiu a aposta: a aposta prévia maior, o lugar 5, decide
em último e pode preferir («preferir»), subir a aposta ou desistir (art. 6.4;
interpretação R8-3). «Passo» é legal e termina o turno.
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
        <translation>Turno 2: o lugar 4 aposta 200; o lugar 5 só tem 250 e fica all-in com eles, uma subida
de 50 — menos do que os 200 completos, por isso é incompleta. O lugar 1 iguala 250, o
lugar 2 desiste. De volta ao lugar 4, o total mais elevado subiu 50 desde que apostou,
não uma subida completa: as apostas não se reabrem para ele, e só pode igualar 50 ou
desistir (interpretação R8-6; o art. 12.1 fixa a subida completa).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>A pot-limit table: seats 1, 2 and 4 have each raised, three raises, the most a round
may have (art. 12.2; ruling R8-7 — the big blind is not a raise). Four seats are in, so
the cap holds: seat 5 may call 1,100 more or fold, not raise.
</source>
        <translation>Uma mesa de limite de pote: os lugares 1, 2 e 4 subiram cada um a aposta, três subidas,
o máximo que um turno pode ter (art. 12.2; interpretação R8-7 — a aposta prévia maior
não é uma subida). Estão em jogo quatro lugares, por isso o limite aplica-se: o lugar 5
pode igualar com mais 1.100 ou desistir, não subir a aposta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Seats 1, 2 and 4 raised at a no-limit table: there is no cap on the raises (art. 12.3; ruling
R8-7). The last raise was 600 (600 to 1,200), so a raise goes to at least 1,200 + 600
= 1,800 (art. 12.1; ruling R8-6), and at most all seat 5 has, 100 + 2,400 = 2,500
(art. 11.3; ruling R8-5): &quot;Raise to 2,000&quot; is legal.
</source>
        <translation>Os lugares 1, 2 e 4 subiram a aposta numa mesa sem limite: não há máximo de subidas
(art. 12.3; interpretação R8-7). A última subida foi de 600 (de 600 para 1.200), por
isso uma subida vai pelo menos para 1.200 + 600 = 1.800 (art. 12.1; interpretação R8-6),
e no máximo para tudo o que o lugar 5 tem, 100 + 2.400 = 2.500 (art. 11.3; interpretação
R8-5): «Repico para 2.000» é legal.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-irregular.yaml"/>
        <source>Seat 1 raised the big blind of 100 to 300, adding 200. Seat 2 raises to 500: another
200, exactly the last raise, the least art. 12.1 allows (ruling R8-6). &quot;Pot!&quot; would be
1,050 but seat 2 has 800 (ruling R8-5): 500 is within both. Legal.
</source>
        <translation>O lugar 1 subiu a aposta prévia maior de 100 para 300, acrescentando 200. O lugar 2 sobe
para 500: mais 200, exactamente a última subida, o mínimo que o art. 12.1 permite
(interpretação R8-6). «Pote!» seria 1.050, mas o lugar 2 tem 800 (interpretação R8-5):
500 está dentro de ambos. Legal.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>Omaha (Macau): Pot!</source>
        <translation>Omaha (Macau): Pote!</translation>
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

Ruling R8-5 also allows a half-pot table: the same sum halved, rounded down to the chip
unit. At a no-limit table a player may bet any amount of his chips at the table, at least
the minimum, up to all of them, &quot;all-in&quot; (art. 11.3). Never more than the seat has; where
the largest is below the smallest, the smallest is allowed (ruling R8-5).

The raise cap: at a table with a limit, at most three raises a round (art. 12.2; the
blinds and the opening bet are not raises, ruling R8-7); at no-limit the raises are
unlimited (art. 12.3). While only two players are in (&quot;head up&quot;), art. 12.4 puts no limit
on the raise, which ruling R8-7 reads as no cap on the raises either.

Words on the floor: &quot;all-in&quot; (art. 11.3); &quot;head up&quot;, two players left (art. 12.4); the pot
is &quot;o pote&quot; (art. 10.2).
</source>
        <translation>A mesa é de limite de pote salvo indicação em contrário (Despacho 97/2010 art. 11.2;
interpretação R8-5). Numa mesa com limite um jogador pode apostar qualquer valor até ao
pote, igualar a aposta do jogador precedente, ou subir a aposta «até ao limite do valor
acrescido do pote» (art. 11.2), o que a interpretação R8-5 lê como até ao pote depois
de igualar. «Pote!»: maior total = o total mais elevado do turno + (todas as fichas já
apostadas, no pote e à frente dos lugares neste turno + o que este lugar tem de pôr
para igualar) (interpretação R8-5). O croupier di-lo por essa ordem: «pote 450 +
igualar 150 = 600: sobe para 750».

A interpretação R8-5 admite também uma mesa de metade do pote: a mesma soma dividida
por dois, arredondada por defeito à unidade de ficha. Numa mesa sem limite um jogador
pode apostar qualquer valor das suas fichas na mesa, pelo menos o mínimo, até todas
elas, «all-in» (art. 11.3). Nunca mais do que o lugar tem; quando o maior fica abaixo
do menor, o menor é permitido (interpretação R8-5).

O máximo de subidas: numa mesa com limite, no máximo três subidas por turno (art. 12.2;
as apostas prévias e a aposta de abertura não são subidas, interpretação R8-7); sem
limite as subidas são ilimitadas (art. 12.3). Enquanto só estiverem em jogo dois
jogadores («head up»), o art. 12.4 não põe limite à subida, o que a interpretação R8-7
lê também como nenhum máximo de subidas.

Termos da mesa: «all-in» (art. 11.3); «head up», restam dois jogadores (art. 12.4); «o
pote» (art. 10.2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>Seat 4 (after the marker) posted the small blind, 50, and seat 5 the big blind, 100.
Seat 2 raised to 400, a raise of 300: the next raise adds at least 300, to 700. The
pot is 50 + 100 + 100 + 400 = 650; with seat 5&apos;s call of 300 it is 950, so &quot;Pot!&quot; is
a raise to 400 + 950 = 1,350 (art. 11.2, 12.1; rulings R8-5, R8-6).
</source>
        <translation>O lugar 4 (depois do marcador) colocou a aposta prévia menor, 50, e o lugar 5 a aposta
prévia maior, 100. O lugar 2 subiu para 400, uma subida de 300: a subida seguinte
acrescenta pelo menos 300, para 700. O pote é 50 + 100 + 100 + 400 = 650; com os 300 do
lugar 5 para igualar dá 950, por isso «Pote!» é uma subida para 400 + 950 = 1.350 (art.
11.2, 12.1; interpretações R8-5, R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>Round 1 left 4 × 100 = 400 in the pot. In round 2 seat 4 checked: seat 5 has nothing to
call. The smallest bet is the big blind, 100 (ruling R8-6); the largest is the pot,
400 (art. 11.2; ruling R8-5).
</source>
        <translation>O turno 1 deixou 4 × 100 = 400 no pote. No turno 2 o lugar 4 preferiu: o lugar 5 não tem
nada a igualar. A menor aposta é a aposta prévia maior, 100 (interpretação R8-6); a
maior é o pote, 400 (art. 11.2; interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>The pot from round 1 is 400; seat 4 bets 200. Seat 5: to call, 200; a raise adds at
least the bet, 200, to 400 (art. 12.1; ruling R8-6). &quot;Pot!&quot;: pot 400 + 200 in front of
seat 4 = 600, + call 200 = 800: raise to 200 + 800 = 1,000 (art. 11.2; ruling R8-5).
</source>
        <translation>O pote do turno 1 é 400; o lugar 4 aposta 200. Lugar 5: para igualar, 200; uma subida
acrescenta pelo menos a aposta, 200, para 400 (art. 12.1; interpretação R8-6). «Pote!»:
pote 400 + 200 à frente do lugar 4 = 600, + igualar 200 = 800: subida para 200 + 800 =
1.000 (art. 11.2; interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>A half-pot table (ruling R8-5). Seat 1: to call, 100; a raise adds at least 100, to 200
(art. 12.1). The blinds 50 + 100 = 150, + the call 100 = 250; half of it is 125, so the
largest raise is to 100 + 125 = 225 (ruling R8-5).
</source>
        <translation>Uma mesa de metade do pote (interpretação R8-5). Lugar 1: para igualar, 100; uma subida
acrescenta pelo menos 100, para 200 (art. 12.1). As apostas prévias, 50 + 100 = 150, +
igualar 100 = 250; metade disso é 125, por isso a maior subida é para 100 + 125 = 225
(interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>A no-limit table: seat 1 may bet all its chips, 5,000, &quot;all-in&quot; (art. 11.3; ruling
R8-5). The call is 100 and the smallest raise 200, as at any limit (art. 12.1; ruling
R8-6).
</source>
        <translation>Uma mesa sem limite: o lugar 1 pode apostar todas as suas fichas, 5.000, «all-in» (art.
11.3; interpretação R8-5). Para igualar são 100 e a menor subida é para 200, como em
qualquer limite (art. 12.1; interpretação R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>A pot-limit table: seats 1, 2 and 4 raised, three raises, the most a round may have
(art. 12.2; ruling R8-7 — the big blind is not a raise). Four seats are in, so the cap
holds. Seat 5 has its big blind, 100, in front of it: to call 1,200 it adds 1,100, and
it may not raise.
</source>
        <translation>Uma mesa de limite de pote: os lugares 1, 2 e 4 subiram a aposta, três subidas, o máximo
que um turno pode ter (art. 12.2; interpretação R8-7 — a aposta prévia maior não é uma
subida). Estão em jogo quatro lugares, por isso o limite aplica-se. O lugar 5 tem a sua
aposta prévia maior, 100, à sua frente: para igualar 1.200 acrescenta 1.100, e não pode
subir a aposta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>Four raises, but only seats 4 and 5 are in: &quot;head up&quot;, no cap (art. 12.4; ruling R8-7).
Seat 4 has 700 in: to call 900, 200. A raise adds at least the last raise, 200: to
1,100 (art. 12.1). &quot;Pot!&quot;: 700 + 900 = 1,600 in, + call 200 = 1,800: raise to 900 +
1,800 = 2,700 (art. 11.2; ruling R8-5).
</source>
        <translation>Quatro subidas, mas só os lugares 4 e 5 estão em jogo: «head up», sem máximo (art. 12.4;
interpretação R8-7). O lugar 4 tem 700 apostados: para igualar 900, 200. Uma subida
acrescenta pelo menos a última subida, 200: para 1.100 (art. 12.1). «Pote!»: 700 + 900 =
1.600 apostados, + igualar 200 = 1.800: subida para 900 + 1.800 = 2.700 (art. 11.2;
interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-pot.yaml"/>
        <source>Round 1 left 4 × 100 = 400; everyone checked round 2. In round 3 seat 4 bets the pot,
400 (art. 11.2). Seat 5: to call, 400; a raise adds at least the bet, 400, to 800 (art.
12.1; ruling R8-6). &quot;Pot!&quot;: 400 + 400 = 800, + call 400 = 1,200: raise to 400 + 1,200 =
1,600 (ruling R8-5).
</source>
        <translation>O turno 1 deixou 4 × 100 = 400; todos preferiram no turno 2. No turno 3 o lugar 4 aposta
o pote, 400 (art. 11.2). Lugar 5: para igualar, 400; uma subida acrescenta pelo menos a
aposta, 400, para 800 (art. 12.1; interpretação R8-6). «Pote!»: 400 + 400 = 800, +
igualar 400 = 1.200: subida para 400 + 1.200 = 1.600 (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Omaha (Macau): blinds and turn</source>
        <translation>Omaha (Macau): apostas prévias e a vez</translation>
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
(art. 7.2, 8.2) and the marker seat last (art. 6.5). Folded and all-in seats are passed
over (ruling R8-2).

A round ends when every seat still able to act has acted since the last full bet or raise
and has matched the highest total, or when one seat is left (ruling R8-3). In the first
round the big blind decides last and may fold, raise or check, &quot;preferir&quot; (art. 6.4) —
check only if nobody raised, as it has nothing to call (ruling R8-3).

Words on the floor: the &quot;marcador&quot; (art. 1) marks the dealing seat; the blinds are the
&quot;aposta prévia menor&quot; and the &quot;aposta prévia maior&quot; (art. 5); to check is &quot;preferir&quot; (art.
6.4, 7.3), to fold &quot;desistir&quot; (art. 6.3, 13), to raise &quot;subir a aposta&quot; (art. 6.3, 12).
</source>
        <translation>Apostas obrigatórias (Despacho 97/2010 art. 5; interpretação R8-1): antes da
distribuição das cartas, o primeiro lugar do lado esquerdo do marcador coloca a aposta
prévia menor (small blind), por regra metade da aposta prévia maior; o segundo lugar do
seu lado esquerdo coloca a aposta prévia maior (big blind). Os seus limites constam de
aviso colocado na mesa (art. 4.3). Nas mesas de hold&apos;em e de Omaha dos jogos não
bancados, pelo contrário, é o próprio lugar do marcador que coloca a pequena aposta
(regra 81 dos jogos não bancados). Um lugar com menos fichas do que a sua aposta prévia
coloca o que tem e fica all-in; para igualar no primeiro turno continua a ser a aposta
prévia maior inteira (interpretação R8-1).

Ordem (art. 6.3-6.5, 7.2, 8.2; interpretação R8-2): no primeiro turno fala primeiro o
lugar à esquerda dos dois lugares das apostas prévias, e o jogo segue no sentido dos
ponteiros do relógio (art. 6.3); a aposta prévia maior decide em último (art. 6.4). Nos
turnos seguintes fala primeiro o primeiro lugar do lado esquerdo do marcador (art. 7.2,
8.2) e o lugar do marcador em último (art. 6.5). Os lugares que desistiram e os que
estão all-in são saltados (interpretação R8-2).

Um turno termina quando todos os lugares que ainda podem jogar jogaram desde a última
aposta ou subida completa e igualaram o total mais elevado, ou quando resta um só lugar
(interpretação R8-3). No primeiro turno a aposta prévia maior decide em último e pode
desistir, subir a aposta ou preferir, «preferir» (art. 6.4) — preferir só se ninguém
subiu a aposta, pois não tem nada a igualar (interpretação R8-3).

Termos da mesa: o «marcador» (art. 1) assinala o lugar que distribui; as apostas prévias
são a «aposta prévia menor» e a «aposta prévia maior» (art. 5); «preferir» (art. 6.4,
7.3), «desistir» (art. 6.3, 13), «subir a aposta» (art. 6.3, 12).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>The marker is at seat 2: seat 4, the first on its left, posts the small blind, 50, and
seat 5 the big blind, 100 (art. 5). The first round starts with the seat to the left of
the two blinds (art. 6.3): after seat 5 comes seat 1.
</source>
        <translation>O marcador está no lugar 2: o lugar 4, o primeiro do seu lado esquerdo, coloca a aposta
prévia menor, 50, e o lugar 5 a aposta prévia maior, 100 (art. 5). O primeiro turno
começa pelo lugar à esquerda dos dois lugares das apostas prévias (art. 6.3): depois do
lugar 5 vem o lugar 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Everyone has called the big blind and nobody raised: the big blind, seat 5, acts last
and has the option to check or raise (art. 6.4; rulings R8-2, R8-3).
</source>
        <translation>Todos igualaram a aposta prévia maior e ninguém subiu a aposta: o lugar 5, da aposta
prévia maior, age em último lugar e tem a opção de preferir ou subir a aposta (art.
6.4; interpretações R8-2, R8-3).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Seat 2 raised to 400; seat 4 folded and the big blind, seat 5, called. Seat 1 has only
100 in front of it, less than 400: the round is not over (ruling R8-3), and the turn
comes back to seat 1.
</source>
        <translation>O lugar 2 subiu a aposta para 400; o lugar 4 desistiu e o lugar 5, da aposta prévia
maior, igualou a aposta. O lugar 1 tem apenas 100 à sua frente, menos de 400: o turno
não terminou (interpretação R8-3) e a vez volta ao lugar 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Round 1 is over: everyone matched the big blind and seat 5 checked its option (art.
6.4; ruling R8-3). The second round starts with the first seat clockwise after the
marker (art. 7.2): seat 4 — but it folded, so seat 5 opens; the marker, seat 2, acts
last (art. 6.5; ruling R8-2).
</source>
        <translation>O turno 1 terminou: todos igualaram a aposta prévia maior e o lugar 5 preferiu, usando
a sua opção (art. 6.4; interpretação R8-3). O segundo turno começa pelo primeiro lugar
à esquerda do marcador, no sentido dos ponteiros do relógio (art. 7.2): o lugar 4 —
mas este desistiu, por isso abre o lugar 5; o marcador, o lugar 2, age em último lugar
(art. 6.5; interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Round 1 ended when the big blind checked its option (art. 6.4). Round 2 starts on the
marker&apos;s left (art. 7.2): seats 4, 5 and 1 checked. The marker seat, seat 2, speaks last
(art. 6.5; ruling R8-2): it acts now.
</source>
        <translation>O turno 1 terminou quando o lugar da aposta prévia maior preferiu, usando a sua opção
(art. 6.4). O turno 2 começa à esquerda do marcador (art. 7.2): os lugares 4, 5 e 1
preferiram. O lugar do marcador, o lugar 2, fala em último lugar (art. 6.5;
interpretação R8-2): age agora.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Seat 4 had only 30 for its small blind: it posted 30 and is all in (ruling R8-1). Seats
1 and 2 called the full big blind, 100. Seat 4 cannot act any more and is passed over
(ruling R8-2): the big blind, seat 5, decides last with its option (art. 6.4).
</source>
        <translation>O lugar 4 tinha apenas 30 para a sua aposta prévia menor: colocou 30 e está all-in
(interpretação R8-1). Os lugares 1 e 2 igualaram a aposta prévia maior completa, 100.
O lugar 4 já não pode agir e é saltado (interpretação R8-2): o lugar 5, da aposta
prévia maior, decide em último lugar com a sua opção (art. 6.4).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>The big blind, seat 5, used its prerogative to raise, to 300 (art. 6.4; ruling R8-3).
Every other seat has 100 in: the round goes on, clockwise from seat 5 — seat 1 acts
first (art. 6.3; ruling R8-2).
</source>
        <translation>O lugar 5, da aposta prévia maior, usou a sua prerrogativa para subir a aposta, para
300 (art. 6.4; interpretação R8-3). Todos os outros lugares têm 100 apostados: o turno
continua, no sentido dos ponteiros do relógio a partir do lugar 5 — o lugar 1 age
primeiro (art. 6.3; interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-macau-turn.yaml"/>
        <source>Seat 4 bet all it had left, 200, in round 2, and everyone called. Round 3 starts with
the first seat on the marker&apos;s left (art. 8.2): seat 4 — but it is all in and cannot
act, so the next seat able to act, seat 5, opens (ruling R8-2).
</source>
        <translation>O lugar 4 apostou tudo o que lhe restava, 200, no turno 2, e todos igualaram a aposta.
O turno 3 começa pelo primeiro lugar à esquerda do marcador (art. 8.2): o lugar 4 —
mas este está all-in e não pode agir, por isso abre o lugar seguinte que pode agir, o
lugar 5 (interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>Omaha: Pot!</source>
        <translation>Omaha: Pote!</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>The largest bet or raise depends on the table&apos;s limit (non-banked rule 21). The non-banked
Omaha table is pot-limit unless it says otherwise (rule 86; ruling R8-5).

&quot;Pot!&quot; (rule 21 b, rule 86; ruling R8-5): a bet may be as large as the pot; a raise may go
up to the pot after the call. Largest total = the highest total of the round + (every chip
already in, in the pot and in front of the seats this round + what this seat must call).
The croupier says it in that order: &quot;pot 450 + call 150 = 600: raise to 750&quot;.

Half-pot, &quot;com limite&quot; (rule 21 a; ruling R8-5): the same sum halved, rounded down to the
chip unit. No limit, &quot;sem limite&quot; (rule 21 c): everything the seat has, its &quot;cave&quot;. At
every limit never more than the seat has; where the largest would be below the smallest,
the smallest is allowed (ruling R8-5).

The raise cap (rules 87-88; ruling R8-7): at most three raises a round; the blinds and the
opening bet are not raises. While only two seats are left in the hand the raises are
unlimited (rules 47, 88). With the cap reached a seat may only call or fold.

Words on the floor: pot limit is &quot;limite de pote&quot;, half-pot &quot;com limite&quot; (metade do pote)
and no limit &quot;sem limite&quot; (rule 21); a raise is a &quot;repique&quot; (rules 86-88).
</source>
        <translation>O maior valor de uma aposta ou de um repique depende do limite da mesa (regra 21 dos
jogos não bancados). A mesa de Omaha não bancado é de limite de pote, salvo indicação
em contrário na mesa (regra 86; interpretação R8-5).

«Pote!» (regra 21 b, regra 86; interpretação R8-5): uma aposta pode ir até ao valor do
pote; um repique pode ir até ao pote depois de acompanhar. Total máximo = o total mais
alto do turno + (todas as fichas já apostadas, no pote e à frente dos lugares neste
turno + o que este lugar tem de pôr para acompanhar). O pagador anuncia-o por essa
ordem: «pote 450 + acompanhar 150 = 600: repique para 750».

Metade do pote, «com limite» (regra 21 a; interpretação R8-5): a mesma soma dividida
por dois, arredondada por defeito à unidade de ficha. Sem limite, «sem limite» (regra
21 c): tudo o que o lugar tem, a sua «cave». Em qualquer limite, nunca mais do que o
lugar tem; quando o máximo ficaria abaixo do mínimo, é permitido o mínimo
(interpretação R8-5).

O limite de repiques (regras 87-88; interpretação R8-7): no máximo três repiques por
turno; a pequena e a grande aposta e a aposta de abertura não são repiques. Enquanto
só restarem dois lugares na jogada, os repiques são ilimitados (regras 47, 88).
Atingido o limite, um lugar só pode acompanhar ou desistir.

Palavras da mesa: os limites dizem-se «limite de pote», «com limite» (metade do pote)
e «sem limite» (regra 21); aumentar a aposta é fazer um «repique» (regras 86-88).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>Round 1 left 5 × 40 = 200 in the pot. In round 2 seats 5 and 7 checked: seat 9 has
nothing to call. The smallest bet is the table minimum, 40 (rule 86; ruling R8-6); the
largest is the pot, 200, with no call to add (rule 21 b; ruling R8-5).
</source>
        <translation>O turno 1 deixou 5 × 40 = 200 no pote. No turno 2, os lugares 5 e 7 passaram: o lugar
9 não tem nada para acompanhar. A aposta mínima é o mínimo da mesa, 40 (regra 86;
interpretação R8-6); a máxima é o pote, 200, sem acompanhamento a somar (regra 21 b;
interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>The pot from round 1 is 200; seat 5 bets 100 in round 2. Seat 7: to call, 100; a raise
adds at least 40, to 140 (rule 86; ruling R8-6). &quot;Pot!&quot;: pot 200 + 100 in front of seat
5 = 300, + call 100 = 400: raise to 100 + 400 = 500 (rule 21 b; ruling R8-5).
</source>
        <translation>O pote do turno 1 é 200; o lugar 5 aposta 100 no turno 2. Lugar 7: para acompanhar,
100; um repique acrescenta pelo menos 40, para 140 (regra 86; interpretação R8-6).
«Pote!»: pote 200 + 100 à frente do lugar 5 = 300, + acompanhar 100 = 400: repique
para 100 + 400 = 500 (regra 21 b; interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>A half-pot table (&quot;com limite&quot;, rule 21 a). Seat 10 faces the big blind, 40: to call,
40. A raise adds at least the table minimum, 40: to 80 (rule 86; ruling R8-6). The
pot is 20 + 40 + 40 = 100; with the call it is 140, half of it 70, so the largest raise
is to 40 + 70 = 110 (ruling R8-5).
</source>
        <translation>Uma mesa com metade do pote («com limite», regra 21 a). O lugar 10 tem à sua frente a
grande aposta, 40: para acompanhar, 40. Um repique acrescenta pelo menos o mínimo da
mesa, 40: para 80 (regra 86; interpretação R8-6). O pote é 20 + 40 + 40 = 100; com o
acompanhamento é 140, metade é 70, por isso o repique máximo é para 40 + 70 = 110
(interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>A no-limit table, &quot;sem limite&quot; (rule 21 c): the largest is the seat&apos;s whole &quot;cave&quot;.
Seat 9 has 1,200 and nothing in front of it, so it may raise to 1,200, all in (ruling
R8-5). The call is 40 and the smallest raise 80, as at any limit (rule 86; ruling R8-6).
</source>
        <translation>Uma mesa sem limite, «sem limite» (regra 21 c): o máximo é toda a «cave» do lugar. O
lugar 9 tem 1.200 e nada à sua frente, por isso pode repicar para 1.200, ficando
encavado (interpretação R8-5). Para acompanhar, 40, e o repique mínimo é para 80, como
em qualquer limite (regra 86; interpretação R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>Round 2: seat 5 bets 100 — an opening bet, not a raise — then seats 7, 9 and 10 raise:
three raises, the most a round may have while more than two seats are in (rules 87-88;
ruling R8-7). Seat 2 has nothing in this round: to call, 700; it may not raise, so
there is no smallest or largest raise.
</source>
        <translation>Turno 2: o lugar 5 aposta 100 — uma aposta de abertura, não um repique — e depois os
lugares 7, 9 e 10 repicam: três repiques, o máximo que um turno pode ter enquanto
estiverem em jogo mais de dois lugares (regras 87-88; interpretação R8-7). O lugar 2
não tem nada neste turno: para acompanhar, 700; não pode repicar, por isso não há
repique mínimo nem máximo.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>Four raises, but only seats 5 and 7 are left: two players, unlimited raises (rules 47,
88; ruling R8-7). Seat 5 has 280 in: to call 360, 80. Smallest raise 360 + 40 = 400
(rule 86). &quot;Pot!&quot;: 280 + 360 = 640 in, + call 80 = 720: raise to 360 + 720 = 1,080
(rule 21 b; ruling R8-5).
</source>
        <translation>Quatro repiques, mas só restam os lugares 5 e 7: dois jogadores, repiques ilimitados
(regras 47, 88; interpretação R8-7). O lugar 5 tem 280 apostados: para acompanhar 360,
80. Repique mínimo 360 + 40 = 400 (regra 86). «Pote!»: 280 + 360 = 640 apostados, +
acompanhar 80 = 720: repique para 360 + 720 = 1.080 (regra 21 b; interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-pot.yaml"/>
        <source>Seat 9 raised to 140. Seat 10 has 150: to call, 140. A full raise, to 180, is more than
it has, but a seat may always go all in for less (rule 49; ruling R8-6), and &quot;Pot!&quot;,
480, is beyond its chips too (ruling R8-5): its only raise is all in, to 150.
</source>
        <translation>O lugar 9 repicou para 140. O lugar 10 tem 150: para acompanhar, 140. Um repique
completo, para 180, é mais do que tem, mas um lugar pode sempre ficar encavado por
menos (regra 49; interpretação R8-6), e «Pote!», 480, também excede as suas fichas
(interpretação R8-5): o seu único repique é ficar encavado, para 150.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Omaha: blinds and turn</source>
        <translation>Omaha: pequena e grande aposta e a vez</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Seat 5 has &quot;a mão&quot; and posted the small blind, 20; seat 7 the big blind, 40 (rules
81-83). Seats 9, 10 and 2 called 40 and seat 5 completed its blind. Nobody raised: the
big blind, seat 7, speaks last with its option, to check or raise (ruling R8-3).
</source>
        <translation>O lugar 5 tem «a mão» e colocou a pequena aposta, 20; o lugar 7 a grande aposta, 40
(regras 81-83). Os lugares 9, 10 e 2 acompanharam 40 e o lugar 5 completou a sua
aposta. Ninguém repicou: o lugar 7, da grande aposta, fala em último lugar com a sua
opção de passar ou repicar (interpretação R8-3).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Seat 10 raised to 120; seats 2 and 5 folded and seat 7, the big blind, called. Seat 9
has only 40 in front of it, less than 120: the round is not over (rule 48; ruling
R8-3), and the turn comes back to seat 9.
</source>
        <translation>O lugar 10 repicou para 120; os lugares 2 e 5 desistiram e o lugar 7, da grande
aposta, acompanhou. O lugar 9 tem apenas 40 à sua frente, menos de 120: o turno não
terminou (regra 48; interpretação R8-3) e a vez volta ao lugar 9.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Round 2 ended when seats 9 and 5 called seat 7&apos;s 160 and seat 10 folded (rule 48;
ruling R8-3). Every later round opens with the seat that has &quot;a mão&quot; (rules 44, 46,
85): seat 5, the marker, still in the hand (ruling R8-2).
</source>
        <translation>O turno 2 terminou quando os lugares 9 e 5 acompanharam os 160 do lugar 7 e o lugar 10
desistiu (regra 48; interpretação R8-3). Cada turno seguinte abre com o lugar que tem
«a mão» (regras 44, 46, 85): o lugar 5, o marcador, ainda em jogo (interpretação
R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Round 1 is over: the big blind checked its option (ruling R8-3). From the second round
on the seat that has &quot;a mão&quot; speaks first (rule 85), but seat 5 folded: the first seat
still in clockwise from it, seat 7, opens (ruling R8-2).
</source>
        <translation>O turno 1 terminou: o lugar da grande aposta passou, usando a sua opção (interpretação
R8-3). A partir do segundo turno, o lugar que tem «a mão» fala primeiro (regra 85),
mas o lugar 5 desistiu: abre o primeiro lugar ainda em jogo a partir dele, no sentido
dos ponteiros do relógio, o lugar 7 (interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Seat 7 had only 30 for its big blind of 40: it posted 30 and is all in (ruling R8-1).
Seat 10 raised to 120, seat 2 called, seat 5 folded. Seat 7 cannot act any more and is
passed over (ruling R8-2): the turn comes back to seat 9, which has 40 in and must
answer the raise.
</source>
        <translation>O lugar 7 tinha apenas 30 para a sua grande aposta de 40: colocou 30 e está encavado
(interpretação R8-1). O lugar 10 repicou para 120, o lugar 2 acompanhou, o lugar 5
desistiu. O lugar 7 já não pode agir e é saltado (interpretação R8-2): a vez volta ao
lugar 9, que tem 40 apostados e tem de responder ao repique.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>The big blind, seat 7, used its option to raise, to 160 (ruling R8-3). Every other seat
has 40 in: the round goes on (rule 48), clockwise from seat 7 — seat 9 acts first
(ruling R8-2).
</source>
        <translation>O lugar 7, da grande aposta, usou a sua opção para repicar, para 160 (interpretação
R8-3). Todos os outros lugares têm 40 apostados: o turno continua (regra 48), no
sentido dos ponteiros do relógio a partir do lugar 7 — o lugar 9 age primeiro
(interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/omaha-turn.yaml"/>
        <source>Seat 9 went all in for 100 in round 1 and everyone called. In round 2 seat 5, with &quot;a
mão&quot;, checks (rule 85) and seat 7 bets 200. Clockwise the next seat is 9, but it is all
in: the turn passes over it to seat 10 (ruling R8-2).
</source>
        <translation>O lugar 9 ficou encavado por 100 no turno 1 e todos acompanharam. No turno 2, o lugar
5, com «a mão», passa (regra 85) e o lugar 7 aposta 200. No sentido dos ponteiros do
relógio, o lugar seguinte é o 9, mas está encavado: a vez salta-o e passa para o lugar
10 (interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Póquer sintético: call and minimum</source>
        <translation>Póquer sintético: acompanhar e mínimo</translation>
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
nothing more. A seat may always go all in for less (rule 49; ruling R8-6). An all-in raise
that adds less than a full raise does not reopen the betting to a seat that has acted
(ruling R8-6).

Counting the pot: when a round is over the pot is every chip put in, antes included; a bet
nobody called goes back to its owner first (ruling R1-1), and each all-in amount starts a
side pot, the &quot;pote lateral&quot; (rules 38, 49-50; ruling R1-2).

Words on the floor: to call is &quot;acompanhar&quot; (rule 39 c), to raise &quot;repicar&quot; or &quot;subir a
aposta&quot; (rule 39 d); the pot is &quot;o pote&quot;, a side pot a &quot;pote lateral&quot; (rule 38), a seat
all in an &quot;encavado&quot; (rule 49), its chips its &quot;cave&quot; (rule 52).
</source>
        <translation>Os montantes são o total de cada lugar no turno («repique para 600»), tal como o
pagador os anuncia. As apostas iniciais entram no pote antes do primeiro turno e não
fazem parte do total de nenhum lugar no turno (interpretação R8-1).

Acompanhar (regra 39 c dos jogos não bancados; interpretação R8-4): um lugar iguala o
total mais alto do turno, ou seja, põe o total mais alto menos o que já tem à sua
frente. Um lugar com menos fichas acompanha encavado com o que tem (regra 49;
interpretação R8-4).

O montante mínimo: nenhuma aposta pode ser inferior ao mínimo que a concessionária
afixa na mesa (regra 20). A interpretação R8-6 toma esse mínimo, por defeito a aposta
inicial, como a aposta mínima e como o mínimo que um repique acrescenta, seja qual for
o último repique; as regras próprias do sintético (95-112) nada mais dizem. Um lugar
pode sempre ficar encavado por menos (regra 49; interpretação R8-6). Um repique
encavado que acrescenta menos do que um repique completo não reabre as apostas a um
lugar que já agiu (interpretação R8-6).

Contar o pote: terminado um turno, o pote é todas as fichas apostadas, incluindo as
apostas iniciais; uma aposta que ninguém acompanhou volta primeiro ao seu dono
(interpretação R1-1), e cada montante de um encavado dá início a um pote lateral, o
«pote lateral» (regras 38, 49-50; interpretação R1-2).

Palavras da mesa: igualar a aposta é «acompanhar» (regra 39 c), aumentá-la «repicar»
ou «subir a aposta» (regra 39 d); o pote é «o pote», um pote lateral um «pote lateral»
(regra 38), um lugar sem mais fichas um «encavado» (regra 49), as suas fichas a sua
«cave» (regra 52).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Seat 6 bet 50. Seat 9 has nothing in front of it this round: to call, 50 (ruling R8-4).
A raise adds at least the table minimum, by default the ante, 10: to 60 (ruling R8-6).
The table is no-limit by default: the largest is all seat 9 has, 500 − 10 = 490 (rule
21 c; ruling R8-5).
</source>
        <translation>O lugar 6 apostou 50. O lugar 9 não tem nada à sua frente neste turno: para
acompanhar, 50 (interpretação R8-4). Um repique acrescenta pelo menos o mínimo da
mesa, por defeito a aposta inicial, 10: para 60 (interpretação R8-6). A mesa é, por
defeito, sem limite: o máximo é tudo o que o lugar 9 tem, 500 − 10 = 490 (regra 21 c;
interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Seat 6 bet 100 and seat 9 raised to 400, adding 300. Seat 1: to call, 400. A raise need
only add the table minimum, 10, whatever the last raise was (ruling R8-6): to 410. The
largest is all seat 1 has after its ante: 800 − 10 = 790 (ruling R8-5).
</source>
        <translation>O lugar 6 apostou 100 e o lugar 9 repicou para 400, acrescentando 300. Lugar 1: para
acompanhar, 400. Um repique só tem de acrescentar o mínimo da mesa, 10, seja qual for
o último repique (interpretação R8-6): para 410. O máximo é tudo o que o lugar 1 tem
depois da sua aposta inicial: 800 − 10 = 790 (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Seat 6 bet 600. Seat 9 has 500 − 10 = 490 left after its ante: it cannot match 600, so
calling puts in all it has, 490, and it is an &quot;encavado&quot; (rule 49; ruling R8-4). It has
nothing beyond the call: it may not raise.
</source>
        <translation>O lugar 6 apostou 600. Ao lugar 9 restam 500 − 10 = 490 depois da sua aposta inicial:
não consegue igualar 600, por isso acompanhar é pôr tudo o que tem, 490, e fica
«encavado» (regra 49; interpretação R8-4). Não tem nada para além do acompanhamento:
não pode repicar.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Seat 6 bet 30. Seat 9 had 45 − 10 = 35 after its ante and raised all in to 35: 5 more,
less than the table minimum of 10, so the raise is incomplete. Seat 1 called 35, seat 4
folded. Back at seat 6: to call, 5. The betting is not reopened for it: it may call or
fold, not raise (ruling R8-6).
</source>
        <translation>O lugar 6 apostou 30. O lugar 9 tinha 45 − 10 = 35 depois da sua aposta inicial e
repicou encavado para 35: mais 5, menos do que o mínimo da mesa de 10, por isso o
repique é incompleto. O lugar 1 acompanhou 35, o lugar 4 desistiu. De volta ao lugar
6: para acompanhar, 5. As apostas não são reabertas para ele: pode acompanhar ou
desistir, não repicar (interpretação R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Four antes of 10 are in the pot: 40 (rule 102). Seat 6 bet 50 and seats 9 and 4 called;
seat 1 folded, and its ante stays in the pot. The pot: 40 + 3 × 50 = 190 (rule 38;
ruling R1-2).
</source>
        <translation>Estão no pote quatro apostas iniciais de 10: 40 (regra 102). O lugar 6 apostou 50 e os
lugares 9 e 4 acompanharam; o lugar 1 desistiu e a sua aposta inicial fica no pote. O
pote: 40 + 3 × 50 = 190 (regra 38; interpretação R1-2).
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
        <translation>O lugar 6 aposta 400. O lugar 9 acompanha encavado por 190 (200 ao todo com a sua
aposta inicial), o lugar 1 acompanha 400, o lugar 4 acompanha encavado por 290 (300 ao
todo). Um pote lateral por cada montante de encavado (regra 38; interpretação R1-2): o
pote principal recebe até 200 de cada um dos quatro lugares, 800; o pote lateral 1, de
200 a 300, 3 × 100 = 300 (lugares 1, 4, 6); o pote lateral 2, de 300 a 410, 2 × 110 =
220 (lugares 1 e 6). Verificação: 800 + 300 + 220 = 1.320, todas as fichas apostadas.
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
        <translation>O lugar 6 aposta 300; o lugar 9 tem apenas 140 depois da sua aposta inicial e
acompanha encavado com esse montante; os lugares 1 e 4 desistem. O lugar 6 tem 310
apostados, e o máximo que outro lugar tem é 150, o do lugar 9: os 160 acima voltam
primeiro ao lugar 6 e não ficam em nenhum pote (interpretação R1-1). O pote são as
apostas iniciais dos lugares 1 e 4 e os 10 + 140 que cada um dos lugares 6 e 9 tem
apostados: 10 + 10 + 150 + 150 = 320 (interpretação R1-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-amounts.yaml"/>
        <source>Seat 6 made the highest bet of round 1, so it opens round 2 (rule 108). The antes and
round 1&apos;s bets are in the pot; nobody has bet this round: nothing to call. The smallest
bet is the table minimum, the ante, 10 (rule 20; ruling R8-6); no limit, so the largest
is all it has left: 900 − 10 − 20 = 870 (ruling R8-5).
</source>
        <translation>O lugar 6 fez a aposta mais alta do turno 1, por isso abre o turno 2 (regra 108). As
apostas iniciais e as apostas do turno 1 estão no pote; ninguém apostou neste turno:
nada para acompanhar. A aposta mínima é o mínimo da mesa, a aposta inicial, 10 (regra
20; interpretação R8-6); sem limite, por isso o máximo é tudo o que lhe resta: 900 −
10 − 20 = 870 (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Póquer sintético: change a bet</source>
        <translation>Póquer sintético: trocar uma aposta</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 9 has 50 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier changes the chip (rule 53). 100 − 50 = 50, given back in the fewest chips:
2 × 25.
</source>
        <translation>O lugar 9 tem 50 a acompanhar (interpretação R8-4) e coloca uma ficha de 100: o valor fica e o pagador troca a ficha (regra 53). 100 − 50 = 50, devolvido no menor número de fichas: 2 × 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 1 has 400 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 400 = 100, given back in the fewest
chips: 1 × 100.
</source>
        <translation>O lugar 1 tem 400 a acompanhar (interpretação R8-4) e coloca uma ficha de 500: o valor fica e o pagador troca a ficha (regra 53). 500 − 400 = 100, devolvido no menor número de fichas: 1 × 100.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 6 has 40 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 40 = 460, given back in the fewest chips:
4 × 100 + 2 × 25 + 2 × 5.
</source>
        <translation>O lugar 6 tem 40 a acompanhar (interpretação R8-4) e coloca uma ficha de 500: o valor fica e o pagador troca a ficha (regra 53). 500 − 40 = 460, devolvido no menor número de fichas: 4 × 100 + 2 × 25 + 2 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 6 has 190 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 190 = 310, given back in the fewest
chips: 3 × 100 + 2 × 5.
</source>
        <translation>O lugar 6 tem 190 a acompanhar (interpretação R8-4) e coloca uma ficha de 500: o valor fica e o pagador troca a ficha (regra 53). 500 − 190 = 310, devolvido no menor número de fichas: 3 × 100 + 2 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 9 has 20 to call (ruling R8-4) and puts in one 25: the call stands and the
croupier changes the chip (rule 53). 25 − 20 = 5, given back in the fewest chips:
1 × 5.
</source>
        <translation>O lugar 9 tem 20 a acompanhar (interpretação R8-4) e coloca uma ficha de 25: o valor fica e o pagador troca a ficha (regra 53). 25 − 20 = 5, devolvido no menor número de fichas: 1 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 6 has 60 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 60 = 440, given back in the fewest chips:
4 × 100 + 1 × 25 + 3 × 5.
</source>
        <translation>O lugar 6 tem 60 a acompanhar (interpretação R8-4) e coloca uma ficha de 500: o valor fica e o pagador troca a ficha (regra 53). 500 − 60 = 440, devolvido no menor número de fichas: 4 × 100 + 1 × 25 + 3 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-change.yaml"/>
        <source>Seat 1 has 160 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier changes the chip (rule 53). 500 − 160 = 340, given back in the fewest
chips: 3 × 100 + 1 × 25 + 3 × 5.
</source>
        <translation>O lugar 1 tem 160 a acompanhar (interpretação R8-4) e coloca uma ficha de 500: o valor fica e o pagador troca a ficha (regra 53). 500 − 160 = 340, devolvido no menor número de fichas: 3 × 100 + 1 × 25 + 3 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-follow.yaml"/>
        <source>Sintético: follow the action</source>
        <translation>Sintético: seguir a acção</translation>
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
  the ante, as the smallest bet and as the least a raise adds. A seat may always go all
  in for less (rule 49).
- Unless the table says otherwise, ruling R8-5 reads sintético as no-limit (rule 106 a):
  the largest is everything the seat has. Sintético&apos;s rules set no cap on the raises
  (ruling R8-7).
</source>
        <translation>Siga uma jogada inteira tal como o pagador a conduz (interpretação R8). Em cada acção,
diga de quem é a vez e, para esse lugar, o montante para acompanhar, o total do
repique (ou aposta) mínimo e o máximo. Depois o jogador age, a mesa avança e responde
de novo: um erro é mostrado com a resposta certa, e a jogada continua tal como foi
jogada.

Em cada passo:
- Todos os lugares colocaram a aposta inicial (regra 102). O primeiro turno começa
  pelo lugar à esquerda do marcador; cada turno seguinte, pelo lugar que fez a aposta
  mais alta do turno anterior — se então ninguém apostou, pelo lugar à esquerda do
  marcador; se esse lugar estiver fora da jogada ou encavado, pelo lugar seguinte que
  possa agir, no sentido dos ponteiros do relógio (regras 107-108; interpretação
  R8-2). O jogo segue no sentido dos ponteiros do relógio, saltando os lugares que
  desistiram ou estão encavados, até que todos os lugares que ainda podem agir tenham
  agido desde a última aposta ou repique completo e tenham igualado o total mais alto
  (regra 48; interpretação R8-3). Há cinco turnos.
- Acompanhar é o total mais alto do turno menos o que o lugar tem à sua frente, ou
  tudo o que lhe resta (interpretação R8-4).
- Nenhuma aposta pode ser inferior ao mínimo da mesa (regra 20); a interpretação R8-6
  toma-o, por defeito a aposta inicial, como a aposta mínima e como o mínimo que um
  repique acrescenta. Um lugar pode sempre ficar encavado por menos (regra 49).
- Salvo indicação em contrário na mesa, a interpretação R8-5 lê o sintético como sem
  limite (regra 106 a): o máximo é tudo o que o lugar tem. As regras do sintético não
  fixam limite aos repiques (interpretação R8-7).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-follow.yaml"/>
        <source>Seat 6, to the left of the marker, opens the first round. Seat 4 made the highest bet
of the first round and opens the second; nobody bets in the third, so the fourth
starts again to the left of the marker; seat 6 bet in the fourth and opens the fifth
(rules 107-108; ruling R8-2).
</source>
        <translation>O lugar 6, à esquerda do marcador, abre o primeiro turno. O lugar 4 fez a aposta mais
alta do primeiro turno e abre o segundo; ninguém aposta no terceiro, por isso o quarto
começa de novo à esquerda do marcador; o lugar 6 apostou no quarto e abre o quinto
(regras 107-108; interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>Póquer sintético: irregular actions</source>
        <translation>Póquer sintético: acções irregulares</translation>
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
        <translation>Antes de aceitar uma acção, o pagador verifica se o lugar a pode fazer (interpretação
R8-4): passar só quando não há nada para acompanhar (regra 39 b dos jogos não
bancados); nenhuma aposta abaixo do mínimo da mesa (regra 20) e nenhum repique que
acrescente menos do que ele (interpretação R8-6), salvo se o lugar ficar encavado;
nada acima do máximo da mesa (regra 39 d; regra 21; interpretação R8-5). Um lugar que
passou pode repicar quando a vez voltar a ele: nenhuma regra o proíbe (interpretação
R8-4). Um lugar não pode repicar quando um repique encavado inferior a um repique
completo não lhe reabriu as apostas (interpretação R8-6), nem quando nenhum outro
lugar poderia responder ao repique (interpretação R8-4).

O que o pagador faz perante um erro de um jogador (regra 71; interpretação R8-8):
- uma aposta insuficiente para acompanhar pode ser completada, mas as fichas não podem
  ser retiradas (regra 71 c);
- as fichas de um repique colocadas sem o anunciar contam como acompanhar, e o
  excedente é devolvido (regra 71 d);
- uma aposta feita «fora da sua vez» é válida, mas esse lugar não a pode aumentar
  quando chegar a sua vez (regra 71 f);
- um jogador que deixou passar a sua vez deve avisar o pagador de imediato; o
  inspector de sala («fiscal») decide e, se o readmitir, o jogador nunca pode aumentar
  a aposta anterior (regra 71 i; interpretação R8-11).

Um jogador que apostou e viu a reacção dos outros não pode depois repicar (regra 55).
As fichas empurradas para lá da linha são uma aposta e, quando o montante anunciado
difere das fichas colocadas, o pagador troca as fichas pelo montante exacto anunciado
(regra 53). Se o pagador descobrir uma carta comum antes do tempo, perdem-se tantos
turnos de apostas quantas as cartas descobertas além da devida (regra 110;
interpretação R8-10).

Palavras da mesa: uma aposta «fora da sua vez» é feita quando não é a vez do jogador
(regra 71 f); o inspector de sala é o «fiscal» (regra 71 i); não apostar sem desistir
é «passar» (regra 39 b), aumentar a aposta «repicar» ou «subir a aposta» (regra 39 d).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>Seat 6 bet 50. Seat 9 may pass only if the seats before it have not bet (rule 39 b):
it calls, raises or folds (ruling R8-4).
</source>
        <translation>O lugar 6 apostou 50. O lugar 9 só pode passar se os lugares antes dele não tiverem
apostado (regra 39 b): acompanha, repica ou desiste (interpretação R8-4).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>No bet may be less than the table minimum (rule 20), by default the ante, 10 (ruling
R8-6). Seat 6 has 890 behind its ante, so &quot;Bet 5&quot; is too small.
</source>
        <translation>Nenhuma aposta pode ser inferior ao mínimo da mesa (regra 20), por defeito a aposta
inicial, 10 (interpretação R8-6). O lugar 6 tem 890 para além da sua aposta inicial,
por isso «Aposto 5» é pouco.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>&quot;Raise to 55&quot; adds only 5 to seat 6&apos;s 50. A raise adds at least the table minimum, 10
(ruling R8-6): the smallest raise is to 60, and seat 9 is not all in.
</source>
        <translation>«Repico para 55» acrescenta apenas 5 aos 50 do lugar 6. Um repique acrescenta pelo
menos o mínimo da mesa, 10 (interpretação R8-6): o repique mínimo é para 60, e o lugar
9 não está encavado.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>A pot-limit table (rule 21 b): the largest bet is the pot, the four antes, 40 (ruling
R8-5). &quot;Bet 100&quot; is above the table&apos;s maximum, which rule 39 d does not allow.
</source>
        <translation>Uma mesa com limite de pote (regra 21 b): a aposta máxima é o pote, as quatro apostas
iniciais, 40 (interpretação R8-5). «Aposto 100» está acima do máximo da mesa, o que a
regra 39 d não permite.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>Seat 6 bet 100 and seat 9 raised to 400, a raise of 300. In sintético a raise need only
add the table minimum, the ante of 10, whatever the last raise was (ruling R8-6): the
smallest raise is to 410, and &quot;Raise to 420&quot; is legal. Seat 1 has 800 − 10 = 790 left,
enough for it.
</source>
        <translation>O lugar 6 apostou 100 e o lugar 9 repicou para 400, um repique de 300. No sintético,
um repique só tem de acrescentar o mínimo da mesa, a aposta inicial de 10, seja qual
for o último repique (interpretação R8-6): o repique mínimo é para 410, e «Repico para
420» é válido. Ao lugar 1 restam 800 − 10 = 790, o suficiente.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>Seat 6 checked, then seat 9 bet 40 and seats 1 and 4 called. Back at seat 6: in the flop
games a seat that checked may still raise when its turn comes back (rule 39 d): no rule
forbids it, unlike stud (ruling R8-4). A raise adds at least 10, to 50 (ruling R8-6),
and at no-limit may go up to all seat 6 has: &quot;Raise to 120&quot; is legal.
</source>
        <translation>O lugar 6 passou; depois o lugar 9 apostou 40 e os lugares 1 e 4 acompanharam. De
volta ao lugar 6: nos jogos com flop, um lugar que passou pode ainda repicar quando a
vez voltar a ele (regra 39 d): nenhuma regra o proíbe, ao contrário do póquer de cinco
cartas (interpretação R8-4). Um repique acrescenta pelo menos 10, para 50
(interpretação R8-6), e, sem limite, pode ir até tudo o que o lugar 6 tem: «Repico
para 120» é válido.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>Seat 9 bet all in, 190; seats 1 and 4 folded. Seat 6 is the only seat left with chips:
a raise would be chips nobody could match, straight back to it. So seat 6 may only call
190 or fold (ruling R8-4).
</source>
        <translation>O lugar 9 apostou encavado, 190; os lugares 1 e 4 desistiram. O lugar 6 é o único
lugar que ainda tem fichas: um repique seriam fichas que ninguém poderia igualar, que
lhe voltariam logo. Por isso o lugar 6 só pode acompanhar 190 ou desistir
(interpretação R8-4).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-irregular.yaml"/>
        <source>A half-pot table, &quot;com limite&quot; (rule 21 a). Antes 40 + bet 20 + call 20 = 80; half is
40, so the largest raise is to 20 + 40 = 60 (ruling R8-5). &quot;Raise to 100&quot; is above the
table&apos;s maximum (rule 39 d).
</source>
        <translation>Uma mesa com metade do pote, «com limite» (regra 21 a). Apostas iniciais 40 + aposta
20 + acompanhar 20 = 80; metade é 40, por isso o repique máximo é para 20 + 40 = 60
(interpretação R8-5). «Repico para 100» está acima do máximo da mesa (regra 39 d).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>Póquer sintético: no limit and Pot!</source>
        <translation>Póquer sintético: sem limite e Pote!</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>The house fixes the maximum bet one of three ways (non-banked rule 21): half the pot, &quot;com
limite&quot; (rule 21 a); the pot, &quot;com limite de pote&quot; (rule 21 b); or no limit, where the
most a player may bet is his &quot;cave&quot; (rule 21 c). Unless the table says otherwise, ruling
R8-5 takes sintético as no-limit, reading rule 106 a (the player who made an &quot;estardilho&quot;
may raise up to the value of his &quot;cave&quot;).

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
        <translation>A concessionária fixa a aposta máxima de uma de três formas (regra 21 dos jogos não
bancados): metade do pote, «com limite» (regra 21 a); o pote, «com limite de pote»
(regra 21 b); ou sem limite, em que o máximo que um jogador pode apostar é a sua
«cave» (regra 21 c). Salvo indicação em contrário na mesa, a interpretação R8-5 toma o
sintético como sem limite, lendo a regra 106 a (o jogador que fez um «estardilho» pode
aumentar até ao valor da sua «cave»).

«Pote!» numa mesa com limite de pote (regra 21 b; interpretação R8-5): uma aposta até
ao pote; um repique até ao pote depois de acompanhar. Total máximo = o total mais alto
do turno + (todas as fichas já apostadas, incluindo as apostas iniciais e as apostas
deste turno + o que este lugar tem de pôr para acompanhar). Numa mesa com metade do
pote, a mesma soma é dividida por dois, arredondada por defeito à unidade de ficha
(regra 21 a; interpretação R8-5). Nunca mais do que o lugar tem (interpretação R8-5).

Limite de repiques: a regra 47 deixa a cada variante o limite de repiques, e as regras
do sintético não fixam nenhum (interpretação R8-7): numa mesa de sintético, os
repiques continuam até todos os lugares ainda em jogo terem acompanhado ou desistido.

Palavras da mesa: os limites dizem-se «limite de pote», «com limite» (metade do pote)
e «sem limite» (regra 21); as fichas de um jogador são a sua «cave» (regra 52).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>Every seat has put in its ante of 10 (rule 102); nobody has bet this round, so seat 6
has nothing to call. The smallest bet is the table minimum, by default the ante: 10
(ruling R8-6). The table is no-limit by default, so the largest bet is all seat 6 has
left: 900 − 10 = 890 (rule 21 c; ruling R8-5).
</source>
        <translation>Todos os lugares colocaram a sua aposta inicial de 10 (regra 102); ninguém apostou
neste turno, por isso o lugar 6 não tem nada para acompanhar. A aposta mínima é o
mínimo da mesa, por defeito a aposta inicial: 10 (interpretação R8-6). A mesa é, por
defeito, sem limite, por isso a aposta máxima é tudo o que resta ao lugar 6: 900 − 10
= 890 (regra 21 c; interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>A pot-limit table (rule 21 b). The pot holds the four antes, 4 × 10 = 40; seat 6 has
nothing to call. The smallest bet is the table minimum, 10 (ruling R8-6); the largest
is the pot, 40 (ruling R8-5).
</source>
        <translation>Uma mesa com limite de pote (regra 21 b). O pote contém as quatro apostas iniciais, 4
× 10 = 40; o lugar 6 não tem nada para acompanhar. A aposta mínima é o mínimo da mesa,
10 (interpretação R8-6); a máxima é o pote, 40 (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>Seat 6 bet the pot, 40. Seat 9: to call, 40; a raise adds at least 10, to 50 (ruling
R8-6). &quot;Pot!&quot;: antes 40 + bet 40 = 80, + call 40 = 120: raise to 40 + 120 = 160 (rule
21 b; ruling R8-5).
</source>
        <translation>O lugar 6 apostou o pote, 40. Lugar 9: para acompanhar, 40; um repique acrescenta pelo
menos 10, para 50 (interpretação R8-6). «Pote!»: apostas iniciais 40 + aposta 40 = 80,
+ acompanhar 40 = 120: repique para 40 + 120 = 160 (regra 21 b; interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>A half-pot table, &quot;com limite&quot; (rule 21 a). Seat 6 bet 20. Seat 9: to call, 20; a raise
adds at least 10, to 30 (ruling R8-6). Antes 40 + bet 20 + call 20 = 80; half is 40, so
the largest raise is to 20 + 40 = 60 (ruling R8-5).
</source>
        <translation>Uma mesa com metade do pote, «com limite» (regra 21 a). O lugar 6 apostou 20. Lugar 9:
para acompanhar, 20; um repique acrescenta pelo menos 10, para 30 (interpretação
R8-6). Apostas iniciais 40 + aposta 20 + acompanhar 20 = 80; metade é 40, por isso o
repique máximo é para 20 + 40 = 60 (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>&quot;Pot!&quot; would be 40 + (40 + 40 + 40) = 160, but seat 9 has only 100 − 10 = 90 after its
ante: never more than the seat has, so the largest is all in, 90 (ruling R8-5). To
call, 40; the smallest raise, 50 (ruling R8-6).
</source>
        <translation>«Pote!» seria 40 + (40 + 40 + 40) = 160, mas ao lugar 9 restam apenas 100 − 10 = 90
depois da sua aposta inicial: nunca mais do que o lugar tem, por isso o máximo é ficar
encavado, 90 (interpretação R8-5). Para acompanhar, 40; o repique mínimo, 50
(interpretação R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>Three raises already (seats 9, 1 and 4), but sintético sets no cap (rule 47; ruling
R8-7): seat 6 may raise again. To call 80 it adds 60; a raise adds at least 10, to 90
(ruling R8-6); no limit, so the largest is all it has: 900 − 10 = 890 (ruling R8-5).
</source>
        <translation>Já houve três repiques (lugares 9, 1 e 4), mas o sintético não fixa limite (regra 47;
interpretação R8-7): o lugar 6 pode repicar de novo. Para acompanhar 80, acrescenta
60; um repique acrescenta pelo menos 10, para 90 (interpretação R8-6); sem limite, por
isso o máximo é tudo o que tem: 900 − 10 = 890 (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>Seat 6 bet the pot, 40, and seat 9 raised the pot, to 160. Seat 1: to call, 160; a
raise adds at least 10, to 170 (ruling R8-6). &quot;Pot!&quot;: antes 40 + 40 + 160 = 240, + call
160 = 400: raise to 160 + 400 = 560 (rule 21 b; ruling R8-5).
</source>
        <translation>O lugar 6 apostou o pote, 40, e o lugar 9 repicou o pote, para 160. Lugar 1: para
acompanhar, 160; um repique acrescenta pelo menos 10, para 170 (interpretação R8-6).
«Pote!»: apostas iniciais 40 + 40 + 160 = 240, + acompanhar 160 = 400: repique para
160 + 400 = 560 (regra 21 b; interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-pot.yaml"/>
        <source>A half-pot table (rule 21 a): the pot holds the four antes, 40; half of it is 20. Seat
6 may bet from the table minimum, 10 (ruling R8-6), up to 20 (ruling R8-5).
</source>
        <translation>Uma mesa com metade do pote (regra 21 a): o pote contém as quatro apostas iniciais,
40; metade é 20. O lugar 6 pode apostar desde o mínimo da mesa, 10 (interpretação
R8-6), até 20 (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Póquer sintético: ante and turn</source>
        <translation>Póquer sintético: aposta inicial e a vez</translation>
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
        <translation>Apostas obrigatórias (regra 102 dos jogos não bancados; interpretação R8-1): depois do
corte e antes da distribuição das cartas, cada jogador faz a sua aposta inicial, a
«aposta inicial», no valor mínimo fixado pela concessionária. Não há pequena nem
grande aposta. Há cinco turnos de apostas, um depois de cada carta comum (regras
107-108; interpretação R8-2).

Ordem (regras 107-108; interpretação R8-2): o primeiro turno começa pelo jogador à
esquerda daquele que tem «a mão» (regra 107). Cada turno seguinte começa pelo jogador
que fez a aposta mais elevada no turno anterior (regra 108) — a interpretação R8-2
lê-o como o último a apostar ou repicar nesse turno. Se então ninguém apostou, o turno
começa, como o primeiro, pelo lugar à esquerda do marcador; se o lugar indicado
estiver fora da jogada ou encavado, pelo lugar seguinte que possa agir, no sentido dos
ponteiros do relógio (interpretação R8-2). O jogo segue no sentido dos ponteiros do
relógio, saltando os lugares que desistiram ou estão encavados.

Um turno termina quando todos os lugares que ainda podem agir agiram desde a última
aposta ou repique completo e igualaram o total mais alto (regra 48; interpretação
R8-3), ou quando resta um só lugar (regra 51).

Palavras da mesa: o ante é a «aposta inicial» (regra 102); o lugar do marcador tem «a
mão» (regras 29, 107). Abandonar a jogada é «desistir» (regra 39 a), não apostar sem
desistir «passar» (regra 39 b), igualar a aposta «acompanhar» (regra 39 c), aumentá-la
«repicar» ou «subir a aposta» (regra 39 d).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Every seat has put its ante of 10 in. The first round starts with the seat to the
left of the marker (seat 4): seat 6 (rules 102, 107; rulings R8-1, R8-2).
</source>
        <translation>Todos os lugares colocaram a sua aposta inicial de 10. O primeiro turno começa pelo
lugar à esquerda do marcador (lugar 4): o lugar 6 (regras 102, 107; interpretações
R8-1, R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Seat 6 opened the first round and checked; seat 9 bet 40 and seat 1 folded. Play goes
clockwise (ruling R8-2): after seat 1 comes seat 4, the marker, which acts now.
</source>
        <translation>O lugar 6 abriu o primeiro turno e passou; o lugar 9 apostou 40 e o lugar 1 desistiu.
O jogo segue no sentido dos ponteiros do relógio (interpretação R8-2): depois do lugar
1 vem o lugar 4, o marcador, que age agora.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Seat 9 made the highest bet of the first round and everyone called it, so the round is
over (rule 48; ruling R8-3) and seat 9 starts the second (rule 108; ruling R8-2).
</source>
        <translation>O lugar 9 fez a aposta mais alta do primeiro turno e todos a acompanharam, por isso o
turno terminou (regra 48; interpretação R8-3) e o lugar 9 começa o segundo (regra 108;
interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Seat 6 bet 40 and seat 9 raised to 100, the highest bet of the round; seats 1 and 6
called and seat 4 folded, so the round is over (rule 48; ruling R8-3). The second round
starts with the player who made the highest bet (rule 108): seat 9 (ruling R8-2).
</source>
        <translation>O lugar 6 apostou 40 e o lugar 9 repicou para 100, a aposta mais alta do turno; os
lugares 1 e 6 acompanharam e o lugar 4 desistiu, por isso o turno terminou (regra 48;
interpretação R8-3). O segundo turno começa pelo jogador que fez a aposta mais elevada
(regra 108): o lugar 9 (interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Seat 9 made the highest bet of round 1, all in for 190, and seats 1 and 6 called: the
round is over (rule 48; ruling R8-3). Round 2 should start with seat 9 (rule 108), but
an all-in seat cannot act, so the next seat able to act clockwise from it opens: seat 1
(ruling R8-2).
</source>
        <translation>O lugar 9 fez a aposta mais alta do turno 1, encavado por 190, e os lugares 1 e 6
acompanharam: o turno terminou (regra 48; interpretação R8-3). O turno 2 deveria
começar pelo lugar 9 (regra 108), mas um lugar encavado não pode agir, por isso abre o
lugar seguinte que pode agir, no sentido dos ponteiros do relógio a partir dele: o
lugar 1 (interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Seat 6 made the highest bet of round 1, so it opened round 2 (rule 108). In round 2
everyone checked: the round is over with nothing bet (ruling R8-3). Rule 108 names no
opener when nobody bet; ruling R8-2 then starts the round, like the first, with the
seat to the left of the marker (rule 107): seat 6 again.
</source>
        <translation>O lugar 6 fez a aposta mais alta do turno 1, por isso abriu o turno 2 (regra 108). No
turno 2 todos passaram: o turno terminou sem nada apostado (interpretação R8-3). A
regra 108 não indica quem abre quando ninguém apostou; a interpretação R8-2 começa
então o turno, como o primeiro, pelo lugar à esquerda do marcador (regra 107): de novo
o lugar 6.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Nobody bet in round 1, so round 2 started, like the first, left of the marker: seat 6
(ruling R8-2). In round 2 seat 1 made the highest bet, 30, and everyone called: round 3
starts with seat 1 (rule 108; ruling R8-2).
</source>
        <translation>Ninguém apostou no turno 1, por isso o turno 2 começou, como o primeiro, à esquerda do
marcador: o lugar 6 (interpretação R8-2). No turno 2, o lugar 1 fez a aposta mais
alta, 30, e todos acompanharam: o turno 3 começa pelo lugar 1 (regra 108;
interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/sintetico-turn.yaml"/>
        <source>Seat 9 called all in for its last 50 in round 1; seat 1 raised to 150, the highest bet,
so it opens round 2 (rule 108) and bets 100. Seat 4 calls and seat 6 raises to 200.
Clockwise the next seat is 9, all in: the turn passes over it to seat 1 (ruling R8-2).
</source>
        <translation>O lugar 9 acompanhou encavado com os seus últimos 50 no turno 1; o lugar 1 repicou
para 150, a aposta mais alta, por isso abre o turno 2 (regra 108) e aposta 100. O
lugar 4 acompanha e o lugar 6 repica para 200. No sentido dos ponteiros do relógio, o
lugar seguinte é o 9, encavado: a vez salta-o e passa para o lugar 1 (interpretação
R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Five-card stud: call, minimum, all in</source>
        <translation>Póquer de cinco cartas: aceitar a aposta, mínimo, capital desfalcado</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Amounts are each seat&apos;s total for the round. The ante is in the pot before the first round
and is not part of any seat&apos;s total for the round (ruling R8-1).

The call (Portaria 104/85/M art. 10 b 2; ruling R8-4): to accept the bet a player puts in
as much as the bettor — the highest total of the round, less what he already has in front
of him. A player with less calls with all he has and is &quot;com capital desfalcado&quot; (art. 11
a).

The smallest (art. 10 b 3; ruling R8-6): a bet is at least the table minimum, by default
the ante (ruling R8-6). To raise (&quot;elevar&quot;) a player puts in the bettor&apos;s amount plus an
addition that may not be less than the bet before it, unless he is &quot;com capital
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
        <translation>Os montantes são o total de cada lugar no lanço. O bolo de entrada está no bolo antes
do primeiro lanço e não faz parte do total de nenhum lugar no lanço (interpretação
R8-1).

Aceitar a aposta (Portaria 104/85/M art. 10 b 2; interpretação R8-4): para aceitar a
aposta, um jogador coloca no bolo montante igual ao do apostador — o total mais alto
do lanço, menos o que já tem à sua frente. Um jogador com menos aceita com tudo o que
tem e fica «com capital desfalcado» (art. 11 a).

O mínimo (art. 10 b 3; interpretação R8-6): uma aposta é pelo menos o mínimo da mesa,
por defeito o bolo de entrada (interpretação R8-6). Para elevar («elevar»), um jogador
coloca o montante do apostador acrescido de um montante adicional que não pode ser
inferior à aposta anterior, salvo se estiver «com capital desfalcado» (art. 10 b 3) —
a interpretação R8-6 lê esta aposta como a última aposta ou elevação completa do
lanço. Uma elevação com todo o capital que fique aquém de uma elevação completa não
reabre as apostas a um lugar que já agiu, e a elevação seguinte continua a medir-se
pela última aposta ou elevação completa (interpretação R8-6).

O máximo: o regulamento não fixa aposta máxima — o art. 6 diz apenas que o capital
inicial de um jogador não tem máximo — e a interpretação R8-5 lê o póquer de cinco
cartas como sem limite: o máximo é tudo o que o lugar tem. Também não há limite às
elevações (interpretação R8-7). É tudo o que há a dizer sobre o máximo no póquer de
cinco cartas, por isso esta lição ensina-o com a aceitação da aposta e o mínimo.

Contar o bolo: o «bolo» são todas as fichas postas, incluindo os bolos de entrada
(art. 7). Uma aposta que ninguém aceitou volta primeiro ao apostador (interpretação
R1-1). Um jogador «com capital desfalcado» joga apenas pela porção do bolo até à
altura em que esgotou o capital; as apostas que os outros fazem para além disso vão
para um «bolo separado» que ele não pode ganhar (art. 11 a; interpretação R1-2).

Palavras da mesa: igualar a aposta é «aceitar a aposta» (art. 10 b 2) ou «jogar» (art.
10 c iii 1), aumentá-la «elevar» (art. 10 b 3) ou «aumentar» (art. 10 c iii 3), voltar
a aumentá-la «redobrar» (art. 10 b 4); as fichas de um jogador são o seu «capital»
(art. 6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Nothing has been bet this round: nothing to call. The smallest bet is the table
minimum, by default the ante: 10 (ruling R8-6). The regulation sets no maximum bet, so
the largest is everything seat 5 has left after its ante: 490 (ruling R8-5). It may
not check: the opener of the first round must bet or fold (art. 10 b; ruling R8-4).
</source>
        <translation>Ninguém apostou neste lanço: não há aposta para aceitar. A aposta mínima é o mínimo da
mesa, por defeito o bolo de entrada: 10 (interpretação R8-6). O regulamento não fixa
aposta máxima, por isso o máximo é tudo o que resta ao lugar 5 depois do seu bolo de
entrada: 490 (interpretação R8-5). Não pode passar a voz: quem abre o primeiro lanço
tem de apostar ou desistir (art. 10 b; interpretação R8-4).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Seat 5 bet 50. Seat 2, on its right, acts: to call, 50 (art. 10 b 2). A raise adds at
least the bet before it, 50 (art. 10 b 3; ruling R8-6): to 100. No maximum: all seat 2
has after its ante, 490 (ruling R8-5).
</source>
        <translation>O lugar 5 apostou 50. O lugar 2, à sua direita, age: para aceitar a aposta, 50 (art.
10 b 2). Uma elevação acrescenta pelo menos a aposta anterior, 50 (art. 10 b 3;
interpretação R8-6): para 100. Sem máximo: tudo o que o lugar 2 tem depois do seu bolo
de entrada, 490 (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Seat 5 bet 50 and seat 2 raised to 150, adding 100. Seat 7 has nothing in this round:
to call, 150. Another raise must add at least the last raise, 100 (art. 10 b 3; ruling
R8-6): to 250. The regulation sets no maximum bet, so the largest is everything seat 7
has after its ante: 490 (ruling R8-5).
</source>
        <translation>O lugar 5 apostou 50 e o lugar 2 elevou para 150, acrescentando 100. O lugar 7 não tem
nada neste lanço: para aceitar a aposta, 150. Nova elevação tem de acrescentar pelo
menos a última elevação, 100 (art. 10 b 3; interpretação R8-6): para 250. O
regulamento não fixa aposta máxima, por isso o máximo é tudo o que o lugar 7 tem
depois do seu bolo de entrada: 490 (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>A bet of 20 and three raises of 20 each; stud has no cap on the raises (ruling R8-7), so
seat 2 may raise again. It has 40 in: to call 80, 40. A raise adds at least the last
raise, 20: to 100 (art. 10 b 3; ruling R8-6). The largest: all it has, 490 (ruling
R8-5).
</source>
        <translation>Uma aposta de 20 e três elevações de 20 cada; o póquer de cinco cartas não tem limite
de elevações (interpretação R8-7), por isso o lugar 2 pode elevar de novo. Tem 40
apostados: para aceitar 80, 40. Uma elevação acrescenta pelo menos a última elevação,
20: para 100 (art. 10 b 3; interpretação R8-6). O máximo: tudo o que tem, 490
(interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Seat 5 bet 100. Seat 2 had 150 after its ante and raised all in to 150: 50 more, less
than the bet, which only a &quot;capital desfalcado&quot; may do (art. 10 b 3). Seat 7: to call,
150. The next raise still adds at least the last full bet, 100: to 250 (ruling R8-6).
The largest: all it has, 490 (ruling R8-5).
</source>
        <translation>O lugar 5 apostou 100. O lugar 2 tinha 150 depois do seu bolo de entrada e elevou com
todo o capital para 150: mais 50, menos do que a aposta, o que só um jogador com
«capital desfalcado» pode fazer (art. 10 b 3). Lugar 7: para aceitar a aposta, 150. A
elevação seguinte continua a acrescentar pelo menos a última aposta completa, 100:
para 250 (interpretação R8-6). O máximo: tudo o que tem, 490 (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Seat 5 bet 50 and seat 2 raised to 150. Seat 7 has only 100 − 10 = 90 after its ante:
it accepts with all it has, 90, and is &quot;com capital desfalcado&quot; (art. 11 a; ruling
R8-4). Nothing beyond the call: it may not raise.
</source>
        <translation>O lugar 5 apostou 50 e o lugar 2 elevou para 150. Ao lugar 7 restam apenas 100 − 10 =
90 depois do seu bolo de entrada: aceita com tudo o que tem, 90, e fica «com capital
desfalcado» (art. 11 a; interpretação R8-4). Nada para além da aceitação: não pode
elevar.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Three antes of 10: 30 (art. 10 a). Seat 5 bet 50 and seat 2 called; seat 7 folded, and
its ante stays in the &quot;bolo&quot;. The pot: 30 + 2 × 50 = 130 (art. 7; ruling R1-2).
</source>
        <translation>Três bolos de entrada de 10: 30 (art. 10 a). O lugar 5 apostou 50 e o lugar 2 aceitou;
o lugar 7 desistiu, e o seu bolo de entrada fica no «bolo». O bolo: 30 + 2 × 50 = 130
(art. 7; interpretação R1-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Every seat put in its ante, 10 (the &quot;bolo de entrada&quot;). Seat 5 bets 200; seat 2 has only
140 left and calls all in for it, 150 in all; seat 7 calls 200. Seat 2 is &quot;capital
desfalcado&quot;: it plays only for the pot up to its 150, 3 × 150 = 450, and the rest, 2 ×
60 = 120, is the &quot;bolo separado&quot; that only seats 5 and 7 can win (art. 11 a; rulings
R8-1, R1-2).
</source>
        <translation>Cada lugar contribuiu com 10 para o «bolo de entrada». O lugar 5 aposta 200; ao lugar
2 restam apenas 140 e aceita com todo esse capital, 150 ao todo; o lugar 7 aceita 200.
O lugar 2 está com «capital desfalcado»: joga apenas pelo bolo até aos seus 150, 3 ×
150 = 450, e o resto, 2 × 60 = 120, é o «bolo separado» que só os lugares 5 e 7 podem
ganhar (art. 11 a; interpretações R8-1, R1-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-amounts.yaml"/>
        <source>Seat 5 bets 200; seat 2 folds; seat 7 has only 90 after its ante and calls all in for
it. Seat 5&apos;s bet is matched only up to 90: the other 110 goes back to seat 5 first, is
in no pot and bears no commission (ruling R1-1). The pot is seat 2&apos;s ante and the 10 +
90 that each of seats 5 and 7 has in: 10 + 100 + 100 = 210 (ruling R1-2).
</source>
        <translation>O lugar 5 aposta 200; o lugar 2 desiste; ao lugar 7 restam apenas 90 depois do seu
bolo de entrada e aceita com todo esse capital. A aposta do lugar 5 só é igualada até
90: os outros 110 voltam primeiro ao lugar 5, não ficam em nenhum bolo e não pagam
comissão (interpretação R1-1). O bolo é o bolo de entrada do lugar 2 e os 10 + 90 que
cada um dos lugares 5 e 7 tem apostados: 10 + 100 + 100 = 210 (interpretação R1-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Five-card stud: change a bet</source>
        <translation>Póquer de cinco cartas: trocar uma aposta</translation>
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
        <translation>O bolo é o total, em fichas, lançado durante a jogada (Portaria 104/85/M art. 7). A Portaria nada diz sobre a troca de fichas: quando um lugar aceita a aposta e coloca uma ficha maior do que o valor a aceitar, a aposta fica e o dealer devolve o troco por prática da Casa.

O troco é a ficha menos o valor a acompanhar, devolvido no menor número de fichas, a maior primeiro (também prática da Casa).

Primeiro o valor para aceitar a aposta: o jogador lança tanto como o apostador, o total mais alto da volta menos o que já tem à sua frente (Portaria 104/85/M art. 10 b 2; interpretação R8-4). Aceitar 70 com uma ficha de 100 deixa 30 de troco: uma de 25 e uma de 5.

O troco certo vale metade da nota, o menor número de fichas a outra metade.

Palavras da sala: as fichas são «fichas» e o bolo é «o bolo» (Portaria 104/85/M art. 7).</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 2 has 50 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier gives the change (the house&apos;s practice). 100 − 50 = 50, given back in the
fewest chips: 2 × 25.
</source>
        <translation>O lugar 2 lança 50 para aceitar a aposta (interpretação R8-4) e coloca uma ficha de 100: a aposta fica e o dealer dá o troco por prática da Casa. 100 − 50 = 50, devolvido no menor número de fichas: 2 × 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 2 has 40 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier gives the change (the house&apos;s practice). 100 − 40 = 60, given back in the
fewest chips: 2 × 25 + 2 × 5.
</source>
        <translation>O lugar 2 lança 40 para aceitar a aposta (interpretação R8-4) e coloca uma ficha de 100: a aposta fica e o dealer dá o troco por prática da Casa. 100 − 40 = 60, devolvido no menor número de fichas: 2 × 25 + 2 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 5 has 30 to call (ruling R8-4) and puts in one 100: the call stands and the
croupier gives the change (the house&apos;s practice). 100 − 30 = 70, given back in the
fewest chips: 2 × 25 + 4 × 5.
</source>
        <translation>O lugar 5 lança 30 para aceitar a aposta (interpretação R8-4) e coloca uma ficha de 100: a aposta fica e o dealer dá o troco por prática da Casa. 100 − 30 = 70, devolvido no menor número de fichas: 2 × 25 + 4 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 2 has 50 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 50 = 450, given back in the
fewest chips: 4 × 100 + 2 × 25.
</source>
        <translation>O lugar 2 lança 50 para aceitar a aposta (interpretação R8-4) e coloca uma ficha de 500: a aposta fica e o dealer dá o troco por prática da Casa. 500 − 50 = 450, devolvido no menor número de fichas: 4 × 100 + 2 × 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 2 has 40 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 40 = 460, given back in the
fewest chips: 4 × 100 + 2 × 25 + 2 × 5.
</source>
        <translation>O lugar 2 lança 40 para aceitar a aposta (interpretação R8-4) e coloca uma ficha de 500: a aposta fica e o dealer dá o troco por prática da Casa. 500 − 40 = 460, devolvido no menor número de fichas: 4 × 100 + 2 × 25 + 2 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 3 has 820 to call (ruling R8-4) and puts in one 1,000: the call stands and the
croupier gives the change (the house&apos;s practice). 1,000 − 820 = 180, given back in
the fewest chips: 1 × 100 + 3 × 25 + 1 × 5.
</source>
        <translation>O lugar 3 lança 820 para aceitar a aposta (interpretação R8-4) e coloca uma ficha de 1.000: a aposta fica e o dealer dá o troco por prática da Casa. 1.000 − 820 = 180, devolvido no menor número de fichas: 1 × 100 + 3 × 25 + 1 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 1 has 4,375 to call (ruling R8-4) and puts in one 5,000: the call stands and
the croupier gives the change (the house&apos;s practice). 5,000 − 4,375 = 625, given
back in the fewest chips: 1 × 500 + 1 × 100 + 1 × 25.
</source>
        <translation>O lugar 1 lança 4.375 para aceitar a aposta (interpretação R8-4) e coloca uma ficha de 5.000: a aposta fica e o dealer dá o troco por prática da Casa. 5.000 − 4.375 = 625, devolvido no menor número de fichas: 1 × 500 + 1 × 100 + 1 × 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-change.yaml"/>
        <source>Seat 2 has 495 to call (ruling R8-4) and puts in one 500: the call stands and the
croupier gives the change (the house&apos;s practice). 500 − 495 = 5, given back in the
fewest chips: 1 × 5.
</source>
        <translation>O lugar 2 lança 495 para aceitar a aposta (interpretação R8-4) e coloca uma ficha de 500: a aposta fica e o dealer dá o troco por prática da Casa. 500 − 495 = 5, devolvido no menor número de fichas: 1 × 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-follow.yaml"/>
        <source>Stud: follow the action</source>
        <translation>Póquer de cinco cartas: seguir a acção</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-follow.yaml"/>
        <source>Follow a whole hand as the dealer runs it (ruling R8). At each action say whose turn it
is and, for that seat, the amount to call, the smallest raise (or bet) to and the
largest. Then the player acts, the table moves on and you go again: a mistake is shown
with the right answer, and the hand goes on as it was played.

At every step:
- Every seat has put in the ante, the &quot;bolo de entrada&quot; (art. 8, 10 a). The seat with the
  best open cards opens each round, ranked as rulings R4-2 to R4-4 read art. 10 b and c
  (with two open cards and no pair showing, the highest second card decides); in the
  first round it must bet or fold (art. 10 b).
  Until somebody bets, the turn passes in the order of the open boards; once a seat has
  bet, play goes counterclockwise from the seat on the bettor&apos;s right (art. 10 b, c;
  ruling R8-2). A seat that checked may, in that round, only call or fold after a bet
  (art. 10 c i 2; ruling R8-4).
- The call is the highest total of the round less what the seat has in front of it, or
  all it has left (ruling R8-4).
- A bet is at least the table minimum, by default the ante; a raise adds at least the
  last full bet or raise of the round (art. 10 b 3; ruling R8-6); a seat may always go all
  in for less.
- The regulation sets no maximum bet: ruling R8-5 reads stud as no-limit, the largest is
  everything the seat has, and ruling R8-7 finds no cap on the raises.
</source>
        <translation>Siga uma jogada inteira tal como o dealer a conduz (interpretação R8). Em cada acção,
diga de quem é a vez e, para esse lugar, o montante para aceitar a aposta, o total da
elevação (ou aposta) mínima e o máximo. Depois o jogador age, a mesa avança e responde
de novo: um erro é mostrado com a resposta certa, e a jogada continua tal como foi
jogada.

Em cada passo:
- Todos os lugares contribuíram com a sua entrada para o «bolo de entrada» (art. 8, 10
  a). O lugar com as melhores cartas abertas abre cada lanço, ordenadas como as
  interpretações R4-2 a R4-4 lêem o art. 10 b e c (com duas cartas abertas e nenhum
  par à vista, decide a segunda carta mais alta); no primeiro lanço tem de apostar ou
  desistir (art. 10 b). Até alguém apostar, a vez passa pela ordem dos jogos à vista;
  depois de um lugar apostar, o jogo segue em sentido oposto ao dos ponteiros do
  relógio a partir do lugar à direita do apostador (art. 10 b, c; interpretação R8-2).
  Um lugar que passou a voz só pode, nesse lanço, aceitar a aposta ou desistir depois
  de uma aposta (art. 10 c i 2; interpretação R8-4).
- Aceitar a aposta é o total mais alto do lanço menos o que o lugar tem à sua frente,
  ou tudo o que lhe resta (interpretação R8-4).
- Uma aposta é pelo menos o mínimo da mesa, por defeito o bolo de entrada; uma
  elevação acrescenta pelo menos a última aposta ou elevação completa do lanço (art.
  10 b 3; interpretação R8-6); um lugar pode sempre entrar com todo o capital por
  menos.
- O regulamento não fixa aposta máxima: a interpretação R8-5 lê o póquer de cinco
  cartas como sem limite, o máximo é tudo o que o lugar tem, e a interpretação R8-7
  não encontra limite às elevações.
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
        <translation>O rei do lugar 1 é a melhor carta aberta: abre o primeiro lanço e tem de apostar ou
desistir. Com duas cartas abertas e nenhum par à vista, abre a segunda carta mais
alta: o valete do lugar 4. Os lugares 4 e 1 passam a voz e o lugar 6 aposta: então só
podem aceitar a aposta ou desistir. Com três cartas abertas, abre o par de setes do
lugar 1, formado com a terceira carta; com quatro, nenhum par é formado com a quarta
carta e abre o nove do lugar 6, a quarta carta mais alta (art. 10 b, c; interpretações
R4-2, R4-3, R4-4, R8-2, R8-4).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Five-card stud: irregular actions</source>
        <translation>Póquer de cinco cartas: acções irregulares</translation>
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
        <translation>Antes de aceitar uma acção, o dealer verifica se o jogador a pode fazer (interpretação
R8-4):
- no primeiro lanço, a carta aberta mais alta tem de abrir com uma aposta; se não o
  fizer, considera-se como tendo desistido (Portaria 104/85/M art. 10 b) — não pode
  passar a voz;
- ninguém pode passar a voz depois de feita uma aposta (art. 10 c iii);
- um jogador que passou a voz só pode depois, nesse lanço, aceitar a aposta ou
  desistir, nunca elevar nem redobrar (art. 10 c i 2; interpretações R8-4, R8-8) — o
  art. 10 c iii apenas o impede de passar a voz de novo, não lhe devolve o direito de
  elevar;
- uma elevação acrescenta pelo menos a aposta anterior, salvo se o jogador estiver
  «com capital desfalcado» (art. 10 b 3; interpretação R8-6), e uma elevação com todo
  o capital que fique aquém disso não reabre as apostas a um jogador que já agiu
  (interpretação R8-6).

O procedimento do dealer (art. 11; interpretação R8-8): nenhum jogador pode demorar
mais de dois minutos a decidir o seu jogo; se o fizer, o seu jogo é abatido e é
forçado a desistir (art. 11 b). Um jogador só age quando chega a sua vez, e não pode
mostrar, por palavras ou de outro modo, que vai desistir antes disso (art. 11 c).
Nenhum jogador pode dizer-se «com capital desfalcado» tendo dinheiro na mesa (art. 11
a). Uma aposta é colocada à vista de todos antes de ser empurrada para o bolo (art. 10
c i 3), e um jogador desiste colocando a sua carta chave sobre as suas cartas abertas
(art. 10 b 1, c i 1).

Palavras da mesa: não apostar sem desistir é «passar a voz» (art. 10 c i 2), abandonar
a jogada «desistir» (art. 10 b 1), igualar a aposta «aceitar a aposta» (art. 10 b 2),
aumentá-la «elevar» (art. 10 b 3); a carta fechada é a «carta chave» (art. 10 a).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Seat 5&apos;s ace is the highest open card: it must make the opening bet, and if it does not
it is taken to have folded (art. 10 b; ruling R8-4). &quot;Check&quot; is not one of its choices.
</source>
        <translation>O ás do lugar 5 é a carta aberta mais alta: tem de fazer a aposta de abertura e, se
não o fizer, considera-se como tendo desistido (art. 10 b; interpretação R8-4).
«Passo» não é uma das suas opções.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Seat 5 bet 50. Seat 2 raises to 100: it puts in the 50 and adds 50, exactly as much as
the bet before it, the least a raise may add (art. 10 b 3; ruling R8-6). Legal.
</source>
        <translation>O lugar 5 apostou 50. O lugar 2 eleva para 100: coloca os 50 e acrescenta 50,
exactamente tanto como a aposta anterior, o mínimo que uma elevação pode acrescentar
(art. 10 b 3; interpretação R8-6). Válido.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Seat 5 bet 50 and seat 2 raised to 150, adding 100. &quot;Raise to 200&quot; adds only 50,
less than the raise before it, and seat 7 is not &quot;capital desfalcado&quot; (it has 490):
the smallest raise is to 250 (art. 10 b 3; ruling R8-6). The croupier refuses it.
</source>
        <translation>O lugar 5 apostou 50 e o lugar 2 elevou para 150, acrescentando 100. «Repico para 200»
acrescenta apenas 50, menos do que a elevação anterior, e o lugar 7 não está com
«capital desfalcado» (tem 490): a elevação mínima é para 250 (art. 10 b 3;
interpretação R8-6). O dealer recusa-a.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Seat 2 checked and seat 5 bet 40; the turn comes back to seat 2. Nobody may check once a
bet has been made (art. 10 c iii; ruling R8-4): seat 2 calls or folds.
</source>
        <translation>O lugar 2 passou a voz e o lugar 5 apostou 40; a vez volta ao lugar 2. Ninguém pode
passar a voz depois de feita uma aposta (art. 10 c iii; interpretação R8-4): o lugar 2
aceita a aposta ou desiste.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Having checked, seat 2 may stay in only by calling (art. 10 c i 2; ruling R8-4): &quot;Call&quot;,
40, is legal.
</source>
        <translation>Tendo passado a voz, o lugar 2 só pode continuar em jogo aceitando a aposta (art. 10 c
i 2; interpretação R8-4): «Acompanho», 40, é válido.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>In round 2 seat 2 &quot;passed the voice&quot; (checked), then seat 5 bet 40; play goes
counterclockwise from seat 5, so seat 2 is next. Having checked, it keeps only the right
to call or fold in this round: it lost the right to raise (art. 10 c i 2; ruling R8-4).
The croupier refuses &quot;Raise to 100&quot;: seat 2 calls 40 or folds.
</source>
        <translation>No lanço 2, o lugar 2 «passou a voz» e depois o lugar 5 apostou 40; o jogo segue em
sentido oposto ao dos ponteiros do relógio a partir do lugar 5, por isso o lugar 2 é o
seguinte. Tendo passado a voz, mantém apenas o direito de aceitar a aposta ou desistir
neste lanço: perdeu o direito de elevar (art. 10 c i 2; interpretação R8-4). O dealer
recusa «Repico para 100»: o lugar 2 aceita 40 ou desiste.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Round 2: seat 2 checks, seat 5 bets 100, seat 2 calls. Seat 7 has only 130 left and
raises all in to 130 — 30 more, less than the full 100, as art. 10 b 3 allows only a
&quot;capital desfalcado&quot;. Play goes on counterclockwise to seat 5. Since seat 5 bet, the
total has risen by only 30, not a full raise: the betting is not reopened for it, and
it may only call 30 or fold (ruling R8-6).
</source>
        <translation>Lanço 2: o lugar 2 passa a voz, o lugar 5 aposta 100, o lugar 2 aceita. Ao lugar 7
restam apenas 130 e eleva com todo o capital para 130 — mais 30, menos do que os 100
completos, o que o art. 10 b 3 só permite a um jogador com «capital desfalcado». O
jogo continua em sentido oposto ao dos ponteiros do relógio até ao lugar 5. Desde a
aposta do lugar 5, o total subiu apenas 30, não uma elevação completa: as apostas não
são reabertas para ele, e só pode aceitar 30 ou desistir (interpretação R8-6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-irregular.yaml"/>
        <source>Stud has no maximum bet (ruling R8-5), but never more than the seat has: seat 2 has 490
after its ante, and no player may add to his capital once the hand has begun (art. 6).
&quot;Raise to 600&quot; is more than it can put in; all in is a raise to 490.
</source>
        <translation>O póquer de cinco cartas não tem aposta máxima (interpretação R8-5), mas nunca mais do
que o lugar tem: o lugar 2 tem 490 depois do seu bolo de entrada, e nenhum jogador
pode acrescentar ao seu capital depois de iniciada a jogada (art. 6). «Repico para
600» é mais do que pode pôr; com todo o capital, é uma elevação para 490.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Five-card stud: ante and turn</source>
        <translation>Póquer de cinco cartas: bolo de entrada e a vez</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Forced bets (Portaria 104/85/M art. 10 a; ruling R8-1): before the first card every player
contributes to the &quot;bolo de entrada&quot;, the ante. The house&apos;s initial commission (art. 8) is
separate and never in the pot (ruling R8-1). There are four betting rounds, the &quot;lanços de
apostas&quot;, one after each open card (art. 10 b-d; ruling R8-2).

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
        <translation>Apostas obrigatórias (Portaria 104/85/M art. 10 a; interpretação R8-1): antes da
primeira carta, cada jogador contribui para o «bolo de entrada», o ante. A comissão
inicial da Casa (art. 8) é à parte e nunca está no bolo (interpretação R8-1). Há
quatro «lanços de apostas», um depois de cada carta aberta (art. 10 b-d; interpretação
R8-2).

Primeiro lanço (art. 10 b; interpretações R8-2, R4-2): o jogador cuja carta aberta
exiba a maior graduação é obrigado a fazer a aposta de abertura; não o fazendo,
considera-se como tendo desistido, e o direito de abrir passa para a carta aberta com
a segunda graduação mais elevada. Para isso, as cartas iguais são ordenadas pelo
naipe: espadas, copas, paus, oiros. Feita a primeira aposta, cada jogador na sua vez,
começando pelo que está à direita do apostador, age em sentido oposto ao dos ponteiros
do relógio.

Lanços seguintes (art. 10 c-d; interpretação R8-2): o melhor jogo à vista, ordenado
como dizem o art. 10 c i, c v e d (interpretações R4-3, R4-4), fala primeiro e pode
desistir, passar a voz ou apostar. Se não apostar, a vez passa para o segundo melhor
jogo à vista (art. 10 c ii), e assim sucessivamente: até alguém apostar, a vez passa
pela ordem dos jogos à vista, não à volta da mesa. Depois de um lugar apostar, o jogo
segue em sentido oposto ao dos ponteiros do relógio a partir do lugar à sua direita, e
ninguém pode voltar a passar a voz (art. 10 c iii). Os lugares que desistiram ou estão
com capital desfalcado são saltados (interpretação R8-2).

Um lanço termina quando todas as apostas foram aceites pelos dois ou mais jogadores
ainda em jogo (art. 10 b), quando todos passaram a voz (art. 10 c ii), ou quando resta
um só jogador, que ganha o bolo (art. 10 c iii; interpretação R8-3).

Palavras da mesa: o ante é o «bolo de entrada» (art. 10 a), o pote «o bolo» (art. 7);
um turno de apostas é um «lanço de apostas» (art. 10 b-d); não apostar sem desistir é
«passar a voz» (art. 10 c i 2), abandonar a jogada «desistir» (art. 10 b 1); a carta
fechada é a «carta chave» (art. 10 a).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Every seat has put in its ante of 10. Seat 5 shows the highest open card, an ace: it
opens the first round, and must bet or fold (art. 10 b; rulings R8-2, R4-2).
</source>
        <translation>Todos os lugares colocaram o seu bolo de entrada de 10. O lugar 5 mostra a carta
aberta mais alta, um ás: abre o primeiro lanço e tem de apostar ou desistir (art. 10
b; interpretações R8-2, R4-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Seat 5&apos;s ace opened and bet 50 (art. 10 b). Once a bet is made, play goes
counterclockwise, starting with the seat on the bettor&apos;s right (art. 10 b; ruling
R8-2): seat 2, the next lower seat number, then seat 7.
</source>
        <translation>O ás do lugar 5 abriu e apostou 50 (art. 10 b). Feita uma aposta, o jogo segue em
sentido oposto ao dos ponteiros do relógio, começando pelo lugar à direita do
apostador (art. 10 b; interpretação R8-2): o lugar 2, o número de lugar imediatamente
inferior, e depois o lugar 7.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Seat 5&apos;s ace had to open and did not bet: it is taken to have folded, and the right to
open passes to the second highest open card (art. 10 b; ruling R8-2): seat 2&apos;s king.
</source>
        <translation>O ás do lugar 5 tinha de abrir e não apostou: considera-se como tendo desistido, e o
direito de abrir passa para a segunda carta aberta mais alta (art. 10 b; interpretação
R8-2): o rei do lugar 2.
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
        <translation>O lanço 1 terminou com todos a aceitar os 20 do lugar 5 (interpretação R8-3). No lanço
2, abre o par de reis à vista (art. 10 c i; interpretação R4-3): o lugar 2, que passa
a voz. Até alguém apostar, a vez passa pela ordem dos jogos à vista, não à volta da
mesa (art. 10 c ii; interpretação R8-2): sem outro par, segue-se a segunda carta
aberta mais alta — a dama do lugar 5 antes do valete do lugar 7. O lugar 5 age.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>In round 2 the pair of kings showing (seat 2) opens and checks. Nobody has bet, so the
turn passes by the open boards (art. 10 c ii; ruling R8-2): with no other pair, the
higher second open card comes next (ruling R4-3) — seat 5&apos;s queen, which checks, then
seat 7&apos;s jack. Seat 7 acts now.
</source>
        <translation>No lanço 2, o par de reis à vista (lugar 2) abre e passa a voz. Ninguém apostou, por
isso a vez passa pelos jogos à vista (art. 10 c ii; interpretação R8-2): sem outro
par, segue-se a segunda carta aberta mais alta (interpretação R4-3) — a dama do lugar
5, que passa a voz, e depois o valete do lugar 7. O lugar 7 age agora.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>Seat 2 (pair of kings) checked and seat 5 bet 40. From now on play goes counterclockwise
from the seat on the bettor&apos;s right (art. 10 c iii; ruling R8-2): seat 2 acts, and having
checked it may only call or fold (art. 10 c i 2).
</source>
        <translation>O lugar 2 (par de reis) passou a voz e o lugar 5 apostou 40. A partir de agora, o jogo
segue em sentido oposto ao dos ponteiros do relógio a partir do lugar à direita do
apostador (art. 10 c iii; interpretação R8-2): o lugar 2 age e, tendo passado a voz,
só pode aceitar a aposta ou desistir (art. 10 c i 2).
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
        <translation>Lanço 2: os lugares 2 e 5 passaram a voz, o lugar 7 apostou 40 e os lugares 5 e 2
aceitaram, em sentido oposto ao dos ponteiros do relógio a partir da direita do lugar
7 (interpretação R8-3). Com três cartas abertas, o terceiro lanço é aberto pelo trio
mais alto ou, na falta dele, pelo par mais alto formado com a terceira carta aberta
(art. 10 c v; interpretação R4-3): o As do lugar 5 forma par com o seu Ad e o Jd do
lugar 7 com o seu Jh, enquanto os reis do lugar 2, formados pelas suas duas primeiras
cartas, não contam aqui. Abre o par de ases: o lugar 5 age.
</translation>
    </message>
    <message>
        <location filename="../../lessons/betting/stud-turn.yaml"/>
        <source>In round 2 the pair of kings showing (seat 2) speaks first and folds. Nobody has bet, so
the turn goes to the next best open board (art. 10 c ii; rulings R8-2, R4-5): with no
other pair, the higher second open card — seat 5&apos;s queen (ruling R4-3).
</source>
        <translation>No lanço 2, o par de reis à vista (lugar 2) fala primeiro e desiste. Ninguém apostou,
por isso a vez passa para o melhor jogo à vista seguinte (art. 10 c ii; interpretações
R8-2, R4-5): sem outro par, a segunda carta aberta mais alta — a dama do lugar 5
(interpretação R4-3).
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/holdem.yaml"/>
        <source>Hold&apos;em: certification exam</source>
        <translation>Hold&apos;em: exame de certificação</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/holdem.yaml"/>
        <source>33 items on Hold&apos;em: running the betting (whose turn, the call, the smallest and largest raise, the pot), who wins, reading the hands, the showdown order, building and
paying the pots, the commission, counting a seat&apos;s chips, colouring them up and changing a chip for a call, cutting a split pot, paying a winner&apos;s share in chips, and the procedure articles (the general rules 1-71 and the Omaha rules 72-91 that rule 92 applies to Hold&apos;em).
</source>
        <translation>33 questões sobre Hold&apos;em: condução das apostas (de quem é a vez, o valor para acompanhar, o repique mínimo e máximo, o pote), quem ganha, leitura das mãos, a ordem da revelação
do jogo, formação e pagamento dos potes, a percentagem, a contagem das fichas de um lugar, a troca por fichas maiores e o troco de uma ficha, a divisão de um pote empatado, o pagamento em fichas da parte de um vencedor e os artigos de procedimento (as regras gerais 1-71 e as regras 72-91 do Omaha, que a regra 92 aplica ao Hold&apos;em).
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha-hands.yaml"/>
        <source>Omaha: run the table</source>
        <translation>Omaha: conduzir a mesa</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha-hands.yaml"/>
        <source>Three whole hands of Omaha at a table of six, dealt by the trainer and run step by step as the croupier runs them: the small and big blinds (non-banked rules 81-83), who receives the first card and how many cards each seat receives (rules 34, 35 and 77), each betting action (whose turn, the call, the smallest and largest raise), the pot after each round, the burnt card and the board cards (rules 41, 43 and 45), the showdown order, the winner, the commission and the split of the pots.
Each step is one mark, and a hand&apos;s steps come in the order the croupier runs them.
</source>
        <translation>Três jogadas completas de Omaha numa mesa de seis lugares, distribuídas pelo treinador e conduzidas passo a passo como o pagador as conduz: a pequena e a grande aposta (regras 81 a 83 dos jogos não bancados), quem recebe a primeira carta e quantas cartas recebe cada lugar (regras 34, 35 e 77), cada acção de aposta (de quem é a vez, o valor para acompanhar, o mínimo e o máximo para repicar), o pote depois de cada turno de apostas, a carta queimada e as cartas comuns (regras 41, 43 e 45), a ordem da revelação do jogo, o vencedor, a percentagem e a divisão dos potes.
Cada passo vale um ponto, e os passos de uma jogada vêm pela ordem em que o pagador os conduz.
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha-macau.yaml"/>
        <source>Omaha (Macau 2010): certification exam</source>
        <translation>Omaha (Macau 2010): exame de certificação</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha-macau.yaml"/>
        <source>33 items on Omaha (Macau 2010): running the betting (whose turn, the call, the smallest and largest raise, the pot), who wins, reading the hands, the showdown order, building and
paying the pots, the commission, counting a seat&apos;s chips, colouring them up and changing a chip for a call, cutting a split pot, paying a winner&apos;s share in chips, and the procedure articles.
</source>
        <translation>33 questões sobre Omaha (Macau 2010): condução das apostas (de quem é a vez, o valor para igualar a aposta, o mínimo e o máximo para subir a aposta,
o pote), quem ganha, leitura das mãos, a ordem da composição final, formação e pagamento dos potes, a comissão, a contagem das fichas de um lugar, a troca por fichas maiores e o troco de uma ficha, a divisão de um pote empatado, o pagamento em fichas da parte de um vencedor e os artigos de procedimento.
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha.yaml"/>
        <source>Omaha: certification exam</source>
        <translation>Omaha: exame de certificação</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/omaha.yaml"/>
        <source>33 items on Omaha: running the betting (whose turn, the call, the smallest and largest raise, the pot), who wins, reading the hands, the showdown order, building and
paying the pots, the commission, counting a seat&apos;s chips, colouring them up and changing a chip for a call, cutting a split pot, paying a winner&apos;s share in chips, and the procedure articles (the general rules 1-71 and the Omaha rules 72-91).
</source>
        <translation>33 questões sobre Omaha: condução das apostas (de quem é a vez, o valor para acompanhar, o repique mínimo e máximo, o pote), quem ganha, leitura das mãos, a
ordem da revelação do jogo, formação e pagamento dos potes, a percentagem, a contagem das fichas de um lugar, a troca por fichas maiores e o troco de uma ficha, a divisão de um pote empatado, o pagamento em fichas da parte de um vencedor e os artigos de procedimento (as regras gerais 1-71 e as regras 72-91 do Omaha).
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/qpoker.yaml"/>
        <source>Q Poker: certification exam</source>
        <translation>Q Poker: exame de certificação</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/qpoker.yaml"/>
        <source>22 items on Q Poker (Despacho 89/2004): whether the croupier qualifies, paying
the spots (pair plus, the bet and the net), paying a spot in chips, and the
procedure articles.
</source>
        <translation>22 perguntas sobre o Q Poker (Despacho 89/2004): se o croupier se qualifica, a liquidação
dos lugares («Par e combinações vitoriosas», a aposta e o resultado líquido), o
pagamento de um lugar em fichas, e os artigos de procedimento.
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/sintetico.yaml"/>
        <source>Póquer sintético: certification exam</source>
        <translation>Póquer sintético: exame de certificação</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/sintetico.yaml"/>
        <source>33 items on Póquer sintético: running the betting (whose turn, the call, the smallest and largest raise, the pot), who wins, reading the hands, the showdown order, building and
paying the pots, the commission, counting a seat&apos;s chips, colouring them up and changing a chip for a call, cutting a split pot, paying a winner&apos;s share in chips, and the procedure articles (the general rules 1-71 and sintético&apos;s own rules 95-112).
</source>
        <translation>33 questões sobre Póquer sintético: condução das apostas (de quem é a vez, o valor para acompanhar, o repique mínimo e máximo, o pote), quem ganha, leitura das mãos, a
ordem da revelação do jogo, formação e pagamento dos potes, a percentagem, a contagem das fichas de um lugar, a troca por fichas maiores e o troco de uma ficha, a divisão de um pote empatado, o pagamento em fichas da parte de um vencedor e os artigos de procedimento (as regras gerais 1-71 e as regras próprias do sintético, 95-112).
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/stud.yaml"/>
        <source>Five-card stud: certification exam</source>
        <translation>Póquer de cinco cartas: exame de certificação</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/stud.yaml"/>
        <source>35 items on five-card stud: running the betting (whose turn, the call, the smallest and largest raise, the pot), who speaks first on each street, who wins,
reading the hands, the showdown order, building and paying the pots, the
commission, counting a seat&apos;s chips, colouring them up and changing a chip for a call, cutting a split pot, paying a winner&apos;s share in chips, and the procedure articles of Portaria 104/85/M.
</source>
        <translation>35 questões sobre póquer de cinco cartas: condução das apostas (de quem é a vez, o valor para aceitar a aposta, o mínimo
e o máximo para elevar a aposta, o bolo), quem é o primeiro a dar a voz em cada lanço, quem ganha, leitura das mãos, a
ordem da revelação do jogo, formação e pagamento dos bolos, a comissão, a contagem das fichas de um lugar, a troca por fichas maiores e o troco de uma ficha, a divisão de um pote empatado, o pagamento em fichas da parte de um vencedor e os artigos de procedimento da Portaria 104/85/M.
</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/thirteen.yaml"/>
        <source>Thirteen cards: certification exam</source>
        <translation>Treze cartas: exame de certificação</translation>
    </message>
    <message>
        <location filename="../../lessons/exams/thirteen.yaml"/>
        <source>22 items on thirteen cards (Portaria 51/89/M): the dice, fouled hands,
naturals, settling the seats against the banker, paying a seat&apos;s win in
chips, and the procedure articles.
</source>
        <translation>22 questões sobre treze cartas (Portaria 51/89/M): os dados, as mãos com falta, o jogo
feito ou natural, a liquidação dos lugares contra o banqueiro, o pagamento em fichas do ganho de um lugar e os artigos de procedimento.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Hold&apos;em: colour up</source>
        <translation>Hold&apos;em: trocar por fichas maiores</translation>
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
        <translation>As apostas são feitas exclusivamente com fichas (regra 19 dos jogos não bancados), e as fichas que um jogador coloca são as que tiver. Uma pilha de fichas pequenas é lenta de contar e de verificar: o pagador troca-a pelo menor número de fichas do mesmo total, a maior primeiro. Nenhuma regra diz como se compõem as fichas: o menor número de fichas é prática da Casa.

Aqui um lugar entrega as suas fichas em fichas pequenas: cada ficha da composição com menos fichas trocada pelas fichas imediatamente menores (uma de 1.000 por duas de 500, uma de 100 por quatro de 25). As quantias por baixo das fichas estão escondidas: conte a pilha da ficha maior para a menor e depois componha o mesmo total no menor número de fichas, a maior primeiro. 1.975 entregue em 2 × 500, 5 × 100, 16 × 25 e 15 × 5 (38 fichas) volta como uma de 1.000, uma de 500, quatro de 100 e três de 25 (9 fichas).

O total certo vale metade da nota, o menor número de fichas a outra metade. As quantias são múltiplos inteiros da unidade de ficha da mesa, a sua ficha mais pequena (interpretação R0-3).

Palavras da sala: as fichas são «fichas» (regra 19), as fichas que o jogador mantém junto ao seu lugar «a cave» (regra 52), e o pote «o pote».</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 4 hands in 15 × 5 + 20 × 1 = 95, 35 chips. Coloured up from the largest chip:
3 × 25 + 4 × 5, 7 chips.
</source>
        <translation>O lugar 4 entrega 15 × 5 + 20 × 1 = 95, 35 fichas. Trocado a partir da ficha maior: 3 × 25 + 4 × 5, 7 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 5 hands in 2 × 500 + 5 × 100 + 16 × 25 + 15 × 5 = 1,975, 38 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 500 + 4 × 100 + 3 × 25, 9 chips.
</source>
        <translation>O lugar 5 entrega 2 × 500 + 5 × 100 + 16 × 25 + 15 × 5 = 1.975, 38 fichas. Trocado a partir da ficha maior: 1 × 1.000 + 1 × 500 + 4 × 100 + 3 × 25, 9 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 2 hands in 5 × 1,000 + 2 × 500 + 16 × 25 = 6,400, 23 chips. Coloured up from
the largest chip: 1 × 5,000 + 1 × 1,000 + 4 × 100, 6 chips.
</source>
        <translation>O lugar 2 entrega 5 × 1.000 + 2 × 500 + 16 × 25 = 6.400, 23 fichas. Trocado a partir da ficha maior: 1 × 5.000 + 1 × 1.000 + 4 × 100, 6 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 2 hands in 42 × 5,000 = 210,000, 42 chips. Coloured up from the largest chip:
21 × 10,000, 21 chips.
</source>
        <translation>O lugar 2 entrega 42 × 5.000 = 210.000, 42 fichas. Trocado a partir da ficha maior: 21 × 10.000, 21 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 4 hands in 2 × 5,000 + 4 × 500 + 12 × 25 + 5 × 5 + 20 × 1 = 12,345, 43 chips.
Coloured up from the largest chip: 1 × 10,000 + 2 × 1,000 + 3 × 100 + 1 × 25 +
4 × 5, 11 chips.
</source>
        <translation>O lugar 4 entrega 2 × 5.000 + 4 × 500 + 12 × 25 + 5 × 5 + 20 × 1 = 12.345, 43 fichas. Trocado a partir da ficha maior: 1 × 10.000 + 2 × 1.000 + 3 × 100 + 1 × 25 + 4 × 5, 11 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 3 hands in 5 × 100 + 5 × 5 + 5 × 1 = 530, 15 chips. Coloured up from the
largest chip: 1 × 500 + 1 × 25 + 1 × 5, 3 chips.
</source>
        <translation>O lugar 3 entrega 5 × 100 + 5 × 5 + 5 × 1 = 530, 15 fichas. Trocado a partir da ficha maior: 1 × 500 + 1 × 25 + 1 × 5, 3 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 5 hands in 5 × 5 + 19 × 1 = 44, 24 chips. Coloured up from the largest chip:
1 × 25 + 3 × 5 + 4 × 1, 8 chips.
</source>
        <translation>O lugar 5 entrega 5 × 5 + 19 × 1 = 44, 24 fichas. Trocado a partir da ficha maior: 1 × 25 + 3 × 5 + 4 × 1, 8 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/colour-up.yaml"/>
        <source>Seat 1 hands in 6 × 500 + 19 × 25 = 3,475, 25 chips. Coloured up from the largest
chip: 3 × 1,000 + 4 × 100 + 3 × 25, 10 chips.
</source>
        <translation>O lugar 1 entrega 6 × 500 + 19 × 25 = 3.475, 25 fichas. Trocado a partir da ficha maior: 3 × 1.000 + 4 × 100 + 3 × 25, 10 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Hold&apos;em: take the commission</source>
        <translation>Hold&apos;em: retirar a percentagem</translation>
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
        <translation>Numa mesa que funciona na modalidade por mão, a concessionária cobra uma percentagem de
cada mão, no máximo 5 %, antes de o pote ser entregue ao vencedor. A concessionária pode
também fixar um quantitativo máximo por mão (regra 7 a dos jogos não bancados). A
percentagem e o máximo são fixados antes do início da partida; nestes exercícios, a mesa
cobra 5 % sem máximo, salvo indicação em contrário na pergunta (interpretação R1-5).

Pela interpretação R1-5, a percentagem é retirada de cada pote separadamente, começando
pelo pote principal, e cada montante é arredondado por defeito à unidade de ficha da mesa
(interpretação R1-5, a leitura adoptada da regra 65 dos jogos não bancados, que retira a
percentagem «de cada um dos pagamentos» antes de o vencedor ser pago; interpretação
R0-3). Quando há um máximo, deixe de cobrar percentagem logo que a mão o tenha pago. Uma
mesa na outra modalidade, a da regra 7 b (uma cobrança por sessão de jogo, «sessão»), não
cobra percentagem às mãos; os exercícios marcados «sem percentagem» são mesas desse tipo.

Uma aposta não acompanhada é devolvida ao seu dono antes de se calcular a percentagem:
não está em nenhum pote, por isso não paga nada (interpretação R1-1). Uma mão ganha sem
revelação do jogo, porque todos os outros desistiram, paga na mesma percentagem sobre o
seu pote (regra 7 a dos jogos não bancados, «Em cada mão»; interpretação R1-5).

Palavras da mesa: a comissão é «a percentagem» destinada à concessionária
(regra 65), retirada pelo «pagador» (regra 9); o pote é «o pote».
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>The pot is 10 + 680 + 680 = 1,370. 5 % of it is 68.5; the house never takes
a fraction of a chip and rounds down: 68.
</source>
        <translation>O pote é 10 + 680 + 680 = 1.370. 5 % dele são 68,5; a concessionária
nunca cobra uma fracção de ficha e arredonda por defeito: 68.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Seat 9 could call only 640, so 860 of seat 5&apos;s 1,500 is returned first. The
pot is 640 + 640 + 20 = 1,300 and the commission is 5 % of that: 65, not 5 %
of all 2,160 chips on the table.
</source>
        <translation>O lugar 9 só pôde acompanhar 640, por isso 860 dos 1.500 do lugar 5 são
devolvidos primeiro. O pote é 640 + 640 + 20 = 1.300 e a percentagem é
5 % desse valor: 65, e não 5 % de todas as 2.160 fichas na mesa.
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
        <translation>O pote principal é 330 x 3 + 20 = 1.010: 5 % são 50,5, arredondados por defeito
para 50. O pote lateral é 165 x 2 = 330: 5 % são 16,5, arredondados por defeito
para 16. A jogada paga 66. Pela interpretação R1-5, cada pote é cobrado por si, por
isso 5 % do total de 1.340 (67) não é a resposta (aqui os dois potes têm vencedores
diferentes, pelo que o «cada um dos pagamentos» da regra 65 também dá 66).
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>The smallest chip at this table is 25. The pot is 2,375 and 5 % of it is
118.75. Rounded down to a whole number of 25-chips, that is 100.
</source>
        <translation>A ficha mais pequena desta mesa é de 25. O pote é 2.375 e 5 % dele são
118.75. Arredondado por defeito a um número inteiro de fichas de 25, dá 100.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>5 % of the 5,000 pot would be 250, but this table caps the commission at
150 a hand, so 150 is taken.
</source>
        <translation>5 % do pote de 5.000 seriam 250, mas esta mesa limita a
percentagem a 150 por jogada, por isso são cobrados 150.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>This table takes 3 % with a cap of 200 a hand. The main pot is 1,000 x 4 +
100 = 4,100: 3 % is 123. The side pot is 1,000 x 3 = 3,000: 3 % would be 90,
but only 77 is left under the cap. The hand pays 123 + 77 = 200.
</source>
        <translation>Esta mesa cobra 3 % com um máximo de 200 por jogada. O pote principal é
1.000 x 4 + 100 = 4.100: 3 % são 123. O pote lateral é 1.000 x 3 = 3.000: 3
% seriam 90, mas só restam 77 até ao máximo. A jogada paga 123 + 77 = 200.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>This table was opened without a per-hand commission, so nothing is taken.
</source>
        <translation>Esta mesa foi aberta sem percentagem por mão, por isso nada é cobrado.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Seat 6 raised to 150 and both blinds folded. The 100 above the big blind was
never called and goes back. The pot is 25 + 50 + 50 = 125; it is won without
a showdown but still pays 5 %: 6.25, rounded down to 6.
</source>
        <translation>O lugar 6 repicou para 150 e os jogadores da pequena aposta e da grande aposta desistiram. Os 100
acima da grande aposta nunca foram acompanhados e são devolvidos. O pote é 25 + 50 + 50 = 125; é
ganho sem revelação do jogo, mas paga na mesma 5 %: 6,25, arredondados por defeito para 6.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Seat 3 bet 1,100 on the flop and seat 5 folded: 1,100 goes back. The pot of
100 + 200 + 600 + 600 = 1,500 pays 5 % = 75, even though no cards were shown.
</source>
        <translation>O lugar 3 apostou 1.100 no flop e o lugar 5 desistiu: os 1.100 são devolvidos. O pote de
100 + 200 + 600 + 600 = 1.500 paga 5 % = 75, embora nenhuma carta tenha sido mostrada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/commission.yaml"/>
        <source>Seat 5 bet 1,000 and folded to seat 9&apos;s raise, so seat 9 gets back 1,000.
The main pot is 450 x 3 + 50 = 1,400 and pays 70. The side pot, 550 from
seat 5 and 550 from seat 9, is 1,100; only seat 9 can win it, but it is a
real pot made of seat 5&apos;s chips and pays 55. Total 125.
</source>
        <translation>O lugar 5 apostou 1.000 e desistiu perante o repique do lugar 9, por isso o lugar
9 recebe de volta 1.000. O pote principal é 450 x 3 + 50 = 1.400 e paga 70. O pote
lateral, 550 do lugar 5 e 550 do lugar 9, é de 1.100; só o lugar 9 o pode ganhar,
mas é um pote verdadeiro, feito com fichas do lugar 5, e paga 55. Total: 125.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>Hold&apos;em: count the stack</source>
        <translation>Hold&apos;em: contar a pilha</translation>
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
        <translation>As apostas dos jogadores são «exclusivamente efectuadas com fichas» (regra 19 dos
jogos não bancados), e um jogador realizou a sua aposta quando coloca as suas fichas
para lá das linhas que delimitam o seu espaço (regra 53). Antes de juntar o pote, o pagador tem de saber quanto cada lugar apostou, e conta-o num relance, sem os totais: aqui as quantias debaixo das fichas ficam escondidas até responder.

Conte da ficha maior para a menor, uma denominação de cada vez: a legenda das fichas na mesa dá o valor de
cada cor, e cada ficha mostra também o seu valor na face. Uma pilha completa tem 20 fichas, desenhada mais baixa e marcada «×20»; as pilhas menores, de 5, ficam ao lado, e o resto sozinho.

As pilhas são desenhadas no menor número de fichas do conjunto da mesa, as denominações maiores atrás: 1.975 são uma de 1.000, uma de 500, quatro de 100 e três de 25.
As quantias são múltiplos inteiros da unidade de ficha da mesa (interpretação R0-3).

Palavras da mesa: as fichas são «fichas» (regra 19), as fichas que o jogador
guarda junto ao seu lugar são «a cave» (regra 52), e o pote é «o pote».
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: three 25s and four 5s: 95.
</source>
        <translation>A partir da ficha maior: três de 25 e quatro de 5: 95.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 500, four 100s and three 25s: 1,975.
</source>
        <translation>A partir da ficha maior: uma de 1.000, uma de 500, quatro de 100 e três de 25: 1.975.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: one 5,000, one 1,000 and four 100s: 6,400.
</source>
        <translation>A partir da ficha maior: uma de 5.000, uma de 1.000 e quatro de 100: 6.400.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: twenty-one 10,000s: 210,000.
</source>
        <translation>A partir da ficha maior: vinte e uma de 10.000: 210.000.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: one 10,000, two 1,000s, three 100s, one 25 and four 5s: 12,345.
</source>
        <translation>A partir da ficha maior: uma de 10.000, duas de 1.000, três de 100, uma de 25 e quatro de 5: 12.345.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: one 500, one 25 and one 5: 530.
</source>
        <translation>A partir da ficha maior: uma de 500, uma de 25 e uma de 5: 530.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>From the largest chip: one 25, three 5s and four 1s: 44.
</source>
        <translation>A partir da ficha maior: uma de 25, três de 5 e quatro de 1: 44.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/count-stack.yaml"/>
        <source>This table plays chips of 25, 100, 500 and 1,000 only: three 1,000s, four
100s and three 25s.
</source>
        <translation>Esta mesa joga só com fichas de 25, 100, 500 e 1.000: três de 1.000, quatro
de 100 e três de 25.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>Hold&apos;em: cut a split pot</source>
        <translation>Hold&apos;em: dividir um pote empatado</translation>
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
        <translation>Quando dois ou mais jogadores têm mãos iguais, repartem o pote (regra 66 dos jogos não
bancados): dentro de um pote todos os vencedores puseram o mesmo, por isso as partes são
iguais (interpretação R1-3). A pergunta diz quem empata e em que pote; as fichas estão na mesa e de perto no painel,
sem totais: conte-as.

Divida o pote como o pagador faz. Primeiro conte-o, da ficha maior para a menor.
Depois retire a percentagem da concessionária do pote antes de o pagar (regras 7 a e 65
dos jogos não bancados): 5 %, salvo indicação em contrário no cartão da mesa, arredondada
por defeito à unidade de ficha (interpretação R1-5; interpretação R0-3). O que fica é
dividido em pilhas iguais, uma por vencedor, em unidades de ficha inteiras; uma ficha que
não se divide por igual é trocada por fichas menores do tabuleiro (prática da casa).

A regra 67 reparte o pote de forma que em cada parte a ficha mais pequena seja igual ao
mínimo da aposta, e atribui a parte maior «à mão» (o marcador), e depois aos jogadores
seguintes. O programa toma a unidade de ficha da mesa como essa ficha mais pequena: as
unidades que sobram vão uma a uma para os vencedores empatados, a começar pelo vencedor no
lugar que tem a mão ou pelo primeiro vencedor a partir desse lugar no sentido dos ponteiros
do relógio, dando a volta pelo pagador se for preciso (interpretação R1-4).

Escreva a pilha de cada vencedor: Tab passa ao vencedor seguinte, Enter entrega a
divisão. Um clique no lugar de um vencedor leva-o à pilha desse vencedor.

Palavras da mesa: o pote é «o pote», um pote lateral é «pote lateral» (regra 38), a
comissão é «a percentagem» (regra 65), a ficha que sobra é a «ficha remanescente».
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>The pot is one 1,000, two 100s and two 25s: 1,250. Commission 5 % is
62.50, rounded down to 60; 1,190 is 238 units of 5, 119 each: 595 and
595, nothing left over.
</source>
        <translation>O pote é uma ficha de 1.000, duas de 100 e duas de 25: 1.250. A percentagem de 5 % é 62,50, arredondada por defeito para 60; 1.190 são 238 unidades de 5, 119 para cada um: 595 e 595, sem sobra.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>The pot is 825; commission 41.25 rounds down to 40, leaving 785: 157
units of 5, 78 each (390) and one unit over. The marker is at seat 6,
which folded: the first winner clockwise from it is seat 7, which takes
the odd chip: 395 to seat 7, 390 to seat 3.
</source>
        <translation>O pote é 825; a percentagem de 41,25 arredonda por defeito para 40, ficando 785: 157 unidades de 5, 78 para cada um (390) e uma unidade a mais. O marcador está no lugar 6, que desistiu: o primeiro vencedor a partir dele no sentido dos ponteiros do relógio é o lugar 7, que leva a ficha remanescente: 395 para o lugar 7, 390 para o lugar 3.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>The pot is 625; commission 31.25 rounds down to 30, leaving 595: 119
units, 59 each (295) and one over. Clockwise from the marker at seat 9
the order goes round past the croupier to seat 2 before seat 5: seat 2
takes the odd chip, 300.
</source>
        <translation>O pote é 625; a percentagem de 31,25 arredonda por defeito para 30, ficando 595: 119 unidades, 59 para cada um (295) e uma a mais. No sentido dos ponteiros do relógio a partir do marcador no lugar 9, a ordem dá a volta pelo pagador até ao lugar 2 antes do lugar 5: o lugar 2 leva a ficha remanescente, 300.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>The board is a royal flush and every player still in plays it. The pot
is 910; commission 45.50 rounds down to 45, leaving 865: 173 units, 57
each (285) and two over. From the marker the winners come 4, 8, 1: seats
4 and 8 take one unit each, 290, seat 1 keeps 285.
</source>
        <translation>As cartas comuns são um naipe real e todos os jogadores ainda em jogo as usam. O pote é 910; a percentagem de 45,50 arredonda por defeito para 45, ficando 865: 173 unidades, 57 para cada um (285) e duas a mais. A partir do marcador os vencedores vêm 4, 8, 1: os lugares 4 e 8 levam uma unidade cada, 290, e o lugar 1 fica com 285.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>Seat 2&apos;s four nines take the main pot alone; seats 5 and 9 tie for the
side pot of 2 x 560 = 1,120. Commission 56 rounds down to 55, leaving
1,065: 213 units, 106 each (530) and one over, to seat 5 at the marker.
</source>
        <translation>Os quatro noves do lugar 2 levam sozinhos o pote principal; os lugares 5 e 9 empatam no pote lateral de 2 x 560 = 1.120. A percentagem de 56 arredonda por defeito para 55, ficando 1.065: 213 unidades, 106 para cada um (530) e uma a mais, para o lugar 5, que tem a mão.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>This table plays chips of 25, 100, 500 and 1,000, and its unit is 25.
The pot is 4,125; commission 206.25 rounds down to the unit: 200. The
3,925 left is 157 chips of 25, 78 each (1,950) and one over: seat 4 is
the first winner clockwise from the marker at seat 1 and takes 1,975.
</source>
        <translation>Esta mesa joga com fichas de 25, 100, 500 e 1.000, e a sua unidade é 25. O pote é 4.125; a percentagem de 206,25 arredonda por defeito à unidade: 200. Os 3.925 que ficam são 157 fichas de 25, 78 para cada um (1.950) e uma a mais: o lugar 4 é o primeiro vencedor a partir do marcador no lugar 1, no sentido dos ponteiros do relógio, e leva 1.975.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>The pot is 950; commission 47.50 rounds down to 45, leaving 905: 181 units
of 5, 90 each (450) and one over. Seat 3 holds the marker and is a winner:
rule 67 gives the larger part to &quot;a mão&quot;, so seat 3 takes 455.
</source>
        <translation>O pote é 950; a percentagem de 47,50 arredonda por defeito para 45, ficando 905: 181 unidades de 5, 90 para cada um (450) e uma a mais. O lugar 3 tem o marcador e é vencedor: a regra 67 dá a parte maior «à mão», por isso o lugar 3 leva 455.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/cut-pot.yaml"/>
        <source>This table charges its percentage by the session (rule 7 b), not from each
hand: nothing comes off the pot. 2,125 is 425 units, 141 each (705) and
two over. Clockwise from the marker at seat 10 the order goes round past
the croupier: 1, 4, 7, so seats 1 and 4 take 710 and seat 7 keeps 705.
</source>
        <translation>Esta mesa cobra a percentagem por sessão (regra 7 b), não em cada mão: nada sai do pote. 2.125 são 425 unidades, 141 para cada um (705) e duas a mais. No sentido dos ponteiros do relógio a partir do marcador no lugar 10, a ordem dá a volta pelo pagador: 1, 4, 7, por isso os lugares 1 e 4 levam 710 e o lugar 7 fica com 705.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Hold&apos;em: read every hand</source>
        <translation>Hold&apos;em: ler todas as mãos</translation>
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
        <translation>Antes de poder anunciar um vencedor, o pagador tem de ler correctamente cada mão. No
hold&apos;em, a mão de um jogador é a melhor combinação de cinco cartas que ele consegue formar
com as suas duas cartas pessoais e as cinco cartas comuns, usando duas, uma ou nenhuma das
suas próprias cartas (regras 93 e 94 dos jogos não bancados; interpretação R3-1).

As categorias, da mais alta para a mais baixa, são: naipe real, sequência de
naipe, póquer, trio-par, naipe, sequência, trio, dois pares, um par e carta
maior (regra 17 dos jogos não bancados). Indique sempre a categoria mais
alta que as sete cartas conseguem formar, não a primeira em que reparar.

O ás é alto ou baixo numa sequência: A-2-3-4-5 é uma sequência (a mais baixa), e
A-2-3-4-5 do mesmo naipe é uma sequência de naipe (regra 72 dos jogos não
bancados, aplicada ao hold&apos;em pela regra 92; interpretação R3-1). Uma mão tem só
cinco cartas: três pares continuam a ser dois pares, e dois trios são um trio-par.

Os lugares são numerados no sentido dos ponteiros do relógio a partir da esquerda do pagador (interpretação R0-1).
As cartas escrevem-se com o valor seguido do naipe, e pode escrever-se 10 em vez de T (interpretação R0-2).

Palavras da mesa (o português do regulamento): o croupier é «o pagador», as
cartas de cada jogador são as «cartas pessoais», as cartas da mesa «as cartas
comuns» (flop, turn, «rio»); as mãos são «sequência» (straight), «cor» ou
«naipe» (flush), «trio» (three of a kind), «fullen» ou «trio-par» (full
house), «póquer» (four of a kind), «dois pares», «um par», «carta maior».
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 2&apos;s A-2-3-4-5 is all hearts: a straight flush, the lowest one. Seat 4
has the same ranks in mixed suits: a straight. Seat 7 makes 3-4-5-6-7.
Seat 9&apos;s kings and the board king make three of a kind.
</source>
        <translation>O A-2-3-4-5 do lugar 2 é todo de copas: uma sequência de naipe, a mais baixa.
O lugar 4 tem os mesmos valores em naipes misturados: uma sequência. O lugar 7
forma 3-4-5-6-7. Os reis do lugar 9 e o rei das cartas comuns fazem um trio.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>The five board cards are a royal flush, and a player can always use all five
board cards. Seat 3&apos;s 9d only makes a lower straight flush and seat 6&apos;s aces
make three aces, so both play the board: a royal flush each.
</source>
        <translation>As cinco cartas comuns são um naipe real, e um jogador pode sempre usar as cinco cartas
comuns. O 9d do lugar 3 só forma uma sequência de naipe mais baixa e os ases do lugar 6
formam três ases, por isso ambos jogam as cartas comuns: um naipe real cada um.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 5 has three sevens and three jacks; five cards make jacks full of
sevens. Seat 8&apos;s pocket twos and the board two make three twos, which with
the jacks make a full house. Seat 1 has only the board&apos;s two pairs with an
ace: two pair (its three clubs are not a flush).
</source>
        <translation>O lugar 5 tem três setes e três valetes; cinco cartas fazem trio-par de valetes com
setes. O par de dois das cartas pessoais do lugar 8 e o dois das cartas comuns fazem
três dois, que com os valetes fazem um trio-par. O lugar 1 tem apenas os dois pares
das cartas comuns com um ás: dois pares (as suas três cartas de paus não fazem naipe).
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
        <translation>No hold&apos;em, os dois ases pessoais podem ser usados com os dois ases das cartas
comuns: quatro ases. (No Omaha esta mão também é quatro ases: duas cartas
pessoais e três cartas comuns, regra 73. O que o Omaha proíbe é um único ás nas
cartas pessoais com A-A-A nas cartas comuns: isso é apenas três ases.) O lugar
6 tem três oitos e o par de ases: um trio-par. O lugar 10 tem quatro cartas de
paus, o que não faz naipe, e joga o par de ases das cartas comuns: um par.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 2 has a straight (J-10-9-8-7) and a flush (five hearts); the flush is
the higher category. It is not a straight flush because the seven is a club.
Seat 7 also has both a straight (9-8-7-6-5) and a flush: name the flush.
Seat 5 has only the straight Q-J-10-9-8.
</source>
        <translation>O lugar 2 tem uma sequência (J-10-9-8-7) e um naipe (cinco cartas de
copas); o naipe é a categoria mais alta. Não é sequência de naipe porque
o sete é de paus. O lugar 7 também tem uma sequência (9-8-7-6-5) e um
naipe: indique o naipe. O lugar 5 tem apenas a sequência Q-J-10-9-8.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 8 holds 2-3-4-5 but needs an ace or a six for a straight: high card.
Seat 3 has no pair either. Seat 6 pairs the board&apos;s nine.
</source>
        <translation>O lugar 8 tem 2-3-4-5, mas precisa de um ás ou de um seis para uma sequência: carta
maior. O lugar 3 também não tem par. O lugar 6 faz par com o nove das cartas comuns.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Seat 1 sees three pairs (queens, nines, fives), but a hand is five cards:
two pair. Seat 4&apos;s pocket fives and the two on the board are four of a kind.
Seat 9 plays the board&apos;s two pair with an ace.
</source>
        <translation>O lugar 1 vê três pares (damas, noves, cincos), mas uma mão tem cinco cartas: dois
pares. O par de cincos das cartas pessoais do lugar 4 e os dois cincos das cartas
comuns fazem póquer. O lugar 9 joga os dois pares das cartas comuns com um ás.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>The same ace makes both ends of a straight. Seat 3 makes A-K-Q-J-10, the
highest straight; seat 7 makes A-2-3-4-5, the lowest. Seat 10 has kings and
fours.
</source>
        <translation>O mesmo ás forma as duas pontas de uma sequência. O lugar
3 forma A-K-Q-J-10, a sequência mais alta; o lugar 7 forma
A-2-3-4-5, a mais baixa. O lugar 10 tem reis e quatros.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>Name the hands of seat 4 and seat 6.</source>
        <translation>Indique as mãos do lugar 4 e do lugar 6.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/hand-category.yaml"/>
        <source>The board holds three tens. Seat 4&apos;s sixes join the board six: three sixes
and three tens make tens full of sixes. Seat 6 has four clubs, not a flush,
so it plays three tens with ace and king. (Seat 2, not asked, has four tens.)
</source>
        <translation>As cartas comuns têm três dez. Os seis do lugar 4 juntam-se ao seis das cartas comuns: três seis
e três dez fazem trio-par de dez com seis. O lugar 6 tem quatro cartas de paus, o que não faz
naipe, por isso joga três dez com ás e rei. (O lugar 2, que não é perguntado, tem quatro dez.)
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>Hold&apos;em: pay it in chips</source>
        <translation>Hold&apos;em: pague com fichas</translation>
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
        <translation>Liquidados os potes, o pagador empurra a cada vencedor a sua parte, montada com as fichas do conjunto da mesa. Calcule primeiro a parte, depois monte-a.

1. A parte é a do regulamento. Devolva primeiro qualquer aposta que ninguém igualou (interpretação R1-1). Forme os potes pelos níveis dos encavados: um pote lateral por cada montante de encavado (regras 38, 49 e 50 dos jogos não bancados; interpretação R1-2). Tire a percentagem de cada pote antes de o dividir, arredondada por defeito à unidade de ficha (regras 7 a) e 65 dos jogos não bancados; interpretação R1-5). O resto vai para a melhor mão entre os lugares que podem ganhar esse pote; vencedores empatados dividem-no em partes iguais (interpretação R1-3), e as unidades que sobram vão uma a uma aos vencedores empatados a partir do lugar do marcador, no sentido dos ponteiros do relógio (regra 67 dos jogos não bancados; interpretação R1-4).
2. As fichas são as da Casa. Nenhum regulamento diz como se compõe um pagamento: a Casa paga no menor número de fichas que o seu conjunto permite, a maior primeiro. 950 são uma de 500, quatro de 100 e duas de 25 (sete fichas).
3. A legenda das fichas na mesa mostra o conjunto; não há ficha menor do que a unidade de ficha.

Um pagamento com o montante certo mas com mais fichas do que as necessárias vale metade da cotação.

Palavras da mesa: as fichas são «fichas» (regra 19), o pote «o pote», um pote lateral «pote lateral» (regra 38), a comissão «a percentagem» (regra 65).
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>Seat 1&apos;s four makes kings and fours, above the others&apos; kings and threes.
The pot is 2,100; 5 % commission is 105, so seat 1 takes 1,995: one
1,000, one 500, four 100s, three 25s and four 5s.
</source>
        <translation>O 4 do lugar 1 faz dois pares, reis e quatros, acima dos reis e três dos outros. O pote é 2.100; a percentagem de 5 % é 105, por isso o lugar 1 recebe 1.995: uma de 1.000, uma de 500, quatro de 100, três de 25 e quatro de 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>The same hand at a table whose chip unit is 25: 5 % of 2,100 is 105,
rounded down to 100, so seat 1 takes 2,000: two 1,000s.
</source>
        <translation>A mesma mão numa mesa cuja unidade de ficha é 25: 5 % de 2.100 são 105, arredondados por defeito para 100, por isso o lugar 1 recebe 2.000: duas de 1.000.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>Seat 4&apos;s 400 that nobody matched goes back first. Side pot 1 takes 800 to
1,000 from seats 2 and 4: 400. Seat 2 folded, so only seat 4 can win it;
4 % of 400 is 16, rounded down to 15: seat 4 takes 385.
</source>
        <translation>Os 400 do lugar 4 que ninguém igualou são devolvidos primeiro. O pote lateral 1 recebe de 800 a 1.000 dos lugares 2 e 4: 400. O lugar 2 desistiu, por isso só o lugar 4 o pode ganhar; 4 % de 400 são 16, arredondados por defeito para 15: o lugar 4 recebe 385.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>The pot is 10,300; 3 % is 309, leaving 9,991 for seats 3, 6 and 10, who
tie: 3,330 each and one unit over. From the marker (seat 4) clockwise the
first winner is seat 6: it takes 3,331.
</source>
        <translation>O pote é 10.300; 3 % são 309, ficando 9.991 para os lugares 3, 6 e 10, que empatam: 3.330 a cada um e sobra uma unidade. A partir do marcador (lugar 4), no sentido dos ponteiros do relógio, o primeiro vencedor é o lugar 6: recebe 3.331.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>Side pot 2 takes 2,500 to 3,000 from seats 3 and 4: 1,000. Seat 4&apos;s
straight beats seat 3; 5 % of 1,000 is 50: seat 4 takes 950.
</source>
        <translation>O pote lateral 2 recebe de 2.500 a 3.000 dos lugares 3 e 4: 1.000. A sequência do lugar 4 ganha ao lugar 3; 5 % de 1.000 são 50: o lugar 4 recebe 950.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>5 % of 8,300 would be 415, but the cap leaves 300: 8,000 for three tied
seats, 2,666 each and two units over, one each to seats 6 and 10 (from
the marker clockwise). Seat 6 takes 2,667.
</source>
        <translation>5 % de 8.300 seriam 415, mas o limite deixa 300: 8.000 para três lugares empatados, 2.666 a cada um e sobram duas unidades, uma para o lugar 6 e outra para o lugar 10 (a partir do marcador, no sentido dos ponteiros do relógio). O lugar 6 recebe 2.667.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>3 % of the 330 pot would be 9, but the cap is 5: seat 2&apos;s pair of fours
takes 325, three 100s and one 25.
</source>
        <translation>3 % do pote de 330 seriam 9, mas o limite é 5: o par de quatros do lugar 2 recebe 325, três de 100 e uma de 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pay-chips.yaml"/>
        <source>5 % of 2,720 is 136, rounded down to the chip unit of 10: 130. Seat 6&apos;s
three eights take 2,590. This set has no 25: two 1,000s, one 500, one 50
and four 10s.
</source>
        <translation>5 % de 2.720 são 136, arredondados por defeito à unidade de ficha de 10: 130. O trio de oitos do lugar 6 recebe 2.590. Este conjunto não tem fichas de 25: duas de 1.000, uma de 500, uma de 50 e quatro de 10.</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Hold&apos;em: build the pots and pay them</source>
        <translation>Hold&apos;em: formar os potes e pagá-los</translation>
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
        <translation>Liquide uma mão por esta ordem, exactamente como o pagador faz na mesa.

Primeiro, devolva qualquer aposta não acompanhada. Se um jogador pôs mais do que todos os
outros, a parte que ninguém igualou (o total dele menos o segundo maior total) volta
directamente para ele. Não pertence a nenhum pote e não paga percentagem (interpretação R1-1).

Segundo, forme os potes. Quando há jogadores encavados com montantes diferentes, há um pote
lateral para cada um desses montantes (regras 38, 49 e 50 dos jogos não bancados). O pote
principal recebe de todos os jogadores, tenham desistido ou não, até ao menor montante de
encavado; cada pote lateral recebe a camada seguinte. As fichas dos jogadores que desistiram
ficam nos potes que atingiram, mas esses jogadores nunca os podem ganhar (interpretação R1-2).

Terceiro (interpretação R1-5), retire a percentagem de cada pote, começando pelo pote principal: 5
%, salvo indicação em contrário da mesa, arredondada por defeito à unidade de ficha (interpretação
R1-5, a leitura adoptada das regras 7 a e 65 dos jogos não bancados; interpretação R0-3).

Quarto, entregue cada pote à melhor mão entre os jogadores que o podem ganhar. A regra 66
manda os vencedores empatados repartir «na proporção das suas apostas»; dentro de um pote por
camadas, todos os vencedores puseram o mesmo, por isso as partes são iguais (interpretação
R1-3). A regra 67 reparte em unidades do mínimo da mesa («o mínimo da aposta») e atribui a
parte maior «à mão», e depois aos vencedores seguintes; o programa toma a unidade de ficha da
mesa como essa unidade, por isso as fichas que sobram vão uma a uma para os vencedores
empatados, a começar pelo vencedor no lugar que tem a mão ou pelo primeiro vencedor a partir
desse lugar no sentido dos ponteiros do relógio (interpretação R1-4).

Por fim, confira: o que paga mais a percentagem tem de igualar todas as fichas que
os jogadores puseram (interpretação R1-6). Escreva os potes começando pelo pote
principal e, para cada lugar, o total que recebe, incluindo a aposta devolvida.

Palavras da mesa: o pote é «o pote», um pote lateral é «pote lateral» (regra 38), um
jogador que já pôs todas as suas fichas é «encavado» (regra 49), as suas fichas são «a
cave», a comissão é «a percentagem» (regra 65), a ficha que sobra é a «ficha remanescente».
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Seat 4 bet 1,200 but seat 8 could only call 500: the 700 nobody matched goes
back to seat 4 before anything else. The pot is 25 + 50 + 500 + 500 = 1,075.
The commission is 5 % of 1,075 = 53.75, rounded down to 53, and seat 8&apos;s
three nines take 1,022. Check: 700 + 1,022 + 53 = 1,775, everything put in.
</source>
        <translation>O lugar 4 apostou 1.200, mas o lugar 8 só pôde acompanhar 500: os 700 que ninguém
igualou voltam para o lugar 4 antes de tudo. O pote é 25 + 50 + 500 + 500 = 1.075. A
percentagem é 5 % de 1.075 = 53,75, arredondada por defeito para 53, e os três noves
do lugar 8 levam 1.022. Conferência: 700 + 1.022 + 53 = 1.775, tudo o que foi posto.
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
        <translation>O lugar 9 pôs 4.000, mas o máximo que outro jogador pôs foi 2.800: 1.200
voltam para o lugar 9. Depois, as camadas: o pote principal é 600 dos
lugares 3, 5, 7 e 9 mais os 100 do lugar 2 = 2.500; o pote lateral 1 é
900 dos lugares 5, 7 e 9 = 2.700; o pote lateral 2 é 1.300 dos lugares 7
e 9 = 2.600. Os reis do lugar 3 ganham o pote principal, os valetes do
lugar 5 o primeiro pote lateral, e os oitos do lugar 9 batem os ases do
lugar 7 no último. Cada pote paga 5 % de percentagem: 125, 135 e 130.
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
        <translation>O lugar 4 apostou 800 e desistiu perante o repique do lugar 7 para 1.500, por isso 700
das fichas do lugar 7 nunca foram acompanhadas e são devolvidas. O lugar 1 está encavado
com 300: o pote principal é 300 de cada um dos lugares 1, 4 e 7 mais os 25 do lugar 6 =
925, e o trio-par do lugar 1 ganha-o. Os outros 500 do lugar 4 e 500 do lugar 7 formam
um pote lateral de 1.000 que o lugar 1 não pode ganhar. O lugar 4 desistiu, por isso o
lugar 7 leva-o. A percentagem é de 46 no pote principal e de 50 no pote lateral.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Both players make the same king-high straight and tie. The commission comes
off first (5 % of 2,000 = 100); the remaining 1,900 is shared equally, 950
each.
</source>
        <translation>Os dois jogadores formam a mesma sequência até ao rei e
empatam. A percentagem sai primeiro (5 % de 2.000 = 100);
os restantes 1.900 repartem-se por igual, 950 para cada um.
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
        <translation>A unidade de ficha desta mesa é 5 (tomada como a unidade de repartição da regra 67). A percentagem é 5
% de 1.350 = 67,5, arredondada por defeito à unidade de ficha: 65. Os 1.285 que sobram são 257 fichas
de 5; três vencedores recebem 85 fichas (425) cada um e sobram 2 fichas. Vão uma para cada vencedor, a
começar pelo lugar 7, que tem a mão, e seguindo no sentido dos ponteiros do relógio: primeiro o lugar
9, depois, dando a volta e passando pelo pagador, o lugar 3. O lugar 5 não recebe ficha remanescente.
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
        <translation>O pote principal é 165 dos lugares 4, 6 e 9 mais os 10 do lugar 8 = 505; o trio-par do
lugar 4 ganha-o, menos 25 de percentagem. O pote lateral é 335 dos lugares 6 e 9 = 670;
ambos jogam reis e setes com um ás e empatam. Depois de 33 de percentagem, 637
repartem-se, 318 para cada um, e sobra uma ficha. Esta vai para o primeiro vencedor a
partir da mão (lugar 8), no sentido dos ponteiros do relógio: é o lugar 9, não o lugar 6.
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
        <translation>Os dois jogadores jogam reis e oitos com um ás e empatam. A
percentagem é 5 % de 1.575 = 78,75, logo 78; sobram 1.497, 748 para
cada um, e sobra uma ficha. A ficha remanescente vai para o vencedor
no lugar que tem a mão, se houver: o lugar 6 tem a mão e é vencedor,
por isso o lugar 6 leva-a, embora o lugar 3 tenha o número mais baixo.
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
        <translation>Esta mesa não cobra percentagem. Os 750 do lugar 3 acima dos 1.250 do lugar 6
não foram acompanhados e são devolvidos. O pote principal (700 dos lugares 1, 3
e 6 mais 50 do lugar 10 = 2.150) é empatado pelas duas sequências até à dama,
1.075 para cada um. O pote lateral (550 dos lugares 3 e 6 = 1.100) é do lugar 6.
Conferência: 1.075 + 750 + 2.175 = 4.000, exactamente o que foi posto.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>The house caps its commission at 100 a hand. The main pot of 5,700 would pay
285, so only the cap, 100, is taken, and seat 7&apos;s three sixes win 5,600. The
cap is then used up, so the side pot of 2,400 pays nothing and goes whole
to seat 2&apos;s pair of aces.
</source>
        <translation>A concessionária limita a percentagem a 100 por jogada. O pote principal de
5.700 pagaria 285, por isso só se cobra o máximo, 100, e os três seis do
lugar 7 ganham 5.600. O máximo fica então esgotado, por isso o pote lateral
de 2.400 não paga nada e vai por inteiro para o par de ases do lugar 2.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/pot-split.yaml"/>
        <source>Seat 5 bet 400 on the turn and nobody called: those 400 go back. The pot of
200 + 600 + 600 = 1,400 is won without a showdown, and the commission is
still taken: 70. Seat 5 receives 1,330 + 400 = 1,730.
</source>
        <translation>O lugar 5 apostou 400 no turn e ninguém acompanhou: esses 400 são devolvidos.
O pote de 200 + 600 + 600 = 1.400 é ganho sem revelação do jogo, e a
percentagem é cobrada na mesma: 70. O lugar 5 recebe 1.330 + 400 = 1.730.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Hold&apos;em: who shows first?</source>
        <translation>Hold&apos;em: quem mostra primeiro?</translation>
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
        <translation>Depois do último turno de apostas, as cartas são viradas à voz do pagador, e não antes.
O jogador que iniciou o último turno de apostas mostra primeiro; depois, cada um dos
outros jogadores ainda em jogo mostra à sua vez, a começar pelo que está sentado
imediatamente à sua esquerda (regra 62 dos jogos não bancados; interpretação R2-1).

No hold&apos;em, o jogador que tem o marcador («a mão») inicia todos os turnos de apostas a
partir do flop: flop, turn e rio (regras 42, 44, 46 e 85 dos jogos não bancados). Assim, o
primeiro a mostrar é o lugar que tem a mão, se ainda estiver em jogo e puder apostar no rio;
se desistiu, ou se já estava encavado quando começou o turno do rio, quem iniciou o rio e
mostra primeiro é o primeiro lugar, a partir dele no sentido dos ponteiros do relógio, que
podia agir (interpretação R2-1). Exemplo: a mão no lugar 4, encavado com 300 antes do rio, e
os lugares 7 e 1 apostam no rio: o lugar 7 mostra primeiro, depois o 1 e depois o 4. Quem
apostou ou repicou por último no rio não interessa, nem quem tem a melhor mão.

Os lugares são numerados a partir de 1, no sentido dos ponteiros do relógio, a começar à esquerda
do pagador, por isso «à esquerda» significa o lugar de número imediatamente superior, dando a volta
do lugar mais alto de novo para o lugar 1 (regra 6 dos jogos não bancados; interpretação R0-1).

Os lugares que desistiram nunca mostram. Um jogador encavado continua em jogo:
mostra na sua própria posição na ordem (interpretação R2-4). Quando todos estão
encavados e ninguém aposta no rio, a ordem é a mesma (interpretação R2-1).

Palavras da mesa: o lugar que tem o marcador é «a mão», cada ronda de apostas
é um «turno de apostas», o momento de mostrar as cartas é a «revelação do
jogo»; um jogador que já pôs todas as suas fichas é «encavado» (regra 49).
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Seat 3 holds the marker and is still in, so it opened the river betting and
shows first. Then clockwise: seat 6, seat 9, and round past the croupier to
seat 1. Seats 4 and 8 folded and do not show.
</source>
        <translation>O lugar 3 tem a mão e continua em jogo, por isso iniciou as apostas do rio e
mostra primeiro. Depois, no sentido dos ponteiros do relógio: lugar 6, lugar 9
e, passando pelo pagador, lugar 1. Os lugares 4 e 8 desistiram e não mostram.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>The marker is at seat 5, but seat 5 folded. The first seat still in
clockwise from it is seat 7, which opened the river betting and shows
first; then seat 9 and, past the croupier, seat 2.
</source>
        <translation>A mão está no lugar 5, mas o lugar 5 desistiu. O primeiro lugar ainda em jogo a
partir dele, no sentido dos ponteiros do relógio, é o lugar 7, que iniciou as apostas
do rio e mostra primeiro; depois o lugar 9 e, passando pelo pagador, o lugar 2.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>The marker seat 9 and seat 10 have folded. Going clockwise from seat 9 we
pass seat 10, then the croupier, then reach seat 2: seat 2 shows first,
then seat 5 and seat 7.
</source>
        <translation>O lugar 9, que tem a mão, e o lugar 10 desistiram. Avançando no sentido dos ponteiros
do relógio a partir do lugar 9, passamos pelo lugar 10, depois pelo pagador, e
chegamos ao lugar 2: o lugar 2 mostra primeiro, depois o lugar 5 e o lugar 7.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Seat 4 has the marker and shows first. Seats 1 and 7 are all-in but still
in the hand, so they show in their own places: seat 7 after seat 4, and
seat 1 last, after seat 10. Seat 6 folded.
</source>
        <translation>O lugar 4 tem a mão e mostra primeiro. Os lugares 1 e 7 estão encavados mas
continuam em jogo, por isso mostram nas suas próprias posições: o lugar 7 depois
do lugar 4, e o lugar 1 em último, depois do lugar 10. O lugar 6 desistiu.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Everyone went all-in before the flop, so there was no river betting. The
order is the same as if there had been: the marker seat 6 first, then seat
8, then seat 2.
</source>
        <translation>Todos ficaram encavados antes do flop, por isso não houve apostas
no rio. A ordem é a mesma que se tivesse havido: primeiro o lugar
6, que tem a mão, depois o lugar 8 e depois o lugar 2.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Seat 9 made the last raise, but that does not decide the order in hold&apos;em.
The river round was opened by seat 2, which holds the marker (it checked),
so seat 2 shows first, then seat 5 and seat 9.
</source>
        <translation>O lugar 9 fez o último repique, mas isso não decide a ordem no hold&apos;em.
O turno do rio foi iniciado pelo lugar 2, que tem a mão (passou), por
isso o lugar 2 mostra primeiro, depois o lugar 5 e o lugar 9.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>With two players left, seat 7 holds the marker, spoke first on the river and
shows first. Seat 3 follows.
</source>
        <translation>Com dois jogadores restantes, o lugar 7 tem a mão, falou
primeiro no rio e mostra primeiro. Segue-se o lugar 3.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>Seat 10 holds the marker and shows first. The next seat to its left is seat
1, on the other side of the croupier, then seat 4.
</source>
        <translation>O lugar 10 tem a mão e mostra primeiro. O lugar seguinte à sua
esquerda é o lugar 1, do outro lado do pagador, e depois o lugar 4.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/showdown-order.yaml"/>
        <source>The marker seat 1 folded, and so did seats 2 and 3. The first seat still in
clockwise from the marker is seat 4; then seat 6, seat 9 and seat 10.
</source>
        <translation>O lugar 1, que tem a mão, desistiu, e o mesmo fizeram os lugares 2 e 3. O primeiro lugar ainda em jogo a
partir da mão, no sentido dos ponteiros do relógio, é o lugar 4; depois o lugar 6, o lugar 9 e o lugar 10.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Hold&apos;em: who wins the pot?</source>
        <translation>Hold&apos;em: quem ganha o pote?</translation>
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
        <translation>No hold&apos;em, cada jogador tem duas cartas pessoais e partilha cinco cartas
comuns. Cada jogador forma a melhor mão de cinco cartas com as sete cartas que
pode usar: as duas cartas pessoais, uma delas ou nenhuma (regra 94 dos jogos
não bancados; interpretação R3-1). Quando as cinco melhores cartas de um
jogador estão todas nas cartas comuns, diz-se que ele «joga as cartas comuns».

As mãos graduam-se do naipe real até à carta maior (regra 17 dos jogos não bancados).
O ás é alto ou baixo: A-2-3-4-5 é uma sequência, mas é a mais baixa de todas, abaixo
de 2-3-4-5-6 (regras 72 e 92 dos jogos não bancados; interpretação R3-1).

Quando duas mãos têm a mesma categoria, compare-as carta a carta, como diz
a regra 18 dos jogos não bancados. No hold&apos;em, a quinta carta do póquer
conta, o par do trio-par conta, e as duas cartas laterais do trio contam
(interpretação R3-4). Só contam as cinco melhores cartas: uma sexta ou
sétima carta nunca desempata. Mãos iguais nas cinco cartas empatam e
repartem o pote (regra 66 dos jogos não bancados; interpretação R1-3).

Os lugares são numerados no sentido dos ponteiros do relógio a partir da esquerda do pagador
(regra 6 dos jogos não bancados; interpretação R0-1). As cartas escrevem-se com o valor
seguido do naipe, por exemplo Ah ou 10h; T e 10 significam ambos dez (interpretação R0-2).

Palavras da mesa: «o pagador» (o croupier), «cartas pessoais»
(as cartas de cada jogador), «cartas comuns» (as cartas da
mesa), «o pote»; o jogador que tem o marcador tem «a mão».
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Seat 2 and seat 8 both hold a straight. Seat 2&apos;s straight is A-2-3-4-5, where
the ace plays low: it is the lowest straight there is. Seat 8&apos;s 2-3-4-5-6 is
one step higher, so seat 8 wins. Seat 6&apos;s three nines lose to any straight.
</source>
        <translation>Os lugares 2 e 8 têm ambos uma sequência. A sequência do lugar 2 é A-2-3-4-5, em que o ás
joga baixo: é a sequência mais baixa que existe. O 2-3-4-5-6 do lugar 8 está um degrau
acima, por isso ganha o lugar 8. Os três noves do lugar 6 perdem contra qualquer sequência.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Every player has the four nines of the board. In hold&apos;em the fifth card of
four of a kind decides (non-banked rule 18 a): seat 3&apos;s king beats seat 5&apos;s
queen and seat 7&apos;s four. Seat 7 has no full house: four nines and a four are
only five cards, and the extra fours cannot be used.
</source>
        <translation>Todos os jogadores têm os quatro noves das cartas comuns. No hold&apos;em, decide a
quinta carta do póquer (regra 18 a dos jogos não bancados): o rei do lugar 3
bate a dama do lugar 5 e o quatro do lugar 7. O lugar 7 não tem trio-par: quatro
noves e um quatro já são cinco cartas, e os quatros a mais não podem ser usados.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>The board is a straight from ace down to ten (the 10h is the same card as Th).
Nobody can make a higher hand: seat 4&apos;s nine only makes a lower straight and
seat 9&apos;s ace adds nothing. All three play the board and tie.
</source>
        <translation>As cartas comuns são uma sequência do ás até ao dez (o 10h é a mesma carta que Th).
Ninguém consegue formar uma mão mais alta: o nove do lugar 4 só forma uma sequência mais
baixa e o ás do lugar 9 não acrescenta nada. Os três jogam as cartas comuns e empatam.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Every player has three kings. Seat 6 and seat 7 complete the full house with
the fives of the board: kings full of fives. Seat 2&apos;s pair of queens is
higher than the fives, so kings full of queens wins (non-banked rule 18 b).
Seat 7&apos;s third five does not help: a full house uses only two of them.
</source>
        <translation>Todos os jogadores têm três reis. Os lugares 6 e 7 completam o trio-par com os cincos
das cartas comuns: trio-par de reis com cincos. O par de damas do lugar 2 é mais alto
do que os cincos, por isso ganha o trio-par de reis com damas (regra 18 b dos jogos
não bancados). O terceiro cinco do lugar 7 não ajuda: um trio-par só usa dois deles.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>All three have three eights. The side cards decide (non-banked rule 18 e):
seat 3 and seat 8 both play 8-8-8-A-J, which beats seat 5&apos;s 8-8-8-K-Q. Seat
3&apos;s nine is a sixth card and does not count, so seat 3 and seat 8 tie.
</source>
        <translation>Os três têm três oitos. Decidem as cartas laterais (regra 18 e dos jogos não
bancados): os lugares 3 e 8 jogam ambos 8-8-8-A-J, que bate o 8-8-8-K-Q do lugar 5.
O nove do lugar 3 é uma sexta carta e não conta, por isso os lugares 3 e 8 empatam.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>With two pair, compare the higher pair, then the second pair, and only then
the fifth card (non-banked rule 18 f). Seat 9 plays queens and nines; seats 2
and 4 play queens and sevens. The nines beat the sevens before anyone looks
at seat 4&apos;s ace.
</source>
        <translation>Com dois pares, compare o par mais alto, depois o segundo par e só
então a quinta carta (regra 18 f dos jogos não bancados). O lugar
9 joga damas e noves; os lugares 2 e 4 jogam damas e setes. Os
noves batem os setes antes de alguém olhar para o ás do lugar 4.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Seat 5 holds three pairs, but a hand is five cards: kings, sixes and the best
remaining card. For seat 5 that card is a three. Seat 2 plays kings, sixes and
a queen, seat 8 kings, sixes and a jack. The queen wins.
</source>
        <translation>O lugar 5 tem três pares, mas uma mão tem cinco cartas: reis, seis e a
melhor carta restante. Para o lugar 5, essa carta é um três. O lugar 2 joga
reis, seis e uma dama; o lugar 8, reis, seis e um valete. Ganha a dama.
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
        <translation>As cartas comuns são um naipe de copas. Cada jogador com uma carta de copas
pode trocá-la por uma carta comum mais baixa. O lugar 5 forma A-K-J-9-6, o
lugar 7 K-Q-J-9-6 e o lugar 1 K-J-10-9-6. Os naipes comparam-se primeiro
pela carta mais alta (regra 18 d dos jogos não bancados), por isso ganha o
ás. O par de damas do lugar 7 não interessa: um naipe bate um par.
</translation>
    </message>
    <message>
        <location filename="../../lessons/holdem/winner.yaml"/>
        <source>Each player may use one pocket card, two, or none. Seat 6 makes 10-9-8-7-6,
seat 3 makes J-10-9-8-7 with one card, and seat 10 makes Q-J-10-9-8 with
both. The straight with the highest top card wins (non-banked rule 18 c).
</source>
        <translation>Cada jogador pode usar uma carta pessoal, duas ou nenhuma. O lugar 6 forma 10-9-8-7-6,
o lugar 3 forma J-10-9-8-7 com uma carta, e o lugar 10 forma Q-J-10-9-8 com as duas.
Ganha a sequência com a carta mais alta no topo (regra 18 c dos jogos não bancados).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Omaha: colour up</source>
        <translation>Omaha: trocar por fichas maiores</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 1 hands in 2 × 500 + 5 × 100 + 4 × 25 + 16 × 5 = 1,680, 27 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 500 + 1 × 100 + 3 × 25 + 1 × 5, 7 chips.
</source>
        <translation>O lugar 1 entrega 2 × 500 + 5 × 100 + 4 × 25 + 16 × 5 = 1.680, 27 fichas. Trocado a partir da ficha maior: 1 × 1.000 + 1 × 500 + 1 × 100 + 3 × 25 + 1 × 5, 7 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 5 hands in 5 × 100 + 12 × 25 + 12 × 5 = 860, 29 chips. Coloured up from the
largest chip: 1 × 500 + 3 × 100 + 2 × 25 + 2 × 5, 8 chips.
</source>
        <translation>O lugar 5 entrega 5 × 100 + 12 × 25 + 12 × 5 = 860, 29 fichas. Trocado a partir da ficha maior: 1 × 500 + 3 × 100 + 2 × 25 + 2 × 5, 8 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 3 hands in 4 × 500 + 5 × 100 + 4 × 25 + 10 × 5 = 2,650, 23 chips. Coloured up
from the largest chip: 2 × 1,000 + 1 × 500 + 1 × 100 + 2 × 25, 6 chips.
</source>
        <translation>O lugar 3 entrega 4 × 500 + 5 × 100 + 4 × 25 + 10 × 5 = 2.650, 23 fichas. Trocado a partir da ficha maior: 2 × 1.000 + 1 × 500 + 1 × 100 + 2 × 25, 6 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 3 hands in 5 × 1,000 + 2 × 500 + 5 × 100 + 12 × 25 = 6,800, 24 chips. Coloured
up from the largest chip: 1 × 5,000 + 1 × 1,000 + 1 × 500 + 3 × 100, 6 chips.
</source>
        <translation>O lugar 3 entrega 5 × 1.000 + 2 × 500 + 5 × 100 + 12 × 25 = 6.800, 24 fichas. Trocado a partir da ficha maior: 1 × 5.000 + 1 × 1.000 + 1 × 500 + 3 × 100, 6 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 7 hands in 2 × 500 + 4 × 25 + 10 × 5 + 10 × 1 = 1,160, 26 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 100 + 2 × 25 + 2 × 5, 6 chips.
</source>
        <translation>O lugar 7 entrega 2 × 500 + 4 × 25 + 10 × 5 + 10 × 1 = 1.160, 26 fichas. Trocado a partir da ficha maior: 1 × 1.000 + 1 × 100 + 2 × 25 + 2 × 5, 6 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 10 hands in 2 × 5,000 + 5 × 1,000 + 2 × 500 + 8 × 25 = 16,200, 17 chips.
Coloured up from the largest chip: 1 × 10,000 + 1 × 5,000 + 1 × 1,000 + 2 × 100, 5
chips.
</source>
        <translation>O lugar 10 entrega 2 × 5.000 + 5 × 1.000 + 2 × 500 + 8 × 25 = 16.200, 17 fichas. Trocado a partir da ficha maior: 1 × 10.000 + 1 × 5.000 + 1 × 1.000 + 2 × 100, 5 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 6 hands in 16 × 25 + 16 × 5 = 480, 32 chips. Coloured up from the largest chip:
4 × 100 + 3 × 25 + 1 × 5, 8 chips.
</source>
        <translation>O lugar 6 entrega 16 × 25 + 16 × 5 = 480, 32 fichas. Trocado a partir da ficha maior: 4 × 100 + 3 × 25 + 1 × 5, 8 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/colour-up.yaml"/>
        <source>Seat 8 hands in 8 × 500 + 5 × 100 + 12 × 25 = 4,800, 25 chips. Coloured up from the
largest chip: 4 × 1,000 + 1 × 500 + 3 × 100, 8 chips.
</source>
        <translation>O lugar 8 entrega 8 × 500 + 5 × 100 + 12 × 25 = 4.800, 25 fichas. Trocado a partir da ficha maior: 4 × 1.000 + 1 × 500 + 3 × 100, 8 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>Omaha: take the commission</source>
        <translation>Omaha: retirar a percentagem</translation>
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
        <translation>As mesas de Omaha na modalidade por mão pagam à concessionária até 5 % de cada mão,
deduzidos antes de o vencedor ser pago; a concessionária pode fixar um quantitativo
máximo por mão (regra 7 a dos jogos não bancados). Salvo indicação em contrário num
exercício, a mesa cobra 5 % sem máximo (interpretação R1-5).

Interpretação R1-5: trabalhe pote a pote, começando pelo pote principal. Cada pote paga a sua percentagem, arredondada por defeito à
unidade de ficha da mesa; quando a mão atinge o máximo, os potes seguintes pagam
apenas o que resta abaixo dele (interpretação R1-5, a leitura
adoptada da regra 65 dos jogos não bancados, «de cada um dos pagamentos»; interpretação R0-3).

Duas coisas nunca alteram a percentagem: uma aposta não acompanhada é devolvida antes
de tudo o resto e não paga nada (interpretação R1-1), e uma mão ganha porque todos os
outros desistiram paga percentagem como qualquer outra mão (interpretação R1-5).

Palavras da mesa: a comissão é «a percentagem» destinada à
concessionária (regra 65), retirada pelo «pagador» (regra 9); o pote é «o pote».
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The pot is 50 + 100 + 990 + 990 = 2,130. 5 % of it is 106.5, rounded down
to 106.
</source>
        <translation>O pote é 50 + 100 + 990 + 990 = 2.130. 5 % dele são 106,5, arredondados por defeito
para 106.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>Seat 7 could call only 1,200, so 1,800 of seat 2&apos;s bet goes back. The pot is
1,200 + 1,200 + 100 = 2,500, and 5 % of it is 125.
</source>
        <translation>O lugar 7 só pôde acompanhar 1.200, por isso 1.800 da aposta do lugar 2 voltam para trás.
O pote é 1.200 + 1.200 + 100 = 2.500, e 5 % dele são 125.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The main pot is 660 x 3 + 50 = 2,030: 5 % is 101.5, so 101. The side pot is
245 x 2 = 490: 5 % is 24.5, so 24. Together 125 under the house ruling R1-5, which charges each pot on its own.
Seat 8 wins both pots, so one payment of 2,520; read literally, rule 65
(&quot;de cada um dos pagamentos&quot;) would give 126. The trainer follows R1-5.
</source>
        <translation>O pote principal é 660 x 3 + 50 = 2.030: 5 % são 101,5, portanto 101. O pote lateral é
245 x 2 = 490: 5 % são 24,5, portanto 24. Ao todo 125, pela interpretação R1-5, que cobra cada pote por si.
O lugar 8 ganha os dois potes, portanto um só pagamento de 2.520; lida à letra, a regra 65
(«de cada um dos pagamentos») daria 126. O programa segue a R1-5.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The pot is 1,990 and 5 % of it is 99.5. The smallest chip is 10, so the
commission is rounded down to 90.
</source>
        <translation>O pote é 1.990 e 5 % dele são 99.5. A ficha mais pequena é de 10, por isso a
percentagem é arredondada por defeito para 90.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The cap is 250 a hand. The main pot of 3,000 pays 150. The side pot of 2,400
would pay 120, but only 100 is left under the cap. Total 250.
</source>
        <translation>O máximo é 250 por mão. O pote principal de 3.000 paga 150. O pote lateral de 2.400
pagaria 120, mas só restam 100 abaixo do máximo. Total 250.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>This table takes 4 %. The pot is 1,850, and 4 % of it is exactly 74.
</source>
        <translation>Esta mesa cobra 4 %. O pote é 1.850, e 4 % dele são exactamente 74.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>The table plays without a per-hand commission: nothing is taken.
</source>
        <translation>A mesa joga sem percentagem por mão: não se cobra nada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/commission.yaml"/>
        <source>Seat 8 raised to 350 and both blinds folded: the 250 above the big blind is
returned. The pot is 50 + 100 + 100 = 250, and even with no flop it pays
5 %: 12.5, rounded down to 12.
</source>
        <translation>O lugar 8 repicou para 350 e os jogadores da pequena e da grande aposta
desistiram: os 250 acima da
grande aposta são devolvidos. O pote é 50 + 100 + 100 = 250 e, mesmo sem flop, paga
5 %: 12,5, arredondados por defeito para 12.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>Omaha: count the stack</source>
        <translation>Omaha: contar a pilha</translation>
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
        <translation>As apostas dos jogadores são «exclusivamente efectuadas com fichas» (regra 19 dos
jogos não bancados), e um jogador realizou a sua aposta quando coloca as suas fichas
para lá das linhas que delimitam o seu espaço (regra 53). O pagador conta as fichas de cada lugar num relance; aqui as quantias debaixo das fichas ficam escondidas até responder.

Conte da ficha maior para a menor: a legenda das fichas na mesa dá o valor de
cada cor, e cada ficha mostra também o seu valor na face. As pilhas são desenhadas no menor número de fichas do conjunto da mesa, as denominações maiores atrás; uma pilha completa tem 20 fichas, desenhada mais baixa e marcada «×20».

As quantias são múltiplos inteiros da unidade de ficha da mesa (interpretação R0-3).

Palavras da mesa: as fichas são «fichas» (regra 19), as fichas que o jogador
guarda junto ao seu lugar são «a cave» (regra 52), e o pote é «o pote».
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 500, one 100, three 25s and one 5: 1,680.
</source>
        <translation>A partir da ficha maior: uma de 1.000, uma de 500, uma de 100, três de 25 e uma de 5: 1.680.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: one 500, three 100s, two 25s and two 5s: 860.
</source>
        <translation>A partir da ficha maior: uma de 500, três de 100, duas de 25 e duas de 5: 860.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: two 1,000s, one 500, one 100 and two 25s: 2,650.
</source>
        <translation>A partir da ficha maior: duas de 1.000, uma de 500, uma de 100 e duas de 25: 2.650.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: one 5,000, one 1,000, one 500 and three 100s: 6,800.
</source>
        <translation>A partir da ficha maior: uma de 5.000, uma de 1.000, uma de 500 e três de 100: 6.800.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 100, two 25s and two 5s: 1,160.
</source>
        <translation>A partir da ficha maior: uma de 1.000, uma de 100, duas de 25 e duas de 5: 1.160.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: one 10,000, one 5,000, one 1,000 and two 100s: 16,200.
</source>
        <translation>A partir da ficha maior: uma de 10.000, uma de 5.000, uma de 1.000 e duas de 100: 16.200.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: four 100s, three 25s and one 5: 480.
</source>
        <translation>A partir da ficha maior: quatro de 100, três de 25 e uma de 5: 480.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/count-stack.yaml"/>
        <source>From the largest chip: four 1,000s, one 500 and three 100s: 4,800.
</source>
        <translation>A partir da ficha maior: quatro de 1.000, uma de 500 e três de 100: 4.800.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>Omaha: cut a split pot</source>
        <translation>Omaha: dividir um pote empatado</translation>
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
        <translation>Os potes do Omaha pagam-se pelas regras gerais dos jogos não bancados. Quando dois ou mais
jogadores têm mãos iguais, repartem o pote (regra 66 dos jogos não bancados): dentro de um
pote todos os vencedores puseram o mesmo, por isso as partes são iguais (interpretação
R1-3). A pergunta diz quem empata e em que pote; as fichas estão na mesa e de perto no painel,
sem totais: conte-as.

Divida o pote como o pagador faz. Primeiro conte-o, da ficha maior para a menor.
Depois retire a percentagem da concessionária do pote antes de o pagar (regras 7 a e 65
dos jogos não bancados): 5 %, salvo indicação em contrário no cartão da mesa, e nunca mais
do que o limite da mesa, se o tiver, arredondada por defeito à unidade de ficha (interpretação R1-5; interpretação R0-3). O que fica é
dividido em pilhas iguais, uma por vencedor, em unidades de ficha inteiras; uma ficha que
não se divide por igual é trocada por fichas menores do tabuleiro (prática da casa).

A regra 67 reparte o pote de forma que em cada parte a ficha mais pequena seja igual ao
mínimo da aposta, e atribui a parte maior «à mão» (o marcador), e depois aos jogadores
seguintes. O programa toma a unidade de ficha da mesa como essa ficha mais pequena: as
unidades que sobram vão uma a uma para os vencedores empatados, a começar pelo vencedor no
lugar que tem a mão ou pelo primeiro vencedor a partir desse lugar no sentido dos ponteiros
do relógio (interpretação R1-4).

Escreva a pilha de cada vencedor: Tab passa ao vencedor seguinte, Enter entrega a
divisão. Um clique no lugar de um vencedor leva-o à pilha desse vencedor.

Palavras da mesa: o pote é «o pote», um pote lateral é «pote lateral» (regra 38), a
comissão é «a percentagem» (regra 65), a ficha que sobra é a «ficha remanescente».
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>The pot is 1,650; commission 5 % is 82.50, rounded down to 80, leaving
1,570: 314 units of 5, 157 each: 785 and 785, nothing left over.
</source>
        <translation>O pote é 1.650; a percentagem de 5 % é 82,50, arredondada por defeito para 80, ficando 1.570: 314 unidades de 5, 157 para cada um: 785 e 785, sem sobra.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>Each tied hand uses its king and queen with the board&apos;s king, nine and
seven. The pot is 1,025; commission 51.25 rounds down to 50, leaving 975:
195 units, 97 each (485) and one over. The marker is at seat 4, which
folded: clockwise from it seat 6 comes first and takes the odd chip, 490.
</source>
        <translation>Cada mão empatada usa o seu rei e a sua dama com o rei, o nove e o sete das cartas comuns. O pote é 1.025; a percentagem de 51,25 arredonda por defeito para 50, ficando 975: 195 unidades, 97 para cada um (485) e uma a mais. O marcador está no lugar 4, que desistiu: a partir dele, no sentido dos ponteiros do relógio, o lugar 6 vem primeiro e leva a ficha remanescente, 490.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>The pot is 710; commission 35.50 rounds down to 35, leaving 675: 135
units, 67 each (335) and one over. Seat 7 holds the marker and is a
winner: rule 67 gives the larger part to &quot;a mão&quot;, so seat 7 takes 340.
</source>
        <translation>O pote é 710; a percentagem de 35,50 arredonda por defeito para 35, ficando 675: 135 unidades, 67 para cada um (335) e uma a mais. O lugar 7 tem o marcador e é vencedor: a regra 67 dá a parte maior «à mão», por isso o lugar 7 leva 340.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>Each hand makes three kings with its six and five. The pot is 800;
commission 40, leaving 760: 152 units, 50 each (250) and two over.
Clockwise from the marker at seat 5 the winners come 9, 1, 3: seats 9 and
1 take one unit each, 255; seat 3 keeps 250.
</source>
        <translation>Cada mão faz três reis com o seu seis e o seu cinco. O pote é 800; a percentagem é 40, ficando 760: 152 unidades, 50 para cada um (250) e duas a mais. No sentido dos ponteiros do relógio a partir do marcador no lugar 5, os vencedores vêm 9, 1, 3: os lugares 9 e 1 levam uma unidade cada, 255; o lugar 3 fica com 250.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>This table charges 5 % with a cap of 40 a hand. 5 % of 1,815 would be 90.75,
so the cap applies: 40. The 1,775 left is 355 units, 177 each (885) and
one over, to seat 2 at the marker: 890.
</source>
        <translation>Esta mesa cobra 5 % com um limite de 40 por mão. 5 % de 1.815 seriam 90,75, por isso aplica-se o limite: 40. Os 1.775 que ficam são 355 unidades, 177 para cada um (885) e uma a mais, para o lugar 2, que tem a mão: 890.
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
        <translation>Os três ases do lugar 3 ganham sozinhos o pote principal de 450. Os lugares 6 e 10 têm mãos iguais, ás, rei, dama, valete, oito, e empatam no pote lateral de 2 x 490 = 980. A percentagem de 49 arredonda por defeito para 45, ficando 935: 187 unidades, 93 para cada um (465) e uma a mais; a partir do marcador no lugar 3, o lugar 6 vem primeiro e leva 470.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>This table charges its percentage by the session (rule 7 b), not from each
hand: the whole 625 is cut. 125 units, 62 each (310) and one over. From
the marker at seat 8 the order goes round past the croupier to seat 2
before seat 5: seat 2 takes 315.
</source>
        <translation>Esta mesa cobra a percentagem por sessão (regra 7 b), não em cada mão: os 625 dividem-se todos. 125 unidades, 62 para cada um (310) e uma a mais. A partir do marcador no lugar 8, a ordem dá a volta pelo pagador até ao lugar 2 antes do lugar 5: o lugar 2 leva 315.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/cut-pot.yaml"/>
        <source>Four hands of three kings with six and five. The pot is 815; commission
40.75 rounds down to 40, leaving 775: 155 units, 38 each (190) and three
over. Clockwise from the marker at seat 6 the winners come 7, 9, 1, 3:
seats 7, 9 and 1 take 195, seat 3 keeps 190.
</source>
        <translation>Quatro mãos de três reis com seis e cinco. O pote é 815; a percentagem de 40,75 arredonda por defeito para 40, ficando 775: 155 unidades, 38 para cada um (190) e três a mais. No sentido dos ponteiros do relógio a partir do marcador no lugar 6, os vencedores vêm 7, 9, 1, 3: os lugares 7, 9 e 1 levam 195, o lugar 3 fica com 190.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Omaha: read every hand</source>
        <translation>Omaha: ler cada mão</translation>
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
        <translation>Uma mão de omaha é sempre exactamente duas das quatro cartas pessoais do jogador mais
exactamente três das cinco cartas comuns (regras 73 e 77 dos jogos não bancados;
interpretação R3-1). Para ler uma mão, experimente os pares de cartas pessoais um a um
com as cartas comuns que lhes servem, e fique com a melhor mão de cinco cartas que
encontrar.

Cuidado com as mãos que parecem melhores do que são. Uma única carta pessoal de um
naipe nunca faz naipe, mesmo com quatro cartas desse naipe nas cartas comuns. Quatro
ases na mão dão só um par vindo da mão, já que só dois deles podem jogar; as três
cartas comuns podem ainda juntar um segundo par ou um trio. Cartas comuns com dois
pares não dão dois pares a toda a gente: só jogam três cartas comuns, por isso dão um
par, a não ser que as cartas do próprio jogador façam par com alguma coisa. Cartas
comuns com póquer dão, no máximo, um trio. Um jogador precisa de duas cartas suas em
qualquer sequência.

As categorias têm os nomes da regra 17 dos jogos não bancados: naipe real, sequência
de naipe, póquer, trio-par, naipe, sequência, trio, dois pares, um par, carta maior.
O ás joga alto ou baixo (regra 72 dos jogos não bancados; interpretação R3-1).

Palavras da mesa (o português do regulamento): o croupier é «o pagador», as
cartas de cada jogador são as «cartas pessoais», as cartas da mesa «as cartas
comuns» (flop, turn, «rio»); as mãos são «sequência» (straight), «cor» ou
«naipe» (flush), «trio» (three of a kind), «fullen» ou «trio-par» (full
house), «póquer» (four of a kind), «dois pares», «um par», «carta maior».
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Seat 2&apos;s ace of spades is its only spade: no flush, just a pair of queens.
Seat 5 has two spades, enough for a flush with three board spades. Seat 7
uses 9-7 with 10-8-6 for a straight. Seat 10 looks like kings full of threes,
but that would take three pocket cards (K-K-3): it has three kings.
</source>
        <translation>O ás de espadas do lugar 2 é a sua única espada: não há naipe, apenas um par de damas.
O lugar 5 tem duas espadas, o suficiente para um naipe com três espadas das cartas
comuns. O lugar 7 usa 9-7 com 10-8-6 para uma sequência. O lugar 10 parece ter trio-par
de reis com três, mas isso exigiria três cartas pessoais (K-K-3): tem três reis.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Only two of seat 2&apos;s four aces may play: one pair. Seat 6 uses 4-6 with
5-3-2 for 2-3-4-5-6. Seat 9 can make three kings or three nines, but not a
full house: K-K-9-9 are four pocket cards.
</source>
        <translation>Só dois dos quatro ases do lugar 2 podem jogar: um par. O lugar 6 usa 4-6 com
5-3-2 para 2-3-4-5-6. O lugar 9 pode fazer três reis ou três noves, mas não um
trio-par: K-K-9-9 são quatro cartas pessoais.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Three of the four sixes is the most anyone can use. Seat 4 has three sixes
with A-K. Seat 8&apos;s queens with three sixes make a full house. Seat 1 makes
aces full of sixes with its two aces, the board ace and two sixes.
</source>
        <translation>Três dos quatro seis é o máximo que alguém pode usar. O lugar 4 tem três seis
com A-K. As damas do lugar 8 com três seis fazem trio-par. O lugar 1 faz
trio-par de ases com seis com os seus dois ases, o ás das cartas comuns e dois seis.
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
        <translation>As cartas comuns mostram 5-6-7-8. O único nove do lugar 2 seria uma sequência no
hold&apos;em, mas aqui precisa de uma segunda carta pessoal que sirva: só um par de ases.
O lugar 5 usa 9-10 com 6-7-8; o lugar 8 usa 4-3 com 5-6-7. O nove e o quatro do
lugar 10 não cabem juntos em nenhuma sequência (5-6-7-8-9 precisaria de quatro
cartas comuns), por isso joga três reis.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Seat 3&apos;s ace of hearts is a single heart: a pair of queens. Seat 6&apos;s two
hearts make a flush. Seat 9&apos;s king of hearts is also alone; its two kings
with the board king make three of a kind.
</source>
        <translation>O ás de copas do lugar 3 é uma copa isolada: um par de damas. As duas copas do
lugar 6 fazem naipe. O rei de copas do lugar 9 também está isolado; os seus dois reis
com o rei das cartas comuns fazem trio.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Seat 4&apos;s 10-J of diamonds with 7-8-9 of diamonds make a straight flush.
Seat 7&apos;s two diamonds make an ace-high flush, better than its three kings.
Seat 2 has three nines or three twos, never a full house, because 9-9-2-2
would be four pocket cards.
</source>
        <translation>O 10-J de oiros do lugar 4 com 7-8-9 de oiros faz uma sequência de naipe.
Os dois oiros do lugar 7 fazem um naipe até ao ás, melhor do que os seus três reis.
O lugar 2 tem três noves ou três dois, nunca um trio-par, porque 9-9-2-2
seriam quatro cartas pessoais.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>Seat 2 uses 2-5 with A-3-4: A-2-3-4-5, a straight with the ace low. Seat 8&apos;s
five would need a two to make the same straight; it plays three aces. Seat 5
has only a pair.
</source>
        <translation>O lugar 2 usa 2-5 com A-3-4: A-2-3-4-5, uma sequência com o ás baixo. O cinco do
lugar 8 precisaria de um dois para fazer a mesma sequência; joga três ases. O lugar 5
tem apenas um par.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/hand-category.yaml"/>
        <source>The board shows queens and eights, but seat 1 can use only three board
cards: Q-Q-8 with A-K is one pair. Seat 4 makes three queens (its nines give
only two pair). Seat 7 uses 8-3 with 8-8-3: eights full of threes.
</source>
        <translation>As cartas comuns mostram damas e oitos, mas o lugar 1 só pode usar três cartas
comuns: Q-Q-8 com A-K é um par. O lugar 4 faz três damas (os seus noves dão
apenas dois pares). O lugar 7 usa 8-3 com 8-8-3: trio-par de oitos com três.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>Omaha: pay it in chips</source>
        <translation>Omaha: pague com fichas</translation>
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
        <translation>Liquidados os potes, o pagador empurra a cada vencedor a sua parte, montada com as fichas do conjunto da mesa. Calcule primeiro a parte, depois monte-a.

1. A parte é a do regulamento. Devolva primeiro qualquer aposta que ninguém igualou (interpretação R1-1). Forme os potes pelos níveis dos encavados: um pote lateral por cada montante de encavado (regras 38, 49 e 50 dos jogos não bancados; interpretação R1-2). Tire a percentagem de cada pote antes de o dividir, o pote principal primeiro, arredondada por defeito à unidade de ficha; o limite é o da jogada, por isso o pote principal pode esgotá-lo (regras 7 a) e 65 dos jogos não bancados; interpretação R1-5). O resto vai para a melhor mão entre os lugares que podem ganhar esse pote; vencedores empatados dividem-no em partes iguais (interpretação R1-3), e as unidades que sobram vão uma a uma aos vencedores empatados a partir do lugar do marcador, no sentido dos ponteiros do relógio (regra 67 dos jogos não bancados; interpretação R1-4).
2. As fichas são as da Casa. Nenhum regulamento diz como se compõe um pagamento: a Casa paga no menor número de fichas que o seu conjunto permite, a maior primeiro. 137 são uma de 100, uma de 25, duas de 5 e duas de 1 (seis fichas).
3. A legenda das fichas na mesa mostra o conjunto; não há ficha menor do que a unidade de ficha.

Um pagamento com o montante certo mas com mais fichas do que as necessárias vale metade da cotação.

Palavras da mesa: as fichas são «fichas» (regra 19), o pote «o pote», um pote lateral «pote lateral» (regra 38), a comissão «a percentagem» (regra 65).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>Seat 7&apos;s ace makes three aces. 5 % of the 3,050 pot would be 150, but the
cap leaves 25: seat 7 takes 3,025, three 1,000s and one 25.
</source>
        <translation>O ás do lugar 7 faz um trio de ases. 5 % do pote de 3.050 seriam 150, mas o limite deixa 25: o lugar 7 recebe 3.025, três de 1.000 e uma de 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>The main pot (155) is charged first: 7 of the cap of 10. Side pot 1 (50 to
120, seats 9 and 10: 140) would owe 7, but only 3 is left: seat 9&apos;s
straight takes 137.
</source>
        <translation>O pote principal (155) paga primeiro: 7 do limite de 10. O pote lateral 1 (de 50 a 120, lugares 9 e 10: 140) deveria 7, mas só restam 3: a sequência do lugar 9 recebe 137.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>Seats 1 and 2 hold the same A-K-Q-J-10 straight. The pot of 730 less the
capped commission of 25 leaves 705: 350 each and one unit of 5 over, to
seat 1, the first winner clockwise from the marker (seat 5). Seat 1
takes 355.
</source>
        <translation>Os lugares 1 e 2 têm a mesma sequência A-K-Q-J-10. O pote de 730 menos a percentagem limitada de 25 deixa 705: 350 a cada um e sobra uma unidade de 5, para o lugar 1, o primeiro vencedor a partir do marcador (lugar 5) no sentido dos ponteiros do relógio. O lugar 1 recebe 355.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>Seat 3&apos;s 30 over seat 7&apos;s 120 goes back first. Side pot 1 takes 46 to 97:
167, for seats 3 and 4. 4 % of 167 is 6: seat 3 takes 161.
</source>
        <translation>Os 30 do lugar 3 acima dos 120 do lugar 7 são devolvidos primeiro. O pote lateral 1 recebe de 46 a 97: 167, para os lugares 3 e 4. 4 % de 167 são 6: o lugar 3 recebe 161.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>The same hand with no cap, at a table whose chip unit is 25: 5 % of 3,050
is 152.5, rounded down to 150. Seat 7 takes 2,900: two 1,000s, one 500
and four 100s.
</source>
        <translation>A mesma mão sem limite, numa mesa cuja unidade de ficha é 25: 5 % de 3.050 são 152,5, arredondados por defeito para 150. O lugar 7 recebe 2.900: duas de 1.000, uma de 500 e quatro de 100.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>40 goes back to seat 3. 5 % of the 190 pot is 9: seat 4&apos;s straight takes
181, one 100, three 25s, one 5 and one 1.
</source>
        <translation>40 são devolvidos ao lugar 3. 5 % do pote de 190 são 9: a sequência do lugar 4 recebe 181, uma de 100, três de 25, uma de 5 e uma de 1.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>4 % of 4,675 would be 175, but the cap is 100: seat 10&apos;s straight takes
4,575, four 1,000s, one 500 and three 25s.
</source>
        <translation>4 % de 4.675 seriam 175, mas o limite é 100: a sequência do lugar 10 recebe 4.575, quatro de 1.000, uma de 500 e três de 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pay-chips.yaml"/>
        <source>80 goes back to seat 3. 5 % of 380 is 19, rounded down to the chip unit of
10: 10. Seat 4 takes 370: three 100s, one 50 and two 10s.
</source>
        <translation>80 são devolvidos ao lugar 3. 5 % de 380 são 19, arredondados por defeito à unidade de ficha de 10: 10. O lugar 4 recebe 370: três de 100, uma de 50 e duas de 10.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Omaha: build the pots and pay them</source>
        <translation>Omaha: formar os potes e pagá-los</translation>
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
        <translation>Os potes do omaha liquidam-se exactamente como os do hold&apos;em; só a leitura das mãos
é diferente (duas cartas pessoais e três cartas comuns, regra 73 dos jogos não bancados).

1. Devolva a aposta não acompanhada: o que o maior apostador pôs acima do segundo
   maior total volta para ele, fora de qualquer pote (interpretação R1-1).
2. Forme um pote por cada nível de encavado (regras 38, 49 e 50 dos jogos não
   bancados; interpretação R1-2). O pote principal recebe as fichas de todos os
   jogadores até ao menor montante de encavado, incluindo os que desistiram; cada
   pote lateral recebe a camada seguinte. Os jogadores que desistiram pagam para os
   potes, mas nunca os ganham.
3. Interpretação R1-5: retire a percentagem de cada pote, começando pelo pote
   principal, arredondada por defeito à unidade
   de ficha: 5 %, salvo indicação em contrário da mesa, com o máximo da mesa se o houver
   (interpretação R1-5, a leitura adoptada das regras 7 a e 65 dos jogos não bancados;
   interpretação R0-3).
4. Entregue cada pote à melhor mão entre os jogadores que o podem ganhar. A regra 66
   manda os vencedores empatados repartir «na proporção das suas apostas»; dentro de
   um pote por camadas, todos puseram o mesmo, por isso as partes são iguais
   (interpretação R1-3). A regra 67 reparte em unidades do mínimo da mesa, com a parte
   maior para «a mão»; o programa toma a unidade de ficha como essa unidade, e as
   fichas que sobram vão uma a uma para os vencedores empatados, a começar pelo lugar
   que tem a mão ou pelo primeiro vencedor a partir dele no sentido dos ponteiros do
   relógio (interpretação R1-4).
5. Confira que os pagamentos mais a percentagem igualam tudo o que foi posto
   (interpretação R1-6).

Palavras da mesa: o pote é «o pote», um pote lateral é «pote lateral» (regra 38), um
jogador que já pôs todas as suas fichas é «encavado» (regra 49), as suas fichas são «a
cave», a comissão é «a percentagem» (regra 65), a ficha que sobra é a «ficha remanescente».
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
        <translation>O lugar 9 estava encavado com 1.100, por isso 1.300 dos 2.400 do lugar 3 voltam para o
lugar 3. O pote é 50 + 100 + 1.100 + 1.100 = 2.350. O rei de espadas do lugar 3 é a
sua única espada (não há naipe); tem um par de damas. Os oitos do lugar 9 com o oito
das cartas comuns fazem trio. Percentagem: 5 % de 2.350 = 117,5, portanto 117;
o lugar 9 recebe 2.233.
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
        <translation>Os 1.500 do lugar 9 acima dos 2.000 do lugar 7 não foram acompanhados e voltam para trás.
Os níveis de encavado são 400, 900 e 2.000. Pote principal: 400 dos lugares 2, 4, 6, 7
e 9 mais os 25 do lugar 1 = 2.025, ganho pelo lugar 2 (trio-par de reis com setes).
Pote lateral 1: 500 de cada um dos lugares 4, 6, 7 e 9 = 2.000, ganho pelo lugar 4
(trio-par de damas). Pote lateral 2: 1.100 de cada um dos lugares 7 e 9 mais os
últimos 300 do lugar 6, que desistiu = 2.500, ganho pelos ases e setes do lugar 7
contra os noves e setes do lugar 9. O lugar 6 pôs 1.200 e desistiu: as suas fichas
estão nos três potes, mas não pode ganhar nenhum. Percentagens: 101, 100 e 125.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seats 3 and 8 both make Q-J-10-9-8 and tie. The commission is 5 % of 1,975
= 98.75, so 98; 1,877 remains, 938 each with one chip over. The odd chip
goes to the first winner clockwise from the marker seat 6: seat 8 (seat 7
folded), not seat 3.
</source>
        <translation>Os lugares 3 e 8 fazem ambos Q-J-10-9-8 e empatam. A percentagem é 5 % de 1.975
= 98,75, portanto 98; restam 1.877, 938 para cada um e uma ficha que sobra. A ficha
remanescente vai para o primeiro vencedor a partir do lugar 6, que tem a mão, no
sentido dos ponteiros do relógio: o lugar 8 (o lugar 7 desistiu), e não o lugar 3.
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
        <translation>Os três fazem a sequência até ao ás com J-10. O pote é 1.825; 5 % são
91,25, arredondados por defeito à unidade de ficha de 5: 90. Restam 1.735, ou 347 fichas
de 5: 115 fichas (575) para cada um e 2 fichas que sobram. A partir do lugar 7, que tem
a mão, no sentido dos ponteiros do relógio, o primeiro vencedor é o lugar 9 e depois,
passando o pagador, o lugar 2. Cada um recebe uma ficha de 5 a mais.
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
        <translation>O lugar 3 apostou 600 e desistiu perante o repique do lugar 5 para 1.400, por isso 800
voltam para o lugar 5. O lugar 1 está encavado com 250: o pote principal é 250 dos
lugares 1, 3 e 5 mais a pequena e a grande aposta, 25 e 50 = 825, e os três noves do
lugar 1 ganham-no (41 de percentagem). O resto da aposta do lugar 3, 350, e 350 do
lugar 5 formam um pote lateral de 700 que só o lugar 5 pode ganhar (35 de percentagem).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>No commission at this table. Seat 4&apos;s kings full of eights win the main pot
(800 from three players plus 50 = 2,450). Seats 6 and 7 both make three
eights with ace and king and split the side pot of 1,400. Check: 2,450 +
700 + 700 = 3,850, everything that was put in.
</source>
        <translation>Nesta mesa não há percentagem. O trio-par de reis com oitos do lugar 4 ganha o pote
principal (800 de três jogadores mais 50 = 2.450). Os lugares 6 e 7 fazem ambos três
oitos com ás e rei e repartem o pote lateral de 1.400. Confirmação: 2.450 +
700 + 700 = 3.850, tudo o que foi posto.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seat 8&apos;s four aces play as one pair of aces; seat 10&apos;s kings with the board
king are three of a kind. 5 % of 8,300 would be 415, but the table caps the
commission at 150, so seat 10 receives 8,150.
</source>
        <translation>Os quatro ases do lugar 8 jogam como um par de ases; os reis do lugar 10 com o rei das
cartas comuns são um trio. 5 % de 8.300 seriam 415, mas a mesa limita a
percentagem a 150, por isso o lugar 10 recebe 8.150.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/pot-split.yaml"/>
        <source>Seat 4 bet 600 on the flop and everyone folded: the 600 goes back. The pot
of 300 + 300 + 300 + 50 = 950 pays 47 commission even without a showdown,
and seat 4 receives 903 + 600 = 1,503.
</source>
        <translation>O lugar 4 apostou 600 no flop e todos desistiram: os 600 voltam para trás. O pote
de 300 + 300 + 300 + 50 = 950 paga 47 de percentagem, mesmo sem revelação do jogo,
e o lugar 4 recebe 903 + 600 = 1.503.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Omaha: who shows first?</source>
        <translation>Omaha: quem mostra primeiro?</translation>
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
        <translation>As cartas só são viradas à voz do pagador. O jogador que iniciou o último turno de
apostas mostra primeiro, e os outros seguem-se um a um à sua esquerda, ou seja, no
sentido dos ponteiros do relógio (regra 62 dos jogos não bancados; interpretação R2-1).

No omaha, o jogador que tem o marcador («a mão») faz a pequena aposta (regra 81) e,
a partir do flop (flop, turn e rio), é o primeiro a falar em todos os turnos (regra 85
dos jogos não bancados). Assim, o primeiro a mostrar é o lugar que tem a mão, se
ainda estiver em jogo e puder apostar no rio; caso contrário (se desistiu, ou se já
estava encavado quando começou o turno do rio), o primeiro lugar a partir do marcador,
no sentido dos ponteiros do relógio, que podia agir (interpretação R2-1). Não
interessa quem apostou ou repicou por último.

Os lugares são numerados no sentido dos ponteiros do relógio a partir da esquerda do
pagador: no sentido dos ponteiros do relógio significa números de lugar crescentes, e
depois do lugar mais alto vem de novo o lugar 1 (regra 6 dos jogos não bancados;
interpretação R0-1). Os jogadores que desistiram nunca mostram; os jogadores encavados
mostram na sua própria posição e, se todos estavam encavados, a ordem não muda
(interpretações R2-4 e R2-1).

Palavras da mesa: o lugar que tem o marcador é «a mão», cada ronda de apostas
é um «turno de apostas», o momento de mostrar as cartas é a «revelação do
jogo»; um jogador que já pôs todas as suas fichas é «encavado» (regra 49).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 2 holds the marker and stayed in: it opened the river round and shows
first. Then clockwise: seats 5, 6 and 9. Seat 3 folded.
</source>
        <translation>O lugar 2 tem o marcador e continuou em jogo: iniciou o turno do rio e mostra
primeiro. Depois, no sentido dos ponteiros do relógio: os lugares 5, 6 e 9. O lugar 3
desistiu.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>The marker seat 6 folded, and so did seat 7. The first seat still in
clockwise from the marker is seat 8; after it come seat 1 and seat 3, on the
other side of the croupier.
</source>
        <translation>O lugar 6, que tem a mão, desistiu, e o lugar 7 também. O primeiro lugar ainda em jogo
a partir do marcador, no sentido dos ponteiros do relógio, é o lugar 8; depois vêm o
lugar 1 e o lugar 3, do outro lado do pagador.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 9 holds the marker and shows first; seat 3 is next clockwise, past the
croupier.
</source>
        <translation>O lugar 9 tem o marcador e mostra primeiro; o lugar 3 é o seguinte no sentido dos
ponteiros do relógio, passando o pagador.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 3 holds the marker and shows first. All-in players still show in their
places: seat 5 after seat 3, and seat 1, the first all-in, only at the end,
after seat 8. Seats 4 and 9 folded and do not show.
</source>
        <translation>O lugar 3 tem o marcador e mostra primeiro. Os jogadores encavados mostram na mesma,
na sua posição: o lugar 5 depois do lugar 3, e o lugar 1, o primeiro encavado, só no
fim, depois do lugar 8. Os lugares 4 e 9 desistiram e não mostram.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 7 made the last raise, but in omaha under these rules the order comes
from who opened the river round: the marker seat 4, which checked. Seat 4
shows first, then seats 7 and 9.
</source>
        <translation>O lugar 7 fez o último repique, mas no omaha, segundo estas regras, a ordem vem de quem
iniciou o turno do rio: o lugar 4, que tem a mão, e que passou. O lugar 4
mostra primeiro, depois os lugares 7 e 9.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>All three players were all-in, so nobody bet on the river. The order is the
same as usual: the marker seat 7 folded, so seat 8, the first seat still in
to its left, shows first, then seats 1 and 5.
</source>
        <translation>Os três jogadores estavam encavados, por isso ninguém apostou no rio. A ordem é a
habitual: o lugar 7, que tem a mão, desistiu, por isso o lugar 8, o primeiro lugar ainda
em jogo à sua esquerda, mostra primeiro, depois os lugares 1 e 5.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Ten seats: the marker seat 1 and seats 2 and 3 folded. Seat 4 is the first
still in clockwise from the marker and shows first, then 6, 9 and 10.
</source>
        <translation>Dez lugares: o lugar 1, que tem a mão, e os lugares 2 e 3 desistiram. O lugar 4 é o
primeiro ainda em jogo a partir do marcador, no sentido dos ponteiros do relógio, e
mostra primeiro, depois o 6, o 9 e o 10.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/showdown-order.yaml"/>
        <source>Seat 10, the last seat before the croupier, holds the marker and shows
first. The next seat to its left is seat 2, then seat 4 and seat 7.
</source>
        <translation>O lugar 10, o último lugar antes do pagador, tem o marcador e mostra
primeiro. O lugar seguinte à sua esquerda é o lugar 2, depois o lugar 4 e o lugar 7.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Omaha: who wins the pot?</source>
        <translation>Omaha: quem ganha o pote?</translation>
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
        <translation>No omaha, cada jogador recebe quatro cartas pessoais (regra 77 dos jogos não bancados)
e partilha cinco cartas comuns. A sua mão é formada por exactamente duas das suas quatro
cartas e exactamente três das cartas comuns: nunca uma nem três das suas, nunca quatro
nem cinco das cartas comuns (regra 73 dos jogos não bancados; interpretação R3-1).

Esta regra é a causa da maior parte dos erros no omaha. Com quatro copas nas cartas
comuns, um jogador com uma só copa não tem naipe. Um jogador com os quatro ases
obtém da sua mão apenas um par de ases (as cartas comuns podem juntar um segundo par
ou um trio). Um póquer nas cartas comuns não dá póquer a ninguém, porque só podem
ser usadas três cartas comuns. Um jogador com 7-8-9 e 10-J nas cartas comuns
não pode fazer 7-8-9-10-J: essa sequência exigiria três cartas suas.

A graduação das mãos (regra 17 dos jogos não bancados) e os empates (regra 18 dos jogos
não bancados) são os mesmos do hold&apos;em: a quinta carta do póquer, o par do trio-par
e as cartas laterais do trio contam todas (interpretação R3-4). O ás joga alto ou
baixo, sendo A-2-3-4-5 a sequência mais baixa (regra 72 dos jogos não bancados;
interpretação R3-1). Mãos iguais repartem o pote (regra 66 dos jogos não bancados;
interpretação R1-3).

Palavras da mesa: «o pagador» (o croupier), «cartas pessoais»
(as cartas de cada jogador), «cartas comuns» (as cartas da
mesa), «o pote»; o jogador que tem o marcador tem «a mão».
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Four hearts are on the board and seat 3 holds the queen of hearts, but it
must use exactly two pocket cards with three board cards: at most four
hearts, so no flush. Its best hand is a pair of queens. Seat 6 uses its two
nines with the board nine: three of a kind wins.
</source>
        <translation>Há quatro copas nas cartas comuns e o lugar 3 tem a dama de copas, mas tem de usar
exactamente duas cartas pessoais com três cartas comuns: no máximo quatro
copas, por isso não há naipe. A sua melhor mão é um par de damas. O lugar 6 usa os seus
dois noves com o nove das cartas comuns: o trio ganha.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seat 4 sees 7-8-9-10-J, but that straight uses three pocket cards and only
two from the board. With exactly two pocket cards it has no straight; its
best is the board&apos;s pair of threes. Seat 7 uses A-Q with A-3-3 from the
board: aces and threes, two pair, and wins.
</source>
        <translation>O lugar 4 vê 7-8-9-10-J, mas essa sequência usa três cartas pessoais e só
duas das cartas comuns. Com exactamente duas cartas pessoais não tem sequência; o seu
melhor jogo é o par de três das cartas comuns. O lugar 7 usa A-Q com A-3-3 das
cartas comuns: ases e três, dois pares, e ganha.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seat 2 holds four aces, but only two of them can be used: a pair of aces.
Seat 9 pairs its king. Seat 5 uses its two nines with the board nine: three
of a kind beats both pairs.
</source>
        <translation>O lugar 2 tem quatro ases, mas só dois podem ser usados: um par de ases.
O lugar 9 faz par com o seu rei. O lugar 5 usa os seus dois noves com o nove das
cartas comuns: o trio bate os dois pares.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Nobody has four nines: only three board cards may be used. Seats 3 and 10
make three nines with two pocket cards as side cards; seat 10 cannot add the
board king to its king, because that would be four board cards. Seat 6 puts
its pair of eights with three nines: a full house, the winner.
</source>
        <translation>Ninguém tem quatro noves: só podem ser usadas três cartas comuns. Os lugares 3 e 10
fazem três noves com duas cartas pessoais como cartas laterais; o lugar 10 não pode
juntar o rei das cartas comuns ao seu rei, porque isso seriam quatro cartas comuns. O
lugar 6 junta o seu par de oitos aos três noves: um trio-par, o vencedor.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seats 3 and 5 both make aces and sevens with the board&apos;s A-7-7. Those are
the three board cards, so the fifth card must be their second pocket card:
seat 3&apos;s queen beats seat 5&apos;s six. (In hold&apos;em both would play the board
king and tie.) Seat 8&apos;s queens and sevens are lower.
</source>
        <translation>Os lugares 3 e 5 fazem ambos ases e setes com A-7-7 das cartas comuns. Essas são
as três cartas comuns, por isso a quinta carta tem de ser a sua segunda carta pessoal:
a dama do lugar 3 bate o seis do lugar 5. (No hold&apos;em ambos jogariam o rei das cartas
comuns e empatariam.) As damas e setes do lugar 8 são inferiores.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seat 2 makes A-2-3-4-5, the lowest straight. Seat 7 makes 3-4-5-6-7 with its
six and seven, which is higher. Seat 9&apos;s three kings lose to both straights.
</source>
        <translation>O lugar 2 faz A-2-3-4-5, a sequência mais baixa. O lugar 7 faz 3-4-5-6-7 com o seu
seis e o seu sete, que é mais alta. Os três reis do lugar 9 perdem para as duas sequências.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seat 1 holds the ace of spades, but it is its only spade: no flush. Seats 4
and 6 each hold two spades and make a flush with the three on the board.
Seat 4&apos;s K-Q-9-6-4 beats seat 6&apos;s Q-9-7-5-4. (Seat 4&apos;s K-10 also makes a
straight, but the flush is higher.)
</source>
        <translation>O lugar 1 tem o ás de espadas, mas é a sua única espada: não há naipe. Os lugares 4
e 6 têm cada um duas espadas e fazem naipe com as três das cartas comuns.
O K-Q-9-6-4 do lugar 4 bate o Q-9-7-5-4 do lugar 6. (O K-10 do lugar 4 também faz uma
sequência, mas o naipe é mais alto.)
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha/winner.yaml"/>
        <source>Seats 3 and 5 both make Q-J-10-9-8. Seat 5&apos;s queen of spades gives it only
one spade, so no flush. Seat 9&apos;s 10-9-8-7-6 is lower. Seats 3 and 5 tie and
share the pot.
</source>
        <translation>Os lugares 3 e 5 fazem ambos Q-J-10-9-8. A dama de espadas do lugar 5 dá-lhe só
uma espada, por isso não há naipe. O 10-9-8-7-6 do lugar 9 é inferior. Os lugares 3 e 5
empatam e repartem o pote.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Omaha (Macau 2010): colour up</source>
        <translation>Omaha (Macau 2010): trocar por fichas maiores</translation>
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
        <translation>Todas as apostas são feitas por meio de fichas de jogo (Despacho 97/2010 art. 4.1), e as fichas que um jogador coloca são as que tiver. Uma pilha de fichas pequenas é lenta de contar e de verificar: o croupier troca-a pelo menor número de fichas do mesmo total, a maior primeiro. O Despacho nada diz sobre como se compõem as fichas: o menor número de fichas é prática da Casa.

Aqui um lugar entrega as suas fichas em fichas pequenas: cada ficha da composição com menos fichas trocada pelas fichas imediatamente menores (uma de 1.000 por duas de 500, uma de 100 por quatro de 25). As quantias por baixo das fichas estão escondidas: conte a pilha da ficha maior para a menor e depois componha o mesmo total no menor número de fichas, a maior primeiro. 1.975 entregue em 2 × 500, 5 × 100, 16 × 25 e 15 × 5 (38 fichas) volta como uma de 1.000, uma de 500, quatro de 100 e três de 25 (9 fichas).

O total certo vale metade da nota, o menor número de fichas a outra metade. As quantias são múltiplos inteiros da unidade de ficha da mesa, a sua ficha mais pequena (interpretação R0-3).

Palavras da sala: as fichas são «fichas de jogo» (Despacho 97/2010 art. 4.1).</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 5 hands in 2 × 5,000 + 5 × 1,000 + 2 × 500 + 5 × 100 + 12 × 25 = 16,800, 26
chips. Coloured up from the largest chip: 1 × 10,000 + 1 × 5,000 + 1 × 1,000 +
1 × 500 + 3 × 100, 7 chips.
</source>
        <translation>O lugar 5 entrega 2 × 5.000 + 5 × 1.000 + 2 × 500 + 5 × 100 + 12 × 25 = 16.800, 26 fichas. Trocado a partir da ficha maior: 1 × 10.000 + 1 × 5.000 + 1 × 1.000 + 1 × 500 + 3 × 100, 7 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 1 hands in 5 × 100 + 12 × 25 + 15 × 5 + 5 × 1 = 880, 37 chips. Coloured up from
the largest chip: 1 × 500 + 3 × 100 + 3 × 25 + 1 × 5, 8 chips.
</source>
        <translation>O lugar 1 entrega 5 × 100 + 12 × 25 + 15 × 5 + 5 × 1 = 880, 37 fichas. Trocado a partir da ficha maior: 1 × 500 + 3 × 100 + 3 × 25 + 1 × 5, 8 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 11 hands in 2 × 500 + 8 × 25 + 5 × 5 + 15 × 1 = 1,240, 30 chips. Coloured up
from the largest chip: 1 × 1,000 + 2 × 100 + 1 × 25 + 3 × 5, 7 chips.
</source>
        <translation>O lugar 11 entrega 2 × 500 + 8 × 25 + 5 × 5 + 15 × 1 = 1.240, 30 fichas. Trocado a partir da ficha maior: 1 × 1.000 + 2 × 100 + 1 × 25 + 3 × 5, 7 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 8 hands in 2 × 5,000 + 5 × 1,000 + 4 × 500 + 8 × 25 = 17,200, 19 chips.
Coloured up from the largest chip: 1 × 10,000 + 1 × 5,000 + 2 × 1,000 + 2 × 100, 6
chips.
</source>
        <translation>O lugar 8 entrega 2 × 5.000 + 5 × 1.000 + 4 × 500 + 8 × 25 = 17.200, 19 fichas. Trocado a partir da ficha maior: 1 × 10.000 + 1 × 5.000 + 2 × 1.000 + 2 × 100, 6 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 12 hands in 2 × 500 + 5 × 100 + 4 × 25 + 10 × 5 = 1,650, 21 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 500 + 1 × 100 + 2 × 25, 5 chips.
</source>
        <translation>O lugar 12 entrega 2 × 500 + 5 × 100 + 4 × 25 + 10 × 5 = 1.650, 21 fichas. Trocado a partir da ficha maior: 1 × 1.000 + 1 × 500 + 1 × 100 + 2 × 25, 5 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 8 hands in 16 × 25 + 10 × 5 + 10 × 1 = 460, 36 chips. Coloured up from the
largest chip: 4 × 100 + 2 × 25 + 2 × 5, 8 chips.
</source>
        <translation>O lugar 8 entrega 16 × 25 + 10 × 5 + 10 × 1 = 460, 36 fichas. Trocado a partir da ficha maior: 4 × 100 + 2 × 25 + 2 × 5, 8 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 9 hands in 6 × 500 + 5 × 100 + 12 × 25 = 3,800, 23 chips. Coloured up from the
largest chip: 3 × 1,000 + 1 × 500 + 3 × 100, 7 chips.
</source>
        <translation>O lugar 9 entrega 6 × 500 + 5 × 100 + 12 × 25 = 3.800, 23 fichas. Trocado a partir da ficha maior: 3 × 1.000 + 1 × 500 + 3 × 100, 7 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/colour-up.yaml"/>
        <source>Seat 8 hands in 2 × 500 + 16 × 25 + 10 × 5 = 1,450, 28 chips. Coloured up from the
largest chip: 1 × 1,000 + 4 × 100 + 2 × 25, 7 chips.
</source>
        <translation>O lugar 8 entrega 2 × 500 + 16 × 25 + 10 × 5 = 1.450, 28 fichas. Trocado a partir da ficha maior: 1 × 1.000 + 4 × 100 + 2 × 25, 7 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Omaha (Macau): the house commission and its cap</source>
        <translation>Omaha (Macau): a comissão da casa e o seu limite</translation>
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
        <translation>«A casa tem o direito de cobrar uma comissão de três a cinco por cento sobre o valor
do pote de cada jogada até ao limite correspondente ao quíntuplo da aposta prévia
maior» (Despacho 97/2010 art. 16). Cada mesa afixa a sua taxa; o programa usa 5 %
salvo indicação em contrário da mesa, e o limite é sempre cinco apostas prévias
maiores: 250 com apostas prévias de 25/50, 500 com 50/100 (interpretação R1-5).

Calcule por esta ordem. Devolva qualquer aposta que ninguém acompanhou: não está no
pote e não paga nada (interpretação R1-1). Forme o pote principal e os potes laterais
que houver (interpretação R1-2). Depois cobre cada pote por sua vez, começando pelo
pote principal: a taxa vezes esse pote, arredondada POR DEFEITO à unidade de ficha da
mesa (interpretação R0-3), até o total da jogada atingir o limite. Atingido o limite,
os potes restantes não pagam nada; um pote que o ultrapassaria paga apenas o que
resta do limite.

O art. 16 dá à casa o direito («o direito de cobrar») à comissão «de cada jogada»:
a casa cobra todas as jogadas, incluindo uma ganha sem composição final, mesmo antes
do flop (interpretação R1-5). Aqui não existe a regra «no flop, no drop» (sem flop,
sem comissão).

Palavras do regulamento (com o termo inglês): «comissão» (commission), «pote» (pot),
«aposta prévia maior» (big blind), «jogada» (hand).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>The pot is 520 + 520 + 100 = 1,140. 5 % is 57; the smallest chip is 5, so the
house takes 55.
</source>
        <translation>O pote é 520 + 520 + 100 = 1.140. 5 % são 57; a ficha mais pequena é de 5, por isso
a casa cobra 55.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Blinds 25/50. How much commission does the house take?</source>
        <translation>Apostas prévias de 25/50. Quanto cobra a casa de comissão?</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>5 % of 7,000 is 350, but the cap is five big blinds: 5 x 50 = 250.
</source>
        <translation>5 % de 7.000 são 350, mas o limite é cinco apostas prévias maiores: 5 x 50 = 250.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Blinds 50/100. How much commission does the house take?</source>
        <translation>Apostas prévias de 50/100. Quanto cobra a casa de comissão?</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>At this table the cap is 5 x 100 = 500. 5 % of 8,000 is 400, under the cap, so
the full 400 is taken. Do not carry the 250 cap of a 25/50 table over.
</source>
        <translation>Nesta mesa o limite é 5 x 100 = 500. 5 % de 8.000 são 400, abaixo do limite, por
isso cobram-se os 400 por inteiro. Não transporte o limite de 250 de uma mesa de 25/50.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>This table charges 3 %, blinds 25/50. How much commission does the house take?</source>
        <translation>Esta mesa cobra 3 %, apostas prévias de 25/50. Quanto cobra a casa de comissão?</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>3 % of 10,000 is 300; the cap of five big blinds (250) still applies whatever the
rate.
</source>
        <translation>3 % de 10.000 são 300; o limite de cinco apostas prévias maiores (250) aplica-se
qualquer que seja a taxa.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Main pot 3 x 1,800 = 5,400: 5 % is 270, more than the cap, so 250 is taken from
the main pot. The side pot of 1,000 pays nothing because the hand&apos;s cap is used
up.
</source>
        <translation>Pote principal 3 x 1.800 = 5.400: 5 % são 270, mais do que o limite, por isso cobram-se
250 do pote principal. O pote lateral de 1.000 não paga nada porque o limite da jogada
já está esgotado.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Main pot 3 x 1,000 = 3,000 pays 150. Side pot 2 x 2,000 = 4,000 would pay 200, but
only 100 is left under the cap of 250. The hand pays 250.
</source>
        <translation>Pote principal 3 x 1.000 = 3.000 paga 150. O pote lateral 2 x 2.000 = 4.000 pagaria
200, mas só restam 100 dentro do limite de 250. A jogada paga 250.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Seat 5 bets 1,000 on the river and seat 9 folds. How much commission does the
house take?
</source>
        <translation>O lugar 5 aposta 1.000 no rio e o lugar 9 desiste. Quanto cobra a casa de
comissão?
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>The 1,000 was not called and goes back to seat 5 without commission. The pot is
50 + 800 + 800 = 1,650; 5 % is 82.5, rounded down to 80.
</source>
        <translation>Os 1.000 não foram acompanhados e voltam para o lugar 5 sem comissão. O pote é
50 + 800 + 800 = 1.650; 5 % são 82,5, arredondados por defeito para 80.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>Seat 9 raises to 150 before the flop and both blinds fold. How much commission
does the house take?
</source>
        <translation>O lugar 9 sobe a aposta para 150 antes do flop e os jogadores das duas apostas prévias
desistem.
Quanto cobra a casa de comissão?
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>The 100 that nobody matched goes back to seat 9. The pot is 25 + 50 + 50 = 125.
Commission is charged on every hand, flop or no flop: 5 % of 125 is 6.25,
rounded down to 5.
</source>
        <translation>Os 100 que ninguém igualou voltam para o lugar 9. O pote é 25 + 50 + 50 = 125.
A comissão cobra-se em todas as jogadas, com ou sem flop: 5 % de 125 são 6,25,
arredondados por defeito para 5.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>This table charges 4 % and its smallest chip is 25. How much commission does the
house take?
</source>
        <translation>Esta mesa cobra 4 % e a sua ficha mais pequena é de 25. Quanto cobra a casa de
comissão?
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/commission.yaml"/>
        <source>4 % of 2,450 is 98. The house rounds down to whole 25-unit chips: 75.
</source>
        <translation>4 % de 2.450 são 98. A casa arredonda por defeito para fichas inteiras de 25: 75.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>Omaha (Macau 2010): count the stack</source>
        <translation>Omaha (Macau 2010): contar a pilha</translation>
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
        <translation>«Todas as apostas são feitas por meio de fichas de jogo» (Despacho 97/2010
art. 4.1). O croupier conta as fichas de cada lugar num relance; aqui as quantias
debaixo das fichas ficam escondidas até responder.

Conte da ficha maior para a menor: a legenda das fichas na mesa dá o valor de
cada cor, e cada ficha mostra também o seu valor na face. As pilhas são desenhadas
no menor número de fichas do conjunto da mesa, as denominações maiores atrás; uma
pilha completa tem 20 fichas, desenhada mais baixa e marcada «×20». As quantias
são múltiplos inteiros da unidade de ficha da mesa (interpretação R0-3).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: one 10,000, one 5,000, one 1,000, one 500 and three 100s: 16,800.
</source>
        <translation>A partir da ficha maior: uma de 10.000, uma de 5.000, uma de 1.000, uma de 500 e três de 100: 16.800.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: one 500, three 100s, three 25s and one 5: 880.
</source>
        <translation>A partir da ficha maior: uma de 500, três de 100, três de 25 e uma de 5: 880.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, two 100s, one 25 and three 5s: 1,240.
</source>
        <translation>A partir da ficha maior: uma de 1.000, duas de 100, uma de 25 e três de 5: 1.240.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: one 10,000, one 5,000, two 1,000s and two 100s: 17,200.
</source>
        <translation>A partir da ficha maior: uma de 10.000, uma de 5.000, duas de 1.000 e duas de 100: 17.200.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 500, one 100 and two 25s: 1,650.
</source>
        <translation>A partir da ficha maior: uma de 1.000, uma de 500, uma de 100 e duas de 25: 1.650.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: four 100s, two 25s and two 5s: 460.
</source>
        <translation>A partir da ficha maior: quatro de 100, duas de 25 e duas de 5: 460.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: three 1,000s, one 500 and three 100s: 3,800.
</source>
        <translation>A partir da ficha maior: três de 1.000, uma de 500 e três de 100: 3.800.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, four 100s and two 25s: 1,450.
</source>
        <translation>A partir da ficha maior: uma de 1.000, quatro de 100 e duas de 25: 1.450.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>Omaha (Macau): cut a split pot</source>
        <translation>Omaha (Macau): dividir um pote empatado</translation>
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
        <translation>Quando dois ou mais jogadores têm mãos iguais, o pote é dividido em partes iguais «até ao
valor mínimo susceptível de divisão» (Despacho 97/2010 art. 10.4; interpretação R1-3).
A pergunta diz quem empata e em que pote; as fichas estão na mesa e de perto no painel,
sem totais: conte-as.

Divida o pote como o croupier faz. Primeiro conte-o, da ficha maior para a menor. Depois
retire a comissão da casa do pote antes de o dividir: 3 a 5 % do pote, 5 % salvo indicação
em contrário no cartão da mesa, arredondada por defeito à unidade de ficha, e nunca mais,
na mão inteira, do que o quíntuplo da aposta prévia maior (art. 16; interpretação R1-5;
interpretação R0-3). Os potes pagam a começar pelo pote principal, por isso, quando o pote
principal já esgotou o limite, um pote lateral não paga nada. O que fica é dividido em
pilhas iguais, uma por vencedor, em unidades de ficha inteiras; uma ficha que não se divide
por igual é trocada por fichas menores do tabuleiro (prática da casa).

O art. 10.5 dá «o valor remanescente, não divisível» à «mão do participante ainda em jogo
imediatamente à esquerda do «croupier»». O artigo não diz «vencedor empatado»: a casa lê-o
entre os vencedores empatados desse pote, e dá a esse único vencedor todo o remanescente, o
lugar de número mais baixo, seja qual for o lugar do marcador (interpretação R1-4). Três
vencedores de 1.570 em unidades de 5 levam 530, 520, 520, e não 525, 525, 520.

Escreva a pilha de cada vencedor: Tab passa ao vencedor seguinte, Enter entrega a
divisão. Um clique no lugar de um vencedor leva-o à pilha desse vencedor.

Palavras do regulamento: «pote», «comissão» (art. 16), «aposta prévia maior» (big blind),
«valor remanescente» (o que sobra).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>The pot is 1,025; commission 5 % is 51.25, rounded down to 50, leaving
975: 195 units of 5, 97 each (485) and one over. The marker is at seat 7,
but art. 10.5 counts from the croupier&apos;s left, not from the marker: of the
winners, seat 4 comes first and takes 490.
</source>
        <translation>O pote é 1.025; a comissão de 5 % é 51,25, arredondada por defeito para 50, ficando 975: 195 unidades de 5, 97 para cada um (485) e uma a mais. O marcador está no lugar 7, mas o art. 10.5 conta a partir da esquerda do croupier, não do marcador: dos vencedores, o lugar 4 vem primeiro e leva 490.
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
        <translation>O pote é 1.005; a comissão de 50,25 arredonda por defeito para 50, ficando 955: 191 unidades, 63 para cada um (315) e duas a mais. As duas unidades vão para o único vencedor que vem primeiro a partir da esquerda do croupier, o lugar 2: 325, 315, 315. A regra 67 do hold&apos;em daria uma unidade a cada um dos lugares 6 e 11, os primeiros a partir do marcador; o Omaha (Macau) não.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>The big blind is 100, so the hand&apos;s commission is at most 500. 5 % of
12,555 would be 627.75, so the cap applies: 500. The 12,055 left is 2,411
units, 1,205 each (6,025) and one over, to seat 5, first from the
croupier&apos;s left: 6,030.
</source>
        <translation>A aposta prévia maior é 100, por isso a comissão da mão é no máximo 500. 5 % de 12.555 seriam 627,75, por isso aplica-se o limite: 500. Os 12.055 que ficam são 2.411 unidades, 1.205 para cada um (6.025) e uma a mais, para o lugar 5, o primeiro a partir da esquerda do croupier: 6.030.
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
        <translation>Os três ases do lugar 3 ganham sozinhos o pote principal de 4 x 1.800 = 7.200, e a sua comissão, 360 antes do limite, gasta todo o limite de 5 x 50 = 250. O pote lateral é 605 de cada um dos lugares 6 e 10 e 5 do lugar 1, que desistiu: 1.215, e não paga comissão. Os lugares 6 e 10 têm mãos iguais, ás, rei, dama, valete, oito: 243 unidades, 121 para cada um (605) e uma a mais, para o lugar 6: 610.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>This table charges 4 %. The pot is 3,150; 4 % is 126, rounded down to 125
(under the cap of 500), leaving 3,025: 605 units, 302 each (1,510) and one
over, to seat 3, first from the croupier&apos;s left: 1,515.
</source>
        <translation>Esta mesa cobra 4 %. O pote é 3.150; 4 % é 126, arredondado por defeito para 125 (abaixo do limite de 500), ficando 3.025: 605 unidades, 302 para cada um (1.510) e uma a mais, para o lugar 3, o primeiro a partir da esquerda do croupier: 1.515.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>The pot is 840; commission 42 rounds down to 40, under the cap of 5 x 20 =
100. The 800 left is 160 units, 80 each: 400 and 400, nothing left over.
</source>
        <translation>O pote é 840; a comissão de 42 arredonda por defeito para 40, abaixo do limite de 5 x 20 = 100. Os 800 que ficam são 160 unidades, 80 para cada um: 400 e 400, sem sobra.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>The pot is 1,825; commission 91.25 rounds down to 90, under the cap of
250, leaving 1,735: 347 units, 86 each (430) and three over. All three go
to the one winner first from the croupier&apos;s left, seat 3: 445, and 430 to
each of the others.
</source>
        <translation>O pote é 1.825; a comissão de 91,25 arredonda por defeito para 90, abaixo do limite de 250, ficando 1.735: 347 unidades, 86 para cada um (430) e três a mais. As três vão para o único vencedor que vem primeiro a partir da esquerda do croupier, o lugar 3: 445, e 430 para cada um dos outros.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/cut-pot.yaml"/>
        <source>The pot is 1,475; commission 73.75 rounds down to 70, leaving 1,405: 281
units, 140 each (700) and one over. Seat 9 holds the marker, but the
remainder goes to the winner first from the croupier&apos;s left: seat 2 takes
705.
</source>
        <translation>O pote é 1.475; a comissão de 73,75 arredonda por defeito para 70, ficando 1.405: 281 unidades, 140 para cada um (700) e uma a mais. O lugar 9 tem o marcador, mas o remanescente vai para o vencedor que vem primeiro a partir da esquerda do croupier: o lugar 2 leva 705.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Omaha (Macau): reading a hand with exactly two hole cards</source>
        <translation>Omaha (Macau): ler uma mão com exactamente duas cartas pessoais</translation>
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

Words of the regulation: &quot;cartas de mão&quot; / &quot;hole cards&quot; (the four private cards),
&quot;flop&quot;, &quot;turn&quot;, &quot;river&quot;, &quot;inutilizar uma carta&quot; (burn a card).
</source>
        <translation>Cada jogador tem quatro cartas e há cinco cartas comuns. A mão do jogador é a melhor
combinação de cinco cartas formada com EXACTAMENTE DUAS das suas cartas e EXACTAMENTE
TRÊS cartas comuns (Despacho 97/2010 art. 10.1; interpretação R3-1). Nem uma carta
pessoal e quatro comuns, nem três e duas: duas e três, sempre.

É aqui que os croupiers lêem mal as mãos. Quatro copas nas cartas comuns e uma copa na
mão não fazem naipe: o jogador precisa de duas copas suas. Quatro cartas de uma
sequência nas cartas comuns e uma carta na mão não fazem sequência. Quatro ases na
mão jogam apenas como dois ases: com cartas comuns sem par, isso é um par de ases;
com cartas comuns com par, dois pares; e com trio nas cartas comuns, um trio-par: o trio das cartas comuns com o par
de ases. Cartas comuns com póquer não dão póquer a ninguém, porque só três cartas comuns podem jogar. Percorra
os pares de cartas pessoais um a um e fique com o melhor.

As categorias (art. 15), da mais alta para a mais baixa: naipe real, sequência de
naipe, quatro cartas iguais, trio-par, naipe ou cor, sequência, trio, dois pares, par
e cinco cartas diferentes («cinco cartas diferentes», art. 15.10; a lista de respostas
do programa chama-lhe carta maior). O baralho tem 52 cartas e o ás joga alto ou
baixo: A-2-3-4-5 é a sequência mais baixa (art. 14.3).

Palavras do regulamento (com o termo inglês): «cartas de mão» / «hole cards» (as
quatro cartas próprias), «flop», «turn», «river», «inutilizar uma carta» (burn a card).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 2 has only one heart, so it cannot make a flush; its best is the two jacks
with A-K-9 from the board. Seat 5 plays its two hearts with three board hearts.
Seat 8 plays its two kings with the king on the board.
</source>
        <translation>O lugar 2 só tem uma copa, por isso não pode fazer naipe; o seu melhor jogo são os
dois valetes com A-K-9 das cartas comuns. O lugar 5 joga as suas duas copas com três
copas das cartas comuns. O lugar 8 joga os seus dois reis com o rei das cartas comuns.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 1&apos;s nine would need four board cards (5-6-7-8) to make a straight, and only
three may play: its best is a pair of aces. Seat 4 plays 9-T with 6-7-8; seat 6
plays 3-4 with 5-6-7.
</source>
        <translation>O nove do lugar 1 precisaria de quatro cartas comuns (5-6-7-8) para fazer sequência,
e só três podem jogar: o seu melhor jogo é um par de ases. O lugar 4 joga 9-T com
6-7-8; o lugar 6 joga 3-4 com 5-6-7.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Three board kings plus two hole cards: a hole pair makes a full house (seat 2),
the fourth king makes four of a kind (seat 6), and two odd cards leave three of
a kind (seat 9).
</source>
        <translation>Três reis nas cartas comuns mais duas cartas pessoais: um par nas cartas pessoais faz
trio-par (lugar 2), o quarto rei faz póquer (lugar 6), e duas cartas desiguais deixam
um trio (lugar 9).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Only two of seat 3&apos;s aces can play, so four aces in the hand are one pair of
aces. Seat 7 plays T-8 with Q-J-9 for a queen-high straight.
</source>
        <translation>Só dois dos ases do lugar 3 podem jogar, por isso quatro ases na mão são um par de
ases. O lugar 7 joga T-8 com Q-J-9, uma sequência até à dama.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 1 looks strong but has nothing: the board has only two spades, so no flush;
K-Q-J-T-9 would need three hole cards; no card pairs. Ace high. Seat 5 plays 5-6
with 2-3-4; seat 10 plays A-5 with 2-3-4, the lowest straight.
</source>
        <translation>O lugar 1 parece forte, mas não tem nada: as cartas comuns têm só duas espadas, por
isso não há naipe; K-Q-J-T-9 precisaria de três cartas pessoais; nenhuma carta faz par.
Carta maior ás. O lugar 5 joga 5-6 com 2-3-4; o lugar 10 joga A-5 com 2-3-4, a
sequência mais baixa.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 2&apos;s queens with Q-8-8 make queens full of eights. Seat 8&apos;s fours with
4-8-8 make fours full of eights. Seat 4&apos;s kings with the board&apos;s eights are two
pair. Seat 11 has no straight (3-5 with 2-4 needs a six or an ace on the board)
and only the board pair of eights.
</source>
        <translation>As damas do lugar 2 com Q-8-8 fazem trio-par de damas com oitos. Os quatros do lugar 8
com 4-8-8 fazem trio-par de quatros com oitos. Os reis do lugar 4 com os oitos das
cartas comuns são dois pares. O lugar 11 não tem sequência (3-5 com 2-4 precisa de um
seis ou de um ás nas cartas comuns) e tem apenas o par de oitos das cartas comuns.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Seat 3 plays Q-8 of diamonds with 9-T-J of diamonds: a straight flush. Seat 5
plays A-3 of diamonds for a flush (its Q-J straight ranks lower). Seat 8 has
only one diamond, so its K-Q with J-T-9 is a straight.
</source>
        <translation>O lugar 3 joga Q-8 de oiros com 9-T-J de oiros: uma sequência de naipe. O lugar 5
joga A-3 de oiros e faz naipe (a sua sequência com Q-J gradua-se abaixo). O lugar 8
só tem um oiro, por isso o seu K-Q com J-T-9 é uma sequência.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/hand-category.yaml"/>
        <source>Only three of the four board sevens can play. Seat 1 adds its aces: sevens full
of aces. Seat 6 has no pair to add, so three sevens with ace-king is its best
hand. Nobody has four of a kind.
</source>
        <translation>Só três dos quatro setes das cartas comuns podem jogar. O lugar 1 junta os seus ases:
trio-par de setes com ases. O lugar 6 não tem par para juntar, por isso três setes com
ás e rei é o seu melhor jogo. Ninguém tem póquer.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>Omaha (Macau): pay it in chips</source>
        <translation>Omaha (Macau): pague com fichas</translation>
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
        <translation>Todas as apostas são feitas por meio de fichas de jogo (Despacho 97/2010 art. 4.1). Liquidados os potes, o croupier empurra a cada vencedor a sua parte, montada com as fichas do conjunto da mesa. Calcule primeiro a parte, depois monte-a.

1. A parte é a do regulamento. Devolva primeiro qualquer aposta que ninguém igualou (interpretação R1-1). Forme um pote lateral por cada montante all-in (art. 10; interpretação R1-2). Tire a comissão de cada pote antes de o dividir: 5 %, salvo se a mesa indicar 3 % ou 4 %, arredondada por defeito à unidade de ficha, e nunca mais de 5 apostas prévias maiores por jogada (art. 16; interpretação R1-5). O resto vai para a melhor mão entre os lugares que podem ganhar esse pote; vencedores empatados dividem-no em partes iguais (art. 10.4; interpretação R1-3), e o remanescente inteiro vai para um só vencedor, o primeiro a partir da esquerda do croupier, no sentido dos ponteiros do relógio (art. 10.5, como a Casa o lê; interpretação R1-4).
2. As fichas são as da Casa. Nenhum regulamento diz como se compõe um pagamento: a Casa paga no menor número de fichas que o seu conjunto permite, a maior primeiro. 960 são uma de 500, quatro de 100, duas de 25 e duas de 5 (nove fichas).
3. A legenda das fichas na mesa mostra o conjunto; não há ficha menor do que a unidade de ficha.

Um pagamento com o montante certo mas com mais fichas do que as necessárias vale metade da cotação.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>Seat 7&apos;s 50 over seat 4&apos;s all-in goes back first. 5 % of the 1,010 pot is
50 (the cap is 5 x 20 = 100). Seat 7&apos;s full house takes 960.
</source>
        <translation>Os 50 do lugar 7 acima do all-in do lugar 4 são devolvidos primeiro. 5 % do pote de 1.010 são 50 (o limite é 5 x 20 = 100). O trio-par do lugar 7 recebe 960.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>80 goes back to seat 4. 5 % of 2,410 would be 120, but the hand&apos;s cap is
5 big blinds, 100: seat 7 takes 2,310.
</source>
        <translation>80 são devolvidos ao lugar 4. 5 % de 2.410 seriam 120, mas o limite da jogada é 5 apostas prévias maiores, 100: o lugar 7 recebe 2.310.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>175 goes back to seat 4. 3 % of 1,075 is 32, leaving 1,043 for seats 4
and 7, who tie: 521 each and 1 over, to seat 4, the first winner
clockwise from the croupier&apos;s left. Seat 4 takes 522.
</source>
        <translation>175 são devolvidos ao lugar 4. 3 % de 1.075 são 32, ficando 1.043 para os lugares 4 e 7, que empatam: 521 a cada um e sobra 1, para o lugar 4, o primeiro vencedor a partir da esquerda do croupier. O lugar 4 recebe 522.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>Side pot 1 takes 3,222 to 3,389 from every seat that reached it: 668, for
seats 4 and 5. 5 % is 33: seat 4 takes 635.
</source>
        <translation>O pote lateral 1 recebe de 3.222 a 3.389 de cada lugar que lá chegou: 668, para os lugares 4 e 5. 5 % são 33: o lugar 4 recebe 635.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>5 % of the 5,050 pot is 252.5, rounded down to the chip unit of 25: 250,
under the cap of 500. Seat 7&apos;s full house takes 4,800: four 1,000s, one
500 and three 100s.
</source>
        <translation>5 % do pote de 5.050 são 252,5, arredondados por defeito à unidade de ficha de 25: 250, abaixo do limite de 500. O trio-par do lugar 7 recebe 4.800: quatro de 1.000, uma de 500 e três de 100.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>5 % of the 420 pot is 21 (the cap is 100): seat 8&apos;s three eights take 399,
three 100s, three 25s, four 5s and four 1s.
</source>
        <translation>5 % do pote de 420 são 21 (o limite é 100): o trio de oitos do lugar 8 recebe 399, três de 100, três de 25, quatro de 5 e quatro de 1.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>The main pot (21,500) uses the whole cap of 5 big blinds, 500. Side pot 1
(5,375 to 8,000: 7,875) is charged nothing: seat 5&apos;s full house takes all
7,875.
</source>
        <translation>O pote principal (21.500) esgota todo o limite de 5 apostas prévias maiores, 500. O pote lateral 1 (de 5.375 a 8.000: 7.875) não paga nada: o trio-par do lugar 5 recebe os 7.875 todos.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pay-chips.yaml"/>
        <source>5 % of 3,260 would be 160, but the cap is 5 x 20 = 100: seat 12 takes
3,160, three 1,000s, one 100, one 50 and one 10.
</source>
        <translation>5 % de 3.260 seriam 160, mas o limite é 5 x 20 = 100: o lugar 12 recebe 3.160, três de 1.000, uma de 100, uma de 50 e uma de 10.</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Omaha (Macau): pots, commission and split pots</source>
        <translation>Omaha (Macau): potes, comissão e potes divididos</translation>
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
        <translation>Liquide a jogada em quatro passos. Primeiro, uma aposta que ninguém acompanhou volta
para o jogador que a fez: o excesso do lugar que pôs mais sobre o segundo maior
montante não está em nenhum pote e não paga comissão (interpretação R1-1).

Segundo, forme os potes. O pote principal recebe de cada lugar, tenha desistido ou não,
até ao menor montante all-in; cada pote lateral recebe a camada seguinte. As fichas dos
lugares que desistiram ficam nos potes, mas esses lugares nunca os podem ganhar, e um
jogador all-in só pode ganhar os potes para os quais pagou por inteiro (interpretação
R1-2).

Terceiro, cobre a comissão, pote a pote, começando pelo pote principal, antes de cada
pote ser dividido: a taxa da casa (3 a 5 %, 5 % salvo indicação em contrário da
mesa), arredondada POR DEFEITO à unidade de ficha, até o total da jogada atingir o
limite de cinco apostas prévias maiores (Despacho 97/2010 art. 16; interpretação R1-5;
arredondamento, interpretação R0-3). Com apostas prévias de 25/50 o limite é 250; com
50/100 é 500. Quando o pote principal esgota o limite, os potes laterais não pagam nada.

Quarto, pague cada pote à melhor mão entre os lugares com direito a ele. Mãos iguais
dividem-no em partes iguais, até à ficha mais pequena (art. 10.4; interpretação R1-3).
O art. 10.5 atribui o valor não divisível ao «participante ainda em jogo imediatamente
à esquerda do croupier». O artigo não diz «vencedor empatado»: a casa lê-o entre os
vencedores empatados desse pote e dá a esse único vencedor todo o remanescente — o
lugar de número mais baixo, qualquer que seja o lugar que tem o marcador
(interpretação R1-4). Os pagamentos mais a comissão igualam sempre o que os lugares
puseram (interpretação R1-6).

Palavras do regulamento (com o termo inglês): «pote» (pot), «composição final»
(showdown), «desistir» (fold), «marcador» (marker).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The pot is 1,250, folded seat 7&apos;s big blind included. 5 % is 62.5, rounded down
to 60 with 5-unit chips. Seat 5&apos;s three eights beat seat 1&apos;s kings and eights
and take 1,190.
</source>
        <translation>O pote é 1.250, incluindo a aposta prévia maior do lugar 7, que desistiu. 5 % são 62,5,
arredondados por defeito para 60 com fichas de 5. Os três oitos do lugar 5 batem os
reis e oitos do lugar 1 e recebem 1.190.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>5 % of 6,000 would be 300, but art. 16 caps the commission at five big blinds:
5 x 50 = 250. Seat 8&apos;s queens full beat seat 2&apos;s straight and take 5,750.
</source>
        <translation>5 % de 6.000 seriam 300, mas o art. 16 limita a comissão a cinco apostas prévias maiores:
5 x 50 = 250. O trio-par de damas do lugar 8 bate a sequência do lugar 2 e recebe 5.750.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The smallest chip at this table is 25. Seats 3 and 8 hold the same straight.
Build the pot and the payouts.
</source>
        <translation>A ficha mais pequena nesta mesa é de 25. Os lugares 3 e 8 têm a mesma sequência.
Forme o pote e os pagamentos.
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
        <translation>O lugar 1 colocou a aposta prévia maior de 50 e desistiu perante a subida. 5 % de 1.650
são 82,5, arredondados por defeito para 75 em fichas de 25. Os 1.575 restantes são 63
fichas: 31 para cada um e uma que sobra. O art. 10.5 atribui o que não pode ser
dividido ao «participante ainda em jogo imediatamente à esquerda do croupier»; a casa
lê isso entre os vencedores empatados (interpretação R1-4): o lugar de número mais
baixo, o lugar 3. O lugar onde está o marcador não importa neste jogo.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Main pot 3 x 500 = 1,500, commission 75; seat 2&apos;s three aces take 1,425. Side pot
2 x 1,000 = 2,000, commission 100 (the hand&apos;s total, 175, is under the 250 cap);
seat 6&apos;s three kings beat seat 9&apos;s eights for 1,900.
</source>
        <translation>Pote principal 3 x 500 = 1.500, comissão 75; os três ases do lugar 2 recebem 1.425. Pote
lateral 2 x 1.000 = 2.000, comissão 100 (o total da jogada, 175, fica abaixo do limite
de 250); os três reis do lugar 6 batem os oitos do lugar 9 e recebem 1.900.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Commission: 5 % of 1,650 is 82.5, so 80. The 1,570 left is 314 chips of 5: 104
each and 2 left over. The house reads art. 10.5 as one participant
(ruling R1-4): both go to the first tied winner from the croupier&apos;s left,
seat 2.
</source>
        <translation>Comissão: 5 % de 1.650 são 82,5, portanto 80. Os 1.570 restantes são 314 fichas de 5: 104
para cada um e 2 que sobram. A casa lê o art. 10.5 como um único participante
(interpretação R1-4): as duas vão para o primeiro vencedor empatado a partir da
esquerda do croupier, o lugar 2.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Seat 4 bets 1,000 on the river and seat 7 folds. Build the pot and say what seat
4 is paid.
</source>
        <translation>O lugar 4 aposta 1.000 no rio e o lugar 7 desiste. Forme o pote e diga quanto recebe
o lugar 4.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The 1,000 nobody called goes back to seat 4 untouched. The pot is 50 + 800 +
800 = 1,650; the commission is 5 % of it, 82.5 rounded down to 80, even though
nobody showed. Seat 4 gets 1,570 from the pot plus its 1,000.
</source>
        <translation>Os 1.000 que ninguém acompanhou voltam intactos para o lugar 4. O pote é 50 + 800 +
800 = 1.650; a comissão é 5 % dele, 82,5 arredondados por defeito para 80, embora
ninguém tenha mostrado as cartas. O lugar 4 recebe 1.570 do pote mais os seus 1.000.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The main pot is 3 x 2,000 = 6,000: 5 % would be 300, so the cap of 250 applies
and is used up. The side pot of 2,000 pays no commission. Seat 1&apos;s jacks full win
the main pot; for the side pot seat 10&apos;s eights full beat seat 5&apos;s aces and
jacks.
</source>
        <translation>O pote principal é 3 x 2.000 = 6.000: 5 % seriam 300, por isso aplica-se o limite de
250, que fica esgotado. O pote lateral de 2.000 não paga comissão. O trio-par de
valetes do lugar 1 ganha o pote principal; no pote lateral, o trio-par de oitos do
lugar 10 bate os ases e valetes do lugar 5.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>Blinds 50/100, 25-unit chips. Build the pots and the payouts.
</source>
        <translation>Apostas prévias de 50/100, fichas de 25. Forme os potes e os pagamentos.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>The cap here is 5 x 100 = 500. The main pot of 4,500 pays 225. The side pot of
7,000 would pay 350, but only 275 of the cap is left, so it pays 275. Seat 2&apos;s
ace-high flush takes the main pot; seat 6&apos;s ten-high flush beats seat 3&apos;s three
kings for the side pot.
</source>
        <translation>Aqui o limite é 5 x 100 = 500. O pote principal de 4.500 paga 225. O pote lateral de
7.000 pagaria 350, mas só restam 275 do limite, por isso paga 275. O naipe até ao ás
do lugar 2 ganha o pote principal; o naipe até ao dez do lugar 6 bate os três reis
do lugar 3 no pote lateral.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>This table charges 3 % commission. Seats 4 and 7 both hold an ace-high
straight. Build the pot and the payouts.
</source>
        <translation>Esta mesa cobra 3 % de comissão. Os lugares 4 e 7 têm ambos uma sequência até
ao ás. Forme o pote e os pagamentos.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/pot-split.yaml"/>
        <source>3 % of 2,600 is 78, rounded down to 75. The 2,525 left is 505 chips: 252 each and
one over, which goes to seat 4, the tied winner nearest the croupier&apos;s left.
</source>
        <translation>3 % de 2.600 são 78, arredondados por defeito para 75. Os 2.525 restantes são 505 fichas:
252 para cada um e uma que sobra, que vai para o lugar 4, o vencedor empatado mais
próximo à esquerda do croupier.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Omaha (Macau): who shows first</source>
        <translation>Omaha (Macau): quem mostra primeiro</translation>
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
        <translation>Depois do último turno de apostas, todos os participantes ainda em jogo devem exibir
as suas cartas (Despacho 97/2010 art. 8.5). O regulamento não diz por que ordem, por
isso aplica-se a prática da casa da interpretação R2-2.

Se alguém apostou no último turno (o rio), o ÚLTIMO jogador a apostar ou a subir a
aposta nesse turno mostra primeiro. Uma aposta seguida de uma subida significa que
quem subiu mostra primeiro; uma nova subida volta a passar essa obrigação. Um all-in
conta como aquilo que foi: um all-in que sobe a aposta é uma subida, por isso esse
jogador mostra primeiro, mas um all-in que apenas iguala, mesmo por menos do que a
aposta, é só igualar. Se ninguém apostou no último turno (todos preferiram, ou todos
já estavam all-in), mostra primeiro o primeiro lugar ainda em jogo à esquerda do
marcador.

Depois do primeiro jogador, os outros mostram à vez no sentido dos ponteiros do
relógio, ou seja, por ordem crescente do número do lugar, passando do lugar mais alto
de volta ao lugar 1 (interpretação R0-1). Os jogadores que desistiram nunca mostram
(interpretação R2-4), mesmo que tenham apostado ou subido a aposta antes de desistir.

Palavras do regulamento (com o termo inglês): «subir a aposta» (raise), «preferir»
(check), «desistir» (fold), «aposta prévia menor / maior» (small / big blind).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Everyone checked on the river. In which order do the players show?</source>
        <translation>Todos preferiram no rio. Por que ordem mostram os jogadores?</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>With no bet on the river, the first seat still in to the left of the marker
(seat 4) shows first: seat 5. Then clockwise: seat 8, then seat 2.
</source>
        <translation>Sem aposta no rio, mostra primeiro o primeiro lugar ainda em jogo à esquerda do marcador
(lugar 4): o lugar 5. Depois, no sentido dos ponteiros do relógio: o lugar 8 e depois
o lugar 2.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seats 3 and 4, just to the left of the marker, posted the blinds and folded.
Counting clockwise from the marker, the first seat still in is seat 6, so it
shows first; then seat 9 and seat 1.
</source>
        <translation>Os lugares 3 e 4, logo à esquerda do marcador, colocaram as apostas prévias e desistiram.
Contando no sentido dos ponteiros do relógio a partir do marcador, o primeiro lugar
ainda em jogo é o lugar 6, que mostra primeiro; depois o lugar 9 e o lugar 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 7 bet the river and everyone called. In which order do the players show?</source>
        <translation>O lugar 7 apostou no rio e todos igualaram. Por que ordem mostram os jogadores?</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 7 made the only bet of the river, so it shows first, and the order goes on
clockwise: 9, then round to 2 and 4.
</source>
        <translation>O lugar 7 fez a única aposta do rio, por isso mostra primeiro, e a ordem segue no
sentido dos ponteiros do relógio: 9, depois dá a volta até 2 e 4.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>On the river seat 8 bets 200, seat 3 raises to 600, and both others call. In
which order do the players show?
</source>
        <translation>No rio, o lugar 8 aposta 200, o lugar 3 sobe a aposta para 600 e os outros dois
igualam. Por que ordem mostram os jogadores?
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>The raise makes seat 3 the last aggressor, so seat 3 shows first, not seat 8
who bet first. Then clockwise: seat 6, seat 8.
</source>
        <translation>A subida faz do lugar 3 o último agressor, por isso o lugar 3 mostra primeiro, e não o
lugar 8, que apostou primeiro. Depois, no sentido dos ponteiros do relógio: o lugar 6,
o lugar 8.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>On the river seat 3 bets 500 and seat 5 moves all-in for 1,200; both others
call. In which order do the players show?
</source>
        <translation>No rio, o lugar 3 aposta 500 e o lugar 5 vai all-in com 1.200; os outros dois
igualam. Por que ordem mostram os jogadores?
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>An all-in that raises the bet is a raise (ruling R2-2), so seat 5 is the last
aggressor and shows first. Then clockwise: seat 10, then round to seat 3.
</source>
        <translation>Um all-in que sobe a aposta é uma subida (interpretação R2-2), por isso o lugar 5 é o
último agressor e mostra primeiro. Depois, no sentido dos ponteiros do relógio: o
lugar 10, e depois dá a volta até ao lugar 3.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>On the river seat 9 bets 800, seat 1 calls all-in for 350, and seat 4 calls.
In which order do the players show?
</source>
        <translation>No rio, o lugar 9 aposta 800, o lugar 1 iguala all-in com 350 e o lugar 4 iguala.
Por que ordem mostram os jogadores?
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 1&apos;s all-in was a call for less, not a raise, so seat 9 is still the last
aggressor and shows first. The all-in seat shows in its place, clockwise after
seat 9.
</source>
        <translation>O all-in do lugar 1 foi igualar por menos, não uma subida, por isso o lugar 9 continua
a ser o último agressor e mostra primeiro. O lugar all-in mostra na sua vez, no sentido
dos ponteiros do relógio depois do lugar 9.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>No bet, so the first seat still in to the left of the marker shows first: seat
10. Clockwise the order wraps round to seat 1, and the marker&apos;s own seat, 9,
shows last.
</source>
        <translation>Sem aposta, por isso mostra primeiro o primeiro lugar ainda em jogo à esquerda do
marcador: o lugar 10. No sentido dos ponteiros do relógio a ordem dá a volta até ao
lugar 1, e o próprio lugar do marcador, o 9, mostra em último.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>On the river seat 4 bets, seat 6 raises, seat 8 folds, seat 11 calls, seat 4
re-raises, seat 6 folds and seat 11 calls. In which order do the players show?
</source>
        <translation>No rio, o lugar 4 aposta, o lugar 6 sobe a aposta, o lugar 8 desiste, o lugar 11
iguala, o lugar 4 volta a subir, o lugar 6 desiste e o lugar 11 iguala. Por que ordem
mostram os jogadores?
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 4&apos;s re-raise was the last aggressive action, so seat 4 shows first. Seat 6
raised too, but then folded: folded seats never show (ruling R2-4).
</source>
        <translation>A nova subida do lugar 4 foi a última acção agressiva, por isso o lugar 4 mostra
primeiro. O lugar 6 também subiu, mas depois desistiu: os lugares que desistiram nunca
mostram (interpretação R2-4).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Three players were all-in before the river and seat 7 had called them; there
was no betting on the river. In which order do the players show?
</source>
        <translation>Três jogadores estavam all-in antes do rio e o lugar 7 tinha-os igualado; não houve
apostas no rio. Por que ordem mostram os jogadores?
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Nobody bet on the final street, so the first seat still in to the left of the
marker (seat 5) shows first: seat 6. All-in seats show in their places,
clockwise: 7, then round to 1 and 3.
</source>
        <translation>Ninguém apostou no último turno, por isso mostra primeiro o primeiro lugar ainda em
jogo à esquerda do marcador (lugar 5): o lugar 6. Os lugares all-in mostram na sua
vez, no sentido dos ponteiros do relógio: 7, depois dá a volta até 1 e 3.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>A twelve-seat table. On the river seat 7 bets 400, seat 11 raises to 1,000, seat
12 calls, seat 2 folds and seat 7 calls. In which order do the players show?
</source>
        <translation>Uma mesa de doze lugares. No rio, o lugar 7 aposta 400, o lugar 11 sobe a aposta para
1.000, o lugar 12 iguala, o lugar 2 desiste e o lugar 7 iguala. Por que ordem mostram
os jogadores?
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/showdown-order.yaml"/>
        <source>Seat 11 raised last and shows first. Clockwise from seat 11 come seat 12, then
(wrapping past the folded seat 2) seat 7.
</source>
        <translation>O lugar 11 subiu em último e mostra primeiro. No sentido dos ponteiros do relógio a
partir do lugar 11 vêm o lugar 12 e depois (passando pelo lugar 2, que desistiu) o
lugar 7.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Omaha (Macau): who wins the pot</source>
        <translation>Omaha (Macau): quem ganha o pote</translation>
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
        <translation>Cada jogador forma a sua melhor mão de cinco cartas com exactamente duas das suas
quatro cartas e exactamente três das cinco cartas comuns (Despacho 97/2010 art. 10.1;
interpretação R3-1). A melhor mão ganha o pote (art. 10.2); mãos iguais dividem-no
(art. 10.4; interpretação R1-3). Leia cada mão pela regra das duas e três antes de
comparar.

As mãos graduam-se pela lista do art. 15, do naipe real até às cinco cartas
diferentes. Todos os naipes têm a mesma graduação (art. 14.1). O ás é alto, ou baixo
em 5-4-3-2-A, a sequência mais baixa (art. 14.3).

Dentro de uma categoria, este regulamento tem as suas próprias regras de desempate
(interpretação R3-4). No póquer, a quinta carta nunca conta (art. 15.3). No trio-par,
compara-se primeiro o trio e, se os trios forem iguais, decide o PAR (art. 15.4). No
trio, compara-se primeiro o trio e, se for igual, decidem as duas cartas diferentes
(art. 15.7). Nos dois pares, no par, no naipe e na carta maior comparam-se todas as
cartas, uma a uma. Os croupiers que também dão póquer de cinco cartas não devem
trazer a regra desse jogo: no póquer de cinco cartas só conta o trio, aqui contam o
par e as cartas de desempate.

Palavras do regulamento (com o termo inglês): «composição final» (showdown), «cinco
cartas diferentes» (five odd cards, a mão mais baixa), «marcador» (marker).
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Both players show. Which seat wins?</source>
        <translation>Os dois jogadores mostram. Que lugar ganha?</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seat 2 holds one heart, so it has no flush: its best hand is a pair of fives.
Seat 6 plays 9-7 with A-7-9 from the board: two pair, nines and sevens.
</source>
        <translation>O lugar 2 tem uma só copa, por isso não tem naipe: a sua melhor mão é um par de cincos.
O lugar 6 joga 9-7 com A-7-9 das cartas comuns: dois pares, noves e setes.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Both hold three kings with a pair: seat 3 kings full of nines, seat 7 kings full
of fives. The trios are equal, so the pair decides (art. 15.4): nines beat
fives. Under stud rules these would tie; not in this game.
</source>
        <translation>Ambos têm três reis com um par: o lugar 3 trio-par de reis com noves, o lugar 7
trio-par de reis com cincos. Os trios são iguais, por isso decide o par (art. 15.4):
os noves batem os cincos. Pelas regras do póquer de cinco cartas haveria empate;
neste jogo não.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Both have three queens. Seat 1 plays Q-A with the board&apos;s Q-Q-8; seat 5 plays
Q-K with Q-Q-8. The odd cards decide (art. 15.7): the ace beats the king.
</source>
        <translation>Ambos têm três damas. O lugar 1 joga Q-A com Q-Q-8 das cartas comuns; o lugar 5 joga
Q-K com Q-Q-8. Decidem as cartas diferentes (art. 15.7): o ás bate o rei.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>All three players show. Which seat or seats win?</source>
        <translation>Os três jogadores mostram. Que lugar ou lugares ganham?</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seats 4 and 9 both play K-Q with J-T-9: the same king-high straight, so they
split the pot (art. 10.4). Seat 1&apos;s 8-7 makes only a jack-high straight.
</source>
        <translation>Os lugares 4 e 9 jogam ambos K-Q com J-T-9: a mesma sequência até ao rei, por isso
dividem o pote (art. 10.4). O 8-7 do lugar 1 só faz uma sequência até ao valete.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seat 3&apos;s aces make only aces and queens (A-A with Q-Q-8). Seat 6 plays its two
threes with 3-Q-Q from the board: threes full of queens, a full house.
</source>
        <translation>Os ases do lugar 3 só fazem ases e damas (A-A com Q-Q-8). O lugar 6 joga os seus dois
três com 3-Q-Q das cartas comuns: trio-par de três com damas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>All three players show. Which seat wins?</source>
        <translation>Os três jogadores mostram. Que lugar ganha?</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seats 2 and 5 each play two hearts with K-9-4 of hearts. Seat 2&apos;s flush is ace
high, seat 5&apos;s is king high. Seat 8&apos;s single heart makes no flush at all.
</source>
        <translation>Os lugares 2 e 5 jogam cada um duas copas com K-9-4 de copas. O naipe do lugar 2 vai
até ao ás, o do lugar 5 até ao rei. A única copa do lugar 8 não faz naipe nenhum.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seat 1&apos;s A-2 with 3-4-5 is a straight, but the ace plays low: five high, the
lowest straight (art. 14.3). Seat 7&apos;s 6-7 with 3-4-5 is a seven-high straight
and wins. Seat 4&apos;s three kings are below both straights.
</source>
        <translation>O A-2 do lugar 1 com 3-4-5 é uma sequência, mas o ás joga baixo: até ao cinco, a
sequência mais baixa (art. 14.3). O 6-7 do lugar 7 com 3-4-5 é uma sequência até ao
sete e ganha. Os três reis do lugar 4 ficam abaixo das duas sequências.
</translation>
    </message>
    <message>
        <location filename="../../lessons/omaha-macau/winner.yaml"/>
        <source>Seats 2 and 8 both make jacks full, using the three board jacks with their own
pair. The trios are the same, so the pair decides: aces beat kings (art. 15.4).
Seat 10 has no straight, because any three board cards it plays include a jack;
it plays three jacks with 9-8.
</source>
        <translation>Os lugares 2 e 8 fazem ambos trio-par de valetes, usando os três valetes das cartas
comuns com o seu próprio par. Os trios são iguais, por isso decide o par: os ases batem
os reis (art. 15.4). O lugar 10 não tem sequência, porque quaisquer três cartas comuns
que jogue incluem um valete; joga três valetes com 9-8.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Non-banked poker: the deal, the bets at the table, misdeals and player errors</source>
        <translation>Póquer não bancado: a distribuição, as apostas na mesa, os erros na distribuição e os erros do jogador</translation>
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
        <translation>As regras gerais do póquer não bancado (regras 1-71, «regras gerais») aplicam-se
igualmente ao Hold&apos;em, ao Omaha e ao «póquer sintético»; as perguntas desta lição
são feitas nos três jogos. O regulamento chama ao croupier «o pagador», ao lugar do
marcador «a mão», às fichas de um jogador a sua «cave», ao pote «o pote», a subir a
aposta «repicar» e a um erro de distribuição «erro na distribuição».

A distribuição (regras 31-34): o pagador comprova que o baralho está completo e em
perfeitas condições e baralha pelo menos três vezes, de forma que nenhum jogador
veja as cartas (31); uma carta vista durante ou após o corte obriga a voltar a
baralhar (33); as cartas são dadas no sentido dos ponteiros do relógio, sem serem
vistas pelos outros jogadores, a deslizar no pano, nunca levantadas (34).

Na mesa: as fichas colocadas para lá da linha do jogador são uma aposta; um valor
anunciado diferente das fichas é acertado pelo pagador, que faz a troca das fichas
(53). Não se pode subir a aposta depois de ver a reacção dos outros (55); os
jogadores só falam o estritamente necessário e o «parol» é proibido (56); um
jogador pode rever as suas cartas para acompanhar, nunca para repicar (57); um
jogador não tem de anunciar o seu jogo e o que anunciar não conta (63). A regra 14
enumera o que é vedado aos jogadores: jogar a pares, jogar para o pote
conjuntamente ou dividi-lo, fazer acordos, adicionar fichas à cave depois de
iniciada a jogada, emprestar, retirar as cartas do campo visual, trocar de lugar,
fazer comentários, marcar as cartas, entre outras coisas.

Regra 69, «erro na distribuição»: a jogada é nula e inicia-se nova mão quando as
cartas não foram distribuídas pela ordem regulamentar (a); um jogador recebeu um
número de cartas indevido e não se pode corrigir o erro (b); um jogador recebeu
uma carta que não lhe pertence e viu-a (c); falta uma carta no baralho ou este,
por outra razão, não está correctamente constituído (e); uma carta está danificada
(f); o pagador vira mais de uma carta na distribuição (g). (A 69 d, mais de uma
carta virada para cima no baralho, é perguntada com os erros dos jogos com flop;
no sintético basta uma para a jogada ser nula, regra 109 c.)

Regra 70 a, b: uma mão ganhadora anunciada erradamente é rectificada segundo as
cartas expostas na mesa (a); as cartas dadas a um jogador ausente que não chegue a
tempo de apostar na sua vez são-lhe retiradas, a jogada é válida e ele fica fora
dela (b).

Regra 71, erros do jogador:
- a) o jogador que não decide de imediato, «atrasando o
  desenrolar da jogada», é advertido pelo pagador; se o fizer reiteradamente, tem
  de abandonar a mesa;
- b) o jogador que misturou as suas cartas com as dos desistentes, por pensar que
  ninguém o acompanhou: o pagador tenta reconstruir a sua mão; se não for possível,
  ou persistirem dúvidas, perde o direito ao pote;
- c) uma aposta insuficiente para acompanhar pode ser completada, nunca retirada;
- d) uma subida não anunciada conta como acompanhar e o excedente é devolvido;
- e) o jogador que descobre as suas próprias cartas: a jogada mantém-se válida;
- f) uma aposta «fora da sua vez» é válida, mas não pode ser aumentada quando
  chegar a sua vez;
- g) o jogador que, voluntária ou involuntariamente, mistura as suas cartas com as
  de outro: as mãos de ambos são anuladas (interpretação R8-11: quando é o pagador a
  misturá-las, é um erro do pagador);
- h) um erro na distribuição tem de ser anunciado antes de se iniciar o primeiro
  turno de apostas;
- i) o jogador que deixou passar a sua vez de apostar («deixar passar a sua vez»)
  deve avisar o pagador de imediato; o fiscal (inspector de sala) decide e, se o
  readmitir, o jogador nunca pode aumentar a aposta anterior (interpretação R8-11:
  só pode acompanhar).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>After the deal you realise you started with the wrong player, so the cards
were not dealt in the regulation order. What happens?
</source>
        <translation>Depois da distribuição, percebe que começou pelo jogador errado, pelo que as
cartas não foram distribuídas pela ordem regulamentar. O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: the hand is void and a new hand is dealt.</source>
        <translation>Erro na distribuição: a jogada é nula e inicia-se nova mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The cards are moved so each player gets the ones he should have had.</source>
        <translation>As cartas são trocadas para que cada jogador receba as que lhe deviam caber.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The hand is valid, because no player has looked at his cards yet.</source>
        <translation>A jogada é válida, porque nenhum jogador viu ainda as suas cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 a): cards not dealt in the regulation order are a misdeal; the hand
is declared void and a new hand begins.
</source>
        <translation>Regra 69 a): as cartas não distribuídas pela ordem regulamentar são um erro na
distribuição; a jogada é considerada nula e inicia-se nova mão.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 6 receives a card that belongs to seat 7 and looks at it. What
happens?
</source>
        <translation>O lugar 6 recebe uma carta que pertence ao lugar 7 e vê-a. O que
acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 6 passes it to seat 7 and the deal goes on.</source>
        <translation>O lugar 6 passa-a ao lugar 7 e a distribuição continua.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 6&apos;s hand is dead; the others play on.</source>
        <translation>A mão do lugar 6 é anulada; os outros continuam a jogar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: the hand is void and dealt again.</source>
        <translation>Erro na distribuição: a jogada é nula e volta-se a distribuir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 c): a player who receives a card that does not belong to him and
sees it causes a misdeal; the hand is void and dealt again.
</source>
        <translation>Regra 69 c): um jogador que recebe uma carta que não lhe pertence e a vê
provoca um erro na distribuição; a jogada é nula e volta-se a distribuir.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>During the hand it is found that one card is missing from the deck. What
happens?
</source>
        <translation>No decurso da jogada, verifica-se que está uma carta em falta no baralho. O que
acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The hand is played out; a new deck comes in afterwards.</source>
        <translation>A jogada é jogada até ao fim; depois entra um baralho novo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The player who spotted it may fold and take back his bets.</source>
        <translation>O jogador que o notou pode desistir e reaver as suas apostas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 e): a card missing from the deck, or a deck wrongly made up for any
other reason, is a misdeal: the hand is void and a new one begins.
</source>
        <translation>Regra 69 e): uma carta em falta no baralho, ou um baralho incorrectamente
constituído por qualquer outra razão, é um erro na distribuição: a jogada é nula e
inicia-se nova mão.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>After the deal you find that one card dealt to seat 2 is torn at a corner.
What happens?
</source>
        <translation>Depois da distribuição, verifica que uma carta dada ao lugar 2 está rasgada num
canto. O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 2 gets the next card instead, and play goes on.</source>
        <translation>O lugar 2 recebe antes a carta seguinte e o jogo continua.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The card stays in play; the deck is changed after the hand.</source>
        <translation>A carta continua em jogo; o baralho é substituído depois da jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 f): a damaged card makes the deal a misdeal; the hand is void and
dealt again (with a sound deck: rule 31 has the pagador check the deck is
&quot;em perfeitas condições&quot;).
</source>
        <translation>Regra 69 f): uma carta danificada torna a distribuição um erro na distribuição; a
jogada é nula e volta-se a distribuir (com um baralho em bom estado: pela regra 31
o pagador comprova que o baralho está «em perfeitas condições»).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>While dealing, you turn over two cards. What happens?</source>
        <translation>Durante a distribuição, vira duas cartas. O que acontece?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Both cards become burn cards and the deal goes on.</source>
        <translation>As duas cartas passam a cartas a queimar e a distribuição continua.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Both players get their other cards last, as for one card.</source>
        <translation>Os dois jogadores recebem as suas outras cartas no fim, como para uma só carta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 69 g): the pagador turning over more than one card during the deal is a
misdeal. A single card turned over is rule 70 c) in Hold&apos;em and Omaha (and a
void hand in sintético, rule 109 d).
</source>
        <translation>Regra 69 g): o pagador virar mais de uma carta durante a distribuição é um erro na
distribuição. Uma só carta virada é a regra 70 c) no Hold&apos;em e no Omaha (e jogada
nula no sintético, regra 109 d).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The pagador announces the wrong hand as the winner. What happens?</source>
        <translation>O pagador anuncia erradamente a mão ganhadora. O que acontece?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The announcement stands once the pot has been pushed.</source>
        <translation>O anúncio mantém-se depois de o pote ter sido entregue.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It is corrected from the cards shown on the table.</source>
        <translation>É rectificado segundo as cartas expostas na mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The hand is void and the bets are returned to all.</source>
        <translation>A jogada é nula e as apostas são devolvidas a todos.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 70 a): if the pagador wrongly announces a winning hand, the combination
of cards exposed on the table is what counts, and the result is corrected.
The cards speak (rule 64).
</source>
        <translation>Regra 70 a): se o pagador anunciar erradamente uma mão ganhadora, conta a
combinação de cartas expostas na mesa e procede-se à rectificação.
As cartas falam por si (regra 64).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>You dealt cards to seat 9, who had stepped away. His turn to bet comes and he
is still not back. What do you do?
</source>
        <translation>Distribuiu cartas ao lugar 9, que se tinha ausentado. Chega a sua vez de apostar e
ele ainda não voltou. O que faz?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: the cards were dealt to an empty seat, so deal again.</source>
        <translation>Erro na distribuição: as cartas foram dadas a um lugar vazio, por isso volta-se a distribuir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Take his cards away: the hand is valid and he is out of it.</source>
        <translation>Retirar-lhe as cartas: a jogada é válida e ele fica fora dela.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Leave his cards and let him act when he returns to the table.</source>
        <translation>Deixar as cartas e deixá-lo jogar quando voltar à mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 70 b): if the pagador deals cards to an absent player and he does not
arrive in time to bet in his turn, the hand is valid; his cards are taken
away and he loses the right to take part in that hand.
</source>
        <translation>Regra 70 b): se o pagador distribuir cartas a um jogador ausente e este não
chegar a tempo de apostar na sua vez, a jogada é válida; as cartas são-lhe
retiradas e ele perde o direito a participar nessa jogada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>How does the pagador shuffle before the cut?</source>
        <translation>Como baralha o pagador antes do corte?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Once, face down, after checking the deck is complete and sound.</source>
        <translation>Uma vez, com as cartas viradas para baixo, depois de comprovar que o baralho está completo e em perfeitas condições.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>At least three times, so that the players cannot see the cards.</source>
        <translation>Pelo menos três vezes, de forma que os jogadores não vejam as cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>At least three times, face up, so the players can check the deck.</source>
        <translation>Pelo menos três vezes, com as cartas viradas para cima, para que os jogadores possam verificar o baralho.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 31: after checking that the deck is complete and in perfect condition,
the pagador shuffles at least three times, so that the cards are not seen by
the players.
</source>
        <translation>Regra 31: depois de comprovar que o baralho está completo e em perfeitas condições,
o pagador baralha pelo menos três vezes, de forma que as cartas não sejam vistas
pelos jogadores.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A card is seen just after the cut. What do you do?</source>
        <translation>Uma carta é vista logo após o corte. O que faz?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Shuffle the cards again.</source>
        <translation>Voltar a baralhar as cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Put that card at the bottom and deal on.</source>
        <translation>Pôr essa carta no fundo do baralho e continuar a distribuir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Burn that card, then deal as usual.</source>
        <translation>Queimar essa carta e depois distribuir normalmente.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 33: if any card is seen during or after the cut, the cards must be
shuffled again.
</source>
        <translation>Regra 33: se alguma carta for vista durante ou após o corte, tem de se voltar a
baralhar as cartas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>How are the cards dealt to the players?</source>
        <translation>Como são distribuídas as cartas aos jogadores?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Clockwise, slid along the table, never lifted.</source>
        <translation>No sentido dos ponteiros do relógio, a deslizar na mesa, nunca levantadas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Clockwise, lifted and pitched face down to each seat.</source>
        <translation>No sentido dos ponteiros do relógio, levantadas e lançadas viradas para baixo a cada lugar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Counterclockwise, slid along the table, never lifted.</source>
        <translation>No sentido contrário ao dos ponteiros do relógio, a deslizar na mesa, nunca levantadas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 34: after the cut the cards go to the players clockwise, so that no
other player sees them; the pagador may not lift the cards, he slides them
on the table.
</source>
        <translation>Regra 34: depois do corte, as cartas são dadas aos jogadores no sentido dos
ponteiros do relógio, de forma que nenhum outro jogador as veja; o pagador não pode
levantar as cartas, fá-las deslizar na mesa.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player pushes chips past the line of his space, then says he only meant to
count them. Is it a bet?
</source>
        <translation>Um jogador empurra fichas para lá da linha do seu espaço e depois diz que só
queria contá-las. É uma aposta?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: a bet counts only once it has been announced aloud.</source>
        <translation>Não: uma aposta só conta depois de anunciada em voz alta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes: chips placed past the line are a bet.</source>
        <translation>Sim: as fichas colocadas para lá da linha são uma aposta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: a bet counts only once the pagador puts it in the pot.</source>
        <translation>Não: uma aposta só conta depois de o pagador a juntar ao pote.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 53: a player has made his bet when he places his chips beyond the lines
of his space (or, where that is unclear, when the pagador joins them to the
pot without objection from the player).
</source>
        <translation>Regra 53: um jogador realizou a sua aposta quando coloca as suas fichas para lá
das linhas que delimitam o seu espaço (ou, em situações pouco claras, quando o
pagador as junta ao pote sem objecções por parte do jogador).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player announces &quot;400&quot; and puts a single 500 chip forward. What does the
pagador do?
</source>
        <translation>Um jogador anuncia «400» e coloca uma única ficha de 500. O que faz o
pagador?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Takes the 500 as the bet: the chips count, not the words.</source>
        <translation>Aceita os 500 como aposta: contam as fichas, não as palavras.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Gives change so that exactly 400 is bet; he may not refuse.</source>
        <translation>Faz a troca para que a aposta seja exactamente 400; o jogador não se pode opor.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Asks him to choose: bet 500, or take the chip back and rebet.</source>
        <translation>Pede-lhe que escolha: apostar 500, ou retirar a ficha e apostar de novo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 53: announced bets must be matched by chips in the betting space; when
the amount announced differs from the chips placed, the pagador changes them
for chips that make the exact bet, and the player cannot object.
</source>
        <translation>Regra 53: às apostas anunciadas devem corresponder fichas no espaço das apostas;
quando o valor anunciado é diferente das fichas colocadas, o pagador troca-as por
fichas que possibilitem a aposta exacta, e o jogador não se pode opor.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 4 bets 200, watches the others&apos; faces, then adds 400 more &quot;as a raise&quot;
before anyone acts. Is it allowed?
</source>
        <translation>O lugar 4 aposta 200, observa a cara dos outros e depois junta mais 400 «como repique»
antes de alguém jogar. É permitido?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: after betting and seeing the reactions he may not raise.</source>
        <translation>Não: depois de apostar e ver as reacções, não pode subir a aposta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes: nobody else has acted yet, so he may still change his bet.</source>
        <translation>Sim: ninguém mais jogou ainda, por isso ainda pode alterar a sua aposta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes, if he announces the raise aloud as &apos;jogo mais 400&apos;.</source>
        <translation>Sim, se anunciar a subida em voz alta, como «jogo mais 400».</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 55: a player who has bet and seen the reaction of the other players may
not raise the bet. Bets must be made clearly and at once, without feints.
</source>
        <translation>Regra 55: um jogador que apostou e viu a reacção dos outros jogadores não pode
subir a aposta. As apostas devem ser feitas de forma clara e imediata, sem
simulações.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Two players in the hand agree between themselves to call off the play
between them, so that neither risks more. What does the regulation say?
</source>
        <translation>Dois jogadores em jogo combinam entre si anular a jogada entre
eles, para que nenhum arrisque mais. O que diz o regulamento?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It is allowed while only two players are left in the hand.</source>
        <translation>É permitido enquanto só restarem dois jogadores na jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It is allowed if the pagador and the fiscal both agree.</source>
        <translation>É permitido se o pagador e o fiscal estiverem ambos de acordo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It is forbidden: such an agreement is the «parol».</source>
        <translation>É proibido: esse entendimento é o «parol».</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 56: players in a hand speak only as strictly needed, may not influence
or criticise another&apos;s play, and the agreement between players to cancel
plays, known as «parol», is especially forbidden.
</source>
        <translation>Regra 56: os jogadores que participam numa mão só falam o estritamente necessário,
não podem influir no jogo de outro jogador nem criticá-lo, e é especialmente vedado
o entendimento entre os jogadores com vista à anulação de jogadas, conhecido por
«parol».
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player looks at his hole cards again. For what may he do so?</source>
        <translation>Um jogador revê as suas cartas pessoais. Para quê o pode fazer?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>To call a bet, never to raise it.</source>
        <translation>Para acompanhar uma aposta, nunca para a aumentar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>To raise a bet, never to call it.</source>
        <translation>Para aumentar uma aposta, nunca para a acompanhar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Never: once seen, cards stay down.</source>
        <translation>Nunca: depois de vistas, as cartas ficam cobertas na mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 57: a player may look at his cards again to match a bet, but never to
raise it.
</source>
        <translation>Regra 57: o jogador pode rever as suas cartas para igualar a aposta, mas nunca
para a aumentar.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>At the showdown seat 3 says &quot;flush&quot; but his cards make only a pair. What
counts?
</source>
        <translation>Na revelação do jogo, o lugar 3 diz «cor», mas as suas cartas só formam um par. O que
conta?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The flush he announced, since it was said aloud.</source>
        <translation>A cor que anunciou, já que foi dita em voz alta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His cards: a pair. What a player announces does not count.</source>
        <translation>As suas cartas: um par. O que o jogador anuncia não conta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Nothing: a false announcement makes his own hand dead.</source>
        <translation>Nada: um anúncio falso anula a sua própria mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 63: players need not announce their hand when they show it, and if one
does, what he announces is not taken into account. The pagador reads the
cards (rule 64).
</source>
        <translation>Regra 63: os jogadores não têm de anunciar o seu jogo ao mostrar as cartas e, se
algum o fizer, não se tem em conta o que anunciar. O pagador lê as
cartas (regra 64).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>During a hand, a player takes more chips from his pocket and adds them to his
cave. What does the regulation say?
</source>
        <translation>No decurso de uma jogada, um jogador tira mais fichas do bolso e junta-as à sua
cave. O que diz o regulamento?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed, if he does it before the next betting round.</source>
        <translation>Permitido, se o fizer antes do turno de apostas seguinte.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Forbidden: no chips are added once the hand has begun.</source>
        <translation>Proibido: não se adicionam fichas depois de iniciada a jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Allowed, if he only adds up to the table&apos;s maximum cave.</source>
        <translation>Permitido, se só adicionar até à cave máxima da mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 e): players may not add chips to the cave after the hand has begun.
</source>
        <translation>Regra 14 e): é vedado aos jogadores adicionar fichas à cave depois de iniciada a jogada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Two players left in the hand offer to share the pot without a showdown. May
they?
</source>
        <translation>Os dois jogadores que restam na jogada propõem dividir o pote sem revelação do jogo. Podem
fazê-lo?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes, if the pagador first takes the commission.</source>
        <translation>Sim, se o pagador retirar primeiro a percentagem.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>No: players may not divide the pot voluntarily.</source>
        <translation>Não: os jogadores não podem dividir o pote voluntariamente.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Yes, provided both of them are already all in.</source>
        <translation>Sim, desde que ambos já estejam encavados.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 14 c): it is forbidden to divide the pot voluntarily (and 14 d forbids
any agreement between players).
</source>
        <translation>Regra 14 c): é proibido dividir o pote voluntariamente (e a 14 d proíbe
qualquer tipo de acordo entre os jogadores).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 5 keeps taking a long time over every decision, holding up the game.
What does rule 71 a) say?
</source>
        <translation>O lugar 5 demora sempre muito tempo em cada decisão, atrasando o jogo.
O que diz a regra 71 a)?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He is warned; if he keeps doing it he must leave the table.</source>
        <translation>É advertido; se o fizer reiteradamente, tem de abandonar a mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His hand is dead at once; he may stay for the next hand.</source>
        <translation>A sua mão é anulada de imediato; pode ficar para a mão seguinte.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The pagador gives him one minute, then his hand is folded for him.</source>
        <translation>O pagador dá-lhe um minuto e depois considera que desistiu.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 a): a player who does not make his decisions at once, holding up the
hand (&quot;atrasando o desenrolar da jogada&quot;), is warned by the pagador; if he
does it repeatedly he must leave the table. (This is stalling, not &quot;slow
play&quot; in the betting sense.)
</source>
        <translation>Regra 71 a): o jogador que não toma as suas decisões de forma imediata, atrasando a
jogada («atrasando o desenrolar da jogada»), é advertido pelo pagador; se o fizer
reiteradamente, tem de abandonar a mesa. (Trata-se de empatar o jogo, não de
«slow play» no sentido das apostas.)
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Thinking nobody called him, seat 2 throws his cards onto the discards. Seat 6
did call. What happens?
</source>
        <translation>Julgando que ninguém o acompanhou, o lugar 2 atira as suas cartas para as dos desistentes. O lugar 6
acompanhou. O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His hand is dead and seat 6 wins the pot without showing.</source>
        <translation>A sua mão é anulada e o lugar 6 ganha o pote sem mostrar as cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rebuild his hand; if that fails or is doubtful, he loses the pot.</source>
        <translation>Reconstruir a sua mão; se não for possível ou houver dúvidas, ele perde o pote.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: the hand is void and all the bets are returned to everyone.</source>
        <translation>Erro na distribuição: a jogada é nula e todas as apostas são devolvidas a todos.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 b): if a player mixes his cards with those of the folded players
because he thought nobody called, the hand is rebuilt if possible; where it
cannot be rebuilt, or doubts remain, he loses his right to the pot.
</source>
        <translation>Regra 71 b): se um jogador misturar as suas cartas com as dos desistentes por pensar
que ninguém o acompanhou, reconstrói-se a mão, se possível; quando a reconstituição
não possa ser feita, ou persistam dúvidas, o jogador perde o direito ao pote.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Facing 600, a player puts 400 into the pot as a call, then wants his 400 back
to fold. What applies?
</source>
        <translation>Perante 600, um jogador põe 400 no pote para acompanhar e depois quer os seus 400 de volta
para desistir. O que se aplica?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He may take the 400 back and fold, as the call was short.</source>
        <translation>Pode retirar os 400 e desistir, já que não chegavam para acompanhar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>He may complete the call, but not take the 400 back.</source>
        <translation>Pode completar o montante para acompanhar, mas não retirar os 400.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The 400 stands as an all-in call for that amount.</source>
        <translation>Os 400 valem como acompanhar encavado, por esse valor.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 c): a player who puts in too little to call may complete the bet but
may not withdraw it. (An all-in call for less is only for a player who has no
more chips, rule 49.)
</source>
        <translation>Regra 71 c): o jogador que junta ao pote um valor insuficiente para acompanhar pode
completar a aposta, mas não a pode retirar. (Acompanhar por menos, encavado, só é
possível para um jogador que não tenha mais fichas, regra 49.)
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Facing a bet of 200, a player silently pushes 500 into the pot without
announcing a raise. How is it treated?
</source>
        <translation>Perante uma aposta de 200, um jogador empurra em silêncio 500 para o pote sem
anunciar repique. Como é tratado?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>As a raise to 500, since the chips are past the line.</source>
        <translation>Como uma subida para 500, já que as fichas estão para lá da linha.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>As a call of 200; the excess 300 is returned to him.</source>
        <translation>Como acompanhar os 200; o excedente de 300 é-lhe devolvido.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>As a bet of 500 out of turn, which stands as it is.</source>
        <translation>Como uma aposta de 500 fora da sua vez, que se mantém tal como está.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 d): a player who raises without announcing it is considered to have
called the previous bet, and the excess is returned to him. A raise must be
announced (&quot;jogo mais ...&quot;, rule 39 d).
</source>
        <translation>Regra 71 d): considera-se que o jogador que sobe a aposta sem o anunciar igualou a
aposta anterior, e é-lhe devolvida a importância excedente. A subida tem de ser
anunciada («jogo mais ...», regra 39 d).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>During the betting a player turns his own hole cards face up. What happens?</source>
        <translation>Durante as apostas, um jogador descobre as suas próprias cartas pessoais. O que acontece?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His hand is dead.</source>
        <translation>A sua mão é anulada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The hand stays valid.</source>
        <translation>A jogada mantém-se válida.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal: deal again.</source>
        <translation>Erro na distribuição: volta-se a distribuir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 e): a player who uncovers his own cards during the hand does not
void anything; the hand remains valid. (A card exposed by the pagador is a
different case: rule 70 c, or rule 109 in sintético.)
</source>
        <translation>Regra 71 e): o jogador que descobre as suas próprias cartas no decurso da jogada
não anula nada; o golpe mantém-se válido. (Uma carta exposta pelo pagador é um
caso diferente: regra 70 c, ou regra 109 no sintético.)
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>A player bets before his turn. What happens when his turn comes?</source>
        <translation>Um jogador aposta antes da sua vez. O que acontece quando chega a sua vez?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His bet is void and is taken back.</source>
        <translation>A sua aposta é nula e é-lhe devolvida.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It stands; he may not increase it.</source>
        <translation>É válida; não a pode aumentar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>It stands, and he may raise on it.</source>
        <translation>É válida, e pode repicar sobre ela.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 f): a bet made out of turn (&quot;fora da sua vez&quot;) is valid, but it
cannot be increased when the player&apos;s turn arrives.
</source>
        <translation>Regra 71 f): a aposta feita fora da sua vez («fora da sua vez») é válida, mas não
pode ser aumentada quando chegar a vez do jogador.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 4 pushes his hole cards into seat 5&apos;s cards and they get mixed. What
happens?
</source>
        <translation>O lugar 4 empurra as suas cartas pessoais para as cartas do lugar 5 e estas misturam-se. O que
acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Both hands are void.</source>
        <translation>As mãos de ambos são anuladas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Sort the cards back out.</source>
        <translation>Separar de novo as cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Misdeal for every seat.</source>
        <translation>Erro na distribuição para todos os lugares.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 g): if a player, voluntarily or not, mixes his cards with another
player&apos;s, both hands are cancelled. Ruling R8-11: the rule is about a
player&apos;s act; cards mixed by the pagador are a pagador&apos;s error.
</source>
        <translation>Regra 71 g): se um jogador, voluntária ou involuntariamente, misturar as suas
cartas com as de outro jogador, as mãos de ambos são anuladas. Interpretação R8-11:
a regra trata de um acto do jogador; as cartas misturadas pelo pagador são um erro
do pagador.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>After the first betting round, a player says he was dealt one card too many
and asks for a misdeal. What applies?
</source>
        <translation>Depois do primeiro turno de apostas, um jogador diz que recebeu uma carta a mais
e pede que se declare erro na distribuição. O que se aplica?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Too late: he is out of the hand and loses his bets.</source>
        <translation>Tarde demais: fica fora da jogada e perde as suas apostas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>His extra card is taken away and play goes on.</source>
        <translation>A carta a mais é-lhe retirada e o jogo continua.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 h): a player who finds a misdeal of rule 69 in his cards must
announce it immediately. If he has not done so by the time the first betting
round begins, he may not take part in the rest of the hand and loses his
bet, if he has made one, and his right to the pot. Betting without looking
at one&apos;s cards is no excuse.
</source>
        <translation>Regra 71 h): o jogador que encontre nas suas cartas um erro na distribuição da
regra 69 deve anunciá-lo imediatamente. Se não o fizer até ao momento em que se
inicie o primeiro turno de apostas, fica impedido de participar na restante jogada
e perde a aposta, se a já tiver feito, bem como o direito ao pote. Apostar sem ver
as cartas não serve de desculpa.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Seat 7 let his turn go by; the action has moved on. He tells the pagador at
once. Who decides, and what may he do if let back in?
</source>
        <translation>O lugar 7 deixou passar a sua vez; o jogo já avançou. Avisa o pagador de
imediato. Quem decide, e o que pode ele fazer se for readmitido?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The pagador decides; if let back in, he may call or raise.</source>
        <translation>Decide o pagador; se for readmitido, pode acompanhar ou repicar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>The fiscal decides; if let back in, he may call, never raise.</source>
        <translation>Decide o fiscal; se for readmitido, pode acompanhar, nunca repicar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Nobody: a turn let go by is a fold, and his hand is dead.</source>
        <translation>Ninguém: deixar passar a vez equivale a desistir, e a sua mão é anulada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/holdem.yaml"/>
        <source>Rule 71 i): a player who let his turn to bet go by must tell the pagador at
once; the fiscal looks at the situation and decides; if the decision favours
the player, he may never raise the previous bet (ruling R8-11: he may only
call).
</source>
        <translation>Regra 71 i): o jogador que deixou passar a sua vez de apostar deve avisar o pagador
de imediato; o fiscal analisa a situação e decide; se a decisão for favorável ao
jogador, este nunca pode aumentar a aposta anterior (interpretação R8-11: só pode
acompanhar).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Omaha Poker (Macau 2010): procedure and irregularities</source>
        <translation>Omaha Poker (Macau 2010): procedimento e irregularidades</translation>
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
        <translation>O marcador («marcador», o dealer button) começa em frente do jogador
imediatamente à esquerda do croupier e desloca-se um lugar no sentido dos
ponteiros do relógio depois de cada jogada (Despacho 97/2010 art. 1.2). O croupier
baralha manualmente e corta com uma carta de corte, ou utiliza um baralhador de
cartas, e então não é necessário cortar (art. 3.1).
Antes da distribuição, o primeiro jogador à esquerda do marcador coloca a aposta
prévia menor («aposta prévia menor»), por regra metade da aposta prévia maior, e o
segundo coloca a aposta prévia maior («aposta prévia maior») (art. 5) — não o
próprio jogador do marcador, como faz «a mão» no Omaha e no Hold&apos;em não bancados
(regras 81-83).
O croupier distribui a partir do jogador imediatamente à esquerda do marcador
(art. 3.2): quatro cartas a cada um, uma de cada vez, de face para baixo, no
sentido dos ponteiros do relógio (art. 6.1). Os jogadores só podem ver as suas
próprias cartas e não as podem segurar fora da mesa de jogo (art. 6.2).

Apostas (art. 6.3-6.5, 11, 12): o primeiro turno começa pelo lugar à esquerda das
duas apostas prévias, no sentido dos ponteiros do relógio; o jogador da aposta
prévia maior decide em último lugar e pode desistir, subir a aposta ou preferir;
os turnos seguintes terminam no jogador do marcador. A aposta verbal vincula. Num
jogo com limite de pote, uma aposta vai no máximo até ao pote e uma subida no
máximo até ao pote depois de acompanhar; num jogo sem limite, qualquer valor desde
o mínimo até todas as fichas do jogador. Uma subida acrescenta pelo menos a aposta
ou subida anterior; no máximo três subidas por turno com limite, sem máximo sem
limite nem com apenas dois jogadores (as interpretações R8-2 a R8-7 aplicam
estes artigos). Antes do flop, do turn e do rio o croupier inutiliza uma carta
(art. 7.1, 8.1, 8.3).

Erros na distribuição (art. 9): qualquer erro, nas primeiras cartas ou nas
comuns, é rectificado imediatamente; só se não puder ser corrigido de todo é que
o jogo é inválido, e então as apostas são devolvidas aos jogadores. O pote nunca é
repartido por acordo (art. 10.3). O jogador que desiste empurra as suas cartas, de
face para baixo, na direcção do croupier; o que apostou fica no pote (art. 13).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>While dealing the hole cards, you see that seat 4 has received five cards
and seat 5 only three. The cards can be traced. What do you do?
</source>
        <translation>Ao distribuir as cartas pessoais, vê que o lugar 4 recebeu cinco cartas
e o lugar 5 só três. É possível reconstituir as cartas. O que faz?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Correct the error at once, giving each player the cards he should have had.</source>
        <translation>Rectificar o erro imediatamente, dando a cada jogador as cartas que lhe deviam caber.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Declare the hand invalid at once and give every player his bet back.</source>
        <translation>Declarar de imediato a jogada inválida e devolver a cada jogador a sua aposta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Let seat 4 keep the four cards he likes best, and let seat 5 play with three.</source>
        <translation>Deixar o lugar 4 ficar com as quatro cartas que prefere e o lugar 5 jogar com três.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Void the hands of seats 4 and 5 only, and let the others play on.</source>
        <translation>Anular só as mãos dos lugares 4 e 5 e deixar os outros continuar a jogar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 9.1: any error detected in the deal — &quot;both the first cards and the
additional ones&quot; — must be corrected immediately. Only an error that cannot
be corrected voids the hand (art. 9.2).
</source>
        <translation>Art. 9.1: qualquer erro detectado na distribuição das cartas — «tanto das
primeiras cartas como das adicionais» — deve ser imediatamente rectificado. Só um
erro que não possa ser corrigido anula a jogada (art. 9.2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>An error in the deal cannot be corrected in any way; 2 400 is already in
the pot. What happens?
</source>
        <translation>Um erro na distribuição não pode ser corrigido de forma alguma; já estão 2 400 no
pote. O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The hand is played on as it is, and the pot goes to the best hand.</source>
        <translation>A jogada continua tal como está e o pote vai para a melhor mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The hand is invalid and each player gets back what he bet.</source>
        <translation>O jogo é declarado inválido e cada jogador recebe de volta o que apostou.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The hand is invalid and the 2 400 stays in the middle for the next hand.</source>
        <translation>O jogo é declarado inválido e os 2 400 ficam no centro para a jogada seguinte.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The hand is invalid and the house keeps the 2 400 as its commission.</source>
        <translation>O jogo é declarado inválido e a casa fica com os 2 400 como comissão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 9.2: where it is totally impossible to correct the error, the game is
declared invalid and the amounts bet are returned to the players.
</source>
        <translation>Art. 9.2: caso seja totalmente impossível corrigir o erro, o jogo é declarado
inválido e os valores das apostas são devolvidos aos jogadores.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The croupier shuffles with the shuffling machine. Must the cards be cut?</source>
        <translation>O croupier baralha com o baralhador de cartas. É preciso cortar as cartas?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: with the machine no cut is needed; a hand shuffle is cut with a cut card.</source>
        <translation>Não: com o baralhador não é necessário cortar; baralhando à mão, corta-se com uma carta de corte.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: the player on the croupier&apos;s left always cuts, whatever the shuffle was.</source>
        <translation>Sim: o jogador à esquerda do croupier corta sempre, qualquer que seja a forma de baralhar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: the croupier cuts with a cut card, machine or no machine, every hand.</source>
        <translation>Sim: o croupier corta com uma carta de corte em todas as jogadas, com ou sem baralhador.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 3.1: the croupier either shuffles by hand, cuts with a cut card and
puts the cards in the shoe (or in his hand) with the cut card at the end of
the deck, or uses the shuffling machine, in which case no cut is needed.
</source>
        <translation>Art. 3.1: o croupier ou baralha manualmente as cartas, corta-as com uma carta de
corte e coloca-as no «shoe» (ou na mão), com a carta de corte no fim do baralho,
ou utiliza o baralhador de cartas, caso em que não é necessário cortar.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The marker is at seat 6. Who posts the small blind and the big blind?</source>
        <translation>O marcador está no lugar 6. Quem coloca a aposta prévia menor e a aposta prévia maior?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 6, at the marker, the small blind; seat 7 the big blind.</source>
        <translation>O lugar 6, o do marcador, a aposta prévia menor; o lugar 7 a aposta prévia maior.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 7 the small blind, seat 8 the big blind: the two seats left of the marker.</source>
        <translation>O lugar 7 a aposta prévia menor, o lugar 8 a aposta prévia maior: os dois lugares à esquerda do marcador.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 5 the small blind, seat 4 the big blind: the two seats right of the marker.</source>
        <translation>O lugar 5 a aposta prévia menor, o lugar 4 a aposta prévia maior: os dois lugares à direita do marcador.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 5: the first and the second player to the left of the marker post the
small blind (as a rule half the big blind) and the big blind. The first
choice is the non-banked rule (rules 81-83), where a mão posts the small
blind: the two regulations differ here (ruling R8-1).
</source>
        <translation>Art. 5: o primeiro e o segundo jogador à esquerda do marcador colocam a aposta
prévia menor (por regra, metade da aposta prévia maior) e a aposta prévia maior.
A primeira opção é a regra do póquer não bancado (regras 81-83), em que a mão
coloca a pequena aposta: os dois regulamentos diferem neste ponto (interpretação
R8-1).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Marker at seat 2, blinds at seats 3 and 4. The hole cards are dealt. Who
decides first, and who decides last, in the first round?
</source>
        <translation>Marcador no lugar 2, apostas prévias nos lugares 3 e 4. São distribuídas as cartas pessoais. Quem
decide primeiro, e quem decide em último, no primeiro turno?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 3 first, at the small blind; seat 2, at the marker, last.</source>
        <translation>O lugar 3 primeiro, o da aposta prévia menor; o lugar 2, o do marcador, em último.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 5 first, left of the blinds; seat 4, the big blind, last.</source>
        <translation>O lugar 5 primeiro, à esquerda das apostas prévias; o lugar 4, o da aposta prévia maior, em último.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seat 3 first, left of the marker; seat 4, the big blind, last.</source>
        <translation>O lugar 3 primeiro, à esquerda do marcador; o lugar 4, o da aposta prévia maior, em último.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.3: the first round begins with the seat to the left of the two
players of art. 5 (the blinds) and goes on clockwise. Art. 6.4: the player
who posted the big blind is the last to decide (ruling R8-2).
</source>
        <translation>Art. 6.3: o primeiro turno começa pelo lugar à esquerda dos dois jogadores do
art. 5 (as apostas prévias) e continua no sentido dos ponteiros do relógio. Art.
6.4: o jogador que colocou a aposta prévia maior é o último a decidir
(interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>First round: every player only calls the big blind of 100. It is the big
blind&apos;s turn. What may he do?
</source>
        <translation>Primeiro turno: todos os jogadores se limitam a igualar a aposta prévia maior de 100. É a vez
da aposta prévia maior. O que pode ele fazer?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nothing: everybody called, so the round is over and the flop comes out now.</source>
        <translation>Nada: todos acompanharam, por isso o turno terminou e o flop sai agora.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Check, raise or fold: the big blind has the last word in the first round.</source>
        <translation>Preferir, subir a aposta ou desistir: o jogador da aposta prévia maior decide em último lugar no primeiro turno.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Call only: he has matched the bet already, so he may not raise now.</source>
        <translation>Só acompanhar: já igualou a aposta, por isso não pode subir agora.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.4: in the first betting round the player who posted the big blind
has the prerogative of deciding last, and may fold, raise or check
(&quot;preferir&quot;). Nobody raised, so he may check — the round then ends — or
raise (ruling R8-3).
</source>
        <translation>Art. 6.4: no primeiro turno de apostas, o jogador que colocou a aposta prévia
maior tem a prerrogativa de ser o último a decidir e pode desistir, subir a
aposta ou preferir («preferir»). Ninguém subiu, por isso pode preferir — e o turno
termina — ou subir a aposta (interpretação R8-3).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>After the flop, who is the last to bet, raise or fold?</source>
        <translation>Depois do flop, quem é o último a apostar, subir a aposta ou desistir?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The player who posted the big blind, as in the first round.</source>
        <translation>O jogador que colocou a aposta prévia maior, como no primeiro turno.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The player at the marker; the seat to his left speaks first.</source>
        <translation>O jogador do marcador; o lugar à sua esquerda fala primeiro.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The player who made the last bet or raise of the first round.</source>
        <translation>O jogador que fez a última aposta ou subida do primeiro turno.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.5: in the rounds after the first, the player at the marker is the
last to bet, raise or fold; the first still in to his left speaks first
(art. 7.2, 8.2; ruling R8-2).
</source>
        <translation>Art. 6.5: nos turnos seguintes ao primeiro, o jogador indicado pelo marcador é o
último a apostar, subir a aposta ou desistir; o primeiro ainda em jogo à sua
esquerda fala primeiro (art. 7.2, 8.2; interpretação R8-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>A player says &quot;raise, five hundred&quot;, then changes his mind before putting
any chips forward. What stands?
</source>
        <translation>Um jogador diz «subo, quinhentos» e muda de ideias antes de colocar
quaisquer fichas. O que vale?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nothing: a bet counts only when the chips are on the table.</source>
        <translation>Nada: uma aposta só conta quando as fichas estão na mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>The raise of 500: a spoken bet is valid and binds the player.</source>
        <translation>A subida de 500: a aposta verbal é válida e vincula o jogador.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Only a call: a spoken raise without chips is taken as a call.</source>
        <translation>Só acompanhar: uma subida verbal sem fichas conta como acompanhar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 11.1: players may bet by word or by putting the chips on the table in
front of them; a spoken bet is valid and binds the player who made it
(ruling R8-8).
</source>
        <translation>Art. 11.1: os jogadores podem apresentar as suas apostas verbalmente ou colocando
as fichas em cima da mesa, no espaço à sua frente; a aposta verbal é válida e
vincula o jogador que a apresenta (interpretação R8-8).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No-limit game, big blind 100. Seat 5 raises to 400. What is the smallest
re-raise seat 6 may make (all-in for less apart)?
</source>
        <translation>Jogo sem limite, aposta prévia maior de 100. O lugar 5 sobe a aposta para 400. Qual é a menor
subida que o lugar 6 pode fazer (salvo all-in por menos)?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To 500: a raise adds at least the big blind, the table minimum.</source>
        <translation>Para 500: uma subida acrescenta pelo menos a aposta prévia maior, o mínimo da mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To 700: it adds at least the 300 of the previous raise.</source>
        <translation>Para 700: acrescenta pelo menos os 300 da subida anterior.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To 800: a raise at least doubles the bet it answers.</source>
        <translation>Para 800: uma subida pelo menos duplica a aposta a que responde.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 12.1: a raise must be at least equal to the previous bet or raise in
the same round. Seat 5 raised by 300 (from 100 to 400), so seat 6 raises by
at least 300, to 700 (ruling R8-6). Under the non-banked rules (rule 86) the
minimum would be the table minimum instead.
</source>
        <translation>Art. 12.1: o montante de subida da aposta deve ser pelo menos equivalente à aposta
ou subida anterior no mesmo turno. O lugar 5 subiu 300 (de 100 para 400), por isso o
lugar 6 sobe pelo menos 300, para 700 (interpretação R8-6). Nas regras dos jogos
não bancados (regra 86), o mínimo seria antes o mínimo da mesa.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Pot-limit game, five players in. This round has had a bet and three
raises. The next player wants to raise again: may he?
</source>
        <translation>Jogo com limite de pote, cinco jogadores em jogo. Neste turno houve uma aposta e três
subidas. O jogador seguinte quer subir de novo: pode?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>He may: in a pot-limit game there is no limit to the number of raises.</source>
        <translation>Pode: num jogo com limite de pote não há limite para o número de subidas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>He may not: three raises a round at most; he may call or fold.</source>
        <translation>Não pode: no máximo três subidas por turno; pode acompanhar ou desistir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>He may, if the raise is all his chips: an all-in is never capped.</source>
        <translation>Pode, se a subida for com todas as suas fichas: um all-in nunca tem limite.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 12.2: in games with a limit a bet may be raised three times at most
per round; the opening bet is not a raise (ruling R8-7).
</source>
        <translation>Art. 12.2: nos jogos sujeitos a limite, a aposta pode subir três vezes, no
máximo, por turno; a aposta de abertura não é uma subida (interpretação R8-7).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>In a no-limit game, how large may a bet or a raise be?</source>
        <translation>Num jogo sem limite, de que montante pode ser uma aposta ou uma subida da aposta?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Up to the pot, as in pot limit; only the number of raises is free.</source>
        <translation>Até ao pote, como no limite de pote; só o número de subidas é livre.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Any amount from the minimum up to all his chips on the table.</source>
        <translation>Qualquer valor desde o mínimo até todas as suas fichas na mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Up to three times the previous bet, and three raises a round.</source>
        <translation>Até três vezes a aposta anterior, e três subidas por turno.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 11.3 and 12.3: without a limit a player bets any amount in chips on
the table from the minimum up, all-in included, and the amount of a bet or
raise is unlimited (ruling R8-5).
</source>
        <translation>Art. 11.3 e 12.3: sem limite, o jogador aposta qualquer valor, em fichas detidas
na mesa, a partir do mínimo, incluindo all-in, e o montante da aposta ou da subida
é ilimitado (interpretação R8-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Pot-limit game: only two players are left, and they have raised each other
three times this round. May the fourth raise stand?
</source>
        <translation>Jogo com limite de pote: só restam dois jogadores, que já subiram a aposta um ao outro
três vezes neste turno. A quarta subida é válida?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: three raises a round is the most, however many are playing.</source>
        <translation>Não: três subidas por turno é o máximo, qualquer que seja o número de jogadores.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes: with only two players in (heads up) the raises are not capped.</source>
        <translation>Sim: com apenas dois jogadores em jogo (head up) as subidas não têm limite.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Yes, but only if the raise puts in all the raiser&apos;s chips on the table.</source>
        <translation>Sim, mas só se com a subida o jogador puser todas as suas fichas na mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 12.4: with only two players in the hand (heads up) there is no limit
on raising, so the cap of art. 12.2 does not apply (ruling R8-7).
</source>
        <translation>Art. 12.4: caso estejam em jogo apenas dois jogadores (head up), não há limite
para a subida da aposta, pelo que não se aplica o máximo do art. 12.2
(interpretação R8-7).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>A player lifts his hole cards off the table and shows them to a friend behind him. What does this break?</source>
        <translation>Um jogador levanta as suas cartas pessoais da mesa e mostra-as a um amigo atrás dele. O que viola isto?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nothing: a player may show his own cards to anyone who asks to see them.</source>
        <translation>Nada: um jogador pode mostrar as suas próprias cartas a quem pedir para as ver.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Players see only their own cards and may not hold them off the table.</source>
        <translation>Os jogadores só vêem as suas próprias cartas e não as podem segurar fora da mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Nothing, as long as he has already folded or is all in.</source>
        <translation>Nada, desde que já tenha desistido ou esteja all-in.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 6.2: players may only see their own cards and may not hold the cards
outside the gaming table.
</source>
        <translation>Art. 6.2: os jogadores só podem ver as suas próprias cartas e não podem segurar
as cartas fora da mesa de jogo.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>On the river, the two players left offer to share the pot and not show
their hands. What do you say?
</source>
        <translation>No rio, os dois jogadores que restam propõem repartir o pote sem mostrar
as suas mãos. O que lhes diz?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>They may, if both agree out loud and the croupier hears it said.</source>
        <translation>Podem, se ambos concordarem em voz alta e o croupier o ouvir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>No: the pot is never shared by agreement; both play to the end.</source>
        <translation>Não: o pote nunca é repartido por acordo; ambos jogam até ao fim.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>They may, once the house has taken its commission.</source>
        <translation>Podem, depois de a casa cobrar a sua comissão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 10.3: the pot cannot be shared between players by agreement, so all
hands must stay in play until the final result. Then every active player
shows his cards (art. 8.5).
</source>
        <translation>Art. 10.3: o pote não pode ser repartido, por acordo, entre os jogadores, pelo
que todas as mãos devem manter-se em jogo até ao desfecho final. Então, todos os
participantes ainda em jogo exibem as suas cartas (art. 8.5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Seats 2 and 7 tie for a pot of 1 010 after commission, and the smallest
chip in play is 10. Each gets 500. Where do the remaining 10 go?
</source>
        <translation>Os lugares 2 e 7 empatam num pote de 1 010 depois da comissão, e a ficha mais pequena
em jogo é de 10. Cada um recebe 500. Para onde vão os 10 restantes?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To the tied winner nearest the croupier&apos;s left: seat 2.</source>
        <translation>Ao vencedor empatado mais próximo à esquerda do croupier: o lugar 2.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To the tied winner nearest the marker&apos;s left, whoever he is.</source>
        <translation>Ao vencedor empatado mais próximo à esquerda do marcador, seja ele quem for.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>To the house, with the commission of the hand.</source>
        <translation>À casa, com a comissão da jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>It stays in the middle of the table for the next hand.</source>
        <translation>Fica no centro da mesa para a jogada seguinte.</translation>
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
        <translation>Art. 10.4 e 10.5: as mãos iguais dividem o pote em partes iguais até ao valor
mínimo susceptível de divisão, e o que não puder ser dividido acresce ao
«participante ainda em jogo imediatamente à esquerda do croupier». Esse
participante não tem de ser um vencedor (o lugar 1 podia ainda estar em jogo,
batido); a interpretação R1-4 lê-o entre os vencedores empatados e dá-lhe todo o
remanescente: aqui, o lugar 2.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>How does a player fold, and what happens to the chips he has already bet?</source>
        <translation>Como desiste um jogador, e o que acontece às fichas que já apostou?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Cards face down, pushed to the croupier; his bets stay in the pot.</source>
        <translation>Cartas de face para baixo, empurradas para o croupier; as suas apostas ficam no pote.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>He shows his cards, and takes back his last bet if nobody called it.</source>
        <translation>Mostra as cartas e retira a sua última aposta se ninguém a acompanhou.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Cards face down in front of him; his bets come back after the hand.</source>
        <translation>Cartas de face para baixo à sua frente; as suas apostas são-lhe devolvidas depois da jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha-macau.yaml"/>
        <source>Art. 13: a player who folds puts his cards on the table face down and
pushes them toward the croupier; the amount he bet becomes part of the pot
owed to the winning player.
</source>
        <translation>Art. 13: o jogador que desiste coloca as cartas na mesa, de face para baixo, e
empurra-as na direcção do croupier; o montante das suas apostas integra o pote
devido ao jogador vencedor.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Hold&apos;em and Omaha: the cut, the flop games&apos; dealing errors, blinds, order of betting, raises and missed bets</source>
        <translation>Hold&apos;em e Omaha: o corte, os erros na distribuição dos jogos com flop, as apostas obrigatórias, a ordem das apostas, os repiques e as apostas em falta</translation>
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
        <translation>O Omaha segue as regras gerais do póquer não bancado (regras 1-71) com as
alterações das regras 72-91, e o Hold&apos;em segue as mesmas regras 72-91 com as
alterações das regras 93-94 (regra 92). As perguntas desta lição são feitas nos
dois jogos. As palavras do regulamento: o croupier é «o pagador», o lugar do
marcador «a mão», as apostas obrigatórias menor e maior «pequena aposta» e «grande
aposta», subir a aposta «repicar», as cartas da mesa «as cartas comuns» (flop,
turn, «rio»).

A distribuição: só o pagador corta (regra 32; no sintético corta um jogador,
regra 101). Cada jogador recebe duas cartas no Hold&apos;em e quatro no Omaha (regras
35, 77, 93), uma de cada vez, no sentido dos ponteiros do relógio, começando pelo
jogador que efectuou a primeira aposta. Queima-se uma carta antes do flop, do turn
e do rio (regras 41, 43, 45).

Apostas obrigatórias e ordem: o jogador que tem «a mão» faz a pequena aposta,
metade do mínimo da mesa; o jogador à sua esquerda faz a grande aposta, o mínimo
da mesa (regras 81-83). Antes do flop, o primeiro a decidir é o jogador à esquerda
da grande aposta (regra 84); no flop, no turn e no rio fala primeiro o jogador que
tem «a mão» (regras 42, 44, 46, 85; interpretação R8-2: ou o lugar seguinte ainda
em jogo à sua esquerda).

Repiques («repiques»): no mínimo o mínimo da mesa; no máximo o total das apostas
até aí efectuadas, contando a aposta do último jogador (regra 86; a interpretação
R8-5 lê-o como o pote depois de acompanhar). Só três repiques por turno (regra 87),
ilimitados quando restam dois jogadores (regra 88).

Lugares e apostas obrigatórias: um novo jogador não pode ocupar o lugar ao qual
pertença «a mão» nessa jogada (regra 80). O jogador que não apostou durante cinco
mãos faz uma grande aposta na mão seguinte, sem que se altere a ordem das apostas
(regra 89; interpretação R8-9: nestes jogos aplica-se a regra 89, e não as «três
jogadas» da regra 13). O jogador que esteve ausente repõe as apostas obrigatórias
que não fez, e esse valor não conta para as suas apostas (regra 90). Se houver
jogadores que não fizeram a primeira aposta na distribuição, a jogada é válida; se
ninguém souber quais, joga-se com o pote reduzido (regra 91).

Erros na distribuição dos jogos com flop (regras 69 d, 70 c-h):
- 69 d) mais de uma carta virada para cima no baralho: erro na distribuição;
- 70 c) uma carta virada durante a distribuição: terminar a distribuição e
  completar a mão desse jogador no fim; a carta exposta é a carta a queimar
  seguinte;
- 70 d) flop exposto antes do fim das apostas: retirá-lo, deixar terminar as
  apostas, depois baralhar essas cartas com o restante baralho e tirar um novo flop
  sem queimar;
- 70 e) turn exposto antes do tempo: retirá-lo, deixar terminar as apostas,
  queimar e expor como turn a carta que seria o rio; depois baralhar a carta
  retirada com o baralho e tirar a primeira carta como rio, sem queimar;
- 70 f) rio exposto antes do tempo: só a segunda parte da 70 e) — retirá-lo,
  deixar terminar as apostas, baralhá-lo com o baralho e tirar a primeira carta
  como rio sem queimar;
- 70 g) carta não queimada: a carta virada passa a ser a carta a queimar e tira-se
  nova carta para a mesa;
- 70 h) nos casos d), e) e f), os jogadores que ainda não apostaram só podem
  acompanhar.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>How are the players&apos; cards dealt in Omaha?</source>
        <translation>Como são distribuídas as cartas dos jogadores no Omaha?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Four each, face down, one at a time, clockwise from the first bettor.</source>
        <translation>Quatro a cada um, cobertas, uma de cada vez, no sentido dos ponteiros do relógio a partir do primeiro a apostar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Two each, face down, then two more each after the first betting round.</source>
        <translation>Duas a cada um, cobertas, e mais duas a cada um depois do primeiro turno de apostas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Four each, face down, all four to one player before the next one.</source>
        <translation>Quatro a cada um, cobertas, todas as quatro a um jogador antes de passar ao seguinte.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 35: the cards are dealt one at a time, clockwise, starting with the
player who made the first bet (the small blind, &quot;a mão&quot;, rule 81). Rule 77
changes only the number: four each in Omaha.
</source>
        <translation>Regra 35: as cartas são dadas uma de cada vez, no sentido dos ponteiros do
relógio, começando pelo jogador que efectuou a primeira aposta (a pequena aposta,
«a mão», regra 81). A regra 77 altera apenas o número: quatro a cada um no Omaha.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Which rules govern Hold&apos;em at a non-banked table?</source>
        <translation>Que regras regem o Hold&apos;em numa mesa não bancada?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Only the general rules 1-71 and Hold&apos;em&apos;s own rules 93-94.</source>
        <translation>Só as regras gerais 1-71 e as regras próprias do Hold&apos;em, 93-94.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The general rules 1-71 and the Omaha rules 72-91, as changed by 93-94.</source>
        <translation>As regras gerais 1-71 e as regras do Omaha 72-91, com as alterações das regras 93-94.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The Omaha rules 72-91 alone; the general rules are for sintético.</source>
        <translation>Só as regras do Omaha 72-91; as regras gerais são para o sintético.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 92: Hold&apos;em is governed by the general rules of subsection I and by the
Omaha rules of the previous subsection, with the changes of rules 93-94 (two
pocket cards, the best five of seven). So blinds, order of betting, raises
and missed blinds (rules 80-91) apply to Hold&apos;em too.
</source>
        <translation>Regra 92: o Hold&apos;em rege-se pelas regras gerais da subsecção I e pelas regras do
Omaha da subsecção anterior, com as alterações das regras 93-94 (duas cartas
pessoais, as cinco melhores de sete). Por isso as apostas obrigatórias, a ordem das
apostas, os repiques e as apostas em falta (regras 80-91) aplicam-se também ao
Hold&apos;em.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Who cuts the deck at a Hold&apos;em or Omaha table?</source>
        <translation>Quem corta o baralho numa mesa de Hold&apos;em ou de Omaha?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The pagador, and only the pagador.</source>
        <translation>O pagador, e só o pagador.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the right of a mão.</source>
        <translation>O jogador à direita da mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player on the pagador&apos;s right, each hand.</source>
        <translation>O jogador à direita do pagador, em cada jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player holding the big blind.</source>
        <translation>O jogador que fez a grande aposta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 32: once the shuffle is over, the cut is exclusively the pagador&apos;s. (In
póquer sintético rule 101 gives the cut to a player instead.)
</source>
        <translation>Regra 32: concluído o baralhar, compete exclusivamente ao pagador efectuar o corte.
(No póquer sintético, a regra 101 dá antes o corte a um jogador.)
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The table minimum is 100. Who posts the small blind, and how much?</source>
        <translation>O mínimo da mesa é 100. Quem faz a pequena aposta, e de que valor?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player with the marker (a mão), 50.</source>
        <translation>O jogador que tem o marcador (a mão), 50.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the left of the marker, 50.</source>
        <translation>O jogador à esquerda do marcador, 50.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player with the marker (a mão), 100.</source>
        <translation>O jogador que tem o marcador (a mão), 100.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the right of the marker, 50.</source>
        <translation>O jogador à direita do marcador, 50.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player who has &quot;a mão&quot; makes the small blind (&quot;pequena aposta&quot;), half the
table minimum (rules 81-82). Careful: in Omaha Macau 2010 it is the player to
the left of the marker who posts the smaller blind (art. 5.1).
</source>
        <translation>O jogador que tem «a mão» faz a pequena aposta («pequena aposta»), metade do
mínimo da mesa (regras 81-82). Atenção: no Omaha de Macau de 2010 é o jogador à
esquerda do marcador quem coloca a aposta prévia menor (art. 5.1).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The table minimum is 200. How much is the big blind, and who posts it?</source>
        <translation>O mínimo da mesa é 200. De quanto é a grande aposta, e quem a faz?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>200, by the player to the left of a mão.</source>
        <translation>200, pelo jogador à esquerda da mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>400, by the player to the left of a mão.</source>
        <translation>400, pelo jogador à esquerda da mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>200, by the player to the right of a mão.</source>
        <translation>200, pelo jogador à direita da mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 81: the player immediately to the left of a mão makes the &quot;grande
aposta&quot;; rule 83: it equals the table minimum.
</source>
        <translation>Regra 81: o jogador imediatamente à esquerda da mão efectua a «grande
aposta»; regra 83: é igual ao mínimo da mesa.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Before the flop, who is the first player to decide?</source>
        <translation>Antes do flop, quem é o primeiro jogador a decidir?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the left of the big blind.</source>
        <translation>O jogador à esquerda da grande aposta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player holding a mão (the marker).</source>
        <translation>O jogador que tem a mão (o marcador).</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player who posted the big blind (the grande aposta).</source>
        <translation>O jogador que fez a grande aposta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 84: the first to fold, check, call or raise (rule 39) is the player
just to the left of the player who made the big blind.
</source>
        <translation>Regra 84: o primeiro a desistir, passar, acompanhar ou repicar (regra 39) é o
jogador imediatamente à esquerda do jogador que efectuou a grande aposta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>On the flop, the turn and the river, who speaks first?</source>
        <translation>No flop, no turn e no rio, quem fala primeiro?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player with a mão, or the next one still in on his left.</source>
        <translation>O jogador que tem a mão, ou o seguinte ainda em jogo à sua esquerda.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player to the left of the big blind, or the next one still in.</source>
        <translation>O jogador à esquerda da grande aposta, ou o seguinte ainda em jogo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The player who made the last raise in the round before.</source>
        <translation>O jogador que fez o último repique no turno anterior.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 85: in the rounds after the first, the first to speak is the player who
has &quot;a mão&quot; (rules 42, 44 and 46 say so for the flop, turn and river rounds).
Ruling R8-2: if he is out or all in, the next seat still able to act on his
left opens.
</source>
        <translation>Regra 85: nos turnos seguintes ao primeiro, o primeiro a falar é o jogador que
tem «a mão» (as regras 42, 44 e 46 dizem-no para os turnos do flop, do turn e do
rio). Interpretação R8-2: se ele estiver fora ou encavado, abre o lugar seguinte à
sua esquerda que ainda possa jogar.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Five players are still in. There have been a bet and three raises in this
round, and a player wants to raise again. What does the pagador say?
</source>
        <translation>Ainda estão cinco jogadores em jogo. Neste turno houve uma aposta e três repiques,
e um jogador quer repicar de novo. O que diz o pagador?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>No: only three raises are allowed in a round.</source>
        <translation>Não: só são permitidos três repiques por turno.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes: if it is at least the table minimum.</source>
        <translation>Sim: se for pelo menos o mínimo da mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes: if it is no more than the total of the bets.</source>
        <translation>Sim: se não exceder o total das apostas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 87 allows only three raises in each round. The limit falls away only
when two players are left (rule 88).
</source>
        <translation>A regra 87 só permite três repiques em cada turno. O limite só desaparece
quando restam dois jogadores (regra 88).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Only two players are left and they have raised each other four times in
this round. Can the fifth raise be made?
</source>
        <translation>Só restam dois jogadores, que já repicaram um ao outro quatro vezes neste
turno. Pode fazer-se o quinto repique?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes: with two players left, raises are unlimited.</source>
        <translation>Sim: com dois jogadores, os repiques são ilimitados.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>No: three raises is the limit in every round.</source>
        <translation>Não: três repiques é o limite em todos os turnos.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes, but only if the fiscal allows it there and then.</source>
        <translation>Sim, mas só se o fiscal o autorizar ali mesmo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 88 (and rule 47 in general): when only two players are in the hand
the number of raises is unlimited.
</source>
        <translation>Regra 88 (e regra 47 em geral): quando só se encontram dois jogadores em jogo, o
número de repiques é ilimitado.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The pot holds 200. Seat A bets 100 and seat B calls 100. Seat C wants to
raise. What are his smallest and largest raises?
</source>
        <translation>O pote tem 200. O lugar A aposta 100 e o lugar B acompanha com 100. O lugar C quer
repicar. Quais são o seu menor e o seu maior repique?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>At least the table minimum; at most 500 on top of the call.</source>
        <translation>No mínimo o mínimo da mesa; no máximo 500 além do valor para acompanhar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>At least the last raise; at most his whole stack (the cave).</source>
        <translation>No mínimo o último repique; no máximo toda a sua cave.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>At least double the bet; at most 400 on top of the call.</source>
        <translation>No mínimo o dobro da aposta; no máximo 400 além do valor para acompanhar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 86: a raise is at least the table minimum, and at most the total of the
bets made so far, counting the last player&apos;s bet. Ruling R8-5 reads this as
the pot after C&apos;s own call: 200 + 100 + 100 + 100 = 500, so C may call 100
and raise by at most 500 (a total of 600). &quot;At least the last raise&quot; is the
Omaha Macau 2010 rule (art. 12.1), not the non-banked one.
</source>
        <translation>Regra 86: um repique é no mínimo o mínimo da mesa e no máximo o total das apostas
até aí efectuadas, contando a aposta do último jogador. A interpretação R8-5 lê-o
como o pote depois de C acompanhar: 200 + 100 + 100 + 100 = 500, por isso C pode
acompanhar 100 e repicar no máximo 500 (600 no total). «No mínimo o último
repique» é a regra do Omaha de Macau de 2010 (art. 12.1), não a do póquer não
bancado.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>A new player sits down in the seat that has &quot;a mão&quot; for the coming hand.
What happens?
</source>
        <translation>Um novo jogador senta-se no lugar que tem «a mão» no golpe seguinte.
O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He plays from the next hand; a mão passes to the seat on his left.</source>
        <translation>Joga a partir da jogada seguinte; a mão passa para o lugar à sua esquerda.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He posts the small blind as a mão and plays the hand at once.</source>
        <translation>Faz a pequena aposta como mão e joga logo a jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He posts both blinds at once and plays the hand straight away from there.</source>
        <translation>Faz logo as duas apostas obrigatórias e joga a jogada a partir daí.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 80: a new player cannot take the seat that has &quot;a mão&quot; in that hand.
If he does, he plays from the next hand, and a mão moves to the seat
occupied immediately on his left.
</source>
        <translation>Regra 80: um novo jogador não pode ocupar o lugar ao qual pertença «a mão» nesse
golpe. Se o fizer, só joga no golpe seguinte, e a mão transfere-se para o lugar
ocupado imediatamente à sua esquerda.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>A seated player has not bet for five hands. What happens in the next hand?</source>
        <translation>Um jogador sentado não aposta há cinco mãos. O que acontece na mão seguinte?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He posts a big blind; the order of betting does not change.</source>
        <translation>Faz uma grande aposta; a ordem das apostas não se altera.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He posts a big blind and speaks first in every betting round.</source>
        <translation>Faz uma grande aposta e fala primeiro em todos os turnos de apostas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He takes a mão and posts the small blind in the next hand.</source>
        <translation>Fica com a mão e faz a pequena aposta na jogada seguinte.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 89: he must make a big blind in the following hand, without any change
to the order of betting in that hand. Ruling R8-9: in Hold&apos;em and Omaha rule
89, the variant&apos;s own rule, governs a seated player who does not bet; rule
13&apos;s &quot;three or more hands&quot; does not apply, though a player may still ask to
rest two hands (rule 13).
</source>
        <translation>Regra 89: tem de fazer uma grande aposta na mão seguinte, sem que se altere a
sequência das apostas nessa mão. Interpretação R8-9: no Hold&apos;em e no Omaha, a
regra 89, a regra própria da variante, rege o jogador sentado que não aposta; as
«três ou mais jogadas» da regra 13 não se aplicam, embora o jogador possa ainda
pedir para descansar durante duas mãos (regra 13).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>A player was away from the table and missed his big blind. He comes back
and wants to play the next hand. What does the pagador do?
</source>
        <translation>Um jogador esteve ausente da mesa e não fez a sua grande aposta. Regressa
e quer jogar a mão seguinte. O que faz o pagador?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He makes it up; it does not count towards his bets this hand.</source>
        <translation>Repõe-na; não conta para as suas apostas nesta jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He makes it up, and it counts as his first bet of this hand.</source>
        <translation>Repõe-na, e conta como a sua primeira aposta desta jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>He waits out one hand as a penalty, then plays on without making it up.</source>
        <translation>Fica uma jogada de fora como penalização e depois continua sem a repor.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 90: on his return he pays what he did not post, and that amount is not
counted in the bets he makes in that hand.
</source>
        <translation>Regra 90: ao regressar, repõe o valor da aposta que não fez, e esse valor não é
contado para as apostas que fizer nessa mão.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>After the deal the pagador sees that some players did not make the first
bet, but nobody can tell which ones. What happens?
</source>
        <translation>Depois da distribuição, o pagador vê que alguns jogadores não efectuaram a primeira
aposta, mas ninguém consegue dizer quais. O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The hand is valid and is played with the smaller pot.</source>
        <translation>A jogada é válida e joga-se com o pote reduzido.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Misdeal: the hand is void and is dealt again.</source>
        <translation>Erro na distribuição: a jogada é nula e volta-se a distribuir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Every player puts his first bet in once more, then the hand goes on.</source>
        <translation>Todos os jogadores fazem de novo a primeira aposta e depois a jogada continua.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 91: the hand stands. Players known to have missed it must make the
first bet to take part; if they cannot be identified, the hand is played
with the reduced pot. Rule 91 speaks of the &quot;primeira aposta&quot;; the regulation
does not say more, and the house reads it as the forced bets of these
games, the blinds of rules 81-83.
</source>
        <translation>Regra 91: o golpe mantém-se válido. Os jogadores que se sabe que não a fizeram
têm de fazer a primeira aposta para participar; se não for possível identificá-los,
joga-se com o pote reduzido. A regra 91 fala da «primeira aposta»; o regulamento
não diz mais, e a casa entende-a como as apostas obrigatórias destes jogos, a
pequena e a grande aposta das regras 81-83.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Dealing the hole cards, you find two cards lying face up in the deck. What
happens?
</source>
        <translation>Ao distribuir as cartas pessoais, encontra duas cartas viradas para cima no baralho. O que
acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take both cards out as burn cards and deal on.</source>
        <translation>Retirar as duas cartas como cartas a queimar e continuar a distribuir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Deal on; the two cards are shuffled back in at the next hand.</source>
        <translation>Continuar a distribuir; as duas cartas voltam a ser baralhadas na jogada seguinte.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 69 d): more than one card face up in the deck is a misdeal. (In
sintético even one face-up card voids the hand, rule 109 c.)
</source>
        <translation>Regra 69 d): mais de uma carta virada para cima no baralho é um erro na
distribuição. (No sintético basta uma carta descoberta para a jogada ser nula,
regra 109 c.)
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Dealing the hole cards, you accidentally turn one of seat 3&apos;s cards face
up. What is the procedure?
</source>
        <translation>Ao distribuir as cartas pessoais, vira sem querer uma das cartas do lugar 3.
Qual é o procedimento?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Misdeal: void the hand and deal the hand again from a new shuffle.</source>
        <translation>Erro na distribuição: anular a jogada e distribuí-la de novo depois de voltar a baralhar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Deal on; complete seat 3 last; that card is the next burn card.</source>
        <translation>Continuar a distribuir; completar o lugar 3 no fim; essa carta é a carta a queimar seguinte.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave the card face up in seat 3&apos;s hand and carry on with the deal.</source>
        <translation>Deixar a carta virada para cima na mão do lugar 3 e continuar a distribuição.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 c): if the pagador involuntarily turns over a card while dealing, he
continues the deal to the other players in the set order and, at the end,
completes the hand of the player whose card was turned. That card is the
card burned in the next phase of the game. Two or more cards turned over
would be a misdeal (rule 69 g).
</source>
        <translation>Regra 70 c): se na distribuição o pagador involuntariamente virar uma carta,
continua a distribuição aos restantes jogadores, segundo a ordem estabelecida, e
no final completa a mão do jogador que tinha a carta virada. Essa carta será a
carta a queimar na fase seguinte do jogo. Duas ou mais cartas viradas seriam um
erro na distribuição (regra 69 g).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>You put out the flop before the last player has acted on the first betting
round. What do you do?
</source>
        <translation>Expõe o flop antes de o último jogador ter jogado no primeiro turno
de apostas. O que faz?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take the flop back, finish the betting, shuffle it in, deal a new flop, no burn.</source>
        <translation>Retirar o flop, terminar as apostas, baralhá-lo com o baralho, tirar novo flop, sem queimar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take the flop back, finish the betting, then put the same three cards out again.</source>
        <translation>Retirar o flop, terminar as apostas e depois voltar a expor as mesmas três cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave the flop out, let the player act; he may then only call the bets before.</source>
        <translation>Deixar o flop exposto e deixar o jogador jogar; ele só pode então acompanhar as apostas anteriores.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 d): the flop cards exposed too early are withdrawn and the betting
is completed. Then those cards go back into the rest of the deck, it is
shuffled, and three cards are dealt for the flop without burning first.
</source>
        <translation>Regra 70 d): as cartas do flop expostas antes do tempo são retiradas e as apostas
são concluídas. Depois, essas cartas voltam ao restante baralho, baralha-se e
tiram-se três cartas para o flop sem queimar previamente nenhuma carta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>You expose the turn card before the betting on the flop is over. What is the procedure?</source>
        <translation>Expõe a carta do turn antes de terminarem as apostas do flop. Qual é o procedimento?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take it back; after the betting burn, and the next card is the turn; then shuffle it in and deal the river, no burn.</source>
        <translation>Retirá-la; depois das apostas, queimar, e a carta seguinte é o turn; depois baralhá-la com o baralho e tirar o rio, sem queimar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take it back; after the betting burn one card and put the same card out again as the turn, then burn and deal the river.</source>
        <translation>Retirá-la; depois das apostas, queimar uma carta e voltar a expor a mesma carta como turn, depois queimar e tirar o rio.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave the turn card out; the players who have not acted may only call the bets made before.</source>
        <translation>Deixar a carta do turn exposta; os jogadores que ainda não jogaram só podem acompanhar as apostas anteriores.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 e): the early turn card is withdrawn and the players finish their
bets. The next card is burned and the card that would have been the river is
exposed as the turn. The withdrawn card is then returned to the deck, which
is shuffled, and the first card is taken as the river without a burn.
</source>
        <translation>Regra 70 e): a carta do turn exposta antes do tempo é retirada e os jogadores
acabam de fazer as suas apostas. Queima-se a carta seguinte e expõe-se no turn a
carta que seria o rio. A carta retirada volta então ao baralho, que é baralhado, e
tira-se a primeira carta para o rio sem queimar.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>You expose the river before the betting on the turn is over. What is the procedure?</source>
        <translation>Expõe o rio antes de terminarem as apostas do turn. Qual é o procedimento?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take it back; after the betting burn a card, then deal the river.</source>
        <translation>Retirá-lo; depois das apostas, queimar uma carta e tirar o rio.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Take it back; after the betting shuffle it in; first card is the river, no burn.</source>
        <translation>Retirá-lo; depois das apostas, baralhá-lo com o baralho; a primeira carta é o rio, sem queimar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Leave it out as the river; the players who have not acted may only call.</source>
        <translation>Deixá-lo exposto como rio; os jogadores que ainda não jogaram só podem acompanhar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 f): for the river the pagador follows the second part of rule 70 e):
the exposed card is withdrawn, the players finish their bets, the card goes
back into the rest of the deck, it is shuffled, and the first card is taken
as the river without burning.
</source>
        <translation>Regra 70 f): para o rio, o pagador segue a segunda parte da regra 70 e): a carta
exposta é retirada, os jogadores acabam as suas apostas, a carta volta ao restante
baralho, baralha-se e tira-se a primeira carta para o rio sem queimar.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>You turn the turn card without burning first. What now?</source>
        <translation>Vira a carta do turn sem queimar primeiro. E agora?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>That card counts as the burn card; a new card goes out as the turn.</source>
        <translation>Essa carta conta como carta a queimar; tira-se nova carta para o turn.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>That card stays as the turn; burn two cards before dealing the river.</source>
        <translation>Essa carta fica como turn; queimam-se duas cartas antes de tirar o rio.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Misdeal: the hand is void, and a new hand is dealt from a new shuffle.</source>
        <translation>Erro na distribuição: a jogada é nula e distribui-se nova mão depois de voltar a baralhar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 g): if the pagador does not burn a card where rules 41, 43 and 45
require it, the card turned is considered the burn card, and a new card is
drawn for the table.
</source>
        <translation>Regra 70 g): se o pagador não queimar carta onde as regras 41, 43 e 45 o exigem,
considera-se carta a queimar a que for virada, tirando-se nova carta para o jogo
da mesa.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>The flop was exposed before seat 8 had acted; you have taken the three cards
back. It is seat 8&apos;s turn in the pre-flop round and he wants to raise. May he?
</source>
        <translation>O flop foi exposto antes de o lugar 8 ter jogado; já retirou as três cartas.
É a vez do lugar 8 no turno antes do flop e ele quer repicar. Pode?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Yes: the exposed flop changes nothing in the pre-flop round.</source>
        <translation>Sim: o flop exposto não altera nada no turno antes do flop.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>No: a player who had not yet bet may only call the bets before.</source>
        <translation>Não: um jogador que ainda não tinha apostado só pode acompanhar as apostas anteriores.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>No: having seen part of the flop, he must now fold his hand at once.</source>
        <translation>Não: tendo visto parte do flop, tem agora de desistir de imediato.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/omaha.yaml"/>
        <source>Rule 70 h): in the cases of rule 70 d), e) and f), the players who had not
yet bet may only match the earlier bets, never raise them. This limits the
round in progress when the card was exposed; the new flop is dealt only after
that round ends (rule 70 d), and its round is played normally.
</source>
        <translation>Regra 70 h): nos casos das alíneas d), e) e f) da regra 70, os jogadores que ainda
não apostaram só podem igualar as apostas anteriores e nunca repicá-las. Isto
limita o turno em curso quando a carta foi exposta; o novo flop só é tirado depois
de terminado esse turno (regra 70 d), e o seu turno joga-se normalmente.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Q Poker: procedure and irregularities</source>
        <translation>Q Poker: procedimento e irregularidades</translation>
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
        <translation>As cartas são baralhadas ou manualmente, sendo depois cortadas pelo croupier com
a carta branca e colocadas no «sabot» com a carta branca no fim do baralho, ou pelo
baralhador de cartas, sem corte (Despacho 89/2004 art. 3). Podem marcar-se apostas
em uma ou mais mãos, e vários jogadores podem apostar na mesma mão; não são aceites
novas apostas depois de distribuída a primeira carta; só os jogadores sentados
podem segurar as cartas, e nunca fora da banca (art. 6).

Com o «sabot», as cartas são distribuídas no sentido dos ponteiros do relógio, da
esquerda para a direita, com a face voltada para baixo, uma de cada vez, apenas às
mãos com aposta, sendo o croupier o último, até todos terem três cartas. Com o
baralhador, são distribuídas três cartas de cada vez da mesma forma (art. 7).
Depois de abertas as mãos dos jogadores, resolve-se primeiro o «Par e combinações
vitoriosas»; depois cada jogador decide se joga ou desiste, antes da abertura da
mão do croupier, e a decisão não pode ser revogada (art. 9.1 a 9.3).

Irregularidades (art. 11; interpretação R6-6):

1. Cartas distribuídas numa sequência incorrecta, ou uma mão com um número de
   cartas incorrecto: a jogada é inválida, as apostas são nulas e distribui-se nova
   jogada.
2. Uma carta exposta inadvertidamente na distribuição das mãos dos jogadores: a
   jogada é válida, e as apostas e o jogo prosseguem.
3. Uma carta da mão do croupier exposta inadvertidamente: a jogada é inválida e
   todas as apostas são nulas.
4. Cartas distribuídas por engano a uma mão sem aposta: essa mão é nula e o jogo
   prossegue.
5. Mau funcionamento do baralhador durante a distribuição: a jogada é nula e o
   baralhador é substituído, ou utiliza-se um «sabot».
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>You notice that the cards were dealt in the wrong sequence. What happens?</source>
        <translation>Repara que as cartas foram distribuídas numa sequência incorrecta. O que acontece?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Put the cards right by giving each hand the cards it should have had.</source>
        <translation>Corrigir as cartas, dando a cada mão as cartas que lhe deviam caber.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round is invalid, the bets are void, and a new round is dealt with new cards.</source>
        <translation>A jogada é inválida, as apostas são nulas e distribui-se nova jogada com novas cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round goes on as dealt: the order of the deal does not change the hands.</source>
        <translation>A jogada prossegue tal como foi distribuída: a ordem da distribuição não altera as mãos.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Only the hands that received their cards out of order are void; the rest play.</source>
        <translation>Só são nulas as mãos que receberam as cartas fora de ordem; as restantes jogam.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.1: if the cards were dealt in an incorrect sequence, the round is
considered invalid, the bets are null, and a new round begins with new
cards. Q Poker does not correct a misdeal the way 13 cards does.
</source>
        <translation>Art. 11.1: se as cartas tiverem sido distribuídas numa sequência incorrecta, a
jogada é considerada inválida, as apostas são nulas e dá-se início a nova jogada
com novas cartas. O Q Poker não corrige um erro na distribuição como faz o jogo
de treze cartas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>A player&apos;s hand turns out to hold four cards. What happens?</source>
        <translation>Verifica-se que a mão de um jogador tem quatro cartas. O que acontece?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Take the extra card away at random, face down, and let the round play on.</source>
        <translation>Retirar a carta a mais ao acaso, de face para baixo, e deixar a jogada prosseguir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>That player&apos;s hand alone is void, with its bets; the other hands play on.</source>
        <translation>Só a mão desse jogador é nula, com as suas apostas; as outras mãos prosseguem.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round is invalid, all bets are void, and a new round is dealt.</source>
        <translation>A jogada é inválida, todas as apostas são nulas e distribui-se nova jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.1: a hand dealt the wrong number of cards makes the whole round
invalid; the bets are null and new cards are dealt for a new round.
</source>
        <translation>Art. 11.1: uma mão com um número de cartas incorrecto torna inválida toda a
jogada; as apostas são nulas e distribuem-se novas cartas para nova jogada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>While dealing the players&apos; hands, you accidentally expose one of seat 4&apos;s
cards. What happens?
</source>
        <translation>Ao distribuir as mãos dos jogadores, expõe inadvertidamente uma das cartas do
lugar 4. O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round is invalid, every bet is void, and the cards are dealt again.</source>
        <translation>A jogada é inválida, todas as apostas são nulas e as cartas são distribuídas de novo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Seat 4&apos;s hand is void; the others play on.</source>
        <translation>A mão do lugar 4 é nula; as outras prosseguem.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Nothing: the round is valid, and the bets and the game go on.</source>
        <translation>Nada: a jogada é válida, e as apostas e o jogo prosseguem.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Seat 4 may withdraw its bets, since its hand is known to everyone now.</source>
        <translation>O lugar 4 pode retirar as suas apostas, já que a sua mão é agora conhecida de todos.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.2: one or more cards exposed by accident while dealing the players&apos;
hands do not invalidate the round; the bets and the game continue.
</source>
        <translation>Art. 11.2: uma ou mais cartas expostas inadvertidamente na distribuição das mãos
dos jogadores não geram a invalidade da jogada; as apostas e o jogo prosseguem.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>While dealing, you accidentally expose one of your own (the croupier&apos;s) cards. What happens?</source>
        <translation>Ao distribuir, expõe inadvertidamente uma das suas próprias cartas (as do croupier). O que acontece?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Nothing: the round is valid, and play goes on.</source>
        <translation>Nada: a jogada é válida e o jogo prossegue.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The round is invalid, and all bets are void.</source>
        <translation>A jogada é inválida e todas as apostas são nulas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The exposed card is burned and replaced with the next card.</source>
        <translation>A carta exposta é queimada e substituída pela carta seguinte.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The players may fold without losing half their bet.</source>
        <translation>Os jogadores podem desistir sem perder metade da sua aposta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.3: a card exposed by accident in the croupier&apos;s hand makes the round
invalid, and all bets are considered null. Compare art. 11.2: a player&apos;s
exposed card does not.
</source>
        <translation>Art. 11.3: uma carta exposta inadvertidamente na mão do croupier torna a jogada
inválida, e todas as apostas são consideradas nulas. Compare-se com o art. 11.2:
uma carta exposta de um jogador não o faz.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>You deal three cards by mistake to a spot where nobody has placed a bet.
What happens?
</source>
        <translation>Distribui por engano três cartas a um lugar onde ninguém colocou aposta.
O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>That hand is void, and the game goes on.</source>
        <translation>Essa mão é nula e o jogo prossegue.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The hand is played for the house.</source>
        <translation>A mão é jogada pela casa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The next player may place a bet on that hand.</source>
        <translation>O jogador seguinte pode colocar uma aposta nessa mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.4: cards dealt by mistake to a hand that has no bet of any kind make
that hand null, and the game goes on.
</source>
        <translation>Art. 11.4: as cartas distribuídas inadvertidamente a uma mão que não tenha
seleccionado qualquer tipo de aposta tornam essa mão nula, e o jogo prossegue.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The card shuffler breaks down in the middle of the deal. What happens?</source>
        <translation>O baralhador de cartas avaria a meio da distribuição. O que acontece?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The game is void; the shuffler is replaced, or a shoe is used to deal.</source>
        <translation>O jogo é nulo; o baralhador é substituído, ou utiliza-se um «sabot» para distribuir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The croupier finishes the deal by hand from the cards in the shuffler.</source>
        <translation>O croupier termina a distribuição à mão com as cartas que estão no baralhador.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The hands already dealt play on; the others are void.</source>
        <translation>As mãos já distribuídas prosseguem; as outras são nulas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 11.5: if the shuffler malfunctions during the deal, the game is null,
and the shuffler is replaced or the cards are dealt from a shoe instead.
</source>
        <translation>Art. 11.5: se durante a distribuição ocorrer um mau funcionamento do baralhador,
o jogo é considerado nulo, e o baralhador é substituído ou, em alternativa, as
cartas são distribuídas a partir de um «sabot».
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The first card of the round has been dealt when a player puts chips on his
spot. What do you do?
</source>
        <translation>Já foi distribuída a primeira carta da jogada quando um jogador coloca fichas no seu
espaço. O que faz?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Accept the bet, as long as his own cards have not been dealt.</source>
        <translation>Aceitar a aposta, desde que as cartas dele ainda não tenham sido distribuídas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Refuse it: once the first card is dealt, no new bet is accepted.</source>
        <translation>Recusá-la: depois de distribuída a primeira carta, não são aceites novas apostas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Accept it, but as a pair plus bet only, since the round has begun.</source>
        <translation>Aceitá-la, mas só como aposta no «Par e combinações vitoriosas», já que a jogada começou.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 6.2: when the first card of a round has already been dealt, new bets
are not accepted.
</source>
        <translation>Art. 6.2: quando numa jogada a primeira carta já tiver sido distribuída, não são
aceites novas apostas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>A player standing behind seat 5 has a bet on that hand and reaches for its
cards. Who may hold the cards?
</source>
        <translation>Um jogador de pé atrás do lugar 5 tem uma aposta nessa mão e estende a mão para as
suas cartas. Quem pode segurar as cartas?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Any player who has a bet on the hand.</source>
        <translation>Qualquer jogador que tenha uma aposta na mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Only the seated players, and never away from the table.</source>
        <translation>Só os jogadores sentados, e nunca fora da banca.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The player with the highest bet on the hand, seated or not.</source>
        <translation>O jogador com a aposta mais elevada na mão, sentado ou não.</translation>
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
        <translation>Art. 6.3: só os jogadores sentados têm o direito de segurar as cartas, e não as
podem segurar fora da banca. Vários jogadores podem apostar na mesma mão (art.
6.1), mas isso não lhes dá as cartas. Quando vários jogadores sentados apostam na
mesma mão, o art. 6.3 não diz qual deles segura as cartas (no jogo de treze cartas,
o art. 5 dá-as à aposta mais elevada; o Q Poker não tem tal regra): o croupier
deixa-os chegar a acordo e chama o supervisor se não o fizerem.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>How are the cards dealt from a shoe?</source>
        <translation>Como são distribuídas as cartas a partir do «sabot»?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Clockwise from left to right, face down, one at a time, only to hands with a bet, the croupier last, until everyone has three cards.</source>
        <translation>No sentido dos ponteiros do relógio, da esquerda para a direita, de face para baixo, uma de cada vez, só às mãos com aposta, sendo o croupier o último, até todos terem três cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Counterclockwise from the croupier&apos;s right, three cards at a time, face down, to every spot with a bet, the croupier first.</source>
        <translation>No sentido contrário ao dos ponteiros do relógio, a partir da direita do croupier, três cartas de cada vez, de face para baixo, a todas as mãos com aposta, sendo o croupier o primeiro.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Clockwise, one at a time, face down, to every spot whether it has a bet or not, the croupier first, until all have three.</source>
        <translation>No sentido dos ponteiros do relógio, uma de cada vez, de face para baixo, a todas as mãos, tenham ou não aposta, sendo o croupier o primeiro, até todos terem três.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 7.1: with a shoe, cards go from left to right, clockwise, face down,
one at a time, to each player who has placed a bet, the last card going to
the croupier, until all have three cards. With a shuffler (art. 7.2) the
order is the same but three cards are dealt at a time.
</source>
        <translation>Art. 7.1: com o «sabot», as cartas são distribuídas da esquerda para a direita,
no sentido dos ponteiros do relógio, com a face voltada para baixo, uma de cada
vez, a cada jogador que tenha colocado apostas, sendo a última carta distribuída ao croupier,
até todos terem três cartas. Com o baralhador (art. 7.2), a ordem é a mesma, mas
são distribuídas três cartas de cada vez.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The cards come from the shuffling machine. Must they be cut?</source>
        <translation>As cartas vêm do baralhador de cartas. É preciso cortá-las?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Yes, by the croupier with the blank card, every round.</source>
        <translation>Sim, pelo croupier com a carta branca, em todas as jogadas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Yes, by a player at the table, with one hand only.</source>
        <translation>Sim, por um jogador da mesa, apenas com uma mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>No: with the shuffler there is no need to cut.</source>
        <translation>Não: com o baralhador não é necessário cortar as cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 3: cards shuffled by hand are cut by the croupier with a blank card and
placed in the shoe with the blank card at the end; cards shuffled by the
machine need no cut.
</source>
        <translation>Art. 3: as cartas baralhadas manualmente são cortadas pelo croupier com uma carta
branca e colocadas no «sabot» com a carta branca no fim do baralho; as cartas
baralhadas pelo baralhador não precisam de ser cortadas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>A player folds. When the croupier&apos;s hand is opened it does not qualify, and
the player asks to take back his fold. What do you answer?
</source>
        <translation>Um jogador desiste. Quando a mão do croupier é aberta, não se qualifica, e
o jogador pede para revogar a sua desistência. O que lhe responde?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>He may: the croupier did not qualify, so every seat still playing is paid half its bet, and so is he.</source>
        <translation>Pode: o croupier não se qualificou, por isso cada lugar ainda em jogo recebe metade da sua aposta, e ele também.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>He may not: the decision is made before the croupier&apos;s hand is opened and cannot be revoked; he loses half his bet.</source>
        <translation>Não pode: a decisão é tomada antes da abertura da mão do croupier e não pode ser revogada; perde metade da sua aposta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>He may not, and having folded he loses his whole bet, the pair plus bet included, like a losing hand.</source>
        <translation>Não pode e, tendo desistido, perde toda a sua aposta, incluindo a aposta no «Par e combinações vitoriosas», como uma mão perdedora.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 9.3: a player who gives up playing against the croupier loses half his
bet. He must decide before the croupier&apos;s hand is opened, and once taken
the decision cannot be revoked.
</source>
        <translation>Art. 9.3: o jogador que desiste de jogar com o croupier perde metade do valor da
sua aposta. Deve tomar a sua decisão antes da abertura das cartas da mão do
croupier e, uma vez tomada, a decisão não pode ser revogada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>In what order are the bets settled after the players&apos; hands are opened?</source>
        <translation>Por que ordem são resolvidas as apostas depois de abertas as mãos dos jogadores?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Pair plus first; then the players decide to play or fold; then the bets against the croupier.</source>
        <translation>Primeiro o «Par e combinações vitoriosas»; depois os jogadores decidem se jogam ou desistem; depois as apostas contra o croupier.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>The bets against the croupier first, then pair plus, once the hands are shown.</source>
        <translation>Primeiro as apostas contra o croupier, depois o «Par e combinações vitoriosas», quando as mãos forem mostradas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Both at once, after the croupier&apos;s hand is opened and every decision is made.</source>
        <translation>Ambas ao mesmo tempo, depois de aberta a mão do croupier e tomadas todas as decisões.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/qpoker.yaml"/>
        <source>Art. 9.1 and 9.2: once the players&apos; hands are opened, the croupier settles
the pair plus bets (three odd cards lose them). Only then do the players
decide whether to play against the croupier&apos;s hand.
</source>
        <translation>Art. 9.1 e 9.2: depois de abertas as mãos dos jogadores, o croupier resolve as
apostas no «Par e combinações vitoriosas» (três cartas diferentes perdem-nas). Só
então os jogadores decidem se jogam contra a mão do croupier.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Póquer sintético: the cut, the ante, estardilho, and irregularities</source>
        <translation>Póquer sintético: o corte, a aposta inicial, o estardilho e as irregularidades</translation>
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
        <translation>O «póquer sintético» mantém as regras gerais do póquer não bancado «no restante»
(regra 112), com o seu próprio procedimento (regras 95-111). As palavras do
regulamento: o croupier é «o pagador», o lugar do marcador «a mão», o ante «aposta
inicial», as fichas de um jogador a sua «cave», uma jogada anulada «jogada nula».

As cartas baralhadas são apresentadas a um jogador para o corte, e não há «carta
queimada» (regra 100). No começo da partida corta o jogador à direita do pagador;
depois, o jogador à direita daquele que tem «a mão» (regra 101). Depois do corte e
antes da distribuição, cada jogador faz a aposta inicial (ante), pelo menos no
valor mínimo fixado pela concessionária (regra 102).

Estardilho e restardilho (regra 106), só onde a casa os permite: antes de o
pagador retirar a primeira carta comum, um jogador que ainda não viu as suas
cartas pode anunciar «estardilho»: todos os que queiram jogar têm de apostar o
dobro, e ele dobra o que colocou na mesa, de forma que todos apostem o mesmo; se
depois se desinteressar da jogada, perde o que avançou. Outro jogador que não
tenha visto as suas cartas pode responder com o «restardilho», dobrando o valor
avançado pelo que estardilhou. O jogador sem cave suficiente é tratado como
encavado («encavado», regras 38 e 49).

O pagador tira as cartas comuns da parte de baixo do baralho, uma de cada vez,
com a face voltada para cima (regras 107-108); o primeiro turno de apostas começa
pelo jogador à esquerda da «mão», e cada turno seguinte pelo jogador que fez a
aposta mais elevada no turno anterior (regras 107-108; interpretação R8-2: se
ninguém apostou nesse turno, de novo a partir da esquerda da mão).

Irregularidades:

- Regra 109: a jogada é nula («jogada nula») se, durante a distribuição, os
  jogadores não receberem as cartas pela ordem normal, um jogador receber mais ou
  menos cartas do que lhe correspondem, aparecer uma carta descoberta, ou uma
  carta se virar quando o pagador a distribui.
- Regra 110: se o pagador descobrir mais cartas das cinco comuns do que as
  devidas, perdem-se tantos turnos de apostas quantas as cartas descobertas.
  Interpretação R8-10: contam só as cartas viradas além da que era devida; ficam
  na mesa e, por cada uma, perde-se o turno que deveria ter vindo antes dela.
- Regra 111: se um ou vários jogadores não tiverem feito a aposta inicial quando
  da distribuição das cartas, a jogada é válida, e devem fazê-la para participar.
  Se não for possível determinar quem fez a aposta inicial, a jogada mantém-se
  válida e joga-se com o pote reduzido.
- Regra 13 (interpretação R8-9: aplica-se aqui por inteiro, o sintético não tem
  regra 89): um jogador pode pedir para descansar durante duas mãos sem perder o
  lugar; o que não apostar durante três ou mais jogadas, ou descansar
  repetidamente, tem de abandonar a mesa.

Atenção: uma carta que se vira durante a distribuição torna nula uma jogada de
sintético (regra 109 d), enquanto no Hold&apos;em e no Omaha a distribuição continua, a
mão desse jogador é completada no fim e a carta exposta passa a ser a carta a
queimar seguinte (regra 70 c).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>In a sintético game, a card turns over as you deal it to seat 5. What happens?</source>
        <translation>Num jogo de sintético, uma carta vira-se quando a dá ao lugar 5. O que acontece?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is void (jogada nula).</source>
        <translation>A jogada é nula (jogada nula).</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Deal on; complete seat 5 last.</source>
        <translation>Continuar a distribuir; completar o lugar 5 no fim.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 5 keeps the card, face up.</source>
        <translation>O lugar 5 fica com a carta, virada para cima.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 109 d): if a card turns over while the pagador is dealing, the hand is
void. Rule 109 is sintético&apos;s own rule, and rule 112 applies the general
rules only &quot;no restante&quot;, so the Hold&apos;em and Omaha procedure of rule 70 c)
does not apply; it could not anyway, as sintético has no burn card (rule 100).
</source>
        <translation>Regra 109 d): se uma carta se virar quando o pagador a está a distribuir, a
jogada é nula. A regra 109 é uma regra própria do sintético, e a regra 112 só
aplica as regras gerais «no restante», pelo que o procedimento do Hold&apos;em e do
Omaha da regra 70 c) não se aplica; nem poderia, já que o sintético não tem carta
queimada (regra 100).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>While dealing, you find a single face-up card in the deck. What happens?</source>
        <translation>Ao distribuir, encontra uma única carta virada para cima no baralho. O que acontece?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Put it aside and keep on dealing.</source>
        <translation>Pô-la de lado e continuar a distribuir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Deal on: it takes two to void it.</source>
        <translation>Continuar a distribuir: são precisas duas para a anular.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 109 c): if any uncovered card appears during the deal, the hand is
void. In Hold&apos;em and Omaha one face-up card in the deck is not a misdeal:
rule 69 d) needs &quot;mais de uma carta virada para cima&quot;.
</source>
        <translation>Regra 109 c): se aparecer alguma carta descoberta durante a distribuição, a
jogada é nula. No Hold&apos;em e no Omaha, uma carta virada para cima no baralho não é
erro na distribuição: a regra 69 d) exige «mais de uma carta virada para cima».
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The players did not receive their cards in the normal order. What happens?</source>
        <translation>Os jogadores não receberam as cartas pela ordem normal. O que acontece?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Move the cards to the players who should have had them.</source>
        <translation>Passar as cartas para os jogadores a quem deviam caber.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand stands if no player has looked at his cards.</source>
        <translation>A jogada mantém-se se nenhum jogador tiver visto as suas cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 109 a): a deal in which the players did not receive the cards in the
normal order is a void hand.
</source>
        <translation>Regra 109 a): uma distribuição em que os jogadores não receberam as cartas pela
ordem normal é uma jogada nula.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 9 has been dealt three hole cards. What happens?</source>
        <translation>O lugar 9 recebeu três cartas pessoais. O que acontece?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Take the last card back and play on.</source>
        <translation>Retirar a última carta e continuar a jogar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 9 keeps two of the three cards.</source>
        <translation>O lugar 9 fica com duas das três cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 109 b): a player who receives more or fewer cards than he should makes
the hand void. Each player must hold exactly two cards (rule 96).
</source>
        <translation>Regra 109 b): um jogador que recebe mais ou menos cartas do que lhe correspondem
torna a jogada nula. Cada jogador tem de ter exactamente duas cartas (regra 96).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After the first common card and its betting round, you uncover the second and
the third together, before the betting round on the second card. What
happens?
</source>
        <translation>Depois da primeira carta comum e do seu turno de apostas, descobre a segunda e
a terceira juntas, antes do turno de apostas da segunda carta. O que
acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is void (jogada nula) and dealt again.</source>
        <translation>A jogada é nula (jogada nula) e volta-se a distribuir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The third card goes back into the deck, which is reshuffled.</source>
        <translation>A terceira carta volta ao baralho, que é baralhado de novo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Both cards stay; one betting round is lost and play goes on.</source>
        <translation>As duas cartas ficam; perde-se um turno de apostas e o jogo continua.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Both cards stay; two betting rounds are lost and play goes on.</source>
        <translation>As duas cartas ficam; perdem-se dois turnos de apostas e o jogo continua.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 110: if the pagador uncovers more of the five common cards than he
should, as many betting rounds are lost as cards uncovered. Ruling R8-10:
only the cards turned beyond the one that was due count (here the third
card); they stay on the board, and the round that should have come before
it (the round on the second card) is lost. The hand is not void.
</source>
        <translation>Regra 110: se o pagador descobrir mais cartas das cinco comuns do que devia,
perdem-se tantos turnos de apostas quantas as cartas descobertas. Interpretação
R8-10: contam só as cartas viradas além da que era devida (aqui, a terceira
carta); ficam na mesa, e perde-se o turno que deveria ter vindo antes dela (o turno
da segunda carta). A jogada não é nula.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The cards have been dealt, and you notice that seat 2 has not put in the
ante. What happens?
</source>
        <translation>As cartas já foram distribuídas e repara que o lugar 2 não fez a
aposta inicial. O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is void, and it is dealt again.</source>
        <translation>A jogada é nula e volta-se a distribuir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is valid; he antes to take part.</source>
        <translation>A jogada é válida; ele faz a aposta inicial para participar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 2&apos;s cards are dead; the hand goes on.</source>
        <translation>As cartas do lugar 2 são anuladas; a jogada continua.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 111: if one or more players did not make the initial bet when the cards
were dealt, the hand is valid, and they must make it if they want to take
part in the hand.
</source>
        <translation>Regra 111: se um ou vários jogadores não efectuarem a aposta inicial quando da
distribuição das cartas, o golpe é válido e devem fazê-lo se quiserem participar
no golpe.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The ante pot is short, and nobody can tell which players failed to put in
their ante. What happens?
</source>
        <translation>O pote das apostas iniciais está incompleto e ninguém consegue dizer que jogadores não fizeram
a sua aposta inicial. O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand stays valid and is played with the smaller pot.</source>
        <translation>A jogada mantém-se válida e joga-se com o pote reduzido.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The hand is void and all the antes are returned to all.</source>
        <translation>A jogada é nula e todas as apostas iniciais são devolvidas a todos.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Every player puts in his ante once again, and then deal on.</source>
        <translation>Todos os jogadores fazem de novo a sua aposta inicial e depois continua-se a distribuir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 111: when it is not possible to determine which players made the
initial bet, the hand remains valid and is played with the reduced pot.
</source>
        <translation>Regra 111: quando não for possível determinar quais os jogadores que fizeram a
aposta inicial, o golpe mantém-se válido e joga-se com o pote reduzido.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>When do the players put in the aposta inicial (ante)?</source>
        <translation>Quando fazem os jogadores a aposta inicial (ante)?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After the cut and before the deal begins.</source>
        <translation>Depois do corte e antes de se iniciar a distribuição.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After the deal, before the first common card.</source>
        <translation>Depois da distribuição, antes da primeira carta comum.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Before the cut, as soon as the shuffle ends.</source>
        <translation>Antes do corte, logo que termina o baralhar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 102: after the cut and before the cards are dealt, the players make
their initial bet (ante), at least the minimum set by the concessionaire.
</source>
        <translation>Regra 102: depois de efectuado o corte e antes da distribuição das cartas, os
jogadores fazem a sua aposta inicial (ante), no valor mínimo fixado pela
concessionária, pelo menos.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Is a card burned in sintético before the common cards are exposed?</source>
        <translation>No sintético queima-se uma carta antes de as cartas comuns serem expostas?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Yes, before each common card, as in Hold&apos;em.</source>
        <translation>Sim, antes de cada carta comum, como no Hold&apos;em.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Only once, before the first common card.</source>
        <translation>Só uma vez, antes da primeira carta comum.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>No: there is no carta queimada in sintético.</source>
        <translation>Não: no sintético não há carta queimada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 100: after the shuffle, the cards are presented to the player entitled
to cut, and there is no burned card. The common cards are taken from the
bottom of the deck (rule 107).
</source>
        <translation>Regra 100: depois de baralhadas, as cartas são apresentadas ao jogador a quem
caiba o direito de efectuar o corte, e não há carta queimada. As cartas comuns são
tiradas da parte de baixo do baralho (regra 107).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Who cuts the cards for the second hand of the game?</source>
        <translation>Quem corta as cartas na segunda jogada da partida?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The pagador, as in Hold&apos;em and Omaha.</source>
        <translation>O pagador, como no Hold&apos;em e no Omaha.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The player on the pagador&apos;s right.</source>
        <translation>O jogador à direita do pagador.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The player who won the last pot.</source>
        <translation>O jogador que ganhou o último pote.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 101: at the start of the game, the player seated on the pagador&apos;s right
cuts. In the following hands, the cards are given to be cut to the player on
the right of the one who has &quot;a mão&quot;.
</source>
        <translation>Regra 101: no começo da partida, corta o jogador sentado à direita do pagador. Nas
jogadas seguintes, as cartas são dadas a cortar ao jogador que estiver à direita
daquele que tem «a mão».
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 6 made the highest bet in the round on the first common card. Who
starts the betting round after the second common card?
</source>
        <translation>O lugar 6 fez a aposta mais elevada no turno da primeira carta comum. Quem
inicia o turno de apostas depois da segunda carta comum?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The player to the left of a mão.</source>
        <translation>O jogador à esquerda da mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Seat 6, the highest bettor before.</source>
        <translation>O lugar 6, o que fez a aposta mais elevada antes.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The player holding a mão himself.</source>
        <translation>O próprio jogador que tem a mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 108: the first betting round starts with the player to the left of the
one who has &quot;a mão&quot; (rule 107); every later round is begun by the player who
made the highest bet in the round before. Ruling R8-2: if nobody bet in that
round, it starts again from the player to the left of a mão; a seat out of
the hand or all in is passed over.
</source>
        <translation>Regra 108: o primeiro turno de apostas começa pelo jogador à esquerda daquele que
tem «a mão» (regra 107); cada turno seguinte é iniciado pelo jogador que fez a
aposta mais elevada no turno anterior. Interpretação R8-2: se ninguém apostou
nesse turno, começa de novo pelo jogador à esquerda da mão; um lugar fora da
jogada ou encavado é saltado.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>The house allows estardilho. Seat 3 has not looked at his cards and, before
the first common card, puts 200 on the table announcing &quot;estardilho&quot;. What
follows?
</source>
        <translation>A Casa permite o estardilho. O lugar 3 não viu as suas cartas e, antes da
primeira carta comum, coloca 200 na mesa anunciando «estardilho». O que
se segue?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Others who play bet 400; seat 3 doubles his to 400 too.</source>
        <translation>Os outros que jogam apostam 400; o lugar 3 também dobra a sua para 400.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Others who play bet 200; seat 3&apos;s 200 stays just as it is.</source>
        <translation>Os outros que jogam apostam 200; os 200 do lugar 3 ficam tal como estão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Others who play bet 400; seat 3&apos;s 200 stays as it is.</source>
        <translation>Os outros que jogam apostam 400; os 200 do lugar 3 ficam como estão.</translation>
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
        <translation>Regra 106 a): o estardilho obriga os restantes que queiram participar na jogada a
apostar o dobro, e o que tomou a iniciativa do estardilho dobra por sua vez aquilo
que colocou na mesa, de forma que todos apostem a mesma importância. Tem de ser
anunciado antes de o pagador retirar a primeira carta do baralho para as cartas comuns, e só por um jogador que não tenha visto as suas cartas. Se depois se
desinteressar da jogada, perde a importância que avançou.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>After seat 3&apos;s estardilho of 200, seat 8 wants to &quot;restardilhar&quot;. What must
be true, and what does he do?
</source>
        <translation>Depois do estardilho de 200 do lugar 3, o lugar 8 quer «restardilhar». Que condição
tem de se verificar, e o que faz ele?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He has seen his cards; he doubles seat 3&apos;s 200.</source>
        <translation>Viu as suas cartas; dobra os 200 do lugar 3.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He has not seen his cards; he doubles seat 3&apos;s 200.</source>
        <translation>Não viu as suas cartas; dobra os 200 do lugar 3.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He has not seen his cards; he adds 200 to the pot.</source>
        <translation>Não viu as suas cartas; junta 200 ao pote.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 106 b): the restardilho is another player, before seeing his cards,
doubling the amount put forward by the player who made the estardilho; the
rest is as for the estardilho (106 a). A player without enough cave to
follow is all in under rules 38 and 49 (106 c).
</source>
        <translation>Regra 106 b): o restardilho consiste em outro jogador, antes de ver as cartas,
dobrar o valor avançado pelo jogador que tenha estardilhado; em tudo o mais
observa-se o que vale para o estardilho (106 a). O jogador sem cave suficiente para
acompanhar fica encavado nos termos das regras 38 e 49 (106 c).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>At a sintético table a seated player has not bet for three hands and has not
asked to rest. What does the regulation say?
</source>
        <translation>Numa mesa de sintético, um jogador sentado não aposta há três jogadas e não
pediu para descansar. O que diz o regulamento?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He must leave the table.</source>
        <translation>Tem de abandonar a mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>He posts an extra ante.</source>
        <translation>Faz uma aposta inicial adicional.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Nothing until five hands.</source>
        <translation>Nada, até serem cinco mãos.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 13: a player may ask to rest for two hands without losing his seat, but
one who does not bet for three or more hands, or rests repeatedly, must leave
the table. Ruling R8-9: in sintético rule 13 applies whole; the &quot;five hands,
then a big blind&quot; rule 89 is Hold&apos;em&apos;s and Omaha&apos;s, not sintético&apos;s.
</source>
        <translation>Regra 13: um jogador pode pedir para descansar durante duas mãos sem perder o seu
lugar, mas o que não apostar durante três ou mais jogadas, ou descansar
repetidamente, tem de abandonar a mesa. Interpretação R8-9: no sintético a regra 13
aplica-se por inteiro; a regra 89, «cinco mãos e depois uma grande aposta», é do
Hold&apos;em e do Omaha, não do sintético.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 32 says the cut belongs to the pagador alone. Does that hold at a
sintético table?
</source>
        <translation>A regra 32 diz que o corte compete exclusivamente ao pagador. Isso vale numa
mesa de sintético?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Yes: rule 32 is a general rule and applies to every variant.</source>
        <translation>Sim: a regra 32 é uma regra geral e aplica-se a todas as variantes.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>No: here a player cuts (rule 101); rule 32 gives way to it.</source>
        <translation>Não: aqui corta um jogador (regra 101); a regra 32 cede-lhe o lugar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Only at the start; later the player right of a mão cuts.</source>
        <translation>Só no começo; depois corta o jogador à direita da mão.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 112 applies the general rules to sintético only &quot;no restante&quot;, where
the variant has no rule of its own. Rule 101 gives the cut to a player (on
the pagador&apos;s right at the start, then on the right of &quot;a mão&quot;), and rule
100 presents the cards to him; so rule 32&apos;s &quot;exclusivamente ao pagador&quot;
does not apply here.
</source>
        <translation>A regra 112 aplica as regras gerais ao sintético só «no restante», onde a variante
não tem regra própria. A regra 101 dá o corte a um jogador (à direita do pagador no
começo, depois à direita da «mão»), e a regra 100 apresenta-lhe as cartas; por
isso o «exclusivamente ao pagador» da regra 32 não se aplica aqui.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>In Hold&apos;em a river exposed early is taken back and replaced (rule 70 f). At
a sintético table you uncover the fifth common card before the betting on
the fourth has ended. What happens?
</source>
        <translation>No Hold&apos;em, um rio exposto antes do tempo é retirado e substituído (regra 70 f). Numa
mesa de sintético, descobre a quinta carta comum antes de terminarem as apostas
da quarta. O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Take it back, finish the betting, shuffle it in, draw again.</source>
        <translation>Retirá-la, terminar as apostas, baralhá-la com o baralho e tirar de novo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>It stays on the board; the round on the fourth card is lost.</source>
        <translation>Fica nas cartas comuns; perde-se o turno da quarta carta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Misdeal: the hand is void (jogada nula) and dealt again.</source>
        <translation>Erro na distribuição: a jogada é nula (jogada nula) e volta-se a distribuir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/sintetico.yaml"/>
        <source>Rule 70 f) is the flop games&apos; procedure; sintético has its own rule for a
common card uncovered too early, rule 110, and rule 112 applies the general
rules only where the variant has none. Under rule 110 and ruling R8-10 the
card stays, and the betting round that should have come before it (the round
on the fourth card) is lost; the last round follows.
</source>
        <translation>A regra 70 f) é o procedimento dos jogos com flop; o sintético tem a sua própria
regra para uma carta comum descoberta antes do tempo, a regra 110, e a regra 112
só aplica as regras gerais onde a variante não tem nenhuma. Pela regra 110 e pela
interpretação R8-10, a carta fica, e perde-se o turno de apostas que deveria ter
vindo antes dela (o turno da quarta carta); segue-se o último turno.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Five-card stud: procedure and irregularities</source>
        <translation>Póquer de cinco cartas: procedimento e irregularidades</translation>
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
        <translation>O póquer de cinco cartas começa pela direita do dealer, em sentido oposto ao do
ponteiro do relógio: uma carta aberta a cada jogador, depois a carta fechada, a
«carta chave», a cada jogador (Portaria 104/85/M art. 10 a). A 3.ª, a 4.ª e a 5.ª
cartas são dadas uma por lanço de apostas, sempre em sentido oposto ao do ponteiro
do relógio, mas começando pelo jogador que deve falar primeiro no lanço acabado de
terminar — as melhores cartas abertas — ou, se ele tiver desistido, pelo seguinte
melhor (art. 10 b último parágrafo, 10 c ii, 10 c iv; interpretação R4-1). Antes da
primeira carta o dealer retira a primeira carta da caixa; um baralho serve no
máximo dez jogadas, e os jogadores partem as cartas com uma só mão, no mínimo seis
cartas, no máximo dois jogadores por jogada (art. 2). Uma mesa tem de 2 a 7
lugares; ninguém joga em dois lugares nem muda de lugar a meio de uma jogada (art.
3). A carta aberta mais alta é obrigada a abrir o primeiro lanço; o jogador que não
quiser abrir considera-se como tendo desistido, e as cartas de igual graduação
desempatam-se pelo naipe: espadas, copas, paus, oiros (art. 10 b; interpretação
R4-2). A partir do segundo lanço ninguém é obrigado a apostar: o primeiro a falar
pode passar a voz («passar a voz») e a vez passa segundo as cartas abertas; o
jogador que passou a voz só pode depois aceitar a aposta ou desistir (art. 10 c i
2, ii; interpretação R8-4). O jogador desiste colocando a carta fechada sobre as
cartas abertas.
O capital de um jogador («capital inicial») é de pelo menos $2 000 ou $5 000 para
um bolo de entrada de $20 ou $100; não pode ser aumentado nem reduzido depois de
começada a jogada (art. 6).

O artigo 11.º («Regras adicionais») resolve as irregularidades:

- a) O jogador que pôs todo o seu capital no bolo só joga pelo bolo até esse
  momento; as apostas seguintes vão para um bolo separado que ele não pode ganhar
  (interpretação R1-2). Nenhum jogador pode dizer-se com capital desfalcado tendo
  dinheiro na mesa.
- b) O jogador tem dois minutos para jogar; depois disso, o seu jogo é abatido.
- c) O jogador só joga na sua vez, e não pode dar indicação de que vai desistir
  antes da sua vez.
- d) Se uma carta fechada for revelada durante a distribuição, essa mão é abatida
  e o jogador reavém o seu bolo de entrada.
- e) Uma carta mal distribuída é rectificada quando o erro é verificado, dando-se
  as cartas aos jogadores a quem pertencem, segundo a ordem normal de distribuição.
- f) É absolutamente proibido qualquer acordo entre jogadores para dividir o bolo.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>During the deal, the dealer accidentally turns up a player&apos;s closed card
(the &quot;carta chave&quot;). What happens?
</source>
        <translation>Durante a distribuição, o dealer revela inadvertidamente a carta fechada de um jogador
(a «carta chave»). O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The card stays face up and the hand goes on for everyone.</source>
        <translation>A carta fica virada para cima e a jogada continua para todos.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>That hand is dead, and the player gets his pot-money entry back.</source>
        <translation>Essa mão é abatida e o jogador reavém o seu bolo de entrada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>That hand is dead, and his pot-money entry stays in the pot.</source>
        <translation>Essa mão é abatida e o seu bolo de entrada fica no bolo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The whole deal is void, and the cards are shuffled and dealt again.</source>
        <translation>Toda a distribuição é nula, e as cartas são baralhadas e distribuídas de novo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 d): a closed card revealed by accident during the deal kills that
player&apos;s hand, and the player recovers the money he put in as pot money.
The other players&apos; hands are not affected.
</source>
        <translation>Art. 11 d): uma carta chave revelada inadvertidamente no decurso da distribuição
abate a mão desse jogador, e o jogador reavém o dinheiro que pôs como bolo de
entrada. As mãos dos outros jogadores não são afectadas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>A card goes to the wrong player during the deal, and the dealer notices it.
What must he do?
</source>
        <translation>Durante a distribuição, uma carta vai para o jogador errado e o dealer dá por isso.
O que deve ele fazer?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Leave it: the player who received it keeps it, and the deal goes on.</source>
        <translation>Deixá-la: o jogador que a recebeu fica com ela e a distribuição continua.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Declare the whole deal void, collect every card and deal the hand again.</source>
        <translation>Declarar nula toda a distribuição, recolher todas as cartas e distribuir de novo a jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Correct it: give the cards to the players they belong to, in dealing order.</source>
        <translation>Rectificá-lo: dar as cartas aos jogadores a quem pertencem, pela ordem de distribuição.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Burn the misdealt card and give the player the next card of the box instead.</source>
        <translation>Retirar a carta mal distribuída e dar ao jogador, em vez dela, a carta seguinte da caixa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 e): a card dealt by mistake is corrected when the error is seen, by
giving the card or cards to the players who should have had them in the
normal order of the deal.
</source>
        <translation>Art. 11 e): uma carta inadvertidamente mal distribuída é rectificada quando o erro
é verificado, dando-se a carta ou cartas aos jogadores que as deviam ter recebido,
segundo a ordem normal de distribuição.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Seat 3 puts his last chips in the pot. Two other players keep betting.
What is seat 3 playing for?
</source>
        <translation>O lugar 3 põe as suas últimas fichas no bolo. Dois outros jogadores continuam a apostar.
O que está o lugar 3 a disputar?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The pot up to when his capital ran out; later bets form a pot he cannot win.</source>
        <translation>O bolo até ao momento em que esgotou o capital; as apostas seguintes formam um bolo que ele não pode ganhar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The whole pot, including every later bet, if his five cards are the best.</source>
        <translation>Todo o bolo, incluindo todas as apostas seguintes, se as suas cinco cartas forem as melhores.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Nothing: a player who cannot match the bet must fold and lose what he put in.</source>
        <translation>Nada: um jogador que não pode igualar a aposta tem de desistir e perde o que pôs.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The whole pot, if he buys more chips at once from the cage to match the bets.</source>
        <translation>Todo o bolo, se comprar logo mais fichas à caixa para igualar as apostas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 a): the player with exhausted capital keeps receiving cards to the
end, but plays only for the pot up to the point where his capital ran out.
The other players&apos; further bets are set apart, and go to the best hand
among them. Capital may never be increased during a hand (art. 6).
</source>
        <translation>Art. 11 a): o jogador com capital desfalcado continua a receber cartas até ao fim,
mas só joga pela porção do bolo até à altura em que esgotou o capital. As apostas
seguintes dos outros jogadores são colocadas à parte e vão para o melhor jogo de
entre eles. O capital nunca pode ser aumentado durante a jogada (art. 6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>A player who still has chips in front of him says he is &quot;all-in&quot; for the
chips he has pushed forward and wants to play only for the main pot. What
do you tell him?
</source>
        <translation>Um jogador que ainda tem fichas à sua frente diz que está com «capital desfalcado» pelas
fichas que empurrou e quer jogar só pelo bolo principal. O que
lhe diz?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Allowed: the chips he did not push stay out of play until the next hand.</source>
        <translation>Permitido: as fichas que não empurrou ficam fora de jogo até à jogada seguinte.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Allowed on the last betting round only, when no more cards are to come.</source>
        <translation>Permitido só no último lanço de apostas, quando já não há mais cartas a dar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Not allowed: nobody is all-in while he has money on the table.</source>
        <translation>Não permitido: ninguém está com capital desfalcado tendo dinheiro na mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 a) ends: no player may call himself short of capital while he has
money on the table. All-in means all of his capital is in the pot.
</source>
        <translation>O art. 11 a) termina assim: nenhum jogador pode dizer-se com capital desfalcado
tendo dinheiro na mesa. Estar com capital desfalcado significa ter todo o capital
no bolo.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>It is a player&apos;s turn and he has been thinking for more than two minutes.
What happens?
</source>
        <translation>É a vez de um jogador e ele está a pensar há mais de dois minutos.
O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The dealer warns him and gives him another two minutes.</source>
        <translation>O dealer adverte-o e dá-lhe mais dois minutos.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>His hand is killed: he is made to fold.</source>
        <translation>O seu jogo é abatido: é forçado a desistir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The dealer checks for him, and play goes on.</source>
        <translation>O dealer passa a voz por ele e o jogo continua.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Nothing: stud sets no time limit for a decision.</source>
        <translation>Nada: o póquer de cinco cartas não fixa limite de tempo para decidir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 b): no player may take more than two minutes to decide. If he does
not act within two minutes of his turn, his hand is killed, that is, he is
forced to fold.
</source>
        <translation>Art. 11 b): nenhum jogador pode demorar mais de dois minutos a decidir o seu jogo.
Se não fizer jogo dentro de dois minutos da sua vez, o seu jogo é abatido, isto é,
é forçado a desistir.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Before his turn, a player says out loud that he is going to fold. Which is
correct?
</source>
        <translation>Antes da sua vez, um jogador diz em voz alta que vai desistir. O que está
correcto?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Not allowed: a player acts only in his turn and may not show before it that he will fold.</source>
        <translation>Não permitido: o jogador só joga na sua vez e não pode dar indicação antes dela de que vai desistir.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Allowed: he is folded at once, his closed card goes on his open cards, and the play goes on.</source>
        <translation>Permitido: considera-se logo que desistiu, a sua carta chave vai para cima das cartas abertas e o jogo continua.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Allowed as long as he keeps his closed card hidden until his turn actually comes.</source>
        <translation>Permitido, desde que mantenha a carta chave escondida até chegar realmente a sua vez.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 c): every player may act only when his turn comes. A player who
wants to give up the pot may not indicate it, in words or in any other way,
before his turn. The regulation does not make such a word binding: the
dealer stops him, and the action continues in turn.
</source>
        <translation>Art. 11 c): todo o jogador só pode fazer o seu jogo quando é chegada a sua vez. O
jogador que pretenda desistir do bolo não pode disso dar indicação, por palavras
ou doutro modo, antes da sua vez. O regulamento não torna tal palavra vinculativa:
o dealer interrompe-o, e o jogo continua pela ordem.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The last two players in a hand propose to split the pot between them
whatever their cards. What do you say?
</source>
        <translation>Os dois últimos jogadores numa jogada propõem dividir o bolo entre eles,
quaisquer que sejam as suas cartas. O que lhes diz?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>They may, once the house has taken its commission from the whole pot.</source>
        <translation>Podem, depois de a Casa cobrar a sua comissão sobre todo o bolo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>They may, but only after all five cards are dealt and none has folded.</source>
        <translation>Podem, mas só depois de dadas as cinco cartas e se nenhum tiver desistido.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Forbidden: the pot goes to the best hand at the showdown.</source>
        <translation>Proibido: o bolo vai para o melhor jogo na revelação do jogo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 11 f): any agreement between two or more players to divide the pot,
regardless of who wins, is absolutely prohibited.
</source>
        <translation>Art. 11 f): é absolutamente proibido estabelecer-se acordo entre dois ou mais
jogadores para a divisão do bolo, independentemente do apuramento do vencedor.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>How are the first two cards dealt in five-card stud?</source>
        <translation>Como são distribuídas as duas primeiras cartas no póquer de cinco cartas?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Clockwise from the player on the dealer&apos;s left: the closed card to all, then the open card to all.</source>
        <translation>No sentido do ponteiro do relógio, a partir do jogador à esquerda do dealer: a carta fechada a todos, depois a carta aberta a todos.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Counterclockwise from the player on the dealer&apos;s right: an open card to all, then the closed card to all.</source>
        <translation>Em sentido oposto ao do ponteiro do relógio, a partir do jogador à direita do dealer: uma carta aberta a todos, depois a carta fechada a todos.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Counterclockwise from the player on the dealer&apos;s right: both cards face down, one round each.</source>
        <translation>Em sentido oposto ao do ponteiro do relógio, a partir do jogador à direita do dealer: as duas cartas com a face voltada para baixo, uma volta cada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Counterclockwise from the player with the best open card, as for the third to fifth cards of the hand.</source>
        <translation>Em sentido oposto ao do ponteiro do relógio, a partir do jogador com a melhor carta aberta, como para a 3.ª, a 4.ª e a 5.ª cartas da jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 a): once everyone has paid the pot money and the first card has
been burned, the dealer gives each player an open card, counterclockwise,
starting with the player on his right; then the closed card (&quot;carta
chave&quot;), the same way. Only the later open cards (3rd to 5th) start with the
player who must speak first (art. 10 b, c ii; ruling R4-1).
</source>
        <translation>Art. 10 a): depois de todos terem contribuído para o bolo de entrada e de retirada
a primeira carta, o dealer dá a cada jogador uma carta aberta, em sentido oposto
ao do ponteiro do relógio, começando pelo jogador à sua direita; depois a carta
fechada («carta chave»), da mesma forma. Só as cartas abertas seguintes (3.ª a
5.ª) começam pelo jogador que deve falar primeiro (art. 10 b, c ii; interpretação
R4-1).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>On the first round, the player with the highest open card does not want to
make the opening bet. What happens?
</source>
        <translation>No primeiro lanço, o jogador com a carta aberta mais alta não quer
fazer a aposta de abertura. O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He is taken to have folded; the duty to open passes to the second highest open card.</source>
        <translation>Considera-se que desistiu; a obrigação de abrir passa para a segunda carta aberta mais alta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He may check on the first round, and then the player on his right has to speak instead.</source>
        <translation>Pode passar a voz no primeiro lanço, e então o jogador à sua direita tem de falar em seu lugar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The dealer puts in the minimum bet for him from his capital, and he stays in.</source>
        <translation>O dealer coloca por ele a aposta mínima, tirada do seu capital, e ele continua em jogo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 b): the player whose open card is highest must open. If he does not,
he is considered to have dropped out of the hand, and the right to open
goes to the player with the second highest open card.
</source>
        <translation>Art. 10 b): o jogador cuja carta aberta exiba a maior graduação é obrigado a fazer
a aposta de abertura. Não o fazendo, considera-se como tendo desistido da jogada,
e o direito de abrir passa para o jogador cuja carta aberta mostre a segunda
graduação mais elevada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>On the second round the first player checks (&quot;passa a voz&quot;). A later player
bets. When the action comes back, what may the first player do?
</source>
        <translation>No segundo lanço, o primeiro jogador passa a voz. Um jogador a seguir
aposta. Quando a vez volta a ele, o que pode o primeiro jogador fazer?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Call or fold only: by checking he gave up the right to raise.</source>
        <translation>Só aceitar a aposta ou desistir: ao passar a voz, perdeu o direito de elevar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Call, raise or fold: after a bet every player has all four options.</source>
        <translation>Aceitar a aposta, elevar ou desistir: depois de uma aposta, todos os jogadores têm as quatro opções.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Check again or fold: he already passed the voice this round.</source>
        <translation>Passar a voz de novo ou desistir: já passou a voz neste lanço.</translation>
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
        <translation>Art. 10 c) i) 2): o jogador que passa a voz continua em jogo, mas só acompanhando
a aposta ou o aumento da aposta; perde o direito de elevar ou redobrar se outros
jogadores fizerem aposta. O art. 10 c) iii) acrescenta que, feita uma aposta,
ninguém pode passar a voz, e que o jogador que passou a voz «terá de obedecer às
quatro regras» (jogar, desistir, aumentar, redobrar); a casa lê essa frase como
proibindo apenas que passe a voz segunda vez, e não como devolvendo-lhe o direito
de elevar (interpretação R8-4).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>After the last betting round, who turns up his closed card first?
</source>
        <translation>Depois do último lanço de apostas, quem volta primeiro a sua carta fechada?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player with the best four open cards, then the others counterclockwise.</source>
        <translation>O jogador com as quatro melhores cartas abertas, depois os outros em sentido oposto ao do ponteiro do relógio.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player right of the best four open cards; counterclockwise, the best last.</source>
        <translation>O jogador à direita das quatro melhores cartas abertas; em sentido oposto ao do ponteiro do relógio, o melhor em último.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The last player who bet or raised on the last round, then the others clockwise from him.</source>
        <translation>O último jogador que apostou ou elevou no último lanço, depois os outros no sentido do ponteiro do relógio a partir dele.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player on the dealer&apos;s right, then the others counterclockwise.</source>
        <translation>O jogador à direita do dealer, depois os outros em sentido oposto ao do ponteiro do relógio.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 e): showing starts with the player seated to the right of the
player whose four open cards are best, and goes counterclockwise, so the
best open board shows last. Suits do not rank for this purpose (art. 10 b).
</source>
        <translation>Art. 10 e): a revelação começa pelo jogador abancado à direita daquele que, com as
quatro cartas abertas, tem o melhor jogo à vista, e segue em sentido oposto ao do
ponteiro do relógio, pelo que o melhor jogo à vista é mostrado em último lugar. Os
naipes não contam para este efeito (art. 10 b).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>A player asks to cut the cards. Which of these is right for five-card stud?
</source>
        <translation>Um jogador pede para partir as cartas. Qual destas afirmações está certa no póquer de cinco cartas?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He cuts with one hand, at least six cards; at most two players cut in a hand.</source>
        <translation>Parte com uma só mão, no mínimo seis cartas; no máximo dois jogadores partem em cada jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He cuts with both hands, any number of cards, and every player may cut in turn.</source>
        <translation>Parte com as duas mãos, qualquer número de cartas, e todos os jogadores podem partir à vez.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Only the dealer cuts; a player may ask for a new deck, never cut himself.</source>
        <translation>Só o dealer parte; um jogador pode pedir um baralho novo, nunca partir ele próprio.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>He cuts once, at least ten cards; the deck is then changed every hand.</source>
        <translation>Parte uma vez, no mínimo dez cartas; o baralho é então mudado em cada jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 2: one deck is used for at most ten hands and is shuffled by the
dealer. Players may cut as they like, but with one hand only, at least six
cards at a time, and at most two players cut in each hand. The cut deck goes
into the metal box, and the first card is taken out and set aside before
the deal (the house may change the deck after any hand).
</source>
        <translation>Art. 2: utiliza-se um baralho num máximo de dez jogadas, baralhado pelo dealer. Os
jogadores podem partir as cartas da maneira que entenderem, mas apenas com uma
mão, no mínimo seis cartas de cada vez, e em cada jogada podem partir as cartas
dois jogadores, no máximo. Depois de partidas, as cartas são metidas na caixa
metálica, e a primeira carta é retirada e guardada antes da distribuição (a casa
pode utilizar novo baralho no fim de qualquer jogada).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Seven players are seated. An eighth wants to bet on a place too, and a
seated player wants to move to a better place in the middle of a hand.
Which may you allow?
</source>
        <translation>Estão sentados sete jogadores. Um oitavo quer também apostar num lugar, e um
jogador sentado quer mudar para um lugar melhor a meio de uma jogada.
Qual pode permitir?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Neither: a table has at most seven places, and nobody changes place during a hand.</source>
        <translation>Nenhuma: uma mesa tem no máximo sete lugares, e ninguém muda de lugar a meio de uma jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Both: a table takes up to ten places, and a player may move between rounds.</source>
        <translation>Ambas: uma mesa tem até dez lugares, e um jogador pode mudar entre lanços.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The eighth may join at the next hand; the move is allowed once the cards are all out.</source>
        <translation>O oitavo pode entrar na jogada seguinte; a mudança é permitida depois de dadas todas as cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 3: each table has at least two places and at most seven. No player may
bet on more than one place or change place in the middle of a hand.
</source>
        <translation>Art. 3: haverá em cada mesa um mínimo de dois lugares e um máximo de sete. Nenhum
jogador pode apostar em mais de um lugar ou mudar de lugar a meio de uma jogada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>At a $20 pot-money table a player&apos;s capital falls to $400 in the middle of
a hand. He wants to add $2,000 now. What do you say?
</source>
        <translation>Numa mesa com bolo de entrada a $20, o capital de um jogador desce para $400 a meio de
uma jogada. Ele quer juntar agora $2.000. O que lhe diz?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Not now: capital never changes during a hand; after it he tops up to $2,000.</source>
        <translation>Agora não: o capital nunca muda durante a jogada; depois dela, ele repõe-no até $2 000.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Yes: he may add chips whenever his capital falls below $500, even in mid-hand.</source>
        <translation>Sim: pode juntar fichas sempre que o seu capital baixe para menos de $500, mesmo a meio da jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>No, and he must leave the table, since his capital fell below the minimum.</source>
        <translation>Não, e tem de abandonar a mesa, já que o seu capital baixou para menos do mínimo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 6: the minimum starting capital is $2,000 (pot money $20) or $5,000
(pot money $100), with no maximum. A player whose capital falls below $500
(or $1,000) during a hand must bring it back up to the minimum after that
hand. Nobody may increase or reduce his capital once a hand has begun.
</source>
        <translation>Art. 6: o capital inicial mínimo é de $2 000 (bolo de entrada de $20) ou de $5 000
(bolo de entrada de $100), sem limite máximo. O jogador cujo capital baixe para
menos de $500 (ou $1 000) no decurso de uma jogada tem de o reforçar, após essa
jogada, até à importância mínima. Ninguém pode aumentar ou reduzir o seu capital
depois de começada a jogada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>On the second round every player still in checks. Where does the dealer
start dealing the fourth card?
</source>
        <translation>No segundo lanço, todos os jogadores ainda em jogo passam a voz. Por onde começa o dealer
a dar a quarta carta?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>With the player on the dealer&apos;s right, counterclockwise, as for the first two cards.</source>
        <translation>Pelo jogador à direita do dealer, em sentido oposto ao do ponteiro do relógio, como para as duas primeiras cartas.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>With the player who had the right to bet first on that round, counterclockwise.</source>
        <translation>Pelo jogador que tinha o direito de apostar primeiro nesse lanço, em sentido oposto ao do ponteiro do relógio.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>With the player who checked last, then clockwise round the table.</source>
        <translation>Pelo jogador que passou a voz em último lugar, e depois no sentido do ponteiro do relógio à volta da mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 c) ii): when everybody checks, the dealer gives each player the
fourth card face up, in the same direction as before, starting with the
player who had the right to make the first bet on the second round (ruling
R4-1). Only the first two cards start from the dealer&apos;s right (art. 10 a).
</source>
        <translation>Art. 10 c) ii): quando todos passam a voz, o dealer dá a cada jogador a quarta
carta com a face voltada para cima, no mesmo sentido da distribuição anterior,
começando pelo jogador com o direito de fazer a primeira aposta no segundo lanço
(interpretação R4-1). Só as duas primeiras cartas começam pela direita do dealer
(art. 10 a).
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>On the third round the player who had to speak first folded. The others
called a bet. Who gets the next open card first?
</source>
        <translation>No terceiro lanço, o jogador que devia ser o primeiro a jogar desistiu. Os outros
aceitaram uma aposta. Quem recebe primeiro a carta aberta seguinte?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player who folded: his place still gets its card, but face down, to keep the count.</source>
        <translation>O jogador que desistiu: o seu lugar recebe ainda a sua carta, mas fechada, para manter a contagem.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player on the dealer&apos;s right, since the opener is gone.</source>
        <translation>O jogador à direita do dealer, já que o que abriu saiu.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>The player showing the second best open cards, then counterclockwise.</source>
        <translation>O jogador que exibe as segundas melhores cartas abertas, depois em sentido oposto ao do ponteiro do relógio.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/stud.yaml"/>
        <source>Art. 10 c) iv): the next open card is dealt in the same direction, and if
the player who should have been first to act has folded, the dealer starts
with the player showing the second best open cards (ruling R4-1). A player
who folded gets no more cards.
</source>
        <translation>Art. 10 c) iv): a carta aberta seguinte é dada no mesmo sentido de rotação e, se o
jogador que deveria ser o primeiro a jogar tiver desistido, o dealer começa pelo
jogador que exibe as segundas melhores cartas abertas (interpretação R4-1). O
jogador que desistiu não recebe mais cartas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>13 cards: procedure and irregularities</source>
        <translation>Treze cartas: procedimento e irregularidades</translation>
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
        <translation>O banqueiro baralha as cartas à mão e depois com o aparelho de baralhar cartas;
qualquer jogador, ou o banqueiro se nenhum jogador quiser, parte-as com a carta
branca, com uma só mão e no mínimo dez cartas de cada vez (Portaria 51/89/M art.
2 a). O jogador ocupando lugar na mesa que tenha efectuado a aposta mais elevada
agita os quatro dados; a soma dos pontos determina o lugar que recebe a primeira
carta, contado a partir do banqueiro em sentido oposto ao do ponteiro do relógio
(art. 2 b; interpretação R5-1). As cartas são sempre distribuídas a todos os
quatro lugares, uma a uma, em sentido oposto ao do ponteiro do relógio, com a face
voltada para baixo. Uma vez agitados os dados, não são aceites mais apostas, nem
retiradas ou transferidas, e as apostas são liquidadas consoante o lugar onde
estão, mesmo que tenham sido lá colocadas por engano (art. 2 c).

Os jogadores não podem pegar nas cartas nem vê-las antes de o banqueiro ter
formado o seu jogo e mostrado as suas cartas; o banqueiro pode tornar a formar o
seu jogo antes de os jogadores recolherem as cartas. Cada lugar tem então cinco
minutos, terminados por um sinal, para completar a arrumação das cartas, ou perde a
jogada (art. 2 d). Um jogador pode apostar em vários lugares, mas não pode mudar de
lugar a meio de uma jogada, segurar as cartas fora da mesa, nem segurar as cartas
de outros lugares (art. 3).

Cartas mal distribuídas (art. 4): uma carta que aparece com a face voltada para
cima durante a distribuição é válida e a jogada prossegue. As cartas dadas ao lugar
errado são entregues, quando o erro é verificado, aos lugares a quem deveriam
caber, segundo a ordem normal da distribuição. Se isso for impossível, são
canceladas todas as cartas já distribuídas; o banqueiro baralha à mão e com o
aparelho, o baralho é cortado com a carta branca e volta a ser colocado na caixa
metálica.

Vários jogadores no mesmo lugar (art. 5): o direito de segurar as cartas pertence
à aposta mais elevada, mas só pode segurar as cartas um jogador ocupando lugar na
mesa; os outros podem dar sugestões quanto ao modo de formar o jogo.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>During the deal, a card turns face up. What do you do?</source>
        <translation>Durante a distribuição, uma carta aparece com a face voltada para cima. O que faz?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Cancel the deal, shuffle again and deal a new hand.</source>
        <translation>Cancelar a distribuição, baralhar de novo e distribuir nova jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The card is valid: keep dealing and play the hand.</source>
        <translation>A carta é válida: continuar a distribuir e jogar a jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Burn the card and give that place the next card instead.</source>
        <translation>Queimar a carta e dar antes a esse lugar a carta seguinte.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Void only the hand of the place that received the card.</source>
        <translation>Anular só a mão do lugar que recebeu a carta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 4: cards that appear face up during the deal are considered valid, and
the hand goes on. (In Q Poker, by contrast, an exposed card in the
croupier&apos;s hand voids the round.)
</source>
        <translation>Art. 4: as cartas que aparecem com a face voltada para cima durante a distribuição
são consideradas válidas, e a jogada prossegue. (No Q Poker, pelo contrário, uma
carta exposta na mão do croupier torna a jogada inválida.)
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>While dealing you notice that two cards went to the wrong places. The
error can still be traced. What is the procedure?
</source>
        <translation>Ao distribuir, repara que duas cartas foram para os lugares errados. O
erro ainda pode ser rectificado. Qual é o procedimento?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Give the cards to the places they should have gone to in the normal dealing order.</source>
        <translation>Dar as cartas aos lugares a quem deviam caber, segundo a ordem normal da distribuição.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Cancel every card dealt, shuffle the deck again by hand and deal the hand anew.</source>
        <translation>Cancelar todas as cartas distribuídas, baralhar de novo o baralho à mão e distribuir de novo a jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Let each place keep the cards it received, even the cards meant for another place.</source>
        <translation>Deixar cada lugar ficar com as cartas que recebeu, mesmo as destinadas a outro lugar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 4: cards dealt by mistake are corrected, when the error is noticed, by
giving them to the player or players who should have received them in the
normal order of the deal.
</source>
        <translation>Art. 4: as cartas inadvertidamente mal distribuídas são rectificadas, quando o erro
é verificado, dando-se ao jogador ou jogadores a quem deveriam caber, segundo a
ordem normal da distribuição.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>A misdeal is found that can no longer be put right. What happens?
</source>
        <translation>Verifica-se um erro na distribuição que já não pode ser rectificado. O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The hand is played as dealt: the cards already out stand as they are.</source>
        <translation>A jogada é jogada tal como foi distribuída: as cartas já dadas mantêm-se.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The places with the wrong cards lose their bets, and the others play on as dealt.</source>
        <translation>Os lugares com as cartas erradas perdem as apostas, e os outros jogam tal como foi distribuído.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>All the cards dealt are cancelled; the banker shuffles by hand, then by machine, the deck is cut with the blank card and put back in the box.</source>
        <translation>Todas as cartas distribuídas são canceladas; o banqueiro baralha à mão, depois com o aparelho, o baralho é cortado com a carta branca e volta à caixa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The cards are collected and dealt again from the box in the same order, without a new shuffle or cut.</source>
        <translation>As cartas são recolhidas e distribuídas de novo a partir da caixa, pela mesma ordem, sem novo baralhar nem corte.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 4: if the error cannot be rectified, all the cards already dealt are
cancelled. The deck is shuffled again by the banker, then by the shuffling
machine, and cut with the blank card before it goes back in the metal box.
</source>
        <translation>Art. 4: na impossibilidade de se rectificar o erro, são canceladas todas as cartas
já distribuídas. O baralho é de novo baralhado pelo banqueiro, depois pelo aparelho
de baralhar, e cortado pela carta branca antes de voltar à caixa metálica.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Who shakes the four dice?</source>
        <translation>Quem agita os quatro dados?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker, before he deals: the dice are always shaken by the house.</source>
        <translation>O banqueiro, antes de distribuir: os dados são sempre agitados pela casa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The player seated at the table who has made the highest bet.</source>
        <translation>O jogador ocupando lugar na mesa que tenha efectuado a aposta mais elevada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The player on seat 1, on the banker&apos;s left, whatever the bets on the table.</source>
        <translation>O jogador do lugar 1, à esquerda do banqueiro, quaisquer que sejam as apostas na mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Any player at the table who asks to, in turn from the banker&apos;s left.</source>
        <translation>Qualquer jogador da mesa que o peça, à vez a partir da esquerda do banqueiro.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 b): the right to shake the dice under the cover belongs to the player
occupying a seat at the table who has made the highest bet.
</source>
        <translation>Art. 2 b): cabe ao jogador ocupando lugar na mesa que tenha efectuado a aposta mais
elevada o direito de agitar os quatro dados cobertos pela campânula.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The dice have been shaken. A player asks to move his bet from seat 2 to
seat 3. What do you answer?
</source>
        <translation>Os dados já foram agitados. Um jogador pede para transferir a sua aposta do lugar 2 para o
lugar 3. O que lhe responde?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Yes: bets may be moved until the first card of the deal leaves the box.</source>
        <translation>Sim: as apostas podem ser transferidas até a primeira carta da distribuição sair da caixa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Yes, but only to another place where he already has a bet, before any card is dealt.</source>
        <translation>Sim, mas só para outro lugar onde ele já tenha uma aposta, antes de ser dada qualquer carta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>No: once the dice are shaken no bet is accepted, withdrawn or moved to another place.</source>
        <translation>Não: uma vez agitados os dados, não são aceites mais apostas, nem retiradas nem transferidas para outro lugar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 c): once the dice have been shaken, no more bets are accepted, and
bets already made may not be withdrawn or moved from one place to another.
</source>
        <translation>Art. 2 c): uma vez agitados os dados, não serão aceites mais apostas, nem poderão
as já efectuadas ser retiradas ou transferidas dum lugar para outro.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>After the hand, a player says he placed his chips on seat 1 by mistake and
meant to bet on seat 3, which won. How is his bet settled?
</source>
        <translation>Depois da jogada, um jogador diz que colocou as fichas no lugar 1 por engano e que
queria apostar no lugar 3, que ganhou. Como é liquidada a sua aposta?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>As a bet on seat 3, where he meant it, if the other players confirm it.</source>
        <translation>Como aposta no lugar 3, onde ele a queria fazer, se os outros jogadores o confirmarem.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>As a bet on seat 1, where it lies, despite the mistake.</source>
        <translation>Como aposta no lugar 1, onde está, apesar do engano.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>It is returned to him: a bet placed by mistake is void.</source>
        <translation>É-lhe devolvida: uma aposta colocada por engano é nula.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 c): players must remember their bets, and the banker collects or pays
each bet according to the place where it was made, even if it was put there
by mistake.
</source>
        <translation>Art. 2 c): os jogadores devem reter na memória as suas apostas, e o banqueiro
recolhe ou paga cada aposta consoante o lugar onde foi feita, não obstante a
possibilidade de ter havido engano na colocação.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Only one player is at the table, betting on seat 2. To how many places do
you deal?
</source>
        <translation>Só há um jogador na mesa, que aposta no lugar 2. A quantos lugares
distribui as cartas?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Two: the banker and seat 2, the only place with a bet on it.</source>
        <translation>Dois: o banqueiro e o lugar 2, o único lugar com aposta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Four: the banker and all three seats, always.</source>
        <translation>Quatro: o banqueiro e os três lugares, sempre.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Only the places with a bet on them, and the banker with them.</source>
        <translation>Só os lugares com aposta, e com eles o banqueiro.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 c): whatever the number of players, the cards are always dealt to
all four places, 13 cards each.
</source>
        <translation>Art. 2 c): independentemente do número de jogadores, as cartas são sempre
distribuídas a todos os quatro lugares, 13 cartas a cada um.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker has shown his arranged cards. Seat 1 is still arranging when the
five-minute signal sounds. What happens?
</source>
        <translation>O banqueiro já mostrou as suas cartas arrumadas. O lugar 1 ainda está a arrumar quando soa
o sinal dos cinco minutos. O que acontece?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Seat 1 loses the hand.</source>
        <translation>O lugar 1 perde a jogada.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker arranges seat 1&apos;s cards for it.</source>
        <translation>O banqueiro arruma as cartas do lugar 1 por ele.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Seat 1 gets one more minute.</source>
        <translation>O lugar 1 tem mais um minuto.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Seat 1&apos;s bet is returned.</source>
        <translation>A aposta do lugar 1 é devolvida.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 d): every player must finish arranging his cards within five minutes
of the banker showing his, marked by a sound or electric signal. A place
that has not finished before the signal loses the hand.
</source>
        <translation>Art. 2 d): todo o jogador é obrigado a completar a arrumação das suas cartas
dentro de cinco minutos após o banqueiro mostrar as suas, o que é assinalado por um
sinal sonoro ou eléctrico. O lugar que não completar a arrumação antes do sinal
perde a jogada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>When may the players pick up and look at their cards?</source>
        <translation>Quando podem os jogadores pegar nas suas cartas e vê-las?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>As soon as the deal is over and every place has its thirteen cards in front of it.</source>
        <translation>Logo que a distribuição termina e cada lugar tem as suas treze cartas à frente.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Only after the banker has arranged his cards and shown them on the table.</source>
        <translation>Só depois de o banqueiro ter arrumado as suas cartas e as ter mostrado na mesa.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>As soon as the dice have been shaken and the first place is known.</source>
        <translation>Logo que os dados tenham sido agitados e se saiba qual é o primeiro lugar.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 d): no player may take or look at his cards before the banker has
finished arranging his hand and shown it on the table. The banker may
rearrange his hand before the players pick up their cards.
</source>
        <translation>Art. 2 d): não é permitido ao jogador pegar nas cartas ou vê-las antes de o
banqueiro ter acabado de formar o seu jogo e o ter mostrado na mesa. O banqueiro
pode tornar a formar o seu jogo antes de os jogadores recolherem as suas cartas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Two players bet on seat 2. The higher bet belongs to a player standing
behind the table; the other one is seated at seat 2. Who holds the cards?
</source>
        <translation>Dois jogadores apostam no lugar 2. A aposta mais elevada pertence a um jogador de pé
atrás da mesa; o outro está sentado no lugar 2. Quem segura as cartas?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The standing player, because his bet on that place is the higher one, and the seated player may only make suggestions.</source>
        <translation>O jogador de pé, porque a sua aposta nesse lugar é a mais elevada, e o jogador sentado só pode dar sugestões.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The seated player, because only a player seated at the table may hold the cards; the other may make suggestions.</source>
        <translation>O jogador sentado, porque só um jogador ocupando lugar na mesa pode segurar as cartas; o outro pode dar sugestões.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>The banker arranges that place&apos;s cards, since two players cannot agree on one hand between them.</source>
        <translation>O banqueiro arruma as cartas desse lugar, já que dois jogadores não se conseguem entender sobre um só jogo.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 5: the right to hold the cards belongs to the player with the highest
bet on the place, but only a player occupying a seat at the table may hold
them. The other players betting on that place may suggest how best to
arrange the hand.
</source>
        <translation>Art. 5: o direito de segurar as cartas pertence ao jogador com a aposta mais
elevada no lugar, mas só as pode segurar um jogador ocupando lugar na mesa. Os
outros jogadores que apostam nesse lugar podem dar sugestões quanto ao modo de
melhor formar o jogo.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>How is the deck cut in 13 cards?</source>
        <translation>Como é partido o baralho nas treze cartas?</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>By the banker only, with both hands, and always after the machine shuffle, at least twenty cards each time.</source>
        <translation>Só pelo banqueiro, com as duas mãos, e sempre depois do aparelho de baralhar, no mínimo vinte cartas de cada vez.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>By any player, or by the banker if no player wants to, with the blank card, using one hand and at least ten cards each time.</source>
        <translation>Por qualquer jogador, ou pelo banqueiro se nenhum jogador quiser, com a carta branca, com uma só mão e no mínimo dez cartas de cada vez.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Not at all: once the shuffling machine has shuffled, the deck goes into the box without a cut by anyone.</source>
        <translation>De modo nenhum: depois de o aparelho de baralhar ter baralhado, o baralho vai para a caixa sem ser partido por ninguém.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 2 a): after the banker&apos;s hand shuffle and the machine shuffle, the
cards are cut with the blank card by any player, or by the banker if no
player wishes to. The cut is made with one hand only, at least ten cards at
a time, and the cards then go face down into the metal box.
</source>
        <translation>Art. 2 a): depois de baralhadas à mão pelo banqueiro e pelo aparelho de baralhar,
as cartas são partidas com a carta branca por qualquer jogador, ou pelo banqueiro
se nenhum jogador quiser. O corte faz-se apenas com uma mão, no mínimo dez cartas
de cada vez, e as cartas são depois metidas na caixa metálica com as faces voltadas
para baixo.
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>A player has bets on seats 1 and 2. While arranging seat 1 he picks up
seat 2&apos;s cards to compare them. What do you tell him?
</source>
        <translation>Um jogador tem apostas nos lugares 1 e 2. Ao arrumar o lugar 1, pega nas cartas do
lugar 2 para as comparar. O que lhe diz?
</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>He may: a player with bets on two places may handle both places&apos; cards.</source>
        <translation>Pode: um jogador com apostas em dois lugares pode pegar nas cartas de ambos os lugares.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>He may not: nobody holds another place&apos;s cards, even a place he bets on.</source>
        <translation>Não pode: ninguém segura as cartas de outro lugar, mesmo de um lugar onde aposta.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>He may, as long as both places&apos; cards stay on the table in front of him.</source>
        <translation>Pode, desde que as cartas dos dois lugares fiquem na mesa à sua frente.</translation>
    </message>
    <message>
        <location filename="../../lessons/procedure/thirteen.yaml"/>
        <source>Art. 3: every table has four places, the banker&apos;s included, and a player
may bet on more than one place; but nobody may change place during a hand,
hold the cards off the table, or hold the cards of other places.
</source>
        <translation>Art. 3: cada mesa tem quatro lugares, incluindo o do banqueiro, e o jogador pode
apostar em mais de um lugar; mas ninguém pode mudar de lugar a meio de uma jogada,
segurar as cartas fora da mesa ou segurar as cartas de outros lugares.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>Q Poker: pay it in chips</source>
        <translation>Q Poker: pagar em fichas</translation>
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
        <translation>Depois de liquidado um lugar, o croupier paga-o: os ganhos vão ao lado da
aposta, montados com as fichas do conjunto da mesa. Calcule primeiro o montante,
depois monte-o.

1. O montante é o do regulamento. O «Par e combinações vitoriosas» é pago sobre as
   três cartas do próprio lugar (Despacho 89/2004 art. 9.1, 10; interpretação R6-4):
   sequência de naipe 40 por 1, trio 30 por 1, sequência 6 por 1, naipe 4 por 1,
   par 1 por 1. A aposta é paga pela mão do lugar quando o croupier se qualifica e
   perde (art. 9.7): sequência de naipe 3 por 1, trio 2 por 1, sequência 3 por 2,
   qualquer outra 1 por 1; quando o croupier não se qualifica, metade da aposta,
   1 por 2 (art. 9.5). Uma fração da unidade de ficha é arredondada POR DEFEITO
   (interpretação R0-3): numa mesa cuja unidade de ficha é 5, uma sequência sobre
   uma aposta de 25 ganha 35, não 37,5.
2. As fichas são as da Casa. Nenhum regulamento diz como se compõe um pagamento:
   a Casa paga no menor número de fichas que o seu conjunto permite, a maior
   primeiro. 750 são uma de 500, duas de 100 e duas de 25 (cinco fichas), não
   trinta de 25.
3. A legenda das fichas na mesa mostra o conjunto; não há ficha menor do que a
   unidade de ficha.

Um pagamento com o montante certo mas com mais fichas do que as necessárias vale
metade da cotação: o jogador é pago, mas a mesa fica mais lenta de conferir e o
bandeja fica sem fichas pequenas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>Three fives pay pair plus 30 to 1: 30 x 25 = 750. From the largest chip:
one 500 leaves 250, two 100s leave 50, two 25s: five chips.
</source>
        <translation>Três cincos pagam o «Par e combinações vitoriosas» a 30 por 1: 30 x 25 = 750. A partir da
ficha maior: uma de 500 deixa 250, duas de 100 deixam 50, duas de 25: cinco fichas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>The croupier qualifies with a queen and the straight beats it: 3 to 2 on
25 is 37.5, rounded down to the chip unit of 5: 35, one 25 and two 5s.
</source>
        <translation>O croupier qualifica-se com uma dama e a sequência vence-o: 3 por 2 sobre 25 são
37,5, arredondados por defeito à unidade de ficha de 5: 35, uma de 25 e duas de 5.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>J-9-8 does not qualify: the bet of 150 is paid 1 to 2, that is 75. The
largest chip not above 75 is the 25: three of them.
</source>
        <translation>J-9-8 não qualifica: a aposta de 150 é paga a 1 por 2, ou seja 75. A
maior ficha que não passa de 75 é a de 25: três delas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>A flush pays pair plus 4 to 1: 4 x 125 = 500, one chip. Pair plus is paid
on the seat&apos;s own cards, whether or not the croupier qualifies.
</source>
        <translation>Um naipe paga o «Par e combinações vitoriosas» a 4 por 1: 4 x 125 = 500, uma ficha. Esta aposta
é paga sobre as cartas do próprio lugar, quer o croupier se qualifique quer não.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>A straight flush pays pair plus 40 to 1: 40 x 30 = 1,200, one 1,000 and two
100s. (The bet is paid too, 3 to 1, but the pair plus is paid first.)
</source>
        <translation>Uma sequência de naipe paga o «Par e combinações vitoriosas» a 40 por 1: 40 x 30 = 1.200, uma de
1.000 e duas de 100. (A aposta também é paga, 3 por 1, mas esta é paga primeiro.)
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>The croupier qualifies with a king and the pair of nines beats it: 1 to 1,
175. One 100, then three 25s.
</source>
        <translation>O croupier qualifica-se com um rei e o par de noves vence-o: 1 por 1,
175. Uma de 100 e depois três de 25.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>Three of a kind beats the queen-high croupier and is paid 2 to 1: 120. One
100 leaves 20, and no 25 fits in 20: four 5s.
</source>
        <translation>O trio vence o croupier de dama e é pago a 2 por 1: 120. Uma de 100
deixa 20, e uma de 25 não cabe em 20: quatro de 5.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/pay-chips.yaml"/>
        <source>At a table whose chip unit is 1, the straight&apos;s 3 to 2 on 25 is 37.5,
rounded down to 37: one 25, two 5s and two 1s.
</source>
        <translation>Numa mesa cuja unidade de ficha é 1, o 3 por 2 da sequência sobre 25 são 37,5,
arredondados por defeito para 37: uma de 25, duas de 5 e duas de 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Q Poker: paying the spots</source>
        <translation>Q Poker: pagar os espaços de aposta</translation>
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
        <translation>Cada espaço de aposta pode ter duas apostas: a aposta no «Par e combinações
vitoriosas» e a aposta contra a «mão» do croupier (Despacho 89/2004
art. 2.2, 5). Resolva-as por esta ordem.

1. O «Par e combinações vitoriosas», sobre as três cartas do próprio lugar, antes de
   tudo o resto (art. 9.1, 10; interpretação R6-4): sequência de naipe 40 por 1, trio
   30 por 1, sequência 6 por 1, naipe 4 por 1, par 1 por 1; três cartas diferentes
   perdem. O «Par e combinações vitoriosas» é pago mesmo quando o lugar desiste depois
   da sua aposta.
2. Um lugar que desiste perde metade da sua aposta (art. 9.3). O regulamento diz
   apenas «metade»; quando a metade não é uma ficha inteira, a Casa arredonda a
   perda POR EXCESSO à unidade de ficha: uma aposta de 25 perde 13 (interpretações
   R6-5, R0-3).
3. O croupier está «habilitado a jogar» (qualifica-se) com uma mão de dama ou
   melhor (art. 9.4). Se não estiver, cada lugar ainda em jogo recebe metade da sua
   aposta, 1 por 2 (art. 9.5); o regulamento não diz como arredondar, e a Casa
   arredonda POR DEFEITO: uma aposta de 25 recebe 12 (interpretação R0-3).
4. Se o croupier se qualifica, comparam-se as mãos (art. 8; interpretações R6-1 a
   R6-3b). A ordem é sequência de naipe, trio, sequência, naipe, par, três
   cartas diferentes («três cartas diferentes»). A-K-Q é a sequência mais alta e A-2-3 a mais baixa. Quando os
   valores são iguais, decidem os naipes: espadas acima de copas, acima de paus, acima
   de ouros (art. 4.1). O art. 8 diz que ganha o naipe maior; a interpretação R6-3
   diz o naipe de que carta: a sequência ou a sequência de naipe pelo naipe da sua
   carta mais alta (a Casa toma o 3 como a carta mais alta de A-2-3), o naipe pelo seu naipe, o par pelo naipe da
   sua carta diferente, três cartas diferentes pelo naipe da carta mais alta. Trios
   de igual valor, ou duas mãos idênticas (só possíveis com vários baralhos), empatam.
5. Um lugar que perde paga a sua aposta. Um lugar que ganha é pago conforme a sua
   própria mão (art. 9.7): sequência de naipe 3 por 1, trio 2 por 1, sequência 3 por 2
   (arredondado por defeito: 25 ganha 37), qualquer outra 1 por 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>The croupier&apos;s 7-8-9 is a straight. Seat 1&apos;s three fives rank above a
straight in Q Poker: pair plus 30 to 1 (300) and the bet 2 to 1 (40). Seat
2&apos;s flush ranks below a straight: pair plus 4 to 1 (40), but the bet of 20
loses.
</source>
        <translation>O 7-8-9 do croupier é uma sequência. Os três cincos do lugar 1 graduam-se acima de uma
sequência no Q Poker: «Par e combinações vitoriosas» 30 por 1 (300) e a aposta 2 por 1
(40). O naipe do lugar 2 gradua-se abaixo de uma sequência: «Par e combinações
vitoriosas» 4 por 1 (40), mas a aposta de 20 perde.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Both seats hold straights, paid 6 to 1 on pair plus (30). A-2-3 is the lowest
sequence, below the croupier&apos;s 4-3-2, so seat 1 loses its bet. A-K-Q is the
highest sequence: seat 2 wins 3 to 2 on 10, that is 15.
</source>
        <translation>Os dois lugares têm sequências, pagas a 6 por 1 no «Par e combinações vitoriosas» (30).
A-2-3 é a sequência mais baixa, abaixo do 4-3-2 do croupier, por isso o lugar 1 perde
a sua aposta. A-K-Q é a sequência mais alta: o lugar 2 ganha 3 por 2 sobre 10, ou seja, 15.
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
        <translation>O lugar 1 e o croupier têm ambos A-2-3. O art. 8.3 diz que ganha a sequência com o
naipe maior, sem indicar a carta; interpretação R6-3: a Casa toma o 3 como a carta
mais alta de A-2-3 (a sequência mais baixa, art. 4.3), por isso decide o naipe do 3:
o 3 de espadas do croupier bate o 3 de copas do lugar, embora o lugar tenha o ás de
espadas. O 4-3-2 do lugar 2 bate A-2-3 e é pago a 3 por 2: 30.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Three flushes with the same ranks: the suit decides. Hearts beat the
croupier&apos;s clubs, so seat 1 wins, paid 1 to 1 (a flush is &quot;other&quot; in art.
9.7). Diamonds lose to clubs, so seat 2 loses its bet. Both flushes are paid
4 to 1 on pair plus.
</source>
        <translation>Três naipes com os mesmos valores: decide o naipe das cartas. Copas batem os paus do
croupier, por isso o lugar 1 ganha, pago a 1 por 1 (um naipe é «outras» no art.
9.7). Ouros perdem para paus, por isso o lugar 2 perde a sua aposta. Os dois naipes
são pagos a 4 por 1 no «Par e combinações vitoriosas».
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
        <translation>O lugar 1 e o croupier têm ambos 8-8-5. Um par decide-se pelo naipe da carta
diferente, não do par: o 5 de espadas do croupier bate o 5 de ouros do lugar, por isso
o lugar perde a sua aposta mesmo com os dois melhores oitos. O seu par ganha na mesma
o «Par e combinações vitoriosas» a 1 por 1. As damas do lugar 2 batem os oitos: 1 por 1.
O lugar 3 só apostou no «Par e combinações vitoriosas»: o seu par de valetes é pago a 1 por 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>K-J-7 everywhere. Three odd cards are decided by the suit of the highest
card, the king. The croupier&apos;s king of clubs beats seat 1&apos;s king of diamonds
(seat 1&apos;s jack of spades does not count), and loses to seat 2&apos;s king of
spades. Seat 1&apos;s three odd cards also lose pair plus.
</source>
        <translation>K-J-7 em todas as mãos. Três cartas diferentes decidem-se pelo naipe da carta mais alta,
o rei. O rei de paus do croupier bate o rei de ouros do lugar 1 (o valete de
espadas do lugar 1 não conta) e perde para o rei de espadas do lugar 2. As três cartas
diferentes do lugar 1 perdem também o «Par e combinações vitoriosas».
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Seat 1 folds: half of 25 is 12.5, and a forfeit is rounded up, so it loses
13. Its pair of nines is still paid on pair plus, 1 to 1. Seat 2&apos;s straight
flush wins 40 to 1 on pair plus (200) and 3 to 1 on the bet (75). Seat 3
folds 10 and loses 5.
</source>
        <translation>O lugar 1 desiste: metade de 25 são 12,5, e uma perda por desistência arredonda-se por
excesso, por isso perde 13. O seu par de noves é pago na mesma no «Par e combinações
vitoriosas», 1 por 1. A sequência de naipe do lugar 2 ganha 40 por 1 no «Par e
combinações vitoriosas» (200) e 3 por 1 na aposta (75). O lugar 3
desiste de 10 e perde 5.
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
        <translation>O croupier tem valete como carta mais alta: não se qualifica. Cada lugar ainda em jogo
recebe metade da sua aposta, tenha o que tiver: metade de 25 são 12,5, pagos como 12. A
sequência do lugar 1 recebe só 12 na aposta, mas 6 por 1 no «Par e combinações
vitoriosas». O «Par e combinações vitoriosas» do lugar 2 perde com três cartas
diferentes. O lugar 3 desistiu antes de as cartas do croupier serem mostradas e
perde metade da sua aposta, 10.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>The croupier qualifies with queen-high and every seat beats it. A straight is
paid 3 to 2: 37.5 on 25, rounded down to 37. Three of a kind is paid 2 to 1
(50) and 30 to 1 on pair plus (150). The 5-4-3 straight flush is paid 3 to 1:
75.
</source>
        <translation>O croupier qualifica-se com dama como carta mais alta e todos os lugares o batem. A
sequência é paga a 3 por 2: 37,5 sobre 25, arredondados por defeito para 37. O trio é
pago a 2 por 1 (50) e a 30 por 1 no «Par e combinações vitoriosas» (150). A sequência
de naipe 5-4-3 é paga a 3 por 1: 75.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>The smallest chip is 5. Seat 1&apos;s straight wins 3 to 2 on 25, that is 37.5,
and what the house pays is rounded down to the chip: 35. Seat 2 folds: the
half bet it forfeits, 12.5, is rounded up to the chip: 15. Its pair of kings
still wins 5 on pair plus.
</source>
        <translation>A ficha mais pequena é de 5. A sequência do lugar 1 ganha 3 por 2 sobre 25, ou seja 37,5,
e o que a Casa paga é arredondado por defeito à ficha: 35. O lugar 2 desiste: a meia
aposta que perde, 12,5, é arredondada por excesso à ficha: 15. O seu par de reis
ganha na mesma 5 no «Par e combinações vitoriosas».
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Jack-high: the croupier does not qualify. Seat 1 is paid half of 25, 12.5,
rounded down to the 5 chip: 10. Seat 2 folded 15: half is 7.5, rounded up
to 10. Its pair plus wins 10, so it nets 0.
</source>
        <translation>Valete como carta mais alta: o croupier não se qualifica. O lugar 1 recebe metade de 25,
12,5, arredondados por defeito à ficha de 5: 10. O lugar 2 desistiu de 15: metade são
7,5, arredondados por excesso para 10. O seu «Par e combinações vitoriosas» ganha 10,
por isso o resultado líquido é 0.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>With two decks, seat 1 and the croupier both hold three sevens. Three of a
kind is decided by rank only, and equal ranks push: the bet is returned,
while pair plus pays 30 to 1. Seat 2&apos;s three eights are higher: 2 to 1.
</source>
        <translation>Com dois baralhos, o lugar 1 e o croupier têm ambos três setes. O trio decide-se
apenas pelo valor, e valores iguais empatam: a aposta é devolvida, enquanto o «Par e
combinações vitoriosas» paga 30 por 1. Os três oitos do lugar 2 são mais altos: 2 por 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/payout.yaml"/>
        <source>Seat 1 holds exactly the croupier&apos;s cards, from the second deck: identical
hands push, and its straight flush still wins 40 to 1 on pair plus. Seat 2&apos;s
K-Q-J of spades has the same ranks, and the king of spades beats the king of
hearts: 3 to 1 on the bet.
</source>
        <translation>O lugar 1 tem exactamente as cartas do croupier, do segundo baralho: mãos idênticas
empatam, e a sua sequência de naipe ganha na mesma 40 por 1 no «Par e combinações
vitoriosas». O K-Q-J de espadas do lugar 2 tem os mesmos valores, e o rei de espadas
bate o rei de copas: 3 por 1 na aposta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>Q Poker: does the croupier qualify?</source>
        <translation>Q Poker: o croupier qualifica-se?</translation>
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
        <translation>No Q Poker, cada mão tem três cartas. As combinações graduam-se, da mais alta: sequência
de naipe, trio, sequência, naipe, par, três cartas diferentes
(Despacho 89/2004 art. 8; interpretação R6-1). Repare que o trio se gradua
acima da sequência, e a sequência acima do naipe.

As sequências vão de A-K-Q (a mais alta) até 4-3-2, e A-2-3 é a sequência mais
baixa (art. 4.3; interpretação R6-2). Q-K-A conta, K-A-2 não.

O croupier só joga contra os lugares com uma mão de dama ou melhor: «o croupier
apenas está habilitado a jogar» com uma mão assim (art. 9.4; interpretação
R6-5). Três cartas sem combinação são «três cartas diferentes»:

- qualquer combinação (par, naipe, sequência, trio, sequência de naipe)
  qualifica-se, por mais baixas que sejam as suas cartas: um naipe até ao valete
  qualifica-se, e A-2-3 também;
- três cartas diferentes qualificam-se quando a carta mais alta é dama, rei ou ás:
  Q-J-9 qualifica-se, J-10-8 não.

Antes de anunciar «não se qualifica», procure uma combinação escondida: três cartas
do mesmo naipe, ou três cartas em sequência.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>The croupier&apos;s highest card is a queen: three odd cards, queen-high, qualify.
</source>
        <translation>A carta mais alta do croupier é uma dama: três cartas diferentes, com dama como carta mais alta, qualificam-se.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>J-9-8 in mixed suits is not a sequence (10 is missing) and not a flush: three
odd cards, jack-high, below the queen. The croupier does not qualify.
</source>
        <translation>J-9-8 de naipes misturados não é sequência (falta o 10) nem naipe: três cartas
diferentes, com valete como carta mais alta, abaixo da dama. O croupier não se qualifica.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>Q-J-9 is queen-high. The lower cards do not matter; the croupier qualifies.
</source>
        <translation>Q-J-9 tem dama como carta mais alta. As cartas mais baixas não interessam; o croupier qualifica-se.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>J-10-9 is a sequence: a straight. Any combination qualifies, even though no
card is a queen or higher.
</source>
        <translation>J-10-9 está em sequência: uma sequência. Qualquer combinação se qualifica, embora
nenhuma carta seja dama ou superior.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>Three hearts make a flush. A flush is a combination, so 8-high still qualifies.
</source>
        <translation>Três copas fazem naipe. Um naipe é uma combinação, por isso, mesmo até ao 8, qualifica-se.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>The lowest possible pair is still a pair, and any pair qualifies.
</source>
        <translation>O par mais baixo possível continua a ser um par, e qualquer par se qualifica.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>A-2-3 is the lowest sequence in Q Poker, but it is a straight, and a straight
qualifies.
</source>
        <translation>A-2-3 é a sequência mais baixa no Q Poker, mas é uma sequência, e uma sequência
qualifica-se.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>Jack-high with no pair, no flush and no sequence: the croupier does not qualify.
</source>
        <translation>Valete como carta mais alta, sem par, sem naipe e sem sequência: o croupier não se qualifica.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>King-high is better than queen-high: the croupier qualifies.
</source>
        <translation>Rei como carta mais alta é melhor do que dama como carta mais alta: o croupier qualifica-se.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>K-A-2 is not a sequence in Q Poker (art. 4.3), so this is three odd cards,
ace-high. Ace-high is above a queen, so the croupier qualifies anyway.
</source>
        <translation>K-A-2 não é sequência no Q Poker (art. 4.3), por isso isto são três cartas diferentes,
com ás como carta mais alta. O ás está acima da dama, por isso o croupier qualifica-se
na mesma.
</translation>
    </message>
    <message>
        <location filename="../../lessons/qpoker/qualify.yaml"/>
        <source>J-10-7 is no sequence (the 9 is missing) and no flush: jack-high does not
qualify.
</source>
        <translation>J-10-7 não está em sequência (falta o 9) nem é naipe: valete como carta mais alta não
se qualifica.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Póquer sintético: colour up</source>
        <translation>Póquer sintético: trocar por fichas maiores</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 1 hands in 2 × 500 + 5 × 100 + 8 × 25 + 12 × 5 = 1,760, 27 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 500 + 2 × 100 + 2 × 25 + 2 × 5, 8 chips.
</source>
        <translation>O lugar 1 entrega 2 × 500 + 5 × 100 + 8 × 25 + 12 × 5 = 1.760, 27 fichas. Trocado a partir da ficha maior: 1 × 1.000 + 1 × 500 + 2 × 100 + 2 × 25 + 2 × 5, 8 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 4 hands in 2 × 5,000 + 5 × 1,000 + 4 × 500 + 5 × 100 + 4 × 25 = 17,600, 20
chips. Coloured up from the largest chip: 1 × 10,000 + 1 × 5,000 + 2 × 1,000 +
1 × 500 + 1 × 100, 6 chips.
</source>
        <translation>O lugar 4 entrega 2 × 5.000 + 5 × 1.000 + 4 × 500 + 5 × 100 + 4 × 25 = 17.600, 20 fichas. Trocado a partir da ficha maior: 1 × 10.000 + 1 × 5.000 + 2 × 1.000 + 1 × 500 + 1 × 100, 6 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 2 hands in 5 × 100 + 12 × 25 + 12 × 5 = 860, 29 chips. Coloured up from the
largest chip: 1 × 500 + 3 × 100 + 2 × 25 + 2 × 5, 8 chips.
</source>
        <translation>O lugar 2 entrega 5 × 100 + 12 × 25 + 12 × 5 = 860, 29 fichas. Trocado a partir da ficha maior: 1 × 500 + 3 × 100 + 2 × 25 + 2 × 5, 8 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 2 hands in 2 × 500 + 5 × 100 + 4 × 25 + 4 × 5 = 1,620, 15 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 500 + 1 × 100 + 4 × 5, 7 chips.
</source>
        <translation>O lugar 2 entrega 2 × 500 + 5 × 100 + 4 × 25 + 4 × 5 = 1.620, 15 fichas. Trocado a partir da ficha maior: 1 × 1.000 + 1 × 500 + 1 × 100 + 4 × 5, 7 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 11 hands in 2 × 500 + 5 × 100 + 8 × 25 + 10 × 5 = 1,750, 25 chips. Coloured up
from the largest chip: 1 × 1,000 + 1 × 500 + 2 × 100 + 2 × 25, 6 chips.
</source>
        <translation>O lugar 11 entrega 2 × 500 + 5 × 100 + 8 × 25 + 10 × 5 = 1.750, 25 fichas. Trocado a partir da ficha maior: 1 × 1.000 + 1 × 500 + 2 × 100 + 2 × 25, 6 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 1 hands in 2 × 5,000 + 6 × 500 + 5 × 100 + 4 × 25 = 13,600, 17 chips. Coloured
up from the largest chip: 1 × 10,000 + 3 × 1,000 + 1 × 500 + 1 × 100, 6 chips.
</source>
        <translation>O lugar 1 entrega 2 × 5.000 + 6 × 500 + 5 × 100 + 4 × 25 = 13.600, 17 fichas. Trocado a partir da ficha maior: 1 × 10.000 + 3 × 1.000 + 1 × 500 + 1 × 100, 6 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 11 hands in 5 × 100 + 16 × 25 + 10 × 5 = 950, 31 chips. Coloured up from the
largest chip: 1 × 500 + 4 × 100 + 2 × 25, 7 chips.
</source>
        <translation>O lugar 11 entrega 5 × 100 + 16 × 25 + 10 × 5 = 950, 31 fichas. Trocado a partir da ficha maior: 1 × 500 + 4 × 100 + 2 × 25, 7 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/colour-up.yaml"/>
        <source>Seat 7 hands in 12 × 25 + 15 × 5 + 5 × 1 = 380, 32 chips. Coloured up from the
largest chip: 3 × 100 + 3 × 25 + 1 × 5, 7 chips.
</source>
        <translation>O lugar 7 entrega 12 × 25 + 15 × 5 + 5 × 1 = 380, 32 fichas. Trocado a partir da ficha maior: 3 × 100 + 3 × 25 + 1 × 5, 7 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Póquer sintético: take the commission</source>
        <translation>Póquer sintético: retirar a percentagem</translation>
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
        <translation>O póquer sintético segue as regras gerais de percentagem do póquer não bancado
(regra 112 dos jogos não bancados). Na modalidade por mão, a concessionária cobra até
5 % de cada mão antes de pagar ao vencedor, e pode fixar um quantitativo máximo por mão
(regra 7 a dos jogos não bancados). Nestes exercícios, a mesa cobra 5 % sem máximo,
salvo indicação em contrário na pergunta (interpretação R1-5).

Interpretação R1-5: cobre cada pote separadamente, começando pelo pote principal, e
arredonde cada montante por defeito à unidade de ficha da mesa (interpretação R1-5, a
leitura adoptada da regra 65 dos jogos não bancados, «de cada um dos pagamentos»;
interpretação R0-3). Pare quando a
mão tiver pago o máximo.

As apostas iniciais fazem parte do pote e pagam percentagem como quaisquer outras
fichas. Uma aposta não acompanhada não: volta primeiro ao seu dono (interpretação
R1-1). Uma mão ganha sem revelação do jogo paga na mesma percentagem (interpretação R1-5).

Palavras da mesa: «a percentagem» (a comissão, regra 65), «o pagador» (o croupier
que a retira, regra 9), «aposta inicial» (o ante, no pote como quaisquer fichas).
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>The pot holds three folded antes of 100 and 765 from each of the two
players: 1,830. 5 % is 91.5, rounded down to 91.
</source>
        <translation>O pote tem três apostas iniciais de 100 de jogadores que desistiram e 765 de cada um
dos dois jogadores: 1.830. 5 % são 91,5, arredondados por defeito para 91.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Seat 3 was all-in for 900, so 1,100 of seat 7&apos;s 2,000 goes back. The pot is
900 + 900 + 100 + 100 = 2,000 and pays 100, not 5 % of all 3,100 chips.
</source>
        <translation>O lugar 3 estava encavado com 900, por isso 1.100 dos 2.000 do lugar 7 voltam para
trás. O pote é 900 + 900 + 100 + 100 = 2.000 e paga 100, e não 5 % de todas as
3.100 fichas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Main pot: 340 x 3 + 50 = 1,070, and 5 % is 53.5, so 53. Side pot: 245 x 2 =
490, and 5 % is 24.5, so 24. The hand pays 77 under ruling R1-5 (each pot on its
own; the two pots have different winners, so rule 65&apos;s &quot;each payment&quot;
also gives 77); 5 % of the 1,560 total (78) is not the answer.
</source>
        <translation>Pote principal: 340 x 3 + 50 = 1.070, e 5 % são 53,5, portanto 53. Pote lateral:
245 x 2 = 490, e 5 % são 24,5, portanto 24. A mão paga 77 pela interpretação R1-5
(cada pote por si; os dois potes têm vencedores diferentes, por isso «cada um dos
pagamentos» da regra 65 também dá 77); 5 % do total de 1.560 (78) não é a resposta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>The smallest chip here is 50. The pot is 2,250 and 5 % is 112.5; rounded down
to a whole number of 50-chips it is 100.
</source>
        <translation>Aqui a ficha mais pequena é de 50. O pote é 2.250 e 5 % são 112,5; arredondado
por defeito a um número inteiro de fichas de 50, dá 100.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>5 % of the 3,000 pot would be 150; the house&apos;s maximum is 75 a hand, so 75 is
taken.
</source>
        <translation>5 % do pote de 3.000 seriam 150; o máximo da concessionária é 75 por mão, por isso
cobram-se 75.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>This table charges no per-hand commission.
</source>
        <translation>Esta mesa não cobra percentagem por mão.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Seat 9 bet 400 and everyone folded: the 400 goes back. The pot is 100 + 300
+ 300 + 300 = 1,000, and 5 % of it, 50, is taken although nobody showed.
</source>
        <translation>O lugar 9 apostou 400 e todos desistiram: os 400 voltam para trás. O pote é 100 + 300
+ 300 + 300 = 1.000, e cobram-se 5 % dele, 50, embora ninguém tenha mostrado as cartas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/commission.yaml"/>
        <source>Seat 5&apos;s last bet of 400 was not called and goes back. The pot is 50 + 250 +
250 + 250 = 800 and pays 40.
</source>
        <translation>A última aposta de 400 do lugar 5 não foi acompanhada e volta para trás. O pote é
50 + 250 + 250 + 250 = 800 e paga 40.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>Póquer sintético: count the stack</source>
        <translation>Póquer sintético: contar a pilha</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 500, two 100s, two 25s and two 5s: 1,760.
</source>
        <translation>A partir da ficha maior: uma de 1.000, uma de 500, duas de 100, duas de 25 e duas de 5: 1.760.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: one 10,000, one 5,000, two 1,000s, one 500 and one 100: 17,600.
</source>
        <translation>A partir da ficha maior: uma de 10.000, uma de 5.000, duas de 1.000, uma de 500 e uma de 100: 17.600.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 500, one 100 and four 5s: 1,620.
</source>
        <translation>A partir da ficha maior: uma de 1.000, uma de 500, uma de 100 e quatro de 5: 1.620.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, one 500, two 100s and two 25s: 1,750.
</source>
        <translation>A partir da ficha maior: uma de 1.000, uma de 500, duas de 100 e duas de 25: 1.750.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: one 10,000, three 1,000s, one 500 and one 100: 13,600.
</source>
        <translation>A partir da ficha maior: uma de 10.000, três de 1.000, uma de 500 e uma de 100: 13.600.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: one 500, four 100s and two 25s: 950.
</source>
        <translation>A partir da ficha maior: uma de 500, quatro de 100 e duas de 25: 950.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/count-stack.yaml"/>
        <source>From the largest chip: three 100s, three 25s and one 5: 380.
</source>
        <translation>A partir da ficha maior: três de 100, três de 25 e uma de 5: 380.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Póquer sintético: cut a split pot</source>
        <translation>Póquer sintético: dividir um pote empatado</translation>
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
        <translation>Os potes do póquer sintético pagam-se pelas regras gerais dos jogos não bancados
(regra 112 dos jogos não bancados). Todos os jogadores fazem a aposta inicial antes da
distribuição (regra 102 dos jogos não bancados), por isso as apostas iniciais dos jogadores
que desistiram também estão no pote. Quando dois ou mais jogadores têm mãos iguais,
repartem o pote: do trio-par ao par, a regra 104 divide «o montante correspondente às
apostas perdedoras» por igual entre eles, e o programa aplica-a pote a pote, uma divisão
igual de cada pote (interpretação R1-3). A pergunta diz quem empata e em que pote; as fichas estão na mesa e de perto no painel,
sem totais: conte-as.

Divida o pote como o pagador faz. Primeiro conte-o, da ficha maior para a menor.
Depois retire a percentagem da concessionária do pote antes de o pagar (regras 7 a e 65
dos jogos não bancados): 5 %, salvo indicação em contrário no cartão da mesa, arredondada
por defeito à unidade de ficha (interpretação R1-5; interpretação R0-3). O que fica é
dividido em pilhas iguais, uma por vencedor, em unidades de ficha inteiras; uma ficha que
não se divide por igual é trocada por fichas menores do tabuleiro (prática da casa).

A regra 67 reparte o pote de forma que em cada parte a ficha mais pequena seja igual ao
mínimo da aposta, e atribui a parte maior «à mão» (o marcador), e depois aos jogadores
seguintes. O programa toma a unidade de ficha da mesa como essa ficha mais pequena: as
unidades que sobram vão uma a uma para os vencedores empatados, a começar pelo vencedor no
lugar que tem a mão ou pelo primeiro vencedor a partir desse lugar no sentido dos ponteiros
do relógio (interpretação R1-4).

Escreva a pilha de cada vencedor: Tab passa ao vencedor seguinte, Enter entrega a
divisão. Um clique no lugar de um vencedor leva-o à pilha desse vencedor.

Palavras da mesa: o pote é «o pote», um pote lateral é «pote lateral» (regra 38), a aposta
inicial é «aposta inicial» (regra 102), a comissão é «a percentagem» (regra 65), a ficha
que sobra é a «ficha remanescente».
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Both hands are a pair of nines with ace, queen, jack. Four antes of 50 and
550 more from each winner make 1,300; commission 5 % is 65, leaving 1,235:
247 units of 5, 123 each (615) and one over. The marker is at seat 4,
which folded: clockwise from it seat 6 comes first and takes 620.
</source>
        <translation>As duas mãos são um par de noves com ás, dama, valete. Quatro apostas iniciais de 50 e mais 550 de cada vencedor fazem 1.300; a percentagem de 5 % é 65, ficando 1.235: 247 unidades de 5, 123 para cada um (615) e uma a mais. O marcador está no lugar 4, que desistiu: a partir dele, no sentido dos ponteiros do relógio, o lugar 6 vem primeiro e leva 620.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Both hold the straight from king down to nine. The pot is 1,100;
commission 55, leaving 1,045: 209 units, 104 each (520) and one over.
Clockwise from the marker at seat 10 the order goes round past the
croupier to seat 3 before seat 7: seat 3 takes 525.
</source>
        <translation>Ambos têm a sequência do rei ao nove. O pote é 1.100; a percentagem é 55, ficando 1.045: 209 unidades, 104 para cada um (520) e uma a mais. No sentido dos ponteiros do relógio a partir do marcador no lugar 10, a ordem dá a volta pelo pagador até ao lugar 3 antes do lugar 7: o lugar 3 leva 525.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Three hands of a pair of aces with king, queen, jack. The pot is 950;
commission 47.50 rounds down to 45, leaving 905: 181 units, 60 each (300)
and one over. Clockwise from the marker at seat 5 the winners come 8, 2,
4: seat 8 takes 305.
</source>
        <translation>Três mãos de um par de ases com rei, dama, valete. O pote é 950; a percentagem de 47,50 arredonda por defeito para 45, ficando 905: 181 unidades, 60 para cada um (300) e uma a mais. No sentido dos ponteiros do relógio a partir do marcador no lugar 5, os vencedores vêm 8, 2, 4: o lugar 8 leva 305.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Both hands are aces and tens with a queen. The pot is 1,750; commission
87.50 rounds down to 85, leaving 1,665: 333 units, 166 each (830) and one
over. Seat 1 holds the marker and is a winner: rule 67 gives it the larger
part, 835.
</source>
        <translation>As duas mãos são ases e dez com uma dama. O pote é 1.750; a percentagem de 87,50 arredonda por defeito para 85, ficando 1.665: 333 unidades, 166 para cada um (830) e uma a mais. O lugar 1 tem o marcador e é vencedor: a regra 67 dá-lhe a parte maior, 835.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>Seat 2&apos;s four jacks win the main pot of 750 alone. Seats 6 and 11 both
hold a pair of jacks with ace, king, queen and tie for the side pot of 2 x
650 = 1,300. Commission 65, leaving 1,235: 247 units, 123 each (615) and
one over, to seat 6 at the marker: 620.
</source>
        <translation>Os quatro valetes do lugar 2 ganham sozinhos o pote principal de 750. Os lugares 6 e 11 têm ambos um par de valetes com ás, rei, dama e empatam no pote lateral de 2 x 650 = 1.300. A percentagem é 65, ficando 1.235: 247 unidades, 123 para cada um (615) e uma a mais, para o lugar 6, que tem a mão: 620.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>This table charges 3 %. The pot is 2,450; 3 % is 73.50, rounded down to
70, leaving 2,380: 476 units, 238 each: 1,190 and 1,190, nothing left
over.
</source>
        <translation>Esta mesa cobra 3 %. O pote é 2.450; 3 % é 73,50, arredondado por defeito para 70, ficando 2.380: 476 unidades, 238 para cada um: 1.190 e 1.190, sem sobra.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>This table charges its percentage by the session (rule 7 b), not from each
hand: the whole 925 is cut. 185 units, 92 each (460) and one over. Seat 7
holds the marker and is a winner, so it takes the larger part: 465.
</source>
        <translation>Esta mesa cobra a percentagem por sessão (regra 7 b), não em cada mão: os 925 dividem-se todos. 185 unidades, 92 para cada um (460) e uma a mais. O lugar 7 tem o marcador e é vencedor, por isso leva a parte maior: 465.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/cut-pot.yaml"/>
        <source>The pot is 1,305; commission 65.25 rounds down to 65, leaving 1,240: 248
units, 82 each (410) and two over. The marker is at seat 9, which folded;
clockwise from it the order goes round past the croupier: 1, 3, 8. Seats 1
and 3 take 415, seat 8 keeps 410.
</source>
        <translation>O pote é 1.305; a percentagem de 65,25 arredonda por defeito para 65, ficando 1.240: 248 unidades, 82 para cada um (410) e duas a mais. O marcador está no lugar 9, que desistiu; a partir dele, no sentido dos ponteiros do relógio, a ordem dá a volta pelo pagador: 1, 3, 8. Os lugares 1 e 3 levam 415, o lugar 8 fica com 410.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Póquer sintético: read every hand</source>
        <translation>Póquer sintético: ler cada mão</translation>
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
        <translation>O baralho de 28 cartas tem apenas ases, reis, damas, valetes, dez, noves e oitos
(regra 95 dos jogos não bancados). Cada mão é formada pelas duas cartas pessoais do
jogador, ambas, e por três das cinco cartas comuns (regra 97 dos jogos não bancados;
interpretação R3-3). Leia cada mão experimentando as cartas comuns que combinam com AMBAS
as cartas pessoais.

As categorias da regra 103 dos jogos não bancados, da mais alta: naipe real, sequência
de naipe, póquer, naipe, trio-par, sequência, trio, figuras com pares, figuras simples,
dois pares, um par, carta maior. Repare que o naipe fica acima do trio-par. «Figuras
com pares» são cinco cartas entre ás, rei, dama e valete que contêm dois pares
(A-A-K-K-Q); dois pares com um 10, 9 ou 8 entre as cinco cartas são dois pares
comuns. «Figuras simples» seriam cinco cartas iguais ou superiores ao valete sem
nenhum par, o que exige cinco valores diferentes de apenas quatro, por isso nunca
acontece neste baralho: a leitura adoptada toma a regra 105 b («que não formem pares») à
letra como «nenhum par» (interpretação R3-3), pelo que cinco figuras com um par se graduam como
um par (regra 105 dos jogos não bancados).

O ás joga alto ou baixo nas sequências: A-8-9-10-J é a sequência mais baixa e, do
mesmo naipe, a sequência de naipe mais baixa (regra 95 dos jogos não bancados;
interpretação R3-3). Nesta mesa os lugares vão de 1 a 11, no sentido dos ponteiros do
relógio a partir da esquerda do pagador (regras 6 e 99 dos jogos não bancados;
interpretação R0-1).

Palavras da mesa: o jogo de 28 cartas é o «póquer sintético»; as mãos são «figuras
com pares» e «figuras simples» (regra 105), «cor» (o naipe, acima do «fullen», o
trio-par), «sequência», «trio», «dois pares», «um par», «carta maior»; o croupier é
«o pagador».
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 2&apos;s two queens and the two board queens make four of a kind. Seat 5&apos;s
two clubs and three board clubs make a flush. Seat 9&apos;s kings with the board
king and queens make a full house, which here ranks below the flush.
</source>
        <translation>As duas damas do lugar 2 e as duas damas das cartas comuns fazem póquer. Os dois paus
do lugar 5 e três paus das cartas comuns fazem naipe. Os reis do lugar 9 com o rei e
as damas das cartas comuns fazem trio-par, que aqui se gradua abaixo do naipe.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 2 uses A-8 with 9-10-J: a straight with the ace low, the lowest one.
Seat 9 uses A-Q with K-J-10: a straight with the ace high. Seat 6&apos;s eights
with the kings are two pair; the eights are not figures.
</source>
        <translation>O lugar 2 usa A-8 com 9-10-J: uma sequência com o ás baixo, a mais baixa.
O lugar 9 usa A-Q com K-J-10: uma sequência com o ás alto. Os oitos do lugar 6
com os reis são dois pares; os oitos não são figuras.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 1 plays K-K-Q-Q-A and seat 3 A-A-K-K-Q: all five cards are figures and
there are two pairs, so both are figures with pairs. Seat 7&apos;s queens and
eights are ordinary two pair. Seat 10&apos;s J-J-A-K-Q is five figures but only
one pair.
</source>
        <translation>O lugar 1 joga K-K-Q-Q-A e o lugar 3 A-A-K-K-Q: as cinco cartas são figuras e há
dois pares, por isso ambos são figuras com pares. As damas e oitos do lugar 7 são
dois pares comuns. O J-J-A-K-Q do lugar 10 são cinco figuras, mas só um
par.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 2&apos;s ten of hearts cannot make the royal flush, because its nine of
spades must play too: 9-10-J-Q-K, a straight. Seat 5 has two hearts: a
flush. Seat 8 has three aces. Seat 11, in the eleventh seat, must play both
tens: one pair.
</source>
        <translation>O dez de copas do lugar 2 não pode fazer o naipe real, porque o seu nove de
espadas também tem de jogar: 9-10-J-Q-K, uma sequência. O lugar 5 tem duas copas:
naipe. O lugar 8 tem três ases. O lugar 11, o décimo primeiro lugar, tem de jogar os
dois dez: um par.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 4 has one spade and a heart that must play, so no flush: Q-J with
A-K-10 is a straight. Seat 6&apos;s J-10 of spades with A-9-8 of spades make
A-8-9-10-J in one suit: the lowest straight flush, better than its plain
ace-high flush. Seat 9 has nines and eights with an ace.
</source>
        <translation>O lugar 4 tem uma espada e uma copa que tem de jogar, por isso não há naipe: Q-J com
A-K-10 é uma sequência. O J-10 de espadas do lugar 6 com A-9-8 de espadas faz
A-8-9-10-J do mesmo naipe: a sequência de naipe mais baixa, melhor do que o seu
simples naipe até ao ás. O lugar 9 tem noves e oitos com um ás.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 3 makes jacks full of nines and seat 8 jacks full of aces. Seat 5&apos;s two
clubs with J-9-8 of clubs make a flush. Seat 10&apos;s K-Q needs a ten for a
straight; it plays J-J-A-K-Q, five figures with one pair: one pair.
</source>
        <translation>O lugar 3 faz trio-par de valetes com noves e o lugar 8 trio-par de valetes com ases.
Os dois paus do lugar 5 com J-9-8 de paus fazem naipe. O K-Q do lugar 10 precisa de
um dez para a sequência; joga J-J-A-K-Q, cinco figuras com um só par: um par.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>In hold&apos;em seat 3 would have a straight. Here its king and eight must both
play, and no straight contains both a king and an eight, so it has only high
card: A-K-Q-J-8. Seat 6 makes A-K-Q-J-10; seat 9 has a pair of eights.
</source>
        <translation>No hold&apos;em, o lugar 3 teria uma sequência. Aqui o seu rei e o seu oito têm ambos de
jogar, e nenhuma sequência contém ao mesmo tempo um rei e um oito, por isso só tem
carta maior: A-K-Q-J-8. O lugar 6 faz A-K-Q-J-10; o lugar 9 tem um par de oitos.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/hand-category.yaml"/>
        <source>Seat 4 plays A-8-9-10-J all in hearts: with the ace low it is a straight
flush, the lowest one. Seat 7 makes 8-9-10-J-Q in mixed suits, a straight.
Seat 1 has three kings.
</source>
        <translation>O lugar 4 joga A-8-9-10-J todas de copas: com o ás baixo, é uma sequência de
naipe, a mais baixa. O lugar 7 faz 8-9-10-J-Q de naipes misturados, uma sequência.
O lugar 1 tem três reis.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>Sintético: pay it in chips</source>
        <translation>Póquer sintético: pague com fichas</translation>
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
        <translation>Liquidados os potes, o pagador empurra a cada vencedor a sua parte, montada com as fichas do conjunto da mesa. Calcule primeiro a parte, depois monte-a.

1. A parte é a do regulamento. Devolva primeiro qualquer aposta que ninguém igualou (interpretação R1-1). Forme os potes pelos níveis dos encavados: um pote lateral por cada montante de encavado (regras 38, 49 e 50 dos jogos não bancados; interpretação R1-2). Tire a percentagem de cada pote antes de o dividir, arredondada por defeito à unidade de ficha (regras 7 a) e 65 dos jogos não bancados; interpretação R1-5). O resto vai para a melhor mão entre os lugares que podem ganhar esse pote; vencedores empatados dividem-no em partes iguais (interpretação R1-3), e as unidades que sobram vão uma a uma aos vencedores empatados a partir do lugar do marcador, no sentido dos ponteiros do relógio (regra 67 dos jogos não bancados; interpretação R1-4).
2. As fichas são as da Casa. Nenhum regulamento diz como se compõe um pagamento: a Casa paga no menor número de fichas que o seu conjunto permite, a maior primeiro. 728 são uma de 500, duas de 100, uma de 25 e três de 1 (sete fichas).
3. A legenda das fichas na mesa mostra o conjunto; não há ficha menor do que a unidade de ficha.

Um pagamento com o montante certo mas com mais fichas do que as necessárias vale metade da cotação.

Palavras da mesa: as fichas são «fichas» (regra 19), o pote «o pote», um pote lateral «pote lateral» (regra 38), a comissão «a percentagem» (regra 65).
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>Seat 9&apos;s 300 that nobody matched goes back first. The main pot is 30,000;
5 % is 1,500. Seat 9&apos;s straight takes 28,500: two 10,000s, one 5,000,
three 1,000s and one 500.
</source>
        <translation>Os 300 do lugar 9 que ninguém igualou são devolvidos primeiro. O pote principal é 30.000; 5 % são 1.500. A sequência do lugar 9 recebe 28.500: duas de 10.000, uma de 5.000, três de 1.000 e uma de 500.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>400 goes back to seat 9. 5 % of the 12,000 pot would be 600, but the cap
leaves 200: seat 9 takes 11,800.
</source>
        <translation>400 são devolvidos ao lugar 9. 5 % do pote de 12.000 seriam 600, mas o limite deixa 200: o lugar 9 recebe 11.800.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>400 goes back to seat 2. Side pot 1 takes 75 to 2,500 from seats 2 and 9:
4,850; 5 % is 242. Seat 2 takes 4,608.
</source>
        <translation>400 são devolvidos ao lugar 2. O pote lateral 1 recebe de 75 a 2.500 dos lugares 2 e 9: 4.850; 5 % são 242. O lugar 2 recebe 4.608.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>300 goes back to seat 9. 3 % of 2,250 is 67, leaving 2,183 for three equal
hands: 727 each and 2 units over, one each to seats 9 and 2 (from the
marker, seat 9, clockwise). Seat 9 takes 728.
</source>
        <translation>300 são devolvidos ao lugar 9. 3 % de 2.250 são 67, ficando 2.183 para três mãos iguais: 727 a cada uma e sobram 2 unidades, uma para o lugar 9 e outra para o lugar 2 (a partir do marcador, o lugar 9, no sentido dos ponteiros do relógio). O lugar 9 recebe 728.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>Side pot 2 takes 590 to 800 from seats 3 and 4: 420; 5 % is 21, rounded
down to the chip unit of 5: 20. Seat 4&apos;s straight takes 400, four 100s.
</source>
        <translation>O pote lateral 2 recebe de 590 a 800 dos lugares 3 e 4: 420; 5 % são 21, arredondados por defeito à unidade de ficha de 5: 20. A sequência do lugar 4 recebe 400, quatro de 100.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>5 % of 400 is 20, leaving 380 for seats 10 and 11, who hold the same
straight: 190 each, no unit over. One 100, three 25s, three 5s.
</source>
        <translation>5 % de 400 são 20, ficando 380 para os lugares 10 e 11, que têm a mesma sequência: 190 a cada um, sem unidade a sobrar. Uma de 100, três de 25, três de 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>200 goes back to seat 11. 3 % of 10,000 would be 300, but the cap is 150:
seat 11 takes 9,850.
</source>
        <translation>200 são devolvidos ao lugar 11. 3 % de 10.000 seriam 300, mas o limite é 150: o lugar 11 recebe 9.850.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pay-chips.yaml"/>
        <source>1,000 goes back to seat 10. Side pot 1 takes 7,900 to 10,000 from seats 1
and 10: 4,200; 5 % is 210. Seat 10 takes 3,990.
</source>
        <translation>1.000 são devolvidos ao lugar 10. O pote lateral 1 recebe de 7.900 a 10.000 dos lugares 1 e 10: 4.200; 5 % são 210. O lugar 10 recebe 3.990.</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Póquer sintético: build the pots and pay them</source>
        <translation>Póquer sintético: formar os potes e pagá-los</translation>
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
        <translation>O póquer sintético usa as regras gerais do póquer não bancado para os potes e os
pagamentos (regra 112 dos jogos não bancados). Todos os jogadores fazem a aposta
inicial antes da distribuição (regra 102 dos jogos não bancados), por isso os jogadores
que desistiram têm normalmente fichas no pote principal.

1. Devolva a aposta não acompanhada: a parte do maior total que ninguém igualou
   volta para o seu dono e não está em nenhum pote (interpretação R1-1).
2. Forme um pote por cada nível de encavado (regras 38, 49 e 50 dos jogos não
   bancados; interpretação R1-2). O pote principal recebe as fichas de todos até ao
   menor montante de encavado, incluindo os jogadores que desistiram; cada pote
   lateral recebe a camada seguinte. Os jogadores que desistiram nunca ganham um pote.
3. Interpretação R1-5: retire a percentagem de cada pote, começando pelo pote
   principal, arredondada por defeito à unidade de ficha: 5 %, salvo indicação em
   contrário da mesa (a leitura adoptada das regras 7 a e 65 dos jogos não bancados;
   interpretação R0-3).
4. Entregue cada pote à melhor mão entre os jogadores que o podem ganhar, lembrando a
   graduação do sintético (naipe acima de trio-par, figuras com pares acima de dois
   pares; regra 103 dos jogos não bancados). Regra 104: em caso de empate
   do trio-par até ao um par (103 e-l), «o montante correspondente às
   apostas perdedoras é dividido por igual» entre os jogadores empatados; o programa
   aplica isto pote a pote, o que, com potes por camadas, é uma divisão igual de cada
   pote (interpretação R1-3); um empate em carta maior divide-se pela interpretação
   R3-4. A regra 67 reparte em unidades do mínimo da aposta (o mínimo da aposta
   inicial, regra 102); o programa toma a unidade de ficha como essa unidade, e as
   fichas que sobram vão uma a uma para os vencedores empatados, a partir do lugar que
   tem a mão, no sentido dos ponteiros do relógio (interpretação R1-4).
5. Confira que os pagamentos mais a percentagem igualam todas as fichas postas
   (interpretação R1-6).

Palavras da mesa: «o pote» / «pote lateral» (regra 38), «encavado» (o jogador que já
pôs todas as suas fichas, regra 49), «cave» (as fichas do jogador), «aposta inicial»
(o ante, regra 102), «a percentagem» (a comissão, regra 65).
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seat 5 could call only 650, so 600 goes back to seat 3. The pot is three
antes of 50 plus 650 from seats 3 and 5: 1,450. Seat 3&apos;s flush beats seat
5&apos;s full house in póquer sintético. Commission 72 (72.5 rounded down); seat
3 receives 1,378 + 600 = 1,978.
</source>
        <translation>O lugar 5 só pôde acompanhar 650, por isso 600 voltam para o lugar 3. O pote é três
apostas iniciais de 50 mais 650 dos lugares 3 e 5: 1.450. O naipe do lugar 3 bate o
trio-par do lugar 5 no póquer sintético. Percentagem 72 (72,5 arredondados por
defeito); o lugar 3 recebe 1.378 + 600 = 1.978.
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
        <translation>Os últimos 500 do lugar 10 nunca foram acompanhados e voltam para trás. Pote
principal: 300 dos lugares 1, 4, 7 e 10 mais os 100 do lugar 6 = 1.300, ganho pelo
trio-par de ases com valetes do lugar 1. Pote lateral 1: 400 dos lugares 4, 7 e 10 =
1.200, ganho pelo trio-par de noves do lugar 4. Pote lateral 2: 800 dos lugares 7 e
10 = 1.600. O lugar 10 tem de jogar o seu oito com o valete, por isso a sua melhor
mão é A-8-9-10-J, a sequência mais baixa (melhor do que três valetes); a sequência
até ao ás do lugar 7 bate-a. Percentagens: 65, 60 e 80.
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
        <translation>O lugar 5 apostou 700 e desistiu perante o repique do lugar 8 para 1.800: 1.100 voltam
para o lugar 8. O lugar 2 está encavado com 200: o pote principal é 200 dos lugares
2, 5 e 8 mais a aposta inicial do lugar 9 = 650, e o trio-par de reis com damas do
lugar 2 ganha-o (32 de percentagem). Os outros 500 do lugar 5 e 500 do lugar 8 formam
um pote lateral de 1.000 que só o lugar 8 pode ganhar (50 de percentagem).
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seats 4 and 10 make the same straight, 9 to king, and share the pot. After 65
commission, 1,235 is left: 617 each and one chip over. The marker is at seat
9, which folded; the first winner clockwise from it is seat 10, which takes
the odd chip.
</source>
        <translation>Os lugares 4 e 10 fazem a mesma sequência, do 9 ao rei, e repartem o pote. Depois de 65
de percentagem, restam 1.235: 617 para cada um e uma ficha que sobra. O marcador está
no lugar 9, que desistiu; o primeiro vencedor a partir dele no sentido dos ponteiros
do relógio é o lugar 10, que fica com a ficha remanescente.
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
        <translation>Os lugares 1, 3 e 6 têm todos de usar o seu dez e o seu oito: cada um faz 8-9-10-J-Q e
empatam, acima dos três ases do lugar 7. O pote é 2.025; 5 % são 101,25,
arredondados por defeito à ficha de 25: 100. Os 1.925 restantes são 77 fichas de 25: 25
fichas (625) para cada um e 2 fichas que sobram. A partir do marcador, no lugar 5, no
sentido dos ponteiros do relógio, o lugar 6 recebe a primeira e o lugar 1 a segunda.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>No commission here. Seat 2&apos;s queens full of eights take the main pot (400
from three players plus seat 11&apos;s 100 = 1,300). Seat 5 holds two spades but
only two spades are on the board, so no flush; seat 7&apos;s kings and nines win
the side pot of 1,000. Check: 1,300 + 1,000 = 2,300, all the chips put in.
</source>
        <translation>Aqui não há percentagem. O trio-par de damas com oitos do lugar 2 ganha o pote
principal (400 de três jogadores mais os 100 do lugar 11 = 1.300). O lugar 5 tem duas
espadas, mas só há duas espadas nas cartas comuns, por isso não há naipe; os reis e
noves do lugar 7 ganham o pote lateral de 1.000. Confirmação: 1.300 + 1.000 = 2.300,
todas as fichas postas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seats 3 and 8 must both play their 10-9, so neither can make the ace-high
straight: each makes 9-10-J-Q-K with K-Q-J from the board, and they tie. The
pot of 2,100 would pay 105 commission, but this table&apos;s cap is 50; the 2,050
left is split 1,025 each.
</source>
        <translation>Os lugares 3 e 8 têm ambos de jogar o seu 10-9, por isso nenhum pode fazer a sequência
até ao ás: cada um faz 9-10-J-Q-K com K-Q-J das cartas comuns, e empatam. O
pote de 2.100 pagaria 105 de percentagem, mas o máximo desta mesa é 50; os 2.050
restantes dividem-se em 1.025 para cada um.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/pot-split.yaml"/>
        <source>Seat 6 made a bet of 500 after the third board card and nobody called: it
goes back. The pot is 50 + 350 + 350 + 350 = 1,100; it is won without a
showdown and still pays 5 % commission, 55. Seat 6 receives 1,045 + 500 =
1,545.
</source>
        <translation>O lugar 6 fez uma aposta de 500 depois da terceira carta comum e ninguém a acompanhou:
volta para trás. O pote é 50 + 350 + 350 + 350 = 1.100; é ganho sem revelação do
jogo e paga na mesma 5 % de percentagem, 55. O lugar 6 recebe 1.045 + 500 =
1.545.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Póquer sintético: who shows first?</source>
        <translation>Póquer sintético: quem mostra primeiro?</translation>
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
        <translation>Como em todos os jogos não bancados, as cartas são viradas à voz do pagador: o
jogador que iniciou o último turno de apostas mostra primeiro, e depois os outros,
um a um, à sua esquerda, no sentido dos ponteiros do relógio (regra 62 dos jogos não
bancados; interpretação R2-1).

No póquer sintético, quem inicia não é o lugar que tem a mão. As cartas comuns saem
uma de cada vez, e cada novo turno de apostas é iniciado pelo jogador que fez a
aposta mais elevada no turno anterior (regras 107 e 108 dos jogos não bancados).
Assim, o jogador que fez a aposta mais elevada no penúltimo turno iniciou o último
turno, e mostra primeiro. Se entretanto desistiu, ou ficou encavado antes de começar
o último turno, iniciou-o e mostra primeiro o primeiro jogador, a partir do seu
lugar no sentido dos ponteiros do relógio, que podia agir (interpretação R2-1). Se
ninguém apostou no penúltimo turno, o último turno começa pelo jogador à esquerda
daquele que tem «a mão» (interpretação R8-2), que então mostra primeiro. Quem apostou
ou repicou por último não interessa.

A mesa tem 11 lugares, numerados no sentido dos ponteiros do relógio a partir da
esquerda do pagador; depois do lugar 11 vem o lugar 1 (regras 6 e 99 dos jogos não
bancados; interpretação R0-1). Os jogadores que desistiram nunca mostram; os
jogadores encavados mostram na sua própria posição na ordem (interpretação R2-4).

Palavras da mesa: «a mão» (o lugar do marcador), «turno de apostas» (cada ronda de
apostas), «aposta inicial» (o ante, regra 102), «encavado» (um jogador que já pôs
todas as suas fichas, regra 49).
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 7 made the highest bet in the round before the last, so it opened the
last round and shows first. Then clockwise: seat 10, round past the croupier
to seat 2, then seat 5. The marker at seat 3 plays no part in this order.
</source>
        <translation>O lugar 7 fez a aposta mais elevada no penúltimo turno, por isso iniciou o último
turno e mostra primeiro. Depois, no sentido dos ponteiros do relógio: o lugar 10,
dando a volta por trás do pagador até ao lugar 2, e depois o lugar 5. O marcador no
lugar 3 não tem qualquer papel nesta ordem.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 4 made the highest bet in the round before the last, but it folded in
the last round. The first player still in clockwise from seat 4 is seat 6,
who shows first; then seat 9, seat 11 and seat 1.
</source>
        <translation>O lugar 4 fez a aposta mais elevada no penúltimo turno, mas desistiu no último
turno. O primeiro jogador ainda em jogo a partir do lugar 4, no sentido dos ponteiros
do relógio, é o lugar 6, que mostra primeiro; depois o lugar 9, o lugar 11 e o lugar 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>In hold&apos;em seat 2, with the marker, would show first. In póquer sintético
seat 9, the highest bettor of the previous round, opened the last round: it
shows first, then seat 2 and seat 5.
</source>
        <translation>No hold&apos;em, o lugar 2, que tem o marcador, mostraria primeiro. No póquer sintético,
o lugar 9, que fez a aposta mais elevada no turno anterior, iniciou o último turno:
mostra primeiro, depois o lugar 2 e o lugar 5.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 11 opened the last round and shows first. The next seat to its left is
seat 1, across the croupier; seat 1 is empty here, so seat 3 follows, then
seat 8.
</source>
        <translation>O lugar 11 iniciou o último turno e mostra primeiro. O lugar seguinte à sua esquerda
é o lugar 1, do outro lado do pagador; aqui o lugar 1 está vazio, por isso segue-se o
lugar 3, depois o lugar 8.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 5 opened the last round and shows first. Seats 2 and 8 are all-in and
still show, each in its own place: seat 8 right after seat 5, and seat 2
last, after seat 10. Seat 6 folded.
</source>
        <translation>O lugar 5 iniciou o último turno e mostra primeiro. Os lugares 2 e 8 estão encavados e
mostram na mesma, cada um na sua posição: o lugar 8 logo a seguir ao lugar 5, e o
lugar 2 em último, depois do lugar 10. O lugar 6 desistiu.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 10, the previous round&apos;s highest bettor, folded, and so did seat 11.
Going clockwise from seat 10 we pass seat 11 and the croupier and reach
seat 2, the first player still in. Then seat 4 and seat 7.
</source>
        <translation>O lugar 10, que fez a aposta mais elevada no turno anterior, desistiu, e o lugar 11
também. Seguindo no sentido dos ponteiros do relógio a partir do lugar 10, passamos o
lugar 11 e o pagador e chegamos ao lugar 2, o primeiro jogador ainda em jogo. Depois o
lugar 4 e o lugar 7.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 8 made the highest bet in the previous round and shows first, even
though seat 3 holds the marker and the better hand.
</source>
        <translation>O lugar 8 fez a aposta mais elevada no turno anterior e mostra primeiro, embora o
lugar 3 tenha o marcador e a melhor mão.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/showdown-order.yaml"/>
        <source>Seat 6 opened the last round (it had made the previous round&apos;s highest bet)
and checked. Seat 1 raised last, but that does not change the order: seat 6
shows first, then seat 9, then seat 1.
</source>
        <translation>O lugar 6 iniciou o último turno (tinha feito a aposta mais elevada do turno
anterior) e passou. O lugar 1 repicou em último, mas isso não altera a ordem: o lugar 6
mostra primeiro, depois o lugar 9, depois o lugar 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Póquer sintético: who wins the pot?</source>
        <translation>Póquer sintético: quem ganha o pote?</translation>
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
        <translation>O póquer sintético joga-se com um baralho curto de 28 cartas: ás, rei, dama,
valete, 10, 9 e 8 de cada naipe (regra 95 dos jogos não bancados; interpretação
R3-3). Cada jogador tem duas cartas pessoais e há cinco cartas comuns. Uma mão é
sempre exactamente as duas cartas pessoais mais três cartas comuns (regra 97 dos
jogos não bancados; interpretação R3-3). Um jogador nunca pode jogar só as cartas
comuns, nem deixar de fora uma das suas cartas.

A ordem das mãos é diferente da do hold&apos;em (regra 103 dos jogos não bancados): naipe
real, sequência de naipe, póquer, e depois o NAIPE, que aqui bate o trio-par,
depois trio-par, sequência, trio, figuras com pares, figuras simples, dois pares,
um par e carta maior. «Figuras com pares» são cinco cartas, todas ás, rei, dama ou
valete, que contêm dois pares, como A-A-K-K-Q; graduam-se acima dos dois pares comuns
e abaixo do trio (regra 105 a dos jogos não bancados).

O ás é alto ou baixo nas sequências. Sem cartas do 2 ao 7 no baralho, a sequência
mais baixa é A-8-9-10-J, com o ás a jogar abaixo do oito (regra 95 dos jogos não
bancados; interpretação R3-3).

Os empates desfazem-se carta a carta, como na regra 18 dos jogos não bancados e na
interpretação R3-4; nos empates do trio-par até ao um par, a regra 104 manda que «o
montante correspondente às apostas perdedoras» seja «dividido por igual» entre os
jogadores empatados; o programa aplica-a pote a pote, uma divisão igual de cada pote
(interpretação R1-3), e divide da mesma forma um empate em carta maior
(interpretação R3-4).

Palavras da mesa: «o pagador» (o croupier), «cartas comuns» (as cinco cartas da
mesa, tiradas da parte de baixo do baralho, regras 107-108), «o pote», «a
mão» (o lugar do marcador).
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 9 has aces full of nines and seat 5 nines full of eights, but seat 2&apos;s
two hearts with the three board hearts make a flush. In póquer sintético the
flush ranks above the full house (non-banked rule 103 d and e), so seat 2
wins.
</source>
        <translation>O lugar 9 tem trio-par de ases com noves e o lugar 5 trio-par de noves com oitos, mas
as duas copas do lugar 2 com as três copas das cartas comuns fazem naipe. No póquer
sintético o naipe gradua-se acima do trio-par (regra 103 d e e dos jogos não
bancados), por isso ganha o lugar 2.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 2 makes A-8-9-10-J: the ace plays low, below the eight, and this is the
lowest straight in the 28-card deck. Seat 5 makes 8-9-10-J-Q, a higher
straight. Seat 7&apos;s three kings lose to any straight.
</source>
        <translation>O lugar 2 faz A-8-9-10-J: o ás joga baixo, abaixo do oito, e esta é a sequência
mais baixa do baralho de 28 cartas. O lugar 5 faz 8-9-10-J-Q, uma sequência mais
alta. Os três reis do lugar 7 perdem para qualquer sequência.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>In hold&apos;em seat 2&apos;s ten of hearts would make a royal flush. Here seat 2 must
also use its nine of spades, so its best hand is the straight 9-10-J-Q-K.
Seat 5 uses both hearts with three board hearts: a flush. Seat 8 has three
aces. The flush wins.
</source>
        <translation>No hold&apos;em, o dez de copas do lugar 2 faria um naipe real. Aqui o lugar 2 tem de
usar também o seu nove de espadas, por isso a sua melhor mão é a sequência 9-10-J-Q-K.
O lugar 5 usa as duas copas com três copas das cartas comuns: naipe. O lugar 8 tem
três ases. Ganha o naipe.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 3 plays A-A-K-K-Q: five figures with two pairs, &quot;figures with pairs&quot;.
Seat 7 has queens and eights, ordinary two pair, which ranks below it. Seat
10 has one pair of jacks.
</source>
        <translation>O lugar 3 joga A-A-K-K-Q: cinco figuras com dois pares, «figuras com pares».
O lugar 7 tem damas e oitos, dois pares comuns, que se graduam abaixo. O lugar
10 tem um par de valetes.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 2 plays A-A-K-K-J, figures with pairs. Seat 6 must use its ten along
with its nine, but the two board nines give it three nines, and three of a
kind ranks above figures with pairs. Seat 8 has queens and nines with an
ace: ordinary two pair, below both.
</source>
        <translation>O lugar 2 joga A-A-K-K-J, figuras com pares. O lugar 6 tem de usar o seu dez
juntamente com o seu nove, mas os dois noves das cartas comuns dão-lhe três noves,
e o trio gradua-se acima das figuras com pares. O lugar 8 tem damas e noves com um
ás: dois pares comuns, abaixo de ambos.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seats 2 and 5 both make 9-10-J-Q-K: equal straights split the losing bets equally
(non-banked rule 104; pot by pot, ruling R1-3). Seat 9&apos;s aces and eights are only two pair; they are not figures
with pairs, because the eights are not figures.
</source>
        <translation>Os lugares 2 e 5 fazem ambos 9-10-J-Q-K: sequências iguais dividem as apostas perdedoras por igual
(regra 104 dos jogos não bancados; pote a pote, interpretação R1-3). Os ases e oitos do lugar 9 são apenas dois pares; não são figuras
com pares, porque os oitos não são figuras.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 3 has an ace-high flush and seat 11 three aces, but seat 6&apos;s J-10 of
spades with K-Q-9 of spades make a straight flush, 9 to king.
</source>
        <translation>O lugar 3 tem um naipe até ao ás e o lugar 11 três ases, mas o J-10 de espadas do
lugar 6 com K-Q-9 de espadas faz uma sequência de naipe, do 9 ao rei.
</translation>
    </message>
    <message>
        <location filename="../../lessons/sintetico/winner.yaml"/>
        <source>Seat 2 has four queens, seat 5 an ace-high club flush and seat 9 kings full
of queens. Four of a kind is the best of the three; the flush comes second
and the full house last.
</source>
        <translation>O lugar 2 tem quatro damas, o lugar 5 um naipe de paus até ao ás e o lugar 9 trio-par
de reis com damas. O póquer é a melhor das três; o naipe vem em segundo e o trio-par
em último.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Five-card stud: colour up</source>
        <translation>Póquer de cinco cartas: trocar por fichas maiores</translation>
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
        <translation>O bolo é o total, em fichas, lançado durante a jogada (Portaria 104/85/M art. 7), e as fichas que um jogador coloca são as que tiver. Uma pilha de fichas pequenas é lenta de contar e de verificar: o dealer troca-a pelo menor número de fichas do mesmo total, a maior primeiro. A Portaria nada diz sobre como se compõem as fichas: o menor número de fichas é prática da Casa.

Aqui um lugar entrega as suas fichas em fichas pequenas: cada ficha da composição com menos fichas trocada pelas fichas imediatamente menores (uma de 1.000 por duas de 500, uma de 100 por quatro de 25). As quantias por baixo das fichas estão escondidas: conte a pilha da ficha maior para a menor e depois componha o mesmo total no menor número de fichas, a maior primeiro. 1.975 entregue em 2 × 500, 5 × 100, 16 × 25 e 15 × 5 (38 fichas) volta como uma de 1.000, uma de 500, quatro de 100 e três de 25 (9 fichas).

O total certo vale metade da nota, o menor número de fichas a outra metade. As quantias são múltiplos inteiros da unidade de ficha da mesa, a sua ficha mais pequena (interpretação R0-3).

Palavras da sala: as fichas são «fichas» e o bolo é «o bolo» (Portaria 104/85/M art. 7).</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 2 hands in 2 × 500 + 5 × 100 + 4 × 25 + 15 × 5 + 5 × 1 = 1,680, 31 chips.
Coloured up from the largest chip: 1 × 1,000 + 1 × 500 + 1 × 100 + 3 × 25 + 1 × 5, 7
chips.
</source>
        <translation>O lugar 2 entrega 2 × 500 + 5 × 100 + 4 × 25 + 15 × 5 + 5 × 1 = 1.680, 31 fichas. Trocado a partir da ficha maior: 1 × 1.000 + 1 × 500 + 1 × 100 + 3 × 25 + 1 × 5, 7 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 5 hands in 2 × 5,000 + 5 × 1,000 + 4 × 500 + 5 × 100 + 4 × 25 = 17,600, 20
chips. Coloured up from the largest chip: 1 × 10,000 + 1 × 5,000 + 2 × 1,000 +
1 × 500 + 1 × 100, 6 chips.
</source>
        <translation>O lugar 5 entrega 2 × 5.000 + 5 × 1.000 + 4 × 500 + 5 × 100 + 4 × 25 = 17.600, 20 fichas. Trocado a partir da ficha maior: 1 × 10.000 + 1 × 5.000 + 2 × 1.000 + 1 × 500 + 1 × 100, 6 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 1 hands in 5 × 100 + 16 × 25 + 12 × 5 = 960, 33 chips. Coloured up from the
largest chip: 1 × 500 + 4 × 100 + 2 × 25 + 2 × 5, 9 chips.
</source>
        <translation>O lugar 1 entrega 5 × 100 + 16 × 25 + 12 × 5 = 960, 33 fichas. Trocado a partir da ficha maior: 1 × 500 + 4 × 100 + 2 × 25 + 2 × 5, 9 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 7 hands in 5 × 1,000 + 6 × 500 + 5 × 100 + 12 × 25 = 8,800, 28 chips. Coloured
up from the largest chip: 1 × 5,000 + 3 × 1,000 + 1 × 500 + 3 × 100, 8 chips.
</source>
        <translation>O lugar 7 entrega 5 × 1.000 + 6 × 500 + 5 × 100 + 12 × 25 = 8.800, 28 fichas. Trocado a partir da ficha maior: 1 × 5.000 + 3 × 1.000 + 1 × 500 + 3 × 100, 8 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 3 hands in 2 × 500 + 8 × 25 + 16 × 5 = 1,280, 26 chips. Coloured up from the
largest chip: 1 × 1,000 + 2 × 100 + 3 × 25 + 1 × 5, 7 chips.
</source>
        <translation>O lugar 3 entrega 2 × 500 + 8 × 25 + 16 × 5 = 1.280, 26 fichas. Trocado a partir da ficha maior: 1 × 1.000 + 2 × 100 + 3 × 25 + 1 × 5, 7 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 7 hands in 4 × 500 + 5 × 100 + 4 × 25 + 10 × 5 = 2,650, 23 chips. Coloured up
from the largest chip: 2 × 1,000 + 1 × 500 + 1 × 100 + 2 × 25, 6 chips.
</source>
        <translation>O lugar 7 entrega 4 × 500 + 5 × 100 + 4 × 25 + 10 × 5 = 2.650, 23 fichas. Trocado a partir da ficha maior: 2 × 1.000 + 1 × 500 + 1 × 100 + 2 × 25, 6 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 4 hands in 4 × 5,000 + 2 × 500 + 5 × 100 + 4 × 25 = 21,600, 15 chips. Coloured
up from the largest chip: 2 × 10,000 + 1 × 1,000 + 1 × 500 + 1 × 100, 5 chips.
</source>
        <translation>O lugar 4 entrega 4 × 5.000 + 2 × 500 + 5 × 100 + 4 × 25 = 21.600, 15 fichas. Trocado a partir da ficha maior: 2 × 10.000 + 1 × 1.000 + 1 × 500 + 1 × 100, 5 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/colour-up.yaml"/>
        <source>Seat 4 hands in 5 × 100 + 16 × 25 + 20 × 1 = 920, 41 chips. Coloured up from the
largest chip: 1 × 500 + 4 × 100 + 4 × 5, 9 chips.
</source>
        <translation>O lugar 4 entrega 5 × 100 + 16 × 25 + 20 × 1 = 920, 41 fichas. Trocado a partir da ficha maior: 1 × 500 + 4 × 100 + 4 × 5, 9 fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Five-card stud: the house commission</source>
        <translation>Póquer de cinco cartas: a comissão da Casa</translation>
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
        <translation>O póquer de cinco cartas tem duas cobranças da Casa. A comissão inicial do art. 8 é um valor
fixo de $20 ou $100 (igual ao bolo de entrada da mesa), cobrado antes de ser distribuída a
primeira carta; nunca faz parte do bolo e não volta a ser contada no fim. A comissão do art.
9 é de 4 % sobre o valor do bolo, «excepto o da aposta feita no lanço final, que não seja
acompanhada por nenhum dos outros jogadores» (Portaria 104/85/M art. 8, 9). O texto publicado
assinala o art. 9 como alterado («Alterado — Consulte também: Portaria n.º 118/89/M»); a
alteração não consta das fontes do programa, pelo que 4 % é aqui o valor por defeito da Casa,
não a taxa em vigor: cada casa fixa a taxa que pratica (interpretação R1-5).

Calcule-a por esta ordem. Primeiro, devolva qualquer aposta não acompanhada: o excesso do lugar que
mais pôs no bolo sobre o segundo maior montante não entra em nenhum bolo e não paga comissão. O art.
9 isenta apenas a aposta não acompanhada do lanço final; a Casa trata da mesma forma uma aposta não
acompanhada em qualquer lanço (interpretação R1-1). Depois, forme o pote principal e os bolos
separados (art. 11 a; interpretação R1-2). O programa cobra cada bolo separadamente, começando pelo
pote principal: 4 % desse bolo, arredondados POR DEFEITO à unidade de ficha da mesa (interpretações
R1-5, R0-3). Arredondar cada bolo por si pode dar menos de 4 % do total. O póquer de cinco cartas
não tem limite máximo de comissão: um bolo grande paga os 4 % por inteiro. Uma jogada ganha sem
revelação do jogo também paga comissão. Nestes exercícios, a ficha mais pequena é de 5.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>The pot is 900, folded seat 6&apos;s 100 included. 4 % of 900 is 36, which is not a
whole number of 5-unit chips: the house rounds down and takes 35.
</source>
        <translation>O bolo é de 900, incluindo os 100 do lugar 6, que desistiu. 4 % de 900 são 36, o que
não é um número inteiro de fichas de 5: a Casa arredonda por defeito e cobra 35.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>On the last street seat 2 bets 300 and seat 5 folds. How much commission does
the house take?
</source>
        <translation>No último lanço de apostas, o lugar 2 aposta 300 e
o lugar 5 desiste. Quanto cobra a Casa de comissão?
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>The 300 final bet was called by nobody: it goes back to seat 2 and pays no
commission (art. 9). The pot is 380 + 380 + 60 = 820; 4 % is 32.8, rounded down
to 30.
</source>
        <translation>A aposta final de 300 não foi aceite por ninguém: volta
para o lugar 2 e não paga comissão (art. 9). O bolo é 380 + 380
+ 60 = 820; 4 % são 32,8, arredondados por defeito para 30.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Main pot 3 x 205 = 615: 4 % is 24.6, so 20. Side pot 2 x 310 = 620: 4 % is
24.8, so 20. The commission is 40. Art. 9&apos;s own words, 4 % of the whole bolo of
1,235 (49.4, so 45), would give 45; the trainer charges each pot on its own
(ruling R1-5), which gives 40.
</source>
        <translation>Pote principal 3 x 205 = 615: 4 % são 24,6, logo 20. Bolo separado 2
x 310 = 620: 4 % são 24,8, logo 20. A comissão é de 40. À letra, o
art. 9 — 4 % de todo o bolo de 1.235 (49,4, logo 45) — daria 45; o
programa cobra cada bolo por si (interpretação R1-5), o que dá 40.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>A $100 table. How much commission does the house take from this pot?</source>
        <translation>Uma mesa de $100. Quanto cobra a Casa de comissão sobre este bolo?</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>4 % of 7,400 is 296, rounded down to 295. Stud commission has no ceiling: the cap
some other games use does not apply here.
</source>
        <translation>4 % de 7.400 são 296, arredondados por defeito para 295. A comissão do póquer de cinco
cartas não tem limite máximo: o tecto que alguns outros jogos aplicam não vale aqui.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>A $100 table. On the second street seat 3 bets 300 and everyone else folds.
How much commission does the house take?
</source>
        <translation>Uma mesa de $100. No segundo lanço de apostas, o lugar 3 aposta
300 e todos os outros desistem. Quanto cobra a Casa de comissão?
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>The 300 bet was not called, so it goes back to seat 3 (art. 9 exempts only the
final round&apos;s; the house treats this one the same way, ruling R1-1). The pot is 4 x 300 =
1,200 and the hand pays commission even though nobody showed: 4 % is 48,
rounded down to 45.
</source>
        <translation>A aposta de 300 não foi acompanhada, por isso volta para o lugar 3 (o art. 9
só isenta a do lanço final; a Casa trata esta da mesma forma, interpretação
R1-1). O bolo é 4 x 300 = 1.200 e a jogada paga comissão, embora ninguém
tenha mostrado o jogo: 4 % são 48, arredondados por defeito para 45.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Seat 4&apos;s last 100 was matched by nobody and bears no commission. Main pot 600
and side pot 600 pay 20 each (4 % is 24, rounded down).
</source>
        <translation>Os últimos 100 do lugar 4 não foram igualados por ninguém e não pagam comissão. O pote principal
de 600 e o bolo separado de 600 pagam 20 cada um (4 % são 24, arredondados por defeito).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>Chips from seats that folded stay in the pot and pay commission like the rest:
140 + 60 + 460 + 460 = 1,120; 4 % is 44.8, rounded down to 40.
</source>
        <translation>As fichas dos lugares que desistiram ficam no bolo e pagam comissão como as restantes:
140 + 60 + 460 + 460 = 1.120; 4 % são 44,8, arredondados por defeito para 40.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/commission.yaml"/>
        <source>A $20 table: each player put in the $20 pot money, and the house collected its
$20 initial commission before the deal. Seat 4 opens for 40 with the ace and
everyone folds. How much commission does the house take at the end of the hand?
</source>
        <translation>Uma mesa de $20: cada jogador pôs os $20 do bolo de entrada e a Casa cobrou a sua
comissão inicial de $20 antes da distribuição. O lugar 4 faz a aposta de abertura
de 40 com o ás e todos desistem. Quanto cobra a Casa de comissão no fim da jogada?
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
        <translation>A aposta de abertura de 40 não foi aceite e volta para o lugar 4
(interpretação R1-1: o art. 9 só menciona a aposta não acompanhada do lanço
final). O bolo são as cinco entradas, 100. 4 % de 100 são 4, menos do que uma
ficha de 5, pelo que a comissão do art. 9, arredondada por defeito, fica em
nada. A comissão inicial do art. 8 já foi cobrada e não volta a ser cobrada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>Five-card stud: count the stack</source>
        <translation>Póquer de cinco cartas: contar a pilha</translation>
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
        <translation>«Constitui o bolo o total, em fichas, lançado para o conjunto» (Portaria 104/85/M
art. 7). O dealer sabe num relance quanto cada lugar lançou; aqui as fichas de
cada lugar são desenhadas à sua frente, com as quantias escondidas até responder.

Conte da ficha maior para a menor: a legenda das fichas na mesa dá o valor de
cada cor, e cada ficha mostra também o seu valor na face. As pilhas são desenhadas
no menor número de fichas do conjunto da mesa, as denominações maiores atrás; uma
pilha completa tem 20 fichas, desenhada mais baixa e marcada «×20». As quantias
são múltiplos inteiros da unidade de ficha da mesa (interpretação R0-3).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>From the largest chip: one 500, four 100s, two 25s and two 5s: 960.
</source>
        <translation>A partir da ficha maior: uma de 500, quatro de 100, duas de 25 e duas de 5: 960.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>From the largest chip: one 5,000, three 1,000s, one 500 and three 100s: 8,800.
</source>
        <translation>A partir da ficha maior: uma de 5.000, três de 1.000, uma de 500 e três de 100: 8.800.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>From the largest chip: one 1,000, two 100s, three 25s and one 5: 1,280.
</source>
        <translation>A partir da ficha maior: uma de 1.000, duas de 100, três de 25 e uma de 5: 1.280.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>From the largest chip: two 10,000s, one 1,000, one 500 and one 100: 21,600.
</source>
        <translation>A partir da ficha maior: duas de 10.000, uma de 1.000, uma de 500 e uma de 100: 21.600.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/count-stack.yaml"/>
        <source>From the largest chip: one 500, four 100s and four 5s: 920.
</source>
        <translation>A partir da ficha maior: uma de 500, quatro de 100 e quatro de 5: 920.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Five-card stud: cut a split pot</source>
        <translation>Póquer de cinco cartas: dividir um bolo empatado</translation>
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
        <translation>Mãos iguais repartem o bolo em partes iguais (Portaria 104/85/M art. 4; interpretação
R1-3). A pergunta diz quem empata e em que pote; as fichas estão na mesa e de perto no painel,
sem totais: conte-as.

Divida o bolo como o dealer faz. Primeiro conte-o, da ficha maior para a menor. Depois
retire a comissão do bolo antes de o pagar: 4 % do bolo, arredondada POR DEFEITO à unidade
de ficha da mesa (art. 9; interpretação R1-5; interpretação R0-3). O art. 9 aparece como
alterado pela Portaria 118/89/M, que o programa não tem: 4 % é a taxa por omissão da casa,
não a lei em vigor, e o cartão da mesa indica a taxa em uso. O que fica é dividido em
pilhas iguais, uma por vencedor, em unidades de ficha inteiras; uma ficha que não se divide
por igual é trocada por fichas menores do tabuleiro (prática da casa).

O regulamento nada diz sobre fichas remanescentes. Pela interpretação R1-4, as unidades de
ficha que sobram vão uma a uma para os vencedores empatados pela ordem da distribuição: o
dealer distribui a partir da sua direita, no sentido contrário ao dos ponteiros do relógio,
por isso o lugar de número mais alto vem primeiro (interpretação R4-1). Nestes exercícios a
ficha mais pequena é 5.

Escreva a pilha de cada vencedor: Tab passa ao vencedor seguinte, Enter entrega a
divisão. Um clique no lugar de um vencedor leva-o à pilha desse vencedor.

Palavras do regulamento: «bolo» (o pote, art. 7), «capital desfalcado» (encavado, art. 11 a).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Seats 1 and 6 hold the same ace-high straight. 4 % of 720 is 28.80, so the
commission is 25 and 695 is left: 139 units of 5, 69 each (345) and one
over. The croupier deals from his right, counterclockwise, so seat 6 comes
before seat 1 and takes 350.
</source>
        <translation>Os lugares 1 e 6 têm a mesma sequência ao ás. 4 % de 720 é 28,80, por isso a comissão é 25 e ficam 695: 139 unidades de 5, 69 para cada um (345) e uma a mais. O dealer distribui a partir da sua direita, no sentido contrário ao dos ponteiros do relógio, por isso o lugar 6 vem antes do lugar 1 e leva 350.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Commission: 4 % of 820 is 32.80, so 30. The 790 left is 158 units, 52 each
(260) and two over. In dealing order the winners come 7, 4, 2: seats 7 and
4 take one unit each, 265; seat 2 keeps 260.
</source>
        <translation>Comissão: 4 % de 820 é 32,80, portanto 30. Os 790 que ficam são 158 unidades, 52 para cada um (260) e duas a mais. Pela ordem da distribuição os vencedores vêm 7, 4, 2: os lugares 7 e 4 levam uma unidade cada, 265; o lugar 2 fica com 260.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Both hold a pair of queens with nine, seven, six. The pot is 720 with
folded seat 3&apos;s 30; commission 25, leaving 695: 139 units, 69 each (345)
and one over. Seat 5 is dealt before seat 2 and takes 350.
</source>
        <translation>Ambos têm um par de damas com nove, sete, seis. O bolo é 720 com os 30 do lugar 3, que desistiu; a comissão é 25, ficando 695: 139 unidades, 69 para cada um (345) e uma a mais. O lugar 5 recebe as cartas antes do lugar 2 e leva 350.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Seat 3&apos;s full house wins the main pot of 3 x 605 = 1,815 alone. Seats 2
and 6 hold the same king-high straight and tie for the side pot of 2 x 895
= 1,790: commission 71.60 rounds down to 70, and 1,720 is 344 units, 172
each: 860 and 860, nothing left over.
</source>
        <translation>O trio-par do lugar 3 ganha sozinho o bolo principal de 3 x 605 = 1.815. Os lugares 2 e 6 têm a mesma sequência ao rei e empatam no bolo separado de 2 x 895 = 1.790: a comissão de 71,60 arredonda por defeito para 70, e 1.720 são 344 unidades, 172 para cada um: 860 e 860, sem sobra.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Jacks and eights with an ace, both. The pot is 1,325; commission 53 rounds
down to 50, leaving 1,275: 255 units, 127 each (635) and one over. Seat 4
is dealt before seat 1 and takes 640.
</source>
        <translation>Valetes e oitos com um ás, ambos. O bolo é 1.325; a comissão de 53 arredonda por defeito para 50, ficando 1.275: 255 unidades, 127 para cada um (635) e uma a mais. O lugar 4 recebe as cartas antes do lugar 1 e leva 640.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Art. 9 is marked amended by a Portaria the trainer does not have, so the
house sets its current rate on the table card: here 5 %. The pot is 1,000;
5 % is 50, leaving 950: 190 units, 95 each: 475 and 475, nothing left
over.
</source>
        <translation>O art. 9 aparece como alterado por uma Portaria que o programa não tem, por isso a casa indica a taxa em uso no cartão da mesa: aqui 5 %. O bolo é 1.000; 5 % é 50, ficando 950: 190 unidades, 95 para cada um: 475 e 475, sem sobra.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>Four ace-high straights. Commission: 4 % of 1,200 is 48, rounded down to
45, leaving 1,155: 231 units, 57 each (285) and three over. In dealing
order the winners come 6, 4, 2, 1: seats 6, 4 and 2 take 290, seat 1 keeps
285.
</source>
        <translation>Quatro sequências ao ás. Comissão: 4 % de 1.200 é 48, arredondada por defeito para 45, ficando 1.155: 231 unidades, 57 para cada um (285) e três a mais. Pela ordem da distribuição os vencedores vêm 6, 4, 2, 1: os lugares 6, 4 e 2 levam 290, o lugar 1 fica com 285.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/cut-pot.yaml"/>
        <source>This table&apos;s chip unit is 25. The pot is 2,625; 4 % is 105, rounded down
to the unit: 100, leaving 2,525: 101 chips of 25, 50 each (1,250) and one
over. Seat 7 is dealt before seat 3 and takes 1,275.
</source>
        <translation>A unidade de ficha desta mesa é 25. O bolo é 2.625; 4 % é 105, arredondado por defeito à unidade: 100, ficando 2.525: 101 fichas de 25, 50 para cada um (1.250) e uma a mais. O lugar 7 recebe as cartas antes do lugar 3 e leva 1.275.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Five-card stud: who opens the betting on each street</source>
        <translation>Póquer de cinco cartas: quem abre as apostas em cada lanço</translation>
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
        <translation>No póquer de cinco cartas, o dealer distribui a partir da sua direita, em sentido oposto ao dos
ponteiros do relógio: cada lugar recebe uma carta aberta e depois a carta fechada («carta chave»)
(Portaria 104/85/M art. 10 a). Cada carta aberta seguinte é dada em sentido oposto ao dos ponteiros
do relógio, a começar pelo lugar que foi o primeiro a dar a voz no lanço que acabou de terminar —
ou, se esse desistiu, pelo melhor jogo à vista seguinte (art. 10 b, c ii, c iv; interpretação
R4-1). Os lugares são numerados no sentido dos ponteiros do relógio a partir da esquerda do dealer,
pelo que a direita do dealer é o lugar de número mais alto (interpretação R0-1). Quem abre cada
lanço de apostas depende apenas das cartas abertas, e a regra muda de lanço para lanço.

Só o primeiro lanço é obrigatório: com uma carta aberta, a carta mais alta tem de abrir
(«obrigado a fazer a aposta de abertura»); se não o fizer, considera-se que desistiu
(art. 10 b). A partir do segundo lanço, o melhor jogo à vista apenas fala primeiro
(«cabe o direito de ser o primeiro a jogar»): pode desistir, passar a voz ou apostar
(art. 10 c i). Se passar a voz, a vez passa para o melhor jogo à vista seguinte, e assim
por diante (art. 10 c ii); logo que alguém aposte, o jogo segue em sentido oposto ao dos
ponteiros do relógio a partir da direita do apostador, e um jogador que passou a voz só
pode então aceitar a aposta ou desistir (art. 10 c i 2, iii; interpretações R8-2, R8-4).

Com uma carta aberta, abre a carta mais alta. Quando duas cartas têm o mesmo
valor, decide o naipe, por esta ordem: espadas, copas, paus, oiros. Note que paus
vale mais do que oiros, ao contrário do bridge (art. 10 b; interpretação R4-2).

Com duas cartas abertas, abre o par mais alto à vista. Se ninguém mostrar par,
abre a SEGUNDA carta aberta mais alta; a primeira carta não conta (art. 10 c i;
interpretação R4-3). Com três cartas abertas, abre o trio mais alto; não o
havendo, o par mais alto formado COM A TERCEIRA carta (terceira com primeira, ou
terceira com segunda); não o havendo, a terceira carta mais alta. Um par formado
pelas duas primeiras cartas é um par antigo: não conta neste lanço, e esse lugar
é graduado apenas pela sua terceira carta (art. 10 c v; interpretação R4-3).
Valores iguais são desempatados pelo naipe da carta de naipe mais alto em causa.

Com quatro cartas abertas, os jogos à vista graduam-se por esta ordem: possível formação de
naipe real, possível formação de sequência de naipe, póquer, possível formação de naipe,
possível formação de sequência, trio, dois pares, par formado com a quarta carta e, por fim, a
quarta carta mais alta (art. 10 d; interpretação R4-4). As sequências «possíveis» exigem quatro
valores consecutivos: T-9-7-6 nunca é uma possível formação de sequência (o próprio exemplo do
regulamento), ao passo que A-5-6-7 é, porque o ás joga abaixo do 5 neste baralho de 40 cartas.
Um lugar que desistiu é saltado: se o lugar que deveria abrir desistir, o dever passa para o
melhor jogo à vista seguinte, segundo a mesma graduação (art. 10 b; interpretação R4-5).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Every seat has its first open card. Which seat must make the opening bet?</source>
        <translation>Cada lugar já tem a sua primeira carta aberta. Que lugar tem de fazer a aposta de abertura?</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Two kings are the highest cards showing. The suit order of art. 10 b is spades,
hearts, clubs, diamonds, so the king of clubs (seat 2) beats the king of
diamonds (seat 4). Bridge players often rank diamonds above clubs; stud in
Macau does not.
</source>
        <translation>Os dois reis são as cartas mais altas à vista. A ordem dos naipes do
art. 10 b é espadas, copas, paus, oiros, pelo que o rei de paus (lugar
2) bate o rei de oiros (lugar 4). Os jogadores de bridge costumam pôr
oiros acima de paus; o póquer de cinco cartas em Macau não.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Rank comes first: the king of spades is the best suit but a lower rank, so it
cannot open against an ace. Between the two aces, hearts rank above clubs, so
seat 5 opens.
</source>
        <translation>O valor vem primeiro: o rei de espadas tem o melhor naipe mas um
valor mais baixo, por isso não pode abrir contra um ás. Entre os
dois ases, copas vale mais do que paus, pelo que abre o lugar 5.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Seat 2 shows the ace of spades but refuses to make the opening bet. Who must
open now?
</source>
        <translation>O lugar 2 mostra o ás de espadas mas recusa-se a
fazer a aposta de abertura. Quem tem agora de abrir?
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>A player who must open and does not is treated as having folded, and the duty
passes to the next highest open card (art. 10 b). Of the two kings left, the
king of spades (seat 5) ranks above the king of hearts (seat 3).
</source>
        <translation>Um jogador que deve abrir e não o faz considera-se como tendo desistido, e o
dever passa para a carta aberta mais alta seguinte (art. 10 b). Dos dois reis que
restam, o rei de espadas (lugar 5) vale mais do que o rei de copas (lugar 3).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Each seat now shows two open cards. Which seat speaks first in the second round?</source>
        <translation>Cada lugar mostra agora duas cartas abertas. Que lugar é o primeiro a dar a voz no segundo lanço?</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Nobody shows a pair, so only the second open cards are compared: 7, Q, J and T.
The queen of clubs wins. The ace and the king were first cards; on this street
they do not count at all.
</source>
        <translation>Ninguém mostra par, por isso só se comparam as segundas
cartas abertas: 7, Q, J e T. Ganha a dama de paus. O ás e o
rei foram primeiras cartas; neste lanço não contam de todo.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Any pair showing beats any two unpaired cards, so the pair of sixes opens ahead
of ace-king and queen-ace.
</source>
        <translation>Qualquer par à vista bate quaisquer duas cartas sem par, por
isso o par de seis abre à frente de ás-rei e de dama-ás.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>No pair is showing, so the second cards decide: two jacks tie on rank. The
first cards (king, eight) play no part; the suit of the jacks breaks the tie,
and the jack of spades beats the jack of diamonds.
</source>
        <translation>Não há nenhum par à vista, por isso decidem as segundas cartas: dois
valetes empatam no valor. As primeiras cartas (rei, oito) não contam; o
naipe dos valetes desempata, e o valete de espadas bate o valete de oiros.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Two pairs of nines are showing. They tie on rank, so the highest suit among the
cards involved decides: seat 6 holds the nine of spades.
</source>
        <translation>Há dois pares de noves à vista. Empatam no valor, por isso decide o naipe
mais alto entre as cartas em causa: o lugar 6 tem o nove de espadas.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Each seat now shows three open cards. Which seat speaks first in the third round?</source>
        <translation>Cada lugar mostra agora três cartas abertas. Que lugar é o primeiro a dar a voz no terceiro lanço?</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>On the third street only a pair formed with the third card counts. Seat 4&apos;s
nines were made by the third card, so they open. Seat 2&apos;s kings were made by the
first two cards: that old pair is ignored and seat 2 is ranked by its third card,
a six.
</source>
        <translation>No terceiro lanço só conta um par formado com a terceira carta. Os noves
do lugar 4 foram formados pela terceira carta, por isso abrem. Os reis
do lugar 2 foram formados pelas duas primeiras cartas: esse par antigo é
ignorado e o lugar 2 é graduado pela sua terceira carta, um seis.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Each seat still in shows three open cards. Which seat speaks first in the third round?</source>
        <translation>Cada lugar ainda em jogo mostra três cartas abertas. Que lugar é o primeiro a dar a voz no terceiro lanço?</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>There is no trio and no pair formed with a third card, so the highest third card
opens: the king of diamonds. The pair of queens at seat 1 came from the first two
cards, so seat 1 is ranked by its third card, a five (art. 10 c v).
</source>
        <translation>Não há trio nem par formado com uma terceira carta, por isso abre a terceira carta
mais alta: o rei de oiros. O par de damas do lugar 1 veio das duas primeiras cartas,
pelo que o lugar 1 é graduado pela sua terceira carta, um cinco (art. 10 c v).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>A trio showing beats every pair, so the three fives open. The queens of seat 6
would come next (a pair formed with the third card); seat 4&apos;s aces are an old
pair and count only by the king dealt third.
</source>
        <translation>Um trio à vista bate qualquer par, por isso abrem os três cincos. As damas
do lugar 6 viriam a seguir (um par formado com a terceira carta); os ases do
lugar 4 são um par antigo e contam apenas pelo rei dado em terceiro lugar.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Seat 4 paired its eights with the third card but folds rather than act first.
Who speaks first in the third round?
</source>
        <translation>O lugar 4 formou par de oitos com a terceira carta, mas desiste em vez de
ser o primeiro a jogar. Quem é o primeiro a dar a voz no terceiro lanço?
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>The duty passes to the next best board by the same ranking (ruling R4-5). Seat 1
shows a pair of sixes formed with the third card, which beats seat 7&apos;s ace as a
single third card.
</source>
        <translation>O dever passa para o melhor jogo à vista seguinte, segundo a mesma
graduação (interpretação R4-5). O lugar 1 mostra um par de seis formado com
a terceira carta, que bate o ás do lugar 7 como terceira carta isolada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Each seat now shows four open cards. Which seat speaks first in the last round?</source>
        <translation>Cada lugar mostra agora quatro cartas abertas. Que lugar é o primeiro a dar a voz no último lanço?</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>A-5-6-7 of spades is four consecutive suited cards (the ace plays below the five
in this deck), so it is a possible straight flush, and art. 10 d ranks a possible
straight flush above four of a kind, even four kings showing.
</source>
        <translation>A-5-6-7 de espadas são quatro cartas consecutivas do mesmo naipe (o ás joga abaixo do cinco
neste baralho), por isso é uma possível formação de sequência de naipe, e o art. 10 d gradua
a possível formação de sequência de naipe acima do póquer, mesmo com quatro reis à vista.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>K-Q-J-T of diamonds is four consecutive suited cards within T to A: a possible
royal flush, the top board of art. 10 d. Seat 4 shows a possible straight flush
and seat 7 three aces, both lower.
</source>
        <translation>K-Q-J-T de oiros são quatro cartas consecutivas do mesmo naipe entre o T e o A: uma
possível formação de naipe real, o jogo à vista mais alto do art. 10 d. O lugar 4 mostra
uma possível formação de sequência de naipe e o lugar 7 três ases, ambos inferiores.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Four spades that are not consecutive make a possible flush, which ranks above
seat 5&apos;s possible straight (Q-J-T-9) and above seat 7&apos;s three eights.
</source>
        <translation>Quatro espadas que não são consecutivas são uma possível formação de naipe, que se gradua acima
da possível formação de sequência do lugar 5 (Q-J-T-9) e acima dos três oitos do lugar 7.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>T-9-7-6 has a gap, and art. 10 d says such a board is never a possible straight:
seat 1 is ranked only by its fourth card, a six. Seat 2 paired its sevens with
the fourth card, which beats any board ranked by a single fourth card.
</source>
        <translation>T-9-7-6 tem uma falha, e o art. 10 d diz que um jogo à vista assim nunca é possível formação de
sequência: o lugar 1 é graduado apenas pela sua quarta carta, um seis. O lugar 2 formou par de
setes com a quarta carta, o que bate qualquer jogo à vista graduado por uma quarta carta isolada.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>A-5-6-7 counts as four consecutive cards, so seat 3 shows a possible straight.
That ranks above three of a kind (seat 6) and two pair (seat 1).
</source>
        <translation>A-5-6-7 conta como quatro cartas consecutivas, por isso o lugar 3 mostra uma possível
formação de sequência. Esta gradua-se acima de trio (lugar 6) e de dois pares (lugar 1).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>On the fourth street a single pair counts only when the fourth card makes it.
Seat 5&apos;s sixes were completed by the fourth card. Seat 2&apos;s jacks were made by
the first two cards, so seat 2 is ranked by its fourth card only (an ace), which
is below any pair formed with the fourth card.
</source>
        <translation>No quarto lanço, um par simples só conta quando é a quarta carta que o forma. Os
seis do lugar 5 foram completados pela quarta carta. Os valetes do lugar 2 foram
formados pelas duas primeiras cartas, por isso o lugar 2 é graduado apenas pela sua
quarta carta (um ás), o que fica abaixo de qualquer par formado com a quarta carta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/first-to-act.yaml"/>
        <source>Seats 2 and 5 both show a possible straight to the queen. For the betting order
the tie is broken by the suit of the highest card: the queen of spades beats the
queen of hearts. At the showdown the same tie is settled differently (see the
showdown lesson: suits never count there).
</source>
        <translation>Os lugares 2 e 5 mostram ambos uma possível formação de sequência até à dama. Para
a ordem das apostas, o empate é desfeito pelo naipe da carta mais alta: a dama de
espadas bate a dama de copas. Na revelação do jogo, o mesmo empate resolve-se de
outra forma (ver a lição sobre a revelação do jogo: aí os naipes nunca contam).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>Five-card stud: reading the hands in a 40-card deck</source>
        <translation>Póquer de cinco cartas: ler as mãos num baralho de 40 cartas</translation>
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
        <translation>No póquer de cinco cartas, a mão é a carta chave mais as quatro cartas abertas:
sempre exactamente cinco cartas, nada a escolher. O baralho tem só 40 cartas, A
K Q J T 9 8 7 6 5 em cada naipe (Portaria 104/85/M art. 1 a); não há 2, 3 nem 4.

As categorias são as habituais, da mais alta para a mais baixa (art. 5): naipe
real (A-K-Q-J-T do mesmo naipe), sequência de naipe, póquer, trio-par, naipe,
sequência, trio, dois pares, um par, carta maior. Cinco cartas do mesmo naipe
em sequência são uma sequência de naipe; em sequência mas de naipes
misturados, uma sequência; do mesmo naipe mas fora de sequência, um naipe.

O baralho curto altera as sequências. O ás é alto (A-K-Q-J-T) ou joga como a
carta imediatamente abaixo do cinco: A-5-6-7-8 é uma sequência, a mais baixa,
e A-5-6-7-8 do mesmo naipe é a sequência de naipe mais baixa (art. 5.6;
interpretação R3-2). O ás não pode ficar no meio: K-A-5-6-7 não é sequência.
As cartas escrevem-se com o valor seguido do naipe; pode escrever-se «10»
para o dez, e o programa mostra-o como «T» (interpretação R0-2).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>With no 2, 3 or 4 in the deck, the ace links to the five: A-5-6-7-8 is a
straight (art. 5.6).
</source>
        <translation>Sem 2, 3 nem 4 no baralho, o ás liga ao
cinco: A-5-6-7-8 é uma sequência (art. 5.6).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>A-5-6-7-8 of hearts is a straight flush, the lowest one. Seat 4&apos;s three queens
and two fives are a full house.
</source>
        <translation>A-5-6-7-8 de copas é uma sequência de naipe, a mais baixa.
As três damas e os dois cincos do lugar 4 são um trio-par.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>Only A-K-Q-J-T of one suit is a royal flush. K-Q-J-T-9 of spades is the highest
ordinary straight flush.
</source>
        <translation>Só A-K-Q-J-T do mesmo naipe é naipe real. K-Q-J-T-9
de espadas é a sequência de naipe comum mais alta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>A-T-9-7-6 of diamonds has a gap, so it is a flush, not a straight flush. Seat 7&apos;s
hole card completes four jacks.
</source>
        <translation>A-T-9-7-6 de oiros tem uma falha, por isso é um naipe, não uma
sequência de naipe. A carta chave do lugar 7 completa quatro valetes.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>K-A-5-6-7 would need the ace to be high and low at once, so it is only ace high.
A-K-Q-J-T in mixed suits is the highest straight.
</source>
        <translation>K-A-5-6-7 exigiria que o ás fosse alto e baixo ao mesmo tempo, por isso é
apenas carta maior ás. A-K-Q-J-T de naipes misturados é a sequência mais alta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>The hole card counts like any other: seat 2&apos;s hidden nine makes three nines and
seat 4&apos;s hidden eight makes a second pair.
</source>
        <translation>A carta chave conta como qualquer outra: o nove escondido do lugar
2 faz três noves, e o oito escondido do lugar 4 faz um segundo par.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>&quot;10s&quot; and &quot;Ts&quot; are the same card (ruling R0-2). Seat 1 has tens full of aces;
seat 5 has 9-T-J-Q-K of hearts, a straight flush.
</source>
        <translation>«10s» e «Ts» são a mesma carta (interpretação R0-2). O lugar 1 tem trio-par
de dez com ases; o lugar 5 tem 9-T-J-Q-K de copas, uma sequência de naipe.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>Name the hands of seats 3 and 6.</source>
        <translation>Indique as mãos dos lugares 3 e 6.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>9-8-7-6-5 is a straight; only A-5-6-7-8 is lower. Seat 6 holds kings full of
eights. Seat 4 folded and is not asked about.
</source>
        <translation>9-8-7-6-5 é uma sequência; só A-5-6-7-8 é mais baixa. O lugar 6 tem
trio-par de reis com oitos. O lugar 4 desistiu e não é perguntado.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/hand-category.yaml"/>
        <source>T-9-8-7-5 misses the six, so it is no straight; seat 2 has only ten high. Seat
5&apos;s A-K-Q of spades do not matter without a pair or flush: one pair of jacks.
</source>
        <translation>Ao T-9-8-7-5 falta o seis, por isso não é sequência; o lugar 2 tem apenas carta maior
dez. O A-K-Q de espadas do lugar 5 não conta sem par nem naipe: um par de valetes.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>Five-card stud: pay it in chips</source>
        <translation>Póquer de cinco cartas: pague com fichas</translation>
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
        <translation>O bolo é o total, em fichas, posto durante a jogada (Portaria 104/85/M art. 7). Liquidados os bolos, o dealer empurra a cada vencedor a sua parte, montada com as fichas do conjunto da mesa. Calcule primeiro a parte, depois monte-a.

1. A parte é a do regulamento. Devolva primeiro qualquer aposta que ninguém aceitou: não paga comissão (art. 9; interpretação R1-1). Forme um bolo separado por cada montante de capital desfalcado (art. 11 a; interpretação R1-2). Tire a comissão de cada bolo antes de o dividir, arredondada por defeito à unidade de ficha (art. 9; interpretação R1-5): aqui 4 %, o valor por omissão da Casa, porque o art. 9 está marcado como alterado pela Portaria 118/89/M, que o programa não tem. O resto vai para a melhor mão entre os lugares que podem ganhar esse bolo; vencedores empatados dividem-no em partes iguais (art. 4; interpretação R1-3). O regulamento nada diz sobre fichas remanescentes: a Casa dá-as uma a uma pela ordem da distribuição, a partir da direita do dealer, no sentido contrário ao dos ponteiros do relógio (interpretação R1-4).
2. As fichas são as da Casa. Nenhum regulamento diz como se compõe um pagamento: a Casa paga no menor número de fichas que o seu conjunto permite, a maior primeiro. 3.600 são três de 1.000, uma de 500 e uma de 100 (cinco fichas).
3. A legenda das fichas na mesa mostra o conjunto; não há ficha menor do que a unidade de ficha.

Um pagamento com o montante certo mas com mais fichas do que as necessárias vale metade da cotação.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>Seat 2&apos;s pair of tens beats seat 5&apos;s king high. 4 % of the 3,750 pot is
150: seat 2 takes 3,600.
</source>
        <translation>O par de dez do lugar 2 ganha à carta maior rei do lugar 5. 4 % do bolo de 3.750 são 150: o lugar 2 recebe 3.600.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>The same hand at a table that takes no commission: seat 2 takes the
whole 3,750, three 1,000s, one 500, two 100s and two 25s.
</source>
        <translation>A mesma mão numa mesa que não cobra comissão: o lugar 2 recebe os 3.750 todos, três de 1.000, uma de 500, duas de 100 e duas de 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>Seats 1 and 6 hold the same A-K-Q-8-6. 4 % of 450 is 18, rounded down to
15, leaving 435: 215 each and one unit of 5 over, to seat 6, the first of
them in dealing order (from the croupier&apos;s right). Seat 6 takes 220.
</source>
        <translation>Os lugares 1 e 6 têm o mesmo A-K-Q-8-6. 4 % de 450 são 18, arredondados por defeito para 15, ficando 435: 215 a cada um e sobra uma unidade de 5, para o lugar 6, o primeiro dos dois pela ordem da distribuição (a partir da direita do dealer). O lugar 6 recebe 220.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>Seat 6&apos;s 1,100 over seat 2&apos;s 3,900 goes back first. Side pot 1 takes 1,800
to 3,050 from seats 2, 5 and 6: 3,750, for seats 5 and 6. Seat 6&apos;s jacks
beat seat 5&apos;s eights: it takes the 3,750.
</source>
        <translation>Os 1.100 do lugar 6 acima dos 3.900 do lugar 2 são devolvidos primeiro. O bolo separado 1 recebe de 1.800 a 3.050 dos lugares 2, 5 e 6: 3.750, para os lugares 5 e 6. O par de valetes do lugar 6 ganha ao par de oitos do lugar 5: recebe os 3.750.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>4 % of the 2,625 pot is 105, rounded down to the chip unit of 25: 100.
Seat 2 takes 2,525: two 1,000s, one 500 and one 25.
</source>
        <translation>4 % do bolo de 2.625 são 105, arredondados por defeito à unidade de ficha de 25: 100. O lugar 2 recebe 2.525: duas de 1.000, uma de 500 e uma de 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>No commission at this table: seat 1&apos;s three kings take the whole 320,
three 100s and four 5s (no 25 fits in 20).
</source>
        <translation>Esta mesa não cobra comissão: o trio de reis do lugar 1 recebe os 320 todos, três de 100 e quatro de 5 (não cabe uma de 25 em 20).</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>Side pot 1 takes 4,425 to 10,000 from seats 1, 3, 5 and 6: 22,300. 4 % is
892, rounded down to the chip unit of 25: 875. Seat 6&apos;s kings and jacks
take 21,425.
</source>
        <translation>O bolo separado 1 recebe de 4.425 a 10.000 dos lugares 1, 3, 5 e 6: 22.300. 4 % são 892, arredondados por defeito à unidade de ficha de 25: 875. Os dois pares, reis e valetes, do lugar 6 recebem 21.425.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pay-chips.yaml"/>
        <source>4 % of 600 is 24, rounded down to the chip unit of 10: 20. Seat 2&apos;s pair
of eights takes 580: one 500, one 50 and three 10s.
</source>
        <translation>4 % de 600 são 24, arredondados por defeito à unidade de ficha de 10: 20. O par de oitos do lugar 2 recebe 580: uma de 500, uma de 50 e três de 10.</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Five-card stud: pots, side pots and split pots</source>
        <translation>Póquer de cinco cartas: bolos, bolos separados e bolos repartidos</translation>
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
        <translation>Liquide uma jogada de póquer de cinco cartas por esta ordem. Primeiro, uma aposta que ninguém
acompanhou volta para o jogador que a fez: se um lugar pôs no bolo mais do que todos os outros, o
excesso sobre o segundo maior montante é-lhe devolvido e não entra em nenhum bolo (interpretação
R1-1); a Portaria 104/85/M art. 9 isenta de comissão a aposta não acompanhada do lanço final.

Depois, forme os bolos. Um jogador que pôs todo o seu dinheiro no bolo («capital
desfalcado») só pode ganhar a parte do bolo até à sua própria parada; o que os outros
apostarem para além disso vai para um bolo separado, que ele não pode ganhar (art. 11 a). O
pote principal recebe de todos os lugares, tenham desistido ou não, até ao menor montante de
capital desfalcado; cada bolo separado recebe a camada seguinte. As fichas dos lugares que
desistiram ficam nos bolos, mas esses lugares nunca os podem ganhar (interpretação R1-2).

Em seguida, cobre a comissão de cada bolo: 4 % desse bolo, começando pelo pote principal,
arredondados POR DEFEITO à unidade de ficha da mesa, antes de o bolo ser pago (art. 9;
interpretação R1-5; arredondamento, interpretação R0-3). O art. 9 está assinalado como alterado
pela Portaria 118/89/M, que o programa não tem: 4 % é o valor por defeito da Casa, não a lei em
vigor (R1-5). A comissão inicial de $20 ou $100 do art. 8 foi cobrada antes da distribuição e
não faz parte de nenhum bolo. Uma jogada ganha sem revelação do jogo também paga comissão.

Por fim, pague cada bolo ao melhor jogo entre os lugares que o podem ganhar. Jogos iguais
repartem-no em partes iguais (art. 4; interpretação R1-3). O regulamento nada diz sobre fichas
remanescentes: pela interpretação R1-4, as unidades de ficha que sobram vão uma a uma para os
vencedores empatados, pela ordem de distribuição, a começar pela direita do dealer e em sentido
oposto ao dos ponteiros do relógio, ou seja, primeiro o lugar de número mais alto (interpretação
R4-1). Todas as fichas têm de ficar contabilizadas: os pagamentos mais a comissão igualam tudo o
que os lugares puseram (interpretação R1-6). Nestes exercícios, a ficha mais pequena é de 5.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>On the last street seat 6 bets 200 and seat 3 folds. Build the pot and say
what seat 6 is paid.
</source>
        <translation>No último lanço de apostas, o lugar 6 aposta 200 e o lugar
3 desiste. Forme o bolo e diga quanto recebe o lugar 6.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>The 200 nobody called goes straight back to seat 6. The pot is 60 + 260 + 260 =
580; 4 % of it is 23.2, rounded down to 20 with 5-unit chips. Seat 6 takes 560
from the pot plus its own 200: 760.
</source>
        <translation>Os 200 que ninguém aceitou voltam directamente para o lugar 6. O bolo é 60
+ 260 + 260 = 580; 4 % dele são 23,2, arredondados por defeito para 20 com
fichas de 5. O lugar 6 recebe 560 do bolo mais os seus próprios 200: 760.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Seat 2 is all-in for 220, so the main pot is 3 x 220 = 660 and the other 400
from seats 4 and 7 make a side pot of 800 that seat 2 cannot win (art. 11 a).
Seat 2&apos;s full house wins the main pot less 25 commission (4 % of 660 is 26.4);
seat 7&apos;s two pair beat seat 4&apos;s pair for the side pot, less 30.
</source>
        <translation>O lugar 2 está com capital desfalcado, com 220 no bolo, por isso o pote principal é 3 x 220 =
660, e os outros 400 dos lugares 4 e 7 formam um bolo separado de 800 que o lugar 2 não pode
ganhar (art. 11 a). O trio-par do lugar 2 ganha o pote principal menos 25 de comissão (4 % de
660 são 26,4); os dois pares do lugar 7 batem o par do lugar 4 no bolo separado, menos 30.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>4 % of 720 is 28.8, so the commission is 25 and 695 is left: 139 chips of 5.
Each winner gets 69 chips (345) and one chip is left over. It goes to the winner
first in dealing order: the croupier deals from his right, counterclockwise, so
seat 6 comes before seat 1.
</source>
        <translation>4 % de 720 são 28,8, por isso a comissão é de 25 e sobram 695: 139 fichas de 5. Cada
vencedor recebe 69 fichas (345) e sobra uma ficha. Esta vai para o vencedor que vem
primeiro na ordem de distribuição: o dealer distribui a partir da sua direita, em
sentido oposto ao dos ponteiros do relógio, por isso o lugar 6 vem antes do lugar 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Commission: 4 % of 820 is 32.8, so 30. The 790 left is 158 chips; three
winners get 52 chips each and 2 chips remain. In dealing order the winners come
7, 4, 2, so seats 7 and 4 get one extra chip each.
</source>
        <translation>Comissão: 4 % de 820 são 32,8, logo 30. Os 790 que sobram são 158 fichas; três
vencedores recebem 52 fichas cada um e restam 2 fichas. Na ordem de distribuição, os
vencedores vêm 7, 4, 2, por isso os lugares 7 e 4 recebem uma ficha extra cada um.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>The main pot takes 100 from each of the four seats, folded seat 3 included:
400, which seat 1&apos;s full house wins less 15 commission. The side pot holds the
rest: 120 from seat 3 and 320 each from seats 5 and 6, 760 in all. Seat 3 paid
into it but cannot win it; seat 6&apos;s aces and sevens take it less 30.
</source>
        <translation>O pote principal recebe 100 de cada um dos quatro lugares, incluindo o lugar 3, que
desistiu: 400, que o trio-par do lugar 1 ganha menos 15 de comissão. O bolo separado tem
o resto: 120 do lugar 3 e 320 de cada um dos lugares 5 e 6, 760 ao todo. O lugar 3
contribuiu para ele mas não o pode ganhar; os ases e setes do lugar 6 levam-no, menos 30.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Nobody matched more than seat 2&apos;s 150, so 250 of seat 5&apos;s 400 goes back to it.
The pot is 150 + 60 + 150 = 360; commission 4 % is 14.4, rounded down to 10.
Seat 2&apos;s two pair take the other 350.
</source>
        <translation>Ninguém igualou mais do que os 150 do lugar 2, por isso 250 dos 400 do lugar 5
voltam para ele. O bolo é 150 + 60 + 150 = 360; a comissão de 4 % são 14,4,
arredondados por defeito para 10. Os dois pares do lugar 2 levam os restantes 350.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>A $100 table. Seat 3 is all-in; seats 2 and 6 both hold a king-high straight.
Build the pots and the payouts.
</source>
        <translation>Uma mesa de $100. O lugar 3 está com capital desfalcado; os lugares 2 e
6 têm ambos uma sequência até ao rei. Forme os bolos e os pagamentos.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Main pot 3 x 605 = 1,815; commission 72.6 rounds down to 70; 1,745 is 349 chips,
174 each and one odd chip to seat 6 (first in dealing order). Side pot 2 x 895 =
1,790; commission 70; 1,720 splits evenly, 860 each.
</source>
        <translation>Pote principal 3 x 605 = 1.815; a comissão de 72,6 é arredondada por defeito para 70; 1.745 são 349
fichas, 174 para cada um e uma ficha remanescente para o lugar 6 (primeiro na ordem de distribuição).
Bolo separado 2 x 895 = 1.790; comissão 70; 1.720 divide-se por igual, 860 para cada um.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/pot-split.yaml"/>
        <source>Seat 4&apos;s last 100 was matched by nobody and goes back to it. The main pot is
3 x 200 = 600 and the side pot 2 x 300 = 600, each charged 20 commission (4 % of
600 is 24). Seat 1 wins the main pot; seat 4 beats seat 5 for the side pot and
also gets its 100 back.
</source>
        <translation>Os últimos 100 do lugar 4 não foram igualados por ninguém e voltam para ele.
O pote principal é 3 x 200 = 600 e o bolo separado 2 x 300 = 600, cada um com
20 de comissão (4 % de 600 são 24). O lugar 1 ganha o pote principal; o lugar
4 bate o lugar 5 no bolo separado e recebe também de volta os seus 100.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Five-card stud: the order of the showdown</source>
        <translation>Póquer de cinco cartas: a ordem da revelação do jogo</translation>
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
        <translation>Terminado o último lanço de apostas, todos os jogadores ainda em jogo voltam a face da sua carta chave
para cima. A ordem é fixada pelas cartas abertas, não por quem apostou por último: o jogador com o melhor
jogo à vista de quatro cartas abertas mostra em ÚLTIMO lugar. A revelação começa pelo jogador sentado à
sua direita e segue em sentido oposto ao dos ponteiros do relógio, como a distribuição (Portaria 104/85/M
art. 10 e; interpretação R2-3). Os lugares são numerados no sentido dos ponteiros do relógio a partir da
esquerda do dealer, por isso «à sua direita» significa o lugar de número imediatamente inferior ainda em
jogo, dando a volta do lugar 1 para o lugar de número mais alto (interpretação R0-1).

Os jogos à vista de quatro cartas graduam-se exactamente como no último lanço de
apostas: possível formação de naipe real, possível formação de sequência de naipe,
póquer, possível formação de naipe, possível formação de sequência, trio, dois pares,
par formado com a quarta carta e a quarta carta mais alta (art. 10 d; interpretação
R4-4). Um par formado antes, sem a quarta carta, não conta aqui como par, e um jogo à
vista é graduado pelo que mostra, não pela mão que a carta chave completa.

Os naipes não desempatam para este efeito (art. 10 b, última frase). Se dois jogos à vista empatarem, o
jogador empatado que vem primeiro na ordem de distribuição (a partir da direita do dealer, em sentido
oposto ao dos ponteiros do relógio: primeiro o lugar de número mais alto) é tido como o melhor jogo à
vista (interpretação R2-3; ordem de distribuição, interpretação R4-1). Os lugares que desistiram nunca
mostram; um lugar com capital desfalcado mostra na sua posição normal (interpretação R2-4).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>The last round is over. In which order do the players show their hole cards?</source>
        <translation>Terminou o último lanço. Por que ordem mostram os jogadores as suas cartas chave?</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Seat 3 paired its sixes with the fourth card: the best board, so seat 3 shows
last. The player to its right is seat 1 (seat 2 is empty); counterclockwise from
seat 1 the order wraps round to seat 6, then seat 5, and ends with seat 3.
</source>
        <translation>O lugar 3 formou par de seis com a quarta carta: é o melhor jogo à vista, por isso o lugar 3 mostra em
último. O jogador à sua direita é o lugar 1 (o lugar 2 está vazio); em sentido oposto ao dos ponteiros do
relógio a partir do lugar 1, a ordem dá a volta até ao lugar 6, depois o lugar 5, e termina no lugar 3.
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
        <translation>As damas do lugar 2 foram formadas pelas duas primeiras cartas abertas, por isso,
com quatro cartas, o lugar 2 é graduado pela sua quarta carta, um cinco. Nenhum
jogo à vista tem par formado com a quarta carta, por isso o melhor jogo à vista é
a quarta carta mais alta: o valete do lugar 4. O lugar 4 mostra em último; a
ordem começa no lugar 2, à sua direita, e depois dá a volta até ao lugar 7.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Three kings showing beat seat 4&apos;s two pair, so seat 1 shows last. To the right
of seat 1 the order wraps round to seat 7. Seat 6 folded in the third round,
before the fourth card, and never shows, so the order goes on with seat 4 and
seat 3.
</source>
        <translation>Três reis à vista batem os dois pares do lugar 4, por isso o lugar 1
mostra em último. À direita do lugar 1, a ordem dá a volta até ao
lugar 7. O lugar 6 desistiu no terceiro lanço, antes da quarta carta,
e nunca mostra, por isso a ordem continua com o lugar 4 e o lugar 3.
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
        <translation>Os lugares 2 e 5 mostram ambos uma possível formação de sequência até à dama. Na
revelação do jogo os naipes não contam, por isso os jogos à vista empatam, e o empate vai
para o lugar servido primeiro: o dealer distribui a partir da sua direita, em sentido
oposto ao dos ponteiros do relógio, por isso o lugar 5 vem antes do lugar 2. O lugar 5 é
tido como o melhor jogo à vista e mostra em último; a revelação começa no lugar 2, à sua
direita. (Para as apostas do quarto lanço, teria aberto a dama de espadas do lugar 2.)
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>A-5-6-7 is a possible straight, which ranks above three jacks and above two
pair, so seat 2 shows last. Seat 1 is empty, so the order wraps round to seat 6.
Seat 6 is all-in for less but is still in the hand: it shows in its place.
</source>
        <translation>A-5-6-7 é uma possível formação de sequência, que se gradua acima de três valetes e de dois pares, por
isso o lugar 2 mostra em último. O lugar 1 está vazio, por isso a ordem dá a volta até ao lugar 6. O lugar
6 está com capital desfalcado, por um montante inferior, mas continua em jogo: mostra na sua posição.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Four diamonds that are not consecutive are a possible flush, above three nines,
so seat 3 shows last. Starting to its right: seat 2 has folded, so seat 1 shows
first, then the order wraps to seat 7, seat 6, skips seat 5 (folded) and
reaches seat 4 before seat 3.
</source>
        <translation>Quatro oiros que não são consecutivos são uma possível formação de naipe, acima de
três noves, por isso o lugar 3 mostra em último. Começando à sua direita: o lugar 2
desistiu, por isso o lugar 1 mostra primeiro; depois a ordem dá a volta até ao lugar
7 e ao lugar 6, salta o lugar 5 (desistiu) e chega ao lugar 4 antes do lugar 3.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Two two-pair boards: kings and fives beat queens and jacks, because the higher
pair is compared first. Seat 4 shows last, and showing starts at seat 2, to its
right.
</source>
        <translation>Dois jogos à vista com dois pares: reis e cincos batem damas e
valetes, porque se compara primeiro o par mais alto. O lugar 4
mostra em último, e a revelação começa no lugar 2, à sua direita.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>A-K-Q-J of hearts is a possible royal flush, which art. 10 d ranks above four of
a kind showing. Seat 2 shows last even though its hole card (a nine of spades)
leaves it with only ace high. Seat 1 is empty, so the order wraps to seat 7,
then seat 3.
</source>
        <translation>A-K-Q-J de copas é uma possível formação de naipe real, que o art. 10 d
gradua acima de um póquer à vista. O lugar 2 mostra em último, embora a sua
carta chave (um nove de espadas) o deixe apenas com carta maior ás. O lugar 1
está vazio, por isso a ordem dá a volta até ao lugar 7 e depois ao lugar 3.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/showdown-order.yaml"/>
        <source>Three tens beat three sevens and two pair, so seat 1 shows last and the order
starts by wrapping round to seat 6. The all-in seat 3 shows in its normal place,
just before seat 1.
</source>
        <translation>Três dez batem três setes e dois pares, por isso o lugar 1 mostra em último
e a ordem começa dando a volta até ao lugar 6. O lugar 3, com capital
desfalcado, mostra na sua posição normal, imediatamente antes do lugar 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Five-card stud: who wins the pot</source>
        <translation>Póquer de cinco cartas: quem ganha o bolo</translation>
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
        <translation>A mão de cada jogador é a sua carta chave e as suas quatro cartas abertas. A mão mais
alta ganha o bolo; mãos iguais repartem-no (Portaria 104/85/M art. 4; interpretação
R1-3). Se todos os outros desistiram, o último jogador ganha sem mostrar.

O baralho tem 40 cartas: A K Q J T 9 8 7 6 5 em quatro naipes (art. 1
a). As mãos graduam-se como de costume: naipe real, sequência de naipe,
póquer, trio-par, naipe, sequência, trio, dois pares, um par, carta
maior (art. 5). Alguns jogos de baralho curto põem o naipe acima do
trio-par; o regulamento de Macau não. O ás só joga baixo em A-5-6-7-8,
que é a sequência MAIS BAIXA e a sequência de naipe mais baixa (art.
5.6; interpretação R3-2). Não há «volta»: K-A-5-6-7 não é sequência.

Dentro de uma categoria, comparam-se as cartas que a definem e depois as
outras, da mais alta para a mais baixa (interpretação R3-4). No póquer, no
trio-par e no trio só contam as quatro cartas ou o trio: as outras cartas nunca
contam (art. 5.3, 5.4, 5.7). No naipe, nos dois pares, no par e na carta maior,
todas as cartas contam, por ordem. Os naipes nunca contam na revelação do jogo.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Both players turn up their hole cards. Which seat wins?</source>
        <translation>Os dois jogadores voltam as suas cartas chave. Que lugar ganha?</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seat 2 has a flush, seat 6 a full house (sixes full of tens). Art. 5 ranks the
full house (no. 4) above the flush (no. 5), as in ordinary poker, even though
the short deck makes flushes hard to get.
</source>
        <translation>O lugar 2 tem um naipe e o lugar 6 um trio-par (seis com dez). O art.
5 gradua o trio-par (n.º 4) acima do naipe (n.º 5), como no póquer
comum, embora o baralho curto torne os naipes difíceis de obter.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>All three players turn up their hole cards. Which seat wins?</source>
        <translation>Os três jogadores voltam as suas cartas chave. Que lugar ganha?</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seats 1 and 4 both hold straights, which beat seat 5&apos;s three kings. In
A-5-6-7-8 the ace plays as the card below the five, so it is the lowest straight;
seat 4&apos;s 5-6-7-8-9 is higher.
</source>
        <translation>Os lugares 1 e 4 têm ambos sequências, que batem os três reis do
lugar 5. Em A-5-6-7-8 o ás joga como a carta abaixo do cinco, por
isso é a sequência mais baixa; o 5-6-7-8-9 do lugar 4 é mais alto.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>K-A-5-6-7 is not a straight: the ace is either above the king or below the five,
never both. Seat 1 has only ace high, and seat 6&apos;s pair of jacks wins.
</source>
        <translation>K-A-5-6-7 não é sequência: o ás fica acima do rei ou abaixo do cinco, nunca as duas
coisas. O lugar 1 tem apenas carta maior ás, e ganha o par de valetes do lugar 6.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>A-5-6-7-8 of diamonds is the lowest straight flush, but any straight flush beats
four of a kind.
</source>
        <translation>A-5-6-7-8 de oiros é a sequência de naipe mais baixa,
mas qualquer sequência de naipe bate um póquer.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>All three players turn up their hole cards. Which seat or seats win?</source>
        <translation>Os três jogadores voltam as suas cartas chave. Que lugar ou lugares ganham?</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seats 2 and 5 hold the same straight, ace high. Suits never rank at the
showdown, so they tie and share the pot (art. 4).
</source>
        <translation>Os lugares 2 e 5 têm a mesma sequência, até ao ás. Os naipes nunca contam
na revelação do jogo, por isso empatam e repartem o bolo (art. 4).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Two pair beat seat 1&apos;s pair of aces. Seats 3 and 6 both hold kings and nines,
so the odd card decides (art. 5.8): the six beats the five.
</source>
        <translation>Dois pares batem o par de ases do lugar 1. Os lugares 3 e 6 têm ambos reis
e noves, por isso decide a carta desigual (art. 5.8): o seis bate o cinco.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seats 1 and 4 turn up their hole cards. Which seat wins?</source>
        <translation>Os lugares 1 e 4 voltam as suas cartas chave. Que lugar ganha?</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Seat 5 showed three kings but folded, so it has no claim on the pot. Seats 1 and
4 both hold aces with a queen and an eight; the last odd card decides: the seven
beats the six (art. 5.9).
</source>
        <translation>O lugar 5 mostrou três reis mas desistiu, por isso não tem direito
ao bolo. Os lugares 1 e 4 têm ambos ases com uma dama e um oito;
decide a última carta indiferente: o sete bate o seis (art. 5.9).
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Both flushes are ace-queen high. The third cards decide: seat 7&apos;s ten beats seat
2&apos;s nine (art. 5.5). Suits play no part.
</source>
        <translation>Os dois naipes têm ás e dama como cartas mais altas. Decidem as terceiras cartas:
o dez do lugar 7 bate o nove do lugar 2 (art. 5.5). Os naipes não contam.
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>On the third street seat 5 bets 100 and seat 2, showing a pair of aces, folds.
Who wins the pot?
</source>
        <translation>No terceiro lanço, o lugar 5 aposta 100 e o lugar 2,
que mostra um par de ases, desiste. Quem ganha o bolo?
</translation>
    </message>
    <message>
        <location filename="../../lessons/stud/winner.yaml"/>
        <source>Once every other player has folded, the last one wins the pot at once, without
showing his hole card (art. 4: winning &quot;by forcing the others to give up&quot;). What
the folded seats showed does not matter.
</source>
        <translation>Logo que todos os outros jogadores tenham desistido, o último ganha imediatamente o
bolo, sem mostrar a sua carta chave (art. 4: ganhar «forçando os demais jogadores a
desistir da contenda»). O que os lugares que desistiram mostravam não conta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>13 cards: the dice and the first card</source>
        <translation>Treze cartas: os dados e a primeira carta</translation>
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
        <translation>Antes da distribuição, o jogador sentado à mesa com a aposta mais elevada agita os
quatro dados cobertos pela campânula. A soma dos quatro dados
determina o lugar que recebe a primeira carta, contado a partir do banqueiro
em sentido oposto ao do ponteiro do relógio (Portaria 51/89/M art. 2 b).
O artigo não diz se o banqueiro conta como 1: interpretação R5-1 — a Casa conta o
banqueiro como 1. Ninguém pode adicionar pontos à
soma nem dela subtrair pontos (art. 2 c).

Os lugares são numerados de 1 a 3 no sentido dos ponteiros do relógio a partir da
esquerda do banqueiro, por isso a contagem em sentido oposto ao do ponteiro do
relógio a partir do banqueiro é: banqueiro, lugar 3, lugar 2, lugar 1, e de novo o
banqueiro. Em resumo, tire 1 à soma e divida por 4: resto 0 é o banqueiro, 1 é o
lugar 3, 2 é o lugar 2 e 3 é o lugar 1 (interpretação R5-1):

- 5, 9, 13, 17, 21: o banqueiro;
- 6, 10, 14, 18, 22: lugar 3;
- 7, 11, 15, 19, 23: lugar 2;
- 4, 8, 12, 16, 20, 24: lugar 1.

A soma dos dados vai de 4 (quatro uns) a 24 (quatro seis). As cartas são depois
distribuídas com a face voltada para baixo, uma a uma, em sentido oposto ao do
ponteiro do relógio, até cada um dos quatro lugares ter 13 cartas. As cartas são
sempre distribuídas a todos os quatro lugares, seja qual for o número de jogadores
(art. 2 b, 2 c).
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 4. Counting counterclockwise from the banker: banker 1, seat 3
is 2, seat 2 is 3, seat 1 is 4. Seat 1 receives the first card.
</source>
        <translation>A soma é 4. Contando em sentido oposto ao do ponteiro do relógio a partir do banqueiro:
banqueiro 1, lugar 3 é 2, lugar 2 é 3, lugar 1 é 4. O lugar 1 recebe a primeira carta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 5: one full turn of four places brings the count back to the
banker, who receives the first card.
</source>
        <translation>A soma é 5: uma volta completa de quatro lugares traz a contagem de volta ao
banqueiro, que recebe a primeira carta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 6. The count goes counterclockwise, so after the banker (5)
comes seat 3 (6), the seat on the banker&apos;s right, not seat 1.
</source>
        <translation>A soma é 6. A contagem segue em sentido oposto ao do ponteiro do relógio, por isso
depois do banqueiro (5) vem o lugar 3 (6), o lugar à direita do banqueiro, e não o
lugar 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 7: banker 1, seat 3 is 2, seat 2 is 3; one more turn of four
gives 7 at seat 2.
</source>
        <translation>A soma é 7: banqueiro 1, lugar 3 é 2, lugar 2 é 3; mais uma volta de quatro
dá 7 no lugar 2.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 16. 16 minus 1 is 15, and 15 divided by 4 leaves 3: the fourth
place in the order banker, seat 3, seat 2, seat 1, which is seat 1.
</source>
        <translation>A soma é 16. 16 menos 1 são 15, e 15 a dividir por 4 dá resto 3: o quarto
lugar na ordem banqueiro, lugar 3, lugar 2, lugar 1, que é o lugar 1.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 24, a multiple of 4, like 4, 8, 12 and 16: seat 1 receives the
first card.
</source>
        <translation>A soma é 24, múltiplo de 4, tal como 4, 8, 12 e 16: o lugar 1 recebe a
primeira carta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 21. 21 minus 1 is 20, which divides by 4 exactly: the count
ends on the banker.
</source>
        <translation>A soma é 21. 21 menos 1 são 20, que se divide exactamente por 4: a contagem
termina no banqueiro.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 14. 13 would be the banker, so 14 is the next place
counterclockwise: seat 3.
</source>
        <translation>A soma é 14. 13 seria o banqueiro, por isso 14 é o lugar seguinte em sentido
oposto ao do ponteiro do relógio: o lugar 3.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 19. 17 is the banker, 18 seat 3 and 19 seat 2.
</source>
        <translation>A soma é 19. 17 é o banqueiro, 18 o lugar 3 e 19 o lugar 2.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/dice.yaml"/>
        <source>The total is 9: two full turns of four end on the banker at 9 (as at 1
and 5), so the banker receives the first card.
</source>
        <translation>A soma é 9: duas voltas completas de quatro terminam no banqueiro no 9 (como no 1
e no 5), por isso o banqueiro recebe a primeira carta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>13 cards: spotting a foul</source>
        <translation>Treze cartas: reconhecer uma falta</translation>
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
        <translation>Cada lugar, incluindo o do banqueiro, arruma as suas 13 cartas em três escalões: o
primeiro escalão, de 3 cartas, o segundo escalão, de 5, e o terceiro escalão, de 5.
A graduação dos escalões tem de subir do primeiro para o terceiro (Portaria 51/89/M
art. 7); um jogo que não o faça está em «falta». Um lugar
está em falta quando o seu primeiro escalão bate o segundo, ou o segundo bate o
terceiro. Um lugar em falta perde automaticamente a sua aposta, e um banqueiro em
falta paga a todos os lugares que não estejam em falta (interpretação R5-4).

Verifique cada lugar em quatro passos.

1. Para comparar escalões, leia o primeiro escalão apenas como trio, par ou carta
   maior. Três cartas do mesmo naipe não são naipe, e três cartas em sequência
   não são sequência (interpretação R5-2: o regulamento define o naipe e a
   sequência como cinco cartas). Os jogos feitos abaixo são outra questão: aí um
   primeiro escalão do mesmo naipe conta como «cor» e A-2-3 ou Q-K-A como «sequência».
2. Compare o primeiro escalão com o segundo: primeiro a categoria, depois as cartas
   do primeiro contra as do segundo pela mesma ordem (o par, depois as cartas
   desiguais), até onde o primeiro tiver cartas. Um par de noves com um ás no
   primeiro escalão bate um par de noves com um rei no segundo. Se essas cartas
   forem iguais, não há falta (interpretação R5-4).
3. Compare o segundo escalão com o terceiro da forma habitual. Lembre-se das
   sequências deste jogo: A-K-Q-J-10 é a sequência mais alta e A-2-3-4-5 é a
   SEGUNDA mais alta, acima de K-Q-J-10-9. Do mesmo naipe, A-2-3-4-5 é a sequência
   de naipe mais alta abaixo do naipe real (art. 9 II.2 e II.6; interpretação R5-3).
4. Escalões iguais não são falta. Um jogo feito ou natural («jogo feito», art. 9 I) é
   um jogo que ganha por si só: um dragão (13 valores diferentes), seis pares e
   meio, três cores ou três sequências; a próxima lição ensina-os. O art. 7
   contaria um jogo feito mal arrumado como falta e o art. 9 I diz que um jogo
   feito ganha sempre: a interpretação R5-5 resolve a questão — um jogo feito é
   julgado pelas suas 13 cartas e nunca está em falta, comparem-se os escalões
   como se compararem.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Seat 1 holds A-2-3-4-5 in the middle and K-Q-J-10-9 in the back. In 13 cards
A-2-3-4-5 is the second highest straight, so the middle beats the back: foul.
Seat 2 holds the same two straights the other way round, which is in order.
</source>
        <translation>O lugar 1 tem A-2-3-4-5 no segundo escalão e K-Q-J-10-9 no terceiro. Nas treze cartas,
A-2-3-4-5 é a segunda sequência mais alta, por isso o segundo escalão bate o terceiro:
falta. O lugar 2 tem as mesmas duas sequências ao contrário, o que está em ordem.
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
        <translation>Lugar 1: os dois escalões têm um par de noves, por isso decidem as cartas desiguais.
O ás do primeiro escalão bate o rei do segundo: o primeiro bate o segundo, falta.
Lugar 2: um par de damas com um 5 no primeiro escalão, um par de damas com 5-4-2 no
segundo. As três cartas do primeiro igualam as três primeiras do segundo, e
escalões iguais não são falta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/foul.yaml"/>
        <source>Three of a kind is the only strong hand a front row can hold. Seat 1&apos;s
three sevens beat the two pair in its middle: foul. Seat 2&apos;s three fives
lose to the three nines in its middle: in order. Seat 3&apos;s three queens
beat the three eights in its middle: foul, even though its back is a flush.
</source>
        <translation>O trio é o único jogo forte que um primeiro escalão pode ter. Os três setes do
lugar 1 batem os dois pares do seu segundo escalão: falta. Os três cincos do
lugar 2 perdem para os três noves do seu segundo escalão: em ordem. As três damas
do lugar 3 batem os três oitos do seu segundo escalão: falta, embora o seu
terceiro escalão seja um naipe.
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
        <translation>O A-K-Q de copas do lugar 1 não é sequência de naipe: um primeiro escalão de três
cartas conta apenas como carta maior ás, por isso o par de dois do segundo escalão
bate-o e o lugar está em ordem. O 8-9-10 do lugar 2 é carta maior dez, abaixo do
seu par de três. O par de quatros do lugar 3 no primeiro escalão bate o seu segundo
escalão de carta maior ás: falta. O primeiro escalão A-J-8 de espadas do banqueiro
também não é naipe; é carta maior ás, e bate o segundo escalão de carta maior dama:
o banqueiro está em falta.
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
        <translation>A-2-3-4-5 do mesmo naipe é a sequência de naipe mais alta neste jogo; só o naipe real
está acima dela. O lugar 1 põe uma sequência de naipe até ao rei no segundo escalão,
abaixo de A-2-3-4-5 de espadas no terceiro: em ordem. O lugar 2 faz o contrário
e está em falta. O naipe real do lugar 3 no terceiro escalão bate qualquer sequência
de naipe no segundo: em ordem.
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
        <translation>O A-2-3-4-5 do segundo escalão do lugar 1 bate o seu terceiro escalão K-Q-J-10-9, mas os
três escalões são sequências (Q-K-A conta no primeiro escalão), por isso o lugar tem
três sequências, um jogo feito, e um jogo feito nunca está em falta (interpretação
R5-5). Os três setes do lugar 2 batem os dois pares
do seu segundo escalão, mas as suas 13 cartas são seis pares e meio (os três setes
contam como um par e a carta desigual, interpretação R5-5): um jogo feito, sem falta.
O lugar 3 não tem jogo feito, e o seu par de dez no primeiro escalão bate o par de
noves do segundo: falta.
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
        <translation>O primeiro escalão A-K-7 do lugar 1 iguala as três primeiras cartas do seu segundo
escalão A-K-7-4-2. O primeiro não bate o segundo, por isso não há falta. O segundo
e o terceiro escalões do lugar 2 são a mesma sequência até ao nove: escalões iguais,
sem falta. O primeiro escalão A-Q-5 do lugar 3 contra o seu segundo A-J-9-8-3: os
ases empatam, depois a dama do primeiro bate o valete do segundo, por isso o
primeiro bate o segundo: falta.
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
        <translation>O naipe do segundo escalão do banqueiro bate a sua sequência até à dama do terceiro:
o banqueiro está em falta. O segundo e o terceiro escalões do lugar 1 são ambos
reis e cincos, por isso decide a carta desigual: a dama do segundo bate o nove
do terceiro, falta. O lugar 2 está em ordem. O par de ases do lugar 3 no primeiro
escalão bate o par de quatros do seu segundo escalão: falta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>13 cards: naturals</source>
        <translation>Treze cartas: jogos feitos</translation>
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
        <translation>Um jogo feito ou natural («jogo feito») é um jogo que ganha por si só. A Portaria
51/89/M, art. 9 I, indica quatro, do mais alto para o mais baixo:

- Dragão: 13 cartas de 13 valores diferentes, do ás ao rei.
- Seis pares e meio: seis pares e uma carta desigual; o art.
  9 I acrescenta que quatro cartas do mesmo valor podem formar dois pares. Que um
  trio conte como um par e a carta desigual é a leitura da Casa (interpretação
  R5-5), não as palavras do artigo.
- Três cores: cada um dos três escalões é de um só naipe.
- Três sequências: cada um dos três escalões está em sequência. No primeiro escalão,
  de 3 cartas, A-2-3 e Q-K-A contam como sequências; K-A-2 não.

Veja todos os lugares, incluindo o do banqueiro. Um jogo que se qualifica para
vários jogos feitos tem o nome do primeiro nessa ordem: um dragão que também é três
cores chama-se dragão, e três cores que também são três sequências chamam-se três
cores (interpretação R5-5).

Um jogo feito bate qualquer jogo sem jogo feito, por 3 pontos a 0, e empata com
qualquer outro jogo feito, sejam quais forem os dois (art. 9 I). O art. 9 I define
as três cores e as três sequências escalão a escalão; que um jogo feito seja julgado
pelas 13 cartas, seja qual for a sua arrumação, e nunca esteja em falta, é a
interpretação R5-5.

Em alguns itens, um lugar mostra as suas 13 cartas desordenadas: decida se as cartas
podem formar um jogo feito.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seat 1 holds every rank from ace to king: a dragon. Seat 2 has two queens
and no king, so it has only 12 ranks: no dragon, and no other natural
either. Seat 3 has four pairs: not enough for six pairs and a half.
</source>
        <translation>O lugar 1 tem todos os valores do ás ao rei: um dragão. O lugar 2 tem duas damas
e nenhum rei, por isso tem só 12 valores: não é dragão, nem tem outro jogo
feito. O lugar 3 tem quatro pares: não chega para seis pares e meio.
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
        <translation>Lugar 1: os quatro reis contam como dois pares; com 9-9, 6-6, 4-4 e 2-2 são
seis pares e o ás desigual (art. 9 I). Lugar 2: cinco pares mais três três,
que a Casa conta como um par e uma carta desigual (interpretação R5-5): seis
pares e meio. O lugar 3 tem apenas cinco
pares e três cartas desiguais. O banqueiro tem pares de dois, quatros, seis, ases
e setes, e três cincos espalhados pelos seus escalões: os cincos dão o sexto
par e a carta desigual, estejam onde estiverem.
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
        <translation>Os lugares 1 e 3 têm um só naipe em cada escalão, incluindo o primeiro, de 3 cartas:
três cores (o lugar 1 tem dois dois, por isso não é dragão). O lugar 2 tem duas cores, mas o seu primeiro escalão mistura uma copa com dois paus,
e as suas seis copas e sete paus não podem ser repartidas em escalões de 3, 5 e 5
cartas de um só naipe: não tem jogo feito. O banqueiro tem três quatros, um par de
cincos e um par de dois: também não tem jogo feito.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seat 1&apos;s front A-2-3 and seat 2&apos;s front Q-K-A both count as sequences, and
their middle and back rows are straights: three straights each. Seat 3&apos;s
front K-A-2 does not count as a sequence, so it has two straights and no
natural (and without a queen its king cannot sit in any straight).
</source>
        <translation>O primeiro escalão A-2-3 do lugar 1 e o primeiro escalão Q-K-A do lugar 2 contam
ambos como sequências, e os seus segundo e terceiro escalões são sequências: três
sequências cada um. O primeiro escalão K-A-2 do lugar 3 não conta como sequência,
por isso tem duas sequências e nenhum jogo feito (e, sem dama, o seu rei não pode
entrar em nenhuma sequência).
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
        <translation>O lugar 1 tem três cores e três sequências, mas também tem 13
valores diferentes: o dragão vem primeiro no art. 9 I, por isso é um dragão.
O lugar 2 tem três cores e três sequências: três cores vem primeiro.
A sequência de naipe do seu segundo escalão bate a do terceiro, mas um jogo feito
nunca está em falta. O naipe real do lugar 3 é um terceiro escalão forte, não um
jogo feito.
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
        <translation>Conte os pares, com quatro cartas do mesmo valor como dois pares (art. 9 I) e um trio
como um par e uma carta desigual (interpretação da Casa R5-5). Lugar 1: dois trios dão dois pares; com K-K, 9-9 e 3-3
são cinco pares e três cartas desiguais: sem jogo feito. Lugar 2: quatro damas (dois
pares), três setes (um par) e J-J, 6-6, 4-4: seis pares e o sete
desigual. Lugar 3: dois póqueres (quatro pares) com 9-9 e 3-3: seis pares
e o ás desigual. O banqueiro tem cinco pares e três cartas desiguais.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>Seat 1 has exactly 3 hearts, 5 spades and 5 clubs: one suit per row, three
flushes. Seat 2 has 4 hearts, 4 spades and 5 diamonds: no way to fill a
3-card row and two 5-card rows with one suit each. Seat 3 can be set as
A-2-3, 3-4-5-6-7 and 8-9-10-J-Q: three straights. The banker has no natural.
</source>
        <translation>O lugar 1 tem exactamente 3 copas, 5 espadas e 5 paus: um naipe por escalão, três
cores. O lugar 2 tem 4 copas, 4 espadas e 5 oiros: não há maneira de preencher um
escalão de 3 cartas e dois de 5 cartas com um só naipe cada. O lugar 3 pode ser arrumado
como A-2-3, 3-4-5-6-7 e 8-9-10-J-Q: três sequências. O banqueiro não tem jogo feito.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/natural.yaml"/>
        <source>The banker holds 13 different ranks: a dragon, even though its rows would
otherwise be out of order. Seat 1 (Q-K-A in front) and seat 3 (J-Q-K in
front, A-2-3-4-5 in the middle) hold three straights. Seat 2&apos;s front K-A-2
is not a sequence.
</source>
        <translation>O banqueiro tem 13 valores diferentes: um dragão, embora os seus escalões estivessem,
de outro modo, fora de ordem. O lugar 1 (Q-K-A no primeiro escalão) e o lugar 3 (J-Q-K
no primeiro, A-2-3-4-5 no segundo) têm três sequências. O primeiro escalão K-A-2
do lugar 2 não é sequência.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>13 cards: pay it in chips</source>
        <translation>Treze cartas: pague com fichas</translation>
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
</source>
        <translation>O «dealer» é o banqueiro, e o banqueiro recolhe ou paga todas as apostas (Portaria 51/89/M art. 2 a, 2 c). Liquidado um lugar, o croupier paga o seu ganho ao lado da aposta, montado com as fichas do conjunto da mesa. Calcule primeiro o montante, depois monte-o.

1. O montante é o do regulamento. Ao lugar que ganha é pago um prémio equivalente a metade da sua aposta, menos uma comissão de 2 % para a Casa (art. 11). Interpretação R5-7: os 2 % são tirados do prémio, e ambos são arredondados POR DEFEITO à unidade de ficha (interpretação R0-3). Uma aposta de 100 ganha um prémio de 50, menos 1: o croupier paga 49. Numa mesa cuja unidade de ficha é 5, o 1 arredonda para 0 e o croupier paga 50. Um empate devolve a aposta; uma perda é recolhida.
2. As fichas são as da Casa. Nenhum regulamento diz como se compõe um pagamento: a Casa paga no menor número de fichas que o seu conjunto permite, a maior primeiro. 49 são uma de 25, quatro de 5 e quatro de 1 (nove fichas), não quarenta e nove de 1.
3. A legenda das fichas na mesa mostra o conjunto; não há ficha menor do que a unidade de ficha.

Um pagamento com o montante certo mas com mais fichas do que as necessárias vale metade da cotação.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>Seat 1 wins all three rows. Half of 100 is 50, less 2 % of 50 (1): 49.
One 25 leaves 24, four 5s leave 4, four 1s: nine chips.
</source>
        <translation>O lugar 1 ganha os três escalões. Metade de 100 são 50, menos 2 % de 50 (1): 49. Uma de 25 deixa 24, quatro de 5 deixam 4, quatro de 1: nove fichas.</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>Seat 2 loses; seat 3 wins 2 rows to 1. Half of 150 is 75; 2 % of 75 is
1.5, rounded down to 1: 74. Two 25s, four 5s, four 1s.
</source>
        <translation>O lugar 2 perde; o lugar 3 ganha por 2 escalões a 1. Metade de 150 são 75; 2 % de 75 são 1,5, arredondados por defeito para 1: 74. Duas de 25, quatro de 5, quatro de 1.</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>Seat 1 pushes 3 to 3 and is paid nothing. Seat 2 wins 12 to 1: half of
100 is 50, and 2 % of 50 is 1, rounded down to the chip unit of 5: 0. The
croupier pays 50, two 25s.
</source>
        <translation>O lugar 1 empata 3 a 3 e não recebe nada. O lugar 2 ganha 12 a 1: metade de 100 são 50, e 2 % de 50 são 1, arredondado por defeito à unidade de ficha de 5: 0. O croupier paga 50, duas de 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>The A-2-3-4-5 straight flush beats the banker&apos;s K-high one: 5 to 3. Half
of 3,000 is 1,500; 2 % of 1,500 is 30, rounded down to the chip unit of 25:
25. The croupier pays 1,475: one 1,000, four 100s, three 25s.
</source>
        <translation>A sequência de naipe A-2-3-4-5 ganha à sequência de naipe de rei do banqueiro: 5 a 3. Metade de 3.000 são 1.500; 2 % de 1.500 são 30, arredondados por defeito à unidade de ficha de 25: 25. O croupier paga 1.475: uma de 1.000, quatro de 100, três de 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>The banker&apos;s front aces beat its middle kings: the banker fouls and pays.
Half of 500 is 250, less 2 % of 250 (5): 245. Two 100s, one 25, four 5s.
</source>
        <translation>O par de ases do primeiro escalão do banqueiro ganha ao par de reis do seu segundo escalão: o banqueiro faz falta e paga. Metade de 500 são 250, menos 2 % de 250 (5): 245. Duas de 100, uma de 25, quatro de 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>Six pairs and a half is a natural: it wins 3 to 0 however strong the
banker&apos;s rows. Half of 2,000 is 1,000, less 2 % (20): 980. One 500, four
100s, three 25s and one 5.
</source>
        <translation>Seis pares e meio é jogo feito ou natural: ganha 3 a 0 por mais fortes que sejam os escalões do banqueiro. Metade de 2.000 são 1.000, menos 2 % (20): 980. Uma de 500, quatro de 100, três de 25 e uma de 5.</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>One unit of 50: the prize is 25, and 2 % of 25 is 0.5, rounded down to 0.
The croupier pays 25, a single chip.
</source>
        <translation>Uma unidade de 50: o prémio é 25, e 2 % de 25 são 0,5, arredondados por defeito para 0. O croupier paga 25, uma só ficha.</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/pay-chips.yaml"/>
        <source>Half of 1,500 is 750; 2 % of 750 is 15, rounded down to the chip unit of
25: 0. The croupier pays 750: one 500, two 100s and two 25s.
</source>
        <translation>Metade de 1.500 são 750; 2 % de 750 são 15, arredondados por defeito à unidade de ficha de 25: 0. O croupier paga 750: uma de 500, duas de 100 e duas de 25.</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>13 cards: settling the seats</source>
        <translation>Treze cartas: liquidar os lugares</translation>
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
        <translation>Cada lugar joga os seus três escalões contra os três escalões do banqueiro, primeiro
contra primeiro, segundo contra segundo, terceiro contra terceiro (Portaria 51/89/M
art. 8).

1. Primeiro as faltas e os jogos feitos (interpretação R5-4, R5-5). Um lugar em falta
   perde a sua aposta, tenha o banqueiro o que tiver. Um banqueiro em falta paga a
   todos os lugares que não estejam em falta. Um jogo feito bate um jogo sem jogo
   feito, por 3 pontos a 0, e empata com outro jogo feito; nesse caso não se contam
   os pontos dos escalões.
2. Caso contrário, compare os escalões. Quando os dois escalões têm cartas de valores
   idênticos, o banqueiro ganha o escalão (art. 10; interpretação R5-6).
3. Quem ganha um escalão marca os pontos da sua própria combinação nesse
   escalão (art. 9 II; interpretação R5-6):

   | combinação | primeiro | segundo | terceiro |
   |---|---|---|---|
   | naipe real ou sequência de naipe | - | 10 | 5 |
   | póquer | - | 8 | 4 |
   | trio-par | - | 2 | 1 |
   | trio | 3 | 1 | 1 |
   | qualquer outra | 1 | 1 | 1 |

   Lembre-se das sequências deste jogo: A-2-3-4-5 é a segunda sequência mais alta
   e, do mesmo naipe, a sequência de naipe mais alta abaixo do naipe real
   (interpretação R5-3).
4. Some os pontos. O lugar ganha se o seu total for superior ao do banqueiro,
   perde se for inferior, e empata se for igual (art. 8).
5. Pague. O art. 11 paga ao vencedor «prémios equivalentes a metade do valor da sua
   aposta, menos uma comissão de 2% para a Casa»; não diz sobre que valor incidem os 2 %.
   Interpretação R5-7: a Casa cobra 2 % do prémio (metade da aposta); ambos são
   arredondados por defeito à unidade de ficha. Uma aposta de 100 ganha um prémio
   de 50, menos 1 de comissão: líquido +49. Um lugar que perde perde a sua aposta; um
   empate devolve-a (art. 11; interpretações R5-7, R0-3). A aposta é sempre de 1, 2 ou 3
   «pontos» da unidade de aposta da mesa (art. 11): numa mesa com unidade de 50
   as apostas são 50, 100 ou 150, e nada mais. O banqueiro é o
   «banqueiro»; um jogo em falta está em «falta» (art. 7); um jogo natural é «jogo feito».
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The table&apos;s bet unit is 50 (art. 11). Seat 1 wins all three rows (3 to 0):
half of 100 is 50, less 2 % (1): +49.
Seat 2 wins only the back (1 to 2): it loses its 50. Seat 3 wins the middle
and the back (2 to 1): its 3 units of 50 win half of 150, 75, and 2 % of 75 is
1.5, rounded down to 1, so it nets +74.
</source>
        <translation>A unidade de aposta da mesa é 50 (art. 11). O lugar 1 ganha os três escalões (3 a 0):
metade de 100 são 50, menos 2 % (1): +49.
O lugar 2 ganha só o terceiro escalão (1 a 2): perde os seus 50. O lugar 3 ganha o
segundo e o terceiro escalões (2 a 1): as suas 3 unidades de 50 ganham metade de 150,
75, e 2 % de 75 são 1,5, arredondados por defeito para 1, por isso o líquido é +74.
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
        <translation>O primeiro escalão K-9-4 do lugar 1 tem os mesmos valores que o do banqueiro: o
banqueiro ganha esse escalão (art. 10). Com o segundo escalão para o banqueiro e o
naipe do terceiro para o lugar, o resultado é 1 a 2, uma perda, não um empate. O
lugar 2 ganha o primeiro escalão com o seu ás, mas o seu segundo escalão J-J-5-5-2 é
idêntico em valores ao do banqueiro, por isso o banqueiro ganha-o; a sequência do
banqueiro ganha o terceiro: outra vez 1 a 2.
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
        <translation>O lugar 1 ganha o primeiro escalão com três cincos: 3 pontos. O banqueiro ganha o
segundo com o seu trio-par (2 pontos no segundo escalão) e o terceiro com o seu
trio-par (1 ponto no terceiro escalão): 3 pontos. 3 a 3 é empate. O lugar 2 perde o
primeiro escalão (1 para o banqueiro), mas marca 8 com quatro seis no segundo e 4 com
quatro ases no terceiro: 12 a 1, um ganho de +49.
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
        <translation>O A-2-3-4-5 de paus do lugar 1 é a sequência de naipe mais alta, acima da do
banqueiro até ao rei: o lugar marca 5 por uma sequência de naipe no terceiro escalão.
O banqueiro marca 1 (par no primeiro escalão) e 2 (trio-par no segundo): 5 a 3,
ganho. O lugar 2 marca 1 pelos seus ases no primeiro escalão e 5 pelo seu naipe real
no terceiro; o banqueiro marca 2 pelo segundo: 6 a 2. Metade de 200 são 100, menos
2: +98.
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
        <translation>O par de ases do primeiro escalão do banqueiro bate o par de reis do seu segundo: o
banqueiro está em falta e paga a todos os lugares que não estejam em falta, por mais
fracos que sejam. O lugar 1 ganha +49.
O lugar 2 também está em falta (os valetes do primeiro escalão batem os dez do segundo):
um lugar em falta perde a sua aposta, tenha o banqueiro o que tiver, por isso perde 50.
O lugar 3 ganha: metade de 150 são 75, 2 % de 75 são 1,5, arredondados por defeito
para 1: +74.
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
        <translation>O banqueiro tem um trio, um póquer e uma sequência de naipe, mas nenhum jogo
feito. O lugar 1 tem seis pares e meio e o lugar 3 três cores: cada jogo
feito ganha por 3 pontos a 0, e os escalões não são comparados. O naipe do segundo
escalão do lugar 3 bate o naipe do terceiro, mas um jogo feito nunca está em falta.
O lugar 2 não tem jogo feito e perde todos os escalões.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The banker holds six pairs and a half. Seat 1&apos;s dragon is a higher natural
in art. 9 I, but two naturals always tie, whatever they are: push. Seat 2&apos;s
two straight flushes are not a natural, so the banker&apos;s natural wins 3 to 0.
Seat 3 fouls (front threes over middle twos) and loses its stake.
</source>
        <translation>O banqueiro tem seis pares e meio. O dragão do lugar 1 é um jogo feito mais alto
no art. 9 I, mas dois jogos feitos empatam sempre, sejam quais forem: empate. As
duas sequências de naipe do lugar 2 não são jogo feito, por isso o jogo feito do
banqueiro ganha por 3 a 0.
O lugar 3 está em falta (três no primeiro escalão acima de dois no segundo) e perde a sua aposta.
</translation>
    </message>
    <message>
        <location filename="../../lessons/thirteen/settle.yaml"/>
        <source>The betting unit is 50, so the seats stake 1, 2 and 3 units. All three win.
1 unit: prize 25, commission 2 % of 25 = 0.5, rounded down to 0: +25.
2 units: prize 50, commission 1: +49. 3 units: prize 75, commission 1.5,
rounded down to 1: +74.
</source>
        <translation>A unidade de aposta é 50, por isso os lugares apostam 1, 2 e 3 unidades. Os três ganham.
1 unidade: prémio 25, comissão 2 % de 25 = 0,5, arredondada por defeito para 0: +25.
2 unidades: prémio 50, comissão 1: +49. 3 unidades: prémio 75, comissão 1,5,
arredondada por defeito para 1: +74.
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
        <translation>A unidade de aposta é 250, por isso as apostas são de 1, 2 e 3 unidades, e a ficha mais
pequena é de 5: o prémio e a comissão são cada um arredondados por defeito a essa ficha.
Aposta de 250: prémio 125, 2 % são 2,5, arredondados por defeito para 0: +125. Aposta de
500: prémio 250, comissão 5: +245. Aposta de 750: prémio 375, 2 % são 7,5,
arredondados por defeito para 5: +370.
</translation>
    </message>
</context>
<context>
    <name>ruling</name>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R0-1 Seats are numbered 1..N **clockwise from the croupier&apos;s left** (non-banked rule 6). &quot;To the left of seat k&quot; is the next seat clockwise; &quot;to the right of seat k&quot; is the next seat counterclockwise. Counterclockwise order is decreasing seat number.</source>
        <comment>R0-1</comment>
        <translation>R0-1 Os lugares são numerados 1..N **no sentido dos ponteiros do relógio, a contar da esquerda do pagador** (regra 6 dos jogos não bancados). «À esquerda do lugar k» é o lugar seguinte no sentido dos ponteiros do relógio; «à direita do lugar k» é o lugar seguinte no sentido contrário ao dos ponteiros do relógio. A ordem no sentido contrário ao dos ponteiros do relógio é a ordem decrescente do número do lugar.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R0-2 Cards are written rank+suit: ranks `A K Q J T 9 8 7 6 5 4 3 2` (`10` accepted for `T` on input), suits `s h c d`. Output always uses the two-character form.</source>
        <comment>R0-2</comment>
        <translation>R0-2 As cartas escrevem-se valor+naipe: valores `A K Q J T 9 8 7 6 5 4 3 2` (na entrada aceita-se `10` por `T`), naipes `s h c d`. A saída usa sempre a forma de dois caracteres.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R0-3 Amounts are integers, multiples of the table&apos;s chip unit (param `chip_unit`, default 1). Where the rules make an amount fractional: what the house **pays** (a 3:2 or 1:2 payout, a 13-card prize) is rounded **down** to the chip unit; a commission is rounded **down**; the half bet a Q Poker player **forfeits** on a fold is rounded **up**; a split pot leaves whole units that the game&apos;s odd-chip rule hands out (R1-4).</source>
        <comment>R0-3</comment>
        <translation>R0-3 Os montantes são números inteiros, múltiplos da unidade de ficha da mesa (parâmetro `chip_unit`, por omissão 1). Quando as regras tornam um montante fraccionário: o que a casa **paga** (um pagamento de 3:2 ou 1:2, um prémio do jogo de treze cartas) é arredondado **por defeito** à unidade de ficha; uma comissão é arredondada **por defeito**; a metade da aposta que um jogador de Q Poker **perde** ao desistir é arredondada **por excesso**; um pote dividido deixa unidades inteiras que a regra da ficha remanescente do jogo atribui (R1-4).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R0-4 A scenario with a duplicated card, a card not in the game&apos;s deck, or the wrong number of cards for a seat is invalid input: refuse it with a message naming the seat and card, never guess.</source>
        <comment>R0-4</comment>
        <translation>R0-4 Um cenário com uma carta repetida, com uma carta que não pertence ao baralho do jogo ou com um número errado de cartas num lugar é uma entrada inválida: deve ser recusado com uma mensagem que indique o lugar e a carta, sem nunca adivinhar.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R1-1 **Uncalled bet.** If one seat has committed more than every other seat, the excess over the second-largest commitment is returned to it. It is not in any pot and bears no commission (stud art. 9 says so explicitly).</source>
        <comment>R1-1</comment>
        <translation>R1-1 **Aposta não acompanhada.** Se um lugar tiver apostado mais do que qualquer outro lugar, o excedente sobre o segundo maior montante apostado é-lhe devolvido. Não entra em nenhum pote e não está sujeito a comissão (o art. 9 do stud di-lo expressamente).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R1-2 **Side pots** are built by commitment levels of the seats still in the hand (non-banked rule 38: one side pot per distinct all-in amount; stud art. 11 a): the main pot takes from every seat, folded or not, up to the smallest all-in level; each next pot takes the next layer. Folded seats contribute but are never eligible. Rules 49-50 (&quot;proportional part&quot;) are read as this layering: when every caller matched the full bet it gives the same amounts, and it is the only reading that keeps rule 38.</source>
        <comment>R1-2</comment>
        <translation>R1-2 Os **potes laterais** constroem-se por níveis dos montantes apostados pelos lugares ainda em jogo (regra 38 dos jogos não bancados: um «pote lateral» por cada encavado com valor diferente; art. 11 a) do stud): o pote principal recebe de todos os lugares, tenham ou não desistido, até ao nível do encavado mais baixo; cada pote seguinte recebe a camada seguinte. Os lugares que desistiram contribuem, mas nunca se habilitam. As regras 49-50 («parte proporcional») são lidas como esta divisão por camadas: quando todos os que acompanharam igualaram a aposta completa, dá os mesmos montantes, e é a única leitura que preserva a regra 38.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R1-3 **Splits.** Each pot goes to the best hand(s) among its eligible seats. Tied winners of a pot share it equally (stud art. 4; non-banked rule 66 &quot;in proportion to their bets&quot; is equal within a layer; Omaha 2010 art. 10.4) in whole chip units.</source>
        <comment>R1-3</comment>
        <translation>R1-3 **Repartição.** Cada pote cabe à melhor mão (ou mãos) de entre os lugares nele habilitados. Os vencedores empatados num pote repartem-no em partes iguais (art. 4 do stud; regra 66 dos jogos não bancados: «na proporção das suas apostas» significa partes iguais dentro de cada camada; art. 10.4 do Omaha 2010), em unidades de ficha inteiras.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R1-4 **Odd chips** (the units left after an equal split) go one unit each to tied winners in this order **(param `odd_chip`)**: - `omaha-macau`: **the whole remainder to one winner**, the first tied winner of that pot clockwise from the croupier&apos;s left (lowest seat number) — art. 10.5: &quot;o valor remanescente … acresce à mão **do participante** ainda em jogo imediatamente à esquerda do «croupier»&quot; (one participant, read among the tied winners). Three winners of 1,570 in units of 5: 530 / 520 / 520, not 525 / 525 / 520. - `holdem`, `omaha`, `sintetico`: starting from the winner at or next clockwise from the seat holding &quot;a mão&quot; (the marker) — rule 67. - `stud`: starting from the winner first in dealing order (from the croupier&apos;s right, counterclockwise: highest seat number first) — regulation silent.</source>
        <comment>R1-4</comment>
        <translation>R1-4 As **fichas remanescentes** (as unidades que sobram depois de uma divisão em partes iguais) são atribuídas, uma unidade a cada, aos vencedores empatados, por esta ordem **(parâmetro `odd_chip`)**: - `omaha-macau`: **todo o remanescente a um único vencedor**, o primeiro vencedor empatado desse pote no sentido dos ponteiros do relógio a contar da esquerda do croupier (número de lugar mais baixo) — art. 10.5: &quot;o valor remanescente … acresce à mão **do participante** ainda em jogo imediatamente à esquerda do «croupier»&quot; (um só participante, lido de entre os vencedores empatados). Três vencedores de 1.570 em unidades de 5: 530 / 520 / 520, e não 525 / 525 / 520. - `holdem`, `omaha`, `sintetico`: a começar pelo vencedor que ocupa o lugar que tem «a mão» (o marcador) ou pelo seguinte no sentido dos ponteiros do relógio — regra 67. - `stud`: a começar pelo vencedor que está primeiro na ordem de distribuição (a partir da direita do dealer, em sentido oposto ao do ponteiro de relógio: primeiro o número de lugar mais alto) — o regulamento é omisso.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R1-5 **Commission** is computed per pot, main pot first, each pot charged `floor_to_unit(pot × percent)`, until the hand&apos;s cap (if any) is reached, and taken from that pot before it is split (non-banked rule 65: &quot;taken from each payment&quot; — read as each pot&apos;s payment; a seat winning two pots pays the two pots&apos; commissions, each rounded down, which is this ruling, not the regulation&apos;s words: lessons cite R1-5 for it). Parameters per rule set: - `stud`: 4 % of the pot, no cap; the uncalled final bet is excluded (art. 9). The published text marks art. 9 &quot;Alterado — Consulte também: Portaria n.º 118/89/M&quot;; that amendment is not in our sources, so 4 % is the default and a house sets its current rate with `commission`; lessons say so rather than teach 4 % as the law in force. The flat initial commission of art. 8 (equal to the pot-money entry, $20 or $100) is taken before the deal and is not part of any pot. - `omaha-macau`: `percent` 3-5 % (param, default 5 %), cap 5 × big blind (art. 16). - `holdem`/`omaha`/`sintetico`: up to 5 % of each hand (rule 7 a), optional cap (param, default none); session-fee mode (rule 7 b) is not a per-hand commission. A scenario may set `commission: none`. Commission is charged on every hand, also one won without a showdown (stud art. 9 and rule 7 a charge &quot;each hand&quot;).</source>
        <comment>R1-5</comment>
        <translation>R1-5 A **comissão** (percentagem) calcula-se por pote, começando pelo pote principal, cobrando-se a cada pote `floor_to_unit(pot × percent)` até ser atingido o quantitativo máximo da mão (se o houver), e é retirada desse pote antes da sua repartição (regra 65 dos jogos não bancados: «retirada de cada um dos pagamentos» — lido como o pagamento de cada pote; um lugar que ganha dois potes paga as comissões dos dois potes, cada uma arredondada por defeito, o que decorre desta interpretação e não das palavras do regulamento: as lições citam a R1-5 para esse efeito). Parâmetros por conjunto de regras: - `stud`: 4 % do bolo, sem limite máximo; a aposta do lanço final não acompanhada é excluída (art. 9). O texto publicado assinala no art. 9 &quot;Alterado — Consulte também: Portaria n.º 118/89/M&quot;; essa alteração não consta das nossas fontes, pelo que 4 % é o valor por omissão e cada casa fixa a sua taxa em vigor com `commission`; as lições dizem-no, em vez de ensinarem os 4 % como a lei em vigor. A comissão inicial fixa do art. 8 (igual ao bolo de entrada, $20 ou $100) é cobrada antes da distribuição e não faz parte de nenhum bolo. - `omaha-macau`: `percent` 3-5 % (parâmetro, por omissão 5 %), limite de 5 × aposta prévia maior (art. 16). - `holdem`/`omaha`/`sintetico`: até 5 % de cada mão (regra 7 a), quantitativo máximo opcional (parâmetro, por omissão nenhum); a modalidade por sessão (regra 7 b) não é uma comissão por mão. Um cenário pode definir `commission: none`. A comissão é cobrada em todas as mãos, incluindo as ganhas sem revelação do jogo (o art. 9 do stud e a regra 7 a cobram-na «em cada mão»).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R1-6 Conservation: for every settled hand, sum of payouts + commission = sum of commitments. Any engine result that breaks this is a defect.</source>
        <comment>R1-6</comment>
        <translation>R1-6 Conservação: em cada mão liquidada, soma dos pagamentos + comissão = soma dos montantes apostados. Qualquer resultado do motor que viole esta igualdade é um defeito.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R2-1 `holdem`, `omaha`, `sintetico` (rule 62): the first to show is the player who opened the last betting round, then each active player clockwise (to his left). The opener of the last round is the first seat that could act in it (R8-2): holdem/omaha — the first seat clockwise starting at &quot;a mão&quot; (rules 42-46, 85); sintetico — the player who made the highest bet in the previous round (rule 108), given in the scenario — **skipping seats no longer in the hand and seats already all in when that round began** (an all-in seat cannot open a round). A seat still in was all in before the last round when its `committed` is below the highest commitment of the seats still in (it could not have stayed in otherwise), or when the scenario marks it `allin: true`, and it has no action in `final_round`. If at most one seat still in could bet on the last street (no betting round took place), the opener is the first seat still in from the same starting point, all-in or not. Example: marker 4 all in for 300 before the river, seats 7 and 1 bet the river: seat 7 shows first, then 1, 4.</source>
        <comment>R2-1</comment>
        <translation>R2-1 `holdem`, `omaha`, `sintetico` (regra 62): o primeiro a mostrar as suas cartas é o jogador que iniciou o último turno de apostas, seguindo-se cada jogador activo no sentido dos ponteiros do relógio (à sua esquerda). Quem iniciou o último turno é o primeiro lugar que nele podia agir (R8-2): holdem/omaha — o primeiro lugar no sentido dos ponteiros do relógio a começar em «a mão» (regras 42-46, 85); sintetico — o jogador que fez a aposta mais elevada no turno anterior (regra 108), indicado no cenário — **saltando os lugares que já não estão em jogo e os lugares que já estavam encavados quando esse turno começou** (um lugar encavado não pode iniciar um turno). Um lugar ainda em jogo estava encavado antes do último turno quando o seu `committed` é inferior ao montante apostado mais elevado dos lugares ainda em jogo (de outro modo não poderia ter continuado em jogo), ou quando o cenário o marca com `allin: true`, e não tem nenhuma acção em `final_round`. Se, no máximo, um lugar ainda em jogo podia apostar na última fase (não houve turno de apostas), quem inicia é o primeiro lugar ainda em jogo a partir do mesmo ponto de partida, encavado ou não. Exemplo: o marcador 4 encavado com 300 antes do rio, os lugares 7 e 1 apostam no rio: o lugar 7 mostra primeiro, depois o 1 e o 4.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R2-2 `omaha-macau`: the regulation only says every active player shows (art. 8.5). House practice: the **last player to bet or raise on the final street** shows first (an all-in counts as what it was — a bet, a raise or a call); if nobody bet on it, the first active seat clockwise from the marker&apos;s left; then clockwise.</source>
        <comment>R2-2</comment>
        <translation>R2-2 `omaha-macau`: o regulamento diz apenas que todos os participantes ainda em jogo devem exibir as suas cartas (art. 8.5). Prática da casa: o **último jogador a apostar ou a subir a aposta no último turno de apostas** mostra primeiro (um all-in conta como aquilo que foi — uma aposta, uma subida da aposta ou igualar a aposta); se ninguém apostou nesse turno, o primeiro lugar activo no sentido dos ponteiros do relógio a partir da esquerda do marcador; depois, no sentido dos ponteiros do relógio.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R2-3 `stud` (art. 10 e): the player with the best **four-card open board** (ranked as in R4-4) shows **last**: showing starts with the player to his right and goes counterclockwise. Suits do not break a tie for this purpose (art. 10 b, last sentence); if two boards tie, the tied player first in dealing order (croupier&apos;s right, counterclockwise) is taken as the best board.</source>
        <comment>R2-3</comment>
        <translation>R2-3 `stud` (art. 10 e): o jogador com o melhor **jogo à vista com as quatro cartas abertas** (graduado como na R4-4) mostra **em último lugar**: a revelação do jogo começa pelo jogador à sua direita e segue em sentido oposto ao do ponteiro de relógio. Para este efeito os naipes não desempatam (art. 10 b, última frase); se dois jogos à vista empatarem, considera-se como melhor jogo à vista o do jogador empatado que esteja primeiro na ordem de distribuição (a partir da direita do dealer, em sentido oposto ao do ponteiro de relógio).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R2-4 Folded seats never show. All-in seats show in their place in the order.</source>
        <comment>R2-4</comment>
        <translation>R2-4 Os lugares que desistiram nunca mostram as cartas. Os lugares encavados mostram-nas na sua vez, segundo a ordem.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R3-1 `holdem`, `omaha`, `omaha-macau`: 52 cards; ace high or low (A-2-3-4-5 is the lowest straight and the lowest straight flush). Holdem: best five of seven. Omaha (both): **exactly two** hole cards and **exactly three** board cards (non-banked rule 73; Omaha 2010 art. 10.1).</source>
        <comment>R3-1</comment>
        <translation>R3-1 `holdem`, `omaha`, `omaha-macau`: 52 cartas; o ás é a carta mais alta ou a mais baixa (A-2-3-4-5 é a sequência mais baixa e a sequência da cor mais baixa). Holdem: as cinco melhores de sete. Omaha (ambos): **exactamente duas** cartas pessoais e **exactamente três** cartas comuns (regra 73 dos jogos não bancados; art. 10.1 do Omaha 2010).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R3-2 `stud`: 40 cards (A K Q J T 9 8 7 6 5). A-5-6-7-8 is the lowest straight and the lowest straight flush (art. 5.6: the ace plays as a &quot;4&quot;). Four of a kind: the kicker never counts. Full house and three of a kind: only the trio counts (art. 5.4, 5.7).</source>
        <comment>R3-2</comment>
        <translation>R3-2 `stud`: 40 cartas (A K Q J T 9 8 7 6 5). A-5-6-7-8 é a sequência mais baixa e a sequência de naipe mais baixa (art. 5.6: o ás vale como «4»). Quatro cartas iguais (póquer): a carta desigual nunca conta. Trio-par e trio: só conta o trio (art. 5.4, 5.7).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R3-3 `sintetico` (rules 95-105): 28 cards (A K Q J T 9 8); A-8-9-T-J is the lowest straight. Each hand uses **exactly both** hole cards and three board cards (rule 97). Order: royal flush, straight flush, four of a kind, **flush above full house**, full house, straight, three of a kind, **figures with pairs** (five cards all from A K Q J with two pairs), **simple figures** (five cards J or higher, no pair), two pair, one pair, high card. Simple figures cannot occur in this deck (only four ranks are J or higher); the engine keeps the category and proves its count is zero.</source>
        <comment>R3-3</comment>
        <translation>R3-3 `sintetico` (regras 95-105): 28 cartas (A K Q J T 9 8); A-8-9-T-J é a sequência mais baixa. Cada mão usa **exactamente as duas** cartas pessoais e três cartas comuns (regra 97). Ordem: sequência máxima da cor (naipe real), sequência da cor, póquer, **cor acima de fullen**, fullen, sequência, trio, **figuras com pares** (cinco cartas, todas de entre A K Q J, com dois pares), **figuras simples** (cinco cartas iguais ou superiores ao valete, sem par), dois pares, um par, carta maior. As figuras simples não podem ocorrer com este baralho (só quatro valores são iguais ou superiores ao valete); o motor mantém a categoria e demonstra que a sua contagem é zero.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R3-4 Within a category, compare the defining cards, then kickers, high to low, as the articles describe; identical ranks tie. Kickers: holdem/omaha count the kicker of four of a kind, the pair of a full house and the kickers of three of a kind (rule 18); omaha-macau ignores the four-of-a-kind kicker (art. 15.3) and counts the full house pair and the trio&apos;s kickers (art. 15.4, 15.7); stud ignores all three (art. 5). Sintetico ties split in every category (rule 104 names e)-l) only because a)-d) cannot tie with 28 cards).</source>
        <comment>R3-4</comment>
        <translation>R3-4 Dentro de uma categoria, comparam-se as cartas que a definem e depois as cartas desiguais (kickers), da mais alta para a mais baixa, como os artigos descrevem; valores idênticos empatam. Cartas desiguais: holdem/omaha contam a carta desigual do póquer, o par do fullen e as cartas desiguais do trio (regra 18); omaha-macau ignora a carta desigual das quatro cartas iguais (art. 15.3) e conta o par do trio-par e as cartas desiguais do trio (art. 15.4, 15.7); o stud ignora as três (art. 5). No sintetico, os empates dividem-se em todas as categorias (a regra 104 só nomeia as alíneas e)-l) porque a)-d) não podem empatar com 28 cartas).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R4-1 The croupier deals from his right, counterclockwise: the first open card and the hole card (&quot;carta chave&quot;) to every seat (art. 10 a). Each later open card (the 3rd, 4th and 5th cards) is dealt counterclockwise **starting with the seat that must speak first on the street just ended** — the best board — or, if that seat has folded, the next best board (art. 10 b last paragraph, 10 c ii, 10 c iv).</source>
        <comment>R4-1</comment>
        <translation>R4-1 O dealer distribui a partir da sua direita, em sentido oposto ao do ponteiro de relógio: a primeira carta aberta e a carta fechada («carta chave») a cada lugar (art. 10 a). Cada carta aberta posterior (a 3.ª, a 4.ª e a 5.ª cartas) é distribuída em sentido oposto ao do ponteiro de relógio **começando pelo lugar que deve ser o primeiro a jogar no lanço de apostas que acabou de terminar** — o melhor jogo à vista — ou, se esse lugar tiver desistido, o melhor jogo à vista seguinte (art. 10 b, último parágrafo, 10 c ii, 10 c iv).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R4-2 Street with one open card: the highest open card must open; equal ranks are broken by suit, spades &gt; hearts &gt; clubs &gt; diamonds (art. 10 b).</source>
        <comment>R4-2</comment>
        <translation>R4-2 Lanço com uma carta aberta: a carta aberta de maior graduação é obrigada a abrir; as graduações iguais desempatam-se pelo naipe, espadas &gt; copas &gt; paus &gt; oiros (art. 10 b).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R4-3 Street with two open cards: the highest pair showing; with no pair on the table, the highest **second** open card. Street with three open cards: the highest trio; else the highest pair **formed with the third open card** (third with first, or third with second); else the highest **third** open card. Ties on the same ranks are broken by the suit of the highest-suited card involved.</source>
        <comment>R4-3</comment>
        <translation>R4-3 Lanço com duas cartas abertas: o par à vista de maior graduação; não havendo par na mesa, a **segunda** carta aberta de maior graduação. Lanço com três cartas abertas: o trio de maior graduação; não o havendo, o par de maior graduação **formado com a terceira carta aberta** (a terceira com a primeira, ou a terceira com a segunda); não o havendo, a **terceira** carta aberta de maior graduação. Os empates com os mesmos valores desempatam-se pelo naipe da carta envolvida com o naipe mais alto.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R4-4 Street with four open cards, ranked: possible royal flush (four consecutive suited cards within T-A), possible straight flush (four consecutive suited cards, A-5-6-7 counts as consecutive), four of a kind, possible flush (four suited, not consecutive), possible straight (four consecutive ranks), three of a kind, two pair, pair **formed with the fourth open card**, highest **fourth** open card. Non-consecutive fours (e.g. T-9-7-6) are never a possible straight. Ties within a category: ranks high to low, then suit of the highest card (betting order only).</source>
        <comment>R4-4</comment>
        <translation>R4-4 Lanço com quatro cartas abertas, por ordem de graduação: possível formação de naipe real (quatro cartas consecutivas do mesmo naipe dentro de T-A), possível formação de sequência de naipe (quatro cartas consecutivas do mesmo naipe; A-5-6-7 conta como consecutiva), quatro cartas de igual denominação (póquer), possível formação de naipe (quatro do mesmo naipe, não consecutivas), possível formação de sequência (quatro valores consecutivos), trio, dois pares, par **formado com a quarta carta aberta**, a **quarta** carta aberta de maior denominação. Quatro cartas não consecutivas (p. ex. T-9-7-6) nunca são uma possível formação de sequência. Empates dentro de uma categoria: valores da mais alta para a mais baixa e, depois, o naipe da carta mais alta (apenas para a ordem das apostas).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R4-5 Folded seats are skipped; if the player who must open folds, the duty passes to the next best board by the same ranking.</source>
        <comment>R4-5</comment>
        <translation>R4-5 Os lugares que desistiram são saltados; se o jogador que deve abrir desistir, a obrigação passa para o melhor jogo à vista seguinte, segundo a mesma graduação.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-1 Four places always dealt: the banker and seats 1-3 (clockwise from the banker&apos;s left). The four dice are summed and counted **counterclockwise from the banker, the banker counting as 1** (art. 2 b): sum s gives position (s-1) mod 4 in the order banker, seat 3, seat 2, seat 1 (sum 5 → banker, 6 → seat 3, 16 → seat 1). That place gets the first card; dealing continues counterclockwise one card at a time.</source>
        <comment>R5-1</comment>
        <translation>R5-1 As cartas são sempre distribuídas a quatro lugares: o banqueiro e os lugares 1-3 (no sentido dos ponteiros do relógio a partir da esquerda do banqueiro). Somam-se os quatro dados e conta-se **a partir do banqueiro, em sentido oposto ao do ponteiro do relógio, contando o banqueiro como 1** (art. 2 b): a soma s dá a posição (s-1) mod 4 na ordem banqueiro, lugar 3, lugar 2, lugar 1 (soma 5 → banqueiro, 6 → lugar 3, 16 → lugar 1). Esse lugar recebe a primeira carta; a distribuição continua em sentido oposto ao do ponteiro do relógio, uma carta de cada vez.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-2 Rows: front 3 cards, middle 5, back 5. Front rows rank only as three of a kind, one pair or high card (no straights or flushes in three cards).</source>
        <comment>R5-2</comment>
        <translation>R5-2 Escalões: primeiro escalão com 3 cartas, segundo com 5, terceiro com 5. O primeiro escalão só se gradua como trio, par ou carta maior (com três cartas não há sequências nem cores).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-3 Straights in this game (art. 9 II.2 and II.6): A-K-Q-J-T is the highest straight, **A-2-3-4-5 is the second highest**, then K-Q-J-T-9 down to 6-5-4-3-2. For straight flushes, the royal flush is its own category above, and **A-2-3-4-5 suited is the highest straight flush**, then K-high down to 6-high.</source>
        <comment>R5-3</comment>
        <translation>R5-3 Sequências neste jogo (art. 9 II.2 e II.6): A-K-Q-J-T é a sequência mais alta, **A-2-3-4-5 é a segunda mais alta**, seguindo-se K-Q-J-T-9 e assim por diante até 6-5-4-3-2. Nas sequências de naipe, o naipe real é uma categoria própria, acima delas, e **A-2-3-4-5 do mesmo naipe é a sequência de naipe de maior valor**, seguindo-se a de carta de cima K e assim por diante até à de carta de cima 6.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-4 **Foul** (art. 7): a seat fouls when its front beats its middle or its middle beats its back. Equal rows are not a foul. Front vs middle compares category first, then the front&apos;s cards against the middle&apos;s cards in the same order (pair rank, then kickers) as far as the front has cards; if those are equal it is not a foul. A fouled seat loses its bet whatever the banker holds; a fouled banker pays every seat that did not foul.</source>
        <comment>R5-4</comment>
        <translation>R5-4 **Falta** (art. 7): um lugar comete falta quando o seu primeiro escalão bate o segundo ou o segundo bate o terceiro. Escalões iguais não constituem falta. Na comparação do primeiro com o segundo escalão, compara-se primeiro a categoria e depois as cartas do primeiro escalão com as do segundo, pela mesma ordem (valor do par, depois cartas desiguais), até onde o primeiro escalão tiver cartas; se estas forem iguais, não há falta. O lugar infractor perde a sua aposta, seja qual for o jogo do banqueiro; um banqueiro em falta paga a todos os lugares que não cometeram falta.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-5 **Naturals** (art. 9 I), judged on the seat&apos;s 13 cards, **however the rows are laid out** (a seat whose cards can make three flushes or three straights has that natural even if it set its rows otherwise, or fouled them): dragon (13 distinct ranks); six pairs and a half (the 13 cards split into six pairs and one card; four of a kind counts as two pairs, three of a kind as a pair and the odd card); three flushes (every row one suit); three straights (every row consecutive; A-2-3 and Q-K-A count in the front). A natural is never a foul, beats any non-natural for 3 points to 0, and ties any other natural. A hand with several naturals is named by the first in art. 9 I order: dragon, six pairs and a half, three flushes, three straights. Row points are not counted when a natural decides, when a seat fouls, or when a fouled banker pays.</source>
        <comment>R5-5</comment>
        <translation>R5-5 **Jogos feitos ou naturais** (art. 9 I), apreciados sobre as 13 cartas do lugar, **seja qual for a arrumação dos escalões** (um lugar cujas cartas possam formar três cores ou três sequências tem esse jogo feito mesmo que tenha arrumado os escalões de outro modo, ou com falta): dragão (13 valores distintos); seis pares e meio (as 13 cartas dividem-se em seis pares e uma carta desigual; quatro cartas iguais (póquer) contam como dois pares, três cartas iguais (trio) como um par e a carta desigual); três cores (cada escalão de um só naipe); três sequências (cada escalão em sequência; A-2-3 e Q-K-A contam no primeiro escalão). Um jogo feito nunca constitui falta, bate qualquer jogo que não seja jogo feito por 3 pontos a 0 e empata com qualquer outro jogo feito. Uma mão com vários jogos feitos designa-se pelo primeiro na ordem do art. 9 I: dragão, seis pares e meio, três cores, três sequências. Os pontos dos escalões não são contados quando decide um jogo feito, quando um lugar comete falta ou quando paga um banqueiro em falta.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-6 Rows are compared banker vs seat, row by row. **Identical ranks in a row go to the banker** (art. 10). The winner of a row scores its points by the winner&apos;s combination and row (art. 9 II):</source>
        <comment>R5-6</comment>
        <translation>R5-6 Os escalões são comparados banqueiro contra lugar, escalão a escalão. **Graduações idênticas num escalão favorecem o banqueiro** (art. 10). O vencedor de um escalão obtém os pontos correspondentes à combinação do vencedor e ao escalão (art. 9 II):</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R5-7 **Payout** (art. 11) **(param)**: the stake is placed as 1, 2 or 3 betting units (&quot;pontos&quot;; param `bet_unit`, optional — when set, any other stake is invalid); a winning seat is paid half its stake, less a 2 % house commission on that prize, each rounded down to the chip unit; a losing seat loses its stake; a push returns it.</source>
        <comment>R5-7</comment>
        <translation>R5-7 **Pagamento** (art. 11) **(parâmetro)**: a aposta é feita em 1, 2 ou 3 unidades de aposta («pontos»; parâmetro `bet_unit`, opcional — quando definido, qualquer outra aposta é inválida); a um lugar que ganhe é pago metade da sua aposta, menos uma comissão de 2 % para a Casa sobre esse prémio, cada um destes montantes arredondado por defeito à unidade de ficha; um lugar que perca perde a aposta; em caso de empate, a aposta é devolvida.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-1 Suits rank spades &gt; hearts &gt; clubs &gt; diamonds (art. 4). Order: straight flush, three of a kind, straight, flush, one pair, three odd cards (art. 8).</source>
        <comment>R6-1</comment>
        <translation>R6-1 Os naipes graduam-se espadas &gt; copas &gt; paus &gt; ouros (art. 4). Ordem: sequência de naipe, três cartas iguais (trio), sequência, naipe ou cor, par, três cartas diferentes (art. 8).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-2 Sequences high to low: A-K-Q, K-Q-J, ..., 4-3-2, **A-2-3 lowest** (art. 4.3).</source>
        <comment>R6-2</comment>
        <translation>R6-2 Sequências da mais alta para a mais baixa: A-K-Q, K-Q-J, ..., 4-3-2, **A-2-3 a mais baixa** (art. 4.3).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-3 Ties: compare ranks as art. 8 says, then suits: a straight flush or straight by the suit of its highest card (the 3 in A-2-3); a flush by its suit; a pair by the suit of the odd card; odd cards by the suit of the highest card. If two hands are still identical (possible only with several decks), it is a push.</source>
        <comment>R6-3</comment>
        <translation>R6-3 Empates: comparam-se os valores como diz o art. 8 e depois os naipes: uma sequência de naipe ou uma sequência pelo naipe da sua carta mais alta (o 3 em A-2-3); um naipe ou cor pelo seu naipe; um par pelo naipe da carta diferente; três cartas diferentes pelo naipe da carta mais alta. Se duas mãos continuarem idênticas (o que só é possível com vários baralhos), há empate.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-3b Three of a kind: higher rank wins; equal ranks (several decks) push.</source>
        <comment>R6-3b</comment>
        <translation>R6-3b Três cartas iguais (trio): ganha o valor mais alto; valores iguais (vários baralhos) empatam.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-4 Pair-plus (&quot;Par e combinações vitoriosas&quot;, art. 10), settled first, on the seat&apos;s own hand: straight flush 40:1, three of a kind 30:1, straight 6:1, flush 4:1, pair 1:1, three odd cards lose.</source>
        <comment>R6-4</comment>
        <translation>R6-4 A aposta no «Par e combinações vitoriosas» (pair plus, art. 10) é liquidada primeiro, sobre a mão do próprio lugar: sequência de naipe 40:1, três cartas iguais (trio) 30:1, sequência 6:1, naipe ou cor 4:1, par 1:1; três cartas diferentes perdem.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-5 Against the croupier (art. 9): a seat that folds loses **half** its bet. The croupier qualifies with **Q-high or better** (any pair or better qualifies). Croupier not qualified: every seat still playing is paid half its bet (1:2). Qualified and croupier higher: the bet loses. Qualified and seat higher: paid by the seat&apos;s hand — straight flush 3:1, three of a kind 2:1, straight 3:2, any other 1:1.</source>
        <comment>R6-5</comment>
        <translation>R6-5 Contra o croupier (art. 9): um lugar que desiste perde **metade** da sua aposta. O croupier qualifica-se com **um jogo de valor igual ou superior a uma Dama (Q)** (qualquer par ou melhor qualifica). Croupier não qualificado: cada lugar ainda em jogo recebe metade da sua aposta (1:2). Croupier qualificado e com jogo superior: a aposta perde. Croupier qualificado e lugar com jogo superior: paga-se segundo a mão do lugar — sequência de naipe 3:1, três cartas iguais (trio) 2:1, sequência 3:2, qualquer outra 1:1.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R6-6 Irregularities (art. 11) are knowledge items for procedure drills.</source>
        <comment>R6-6</comment>
        <translation>R6-6 As irregularidades (art. 11) são matéria de conhecimento para os exercícios de procedimento.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-1 **Forced bets.** `omaha-macau` (art. 5): the first seat clockwise after the marker posts the small blind, the next the big blind. `holdem`, `omaha` (rules 81-83): the seat holding a mão (the marker) posts the small blind, the seat to its left the big blind. Params `big_blind` (required), `small_blind` (default half the big blind, rounded down to the chip unit). `sintetico` (rule 102) and `stud` (art. 7, &quot;bolo de entrada&quot;): every seat puts param `ante` (required) into the pot before the first round; stud&apos;s house commission of art. 8 is separate and never in the pot. A seat with fewer chips than its forced bet posts what it has and is all in; the amount to call in the first round is still the full big blind.</source>
        <comment>R8-1</comment>
        <translation>R8-1 **Apostas obrigatórias.** `omaha-macau` (art. 5): o primeiro lugar no sentido dos ponteiros do relógio depois do marcador coloca a aposta prévia menor, o seguinte a aposta prévia maior. `holdem`, `omaha` (regras 81-83): o lugar que tem a mão (o marcador) efectua a pequena aposta, o lugar à sua esquerda a grande aposta. Parâmetros `big_blind` (obrigatório), `small_blind` (por omissão, metade da grande aposta, arredondada por defeito à unidade de ficha). `sintetico` (regra 102, aposta inicial) e `stud` (art. 7, «bolo de entrada»): cada lugar coloca no pote (no stud, no bolo) o montante do parâmetro `ante` (obrigatório) antes do primeiro turno de apostas; a comissão da Casa do art. 8 do stud é distinta e nunca entra no bolo. Um lugar com menos fichas do que a sua aposta obrigatória coloca o que tem e fica encavado; o montante a acompanhar no primeiro turno continua a ser a grande aposta (aposta prévia maior) completa.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-2 **Order.** Seats act one at a time, skipping folded and all-in seats. `omaha-macau`: first round from the seat after the big blind (art. 6.3), the big blind last (art. 6.4); later rounds from the first seat clockwise after the marker, the marker last (art. 6.5, 7.2, 8.2). `holdem`, `omaha`: first round from the seat after the big blind (rule 84); later rounds from a mão, or the first seat still in clockwise from it (rules 42, 44, 46, 85). `sintetico`: five rounds, one after each board card; the first from the seat left of a mão (rule 107); each later round from the seat that made the highest bet of the round before — its last bettor or raiser (rule 108); if nobody bet then, from the seat left of a mão; if that seat is out or all in, the next seat able to act clockwise. `stud`: four rounds (one to four open cards). Until somebody bets, the turn passes **in the order of the open boards** (R4: the best board opens, then the second best, and so on, among the seats able to act — art. 10 b, c ii); once a seat bets, play goes **counterclockwise** from that seat&apos;s right (art. 10 b, c iii). Flop games play clockwise.</source>
        <comment>R8-2</comment>
        <translation>R8-2 **Ordem.** Os lugares agem um de cada vez, saltando os lugares que desistiram e os encavados. `omaha-macau`: o primeiro turno começa no lugar a seguir ao da aposta prévia maior (art. 6.3), sendo a aposta prévia maior a última a decidir (art. 6.4); os turnos seguintes começam no primeiro lugar no sentido dos ponteiros do relógio depois do marcador, sendo o marcador o último (art. 6.5, 7.2, 8.2). `holdem`, `omaha`: o primeiro turno começa no lugar a seguir ao da grande aposta (regra 84); os turnos seguintes começam em «a mão», ou no primeiro lugar ainda em jogo no sentido dos ponteiros do relógio a partir dela (regras 42, 44, 46, 85). `sintetico`: cinco turnos, um depois de cada carta comum; o primeiro começa no lugar à esquerda daquele que tem a mão (regra 107); cada turno seguinte começa no lugar que fez a aposta mais elevada no turno anterior — o último a apostar ou a repicar nesse turno (regra 108); se nesse turno ninguém apostou, começa no lugar à esquerda daquele que tem a mão; se esse lugar estiver fora de jogo ou encavado, no lugar seguinte que possa agir no sentido dos ponteiros do relógio. `stud`: quatro lanços de apostas (de uma a quatro cartas abertas). Enquanto ninguém apostar, a vez passa **pela ordem dos jogos à vista** (R4: abre o melhor jogo à vista, depois o segundo melhor, e assim por diante, de entre os lugares que podem agir — art. 10 b, c ii); logo que um lugar aposte, o jogo segue **em sentido oposto ao do ponteiro de relógio** a partir da direita desse lugar (art. 10 b, c iii). Os jogos com flop jogam-se no sentido dos ponteiros do relógio.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-3 **A round ends** when every seat still able to act has acted since the last full bet or raise and has matched the highest total of the round (rule 48), or when one seat is left (it wins without showing, rule 51). If at most one seat can still act and nothing is left for it to call, the remaining cards are dealt with no more betting. In the first round the big blind has the **option**: if nobody raised, it may check or raise (art. 6.4; applied to `holdem`/`omaha` too).</source>
        <comment>R8-3</comment>
        <translation>R8-3 **Um turno de apostas termina** quando todos os lugares que ainda podem agir tiverem agido desde a última aposta ou subida completa e tiverem igualado o total mais elevado do turno (regra 48), ou quando resta um só lugar (que ganha sem ter de mostrar o seu jogo, regra 51). Se, no máximo, um lugar ainda puder agir e nada lhe restar para acompanhar, as restantes cartas são distribuídas sem mais apostas. No primeiro turno, a grande aposta (aposta prévia maior) tem a **prerrogativa** (opção): se ninguém tiver subido a aposta, pode passar (preferir) ou subir a aposta (art. 6.4; aplicado também a `holdem`/`omaha`).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-4 **Actions.** `check` only with nothing to call (the big blind counts as a bet in the first round). `call` matches the highest total, or puts in all the seat&apos;s chips if it has fewer (an all-in call). `bet` puts the first chips of a round where nobody has bet; `raise` goes above the highest total. In `stud`&apos;s first round the opener must bet or fold (art. 10 b). In `stud` a seat that checked in a round may, in that round, only call or fold after someone bets (art. 10 c i 2, iii); flop games allow a check-raise (no rule forbids it). A bet or raise needs someone to answer it: it is allowed only while at least one other seat still in the hand could put in more than the highest total (its chips for the round + its stack exceed it); otherwise the seat may only call (or check) or fold — chips nobody can match would come straight back.</source>
        <comment>R8-4</comment>
        <translation>R8-4 **Acções.** `check` (passar) só quando não há nada para acompanhar (no primeiro turno, a grande aposta conta como aposta). `call` (acompanhar) iguala o total mais elevado, ou coloca todas as fichas do lugar se este tiver menos (acompanhar ficando encavado). `bet` (apostar) coloca as primeiras fichas de um turno em que ninguém apostou; `raise` (repicar) vai acima do total mais elevado. No primeiro lanço de apostas do `stud`, quem abre tem de apostar ou desistir (art. 10 b). No `stud`, um lugar que passou a voz num lanço só pode, nesse lanço, jogar (aceitar a aposta) ou desistir depois de alguém apostar (art. 10 c i 2, iii); os jogos com flop permitem passar e depois repicar (check-raise), pois nenhuma regra o proíbe. Uma aposta ou subida precisa de alguém que lhe responda: só é permitida enquanto pelo menos um outro lugar ainda em jogo puder colocar mais do que o total mais elevado (as suas fichas já apostadas no turno + a sua cave excedem-no); caso contrário, o lugar só pode acompanhar (ou passar) ou desistir — fichas que ninguém pode igualar seriam logo devolvidas.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-5 **Largest amount** (param `limit`): `no-limit` — everything the seat has (rule 21 c, art. 11.3); `pot` — a bet up to the pot, a raise up to the pot **after the call**: largest total = highest total + (every chip already in the pot and in front of the seats this round + the amount this seat must call) (rule 21 b, rule 86, art. 11.2); `half-pot` — the same with half that sum, rounded down to the chip unit (rule 21 a). Defaults: `omaha-macau`, `holdem`, `omaha` `pot` (art. 11.2; rules 86, 92); `sintetico`, `stud` `no-limit` (rule 106 a; art. 6 sets no maximum). Where the largest is below the smallest, the smallest is allowed. Never more than the seat has.</source>
        <comment>R8-5</comment>
        <translation>R8-5 **Montante máximo** (parâmetro `limit`): `no-limit` (sem limite) — tudo o que o lugar tem (regra 21 c, art. 11.3); `pot` (limite de pote) — uma aposta até ao valor do pote, uma subida até ao valor do pote **depois de acompanhar**: total máximo = total mais elevado + (todas as fichas já no pote e à frente dos lugares neste turno + o montante que este lugar tem de acompanhar) (regra 21 b, regra 86, art. 11.2); `half-pot` (com limite, metade do pote) — o mesmo com metade dessa soma, arredondada por defeito à unidade de ficha (regra 21 a). Valores por omissão: `omaha-macau`, `holdem`, `omaha` `pot` (art. 11.2; regras 86, 92); `sintetico`, `stud` `no-limit` (regra 106 a; o art. 6 não fixa máximo). Quando o máximo for inferior ao mínimo, é permitido o mínimo. Nunca mais do que o lugar tem.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-6 **Smallest amount.** A bet: param `min_bet` (default: the big blind; `stud`, `sintetico`: the ante). A raise must add at least: `holdem`, `omaha`, `sintetico` — the table minimum, `min_bet` (rule 86), whatever the last raise was; `omaha-macau` and `stud` — the last full bet or raise of the round (art. 12.1; art. 10 b 3), the big blind counting as the first round&apos;s bet. A seat may always go all in for less (art. 10 b 3 &quot;capital desfalcado&quot;; rule 49). An all-in raise that adds less than a full raise is **incomplete**: it does not reopen the betting — a seat that has acted may raise again only once the highest total has risen by at least one full raise since it last acted; it does not count towards the cap of R8-7.</source>
        <comment>R8-6</comment>
        <translation>R8-6 **Montante mínimo.** Uma aposta: parâmetro `min_bet` (por omissão: a grande aposta; `stud`, `sintetico`: o bolo de entrada / a aposta inicial). Uma subida tem de acrescentar, pelo menos: `holdem`, `omaha`, `sintetico` — o mínimo da mesa, `min_bet` (regra 86), seja qual for a última subida; `omaha-macau` e `stud` — a última aposta ou subida completa do turno (art. 12.1; art. 10 b 3), contando a aposta prévia maior como a aposta do primeiro turno. Um lugar pode sempre ficar encavado (all-in) por menos (art. 10 b 3 «capital desfalcado»; regra 49). Uma subida all-in que acrescente menos do que uma subida completa é **incompleta**: não reabre as apostas — um lugar que já agiu só pode voltar a subir a aposta quando o total mais elevado tiver aumentado, desde a sua última acção, pelo menos uma subida completa; não conta para o limite de subidas da R8-7.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-7 **Raise cap** (param `max_raises`): at most three raises per round in `holdem` and `omaha` (rule 87) and in `omaha-macau` with `pot` or `half-pot` limit (art. 12.2); no cap in `omaha-macau` no-limit (art. 12.3), `sintetico` (rule 47 leaves it to the variant) and `stud`. The opening bet and the blinds are not raises. The cap does not apply while only two seats are left in the hand (rule 88, art. 12.4).</source>
        <comment>R8-7</comment>
        <translation>R8-7 **Limite de subidas** (parâmetro `max_raises`): no máximo três repiques por turno em `holdem` e `omaha` (regra 87) e em `omaha-macau` com limite `pot` ou `half-pot` (art. 12.2); sem limite de subidas em `omaha-macau` sem limite (art. 12.3), `sintetico` (a regra 47 deixa-o à variante) e `stud`. A aposta de abertura e as apostas obrigatórias (pequena e grande aposta) não são subidas. O limite não se aplica enquanto restarem apenas dois lugares em jogo (regra 88, art. 12.4).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-8 **Irregularities** (knowledge for procedure drills, judged on the engine&apos;s state): a call short of the amount may be completed, never taken back (rule 71 c); chips for a raise put in without announcing it count as a call, the excess is returned (71 d); a bet out of turn stands, but that seat may not raise when its turn comes (71 f); a seat whose turn was skipped may, if the floor allows it back, only call (71 i); after a board card shown too early, seats that had not yet acted may only call (70 h); no raise after seeing the others&apos; reactions (55); chips past the line are a bet, and a spoken bet binds (53; art. 11.1); stud: two minutes to act, else the hand is dead (art. 11 b); no folding out of turn (art. 11 c). A stud seat that checked may call or fold after a bet, never raise (art. 10 c i 2); art. 10 c iii (&quot;obedecer às quatro regras&quot;) only forbids checking again once someone has bet — it does not give the raise back.</source>
        <comment>R8-8</comment>
        <translation>R8-8 **Irregularidades** (matéria de conhecimento para os exercícios de procedimento, apreciada sobre o estado do motor): um acompanhamento com valor insuficiente pode ser completado, mas nunca retirado (regra 71 c); as fichas de uma subida colocadas sem a anunciar contam como acompanhamento e o excedente é devolvido (71 d); uma aposta fora da sua vez é válida, mas esse lugar não a pode aumentar quando chegar a sua vez (71 f); um lugar cuja vez foi saltada só pode, se o fiscal o readmitir, acompanhar (71 i); depois de uma carta comum exposta antes do tempo, os lugares que ainda não tinham agido só podem igualar as apostas (70 h); não se pode subir a aposta depois de ver a reacção dos outros (55); as fichas colocadas para lá da linha são uma aposta, e a aposta verbal vincula (53; art. 11.1); stud: dois minutos para decidir, caso contrário o jogo é abatido (art. 11 b); não se pode desistir fora da sua vez (art. 11 c). Um lugar do stud que passou a voz pode jogar (aceitar a aposta) ou desistir depois de uma aposta, nunca elevar (art. 10 c i 2); o art. 10 c iii («obedecer às quatro regras») só proíbe voltar a passar a voz depois de alguém ter apostado — não devolve o direito de elevar.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-9 **Sitting out.** In `holdem` and `omaha`, rule 89 (the variant&apos;s own rule) governs a seated player who does not bet: after five hands without betting he posts a big blind in the next hand, the order of betting unchanged; rule 13&apos;s &quot;três ou mais jogadas&quot; does not apply to them, but its rest rule does: a player may ask to rest two hands, and one who asks repeatedly must leave. In `sintetico` (no such rule) rule 13 applies whole: three or more hands without betting, or repeated rests, and he leaves.</source>
        <comment>R8-9</comment>
        <translation>R8-9 **Jogadores que não apostam.** Em `holdem` e `omaha`, a regra 89 (a regra própria da variante) rege o jogador sentado que não aposta: depois de cinco mãos sem apostar, tem de fazer uma grande aposta na mão seguinte, sem que se altere a sequência das apostas; as «três ou mais jogadas» da regra 13 não se aplicam a estas variantes, mas o resto da regra, sobre o descanso, aplica-se: um jogador pode pedir para descansar durante duas mãos, e o que o fizer repetidamente tem de abandonar a mesa. No `sintetico` (que não tem essa regra) aplica-se a regra 13 por inteiro: três ou mais jogadas sem apostar, ou descansos repetidos, e o jogador tem de abandonar a mesa.</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-10 **Sintético: a common card turned too early** (rule 110). Count only the cards turned beyond the one that was due; they stay on the board; for each such card the betting round that should have come before it is lost. Cards 2 and 3 turned together when only card 2 was due: one round is lost (the one between them).</source>
        <comment>R8-10</comment>
        <translation>R8-10 **Sintético: carta comum descoberta antes do tempo** (regra 110). Contam-se apenas as cartas descobertas para além da que era devida; essas cartas ficam na mesa; por cada uma delas perde-se o turno de apostas que a deveria ter precedido. Cartas 2 e 3 descobertas em conjunto quando só era devida a carta 2: perde-se um turno (o que ficaria entre elas).</translation>
    </message>
    <message>
        <location filename="../regulations/RULINGS.md"/>
        <source>R8-11 **Player errors are the player&apos;s.** Rule 71 g (cards mixed: both hands void) applies when a player mixes his cards with another&apos;s, on purpose or not; when the croupier mixes them it is a croupier&apos;s error (rule 69/70). Rule 71 i: a player who let his turn go by must say so at once; the floor (&quot;fiscal&quot;) decides; if he is let back in he may only call, never raise the previous bet.</source>
        <comment>R8-11</comment>
        <translation>R8-11 **Os erros do jogador são do jogador.** A regra 71 g (cartas misturadas: são anuladas as mãos de ambos) aplica-se quando um jogador mistura as suas cartas com as de outro, voluntária ou involuntariamente; quando é o pagador a misturá-las, trata-se de um erro do pagador (regra 69/70). Regra 71 i: o jogador que deixou passar a sua vez deve avisar de imediato; o fiscal decide; se for readmitido, só pode acompanhar, nunca aumentar a aposta anterior.</translation>
    </message>
</context>
</TS>
