"""Issue 35: the checker's lines a screen shows are read by a template of trainer.curriculum.check_words
(so a screen translates them), and with no translator they read exactly as the checker wrote them
(``trainer lessons check`` stays English)."""

from __future__ import annotations

import pytest

from trainer.curriculum import check_words
from trainer.curriculum.check_words import checker_text, field_text, template_of
from trainer.curriculum.length_cue import Cue
from trainer.curriculum.lesson import fault_text
from trainer.curriculum.lesson_edit import check_item, choice_warnings
from trainer.engine.tables import table_faults
from trainer.scenarios.facts import TABLE_SHOWS
from trainer.tasks import TASKS

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

    words = {"game": "holdem", "other": "omaha", "where": "scenario.seats", "key": "cite", "who": "seat 7",
             "message": "the file is empty", "problem": "the file is empty"}

    def sample(template: str) -> str:
        said = re.sub(r"(?<!\{)\{(\w+)\}(?!\})", lambda m: words.get(m.group(1), "7"), template)
        return said.replace("{{", "{").replace("}}", "}")

    read = template_of(sample(template))
    assert read is not None and sample(read) == sample(template)  # its own (or one saying the same words)


# --- every sentence the checkers write has its template, translated (issue 35) ---

SENTINEL = "\x00"
"""A part the code fills in (an f-string's ``{value}``), as the code's sentences are read."""
SINKS = frozenset({"problem", "ScenarioError", "BettingError", "CardError", "ChipSetError", "SettlementError",
                   "TableFault", "DraftError", "TranslationsError", "InputError", "GenerateError", "Retry"})
"""Where a checker's sentence goes: a problem log (``ProblemLog.problem``), the error classes a
user's file meets (their message is the line a screen shows)."""
REASONS = frozenset({"applies", "asks_about", "target_problem", "unseen", "unmet", "unmet_pots", "_settlement_problem",
                     "_rows_problem"})
"""Functions that say, in one sentence, why not (``task ... cannot be asked here: {reason}``; a
generator's miss, ``cannot generate ... (last miss: {reason})``, as a Retry's does)."""
VARIANTS = {
    # a sentence whose words the code puts together from a choice (validate.require, validate.cards)
    f"missing required field '{SENTINEL}'{SENTINEL}": ("missing required field '\x00'",
                                                       "missing required field '\x00' (\x00)"),
    f"{SENTINEL} {SENTINEL} cards, expected {SENTINEL}": ("\x00 has \x00 cards, expected \x00",
                                                           "has \x00 cards, expected \x00"),
    f"{SENTINEL}{SENTINEL} is not in the {SENTINEL} deck ({SENTINEL} cards)": (
        "\x00 is not in the \x00 deck (\x00 cards)", "\x00: \x00 is not in the \x00 deck (\x00 cards)"),
    # qpoker: "2 decks hold" / "1 deck holds"
    f"{SENTINEL}: {SENTINEL} is dealt {SENTINEL} times but {SENTINEL} only {SENTINEL} (already held by {SENTINEL})": (
        "\x00: \x00 is dealt \x00 times but \x00 decks hold only \x00 (already held by \x00)",
        "\x00: \x00 is dealt \x00 times but 1 deck holds only 1 (already held by \x00)"),
    # lesson.py: f"{INTERNAL}: {type(exc).__name__}: {exc}"
    f"{SENTINEL}: {SENTINEL}: {SENTINEL}": ("internal error while checking this item: \x00: \x00",),
}
NOT_A_SENTENCE = ("Portaria ", "Despacho ", "ruling ")
"""A citation handed to a fault beside its sentence (read as the language cites it)."""


def _rendered(node):
    import ast
    import re

    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return re.sub(r"\{\w+\}", SENTINEL, node.value)  # a sentence formatted later ("its {cap} raises")
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else SENTINEL for v in node.values)
    return None


def checkers_sentences() -> dict[str, str]:
    """Every sentence the lesson, exam and engine checkers write, each part they fill in as
    :data:`SENTINEL` -> where it is written (file:line)."""
    import ast
    from pathlib import Path

    root = Path(check_words.__file__).resolve().parents[2]
    files = sorted((root / "trainer" / "engine").glob("*.py")) + sorted(
        path for package in ("scenarios", "tasks", "generators", "table_run", "curriculum")
        for path in (root / "trainer" / package).rglob("*.py"))
    found: dict[str, str] = {}
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            said: list[ast.expr] = []
            if isinstance(node, ast.Call):
                f = node.func
                called = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                if called in SINKS:
                    said = [*node.args, *(k.value for k in node.keywords)]
                elif called == "require":  # validate.require's "what": the field the file misses, in words
                    said = [*node.args[3:], *(k.value for k in node.keywords if k.arg == "what")]
            elif isinstance(node, ast.Dict) and node.keys and all(isinstance(k, ast.Attribute) for k in node.keys):
                said = [x for v in node.values for x in ast.walk(v) if isinstance(x, (ast.Constant, ast.JoinedStr))]
            elif isinstance(node, ast.Assign) and [ast.unparse(t) for t in node.targets] == ["what"]:
                value = node.value  # what = "..." or what = "..." if ... else "..."
                said = [value.body, value.orelse] if isinstance(value, ast.IfExp) else [value]
            elif isinstance(node, ast.FunctionDef) and node.name in REASONS:
                said = [s.value for s in ast.walk(node) if isinstance(s, ast.Return) and s.value is not None]
            for expr in said:
                text = _rendered(expr)
                if text and " " in text.strip() and text.strip() == text and not text.startswith(NOT_A_SENTENCE):
                    found.setdefault(text, f"{path.relative_to(root)}:{expr.lineno}")
    return found


def _reads(template: str):
    import re

    return re.compile(check_words.template_regex(template, lambda name, first: f"{SENTINEL}+"), re.DOTALL)


def test_every_sentence_the_checkers_write_has_a_template_of_its_own():
    """Read from the checkers' code itself: a sentence reworded there and not in check_words, or a
    new one, is found (each part the code fills in is a part of the template)."""
    own = [_reads(t) for t in check_words.TEMPLATES]  # a composing one reads only a line made of parts
    sentences = checkers_sentences()
    assert len(sentences) > 200, len(sentences)
    missing = {}
    for text, where in sentences.items():
        for variant in VARIANTS.get(text, (text,)):
            if not any(p.fullmatch(variant) for p in own):
                missing[variant.replace(SENTINEL, "{}")] = where
    assert missing == {}, "\n".join(f"{w}: {t}" for t, w in sorted(missing.items(), key=lambda x: x[1]))


@pytest.mark.parametrize("language", ["pt", "zh_Hant"])
def test_every_template_has_a_finished_translation(language):
    from pathlib import Path

    from trainer.translations import read_ts

    ts = Path(check_words.__file__).resolve().parents[2] / "assets" / "translations" / f"trainer_{language}.ts"
    done = {m.source for m in read_ts(ts) if m.context == check_words.CONTEXT and m.kind == "" and any(m.forms)}
    assert [t for t in check_words.TEMPLATES if t not in done] == []
