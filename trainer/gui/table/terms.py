"""The table card's lines: the terms of the table a question may depend on (issue 17 item 4).

Game, limits and forced bets when the scenario gives them, commission rate and cap
(or none), chip unit, the 13-card bet unit, Q Poker's paytable.  Defaults come from
the engine (``trainer.engine.rulesets`` and each game's own reading of ``params``), so
the card says exactly what the engine will apply; nothing here applies a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from trainer.engine import poker, qpoker, thirteen
from trainer.engine.betting_terms import ANTE_GAMES, BETTING_GAMES, BLIND_GAMES, Limit, betting_params
from trainer.engine.errors import ScenarioError
from trainer.engine.rulesets import RULESETS, Family
from trainer.scenarios import words

from . import rule_words
from .chips import table_chips
from .items import amount_text
from .notes import PanelRow

LEGEND_PER_ROW = 4
BETTING_KEYS = ("big_blind", "small_blind", "ante", "min_bet", "limit", "max_raises")
POKER_KEYS = ("chip_unit", "commission", "big_blind", "odd_chip")  # what poker.read_params reads


def translate(context: str, text: str, comment: str | None = None) -> str:
    """Qt's, under the name lupdate reads (a call with the context written out is extracted)."""
    return QCoreApplication.translate(context, text, comment)


def percent_text(value: float | Fraction) -> str:
    """``5`` -> "5 %", ``2.5`` -> "2.5 %" (the locale's decimal point)."""
    number = float(value)
    shown = QLocale().toString(int(number)) if number.is_integer() else QLocale().toString(number, "g", 6)
    return translate("TableView", "{percent} %", "a percentage").format(percent=shown)


def chip_legend_rows(data: Mapping[str, Any]) -> list[PanelRow]:
    """The house legend (issue 20): the table's chips face up, each showing its value, up
    to four a row, smallest first."""
    values = table_chips(data).values
    return [PanelRow("", chips=values[i:i + LEGEND_PER_ROW]) for i in range(0, len(values), LEGEND_PER_ROW)]


def chip_legend_title() -> str:
    return translate("TableView", "Chips", "title of the table's chip legend: each chip with its value")


def _params(data: Mapping[str, Any]) -> dict[str, Any]:
    raw = data.get("params")
    return dict(raw) if isinstance(raw, Mapping) else {}


def table_card_rows(data: Mapping[str, Any]) -> list[PanelRow]:
    """The rows of the table card for a scenario (its game's terms)."""
    game = str(data.get("game", ""))
    maker: dict[Family, Callable[[Mapping[str, Any]], list[PanelRow]]] = {
        Family.POKER: _poker, Family.THIRTEEN: _thirteen, Family.QPOKER: _qpoker}
    return maker[RULESETS[game].family](data) if game in RULESETS else _poker(data)


def _chip_unit(data: Mapping[str, Any]) -> PanelRow:
    unit = RULESETS[str(data["game"])].param(_params(data), "chip_unit")
    return PanelRow(translate("TableView", "Chip unit"), amount_text(int(unit)) if isinstance(unit, int) else str(unit))


# -- poker ---------------------------------------------------------------------------


def _poker(data: Mapping[str, Any]) -> list[PanelRow]:
    game = str(data["game"])
    params = _params(data)
    rows = _betting_rows(game, data, params)
    rows.append(_commission_row(game, params))
    rows.append(_chip_unit(data))
    odd = params.get("odd_chip")
    if odd is not None and odd != RULESETS[game].defaults.get("odd_chip"):  # a house rule: say it
        rows.append(PanelRow(translate("TableView", "Odd chips"), _odd_chip_words().get(str(odd), str(odd))))
    return rows


def _odd_chip_words() -> dict[str, str]:
    """RULINGS R1-4's orders, as the table card says them."""
    return {"croupier-left": translate("TableView", "all to the first winner from the croupier's left"),
            "marker": translate("TableView", "from the marker, clockwise"),
            "dealing-order": translate("TableView", "in dealing order")}


