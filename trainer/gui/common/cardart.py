"""The card artwork: writes the SVG faces and back into ``assets/cards/``.

Designed to be read at a glance, at small sizes, for hours: a large rank and suit
index in the top-left corner (the part left visible when cards overlap in a hand)
and one large suit pip in the lower right.  Ranks and suits are drawn as SVG paths,
never as font glyphs, so the cards look the same on every machine.

Two decks: ``classic`` (red and black) and ``four-colour`` (spades black, hearts
red, clubs green, diamonds blue).  The generated files are committed; run

    python -m trainer.gui.common.cardart [OUT_DIR]

after changing this module to regenerate them.  No Qt is needed to write them.
"""

from __future__ import annotations

import sys
from pathlib import Path

RANKS = "AKQJT98765432"
SUITS = "shcd"
DECKS = ("classic", "four-colour")
WIDTH, HEIGHT, RADIUS = 240, 336, 18

INK = {
    "classic": {"s": "#111111", "h": "#c8102e", "c": "#111111", "d": "#c8102e"},
    "four-colour": {"s": "#111111", "h": "#c8102e", "c": "#0f7a32", "d": "#1457c0"},
}
# Light tints behind the court cards' pip, one per ink.
TINT = {"#111111": "#e9e4d8", "#c8102e": "#f7e1e1", "#0f7a32": "#dff0e3", "#1457c0": "#e0e9f8"}

# Suit shapes in a 100 x 100 box.  Each is a list of SVG elements (fill inherited).
SUIT_SHAPES: dict[str, tuple[str, ...]] = {
    "h": ('<path d="M50 96C22 70 1 50 1 28C1 12 13 2 27 2C38 2 46 9 50 19'
          'C54 9 62 2 73 2C87 2 99 12 99 28C99 50 78 70 50 96Z"/>',),
    "d": ('<path d="M50 0C61 19 74 35 90 50C74 65 61 81 50 100C39 81 26 65 10 50C26 35 39 19 50 0Z"/>',),
    "s": ('<path d="M50 0C64 20 99 38 99 61C99 76 88 85 75 85C66 85 58 80 54 73'
          'C55 85 60 93 70 100H30C40 93 45 85 46 73C42 80 34 85 25 85C12 85 1 76 1 61'
          'C1 38 36 20 50 0Z"/>',),
    "c": ('<circle cx="50" cy="26" r="23"/>', '<circle cx="25" cy="62" r="23"/>',
          '<circle cx="75" cy="62" r="23"/>', '<path d="M38 45H62L56 64H44Z"/>',
          '<path d="M47 55C47 78 42 92 31 100H69C58 92 53 78 53 55Z"/>'),
}

# Rank glyphs as strokes in a box 100 high: (width, path).  "T" is drawn "10".
RANK_GLYPHS: dict[str, tuple[int, str]] = {
    "A": (64, "M3 100L32 0L61 100M14 66H50"),
    "K": (60, "M6 0V100M56 0L6 60M24 40L58 100"),
    "Q": (64, "M32 0C8 0 3 24 3 50C3 76 8 100 32 100C56 100 61 76 61 50C61 24 56 0 32 0ZM38 70L62 100"),
    "J": (52, "M18 0H50M42 0V70C42 90 34 100 22 100C10 100 3 92 2 80"),
    "T": (80, "M4 16L20 0V100M58 0C42 0 37 24 37 50C37 76 42 100 58 100C74 100 79 76 79 50"
              "C79 24 74 0 58 0Z"),
    "9": (58, "M54 36C54 14 44 0 29 0C13 0 4 14 4 34C4 54 14 68 29 68C44 68 54 56 54 36V62"
              "C54 86 44 100 27 100C15 100 8 94 5 86"),
    "8": (58, "M29 0C16 0 7 10 7 24C7 38 16 48 29 48C42 48 51 38 51 24C51 10 42 0 29 0Z"
              "M29 48C14 48 4 59 4 74C4 89 14 100 29 100C44 100 54 89 54 74C54 59 44 48 29 48Z"),
    "7": (56, "M2 0H54L20 100"),
    "6": (58, "M4 64C4 86 14 100 29 100C45 100 54 86 54 66C54 46 44 32 29 32C14 32 4 44 4 64V38"
              "C4 14 14 0 31 0C43 0 50 6 53 14"),
    "5": (56, "M50 0H10L6 44C13 38 21 36 29 36C45 36 54 49 54 67C54 87 43 100 27 100C16 100 8 95 3 86"),
    "4": (60, "M44 100V0L2 70H60"),
    "3": (56, "M5 12C11 4 19 0 28 0C43 0 51 10 51 23C51 37 41 46 24 46C43 46 54 56 54 72"
              "C54 89 43 100 27 100C17 100 8 96 3 88"),
    "2": (56, "M5 24C5 9 16 0 29 0C43 0 52 9 52 24C52 40 38 54 4 100H56"),
}
RANK_STROKE = 17  # in glyph units (the glyph is 100 high)


def _suit(suit: str, x: float, y: float, size: float) -> str:
    """The suit shape scaled to ``size`` with its box's top-left at (x, y)."""
    s = size / 100
    return f'<g transform="translate({x:g} {y:g}) scale({s:g})">{"".join(SUIT_SHAPES[suit])}</g>'


