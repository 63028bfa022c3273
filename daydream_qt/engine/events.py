"""What happened when an action was applied, so views can animate without diffing state."""

from collections.abc import Callable, Mapping
from functools import partial
from types import MappingProxyType
from typing import Any, NamedTuple, cast

NO_DATA: Mapping[str, Any] = MappingProxyType({})
"""The details of an event that has none (read-only, shared)."""


class Event(NamedTuple):
    """One thing that happened. `kind` names it; `data` holds its details.

    Kinds: dice_rolled, cell_written, leaves_coloured, die_given_up, leaf_circled,
    thorn_drawn, die_discarded, line_resolved, line_choice_needed, strokes_pending,
    stroke_drawn, item_finished, bonus_offered, bonus_chosen, strokes_lost, track_advanced, star_circled,
    note_coloured, polaroid_filled, moon_copied, garland_reward_circled, frame_completed,
    frame_reward_taken, frame_reward_claimed, frame_reward_crossed, frame_claim_recorded, game_end_declared,
    turn_confirmed, turn_ended, game_ended; and action_undone (`Game.undo`).
    They are no closed set, so `kind` is a plain str and no Literal: a module registered
    beyond the shipped ones emits kinds of its own (`ModuleUnit.event_kinds`).

    A NamedTuple, not a dataclass: an app's start makes this class, and a frozen dataclass
    compiles five methods as it is made (about 1 ms); the engine builds every event whole.
    """

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = NO_DATA


new_event = cast(Callable[[tuple[str, int | None, Mapping[str, Any]]], Event], partial(tuple.__new__, Event))
"""`new_event((kind, seat, data))` is `Event(kind, seat, data)`, built in C: a NamedTuple's own
constructor is Python code, half a microsecond an event, and the rules make a few events at
every action of every game a bot plays out."""
