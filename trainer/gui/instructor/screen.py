"""The instructor area: a tab each for the class, one trainee, the library and results."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QTabWidget, QVBoxLayout, QWidget

from trainer import i18n
from trainer.gui.school import SchoolLink, SchoolStore
from trainer.gui.screen_header import ScreenHeader
from trainer.gui.style import set_role
from trainer.store import Role, Store, Trainee

from .class_tab import ClassTab
from .library_tab import LibraryTab
from .people_tab import PeopleTab
from .results_tab import ResultsTab
from .trainee_tab import TraineeTab


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
        self.views: Store = SchoolStore(store, school) if school is not None and school.url else store
        self.source = set_role(QLabel(), "figures")
        self.source.setObjectName("records_source")
        self.header = ScreenHeader(self, self.source)
        self.header.backRequested.connect(self.closed)
        self.heading, self.back = self.header.heading, self.header.back

        self.class_tab = ClassTab(self.views)
        self.trainee_tab = TraineeTab(self.views)
        self.library_tab = LibraryTab(lessons_folder)
        self.results_tab = ResultsTab(store, school=school)
        self.people_tab = PeopleTab(store, trainee)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("instructor_tabs")
        for tab in (self.class_tab, self.trainee_tab, self.library_tab, self.results_tab, self.people_tab):
            self.tabs.addTab(tab, "")
        self.class_tab.traineeActivated.connect(self.show_trainee)
        self.results_tab.imported.connect(self.refresh)
        if school is not None:
            school.synced.connect(self._synced)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.tabs, 1)
        self.refresh()
        self.retranslate_ui()

    def refresh(self) -> None:
        """Read the records again (on opening, and after an import)."""
        if isinstance(self.views, SchoolStore):
            self.views.retry()
        self.class_tab.refresh()
        self.trainee_tab.refresh()
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
        self.trainee_tab.show_trainee(trainee)
        self.tabs.setCurrentWidget(self.trainee_tab)

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("Instructor area"))
        self.header.retranslate_ui()
        for i, text in enumerate((self.tr("Class"), self.tr("Trainee"), self.tr("Lesson library"),
                                  self.tr("Import and export"), self.tr("People"))):
            self.tabs.setTabText(i, text)
        for tab in (self.class_tab, self.trainee_tab, self.library_tab, self.results_tab, self.people_tab):
            tab.retranslate_ui()
        self._show_source()
