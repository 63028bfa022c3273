"""The rules engine: boards, actions, state, legality and scores. Never imports Qt."""

from .actions import (
    ACTION_TYPES,
    Action,
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
)
from .board import Board, builtin_board, compile_board, read_board_file
from .boarddef import BOARD_IDS, MODULES_BY_BOARD, BoardDef, BoardError, Text, parse_board
from .errors import IllegalAction, Reason
from .events import Event
from .game import Game, ReplayError, SeatInfo, dice_for_turn
from .lines import line_outcome
from .score import ScoreBreakdown, winners
from .state import EMPTY, GameState, LineState, Mode, Phase, Reward, Sheet

__all__ = [
    "ACTION_TYPES", "Action", "ChooseBonus", "ChooseLine", "DeclareGameEnd", "DrawStroke",
    "EndTurn", "GiveUpDie", "RecordFrameClaim", "RollDice", "WriteDie", "action_from_dict",
    "action_to_dict", "Board", "builtin_board", "compile_board", "read_board_file", "BOARD_IDS",
    "MODULES_BY_BOARD", "BoardDef", "BoardError", "Text", "parse_board", "IllegalAction", "Reason",
    "Event", "Game", "ReplayError", "SeatInfo", "dice_for_turn", "line_outcome",
    "ScoreBreakdown", "winners", "EMPTY", "GameState", "LineState", "Mode", "Phase", "Reward", "Sheet",
]