def _betting_rows(game: str, data: Mapping[str, Any], params: Mapping[str, Any]) -> list[PanelRow]:
    """Forced bets and limits: the ones given, and with a ``betting`` list every one
    the engine plays by (R8's defaults filled in by the engine)."""
    given = {k: params[k] for k in BETTING_KEYS if k in params}
    if game not in BETTING_GAMES or not (given or data.get("betting")):
        return []
    values: dict[str, Any] = dict(given)
    if data.get("betting"):
        try:
            unit = RULESETS[game].param(params, "chip_unit")
            terms = betting_params(game, params, int(unit))
            values = {"big_blind": terms.big_blind, "small_blind": terms.small_blind, "ante": terms.ante,
                      "min_bet": terms.min_bet, "limit": terms.limit, "max_raises": terms.max_raises or "none"}
        except (ScenarioError, TypeError, ValueError):
            values = dict(given)
    rows = []
    if values.get("small_blind") is not None and values.get("big_blind") is not None:
        rows.append(PanelRow(_forced_bet_words(game)["blinds"], f"{amount_text(values['small_blind'])} / "
                                                                f"{amount_text(values['big_blind'])}"))
    elif values.get("big_blind") is not None:
        rows.append(PanelRow(_forced_bet_words(game)["big_blind"], amount_text(values["big_blind"])))
    elif values.get("small_blind") is not None:
        rows.append(PanelRow(_forced_bet_words(game)["small_blind"], amount_text(values["small_blind"])))
    if values.get("ante") is not None:
        rows.append(PanelRow(_forced_bet_words(game)["ante"], amount_text(values["ante"])))
    if values.get("min_bet") is not None:
        rows.append(PanelRow(translate("TableView", "Minimum bet"), amount_text(values["min_bet"])))
    if values.get("limit") is not None:
        limit = str(values["limit"])
        rows.append(PanelRow(translate("TableView", "Limit"), _limit_words().get(limit, limit)))
    if "max_raises" in values:
        cap = values["max_raises"]
        rows.append(PanelRow(rule_words.RAISES_PER_ROUND(game),
                             translate("TableView", "no cap") if cap in (None, "none") else str(cap)))
    return rows


def _forced_bet_words(game: str) -> dict[str, str]:
    """The forced bets in the words of ``game``'s regulation (rules 81-83, 102; art. 5; stud
    art. 6-8); a forced bet the game's regulation has not, as a scenario may give it, plainly."""
    blinds, antes = game in BLIND_GAMES, game in ANTE_GAMES
    return {"blinds": rule_words.BLINDS(game) if blinds else translate("TableView", "Blinds"),
            "big_blind": rule_words.BIG_BLIND(game) if blinds else translate("TableView", "Big blind"),
            "small_blind": rule_words.SMALL_BLIND(game) if blinds else translate("TableView", "Small blind"),
            "ante": rule_words.ANTE(game) if antes else translate("TableView", "Ante")}


def _limit_words() -> dict[str, str]:
    return {Limit.POT.value: translate("TableView", "pot limit"),
            Limit.HALF_POT.value: translate("TableView", "half-pot limit"),
            Limit.NO_LIMIT.value: translate("TableView", "no limit")}


def _commission_row(game: str, params: Mapping[str, Any]) -> PanelRow:
    rules = RULESETS[game]
    label = rule_words.COMMISSION(game)
    try:
        read = poker.read_params({k: params[k] for k in POKER_KEYS if k in params}, rules)
    except (ScenarioError, TypeError, ValueError):
        return PanelRow(label, _raw_commission(params.get("commission", rules.defaults["commission"]),
                                               params.get("big_blind")))
    if read.commission is None:
        return PanelRow(label, translate("TableView", "none"))
    return PanelRow(label, _rate_and_cap(read.commission.percent, read.commission.cap))


