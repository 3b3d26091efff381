"""The split table (Omaha's two hole cards and three board cards, rule 73, Omaha 2010
art. 10.1; sintético's two and three, rule 97) against the plain search, for every
multiset of ranks a hole or a board can hold, and the by-count tables of the 7-card path."""

import random
from itertools import combinations, combinations_with_replacement

import pytest

from trainer.engine.cards import parse_cards, rank_key
from trainer.engine.evaluate import candidate_fives, strength
from trainer.engine.ranking import Ranking, ranks_of_key
from trainer.engine.rulesets import RULESETS

SPLIT_GAMES = ["omaha", "omaha-macau", "sintetico"]


def _plain_best(ranking: Ranking, used: int, hole: list[int], board: list[int]) -> int:
    """The best of every ``used`` hole ranks with every ``5 - used`` board ranks, looked up one by one."""
    return max(ranking.plain_table[sum(map(rank_key, h)) + sum(map(rank_key, b))]
               for h in combinations(hole, used) for b in combinations(board, ranking.size - used))


def _multisets(ranks: tuple[int, ...], size: int) -> list[list[int]]:
    """Every multiset of ``size`` ranks one deck can deal (at most four of a rank)."""
    return [list(m) for m in combinations_with_replacement(ranks, size) if max(map(m.count, m)) <= 4]


def _fits(*parts: list[int]) -> bool:
    together = [r for part in parts for r in part]
    return max(map(together.count, together)) <= 4


def _partner(rng: random.Random, ranks: tuple[int, ...], size: int, other: list[int]) -> list[int]:
    while True:
        mine = sorted(rng.choice(ranks) for _ in range(size))
        if _fits(mine, other):
            return mine


def _key(ranks: list[int]) -> int:
    return sum(map(rank_key, ranks))


@pytest.mark.parametrize("game", SPLIT_GAMES)
def test_every_hole_the_game_deals_matches_the_plain_search(game):
    rules = RULESETS[game]
    ranking, used = rules.ranking, rules.hole_used
    split = ranking.split_table(used)
    rng = random.Random(game)
    for hole in _multisets(ranking.ranks, rules.hole_cards):
        for _ in range(4):
            board = _partner(rng, ranking.ranks, 5, hole)
            assert split.best(_key(hole), _key(board)) == _plain_best(ranking, used, hole, board), (hole, board)


@pytest.mark.parametrize("game", SPLIT_GAMES)
@pytest.mark.parametrize("board_size", [3, 4, 5])
def test_every_board_of_three_four_or_five_matches_the_plain_search(game, board_size):
    rules = RULESETS[game]
    ranking, used = rules.ranking, rules.hole_used
    split = ranking.split_table(used)
    rng = random.Random(f"{game}{board_size}")
    for board in _multisets(ranking.ranks, board_size):
        for _ in range(2):
            hole = _partner(rng, ranking.ranks, rules.hole_cards, board)
            assert split.best(_key(hole), _key(board)) == _plain_best(ranking, used, hole, board), (hole, board)


def test_a_rank_key_gives_back_its_ranks():
    for ranks in _multisets(RULESETS["holdem"].ranking.ranks, 5):
        assert ranks_of_key(_key(ranks)) == sorted(ranks)


@pytest.mark.parametrize(("hole_n", "board_n"), [(4, 3), (4, 4)])
def test_omaha_on_the_flop_and_the_turn_equals_the_best_of_every_legal_five(hole_n, board_n):
    rules = RULESETS["omaha-macau"]
    rng = random.Random(f"flop-turn{board_n}")
    for _ in range(2000):
        cards = rng.sample(rules.deck, hole_n + board_n)
        hole, board = cards[:hole_n], cards[hole_n:]
        expected = max(rules.ranking.strength(f) for f in candidate_fives(rules, hole, board))
        assert strength(rules, hole, board) == expected


def test_a_board_of_two_cards_makes_no_omaha_hand():
    with pytest.raises(ValueError, match="five cards"):
        strength(RULESETS["omaha-macau"], parse_cards("Ah Kh Qh Jh"), parse_cards("Th 9h"))


def test_the_by_count_tables_are_the_best_of_n_tables():
    ranking = RULESETS["holdem"].ranking
    for n in (5, 6, 7):
        assert ranking.plain_by_count[n] is ranking.best_plain(n)
        assert ranking.suited_by_count[n] is ranking.best_suited(n)
