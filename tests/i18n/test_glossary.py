"""The catalogues speak the glossary's words (issue 19, "Terminology").

docs/GLOSSARY.md (a copy of ../shared/GLOSSARY.md) gives, for every term of the trade, the
Macau Chinese word and the regulations' Portuguese words.  Wherever a catalogue message's
English source uses a term, its Chinese translation holds the glossary's Chinese word and
its Portuguese translation the word of the message's regulation: a lesson's message takes
the game of its lesson file (the ``<location>``), a message of the code the games of the
regulation its disambiguation names ("stud", "category, non-banked": issue 32 T2, T3), and a
message every game shares may use any of the term's Portuguese words.
"""

from __future__ import annotations

import functools
import re
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml

from tests import glossary
from tests.glossary import NON_BANKED, Entry
from trainer.engine.rulesets import RULESETS

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "assets" / "translations"
GLOSSARY = ROOT / "docs" / "GLOSSARY.md"
ENTRIES = glossary.load(GLOSSARY)
CATALOGUES = ("trainer", "lessons")

# Words a regulation uses for a term where the glossary gives that regulation no word of
# its own (the glossary otherwise lets such a game use any of the term's words).
# (term, game) -> (words, where the regulation says so)
SUPPLEMENT: dict[tuple[str, str], tuple[tuple[str, ...], str]] = {
    ("all-in player", "omaha-macau"): (("all-in",), "Despacho 97/2010 art. 11.3: «(all-in)»"),
    ("main pot", "stud"): (("bolo",), "Portaria 104/85/M art. 11 a): «ganhará apenas o bolo, sem o bolo separado»"),
    ("call", "omaha-macau"): (("igualar",), "Despacho 97/2010 art. 11: «Igualar a aposta»"),
    **{("all in", game): (("encavado",), "non-banked rule 49: the glossary's all-in player")
       for game in NON_BANKED},
    ("all in", "stud"): (("capital desfalcado", "todo o capital"),
                         "Portaria 104/85/M art. 11 a): «posto no bolo todo o seu capital», "
                         "the glossary's all-in player"),
    **{("re-raise", game): (("repicar", "subir a aposta"), "non-banked rule 39 d): every raise is «repicar / subir a "
                            "aposta»; the glossary's «redobrar» is stud's") for game in NON_BANKED},
    ("re-raise", "omaha-macau"): (("subir a aposta",), "Despacho 97/2010 art. 11-12: every raise is «subir a aposta»"),
    **{("marker", game): (("marcador",), "non-banked rule 29: «o pagador coloca em frente do jogador que "
                          "tem a mão um marcador»") for game in NON_BANKED},
    # The hands as each regulation names them (the glossary's note: "Portuguese hand names follow
    # each regulation"; its table gives the stud / 13 cards / 2010 word alone for some).
    **{("royal flush", game): (("sequência máxima da cor",), "non-banked rules 17 a), 103 a)")
       for game in NON_BANKED},
    ("four of a kind", "stud"): (("quatro cartas iguais",), "Portaria 104/85/M art. 5.3"),
    ("four of a kind", "thirteen"): (("quatro cartas iguais",), "Portaria 51/89/M art. 9 II 3"),
    ("four of a kind", "omaha-macau"): (("quatro cartas iguais",), "Despacho 97/2010 art. 15.3"),
    ("high card", "stud"): (("maior carta",), "Portaria 104/85/M art. 5.10: «Maior carta»"),
    ("high card", "thirteen"): (("maior carta",), "Portaria 51/89/M art. 9 II 10: «Maior carta»"),
    ("high card", "omaha-macau"): (("cinco cartas diferentes",), "Despacho 97/2010 art. 15.10"),
    ("high card", "qpoker"): (("três cartas diferentes",), "Despacho 89/2004 art. 8.6"),
    ("three of a kind", "qpoker"): (("três cartas iguais",), "Despacho 89/2004 art. 8.2"),
    ("stack", "omaha-macau"): (("fichas",), "Despacho 97/2010 art. 11.2-11.3: «fichas detidas na mesa»"),
}

