"""The seven rule sets of RULINGS.md and their parameters.

Each rule set names its regulation, its deck, its hand ranking(s) and the
defaults of its parameters (rulings marked **(param)**).  Scenario ``params``
override the defaults; each game's solver validates them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from itertools import pairwise
from types import MappingProxyType
from typing import Any

from .cards import FULL_RANKS, SINTETICO_RANKS, STUD_RANKS, Card, deck
from .ranking import CATEGORIES, Ranking, standard_straights, windows

_FIVE_CARD = tuple(c for c in CATEGORIES if c not in ("figures-with-pairs", "simple-figures"))

# R3-1: ace high or low; A-2-3-4-5 the lowest straight.  Rule 18: every kicker counts.
HOLDEM_RANKING = Ranking(
    name="holdem",
    ranks=FULL_RANKS,
    categories=_FIVE_CARD,
    straights=standard_straights(FULL_RANKS, (5, 4, 3, 2, 14)),
)

# R3-4 / Omaha 2010 art. 15.3: the kicker of four of a kind never counts.
OMAHA_MACAU_RANKING = Ranking(
    name="omaha-macau",
    ranks=FULL_RANKS,
    categories=_FIVE_CARD,
    straights=standard_straights(FULL_RANKS, (5, 4, 3, 2, 14)),
    quads_kicker=False,
)

# R3-2 / Portaria 104/85/M art. 5: A-5-6-7-8 is the lowest straight; quads, full
# house and trips are decided by the quad/trio alone.
STUD_RANKING = Ranking(
    name="stud",
    ranks=STUD_RANKS,
    categories=_FIVE_CARD,
    straights=standard_straights(STUD_RANKS, (8, 7, 6, 5, 14)),
    quads_kicker=False,
    full_house_pair=False,
    trips_kickers=False,
)

# R3-3 / rules 95, 103, 105: 28 cards, A-8-9-T-J the lowest straight, flush above
# full house, figures with pairs and simple figures between trips and two pair.
SINTETICO_RANKING = Ranking(
    name="sintetico",
    ranks=SINTETICO_RANKS,
    categories=(
        "royal-flush", "straight-flush", "four-of-a-kind", "flush", "full-house",
        "straight", "three-of-a-kind", "figures-with-pairs", "simple-figures",
        "two-pair", "one-pair", "high-card",
    ),
    straights=standard_straights(SINTETICO_RANKS, (11, 10, 9, 8, 14)),
    figures_from=11,
)

# R5-3 / Portaria 51/89/M art. 9 II.2, II.6: A-K-Q-J-T the highest straight,
# A-2-3-4-5 the second; A-2-3-4-5 suited the highest straight flush below royal.
# Art. 9 II.3, II.4, II.7: quads, full house, trips decided by the quad/trio alone.
_THIRTEEN_RUNS = windows(FULL_RANKS, 5)
THIRTEEN_RANKING = Ranking(
    name="thirteen",
    ranks=FULL_RANKS,
    categories=_FIVE_CARD,
    straights=(_THIRTEEN_RUNS[0], (5, 4, 3, 2, 14), *_THIRTEEN_RUNS[1:]),
    straight_flushes=((5, 4, 3, 2, 14), *_THIRTEEN_RUNS[1:]),
    quads_kicker=False,
    full_house_pair=False,
    trips_kickers=False,
)

# R5-2: the three-card front ranks only as three of a kind, one pair or high card.
THIRTEEN_FRONT_RANKING = Ranking(
    name="thirteen-front",
    ranks=FULL_RANKS,
    categories=("three-of-a-kind", "one-pair", "high-card"),
    size=3,
    trips_kickers=False,
)

# R6-1, R6-2 / Despacho 89/2004 art. 4.3, 8: three cards; A-K-Q highest run,
# A-2-3 lowest.  Suits break ties on top of this ranking (see qpoker.py, R6-3).
QPOKER_RANKING = Ranking(
    name="qpoker",
    ranks=FULL_RANKS,
    categories=(
        "straight-flush", "three-of-a-kind", "straight", "flush", "one-pair", "high-card",
    ),
    straights=windows(FULL_RANKS, 3) + ((3, 2, 14),),
    size=3,
    trips_kickers=False,
)


@dataclass(frozen=True)
class TableRules:
    """RULINGS R0-5 and R8-5: what a table of the game may be, with the article of each bound.

    The engine solves any well-formed table; lessons, generators, exams and hands stay
    within these bounds (:mod:`trainer.engine.tables` checks a scenario against them)."""

    players: tuple[int, int]
    """Seats a hand is dealt to, fewest and most (seats may fold down to one within it)."""
    players_cite: str
    limits: tuple[str, ...] = ()
    """The limits a table may be played at (R8-5), the game's default first; () for none."""
    limits_cite: str = ""
    stakes: tuple[int, ...] = ()
    """Real Macau stakes the generators and hands draw from: the big blind of a blind game,
    the ante ("bolo de entrada") of an ante game."""
    entries: tuple[int, ...] = ()
    """stud: the only entries a table may have, $20 or $100 (art. 6-7); () for any."""
    capital_floor: MappingProxyType[int, int] = field(default_factory=lambda: MappingProxyType({}))
    """stud: the least a seat may start a hand with, by entry (art. 6: $500 at $20, $1,000 at $100)."""
    stake_points: tuple[int, ...] = ()
    """thirteen: a seat stakes 1, 2 or 3 points of the table's bet unit (art. 11)."""
    board_by_round: tuple[int, ...] = ()
    """Board cards on the table during each betting round (round 1 first)."""
    board_cite: str = ""


