"""What each game's tutorial teaches, step by step, for tools/tutorials/authoring.py to find a deal on
which every step can be made: the message key of the game's goal (said before the first
step), optionally of the last note (what the player has just seen happen, where the game's
own words explain it better than the common ending), and per step the message keys of its
words, a chooser that picks the move showing that idea among the legal records (or None:
this deal does not fit), and the board's elements to point at, as CSS selectors filled in
from the chosen move's fields; optionally ("show") the elements its words speak of, which the
note leaves in sight unringed.
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
        "goal": "agnes.tutorial.goal",
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


# --- Agony Aunt --------------------------------------------------------------------------

AA_SQUARE = {"S": "queen-spades", "H": "queen-hearts", "D": "queen-diamonds", "C": "queen-clubs"}


def aa_card(view, code):
    """(rank index, suit) of a card; the Joker is the turned card."""
    code = view["turned_card"] if code == "JOKER" else code
    return RANKS.index(code[0]) + (13 if code[0] == "A" else 0), code[1]


def aa_plays(view, legal):
    return [m for m in legal if m["kind"] == "play"]


def aa_penalty(view, code):
    return code == "JOKER" or code[0] == "Q"


def aa_lead(view, legal):
    """Leading a trick: the lowest card that is no penalty."""
    if view["trick"]:
        return None
    safe = [m for m in aa_plays(view, legal) if not aa_penalty(view, m["card"])]
    return min(safe, key=lambda m: aa_card(view, m["card"])[0], default=None)


def aa_winning(view):
    led = aa_card(view, view["trick"][0]["card"])[1]
    return max(aa_card(view, play["card"])[0] for play in view["trick"]
               if aa_card(view, play["card"])[1] == led), led


def aa_follow(view, legal):
    """Following suit while holding other suits: the highest card that stays under the trick's
    winning card."""
    if not view["trick"]:
        return None
    best, led = aa_winning(view)
    plays = aa_plays(view, legal)
    if len(plays) == len(view["hand"]) or any(aa_card(view, m["card"])[1] != led for m in plays):
        return None
    under = [m for m in plays if aa_card(view, m["card"])[0] < best and not aa_penalty(view, m["card"])]
    return max(under, key=lambda m: aa_card(view, m["card"])[0], default=None)


def aa_discard(view, legal):
    """No card of the suit led: a Queen thrown on someone else's trick."""
    if not view["trick"]:
        return None
    led = aa_card(view, view["trick"][0]["card"])[1]
    plays = aa_plays(view, legal)
    if any(aa_card(view, m["card"])[1] == led for m in plays):
        return None
    queens = [m for m in plays if m["card"][0] == "Q" and m["card"][1] != view["dump_suit"]]
    return queens[0] if queens else None


AA_HAND = '.aa-fan .card[data-card="{card}"]'
# What the steps' words speak of, which the note leaves in sight: the hand ("any card", "they
# stand raised") and the prompt saying which cards may be played, the cards played so far
# ("follow" and "discard"), and the opponents who may take the trick ("discard").
AA_FAN = ".aa-fan .card"
AA_PROMPT = ".aa-prompt"
AA_TRICK = ".aa-trick .card"
AA_OPPONENTS = ".aa-seat:not(.south)"

PLANS["agony-aunt"] = {
    "deal": {"game": "agony-aunt", "options": None},
    "seats": [{"kind": "human"}] + [{"kind": "computer", "level": "easy"}] * 3,
    "goal": "agony-aunt.tutorial.goal",
    "steps": [
        {"text": "agony-aunt.tutorial.lead", "wrong": "agony-aunt.tutorial.lead-wrong",
         "choose": aa_lead, "point": [AA_HAND], "show": [AA_FAN, AA_PROMPT]},
        {"text": "agony-aunt.tutorial.follow", "wrong": "agony-aunt.tutorial.follow-wrong",
         "choose": aa_follow, "point": [AA_HAND], "show": [AA_TRICK, AA_FAN, AA_PROMPT]},
        {"text": "agony-aunt.tutorial.discard", "wrong": "agony-aunt.tutorial.discard-wrong",
         "choose": aa_discard,
         "point": [AA_HAND, lambda move: f'.aa-square[data-square="{AA_SQUARE[move["card"][1]]}"]'],
         "show": [AA_TRICK, AA_FAN, AA_PROMPT, AA_OPPONENTS]},
    ],
}


