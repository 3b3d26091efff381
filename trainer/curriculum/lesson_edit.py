"""A lesson file being edited (issue 35): read with a round-trip YAML library, changed item by
item, written back with its comments, key order and layout kept, and checked by the same code
as ``trainer lessons check``.

:class:`LessonDraft` holds the file as ruamel.yaml's round-trip tree, so what the instructor
did not touch is written as it was read: a shipped lesson opened and saved unchanged is the
same bytes (``tests/scenarios/test_lesson_edit.py`` holds every shipped file to it).  New and
changed values are laid out as the shipped files lay them out (cards, seats and answers on one
line each, texts of several lines as ``|`` blocks), which is what ``trainer generate`` writes.

:func:`check_item` is the live check of one item as the editor changes it: the one-item lesson
it makes goes through :func:`trainer.curriculum.lesson.check_text`, so the R0-5 bounds, the
hidden-fact check (:mod:`trainer.scenarios.facts`), the engine's answer against ``expect`` and
the rest are the checker's own, never a second reading of the rules.
"""

from __future__ import annotations

import copy
import io
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Generic, TypeVar

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.emitter import Emitter
from ruamel.yaml.error import YAMLError
from ruamel.yaml.events import SequenceEndEvent
from ruamel.yaml.scalarstring import DoubleQuotedScalarString, LiteralScalarString

from trainer.curriculum.lesson import ID_PATTERN, Lesson, bound_faults, check_text, fault_text
from trainer.curriculum.lesson_translations import LessonTranslations, TranslationsError, lesson_texts
from trainer.curriculum.school_folder import SCHOOL_LESSONS_ENV, school_lessons_dir  # noqa: F401  (re-exported)
from trainer.curriculum.yamlio import InputError
from trainer.engine.errors import ScenarioError
from trainer.engine.rulesets import GAMES
from trainer.engine.solve import solve_typed
from trainer.i18n import render
from trainer.tasks import TASKS, task_for

LAYOUTS: tuple[tuple[int, int, int], ...] = ((2, 4, 2), (2, 2, 0))
"""(mapping indent, sequence indent, dash offset) of the shipped files: ``items:`` then
``  - id: ...`` (most), or ``- id: ...`` flush with the key (a few); the first that writes a
file back as it was read is the file's."""
WIDTH = 4096
"""ruamel.yaml folds nothing it writes: a line is as long as the author made it."""


class DraftError(Exception):
    """An edit or a save the draft refuses: the message says why, in one line."""


