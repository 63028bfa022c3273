"""The records of finished games: an SQLite database in the data folder. Never imports Qt.

`db` opens (and if need be repairs) the database, `migrations` holds its schema, `rows`
the checks every row passes before it is read, `keeping` what is set aside, backed up and
taken back, `store` records a game and gives its saved text back, `removal` deletes a
record so that it can be put back, `queries` reads the history, the bests, the titles and
the dream of the day, `daily` says which board and seed make each day's dream,
`csv_export` writes the history as CSV and `cli` is `daydream-qt history`.
"""
