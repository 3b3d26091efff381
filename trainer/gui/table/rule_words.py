"""The words the table writes that each regulation says its own way (issue 32 T3).

The seat tags, the action log, the pots, the croupier's plate and the table card say, in
Portuguese, what the regulation of the table's game says: «pequena aposta» and «encavado»
(non-banked rules 49, 81-83), «aposta prévia menor» and «all-in» (Despacho 97/2010 art. 5,
11.3), «capital desfalcado», «bolo» and «lanço» (Portaria 104/85/M art. 7, 10, 11); the
pagador, the dealer and the croupier.  Each is a :class:`~trainer.scenarios.words.PerRules`
in the context "TableView", one version per regulation, called with the game.
"""

from __future__ import annotations

from trainer.engine.betting_terms import BLIND_GAMES
from trainer.engine.rulesets import RULESETS
from trainer.i18n import QT_TRANSLATE_NOOP
from trainer.scenarios.words import PerRules

TABLE = "TableView"

# -- the seat tags --------------------------------------------------------------------------------

ALL_IN_TAG = PerRules(
    #: seat tag: the seat has no chips left (rule 49: «encavado»)
    non_banked=QT_TRANSLATE_NOOP("TableView", "ALL-IN", "non-banked"),
    #: seat tag: the seat has no chips left (art. 11 a: «com capital desfalcado»)
    stud=QT_TRANSLATE_NOOP("TableView", "ALL-IN", "stud"),
    #: seat tag: the seat has no chips left (art. 11.3: «all-in»)
    macau=QT_TRANSLATE_NOOP("TableView", "ALL-IN", "2010"), context=TABLE)
SMALL_BLIND_TAG = PerRules(
    #: seat tag: this seat posted the small blind (rules 81-82: «pequena aposta»)
    non_banked=QT_TRANSLATE_NOOP("TableView", "SB", "non-banked"),
    #: seat tag: this seat posted the small blind (art. 5: «aposta prévia menor»)
    macau=QT_TRANSLATE_NOOP("TableView", "SB", "2010"), context=TABLE)
BIG_BLIND_TAG = PerRules(
    #: seat tag: this seat posted the big blind (rules 81, 83: «grande aposta»)
    non_banked=QT_TRANSLATE_NOOP("TableView", "BB", "non-banked"),
    #: seat tag: this seat posted the big blind (art. 5: «aposta prévia maior»)
    macau=QT_TRANSLATE_NOOP("TableView", "BB", "2010"), context=TABLE)
STACK_TAG = PerRules(
    #: under a seat: the chips it has left in front of it (rule 52: «cave»)
    non_banked=QT_TRANSLATE_NOOP("TableView", "STACK {amount}", "non-banked"),
    #: under a seat: the chips it has left in front of it (art. 6: «capital»)
    stud=QT_TRANSLATE_NOOP("TableView", "STACK {amount}", "stud"),
    #: under a seat: the chips it has left in front of it (art. 11: «fichas detidas na mesa»)
    macau=QT_TRANSLATE_NOOP("TableView", "STACK {amount}", "2010"), context=TABLE)

# -- the action log -------------------------------------------------------------------------------

ROUND_TITLE = PerRules(
    #: title of the action log: the betting round in play («turno de apostas»)
    non_banked=QT_TRANSLATE_NOOP("TableView", "Round {n}", "non-banked"),
    #: title of the action log: the betting round in play («lanço de apostas»)
    stud=QT_TRANSLATE_NOOP("TableView", "Round {n}", "stud"),
    #: title of the action log: the betting round in play («turno de apostas»)
    macau=QT_TRANSLATE_NOOP("TableView", "Round {n}", "2010"), context=TABLE)
ROUND_EMPTY_TITLE = PerRules(
    #: title of the action log, empty round
    non_banked=QT_TRANSLATE_NOOP("TableView", "Round {n}: nobody has acted yet", "non-banked"),
    #: title of the action log, empty round
    stud=QT_TRANSLATE_NOOP("TableView", "Round {n}: nobody has acted yet", "stud"),
    #: title of the action log, empty round
    macau=QT_TRANSLATE_NOOP("TableView", "Round {n}: nobody has acted yet", "2010"), context=TABLE)
LAST_ROUND_TITLE = PerRules(
    #: title of the action log: the last round's actions
    non_banked=QT_TRANSLATE_NOOP("TableView", "Last round's actions", "non-banked"),
    #: title of the action log: the last round's actions
    stud=QT_TRANSLATE_NOOP("TableView", "Last round's actions", "stud"),
    #: title of the action log: the last round's actions
    macau=QT_TRANSLATE_NOOP("TableView", "Last round's actions", "2010"), context=TABLE)
