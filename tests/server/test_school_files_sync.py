"""An instructor's school lessons reach every workstation through the school server (issue 35
item 4), on a real PostgreSQL cluster with the workstations on the sync login; and what must not
be installed is refused: a name out of the folder, a huge file, bad YAML, a file no instructor of
the school signed, a trainee's account."""

from __future__ import annotations

import hashlib
from pathlib import Path

import psycopg
import pytest

from tests.server.school import regrade_records
from trainer.resources import lessons_dir
from trainer.store import NotAllowed, Role, utc_now
from trainer.store import school_files as signed_files
from trainer.store.server import held
from trainer.store.server import sync as plain_sync
from trainer.training import sources
from trainer.training.school_files import QUARANTINE, installer, publish

LESSON = (Path(lessons_dir()) / "holdem" / "count-stack.yaml").read_text(encoding="utf-8").replace(
    "id: holdem-count-stack", "id: school-stacks").replace(
    'title: "Hold\'em: count the stack"', 'title: "Hold\'em: the school\'s stacks"')
MARTA_PW = "roleta-2025"


def sync(store, url: str, folder: Path):
    return plain_sync(store.db, url, regrade=regrade_records, install=installer(folder))


@pytest.fixture
def two(workstation, tmp_path):
    """Workstation A with its instructor Marta (the school key made with her), B with its own
    instructor and a trainee; each with its own school folder."""
    a, b = workstation("a"), workstation("b")
    marta = a.add_trainee("Marta", Role.INSTRUCTOR, MARTA_PW)
    b.add_trainee("Paulo", Role.INSTRUCTOR, "mesa-77")
    ana = b.add_trainee("Ana")
    folders = tmp_path / "school-a", tmp_path / "school-b"
    for f in folders:
        f.mkdir()
    return a, b, marta, ana, folders


def test_a_lesson_saved_and_published_on_a_reaches_the_trainee_of_b(sync_url, two):
    a, b, marta, _ana, (fa, fb) = two
    path = fa / "holdem" / "stacks.yaml"
    path.parent.mkdir()
    path.write_text(LESSON, encoding="utf-8")
    digest = publish(a, fa, path, marta.id, MARTA_PW)
    sent = sync(a, sync_url, fa)
    assert sent.sent["school files"] == 1
    sync(b, sync_url, fb)
    assert (fb / "holdem" / "stacks.yaml").read_bytes() == path.read_bytes()
    assert held(b.db) == []
    assert b.school_file_signer(digest) == "Marta"  # so B's instructor may sign a sitting of it (an exam)
    sources.use_school_folder(fb)  # B's trainee is offered it, under its school id
    assert [i.id for i in sources.lesson_index() if i.school] == ["school:school-stacks"]
    with psycopg.connect(sync_url) as conn:  # the server keeps it with Marta's signature
        assert conn.execute("SELECT sha256 FROM trainer.school_files").fetchall() == [(digest,)]
    written = (fb / "holdem" / "stacks.yaml").stat().st_mtime_ns
    sync(b, sync_url, fb)  # once only: the next sync does not bring it again
    assert (fb / "holdem" / "stacks.yaml").stat().st_mtime_ns == written and held(b.db) == []


def test_a_trainees_account_cannot_publish(sync_url, two):
    a, _b, _marta, _ana, (fa, _fb) = two
    rui = a.add_trainee("Rui")
    path = fa / "holdem.yaml"
    path.write_text(LESSON, encoding="utf-8")
    with pytest.raises(NotAllowed):
        publish(a, fa, path, rui.id, "")
    assert a.db.execute("SELECT count(*) FROM school_files_out").fetchone()[0] == 0


@pytest.mark.parametrize("name, body", [
    ("../x.yaml", LESSON.encode()),
    ("holdem/../../x.yaml", LESSON.encode()),
    ("/etc/x.yaml", LESSON.encode()),
    ("holdem/huge.yaml", b"#" * 10_000_001),
])
def test_the_server_refuses_a_name_out_of_the_folder_and_a_huge_file(sync_url, two, name, body):
    a, _b, marta, _ana, (fa, _fb) = two
    signed_files.publish(a.db, name, body[:100], marta.id, MARTA_PW, utc_now())  # signed, past the app's own checks
    a.db.execute("UPDATE school_files_out SET body = ?, sha256 = ?", (body, "0" * 64))
    with pytest.raises(Exception, match="school_files"):
        sync(a, sync_url, fa)


def _hostile(sync_url: str, a, b, fa: Path, fb: Path, rows: list[tuple[str, bytes]]) -> list[str]:
    """``rows`` signed by Marta on A, sent, pulled by B: what B kept aside."""
    marta = a.find_trainee("Marta")
    for name, body in rows:
        signed_files.publish(a.db, name, body, marta.id, MARTA_PW, utc_now())
    sync(a, sync_url, fa)
    sync(b, sync_url, fb)
    return [h.reason for h in held(b.db)]


