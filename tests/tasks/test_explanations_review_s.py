"""Issue 30, the strict croupier's reading of the stud, 13-card and Q Poker fixes (review C1-C8,
S6, S14, S17): the engine's sentences and choices, in English and in the catalogues' Portuguese and
Chinese, checked against the article they cite on a concrete table."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from trainer import i18n, translations
from trainer.curriculum.generate import generate
from trainer.curriculum.items import ScriptedItem, scripted_question
from trainer.engine.tables import table_faults
from trainer.tasks import Question, Step, task_for
from trainer.training.sources import shipped_lessons

from ..shipped import lessons_coverage

NO_RAISE, TOO_SMALL = 4, 2


def ask(task: str, scenario: dict[str, Any], params: dict[str, Any] | None = None) -> Question:
    return scripted_question(ScriptedItem(id="t", task=task, scenario=scenario, params=params or {}))


def steps_of(q: Question) -> list[Step]:
    return task_for(q.task).explain(q.solution, q.params)


@pytest.fixture
def language() -> Iterator[Any]:
    def use(name: str) -> None:
        i18n.set_translator(translations.catalogue(name).translate if name != "en" else i18n.english)

    yield use
    i18n.set_translator(i18n.english)


# Entry $20, every seat at least $500 (art. 6).  Round 2: seat 2 checks, seat 7 bets 100: seat 2 faces
# a bet, having checked (art. 10 c i 2: it may only call or fold).
SEATS = [{"seat": 2, "stack": 1000, "hole": "8s", "up": ["Kh", "Qh"]},
         {"seat": 5, "stack": 2000, "hole": "7d", "up": ["Ad", "9c"]},
         {"seat": 7, "stack": 960, "hole": "Jc", "up": ["9d", "Jh"]}]
ROUND_1 = [{"seat": 5, "action": "bet", "to": 20}, {"seat": 2, "action": "call"}, {"seat": 7, "action": "call"}]
CHECKED = {"game": "stud", "params": {"ante": 20}, "seats": SEATS,
           "betting": [ROUND_1, [{"seat": 2, "action": "check"}, {"seat": 7, "action": "bet", "to": 100},
                                 {"seat": 5, "action": "call"}]]}
RAISE = {"action": {"seat": 2, "action": "raise", "to": 300}}


def stud_legal_actions() -> list[Question]:
    """The shipped stud legal-action items and a spread of generated ones."""
    lesson = next(x for x in shipped_lessons() if x.id == "stud-irregular")
    return [*lesson.questions(), *(q for seed in range(12) for q in generate("stud", "legal-action", 6, seed))]


def test_c1_art_10_c_iii_a_stud_seat_facing_a_bet_is_never_told_it_may_check():
    """«Nenhum jogador pode passar a voz, depois de feita uma aposta» (art. 10 c iii): no choice or
    step says a seat facing a bet "calls (or checks)", in the lessons and in generated items."""
    faced = 0
    for q in stud_legal_actions():
        options = q.solution.state.options
        texts = [q.choices[NO_RAISE], *(s.text for s in steps_of(q))]
        if options.to_call > 0:
            faced += 1
            assert q.choices[NO_RAISE] == "Not legal: this seat may not bet or raise now — it calls or folds."
            assert not any("(or checks)" in t or "checks or folds" in t for t in texts), texts
    assert faced
    q = ask("legal-action", CHECKED, RAISE)
    assert q.answer == {"choice": NO_RAISE}
    assert steps_of(q)[-1].text == 'So "Raise to 300" is not allowed: seat 2 calls or folds.'


def test_c1_glossary_stud_in_portuguese_says_aceitar_a_aposta_passar_a_voz_elevar_not_the_flop_verbs(language):
    """The stud choices and verdict in the regulation's own words (art. 10 b 2-3, 10 c i 2): aceitar a
    aposta, passar a voz, elevar — never the non-banked rules' acompanhar, repicar."""
    language("pt")
    q = ask("legal-action", CHECKED, RAISE)
    stud_words = [*q.choices[1:], steps_of(q)[-1].text]
    assert q.choices[NO_RAISE] == ("Não é permitido: este lugar não pode apostar nem elevar agora — aceita a aposta "
                                   "ou desiste.")
    assert steps_of(q)[-1].text == ("Por isso, «Elevo a aposta para 300» não é permitido: o lugar 2 aceita a aposta "
                                    "ou desiste.")
    assert not any("repic" in t.split("«")[0] or "acompanh" in t or "(ou passa)" in t for t in stud_words), stud_words
    check = ask("legal-action", {**CHECKED, "betting": [ROUND_1, [{"seat": 2, "action": "bet", "to": 100}]]},
                {"action": {"seat": 7, "action": "check"}})
    assert check.choices[1] == ("Não é permitido: depois de feita uma aposta, o lugar não pode passar a voz — aceita a "
                                "aposta, eleva ou desiste.")
    assert steps_of(check)[-1].text.startswith("O lugar 7 tem 100 para aceitar: depois de feita uma aposta não "
                                               "pode passar a voz")
    language("en")
    holdem = next(q for seed in range(40) for q in generate("holdem", "legal-action", 4, seed)
                  if q.answer == {"choice": NO_RAISE})
    language("pt")
    flop = ask("legal-action", holdem.scenario, holdem.params)
    assert "acompanha ou desiste" in flop.choices[NO_RAISE]  # the non-banked rules keep their own verbs


