"""The shipped curriculum: lessons and exams as YAML (installed as trainer.lessons)."""
