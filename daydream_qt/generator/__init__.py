"""Board generation: a new board from a seed and a module set, beside the engine (no Qt).

`generate(seed, modules)` gives a board file's JSON form, which the board check accepts as
it accepts the shipped boards; `generate_board` also says how many attempts it took, and
its `code` ("DEF-1-4821") names the board for a player to type (`parse_code`).
`generate_balanced` gives a board its own title bands and a measured difficulty (`balance`).
"""

from .balance import (
    BalancedBoard,
    Estimate,
    Refinement,
    balance_board,
    difficulty_of,
    generate_balanced,
    quick_estimate,
    refine,
    with_bands,
)
from .core import (
    DIFFICULTIES,
    GENERATOR_VERSION,
    MAX_SEED,
    Code,
    GeneratedBoard,
    GeneratorError,
    generate,
    generate_board,
    make_code,
    modules_for_difficulty,
    parse_code,
    resolve_modules,
)
from .profiles import PROFILES

MODULE_SETS = tuple(PROFILES)
"""The module sets' codes, in the order of the combinations."""

__all__ = ["DIFFICULTIES", "BalancedBoard", "Estimate", "Refinement", "balance_board", "difficulty_of",
           "generate_balanced", "quick_estimate", "refine", "with_bands", "GENERATOR_VERSION", "MAX_SEED", "MODULE_SETS", "PROFILES", "Code", "GeneratedBoard",
           "GeneratorError", "generate", "generate_board", "make_code", "modules_for_difficulty", "parse_code",
           "resolve_modules"]