# R0-5, R8-5: the bounds of each game's table.
_FLOP_BOARD = (0, 3, 4, 5)  # rules 41, 43, 45; art. 7.1, 8.1, 8.3: flop, turn, river
_NONBANKED_LIMITS = ("pot", "half-pot", "no-limit")  # rule 21 a-c, the concessionaire's choice (rule 22)
NONBANKED_PLAYERS = "non-banked rule 24"
HOLDEM_TABLE = TableRules(
    players=(4, 10), players_cite="non-banked rules 6, 24",
    limits=_NONBANKED_LIMITS, limits_cite="non-banked rule 21; ruling R8-5",
    stakes=(10, 20, 50, 100), board_by_round=_FLOP_BOARD, board_cite="non-banked rules 41, 43, 45",
)
SINTETICO_TABLE = TableRules(
    players=(4, 11), players_cite="non-banked rules 24, 99",
    limits=("no-limit", "pot", "half-pot"), limits_cite="non-banked rule 21; ruling R8-5",
    stakes=(10, 20, 50, 100), board_by_round=(1, 2, 3, 4, 5), board_cite="non-banked rules 107-108",
)
OMAHA_MACAU_TABLE = TableRules(
    players=(2, 10), players_cite="Despacho 97/2010 art. 2.1-2.3",
    limits=("pot", "no-limit"), limits_cite="Despacho 97/2010 art. 11.2-11.3; ruling R8-5",
    stakes=(50, 100, 200), board_by_round=_FLOP_BOARD, board_cite="Despacho 97/2010 art. 7.1, 8.1, 8.3",
)
STUD_TABLE = TableRules(
    players=(2, 7), players_cite="Portaria 104/85/M art. 3",
    limits=("no-limit",), limits_cite="ruling R8-5",
    stakes=(20, 100), entries=(20, 100),
    capital_floor=MappingProxyType({20: 500, 100: 1000}),
)
THIRTEEN_TABLE = TableRules(
    players=(3, 3), players_cite="Portaria 51/89/M art. 2 c",
    stake_points=(1, 2, 3),
)
QPOKER_TABLE = TableRules(players=(1, 16), players_cite="Despacho 89/2004 art. 2.1")

