"""``trainer generate``: a lesson of generated items on standard output, for instructors to edit.

Each item is written as a scripted item — ``task``, ``scenario`` and ``expect``
(the engine's answer) — so ``trainer lessons check`` accepts the file as it is
and an instructor can edit, reorder or drop items.  Card lists and seat entries
are written in flow style (``cards: [Ah, Kd]``) so a hand reads on one line.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Mapping
from typing import Any

import yaml

from trainer.engine.rulesets import GAMES

MAX_COUNT = 1000
WIDTH = 110


class UsageError(Exception):
    """A bad argument: printed as one line, exit status 2."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from trainer.curriculum import generate

    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    vocabulary = generate.__doc__.split("Constraint vocabulary", 1)[1]
    parser.epilog = ("constraint vocabulary" + vocabulary.rstrip()).replace("``", "") + "\n\n" + betting_help()
    parser.add_argument("--game", help=f"one of {', '.join(GAMES)}")
    parser.add_argument("--task", help="a task of that game (e.g. pot-split, foul, qpoker-payout)")
    parser.add_argument("--count", default="10", help=f"number of items, 1 to {MAX_COUNT} (default 10)")
    parser.add_argument("--seed", default="0", help="whole number; the same seed gives the same items")
    parser.add_argument(
        "-c", "--constraint", action="append", default=[], metavar="KEY=VALUE",
        help="a constraint, the value read as YAML (side_pots=2, seats=[3,6], foul=subtle); repeatable",
    )
    parser.add_argument("--id", dest="lesson_id", help="the lesson id (default: GAME-TASK-SEED)")
    parser.add_argument("--title", help="the lesson title")


def betting_help() -> str:
    """The betting tasks' constraints (RULINGS R8), from the generator's own declarations."""
    from trainer.generators import betting

    lines = [f"Betting ({', '.join(betting.TASKS)}; a hand given by its betting):"]
    for c in betting.CONSTRAINTS.values():
        where = ", ".join(sorted(c.tasks)) if c.tasks else ""
        if c.games:
            where = f"{', '.join(sorted(c.games))}: {where or 'every task'}"
        lines.append(f"  {c.name:<16} {c.help}" + (f"   [{where}]" if where else ""))
    lines.append(f"  {betting.WHOLE_HAND} takes only {', '.join(sorted(betting.WHOLE_HAND_CONSTRAINTS))}; "
                 f"its count is a number of hands")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    try:
        text = lesson_text(args)
    except UsageError as exc:
        print(f"trainer generate: {exc}", file=sys.stderr)
        return 2
    sys.stdout.write(text)
    return 0


def lesson_text(args: argparse.Namespace) -> str:
    from trainer.curriculum.generate import GenerateError, generate, generate_items, normalise, tasks_of
    from trainer.tasks import task_for

    if args.game is None:
        raise UsageError(f"--game is required: one of {', '.join(GAMES)}")
    if args.game not in GAMES:
        raise UsageError(f"--game must be one of {', '.join(GAMES)}, got {args.game!r}")
    if args.task is None:
        raise UsageError(f"--task is required: for {args.game} one of {', '.join(tasks_of(args.game))}")
    if args.task not in tasks_of(args.game):
        raise UsageError(f"--task for {args.game} must be one of {', '.join(tasks_of(args.game))}, "
                         f"got {args.task!r}")
    count = _whole(args.count, "--count")
    if not 1 <= count <= MAX_COUNT:
        raise UsageError(f"--count must be from 1 to {MAX_COUNT}, got {count}")
    seed = _whole(args.seed, "--seed")
    constraints = parse_constraints(args.constraint)
    try:
        normalise(args.game, args.task, constraints)
        if task_for(args.task).multi_step:  # a hand followed step by step: the whole hand, one item
            items = [item(i.task, i.scenario, {}, {}) for i in generate_items(args.game, args.task, count, seed,
                                                                                constraints)]
        else:
            items = [item(q.task, q.scenario, q.answer, q.params)
                     for q in generate(args.game, args.task, count, seed, constraints)]
    except GenerateError as exc:
        where = ".".join(str(p) for p in exc.path)
        raise UsageError(f"constraint {where}: {exc.message}" if where else exc.message) from None
    lesson_id = args.lesson_id or f"{args.game}-{args.task}-seed-{seed}".replace("--", "-")
    if not re.match(r"^[a-z0-9][a-z0-9-]*$", lesson_id):
        raise UsageError(f"--id {lesson_id!r}: use lower-case letters, digits and dashes")
    lesson = {
        "id": lesson_id,
        "title": args.title or f"{args.game} {args.task}: {count} generated item{'s' * (count != 1)}",
        "game": args.game,
        "skills": [args.task],
        "intro": intro(args.game, args.task, count, seed, constraints),
        "items": items,
    }
    return dump(lesson)


