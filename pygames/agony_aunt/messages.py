"""Every word of agony-aunt a player reads, in English and French: its title, its options and
the messages of its log and refusals (see pygames.core.messages for the templates' rules)."""

from ..core.messages import register_messages

MESSAGES = {
    "en": {
        "agony-aunt.title": "Agony Aunt",
        "agony-aunt.summary": "Dodge the queens, the Joker and the dumpth trick on a grid of penalties.",
        "agony-aunt.score": "{score|# counter|# counters}",
    },
    "fr": {
        "agony-aunt.title": "Agony Aunt",
        "agony-aunt.summary": "Évitez les dames, le Joker et le pli fatal sur une grille de pénalités.",
        "agony-aunt.score": "{score|# jeton|# jetons}",
    },
}

register_messages(MESSAGES)
