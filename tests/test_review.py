"""The coach's review of a finished game: points lost per turn, the three biggest mistakes."""

from __future__ import annotations

import pytest

from daydream_qt.bots.coach import suggest
from daydream_qt.bots.evaluation import EXPERT_WEIGHTS, model_for
from daydream_qt.bots.review import (
    MISTAKE_MIN,
    ReviewCancelled,
    ReviewError,
    TurnReview,
    biggest_mistakes,
    plan_value,
    review_dict,
    review_game,
)
from daydream_qt.bots.simulate import play_seeded_game
from daydream_qt.engine import BOARD_IDS, Game, Mode, SeatInfo, builtin_board


@pytest.fixture(scope="module")
def random_game() -> Game:
    return play_seeded_game("A", 4, "random")


@pytest.fixture(scope="module")
def random_review(random_game):
    return review_game(random_game)


def replayed(game: Game, upto: int) -> Game:
    out = Game(game.board, game.mode, game.seats, game.seed, game.table.table_size)
    out.replay(game.log[:upto])
    return out


def test_review_is_deterministic(random_game, random_review):
    again = review_game(random_game)
    assert again == random_review
    assert review_dict(again) == review_dict(random_review)


def test_points_lost_are_best_minus_played_and_never_negative(random_review):
    turns = random_review.seats[0].turns
    assert turns
    for t in turns:
        assert t.best_value >= t.played_value
        assert t.loss == pytest.approx(round(t.best_value - t.played_value, 3), abs=1e-9)
        assert t.loss >= 0


def test_each_turn_values_the_plans_as_they_play_out(random_game, random_review):
    # the engine itself plays each plan from the turn's start: the values follow from the sheets
    model = model_for(random_game.board, EXPERT_WEIGHTS)
    checked = 0
    for t in random_review.seats[0].turns:
        for which, value in (("played", t.played_value), ("best", t.best_value)):
            game = replayed(random_game, t.start)
            assert game.to_move() == t.seat and game.state.dice == t.dice
            plan = t.played if which == "played" else t.best
            assert plan[-1].kind == "end_turn"
            for a in plan[:-1]:
                game.apply(a)  # checked: the best plan is legal
            assert plan_value(game.table, model, game.state, t.seat) == pytest.approx(value, abs=1e-3)
        checked += 1
    assert checked == len(random_review.seats[0].turns)


def test_turns_cover_the_whole_log(random_game, random_review):
    turns = random_review.seats[0].turns
    assert [t.turn for t in turns] == list(range(len(turns)))
    assert turns[-1].turn == random_game.state.turn
    for t in turns:
        assert list(random_game.log[t.start:t.end]) == list(t.played)


def played_by_play_it(board_id: str, seed: int, mode: Mode = Mode.SOLO) -> tuple[Game, list[tuple[int, tuple]]]:
    """A game played entirely with Hint > Play it > Confirm (no window): each turn, the
    coach's plan as suggest() gives it, applied action by action. Also (log index, plan)
    of every hint."""
    board = builtin_board(board_id)
    if mode == Mode.SOLO:
        game = Game(board, seed=seed)
    else:
        game = Game(board, mode=mode, seats=[SeatInfo("Ann"), SeatInfo("Ben")], seed=seed)
    hints = []
    while not game.over:
        seat = game.to_move()
        if seat is None:
            game.roll()
            continue
        plans = suggest(game, seat, count=1)
        assert plans
        hints.append((len(game.log), plans[0].actions))
        for a in plans[0].actions:
            game.apply(a)
    return game, hints


@pytest.mark.parametrize("board_id", BOARD_IDS)
def test_a_game_played_by_play_it_loses_exactly_nothing(board_id):
    game, hints = played_by_play_it(board_id, 42)
    review = review_game(game)
    seat = review.seats[0]
    assert [t.loss for t in seat.turns] == [0.0] * len(seat.turns)
    assert seat.total_loss == 0.0
    assert seat.mistakes == ()
    # the review's best plan at each turn is exactly what Hint said there
    by_start = {t.start: t for t in seat.turns}
    assert sorted(by_start) == [start for start, _ in hints]
    for start, plan in hints:
        t = by_start[start]
        assert t.best == plan == t.played
        assert t.best_value == t.played_value


