"""Each trainee's language is kept in the records (issue 19: workstations are shared)."""

from __future__ import annotations

import pytest
from sqlite_utils import Database

from trainer import i18n
from trainer.store import NotFound, SessionKind, Store
from trainer.store.migrations import MIGRATIONS


def test_a_trainee_has_no_language_until_one_is_chosen_and_keeps_it(tmp_path):
    with Store.open(tmp_path / "t.db") as store:
        ana = store.add_trainee("Ana")
        assert store.trainee_language(ana.id) is None
        store.set_trainee_language(ana.id, "zh_Hant")
    with Store.open(tmp_path / "t.db") as store:
        assert store.trainee_language(ana.id) == "zh_Hant"
        with pytest.raises(NotFound):
            store.set_trainee_language(999, "pt")


def test_a_database_of_the_previous_schema_gains_the_language_and_keeps_its_trainees(tmp_path):
    path = tmp_path / "old.db"
    with Database(path) as db:
        MIGRATIONS.apply(db, stop_before="m008_trainee_language")
        db.execute("INSERT INTO trainees (name, role, created_at) VALUES ('Bea', 'trainee', "
                   "'2025-01-01T00:00:00.000+00:00')")
        db.conn.commit()
    with Store.open(path) as store:
        bea = store.find_trainee("Bea")
        assert bea is not None and store.trainee_language(bea.id) is None
        store.set_trainee_language(bea.id, "pt")
        session = store.start_session(bea.id, SessionKind.DRILL)  # the records work as before
        assert session.trainee_id == bea.id
        assert store.trainee_language(bea.id) == "pt"


@pytest.mark.parametrize(("locale", "language"), [
    ("zh_HK", "zh_Hant"), ("zh_MO", "zh_Hant"), ("zh_TW.UTF-8", "zh_Hant"), ("zh-Hant-MO", "zh_Hant"),
    ("pt_PT", "pt"), ("pt_BR.UTF-8", "pt"), ("pt", "pt"),
    ("zh_CN", "en"), ("en_US", "en"), ("C", "en"), ("", "en"), ("fr_FR@euro", "en"),
])
def test_the_default_language_follows_the_system_locale(locale, language):
    assert i18n.language_for_locale(locale) == language


def test_the_posix_variables_give_the_default_in_their_order():
    assert i18n.system_language({"LC_ALL": "", "LC_MESSAGES": "zh_MO.UTF-8", "LANG": "pt_PT"}) == "zh_Hant"
    assert i18n.system_language({"LANG": "pt_PT.UTF-8"}) == "pt"
    assert i18n.system_language({}) == "en"


@pytest.mark.parametrize(("language", "shown"), [("en", "12,345"), ("pt", "12.345"), ("zh_Hant", "12,345")])
def test_numbers_are_grouped_as_each_language_writes_them(language, shown):
    i18n.set_group_separator(i18n.GROUP_SEPARATORS[language])
    try:
        assert i18n.number(12345) == shown and i18n.tr("{amount} chips", amount=12345) == f"{shown} chips"
    finally:
        i18n.set_group_separator(",")
