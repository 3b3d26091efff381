"""``trainer lessons check [PATH ...]``: validate lesson files (default: the shipped curriculum).

Files in an ``exams/`` folder are exam definitions and are checked as such
(:func:`trainer.curriculum.exam.check_exam`), including that the shipped lessons
hold enough procedure questions for each exam's procedure quota.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the lessons and the engine load only when a lessons command runs
    from trainer.curriculum.exam import ExamDefinition
    from trainer.curriculum.yamlio import InputError


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    check = sub.add_parser("check", help="check lesson files; one line per problem")
    check.add_argument("paths", nargs="*", help="lesson files or folders (default: the shipped lessons)")
    listing = sub.add_parser("list", help="list lessons (default: the shipped lessons)")
    listing.add_argument("paths", nargs="*", help="lesson files or folders")
    cover = sub.add_parser("coverage", help="per game, the provisions the items cite, with the items")
    cover.add_argument("paths", nargs="*", help="lesson files or folders (default: the shipped lessons)")
    cover.add_argument("--json", action="store_true", help='print {"game": {"provision": [item ids]}}')


def lesson_files(paths: list[str]) -> list[Path]:
    """The lesson and exam files of ``paths`` (a school lesson's translations beside it,
    ``<lesson>.translations.yaml``, are read with the lesson, not as a lesson)."""
    from trainer.curriculum.lesson_translations import is_side_file
    from trainer.resources import lessons_dir

    roots = [Path(p) for p in paths] or [lessons_dir()]
    files: list[Path] = []
    for root in roots:
        if root.is_dir():
            files.extend(sorted(p for p in root.rglob("*.y*ml") if p.suffix in (".yaml", ".yml")
                                and not is_side_file(p)))
        else:
            files.append(root)
    return files


def is_exam_file(path: Path) -> bool:
    return "exams" in path.parent.parts


def check_exam_file(path: Path) -> tuple[ExamDefinition | None, list[InputError]]:
    """An exam file's definition and problems, the procedure pool included."""
    from trainer.curriculum.exam import check_exam
    from trainer.curriculum.yamlio import InputError

    definition, problems = check_exam(path)
    if definition is None:
        return None, problems
    from trainer.curriculum.generate import GenerateError
    from trainer.curriculum.lesson import check_generated
    from trainer.tasks import task_for
    from trainer.training.sources import written_questions

    for i, skill in enumerate(definition.skills):
        if task_for(skill.task).generated:
            # the quota's items as seed 0 draws them: the first shown in full, every table within
            # the regulation's bounds (RULINGS R0-5, R8-5)
            try:
                unseen, faults = check_generated(definition.game, skill.task, skill.count, 0, skill.constraints)
            except GenerateError as exc:
                where = ".".join(str(p) for p in ("constraints", *exc.path))
                problems = [*problems, InputError(str(path), skill.line, f"skills[{i}].{where}", exc.message)]
                continue
            if unseen:
                problems = [*problems, InputError(str(path), skill.line, f"skills[{i}].task", unseen)]
            problems = [*problems, *(InputError(str(path), skill.line, f"skills[{i}]", fault) for fault in faults)]
            continue
        have = len(written_questions(definition.game, skill.task, 100_000, 0))
        if have < skill.count:
            problems = [*problems, InputError(
                str(path), skill.line, f"skills[{i}].count",
                f"{skill.count} {skill.task} questions asked but the lessons have {have} for "
                f"{definition.game}")]
    return definition, problems


