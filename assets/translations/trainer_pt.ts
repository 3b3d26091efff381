<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name></name>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="35"/>
        <source>Start “{title}” now?

You have {minutes:g} minutes for {what}; the clock starts at once and keeps running even if the program is closed. This is attempt {n} of {allowed}.</source>
        <translation>Iniciar «{title}» agora?

Tem {minutes:g} minutos para {what}; o relógio começa a contar de imediato e continua a contar mesmo que o programa seja fechado. Esta é a tentativa {n} de {allowed}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/confirm.py" line="40"/>
        <source>Start “{title}” now?

You have {minutes:g} minutes for %n items; the clock starts at once and keeps running even if the program is closed. This is attempt {n} of {allowed}.</source>
        <translation>
            <numerusform>Iniciar «{title}» agora?

Tem {minutes:g} minutos para %n item; o relógio começa a contar de imediato e continua a contar mesmo que o programa seja fechado. Esta é a tentativa {n} de {allowed}.</numerusform>
            <numerusform>Iniciar «{title}» agora?

Tem {minutes:g} minutos para %n itens; o relógio começa a contar de imediato e continua a contar mesmo que o programa seja fechado. Esta é a tentativa {n} de {allowed}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="44"/>
        <source>Start the exam?</source>
        <translation>Iniciar o exame?</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="44"/>
        <source>Start the exam</source>
        <translation>Iniciar o exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="44"/>
        <source>Not now</source>
        <translation>Agora não</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/confirm.py" line="52"/>
        <source>%n items have no answer: {items}. They will score 0.</source>
        <translation>
            <numerusform>%n item não tem resposta: {items}. Terá 0 pontos.</numerusform>
            <numerusform>%n itens não têm resposta: {items}. Terão 0 pontos.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="54"/>
        <source>Item {items} has no answer. It will score 0.</source>
        <translation>O item {items} não tem resposta. Terá 0 pontos.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="56"/>
        <source>Every item has an answer.</source>
        <translation>Todos os itens têm resposta.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="57"/>
        <source>Submit the exam now? Your answers cannot be changed afterwards.

{unanswered}

Time left: {left}.</source>
        <translation>Entregar o exame agora? Depois, as respostas já não podem ser alteradas.

{unanswered}

Tempo restante: {left}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="59"/>
        <source>Submit the exam?</source>
        <translation>Entregar o exame?</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="59"/>
        <source>Submit</source>
        <translation>Entregar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/confirm.py" line="59"/>
        <source>Go back to the exam</source>
        <translation>Voltar ao exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/pdf.py" line="24"/>
        <source>Save the exam report</source>
        <translation>Guardar o relatório do exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/pdf.py" line="25"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/pdf.py" line="36"/>
        <source>The report could not be saved: {error}</source>
        <translation>Não foi possível guardar o relatório: {error}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/pdf.py" line="37"/>
        <source>Report saved to {path}</source>
        <translation>Relatório guardado em {path}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="33"/>
        <source>Below the minimum in {skill}: {correct} right of {items}, at least {floor} needed — not passed whatever the score.</source>
        <translation>Abaixo do mínimo em {skill}: respostas certas, {correct} de {items}; o mínimo exigido é {floor} — não aprovado, seja qual for a pontuação.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="45"/>
        <source>The school key is pinned only in this user&apos;s own folder, not the system&apos;s: compare it with the one the school publishes.</source>
        <translation>A chave da escola está fixada apenas na pasta deste utilizador, não na do sistema: compare-a com a que a escola publica.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="48"/>
        <source>Certificate: opened by {opener}, result signed by {signer}. School key {school}.</source>
        <translation>Certificado: aberto por {opener}, resultado assinado por {signer}. Chave da escola {school}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="51"/>
        <source>Result signed by {signer} (opened by {opener}). School key {school}.</source>
        <translation>Resultado assinado por {signer} (aberto por {opener}). Chave da escola {school}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="54"/>
        <source>Signed by {signer}, with a key the school key pinned here has not signed: not a certificate.</source>
        <translation>Assinado por {signer}, com uma chave que a chave da escola fixada aqui não assinou: não é um certificado.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="57"/>
        <source>Invalid: the records do not match their signatures — not a certificate.</source>
        <translation>Inválido: os registos não correspondem às suas assinaturas — não é um certificado.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="58"/>
        <source>Unsigned — practice only, not a certificate.</source>
        <translation>Sem assinatura — apenas prática, não é um certificado.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/explain_html.py" line="79"/>
        <source>Why:</source>
        <translation>Porquê:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/explain_html.py" line="85"/>
        <source>{label}: the answer is {expected}, you gave {given}.</source>
        <translation>{label}: a resposta é {expected}; respondeu {given}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/explain_html.py" line="102"/>
        <location filename="../../trainer/gui/question/explain_html.py" line="145"/>
        <source>Your answer:</source>
        <translation>A sua resposta:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/explain_html.py" line="103"/>
        <location filename="../../trainer/gui/question/explain_html.py" line="146"/>
        <source>The right answer:</source>
        <translation>A resposta certa:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/explain_html.py" line="129"/>
        <source>Click a rule in brackets to read it.</source>
        <translation>Clique numa regra entre parênteses para a ler.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/explain_html.py" line="137"/>
        <source>Item {n}</source>
        <translation>Item {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/store/export.py" line="271"/>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <location filename="../../trainer/store/export.py" line="271"/>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="48"/>
        <source>Asked</source>
        <translation>Pergunta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="48"/>
        <source>The engine’s answer</source>
        <translation>A resposta do motor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="48"/>
        <source>The trainee’s answer</source>
        <translation>A resposta do formando</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="40"/>
        <source>(at least {floor} right)</source>
        <translation>(mínimo de respostas certas: {floor})</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="72"/>
        <source>PASS</source>
        <translation>APROVADO</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="72"/>
        <source>FAIL</source>
        <translation>REPROVADO</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="62"/>
        <location filename="../../trainer/gui/report.py" line="74"/>
        <source>Candidate</source>
        <translation>Candidato</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="54"/>
        <source>Croupier trainer · certification exam report · certificate</source>
        <translation>Treino de croupiers · relatório do exame de certificação · certificado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="55"/>
        <source>Croupier trainer · exam report · signed, not a certificate</source>
        <translation>Treino de croupiers · relatório do exame · assinado, não é um certificado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="56"/>
        <source>Croupier trainer · exam report · INVALID, not a certificate</source>
        <translation>Treino de croupiers · relatório do exame · INVÁLIDO, não é um certificado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="57"/>
        <source>Croupier trainer · practice exam report · unsigned, not a certificate</source>
        <translation>Treino de croupiers · relatório de exame de prática · sem assinatura, não é um certificado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="60"/>
        <source>exam record</source>
        <translation>registo do exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="60"/>
        <source>pass mark</source>
        <translation>nota de aprovação</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="60"/>
        <source>All items</source>
        <translation>Todos os itens</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="61"/>
        <source>Results by skill</source>
        <translation>Resultados por competência</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="62"/>
        <source>Verification code</source>
        <translation>Código de verificação</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="62"/>
        <source>Examiner</source>
        <translation>Examinador</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="63"/>
        <source>The code is computed from the result and the answers behind it; it matches only while the exam records are unchanged.</source>
        <translation>O código é calculado a partir do resultado e das respostas em que assenta; só corresponde enquanto os registos do exame não forem alterados.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="67"/>
        <source>INVALID — not a certificate</source>
        <translation>INVÁLIDO — não é um certificado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="69"/>
        <source>passed — practice only</source>
        <translation>aprovado — apenas prática</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="69"/>
        <source>not passed — practice only</source>
        <translation>não aprovado — apenas prática</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="75"/>
        <source>Exam</source>
        <translation>Exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="77"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="78"/>
        <source>Started</source>
        <translation>Início</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="79"/>
        <source>Submitted</source>
        <translation>Entregue</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="80"/>
        <location filename="../../trainer/gui/report.py" line="90"/>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="81"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="82"/>
        <source>Standing</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="86"/>
        <source>Minimum missed</source>
        <translation>Mínimo não atingido</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="89"/>
        <source>Skill</source>
        <translation>Competência</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="89"/>
        <source>Items</source>
        <translation>Itens</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="89"/>
        <source>Answered</source>
        <translation>Respondidos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="90"/>
        <source>Right</source>
        <translation>Certos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="101"/>
        <source>To check this report, run this on a workstation that holds the exam records:</source>
        <translation>Para verificar este relatório, execute o seguinte num posto de trabalho que tenha os registos dos exames:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/report.py" line="137"/>
        <source>Exam report</source>
        <translation>Relatório do exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/stats_view.py" line="26"/>
        <source>Days in a row: {days} (best {best_days}) · right answers in a row: {right} (best {best_right})</source>
        <translation>Dias seguidos: {days} (melhor {best_days}) · respostas certas seguidas: {right} (melhor {best_right})</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/base.py" line="89"/>
        <source>Right.</source>
        <translation>Certo.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/base.py" line="91"/>
        <source>Not answered: no marks.</source>
        <translation>Sem resposta: sem pontos.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/base.py" line="94"/>
        <source>Partly right: {right} of {total} parts ({score:.0%}).</source>
        <translation>Parcialmente certo: {right} de {total} partes ({score:.0%}).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/base.py" line="96"/>
        <source>Wrong.</source>
        <translation>Errado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="175"/>
        <source>seat {seat} folds</source>
        <translation>o lugar {seat} desiste</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="183"/>
        <source>seat {seat} bets {to}</source>
        <translation>o lugar {seat} aposta {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="195"/>
        <source>in stud a seat that checked may only call or fold in that round</source>
        <translation>no póquer de cinco cartas, um lugar que passou a voz só pode aceitar a aposta ou desistir nesse lanço de apostas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="198"/>
        <source>no other seat could put in more: nobody could answer it</source>
        <translation>nenhum outro lugar podia pôr mais: ninguém lhe podia responder</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="222"/>
        <source>Round 1: the best open card must open (bet or fold): seat {opener}; if it folds, the right to open passes to the next best open card (art. 10 b), which by ruling R4-5 must then open in its turn. Once a seat bets, the others follow counterclockwise from the bettor&apos;s right.</source>
        <translation>Lanço 1: a carta aberta de maior graduação é obrigada a fazer a aposta de abertura (aposta ou desiste): lugar {opener}; se desistir, o direito de fazer a aposta de abertura passa para a carta aberta seguinte (alínea b) do art. 10.º), que, pela interpretação R4-5, fica então obrigada a abrir na sua vez. Feita a aposta, os outros jogam em sentido oposto ao dos ponteiros do relógio, a começar pelo jogador à direita do apostador.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="232"/>
        <source>Round {n}: the seat that made the highest bet of the round before acts first: seat {opener}.</source>
        <translation>Turno {n}: o lugar que fez a aposta mais elevada do turno anterior joga primeiro: lugar {opener}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="235"/>
        <source>Round {n}: seat {high} made the highest bet of the round before but cannot act (out or all in): the next seat able to act clockwise, seat {opener}, acts first.</source>
        <translation>Turno {n}: o lugar {high} fez a aposta mais elevada do turno anterior, mas não pode jogar (fora da jogada ou encavado): o lugar seguinte que pode jogar, no sentido dos ponteiros do relógio, o lugar {opener}, joga primeiro.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="264"/>
        <source>Since then: {actions}.</source>
        <translation>Desde então: {actions}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="290"/>
        <source>Who acts?</source>
        <translation>Quem joga?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="293"/>
        <source>Whose turn is it? Click the seat, or type its number.</source>
        <translation>De quem é a vez? Clique no lugar ou escreva o seu número.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="303"/>
        <source>seat to act</source>
        <translation>lugar que joga</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="309"/>
        <source>counterclockwise from the bettor</source>
        <translation>em sentido oposto ao dos ponteiros do relógio, a partir do apostador</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="311"/>
        <location filename="../../trainer/tasks/explain_poker.py" line="144"/>
        <source>clockwise</source>
        <translation>no sentido dos ponteiros do relógio</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="311"/>
        <source>in the order of the open boards</source>
        <translation>pela ordem das cartas abertas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="325"/>
        <source>Call, minimum, Pot!</source>
        <translation>Acompanhar, mínimo, Pote!</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="370"/>
        <source>Seat {seat} has {mine} in front of it: nothing to call; as the first-round opener it must bet at least the minimum or fold.</source>
        <translation>O lugar {seat} tem {mine} à sua frente: nada a aceitar; como jogador obrigado a fazer a aposta de abertura do primeiro lanço, tem de apostar pelo menos o mínimo ou desistir.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="409"/>
        <source>A full raise (to {full}) is more than the seat has: it may go all in for less, to {low}, as a player &quot;com capital desfalcado&quot;.</source>
        <translation>Uma elevação completa da aposta (para {full}) excede o capital do lugar: como jogador «com capital desfalcado», pode elevar por menos, pondo todo o seu capital, para {low}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="416"/>
        <source>at least the table minimum, whatever the last raise was</source>
        <translation>pelo menos o mínimo da mesa, seja qual for o último repique</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="427"/>
        <source>Only two players are left (head up): the round has had {made} raises, and the house reads art. 12.4 as lifting art. 12.2&apos;s cap of {cap} too, so the seat may raise again.</source>
        <translation>Só restam dois jogadores (head up): o turno já teve {made} subidas da aposta, e a Casa lê a alínea 4) do art. 12.º como levantando também o máximo de {cap} subidas da alínea 2) do art. 12.º, por isso o lugar pode subir a aposta outra vez.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="444"/>
        <source>Only two players are left (head up): art. 12.4 puts no limit on the amount of the raise: the largest is everything the seat has, to {high}.</source>
        <translation>Só restam dois jogadores (head up): a alínea 4) do art. 12.º não põe limite ao montante de subida da aposta: o maior é tudo o que o lugar tem, para {high}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="448"/>
        <source>No limit, a house parameter (rule 86 makes hold&apos;em and Omaha pot-limit): the largest is everything the seat has, to {high}.</source>
        <translation>Sem limite, um parâmetro da casa (a regra 86 faz do hold&apos;em e do Omaha jogos de limite de pote): o maior é tudo o que o lugar tem, para {high}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="458"/>
        <source>Half-pot limit, a house parameter (rule 86 makes hold&apos;em and Omaha pot-limit): half of the pot {pot} plus the call {call}, rounded down to the chip unit, is {half}: the largest raise is to {highest} + {half} = {full}.</source>
        <translation>Com limite (metade do pote), um parâmetro da casa (a regra 86 faz do hold&apos;em e do Omaha jogos de limite de pote): metade do pote {pot} mais o montante para acompanhar {call}, arredondada por defeito à unidade de ficha, dá {half}: o maior repique é para {highest} + {half} = {full}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="465"/>
        <source>Half-pot limit: half of the pot {pot} plus the call {call}, rounded down to the chip unit, is {half}: the largest raise is to {highest} + {half} = {full}.</source>
        <translation>Com limite (metade do pote): metade do pote {pot} mais o montante para acompanhar {call}, arredondada por defeito à unidade de ficha, dá {half}: o maior repique é para {highest} + {half} = {full}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="471"/>
        <source>{limit} That is below the smallest, so the smallest is allowed: {low}.</source>
        <translation>{limit} Isso fica abaixo do mínimo, por isso é permitido o mínimo: {low}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="488"/>
        <source>Follow the action</source>
        <translation>Seguir a acção</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="506"/>
        <source>The hand begins.</source>
        <translation>A jogada começa.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="511"/>
        <source>Last action: {action}.</source>
        <translation>Última acção: {action}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="513"/>
        <source>Step {k} of {n}. {lead} {ask}</source>
        <translation>Passo {k} de {n}. {lead} {ask}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="514"/>
        <source>{lead} {ask}</source>
        <translation>{lead} {ask}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="549"/>
        <source>Count the pot</source>
        <translation>Contar o pote</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="207"/>
        <source>main pot</source>
        <translation>pote principal</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="207"/>
        <source>side pot {n}</source>
        <translation>pote lateral {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="581"/>
        <location filename="../../trainer/tasks/poker.py" line="210"/>
        <source>extra pot</source>
        <translation>pote extra</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="588"/>
        <source>Chips put in this hand, by seat (forced bets included): {put}; {total} in all.</source>
        <translation>Fichas postas nesta jogada, por lugar (apostas obrigatórias incluídas): {put}; {total} ao todo.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="618"/>
        <source>Fold</source>
        <translation>Desisto</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="620"/>
        <source>Bet {to}</source>
        <translation>Aposto {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="631"/>
        <source>Legal or not?</source>
        <translation>Permitido ou não?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="658"/>
        <source>Not legal: facing a bet the seat may not check — it calls or folds (it checked earlier, art. 10 c i 2).</source>
        <translation>Não é permitido: perante uma aposta, o lugar não pode passar a voz — aceita a aposta ou desiste (já passou a voz, ponto 2) da subalínea i) da alínea c) do art. 10.º).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="662"/>
        <source>Not legal: that is more than the seat has (art. 6).</source>
        <translation>Não é permitido: é mais do que o capital do lugar (art. 6.º).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="228"/>
        <source>Round {n}: the best open board speaks first: seat {opener}; it may check, bet or fold. Until someone bets, the turn passes by the open boards; after a bet, counterclockwise from the bettor&apos;s right.</source>
        <translation>Lanço {n}: o melhor jogo de cartas abertas tem o direito de ser o primeiro a jogar: lugar {opener}; pode passar a voz, apostar ou desistir. Até alguém apostar, a vez passa pela ordem das cartas abertas; feita uma aposta, em sentido oposto ao dos ponteiros do relógio, a começar pelo jogador à direita do apostador.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="239"/>
        <source>Round {n}: nobody bet in the round before, so the house starts again as in round 1, from the seat to the left of a mão (the marker), or the next seat able to act clockwise: seat {opener}.</source>
        <translation>Turno {n}: ninguém apostou no turno anterior, por isso a Casa começa de novo como no turno 1, pelo lugar à esquerda daquele que tem a mão (o marcador), ou pelo lugar seguinte que pode jogar, no sentido dos ponteiros do relógio: lugar {opener}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="244"/>
        <source>Round 1: the antes are in and the seat to the left of a mão (the marker) acts first, or the next seat able to act clockwise: seat {opener}.</source>
        <translation>Turno 1: as apostas iniciais (ante) estão feitas e o lugar à esquerda daquele que tem a mão (o marcador) joga primeiro, ou o lugar seguinte que pode jogar, no sentido dos ponteiros do relógio: lugar {opener}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="247"/>
        <source>Round {n}: the first seat on the marker&apos;s left still able to act speaks first (the marker speaks last): seat {opener}.</source>
        <translation>Turno {n}: o primeiro lugar à esquerda do marcador que ainda pode jogar joga primeiro (o jogador indicado pelo marcador é o último): lugar {opener}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="250"/>
        <source>Round {n}: the seat that has a mão (the marker) speaks first, or, if it is out or all in, the first seat still able to act clockwise from it: seat {opener}.</source>
        <translation>Turno {n}: o jogador que tem a mão (o marcador) fala primeiro ou, se estiver fora da jogada ou encavado, o primeiro lugar que ainda pode jogar no sentido dos ponteiros do relógio a partir dele: lugar {opener}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="676"/>
        <source>Not legal: the first round&apos;s opener may not check — it bets or folds.</source>
        <translation>Não é permitido: quem abre o primeiro lanço de apostas não pode passar a voz — aposta ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="689"/>
        <location filename="../../trainer/tasks/procedure.py" line="44"/>
        <source>choice</source>
        <translation>escolha</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="705"/>
        <source>Seat {seat} opens the first round with the best open card: it must bet or fold, never check.</source>
        <translation>O lugar {seat} abre o primeiro lanço de apostas com a melhor carta aberta: tem de apostar ou desistir, nunca passar a voz.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="709"/>
        <source>Seat {seat} has {call} to call and checked earlier in this round: nobody may check once a bet is made, and having checked it may not raise — it calls or folds.</source>
        <translation>O lugar {seat} tem {call} para aceitar e já passou a voz neste lanço: ninguém pode passar a voz depois de feita uma aposta e, tendo passado a voz, não pode elevar — aceita a aposta ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="735"/>
        <source>Seat {seat} has {allin} in all: {to} is more than it has, and no player may add to his capital once the hand has begun.</source>
        <translation>O lugar {seat} tem {allin} ao todo: {to} é mais do que tem, e nenhum jogador pode aumentar o seu capital depois de começada a jogada.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="57"/>
        <source>Every other seat folded: seat {seat} wins without showing.</source>
        <translation>Todos os outros lugares desistiram: o lugar {seat} ganha sem mostrar.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="62"/>
        <source>Each hand uses exactly two of its four cards and three of the board.</source>
        <translation>Cada mão usa exactamente duas das suas quatro cartas e três das cartas comuns.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="64"/>
        <source>Each hand uses both of its cards and three of the board.</source>
        <translation>Cada mão usa as suas duas cartas e três das cartas comuns.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="66"/>
        <source>Seat {seat}: {category} — {cards}.</source>
        <translation>Lugar {seat}: {category} — {cards}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="70"/>
        <source>Seat {seat} holds the best hand.</source>
        <translation>O lugar {seat} tem a melhor mão.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="72"/>
        <source>Seats {seats} hold equal hands: they tie.</source>
        <translation>Os lugares {seats} têm mãos iguais: empatam.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="84"/>
        <source>Only one seat is left: nobody shows.</source>
        <translation>Só resta um lugar: ninguém mostra.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="86"/>
        <source>Seat {seat} made the last bet or raise on the final street but is no longer in: the next seat still in clockwise, seat {opener}, shows first.</source>
        <translation>O lugar {seat} fez a última aposta ou subida da aposta no último turno de apostas, mas já não está em jogo: o lugar seguinte ainda em jogo, no sentido dos ponteiros do relógio, o lugar {opener}, mostra primeiro.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="90"/>
        <source>Seat {seat} made the last bet or raise on the final street, so it shows first.</source>
        <translation>O lugar {seat} fez a última aposta ou subida da aposta no último turno de apostas, por isso mostra primeiro.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="98"/>
        <source>Seat {seat} has the best four open cards and shows last; showing starts with the player to its right and goes counterclockwise.</source>
        <translation>O lugar {seat} tem o melhor jogo com as quatro cartas abertas e mostra por último; a revelação começa pelo jogador à sua direita e segue em sentido oposto ao dos ponteiros do relógio.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="103"/>
        <source>No betting round was played on the last street: at most one seat could still bet, so the board was run out. The first seat still in from seat {seat}, who made the highest bet in the last betting round played, shows first, all in or not: seat {opener}.</source>
        <translation>Não houve turno de apostas na última carta: no máximo um lugar ainda podia apostar, e por isso as cartas comuns foram viradas até ao fim. Mostra primeiro o primeiro lugar ainda em jogo a partir do lugar {seat}, que fez a aposta mais elevada no último turno de apostas jogado, esteja encavado ou não: o lugar {opener}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="113"/>
        <source>seat {seats}</source>
        <translation>o lugar {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="114"/>
        <source>seats {seats}</source>
        <translation>os lugares {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="94"/>
        <source>Nobody bet on the final street: the first seat still in to the left of the marker (seat {marker}), seat {opener}, shows first.</source>
        <translation>Ninguém apostou no último turno de apostas: o primeiro lugar ainda em jogo à esquerda do marcador (lugar {marker}), o lugar {opener}, mostra primeiro.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="108"/>
        <source>No betting round was played on the last street: at most one seat could still bet, so the board was run out. The first seat still in from a mão (the marker, seat {marker}) shows first, all in or not: seat {opener}.</source>
        <translation>Não houve turno de apostas na última carta: no máximo um lugar ainda podia apostar, e por isso as cartas comuns foram viradas até ao fim. Mostra primeiro o primeiro lugar ainda em jogo a partir de «a mão» (o marcador, lugar {marker}), esteja encavado ou não: o lugar {opener}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="116"/>
        <source>Seat {seat} made the highest bet in the previous round. All in before the last round began, {skipped} could not open it: seat {opener}, the first seat still in clockwise from it that could bet in the last round, shows first.</source>
        <translation>O lugar {seat} fez a aposta mais elevada no turno anterior. Com {skipped} já na situação de encavado antes do início do último turno e, por isso, sem o poder abrir, o lugar {opener}, o primeiro lugar ainda em jogo a partir dele no sentido dos ponteiros do relógio que podia apostar no último turno, mostra primeiro.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="121"/>
        <source>The marker is seat {marker}. All in before the last round began, {skipped} could not open it: seat {opener}, the first seat still in clockwise from it that could bet in the last round, shows first.</source>
        <translation>O marcador está no lugar {marker}. Com {skipped} já na situação de encavado antes do início do último turno e, por isso, sem o poder abrir, o lugar {opener}, o primeiro lugar ainda em jogo a partir dele no sentido dos ponteiros do relógio que podia apostar no último turno, mostra primeiro.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="126"/>
        <source>Seat {seat} made the highest bet in the previous round, so it opened the last round and shows first.</source>
        <translation>O lugar {seat} fez a aposta mais elevada no turno anterior, por isso abriu o último turno e mostra primeiro.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="130"/>
        <source>Seat {seat} made the highest bet in the previous round, so the last round was opened from it; seat {seat} is no longer in, and a folded seat never shows: the first seat still in to its left, seat {opener}, shows first.</source>
        <translation>O lugar {seat} fez a aposta mais elevada no turno anterior, por isso o último turno foi aberto a partir dele; o lugar {seat} já não está em jogo, e um lugar que desistiu nunca mostra: o primeiro lugar ainda em jogo à sua esquerda, o lugar {opener}, mostra primeiro.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="135"/>
        <source>The marker, seat {marker}, has a mão: it opened the last round and shows first.</source>
        <translation>O marcador, no lugar {marker}, tem a mão: abriu o último turno e mostra primeiro.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="139"/>
        <source>The marker, seat {marker}, has a mão, so the last round was opened from it; seat {marker} is no longer in, and a folded seat never shows: the first seat still in clockwise from it, seat {opener}, shows first.</source>
        <translation>O marcador, no lugar {marker}, tem a mão, por isso o último turno foi aberto a partir dele; o lugar {marker} já não está em jogo, e um lugar que desistiu nunca mostra: o primeiro lugar ainda em jogo no sentido dos ponteiros do relógio a partir dele, o lugar {opener}, mostra primeiro.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="144"/>
        <source>counterclockwise</source>
        <translation>em sentido oposto ao dos ponteiros do relógio</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="145"/>
        <source>Then the others in turn, {direction}; folded seats never show: {order}.</source>
        <translation>Depois os outros, à vez, {direction}; os lugares que desistiram nunca mostram: {order}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="164"/>
        <source>{pot} takes every seat&apos;s chips from {floor} up to {ceiling}: {amount}. Seats that can win it: {eligible}.</source>
        <translation>{pot} recebe as fichas de cada lugar desde {floor} até {ceiling}: {amount}. Lugares que o podem ganhar: {eligible}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="198"/>
        <source>{pot}: seat {seat} has the best hand among {eligible} and takes {net}.</source>
        <translation>{pot}: o lugar {seat} tem a melhor mão entre {eligible} e recebe {net}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="202"/>
        <source>{pot}: seats {seats} tie; {net} is split in equal parts of {part}.</source>
        <translation>{pot}: os lugares {seats} empatam; {net} é dividido em partes iguais de {part}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="208"/>
        <source>One odd chip unit is left over: it goes to seat {seat}, the first of the winners in this order: {order}.</source>
        <translation>Sobra uma unidade de ficha remanescente: vai para o lugar {seat}, o primeiro dos vencedores por esta ordem: {order}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="211"/>
        <source>{units} odd chip units are left over: all of them go to seat {seat}, the first of the winners clockwise from the croupier&apos;s left ({order}).</source>
        <translation>Sobram {units} unidades de ficha remanescentes: vão todas para o lugar {seat}, o primeiro dos vencedores no sentido dos ponteiros do relógio a partir da esquerda do croupier ({order}).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="215"/>
        <source>{units} odd chip units are left over: they go one each to {receivers}, taking the winners in this order: {order}.</source>
        <translation>Sobram {units} unidades de ficha remanescentes: vão uma a cada um de {receivers}, tomando os vencedores por esta ordem: {order}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="231"/>
        <source>Paid to each seat (shares plus any returned bet): {paid}.</source>
        <translation>Pago a cada lugar (partes mais qualquer aposta devolvida): {paid}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="255"/>
        <source>the highest open card</source>
        <comment>board</comment>
        <translation>a carta aberta mais alta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="256"/>
        <source>the highest pair showing</source>
        <comment>board</comment>
        <translation>o par mais alto à vista</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="257"/>
        <source>the highest second open card</source>
        <comment>board</comment>
        <translation>a segunda carta aberta mais alta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="258"/>
        <source>three of a kind</source>
        <comment>board</comment>
        <translation>trio</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="259"/>
        <source>a pair formed with the third open card</source>
        <comment>board</comment>
        <translation>um par formado com a terceira carta aberta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="260"/>
        <source>the highest third open card</source>
        <comment>board</comment>
        <translation>a terceira carta aberta mais alta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="261"/>
        <source>a possible royal flush</source>
        <comment>board</comment>
        <translation>um possível naipe real</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="262"/>
        <source>a possible straight flush</source>
        <comment>board</comment>
        <translation>uma possível sequência de naipe</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="263"/>
        <source>four of a kind</source>
        <comment>board</comment>
        <translation>quatro cartas de igual denominação</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="264"/>
        <source>a possible flush</source>
        <comment>board</comment>
        <translation>um possível naipe</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="265"/>
        <source>a possible straight</source>
        <comment>board</comment>
        <translation>uma possível sequência</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="266"/>
        <source>two pair</source>
        <comment>board</comment>
        <translation>dois pares</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="267"/>
        <source>a pair formed with the fourth open card</source>
        <comment>board</comment>
        <translation>um par formado com a quarta carta aberta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="268"/>
        <source>the highest fourth open card</source>
        <comment>board</comment>
        <translation>a quarta carta aberta mais alta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="273"/>
        <source>one open card</source>
        <translation>uma carta aberta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="273"/>
        <source>two open cards</source>
        <translation>duas cartas abertas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="274"/>
        <source>three open cards</source>
        <translation>três cartas abertas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="274"/>
        <source>four open cards</source>
        <translation>quatro cartas abertas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="284"/>
        <source>With {n} each, seat {seat} shows {what}: {cards}; it must open (bet or fold).</source>
        <translation>Com {n} cada, o lugar {seat} mostra {what}: {cards}; é obrigado a fazer a aposta de abertura (aposta ou desiste).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="287"/>
        <source>With {n} each, seat {seat} shows {what}: {cards}; it speaks first: it may check, bet or fold.</source>
        <translation>Com {n} cada, o lugar {seat} mostra {what}: {cards}; cabe-lhe o direito de ser o primeiro a jogar: pode passar a voz, apostar ou desistir.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="292"/>
        <source>Seat {seat} had a better board but had folded: the right to speak first passed on.</source>
        <translation>O lugar {seat} tinha melhores cartas abertas, mas tinha desistido: o direito de ser o primeiro a jogar passou adiante.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="295"/>
        <source>Seats {seats} had a better board but had folded: the right to speak first passed on.</source>
        <translation>Os lugares {seats} tinham melhores cartas abertas, mas tinham desistido: o direito de ser o primeiro a jogar passou adiante.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="305"/>
        <source>Once it bets, the others follow counterclockwise from its right: {order}.</source>
        <translation>Feita a aposta, os outros jogam em sentido oposto ao dos ponteiros do relógio, a começar pelo jogador à sua direita: {order}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="308"/>
        <source>Until someone bets, the turn passes by the open boards: {boards}; after a bet, counterclockwise from the bettor&apos;s right.</source>
        <translation>Até alguém apostar, a vez passa pela ordem das cartas abertas: {boards}; feita uma aposta, em sentido oposto ao dos ponteiros do relógio, a começar pelo jogador à direita do apostador.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="312"/>
        <source>Until someone bets, the turn passes by the open boards; after a bet, counterclockwise from the bettor&apos;s right.</source>
        <translation>Até alguém apostar, a vez passa pela ordem das cartas abertas; feita uma aposta, em sentido oposto ao dos ponteiros do relógio, a começar pelo jogador à direita do apostador.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="298"/>
        <source>Seat {seat} had a better board but had folded: the duty passed on.</source>
        <translation>O lugar {seat} tinha melhores cartas abertas, mas tinha desistido: a obrigação passou adiante.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/explain_poker.py" line="301"/>
        <source>Seats {seats} had a better board but had folded: the duty passed on.</source>
        <translation>Os lugares {seats} tinham melhores cartas abertas, mas tinham desistido: a obrigação passou adiante.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="55"/>
        <source>Who wins?</source>
        <translation>Quem ganha?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="62"/>
        <source>Which seat holds the winning hand? (Several seats if they tie.)</source>
        <translation>Que lugar tem a mão vencedora? (Vários lugares, se empatarem.)</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="72"/>
        <source>winning seats</source>
        <translation>lugares vencedores</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="83"/>
        <source>Read the hands</source>
        <translation>Ler as mãos</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="91"/>
        <source>Name the hand of each seat still in.</source>
        <translation>Indique a combinação de cada lugar ainda em jogo.</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="338"/>
        <location filename="../../trainer/tasks/poker.py" line="108"/>
        <location filename="../../trainer/tasks/qpoker.py" line="192"/>
        <source>seat {seat}</source>
        <translation>o lugar {seat}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="121"/>
        <source>Showdown order</source>
        <translation>Ordem da revelação do jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="132"/>
        <source>In which order do the players show their cards? Click the seats in order.</source>
        <translation>Por que ordem mostram os jogadores as suas cartas? Clique nos lugares por ordem.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="140"/>
        <source>Seat {seat} made the highest bet in the last betting round played. {ask}</source>
        <translation>O lugar {seat} fez a aposta mais elevada no último turno de apostas jogado. {ask}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="142"/>
        <source>Seat {seat} made the highest bet in the previous round. {ask}</source>
        <translation>O lugar {seat} fez a aposta mais elevada no turno anterior. {ask}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="153"/>
        <source>showdown order</source>
        <translation>ordem da revelação do jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="168"/>
        <source>Pots and payouts</source>
        <translation>Potes e pagamentos</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="214"/>
        <source>seat {seat} is paid</source>
        <translation>pago ao lugar {seat}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="226"/>
        <source>Commission</source>
        <translation>Comissão</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="233"/>
        <source>How much commission does the house take from this hand?</source>
        <translation>Quanto de comissão cobra a Casa nesta jogada?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="243"/>
        <source>commission</source>
        <translation>comissão</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="256"/>
        <source>Who opens the betting? (stud)</source>
        <translation>Quem abre as apostas? (póquer de cinco cartas)</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="278"/>
        <source>With one open card each, which seat must open the betting?</source>
        <translation>Com uma carta aberta cada, que lugar é obrigado a fazer a aposta de abertura?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="279"/>
        <source>With {n} open cards each, which seat speaks first?</source>
        <translation>Com {n} cartas abertas cada, que lugar tem o direito de ser o primeiro a jogar?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="281"/>
        <source>On the current street, which seat must open the betting?</source>
        <translation>Neste turno de apostas, que lugar tem de abrir as apostas?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="282"/>
        <source>On the current street, which seat speaks first?</source>
        <translation>Neste lanço de apostas, que lugar tem o direito de ser o primeiro a jogar?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="296"/>
        <source>first to act</source>
        <translation>primeiro a jogar</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/procedure.py" line="21"/>
        <source>Procedure and irregularities</source>
        <translation>Procedimento e irregularidades</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/procedure.py" line="31"/>
        <source>Choose the correct procedure.</source>
        <translation>Escolha o procedimento correcto.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="33"/>
        <source>The croupier holds {cards}: {category}.</source>
        <translation>O croupier tem {cards}: {category}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="36"/>
        <source>Any combination above three odd cards qualifies, so the croupier plays.</source>
        <translation>Qualquer combinação acima de três cartas diferentes qualifica o croupier, que por isso joga.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="38"/>
        <source>Three odd cards with a queen or higher: the croupier qualifies (Q-high or better).</source>
        <translation>Três cartas diferentes com uma dama ou superior: o croupier qualifica-se (Q ou melhor).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="40"/>
        <source>Three odd cards with nothing above a jack: the croupier does not qualify.</source>
        <translation>Três cartas diferentes sem nada acima de um valete: o croupier não se qualifica.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="89"/>
        <source>Seat {seat} holds three odd cards: the pair plus bet of {stake} loses.</source>
        <translation>O lugar {seat} tem três cartas diferentes: a aposta de {stake} no par e combinações vitoriosas perde.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="92"/>
        <source>Seat {seat} holds a {category}: the pair plus bet of {stake} is paid {odds}, that is {amount}.</source>
        <translation>O lugar {seat} tem {category}: a aposta de {stake} no par e combinações vitoriosas é paga a {odds}, ou seja, {amount}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="74"/>
        <location filename="../../trainer/tasks/dealing.py" line="76"/>
        <source>{what}, seat {seat}</source>
        <translation>{what}, lugar {seat}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="91"/>
        <source>Forced bets</source>
        <translation>Apostas obrigatórias</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="97"/>
        <source>The hand begins. What does each seat put in before the cards are dealt?</source>
        <translation>A jogada começa. Quanto coloca cada lugar antes de as cartas serem distribuídas?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="111"/>
        <source>posts</source>
        <translation>coloca</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="119"/>
        <source>Every seat puts the entry stake (&quot;bolo de entrada&quot;), {ante}, into the pot before the first card; the house&apos;s initial commission is taken apart and is not in the pot.</source>
        <translation>Cada lugar coloca o bolo de entrada, {ante}, no bolo antes da primeira carta; a comissão inicial da Casa é cobrada à parte e não faz parte do bolo.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="123"/>
        <source>After the cut and before the deal every seat puts its initial bet (ante), {ante}, into the pot.</source>
        <translation>Depois do corte e antes da distribuição, cada lugar coloca a sua aposta inicial (ante), {ante}, no pote.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="129"/>
        <source>The first seat to the left of the marker, seat {small}, posts the small blind, {sb}; the second, seat {big}, the big blind, {bb}.</source>
        <translation>O primeiro lugar à esquerda do marcador, o lugar {small}, coloca a aposta prévia menor, {sb}; o segundo, o lugar {big}, a aposta prévia maior, {bb}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="134"/>
        <source>The seat holding a mão (the marker), seat {small}, posts the small blind, {sb}, half the table minimum; the seat to its left, seat {big}, the big blind, {bb}.</source>
        <translation>O lugar que tem a mão (o marcador), o lugar {small}, faz a pequena aposta, {sb}, metade do mínimo da mesa; o lugar à sua esquerda, o lugar {big}, faz a grande aposta, {bb}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="199"/>
        <source>Dealing order</source>
        <translation>Ordem da distribuição</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="205"/>
        <source>The betting round is over. Who receives the next open card first, how many cards does each seat receive, and which way does the deal go?</source>
        <translation>O lanço de apostas terminou. Quem recebe primeiro a carta aberta seguinte, quantas cartas recebe cada lugar, e em que sentido segue a distribuição?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="207"/>
        <source>Deal the cards: who receives the first card, how many cards does each seat receive, and which way does the deal go?</source>
        <translation>Distribua as cartas: quem recebe a primeira carta, quantas cartas recebe cada lugar, e em que sentido segue a distribuição?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="223"/>
        <source>cards each</source>
        <translation>cartas a cada um</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="223"/>
        <source>direction</source>
        <translation>sentido</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="230"/>
        <source>Once every seat has put in its entry stake and the first card is taken from the box, the dealer gives every seat its first card face up, counterclockwise, always starting with the player at his right (seat {first}); then the hole card (&quot;carta chave&quot;) face down the same way: {order}.</source>
        <translation>Depois de todos os jogadores terem contribuído para o bolo de entrada e retirada da caixa a primeira carta, o dealer dá a cada lugar a primeira carta com a face voltada para cima, em sentido oposto ao do ponteiro do relógio, começando sempre pelo jogador à sua direita (lugar {first}); depois a carta chave, com a face voltada para baixo, da mesma forma: {order}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="238"/>
        <source>Every bet is matched and two or more seats are still in: each receives one more card face up, in the same direction as before, starting with the best open cards of the street just ended among the seats still in, seat {best}: {order}.</source>
        <translation>Todas as apostas foram acompanhadas e há dois ou mais lugares em jogo: cada um recebe mais uma carta aberta, no mesmo sentido, a começar pelo jogo à vista de maior graduação do lanço que terminou entre os lugares em jogo, o lugar {best}: {order}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="243"/>
        <source>From the shoe the cards go from left to right, clockwise, face down, one at a time to each spot with a bet, the croupier&apos;s card last in each turn, until every spot and the croupier hold three cards: {order}, then the croupier.</source>
        <translation>Com o sabot, as cartas são distribuídas da esquerda para a direita, no sentido do ponteiro do relógio, com a face voltada para baixo, uma de cada vez, a cada mão com apostas, sendo a última carta de cada volta do croupier, até todos terem três cartas: {order}, depois o croupier.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="249"/>
        <source>Starting with the seat immediately to the left of the marker and going clockwise, the croupier gives each seat {cards} cards face down, one at a time: {order}.</source>
        <translation>Começando pelo lugar imediatamente à esquerda do marcador e no sentido dos ponteiros do relógio, o croupier dá a cada lugar {cards} cartas de face para baixo, uma de cada vez: {order}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="255"/>
        <source>Rule 35 deals from the player who made the first bet; in sintético every seat antes (rule 102), and the trainer reads the first bet as the one of the seat holding a mão, seat {first}.</source>
        <translation>A regra 35 manda dar as cartas a começar pelo jogador que efectuou a primeira aposta; no póquer sintético todos os lugares fazem a aposta inicial (regra 102), e o treinador lê a primeira aposta como a do lugar que tem a mão, o lugar {first}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="259"/>
        <source>Rule 35 deals from the player who made the first bet: the seat holding a mão, which posted the small blind (rule 81), seat {first}.</source>
        <translation>A regra 35 manda dar as cartas a começar pelo jogador que efectuou a primeira aposta: o lugar que tem a mão, que fez a pequena aposta (regra 81), o lugar {first}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="262"/>
        <source>Face down, one card to each seat at a time, clockwise, until each has {cards}: {order}.</source>
        <translation>Cobertas, uma carta a cada lugar de cada vez, no sentido dos ponteiros do relógio, até cada um ter {cards}: {order}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="283"/>
        <source>Burn and board</source>
        <translation>Queimar e cartas comuns</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="289"/>
        <source>The board comes now. How many cards does the croupier discard, and how many does he lay face up on the table?</source>
        <translation>Vêm agora as cartas comuns. Quantas cartas inutiliza o croupier, e quantas coloca de face para cima na mesa?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="291"/>
        <source>The board comes now. How many cards does the croupier burn, and how many does he turn face up on the table?</source>
        <translation>Vêm agora as cartas comuns. Quantas cartas queima o pagador, e quantas vira para cima na mesa?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="304"/>
        <source>cards burnt</source>
        <translation>cartas queimadas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="304"/>
        <source>board cards</source>
        <translation>cartas comuns</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="312"/>
        <source>No card is burnt in sintético. The croupier takes board card {n} of 5 from the bottom of the deck and lays it face up.</source>
        <translation>No póquer sintético não há carta queimada. O pagador tira da parte de baixo do baralho a carta comum {n} de 5 e coloca-a descoberta.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="325"/>
        <source>The croupier discards one card and lays three face up in the middle of the table: the flop.</source>
        <translation>O croupier inutiliza uma carta e coloca três cartas no centro da mesa, de face para cima: o flop.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="326"/>
        <source>The croupier discards one card and lays one more face up: the turn.</source>
        <translation>O croupier inutiliza uma carta e coloca mais uma de face para cima: o turn.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="327"/>
        <source>The croupier discards one card and lays one more face up: the river.</source>
        <translation>O croupier inutiliza uma carta e coloca mais uma de face para cima: o river (rio).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="328"/>
        <source>After the first betting round the croupier discards one card and lays three face up in the middle of the table: the flop.</source>
        <translation>Concluído o primeiro turno de apostas, o croupier, depois de inutilizar uma carta, coloca três cartas no centro da mesa, de face para cima: o flop.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="330"/>
        <source>After the second betting round the croupier discards one card and lays one more face up: the turn.</source>
        <translation>Findo o segundo turno de apostas, o croupier inutiliza uma carta e coloca mais uma de face para cima: o turn.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="331"/>
        <source>After the third betting round the croupier discards one card and lays one more face up: the river.</source>
        <translation>Findo o terceiro turno de apostas, o croupier inutiliza uma carta e coloca mais uma de face para cima: o river (rio).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="338"/>
        <source>The croupier burns one card and takes three common cards to the middle of the table: the flop.</source>
        <translation>O pagador queima uma carta e tira três cartas comuns para o centro da mesa: o flop.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="339"/>
        <source>The croupier burns the next card and turns the fourth common card: the turn.</source>
        <translation>O pagador queima a carta seguinte e volta a quarta carta comum: o turn.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="340"/>
        <source>The croupier burns the next card and lays the fifth and last common card face up: the river.</source>
        <translation>O pagador queima a carta seguinte e vira a quinta e última carta comum: o rio.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="342"/>
        <source>After the first betting round the croupier burns one card and takes three common cards to the middle of the table: the flop.</source>
        <translation>Depois do primeiro turno de apostas, o pagador queima uma carta e tira três cartas comuns para o centro da mesa: o flop.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="346"/>
        <source>After the third betting round the croupier burns the next card and lays the fifth and last common card face up: the river.</source>
        <translation>Depois do terceiro turno de apostas, o pagador queima a carta seguinte e vira a quinta e última carta comum: o rio.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="344"/>
        <source>After the second betting round the croupier burns the next card and turns the fourth common card: the turn.</source>
        <translation>Depois do segundo turno de apostas, o pagador queima a carta seguinte e volta a quarta carta comum: o turn.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="26"/>
        <source>Pair plus</source>
        <translation>Par e combinações vitoriosas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="34"/>
        <source>The spots&apos; hands are open. Settle the pair plus bets: what each one wins (+) or loses (−).</source>
        <translation>As mãos dos jogadores estão abertas. Liquide as apostas no par e combinações vitoriosas: quanto ganha (+) ou perde (−) cada uma.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="44"/>
        <source>pair plus</source>
        <translation>par e combinações vitoriosas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="48"/>
        <source>After the spots&apos; hands are opened, the pair plus bets are settled first.</source>
        <translation>Depois de abrir as mãos dos jogadores, liquidam-se primeiro as apostas no par e combinações vitoriosas.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="63"/>
        <source>Collect the folds</source>
        <translation>Recolher as desistências</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="71"/>
        <source>The spots have decided. How much does the croupier take from each spot that folds?</source>
        <translation>Os jogadores já decidiram. Quanto recolhe o croupier de cada mão que desiste?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="81"/>
        <source>taken</source>
        <translation>recolhido</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/spots.py" line="84"/>
        <source>A spot decides before the croupier&apos;s cards are opened, and may not take it back.</source>
        <translation>O jogador decide antes da abertura das cartas do croupier, e a decisão não pode ser revogada.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="104"/>
        <location filename="../../trainer/tasks/spots.py" line="87"/>
        <source>Seat {seat} folds: it loses half its bet of {stake}, rounded up to the chip unit: {loss}.</source>
        <translation>O lugar {seat} desiste: perde metade da sua aposta de {stake}, arredondada por excesso à unidade de ficha: {loss}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="106"/>
        <source>The croupier does not qualify: seat {seat} is paid half its bet of {stake} (1:2), rounded down: {amount}.</source>
        <translation>O croupier não se qualifica: o lugar {seat} recebe metade da sua aposta de {stake} (1:2), arredondada por defeito: {amount}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="109"/>
        <source>The croupier&apos;s hand is higher: seat {seat} loses its bet of {stake}.</source>
        <translation>A mão do croupier é superior: o lugar {seat} perde a sua aposta de {stake}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="114"/>
        <source>Seat {seat} and the croupier hold identical hands: the bet is returned (push).</source>
        <translation>O lugar {seat} e o croupier têm mãos idênticas: a aposta é devolvida (empate).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="116"/>
        <source>Seat {seat} beats the qualified croupier with a {category}: paid {odds} on {stake}, rounded down: {amount}.</source>
        <translation>O lugar {seat} bate o croupier qualificado com {category}: recebe {odds} sobre {stake}, arredondado por defeito: {amount}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="61"/>
        <source>Seat {seat} nets {net}.</source>
        <translation>Resultado líquido do lugar {seat}: {net}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="111"/>
        <source>Seat {seat} and the croupier hold three of a kind of equal rank: the house pushes equal three of a kind, and the bet is returned.</source>
        <translation>O lugar {seat} e o croupier têm trios do mesmo valor: a Casa considera empate os trios iguais, e a aposta é devolvida.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="135"/>
        <source>Does the croupier qualify?</source>
        <translation>O croupier qualifica-se?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="139"/>
        <source>Does the croupier&apos;s hand qualify?</source>
        <translation>A mão do croupier qualifica-se?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="151"/>
        <source>croupier qualifies</source>
        <translation>o croupier qualifica-se</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="166"/>
        <source>Pay the spots</source>
        <translation>Pagar os lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="170"/>
        <source>Settle every spot: pair plus, the bet against the croupier, and the net.</source>
        <translation>Liquide cada lugar: o par e combinações vitoriosas, a aposta contra o croupier e o resultado líquido.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="61"/>
        <source>the {row} row ({row_hand}: {row_cards}) beats the {beaten} row ({beaten_hand}: {beaten_cards})</source>
        <translation>o {row} ({row_hand}: {row_cards}) bate o {beaten} ({beaten_hand}: {beaten_cards})</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="69"/>
        <source>{foul}, a higher run in the 13-card order (ruling R5-3)</source>
        <translation>{foul}, uma sequência mais alta na ordem do jogo das treze cartas (interpretação R5-3)</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="72"/>
        <source>{foul}: {high} over {low}</source>
        <translation>{foul}: {high} acima de {low}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="85"/>
        <source>{place} holds {natural}: a natural is judged on the place&apos;s 13 cards, however the rows are laid out, and is never a foul, though its rows as set are out of order. Its cards make {rows}.</source>
        <translation>{place} tem {natural}: um jogo feito ou natural é avaliado pelas 13 cartas do lugar, seja qual for a arrumação dos escalões, e nunca é falta, embora os seus escalões, tal como estão arrumados, estejam fora de ordem. As suas cartas formam {rows}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="90"/>
        <source>{place} holds {natural}: a natural is judged on the place&apos;s 13 cards, however the rows are laid out. Its cards make {rows}.</source>
        <translation>{place} tem {natural}: um jogo feito ou natural é avaliado pelas 13 cartas do lugar, seja qual for a arrumação dos escalões. As suas cartas formam {rows}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="105"/>
        <source>{place} holds a natural ({natural}): a natural is never a foul.</source>
        <translation>{place} tem um jogo feito ou natural ({natural}): um jogo feito ou natural nunca é falta.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="109"/>
        <source>{place} fouls: {reason}.</source>
        <translation>{place} comete falta: {reason}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="112"/>
        <source>{place} is in order: the front does not beat the middle and the middle does not beat the back.</source>
        <translation>{place} está em ordem: o primeiro escalão não bate o segundo e o segundo não bate o terceiro.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="125"/>
        <source>Foul or not?</source>
        <translation>Falta ou não?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="129"/>
        <source>Which places have fouled (rows not in ascending order)?</source>
        <translation>Que lugares cometeram falta (escalões fora da ordem ascendente)?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="160"/>
        <source>Naturals</source>
        <translation>Jogos feitos ou naturais</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="164"/>
        <source>Does any place hold a natural? Name it.</source>
        <translation>Algum lugar tem jogo feito ou natural? Indique-o.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="191"/>
        <source>{place}: {natural}.</source>
        <translation>{place}: {natural}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="195"/>
        <source>{place}: no natural.</source>
        <translation>{place}: sem jogo feito ou natural.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="208"/>
        <source>Settle the seats</source>
        <translation>Liquidar os lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="215"/>
        <source>For each seat: win, lose or push against the banker, and the net amount.</source>
        <translation>Para cada lugar: ganha, perde ou empata contra o banqueiro, e o montante líquido.</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="335"/>
        <location filename="../../trainer/tasks/thirteen.py" line="252"/>
        <source>the banker</source>
        <translation>o banqueiro</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="253"/>
        <source>{place}, {row} row: {winner} wins and scores {points}.</source>
        <translation>{place}, {row}: {winner} ganha e soma {points}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="257"/>
        <source>{place} scores {seat_points}, the banker {banker_points}: {outcome}, net {net}.</source>
        <translation>{place} soma {seat_points}, o banqueiro {banker_points}: {outcome}, líquido {net}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="276"/>
        <source>The dice: who gets the first card?</source>
        <translation>Os dados: quem recebe a primeira carta?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="283"/>
        <source>The four dice are shown. Which place receives the first card?</source>
        <translation>Os quatro dados estão à vista. Que lugar recebe a primeira carta?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="309"/>
        <source>From that place the cards are dealt face down, counterclockwise, one at a time to each place, until every place has 13 cards; all four places are dealt, however many players there are.</source>
        <translation>A partir desse lugar, as cartas são distribuídas com a face voltada para baixo, em sentido oposto ao do ponteiro do relógio, uma a uma, a cada lugar, até perfazerem o total de 13 cartas para cada lugar; seja qual for o número de jogadores, são sempre distribuídas a todos os quatro lugares.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="223"/>
        <location filename="../../trainer/tasks/thirteen.py" line="299"/>
        <source>first card</source>
        <translation>primeira carta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="304"/>
        <source>The dice add up to {total}. Count counterclockwise from the banker, the banker being 1: banker, seat 3, seat 2, seat 1, banker... Position {pos} of 4 is {place}, which receives the first card.</source>
        <translation>Os dados somam {total}. Conte em sentido oposto ao dos ponteiros do relógio a partir do banqueiro, que conta como 1: banqueiro, lugar 3, lugar 2, lugar 1, banqueiro... A posição {pos} de 4 é {place}, que recebe a primeira carta.</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="83"/>
        <source>royal flush</source>
        <comment>category, non-banked</comment>
        <translation>sequência máxima da cor</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="84"/>
        <source>royal flush</source>
        <comment>category, stud</comment>
        <translation>naipe real</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="85"/>
        <source>royal flush</source>
        <comment>category, 2010</comment>
        <translation>naipe real</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="86"/>
        <source>royal flush</source>
        <comment>category, 13 cards</comment>
        <translation>naipe real</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="88"/>
        <source>straight flush</source>
        <comment>category, non-banked</comment>
        <translation>sequência da cor</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="89"/>
        <source>straight flush</source>
        <comment>category, stud</comment>
        <translation>sequência de naipe</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="90"/>
        <source>straight flush</source>
        <comment>category, 2010</comment>
        <translation>sequência de naipe</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="91"/>
        <source>straight flush</source>
        <comment>category, 13 cards</comment>
        <translation>sequência de naipe</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="92"/>
        <source>straight flush</source>
        <comment>category, Q Poker</comment>
        <translation>sequência de naipe</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="94"/>
        <source>four of a kind</source>
        <comment>category, non-banked</comment>
        <translation>póquer</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="95"/>
        <source>four of a kind</source>
        <comment>category, stud</comment>
        <translation>quatro cartas iguais</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="96"/>
        <source>four of a kind</source>
        <comment>category, 2010</comment>
        <translation>quatro cartas iguais</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="97"/>
        <source>four of a kind</source>
        <comment>category, 13 cards</comment>
        <translation>quatro cartas iguais</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="99"/>
        <source>full house</source>
        <comment>category, non-banked</comment>
        <translation>fullen</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="100"/>
        <source>full house</source>
        <comment>category, stud</comment>
        <translation>trio-par</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="101"/>
        <source>full house</source>
        <comment>category, 2010</comment>
        <translation>trio-par</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="102"/>
        <source>full house</source>
        <comment>category, 13 cards</comment>
        <translation>trio-par</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="104"/>
        <source>flush</source>
        <comment>category, non-banked</comment>
        <translation>cor</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="105"/>
        <source>flush</source>
        <comment>category, stud</comment>
        <translation>naipe ou cor</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="106"/>
        <source>flush</source>
        <comment>category, 2010</comment>
        <translation>naipe ou cor</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="107"/>
        <source>flush</source>
        <comment>category, 13 cards</comment>
        <translation>naipe ou cor</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="108"/>
        <source>flush</source>
        <comment>category, Q Poker</comment>
        <translation>naipe ou cor</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="110"/>
        <source>straight</source>
        <comment>category, non-banked</comment>
        <translation>sequência</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="111"/>
        <source>straight</source>
        <comment>category, stud</comment>
        <translation>sequência</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="112"/>
        <source>straight</source>
        <comment>category, 2010</comment>
        <translation>sequência</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="113"/>
        <source>straight</source>
        <comment>category, 13 cards</comment>
        <translation>sequência</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="114"/>
        <source>straight</source>
        <comment>category, Q Poker</comment>
        <translation>sequência</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="116"/>
        <source>three of a kind</source>
        <comment>category, non-banked</comment>
        <translation>trio</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="117"/>
        <source>three of a kind</source>
        <comment>category, stud</comment>
        <translation>trio</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="118"/>
        <source>three of a kind</source>
        <comment>category, 2010</comment>
        <translation>trio</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="119"/>
        <source>three of a kind</source>
        <comment>category, 13 cards</comment>
        <translation>trio</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="120"/>
        <source>three of a kind</source>
        <comment>category, Q Poker</comment>
        <translation>três cartas iguais</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="122"/>
        <source>figures with pairs</source>
        <comment>category, non-banked</comment>
        <translation>figuras com pares</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="124"/>
        <source>simple figures</source>
        <comment>category, non-banked</comment>
        <translation>figuras simples</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="126"/>
        <source>two pair</source>
        <comment>category, non-banked</comment>
        <translation>dois pares</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="127"/>
        <source>two pair</source>
        <comment>category, stud</comment>
        <translation>dois pares</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="128"/>
        <source>two pair</source>
        <comment>category, 2010</comment>
        <translation>dois pares</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="129"/>
        <source>two pair</source>
        <comment>category, 13 cards</comment>
        <translation>dois pares</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="131"/>
        <source>one pair</source>
        <comment>category, non-banked</comment>
        <translation>par</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="132"/>
        <source>one pair</source>
        <comment>category, stud</comment>
        <translation>par</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="133"/>
        <source>one pair</source>
        <comment>category, 2010</comment>
        <translation>par</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="134"/>
        <source>one pair</source>
        <comment>category, 13 cards</comment>
        <translation>par</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="135"/>
        <source>one pair</source>
        <comment>category, Q Poker</comment>
        <translation>par</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="137"/>
        <source>high card</source>
        <comment>category, non-banked</comment>
        <translation>carta maior</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="138"/>
        <source>high card</source>
        <comment>category, stud</comment>
        <translation>maior carta</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="139"/>
        <source>high card</source>
        <comment>category, 2010</comment>
        <translation>cinco cartas diferentes</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="140"/>
        <source>high card</source>
        <comment>category, 13 cards</comment>
        <translation>maior carta</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="141"/>
        <source>high card</source>
        <comment>category, Q Poker</comment>
        <translation>três cartas diferentes</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="145"/>
        <source>dragon</source>
        <comment>natural</comment>
        <translation>dragão</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="146"/>
        <source>six pairs and a half</source>
        <comment>natural</comment>
        <translation>seis pares e meio</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="147"/>
        <source>three flushes</source>
        <comment>natural</comment>
        <translation>três cores</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="148"/>
        <source>three straights</source>
        <comment>natural</comment>
        <translation>três sequências</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="153"/>
        <source>Five-card stud</source>
        <comment>game</comment>
        <translation>Póquer de cinco cartas</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="154"/>
        <source>Hold&apos;em</source>
        <comment>game</comment>
        <translation>Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="155"/>
        <source>Omaha</source>
        <comment>game</comment>
        <translation>Omaha</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="156"/>
        <source>Póquer sintético</source>
        <comment>game</comment>
        <translation>Póquer sintético</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="157"/>
        <source>Omaha (Macau 2010)</source>
        <comment>game</comment>
        <translation>Omaha (Macau 2010)</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="158"/>
        <source>Thirteen cards</source>
        <comment>game</comment>
        <translation>Treze cartas</translation>
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
        <translation>primeiro escalão</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="170"/>
        <source>middle</source>
        <comment>row</comment>
        <translation>segundo escalão</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="171"/>
        <source>back</source>
        <comment>row</comment>
        <translation>terceiro escalão</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="175"/>
        <source>win</source>
        <comment>outcome</comment>
        <translation>ganha</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="176"/>
        <source>lose</source>
        <comment>outcome</comment>
        <translation>perde</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="177"/>
        <source>push</source>
        <comment>outcome</comment>
        <translation>empate</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="332"/>
        <location filename="../../trainer/tasks/poker.py" line="163"/>
        <source>amount</source>
        <comment>answer key</comment>
        <translation>montante</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="181"/>
        <location filename="../../trainer/tasks/thirteen.py" line="122"/>
        <location filename="../../trainer/tasks/thirteen.py" line="157"/>
        <location filename="../../trainer/tasks/thirteen.py" line="204"/>
        <source>banker</source>
        <comment>answer key</comment>
        <translation>banqueiro</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="163"/>
        <source>bet</source>
        <comment>answer key</comment>
        <translation>aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="281"/>
        <source>board</source>
        <comment>answer key</comment>
        <translation>cartas comuns</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="281"/>
        <source>burn</source>
        <comment>answer key</comment>
        <translation>cartas queimadas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="196"/>
        <source>cards</source>
        <comment>answer key</comment>
        <translation>cartas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="81"/>
        <source>categories</source>
        <comment>answer key</comment>
        <translation>categorias</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="141"/>
        <location filename="../../trainer/tasks/colour.py" line="114"/>
        <location filename="../../trainer/tasks/colour.py" line="196"/>
        <source>chips</source>
        <comment>answer key</comment>
        <translation>fichas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="630"/>
        <location filename="../../trainer/tasks/procedure.py" line="19"/>
        <source>choice</source>
        <comment>answer key</comment>
        <translation>escolha</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="224"/>
        <source>commission</source>
        <comment>answer key</comment>
        <translation>comissão</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="197"/>
        <source>direction</source>
        <comment>answer key</comment>
        <translation>sentido</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="196"/>
        <source>first</source>
        <comment>answer key</comment>
        <translation>primeiro</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="274"/>
        <source>first card</source>
        <comment>answer key</comment>
        <translation>primeira carta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="122"/>
        <source>fouls</source>
        <comment>answer key</comment>
        <translation>faltas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="322"/>
        <location filename="../../trainer/tasks/betting.py" line="485"/>
        <source>max raise to</source>
        <comment>answer key</comment>
        <translation>maior repique para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="321"/>
        <location filename="../../trainer/tasks/betting.py" line="484"/>
        <source>min raise to</source>
        <comment>answer key</comment>
        <translation>menor repique para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="156"/>
        <source>naturals</source>
        <comment>answer key</comment>
        <translation>jogos feitos</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="163"/>
        <location filename="../../trainer/tasks/thirteen.py" line="205"/>
        <source>net</source>
        <comment>answer key</comment>
        <translation>líquido</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="119"/>
        <source>order</source>
        <comment>answer key</comment>
        <translation>ordem</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/thirteen.py" line="205"/>
        <source>outcome</source>
        <comment>answer key</comment>
        <translation>resultado</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="162"/>
        <source>pair plus</source>
        <comment>answer key</comment>
        <translation>par e combinações vitoriosas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="165"/>
        <source>payouts</source>
        <comment>answer key</comment>
        <translation>pagamentos</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/dealing.py" line="90"/>
        <source>posts</source>
        <comment>answer key</comment>
        <translation>apostas colocadas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="547"/>
        <location filename="../../trainer/tasks/poker.py" line="163"/>
        <source>pots</source>
        <comment>answer key</comment>
        <translation>potes</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="133"/>
        <source>qualifies</source>
        <comment>answer key</comment>
        <translation>qualifica-se</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="289"/>
        <location filename="../../trainer/tasks/betting.py" line="483"/>
        <location filename="../../trainer/tasks/poker.py" line="253"/>
        <source>seat</source>
        <comment>answer key</comment>
        <translation>lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/qpoker.py" line="161"/>
        <location filename="../../trainer/tasks/spots.py" line="25"/>
        <location filename="../../trainer/tasks/spots.py" line="62"/>
        <location filename="../../trainer/tasks/thirteen.py" line="204"/>
        <source>seats</source>
        <comment>answer key</comment>
        <translation>lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="62"/>
        <source>shares</source>
        <comment>answer key</comment>
        <translation>partes</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="253"/>
        <source>street</source>
        <comment>answer key</comment>
        <translation>volta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="320"/>
        <location filename="../../trainer/tasks/betting.py" line="483"/>
        <source>to call</source>
        <comment>answer key</comment>
        <translation>para acompanhar</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/poker.py" line="53"/>
        <location filename="../../trainer/tasks/poker.py" line="164"/>
        <source>winners</source>
        <comment>answer key</comment>
        <translation>vencedores</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="185"/>
        <source>clockwise</source>
        <comment>direction</comment>
        <translation>no sentido dos ponteiros do relógio</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="186"/>
        <source>counterclockwise</source>
        <comment>direction</comment>
        <translation>em sentido oposto ao dos ponteiros do relógio</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="191"/>
        <source>foul</source>
        <comment>13 cards: a place&apos;s rows, answered</comment>
        <translation>falta</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="192"/>
        <source>in order</source>
        <comment>13 cards: a place&apos;s rows, answered</comment>
        <translation>em ordem</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="193"/>
        <source>qualifies</source>
        <comment>Q Poker: the croupier&apos;s hand, answered</comment>
        <translation>qualifica-se</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="194"/>
        <source>does not qualify</source>
        <comment>Q Poker: the croupier&apos;s hand, answered</comment>
        <translation>não se qualifica</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="394"/>
        <source>to call</source>
        <comment>answer key, non-banked</comment>
        <translation>para acompanhar</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="395"/>
        <source>to call</source>
        <comment>answer key, stud</comment>
        <translation>para aceitar a aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="396"/>
        <source>to call</source>
        <comment>answer key, 2010</comment>
        <translation>para igualar</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="397"/>
        <source>min raise to</source>
        <comment>answer key, non-banked</comment>
        <translation>menor repique para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="398"/>
        <source>min raise to</source>
        <comment>answer key, stud</comment>
        <translation>menor aumento para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="399"/>
        <source>min raise to</source>
        <comment>answer key, 2010</comment>
        <translation>menor subida da aposta para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="400"/>
        <source>max raise to</source>
        <comment>answer key, non-banked</comment>
        <translation>maior repique para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="401"/>
        <source>max raise to</source>
        <comment>answer key, stud</comment>
        <translation>maior aumento para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="402"/>
        <source>max raise to</source>
        <comment>answer key, 2010</comment>
        <translation>maior subida da aposta para</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="261"/>
        <source>no natural</source>
        <translation>sem jogo feito ou natural</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="289"/>
        <source>, </source>
        <comment>joins the items of a list: 1, 2, 5</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="301"/>
        <source>; </source>
        <comment>joins the clauses of one sentence: seat 3 calls 10; seat 5 folds</comment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="311"/>
        <source>{label}: {value}</source>
        <comment>a value under its label</comment>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="316"/>
        <source>({parts})</source>
        <comment>parts of an answer kept together</comment>
        <translation>({parts})</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="335"/>
        <source>The banker</source>
        <translation>O banqueiro</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="337"/>
        <source>The croupier</source>
        <translation>O croupier</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="337"/>
        <source>the croupier</source>
        <translation>o croupier</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/words.py" line="338"/>
        <source>Seat {seat}</source>
        <translation>O lugar {seat}</translation>
    </message>
    <message>
        <location filename="../../trainer/training/question_run.py" line="87"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location filename="../../trainer/training/question_run.py" line="89"/>
        <source>{seconds} s — within the {target} s target</source>
        <translation>{seconds} s — dentro do tempo-alvo de {target} s</translation>
    </message>
    <message>
        <location filename="../../trainer/training/question_run.py" line="90"/>
        <source>{seconds} s — over the {target} s target</source>
        <translation>{seconds} s — acima do tempo-alvo de {target} s</translation>
    </message>
    <message>
        <location filename="../../trainer/training/drill.py" line="89"/>
        <source>The answer rests on {cite}.</source>
        <translation>A resposta baseia-se em {cite}.</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/items.py" line="122"/>
        <source>The exam&apos;s items cannot be drawn: {error}</source>
        <translation>Não é possível sortear os itens do exame: {error}</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/items.py" line="154"/>
        <source>The exam&apos;s hands cannot be dealt: {error}</source>
        <translation>Não é possível distribuir as jogadas do exame: {error}</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/items.py" line="163"/>
        <source>The questions of this exam cannot be rebuilt: the exam files or lessons have changed since it started.</source>
        <translation>Não é possível reconstituir as perguntas deste exame: os ficheiros do exame ou as lições mudaram desde o seu início.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/training/exam/items.py" line="249"/>
        <source>The exam asks for %n {task} questions on {game} but the lessons have only {have}.</source>
        <translation>
            <numerusform>O exame pede %n pergunta de {task} sobre {game}, mas as lições só têm {have}.</numerusform>
            <numerusform>O exame pede %n perguntas de {task} sobre {game}, mas as lições só têm {have}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/results.py" line="179"/>
        <source>The answers of this exam are not shown.</source>
        <translation>As respostas deste exame não são mostradas.</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/results.py" line="181"/>
        <source>The answers can be reviewed once the exam closes, on {when}.</source>
        <translation>As respostas podem ser revistas quando o exame fechar, em {when}.</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/results.py" line="183"/>
        <source>The answers can be reviewed after you submit.</source>
        <translation>As respostas podem ser revistas depois de entregar.</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="80"/>
        <source>This exam is already under way: resume it.</source>
        <translation>Este exame já está em curso: retome-o.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/training/exam/session.py" line="82"/>
        <source>All %n attempts at this exam have been used.</source>
        <translation>
            <numerusform>Já foi usada a única tentativa permitida neste exame.</numerusform>
            <numerusform>Já foram usadas todas as %n tentativas deste exame.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="169"/>
        <source>Hand {hand}, step {step} opens once step {previous} is answered: a hand is run in order.</source>
        <translation>Jogada {hand}, passo {step}: abre quando o passo {previous} estiver respondido; uma jogada conduz-se por ordem.</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="177"/>
        <source>Hand {hand}, step {step} is locked: step {next} has been shown, and its table shows this step&apos;s right answer.</source>
        <translation>Jogada {hand}, passo {step} bloqueado: o passo {next} já foi mostrado e a sua mesa mostra a resposta certa deste passo.</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="245"/>
        <source>This exam has been submitted.</source>
        <translation>Este exame foi entregue.</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="248"/>
        <source>Time is up: no more answers can be saved.</source>
        <translation>O tempo acabou: já não é possível guardar mais respostas.</translation>
    </message>
    <message>
        <location filename="../../trainer/training/exam/session.py" line="323"/>
        <source>This exam has not been submitted yet.</source>
        <translation>Este exame ainda não foi entregue.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="131"/>
        <source>{count} × {value}</source>
        <translation>{count} × {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="143"/>
        <source>Pay it in chips</source>
        <translation>Pagar em fichas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="167"/>
        <source>Pay seat {seat}&apos;s pair plus bet: build the payment from the chips, the fewest the table&apos;s chips allow.</source>
        <translation>Pague a aposta no «Par e combinações vitoriosas» do lugar {seat}: monte o pagamento com as fichas, no menor número que as fichas da mesa permitem.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="170"/>
        <source>Pay seat {seat}&apos;s win against the banker: build the payment from the chips, the fewest the table&apos;s chips allow.</source>
        <translation>Pague o que o lugar {seat} ganhou ao banqueiro: monte o pagamento com as fichas, no menor número que as fichas da mesa permitem.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="173"/>
        <source>Pay seat {seat} what it wins from the main pot: build the payment from the chips, the fewest the table&apos;s chips allow.</source>
        <translation>Pague ao lugar {seat} o que ganha do pote principal: monte o pagamento com as fichas, no menor número que as fichas da mesa permitem.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="176"/>
        <source>Pay seat {seat} what it wins from side pot {n}: build the payment from the chips, the fewest the table&apos;s chips allow.</source>
        <translation>Pague ao lugar {seat} o que ganha do pote lateral {n}: monte o pagamento com as fichas, no menor número que as fichas da mesa permitem.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="178"/>
        <source>Pay seat {seat}&apos;s bet against the croupier: build the payment from the chips, the fewest the table&apos;s chips allow.</source>
        <translation>Pague a aposta do lugar {seat} contra o croupier: monte o pagamento com as fichas, no menor número que as fichas da mesa permitem.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="192"/>
        <source>the amount paid</source>
        <translation>o montante pago</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="226"/>
        <source>The banker collects or pays each bet. Seat {seat} staked {stake}: its prize is {prize}, less the house&apos;s commission of {commission} on it (each rounded down to the chip unit), so the croupier pays {net}, beside the stake returned.</source>
        <translation>O banqueiro recolhe ou paga cada aposta. O lugar {seat} apostou {stake}: o seu prémio é {prize}, menos a comissão da Casa de {commission} sobre ele (cada um arredondado por defeito à unidade de ficha), por isso o croupier paga {net}, ao lado da aposta devolvida.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="285"/>
        <source>the fewest chips</source>
        <translation>o menor número de fichas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/tasks/chips.py" line="204"/>
        <source>The table&apos;s chips are {values}, each a multiple of the chip unit. Paid in the fewest chips, largest first (the house&apos;s practice: no regulation says how a payment is made up), {amount} is {chips}: %n chips.</source>
        <translation>
            <numerusform>As fichas da mesa são {values}, cada uma múltipla da unidade de ficha. Pago no menor número de fichas, a maior primeiro (prática da Casa: nenhum regulamento diz como se compõe um pagamento), {amount} é {chips}: %n ficha.</numerusform>
            <numerusform>As fichas da mesa são {values}, cada uma múltipla da unidade de ficha. Pago no menor número de fichas, a maior primeiro (prática da Casa: nenhum regulamento diz como se compõe um pagamento), {amount} é {chips}: %n fichas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="334"/>
        <source>Count the stack</source>
        <translation>Contar a pilha</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="351"/>
        <source>Count the chips seat {seat} has put in: how much is it?</source>
        <translation>Conte as fichas que o lugar {seat} apostou: quanto é?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="361"/>
        <location filename="../../trainer/tasks/colour.py" line="163"/>
        <source>the total</source>
        <translation>o total</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/chips.py" line="368"/>
        <source>Every bet is made in chips. Seat {seat}&apos;s, from the largest chip: {chips} = {amount}.</source>
        <translation>Todas as apostas são feitas com fichas. As do lugar {seat}, da ficha maior para a menor: {chips} = {amount}.</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="44"/>
        <source>house practice</source>
        <translation>prática da casa</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="45"/>
        <source>stud: dealing order</source>
        <translation>póquer de cinco cartas: pela ordem de distribuição</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="46"/>
        <source>the house reads Despacho 97/2010 art. 10.5 as one participant</source>
        <translation>a casa lê o n.º 5 do art. 10.º do Despacho n.º 97/2010 como um só participante</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="47"/>
        <source>announced amount</source>
        <translation>montante anunciado</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="48"/>
        <source>who anted cannot be told</source>
        <translation>não se sabe quem pagou a aposta inicial</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="49"/>
        <source>art. 8.2 by analogy</source>
        <translation>por analogia com o n.º 2 do artigo 8.º</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="226"/>
        <source>Portaria {number}, {provisions}</source>
        <comment>citation: provisions of a Portaria, {provisions} already in the language (zh 第{number}號訓令{provisions}; pt {provisions} da Portaria n.º {number})</comment>
        <translation>{provisions} da Portaria n.º {number}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="230"/>
        <source>Despacho {number}, {provisions}</source>
        <comment>citation: provisions of a Despacho of the Secretary for Economy and Finance (zh 經濟財政司司長第{number}號批示{provisions}; pt {provisions} do Despacho n.º {number})</comment>
        <translation>{provisions} do Despacho n.º {number}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="234"/>
        <source>Despacho Regulamentar Externo {number}, {provisions}</source>
        <comment>citation: provisions of an external regulatory Despacho of the Secretary for Economy and Finance (zh 經濟財政司司長第{number}號對外規範性批示{provisions})</comment>
        <translation>{provisions} do Despacho Regulamentar Externo n.º {number}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="239"/>
        <source>Portaria {number}</source>
        <comment>citation: a Portaria named alone (zh 第{number}號訓令; pt Portaria n.º {number})</comment>
        <translation>Portaria n.º {number}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="241"/>
        <source>Despacho {number}</source>
        <comment>citation: a Despacho of the Secretary for Economy and Finance named alone (zh 經濟財政司司長第{number}號批示; pt Despacho n.º {number})</comment>
        <translation>Despacho n.º {number}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="244"/>
        <source>Despacho Regulamentar Externo {number}</source>
        <comment>citation: an external regulatory Despacho of the Secretary for Economy and Finance named alone (zh 經濟財政司司長第{number}號對外規範性批示)</comment>
        <translation>Despacho Regulamentar Externo n.º {number}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="247"/>
        <source>non-banked poker rules, {provisions}</source>
        <comment>citation: rules of non-banked poker (zh 非莊家遊戲規則{provisions}; pt {provisions} do póquer não bancado)</comment>
        <translation>{provisions} do póquer não bancado</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="250"/>
        <source>art. {n}</source>
        <comment>citation: one article (zh 第{n}條; pt art. {n}.º)</comment>
        <translation>art. {n}.º</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="251"/>
        <source>rule {n}</source>
        <comment>citation: one non-banked rule (zh 第{n}條; pt regra {n})</comment>
        <translation>regra {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="253"/>
        <source>part {part}</source>
        <comment>citation: an article&apos;s part in Roman numerals, 9 II (zh 第{part}部分)</comment>
        <translation>parte {part}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="256"/>
        <source>no. {n}</source>
        <comment>citation: an article&apos;s numbered paragraph, the 1 of art. 3.1 (número; zh 第{n}款; pt n.º {n})</comment>
        <translation>n.º {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="259"/>
        <source>({letter})</source>
        <comment>citation: a lettered paragraph, the a of art. 11 a (alínea; zh {letter}項; pt alínea {letter}))</comment>
        <translation>alínea {letter})</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="262"/>
        <source>({n})</source>
        <comment>citation: a paragraph numbered 1), the 1 of Despacho 97/2010 art. 12.1 (alínea; zh （{n}）項; pt alínea {n}))</comment>
        <translation>alínea {n})</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="265"/>
        <source>({item})</source>
        <comment>citation: an item in Roman numerals, the ii of art. 10 c ii (subalínea; zh {item}目)</comment>
        <translation>subalínea {item})</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="268"/>
        <source>point {n}</source>
        <comment>citation: a numbered point of an item, the 2 of art. 10 c i 2 (zh 第{n}點; pt ponto {n}))</comment>
        <translation>ponto {n})</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="272"/>
        <source>{provisions} of {head}</source>
        <comment>citation: divisions of an article (zh {head}{provisions}; pt {provisions} do {head})</comment>
        <translation>{provisions} do {head}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="275"/>
        <source>{provisions} of {head}</source>
        <comment>citation: divisions of a non-banked rule (zh {head}{provisions}; pt {provisions} da {head})</comment>
        <translation>{provisions} da {head}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="278"/>
        <source>{provisions} of {head}</source>
        <comment>citation: divisions of an article&apos;s part (zh {head}{provisions}; pt {provisions} da {head})</comment>
        <translation>{provisions} da {head}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="281"/>
        <source>{provisions} of {head}</source>
        <comment>citation: divisions of a número (zh {head}{provisions}; pt {provisions} do {head})</comment>
        <translation>{provisions} do {head}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="284"/>
        <source>{provisions} of {head}</source>
        <comment>citation: divisions of an alínea (zh {head}{provisions}; pt {provisions} da {head})</comment>
        <translation>{provisions} da {head}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="287"/>
        <source>{provisions} of {head}</source>
        <comment>citation: divisions of a subalínea (zh {head}{provisions}; pt {provisions} da {head})</comment>
        <translation>{provisions} da {head}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="291"/>
        <source>arts. {numbers}</source>
        <comment>citation: the first of several articles cited by number alone (pt arts. {numbers}; zh {numbers})</comment>
        <translation>arts. {numbers}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="294"/>
        <source>rules {numbers}</source>
        <comment>citation: the first of several rules cited by number alone (pt regras {numbers}; zh {numbers})</comment>
        <translation>regras {numbers}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="297"/>
        <source>{n}</source>
        <comment>citation: an article&apos;s number among several, the 8 of arts. 7, 8 (zh 第{n}條; pt {n}.º)</comment>
        <translation>{n}.º</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="300"/>
        <source>{n}</source>
        <comment>citation: a rule&apos;s number among several, the 62 of rules 42-46, 62 (zh 第{n}條; pt {n})</comment>
        <translation>{n}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="304"/>
        <source>{first}-{last}</source>
        <comment>citation: a range, rules 42-46, art. 6.3-6.5 (zh {first}至{last}; pt {first} a {last})</comment>
        <translation>{first} a {last}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="308"/>
        <source>ruling {rulings}</source>
        <comment>citation: one house ruling</comment>
        <translation>interpretação {rulings}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="309"/>
        <source>rulings {rulings}</source>
        <comment>citation: several house rulings</comment>
        <translation>interpretações {rulings}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="310"/>
        <source>{citation}; {next}</source>
        <comment>citations one after another</comment>
        <translation>{citation}; {next}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="311"/>
        <source>{citation} ({remark})</source>
        <comment>a citation with a remark</comment>
        <translation>{citation} ({remark})</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="321"/>
        <source>as written</source>
        <comment>citation form: &apos;as written&apos; (the canonical English: Despacho 97/2010 art. 12.1), &apos;arabic&apos; (this catalogue&apos;s citation templates, numbers in digits) or &apos;chinese&apos; (the templates, the numbers of articles, paragraphs and points in Chinese numerals: 第十二條); translate as one of these three words</comment>
        <translation>arabic</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="307"/>
        <source>{list} and {item}</source>
        <comment>a list of cited numbers, its last</comment>
        <translation>{list} e {item}</translation>
    </message>
    <message>
        <location filename="../../trainer/scenarios/citations.py" line="306"/>
        <source>{list}, {item}</source>
        <comment>a list of cited numbers</comment>
        <translation>{list}, {item}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="64"/>
        <source>Cut the pot</source>
        <translation>Dividir o pote</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="94"/>
        <source>Seats {seats} tie for the main pot. Cut it: how much is each winner&apos;s stack?</source>
        <translation>Os lugares {seats} empatam no pote principal. Divida-o: quanto leva a pilha de cada vencedor?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="95"/>
        <source>Seats {seats} tie for side pot {n}. Cut it: how much is each winner&apos;s stack?</source>
        <translation>Os lugares {seats} empatam no pote lateral {n}. Divida-o: quanto leva a pilha de cada vencedor?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="110"/>
        <source>seat {seat}&apos;s stack</source>
        <translation>a pilha do lugar {seat}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="112"/>
        <source>seat {seat} does not share this pot</source>
        <translation>o lugar {seat} não partilha este pote</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="121"/>
        <source>The pot&apos;s chips, from the largest: {chips} = {amount}.</source>
        <translation>As fichas do pote, da maior para a menor: {chips} = {amount}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="126"/>
        <source>Each equal stack of {part} is, in the fewest chips, {chips}; a chip that does not divide evenly is changed for smaller ones (house practice).</source>
        <translation>Cada pilha igual de {part} é, no menor número de fichas, {chips}; uma ficha que não se divide por igual é trocada por fichas menores (prática da Casa).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="586"/>
        <location filename="../../trainer/tasks/cut.py" line="130"/>
        <location filename="../../trainer/tasks/explain_poker.py" line="229"/>
        <source>seat {seat}: {amount}</source>
        <translation>lugar {seat}: {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/cut.py" line="132"/>
        <source>The stacks pushed to the winners: {stacks}.</source>
        <translation>As pilhas entregues aos vencedores: {stacks}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="76"/>
        <source>{count} × {value} = {sum}</source>
        <translation>{count} × {value} = {sum}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="86"/>
        <source>{count} × {value}, {left} left</source>
        <translation>{count} × {value}, restam {left}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="116"/>
        <source>Colour up</source>
        <translation>Trocar por fichas maiores</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="152"/>
        <source>Seat {seat} hands in the chips shown: colour them up, the same amount in the fewest chips.</source>
        <translation>O lugar {seat} entrega as fichas mostradas: troque-as por fichas maiores, o mesmo montante no menor número de fichas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/tasks/colour.py" line="171"/>
        <source>Every bet is made in chips. Seat {seat} hands in {products}: {amount} in %n chips.</source>
        <translation>
            <numerusform>Todas as apostas são feitas com fichas. O lugar {seat} entrega {products}: {amount} em %n ficha.</numerusform>
            <numerusform>Todas as apostas são feitas com fichas. O lugar {seat} entrega {products}: {amount} em %n fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/tasks/colour.py" line="173"/>
        <source>Coloured up in the fewest chips, the largest first (the house&apos;s practice: no regulation says how chips are exchanged): {steps}. {amount} is {chips}: %n chips.</source>
        <translation>
            <numerusform>Trocado no menor número de fichas, a maior primeiro (prática da Casa: nenhum regulamento diz como se trocam as fichas): {steps}. {amount} é {chips}: %n ficha.</numerusform>
            <numerusform>Trocado no menor número de fichas, a maior primeiro (prática da Casa: nenhum regulamento diz como se trocam as fichas): {steps}. {amount} é {chips}: %n fichas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="197"/>
        <source>Change a bet</source>
        <translation>Trocar uma aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="252"/>
        <source>Seat {seat} calls {call} with one chip of {chip}: give the change in the fewest chips.</source>
        <translation>O lugar {seat} acompanha {call} com uma ficha de {chip}: dê o troco no menor número de fichas.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="263"/>
        <source>the change</source>
        <translation>o troco</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="274"/>
        <source>the change is {chip} − {call} = {change}</source>
        <translation>o troco é {chip} − {call} = {change}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="277"/>
        <source>Seat {seat} calls {call} with one chip of {chip}. Every bet is made in chips; the regulation says nothing of changing them, so the croupier gives the change as the house&apos;s practice: {arithmetic}.</source>
        <translation>O lugar {seat} iguala {call} com uma ficha de {chip}. Todas as apostas são feitas com fichas; o regulamento nada diz sobre a troca de fichas, por isso o croupier dá o troco por prática da Casa: {arithmetic}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/colour.py" line="282"/>
        <source>Seat {seat} calls {call} with one chip of {chip}. When the chips put in differ from the bet announced, the croupier changes them so the exact bet stands, and the player may not object: {arithmetic}.</source>
        <translation>O lugar {seat} acompanha {call} com uma ficha de {chip}. Sempre que as fichas colocadas diferem da aposta anunciada, o pagador procede à troca para que fique a aposta exacta, sem que o jogador se possa opor: {arithmetic}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/tasks/colour.py" line="286"/>
        <source>The change in the fewest chips, the largest first (the house&apos;s practice: no regulation says how change is made up): {steps}. {change} is {chips}: %n chips.</source>
        <translation>
            <numerusform>O troco no menor número de fichas, a maior primeiro (prática da Casa: nenhum regulamento diz como se compõe o troco): {steps}. {change} é {chips}: %n ficha.</numerusform>
            <numerusform>O troco no menor número de fichas, a maior primeiro (prática da Casa: nenhum regulamento diz como se compõe o troco): {steps}. {change} é {chips}: %n fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/models.py" line="26"/>
        <source>%n whole hands</source>
        <translation>
            <numerusform>%n jogada completa</numerusform>
            <numerusform>%n jogadas completas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/models.py" line="27"/>
        <source>%n items and {hands}</source>
        <translation>
            <numerusform>%n item e {hands}</numerusform>
            <numerusform>%n itens e {hands}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="36"/>
        <source>{skill} (hand steps)</source>
        <translation>{skill} (passos das jogadas)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/models.py" line="37"/>
        <source>{skill} (%n in the hands)</source>
        <translation>
            <numerusform>{skill} (%n item nas jogadas)</numerusform>
            <numerusform>{skill} (%n itens nas jogadas)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="29"/>
        <source>seat {seat} checks</source>
        <comment>non-banked</comment>
        <translation>o lugar {seat} passa</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="30"/>
        <source>seat {seat} checks</source>
        <comment>stud</comment>
        <translation>o lugar {seat} passa a voz</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="31"/>
        <source>seat {seat} checks</source>
        <comment>2010</comment>
        <translation>o lugar {seat} prefere</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="33"/>
        <source>seat {seat} calls {to}</source>
        <comment>non-banked</comment>
        <translation>o lugar {seat} acompanha {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="34"/>
        <source>seat {seat} calls {to}</source>
        <comment>stud</comment>
        <translation>o lugar {seat} aceita a aposta, {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="35"/>
        <source>seat {seat} calls {to}</source>
        <comment>2010</comment>
        <translation>o lugar {seat} iguala {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="37"/>
        <source>seat {seat} calls all in for {to}</source>
        <comment>non-banked</comment>
        <translation>o lugar {seat} acompanha com toda a cave, {to}, e fica encavado</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="38"/>
        <source>seat {seat} calls all in for {to}</source>
        <comment>stud</comment>
        <translation>o lugar {seat} aceita a aposta com todo o seu capital, {to}, e fica com capital desfalcado</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="39"/>
        <source>seat {seat} calls all in for {to}</source>
        <comment>2010</comment>
        <translation>o lugar {seat} iguala all-in com {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="41"/>
        <source>seat {seat} bets all in, {to}</source>
        <comment>non-banked</comment>
        <translation>o lugar {seat} aposta toda a cave, {to}, e fica encavado</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="42"/>
        <source>seat {seat} bets all in, {to}</source>
        <comment>stud</comment>
        <translation>o lugar {seat} aposta todo o seu capital, {to}, e fica com capital desfalcado</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="43"/>
        <source>seat {seat} bets all in, {to}</source>
        <comment>2010</comment>
        <translation>o lugar {seat} aposta all-in, {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="45"/>
        <source>seat {seat} raises to {to}</source>
        <comment>non-banked</comment>
        <translation>o lugar {seat} repica para {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="46"/>
        <source>seat {seat} raises to {to}</source>
        <comment>stud</comment>
        <translation>o lugar {seat} eleva a aposta para {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="47"/>
        <source>seat {seat} raises to {to}</source>
        <comment>2010</comment>
        <translation>o lugar {seat} sobe a aposta para {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="49"/>
        <source>seat {seat} raises all in to {to}</source>
        <comment>non-banked</comment>
        <translation>o lugar {seat} repica com toda a cave para {to} e fica encavado</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="50"/>
        <source>seat {seat} raises all in to {to}</source>
        <comment>stud</comment>
        <translation>o lugar {seat} eleva a aposta com todo o seu capital para {to} e fica com capital desfalcado</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="51"/>
        <source>seat {seat} raises all in to {to}</source>
        <comment>2010</comment>
        <translation>o lugar {seat} sobe a aposta all-in para {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="56"/>
        <source>Check</source>
        <comment>non-banked</comment>
        <translation>Passo</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="57"/>
        <source>Check</source>
        <comment>stud</comment>
        <translation>Passo a voz</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="58"/>
        <source>Check</source>
        <comment>2010</comment>
        <translation>Prefiro</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="60"/>
        <source>Call</source>
        <comment>non-banked</comment>
        <translation>Acompanho</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="61"/>
        <source>Call</source>
        <comment>stud</comment>
        <translation>Aceito a aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="62"/>
        <source>Call</source>
        <comment>2010</comment>
        <translation>Igualo</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="64"/>
        <source>Raise to {to}</source>
        <comment>non-banked</comment>
        <translation>Repico para {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="65"/>
        <source>Raise to {to}</source>
        <comment>stud</comment>
        <translation>Elevo a aposta para {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="66"/>
        <source>Raise to {to}</source>
        <comment>2010</comment>
        <translation>Subo a aposta para {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="71"/>
        <source>it has no chips beyond the call</source>
        <comment>non-banked</comment>
        <translation>não tem na cave fichas além das necessárias para acompanhar</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="72"/>
        <source>it has no chips beyond the call</source>
        <comment>stud</comment>
        <translation>não tem, no seu capital, fichas além das necessárias para aceitar a aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="73"/>
        <source>it has no chips beyond the call</source>
        <comment>2010</comment>
        <translation>não tem fichas além das necessárias para igualar a aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="75"/>
        <source>the round has had all the raises it may have</source>
        <comment>non-banked</comment>
        <translation>o turno de apostas já teve todos os repiques permitidos</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="76"/>
        <source>the round has had all the raises it may have</source>
        <comment>stud</comment>
        <translation>o lanço de apostas já teve todos os aumentos permitidos</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="77"/>
        <source>the round has had all the raises it may have</source>
        <comment>2010</comment>
        <translation>o turno de apostas já teve todas as subidas da aposta permitidas</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="79"/>
        <source>an all-in raise for less than a full raise does not reopen the betting to a seat that has acted</source>
        <comment>non-banked</comment>
        <translation>um repique de um jogador que fica encavado, inferior a um repique completo, não reabre as apostas a um lugar que já jogou</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="81"/>
        <source>an all-in raise for less than a full raise does not reopen the betting to a seat that has acted</source>
        <comment>stud</comment>
        <translation>um aumento com capital desfalcado, inferior a um aumento completo, não reabre as apostas a um lugar que já jogou</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="83"/>
        <source>an all-in raise for less than a full raise does not reopen the betting to a seat that has acted</source>
        <comment>2010</comment>
        <translation>uma subida da aposta all-in inferior a uma subida completa não reabre as apostas a um lugar que já jogou</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="89"/>
        <source>Round 1: the blinds are posted and the first seat after the big blind (seat {big}) acts first: seat {opener}.</source>
        <comment>non-banked</comment>
        <translation>Turno 1: a pequena e a grande aposta estão colocadas e o primeiro lugar à esquerda de quem fez a grande aposta (lugar {big}) joga primeiro: lugar {opener}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="91"/>
        <source>Round 1: the blinds are posted and the first seat after the big blind (seat {big}) acts first: seat {opener}.</source>
        <comment>2010</comment>
        <translation>Turno 1: a aposta prévia menor e a maior estão colocadas e o primeiro lugar à esquerda de quem colocou a aposta prévia maior (lugar {big}) joga primeiro: lugar {opener}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="94"/>
        <source>The turn goes {way}, passing over folded and all-in seats and seats that have matched the highest total since the last full raise: seat {seat} acts now.</source>
        <comment>non-banked</comment>
        <translation>A vez passa {way}, saltando os lugares que desistiram, os encavados e os que já igualaram o total mais elevado desde o último repique completo: joga agora o lugar {seat}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="97"/>
        <source>The turn goes {way}, passing over folded and all-in seats and seats that have matched the highest total since the last full raise: seat {seat} acts now.</source>
        <comment>stud</comment>
        <translation>A vez passa {way}, saltando os lugares que desistiram, os que estão com capital desfalcado e os que já aceitaram o total mais elevado desde o último aumento completo: joga agora o lugar {seat}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="99"/>
        <source>The turn goes {way}, passing over folded and all-in seats and seats that have matched the highest total since the last full raise: seat {seat} acts now.</source>
        <comment>2010</comment>
        <translation>A vez passa {way}, saltando os lugares que desistiram, os que estão all-in e os que já igualaram o total mais elevado desde a última subida completa da aposta: joga agora o lugar {seat}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="105"/>
        <source>Seat {seat} is to act. How much is the call, the smallest raise (or bet) to, and the largest? Leave the raise empty if the seat may not raise.</source>
        <comment>non-banked</comment>
        <translation>É a vez do lugar {seat}. Quanto é para acompanhar, para quanto vai o menor repique (ou aposta) e para quanto o maior? Deixe o repique em branco se o lugar não puder repicar.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="108"/>
        <source>Seat {seat} is to act. How much is the call, the smallest raise (or bet) to, and the largest? Leave the raise empty if the seat may not raise.</source>
        <comment>stud</comment>
        <translation>É a vez do lugar {seat}. Quanto é para aceitar a aposta, para quanto vai o menor aumento (ou aposta) e para quanto o maior? Deixe o aumento em branco se o lugar não puder elevar a aposta.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="110"/>
        <source>Seat {seat} is to act. How much is the call, the smallest raise (or bet) to, and the largest? Leave the raise empty if the seat may not raise.</source>
        <comment>2010</comment>
        <translation>É a vez do lugar {seat}. Quanto é para igualar, para quanto vai a menor subida da aposta (ou aposta) e para quanto a maior? Deixe a subida em branco se o lugar não puder subir a aposta.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="113"/>
        <source>to call</source>
        <comment>non-banked</comment>
        <translation>para acompanhar</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="114"/>
        <source>to call</source>
        <comment>stud</comment>
        <translation>para aceitar a aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="115"/>
        <source>to call</source>
        <comment>2010</comment>
        <translation>para igualar</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="117"/>
        <source>smallest raise to</source>
        <comment>non-banked</comment>
        <translation>menor repique para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="118"/>
        <source>smallest raise to</source>
        <comment>stud</comment>
        <translation>menor aumento para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="119"/>
        <source>smallest raise to</source>
        <comment>2010</comment>
        <translation>menor subida da aposta para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="121"/>
        <source>largest raise to</source>
        <comment>non-banked</comment>
        <translation>maior repique para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="122"/>
        <source>largest raise to</source>
        <comment>stud</comment>
        <translation>maior aumento para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="123"/>
        <source>largest raise to</source>
        <comment>2010</comment>
        <translation>maior subida da aposta para</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="125"/>
        <source>Seat {seat} has {mine} in front of it, as much as anyone this round: nothing to call, it may check.</source>
        <comment>non-banked</comment>
        <translation>O lugar {seat} tem {mine} à sua frente, tanto como qualquer outro neste turno: nada a acompanhar, pode passar.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="127"/>
        <source>Seat {seat} has {mine} in front of it, as much as anyone this round: nothing to call, it may check.</source>
        <comment>stud</comment>
        <translation>O lugar {seat} tem {mine} à sua frente, tanto como qualquer outro neste lanço: nada a aceitar, pode passar a voz.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="129"/>
        <source>Seat {seat} has {mine} in front of it, as much as anyone this round: nothing to call, it may check.</source>
        <comment>2010</comment>
        <translation>O lugar {seat} tem {mine} à sua frente, tanto como qualquer outro neste turno: nada a igualar, pode preferir.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="132"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it and only {call} behind: it calls all in for {call}.</source>
        <comment>non-banked</comment>
        <translation>O total mais elevado deste turno é {highest}; o lugar {seat} tem {mine} à sua frente e só {call} na cave: acompanha com toda a cave, {call}, e fica encavado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="134"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it and only {call} behind: it calls all in for {call}.</source>
        <comment>stud</comment>
        <translation>O total mais elevado deste lanço é {highest}; o lugar {seat} tem {mine} à sua frente e só {call} de capital: aceita a aposta com todo o seu capital, {call}, e fica com capital desfalcado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="136"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it and only {call} behind: it calls all in for {call}.</source>
        <comment>2010</comment>
        <translation>O total mais elevado deste turno é {highest}; o lugar {seat} tem {mine} à sua frente e só mais {call} em fichas: iguala all-in com {call}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="139"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it: to call, {call}.</source>
        <comment>non-banked</comment>
        <translation>O total mais elevado deste turno é {highest}; o lugar {seat} tem {mine} à sua frente: para acompanhar, {call}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="141"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it: to call, {call}.</source>
        <comment>stud</comment>
        <translation>O total mais elevado deste lanço é {highest}; o lugar {seat} tem {mine} à sua frente: para aceitar a aposta, {call}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="143"/>
        <source>The highest total this round is {highest}; seat {seat} has {mine} in front of it: to call, {call}.</source>
        <comment>2010</comment>
        <translation>O total mais elevado deste turno é {highest}; o lugar {seat} tem {mine} à sua frente: para igualar, {call}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="146"/>
        <source>Seat {seat} may not bet or raise: {why}.</source>
        <comment>non-banked</comment>
        <translation>O lugar {seat} não pode apostar nem repicar: {why}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="147"/>
        <source>Seat {seat} may not bet or raise: {why}.</source>
        <comment>stud</comment>
        <translation>O lugar {seat} não pode apostar nem elevar a aposta: {why}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="148"/>
        <source>Seat {seat} may not bet or raise: {why}.</source>
        <comment>2010</comment>
        <translation>O lugar {seat} não pode apostar nem subir a aposta: {why}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="150"/>
        <source>A bet of the table minimum ({full}) is more than the seat has: it may bet all in for less, {low}.</source>
        <comment>non-banked</comment>
        <translation>Uma aposta do mínimo da mesa ({full}) é mais do que o lugar tem: pode apostar toda a cave, {low}, e fica encavado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="152"/>
        <source>A bet of the table minimum ({full}) is more than the seat has: it may bet all in for less, {low}.</source>
        <comment>stud</comment>
        <translation>Uma aposta do mínimo da mesa ({full}) é mais do que o lugar tem: pode apostar todo o seu capital, {low}, e fica com capital desfalcado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="154"/>
        <source>A bet of the table minimum ({full}) is more than the seat has: it may bet all in for less, {low}.</source>
        <comment>2010</comment>
        <translation>Uma aposta do mínimo da mesa ({full}) é mais do que o lugar tem: pode apostar all-in por menos, {low}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="157"/>
        <source>Nobody has bet this round: the smallest bet is the table minimum, {low}.</source>
        <comment>non-banked</comment>
        <translation>Ninguém apostou neste turno: a menor aposta é o mínimo da mesa, {low}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="159"/>
        <source>Nobody has bet this round: the smallest bet is the table minimum, {low}.</source>
        <comment>stud</comment>
        <translation>Ninguém apostou neste lanço: a menor aposta é o mínimo da mesa, {low}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="160"/>
        <source>Nobody has bet this round: the smallest bet is the table minimum, {low}.</source>
        <comment>2010</comment>
        <translation>Ninguém apostou neste turno: a menor aposta é o mínimo da mesa, {low}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="162"/>
        <source>A full raise (to {full}) is more than the seat has: it may go all in for less, to {low}. The regulation is silent on a raise for less; the house allows it.</source>
        <comment>non-banked</comment>
        <translation>Um repique completo (para {full}) é mais do que o lugar tem: pode repicar por menos com toda a cave, para {low}, e fica encavado. O regulamento nada diz sobre um repique por menos; a Casa permite-o.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="165"/>
        <source>A full raise (to {full}) is more than the seat has: it may go all in for less, to {low}. The regulation is silent on a raise for less; the house allows it.</source>
        <comment>2010</comment>
        <translation>Uma subida completa da aposta (para {full}) é mais do que o lugar tem: pode ir all-in por menos, para {low}. O regulamento nada diz sobre uma subida por menos; a Casa permite-a.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="168"/>
        <source>at least the last full bet or raise of the round</source>
        <comment>stud</comment>
        <translation>pelo menos a última aposta ou aumento completo do lanço</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="169"/>
        <source>at least the last full bet or raise of the round</source>
        <comment>2010</comment>
        <translation>pelo menos a última aposta ou subida completa da aposta no turno</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="171"/>
        <source>A raise adds {why}: {step}. The smallest raise is to {highest} + {step} = {low}.</source>
        <comment>non-banked</comment>
        <translation>Um repique acrescenta {why}: {step}. O menor repique é para {highest} + {step} = {low}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="173"/>
        <source>A raise adds {why}: {step}. The smallest raise is to {highest} + {step} = {low}.</source>
        <comment>stud</comment>
        <translation>Um aumento acrescenta {why}: {step}. O menor aumento é para {highest} + {step} = {low}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="175"/>
        <source>A raise adds {why}: {step}. The smallest raise is to {highest} + {step} = {low}.</source>
        <comment>2010</comment>
        <translation>Uma subida da aposta acrescenta {why}: {step}. A menor subida é para {highest} + {step} = {low}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="178"/>
        <source>Only two players are left: the number of raises is unlimited, so after {made} raises the seat may raise again.</source>
        <comment>non-banked</comment>
        <translation>Só restam dois jogadores: o número de repiques é ilimitado, por isso, depois de {made} repiques, o lugar pode repicar outra vez.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="180"/>
        <source>Only two players are left: the number of raises is unlimited, so after {made} raises the seat may raise again.</source>
        <comment>stud</comment>
        <translation>Só restam dois jogadores: o número de aumentos é ilimitado, por isso, depois de {made} aumentos, o lugar pode elevar a aposta outra vez.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="183"/>
        <source>No limit: the largest is everything the seat has, to {high}.</source>
        <comment>non-banked</comment>
        <translation>Sem limite: o maior é toda a cave do lugar, para {high}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="184"/>
        <source>No limit: the largest is everything the seat has, to {high}.</source>
        <comment>stud</comment>
        <translation>Sem limite: o maior é todo o capital do lugar, para {high}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="185"/>
        <source>No limit: the largest is everything the seat has, to {high}.</source>
        <comment>2010</comment>
        <translation>Sem limite: o maior montante é todas as fichas que o lugar detém na mesa, para {high}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="187"/>
        <source>Pot limit: the pot {pot} plus the call {call} is {sum}: &quot;Pot!&quot; is a raise to {highest} + {sum} = {full}.</source>
        <comment>non-banked</comment>
        <translation>Limite de pote: o pote {pot} mais o montante para acompanhar {call} dá {sum}: «Pote!» é um repique para {highest} + {sum} = {full}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="189"/>
        <source>Pot limit: the pot {pot} plus the call {call} is {sum}: &quot;Pot!&quot; is a raise to {highest} + {sum} = {full}.</source>
        <comment>2010</comment>
        <translation>Limite de pote: o pote {pot} mais o montante para igualar {call} dá {sum}: «Pote!» é uma subida da aposta para {highest} + {sum} = {full}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="192"/>
        <source>{limit} The seat has only {allin} in all: all in to {allin}.</source>
        <comment>non-banked</comment>
        <translation>{limit} O lugar só tem {allin} ao todo: com toda a cave, para {allin}, e fica encavado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="193"/>
        <source>{limit} The seat has only {allin} in all: all in to {allin}.</source>
        <comment>stud</comment>
        <translation>{limit} O lugar só tem {allin} ao todo: com todo o seu capital, para {allin}, e fica com capital desfalcado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="194"/>
        <source>{limit} The seat has only {allin} in all: all in to {allin}.</source>
        <comment>2010</comment>
        <translation>{limit} O lugar só tem {allin} ao todo: all-in para {allin}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="199"/>
        <source>Who acts now? For that seat: the call, the smallest raise (or bet) to and the largest; leave the raises empty if it may not raise.</source>
        <comment>non-banked</comment>
        <translation>Quem joga agora? Para esse lugar: o montante para acompanhar, o menor repique (ou aposta) para quanto e o maior; deixe os repiques em branco se o lugar não puder repicar.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="201"/>
        <source>Who acts now? For that seat: the call, the smallest raise (or bet) to and the largest; leave the raises empty if it may not raise.</source>
        <comment>stud</comment>
        <translation>Quem joga agora? Para esse lugar: o montante para aceitar a aposta, o menor aumento (ou aposta) para quanto e o maior; deixe os aumentos em branco se o lugar não puder elevar a aposta.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="203"/>
        <source>Who acts now? For that seat: the call, the smallest raise (or bet) to and the largest; leave the raises empty if it may not raise.</source>
        <comment>2010</comment>
        <translation>Quem joga agora? Para esse lugar: o montante para igualar, a menor subida da aposta (ou aposta) para quanto e a maior; deixe as subidas em branco se o lugar não puder subir a aposta.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="206"/>
        <source>Last action: {action}; round {n} is over and round {next} begins.</source>
        <comment>non-banked</comment>
        <translation>Última acção: {action}; o turno {n} terminou e começa o turno {next}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="208"/>
        <source>Last action: {action}; round {n} is over and round {next} begins.</source>
        <comment>stud</comment>
        <translation>Última acção: {action}; o lanço {n} terminou e começa o lanço {next}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="209"/>
        <source>Last action: {action}; round {n} is over and round {next} begins.</source>
        <comment>2010</comment>
        <translation>Última acção: {action}; o turno {n} terminou e começa o turno {next}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="214"/>
        <source>The round is over. How much is in the pot? With all-ins, give each pot: the main pot, then each side pot.</source>
        <comment>non-banked</comment>
        <translation>O turno terminou. Quanto está no pote? Com jogadores encavados, indique cada pote: o pote principal e depois cada pote lateral.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="216"/>
        <source>The round is over. How much is in the pot? With all-ins, give each pot: the main pot, then each side pot.</source>
        <comment>stud</comment>
        <translation>O lanço terminou. Quanto está no bolo? Com jogadores com capital desfalcado, indique cada bolo: o bolo e depois cada bolo separado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="218"/>
        <source>The round is over. How much is in the pot? With all-ins, give each pot: the main pot, then each side pot.</source>
        <comment>2010</comment>
        <translation>O turno terminou. Quanto está no pote? Com jogadores all-in, indique cada pote: o pote principal e depois cada pote lateral.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="221"/>
        <source>main pot</source>
        <comment>non-banked</comment>
        <translation>pote principal</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="222"/>
        <source>main pot</source>
        <comment>stud</comment>
        <translation>bolo</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="223"/>
        <source>main pot</source>
        <comment>2010</comment>
        <translation>pote principal</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="225"/>
        <source>side pot {n}</source>
        <comment>non-banked</comment>
        <translation>pote lateral {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="226"/>
        <source>side pot {n}</source>
        <comment>stud</comment>
        <translation>bolo separado {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="227"/>
        <source>side pot {n}</source>
        <comment>2010</comment>
        <translation>pote lateral {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="232"/>
        <source>Seat {seat} announces &quot;{words}&quot;. What does the croupier say?</source>
        <comment>non-banked</comment>
        <translation>O lugar {seat} anuncia «{words}». O que diz o pagador?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="233"/>
        <source>Seat {seat} announces &quot;{words}&quot;. What does the croupier say?</source>
        <comment>stud</comment>
        <translation>O lugar {seat} anuncia «{words}». O que diz o dealer?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="234"/>
        <source>Seat {seat} announces &quot;{words}&quot;. What does the croupier say?</source>
        <comment>2010</comment>
        <translation>O lugar {seat} anuncia «{words}». O que diz o croupier?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="236"/>
        <source>Legal: the croupier takes it.</source>
        <comment>non-banked</comment>
        <translation>É permitido: o pagador aceita.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="237"/>
        <source>Legal: the croupier takes it.</source>
        <comment>stud</comment>
        <translation>É permitido: o dealer aceita.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="238"/>
        <source>Legal: the croupier takes it.</source>
        <comment>2010</comment>
        <translation>É permitido: o croupier aceita.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="240"/>
        <source>Not legal: facing a bet the seat may not check — it calls, raises or folds.</source>
        <comment>non-banked</comment>
        <translation>Não é permitido: perante uma aposta, o lugar não pode passar — acompanha, repica ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="242"/>
        <source>Not legal: facing a bet the seat may not check — it calls, raises or folds.</source>
        <comment>stud</comment>
        <translation>Não é permitido: depois de feita uma aposta, o lugar não pode passar a voz — aceita a aposta, eleva ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="243"/>
        <source>Not legal: facing a bet the seat may not check — it calls, raises or folds.</source>
        <comment>2010</comment>
        <translation>Não é permitido: perante uma aposta, o lugar não pode preferir — iguala, sobe a aposta ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="246"/>
        <source>Not legal: the raise is too small (only an all-in may be smaller).</source>
        <comment>non-banked</comment>
        <translation>Não é permitido: o repique é demasiado pequeno (só um jogador que fica encavado pode repicar por menos).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="248"/>
        <source>Not legal: the raise is too small (only an all-in may be smaller).</source>
        <comment>stud</comment>
        <translation>Não é permitido: a elevação é demasiado pequena (só com capital desfalcado pode ser menor).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="249"/>
        <source>Not legal: the raise is too small (only an all-in may be smaller).</source>
        <comment>2010</comment>
        <translation>Não é permitido: a subida da aposta é demasiado pequena (só um all-in pode ser menor).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="251"/>
        <source>Not legal: that is more than the table&apos;s limit allows.</source>
        <comment>non-banked</comment>
        <translation>Não é permitido: é mais do que o limite da mesa permite.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="252"/>
        <source>Not legal: that is more than the table&apos;s limit allows.</source>
        <comment>2010</comment>
        <translation>Não é permitido: é mais do que o limite da mesa permite.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="254"/>
        <source>Not legal: this seat may not bet or raise now — it calls or folds.</source>
        <comment>non-banked</comment>
        <translation>Não é permitido: este lugar não pode apostar nem repicar agora — acompanha ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="256"/>
        <source>Not legal: this seat may not bet or raise now — it calls or folds.</source>
        <comment>stud</comment>
        <translation>Não é permitido: este lugar não pode apostar nem elevar agora — aceita a aposta ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="257"/>
        <source>Not legal: this seat may not bet or raise now — it calls or folds.</source>
        <comment>2010</comment>
        <translation>Não é permitido: este lugar não pode apostar nem subir a aposta agora — iguala ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="259"/>
        <source>Not legal: this seat may not bet or raise now — it checks or folds.</source>
        <comment>non-banked</comment>
        <translation>Não é permitido: este lugar não pode apostar nem repicar agora — passa ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="261"/>
        <source>Not legal: this seat may not bet or raise now — it checks or folds.</source>
        <comment>stud</comment>
        <translation>Não é permitido: este lugar não pode apostar nem elevar agora — passa a voz ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="262"/>
        <source>Not legal: this seat may not bet or raise now — it checks or folds.</source>
        <comment>2010</comment>
        <translation>Não é permitido: este lugar não pode apostar nem subir a aposta agora — prefere ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="283"/>
        <source>So &quot;{words}&quot; is not allowed: seat {seat} calls or folds.</source>
        <comment>non-banked</comment>
        <translation>Por isso, «{words}» não é permitido: o lugar {seat} acompanha ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="284"/>
        <source>So &quot;{words}&quot; is not allowed: seat {seat} calls or folds.</source>
        <comment>stud</comment>
        <translation>Por isso, «{words}» não é permitido: o lugar {seat} aceita a aposta ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="285"/>
        <source>So &quot;{words}&quot; is not allowed: seat {seat} calls or folds.</source>
        <comment>2010</comment>
        <translation>Por isso, «{words}» não é permitido: o lugar {seat} iguala ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="287"/>
        <source>So &quot;{words}&quot; is not allowed: seat {seat} checks or folds.</source>
        <comment>non-banked</comment>
        <translation>Por isso, «{words}» não é permitido: o lugar {seat} passa ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="288"/>
        <source>So &quot;{words}&quot; is not allowed: seat {seat} checks or folds.</source>
        <comment>stud</comment>
        <translation>Por isso, «{words}» não é permitido: o lugar {seat} passa a voz ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="289"/>
        <source>So &quot;{words}&quot; is not allowed: seat {seat} checks or folds.</source>
        <comment>2010</comment>
        <translation>Por isso, «{words}» não é permitido: o lugar {seat} prefere ou desiste.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="291"/>
        <source>Not legal: the bet is below the table minimum (only an all-in may be less).</source>
        <comment>non-banked</comment>
        <translation>Não é permitido: a aposta é inferior ao mínimo da mesa (só um jogador que fica encavado pode apostar menos).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="293"/>
        <source>Not legal: the bet is below the table minimum (only an all-in may be less).</source>
        <comment>2010</comment>
        <translation>Não é permitido: a aposta é inferior ao mínimo da mesa (só um all-in pode ser menor).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="296"/>
        <source>Not legal: the bet is below the table minimum (ruling R8-6; only an all-in may be less).</source>
        <comment>stud</comment>
        <translation>Não é permitido: a aposta é inferior ao mínimo da mesa (interpretação R8-6; só com capital desfalcado pode ser menor).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="264"/>
        <source>Seat {seat} may announce &quot;{words}&quot; now: it is within what the seat may do, and the croupier takes it.</source>
        <comment>non-banked</comment>
        <translation>O lugar {seat} pode anunciar «{words}» agora: está dentro do que o lugar pode fazer, e o pagador aceita.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="266"/>
        <source>Seat {seat} may announce &quot;{words}&quot; now: it is within what the seat may do, and the croupier takes it.</source>
        <comment>stud</comment>
        <translation>O lugar {seat} pode anunciar «{words}» agora: está dentro do que o lugar pode fazer, e o dealer aceita.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="268"/>
        <source>Seat {seat} may announce &quot;{words}&quot; now: it is within what the seat may do, and the croupier takes it.</source>
        <comment>2010</comment>
        <translation>O lugar {seat} pode anunciar «{words}» agora: está dentro do que o lugar pode fazer, e o croupier aceita.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="271"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls, raises or folds).</source>
        <comment>non-banked</comment>
        <translation>O lugar {seat} tem {call} para acompanhar: não pode passar (acompanha, repica ou desiste).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="273"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls, raises or folds).</source>
        <comment>stud</comment>
        <translation>O lugar {seat} tem {call} para aceitar: depois de feita uma aposta não pode passar a voz (aceita a aposta, eleva ou desiste).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="275"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls, raises or folds).</source>
        <comment>2010</comment>
        <translation>O lugar {seat} tem {call} para igualar: não pode preferir (iguala, sobe a aposta ou desiste).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="278"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls or folds).</source>
        <comment>non-banked</comment>
        <translation>O lugar {seat} tem {call} para acompanhar: não pode passar (acompanha ou desiste).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="280"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls or folds).</source>
        <comment>stud</comment>
        <translation>O lugar {seat} tem {call} para aceitar: depois de feita uma aposta não pode passar a voz (aceita a aposta ou desiste).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="281"/>
        <source>Seat {seat} has {call} to call: it may not check (it calls or folds).</source>
        <comment>2010</comment>
        <translation>O lugar {seat} tem {call} para igualar: não pode preferir (iguala ou desiste).</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="299"/>
        <source>The smallest bet is {low}; {to} is less and is not all in.</source>
        <comment>non-banked</comment>
        <translation>A menor aposta é {low}; {to} é menos, e o lugar não fica encavado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="300"/>
        <source>The smallest bet is {low}; {to} is less and is not all in.</source>
        <comment>stud</comment>
        <translation>A menor aposta é {low}; {to} é menos, e o lugar não fica com capital desfalcado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="301"/>
        <source>The smallest bet is {low}; {to} is less and is not all in.</source>
        <comment>2010</comment>
        <translation>A menor aposta é {low}; {to} é menos e não é all-in.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="303"/>
        <source>The smallest raise is to {low}; {to} is less and is not all in.</source>
        <comment>non-banked</comment>
        <translation>O menor repique é para {low}; {to} é menos, e o lugar não fica encavado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting.py" line="728"/>
        <location filename="../../trainer/tasks/betting_words.py" line="304"/>
        <source>The smallest raise is to {low}; {to} is less and is not all in.</source>
        <comment>stud</comment>
        <translation>Elevar a aposta exige chegar pelo menos a {low}; {to} é menos, e o lugar não fica com capital desfalcado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="305"/>
        <source>The smallest raise is to {low}; {to} is less and is not all in.</source>
        <comment>2010</comment>
        <translation>A menor subida da aposta é para {low}; {to} é menos e não é all-in.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="307"/>
        <source>The largest raise here is to {high}; {to} is more.</source>
        <comment>non-banked</comment>
        <translation>O maior repique aqui é para {high}; {to} é mais.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="308"/>
        <source>The largest raise here is to {high}; {to} is more.</source>
        <comment>stud</comment>
        <translation>O maior aumento aqui é para {high}; {to} é mais.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="309"/>
        <source>The largest raise here is to {high}; {to} is more.</source>
        <comment>2010</comment>
        <translation>A maior subida da aposta aqui é para {high}; {to} é mais.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="315"/>
        <source>The main pot</source>
        <comment>non-banked</comment>
        <translation>O pote principal</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="316"/>
        <source>The main pot</source>
        <comment>stud</comment>
        <translation>O bolo</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="317"/>
        <source>The main pot</source>
        <comment>2010</comment>
        <translation>O pote principal</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="319"/>
        <source>Side pot {n}</source>
        <comment>non-banked</comment>
        <translation>Pote lateral {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="320"/>
        <source>Side pot {n}</source>
        <comment>stud</comment>
        <translation>Bolo separado {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="321"/>
        <source>Side pot {n}</source>
        <comment>2010</comment>
        <translation>Pote lateral {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="323"/>
        <source>Seat {seat} put in {committed} but nobody matched more than {called}: the {amount} above that is returned to seat {seat} first; it is in no pot and bears no commission.</source>
        <comment>non-banked</comment>
        <translation>O lugar {seat} pôs {committed}, mas ninguém igualou mais do que {called}: os {amount} acima disso são devolvidos primeiro ao lugar {seat}; não entram em nenhum pote e não pagam percentagem.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="326"/>
        <source>Seat {seat} put in {committed} but nobody matched more than {called}: the {amount} above that is returned to seat {seat} first; it is in no pot and bears no commission.</source>
        <comment>stud</comment>
        <translation>O lugar {seat} pôs {committed}, mas ninguém aceitou mais do que {called}: os {amount} acima disso são devolvidos primeiro ao lugar {seat}; não entram em nenhum bolo e não pagam comissão.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="329"/>
        <source>Seat {seat} put in {committed} but nobody matched more than {called}: the {amount} above that is returned to seat {seat} first; it is in no pot and bears no commission.</source>
        <comment>2010</comment>
        <translation>O lugar {seat} pôs {committed}, mas ninguém igualou mais do que {called}: os {amount} acima disso são devolvidos primeiro ao lugar {seat}; não entram em nenhum pote e não pagam comissão.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="333"/>
        <source>Folded seat {seat} put chips in this pot but cannot win it.</source>
        <comment>non-banked</comment>
        <translation>O lugar {seat}, que desistiu, pôs fichas neste pote, mas não o pode ganhar.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="334"/>
        <source>Folded seat {seat} put chips in this pot but cannot win it.</source>
        <comment>stud</comment>
        <translation>O lugar {seat}, que desistiu, pôs fichas neste bolo, mas não o pode ganhar.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="335"/>
        <source>Folded seat {seat} put chips in this pot but cannot win it.</source>
        <comment>2010</comment>
        <translation>O lugar {seat}, que desistiu, pôs fichas neste pote, mas não o pode ganhar.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="337"/>
        <source>Folded seats {seats} put chips in this pot but cannot win it.</source>
        <comment>non-banked</comment>
        <translation>Os lugares {seats}, que desistiram, puseram fichas neste pote, mas não o podem ganhar.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="338"/>
        <source>Folded seats {seats} put chips in this pot but cannot win it.</source>
        <comment>stud</comment>
        <translation>Os lugares {seats}, que desistiram, puseram fichas neste bolo, mas não o podem ganhar.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="339"/>
        <source>Folded seats {seats} put chips in this pot but cannot win it.</source>
        <comment>2010</comment>
        <translation>Os lugares {seats}, que desistiram, puseram fichas neste pote, mas não o podem ganhar.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="341"/>
        <source>{pot}: commission {percent}% of {amount} would be {due}, but the hand&apos;s cap leaves only {charged}.</source>
        <comment>non-banked</comment>
        <translation>{pot}: a percentagem de {percent}% sobre {amount} seria {due}, mas o limite da jogada só deixa {charged}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="343"/>
        <source>{pot}: commission {percent}% of {amount} would be {due}, but the hand&apos;s cap leaves only {charged}.</source>
        <comment>stud</comment>
        <translation>{pot}: a comissão de {percent}% sobre {amount} seria {due}, mas o limite da jogada só deixa {charged}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="345"/>
        <source>{pot}: commission {percent}% of {amount} would be {due}, but the hand&apos;s cap leaves only {charged}.</source>
        <comment>2010</comment>
        <translation>{pot}: a comissão de {percent}% sobre {amount} seria {due}, mas o limite da jogada só deixa {charged}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="348"/>
        <source>{pot}: commission {percent}% of {amount}, rounded down to the chip unit: {charged}.</source>
        <comment>non-banked</comment>
        <translation>{pot}: percentagem de {percent}% sobre {amount}, arredondada por defeito à unidade de ficha: {charged}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="350"/>
        <source>{pot}: commission {percent}% of {amount}, rounded down to the chip unit: {charged}.</source>
        <comment>stud</comment>
        <translation>{pot}: comissão de {percent}% sobre {amount}, arredondada por defeito à unidade de ficha: {charged}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="352"/>
        <source>{pot}: commission {percent}% of {amount}, rounded down to the chip unit: {charged}.</source>
        <comment>2010</comment>
        <translation>{pot}: comissão de {percent}% sobre {amount}, arredondada por defeito à unidade de ficha: {charged}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="355"/>
        <source>Commission for the hand: {total}.</source>
        <comment>non-banked</comment>
        <translation>Percentagem da jogada: {total}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="356"/>
        <source>Commission for the hand: {total}.</source>
        <comment>stud</comment>
        <translation>Comissão da jogada: {total}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="357"/>
        <source>Commission for the hand: {total}.</source>
        <comment>2010</comment>
        <translation>Comissão da jogada: {total}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="359"/>
        <source>Seat {seat} is paid {share} from the main pot.</source>
        <comment>non-banked</comment>
        <translation>O lugar {seat} recebe {share} do pote principal.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="360"/>
        <source>Seat {seat} is paid {share} from the main pot.</source>
        <comment>stud</comment>
        <translation>O lugar {seat} recebe {share} do bolo.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="361"/>
        <source>Seat {seat} is paid {share} from the main pot.</source>
        <comment>2010</comment>
        <translation>O lugar {seat} recebe {share} do pote principal.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="363"/>
        <source>Seat {seat} is paid {share} from side pot {n}.</source>
        <comment>non-banked</comment>
        <translation>O lugar {seat} recebe {share} do pote lateral {n}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="364"/>
        <source>Seat {seat} is paid {share} from side pot {n}.</source>
        <comment>stud</comment>
        <translation>O lugar {seat} recebe {share} do bolo separado {n}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="365"/>
        <source>Seat {seat} is paid {share} from side pot {n}.</source>
        <comment>2010</comment>
        <translation>O lugar {seat} recebe {share} do pote lateral {n}.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="370"/>
        <source>The hand begins. Which seats post the blinds, and how much each?</source>
        <comment>non-banked</comment>
        <translation>A jogada começa. Que lugares fazem a pequena e a grande aposta, e quanto cada um?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="371"/>
        <source>The hand begins. Which seats post the blinds, and how much each?</source>
        <comment>2010</comment>
        <translation>A jogada começa. Que lugares colocam a aposta prévia menor e a aposta prévia maior, e quanto cada um?</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="373"/>
        <source>Seat {seat} has only {chips}: it puts in what it has and is all in.</source>
        <comment>non-banked</comment>
        <translation>O lugar {seat} só tem {chips}: coloca toda a cave e fica encavado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="375"/>
        <source>Seat {seat} has only {chips}: it puts in what it has and is all in.</source>
        <comment>stud</comment>
        <translation>O lugar {seat} só tem {chips}: põe no bolo todo o seu capital e fica com capital desfalcado.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="376"/>
        <source>Seat {seat} has only {chips}: it puts in what it has and is all in.</source>
        <comment>2010</comment>
        <translation>O lugar {seat} só tem {chips}: coloca o que tem e fica all-in.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="378"/>
        <source>At most one seat still in can bet and nothing is left to call: the remaining cards are dealt with no more betting.</source>
        <comment>non-banked</comment>
        <translation>No máximo um lugar ainda em jogo pode apostar e não há nada a acompanhar: as cartas restantes são dadas sem mais apostas.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="380"/>
        <source>At most one seat still in can bet and nothing is left to call: the remaining cards are dealt with no more betting.</source>
        <comment>stud</comment>
        <translation>No máximo um lugar ainda em jogo pode apostar e não há aposta a aceitar: as cartas restantes são dadas sem mais apostas.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="382"/>
        <source>At most one seat still in can bet and nothing is left to call: the remaining cards are dealt with no more betting.</source>
        <comment>2010</comment>
        <translation>No máximo um lugar ainda em jogo pode apostar e não há nada a igualar: as cartas restantes são colocadas sem mais apostas.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="385"/>
        <source>Build the pots: each pot&apos;s amount and winners, then what each seat is paid.</source>
        <comment>non-banked</comment>
        <translation>Forme os potes: o montante e os vencedores de cada pote e, depois, o que é pago a cada lugar.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="387"/>
        <source>Build the pots: each pot&apos;s amount and winners, then what each seat is paid.</source>
        <comment>stud</comment>
        <translation>Forme os bolos: o montante e os vencedores do bolo e de cada bolo separado e, depois, o que é pago a cada lugar.</translation>
    </message>
    <message>
        <location filename="../../trainer/tasks/betting_words.py" line="388"/>
        <source>Build the pots: each pot&apos;s amount and winners, then what each seat is paid.</source>
        <comment>2010</comment>
        <translation>Forme os potes: o montante e os vencedores de cada pote e, depois, o que é pago a cada lugar.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table/notes.py" line="406"/>
        <source>… %n earlier actions</source>
        <comment>action log: the ones not drawn</comment>
        <translation>
            <numerusform>… %n acção anterior</numerusform>
            <numerusform>… %n acções anteriores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="738"/>
        <source>{game}: school exam</source>
        <translation>{game}: exame da escola</translation>
    </message>
</context>
<context>
    <name>AccuracyPlot</name>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="172"/>
        <source>Accuracy (dotted: answers within target)</source>
        <translation>Taxa de acerto (pontilhado: respostas dentro do tempo-alvo)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="175"/>
        <source>Right answers (%)</source>
        <translation>Respostas certas (%)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="178"/>
        <source>No answers yet: accuracy per day or week shows here after some practice.</source>
        <translation>Ainda sem respostas: a taxa de acerto por dia ou por semana aparece aqui depois de alguma prática.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="199"/>
        <source>{line}: within target</source>
        <translation>{line}: dentro do tempo-alvo</translation>
    </message>
</context>
<context>
    <name>BetSizesPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="60"/>
        <source>Call, minimum, Pot!</source>
        <comment>non-banked</comment>
        <translation>Acompanhar, mínimo, Pote!</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="61"/>
        <source>Call, minimum, Pot!</source>
        <comment>stud</comment>
        <translation>Aceitar a aposta, mínimo, máximo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="62"/>
        <source>Call, minimum, Pot!</source>
        <comment>2010</comment>
        <translation>Igualar, mínimo, Pote!</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="63"/>
        <source>To call</source>
        <comment>non-banked</comment>
        <translation>Para acompanhar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="64"/>
        <source>To call</source>
        <comment>stud</comment>
        <translation>Para aceitar a aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="65"/>
        <source>To call</source>
        <comment>2010</comment>
        <translation>Para igualar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="66"/>
        <source>Smallest raise to</source>
        <comment>non-banked</comment>
        <translation>Menor repique para</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="67"/>
        <source>Smallest raise to</source>
        <comment>stud</comment>
        <translation>Menor aumento para</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="68"/>
        <source>Smallest raise to</source>
        <comment>2010</comment>
        <translation>Menor subida da aposta para</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="69"/>
        <source>Largest raise to</source>
        <comment>non-banked</comment>
        <translation>Maior repique para</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="70"/>
        <source>Largest raise to</source>
        <comment>stud</comment>
        <translation>Maior aumento para</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="71"/>
        <source>Largest raise to</source>
        <comment>2010</comment>
        <translation>Maior subida da aposta para</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="72"/>
        <source>No raise  (X)</source>
        <comment>non-banked</comment>
        <translation>Sem repique  (X)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="73"/>
        <source>No raise  (X)</source>
        <comment>stud</comment>
        <translation>Sem aumento  (X)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="74"/>
        <source>No raise  (X)</source>
        <comment>2010</comment>
        <translation>Sem subida  (X)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="75"/>
        <source>no raise</source>
        <comment>non-banked</comment>
        <translation>sem repique</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="76"/>
        <source>no raise</source>
        <comment>stud</comment>
        <translation>sem aumento</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="77"/>
        <source>no raise</source>
        <comment>2010</comment>
        <translation>sem subida da aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="79"/>
        <source>The seat may not bet or raise.</source>
        <comment>non-banked</comment>
        <translation>O lugar não pode apostar nem repicar.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="80"/>
        <source>The seat may not bet or raise.</source>
        <comment>stud</comment>
        <translation>O lugar não pode apostar nem elevar a aposta.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="81"/>
        <source>The seat may not bet or raise.</source>
        <comment>2010</comment>
        <translation>O lugar não pode apostar nem subir a aposta.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="82"/>
        <source>The seat may raise.</source>
        <comment>non-banked</comment>
        <translation>O lugar pode repicar.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="83"/>
        <source>The seat may raise.</source>
        <comment>stud</comment>
        <translation>O lugar pode elevar a aposta.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="84"/>
        <source>The seat may raise.</source>
        <comment>2010</comment>
        <translation>O lugar pode subir a aposta.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="86"/>
        <source>Amounts are the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <comment>non-banked</comment>
        <translation>Os montantes são o total do lugar no turno. Tab: campo seguinte. Se o lugar não puder apostar nem repicar, deixe os dois repiques em branco ou prima X.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="89"/>
        <source>Amounts are the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <comment>stud</comment>
        <translation>Os montantes são o total do lugar no lanço. Tab: campo seguinte. Se o lugar não puder apostar nem elevar a aposta, deixe os dois aumentos em branco ou prima X.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="91"/>
        <source>Amounts are the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <comment>2010</comment>
        <translation>Os montantes são o total do lugar no turno. Tab: campo seguinte. Se o lugar não puder apostar nem subir a aposta, deixe as duas subidas em branco ou prima X.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="107"/>
        <source>no raise: the seat may not bet or raise</source>
        <comment>non-banked</comment>
        <translation>sem repique: o lugar não pode apostar nem repicar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="108"/>
        <source>no raise: the seat may not bet or raise</source>
        <comment>stud</comment>
        <translation>sem aumento: o lugar não pode apostar nem elevar a aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="109"/>
        <source>no raise: the seat may not bet or raise</source>
        <comment>2010</comment>
        <translation>sem subida: o lugar não pode apostar nem subir a aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="360"/>
        <source>next field</source>
        <translation>campo seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="361"/>
        <source>Digits</source>
        <translation>Algarismos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="361"/>
        <source>type the amount</source>
        <translation>escrever o montante</translation>
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
        <translation>as cartas comuns</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="216"/>
        <source>Marker</source>
        <translation>Marcador (a mão)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="217"/>
        <source>Board</source>
        <translation>Cartas comuns</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="218"/>
        <source>Table terms</source>
        <translation>Condições da mesa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="219"/>
        <source>chip unit</source>
        <translation>unidade de ficha</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="220"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="221"/>
        <source>cap (0: none)</source>
        <translation>teto (0: nenhum)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="222"/>
        <source>Seats (click a number, or a seat on the table, to seat a player or take him away):</source>
        <translation>Lugares (clique num número, ou num lugar da mesa, para sentar ou retirar um jogador):</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="227"/>
        <source>commission: the game&apos;s default</source>
        <translation>comissão: a do jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="227"/>
        <source>commission: none</source>
        <translation>comissão: nenhuma</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="228"/>
        <source>commission: percent and cap</source>
        <translation>comissão: percentagem e teto</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="247"/>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="253"/>
        <source>seat {n}</source>
        <translation>lugar {n}</translation>
    </message>
</context>
<context>
    <name>BurnBoardPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="526"/>
        <source>Burn and board</source>
        <translation>Queimar e cartas comuns</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="537"/>
        <source>Cards discarded</source>
        <translation>Cartas inutilizadas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="537"/>
        <source>Cards burnt</source>
        <translation>Cartas queimadas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="538"/>
        <source>Cards turned face up</source>
        <translation>Cartas voltadas para cima</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="559"/>
        <source>Digits</source>
        <translation>Algarismos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="559"/>
        <source>the count</source>
        <translation>o número</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="560"/>
        <source>next field</source>
        <translation>campo seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="561"/>
        <source>Click a field</source>
        <translation>Clique num campo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="561"/>
        <source>the pad types into it</source>
        <translation>o teclado escreve nele</translation>
    </message>
</context>
<context>
    <name>CardField</name>
    <message>
        <location filename="../../trainer/gui/instructor/card_picker.py" line="89"/>
        <source>Take this card back to the deck</source>
        <translation>Devolver esta carta ao baralho</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <location filename="../../trainer/gui/instructor/card_picker.py" line="152"/>
        <source>Deal the picked cards here</source>
        <translation>Distribuir aqui as cartas escolhidas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/card_picker.py" line="153"/>
        <source>Cards go to: {place}</source>
        <translation>As cartas vão para: {place}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/card_picker.py" line="154"/>
        <source>Pick a place&apos;s cards (click its cards field) to deal to it</source>
        <translation>Escolha o lugar a quem dar cartas (clique no seu campo de cartas)</translation>
    </message>
</context>
<context>
    <name>ChangeBetPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/colour.py" line="124"/>
        <source>Change a bet</source>
        <translation>Trocar uma aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/colour.py" line="144"/>
        <source>Chip put in: {chip}
The call: {call}</source>
        <translation>Ficha colocada: {chip}
Para acompanhar: {call}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/panels/colour.py" line="147"/>
        <source>Change so far: {amount} in %n chips</source>
        <translation>
            <numerusform>Troco até agora: {amount} em %n ficha</numerusform>
            <numerusform>Troco até agora: {amount} em %n fichas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="511"/>
        <source>Question</source>
        <translation>Pergunta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="512"/>
        <source>Right option (number)</source>
        <translation>Opção certa (número)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="513"/>
        <source>Citation</source>
        <translation>Citação</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="515"/>
        <source>an option (leave empty: none)</source>
        <translation>uma opção (vazia: nenhuma)</translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="97"/>
        <source>{name} is deactivated: the records are kept; sign-in is refused.</source>
        <translation>A conta de {name} está desativada: os registos são mantidos; a entrada é recusada.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="107"/>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="107"/>
        <source>Accuracy</source>
        <translation>Taxa de acerto</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="108"/>
        <source>Due</source>
        <translation>Pendente</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="108"/>
        <source>Last answer</source>
        <translation>Última resposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="108"/>
        <source>Within target</source>
        <translation>Dentro do tempo-alvo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="134"/>
        <source>{name}, {skill}: {right} of {answers} right ({accuracy:.0%}), median time {time}</source>
        <translation>{name}, {skill}: respostas certas, {right} de {answers} ({accuracy:.0%}), tempo mediano {time}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="179"/>
        <source>Whole class</source>
        <translation>Toda a turma</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="182"/>
        <source>{name} (instructor)</source>
        <translation>{name} (instrutor)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="184"/>
        <source>{name} — deactivated</source>
        <translation>{name} — conta desativada</translation>
    </message>
</context>
<context>
    <name>ClassTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="254"/>
        <source>Skill</source>
        <translation>Competência</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="255"/>
        <source>Accuracy</source>
        <translation>Taxa de acerto</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="257"/>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="258"/>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="291"/>
        <source>Answers given in</source>
        <translation>Respostas dadas em</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="292"/>
        <source>the last 7 days</source>
        <translation>os últimos 7 dias</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="292"/>
        <source>the last 30 days</source>
        <translation>os últimos 30 dias</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="293"/>
        <source>the last 90 days</source>
        <translation>os últimos 90 dias</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="293"/>
        <source>all time</source>
        <translation>todo o período</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="297"/>
        <source>Each cell: accuracy · median time. Green from 90 %, amber from 70 %, red below; bold: slower than 1.5 × the class&apos;s median time for that skill. Within target: the share of answers given within their skill&apos;s target time. Double-click a trainee to see them.</source>
        <translation>Cada célula: taxa de acerto · tempo mediano. Verde a partir de 90 %, âmbar a partir de 70 %, vermelho abaixo disso; negrito: mais lento do que 1,5 × o tempo mediano da turma nessa competência. Dentro do tempo-alvo: a proporção de respostas dadas dentro do tempo-alvo da competência. Faça duplo clique num formando para o ver.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/class_tab.py" line="300"/>
        <source>Trainees × skills</source>
        <translation>Formandos × competências</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/class_tab.py" line="301"/>
        <source>Weakest skills of the class (from %n answers)</source>
        <translation>
            <numerusform>Competências mais fracas da turma (com base em %n resposta)</numerusform>
            <numerusform>Competências mais fracas da turma (com base em %n respostas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ColourUpPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/colour.py" line="69"/>
        <source>Colour up</source>
        <translation>Trocar por fichas maiores</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/colour.py" line="91"/>
        <source>Seat {seat}&apos;s chips handed in, close up</source>
        <translation>As fichas entregues pelo lugar {seat}, de perto</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/panels/colour.py" line="93"/>
        <source>Given back so far: {amount} in %n chips</source>
        <translation>
            <numerusform>Devolvido até agora: {amount} em %n ficha</numerusform>
            <numerusform>Devolvido até agora: {amount} em %n fichas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommissionPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="393"/>
        <source>Commission</source>
        <translation>Comissão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="411"/>
        <source>Commission (chips)</source>
        <translation>Comissão (fichas)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="417"/>
        <source>the commission is {amount}</source>
        <translation>a comissão é {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="421"/>
        <source>{pot} of {amount}: commission {commission}</source>
        <translation>{pot} de {amount}: comissão {commission}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="426"/>
        <source>com. {amount}</source>
        <translation>com. {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="430"/>
        <source>Digits</source>
        <translation>Algarismos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="430"/>
        <source>type the amount</source>
        <translation>escrever o montante</translation>
    </message>
</context>
<context>
    <name>Constraints</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="53"/>
        <source>Write the constraints as name: value pairs between braces, e.g. {seats: 6}</source>
        <translation>Escreva as restrições como pares nome: valor entre chavetas, p. ex. {seats: 6}</translation>
    </message>
</context>
<context>
    <name>CountPotPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="454"/>
        <source>Count the pot</source>
        <translation>Contar o pote</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="483"/>
        <source>+ Side pot  (Ctrl++)</source>
        <translation>+ Pote lateral  (Ctrl++)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="484"/>
        <source>− Last pot  (Ctrl+−)</source>
        <translation>− Último pote  (Ctrl+−)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="550"/>
        <source>there is no such pot</source>
        <translation>esse pote não existe</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="551"/>
        <source>{pot} missing: {amount}</source>
        <translation>{pot} em falta: {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="558"/>
        <source>next pot</source>
        <translation>pote seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="559"/>
        <source>Ctrl++</source>
        <translation>Ctrl++</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="559"/>
        <source>add a side pot</source>
        <translation>acrescentar um pote lateral</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="560"/>
        <source>Ctrl+−</source>
        <translation>Ctrl+−</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="560"/>
        <source>remove the last pot</source>
        <translation>retirar o último pote</translation>
    </message>
</context>
<context>
    <name>CountStackPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="273"/>
        <source>Count the stack</source>
        <translation>Contar a pilha</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="276"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="297"/>
        <source>Seat {seat}&apos;s chips, close up</source>
        <translation>As fichas do lugar {seat}, de perto</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="304"/>
        <source>{chips} = {amount}</source>
        <translation>{chips} = {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="310"/>
        <source>Digits</source>
        <translation>Algarismos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="310"/>
        <source>type the total</source>
        <translation>escreva o total</translation>
    </message>
</context>
<context>
    <name>CutPotPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="46"/>
        <source>Cut the pot</source>
        <translation>Dividir o pote</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="91"/>
        <source>{pot}, close up</source>
        <translation>{pot}, de perto</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="92"/>
        <source>EACH WINNER&apos;S STACK</source>
        <translation>A PILHA DE CADA VENCEDOR</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="95"/>
        <source>Cut so far: {amount}</source>
        <translation>Dividido até agora: {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="141"/>
        <source>The stacks: {stacks}</source>
        <translation>As pilhas: {stacks}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="142"/>
        <source>{seat}: {amount}</source>
        <translation>{seat}: {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="146"/>
        <source>Digits</source>
        <translation>Algarismos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="146"/>
        <source>type the stack</source>
        <translation>escreva a pilha</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="147"/>
        <source>the next winner</source>
        <translation>o vencedor seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="148"/>
        <source>Click a seat</source>
        <translation>Clique num lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/cut.py" line="148"/>
        <source>go to that winner&apos;s stack</source>
        <translation>ir para a pilha desse vencedor</translation>
    </message>
</context>
<context>
    <name>DealOrderPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="395"/>
        <source>Dealing order</source>
        <translation>Ordem da distribuição</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="432"/>
        <source>First card to seat</source>
        <translation>Primeira carta ao lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="433"/>
        <source>Cards to each seat</source>
        <translation>Cartas a cada lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="434"/>
        <source>Clockwise</source>
        <translation>No sentido dos ponteiros do relógio</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="435"/>
        <source>Counterclockwise</source>
        <translation>Em sentido oposto ao dos ponteiros do relógio</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="500"/>
        <source>clockwise</source>
        <translation>no sentido dos ponteiros do relógio</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="500"/>
        <source>counterclockwise</source>
        <translation>em sentido oposto ao dos ponteiros do relógio</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="510"/>
        <source>Digits</source>
        <translation>Algarismos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="510"/>
        <source>the first seat, Tab, the cards each</source>
        <translation>o primeiro lugar, Tab, as cartas a cada um</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="511"/>
        <source>← / →</source>
        <translation>← / →</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="511"/>
        <source>counterclockwise / clockwise</source>
        <translation>sentido oposto / sentido dos ponteiros do relógio</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="513"/>
        <source>Click a seat</source>
        <translation>Clique num lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="513"/>
        <source>it receives the first card</source>
        <translation>recebe a primeira carta</translation>
    </message>
</context>
<context>
    <name>DicePanel</name>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="467"/>
        <source>The dice</source>
        <translation>Os dados</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="513"/>
        <source>banker, seat 1, 2, 3</source>
        <translation>banqueiro, lugar 1, 2, 3</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="515"/>
        <source>Click a place</source>
        <translation>Clique num lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="515"/>
        <source>on the panel or the table</source>
        <translation>no painel ou na mesa</translation>
    </message>
</context>
<context>
    <name>DrillScreen</name>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="260"/>
        <source>Review: {title}</source>
        <translation>Revisão: {title}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="229"/>
        <source>Intro (F1)</source>
        <translation>Introdução (F1)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="466"/>
        <source>Question {n} of {total}</source>
        <translation>Pergunta {n} de {total}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="342"/>
        <source>✓ right</source>
        <translation>✓ certa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="342"/>
        <source>✗ wrong</source>
        <translation>✗ errada</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="350"/>
        <source>Next (N)</source>
        <translation>Seguinte (N)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="350"/>
        <source>next</source>
        <translation>seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="401"/>
        <source>The sprint&apos;s score could not be saved: {error}</source>
        <translation>Não foi possível guardar a pontuação do contrarrelógio: {error}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="453"/>
        <source>{time} left</source>
        <translation>faltam {time}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="468"/>
        <source>Hand {n} of {total} · step {step} of {steps}</source>
        <translation>Jogada {n} de {total} · passo {step} de {steps}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="470"/>
        <source>Question {n} of {total} · step {step} of {steps}</source>
        <translation>Pergunta {n} de {total} · passo {step} de {steps}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/drill/screen.py" line="478"/>
        <source>%n of {answered} right</source>
        <translation>
            <numerusform>%n certa em {answered}</numerusform>
            <numerusform>%n certas em {answered}</numerusform>
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
        <translation>terminar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="354"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="354"/>
        <source>the lesson&apos;s intro</source>
        <translation>a introdução da lição</translation>
    </message>
</context>
<context>
    <name>EditButtons</name>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="76"/>
        <source>The school&apos;s lesson folder</source>
        <translation>A pasta de lições da escola</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="95"/>
        <source>Pick a lesson to edit first.</source>
        <translation>Escolha primeiro a lição a editar.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="107"/>
        <source>Pick a lesson or exam of the school folder to publish.</source>
        <translation>Escolha uma lição ou um exame da pasta da escola para publicar.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="110"/>
        <source>Publish to every workstation</source>
        <translation>Publicar em todos os postos de trabalho</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="111"/>
        <source>An instructor&apos;s password signs the file for the school:</source>
        <translation>A palavra-passe de um instrutor assina o ficheiro para a escola:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="120"/>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="124"/>
        <source>Not published</source>
        <translation>Não publicado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="121"/>
        <source>That is not an instructor&apos;s password.</source>
        <translation>Essa não é a palavra-passe de um instrutor.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="126"/>
        <source>Published</source>
        <translation>Publicado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="127"/>
        <source>Every workstation of the school gets {file} at its next sync (fingerprint {fingerprint}).</source>
        <translation>Todos os postos de trabalho da escola recebem {file} na próxima sincronização (impressão digital {fingerprint}).</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="142"/>
        <source>This lesson cannot be opened</source>
        <translation>Esta lição não pode ser aberta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="147"/>
        <source>Edit lesson…</source>
        <translation>Editar a lição…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="148"/>
        <source>New lesson</source>
        <translation>Nova lição</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="149"/>
        <source>New exam</source>
        <translation>Novo exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="150"/>
        <source>School folder…</source>
        <translation>Pasta da escola…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="151"/>
        <source>Publish…</source>
        <translation>Publicar…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="152"/>
        <source>Send the lesson or exam picked to every workstation of the school (signed with an instructor&apos;s password)</source>
        <translation>Enviar a lição ou o exame escolhido a todos os postos de trabalho da escola (assinado com a palavra-passe de um instrutor)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_edit.py" line="154"/>
        <source>Where the school&apos;s lessons are saved: {folder}</source>
        <translation>Onde as lições da escola são guardadas: {folder}</translation>
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
            <numerusform>%n jogada</numerusform>
            <numerusform>%n jogadas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="422"/>
        <source>{seats} seats</source>
        <translation>{seats} lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="423"/>
        <source>the usual table</source>
        <translation>a mesa habitual</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="487"/>
        <source>The exam cannot be saved: {problem}</source>
        <translation>O exame não pode ser guardado: {problem}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="501"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="702"/>
        <source>What a sitting draws</source>
        <translation>O que cada prova sorteia</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="504"/>
        <source>The exam checker refuses this exam:</source>
        <translation>A verificação de exames recusa este exame:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="512"/>
        <source>Pass mark {mark:g} %: {need} of {marks} marks. {minutes:g} minutes; attempts allowed: {attempts}.</source>
        <translation>Nota mínima {mark:g} %: {need} de {marks} pontos. {minutes:g} minutos; tentativas permitidas: {attempts}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="521"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="581"/>
        <source>Pool</source>
        <translation>Grupo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="521"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="581"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="678"/>
        <source>Quota</source>
        <translation>Quota</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="521"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="581"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="678"/>
        <source>Floor</source>
        <translation>Mínimo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="521"/>
        <source>Draws from</source>
        <translation>Sorteia de</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="521"/>
        <source>Fills</source>
        <translation>Preenche</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="525"/>
        <source>%n in the lessons</source>
        <translation>
            <numerusform>%n pergunta nas lições</numerusform>
            <numerusform>%n perguntas nas lições</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="525"/>
        <source>generated</source>
        <translation>perguntas geradas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="526"/>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="526"/>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="556"/>
        <source>Floors: a candidate below a pool&apos;s floor fails whatever the score.</source>
        <translation>Mínimos: um candidato abaixo do mínimo de um grupo reprova, seja qual for a pontuação.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="323"/>
        <source>at least %n right</source>
        <translation>
            <numerusform>pelo menos %n certa</numerusform>
            <numerusform>pelo menos %n certas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="508"/>
        <source>Items: {items} · hand steps: {steps} · marks: {marks}.</source>
        <translation>Itens: {items} · passos de jogadas: {steps} · pontos: {marks}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="509"/>
        <source>Items: {items} · marks: {marks}.</source>
        <translation>Itens: {items} · pontos: {marks}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="518"/>
        <source>Pools that can fill their quota: {fill} of {pools}.</source>
        <translation>Grupos de perguntas que conseguem preencher a quota: {fill} de {pools}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="531"/>
        <source>Length cue: picking the {rank} finds the key in {keyed} of {size} questions ({rate:.0%}, more than {limit:.0%}); vary which option is longest (rewrite the other options, not the key)</source>
        <translation>Pista pelo comprimento: escolher a {rank} dá a resposta certa em {keyed} de {size} perguntas ({rate:.0%}, mais de {limit:.0%}); varie qual é a opção mais longa (reescreva as outras opções, não a resposta certa)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="539"/>
        <source>Length cue: none (the {rank} is keyed in {keyed} of {size}; the limit is {limit:.0%})</source>
        <translation>Pista pelo comprimento: nenhuma (a {rank} é a certa em {keyed} de {size}; o limite é {limit:.0%})</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="549"/>
        <source>as the game usually deals</source>
        <translation>os que o jogo costuma ter</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="550"/>
        <source>%n whole hands; seats: {seats}; {steps} steps in the sample sitting (seed 0).</source>
        <translation>
            <numerusform>%n jogada completa; lugares: {seats}; {steps} passos no exame de amostra (semente 0).</numerusform>
            <numerusform>%n jogadas completas; lugares: {seats}; {steps} passos no exame de amostra (semente 0).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="563"/>
        <source>longest option</source>
        <translation>opção mais longa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="563"/>
        <source>second-longest option</source>
        <translation>segunda opção mais longa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="564"/>
        <source>third-longest option</source>
        <translation>terceira opção mais longa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="565"/>
        <source>fourth-longest option</source>
        <translation>quarta opção mais longa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="566"/>
        <source>fifth-longest option</source>
        <translation>quinta opção mais longa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="566"/>
        <source>shortest option</source>
        <translation>opção mais curta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="571"/>
        <source>option number {n} by length</source>
        <translation>opção n.º {n} por comprimento</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="581"/>
        <source>Check</source>
        <translation>Verificação</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="587"/>
        <source>refused</source>
        <translation>recusado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="587"/>
        <source>not drawn yet</source>
        <translation>ainda não sorteado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="595"/>
        <source>The candidate never sees the right answers.</source>
        <translation>O candidato nunca vê as respostas certas.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="597"/>
        <source>The candidate sees the right answers once the exam is submitted.</source>
        <translation>O candidato vê as respostas certas depois de entregar o exame.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="599"/>
        <source>The candidate sees the right answers once the exam closes ({when}).</source>
        <translation>O candidato vê as respostas certas quando o exame fechar ({when}).</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="616"/>
        <source>An exam is saved in an exams folder (such as exams/{id}.yaml).</source>
        <translation>Um exame é guardado numa pasta exams (por exemplo exams/{id}.yaml).</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="625"/>
        <source>Saved to {path}; exam check: no problems.</source>
        <translation>Guardado em {path}; verificação do exame: sem problemas.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="638"/>
        <source>Preview</source>
        <translation>Pré-visualização</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="641"/>
        <source>Preview as a candidate</source>
        <translation>Pré-visualizar como candidato</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="656"/>
        <source>Exam editor</source>
        <translation>Editor de exames</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="665"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="665"/>
        <source>Exam id</source>
        <translation>Identificador do exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="665"/>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="665"/>
        <source>Intro</source>
        <translation>Introdução</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="666"/>
        <source>Time limit</source>
        <translation>Tempo limite</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="666"/>
        <source>Pass mark</source>
        <translation>Nota mínima</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="666"/>
        <source>Attempts allowed</source>
        <translation>Tentativas permitidas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="667"/>
        <source>Right answers shown</source>
        <translation>Respostas certas mostradas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="667"/>
        <source>Closes at</source>
        <translation>Fecha em</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="669"/>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="673"/>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="673"/>
        <source>After submitting</source>
        <translation>Depois de entregar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="673"/>
        <source>After the exam closes</source>
        <translation>Depois de o exame fechar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="678"/>
        <source>Skill</source>
        <translation>Competência</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="679"/>
        <source>Target time</source>
        <translation>Tempo-alvo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="679"/>
        <source>Constraints</source>
        <translation>Restrições</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="681"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="682"/>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="683"/>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="684"/>
        <source>e.g. {side_pots: 1} (empty: none)</source>
        <translation>p. ex. {side_pots: 1} (vazio: nenhuma)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="685"/>
        <source>usual</source>
        <translation>habitual</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="689"/>
        <source>Pools</source>
        <translation>Grupos de perguntas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="690"/>
        <source>Whole hands</source>
        <translation>Jogadas completas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="691"/>
        <source>+ Pool</source>
        <translation>+ Grupo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="691"/>
        <source>Remove</source>
        <translation>Remover</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="692"/>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="692"/>
        <source>Down</source>
        <translation>Descer</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="694"/>
        <source>Hands</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="695"/>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="696"/>
        <source>+ Hands</source>
        <translation>+ Jogadas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="697"/>
        <source>Remove hands</source>
        <translation>Remover jogadas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="698"/>
        <source>Save to the school folder as:</source>
        <translation>Guardar na pasta da escola como:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="700"/>
        <source>Preview as a candidate (Ctrl+P)</source>
        <translation>Pré-visualizar como candidato (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="701"/>
        <source>Save (Ctrl+S)</source>
        <translation>Guardar (Ctrl+S)</translation>
    </message>
</context>
<context>
    <name>ExamItemPage</name>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="140"/>
        <source>◀ Previous (PgUp)</source>
        <translation>◀ Anterior (PgUp)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="141"/>
        <source>Save and go on (Enter)</source>
        <translation>Guardar e continuar (Enter)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="142"/>
        <source>Next (PgDn) ▶</source>
        <translation>Seguinte (PgDn) ▶</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="143"/>
        <source>Submit exam… (Ctrl+Enter)</source>
        <translation>Entregar o exame… (Ctrl+Enter)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="332"/>
        <source>Filled: answered · framed: the item shown · no marks until you submit</source>
        <translation>Preenchido: respondido · com moldura: o item mostrado · sem classificação até entregar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="306"/>
        <source>Time left</source>
        <translation>Tempo restante</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="316"/>
        <source>Item {n} of {total}</source>
        <translation>Item {n} de {total}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="317"/>
        <source>{answered} of {total} answered</source>
        <translation>{answered} de {total} respondidos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="323"/>
        <source>Hand {hand} of {hands} · step {step} of {steps}</source>
        <translation>Jogada {hand} de {hands} · passo {step} de {steps}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="327"/>
        <source>Target {target} s: a right answer over it earns half</source>
        <translation>Tempo-alvo {target} s: uma resposta certa acima dele vale metade</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="334"/>
        <source>Filled: answered · darker: a hand&apos;s step locked · framed: the item shown · greyed: a hand&apos;s step that opens once the one before is answered · no marks until you submit</source>
        <translation>Preenchido: respondido · mais escuro: passo de jogada bloqueado · com moldura: o item mostrado · a cinzento: passo de jogada que abre quando o anterior estiver respondido · sem classificação até entregar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="354"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="354"/>
        <source>save and go on</source>
        <translation>guardar e continuar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="354"/>
        <source>PgUp / PgDn</source>
        <translation>PgUp / PgDn</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="354"/>
        <source>move</source>
        <translation>navegar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="355"/>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="355"/>
        <source>submit</source>
        <translation>entregar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="365"/>
        <source>Not saved yet: {error}. Your answer stays here and is saved as soon as the records take it.</source>
        <translation>Ainda não guardada: {error}. A sua resposta fica aqui e é guardada logo que os registos a aceitem.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="368"/>
        <source>Your saved answer: {answer}. It stays unless you change it.</source>
        <translation>A sua resposta guardada: {answer}. Mantém-se, a menos que a altere.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="371"/>
        <source>Saving…</source>
        <translation>A guardar…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="373"/>
        <source>Answer saved at {time}.</source>
        <translation>Resposta guardada às {time}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/item_page.py" line="375"/>
        <source>No answer saved for this item yet.</source>
        <translation>Ainda não há resposta guardada para este item.</translation>
    </message>
</context>
<context>
    <name>ExamListModel</name>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="81"/>
        <source>under way</source>
        <translation>em curso</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="85"/>
        <source>passed</source>
        <translation>aprovado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="85"/>
        <source>not passed</source>
        <translation>não aprovado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="86"/>
        <source>{score:.0%} {verdict}, {when}</source>
        <translation>{score:.0%} {verdict}, {when}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="90"/>
        <source>{minutes:g} min</source>
        <translation>{minutes:g} min</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="91"/>
        <source>{mark:g} %</source>
        <translation>{mark:g} %</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/models.py" line="92"/>
        <source>{used} of {allowed}</source>
        <translation>{used} de {allowed}</translation>
    </message>
</context>
<context>
    <name>ExamListPage</name>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="74"/>
        <source>Certification exams</source>
        <translation>Exames de certificação</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="75"/>
        <source>Last result (R)</source>
        <translation>Último resultado (R)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="76"/>
        <source>Back (Esc)</source>
        <translation>Voltar (Esc)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="79"/>
        <source>Exam</source>
        <translation>Exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="79"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="79"/>
        <source>Items</source>
        <translation>Itens</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="79"/>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="79"/>
        <source>Pass mark</source>
        <translation>Nota mínima</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="80"/>
        <source>Attempts</source>
        <translation>Tentativas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="80"/>
        <source>Last result</source>
        <translation>Último resultado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="107"/>
        <source>No exams are available.</source>
        <translation>Não há exames disponíveis.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="108"/>
        <location filename="../../trainer/gui/exam/list_page.py" line="144"/>
        <source>Start exam (Enter)</source>
        <translation>Iniciar o exame (Enter)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/list_page.py" line="114"/>
        <source>%n items · {minutes:g} minutes · pass mark {mark:g} % · attempt {next} of {allowed}</source>
        <translation>
            <numerusform>%n item · {minutes:g} minutos · nota mínima {mark:g} % · tentativa {next} de {allowed}</numerusform>
            <numerusform>%n itens · {minutes:g} minutos · nota mínima {mark:g} % · tentativa {next} de {allowed}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="117"/>
        <source>During the exam nothing is marked and no right answer is shown. Move freely between the items; every answer is saved as you give it. The clock keeps running if the program is closed, and the exam submits itself when the time is up.</source>
        <translation>Durante o exame nada é corrigido e nenhuma resposta certa é mostrada. Pode passar livremente de um item para outro; cada resposta é guardada à medida que a dá. O relógio continua a contar se o programa for fechado, e o exame é entregue automaticamente quando o tempo acabar.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="122"/>
        <source>{what} · {minutes:g} minutes · pass mark {mark:g} % · attempt {next} of {allowed}</source>
        <translation>{what} · {minutes:g} minutos · nota mínima {mark:g} % · tentativa {next} de {allowed}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="125"/>
        <source>During the exam nothing is marked and no right answer is shown. Each step of a hand is one item: a step opens once the step before it is answered, and it is locked once the next step has been shown, because the next step&apos;s table shows its right answer. Every answer is saved as you give it. The clock keeps running if the program is closed, and the exam submits itself when the time is up.</source>
        <translation>Durante o exame nada é corrigido e nenhuma resposta certa é mostrada. Cada passo de uma jogada é um item: um passo abre quando o passo anterior estiver respondido e fica bloqueado quando o passo seguinte for mostrado, porque a mesa do passo seguinte mostra a sua resposta certa. Cada resposta é guardada à medida que a dá. O relógio continua a contar se o programa for fechado, e o exame é entregue automaticamente quando o tempo acabar.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="135"/>
        <source>An exam of the school (file {file}, fingerprint {fingerprint}): the instructor who opens it sees the same fingerprint.</source>
        <translation>Um exame da escola (ficheiro {file}, impressão digital {fingerprint}): o instrutor que o abre vê a mesma impressão digital.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/list_page.py" line="141"/>
        <source>Resume exam (Enter)</source>
        <translation>Retomar o exame (Enter)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/list_page.py" line="147"/>
        <source>All %n attempts have been used.</source>
        <translation>
            <numerusform>Já foi usada a única tentativa permitida.</numerusform>
            <numerusform>Já foram usadas todas as %n tentativas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamResultPage</name>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="137"/>
        <source>Verification code:</source>
        <translation>Código de verificação:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="138"/>
        <source>Results by skill</source>
        <translation>Resultados por competência</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="139"/>
        <source>Review the answers (R)</source>
        <translation>Rever as respostas (R)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="140"/>
        <source>Save report (PDF)… (Ctrl+P)</source>
        <translation>Guardar relatório (PDF)… (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="141"/>
        <source>Back to the exams (Esc)</source>
        <translation>Voltar aos exames (Esc)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="146"/>
        <source>Passed</source>
        <translation>Aprovado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="146"/>
        <source>Not passed</source>
        <translation>Não aprovado</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/result_page.py" line="148"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; · {title}&lt;br&gt;Score &lt;b&gt;{score:.1%}&lt;/b&gt; (pass mark {mark:g} %) · {answered} of %n items answered · submitted {when}</source>
        <translation>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; · {title}&lt;br&gt;Pontuação &lt;b&gt;{score:.1%}&lt;/b&gt; (nota mínima {mark:g} %) · {answered} de %n item respondido · entregue {when}</numerusform>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; · {title}&lt;br&gt;Pontuação &lt;b&gt;{score:.1%}&lt;/b&gt; (nota mínima {mark:g} %) · {answered} de %n itens respondidos · entregue {when}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="157"/>
        <source>Time was up: the exam was submitted by itself with the answers saved.</source>
        <translation>O tempo acabou: o exame foi entregue automaticamente com as respostas guardadas.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="158"/>
        <source>The time ran out while the program was closed: the exam was submitted with the answers saved before.</source>
        <translation>O tempo acabou enquanto o programa estava fechado: o exame foi entregue com as respostas guardadas antes.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="163"/>
        <source>Skill</source>
        <translation>Competência</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="163"/>
        <source>Items</source>
        <translation>Itens</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="163"/>
        <source>Answered</source>
        <translation>Respondidos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="164"/>
        <source>Right</source>
        <translation>Certos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="164"/>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/result_page.py" line="196"/>
        <source>Submitted. The result is shown once an instructor signs it, or leaves it unsigned.</source>
        <translation>Entregue. O resultado aparece quando um instrutor o assinar ou o deixar sem assinatura.</translation>
    </message>
</context>
<context>
    <name>ExamReviewPage</name>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="68"/>
        <source>Back to the result (Esc)</source>
        <translation>Voltar ao resultado (Esc)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="81"/>
        <source>no answer</source>
        <translation>sem resposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="85"/>
        <source>({seconds} s, over the {target} s target: half marks)</source>
        <translation>({seconds} s, acima do tempo-alvo de {target} s: metade da cotação)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="90"/>
        <source>{n}. Hand {hand}, step {step}: {task} — {mark}</source>
        <translation>{n}. Jogada {hand}, passo {step}: {task} — {mark}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="93"/>
        <source>{n}. {task} — {mark}</source>
        <translation>{n}. {task} — {mark}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/review_page.py" line="102"/>
        <source>Review: {title}</source>
        <translation>Revisão: {title}</translation>
    </message>
</context>
<context>
    <name>ExamScreen</name>
    <message>
        <location filename="../../trainer/gui/exam/screen.py" line="225"/>
        <source>This exam&apos;s records are damaged and it cannot be opened ({error}); &apos;trainer results verify&apos; tells an instructor what is wrong.</source>
        <translation>Os registos deste exame estão danificados e não é possível abri-lo ({error}); &apos;trainer results verify&apos; diz a um instrutor o que está errado.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/screen.py" line="334"/>
        <source>The exam could not be submitted: {error}. Your answers are kept; submit again in a moment.</source>
        <translation>Não foi possível entregar o exame: {error}. As suas respostas estão guardadas; entregue de novo daqui a pouco.</translation>
    </message>
</context>
<context>
    <name>FirstToActPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="322"/>
        <source>Who opens the betting?</source>
        <translation>Quem abre as apostas?</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="327"/>
        <source>Click the seat that speaks first, or type its number.</source>
        <translation>Clique no lugar que tem o direito de ser o primeiro a jogar ou escreva o seu número.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="328"/>
        <source>Click the seat that must open the betting, or type its number.</source>
        <translation>Clique no lugar que tem de abrir as apostas ou escreva o seu número.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="361"/>
        <source>pick the seat</source>
        <translation>escolher o lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="361"/>
        <source>take it back</source>
        <translation>anular</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="362"/>
        <source>Click a seat</source>
        <translation>Clique num lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="362"/>
        <source>pick it</source>
        <translation>escolhê-lo</translation>
    </message>
</context>
<context>
    <name>FoldCollectPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="366"/>
        <source>Collect the folds</source>
        <translation>Recolher as desistências</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="372"/>
        <source>What the croupier takes from each spot that folds. Leave the spots that play empty.</source>
        <translation>O que o croupier recolhe de cada mão que desiste. Deixe vazias as mãos que jogam.</translation>
    </message>
</context>
<context>
    <name>FollowActionPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="376"/>
        <source>Follow the action</source>
        <translation>Seguir a acção</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="391"/>
        <source>Seat to act</source>
        <translation>Lugar que joga</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="95"/>
        <source>The seat&apos;s number (or click it), then its amounts, each the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <comment>non-banked</comment>
        <translation>O número do lugar (ou clique nele), depois os seus montantes, cada um o total do lugar no turno. Tab: campo seguinte. Se o lugar não puder apostar nem repicar, deixe os dois repiques em branco ou prima X.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="99"/>
        <source>The seat&apos;s number (or click it), then its amounts, each the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <comment>stud</comment>
        <translation>O número do lugar (ou clique nele), depois os seus montantes, cada um o total do lugar no lanço. Tab: campo seguinte. Se o lugar não puder apostar nem elevar a aposta, deixe os dois aumentos em branco ou prima X.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="102"/>
        <source>The seat&apos;s number (or click it), then its amounts, each the seat&apos;s total for the round. Tab: next field. If the seat may not bet or raise, leave both raises empty or press X.</source>
        <comment>2010</comment>
        <translation>O número do lugar (ou clique nele), depois os seus montantes, cada um o total do lugar no turno. Tab: campo seguinte. Se o lugar não puder apostar nem subir a aposta, deixe as duas subidas em branco ou prima X.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="435"/>
        <source>Digits</source>
        <translation>Algarismos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="435"/>
        <source>the seat, then the amounts</source>
        <translation>o lugar, depois os montantes</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="436"/>
        <source>Click a seat</source>
        <translation>Clique num lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="436"/>
        <source>pick it</source>
        <translation>escolhê-lo</translation>
    </message>
</context>
<context>
    <name>ForcedBetsPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="331"/>
        <source>Forced bets</source>
        <translation>Apostas obrigatórias</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="334"/>
        <source>What each seat puts in before the cards. Leave a seat that posts nothing empty.</source>
        <translation>O que cada lugar põe antes das cartas. Deixe vazio o lugar que não põe nada.</translation>
    </message>
</context>
<context>
    <name>FoulPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="116"/>
        <source>Foul or not?</source>
        <translation>Falta ou não?</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="145"/>
        <source>MARK THE PLACES THAT FOULED</source>
        <translation>MARQUE OS LUGARES QUE COMETERAM FALTA</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="146"/>
        <source>not marked</source>
        <translation>não marcado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="146"/>
        <source>FOUL</source>
        <translation>FALTA</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="146"/>
        <location filename="../../trainer/gui/panels/thirteen.py" line="194"/>
        <source>in order</source>
        <translation>em ordem</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="149"/>
        <source>{place} — {state}</source>
        <translation>{place} — {state}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="151"/>
        <source>The others are in order</source>
        <translation>Os outros estão em ordem</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="194"/>
        <source>foul</source>
        <translation>falta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="202"/>
        <source>foul / in order: banker, seat 1, 2, 3</source>
        <translation>falta / em ordem: banqueiro, lugar 1, 2, 3</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="204"/>
        <source>the places not marked are in order</source>
        <translation>os lugares não marcados estão em ordem</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="206"/>
        <source>Click a place</source>
        <translation>Clique num lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="206"/>
        <source>the same</source>
        <translation>o mesmo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="207"/>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="207"/>
        <source>undo the last change</source>
        <translation>desfazer a última alteração</translation>
    </message>
</context>
<context>
    <name>GenerateForm</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="582"/>
        <source>Task</source>
        <translation>Tarefa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="582"/>
        <source>Items</source>
        <translation>Perguntas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="582"/>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="583"/>
        <source>Constraints</source>
        <translation>Restrições</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="583"/>
        <source>Its items</source>
        <translation>As suas perguntas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="585"/>
        <source>e.g. {side_pots: 1} (empty: none)</source>
        <translation>p. ex. {side_pots: 1} (vazio: nenhuma)</translation>
    </message>
</context>
<context>
    <name>HandCategoryPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="242"/>
        <source>Read the hands</source>
        <translation>Ler as mãos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="280"/>
        <source>next seat</source>
        <translation>lugar seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="281"/>
        <source>go to that seat</source>
        <translation>ir para esse lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="282"/>
        <location filename="../../trainer/gui/panels/categories.py" line="286"/>
        <source>Click a seat</source>
        <translation>Clique num lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="286"/>
        <source>raise its best five</source>
        <translation>destacar as suas cinco melhores cartas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="282"/>
        <source>go to it</source>
        <translation>ir para ele</translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="110"/>
        <source>{lesson} · hand {n} of {count}</source>
        <translation>{lesson} · jogada {n} de {count}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="113"/>
        <source>exam</source>
        <translation>exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="113"/>
        <source>practice</source>
        <translation>prática</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="114"/>
        <source>Run the table: {game} · {variant}</source>
        <translation>Conduzir a mesa: {game} · {variant}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="228"/>
        <source>Next (N)</source>
        <translation>Seguinte (N)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="228"/>
        <source>next</source>
        <translation>seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="326"/>
        <source>Hand resumed at step {n}</source>
        <translation>Jogada retomada no passo {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="276"/>
        <source>Next hand, {n} of {count} (A)</source>
        <translation>Jogada seguinte, {n} de {count} (A)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/screen.py" line="313"/>
        <source>Step {n} of {total}</source>
        <translation>Passo {n} de {total}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/screen.py" line="317"/>
        <source>%n of {answered} right</source>
        <translation>
            <numerusform>%n certo em {answered}</numerusform>
            <numerusform>%n certos em {answered}</numerusform>
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
        <translation>terminar a jogada</translation>
    </message>
</context>
<context>
    <name>HandsView</name>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="68"/>
        <source>Played</source>
        <translation>Jogada em</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="69"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="70"/>
        <source>Seed</source>
        <translation>Semente</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="71"/>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="74"/>
        <source>Right</source>
        <translation>Certos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="74"/>
        <source>{right} of {answered}</source>
        <translation>{right} de {answered}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="76"/>
        <source>Steps</source>
        <translation>Passos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="77"/>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="78"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="181"/>
        <source>Pick a hand above to replay it step by step.</source>
        <translation>Escolha uma jogada acima para a rever passo a passo.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="182"/>
        <source>No hand played yet.</source>
        <translation>Ainda nenhuma jogada feita.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="187"/>
        <source>Step {n} of {total}</source>
        <translation>Passo {n} de {total}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="188"/>
        <source>right</source>
        <translation>certo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="188"/>
        <source>wrong</source>
        <translation>errado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="189"/>
        <source>Step {n} · {kind}: {verdict}, answered in {time}</source>
        <translation>Passo {n} · {kind}: {verdict}, respondido em {time}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="197"/>
        <source>This hand no longer deals as it was played (the engine or the lessons have changed since): the steps below are the trainee&apos;s recorded answers, each replayed from the table stored with it where that can be done.</source>
        <translation>Esta jogada já não sai como foi feita (o motor ou as lições mudaram entretanto): os passos abaixo são as respostas registadas do formando, cada uma revista a partir da mesa guardada com ela quando é possível.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="202"/>
        <source>The trainee&apos;s answer: {given}</source>
        <translation>Resposta do formando: {given}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="208"/>
        <source>{answered} of {steps}, ended early</source>
        <translation>{answered} de {steps}, terminada antes do fim</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="211"/>
        <source>practice</source>
        <translation>prática</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="211"/>
        <source>exam</source>
        <translation>exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="214"/>
        <source>◀ Previous step (PgUp)</source>
        <translation>◀ Passo anterior (PgUp)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/hand_replay.py" line="215"/>
        <source>Next step (PgDn) ▶</source>
        <translation>Passo seguinte (PgDn) ▶</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="102"/>
        <source>back to home</source>
        <translation>voltar ao início</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="104"/>
        <source>A drill or a lesson</source>
        <translation>Um exercício ou uma lição</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="105"/>
        <source>submit the answer; then the next question</source>
        <translation>submeter a resposta; depois, a pergunta seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="106"/>
        <source>next question, once answered</source>
        <translation>pergunta seguinte, depois de respondida</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="107"/>
        <location filename="../../trainer/gui/home/help_window.py" line="116"/>
        <location filename="../../trainer/gui/home/help_window.py" line="127"/>
        <source>undo the last step of the answer</source>
        <translation>anular o último passo da resposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="108"/>
        <source>end the session</source>
        <translation>terminar a sessão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="109"/>
        <source>the lesson&apos;s intro (in a lesson)</source>
        <translation>a introdução da lição (numa lição)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="110"/>
        <source>at the end: review the mistakes</source>
        <translation>no fim: rever os erros</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="111"/>
        <location filename="../../trainer/gui/home/help_window.py" line="119"/>
        <source>at the end: home</source>
        <translation>no fim: início</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="113"/>
        <source>Run the table</source>
        <translation>Conduzir a mesa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="114"/>
        <source>submit the step; then the next step</source>
        <translation>submeter o passo; depois, o passo seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="115"/>
        <source>next step, once answered</source>
        <translation>passo seguinte, depois de respondido</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="117"/>
        <source>end the hand; on the set-up page, home</source>
        <translation>terminar a jogada; na página de preparação, voltar ao início</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="118"/>
        <source>at the end: another hand</source>
        <translation>no fim: outra jogada</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="121"/>
        <source>Exams</source>
        <translation>Exames</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="122"/>
        <source>start the exam picked; in an exam, save and go to the next item</source>
        <translation>iniciar o exame escolhido; num exame, guardar e passar à questão seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="123"/>
        <source>next item (next step in the review)</source>
        <translation>questão seguinte (passo seguinte na revisão)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="124"/>
        <source>previous item (previous step in the review)</source>
        <translation>questão anterior (passo anterior na revisão)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="125"/>
        <source>next item</source>
        <translation>questão seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="126"/>
        <source>previous item</source>
        <translation>questão anterior</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="128"/>
        <source>submit the exam</source>
        <translation>submeter o exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="129"/>
        <source>the last result; on a result, its review</source>
        <translation>o último resultado; num resultado, a sua revisão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="130"/>
        <source>save the result&apos;s report as PDF</source>
        <translation>guardar o relatório do resultado em PDF</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="131"/>
        <source>back (to the list, then home)</source>
        <translation>voltar (à lista, depois ao início)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="133"/>
        <source>My progress</source>
        <translation>O meu progresso</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="136"/>
        <source>Instructor area</source>
        <translation>Área do instrutor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="138"/>
        <source>a trainee&apos;s hand: the next step</source>
        <translation>jogada de um formando: o passo seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="139"/>
        <source>a trainee&apos;s hand: the previous step</source>
        <translation>jogada de um formando: o passo anterior</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="144"/>
        <source>Help — Croupier trainer</source>
        <translation>Ajuda — Treino de croupiers</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="150"/>
        <source>During a question, the keys of its answer are shown under the table. F1 outside a lesson opens this page.</source>
        <translation>Durante uma pergunta, as teclas da resposta aparecem por baixo da mesa. F1 fora de uma lição abre esta página.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="152"/>
        <source>Each game is taught as the regulation it is played under in Macau lays it down; where the regulation is silent, the rulings this trainer cites (ruling R…) say how it is read.</source>
        <translation>Cada jogo é ensinado tal como o estabelece o regulamento que o rege em Macau; onde o regulamento é omisso, as interpretações que este programa cita (interpretação R…) dizem como é lido.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="155"/>
        <source>Croupier trainer</source>
        <translation>Treino de croupiers</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="156"/>
        <source>Version {version}</source>
        <translation>Versão {version}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="157"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="158"/>
        <source>Where the rules come from</source>
        <translation>De onde vêm as regras</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/help_window.py" line="163"/>
        <source>Home</source>
        <translation>Início</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="328"/>
        <source>La&amp;nguage:</source>
        <translation>Idio&amp;ma:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="329"/>
        <source>Sign &amp;out</source>
        <translation>&amp;Terminar sessão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="330"/>
        <source>Four-colour &amp;deck</source>
        <translation>&amp;Baralho de quatro cores</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="331"/>
        <source>Clubs green and diamonds blue, so that no two suits share a colour</source>
        <translation>Paus a verde e ouros a azul, para que não haja dois naipes da mesma cor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="332"/>
        <source>&amp;Exams</source>
        <translation>&amp;Exames</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="332"/>
        <source>My p&amp;rogress</source>
        <translation>O meu p&amp;rogresso</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="332"/>
        <source>Run the ta&amp;ble</source>
        <translation>Conduzir a mes&amp;a</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="333"/>
        <source>&amp;Instructor area</source>
        <translation>Área do &amp;instrutor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="336"/>
        <source>Skills — Enter or double-click drills one (arrows to move)</source>
        <translation>Competências — Enter ou duplo clique treina uma (setas para navegar)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="337"/>
        <source>Lessons</source>
        <translation>Lições</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="338"/>
        <source>Lesson</source>
        <translation>Lição</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="338"/>
        <source>Items</source>
        <translation>Itens</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="339"/>
        <source>Start &amp;lesson</source>
        <translation>Iniciar &amp;lição</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="340"/>
        <source>Free drill</source>
        <translation>Treino livre</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="341"/>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="341"/>
        <source>S&amp;kill</source>
        <translation>C&amp;ompetência</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="341"/>
        <source>&amp;Questions</source>
        <translation>Per&amp;guntas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="341"/>
        <source>&amp;Constraints</source>
        <translation>Re&amp;strições</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="344"/>
        <source>optional, e.g. side_pots: 2, tie: true</source>
        <translation>opcional, p. ex. side_pots: 2, tie: true</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="345"/>
        <source>S&amp;tart drill</source>
        <translation>I&amp;niciar treino</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="346"/>
        <source>&amp;Sprint against the clock</source>
        <translation>&amp;Contrarrelógio</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="347"/>
        <source>The questions of this skill, each in its target time: the sooner all are right, the higher the score</source>
        <translation>As perguntas desta competência, cada uma no seu tempo-alvo: quanto mais depressa estiverem todas certas, maior a pontuação</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="384"/>
        <source>Hello, {name}</source>
        <translation>Olá, {name}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="386"/>
        <source>Days in a row: {days} · right answers in a row: {right}</source>
        <translation>Dias seguidos: {days} · respostas certas seguidas: {right}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="400"/>
        <source>&amp;Practice what&apos;s due ({due} due, {new} new)</source>
        <translation>&amp;Praticar o que está pendente ({due} pendentes, {new} novas)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="419"/>
        <source>{title} (a lesson of the school)</source>
        <translation>{title} (uma lição da escola)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/home/screen.py" line="443"/>
        <source>%n file(s) of the school&apos;s lesson folder are not offered to trainees: {first}</source>
        <translation>
            <numerusform>%n ficheiro da pasta de lições da escola não é oferecido aos formandos: {first}</numerusform>
            <numerusform>%n ficheiros da pasta de lições da escola não são oferecidos aos formandos: {first}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="461"/>
        <source>Practice what&apos;s due</source>
        <translation>Praticar o que está pendente</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="492"/>
        <source>Write constraints as key: value, separated by commas.</source>
        <translation>Escreva as restrições como chave: valor, separadas por vírgulas.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="515"/>
        <source>Sprint personal best: {score} ({right} of {items} right in {seconds} s)</source>
        <translation>Melhor contrarrelógio pessoal: {score} (respostas certas: {right} de {items}, em {seconds} s)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="517"/>
        <source>No sprint of this skill yet</source>
        <translation>Ainda sem contrarrelógio nesta competência</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="538"/>
        <source>No questions of this kind are available yet.</source>
        <translation>Ainda não há perguntas deste tipo disponíveis.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="541"/>
        <source>{game}: {task}</source>
        <translation>{game}: {task}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="545"/>
        <source>Sprint — {title}</source>
        <translation>Contrarrelógio — {title}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="558"/>
        <source>Pick a lesson in the list (a game&apos;s name only groups them).</source>
        <translation>Escolha uma lição na lista (o nome de um jogo apenas as agrupa).</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="562"/>
        <source>This lesson has problems; an instructor can see them in the lesson library: {first}</source>
        <translation>Esta lição tem problemas; um instrutor pode vê-los na biblioteca de lições: {first}</translation>
    </message>
</context>
<context>
    <name>InstructorScreen</name>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="173"/>
        <source>From the school server</source>
        <translation>Do servidor da escola</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="177"/>
        <source>Server unreachable: this workstation&apos;s copy, last synced at {time}</source>
        <translation>Servidor inacessível: cópia deste posto de trabalho, última sincronização às {time}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="179"/>
        <source>Server unreachable: this workstation&apos;s copy, never synced</source>
        <translation>Servidor inacessível: cópia deste posto de trabalho, nunca sincronizada</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="191"/>
        <source>Instructor area</source>
        <translation>Área do instrutor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="193"/>
        <source>Class</source>
        <translation>Turma</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="193"/>
        <source>Trainee</source>
        <translation>Formando</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="193"/>
        <source>Lesson library</source>
        <translation>Biblioteca de lições</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="194"/>
        <source>Import and export</source>
        <translation>Importar e exportar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/screen.py" line="194"/>
        <source>People</source>
        <translation>Pessoas</translation>
    </message>
</context>
<context>
    <name>ItemEditor</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="226"/>
        <source>Refused: a table the regulation does not allow</source>
        <translation>Recusada: uma mesa que o regulamento não permite</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="229"/>
        <source>Refused: the answer needs a fact the table does not show</source>
        <translation>Recusada: a resposta depende de um facto que a mesa não mostra</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="234"/>
        <source>Cannot be saved yet</source>
        <translation>Ainda não pode ser guardada</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="238"/>
        <source>Length cue</source>
        <translation>Pista pelo comprimento</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="241"/>
        <source>The engine keys this item: it can be saved.</source>
        <translation>O motor dá a resposta desta pergunta: pode ser guardada.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="251"/>
        <source>As the trainee sees it, with the engine&apos;s answer</source>
        <translation>Como o formando a vê, com a resposta do motor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="260"/>
        <source>The engine cannot answer this item yet</source>
        <translation>O motor ainda não pode responder a esta pergunta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="310"/>
        <source>Item {n}</source>
        <translation>Pergunta {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="316"/>
        <source>Generated item {n}</source>
        <translation>Pergunta gerada {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="325"/>
        <source>Task</source>
        <translation>Tarefa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="325"/>
        <source>Item id</source>
        <translation>Identificador da pergunta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="325"/>
        <source>Explanation</source>
        <translation>Explicação</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_editor.py" line="328"/>
        <source>The deck</source>
        <translation>O baralho</translation>
    </message>
</context>
<context>
    <name>ItemNavigator</name>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="90"/>
        <source>Item {n}: answered</source>
        <translation>Item {n}: respondido</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="91"/>
        <source>Item {n}: no answer yet</source>
        <translation>Item {n}: ainda sem resposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="92"/>
        <source>Item {n}: hand {hand} of {hands}, step {step} of {steps}</source>
        <translation>Item {n}: jogada {hand} de {hands}, passo {step} de {steps}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="95"/>
        <location filename="../../trainer/gui/exam/navigator.py" line="101"/>
        <source>answered</source>
        <translation>respondido</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="95"/>
        <source>no answer</source>
        <translation>sem resposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="97"/>
        <source>opens once step {step} is answered</source>
        <translation>abre quando o passo {step} estiver respondido</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="99"/>
        <source>answered and locked</source>
        <translation>respondido e bloqueado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/navigator.py" line="101"/>
        <source>no answer yet</source>
        <translation>ainda sem resposta</translation>
    </message>
</context>
<context>
    <name>KindsModel</name>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="62"/>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="62"/>
        <source>Steps</source>
        <translation>Passos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="62"/>
        <source>Right</source>
        <translation>Certos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="63"/>
        <source>Wrong</source>
        <translation>Errados</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="63"/>
        <source>Time per step</source>
        <translation>Tempo por passo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="63"/>
        <source>Target</source>
        <translation>Tempo-alvo</translation>
    </message>
</context>
<context>
    <name>KioskLock</name>
    <message>
        <location filename="../../trainer/gui/home/kiosk.py" line="60"/>
        <location filename="../../trainer/gui/home/kiosk.py" line="72"/>
        <source>Leave the exam room mode</source>
        <translation>Sair do modo de sala de exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/kiosk.py" line="61"/>
        <source>An instructor&apos;s password closes the trainer:</source>
        <translation>A palavra-passe de um instrutor fecha o programa:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/kiosk.py" line="73"/>
        <source>That is not an instructor&apos;s password.</source>
        <translation>Essa não é a palavra-passe de um instrutor.</translation>
    </message>
</context>
<context>
    <name>LegalActionPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="571"/>
        <source>Legal or not?</source>
        <translation>Permitido ou não?</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="583"/>
        <source>says “{words}”</source>
        <translation>diz «{words}»</translation>
    </message>
</context>
<context>
    <name>LessonEditor</name>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="187"/>
        <source>Generated: {count} × {task} (seed {seed})</source>
        <translation>Geradas: {count} × {task} (semente {seed})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="237"/>
        <source>%n translations missing</source>
        <translation>
            <numerusform>falta %n tradução</numerusform>
            <numerusform>faltam %n traduções</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="302"/>
        <source>The lesson has no items yet.</source>
        <translation>A lição ainda não tem perguntas.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="305"/>
        <source>This item cannot be saved: {reason}</source>
        <translation>Esta pergunta não pode ser guardada: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="307"/>
        <source>The lessons checker found: {problem}</source>
        <translation>A verificação das lições encontrou: {problem}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="345"/>
        <source>Save the lesson as</source>
        <translation>Guardar a lição como</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="346"/>
        <source>Lessons (*.yaml)</source>
        <translation>Lições (*.yaml)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="375"/>
        <source>Saved to {path}; lessons check: no problems.</source>
        <translation>Guardada em {path}; lessons check: sem problemas.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="397"/>
        <source>Preview</source>
        <translation>Pré-visualização</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="400"/>
        <source>Preview as a trainee</source>
        <translation>Pré-visualizar como formando</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="415"/>
        <source>Lesson editor</source>
        <translation>Editor de lições</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="421"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="421"/>
        <source>Lesson id</source>
        <translation>Identificador da lição</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="421"/>
        <source>Title</source>
        <translation>Título</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="422"/>
        <source>Skills</source>
        <translation>Competências</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="422"/>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="422"/>
        <source>Intro</source>
        <translation>Introdução</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="426"/>
        <source>+ Table</source>
        <translation>+ Mesa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="426"/>
        <source>+ Choice</source>
        <translation>+ Escolha</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="427"/>
        <source>+ Generated</source>
        <translation>+ Geradas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="427"/>
        <source>Duplicate</source>
        <translation>Duplicar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="428"/>
        <source>Up</source>
        <translation>Subir</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="428"/>
        <source>Down</source>
        <translation>Descer</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="428"/>
        <source>Delete</source>
        <translation>Apagar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="430"/>
        <source>Save to the school folder as:</source>
        <translation>Guardar na pasta da escola como:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="432"/>
        <source>Preview the item</source>
        <translation>Pré-visualizar a pergunta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="433"/>
        <source>Preview the lesson</source>
        <translation>Pré-visualizar a lição</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="434"/>
        <source>Save (Ctrl+S)</source>
        <translation>Guardar (Ctrl+S)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="435"/>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="436"/>
        <source>Save to a file you choose (Ctrl+Shift+S); a shipped lesson is never overwritten</source>
        <translation>Guardar num ficheiro à sua escolha (Ctrl+Shift+S); uma lição fornecida com o programa nunca é substituída</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="439"/>
        <source>Item</source>
        <translation>Pergunta</translation>
    </message>
</context>
<context>
    <name>LessonIntroPage</name>
    <message>
        <location filename="../../trainer/gui/question/lesson_intro.py" line="191"/>
        <source>Back to question {n} (Enter)</source>
        <translation>Voltar à pergunta {n} (Enter)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/lesson_intro.py" line="193"/>
        <source>Start (Enter)</source>
        <translation>Começar (Enter)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/lesson_intro.py" line="194"/>
        <source>Click a rule to read it. F1 brings this page back during the lesson.</source>
        <translation>Clique numa regra para a ler. F1 volta a mostrar esta página durante a lição.</translation>
    </message>
</context>
<context>
    <name>LibraryTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="218"/>
        <source>Exams</source>
        <translation>Exames</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="226"/>
        <source>Pick a lesson, an item or a problem.</source>
        <translation>Escolha uma lição, um item ou um problema.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="240"/>
        <source>Procedure</source>
        <translation>Procedimento</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="240"/>
        <source>Other lessons</source>
        <translation>Outras lições</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="254"/>
        <source>Generated: {count} × {task} (seed {seed})</source>
        <translation>Gerado: {count} × {task} (semente {seed})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="251"/>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="271"/>
        <source>%n items</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n itens</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="188"/>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="420"/>
        <source>Checking the lessons and exams…</source>
        <translation>A verificar as lições e os exames…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="202"/>
        <source>The lessons could not be checked: {error}</source>
        <translation>Não foi possível verificar as lições: {error}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="249"/>
        <source>%n hands</source>
        <translation>
            <numerusform>%n jogada</numerusform>
            <numerusform>%n jogadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="278"/>
        <source>%n problems</source>
        <translation>
            <numerusform>%n problema</numerusform>
            <numerusform>%n problemas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="288"/>
        <source>OK · {items}</source>
        <translation>OK · {items}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="313"/>
        <source>Cannot draw the items: {error}</source>
        <translation>Não é possível sortear os itens: {error}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="350"/>
        <source>Open this line to draw its items, then pick one.</source>
        <translation>Abra esta linha para sortear os seus itens e depois escolha um.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="378"/>
        <source>The check found these problems:</source>
        <translation>A verificação encontrou estes problemas:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="384"/>
        <source>Lesson {id} on {game}, %n items.</source>
        <translation>
            <numerusform>Lição {id} sobre {game}, %n item.</numerusform>
            <numerusform>Lição {id} sobre {game}, %n itens.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="391"/>
        <source>Exam {id} on {game}: {n} items, {minutes:g} minutes, pass mark {mark:g} %, attempts allowed: {attempts}.</source>
        <translation>Exame {id} sobre {game}: {n} itens, {minutes:g} minutos, nota mínima {mark:g} %, tentativas permitidas: {attempts}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="396"/>
        <source>Open it to draw a sample exam (seed 0).</source>
        <translation>Abra-o para gerar um exame de exemplo (semente 0).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="413"/>
        <source>%n texts lack a Portuguese translation</source>
        <translation>
            <numerusform>%n texto sem tradução portuguesa</numerusform>
            <numerusform>%n textos sem tradução portuguesa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="414"/>
        <source>%n texts lack a Chinese translation</source>
        <translation>
            <numerusform>%n texto sem tradução chinesa</numerusform>
            <numerusform>%n textos sem tradução chinesa</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="424"/>
        <source>Lessons: {lessons}, with problems: {bad_lessons} · exams: {exams}, with problems: {bad_exams}</source>
        <translation>Lições: {lessons}, com problemas: {bad_lessons} · exames: {exams}, com problemas: {bad_exams}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="428"/>
        <source>Lesson or exam</source>
        <translation>Lição ou exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="428"/>
        <source>Check</source>
        <translation>Verificar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="429"/>
        <source>Check again</source>
        <translation>Verificar de novo</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../trainer/gui/main_window.py" line="127"/>
        <location filename="../../trainer/gui/main_window.py" line="196"/>
        <source>Croupier trainer</source>
        <translation>Treino de croupiers</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/main_window.py" line="128"/>
        <location filename="../../trainer/gui/main_window.py" line="142"/>
        <source>Croupier trainer — {name}</source>
        <translation>Treino de croupiers — {name}</translation>
    </message>
</context>
<context>
    <name>MistakesModel</name>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="89"/>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="89"/>
        <source>Mistake</source>
        <translation>Erro</translation>
    </message>
</context>
<context>
    <name>MistakesView</name>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="50"/>
        <source>Answered</source>
        <translation>Data da resposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="51"/>
        <source>Lesson</source>
        <translation>Lição</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="53"/>
        <source>Question</source>
        <translation>Pergunta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="54"/>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="55"/>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="94"/>
        <source>No mistakes to review here yet.</source>
        <translation>Ainda não há erros para rever.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="97"/>
        <source>%n wrong answers, newest first</source>
        <translation>
            <numerusform>%n resposta errada, a mais recente primeiro</numerusform>
            <numerusform>%n respostas erradas, as mais recentes primeiro</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="106"/>
        <source>{skill}: answered {when} in {time}</source>
        <translation>{skill}: respondida {when}, em {time}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="117"/>
        <source>Skill:</source>
        <translation>Competência:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="118"/>
        <source>All skills</source>
        <translation>Todas as competências</translation>
    </message>
</context>
<context>
    <name>NaturalPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="301"/>
        <source>Naturals</source>
        <translation>Jogos feitos ou naturais</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="315"/>
        <source>No natural</source>
        <translation>Nenhum jogo feito ou natural</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="330"/>
        <source>go to the banker, seat 1, 2, 3</source>
        <translation>ir para o banqueiro, lugar 1, 2, 3</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="331"/>
        <source>next place</source>
        <translation>lugar seguinte</translation>
    </message>
</context>
<context>
    <name>PadPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="219"/>
        <source>Take off the last digit</source>
        <translation>Apagar o último algarismo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="220"/>
        <source>Won (+) or lost (−)</source>
        <translation>Ganho (+) ou perdido (−)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="229"/>
        <source>Click a seat</source>
        <translation>Clique num lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="229"/>
        <source>its row takes the pad&apos;s digits</source>
        <translation>a sua linha recebe os algarismos do teclado</translation>
    </message>
</context>
<context>
    <name>PairPlusPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="344"/>
        <source>Pair plus</source>
        <translation>Par e combinações vitoriosas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="350"/>
        <source>Each spot with a pair plus bet: + what it wins, − what it loses.</source>
        <translation>Cada mão com aposta no par e combinações vitoriosas: + o que ganha, − o que perde.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="357"/>
        <source>Digits, -</source>
        <translation>Algarismos, -</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="357"/>
        <source>the amount (- for a loss)</source>
        <translation>o montante (- para uma perda)</translation>
    </message>
</context>
<context>
    <name>PanelBase</name>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="344"/>
        <source>W</source>
        <comment>badge: the seat wins</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="344"/>
        <source>L</source>
        <comment>badge: the seat loses</comment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="345"/>
        <source>P</source>
        <comment>badge: push</comment>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="345"/>
        <source>F</source>
        <comment>badge: folded</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="427"/>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="436"/>
        <source>Banker</source>
        <translation>Banqueiro</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="438"/>
        <source>Croupier</source>
        <translation>Croupier</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/common.py" line="439"/>
        <source>Seat {seat}</source>
        <translation>Lugar {seat}</translation>
    </message>
</context>
<context>
    <name>PayChipsPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="157"/>
        <source>Pay it in chips</source>
        <translation>Pagar em fichas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/panels/chips.py" line="213"/>
        <source>Paid so far: {amount} in %n chips</source>
        <translation>
            <numerusform>Pago até agora: {amount} em %n ficha</numerusform>
            <numerusform>Pago até agora: {amount} em %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="216"/>
        <source>One more chip of {value}</source>
        <translation>Mais uma ficha de {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="252"/>
        <source>{amount} in the fewest chips: {chips}</source>
        <translation>{amount} no menor número de fichas: {chips}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="259"/>
        <source>Digits</source>
        <translation>Algarismos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="259"/>
        <source>how many chips of this value</source>
        <translation>quantas fichas deste valor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="260"/>
        <source>the next value</source>
        <translation>o valor seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="261"/>
        <source>↑ / ↓</source>
        <translation>↑ / ↓</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/chips.py" line="261"/>
        <source>one chip more / fewer</source>
        <translation>mais uma / menos uma ficha</translation>
    </message>
</context>
<context>
    <name>PeopleTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="150"/>
        <source>Your password (asked for every change):</source>
        <translation>A sua palavra-passe (pedida a cada alteração):</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="151"/>
        <source>New instructor</source>
        <translation>Novo instrutor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="152"/>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="163"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="152"/>
        <source>Password</source>
        <translation>Palavra-passe</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="152"/>
        <source>Password again</source>
        <translation>Repetir a palavra-passe</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/people_tab.py" line="155"/>
        <source>at least %n characters</source>
        <translation>
            <numerusform>pelo menos %n carácter</numerusform>
            <numerusform>pelo menos %n caracteres</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="156"/>
        <source>Create instructor</source>
        <translation>Criar instrutor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="157"/>
        <source>Signing in</source>
        <translation>Início de sessão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="158"/>
        <source>Trainees sign in with a password too</source>
        <translation>Os formandos também iniciam sessão com palavra-passe</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="159"/>
        <source>New password for the person picked</source>
        <translation>Nova palavra-passe para a pessoa escolhida</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="161"/>
        <source>Enable the instructor picked here, with this new password</source>
        <translation>Ativar aqui o instrutor escolhido, com esta nova palavra-passe</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="165"/>
        <source>A rename changes the name this workstation shows, on its screens and printed reports; the records, their signatures and exports keep the name they were made under. A deactivated person keeps his records and cannot sign in.</source>
        <translation>Mudar o nome altera o nome que este posto de trabalho mostra, nos ecrãs e nos relatórios impressos; os registos, as suas assinaturas e as exportações mantêm o nome com que foram feitos. Uma pessoa desativada mantém os seus registos e não pode entrar.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="170"/>
        <source>Instructors&apos; signing keys</source>
        <translation>Chaves de assinatura dos instrutores</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="171"/>
        <source>Sign the key picked with the school key (head instructor; compare its fingerprint with its owner&apos;s first)</source>
        <translation>Assinar a chave escolhida com a chave da escola (instrutor principal; compare primeiro a impressão digital com a do seu dono)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="199"/>
        <source>{owner}: {fingerprint} — signed by the school key</source>
        <translation>{owner}: {fingerprint} — assinada pela chave da escola</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="202"/>
        <source>{owner}: {fingerprint} — not signed by the school key: its exams are no certificates</source>
        <translation>{owner}: {fingerprint} — não assinada pela chave da escola: os seus exames não são certificados</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="182"/>
        <source>{name} — instructor</source>
        <translation>{name} — instrutor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="160"/>
        <source>Set the trainee&apos;s password (tell him it)</source>
        <translation>Definir a palavra-passe do formando (e comunicá-la)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="162"/>
        <source>The person picked</source>
        <translation>A pessoa escolhida</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="164"/>
        <source>Rename</source>
        <translation>Mudar o nome</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="180"/>
        <source>{name} — deactivated</source>
        <translation>{name} — desativado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="184"/>
        <source>{name} — instructor from other records, not enabled here</source>
        <translation>{name} — instrutor de outros registos, não ativado aqui</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="186"/>
        <source>{name} — trainee, with a password</source>
        <translation>{name} — formando, com palavra-passe</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="188"/>
        <source>{name} — trainee</source>
        <translation>{name} — formando</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="212"/>
        <source>That is not an instructor&apos;s password: type your own password first.</source>
        <translation>Essa não é a palavra-passe de um instrutor: escreva primeiro a sua própria palavra-passe.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="213"/>
        <source>That name looks the same as someone&apos;s already here: choose a name that can be told apart.</source>
        <translation>Esse nome parece-se com o de alguém que já está aqui: escolha um nome que se possa distinguir.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="215"/>
        <source>{name} is the last active instructor here: create or enable another instructor first.</source>
        <translation>{name} é o último instrutor ativo aqui: crie ou ative primeiro outro instrutor.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="217"/>
        <source>{name} is an instructor: his password seals his signing key, so it is never reset here.</source>
        <translation>{name} é instrutor: a sua palavra-passe protege a sua chave de assinatura, por isso nunca é redefinida aqui.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="232"/>
        <source>Deactivate: no sign-in, records kept</source>
        <translation>Desativar: sem entrada, registos mantidos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="233"/>
        <source>Reactivate: may sign in again</source>
        <translation>Reativar: pode voltar a entrar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="240"/>
        <source>{old} is shown as {new} now.</source>
        <translation>{old} aparece agora como {new}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="248"/>
        <source>{name} may sign in again.</source>
        <translation>{name} pode voltar a entrar.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="252"/>
        <source>{name} is deactivated: his records are kept, and he cannot sign in.</source>
        <translation>{name} está desativado: os seus registos são mantidos e não pode entrar.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="269"/>
        <source>Type the new instructor&apos;s name.</source>
        <translation>Escreva o nome do novo instrutor.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="272"/>
        <source>The two passwords differ.</source>
        <translation>As duas palavras-passe são diferentes.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="283"/>
        <source>{name} is an instructor now.</source>
        <translation>{name} é agora instrutor.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="293"/>
        <source>Trainees now sign in with a password.</source>
        <translation>Os formandos passam a iniciar sessão com palavra-passe.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="294"/>
        <source>Trainees sign in without a password.</source>
        <translation>Os formandos iniciam sessão sem palavra-passe.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="315"/>
        <source>Pick a person in the list first.</source>
        <translation>Escolha primeiro uma pessoa na lista.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="342"/>
        <source>The school key signed it: its signatures, past and future, count towards certificates wherever the school key is pinned.</source>
        <translation>A chave da escola assinou-a: as suas assinaturas, passadas e futuras, contam para os certificados onde quer que a chave da escola esteja fixada.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="300"/>
        <source>{name}&apos;s password is set.</source>
        <translation>A palavra-passe de {name} foi definida.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="308"/>
        <source>{name} is an instructor on this workstation now.</source>
        <translation>{name} é agora instrutor neste posto de trabalho.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/people_tab.py" line="333"/>
        <source>Pick a key in the list first.</source>
        <translation>Escolha primeiro uma chave na lista.</translation>
    </message>
</context>
<context>
    <name>PickerPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="140"/>
        <location filename="../../trainer/gui/panels/categories.py" line="187"/>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="200"/>
        <source>↑ ↓</source>
        <translation>↑ ↓</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="200"/>
        <source>step through the list</source>
        <translation>percorrer a lista</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="210"/>
        <source>{letter} again = {name}</source>
        <translation>{letter} de novo = {name}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="211"/>
        <source>{letters} = {name}</source>
        <translation>{letters} = {name}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="214"/>
        <source>Letters</source>
        <translation>Letras</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/categories.py" line="214"/>
        <source>pick by name: {examples}</source>
        <translation>escolher pelo nome: {examples}</translation>
    </message>
</context>
<context>
    <name>PotSplitPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="134"/>
        <source>Pots and payouts</source>
        <translation>Potes e pagamentos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="186"/>
        <source>POTS — AMOUNT AND WINNING SEATS</source>
        <translation>POTES — MONTANTE E LUGARES VENCEDORES</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="187"/>
        <source>PAID TO EACH SEAT</source>
        <translation>PAGO A CADA LUGAR</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="188"/>
        <source>+ Side pot  (Ctrl++)</source>
        <translation>+ Pote lateral  (Ctrl++)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="189"/>
        <source>− Last pot  (Ctrl+−)</source>
        <translation>− Último pote  (Ctrl+−)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="194"/>
        <source>seats</source>
        <translation>lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="336"/>
        <source>{amount}, won by {seats}</source>
        <translation>{amount}, ganho por {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="353"/>
        <source>there is no such pot</source>
        <translation>esse pote não existe</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="356"/>
        <source>{pot} missing: {what}</source>
        <translation>{pot} em falta: {what}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="372"/>
        <source>Main → {seats}</source>
        <translation>Principal → {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="373"/>
        <source>Side {n} → {seats}</source>
        <translation>Lateral {n} → {seats}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="377"/>
        <source>next field</source>
        <translation>campo seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="378"/>
        <source>Ctrl++</source>
        <translation>Ctrl++</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="378"/>
        <source>add a side pot</source>
        <translation>acrescentar um pote lateral</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="379"/>
        <source>Ctrl+−</source>
        <translation>Ctrl+−</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="379"/>
        <source>remove the last pot</source>
        <translation>retirar o último pote</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="381"/>
        <source>Click a seat</source>
        <translation>Clique num lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/pots.py" line="381"/>
        <source>add it to (or take it from) the pot&apos;s winners</source>
        <translation>acrescentá-lo aos vencedores do pote (ou retirá-lo deles)</translation>
    </message>
</context>
<context>
    <name>ProcedurePanel</name>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="36"/>
        <source>Procedure</source>
        <translation>Procedimento</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="57"/>
        <source>1-{last}</source>
        <translation>1-{last}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="57"/>
        <source>pick a choice</source>
        <translation>escolher uma opção</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="59"/>
        <source>Double-click</source>
        <translation>Duplo clique</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/procedure.py" line="59"/>
        <source>pick and submit</source>
        <translation>escolher e submeter</translation>
    </message>
</context>
<context>
    <name>ProgressCharts</name>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="256"/>
        <source>One point per</source>
        <translation>Um ponto por</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="257"/>
        <source>day</source>
        <translation>dia</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="258"/>
        <source>week</source>
        <translation>semana</translation>
    </message>
</context>
<context>
    <name>ProgressScreen</name>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="363"/>
        <source>My progress</source>
        <translation>O meu progresso</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="368"/>
        <source>Skills and charts</source>
        <translation>Competências e gráficos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="369"/>
        <source>My mistakes</source>
        <translation>Os meus erros</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../../trainer/gui/translation.py" line="67"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Procurar em:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="68"/>
        <source>Files of &amp;type:</source>
        <translation>Ficheiros do &amp;tipo:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="69"/>
        <source>&amp;Choose</source>
        <translation>&amp;Escolher</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="70"/>
        <source>&amp;New Folder</source>
        <translation>&amp;Nova pasta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="71"/>
        <source>All files (*)</source>
        <translation>Todos os ficheiros (*)</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../../trainer/gui/translation.py" line="53"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="54"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="55"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="56"/>
        <source>&amp;Yes</source>
        <translation>&amp;Sim</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="57"/>
        <source>&amp;No</source>
        <translation>&amp;Não</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="58"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="59"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="60"/>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="61"/>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="62"/>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="63"/>
        <source>Reset</source>
        <translation>Repor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="64"/>
        <source>Retry</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="65"/>
        <source>Ignore</source>
        <translation>Ignorar</translation>
    </message>
</context>
<context>
    <name>QPokerPayoutPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="116"/>
        <source>Pay the spots</source>
        <translation>Pagar os lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="167"/>
        <source>PAIR PLUS</source>
        <translation>PAR E COMB. VITORIOSAS</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="167"/>
        <source>BET</source>
        <translation>APOSTA</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="167"/>
        <source>NET</source>
        <translation>LÍQUIDO</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="172"/>
        <source>+ paid to the player, − lost, 0 for no bet or a push.</source>
        <translation>+ pago ao jogador, − perdido, 0 se não houver aposta ou em caso de empate.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="198"/>
        <source>pair plus</source>
        <translation>par e combinações vitoriosas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="198"/>
        <source>bet</source>
        <translation>aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="198"/>
        <source>net</source>
        <translation>líquido</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="206"/>
        <source>{what} {amount}</source>
        <translation>{what} {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="230"/>
        <source>next amount</source>
        <translation>montante seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="231"/>
        <source>Digits, -</source>
        <translation>Algarismos, -</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="231"/>
        <source>type an amount (- for a loss)</source>
        <translation>escrever um montante (- para uma perda)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="233"/>
        <source>go to that spot</source>
        <translation>ir para esse lugar</translation>
    </message>
</context>
<context>
    <name>QPokerQualifyPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="59"/>
        <source>Does the croupier qualify?</source>
        <translation>O croupier qualifica-se?</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="68"/>
        <source>Yes: qualifies</source>
        <translation>Sim: qualifica-se</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="69"/>
        <source>No: does not qualify</source>
        <translation>Não: não se qualifica</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="84"/>
        <source>qualifies / does not</source>
        <translation>qualifica-se / não se qualifica</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="84"/>
        <source>1 / 2</source>
        <translation>1 / 2</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="85"/>
        <source>Double-click</source>
        <translation>Duplo clique</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/qpoker.py" line="85"/>
        <source>choose and submit</source>
        <translation>escolher e submeter</translation>
    </message>
</context>
<context>
    <name>QuestionScreen</name>
    <message>
        <location filename="../../trainer/gui/question/screen.py" line="111"/>
        <source>End (Esc)</source>
        <translation>Terminar (Esc)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/screen.py" line="112"/>
        <source>Submit (Enter)</source>
        <translation>Submeter (Enter)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/screen.py" line="159"/>
        <source>This answer could not be saved: {error}. It is still here: press Enter to try again.</source>
        <translation>Não foi possível guardar esta resposta: {error}. Continua aqui: prima Enter para tentar de novo.</translation>
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
        <translation>submeter</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="194"/>
        <source>Setting the table…</source>
        <translation>A preparar a mesa…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="271"/>
        <source>This answer cannot be replayed: {reason}.</source>
        <translation>Não é possível reproduzir esta resposta: {reason}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/replay.py" line="276"/>
        <source>This question cannot be drawn: {reason}.</source>
        <translation>Não é possível sortear esta pergunta: {reason}.</translation>
    </message>
</context>
<context>
    <name>ResultsTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="103"/>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="178"/>
        <source>Everyone</source>
        <translation>Todos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="113"/>
        <source>Import results</source>
        <translation>Importar resultados</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="114"/>
        <source>Trainer results (*.jsonl);;All files (*)</source>
        <translation>Resultados do treino (*.jsonl);;Todos os ficheiros (*)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="123"/>
        <source>Nothing imported from {file}: {error}</source>
        <translation>Nada foi importado de {file}: {error}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="125"/>
        <source>Imported: {summary}</source>
        <translation>Importado: {summary}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="134"/>
        <source>CSV files (*.csv)</source>
        <translation>Ficheiros CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="134"/>
        <source>Trainer results (*.jsonl)</source>
        <translation>Resultados do treino (*.jsonl)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="135"/>
        <source>Export results</source>
        <translation>Exportar resultados</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="149"/>
        <source>Nothing exported to {file}: {error}</source>
        <translation>Nada foi exportado para {file}: {error}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="153"/>
        <source>Exported {answers} and {exams} to {file}</source>
        <translation>Exportados para {file}: {answers} e {exams}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/results_tab.py" line="154"/>
        <source>%n answers</source>
        <translation>
            <numerusform>%n resposta</numerusform>
            <numerusform>%n respostas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/results_tab.py" line="154"/>
        <source>%n exams</source>
        <translation>
            <numerusform>%n exame</numerusform>
            <numerusform>%n exames</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="170"/>
        <source>Import from another workstation</source>
        <translation>Importar de outro posto de trabalho</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="172"/>
        <source>Pick the .jsonl files exported at the other workstations. A file is merged whole or not at all; answers already here are counted, not doubled.</source>
        <translation>Escolha os ficheiros .jsonl exportados nos outros postos de trabalho. Cada ficheiro é integrado por inteiro ou não é integrado; as respostas que já cá estão são contadas, não duplicadas.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="174"/>
        <source>Import…</source>
        <translation>Importar…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="175"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="176"/>
        <source>Whose results</source>
        <translation>Resultados de quem</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="177"/>
        <source>Answers given in</source>
        <translation>Respostas dadas em</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="179"/>
        <source>all time</source>
        <translation>todo o período</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="179"/>
        <source>the last 7 days</source>
        <translation>os últimos 7 dias</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="179"/>
        <source>the last 30 days</source>
        <translation>os últimos 30 dias</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="180"/>
        <source>the last 90 days</source>
        <translation>os últimos 90 dias</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="183"/>
        <source>Export CSV (spreadsheet)…</source>
        <translation>Exportar CSV (folha de cálculo)…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="184"/>
        <source>Export for another workstation (.jsonl)…</source>
        <translation>Exportar para outro posto de trabalho (.jsonl)…</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="185"/>
        <source>What happened</source>
        <translation>O que aconteceu</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/results_tab.py" line="186"/>
        <source>Each import and export made here is listed here.</source>
        <translation>Todas as importações e exportações feitas aqui ficam listadas aqui.</translation>
    </message>
</context>
<context>
    <name>RowsForm</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="407"/>
        <source>Bet unit (ponto; 0: none)</source>
        <translation>Unidade de aposta (ponto; 0: nenhuma)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="409"/>
        <source>Banker</source>
        <translation>Banqueiro</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="410"/>
        <source>Seat {n}, stake</source>
        <translation>Lugar {n}, aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="411"/>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="417"/>
        <source>front row</source>
        <translation>primeiro escalão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="411"/>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="417"/>
        <source>middle row</source>
        <translation>segundo escalão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="411"/>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="417"/>
        <source>back row</source>
        <translation>terceiro escalão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="416"/>
        <source>the banker</source>
        <translation>o banqueiro</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="416"/>
        <source>seat {n}</source>
        <translation>lugar {n}</translation>
    </message>
</context>
<context>
    <name>RuleDialog</name>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="62"/>
        <source>The rule</source>
        <translation>A regra</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="64"/>
        <source>&lt;b&gt;{citation}&lt;/b&gt;</source>
        <translation>&lt;b&gt;{citation}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="65"/>
        <source>The regulation&apos;s text, in the Portuguese original</source>
        <translation>O texto do regulamento, no original português</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="66"/>
        <source>How the trainer reads it (RULINGS)</source>
        <translation>Como o programa o interpreta (RULINGS)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="69"/>
        <source>&lt;i&gt;No article is cited here.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Nenhum artigo é citado aqui.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="70"/>
        <source>&lt;i&gt;No house ruling is cited here.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Nenhuma interpretação da Casa é citada aqui.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="79"/>
        <source>{article} — {title}</source>
        <translation>{article} — {title}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/question/rule_dialog.py" line="144"/>
        <source>a mão</source>
        <comment>the non-banked rules&apos; word for the marker, as a Chinese ruling names it (GLOSSARY: 按鈕（莊位）); Portuguese and English keep the regulation&apos;s «a mão»</comment>
        <translation>a mão</translation>
    </message>
</context>
<context>
    <name>SchoolLink</name>
    <message>
        <location filename="../../trainer/gui/school.py" line="238"/>
        <source>Not synced yet</source>
        <translation>Ainda não sincronizado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/school.py" line="240"/>
        <source>Server unreachable since {time}</source>
        <translation>Servidor inacessível desde as {time}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/school.py" line="242"/>
        <location filename="../../trainer/gui/school.py" line="245"/>
        <source>%n records waiting</source>
        <translation>
            <numerusform>%n registo à espera</numerusform>
            <numerusform>%n registos à espera</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/school.py" line="246"/>
        <source>Synced {time}</source>
        <translation>Sincronizado às {time}</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <location filename="../../trainer/gui/common/screen_header.py" line="41"/>
        <source>Back (Esc)</source>
        <translation>Voltar (Esc)</translation>
    </message>
</context>
<context>
    <name>SeatAmountsPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="320"/>
        <source>next seat</source>
        <translation>lugar seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="317"/>
        <source>Digits</source>
        <translation>Algarismos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="317"/>
        <source>type the amount</source>
        <translation>escrever o montante</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/hand.py" line="321"/>
        <source>go to that seat</source>
        <translation>ir para esse lugar</translation>
    </message>
</context>
<context>
    <name>SeatPickPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="128"/>
        <source>Undo last  (Backspace)</source>
        <translation>Anular o último  (Backspace)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="129"/>
        <source>Clear</source>
        <translation>Limpar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="133"/>
        <source>Click the seats on the table, or type their numbers.</source>
        <translation>Clique nos lugares na mesa ou escreva os seus números.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="200"/>
        <source>No seat picked yet.</source>
        <translation>Ainda nenhum lugar escolhido.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="208"/>
        <source>YOURS</source>
        <translation>A SUA</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="209"/>
        <source>RIGHT</source>
        <translation>A CERTA</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="245"/>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="248"/>
        <source>pick that seat</source>
        <translation>escolher esse lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="249"/>
        <source>take back the last seat</source>
        <translation>retirar o último lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="250"/>
        <source>Click a seat</source>
        <translation>Clique num lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="250"/>
        <source>pick it; again to take it out</source>
        <translation>escolhê-lo; de novo para o retirar</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="149"/>
        <source>Seat {n}</source>
        <translation>Lugar {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="150"/>
        <source>Chips the seat put in during the hand, blinds included</source>
        <translation>Fichas que o lugar pôs durante a jogada, apostas prévias incluídas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="151"/>
        <source>folded</source>
        <translation>desistiu</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="152"/>
        <source>all in</source>
        <translation>all-in</translation>
    </message>
</context>
<context>
    <name>ServerBox</name>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="55"/>
        <source>Not a PostgreSQL URL: postgresql://user@host:port/database</source>
        <translation>Não é um URL PostgreSQL: postgresql://user@host:port/database</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="63"/>
        <source>No school server: this workstation keeps its records to itself.</source>
        <translation>Sem servidor da escola: este posto de trabalho guarda os seus registos só para si.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="71"/>
        <source>School server</source>
        <translation>Servidor da escola</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="73"/>
        <source>Every workstation of the school sends its records to one PostgreSQL server and reads the others&apos; from it, every minute and at each sign-out. Leave the password out of the URL: put it in ~/.pgpass.</source>
        <translation>Cada posto de trabalho da escola envia os seus registos para um único servidor PostgreSQL e lê dele os dos outros, a cada minuto e em cada saída de sessão. Não ponha a palavra-passe no URL: coloque-a em ~/.pgpass.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="77"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="78"/>
        <source>Sync now</source>
        <translation>Sincronizar agora</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/server_box.py" line="81"/>
        <source>The password in this URL is kept only until the app closes, never on disk: put it in ~/.pgpass for the next start.</source>
        <translation>A palavra-passe deste URL fica guardada só até a aplicação fechar, nunca no disco: coloque-a em ~/.pgpass para o próximo arranque.</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="108"/>
        <source>Run the table</source>
        <translation>Conduzir a mesa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="109"/>
        <source>The engine deals a whole hand; you run it as the croupier, step by step: the forced bets, the deal, the betting, the board, the showdown, the pots and the payouts, as the regulation orders them.</source>
        <translation>O motor dá uma jogada inteira; conduza-a como croupier, passo a passo: as apostas obrigatórias, a distribuição, as apostas, as cartas comuns, a revelação do jogo, os potes e os pagamentos, pela ordem que o regulamento fixa.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="112"/>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="112"/>
        <source>Sea&amp;ts</source>
        <translation>&amp;Lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="113"/>
        <source>S&amp;eed</source>
        <translation>Se&amp;mente</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="113"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="113"/>
        <source>&amp;Limit</source>
        <translation>L&amp;imite</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="115"/>
        <source>pot limit</source>
        <translation>limite de pote</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="115"/>
        <source>half pot</source>
        <translation>metade do pote</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="115"/>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="118"/>
        <source>empty: any hand; a number deals the same hand again</source>
        <translation>vazio: uma jogada qualquer; um número dá de novo a mesma jogada</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="119"/>
        <source>&amp;Practice: each step marked at once, the rule shown</source>
        <translation>&amp;Prática: cada passo corrigido logo, com a regra</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="120"/>
        <source>E&amp;xam: no feedback until the end of the hand</source>
        <translation>E&amp;xame: sem correcção até ao fim da jogada</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="121"/>
        <source>&amp;Deal (Enter)</source>
        <translation>&amp;Dar as cartas (Enter)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="122"/>
        <source>Back home (Esc)</source>
        <translation>Voltar ao início (Esc)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="153"/>
        <source>&amp;Big blind</source>
        <translation>&amp;Grande aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="155"/>
        <source>E&amp;ntry stake</source>
        <translation>&amp;Bolo de entrada</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="155"/>
        <source>&amp;Ante</source>
        <translation>&amp;Aposta inicial</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/setup.py" line="176"/>
        <source>The seed is a whole number (or empty for any hand).</source>
        <translation>A semente é um número inteiro (ou vazio para uma jogada qualquer).</translation>
    </message>
</context>
<context>
    <name>ShowdownOrderPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="258"/>
        <source>Showdown order</source>
        <translation>Ordem da revelação do jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="261"/>
        <source>Click the seats on the table in the order they show, or type their numbers.</source>
        <translation>Clique nos lugares na mesa pela ordem em que mostram as cartas ou escreva os seus números.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="273"/>
        <source>nobody</source>
        <translation>ninguém</translation>
    </message>
</context>
<context>
    <name>SignDialog</name>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="77"/>
        <source>An instructor opens the exam</source>
        <translation>Um instrutor abre o exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="78"/>
        <source>A certification exam is opened by an instructor at this workstation: type your password to sign its start. Without it the result is practice only.</source>
        <translation>Um exame de certificação é aberto por um instrutor neste posto de trabalho: escreva a sua palavra-passe para assinar o início. Sem ela, o resultado conta apenas como prática.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="84"/>
        <source>This is an exam of the school, not a shipped one: file {file}, fingerprint {fingerprint}. Sign only an exam your school wrote.</source>
        <translation>Este é um exame da escola, não um dos que vêm com o programa: ficheiro {file}, impressão digital {fingerprint}. Assine apenas um exame escrito pela sua escola.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="89"/>
        <source>No instructor of the school published this file (Publish… in the lesson library): it cannot be signed, and its result is practice only.</source>
        <translation>Nenhum instrutor da escola publicou este ficheiro (Publicar… na biblioteca de lições): não pode ser assinado e o seu resultado é apenas treino.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="92"/>
        <source>Published by {instructor}.</source>
        <translation>Publicado por {instructor}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="94"/>
        <source>Sign and start</source>
        <translation>Assinar e iniciar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="95"/>
        <source>Practice only (unsigned)</source>
        <translation>Apenas prática (sem assinatura)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="97"/>
        <source>An instructor closes the exam</source>
        <translation>Um instrutor fecha o exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="98"/>
        <source>The exam is submitted. An instructor signs its result to make it a certificate; without it the result is practice only.</source>
        <translation>O exame foi entregue. Um instrutor assina o resultado para o tornar um certificado; sem isso, o resultado conta apenas como prática.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="100"/>
        <source>Sign the result</source>
        <translation>Assinar o resultado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="101"/>
        <source>Leave it unsigned</source>
        <translation>Deixar sem assinatura</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="102"/>
        <source>Instructor</source>
        <translation>Instrutor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="103"/>
        <source>Password</source>
        <translation>Palavra-passe</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="119"/>
        <source>These records have no instructor.</source>
        <translation>Estes registos não têm instrutor.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/exam/sign_dialog.py" line="125"/>
        <source>That is not an instructor&apos;s password.</source>
        <translation>Essa não é a palavra-passe de um instrutor.</translation>
    </message>
</context>
<context>
    <name>SignInScreen</name>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="151"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="152"/>
        <source>Croupier trainer</source>
        <translation>Treino de croupiers</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="153"/>
        <source>Showdown order, side pots, 13 cards and Q Poker — checked against the Macau regulations.</source>
        <translation>Ordem da revelação do jogo, potes laterais, treze cartas e Q Poker — verificados segundo os regulamentos de Macau.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="155"/>
        <source>Who is training?</source>
        <translation>Quem está a treinar?</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="156"/>
        <source>Password:</source>
        <translation>Palavra-passe:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="157"/>
        <source>Sign in</source>
        <translation>Iniciar sessão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="158"/>
        <source>New trainee</source>
        <translation>Novo formando</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="159"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="161"/>
        <source>The first instructor of these records (needs a password)</source>
        <translation>O primeiro instrutor destes registos (precisa de palavra-passe)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/home/signin.py" line="163"/>
        <source>Password (at least %n characters)</source>
        <translation>
            <numerusform>Palavra-passe (pelo menos %n carácter)</numerusform>
            <numerusform>Palavra-passe (pelo menos %n caracteres)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="164"/>
        <source>Password again</source>
        <translation>Repita a palavra-passe</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="199"/>
        <source>{name} (instructor, not enabled here)</source>
        <translation>{name} (instrutor, não ativado aqui)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="250"/>
        <source>{name} is deactivated on this workstation: an instructor reactivates him (instructor area, People).</source>
        <translation>{name} está desativado neste posto de trabalho: um instrutor pode reativá-lo (área do instrutor, Pessoas).</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="264"/>
        <source>{name} is an instructor from other records: an instructor of this workstation enables him first (instructor area, People).</source>
        <translation>{name} é um instrutor de outros registos: primeiro, um instrutor deste posto de trabalho ativa-o (área do instrutor, Pessoas).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/home/signin.py" line="310"/>
        <source>A password needs at least %n characters.</source>
        <translation>
            <numerusform>Uma palavra-passe precisa de pelo menos %n carácter.</numerusform>
            <numerusform>Uma palavra-passe precisa de pelo menos %n caracteres.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="314"/>
        <source>The two passwords differ.</source>
        <translation>As duas palavras-passe são diferentes.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="165"/>
        <source>Create and sign in</source>
        <translation>Criar e iniciar sessão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="198"/>
        <source>{name} (instructor)</source>
        <translation>{name} (instrutor)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="269"/>
        <source>Type {name}&apos;s password.</source>
        <translation>Escreva a palavra-passe de {name}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="284"/>
        <location filename="../../trainer/gui/home/signin.py" line="295"/>
        <source>Wrong password for {name}.</source>
        <translation>Palavra-passe errada para {name}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/signin.py" line="304"/>
        <source>Type the new trainee&apos;s name.</source>
        <translation>Escreva o nome do novo formando.</translation>
    </message>
</context>
<context>
    <name>SkillProgressModel</name>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="98"/>
        <source>Skill</source>
        <translation>Competência</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="98"/>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="99"/>
        <source>Accuracy</source>
        <translation>Taxa de acerto</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="99"/>
        <source>30 days</source>
        <translation>30 dias</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="100"/>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="100"/>
        <source>Practise</source>
        <translation>Praticar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="100"/>
        <source>Within target</source>
        <translation>Dentro do tempo-alvo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="131"/>
        <source>The share of answers given within the skill&apos;s target time (answers with a target)</source>
        <translation>A proporção de respostas dadas dentro do tempo-alvo da competência (respostas com tempo-alvo)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="167"/>
        <source>All skills</source>
        <translation>Todas as competências</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="197"/>
        <source>new</source>
        <translation>nova</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="199"/>
        <source>due now</source>
        <translation>pendente agora</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="202"/>
        <source>in {hours} h</source>
        <translation>dentro de {hours} h</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/progress/screen.py" line="204"/>
        <source>in %n days</source>
        <translation>
            <numerusform>daqui a %n dia</numerusform>
            <numerusform>daqui a %n dias</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SkillsModel</name>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="123"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="123"/>
        <source>Skill</source>
        <translation>Competência</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="123"/>
        <source>Accuracy (30 days)</source>
        <translation>Taxa de acerto (30 dias)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="124"/>
        <source>Answers</source>
        <translation>Respostas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="124"/>
        <source>Median time</source>
        <translation>Tempo mediano</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="124"/>
        <source>Due</source>
        <translation>Pendente</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="173"/>
        <source>new</source>
        <translation>nova</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/home/screen.py" line="174"/>
        <source>due</source>
        <translation>pendente</translation>
    </message>
</context>
<context>
    <name>StandardButton</name>
    <message>
        <location filename="../../trainer/gui/translation.py" line="41"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="42"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="43"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="44"/>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/translation.py" line="45"/>
        <source>No</source>
        <translation>Não</translation>
    </message>
</context>
<context>
    <name>SummaryModel</name>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="50"/>
        <source>Question</source>
        <translation>Pergunta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="50"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="50"/>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="51"/>
        <source>Skill</source>
        <translation>Competência</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="69"/>
        <source>right</source>
        <translation>certa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="71"/>
        <source>partly ({score:.0%})</source>
        <translation>parcialmente ({score:.0%})</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="72"/>
        <source>wrong</source>
        <translation>errada</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="190"/>
        <source>Hand summary</source>
        <translation>Resumo da jogada</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="191"/>
        <source>&amp;Mistakes — pick one to see its table and the right answer</source>
        <translation>&amp;Erros — escolha um para ver a mesa e a resposta certa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="203"/>
        <source>Another hand (A)</source>
        <translation>Outra jogada (A)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/summary.py" line="210"/>
        <source>{game} · {seats} · seed {seed} · {variant}: {correct} of %n steps right in {time}</source>
        <translation>
            <numerusform>{game} · {seats} · semente {seed} · {variant}: {correct} de %n passo certo, em {time}</numerusform>
            <numerusform>{game} · {seats} · semente {seed} · {variant}: {correct} de %n passos certos, em {time}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/summary.py" line="234"/>
        <source>{played} of %n hands played</source>
        <translation>
            <numerusform>{played} de %n jogada feita</numerusform>
            <numerusform>{played} de %n jogadas feitas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/summary.py" line="235"/>
        <source>Lesson “{title}”: {hands}, {correct} of %n steps right in {time}</source>
        <translation>
            <numerusform>Lição «{title}»: {hands}; {correct} de %n passo certo, em {time}</numerusform>
            <numerusform>Lição «{title}»: {hands}; {correct} de %n passos certos, em {time}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="193"/>
        <source>Back home (H)</source>
        <translation>Voltar ao início (H)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="208"/>
        <source>exam</source>
        <translation>exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="208"/>
        <source>practice</source>
        <translation>prática</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/summary.py" line="212"/>
        <source>%n seats</source>
        <translation>
            <numerusform>%n lugar</numerusform>
            <numerusform>%n lugares</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="215"/>
        <source>ended after step {answered} of {total}</source>
        <translation>terminada após o passo {answered} de {total}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="224"/>
        <source>No mistakes in this hand.</source>
        <translation>Nenhum erro nesta jogada.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="259"/>
        <source>Step {n}</source>
        <translation>Passo {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="260"/>
        <source>Your answer:</source>
        <translation>A sua resposta:</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table_run/summary.py" line="261"/>
        <source>The right answer:</source>
        <translation>A resposta certa:</translation>
    </message>
</context>
<context>
    <name>SummaryView</name>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="122"/>
        <source>Session summary</source>
        <translation>Resumo da sessão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="124"/>
        <source>Review the mistakes again (R)</source>
        <translation>Rever de novo os erros (R)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="125"/>
        <source>Back home (H)</source>
        <translation>Voltar ao início (H)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="139"/>
        <source>Sprint stopped after {answered} of {items}: a sprint counts only when it is finished (every item answered, or the time up), so it has no score and is no personal best.</source>
        <translation>Contrarrelógio interrompido depois de {answered} de {items}: um contrarrelógio só conta quando termina (todas as perguntas respondidas, ou o tempo esgotado), por isso não tem pontuação nem conta como melhor resultado pessoal.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="143"/>
        <source>Sprint: {right} of {items} right in {seconds} s (limit {limit} s) · score {score}</source>
        <translation>Contrarrelógio: respostas certas, {right} de {items}, em {seconds} s (limite {limit} s) · pontuação {score}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="147"/>
        <source>new personal best!</source>
        <translation>novo melhor resultado pessoal!</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="149"/>
        <source>personal best {score}</source>
        <translation>melhor resultado pessoal {score}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/drill/screen.py" line="155"/>
        <source>Score {score:.0%} · {correct} of {answered} right · median time {median:.1f} s</source>
        <translation>Pontuação {score:.0%} · respostas certas, {correct} de {answered} · tempo mediano {median:.1f} s</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="192"/>
        <source>Hold&apos;em</source>
        <translation>Hold&apos;em</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="193"/>
        <source>Omaha</source>
        <translation>Omaha</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="194"/>
        <source>Póquer sintético</source>
        <translation>Póquer sintético</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="195"/>
        <source>Omaha (Macau 2010)</source>
        <translation>Omaha (Macau 2010)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="196"/>
        <source>Five-card stud</source>
        <translation>Póquer de cinco cartas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="197"/>
        <source>Thirteen cards</source>
        <translation>Treze cartas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="198"/>
        <source>Q Poker</source>
        <translation>Q Poker</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="210"/>
        <source>Banker</source>
        <translation>Banqueiro</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="211"/>
        <source>Folded</source>
        <translation>Desistiu</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="212"/>
        <source>Fold</source>
        <comment>Q Poker decision</comment>
        <translation>Desiste</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="213"/>
        <source>Play</source>
        <comment>Q Poker decision</comment>
        <translation>Joga</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="214"/>
        <source>Pair plus</source>
        <translation>Par e comb. vitoriosas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="215"/>
        <source>Bet</source>
        <comment>Q Poker betting circle</comment>
        <translation>Aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="216"/>
        <source>total {amount}</source>
        <comment>under a seat&apos;s chips: all it put in during the hand</comment>
        <translation>total {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/games.py" line="225"/>
        <source>Seat {number}</source>
        <translation>Lugar {number}</translation>
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
        <translation>lugares {seats}</translation>
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
        <translation>DESISTIU</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="59"/>
        <source>FOLDED AT OPEN CARD {n}</source>
        <comment>seat tag, stud: the seat folded when the n-th open card was dealt (it played the streets before)</comment>
        <translation>DESISTIU NA CARTA ABERTA {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="63"/>
        <source>HIGH BET, LAST ROUND</source>
        <comment>seat tag: this seat made the highest bet of the previous round (sintético rule 108)</comment>
        <translation>MAIOR APOSTA, TURNO ANTERIOR</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="384"/>
        <source>bets</source>
        <comment>action log</comment>
        <translation>aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="387"/>
        <source>folds</source>
        <comment>action log</comment>
        <translation>desiste</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/notes.py" line="388"/>
        <source>posts</source>
        <comment>action log: a forced bet</comment>
        <translation>coloca</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/preview.py" line="68"/>
        <source>{file} - table preview</source>
        <translation>{file} - pré-visualização da mesa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/view.py" line="490"/>
        <source>Main pot</source>
        <translation>Pote principal</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/view.py" line="490"/>
        <source>Side pot {n}</source>
        <translation>Pote lateral {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="42"/>
        <source>{percent} %</source>
        <comment>a percentage</comment>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="53"/>
        <source>Chips</source>
        <comment>title of the table&apos;s chip legend: each chip with its value</comment>
        <translation>Fichas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="71"/>
        <location filename="../../trainer/gui/table/terms.py" line="201"/>
        <source>Chip unit</source>
        <translation>Unidade de ficha</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="85"/>
        <source>Odd chips</source>
        <translation>Fichas remanescentes</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="91"/>
        <source>all to the first winner from the croupier&apos;s left</source>
        <translation>todas para o primeiro vencedor a partir da esquerda do croupier</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="92"/>
        <source>from the marker, clockwise</source>
        <translation>a partir do marcador, no sentido dos ponteiros do relógio</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="93"/>
        <source>in dealing order</source>
        <translation>pela ordem de distribuição</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="137"/>
        <source>Blinds</source>
        <translation>Pequena e grande aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="138"/>
        <source>Big blind</source>
        <translation>Grande aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="139"/>
        <source>Small blind</source>
        <translation>Pequena aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="140"/>
        <source>Ante</source>
        <translation>Aposta inicial</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="122"/>
        <source>Minimum bet</source>
        <translation>Aposta mínima</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="125"/>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="129"/>
        <source>no cap</source>
        <translation>sem máximo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="144"/>
        <source>pot limit</source>
        <translation>limite de pote</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="145"/>
        <source>half-pot limit</source>
        <translation>com limite (metade do pote)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="146"/>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="200"/>
        <source>Commission</source>
        <translation>Comissão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="158"/>
        <location filename="../../trainer/gui/table/terms.py" line="173"/>
        <location filename="../../trainer/gui/table/terms.py" line="199"/>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="164"/>
        <location filename="../../trainer/gui/table/terms.py" line="180"/>
        <source>{rate}, no cap</source>
        <translation>{rate}, sem máximo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="165"/>
        <location filename="../../trainer/gui/table/terms.py" line="177"/>
        <source>{rate}, cap {cap}</source>
        <translation>{rate}, máximo {cap}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="179"/>
        <source>{rate}, cap {n} big blinds</source>
        <translation>{rate}, máximo de {n} apostas prévias maiores</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="194"/>
        <source>Bet unit (ponto)</source>
        <translation>Unidade de aposta (ponto)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="195"/>
        <source>Stakes</source>
        <translation>Apostas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="195"/>
        <source>1, 2 or 3 units</source>
        <translation>1, 2 ou 3 unidades</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="196"/>
        <source>A win pays</source>
        <translation>Uma vitória paga</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="196"/>
        <source>{percent} of the stake</source>
        <translation>{percent} da aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="198"/>
        <source>{percent} of the prize</source>
        <translation>{percent} do prémio</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="220"/>
        <source>Decks</source>
        <translation>Baralhos</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="221"/>
        <source>Pair plus pays</source>
        <translation>Par e combinações vitoriosas paga</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="227"/>
        <source>Bet pays (croupier qualifies)</source>
        <translation>A aposta paga (croupier qualificado)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="224"/>
        <source>any other hand</source>
        <translation>qualquer outra mão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="225"/>
        <source>Croupier not qualified</source>
        <translation>Croupier não qualificado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="226"/>
        <source>A fold loses</source>
        <translation>Quem desiste perde</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/terms.py" line="226"/>
        <source>half the bet</source>
        <translation>metade da aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="24"/>
        <source>ALL-IN</source>
        <comment>non-banked</comment>
        <extracomment>seat tag: the seat has no chips left (rule 49: «encavado»)</extracomment>
        <translation>ENCAVADO</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="26"/>
        <source>ALL-IN</source>
        <comment>stud</comment>
        <extracomment>seat tag: the seat has no chips left (art. 11 a: «com capital desfalcado»)</extracomment>
        <translation>CAPITAL DESFALCADO</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="28"/>
        <source>ALL-IN</source>
        <comment>2010</comment>
        <extracomment>seat tag: the seat has no chips left (art. 11.3: «all-in»)</extracomment>
        <translation>ALL-IN</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="31"/>
        <source>SB</source>
        <comment>non-banked</comment>
        <extracomment>seat tag: this seat posted the small blind (rules 81-82: «pequena aposta»)</extracomment>
        <translation>PEQUENA APOSTA</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="33"/>
        <source>SB</source>
        <comment>2010</comment>
        <extracomment>seat tag: this seat posted the small blind (art. 5: «aposta prévia menor»)</extracomment>
        <translation>APOSTA PRÉVIA MENOR</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="36"/>
        <source>BB</source>
        <comment>non-banked</comment>
        <extracomment>seat tag: this seat posted the big blind (rules 81, 83: «grande aposta»)</extracomment>
        <translation>GRANDE APOSTA</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="38"/>
        <source>BB</source>
        <comment>2010</comment>
        <extracomment>seat tag: this seat posted the big blind (art. 5: «aposta prévia maior»)</extracomment>
        <translation>APOSTA PRÉVIA MAIOR</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="41"/>
        <source>STACK {amount}</source>
        <comment>non-banked</comment>
        <extracomment>under a seat: the chips it has left in front of it (rule 52: «cave»)</extracomment>
        <translation>CAVE {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="43"/>
        <source>STACK {amount}</source>
        <comment>stud</comment>
        <extracomment>under a seat: the chips it has left in front of it (art. 6: «capital»)</extracomment>
        <translation>CAPITAL {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="45"/>
        <source>STACK {amount}</source>
        <comment>2010</comment>
        <extracomment>under a seat: the chips it has left in front of it (art. 11: «fichas detidas na mesa»)</extracomment>
        <translation>FICHAS {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="51"/>
        <source>Round {n}</source>
        <comment>non-banked</comment>
        <extracomment>title of the action log: the betting round in play («turno de apostas»)</extracomment>
        <translation>Turno {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="53"/>
        <source>Round {n}</source>
        <comment>stud</comment>
        <extracomment>title of the action log: the betting round in play («lanço de apostas»)</extracomment>
        <translation>Lanço {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="55"/>
        <source>Round {n}</source>
        <comment>2010</comment>
        <extracomment>title of the action log: the betting round in play («turno de apostas»)</extracomment>
        <translation>Turno {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="58"/>
        <source>Round {n}: nobody has acted yet</source>
        <comment>non-banked</comment>
        <extracomment>title of the action log, empty round</extracomment>
        <translation>Turno {n}: ainda ninguém jogou</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="60"/>
        <source>Round {n}: nobody has acted yet</source>
        <comment>stud</comment>
        <extracomment>title of the action log, empty round</extracomment>
        <translation>Lanço {n}: ainda ninguém jogou</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="62"/>
        <source>Round {n}: nobody has acted yet</source>
        <comment>2010</comment>
        <extracomment>title of the action log, empty round</extracomment>
        <translation>Turno {n}: ainda ninguém jogou</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="65"/>
        <source>Last round&apos;s actions</source>
        <comment>non-banked</comment>
        <extracomment>title of the action log: the last round&apos;s actions</extracomment>
        <translation>Acções do último turno</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="67"/>
        <source>Last round&apos;s actions</source>
        <comment>stud</comment>
        <extracomment>title of the action log: the last round&apos;s actions</extracomment>
        <translation>Acções do último lanço</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="69"/>
        <source>Last round&apos;s actions</source>
        <comment>2010</comment>
        <extracomment>title of the action log: the last round&apos;s actions</extracomment>
        <translation>Acções do último turno</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="72"/>
        <source>checks</source>
        <comment>non-banked</comment>
        <extracomment>action log: rule 39 b «passar»</extracomment>
        <translation>passa</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="74"/>
        <source>checks</source>
        <comment>stud</comment>
        <extracomment>action log: art. 10 c «passar a voz»</extracomment>
        <translation>passa a voz</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="76"/>
        <source>checks</source>
        <comment>2010</comment>
        <extracomment>action log: art. 6.4 «preferir»</extracomment>
        <translation>prefere</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="79"/>
        <source>calls</source>
        <comment>non-banked</comment>
        <extracomment>action log: rule 39 c «acompanhar»</extracomment>
        <translation>acompanha</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="81"/>
        <source>calls</source>
        <comment>stud</comment>
        <extracomment>action log: art. 10 b 2 «aceitar a aposta»</extracomment>
        <translation>aceita a aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="83"/>
        <source>calls</source>
        <comment>2010</comment>
        <extracomment>action log: art. 11 «igualar a aposta»</extracomment>
        <translation>iguala</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="86"/>
        <source>raises to</source>
        <comment>non-banked</comment>
        <extracomment>action log: a raise&apos;s total for the round (rule 39 d «repicar»)</extracomment>
        <translation>repica para</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="88"/>
        <source>raises to</source>
        <comment>stud</comment>
        <extracomment>action log: a raise&apos;s total for the round (art. 10 b 3 «elevar a aposta»)</extracomment>
        <translation>eleva para</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="90"/>
        <source>raises to</source>
        <comment>2010</comment>
        <extracomment>action log: a raise&apos;s total for the round (art. 12 «subir a aposta»)</extracomment>
        <translation>sobe para</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="93"/>
        <source>all in</source>
        <comment>non-banked</comment>
        <extracomment>action log: the action put in all the seat&apos;s chips (rule 49 «encavado»)</extracomment>
        <translation>encavado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="95"/>
        <source>all in</source>
        <comment>stud</comment>
        <extracomment>action log: the action put in all the seat&apos;s chips (art. 11 a «capital desfalcado»)</extracomment>
        <translation>capital desfalcado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="97"/>
        <source>all in</source>
        <comment>2010</comment>
        <extracomment>action log: the action put in all the seat&apos;s chips (art. 11.3 «all-in»)</extracomment>
        <translation>all-in</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="103"/>
        <source>Pot</source>
        <comment>non-banked</comment>
        <extracomment>the chips in the middle, from the rounds before (rule 38 «pote»)</extracomment>
        <translation>Pote</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="105"/>
        <source>Pot</source>
        <comment>stud</comment>
        <extracomment>the chips in the middle, from the rounds before (art. 7 «bolo»)</extracomment>
        <translation>Bolo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="107"/>
        <source>Pot</source>
        <comment>2010</comment>
        <extracomment>the chips in the middle, from the rounds before (art. 10.2 «pote»)</extracomment>
        <translation>Pote</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="110"/>
        <source>Antes</source>
        <comment>non-banked</comment>
        <extracomment>the chips in the middle: the antes (rule 102 «aposta inicial (ante)»)</extracomment>
        <translation>Apostas iniciais</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="112"/>
        <source>Antes</source>
        <comment>stud</comment>
        <extracomment>the chips in the middle: the antes (art. 6-8 «bolo de entrada»)</extracomment>
        <translation>Bolo de entrada</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="114"/>
        <source>Main pot</source>
        <comment>non-banked</comment>
        <translation>Pote principal</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="115"/>
        <source>Main pot</source>
        <comment>stud</comment>
        <translation>Bolo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="116"/>
        <source>Main pot</source>
        <comment>2010</comment>
        <translation>Pote principal</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="119"/>
        <source>Side pot {n}</source>
        <comment>non-banked</comment>
        <extracomment>rule 38 «pote lateral»; art. 11 a «bolo separado»</extracomment>
        <translation>Pote lateral {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="120"/>
        <source>Side pot {n}</source>
        <comment>stud</comment>
        <translation>Bolo separado {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="121"/>
        <source>Side pot {n}</source>
        <comment>2010</comment>
        <translation>Pote lateral {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="124"/>
        <source>Croupier</source>
        <comment>non-banked</comment>
        <extracomment>the croupier&apos;s plate: rules 29-70 «pagador»</extracomment>
        <translation>Pagador</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="126"/>
        <source>Croupier</source>
        <comment>stud</comment>
        <extracomment>the croupier&apos;s plate: art. 10 «dealer»</extracomment>
        <translation>Dealer</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="128"/>
        <source>Croupier</source>
        <comment>2010</comment>
        <extracomment>the croupier&apos;s plate: art. 1-13 «croupier»</extracomment>
        <translation>Croupier</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="130"/>
        <source>Croupier</source>
        <comment>Q Poker</comment>
        <extracomment>the croupier&apos;s plate: art. 7-9 «croupier»</extracomment>
        <translation>Croupier</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="136"/>
        <source>Blinds</source>
        <comment>non-banked</comment>
        <extracomment>table card: rules 81-83 «pequena aposta» / «grande aposta»</extracomment>
        <translation>Pequena e grande aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="138"/>
        <source>Blinds</source>
        <comment>2010</comment>
        <extracomment>table card: art. 5 «aposta prévia menor» / «maior»</extracomment>
        <translation>Apostas prévias menor e maior</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="140"/>
        <source>Big blind</source>
        <comment>non-banked</comment>
        <translation>Grande aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="141"/>
        <source>Big blind</source>
        <comment>2010</comment>
        <translation>Aposta prévia maior</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="143"/>
        <source>Small blind</source>
        <comment>non-banked</comment>
        <translation>Pequena aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="144"/>
        <source>Small blind</source>
        <comment>2010</comment>
        <translation>Aposta prévia menor</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="147"/>
        <source>Ante</source>
        <comment>non-banked</comment>
        <extracomment>table card: rule 102 «aposta inicial (ante)»</extracomment>
        <translation>Aposta inicial</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="149"/>
        <source>Ante</source>
        <comment>stud</comment>
        <extracomment>table card: art. 6-8 «bolo de entrada»</extracomment>
        <translation>Bolo de entrada</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="152"/>
        <source>Raises per round</source>
        <comment>non-banked</comment>
        <extracomment>table card: rule 87 «três repiques» per «ronda de apostas»</extracomment>
        <translation>Repiques por turno</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="154"/>
        <source>Raises per round</source>
        <comment>stud</comment>
        <extracomment>table card: raises per «lanço de apostas»</extracomment>
        <translation>Aumentos por lanço</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="156"/>
        <source>Raises per round</source>
        <comment>2010</comment>
        <extracomment>table card: art. 12.2 «a aposta pode subir três vezes, no máximo, por turno»</extracomment>
        <translation>Subidas da aposta por turno</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="159"/>
        <source>Commission</source>
        <comment>non-banked</comment>
        <extracomment>table card: rules 7 a, 65 «percentagem»</extracomment>
        <translation>Percentagem</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="161"/>
        <source>Commission</source>
        <comment>stud</comment>
        <extracomment>table card: art. 9 «comissão»</extracomment>
        <translation>Comissão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="163"/>
        <source>Commission</source>
        <comment>2010</comment>
        <extracomment>table card: art. 16 «comissão»</extracomment>
        <translation>Comissão</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="170"/>
        <source>D: the marker, set before the player who has a mão (non-banked rules 29-30), not a dealer&apos;s button. That seat posts the small blind (rule 81) and is dealt to first (rule 35; ruling R8-12).</source>
        <comment>non-banked</comment>
        <extracomment>tooltip of the marker button «D» at hold&apos;em and Omaha: the marcador before a mão (rules 29-30), the small blind&apos;s seat (rule 81), dealt to first (rule 35, ruling R8-12)</extracomment>
        <translation>D: o marcador, colocado em frente do jogador que tem a mão (regras 29 e 30 do póquer não bancado); não é o botão do pagador. Esse lugar faz a pequena aposta (regra 81) e é o primeiro a receber cartas (regra 35; interpretação R8-12).</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="177"/>
        <source>D: the marker, set before the player who has a mão (non-banked rules 29-30), not a dealer&apos;s button. That seat is dealt to first (ruling R8-12); the seat on its left opens the first round (rule 107).</source>
        <comment>non-banked</comment>
        <extracomment>tooltip of the marker button «D» at sintético: the marcador before a mão (rules 29-30; sintético takes no Omaha rule 80-91, rule 112), dealt to first (ruling R8-12), its left opens (rule 107)</extracomment>
        <translation>D: o marcador, colocado em frente do jogador que tem a mão (regras 29 e 30 do póquer não bancado); não é o botão do pagador. Esse lugar é o primeiro a receber cartas (interpretação R8-12); o lugar à sua esquerda abre o primeiro turno de apostas (regra 107).</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/table/rule_words.py" line="183"/>
        <source>D: the marker (Despacho 97/2010 art. 1, 5, 6). The seat on its left posts the small blind and is dealt to first; after the first round the marker&apos;s seat acts last.</source>
        <comment>2010</comment>
        <extracomment>tooltip of the marker button «D» at Omaha (Macau 2010): the marcador (art. 1.1 2), 5, 6.1, 6.5)</extracomment>
        <translation>D: o marcador (art. 1.º, 5.º e 6.º do Despacho n.º 97/2010). O lugar à sua esquerda faz a aposta prévia menor e é o primeiro a receber cartas; depois do primeiro turno de apostas, o lugar do marcador é o último a falar.</translation>
    </message>
</context>
<context>
    <name>TextForm</name>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="646"/>
        <source>The table as YAML, in the scenario format (SCENARIOS.md); the game is the lesson&apos;s.</source>
        <translation>A mesa em YAML, no formato dos cenários (SCENARIOS.md); o jogo é o da lição.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/item_forms.py" line="668"/>
        <source>Not YAML: {error}</source>
        <translation>Não é YAML: {error}</translation>
    </message>
</context>
<context>
    <name>ThirteenSettlePanel</name>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="318"/>
        <source>Settle the seats</source>
        <translation>Liquidar os lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="369"/>
        <source>AGAINST THE BANKER: OUTCOME AND NET</source>
        <translation>CONTRA O BANQUEIRO: RESULTADO E LÍQUIDO</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="370"/>
        <source>Win</source>
        <translation>Ganha</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="370"/>
        <source>Lose</source>
        <translation>Perde</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="370"/>
        <source>Push</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="373"/>
        <source>Net</source>
        <translation>Líquido</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="421"/>
        <source>win</source>
        <translation>ganha</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="421"/>
        <source>lose</source>
        <translation>perde</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="421"/>
        <source>push</source>
        <translation>empate</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="429"/>
        <source>{outcome}, net {amount}</source>
        <translation>{outcome}, líquido {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="444"/>
        <source>outcome, net, next seat</source>
        <translation>resultado, líquido, lugar seguinte</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="446"/>
        <source>win, lose, push</source>
        <translation>ganha, perde, empate</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="448"/>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="448"/>
        <source>win, lose, push in turn</source>
        <translation>passar por ganha, perde, empate</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="449"/>
        <source>Digits, -</source>
        <translation>Algarismos, -</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="449"/>
        <source>the net amount (- for a loss)</source>
        <translation>o montante líquido (- para uma perda)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/thirteen.py" line="451"/>
        <source>go to that seat</source>
        <translation>ir para esse lugar</translation>
    </message>
</context>
<context>
    <name>TimePlot</name>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="211"/>
        <source>Time to answer</source>
        <translation>Tempo de resposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="214"/>
        <source>Median time (s)</source>
        <translation>Tempo mediano (s)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="217"/>
        <source>No answers yet: the time taken to answer shows here after some practice.</source>
        <translation>Ainda sem respostas: o tempo de resposta aparece aqui depois de alguma prática.</translation>
    </message>
</context>
<context>
    <name>TraineeProgress</name>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="272"/>
        <source>Skills due now: {due} · never practised: {new}</source>
        <translation>Competências pendentes agora: {due} · nunca praticadas: {new}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/progress/screen.py" line="274"/>
        <source>Tick a skill to draw it on the charts; its colour is its line&apos;s.</source>
        <translation>Marque uma competência para a desenhar nos gráficos; a sua cor é a da sua linha.</translation>
    </message>
</context>
<context>
    <name>TraineeTab</name>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="80"/>
        <source>Answered</source>
        <translation>Data da resposta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="81"/>
        <source>Lesson</source>
        <translation>Lição</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="83"/>
        <source>Question</source>
        <translation>Pergunta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="85"/>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="100"/>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="86"/>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="98"/>
        <source>Started</source>
        <translation>Início</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="99"/>
        <source>Exam</source>
        <translation>Exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="102"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="103"/>
        <source>Submitted</source>
        <translation>Entregue</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="188"/>
        <source>Pick a mistake above to replay it on the table.</source>
        <translation>Escolha um erro acima para o reproduzir na mesa.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="233"/>
        <source>{question}
Answered: {given}
Right: {right}
Item: {item}</source>
        <translation>{question}
Resposta dada: {given}
Certa: {right}
Item: {item}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="243"/>
        <source>{skill}: answered {when} in {time}</source>
        <translation>{skill}: respondida {when}, em {time}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="266"/>
        <source>Verification code {code}</source>
        <translation>Código de verificação {code}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="268"/>
        <source>Not submitted yet: no report until it is.</source>
        <translation>Ainda não entregue: não há relatório enquanto não for entregue.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="270"/>
        <source>Pick a submitted exam to save its report.</source>
        <translation>Escolha um exame entregue para guardar o seu relatório.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="272"/>
        <source>No exam taken yet.</source>
        <translation>Ainda não foi feito nenhum exame.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="277"/>
        <source>in progress</source>
        <translation>em curso</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="280"/>
        <source>invalid — not a certificate</source>
        <translation>inválido — não é um certificado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="282"/>
        <source>passed — certificate</source>
        <translation>aprovado — certificado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="282"/>
        <source>failed — signed</source>
        <translation>reprovado — assinado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="283"/>
        <source>passed — practice only</source>
        <translation>aprovado — apenas prática</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="283"/>
        <source>failed — practice only</source>
        <translation>reprovado — apenas prática</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="291"/>
        <source>Save the exam report</source>
        <translation>Guardar o relatório do exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="292"/>
        <source>PDF files (*.pdf)</source>
        <translation>Ficheiros PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="303"/>
        <source>The report could not be saved: {error}</source>
        <translation>Não foi possível guardar o relatório: {error}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="306"/>
        <source>Report saved to {path}</source>
        <translation>Relatório guardado em {path}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="313"/>
        <source>{name} (instructor)</source>
        <translation>{name} (instrutor)</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="315"/>
        <source>{name} — deactivated</source>
        <translation>{name} — conta desativada</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="321"/>
        <source>{name} is deactivated: the records are kept; sign-in is refused.</source>
        <translation>A conta de {name} está desativada: os registos são mantidos; a entrada é recusada.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="325"/>
        <source>Trainee</source>
        <translation>Formando</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="329"/>
        <source>Progress</source>
        <translation>Progresso</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="330"/>
        <source>Recent mistakes</source>
        <translation>Erros recentes</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="331"/>
        <source>Exams</source>
        <translation>Exames</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="332"/>
        <source>Hands</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/trainee_tab.py" line="333"/>
        <source>Save report (PDF)…</source>
        <translation>Guardar relatório (PDF)…</translation>
    </message>
</context>
<context>
    <name>TranslationBox</name>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="85"/>
        <source>missing: type the translation</source>
        <translation>em falta: escreva a tradução</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="86"/>
        <source>No translation yet: a trainee in this language would read the English</source>
        <translation>Ainda sem tradução: um formando nesta língua leria o inglês</translation>
    </message>
</context>
<context>
    <name>TranslationsPanel</name>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="167"/>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="167"/>
        <source>English</source>
        <translation>Inglês</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="191"/>
        <source>Lesson title</source>
        <translation>Título da lição</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="191"/>
        <source>Exam title</source>
        <translation>Título do exame</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="192"/>
        <source>Intro</source>
        <translation>Introdução</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="192"/>
        <source>Prompt</source>
        <translation>Enunciado</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="193"/>
        <source>Question</source>
        <translation>Pergunta</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="193"/>
        <source>Explanation</source>
        <translation>Explicação</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="194"/>
        <source>Option {n}</source>
        <translation>Opção {n}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="204"/>
        <source>Translations (%n missing)</source>
        <translation>
            <numerusform>Traduções (falta %n)</numerusform>
            <numerusform>Traduções (faltam %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="204"/>
        <source>Translations</source>
        <translation>Traduções</translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="205"/>
        <source>%n texts lack a Portuguese translation</source>
        <translation>
            <numerusform>%n texto sem tradução portuguesa</numerusform>
            <numerusform>%n textos sem tradução portuguesa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="206"/>
        <source>%n texts lack a Chinese translation</source>
        <translation>
            <numerusform>%n texto sem tradução chinesa</numerusform>
            <numerusform>%n textos sem tradução chinesa</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="218"/>
        <source>The exam&apos;s title and intro as a candidate reads them in English, European Portuguese and Macau Chinese. A marked box has no translation yet; type it there. They are saved beside the exam (its .translations.yaml file).</source>
        <translation>O título e a introdução do exame, como um candidato os lê em inglês, português europeu e chinês de Macau. Uma caixa assinalada ainda não tem tradução; escreva-a aí. São guardados junto do exame (o seu ficheiro .translations.yaml).</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="222"/>
        <source>Each text as a trainee reads it in English, European Portuguese and Macau Chinese. A marked box has no translation yet; type it there. They are saved beside the lesson (its .translations.yaml file).</source>
        <translation>Cada texto como o formando o lê, em inglês, português europeu e chinês de Macau. Uma caixa assinalada ainda não tem tradução: escreva-a aí. As traduções são guardadas ao lado da lição (no seu ficheiro .translations.yaml).</translation>
    </message>
</context>
<context>
    <name>TrendPlot</name>
    <message>
        <location filename="../../trainer/gui/progress/charts.py" line="158"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
</context>
<context>
    <name>WhoActsPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="121"/>
        <source>Who acts?</source>
        <translation>Quem joga?</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="124"/>
        <source>Click the seat whose turn it is, or type its number.</source>
        <translation>Clique no lugar de quem é a vez ou escreva o seu número.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="141"/>
        <source>take it back</source>
        <translation>anular</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="141"/>
        <source>pick the seat</source>
        <translation>escolher o lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="142"/>
        <source>Click a seat</source>
        <translation>Clique num lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/betting.py" line="142"/>
        <source>pick it</source>
        <translation>escolhê-lo</translation>
    </message>
</context>
<context>
    <name>WinnerPanel</name>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="287"/>
        <source>Who wins?</source>
        <translation>Quem ganha?</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="290"/>
        <source>Click the winning seat on the table, or type its number. Pick every seat that ties.</source>
        <translation>Clique no lugar vencedor na mesa ou escreva o seu número. Escolha todos os lugares que empatam.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="304"/>
        <source>does not win</source>
        <translation>não ganha</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/panels/seats.py" line="306"/>
        <source>{place} wins</source>
        <translation>{place} ganha</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../trainer/gui/app.py" line="65"/>
        <source>Croupier trainer</source>
        <translation>Treino de croupiers</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/app.py" line="66"/>
        <source>The records cannot be opened: {error}</source>
        <translation>Não é possível abrir os registos: {error}</translation>
    </message>
</context>
<context>
    <name>checker</name>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="36"/>
        <source>{game}: a hand is dealt to {want} players, not {count}</source>
        <translation>{game}: cada mão é distribuída a {want} jogadores, não a {count}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="37"/>
        <source>exactly {n}</source>
        <translation>exactamente {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="38"/>
        <source>{low} to {high}</source>
        <translation>{low} a {high}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="39"/>
        <source>{game} is played at {limits}, not {limit}</source>
        <translation>{game}: a modalidade de aposta é {limits}, não {limit}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="40"/>
        <source>the entry (&apos;bolo de entrada&apos;) is {entries}, not {ante}</source>
        <translation>o bolo de entrada é de {entries}, não de {ante}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="41"/>
        <source>seat {seat} has put in {committed}, less than {what}: every player puts in the entry before the first card</source>
        <translation>o lugar {seat} entregou {committed}, menos do que {what}: todos os jogadores entregam o bolo de entrada antes da primeira carta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="43"/>
        <source>the entry of {ante}</source>
        <translation>o bolo de entrada de {ante}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="44"/>
        <source>the smallest entry a table has, {entry}</source>
        <translation>o menor bolo de entrada de uma mesa, {entry}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="45"/>
        <source>seat {seat} starts the hand with {stack}, below the {floor} a player must hold at a {ante} table</source>
        <translation>o lugar {seat} começa a mão com {stack}, abaixo dos {floor} que um jogador deve ter numa mesa de {ante}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="47"/>
        <source>seat {seat} is all in with {committed}, its whole capital: it started the hand with {committed}, below the {floor} a player must hold at {table}</source>
        <translation>o lugar {seat} pôs no bolo {committed}, todo o seu capital (capital desfalcado): começou a mão com {committed}, abaixo dos {floor} que um jogador deve ter {table}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="49"/>
        <source>a {entry} table, the smallest entry (the table states none)</source>
        <translation>numa mesa de {entry}, o menor bolo de entrada (a mesa não indica nenhum)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="50"/>
        <source>a {entry} table</source>
        <translation>numa mesa de {entry}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="51"/>
        <source>a table with stakes states its bet unit (one &apos;ponto&apos;)</source>
        <translation>uma mesa com apostas indica a sua unidade de aposta (um «ponto»)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="52"/>
        <source>seat {seat} stakes {stake}: a stake is {points} points of {unit}</source>
        <translation>o lugar {seat} aposta {stake}: uma aposta é de {points} pontos de {unit}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="53"/>
        <source>round {number} is bet with {want} board cards on the table, not {count}</source>
        <translation>o turno de apostas {number} joga-se com {want} cartas comuns na mesa, não com {count}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="55"/>
        <source>the answer may turn on {facts}, which a {task} question does not show (the trainee must see every fact the answer depends on)</source>
        <translation>a resposta pode depender de {facts}, que uma pergunta de «{task}» não mostra (o formando tem de ver todos os factos de que a resposta depende)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="58"/>
        <source>length cue in {pool}: picking the {rank} option finds the key in {keyed} of {items} items ({rate}, more than {limit}); vary which option is longest (rewrite the options, not the key)</source>
        <translation>pista de comprimento ({pool}): escolher a opção {rank} dá a resposta certa em {keyed} de {items} itens ({rate}, mais de {limit}); varie qual é a opção mais longa (reescreva as opções, não a resposta certa)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="61"/>
        <source>this lesson&apos;s procedure items</source>
        <translation>os itens de procedimento desta lição</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="62"/>
        <source>the {game} procedure pool</source>
        <translation>as perguntas de procedimento de {game}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="63"/>
        <source>lesson</source>
        <translation>lição</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="64"/>
        <source>exam</source>
        <translation>exame</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="65"/>
        <source>the keyed option is the longest: a trainee who picks the longest option finds it</source>
        <translation>a opção certa é a mais longa: um formando que escolha a opção mais longa acerta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="67"/>
        <source>the right answer is the longest choice in {longest} of {items} procedure items ({ids}): more than a third, so picking the longest answer passes; give the distractors the same length, or move the reasons into the explanation</source>
        <translation>a resposta certa é a opção mais longa em {longest} de {items} itens de procedimento ({ids}): mais de um terço, pelo que escolher a resposta mais longa dá aprovação; dê às outras opções o mesmo comprimento, ou passe as razões para a explicação</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="71"/>
        <source>missing required field &apos;scenario&apos; (a table situation)</source>
        <translation>falta o campo obrigatório «mesa» (a situação da mesa)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="72"/>
        <source>missing required field &apos;{key}&apos;</source>
        <translation>falta o campo obrigatório «{key}»</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="73"/>
        <source>&apos;{key}&apos; must be text, got {value}</source>
        <translation>«{key}» tem de ser um texto, não {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="74"/>
        <source>choices must be a list of at least two texts</source>
        <translation>as opções têm de ser uma lista de pelo menos dois textos</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="75"/>
        <source>item id {id} is used twice</source>
        <translation>o identificador de item {id} é usado duas vezes</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="76"/>
        <source>{id}: use lower-case letters, digits and dashes</source>
        <translation>{id}: use letras minúsculas, algarismos e hífenes</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="77"/>
        <source>task {task} does not apply to {game}</source>
        <translation>a tarefa «{task}» não se aplica a {game}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="78"/>
        <source>this lesson is about {game}, not {other}</source>
        <translation>esta lição é sobre {game}, não sobre {other}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="79"/>
        <source>the lesson expects {given} but the engine says {correct}</source>
        <translation>a lição espera {given}, mas o motor de regras diz {correct}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="80"/>
        <source>task {task} cannot be asked here: {reason}</source>
        <translation>a tarefa «{task}» não pode ser perguntada aqui: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="81"/>
        <source>no hand could leave this table: {reason}</source>
        <translation>nenhuma mão poderia deixar a mesa assim: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="82"/>
        <source>a hand needs at least {n} seats, got {count}</source>
        <translation>uma mão precisa de pelo menos {n} lugares, tem {count}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="83"/>
        <source>seat {seat} has {count} cards, expected {n}</source>
        <translation>o lugar {seat} tem {count} cartas, deviam ser {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="85"/>
        <source>items is {items} but the skills&apos; counts add up to {total}</source>
        <translation>o número de itens é {items}, mas as quotas dos grupos somam {total}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="86"/>
        <source>{task} questions take no constraints</source>
        <translation>as perguntas de «{task}» não levam restrições</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="87"/>
        <source>{task} is given twice: give it once with the total count</source>
        <translation>«{task}» aparece duas vezes: indique-a uma só vez, com a quota total</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="88"/>
        <source>min_correct must be a whole number from 1 to the quota&apos;s count ({count}), got {floor}</source>
        <translation>o mínimo de respostas certas tem de ser um número inteiro de 1 até à quota do grupo ({count}), não {floor}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="90"/>
        <source>count must be a whole number from 1 to {n}, got {count}</source>
        <translation>o número tem de ser um inteiro de 1 a {n}, não {count}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="91"/>
        <source>review: after-close needs closes_at, the date and time the exam closes (e.g. 2025-06-30 18:00)</source>
        <translation>mostrar as respostas depois do fecho exige a data e a hora a que o exame fecha (p. ex. 2025-06-30 18:00)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="93"/>
        <source>closes_at is only used with review: after-close</source>
        <translation>a data de fecho só se usa quando as respostas são mostradas depois do fecho do exame</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="95"/>
        <source>{path} is a shipped {kind} and is never overwritten: save a school copy</source>
        <translation>{path} é um ficheiro de {kind} fornecido com o programa e nunca é substituído: guarde uma cópia da escola</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="96"/>
        <source>{path} is inside the shipped lessons ({root}): save in the school&apos;s lesson folder</source>
        <translation>{path} fica dentro das lições fornecidas com o programa ({root}): guarde na pasta de lições da escola</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="98"/>
        <source>{path}: cannot be written: {reason}</source>
        <translation>{path}: não é possível guardar: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="100"/>
        <source>it has no chips beyond the call (R8-4)</source>
        <translation>não tem fichas além das necessárias para acompanhar (R8-4)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="101"/>
        <source>the round has had its {cap} raises (R8-7)</source>
        <translation>o turno de apostas já teve os seus {cap} aumentos (R8-7)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="102"/>
        <source>a stud seat that checked may only call or fold in that round (art. 10 c i 2, R8-4)</source>
        <translation>no póquer de cinco cartas, um lugar que passou a voz só pode aceitar a aposta ou desistir nesse lanço de apostas (ponto 2) da subalínea i) da alínea c) do art. 10.º, R8-4)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="103"/>
        <source>an incomplete all-in raise does not reopen the betting to a seat that has acted (R8-6)</source>
        <translation>um aumento all-in incompleto não reabre as apostas a um lugar que já jogou (R8-6)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="105"/>
        <source>no other seat could put in more: nobody could answer it (R8-4)</source>
        <translation>nenhum outro lugar poderia pôr mais: ninguém lhe poderia responder (R8-4)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="106"/>
        <source>a hand needs seats</source>
        <translation>uma mão precisa de lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="107"/>
        <source>betting needs at least two seats</source>
        <translation>as apostas precisam de pelo menos dois lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="108"/>
        <source>{game} has {n} betting rounds, {count} are given (R8-2)</source>
        <translation>{game} tem {n} turnos de apostas, são dados {count} (R8-2)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="109"/>
        <source>seat {seat}: {action} — no such seat at the table</source>
        <translation>lugar {seat}: {action} — não há esse lugar na mesa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="110"/>
        <source>seat {seat}: {action} — out of turn: seat {next} is to act (R8-2)</source>
        <translation>lugar {seat}: {action} — fora da sua vez: é a vez do lugar {next} (R8-2)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="111"/>
        <source>seat {seat}: {action} — {reason}</source>
        <translation>lugar {seat}: {action} — {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="112"/>
        <source>the first round&apos;s opener must bet or fold (stud art. 10 b, R8-4)</source>
        <translation>quem abre o primeiro lanço de apostas tem de apostar ou desistir (alínea b) do art. 10.º do póquer de cinco cartas, R8-4)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="113"/>
        <source>a check facing a bet: {amount} to call (R8-4)</source>
        <translation>passar perante uma aposta: há {amount} para acompanhar (R8-4)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="114"/>
        <source>nothing to call: the seat may check (R8-4)</source>
        <translation>nada para acompanhar: o lugar pode passar (R8-4)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="115"/>
        <source>somebody has already bet this round: that is a raise (R8-4)</source>
        <translation>alguém já apostou neste turno: isso é um aumento (R8-4)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="116"/>
        <source>nobody has bet this round: that is a bet (R8-4)</source>
        <translation>ninguém apostou neste turno: isso é uma aposta (R8-4)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="117"/>
        <source>not allowed now (R8-4)</source>
        <translation>não é permitido agora (R8-4)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="118"/>
        <source>allin: true but the call is {amount} of its {stack} chips</source>
        <translation>allin: true, mas acompanhar custa {amount} das suas {stack} fichas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="119"/>
        <source>a bet or raise needs &apos;to&apos;: the seat&apos;s total for the round (R8)</source>
        <translation>uma aposta ou aumento precisa de &apos;to&apos;: o total do lugar no turno (R8)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="120"/>
        <source>{amount} is not a multiple of the chip unit {unit} (R0-3)</source>
        <translation>{amount} não é múltiplo da unidade de fichas {unit} (R0-3)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="121"/>
        <source>allin: true but all its chips make a total of {amount}, not {to}</source>
        <translation>allin: true, mas todas as suas fichas fazem um total de {amount}, não {to}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="122"/>
        <source>to {to} is more than the seat has: {amount} in all (R8-5)</source>
        <translation>o total de {to} é mais do que o lugar tem: {amount} ao todo (R8-5)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="123"/>
        <source>to {to} is out of bounds: from {low} to {high} (R8-5, R8-6)</source>
        <translation>o total de {to} está fora dos limites: de {low} a {high} (R8-5, R8-6)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="124"/>
        <source>seat {seat} has no chips: it cannot be dealt in</source>
        <translation>o lugar {seat} não tem fichas: não pode receber cartas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="125"/>
        <source>missing required field &apos;marker&apos; for {game} (RULINGS R7)</source>
        <translation>falta o campo obrigatório &apos;marker&apos; (o lugar do marcador) para {game} (RULINGS R7)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="126"/>
        <source>the marker must be at a seat of the table; seat {seat} is not</source>
        <translation>o marcador tem de estar num lugar da mesa; o lugar {seat} não está</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="127"/>
        <source>seat {seat} needs {n} open cards for betting round {number} (stud: one open card per round, RULINGS R8-2)</source>
        <translation>o lugar {seat} precisa de {n} cartas abertas para o lanço de apostas {number} (póquer de cinco cartas: uma carta aberta por lanço, RULINGS R8-2)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="129"/>
        <source>betting round {number} cannot begin: the hand is {status} after round {n} (R8-3)</source>
        <translation>o turno de apostas {number} não pode começar: a mão está {status} depois do turno {n} (R8-3)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="130"/>
        <source>{game} has no betting rounds: &apos;betting&apos; is for {list} (RULINGS R8)</source>
        <translation>{game} não tem turnos de apostas: &apos;betting&apos; é para {list} (RULINGS R8)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="131"/>
        <source>seat {seat} is listed twice</source>
        <translation>o lugar {seat} aparece duas vezes</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="132"/>
        <source>&apos;{key}&apos; is derived from &apos;betting&apos; and may not be given with it</source>
        <translation>&apos;{key}&apos; é deduzido das apostas (&apos;betting&apos;) e não pode ser dado com elas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="133"/>
        <source>seat {seat} folds in betting round {number} but has {count} open cards: a seat that folds gets no more cards</source>
        <translation>o lugar {seat} desiste no turno de apostas {number} mas tem {count} cartas abertas: um lugar que desiste não recebe mais cartas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="135"/>
        <source>{game} has no betting rounds (RULINGS R8)</source>
        <translation>{game} não tem turnos de apostas (RULINGS R8)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="136"/>
        <source>{game} is played at {limits}, not {limit} ({cite})</source>
        <translation>{game}: a modalidade de aposta é {limits}, não {limit} ({cite})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="137"/>
        <source>betting is a list of rounds, each a list of actions</source>
        <translation>betting (as apostas) é uma lista de turnos, cada um uma lista de acções</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="138"/>
        <source>expected a positive whole number of chips, got {value}</source>
        <translation>esperava-se um número inteiro positivo de fichas, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="139"/>
        <source>{value} is not a multiple of the chip unit {unit} (RULINGS R0-3)</source>
        <translation>{value} não é múltiplo da unidade de fichas {unit} (RULINGS R0-3)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="140"/>
        <source>limit must be pot, half-pot or no-limit, got {value}</source>
        <translation>limit tem de ser pot (limite de pote), half-pot (limite de metade do pote) ou no-limit (sem limite), veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="141"/>
        <source>max_raises must be a whole number or none, got {value}</source>
        <translation>max_raises tem de ser um número inteiro ou none, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="142"/>
        <source>a betting round is a list of actions</source>
        <translation>um turno de apostas é uma lista de acções</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="143"/>
        <source>missing required param &apos;{key}&apos; for {game} (RULINGS R8-1)</source>
        <translation>falta o parâmetro obrigatório &apos;{key}&apos; para {game} (RULINGS R8-1)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="144"/>
        <source>an action is a mapping: {{seat, action, to, allin}}</source>
        <translation>uma acção é um mapa: {{seat, action, to, allin}}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="145"/>
        <source>unknown field &apos;{key}&apos; (expected seat, action, to, allin)</source>
        <translation>campo desconhecido &apos;{key}&apos; (esperava-se seat (o lugar), action (a acção), to, allin)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="146"/>
        <source>expected a seat number, got {value}</source>
        <translation>esperava-se o número de um lugar, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="147"/>
        <source>expected the seat&apos;s total for the round, got {value}</source>
        <translation>esperava-se o total do lugar no turno, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="148"/>
        <source>only a bet or raise has &apos;to&apos;, not a {action}</source>
        <translation>só uma aposta ou um aumento tem &apos;to&apos;, não a acção «{action}»</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="149"/>
        <source>expected true or false, got {value}</source>
        <translation>esperava-se true ou false, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="150"/>
        <source>action must be one of fold, check, call, bet, raise, got {value}</source>
        <translation>action tem de ser fold (desistir), check (passar), call (acompanhar), bet (apostar) ou raise (aumentar), veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="151"/>
        <source>{value} is not a card (write rank+suit, e.g. &apos;Ah&apos;, &apos;Td&apos;, &apos;10d&apos;)</source>
        <translation>{value} não é uma carta (escreva valor+naipe, p. ex. &apos;Ah&apos;, &apos;Td&apos;, &apos;10d&apos;)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="152"/>
        <source>a chip count cannot be negative ({count})</source>
        <translation>um número de fichas não pode ser negativo ({count})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="153"/>
        <source>a chip set needs at least one denomination</source>
        <translation>um jogo de fichas precisa de pelo menos um valor</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="154"/>
        <source>denominations must be positive whole numbers, not {list}</source>
        <translation>os valores das fichas têm de ser números inteiros positivos, não {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="155"/>
        <source>denominations must be distinct and smallest first, not {list}</source>
        <translation>os valores das fichas têm de ser diferentes e do menor para o maior, não {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="156"/>
        <source>an amount cannot be negative ({amount})</source>
        <translation>um montante não pode ser negativo ({amount})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="157"/>
        <source>{amount} cannot be made of chips of {list}</source>
        <translation>{amount} não se faz com fichas de {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="158"/>
        <source>denominations {list} are not multiples of the chip unit {unit}</source>
        <translation>os valores {list} não são múltiplos da unidade de fichas {unit}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="159"/>
        <source>{game} is not a poker game</source>
        <translation>{game} não é um jogo de póquer</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="160"/>
        <source>a hand needs at least 2 seats, got {count}</source>
        <translation>uma mão precisa de pelo menos 2 lugares, tem {count}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="161"/>
        <source>missing required field &apos;marker&apos; (params.odd_chip is &apos;marker&apos;, RULINGS R1-4)</source>
        <translation>falta o campo obrigatório &apos;marker&apos; (o lugar do marcador: params.odd_chip é &apos;marker&apos;, RULINGS R1-4)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="162"/>
        <source>odd_chip must be one of {list}</source>
        <translation>odd_chip tem de ser um de {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="163"/>
        <source>percent must be a number from {low} to {high} ({cite}), got {value}</source>
        <translation>percent tem de ser um número de {low} a {high} ({cite}), veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="164"/>
        <source>seat {seat} does not exist: {game} tables have {n} seats</source>
        <translation>o lugar {seat} não existe: as mesas de {game} têm {n} lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="165"/>
        <source>every seat has folded: at least one must still be in</source>
        <translation>todos os lugares desistiram: pelo menos um tem de continuar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="166"/>
        <source>stud has no board: give each seat &apos;hole&apos; and &apos;up&apos;</source>
        <translation>o póquer de cinco cartas não tem cartas comuns: dê a cada lugar &apos;hole&apos; e &apos;up&apos;</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="167"/>
        <source>seat {seat} is not at the table</source>
        <translation>o lugar {seat} não está na mesa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="168"/>
        <source>the big blind must be more than 0</source>
        <translation>a grande aposta (big blind) tem de ser maior do que 0</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="169"/>
        <source>{who} has {count} open cards, expected 1 to 4</source>
        <translation>{who} tem {count} cartas abertas, esperavam-se 1 a 4</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="170"/>
        <source>{who} is in the hand but has no cards</source>
        <translation>{who} está na mão mas não tem cartas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="171"/>
        <source>seat {seat} is still in with {count} open cards, but another seat still in has {n}</source>
        <translation>o lugar {seat} continua com {count} cartas abertas, mas outro lugar que continua tem {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="172"/>
        <source>seat {seat} folded but has {count} open cards, more than the {n} of the seats still in</source>
        <translation>o lugar {seat} desistiu mas tem {count} cartas abertas, mais do que as {n} dos lugares que continuam</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="174"/>
        <source>seat {seat} folded with {committed} committed, more than any seat still in ({top}): a seat folds only facing a larger bet</source>
        <translation>o lugar {seat} desistiu com {committed} apostado, mais do que qualquer lugar que continua ({top}): só se desiste perante uma aposta maior</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="176"/>
        <source>seat {seat} acts after folding (it folded at final_round[{n}])</source>
        <translation>o lugar {seat} joga depois de desistir (desistiu em final_round[{n}])</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="177"/>
        <source>action must be one of {list}, got {value}</source>
        <translation>action tem de ser um de {list}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="178"/>
        <source>missing required field &apos;previous_round_high_bettor&apos; (sintetico: the player who opened the last round, rule 108, RULINGS R2-1)</source>
        <translation>falta o campo obrigatório &apos;previous_round_high_bettor&apos; (Póquer sintético: o jogador que abriu o último turno, regra 108, RULINGS R2-1)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="180"/>
        <source>missing required field &apos;big_blind&apos; ({game} caps commission at {n} x big blind; or set commission: none or an explicit cap)</source>
        <translation>falta o campo obrigatório &apos;big_blind&apos; ({game} limita a comissão a {n} vezes a aposta prévia maior (big blind); ou ponha commission: none ou um limite explícito)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="182"/>
        <source>{who} is in the hand but has no hole card</source>
        <translation>{who} está na mão mas não tem a carta chave</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="183"/>
        <source>{who} has folded_at but is not folded</source>
        <translation>{who} tem folded_at mas não desistiu</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="184"/>
        <source>{who} folded_at {n} is past the cards dealt ({count} open cards: at most {most})</source>
        <translation>{who} folded_at {n} está para lá das cartas distribuídas ({count} cartas abertas: no máximo {most})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="185"/>
        <source>{who} folded_at {n} but has {count} open cards: a seat that folds gets no more cards (at most {n})</source>
        <translation>{who} folded_at {n} mas tem {count} cartas abertas: um lugar que desiste não recebe mais cartas (no máximo {n})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="187"/>
        <source>seat {seat} folds here, but its seat entry does not say folded: true</source>
        <translation>o lugar {seat} desiste aqui, mas a sua entrada não diz folded: true</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="188"/>
        <source>seat {seat} folded before the final round (folded: true, no fold in final_round) but acts here</source>
        <translation>o lugar {seat} desistiu antes do último turno (folded: true, sem fold em final_round) mas joga aqui</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="190"/>
        <source>unknown odd_chip rule {value} (one of {list})</source>
        <translation>regra odd_chip desconhecida {value} (uma de {list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="191"/>
        <source>a hand needs at least two seats</source>
        <translation>uma mão precisa de pelo menos dois lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="192"/>
        <source>every seat has folded: nobody can win the pots</source>
        <translation>todos os lugares desistiram: ninguém pode ganhar os potes</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="193"/>
        <source>pot of {amount} is not a whole number of chip units ({unit})</source>
        <translation>o pote de {amount} não é um número inteiro de unidades de fichas ({unit})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="194"/>
        <source>pot {n} is contested but no hands were given</source>
        <translation>o pote {n} é disputado mas não foram dadas mãos</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="195"/>
        <source>no hand strength for eligible seat(s) {list}</source>
        <translation>não há força de mão para o(s) lugar(es) elegível(eis) {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="196"/>
        <source>odd_chip &apos;marker&apos; needs the marker&apos;s seat</source>
        <translation>odd_chip &apos;marker&apos; precisa do lugar do marcador</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="197"/>
        <source>seat {seat}: {amount} is not a whole number of chip units</source>
        <translation>lugar {seat}: {amount} não é um número inteiro de unidades de fichas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="198"/>
        <source>a round needs at least one seat with a bet</source>
        <translation>uma jogada precisa de pelo menos um lugar com aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="199"/>
        <source>{who} has no bet at all: give pair_plus, bet or both (art. 7 deals only to hands with a bet)</source>
        <translation>{who} não tem nenhuma aposta: dê pair_plus, bet ou ambos (pelo art. 7.º, só recebe cartas quem tenha colocado apostas)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="201"/>
        <source>{who} has a bet of {amount} against the croupier but no decision (play or fold, art. 9.2)</source>
        <translation>{who} tem uma aposta de {amount} contra o croupier mas nenhuma decisão (jogar ou desistir: play ou fold, alínea 2) do art. 9.º)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="203"/>
        <source>{who} has a decision but no bet against the croupier to play or fold</source>
        <translation>{who} tem uma decisão mas nenhuma aposta contra o croupier para jogar ou desistir</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="204"/>
        <source>{who}: decision must be play or fold, got {value}</source>
        <translation>{who}: decision tem de ser play (jogar) ou fold (desistir), veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="205"/>
        <source>decks is {n} here but {count} in params</source>
        <translation>decks (os baralhos) é {n} aqui mas {count} em params</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="206"/>
        <source>unknown game {value} (one of: {list})</source>
        <translation>jogo desconhecido {value} (um de: {list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="207"/>
        <source>{who} is arranged and is played against the banker&apos;s rows: give {list} as front, middle and back</source>
        <translation>{who} está arrumado e joga contra os escalões do banqueiro: dê {list} como front, middle e back</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="209"/>
        <source>expected a percentage 0-100, got {value}</source>
        <translation>esperava-se uma percentagem de 0 a 100, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="210"/>
        <source>13 cards is played with four dice, got {count}</source>
        <translation>o jogo das treze cartas joga-se com quatro dados, não com {count}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="211"/>
        <source>seat {seat} does not exist: seats are 1, 2 and 3</source>
        <translation>o lugar {seat} não existe: os lugares são 1, 2 e 3</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="212"/>
        <source>{who} has no cards: give front, middle and back, or 13 cards</source>
        <translation>{who} não tem cartas: dê front, middle e back, ou as treze cartas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="213"/>
        <source>the betting unit must be more than 0</source>
        <translation>a unidade de aposta tem de ser maior do que 0</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="214"/>
        <source>die {n} shows {value}: a die shows 1 to 6</source>
        <translation>o dado {n} mostra {value}: um dado mostra de 1 a 6</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="215"/>
        <source>{who} has no {row} row (give front 3, middle 5, back 5 cards)</source>
        <translation>{who} não tem o {row} (dê front 3, middle 5, back 5 cartas)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="216"/>
        <source>expected a mapping of fields, got {value}</source>
        <translation>esperava-se um mapa de campos, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="217"/>
        <source>expected a list, got {value}</source>
        <translation>esperava-se uma lista, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="218"/>
        <source>missing required field &apos;{key}&apos; ({what})</source>
        <translation>falta o campo obrigatório &apos;{key}&apos; ({what})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="219"/>
        <source>must be at least {n}, got {value}</source>
        <translation>tem de ser pelo menos {n}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="220"/>
        <source>amount must be a whole number of chips, got {value}</source>
        <translation>o montante tem de ser um número inteiro de fichas, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="221"/>
        <source>amount must not be negative, got {value}</source>
        <translation>o montante não pode ser negativo, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="222"/>
        <source>amount {value} is more than 10^12 chip units</source>
        <translation>o montante {value} é mais do que 10^12 unidades de fichas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="223"/>
        <source>amount {value} is not a multiple of the chip unit {unit}</source>
        <translation>o montante {value} não é múltiplo da unidade de fichas {unit}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="224"/>
        <source>expected a list of chip denominations, e.g. [5, 25, 100], got {value}</source>
        <translation>esperava-se uma lista de valores de fichas, p. ex. [5, 25, 100], veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="225"/>
        <source>a denomination is listed twice in {list}</source>
        <translation>um valor de ficha aparece duas vezes em {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="226"/>
        <source>the chip set {list} has no chip of the chip unit {unit}: every amount is a multiple of it (R0-3), so the smallest chip must be worth it</source>
        <translation>o jogo de fichas {list} não tem ficha da unidade {unit}: todo o montante é seu múltiplo (R0-3), por isso a ficha mais pequena tem de valê-la</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="228"/>
        <source>{card} is not in the {game} deck ({count} cards)</source>
        <translation>{card} não está no baralho de {game} ({count} cartas)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="229"/>
        <source>{who}: {card} is not in the {game} deck ({count} cards)</source>
        <translation>{who}: {card} não está no baralho de {game} ({count} cartas)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="230"/>
        <source>{who}: {message}</source>
        <translation>{who}: {message}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="231"/>
        <source>unknown field &apos;{key}&apos; (expected one of: {list})</source>
        <translation>campo desconhecido &apos;{key}&apos; (esperava-se um de: {list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="232"/>
        <source>expected a whole number, got {value}</source>
        <translation>esperava-se um número inteiro, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="233"/>
        <source>a denomination must be a positive whole number, got {value}</source>
        <translation>um valor de ficha tem de ser um número inteiro positivo, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="234"/>
        <source>denomination {value} is not a multiple of the chip unit {unit}</source>
        <translation>o valor {value} não é múltiplo da unidade de fichas {unit}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="235"/>
        <source>{who} has {count} cards, expected {want}</source>
        <translation>{who} tem {count} cartas, esperavam-se {want}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="236"/>
        <source>has {count} cards, expected {want}</source>
        <translation>tem {count} cartas, esperavam-se {want}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="237"/>
        <source>seat {n}</source>
        <translation>o lugar {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="238"/>
        <source>{who}&apos;s open cards</source>
        <translation>as cartas abertas de {who}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="239"/>
        <source>{who}&apos;s three cards</source>
        <translation>as três cartas de {who}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="240"/>
        <source>a whole number</source>
        <translation>um número inteiro</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="241"/>
        <source>a number</source>
        <translation>um número</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="242"/>
        <source>a whole number from 1</source>
        <translation>um número inteiro a partir de 1</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="243"/>
        <source>an exam is a mapping with id, title, game, skills, items, time_limit, pass_mark, attempts_allowed and review</source>
        <translation>um exame é um mapa com id, title, game, skills, items, time_limit, pass_mark, attempts_allowed e review</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="245"/>
        <source>game must be one of {list}, got {value}</source>
        <translation>game tem de ser um de {list}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="246"/>
        <source>review must be one of {list}, got {value}</source>
        <translation>review tem de ser um de {list}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="247"/>
        <source>missing required field &apos;{key}&apos; ({what} from {low} to {high})</source>
        <translation>falta o campo obrigatório &apos;{key}&apos; ({what} de {low} a {high})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="248"/>
        <source>&apos;{key}&apos; must be {what} from {low} to {high}, got {value}</source>
        <translation>&apos;{key}&apos; tem de ser {what} de {low} a {high}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="249"/>
        <source>&apos;{key}&apos; must be from {low} to {high}, got {value}</source>
        <translation>&apos;{key}&apos; tem de ser de {low} a {high}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="250"/>
        <source>skills must be a list of quotas such as {{task: pot-split, count: 4}}</source>
        <translation>skills tem de ser uma lista de quotas como {{task: pot-split, count: 4}}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="251"/>
        <source>hands must be a list such as [{{count: 3, seats: 6}}]</source>
        <translation>hands tem de ser uma lista como [{{count: 3, seats: 6}}] (o número de mãos e de lugares)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="252"/>
        <source>the exam deals {total} hands in all: at most {n}</source>
        <translation>o exame distribui {total} mãos ao todo: no máximo {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="253"/>
        <source>items is {items} but the exam has no skills: leave items out (the hands&apos; steps are counted on top of the items)</source>
        <translation>items é {items} mas o exame não tem skills: retire items (os passos das mãos contam-se além dos items)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="255"/>
        <source>a skill is a mapping: {{task, count, constraints}}</source>
        <translation>uma skill é um mapa: {{task, count, constraints}}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="256"/>
        <source>unknown task {task} (one of: {list})</source>
        <translation>tarefa desconhecida «{task}» (uma de: {list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="257"/>
        <source>{task} is a drill of a whole hand, step by step: a quota counts single items (use who-acts and bet-sizes, or deal whole hands with hands: [{{count: 3}}])</source>
        <translation>«{task}» é um exercício de uma mão inteira, passo a passo: uma quota conta itens soltos (use who-acts e bet-sizes, ou distribua mãos inteiras com hands: [{{count: 3}}])</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="259"/>
        <source>constraints must be a mapping</source>
        <translation>constraints tem de ser um mapa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="260"/>
        <source>a hands entry is a mapping: {{count, seats}}</source>
        <translation>uma entrada de hands é um mapa: {{count, seats}} (o número de mãos e de lugares)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="261"/>
        <source>count must be a whole number of hands from 1 to {n}, got {value}</source>
        <translation>count tem de ser um número inteiro de mãos de 1 a {n}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="262"/>
        <source>min_correct on {task}, which fills more than one quota: a floor needs the task in one quota</source>
        <translation>min_correct em «{task}», que enche mais do que uma quota: um mínimo precisa da tarefa numa só quota</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="264"/>
        <source>seats must be {want} for a hand of {game}, got {value}</source>
        <translation>seats (os lugares) tem de ser {want} para uma mão de {game}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="265"/>
        <source>closes_at must be a date and time such as 2025-06-30 18:00, got {value}</source>
        <translation>closes_at tem de ser uma data e hora como 2025-06-30 18:00, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="266"/>
        <source>{path}: cannot be read: {reason}</source>
        <translation>{path}: não pode ser lido: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="267"/>
        <source>{path}: not YAML: {reason}</source>
        <translation>{path}: não é YAML: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="268"/>
        <source>{path}: an exam is a mapping with id, title, game, skills, items, time_limit, pass_mark, attempts_allowed and review</source>
        <translation>{path}: um exame é um mapa com id, title, game, skills, items, time_limit, pass_mark, attempts_allowed e review</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="270"/>
        <source>{path}: a lesson is a mapping with id, title, game, skills, intro and items</source>
        <translation>{path}: uma lição é um mapa com id, title, game, skills, intro e items</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="271"/>
        <source>items[{n}] is not a mapping</source>
        <translation>items[{n}] não é um mapa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="272"/>
        <source>{path}: not saved: {problem}</source>
        <translation>{path}: não guardado: {problem}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="273"/>
        <source>{path}: a list of entries, each with en and its translations ({list})</source>
        <translation>{path}: uma lista de entradas, cada uma com en e as suas traduções ({list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="274"/>
        <source>a lesson is a mapping with id, title, game, skills, intro and items</source>
        <translation>uma lição é um mapa com id, title, game, skills, intro e items</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="275"/>
        <source>hands takes count, seats and seeds (e.g. {{count: 3, seats: 6}})</source>
        <translation>hands leva count, seats e seeds (o número de mãos, de lugares e as sementes; p. ex. {{count: 3, seats: 6}})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="276"/>
        <source>count must be a whole number from 1 to {n}</source>
        <translation>count tem de ser um número inteiro de 1 a {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="277"/>
        <source>seats must be a whole number, got {value}</source>
        <translation>seats (o número de lugares) tem de ser um número inteiro, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="278"/>
        <source>targets must be a mapping of task to seconds (e.g. {{pot-split: 45}}), got {value}</source>
        <translation>targets tem de ser um mapa de tarefa para segundos (p. ex. {{pot-split: 45}}), veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="279"/>
        <source>&apos;{key}&apos; must be {what}, got {value}</source>
        <translation>&apos;{key}&apos; tem de ser {what}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="280"/>
        <source>skills must be a list of task ids (e.g. [pot-split])</source>
        <translation>skills tem de ser uma lista de ids de tarefas (p. ex. [pot-split])</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="281"/>
        <source>an item is a mapping: a task and scenario, generate, or a procedure question</source>
        <translation>um item é um mapa: uma tarefa e um scenario, generate, ou uma pergunta de procedimento</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="282"/>
        <source>task {task} takes these params: {list}</source>
        <translation>a tarefa «{task}» leva estes params: {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="283"/>
        <source>task {task} names its step of a dealt hand: params: {{hand: {{game, seed, seats, step}}}}</source>
        <translation>a tarefa «{task}» indica o seu passo de uma mão distribuída: params: {{hand: {{game, seed, seats, step}}}} (jogo, semente, lugares, passo)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="285"/>
        <source>this is not the table of that hand&apos;s step (leave &apos;scenario&apos; out: the hand gives it)</source>
        <translation>esta não é a mesa desse passo da mão (retire &apos;scenario&apos;: a mão dá-a)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="286"/>
        <source>task {task} needs a hand with actions to follow</source>
        <translation>a tarefa «{task}» precisa de uma mão com acções para seguir</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="287"/>
        <source>answer must be the number of the right choice, 1 to {n}</source>
        <translation>answer tem de ser o número da escolha certa, de 1 a {n}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="288"/>
        <source>generate takes task, count, seed and optional constraints</source>
        <translation>generate leva task, count, seed e constraints facultativas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="289"/>
        <source>unknown or ungeneratable task {task}</source>
        <translation>tarefa desconhecida ou que não se gera «{task}»</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="290"/>
        <source>seed must be a whole number</source>
        <translation>seed tem de ser um número inteiro</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="291"/>
        <source>&apos;{key}&apos; must be text</source>
        <translation>&apos;{key}&apos; tem de ser texto</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="292"/>
        <source>a lesson has either items or hands, not both</source>
        <translation>uma lição tem items ou hands, não ambos</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="293"/>
        <source>a lesson needs a list of items (or hands)</source>
        <translation>uma lição precisa de uma lista de items (ou hands)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="294"/>
        <source>give the number of hands (count) or their seeds</source>
        <translation>dê o número de mãos (count) ou as suas seeds</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="295"/>
        <source>seeds must be a list of 1 to {n} whole numbers</source>
        <translation>seeds tem de ser uma lista de 1 a {n} números inteiros</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="296"/>
        <source>{game} seed {seed}, step {n} ({action}): {where}: {message}</source>
        <translation>{game} seed {seed}, passo {n} ({action}): {where}: {message}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="297"/>
        <source>give either &apos;game&apos; or &apos;games&apos;, not both</source>
        <translation>dê &apos;game&apos; ou &apos;games&apos;, não ambos</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="298"/>
        <source>games must be a list of games (some of {list}), got {value}</source>
        <translation>games tem de ser uma lista de jogos (alguns de {list}), veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="299"/>
        <source>{task} is not a task of this lesson (one of: {list})</source>
        <translation>«{task}» não é uma tarefa desta lição (uma de: {list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="300"/>
        <source>a generate item has only the &apos;generate&apos; field</source>
        <translation>um item generate só tem o campo &apos;generate&apos;</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="301"/>
        <source>task {task} is asked step by step and answered by the engine at each step: give no &apos;expect&apos;</source>
        <translation>a tarefa «{task}» é perguntada passo a passo e respondida pelo motor em cada passo: não dê &apos;expect&apos;</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="303"/>
        <source>step {n} cannot be asked: {reason}</source>
        <translation>o passo {n} não pode ser perguntado: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="304"/>
        <source>{value} is not a ruling of RULINGS.md</source>
        <translation>{value} não é uma interpretação do RULINGS.md</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="305"/>
        <source>count says {count} hands but {n} seeds are given</source>
        <translation>count diz {count} mãos mas são dadas {n} seeds</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="306"/>
        <source>{game} seed {seed}: the hand has no steps</source>
        <translation>{game} seed {seed}: a mão não tem passos</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="307"/>
        <source>step {n}: {message}</source>
        <translation>passo {n}: {message}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="308"/>
        <source>a lesson holds at most {n} items; with this one it would hold {total} (the items after it are not checked)</source>
        <translation>uma lição tem no máximo {n} items; com este teria {total} (os items a seguir não são verificados)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="310"/>
        <source>a seed is given twice: the same hand would be dealt twice</source>
        <translation>uma seed aparece duas vezes: a mesma mão seria distribuída duas vezes</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="311"/>
        <source>{game} is named twice</source>
        <translation>{game} aparece duas vezes</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="312"/>
        <source>rulings must be a list of ruling ids such as R1-4</source>
        <translation>rulings tem de ser uma lista de ids de interpretações como R1-4</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="313"/>
        <source>a target is a whole number of seconds from {low} to {high}, got {value}</source>
        <translation>um objectivo é um número inteiro de segundos de {low} a {high}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="314"/>
        <source>task {task} is not asked about a hand given by {value}</source>
        <translation>a tarefa «{task}» não é perguntada sobre uma mão dada por {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="315"/>
        <source>expected a list of seat numbers, got {value}</source>
        <translation>esperava-se uma lista de números de lugares, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="316"/>
        <source>expected one seat</source>
        <translation>esperava-se um lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="317"/>
        <source>expected a mapping of seat -&gt; value, got {value}</source>
        <translation>esperava-se um mapa lugar -&gt; valor, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="318"/>
        <source>expected a whole number of chips, got {value}</source>
        <translation>esperava-se um número inteiro de fichas, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="319"/>
        <source>expected a mapping with {list}, got {value}</source>
        <translation>esperava-se um mapa com {list}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="320"/>
        <source>{value} is not a seat</source>
        <translation>{value} não é um lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="321"/>
        <source>unknown field &apos;{key}&apos; (expected {list})</source>
        <translation>campo desconhecido &apos;{key}&apos; (esperava-se {list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="322"/>
        <source>the hand has no action to follow</source>
        <translation>a mão não tem acções para seguir</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="323"/>
        <source>the round is not over</source>
        <translation>o turno não acabou</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="324"/>
        <source>expected the action shown: {{seat, action, to}}</source>
        <translation>esperava-se a acção mostrada: {{seat, action, to}}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="325"/>
        <source>give both the smallest and the largest raise, or neither</source>
        <translation>dê o menor e o maior aumento, ou nenhum</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="326"/>
        <source>expected a list of pot amounts, the main pot first</source>
        <translation>esperava-se uma lista de montantes dos potes, o pote principal primeiro</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="327"/>
        <source>seat {seat} is to act, not seat {next}</source>
        <translation>é a vez do lugar {seat}, não do lugar {next}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="328"/>
        <source>the action shown is wrong in another way ({reason}): show a check, a call, a bet or a raise</source>
        <translation>a acção mostrada está errada de outra forma ({reason}): mostre passar, acompanhar, apostar ou aumentar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="330"/>
        <source>expected the number of a choice, got {value}</source>
        <translation>esperava-se o número de uma escolha, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="331"/>
        <source>the hand is not over: no pot is paid yet</source>
        <translation>a mão não acabou: nenhum pote foi pago ainda</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="332"/>
        <source>no spot is paid in this round</source>
        <translation>nenhuma mão é paga nesta jogada</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="333"/>
        <source>the last round&apos;s actions are shown with their amounts</source>
        <translation>as acções do último turno são mostradas com os seus montantes</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="334"/>
        <source>no seat has put in any chips</source>
        <translation>nenhum lugar pôs fichas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="335"/>
        <source>expected a mapping of chip value -&gt; count, got {value}</source>
        <translation>esperava-se um mapa valor da ficha -&gt; número, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="336"/>
        <source>{value} is not a chip value</source>
        <translation>{value} não é um valor de ficha</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="337"/>
        <source>the seat&apos;s chips are already the fewest: nothing to colour up</source>
        <translation>as fichas do lugar já são as menos possíveis: nada a trocar por maiores</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="338"/>
        <source>nothing to call: no chip is put in</source>
        <translation>nada para acompanhar: não se põe nenhuma ficha</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="339"/>
        <source>the call of {amount} is one chip: no change</source>
        <translation>acompanhar {amount} é uma ficha: sem troco</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="340"/>
        <source>the seat has no chip larger than the call of {amount}</source>
        <translation>o lugar não tem ficha maior do que o acompanhamento de {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="341"/>
        <source>expected the chips handed in, chip value -&gt; count, got {value}</source>
        <translation>esperavam-se as fichas entregues, valor da ficha -&gt; número, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="342"/>
        <source>chips of {list} are not in the table&apos;s set {set}</source>
        <translation>as fichas de {list} não estão no jogo de fichas da mesa {set}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="343"/>
        <source>the stack makes {total}, not the seat&apos;s {amount}</source>
        <translation>as fichas fazem {total}, não os {amount} do lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="344"/>
        <source>{count} chips are already the fewest for {amount}: nothing to colour up</source>
        <translation>{count} fichas já são as menos possíveis para {amount}: nada a trocar por maiores</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="345"/>
        <source>expected a chip of the table&apos;s set {set}, got {value}</source>
        <translation>esperava-se uma ficha do jogo de fichas da mesa {set}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="346"/>
        <source>a chip of {value} is no larger than the call of {amount}: no change</source>
        <translation>uma ficha de {value} não é maior do que o acompanhamento de {amount}: sem troco</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="347"/>
        <source>the seat has only {amount} behind: it has no chip of {value}</source>
        <translation>o lugar só tem {amount} à frente: não tem ficha de {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="348"/>
        <source>the hand is not over: the board is not complete</source>
        <translation>a mão não acabou: as cartas comuns não estão completas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="349"/>
        <source>no pot {n} in this hand (0: the main pot, 1-{count}: the side pots)</source>
        <translation>não há pote {n} nesta mão (0: o pote principal, 1-{count}: os potes laterais)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="350"/>
        <source>pot {n} has one winner: nothing to cut</source>
        <translation>o pote {n} tem um só vencedor: nada a dividir</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="351"/>
        <source>expected clockwise or counterclockwise</source>
        <translation>esperava-se clockwise ou counterclockwise</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="352"/>
        <source>fewer than two seats show down</source>
        <translation>menos de dois lugares mostram as cartas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="353"/>
        <source>no street to ask about</source>
        <translation>não há nenhuma carta sobre a qual perguntar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="354"/>
        <source>no street {n} in this hand (dealt: {list})</source>
        <translation>não há carta {n} nesta mão (distribuídas: {list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="355"/>
        <source>expected a list of pots</source>
        <translation>esperava-se uma lista de potes</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="356"/>
        <source>{value} is not a hand category</source>
        <translation>{value} não é uma categoria de mão</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="357"/>
        <source>no spot has a pair plus bet</source>
        <translation>nenhuma mão tem aposta no par e combinações vitoriosas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="358"/>
        <source>no spot folds</source>
        <translation>nenhuma mão desiste</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="359"/>
        <source>expected true or false</source>
        <translation>esperava-se true ou false</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="360"/>
        <source>expected banker, seat 1, seat 2 or seat 3</source>
        <translation>esperava-se banker, seat 1, seat 2 ou seat 3 (o banqueiro ou o lugar 1, 2 ou 3)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="361"/>
        <source>{value} is not a natural ({list})</source>
        <translation>{value} não é um jogo feito ({list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="362"/>
        <source>outcome must be one of {list}</source>
        <translation>outcome tem de ser um de {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="363"/>
        <source>no arranged seat to settle</source>
        <translation>não há lugar arrumado para liquidar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="364"/>
        <source>the scenario has no dice</source>
        <translation>a situação não tem dados</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="365"/>
        <source>a {task} question names its hand: game, seed, seats, step</source>
        <translation>uma pergunta de «{task}» indica a sua mão: game, seed, seats, step (jogo, semente, lugares, passo)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="366"/>
        <source>no such hand step: {reason}</source>
        <translation>não há esse passo da mão: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="367"/>
        <source>not valid YAML: {reason}</source>
        <translation>YAML inválido: {reason}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="368"/>
        <source>the file is larger than {size}; refused unread</source>
        <translation>o ficheiro é maior do que {size}; recusado sem ser lido</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="369"/>
        <source>the file contains a NUL byte (not a text file)</source>
        <translation>o ficheiro contém um byte NUL (não é um ficheiro de texto)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="370"/>
        <source>the text contains a NUL character (not a text file)</source>
        <translation>o texto contém um carácter NUL (não é um ficheiro de texto)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="371"/>
        <source>the file is not UTF-8 text ({reason})</source>
        <translation>o ficheiro não é texto UTF-8 ({reason})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="372"/>
        <source>the file is empty</source>
        <translation>o ficheiro está vazio</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="373"/>
        <source>the YAML is nested too deeply</source>
        <translation>o YAML está encaixado demasiado fundo</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="374"/>
        <source>more than {n} values (YAML aliases counted in full); refused</source>
        <translation>mais de {n} valores (aliases YAML contados por inteiro); recusado</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="375"/>
        <source>cannot read the file ({reason})</source>
        <translation>não é possível ler o ficheiro ({reason})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="376"/>
        <source>not a regular file; refused unread</source>
        <translation>não é um ficheiro normal; recusado sem ser lido</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="377"/>
        <source>not valid YAML: cannot read {what} ({reason})</source>
        <translation>YAML inválido: não é possível ler {what} ({reason})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="378"/>
        <source>more than {n} YAML aliases (*name); refused</source>
        <translation>mais de {n} aliases YAML (*nome); recusado</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="379"/>
        <source>a key must be a word</source>
        <translation>uma chave tem de ser uma palavra</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="380"/>
        <source>the field &apos;{key}&apos; is given twice</source>
        <translation>o campo &apos;{key}&apos; aparece duas vezes</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="381"/>
        <source>a number of {count} digits (at most {n}); refused</source>
        <translation>um número de {count} algarismos (no máximo {n}); recusado</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="382"/>
        <source>lists and mappings nested more than {n} deep</source>
        <translation>listas e mapas encaixados a mais de {n} níveis</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="383"/>
        <source>seat {seat} does not exist: qpoker tables have {n} seats</source>
        <translation>o lugar {seat} não existe: as mesas de Q Poker têm {n} lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="384"/>
        <source>{who}: {card} is dealt {times} times but {decks} decks hold only {decks} (already held by {seats})</source>
        <translation>{who}: {card} sai {times} vezes mas {decks} baralhos só têm {decks} (já está com {seats})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="386"/>
        <source>{who}: {card} is dealt {times} times but 1 deck holds only 1 (already held by {seats})</source>
        <translation>{who}: {card} sai {times} vezes mas um baralho só tem uma (já está com {seats})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="388"/>
        <source>{who} stakes {stake}: with bet_unit {unit} a stake is 1, 2 or 3 units ({unit}, {double} or {triple}), Portaria 51/89/M art. 11</source>
        <translation>{who} aposta {stake}: com bet_unit {unit} uma aposta é de 1, 2 ou 3 unidades ({unit}, {double} ou {triple}), art. 11.º da Portaria n.º 51/89/M</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="390"/>
        <source>{who} gives its cards both unarranged (&apos;cards&apos;) and arranged (&apos;{rows}&apos;): give 13 cards or the three rows, not both</source>
        <translation>{who} dá as cartas por arrumar (&apos;cards&apos;) e arrumadas (&apos;{rows}&apos;): dê as treze cartas ou os três escalões, não ambos</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="392"/>
        <source>internal error while checking this item: {error}: {message}</source>
        <translation>erro interno ao verificar este item: {error}: {message}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="393"/>
        <source>cannot generate task {task} (one of: {list})</source>
        <translation>não é possível gerar a tarefa «{task}» (uma de: {list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="394"/>
        <source>task {task} does not apply to {game} (one of: {list})</source>
        <translation>a tarefa «{task}» não se aplica a {game} (uma de: {list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="395"/>
        <source>task {task} takes no constraints (its questions are steps of dealt hands)</source>
        <translation>a tarefa «{task}» não leva constraints (as suas perguntas são passos de mãos distribuídas)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="396"/>
        <source>count must not be negative, got {value}</source>
        <translation>count não pode ser negativo, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="397"/>
        <source>task {task} is a step of a dealt hand: its items are the hand&apos;s steps</source>
        <translation>a tarefa «{task}» é um passo de uma mão distribuída: os seus itens são os passos da mão</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="398"/>
        <source>cannot generate {game} {task} item {n} with constraints {list} after {tries} tries (last miss: {reason})</source>
        <translation>não foi possível gerar o item {n} de «{task}» de {game} com as constraints {list} após {tries} tentativas (última falha: {reason})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="400"/>
        <source>a hand followed from its start takes only {list}</source>
        <translation>uma mão seguida desde o início só leva {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="401"/>
        <source>{game} has {n} betting rounds</source>
        <translation>{game} tem {n} turnos de apostas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="402"/>
        <source>no {game} stake ({list}) is a multiple of the chip unit {unit}, the smallest chip (RULINGS R0-3, R0-5)</source>
        <translation>nenhum dos valores de aposta de {game} ({list}) é múltiplo da unidade de fichas {unit}, a ficha mais pequena (RULINGS R0-3, R0-5)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="404"/>
        <source>two seats in the hand have no raise cap (R8-7)</source>
        <translation>com dois lugares na mão não há limite de aumentos (R8-7)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="405"/>
        <source>{game} {limit} has no raise cap (art. 12.3)</source>
        <translation>{game} {limit} não tem limite de aumentos (alínea 3) do art. 12.º)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="406"/>
        <source>the big blind&apos;s option is in round 1</source>
        <translation>a opção da grande aposta (big blind) é no turno 1</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="407"/>
        <source>with the cap reached nobody may raise</source>
        <translation>atingido o limite, ninguém pode aumentar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="408"/>
        <source>only stud&apos;s first opener must bet or fold (art. 10 b)</source>
        <translation>só no póquer de cinco cartas quem abre o primeiro lanço tem de apostar ou desistir (alínea b) do art. 10.º)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="409"/>
        <source>with the small blind all in and two seats, the big blind has nothing to decide: no option (R8-3)</source>
        <translation>com a pequena aposta all-in e dois lugares, a grande aposta nada tem a decidir: não há opção (R8-3)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="411"/>
        <source>{n} side pots need {count} seats</source>
        <translation>{n} potes laterais precisam de {count} lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="412"/>
        <source>the smallest chip, {chip}, is the table&apos;s chip unit; a generated {game} hand takes a chip unit of {list}</source>
        <translation>a ficha mais pequena, {chip}, é a unidade de fichas da mesa; uma mão gerada de {game} leva uma unidade de fichas de {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="414"/>
        <source>a set of one chip ({chip}) has no chips to exchange for: {task} needs two or more</source>
        <translation>um jogo de uma só ficha ({chip}) não tem fichas para trocar: «{task}» precisa de duas ou mais</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="415"/>
        <source>the smallest chip, {chip}, is the table&apos;s chip unit, not the chip_unit {unit}: give one of them</source>
        <translation>a ficha mais pequena, {chip}, é a unidade de fichas da mesa, não o chip_unit {unit}: dê só um deles</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="417"/>
        <source>{value} is not a chip of {list} ({reason})</source>
        <translation>{value} não é uma ficha de {list} ({reason})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="418"/>
        <source>no amount from {low} to {high} is a multiple of the chip unit {unit}</source>
        <translation>nenhum montante de {low} a {high} é múltiplo da unidade de fichas {unit}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="419"/>
        <source>an amount made up with chips of {list} is at least {n}, above the amount&apos;s maximum {high}</source>
        <translation>um montante feito com fichas de {list} é pelo menos {n}, acima do máximo do montante {high}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="421"/>
        <source>unknown chip set {value} (named sets: {list}; or a list such as [25, 100, 500, 1000])</source>
        <translation>jogo de fichas desconhecido {value} (jogos com nome: {list}; ou uma lista como [25, 100, 500, 1000])</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="423"/>
        <source>expected a list of chip values such as [25, 100, 500, 1000] or a named set ({list}), got {value}</source>
        <translation>esperava-se uma lista de valores de fichas como [25, 100, 500, 1000] ou um jogo com nome ({list}), veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="425"/>
        <source>a chip value is a whole number from 1 to {n}, got {value}</source>
        <translation>um valor de ficha é um número inteiro de 1 a {n}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="426"/>
        <source>a chip value is listed twice in {list}</source>
        <translation>um valor de ficha aparece duas vezes em {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="427"/>
        <source>{value} is not a multiple of {chip}, the smallest chip: the smallest chip is the table&apos;s chip unit (R0-3) and every chip a multiple of it</source>
        <translation>{value} não é múltiplo de {chip}, a ficha mais pequena: a ficha mais pequena é a unidade de fichas da mesa (R0-3) e toda a ficha é seu múltiplo</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="429"/>
        <source>expected a chip value or a list of them, e.g. [500, 25]</source>
        <translation>esperava-se um valor de ficha ou uma lista deles, p. ex. [500, 25]</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="430"/>
        <source>chip_unit must be one of {list}</source>
        <translation>chip_unit tem de ser um de {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="431"/>
        <source>no {game} stake ({list}) has {what} that is a multiple of the chip unit {unit} (RULINGS R0-3, R0-5)</source>
        <translation>em nenhum dos valores de aposta de {game} ({list}) {what} é múltiplo da unidade de fichas {unit} (RULINGS R0-3, R0-5)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="463"/>
        <source>a big blind (and its half, the small blind)</source>
        <translation>a grande aposta (e a sua metade, a pequena aposta)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="433"/>
        <source>expected one of {list}, got {value}</source>
        <translation>esperava-se um de {list}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="434"/>
        <source>expected a number from {low} to {high} or a list of them</source>
        <translation>esperava-se um número de {low} a {high} ou uma lista deles</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="435"/>
        <source>constraints must be a mapping, got {value}</source>
        <translation>constraints tem de ser um mapa, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="436"/>
        <source>unknown constraint &apos;{key}&apos; for {game} {task} (allowed: {list})</source>
        <translation>constraint desconhecida &apos;{key}&apos; para {game} «{task}» (permitidas: {list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="437"/>
        <source>&apos;{key}&apos; does not apply to {value} (allowed: {list})</source>
        <translation>&apos;{key}&apos; não se aplica a {value} (permitidas: {list})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="438"/>
        <source>{game}: a hand is dealt to {want} players, not {count} ({cite}; ruling R0-5)</source>
        <translation>{game}: cada mão é distribuída a {want} jogadores, não a {count} ({cite}; interpretação R0-5)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="439"/>
        <source>expected a whole number from {low} to {high}, got {value}</source>
        <translation>esperava-se um número inteiro de {low} a {high}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="440"/>
        <source>expected a number from {low} to {high}, got {value}</source>
        <translation>esperava-se um número de {low} a {high}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="441"/>
        <source>[min, max] with min &lt;= max, got {value}</source>
        <translation>[min, max] com min &lt;= max, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="442"/>
        <source>expected a number from {low} to {high} or [min, max], got {value}</source>
        <translation>esperava-se um número de {low} a {high} ou [min, max], veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="443"/>
        <source>board_plays: true makes the winners tie: drop tie: false</source>
        <translation>board_plays: true faz os vencedores empatar: retire tie: false</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="444"/>
        <source>odd_chips: true comes from a split main pot: drop tie: false</source>
        <translation>odd_chips: true vem de um pote principal dividido: retire tie: false</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="445"/>
        <source>cut-pot cuts a split main pot: drop tie: false</source>
        <translation>cut-pot divide um pote principal repartido: retire tie: false</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="446"/>
        <source>{n} spots cannot fold with at most {count} spots</source>
        <translation>não podem desistir {n} mãos quando há no máximo {count} mãos em jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="447"/>
        <source>stud commission has no cap (Portaria 104/85/M art. 9): on or off</source>
        <translation>a comissão do póquer de cinco cartas não tem limite (art. 9.º da Portaria n.º 104/85/M): on ou off</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="448"/>
        <source>a seat cannot fold after street {n}, the street dealt</source>
        <translation>um lugar não pode desistir depois da carta {n}, a última distribuída</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="449"/>
        <source>the duty passes on street {n}: folded_at must include it</source>
        <translation>o dever passa na carta {n}: folded_at tem de a incluir</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="450"/>
        <source>expected true, false or one of {list}, got {value}</source>
        <translation>esperava-se true, false ou um de {list}, veio {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="451"/>
        <source>the dice task needs the dice: drop dice: false</source>
        <translation>a tarefa dos dados precisa dos dados: retire dice: false</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="452"/>
        <source>{task} needs arranged rows: drop arranged: false</source>
        <translation>«{task}» precisa de escalões arrumados: retire arranged: false</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="453"/>
        <source>step {n} of that hand is a {action}, not a {task}</source>
        <translation>o passo {n} dessa mão é a acção «{action}», não «{task}»</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="454"/>
        <source>the chips seat {seat} had when the hand began</source>
        <translation>as fichas que o lugar {seat} tinha quando a mão começou</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="455"/>
        <source>seat {seat}&apos;s open cards</source>
        <translation>as cartas abertas do lugar {seat}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="456"/>
        <source>the seat holding the marker, RULINGS R7</source>
        <translation>o lugar que tem o marcador, RULINGS R7</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="457"/>
        <source>chips {who} put in during the hand</source>
        <translation>as fichas que {who} entregou durante a mão</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="458"/>
        <source>the croupier&apos;s three cards</source>
        <translation>as três cartas do croupier</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="459"/>
        <source>one of {list}</source>
        <translation>um de {list}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="460"/>
        <source>seats 1-3</source>
        <translation>lugares 1-3</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="461"/>
        <source>1, 2 or 3</source>
        <translation>1, 2 ou 3</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="462"/>
        <source>{who}&apos;s bet, needed to settle it (RULINGS R7)</source>
        <translation>a aposta de {who}, necessária para a liquidar (RULINGS R7)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="464"/>
        <source>an ante</source>
        <translation>o bolo de entrada (a aposta inicial)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="465"/>
        <source>no {game} stake is a multiple of the chip unit {unit}</source>
        <translation>nenhum dos valores de aposta de {game} é múltiplo da unidade de fichas {unit}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="466"/>
        <source>no blind can be posted short with this chip unit</source>
        <translation>com esta unidade de fichas nenhuma aposta obrigatória pode ser posta incompleta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="467"/>
        <source>too few seats for the constraints</source>
        <translation>lugares a menos para as restrições</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="468"/>
        <source>a hand of fewer than {n} actions</source>
        <translation>uma mão de menos de {n} acções</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="469"/>
        <source>the hand ended in round {n}, before round {number}</source>
        <translation>a mão acabou no turno {n}, antes do turno {number}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="470"/>
        <source>the round ended before the question</source>
        <translation>o turno acabou antes da pergunta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="471"/>
        <source>no {action} action to show here</source>
        <translation>não há acção de {action} para mostrar aqui</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="472"/>
        <source>heads up</source>
        <translation>só dois jogadores</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="473"/>
        <source>cap reached</source>
        <translation>limite de aumentos atingido</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="474"/>
        <source>no raise</source>
        <translation>sem aumento</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="475"/>
        <source>stud checked</source>
        <translation>passou a voz (póquer de cinco cartas)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="476"/>
        <source>big blind&apos;s option</source>
        <translation>opção da grande aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="477"/>
        <source>incomplete raise</source>
        <translation>aumento incompleto</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="478"/>
        <source>short blind</source>
        <translation>aposta obrigatória incompleta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="479"/>
        <source>side pots</source>
        <translation>potes laterais</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="480"/>
        <source>amount {value}</source>
        <translation>montante {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="481"/>
        <source>no chip of {chip} in the fewest chips of {amount}</source>
        <translation>nenhuma ficha de {chip} nas menos fichas de {amount}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="482"/>
        <source>no seat count fits</source>
        <translation>nenhum número de lugares serve</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="483"/>
        <source>no amounts fit</source>
        <translation>nenhum montante serve</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="484"/>
        <source>top too low for the side pots</source>
        <translation>o topo é baixo de mais para os potes laterais</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="485"/>
        <source>no levels reach the top</source>
        <translation>nenhum nível chega ao topo</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="486"/>
        <source>a single seat at the top needs a folded seat and an uncalled bet</source>
        <translation>um só lugar no topo precisa de um lugar que desistiu e de uma aposta não acompanhada</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="487"/>
        <source>a seat meant to fold did not</source>
        <translation>um lugar que devia desistir não desistiu</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="488"/>
        <source>the hand did not fold as planned</source>
        <translation>os lugares não desistiram como previsto</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="489"/>
        <source>odd chips</source>
        <translation>fichas remanescentes</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="490"/>
        <source>{n} seats</source>
        <translation>{n} lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="491"/>
        <source>{n} folded seats</source>
        <translation>{n} lugares que desistiram</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="492"/>
        <source>{n} side pots</source>
        <translation>{n} potes laterais</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="493"/>
        <source>uncalled bet</source>
        <translation>aposta não acompanhada</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="494"/>
        <source>chip unit</source>
        <translation>unidade de fichas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="495"/>
        <source>the shoe is empty</source>
        <translation>o sabot está vazio</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="496"/>
        <source>{card} is already dealt</source>
        <translation>{card} já foi distribuída</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="497"/>
        <source>no card of rank {rank} left</source>
        <translation>não resta nenhuma carta de valor {rank}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="498"/>
        <source>nobody acted on the last street</source>
        <translation>ninguém jogou na última carta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="499"/>
        <source>no deal fits</source>
        <translation>nenhuma distribuição serve</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="500"/>
        <source>the board came out another hand</source>
        <translation>as cartas comuns deram outra mão</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="501"/>
        <source>every hand improves on this board</source>
        <translation>todas as mãos melhoram com estas cartas comuns</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="502"/>
        <source>board plays</source>
        <translation>jogam as cartas comuns</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="503"/>
        <source>final round</source>
        <translation>último turno</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="504"/>
        <source>no croupier hand fits</source>
        <translation>nenhuma mão do croupier serve</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="505"/>
        <source>no stud deal fits</source>
        <translation>nenhuma distribuição do póquer de cinco cartas serve</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="506"/>
        <source>duty passes</source>
        <translation>o dever passa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="507"/>
        <source>came out suited</source>
        <translation>saiu do mesmo naipe</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="508"/>
        <source>no back row fits</source>
        <translation>nenhum terceiro escalão serve</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="509"/>
        <source>no front row fits</source>
        <translation>nenhum primeiro escalão serve</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="510"/>
        <source>no higher kicker</source>
        <translation>não há carta acompanhante mais alta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="511"/>
        <source>no low flush cards</source>
        <translation>não há cartas baixas para o naipe</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="512"/>
        <source>a straight flush</source>
        <translation>uma sequência de naipe</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="513"/>
        <source>not enough of a suit</source>
        <translation>não há cartas suficientes de um naipe</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="514"/>
        <source>these cards cannot foul</source>
        <translation>com estas cartas não pode haver falta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="515"/>
        <source>the tied rows are not the backs</source>
        <translation>os escalões empatados não são os terceiros</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="516"/>
        <source>an unwanted natural</source>
        <translation>um jogo feito não pedido</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="517"/>
        <source>the natural came out {value}</source>
        <translation>o jogo feito saiu {value}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="518"/>
        <source>not subtle</source>
        <translation>a falta não é subtil</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="520"/>
        <source>generated item {n}: {where}: {message}</source>
        <translation>item gerado {n}: {where}: {message}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="521"/>
        <source>not saved: {problem}</source>
        <translation>não guardado: {problem}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="522"/>
        <source>{message} ({cite}; ruling R0-5)</source>
        <translation>{message} ({cite}; interpretação R0-5)</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="523"/>
        <source>{message} ({cite})</source>
        <translation>{message} ({cite})</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="524"/>
        <source>{where}: {message}</source>
        <translation>{where}: {message}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="746"/>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="747"/>
        <source>{list}, {item}</source>
        <translation>{list}, {item}</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="747"/>
        <source>{list} or {item}</source>
        <translation>{list} ou {item}</translation>
    </message>
</context>
<context>
    <name>checker field</name>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="533"/>
        <source>scenario</source>
        <translation>mesa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="533"/>
        <source>seats</source>
        <translation>lugares</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="534"/>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="534"/>
        <source>committed</source>
        <translation>entregue</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="535"/>
        <source>allin</source>
        <translation>all-in</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="535"/>
        <source>folded</source>
        <translation>desistiu</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="536"/>
        <source>stack</source>
        <translation>cave</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="536"/>
        <source>stake</source>
        <translation>aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="537"/>
        <source>board</source>
        <translation>cartas comuns</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="537"/>
        <source>marker</source>
        <translation>marcador</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="538"/>
        <source>params</source>
        <translation>condições da mesa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="538"/>
        <source>limit</source>
        <translation>limite</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="539"/>
        <source>ante</source>
        <translation>bolo de entrada</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="539"/>
        <source>bet_unit</source>
        <translation>unidade de aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="540"/>
        <source>commission</source>
        <translation>comissão</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="540"/>
        <source>big_blind</source>
        <translation>grande aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="541"/>
        <source>small_blind</source>
        <translation>pequena aposta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="541"/>
        <source>chip_set</source>
        <translation>fichas da mesa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="542"/>
        <source>front</source>
        <translation>primeiro escalão</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="542"/>
        <source>middle</source>
        <translation>segundo escalão</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="543"/>
        <source>back</source>
        <translation>terceiro escalão</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="543"/>
        <source>banker</source>
        <translation>banqueiro</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="544"/>
        <source>question</source>
        <translation>pergunta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="544"/>
        <source>choices</source>
        <translation>opções</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="545"/>
        <source>answer</source>
        <translation>resposta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="545"/>
        <source>cite</source>
        <translation>citação</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="546"/>
        <source>explain</source>
        <translation>explicação</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="546"/>
        <source>expect</source>
        <translation>resposta esperada</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="547"/>
        <source>prompt</source>
        <translation>enunciado</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="547"/>
        <source>id</source>
        <translation>identificador</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="548"/>
        <source>task</source>
        <translation>tarefa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="548"/>
        <source>items</source>
        <translation>itens</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="549"/>
        <source>skills</source>
        <translation>competências</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="549"/>
        <source>generate</source>
        <translation>gerados</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="550"/>
        <source>constraints</source>
        <translation>restrições</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="550"/>
        <source>count</source>
        <translation>número</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="551"/>
        <source>seed</source>
        <translation>semente</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="551"/>
        <source>title</source>
        <translation>título</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="552"/>
        <source>intro</source>
        <translation>introdução</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="552"/>
        <source>min_correct</source>
        <translation>mínimo de respostas certas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="553"/>
        <source>betting</source>
        <translation>apostas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="555"/>
        <source>seat</source>
        <translation>lugar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="555"/>
        <source>hole</source>
        <translation>carta fechada</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="556"/>
        <source>up</source>
        <translation>cartas abertas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="556"/>
        <source>folded_at</source>
        <translation>desistiu em</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="557"/>
        <source>decks</source>
        <translation>baralhos</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="557"/>
        <source>dice</source>
        <translation>dados</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="558"/>
        <source>to</source>
        <translation>total</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="558"/>
        <source>action</source>
        <translation>acção</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="559"/>
        <source>final_round</source>
        <translation>último turno</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="559"/>
        <source>odd_chip</source>
        <translation>ficha remanescente</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="560"/>
        <source>percent</source>
        <translation>percentagem</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="560"/>
        <source>decision</source>
        <translation>decisão</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="561"/>
        <source>pair_plus</source>
        <translation>par e combinações vitoriosas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="561"/>
        <source>bet</source>
        <translation>aposta contra o croupier</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="562"/>
        <source>hands</source>
        <translation>mãos</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="562"/>
        <source>games</source>
        <translation>jogos</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="563"/>
        <source>game</source>
        <translation>jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="563"/>
        <source>targets</source>
        <translation>objectivos</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="564"/>
        <source>rulings</source>
        <translation>interpretações</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="564"/>
        <source>review</source>
        <translation>revisão</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="565"/>
        <source>closes_at</source>
        <translation>fecha em</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="565"/>
        <source>time_limit</source>
        <translation>tempo limite</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="566"/>
        <source>pass_mark</source>
        <translation>nota mínima</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="566"/>
        <source>attempts_allowed</source>
        <translation>tentativas permitidas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="567"/>
        <source>hand</source>
        <translation>mão</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="567"/>
        <source>step</source>
        <translation>passo</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="568"/>
        <source>seeds</source>
        <translation>sementes</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="568"/>
        <source>chip_unit</source>
        <translation>unidade de fichas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="569"/>
        <source>max_raises</source>
        <translation>máximo de aumentos</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="569"/>
        <source>level</source>
        <translation>nível</translation>
    </message>
</context>
<context>
    <name>checker word</name>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="574"/>
        <source>pot</source>
        <translation>limite de pote</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="574"/>
        <source>half-pot</source>
        <translation>limite de metade do pote</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="575"/>
        <source>no-limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="576"/>
        <source>longest</source>
        <translation>mais longa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="576"/>
        <source>second-longest</source>
        <translation>segunda mais longa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="577"/>
        <source>third-longest</source>
        <translation>terceira mais longa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="577"/>
        <source>fourth-longest</source>
        <translation>quarta mais longa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="578"/>
        <source>fifth-longest</source>
        <translation>quinta mais longa</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="578"/>
        <source>shortest</source>
        <translation>mais curta</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="580"/>
        <source>fold</source>
        <translation>desistir</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="580"/>
        <source>check</source>
        <translation>passar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="581"/>
        <source>call</source>
        <translation>acompanhar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="581"/>
        <source>bet</source>
        <translation>apostar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="582"/>
        <source>raise</source>
        <translation>aumentar</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="582"/>
        <source>to-act</source>
        <translation>à espera de uma acção</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="583"/>
        <source>run-out</source>
        <translation>a correr até ao fim sem apostas</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="583"/>
        <source>showdown</source>
        <translation>na revelação do jogo</translation>
    </message>
    <message>
        <location filename="../../trainer/curriculum/check_words.py" line="584"/>
        <source>won</source>
        <translation>ganha</translation>
    </message>
</context>
<context>
    <name>crash</name>
    <message>
        <location filename="../../trainer/gui/common/crash.py" line="42"/>
        <source>The details are in {log}.</source>
        <translation>Os pormenores estão em {log}.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/common/crash.py" line="43"/>
        <source>The details could not be written down.</source>
        <translation>Não foi possível registar os pormenores.</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/common/crash.py" line="44"/>
        <source>Something went wrong: {error}. Every answer given so far is kept. {where}</source>
        <translation>Algo correu mal: {error}. Todas as respostas dadas até agora estão guardadas. {where}</translation>
    </message>
    <message>
        <location filename="../../trainer/gui/common/crash.py" line="54"/>
        <source>Croupier trainer</source>
        <translation>Treino de croupiers</translation>
    </message>
</context>
</TS>
