"""How the engine's codes read in explanations (translatable, whole phrases)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from trainer.engine.cards import RANK_CHARS, Card, parse_card
from trainer.engine.rulesets import RULESETS
from trainer.i18n import QT_TRANSLATE_NOOP, Message, context_msg, joined, msg, number, render, tr, verbatim

# -- the words of each game's regulation (issue 32 T2, T3) ------------------------------------------

LABEL_SLOTS: Mapping[str, str] = {"non-banked": "non_banked", "stud": "stud", "2010": "macau",
                                  "13 cards": "thirteen", "Q Poker": "qpoker"}
"""A regulation's label (:attr:`trainer.engine.rulesets.RuleSet.words`) -> its :class:`PerRules` field."""

ALL_PER_RULES: list[PerRules] = []
"""Every :class:`PerRules` made (tests/i18n/test_regulation_words.py reads each version's translation)."""


@dataclass(frozen=True)
class PerRules:
    """One English text written once for each regulation whose words it takes (issue 32 T2, T3).

    English says "seat 3 checks" at every table; Portuguese says it in the words of the
    regulation the table plays under: «o lugar 3 passa» (non-banked rule 39 b), «passa a voz»
    (Portaria 104/85/M art. 10 c), «prefere» (Despacho 97/2010 art. 6.4).  Each version is
    marked for lupdate where it is written, ``QT_TRANSLATE_NOOP(context, text, label)``, its
    disambiguation the regulation's label (after ``kind`` and a comma: "category, stud"), and
    the game's rule set picks its version (``said(game, seat=3)``)."""

    non_banked: str | None = None
    stud: str | None = None
    macau: str | None = None
    """Despacho 97/2010: Omaha (Macau 2010)."""
    thirteen: str | None = None
    qpoker: str | None = None
    kind: str = ""
    context: str = ""
    """The context lupdate saw the versions in: "" (the layers below the GUI), or a screen's class."""

    def __post_init__(self) -> None:
        texts = set(self.versions().values())
        if len(texts) != 1:
            raise ValueError(f"the versions of a text per regulation must be one English text: {sorted(texts)}")
        ALL_PER_RULES.append(self)

    def versions(self) -> dict[str, str]:
        """Label -> the English, for each regulation the text is written for."""
        return {label: text for label, slot in LABEL_SLOTS.items() if (text := getattr(self, slot)) is not None}

    @property
    def text(self) -> str:
        return next(iter(self.versions().values()))

    def disambiguation(self, label: str) -> str:
        return f"{self.kind}, {label}" if self.kind else label

    def __call__(self, game: str, /, **values: object) -> str:
        """The text in the language in use, in the words of ``game``'s regulation."""
        return render(self.msg(game, **values))

    def msg(self, game: str, /, **values: object) -> Message:
        """The text as a message (:class:`~trainer.i18n.Message`), in the words of ``game``'s regulation."""
        label = RULESETS[game].words
        source = getattr(self, LABEL_SLOTS[label])
        if source is None:
            raise ValueError(f"{self.text!r} is not written for {game} ({label})")
        return context_msg(self.context, source, self.disambiguation(label), **values)


def wording(game: str) -> str:
    """The label of the regulation whose words ``game`` is spoken in ("non-banked", "stud", "2010"...)."""
    return RULESETS[game].words


