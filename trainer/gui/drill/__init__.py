"""The drill screen: a lesson's or a free drill's questions, one after another."""
