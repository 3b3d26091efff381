"""An exam file being edited (issue 35 item 6): read with the round-trip YAML library of the lesson
editor (:mod:`.lesson_edit`), changed as plain data — the header, the pools (quotas) in order,
the hands — and written back with its comments, key order and layout kept.

:class:`ExamDraft` holds the file as ruamel.yaml's round-trip tree, so an exam opened and saved
unchanged is the same bytes (``tests/curriculum/test_exam_edit.py`` holds every shipped exam to
it).  A pool or a hands entry is written as the shipped exams write one, a flow mapping on one
line (``- {task: pot-split, count: 2, constraints: {side_pots: 1}}``).  ``items`` follows the
pools: it is kept equal to the sum of their counts (:mod:`.exam` refuses any other figure).

Saving checks the text with :func:`trainer.curriculum.exam.check_exam_text` first: a refused exam
is never written, and the refusal names the field (``skills[2].min_correct: ...``).  Shipped exams
are never written over; :func:`school_exam_path` names the school's copy.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import YAMLError
from ruamel.yaml.scalarstring import LiteralScalarString

from trainer.curriculum.exam import ExamDefinition, check_exam_text
from trainer.curriculum.lesson_edit import (
    LAYOUTS,
    Draft,
    DraftError,
    dump_yaml,
    inside,
    merge,
    plain,
    round_trip_yaml,
    shipped_lessons_dir,
)
from trainer.curriculum.yamlio import InputError
from trainer.engine.rulesets import GAMES

EXAMS = "exams"
"""The exams' folder inside a lessons folder (shipped or the school's)."""
KEY_ORDER = ("id", "title", "game", "intro", "items", "skills", "hands", "time_limit", "pass_mark",
             "attempts_allowed", "review", "closes_at", "notes")
"""Where a key new to the file goes: after the last key present that comes before it here."""
POOL_ORDER = ("task", "count", "constraints", "min_correct", "target")
HANDS_ORDER = ("count", "seats")


def _flow(value: Any) -> Any:
    """``value`` (plain data) as round-trip nodes all on one line, as the shipped pools are written."""
    if isinstance(value, Mapping):
        out = CommentedMap((k, _flow(v)) for k, v in value.items())
        out.fa.set_flow_style()
        return out
    if isinstance(value, list | tuple):
        seq = CommentedSeq(_flow(v) for v in value)
        seq.fa.set_flow_style()
        return seq
    return value


def _ordered(raw: Mapping[str, Any], order: Sequence[str]) -> dict[str, Any]:
    """``raw`` without its empty optional values, its keys in ``order`` (any other key after them)."""
    keep = {k: v for k, v in raw.items() if v is not None and v != {} and v != ""}
    return {**{k: keep[k] for k in order if k in keep}, **{k: v for k, v in keep.items() if k not in order}}


def _entry(raw: Mapping[str, Any], order: Sequence[str]) -> CommentedMap:
    node = _flow(_ordered(raw, order))
    assert isinstance(node, CommentedMap)
    return node


@dataclass
class ExamDraft(Draft[ExamDefinition]):
    """One exam file open in the editor: its round-trip tree, where it came from and its layout.

    ``path`` is None for a new exam; ``shipped`` is True for an exam of ``lessons/exams``, which is
    never written over (:meth:`save` refuses; :meth:`save_as` writes the school's copy)."""

    KIND: ClassVar[str] = "exam"
    NEW_FILE: ClassVar[str] = "a new exam has no file yet: save it in the school's lesson folder"

    # -- opening ------------------------------------------------------------------------------------
    @classmethod
    def load(cls, path: str | Path, shipped_root: Path | None = None) -> ExamDraft:
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise DraftError(f"{path}: cannot be read: {exc}") from None
        draft = cls.from_text(text, path)
        draft.shipped = inside(path, shipped_root if shipped_root is not None else shipped_lessons_dir())
        draft.read_translations(path)  # its title and intro in Portuguese and Chinese, beside it
        return draft

    @classmethod
    def from_text(cls, text: str, path: Path | None = None) -> ExamDraft:
        name = str(path) if path else "<exam>"
        chosen, data = LAYOUTS[0], None
        for layout in LAYOUTS:
            try:
                data = round_trip_yaml(layout).load(text)
            except YAMLError as exc:
                raise DraftError(f"{name}: not YAML: {str(exc).splitlines()[0]}") from None
            if not isinstance(data, CommentedMap):
                raise DraftError(f"{name}: an exam is a mapping with id, title, game, skills, items, "
                                 "time_limit, pass_mark, attempts_allowed and review")
            if dump_yaml(data, layout) == text:
                chosen = layout
                break
        assert isinstance(data, CommentedMap)
        return cls(data, path, layout=chosen, original=text)

    @classmethod
    def new(cls, game: str, exam_id: str, title: str) -> ExamDraft:
        """A new exam of ``game`` with no pools yet: 30 minutes, pass mark 80 %, 3 attempts, the
        answers shown after submitting (the shipped exams' terms)."""
        if game not in GAMES:
            raise DraftError(f"game must be one of {', '.join(GAMES)}, got {game!r}")
        data = CommentedMap()
        for key, value in (("id", exam_id), ("title", title), ("game", game), ("items", 0),
                           ("time_limit", 30), ("pass_mark", 80), ("attempts_allowed", 3),
                           ("review", "after-submit")):
            data[key] = value
        data["skills"] = CommentedSeq()
        return cls(data)

    # -- the header ---------------------------------------------------------------------------------
    @property
    def game(self) -> str:
        return str(self.data.get("game", ""))

    @property
    def exam_id(self) -> str:
        return str(self.data.get("id", ""))

    def get(self, key: str) -> Any:
        """A header field as plain data (None when the file has none)."""
        return plain(self.data.get(key))

    def set_header(self, key: str, value: Any) -> None:
        """``title``, ``id``, ``intro``, ``time_limit``, ``pass_mark``, ``attempts_allowed``, ``review``,
        ``closes_at``, ``notes``: set (None or "" removes it); what did not change stays as written."""
        if value is None or value == "":
            self.data.pop(key, None)
            return
        old = plain(self.data.get(key))
        if key in self.data and (old == plain(value) or (
                isinstance(old, str) and isinstance(value, str) and old.strip() == value.strip())):
            return  # the same (a text as a person reads it: its block's last line break aside)
        if isinstance(value, str) and (key in ("intro", "notes") or "\n" in value.strip()):
            value = LiteralScalarString(value.strip() + "\n")
        self._put(key, value)

    def _put(self, key: str, value: Any) -> None:
        if key in self.data:
            self.data[key] = value
            return
        rank = KEY_ORDER.index(key) if key in KEY_ORDER else len(KEY_ORDER)
        before = [(KEY_ORDER.index(k), i) for i, k in enumerate(self.data) if k in KEY_ORDER
                  and KEY_ORDER.index(k) < rank]  # right after the key that comes just before it
        self.data.insert(max(before)[1] + 1 if before else 0, key, value)

    # -- the pools (``skills``) and the hands ----------------------------------------------------------
    def _list(self, key: str) -> CommentedSeq:
        value = self.data.get(key)
        if not isinstance(value, CommentedSeq):
            value = CommentedSeq()
            self._put(key, value)
        return value

    def pools(self) -> list[dict[str, Any]]:
        """The quotas as plain data, in the file's order (copies: change them with :meth:`set_pool`)."""
        value = plain(self.data.get("skills") or [])
        return [dict(p) if isinstance(p, dict) else {} for p in value]

    def hands(self) -> list[dict[str, Any]]:
        value = plain(self.data.get("hands") or [])
        return [dict(h) if isinstance(h, dict) else {} for h in value]

    def add_pool(self, raw: Mapping[str, Any], index: int | None = None) -> int:
        pools = self._list("skills")
        at = len(pools) if index is None else max(0, min(index, len(pools)))
        pools.insert(at, _entry(raw, POOL_ORDER))
        self._sync_items()
        return at

    def set_pool(self, index: int, raw: Mapping[str, Any]) -> None:
        """Pool ``index`` made ``raw`` (an empty optional value removes its key), what did not change
        kept as written."""
        self._set(self._list("skills"), index, raw, POOL_ORDER)
        self._sync_items()

    def remove_pool(self, index: int) -> None:
        del self._list("skills")[index]
        self._sync_items()

    def move_pool(self, index: int, offset: int) -> int:
        """Pool ``index`` moved ``offset`` places (−1 up, +1 down); its new index."""
        pools = self._list("skills")
        to = max(0, min(index + offset, len(pools) - 1))
        if to != index:
            value = copy.deepcopy(pools[index])
            del pools[index]
            pools.insert(to, value)
        return to

    def add_hands(self, raw: Mapping[str, Any]) -> int:
        hands = self._list("hands")
        hands.append(_entry(raw, HANDS_ORDER))
        self._sync_items()
        return len(hands) - 1

    def set_hands(self, index: int, raw: Mapping[str, Any]) -> None:
        self._set(self._list("hands"), index, raw, HANDS_ORDER)

    def remove_hands(self, index: int) -> None:
        del self._list("hands")[index]
        if not self.data["hands"]:
            del self.data["hands"]
        self._sync_items()

    @staticmethod
    def _set(seq: CommentedSeq, index: int, raw: Mapping[str, Any], order: Sequence[str]) -> None:
        new = _ordered(raw, order)
        old = seq[index]
        if plain(old) == new:
            return
        if isinstance(old, CommentedMap):
            merge(old, _flow(new))
        else:
            seq[index] = _entry(new, order)

    def _sync_items(self) -> None:
        """``items`` is the sum of the pools' counts; an exam of hands alone has none (and no ``skills``)."""
        pools = self.pools()
        total = sum(p["count"] for p in pools if isinstance(p.get("count"), int) and not isinstance(p["count"], bool))
        if not pools and "hands" in self.data:
            self.data.pop("skills", None)
            self.data.pop("items", None)
            return
        if "skills" not in self.data:
            self._put("skills", CommentedSeq())
        if plain(self.data.get("items")) != total:
            self._put("items", total)

    # -- checks, saving ------------------------------------------------------------------------------
    def problems(self) -> tuple[ExamDefinition | None, list[InputError]]:
        """The exam as :func:`~trainer.curriculum.exam.check_exam_text` reads it: its problems, each by field."""
        return check_exam_text(self.text(), str(self.path) if self.path else "<new exam>")

    def _write(self, path: Path) -> ExamDefinition:
        text = self.text()
        definition, problems = check_exam_text(text, str(path))
        if problems or definition is None:
            raise DraftError(f"not saved: {refusal(problems)}")
        self._store(path, text)
        return definition


def refusal(problems: Sequence[InputError]) -> str:
    """The first problem, named by its field (``skills[2].min_correct: ...``)."""
    if not problems:
        return "the exam cannot be read"
    first = problems[0]
    return f"{first.field}: {first.message}" if first.field else first.message


def school_exam_path(draft: ExamDraft, folder: Path) -> Path:
    """Where ``draft`` is saved in the school folder ``folder``: its own file if it is there already,
    else ``exams/<id>.yaml`` (a shipped exam's copy keeps its file name)."""
    if draft.path is not None and inside(draft.path, folder):
        return draft.path
    if draft.path is not None and draft.shipped:
        return folder / EXAMS / draft.path.name
    return folder / EXAMS / f"{draft.exam_id or 'exam'}.yaml"