# --- Agincards ---------------------------------------------------------------------------

def ag_red(card):
    return card[1] in "HD"


def ag_cells(view):
    return {f"{x},{y}": (card, owner) for x, y, card, owner in view["cells"]}


def ag_beside(cell):
    x, y = map(int, cell.split(","))
    return [f"{x + dx},{y + dy}" for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))]


def ag_joins_token(view, move):
    """Whether the placed card sits beside a card of its colour that holds a token."""
    cells = ag_cells(view)
    return any(cells.get(near, (None, None))[1] is not None
               and ag_red(cells[near][0]) == ag_red(move["card"]) for near in ag_beside(move["cell"]))


def ag_places(legal, token):
    return [m for m in legal if m["kind"] == "place" and m["token"] == token]


def ag_place(view, legal):
    """A plain card beside the map, touching no card of its colour (no run to speak of yet)."""
    cells = ag_cells(view)
    plain = [m for m in ag_places(legal, False)
             if not any(near in cells and ag_red(cells[near][0]) == ag_red(m["card"])
                        for near in ag_beside(m["cell"]))]
    return plain[0] if plain else None


def ag_token(view, legal):
    """A card with a token, where a card of the same colour in hand could join it next."""
    for move in ag_places(legal, True):
        colour_mates = [card for card in view["hand"] if card != move["card"]
                        and ag_red(card) == ag_red(move["card"])]
        if colour_mates:
            return move
    return None


def ag_grow(view, legal):
    """A card that grows a run holding the player's token."""
    return first([m for m in ag_places(legal, False) if ag_joins_token(view, m)])


AG_HAND = '.ag-hand-card[data-card="{card}"]'
AG_CELL = '.ag-target[data-cell="{cell}"]'

PLANS["agincards"] = {
    "deal": {"game": "agincards", "options": None},
    "seats": [{"kind": "human"}],
    "goal": "agincards.tutorial.goal",
    "steps": [
        {"text": "agincards.tutorial.place", "wrong": "agincards.tutorial.place-wrong",
         "choose": ag_place, "point": [AG_HAND, AG_CELL]},
        {"text": "agincards.tutorial.token", "wrong": "agincards.tutorial.token-wrong",
         "choose": ag_token, "point": [AG_HAND, ".ag-token-switch", AG_CELL]},
        {"text": "agincards.tutorial.grow", "wrong": "agincards.tutorial.grow-wrong",
         "choose": ag_grow, "point": [AG_HAND, AG_CELL]},
    ],
}


# --- Cardcassonne --------------------------------------------------------------------------

CC_COLOURS = "YRGB"


def cc_coloured(card):
    return card[0] in CC_COLOURS and "-" not in card and len(card) == 2


def cc_plays(legal, down):
    return [m for m in legal if m["kind"] == "play" and m["down"] == down]


def cc_face_down(view, legal):
    """The round's first card, face down, here in its own colour's row."""
    return first([m for m in cc_plays(legal, True) if cc_coloured(m["card"]) and m["row"] == m["card"][0]])


def cc_face_up(view, legal):
    """A later card, face up in its colour's row."""
    return first([m for m in cc_plays(legal, False) if cc_coloured(m["card"])])


def cc_claimable(row):
    """How many cards the follower would claim at the end of `row`."""
    count = 0
    for entry in row["entries"]:
        count = 0 if entry["kind"] == "follower" else count + 1
    return count


def cc_follower(view, legal):
    """The follower on the row holding the most cards to claim (three or more)."""
    rows = {row["colour"]: cc_claimable(row) for row in view["rows"]}
    claims = [m for m in legal if m["kind"] == "follower" and rows[m["row"]] >= 3]
    return max(claims, key=lambda m: rows[m["row"]], default=None)


