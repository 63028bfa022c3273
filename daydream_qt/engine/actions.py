"""Every decision of a game is one of these small frozen values; the log of them is the game.

Actions are NamedTuples for speed (bots build thousands a second); `kind` is the last
field so two actions of different kinds never compare equal.
"""

from typing import Any, Literal, NamedTuple, TypeGuard, get_args

ActionKind = Literal[
    "roll", "write", "give_up", "choose_line", "stroke", "bonus", "end_turn", "frame_claim", "game_end",
]
"""The kind of an action: the `kind` field of each action type, and its "kind" in a saved file."""


class RollDice(NamedTuple):
    """Chance: the two dice of a turn, rolled by the app or typed in from the table."""

    values: tuple[int, int]
    """Both dice, 1..6, in the order they were rolled or typed."""
    typed: bool = False
    """True when a player typed the values of real dice (scoresheet mode)."""
    kind: Literal["roll"] = "roll"

    @property
    def seat(self) -> None:
        return None


class WriteDie(NamedTuple):
    """Write die `die` (0 or 1), changed by `delta` coloured leaves, into `cell`."""

    seat: int
    die: int
    cell: int
    """Cell number of the compiled board (reading order)."""
    delta: int = 0
    """Net leaf change: |delta| circled leaves are coloured, each +1 or -1 (R8)."""
    kind: Literal["write"] = "write"


class GiveUpDie(NamedTuple):
    """Give up die `die`: circle the next leaf, and in solo draw a thorn (R4)."""

    seat: int
    die: int
    kind: Literal["give_up"] = "give_up"


class ChooseLine(NamedTuple):
    """Of two lines completed by one write, resolve `line`'s strokes first (R7)."""

    seat: int
    line: int
    kind: Literal["choose_line"] = "choose_line"


class DrawStroke(NamedTuple):
    """Draw the next pending stroke: the pen on `item` moves to node `to_node` (R9)."""

    seat: int
    item: int
    to_node: int
    kind: Literal["stroke"] = "stroke"


class ChooseBonus(NamedTuple):
    """Take the bonus of a finished item: 'sun' (one extra sun stroke) or 'leaf' (R11)."""

    seat: int
    bonus: str
    kind: Literal["bonus"] = "bonus"


class EndTurn(NamedTuple):
    """The seat confirms its turn; when every seat has, the turn ends (R3, R13)."""

    seat: int
    kind: Literal["end_turn"] = "end_turn"


class RecordFrameClaim(NamedTuple):
    """Scoresheet: another player at the table took the best reward left of `family` (R20)."""

    seat: int
    family: int
    kind: Literal["frame_claim"] = "frame_claim"


class DeclareGameEnd(NamedTuple):
    """Scoresheet: another player ended the game; it ends at the end of this turn (R13)."""

    seat: int
    kind: Literal["game_end"] = "game_end"


Action = (
    RollDice | WriteDie | GiveUpDie | ChooseLine | DrawStroke | ChooseBonus | EndTurn
    | RecordFrameClaim | DeclareGameEnd
)

ACTION_TYPES: dict[ActionKind, type[Action]] = {
    cls._field_defaults["kind"]: cls
    for cls in (RollDice, WriteDie, GiveUpDie, ChooseLine, DrawStroke, ChooseBonus, EndTurn,
                RecordFrameClaim, DeclareGameEnd)
}
"""Each action type by its kind (the keys are exactly `ACTION_KINDS`; tests/test_action_kinds.py)."""

ACTION_KINDS: tuple[ActionKind, ...] = get_args(ActionKind)
"""Every action kind, in the order of `ActionKind`."""


def is_action_kind(value: object) -> TypeGuard[ActionKind]:
    """Is `value` (a string from a file, say) the kind of an action?"""
    return isinstance(value, str) and value in ACTION_TYPES


def action_to_dict(action: Action) -> dict[str, Any]:
    """The JSON form of an action, `kind` first."""
    d = action._asdict()
    out: dict[str, Any] = {"kind": d.pop("kind")}
    for k, v in d.items():
        out[k] = list(v) if isinstance(v, tuple) else v
    return out


def action_from_dict(data: object) -> Action:
    """Rebuild an action from its JSON form; ValueError names what is wrong."""
    if not isinstance(data, dict):
        raise ValueError("an action must be an object")
    kind = data.get("kind")
    if not is_action_kind(kind):
        raise ValueError(f"unknown action kind {kind!r}")
    cls = ACTION_TYPES[kind]
    fields = [f for f in cls._fields if f != "kind"]
    extra = set(data) - set(fields) - {"kind"}
    if extra:
        raise ValueError(f"unexpected field {sorted(extra)[0]!r} in a {kind} action")
    args: dict[str, Any] = {}
    for f in fields:
        if f not in data:
            if f in cls._field_defaults:
                continue
            raise ValueError(f"a {kind} action needs {f!r}")
        v = data[f]
        if f == "values":
            if not (isinstance(v, list) and len(v) == 2 and all(type(x) is int for x in v)):
                raise ValueError("dice values must be a list of two whole numbers")
            v = (v[0], v[1])
        elif f == "typed":
            if type(v) is not bool:
                raise ValueError("'typed' must be true or false")
        elif f == "bonus":
            if not isinstance(v, str):
                raise ValueError("'bonus' must be a string")
        elif type(v) is not int:
            raise ValueError(f"{f!r} of a {kind} action must be a whole number")
        args[f] = v
    return cls(**args)