def run(args: argparse.Namespace) -> int:
    from trainer.curriculum.lesson import check_lesson

    files = lesson_files(args.paths)
    if args.action == "coverage":
        return run_coverage(files, args.json)
    if args.action == "list":
        listed = []
        for f in files:
            if is_exam_file(f):
                exam, _ = check_exam_file(f)
                if exam is not None:
                    print(f"{exam.id:<36} {exam.game:<12} {exam.items:>4} items  {exam.title} (exam)")
                continue
            lesson, problems = check_lesson(f)
            if lesson is not None:
                listed.append(lesson)
        from trainer.engine.rulesets import GAMES

        for lesson in sorted(listed, key=lambda x: (list(GAMES).index(x.game), x.sort_key, x.file)):
            print(f"{lesson.id:<36} {','.join(lesson.games):<12} {lesson.size:>4} items  {lesson.title}")
        return 0
    if not files:
        print("trainer lessons check: no lesson files found", file=sys.stderr)
        return 2
    from trainer.curriculum import length_cue
    from trainer.curriculum.choices import longest_answer_problem
    from trainer.curriculum.yamlio import InputError
    from trainer.training.sources import shipped_lessons

    problems, lessons, items, exams = [], 0, 0, 0
    warnings: list[str] = []
    seen: dict[str, str] = {}
    for f in files:
        if is_exam_file(f):
            exam, found = check_exam_file(f)
            if exam is not None:
                found = [*found, *length_cue.exam_problems(str(f), exam.game, [k.task for k in exam.skills],
                                                        shipped_lessons())]
                exams += 1
                key = f"exam {exam.id}"
                if key in seen:
                    found = [*found, InputError(str(f), 1, "id",
                                                f"exam id {exam.id!r} is also used by {seen[key]}")]
                seen.setdefault(key, str(f))
            problems.extend(found)
            continue
        lesson, found = check_lesson(f)
        if lesson is not None:
            longest = longest_answer_problem(lesson)
            found = [*found, longest] if longest else found
            found = [*found, *length_cue.lesson_problems(lesson)]
            lessons += 1
            items += lesson.size
            if lesson.id in seen:
                found = [*found, InputError(str(f), 1, "id",
                                            f"lesson id {lesson.id!r} is also used by {seen[lesson.id]}")]
            seen.setdefault(lesson.id, str(f))
            side_problem, untranslated = translation_warnings(f)
            found = [*found, *side_problem]
            warnings.extend(untranslated)
        problems.extend(found)
    for w in warnings:  # on stdout: stderr holds only what is wrong (exit 2)
        print(w)
    for p in problems:
        print(p, file=sys.stderr)
    if problems:
        print(f"{len(problems)} problem(s) in {len(files)} file(s)", file=sys.stderr)
        return 2
    exam_text = f", {exams} exam(s)" if exams else ""
    print(f"{len(files)} file(s), {lessons} lesson(s), {items} item(s){exam_text}: "
          "all checked against the engine, no problems")
    return 0


LANGUAGE_NAMES = {"pt": "Portuguese", "zh_Hant": "Chinese"}


def translation_warnings(path: Path) -> tuple[list[InputError], list[str]]:
    """A school lesson's translations (issue 35 item 5): a side file that cannot be read is a
    problem; a text with no translation in it (nor in the catalogue) is a warning, one line per
    text and language.  A shipped lesson is translated in the catalogues (tests/i18n)."""
    import yaml

    from trainer.curriculum.lesson_translations import TranslationsError, missing_translations, side_path
    from trainer.curriculum.yamlio import InputError
    from trainer.resources import lessons_dir

    if path.resolve().is_relative_to(Path(lessons_dir()).resolve()):
        return [], []
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        missing = missing_translations(path, data)
    except TranslationsError as exc:
        return [InputError(str(side_path(path)), None, "", str(exc).split(": ", 1)[-1])], []
    lines = []
    for language, texts in missing.items():
        for text in texts:
            short = " ".join(text.split())
            short = short if len(short) <= 60 else short[:57] + "..."
            lines.append(f"warning: {path}: {short!r} has no {LANGUAGE_NAMES[language]} translation "
                         f"(in {side_path(path).name})")
    return [], lines


def run_coverage(files: list[Path], as_json: bool) -> int:
    """``trainer lessons coverage``: what the items cite, per game; files with problems are
    left out and named on stderr (``lessons check`` says what is wrong)."""
    import json

    from trainer.curriculum.coverage import REQUIRED, coverage, uncovered
    from trainer.curriculum.exam import check_exam
    from trainer.curriculum.lesson import Lesson, check_lesson

    lessons: list[Lesson] = []
    exams: list[ExamDefinition] = []
    skipped: list[Path] = []
    for f in files:
        if is_exam_file(f):
            exam, problems = check_exam(f)
            if exam is not None and not problems:
                exams.append(exam)
                continue
        else:
            lesson, problems = check_lesson(f)
            if lesson is not None and not problems:
                lessons.append(lesson)
                continue
        skipped.append(f)
    found = coverage(lessons, exams)
    for f in skipped:
        print(f"{f}: left out (it has problems: run 'trainer lessons check')", file=sys.stderr)
    if as_json:
        print(json.dumps(found, indent=2, ensure_ascii=False))
        return 0
    missing = uncovered(found)
    for game, provisions in found.items():
        print(f"{game}: {len(provisions)} provision(s) cited")
        for provision, ids in provisions.items():
            print(f"  {provision:<16} {', '.join(ids)}")
        if game in missing:
            print(f"  not asked by any item ({len(missing[game])} of {len(REQUIRED[game])} required): "
                  f"{', '.join(missing[game])}")
    return 0
