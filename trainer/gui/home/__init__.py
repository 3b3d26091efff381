"""Home, sign-in, the kiosk's lock and Help."""
