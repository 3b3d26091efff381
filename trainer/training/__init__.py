"""Qt-free session logic: drills, lessons, practice of what is due, exams."""
