<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_HK">
<context>
    <name></name>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="35"/>
        <source>Start “{title}” now?

You have {minutes:g} minutes for {what}; the clock starts at once and keeps running even if the program is closed. This is attempt {n} of {allowed}.</source>
        <translation>現在開始「{title}」嗎？

你有{minutes:g}分鐘完成{what}；計時即時開始，即使程式關閉也會繼續計時。這是第{n}次應考（共{allowed}次）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/confirm.py" line="40"/>
        <source>Start “{title}” now?

You have {minutes:g} minutes for %n items; the clock starts at once and keeps running even if the program is closed. This is attempt {n} of {allowed}.</source>
        <translation>
            <numerusform>現在開始「{title}」嗎？

你有{minutes:g}分鐘完成%n道題目；計時即時開始，即使程式關閉也會繼續計時。這是第{n}次應考（共{allowed}次）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="44"/>
        <source>Start the exam?</source>
        <translation>開始考試嗎？</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="44"/>
        <source>Start the exam</source>
        <translation>開始考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="44"/>
        <source>Not now</source>
        <translation>暫不</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/confirm.py" line="52"/>
        <source>%n items have no answer: {items}. They will score 0.</source>
        <translation>
            <numerusform>%n道題目未作答：{items}。這些題目將得0分。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="54"/>
        <source>Item {items} has no answer. It will score 0.</source>
        <translation>第{items}題未作答，將得0分。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="56"/>
        <source>Every item has an answer.</source>
        <translation>所有題目均已作答。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="57"/>
        <source>Submit the exam now? Your answers cannot be changed afterwards.

{unanswered}

Time left: {left}.</source>
        <translation>現在提交考試嗎？提交後答案不能再更改。

{unanswered}

