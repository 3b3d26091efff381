"""Look-alike trainee names (issue 31, X18, attack row 17): a name with an invisible
character, a Cyrillic or Greek letter drawn like a Latin one, or typed decomposed (NFD)
makes no second trainee that looks the same — imported, it files under the trainee here;
created, it is refused with one line."""

from __future__ import annotations

import io
import json
import unicodedata

import pytest

from trainer.store import ImportFileError, SessionKind, Store, StoreError
from trainer.store.export import sealed
from trainer.store.records import clean_name, name_key

JOSE = unicodedata.normalize("NFC", "José")
LOOK_ALIKES = [
    ("Ana\u200b", "Ana"),  # zero-width space
    ("Ana\u2060", "Ana"),  # word joiner
    ("Ana\u00ad", "Ana"),  # soft hyphen
    ("Ana\ufeff", "Ana"),  # BOM
    ("Ana\u180e", "Ana"),  # Mongolian vowel separator
    ("A\u034fna", "Ana"),  # combining grapheme joiner
    ("\u0410na", "Ana"),  # Cyrillic capital A
    ("Аnа", "Ana"),  # Cyrillic A and a
    ("\u0391na", "Ana"),  # Greek capital alpha
    ("\uff21na", "Ana"),  # fullwidth A
    ("An\ufe0fa", "Ana"),  # variation selector
    (unicodedata.normalize("NFD", JOSE), JOSE),  # e + combining acute
    ("Jos\u0435\u0301", JOSE),  # Cyrillic e + combining acute
]


def _export(clock, answer, name: str, *, exam: bool = False) -> list[dict]:
    """An export of one trainee with two drill answers (and an exam), renamed to ``name``."""
    with Store.memory() as store:
        someone = store.add_trainee("Someone")
        session = store.start_session(someone.id, SessionKind.DRILL, now=clock())
        for i in range(2):
            store.record_answer(session.id, answer(i), now=clock(i))
        if exam:
            sitting = store.start_exam(someone.id, {"items": ["q1"]}, seed=3, now=clock(10))
            store.record_exam_answer(sitting.id, answer(9, item_id="q1"), now=clock(11))
        out = io.StringIO()
        store.export(out)
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    for record in records:
        for key in ("name", "trainee"):
            if record.get(key) == "Someone":
                record[key] = name
    return records


@pytest.fixture
def here(tmp_path):
    path = tmp_path / "trainer.db"
    with Store.open(path) as store:
        store.add_trainee("Ana")
        store.add_trainee(JOSE)
    return path


@pytest.mark.parametrize(("name", "like"), LOOK_ALIKES)
def test_an_imported_look_alike_files_under_the_trainee_here(here, tmp_path, clock, answer, name, like):
    """Row 17: 8 look-alike names imported made 8 new trainees that display as Ana / José."""
    file = tmp_path / "in.jsonl"
    file.write_text(sealed(_export(clock, answer, name)), encoding="utf-8")
    with Store.open(here) as store:
        summary = store.import_file(file)
        assert sorted(t.name for t in store.trainees()) == sorted(["Ana", JOSE])
        assert summary.trainees_added == 0 and summary.attempts_added == 2
        target = store.find_trainee(like)
        assert target is not None and len(store.attempts(trainee_id=target.id)) == 2
        assert store.find_trainee(name) == target


def test_the_whole_list_of_the_report_makes_no_new_trainee(here, tmp_path, clock, answer):
    with Store.open(here) as store:
        for i, (name, _) in enumerate(LOOK_ALIKES):
            file = tmp_path / f"in{i}.jsonl"
            file.write_text(sealed(_export(clock, answer, name)), encoding="utf-8")
            store.import_file(file)
        assert sorted(t.name for t in store.trainees()) == sorted(["Ana", JOSE])
        assert len(store.attempts()) == 2 * len(LOOK_ALIKES)


def test_look_alikes_within_one_file_make_one_trainee(tmp_path, clock, answer):
    records = _export(clock, answer, "\u0410na")
    more = _export(clock, answer, "Ana\u200b")
    file = tmp_path / "in.jsonl"
    file.write_text(sealed(records + more[1:]), encoding="utf-8")
    with Store.memory() as store:
        store.import_file(file)
        assert [t.name for t in store.trainees()] == ["\u0410na"]  # the first spelling met
        assert len(store.attempts()) == 4


def test_an_exam_under_a_look_alike_name_is_refused(here, tmp_path, clock, answer):
    file = tmp_path / "in.jsonl"
    file.write_text(sealed(_export(clock, answer, "\u0410na", exam=True)), encoding="utf-8")
    with Store.open(here) as store, pytest.raises(ImportFileError, match="look-alike") as err:
        store.import_file(file)
    assert err.value.line is not None
    with Store.open(here) as store:
        assert sorted(t.name for t in store.trainees()) == sorted(["Ana", JOSE]) and store.attempts() == []


@pytest.mark.parametrize(("name", "like"), [*LOOK_ALIKES, ("AIi", "Ali"), ("Kirn", "Kim")])
def test_creating_a_look_alike_is_refused_with_one_line(name, like):
    with Store.memory() as store:
        store.add_trainee(like)
        with pytest.raises(StoreError) as err:
            store.add_trainee(name)
        assert like in str(err.value) and len(str(err.value).splitlines()) == 1
        assert [t.name for t in store.trainees()] == [like]


def test_the_cli_import_makes_no_look_alike(here, tmp_path, clock, answer, run_cli):
    file = tmp_path / "in.jsonl"
    file.write_text(sealed(_export(clock, answer, "\u0410na")), encoding="utf-8")
    rc, _out, err = run_cli("results", "import", "--db", here, file)
    assert rc == 0, err
    with Store.open(here) as store:
        assert sorted(t.name for t in store.trainees()) == sorted(["Ana", JOSE])


def test_names_as_written_are_kept():
    assert clean_name("\u0410nna") == "\u0410nna"  # a real Cyrillic name stays Cyrillic
    assert clean_name("Анна") == "Анна" and clean_name("陳大文") == "陳大文"
    assert clean_name(unicodedata.normalize("NFD", JOSE)) == JOSE
    assert clean_name("  Ana \u200b Lee ") == "Ana Lee"
    assert name_key("Kama") != name_key("Karna")  # two real people, merged never
    assert name_key("Kama", strict=True) == name_key("Karna", strict=True)  # but not created alike
    with pytest.raises(StoreError):
        clean_name("\u200b\u2060\ufeff")
