<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name></name>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="32"/>
        <source>Start “{title}” now?

You have {minutes:g} minutes for {items} items; the clock starts at once and keeps running even if the program is closed. This is attempt {n} of {allowed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="36"/>
        <source>Start the exam?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="36"/>
        <source>Start the exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="36"/>
        <source>Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/confirm.py" line="44"/>
        <source>%n items have no answer: {items}. They will score 0.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="46"/>
        <source>Item {items} has no answer. It will score 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="48"/>
        <source>Every item has an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="49"/>
        <source>Submit the exam now? Your answers cannot be changed afterwards.

{unanswered}

Time left: {left}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="51"/>
        <source>Submit the exam?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="51"/>
        <source>Submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="51"/>
        <source>Go back to the exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/pdf.py" line="24"/>
        <source>Save the exam report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/pdf.py" line="25"/>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/pdf.py" line="36"/>
        <source>The report could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/pdf.py" line="37"/>
        <source>Report saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="32"/>
        <source>Below the minimum in {skill}: {correct} right of {items}, at least {floor} needed — not passed whatever the score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/explain_html.py" line="70"/>
        <source>Why:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/explain_html.py" line="76"/>
        <source>{label}: the answer is {expected}, you gave {given}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/explain_html.py" line="92"/>
        <location filename="../../trainer/gui/explain_html.py" line="135"/>
        <source>Your answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/explain_html.py" line="93"/>
        <location filename="../../trainer/gui/explain_html.py" line="136"/>
        <source>The right answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/explain_html.py" line="119"/>
        <source>Click a rule in brackets to read it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/explain_html.py" line="127"/>
        <source>Item {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="37"/>
        <location filename="../../trainer/store/export.py" line="264"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="37"/>
        <location filename="../../trainer/store/export.py" line="264"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="48"/>
        <source>Asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="48"/>
        <source>The engine’s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="48"/>
        <source>The trainee’s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="35"/>
        <source>(at least {floor} right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="53"/>
        <source>PASS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="53"/>
        <source>FAIL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="49"/>
        <location filename="../../trainer/gui/report.py" line="55"/>
        <source>Candidate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="47"/>
        <source>exam record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="47"/>
        <source>pass mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="47"/>
        <source>All items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="48"/>
        <source>Croupier trainer · certification exam report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="48"/>
        <source>Results by skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="49"/>
        <source>Verification code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="49"/>
        <source>Examiner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="50"/>
        <source>The code is computed from the result and the answers behind it; it matches only while the exam records are unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="56"/>
        <source>Exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="58"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="59"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="60"/>
        <source>Submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="61"/>
        <location filename="../../trainer/gui/report.py" line="70"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="62"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="66"/>
        <source>Minimum missed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="69"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="69"/>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="69"/>
        <source>Answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="70"/>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="81"/>
        <source>To check this report, run this on a workstation that holds the exam records:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="117"/>
        <source>Exam report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/stats_view.py" line="25"/>
        <source>Days in a row: {days} (best {best_days}) · right answers in a row: {right} (best {best_right})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/base.py" line="83"/>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/base.py" line="85"/>
        <source>Not answered: no marks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/base.py" line="88"/>
        <source>Partly right: {right} of {total} parts ({score:.0%}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/base.py" line="90"/>
        <source>Wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="58"/>
        <source>seat {seat} folds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="60"/>
        <source>seat {seat} checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="62"/>
        <source>seat {seat} calls all in for {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="63"/>
        <source>seat {seat} calls {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="65"/>
        <source>seat {seat} bets all in, {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="66"/>
        <source>seat {seat} bets {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="67"/>
        <source>seat {seat} raises all in to {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="68"/>
        <source>seat {seat} raises to {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="74"/>
        <source>it has no chips beyond the call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="75"/>
        <source>the round has had all the raises it may have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="76"/>
        <source>in stud a seat that checked may only call or fold in that round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="77"/>
        <source>an all-in raise for less than a full raise does not reopen the betting to a seat that has acted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="79"/>
        <source>no other seat could put in more: nobody could answer it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="99"/>
        <source>Round 1: the blinds are posted and the first seat after the big blind (seat {big}) acts first: seat {opener}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="102"/>
        <source>Round {n}: the best open board acts first: seat {opener}; until somebody bets, the turn passes in the order of the open boards, and once a seat bets, counterclockwise from the bettor&apos;s right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="106"/>
        <source>Round {n}: the seat that made the highest bet of the round before acts first: seat {opener}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="109"/>
        <source>Round {n}: seat {high} made the highest bet of the round before but cannot act (out or all in): the next seat able to act clockwise, seat {opener}, acts first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="113"/>
        <source>Round 1: the antes are in and the seat to the left of the marker acts first: seat {opener}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="116"/>
        <source>Round {n}: the first seat still able to act clockwise from the marker acts first: seat {opener}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="121"/>
        <source>Since then: {actions}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="145"/>
        <source>Who acts?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="148"/>
        <source>Whose turn is it? Click the seat, or type its number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="158"/>
        <source>seat to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="164"/>
        <source>counterclockwise from the bettor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="166"/>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="116"/>
        <source>clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="166"/>
        <source>in the order of the open boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="167"/>
        <source>The turn goes {way}, passing over folded and all-in seats and seats that have matched the highest total since the last full raise: seat {seat} acts now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="175"/>
        <source>Call, minimum, Pot!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="178"/>
        <source>Seat {seat} is to act. How much is the call, the smallest raise (or bet) to, and the largest? Leave the raise empty if the seat may not raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="199"/>
        <source>to call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="199"/>
        <source>smallest raise to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="200"/>
        <source>largest raise to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="214"/>
        <source>Seat {seat} has {mine} in front of it, as much as anyone this round: nothing to call, it may check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="217"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it and only {call} behind: it calls all in for {call}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="221"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it: to call, {call}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="225"/>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="432"/>
        <source>Seat {seat} may not bet or raise: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="242"/>
        <source>A full raise is more than the seat has: it may always go all in for less, to {low}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="245"/>
        <source>Nobody has bet this round: the smallest bet is the table minimum, {low}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="249"/>
        <source>at least the last full bet or raise of the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="251"/>
        <source>at least the table minimum, whatever the last raise was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="252"/>
        <source>A raise adds {why}: {step}. The smallest raise is to {highest} + {step} = {low}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="264"/>
        <source>No limit: the largest is everything the seat has, to {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="267"/>
        <source>Pot limit: the pot {pot} plus the call {call} is {sum}: &quot;Pot!&quot; is a raise to {highest} + {sum} = {full}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="272"/>
        <source>Half-pot limit: half of the pot {pot} plus the call {call}, rounded down to the chip unit, is {half}: the largest raise is to {highest} + {half} = {full}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="276"/>
        <source>{limit} The seat has only {allin} in all: all in to {allin}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="278"/>
        <source>{limit} That is below the smallest, so the smallest is allowed: {low}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="285"/>
        <source>Count the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="294"/>
        <source>The round is over. How much is in the pot? With all-ins, give each pot: the main pot, then each side pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="313"/>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="189"/>
        <source>main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="313"/>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="189"/>
        <source>side pot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="315"/>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="192"/>
        <source>extra pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="321"/>
        <source>Chips put in this hand, by seat (forced bets included): {put}; {total} in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="347"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="349"/>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="351"/>
        <source>Fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="353"/>
        <source>Bet {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="354"/>
        <source>Raise to {to}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="361"/>
        <source>Legal or not?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="381"/>
        <source>Seat {seat} announces &quot;{words}&quot;. What does the croupier say?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="385"/>
        <source>Legal: the croupier takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="386"/>
        <source>Not legal: facing a bet the seat may not check — it calls, raises or folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="387"/>
        <source>Not legal: the raise is too small (only an all-in may be smaller).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="388"/>
        <source>Not legal: that is more than the table&apos;s limit allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="389"/>
        <source>Not legal: this seat may not bet or raise now — it calls (or checks) or folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="397"/>
        <source>Not legal: the first round&apos;s opener may not check — it bets or folds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="410"/>
        <location filename="../../trainer/scenarios/tasks/procedure.py" line="44"/>
        <source>choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="419"/>
        <source>Seat {seat} may announce &quot;{words}&quot; now: it is within what the seat may do, and the croupier takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="423"/>
        <source>Seat {seat} opens the first round with the best open card: it must bet or fold, never check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="427"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls, raises or folds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="436"/>
        <source>The smallest raise is to {low}; {to} is less and is not all in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/betting.py" line="440"/>
        <source>The largest raise here is to {high}; {to} is more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="55"/>
        <source>Every other seat folded: seat {seat} wins without showing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="60"/>
        <source>Each hand uses exactly two of its four cards and three of the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="62"/>
        <source>Each hand uses both of its cards and three of the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="64"/>
        <source>Seat {seat}: {category} — {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="68"/>
        <source>Seat {seat} holds the best hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="70"/>
        <source>Seats {seats} hold equal hands: they tie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="81"/>
        <source>Only one seat is left: nobody shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="83"/>
        <source>Seat {seat} made the last bet or raise on the final street, so it shows first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="87"/>
        <source>Nobody bet on the final street: the first seat still in to the left of the marker (seat {marker}) shows first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="91"/>
        <source>Seat {seat} has the best four open cards and shows last; showing starts with the player to its right and goes counterclockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="95"/>
        <source>seat {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="96"/>
        <source>seats {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="98"/>
        <source>Seat {seat} made the highest bet in the previous round. All in before the last round began, {skipped} could not open it: seat {opener}, the next seat clockwise that could bet, opened the last round and shows first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="103"/>
        <source>The marker is seat {marker}. All in before the last round began, {skipped} could not open it: seat {opener}, the next seat clockwise that could bet, opened the last round and shows first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="108"/>
        <source>Seat {seat} made the highest bet in the previous round, so it opened the last round and shows first (or the next seat still in to its left).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="112"/>
        <source>The last round was opened by the first seat still in clockwise from the marker (seat {marker}): it shows first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="116"/>
        <source>counterclockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="117"/>
        <source>Then the others in turn, {direction}; folded seats never show: {order}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="123"/>
        <source>The main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="123"/>
        <source>Side pot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="131"/>
        <source>Seat {seat} put in {committed} but nobody matched more than {called}: the {amount} above that is returned to seat {seat} first; it is in no pot and bears no commission.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="137"/>
        <source>{pot} takes every seat&apos;s chips from {floor} up to {ceiling}: {amount}. Seats that can win it: {eligible}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="142"/>
        <source>Folded seat {seat} put chips in this pot but cannot win it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="145"/>
        <source>Folded seats {seats} put chips in this pot but cannot win it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="158"/>
        <source>{pot}: commission {percent}% of {amount} would be {due}, but the hand&apos;s cap leaves only {charged}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="161"/>
        <source>{pot}: commission {percent}% of {amount}, rounded down to the chip unit: {charged}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="173"/>
        <source>{pot}: seat {seat} has the best hand among {eligible} and takes {net}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="177"/>
        <source>{pot}: seats {seats} tie; {net} is split in equal parts of {part}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="183"/>
        <source>One odd chip unit is left over: it goes to seat {seat}, the first of the winners in this order: {order}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="186"/>
        <source>{units} odd chip units are left over: all of them go to seat {seat}, the first of the winners clockwise from the croupier&apos;s left ({order}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="190"/>
        <source>{units} odd chip units are left over: they go one each to {receivers}, taking the winners in this order: {order}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="205"/>
        <source>Paid to each seat (shares plus any returned bet): {paid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="218"/>
        <source>Commission for the hand: {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="229"/>
        <source>the highest open card</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="230"/>
        <source>the highest pair showing</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="231"/>
        <source>the highest second open card</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="232"/>
        <source>three of a kind</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="233"/>
        <source>a pair formed with the third open card</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="234"/>
        <source>the highest third open card</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="235"/>
        <source>a possible royal flush</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="236"/>
        <source>a possible straight flush</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="237"/>
        <source>four of a kind</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="238"/>
        <source>a possible flush</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="239"/>
        <source>a possible straight</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="240"/>
        <source>two pair</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="241"/>
        <source>a pair formed with the fourth open card</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="242"/>
        <source>the highest fourth open card</source>
        <comment>board</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="247"/>
        <source>one open card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="247"/>
        <source>two open cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="248"/>
        <source>three open cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="248"/>
        <source>four open cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="253"/>
        <source>With {n} each, seat {seat} shows {what}: {cards}; it must open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="258"/>
        <source>Seat {seat} had a better board but had folded: the duty passed on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="261"/>
        <source>Seats {seats} had a better board but had folded: the duty passed on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/explain_poker.py" line="263"/>
        <source>The betting then goes counterclockwise: {order}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="52"/>
        <source>Who wins?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="59"/>
        <source>Which seat holds the winning hand? (Several seats if they tie.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="69"/>
        <source>winning seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="78"/>
        <source>Read the hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="86"/>
        <source>Name the hand of each seat still in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="103"/>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="132"/>
        <location filename="../../trainer/scenarios/words.py" line="95"/>
        <source>seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="114"/>
        <source>Showdown order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="125"/>
        <source>In which order do the players show their cards? Click the seats in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="130"/>
        <source>Seat {seat} made the highest bet in the previous round. {ask}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="141"/>
        <source>showdown order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="150"/>
        <source>Pots and payouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="157"/>
        <source>Build the pots: each pot&apos;s amount and winners, then what each seat is paid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="196"/>
        <source>seat {seat} is paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="206"/>
        <source>Commission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="213"/>
        <source>How much commission does the house take from this hand?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="223"/>
        <source>commission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="232"/>
        <source>Who opens the betting? (stud)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="251"/>
        <source>With {n} open cards each, which seat must open the betting?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="252"/>
        <source>On the current street, which seat must open the betting?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/poker.py" line="266"/>
        <source>first to act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/procedure.py" line="18"/>
        <source>Procedure and irregularities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/procedure.py" line="31"/>
        <source>Choose the correct procedure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="33"/>
        <source>The croupier holds {cards}: {category}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="36"/>
        <source>Any combination above three odd cards qualifies, so the croupier plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="38"/>
        <source>Three odd cards with a queen or higher: the croupier qualifies (Q-high or better).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="40"/>
        <source>Three odd cards with nothing above a jack: the croupier does not qualify.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="49"/>
        <source>Seat {seat} holds three odd cards: the pair plus bet of {stake} loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="52"/>
        <source>Seat {seat} holds a {category}: the pair plus bet of {stake} is paid {odds}, that is {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="59"/>
        <source>Seat {seat} folds: it loses half its bet of {stake}, rounded up to the chip unit: {loss}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="61"/>
        <source>The croupier does not qualify: seat {seat} is paid half its bet of {stake} (1:2), rounded down: {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="64"/>
        <source>The croupier&apos;s hand is higher: seat {seat} loses its bet of {stake}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="66"/>
        <source>Seat {seat} and the croupier hold identical hands: the bet is returned (push).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="68"/>
        <source>Seat {seat} beats the qualified croupier with a {category}: paid {odds} on {stake}, rounded down: {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="74"/>
        <source>Seat {seat} nets {net}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="81"/>
        <source>Does the croupier qualify?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="85"/>
        <source>Does the croupier&apos;s hand qualify?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="97"/>
        <source>croupier qualifies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="106"/>
        <source>Pay the spots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/qpoker.py" line="110"/>
        <source>Settle every spot: pair plus, the bet against the croupier, and the net.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="61"/>
        <source>the {row} row ({row_hand}: {row_cards}) beats the {beaten} row ({beaten_hand}: {beaten_cards})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="68"/>
        <source>{foul}, a higher run in the 13-card order (ruling R5-3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="71"/>
        <source>{foul}: {high} over {low}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="84"/>
        <source>{place} holds {natural}: a natural is judged on the place&apos;s 13 cards, however the rows are laid out, and is never a foul, though its rows as set are out of order. Its cards make {rows}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="89"/>
        <source>{place} holds {natural}: a natural is judged on the place&apos;s 13 cards, however the rows are laid out. Its cards make {rows}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="103"/>
        <source>{place} holds a natural ({natural}): a natural is never a foul.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="107"/>
        <source>{place} fouls: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="110"/>
        <source>{place} is in order: the front does not beat the middle and the middle does not beat the back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="119"/>
        <source>Foul or not?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="123"/>
        <source>Which places have fouled (rows not in ascending order)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="149"/>
        <source>Naturals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="153"/>
        <source>Does any place hold a natural? Name it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="180"/>
        <source>{place}: {natural}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="184"/>
        <source>{place}: no natural.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="192"/>
        <source>Settle the seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="199"/>
        <source>For each seat: win, lose or push against the banker, and the net amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="228"/>
        <location filename="../../trainer/scenarios/words.py" line="92"/>
        <source>the banker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="229"/>
        <source>{place}, {row} row: {winner} wins and scores {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="233"/>
        <source>{place} scores {seat_points}, the banker {banker_points}: {outcome}, net {net}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="244"/>
        <source>The dice: who gets the first card?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="251"/>
        <source>The four dice are shown. Which place receives the first card?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="267"/>
        <source>first card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/tasks/thirteen.py" line="271"/>
        <source>The dice add up to {total}. Count counterclockwise from the banker, the banker being 1: banker, seat 3, seat 2, seat 1, banker... Position {pos} of 4 is {place}, which receives the first card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="12"/>
        <source>royal flush</source>
        <comment>category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="13"/>
        <source>straight flush</source>
        <comment>category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="14"/>
        <source>four of a kind</source>
        <comment>category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="15"/>
        <source>full house</source>
        <comment>category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="16"/>
        <source>flush</source>
        <comment>category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="17"/>
        <source>straight</source>
        <comment>category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="18"/>
        <source>three of a kind</source>
        <comment>category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="19"/>
        <source>figures with pairs</source>
        <comment>category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="20"/>
        <source>simple figures</source>
        <comment>category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="21"/>
        <source>two pair</source>
        <comment>category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="22"/>
        <source>one pair</source>
        <comment>category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="23"/>
        <source>high card</source>
        <comment>category</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="27"/>
        <source>dragon</source>
        <comment>natural</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="28"/>
        <source>six pairs and a half</source>
        <comment>natural</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="29"/>
        <source>three flushes</source>
        <comment>natural</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="30"/>
        <source>three straights</source>
        <comment>natural</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="35"/>
        <source>Five-card stud</source>
        <comment>game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="36"/>
        <source>Hold&apos;em</source>
        <comment>game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="37"/>
        <source>Omaha</source>
        <comment>game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="38"/>
        <source>Póquer sintético</source>
        <comment>game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="39"/>
        <source>Omaha (Macau 2010)</source>
        <comment>game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="40"/>
        <source>Thirteen cards</source>
        <comment>game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="41"/>
        <source>Q Poker</source>
        <comment>game</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="51"/>
        <source>front</source>
        <comment>row</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="52"/>
        <source>middle</source>
        <comment>row</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="53"/>
        <source>back</source>
        <comment>row</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="57"/>
        <source>win</source>
        <comment>outcome</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="58"/>
        <source>lose</source>
        <comment>outcome</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="59"/>
        <source>push</source>
        <comment>outcome</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="78"/>
        <source>no natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="92"/>
        <source>The banker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="94"/>
        <source>The croupier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="94"/>
        <source>the croupier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="95"/>
        <source>Seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/training/drill.py" line="63"/>
        <source>The answer rests on {cite}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/items.py" line="75"/>
        <source>The exam&apos;s items cannot be drawn: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/items.py" line="88"/>
        <source>The questions of this exam cannot be rebuilt: the exam files or lessons have changed since it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/items.py" line="107"/>
        <source>The exam asks for {count} {task} questions on {game} but the lessons have only {have}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/results.py" line="138"/>
        <source>The answers of this exam are not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/results.py" line="140"/>
        <source>The answers can be reviewed once the exam closes, on {when}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/results.py" line="142"/>
        <source>The answers can be reviewed after you submit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="83"/>
        <source>This exam is already under way: resume it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/training/exam/session.py" line="85"/>
        <source>All %n attempts at this exam have been used.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="174"/>
        <source>This exam has been submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="178"/>
        <source>Time is up: no more answers can be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="244"/>
        <source>This exam has not been submitted yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AccuracyPlot</name>
    <message>
        <location filename="../../trainer/gui/charts.py" line="173"/>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/charts.py" line="176"/>
        <source>Right answers (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/charts.py" line="179"/>
        <source>No answers yet: accuracy per day or week shows here after some practice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BetSizesPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="143"/>
        <source>Call, minimum, Pot!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="170"/>
        <source>To call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="170"/>
        <source>Smallest raise to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="171"/>
        <source>Largest raise to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="174"/>
        <source>No raise  (X)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="175"/>
        <source>Amounts are the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="247"/>
        <source>no raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="252"/>
        <source>The seat may not bet or raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="254"/>
        <source>The seat may raise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="259"/>
        <source>Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="259"/>
        <source>next field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="259"/>
        <source>Digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="259"/>
        <source>type the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="260"/>
        <source>X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="260"/>
        <source>no raise: the seat may not bet or raise</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="95"/>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="95"/>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="96"/>
        <source>Due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="96"/>
        <source>Last answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="121"/>
        <source>{name}, {skill}: {right} of {answers} right ({accuracy:.0%}), median time {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="149"/>
        <source>Whole class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="151"/>
        <source>{name} (instructor)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="215"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="216"/>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="218"/>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="219"/>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="251"/>
        <source>Answers given in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="252"/>
        <source>the last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="252"/>
        <source>the last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="253"/>
        <source>the last 90 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="253"/>
        <source>all time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="257"/>
        <source>Each cell: accuracy · median time. Green from 90 %, amber from 70 %, red below; bold: slower than 1.5 × the class&apos;s median time for that skill. Double-click a trainee to see them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="259"/>
        <source>Trainees × skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/class_tab.py" line="260"/>
        <source>Weakest skills of the class (from %n answers)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommissionPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="325"/>
        <source>Commission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="351"/>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="351"/>
        <source>Side pot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="359"/>
        <source>Commission (chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="387"/>
        <source>the commission is {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="391"/>
        <source>{pot} of {amount}: commission {commission}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="395"/>
        <source>com. {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="399"/>
        <source>Digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="399"/>
        <source>type the amount</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CountPotPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="276"/>
        <source>Count the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="290"/>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="290"/>
        <source>Side pot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="295"/>
        <source>+ Side pot  (Ctrl++)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="296"/>
        <source>− Last pot  (Ctrl+−)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="371"/>
        <source>there is no such pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="372"/>
        <source>{pot} missing: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="379"/>
        <source>Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="379"/>
        <source>next pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="379"/>
        <source>Ctrl++</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="379"/>
        <source>add a side pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="380"/>
        <source>Ctrl+−</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="380"/>
        <source>remove the last pot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="339"/>
        <source>The dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="383"/>
        <source>B 1 2 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="383"/>
        <source>banker, seat 1, 2, 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="384"/>
        <source>Click a place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="384"/>
        <source>on the panel or the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrillScreen</name>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="223"/>
        <source>Review: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="264"/>
        <source>End (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="265"/>
        <source>Intro (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="267"/>
        <source>Submit (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="268"/>
        <source>Next (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="312"/>
        <source>Question {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="330"/>
        <source>This answer could not be saved: {error}. It is still here: press Enter to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="450"/>
        <source>{correct} of {answered} right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="457"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="457"/>
        <source>submit / next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="457"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="457"/>
        <source>next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="458"/>
        <source>Esc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="458"/>
        <source>end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="459"/>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="459"/>
        <source>the lesson&apos;s intro</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamItemPage</name>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="124"/>
        <source>◀ Previous (PgUp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="125"/>
        <source>Save and go on (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="126"/>
        <source>Next (PgDn) ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="127"/>
        <source>Submit exam… (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="128"/>
        <source>Filled: answered · framed: the item shown · no marks until you submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="275"/>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="285"/>
        <source>Item {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="286"/>
        <source>{answered} of {total} answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="299"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="299"/>
        <source>save and go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="299"/>
        <source>PgUp / PgDn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="299"/>
        <source>move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="300"/>
        <source>Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="300"/>
        <source>submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="310"/>
        <source>Not saved yet: {error}. Your answer stays here and is saved as soon as the records take it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="313"/>
        <source>Your saved answer: {answer}. It stays unless you change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="316"/>
        <source>Saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="318"/>
        <source>Answer saved at {time}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="320"/>
        <source>No answer saved for this item yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamListModel</name>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="62"/>
        <source>under way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="66"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="66"/>
        <source>not passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="67"/>
        <source>{score:.0%} {verdict}, {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="70"/>
        <source>{minutes:g} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="71"/>
        <source>{mark:g} %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="72"/>
        <source>{used} of {allowed}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamListPage</name>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="73"/>
        <source>Certification exams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="74"/>
        <source>Last result (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="75"/>
        <source>Back (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="78"/>
        <source>Exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="78"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="78"/>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="78"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="78"/>
        <source>Pass mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="79"/>
        <source>Attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="79"/>
        <source>Last result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="106"/>
        <source>No exams are available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="107"/>
        <location filename="../../trainer/gui/exam/list_page.py" line="128"/>
        <source>Start exam (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="113"/>
        <source>{items} items · {minutes:g} minutes · pass mark {mark:g} % · attempt {next} of {allowed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="116"/>
        <source>During the exam nothing is marked and no right answer is shown. Move freely between the items; every answer is saved as you give it. The clock keeps running if the program is closed, and the exam submits itself when the time is up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="125"/>
        <source>Resume exam (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/list_page.py" line="131"/>
        <source>All %n attempts have been used.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamResultPage</name>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="110"/>
        <source>Verification code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="111"/>
        <source>Results by skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="112"/>
        <source>Review the answers (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="113"/>
        <source>Save report (PDF)… (Ctrl+P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="114"/>
        <source>Back to the exams (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="119"/>
        <source>Passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="119"/>
        <source>Not passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="121"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; · {title}&lt;br&gt;Score &lt;b&gt;{score:.1%}&lt;/b&gt; (pass mark {mark:g} %) · {answered} of {items} items answered · submitted {when}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="130"/>
        <source>Time was up: the exam was submitted by itself with the answers saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="131"/>
        <source>The time ran out while the program was closed: the exam was submitted with the answers saved before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="136"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="136"/>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="136"/>
        <source>Answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="137"/>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="137"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamReviewPage</name>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="67"/>
        <source>Back to the result (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="80"/>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="83"/>
        <source>{n}. {task} — {mark}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="93"/>
        <source>Review: {title}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamScreen</name>
    <message>
        <location filename="../../trainer/gui/exam/screen.py" line="313"/>
        <source>The exam could not be submitted: {error}. Your answers are kept; submit again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/screen.py" line="361"/>
        <source>Certificate: signed by {name} (key {key}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/screen.py" line="363"/>
        <source>Signed by {name} with a key not accepted on this workstation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/screen.py" line="365"/>
        <source>Its signature does not match the records: not a certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/screen.py" line="366"/>
        <source>Unsigned — practice only, not a certificate.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FirstToActPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="262"/>
        <source>Who opens the betting?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="265"/>
        <source>Click the seat that must open the betting, or type its number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="299"/>
        <source>1-9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="299"/>
        <source>pick the seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="300"/>
        <source>Backspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="300"/>
        <source>take it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="301"/>
        <source>Click a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="301"/>
        <source>pick it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoulPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="82"/>
        <source>Foul or not?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="101"/>
        <source>MARK THE PLACES THAT FOULED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="102"/>
        <source>not marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="102"/>
        <source>FOUL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="102"/>
        <location filename="../../trainer/gui/panels/thirteen.py" line="150"/>
        <source>in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="105"/>
        <source>{place} — {state}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="107"/>
        <source>The others are in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="150"/>
        <source>foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="157"/>
        <source>B 1 2 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="157"/>
        <source>foul / in order: banker, seat 1, 2, 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="158"/>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="158"/>
        <source>the places not marked are in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="159"/>
        <source>Click a place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="159"/>
        <source>the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="160"/>
        <source>Backspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="160"/>
        <source>undo the last change</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandCategoryPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="148"/>
        <source>Read the hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="182"/>
        <source>Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="182"/>
        <source>next seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="183"/>
        <source>Letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="183"/>
        <source>pick by name: tw = two pair, f = four of a kind, f again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="184"/>
        <source>1-9, 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="184"/>
        <source>go to that seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="186"/>
        <source>Click a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="186"/>
        <source>raise its best five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="186"/>
        <source>go to it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../../trainer/gui/home.py" line="243"/>
        <source>La&amp;nguage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="244"/>
        <source>Sign &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="245"/>
        <source>Four-colour &amp;deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="246"/>
        <source>Clubs green and diamonds blue, so that no two suits share a colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="247"/>
        <source>&amp;Exams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="247"/>
        <source>My p&amp;rogress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="248"/>
        <source>&amp;Instructor area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="251"/>
        <source>Skills — Enter or double-click drills one (arrows to move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="252"/>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="253"/>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="253"/>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="254"/>
        <source>Start &amp;lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="255"/>
        <source>Free drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="256"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="256"/>
        <source>S&amp;kill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="256"/>
        <source>&amp;Questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="256"/>
        <source>&amp;Constraints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="259"/>
        <source>optional, e.g. side_pots: 2, tie: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="260"/>
        <source>S&amp;tart drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="295"/>
        <source>Hello, {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="297"/>
        <source>Days in a row: {days} · right answers in a row: {right}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="310"/>
        <source>&amp;Practice what&apos;s due ({due} due, {new} new)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="347"/>
        <source>Practice what&apos;s due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="375"/>
        <source>Write constraints as key: value, separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="404"/>
        <source>No questions of this kind are available yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="406"/>
        <source>{game}: {task}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="412"/>
        <source>Pick a lesson in the list (a game&apos;s name only groups them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="416"/>
        <source>This lesson has problems; an instructor can see them in the lesson library: {first}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstructorScreen</name>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="63"/>
        <source>Instructor area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="65"/>
        <source>Class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="65"/>
        <source>Trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="65"/>
        <source>Lesson library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="66"/>
        <source>Import and export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="66"/>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ItemNavigator</name>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="47"/>
        <source>Item {n}: answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="48"/>
        <source>Item {n}: no answer yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KioskLock</name>
    <message>
        <location filename="../../trainer/gui/kiosk.py" line="40"/>
        <location filename="../../trainer/gui/kiosk.py" line="50"/>
        <source>Leave the exam room mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/kiosk.py" line="41"/>
        <source>An instructor&apos;s password closes the trainer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/kiosk.py" line="51"/>
        <source>That is no instructor&apos;s password.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LegalActionPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="390"/>
        <source>Legal or not?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="402"/>
        <source>says “{words}”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonIntroPage</name>
    <message>
        <location filename="../../trainer/gui/lesson_intro.py" line="133"/>
        <source>Back to question {n} (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/lesson_intro.py" line="135"/>
        <source>Start (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/lesson_intro.py" line="136"/>
        <source>Click a rule to read it. F1 brings this page back during the lesson.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="135"/>
        <source>Exams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="144"/>
        <source>Pick a lesson, an item or a problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="158"/>
        <source>Procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="158"/>
        <source>Other lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="169"/>
        <source>Generated: {count} × {task} (seed {seed})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="166"/>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="186"/>
        <source>%n items</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="193"/>
        <source>%n problems</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="203"/>
        <source>OK · {items}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="228"/>
        <source>Cannot draw the items: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="265"/>
        <source>Open this line to draw its items, then pick one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="290"/>
        <source>The check found these problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="296"/>
        <source>Lesson {id} on {game}, {n} items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="302"/>
        <source>Exam {id} on {game}: {n} items, {minutes:g} minutes, pass mark {mark:g} %, attempts allowed: {attempts}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="306"/>
        <source>Open it to draw a sample exam (seed 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="313"/>
        <source>Lessons: {lessons}, with problems: {bad_lessons} · exams: {exams}, with problems: {bad_exams}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="317"/>
        <source>Lesson or exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="317"/>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="318"/>
        <source>Check again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../trainer/gui/main_window.py" line="86"/>
        <location filename="../../trainer/gui/main_window.py" line="131"/>
        <source>Croupier trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/main_window.py" line="87"/>
        <location filename="../../trainer/gui/main_window.py" line="99"/>
        <source>Croupier trainer — {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NaturalPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="202"/>
        <source>Naturals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="213"/>
        <source>No natural</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="229"/>
        <source>B 1 2 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="229"/>
        <source>go to the banker, seat 1, 2, 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="230"/>
        <source>Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="230"/>
        <source>next place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="231"/>
        <source>Letters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="231"/>
        <source>pick by name: d dragon, s six pairs, t three…, n none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PanelBase</name>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="207"/>
        <source>W</source>
        <comment>badge: the seat wins</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="207"/>
        <source>L</source>
        <comment>badge: the seat loses</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="208"/>
        <source>P</source>
        <comment>badge: push</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="208"/>
        <source>F</source>
        <comment>badge: folded</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="260"/>
        <source>Banker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="262"/>
        <source>Croupier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="263"/>
        <source>Seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PeopleTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="107"/>
        <source>Your password (asked for every change):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="108"/>
        <source>New instructor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="109"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="109"/>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="109"/>
        <source>Password again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/people_tab.py" line="112"/>
        <source>at least %n characters</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="113"/>
        <source>Create instructor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="114"/>
        <source>Signing in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="115"/>
        <source>Trainees sign in with a password too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="116"/>
        <source>New password for the person picked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="117"/>
        <source>Set password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="118"/>
        <source>Instructors&apos; signing keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="119"/>
        <source>Accept the key picked (compare its fingerprint with its owner&apos;s first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="125"/>
        <source>{name} — instructor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="127"/>
        <source>{name} — trainee, with a password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="129"/>
        <source>{name} — trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="137"/>
        <source>{owner}: {fingerprint} — accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="139"/>
        <source>{owner}: {fingerprint} — from another workstation, not accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="159"/>
        <source>Type the new instructor&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="162"/>
        <source>The two passwords differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="173"/>
        <source>{name} is an instructor now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="183"/>
        <source>Trainees now sign in with a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="184"/>
        <source>Trainees sign in without a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="189"/>
        <source>Pick a person in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="200"/>
        <source>{name}&apos;s password is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="207"/>
        <source>Pick a key in the list first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="216"/>
        <source>The key is accepted: exams it signed are certificates on this workstation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PickerPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="87"/>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PotSplitPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="87"/>
        <source>Pots and payouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="121"/>
        <source>POTS — AMOUNT AND WINNING SEATS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="122"/>
        <source>PAID TO EACH SEAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="123"/>
        <source>+ Side pot  (Ctrl++)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="124"/>
        <source>− Last pot  (Ctrl+−)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="129"/>
        <source>seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="132"/>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="132"/>
        <source>Side pot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="271"/>
        <source>{amount}, won by {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="288"/>
        <source>there is no such pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="291"/>
        <source>{pot} missing: {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="307"/>
        <source>Main → {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="308"/>
        <source>Side {n} → {seats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="312"/>
        <source>Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="312"/>
        <source>next field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="313"/>
        <source>Ctrl++</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="313"/>
        <source>add a side pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="314"/>
        <source>Ctrl+−</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="314"/>
        <source>remove the last pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="315"/>
        <source>Click a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="315"/>
        <source>add it to (or take it from) the pot&apos;s winners</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProcedurePanel</name>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="36"/>
        <source>Procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="57"/>
        <source>1-{last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="57"/>
        <source>pick a choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="58"/>
        <source>Double-click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="58"/>
        <source>pick and submit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressCharts</name>
    <message>
        <location filename="../../trainer/gui/charts.py" line="238"/>
        <source>One point per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/charts.py" line="239"/>
        <source>day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/charts.py" line="240"/>
        <source>week</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <location filename="../../trainer/gui/progress.py" line="278"/>
        <source>My progress</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPokerPayoutPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="89"/>
        <source>Pay the spots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="130"/>
        <source>PAIR PLUS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="130"/>
        <source>BET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="130"/>
        <source>NET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="135"/>
        <source>+ paid to the player, − lost, 0 for no bet or a push.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="161"/>
        <source>pair plus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="161"/>
        <source>bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="161"/>
        <source>net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="169"/>
        <source>{what} {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="188"/>
        <source>Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="188"/>
        <source>next amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="189"/>
        <source>Digits, -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="189"/>
        <source>type an amount (- for a loss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="190"/>
        <source>1-9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="190"/>
        <source>go to that spot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPokerQualifyPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="50"/>
        <source>Does the croupier qualify?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="60"/>
        <source>Yes: qualifies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="61"/>
        <source>No: does not qualify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="76"/>
        <source>Y / N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="76"/>
        <source>qualifies / does not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="77"/>
        <source>Double-click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="77"/>
        <source>choose and submit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="112"/>
        <source>This answer cannot be replayed: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="148"/>
        <source>This question cannot be drawn: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="95"/>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="168"/>
        <source>Everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="105"/>
        <source>Import results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="106"/>
        <source>Trainer results (*.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="115"/>
        <source>Nothing imported from {file}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="117"/>
        <source>Imported: {summary}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="126"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="126"/>
        <source>Trainer results (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="127"/>
        <source>Export results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="141"/>
        <source>Nothing exported to {file}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="144"/>
        <source>Exported {attempts} answers and {exams} exams to {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="160"/>
        <source>Import from another workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="162"/>
        <source>Pick the .jsonl files exported at the other workstations. A file is merged whole or not at all; answers already here are counted, not doubled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="164"/>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="165"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="166"/>
        <source>Whose results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="167"/>
        <source>Answers given in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="169"/>
        <source>all time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="169"/>
        <source>the last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="169"/>
        <source>the last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="170"/>
        <source>the last 90 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="173"/>
        <source>Export CSV (spreadsheet)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="174"/>
        <source>Export for another workstation (.jsonl)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="175"/>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="176"/>
        <source>Each import and export made here is listed here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleDialog</name>
    <message>
        <location filename="../../trainer/gui/rule_dialog.py" line="47"/>
        <source>The rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/rule_dialog.py" line="48"/>
        <source>&lt;b&gt;{citation}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/rule_dialog.py" line="49"/>
        <source>The regulation (Portuguese original)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/rule_dialog.py" line="50"/>
        <source>How the trainer reads it (RULINGS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/rule_dialog.py" line="53"/>
        <source>&lt;i&gt;No article is cited here.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/rule_dialog.py" line="54"/>
        <source>&lt;i&gt;No house ruling is cited here.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <location filename="../../trainer/gui/screen_header.py" line="41"/>
        <source>Back (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPickPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="74"/>
        <source>Undo last  (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="75"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="79"/>
        <source>Click the seats on the table, or type their numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="147"/>
        <source>No seat picked yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="155"/>
        <source>YOURS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="156"/>
        <source>RIGHT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="184"/>
        <source>1-9, 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="184"/>
        <source>seats 1-10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="184"/>
        <source>1-9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="184"/>
        <source>the seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="186"/>
        <source>seats 11 and 12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="188"/>
        <source>Backspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="188"/>
        <source>take back the last seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="189"/>
        <source>Click a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="189"/>
        <source>pick it; again to take it out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShowdownOrderPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="198"/>
        <source>Showdown order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="201"/>
        <source>Click the seats on the table in the order they show, or type their numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="213"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SignDialog</name>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="67"/>
        <source>An instructor opens the exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="68"/>
        <source>A certification exam is opened by an instructor at this workstation: type your password to sign its start. Without it the result is practice only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="71"/>
        <source>Sign and start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="72"/>
        <source>Practice only (unsigned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="74"/>
        <source>An instructor closes the exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="75"/>
        <source>The exam is submitted. An instructor signs its result to make it a certificate; without it the result is practice only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="77"/>
        <source>Sign the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="78"/>
        <source>Leave it unsigned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="79"/>
        <source>Instructor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="80"/>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="85"/>
        <source>These records have no instructor.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SignInScreen</name>
    <message>
        <location filename="../../trainer/gui/signin.py" line="130"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="131"/>
        <source>Croupier trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="132"/>
        <source>Showdown order, side pots, 13 cards and Q Poker — checked against the Macau regulations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="134"/>
        <source>Who is training?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="135"/>
        <source>Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="136"/>
        <source>Sign in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="137"/>
        <source>New trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="138"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="140"/>
        <source>The first instructor of these records (needs a password)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/signin.py" line="141"/>
        <source>Password (at least %n characters)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/signin.py" line="229"/>
        <source>A password needs at least %n characters.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="142"/>
        <source>Create and sign in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="169"/>
        <source>{name} (instructor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="203"/>
        <source>Type {name}&apos;s password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="214"/>
        <source>Wrong password for {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/signin.py" line="223"/>
        <source>Type the new trainee&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillProgressModel</name>
    <message>
        <location filename="../../trainer/gui/progress.py" line="84"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress.py" line="84"/>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress.py" line="85"/>
        <source>Accuracy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress.py" line="85"/>
        <source>30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress.py" line="86"/>
        <source>Median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress.py" line="86"/>
        <source>Practise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress.py" line="148"/>
        <source>All skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress.py" line="175"/>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress.py" line="177"/>
        <source>due now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress.py" line="180"/>
        <source>in {hours} h</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/progress.py" line="182"/>
        <source>in %n days</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SkillsModel</name>
    <message>
        <location filename="../../trainer/gui/home.py" line="77"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="77"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="77"/>
        <source>Accuracy (30 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="78"/>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="78"/>
        <source>Median time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="78"/>
        <source>Due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="109"/>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home.py" line="110"/>
        <source>due</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryModel</name>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="52"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="52"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="52"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="53"/>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="71"/>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="73"/>
        <source>partly ({score:.0%})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="74"/>
        <source>wrong</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryView</name>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="117"/>
        <source>Session summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="119"/>
        <source>Review the mistakes again (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="120"/>
        <source>Back home (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill_screen.py" line="127"/>
        <source>Score {score:.0%} · {correct} of {answered} right · median time {median:.1f} s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="65"/>
        <source>Hold&apos;em</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="66"/>
        <source>Omaha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="67"/>
        <source>Póquer sintético</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="68"/>
        <source>Omaha (Macau 2010)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="69"/>
        <source>Five-card stud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="70"/>
        <source>Thirteen cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="71"/>
        <source>Q Poker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="78"/>
        <source>Croupier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="79"/>
        <source>Banker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="80"/>
        <source>Folded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="81"/>
        <source>Fold</source>
        <comment>Q Poker decision</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="82"/>
        <source>Play</source>
        <comment>Q Poker decision</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="83"/>
        <source>Pair plus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="84"/>
        <source>Bet</source>
        <comment>Q Poker betting circle</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="85"/>
        <source>Last round&apos;s actions</source>
        <comment>title of the action log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="86"/>
        <source>total {amount}</source>
        <comment>under a seat&apos;s chips: all it put in during the hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="95"/>
        <source>Seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/items.py" line="225"/>
        <location filename="../../trainer/gui/table/items.py" line="282"/>
        <source>D</source>
        <comment>the marker button</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="45"/>
        <source>FOLDED</source>
        <comment>seat tag: the seat is out of the hand</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="46"/>
        <source>FOLDED AT OPEN CARD {n}</source>
        <comment>seat tag, stud: the seat folded when the n-th open card was dealt (it played the streets before)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="49"/>
        <source>ALL-IN</source>
        <comment>seat tag: the seat has no chips left</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="50"/>
        <source>HIGH BET, LAST ROUND</source>
        <comment>seat tag: this seat made the highest bet of the previous round (sintético rule 108)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="256"/>
        <source>checks</source>
        <comment>action log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="257"/>
        <source>bets</source>
        <comment>action log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="258"/>
        <source>raises to</source>
        <comment>action log: a raise&apos;s total for the round</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="259"/>
        <source>calls</source>
        <comment>action log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="260"/>
        <source>folds</source>
        <comment>action log</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="261"/>
        <source>posts</source>
        <comment>action log: a forced bet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="267"/>
        <source>all in</source>
        <comment>action log: the action put in all the seat&apos;s chips</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/preview.py" line="68"/>
        <source>{file} - table preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/view.py" line="237"/>
        <source>Main pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/view.py" line="237"/>
        <source>Side pot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/betting.py" line="44"/>
        <source>SB</source>
        <comment>seat tag: this seat posted the small blind</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/betting.py" line="45"/>
        <source>BB</source>
        <comment>seat tag: this seat posted the big blind</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/betting.py" line="46"/>
        <source>STACK {amount}</source>
        <comment>seat tag: the chips the seat has left in front of it</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/betting.py" line="47"/>
        <source>Round {n}</source>
        <comment>title of the action log: the betting round in play</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/betting.py" line="48"/>
        <source>Round {n}: nobody has acted yet</source>
        <comment>title of the action log, empty round</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/betting.py" line="50"/>
        <source>Pot</source>
        <comment>the chips in the middle, from the rounds before</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/betting.py" line="51"/>
        <source>Antes</source>
        <comment>the chips in the middle: the antes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="39"/>
        <source>{percent} %</source>
        <comment>a percentage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="57"/>
        <location filename="../../trainer/gui/table/terms.py" line="177"/>
        <source>Chip unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="71"/>
        <source>Odd chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="77"/>
        <source>all to the first winner from the croupier&apos;s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="78"/>
        <source>from the marker, clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="79"/>
        <source>in dealing order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="99"/>
        <source>Blinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="102"/>
        <source>Big blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="104"/>
        <source>Small blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="106"/>
        <source>Ante</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="108"/>
        <source>Minimum bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="111"/>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="114"/>
        <source>Raises per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="115"/>
        <source>no cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="120"/>
        <source>pot limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="121"/>
        <source>half-pot limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="122"/>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="127"/>
        <location filename="../../trainer/gui/table/terms.py" line="176"/>
        <source>Commission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="134"/>
        <location filename="../../trainer/gui/table/terms.py" line="149"/>
        <location filename="../../trainer/gui/table/terms.py" line="175"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="140"/>
        <location filename="../../trainer/gui/table/terms.py" line="156"/>
        <source>{rate}, no cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="141"/>
        <location filename="../../trainer/gui/table/terms.py" line="153"/>
        <source>{rate}, cap {cap}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="155"/>
        <source>{rate}, cap {n} big blinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="170"/>
        <source>Bet unit (ponto)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="171"/>
        <source>Stakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="171"/>
        <source>1, 2 or 3 units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="172"/>
        <source>A win pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="172"/>
        <source>{percent} of the stake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="174"/>
        <source>{percent} of the prize</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="188"/>
        <source>Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="189"/>
        <source>Pair plus pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="191"/>
        <source>Bet pays (croupier qualifies)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="193"/>
        <source>any other hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="194"/>
        <source>Croupier not qualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="195"/>
        <source>A fold loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="195"/>
        <source>half the bet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThirteenSettlePanel</name>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="229"/>
        <source>Settle the seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="260"/>
        <source>AGAINST THE BANKER: OUTCOME AND NET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="261"/>
        <source>Win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="261"/>
        <source>Lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="261"/>
        <source>Push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="264"/>
        <source>Net</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="301"/>
        <source>win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="301"/>
        <source>lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="301"/>
        <source>push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="309"/>
        <source>{outcome}, net {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="322"/>
        <source>Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="322"/>
        <source>outcome, net, next seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="323"/>
        <source>W L P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="323"/>
        <source>win, lose, push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="324"/>
        <source>Digits, -</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="324"/>
        <source>the net amount (- for a loss)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="325"/>
        <source>1 2 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="325"/>
        <source>go to that seat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimePlot</name>
    <message>
        <location filename="../../trainer/gui/charts.py" line="193"/>
        <source>Time to answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/charts.py" line="196"/>
        <source>Median time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/charts.py" line="199"/>
        <source>No answers yet: the time taken to answer shows here after some practice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TraineeProgress</name>
    <message>
        <location filename="../../trainer/gui/progress.py" line="244"/>
        <source>Skills due now: {due} · never practised: {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress.py" line="246"/>
        <source>Tick a skill to draw it on the charts; its colour is its line&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TraineeTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="70"/>
        <source>Answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="71"/>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="73"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="75"/>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="90"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="76"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="88"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="89"/>
        <source>Exam</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="92"/>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="93"/>
        <source>Submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="155"/>
        <source>Pick a mistake above to replay it on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="170"/>
        <source>{question}
Answered: {given}
Right: {right}
Item: {item}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="175"/>
        <source>{skill}: answered {when} in {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="196"/>
        <source>Verification code {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="198"/>
        <source>Not submitted yet: no report until it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="200"/>
        <source>Pick a submitted exam to save its report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="202"/>
        <source>No exam taken yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="206"/>
        <source>in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="207"/>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="207"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="215"/>
        <source>Save the exam report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="216"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="227"/>
        <source>The report could not be saved: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="230"/>
        <source>Report saved to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="236"/>
        <source>{name} (instructor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="240"/>
        <source>Trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="243"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="244"/>
        <source>Recent mistakes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="245"/>
        <source>Exams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="246"/>
        <source>Save report (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrendPlot</name>
    <message>
        <location filename="../../trainer/gui/charts.py" line="159"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhoActsPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="50"/>
        <source>Who acts?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="53"/>
        <source>Click the seat whose turn it is, or type its number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="71"/>
        <source>Backspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="71"/>
        <source>take it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="72"/>
        <source>Click a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="72"/>
        <source>pick it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WinnerPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="227"/>
        <source>Who wins?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="230"/>
        <source>Click the winning seat on the table, or type its number. Pick every seat that ties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="244"/>
        <source>does not win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="246"/>
        <source>{place} wins</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../trainer/gui/app.py" line="63"/>
        <source>Croupier trainer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/app.py" line="64"/>
        <source>The records cannot be opened: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <location filename="../../trainer/gui/crash.py" line="40"/>
        <source>The details are in {log}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/crash.py" line="41"/>
        <source>The details could not be written down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/crash.py" line="42"/>
        <source>Something went wrong: {error}. Every answer given so far is kept. {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../trainer/gui/crash.py" line="52"/>
        <source>Croupier trainer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
