"""A trainee's whole hands read back from the store (issue 21): the answers a hand's steps
recorded, grouped per hand in step order, newest hand first, for the instructor's replay."""

from __future__ import annotations

import pytest

from trainer.store import Answer, SessionKind, Store
from trainer.training.table_run import HandRun


class Clock:
    t = 100.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def store():
    with Store.memory() as s:
        yield s


def _play(store, trainee, game, seed, wrong_at=(), upto=None, **start):
    clock = Clock()
    run = HandRun.start(store, trainee.id, game, seed, clock=clock, **start)
    while run.current is not None and (upto is None or run.number <= upto):
        run.begin()
        clock.t += 1.5
        run.submit({} if run.number in wrong_at else run.current.answer)
        if run.current is not None and run.answered_current:
            run.advance()
    return run


def test_each_hand_is_read_back_with_its_steps_in_order(store):
    ana, rui = store.add_trainee("Ana"), store.add_trainee("Rui")
    first = _play(store, ana, "holdem", 3, wrong_at=(2, 5))
    second = _play(store, ana, "thirteen", 8, upto=2)  # left mid-hand
    _play(store, rui, "omaha", 1)
    session = store.start_session(ana.id, SessionKind.DRILL)  # a drill's answer is no hand
    store.record_answer(session.id, Answer("x/1", "holdem", "showdown-order", {}, {}, True, 1.0, 900))
    store.record_answer(session.id, Answer("x/2", "holdem", "showdown-order", {}, {}, True, 1.0, 900,
                                           params={"hand": {"step": 1, "seed": 3, "seats": [1, 2]}}))  # not a hand run

    hands = store.played_hands(ana.id)

    assert [(h.game, h.seed) for h in hands] == [("thirteen", 8), ("holdem", 3)]  # newest first
    thirteen, holdem = hands
    assert holdem.session_id == first.session.id and holdem.variant == "practice"
    assert holdem.seats == len(first.hand.seats) and holdem.steps == first.total == holdem.answered
    assert [holdem.step_of(a) for a in holdem.attempts] == list(range(1, first.total + 1))
    assert [a.task for a in holdem.attempts] == first.hand.kinds()
    assert [a.answer for a in holdem.attempts] == [r.feedback.given for r in first.results]
    assert holdem.right == first.total - 2 and holdem.time_ms == 1500 * first.total
    assert (thirteen.answered, thirteen.steps, thirteen.session_id) == (2, second.total, second.session.id)
    assert store.played_hands(rui.id)[0].game == "omaha"


def test_the_same_deal_twice_in_one_session_is_two_hands(store):
    ana = store.add_trainee("Ana")
    run = _play(store, ana, "qpoker", 4)
    again = HandRun(store, run.session, run.hand, "practice", clock=Clock())  # the same deal, same session
    while again.current is not None:
        again.begin()
        again.submit(again.current.answer)
        again.advance()

    hands = store.played_hands(ana.id)

    assert len(hands) == 2 and all(h.answered == run.total for h in hands)
    assert {h.session_id for h in hands} == {run.session.id}
