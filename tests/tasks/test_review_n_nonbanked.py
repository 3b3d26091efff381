"""Issue 30, the strict croupier's review of the non-banked content (review N): what the
trainee reads on a hold'em, Omaha, sintético and Omaha (Macau 2010) table, and what the
coverage counts.  Each test names the finding (C1-C11, section 2) and the rule or ruling."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from trainer import i18n, translations
from trainer.curriculum.coverage import DISPLACED, asks, coverage
from trainer.curriculum.items import ScriptedItem, scripted_question
from trainer.curriculum.lesson import Lesson, ProcedureItem
from trainer.tasks import Question, Step, task_for


@pytest.fixture
def language() -> Iterator[object]:
    def use(name: str) -> None:
        i18n.set_translator(translations.catalogue(name).translate)

    yield use
    i18n.set_translator(i18n.english)


def ask(task: str, scenario: dict[str, Any]) -> Question:
    return scripted_question(ScriptedItem(id="t", task=task, scenario=scenario, params={}))


def steps_of(q: Question) -> list[Step]:
    return task_for(q.task).explain(q.solution, q.params)


@cache
def shipped() -> tuple[Lesson, ...]:
    from trainer.training.sources import shipped_lessons

    return tuple(shipped_lessons())


def lesson(lesson_id: str) -> Lesson:
    return next(x for x in shipped() if x.id == lesson_id)


def procedure(lesson_id: str, item_id: str) -> ProcedureItem:
    found = next(i for i in lesson(lesson_id).items if isinstance(i, ProcedureItem) and i.id == item_id)
    assert isinstance(found, ProcedureItem)
    return found


def flat(text: str) -> str:
    return " ".join(text.split())


# -- C3: a half-pot or no-limit hold'em / Omaha table is the house's parameter (rules 86, 92) ---

def first_round(game: str, limit: str) -> dict[str, Any]:
    return {"game": game, "marker": 3, "params": {"big_blind": 20, "limit": limit},
            "seats": [{"seat": s, "stack": 1500} for s in (1, 3, 4, 6, 8)], "betting": [[]]}


@pytest.mark.parametrize(("game", "rules"), [("holdem", "86, 92"), ("omaha", "86")])
@pytest.mark.parametrize(("limit", "letter", "words"), [
    ("half-pot", "a", "Half-pot limit, a house parameter (rule 86 makes hold'em and Omaha pot-limit): half of"),
    ("no-limit", "c", "No limit, a house parameter (rule 86 makes hold'em and Omaha pot-limit): the largest"),
])
def test_c3_r8_5_a_half_pot_or_no_limit_flop_table_is_said_to_be_the_houses_and_cites_rule_86(
        game, rules, limit, letter, words):
    largest = steps_of(ask("bet-sizes", first_round(game, limit)))[-1]
    assert largest.text.startswith(words), largest.text
    assert largest.cite == f"non-banked rules 21 {letter}, {rules}; ruling R8-5"


def test_c3_r8_5_a_pot_limit_holdem_table_rests_on_rule_86_through_rule_92():
    largest = steps_of(ask("bet-sizes", first_round("holdem", "pot")))[-1]
    assert largest.text.startswith("Pot limit:") and "house parameter" not in largest.text
    assert largest.cite == "non-banked rules 21 b, 86, 92; ruling R8-5"


def test_c3_sintetico_has_no_rule_86_its_no_limit_table_keeps_rule_21_c():
    q = ask("bet-sizes", {"game": "sintetico", "marker": 1, "params": {"ante": 10, "limit": "no-limit"},
                          "seats": [{"seat": s, "stack": 5000} for s in (1, 3, 5, 7)],
                          "betting": [[{"seat": 3, "action": "bet", "to": 10}]]})
    largest = steps_of(q)[-1]
    assert largest.text.startswith("No limit: the largest") and largest.cite == "non-banked rule 21 c; ruling R8-5"


# -- C4: a sintético board run out: the high bet is the last betting round played's ------------

RUN_OUT = {
    "game": "sintetico", "marker": 3, "board": ["Jc", "9c", "As", "Kh", "Th"],
    "seats": [
        {"seat": 1, "cards": ["Ah", "8s"], "committed": 460, "allin": True},
        {"seat": 4, "cards": ["Ad", "Qd"], "committed": 980},
        {"seat": 7, "cards": ["Qh", "Kd"], "committed": 40, "allin": True},
        {"seat": 8, "committed": 10, "folded": True},
    ],
    "final_round": [], "previous_round_high_bettor": 4,
}


def test_c4_r2_1_a_sintetico_run_out_names_the_last_betting_round_played_not_the_previous_one():
    q = ask("showdown-order", RUN_OUT)
    assert q.prompt.startswith("Seat 4 made the highest bet in the last betting round played.")
    first = steps_of(q)[0]
    assert "who made the highest bet in the last betting round played, shows first" in first.text
    assert "previous round" not in q.prompt + first.text


def test_c4_rule_108_with_a_last_round_played_the_prompt_still_says_the_previous_round():
    scenario = {**RUN_OUT, "seats": [{**s, "allin": False} if s["seat"] == 1 else s for s in RUN_OUT["seats"]],
                "final_round": [{"seat": 4, "action": "check"}, {"seat": 1, "action": "check"}]}
    scenario["seats"][0] = {"seat": 1, "cards": ["Ah", "8s"], "committed": 980}
    q = ask("showdown-order", scenario)
    assert q.prompt.startswith("Seat 4 made the highest bet in the previous round.")


# -- C5: Omaha (Macau)'s river opener: art. 8.2 by analogy (art. 8.4 names none) ---------------

def test_c5_art_8_2_the_macau_river_opener_cites_art_8_2_by_analogy_and_the_turn_plainly():
    checks = [{"seat": s, "action": "check"} for s in (3, 5, 7, 1)]
    scenario = {"game": "omaha-macau", "marker": 1, "params": {"big_blind": 20},
                "seats": [{"seat": s, "stack": 5000} for s in (1, 3, 5, 7)],
                "betting": [[{"seat": 7, "action": "call"}, {"seat": 1, "action": "call"},
                             {"seat": 3, "action": "call"}, {"seat": 5, "action": "check"}], checks, checks, []]}
    river = steps_of(ask("who-acts", scenario))[0]
    assert river.cite == "Despacho 97/2010 art. 8.2, 6.5 (art. 8.2 by analogy); ruling R8-2"
    turn = steps_of(ask("who-acts", {**scenario, "betting": [*scenario["betting"][:2], []]}))[0]
    assert turn.cite == "Despacho 97/2010 art. 8.2, 6.5; ruling R8-2"


def test_c5_the_analogy_remark_is_shown_in_every_language(language):
    from trainer.scenarios.citations import REMARKS, citation_text

    assert "art. 8.2 by analogy" in REMARKS
    cite = "Despacho 97/2010 art. 8.2, 6.5 (art. 8.2 by analogy); ruling R8-2"
    language("pt")
    assert "por analogia" in citation_text(cite)
    language("zh_Hant")
    assert "類推" in citation_text(cite)


# -- section 2: a provision counts only where an item asks it -----------------------------------

@pytest.mark.parametrize(("task", "game", "provision", "asked"), [
    ("hand-category", "sintetico", "rule 104", False),  # a category item asks no tie
    ("hand-category", "holdem", "rule 18", False),
    ("hand-category", "sintetico", "rule 105", True),
    ("winner", "sintetico", "rule 104", True),
    ("pot-split", "sintetico", "rule 104", True),  # the tied winners share the losing bets
    ("procedure", "sintetico", "rule 32", False),  # rule 101 cuts at a sintético table
    ("procedure", "sintetico", "rule 69 d", False),  # rule 109 c
    ("procedure", "sintetico", "rule 70 f", False),  # rule 110
    ("procedure", "holdem", "rule 32", True),
    ("procedure", "sintetico", "rule 69 e", True),  # no sintético rule of its own: the general one
])
def test_section_2_a_provision_counts_only_where_an_item_of_that_game_asks_it(task, game, provision, asked):
    assert asks(task, game, provision) is asked


def test_section_2_rule_104_is_cited_by_a_sintetico_tie_and_never_by_a_category():
    def tie_step(scenario: dict[str, Any]) -> Step:
        return steps_of(ask("winner", scenario))[-1]

    tie = tie_step({"game": "sintetico", "marker": 1, "board": ["Jc", "Th", "9d", "8s", "8h"],
                    "seats": [{"seat": 1, "cards": ["Ah", "Kh"], "committed": 100},
                              {"seat": 4, "cards": ["Qs", "Kd"], "committed": 100},
                              {"seat": 6, "cards": ["Qc", "Kc"], "committed": 100}],
                    "previous_round_high_bettor": 1})
    assert tie.text == "Seats 4, 6 hold equal hands: they tie." and tie.cite == "non-banked rule 104; ruling R3-4"
    steps = steps_of(ask("hand-category", {"game": "sintetico", "marker": 1, "board": ["Jc", "Th", "9d", "8s", "8h"],
                                           "seats": [{"seat": 1, "cards": ["Ah", "Kh"], "committed": 100},
                                                     {"seat": 4, "cards": ["Qs", "Kd"], "committed": 100}],
                                           "previous_round_high_bettor": 1}))
    assert all("104" not in s.cite for s in steps)
    assert steps[0].cite == "non-banked rules 97, 103, 105; ruling R3-3"


@cache
def found() -> dict[str, dict[str, list[str]]]:
    return coverage(shipped())


def test_section_2_the_sintetico_category_items_and_the_contrast_items_no_longer_count():
    sint = found()["sintetico"]
    assert not [i for i in sint["rule 104"] if i.startswith("sintetico-hand-category/")]
    assert "sintetico-winner/equal-straights-tie" in sint["rule 104"]
    assert "sintetico-winner/flush-beats-full-house" not in sint["rule 104"]
    for provision in ("rule 32", "rule 69 d", "rule 70 f"):
        assert provision not in sint, provision
        assert provision in DISPLACED["sintetico"]
    assert "procedure-holdem/missing-card" in sint["rule 69 e"]  # a general rule sintético keeps
    assert "procedure-holdem/wrong-order" in found()["holdem"]["rule 69 a"]


NEW_ITEMS = {
    "holdem": {
        "rule 4": ["procedure-holdem/deck-opened-face-up", "procedure-holdem/damaged-card-replace-deck"],
        "rule 7 b": ["procedure-holdem/session-fee", "procedure-holdem/session-fee-late-seat"],
        "rule 14 a": ["procedure-holdem/play-in-pairs"], "rule 14 b": ["procedure-holdem/play-in-pairs"],
        "rule 14 d": ["procedure-holdem/play-in-pairs"], "rule 14 f": ["procedure-holdem/lend-chips"],
        "rule 14 h": ["procedure-holdem/back-with-the-cave"], "rule 14 i": ["procedure-holdem/cards-out-of-view"],
        "rule 14 j": ["procedure-holdem/comment-and-peek"], "rule 14 k": ["procedure-holdem/swap-seats"],
        "rule 14 l": ["procedure-holdem/another-bets-for-him"], "rule 58": ["procedure-holdem/warned-then-leaves"],
        "rule 23": ["procedure-holdem/mixed-table"], "rule 28": ["procedure-holdem/new-player-average-cave"],
        "rule 29": ["procedure-holdem/a-mao-rotates"], "rule 30": ["procedure-holdem/a-mao-rotates"],
        "rule 51": ["procedure-holdem/won-without-showing"], "rule 54": ["procedure-holdem/folded-and-unused-cards"],
        "rule 59": ["procedure-holdem/deck-in-hand"], "rule 60": ["procedure-holdem/deck-in-hand"],
        "rule 61": ["procedure-holdem/deck-under-a-chip"], "rule 64": ["procedure-holdem/pagador-reads-the-hands"],
        "rule 69 b": ["procedure-holdem/wrong-count-not-correctable"], "rule 6": ["procedure-omaha/ten-seat-table"],
        "rule 13": ["procedure-omaha/rest-two-hands"], "rule 76": ["procedure-omaha/shuffler-two-decks"],
        "rule 75": ["procedure-omaha/top-up"], "rule 79": ["procedure-omaha/top-up"],
    },
    "sintetico": {
        "rule 6": ["procedure-sintetico/eleven-seats"], "rule 99": ["procedure-sintetico/eleven-seats"],
        "rule 106 a": ["procedure-sintetico/estardilho-raise"],
        "rule 106 c": ["procedure-sintetico/estardilho-short-cave"],
        "rule 51": ["procedure-holdem/won-without-showing"],
    },
    "omaha-macau": {
        "art. 1.2": ["procedure-omaha-macau/marker-placement"],
        "art. 2.2": ["procedure-omaha-macau/more-than-ten-seats"],
        "art. 2.3": ["procedure-omaha-macau/two-players-start"],
        "art. 4.2": ["procedure-omaha-macau/tournament-chips"],
        "art. 4.3": ["procedure-omaha-macau/blind-limits-posted"],
        "art. 7.3": ["procedure-omaha-macau/check-from-the-flop"],
        "art. 14.1": ["procedure-omaha-macau/suits-rank-the-same"],
        "art. 14.3": ["procedure-omaha-macau/ace-low-only-in-the-wheel"],
    },
}


@pytest.mark.parametrize("game", sorted(NEW_ITEMS))
def test_section_2_each_provision_left_uncovered_has_its_procedure_item_now(game):
    for provision, ids in NEW_ITEMS[game].items():
        assert set(ids) <= set(found()[game].get(provision, [])), (game, provision)
    if game == "holdem":  # the hold'em and Omaha lessons are served to both games
        for provision, ids in NEW_ITEMS["holdem"].items():
            assert set(ids) <= set(found()["omaha"].get(provision, [])), provision


# -- the lesson text: C1, C2, C6, C9, C10, C11 ---------------------------------------------------

def test_c1_r8_12_the_first_card_of_a_flop_game_is_the_houses_reading_and_says_so():
    item = procedure("procedure-omaha", "four-cards")
    assert item.cite.endswith("; ruling R8-12") and "R8-12" in item.rulings
    assert "«começando pelo jogador que efectuou a primeira aposta»" in flat(item.explain)
    assert "The house reads that player as the one who has \"a mão\"" in flat(item.explain)


def test_c2_r8_5_the_macau_pot_limit_default_is_the_houses_not_art_11_2s():
    intro = flat(lesson("omaha-macau-follow").intro)
    assert "The table is pot-limit unless it says otherwise (art. 11.2)" not in intro
    assert "that default is the house's (ruling R8-5)" in intro


def test_c6_the_shown_citation_names_the_ruling_the_key_rests_on():
    assert procedure("procedure-omaha-macau", "odd-chip").cite == "Despacho 97/2010 art. 10.4, 10.5; ruling R1-4"
    assert procedure("procedure-omaha-macau", "minimum-raise").cite == "Despacho 97/2010 art. 12.1; ruling R8-6"


def test_c9_rule_102_the_ante_is_made_at_the_minimum_fixed_not_at_least_it():
    sint = lesson("procedure-sintetico")
    texts = [flat(sint.intro), flat(procedure("procedure-sintetico", "ante-when").explain)]
    for text in texts:
        assert "at least the minimum" not in text
        assert "«no valor mínimo fixado pela concessionária»" in text


def test_c10_rule_86_is_quoted_with_simples_a_dobrar_ou_triplicar_before_r8_5s_reading():
    words = ("«o total das apostas até aí efectuadas, podendo considerar a aposta do último jogador, simples, a "
             "dobrar ou triplicar»")
    for text in (flat(lesson("procedure-omaha").intro), flat(procedure("procedure-omaha", "raise-size").explain)):
        assert words in text
        assert text.index(words) < text.index("Ruling R8-5 reads this maximum as the pot after")


def test_c11_rule_24_the_minimum_restored_by_anyone_and_the_all_in_raise_answered_before_the_run_out():
    assert "If the minimum of four players is not restored within fifteen minutes" in flat(
        procedure("procedure-holdem", "four-players-minimum").explain)
    item = next(i for i in lesson("omaha-follow").items if getattr(i, "id", "") == "three-seats-and-an-all-in")
    assert "seat 2 folds and seat 4 calls. Then nobody is left who could bet" in flat(item.explain)
