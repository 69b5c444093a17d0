"""The strength table of the README in one command: every multiplayer game's hard player
against normal ones and normal against easy ones, each over the same seeded games with the
seats rotated (players.arena), as Markdown rows.

    python -m pygames strength [--games 200] [--only GAME ...] [--jobs N | --dask ADDRESS]
                               [--json] [--resume FILE]

Each row is what `python -m pygames arena GAME --games N --lineup LINEUP` prints for the
lineup's first player: its win share of the seats it held, the 95 % Wilson interval, and that
share over the fair one (1 / players). Figures only: nothing here passes or fails. The games
of every row go to one run (core.runs), so all cores stay busy to the last game.
"""

from pygames.core.players import arena_game, arena_totals, wilson_interval

# (players, lineup) per game, the rows of the README's table, in its order.
ROWS = {
    "agony-aunt": [(4, "hard,normal,normal,normal"), (4, "normal,easy,easy,easy")],
    "agents-of-the-crown": [(4, "hard,normal,normal,normal"), (4, "normal,easy,easy,easy")],
    "cardcassonne": [(2, "hard,normal"), (4, "hard,normal,normal,normal"),
                     (2, "normal,easy"), (4, "normal,easy,easy,easy")],
    "agincards": [(2, "hard,normal"), (4, "hard,normal,normal,normal"),
                  (2, "normal,easy"), (4, "normal,easy,easy,easy")],
}
FIRST_SEED = 1  # as `arena` has by default, so a row is the arena's figure for its lineup
GOAL = 1.2  # times the fair share: hard against normal, and normal against easy
HEADER = ("| game | players | lineup | win share (95 % interval) | × fair |\n"
          "| --- | --- | --- | --- | --- |")


def chosen_rows(only=()):
    """(game id, lineup) of every row of the games named in `only` (all if empty)."""
    return [(game_id, lineup) for game_id, lineups in ROWS.items()
            if not only or game_id in only for _, lineup in lineups]


def strength_game(item):
    """One game of a row, item (game id, lineup, number): its arena record and its row."""
    game_id, lineup, number = item
    return {"game_id": game_id, "lineup": lineup,
            **arena_game(number, game_id, lineup.split(","), FIRST_SEED)}


def identify(record):
    return record["game_id"], record["lineup"], record["game"]


def figures(games_by_id, rows, records):
    """Per row, the first player's win share, its interval and its times-fair, from the
    records (summed in game order)."""
    rows_figures = []
    for game_id, lineup in rows:
        names = lineup.split(",")
        first = arena_totals(names, [record for record in records
                                     if (record["game_id"], record["lineup"]) == (game_id, lineup)]
                             )[names[0]]
        share = first["wins"] / first["seats"]
        low, high = wilson_interval(first["wins"], first["seats"])
        rows_figures.append({"game": game_id, "title": games_by_id[game_id].title,
                             "players": len(names), "lineup": lineup, "games": first["seats"],
                             "win_share": share, "interval_95": [low, high],
                             "times_fair": share * len(names)})
    return rows_figures


def markdown(row):
    """One Markdown row of the table."""
    low, high = row["interval_95"]
    verdict = "" if row["times_fair"] >= GOAL else " (goal missed)"
    return (f"| {row['title']} | {row['players']} | `{row['lineup']}` | "
            f"{100 * row['win_share']:.1f} % ({100 * low:.1f}–{100 * high:.1f} %) | "
            f"{row['times_fair']:.2f}×{verdict} |")


def table(games_by_id, games, run, only=()):
    """The rows' figures over `games` games each, played by `run` (a core.runs.Run)."""
    rows = chosen_rows(only)
    items = [(game_id, lineup, number) for game_id, lineup in rows for number in range(games)]
    return figures(games_by_id, rows, run.results(strength_game, items, "strength games"))


__all__ = ["FIRST_SEED", "GOAL", "HEADER", "ROWS", "chosen_rows", "figures", "identify",
           "markdown", "strength_game", "table"]
