"""Issue 32 T2, T3: each game's own Portuguese words on the Portuguese screen.

The hand categories are named as the game's regulation names them, read here from the
regulation files themselves: non-banked rules 17 and 103 (sequência máxima da cor, fullen,
cor), Portaria 104/85/M art. 5, Despacho 97/2010 art. 15, Portaria 51/89/M art. 9 II and
Despacho 89/2004 art. 8.  The betting's sentences — the feedback, the table's tags and log,
the answer panel — speak the verbs of the regulation the table is played under (rule 39's
passar / acompanhar / repicar, stud's passar a voz / aceitar a aposta / elevar, the 2010
Despacho's preferir / igualar / subir a aposta), and never another game's.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trainer import i18n, translations
from trainer.curriculum.generate import generate
from trainer.engine.rulesets import RULESETS
from trainer.scenarios import words
from trainer.tasks import betting_words, task_for

ROOT = Path(__file__).resolve().parents[2]
REGULATIONS = ROOT / "assets" / "regulations"  # the regulations' text as shipped (the rule dialog's)
FOLDER = ROOT / "assets" / "translations"
NON_BANKED_FILE = "nonbanked-poker-omaha-holdem-sintetico.pt.txt"


def _regulation(name: str) -> str:
    return (REGULATIONS / name).read_text(encoding="utf-8")


def _between(text: str, start: str, end: str) -> str:
    return text[text.index(start): text.index(end, text.index(start))]


def _names(block: str, pattern: str) -> list[str]:
    return [" ".join(m.group(1).split()).strip(" \"'").lower() for m in re.finditer(pattern, block, re.M)]


def regulation_hand_names() -> dict[str, list[str]]:
    """Each game's hand names, highest first, as its regulation writes them."""
    nb = _regulation(NON_BANKED_FILE)
    rule_17 = _names(_between(nb, "17 - As combinações", "18 -"), r"^- [a-j]\) ([^-]+?) -")
    rule_103 = _names(_between(nb, "103 - As combinações", "104 -"), r"^- [a-m]\) ([^;.]+)")
    stud = _names(_between(_regulation("macau-1985-five-card-stud.pt.txt"), "Artigo 5.º", "Artigo 6.º"),
                  r"^\d+\. (?:\(Jogo máximo\) )?([^\"(:]+)")
    thirteen = _names(_between(_regulation("macau-1989-thirteen-cards.pt.txt"), "II - Outras variantes",
                               "Artigo 10.º"), r"^\d+\. ([^\"(:]+)")
    macau = _names(_between(_regulation("macau-2010-omaha-poker.pt.txt"), "Graduação das mãos", "Artigo 16.º"),
                   r"^\d+\) «([^»]+)»")
    qpoker = _names(_between(_regulation("macau-2004-q-poker.pt.txt"), "Valor das combinações", "Artigo 9.º"),
                    r"^\s*\d\) ([^(]+)\(")
    return {"holdem": rule_17, "omaha": rule_17, "sintetico": rule_103, "stud": stud, "thirteen": thirteen,
            "omaha-macau": macau, "qpoker": qpoker}


def names_it(shown: str, written: str) -> bool:
    """The category as shown is the regulation's name: the whole of it, or one of the names it
    gives ("Naipe ou Cor", "Três cartas iguais ou Trio"); rule 103 writes «Um par», rule 17 «Par»."""
    shown = shown.lower()
    return shown == written or shown in written.split(" ou ") or shown == written.removeprefix("um ")


@pytest.fixture
def portuguese():
    i18n.set_translator(translations.catalogue("pt", FOLDER).translate)
    yield
    i18n.set_translator(i18n.english)


def test_the_regulations_are_read_whole():
    names = regulation_hand_names()
    assert names["holdem"][:5] == ["sequência máxima da cor", "sequência da cor", "póquer", "fullen", "cor"]
    assert names["stud"][0] == "naipe real" and names["stud"][3] == "trio-par"
    assert names["omaha-macau"][-1] == "cinco cartas diferentes"
    assert names["qpoker"][-1] == "três cartas diferentes"
    assert {game: len(ns) for game, ns in names.items()} == {
        game: len(RULESETS[game].ranking.categories) for game in names}