CC_PIECE = '.cc-hand .cc-piece[data-piece="{card}"]'
CC_END = '.cc-end[data-row="{row}"]'

PLANS["cardcassonne"] = {
    "deal": {"game": "cardcassonne", "options": None},
    "seats": [{"kind": "human"}, {"kind": "computer", "level": "easy"}],
    "goal": "cardcassonne.tutorial.goal",
    "steps": [
        {"text": "cardcassonne.tutorial.face-down", "wrong": "cardcassonne.tutorial.face-down-wrong",
         "choose": cc_face_down, "point": [CC_PIECE, CC_END]},
        {"text": "cardcassonne.tutorial.face-up", "wrong": "cardcassonne.tutorial.face-up-wrong",
         "choose": cc_face_up, "point": [CC_PIECE, CC_END]},
        {"text": "cardcassonne.tutorial.follower", "wrong": "cardcassonne.tutorial.follower-wrong",
         "choose": cc_follower, "point": ['.cc-hand .cc-piece[data-piece="follower"]', CC_END]},
    ],
}


# --- Agents of the Crown ---------------------------------------------------------------------

def ac_noble(card):
    return card[0] in "TJQK"


def ac_pass(view, legal):
    """A Noble and a Common to the left: the lowest ones not of the player's own House."""
    mine = next(house["suit"] for house in view["houses"] if house["seat"] == view["seat"])
    passes = [m for m in legal if m["kind"] == "pass" and all(card[1] != mine for card in m["cards"])]
    return min(passes, key=lambda m: [RANKS.index(card[0]) for card in m["cards"]], default=None)


def ac_challenges(view):
    return {challenge["suit"]: challenge for challenge in view["challenges"]}


def ac_commits(legal, face):
    return [m for m in legal if m["kind"] == "commit" and m["face"] == face and m["at"] == m["card"][1]]


def ac_noble_commit(view, legal):
    """A Noble, face up, beating a challenge to the player's House or the one on the left."""
    challenges = ac_challenges(view)
    ours = {view["seat"], (view["seat"] + 1) % len(view["houses"])}
    return first([m for m in ac_commits(legal, "up") if ac_noble(m["card"])
                  and m["at"] in challenges and challenges[m["at"]]["house_seat"] in ours])


def ac_common_commit(view, legal):
    """A Common, face down, strong enough alone to beat the challenge of its suit."""
    challenges = ac_challenges(view)
    return first([m for m in ac_commits(legal, "down") if not ac_noble(m["card"])
                  and m["at"] in challenges
                  and RANKS.index(m["card"][0]) + 1 >= challenges[m["at"]]["total"]])


AC_CARD = '.hand-card[data-card="{card}"]'
AC_CHALLENGE = '.challenge[data-suit="{at}"]'

PLANS["agents-of-the-crown"] = {
    "deal": {"game": "agents-of-the-crown", "options": None},
    "seats": [{"kind": "human"}] + [{"kind": "computer", "level": "easy"}] * 3,
    "goal": "agents-of-the-crown.tutorial.goal",
    # The season the last step commits to is revealed right after it, a challenge left
    # unbeaten and its curses with it: the last note says what a curse is.
    "done": "agents-of-the-crown.tutorial.done",
    "steps": [
        {"text": "agents-of-the-crown.tutorial.pass", "wrong": "agents-of-the-crown.tutorial.pass-wrong",
         "choose": ac_pass, "point": ['.hand-card[data-card="{cards[0]}"]',
                                      '.hand-card[data-card="{cards[1]}"]', '[data-focus-key="pass"]']},
        {"text": "agents-of-the-crown.tutorial.noble", "wrong": "agents-of-the-crown.tutorial.noble-wrong",
         "choose": ac_noble_commit, "point": [AC_CARD, '[data-focus-key="face-up"]', AC_CHALLENGE]},
        {"text": "agents-of-the-crown.tutorial.common", "wrong": "agents-of-the-crown.tutorial.common-wrong",
         "choose": ac_common_commit, "point": [AC_CARD, '[data-focus-key="face-down"]', AC_CHALLENGE]},
    ],
}