# Each regulation's names of the hands: non-banked rules 17 and 103 (sequência máxima da cor,
# fullen, cor), Portaria 104/85/M art. 5, Despacho 97/2010 art. 15, Portaria 51/89/M art. 9 II
# (naipe real, trio-par, naipe ou cor) and Despacho 89/2004 art. 8 (three cards).
CATEGORY_NAMES: Mapping[str, PerRules] = {
    "royal-flush": PerRules(
        non_banked=QT_TRANSLATE_NOOP("", "royal flush", "category, non-banked"),
        stud=QT_TRANSLATE_NOOP("", "royal flush", "category, stud"),
        macau=QT_TRANSLATE_NOOP("", "royal flush", "category, 2010"),
        thirteen=QT_TRANSLATE_NOOP("", "royal flush", "category, 13 cards"), kind="category"),
    "straight-flush": PerRules(
        non_banked=QT_TRANSLATE_NOOP("", "straight flush", "category, non-banked"),
        stud=QT_TRANSLATE_NOOP("", "straight flush", "category, stud"),
        macau=QT_TRANSLATE_NOOP("", "straight flush", "category, 2010"),
        thirteen=QT_TRANSLATE_NOOP("", "straight flush", "category, 13 cards"),
        qpoker=QT_TRANSLATE_NOOP("", "straight flush", "category, Q Poker"), kind="category"),
    "four-of-a-kind": PerRules(
        non_banked=QT_TRANSLATE_NOOP("", "four of a kind", "category, non-banked"),
        stud=QT_TRANSLATE_NOOP("", "four of a kind", "category, stud"),
        macau=QT_TRANSLATE_NOOP("", "four of a kind", "category, 2010"),
        thirteen=QT_TRANSLATE_NOOP("", "four of a kind", "category, 13 cards"), kind="category"),
    "full-house": PerRules(
        non_banked=QT_TRANSLATE_NOOP("", "full house", "category, non-banked"),
        stud=QT_TRANSLATE_NOOP("", "full house", "category, stud"),
        macau=QT_TRANSLATE_NOOP("", "full house", "category, 2010"),
        thirteen=QT_TRANSLATE_NOOP("", "full house", "category, 13 cards"), kind="category"),
    "flush": PerRules(
        non_banked=QT_TRANSLATE_NOOP("", "flush", "category, non-banked"),
        stud=QT_TRANSLATE_NOOP("", "flush", "category, stud"),
        macau=QT_TRANSLATE_NOOP("", "flush", "category, 2010"),
        thirteen=QT_TRANSLATE_NOOP("", "flush", "category, 13 cards"),
        qpoker=QT_TRANSLATE_NOOP("", "flush", "category, Q Poker"), kind="category"),
    "straight": PerRules(
        non_banked=QT_TRANSLATE_NOOP("", "straight", "category, non-banked"),
        stud=QT_TRANSLATE_NOOP("", "straight", "category, stud"),
        macau=QT_TRANSLATE_NOOP("", "straight", "category, 2010"),
        thirteen=QT_TRANSLATE_NOOP("", "straight", "category, 13 cards"),
        qpoker=QT_TRANSLATE_NOOP("", "straight", "category, Q Poker"), kind="category"),
    "three-of-a-kind": PerRules(
        non_banked=QT_TRANSLATE_NOOP("", "three of a kind", "category, non-banked"),
        stud=QT_TRANSLATE_NOOP("", "three of a kind", "category, stud"),
        macau=QT_TRANSLATE_NOOP("", "three of a kind", "category, 2010"),
        thirteen=QT_TRANSLATE_NOOP("", "three of a kind", "category, 13 cards"),
        qpoker=QT_TRANSLATE_NOOP("", "three of a kind", "category, Q Poker"), kind="category"),
    "figures-with-pairs": PerRules(
        non_banked=QT_TRANSLATE_NOOP("", "figures with pairs", "category, non-banked"), kind="category"),
    "simple-figures": PerRules(
        non_banked=QT_TRANSLATE_NOOP("", "simple figures", "category, non-banked"), kind="category"),
    "two-pair": PerRules(
        non_banked=QT_TRANSLATE_NOOP("", "two pair", "category, non-banked"),
        stud=QT_TRANSLATE_NOOP("", "two pair", "category, stud"),
        macau=QT_TRANSLATE_NOOP("", "two pair", "category, 2010"),
        thirteen=QT_TRANSLATE_NOOP("", "two pair", "category, 13 cards"), kind="category"),
    "one-pair": PerRules(
        non_banked=QT_TRANSLATE_NOOP("", "one pair", "category, non-banked"),
        stud=QT_TRANSLATE_NOOP("", "one pair", "category, stud"),
        macau=QT_TRANSLATE_NOOP("", "one pair", "category, 2010"),
        thirteen=QT_TRANSLATE_NOOP("", "one pair", "category, 13 cards"),
        qpoker=QT_TRANSLATE_NOOP("", "one pair", "category, Q Poker"), kind="category"),
    "high-card": PerRules(
        non_banked=QT_TRANSLATE_NOOP("", "high card", "category, non-banked"),
        stud=QT_TRANSLATE_NOOP("", "high card", "category, stud"),
        macau=QT_TRANSLATE_NOOP("", "high card", "category, 2010"),
        thirteen=QT_TRANSLATE_NOOP("", "high card", "category, 13 cards"),
        qpoker=QT_TRANSLATE_NOOP("", "high card", "category, Q Poker"), kind="category"),
}