CHECKS = PerRules(
    #: action log: rule 39 b «passar»
    non_banked=QT_TRANSLATE_NOOP("TableView", "checks", "non-banked"),
    #: action log: art. 10 c «passar a voz»
    stud=QT_TRANSLATE_NOOP("TableView", "checks", "stud"),
    #: action log: art. 6.4 «preferir»
    macau=QT_TRANSLATE_NOOP("TableView", "checks", "2010"), context=TABLE)
CALLS = PerRules(
    #: action log: rule 39 c «acompanhar»
    non_banked=QT_TRANSLATE_NOOP("TableView", "calls", "non-banked"),
    #: action log: art. 10 b 2 «aceitar a aposta»
    stud=QT_TRANSLATE_NOOP("TableView", "calls", "stud"),
    #: action log: art. 11 «igualar a aposta»
    macau=QT_TRANSLATE_NOOP("TableView", "calls", "2010"), context=TABLE)
RAISES_TO = PerRules(
    #: action log: a raise's total for the round (rule 39 d «repicar»)
    non_banked=QT_TRANSLATE_NOOP("TableView", "raises to", "non-banked"),
    #: action log: a raise's total for the round (art. 10 b 3 «elevar a aposta»)
    stud=QT_TRANSLATE_NOOP("TableView", "raises to", "stud"),
    #: action log: a raise's total for the round (art. 12 «subir a aposta»)
    macau=QT_TRANSLATE_NOOP("TableView", "raises to", "2010"), context=TABLE)
ALL_IN = PerRules(
    #: action log: the action put in all the seat's chips (rule 49 «encavado»)
    non_banked=QT_TRANSLATE_NOOP("TableView", "all in", "non-banked"),
    #: action log: the action put in all the seat's chips (art. 11 a «capital desfalcado»)
    stud=QT_TRANSLATE_NOOP("TableView", "all in", "stud"),
    #: action log: the action put in all the seat's chips (art. 11.3 «all-in»)
    macau=QT_TRANSLATE_NOOP("TableView", "all in", "2010"), context=TABLE)

# -- the pots and the croupier ----------------------------------------------------------------

POT = PerRules(
    #: the chips in the middle, from the rounds before (rule 38 «pote»)
    non_banked=QT_TRANSLATE_NOOP("TableView", "Pot", "non-banked"),
    #: the chips in the middle, from the rounds before (art. 7 «bolo»)
    stud=QT_TRANSLATE_NOOP("TableView", "Pot", "stud"),
    #: the chips in the middle, from the rounds before (art. 10.2 «pote»)
    macau=QT_TRANSLATE_NOOP("TableView", "Pot", "2010"), context=TABLE)
ANTES = PerRules(
    #: the chips in the middle: the antes (rule 102 «aposta inicial (ante)»)
    non_banked=QT_TRANSLATE_NOOP("TableView", "Antes", "non-banked"),
    #: the chips in the middle: the antes (art. 6-8 «bolo de entrada»)
    stud=QT_TRANSLATE_NOOP("TableView", "Antes", "stud"), context=TABLE)
MAIN_POT = PerRules(
    non_banked=QT_TRANSLATE_NOOP("TableView", "Main pot", "non-banked"),
    stud=QT_TRANSLATE_NOOP("TableView", "Main pot", "stud"),
    macau=QT_TRANSLATE_NOOP("TableView", "Main pot", "2010"), context=TABLE)
SIDE_POT = PerRules(
    #: rule 38 «pote lateral»; art. 11 a «bolo separado»
    non_banked=QT_TRANSLATE_NOOP("TableView", "Side pot {n}", "non-banked"),
    stud=QT_TRANSLATE_NOOP("TableView", "Side pot {n}", "stud"),
    macau=QT_TRANSLATE_NOOP("TableView", "Side pot {n}", "2010"), context=TABLE)
CROUPIER = PerRules(
    #: the croupier's plate: rules 29-70 «pagador»
    non_banked=QT_TRANSLATE_NOOP("TableView", "Croupier", "non-banked"),
    #: the croupier's plate: art. 10 «dealer»
    stud=QT_TRANSLATE_NOOP("TableView", "Croupier", "stud"),
    #: the croupier's plate: art. 1-13 «croupier»
    macau=QT_TRANSLATE_NOOP("TableView", "Croupier", "2010"),
    #: the croupier's plate: art. 7-9 «croupier»
    qpoker=QT_TRANSLATE_NOOP("TableView", "Croupier", "Q Poker"), context=TABLE)

