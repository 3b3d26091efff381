"""Issue 35: the checker's lines a screen shows are read by a template of trainer.scenarios.check_words
(so a screen translates them), and with no translator they read exactly as the checker wrote them
(``trainer lessons check`` stays English)."""

from __future__ import annotations

import pytest

from trainer.engine.tables import table_faults
from trainer.scenarios import check_words
from trainer.scenarios.check_words import checker_text, field_text, template_of
from trainer.scenarios.facts import TABLE_SHOWS
from trainer.scenarios.length_cue import Cue
from trainer.scenarios.lesson import fault_text
from trainer.scenarios.lesson_edit import check_item, choice_warnings
from trainer.scenarios.tasks import TASKS

COMPOSING = {"{where}: {message}", "{message} ({cite}; ruling R0-5)", "{message} ({cite})",
             "generated item {n}: {where}: {message}", "not saved: {problem}"}
"""How a problem is put together: a line read by one of these alone is read by none of its own."""

TABLES = [  # one of each bound of R0-5 / R8-5 (trainer.engine.tables)
    {"game": "holdem", "seats": [{"seat": 1}, {"seat": 2}, {"seat": 3}]},
    {"game": "thirteen", "seats": [{"seat": 1}]},
    {"game": "holdem", "seats": [{"seat": n} for n in range(1, 5)], "params": {"limit": "fixed"}},
    {"game": "stud", "seats": [{"seat": 1, "committed": 5}, {"seat": 2, "committed": 20}], "params": {"ante": 30}},
    {"game": "stud", "seats": [{"seat": 1, "committed": 20, "stack": 30}, {"seat": 2, "committed": 20}],
     "params": {"ante": 20}},
    {"game": "stud", "seats": [{"seat": 1, "committed": 25, "allin": True}, {"seat": 2, "committed": 25}]},
    {"game": "stud", "seats": [{"seat": 1, "committed": 25, "allin": True}, {"seat": 2, "committed": 25}],
     "params": {"ante": 20}},
    {"game": "thirteen", "seats": [{"seat": n, "stake": 100} for n in (1, 2, 3)]},
    {"game": "thirteen", "seats": [{"seat": n, "stake": 70} for n in (1, 2, 3)], "params": {"bet_unit": 50}},
    {"game": "holdem", "seats": [{"seat": n} for n in range(1, 5)], "board": ["Kc"], "betting": [[]]},
]


def _own_template(message: str) -> str | None:
    """The template that reads ``message`` itself (the composing ones peeled off)."""
    import re

    template = template_of(message)
    while template in COMPOSING:
        pattern = dict(check_words._patterns())[template]
        m = pattern.fullmatch(message)
        assert m is not None
        message = m.group("message") if "message" in m.groupdict() else m.group("problem")
        template = template_of(message)
    return template if template is None else re.sub(r"\s+", " ", template)


@pytest.fixture
def game_ids(monkeypatch):
    """A game and a task as their ids (a screen names them: Hold'em, Pots and payouts), so an English
    line reads exactly as written."""
    for part in ("game", "other", "task"):
        monkeypatch.setitem(check_words._READERS, part, str)


def test_every_bound_a_table_breaks_is_read_by_a_template_of_its_own(game_ids):
    messages = [fault_text(f) for scenario in TABLES for f in table_faults(scenario)]
    kinds = {(f.path[0], f.path[-1]) for scenario in TABLES for f in table_faults(scenario)}
    assert len(kinds) >= 7, kinds  # players, limit, entry, committed, stack, bet unit, stake, board
    for message in messages:
        assert _own_template(message) is not None, message
        assert checker_text(message) == message  # English: as the checker wrote it


def test_a_hidden_fact_the_length_cue_and_the_editors_item_problems_are_read_by_templates(game_ids, monkeypatch):
    monkeypatch.setattr(type(TASKS["pot-split"]), "shows", TABLE_SHOWS - {"seats.allin", "dice"})
    hidden = TASKS["pot-split"].unseen({"seats": [{"seat": 1, "allin": True}], "dice": [1, 2]})
    assert hidden is not None and "dice, seats.allin" in hidden
    assert template_of(hidden) is not None and checker_text(hidden) == hidden
    cue = Cue(rank="second-longest", keyed=3, items=4)
    for pool in ("this lesson's procedure items", "the holdem procedure pool"):
        assert _own_template(cue.describe(pool)) is not None
    warnings = choice_warnings("holdem", {"id": "q", "task": "procedure", "question": "What?", "answer": 1,
                                          "choices": ["The long keyed option here", "Short", "Tiny"], "cite": "x"})
    assert warnings and all(_own_template(w) is not None for w in warnings), warnings
    empty = check_item("holdem", {"id": "q", "task": "procedure", "question": "", "choices": ["", "", ""],
                                  "answer": 1, "cite": ""})
    unseated = check_item("holdem", {"id": "t", "task": "pot-split", "scenario": {"marker": 1, "seats": []}})
    for problem in (*empty.problems, *unseated.problems, unseated.engine_error or ""):
        assert _own_template(problem) is not None, problem
        assert checker_text(problem) == problem


def test_a_line_no_template_knows_is_shown_as_written_and_a_field_by_its_keys():
    assert checker_text("something the checker has never said") == "something the checker has never said"
    assert field_text("scenario.seats[2].committed") == "scenario.seats[2].committed"
    assert set(TABLE_SHOWS) >= {"seats.allin"}
    assert checker_text("scenario.seats: holdem: a hand is dealt to 4 to 10 players, not 3 (non-banked rules 6, 24; "
                        "ruling R0-5)").startswith("scenario.seats: Hold'em: a hand")  # the game by its name


@pytest.mark.parametrize("template", check_words.TEMPLATES)
def test_each_template_reads_its_own_sentence(template):
    import re

    words = {"game": "holdem", "other": "omaha", "where": "scenario.seats", "key": "cite"}
    sample = re.sub(r"\{(\w+)\}", lambda m: words.get(m.group(1), "7"), template)
    assert template_of(sample) is not None
