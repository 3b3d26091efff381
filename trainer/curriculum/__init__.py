"""The curriculum: lessons and exams as files (YAML with line numbers), their items, generated
blocks, coverage, editing, translations and the checker's words."""