_NONBANKED_FILE = "nonbanked-poker-omaha-holdem-sintetico.pt.txt"
_NONBANKED_COMMISSION = (0, 5, "non-banked rule 7 a allows up to 5 %")  # R1-5


@dataclass(frozen=True)
class Cites:
    """Where a poker game's regulation says what an explanation of its hands and pots rests on
    (:mod:`trainer.tasks.explain_poker`): each game's own articles, never another's."""

    hands: str = ""
    """R3: how a hand is read and ranked."""
    pots: str = ""
    """R1-2: the main pot and the side pots."""
    commission: str = ""
    """R1-5: the house's commission."""
    one_left: str = ""
    """The last seat left wins without showing."""
    uncalled: str = "ruling R1-1"
    """R1-1: an uncalled bet goes back."""
    tie: str = ""
    """A tie shared by the regulation's own rule (sintético rule 104), for :attr:`tie_categories`."""
    tie_categories: frozenset[str] = frozenset()
    """The categories :attr:`tie` names (rule 104: rule 103 e-l, full house down to one pair)."""


# Sintético rule 104: a tie "nas situações das alíneas e) a l)" of rule 103 (full house down to one
# pair) shares the losing bets equally; a)-d) cannot tie with 28 cards, and m), high card, is not named.
_RULE_104_CATEGORIES = frozenset({"full-house", "straight", "three-of-a-kind", "figures-with-pairs",
                                  "simple-figures", "two-pair", "one-pair"})
_NONBANKED_CITES = Cites(pots="non-banked rules 38, 49-50; ruling R1-2",
                         commission="non-banked rules 7 a, 65; ruling R1-5", one_left="non-banked rule 51")


class Family(StrEnum):
    """A family of games: one solver, one set of generators, one hand dealer, one table scene."""

    POKER = "poker"
    """The betting games (RULINGS R1-R4, R8): hold'em, Omaha, sintético, Omaha (Macau), stud."""
    THIRTEEN = "thirteen"
    """13 cards (R5)."""
    QPOKER = "qpoker"
    """Q Poker (R6)."""


