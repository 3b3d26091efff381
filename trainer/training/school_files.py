"""A school lesson or exam file that comes from outside (the school server's pull, issue 35 item 4)
is installed in the school folder only once it is checked as ``trainer lessons check`` checks a file
there, with the same loader and limits (:mod:`trainer.curriculum.yamlio`: size, depth, aliases).

The file's name is the sender's: it is taken only as a relative path of plain parts (no ``..``, no
absolute path, no hidden part, no link on the way out), ending in ``.yaml``, never a translations
side file, never inside the shipped lessons.  A file refused is kept aside in the folder's
``.quarantine`` (a hidden folder the lesson index never reads) with a line in its ``refused.log``
naming it and why; it is never installed.  A file installed is written beside its place and moved
into it in one step (a reader never sees half a file)."""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath

from trainer.curriculum.school_folder import SCHOOL_FOLDER_KEY
from trainer.curriculum.yamlio import LESSON_MAX_BYTES
from trainer.store import Store, TraineeId

QUARANTINE = ".quarantine"
MAX_PARTS = 4
"""``<game>/<file>``, ``exams/<file>``, a little room for the instructor's own sub-folders."""
_PART = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$")


class Refusal(ValueError):
    """Why a file from outside is not installed (its name, then what is wrong)."""


@dataclass(frozen=True)
class Outcome:
    name: str
    installed: Path | None
    """Where it was written (None: refused)."""
    problem: str = ""


def safe_name(name: str) -> PurePosixPath:
    """``name`` as a relative path inside the school folder, or Refusal."""
    if not isinstance(name, str) or "\\" in name or "\x00" in name:
        raise Refusal(f"{name!r:.80}: not a file name")
    path = PurePosixPath(name)
    if path.is_absolute() or not path.parts or len(path.parts) > MAX_PARTS:
        raise Refusal(f"{name!r:.80}: not a relative path of at most {MAX_PARTS} parts")
    for part in path.parts:
        if part in (".", "..") or not _PART.match(part):
            raise Refusal(f"{name!r:.80}: {part!r:.40} is not a plain file or folder name")
    if path.suffix != ".yaml":
        raise Refusal(f"{name!r:.80}: only a lesson or exam file (.yaml), or its translations, is installed")
    return path


def problem_of(name: PurePosixPath, data: bytes) -> str | None:
    """What ``trainer lessons check`` finds first in this file (None: it is clean)."""
    from trainer.curriculum.yamlio import InputError, decode

    if len(data) > LESSON_MAX_BYTES:
        return f"{name}: {len(data)} bytes, more than a lesson file may hold ({LESSON_MAX_BYTES})"
    try:
        text = decode(data, str(name))
    except InputError as exc:  # a NUL byte, not UTF-8: named with its line
        return str(exc)
    from trainer.curriculum.lesson_translations import is_side_file

    if is_side_file(name.name):
        return _side_problem(name, data)
    if name.parts[0] == "exams":
        from trainer.curriculum.exam import check_exam_text

        definition, problems = check_exam_text(text, str(name))
        if definition is not None and not problems:
            from trainer.training.exam.items import ExamError, build_items

            try:
                build_items(definition, 0)
            except ExamError as exc:
                return f"{name}: skills: {exc}"
        return str(problems[0]) if problems else (None if definition is not None else f"{name}: not an exam")
    from trainer.curriculum.lesson_edit import lesson_file_problems

    lesson, found = lesson_file_problems(text, str(name))
    return str(found[0]) if found else (None if lesson is not None else f"{name}: not a lesson")


def _side_problem(name: PurePosixPath, data: bytes) -> str | None:
    """A lesson's or exam's translations beside it (``<file>.translations.yaml``), read as the app reads
    them (the lesson file's limits): None when they read."""
    import tempfile

    from trainer.curriculum.lesson_translations import TranslationsError, read_side

    with tempfile.TemporaryDirectory(prefix="trainer-side-") as tmp:
        staged = Path(tmp) / name.name
        staged.write_bytes(data)
        try:
            read_side(staged)
        except TranslationsError as exc:
            return f"{name}: {str(exc).split(': ', 1)[-1]}"
    return None


