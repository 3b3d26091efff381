"""The app's screens: sign in, home, drill navigation (issue 8)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from trainer.gui.home.screen import DrillRequest
from trainer.gui.main_window import MainWindow
from trainer.store import Role, SessionKind
from trainer.training import sources


def test_a_new_trainee_is_created_signed_in_and_remembered(qtbot, window, store):
    signin = window.signin
    assert window.stack.currentWidget() is signin
    signin.new_name.setText("Conceição")  # QTest.keyClicks asserts on non-ASCII text
    qtbot.keyClick(signin.new_name, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.home
    assert store.find_trainee("Conceição") is not None
    assert "Conceição" in window.home.greeting.text()
    window.sign_out()
    assert window.stack.currentWidget() is signin
    assert signin.selected().name == "Conceição"  # remembered as the last trainee


def test_an_instructor_needs_the_right_password(qtbot, window, store):
    store.add_trainee("Ana")
    store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!")
    signin = window.signin
    signin.refresh()
    rui = next(i for i in range(signin.trainees.count())
               if signin.trainees.item(i).data(Qt.ItemDataRole.UserRole).name == "Rui")
    signin.trainees.setCurrentRow(rui)
    assert signin.password.isVisible()
    qtbot.keyClicks(signin.password, "wrong")
    qtbot.keyClick(signin.password, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is signin and "Wrong password" in signin.error.text()
    signin.password.clear()
    qtbot.keyClicks(signin.password, "s3cret!")
    qtbot.keyClick(signin.password, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.home


def test_an_instructor_account_needs_a_password_and_names_are_unique(qtbot, window, store):
    signin = window.signin
    signin.new_name.setText("Rui")
    signin.new_instructor.setChecked(True)
    signin.create_trainee()
    assert "password" in signin.new_error.text() and store.find_trainee("Rui") is None  # said under the form (U9)
    store.add_trainee("Ana")
    signin.new_instructor.setChecked(False)
    signin.new_name.setText("Ana")
    signin.create_trainee()
    assert "already" in signin.new_error.text()


def test_home_lists_every_skill_and_every_shipped_lesson(window, store):
    window.show_home(store.add_trainee("Ana"))
    home = window.home
    assert home.skills_model.rowCount() == len(sources.catalogue())
    lessons = [home.lessons.topLevelItem(i).child(j)
               for i in range(home.lessons.topLevelItemCount())
               for j in range(home.lessons.topLevelItem(i).childCount())]
    listed = sorted(item.data(0, Qt.ItemDataRole.UserRole).id for item in lessons)
    assert listed == sorted(lesson.id for lesson in sources.shipped_lessons())
    assert "new" in home.practice_button.text()


def test_a_free_drill_starts_from_the_picker_and_bad_constraints_are_explained(qtbot, window, store):
    window.show_home(store.add_trainee("Ana"))
    home = window.home
    home.game.setCurrentIndex(home.game.findData("holdem"))
    home.task.setCurrentIndex(home.task.findData("pot-split"))
    home.count.setValue(3)
    home.constraints.setText("side_pots: 9")
    home.free_drill()
    assert window.stack.currentWidget() is home and home.drill_error.text()
    home.constraints.setText("side_pots: 1")
    qtbot.mouseClick(home.drill_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.drill
    assert window.drill.drill.total == 3
    assert window.drill.drill.current.task == "pot-split"


def test_submit_records_then_next_and_the_summary_returns_home(qtbot, window, store):
    ana = store.add_trainee("Ana")
    window.show_home(ana)
    lesson = next(x for x in sources.shipped_lessons() if x.id == "thirteen-dice")
    questions = sources.lesson_questions(lesson)[:2]
    window.start(DrillRequest(lesson.title, questions, SessionKind.LESSON, lesson.id))
    drill = window.drill
    drill.close_intro()  # the lesson's intro first (issue 17 item 7): Start
    assert drill.drill.current.task == "dice" and drill.panel is not None
    qtbot.mouseClick(drill.submit_button, Qt.MouseButton.LeftButton)  # an empty answer is an answer
    assert len(store.attempts(trainee_id=ana.id)) == 1  # recorded at once
    assert drill.explanation.isVisible() and "Portaria 51/89/M art. 2" in drill.explanation.toPlainText()
    qtbot.keyClick(drill, Qt.Key.Key_N)
    assert drill.drill.index == 1
    qtbot.keyClick(drill, Qt.Key.Key_Escape)
    assert drill.pages.currentWidget() is drill.summary_view
    assert drill.summary_view.model.rowCount() == 1
    qtbot.keyClick(drill, Qt.Key.Key_H)
    assert window.stack.currentWidget() is window.home


def test_a_lesson_starts_from_the_list_and_is_checked_when_opened(qtbot, window, store):
    window.show_home(store.add_trainee("Ana"))
    home = window.home
    group = home.lessons.topLevelItem(0)
    item = group.child(0)
    info = item.data(0, Qt.ItemDataRole.UserRole)
    home.lessons.setCurrentItem(item)
    qtbot.mouseClick(home.lesson_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.drill
    assert window.drill.drill.total == info.size
    assert window.drill.drill.lesson_id == info.id


def test_a_broken_lesson_is_refused_with_its_first_problem(window, store, tmp_path, monkeypatch):
    broken = tmp_path / "broken.yaml"
    broken.write_text("id: broken\ntitle: Broken\ngame: holdem\nskills: [winner]\nintro: x\n"
                      "items:\n  - task: winner\n    scenario: {marker: 1}\n", encoding="utf-8")
    info = sources.LessonInfo(broken, "broken", "Broken", "holdem", 1)
    monkeypatch.setattr(sources, "lesson_index", lambda: (info,))
    window.show_home(store.add_trainee("Ana"))
    home = window.home
    home.lessons.setCurrentItem(home.lessons.topLevelItem(0).child(0))
    home.lesson_button.click()
    assert window.stack.currentWidget() is home
    assert "broken.yaml:8" in home.drill_error.text()


def test_r_and_h_reach_the_panel_during_a_question_and_act_on_the_summary(qtbot, window, store):
    """R (review) and H (home) belong to the summary page; during a question they are the panel's
    letters (a category list's Royal flush, High card)."""
    from PySide6.QtCore import QEvent, QObject

    class Keys(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.pressed: list[int] = []

        def eventFilter(self, watched, event) -> bool:
            if event.type() == QEvent.Type.KeyPress:
                self.pressed.append(event.key())
            return False

    ana = store.add_trainee("Ana")
    window.show_home(ana)
    lesson = next(x for x in sources.shipped_lessons() if x.id == "thirteen-dice")
    window.start(DrillRequest(lesson.title, sources.lesson_questions(lesson)[:1], SessionKind.LESSON, lesson.id))
    window.drill.close_intro()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    drill = window.drill
    target = window.focusWidget()
    assert target is not None and drill.isAncestorOf(target)
    keys = Keys()
    target.installEventFilter(keys)
    for key in (Qt.Key.Key_R, Qt.Key.Key_H):
        qtbot.keyClick(target, key)
    target.removeEventFilter(keys)
    assert keys.pressed == [Qt.Key.Key_R, Qt.Key.Key_H]  # no window shortcut took them
    assert window.stack.currentWidget() is drill and drill.pages.currentWidget() is drill.drill_page
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Escape)
    assert drill.pages.currentWidget() is drill.summary_view
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_H)
    assert window.stack.currentWidget() is window.home