@pytest.mark.parametrize("game", sorted(RULESETS))
def test_t2_each_game_names_the_hands_as_its_regulation_does(portuguese, game):
    """The hand-category list and the feedback: hold'em, Omaha and sintético in rules 17 and 103's
    words, stud, 13 cards and the 2010 Omaha in their own (naipe real, trio-par, naipe ou cor)."""
    written = regulation_hand_names()[game]
    shown = [words.category(code, game) for code in RULESETS[game].ranking.categories]
    assert all(names_it(s, w) for s, w in zip(shown, written, strict=True)), list(zip(shown, written, strict=True))


def test_t2_a_non_banked_table_never_says_another_regulations_hand_names(portuguese):
    stud_words = {"naipe real", "sequência de naipe", "trio-par", "naipe ou cor", "quatro cartas iguais"}
    for game in ("holdem", "omaha", "sintetico"):
        assert not {words.category(c, game) for c in RULESETS[game].ranking.categories} & stud_words
    for game in ("stud", "omaha-macau", "thirteen"):
        shown = {words.category(c, game) for c in RULESETS[game].ranking.categories}
        assert not shown & {"sequência máxima da cor", "sequência da cor", "fullen", "cor", "póquer"}


# Each regulation's own words for the betting, each as its file writes it (the stem looked for).
OWN = {
    "non-banked": {"check": "passa", "call": "acompanh", "raise": "repi", "round": "turno", "all in": "encavad",
                   "croupier": "pagador", "pot": "pote", "small blind": "pequena aposta"},
    "stud": {"check": "passa a voz", "call": "aceita", "raise": "eleva", "round": "lanço",
             "all in": "capital desfalcado", "croupier": "dealer", "pot": "bolo"},
    "2010": {"check": "prefer", "call": "igual", "raise": "sobe a aposta", "round": "turno", "all in": "all-in",
             "croupier": "croupier", "pot": "pote", "small blind": "aposta prévia menor"},
}
REGULATION_OF = {"non-banked": NON_BANKED_FILE, "stud": "macau-1985-five-card-stud.pt.txt",
                 "2010": "macau-2010-omaha-poker.pt.txt"}
# Words of one regulation that another's table must never say.
FOREIGN = {
    "non-banked": r"\blanço|\bbolos?\b|\bdealer\b|desfalcad|passa(?:r|m)? a voz|\bprefer|\bsubida|aposta prévia|"
                  r"\ball-in\b|\bcroupier\b",
    "stud": r"acompanh|\brepi[cq]|\bpotes?\b|\bturno|\bpagador|encavad|\bcave\b|\bprefer|\biguala|\bsubida|"
            r"\ball-in\b|\bcroupier\b",
    "2010": r"acompanh|\brepi[cq]|\blanço|\bbolos?\b|\bpagador|encavad|\bcave\b|desfalcad|\bdealer\b|passa a voz|"
            r"\beleva(?:r|-a)?\b|\baument|pequena aposta|grande aposta|percentagem",
}
GAME_OF = {"non-banked": "holdem", "stud": "stud", "2010": "omaha-macau"}


def _all_per_rules() -> list[words.PerRules]:
    import trainer.gui.panels.betting  # the GUI's tables are made on import
    import trainer.gui.table.rule_words  # noqa: F401

    return list(words.ALL_PER_RULES)


def test_t2_t3_every_version_is_in_the_catalogues_finished():
    """Each version of a text per regulation is a message of each catalogue, under its label."""
    for language in translations.TRANSLATED:
        finished = {m.key for m in translations.read_ts(translations.code_ts(language, FOLDER)) if m.finished}
        missing = [(said.context, text, said.disambiguation(label)) for said in _all_per_rules()
                   for label, text in said.versions().items()
                   if (said.context, text, said.disambiguation(label)) not in finished]
        assert missing == [], language


