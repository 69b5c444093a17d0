"""Every word of agents-of-the-crown a player reads, in English and French: its title, its options and
the messages of its log and refusals (see pygames.core.messages for the templates' rules)."""

from ..core.messages import register_messages

MESSAGES = {
    "en": {
        "agents-of-the-crown.title": "Agents of the Crown",
        "agents-of-the-crown.summary": "Four Houses fend off the realm's threats with secret, bluffing plays over four years.",
        "agents-of-the-crown.score": "{score|# point|# points}",
    },
    "fr": {
        "agents-of-the-crown.title": "Agents de la Couronne",
        "agents-of-the-crown.summary": "Quatre Maisons repoussent les menaces du royaume par des coups secrets et des bluffs, quatre années durant.",
        "agents-of-the-crown.score": "{score|# point|# points}",
    },
}

register_messages(MESSAGES)