def test_the_feedback_opens_at_its_verdict(qtbot, store):
    """A long explanation starts at the top: the verdict first (the side's resize scrolled it)."""
    from trainer.curriculum.generate import generate

    window = MainWindow(store)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    window.show_home(store.add_trainee("Ana"))
    # Pots and payouts: the panel takes the room it needs (issue 17 item 13), the explanation scrolls.
    questions = generate("omaha-macau", "pot-split", 2, 11, {"side_pots": 1})
    window.start(DrillRequest("pot split", questions, SessionKind.DRILL))
    drill = window.drill
    for _ in questions:
        qtbot.waitUntil(lambda: drill.panel is not None and drill.panel.isVisible())  # the question on the screen
        drill.submit()
        qtbot.waitUntil(lambda: drill.explanation.verticalScrollBar().maximum() > 0)  # laid out: long enough to scroll
        assert drill.explanation.verticalScrollBar().value() == 0  # shown from the top
        drill.next_question()


def test_a_procedure_question_has_no_table_and_the_next_question_has_it_again(qtbot, window, store):
    # The drill as the exam: a procedure question is one readable column, not a panel
    # squeezed beside an empty felt.
    from trainer.gui.question.layout import PROCEDURE_WIDTH

    procedure = sources.lesson_questions(next(x for x in sources.shipped_lessons() if x.id == "procedure-holdem"))
    winner = sources.lesson_questions(next(x for x in sources.shipped_lessons() if x.id == "holdem-winner"))
    window.show_home(store.add_trainee("Ana"))
    window.start(DrillRequest("Mixed", [procedure[0], winner[0]], SessionKind.DRILL))
    drill = window.drill
    assert not drill.table.isVisible() and drill.table.seat_items() == {}
    assert drill.panel.task_id == "procedure"
    qtbot.waitUntil(lambda: drill.side.width() > PROCEDURE_WIDTH)  # the whole width is the answer's...
    column = drill.side.contentsRect()
    assert column.width() == PROCEDURE_WIDTH  # ...read in one centred column
    assert abs(column.left() - (drill.side.width() - column.right() - 1)) <= 1
    assert drill.panel.width() == PROCEDURE_WIDTH
    window.resize(1600, 900)  # kept as the window is resized
    qtbot.waitUntil(lambda: drill.side.contentsRect().left() == (drill.side.width() - PROCEDURE_WIDTH) // 2)
    drill.submit()
    assert drill.explanation.width() == PROCEDURE_WIDTH  # the feedback in the same column
    drill.next_question()
    assert drill.table.isVisible() and drill.table.occupied_seats()
    assert drill.side.contentsMargins().left() == 0 and drill.table.width() > drill.side.width()


def test_the_four_colour_deck_is_each_trainees_choice_and_every_table_follows_it(qtbot, window, store):
    from trainer.gui.table import TableView

    def decks(widget) -> set[str]:
        tables = widget.findChildren(TableView)
        assert tables
        cards = [c for t in tables for s in t.seat_items().values() for c in s.all_cards()]
        return {t.deck for t in tables} | {c.deck for c in cards}

    ana, rui = store.add_trainee("Ana"), store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!")
    lesson = next(x for x in sources.shipped_lessons() if x.id == "holdem-winner")
    questions = sources.lesson_questions(lesson)[:1]
    window.show_home(ana)
    box = window.home.four_colour
    assert box.isVisible() and not box.isChecked()
    box.click()
    window.start(DrillRequest(lesson.title, questions, SessionKind.LESSON, lesson.id))
    assert window.drill.table.seat_items() and decks(window.drill) == {"four-colour"}
    window.drill.end_session()
    window.show_home(rui)  # another trainee at the same workstation: their own choice
    assert not window.home.four_colour.isChecked()
    window.start(DrillRequest(lesson.title, questions, SessionKind.LESSON, lesson.id))
    assert decks(window.drill) == {"classic"}
    window.open_screen("instructor")
    window.extra.trainee_tab  # noqa: B018 (a tab built when first shown: its tables follow the deck too)
    assert decks(window.extra) == {"classic"}
    window.show_home(ana)  # remembered
    assert window.home.four_colour.isChecked()
    window.open_screen("exams")
    assert decks(window.extra) == {"four-colour"}


def test_from_sign_in_to_a_drill_and_back_without_the_mouse(qtbot, window, store):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    signin, home = window.signin, window.home
    assert signin.new_name.hasFocus()  # nobody yet: the keyboard is on the new name
    qtbot.keyClicks(signin.new_name, "Ana")
    qtbot.keyClick(signin.new_name, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is home
    qtbot.waitUntil(home.skills.hasFocus)  # arrows and Enter on the skills
    first_due_or_top = home.skills.currentIndex()
    assert first_due_or_top.row() == 0
    qtbot.keyClick(home.skills, Qt.Key.Key_Down)
    skill = home.skills.currentIndex().data(Qt.ItemDataRole.UserRole)
    qtbot.keyClick(home.skills, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.drill
    question = window.drill.drill.current
    assert (question.game, question.task) == (skill.game, skill.task)
    qtbot.keyClick(window.drill, Qt.Key.Key_Escape)  # end: the summary
    qtbot.keyClick(window.drill.summary_view, Qt.Key.Key_H)  # home
    assert window.stack.currentWidget() is home
    qtbot.waitUntil(home.skills.hasFocus)
    assert home.skills.currentIndex().data(Qt.ItemDataRole.UserRole) == skill  # where the trainee was
    # Alt+O signs out (a mnemonic: checked under a real X server, where QTest's keys do not
    # reach mnemonics; here the button it presses).
    assert QKeySequence.mnemonic(home.sign_out.text()) == QKeySequence("Alt+O")
    home.sign_out.click()
    assert window.stack.currentWidget() is signin
    qtbot.waitUntil(signin.trainees.hasFocus)
    assert signin.selected().name == "Ana"
    qtbot.keyClick(signin.trainees, Qt.Key.Key_Return)  # Enter on the name signs in
    assert window.stack.currentWidget() is home


def test_an_instructor_signs_in_by_keys_and_is_asked_for_the_password(qtbot, window, store):
    store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!")
    window.sign_out()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    signin = window.signin
    qtbot.waitUntil(signin.trainees.hasFocus)
    qtbot.keyClick(signin.trainees, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is signin
    assert signin.error.text() == "Type Rui's password." and signin.password.hasFocus()
    qtbot.keyClicks(signin.password, "s3cret!")
    qtbot.keyClick(signin.password, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.home


def test_every_control_of_home_has_its_own_alt_key(window, store):
    from PySide6.QtWidgets import QAbstractButton, QLabel

    window.show_home(store.add_trainee("Rui", Role.INSTRUCTOR, "s3cret!"))
    controls = [w for w in window.home.findChildren(QAbstractButton) + window.home.findChildren(QLabel)
                if w.isVisible() and "&" in w.text()]
    keys = [QKeySequence.mnemonic(w.text()).toString() for w in controls]
    assert len(keys) >= 10 and all(keys)
    assert len(set(keys)) == len(keys), sorted(keys)


def test_start_lesson_starts_the_lesson_picked_first_or_last(qtbot, window, store):
    home = window.home
    window.show_home(store.add_trainee("Ana"))
    first = home.lessons.currentItem()
    assert first is not None and first.parent() is not None  # a lesson, not a game's group
    home.lessons.setCurrentItem(first.parent().child(2))
    picked = home.lessons.currentItem().data(0, Qt.ItemDataRole.UserRole)
    home.lesson_button.click()
    assert window.stack.currentWidget() is window.drill and window.drill.drill.lesson_id == picked.id
    window.drill.end_session()
    window.drill.summary_view.home.click()
    assert home.lessons.currentItem().data(0, Qt.ItemDataRole.UserRole).id == picked.id  # kept
    home.lessons.setCurrentItem(home.lessons.topLevelItem(0))
    home.lesson_button.click()  # a game's name: nothing starts, and the trainee is told why
    assert window.stack.currentWidget() is home and "Pick a lesson" in home.drill_error.text()
