"""Which tasks are answered from the hands: the live seats' cards are shown face up.

Showdown order, commission, first to act and the dice are answered without them
(and before the showdown a croupier would not see them).
"""

HANDS_SHOWN = frozenset({"winner", "hand-category", "pot-split", "foul", "natural", "thirteen-settle",
                         "qpoker-qualify", "qpoker-payout", "pay-chips",
                         "pair-plus"})  # issue 21: paid on each spot's own open hand (Despacho 89/2004 art. 9.1)