# Chinese forms of a glossary word beside the word itself (patterns). term -> (forms, why)
CHINESE_FORMS: dict[str, tuple[tuple[str, ...], str]] = {
    "bet": ((r"注碼|注額|投注|(?:第一|最高|最低|初始|開局|下的|的)注", r"比牌注"),
            "下注 is to bet; the noun 'a bet' is 注 with its measure: 第一注, 最高注, 所下的注, 注碼, 注額; "
            "Q Poker's bet against the croupier's hand is the glossary's play bet, 比牌注"),
    "deck": ((r"副牌",), "一副牌 counts one deck; 'the deck' is 整副牌 / 這副牌 / 兩副牌, the same 副牌"),
    "betting round": ((r"輪下注",), "a counted round puts the measure first: 第一輪下注, 最後一輪下注, 兩輪下注"),
    "figures with pairs": ((r"大牌兩對",), "T13: rule 105's «figuras» are the ace, king, queen and jack; 人頭 "
                           "(face cards) leaves out the ace, so the five-card A K Q J hand is 大牌兩對"),
    "simple figures": ((r"大牌散牌",), "T13: rule 105 b) «cinco cartas iguais ou superiores ao valete» counts "
                       "the ace: 大牌散牌, not 人頭散牌"),
}

# The glossary's "Notes on words that were misread": a Chinese word the catalogues once used
# for a term, the glossary's word for it, and why.  (pattern, the glossary's word, why)
MISREAD: tuple[tuple[str, str, str], ...] = (
    (r"莊家按鈕", "按鈕（莊位）", "the marker: 莊家 is the 13-card banker, and 非莊家 names the non-banked games"),
    (r"對子加注", "對子或以上", "pair plus: 加注 means 'raise' everywhere else"),
    (r"[桌檯]", "枱", "one character for the table: 牌枱, 枱面, 枱上, as Macau's official 賭枱"),
    (r"發牌", "派牌", "to deal is 派牌"),
)
# The review's one word per concept (turn-3 translations review, T9, T13, T15): a word the
# Chinese catalogues used beside another for the same thing, the word kept, and why.
# (finding, pattern of the rejected word, the word kept, why)
ONE_WORD: tuple[tuple[str, str, str, str], ...] = (
    ("T9", r"[桌檯]", "枱", "the table: 牌枱, 枱面, 枱上, as Macau's official 賭枱"),
    ("T9", r"發牌", "派牌", "to deal: the floor's word, as in the glossary's 派牌錯誤"),
    ("T9", r"場面主管|樓面主管|場面主任|監場(?!主任)", "監場主任",
     "rule 71 i's «fiscal», the floor supervisor: one officer, one title"),
    ("T9", r"規章", "規例", "'the regulation' (regulamento): 規例, as the rule dialog and the rulings say"),
    ("T9", r"合成撲克|póquer sintético|(?<![`A-Za-z_])(?<!Póquer )[Ss]int[ée]tico(?![`A-Za-z_])", "Póquer sintético",
     "the game's name as the regulation writes it («Póquer sintético», rule 2 c) and the app shows it; "
     "a game id in `code` is not a name"),
    ("T9", r"五張牌梭哈", "梭哈", "five-card stud is 梭哈 in every other title"),
    ("T9", r"識讀", "判讀", "to read the hands: 判讀, the task's name"),
    ("T9", r"最小額", "最低額", "the smallest amount allowed: 最低額, as the table's 最低注"),
    ("T9", r"放大", "近看", "a close-up of chips: 近看 on every panel"),
    ("T9", r"裡", "裏", "Hong Kong and Macau write 裏"),
    ("T9", r"著", "着", "Hong Kong and Macau write the particle 着 (坐着, 接着); the catalogues have no 著名 or 顯著"),
    ("T13", r"人頭", "大牌", "rule 105's figuras count the ace: A K Q J are 大牌; 人頭 is J Q K only"),
    ("T15", r"跟隨行動", "逐步跟進牌局",
     "'Follow the action' is to follow the hand step by step, not a literal 'follow action'"),
    ("T15", r"按節", "按場收取（場費）", "rule 7 b's commission per session: 按場收取, the session fee 場費"),
    ("T15", r"賬房", "籌碼兌換處", "the cage, where a player buys chips: Macau floors say 籌碼兌換處"),
)
BANKER = re.compile(r"(?<!非)莊家")
"""莊家 is the 13-card banker (the glossary's banker); 非莊家 names the non-banked games."""
BANKER_GAMES = {"thirteen", None}
"""Where the banker may be spoken of: 13 cards' lessons, and the code and the rulings (no game)."""

