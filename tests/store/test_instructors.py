"""Who may become an instructor (issue 16 item 1): the first instructor on a database
with none, then only one created by a signed-in instructor, whose password the store
itself checks — the sign-in screen's tick box no longer makes anyone an instructor."""

from __future__ import annotations

import pytest

from trainer.store import NotAllowed, Role, StoreError
from trainer.store.passwords import MIN_LENGTH


def test_the_first_instructor_is_created_once(store):
    assert store.needs_first_instructor()
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    assert marta.role == Role.INSTRUCTOR and not store.needs_first_instructor()
    with pytest.raises(NotAllowed, match="signed-in instructor"):
        store.add_trainee("Eve", Role.INSTRUCTOR, "i-want-in")
    assert [t.name for t in store.trainees() if t.role == Role.INSTRUCTOR] == ["Marta"]


def test_a_trainee_cannot_make_himself_or_anyone_an_instructor(store):
    store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    eve = store.add_trainee("Eve")
    store.set_password(eve.id, "eves-own-pass")
    with pytest.raises(NotAllowed):
        store.add_instructor("Eve2", "whatever1", by=eve.id, by_password="eves-own-pass")
    assert all(t.role == Role.TRAINEE for t in store.trainees() if t.name != "Marta")


def test_an_instructor_creates_another_with_his_own_password(store):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    with pytest.raises(NotAllowed):
        store.add_instructor("Rui", "banca-2026", by=marta.id, by_password="wrong-guess")
    rui = store.add_instructor("Rui", "banca-2026", by=marta.id, by_password="roleta-2025")
    assert rui.role == Role.INSTRUCTOR and store.verify_password(rui.id, "banca-2026")


def test_an_instructor_always_has_a_password(store):
    with pytest.raises(NotAllowed, match="password"):
        store.add_trainee("Marta", Role.INSTRUCTOR)


@pytest.mark.parametrize("password", ["", "a", "x" * (MIN_LENGTH - 1)])
def test_one_minimum_length_everywhere_and_a_store_error_not_a_crash(store, password):
    with pytest.raises(StoreError, match=f"at least {MIN_LENGTH}"):
        store.add_trainee("Marta", Role.INSTRUCTOR, password)
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    with pytest.raises(StoreError, match=f"at least {MIN_LENGTH}"):
        store.add_instructor("Rui", password, by=marta.id, by_password="roleta-2025")
    with pytest.raises(StoreError, match=f"at least {MIN_LENGTH}"):
        store.set_password(marta.id, password)


def test_only_an_instructor_turns_trainee_passwords_on(store):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    eve = store.add_trainee("Eve")
    store.set_password(eve.id, "eves-own-pass")
    assert not store.trainee_passwords_required()
    with pytest.raises(NotAllowed):
        store.set_setting(store.TRAINEE_PASSWORDS, False, by=eve.id, by_password="eves-own-pass")
    store.set_setting(store.TRAINEE_PASSWORDS, True, by=marta.id, by_password="roleta-2025")
    assert store.trainee_passwords_required()


def test_an_instructor_resets_a_trainees_password(store):
    marta = store.add_trainee("Marta", Role.INSTRUCTOR, "roleta-2025")
    ana = store.add_trainee("Ana")
    with pytest.raises(NotAllowed):
        store.reset_password(ana.id, "new-pin-42", by=ana.id, by_password="")
    store.reset_password(ana.id, "new-pin-42", by=marta.id, by_password="roleta-2025")
    assert store.verify_password(ana.id, "new-pin-42")
