"""Issue 19: decimals and percentages written with each language's marks (12.5% / 12,5 %)."""

from __future__ import annotations

import pytest

from trainer import i18n


@pytest.fixture
def portuguese():
    i18n.set_group_separator(".")
    yield
    i18n.set_group_separator(",")


def test_english_and_chinese_write_a_point_and_the_sign_close():
    assert i18n.percent(0.125, 1) == "12.5%" and i18n.percent(2 / 3) == "67%"
    assert i18n.decimal(3.5) == "3.5" and i18n.decimal(12.0, 0) == "12"
    assert i18n.fill("Score {score:.1%} (pass mark {mark:g} %) · {n} items", score=0.125, mark=80, n=1200) == \
        "Score 12.5% (pass mark 80 %) · 1,200 items"


def test_portuguese_writes_a_decimal_comma_and_a_space_before_the_sign(portuguese):
    assert i18n.percent(0.125, 1) == "12,5\u00a0%" and i18n.percent(1.0) == "100\u00a0%"
    assert i18n.decimal(12.5) == "12,5"
    assert i18n.fill("Pontuação {score:.1%} · {seconds:.1f} s · {n} itens", score=0.0, seconds=3.5, n=1200) == \
        "Pontuação 0,0\u00a0% · 3,5 s · 1.200 itens"


def test_a_whole_number_with_a_format_of_its_own_keeps_it():
    assert i18n.fill("{mark:g} % · {amount}", mark=80, amount=-1500) == "80 % · −1,500"