# -- the table card ---------------------------------------------------------------------------

BLINDS = PerRules(
    #: table card: rules 81-83 «pequena aposta» / «grande aposta»
    non_banked=QT_TRANSLATE_NOOP("TableView", "Blinds", "non-banked"),
    #: table card: art. 5 «aposta prévia menor» / «maior»
    macau=QT_TRANSLATE_NOOP("TableView", "Blinds", "2010"), context=TABLE)
BIG_BLIND = PerRules(
    non_banked=QT_TRANSLATE_NOOP("TableView", "Big blind", "non-banked"),
    macau=QT_TRANSLATE_NOOP("TableView", "Big blind", "2010"), context=TABLE)
SMALL_BLIND = PerRules(
    non_banked=QT_TRANSLATE_NOOP("TableView", "Small blind", "non-banked"),
    macau=QT_TRANSLATE_NOOP("TableView", "Small blind", "2010"), context=TABLE)
ANTE = PerRules(
    #: table card: rule 102 «aposta inicial (ante)»
    non_banked=QT_TRANSLATE_NOOP("TableView", "Ante", "non-banked"),
    #: table card: art. 6-8 «bolo de entrada»
    stud=QT_TRANSLATE_NOOP("TableView", "Ante", "stud"), context=TABLE)
RAISES_PER_ROUND = PerRules(
    #: table card: rule 87 «três repiques» per «ronda de apostas»
    non_banked=QT_TRANSLATE_NOOP("TableView", "Raises per round", "non-banked"),
    #: table card: raises per «lanço de apostas»
    stud=QT_TRANSLATE_NOOP("TableView", "Raises per round", "stud"),
    #: table card: art. 12.2 «a aposta pode subir três vezes, no máximo, por turno»
    macau=QT_TRANSLATE_NOOP("TableView", "Raises per round", "2010"), context=TABLE)
COMMISSION = PerRules(
    #: table card: rules 7 a, 65 «percentagem»
    non_banked=QT_TRANSLATE_NOOP("TableView", "Commission", "non-banked"),
    #: table card: art. 9 «comissão»
    stud=QT_TRANSLATE_NOOP("TableView", "Commission", "stud"),
    #: table card: art. 16 «comissão»
    macau=QT_TRANSLATE_NOOP("TableView", "Commission", "2010"), context=TABLE)

# -- the marker button ----------------------------------------------------------------------------

MARKER_BLINDS_TIP = PerRules(
    #: tooltip of the marker button «D» at hold'em and Omaha: the marcador before a mão (rules 29-30),
    #: the small blind's seat (rule 81), dealt to first (rule 35, ruling R8-12)
    non_banked=QT_TRANSLATE_NOOP("TableView", "D: the marker, set before the player who has a mão (non-banked "
                                              "rules 29-30), not a dealer's button. That seat posts the small "
                                              "blind (rule 81) and is dealt to first (rule 35; ruling R8-12).",
                                 "non-banked"), context=TABLE)
MARKER_ANTE_TIP = PerRules(
    #: tooltip of the marker button «D» at sintético: the marcador before a mão (rules 29-30; sintético
    #: takes no Omaha rule 80-91, rule 112), dealt to first (ruling R8-12), its left opens (rule 107)
    non_banked=QT_TRANSLATE_NOOP("TableView", "D: the marker, set before the player who has a mão (non-banked "
                                              "rules 29-30), not a dealer's button. That seat is dealt to first "
                                              "(ruling R8-12); the seat on its left opens the first round "
                                              "(rule 107).", "non-banked"), context=TABLE)
MARKER_MACAU_TIP = PerRules(
    #: tooltip of the marker button «D» at Omaha (Macau 2010): the marcador (art. 1.1 2), 5, 6.1, 6.5)
    macau=QT_TRANSLATE_NOOP("TableView", "D: the marker (Despacho 97/2010 art. 1, 5, 6). The seat on its left "
                                         "posts the small blind and is dealt to first; after the first round "
                                         "the marker's seat acts last.", "2010"), context=TABLE)


def marker_tip(game: str) -> str:
    """What the marker button «D» means at ``game``'s table (U20: a trainee used to a dealer's
    button reads it as one), in its regulation's words; "" where no marker is drawn."""
    label = RULESETS[game].words if game in RULESETS else ""
    if label == "2010":
        return MARKER_MACAU_TIP(game)
    if label != "non-banked":
        return ""
    return MARKER_BLINDS_TIP(game) if game in BLIND_GAMES else MARKER_ANTE_TIP(game)