@dataclass(frozen=True)
class RuleSet:
    id: str
    regulation: str
    title: str
    ranks: tuple[int, ...]
    ranking: Ranking
    hole_cards: int = 0
    """Private cards per seat (stud: 1 hole card plus open cards)."""
    hole_used: int | None = None
    """Exactly this many hole cards in the final five (omaha: 2, sintetico: 2); None: any."""
    board_cards: int = 0
    max_seats: int = 10
    defaults: MappingProxyType[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    table: TableRules | None = None
    """The tables a trainee may be shown (RULINGS R0-5) and the limits the game allows (R8-5)."""
    words: str = ""
    """Whose words the game is spoken in, as the glossary labels the regulations: "non-banked"
    (rules 1-112: pagador, passar, acompanhar, repicar, encavado, rule 17's hand names),
    "stud" (Portaria 104/85/M: dealer, passar a voz, aceitar, elevar, lanço, bolo, capital
    desfalcado), "2010" (Despacho 97/2010: croupier, preferir, igualar, subir a aposta, all-in),
    "13 cards" (Portaria 51/89/M), "Q Poker" (Despacho 89/2004).  The translations tell one
    game's sentence from another's by it (issue 32 T2, T3: :class:`trainer.scenarios.words.PerRules`)."""

    # -- the game descriptor (issue 34 item 1): what every other module asks of a game ---------
    family: Family = Family.POKER
    """Whose solver, generators, hand dealer and table scene serve the game."""
    instrument: str = ""
    """The regulation as a citation names it: ``non-banked`` (the rules 1-112 of the non-banked
    games), ``Portaria 104/85/M``, …; its text is ``assets/regulations/`` :attr:`regulation_file`."""
    regulation_file: str = ""
    forced_bets: str = ""
    """R8-1: ``blinds`` (a small and a big blind from the marker) or ``antes`` (every seat); ""
    for a banked game."""
    marker: bool = False
    """A seat holds the marker ("marcador"): a scenario must name it (R7)."""
    marker_first: bool = True
    """R8-12, R8-1: the marker's seat holds a mão — first in the deal, the small blind (non-banked
    rules 34, 81); False: the seat left of the marker is (Despacho 97/2010 art. 5, 6.1)."""
    open_boards: bool = False
    """Five-card stud's shape (Portaria 104/85/M art. 10): a hole card and open cards per seat, no
    shared board; the open boards say who speaks (R4-1), the deal goes counterclockwise."""
    betting_rounds: int = 0
    """R8-3: the betting rounds of a hand; 0 for a game without betting."""
    raise_by_last_raise: bool = False
    """R8-6: a raise adds at least the round's last full bet or raise (art. 12.1; stud art. 10 b 3),
    not the table minimum (rule 86)."""
    raise_capped_limits: tuple[str, ...] = ()
    """R8-7: the limits at which a round allows three raises (rule 87; art. 12.2-12.3)."""
    heads_up_raise_unlimited: bool = False
    """R8-5, Despacho 97/2010 art. 12.4: with two seats left a raise has no maximum but the chips."""
    high_bettor_opens: bool = False
    """Sintético (rules 107-108, R2-1): the antes are gathered, one board card comes a round, and
    the previous round's highest bettor opens the next round and shows first."""
    board_from_bottom: bool = False
    """Sintético (rules 100, 107): no burnt card, each board card from the bottom of the deck."""
    showdown: str = ""
    """R2: who shows first — ``open-boards`` (stud, R2-3), ``last-aggressor`` of the final round
    (Despacho 97/2010, R2-2: a scenario may give ``final_round``), ``high-bettor`` (rule 108, R2-1),
    ``last-round-opener`` (rule 62, R2-1); "" for a banked game."""
    commission_percents: tuple[float, float, str] = (0, 100, "a percentage")
    """R1-5: the commission percent the regulation allows, least and most, and its words."""
    pot_limit_rules: str = ""
    """The non-banked rules that play the game under Omaha's betting rules 72-91 ("86, 92": hold'em
    through rule 92; "86": Omaha): rule 86's pot-limit raise and table minimum, rule 87's cap of
    three raises, rule 88's cap lifted heads up (R8-5 - R8-7); "" where they do not apply."""
    deal_cite: str = ""
    """R8-12: where the regulation says who receives the first card of the deal, and how many."""
    drawn_seats: int = 0
    """Places a table is drawn with unless the scenario uses more (0: :attr:`max_seats`)."""
    default_seats: int = 6
    """Seats a hand is dealt to unless asked (``trainer hand``, the hand screen: U18)."""
    regulation_names: MappingProxyType[str, str] = field(default_factory=lambda: MappingProxyType({}))
    """The regulation by name in each language the trainer speaks (``en``, ``pt``, ``zh_Hant``), as
    the Help lists it (issue 33 U21): Portuguese as the regulations cite themselves («Portaria n.º
    104/85/M»), Chinese as the Macau official translation (第104/85/M號訓令)."""
    cites: Cites = Cites()
    """What the explanations of a poker game's hands and pots cite."""
    displaced_rules: tuple[str, ...] = ()
    """The general rules of the game's regulation its own rules replace, so no item of it asks them
    (sintético: rule 112 keeps the general rules only "no restante" — the cut (rules 100-101), the rounds
    and burns of the flop games (100, 107-108), the misdeals of rule 109 a-d and a common card turned early
    (110) displace rules 32, 41-46, 69 a, b, d, g and 70 c-h; review N, section 2)."""

    @property
    def betting(self) -> bool:
        """The game is played by betting rounds (RULINGS R8)."""
        return self.betting_rounds > 0

    @property
    def has_board(self) -> bool:
        return self.board_cards > 0

    @property
    def board_can_play(self) -> bool:
        """Hold'em: the five board cards may be a seat's best five (any number of hole cards, rule 18)."""
        return self.has_board and self.hole_used is None

    @property
    def commission_cap_big_blinds(self) -> int | None:
        """R1-5, Despacho 97/2010 art. 16: the commission's cap in big blinds; None: no such cap."""
        commission = self.defaults.get("commission")
        return commission.get("cap_big_blinds") if isinstance(commission, Mapping) else None

    @property
    def board_deals(self) -> tuple[int, ...]:
        """The board cards each deal of the board adds, the first first: (3, 1, 1) flop, turn and river
        (rules 41, 43, 45); sintético (1, 1, 1, 1, 1), one a round (rule 107); () without a board."""
        shown = (0, *(self.table.board_by_round if self.table else ()))
        return tuple(b - a for a, b in pairwise(shown) if b > a)

    @property
    def board_before_first_round(self) -> bool:
        """Sintético (rule 107): a board card is out before the first betting round, the antes in the pot."""
        return bool(self.table and self.table.board_by_round and self.table.board_by_round[0] > 0)

    @property
    def plays_spots(self) -> bool:
        """Q Poker: a seat plays one or more spots (Despacho 89/2004 art. 2), a scenario may list them."""
        return self.family == Family.QPOKER

    @property
    def table_places(self) -> int:
        """The places a table of the game is drawn with (Omaha 2010 goes to 12 only for a scenario
        with seat 11 or 12; Q Poker's half-moon shows 7 of its 16)."""
        return self.drawn_seats or self.max_seats

    @property
    def hand_seats(self) -> tuple[int, int]:
        """RULINGS R0-5: how many seats a dealt hand may have, within the places drawn."""
        assert self.table is not None, self.id
        low, high = self.table.players
        return low, min(high, self.table_places)

    @property
    def deck(self) -> tuple[Card, ...]:
        return deck(self.ranks)

    def param(self, params: Mapping[str, Any] | None, name: str) -> Any:
        if params and name in params:
            return params[name]
        return self.defaults[name]


def _names(en: str, pt: str, zh_hant: str) -> MappingProxyType[str, str]:
    return MappingProxyType({"en": en, "pt": pt, "zh_Hant": zh_hant})


def _defaults(**kw: Any) -> MappingProxyType[str, Any]:
    return MappingProxyType({"chip_unit": 1, **kw})


RULESETS: dict[str, RuleSet] = {
    r.id: r
    for r in (
        RuleSet(
            id="stud",
            regulation_names=_names("Portaria 104/85/M", "Portaria n.º 104/85/M", "第104/85/M號訓令"),
            cites=Cites(hands="Portaria 104/85/M art. 5; ruling R3-2", pots="Portaria 104/85/M art. 11 a; ruling R1-2",
                        commission="Portaria 104/85/M art. 9; ruling R1-5",
                        one_left="Portaria 104/85/M art. 4, 10 c iii",
                        uncalled="ruling R1-1; Portaria 104/85/M art. 9"),
            words="stud",
            instrument="Portaria 104/85/M", regulation_file="macau-1985-five-card-stud.pt.txt",
            forced_bets="antes", open_boards=True, betting_rounds=4, raise_by_last_raise=True,
            showdown="open-boards", default_seats=5,
            regulation="Portaria 104/85/M",
            title="Five-card stud",
            ranks=STUD_RANKS,
            ranking=STUD_RANKING,
            hole_cards=1,
            max_seats=7,
            table=STUD_TABLE,
            # R1-5: 4 % of the pot, no cap, uncalled final bet excluded (art. 9).
            # R1-4: odd chips in dealing order (croupier's right, counterclockwise).
            defaults=_defaults(commission={"percent": 4, "cap": None}, odd_chip="dealing-order"),
        ),
        RuleSet(
            id="holdem",
            regulation_names=_names("Non-banked poker rules 1-94", "regras 1 a 94 do póquer não bancado",
                                    "非莊家遊戲規則第一條至第九十四條"),
            cites=replace(_NONBANKED_CITES, hands="non-banked rules 17-18, 94; ruling R3-1"),
            words="non-banked",
            instrument="non-banked", regulation_file=_NONBANKED_FILE,
            commission_percents=_NONBANKED_COMMISSION,
            forced_bets="blinds", marker=True, betting_rounds=4, raise_capped_limits=_NONBANKED_LIMITS,
            showdown="last-round-opener", deal_cite="non-banked rules 34, 35, 81, 93; ruling R8-12",
            pot_limit_rules="86, 92",
            regulation="Non-banked poker rules 1-94",  # rule 92: the general rules, Omaha rules 72-91, then 93-94
            title="Hold'em",
            ranks=FULL_RANKS,
            ranking=HOLDEM_RANKING,
            hole_cards=2,
            board_cards=5,
            max_seats=10,  # rule 6: hold'em and omaha tables have 10 places
            # R1-5: up to 5 % of each hand (rule 7 a), optional cap (default none).
            table=HOLDEM_TABLE,
            defaults=_defaults(commission={"percent": 5, "cap": None}, odd_chip="marker"),
        ),
        RuleSet(
            id="omaha",
            regulation_names=_names("Non-banked poker rules 1-91", "regras 1 a 91 do póquer não bancado",
                                    "非莊家遊戲規則第一條至第九十一條"),
            cites=replace(_NONBANKED_CITES, hands="non-banked rules 17-18, 73; ruling R3-1"),
            words="non-banked",
            instrument="non-banked", regulation_file=_NONBANKED_FILE,
            commission_percents=_NONBANKED_COMMISSION,
            forced_bets="blinds", marker=True, betting_rounds=4, raise_capped_limits=_NONBANKED_LIMITS,
            showdown="last-round-opener", deal_cite="non-banked rules 34, 35, 77, 81; ruling R8-12",
            pot_limit_rules="86",
            regulation="Non-banked poker rules 1-91",
            title="Omaha",
            ranks=FULL_RANKS,
            ranking=HOLDEM_RANKING,
            hole_cards=4,
            hole_used=2,
            board_cards=5,
            max_seats=10,
            table=HOLDEM_TABLE,
            defaults=_defaults(commission={"percent": 5, "cap": None}, odd_chip="marker"),
        ),
        RuleSet(
            id="sintetico",
            regulation_names=_names("Non-banked poker rules 1-71, 95-112",
                                    "regras 1 a 71 e 95 a 112 do póquer não bancado",
                                    "非莊家遊戲規則第一條至第七十一條及第九十五條至第一百一十二條"),
            cites=replace(_NONBANKED_CITES, hands="non-banked rules 97, 103, 105; ruling R3-3",  # rule 104: a tie's
                          tie="non-banked rule 104", tie_categories=_RULE_104_CATEGORIES),
            displaced_rules=("32", "41-46", "69 a", "69 b", "69 d", "69 g", "70 c-h"),
            words="non-banked",
            instrument="non-banked", regulation_file=_NONBANKED_FILE,
            commission_percents=_NONBANKED_COMMISSION,
            forced_bets="antes", marker=True, betting_rounds=5, high_bettor_opens=True, showdown="high-bettor",
            board_from_bottom=True, deal_cite="non-banked rules 34, 35, 96, 102; ruling R8-12",
            regulation="Non-banked poker rules 1-71, 95-112",
            title="Póquer sintético",
            ranks=SINTETICO_RANKS,
            ranking=SINTETICO_RANKING,
            hole_cards=2,
            hole_used=2,
            board_cards=5,
            max_seats=11,
            table=SINTETICO_TABLE,
            defaults=_defaults(commission={"percent": 5, "cap": None}, odd_chip="marker"),
        ),
        RuleSet(
            id="omaha-macau",
            regulation_names=_names("Despacho 97/2010", "Despacho n.º 97/2010", "經濟財政司司長第97/2010號批示"),
            cites=Cites(hands="Despacho 97/2010 art. 10, 15; ruling R3-1", pots="Despacho 97/2010 art. 10; ruling R1-2",
                        commission="Despacho 97/2010 art. 16; ruling R1-5",
                        one_left="ruling R8-3"),  # the Despacho is silent: the house reads it as the other games do
            words="2010",
            instrument="Despacho 97/2010", regulation_file="macau-2010-omaha-poker.pt.txt",
            commission_percents=(3, 5, "Despacho 97/2010 art. 16 allows 3 to 5 %"),
            forced_bets="blinds", marker=True, marker_first=False, betting_rounds=4, raise_by_last_raise=True,
            raise_capped_limits=("pot",), heads_up_raise_unlimited=True, showdown="last-aggressor",
            deal_cite="Despacho 97/2010 art. 3.2, 6.1; ruling R8-12",
            drawn_seats=10,
            regulation="Despacho 97/2010",
            title="Omaha (Macau 2010)",
            ranks=FULL_RANKS,
            ranking=OMAHA_MACAU_RANKING,
            hole_cards=4,
            hole_used=2,
            board_cards=5,
            max_seats=12,
            # R1-5: 3-5 % (default 5 %), cap 5 x big blind (art. 16).
            table=OMAHA_MACAU_TABLE,
            defaults=_defaults(
                commission={"percent": 5, "cap_big_blinds": 5}, odd_chip="croupier-left"
            ),
        ),
        RuleSet(
            id="thirteen",
            regulation_names=_names("Portaria 51/89/M", "Portaria n.º 51/89/M", "第51/89/M號訓令"),
            words="13 cards",
            family=Family.THIRTEEN, default_seats=3,
            instrument="Portaria 51/89/M", regulation_file="macau-1989-thirteen-cards.pt.txt",
            regulation="Portaria 51/89/M",
            title="Thirteen cards",
            ranks=FULL_RANKS,
            ranking=THIRTEEN_RANKING,
            max_seats=3,
            # R5-7: half the stake, less 2 % house commission on the prize.
            table=THIRTEEN_TABLE,
            defaults=_defaults(
                prize_percent=50, commission={"percent": 2}, bet_unit=None
            ),
        ),
        RuleSet(
            id="qpoker",
            regulation_names=_names("Despacho 89/2004", "Despacho Regulamentar Externo n.º 89/2004",
                                    "經濟財政司司長第89/2004號對外規範性批示"),
            words="Q Poker",
            family=Family.QPOKER, default_seats=3, drawn_seats=7,
            instrument="Despacho 89/2004", regulation_file="macau-2004-q-poker.pt.txt",
            regulation="Despacho 89/2004",
            title="Q Poker",
            ranks=FULL_RANKS,
            ranking=QPOKER_RANKING,
            hole_cards=3,
            # Art. 2.1: "eight or more places, the croupier's included" sets no
            # maximum; one deck deals at most 16 spots besides the croupier.
            max_seats=16,
            table=QPOKER_TABLE,
            defaults=_defaults(decks=1),
        ),
    )
}

GAMES: tuple[str, ...] = tuple(RULESETS)


def games_where(test: Callable[[RuleSet], bool]) -> tuple[str, ...]:
    """The games whose descriptor passes ``test``, in :data:`GAMES`' order."""
    return tuple(game for game, rules in RULESETS.items() if test(rules))


BETTING_GAMES: tuple[str, ...] = games_where(lambda r: r.betting)
"""The games played by betting rounds (RULINGS R8)."""
POKER_GAMES: tuple[str, ...] = games_where(lambda r: r.family == Family.POKER and r.has_board) \
    + games_where(lambda r: r.family == Family.POKER and not r.has_board)
"""The poker family, the board games first (the order the poker tasks list them in)."""


def ruleset(game: str) -> RuleSet:
    try:
        return RULESETS[game]
    except KeyError:
        raise KeyError(f"unknown game {game!r} (one of: {', '.join(GAMES)})") from None


def table_rules(game: str) -> TableRules:
    """RULINGS R0-5 / R8-5: the bounds of ``game``'s table."""
    rules = ruleset(game).table
    assert rules is not None, game
    return rules
