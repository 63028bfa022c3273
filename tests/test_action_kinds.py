"""The action kinds: the `ActionKind` literal, the action types and a file's strings agree."""

import pytest

from daydream_qt.engine import (
    ACTION_KINDS,
    ACTION_TYPES,
    action_from_dict,
    action_to_dict,
    is_action_kind,
)


def test_every_kind_has_its_type_and_no_other():
    assert sorted(ACTION_KINDS) == sorted(ACTION_TYPES)
    for kind, cls in ACTION_TYPES.items():
        assert cls._field_defaults["kind"] == kind
        assert cls._fields[-1] == "kind"


def test_is_action_kind_refuses_anything_else():
    assert all(is_action_kind(k) for k in ACTION_KINDS)
    for other in ("", "Write", "write ", "kind", None, 3, ["write"], b"write"):
        assert not is_action_kind(other)


def test_a_kind_is_a_plain_string_on_disk():
    d = action_to_dict(action_from_dict({"kind": "write", "seat": 0, "die": 1, "cell": 4}))
    assert d == {"kind": "write", "seat": 0, "die": 1, "cell": 4, "delta": 0}
    assert type(d["kind"]) is str


@pytest.mark.parametrize("data", [{"kind": "teleport"}, {"kind": 3}, {}, ["write"], "write"])
def test_an_unknown_kind_is_refused(data):
    with pytest.raises(ValueError):
        action_from_dict(data)
