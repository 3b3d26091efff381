"""Answer panels, one per task (issue 8): the trainee's side of each question.

``PANELS`` maps every task id (the drills' and a hand's own step kinds) to its panel class;
``panel_for(task_id)`` makes one.
The contract every panel keeps is :class:`trainer.gui.panels.base.AnswerPanel`.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from .base import AnswerPanel
from .betting import BetSizesPanel, CountPotPanel, FollowActionPanel, LegalActionPanel, WhoActsPanel
from .categories import HandCategoryPanel, NaturalPanel
from .chips import CountStackPanel, PayChipsPanel
from .colour import ChangeBetPanel, ColourUpPanel
from .cut import CutPotPanel
from .hand import BurnBoardPanel, DealOrderPanel, FoldCollectPanel, ForcedBetsPanel, PairPlusPanel
from .pots import CommissionPanel, PotSplitPanel
from .procedure import ProcedurePanel
from .qpoker import QPokerPayoutPanel, QPokerQualifyPanel
from .seats import FirstToActPanel, ShowdownOrderPanel, WinnerPanel
from .thirteen import DicePanel, FoulPanel, ThirteenSettlePanel

PANELS: dict[str, type[AnswerPanel]] = {
    cls.task_id: cls
    for cls in (
        WinnerPanel, HandCategoryPanel, ShowdownOrderPanel, PotSplitPanel, CommissionPanel,
        FirstToActPanel, FoulPanel, NaturalPanel, ThirteenSettlePanel, DicePanel,
        QPokerQualifyPanel, QPokerPayoutPanel, ProcedurePanel, WhoActsPanel, BetSizesPanel, LegalActionPanel,
        CountPotPanel, FollowActionPanel, PayChipsPanel, CountStackPanel, CutPotPanel, ColourUpPanel,
        ChangeBetPanel,
        # a hand's own steps (issue 21)
        ForcedBetsPanel, DealOrderPanel, BurnBoardPanel, PairPlusPanel, FoldCollectPanel,
    )
}


def panel_for(task_id: str, parent: QWidget | None = None) -> AnswerPanel:
    """A new, empty panel for ``task_id`` (call ``load`` to put a question in it)."""
    try:
        cls = PANELS[task_id]
    except KeyError:
        raise KeyError(f"no answer panel for task {task_id!r} (one of: {', '.join(PANELS)})") from None
    return cls(parent)


__all__ = ["PANELS", "AnswerPanel", "panel_for"]
