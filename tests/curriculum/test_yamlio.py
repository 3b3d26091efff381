"""YAML reading with a line for every value."""

import pytest

from trainer.curriculum.yamlio import InputError, load_file, load_text
from trainer.engine.errors import ScenarioError

TEXT = """\
game: holdem
marker: 3
seats:
  - seat: 1
    cards: [As, Kd]
  - {seat: 3, cards: [Qs, Qd]}
"""


def test_every_value_keeps_its_line():
    doc = load_text(TEXT, "t.yaml")
    assert doc.data["seats"][1]["cards"] == ["Qs", "Qd"]
    assert doc.line_of(("marker",)) == 2
    assert doc.line_of(("seats", 0, "cards")) == 5
    assert doc.line_of(("seats", 1, "cards", 1)) == 6
    # A path below a known one falls back to the nearest enclosing field.
    assert doc.line_of(("seats", 0, "committed")) == 4


def test_engine_errors_become_file_line_field_messages():
    doc = load_text(TEXT, "t.yaml")
    err = doc.error(ScenarioError(("seats", 1, "cards", 0), "duplicate card Qs"))
    assert str(err) == "t.yaml:6: seats[1].cards[0]: duplicate card Qs"


def test_a_key_given_twice_is_refused_with_its_line():
    with pytest.raises(InputError) as info:
        load_text("game: holdem\nmarker: 1\ngame: stud\n", "d.yaml")
    assert str(info.value) == "d.yaml:3: game: the field 'game' is given twice"


@pytest.mark.parametrize("text", ["game: [\n", "a: b: c\n", "\t- x\n", "{a: 1", "- [1, 2\n"])
def test_broken_yaml_is_one_input_error_with_a_line(text):
    with pytest.raises(InputError) as info:
        load_text(text, "b.yaml")
    assert str(info.value).startswith("b.yaml:")
    assert "not valid YAML" in str(info.value)


def test_unreadable_and_non_utf8_files(tmp_path):
    with pytest.raises(InputError, match="cannot read the file"):
        load_file(tmp_path / "missing.yaml")
    bad = tmp_path / "latin1.yaml"
    bad.write_bytes("title: Póquer".encode("latin-1"))
    with pytest.raises(InputError, match="not UTF-8"):
        load_file(bad)


def test_portuguese_and_chinese_text_load_intact(tmp_path):
    f = tmp_path / "u.yaml"
    f.write_text("title: Póquer sintético — 十三张\n", encoding="utf-8")
    assert load_file(f).data["title"] == "Póquer sintético — 十三张"
