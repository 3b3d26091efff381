"""The instructor area: a tab each for the class, one trainee, the library, results and people.

Each tab is built, and reads the records, when first shown (issue 33 item 7): opening the
area builds the class tab only; ``class_tab`` ... ``people_tab`` build theirs when asked.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from trainer import i18n
from trainer.gui.common.lazy_tabs import LazyTabs
from trainer.gui.common.prefs import apply_deck
from trainer.gui.common.screen_header import ScreenHeader
from trainer.gui.school import SchoolLink
from trainer.gui.style import set_role
from trainer.store import Role, SchoolStore, Store, Trainee

from .class_tab import ClassTab

if TYPE_CHECKING:
    from .library_tab import LibraryTab
    from .people_tab import PeopleTab
    from .results_tab import ResultsTab
    from .trainee_tab import TraineeTab

CLASS, TRAINEE, LIBRARY, RESULTS, PEOPLE = range(5)
WARM_UP = "numpy imported"


class InstructorScreen(QWidget):
    """Raises PermissionError for anyone but an instructor (the main window checks too)."""

    closed = Signal()

    def __init__(self, store: Store, trainee: Trainee, parent: QWidget | None = None, *,
                 lessons_folder: Path | None = None, school: SchoolLink | None = None) -> None:
        if trainee.role != Role.INSTRUCTOR:
            raise PermissionError(f"{trainee.name} is not an instructor: the instructor area is closed to them")
        super().__init__(parent)
        self.store = store
        self.instructor = trainee
        self.school = school
        # the class view, a trainee's charts and exams: from the school server when one is set
        self.views: Store = SchoolStore(store, school.reads()) if school is not None and school.url else store
        self.source = set_role(QLabel(), "figures")
        self.source.setObjectName("records_source")
        self.header = ScreenHeader(self, self.source)
        self.header.backRequested.connect(self.closed)
        self.heading, self.back = self.header.heading, self.header.back

        self.lessons_folder = lessons_folder
        self.tabs = LazyTabs()
        self.tabs.setObjectName("instructor_tabs")
        # a tab built later draws its tables with the instructor's deck too (the main window
        # applies it to the tables there at opening)
        self.tabs.pageBuilt.connect(lambda page: apply_deck(page, store, trainee))
        self.tabs.add_lazy(lambda: ClassTab(self.views), self._class_built)
        self.tabs.add_lazy(self._trainee_tab, self._trainee_built)
        self._wanted: Trainee | None = None
        self.tabs.add_lazy(self._library_tab)
        self.tabs.add_lazy(self._results_tab, self._results_built)
        self.tabs.add_lazy(self._people_tab, self._people_built)
        if school is not None:
            school.synced.connect(self._synced)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.tabs, 1)
        if isinstance(self.views, SchoolStore):
            self.views.retry()
        self.retranslate_ui()

    # -- the tabs, each built when first shown -----------------------------------------------
    @property
    def class_tab(self) -> ClassTab:
        return self.tabs.page(CLASS)  # type: ignore[return-value]

    @property
    def trainee_tab(self) -> TraineeTab:
        return self.tabs.page(TRAINEE)  # type: ignore[return-value]

    @property
    def library_tab(self) -> LibraryTab:
        return self.tabs.page(LIBRARY)  # type: ignore[return-value]

    @property
    def results_tab(self) -> ResultsTab:
        return self.tabs.page(RESULTS)  # type: ignore[return-value]

    @property
    def people_tab(self) -> PeopleTab:
        return self.tabs.page(PEOPLE)  # type: ignore[return-value]

    def _class_built(self, tab: QWidget) -> None:
        assert isinstance(tab, ClassTab)
        tab.traineeActivated.connect(self.show_trainee)
        self._refreshed(tab)
        # numpy, which the trainee's charts need, imported off the GUI thread (pure, and half of
        # what the charts take to import; pyqtgraph itself is imported on this thread) — once the
        # class has been painted: an import holds Python's lock for long stretches, and run
        # beside the first paint it delayed it by a third
        _after_first_paint(tab.table.viewport(), _warm_up)

    def _refreshed(self, tab: QWidget) -> None:
        tab.refresh()  # type: ignore[attr-defined]
        self._show_source()

    def _trainee_built(self, tab: QWidget) -> None:
        if self._wanted is not None:  # opened on a trainee: read him, and only him
            tab.refresh(select=self._wanted.id)  # type: ignore[attr-defined]
            self._wanted = None
        else:
            tab.refresh()  # type: ignore[attr-defined]
        self._show_source()

    def _trainee_tab(self) -> QWidget:
        from .trainee_tab import TraineeTab

        return TraineeTab(self.views)

    def _library_tab(self) -> QWidget:
        from .library_tab import LibraryTab

        tab = LibraryTab(self.lessons_folder)
        tab.edit_buttons.store = self.store  # the school's lesson folder is kept with the records (issue 35)
        return tab

    def _results_tab(self) -> QWidget:
        from .results_tab import ResultsTab

        return ResultsTab(self.store, school=self.school)

    def _results_built(self, tab: QWidget) -> None:
        tab.imported.connect(self.refresh)  # type: ignore[attr-defined]

    def _people_tab(self) -> QWidget:
        from .people_tab import PeopleTab

        return PeopleTab(self.store, self.instructor)

    def _people_built(self, tab: QWidget) -> None:
        tab.changed.connect(self.refresh)  # type: ignore[attr-defined]

    def _built_tabs(self) -> list[QWidget]:
        return [tab for i in range(self.tabs.count()) if (tab := self.tabs.built(i)) is not None]

    def refresh(self) -> None:
        """Read the records again (after an import; a tab reads them when first shown)."""
        if isinstance(self.views, SchoolStore):
            self.views.retry()
        for index in (CLASS, TRAINEE):
            tab = self.tabs.built(index)
            if tab is not None:
                tab.refresh()  # type: ignore[attr-defined]
        self._show_source()

    def _synced(self, _received: int) -> None:
        if isinstance(self.views, SchoolStore) and self.views.source == "local":
            self.refresh()  # the server is back: read it again

    def _show_source(self) -> None:
        """Where the figures come from: the school server, or this workstation's copy and how fresh."""
        if not isinstance(self.views, SchoolStore) or self.school is None:
            self.source.setText("")
            return
        if self.views.source == "server":
            self.source.setText(self.tr("From the school server"))
            self.source.setToolTip("")
            return
        last = self.school.last_synced()
        self.source.setText(self.tr("Server unreachable: this workstation's copy, last synced at {time}").format(
            time=i18n.clock_text(last)) if last is not None else
            self.tr("Server unreachable: this workstation's copy, never synced"))
        self.source.setToolTip(self.views.error)

    def show_trainee(self, trainee: Trainee) -> None:
        self._wanted = trainee  # the trainee tab, if built now, reads him only
        tab = self.trainee_tab
        if self._wanted is not None:
            tab.show_trainee(trainee)
        self._wanted = None
        self.tabs.setCurrentWidget(tab)

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("Instructor area"))
        self.header.retranslate_ui()
        for i, text in enumerate((self.tr("Class"), self.tr("Trainee"), self.tr("Lesson library"),
                                  self.tr("Import and export"), self.tr("People"))):
            self.tabs.setTabText(i, text)
        for tab in self._built_tabs():  # a tab built later speaks the language of then
            tab.retranslate_ui()  # type: ignore[attr-defined]
        self._show_source()


def _warm_up() -> None:
    from trainer.gui.common.background import background

    background().submit(WARM_UP, lambda: importlib.import_module("numpy"), lambda _module: None)


class _FirstPaint(QObject):
    """Calls ``then`` once, just after ``widget``'s first paint event has been handled."""

    def __init__(self, widget: QWidget, then: Callable[[], None]) -> None:
        super().__init__(widget)
        self.then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.then)  # after this paint, not in it
        return False


def _after_first_paint(widget: QWidget, then: Callable[[], None]) -> None:
    _FirstPaint(widget, then)
