<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/confirm.py" line="40"/>
        <source>Start “{title}” now?

You have {minutes:g} minutes for %n items; the clock starts at once and keeps running even if the program is closed. This is attempt {n} of {allowed}.</source>
        <translation>
            <numerusform>Start “{title}” now?

You have {minutes:g} minutes for %n item; the clock starts at once and keeps running even if the program is closed. This is attempt {n} of {allowed}.</numerusform>
            <numerusform>Start “{title}” now?

You have {minutes:g} minutes for %n items; the clock starts at once and keeps running even if the program is closed. This is attempt {n} of {allowed}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/confirm.py" line="52"/>
        <source>%n items have no answer: {items}. They will score 0.</source>
        <translation>
            <numerusform>%n item has no answer: {items}. It will score 0.</numerusform>
            <numerusform>%n items have no answer: {items}. They will score 0.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/training/exam/session.py" line="82"/>
        <source>All %n attempts at this exam have been used.</source>
        <translation>
            <numerusform>The only attempt at this exam has been used.</numerusform>
            <numerusform>All %n attempts at this exam have been used.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/tasks/chips.py" line="204"/>
        <source>The table&apos;s chips are {values}, each a multiple of the chip unit. Paid in the fewest chips, largest first (the house&apos;s practice: no regulation says how a payment is made up), {amount} is {chips}: %n chips.</source>
        <translation>
            <numerusform>The table&apos;s chips are {values}, each a multiple of the chip unit. Paid in the fewest chips, largest first (the house&apos;s practice: no regulation says how a payment is made up), {amount} is {chips}: %n chip.</numerusform>
            <numerusform>The table&apos;s chips are {values}, each a multiple of the chip unit. Paid in the fewest chips, largest first (the house&apos;s practice: no regulation says how a payment is made up), {amount} is {chips}: %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/tasks/colour.py" line="171"/>
        <source>Every bet is made in chips. Seat {seat} hands in {products}: {amount} in %n chips.</source>
        <translation>
            <numerusform>Every bet is made in chips. Seat {seat} hands in {products}: {amount} in %n chip.</numerusform>
            <numerusform>Every bet is made in chips. Seat {seat} hands in {products}: {amount} in %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/tasks/colour.py" line="173"/>
        <source>Coloured up in the fewest chips, the largest first (the house&apos;s practice: no regulation says how chips are exchanged): {steps}. {amount} is {chips}: %n chips.</source>
        <translation>
            <numerusform>Coloured up in the fewest chips, the largest first (the house&apos;s practice: no regulation says how chips are exchanged): {steps}. {amount} is {chips}: %n chip.</numerusform>
            <numerusform>Coloured up in the fewest chips, the largest first (the house&apos;s practice: no regulation says how chips are exchanged): {steps}. {amount} is {chips}: %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/tasks/colour.py" line="286"/>
        <source>The change in the fewest chips, the largest first (the house&apos;s practice: no regulation says how change is made up): {steps}. {change} is {chips}: %n chips.</source>
        <translation>
            <numerusform>The change in the fewest chips, the largest first (the house&apos;s practice: no regulation says how change is made up): {steps}. {change} is {chips}: %n chip.</numerusform>
            <numerusform>The change in the fewest chips, the largest first (the house&apos;s practice: no regulation says how change is made up): {steps}. {change} is {chips}: %n chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/models.py" line="26"/>
        <source>%n whole hands</source>
        <translation>
            <numerusform>%n whole hand</numerusform>
            <numerusform>%n whole hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/models.py" line="27"/>
        <source>%n items and {hands}</source>
        <translation>
            <numerusform>%n item and {hands}</numerusform>
            <numerusform>%n items and {hands}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/models.py" line="37"/>
        <source>{skill} (%n in the hands)</source>
        <translation>
            <numerusform>{skill} (%n in the hands)</numerusform>
            <numerusform>{skill} (%n in the hands)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/training/exam/items.py" line="249"/>
        <source>The exam asks for %n {task} questions on {game} but the lessons have only {have}.</source>
        <translation>
            <numerusform>The exam asks for %n {task} question on {game} but the lessons have only {have}.</numerusform>
            <numerusform>The exam asks for %n {task} questions on {game} but the lessons have only {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table/notes.py" line="406"/>
        <source>… %n earlier actions</source>
        <comment>action log: the ones not drawn</comment>
        <translation>
            <numerusform>… %n earlier action</numerusform>
            <numerusform>… %n earlier actions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangeBetPanel</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/panels/colour.py" line="147"/>
        <source>Change so far: {amount} in %n chips</source>
        <translation>
            <numerusform>Change so far: {amount} in %n chip</numerusform>
            <numerusform>Change so far: {amount} in %n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassTab</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/class_tab.py" line="301"/>
        <source>Weakest skills of the class (from %n answers)</source>
        <translation>
            <numerusform>Weakest skills of the class (from %n answer)</numerusform>
            <numerusform>Weakest skills of the class (from %n answers)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ColourUpPanel</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/panels/colour.py" line="93"/>
        <source>Given back so far: {amount} in %n chips</source>
        <translation>
            <numerusform>Given back so far: {amount} in %n chip</numerusform>
            <numerusform>Given back so far: {amount} in %n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DrillScreen</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/drill/screen.py" line="478"/>
        <source>%n of {answered} right</source>
        <translation>
            <numerusform>%n of {answered} right</numerusform>
            <numerusform>%n of {answered} right</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamEditor</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="323"/>
        <source>at least %n right</source>
        <translation>
            <numerusform>at least %n right</numerusform>
            <numerusform>at least %n right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="421"/>
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="423"/>
        <source>%n hands</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="525"/>
        <source>%n in the lessons</source>
        <translation>
            <numerusform>%n in the lessons</numerusform>
            <numerusform>%n in the lessons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/exam_editor.py" line="550"/>
        <source>%n whole hands; seats: {seats}; {steps} steps in the sample sitting (seed 0).</source>
        <translation>
            <numerusform>%n whole hand; seats: {seats}; {steps} steps in the sample sitting (seed 0).</numerusform>
            <numerusform>%n whole hands; seats: {seats}; {steps} steps in the sample sitting (seed 0).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamListPage</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/list_page.py" line="114"/>
        <source>%n items · {minutes:g} minutes · pass mark {mark:g} % · attempt {next} of {allowed}</source>
        <translation>
            <numerusform>%n item · {minutes:g} minutes · pass mark {mark:g} % · attempt {next} of {allowed}</numerusform>
            <numerusform>%n items · {minutes:g} minutes · pass mark {mark:g} % · attempt {next} of {allowed}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/list_page.py" line="147"/>
        <source>All %n attempts have been used.</source>
        <translation>
            <numerusform>The only attempt has been used.</numerusform>
            <numerusform>All %n attempts have been used.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExamResultPage</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/exam/result_page.py" line="148"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; · {title}&lt;br&gt;Score &lt;b&gt;{score:.1%}&lt;/b&gt; (pass mark {mark:g} %) · {answered} of %n items answered · submitted {when}</source>
        <translation>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; · {title}&lt;br&gt;Score &lt;b&gt;{score:.1%}&lt;/b&gt; (pass mark {mark:g} %) · {answered} of %n item answered · submitted {when}</numerusform>
            <numerusform>&lt;b&gt;{name}&lt;/b&gt; · {title}&lt;br&gt;Score &lt;b&gt;{score:.1%}&lt;/b&gt; (pass mark {mark:g} %) · {answered} of %n items answered · submitted {when}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandScreen</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/screen.py" line="317"/>
        <source>%n of {answered} right</source>
        <translation>
            <numerusform>%n of {answered} right</numerusform>
            <numerusform>%n of {answered} right</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/home/screen.py" line="443"/>
        <source>%n file(s) of the school&apos;s lesson folder are not offered to trainees: {first}</source>
        <translation>
            <numerusform>One file of the school&apos;s lesson folder is not offered to trainees: {first}</numerusform>
            <numerusform>%n files of the school&apos;s lesson folder are not offered to trainees: {first}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonEditor</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/lesson_editor.py" line="237"/>
        <source>%n translations missing</source>
        <translation>
            <numerusform>%n translation missing</numerusform>
            <numerusform>%n translations missing</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryTab</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="249"/>
        <source>%n hands</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="251"/>
        <location filename="../../trainer/gui/instructor/library_tab.py" line="271"/>
        <source>%n items</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="278"/>
        <source>%n problems</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="384"/>
        <source>Lesson {id} on {game}, %n items.</source>
        <translation>
            <numerusform>Lesson {id} on {game}, %n item.</numerusform>
            <numerusform>Lesson {id} on {game}, %n items.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="413"/>
        <source>%n texts lack a Portuguese translation</source>
        <translation>
            <numerusform>%n text lacks a Portuguese translation</numerusform>
            <numerusform>%n texts lack a Portuguese translation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/library_tab.py" line="414"/>
        <source>%n texts lack a Chinese translation</source>
        <translation>
            <numerusform>%n text lacks a Chinese translation</numerusform>
            <numerusform>%n texts lack a Chinese translation</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MistakesView</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/progress/mistakes_view.py" line="97"/>
        <source>%n wrong answers, newest first</source>
        <translation>
            <numerusform>%n wrong answer, newest first</numerusform>
            <numerusform>%n wrong answers, newest first</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PayChipsPanel</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/panels/chips.py" line="213"/>
        <source>Paid so far: {amount} in %n chips</source>
        <translation>
            <numerusform>Paid so far: {amount} in %n chip</numerusform>
            <numerusform>Paid so far: {amount} in %n chips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PeopleTab</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/people_tab.py" line="155"/>
        <source>at least %n characters</source>
        <translation>
            <numerusform>at least %n character</numerusform>
            <numerusform>at least %n characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultsTab</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/results_tab.py" line="154"/>
        <source>%n answers</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/results_tab.py" line="154"/>
        <source>%n exams</source>
        <translation>
            <numerusform>%n exam</numerusform>
            <numerusform>%n exams</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchoolLink</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/school.py" line="242"/>
        <location filename="../../trainer/gui/school.py" line="245"/>
        <source>%n records waiting</source>
        <translation>
            <numerusform>%n record waiting</numerusform>
            <numerusform>%n records waiting</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SignInScreen</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/home/signin.py" line="163"/>
        <source>Password (at least %n characters)</source>
        <translation>
            <numerusform>Password (at least %n character)</numerusform>
            <numerusform>Password (at least %n characters)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/home/signin.py" line="310"/>
        <source>A password needs at least %n characters.</source>
        <translation>
            <numerusform>A password needs at least %n character.</numerusform>
            <numerusform>A password needs at least %n characters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SkillProgressModel</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/progress/screen.py" line="204"/>
        <source>in %n days</source>
        <translation>
            <numerusform>in %n day</numerusform>
            <numerusform>in %n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/summary.py" line="210"/>
        <source>{game} · {seats} · seed {seed} · {variant}: {correct} of %n steps right in {time}</source>
        <translation>
            <numerusform>{game} · {seats} · seed {seed} · {variant}: {correct} of %n step right in {time}</numerusform>
            <numerusform>{game} · {seats} · seed {seed} · {variant}: {correct} of %n steps right in {time}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/summary.py" line="212"/>
        <source>%n seats</source>
        <translation>
            <numerusform>%n seat</numerusform>
            <numerusform>%n seats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/summary.py" line="234"/>
        <source>{played} of %n hands played</source>
        <translation>
            <numerusform>{played} of %n hand played</numerusform>
            <numerusform>{played} of %n hands played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/table_run/summary.py" line="235"/>
        <source>Lesson “{title}”: {hands}, {correct} of %n steps right in {time}</source>
        <translation>
            <numerusform>Lesson “{title}”: {hands}, {correct} of %n step right in {time}</numerusform>
            <numerusform>Lesson “{title}”: {hands}, {correct} of %n steps right in {time}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TranslationsPanel</name>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="204"/>
        <source>Translations (%n missing)</source>
        <translation>
            <numerusform>Translations (%n missing)</numerusform>
            <numerusform>Translations (%n missing)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="205"/>
        <source>%n texts lack a Portuguese translation</source>
        <translation>
            <numerusform>%n text lacks a Portuguese translation</numerusform>
            <numerusform>%n texts lack a Portuguese translation</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../trainer/gui/instructor/translations_panel.py" line="206"/>
        <source>%n texts lack a Chinese translation</source>
        <translation>
            <numerusform>%n text lacks a Chinese translation</numerusform>
            <numerusform>%n texts lack a Chinese translation</numerusform>
        </translation>
    </message>
</context>
</TS>
