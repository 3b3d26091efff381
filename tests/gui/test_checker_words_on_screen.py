"""Issue 35: a bad or hostile school lesson opened in the lesson library on a Portuguese or
Chinese screen says every problem the check finds in the instructor's language — the engine's
refusals, the lesson check's, a file the reader refuses — no English word left (card codes stay
as written: 'Ah', 'Td' are what the file must say)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.curriculum.test_check_words import _own_template
from tests.i18n.screen_words import CARD_CODE, leaks
from trainer.gui.instructor.library_tab import LibraryTab

HEAD = "id: {id}\ntitle: Bad\ngame: holdem\nskills: [pot-split, who-acts]\nintro: |\n  Bad.\nitems:\n"


def lesson(name: str, first: str, second: str = "{seat: 4, cards: [Ks, Qd], committed: 50}", *, item_id: str = "q",
           marker: str = "      marker: 2\n", more: str = "") -> str:
    """A Hold'em lesson of one pot-split item at a table of four (as R0-5 allows), its first two
    seats as given."""
    seats = [first, second, "{seat: 5, cards: [3s, 3d], committed: 50}", "{seat: 6, cards: [5s, 6d], committed: 50}"]
    return (HEAD.format(id=name) + f"  - id: {item_id}\n    task: pot-split\n    scenario:\n{marker}"
            "      board: [Kc, 9h, 7d, 4s, 2c]\n      seats:\n" + "".join(f"        - {s}\n" for s in seats) + more)


BETTING = HEAD.format(id="betting") + """  - id: q
    task: who-acts
    scenario:
      marker: 2
      params: {small_blind: 5, big_blind: 10}
      seats:
        - {seat: 2, cards: [Ah, Kd], stack: 500}
        - {seat: 4, cards: [Ks, Qd], stack: 500}
        - {seat: 5, cards: [3s, 3d], stack: 500}
        - {seat: 6, cards: [5s, 6d], stack: 500}
      betting:
        - - {seat: 4, action: call}
"""

BAD = {  # file name -> its text: each refused by a different checker
    "card": lesson("card", "{seat: 2, cards: [Zz, Kd], committed: 50}"),  # the engine's card reader
    "twice": lesson("twice", "{seat: 2, cards: [Ah, Kd], committed: 50}", "{seat: 2, cards: [Ks, Qd], committed: 50}"),
    "no-marker": lesson("no-marker", "{seat: 2, cards: [Ah, Kd], committed: 50}", marker=""),  # validate.require
    "no-cards": lesson("no-cards", "{seat: 2, committed: 50}"),
    "generate": lesson("generate", "{seat: 2, cards: [Ah, Kd], committed: 50}",
                       more="  - {generate: {task: pot-split, count: 0, seed: 1}}\n"),  # the lesson check
    "betting": BETTING,  # an action out of turn (trainer.engine.betting)
    "empty": "",  # the file reader (yamlio)
    "nul": "id: nul\x00\n",
    "deep": "a: " + "[" * 200 + "]" * 200 + "\n",
}


@pytest.fixture
def school(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "school-lessons"
    monkeypatch.setenv("TRAINER_SCHOOL_LESSONS", str(folder))
    (folder / "holdem").mkdir(parents=True)
    for name, text in BAD.items():
        (folder / "holdem" / f"{name}.yaml").write_bytes(text.encode("utf-8"))
    return folder


def _shown(library: LibraryTab) -> dict[str, str]:
    """Each lesson's problems as the library shows them, by file name (its path left out)."""
    out = {}
    top = library.tree.topLevelItem(0)
    for i in range(top.childCount()):
        node = top.child(i)
        library.select(node)
        text = library.preview.explanation.toPlainText()
        name = next((n for n in BAD if f"{n}.yaml" in text), None)
        if name is not None:
            out[name] = re.sub(r"\S*school-lessons\S*", "", text)
    return out


@pytest.mark.parametrize("language", ["pt", "zh_Hant"])
def test_bad_lessons_are_refused_in_the_instructors_language(qtbot, school, language):
    from trainer.gui import translation

    translation.use_language(language)
    try:
        library = LibraryTab(school)
        qtbot.addWidget(library)
        library.resize(1280, 720)
        library.load()
        shown = _shown(library)
        assert set(shown) == set(BAD), sorted(shown)
        for name, text in shown.items():
            english = [w for w in leaks(language, text) if not CARD_CODE.fullmatch(w.strip("'"))]
            assert english == [], (name, english, text)
        library.select(library.tree.topLevelItem(0).child(0))
        library.grab().save(f"/tmp/words-library-{language}.png")
    finally:
        translation.use_language("en")


def test_each_problem_of_the_bad_lessons_is_read_by_a_sentence_of_its_own():
    """No line of these files is shown as the checker wrote it (English) for want of a template."""
    from trainer.curriculum.lesson_edit import lesson_file_problems

    for name, text in BAD.items():
        _, problems = lesson_file_problems(text, f"{name}.yaml")
        assert problems, name
        for p in problems:
            assert _own_template(p.message) is not None, (name, p.message)


@pytest.mark.parametrize("language", ["pt", "zh_Hant"])
def test_a_generators_miss_and_an_engine_refusal_inside_a_line_are_read_too(qtbot, language):
    """A line put together of the checkers' sentences (where, what, the generator's last miss, a
    seat named in it) reads as a whole in the instructor's language."""
    from trainer.curriculum.check_words import checker_text
    from trainer.gui import translation

    lines = ["items[1].generate: cannot generate holdem pot-split item 1 with constraints {} after 200 "
             "tries (last miss: 2 side pots)",
             "scenario.seats[1].cards: seat 2 is in the hand but has no cards",
             "scenario.betting[0][0]: seat 4: raise — to 900 is more than the seat has: 500 in all (R8-5)"]
    translation.use_language(language)
    try:
        for line in lines:
            said = checker_text(line)
            assert said != line and leaks(language, said) == [], (line, said)
    finally:
        translation.use_language("en")