# An English word of the glossary that also has an everyday sense: a use counts as the
# glossary's term only when the text around it (80 characters either side) says so.
# term -> (pattern the surroundings of the glossary's sense match, why)
GLOSSARY_SENSE: dict[str, tuple[re.Pattern[str], str]] = {
    "turn": (re.compile(r"\bflop\b|\briver\b|\bturn cards?\b|\b(?:on|as) the turn\b", re.I),
             "'turn' is mostly whose turn it is to act (pt 'a vez', zh '輪到'); the street "
             "comes with the flop and the river or as 'the turn card' / 'on the turn'"),
}

# The everyday senses of a glossary word: a use inside a match is not the glossary's term.
# term -> (pattern, why)
EVERYDAY: dict[str, tuple[re.Pattern[str], str]] = {
    "check": (re.compile(r"^Check(?: again)?$|\bThe check found|"
                         r"\bcheck(?:s|ing|ed)?(?= that| the deck| this| against| the | your| for| each| a scenario|:)|"
                         r"\bare not checked\b",
                         re.I | re.M),
              "to verify (pt 'verificar', zh '核對'), not to pass"),
    "call": (re.compile(r"(?:'s|at the|his) call\b|\b(?:is|are) called\b|"
                        r"\bcall(?:s|ed)? (?:it\b|off|the floor|himself|\")"),
             "the croupier's call (his word to show, pt 'voz'); to name or announce: 'is called a dragon', "
             "'call \"no qualify\"', 'calls the floor'"),
    "seat": (re.compile(r"\bseated\b"), "'seated' is sitting at the table (pt 'sentado', zh '坐')"),
    "pot": (re.compile(r"\{pot\}|\bpot money\b"), "a placeholder named pot (the pot's name is filled in); "
            "stud's 'pot money' is the ante (pt 'bolo de entrada', zh '底注', Portaria 104/85/M art. 7)"),
    "turn": (re.compile(r"(?:\b(?:its|his|her|their|your|whose|in|by)|'s) turns?\b|"
                        r"\bturns? (?:comes|goes|passes)\b", re.I),
             "whose turn it is to act (pt 'a vez', zh '輪到')"),
    "board": (re.compile(r"\b(?:open|better|best|next best|four-card|two-pair) boards?\b|\btwo boards tie\b"),
              "stud's 'board': a seat's open cards (pt 'cartas abertas', zh '明牌')"),
    "points": (re.compile(r"\bthe point where\b|\bstarting point\b"),
               "'up to the point where': the moment; 'the same starting point': where the count starts"),
    "no limit": (re.compile(r"\bno limit (?:to|on)\b"), "no cap on a number, not the no-limit game"),
    "deck": (re.compile(r"\bcuts? the deck\b|\bthe deck (?:is )?cut\b|\b\d+-card deck\b|\bshort deck\b|"
                        r"Four-colour &deck|^Decks$|rest of the deck\b", re.M),
             "set phrases that name no deck: 切牌 (to cut), 28張牌 / 短牌 (the short pack), 四色牌, 其餘的牌"),
    "bet": (re.compile(r"\bpair plus bets?\b"), "the pair plus bet is the glossary's pair plus, 對子或以上"),
    "straight": (re.compile(r"\bstraight (?:back|to|away|into)\b"), "'goes straight back': at once"),
    "all in": (re.compile(r"\ball in (?:hearts|spades|clubs|diamonds)\b"), "all the cards in one suit"),
    "stack": (re.compile(r"\bcount the stack\b|\b(?:full|smaller|a|the) stacks?\b(?= (?:is|of|are|stand|drawn))|"
                         r"\bstacks? (?:of \d+|are drawn)|"
                         r"(?:\bwinner's|\{seat\}'s|\btype the|\bequal) stacks?\b|\bthe stacks\b(?=:| pushed)", re.I),
              "a pile of chips, as a croupier builds and counts them (issue 20's chip drills: pt 'pilha', "
              "zh '籌碼疊'; a split pot cut into each winner's stack), not a player's whole stack (cave, capital)"),
    "play bet": (re.compile(r"\bwho play bets?\b"),
                 "'others who play bet 400': the seats still playing put in 400, not Q Poker's play bet"),
    "13 cards": (re.compile(r"(?:'s|its|his|their|the|all|of|has) 13 cards|13 cards (?:each|of|in)\b"),
                 "a hand's thirteen cards, not the game's name"),
}

