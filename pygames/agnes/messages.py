"""Every word of agnes a player reads, in English and French: its title, its options and
the messages of its log and refusals (see pygames.core.messages for the templates' rules)."""

from ..core.messages import register_messages

MESSAGES = {
    "en": {
        "agnes.title": "Agnès",
        "agnes.summary": "A demanding patience: build four suits up from a base rank dealt at random.",
        "agnes.score": "{score|# card home|# cards home}",
        "agnes.option.variant": "Variant",
        "agnes.option.variant.help": "Bernauer: the tableau builds down in alternating colours; Sorel: in the same colour",
        "agnes.option.variant.bernauer": "Bernauer",
        "agnes.option.variant.sorel": "Sorel",
        "agnes.option.redeals": "Redeals",
        "agnes.option.redeals.help": "How many times the reserve may be gathered and dealt again once the stock is empty",
    },
    "fr": {
        "agnes.title": "Agnès",
        "agnes.summary": "Une réussite exigeante : montez les quatre couleurs depuis une hauteur de base tirée au hasard.",
        "agnes.score": "{score|# carte rangée|# cartes rangées}",
        "agnes.option.variant": "Variante",
        "agnes.option.variant.help": "Bernauer : le tableau descend en alternant les couleurs ; Sorel : dans la même couleur",
        "agnes.option.variant.bernauer": "Bernauer",
        "agnes.option.variant.sorel": "Sorel",
        "agnes.option.redeals": "Redonnes",
        "agnes.option.redeals.help": "Combien de fois la réserve peut être ramassée et redistribuée une fois le talon épuisé",
    },
}

register_messages(MESSAGES)
