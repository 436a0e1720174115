"""Peças da suíte ponta a ponta; os fixtures que as montam estão em conftest.py."""
