"""YAML (and JSON) reading that remembers the line of every value.

``load_text`` returns a :class:`Document`: the plain Python data and, for every
path inside it (``("seats", 2, "cards")``), the line it was written on, so a
problem found later by the engine can be reported as ``file:line: field: ...``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from pathlib import Path as FilePath
from typing import Any, TypeVar, cast

import yaml

from trainer.engine.errors import FieldPath, ScenarioError, format_path

try:  # the C parser when the wheel has it; same nodes, same marks
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - depends on the PyYAML build
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]


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


def check_file(path: str | FilePath, check: Callable[[Document], Checked]) -> Checked:
    """Load a file and check it; a file that cannot be read is its one problem."""
    try:
        doc = load_file(path)
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


def load_text(text: str, file: str = "<text>") -> Document:
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            raise InputError(file, 1, "", "the file is empty")
        doc = Document(None, file)
        doc.data = _build(loader, node, (), doc.lines, file)
        return doc
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        problem = exc.problem or exc.context or "not valid YAML"
        raise InputError(file, line, "", f"not valid YAML: {problem}") from None
    except yaml.YAMLError as exc:
        raise InputError(file, None, "", f"not valid YAML: {exc}") from None
    except RecursionError:
        raise InputError(file, None, "", "the YAML is nested too deeply") from None
    finally:
        loader.dispose()


def load_file(path: str | FilePath) -> Document:
    name = str(path)
    try:
        raw = FilePath(path).read_bytes()
    except OSError as exc:
        raise InputError(name, None, "", f"cannot read the file ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(name, None, "", f"the file is not UTF-8 text ({exc.reason})") from None
    return load_text(text, name)


def _build(loader: Any, node: yaml.Node, path: FieldPath, lines: dict[FieldPath, int], file: str) -> Any:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        loader.flatten_mapping(node)
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, Hashable) or isinstance(key, list | dict):
                raise InputError(
                    file, key_node.start_mark.line + 1, format_path(path), "a key must be a word"
                )
            step = cast("str | int", key)  # YAML keys are words or numbers (checked above)
            if key in out:
                raise InputError(
                    file,
                    key_node.start_mark.line + 1,
                    format_path((*path, step)),
                    f"the field '{key}' is given twice",
                )
            out[key] = _build(loader, value_node, (*path, step), lines, file)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_build(loader, item, (*path, i), lines, file) for i, item in enumerate(node.value)]
    return loader.construct_object(node, deep=True)