def test_c7_r8_6_a_stud_bet_below_the_minimum_is_a_bet_too_small_not_a_raise():
    q = ask("legal-action", {"game": "stud", "params": {"ante": 20, "chip_unit": 5}, "seats": SEATS,
                             "betting": [[]]}, {"action": {"seat": 5, "action": "bet", "to": 15}})
    assert q.answer == {"choice": TOO_SMALL}
    assert q.choices[TOO_SMALL] == ("Not legal: the bet is below the table minimum (ruling R8-6; only an all-in may "
                                    "be less).")
    assert "raise" not in q.choices[TOO_SMALL]
    raised = ask("legal-action", {**CHECKED, "betting": [[{"seat": 5, "action": "bet", "to": 50}]]},
                 {"action": {"seat": 2, "action": "raise", "to": 60}})
    assert raised.answer == {"choice": TOO_SMALL}
    assert raised.choices[TOO_SMALL] == "Not legal: the raise is too small (only an all-in may be smaller)."


@pytest.mark.parametrize(("name", "right", "duty"), [
    ("en", "the right to open passes", "by ruling R4-5"),
    ("pt", "o direito de fazer a aposta de abertura passa", "pela interpretação R4-5"),
    ("zh_Hant", "開注的權利", "解讀 R4-5"),
])
def test_c3_art_10_b_the_right_to_open_passes_and_the_duty_is_ruling_r4_5_in_every_language(language, name, right,
                                                                                              duty):
    """Art. 10 b: «o direito de fazer a aposta de abertura passa»: the round-1 step says the right
    passes (not the duty), and names ruling R4-5 for the duty that comes with it, in all three."""
    language(name)
    q = ask("who-acts", {"game": "stud", "params": {"ante": 20}, "seats": SEATS, "betting": [[]]})
    opener = steps_of(q)[0]
    assert right in opener.text and duty in opener.text, opener.text
    assert "責任" not in opener.text and "obrigação" not in opener.text and "duty" not in opener.text
    assert opener.cite == "Portaria 104/85/M art. 10 b; rulings R4-5, R8-2"


def test_c6_r0_5_a_stud_seat_that_put_in_less_than_the_entry_is_refused_even_with_no_entry_stated():
    """Art. 10 a: every player has put in the entry before the first card; art. 6: $20 or $100.
    A table that states no entry is held to the smallest, $20."""
    seats = [{"seat": 1, "hole": "Ks", "up": ["9h"], "committed": 20},
             {"seat": 4, "up": ["Js"], "committed": 10, "folded": True}]
    faults = table_faults({"game": "stud", "params": {"chip_unit": 5}, "seats": seats})
    assert [f.path for f in faults] == [("seats", 1, "committed")]
    assert "less than the smallest entry a table has, 20" in faults[0].message
    assert faults[0].cite == "Portaria 104/85/M art. 6, 10 a"
    at_100 = table_faults({"game": "stud", "params": {"ante": 100}, "seats": [{**s, "committed": 60} for s in seats]})
    assert [f.path for f in at_100] == [("seats", 0, "committed"), ("seats", 1, "committed")]
    assert table_faults({"game": "stud", "seats": [{**s, "committed": 20} for s in seats]}) == []