def _rate_and_cap(percent: float, cap: int | None) -> str:
    if cap is None:
        return translate("TableView", "{rate}, no cap").format(rate=percent_text(percent))
    return translate("TableView", "{rate}, cap {cap}").format(rate=percent_text(percent), cap=amount_text(cap))


def _raw_commission(raw: Any, big_blind: Any) -> str:
    """The commission as given, when the engine cannot read it whole (e.g. a cap in big
    blinds with no big blind given)."""
    if not isinstance(raw, Mapping):
        none = raw in (None, False) or str(raw).strip().lower() == "none"
        return translate("TableView", "none") if none else str(raw)
    percent = raw.get("percent")
    rate = percent_text(percent) if isinstance(percent, int | float) else "?"
    if raw.get("cap") is not None and isinstance(raw["cap"], int):
        return translate("TableView", "{rate}, cap {cap}").format(rate=rate, cap=amount_text(raw["cap"]))
    if raw.get("cap_big_blinds") is not None:
        return translate("TableView", "{rate}, cap {n} big blinds").format(rate=rate, n=raw["cap_big_blinds"])
    return translate("TableView", "{rate}, no cap").format(rate=rate)


# -- thirteen cards ------------------------------------------------------------------


def _thirteen(data: Mapping[str, Any]) -> list[PanelRow]:
    params = _params(data)
    try:
        terms = thirteen.read_params(params, RULESETS["thirteen"])
    except (ScenarioError, TypeError, ValueError):
        return [_chip_unit(data)]
    rows = []
    if terms.bet_unit is not None:
        rows.append(PanelRow(translate("TableView", "Bet unit (ponto)"), amount_text(terms.bet_unit)))
        rows.append(PanelRow(translate("TableView", "Stakes"), translate("TableView", "1, 2 or 3 units")))
    rows.append(PanelRow(translate("TableView", "A win pays"), translate("TableView", "{percent} of the stake").format(
        percent=percent_text(terms.prize_percent))))
    prize = (translate("TableView", "{percent} of the prize").format(percent=percent_text(terms.commission_percent))
             if terms.commission_percent else translate("TableView", "none"))
    rows.append(PanelRow(translate("TableView", "Commission"), prize))
    rows.append(PanelRow(translate("TableView", "Chip unit"), amount_text(terms.chip_unit)))
    return rows


# -- Q Poker ---------------------------------------------------------------------------


def _qpoker(data: Mapping[str, Any]) -> list[PanelRow]:
    card, bet_title, bets = qpoker_card(data)
    return [*card, PanelRow(bet_title, heading=True), *bets]


def qpoker_card(data: Mapping[str, Any]) -> tuple[list[PanelRow], str, list[PanelRow]]:
    """A Q Poker table's terms in two panels, one each side of the croupier (issue 33 U7): the
    table card (decks, chip unit, what the pair plus pays), and the bet's paytable — its title
    and rows."""
    params = _params(data)
    rules = RULESETS["qpoker"]
    decks = data.get("decks", rules.param(params, "decks"))
    card = [PanelRow(translate("TableView", "Decks"), str(decks)), _chip_unit(data),
            PanelRow(translate("TableView", "Pair plus pays"), heading=True)]
    card += [PanelRow(words.category(cat, "qpoker"), str(odds)) for cat, odds in qpoker.PAIR_PLUS_ODDS.items()]
    bets = [PanelRow(words.category(cat, "qpoker"), str(odds)) for cat, odds in qpoker.BET_ODDS.items()]
    bets.append(PanelRow(translate("TableView", "any other hand"), str(qpoker.EVEN_MONEY)))
    bets.append(PanelRow(translate("TableView", "Croupier not qualified"), str(qpoker.HALF)))
    bets.append(PanelRow(translate("TableView", "A fold loses"), translate("TableView", "half the bet")))
    return card, translate("TableView", "Bet pays (croupier qualifies)"), bets