NATURAL_NAMES = {
    "dragon": QT_TRANSLATE_NOOP("", "dragon", "natural"),
    "six-pairs-and-a-half": QT_TRANSLATE_NOOP("", "six pairs and a half", "natural"),
    "three-flushes": QT_TRANSLATE_NOOP("", "three flushes", "natural"),
    "three-straights": QT_TRANSLATE_NOOP("", "three straights", "natural"),
}


GAME_TITLES = (  # the engine's RULESETS titles (the engine has no i18n), marked for lupdate
    QT_TRANSLATE_NOOP("", "Five-card stud", "game"),
    QT_TRANSLATE_NOOP("", "Hold'em", "game"),
    QT_TRANSLATE_NOOP("", "Omaha", "game"),
    QT_TRANSLATE_NOOP("", "Póquer sintético", "game"),
    QT_TRANSLATE_NOOP("", "Omaha (Macau 2010)", "game"),
    QT_TRANSLATE_NOOP("", "Thirteen cards", "game"),
    QT_TRANSLATE_NOOP("", "Q Poker", "game"),
)


def game(code: str) -> str:
    """A game's name (RULESETS' title) in the language in use."""
    return tr(RULESETS[code].title, "game") if code in RULESETS else code


ROW_NAMES = {
    "front": QT_TRANSLATE_NOOP("", "front", "row"),
    "middle": QT_TRANSLATE_NOOP("", "middle", "row"),
    "back": QT_TRANSLATE_NOOP("", "back", "row"),
}

OUTCOME_NAMES = {
    "win": QT_TRANSLATE_NOOP("", "win", "outcome"),
    "lose": QT_TRANSLATE_NOOP("", "lose", "outcome"),
    "push": QT_TRANSLATE_NOOP("", "push", "outcome"),
}


BANKER = QT_TRANSLATE_NOOP("", "banker", "answer key")
"""13 cards' banker as a place in an answer (the tasks' answer words say it too)."""

DIRECTION_NAMES = {
    "clockwise": QT_TRANSLATE_NOOP("", "clockwise", "direction"),
    "counterclockwise": QT_TRANSLATE_NOOP("", "counterclockwise", "direction"),
}


YES_NO = {  # an answer's yes or no, in the words of what it answers (T12: "答案是否" asks a question)
    "fouls": (QT_TRANSLATE_NOOP("", "foul", "13 cards: a place's rows, answered"),
              QT_TRANSLATE_NOOP("", "in order", "13 cards: a place's rows, answered")),
    "qualifies": (QT_TRANSLATE_NOOP("", "qualifies", "Q Poker: the croupier's hand, answered"),
                  QT_TRANSLATE_NOOP("", "does not qualify", "Q Poker: the croupier's hand, answered")),
}
_YES_NO_SAID = {
    "fouls": "13 cards: a place's rows, answered",
    "qualifies": "Q Poker: the croupier's hand, answered",
}


def yes_no(key: str, value: bool) -> str:
    """A yes or no under ``key`` (:data:`YES_NO`) in its own words: a place "fouls" or is "in
    order" (倒水 / 順序正確), the croupier "qualifies" or "does not qualify"."""
    yes, no = YES_NO[key]
    return tr(yes if value else no, _YES_NO_SAID[key])


def answer_value(code: str, game: str | None = None) -> str:
    """An answer's word (a hand category, a natural, an outcome, a direction, a place:
    ``banker`` or ``seat 2``) in the language in use; any other text (a card) as it is.  A hand
    category is named in ``game``'s regulation's words (as it is written without a game)."""
    if code in CATEGORY_NAMES:
        return category(code, game) if game in RULESETS else code.replace("-", " ")
    if code in NATURAL_NAMES:
        return natural(code)
    if code in OUTCOME_NAMES:
        return outcome(code)
    if code in DIRECTION_NAMES:
        return tr(DIRECTION_NAMES[code], "direction")
    if code == "banker":
        return tr(BANKER, "answer key")
    seat = code.removeprefix("seat ")
    if seat != code and seat.isdigit():
        return place(seat)
    return code


def row(code: str) -> str:
    """A row of 13 cards: front, middle, back."""
    return render(row_msg(code))


def row_msg(code: str) -> Message:
    return msg(ROW_NAMES.get(code, code), "row")


def outcome(code: str) -> str:
    """A seat's outcome against the banker: win, lose, push."""
    return render(outcome_msg(code))


