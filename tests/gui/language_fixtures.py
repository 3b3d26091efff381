"""A tiny catalogue for the language tests (issue 19): written as a .ts, built with lrelease
into a scratch folder the app's translation module reads instead of the shipped one — the
tests do not depend on how far the shipped translations have got."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from xml.sax.saxutils import escape

from trainer import translations

Catalogue = Mapping[str, Mapping[str | tuple[str, str], str | list[str]]]
"""context -> source (or (source, comment)) -> translation (a list: plural forms)."""


def write_ts(path: Path, language: str, catalogue: Catalogue) -> Path:
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", f'<TS version="2.1" language="{language}">']
    for context, messages in catalogue.items():
        lines += ["<context>", f"<name>{escape(context)}</name>"]
        for key, text in messages.items():
            source, comment = key if isinstance(key, tuple) else (key, "")
            numerus = ' numerus="yes"' if isinstance(text, list) else ""
            lines.append(f"<message{numerus}><source>{escape(source)}</source>")
            if comment:
                lines.append(f"<comment>{escape(comment)}</comment>")
            if isinstance(text, list):
                forms = "".join(f"<numerusform>{escape(f)}</numerusform>" for f in text)
                lines.append(f"<translation>{forms}</translation></message>")
            else:
                lines.append(f"<translation>{escape(text)}</translation></message>")
        lines.append("</context>")
    lines.append("</TS>")
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def build_qm(folder: Path, name: str, language: str, catalogue: Catalogue) -> Path:
    ts = write_ts(folder / f"{name}.ts", language, catalogue)
    translations.run_lrelease(ts, ts.with_suffix(".qm"))
    return ts.with_suffix(".qm")


PORTUGUESE: Catalogue = {
    "HomeScreen": {"Sign &out": "Sai&r", "Lessons": "Lições", "La&nguage:": "Lí&ngua:"},
    "SignInScreen": {"Who is training?": "Quem vai treinar?", "&Language:": "&Língua:",
                     "{name} (instructor)": "{name} (instrutor)"},
    "QuestionScreen": {"End (Esc)": "Terminar (Esc)", "Submit (Enter)": "Enviar (Enter)"},
    "CommissionPanel": {"Commission": "Comissão", "Commission (chips)": "Comissão (fichas)"},
    "": {"Commission": "Comissão", ("Hold'em", "game"): "Hold'em (PT)",
         "How much commission does the house take from this hand?": "Quanto leva a casa de comissão nesta mão?"},
}
CHINESE: Catalogue = {
    "HomeScreen": {"Sign &out": "登出(&O)", "Lessons": "課程"},
    "SignInScreen": {"Who is training?": "誰在訓練？"},
    "QuestionScreen": {"End (Esc)": "結束 (Esc)"},
    "CommissionPanel": {"Commission": "佣金"},
    "": {"Commission": "佣金"},
}