# An English word used in another sense in a whole game's lessons.
# (term, game) -> why
OTHER_SENSE_IN_GAME: dict[tuple[str, str], str] = {
    ("board", "stud"): "stud has no community cards: a seat's 'board' is its open cards "
                       "(pt 'cartas abertas', zh '明牌', Portaria 104/85/M art. 10)",
}


@dataclass(frozen=True)
class Exception_:
    source: str
    """A phrase of the message's English source."""
    term: str
    reason: str


# Messages whose English uses a term in another sense, each with the reason.
EXCEPTIONS: tuple[Exception_, ...] = (
    Exception_("raise its best five", "raise", "to lift (show) a hand's best five cards, not a bet"),
    Exception_("Three flushes with the same ranks", "three flushes",
               "Q Poker: three hands that are flushes, not 13 cards' natural «três cores»"),
    Exception_("Bridge players often rank", "player", "bridge players, not players at the table"),
    Exception_("Two pairs of nines are showing", "two pair", "two seats each showing a pair, not the hand two pair"),
    Exception_("Before the deal, the player seated at the table with the highest bet shakes", "points",
               "the dice's points (pips, zh 點數), not 13 cards' scoring points (分)"),
    Exception_("One point per", "points", "the chart's scale: one point per unit, not 13 cards' scoring"),
    Exception_("point {n}", "points", "a citation's numbered point (pt ponto, zh 第N點: the 2 of stud art. 10 c i 2), "
               "not 13 cards' scoring points"),
    Exception_('"flop", "turn", "river", "inutilizar uma carta"', "river",
               "Despacho 97/2010's own words quoted as it writes them («river»)"),
    Exception_("To call a bet only, never to raise it.", "bet", "the bet is named by the action on it: 跟注 / 加注"),
    Exception_("To raise a bet, never to call it.", "bet", "the bet is named by the action on it: 加注 / 跟注"),
    Exception_("Call, minimum, Pot!", "pot", "the pot-limit call «Pot!» names the largest raise; stud is played "
                                             "without a limit (R8-5), so its panel says «máximo» (issue 32 T3)"),
)


@dataclass(frozen=True)
class Checked:
    catalogue: str
    source: str
    forms: tuple[str, ...]
    game: str | None


@functools.cache
def _lesson_game(path: Path) -> str | None:
    """The game of a lesson file; None for any other location (the rulings' RULINGS.md)."""
    if path.suffix not in (".yaml", ".yml"):
        return None
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return data.get("game") if isinstance(data, dict) else None


def _code_games(comment: str) -> set[str | None]:
    """The games of a code message said in one regulation's words (issue 32 T2, T3): its
    disambiguation names the regulation as the rule sets label it ("stud", "category, 2010");
    None for a message every game shares."""
    pieces = {p.strip() for p in comment.split(",")}
    return {game for game, rules in RULESETS.items() if rules.words in pieces} or {None}