def test_c8_a_qpoker_net_cites_the_rulings_and_articles_of_the_bets_it_sums_never_a_section():
    q = ask("qpoker-payout", {"game": "qpoker", "dealer": ["Qh", "7d", "5c"], "seats": [
        {"seat": 1, "cards": ["As", "9d", "4c"], "pair_plus": 20, "bet": 30, "decision": "play"},
        {"seat": 3, "cards": ["8s", "8d", "2c"], "bet": 50, "decision": "fold"},
        {"seat": 5, "cards": ["Kh", "Kd", "3s"], "pair_plus": 10}]})
    nets = {s.text: s.cite for s in steps_of(q) if " nets " in s.text}
    assert nets == {"Seat 1 nets 10.": "Despacho 89/2004 art. 9, 10; rulings R6-4, R6-5",
                    "Seat 3 nets −25.": "Despacho 89/2004 art. 9; ruling R6-5",
                    "Seat 5 nets 10.": "Despacho 89/2004 art. 10; ruling R6-4"}
    lessons = [x for x in shipped_lessons() if x.id in ("qpoker-payout", "qpoker-pay-chips")]
    assert len(lessons) == 2
    for item in (q for lesson in lessons for q in lesson.questions()):
        assert all(s.cite != "ruling R6" and not s.cite.endswith("R6") for s in steps_of(item))


def test_s17_art_4_the_payout_cites_the_card_values_that_rank_the_hands_and_coverage_counts_it():
    """Art. 4.1 ranks the suits (spades, hearts, clubs, diamonds), 4.2 the face values, 4.3 the
    sequences: a payout decided by them cites them, and coverage lists Q Poker art. 4."""
    by_suit = ask("qpoker-payout", {"game": "qpoker", "decks": 2, "dealer": ["Kh", "Qc", "3d"], "seats": [
        {"seat": 1, "cards": ["Ks", "Qd", "3c"], "bet": 20, "decision": "play"}]})
    win = next(s for s in steps_of(by_suit) if s.text.startswith("Seat 1 beats"))
    assert win.cite == "Despacho 89/2004 art. 4.1, 8, 9.7; rulings R6-3, R6-5; ruling R0-3"
    by_rank = ask("qpoker-payout", {"game": "qpoker", "dealer": ["Kh", "Qc", "3d"], "seats": [
        {"seat": 1, "cards": ["Ks", "Jd", "3c"], "bet": 20, "decision": "play"}]})
    lose = next(s for s in steps_of(by_rank) if "loses its bet" in s.text)
    assert lose.cite == "Despacho 89/2004 art. 4.2, 8, 9.6; ruling R6-5"
    found = lessons_coverage()["qpoker"]
    assert any(p.startswith("art. 4.") for p in found)
    assert found["art. 1"] == ["procedure-qpoker/the-material"]
    assert found["art. 2.2"] == ["procedure-qpoker/two-betting-spaces"]
    assert lessons_coverage()["thirteen"]["art. 1"] == ["procedure-thirteen/the-material"]


def test_s14_art_2_b_2_c_the_13_card_dice_step_says_how_the_cards_are_then_dealt():
    """Art. 2 b: «As cartas são distribuídas com a face voltada para baixo, também em sentido oposto ao
    do ponteiro do relógio, uma a uma, a cada jogador, até perfazerem o total de 13 cartas para cada
    lugar»; art. 2 c: to all four places, however many players."""
    q = ask("dice", {"game": "thirteen", "dice": [1, 1, 2, 1], "seats": []})
    deal = steps_of(q)[-1]
    assert deal.text == ("From that place the cards are dealt face down, counterclockwise, one at a time to each "
                         "place, until every place has 13 cards; all four places are dealt, however many players "
                         "there are.")
    assert deal.cite == "Portaria 51/89/M art. 2 b, 2 c"
