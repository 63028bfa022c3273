"""The records of finished games: an SQLite database in the data folder. Never imports Qt.

`db` opens (and if need be repairs) the database, `store` records a game and gives its
saved text back, `queries` reads the history, the bests, the titles and the dream of the
day, `daily` says which board and seed make each day's dream, `csv_export` writes the
history as CSV and `cli` is `daydream-qt history`.
"""