def _rank(rank: str, cx: float, y: float, height: float) -> str:
    """The rank glyph ``height`` high, centred on ``cx``, top at ``y``."""
    width, d = RANK_GLYPHS[rank]
    s = height / 100
    x = cx - width * s / 2
    return (f'<path transform="translate({x:g} {y:g}) scale({s:g})" d="{d}" fill="none" '
            f'stroke-width="{RANK_STROKE}" stroke-linecap="round" stroke-linejoin="round"/>')


def _frame(fill: str, stroke: str = "#8a8a8a") -> str:
    return (f'<rect x="1.5" y="1.5" width="{WIDTH - 3}" height="{HEIGHT - 3}" rx="{RADIUS}" '
            f'fill="{fill}" stroke="{stroke}" stroke-width="3"/>')


def face_svg(card: str, deck: str = "classic") -> str:
    """The SVG text of one face, ``card`` like ``"Th"``."""
    rank, suit = card[0], card[1]
    ink = INK[deck][suit]
    parts = [_frame("#ffffff")]
    # The index: rank and suit stacked in the top-left corner.
    parts.append(f'<g stroke="{ink}">{_rank(rank, 50, 16, 90)}</g>')
    parts.append(f'<g fill="{ink}">{_suit(suit, 18, 122, 64)}</g>')
    if rank in "JQK":
        tint = TINT[ink]
        parts.append(f'<rect x="98" y="126" width="126" height="192" rx="12" fill="{tint}" '
                     f'stroke="{ink}" stroke-width="5"/>')
        parts.append(f'<rect x="108" y="136" width="106" height="172" rx="7" fill="none" '
                     f'stroke="{ink}" stroke-width="2"/>')
        parts.append(f'<g stroke="{ink}">{_rank(rank, 161, 150, 52)}</g>')
        parts.append(f'<g fill="{ink}">{_suit(suit, 121, 220, 80)}</g>')
    elif rank == "A":
        parts.append(f'<g fill="{ink}">{_suit(suit, 88, 150, 138)}</g>')
    else:
        parts.append(f'<g fill="{ink}">{_suit(suit, 106, 186, 116)}</g>')
    return _svg(parts)


def back_svg() -> str:
    """The back: a navy panel with a light lattice inside a white border."""
    x0, y0, x1, y1 = 16, 16, WIDTH - 16, HEIGHT - 16
    lines = []
    step = 24
    # Diagonals in both directions, cut to the panel (no clipPath: SVG Tiny).
    for c in range(-(y1 - y0), (x1 - x0) + 1, step):
        for sign in (1, -1):
            seg = _diagonal(x0, y0, x1, y1, c, sign)
            if seg:
                lines.append("M{:g} {:g}L{:g} {:g}".format(*seg))
    return _svg([
        _frame("#ffffff"),
        f'<rect x="{x0}" y="{y0}" width="{x1 - x0}" height="{y1 - y0}" rx="10" fill="#1d3b6f"/>',
        f'<path d="{"".join(lines)}" stroke="#3f64a6" stroke-width="3" fill="none"/>',
        f'<rect x="{x0 + 8}" y="{y0 + 8}" width="{x1 - x0 - 16}" height="{y1 - y0 - 16}" rx="6" '
        'fill="none" stroke="#c9a227" stroke-width="4"/>',
        '<path d="M120 118L166 168L120 218L74 168Z" fill="#1d3b6f" stroke="#c9a227" stroke-width="6"/>',
        '<circle cx="120" cy="168" r="14" fill="#c9a227"/>',
    ])


def _diagonal(x0: float, y0: float, x1: float, y1: float, c: float, sign: int
              ) -> tuple[float, float, float, float] | None:
    """The part inside the rectangle of the line y - y0 = sign * (x - x0 - c) (or mirrored)."""
    w, h = x1 - x0, y1 - y0
    # In local coordinates: u = x - x0, v = y - y0; line v = u - c (sign 1) or v = (w - u) - c.
    u_start, u_end = max(0.0, c), min(w, c + h)
    if u_end <= u_start:
        return None
    if sign == 1:
        return x0 + u_start, y0 + u_start - c, x0 + u_end, y0 + u_end - c
    return x1 - u_start, y0 + u_start - c, x1 - u_end, y0 + u_end - c


def _svg(parts: list[str]) -> str:
    body = "".join(parts)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
            f'width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}">{body}</svg>\n')


def card_names() -> list[str]:
    """All 52 cards, ``"As"`` .. ``"2d"``."""
    return [r + s for s in SUITS for r in RANKS]


def write_cards(out_dir: Path) -> list[Path]:
    """Write ``out_dir/<deck>/<card>.svg`` and ``back.svg`` for every deck; returns the files."""
    written = []
    for deck in DECKS:
        folder = Path(out_dir) / deck
        folder.mkdir(parents=True, exist_ok=True)
        files = {f"{c}.svg": face_svg(c, deck) for c in card_names()}
        files["back.svg"] = back_svg()
        for name, text in files.items():
            path = folder / name
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args:
        out = Path(args[0])
    else:
        from trainer.resources import asset
        out = asset("cards")
    files = write_cards(out)
    print(f"wrote {len(files)} files to {out}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