def outcome_msg(code: str) -> Message:
    return msg(OUTCOME_NAMES.get(code, code), "outcome")


def category(code: str, game: str) -> str:
    """A hand category as ``game``'s regulation names it (rules 17 and 103, art. 5, art. 15...)."""
    return render(category_msg(code, game))


def category_msg(code: str, game: str) -> Message:
    return CATEGORY_NAMES[code].msg(game) if code in CATEGORY_NAMES else verbatim(code)


def natural(code: str | None) -> str:
    return render(natural_msg(code))


def natural_msg(code: str | None) -> Message:
    return msg("no natural") if code is None else msg(NATURAL_NAMES.get(code, code), "natural")


SUIT_SYMBOLS = {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}
"""The suits as a trainee reads them in every language: ♠ ♥ ♦ ♣ (issue 32, T5: the codes' letters
are English, and in Portuguese "c" reads copas, hearts, where it means clubs)."""


def card(c: Card | str) -> str:
    """One card as a trainee reads it: its rank as the cards print it (A K Q J 10 9 ... 2: 10, never
    T) and its suit's symbol: ``Kc`` -> K♣, ``Th`` -> 10♥.  The scenario files and ``trainer
    solve`` keep the codes (SCENARIOS.md); only the text a trainee reads writes cards so."""
    c = parse_card(c)
    return ("10" if c.rank == 10 else RANK_CHARS[c.rank - 2]) + SUIT_SYMBOLS[c.suit]


def cards(cs: Iterable[Card | str]) -> str:
    """Cards as a trainee reads them (:func:`card`), a space between: A♥ 5♥ 4♥ 3♥ 2♥."""
    return " ".join(card(c) for c in cs)


def listed(items: Iterable[object]) -> str:
    """The items of a list as the language joins them: ``1, 2, 5`` / ``1、2、5`` (issue 32, T5)."""
    return render(listed_msg(items))


def listed_msg(items: Iterable[object]) -> Message:
    """:func:`listed` as a message, joined when shown (its items may be messages)."""
    return joined(items, QT_TRANSLATE_NOOP("", ", ", "joins the items of a list: 1, 2, 5"),
                  "joins the items of a list: 1, 2, 5")


def clauses(items: Iterable[str]) -> str:
    """Clauses of one sentence as the language joins them: ``a; b`` / ``a；b`` (issue 32, T5)."""
    return render(clauses_msg(items))


def clauses_msg(items: Iterable[object]) -> Message:
    """:func:`clauses` as a message, joined when shown (its clauses may be messages)."""
    return joined(
        items, QT_TRANSLATE_NOOP("", "; ", "joins the clauses of one sentence: seat 3 calls 10; seat 5 folds"),
        "joins the clauses of one sentence: seat 3 calls 10; seat 5 folds")


def labelled(label: str, value: str) -> str:
    """A value under its label: ``amount: 240`` / ``金額：240`` (issue 32, T5)."""
    return render(labelled_msg(label, value))


def labelled_msg(label: object, value: object) -> Message:
    return msg("{label}: {value}", "a value under its label").filled(label=label, value=value)


def grouped(text: str) -> str:
    """Parts of an answer kept together inside a longer one: ``(amount: 240, winners: 1)``."""
    return render(msg("({parts})", "parts of an answer kept together").filled(parts=text))


def seats(numbers: Iterable[int | str]) -> str:
    return listed(numbers)


def seats_msg(numbers: Iterable[int | str]) -> Message:
    return listed_msg(numbers)


def place(key: str, start: bool = False) -> str:
    """``banker`` / ``dealer`` / ``"3"`` as a reader says it (``start``: opening a sentence)."""
    return render(place_msg(key, start))


def place_msg(key: str, start: bool = False) -> Message:
    """:func:`place` as a message."""
    if key == "banker":
        return msg("The banker") if start else msg("the banker")
    if key == "dealer":
        return msg("The croupier") if start else msg("the croupier")
    return msg("Seat {seat}", seat=key) if start else msg("seat {seat}", seat=key)


def chips(amount: int) -> str:
    """An amount of chips, grouped as every screen writes numbers."""
    return number(amount)


def cite(rule: str) -> str:
    """The engine's citation with ruling ids spelled out: ``R6-5`` -> ``ruling R6-5``."""
    import re

    return re.sub(r"(?<![\w-])(R\d+(?:-\d+b?)?)", r"ruling \1", rule).replace("ruling ruling", "ruling")
