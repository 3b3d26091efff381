"""Card faces, felt, chips and icons drawn for this project (installed as trainer.assets)."""
