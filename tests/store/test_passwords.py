"""Instructor passwords: salted scrypt hashes; the password itself is never stored."""

from __future__ import annotations

import pytest

from trainer.store import NotAllowed, Role


def test_an_instructor_signs_in_with_the_right_password_only(store):
    teacher = store.add_trainee("Marta", Role.INSTRUCTOR, password="roleta-2025")
    assert teacher.has_password
    assert store.verify_password(teacher.id, "roleta-2025")
    assert not store.verify_password(teacher.id, "roleta-2024")
    assert not store.verify_password(teacher.id, "")


def test_the_stored_hash_is_salted_scrypt_and_hides_the_password(store):
    a = store.add_trainee("Marta", Role.INSTRUCTOR, password="same-secret")
    b = store.add_instructor("Rui", "same-secret", by=a.id, by_password="same-secret")
    stored = dict(store.db.execute("SELECT name, password_hash FROM trainees").fetchall())
    assert stored["Marta"] != stored["Rui"]  # different salts
    assert all(h.startswith("scrypt$") and "same-secret" not in h for h in stored.values())
    assert store.verify_password(a.id, "same-secret") and store.verify_password(b.id, "same-secret")


def test_a_trainee_without_a_password_cannot_sign_in(store):
    ana = store.add_trainee("Ana")
    assert not ana.has_password
    assert not store.verify_password(ana.id, "anything")


def test_a_password_can_be_set_later_and_changed(store):
    ana = store.add_trainee("Ana")
    store.set_password(ana.id, "first-one")
    store.set_password(ana.id, "second-one")
    assert store.verify_password(ana.id, "second-one")
    assert not store.verify_password(ana.id, "first-one")


def test_an_instructors_password_is_never_set_without_an_instructor(store):
    """Issue 31 X1: the sign-in screen's "first password" path never reaches an instructor."""
    teacher = store.add_trainee("Marta", Role.INSTRUCTOR, "first-one")
    with pytest.raises(NotAllowed):
        store.set_password(teacher.id, "taken-over")
    assert store.verify_password(teacher.id, "first-one")


def test_a_too_short_password_is_refused(store):
    with pytest.raises(ValueError, match="at least"):
        store.add_trainee("Marta", Role.INSTRUCTOR, password="abc")
