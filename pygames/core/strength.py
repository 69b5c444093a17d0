"""The strength table of the README in one command: every multiplayer game's hard player
against normal ones and normal against easy ones, each over the same seeded games with the
seats rotated (players.arena), as Markdown rows.

    python -m pygames strength [--games 200] [--only GAME ...]

Each row is what `python -m pygames arena GAME --games N --lineup LINEUP` prints for the
lineup's first player: its win share of the seats it held, the 95 % Wilson interval, and that
share over the fair one (1 / players). Figures only: nothing here passes or fails.
"""

from .players import arena, wilson_interval

# (players, lineup) per game, the rows of the README's table, in its order.
ROWS = {
    "agony-aunt": [(4, "hard,normal,normal,normal"), (4, "normal,easy,easy,easy")],
    "agents-of-the-crown": [(4, "hard,normal,normal,normal"), (4, "normal,easy,easy,easy")],
    "cardcassonne": [(2, "hard,normal"), (4, "hard,normal,normal,normal"),
                     (2, "normal,easy"), (4, "normal,easy,easy,easy")],
    "agincards": [(2, "hard,normal"), (4, "hard,normal,normal,normal"),
                  (2, "normal,easy"), (4, "normal,easy,easy,easy")],
}
GOAL = 1.2  # times the fair share: hard against normal, and normal against easy
HEADER = ("| game | players | lineup | win share (95 % interval) | × fair |\n"
          "| --- | --- | --- | --- | --- |")


def row(game, lineup, games, seed=1):
    """One Markdown row: the first player's win share over `games` games of `lineup`."""
    names = lineup.split(",")
    first = arena(game, names, games, seed)[names[0]]
    share = first["wins"] / first["seats"]
    low, high = wilson_interval(first["wins"], first["seats"])
    times_fair = share * len(names)
    verdict = "" if times_fair >= GOAL else " (goal missed)"
    return (f"| {game.title} | {len(names)} | `{lineup}` | {100 * share:.1f} % "
            f"({100 * low:.1f}–{100 * high:.1f} %) | {times_fair:.2f}×{verdict} |")


def table(games_by_id, games, only=()):
    """Yield the header, then one row per lineup of the games named in `only` (all if empty)."""
    yield HEADER
    for game_id, lineups in ROWS.items():
        if only and game_id not in only:
            continue
        for _, lineup in lineups:
            yield row(games_by_id[game_id], lineup, games)


__all__ = ["GOAL", "ROWS", "row", "table"]
