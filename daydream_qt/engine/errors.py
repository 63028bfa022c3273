"""The one error a rule can raise: an action that is not legal now."""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    """Machine-readable reasons for refusing an action."""

    GAME_OVER = "game_over"
    NOT_YOUR_DECISION = "not_your_decision"
    NO_SUCH_SEAT = "no_such_seat"
    NEED_ROLL = "need_roll"
    ALREADY_ROLLED = "already_rolled"
    BAD_DICE = "bad_dice"
    TYPED_DICE_ONLY = "typed_dice_only"
    ROLLED_DICE_ONLY = "rolled_dice_only"
    DIE_USED = "die_used"
    NO_SUCH_DIE = "no_such_die"
    NO_SUCH_CELL = "no_such_cell"
    CELL_FILLED = "cell_filled"
    CELL_NOT_ADJACENT = "cell_not_adjacent"
    VALUE_OUT_OF_RANGE = "value_out_of_range"
    NO_CIRCLED_LEAF = "no_circled_leaf"
    SECOND_GIVE_UP = "second_give_up"
    NO_GIVE_UP_AT_START = "no_give_up_at_start"
    RESOLVE_FIRST = "resolve_first"
    NO_LINE_CHOICE = "no_line_choice"
    NO_PENDING_STROKE = "no_pending_stroke"
    WRONG_STROKE = "wrong_stroke"
    NO_BONUS = "no_bonus"
    BAD_BONUS = "bad_bonus"
    DICE_LEFT = "dice_left"
    ALREADY_CONFIRMED = "already_confirmed"
    NOT_SCORESHEET = "not_scoresheet"
    NO_FRAMES = "no_frames"
    NO_REWARD_LEFT = "no_reward_left"
    ALREADY_DECLARED = "already_declared"
    UNKNOWN_ACTION = "unknown_action"
    NOTHING_TO_UNDO = "nothing_to_undo"


class IllegalAction(ValueError):
    """An action the rules do not allow now; the game is unchanged."""

    def __init__(self, reason: Reason, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        """Why, for programs."""
        self.message = message
        """Why, in one plain sentence for the player."""