def messages(path: Path) -> list[Checked]:
    """Every live, finished message of a catalogue, once per game of its locations."""
    found = []
    for message in ET.parse(path).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            continue
        forms = tuple(f.text or "" for f in translation.iter("numerusform")) or (translation.text or "",)
        games = _code_games(message.findtext("comment") or "")
        if path.name.startswith("lessons_"):
            games = {_lesson_game((path.parent / loc.get("filename", "")).resolve())
                     for loc in message.iter("location")} or {None}
        for game in sorted(games, key=str):
            source = " ".join((message.findtext("source") or "").split())  # as shown: one space
            # a `code` span (RULINGS' game ids and params: `omaha`, `no-limit`) is not prose: it
            # is kept as written in every language, so no term is looked for inside it
            source = re.sub(r"`[^`]*`", "``", source)
            found.append(Checked(path.name, source, forms, game))
    return found


def portuguese_words(entry: Entry, game: str | None) -> tuple[str, ...]:
    """The glossary's words for the game, and the supplement's (any game's when none is known)."""
    extra = [words for (term, g), (words, _) in SUPPLEMENT.items()
             if term == entry.english and (g == game or game is None)]
    return tuple(dict.fromkeys(entry.portuguese_for(game) + tuple(w for ws in extra for w in ws)))


def counts(use: glossary.Use, message: Checked, exceptions: bool = True) -> bool:
    """Whether the use is the glossary's term (not an everyday word, not an exception)."""
    term = use.entry.english
    if message.source[use.start - 1: use.start] == "{":  # a placeholder's name: {pot}, {seats}, {called}
        return False
    if message.game and (term, message.game) in OTHER_SENSE_IN_GAME:
        return False
    if term in EVERYDAY and any(m.start() <= use.start < m.end() or use.start <= m.start() < use.end
                                for m in EVERYDAY[term][0].finditer(message.source)):
        return False
    if term in GLOSSARY_SENSE:
        around = message.source[max(0, use.start - 80): use.end + 80]
        if not GLOSSARY_SENSE[term][0].search(around):
            return False
    return not exceptions or not any(e.source in message.source and e.term == term for e in EXCEPTIONS)


def problems(language: str, checked: Sequence[Checked], exceptions: bool = True) -> list[tuple[Checked, Entry, str]]:
    """Each message and term whose translation lacks the glossary's word, with the word."""
    found = []
    for message in checked:
        for use in glossary.uses(ENTRIES, message.source):
            if not counts(use, message, exceptions):
                continue
            entry = use.entry
            if language == "zh_Hant":
                forms = CHINESE_FORMS.get(entry.english, ((), ""))[0]
                ok = all(glossary.has_chinese(f, entry.chinese) or any(re.search(p, f) for p in forms)
                         for f in message.forms)
                wanted = " / ".join((entry.chinese, *forms))
            else:
                words = portuguese_words(entry, message.game)
                ok = all(glossary.has_portuguese(f, words) for f in message.forms)
                wanted = " / ".join(words)
            if not ok:
                found.append((message, entry, wanted))
    return found


def wrong_words(language: str, checked: Sequence[Checked]) -> list[str]:
    return [f"{m.catalogue} [{m.game}] {entry.english!r} -> {wanted!r}: {m.source[:70]!r}"
            for m, entry, wanted in problems(language, checked)]


@functools.cache  # the shipped catalogues read once for the module's tests (they only read the messages)
@functools.cache
def _checked(language: str) -> tuple[Checked, ...]:
    """The language's catalogues read once a worker (several tests, and loops within them, read
    them again: the files do not change during a run)."""
    return tuple(m for name in CATALOGUES for m in messages(FOLDER / f"{name}_{language}.ts"))


# -- the glossary as read ---------------------------------------------------------------


