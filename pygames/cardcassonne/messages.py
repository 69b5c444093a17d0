"""Every word of cardcassonne a player reads, in English and French: its title, its options and
the messages of its log and refusals (see pygames.core.messages for the templates' rules)."""

from ..core.messages import register_messages

MESSAGES = {
    "en": {
        "cardcassonne.title": "Cardcassonne",
        "cardcassonne.summary": "Feed four rows, bluff with a face-down card, and claim a row with your follower.",
        "cardcassonne.score": "{score|# point|# points}",
    },
    "fr": {
        "cardcassonne.title": "Cardcassonne",
        "cardcassonne.summary": "Nourrissez quatre rangées, bluffez avec une carte face cachée et prenez une rangée avec votre partisan.",
        "cardcassonne.score": "{score|# point|# points}",
    },
}

register_messages(MESSAGES)