class _LessonEmitter(Emitter):
    """ruamel.yaml's emitter, but a list directly inside a list item is written as the shipped
    betting lessons write a hand's rounds — ``- - {seat: 6, ...}`` with the inner dashes one
    under the other — where ruamel.yaml would write ``-   - ...``."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._dash_offsets: list[int] = []

    def expect_block_sequence(self) -> None:
        values = self.indents.values
        nested = not self.mapping_context and self.indent is not None and bool(values) and bool(values[-1][1])
        self._dash_offsets.append(0 if nested else self.sequence_dash_offset)
        if not nested:
            super().expect_block_sequence()
            return
        self.indents.append(self.indent, True)
        self.indent = self.column + 1  # after the outer "-": its first item on the same line
        self.state = self.expect_first_block_sequence_item

    def expect_block_sequence_item(self, first: bool = False) -> None:
        if not first and isinstance(self.event, SequenceEndEvent):
            self._dash_offsets.pop()
            super().expect_block_sequence_item(first)
            return
        saved = self.sequence_dash_offset
        self.sequence_dash_offset = self._dash_offsets[-1] if self._dash_offsets else saved
        try:
            super().expect_block_sequence_item(first)
        finally:
            self.sequence_dash_offset = saved


def _yaml(layout: tuple[int, int, int]) -> YAML:
    y = YAML()
    y.Emitter = _LessonEmitter
    y.preserve_quotes = True
    y.width = WIDTH
    y.indent(mapping=layout[0], sequence=layout[1], offset=layout[2])
    return y


def _dump(data: Any, layout: tuple[int, int, int]) -> str:
    out = io.StringIO()
    _yaml(layout).dump(data, out)
    return out.getvalue()


def round_trip_yaml(layout: tuple[int, int, int]) -> YAML:
    """The round-trip reader and writer of the shipped files' ``layout`` (the exam editor's too)."""
    return _yaml(layout)


def dump_yaml(data: Any, layout: tuple[int, int, int]) -> str:
    """``data`` written as YAML in ``layout``, as :class:`LessonDraft` writes (the exam editor's too)."""
    return _dump(data, layout)


def inside(path: Path, root: Path) -> bool:
    """``path`` is ``root`` or within it (the exam editor keeps shipped exams unwritten with it)."""
    return _inside(path, root)


# -- values written as the shipped files write them ---------------------------------------------


def _flat(value: Any) -> bool:
    if isinstance(value, list | tuple):
        return all(not isinstance(v, list | tuple | Mapping) for v in value)
    if isinstance(value, Mapping):
        return all(not isinstance(v, list | tuple | Mapping) for v in value.values())
    return True


def styled(value: Any, in_list: bool = False) -> Any:
    """``value`` (plain data) as round-trip nodes laid out as ``trainer generate`` lays them out:
    lists of scalars and list entries of flat values (seats, actions, pots) on one line, small
    flat mappings too, texts of several lines as ``|`` blocks; nodes laid out already are kept."""
    if isinstance(value, CommentedMap | CommentedSeq):
        return value
    if isinstance(value, Mapping):
        out = CommentedMap((k, styled(v)) for k, v in value.items())
        if (in_list or len(out) <= 3) and all(_flat(v) for v in value.values()):
            out.fa.set_flow_style()
        return out
    if isinstance(value, list | tuple):
        seq = CommentedSeq(styled(v, in_list=True) for v in value)
        if _flat(value):
            seq.fa.set_flow_style()
        return seq
    if isinstance(value, str) and "\n" in value.strip():
        return LiteralScalarString(value.strip() + "\n")
    return value


def styled_item(raw: Mapping[str, Any]) -> CommentedMap:
    """An item laid out as the shipped lessons lay items out: a generated block on one line, a
    choice question's options one a line in double quotes and its citation quoted, the rest as
    :func:`styled` (an answer's seat keys written as the numbers they are)."""
    item = styled({k: (readable_answer(v) if k == "expect" else v) for k, v in raw.items()})
    if isinstance(item.get("generate"), CommentedMap):
        item["generate"].fa.set_flow_style()
    if isinstance(item.get("choices"), CommentedSeq):
        item["choices"] = CommentedSeq(DoubleQuotedScalarString(str(c)) for c in item["choices"])
    if isinstance(item.get("cite"), str):
        item["cite"] = DoubleQuotedScalarString(item["cite"])
    return item


def readable_answer(value: Any) -> Any:
    """An answer as a person writes it in ``expect``: seat keys as numbers (``{4: 700}``), not the
    JSON strings of the engine's output (``{"4": 700}``)."""
    if isinstance(value, Mapping):
        return {int(k) if isinstance(k, str) and k.isdigit() else k: readable_answer(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [readable_answer(v) for v in value]
    return value


def plain(value: Any) -> Any:
    """Round-trip nodes as plain dicts, lists, str and int (what the checker and engine take)."""
    if isinstance(value, Mapping):
        return {str(k) if not isinstance(k, int) else int(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    if isinstance(value, str):
        return str(value)
    return value


def merge(target: CommentedMap, new: Mapping[str, Any]) -> None:
    """Make ``target`` equal ``new`` in place, keeping what did not change as it was written
    (its comments, its layout, its key order; a new key goes last)."""
    for key in [k for k in target if k not in new]:
        del target[key]
    order = list(new)
    for key, value in new.items():
        old = target.get(key)
        if key in target and plain(old) == plain(value):
            continue
        if isinstance(old, CommentedMap) and isinstance(value, Mapping) and not old.fa.flow_style():
            merge(old, value)
        elif key in target:
            target[key] = styled(value)
        else:  # a key new here goes where ``new`` has it among the keys kept
            before = order[: order.index(key)]
            target.insert(sum(k in before for k in target), key, styled(value))


# -- the draft -----------------------------------------------------------------------------------


R = TypeVar("R")


@dataclass
class Draft(Generic[R]):
    """A lesson or an exam file open in an editor: its round-trip tree, where it came from and its
    layout.  ``path`` is None for a new file; ``shipped`` is True for one of the shipped
    curriculum, never written over (:meth:`save` refuses; :meth:`save_as` writes the school's copy).
    ``R``: what a write gives back (the problems of the lesson written, or the exam read)."""

    KIND: ClassVar[str] = "file"
    NEW_FILE: ClassVar[str] = "a new file has no path yet"

    data: CommentedMap
    path: Path | None = None
    shipped: bool = False
    layout: tuple[int, int, int] = LAYOUTS[0]
    original: str = ""
    translations: LessonTranslations = field(default_factory=LessonTranslations)
    """Its texts in Portuguese and Chinese (the side file beside it, else the lessons' catalogue),
    written beside the file when it is saved (issue 35 item 5): a lesson's and an exam's alike."""

    def text(self) -> str:
        return _dump(self.data, self.layout)

    @property
    def changed(self) -> bool:
        return self.text() != self.original

    def save(self) -> R:
        """Write over its own file; refused for a shipped one (use :meth:`save_as`)."""
        if self.path is None:
            raise DraftError(self.NEW_FILE)
        if self.shipped:
            raise DraftError(f"{self.path} is a shipped {self.KIND} and is never overwritten: save a school copy")
        return self._write(self.path)

    def save_as(self, path: str | Path, shipped_root: Path | None = None) -> R:
        """Write to ``path`` (never inside the shipped lessons); the draft is that file's from now on."""
        path = Path(path)
        root = shipped_root if shipped_root is not None else shipped_lessons_dir()
        if _inside(path, root):
            raise DraftError(f"{path} is inside the shipped lessons ({root}): save in the school's lesson folder")
        result = self._write(path)
        self.path, self.shipped = path, False
        return result

    def _write(self, path: Path) -> R:
        raise NotImplementedError

    def _store(self, path: Path, text: str) -> None:
        """``text`` written at ``path`` (its folder made), or a DraftError naming it; the draft's
        text is the file's from now on."""
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            self._stored(path)
        except OSError as exc:
            raise DraftError(f"{path}: cannot be written: {exc}") from None
        self.original = text

    def _stored(self, path: Path) -> None:
        """What goes beside the file once it is written: its translations (``<stem>.translations.yaml``)."""
        self.translations.write(path, plain(self.data))

    def read_translations(self, path: Path) -> None:
        """The translations of file ``path`` read from beside it (a side file that cannot be read: a
        DraftError naming it)."""
        try:
            self.translations = LessonTranslations.beside(path)
        except TranslationsError as exc:
            raise DraftError(str(exc)) from None

    # -- translations --------------------------------------------------------------------------------
    def texts(self) -> list[str]:
        """The texts a trainee or a candidate reads in the file, each once (what is translated)."""
        return lesson_texts(plain(self.data))

    def missing_translations(self) -> dict[str, list[str]]:
        """Per language (pt, zh_Hant), the file's texts with no translation yet."""
        return self.translations.missing(self.texts())


@dataclass
class LessonDraft(Draft[list[InputError]]):
    """One lesson file open in the editor: its round-trip tree, where it came from and its layout.

    ``path`` is None for a new lesson; ``shipped`` is True for a lesson of the shipped curriculum,
    which is never written over (:meth:`save` refuses; :meth:`save_as` makes a school copy).
    ``translations``: its texts in Portuguese and Chinese (the side file beside it, else the
    lessons' catalogue), written beside the lesson when it is saved (issue 35 item 5)."""

    KIND: ClassVar[str] = "lesson"
    NEW_FILE: ClassVar[str] = "a new lesson has no file yet: save it as a file in the school's lesson folder"

    # -- opening --------------------------------------------------------------------------------
    @classmethod
    def load(cls, path: str | Path, shipped_root: Path | None = None) -> LessonDraft:
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise DraftError(f"{path}: cannot be read: {exc}") from None
        draft = cls.from_text(text, path)
        root = shipped_root if shipped_root is not None else shipped_lessons_dir()
        draft.shipped = _inside(path, root)
        draft.read_translations(path)
        return draft

    @classmethod
    def from_text(cls, text: str, path: Path | None = None) -> LessonDraft:
        name = str(path) if path else "<lesson>"
        chosen = LAYOUTS[0]
        data: Any = None
        for layout in LAYOUTS:
            try:
                data = _yaml(layout).load(text)
            except YAMLError as exc:
                raise DraftError(f"{name}: not YAML: {str(exc).splitlines()[0]}") from None
            if not isinstance(data, CommentedMap):
                raise DraftError(f"{name}: a lesson is a mapping with id, title, game, skills, intro and items")
            if _dump(data, layout) == text:
                chosen = layout
                break
        assert isinstance(data, CommentedMap)
        return cls(data, path, layout=chosen, original=text)

    @classmethod
    def new(cls, game: str, lesson_id: str, title: str, skills: Sequence[str], intro: str = "") -> LessonDraft:
        """A new lesson of ``game`` with no items yet."""
        if game not in GAMES:
            raise DraftError(f"game must be one of {', '.join(GAMES)}, got {game!r}")
        data = CommentedMap()
        data["id"] = lesson_id
        data["title"] = title
        data["game"] = game
        data["level"] = 1
        data["skills"] = styled(list(skills))
        data["intro"] = LiteralScalarString((intro.strip() or title) + "\n")
        data["items"] = CommentedSeq()
        return cls(data)

    # -- the header -------------------------------------------------------------------------------
    @property
    def game(self) -> str:
        games = self.data.get("games")
        if isinstance(games, list) and games:
            return str(games[0])
        return str(self.data.get("game", ""))

    @property
    def lesson_id(self) -> str:
        return str(self.data.get("id", ""))

    def set_header(self, key: str, value: Any) -> None:
        """``id``, ``title``, ``intro``, ``skills``, ``level``, ``order``: set (None removes an
        optional one); the other keys keep their place."""
        if value is None or value == "":
            self.data.pop(key, None)
            return
        if plain(self.data.get(key)) == plain(value):
            return
        if key == "intro" or (isinstance(value, str) and "\n" in value.strip()):
            value = LiteralScalarString(str(value).strip() + "\n")
        elif isinstance(value, list | tuple):
            value = styled(list(value))
        if key in self.data:
            self.data[key] = value
        else:  # before the items, where a reader looks for the header
            at = list(self.data).index("items") if "items" in self.data else len(self.data)
            self.data.insert(at, key, value)

    # -- the items --------------------------------------------------------------------------------
    @property
    def items(self) -> CommentedSeq:
        items = self.data.get("items")
        if not isinstance(items, CommentedSeq):
            items = CommentedSeq()
            self.data["items"] = items
        return items

    def item(self, index: int) -> dict[str, Any]:
        """Item ``index`` as plain data (a copy: change it with :meth:`set_item`)."""
        value = plain(self.items[index])
        if not isinstance(value, dict):
            raise DraftError(f"items[{index}] is not a mapping")
        return value

    def add_item(self, raw: Mapping[str, Any], index: int | None = None) -> int:
        """Insert an item (plain data) at ``index`` (default: the end); its index."""
        at = len(self.items) if index is None else max(0, min(index, len(self.items)))
        self.items.insert(at, styled_item(raw))
        return at

    def set_item(self, index: int, raw: Mapping[str, Any]) -> None:
        """Item ``index`` made ``raw``, what did not change kept as written."""
        old = self.items[index]
        new = styled_item(raw)
        if isinstance(old, CommentedMap) and set(old) & set(raw):
            merge(old, new)
        else:
            self.items[index] = new

    def duplicate(self, index: int) -> int:
        """A copy of item ``index`` right after it, with an id of its own; the copy's index."""
        raw = self.item(index)
        if "id" in raw:
            raw["id"] = self.free_id(str(raw["id"]))
        return self.add_item(raw, index + 1)

    def delete(self, index: int) -> None:
        del self.items[index]

    def move(self, index: int, offset: int) -> int:
        """Item ``index`` moved ``offset`` places (−1 up, +1 down) within the list; its new index."""
        to = max(0, min(index + offset, len(self.items) - 1))
        if to == index:
            return index
        value = copy.deepcopy(self.items[index])
        del self.items[index]
        self.items.insert(to, value)
        return to

    def free_id(self, base: str) -> str:
        """``base``, or ``base-2``, ``base-3``...: an item id no item of the lesson has."""
        taken = {str(i.get("id")) for i in self.items if isinstance(i, Mapping)}
        stem = re.sub(r"-\d+$", "", base) or "item"
        if base not in taken:
            return base
        n = 2
        while f"{stem}-{n}" in taken:
            n += 1
        return f"{stem}-{n}"

    # -- checks, saving ------------------------------------------------------------------------------
    def problems(self) -> tuple[Lesson | None, list[InputError]]:
        """The lesson as ``trainer lessons check`` reads it: its problems, file and line each."""
        return lesson_file_problems(self.text(), str(self.path) if self.path else "<new lesson>")

    def _write(self, path: Path) -> list[InputError]:
        text = self.text()
        _, problems = lesson_file_problems(text, str(path))
        if problems:
            raise DraftError(f"{path}: not saved: {problems[0]}")
        self._store(path, text)
        from trainer.curriculum.lesson import check_lesson

        lesson, found = check_lesson(path)  # the file as written, read back as `lessons check` reads it
        return found + (lesson_extra_problems(lesson) if lesson is not None else [])


def school_path(draft: LessonDraft, folder: Path) -> Path:
    """Where ``draft`` is saved in the school folder ``folder``: its own file if it is there already,
    a shipped lesson's copy at the same place as in the curriculum, a new lesson as ``<game>/<id>.yaml``."""
    if draft.path is not None and _inside(draft.path, folder):
        return draft.path
    if draft.path is not None and draft.shipped:
        return folder / draft.path.resolve().relative_to(shipped_lessons_dir().resolve())
    return folder / draft.game / f"{draft.lesson_id or 'lesson'}.yaml"


def shipped_lessons_dir() -> Path:
    from trainer.resources import lessons_dir

    return Path(lessons_dir())


def _inside(path: Path, root: Path) -> bool:
    try:
        path.resolve().relative_to(root.resolve())
    except ValueError:
        return False
    return True


def lesson_extra_problems(lesson: Lesson) -> list[InputError]:
    """What ``trainer lessons check`` adds to a lesson that reads: the longest-answer and
    length-cue checks of its procedure items."""
    from trainer.curriculum import length_cue
    from trainer.curriculum.choices import longest_answer_problem

    longest = longest_answer_problem(lesson)
    return [*([longest] if longest else []), *length_cue.lesson_problems(lesson)]


def lesson_file_problems(text: str, name: str) -> tuple[Lesson | None, list[InputError]]:
    """A lesson's text checked as ``trainer lessons check`` checks a file (one file alone: the check
    that no other file uses its id is the library's)."""
    lesson, problems = check_text(text, name)
    if lesson is not None:
        problems = [*problems, *lesson_extra_problems(lesson)]
    return lesson, problems


# -- one item, checked live -----------------------------------------------------------------------


@dataclass(frozen=True)
class ItemCheck:
    """One item as the editor has it: every problem the checker finds (empty: it can be saved), the
    bounds of R0-5 / R8-5 its table breaks and the facts its question would hide (each also among
    ``problems``), and the engine's answer with its explanation when the table can be solved."""

    problems: tuple[str, ...] = ()
    refused_table: tuple[str, ...] = ()
    hidden: str | None = None
    answer: Mapping[str, Any] | None = None
    explanation: tuple[str, ...] = ()
    engine_error: str | None = None
    questions: tuple[Any, ...] = field(default=(), compare=False)
    """The item's questions as a trainee gets them (a generated block: each item drawn)."""

    @property
    def ok(self) -> bool:
        return not self.problems


def item_task(raw: Mapping[str, Any]) -> str | None:
    block = raw.get("generate")
    task = block.get("task") if isinstance(block, Mapping) else raw.get("task")
    return task if isinstance(task, str) and task in TASKS else None


def check_item(game: str, raw: Mapping[str, Any]) -> ItemCheck:
    """Item ``raw`` (plain data) checked as a lesson of ``game`` holding it alone."""
    task = item_task(raw)
    data: dict[str, Any] = {"id": "draft", "title": "draft", "game": game,
                            "skills": [task or "procedure"], "intro": "draft", "items": [dict(raw)]}
    lesson, found = check_text(_dump(styled(data), LAYOUTS[0]), "<item>")
    problems = tuple(_item_words(p) for p in found)
    refused: tuple[str, ...] = ()
    hidden = None
    answer = None
    explanation: tuple[str, ...] = ()
    engine_error = None
    scenario = raw.get("scenario")
    if task is not None and isinstance(scenario, Mapping) and not task_for(task).dealt:
        full = {"game": game, **plain(scenario)}
        refused = tuple(fault_text(f) for f in bound_faults(full, task))
        hidden = task_for(task).unseen(full)
        try:
            solution = solve_typed(full)[1]
            t = task_for(task)
            params = plain(raw.get("params") or {})
            if t.asks_about(solution) is None and not t.multi_step:
                answer = plain(t.answer(solution, params))
                explanation = tuple(render(step.text) for step in t.explain(solution, params))
        except ScenarioError as exc:
            engine_error = f"{'.'.join(map(str, exc.path))}: {exc.message}" if exc.path else exc.message
        except Exception as exc:  # the editor shows one line, never a traceback
            engine_error = f"{type(exc).__name__}: {exc}"
    questions: tuple[Any, ...] = tuple(lesson.questions()) if lesson is not None and not problems else ()
    return ItemCheck(problems, refused, hidden, answer, explanation, engine_error, questions)


def choice_warnings(game: str, raw: Mapping[str, Any], others: Sequence[Mapping[str, Any]] = ()) -> list[str]:
    """The length cue of a choice item, live (:mod:`.length_cue`, :mod:`.choices`): the length ranks
    its key holds, and what ``trainer lessons check`` would say of the lesson's choice items
    (``others``, the lesson's other items of this one's task, with it)."""
    from trainer.curriculum.length_cue import key_ranks

    warnings: list[str] = []
    choices, answer = raw.get("choices"), raw.get("answer")
    if isinstance(choices, list) and isinstance(answer, int) and 1 <= answer <= len(choices) and all(
            isinstance(c, str) for c in choices):
        ranks = key_ranks([c.strip() for c in choices], answer - 1)
        if "longest" in ranks and sum(len(c.strip()) >= len(choices[answer - 1].strip()) for c in choices) == 1:
            warnings.append("the keyed option is the longest: a trainee who picks the longest option finds it")
    pool = [dict(o) for o in others if item_task(o) == item_task(raw)] + [dict(raw)]
    data = {"id": "draft", "title": "draft", "game": game, "skills": ["procedure"], "intro": "draft",
            "items": [{**item, "id": f"i{n}"} for n, item in enumerate(pool)]}
    lesson, problems = check_text(_dump(styled(data), LAYOUTS[0]), "<choices>")
    if lesson is not None and not problems:
        warnings += [p.message for p in lesson_extra_problems(lesson)]
    return warnings


def _item_words(problem: InputError) -> str:
    """A problem of the one-item lesson, named from inside the item (``scenario.seats[2].cards``)."""
    where = re.sub(r"^items\[0\]\.?", "", problem.field)
    return f"{where}: {problem.message}" if where else problem.message


def valid_id(text: str) -> bool:
    return bool(ID_PATTERN.match(text))