def test_every_row_of_every_table_is_read():
    text = GLOSSARY.read_text(encoding="utf-8")
    table_lines = [line for line in text.splitlines() if line.startswith("|")]
    headers = [line for line in table_lines if line.startswith("| English |")]
    separators = [line for line in table_lines if line.startswith("|---")]
    body = len(table_lines) - len(headers) - len(separators)
    assert body == len(list(glossary.rows(text))) == len({e.row for e in ENTRIES}) == 60
    assert len(ENTRIES) == 73  # "player / seat" is two terms, "flop / turn / river" three ...


def _entry(term: str) -> Entry:
    (entry,) = [e for e in ENTRIES if e.english == term]
    return entry


def test_each_regulation_has_its_word():
    croupier = _entry("croupier")
    assert croupier.portuguese_for("omaha-macau") == ("croupier",)
    assert croupier.portuguese_for("holdem") == croupier.portuguese_for("sintetico") == ("pagador",)
    assert croupier.portuguese_for("stud") == ("dealer",)
    assert set(croupier.portuguese_for(None)) == {"croupier", "pagador", "dealer"}
    assert _entry("betting round").portuguese_for("stud") == ("lanço de apostas",)
    assert _entry("betting round").portuguese_for("holdem") == ("turno de apostas",)
    assert _entry("fold").portuguese_for("stud") == _entry("fold").portuguese_for("omaha") == ("desistir",)
    assert _entry("big blind").portuguese_for("omaha-macau") == ("aposta prévia maior",)
    assert _entry("side pot").portuguese_for("stud") == ("bolo separado",)


def test_slashes_give_one_word_per_term_or_alternatives():
    assert (_entry("player").chinese, _entry("seat").chinese) == ("玩家", "座位")
    assert _entry("seat").portuguese_for(None) == ("lugar",)
    assert _entry("back row").portuguese_for("thirteen") == ("terceiro escalão",)
    assert _entry("stack").chinese == "籌碼"
    assert _entry("raise").portuguese_for("holdem") == ("repicar", "subir a aposta")
    assert _entry("board").chinese == _entry("community cards").chinese == "公共牌"
    assert _entry("banker").english == "banker" and _entry("croupier qualifies").chinese == "荷官合資格"


def test_an_english_term_is_found_with_its_plural_and_verb_forms_and_the_longest_first():
    def found(source: str) -> list[str]:
        return [u.entry.english for u in glossary.uses(ENTRIES, source)]

    assert found("Seat 3 bets, seat 4 is betting, seat 5 is better") == ["seat", "bet", "seat", "bet", "seat"]
    assert found("a pot-limit table: the side pot and the main pot") == ["pot limit", "side pot", "main pot"]
    assert found("seat 2 re-raises all in; a straight flush") == ["seat", "re-raise", "all in", "straight flush"]
    assert found("the hole card and its chip") == ["hole cards", "chips"]


def test_a_portuguese_word_is_found_in_its_inflections():
    def has(translation: str, word: str) -> bool:
        return glossary.has_portuguese(translation, [word])

    assert has("o lugar 2 desiste", "desistir") and has("os jogadores", "jogador")
    assert has("duas comissões", "comissão") and has("um repique para 40", "repicar")
    assert has("uma subida; sobe para 300", "subir a aposta") and has("aceita", "aceitar a aposta")
    assert has("três cartas comuns", "cartas comuns") and has("a carta pessoal", "cartas pessoais")
    assert not has("acompanha a aposta", "repicar") and not has("o pote", "bolo")


# -- the catalogues ---------------------------------------------------------------------


@pytest.mark.parametrize("language", ["zh_Hant", "pt"])
def test_each_term_is_translated_with_the_glossarys_word(language):
    assert wrong_words(language, _checked(language)) == []


def test_every_exception_is_still_needed():
    unexcused = {(m.source, entry.english) for language in ("zh_Hant", "pt")
                 for m, entry, _ in problems(language, _checked(language), exceptions=False)}
    for e in EXCEPTIONS:
        assert any(e.source in source and term == e.term for source, term in unexcused), e


