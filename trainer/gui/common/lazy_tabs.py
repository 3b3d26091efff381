"""Tabs whose pages are built when first shown (issue 33 item 7): opening a screen of many
tabs builds and reads only the one in front.

A page not built yet paints empty at once — the tab bar answers the click — and builds its
page right after that first paint; a page asked for by the code (``page(i)``) is built there
and then.  ``currentWidget`` and ``setCurrentWidget`` speak of the built pages, so a caller
never sees the holder around them.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget


class _Holder(QWidget):
    """Holds a page to come; builds it after its first paint (or when asked)."""

    def __init__(self, build: Callable[[], QWidget], built: Callable[[QWidget], None]) -> None:
        super().__init__()
        self._build, self._built = build, built
        self.page: QWidget | None = None
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)

    def ensure(self) -> QWidget:
        if self.page is None:
            self.page = self._build()
            self.box.addWidget(self.page)
            self._built(self.page)
        return self.page

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.page is None:  # the tab's empty page is on the screen: now build what goes in it
            QTimer.singleShot(0, self._build_if_shown)

    def _build_if_shown(self) -> None:
        if shiboken6.isValid(self) and self.page is None and self.isVisible():  # not closed meanwhile
            self.ensure()


class LazyTabs(QTabWidget):
    pageBuilt = Signal(QWidget)  # a page just built (before its own ``built`` callback)

    def add_lazy(self, build: Callable[[], QWidget], built: Callable[[QWidget], None] = lambda _page: None) -> int:
        """A tab whose page ``build()`` makes when first shown; ``built(page)`` then (connect it, load it)."""
        def announced(page: QWidget) -> None:
            self.pageBuilt.emit(page)
            built(page)

        return self.addTab(_Holder(build, announced), "")

    def page(self, index: int) -> QWidget:
        """The page of tab ``index``, built now if it was not yet (IndexError: no such tab)."""
        holder = self.widget(index)
        if holder is None:
            raise IndexError(f"no tab {index}")
        return holder.ensure() if isinstance(holder, _Holder) else holder

    def built(self, index: int) -> QWidget | None:
        """The page of tab ``index`` if it is built (None: not yet)."""
        holder = self.widget(index)
        return holder.page if isinstance(holder, _Holder) else holder

    def currentWidget(self) -> QWidget:
        index = self.currentIndex()
        return self.page(index) if index >= 0 else super().currentWidget()

    def setCurrentWidget(self, widget: QWidget) -> None:
        for i in range(self.count()):
            if widget is self.widget(i) or widget is self.built(i):
                self.setCurrentIndex(i)
                return
