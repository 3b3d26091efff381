"""What no Chinese or Portuguese screen may show (issue 32, T5): an English word of the trade, a
card code, and — in Chinese — an ASCII joint between the items of a list, its clauses or a label
and its value.  Shared by the drill walk (``test_no_english_on_screen``) and the screens'
(``tests/gui/test_screens_without_english``)."""

from __future__ import annotations

import re

LETTER = "A-Za-zÀ-ÿ"
TRADE = ("seat", "seats", "banker", "pot", "pots", "raise", "raises", "raised", "call", "calls", "called",
         "fold", "folds", "folded", "check", "checks", "checked", "bet", "bets", "player", "players", "winner",
         "winners", "wins", "lose", "push", "chips", "card", "cards", "row", "front", "middle", "back", "foul",
         "fouls", "amount", "order", "first", "ruling", "kicker", "ace", "king", "queen", "jack", "hearts",
         "spades", "clubs", "diamonds", "pair", "straight", "full house", "high card", "button", "blinds",
         "stack", "commission", "clockwise", "counterclockwise", "yes", "the", "and",
         "of", "to", "is", "with", "each")
"""English words no Portuguese or Chinese sentence holds (whole words, any case): "pot" is not
"pote", and no word here is also a Portuguese one ("no", "for", "a" are left out)."""
REGULATION_WORDS = ("croupier", "dealer", "all-in", "flop", "turn", "river", "blind", "showdown", "head up",
                    "natural")
"""English-looking words the Portuguese regulations use as their own (croupier, all-in, "the river",
"small blind" in the 2010 Despacho, dealer and showdown in stud's Portaria, natural in 13 cards):
English only in Chinese."""
TAGS = ("SB", "BB", "ALL-IN")
PT_REGULATION_PHRASES = ("(blind bets)",)
"""English the Portuguese regulations write inside their own sentences, quoted as written:
Despacho 97/2010 art. 4.3 «apostas … antes da distribuição de cartas (blind bets)»."""


def english_words(language: str) -> re.Pattern[str]:
    words = TRADE + (REGULATION_WORDS if language == "zh_Hant" else ())
    loose = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    tags = "|".join(re.escape(t) for t in TAGS)
    return re.compile(rf"(?<![{LETTER}])(?:(?i:{loose})|{tags})(?![{LETTER}])")


CODE = r"(?:10|[2-9TJQKA])[cdhs]"
EDGE_L, EDGE_R = rf"(?<![{LETTER}0-9])", rf"(?![{LETTER}0-9])"
CARD_CODE = re.compile(rf"{EDGE_L}{CODE}{EDGE_R}")
PT_CARD_CODE = re.compile(  # "As" is also Portuguese ("As fichas"): the ace of spades only among cards
    rf"{EDGE_L}(?!As{EDGE_R}){CODE}{EDGE_R}|{EDGE_L}As {CODE}{EDGE_R}|{EDGE_L}{CODE} As{EDGE_R}")
ASCII_JOINT = re.compile(r"[;:,] |[()]")
QUOTED = re.compile(r"「[^」]*」")
"""A regulation quoted in Portuguese inside a Chinese sentence keeps its own punctuation."""


def leaks(language: str, text: str, *, joints: bool = True) -> list[str]:
    """The English words and card codes in ``text`` (and, ``joints``, its ASCII joints in Chinese:
    off for a button's or a key hint's key names, "提交 (Enter)", "1-9, 0")."""
    if language == "pt":
        for phrase in PT_REGULATION_PHRASES:
            text = text.replace(phrase, "")
    found = [m.group(0) for m in english_words(language).finditer(text)]
    found += [m.group(0) for m in (PT_CARD_CODE if language == "pt" else CARD_CODE).finditer(text)]
    if language == "zh_Hant" and joints:
        found += [repr(m.group(0)) for m in ASCII_JOINT.finditer(QUOTED.sub("", text))]
    return found