def test_every_everyday_sense_supplement_and_chinese_form_is_still_needed():
    sources = [m.source for m in _checked("pt")]
    for term, (pattern, _) in EVERYDAY.items():
        assert any(pattern.search(s) and glossary.uses([_entry(term)], s) for s in sources), term
    games: dict[tuple[str, tuple[str, ...]], set[str]] = {}  # one regulation's supplement, its games
    for (term, game), (words, _) in SUPPLEMENT.items():
        games.setdefault((term, words), set()).add(game)
    for (term, words), where in games.items():
        entry = _entry(term)
        assert any(m.game in where and glossary.uses([entry], m.source)
                   and not glossary.has_portuguese(m.forms[0], entry.portuguese_for(m.game))
                   and glossary.has_portuguese(m.forms[0], words) for m in _checked("pt")), (term, words)
    chinese = _checked("zh_Hant")
    for term, (forms, _) in CHINESE_FORMS.items():
        entry = _entry(term)
        assert any(glossary.uses([entry], m.source) and entry.chinese not in m.forms[0]
                   and any(re.search(f, m.forms[0]) for f in forms) for m in chinese), term


def misread_words(checked: Sequence[Checked]) -> list[str]:
    """Each message whose Chinese uses a word the glossary's notes correct, or 莊家 (the
    banker) in a game that has none."""
    found = []
    for m in checked:
        for pattern, word, _ in MISREAD:
            if any(re.search(pattern, f) for f in m.forms):
                found.append(f"{m.catalogue} [{m.game}] {pattern!r} -> {word!r}: {m.source[:70]!r}")
        if m.game not in BANKER_GAMES and any(BANKER.search(f) for f in m.forms):
            found.append(f"{m.catalogue} [{m.game}] '莊家' is the 13-card banker: {m.source[:70]!r}")
    return found


def test_the_misread_words_are_the_glossarys_notes():
    text = GLOSSARY.read_text(encoding="utf-8")
    notes = text[text.index("## Notes on words that were misread"):]
    assert all(word in notes for _, word, _ in MISREAD)
    assert "| 按鈕（莊位） |" in text and "| 對子或以上 |" in text and "| 比牌注 |" in text
    assert (_entry("marker").chinese, _entry("pair plus").chinese, _entry("play bet").chinese) == \
        ("按鈕", "對子或以上", "比牌注")  # a bracket is a gloss: 按鈕（莊位） is read as 按鈕
    assert _entry("banker").chinese == "莊家" and _entry("bet").chinese == "下注"


def test_no_catalogue_uses_a_word_the_glossary_corrected():
    assert misread_words(_checked("zh_Hant")) == []


@pytest.mark.parametrize(("finding", "rejected", "kept", "why"), ONE_WORD,
                         ids=[f"{f}-{kept}" for f, _, kept, _ in ONE_WORD])
def test_one_chinese_word_per_concept(finding, rejected, kept, why):
    """T9 (and T13, T15): where the catalogues used two words for one thing, only the kept one
    is left, in the lessons and in the UI alike."""
    found = [f"{m.catalogue} [{m.game}] {x.group(0)!r} -> {kept!r}: {m.source[:60]!r}"
             for m in _checked("zh_Hant") for f in m.forms for x in re.finditer(rejected, re.sub(r"`[^`]*`", "", f))]
    assert found == [], why
    assert any(kept in f for m in _checked("zh_Hant") for f in m.forms), kept


def test_one_word_per_concept_across_screens_for_close_up_and_variant():
    """T9: "close up" is 近看 on every panel, and the run-the-table "Variant" (practice or exam
    conditions) is 模式 on the setup page and in the instructor's list alike."""
    words: dict[str, set[str]] = {}
    for m in messages(FOLDER / "trainer_zh_Hant.ts"):
        if m.source == "Variant":
            words.setdefault("Variant", set()).add(m.forms[0])
        elif "close up" in m.source:
            words.setdefault("close up", set()).add("近看" if "近看" in m.forms[0] else m.forms[0])
    assert words == {"Variant": {"模式"}, "close up": {"近看"}}


