"""The rules engine: boards, actions, state, legality and scores. Never imports Qt."""

from typing import TYPE_CHECKING

from .actions import (
    ACTION_KINDS,
    ACTION_TYPES,
    Action,
    ActionKind,
    ChooseBonus,
    ChooseLine,
    DeclareGameEnd,
    DrawStroke,
    EndTurn,
    GiveUpDie,
    RecordFrameClaim,
    RollDice,
    WriteDie,
    action_from_dict,
    action_to_dict,
    is_action_kind,
)
from .board import Board, builtin_board, compile_board, read_board_file
from .boardspec import BOARD_IDS, MODULES_BY_BOARD, BoardError, BoardSpec, Text
from .errors import IllegalAction, Reason
from .events import Event
from .game import Game, ReplayError, SeatInfo, dice_for_turn
from .lines import line_outcome
from .score import ScoreBreakdown, winners
from .state import EMPTY, GameState, LineState, Mode, Phase, Reward, Sheet

__all__ = [
    "ACTION_KINDS", "ACTION_TYPES", "Action", "ActionKind", "ChooseBonus", "ChooseLine", "DeclareGameEnd", "DrawStroke",
    "EndTurn", "GiveUpDie", "RecordFrameClaim", "RollDice", "WriteDie", "action_from_dict",
    "action_to_dict", "is_action_kind", "Board", "builtin_board", "compile_board", "read_board_file", "BOARD_IDS",
    "MODULES_BY_BOARD", "BoardDef", "BoardError", "BoardSpec", "Text", "parse_board", "IllegalAction", "Reason",
    "Event", "Game", "ReplayError", "SeatInfo", "dice_for_turn", "line_outcome",
    "ScoreBreakdown", "winners", "EMPTY", "GameState", "LineState", "Mode", "Phase", "Reward", "Sheet",
]


if TYPE_CHECKING:
    from .boarddef import BoardDef, parse_board
    from .boarddef import load_board as load_board  # reached through __getattr__ too


def __getattr__(name: str) -> object:
    # The pydantic models load on first use only: play never needs them.
    if name in ("BoardDef", "parse_board", "load_board"):
        from . import boarddef

        return getattr(boarddef, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
