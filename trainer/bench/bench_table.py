"""Bench section: run the table (issue 21).

Workload: a seeded 10-seat pot-limit ``omaha-macau`` hand generated with all its steps —
the forced bets, the deal, every betting action (who acts, the call, the smallest and the
largest raise, each solved by the engine on the table as it stands), the burns and the
board, each round's pot, the showdown order, the winner, the commission and the pots —
timed per hand over seeds (issue 21's target: under 20 ms).
"""

from __future__ import annotations

from trainer.bench import Row, median, timings_ms

TITLE = "Run the table: a whole hand's steps (issue 21)"
ORDER = 27
SEATS = 10


def run(quick: bool) -> list[Row]:
    from trainer.table_run import deal_hand

    seeds = iter(range(10**9))
    hands = [0]
    steps: list[int] = []

    def one() -> None:
        hand = deal_hand("omaha-macau", next(seeds), SEATS)
        steps.append(len(hand.steps))
        hands[0] += 1

    def explained() -> None:
        hand = deal_hand("omaha-macau", next(seeds), SEATS)
        for step in hand.steps:
            step.explanation  # noqa: B018 - written when read: this row writes every one

    times = timings_ms(one, 20 if quick else 100)
    written = timings_ms(explained, 20 if quick else 100)
    count = median([float(n) for n in steps])
    return [Row(f"a {SEATS}-seat hand generated with all its steps ({count:.0f} steps)", median(times), "ms",
                higher_is_better=False, note="median over seeds; target < 20 ms (issue 21)"),
            Row("the same, every step's explanation written too", median(written), "ms", higher_is_better=False,
                note="median over seeds; explanations are written when a step is shown")]
