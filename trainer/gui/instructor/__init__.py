"""The instructor area (issue 9): the class, one trainee, the lesson library, results.

Opened from home by instructors only; :class:`InstructorScreen` refuses anyone else.
"""

from .screen import InstructorScreen

__all__ = ["InstructorScreen"]