def _whole(text: str, flag: str) -> int:
    try:
        return int(str(text).strip())
    except ValueError:
        raise UsageError(f"{flag} must be a whole number, got {text!r}") from None


def parse_constraints(raw: list[str]) -> dict[str, Any]:
    """``key=value`` pairs, each value read as YAML (``2``, ``true``, ``[3, 6]``, ``subtle``)."""
    out: dict[str, Any] = {}
    for pair in raw:
        key, sep, value = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise UsageError(f"--constraint takes KEY=VALUE, got {pair!r}")
        if key in out:
            raise UsageError(f"constraint {key} is given twice")
        try:
            out[key] = yaml.safe_load(value) if value.strip() else None
        except yaml.YAMLError:
            raise UsageError(f"constraint {key}: {value!r} is not a value (a number, true/false, "
                             f"a word or [a, b])") from None
    return out


def intro(game: str, task: str, count: int, seed: int, constraints: Mapping[str, Any]) -> str:
    given = ", ".join(f"{k}={_inline(v)}" for k, v in constraints.items()) or "none"
    return (
        f"Generated by `trainer generate --game {game} --task {task} --count {count} --seed {seed}`\n"
        f"with constraints: {given}. The same seed and constraints give the same items.\n"
        f"Replace this text with the rule the lesson teaches, citing the article or ruling.\n"
    )


def _inline(value: Any) -> str:
    return yaml.safe_dump(value, default_flow_style=True).strip().removesuffix("...").strip()


def item(task: str, scenario: Mapping[str, Any], answer: Mapping[str, Any],
         params: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A scripted lesson item; the lesson's ``game`` stands for the scenario's; the params
    the question was asked with (the action a "legal or not?" question shows) kept."""
    out: dict[str, Any] = {"task": task, "scenario": {k: v for k, v in scenario.items() if k != "game"}}
    if params:
        out["params"] = dict(params)
    if answer:  # a hand followed step by step is answered by the engine at each step: no expect
        out["expect"] = dict(answer)
    return out


# -- YAML with flow-style card lists and seat entries -----------------------------------------


class _FlowList(list):
    pass


class _FlowMap(dict):
    pass


class _Dumper(yaml.SafeDumper):
    pass


def _flow_list(dumper: yaml.SafeDumper, data: list) -> yaml.Node:
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=True)


def _flow_map(dumper: yaml.SafeDumper, data: dict) -> yaml.Node:
    return dumper.represent_mapping("tag:yaml.org,2002:map", data, flow_style=True)


def _literal(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
    style = "|" if "\n" in data else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(_FlowList, _flow_list)
_Dumper.add_representer(_FlowMap, _flow_map)
_Dumper.add_representer(str, _literal)


def _flat(value: Any) -> bool:
    if isinstance(value, list):
        return all(not isinstance(v, list | Mapping) for v in value)
    if isinstance(value, Mapping):
        return all(not isinstance(v, list | Mapping) for v in value.values())
    return True


def _styled(value: Any, in_list: bool = False) -> Any:
    """Lists of scalars and list entries of flat values (seats, actions, pots) in flow style."""
    if isinstance(value, Mapping):
        out = {k: _styled(v) for k, v in value.items()}
        if (in_list or len(out) <= 3) and all(_flat(v) for v in value.values()):
            return _FlowMap(out)
        return out
    if isinstance(value, list):
        if _flat(value):
            return _FlowList(value)
        return [_styled(v, in_list=True) for v in value]
    return value


def dump(data: Mapping[str, Any]) -> str:
    return yaml.dump(_styled(data), Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=WIDTH)
