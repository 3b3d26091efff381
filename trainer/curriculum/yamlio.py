"""YAML (and JSON) reading that remembers the line of every value.

``load_text`` returns a :class:`Document`: the plain Python data and, for every
path inside it (``("seats", 2, "cards")``), the line it was written on, so a
problem found later by the engine can be reported as ``file:line: field: ...``.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from pathlib import Path as FilePath
from typing import Any, BinaryIO, TypeVar, cast

import yaml

from trainer.engine.errors import FieldPath, ScenarioError, format_path

try:  # the C parser when the wheel has it; same nodes, same marks
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on the PyYAML build
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]


SCENARIO_MAX_BYTES = 1_000_000  # a scenario file (issue 16 item 4)
LESSON_MAX_BYTES = 10_000_000  # a lesson or exam file
MAX_ALIASES = 100  # YAML aliases (*name) in one document
MAX_NODES = 50_000  # values in one document, every alias counted as what it stands for (~30 MB built)
MAX_DEPTH = 100  # lists and mappings inside each other
MAX_INT_DIGITS = 30  # an integer with more digits is not a chip amount, a seat or a count

_INT_TAG = "tag:yaml.org,2002:int"


class InputError(Exception):
    """A problem in a file a user wrote: names the file, line and field."""

    def __init__(self, file: str, line: int | None, field: str, message: str) -> None:
        self.file, self.line, self.field, self.message = file, line, field, message
        where = f"{file}:{line}" if line else file
        super().__init__(f"{where}: {field}: {message}" if field else f"{where}: {message}")


@dataclass
class Document:
    data: Any
    file: str
    lines: dict[FieldPath, int] = field(default_factory=dict)

    def line_of(self, path: FieldPath) -> int | None:
        """The line of ``path``, or of its nearest enclosing field that has one."""
        p = tuple(path)
        while True:
            if p in self.lines:
                return self.lines[p]
            if not p:
                return None
            p = p[:-1]

    def error(self, exc: ScenarioError, base: FieldPath = ()) -> InputError:
        """Turn an engine error about ``base + exc.path`` into a file:line message."""
        full = (*base, *exc.path)
        return InputError(self.file, self.line_of(full), format_path(full), exc.message)


@dataclass
class ProblemLog:
    """Every problem found while checking one document, each with its file, line and field."""

    doc: Document
    problems: list[InputError] = field(default_factory=list)

    def problem(self, path: FieldPath, message: str) -> None:
        self.problems.append(self.doc.error(ScenarioError(path, message)))

    def from_error(self, exc: ScenarioError, base: FieldPath) -> None:
        self.problems.append(self.doc.error(exc, base))


T = TypeVar("T")
Checked = tuple[T | None, list[InputError]]


def check_file(
    path: str | FilePath, check: Callable[[Document], Checked], limit: int = LESSON_MAX_BYTES
) -> Checked:
    """Load a file (a lesson or exam: at most ``limit`` bytes) and check it.

    A file that cannot be read is its one problem.
    """
    try:
        doc = load_file(path, limit)
    except InputError as exc:
        return None, [exc]
    return check(doc)


def check_source(text: str, name: str, check: Callable[[Document], Checked]) -> Checked:
    """Like :func:`check_file`, for text in hand."""
    try:
        doc = load_text(text, name)
    except InputError as exc:
        return None, [exc]
    return check(doc)




def _megabytes(limit: int) -> str:
    return f"{limit / 1_000_000:g} MB"


def read_capped(stream: BinaryIO, file: str, limit: int) -> bytes:
    """At most ``limit`` bytes of ``stream``: reads ``limit + 1`` and refuses a longer one."""
    raw = stream.read(limit + 1)
    if len(raw) > limit:
        raise InputError(file, None, "", f"the file is larger than {_megabytes(limit)}; refused unread")
    return raw


def decode(raw: bytes, file: str) -> str:
    """UTF-8 text of ``raw``; a NUL byte is refused with its line (a binary file)."""
    nul = raw.find(b"\0")
    if nul >= 0:
        line = raw.count(b"\n", 0, nul) + 1
        raise InputError(file, line, "", "the file contains a NUL byte (not a text file)")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise InputError(file, line, "", f"the file is not UTF-8 text ({exc.reason})") from None


def load_text(text: str, file: str = "<text>") -> Document:
    if "\0" in text:
        line = text.count("\n", 0, text.index("\0")) + 1
        raise InputError(file, line, "", "the text contains a NUL character (not a text file)")
    try:
        _check_shape(text, file)
    except yaml.MarkedYAMLError as exc:
        raise _yaml_error(exc, file) from None
    except yaml.YAMLError as exc:
        raise InputError(file, None, "", f"not valid YAML: {_one_line(exc)}") from None
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise InputError(file, 1, "", "the file is empty")
        doc = Document(None, file)
        doc.data = _build(loader, node, (), doc.lines, file)
        return doc
    except yaml.MarkedYAMLError as exc:
        raise _yaml_error(exc, file) from None
    except yaml.YAMLError as exc:
        raise InputError(file, None, "", f"not valid YAML: {_one_line(exc)}") from None
    except RecursionError:
        raise InputError(file, None, "", "the YAML is nested too deeply") from None
    finally:
        loader.dispose()


def _one_line(exc: object) -> str:
    return " ".join(str(exc).split())


def _yaml_error(exc: yaml.MarkedYAMLError, file: str) -> InputError:
    mark = exc.problem_mark or exc.context_mark
    line = mark.line + 1 if mark else None
    problem = exc.problem or exc.context or "not valid YAML"
    return InputError(file, line, "", f"not valid YAML: {_one_line(problem)}")


def _check_shape(text: str, file: str) -> None:
    """Walk the parser's events (nothing built) and refuse a document too deep or too big.

    Every alias counts as the number of values its anchor stands for, so an "alias bomb"
    (each list repeating the one before nine times) is refused at the alias that crosses
    :data:`MAX_NODES`, before any of it is built.
    """
    sizes: dict[str, int] = {}  # anchor -> values it stands for
    open_: list[tuple[str | None, int]] = []  # (anchor, total when it opened)
    total = aliases = 0

    def line_of(event: yaml.Event) -> int:
        return event.start_mark.line + 1 if event.start_mark else 0

    for event in yaml.parse(text, Loader=_Loader):
        if isinstance(event, yaml.AliasEvent):
            aliases += 1
            if aliases > MAX_ALIASES:
                raise InputError(
                    file, line_of(event), "", f"more than {MAX_ALIASES} YAML aliases (*name); refused"
                )
            total += sizes.get(event.anchor or "", 1)
        elif isinstance(event, yaml.ScalarEvent):
            total += 1
            if event.anchor is not None:
                sizes[event.anchor] = 1
            if len(event.value) > MAX_INT_DIGITS and (
                event.tag == _INT_TAG
                or (event.tag is None and event.implicit[0] and _looks_like_int(event.value))
            ):
                raise InputError(
                    file, line_of(event), "",
                    f"a number of {len(event.value)} digits (at most {MAX_INT_DIGITS}); refused",
                )
        elif isinstance(event, yaml.CollectionStartEvent):
            total += 1
            open_.append((event.anchor, total))
            if len(open_) > MAX_DEPTH:
                raise InputError(
                    file, line_of(event), "", f"lists and mappings nested more than {MAX_DEPTH} deep"
                )
        elif isinstance(event, yaml.CollectionEndEvent):
            anchor, at = open_.pop()
            if anchor is not None:
                sizes[anchor] = total - at + 1
        if total > MAX_NODES:
            raise InputError(
                file, line_of(event), "",
                f"more than {MAX_NODES:,} values (YAML aliases counted in full); refused",
            )


def _looks_like_int(value: str) -> bool:
    v = value.replace("_", "").lstrip("+-")
    return v.isdigit() or v[:2] in ("0x", "0b", "0o") or (":" in v and v.replace(":", "").isdigit())


def load_file(path: str | FilePath, limit: int = SCENARIO_MAX_BYTES) -> Document:
    """Read and parse a file of at most ``limit`` bytes (never more is read).

    Only a regular file is read: a device (/dev/zero), a FIFO or a directory is refused
    without waiting or reading.
    """
    name = str(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as exc:
        raise InputError(name, None, "", f"cannot read the file ({exc.strerror or exc})") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise InputError(name, None, "", "not a regular file; refused unread")
        if st.st_size > limit:
            raise InputError(
                name, None, "", f"the file is larger than {_megabytes(limit)}; refused unread"
            )
        with os.fdopen(fd, "rb", closefd=False) as stream:
            raw = read_capped(stream, name, limit)
    except OSError as exc:
        raise InputError(name, None, "", f"cannot read the file ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    return load_text(decode(raw, name), name)


def _build(loader: Any, node: yaml.Node, path: FieldPath, lines: dict[FieldPath, int], file: str) -> Any:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        loader.flatten_mapping(node)
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            value: Any = _construct(loader, key_node, file)
            if not isinstance(value, Hashable) or isinstance(value, list | dict):
                raise InputError(
                    file, key_node.start_mark.line + 1, format_path(path), "a key must be a word"
                )
            key = cast("str | int", value)  # any other hashable key is kept as it is
            if key in out:
                raise InputError(
                    file,
                    key_node.start_mark.line + 1,
                    format_path((*path, key)),
                    f"the field '{key}' is given twice",
                )
            out[key] = _build(loader, value_node, (*path, key), lines, file)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_build(loader, item, (*path, i), lines, file) for i, item in enumerate(node.value)]
    return _construct(loader, node, file)


def _construct(loader: Any, node: yaml.Node, file: str) -> Any:
    """The value of one node; a value its tag cannot read (``!!int a``) is refused with its line."""
    try:
        return loader.construct_object(node, deep=True)
    except yaml.YAMLError:
        raise
    except (ValueError, TypeError, IndexError, KeyError, OverflowError, AttributeError) as exc:
        what = _one_line(node.value)[:40]
        raise InputError(
            file, node.start_mark.line + 1, "", f"not valid YAML: cannot read {what!r} ({type(exc).__name__})"
        ) from None
