"""The app's speed (issue 8), offscreen: ``trainer bench --gui``.

- cold start to an interactive home screen: a fresh process, signed in, median of 5;
- next item drawn: table, panel and prompt for the next question, 95th percentile;
- answer checked, explained and recorded: grading, explanation, the store's commit
  and the feedback drawn, 95th percentile;
- follow the action (issue 18 drill 5): a step answered right — checked, recorded and
  the hand's next step drawn — 95th percentile over whole hands of every betting game;
- the next item and the follow-the-action step again, each question (and feedback) read for
  a moment first, as a trainee does: the screens build the next table meanwhile;
- run the table (issue 21): a hand step answered right — checked, recorded and the hand's
  next step drawn — 95th percentile over whole hands of the seven games, every seat dealt in,
  each step read for a moment first (the screen builds the next table meanwhile); and the same
  with every step answered at once;
- cold start with a translator loaded (Portuguese: ours and Qt's catalogues), median; and with
  Chinese (its catalogues and font), median;
- language switched with a drill in progress (issue 19): every screen re-translated,
  95th percentile;
- a table of 10 seats of chip stacks and 3 side pots (issue 20): the next item built and
  painted, 95th percentile; and the same with each seat's stack (its chips left) drawn too.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from . import Row, median, p95

TITLE = "app (offscreen)"
READING_S = 0.06
"""How long a hand step is read before it is answered in the bench (untimed): far less than any
trainee takes to read a table, more than the screen needs to build the next one ahead."""
ORDER = 90
MIX = [("holdem", "pot-split"), ("omaha", "showdown-order"), ("stud", "first-to-act"),
       ("omaha-macau", "commission"), ("sintetico", "winner"), ("thirteen", "foul"),
       ("thirteen", "thirteen-settle"), ("qpoker", "qpoker-payout"), ("holdem", "hand-category"),
       ("thirteen", "dice"), ("qpoker", "qpoker-qualify"), ("stud", "pot-split")]


def cold_start_ms(runs: int, language: str = "en") -> list[float]:
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        # The app's settings (the window's geometry...) go to the run's own folder: a bench run
        # leaves the user's settings as they were.
        # The indexes kept between runs (lessons, skills) too: the first run writes them, as a
        # user's first start does; another checkout's run on this machine (its lessons' paths
        # differ) does not overwrite them between two starts measured here.
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TRAINER_BENCH_STARTUP="Bench",
                   XDG_CONFIG_HOME=str(Path(tmp) / "config"), TRAINER_LANGUAGE=language,
                   TRAINER_CACHE_DIR=str(Path(tmp) / "cache"))
        # Started as an installed app starts: its modules' compiled bytecode kept (the first
        # run writes what is missing), not compiled again at every start as under a shell
        # with PYTHONDONTWRITEBYTECODE set (a development setting, e.g. in containers).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        db = str(Path(tmp) / "bench.db")
        for _ in range(runs + 1):  # the first run creates the database and warms the disk cache
            start = time.perf_counter()
            proc = subprocess.run([sys.executable, "-m", "trainer.cli", "--db", db], env=env,
                                  capture_output=True, text=True, timeout=120)
            if "ready" not in proc.stdout:
                raise RuntimeError(f"the app did not start: {proc.stderr.strip()[-300:]}")
            out.append((time.perf_counter() - start) * 1000)
    return out[1:]


def drill_timings(count: int, reading: float = 0.0, right: bool = False) -> tuple[list[float], list[float]]:
    """Each question answered (checked, explained, recorded) and the next drawn; ``reading``:
    the seconds the question and its feedback are read first (untimed, the event loop running:
    the screen builds the next table then).  ``right``: each answered right (else as the panel
    stands, unanswered: wrong, its correction shown)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from trainer.curriculum.generate import generate
    from trainer.gui.app import create_app

    app = create_app()
    quiet_offscreen()
    questions = []
    per = max(1, count // len(MIX))
    for i, (game, task) in enumerate(MIX):
        questions.extend(generate(game, task, per, 1000 + i, {}))
    draw, answer = [], []
    with drill_on_screen(app, questions, (1600, 900)) as screen:
        for q in questions:
            _idle(reading)
            if right:
                assert screen.panel is not None
                screen.panel.set_answer(q.answer)
            t = time.perf_counter()
            screen.submit()
            _turn(app)
            answer.append((time.perf_counter() - t) * 1000)
            _idle(reading)
            t = time.perf_counter()
            screen.next_question()
            _turn(app)
            draw.append((time.perf_counter() - t) * 1000)
        draw = draw[:-1]  # the last "next" draws the summary, not an item
    return draw, answer


@contextmanager
def drill_on_screen(app: Any, questions: list[Any], size: tuple[int, int]) -> Iterator[Any]:
    """A drill screen of ``questions`` shown at ``size``, a trainee signed in, in a fresh store."""
    from trainer.gui.drill.screen import DrillScreen
    from trainer.store import SessionKind, Store

    with tempfile.TemporaryDirectory() as tmp, Store.open(Path(tmp) / "bench.db") as store:
        trainee = store.add_trainee("Bench")
        screen = DrillScreen(store)
        screen.resize(*size)
        screen.show()
        screen.start(trainee, "bench", questions, SessionKind.DRILL)
        app.processEvents()
        try:
            yield screen
        finally:
            discard(app, screen)


def follow_step_timings(hands: int, reading: float = 0.0) -> list[float]:
    """Each step of ``hands`` generated hands answered right, timed from the answer given to
    the next step on screen (the drill goes on by itself after a right step); ``reading``: as
    :func:`hand_step_timings`."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from trainer.curriculum.generate import generate
    from trainer.engine.betting import BETTING_GAMES
    from trainer.engine.rulesets import RULESETS
    from trainer.gui.app import create_app

    app = create_app()
    quiet_offscreen()
    questions = [q for i, game in enumerate(BETTING_GAMES)
                 for q in generate(game, "follow-action", max(1, hands // len(BETTING_GAMES)), 2000 + i,
                                   {"seats": [6, 10] if RULESETS[game].has_board else [5, 7]})]
    steps = []
    with drill_on_screen(app, questions, (1280, 720)) as screen:
        for q in questions:
            assert screen.panel is not None and screen.drill is not None
            _idle(reading)
            screen.panel.set_answer(q.answer)
            t = time.perf_counter()
            screen.submit()
            _turn(app)
            if screen.drill.answered_current:  # a hand's last step: its answer shown, then on
                screen.next_question()
                _turn(app)
                continue
            steps.append((time.perf_counter() - t) * 1000)
    return steps


def hand_step_timings(hands: int, reading: float = READING_S, wrong: bool = False) -> list[float]:
    """Each step of ``hands`` hands of each game (every seat the game deals in) answered right
    on the hand screen, timed from the answer given to the next step on screen.

    ``reading``: the seconds the step is on the screen before it is answered (untimed), the
    event loop running as it does while a trainee reads the table — the screen builds the next
    step's table then (HandScreen.ahead).  0: answered at once, the next table built after the
    answer.  ``wrong``: each step answered as the panel stands, untouched — wrong (a step whose
    untouched answer is right is timed as a right one) — its correction shown, then Next pressed
    at once: timed from Next to the next step on screen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from trainer.engine.rulesets import GAMES
    from trainer.gui.app import create_app
    from trainer.gui.table_run.screen import HandScreen
    from trainer.store import Store
    from trainer.table_run import seat_range

    app = create_app()
    quiet_offscreen()
    steps = []
    with tempfile.TemporaryDirectory() as tmp, Store.open(Path(tmp) / "bench.db") as store:
        screen = HandScreen(store, store.add_trainee("Bench"))
        screen.resize(1280, 720)
        screen.show()
        try:
            for game in GAMES:
                for seed in range(hands):
                    screen.deal(game, 3000 + seed, seat_range(game)[1], "practice")
                    _turn(app)
                    run = screen.run
                    assert run is not None
                    while run.current is not None and screen.panel is not None:
                        _idle(reading)
                        if not wrong:
                            screen.panel.set_answer(run.current.answer)
                        t = time.perf_counter()
                        screen.submit()
                        _turn(app)
                        if wrong and run.answered_current:  # its correction on the screen: Next
                            t = time.perf_counter()
                            screen.next_step()
                            _turn(app)
                        if run.current is not None:  # the last step draws the summary, not a step
                            steps.append((time.perf_counter() - t) * 1000)
        finally:
            discard(app, screen)
    return steps


def discard(app: Any, widget: Any) -> None:
    """A row's screen closed and deleted, as the app deletes a screen it leaves (deleteLater), and
    the garbage it leaves collected: a later row measures its own screen only.  (Left alive, the
    screens of the rows before took every language change too: the switch's row re-translated and
    redrew eleven tables of closed screens besides the drill's — 5,500 widgets alive, issue 36.)"""
    from trainer.gui.common import garbage

    widget.close()
    widget.deleteLater()
    _turn(app)
    garbage.collect_now()


def _idle(seconds: float) -> None:
    """The event loop left running for ``seconds``, as while the trainee reads the screen."""
    from PySide6.QtCore import QCoreApplication

    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        QCoreApplication.processEvents()
        time.sleep(0.002)


def _turn(app: object) -> None:
    """What one turn of the event loop does between two key presses: pending events, and
    the widgets a panel let go of deleted (``processEvents`` alone leaves them)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def switch_timings(count: int) -> list[float]:
    """Switch the language of the main window with a drill in progress, round the three."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from trainer.curriculum.generate import generate
    from trainer.gui.app import create_app
    from trainer.gui.home.screen import DrillRequest
    from trainer.gui.main_window import MainWindow
    from trainer.gui.translation import use_language
    from trainer.store import SessionKind, Store

    app = create_app()
    quiet_offscreen()
    out = []
    with tempfile.TemporaryDirectory() as tmp, Store.open(Path(tmp) / "bench.db") as store:
        trainee = store.add_trainee("Bench")
        window = MainWindow(store)
        window.resize(1600, 900)
        window.show()
        window.show_home(trainee)
        window.start(DrillRequest("bench", generate("holdem", "pot-split", 3, 7, {}), SessionKind.DRILL))
        app.processEvents()
        for i in range(count):
            t = time.perf_counter()
            if use_language(("pt", "zh_Hant", "en")[i % 3]):
                window.retranslate_ui()
            app.processEvents()
            out.append((time.perf_counter() - t) * 1000)
        discard(app, window)
    use_language("en")
    return out


def chip_table_timings(count: int, stacks: bool = False) -> list[float]:
    """Issue 20: the next item on a table of 10 seats with chip stacks (amounts of every
    size, so each is drawn afresh, not taken from the cache) and a main pot with 3 side
    pots: scene built and painted, 95th percentile.  ``stacks``: each seat's stack (the
    chips it has left, drawn under its plate) as well as its bet."""
    import random

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from trainer.gui.app import create_app
    from trainer.gui.table import TableView

    app = create_app()
    quiet_offscreen()
    rng = random.Random(20)
    view = TableView()
    view.resize(1600, 900)
    view.show()
    app.processEvents()
    out = []
    for _ in range(count + 1):
        data = {"game": "holdem", "board": ["As", "Kd", "7c"], "marker": rng.randint(1, 10),
                "params": {"big_blind": 100},
                "seats": [{"seat": n, "cards": [], "committed": rng.randrange(5, 200_000, 5),
                           **({"stack": rng.randrange(5, 400_000, 5)} if stacks else {})} for n in range(1, 11)]}
        pots = [{"amount": rng.randrange(100, 500_000, 5), "seats": sorted(rng.sample(range(1, 11), 10 - 2 * i))}
                for i in range(4)]
        t = time.perf_counter()
        view.show_scenario(data)
        view.set_pots(pots, gathered=False)  # the rounds before in the middle, this round's bets in front
        view.viewport().repaint()
        app.processEvents()
        out.append((time.perf_counter() - t) * 1000)
    discard(app, view)
    return out[1:]  # the first builds the cached felt and cards


def quiet_offscreen() -> None:
    """Drop the offscreen platform's note on every window shown; pass every other message on."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(mode: object, context: object, message: str) -> None:
        if "propagateSizeHints" not in message:
            print(message, file=sys.stderr)

    qInstallMessageHandler(handler)


def run(quick: bool) -> list[Row]:
    starts = cold_start_ms(3 if quick else 5)
    translated = cold_start_ms(3 if quick else 5, language="pt")
    chinese = cold_start_ms(3 if quick else 5, language="zh_Hant")
    draw, answer = drill_timings(36 if quick else 120)
    right_draw, right_answer = drill_timings(36 if quick else 120, right=True)
    follow = follow_step_timings(5 if quick else 15)
    read_draw, _ = drill_timings(36 if quick else 120, reading=READING_S)
    follow_read = follow_step_timings(5 if quick else 15, reading=READING_S)
    hand_steps = hand_step_timings(1 if quick else 3)
    hand_at_once = hand_step_timings(1 if quick else 3, reading=0.0)
    hand_after_wrong = hand_step_timings(1 if quick else 3, reading=0.0, wrong=True)
    switches = switch_timings(9 if quick else 30)
    chips = chip_table_timings(20 if quick else 60)
    with_stacks = chip_table_timings(20 if quick else 60, stacks=True)
    return [
        Row("cold start to the home screen (median)", median(starts), "ms", higher_is_better=False,
            note="target < 500 (issue 36)"),
        Row("next item drawn (p95)", p95(draw), "ms", higher_is_better=False,
            note="target < 30 after a wrong answer (issue 36); drawn at once after the answer"),
        Row("answer checked, explained, recorded (p95)", p95(answer), "ms", higher_is_better=False,
            note="target < 16 (issue 36); answers left blank: wrong, their correction drawn"),
        Row("next item drawn after a right answer, at once (p95)", p95(right_draw), "ms",
            higher_is_better=False, note="target < 16 (issue 36)"),
        Row("answer checked, explained, recorded — a right one (p95)", p95(right_answer), "ms",
            higher_is_better=False, note="target < 16 (issue 36)"),
        Row("follow the action: step answered, recorded, next drawn (p95)", p95(follow), "ms",
            higher_is_better=False, note=f"target < 30; {len(follow)} steps"),
        Row(f"next item drawn, the feedback read {READING_S * 1000:.0f} ms first (p95)", p95(read_draw), "ms",
            higher_is_better=False, note="the next table built while the feedback is read"),
        Row(f"follow the action, each step read {READING_S * 1000:.0f} ms first (p95)", p95(follow_read), "ms",
            higher_is_better=False, note="the next table built while the step is read"),
        Row("hand step: answered -> checked, recorded, next step drawn (p95)", p95(hand_steps), "ms",
            higher_is_better=False, note=f"target < 30; {len(hand_steps)} steps of 7 games, "
                                         f"each read {READING_S * 1000:.0f} ms before its answer"),
        Row("the same, each step answered at once (p95)", p95(hand_at_once), "ms", higher_is_better=False,
            note="target < 16 after a right step (issue 36); the next table built after the answer"),
        Row("hand step answered wrong: Next -> next step drawn, at once (p95)", p95(hand_after_wrong), "ms",
            higher_is_better=False, note=f"target < 30 after a wrong step (issue 36); {len(hand_after_wrong)} steps"),
        Row("cold start, Portuguese loaded (median)", median(translated), "ms",
            higher_is_better=False, note="target < 500 (issue 36)"),
        Row("cold start, Chinese loaded (median)", median(chinese), "ms",
            higher_is_better=False, note="target < 500 (issue 36): catalogues and the CJK font"),
        Row("language switched, drill in progress (p95)", p95(switches), "ms", higher_is_better=False,
            note="target < 100 (issue 36)"),
        Row("table: 10 seats of chip stacks, 3 side pots — next item (p95)", p95(chips), "ms",
            higher_is_better=False, note="target < 30"),
        Row("the same, each seat's stack drawn too (p95)", p95(with_stacks), "ms", higher_is_better=False,
            note="target < 30"),
    ]