def test_a_pass_and_play_game_played_by_play_it_loses_nothing():
    game, hints = played_by_play_it("AD", 7, Mode.PASS_AND_PLAY)
    review = review_game(game)
    assert len(review.seats) == 2
    starts = {start: plan for start, plan in hints}
    for s in review.seats:
        assert s.total_loss == 0.0 and s.mistakes == ()
        for t in s.turns:
            assert t.best == starts[t.start]


def test_a_turn_played_better_than_the_coach_is_no_loss(random_game):
    # the review takes the coach's plan as the best unless the played one is worth more
    for t in review_game(random_game).seats[0].turns:
        if t.best == t.played:
            assert t.loss == 0.0 and t.best_value == t.played_value
        else:
            assert t.loss == round(t.best_value - t.played_value, 3) > 0


def test_random_moves_lose_more_than_the_coach(random_review):
    seat = random_review.seats[0]
    assert seat.total_loss > 2.0
    assert sum(1 for t in seat.turns if t.loss > 0) >= len(seat.turns) // 2
    expert = review_game(play_seeded_game("A", 4, "expert")).seats[0]
    assert seat.total_loss > expert.total_loss + 2.0


def test_the_three_biggest_mistakes_are_the_three_largest_losses(random_review):
    seat = random_review.seats[0]
    ranked = sorted((t.loss for t in seat.turns), reverse=True)
    assert [m.loss for m in seat.mistakes] == ranked[:3]
    assert len(seat.mistakes) == 3
    for m in seat.mistakes:
        assert m.reason  # the best plan says why it is better
        assert m.writes("best") != m.writes("played") or m.best != m.played


def test_biggest_mistakes_skip_tiny_losses_and_break_ties_by_turn():
    def turn(n: int, loss: float) -> TurnReview:
        return TurnReview(n, 0, (1, 2), 0, 0, (), (), 0.0, loss, loss)

    turns = [turn(0, 0.5), turn(1, MISTAKE_MIN / 2), turn(2, 0.5), turn(3, 2.0), turn(4, 0.0)]
    assert [m.turn for m in biggest_mistakes(turns)] == [3, 0, 2]
    assert biggest_mistakes([turn(0, 0.0), turn(1, MISTAKE_MIN / 2)]) == ()


def test_every_seat_of_a_pass_and_play_game_is_reviewed():
    game = play_seeded_game("A", 6, "greedy", players=2)
    review = review_game(game)
    assert [s.seat for s in review.seats] == [0, 1]
    for s in review.seats:
        ends = [i for i, a in enumerate(game.log) if a.kind == "end_turn" and a.seat == s.seat]
        assert [t.end for t in s.turns] == [i + 1 for i in ends]
        for t in s.turns:
            assert t.seat == s.seat
            assert replayed(game, t.start).to_move() == s.seat
        assert s.score == game.scores()[s.seat].total
    only = review_game(game, seats=[1])
    assert [s.seat for s in only.seats] == [1]
    assert only.seats[0] == review.seats[1]


def test_progress_is_reported_and_stop_cancels(random_game):
    seen: list[tuple[int, int]] = []
    review_game(random_game, progress=lambda done, total: seen.append((done, total)))
    total = sum(1 for a in random_game.log if a.kind == "end_turn")
    assert seen == [(k, total) for k in range(1, total + 1)]
    asked = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 3

    with pytest.raises(ReviewCancelled):
        review_game(random_game, stop=stop)
    assert len(asked) == 4


def test_an_unfinished_game_or_a_missing_seat_is_refused(random_game):
    game = Game(builtin_board("A"), seed=1)
    game.roll()
    with pytest.raises(ReviewError, match="finished"):
        review_game(game)
    with pytest.raises(ReviewError, match="seat"):
        review_game(random_game, seats=[3])
