"""``trainer hand``: a dealt hand's steps as JSON lines (issue 21) — each step's kind, its
question, the right answer, the explanation with the article or ruling it rests on, and
the table before and after it: the same steps the GUI plays, checkable without it.  A table
drawn also says the moment of the hand: ``dealt: false`` (no card dealt yet), ``gathered:
true`` (the bets gathered into the pots), ``shown: true`` (the hands shown at the showdown)."""

from __future__ import annotations

import argparse
import json
import sys

from trainer.engine.rulesets import GAMES


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", help=f"one of {', '.join(GAMES)}")
    parser.add_argument("--seed", default="0", help="whole number; the same seed deals the same hand")
    parser.add_argument("--seats", help="seats dealt in (default as the hand screen's: 6 at the flop games, 5 at "
                                        "stud, 3 at Q Poker and 13 cards)")
    parser.add_argument("--stake", help="poker: the big blind (the ante in sintetico, the entry of 20 or 100 "
                                        "in stud); default the game's usual")
    parser.add_argument("--limit", help="poker: pot, half-pot or no-limit, as the game allows; "
                                        "default the game's usual")


def run(args: argparse.Namespace) -> int:
    from trainer.table_run import HandError, deal_hand, seat_range

    try:
        if args.game is None:
            raise HandError(f"--game is required: one of {', '.join(GAMES)}")
        if args.game not in GAMES:
            raise HandError(f"--game must be one of {', '.join(GAMES)}, got {args.game!r}")
        seed = _whole(args.seed, "--seed")
        seats = None if args.seats is None else _whole(args.seats, "--seats")
        if seats is not None:
            low, high = seat_range(args.game)
            if not low <= seats <= high:
                raise HandError(f"--seats for {args.game} must be from {low} to {high}, got {seats}")
        hand = deal_hand(args.game, seed, seats, _table(args))
    except HandError as exc:
        print(f"trainer hand: {exc}", file=sys.stderr)
        return 2
    for number, step in enumerate(hand.steps, 1):
        sys.stdout.write(json.dumps({"step": number, **step.to_json()}, ensure_ascii=False) + "\n")
    return 0


def _table(args: argparse.Namespace) -> dict[str, object] | None:
    """The stake and the limit asked for, as the hand screen's table (deal_hand checks them)."""
    from trainer.table_run import HandError, usual_stake

    table: dict[str, object] = {}
    if args.stake is not None:
        stake = usual_stake(args.game)
        if not stake:
            raise HandError(f"--stake: {args.game} has no blinds or antes to choose")
        value = _whole(args.stake, "--stake")
        if value < 1:
            raise HandError(f"--stake must be 1 or more, got {value}")
        table[next(iter(stake))] = value
    if args.limit is not None:
        table["limit"] = args.limit
    return table or None


def _whole(text: str, flag: str) -> int:
    from trainer.table_run import HandError

    try:
        return int(str(text).strip())
    except ValueError:
        raise HandError(f"{flag} must be a whole number, got {text!r}") from None
