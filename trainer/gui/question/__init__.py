"""The question screen and its parts: the layout, the feedback, the explanation, the intro, a rule's text."""