剩餘時間：{left}。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="59"/>
        <source>Submit the exam?</source>
        <translation>提交考試嗎？</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="59"/>
        <source>Submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="59"/>
        <source>Go back to the exam</source>
        <translation>返回考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/pdf.py" line="24"/>
        <source>Save the exam report</source>
        <translation>儲存考試報告</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/pdf.py" line="25"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/pdf.py" line="36"/>
        <source>The report could not be saved: {error}</source>
        <translation>無法儲存報告：{error}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/pdf.py" line="37"/>
        <source>Report saved to {path}</source>
        <translation>報告已儲存至{path}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="33"/>
        <source>Below the minimum in {skill}: {correct} right of {items}, at least {floor} needed — not passed whatever the score.</source>
        <translation>{skill}低於最低要求：{items}題中答對{correct}題，至少需要{floor}題——不論總分多少均不合格。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="45"/>
        <source>The school key is pinned only in this user&apos;s own folder, not the system&apos;s: compare it with the one the school publishes.</source>
        <translation>學校密鑰只固定在此用戶自己的資料夾，而非系統資料夾：請與學校公佈的密鑰核對。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="48"/>
        <source>Certificate: opened by {opener}, result signed by {signer}. School key {school}.</source>
        <translation>證書：由 {opener} 開考，結果由 {signer} 簽署。學校密鑰 {school}。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="51"/>
        <source>Result signed by {signer} (opened by {opener}). School key {school}.</source>
        <translation>結果由 {signer} 簽署（由 {opener} 開考）。學校密鑰 {school}。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="54"/>
        <source>Signed by {signer}, with a key the school key pinned here has not signed: not a certificate.</source>
        <translation>由 {signer} 簽署，但所用密鑰未經本機固定的學校密鑰簽署：不是證書。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="57"/>
        <source>Invalid: the records do not match their signatures — not a certificate.</source>
        <translation>無效：記錄與其簽署不符 — 不是證書。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="58"/>
        <source>Unsigned — practice only, not a certificate.</source>
        <translation>未簽署 — 僅供練習，不是證書。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/explain_html.py" line="79"/>
        <source>Why:</source>
        <translation>原因：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/explain_html.py" line="85"/>
        <source>{label}: the answer is {expected}, you gave {given}.</source>
        <translation>{label}：答案是{expected}，你答了{given}。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/explain_html.py" line="102"/>
        <location filename="../../trainer/gui/question/explain_html.py" line="145"/>
        <source>Your answer:</source>
        <translation>你的答案：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/explain_html.py" line="103"/>
        <location filename="../../trainer/gui/question/explain_html.py" line="146"/>
        <source>The right answer:</source>
        <translation>正確答案：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/explain_html.py" line="129"/>
        <source>Click a rule in brackets to read it.</source>
        <translation>點擊括號中的規則即可閱讀。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/explain_html.py" line="137"/>
        <source>Item {n}</source>
        <translation>第{n}題</translation>
    </message>
    <message>
        <location filename="../../trainer/store/export.py" line="271"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../trainer/store/export.py" line="271"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="48"/>
        <source>Asked</source>
        <translation>提問</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="48"/>
        <source>The engine’s answer</source>
        <translation>引擎的答案</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="48"/>
        <source>The trainee’s answer</source>
        <translation>學員的答案</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="40"/>
        <source>(at least {floor} right)</source>
        <translation>（至少答對{floor}題）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="72"/>
        <source>PASS</source>
        <translation>合格</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="72"/>
        <source>FAIL</source>
        <translation>不合格</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="62"/>
        <location filename="../../trainer/gui/report.py" line="74"/>
        <source>Candidate</source>
        <translation>考生</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="54"/>
        <source>Croupier trainer · certification exam report · certificate</source>
        <translation>荷官訓練 · 認證考試報告 · 證書</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="55"/>
        <source>Croupier trainer · exam report · signed, not a certificate</source>
        <translation>荷官訓練 · 考試報告 · 已簽署，不是證書</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="56"/>
        <source>Croupier trainer · exam report · INVALID, not a certificate</source>
        <translation>荷官訓練 · 考試報告 · 無效，不是證書</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="57"/>
        <source>Croupier trainer · practice exam report · unsigned, not a certificate</source>
        <translation>荷官訓練 · 練習考試報告 · 未簽署，不是證書</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="60"/>
        <source>exam record</source>
        <translation>考試記錄</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="60"/>
        <source>pass mark</source>
        <translation>合格分數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="60"/>
        <source>All items</source>
        <translation>所有題目</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="61"/>
        <source>Results by skill</source>
        <translation>各技能成績</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="62"/>
        <source>Verification code</source>
        <translation>核實碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="62"/>
        <source>Examiner</source>
        <translation>考官</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="63"/>
        <source>The code is computed from the result and the answers behind it; it matches only while the exam records are unchanged.</source>
        <translation>核實碼由成績及其所依據的答案計算得出；只有在考試記錄未經更改時才會相符。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="67"/>
        <source>INVALID — not a certificate</source>
        <translation>無效 — 不是證書</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="69"/>
        <source>passed — practice only</source>
        <translation>合格 — 僅供練習</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="69"/>
        <source>not passed — practice only</source>
        <translation>不合格 — 僅供練習</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="75"/>
        <source>Exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="77"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="78"/>
        <source>Started</source>
        <translation>開始時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="79"/>
        <source>Submitted</source>
        <translation>提交時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="80"/>
        <location filename="../../trainer/gui/report.py" line="90"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="81"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="82"/>
        <source>Standing</source>
        <translation>效力</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="86"/>
        <source>Minimum missed</source>
        <translation>未達最低要求</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="89"/>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="89"/>
        <source>Items</source>
        <translation>題數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="89"/>
        <source>Answered</source>
        <translation>已作答</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="90"/>
        <source>Right</source>
        <translation>答對</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="101"/>
        <source>To check this report, run this on a workstation that holds the exam records:</source>
        <translation>如要核對本報告，請在保存考試記錄的工作站上執行：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="137"/>
        <source>Exam report</source>
        <translation>考試報告</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/stats_view.py" line="26"/>
        <source>Days in a row: {days} (best {best_days}) · right answers in a row: {right} (best {best_right})</source>
        <translation>連續天數：{days}（最佳{best_days}）· 連續答對：{right}（最佳{best_right}）</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/base.py" line="89"/>
        <source>Right.</source>
        <translation>正確。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/base.py" line="91"/>
        <source>Not answered: no marks.</source>
        <translation>未作答：不得分。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/base.py" line="94"/>
        <source>Partly right: {right} of {total} parts ({score:.0%}).</source>
        <translation>部分正確：{total}部分中答對{right}部分（{score:.0%}）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/base.py" line="96"/>
        <source>Wrong.</source>
        <translation>錯誤。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="175"/>
        <source>seat {seat} folds</source>
        <translation>{seat}號座位棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="183"/>
        <source>seat {seat} bets {to}</source>
        <translation>{seat}號座位下注{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="195"/>
        <source>in stud a seat that checked may only call or fold in that round</source>
        <translation>梭哈中，已過牌的座位在該輪只可跟注或棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="198"/>
        <source>no other seat could put in more: nobody could answer it</source>
        <translation>沒有其他座位能投入更多籌碼：無人能回應</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="222"/>
        <source>Round 1: the best open card must open (bet or fold): seat {opener}; if it folds, the right to open passes to the next best open card (art. 10 b), which by ruling R4-5 must then open in its turn. Once a seat bets, the others follow counterclockwise from the bettor&apos;s right.</source>
        <translation>第1輪：明牌最大的座位必須開注（下注或棄牌）：{opener}號座位；若其棄牌，開注的權利轉至明牌次大者（第十條b項），而按解讀 R4-5，該座位輪到時同樣必須開注。有座位下注後，其他人由下注者的右邊起按逆時針方向行動。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="232"/>
        <source>Round {n}: the seat that made the highest bet of the round before acts first: seat {opener}.</source>
        <translation>第{n}輪：上一輪下注最高的座位先行動：{opener}號座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="235"/>
        <source>Round {n}: seat {high} made the highest bet of the round before but cannot act (out or all in): the next seat able to act clockwise, seat {opener}, acts first.</source>
        <translation>第{n}輪：{high}號座位在上一輪下注最高，但不能行動（已出局或全押）：由順時針方向下一個能行動的座位，即{opener}號座位，先行動。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="264"/>
        <source>Since then: {actions}.</source>
        <translation>此後：{actions}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="290"/>
        <source>Who acts?</source>
        <translation>輪到誰？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="293"/>
        <source>Whose turn is it? Click the seat, or type its number.</source>
        <translation>輪到誰？點擊該座位，或輸入其號碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="303"/>
        <source>seat to act</source>
        <translation>行動座位</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="309"/>
        <source>counterclockwise from the bettor</source>
        <translation>由下注者起逆時針</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="311"/>
        <location filename="../../trainer/tasks/explain_poker.py" line="144"/>
        <source>clockwise</source>
        <translation>順時針</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="311"/>
        <source>in the order of the open boards</source>
        <translation>按明牌大小的順序</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="325"/>
        <source>Call, minimum, Pot!</source>
        <translation>跟注、最低額、「底池！」</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="370"/>
        <source>Seat {seat} has {mine} in front of it: nothing to call; as the first-round opener it must bet at least the minimum or fold.</source>
        <translation>{seat}號座位面前有{mine}：無需跟注；作為第一輪的開注者，必須至少下最低注，否則棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="409"/>
        <source>A full raise (to {full}) is more than the seat has: it may go all in for less, to {low}, as a player &quot;com capital desfalcado&quot;.</source>
        <translation>一次完整加注（至{full}）超過該座位的本金：可以較少的金額全押，至{low}，即「capital desfalcado」（本金不足）的玩家。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="416"/>
        <source>at least the table minimum, whatever the last raise was</source>
        <translation>至少為枱面最低注，不論上一次加注是多少</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="427"/>
        <source>Only two players are left (head up): the round has had {made} raises, and the house reads art. 12.4 as lifting art. 12.2&apos;s cap of {cap} too, so the seat may raise again.</source>
        <translation>只剩兩名玩家（單挑）：本輪已有{made}次加注，賭場將第十二條（四）項解讀為同時取消第十二條（二）項最多{cap}次加注的上限，因此該座位可再加注。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="444"/>
        <source>Only two players are left (head up): art. 12.4 puts no limit on the amount of the raise: the largest is everything the seat has, to {high}.</source>
        <translation>只剩兩名玩家（單挑）：第十二條（四）項對加注金額不設上限：最大為該座位的全部籌碼，至{high}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="448"/>
        <source>No limit, a house parameter (rule 86 makes hold&apos;em and Omaha pot-limit): the largest is everything the seat has, to {high}.</source>
        <translation>無限注，屬賭場的參數（規則第八十六條把德州撲克及奧馬哈定為底池限注）：最大為該座位的全部籌碼，至{high}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="458"/>
        <source>Half-pot limit, a house parameter (rule 86 makes hold&apos;em and Omaha pot-limit): half of the pot {pot} plus the call {call}, rounded down to the chip unit, is {half}: the largest raise is to {highest} + {half} = {full}.</source>
        <translation>半池限注，屬賭場的參數（規則第八十六條把德州撲克及奧馬哈定為底池限注）：底池{pot}加跟注額{call}之和的一半，向下取整至籌碼單位，為{half}：最大加注至{highest} + {half} = {full}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="465"/>
        <source>Half-pot limit: half of the pot {pot} plus the call {call}, rounded down to the chip unit, is {half}: the largest raise is to {highest} + {half} = {full}.</source>
        <translation>半池限注：底池{pot}加跟注額{call}之和的一半，向下取整至籌碼單位，為{half}：最大加注至{highest} + {half} = {full}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="471"/>
        <source>{limit} That is below the smallest, so the smallest is allowed: {low}.</source>
        <translation>{limit}這低於最低額，因此容許最低額：{low}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="488"/>
        <source>Follow the action</source>
        <translation>逐步跟進牌局</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="506"/>
        <source>The hand begins.</source>
        <translation>牌局開始。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="511"/>
        <source>Last action: {action}.</source>
        <translation>上一個行動：{action}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="513"/>
        <source>Step {k} of {n}. {lead} {ask}</source>
        <translation>第{k}步（共{n}步）。{lead}{ask}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="514"/>
        <source>{lead} {ask}</source>
        <translation>{lead}{ask}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="549"/>
        <source>Count the pot</source>
        <translation>計算底池</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="207"/>
        <source>main pot</source>
        <translation>主池</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="207"/>
        <source>side pot {n}</source>
        <translation>邊池{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="581"/>
        <location filename="../../trainer/tasks/poker.py" line="210"/>
        <source>extra pot</source>
        <translation>額外底池</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="588"/>
        <source>Chips put in this hand, by seat (forced bets included): {put}; {total} in all.</source>
        <translation>本局各座位投入的籌碼（包括強制下注）：{put}；合共{total}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="618"/>
        <source>Fold</source>
        <translation>棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="620"/>
        <source>Bet {to}</source>
        <translation>下注{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="631"/>
        <source>Legal or not?</source>
        <translation>是否合規？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="658"/>
        <source>Not legal: facing a bet the seat may not check — it calls or folds (it checked earlier, art. 10 c i 2).</source>
        <translation>不合規：面對下注時，該座位不可過牌——只可跟注或棄牌（之前已過牌，第十條c項i目第二點）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="662"/>
        <source>Not legal: that is more than the seat has (art. 6).</source>
        <translation>不合規：超過該座位的本金（第六條）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="228"/>
        <source>Round {n}: the best open board speaks first: seat {opener}; it may check, bet or fold. Until someone bets, the turn passes by the open boards; after a bet, counterclockwise from the bettor&apos;s right.</source>
        <translation>第{n}輪：明牌最好的座位先行動：{opener}號座位；可以過牌、下注或棄牌。在有人下注之前，按明牌大小的順序輪流；有人下注後，由下注者的右邊起按逆時針方向進行。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="239"/>
        <source>Round {n}: nobody bet in the round before, so the house starts again as in round 1, from the seat to the left of a mão (the marker), or the next seat able to act clockwise: seat {opener}.</source>
        <translation>第{n}輪：上一輪無人下注，故賭場如第1輪一樣，由持有按鈕（莊位）者左邊的座位開始，或順時針方向下一個能行動的座位：{opener}號座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="244"/>
        <source>Round 1: the antes are in and the seat to the left of a mão (the marker) acts first, or the next seat able to act clockwise: seat {opener}.</source>
        <translation>第1輪：底注已下，由持有按鈕（莊位）者左邊的座位先行動，或順時針方向下一個能行動的座位：{opener}號座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="247"/>
        <source>Round {n}: the first seat on the marker&apos;s left still able to act speaks first (the marker speaks last): seat {opener}.</source>
        <translation>第{n}輪：按鈕（莊位）左邊第一個仍能行動的座位先行動（按鈕位置最後行動）：{opener}號座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="250"/>
        <source>Round {n}: the seat that has a mão (the marker) speaks first, or, if it is out or all in, the first seat still able to act clockwise from it: seat {opener}.</source>
        <translation>第{n}輪：持有按鈕（莊位）的座位先行動；如該座位已出局或全押，則由其起順時針方向第一個仍能行動的座位先行動：{opener}號座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="676"/>
        <source>Not legal: the first round&apos;s opener may not check — it bets or folds.</source>
        <translation>不合規：第一輪的開注者不可過牌——只可下注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="689"/>
        <location filename="../../trainer/tasks/procedure.py" line="44"/>
        <source>choice</source>
        <translation>選擇</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="705"/>
        <source>Seat {seat} opens the first round with the best open card: it must bet or fold, never check.</source>
        <translation>{seat}號座位以最好的明牌開始第一輪：必須下注或棄牌，不可過牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="709"/>
        <source>Seat {seat} has {call} to call and checked earlier in this round: nobody may check once a bet is made, and having checked it may not raise — it calls or folds.</source>
        <translation>{seat}號座位需跟注{call}，且本輪之前已過牌：有人下注後任何人不可過牌，而已過牌者不可加注——只可跟注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="735"/>
        <source>Seat {seat} has {allin} in all: {to} is more than it has, and no player may add to his capital once the hand has begun.</source>
        <translation>{seat}號座位合共只有{allin}：{to}超過其所有，而牌局開始後任何玩家不得增加本金。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="57"/>
        <source>Every other seat folded: seat {seat} wins without showing.</source>
        <translation>其他座位全部棄牌：{seat}號座位無需亮牌即勝出。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="62"/>
        <source>Each hand uses exactly two of its four cards and three of the board.</source>
        <translation>每手牌恰好使用自己四張牌中的兩張，以及三張公共牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="64"/>
        <source>Each hand uses both of its cards and three of the board.</source>
        <translation>每手牌使用自己的兩張牌，以及三張公共牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="66"/>
        <source>Seat {seat}: {category} — {cards}.</source>
        <translation>{seat}號座位：{category}——{cards}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="70"/>
        <source>Seat {seat} holds the best hand.</source>
        <translation>{seat}號座位持有最好的牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="72"/>
        <source>Seats {seats} hold equal hands: they tie.</source>
        <translation>{seats}號座位的牌相同：平手。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="84"/>
        <source>Only one seat is left: nobody shows.</source>
        <translation>只剩一個座位：無人亮牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="86"/>
        <source>Seat {seat} made the last bet or raise on the final street but is no longer in: the next seat still in clockwise, seat {opener}, shows first.</source>
        <translation>{seat}號座位在最後一輪最後下注或加注，但已不在局中：順時針方向下一個仍在局中的座位，即{opener}號座位，先亮牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="90"/>
        <source>Seat {seat} made the last bet or raise on the final street, so it shows first.</source>
        <translation>{seat}號座位在最後一輪最後下注或加注，因此先亮牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="98"/>
        <source>Seat {seat} has the best four open cards and shows last; showing starts with the player to its right and goes counterclockwise.</source>
        <translation>{seat}號座位的四張明牌最好，最後亮牌；由其右邊的玩家開始亮牌，按逆時針方向進行。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="103"/>
        <source>No betting round was played on the last street: at most one seat could still bet, so the board was run out. The first seat still in from seat {seat}, who made the highest bet in the last betting round played, shows first, all in or not: seat {opener}.</source>
        <translation>最後一張牌沒有進行下注輪：最多只有一個座位仍可下注，所以公共牌直接派完。由最後進行過的一輪下注中下注最高的{seat}號座位起，第一個仍在局中的座位先亮牌，不論是否已全押：即{opener}號座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="113"/>
        <source>seat {seats}</source>
        <translation>{seats}號座位</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="114"/>
        <source>seats {seats}</source>
        <translation>{seats}號座位</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="94"/>
        <source>Nobody bet on the final street: the first seat still in to the left of the marker (seat {marker}), seat {opener}, shows first.</source>
        <translation>最後一輪無人下注：按鈕（莊位）（{marker}號座位）左邊第一個仍在局中的座位，即{opener}號座位，先亮牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="108"/>
        <source>No betting round was played on the last street: at most one seat could still bet, so the board was run out. The first seat still in from a mão (the marker, seat {marker}) shows first, all in or not: seat {opener}.</source>
        <translation>最後一張牌沒有進行下注輪：最多只有一個座位仍可下注，所以公共牌直接派完。由持有「a mão」的按鈕（莊位）即{marker}號座位起，第一個仍在局中的座位先亮牌，不論是否已全押：即{opener}號座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="116"/>
        <source>Seat {seat} made the highest bet in the previous round. All in before the last round began, {skipped} could not open it: seat {opener}, the first seat still in clockwise from it that could bet in the last round, shows first.</source>
        <translation>{seat}號座位在上一輪下注最高。由於在最後一輪開始前已全押，{skipped}無法開始該輪：由其起順時針方向第一個仍在局中、能在最後一輪下注的座位，即{opener}號座位，先亮牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="121"/>
        <source>The marker is seat {marker}. All in before the last round began, {skipped} could not open it: seat {opener}, the first seat still in clockwise from it that could bet in the last round, shows first.</source>
        <translation>按鈕（莊位）在{marker}號座位。由於在最後一輪開始前已全押，{skipped}無法開始該輪：由其起順時針方向第一個仍在局中、能在最後一輪下注的座位，即{opener}號座位，先亮牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="126"/>
        <source>Seat {seat} made the highest bet in the previous round, so it opened the last round and shows first.</source>
        <translation>{seat}號座位在上一輪下注最高，因此開始了最後一輪並先亮牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="130"/>
        <source>Seat {seat} made the highest bet in the previous round, so the last round was opened from it; seat {seat} is no longer in, and a folded seat never shows: the first seat still in to its left, seat {opener}, shows first.</source>
        <translation>{seat}號座位在上一輪下注最高，因此最後一輪由該座位起計；{seat}號座位已不在局中，而已棄牌的座位從不亮牌：其左邊第一個仍在局中的座位，即{opener}號座位，先亮牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="135"/>
        <source>The marker, seat {marker}, has a mão: it opened the last round and shows first.</source>
        <translation>按鈕（莊位）在{marker}號座位：該座位開始了最後一輪並先亮牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="139"/>
        <source>The marker, seat {marker}, has a mão, so the last round was opened from it; seat {marker} is no longer in, and a folded seat never shows: the first seat still in clockwise from it, seat {opener}, shows first.</source>
        <translation>按鈕（莊位）在{marker}號座位，因此最後一輪由該座位起計；{marker}號座位已不在局中，而已棄牌的座位從不亮牌：由其起順時針方向第一個仍在局中的座位，即{opener}號座位，先亮牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="144"/>
        <source>counterclockwise</source>
        <translation>逆時針</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="145"/>
        <source>Then the others in turn, {direction}; folded seats never show: {order}.</source>
        <translation>然後其他座位按{direction}方向依次亮牌；已棄牌的座位永不亮牌：{order}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="164"/>
        <source>{pot} takes every seat&apos;s chips from {floor} up to {ceiling}: {amount}. Seats that can win it: {eligible}.</source>
        <translation>{pot}收取每個座位由{floor}至{ceiling}之間的籌碼：{amount}。可贏取此池的座位：{eligible}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="198"/>
        <source>{pot}: seat {seat} has the best hand among {eligible} and takes {net}.</source>
        <translation>{pot}：{seat}號座位在{eligible}之中持牌最好，贏得{net}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="202"/>
        <source>{pot}: seats {seats} tie; {net} is split in equal parts of {part}.</source>
        <translation>{pot}：{seats}號座位平手；{net}平分，每份{part}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="208"/>
        <source>One odd chip unit is left over: it goes to seat {seat}, the first of the winners in this order: {order}.</source>
        <translation>剩下一個餘數籌碼單位：歸{seat}號座位，即按以下順序的第一位贏家：{order}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="211"/>
        <source>{units} odd chip units are left over: all of them go to seat {seat}, the first of the winners clockwise from the croupier&apos;s left ({order}).</source>
        <translation>剩下{units}個餘數籌碼單位：全部歸{seat}號座位，即由荷官左邊起按順時針方向的第一位贏家（{order}）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="215"/>
        <source>{units} odd chip units are left over: they go one each to {receivers}, taking the winners in this order: {order}.</source>
        <translation>剩下{units}個餘數籌碼單位：按以下贏家順序，{receivers}各得一個：{order}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="231"/>
        <source>Paid to each seat (shares plus any returned bet): {paid}.</source>
        <translation>每個座位獲派（所得份額加上任何退回的下注）：{paid}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="255"/>
        <source>the highest open card</source>
        <comment>board</comment>
        <translation>最大的明牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="256"/>
        <source>the highest pair showing</source>
        <comment>board</comment>
        <translation>亮出的最大對子</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="257"/>
        <source>the highest second open card</source>
        <comment>board</comment>
        <translation>最大的第二張明牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="258"/>
        <source>three of a kind</source>
        <comment>board</comment>
        <translation>三條</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="259"/>
        <source>a pair formed with the third open card</source>
        <comment>board</comment>
        <translation>與第三張明牌組成的對子</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="260"/>
        <source>the highest third open card</source>
        <comment>board</comment>
        <translation>最大的第三張明牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="261"/>
        <source>a possible royal flush</source>
        <comment>board</comment>
        <translation>可成皇家同花順</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="262"/>
        <source>a possible straight flush</source>
        <comment>board</comment>
        <translation>可成同花順</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="263"/>
        <source>four of a kind</source>
        <comment>board</comment>
        <translation>四條</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="264"/>
        <source>a possible flush</source>
        <comment>board</comment>
        <translation>可成同花</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="265"/>
        <source>a possible straight</source>
        <comment>board</comment>
        <translation>可成順子</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="266"/>
        <source>two pair</source>
        <comment>board</comment>
        <translation>兩對</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="267"/>
        <source>a pair formed with the fourth open card</source>
        <comment>board</comment>
        <translation>與第四張明牌組成的對子</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="268"/>
        <source>the highest fourth open card</source>
        <comment>board</comment>
        <translation>最大的第四張明牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="273"/>
        <source>one open card</source>
        <translation>一張明牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="273"/>
        <source>two open cards</source>
        <translation>兩張明牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="274"/>
        <source>three open cards</source>
        <translation>三張明牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="274"/>
        <source>four open cards</source>
        <translation>四張明牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="284"/>
        <source>With {n} each, seat {seat} shows {what}: {cards}; it must open (bet or fold).</source>
        <translation>每家各有{n}時，{seat}號座位亮出{what}：{cards}；該座位必須開注（下注或棄牌）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="287"/>
        <source>With {n} each, seat {seat} shows {what}: {cards}; it speaks first: it may check, bet or fold.</source>
        <translation>每家各有{n}時，{seat}號座位亮出{what}：{cards}；該座位先行動：可以過牌、下注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="292"/>
        <source>Seat {seat} had a better board but had folded: the right to speak first passed on.</source>
        <translation>{seat}號座位的明牌較好，但已棄牌：先行動的權利順延。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="295"/>
        <source>Seats {seats} had a better board but had folded: the right to speak first passed on.</source>
        <translation>{seats}號座位的明牌較好，但已棄牌：先行動的權利順延。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="305"/>
        <source>Once it bets, the others follow counterclockwise from its right: {order}.</source>
        <translation>該座位下注後，其他人由其右邊起按逆時針方向行動：{order}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="308"/>
        <source>Until someone bets, the turn passes by the open boards: {boards}; after a bet, counterclockwise from the bettor&apos;s right.</source>
        <translation>在有人下注之前，按明牌大小的順序輪流：{boards}；有人下注後，由下注者的右邊起按逆時針方向進行。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="312"/>
        <source>Until someone bets, the turn passes by the open boards; after a bet, counterclockwise from the bettor&apos;s right.</source>
        <translation>在有人下注之前，按明牌大小的順序輪流；有人下注後，由下注者的右邊起按逆時針方向進行。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="298"/>
        <source>Seat {seat} had a better board but had folded: the duty passed on.</source>
        <translation>{seat}號座位的明牌較好，但已棄牌：開注責任順延。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="301"/>
        <source>Seats {seats} had a better board but had folded: the duty passed on.</source>
        <translation>{seats}號座位的明牌較好，但已棄牌：開注責任順延。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="55"/>
        <source>Who wins?</source>
        <translation>誰勝出？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="62"/>
        <source>Which seat holds the winning hand? (Several seats if they tie.)</source>
        <translation>哪個座位持有勝出的牌？（如平手可選多個座位。）</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="72"/>
        <source>winning seats</source>
        <translation>勝出座位</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="83"/>
        <source>Read the hands</source>
        <translation>判讀牌型</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="91"/>
        <source>Name the hand of each seat still in.</source>
        <translation>說出每個仍在局中座位的牌型。</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="338"/>
        <location filename="../../trainer/tasks/poker.py" line="108"/>
        <location filename="../../trainer/tasks/qpoker.py" line="192"/>
        <source>seat {seat}</source>
        <translation>{seat}號座位</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="121"/>
        <source>Showdown order</source>
        <translation>攤牌順序</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="132"/>
        <source>In which order do the players show their cards? Click the seats in order.</source>
        <translation>玩家按甚麼順序亮牌？按順序點擊各座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="140"/>
        <source>Seat {seat} made the highest bet in the last betting round played. {ask}</source>
        <translation>{seat}號座位在最後進行過的一輪下注中下注最高。{ask}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="142"/>
        <source>Seat {seat} made the highest bet in the previous round. {ask}</source>
        <translation>{seat}號座位在上一輪下注最高。{ask}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="153"/>
        <source>showdown order</source>
        <translation>攤牌順序</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="168"/>
        <source>Pots and payouts</source>
        <translation>底池及派彩</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="214"/>
        <source>seat {seat} is paid</source>
        <translation>{seat}號座位獲派</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="226"/>
        <source>Commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="233"/>
        <source>How much commission does the house take from this hand?</source>
        <translation>賭場從本局收取多少佣金？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="243"/>
        <source>commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="256"/>
        <source>Who opens the betting? (stud)</source>
        <translation>誰開始下注？（梭哈）</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="278"/>
        <source>With one open card each, which seat must open the betting?</source>
        <translation>每家各有一張明牌時，哪個座位必須開始下注（開注）？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="279"/>
        <source>With {n} open cards each, which seat speaks first?</source>
        <translation>每家各有{n}張明牌時，哪個座位先行動？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="281"/>
        <source>On the current street, which seat must open the betting?</source>
        <translation>在目前這一輪，哪個座位必須開始下注？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="282"/>
        <source>On the current street, which seat speaks first?</source>
        <translation>在目前這一輪，哪個座位先行動？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="296"/>
        <source>first to act</source>
        <translation>最先行動</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/procedure.py" line="21"/>
        <source>Procedure and irregularities</source>
        <translation>程序與違規情況</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/procedure.py" line="31"/>
        <source>Choose the correct procedure.</source>
        <translation>選擇正確的程序。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="33"/>
        <source>The croupier holds {cards}: {category}.</source>
        <translation>荷官持有{cards}：{category}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="36"/>
        <source>Any combination above three odd cards qualifies, so the croupier plays.</source>
        <translation>任何高於三張散牌的組合都合資格，因此荷官參與比牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="38"/>
        <source>Three odd cards with a queen or higher: the croupier qualifies (Q-high or better).</source>
        <translation>三張散牌中有Q或以上：荷官合資格（Q高或以上）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="40"/>
        <source>Three odd cards with nothing above a jack: the croupier does not qualify.</source>
        <translation>三張散牌中最大不超過J：荷官不合資格。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="89"/>
        <source>Seat {seat} holds three odd cards: the pair plus bet of {stake} loses.</source>
        <translation>{seat}號座位持有三張散牌：對子或以上{stake}輸。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="92"/>
        <source>Seat {seat} holds a {category}: the pair plus bet of {stake} is paid {odds}, that is {amount}.</source>
        <translation>{seat}號座位持有{category}：對子或以上{stake}按{odds}賠付，即{amount}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="74"/>
        <location filename="../../trainer/tasks/dealing.py" line="76"/>
        <source>{what}, seat {seat}</source>
        <translation>{what}，{seat}號座位</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="91"/>
        <source>Forced bets</source>
        <translation>強制下注</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="97"/>
        <source>The hand begins. What does each seat put in before the cards are dealt?</source>
        <translation>牌局開始。派牌前每個座位要放入多少？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="111"/>
        <source>posts</source>
        <translation>下注</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="119"/>
        <source>Every seat puts the entry stake (&quot;bolo de entrada&quot;), {ante}, into the pot before the first card; the house&apos;s initial commission is taken apart and is not in the pot.</source>
        <translation>每個座位在第一張牌前把底注（「bolo de entrada」）{ante}放入底池；賭場的初始佣金另行收取，不在底池內。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="123"/>
        <source>After the cut and before the deal every seat puts its initial bet (ante), {ante}, into the pot.</source>
        <translation>切牌後、派牌前，每個座位把初始注（底注）{ante}放入底池。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="129"/>
        <source>The first seat to the left of the marker, seat {small}, posts the small blind, {sb}; the second, seat {big}, the big blind, {bb}.</source>
        <translation>按鈕（莊位）左邊第一個座位，{small}號座位，下小盲注{sb}；第二個，{big}號座位，下大盲注{bb}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="134"/>
        <source>The seat holding a mão (the marker), seat {small}, posts the small blind, {sb}, half the table minimum; the seat to its left, seat {big}, the big blind, {bb}.</source>
        <translation>持有按鈕（莊位，a mão）的座位，{small}號座位，下小盲注{sb}，即枱面最低注的一半；其左邊的座位，{big}號座位，下大盲注{bb}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="199"/>
        <source>Dealing order</source>
        <translation>派牌次序</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="205"/>
        <source>The betting round is over. Who receives the next open card first, how many cards does each seat receive, and which way does the deal go?</source>
        <translation>下注輪結束。誰先收到下一張明牌？每個座位收幾張牌？派牌往哪個方向？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="207"/>
        <source>Deal the cards: who receives the first card, how many cards does each seat receive, and which way does the deal go?</source>
        <translation>派牌：誰收到第一張牌？每個座位收幾張牌？派牌往哪個方向？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="223"/>
        <source>cards each</source>
        <translation>每位牌數</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="223"/>
        <source>direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="230"/>
        <source>Once every seat has put in its entry stake and the first card is taken from the box, the dealer gives every seat its first card face up, counterclockwise, always starting with the player at his right (seat {first}); then the hole card (&quot;carta chave&quot;) face down the same way: {order}.</source>
        <translation>所有座位放入底注、並從牌盒取出第一張牌後，荷官逆時針方向給每個座位派第一張明牌，總是由其右邊的玩家（{first}號座位）開始；然後以同樣方式派底牌（「carta chave」），牌面向下：{order}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="238"/>
        <source>Every bet is matched and two or more seats are still in: each receives one more card face up, in the same direction as before, starting with the best open cards of the street just ended among the seats still in, seat {best}: {order}.</source>
        <translation>所有下注均已跟上，仍有兩個或以上座位在局：每個再收一張明牌，方向與之前相同，由仍在局座位中剛結束一輪明牌最好的{best}號座位開始：{order}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="243"/>
        <source>From the shoe the cards go from left to right, clockwise, face down, one at a time to each spot with a bet, the croupier&apos;s card last in each turn, until every spot and the croupier hold three cards: {order}, then the croupier.</source>
        <translation>從牌靴派牌，由左至右順時針方向，牌面向下，每次一張派給每個有下注的位置，每輪最後一張給荷官，直至每個位置及荷官各有三張牌：{order}，然後是荷官。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="249"/>
        <source>Starting with the seat immediately to the left of the marker and going clockwise, the croupier gives each seat {cards} cards face down, one at a time: {order}.</source>
        <translation>由按鈕（莊位）緊接左邊的座位開始，順時針方向，荷官給每個座位派{cards}張牌，牌面向下，每次一張：{order}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="255"/>
        <source>Rule 35 deals from the player who made the first bet; in sintético every seat antes (rule 102), and the trainer reads the first bet as the one of the seat holding a mão, seat {first}.</source>
        <translation>第三十五條規定由作出第一注的玩家開始派牌；在Póquer sintético中每個座位都下底注（第一百零二條），本訓練程式把第一注理解為持有按鈕（莊位，a mão）座位的下注，即{first}號座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="259"/>
        <source>Rule 35 deals from the player who made the first bet: the seat holding a mão, which posted the small blind (rule 81), seat {first}.</source>
        <translation>第三十五條規定由作出第一注的玩家開始派牌：即持有按鈕（莊位，a mão）、下了小盲注的座位（第八十一條），{first}號座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="262"/>
        <source>Face down, one card to each seat at a time, clockwise, until each has {cards}: {order}.</source>
        <translation>牌面向下，每次給每個座位一張，順時針方向，直至每位有{cards}張：{order}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="283"/>
        <source>Burn and board</source>
        <translation>燒牌與公共牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="289"/>
        <source>The board comes now. How many cards does the croupier discard, and how many does he lay face up on the table?</source>
        <translation>現在派公共牌。荷官燒多少張牌，又翻開多少張牌放在枱上？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="291"/>
        <source>The board comes now. How many cards does the croupier burn, and how many does he turn face up on the table?</source>
        <translation>現在派公共牌。荷官燒多少張牌，又翻開多少張公共牌放在枱上？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="304"/>
        <source>cards burnt</source>
        <translation>燒牌數</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="304"/>
        <source>board cards</source>
        <translation>公共牌數</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="312"/>
        <source>No card is burnt in sintético. The croupier takes board card {n} of 5 from the bottom of the deck and lays it face up.</source>
        <translation>Póquer sintético不燒牌。荷官從這副牌的底部取出第{n}張（共5張）公共牌，牌面向上放下。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="325"/>
        <source>The croupier discards one card and lays three face up in the middle of the table: the flop.</source>
        <translation>荷官燒一張牌，並在枱中央翻開三張牌：翻牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="326"/>
        <source>The croupier discards one card and lays one more face up: the turn.</source>
        <translation>荷官燒一張牌，再翻開一張：轉牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="327"/>
        <source>The croupier discards one card and lays one more face up: the river.</source>
        <translation>荷官燒一張牌，再翻開一張：河牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="328"/>
        <source>After the first betting round the croupier discards one card and lays three face up in the middle of the table: the flop.</source>
        <translation>第一輪下注後，荷官燒一張牌，並在枱中央翻開三張牌：翻牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="330"/>
        <source>After the second betting round the croupier discards one card and lays one more face up: the turn.</source>
        <translation>第二輪下注後，荷官燒一張牌，再翻開一張：轉牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="331"/>
        <source>After the third betting round the croupier discards one card and lays one more face up: the river.</source>
        <translation>第三輪下注後，荷官燒一張牌，再翻開一張：河牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="338"/>
        <source>The croupier burns one card and takes three common cards to the middle of the table: the flop.</source>
        <translation>荷官燒一張牌，並在枱中央翻開三張公共牌：翻牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="339"/>
        <source>The croupier burns the next card and turns the fourth common card: the turn.</source>
        <translation>荷官燒下一張牌，並翻開第四張公共牌：轉牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="340"/>
        <source>The croupier burns the next card and lays the fifth and last common card face up: the river.</source>
        <translation>荷官燒下一張牌，並把第五張亦即最後一張公共牌翻開：河牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="342"/>
        <source>After the first betting round the croupier burns one card and takes three common cards to the middle of the table: the flop.</source>
        <translation>第一輪下注後，荷官燒一張牌，並在枱中央翻開三張公共牌：翻牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="346"/>
        <source>After the third betting round the croupier burns the next card and lays the fifth and last common card face up: the river.</source>
        <translation>第三輪下注後，荷官燒下一張牌，並把第五張亦即最後一張公共牌翻開：河牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="344"/>
        <source>After the second betting round the croupier burns the next card and turns the fourth common card: the turn.</source>
        <translation>第二輪下注後，荷官燒下一張牌，並翻開第四張公共牌：轉牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="26"/>
        <source>Pair plus</source>
        <translation>對子或以上</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="34"/>
        <source>The spots&apos; hands are open. Settle the pair plus bets: what each one wins (+) or loses (−).</source>
        <translation>各位置的牌已打開。結算對子或以上：每注贏（+）或輸（−）多少。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="44"/>
        <source>pair plus</source>
        <translation>對子或以上</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="48"/>
        <source>After the spots&apos; hands are opened, the pair plus bets are settled first.</source>
        <translation>打開各位置的牌後，先結算對子或以上。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="63"/>
        <source>Collect the folds</source>
        <translation>收取棄牌者的注</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="71"/>
        <source>The spots have decided. How much does the croupier take from each spot that folds?</source>
        <translation>各位置已作決定。荷官從每個棄牌的位置收取多少？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="81"/>
        <source>taken</source>
        <translation>收取</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="84"/>
        <source>A spot decides before the croupier&apos;s cards are opened, and may not take it back.</source>
        <translation>位置須在荷官的牌打開前作出決定，決定後不可撤回。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="104"/>
        <location filename="../../trainer/tasks/spots.py" line="87"/>
        <source>Seat {seat} folds: it loses half its bet of {stake}, rounded up to the chip unit: {loss}.</source>
        <translation>{seat}號座位棄牌：輸掉其下注{stake}的一半，向上取整至籌碼單位：{loss}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="106"/>
        <source>The croupier does not qualify: seat {seat} is paid half its bet of {stake} (1:2), rounded down: {amount}.</source>
        <translation>荷官不合資格：{seat}號座位獲賠其比牌注{stake}的一半（1:2），向下取整：{amount}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="109"/>
        <source>The croupier&apos;s hand is higher: seat {seat} loses its bet of {stake}.</source>
        <translation>荷官的牌較大：{seat}號座位輸掉其比牌注{stake}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="114"/>
        <source>Seat {seat} and the croupier hold identical hands: the bet is returned (push).</source>
        <translation>{seat}號座位與荷官的牌完全相同：退回下注（和局）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="116"/>
        <source>Seat {seat} beats the qualified croupier with a {category}: paid {odds} on {stake}, rounded down: {amount}.</source>
        <translation>{seat}號座位以{category}勝過合資格的荷官：{stake}按{odds}賠付，向下取整：{amount}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="61"/>
        <source>Seat {seat} nets {net}.</source>
        <translation>{seat}號座位淨得{net}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="111"/>
        <source>Seat {seat} and the croupier hold three of a kind of equal rank: the house pushes equal three of a kind, and the bet is returned.</source>
        <translation>{seat}號座位與荷官的三條點數相同：賭場將相同點數的三條視為和局，退回下注。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="135"/>
        <source>Does the croupier qualify?</source>
        <translation>荷官合資格嗎？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="139"/>
        <source>Does the croupier&apos;s hand qualify?</source>
        <translation>荷官的牌合資格嗎？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="151"/>
        <source>croupier qualifies</source>
        <translation>荷官合資格</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="166"/>
        <source>Pay the spots</source>
        <translation>賠付各投注位</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="170"/>
        <source>Settle every spot: pair plus, the bet against the croupier, and the net.</source>
        <translation>結算每個投注位：對子或以上、對荷官手牌的比牌注，以及淨額。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="61"/>
        <source>the {row} row ({row_hand}: {row_cards}) beats the {beaten} row ({beaten_hand}: {beaten_cards})</source>
        <translation>{row}（{row_hand}：{row_cards}）勝過{beaten}（{beaten_hand}：{beaten_cards}）</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="69"/>
        <source>{foul}, a higher run in the 13-card order (ruling R5-3)</source>
        <translation>{foul}，按十三張的順序屬較大的順子（解讀 R5-3）</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="72"/>
        <source>{foul}: {high} over {low}</source>
        <translation>{foul}：{high}大於{low}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="85"/>
        <source>{place} holds {natural}: a natural is judged on the place&apos;s 13 cards, however the rows are laid out, and is never a foul, though its rows as set are out of order. Its cards make {rows}.</source>
        <translation>{place}持有{natural}：報到按該位置的13張牌判定，不論各道如何擺放，且永不算倒水，即使其擺放的各道順序不對。其牌組成{rows}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="90"/>
        <source>{place} holds {natural}: a natural is judged on the place&apos;s 13 cards, however the rows are laid out. Its cards make {rows}.</source>
        <translation>{place}持有{natural}：報到按該位置的13張牌判定，不論各道如何擺放。其牌組成{rows}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="105"/>
        <source>{place} holds a natural ({natural}): a natural is never a foul.</source>
        <translation>{place}持有報到（{natural}）：報到永不算倒水。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="109"/>
        <source>{place} fouls: {reason}.</source>
        <translation>{place}倒水：{reason}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="112"/>
        <source>{place} is in order: the front does not beat the middle and the middle does not beat the back.</source>
        <translation>{place}順序正確：頭道不大於中道，中道不大於尾道。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="125"/>
        <source>Foul or not?</source>
        <translation>倒水與否？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="129"/>
        <source>Which places have fouled (rows not in ascending order)?</source>
        <translation>哪些位置倒水了（各道不是由小至大排列）？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="160"/>
        <source>Naturals</source>
        <translation>報到</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="164"/>
        <source>Does any place hold a natural? Name it.</source>
        <translation>有沒有位置持有報到？說出是哪種。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="191"/>
        <source>{place}: {natural}.</source>
        <translation>{place}：{natural}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="195"/>
        <source>{place}: no natural.</source>
        <translation>{place}：沒有報到。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="208"/>
        <source>Settle the seats</source>
        <translation>結算各座位</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="215"/>
        <source>For each seat: win, lose or push against the banker, and the net amount.</source>
        <translation>每個座位：對莊家是贏、輸還是和，以及淨額。</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="335"/>
        <location filename="../../trainer/tasks/thirteen.py" line="252"/>
        <source>the banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="253"/>
        <source>{place}, {row} row: {winner} wins and scores {points}.</source>
        <translation>{place}，{row}：{winner}勝出，得{points}分。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="257"/>
        <source>{place} scores {seat_points}, the banker {banker_points}: {outcome}, net {net}.</source>
        <translation>{place}得{seat_points}分，莊家得{banker_points}分：{outcome}，淨額{net}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="276"/>
        <source>The dice: who gets the first card?</source>
        <translation>骰子：誰得第一張牌？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="283"/>
        <source>The four dice are shown. Which place receives the first card?</source>
        <translation>四粒骰子已擲出。哪個位置收到第一張牌？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="309"/>
        <source>From that place the cards are dealt face down, counterclockwise, one at a time to each place, until every place has 13 cards; all four places are dealt, however many players there are.</source>
        <translation>由該位置起，牌面朝下，按逆時針方向每次一張派給每個位置，直至每個位置共13張；不論有多少玩家，四個位置都一定會派牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="223"/>
        <location filename="../../trainer/tasks/thirteen.py" line="299"/>
        <source>first card</source>
        <translation>第一張牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="304"/>
        <source>The dice add up to {total}. Count counterclockwise from the banker, the banker being 1: banker, seat 3, seat 2, seat 1, banker... Position {pos} of 4 is {place}, which receives the first card.</source>
        <translation>骰子合共{total}。由莊家起按逆時針方向數，莊家為1：莊家、3號座位、2號座位、1號座位、莊家……4個位置中的第{pos}個是{place}，收到第一張牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="83"/>
        <source>royal flush</source>
        <comment>category, non-banked</comment>
        <translation>皇家同花順</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="84"/>
        <source>royal flush</source>
        <comment>category, stud</comment>
        <translation>皇家同花順</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="85"/>
        <source>royal flush</source>
        <comment>category, 2010</comment>
        <translation>皇家同花順</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="86"/>
        <source>royal flush</source>
        <comment>category, 13 cards</comment>
        <translation>皇家同花順</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="88"/>
        <source>straight flush</source>
        <comment>category, non-banked</comment>
        <translation>同花順</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="89"/>
        <source>straight flush</source>
        <comment>category, stud</comment>
        <translation>同花順</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="90"/>
        <source>straight flush</source>
        <comment>category, 2010</comment>
        <translation>同花順</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="91"/>
        <source>straight flush</source>
        <comment>category, 13 cards</comment>
        <translation>同花順</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="92"/>
        <source>straight flush</source>
        <comment>category, Q Poker</comment>
        <translation>同花順</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="94"/>
        <source>four of a kind</source>
        <comment>category, non-banked</comment>
        <translation>四條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="95"/>
        <source>four of a kind</source>
        <comment>category, stud</comment>
        <translation>四條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="96"/>
        <source>four of a kind</source>
        <comment>category, 2010</comment>
        <translation>四條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="97"/>
        <source>four of a kind</source>
        <comment>category, 13 cards</comment>
        <translation>四條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="99"/>
        <source>full house</source>
        <comment>category, non-banked</comment>
        <translation>葫蘆</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="100"/>
        <source>full house</source>
        <comment>category, stud</comment>
        <translation>葫蘆</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="101"/>
        <source>full house</source>
        <comment>category, 2010</comment>
        <translation>葫蘆</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="102"/>
        <source>full house</source>
        <comment>category, 13 cards</comment>
        <translation>葫蘆</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="104"/>
        <source>flush</source>
        <comment>category, non-banked</comment>
        <translation>同花</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="105"/>
        <source>flush</source>
        <comment>category, stud</comment>
        <translation>同花</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="106"/>
        <source>flush</source>
        <comment>category, 2010</comment>
        <translation>同花</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="107"/>
        <source>flush</source>
        <comment>category, 13 cards</comment>
        <translation>同花</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="108"/>
        <source>flush</source>
        <comment>category, Q Poker</comment>
        <translation>同花</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="110"/>
        <source>straight</source>
        <comment>category, non-banked</comment>
        <translation>順子</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="111"/>
        <source>straight</source>
        <comment>category, stud</comment>
        <translation>順子</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="112"/>
        <source>straight</source>
        <comment>category, 2010</comment>
        <translation>順子</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="113"/>
        <source>straight</source>
        <comment>category, 13 cards</comment>
        <translation>順子</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="114"/>
        <source>straight</source>
        <comment>category, Q Poker</comment>
        <translation>順子</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="116"/>
        <source>three of a kind</source>
        <comment>category, non-banked</comment>
        <translation>三條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="117"/>
        <source>three of a kind</source>
        <comment>category, stud</comment>
        <translation>三條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="118"/>
        <source>three of a kind</source>
        <comment>category, 2010</comment>
        <translation>三條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="119"/>
        <source>three of a kind</source>
        <comment>category, 13 cards</comment>
        <translation>三條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="120"/>
        <source>three of a kind</source>
        <comment>category, Q Poker</comment>
        <translation>三條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="122"/>
        <source>figures with pairs</source>
        <comment>category, non-banked</comment>
        <translation>大牌兩對</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="124"/>
        <source>simple figures</source>
        <comment>category, non-banked</comment>
        <translation>大牌散牌</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="126"/>
        <source>two pair</source>
        <comment>category, non-banked</comment>
        <translation>兩對</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="127"/>
        <source>two pair</source>
        <comment>category, stud</comment>
        <translation>兩對</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="128"/>
        <source>two pair</source>
        <comment>category, 2010</comment>
        <translation>兩對</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="129"/>
        <source>two pair</source>
        <comment>category, 13 cards</comment>
        <translation>兩對</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="131"/>
        <source>one pair</source>
        <comment>category, non-banked</comment>
        <translation>一對</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="132"/>
        <source>one pair</source>
        <comment>category, stud</comment>
        <translation>一對</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="133"/>
        <source>one pair</source>
        <comment>category, 2010</comment>
        <translation>一對</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="134"/>
        <source>one pair</source>
        <comment>category, 13 cards</comment>
        <translation>一對</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="135"/>
        <source>one pair</source>
        <comment>category, Q Poker</comment>
        <translation>一對</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="137"/>
        <source>high card</source>
        <comment>category, non-banked</comment>
        <translation>高牌</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="138"/>
        <source>high card</source>
        <comment>category, stud</comment>
        <translation>高牌</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="139"/>
        <source>high card</source>
        <comment>category, 2010</comment>
        <translation>高牌</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="140"/>
        <source>high card</source>
        <comment>category, 13 cards</comment>
        <translation>高牌</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="141"/>
        <source>high card</source>
        <comment>category, Q Poker</comment>
        <translation>高牌</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="145"/>
        <source>dragon</source>
        <comment>natural</comment>
        <translation>一條龍</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="146"/>
        <source>six pairs and a half</source>
        <comment>natural</comment>
        <translation>六對半</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="147"/>
        <source>three flushes</source>
        <comment>natural</comment>
        <translation>三同花</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="148"/>
        <source>three straights</source>
        <comment>natural</comment>
        <translation>三順子</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="153"/>
        <source>Five-card stud</source>
        <comment>game</comment>
        <translation>梭哈</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="154"/>
        <source>Hold&apos;em</source>
        <comment>game</comment>
        <translation>德州撲克</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="155"/>
        <source>Omaha</source>
        <comment>game</comment>
        <translation>奧馬哈</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="156"/>
        <source>Póquer sintético</source>
        <comment>game</comment>
        <translation>Póquer sintético（28張牌）</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="157"/>
        <source>Omaha (Macau 2010)</source>
        <comment>game</comment>
        <translation>奧馬哈（澳門2010）</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="158"/>
        <source>Thirteen cards</source>
        <comment>game</comment>
        <translation>十三張</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="159"/>
        <source>Q Poker</source>
        <comment>game</comment>
        <translation>Q Poker</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="169"/>
        <source>front</source>
        <comment>row</comment>
        <translation>頭道</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="170"/>
        <source>middle</source>
        <comment>row</comment>
        <translation>中道</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="171"/>
        <source>back</source>
        <comment>row</comment>
        <translation>尾道</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="175"/>
        <source>win</source>
        <comment>outcome</comment>
        <translation>贏</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="176"/>
        <source>lose</source>
        <comment>outcome</comment>
        <translation>輸</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="177"/>
        <source>push</source>
        <comment>outcome</comment>
        <translation>和</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="332"/>
        <location filename="../../trainer/tasks/poker.py" line="163"/>
        <source>amount</source>
        <comment>answer key</comment>
        <translation>金額</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="181"/>
        <location filename="../../trainer/tasks/thirteen.py" line="122"/>
        <location filename="../../trainer/tasks/thirteen.py" line="157"/>
        <location filename="../../trainer/tasks/thirteen.py" line="204"/>
        <source>banker</source>
        <comment>answer key</comment>
        <translation>莊家</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="163"/>
        <source>bet</source>
        <comment>answer key</comment>
        <translation>下注</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="281"/>
        <source>board</source>
        <comment>answer key</comment>
        <translation>公共牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="281"/>
        <source>burn</source>
        <comment>answer key</comment>
        <translation>燒牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="196"/>
        <source>cards</source>
        <comment>answer key</comment>
        <translation>牌數</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="81"/>
        <source>categories</source>
        <comment>answer key</comment>
        <translation>牌型</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="141"/>
        <location filename="../../trainer/tasks/colour.py" line="114"/>
        <location filename="../../trainer/tasks/colour.py" line="196"/>
        <source>chips</source>
        <comment>answer key</comment>
        <translation>籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="630"/>
        <location filename="../../trainer/tasks/procedure.py" line="19"/>
        <source>choice</source>
        <comment>answer key</comment>
        <translation>選擇</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="224"/>
        <source>commission</source>
        <comment>answer key</comment>
        <translation>佣金</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="197"/>
        <source>direction</source>
        <comment>answer key</comment>
        <translation>方向</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="196"/>
        <source>first</source>
        <comment>answer key</comment>
        <translation>第一位</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="274"/>
        <source>first card</source>
        <comment>answer key</comment>
        <translation>第一張牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="122"/>
        <source>fouls</source>
        <comment>answer key</comment>
        <translation>倒水</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="322"/>
        <location filename="../../trainer/tasks/betting.py" line="485"/>
        <source>max raise to</source>
        <comment>answer key</comment>
        <translation>最大加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="321"/>
        <location filename="../../trainer/tasks/betting.py" line="484"/>
        <source>min raise to</source>
        <comment>answer key</comment>
        <translation>最小加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="156"/>
        <source>naturals</source>
        <comment>answer key</comment>
        <translation>報到</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="163"/>
        <location filename="../../trainer/tasks/thirteen.py" line="205"/>
        <source>net</source>
        <comment>answer key</comment>
        <translation>淨額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="119"/>
        <source>order</source>
        <comment>answer key</comment>
        <translation>順序</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="205"/>
        <source>outcome</source>
        <comment>answer key</comment>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="162"/>
        <source>pair plus</source>
        <comment>answer key</comment>
        <translation>對子或以上</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="165"/>
        <source>payouts</source>
        <comment>answer key</comment>
        <translation>派彩</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="90"/>
        <source>posts</source>
        <comment>answer key</comment>
        <translation>投注</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="547"/>
        <location filename="../../trainer/tasks/poker.py" line="163"/>
        <source>pots</source>
        <comment>answer key</comment>
        <translation>底池</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="133"/>
        <source>qualifies</source>
        <comment>answer key</comment>
        <translation>合資格</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="289"/>
        <location filename="../../trainer/tasks/betting.py" line="483"/>
        <location filename="../../trainer/tasks/poker.py" line="253"/>
        <source>seat</source>
        <comment>answer key</comment>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="161"/>
        <location filename="../../trainer/tasks/spots.py" line="25"/>
        <location filename="../../trainer/tasks/spots.py" line="62"/>
        <location filename="../../trainer/tasks/thirteen.py" line="204"/>
        <source>seats</source>
        <comment>answer key</comment>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="62"/>
        <source>shares</source>
        <comment>answer key</comment>
        <translation>份額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="253"/>
        <source>street</source>
        <comment>answer key</comment>
        <translation>輪次</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="320"/>
        <location filename="../../trainer/tasks/betting.py" line="483"/>
        <source>to call</source>
        <comment>answer key</comment>
        <translation>跟注額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="53"/>
        <location filename="../../trainer/tasks/poker.py" line="164"/>
        <source>winners</source>
        <comment>answer key</comment>
        <translation>贏家</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="185"/>
        <source>clockwise</source>
        <comment>direction</comment>
        <translation>順時針</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="186"/>
        <source>counterclockwise</source>
        <comment>direction</comment>
        <translation>逆時針</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="191"/>
        <source>foul</source>
        <comment>13 cards: a place&apos;s rows, answered</comment>
        <translation>倒水</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="192"/>
        <source>in order</source>
        <comment>13 cards: a place&apos;s rows, answered</comment>
        <translation>順序正確</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="193"/>
        <source>qualifies</source>
        <comment>Q Poker: the croupier&apos;s hand, answered</comment>
        <translation>合資格</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="194"/>
        <source>does not qualify</source>
        <comment>Q Poker: the croupier&apos;s hand, answered</comment>
        <translation>不合資格</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="394"/>
        <source>to call</source>
        <comment>answer key, non-banked</comment>
        <translation>跟注額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="395"/>
        <source>to call</source>
        <comment>answer key, stud</comment>
        <translation>跟注額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="396"/>
        <source>to call</source>
        <comment>answer key, 2010</comment>
        <translation>跟注額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="397"/>
        <source>min raise to</source>
        <comment>answer key, non-banked</comment>
        <translation>最小加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="398"/>
        <source>min raise to</source>
        <comment>answer key, stud</comment>
        <translation>最小加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="399"/>
        <source>min raise to</source>
        <comment>answer key, 2010</comment>
        <translation>最小加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="400"/>
        <source>max raise to</source>
        <comment>answer key, non-banked</comment>
        <translation>最大加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="401"/>
        <source>max raise to</source>
        <comment>answer key, stud</comment>
        <translation>最大加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="402"/>
        <source>max raise to</source>
        <comment>answer key, 2010</comment>
        <translation>最大加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="261"/>
        <source>no natural</source>
        <translation>沒有報到</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="289"/>
        <source>, </source>
        <comment>joins the items of a list: 1, 2, 5</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="301"/>
        <source>; </source>
        <comment>joins the clauses of one sentence: seat 3 calls 10; seat 5 folds</comment>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="311"/>
        <source>{label}: {value}</source>
        <comment>a value under its label</comment>
        <translation>{label}：{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="316"/>
        <source>({parts})</source>
        <comment>parts of an answer kept together</comment>
        <translation>（{parts}）</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="335"/>
        <source>The banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="337"/>
        <source>The croupier</source>
        <translation>荷官</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="337"/>
        <source>the croupier</source>
        <translation>荷官</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="338"/>
        <source>Seat {seat}</source>
        <translation>{seat}號座位</translation>
    </message>
    <message>
        <location filename="../../trainer/training/question_run.py" line="87"/>
        <source>{seconds} s</source>
        <translation>{seconds}秒</translation>
    </message>
    <message>
        <location filename="../../trainer/training/question_run.py" line="89"/>
        <source>{seconds} s — within the {target} s target</source>
        <translation>{seconds}秒 — 在{target}秒目標之內</translation>
    </message>
    <message>
        <location filename="../../trainer/training/question_run.py" line="90"/>
        <source>{seconds} s — over the {target} s target</source>
        <translation>{seconds}秒 — 超過{target}秒目標</translation>
    </message>
    <message>
        <location filename="../../trainer/training/drill.py" line="89"/>
        <source>The answer rests on {cite}.</source>
        <translation>答案依據{cite}。</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/items.py" line="122"/>
        <source>The exam&apos;s items cannot be drawn: {error}</source>
        <translation>無法抽取考試題目：{error}</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/items.py" line="154"/>
        <source>The exam&apos;s hands cannot be dealt: {error}</source>
        <translation>無法派出考試的牌局：{error}</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/items.py" line="163"/>
        <source>The questions of this exam cannot be rebuilt: the exam files or lessons have changed since it started.</source>
        <translation>無法重建本考試的題目：考試開始後，考試檔案或課程已有更改。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/training/exam/items.py" line="249"/>
        <source>The exam asks for %n {task} questions on {game} but the lessons have only {have}.</source>
        <translation>
            <numerusform>本考試要求%n道{game}的「{task}」題目，但課程只有{have}道。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/results.py" line="179"/>
        <source>The answers of this exam are not shown.</source>
        <translation>本考試的答案不予顯示。</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/results.py" line="181"/>
        <source>The answers can be reviewed once the exam closes, on {when}.</source>
        <translation>考試於{when}結束後，即可查閱答案。</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/results.py" line="183"/>
        <source>The answers can be reviewed after you submit.</source>
        <translation>提交後即可查閱答案。</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="80"/>
        <source>This exam is already under way: resume it.</source>
        <translation>本考試正在進行中：請繼續作答。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/training/exam/session.py" line="82"/>
        <source>All %n attempts at this exam have been used.</source>
        <translation>
            <numerusform>本考試的全部%n次應考機會已用完。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="169"/>
        <source>Hand {hand}, step {step} opens once step {previous} is answered: a hand is run in order.</source>
        <translation>第{hand}局第{step}步：須先回答第{previous}步才會開放；牌局須按次序進行。</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="177"/>
        <source>Hand {hand}, step {step} is locked: step {next} has been shown, and its table shows this step&apos;s right answer.</source>
        <translation>第{hand}局第{step}步已鎖定：第{next}步已經顯示，而其牌枱顯示了這一步的正確答案。</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="245"/>
        <source>This exam has been submitted.</source>
        <translation>本考試已提交。</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="248"/>
        <source>Time is up: no more answers can be saved.</source>
        <translation>時間已到：不能再儲存答案。</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="323"/>
        <source>This exam has not been submitted yet.</source>
        <translation>本考試尚未提交。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="131"/>
        <source>{count} × {value}</source>
        <translation>{count} × {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="143"/>
        <source>Pay it in chips</source>
        <translation>以籌碼賠付</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="167"/>
        <source>Pay seat {seat}&apos;s pair plus bet: build the payment from the chips, the fewest the table&apos;s chips allow.</source>
        <translation>賠付{seat}號座位的對子或以上：用籌碼砌出賠付金額，用枱上籌碼所能做到的最少籌碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="170"/>
        <source>Pay seat {seat}&apos;s win against the banker: build the payment from the chips, the fewest the table&apos;s chips allow.</source>
        <translation>賠付{seat}號座位對莊家贏得的款項：用籌碼砌出賠付金額，用枱上籌碼所能做到的最少籌碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="173"/>
        <source>Pay seat {seat} what it wins from the main pot: build the payment from the chips, the fewest the table&apos;s chips allow.</source>
        <translation>賠付{seat}號座位從主池贏得的款項：用籌碼砌出賠付金額，用枱上籌碼所能做到的最少籌碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="176"/>
        <source>Pay seat {seat} what it wins from side pot {n}: build the payment from the chips, the fewest the table&apos;s chips allow.</source>
        <translation>賠付{seat}號座位從邊池{n}贏得的款項：用籌碼砌出賠付金額，用枱上籌碼所能做到的最少籌碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="178"/>
        <source>Pay seat {seat}&apos;s bet against the croupier: build the payment from the chips, the fewest the table&apos;s chips allow.</source>
        <translation>賠付{seat}號座位對荷官手牌的比牌注：用籌碼砌出賠付金額，用枱上籌碼所能做到的最少籌碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="192"/>
        <source>the amount paid</source>
        <translation>賠付金額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="226"/>
        <source>The banker collects or pays each bet. Seat {seat} staked {stake}: its prize is {prize}, less the house&apos;s commission of {commission} on it (each rounded down to the chip unit), so the croupier pays {net}, beside the stake returned.</source>
        <translation>莊家收取或賠付每一注。{seat}號座位下注{stake}：獎金為{prize}，減去賭場就此收取的佣金{commission}（兩者均向下取整至籌碼單位），所以荷官賠付{net}，放在退回的注碼旁邊。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="285"/>
        <source>the fewest chips</source>
        <translation>最少籌碼</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/tasks/chips.py" line="204"/>
        <source>The table&apos;s chips are {values}, each a multiple of the chip unit. Paid in the fewest chips, largest first (the house&apos;s practice: no regulation says how a payment is made up), {amount} is {chips}: %n chips.</source>
        <translation>
            <numerusform>枱上的籌碼為{values}，每種都是籌碼單位的倍數。以最少籌碼、由最大面值開始賠付（賭場的做法：規例沒有規定賠付如何組成），{amount}即{chips}：共%n個籌碼。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="334"/>
        <source>Count the stack</source>
        <translation>點算籌碼疊</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="351"/>
        <source>Count the chips seat {seat} has put in: how much is it?</source>
        <translation>點算{seat}號座位投入的籌碼：共多少？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="361"/>
        <location filename="../../trainer/tasks/colour.py" line="163"/>
        <source>the total</source>
        <translation>總數</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="368"/>
        <source>Every bet is made in chips. Seat {seat}&apos;s, from the largest chip: {chips} = {amount}.</source>
        <translation>每項下注均以籌碼作出。{seat}號座位的籌碼，由最大的開始：{chips} = {amount}。</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="44"/>
        <source>house practice</source>
        <translation>賭場慣例</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="45"/>
        <source>stud: dealing order</source>
        <translation>梭哈：按派牌順序</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="46"/>
        <source>the house reads Despacho 97/2010 art. 10.5 as one participant</source>
        <translation>賭場將經濟財政司司長第97/2010號批示第十條第五款理解為一名參與者</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="47"/>
        <source>announced amount</source>
        <translation>宣佈的金額</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="48"/>
        <source>who anted cannot be told</source>
        <translation>無法分辨誰已下底注</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="49"/>
        <source>art. 8.2 by analogy</source>
        <translation>類推適用第八條第二款</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="226"/>
        <source>Portaria {number}, {provisions}</source>
        <comment>citation: provisions of a Portaria, {provisions} already in the language (zh 第{number}號訓令{provisions}; pt {provisions} da Portaria n.º {number})</comment>
        <translation>第{number}號訓令{provisions}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="230"/>
        <source>Despacho {number}, {provisions}</source>
        <comment>citation: provisions of a Despacho of the Secretary for Economy and Finance (zh 經濟財政司司長第{number}號批示{provisions}; pt {provisions} do Despacho n.º {number})</comment>
        <translation>經濟財政司司長第{number}號批示{provisions}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="234"/>
        <source>Despacho Regulamentar Externo {number}, {provisions}</source>
        <comment>citation: provisions of an external regulatory Despacho of the Secretary for Economy and Finance (zh 經濟財政司司長第{number}號對外規範性批示{provisions})</comment>
        <translation>經濟財政司司長第{number}號對外規範性批示{provisions}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="239"/>
        <source>Portaria {number}</source>
        <comment>citation: a Portaria named alone (zh 第{number}號訓令; pt Portaria n.º {number})</comment>
        <translation>第{number}號訓令</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="241"/>
        <source>Despacho {number}</source>
        <comment>citation: a Despacho of the Secretary for Economy and Finance named alone (zh 經濟財政司司長第{number}號批示; pt Despacho n.º {number})</comment>
        <translation>經濟財政司司長第{number}號批示</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="244"/>
        <source>Despacho Regulamentar Externo {number}</source>
        <comment>citation: an external regulatory Despacho of the Secretary for Economy and Finance named alone (zh 經濟財政司司長第{number}號對外規範性批示)</comment>
        <translation>經濟財政司司長第{number}號對外規範性批示</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="247"/>
        <source>non-banked poker rules, {provisions}</source>
        <comment>citation: rules of non-banked poker (zh 非莊家遊戲規則{provisions}; pt {provisions} do póquer não bancado)</comment>
        <translation>非莊家遊戲規則{provisions}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="250"/>
        <source>art. {n}</source>
        <comment>citation: one article (zh 第{n}條; pt art. {n}.º)</comment>
        <translation>第{n}條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="251"/>
        <source>rule {n}</source>
        <comment>citation: one non-banked rule (zh 第{n}條; pt regra {n})</comment>
        <translation>第{n}條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="253"/>
        <source>part {part}</source>
        <comment>citation: an article&apos;s part in Roman numerals, 9 II (zh 第{part}部分)</comment>
        <translation>第{part}部分</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="256"/>
        <source>no. {n}</source>
        <comment>citation: an article&apos;s numbered paragraph, the 1 of art. 3.1 (número; zh 第{n}款; pt n.º {n})</comment>
        <translation>第{n}款</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="259"/>
        <source>({letter})</source>
        <comment>citation: a lettered paragraph, the a of art. 11 a (alínea; zh {letter}項; pt alínea {letter}))</comment>
        <translation>{letter}項</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="262"/>
        <source>({n})</source>
        <comment>citation: a paragraph numbered 1), the 1 of Despacho 97/2010 art. 12.1 (alínea; zh （{n}）項; pt alínea {n}))</comment>
        <translation>（{n}）項</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="265"/>
        <source>({item})</source>
        <comment>citation: an item in Roman numerals, the ii of art. 10 c ii (subalínea; zh {item}目)</comment>
        <translation>{item}目</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="268"/>
        <source>point {n}</source>
        <comment>citation: a numbered point of an item, the 2 of art. 10 c i 2 (zh 第{n}點; pt ponto {n}))</comment>
        <translation>第{n}點</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="272"/>
        <source>{provisions} of {head}</source>
        <comment>citation: divisions of an article (zh {head}{provisions}; pt {provisions} do {head})</comment>
        <translation>{head}{provisions}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="275"/>
        <source>{provisions} of {head}</source>
        <comment>citation: divisions of a non-banked rule (zh {head}{provisions}; pt {provisions} da {head})</comment>
        <translation>{head}{provisions}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="278"/>
        <source>{provisions} of {head}</source>
        <comment>citation: divisions of an article&apos;s part (zh {head}{provisions}; pt {provisions} da {head})</comment>
        <translation>{head}{provisions}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="281"/>
        <source>{provisions} of {head}</source>
        <comment>citation: divisions of a número (zh {head}{provisions}; pt {provisions} do {head})</comment>
        <translation>{head}{provisions}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="284"/>
        <source>{provisions} of {head}</source>
        <comment>citation: divisions of an alínea (zh {head}{provisions}; pt {provisions} da {head})</comment>
        <translation>{head}{provisions}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="287"/>
        <source>{provisions} of {head}</source>
        <comment>citation: divisions of a subalínea (zh {head}{provisions}; pt {provisions} da {head})</comment>
        <translation>{head}{provisions}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="291"/>
        <source>arts. {numbers}</source>
        <comment>citation: the first of several articles cited by number alone (pt arts. {numbers}; zh {numbers})</comment>
        <translation>{numbers}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="294"/>
        <source>rules {numbers}</source>
        <comment>citation: the first of several rules cited by number alone (pt regras {numbers}; zh {numbers})</comment>
        <translation>{numbers}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="297"/>
        <source>{n}</source>
        <comment>citation: an article&apos;s number among several, the 8 of arts. 7, 8 (zh 第{n}條; pt {n}.º)</comment>
        <translation>第{n}條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="300"/>
        <source>{n}</source>
        <comment>citation: a rule&apos;s number among several, the 62 of rules 42-46, 62 (zh 第{n}條; pt {n})</comment>
        <translation>第{n}條</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="304"/>
        <source>{first}-{last}</source>
        <comment>citation: a range, rules 42-46, art. 6.3-6.5 (zh {first}至{last}; pt {first} a {last})</comment>
        <translation>{first}至{last}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="308"/>
        <source>ruling {rulings}</source>
        <comment>citation: one house ruling</comment>
        <translation>解讀 {rulings}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="309"/>
        <source>rulings {rulings}</source>
        <comment>citation: several house rulings</comment>
        <translation>解讀 {rulings}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="310"/>
        <source>{citation}; {next}</source>
        <comment>citations one after another</comment>
        <translation>{citation}；{next}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="311"/>
        <source>{citation} ({remark})</source>
        <comment>a citation with a remark</comment>
        <translation>{citation}（{remark}）</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="321"/>
        <source>as written</source>
        <comment>citation form: &apos;as written&apos; (the canonical English: Despacho 97/2010 art. 12.1), &apos;arabic&apos; (this catalogue&apos;s citation templates, numbers in digits) or &apos;chinese&apos; (the templates, the numbers of articles, paragraphs and points in Chinese numerals: 第十二條); translate as one of these three words</comment>
        <translation>chinese</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="307"/>
        <source>{list} and {item}</source>
        <comment>a list of cited numbers, its last</comment>
        <translation>{list}及{item}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="306"/>
        <source>{list}, {item}</source>
        <comment>a list of cited numbers</comment>
        <translation>{list}、{item}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="64"/>
        <source>Cut the pot</source>
        <translation>分開底池</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="94"/>
        <source>Seats {seats} tie for the main pot. Cut it: how much is each winner&apos;s stack?</source>
        <translation>{seats}號座位在主池平手。把它分開：每位贏家的籌碼疊是多少？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="95"/>
        <source>Seats {seats} tie for side pot {n}. Cut it: how much is each winner&apos;s stack?</source>
        <translation>{seats}號座位在邊池{n}平手。把它分開：每位贏家的籌碼疊是多少？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="110"/>
        <source>seat {seat}&apos;s stack</source>
        <translation>{seat}號座位的籌碼疊</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="112"/>
        <source>seat {seat} does not share this pot</source>
        <translation>{seat}號座位不分這個底池</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="121"/>
        <source>The pot&apos;s chips, from the largest: {chips} = {amount}.</source>
        <translation>底池的籌碼，由最大的開始：{chips} = {amount}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="126"/>
        <source>Each equal stack of {part} is, in the fewest chips, {chips}; a chip that does not divide evenly is changed for smaller ones (house practice).</source>
        <translation>每個{part}的相等籌碼疊，以最少的籌碼是{chips}；不能平分的籌碼換成較小的籌碼（賭場慣例）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="586"/>
        <location filename="../../trainer/tasks/cut.py" line="130"/>
        <location filename="../../trainer/tasks/explain_poker.py" line="229"/>
        <source>seat {seat}: {amount}</source>
        <translation>{seat}號座位：{amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="132"/>
        <source>The stacks pushed to the winners: {stacks}.</source>
        <translation>推給贏家的籌碼疊：{stacks}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="76"/>
        <source>{count} × {value} = {sum}</source>
        <translation>{count} × {value} = {sum}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="86"/>
        <source>{count} × {value}, {left} left</source>
        <translation>{count} × {value}，餘{left}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="116"/>
        <source>Colour up</source>
        <translation>兌換大面值籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="152"/>
        <source>Seat {seat} hands in the chips shown: colour them up, the same amount in the fewest chips.</source>
        <translation>{seat}號座位交來所示的籌碼：把它們兌換成大面值籌碼，以最少籌碼交回同一金額。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/tasks/colour.py" line="171"/>
        <source>Every bet is made in chips. Seat {seat} hands in {products}: {amount} in %n chips.</source>
        <translation>
            <numerusform>每項下注均以籌碼作出。{seat}號座位交來{products}：共{amount}，%n個籌碼。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/tasks/colour.py" line="173"/>
        <source>Coloured up in the fewest chips, the largest first (the house&apos;s practice: no regulation says how chips are exchanged): {steps}. {amount} is {chips}: %n chips.</source>
        <translation>
            <numerusform>以最少籌碼、由最大面值開始兌換（賭場慣例：規例沒有規定籌碼如何兌換）：{steps}。{amount}即{chips}：共%n個籌碼。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="197"/>
        <source>Change a bet</source>
        <translation>找換下注籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="252"/>
        <source>Seat {seat} calls {call} with one chip of {chip}: give the change in the fewest chips.</source>
        <translation>{seat}號座位以一個{chip}的籌碼跟注{call}：以最少籌碼找回差額。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="263"/>
        <source>the change</source>
        <translation>找回的差額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="274"/>
        <source>the change is {chip} − {call} = {change}</source>
        <translation>找回 {chip} − {call} = {change}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="277"/>
        <source>Seat {seat} calls {call} with one chip of {chip}. Every bet is made in chips; the regulation says nothing of changing them, so the croupier gives the change as the house&apos;s practice: {arithmetic}.</source>
        <translation>{seat}號座位以一個{chip}的籌碼跟注{call}。所有下注均以籌碼作出；規例沒有提及找換籌碼，故荷官按賭場慣例找回差額：{arithmetic}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="282"/>
        <source>Seat {seat} calls {call} with one chip of {chip}. When the chips put in differ from the bet announced, the croupier changes them so the exact bet stands, and the player may not object: {arithmetic}.</source>
        <translation>{seat}號座位以一個{chip}的籌碼跟注{call}。放入的籌碼與所宣布的下注不同時，荷官會把籌碼找換，使下注金額準確，玩家不得反對：{arithmetic}。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/tasks/colour.py" line="286"/>
        <source>The change in the fewest chips, the largest first (the house&apos;s practice: no regulation says how change is made up): {steps}. {change} is {chips}: %n chips.</source>
        <translation>
            <numerusform>以最少籌碼、由最大面值開始找回差額（賭場慣例：規例沒有規定差額如何組成）：{steps}。{change}即{chips}：共%n個籌碼。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/models.py" line="26"/>
        <source>%n whole hands</source>
        <translation>
            <numerusform>%n局完整牌局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/models.py" line="27"/>
        <source>%n items and {hands}</source>
        <translation>
            <numerusform>%n題及{hands}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="36"/>
        <source>{skill} (hand steps)</source>
        <translation>{skill}（牌局步驟）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/models.py" line="37"/>
        <source>{skill} (%n in the hands)</source>
        <translation>
            <numerusform>{skill}（其中%n題在牌局中）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="29"/>
        <source>seat {seat} checks</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位過牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="30"/>
        <source>seat {seat} checks</source>
        <comment>stud</comment>
        <translation>{seat}號座位過牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="31"/>
        <source>seat {seat} checks</source>
        <comment>2010</comment>
        <translation>{seat}號座位過牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="33"/>
        <source>seat {seat} calls {to}</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位跟注{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="34"/>
        <source>seat {seat} calls {to}</source>
        <comment>stud</comment>
        <translation>{seat}號座位跟注{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="35"/>
        <source>seat {seat} calls {to}</source>
        <comment>2010</comment>
        <translation>{seat}號座位跟注{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="37"/>
        <source>seat {seat} calls all in for {to}</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位全押跟注{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="38"/>
        <source>seat {seat} calls all in for {to}</source>
        <comment>stud</comment>
        <translation>{seat}號座位全押跟注{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="39"/>
        <source>seat {seat} calls all in for {to}</source>
        <comment>2010</comment>
        <translation>{seat}號座位全押跟注{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="41"/>
        <source>seat {seat} bets all in, {to}</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位全押下注{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="42"/>
        <source>seat {seat} bets all in, {to}</source>
        <comment>stud</comment>
        <translation>{seat}號座位全押下注{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="43"/>
        <source>seat {seat} bets all in, {to}</source>
        <comment>2010</comment>
        <translation>{seat}號座位全押下注{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="45"/>
        <source>seat {seat} raises to {to}</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位加注至{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="46"/>
        <source>seat {seat} raises to {to}</source>
        <comment>stud</comment>
        <translation>{seat}號座位加注至{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="47"/>
        <source>seat {seat} raises to {to}</source>
        <comment>2010</comment>
        <translation>{seat}號座位加注至{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="49"/>
        <source>seat {seat} raises all in to {to}</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位全押加注至{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="50"/>
        <source>seat {seat} raises all in to {to}</source>
        <comment>stud</comment>
        <translation>{seat}號座位全押加注至{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="51"/>
        <source>seat {seat} raises all in to {to}</source>
        <comment>2010</comment>
        <translation>{seat}號座位全押加注至{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="56"/>
        <source>Check</source>
        <comment>non-banked</comment>
        <translation>過牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="57"/>
        <source>Check</source>
        <comment>stud</comment>
        <translation>過牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="58"/>
        <source>Check</source>
        <comment>2010</comment>
        <translation>過牌</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="60"/>
        <source>Call</source>
        <comment>non-banked</comment>
        <translation>跟注</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="61"/>
        <source>Call</source>
        <comment>stud</comment>
        <translation>跟注</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="62"/>
        <source>Call</source>
        <comment>2010</comment>
        <translation>跟注</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="64"/>
        <source>Raise to {to}</source>
        <comment>non-banked</comment>
        <translation>加注至{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="65"/>
        <source>Raise to {to}</source>
        <comment>stud</comment>
        <translation>加注至{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="66"/>
        <source>Raise to {to}</source>
        <comment>2010</comment>
        <translation>加注至{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="71"/>
        <source>it has no chips beyond the call</source>
        <comment>non-banked</comment>
        <translation>該座位跟注後已沒有剩餘籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="72"/>
        <source>it has no chips beyond the call</source>
        <comment>stud</comment>
        <translation>該座位跟注後已沒有剩餘籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="73"/>
        <source>it has no chips beyond the call</source>
        <comment>2010</comment>
        <translation>該座位跟注後已沒有剩餘籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="75"/>
        <source>the round has had all the raises it may have</source>
        <comment>non-banked</comment>
        <translation>本輪加注次數已達上限</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="76"/>
        <source>the round has had all the raises it may have</source>
        <comment>stud</comment>
        <translation>本輪加注次數已達上限</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="77"/>
        <source>the round has had all the raises it may have</source>
        <comment>2010</comment>
        <translation>本輪加注次數已達上限</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="79"/>
        <source>an all-in raise for less than a full raise does not reopen the betting to a seat that has acted</source>
        <comment>non-banked</comment>
        <translation>不足一次完整加注的全押加注，不會為已行動的座位重新開放下注</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="81"/>
        <source>an all-in raise for less than a full raise does not reopen the betting to a seat that has acted</source>
        <comment>stud</comment>
        <translation>不足一次完整加注的全押加注，不會為已行動的座位重新開放下注</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="83"/>
        <source>an all-in raise for less than a full raise does not reopen the betting to a seat that has acted</source>
        <comment>2010</comment>
        <translation>不足一次完整加注的全押加注，不會為已行動的座位重新開放下注</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="89"/>
        <source>Round 1: the blinds are posted and the first seat after the big blind (seat {big}) acts first: seat {opener}.</source>
        <comment>non-banked</comment>
        <translation>第1輪：盲注已下，大盲注（{big}號座位）之後的第一個座位先行動：{opener}號座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="91"/>
        <source>Round 1: the blinds are posted and the first seat after the big blind (seat {big}) acts first: seat {opener}.</source>
        <comment>2010</comment>
        <translation>第1輪：盲注已下，大盲注（{big}號座位）之後的第一個座位先行動：{opener}號座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="94"/>
        <source>The turn goes {way}, passing over folded and all-in seats and seats that have matched the highest total since the last full raise: seat {seat} acts now.</source>
        <comment>non-banked</comment>
        <translation>行動次序{way}進行，跳過已棄牌及全押的座位，以及自上次完整加注後已跟上最高總額的座位：現在輪到{seat}號座位行動。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="97"/>
        <source>The turn goes {way}, passing over folded and all-in seats and seats that have matched the highest total since the last full raise: seat {seat} acts now.</source>
        <comment>stud</comment>
        <translation>行動次序{way}進行，跳過已棄牌及全押的座位，以及自上次完整加注後已跟上最高總額的座位：現在輪到{seat}號座位行動。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="99"/>
        <source>The turn goes {way}, passing over folded and all-in seats and seats that have matched the highest total since the last full raise: seat {seat} acts now.</source>
        <comment>2010</comment>
        <translation>行動次序{way}進行，跳過已棄牌及全押的座位，以及自上次完整加注後已跟上最高總額的座位：現在輪到{seat}號座位行動。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="105"/>
        <source>Seat {seat} is to act. How much is the call, the smallest raise (or bet) to, and the largest? Leave the raise empty if the seat may not raise.</source>
        <comment>non-banked</comment>
        <translation>輪到{seat}號座位行動。跟注額是多少？最小加注（或下注）至多少？最大又至多少？如該座位不可加注，加注欄留空。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="108"/>
        <source>Seat {seat} is to act. How much is the call, the smallest raise (or bet) to, and the largest? Leave the raise empty if the seat may not raise.</source>
        <comment>stud</comment>
        <translation>輪到{seat}號座位行動。跟注額是多少？最小加注（或下注）至多少？最大又至多少？如該座位不可加注，加注欄留空。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="110"/>
        <source>Seat {seat} is to act. How much is the call, the smallest raise (or bet) to, and the largest? Leave the raise empty if the seat may not raise.</source>
        <comment>2010</comment>
        <translation>輪到{seat}號座位行動。跟注額是多少？最小加注（或下注）至多少？最大又至多少？如該座位不可加注，加注欄留空。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="113"/>
        <source>to call</source>
        <comment>non-banked</comment>
        <translation>跟注額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="114"/>
        <source>to call</source>
        <comment>stud</comment>
        <translation>跟注額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="115"/>
        <source>to call</source>
        <comment>2010</comment>
        <translation>跟注額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="117"/>
        <source>smallest raise to</source>
        <comment>non-banked</comment>
        <translation>最小加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="118"/>
        <source>smallest raise to</source>
        <comment>stud</comment>
        <translation>最小加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="119"/>
        <source>smallest raise to</source>
        <comment>2010</comment>
        <translation>最小加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="121"/>
        <source>largest raise to</source>
        <comment>non-banked</comment>
        <translation>最大加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="122"/>
        <source>largest raise to</source>
        <comment>stud</comment>
        <translation>最大加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="123"/>
        <source>largest raise to</source>
        <comment>2010</comment>
        <translation>最大加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="125"/>
        <source>Seat {seat} has {mine} in front of it, as much as anyone this round: nothing to call, it may check.</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位面前有{mine}，與本輪任何人一樣多：無需跟注，可以過牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="127"/>
        <source>Seat {seat} has {mine} in front of it, as much as anyone this round: nothing to call, it may check.</source>
        <comment>stud</comment>
        <translation>{seat}號座位面前有{mine}，與本輪任何人一樣多：無需跟注，可以過牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="129"/>
        <source>Seat {seat} has {mine} in front of it, as much as anyone this round: nothing to call, it may check.</source>
        <comment>2010</comment>
        <translation>{seat}號座位面前有{mine}，與本輪任何人一樣多：無需跟注，可以過牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="132"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it and only {call} behind: it calls all in for {call}.</source>
        <comment>non-banked</comment>
        <translation>本輪最高總額為{highest}；{seat}號座位面前有{mine}，手上只剩{call}：全押跟注{call}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="134"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it and only {call} behind: it calls all in for {call}.</source>
        <comment>stud</comment>
        <translation>本輪最高總額為{highest}；{seat}號座位面前有{mine}，手上只剩{call}：全押跟注{call}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="136"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it and only {call} behind: it calls all in for {call}.</source>
        <comment>2010</comment>
        <translation>本輪最高總額為{highest}；{seat}號座位面前有{mine}，手上只剩{call}：全押跟注{call}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="139"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it: to call, {call}.</source>
        <comment>non-banked</comment>
        <translation>本輪最高總額為{highest}；{seat}號座位面前有{mine}：跟注額為{call}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="141"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it: to call, {call}.</source>
        <comment>stud</comment>
        <translation>本輪最高總額為{highest}；{seat}號座位面前有{mine}：跟注額為{call}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="143"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it: to call, {call}.</source>
        <comment>2010</comment>
        <translation>本輪最高總額為{highest}；{seat}號座位面前有{mine}：跟注額為{call}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="146"/>
        <source>Seat {seat} may not bet or raise: {why}.</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位不可下注或加注：{why}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="147"/>
        <source>Seat {seat} may not bet or raise: {why}.</source>
        <comment>stud</comment>
        <translation>{seat}號座位不可下注或加注：{why}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="148"/>
        <source>Seat {seat} may not bet or raise: {why}.</source>
        <comment>2010</comment>
        <translation>{seat}號座位不可下注或加注：{why}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="150"/>
        <source>A bet of the table minimum ({full}) is more than the seat has: it may bet all in for less, {low}.</source>
        <comment>non-banked</comment>
        <translation>枱面最低注（{full}）超過該座位所有的籌碼：可以較少的金額全押下注，{low}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="152"/>
        <source>A bet of the table minimum ({full}) is more than the seat has: it may bet all in for less, {low}.</source>
        <comment>stud</comment>
        <translation>枱面最低注（{full}）超過該座位所有的籌碼：可以較少的金額全押下注，{low}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="154"/>
        <source>A bet of the table minimum ({full}) is more than the seat has: it may bet all in for less, {low}.</source>
        <comment>2010</comment>
        <translation>枱面最低注（{full}）超過該座位所有的籌碼：可以較少的金額全押下注，{low}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="157"/>
        <source>Nobody has bet this round: the smallest bet is the table minimum, {low}.</source>
        <comment>non-banked</comment>
        <translation>本輪尚無人下注：最小下注為枱面最低注，{low}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="159"/>
        <source>Nobody has bet this round: the smallest bet is the table minimum, {low}.</source>
        <comment>stud</comment>
        <translation>本輪尚無人下注：最小下注為枱面最低注，{low}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="160"/>
        <source>Nobody has bet this round: the smallest bet is the table minimum, {low}.</source>
        <comment>2010</comment>
        <translation>本輪尚無人下注：最小下注為枱面最低注，{low}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="162"/>
        <source>A full raise (to {full}) is more than the seat has: it may go all in for less, to {low}. The regulation is silent on a raise for less; the house allows it.</source>
        <comment>non-banked</comment>
        <translation>一次完整加注（至{full}）超過該座位所有的籌碼：可以較少的金額全押，至{low}。規例對不足額的加注未有規定；賭場准許。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="165"/>
        <source>A full raise (to {full}) is more than the seat has: it may go all in for less, to {low}. The regulation is silent on a raise for less; the house allows it.</source>
        <comment>2010</comment>
        <translation>一次完整加注（至{full}）超過該座位所有的籌碼：可以較少的金額全押，至{low}。規例對不足額的加注未有規定；賭場准許。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="168"/>
        <source>at least the last full bet or raise of the round</source>
        <comment>stud</comment>
        <translation>至少為本輪上一次完整下注或加注的金額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="169"/>
        <source>at least the last full bet or raise of the round</source>
        <comment>2010</comment>
        <translation>至少為本輪上一次完整下注或加注的金額</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="171"/>
        <source>A raise adds {why}: {step}. The smallest raise is to {highest} + {step} = {low}.</source>
        <comment>non-banked</comment>
        <translation>加注增加的金額{why}：{step}。最小加注至{highest} + {step} = {low}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="173"/>
        <source>A raise adds {why}: {step}. The smallest raise is to {highest} + {step} = {low}.</source>
        <comment>stud</comment>
        <translation>加注增加的金額{why}：{step}。最小加注至{highest} + {step} = {low}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="175"/>
        <source>A raise adds {why}: {step}. The smallest raise is to {highest} + {step} = {low}.</source>
        <comment>2010</comment>
        <translation>加注增加的金額{why}：{step}。最小加注至{highest} + {step} = {low}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="178"/>
        <source>Only two players are left: the number of raises is unlimited, so after {made} raises the seat may raise again.</source>
        <comment>non-banked</comment>
        <translation>只剩兩名玩家：加注次數不限，因此在{made}次加注之後，該座位仍可再加注。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="180"/>
        <source>Only two players are left: the number of raises is unlimited, so after {made} raises the seat may raise again.</source>
        <comment>stud</comment>
        <translation>只剩兩名玩家：加注次數不限，因此在{made}次加注之後，該座位仍可再加注。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="183"/>
        <source>No limit: the largest is everything the seat has, to {high}.</source>
        <comment>non-banked</comment>
        <translation>無限注：最大為該座位的全部籌碼，至{high}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="184"/>
        <source>No limit: the largest is everything the seat has, to {high}.</source>
        <comment>stud</comment>
        <translation>無限注：最大為該座位的全部籌碼，至{high}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="185"/>
        <source>No limit: the largest is everything the seat has, to {high}.</source>
        <comment>2010</comment>
        <translation>無限注：最大為該座位的全部籌碼，至{high}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="187"/>
        <source>Pot limit: the pot {pot} plus the call {call} is {sum}: &quot;Pot!&quot; is a raise to {highest} + {sum} = {full}.</source>
        <comment>non-banked</comment>
        <translation>底池限注：底池{pot}加跟注額{call}為{sum}：「底池！」即加注至{highest} + {sum} = {full}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="189"/>
        <source>Pot limit: the pot {pot} plus the call {call} is {sum}: &quot;Pot!&quot; is a raise to {highest} + {sum} = {full}.</source>
        <comment>2010</comment>
        <translation>底池限注：底池{pot}加跟注額{call}為{sum}：「底池！」即加注至{highest} + {sum} = {full}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="192"/>
        <source>{limit} The seat has only {allin} in all: all in to {allin}.</source>
        <comment>non-banked</comment>
        <translation>{limit}該座位總共只有{allin}：全押至{allin}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="193"/>
        <source>{limit} The seat has only {allin} in all: all in to {allin}.</source>
        <comment>stud</comment>
        <translation>{limit}該座位總共只有{allin}：全押至{allin}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="194"/>
        <source>{limit} The seat has only {allin} in all: all in to {allin}.</source>
        <comment>2010</comment>
        <translation>{limit}該座位總共只有{allin}：全押至{allin}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="199"/>
        <source>Who acts now? For that seat: the call, the smallest raise (or bet) to and the largest; leave the raises empty if it may not raise.</source>
        <comment>non-banked</comment>
        <translation>現在輪到誰？就該座位回答：跟注額、最小加注（或下注）至多少、最大至多少；如該座位不可加注，加注欄留空。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="201"/>
        <source>Who acts now? For that seat: the call, the smallest raise (or bet) to and the largest; leave the raises empty if it may not raise.</source>
        <comment>stud</comment>
        <translation>現在輪到誰？就該座位回答：跟注額、最小加注（或下注）至多少、最大至多少；如該座位不可加注，加注欄留空。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="203"/>
        <source>Who acts now? For that seat: the call, the smallest raise (or bet) to and the largest; leave the raises empty if it may not raise.</source>
        <comment>2010</comment>
        <translation>現在輪到誰？就該座位回答：跟注額、最小加注（或下注）至多少、最大至多少；如該座位不可加注，加注欄留空。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="206"/>
        <source>Last action: {action}; round {n} is over and round {next} begins.</source>
        <comment>non-banked</comment>
        <translation>上一個行動：{action}；第{n}輪結束，第{next}輪開始。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="208"/>
        <source>Last action: {action}; round {n} is over and round {next} begins.</source>
        <comment>stud</comment>
        <translation>上一個行動：{action}；第{n}輪結束，第{next}輪開始。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="209"/>
        <source>Last action: {action}; round {n} is over and round {next} begins.</source>
        <comment>2010</comment>
        <translation>上一個行動：{action}；第{n}輪結束，第{next}輪開始。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="214"/>
        <source>The round is over. How much is in the pot? With all-ins, give each pot: the main pot, then each side pot.</source>
        <comment>non-banked</comment>
        <translation>本輪結束。底池有多少？如有全押，列出每個底池：先主池，再每個邊池。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="216"/>
        <source>The round is over. How much is in the pot? With all-ins, give each pot: the main pot, then each side pot.</source>
        <comment>stud</comment>
        <translation>本輪結束。底池有多少？如有全押，列出每個底池：先主池，再每個邊池。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="218"/>
        <source>The round is over. How much is in the pot? With all-ins, give each pot: the main pot, then each side pot.</source>
        <comment>2010</comment>
        <translation>本輪結束。底池有多少？如有全押，列出每個底池：先主池，再每個邊池。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="221"/>
        <source>main pot</source>
        <comment>non-banked</comment>
        <translation>主池</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="222"/>
        <source>main pot</source>
        <comment>stud</comment>
        <translation>主池</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="223"/>
        <source>main pot</source>
        <comment>2010</comment>
        <translation>主池</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="225"/>
        <source>side pot {n}</source>
        <comment>non-banked</comment>
        <translation>邊池{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="226"/>
        <source>side pot {n}</source>
        <comment>stud</comment>
        <translation>邊池{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="227"/>
        <source>side pot {n}</source>
        <comment>2010</comment>
        <translation>邊池{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="232"/>
        <source>Seat {seat} announces &quot;{words}&quot;. What does the croupier say?</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位宣佈「{words}」。荷官應怎樣說？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="233"/>
        <source>Seat {seat} announces &quot;{words}&quot;. What does the croupier say?</source>
        <comment>stud</comment>
        <translation>{seat}號座位宣佈「{words}」。荷官應怎樣說？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="234"/>
        <source>Seat {seat} announces &quot;{words}&quot;. What does the croupier say?</source>
        <comment>2010</comment>
        <translation>{seat}號座位宣佈「{words}」。荷官應怎樣說？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="236"/>
        <source>Legal: the croupier takes it.</source>
        <comment>non-banked</comment>
        <translation>合規：荷官接受。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="237"/>
        <source>Legal: the croupier takes it.</source>
        <comment>stud</comment>
        <translation>合規：荷官接受。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="238"/>
        <source>Legal: the croupier takes it.</source>
        <comment>2010</comment>
        <translation>合規：荷官接受。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="240"/>
        <source>Not legal: facing a bet the seat may not check — it calls, raises or folds.</source>
        <comment>non-banked</comment>
        <translation>不合規：面對下注時，該座位不可過牌——只可跟注、加注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="242"/>
        <source>Not legal: facing a bet the seat may not check — it calls, raises or folds.</source>
        <comment>stud</comment>
        <translation>不合規：有人下注後，該座位不可過牌——只可跟注、加注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="243"/>
        <source>Not legal: facing a bet the seat may not check — it calls, raises or folds.</source>
        <comment>2010</comment>
        <translation>不合規：面對下注時，該座位不可過牌——只可跟注、加注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="246"/>
        <source>Not legal: the raise is too small (only an all-in may be smaller).</source>
        <comment>non-banked</comment>
        <translation>不合規：加注太少（只有全押可以較少）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="248"/>
        <source>Not legal: the raise is too small (only an all-in may be smaller).</source>
        <comment>stud</comment>
        <translation>不合規：加注太少（只有全押可以較少）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="249"/>
        <source>Not legal: the raise is too small (only an all-in may be smaller).</source>
        <comment>2010</comment>
        <translation>不合規：加注太少（只有全押可以較少）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="251"/>
        <source>Not legal: that is more than the table&apos;s limit allows.</source>
        <comment>non-banked</comment>
        <translation>不合規：超過枱面限注所容許的金額。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="252"/>
        <source>Not legal: that is more than the table&apos;s limit allows.</source>
        <comment>2010</comment>
        <translation>不合規：超過枱面限注所容許的金額。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="254"/>
        <source>Not legal: this seat may not bet or raise now — it calls or folds.</source>
        <comment>non-banked</comment>
        <translation>不合規：該座位現在不可下注或加注——只可跟注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="256"/>
        <source>Not legal: this seat may not bet or raise now — it calls or folds.</source>
        <comment>stud</comment>
        <translation>不合規：該座位現在不可下注或加注——只可跟注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="257"/>
        <source>Not legal: this seat may not bet or raise now — it calls or folds.</source>
        <comment>2010</comment>
        <translation>不合規：該座位現在不可下注或加注——只可跟注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="259"/>
        <source>Not legal: this seat may not bet or raise now — it checks or folds.</source>
        <comment>non-banked</comment>
        <translation>不合規：該座位現在不可下注或加注——只可過牌或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="261"/>
        <source>Not legal: this seat may not bet or raise now — it checks or folds.</source>
        <comment>stud</comment>
        <translation>不合規：該座位現在不可下注或加注——只可過牌或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="262"/>
        <source>Not legal: this seat may not bet or raise now — it checks or folds.</source>
        <comment>2010</comment>
        <translation>不合規：該座位現在不可下注或加注——只可過牌或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="283"/>
        <source>So &quot;{words}&quot; is not allowed: seat {seat} calls or folds.</source>
        <comment>non-banked</comment>
        <translation>因此不接受「{words}」：{seat}號座位只可跟注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="284"/>
        <source>So &quot;{words}&quot; is not allowed: seat {seat} calls or folds.</source>
        <comment>stud</comment>
        <translation>因此不接受「{words}」：{seat}號座位只可跟注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="285"/>
        <source>So &quot;{words}&quot; is not allowed: seat {seat} calls or folds.</source>
        <comment>2010</comment>
        <translation>因此不接受「{words}」：{seat}號座位只可跟注或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="287"/>
        <source>So &quot;{words}&quot; is not allowed: seat {seat} checks or folds.</source>
        <comment>non-banked</comment>
        <translation>因此不接受「{words}」：{seat}號座位只可過牌或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="288"/>
        <source>So &quot;{words}&quot; is not allowed: seat {seat} checks or folds.</source>
        <comment>stud</comment>
        <translation>因此不接受「{words}」：{seat}號座位只可過牌或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="289"/>
        <source>So &quot;{words}&quot; is not allowed: seat {seat} checks or folds.</source>
        <comment>2010</comment>
        <translation>因此不接受「{words}」：{seat}號座位只可過牌或棄牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="291"/>
        <source>Not legal: the bet is below the table minimum (only an all-in may be less).</source>
        <comment>non-banked</comment>
        <translation>不合規：下注少於枱面最低注（只有全押可以較少）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="293"/>
        <source>Not legal: the bet is below the table minimum (only an all-in may be less).</source>
        <comment>2010</comment>
        <translation>不合規：下注少於枱面最低注（只有全押可以較少）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="296"/>
        <source>Not legal: the bet is below the table minimum (ruling R8-6; only an all-in may be less).</source>
        <comment>stud</comment>
        <translation>不合規：下注少於枱面最低注（解讀 R8-6；只有全押可以較少）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="264"/>
        <source>Seat {seat} may announce &quot;{words}&quot; now: it is within what the seat may do, and the croupier takes it.</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位現在可以宣佈「{words}」：這在該座位可做的範圍內，荷官接受。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="266"/>
        <source>Seat {seat} may announce &quot;{words}&quot; now: it is within what the seat may do, and the croupier takes it.</source>
        <comment>stud</comment>
        <translation>{seat}號座位現在可以宣佈「{words}」：這在該座位可做的範圍內，荷官接受。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="268"/>
        <source>Seat {seat} may announce &quot;{words}&quot; now: it is within what the seat may do, and the croupier takes it.</source>
        <comment>2010</comment>
        <translation>{seat}號座位現在可以宣佈「{words}」：這在該座位可做的範圍內，荷官接受。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="271"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls, raises or folds).</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位需跟注{call}：不可過牌（只可跟注、加注或棄牌）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="273"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls, raises or folds).</source>
        <comment>stud</comment>
        <translation>{seat}號座位需跟注{call}：有人下注後不可過牌（只可跟注、加注或棄牌）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="275"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls, raises or folds).</source>
        <comment>2010</comment>
        <translation>{seat}號座位需跟注{call}：不可過牌（只可跟注、加注或棄牌）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="278"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls or folds).</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位需跟注{call}：不可過牌（只可跟注或棄牌）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="280"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls or folds).</source>
        <comment>stud</comment>
        <translation>{seat}號座位需跟注{call}：有人下注後不可過牌（只可跟注或棄牌）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="281"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls or folds).</source>
        <comment>2010</comment>
        <translation>{seat}號座位需跟注{call}：不可過牌（只可跟注或棄牌）。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="299"/>
        <source>The smallest bet is {low}; {to} is less and is not all in.</source>
        <comment>non-banked</comment>
        <translation>最小下注為{low}；{to}較少，且並非全押。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="300"/>
        <source>The smallest bet is {low}; {to} is less and is not all in.</source>
        <comment>stud</comment>
        <translation>最小下注為{low}；{to}較少，且並非全押。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="301"/>
        <source>The smallest bet is {low}; {to} is less and is not all in.</source>
        <comment>2010</comment>
        <translation>最小下注為{low}；{to}較少，且並非全押。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="303"/>
        <source>The smallest raise is to {low}; {to} is less and is not all in.</source>
        <comment>non-banked</comment>
        <translation>最小加注至{low}；{to}較少，且並非全押。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="728"/>
        <location filename="../../trainer/tasks/betting_words.py" line="304"/>
        <source>The smallest raise is to {low}; {to} is less and is not all in.</source>
        <comment>stud</comment>
        <translation>最小加注至{low}；{to}較少，且並非全押。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="305"/>
        <source>The smallest raise is to {low}; {to} is less and is not all in.</source>
        <comment>2010</comment>
        <translation>最小加注至{low}；{to}較少，且並非全押。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="307"/>
        <source>The largest raise here is to {high}; {to} is more.</source>
        <comment>non-banked</comment>
        <translation>此處最大加注至{high}；{to}較多。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="308"/>
        <source>The largest raise here is to {high}; {to} is more.</source>
        <comment>stud</comment>
        <translation>此處最大加注至{high}；{to}較多。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="309"/>
        <source>The largest raise here is to {high}; {to} is more.</source>
        <comment>2010</comment>
        <translation>此處最大加注至{high}；{to}較多。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="315"/>
        <source>The main pot</source>
        <comment>non-banked</comment>
        <translation>主池</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="316"/>
        <source>The main pot</source>
        <comment>stud</comment>
        <translation>主池</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="317"/>
        <source>The main pot</source>
        <comment>2010</comment>
        <translation>主池</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="319"/>
        <source>Side pot {n}</source>
        <comment>non-banked</comment>
        <translation>邊池{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="320"/>
        <source>Side pot {n}</source>
        <comment>stud</comment>
        <translation>邊池{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="321"/>
        <source>Side pot {n}</source>
        <comment>2010</comment>
        <translation>邊池{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="323"/>
        <source>Seat {seat} put in {committed} but nobody matched more than {called}: the {amount} above that is returned to seat {seat} first; it is in no pot and bears no commission.</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位投入了{committed}，但無人跟上超過{called}：高出的{amount}先退回{seat}號座位；這部分不屬於任何底池，也不計佣金。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="326"/>
        <source>Seat {seat} put in {committed} but nobody matched more than {called}: the {amount} above that is returned to seat {seat} first; it is in no pot and bears no commission.</source>
        <comment>stud</comment>
        <translation>{seat}號座位投入了{committed}，但無人跟上超過{called}：高出的{amount}先退回{seat}號座位；這部分不屬於任何底池，也不計佣金。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="329"/>
        <source>Seat {seat} put in {committed} but nobody matched more than {called}: the {amount} above that is returned to seat {seat} first; it is in no pot and bears no commission.</source>
        <comment>2010</comment>
        <translation>{seat}號座位投入了{committed}，但無人跟上超過{called}：高出的{amount}先退回{seat}號座位；這部分不屬於任何底池，也不計佣金。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="333"/>
        <source>Folded seat {seat} put chips in this pot but cannot win it.</source>
        <comment>non-banked</comment>
        <translation>已棄牌的{seat}號座位有籌碼投入此底池，但不能贏取。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="334"/>
        <source>Folded seat {seat} put chips in this pot but cannot win it.</source>
        <comment>stud</comment>
        <translation>已棄牌的{seat}號座位有籌碼投入此底池，但不能贏取。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="335"/>
        <source>Folded seat {seat} put chips in this pot but cannot win it.</source>
        <comment>2010</comment>
        <translation>已棄牌的{seat}號座位有籌碼投入此底池，但不能贏取。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="337"/>
        <source>Folded seats {seats} put chips in this pot but cannot win it.</source>
        <comment>non-banked</comment>
        <translation>已棄牌的{seats}號座位有籌碼投入此底池，但不能贏取。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="338"/>
        <source>Folded seats {seats} put chips in this pot but cannot win it.</source>
        <comment>stud</comment>
        <translation>已棄牌的{seats}號座位有籌碼投入此底池，但不能贏取。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="339"/>
        <source>Folded seats {seats} put chips in this pot but cannot win it.</source>
        <comment>2010</comment>
        <translation>已棄牌的{seats}號座位有籌碼投入此底池，但不能贏取。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="341"/>
        <source>{pot}: commission {percent}% of {amount} would be {due}, but the hand&apos;s cap leaves only {charged}.</source>
        <comment>non-banked</comment>
        <translation>{pot}：{amount}的{percent}%佣金應為{due}，但本局的佣金上限只剩{charged}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="343"/>
        <source>{pot}: commission {percent}% of {amount} would be {due}, but the hand&apos;s cap leaves only {charged}.</source>
        <comment>stud</comment>
        <translation>{pot}：{amount}的{percent}%佣金應為{due}，但本局的佣金上限只剩{charged}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="345"/>
        <source>{pot}: commission {percent}% of {amount} would be {due}, but the hand&apos;s cap leaves only {charged}.</source>
        <comment>2010</comment>
        <translation>{pot}：{amount}的{percent}%佣金應為{due}，但本局的佣金上限只剩{charged}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="348"/>
        <source>{pot}: commission {percent}% of {amount}, rounded down to the chip unit: {charged}.</source>
        <comment>non-banked</comment>
        <translation>{pot}：{amount}的{percent}%佣金，向下取整至籌碼單位：{charged}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="350"/>
        <source>{pot}: commission {percent}% of {amount}, rounded down to the chip unit: {charged}.</source>
        <comment>stud</comment>
        <translation>{pot}：{amount}的{percent}%佣金，向下取整至籌碼單位：{charged}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="352"/>
        <source>{pot}: commission {percent}% of {amount}, rounded down to the chip unit: {charged}.</source>
        <comment>2010</comment>
        <translation>{pot}：{amount}的{percent}%佣金，向下取整至籌碼單位：{charged}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="355"/>
        <source>Commission for the hand: {total}.</source>
        <comment>non-banked</comment>
        <translation>本局佣金：{total}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="356"/>
        <source>Commission for the hand: {total}.</source>
        <comment>stud</comment>
        <translation>本局佣金：{total}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="357"/>
        <source>Commission for the hand: {total}.</source>
        <comment>2010</comment>
        <translation>本局佣金：{total}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="359"/>
        <source>Seat {seat} is paid {share} from the main pot.</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位從主池獲派{share}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="360"/>
        <source>Seat {seat} is paid {share} from the main pot.</source>
        <comment>stud</comment>
        <translation>{seat}號座位從主池獲派{share}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="361"/>
        <source>Seat {seat} is paid {share} from the main pot.</source>
        <comment>2010</comment>
        <translation>{seat}號座位從主池獲派{share}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="363"/>
        <source>Seat {seat} is paid {share} from side pot {n}.</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位從邊池{n}獲派{share}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="364"/>
        <source>Seat {seat} is paid {share} from side pot {n}.</source>
        <comment>stud</comment>
        <translation>{seat}號座位從邊池{n}獲派{share}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="365"/>
        <source>Seat {seat} is paid {share} from side pot {n}.</source>
        <comment>2010</comment>
        <translation>{seat}號座位從邊池{n}獲派{share}。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="370"/>
        <source>The hand begins. Which seats post the blinds, and how much each?</source>
        <comment>non-banked</comment>
        <translation>牌局開始。哪些座位下盲注，各下多少？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="371"/>
        <source>The hand begins. Which seats post the blinds, and how much each?</source>
        <comment>2010</comment>
        <translation>牌局開始。哪些座位下盲注，各下多少？</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="373"/>
        <source>Seat {seat} has only {chips}: it puts in what it has and is all in.</source>
        <comment>non-banked</comment>
        <translation>{seat}號座位只有{chips}：它放入全部籌碼，全押。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="375"/>
        <source>Seat {seat} has only {chips}: it puts in what it has and is all in.</source>
        <comment>stud</comment>
        <translation>{seat}號座位只有{chips}：它放入全部籌碼，全押。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="376"/>
        <source>Seat {seat} has only {chips}: it puts in what it has and is all in.</source>
        <comment>2010</comment>
        <translation>{seat}號座位只有{chips}：它放入全部籌碼，全押。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="378"/>
        <source>At most one seat still in can bet and nothing is left to call: the remaining cards are dealt with no more betting.</source>
        <comment>non-banked</comment>
        <translation>仍在局的座位中最多只有一個可以下注，且沒有需要跟注的金額：餘下的牌直接派完，不再下注。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="380"/>
        <source>At most one seat still in can bet and nothing is left to call: the remaining cards are dealt with no more betting.</source>
        <comment>stud</comment>
        <translation>仍在局的座位中最多只有一個可以下注，且沒有需要跟注的金額：餘下的牌直接派完，不再下注。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="382"/>
        <source>At most one seat still in can bet and nothing is left to call: the remaining cards are dealt with no more betting.</source>
        <comment>2010</comment>
        <translation>仍在局的座位中最多只有一個可以下注，且沒有需要跟注的金額：餘下的牌直接派完，不再下注。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="385"/>
        <source>Build the pots: each pot&apos;s amount and winners, then what each seat is paid.</source>
        <comment>non-banked</comment>
        <translation>計算各底池：每個底池的金額及贏家，然後每個座位獲派多少。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="387"/>
        <source>Build the pots: each pot&apos;s amount and winners, then what each seat is paid.</source>
        <comment>stud</comment>
        <translation>計算各底池：每個底池的金額及贏家，然後每個座位獲派多少。</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="388"/>
        <source>Build the pots: each pot&apos;s amount and winners, then what each seat is paid.</source>
        <comment>2010</comment>
        <translation>計算各底池：每個底池的金額及贏家，然後每個座位獲派多少。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table/notes.py" line="406"/>
        <source>… %n earlier actions</source>
        <comment>action log: the ones not drawn</comment>
        <translation>
            <numerusform>……之前%n個行動</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="738"/>
        <source>{game}: school exam</source>
        <translation>{game}：學校考試</translation>
    </message>
</context>
<context>
    <name>AccuracyPlot</name>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="172"/>
        <source>Accuracy (dotted: answers within target)</source>
        <translation>準確率（虛線：在目標時間內的答題）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="175"/>
        <source>Right answers (%)</source>
        <translation>答對率（%）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="178"/>
        <source>No answers yet: accuracy per day or week shows here after some practice.</source>
        <translation>尚無答案：練習一段時間後，這裏會顯示每日或每週的準確率。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="199"/>
        <source>{line}: within target</source>
        <translation>{line}：在目標時間內</translation>
    </message>
</context>
<context>
    <name>BetSizesPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="60"/>
        <source>Call, minimum, Pot!</source>
        <comment>non-banked</comment>
        <translation>跟注、最低額、「底池！」</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="61"/>
        <source>Call, minimum, Pot!</source>
        <comment>stud</comment>
        <translation>跟注、最低額、「底池！」</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="62"/>
        <source>Call, minimum, Pot!</source>
        <comment>2010</comment>
        <translation>跟注、最低額、「底池！」</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="63"/>
        <source>To call</source>
        <comment>non-banked</comment>
        <translation>跟注額</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="64"/>
        <source>To call</source>
        <comment>stud</comment>
        <translation>跟注額</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="65"/>
        <source>To call</source>
        <comment>2010</comment>
        <translation>跟注額</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="66"/>
        <source>Smallest raise to</source>
        <comment>non-banked</comment>
        <translation>最小加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="67"/>
        <source>Smallest raise to</source>
        <comment>stud</comment>
        <translation>最小加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="68"/>
        <source>Smallest raise to</source>
        <comment>2010</comment>
        <translation>最小加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="69"/>
        <source>Largest raise to</source>
        <comment>non-banked</comment>
        <translation>最大加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="70"/>
        <source>Largest raise to</source>
        <comment>stud</comment>
        <translation>最大加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="71"/>
        <source>Largest raise to</source>
        <comment>2010</comment>
        <translation>最大加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="72"/>
        <source>No raise  (X)</source>
        <comment>non-banked</comment>
        <translation>不可加注  (X)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="73"/>
        <source>No raise  (X)</source>
        <comment>stud</comment>
        <translation>不可加注  (X)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="74"/>
        <source>No raise  (X)</source>
        <comment>2010</comment>
        <translation>不可加注  (X)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="75"/>
        <source>no raise</source>
        <comment>non-banked</comment>
        <translation>不可加注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="76"/>
        <source>no raise</source>
        <comment>stud</comment>
        <translation>不可加注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="77"/>
        <source>no raise</source>
        <comment>2010</comment>
        <translation>不可加注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="79"/>
        <source>The seat may not bet or raise.</source>
        <comment>non-banked</comment>
        <translation>該座位不可下注或加注。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="80"/>
        <source>The seat may not bet or raise.</source>
        <comment>stud</comment>
        <translation>該座位不可下注或加注。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="81"/>
        <source>The seat may not bet or raise.</source>
        <comment>2010</comment>
        <translation>該座位不可下注或加注。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="82"/>
        <source>The seat may raise.</source>
        <comment>non-banked</comment>
        <translation>該座位可以加注。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="83"/>
        <source>The seat may raise.</source>
        <comment>stud</comment>
        <translation>該座位可以加注。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="84"/>
        <source>The seat may raise.</source>
        <comment>2010</comment>
        <translation>該座位可以加注。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="86"/>
        <source>Amounts are the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <comment>non-banked</comment>
        <translation>金額為該座位本輪的總額。Tab：下一欄。如該座位不可下注或加注，兩個加注欄留空或按 X。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="89"/>
        <source>Amounts are the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <comment>stud</comment>
        <translation>金額為該座位本輪的總額。Tab：下一欄。如該座位不可下注或加注，兩個加注欄留空或按 X。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="91"/>
        <source>Amounts are the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <comment>2010</comment>
        <translation>金額為該座位本輪的總額。Tab：下一欄。如該座位不可下注或加注，兩個加注欄留空或按 X。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="107"/>
        <source>no raise: the seat may not bet or raise</source>
        <comment>non-banked</comment>
        <translation>不可加注：該座位不可下注或加注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="108"/>
        <source>no raise: the seat may not bet or raise</source>
        <comment>stud</comment>
        <translation>不可加注：該座位不可下注或加注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="109"/>
        <source>no raise: the seat may not bet or raise</source>
        <comment>2010</comment>
        <translation>不可加注：該座位不可下注或加注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="360"/>
        <source>next field</source>
        <translation>下一欄</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="361"/>
        <source>Digits</source>
        <translation>數字</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="361"/>
        <source>type the amount</source>
        <translation>輸入金額</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="362"/>
        <source>X</source>
        <translation>X</translation>
    </message>
</context>
<context>
    <name>BoardForm</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="165"/>
        <source>the board</source>
        <translation>公共牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="216"/>
        <source>Marker</source>
        <translation>按鈕（莊位）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="217"/>
        <source>Board</source>
        <translation>公共牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="218"/>
        <source>Table terms</source>
        <translation>枱面條件</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="219"/>
        <source>chip unit</source>
        <translation>籌碼單位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="220"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="221"/>
        <source>cap (0: none)</source>
        <translation>上限（0：無）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="222"/>
        <source>Seats (click a number, or a seat on the table, to seat a player or take him away):</source>
        <translation>座位（點擊號碼或牌枱上的座位，讓玩家入座或離座）：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="227"/>
        <source>commission: the game&apos;s default</source>
        <translation>佣金：本遊戲預設</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="227"/>
        <source>commission: none</source>
        <translation>佣金：無</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="228"/>
        <source>commission: percent and cap</source>
        <translation>佣金：百分比及上限</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="247"/>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="253"/>
        <source>seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
</context>
<context>
    <name>BurnBoardPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="526"/>
        <source>Burn and board</source>
        <translation>燒牌與公共牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="537"/>
        <source>Cards discarded</source>
        <translation>棄置牌數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="537"/>
        <source>Cards burnt</source>
        <translation>燒牌數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="538"/>
        <source>Cards turned face up</source>
        <translation>翻開牌數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="559"/>
        <source>Digits</source>
        <translation>數字</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="559"/>
        <source>the count</source>
        <translation>數目</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="560"/>
        <source>next field</source>
        <translation>下一欄</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="561"/>
        <source>Click a field</source>
        <translation>點擊欄位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="561"/>
        <source>the pad types into it</source>
        <translation>數字鍵盤輸入到該欄</translation>
    </message>
</context>
<context>
    <name>CardField</name>
    <message>
        <location filename="../../trainer/gui/instructor/card_picker.py" line="89"/>
        <source>Take this card back to the deck</source>
        <translation>把這張牌放回一副牌</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../../trainer/gui/instructor/card_picker.py" line="152"/>
        <source>Deal the picked cards here</source>
        <translation>把選中的牌派到這裏</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/card_picker.py" line="153"/>
        <source>Cards go to: {place}</source>
        <translation>派牌到：{place}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/card_picker.py" line="154"/>
        <source>Pick a place&apos;s cards (click its cards field) to deal to it</source>
        <translation>先選要派牌的位置（點擊其牌格）</translation>
    </message>
</context>
<context>
    <name>ChangeBetPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/colour.py" line="124"/>
        <source>Change a bet</source>
        <translation>找換下注籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/colour.py" line="144"/>
        <source>Chip put in: {chip}
The call: {call}</source>
        <translation>放入的籌碼：{chip}
跟注：{call}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/panels/colour.py" line="147"/>
        <source>Change so far: {amount} in %n chips</source>
        <translation>
            <numerusform>已找回：{amount}，共%n個籌碼</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="511"/>
        <source>Question</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="512"/>
        <source>Right option (number)</source>
        <translation>正確選項（編號）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="513"/>
        <source>Citation</source>
        <translation>出處</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="515"/>
        <source>an option (leave empty: none)</source>
        <translation>一個選項（留空：無）</translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="97"/>
        <source>{name} is deactivated: the records are kept; sign-in is refused.</source>
        <translation>{name}已停用：紀錄保留，但不能登入。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="107"/>
        <source>Answers</source>
        <translation>答題數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="107"/>
        <source>Accuracy</source>
        <translation>準確率</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="108"/>
        <source>Due</source>
        <translation>到期</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="108"/>
        <source>Last answer</source>
        <translation>最後作答</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="108"/>
        <source>Within target</source>
        <translation>目標時間內</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="134"/>
        <source>{name}, {skill}: {right} of {answers} right ({accuracy:.0%}), median time {time}</source>
        <translation>{name}，{skill}：{answers}題中答對{right}題（{accuracy:.0%}），中位時間{time}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="179"/>
        <source>Whole class</source>
        <translation>全班</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="182"/>
        <source>{name} (instructor)</source>
        <translation>{name}（導師）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="184"/>
        <source>{name} — deactivated</source>
        <translation>{name}——已停用</translation>
    </message>
</context>
<context>
    <name>ClassTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="254"/>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="255"/>
        <source>Accuracy</source>
        <translation>準確率</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="257"/>
        <source>Median</source>
        <translation>中位數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="258"/>
        <source>Answers</source>
        <translation>答題數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="291"/>
        <source>Answers given in</source>
        <translation>作答時段</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="292"/>
        <source>the last 7 days</source>
        <translation>最近7天</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="292"/>
        <source>the last 30 days</source>
        <translation>最近30天</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="293"/>
        <source>the last 90 days</source>
        <translation>最近90天</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="293"/>
        <source>all time</source>
        <translation>全部時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="297"/>
        <source>Each cell: accuracy · median time. Green from 90 %, amber from 70 %, red below; bold: slower than 1.5 × the class&apos;s median time for that skill. Within target: the share of answers given within their skill&apos;s target time. Double-click a trainee to see them.</source>
        <translation>每格：準確率 · 中位時間。90%或以上為綠色，70%或以上為琥珀色，以下為紅色；粗體：用時超過全班該技能中位時間的1.5倍。目標時間內：在技能目標時間內作答的比例。雙擊學員即可查看其資料。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="300"/>
        <source>Trainees × skills</source>
        <translation>學員 × 技能</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/class_tab.py" line="301"/>
        <source>Weakest skills of the class (from %n answers)</source>
        <translation>
            <numerusform>全班最弱的技能（根據%n個答案）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ColourUpPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/colour.py" line="69"/>
        <source>Colour up</source>
        <translation>兌換大面值籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/colour.py" line="91"/>
        <source>Seat {seat}&apos;s chips handed in, close up</source>
        <translation>{seat}號座位交來的籌碼（近看）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/panels/colour.py" line="93"/>
        <source>Given back so far: {amount} in %n chips</source>
        <translation>
            <numerusform>已交回：{amount}，共%n個籌碼</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommissionPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="393"/>
        <source>Commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="411"/>
        <source>Commission (chips)</source>
        <translation>佣金（籌碼）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="417"/>
        <source>the commission is {amount}</source>
        <translation>佣金為{amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="421"/>
        <source>{pot} of {amount}: commission {commission}</source>
        <translation>{pot}（{amount}）：佣金{commission}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="426"/>
        <source>com. {amount}</source>
        <translation>佣金{amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="430"/>
        <source>Digits</source>
        <translation>數字</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="430"/>
        <source>type the amount</source>
        <translation>輸入金額</translation>
    </message>
</context>
<context>
    <name>Constraints</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="53"/>
        <source>Write the constraints as name: value pairs between braces, e.g. {seats: 6}</source>
        <translation>條件請寫成大括號內的「名稱: 值」，例如 {seats: 6}</translation>
    </message>
</context>
<context>
    <name>CountPotPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="454"/>
        <source>Count the pot</source>
        <translation>計算底池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="483"/>
        <source>+ Side pot  (Ctrl++)</source>
        <translation>+ 邊池  (Ctrl++)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="484"/>
        <source>− Last pot  (Ctrl+−)</source>
        <translation>− 最後一個底池  (Ctrl+−)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="550"/>
        <source>there is no such pot</source>
        <translation>沒有這個底池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="551"/>
        <source>{pot} missing: {amount}</source>
        <translation>缺少{pot}：{amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="558"/>
        <source>next pot</source>
        <translation>下一個底池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="559"/>
        <source>Ctrl++</source>
        <translation>Ctrl++</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="559"/>
        <source>add a side pot</source>
        <translation>新增邊池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="560"/>
        <source>Ctrl+−</source>
        <translation>Ctrl+−</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="560"/>
        <source>remove the last pot</source>
        <translation>移除最後一個底池</translation>
    </message>
</context>
<context>
    <name>CountStackPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="273"/>
        <source>Count the stack</source>
        <translation>點算籌碼疊</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="276"/>
        <source>Total</source>
        <translation>總數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="297"/>
        <source>Seat {seat}&apos;s chips, close up</source>
        <translation>{seat}號座位的籌碼（近看）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="304"/>
        <source>{chips} = {amount}</source>
        <translation>{chips} = {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="310"/>
        <source>Digits</source>
        <translation>數字</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="310"/>
        <source>type the total</source>
        <translation>輸入總數</translation>
    </message>
</context>
<context>
    <name>CutPotPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="46"/>
        <source>Cut the pot</source>
        <translation>分開底池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="91"/>
        <source>{pot}, close up</source>
        <translation>{pot}，近看</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="92"/>
        <source>EACH WINNER&apos;S STACK</source>
        <translation>每位贏家的籌碼疊</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="95"/>
        <source>Cut so far: {amount}</source>
        <translation>已分出：{amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="141"/>
        <source>The stacks: {stacks}</source>
        <translation>籌碼疊：{stacks}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="142"/>
        <source>{seat}: {amount}</source>
        <translation>{seat}號座位：{amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="146"/>
        <source>Digits</source>
        <translation>數字</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="146"/>
        <source>type the stack</source>
        <translation>輸入籌碼疊</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="147"/>
        <source>the next winner</source>
        <translation>下一位贏家</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="148"/>
        <source>Click a seat</source>
        <translation>點擊座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="148"/>
        <source>go to that winner&apos;s stack</source>
        <translation>前往該贏家的籌碼疊</translation>
    </message>
</context>
<context>
    <name>DealOrderPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="395"/>
        <source>Dealing order</source>
        <translation>派牌次序</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="432"/>
        <source>First card to seat</source>
        <translation>第一張牌給座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="433"/>
        <source>Cards to each seat</source>
        <translation>每個座位的牌數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="434"/>
        <source>Clockwise</source>
        <translation>順時針</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="435"/>
        <source>Counterclockwise</source>
        <translation>逆時針</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="500"/>
        <source>clockwise</source>
        <translation>順時針</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="500"/>
        <source>counterclockwise</source>
        <translation>逆時針</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="510"/>
        <source>Digits</source>
        <translation>數字</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="510"/>
        <source>the first seat, Tab, the cards each</source>
        <translation>第一個座位，Tab，每位牌數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="511"/>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="511"/>
        <source>counterclockwise / clockwise</source>
        <translation>逆時針 / 順時針</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="513"/>
        <source>Click a seat</source>
        <translation>點擊座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="513"/>
        <source>it receives the first card</source>
        <translation>該座位收第一張牌</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="467"/>
        <source>The dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="513"/>
        <source>banker, seat 1, 2, 3</source>
        <translation>莊家、1、2、3號座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="515"/>
        <source>Click a place</source>
        <translation>點擊位置</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="515"/>
        <source>on the panel or the table</source>
        <translation>在面板或牌枱上</translation>
    </message>
</context>
<context>
    <name>DrillScreen</name>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="260"/>
        <source>Review: {title}</source>
        <translation>溫習：{title}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="229"/>
        <source>Intro (F1)</source>
        <translation>簡介 (F1)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="466"/>
        <source>Question {n} of {total}</source>
        <translation>第{n}題，共{total}題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="342"/>
        <source>✓ right</source>
        <translation>✓ 正確</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="342"/>
        <source>✗ wrong</source>
        <translation>✗ 錯誤</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="350"/>
        <source>Next (N)</source>
        <translation>下一題 (N)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="350"/>
        <source>next</source>
        <translation>下一題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="401"/>
        <source>The sprint&apos;s score could not be saved: {error}</source>
        <translation>未能儲存限時衝刺的得分：{error}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="453"/>
        <source>{time} left</source>
        <translation>尚餘{time}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="468"/>
        <source>Hand {n} of {total} · step {step} of {steps}</source>
        <translation>第{n}局，共{total}局 · 第{step}步，共{steps}步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="470"/>
        <source>Question {n} of {total} · step {step} of {steps}</source>
        <translation>第{n}題，共{total}題 · 第{step}步，共{steps}步</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/drill/screen.py" line="478"/>
        <source>%n of {answered} right</source>
        <translation>
            <numerusform>{answered}題中答對%n題</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="353"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="353"/>
        <source>end</source>
        <translation>結束</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="354"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="354"/>
        <source>the lesson&apos;s intro</source>
        <translation>課程簡介</translation>
    </message>
</context>
<context>
    <name>EditButtons</name>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="76"/>
        <source>The school&apos;s lesson folder</source>
        <translation>學校課程資料夾</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="95"/>
        <source>Pick a lesson to edit first.</source>
        <translation>請先選擇要編輯的課程。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="107"/>
        <source>Pick a lesson or exam of the school folder to publish.</source>
        <translation>請先選擇學校資料夾中要發佈的課程或考試。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="110"/>
        <source>Publish to every workstation</source>
        <translation>發佈到所有工作站</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="111"/>
        <source>An instructor&apos;s password signs the file for the school:</source>
        <translation>以導師密碼為學校簽署此檔案：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="120"/>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="124"/>
        <source>Not published</source>
        <translation>未發佈</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="121"/>
        <source>That is not an instructor&apos;s password.</source>
        <translation>這不是導師的密碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="126"/>
        <source>Published</source>
        <translation>已發佈</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="127"/>
        <source>Every workstation of the school gets {file} at its next sync (fingerprint {fingerprint}).</source>
        <translation>學校每個工作站會在下次同步時收到 {file}（指紋 {fingerprint}）。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="142"/>
        <source>This lesson cannot be opened</source>
        <translation>無法開啟這個課程</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="147"/>
        <source>Edit lesson…</source>
        <translation>編輯課程…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="148"/>
        <source>New lesson</source>
        <translation>新課程</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="149"/>
        <source>New exam</source>
        <translation>新增考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="150"/>
        <source>School folder…</source>
        <translation>學校資料夾…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="151"/>
        <source>Publish…</source>
        <translation>發佈…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="152"/>
        <source>Send the lesson or exam picked to every workstation of the school (signed with an instructor&apos;s password)</source>
        <translation>把所選課程或考試傳送到學校每個工作站（以導師密碼簽署）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="154"/>
        <source>Where the school&apos;s lessons are saved: {folder}</source>
        <translation>學校課程的儲存位置：{folder}</translation>
    </message>
</context>
<context>
    <name>ExamEditor</name>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="321"/>
        <source>{n}. {task} × {count}</source>
        <translation>{n}. {task} × {count}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="421"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="423"/>
        <source>%n hands</source>
        <translation>
            <numerusform>%n局</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="422"/>
        <source>{seats} seats</source>
        <translation>{seats}個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="423"/>
        <source>the usual table</source>
        <translation>一般牌枱</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="487"/>
        <source>The exam cannot be saved: {problem}</source>
        <translation>考試無法儲存：{problem}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="501"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="702"/>
        <source>What a sitting draws</source>
        <translation>每次應考抽出的題目</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="504"/>
        <source>The exam checker refuses this exam:</source>
        <translation>考試檢查不接受此考試：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="512"/>
        <source>Pass mark {mark:g} %: {need} of {marks} marks. {minutes:g} minutes; attempts allowed: {attempts}.</source>
        <translation>合格分數 {mark:g}%：{marks}分中需{need}分。{minutes:g}分鐘；可考次數：{attempts}。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="521"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="581"/>
        <source>Pool</source>
        <translation>題庫</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="521"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="581"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="678"/>
        <source>Quota</source>
        <translation>題數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="521"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="581"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="678"/>
        <source>Floor</source>
        <translation>最低答對</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="521"/>
        <source>Draws from</source>
        <translation>來源</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="521"/>
        <source>Fills</source>
        <translation>湊足</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="525"/>
        <source>%n in the lessons</source>
        <translation>
            <numerusform>課程中有%n題</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="525"/>
        <source>generated</source>
        <translation>自動生成</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="526"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="526"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="556"/>
        <source>Floors: a candidate below a pool&apos;s floor fails whatever the score.</source>
        <translation>最低答對：考生未達任一題庫的最低答對題數，無論總分多少均不合格。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="323"/>
        <source>at least %n right</source>
        <translation>
            <numerusform>至少答對%n題</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="508"/>
        <source>Items: {items} · hand steps: {steps} · marks: {marks}.</source>
        <translation>題數：{items}；牌局步驟：{steps}；總分：{marks}。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="509"/>
        <source>Items: {items} · marks: {marks}.</source>
        <translation>題數：{items}；總分：{marks}。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="518"/>
        <source>Pools that can fill their quota: {fill} of {pools}.</source>
        <translation>能填滿配額的題組：{pools}個中有{fill}個。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="531"/>
        <source>Length cue: picking the {rank} finds the key in {keyed} of {size} questions ({rate:.0%}, more than {limit:.0%}); vary which option is longest (rewrite the other options, not the key)</source>
        <translation>長度提示：選{rank}，{size}題中有{keyed}題是正確答案（{rate:.0%}，超過{limit:.0%}）；請改變哪個選項最長（改寫其他選項，不要改正確答案）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="539"/>
        <source>Length cue: none (the {rank} is keyed in {keyed} of {size}; the limit is {limit:.0%})</source>
        <translation>長度提示：沒有（{rank}在{size}題中有{keyed}題是正確答案；上限為{limit:.0%}）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="549"/>
        <source>as the game usually deals</source>
        <translation>按該遊戲一般人數</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="550"/>
        <source>%n whole hands; seats: {seats}; {steps} steps in the sample sitting (seed 0).</source>
        <translation>
            <numerusform>%n局完整牌局；座位數目：{seats}；樣本考試（種子 0）共{steps}個步驟。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="563"/>
        <source>longest option</source>
        <translation>最長的選項</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="563"/>
        <source>second-longest option</source>
        <translation>第二長的選項</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="564"/>
        <source>third-longest option</source>
        <translation>第三長的選項</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="565"/>
        <source>fourth-longest option</source>
        <translation>第四長的選項</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="566"/>
        <source>fifth-longest option</source>
        <translation>第五長的選項</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="566"/>
        <source>shortest option</source>
        <translation>最短的選項</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="571"/>
        <source>option number {n} by length</source>
        <translation>按長度排第{n}的選項</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="581"/>
        <source>Check</source>
        <translation>檢查</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="587"/>
        <source>refused</source>
        <translation>不接受</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="587"/>
        <source>not drawn yet</source>
        <translation>尚未抽題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="595"/>
        <source>The candidate never sees the right answers.</source>
        <translation>考生不會看到正確答案。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="597"/>
        <source>The candidate sees the right answers once the exam is submitted.</source>
        <translation>考生交卷後可看到正確答案。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="599"/>
        <source>The candidate sees the right answers once the exam closes ({when}).</source>
        <translation>考試結束（{when}）後考生可看到正確答案。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="616"/>
        <source>An exam is saved in an exams folder (such as exams/{id}.yaml).</source>
        <translation>考試須儲存在 exams 資料夾中（例如 exams/{id}.yaml）。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="625"/>
        <source>Saved to {path}; exam check: no problems.</source>
        <translation>已儲存到 {path}；考試檢查：沒有問題。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="638"/>
        <source>Preview</source>
        <translation>預覽</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="641"/>
        <source>Preview as a candidate</source>
        <translation>以考生身份預覽</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="656"/>
        <source>Exam editor</source>
        <translation>考試編輯器</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="665"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="665"/>
        <source>Exam id</source>
        <translation>考試編號</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="665"/>
        <source>Title</source>
        <translation>標題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="665"/>
        <source>Intro</source>
        <translation>引言</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="666"/>
        <source>Time limit</source>
        <translation>時限</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="666"/>
        <source>Pass mark</source>
        <translation>合格分數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="666"/>
        <source>Attempts allowed</source>
        <translation>可應考次數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="667"/>
        <source>Right answers shown</source>
        <translation>顯示正確答案</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="667"/>
        <source>Closes at</source>
        <translation>結束時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="669"/>
        <source>min</source>
        <translation>分鐘</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="673"/>
        <source>Never</source>
        <translation>不顯示</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="673"/>
        <source>After submitting</source>
        <translation>交卷後</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="673"/>
        <source>After the exam closes</source>
        <translation>考試結束後</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="678"/>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="679"/>
        <source>Target time</source>
        <translation>目標時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="679"/>
        <source>Constraints</source>
        <translation>條件</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="681"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="682"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="683"/>
        <source>s</source>
        <translation>秒</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="684"/>
        <source>e.g. {side_pots: 1} (empty: none)</source>
        <translation>例如 {side_pots: 1}（留空：無）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="685"/>
        <source>usual</source>
        <translation>一般</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="689"/>
        <source>Pools</source>
        <translation>題庫</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="690"/>
        <source>Whole hands</source>
        <translation>完整牌局</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="691"/>
        <source>+ Pool</source>
        <translation>+ 題庫</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="691"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="692"/>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="692"/>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="694"/>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="695"/>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="696"/>
        <source>+ Hands</source>
        <translation>+ 牌局</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="697"/>
        <source>Remove hands</source>
        <translation>移除牌局</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="698"/>
        <source>Save to the school folder as:</source>
        <translation>儲存到學校資料夾，名稱：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="700"/>
        <source>Preview as a candidate (Ctrl+P)</source>
        <translation>以考生身份預覽 (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="701"/>
        <source>Save (Ctrl+S)</source>
        <translation>儲存 (Ctrl+S)</translation>
    </message>
</context>
<context>
    <name>ExamItemPage</name>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="140"/>
        <source>◀ Previous (PgUp)</source>
        <translation>◀ 上一題 (PgUp)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="141"/>
        <source>Save and go on (Enter)</source>
        <translation>儲存並繼續 (Enter)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="142"/>
        <source>Next (PgDn) ▶</source>
        <translation>下一題 (PgDn) ▶</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="143"/>
        <source>Submit exam… (Ctrl+Enter)</source>
        <translation>提交考試… (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="332"/>
        <source>Filled: answered · framed: the item shown · no marks until you submit</source>
        <translation>實心：已作答 · 有框：目前顯示的題目 · 提交前不評分</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="306"/>
        <source>Time left</source>
        <translation>剩餘時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="316"/>
        <source>Item {n} of {total}</source>
        <translation>第{n}題，共{total}題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="317"/>
        <source>{answered} of {total} answered</source>
        <translation>{total}題中已答{answered}題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="323"/>
        <source>Hand {hand} of {hands} · step {step} of {steps}</source>
        <translation>第{hand}局（共{hands}局）· 第{step}步（共{steps}步）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="327"/>
        <source>Target {target} s: a right answer over it earns half</source>
        <translation>目標{target}秒：超時答對只得一半分數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="334"/>
        <source>Filled: answered · darker: a hand&apos;s step locked · framed: the item shown · greyed: a hand&apos;s step that opens once the one before is answered · no marks until you submit</source>
        <translation>實心：已作答 · 較深：已鎖定的牌局步驟 · 有框：目前顯示的題目 · 灰色：須先回答前一步才會開放的牌局步驟 · 提交前不評分</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="354"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="354"/>
        <source>save and go on</source>
        <translation>儲存並繼續</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="354"/>
        <source>PgUp / PgDn</source>
        <translation>PgUp / PgDn</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="354"/>
        <source>move</source>
        <translation>移動</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="355"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="355"/>
        <source>submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="365"/>
        <source>Not saved yet: {error}. Your answer stays here and is saved as soon as the records take it.</source>
        <translation>尚未儲存：{error}。你的答案仍保留在這裏，記錄一可接收便會立即儲存。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="368"/>
        <source>Your saved answer: {answer}. It stays unless you change it.</source>
        <translation>你已儲存的答案：{answer}。除非你更改，否則會一直保留。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="371"/>
        <source>Saving…</source>
        <translation>儲存中…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="373"/>
        <source>Answer saved at {time}.</source>
        <translation>答案已於{time}儲存。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="375"/>
        <source>No answer saved for this item yet.</source>
        <translation>本題尚未儲存答案。</translation>
    </message>
</context>
<context>
    <name>ExamListModel</name>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="81"/>
        <source>under way</source>
        <translation>進行中</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="85"/>
        <source>passed</source>
        <translation>合格</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="85"/>
        <source>not passed</source>
        <translation>不合格</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="86"/>
        <source>{score:.0%} {verdict}, {when}</source>
        <translation>{score:.0%} {verdict}，{when}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="90"/>
        <source>{minutes:g} min</source>
        <translation>{minutes:g}分鐘</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="91"/>
        <source>{mark:g} %</source>
        <translation>{mark:g}%</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="92"/>
        <source>{used} of {allowed}</source>
        <translation>{used}/{allowed}次</translation>
    </message>
</context>
<context>
    <name>ExamListPage</name>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="74"/>
        <source>Certification exams</source>
        <translation>認證考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="75"/>
        <source>Last result (R)</source>
        <translation>最近結果 (R)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="76"/>
        <source>Back (Esc)</source>
        <translation>返回 (Esc)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="79"/>
        <source>Exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="79"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="79"/>
        <source>Items</source>
        <translation>題數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="79"/>
        <source>Time</source>
        <translation>時限</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="79"/>
        <source>Pass mark</source>
        <translation>合格分數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="80"/>
        <source>Attempts</source>
        <translation>應考次數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="80"/>
        <source>Last result</source>
        <translation>最近結果</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="107"/>
        <source>No exams are available.</source>
        <translation>沒有可用的考試。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="108"/>
        <location filename="../../trainer/gui/exam/list_page.py" line="144"/>
        <source>Start exam (Enter)</source>
        <translation>開始考試 (Enter)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/list_page.py" line="114"/>
        <source>%n items · {minutes:g} minutes · pass mark {mark:g} % · attempt {next} of {allowed}</source>
        <translation>
            <numerusform>%n題 · {minutes:g}分鐘 · 合格分數{mark:g}% · 第{next}次應考（共{allowed}次）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="117"/>
        <source>During the exam nothing is marked and no right answer is shown. Move freely between the items; every answer is saved as you give it. The clock keeps running if the program is closed, and the exam submits itself when the time is up.</source>
        <translation>考試期間不評分，也不顯示正確答案。你可以在各題之間自由移動；每個答案一作答即儲存。即使程式關閉，計時仍會繼續；時間一到，考試會自動提交。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="122"/>
        <source>{what} · {minutes:g} minutes · pass mark {mark:g} % · attempt {next} of {allowed}</source>
        <translation>{what} · {minutes:g}分鐘 · 合格分數{mark:g}% · 第{next}次應考（共{allowed}次）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="125"/>
        <source>During the exam nothing is marked and no right answer is shown. Each step of a hand is one item: a step opens once the step before it is answered, and it is locked once the next step has been shown, because the next step&apos;s table shows its right answer. Every answer is saved as you give it. The clock keeps running if the program is closed, and the exam submits itself when the time is up.</source>
        <translation>考試期間不評分，也不顯示正確答案。牌局的每一步是一題：須先回答前一步，該步才會開放；下一步一經顯示，該步即鎖定，因為下一步的牌枱顯示了它的正確答案。每個答案一作答即儲存。即使程式關閉，計時仍會繼續；時間一到，考試會自動提交。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="135"/>
        <source>An exam of the school (file {file}, fingerprint {fingerprint}): the instructor who opens it sees the same fingerprint.</source>
        <translation>學校自訂的考試（檔案 {file}，指紋 {fingerprint}）：開考的導師會看到同一指紋。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="141"/>
        <source>Resume exam (Enter)</source>
        <translation>繼續考試 (Enter)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/list_page.py" line="147"/>
        <source>All %n attempts have been used.</source>
        <translation>
            <numerusform>全部%n次應考機會已用完。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamResultPage</name>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="137"/>
        <source>Verification code:</source>
        <translation>核實碼：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="138"/>
        <source>Results by skill</source>
        <translation>各技能成績</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="139"/>
        <source>Review the answers (R)</source>
        <translation>查閱答案 (R)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="140"/>
        <source>Save report (PDF)… (Ctrl+P)</source>
        <translation>儲存報告 (PDF)… (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="141"/>
        <source>Back to the exams (Esc)</source>
        <translation>返回考試列表 (Esc)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="146"/>
        <source>Passed</source>
        <translation>合格</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="146"/>
        <source>Not passed</source>
        <translation>不合格</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/result_page.py" line="148"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; · {title}&lt;br&gt;Score &lt;b&gt;{score:.1%}&lt;/b&gt; (pass mark {mark:g} %) · {answered} of %n items answered · submitted {when}</source>
        <translation>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; · {title}&lt;br&gt;得分 &lt;b&gt;{score:.1%}&lt;/b&gt;（合格分數{mark:g}%）· %n題中已答{answered}題 · 提交於{when}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="157"/>
        <source>Time was up: the exam was submitted by itself with the answers saved.</source>
        <translation>時間已到：考試已連同已儲存的答案自動提交。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="158"/>
        <source>The time ran out while the program was closed: the exam was submitted with the answers saved before.</source>
        <translation>程式關閉期間時間已用完：考試已連同之前儲存的答案提交。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="163"/>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="163"/>
        <source>Items</source>
        <translation>題數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="163"/>
        <source>Answered</source>
        <translation>已作答</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="164"/>
        <source>Right</source>
        <translation>答對</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="164"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="196"/>
        <source>Submitted. The result is shown once an instructor signs it, or leaves it unsigned.</source>
        <translation>已交卷。導師簽署結果（或不簽署）後，結果才會顯示。</translation>
    </message>
</context>
<context>
    <name>ExamReviewPage</name>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="68"/>
        <source>Back to the result (Esc)</source>
        <translation>返回結果 (Esc)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="81"/>
        <source>no answer</source>
        <translation>未作答</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="85"/>
        <source>({seconds} s, over the {target} s target: half marks)</source>
        <translation>（{seconds}秒，超過{target}秒的目標時間：得一半分數）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="90"/>
        <source>{n}. Hand {hand}, step {step}: {task} — {mark}</source>
        <translation>{n}. 第{hand}局第{step}步：{task}——{mark}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="93"/>
        <source>{n}. {task} — {mark}</source>
        <translation>{n}. {task}——{mark}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="102"/>
        <source>Review: {title}</source>
        <translation>溫習：{title}</translation>
    </message>
</context>
<context>
    <name>ExamScreen</name>
    <message>
        <location filename="../../trainer/gui/exam/screen.py" line="225"/>
        <source>This exam&apos;s records are damaged and it cannot be opened ({error}); &apos;trainer results verify&apos; tells an instructor what is wrong.</source>
        <translation>此考試的記錄已損壞，無法開啟（{error}）；導師可用「trainer results verify」查看問題所在。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/screen.py" line="334"/>
        <source>The exam could not be submitted: {error}. Your answers are kept; submit again in a moment.</source>
        <translation>無法提交考試：{error}。你的答案已保留；請稍後再提交。</translation>
    </message>
</context>
<context>
    <name>FirstToActPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="322"/>
        <source>Who opens the betting?</source>
        <translation>誰開始下注？</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="327"/>
        <source>Click the seat that speaks first, or type its number.</source>
        <translation>點擊先行動的座位，或輸入其號碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="328"/>
        <source>Click the seat that must open the betting, or type its number.</source>
        <translation>點擊必須開始下注的座位，或輸入其號碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="361"/>
        <source>pick the seat</source>
        <translation>選擇座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="361"/>
        <source>take it back</source>
        <translation>撤回</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="362"/>
        <source>Click a seat</source>
        <translation>點擊座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="362"/>
        <source>pick it</source>
        <translation>選擇該座位</translation>
    </message>
</context>
<context>
    <name>FoldCollectPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="366"/>
        <source>Collect the folds</source>
        <translation>收取棄牌者的注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="372"/>
        <source>What the croupier takes from each spot that folds. Leave the spots that play empty.</source>
        <translation>荷官從每個棄牌位置收取多少。比牌的位置留空。</translation>
    </message>
</context>
<context>
    <name>FollowActionPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="376"/>
        <source>Follow the action</source>
        <translation>逐步跟進牌局</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="391"/>
        <source>Seat to act</source>
        <translation>行動座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="95"/>
        <source>The seat&apos;s number (or click it), then its amounts, each the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <comment>non-banked</comment>
        <translation>輸入座位號碼（或點擊該座位），然後輸入其金額，每項都是該座位本輪的總額。Tab：下一欄。如該座位不可下注或加注，兩個加注欄都留空，或按 X。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="99"/>
        <source>The seat&apos;s number (or click it), then its amounts, each the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <comment>stud</comment>
        <translation>輸入座位號碼（或點擊該座位），然後輸入其金額，每項都是該座位本輪的總額。Tab：下一欄。如該座位不可下注或加注，兩個加注欄都留空，或按 X。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="102"/>
        <source>The seat&apos;s number (or click it), then its amounts, each the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <comment>2010</comment>
        <translation>輸入座位號碼（或點擊該座位），然後輸入其金額，每項都是該座位本輪的總額。Tab：下一欄。如該座位不可下注或加注，兩個加注欄都留空，或按 X。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="435"/>
        <source>Digits</source>
        <translation>數字</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="435"/>
        <source>the seat, then the amounts</source>
        <translation>先座位，後金額</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="436"/>
        <source>Click a seat</source>
        <translation>點擊座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="436"/>
        <source>pick it</source>
        <translation>選擇該座位</translation>
    </message>
</context>
<context>
    <name>ForcedBetsPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="331"/>
        <source>Forced bets</source>
        <translation>強制下注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="334"/>
        <source>What each seat puts in before the cards. Leave a seat that posts nothing empty.</source>
        <translation>每個座位在派牌前放入多少。不用下注的座位留空。</translation>
    </message>
</context>
<context>
    <name>FoulPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="116"/>
        <source>Foul or not?</source>
        <translation>倒水與否？</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="145"/>
        <source>MARK THE PLACES THAT FOULED</source>
        <translation>標記倒水的位置</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="146"/>
        <source>not marked</source>
        <translation>未標記</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="146"/>
        <source>FOUL</source>
        <translation>倒水</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="146"/>
        <location filename="../../trainer/gui/panels/thirteen.py" line="194"/>
        <source>in order</source>
        <translation>順序正確</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="149"/>
        <source>{place} — {state}</source>
        <translation>{place}——{state}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="151"/>
        <source>The others are in order</source>
        <translation>其他位置順序正確</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="194"/>
        <source>foul</source>
        <translation>倒水</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="202"/>
        <source>foul / in order: banker, seat 1, 2, 3</source>
        <translation>倒水 / 順序正確：莊家、1、2、3號座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="204"/>
        <source>the places not marked are in order</source>
        <translation>未標記的位置順序正確</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="206"/>
        <source>Click a place</source>
        <translation>點擊位置</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="206"/>
        <source>the same</source>
        <translation>同上</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="207"/>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="207"/>
        <source>undo the last change</source>
        <translation>撤銷上一次更改</translation>
    </message>
</context>
<context>
    <name>GenerateForm</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="582"/>
        <source>Task</source>
        <translation>題型</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="582"/>
        <source>Items</source>
        <translation>題數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="582"/>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="583"/>
        <source>Constraints</source>
        <translation>條件</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="583"/>
        <source>Its items</source>
        <translation>其題目</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="585"/>
        <source>e.g. {side_pots: 1} (empty: none)</source>
        <translation>例如 {side_pots: 1}（留空：無）</translation>
    </message>
</context>
<context>
    <name>HandCategoryPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="242"/>
        <source>Read the hands</source>
        <translation>判讀牌型</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="280"/>
        <source>next seat</source>
        <translation>下一個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="281"/>
        <source>go to that seat</source>
        <translation>前往該座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="282"/>
        <location filename="../../trainer/gui/panels/categories.py" line="286"/>
        <source>Click a seat</source>
        <translation>點擊座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="286"/>
        <source>raise its best five</source>
        <translation>突出顯示其最佳五張牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="282"/>
        <source>go to it</source>
        <translation>前往該座位</translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="110"/>
        <source>{lesson} · hand {n} of {count}</source>
        <translation>{lesson} · 第{n}局，共{count}局</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="113"/>
        <source>exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="113"/>
        <source>practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="114"/>
        <source>Run the table: {game} · {variant}</source>
        <translation>主持牌枱：{game} · {variant}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="228"/>
        <source>Next (N)</source>
        <translation>下一步 (N)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="228"/>
        <source>next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="326"/>
        <source>Hand resumed at step {n}</source>
        <translation>牌局於第{n}步繼續</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="276"/>
        <source>Next hand, {n} of {count} (A)</source>
        <translation>下一局，第{n}局，共{count}局 (A)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="313"/>
        <source>Step {n} of {total}</source>
        <translation>第{n}步，共{total}步</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/screen.py" line="317"/>
        <source>%n of {answered} right</source>
        <translation>
            <numerusform>{answered}步中答對%n步</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="231"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="231"/>
        <source>end the hand</source>
        <translation>結束牌局</translation>
    </message>
</context>
<context>
    <name>HandsView</name>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="68"/>
        <source>Played</source>
        <translation>打牌時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="69"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="70"/>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="71"/>
        <source>Seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="74"/>
        <source>Right</source>
        <translation>答對</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="74"/>
        <source>{right} of {answered}</source>
        <translation>{answered}步中{right}步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="76"/>
        <source>Steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="77"/>
        <source>Time</source>
        <translation>用時</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="78"/>
        <source>Variant</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="181"/>
        <source>Pick a hand above to replay it step by step.</source>
        <translation>在上方選一手牌，逐步重播。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="182"/>
        <source>No hand played yet.</source>
        <translation>尚未打過任何一手牌。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="187"/>
        <source>Step {n} of {total}</source>
        <translation>第{n}步，共{total}步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="188"/>
        <source>right</source>
        <translation>答對</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="188"/>
        <source>wrong</source>
        <translation>答錯</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="189"/>
        <source>Step {n} · {kind}: {verdict}, answered in {time}</source>
        <translation>第{n}步 · {kind}：{verdict}，用時{time}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="197"/>
        <source>This hand no longer deals as it was played (the engine or the lessons have changed since): the steps below are the trainee&apos;s recorded answers, each replayed from the table stored with it where that can be done.</source>
        <translation>這手牌現在派出來已與當時不同（引擎或課程此後有改動）：以下各步是學員記錄下的答案，能重播的，按與答案一併保存的牌枱重播。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="202"/>
        <source>The trainee&apos;s answer: {given}</source>
        <translation>學員的答案：{given}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="208"/>
        <source>{answered} of {steps}, ended early</source>
        <translation>{steps}步中的{answered}步，提前結束</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="211"/>
        <source>practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="211"/>
        <source>exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="214"/>
        <source>◀ Previous step (PgUp)</source>
        <translation>◀ 上一步 (PgUp)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="215"/>
        <source>Next step (PgDn) ▶</source>
        <translation>下一步 (PgDn) ▶</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="102"/>
        <source>back to home</source>
        <translation>返回主頁</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="104"/>
        <source>A drill or a lesson</source>
        <translation>練習或課程</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="105"/>
        <source>submit the answer; then the next question</source>
        <translation>提交答案；然後下一題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="106"/>
        <source>next question, once answered</source>
        <translation>作答後的下一題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="107"/>
        <location filename="../../trainer/gui/home/help_window.py" line="116"/>
        <location filename="../../trainer/gui/home/help_window.py" line="127"/>
        <source>undo the last step of the answer</source>
        <translation>撤銷答案的最後一步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="108"/>
        <source>end the session</source>
        <translation>結束本節</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="109"/>
        <source>the lesson&apos;s intro (in a lesson)</source>
        <translation>課程簡介（課程中）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="110"/>
        <source>at the end: review the mistakes</source>
        <translation>結束時：重溫錯誤</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="111"/>
        <location filename="../../trainer/gui/home/help_window.py" line="119"/>
        <source>at the end: home</source>
        <translation>結束時：主頁</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="113"/>
        <source>Run the table</source>
        <translation>主持牌枱</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="114"/>
        <source>submit the step; then the next step</source>
        <translation>提交這一步；然後下一步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="115"/>
        <source>next step, once answered</source>
        <translation>作答後的下一步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="117"/>
        <source>end the hand; on the set-up page, home</source>
        <translation>結束這一局；在設定頁則返回主頁</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="118"/>
        <source>at the end: another hand</source>
        <translation>結束時：再來一局</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="121"/>
        <source>Exams</source>
        <translation>考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="122"/>
        <source>start the exam picked; in an exam, save and go to the next item</source>
        <translation>開始所選的考試；考試中則儲存並前往下一題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="123"/>
        <source>next item (next step in the review)</source>
        <translation>下一題（重溫時為下一步）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="124"/>
        <source>previous item (previous step in the review)</source>
        <translation>上一題（重溫時為上一步）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="125"/>
        <source>next item</source>
        <translation>下一題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="126"/>
        <source>previous item</source>
        <translation>上一題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="128"/>
        <source>submit the exam</source>
        <translation>提交考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="129"/>
        <source>the last result; on a result, its review</source>
        <translation>最近的成績；在成績頁則為其重溫</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="130"/>
        <source>save the result&apos;s report as PDF</source>
        <translation>將成績報告儲存為 PDF</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="131"/>
        <source>back (to the list, then home)</source>
        <translation>返回（先到列表，再到主頁）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="133"/>
        <source>My progress</source>
        <translation>我的進度</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="136"/>
        <source>Instructor area</source>
        <translation>導師區</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="138"/>
        <source>a trainee&apos;s hand: the next step</source>
        <translation>學員的牌局：下一步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="139"/>
        <source>a trainee&apos;s hand: the previous step</source>
        <translation>學員的牌局：上一步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="144"/>
        <source>Help — Croupier trainer</source>
        <translation>說明——荷官訓練程式</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="150"/>
        <source>During a question, the keys of its answer are shown under the table. F1 outside a lesson opens this page.</source>
        <translation>作答時，該題的按鍵顯示在牌枱下方。在課程以外按 F1 會打開本頁。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="152"/>
        <source>Each game is taught as the regulation it is played under in Macau lays it down; where the regulation is silent, the rulings this trainer cites (ruling R…) say how it is read.</source>
        <translation>每種遊戲均按澳門規管該遊戲的法規所定教授；法規未有規定之處，以本程式引用的解讀（解讀 R…）說明如何理解。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="155"/>
        <source>Croupier trainer</source>
        <translation>荷官訓練程式</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="156"/>
        <source>Version {version}</source>
        <translation>版本 {version}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="157"/>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="158"/>
        <source>Where the rules come from</source>
        <translation>規則的出處</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="163"/>
        <source>Home</source>
        <translation>主頁</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="328"/>
        <source>La&amp;nguage:</source>
        <translation>語言(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="329"/>
        <source>Sign &amp;out</source>
        <translation>登出(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="330"/>
        <source>Four-colour &amp;deck</source>
        <translation>四色牌(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="331"/>
        <source>Clubs green and diamonds blue, so that no two suits share a colour</source>
        <translation>梅花綠色、方塊藍色，使任何兩種花色都不同色</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="332"/>
        <source>&amp;Exams</source>
        <translation>考試(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="332"/>
        <source>My p&amp;rogress</source>
        <translation>我的進度(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="332"/>
        <source>Run the ta&amp;ble</source>
        <translation>主持牌枱(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="333"/>
        <source>&amp;Instructor area</source>
        <translation>導師區(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="336"/>
        <source>Skills — Enter or double-click drills one (arrows to move)</source>
        <translation>技能——按 Enter 或雙擊即可練習（用方向鍵移動）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="337"/>
        <source>Lessons</source>
        <translation>課程</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="338"/>
        <source>Lesson</source>
        <translation>課程</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="338"/>
        <source>Items</source>
        <translation>題數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="339"/>
        <source>Start &amp;lesson</source>
        <translation>開始課程(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="340"/>
        <source>Free drill</source>
        <translation>自由練習</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="341"/>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="341"/>
        <source>S&amp;kill</source>
        <translation>技能(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="341"/>
        <source>&amp;Questions</source>
        <translation>題目(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="341"/>
        <source>&amp;Constraints</source>
        <translation>限制條件(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="344"/>
        <source>optional, e.g. side_pots: 2, tie: true</source>
        <translation>可選，例如 side_pots: 2, tie: true</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="345"/>
        <source>S&amp;tart drill</source>
        <translation>開始練習(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="346"/>
        <source>&amp;Sprint against the clock</source>
        <translation>限時衝刺(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="347"/>
        <source>The questions of this skill, each in its target time: the sooner all are right, the higher the score</source>
        <translation>這項技能的題目，每題有其目標時間：越快全部答對，得分越高</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="384"/>
        <source>Hello, {name}</source>
        <translation>你好，{name}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="386"/>
        <source>Days in a row: {days} · right answers in a row: {right}</source>
        <translation>連續天數：{days} · 連續答對：{right}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="400"/>
        <source>&amp;Practice what&apos;s due ({due} due, {new} new)</source>
        <translation>練習到期項目(&amp;P)（{due}項到期，{new}項新）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="419"/>
        <source>{title} (a lesson of the school)</source>
        <translation>{title}（學校課程）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/home/screen.py" line="443"/>
        <source>%n file(s) of the school&apos;s lesson folder are not offered to trainees: {first}</source>
        <translation>
            <numerusform>學校課程資料夾中有 %n 個檔案不向學員提供：{first}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="461"/>
        <source>Practice what&apos;s due</source>
        <translation>練習到期項目</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="492"/>
        <source>Write constraints as key: value, separated by commas.</source>
        <translation>以 key: value 的格式填寫限制條件，用逗號分隔。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="515"/>
        <source>Sprint personal best: {score} ({right} of {items} right in {seconds} s)</source>
        <translation>限時衝刺個人最佳：{score}分（{items}題中答對{right}題，用時{seconds}秒）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="517"/>
        <source>No sprint of this skill yet</source>
        <translation>這項技能尚未進行限時衝刺</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="538"/>
        <source>No questions of this kind are available yet.</source>
        <translation>暫時沒有這類題目。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="541"/>
        <source>{game}: {task}</source>
        <translation>{game}：{task}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="545"/>
        <source>Sprint — {title}</source>
        <translation>限時衝刺 — {title}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="558"/>
        <source>Pick a lesson in the list (a game&apos;s name only groups them).</source>
        <translation>在列表中選擇一個課程（遊戲名稱只用作分組）。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="562"/>
        <source>This lesson has problems; an instructor can see them in the lesson library: {first}</source>
        <translation>本課程有問題；導師可在課程庫中查看：{first}</translation>
    </message>
</context>
<context>
    <name>InstructorScreen</name>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="173"/>
        <source>From the school server</source>
        <translation>來自學校伺服器</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="177"/>
        <source>Server unreachable: this workstation&apos;s copy, last synced at {time}</source>
        <translation>無法連接伺服器：顯示本工作站的副本，最後同步於 {time}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="179"/>
        <source>Server unreachable: this workstation&apos;s copy, never synced</source>
        <translation>無法連接伺服器：顯示本工作站的副本，從未同步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="191"/>
        <source>Instructor area</source>
        <translation>導師區</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="193"/>
        <source>Class</source>
        <translation>班級</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="193"/>
        <source>Trainee</source>
        <translation>學員</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="193"/>
        <source>Lesson library</source>
        <translation>課程庫</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="194"/>
        <source>Import and export</source>
        <translation>匯入及匯出</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="194"/>
        <source>People</source>
        <translation>人員</translation>
    </message>
</context>
<context>
    <name>ItemEditor</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="226"/>
        <source>Refused: a table the regulation does not allow</source>
        <translation>不接受：規例不容許的牌枱</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="229"/>
        <source>Refused: the answer needs a fact the table does not show</source>
        <translation>不接受：答案取決於牌枱沒有顯示的資料</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="234"/>
        <source>Cannot be saved yet</source>
        <translation>暫時未能儲存</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="238"/>
        <source>Length cue</source>
        <translation>長度提示</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="241"/>
        <source>The engine keys this item: it can be saved.</source>
        <translation>引擎已為此題給出答案：可以儲存。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="251"/>
        <source>As the trainee sees it, with the engine&apos;s answer</source>
        <translation>學員看到的樣子，附引擎的答案</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="260"/>
        <source>The engine cannot answer this item yet</source>
        <translation>引擎暫時未能回答此題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="310"/>
        <source>Item {n}</source>
        <translation>第 {n} 題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="316"/>
        <source>Generated item {n}</source>
        <translation>生成的第 {n} 題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="325"/>
        <source>Task</source>
        <translation>題型</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="325"/>
        <source>Item id</source>
        <translation>題目編號</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="325"/>
        <source>Explanation</source>
        <translation>解說</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="328"/>
        <source>The deck</source>
        <translation>一副牌</translation>
    </message>
</context>
<context>
    <name>ItemNavigator</name>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="90"/>
        <source>Item {n}: answered</source>
        <translation>第{n}題：已作答</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="91"/>
        <source>Item {n}: no answer yet</source>
        <translation>第{n}題：尚未作答</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="92"/>
        <source>Item {n}: hand {hand} of {hands}, step {step} of {steps}</source>
        <translation>第{n}題：第{hand}局（共{hands}局），第{step}步（共{steps}步）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="95"/>
        <location filename="../../trainer/gui/exam/navigator.py" line="101"/>
        <source>answered</source>
        <translation>已作答</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="95"/>
        <source>no answer</source>
        <translation>未作答</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="97"/>
        <source>opens once step {step} is answered</source>
        <translation>須先回答第{step}步才會開放</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="99"/>
        <source>answered and locked</source>
        <translation>已作答並已鎖定</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="101"/>
        <source>no answer yet</source>
        <translation>尚未作答</translation>
    </message>
</context>
<context>
    <name>KindsModel</name>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="62"/>
        <source>Step</source>
        <translation>步驟</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="62"/>
        <source>Steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="62"/>
        <source>Right</source>
        <translation>答對</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="63"/>
        <source>Wrong</source>
        <translation>答錯</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="63"/>
        <source>Time per step</source>
        <translation>每步時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="63"/>
        <source>Target</source>
        <translation>目標</translation>
    </message>
</context>
<context>
    <name>KioskLock</name>
    <message>
        <location filename="../../trainer/gui/home/kiosk.py" line="60"/>
        <location filename="../../trainer/gui/home/kiosk.py" line="72"/>
        <source>Leave the exam room mode</source>
        <translation>離開試場模式</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/kiosk.py" line="61"/>
        <source>An instructor&apos;s password closes the trainer:</source>
        <translation>輸入導師密碼即可關閉訓練程式：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/kiosk.py" line="73"/>
        <source>That is not an instructor&apos;s password.</source>
        <translation>這不是導師的密碼。</translation>
    </message>
</context>
<context>
    <name>LegalActionPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="571"/>
        <source>Legal or not?</source>
        <translation>是否合規？</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="583"/>
        <source>says “{words}”</source>
        <translation>說「{words}」</translation>
    </message>
</context>
<context>
    <name>LessonEditor</name>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="187"/>
        <source>Generated: {count} × {task} (seed {seed})</source>
        <translation>生成：{count} × {task}（種子 {seed}）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="237"/>
        <source>%n translations missing</source>
        <translation>
            <numerusform>缺少%n項翻譯</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="302"/>
        <source>The lesson has no items yet.</source>
        <translation>課程暫時沒有題目。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="305"/>
        <source>This item cannot be saved: {reason}</source>
        <translation>此題未能儲存：{reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="307"/>
        <source>The lessons checker found: {problem}</source>
        <translation>課程檢查發現：{problem}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="345"/>
        <source>Save the lesson as</source>
        <translation>課程另存為</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="346"/>
        <source>Lessons (*.yaml)</source>
        <translation>課程 (*.yaml)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="375"/>
        <source>Saved to {path}; lessons check: no problems.</source>
        <translation>已儲存到 {path}；lessons check：沒有問題。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="397"/>
        <source>Preview</source>
        <translation>預覽</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="400"/>
        <source>Preview as a trainee</source>
        <translation>以學員身份預覽</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="415"/>
        <source>Lesson editor</source>
        <translation>課程編輯器</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="421"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="421"/>
        <source>Lesson id</source>
        <translation>課程編號</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="421"/>
        <source>Title</source>
        <translation>標題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="422"/>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="422"/>
        <source>Level</source>
        <translation>級別</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="422"/>
        <source>Intro</source>
        <translation>引言</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="426"/>
        <source>+ Table</source>
        <translation>+ 牌枱</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="426"/>
        <source>+ Choice</source>
        <translation>+ 選擇題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="427"/>
        <source>+ Generated</source>
        <translation>+ 生成題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="427"/>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="428"/>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="428"/>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="428"/>
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="430"/>
        <source>Save to the school folder as:</source>
        <translation>儲存到學校資料夾，名稱：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="432"/>
        <source>Preview the item</source>
        <translation>預覽此題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="433"/>
        <source>Preview the lesson</source>
        <translation>預覽課程</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="434"/>
        <source>Save (Ctrl+S)</source>
        <translation>儲存 (Ctrl+S)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="435"/>
        <source>Save as…</source>
        <translation>另存為…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="436"/>
        <source>Save to a file you choose (Ctrl+Shift+S); a shipped lesson is never overwritten</source>
        <translation>儲存到你選擇的檔案（Ctrl+Shift+S）；隨程式提供的課程永不被覆寫</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="439"/>
        <source>Item</source>
        <translation>題目</translation>
    </message>
</context>
<context>
    <name>LessonIntroPage</name>
    <message>
        <location filename="../../trainer/gui/question/lesson_intro.py" line="191"/>
        <source>Back to question {n} (Enter)</source>
        <translation>返回第{n}題 (Enter)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/lesson_intro.py" line="193"/>
        <source>Start (Enter)</source>
        <translation>開始 (Enter)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/lesson_intro.py" line="194"/>
        <source>Click a rule to read it. F1 brings this page back during the lesson.</source>
        <translation>點擊規則即可閱讀。課程期間按 F1 可返回此頁。</translation>
    </message>
</context>
<context>
    <name>LibraryTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="218"/>
        <source>Exams</source>
        <translation>考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="226"/>
        <source>Pick a lesson, an item or a problem.</source>
        <translation>選擇一個課程、題目或問題。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="240"/>
        <source>Procedure</source>
        <translation>程序</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="240"/>
        <source>Other lessons</source>
        <translation>其他課程</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="254"/>
        <source>Generated: {count} × {task} (seed {seed})</source>
        <translation>生成：{count} × {task}（種子{seed}）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="251"/>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="271"/>
        <source>%n items</source>
        <translation>
            <numerusform>%n題</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="188"/>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="420"/>
        <source>Checking the lessons and exams…</source>
        <translation>正在檢查課程和考試…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="202"/>
        <source>The lessons could not be checked: {error}</source>
        <translation>無法檢查課程：{error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="249"/>
        <source>%n hands</source>
        <translation>
            <numerusform>%n局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="278"/>
        <source>%n problems</source>
        <translation>
            <numerusform>%n個問題</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="288"/>
        <source>OK · {items}</source>
        <translation>正常 · {items}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="313"/>
        <source>Cannot draw the items: {error}</source>
        <translation>無法抽取題目：{error}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="350"/>
        <source>Open this line to draw its items, then pick one.</source>
        <translation>展開此行以抽取其題目，然後選擇一題。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="378"/>
        <source>The check found these problems:</source>
        <translation>檢查發現以下問題：</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="384"/>
        <source>Lesson {id} on {game}, %n items.</source>
        <translation>
            <numerusform>課程{id}（{game}），%n題。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="391"/>
        <source>Exam {id} on {game}: {n} items, {minutes:g} minutes, pass mark {mark:g} %, attempts allowed: {attempts}.</source>
        <translation>考試{id}（{game}）：{n}題，{minutes:g}分鐘，合格分數{mark:g}%，可應考次數：{attempts}。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="396"/>
        <source>Open it to draw a sample exam (seed 0).</source>
        <translation>開啟它以抽取一份樣本考試（種子 0）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="413"/>
        <source>%n texts lack a Portuguese translation</source>
        <translation>
            <numerusform>%n 段文字未有葡文翻譯</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="414"/>
        <source>%n texts lack a Chinese translation</source>
        <translation>
            <numerusform>%n 段文字未有中文翻譯</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="424"/>
        <source>Lessons: {lessons}, with problems: {bad_lessons} · exams: {exams}, with problems: {bad_exams}</source>
        <translation>課程：{lessons}，有問題：{bad_lessons} · 考試：{exams}，有問題：{bad_exams}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="428"/>
        <source>Lesson or exam</source>
        <translation>課程或考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="428"/>
        <source>Check</source>
        <translation>檢查</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="429"/>
        <source>Check again</source>
        <translation>再檢查</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../trainer/gui/main_window.py" line="127"/>
        <location filename="../../trainer/gui/main_window.py" line="196"/>
        <source>Croupier trainer</source>
        <translation>荷官訓練程式</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/main_window.py" line="128"/>
        <location filename="../../trainer/gui/main_window.py" line="142"/>
        <source>Croupier trainer — {name}</source>
        <translation>荷官訓練程式——{name}</translation>
    </message>
</context>
<context>
    <name>MistakesModel</name>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="89"/>
        <source>Step</source>
        <translation>步驟</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="89"/>
        <source>Mistake</source>
        <translation>錯誤</translation>
    </message>
</context>
<context>
    <name>MistakesView</name>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="50"/>
        <source>Answered</source>
        <translation>作答時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="51"/>
        <source>Lesson</source>
        <translation>課程</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="53"/>
        <source>Question</source>
        <translation>題目</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="54"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="55"/>
        <source>Time</source>
        <translation>用時</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="94"/>
        <source>No mistakes to review here yet.</source>
        <translation>暫時沒有可重溫的錯誤。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="97"/>
        <source>%n wrong answers, newest first</source>
        <translation>
            <numerusform>%n 個錯誤答案，最新的在前</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="106"/>
        <source>{skill}: answered {when} in {time}</source>
        <translation>{skill}：於{when}作答，用時{time}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="117"/>
        <source>Skill:</source>
        <translation>技能：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="118"/>
        <source>All skills</source>
        <translation>所有技能</translation>
    </message>
</context>
<context>
    <name>NaturalPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="301"/>
        <source>Naturals</source>
        <translation>報到</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="315"/>
        <source>No natural</source>
        <translation>沒有報到</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="330"/>
        <source>go to the banker, seat 1, 2, 3</source>
        <translation>前往莊家、1、2、3號座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="331"/>
        <source>next place</source>
        <translation>下一個位置</translation>
    </message>
</context>
<context>
    <name>PadPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="219"/>
        <source>Take off the last digit</source>
        <translation>刪去最後一位數字</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="220"/>
        <source>Won (+) or lost (−)</source>
        <translation>贏（+）或輸（−）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="229"/>
        <source>Click a seat</source>
        <translation>點擊座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="229"/>
        <source>its row takes the pad&apos;s digits</source>
        <translation>其行接收數字鍵盤的數字</translation>
    </message>
</context>
<context>
    <name>PairPlusPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="344"/>
        <source>Pair plus</source>
        <translation>對子或以上</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="350"/>
        <source>Each spot with a pair plus bet: + what it wins, − what it loses.</source>
        <translation>每個有對子或以上的位置：贏的寫 +，輸的寫 −。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="357"/>
        <source>Digits, -</source>
        <translation>數字、-</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="357"/>
        <source>the amount (- for a loss)</source>
        <translation>金額（- 代表輸）</translation>
    </message>
</context>
<context>
    <name>PanelBase</name>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="344"/>
        <source>W</source>
        <comment>badge: the seat wins</comment>
        <translation>贏</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="344"/>
        <source>L</source>
        <comment>badge: the seat loses</comment>
        <translation>輸</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="345"/>
        <source>P</source>
        <comment>badge: push</comment>
        <translation>和</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="345"/>
        <source>F</source>
        <comment>badge: folded</comment>
        <translation>棄</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="427"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="436"/>
        <source>Banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="438"/>
        <source>Croupier</source>
        <translation>荷官</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="439"/>
        <source>Seat {seat}</source>
        <translation>{seat}號座位</translation>
    </message>
</context>
<context>
    <name>PayChipsPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="157"/>
        <source>Pay it in chips</source>
        <translation>以籌碼賠付</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/panels/chips.py" line="213"/>
        <source>Paid so far: {amount} in %n chips</source>
        <translation>
            <numerusform>已賠付：{amount}，共%n個籌碼</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="216"/>
        <source>One more chip of {value}</source>
        <translation>多加一個{value}的籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="252"/>
        <source>{amount} in the fewest chips: {chips}</source>
        <translation>{amount}的最少籌碼：{chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="259"/>
        <source>Digits</source>
        <translation>數字</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="259"/>
        <source>how many chips of this value</source>
        <translation>此面值的籌碼數目</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="260"/>
        <source>the next value</source>
        <translation>下一個面值</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="261"/>
        <source>↑ / ↓</source>
        <translation>↑ / ↓</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="261"/>
        <source>one chip more / fewer</source>
        <translation>多一個 / 少一個籌碼</translation>
    </message>
</context>
<context>
    <name>PeopleTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="150"/>
        <source>Your password (asked for every change):</source>
        <translation>你的密碼（每次更改均需輸入）：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="151"/>
        <source>New instructor</source>
        <translation>新導師</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="152"/>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="163"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="152"/>
        <source>Password</source>
        <translation>密碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="152"/>
        <source>Password again</source>
        <translation>再次輸入密碼</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/people_tab.py" line="155"/>
        <source>at least %n characters</source>
        <translation>
            <numerusform>至少%n個字元</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="156"/>
        <source>Create instructor</source>
        <translation>建立導師</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="157"/>
        <source>Signing in</source>
        <translation>登入</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="158"/>
        <source>Trainees sign in with a password too</source>
        <translation>學員也要用密碼登入</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="159"/>
        <source>New password for the person picked</source>
        <translation>所選人員的新密碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="161"/>
        <source>Enable the instructor picked here, with this new password</source>
        <translation>以此新密碼在本機啟用所選導師</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="165"/>
        <source>A rename changes the name this workstation shows, on its screens and printed reports; the records, their signatures and exports keep the name they were made under. A deactivated person keeps his records and cannot sign in.</source>
        <translation>更改姓名只改變本工作站在畫面及列印報告上顯示的姓名；紀錄、其簽署及匯出檔案保留建立時的姓名。已停用的人員保留其紀錄，但不能登入。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="170"/>
        <source>Instructors&apos; signing keys</source>
        <translation>導師的簽署密鑰</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="171"/>
        <source>Sign the key picked with the school key (head instructor; compare its fingerprint with its owner&apos;s first)</source>
        <translation>以學校密鑰簽署所選密鑰（首席導師；請先與其擁有人核對指紋）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="199"/>
        <source>{owner}: {fingerprint} — signed by the school key</source>
        <translation>{owner}：{fingerprint} — 已由學校密鑰簽署</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="202"/>
        <source>{owner}: {fingerprint} — not signed by the school key: its exams are no certificates</source>
        <translation>{owner}：{fingerprint} — 未經學校密鑰簽署：其簽署的考試不是證書</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="182"/>
        <source>{name} — instructor</source>
        <translation>{name}——導師</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="160"/>
        <source>Set the trainee&apos;s password (tell him it)</source>
        <translation>設定學員的密碼（並告知學員）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="162"/>
        <source>The person picked</source>
        <translation>所選人員</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="164"/>
        <source>Rename</source>
        <translation>更改姓名</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="180"/>
        <source>{name} — deactivated</source>
        <translation>{name}——已停用</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="184"/>
        <source>{name} — instructor from other records, not enabled here</source>
        <translation>{name} — 來自其他記錄的導師，未在本機啟用</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="186"/>
        <source>{name} — trainee, with a password</source>
        <translation>{name}——學員，設有密碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="188"/>
        <source>{name} — trainee</source>
        <translation>{name}——學員</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="212"/>
        <source>That is not an instructor&apos;s password: type your own password first.</source>
        <translation>這不是導師的密碼：請先輸入你自己的密碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="213"/>
        <source>That name looks the same as someone&apos;s already here: choose a name that can be told apart.</source>
        <translation>這個姓名與此處已有人員的姓名看來相同：請選擇一個可以分辨的姓名。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="215"/>
        <source>{name} is the last active instructor here: create or enable another instructor first.</source>
        <translation>{name} 是此處最後一位在用的導師：請先建立或啟用另一位導師。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="217"/>
        <source>{name} is an instructor: his password seals his signing key, so it is never reset here.</source>
        <translation>{name} 是導師：其密碼保護其簽署密鑰，因此不能在此重設。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="232"/>
        <source>Deactivate: no sign-in, records kept</source>
        <translation>停用：不能登入，保留紀錄</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="233"/>
        <source>Reactivate: may sign in again</source>
        <translation>重新啟用：可再次登入</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="240"/>
        <source>{old} is shown as {new} now.</source>
        <translation>{old} 現顯示為 {new}。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="248"/>
        <source>{name} may sign in again.</source>
        <translation>{name} 可再次登入。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="252"/>
        <source>{name} is deactivated: his records are kept, and he cannot sign in.</source>
        <translation>{name} 已停用：其紀錄保留，但不能登入。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="269"/>
        <source>Type the new instructor&apos;s name.</source>
        <translation>輸入新導師的姓名。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="272"/>
        <source>The two passwords differ.</source>
        <translation>兩次輸入的密碼不同。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="283"/>
        <source>{name} is an instructor now.</source>
        <translation>{name}現在是導師。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="293"/>
        <source>Trainees now sign in with a password.</source>
        <translation>學員現在要用密碼登入。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="294"/>
        <source>Trainees sign in without a password.</source>
        <translation>學員登入無需密碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="315"/>
        <source>Pick a person in the list first.</source>
        <translation>請先在列表中選擇一個人。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="342"/>
        <source>The school key signed it: its signatures, past and future, count towards certificates wherever the school key is pinned.</source>
        <translation>學校密鑰已簽署此密鑰：凡固定了學校密鑰之處，其過去及日後的簽署均計入證書。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="300"/>
        <source>{name}&apos;s password is set.</source>
        <translation>{name}的密碼已設定。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="308"/>
        <source>{name} is an instructor on this workstation now.</source>
        <translation>{name} 現為本工作站的導師。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="333"/>
        <source>Pick a key in the list first.</source>
        <translation>請先在列表中選擇一個密鑰。</translation>
    </message>
</context>
<context>
    <name>PickerPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="140"/>
        <location filename="../../trainer/gui/panels/categories.py" line="187"/>
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="200"/>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="200"/>
        <source>step through the list</source>
        <translation>在清單中逐項選擇</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="210"/>
        <source>{letter} again = {name}</source>
        <translation>再按{letter} = {name}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="211"/>
        <source>{letters} = {name}</source>
        <translation>{letters} = {name}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="214"/>
        <source>Letters</source>
        <translation>字母</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="214"/>
        <source>pick by name: {examples}</source>
        <translation>按名稱選擇：{examples}</translation>
    </message>
</context>
<context>
    <name>PotSplitPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="134"/>
        <source>Pots and payouts</source>
        <translation>底池及派彩</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="186"/>
        <source>POTS — AMOUNT AND WINNING SEATS</source>
        <translation>底池——金額及勝出座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="187"/>
        <source>PAID TO EACH SEAT</source>
        <translation>每個座位獲派</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="188"/>
        <source>+ Side pot  (Ctrl++)</source>
        <translation>+ 邊池  (Ctrl++)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="189"/>
        <source>− Last pot  (Ctrl+−)</source>
        <translation>− 最後一個底池  (Ctrl+−)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="194"/>
        <source>seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="336"/>
        <source>{amount}, won by {seats}</source>
        <translation>{amount}，由{seats}贏得</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="353"/>
        <source>there is no such pot</source>
        <translation>沒有這個底池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="356"/>
        <source>{pot} missing: {what}</source>
        <translation>缺少{pot}：{what}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="372"/>
        <source>Main → {seats}</source>
        <translation>主池 → {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="373"/>
        <source>Side {n} → {seats}</source>
        <translation>邊池{n} → {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="377"/>
        <source>next field</source>
        <translation>下一欄</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="378"/>
        <source>Ctrl++</source>
        <translation>Ctrl++</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="378"/>
        <source>add a side pot</source>
        <translation>新增邊池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="379"/>
        <source>Ctrl+−</source>
        <translation>Ctrl+−</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="379"/>
        <source>remove the last pot</source>
        <translation>移除最後一個底池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="381"/>
        <source>Click a seat</source>
        <translation>點擊座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="381"/>
        <source>add it to (or take it from) the pot&apos;s winners</source>
        <translation>將其加入該底池的贏家（或從中移除）</translation>
    </message>
</context>
<context>
    <name>ProcedurePanel</name>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="36"/>
        <source>Procedure</source>
        <translation>程序</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="57"/>
        <source>1-{last}</source>
        <translation>1-{last}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="57"/>
        <source>pick a choice</source>
        <translation>選擇一個選項</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="59"/>
        <source>Double-click</source>
        <translation>雙擊</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="59"/>
        <source>pick and submit</source>
        <translation>選擇並提交</translation>
    </message>
</context>
<context>
    <name>ProgressCharts</name>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="256"/>
        <source>One point per</source>
        <translation>每點代表</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="257"/>
        <source>day</source>
        <translation>一天</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="258"/>
        <source>week</source>
        <translation>一週</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="363"/>
        <source>My progress</source>
        <translation>我的進度</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="368"/>
        <source>Skills and charts</source>
        <translation>技能及圖表</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="369"/>
        <source>My mistakes</source>
        <translation>我的錯誤</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../trainer/gui/translation.py" line="67"/>
        <source>&amp;Look in:</source>
        <translation>查看位置(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="68"/>
        <source>Files of &amp;type:</source>
        <translation>檔案類型(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="69"/>
        <source>&amp;Choose</source>
        <translation>選擇(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="70"/>
        <source>&amp;New Folder</source>
        <translation>新增資料夾(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="71"/>
        <source>All files (*)</source>
        <translation>所有檔案 (*)</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../trainer/gui/translation.py" line="53"/>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="54"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="55"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="56"/>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="57"/>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="58"/>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="59"/>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="60"/>
        <source>Apply</source>
        <translation>套用</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="61"/>
        <source>Discard</source>
        <translation>丟棄</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="62"/>
        <source>Help</source>
        <translation>說明</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="63"/>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="64"/>
        <source>Retry</source>
        <translation>重試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="65"/>
        <source>Ignore</source>
        <translation>忽略</translation>
    </message>
</context>
<context>
    <name>QPokerPayoutPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="116"/>
        <source>Pay the spots</source>
        <translation>賠付各投注位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="167"/>
        <source>PAIR PLUS</source>
        <translation>對子或以上</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="167"/>
        <source>BET</source>
        <translation>下注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="167"/>
        <source>NET</source>
        <translation>淨額</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="172"/>
        <source>+ paid to the player, − lost, 0 for no bet or a push.</source>
        <translation>+ 為派給玩家，− 為輸掉，0 為沒有下注或和局。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="198"/>
        <source>pair plus</source>
        <translation>對子或以上</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="198"/>
        <source>bet</source>
        <translation>下注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="198"/>
        <source>net</source>
        <translation>淨額</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="206"/>
        <source>{what} {amount}</source>
        <translation>{what} {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="230"/>
        <source>next amount</source>
        <translation>下一個金額</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="231"/>
        <source>Digits, -</source>
        <translation>數字、-</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="231"/>
        <source>type an amount (- for a loss)</source>
        <translation>輸入金額（- 代表輸）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="233"/>
        <source>go to that spot</source>
        <translation>前往該投注位</translation>
    </message>
</context>
<context>
    <name>QPokerQualifyPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="59"/>
        <source>Does the croupier qualify?</source>
        <translation>荷官合資格嗎？</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="68"/>
        <source>Yes: qualifies</source>
        <translation>是：合資格</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="69"/>
        <source>No: does not qualify</source>
        <translation>否：不合資格</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="84"/>
        <source>qualifies / does not</source>
        <translation>合資格 / 不合資格</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="84"/>
        <source>1 / 2</source>
        <translation>1 / 2</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="85"/>
        <source>Double-click</source>
        <translation>雙擊</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="85"/>
        <source>choose and submit</source>
        <translation>選擇並提交</translation>
    </message>
</context>
<context>
    <name>QuestionScreen</name>
    <message>
        <location filename="../../trainer/gui/question/screen.py" line="111"/>
        <source>End (Esc)</source>
        <translation>結束 (Esc)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/screen.py" line="112"/>
        <source>Submit (Enter)</source>
        <translation>提交 (Enter)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/screen.py" line="159"/>
        <source>This answer could not be saved: {error}. It is still here: press Enter to try again.</source>
        <translation>無法儲存此答案：{error}。答案仍保留在這裏：按 Enter 再試。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/screen.py" line="273"/>
        <source>Enter / N</source>
        <translation>Enter / N</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/screen.py" line="274"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/screen.py" line="275"/>
        <source>submit</source>
        <translation>提交</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="194"/>
        <source>Setting the table…</source>
        <translation>正在擺設牌枱…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="271"/>
        <source>This answer cannot be replayed: {reason}.</source>
        <translation>無法重播此答案：{reason}。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="276"/>
        <source>This question cannot be drawn: {reason}.</source>
        <translation>無法抽取此題目：{reason}。</translation>
    </message>
</context>
<context>
    <name>ResultsTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="103"/>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="178"/>
        <source>Everyone</source>
        <translation>所有人</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="113"/>
        <source>Import results</source>
        <translation>匯入成績</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="114"/>
        <source>Trainer results (*.jsonl);;All files (*)</source>
        <translation>訓練成績 (*.jsonl);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="123"/>
        <source>Nothing imported from {file}: {error}</source>
        <translation>沒有從{file}匯入任何資料：{error}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="125"/>
        <source>Imported: {summary}</source>
        <translation>已匯入：{summary}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="134"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="134"/>
        <source>Trainer results (*.jsonl)</source>
        <translation>訓練成績 (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="135"/>
        <source>Export results</source>
        <translation>匯出成績</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="149"/>
        <source>Nothing exported to {file}: {error}</source>
        <translation>沒有匯出任何資料至{file}：{error}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="153"/>
        <source>Exported {answers} and {exams} to {file}</source>
        <translation>已匯出{answers}及{exams}至{file}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/results_tab.py" line="154"/>
        <source>%n answers</source>
        <translation>
            <numerusform>%n個答案</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/results_tab.py" line="154"/>
        <source>%n exams</source>
        <translation>
            <numerusform>%n個考試</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="170"/>
        <source>Import from another workstation</source>
        <translation>從另一工作站匯入</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="172"/>
        <source>Pick the .jsonl files exported at the other workstations. A file is merged whole or not at all; answers already here are counted, not doubled.</source>
        <translation>選擇在其他工作站匯出的 .jsonl 檔案。每個檔案要麼整個合併，要麼完全不合併；已在此處的答案只計算一次，不會重複。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="174"/>
        <source>Import…</source>
        <translation>匯入…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="175"/>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="176"/>
        <source>Whose results</source>
        <translation>誰的成績</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="177"/>
        <source>Answers given in</source>
        <translation>作答時段</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="179"/>
        <source>all time</source>
        <translation>全部時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="179"/>
        <source>the last 7 days</source>
        <translation>最近7天</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="179"/>
        <source>the last 30 days</source>
        <translation>最近30天</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="180"/>
        <source>the last 90 days</source>
        <translation>最近90天</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="183"/>
        <source>Export CSV (spreadsheet)…</source>
        <translation>匯出 CSV（試算表）…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="184"/>
        <source>Export for another workstation (.jsonl)…</source>
        <translation>匯出給另一工作站 (.jsonl)…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="185"/>
        <source>What happened</source>
        <translation>操作紀錄</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="186"/>
        <source>Each import and export made here is listed here.</source>
        <translation>在此進行的每次匯入及匯出都會列在這裏。</translation>
    </message>
</context>
<context>
    <name>RowsForm</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="407"/>
        <source>Bet unit (ponto; 0: none)</source>
        <translation>下注單位（分；0：無）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="409"/>
        <source>Banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="410"/>
        <source>Seat {n}, stake</source>
        <translation>座位 {n}，注碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="411"/>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="417"/>
        <source>front row</source>
        <translation>頭道</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="411"/>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="417"/>
        <source>middle row</source>
        <translation>中道</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="411"/>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="417"/>
        <source>back row</source>
        <translation>尾道</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="416"/>
        <source>the banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="416"/>
        <source>seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
</context>
<context>
    <name>RuleDialog</name>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="62"/>
        <source>The rule</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="64"/>
        <source>&lt;b&gt;{citation}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{citation}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="65"/>
        <source>The regulation&apos;s text, in the Portuguese original</source>
        <translation>規例條文（葡文原文）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="66"/>
        <source>How the trainer reads it (RULINGS)</source>
        <translation>訓練程式的解讀（RULINGS）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="69"/>
        <source>&lt;i&gt;No article is cited here.&lt;/i&gt;</source>
        <translation>&lt;i&gt;此處沒有引用條文。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="70"/>
        <source>&lt;i&gt;No house ruling is cited here.&lt;/i&gt;</source>
        <translation>&lt;i&gt;此處沒有引用內部解讀。&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="79"/>
        <source>{article} — {title}</source>
        <translation>{article}——{title}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="144"/>
        <source>a mão</source>
        <comment>the non-banked rules&apos; word for the marker, as a Chinese ruling names it (GLOSSARY: 按鈕（莊位）); Portuguese and English keep the regulation&apos;s «a mão»</comment>
        <translation>按鈕（莊位）</translation>
    </message>
</context>
<context>
    <name>SchoolLink</name>
    <message>
        <location filename="../../trainer/gui/school.py" line="238"/>
        <source>Not synced yet</source>
        <translation>尚未同步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/school.py" line="240"/>
        <source>Server unreachable since {time}</source>
        <translation>自 {time} 起無法連接伺服器</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/school.py" line="242"/>
        <location filename="../../trainer/gui/school.py" line="245"/>
        <source>%n records waiting</source>
        <translation>
            <numerusform>%n 項記錄待傳送</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/school.py" line="246"/>
        <source>Synced {time}</source>
        <translation>已於 {time} 同步</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <location filename="../../trainer/gui/common/screen_header.py" line="41"/>
        <source>Back (Esc)</source>
        <translation>返回 (Esc)</translation>
    </message>
</context>
<context>
    <name>SeatAmountsPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="320"/>
        <source>next seat</source>
        <translation>下一個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="317"/>
        <source>Digits</source>
        <translation>數字</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="317"/>
        <source>type the amount</source>
        <translation>輸入金額</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="321"/>
        <source>go to that seat</source>
        <translation>前往該座位</translation>
    </message>
</context>
<context>
    <name>SeatPickPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="128"/>
        <source>Undo last  (Backspace)</source>
        <translation>撤銷上一個  (Backspace)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="129"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="133"/>
        <source>Click the seats on the table, or type their numbers.</source>
        <translation>點擊牌枱上的座位，或輸入其號碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="200"/>
        <source>No seat picked yet.</source>
        <translation>尚未選擇座位。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="208"/>
        <source>YOURS</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="209"/>
        <source>RIGHT</source>
        <translation>正確答案</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="245"/>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="248"/>
        <source>pick that seat</source>
        <translation>選擇該座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="249"/>
        <source>take back the last seat</source>
        <translation>撤回最後一個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="250"/>
        <source>Click a seat</source>
        <translation>點擊座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="250"/>
        <source>pick it; again to take it out</source>
        <translation>選擇；再點一次即移除</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="149"/>
        <source>Seat {n}</source>
        <translation>座位 {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="150"/>
        <source>Chips the seat put in during the hand, blinds included</source>
        <translation>該座位在這一局投入的籌碼，包括盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="151"/>
        <source>folded</source>
        <translation>棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="152"/>
        <source>all in</source>
        <translation>全押</translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="55"/>
        <source>Not a PostgreSQL URL: postgresql://user@host:port/database</source>
        <translation>不是 PostgreSQL 網址：postgresql://user@host:port/database</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="63"/>
        <source>No school server: this workstation keeps its records to itself.</source>
        <translation>未設定學校伺服器：本工作站的記錄只保存在本機。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="71"/>
        <source>School server</source>
        <translation>學校伺服器</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="73"/>
        <source>Every workstation of the school sends its records to one PostgreSQL server and reads the others&apos; from it, every minute and at each sign-out. Leave the password out of the URL: put it in ~/.pgpass.</source>
        <translation>學校的每部工作站每分鐘及每次登出時，都把記錄傳送到同一部 PostgreSQL 伺服器，並從中讀取其他工作站的記錄。網址中請勿包含密碼：請把密碼寫入 ~/.pgpass。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="77"/>
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="78"/>
        <source>Sync now</source>
        <translation>立即同步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="81"/>
        <source>The password in this URL is kept only until the app closes, never on disk: put it in ~/.pgpass for the next start.</source>
        <translation>此網址中的密碼只保留至程式關閉，從不寫入磁碟：請把它寫入 ~/.pgpass，以便下次啟動時使用。</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="108"/>
        <source>Run the table</source>
        <translation>主持牌枱</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="109"/>
        <source>The engine deals a whole hand; you run it as the croupier, step by step: the forced bets, the deal, the betting, the board, the showdown, the pots and the payouts, as the regulation orders them.</source>
        <translation>系統派出一整局牌；你以荷官身份逐步主持：強制下注、派牌、下注、公共牌、攤牌、底池及派彩，按規例所定的次序進行。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="112"/>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="112"/>
        <source>Sea&amp;ts</source>
        <translation>座位數(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="113"/>
        <source>S&amp;eed</source>
        <translation>種子(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="113"/>
        <source>Variant</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="113"/>
        <source>&amp;Limit</source>
        <translation>限注(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="115"/>
        <source>pot limit</source>
        <translation>底池限注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="115"/>
        <source>half pot</source>
        <translation>半池限注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="115"/>
        <source>no limit</source>
        <translation>無限注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="118"/>
        <source>empty: any hand; a number deals the same hand again</source>
        <translation>留空：任意一局；輸入數字可再派同一局</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="119"/>
        <source>&amp;Practice: each step marked at once, the rule shown</source>
        <translation>練習(&amp;P)：每步即時批改，並顯示規則</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="120"/>
        <source>E&amp;xam: no feedback until the end of the hand</source>
        <translation>考試(&amp;X)：整局完結前不顯示對錯</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="121"/>
        <source>&amp;Deal (Enter)</source>
        <translation>派牌(&amp;D) (Enter)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="122"/>
        <source>Back home (Esc)</source>
        <translation>返回主頁 (Esc)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="153"/>
        <source>&amp;Big blind</source>
        <translation>大盲注(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="155"/>
        <source>E&amp;ntry stake</source>
        <translation>底注(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="155"/>
        <source>&amp;Ante</source>
        <translation>底注(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="176"/>
        <source>The seed is a whole number (or empty for any hand).</source>
        <translation>種子須為整數（留空則任意一局）。</translation>
    </message>
</context>
<context>
    <name>ShowdownOrderPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="258"/>
        <source>Showdown order</source>
        <translation>攤牌順序</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="261"/>
        <source>Click the seats on the table in the order they show, or type their numbers.</source>
        <translation>按座位亮牌的順序點擊牌枱上的座位，或輸入其號碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="273"/>
        <source>nobody</source>
        <translation>無人</translation>
    </message>
</context>
<context>
    <name>SignDialog</name>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="77"/>
        <source>An instructor opens the exam</source>
        <translation>由導師開啟考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="78"/>
        <source>A certification exam is opened by an instructor at this workstation: type your password to sign its start. Without it the result is practice only.</source>
        <translation>認證考試由導師在本工作站開啟：輸入你的密碼以簽署考試開始。沒有簽署，成績僅屬練習。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="84"/>
        <source>This is an exam of the school, not a shipped one: file {file}, fingerprint {fingerprint}. Sign only an exam your school wrote.</source>
        <translation>這是學校自訂的考試，並非程式內附的考試：檔案 {file}，指紋 {fingerprint}。只簽署由貴校編寫的考試。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="89"/>
        <source>No instructor of the school published this file (Publish… in the lesson library): it cannot be signed, and its result is practice only.</source>
        <translation>學校沒有導師發佈此檔案（在課程庫按「發佈…」）：不能簽署，其結果只作練習。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="92"/>
        <source>Published by {instructor}.</source>
        <translation>由 {instructor} 發佈。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="94"/>
        <source>Sign and start</source>
        <translation>簽署並開始</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="95"/>
        <source>Practice only (unsigned)</source>
        <translation>僅作練習（未簽署）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="97"/>
        <source>An instructor closes the exam</source>
        <translation>由導師結束考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="98"/>
        <source>The exam is submitted. An instructor signs its result to make it a certificate; without it the result is practice only.</source>
        <translation>考試已提交。導師簽署其成績後，成績即成為證書；沒有簽署，成績僅屬練習。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="100"/>
        <source>Sign the result</source>
        <translation>簽署成績</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="101"/>
        <source>Leave it unsigned</source>
        <translation>不簽署</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="102"/>
        <source>Instructor</source>
        <translation>導師</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="103"/>
        <source>Password</source>
        <translation>密碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="119"/>
        <source>These records have no instructor.</source>
        <translation>這些記錄沒有導師。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="125"/>
        <source>That is not an instructor&apos;s password.</source>
        <translation>這不是導師的密碼。</translation>
    </message>
</context>
<context>
    <name>SignInScreen</name>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="151"/>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="152"/>
        <source>Croupier trainer</source>
        <translation>荷官訓練程式</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="153"/>
        <source>Showdown order, side pots, 13 cards and Q Poker — checked against the Macau regulations.</source>
        <translation>攤牌順序、邊池、十三張及 Q Poker——按澳門規例核對。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="155"/>
        <source>Who is training?</source>
        <translation>誰在訓練？</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="156"/>
        <source>Password:</source>
        <translation>密碼：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="157"/>
        <source>Sign in</source>
        <translation>登入</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="158"/>
        <source>New trainee</source>
        <translation>新學員</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="159"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="161"/>
        <source>The first instructor of these records (needs a password)</source>
        <translation>這些記錄的第一位導師（需要密碼）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/home/signin.py" line="163"/>
        <source>Password (at least %n characters)</source>
        <translation>
            <numerusform>密碼（至少%n個字元）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="164"/>
        <source>Password again</source>
        <translation>再次輸入密碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="199"/>
        <source>{name} (instructor, not enabled here)</source>
        <translation>{name}（導師，未在本機啟用）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="250"/>
        <source>{name} is deactivated on this workstation: an instructor reactivates him (instructor area, People).</source>
        <translation>{name} 已在本工作站停用：須由導師重新啟用（導師區，人員）。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="264"/>
        <source>{name} is an instructor from other records: an instructor of this workstation enables him first (instructor area, People).</source>
        <translation>{name} 是來自其他記錄的導師：須先由本工作站的導師啟用（導師區 → 人員）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/home/signin.py" line="310"/>
        <source>A password needs at least %n characters.</source>
        <translation>
            <numerusform>密碼至少需要%n個字元。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="314"/>
        <source>The two passwords differ.</source>
        <translation>兩次輸入的密碼不同。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="165"/>
        <source>Create and sign in</source>
        <translation>建立並登入</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="198"/>
        <source>{name} (instructor)</source>
        <translation>{name}（導師）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="269"/>
        <source>Type {name}&apos;s password.</source>
        <translation>輸入{name}的密碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="284"/>
        <location filename="../../trainer/gui/home/signin.py" line="295"/>
        <source>Wrong password for {name}.</source>
        <translation>{name}的密碼錯誤。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="304"/>
        <source>Type the new trainee&apos;s name.</source>
        <translation>輸入新學員的姓名。</translation>
    </message>
</context>
<context>
    <name>SkillProgressModel</name>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="98"/>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="98"/>
        <source>Answers</source>
        <translation>答題數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="99"/>
        <source>Accuracy</source>
        <translation>準確率</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="99"/>
        <source>30 days</source>
        <translation>30天</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="100"/>
        <source>Median</source>
        <translation>中位數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="100"/>
        <source>Practise</source>
        <translation>練習</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="100"/>
        <source>Within target</source>
        <translation>目標時間內</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="131"/>
        <source>The share of answers given within the skill&apos;s target time (answers with a target)</source>
        <translation>在技能目標時間內作答的比例（只計有目標時間的答題）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="167"/>
        <source>All skills</source>
        <translation>所有技能</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="197"/>
        <source>new</source>
        <translation>新</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="199"/>
        <source>due now</source>
        <translation>現已到期</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="202"/>
        <source>in {hours} h</source>
        <translation>{hours}小時後</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/progress/screen.py" line="204"/>
        <source>in %n days</source>
        <translation>
            <numerusform>%n天後</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SkillsModel</name>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="123"/>
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="123"/>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="123"/>
        <source>Accuracy (30 days)</source>
        <translation>準確率（30天）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="124"/>
        <source>Answers</source>
        <translation>答題數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="124"/>
        <source>Median time</source>
        <translation>中位時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="124"/>
        <source>Due</source>
        <translation>到期</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="173"/>
        <source>new</source>
        <translation>新</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="174"/>
        <source>due</source>
        <translation>到期</translation>
    </message>
</context>
<context>
    <name>StandardButton</name>
    <message>
        <location filename="../../trainer/gui/translation.py" line="41"/>
        <source>OK</source>
        <translation>確定</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="42"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="43"/>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="44"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="45"/>
        <source>No</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>SummaryModel</name>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="50"/>
        <source>Question</source>
        <translation>題目</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="50"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="50"/>
        <source>Time</source>
        <translation>用時</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="51"/>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="69"/>
        <source>right</source>
        <translation>正確</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="71"/>
        <source>partly ({score:.0%})</source>
        <translation>部分正確（{score:.0%}）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="72"/>
        <source>wrong</source>
        <translation>錯誤</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="190"/>
        <source>Hand summary</source>
        <translation>牌局總結</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="191"/>
        <source>&amp;Mistakes — pick one to see its table and the right answer</source>
        <translation>錯誤(&amp;M) — 選擇一項以查看牌枱及正確答案</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="203"/>
        <source>Another hand (A)</source>
        <translation>再來一局 (A)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/summary.py" line="210"/>
        <source>{game} · {seats} · seed {seed} · {variant}: {correct} of %n steps right in {time}</source>
        <translation>
            <numerusform>{game} · {seats} · 種子 {seed} · {variant}：%n步中答對{correct}步，用時{time}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/summary.py" line="234"/>
        <source>{played} of %n hands played</source>
        <translation>
            <numerusform>已玩%n手牌中的{played}手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/summary.py" line="235"/>
        <source>Lesson “{title}”: {hands}, {correct} of %n steps right in {time}</source>
        <translation>
            <numerusform>課程「{title}」：{hands}，%n步中答對{correct}步，用時{time}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="193"/>
        <source>Back home (H)</source>
        <translation>返回主頁 (H)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="208"/>
        <source>exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="208"/>
        <source>practice</source>
        <translation>練習</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/summary.py" line="212"/>
        <source>%n seats</source>
        <translation>
            <numerusform>%n個座位</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="215"/>
        <source>ended after step {answered} of {total}</source>
        <translation>於第{answered}步結束（共{total}步）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="224"/>
        <source>No mistakes in this hand.</source>
        <translation>本局沒有錯誤。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="259"/>
        <source>Step {n}</source>
        <translation>第{n}步</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="260"/>
        <source>Your answer:</source>
        <translation>你的答案：</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="261"/>
        <source>The right answer:</source>
        <translation>正確答案：</translation>
    </message>
</context>
<context>
    <name>SummaryView</name>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="122"/>
        <source>Session summary</source>
        <translation>練習總結</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="124"/>
        <source>Review the mistakes again (R)</source>
        <translation>再溫習錯題 (R)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="125"/>
        <source>Back home (H)</source>
        <translation>返回主頁 (H)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="139"/>
        <source>Sprint stopped after {answered} of {items}: a sprint counts only when it is finished (every item answered, or the time up), so it has no score and is no personal best.</source>
        <translation>限時衝刺在{items}題中的第{answered}題後中止：限時衝刺須完成（全部題目作答，或時間用完）才計算，因此沒有得分，也不計入個人最佳。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="143"/>
        <source>Sprint: {right} of {items} right in {seconds} s (limit {limit} s) · score {score}</source>
        <translation>限時衝刺：{items}題中答對{right}題，用時{seconds}秒（限時{limit}秒）· 得分{score}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="147"/>
        <source>new personal best!</source>
        <translation>新的個人最佳！</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="149"/>
        <source>personal best {score}</source>
        <translation>個人最佳{score}分</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="155"/>
        <source>Score {score:.0%} · {correct} of {answered} right · median time {median:.1f} s</source>
        <translation>得分{score:.0%} · {answered}題中答對{correct}題 · 中位時間{median:.1f}秒</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="192"/>
        <source>Hold&apos;em</source>
        <translation>德州撲克</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="193"/>
        <source>Omaha</source>
        <translation>奧馬哈</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="194"/>
        <source>Póquer sintético</source>
        <translation>Póquer sintético（28張牌）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="195"/>
        <source>Omaha (Macau 2010)</source>
        <translation>奧馬哈（澳門2010）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="196"/>
        <source>Five-card stud</source>
        <translation>梭哈</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="197"/>
        <source>Thirteen cards</source>
        <translation>十三張</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="198"/>
        <source>Q Poker</source>
        <translation>Q Poker</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="210"/>
        <source>Banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="211"/>
        <source>Folded</source>
        <translation>已棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="212"/>
        <source>Fold</source>
        <comment>Q Poker decision</comment>
        <translation>棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="213"/>
        <source>Play</source>
        <comment>Q Poker decision</comment>
        <translation>比牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="214"/>
        <source>Pair plus</source>
        <translation>對子或以上</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="215"/>
        <source>Bet</source>
        <comment>Q Poker betting circle</comment>
        <translation>下注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="216"/>
        <source>total {amount}</source>
        <comment>under a seat&apos;s chips: all it put in during the hand</comment>
        <translation>合共{amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="225"/>
        <source>Seat {number}</source>
        <translation>{number}號座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/items.py" line="270"/>
        <source>+{amount}</source>
        <comment>beside a payment: the amount paid</comment>
        <translation>+{amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/items.py" line="379"/>
        <source>seats {seats}</source>
        <comment>under a pot: the seats that can win it</comment>
        <translation>座位 {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/items.py" line="471"/>
        <location filename="../../trainer/gui/table/items.py" line="532"/>
        <source>D</source>
        <comment>the marker button</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="58"/>
        <source>FOLDED</source>
        <comment>seat tag: the seat is out of the hand</comment>
        <translation>已棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="59"/>
        <source>FOLDED AT OPEN CARD {n}</source>
        <comment>seat tag, stud: the seat folded when the n-th open card was dealt (it played the streets before)</comment>
        <translation>第{n}張明牌時棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="63"/>
        <source>HIGH BET, LAST ROUND</source>
        <comment>seat tag: this seat made the highest bet of the previous round (sintético rule 108)</comment>
        <translation>上輪最高注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="384"/>
        <source>bets</source>
        <comment>action log</comment>
        <translation>下注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="387"/>
        <source>folds</source>
        <comment>action log</comment>
        <translation>棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="388"/>
        <source>posts</source>
        <comment>action log: a forced bet</comment>
        <translation>強制下注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/preview.py" line="68"/>
        <source>{file} - table preview</source>
        <translation>{file} - 牌枱預覽</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/view.py" line="490"/>
        <source>Main pot</source>
        <translation>主池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/view.py" line="490"/>
        <source>Side pot {n}</source>
        <translation>邊池{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="42"/>
        <source>{percent} %</source>
        <comment>a percentage</comment>
        <translation>{percent}%</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="53"/>
        <source>Chips</source>
        <comment>title of the table&apos;s chip legend: each chip with its value</comment>
        <translation>籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="71"/>
        <location filename="../../trainer/gui/table/terms.py" line="201"/>
        <source>Chip unit</source>
        <translation>籌碼單位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="85"/>
        <source>Odd chips</source>
        <translation>餘數籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="91"/>
        <source>all to the first winner from the croupier&apos;s left</source>
        <translation>全部歸荷官左邊起的第一位贏家</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="92"/>
        <source>from the marker, clockwise</source>
        <translation>由按鈕（莊位）起，按順時針方向</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="93"/>
        <source>in dealing order</source>
        <translation>按派牌順序</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="137"/>
        <source>Blinds</source>
        <translation>盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="138"/>
        <source>Big blind</source>
        <translation>大盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="139"/>
        <source>Small blind</source>
        <translation>小盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="140"/>
        <source>Ante</source>
        <translation>底注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="122"/>
        <source>Minimum bet</source>
        <translation>最低下注額</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="125"/>
        <source>Limit</source>
        <translation>限注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="129"/>
        <source>no cap</source>
        <translation>無上限</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="144"/>
        <source>pot limit</source>
        <translation>底池限注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="145"/>
        <source>half-pot limit</source>
        <translation>半池限注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="146"/>
        <source>no limit</source>
        <translation>無限注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="200"/>
        <source>Commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="158"/>
        <location filename="../../trainer/gui/table/terms.py" line="173"/>
        <location filename="../../trainer/gui/table/terms.py" line="199"/>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="164"/>
        <location filename="../../trainer/gui/table/terms.py" line="180"/>
        <source>{rate}, no cap</source>
        <translation>{rate}，無上限</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="165"/>
        <location filename="../../trainer/gui/table/terms.py" line="177"/>
        <source>{rate}, cap {cap}</source>
        <translation>{rate}，上限{cap}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="179"/>
        <source>{rate}, cap {n} big blinds</source>
        <translation>{rate}，上限{n}個大盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="194"/>
        <source>Bet unit (ponto)</source>
        <translation>下注單位（ponto）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="195"/>
        <source>Stakes</source>
        <translation>注碼</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="195"/>
        <source>1, 2 or 3 units</source>
        <translation>1、2或3個單位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="196"/>
        <source>A win pays</source>
        <translation>贏時賠付</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="196"/>
        <source>{percent} of the stake</source>
        <translation>注碼的{percent}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="198"/>
        <source>{percent} of the prize</source>
        <translation>獎金的{percent}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="220"/>
        <source>Decks</source>
        <translation>牌副數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="221"/>
        <source>Pair plus pays</source>
        <translation>對子或以上賠付</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="227"/>
        <source>Bet pays (croupier qualifies)</source>
        <translation>比牌注賠付（荷官合資格）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="224"/>
        <source>any other hand</source>
        <translation>其他任何牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="225"/>
        <source>Croupier not qualified</source>
        <translation>荷官不合資格</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="226"/>
        <source>A fold loses</source>
        <translation>棄牌輸</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="226"/>
        <source>half the bet</source>
        <translation>下注的一半</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="24"/>
        <source>ALL-IN</source>
        <comment>non-banked</comment>
        <extracomment>seat tag: the seat has no chips left (rule 49: «encavado»)</extracomment>
        <translation>全押</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="26"/>
        <source>ALL-IN</source>
        <comment>stud</comment>
        <extracomment>seat tag: the seat has no chips left (art. 11 a: «com capital desfalcado»)</extracomment>
        <translation>全押</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="28"/>
        <source>ALL-IN</source>
        <comment>2010</comment>
        <extracomment>seat tag: the seat has no chips left (art. 11.3: «all-in»)</extracomment>
        <translation>全押</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="31"/>
        <source>SB</source>
        <comment>non-banked</comment>
        <extracomment>seat tag: this seat posted the small blind (rules 81-82: «pequena aposta»)</extracomment>
        <translation>小盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="33"/>
        <source>SB</source>
        <comment>2010</comment>
        <extracomment>seat tag: this seat posted the small blind (art. 5: «aposta prévia menor»)</extracomment>
        <translation>小盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="36"/>
        <source>BB</source>
        <comment>non-banked</comment>
        <extracomment>seat tag: this seat posted the big blind (rules 81, 83: «grande aposta»)</extracomment>
        <translation>大盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="38"/>
        <source>BB</source>
        <comment>2010</comment>
        <extracomment>seat tag: this seat posted the big blind (art. 5: «aposta prévia maior»)</extracomment>
        <translation>大盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="41"/>
        <source>STACK {amount}</source>
        <comment>non-banked</comment>
        <extracomment>under a seat: the chips it has left in front of it (rule 52: «cave»)</extracomment>
        <translation>籌碼 {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="43"/>
        <source>STACK {amount}</source>
        <comment>stud</comment>
        <extracomment>under a seat: the chips it has left in front of it (art. 6: «capital»)</extracomment>
        <translation>籌碼 {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="45"/>
        <source>STACK {amount}</source>
        <comment>2010</comment>
        <extracomment>under a seat: the chips it has left in front of it (art. 11: «fichas detidas na mesa»)</extracomment>
        <translation>籌碼 {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="51"/>
        <source>Round {n}</source>
        <comment>non-banked</comment>
        <extracomment>title of the action log: the betting round in play («turno de apostas»)</extracomment>
        <translation>第{n}輪</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="53"/>
        <source>Round {n}</source>
        <comment>stud</comment>
        <extracomment>title of the action log: the betting round in play («lanço de apostas»)</extracomment>
        <translation>第{n}輪</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="55"/>
        <source>Round {n}</source>
        <comment>2010</comment>
        <extracomment>title of the action log: the betting round in play («turno de apostas»)</extracomment>
        <translation>第{n}輪</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="58"/>
        <source>Round {n}: nobody has acted yet</source>
        <comment>non-banked</comment>
        <extracomment>title of the action log, empty round</extracomment>
        <translation>第{n}輪：尚無人行動</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="60"/>
        <source>Round {n}: nobody has acted yet</source>
        <comment>stud</comment>
        <extracomment>title of the action log, empty round</extracomment>
        <translation>第{n}輪：尚無人行動</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="62"/>
        <source>Round {n}: nobody has acted yet</source>
        <comment>2010</comment>
        <extracomment>title of the action log, empty round</extracomment>
        <translation>第{n}輪：尚無人行動</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="65"/>
        <source>Last round&apos;s actions</source>
        <comment>non-banked</comment>
        <extracomment>title of the action log: the last round&apos;s actions</extracomment>
        <translation>上一輪的行動</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="67"/>
        <source>Last round&apos;s actions</source>
        <comment>stud</comment>
        <extracomment>title of the action log: the last round&apos;s actions</extracomment>
        <translation>上一輪的行動</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="69"/>
        <source>Last round&apos;s actions</source>
        <comment>2010</comment>
        <extracomment>title of the action log: the last round&apos;s actions</extracomment>
        <translation>上一輪的行動</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="72"/>
        <source>checks</source>
        <comment>non-banked</comment>
        <extracomment>action log: rule 39 b «passar»</extracomment>
        <translation>過牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="74"/>
        <source>checks</source>
        <comment>stud</comment>
        <extracomment>action log: art. 10 c «passar a voz»</extracomment>
        <translation>過牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="76"/>
        <source>checks</source>
        <comment>2010</comment>
        <extracomment>action log: art. 6.4 «preferir»</extracomment>
        <translation>過牌</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="79"/>
        <source>calls</source>
        <comment>non-banked</comment>
        <extracomment>action log: rule 39 c «acompanhar»</extracomment>
        <translation>跟注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="81"/>
        <source>calls</source>
        <comment>stud</comment>
        <extracomment>action log: art. 10 b 2 «aceitar a aposta»</extracomment>
        <translation>跟注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="83"/>
        <source>calls</source>
        <comment>2010</comment>
        <extracomment>action log: art. 11 «igualar a aposta»</extracomment>
        <translation>跟注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="86"/>
        <source>raises to</source>
        <comment>non-banked</comment>
        <extracomment>action log: a raise&apos;s total for the round (rule 39 d «repicar»)</extracomment>
        <translation>加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="88"/>
        <source>raises to</source>
        <comment>stud</comment>
        <extracomment>action log: a raise&apos;s total for the round (art. 10 b 3 «elevar a aposta»)</extracomment>
        <translation>加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="90"/>
        <source>raises to</source>
        <comment>2010</comment>
        <extracomment>action log: a raise&apos;s total for the round (art. 12 «subir a aposta»)</extracomment>
        <translation>加注至</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="93"/>
        <source>all in</source>
        <comment>non-banked</comment>
        <extracomment>action log: the action put in all the seat&apos;s chips (rule 49 «encavado»)</extracomment>
        <translation>全押</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="95"/>
        <source>all in</source>
        <comment>stud</comment>
        <extracomment>action log: the action put in all the seat&apos;s chips (art. 11 a «capital desfalcado»)</extracomment>
        <translation>全押</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="97"/>
        <source>all in</source>
        <comment>2010</comment>
        <extracomment>action log: the action put in all the seat&apos;s chips (art. 11.3 «all-in»)</extracomment>
        <translation>全押</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="103"/>
        <source>Pot</source>
        <comment>non-banked</comment>
        <extracomment>the chips in the middle, from the rounds before (rule 38 «pote»)</extracomment>
        <translation>底池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="105"/>
        <source>Pot</source>
        <comment>stud</comment>
        <extracomment>the chips in the middle, from the rounds before (art. 7 «bolo»)</extracomment>
        <translation>底池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="107"/>
        <source>Pot</source>
        <comment>2010</comment>
        <extracomment>the chips in the middle, from the rounds before (art. 10.2 «pote»)</extracomment>
        <translation>底池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="110"/>
        <source>Antes</source>
        <comment>non-banked</comment>
        <extracomment>the chips in the middle: the antes (rule 102 «aposta inicial (ante)»)</extracomment>
        <translation>底注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="112"/>
        <source>Antes</source>
        <comment>stud</comment>
        <extracomment>the chips in the middle: the antes (art. 6-8 «bolo de entrada»)</extracomment>
        <translation>底注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="114"/>
        <source>Main pot</source>
        <comment>non-banked</comment>
        <translation>主池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="115"/>
        <source>Main pot</source>
        <comment>stud</comment>
        <translation>主池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="116"/>
        <source>Main pot</source>
        <comment>2010</comment>
        <translation>主池</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="119"/>
        <source>Side pot {n}</source>
        <comment>non-banked</comment>
        <extracomment>rule 38 «pote lateral»; art. 11 a «bolo separado»</extracomment>
        <translation>邊池{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="120"/>
        <source>Side pot {n}</source>
        <comment>stud</comment>
        <translation>邊池{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="121"/>
        <source>Side pot {n}</source>
        <comment>2010</comment>
        <translation>邊池{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="124"/>
        <source>Croupier</source>
        <comment>non-banked</comment>
        <extracomment>the croupier&apos;s plate: rules 29-70 «pagador»</extracomment>
        <translation>荷官</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="126"/>
        <source>Croupier</source>
        <comment>stud</comment>
        <extracomment>the croupier&apos;s plate: art. 10 «dealer»</extracomment>
        <translation>荷官</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="128"/>
        <source>Croupier</source>
        <comment>2010</comment>
        <extracomment>the croupier&apos;s plate: art. 1-13 «croupier»</extracomment>
        <translation>荷官</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="130"/>
        <source>Croupier</source>
        <comment>Q Poker</comment>
        <extracomment>the croupier&apos;s plate: art. 7-9 «croupier»</extracomment>
        <translation>荷官</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="136"/>
        <source>Blinds</source>
        <comment>non-banked</comment>
        <extracomment>table card: rules 81-83 «pequena aposta» / «grande aposta»</extracomment>
        <translation>盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="138"/>
        <source>Blinds</source>
        <comment>2010</comment>
        <extracomment>table card: art. 5 «aposta prévia menor» / «maior»</extracomment>
        <translation>盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="140"/>
        <source>Big blind</source>
        <comment>non-banked</comment>
        <translation>大盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="141"/>
        <source>Big blind</source>
        <comment>2010</comment>
        <translation>大盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="143"/>
        <source>Small blind</source>
        <comment>non-banked</comment>
        <translation>小盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="144"/>
        <source>Small blind</source>
        <comment>2010</comment>
        <translation>小盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="147"/>
        <source>Ante</source>
        <comment>non-banked</comment>
        <extracomment>table card: rule 102 «aposta inicial (ante)»</extracomment>
        <translation>底注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="149"/>
        <source>Ante</source>
        <comment>stud</comment>
        <extracomment>table card: art. 6-8 «bolo de entrada»</extracomment>
        <translation>底注</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="152"/>
        <source>Raises per round</source>
        <comment>non-banked</comment>
        <extracomment>table card: rule 87 «três repiques» per «ronda de apostas»</extracomment>
        <translation>每輪加注次數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="154"/>
        <source>Raises per round</source>
        <comment>stud</comment>
        <extracomment>table card: raises per «lanço de apostas»</extracomment>
        <translation>每輪加注次數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="156"/>
        <source>Raises per round</source>
        <comment>2010</comment>
        <extracomment>table card: art. 12.2 «a aposta pode subir três vezes, no máximo, por turno»</extracomment>
        <translation>每輪加注次數</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="159"/>
        <source>Commission</source>
        <comment>non-banked</comment>
        <extracomment>table card: rules 7 a, 65 «percentagem»</extracomment>
        <translation>佣金</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="161"/>
        <source>Commission</source>
        <comment>stud</comment>
        <extracomment>table card: art. 9 «comissão»</extracomment>
        <translation>佣金</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="163"/>
        <source>Commission</source>
        <comment>2010</comment>
        <extracomment>table card: art. 16 «comissão»</extracomment>
        <translation>佣金</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="170"/>
        <source>D: the marker, set before the player who has a mão (non-banked rules 29-30), not a dealer&apos;s button. That seat posts the small blind (rule 81) and is dealt to first (rule 35; ruling R8-12).</source>
        <comment>non-banked</comment>
        <extracomment>tooltip of the marker button «D» at hold&apos;em and Omaha: the marcador before a mão (rules 29-30), the small blind&apos;s seat (rule 81), dealt to first (rule 35, ruling R8-12)</extracomment>
        <translation>D：按鈕（莊位），放在持有「a mão」的玩家面前（非莊家遊戲規則第二十九條及第三十條），並非荷官位按鈕（dealer button）。該座位下小盲注（規則第八十一條），並最先獲派牌（規則第三十五條；解讀 R8-12）。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="177"/>
        <source>D: the marker, set before the player who has a mão (non-banked rules 29-30), not a dealer&apos;s button. That seat is dealt to first (ruling R8-12); the seat on its left opens the first round (rule 107).</source>
        <comment>non-banked</comment>
        <extracomment>tooltip of the marker button «D» at sintético: the marcador before a mão (rules 29-30; sintético takes no Omaha rule 80-91, rule 112), dealt to first (ruling R8-12), its left opens (rule 107)</extracomment>
        <translation>D：按鈕（莊位），放在持有「a mão」的玩家面前（非莊家遊戲規則第二十九條及第三十條），並非荷官位按鈕（dealer button）。該座位最先獲派牌（解讀 R8-12）；其左方的座位開始第一個下注輪（規則第一百零七條）。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="183"/>
        <source>D: the marker (Despacho 97/2010 art. 1, 5, 6). The seat on its left posts the small blind and is dealt to first; after the first round the marker&apos;s seat acts last.</source>
        <comment>2010</comment>
        <extracomment>tooltip of the marker button «D» at Omaha (Macau 2010): the marcador (art. 1.1 2), 5, 6.1, 6.5)</extracomment>
        <translation>D：按鈕（莊位）（經濟財政司司長第97/2010號批示第一條、第五條及第六條）。其左方的座位下小盲注，並最先獲派牌；第一個下注輪之後，按鈕所在的座位最後行動。</translation>
    </message>
</context>
<context>
    <name>TextForm</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="646"/>
        <source>The table as YAML, in the scenario format (SCENARIOS.md); the game is the lesson&apos;s.</source>
        <translation>以 YAML 寫出牌枱，採用情境格式（SCENARIOS.md）；遊戲為課程的遊戲。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="668"/>
        <source>Not YAML: {error}</source>
        <translation>不是 YAML：{error}</translation>
    </message>
</context>
<context>
    <name>ThirteenSettlePanel</name>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="318"/>
        <source>Settle the seats</source>
        <translation>結算各座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="369"/>
        <source>AGAINST THE BANKER: OUTCOME AND NET</source>
        <translation>對莊家：結果及淨額</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="370"/>
        <source>Win</source>
        <translation>贏</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="370"/>
        <source>Lose</source>
        <translation>輸</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="370"/>
        <source>Push</source>
        <translation>和</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="373"/>
        <source>Net</source>
        <translation>淨額</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="421"/>
        <source>win</source>
        <translation>贏</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="421"/>
        <source>lose</source>
        <translation>輸</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="421"/>
        <source>push</source>
        <translation>和</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="429"/>
        <source>{outcome}, net {amount}</source>
        <translation>{outcome}，淨額{amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="444"/>
        <source>outcome, net, next seat</source>
        <translation>結果、淨額、下一個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="446"/>
        <source>win, lose, push</source>
        <translation>贏、輸、和</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="448"/>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="448"/>
        <source>win, lose, push in turn</source>
        <translation>依次選贏、輸、和</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="449"/>
        <source>Digits, -</source>
        <translation>數字、-</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="449"/>
        <source>the net amount (- for a loss)</source>
        <translation>淨額（- 代表輸）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="451"/>
        <source>go to that seat</source>
        <translation>前往該座位</translation>
    </message>
</context>
<context>
    <name>TimePlot</name>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="211"/>
        <source>Time to answer</source>
        <translation>作答時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="214"/>
        <source>Median time (s)</source>
        <translation>中位時間（秒）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="217"/>
        <source>No answers yet: the time taken to answer shows here after some practice.</source>
        <translation>尚無答案：練習一段時間後，這裏會顯示作答所需的時間。</translation>
    </message>
</context>
<context>
    <name>TraineeProgress</name>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="272"/>
        <source>Skills due now: {due} · never practised: {new}</source>
        <translation>現已到期的技能：{due} · 從未練習：{new}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="274"/>
        <source>Tick a skill to draw it on the charts; its colour is its line&apos;s.</source>
        <translation>勾選技能即可在圖表上繪出；其顏色即其線條的顏色。</translation>
    </message>
</context>
<context>
    <name>TraineeTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="80"/>
        <source>Answered</source>
        <translation>作答時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="81"/>
        <source>Lesson</source>
        <translation>課程</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="83"/>
        <source>Question</source>
        <translation>題目</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="85"/>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="100"/>
        <source>Score</source>
        <translation>得分</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="86"/>
        <source>Time</source>
        <translation>用時</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="98"/>
        <source>Started</source>
        <translation>開始時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="99"/>
        <source>Exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="102"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="103"/>
        <source>Submitted</source>
        <translation>提交時間</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="188"/>
        <source>Pick a mistake above to replay it on the table.</source>
        <translation>在上方選擇一個錯誤，即可在牌枱上重播。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="233"/>
        <source>{question}
Answered: {given}
Right: {right}
Item: {item}</source>
        <translation>{question}
作答：{given}
正確：{right}
題目：{item}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="243"/>
        <source>{skill}: answered {when} in {time}</source>
        <translation>{skill}：於{when}作答，用時{time}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="266"/>
        <source>Verification code {code}</source>
        <translation>核實碼{code}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="268"/>
        <source>Not submitted yet: no report until it is.</source>
        <translation>尚未提交：提交後才有報告。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="270"/>
        <source>Pick a submitted exam to save its report.</source>
        <translation>選擇一個已提交的考試以儲存其報告。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="272"/>
        <source>No exam taken yet.</source>
        <translation>尚未參加任何考試。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="277"/>
        <source>in progress</source>
        <translation>進行中</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="280"/>
        <source>invalid — not a certificate</source>
        <translation>無效 — 不是證書</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="282"/>
        <source>passed — certificate</source>
        <translation>合格 — 證書</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="282"/>
        <source>failed — signed</source>
        <translation>不合格 — 已簽署</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="283"/>
        <source>passed — practice only</source>
        <translation>合格 — 僅供練習</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="283"/>
        <source>failed — practice only</source>
        <translation>不合格 — 僅供練習</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="291"/>
        <source>Save the exam report</source>
        <translation>儲存考試報告</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="292"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 檔案 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="303"/>
        <source>The report could not be saved: {error}</source>
        <translation>無法儲存報告：{error}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="306"/>
        <source>Report saved to {path}</source>
        <translation>報告已儲存至{path}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="313"/>
        <source>{name} (instructor)</source>
        <translation>{name}（導師）</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="315"/>
        <source>{name} — deactivated</source>
        <translation>{name}——已停用</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="321"/>
        <source>{name} is deactivated: the records are kept; sign-in is refused.</source>
        <translation>{name}已停用：紀錄保留，但不能登入。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="325"/>
        <source>Trainee</source>
        <translation>學員</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="329"/>
        <source>Progress</source>
        <translation>進度</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="330"/>
        <source>Recent mistakes</source>
        <translation>最近的錯誤</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="331"/>
        <source>Exams</source>
        <translation>考試</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="332"/>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="333"/>
        <source>Save report (PDF)…</source>
        <translation>儲存報告 (PDF)…</translation>
    </message>
</context>
<context>
    <name>TranslationBox</name>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="85"/>
        <source>missing: type the translation</source>
        <translation>未有翻譯：請在此輸入</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="86"/>
        <source>No translation yet: a trainee in this language would read the English</source>
        <translation>未有翻譯：用這語言的學員會看到英文</translation>
    </message>
</context>
<context>
    <name>TranslationsPanel</name>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="167"/>
        <source>Text</source>
        <translation>文字</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="167"/>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="191"/>
        <source>Lesson title</source>
        <translation>課程標題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="191"/>
        <source>Exam title</source>
        <translation>考試標題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="192"/>
        <source>Intro</source>
        <translation>引言</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="192"/>
        <source>Prompt</source>
        <translation>提問</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="193"/>
        <source>Question</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="193"/>
        <source>Explanation</source>
        <translation>解說</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="194"/>
        <source>Option {n}</source>
        <translation>選項 {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="204"/>
        <source>Translations (%n missing)</source>
        <translation>
            <numerusform>翻譯（缺少%n項）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="204"/>
        <source>Translations</source>
        <translation>翻譯</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="205"/>
        <source>%n texts lack a Portuguese translation</source>
        <translation>
            <numerusform>%n 段文字未有葡文翻譯</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="206"/>
        <source>%n texts lack a Chinese translation</source>
        <translation>
            <numerusform>%n 段文字未有中文翻譯</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="218"/>
        <source>The exam&apos;s title and intro as a candidate reads them in English, European Portuguese and Macau Chinese. A marked box has no translation yet; type it there. They are saved beside the exam (its .translations.yaml file).</source>
        <translation>考試的標題及簡介按考生所見，以英文、歐洲葡文及澳門中文並列。有標記的方格未有翻譯，請在該處輸入。翻譯存放在考試旁邊（其 .translations.yaml 檔案）。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="222"/>
        <source>Each text as a trainee reads it in English, European Portuguese and Macau Chinese. A marked box has no translation yet; type it there. They are saved beside the lesson (its .translations.yaml file).</source>
        <translation>每段文字按學員所見，以英文、歐洲葡文及澳門中文並列。有標記的方格未有翻譯，請在該處輸入。翻譯存放在課程旁邊（其 .translations.yaml 檔案）。</translation>
    </message>
</context>
<context>
    <name>TrendPlot</name>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="158"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
</context>
<context>
    <name>WhoActsPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="121"/>
        <source>Who acts?</source>
        <translation>輪到誰？</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="124"/>
        <source>Click the seat whose turn it is, or type its number.</source>
        <translation>點擊輪到行動的座位，或輸入其號碼。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="141"/>
        <source>take it back</source>
        <translation>撤回</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="141"/>
        <source>pick the seat</source>
        <translation>選擇座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="142"/>
        <source>Click a seat</source>
        <translation>點擊座位</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="142"/>
        <source>pick it</source>
        <translation>選擇該座位</translation>
    </message>
</context>
<context>
    <name>WinnerPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="287"/>
        <source>Who wins?</source>
        <translation>誰勝出？</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="290"/>
        <source>Click the winning seat on the table, or type its number. Pick every seat that ties.</source>
        <translation>點擊牌枱上勝出的座位，或輸入其號碼。平手的每個座位都要選。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="304"/>
        <source>does not win</source>
        <translation>未勝出</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="306"/>
        <source>{place} wins</source>
        <translation>{place}勝出</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../trainer/gui/app.py" line="65"/>
        <source>Croupier trainer</source>
        <translation>荷官訓練程式</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/app.py" line="66"/>
        <source>The records cannot be opened: {error}</source>
        <translation>無法開啟記錄：{error}</translation>
    </message>
</context>
<context>
    <name>checker</name>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="36"/>
        <source>{game}: a hand is dealt to {want} players, not {count}</source>
        <translation>{game}：每手牌派給{want}位玩家，不是{count}位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="37"/>
        <source>exactly {n}</source>
        <translation>剛好{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="38"/>
        <source>{low} to {high}</source>
        <translation>{low}至{high}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="39"/>
        <source>{game} is played at {limits}, not {limit}</source>
        <translation>{game}只採用{limits}，不採用{limit}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="40"/>
        <source>the entry (&apos;bolo de entrada&apos;) is {entries}, not {ante}</source>
        <translation>底注為{entries}，不是{ante}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="41"/>
        <source>seat {seat} has put in {committed}, less than {what}: every player puts in the entry before the first card</source>
        <translation>{seat}號座位投入了{committed}，少於{what}：每位玩家須在派第一張牌前放入底注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="43"/>
        <source>the entry of {ante}</source>
        <translation>{ante}的底注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="44"/>
        <source>the smallest entry a table has, {entry}</source>
        <translation>牌枱的最低底注{entry}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="45"/>
        <source>seat {seat} starts the hand with {stack}, below the {floor} a player must hold at a {ante} table</source>
        <translation>{seat}號座位以{stack}開始這手牌，低於底注{ante}的牌枱上玩家須持有的{floor}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="47"/>
        <source>seat {seat} is all in with {committed}, its whole capital: it started the hand with {committed}, below the {floor} a player must hold at {table}</source>
        <translation>{seat}號座位以{committed}全押，即其全部本金：該座位開始這手牌時只有{committed}，低於在{table}上玩家須持有的{floor}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="49"/>
        <source>a {entry} table, the smallest entry (the table states none)</source>
        <translation>底注{entry}（最低底注，因牌枱未註明底注）的牌枱</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="50"/>
        <source>a {entry} table</source>
        <translation>底注{entry}的牌枱</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="51"/>
        <source>a table with stakes states its bet unit (one &apos;ponto&apos;)</source>
        <translation>有投注的牌枱須註明投注單位（一分）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="52"/>
        <source>seat {seat} stakes {stake}: a stake is {points} points of {unit}</source>
        <translation>{seat}號座位投注{stake}：投注須為{points}分，每分{unit}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="53"/>
        <source>round {number} is bet with {want} board cards on the table, not {count}</source>
        <translation>第{number}下注輪時枱上應有{want}張公共牌，不是{count}張</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="55"/>
        <source>the answer may turn on {facts}, which a {task} question does not show (the trainee must see every fact the answer depends on)</source>
        <translation>答案可能取決於{facts}，但「{task}」題目沒有顯示（學員必須看到答案所依據的每一項資料）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="58"/>
        <source>length cue in {pool}: picking the {rank} option finds the key in {keyed} of {items} items ({rate}, more than {limit}); vary which option is longest (rewrite the options, not the key)</source>
        <translation>{pool}有長度提示：選{rank}選項，在{items}題中有{keyed}題答中（{rate}，超過{limit}）；請改變哪個選項最長（改寫其他選項，不要改正確答案）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="61"/>
        <source>this lesson&apos;s procedure items</source>
        <translation>本課的程序題</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="62"/>
        <source>the {game} procedure pool</source>
        <translation>{game}的程序題庫</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="63"/>
        <source>lesson</source>
        <translation>課程</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="64"/>
        <source>exam</source>
        <translation>考試</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="65"/>
        <source>the keyed option is the longest: a trainee who picks the longest option finds it</source>
        <translation>正確選項是最長的：學員只要選最長的選項便會答中</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="67"/>
        <source>the right answer is the longest choice in {longest} of {items} procedure items ({ids}): more than a third, so picking the longest answer passes; give the distractors the same length, or move the reasons into the explanation</source>
        <translation>在{items}道程序題中，有{longest}道的正確答案是最長的選項（{ids}）：超過三分之一，只選最長的答案便能合格；請把其他選項寫成同樣長度，或把理由移到解釋中</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="71"/>
        <source>missing required field &apos;scenario&apos; (a table situation)</source>
        <translation>缺少必填欄位「牌局」（牌枱的情況）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="72"/>
        <source>missing required field &apos;{key}&apos;</source>
        <translation>缺少必填欄位「{key}」</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="73"/>
        <source>&apos;{key}&apos; must be text, got {value}</source>
        <translation>「{key}」必須是文字，而不是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="74"/>
        <source>choices must be a list of at least two texts</source>
        <translation>選項必須是最少兩項文字的列表</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="75"/>
        <source>item id {id} is used twice</source>
        <translation>題目編號{id}重複使用</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="76"/>
        <source>{id}: use lower-case letters, digits and dashes</source>
        <translation>{id}：只可使用小寫字母、數字及連字號</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="77"/>
        <source>task {task} does not apply to {game}</source>
        <translation>「{task}」不適用於{game}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="78"/>
        <source>this lesson is about {game}, not {other}</source>
        <translation>本課是關於{game}，不是{other}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="79"/>
        <source>the lesson expects {given} but the engine says {correct}</source>
        <translation>課程預期{given}，但規則引擎的答案是{correct}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="80"/>
        <source>task {task} cannot be asked here: {reason}</source>
        <translation>此處不能問「{task}」：{reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="81"/>
        <source>no hand could leave this table: {reason}</source>
        <translation>沒有一手牌能打成這樣的枱面：{reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="82"/>
        <source>a hand needs at least {n} seats, got {count}</source>
        <translation>一手牌最少需要{n}個座位，現在只有{count}個</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="83"/>
        <source>seat {seat} has {count} cards, expected {n}</source>
        <translation>{seat}號座位有{count}張牌，應有{n}張</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="85"/>
        <source>items is {items} but the skills&apos; counts add up to {total}</source>
        <translation>題目數為{items}，但各題庫的題數合共{total}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="86"/>
        <source>{task} questions take no constraints</source>
        <translation>「{task}」題目不設條件</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="87"/>
        <source>{task} is given twice: give it once with the total count</source>
        <translation>「{task}」出現兩次：請只列一次，填上總題數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="88"/>
        <source>min_correct must be a whole number from 1 to the quota&apos;s count ({count}), got {floor}</source>
        <translation>最少答對必須是1至該題庫題數（{count}）之間的整數，而不是{floor}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="90"/>
        <source>count must be a whole number from 1 to {n}, got {count}</source>
        <translation>數量必須是1至{n}之間的整數，而不是{count}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="91"/>
        <source>review: after-close needs closes_at, the date and time the exam closes (e.g. 2025-06-30 18:00)</source>
        <translation>考試結束後才顯示答案，須填上考試結束的日期及時間（例如2025-06-30 18:00）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="93"/>
        <source>closes_at is only used with review: after-close</source>
        <translation>只有在考試結束後才顯示答案時，才須填上結束時間</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="95"/>
        <source>{path} is a shipped {kind} and is never overwritten: save a school copy</source>
        <translation>{path}是程式附帶的{kind}，永不覆寫：請儲存為學校的副本</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="96"/>
        <source>{path} is inside the shipped lessons ({root}): save in the school&apos;s lesson folder</source>
        <translation>{path}位於程式附帶的課程內（{root}）：請儲存到學校的課程資料夾</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="98"/>
        <source>{path}: cannot be written: {reason}</source>
        <translation>{path}：無法寫入：{reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="100"/>
        <source>it has no chips beyond the call (R8-4)</source>
        <translation>跟注之外已沒有籌碼（R8-4）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="101"/>
        <source>the round has had its {cap} raises (R8-7)</source>
        <translation>本下注輪已加注{cap}次（R8-7）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="102"/>
        <source>a stud seat that checked may only call or fold in that round (art. 10 c i 2, R8-4)</source>
        <translation>梭哈中過牌的座位在該輪只可跟注或棄牌（第十條c項i目第二點，R8-4）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="103"/>
        <source>an incomplete all-in raise does not reopen the betting to a seat that has acted (R8-6)</source>
        <translation>不足額的全押加注不會為已行動的座位重開下注（R8-6）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="105"/>
        <source>no other seat could put in more: nobody could answer it (R8-4)</source>
        <translation>其他座位都無法再投入：無人能回應（R8-4）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="106"/>
        <source>a hand needs seats</source>
        <translation>一手牌需要座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="107"/>
        <source>betting needs at least two seats</source>
        <translation>下注至少需要兩個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="108"/>
        <source>{game} has {n} betting rounds, {count} are given (R8-2)</source>
        <translation>{game}有{n}個下注輪，卻給了{count}個（R8-2）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="109"/>
        <source>seat {seat}: {action} — no such seat at the table</source>
        <translation>{seat}號座位：{action} — 枱上沒有這個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="110"/>
        <source>seat {seat}: {action} — out of turn: seat {next} is to act (R8-2)</source>
        <translation>{seat}號座位：{action} — 搶先行動：應由{next}號座位行動（R8-2）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="111"/>
        <source>seat {seat}: {action} — {reason}</source>
        <translation>{seat}號座位：{action} — {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="112"/>
        <source>the first round&apos;s opener must bet or fold (stud art. 10 b, R8-4)</source>
        <translation>第一輪的開牌者必須下注或棄牌（梭哈第十條b項，R8-4）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="113"/>
        <source>a check facing a bet: {amount} to call (R8-4)</source>
        <translation>面對下注卻過牌：需跟注{amount}（R8-4）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="114"/>
        <source>nothing to call: the seat may check (R8-4)</source>
        <translation>無須跟注：該座位可以過牌（R8-4）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="115"/>
        <source>somebody has already bet this round: that is a raise (R8-4)</source>
        <translation>本輪已有人下注：這是加注（R8-4）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="116"/>
        <source>nobody has bet this round: that is a bet (R8-4)</source>
        <translation>本輪無人下注：這是下注（R8-4）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="117"/>
        <source>not allowed now (R8-4)</source>
        <translation>現在不容許（R8-4）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="118"/>
        <source>allin: true but the call is {amount} of its {stack} chips</source>
        <translation>allin: true，但跟注只需其{stack}籌碼中的{amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="119"/>
        <source>a bet or raise needs &apos;to&apos;: the seat&apos;s total for the round (R8)</source>
        <translation>下注或加注需要&apos;to&apos;：該座位本輪的總額（R8）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="120"/>
        <source>{amount} is not a multiple of the chip unit {unit} (R0-3)</source>
        <translation>{amount}不是籌碼單位{unit}的倍數（R0-3）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="121"/>
        <source>allin: true but all its chips make a total of {amount}, not {to}</source>
        <translation>allin: true，但其全部籌碼合共{amount}，不是{to}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="122"/>
        <source>to {to} is more than the seat has: {amount} in all (R8-5)</source>
        <translation>總額{to}多於該座位所有：合共{amount}（R8-5）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="123"/>
        <source>to {to} is out of bounds: from {low} to {high} (R8-5, R8-6)</source>
        <translation>總額{to}超出範圍：由{low}至{high}（R8-5、R8-6）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="124"/>
        <source>seat {seat} has no chips: it cannot be dealt in</source>
        <translation>{seat}號座位沒有籌碼：不能向該座位派牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="125"/>
        <source>missing required field &apos;marker&apos; for {game} (RULINGS R7)</source>
        <translation>{game}缺少必填欄位&apos;marker&apos;（按鈕（莊位）所在的座位）（RULINGS R7）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="126"/>
        <source>the marker must be at a seat of the table; seat {seat} is not</source>
        <translation>按鈕（莊位）必須在枱上的座位；{seat}號座位不在枱上</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="127"/>
        <source>seat {seat} needs {n} open cards for betting round {number} (stud: one open card per round, RULINGS R8-2)</source>
        <translation>{seat}號座位在第{number}下注輪需要{n}張明牌（梭哈：每輪一張明牌，RULINGS R8-2）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="129"/>
        <source>betting round {number} cannot begin: the hand is {status} after round {n} (R8-3)</source>
        <translation>第{number}下注輪不能開始：第{n}輪後此手牌的狀態為「{status}」（R8-3）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="130"/>
        <source>{game} has no betting rounds: &apos;betting&apos; is for {list} (RULINGS R8)</source>
        <translation>{game}沒有下注輪：&apos;betting&apos;只用於{list}（RULINGS R8）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="131"/>
        <source>seat {seat} is listed twice</source>
        <translation>{seat}號座位列出了兩次</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="132"/>
        <source>&apos;{key}&apos; is derived from &apos;betting&apos; and may not be given with it</source>
        <translation>&apos;{key}&apos;由下注記錄（&apos;betting&apos;）推算，不可與它一併給出</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="133"/>
        <source>seat {seat} folds in betting round {number} but has {count} open cards: a seat that folds gets no more cards</source>
        <translation>{seat}號座位在第{number}下注輪棄牌，卻有{count}張明牌：棄牌的座位不再獲派牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="135"/>
        <source>{game} has no betting rounds (RULINGS R8)</source>
        <translation>{game}沒有下注輪（RULINGS R8）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="136"/>
        <source>{game} is played at {limits}, not {limit} ({cite})</source>
        <translation>{game}以{limits}進行，不是{limit}（{cite}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="137"/>
        <source>betting is a list of rounds, each a list of actions</source>
        <translation>betting是下注輪的列表，每輪是行動的列表</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="138"/>
        <source>expected a positive whole number of chips, got {value}</source>
        <translation>應為正整數的籌碼數，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="139"/>
        <source>{value} is not a multiple of the chip unit {unit} (RULINGS R0-3)</source>
        <translation>{value}不是籌碼單位{unit}的倍數（RULINGS R0-3）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="140"/>
        <source>limit must be pot, half-pot or no-limit, got {value}</source>
        <translation>limit必須是pot（底池限注）、half-pot（半池限注）或no-limit（無限注），卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="141"/>
        <source>max_raises must be a whole number or none, got {value}</source>
        <translation>max_raises必須是整數或none，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="142"/>
        <source>a betting round is a list of actions</source>
        <translation>下注輪是行動的列表</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="143"/>
        <source>missing required param &apos;{key}&apos; for {game} (RULINGS R8-1)</source>
        <translation>{game}缺少必填參數&apos;{key}&apos;（RULINGS R8-1）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="144"/>
        <source>an action is a mapping: {{seat, action, to, allin}}</source>
        <translation>行動是一個映射：{{seat, action, to, allin}}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="145"/>
        <source>unknown field &apos;{key}&apos; (expected seat, action, to, allin)</source>
        <translation>未知欄位&apos;{key}&apos;（應為seat（座位）、action（行動）、to、allin）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="146"/>
        <source>expected a seat number, got {value}</source>
        <translation>應為座位號碼，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="147"/>
        <source>expected the seat&apos;s total for the round, got {value}</source>
        <translation>應為該座位本輪的總額，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="148"/>
        <source>only a bet or raise has &apos;to&apos;, not a {action}</source>
        <translation>只有下注或加注才有&apos;to&apos;，{action}沒有</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="149"/>
        <source>expected true or false, got {value}</source>
        <translation>應為true或false，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="150"/>
        <source>action must be one of fold, check, call, bet, raise, got {value}</source>
        <translation>action必須是fold（棄牌）、check（過牌）、call（跟注）、bet（下注）、raise（加注）之一，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="151"/>
        <source>{value} is not a card (write rank+suit, e.g. &apos;Ah&apos;, &apos;Td&apos;, &apos;10d&apos;)</source>
        <translation>{value}不是一張牌（請寫點數+花色，例如&apos;Ah&apos;、&apos;Td&apos;、&apos;10d&apos;）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="152"/>
        <source>a chip count cannot be negative ({count})</source>
        <translation>籌碼數目不能是負數（{count}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="153"/>
        <source>a chip set needs at least one denomination</source>
        <translation>一套籌碼至少需要一種面值</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="154"/>
        <source>denominations must be positive whole numbers, not {list}</source>
        <translation>面值必須是正整數，不是{list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="155"/>
        <source>denominations must be distinct and smallest first, not {list}</source>
        <translation>面值必須各不相同並由小至大，不是{list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="156"/>
        <source>an amount cannot be negative ({amount})</source>
        <translation>金額不能是負數（{amount}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="157"/>
        <source>{amount} cannot be made of chips of {list}</source>
        <translation>{amount}不能以面值{list}的籌碼組成</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="158"/>
        <source>denominations {list} are not multiples of the chip unit {unit}</source>
        <translation>面值{list}不是籌碼單位{unit}的倍數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="159"/>
        <source>{game} is not a poker game</source>
        <translation>{game}不是撲克遊戲</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="160"/>
        <source>a hand needs at least 2 seats, got {count}</source>
        <translation>一手牌至少需要2個座位，只有{count}個</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="161"/>
        <source>missing required field &apos;marker&apos; (params.odd_chip is &apos;marker&apos;, RULINGS R1-4)</source>
        <translation>缺少必填欄位&apos;marker&apos;（按鈕（莊位）所在的座位：params.odd_chip是&apos;marker&apos;，RULINGS R1-4）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="162"/>
        <source>odd_chip must be one of {list}</source>
        <translation>odd_chip必須是{list}之一</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="163"/>
        <source>percent must be a number from {low} to {high} ({cite}), got {value}</source>
        <translation>percent必須是{low}至{high}的數字（{cite}），卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="164"/>
        <source>seat {seat} does not exist: {game} tables have {n} seats</source>
        <translation>{seat}號座位不存在：{game}牌枱有{n}個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="165"/>
        <source>every seat has folded: at least one must still be in</source>
        <translation>所有座位都已棄牌：至少要有一個仍在局中</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="166"/>
        <source>stud has no board: give each seat &apos;hole&apos; and &apos;up&apos;</source>
        <translation>梭哈沒有公共牌：請給每個座位&apos;hole&apos;和&apos;up&apos;</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="167"/>
        <source>seat {seat} is not at the table</source>
        <translation>{seat}號座位不在枱上</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="168"/>
        <source>the big blind must be more than 0</source>
        <translation>大盲注必須大於0</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="169"/>
        <source>{who} has {count} open cards, expected 1 to 4</source>
        <translation>{who}有{count}張明牌，應為1至4張</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="170"/>
        <source>{who} is in the hand but has no cards</source>
        <translation>{who}仍在局中卻沒有牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="171"/>
        <source>seat {seat} is still in with {count} open cards, but another seat still in has {n}</source>
        <translation>{seat}號座位仍在局中，有{count}張明牌，但另一個仍在局中的座位有{n}張</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="172"/>
        <source>seat {seat} folded but has {count} open cards, more than the {n} of the seats still in</source>
        <translation>{seat}號座位已棄牌卻有{count}張明牌，多於仍在局中座位的{n}張</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="174"/>
        <source>seat {seat} folded with {committed} committed, more than any seat still in ({top}): a seat folds only facing a larger bet</source>
        <translation>{seat}號座位棄牌時已投入{committed}，多於任何仍在局中的座位（{top}）：只有面對更大的下注才會棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="176"/>
        <source>seat {seat} acts after folding (it folded at final_round[{n}])</source>
        <translation>{seat}號座位棄牌後仍有行動（該座位在final_round[{n}]棄牌）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="177"/>
        <source>action must be one of {list}, got {value}</source>
        <translation>action必須是{list}之一，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="178"/>
        <source>missing required field &apos;previous_round_high_bettor&apos; (sintetico: the player who opened the last round, rule 108, RULINGS R2-1)</source>
        <translation>缺少必填欄位&apos;previous_round_high_bettor&apos;（Póquer sintético：最後一輪的開牌者，即上一輪下注最高的玩家，規則第一百零八條，RULINGS R2-1）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="180"/>
        <source>missing required field &apos;big_blind&apos; ({game} caps commission at {n} x big blind; or set commission: none or an explicit cap)</source>
        <translation>缺少必填欄位&apos;big_blind&apos;（{game}的佣金上限為大盲注的{n}倍；或設commission: none或明確的上限）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="182"/>
        <source>{who} is in the hand but has no hole card</source>
        <translation>{who}仍在局中卻沒有底牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="183"/>
        <source>{who} has folded_at but is not folded</source>
        <translation>{who}有folded_at卻未棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="184"/>
        <source>{who} folded_at {n} is past the cards dealt ({count} open cards: at most {most})</source>
        <translation>{who}的folded_at {n}超出已派的牌（{count}張明牌：最多{most}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="185"/>
        <source>{who} folded_at {n} but has {count} open cards: a seat that folds gets no more cards (at most {n})</source>
        <translation>{who}的folded_at是{n}卻有{count}張明牌：棄牌的座位不再獲派牌（最多{n}張）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="187"/>
        <source>seat {seat} folds here, but its seat entry does not say folded: true</source>
        <translation>{seat}號座位在此棄牌，但其座位資料沒有寫folded: true</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="188"/>
        <source>seat {seat} folded before the final round (folded: true, no fold in final_round) but acts here</source>
        <translation>{seat}號座位在最後一輪前已棄牌（folded: true，final_round中沒有fold），卻在此行動</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="190"/>
        <source>unknown odd_chip rule {value} (one of {list})</source>
        <translation>未知的odd_chip規則{value}（應為{list}之一）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="191"/>
        <source>a hand needs at least two seats</source>
        <translation>一手牌至少需要兩個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="192"/>
        <source>every seat has folded: nobody can win the pots</source>
        <translation>所有座位都已棄牌：無人能贏得底池</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="193"/>
        <source>pot of {amount} is not a whole number of chip units ({unit})</source>
        <translation>{amount}的底池不是籌碼單位（{unit}）的整數倍</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="194"/>
        <source>pot {n} is contested but no hands were given</source>
        <translation>第{n}個底池有人爭奪，卻沒有給出牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="195"/>
        <source>no hand strength for eligible seat(s) {list}</source>
        <translation>合資格座位{list}沒有牌力</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="196"/>
        <source>odd_chip &apos;marker&apos; needs the marker&apos;s seat</source>
        <translation>odd_chip &apos;marker&apos;需要按鈕（莊位）的座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="197"/>
        <source>seat {seat}: {amount} is not a whole number of chip units</source>
        <translation>{seat}號座位：{amount}不是籌碼單位的整數倍</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="198"/>
        <source>a round needs at least one seat with a bet</source>
        <translation>一局至少需要一個有下注的座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="199"/>
        <source>{who} has no bet at all: give pair_plus, bet or both (art. 7 deals only to hands with a bet)</source>
        <translation>{who}完全沒有下注：請給pair_plus、bet或兩者（第七條只派牌給有下注的位置）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="201"/>
        <source>{who} has a bet of {amount} against the croupier but no decision (play or fold, art. 9.2)</source>
        <translation>{who}有與荷官對賭的{amount}比牌注，卻沒有決定（play或fold：比牌或棄牌，第九條（二）項）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="203"/>
        <source>{who} has a decision but no bet against the croupier to play or fold</source>
        <translation>{who}有決定，卻沒有與荷官對賭、可比牌或棄牌的比牌注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="204"/>
        <source>{who}: decision must be play or fold, got {value}</source>
        <translation>{who}：decision必須是play（比牌）或fold（棄牌），卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="205"/>
        <source>decks is {n} here but {count} in params</source>
        <translation>decks（副牌數）在此為{n}，在params中卻是{count}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="206"/>
        <source>unknown game {value} (one of: {list})</source>
        <translation>未知的遊戲{value}（應為{list}之一）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="207"/>
        <source>{who} is arranged and is played against the banker&apos;s rows: give {list} as front, middle and back</source>
        <translation>{who}已排牌，並與莊家的各道比牌：請把{list}寫成front、middle和back</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="209"/>
        <source>expected a percentage 0-100, got {value}</source>
        <translation>應為0至100的百分比，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="210"/>
        <source>13 cards is played with four dice, got {count}</source>
        <translation>十三張以四顆骰子進行，卻有{count}顆</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="211"/>
        <source>seat {seat} does not exist: seats are 1, 2 and 3</source>
        <translation>{seat}號座位不存在：座位是1、2和3</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="212"/>
        <source>{who} has no cards: give front, middle and back, or 13 cards</source>
        <translation>{who}沒有牌：請給front、middle和back，或十三張牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="213"/>
        <source>the betting unit must be more than 0</source>
        <translation>投注單位必須大於0</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="214"/>
        <source>die {n} shows {value}: a die shows 1 to 6</source>
        <translation>第{n}顆骰子顯示{value}：骰子只有1至6</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="215"/>
        <source>{who} has no {row} row (give front 3, middle 5, back 5 cards)</source>
        <translation>{who}沒有{row}（請給front 3張、middle 5張、back 5張）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="216"/>
        <source>expected a mapping of fields, got {value}</source>
        <translation>應為欄位的映射，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="217"/>
        <source>expected a list, got {value}</source>
        <translation>應為列表，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="218"/>
        <source>missing required field &apos;{key}&apos; ({what})</source>
        <translation>缺少必填欄位&apos;{key}&apos;（{what}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="219"/>
        <source>must be at least {n}, got {value}</source>
        <translation>至少須為{n}，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="220"/>
        <source>amount must be a whole number of chips, got {value}</source>
        <translation>金額必須是整數的籌碼，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="221"/>
        <source>amount must not be negative, got {value}</source>
        <translation>金額不能是負數，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="222"/>
        <source>amount {value} is more than 10^12 chip units</source>
        <translation>金額{value}多於10^12個籌碼單位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="223"/>
        <source>amount {value} is not a multiple of the chip unit {unit}</source>
        <translation>金額{value}不是籌碼單位{unit}的倍數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="224"/>
        <source>expected a list of chip denominations, e.g. [5, 25, 100], got {value}</source>
        <translation>應為籌碼面值的列表，例如[5, 25, 100]，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="225"/>
        <source>a denomination is listed twice in {list}</source>
        <translation>{list}中有面值列出了兩次</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="226"/>
        <source>the chip set {list} has no chip of the chip unit {unit}: every amount is a multiple of it (R0-3), so the smallest chip must be worth it</source>
        <translation>籌碼組{list}沒有面值為籌碼單位{unit}的籌碼：每個金額都是它的倍數（R0-3），所以最小的籌碼必須等於它</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="228"/>
        <source>{card} is not in the {game} deck ({count} cards)</source>
        <translation>{card}不在{game}的一副牌中（{count}張牌）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="229"/>
        <source>{who}: {card} is not in the {game} deck ({count} cards)</source>
        <translation>{who}：{card}不在{game}的一副牌中（{count}張牌）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="230"/>
        <source>{who}: {message}</source>
        <translation>{who}：{message}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="231"/>
        <source>unknown field &apos;{key}&apos; (expected one of: {list})</source>
        <translation>未知欄位&apos;{key}&apos;（應為{list}之一）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="232"/>
        <source>expected a whole number, got {value}</source>
        <translation>應為整數，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="233"/>
        <source>a denomination must be a positive whole number, got {value}</source>
        <translation>面值必須是正整數，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="234"/>
        <source>denomination {value} is not a multiple of the chip unit {unit}</source>
        <translation>面值{value}不是籌碼單位{unit}的倍數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="235"/>
        <source>{who} has {count} cards, expected {want}</source>
        <translation>{who}有{count}張牌，應為{want}張</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="236"/>
        <source>has {count} cards, expected {want}</source>
        <translation>有{count}張牌，應為{want}張</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="237"/>
        <source>seat {n}</source>
        <translation>{n}號座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="238"/>
        <source>{who}&apos;s open cards</source>
        <translation>{who}的明牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="239"/>
        <source>{who}&apos;s three cards</source>
        <translation>{who}的三張牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="240"/>
        <source>a whole number</source>
        <translation>整數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="241"/>
        <source>a number</source>
        <translation>數字</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="242"/>
        <source>a whole number from 1</source>
        <translation>由1起的整數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="243"/>
        <source>an exam is a mapping with id, title, game, skills, items, time_limit, pass_mark, attempts_allowed and review</source>
        <translation>考試是一個映射，含id、title、game、skills、items、time_limit、pass_mark、attempts_allowed和review</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="245"/>
        <source>game must be one of {list}, got {value}</source>
        <translation>game必須是{list}之一，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="246"/>
        <source>review must be one of {list}, got {value}</source>
        <translation>review必須是{list}之一，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="247"/>
        <source>missing required field &apos;{key}&apos; ({what} from {low} to {high})</source>
        <translation>缺少必填欄位&apos;{key}&apos;（{low}至{high}的{what}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="248"/>
        <source>&apos;{key}&apos; must be {what} from {low} to {high}, got {value}</source>
        <translation>&apos;{key}&apos;必須是{low}至{high}的{what}，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="249"/>
        <source>&apos;{key}&apos; must be from {low} to {high}, got {value}</source>
        <translation>&apos;{key}&apos;必須在{low}至{high}之間，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="250"/>
        <source>skills must be a list of quotas such as {{task: pot-split, count: 4}}</source>
        <translation>skills必須是配額的列表，例如{{task: pot-split, count: 4}}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="251"/>
        <source>hands must be a list such as [{{count: 3, seats: 6}}]</source>
        <translation>hands必須是列表，例如[{{count: 3, seats: 6}}]（手數及座位數）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="252"/>
        <source>the exam deals {total} hands in all: at most {n}</source>
        <translation>此考試合共派{total}手牌：最多{n}手</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="253"/>
        <source>items is {items} but the exam has no skills: leave items out (the hands&apos; steps are counted on top of the items)</source>
        <translation>items是{items}，但考試沒有skills：請刪去items（各手牌的步驟另計在items之外）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="255"/>
        <source>a skill is a mapping: {{task, count, constraints}}</source>
        <translation>skill是一個映射：{{task, count, constraints}}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="256"/>
        <source>unknown task {task} (one of: {list})</source>
        <translation>未知的題型「{task}」（應為{list}之一）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="257"/>
        <source>{task} is a drill of a whole hand, step by step: a quota counts single items (use who-acts and bet-sizes, or deal whole hands with hands: [{{count: 3}}])</source>
        <translation>「{task}」是逐步的整手牌練習：配額只計單獨題目（請用who-acts和bet-sizes，或以hands: [{{count: 3}}]派整手牌）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="259"/>
        <source>constraints must be a mapping</source>
        <translation>constraints必須是映射</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="260"/>
        <source>a hands entry is a mapping: {{count, seats}}</source>
        <translation>hands的每項是一個映射：{{count, seats}}（手數及座位數）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="261"/>
        <source>count must be a whole number of hands from 1 to {n}, got {value}</source>
        <translation>count必須是1至{n}的整數手數，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="262"/>
        <source>min_correct on {task}, which fills more than one quota: a floor needs the task in one quota</source>
        <translation>「{task}」佔多於一個配額，卻設了min_correct：最低要求只適用於單一配額的題型</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="264"/>
        <source>seats must be {want} for a hand of {game}, got {value}</source>
        <translation>{game}的一手牌seats（座位數）必須是{want}，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="265"/>
        <source>closes_at must be a date and time such as 2025-06-30 18:00, got {value}</source>
        <translation>closes_at必須是日期和時間，例如2025-06-30 18:00，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="266"/>
        <source>{path}: cannot be read: {reason}</source>
        <translation>{path}：無法讀取：{reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="267"/>
        <source>{path}: not YAML: {reason}</source>
        <translation>{path}：不是YAML：{reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="268"/>
        <source>{path}: an exam is a mapping with id, title, game, skills, items, time_limit, pass_mark, attempts_allowed and review</source>
        <translation>{path}：考試是一個映射，含id、title、game、skills、items、time_limit、pass_mark、attempts_allowed和review</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="270"/>
        <source>{path}: a lesson is a mapping with id, title, game, skills, intro and items</source>
        <translation>{path}：課程是一個映射，含id、title、game、skills、intro和items</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="271"/>
        <source>items[{n}] is not a mapping</source>
        <translation>items[{n}]不是映射</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="272"/>
        <source>{path}: not saved: {problem}</source>
        <translation>{path}：未儲存：{problem}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="273"/>
        <source>{path}: a list of entries, each with en and its translations ({list})</source>
        <translation>{path}：條目的列表，每項含en及其翻譯（{list}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="274"/>
        <source>a lesson is a mapping with id, title, game, skills, intro and items</source>
        <translation>課程是一個映射，含id、title、game、skills、intro和items</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="275"/>
        <source>hands takes count, seats and seeds (e.g. {{count: 3, seats: 6}})</source>
        <translation>hands接受count、seats和seeds（手數、座位數和種子；例如{{count: 3, seats: 6}}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="276"/>
        <source>count must be a whole number from 1 to {n}</source>
        <translation>count必須是1至{n}的整數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="277"/>
        <source>seats must be a whole number, got {value}</source>
        <translation>seats（座位數）必須是整數，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="278"/>
        <source>targets must be a mapping of task to seconds (e.g. {{pot-split: 45}}), got {value}</source>
        <translation>targets必須是題型對秒數的映射（例如{{pot-split: 45}}），卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="279"/>
        <source>&apos;{key}&apos; must be {what}, got {value}</source>
        <translation>&apos;{key}&apos;必須是{what}，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="280"/>
        <source>skills must be a list of task ids (e.g. [pot-split])</source>
        <translation>skills必須是題型id的列表（例如[pot-split]）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="281"/>
        <source>an item is a mapping: a task and scenario, generate, or a procedure question</source>
        <translation>題目是一個映射：題型加scenario、generate，或程序問題</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="282"/>
        <source>task {task} takes these params: {list}</source>
        <translation>題型「{task}」接受這些params：{list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="283"/>
        <source>task {task} names its step of a dealt hand: params: {{hand: {{game, seed, seats, step}}}}</source>
        <translation>題型「{task}」須指明所派牌局的步驟：params: {{hand: {{game, seed, seats, step}}}}（遊戲、種子、座位數、步驟）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="285"/>
        <source>this is not the table of that hand&apos;s step (leave &apos;scenario&apos; out: the hand gives it)</source>
        <translation>這不是該手牌那一步的牌枱（請刪去&apos;scenario&apos;：牌局會給出）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="286"/>
        <source>task {task} needs a hand with actions to follow</source>
        <translation>題型「{task}」需要一手有行動可跟的牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="287"/>
        <source>answer must be the number of the right choice, 1 to {n}</source>
        <translation>answer必須是正確選項的號碼，1至{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="288"/>
        <source>generate takes task, count, seed and optional constraints</source>
        <translation>generate接受task、count、seed及可選的constraints</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="289"/>
        <source>unknown or ungeneratable task {task}</source>
        <translation>未知或不能生成的題型「{task}」</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="290"/>
        <source>seed must be a whole number</source>
        <translation>seed必須是整數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="291"/>
        <source>&apos;{key}&apos; must be text</source>
        <translation>&apos;{key}&apos;必須是文字</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="292"/>
        <source>a lesson has either items or hands, not both</source>
        <translation>課程只可有items或hands，不可兩者皆有</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="293"/>
        <source>a lesson needs a list of items (or hands)</source>
        <translation>課程需要items（或hands）的列表</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="294"/>
        <source>give the number of hands (count) or their seeds</source>
        <translation>請給出手數（count）或其seeds</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="295"/>
        <source>seeds must be a list of 1 to {n} whole numbers</source>
        <translation>seeds必須是1至{n}個整數的列表</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="296"/>
        <source>{game} seed {seed}, step {n} ({action}): {where}: {message}</source>
        <translation>{game} seed {seed}，第{n}步（{action}）：{where}：{message}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="297"/>
        <source>give either &apos;game&apos; or &apos;games&apos;, not both</source>
        <translation>請只給&apos;game&apos;或&apos;games&apos;，不可兩者皆給</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="298"/>
        <source>games must be a list of games (some of {list}), got {value}</source>
        <translation>games必須是遊戲的列表（{list}中的若干個），卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="299"/>
        <source>{task} is not a task of this lesson (one of: {list})</source>
        <translation>「{task}」不是本課程的題型（應為{list}之一）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="300"/>
        <source>a generate item has only the &apos;generate&apos; field</source>
        <translation>generate題目只有&apos;generate&apos;欄位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="301"/>
        <source>task {task} is asked step by step and answered by the engine at each step: give no &apos;expect&apos;</source>
        <translation>題型「{task}」逐步發問，每一步由引擎作答：請勿給&apos;expect&apos;</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="303"/>
        <source>step {n} cannot be asked: {reason}</source>
        <translation>第{n}步不能發問：{reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="304"/>
        <source>{value} is not a ruling of RULINGS.md</source>
        <translation>{value}不是RULINGS.md的解讀</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="305"/>
        <source>count says {count} hands but {n} seeds are given</source>
        <translation>count寫{count}手牌，卻給了{n}個seeds</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="306"/>
        <source>{game} seed {seed}: the hand has no steps</source>
        <translation>{game} seed {seed}：此手牌沒有步驟</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="307"/>
        <source>step {n}: {message}</source>
        <translation>第{n}步：{message}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="308"/>
        <source>a lesson holds at most {n} items; with this one it would hold {total} (the items after it are not checked)</source>
        <translation>課程最多{n}題；加上此題便有{total}題（其後的題目不作檢查）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="310"/>
        <source>a seed is given twice: the same hand would be dealt twice</source>
        <translation>有seed給了兩次：同一手牌會派兩次</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="311"/>
        <source>{game} is named twice</source>
        <translation>{game}列出了兩次</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="312"/>
        <source>rulings must be a list of ruling ids such as R1-4</source>
        <translation>rulings必須是解讀編號的列表，例如R1-4</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="313"/>
        <source>a target is a whole number of seconds from {low} to {high}, got {value}</source>
        <translation>目標必須是{low}至{high}的整數秒，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="314"/>
        <source>task {task} is not asked about a hand given by {value}</source>
        <translation>題型「{task}」不就{value}給出的牌發問</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="315"/>
        <source>expected a list of seat numbers, got {value}</source>
        <translation>應為座位號碼的列表，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="316"/>
        <source>expected one seat</source>
        <translation>應為一個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="317"/>
        <source>expected a mapping of seat -&gt; value, got {value}</source>
        <translation>應為座位 -&gt; 數值的映射，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="318"/>
        <source>expected a whole number of chips, got {value}</source>
        <translation>應為整數的籌碼，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="319"/>
        <source>expected a mapping with {list}, got {value}</source>
        <translation>應為含{list}的映射，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="320"/>
        <source>{value} is not a seat</source>
        <translation>{value}不是座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="321"/>
        <source>unknown field &apos;{key}&apos; (expected {list})</source>
        <translation>未知欄位&apos;{key}&apos;（應為{list}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="322"/>
        <source>the hand has no action to follow</source>
        <translation>此手牌沒有可跟的行動</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="323"/>
        <source>the round is not over</source>
        <translation>此輪尚未結束</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="324"/>
        <source>expected the action shown: {{seat, action, to}}</source>
        <translation>應為所示的行動：{{seat, action, to}}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="325"/>
        <source>give both the smallest and the largest raise, or neither</source>
        <translation>請同時給出最小和最大加注，或兩者都不給</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="326"/>
        <source>expected a list of pot amounts, the main pot first</source>
        <translation>應為各底池金額的列表，主池在先</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="327"/>
        <source>seat {seat} is to act, not seat {next}</source>
        <translation>應由{seat}號座位行動，不是{next}號座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="328"/>
        <source>the action shown is wrong in another way ({reason}): show a check, a call, a bet or a raise</source>
        <translation>所示的行動另有錯誤（{reason}）：請示範過牌、跟注、下注或加注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="330"/>
        <source>expected the number of a choice, got {value}</source>
        <translation>應為選項的號碼，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="331"/>
        <source>the hand is not over: no pot is paid yet</source>
        <translation>此手牌尚未結束：還沒有派彩的底池</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="332"/>
        <source>no spot is paid in this round</source>
        <translation>本局沒有位置獲派彩</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="333"/>
        <source>the last round&apos;s actions are shown with their amounts</source>
        <translation>最後一輪的行動連同金額已顯示</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="334"/>
        <source>no seat has put in any chips</source>
        <translation>沒有座位投入任何籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="335"/>
        <source>expected a mapping of chip value -&gt; count, got {value}</source>
        <translation>應為籌碼面值 -&gt; 數目的映射，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="336"/>
        <source>{value} is not a chip value</source>
        <translation>{value}不是籌碼面值</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="337"/>
        <source>the seat&apos;s chips are already the fewest: nothing to colour up</source>
        <translation>該座位的籌碼已是最少：無須換大</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="338"/>
        <source>nothing to call: no chip is put in</source>
        <translation>無須跟注：不用投入籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="339"/>
        <source>the call of {amount} is one chip: no change</source>
        <translation>跟注{amount}只是一個籌碼：無須找贖</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="340"/>
        <source>the seat has no chip larger than the call of {amount}</source>
        <translation>該座位沒有大於跟注{amount}的籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="341"/>
        <source>expected the chips handed in, chip value -&gt; count, got {value}</source>
        <translation>應為交出的籌碼，面值 -&gt; 數目，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="342"/>
        <source>chips of {list} are not in the table&apos;s set {set}</source>
        <translation>面值{list}的籌碼不在牌枱的籌碼組{set}中</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="343"/>
        <source>the stack makes {total}, not the seat&apos;s {amount}</source>
        <translation>這疊籌碼合共{total}，不是該座位的{amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="344"/>
        <source>{count} chips are already the fewest for {amount}: nothing to colour up</source>
        <translation>{count}個籌碼已是{amount}的最少數目：無須換大</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="345"/>
        <source>expected a chip of the table&apos;s set {set}, got {value}</source>
        <translation>應為牌枱籌碼組{set}中的籌碼，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="346"/>
        <source>a chip of {value} is no larger than the call of {amount}: no change</source>
        <translation>面值{value}的籌碼不大於跟注{amount}：無須找贖</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="347"/>
        <source>the seat has only {amount} behind: it has no chip of {value}</source>
        <translation>該座位手上只有{amount}：沒有面值{value}的籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="348"/>
        <source>the hand is not over: the board is not complete</source>
        <translation>此手牌尚未結束：公共牌未派完</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="349"/>
        <source>no pot {n} in this hand (0: the main pot, 1-{count}: the side pots)</source>
        <translation>此手牌沒有第{n}個底池（0：主池，1-{count}：邊池）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="350"/>
        <source>pot {n} has one winner: nothing to cut</source>
        <translation>第{n}個底池只有一位贏家：無須分池</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="351"/>
        <source>expected clockwise or counterclockwise</source>
        <translation>應為clockwise或counterclockwise</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="352"/>
        <source>fewer than two seats show down</source>
        <translation>少於兩個座位攤牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="353"/>
        <source>no street to ask about</source>
        <translation>沒有可問的一輪派牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="354"/>
        <source>no street {n} in this hand (dealt: {list})</source>
        <translation>此手牌沒有第{n}輪派牌（已派：{list}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="355"/>
        <source>expected a list of pots</source>
        <translation>應為底池的列表</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="356"/>
        <source>{value} is not a hand category</source>
        <translation>{value}不是牌型</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="357"/>
        <source>no spot has a pair plus bet</source>
        <translation>沒有位置下了對子或以上注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="358"/>
        <source>no spot folds</source>
        <translation>沒有位置棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="359"/>
        <source>expected true or false</source>
        <translation>應為true或false</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="360"/>
        <source>expected banker, seat 1, seat 2 or seat 3</source>
        <translation>應為banker、seat 1、seat 2或seat 3（莊家或1、2、3號座位）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="361"/>
        <source>{value} is not a natural ({list})</source>
        <translation>{value}不是報到（{list}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="362"/>
        <source>outcome must be one of {list}</source>
        <translation>outcome必須是{list}之一</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="363"/>
        <source>no arranged seat to settle</source>
        <translation>沒有已排牌的座位可結算</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="364"/>
        <source>the scenario has no dice</source>
        <translation>此局面沒有骰子</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="365"/>
        <source>a {task} question names its hand: game, seed, seats, step</source>
        <translation>「{task}」問題須指明其牌局：game、seed、seats、step（遊戲、種子、座位數、步驟）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="366"/>
        <source>no such hand step: {reason}</source>
        <translation>沒有這一步：{reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="367"/>
        <source>not valid YAML: {reason}</source>
        <translation>不是有效的YAML：{reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="368"/>
        <source>the file is larger than {size}; refused unread</source>
        <translation>檔案大於{size}；未讀取即拒絕</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="369"/>
        <source>the file contains a NUL byte (not a text file)</source>
        <translation>檔案含NUL位元組（不是文字檔）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="370"/>
        <source>the text contains a NUL character (not a text file)</source>
        <translation>文字含NUL字元（不是文字檔）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="371"/>
        <source>the file is not UTF-8 text ({reason})</source>
        <translation>檔案不是UTF-8文字（{reason}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="372"/>
        <source>the file is empty</source>
        <translation>檔案是空的</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="373"/>
        <source>the YAML is nested too deeply</source>
        <translation>YAML嵌套太深</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="374"/>
        <source>more than {n} values (YAML aliases counted in full); refused</source>
        <translation>多於{n}個值（YAML別名全數計算）；拒絕</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="375"/>
        <source>cannot read the file ({reason})</source>
        <translation>無法讀取檔案（{reason}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="376"/>
        <source>not a regular file; refused unread</source>
        <translation>不是一般檔案；未讀取即拒絕</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="377"/>
        <source>not valid YAML: cannot read {what} ({reason})</source>
        <translation>不是有效的YAML：無法讀取{what}（{reason}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="378"/>
        <source>more than {n} YAML aliases (*name); refused</source>
        <translation>多於{n}個YAML別名（*name）；拒絕</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="379"/>
        <source>a key must be a word</source>
        <translation>鍵必須是一個詞</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="380"/>
        <source>the field &apos;{key}&apos; is given twice</source>
        <translation>欄位&apos;{key}&apos;給了兩次</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="381"/>
        <source>a number of {count} digits (at most {n}); refused</source>
        <translation>一個{count}位數的數字（最多{n}位）；拒絕</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="382"/>
        <source>lists and mappings nested more than {n} deep</source>
        <translation>列表和映射嵌套超過{n}層</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="383"/>
        <source>seat {seat} does not exist: qpoker tables have {n} seats</source>
        <translation>{seat}號座位不存在：Q Poker牌枱有{n}個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="384"/>
        <source>{who}: {card} is dealt {times} times but {decks} decks hold only {decks} (already held by {seats})</source>
        <translation>{who}：{card}派了{times}次，但{decks}副牌只有{decks}張（已在{seats}手上）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="386"/>
        <source>{who}: {card} is dealt {times} times but 1 deck holds only 1 (already held by {seats})</source>
        <translation>{who}：{card}派了{times}次，但一副牌只有一張（已在{seats}手上）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="388"/>
        <source>{who} stakes {stake}: with bet_unit {unit} a stake is 1, 2 or 3 units ({unit}, {double} or {triple}), Portaria 51/89/M art. 11</source>
        <translation>{who}下注{stake}：bet_unit為{unit}時，注碼是1、2或3個單位（{unit}、{double}或{triple}），第51/89/M號訓令第十一條</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="390"/>
        <source>{who} gives its cards both unarranged (&apos;cards&apos;) and arranged (&apos;{rows}&apos;): give 13 cards or the three rows, not both</source>
        <translation>{who}同時給出未排的牌（&apos;cards&apos;）和已排的牌（&apos;{rows}&apos;）：請給十三張牌或三道，不可兩者皆給</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="392"/>
        <source>internal error while checking this item: {error}: {message}</source>
        <translation>檢查此題目時發生內部錯誤：{error}：{message}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="393"/>
        <source>cannot generate task {task} (one of: {list})</source>
        <translation>不能生成題型「{task}」（應為{list}之一）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="394"/>
        <source>task {task} does not apply to {game} (one of: {list})</source>
        <translation>題型「{task}」不適用於{game}（應為{list}之一）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="395"/>
        <source>task {task} takes no constraints (its questions are steps of dealt hands)</source>
        <translation>題型「{task}」不接受constraints（其問題是所派牌局的步驟）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="396"/>
        <source>count must not be negative, got {value}</source>
        <translation>count不能是負數，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="397"/>
        <source>task {task} is a step of a dealt hand: its items are the hand&apos;s steps</source>
        <translation>題型「{task}」是所派牌局的一步：其題目就是牌局的各步</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="398"/>
        <source>cannot generate {game} {task} item {n} with constraints {list} after {tries} tries (last miss: {reason})</source>
        <translation>嘗試{tries}次後仍不能以constraints {list}生成{game}的「{task}」第{n}題（最後一次未達：{reason}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="400"/>
        <source>a hand followed from its start takes only {list}</source>
        <translation>由開始跟到底的牌局只接受{list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="401"/>
        <source>{game} has {n} betting rounds</source>
        <translation>{game}有{n}個下注輪</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="402"/>
        <source>no {game} stake ({list}) is a multiple of the chip unit {unit}, the smallest chip (RULINGS R0-3, R0-5)</source>
        <translation>{game}沒有一種注碼（{list}）是籌碼單位{unit}（最小籌碼）的倍數（RULINGS R0-3、R0-5）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="404"/>
        <source>two seats in the hand have no raise cap (R8-7)</source>
        <translation>兩個座位的牌局沒有加注次數上限（R8-7）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="405"/>
        <source>{game} {limit} has no raise cap (art. 12.3)</source>
        <translation>{game} {limit}沒有加注次數上限（第十二條（三）項）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="406"/>
        <source>the big blind&apos;s option is in round 1</source>
        <translation>大盲注的選擇權在第1輪</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="407"/>
        <source>with the cap reached nobody may raise</source>
        <translation>已達上限時無人可以加注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="408"/>
        <source>only stud&apos;s first opener must bet or fold (art. 10 b)</source>
        <translation>只有梭哈第一輪的開牌者必須下注或棄牌（第十條b項）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="409"/>
        <source>with the small blind all in and two seats, the big blind has nothing to decide: no option (R8-3)</source>
        <translation>小盲注全押且只有兩個座位時，大盲注無須決定：沒有選擇權（R8-3）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="411"/>
        <source>{n} side pots need {count} seats</source>
        <translation>{n}個邊池需要{count}個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="412"/>
        <source>the smallest chip, {chip}, is the table&apos;s chip unit; a generated {game} hand takes a chip unit of {list}</source>
        <translation>最小籌碼{chip}就是牌枱的籌碼單位；生成的{game}牌局的籌碼單位須為{list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="414"/>
        <source>a set of one chip ({chip}) has no chips to exchange for: {task} needs two or more</source>
        <translation>只有一種籌碼（{chip}）便無籌碼可換：「{task}」需要兩種或以上</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="415"/>
        <source>the smallest chip, {chip}, is the table&apos;s chip unit, not the chip_unit {unit}: give one of them</source>
        <translation>最小籌碼{chip}就是牌枱的籌碼單位，不是chip_unit {unit}：請只給其中一個</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="417"/>
        <source>{value} is not a chip of {list} ({reason})</source>
        <translation>{value}不是{list}中的籌碼（{reason}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="418"/>
        <source>no amount from {low} to {high} is a multiple of the chip unit {unit}</source>
        <translation>{low}至{high}之間沒有金額是籌碼單位{unit}的倍數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="419"/>
        <source>an amount made up with chips of {list} is at least {n}, above the amount&apos;s maximum {high}</source>
        <translation>以{list}籌碼組成的金額至少是{n}，高於金額上限{high}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="421"/>
        <source>unknown chip set {value} (named sets: {list}; or a list such as [25, 100, 500, 1000])</source>
        <translation>未知的籌碼組{value}（有名稱的籌碼組：{list}；或列表，例如[25, 100, 500, 1000]）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="423"/>
        <source>expected a list of chip values such as [25, 100, 500, 1000] or a named set ({list}), got {value}</source>
        <translation>應為籌碼面值的列表，例如[25, 100, 500, 1000]，或有名稱的籌碼組（{list}），卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="425"/>
        <source>a chip value is a whole number from 1 to {n}, got {value}</source>
        <translation>籌碼面值是1至{n}的整數，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="426"/>
        <source>a chip value is listed twice in {list}</source>
        <translation>{list}中有籌碼面值列出了兩次</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="427"/>
        <source>{value} is not a multiple of {chip}, the smallest chip: the smallest chip is the table&apos;s chip unit (R0-3) and every chip a multiple of it</source>
        <translation>{value}不是最小籌碼{chip}的倍數：最小籌碼就是牌枱的籌碼單位（R0-3），每種籌碼都是它的倍數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="429"/>
        <source>expected a chip value or a list of them, e.g. [500, 25]</source>
        <translation>應為籌碼面值或其列表，例如[500, 25]</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="430"/>
        <source>chip_unit must be one of {list}</source>
        <translation>chip_unit必須是{list}之一</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="431"/>
        <source>no {game} stake ({list}) has {what} that is a multiple of the chip unit {unit} (RULINGS R0-3, R0-5)</source>
        <translation>{game}沒有一種注碼（{list}）的{what}是籌碼單位{unit}的倍數（RULINGS R0-3、R0-5）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="463"/>
        <source>a big blind (and its half, the small blind)</source>
        <translation>大盲注（及其一半，小盲注）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="433"/>
        <source>expected one of {list}, got {value}</source>
        <translation>應為{list}之一，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="434"/>
        <source>expected a number from {low} to {high} or a list of them</source>
        <translation>應為{low}至{high}的數字或其列表</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="435"/>
        <source>constraints must be a mapping, got {value}</source>
        <translation>constraints必須是映射，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="436"/>
        <source>unknown constraint &apos;{key}&apos; for {game} {task} (allowed: {list})</source>
        <translation>{game}「{task}」沒有constraint &apos;{key}&apos;（可用：{list}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="437"/>
        <source>&apos;{key}&apos; does not apply to {value} (allowed: {list})</source>
        <translation>&apos;{key}&apos;不適用於{value}（可用：{list}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="438"/>
        <source>{game}: a hand is dealt to {want} players, not {count} ({cite}; ruling R0-5)</source>
        <translation>{game}：每手牌派給{want}位玩家，不是{count}位（{cite}；解讀 R0-5）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="439"/>
        <source>expected a whole number from {low} to {high}, got {value}</source>
        <translation>應為{low}至{high}的整數，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="440"/>
        <source>expected a number from {low} to {high}, got {value}</source>
        <translation>應為{low}至{high}的數字，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="441"/>
        <source>[min, max] with min &lt;= max, got {value}</source>
        <translation>[min, max]須min &lt;= max，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="442"/>
        <source>expected a number from {low} to {high} or [min, max], got {value}</source>
        <translation>應為{low}至{high}的數字或[min, max]，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="443"/>
        <source>board_plays: true makes the winners tie: drop tie: false</source>
        <translation>board_plays: true會令贏家打和：請刪去tie: false</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="444"/>
        <source>odd_chips: true comes from a split main pot: drop tie: false</source>
        <translation>odd_chips: true來自平分的主池：請刪去tie: false</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="445"/>
        <source>cut-pot cuts a split main pot: drop tie: false</source>
        <translation>cut-pot用於分拆平分的主池：請刪去tie: false</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="446"/>
        <source>{n} spots cannot fold with at most {count} spots</source>
        <translation>最多{count}個位置時，不能有{n}個位置棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="447"/>
        <source>stud commission has no cap (Portaria 104/85/M art. 9): on or off</source>
        <translation>梭哈的佣金沒有上限（第104/85/M號訓令第九條）：on或off</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="448"/>
        <source>a seat cannot fold after street {n}, the street dealt</source>
        <translation>座位不能在第{n}輪派牌（已派的一輪）之後棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="449"/>
        <source>the duty passes on street {n}: folded_at must include it</source>
        <translation>第{n}輪派牌時責任轉移：folded_at必須包括它</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="450"/>
        <source>expected true, false or one of {list}, got {value}</source>
        <translation>應為true、false或{list}之一，卻是{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="451"/>
        <source>the dice task needs the dice: drop dice: false</source>
        <translation>骰子題型需要骰子：請刪去dice: false</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="452"/>
        <source>{task} needs arranged rows: drop arranged: false</source>
        <translation>「{task}」需要已排的各道：請刪去arranged: false</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="453"/>
        <source>step {n} of that hand is a {action}, not a {task}</source>
        <translation>該手牌的第{n}步是{action}，不是「{task}」</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="454"/>
        <source>the chips seat {seat} had when the hand began</source>
        <translation>{seat}號座位在此手牌開始時的籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="455"/>
        <source>seat {seat}&apos;s open cards</source>
        <translation>{seat}號座位的明牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="456"/>
        <source>the seat holding the marker, RULINGS R7</source>
        <translation>持有按鈕（莊位）的座位，RULINGS R7</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="457"/>
        <source>chips {who} put in during the hand</source>
        <translation>{who}在此手牌中投入的籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="458"/>
        <source>the croupier&apos;s three cards</source>
        <translation>荷官的三張牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="459"/>
        <source>one of {list}</source>
        <translation>{list}之一</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="460"/>
        <source>seats 1-3</source>
        <translation>座位1至3</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="461"/>
        <source>1, 2 or 3</source>
        <translation>1、2或3</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="462"/>
        <source>{who}&apos;s bet, needed to settle it (RULINGS R7)</source>
        <translation>{who}的注碼，結算時需要（RULINGS R7）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="464"/>
        <source>an ante</source>
        <translation>底注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="465"/>
        <source>no {game} stake is a multiple of the chip unit {unit}</source>
        <translation>{game}沒有一種注碼是籌碼單位{unit}的倍數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="466"/>
        <source>no blind can be posted short with this chip unit</source>
        <translation>以此籌碼單位，無法出現不足額的盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="467"/>
        <source>too few seats for the constraints</source>
        <translation>座位太少，不能符合條件</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="468"/>
        <source>a hand of fewer than {n} actions</source>
        <translation>少於{n}個行動的牌局</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="469"/>
        <source>the hand ended in round {n}, before round {number}</source>
        <translation>此手牌在第{n}輪結束，未到第{number}輪</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="470"/>
        <source>the round ended before the question</source>
        <translation>此輪在發問前已結束</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="471"/>
        <source>no {action} action to show here</source>
        <translation>這裏沒有{action}行動可示範</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="472"/>
        <source>heads up</source>
        <translation>只剩兩人</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="473"/>
        <source>cap reached</source>
        <translation>已達加注上限</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="474"/>
        <source>no raise</source>
        <translation>不能加注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="475"/>
        <source>stud checked</source>
        <translation>梭哈中已過牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="476"/>
        <source>big blind&apos;s option</source>
        <translation>大盲注的選擇權</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="477"/>
        <source>incomplete raise</source>
        <translation>不足額加注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="478"/>
        <source>short blind</source>
        <translation>不足額盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="479"/>
        <source>side pots</source>
        <translation>邊池</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="480"/>
        <source>amount {value}</source>
        <translation>金額{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="481"/>
        <source>no chip of {chip} in the fewest chips of {amount}</source>
        <translation>{amount}的最少籌碼中沒有面值{chip}的籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="482"/>
        <source>no seat count fits</source>
        <translation>沒有合適的座位數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="483"/>
        <source>no amounts fit</source>
        <translation>沒有合適的金額</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="484"/>
        <source>top too low for the side pots</source>
        <translation>最高額太低，不足以有邊池</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="485"/>
        <source>no levels reach the top</source>
        <translation>沒有一級達到最高額</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="486"/>
        <source>a single seat at the top needs a folded seat and an uncalled bet</source>
        <translation>只有一個座位在最高額時，需要一個已棄牌的座位和一注無人跟注的下注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="487"/>
        <source>a seat meant to fold did not</source>
        <translation>應棄牌的座位沒有棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="488"/>
        <source>the hand did not fold as planned</source>
        <translation>此手牌的棄牌未如計劃</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="489"/>
        <source>odd chips</source>
        <translation>餘數籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="490"/>
        <source>{n} seats</source>
        <translation>{n}個座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="491"/>
        <source>{n} folded seats</source>
        <translation>{n}個已棄牌的座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="492"/>
        <source>{n} side pots</source>
        <translation>{n}個邊池</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="493"/>
        <source>uncalled bet</source>
        <translation>無人跟注的下注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="494"/>
        <source>chip unit</source>
        <translation>籌碼單位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="495"/>
        <source>the shoe is empty</source>
        <translation>牌靴已空</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="496"/>
        <source>{card} is already dealt</source>
        <translation>{card}已派出</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="497"/>
        <source>no card of rank {rank} left</source>
        <translation>沒有剩下點數{rank}的牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="498"/>
        <source>nobody acted on the last street</source>
        <translation>最後一輪派牌後無人行動</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="499"/>
        <source>no deal fits</source>
        <translation>沒有合適的派牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="500"/>
        <source>the board came out another hand</source>
        <translation>公共牌成了另一種牌型</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="501"/>
        <source>every hand improves on this board</source>
        <translation>每手牌都因這些公共牌而變強</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="502"/>
        <source>board plays</source>
        <translation>以公共牌比牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="503"/>
        <source>final round</source>
        <translation>最後一輪</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="504"/>
        <source>no croupier hand fits</source>
        <translation>沒有合適的荷官牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="505"/>
        <source>no stud deal fits</source>
        <translation>沒有合適的梭哈派牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="506"/>
        <source>duty passes</source>
        <translation>責任轉移</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="507"/>
        <source>came out suited</source>
        <translation>派出了同花色</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="508"/>
        <source>no back row fits</source>
        <translation>沒有合適的尾道</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="509"/>
        <source>no front row fits</source>
        <translation>沒有合適的頭道</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="510"/>
        <source>no higher kicker</source>
        <translation>沒有更大的踢腳牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="511"/>
        <source>no low flush cards</source>
        <translation>沒有細的同花牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="512"/>
        <source>a straight flush</source>
        <translation>同花順</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="513"/>
        <source>not enough of a suit</source>
        <translation>同一花色的牌不夠</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="514"/>
        <source>these cards cannot foul</source>
        <translation>這些牌不會倒水</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="515"/>
        <source>the tied rows are not the backs</source>
        <translation>打和的不是尾道</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="516"/>
        <source>an unwanted natural</source>
        <translation>出現了不想要的報到</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="517"/>
        <source>the natural came out {value}</source>
        <translation>報到成了{value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="518"/>
        <source>not subtle</source>
        <translation>倒水不夠隱蔽</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="520"/>
        <source>generated item {n}: {where}: {message}</source>
        <translation>生成的第{n}題：{where}：{message}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="521"/>
        <source>not saved: {problem}</source>
        <translation>未儲存：{problem}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="522"/>
        <source>{message} ({cite}; ruling R0-5)</source>
        <translation>{message}（{cite}；解讀 R0-5）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="523"/>
        <source>{message} ({cite})</source>
        <translation>{message}（{cite}）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="524"/>
        <source>{where}: {message}</source>
        <translation>{where}：{message}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="746"/>
        <source>{where}: {problem}</source>
        <translation>{where}：{problem}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="747"/>
        <source>{list}, {item}</source>
        <translation>{list}、{item}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="747"/>
        <source>{list} or {item}</source>
        <translation>{list}或{item}</translation>
    </message>
</context>
<context>
    <name>checker field</name>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="533"/>
        <source>scenario</source>
        <translation>牌局</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="533"/>
        <source>seats</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="534"/>
        <source>cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="534"/>
        <source>committed</source>
        <translation>已投入</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="535"/>
        <source>allin</source>
        <translation>全押</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="535"/>
        <source>folded</source>
        <translation>棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="536"/>
        <source>stack</source>
        <translation>籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="536"/>
        <source>stake</source>
        <translation>投注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="537"/>
        <source>board</source>
        <translation>公共牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="537"/>
        <source>marker</source>
        <translation>按鈕（莊位）</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="538"/>
        <source>params</source>
        <translation>牌枱條款</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="538"/>
        <source>limit</source>
        <translation>限注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="539"/>
        <source>ante</source>
        <translation>底注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="539"/>
        <source>bet_unit</source>
        <translation>投注單位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="540"/>
        <source>commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="540"/>
        <source>big_blind</source>
        <translation>大盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="541"/>
        <source>small_blind</source>
        <translation>小盲注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="541"/>
        <source>chip_set</source>
        <translation>籌碼組合</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="542"/>
        <source>front</source>
        <translation>頭道</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="542"/>
        <source>middle</source>
        <translation>中道</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="543"/>
        <source>back</source>
        <translation>尾道</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="543"/>
        <source>banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="544"/>
        <source>question</source>
        <translation>題目</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="544"/>
        <source>choices</source>
        <translation>選項</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="545"/>
        <source>answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="545"/>
        <source>cite</source>
        <translation>引用條文</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="546"/>
        <source>explain</source>
        <translation>解釋</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="546"/>
        <source>expect</source>
        <translation>預期答案</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="547"/>
        <source>prompt</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="547"/>
        <source>id</source>
        <translation>編號</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="548"/>
        <source>task</source>
        <translation>題型</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="548"/>
        <source>items</source>
        <translation>題目</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="549"/>
        <source>skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="549"/>
        <source>generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="550"/>
        <source>constraints</source>
        <translation>條件</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="550"/>
        <source>count</source>
        <translation>數量</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="551"/>
        <source>seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="551"/>
        <source>title</source>
        <translation>標題</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="552"/>
        <source>intro</source>
        <translation>簡介</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="552"/>
        <source>min_correct</source>
        <translation>最少答對</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="553"/>
        <source>betting</source>
        <translation>下注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="555"/>
        <source>seat</source>
        <translation>座位號碼</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="555"/>
        <source>hole</source>
        <translation>底牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="556"/>
        <source>up</source>
        <translation>明牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="556"/>
        <source>folded_at</source>
        <translation>棄牌於</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="557"/>
        <source>decks</source>
        <translation>副牌數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="557"/>
        <source>dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="558"/>
        <source>to</source>
        <translation>總額</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="558"/>
        <source>action</source>
        <translation>行動</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="559"/>
        <source>final_round</source>
        <translation>最後一輪</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="559"/>
        <source>odd_chip</source>
        <translation>餘數籌碼</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="560"/>
        <source>percent</source>
        <translation>百分比</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="560"/>
        <source>decision</source>
        <translation>決定</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="561"/>
        <source>pair_plus</source>
        <translation>對子或以上注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="561"/>
        <source>bet</source>
        <translation>比牌注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="562"/>
        <source>hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="562"/>
        <source>games</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="563"/>
        <source>game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="563"/>
        <source>targets</source>
        <translation>目標</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="564"/>
        <source>rulings</source>
        <translation>解讀</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="564"/>
        <source>review</source>
        <translation>查閱答案</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="565"/>
        <source>closes_at</source>
        <translation>截止時間</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="565"/>
        <source>time_limit</source>
        <translation>時限</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="566"/>
        <source>pass_mark</source>
        <translation>合格分數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="566"/>
        <source>attempts_allowed</source>
        <translation>容許次數</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="567"/>
        <source>hand</source>
        <translation>牌局</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="567"/>
        <source>step</source>
        <translation>步驟</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="568"/>
        <source>seeds</source>
        <translation>種子</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="568"/>
        <source>chip_unit</source>
        <translation>籌碼單位</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="569"/>
        <source>max_raises</source>
        <translation>加注次數上限</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="569"/>
        <source>level</source>
        <translation>級別</translation>
    </message>
</context>
<context>
    <name>checker word</name>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="574"/>
        <source>pot</source>
        <translation>底池限注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="574"/>
        <source>half-pot</source>
        <translation>半池限注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="575"/>
        <source>no-limit</source>
        <translation>無限注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="576"/>
        <source>longest</source>
        <translation>最長的</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="576"/>
        <source>second-longest</source>
        <translation>第二長的</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="577"/>
        <source>third-longest</source>
        <translation>第三長的</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="577"/>
        <source>fourth-longest</source>
        <translation>第四長的</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="578"/>
        <source>fifth-longest</source>
        <translation>第五長的</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="578"/>
        <source>shortest</source>
        <translation>最短的</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="580"/>
        <source>fold</source>
        <translation>棄牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="580"/>
        <source>check</source>
        <translation>過牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="581"/>
        <source>call</source>
        <translation>跟注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="581"/>
        <source>bet</source>
        <translation>下注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="582"/>
        <source>raise</source>
        <translation>加注</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="582"/>
        <source>to-act</source>
        <translation>待行動</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="583"/>
        <source>run-out</source>
        <translation>不再下注、派完餘牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="583"/>
        <source>showdown</source>
        <translation>攤牌</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="584"/>
        <source>won</source>
        <translation>已分勝負</translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <location filename="../../trainer/gui/common/crash.py" line="42"/>
        <source>The details are in {log}.</source>
        <translation>詳情見{log}。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/common/crash.py" line="43"/>
        <source>The details could not be written down.</source>
        <translation>無法寫下詳情。</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/common/crash.py" line="44"/>
        <source>Something went wrong: {error}. Every answer given so far is kept. {where}</source>
        <translation>出現問題：{error}。目前為止作答的所有答案均已保留。{where}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/common/crash.py" line="54"/>
        <source>Croupier trainer</source>
        <translation>荷官訓練程式</translation>
    </message>
</context>
</TS>
