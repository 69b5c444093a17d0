"""Every word of agincards a player reads, in English and French: its title, its options and
the messages of its log and refusals (see pygames.core.messages for the templates' rules)."""

from ..core.messages import register_messages

MESSAGES = {
    "en": {
        "agincards.title": "Agincards",
        "agincards.summary": "Grow a map of rising and falling runs; tokens score runs of one colour.",
        "agincards.score": "{score|# point|# points}",
        "agincards.option.tokens": "Tokens per player",
        "agincards.option.tokens.help": "Fewer tokens handicap a strong player, more help a new one.",
        "agincards.option.decks": "Packs of cards",
        "agincards.option.decks.help": "More packs give a bigger map; two suit four or more players.",
        "agincards.option.variant": "Variant",
        "agincards.option.variant.help": "Patience (one player): every card must score; play them all to win.",
        "agincards.option.variant.score": "Score",
        "agincards.option.variant.patience": "Patience",
        "agincards.option.auto_reclaim": "Reclaim tokens automatically",
        "agincards.option.auto_reclaim.help": "Return every token that can no longer score to its owner at once.",
    },
    "fr": {
        "agincards.title": "Agincards",
        "agincards.summary": "Faites grandir une carte de suites montantes et descendantes ; les jetons marquent les suites d'une couleur.",
        "agincards.score": "{score|# point|# points}",
        "agincards.option.tokens": "Jetons par joueur",
        "agincards.option.tokens.help": "Moins de jetons handicapent un joueur fort, plus en aident un nouveau.",
        "agincards.option.decks": "Jeux de cartes",
        "agincards.option.decks.help": "Plus de jeux donnent une carte plus grande ; deux conviennent à quatre joueurs ou plus.",
        "agincards.option.variant": "Variante",
        "agincards.option.variant.help": "Réussite (un joueur) : chaque carte doit marquer ; posez-les toutes pour gagner.",
        "agincards.option.variant.score": "Score",
        "agincards.option.variant.patience": "Réussite",
        "agincards.option.auto_reclaim": "Reprendre les jetons automatiquement",
        "agincards.option.auto_reclaim.help": "Rendre aussitôt à son propriétaire chaque jeton qui ne peut plus marquer.",
    },
}

register_messages(MESSAGES)