def test_the_play_decision_is_not_the_bet_circle():
    """Q Poker: the bet circle is 下注; the decision to play puts the play bet, 比牌注, in
    against the croupier's hand: 比牌, never 下注."""
    found = {}
    for message in ET.parse(FOLDER / "trainer_zh_Hant.ts").getroot().iter("message"):
        key = (message.findtext("source"), message.findtext("comment"))
        found[key] = message.findtext("translation")
    assert found[("Bet", "Q Poker betting circle")] == "下注"
    assert "比牌" in found[("Play", "Q Poker decision")]
    assert "下注" not in found[("Play", "Q Poker decision")]


def test_a_misread_word_in_a_catalogue_is_caught(tmp_path):
    for game in ("holdem", "thirteen"):
        lesson = tmp_path / "lessons" / game / "x.yaml"
        lesson.parent.mkdir(parents=True)
        lesson.write_text(f"game: {game}\ntitle: x\n", encoding="utf-8")
    (tmp_path / "t").mkdir()
    path = tmp_path / "t" / "lessons_zh_Hant.ts"

    def message(game: str, source: str, translation: str) -> str:
        return (f'<message><location filename="../lessons/{game}/x.yaml"/><source>{source}</source>'
                f"<translation>{translation}</translation></message>")

    path.write_text('<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="zh_TW">'
                    "<context><name>lesson</name>"
                    + message("holdem", "The marker deals.", "莊家按鈕發牌。")
                    + message("holdem", "Non-banked rules: the marker.", "非莊家遊戲規則：按鈕（莊位）。")
                    + message("holdem", "The table.", "牌桌。")
                    + message("thirteen", "The banker deals.", "莊家派牌。")
                    + "</context></TS>", encoding="utf-8")
    assert misread_words(messages(path)) == [
        "lessons_zh_Hant.ts [holdem] '莊家按鈕' -> '按鈕（莊位）': 'The marker deals.'",
        "lessons_zh_Hant.ts [holdem] '發牌' -> '派牌': 'The marker deals.'",
        "lessons_zh_Hant.ts [holdem] '莊家' is the 13-card banker: 'The marker deals.'",
        "lessons_zh_Hant.ts [holdem] '[桌檯]' -> '枱': 'The table.'",
    ]


def test_a_wrong_word_in_a_catalogue_is_caught(tmp_path):
    lesson = tmp_path / "lessons" / "stud" / "x.yaml"
    lesson.parent.mkdir(parents=True)
    lesson.write_text("game: stud\ntitle: x\n", encoding="utf-8")
    (tmp_path / "t").mkdir()

    def catalogue(name: str, language: str, body: str) -> Path:
        path = tmp_path / "t" / name
        path.write_text(f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" '
                        f'language="{language}"><context><name>lesson</name>{body}</context></TS>',
                        encoding="utf-8")
        return path

    where = '<location filename="../lessons/stud/x.yaml"/>'
    pt = catalogue("lessons_pt.ts", "pt_PT",
                   f"<message>{where}<source>Seat 3 raises; the pot is 40.</source>"
                   "<translation>O lugar 3 repica; o pote é 40.</translation></message>"
                   f"<message>{where}<source>Seat 2 folds.</source>"
                   "<translation>O lugar 2 desiste.</translation></message>")
    assert wrong_words("pt", messages(pt)) == [
        "lessons_pt.ts [stud] 'raise' -> 'elevar / aumentar': 'Seat 3 raises; the pot is 40.'",
        "lessons_pt.ts [stud] 'pot' -> 'bolo': 'Seat 3 raises; the pot is 40.'",
    ]
    zh = catalogue("trainer_zh_Hant.ts", "zh_TW",
                   "<message><source>Seat {seat} calls</source><translation>{seat}號座位跟注</translation></message>"
                   "<message><source>The side pot</source><translation>旁池</translation></message>")
    assert wrong_words("zh_Hant", messages(zh)) == ["trainer_zh_Hant.ts [None] 'side pot' -> '邊池': 'The side pot'"]