# Where the table's form of a word is not the regulation's infinitive or noun as written.
WRITTEN = {"passa a voz": "passar a voz", "sobe a aposta": "subir a aposta"}


def test_t3_the_regulations_write_the_words_the_table_says():
    for label, own in OWN.items():
        text = " ".join(_regulation(REGULATION_OF[label]).lower().split())
        written = [WRITTEN.get(w, w) for w in own.values()]
        assert all(w in text for w in written), (label, [w for w in written if w not in text])


@pytest.mark.parametrize("label", sorted(OWN))
def test_t3_the_betting_is_said_in_its_regulations_words_and_never_anothers(portuguese, label):
    """Every betting sentence of the feedback, the table and the panel, at a table of the
    regulation, in Portuguese: none holds another regulation's word."""
    from trainer.gui.panels import betting as panel
    from trainer.gui.table import rule_words as table

    game = GAME_OF[label]
    wrong = []
    for said in _all_per_rules():
        if label in said.versions():
            text = said(game, **{k: "X" for k in re.findall(r"\{(\w+)", said.text)})
            if re.search(FOREIGN[label], text, re.I):
                wrong.append(text)
    assert wrong == []
    own = OWN[label]
    assert own["check"] in betting_words.CHECKS(game, seat=3)
    assert own["call"] in betting_words.CALLS(game, seat=3, to=40)
    assert own["raise"] in betting_words.RAISES(game, seat=3, to=80)
    assert own["all in"] in table.ALL_IN_TAG(game).lower()
    assert own["round"] in table.ROUND_TITLE(game, n=2).lower()
    assert own["croupier"] in table.CROUPIER(game).lower()
    assert own["pot"] in table.POT(game).lower()
    assert own["call"] in panel.TO_CALL(game).lower()
    if "small blind" in own:
        assert own["small blind"] in table.SMALL_BLIND_TAG(game).lower()


def _explained(game: str, task: str, count: int = 12) -> list[str]:
    """Drill questions of ``task`` at a ``game`` table, their prompt and explanation in the language in use."""
    out = []
    for q in generate(game, task, count, 5):
        out.append(" ".join([q.prompt, *(s.text for s in task_for(task).explain(q.solution, q.params))]))
    return out


@pytest.mark.parametrize("game", ["stud", "omaha-macau", "holdem"])
@pytest.mark.parametrize("task", ["bet-sizes", "legal-action", "who-acts"])
def test_t3_a_drills_explanation_uses_its_games_verbs_and_never_anothers(portuguese, game, task):
    """The Omaha (Macau) feedback under the lesson that says «subida da aposta» says it too; the
    stud feedback under «Lanço 1» says lanço, passar a voz, aceitar a aposta."""
    label = RULESETS[game].words
    texts = _explained(game, task)
    foreign = [t for t in texts if re.search(FOREIGN[label], t, re.I)]
    assert texts and foreign == []
    if task != "who-acts":
        verbs = [OWN[label][k] for k in ("call", "raise")]
        said = " ".join(texts).lower()
        assert all(v in said for v in verbs), verbs


def test_t3_the_graded_parts_name_the_call_in_the_games_words(portuguese):
    sizes = task_for("bet-sizes")
    wrong = {"to_call": 0, "min_raise_to": 1, "max_raise_to": 2}
    right = {"to_call": 10, "min_raise_to": 20, "max_raise_to": 30}
    assert [p.label for p in sizes.grade_in("stud", wrong, right).parts] == [
        "para aceitar a aposta", "menor aumento para", "maior aumento para"]
    assert next(p.label for p in sizes.grade_in("omaha-macau", wrong, right).parts) == "para igualar"
    assert next(p.label for p in sizes.grade_in("omaha", wrong, right).parts) == "para acompanhar"


def test_a_version_per_regulation_is_one_english_text():
    with pytest.raises(ValueError, match="one English text"):
        words.PerRules(non_banked="seat {seat} checks", stud="seat {seat} passes")
