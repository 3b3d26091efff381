"""The lesson editor's model (issue 35): round trips, edits that keep comments and key order,
the live item check (R0-5 bounds, hidden facts, the engine's answer), and saving."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer.curriculum.lesson_edit import DraftError, LessonDraft, check_item
from trainer.resources import lessons_dir

from ..fast import sample

SHIPPED = sorted(Path(lessons_dir()).rglob("*.yaml"))
# the fast loop's share: the first file of each folder (each game's, the exams', the hands'...); the slow run every file
ROUND_TRIP_FAST = {min(p for p in SHIPPED if p.parent == folder) for folder in {p.parent for p in SHIPPED}}

POT_SPLIT = {
    "id": "two-seats-one-pot",
    "task": "pot-split",
    "scenario": {
        "marker": 1,
        "board": ["Kc", "9h", "7d", "4s", "2c"],
        "seats": [
            {"seat": 1, "committed": 25, "folded": True},
            {"seat": 2, "committed": 50, "folded": True},
            {"seat": 4, "cards": ["Ks", "Qd"], "committed": 1200},
            {"seat": 8, "cards": ["9s", "9c"], "committed": 500, "allin": True},
        ],
    },
}


@pytest.mark.parametrize("path", sample(SHIPPED, ROUND_TRIP_FAST),
                         ids=lambda p: p.relative_to(lessons_dir()).as_posix())
def test_every_shipped_file_round_trips_byte_identical(path: Path) -> None:
    draft = LessonDraft.load(path)
    assert draft.shipped
    assert draft.text().encode("utf-8") == path.read_bytes()
    assert not draft.changed


def test_an_edit_keeps_comments_and_key_order_elsewhere() -> None:
    text = (
        "# a school lesson\n"
        "id: school-pot\n"
        "title: Pots\n"
        "game: holdem\n"
        "skills: [pot-split]   # one skill\n"
        "intro: |\n  Pots.\n"
        "items:\n"
        "  # the first item\n"
        "  - id: first\n"
        "    task: pot-split\n"
        "    scenario:\n"
        "      marker: 1   # the marker\n"
        "      board: [Kc, 9h, 7d, 4s, 2c]\n"
        "      seats:\n"
        "        - {seat: 1, committed: 25, folded: true}\n"
        "        - {seat: 2, committed: 50, folded: true}\n"
        "        - {seat: 4, cards: [Ks, Qd], committed: 1200}\n"
        "        - {seat: 8, cards: [9s, 9c], committed: 500, allin: true}\n"
    )
    draft = LessonDraft.from_text(text)
    raw = draft.item(0)
    raw["scenario"]["seats"][3]["cards"] = ["9s", "9d"]
    raw["explain"] = "Nines full.\nSecond line."
    draft.set_item(0, raw)
    out = draft.text()
    assert "# a school lesson\n" in out
    assert "skills: [pot-split]   # one skill\n" in out
    assert "  # the first item\n" in out
    assert "      marker: 1   # the marker\n" in out
    assert "        - {seat: 8, cards: [9s, 9d], committed: 500, allin: true}\n" in out
    assert "    explain: |\n      Nines full.\n      Second line.\n" in out
    assert out.index("task:") < out.index("scenario:") < out.index("explain:")


def test_add_duplicate_move_delete() -> None:
    draft = LessonDraft.new("holdem", "school-pots", "Pots", ["pot-split"], "Pots, main pot first.")
    assert draft.add_item(POT_SPLIT) == 0
    assert draft.duplicate(0) == 1
    assert draft.item(1)["id"] == "two-seats-one-pot-2"
    draft.add_item({"generate": {"task": "pot-split", "count": 3, "seed": 7, "constraints": {}}})
    assert draft.move(2, -1) == 1
    assert [i.get("id", "block") for i in map(draft.item, range(3))] == [
        "two-seats-one-pot", "block", "two-seats-one-pot-2"]
    draft.delete(2)
    lesson, problems = draft.problems()
    assert problems == []
    assert lesson is not None and lesson.size == 4  # one scripted item and a block of three


def test_the_engine_keys_the_item_as_edited() -> None:
    check = check_item("holdem", POT_SPLIT)
    assert check.ok, check.problems
    assert check.answer == {"pots": [{"amount": 1075, "winners": [8]}], "payouts": {"4": 700, "8": 1022}}
    assert "the 700 above that is returned to seat 4 first" in check.explanation[0]
    assert len(check.questions) == 1


def test_a_wrong_expect_is_refused_with_the_engine_answer() -> None:
    raw = {**POT_SPLIT, "expect": {"pots": [{"amount": 1075, "winners": [4]}], "payouts": {4: 1722}}}
    check = check_item("holdem", raw)
    assert not check.ok
    assert any("the engine says" in p for p in check.problems)


def test_r0_5_a_table_of_three_holdem_players_is_refused() -> None:
    raw = {**POT_SPLIT, "scenario": {**POT_SPLIT["scenario"], "seats": POT_SPLIT["scenario"]["seats"][1:]}}
    check = check_item("holdem", raw)
    assert not check.ok
    assert check.refused_table and "4 to 10 players" in check.refused_table[0]
    assert any(p.startswith("scenario.seats") for p in check.problems)


def test_a_hidden_fact_is_refused(monkeypatch) -> None:
    # every task shows every fact the table draws today: a question that did not draw stacks
    # (as tests/curriculum/test_unseen_facts.py does) must refuse an item that gives one
    from trainer.scenarios.facts import TABLE_SHOWS
    from trainer.tasks import TASKS

    seats = [dict(s) for s in POT_SPLIT["scenario"]["seats"]]
    seats[2]["stack"] = 900
    raw = {**POT_SPLIT, "scenario": {**POT_SPLIT["scenario"], "seats": seats}}
    assert check_item("holdem", raw).ok
    monkeypatch.setattr(type(TASKS["pot-split"]), "shows", TABLE_SHOWS - {"seats.stack"})
    check = check_item("holdem", raw)
    assert not check.ok
    assert check.hidden is not None and "seats.stack" in check.hidden
    assert any("seats.stack" in p and "does not show" in p for p in check.problems)


def test_a_generated_block_is_previewed_item_by_item() -> None:
    check = check_item("holdem", {"generate": {"task": "pot-split", "count": 4, "seed": 104,
                                               "constraints": {"side_pots": 1}}})
    assert check.ok, check.problems
    assert len(check.questions) == 4
    assert all(q.task == "pot-split" for q in check.questions)


def test_a_procedure_item_checked() -> None:
    raw = {"id": "misdeal", "task": "procedure", "question": "Cards dealt in the wrong order?",
           "choices": ["Misdeal: a new hand.", "Swap the cards.", "Play on."], "answer": 1,
           "cite": "Non-banked poker rules, rule 69 a)"}
    assert check_item("holdem", raw).ok
    assert not check_item("holdem", {**raw, "answer": 4}).ok


def test_the_length_cue_is_warned_live() -> None:
    from trainer.curriculum.lesson_edit import choice_warnings

    raw = {"id": "misdeal", "task": "procedure", "question": "Cards dealt in the wrong order?",
           "choices": ["Misdeal: the hand is void and a new hand is dealt.", "Swap the cards.", "Play on."],
           "answer": 1, "cite": "Non-banked poker rules, rule 69 a)"}
    alone = choice_warnings("holdem", raw)
    assert "the keyed option is the longest" in alone[0]
    pool = [{**raw, "id": f"q{n}"} for n in range(3)]
    warned = choice_warnings("holdem", raw, pool)
    assert any("length cue" in w for w in warned) and any("longest choice in 4 of 4" in w for w in warned)
    fair = {**raw, "choices": ["Misdeal: a new hand.", "Deal the cards again to each.", "Play on."]}
    assert choice_warnings("holdem", fair) == []


def test_shipped_lesson_is_never_overwritten_but_saved_as_a_school_copy(tmp_path: Path) -> None:
    source = Path(lessons_dir()) / "holdem" / "pot-split.yaml"
    draft = LessonDraft.load(source)
    with pytest.raises(DraftError, match="never overwritten"):
        draft.save()
    with pytest.raises(DraftError, match="shipped lessons"):
        draft.save_as(Path(lessons_dir()) / "holdem" / "copy.yaml")
    copy = tmp_path / "school" / "holdem" / "pot-split.yaml"
    assert draft.save_as(copy) == []
    assert copy.read_bytes() == source.read_bytes()
    assert not draft.shipped and draft.path == copy
    draft.save()  # the school copy is the draft's own file now


def test_a_lesson_with_problems_is_not_saved(tmp_path: Path) -> None:
    draft = LessonDraft.new("holdem", "school-pots", "Pots", ["pot-split"])
    bad = {**POT_SPLIT, "scenario": {**POT_SPLIT["scenario"], "marker": "x"}}
    draft.add_item(bad)
    with pytest.raises(DraftError, match="not saved"):
        draft.save_as(tmp_path / "pots.yaml")
    assert not (tmp_path / "pots.yaml").exists()


def test_saved_file_passes_lessons_check(tmp_path: Path, run_cli) -> None:
    draft = LessonDraft.new("holdem", "school-pots", "Pots", ["pot-split"], "Pots, main pot first.")
    draft.add_item(POT_SPLIT)
    path = tmp_path / "pots.yaml"
    assert draft.save_as(path) == []
    rc, out, err = run_cli("lessons", "check", path)
    assert (rc, err) == (0, "")
    assert "1 lesson(s), 1 item(s)" in out
    assert LessonDraft.load(path).text() == path.read_text(encoding="utf-8")
