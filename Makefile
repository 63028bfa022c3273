# `make run` starts the app, `make test` runs the tests; both build .venv from nothing.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint bench screenshots calibration clean dist

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "daydream_qt needs Python 3.11 or newer")'
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

run: $(STAMP)
	$(PY) -m daydream_qt.ui.display_check && $(PY) -m daydream_qt

# mypy checks the whole package as [tool.mypy] in pyproject.toml says (--strict; ui/ a little looser).
test: $(STAMP)
	$(PY) -m ruff check daydream_qt tests benchmarks packaging
	$(PY) -m mypy
	$(PY) -m pytest

lint: $(STAMP)
	$(PY) -m ruff check daydream_qt tests benchmarks packaging
	$(PY) -m mypy

bench: $(STAMP)
	$(PY) benchmarks/engine_bench.py

screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) packaging/screenshots.py

calibration: $(STAMP)
	$(PY) benchmarks/calibration.py --games 1000 --jobs 2 --out docs/calibration.md

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache .mypy_cache

# A one-folder app that needs no Python (dist/daydream-qt/daydream-qt), then its smoke test.
# PyInstaller is installed here only: `make test` does not need it.
dist: $(STAMP)
	$(PY) -m pip install --quiet "pyinstaller>=6.10"
	$(PY) -m PyInstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller \
		packaging/daydream-qt.spec
	$(PY) packaging/smoke_bundle.py dist/daydream-qt

# Update resources/translations/*.ts from the code (lupdate) and compile the .qm files (lrelease).
.PHONY: translations
translations: $(STAMP)
	$(PY) packaging/translations.py
