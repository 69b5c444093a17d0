"""What each game's tutorial teaches, step by step, for tools/tutorials.py to find a deal on
which every step can be made: per step the message keys of its words, a chooser that picks
the move showing that idea among the legal records (or None: this deal does not fit), and
the board's elements to point at, as CSS selectors filled in from the chosen move's fields.
"""

RANKS = "A23456789TJQK"


def first(moves):
    return moves[0] if moves else None


# --- Agnès -------------------------------------------------------------------------------

def agnes_tops(view, place):
    return {pile[-1] for pile in view[place] if pile}


def agnes_build(view, legal):
    """A column's top card onto another column (one rank lower, the other colour)."""
    return first([m for m in legal if m["kind"] == "move" and m["to"].startswith("t")
                  and m["card"] in agnes_tops(view, "tableau")])


def agnes_base(view, legal):
    """A base-rank card starting a foundation of its own."""
    return first([m for m in legal if m["kind"] == "move" and m["to"] == "f"
                  and m["card"][0] == view["base_rank"]])


def agnes_deal(view, legal):
    return first([m for m in legal if m["kind"] == "deal"])


def agnes_reserve(view, legal):
    """A reserve card played home."""
    return first([m for m in legal if m["kind"] == "move" and m["to"] == "f"
                  and m["card"] in agnes_tops(view, "reserve")])


AGNES_CARD = '.card[data-spot][data-card="{card}"]'
# Where a card goes: a column's top card (or its empty slot), its suit's foundation, or the
# empty foundations.
AGNES_TO = {"t": '[data-drop="{to}"] > :last-child', "f": '[data-drop="f"][data-suit="{card[1]}"]',
            "new": '[data-drop="f"][data-suit=""] > :last-child'}

PLANS = {
    "agnes": {
        "deal": {"game": "agnes", "options": {"variant": "bernauer", "redeals": 0}},
        "seats": [{"kind": "human"}],
        "steps": [
            {"text": "agnes.tutorial.build", "wrong": "agnes.tutorial.build-wrong",
             "choose": agnes_build, "point": [AGNES_CARD, AGNES_TO["t"]]},
            {"text": "agnes.tutorial.base", "wrong": "agnes.tutorial.base-wrong",
             "choose": agnes_base, "point": [AGNES_CARD, AGNES_TO["new"]]},
            {"text": "agnes.tutorial.deal", "wrong": "agnes.tutorial.deal-wrong",
             "choose": agnes_deal, "point": [".stock"]},
            {"text": "agnes.tutorial.reserve", "wrong": "agnes.tutorial.reserve-wrong",
             "choose": agnes_reserve, "point": [AGNES_CARD, AGNES_TO["f"]]},
        ],
    },
}
