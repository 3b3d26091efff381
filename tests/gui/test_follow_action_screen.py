"""Issue 18 drill 5 on the drill screen: a hand followed step by step — a right step lets
the table go on at once, a wrong one stops on the correction and the hand goes on from
the action really taken; every step recorded as it is answered."""

from __future__ import annotations

from .drill_play import ENTER, TAB, answer_by_keyboard, lesson_on_screen, same

LESSON = "holdem-follow"
HAND = 15  # the lesson's written hand: 15 actions, a step each


def test_a_wrong_step_is_corrected_and_the_hand_goes_on(qtbot, tmp_path):
    with lesson_on_screen(qtbot, tmp_path / "t.db", LESSON, limit=HAND) as p:
        qs = p.questions
        assert [q.params["step"] for q in qs] == list(range(1, HAND + 1))
        given = []
        for i, q in enumerate(qs):
            assert p.index() == i and p.panel._prompt.text() == q.prompt
            if i == 2:  # the seat to act mistaken: seat 1 typed for seat 3 (the small blind, facing 60)
                assert q.answer["seat"] == 3
                wrong = {**q.answer, "seat": 1}
                p.keys(str(wrong["seat"]), TAB, str(q.answer["to_call"]), TAB, str(q.answer["min_raise_to"]),
                       TAB, str(q.answer["max_raise_to"]))
                assert same(p.panel.answer(), wrong)
                p.keys(ENTER)
                # stopped on the correction: the seat marked wrong with the right one, the explanation
                assert p.answered() and p.index() == 2
                assert p.panel._verdict.text() == "✗  Partly right: 3 of 4 parts (75%)."
                assert p.panel.seat.mark.isVisible() and "Seat 3" in p.panel.seat.mark.text()
                assert "seat 3 acts now" in p.explanation()
                assert not p.screen.step_note.isVisible()
                given.append(wrong)
                p.keys(ENTER)  # on: the next step, the table moved on by the action seat 3 took
                assert p.index() == 3 and qs[3].prompt.startswith("Step 4 of 15. Last action: seat 3 calls 60.")
                # the same fields, emptied and unmarked for the new step (refilled, not rebuilt)
                assert p.panel.answer() == {} and p.focus() is p.panel.seat.spin
                assert not any(r.mark.isVisible() for r in (p.panel.seat, *p.panel.rows.values()))
                assert p.panel.rows["to_call"].frame.property("mark") == ""
                continue
            answer_by_keyboard(p, q)
            given.append(dict(q.answer))
            p.keys(ENTER)
            if i < HAND - 1:  # right: on at once, the bar on the next step and nothing of this one (U8)
                assert p.index() == i + 1 and not p.answered()
                assert not p.screen.step_note.isVisible() and p.screen.time_note.text() == ""
                assert p.screen.progress_text.text() == f"Hand 1 of 1 · step {i + 2} of {HAND}"
        # the hand's last step: no step after it, so the answer is shown like any other
        assert p.answered() and p.panel._verdict.text() == "✓  Right."
        attempts = p.attempts()
        assert [a.item_id for a in attempts] == [q.item_id for q in qs]
        assert [a.score for a in attempts] == [1.0, 1.0, 0.75] + [1.0] * (HAND - 3)
        for a, q, g in zip(attempts, qs, given, strict=True):
            assert same(a.answer, g) and a.params == q.params
            # the step's table as it stood: only the actions before it
            assert sum(len(r) for r in a.scenario["betting"]) == q.params["step"] - 1


def test_the_table_shows_the_action_just_taken(qtbot, tmp_path):
    """The next step's table has the action in its log, last: what the croupier just saw."""
    with lesson_on_screen(qtbot, tmp_path / "t.db", LESSON, limit=3) as p:
        answer_by_keyboard(p, p.questions[0])
        p.keys(ENTER)
        log = p.screen.table.action_log_item()
        assert log is not None
        last = log.entries[-1]
        assert (last.seat, last.verb, last.amount) == (7, "call", 20)  # seat 7 called the big blind


def test_u14_a_free_drill_of_hands_counts_hands_in_its_bar(qtbot, tmp_path):
    """Free drill, follow the action, 2 hands: 'Hand 1 of 2 · step 1 of 6', and the second
    hand's first step 'Hand 2 of 2 · step 1 of …' — not 'Question 7 of 22'."""
    from trainer.gui.drill.screen import DrillScreen
    from trainer.store import SessionKind, Store
    from trainer.training.sources import free_drill

    questions = free_drill("stud", "follow-action", 2, 5)
    first = questions[0].params["steps"]
    with Store.open(tmp_path / "t.db") as store:
        screen = DrillScreen(store)
        qtbot.addWidget(screen)
        screen.start(store.add_trainee("Ana"), "Stud", questions, SessionKind.DRILL)
        assert screen.progress_text.text() == f"Hand 1 of 2 · step 1 of {first}"
        for _ in range(first):
            assert screen.drill is not None
            screen.drill.submit({})  # wrong: the drill stops on it, N goes on
            screen.feedback = None
            screen.next_question()
        second = questions[first].params["steps"]
        assert screen.progress_text.text() == f"Hand 2 of 2 · step 1 of {second}"
