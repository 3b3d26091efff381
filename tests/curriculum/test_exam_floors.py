"""Exam floors (issue 30, audits N16 and S13): a certification exam cannot be passed while
missing the betting items or guessing the procedure items."""

from __future__ import annotations

from fractions import Fraction

import pytest

BETTING = ("who-acts", "bet-sizes", "legal-action", "count-pot")


def shipped():
    from trainer.training.exam import shipped_exams

    return {exam.id: exam for exam in shipped_exams()}


def test_n16_every_shipped_exam_loads():
    assert set(shipped()) == {"holdem-certification", "omaha-certification", "sintetico-certification",
                              "omaha-macau-certification", "stud-certification", "thirteen-certification",
                              "qpoker-certification", "omaha-hands"}


@pytest.mark.parametrize("exam_id", ["holdem-certification", "omaha-certification", "sintetico-certification",
                                     "omaha-macau-certification", "stud-certification"])
def test_n16_a_betting_certification_exam_has_a_floor_on_every_betting_quota(exam_id):
    exam = shipped()[exam_id]
    quotas = {s.task: s for s in exam.skills if s.task in BETTING}
    assert set(quotas) == set(BETTING)
    assert all(s.min_correct is not None for s in quotas.values())
    asked = sum(s.count for s in quotas.values())
    floor = sum(s.min_correct for s in quotas.values())
    assert (floor, asked) == (4, 5)  # 4 of the 5 betting items, at most one bet size missed


@pytest.mark.parametrize("exam_id", ["holdem-certification", "omaha-certification", "sintetico-certification",
                                     "omaha-macau-certification", "stud-certification", "thirteen-certification",
                                     "qpoker-certification", "omaha-hands"])
def test_n16_s13_every_exam_has_a_procedure_floor_of_at_least_three_quarters(exam_id):
    exam = shipped()[exam_id]
    procedure = next(s for s in exam.skills if s.task == "procedure")
    assert procedure.min_correct is not None and procedure.count >= 4
    assert Fraction(procedure.min_correct, procedure.count) >= Fraction(3, 4)


def test_n16_omaha_hands_asks_procedure_items_on_top_of_its_hands():
    exam = shipped()["omaha-hands"]
    assert exam.hands and exam.items == 4
    assert exam.floor_of("procedure") == 3


def test_n16_no_item_of_a_shared_pool_names_one_game_only():
    """procedure-omaha serves Omaha and Hold'em: its questions fit both games."""
    from trainer.training.sources import shipped_lessons

    lesson = next(x for x in shipped_lessons() if x.id == "procedure-omaha")
    assert set(lesson.games) == {"omaha", "holdem"}
    questions = {item.id: item.question for item in lesson.items}
    assert "Hold'em or Omaha" in questions["four-cards"]
    assert "Hold'em and the Omaha" in questions["holdem-rules"]