def test_a_file_signed_by_an_instructor_that_fails_the_check_is_quarantined_never_installed(sync_url, two, tmp_path):
    a, b, _marta, _ana, (fa, fb) = two
    reasons = _hostile(sync_url, a, b, fa, fb, [
        ("holdem/bad.yaml", b"id: [unclosed\n"),
        ("holdem/aliases.yaml", b"a: &a [1]\n" + b"".join(b"b%d: &b%d [*a, *a]\n" % (i, i) for i in range(200))),
        ("holdem/x.translations.yaml", LESSON.encode()),
        ("holdem/wrong-id.yaml", LESSON.replace("id: school-stacks", "id: Bad Id").encode()),
    ])
    assert len(reasons) == 4 and all(r.startswith("school file ") for r in reasons)
    assert not list(fb.rglob("*.yaml"))  # nothing installed (the quarantine holds them by hash)
    assert len(list((fb / QUARANTINE).glob("*.refused"))) == 4  # each kept aside by its content's hash


def test_a_row_no_instructor_of_the_school_signed_is_refused(sync_url, two):
    """A row added with the sync login by anyone (a trainee's workstation, a hand-made INSERT): signed
    with no key of the school's, or with a signature that does not verify, or a body swapped."""
    a, b, marta, _ana, (fa, fb) = two
    sync(a, sync_url, fa)  # Marta's key (and its school signature) on the server
    sync(b, sync_url, fb)
    key_id = a.db.execute("SELECT id FROM instructor_keys WHERE trainee_id = ?", (marta.id,)).fetchone()[0]
    good = signed_files.publish(a.db, "holdem/real.yaml", LESSON.encode(), marta.id, MARTA_PW, utc_now())
    signature = a.db.execute("SELECT signature FROM school_files_out WHERE sha256 = ?", (good,)).fetchone()[0]
    swapped = LESSON.replace("school's stacks", "easy stacks").encode()
    with psycopg.connect(sync_url) as conn:
        ws = conn.execute("SELECT id FROM trainer.workstations LIMIT 1").fetchone()[0]
        rows = [
            ("holdem/unknown-key.yaml", LESSON.encode(), "f" * 64, signature),
            ("holdem/forged.yaml", LESSON.encode(), key_id, "A" * 88),
            ("holdem/real.yaml", swapped, key_id, signature),  # Marta's signature over another body
        ]
        for name, body, key, sig in rows:
            digest = hashlib.sha256(body).hexdigest() if name != "holdem/real.yaml" else good
            conn.execute("INSERT INTO trainer.school_files (sha256, name, body, key_id, signature, workstation)"
                         " VALUES (%s, %s, %s, %s, %s, %s)", (digest, name, body, key, sig, ws))
    sync(b, sync_url, fb)
    reasons = sorted(h.reason for h in held(b.db))
    assert len(reasons) == 3, (reasons, list(fb.rglob("*")))
    assert any("no instructor's key known here" in r for r in reasons)
    assert any("signature does not verify" in r for r in reasons)
    assert any("does not hash" in r for r in reasons)
    assert not list(fb.rglob("*.yaml"))


def test_an_answer_to_a_school_lesson_on_b_reaches_the_instructor_on_a_with_its_question(sync_url, two):
    """The records of a school lesson travel like a shipped one's: B's trainee answers it, both
    sync, and on A the answer is there under the school id, its question rebuilt from A's own copy."""
    from trainer.store import SessionKind
    from trainer.training import attempt_text
    from trainer.training.drill import Drill

    a, b, marta, ana, (fa, fb) = two
    path = fa / "holdem" / "stacks.yaml"
    path.parent.mkdir()
    path.write_text(LESSON, encoding="utf-8")
    publish(a, fa, path, marta.id, MARTA_PW)
    sync(a, sync_url, fa)
    sync(b, sync_url, fb)
    lesson, problems = sources.open_lesson(fb / "holdem" / "stacks.yaml")
    assert lesson is not None and problems == () and lesson.id == "school:school-stacks"
    questions = sources.lesson_questions(lesson)
    drill = Drill(b, ana.id, questions, SessionKind.LESSON, lesson.id)
    drill.submit(questions[0].answer)
    drill.advance()
    wrong = {key: -1 for key in questions[1].answer}
    drill.submit(wrong)
    sync(b, sync_url, fb)
    sync(a, sync_url, fa)
    got = [t for t in a.attempts() if t.lesson_id == "school:school-stacks"]
    assert [t.correct for t in got] == [True, False]
    sources.use_school_folder(fa)
    again = attempt_text.question_for_attempt(got[0])
    assert again.item_id == questions[0].item_id and again.answer == questions[0].answer