def install(folder: Path, name: str, data: bytes) -> Outcome:
    """``data`` written at ``folder/name`` when the name is safe and the file passes the check;
    else kept in the quarantine with its reason logged.  Never raises for what the sender sent."""
    try:
        relative = safe_name(name)
        problem = problem_of(relative, data)
        if problem is not None:
            raise Refusal(problem)
        target = _inside(folder, relative)
    except Refusal as exc:
        _quarantine(folder, name, data, str(exc))
        return Outcome(str(name), None, str(exc))
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, target)
    return Outcome(str(name), target)


def _inside(folder: Path, relative: PurePosixPath) -> Path:
    """The target, checked once more on disk: a link in the folder that leads out, or a folder
    inside the shipped lessons, refuses it."""
    from trainer.resources import lessons_dir

    root = folder.resolve()
    target = (folder / Path(*relative.parts)).resolve()
    try:
        target.relative_to(root)
    except ValueError:
        raise Refusal(f"{relative}: leads out of the school folder") from None
    try:
        target.relative_to(Path(lessons_dir()).resolve())
    except ValueError:
        return folder / Path(*relative.parts)
    raise Refusal(f"{relative}: inside the shipped lessons, which are never written")


def _quarantine(folder: Path, name: str, data: bytes, reason: str) -> None:
    """Kept aside by its content's hash (never by the sender's name), its reason on one line."""
    aside = folder / QUARANTINE
    try:
        aside.mkdir(parents=True, exist_ok=True)
        digest = hashlib.sha256(data).hexdigest()
        (aside / f"{digest}.refused").write_bytes(data[:LESSON_MAX_BYTES])
        line = " ".join(f"{datetime.now(UTC).isoformat(timespec='seconds')} {digest} {name!r:.200}: "
                        f"{reason}".split())
        with (aside / "refused.log").open("a", encoding="utf-8") as log:
            log.write(line[:2000] + "\n")
    except OSError:
        pass  # a folder that cannot be written: the file is refused all the same


def folder_of(store: Store) -> Path:
    """The school folder of these records: the instructor's setting, else ``$TRAINER_SCHOOL_LESSONS``,
    else ``school-lessons`` in the user's data folder."""
    from trainer.curriculum.school_folder import school_lessons_dir

    chosen = store.preference(SCHOOL_FOLDER_KEY, "")
    return Path(chosen) if isinstance(chosen, str) and chosen.strip() else school_lessons_dir()


def installer(folder: Path) -> Callable[[str, bytes], str | None]:
    """The sync's ``install`` (:func:`trainer.store.server.sync`): a pulled file put in ``folder`` by
    :func:`install`; None when it was, else why not."""
    def install_pulled(name: str, data: bytes) -> str | None:
        return install(folder, name, data).problem or None

    return install_pulled


def publish(store: Store, folder: Path, path: Path, by: TraineeId, password: str) -> str:
    """A file of the school folder signed by instructor ``by`` for every workstation (sent at the next
    sync), with its translations beside it if it has them, once each passes the same check a workstation
    makes before it installs it; the file's SHA-256.
    Raises Refusal (its name, what is wrong) or the store's NotAllowed (not an instructor's password)."""
    try:
        relative = path.resolve().relative_to(folder.resolve()).as_posix()
    except (OSError, ValueError):
        raise Refusal(f"{path}: not in the school folder {folder}") from None
    name = safe_name(relative)
    from trainer.curriculum.lesson_translations import side_path

    side = side_path(path)
    files = [(name, path.read_bytes())]
    if side.exists():  # its translations go with it (issue 35 item 5)
        files.append((safe_name(f"{name.parent}/{side.name}" if name.parent.parts else side.name),
                      side.read_bytes()))
    for each, data in files:
        problem = problem_of(each, data)
        if problem is not None:
            raise Refusal(problem)
    digests = [store.publish_school_file(str(each), data, by=by, by_password=password) for each, data in files]
    return digests[0]
