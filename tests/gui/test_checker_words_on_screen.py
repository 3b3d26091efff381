"""Issue 35: a bad or hostile school lesson opened in the lesson library on a Portuguese or
Chinese screen says every problem the check finds in the instructor's language — the engine's
refusals, the lesson check's, a file the reader refuses — no English word left (card codes stay
as written: 'Ah', 'Td' are what the file must say)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.i18n.screen_words import CARD_CODE, leaks
from trainer.gui.instructor.library_tab import LibraryTab
from tests.scenarios.test_check_words import _own_template

HEAD = "id: {id}\ntitle: Bad\ngame: holdem\nskills: [pot-split]\nintro: |\n  Bad.\nitems:\n"
TABLE = "    task: pot-split\n    scenario:\n      marker: 2\n      board: [Kc, 9h, 7d, 4s, 2c]\n      seats:\n"
REST = "        - {seat: 5, cards: [3s, 3d], committed: 50}\n        - {seat: 6, cards: [5s, 6d], committed: 50}\n"
"""Two more seats, so the table is one Hold'em allows (R0-5: 4 to 10 players)."""

BAD = {  # file name -> its bytes: each refused by a different checker
    "card": HEAD.format(id="card") + "  - id: q\n" + TABLE
    + "        - {seat: 2, cards: [Zz, Kd], committed: 50}\n        - {seat: 4, cards: [Ks, Qd], committed: 50}\n" + REST,
    "twice": HEAD.format(id="twice") + "  - id: q\n" + TABLE
    + "        - {seat: 2, cards: [Ah, Kd], committed: 50}\n        - {seat: 2, cards: [Ks, Qd], committed: 50}\n" + REST,
    "no-marker": HEAD.format(id="no-marker") + "  - id: q\n    task: pot-split\n    scenario:\n"
    "      board: [Kc, 9h, 7d, 4s, 2c]\n      seats:\n"
    "        - {seat: 2, cards: [Ah, Kd], committed: 50}\n        - {seat: 4, cards: [Ks, Qd], committed: 50}\n" + REST,
    "no-cards": HEAD.format(id="no-cards") + "  - id: q\n" + TABLE
    + "        - {seat: 2, committed: 50}\n        - {seat: 4, cards: [Ks, Qd], committed: 50}\n" + REST,
    "ids": HEAD.format(id="ids") + "  - id: Bad_Id\n" + TABLE
    + "        - {seat: 2, cards: [Ah, Kd], committed: 50}\n        - {seat: 4, cards: [Ks, Qd], committed: 50}\n" + REST
    + "  - {generate: {task: pot-split, count: 0, seed: 1}}\n",
    "empty": "",
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
    from trainer.scenarios.lesson_edit import lesson_file_problems

    for name, text in BAD.items():
        _, problems = lesson_file_problems(text, f"{name}.yaml")
        assert problems, name
        for p in problems:
            assert _own_template(p.message) is not None, (name, p.message)
