"""The instructor area (issue 9): the class, one trainee, the lesson library, results.

Opened from home by instructors only; :class:`screen.InstructorScreen` refuses anyone
else.  The package itself imports nothing: a tab (the class tab, the library) is
imported without the others, and without the trainee tab's charts (pyqtgraph).
"""
